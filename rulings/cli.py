"""The ``rulings`` command.

Exit codes: 0 all good, 1 a scenario fails, 2 a user error (bad file, unknown
name...), with the message on stderr and never a Python traceback, 3 an
internal error of the engine (traceback with RULINGS_DEBUG=1).
"""

from __future__ import annotations

import argparse
import json
import sys

from rulings.core.errors import UserError

# The engine (kb, runner, scenario) is imported by the commands that use it, not here:
# « rulings ask » must start fast (see rulings.assistant).


def _rulebook(scenario):
    from rulings import games

    return games.get(scenario.game).rulebook


def _report(args, stop_early: bool = True):
    from rulings.core import kb
    from rulings.core.places import find_root

    paths = getattr(args, "paths", None) or None
    root = find_root(args.kb, near=paths[0] if paths else None)
    return kb.check(kb.load_all(root, paths), stop_early=stop_early)


def cmd_check(args) -> int:
    from rulings.core.runner import judge_note

    report = _report(args)
    for err in report.errors:
        print(f"error: {err}", file=sys.stderr)
    for scenario in report.scenarios:
        for case in scenario.cases:
            result = report.results[case.node_id]
            if not result.passed:
                # A wrong expectation is a finding (stdout); a case that cannot run is a user error (stderr).
                stream = sys.stderr if result.error is not None else sys.stdout
                print(judge_note(result, _rulebook(scenario), args.lines), file=stream)
                print(file=stream)
    failed = report.failed + len(report.errors)
    print(f"{report.passed} passed, {failed} failed")
    if report.errors or any(r.error for r in report.results.values()):
        return 2
    return 1 if failed else 0


def cmd_run(args) -> int:
    from rulings.assistant.outcomes import distribution_lines, limits_lines
    from rulings.core.chance import percent
    from rulings.core.places import find_root
    from rulings.core.runner import run_case
    from rulings.core.scenario import load

    scenario = load(args.file, find_root(args.kb, near=args.file))
    rulebook = _rulebook(scenario)
    cases = [c for c in scenario.cases if args.case in (None, c.name)]
    if not cases:
        from rulings.core.errors import did_you_mean

        raise UserError(f"no case named '{args.case}' in {scenario.path}",
                        hint=did_you_mean(args.case, [c.name for c in scenario.cases]))
    status = 0
    print(f"{scenario.title}  [{scenario.status}]")
    for case in cases:
        result = run_case(case, stop_early=False)
        mark = "ok" if result.passed else "FAILED"
        print(f"\n== case {case.name}: {mark}" + (f" — {case.title}" if case.title else ""))
        if result.error is not None:
            raise result.error
        if len(result.outcomes) > 1:
            print(f"   {len(result.outcomes)} outcomes of chance, each checked")
        for item in result.checks:
            check = item.check
            shown = "; ".join(f"{v} ({percent(p)})" if len(item.values) > 1 else str(v) for v, p in item.values)
            print(f"   {'✓' if item.ok else '✗'} {check.moment}: {check.path} = {shown}"
                  + ("" if item.ok else f" (expected {check.expected})"))
        for line in distribution_lines(case, result) + limits_lines(case):  # every outcome; what is not modelled
            print(line)
        if args.trace:
            print("   trace:")
            print(result.outcomes[0].state.trace.render(rulebook))
            if len(result.outcomes) > 1:
                picks = ", ".join(f"{label} = {value}" for label, value in result.outcomes[0].picks)
                print(f"   (trace of the first outcome: {picks})")
        if not result.passed:
            status = 1
            for failure in result.failures:
                print(f"   {failure.note()}")
    return status


def cmd_export(args) -> int:
    from rulings.core import kb

    report = _report(args)
    for err in report.errors:
        print(f"error: {err}", file=sys.stderr)
    json.dump(kb.export(report), sys.stdout, ensure_ascii=False, indent=2 if args.pretty else None)
    print()
    return 2 if report.errors else 0


def cmd_coverage(args) -> int:
    from rulings.core import kb

    report = _report(args)
    rows = kb.coverage(report)
    if args.json:
        json.dump(rows, sys.stdout, ensure_ascii=False, indent=1)
        print()
        return 0
    missing = 0
    document = None
    for row in rows:
        if row["document"] != document:
            document = row["document"]
            print(f"\n{row['document_title']} ({document}) — {row['game']}")
        ok = row["scenarios"] and row["verified"] == row["scenarios"]
        missing += not ok
        state = "  " if ok else ("!! manquant " if not row["scenarios"] else "!! non vérifié ")
        print(f"{state}{row['scenarios']:>3} décisions {row['cases']:>4} cas  {row['group']} — {row['post']}")
    print(f"\n{len(rows) - missing} sections couvertes et vérifiées, {missing} manquantes ou non vérifiées")
    return 1 if missing else 0


