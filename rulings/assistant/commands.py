"""The judge's sub-commands: ask, card, rule, new, deck, initiative.

:func:`register` adds them to the ``rulings`` parser.  This module imports only
argparse-level things: each command imports what it needs when it runs, so
``rulings ask`` never loads the engine.  A :class:`UserError` raised here is
reported by :func:`rulings.cli.main` (exit code 2, message on stderr).
"""

from __future__ import annotations

import json
import sys


def _print_json(value) -> None:
    json.dump(value, sys.stdout, ensure_ascii=False, indent=1)
    print()


def cmd_ask(args) -> int:
    from . import index, search

    question = " ".join(args.words)
    if args.limit < 1:
        from rulings.core.errors import UserError, Where

        raise UserError(f"--limit must be at least 1, not {args.limit}", Where("rulings ask"))
    idx = index.load(args.kb, use_cache=not args.no_cache)
    results = search.ask(question, idx, None if args.all else args.limit)
    if idx.broken:
        shown = ", ".join(idx.broken[:3]) + (" …" if len(idx.broken) > 3 else "")
        print(f"note: {len(idx.broken)} scenario file(s) could not be read and are not searched: {shown}",
              file=sys.stderr)
    if args.json:
        _print_json({"question": question, "results": [r.as_dict() for r in results]})
    elif results:
        print(search.render(results))
    else:
        print(f"aucune décision ne répond à « {question} »")
    return 0 if results else 1


def cmd_card(args) -> int:
    from . import lookup

    name, lines, rulings = lookup.card_report(" ".join(args.name), args.game)
    if args.json:
        _print_json({"name": name, "description": lines, "rulings": rulings})
        return 0
    print("\n".join(lines))
    print("\n".join(lookup.render_rulings(rulings)))
    return 0


def cmd_rule(args) -> int:
    from . import lookup

    if not args.id:
        print("\n".join(lookup.list_rules(args.game)))
        return 0
    rule = lookup.find_rule(args.id, args.game)
    print("\n".join(lookup.describe_rule(rule)))
    if rule.id not in args_rulebook(args.game):
        print("règle de construction de deck : vérifiée par « rulings deck », aucune trace ne la cite")
        return 0
    users, broken = lookup.rule_users(rule.id)
    if broken:
        print(f"note: {broken} scenario file(s) could not be loaded and were not run", file=sys.stderr)
    if not users:
        print("aucune décision n'applique encore cette règle")
    else:
        print(f"décisions dont la trace applique cette règle ({len(users)}) :")
        for user in users:
            print(f"  - {user['title']}  [{user['status']}]  ({len(user['cases'])} cas : {', '.join(user['cases'])})")
            print(f"    {user['path']}")
    return 0


def args_rulebook(game_name: str):
    from rulings import games

    return games.get(game_name).rulebook


def cmd_new(args) -> int:
    from . import skeleton

    where, text = skeleton.write(args.file, args.a or [], args.b or [], args.play_a or [], args.play_b or [],
                                 args.title, args.force)
    if where == "-":
        sys.stdout.write(text)
    else:
        print(f"written: {where}\nfill each ??? then: rulings run {where} --trace")
    return 0


def cmd_deck(args) -> int:
    from rulings import games
    from rulings.games.eredan import deck as decks

    report = decks.check(decks.load_deck(args.file, games.get("eredan").database))
    if args.json:
        _print_json(report.as_dict())
    else:
        print(decks.render(report))
    return 0 if report.legal else 1


def cmd_initiative(args) -> int:
    from . import initiative

    counts = initiative.tickets(args.bonus_a, args.bonus_b)
    result = initiative.chances(counts)
    if args.json:
        _print_json({"rule": initiative.RULE, "tickets": counts,
                     "chances": {p: {"fraction": f"{f.numerator}/{f.denominator}", "value": float(f)}
                                 for p, f in result.items()}})
    else:
        print(initiative.render(counts, result))
    return 0


def register(sub) -> None:
    """Add the judge's commands to the ``rulings`` sub-parsers."""
    a = sub.add_parser("ask", help="rulings answering a question in French, best first",
                       description="Search the rulings: accents, case, plurals and small typos do not matter; "
                                   "naming two cards ranks first the rulings with both.")
    a.add_argument("words", nargs="+", help="the question, e.g. cercueil glace ordre")
    a.add_argument("--json", action="store_true", help="as JSON, for bots and scripts")
    a.add_argument("-n", "--limit", type=int, default=5, help="how many rulings (default 5)")
    a.add_argument("--all", action="store_true", help="every ruling that matches")
    a.add_argument("--kb", help="search the scenarios under this folder (default: the project's scenarios/)")
    a.add_argument("--no-cache", action="store_true", help="read every file again, write no cache")
    a.set_defaults(func=cmd_ask)
    c = sub.add_parser("card", help="a card's or character's text, source, restrictions and rulings")
    c.add_argument("name", nargs="+", help="its name (quotes optional; case and accents do not matter)")
    c.add_argument("--game", default="eredan")
    c.add_argument("--json", action="store_true", help="as JSON")
    c.set_defaults(func=cmd_card)
    r = sub.add_parser("rule", help="a rule's statement, source and the rulings whose traces apply it")
    r.add_argument("id", nargs="?", help="rule id, e.g. eredan.stats.limitation or stats.limitation "
                                         "(none: list every rule)")
    r.add_argument("--game", default="eredan")
    r.set_defaults(func=cmd_rule)
    n = sub.add_parser("new", help="write a commented scenario skeleton to fill",
                       description="Characters and cards are names from the card database. Fill each ??? "
                                   "then run: rulings run FILE --trace.")
    n.add_argument("file", help="the new scenario file (its name is the ruling id), or - for standard output")
    n.add_argument("--a", action="append", metavar="CHARACTER", help="a character of player A (repeat: up to 3)")
    n.add_argument("--b", action="append", metavar="CHARACTER", help="a character of player B (repeat: up to 3)")
    n.add_argument("--play-a", action="append", metavar="CARD", help="a card played by player A (repeat)")
    n.add_argument("--play-b", action="append", metavar="CARD", help="a card played by player B (repeat)")
    n.add_argument("--title", help="the ruling's title")
    n.add_argument("--force", action="store_true", help="overwrite an existing file")
    n.set_defaults(func=cmd_new)
    d = sub.add_parser("deck", help="check an Eredan deck file: characters, size, affiliation, copies, charge",
                       description="Exit code 0: legal deck (its affiliation is printed); 1: illegal, each "
                                   "broken rule named with the cards involved; 2: unreadable file.")
    d.add_argument("file", help="the deck, in YAML (characters, cards with counts)")
    d.add_argument("--json", action="store_true", help="as JSON")
    d.set_defaults(func=cmd_deck)
    i = sub.add_parser("initiative", help="the exact chance that each player starts (5 tickets each + bonus)")
    i.add_argument("-a", "--bonus-a", type=int, default=0, help="player A's initiative bonus (extra tickets)")
    i.add_argument("-b", "--bonus-b", type=int, default=0, help="player B's initiative bonus (extra tickets)")
    i.add_argument("--json", action="store_true", help="as JSON")
    i.set_defaults(func=cmd_initiative)
