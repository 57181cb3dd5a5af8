"""The judge's sub-commands: ask, card, rule, new, deck (a game may add its own: ``rulings.games``).

:func:`register` adds them to the ``rulings`` parser.  This module imports only
argparse-level things: each command imports what it needs when it runs, so
``rulings ask`` never loads the engine.  A :class:`UserError` raised here is
reported by :func:`rulings.cli.main` (exit code 2, message on stderr).
"""

from __future__ import annotations

import argparse
import json
import sys

from .messages import msg


def _print_json(value) -> None:
    json.dump(value, sys.stdout, ensure_ascii=False, indent=1)
    print()


def cmd_ask(args) -> int:
    from . import index, search

    question = " ".join(args.words)
    if args.limit < 1:
        from rulings.core.errors import UserError, Where

        raise UserError(msg("ask.limit", limit=args.limit), Where("rulings ask"))
    idx = index.load(_ask_folder(args.kb), use_cache=not args.no_cache)
    results = search.ask(question, idx, None if args.all else args.limit, args.game)
    if idx.broken:
        shown = ", ".join(idx.broken[:3]) + (" …" if len(idx.broken) > 3 else "")
        print(msg("ask.broken", count=len(idx.broken), shown=shown), file=sys.stderr)
    if args.json:
        _print_json({"question": question, "results": [r.as_dict() for r in results]})
    elif results:
        print(search.render(results))
    else:
        print(msg("ask.nothing", question=question))
    return 0 if results else 1


def _ask_folder(kb):
    """The folder of scenarios ``rulings ask`` searches: --kb (a knowledge base, or a folder of scenarios), else
    the knowledge base of the current folder."""
    from pathlib import Path

    from rulings.core.places import find_root, scenarios_dir

    if kb is not None and not (Path(kb) / "scenarios").is_dir():
        return Path(kb)
    return scenarios_dir(find_root(kb))


def cmd_card(args) -> int:
    from rulings.core.places import find_root

    from . import lookup

    root = find_root(args.kb)
    name, lines, rulings = lookup.card_report(" ".join(args.name), args.game, root)
    if args.json:
        _print_json({"name": name, "description": lines, "rulings": rulings})
        return 0
    print("\n".join(lines))
    print("\n".join(lookup.render_rulings(rulings)))
    return 0


def cmd_rule(args) -> int:
    from rulings.core.places import find_root

    from . import lookup

    if args.id is None and "--" not in getattr(args, "argv", ()):
        print("\n".join(lookup.list_rules(args.game)))
        return 0
    from rulings.core.errors import UserError, Where

    if not (args.id or "").strip():          # « rulings rule '' », « rulings rule -- »: a name left empty
        raise UserError(msg("rule.empty"), Where("rulings rule"), msg("rule.unknown.hint"))
    try:
        game, rule = lookup.find_rule(args.id, args.game)
    except UserError:
        family = lookup.rule_family(args.id.strip(), args.game)      # « 702 »: every rule of 702
        if not family:
            raise
        print("\n".join(family))
        return 0
    from rulings.core.places import seeds_dir

    print("\n".join(lookup.describe_rule(rule, game, seeds_dir(find_root(args.kb)))))
    if rule.id not in game.rulebook:
        print(msg("rule.deck_only"))
        return 0
    users, broken = lookup.rule_users(rule.id, find_root(args.kb))
    if broken:
        print(msg("rule.broken", count=broken), file=sys.stderr)
    if not users:
        print(msg("rule.unused"))
    else:
        from rulings.core.messages import status_fr

        print(msg("rule.users", count=len(users)))
        for user in users:
            print(msg("rule.user", title=user["title"], status=status_fr(user["status"]), count=len(user["cases"]),
                      cases=", ".join(user["cases"])))
            print(f"    {user['path']}")
    return 0


def _game_for(name: str | None, where: str, path: str | None = None, names=(), root=None, in_file: bool = False):
    """The game named by --game; else the one of a path under scenarios/<game>/; else the only game whose
    database has every name given; else the only game."""
    from pathlib import Path

    from rulings import games
    from rulings.core.errors import UserError, Where, fold

    from .lookup import chosen_games

    if name is None and path is not None:
        parts = Path(path).resolve().parts
        name = next((parts[i + 1] for i in range(len(parts) - 1) if parts[i] == "scenarios"
                     and parts[i + 1] in games.REGISTRY), None)
    if name is None and names and root is not None:
        wanted = {fold(n) for n in names}
        having = [g.name for g in games.all_games()
                  if wanted <= {fold(c) for c in (*g.catalogue(g.database(root)), *g.known_cards(root))}]
        name = having[0] if len(having) == 1 else None
    if name is None and len(games.REGISTRY) > 1:
        raise UserError(msg("game.which"), Where(where), msg("game.which.hint.file" if in_file else "game.which.hint",
                                                             games=", ".join(games.REGISTRY)))
    return chosen_games(name or games.REGISTRY[0])[0]


