"""The judge's sub-commands: ask, card, rule, new, deck (a game may add its own: ``rulings.games``).

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
    idx = index.load(_ask_folder(args.kb), use_cache=not args.no_cache)
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

    if not args.id:
        print("\n".join(lookup.list_rules(args.game)))
        return 0
    game, rule = lookup.find_rule(args.id, args.game)
    print("\n".join(lookup.describe_rule(rule)))
    if rule.id not in game.rulebook:
        print("règle de construction de deck : vérifiée par « rulings deck », aucune trace ne la cite")
        return 0
    users, broken = lookup.rule_users(rule.id, find_root(args.kb))
    if broken:
        print(f"note : {broken} fichier(s) de scénario illisible(s), non exécuté(s)", file=sys.stderr)
    if not users:
        print("aucune décision n'applique encore cette règle")
    else:
        print(f"décisions dont la trace applique cette règle ({len(users)}) :")
        for user in users:
            print(f"  - {user['title']}  [{user['status']}]  ({len(user['cases'])} cas : {', '.join(user['cases'])})")
            print(f"    {user['path']}")
    return 0


def _game_for(name: str | None, where: str, path: str | None = None, names=(), root=None):
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
        having = [g.name for g in games.all_games()
                  if {fold(n) for n in names} <= {fold(c) for c in g.catalogue(g.database(root))}]
        name = having[0] if len(having) == 1 else None
    if name is None and len(games.REGISTRY) > 1:
        raise UserError("de quel jeu s'agit-il ?", Where(where), "précisez --game : " + ", ".join(games.REGISTRY))
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
        print(f"écrit : {where}\nremplacez chaque ??? puis : rulings run {where} --trace")
    return 0


def cmd_deck(args) -> int:
    from rulings.core.places import find_root
    from rulings.core.yamlio import load_file

    raw = load_file(args.file)
    declared = raw.get("game") if isinstance(raw, dict) and isinstance(raw.get("game"), str) else None
    game = _game_for(args.game or declared, "rulings deck")
    report = game.check_deck(args.file, find_root(args.kb, near=args.file))
    if args.json:
        _print_json(dict(report.as_dict(), game=game.name))
    else:
        print(report.render())
    return 0 if report.legal else 1


def register(sub, kb: "argparse.ArgumentParser", game: "argparse.ArgumentParser") -> None:
    """Add the judge's commands to the ``rulings`` sub-parsers (``kb`` and ``game``: the shared --kb and
    --game options)."""
    a = sub.add_parser("ask", help="les décisions qui répondent à une question en français, les meilleures "
                                   "d'abord",
                       description="Cherche dans les décisions : accents, majuscules, pluriels et petites fautes de "
                                   "frappe ne comptent pas ; nommer deux cartes classe d'abord les décisions qui "
                                   "ont les deux.")
    a.add_argument("words", nargs="+", help="la question, par exemple : cercueil glace ordre")
    a.add_argument("--json", action="store_true", help="en JSON, pour les robots et les scripts")
    a.add_argument("-n", "--limit", type=int, default=5, help="combien de décisions (5 par défaut)")
    a.add_argument("--all", action="store_true", help="toutes les décisions qui répondent")
    a.add_argument("--kb", help="la base de décisions (le dossier de mkdocs.yml) ou un dossier de scénarios "
                                "(par défaut : la base du dossier courant)")
    a.add_argument("--no-cache", action="store_true", help="relire tous les fichiers, sans écrire de cache")
    a.set_defaults(func=cmd_ask)
    c = sub.add_parser("card", parents=[kb, game],
                       help="le texte d'une carte ou d'un personnage, sa source, ses caractéristiques et ses "
                            "décisions")
    c.add_argument("name", nargs="+", help="son nom (guillemets facultatifs ; majuscules et accents indifférents)")
    c.add_argument("--json", action="store_true", help="en JSON")
    c.set_defaults(func=cmd_card)
    r = sub.add_parser("rule", parents=[kb, game],
                       help="l'énoncé d'une règle, sa source et les décisions dont la trace l'applique")
    r.add_argument("id", nargs="?", help="identifiant complet (jeu.famille.règle) ou sa fin, si un seul "
                                         "jeu l'a (sans identifiant : toutes les règles)")
    r.set_defaults(func=cmd_rule)
    n = sub.add_parser("new", parents=[kb, game], help="écrire un squelette de scénario commenté, à remplir",
                       description="Les noms sont ceux de la base de cartes du jeu. Remplacez chaque ??? puis "
                                   "lancez : rulings run FICHIER --trace.")
    n.add_argument("file", help="le nouveau fichier (son nom est l'identifiant de la décision), ou - pour la "
                                "sortie standard")
    n.add_argument("--a", action="append", metavar="NOM", help="ce que le joueur A a en jeu (personnage, Leader, "
                                                               "créature…; à répéter)")
    n.add_argument("--b", action="append", metavar="NOM", help="ce que le joueur B a en jeu (à répéter)")
    n.add_argument("--play-a", action="append", metavar="CARTE", help="une carte jouée par le joueur A (à répéter)")
    n.add_argument("--play-b", action="append", metavar="CARTE", help="une carte jouée par le joueur B (à répéter)")
    n.add_argument("--title", help="le titre de la décision")
    n.add_argument("--force", action="store_true", help="remplacer un fichier existant")
    n.set_defaults(func=cmd_new)
    d = sub.add_parser("deck", parents=[kb, game], help="vérifier un deck (règles de construction du jeu)",
                       description="Code de sortie 0 : deck légal ; 1 : illégal, chaque règle enfreinte nommée avec "
                                   "les cartes en cause ; 2 : fichier illisible. Le jeu : --game, ou la clé game: "
                                   "du fichier.")
    d.add_argument("file", help="le deck, en YAML")
    d.add_argument("--json", action="store_true", help="en JSON")
    d.set_defaults(func=cmd_deck)