def cmd_schema(args) -> int:
    from pathlib import Path

    from rulings import games
    from rulings.core.places import find_root
    from rulings.core.schema_export import schema_text

    if args.write:
        folder = find_root(args.kb) / "schema"
        folder.mkdir(exist_ok=True)
        for name in games.REGISTRY:
            path = folder / f"{name}.scenario.schema.json"
            path.write_text(schema_text(name), encoding="utf-8")
            print(f"écrit : {Path(path)}")
        return 0
    if args.game is None:
        raise UserError("quel jeu ?", hint="rulings schema --game " + " | ".join(games.REGISTRY)
                        + ", ou --write pour écrire schema/<jeu>.scenario.schema.json de chaque jeu")
    sys.stdout.write(schema_text(args.game))
    return 0


CORE_COMMANDS = ("check", "run", "export", "coverage", "schema", "ask", "card", "rule", "new", "deck")


def parser(with_games: bool = True) -> argparse.ArgumentParser:
    """The command line; ``with_games=False`` leaves out the games' own commands (``rulings ask`` stays fast)."""
    from rulings import games

    kb = argparse.ArgumentParser(add_help=False)
    kb.add_argument("--kb", metavar="DOSSIER", help="la base de décisions (le dossier qui contient scenarios/ et "
                                                    "mkdocs.yml) ; par défaut : celle du dossier courant ou "
                                                    "au-dessus")
    game = argparse.ArgumentParser(add_help=False)
    game.add_argument("--game", choices=games.REGISTRY, help="le jeu (quand un nom existe dans plusieurs jeux)")
    p = argparse.ArgumentParser(prog="rulings", description="Base de décisions de règles et assistant du juge.")
    sub = p.add_subparsers(dest="command", required=True)
    c = sub.add_parser("check", parents=[kb], help="exécuter des scénarios : « N passed, M failed »")
    c.add_argument("paths", nargs="*", help="fichiers ou dossiers de scénarios (par défaut : tout scenarios/)")
    c.add_argument("--lines", type=int, default=12, help="lignes de trace sous un échec (12 par défaut)")
    c.set_defaults(func=cmd_check)
    r = sub.add_parser("run", parents=[kb], help="exécuter un scénario et montrer son résultat")
    r.add_argument("file")
    r.add_argument("--case", help="seulement ce cas")
    r.add_argument("--trace", action="store_true", help="chaque étape, avec l'identifiant de sa règle")
    r.set_defaults(func=cmd_run)
    e = sub.add_parser("export", parents=[kb], help="les métadonnées de chaque décision")
    e.add_argument("--json", action="store_true", required=True, help="en liste JSON")
    e.add_argument("--pretty", action="store_true", help="JSON indenté")
    e.add_argument("paths", nargs="*")
    e.set_defaults(func=cmd_export)
    v = sub.add_parser("coverage", parents=[kb], help="chaque section de chaque source, avec ses décisions et ses cas")
    v.add_argument("--json", action="store_true", help="en JSON")
    v.set_defaults(func=cmd_coverage)
    s = sub.add_parser("schema", parents=[kb, game], help="le schéma JSON des scénarios d'un jeu")
    s.add_argument("--write", action="store_true", help="écrire schema/<jeu>.scenario.schema.json pour chaque jeu")
    s.set_defaults(func=cmd_schema)
    from rulings.assistant.commands import register  # ask, card, rule, new, deck

    register(sub, kb, game)
    if with_games:
        games.register_commands(sub)
    return p


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    args = parser(with_games=not argv or argv[0] not in CORE_COMMANDS).parse_args(argv)
    try:
        return args.func(args)
    except UserError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # a bug of the engine, not of the user's file: say so, briefly
        import os

        if os.environ.get("RULINGS_DEBUG"):
            raise
        print(f"internal error: {type(exc).__name__}: {exc}\n(this is a bug in rulings, not in your file; "
              "run again with RULINGS_DEBUG=1 to see the Python traceback)", file=sys.stderr)
        return 3


if __name__ == "__main__":
    sys.exit(main())