def cmd_new(args) -> int:
    from rulings.core.places import find_root

    from . import new

    root = find_root(args.kb)
    sides = {p: names for p, names in (("A", args.a), ("B", args.b)) if names}
    plays = {p: names for p, names in (("A", args.play_a), ("B", args.play_b)) if names}
    every = [n for group in (*sides.values(), *plays.values()) for n in group]
    game = _game_for(args.game, "rulings new", None if args.file == "-" else args.file, every, root)
    where, text = new.write(game, root, args.file, sides, plays, args.title, args.force)
    if where == "-":
        sys.stdout.write(text)
    else:
        print(msg("new.written", path=where))
    return 0


def cmd_deck(args) -> int:
    from rulings.core.places import find_root
    from rulings.core.yamlio import load_file

    raw = load_file(args.file)
    declared = raw.get("game") if isinstance(raw, dict) and isinstance(raw.get("game"), str) else None
    game = _game_for(args.game or declared, args.file, in_file=True)
    report = game.check_deck(args.file, find_root(args.kb, near=args.file))
    if args.json:
        _print_json(dict(report.as_dict(), game=game.name))
    else:
        print(report.render())
    return 0 if report.legal else 1


def register(sub, kb: argparse.ArgumentParser, game: argparse.ArgumentParser) -> None:
    """Add the judge's commands to the ``rulings`` sub-parsers (``kb`` and ``game``: the shared --kb and
    --game options)."""
    from rulings import games  # the registry of names alone: no game is imported
    a = sub.add_parser("ask", help=msg("help.ask"), description=msg("help.ask.description"))
    a.add_argument("words", nargs="+", metavar=msg("metavar.question"), help=msg("help.ask.words"))
    a.add_argument("--json", action="store_true", help=msg("help.ask.json"))
    a.add_argument("-n", "--limit", type=int, default=5, help=msg("help.ask.limit"))
    a.add_argument("--all", action="store_true", help=msg("help.ask.all"))
    a.add_argument("--kb", help=msg("help.ask.kb"))
    a.add_argument("--jeu", "--game", dest="game", choices=games.REGISTRY, help=msg("help.ask.game"))
    a.add_argument("--no-cache", action="store_true", help=msg("help.ask.no_cache"))
    a.set_defaults(func=cmd_ask)
    c = sub.add_parser("card", parents=[kb, game], help=msg("help.card"))
    c.add_argument("name", nargs="+", metavar=msg("metavar.name"), help=msg("help.card.name"))
    c.add_argument("--json", action="store_true", help=msg("help.json"))
    c.set_defaults(func=cmd_card)
    r = sub.add_parser("rule", parents=[kb, game], help=msg("help.rule"))
    r.add_argument("id", nargs="?", help=msg("help.rule.id"))
    r.set_defaults(func=cmd_rule)
    n = sub.add_parser("new", parents=[kb, game], help=msg("help.new"), description=msg("help.new.description"))
    n.add_argument("file", metavar=msg("metavar.file"), help=msg("help.new.file"))
    n.add_argument("--a", action="append", metavar=msg("metavar.name"), help=msg("help.new.a"))
    n.add_argument("--b", action="append", metavar=msg("metavar.name"), help=msg("help.new.b"))
    n.add_argument("--play-a", action="append", metavar=msg("metavar.card"), help=msg("help.new.play_a"))
    n.add_argument("--play-b", action="append", metavar=msg("metavar.card"), help=msg("help.new.play_b"))
    n.add_argument("--title", help=msg("help.new.title"))
    n.add_argument("--force", action="store_true", help=msg("help.new.force"))
    n.set_defaults(func=cmd_new)
    d = sub.add_parser("deck", parents=[kb, game], help=msg("help.deck"), description=msg("help.deck.description"))
    d.add_argument("file", metavar=msg("metavar.file"), help=msg("help.deck.file"))
    d.add_argument("--json", action="store_true", help=msg("help.json"))
    d.set_defaults(func=cmd_deck)
