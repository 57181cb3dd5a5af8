"""Eredan's own sub-command: ``rulings initiative`` (who starts, from the initiative tickets).

Loaded by :func:`rulings.games.register_commands`; it imports the engine only
when the command runs.
"""

from __future__ import annotations

import json
import sys


def cmd_initiative(args) -> int:
    from . import initiative

    counts = initiative.tickets(args.bonus_a, args.bonus_b)
    result = initiative.chances(counts)
    if args.json:
        json.dump({"rule": initiative.RULE, "tickets": counts,
                   "chances": {p: {"fraction": f"{f.numerator}/{f.denominator}", "value": float(f)}
                               for p, f in result.items()}}, sys.stdout, ensure_ascii=False, indent=1)
        print()
    else:
        print(initiative.render(counts, result))
    return 0


def register(sub) -> None:
    from .messages import msg

    i = sub.add_parser("initiative", help=msg("help.initiative"))
    i.add_argument("-a", "--bonus-a", type=int, default=0, metavar="N", help=msg("help.initiative.a"))
    i.add_argument("-b", "--bonus-b", type=int, default=0, metavar="N", help=msg("help.initiative.b"))
    i.add_argument("--json", action="store_true", help=msg("help.json"))
    i.set_defaults(func=cmd_initiative)
