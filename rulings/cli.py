"""The ``rulings`` command.

Exit codes: 0 all good, 1 a scenario fails, 2 a user error (bad file, unknown
name...), with the message on stderr and never a Python traceback, 3 an
internal error of the engine (traceback with RULINGS_DEBUG=1).
"""

from __future__ import annotations

import argparse
import functools
import json
import sys

from rulings.cli_messages import french_argparse, msg
from rulings.core.errors import UserError
from rulings.core.terminal import shown_streams

# The engine (kb, runner, scenario) is imported by the commands that use it, not here:
# « rulings ask » must start fast (see rulings.assistant).


def _rulebook(scenario):
    from rulings import games

    return games.get(scenario.game).rulebook


def _report(args):
    from rulings.core import kb
    from rulings.core.places import find_root

    paths = getattr(args, "paths", None) or None
    root = find_root(args.kb, near=paths[0] if paths else None)
    return kb.verdicts(root, paths)


def summary_line(passed: int, failed: int, skipped: int = 0) -> str:
    """The last line of ``rulings check``: « 12 vérifiés, 0 en échec » (and the files skipped)."""
    line = msg("check.summary", passed=passed, failed=failed)
    if skipped:
        line = msg("check.summary.skipped", summary=line, count=skipped)
    return line


def cmd_check(args) -> int:
    from rulings.core.runner import judge_note

    report = _report(args)
    for path, why in report.skipped:
        print(msg("check.skipped", path=path, why=why))
    for err in report.errors:
        print(msg("error", error=err), file=sys.stderr)
        blocked = report.blocked.get(str(err), ())
        if blocked:
            print(msg("check.blocked", count=len(blocked)),
                  file=sys.stderr)
    for scenario in report.scenarios:
        for case in scenario.cases:
            result = report.results[case.node_id]
            if not result.passed:
                # A wrong expectation is a finding (stdout); a case that cannot run is a user error (stderr).
                stream = sys.stderr if result.error is not None else sys.stdout
                if case.error is not None:      # malformed: its error at its place, as a file's error is told
                    print(msg("error", error=case.error), file=stream)
                    continue
                print(judge_note(result, _rulebook(scenario), args.lines), file=stream)
                print(file=stream)
    nothing = not report.scenarios and not report.errors
    if nothing:   # checking nothing is not a success
        from rulings.core.errors import Where

        where = Where(", ".join(args.paths) if args.paths else str(report.root / "scenarios"))
        print(msg("error", error=UserError(msg("check.nothing"), where, msg("check.nothing.hint"))), file=sys.stderr)
    failed = report.failed + len(report.errors)
    print(summary_line(report.passed, failed, len(report.skipped)))
    if nothing or report.errors or any(r.error for r in report.results.values()):
        return 2
    return 1 if failed else 0


def _played(args):
    """The scenario ``rulings run`` names, run: a file, or ``-`` (standard input: no file name for its id to
    match)."""
    from rulings.assistant import run
    from rulings.core import parse_cache
    from rulings.core.places import find_root

    if args.file != "-":
        root = find_root(args.kb, near=args.file)
        with parse_cache.kept(root):        # the knowledge base's files read through its cache, as check reads them
            return run.run_file(args.file, root, args.case, args.readings)
    from rulings.core.messages import msg as core_msg
    from rulings.core.yamlio import MAX_BYTES, decoded

    name = core_msg("scenario.stdin")
    # the bytes, decoded as a file is, whatever the terminal's locale (a stream of text only is read as it is)
    stream = getattr(sys.stdin, "buffer", sys.stdin)
    raw = stream.read(MAX_BYTES + 1)
    if len(raw) > MAX_BYTES:
        from rulings.assistant.messages import msg as assistant_msg
        from rulings.core.errors import Where

        raise UserError(assistant_msg("run.too_big", limit=MAX_BYTES), Where(name))
    text = decoded(raw, name) if isinstance(raw, bytes) else raw
    root = find_root(args.kb)
    with parse_cache.kept(root):
        return run.run(text, root, args.case, name, args.readings)


def cmd_run(args) -> int:
    from rulings.assistant.outcomes import branch_lines, distribution_lines, limits_lines, reading_lines
    from rulings.core.chance import percent
    from rulings.core.messages import status_fr
    from rulings.core.runner import show

    played = _played(args)
    scenario, game = played.scenario, played.game
    if args.json:
        if played.error is not None:    # the report of a file whose case cannot run is that error
            raise played.error
        json.dump(played.report(), sys.stdout, ensure_ascii=False, indent=1)
        print()
        return 0 if played.passed else 1
    status = 0
    print(msg("run.header", title=scenario.title, status=status_fr(scenario.status)))
    if played.readings:
        print(msg("run.readings_fixed", readings=", ".join(f"{k}={v}" for k, v in played.readings.items())))
    for case, result, tables in zip(played.cases, played.results, played.by_reading(), strict=True):
        verdict = "run.cannot_run" if result.error is not None else "run.passed" if result.passed else "run.failed"
        print(msg("run.case", name=case.name, verdict=msg(verdict), title=f" — {case.title}" if case.title else ""))
        if result.error is not None:     # told at its place; the file's other cases are still shown
            sys.stdout.flush()
            print(msg("error", error=result.error), file=sys.stderr)
            sys.stderr.flush()
            status = 2
            continue
        if len(result.outcomes) > 1 and len(result.groups) == 1:
            print(msg("run.outcomes", count=len(result.outcomes)))
        for line in branch_lines(result, game.value_fr):
            print(line)
        for item in result.checks:
            check = item.check
            words = functools.partial(game.value_fr, check.path)
            shown = msg("run.by_choice") if item.depends else "; ".join(
                f"{show(v, words)} ({percent(p)})" if len(item.values) > 1 else show(v, words) for v, p in item.values)
            print(msg("run.check", mark="✓" if item.ok else "✗", moment=game.moment_fr(check.moment),
                      label=check.label or check.path,     # as --json and the site name it
                      shown=shown, expected="" if item.ok else msg("run.expected", expected=show(check.expected,
                                                                                                    words))))
        # every outcome; what is not modelled
        readings = reading_lines(case, tables, game.value_fr)
        for line in distribution_lines(case, result) + readings + limits_lines(case, result):
            print(line)
        if args.trace:
            print(msg("run.trace"))
            print(result.outcomes[0].state.trace.render(game.rulebook))
            if len(result.outcomes) > 1:
                first = result.outcomes[0]
                picks = ", ".join([*(f"{label} = {value}" for label, value in first.picks),
                                   *(f"{c.label} = {c.option}" for c in first.choice_key)])
                print(msg("run.first_outcome", picks=picks))
        if not result.passed:
            status = max(status, 1)
            for failure in result.failures:
                print(f"   {failure.note()}")
    return status


def cmd_export(args) -> int:
    from rulings.core import kb

    report = _report(args)
    for err in report.errors:
        print(msg("error", error=err), file=sys.stderr)
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
            print(msg("coverage.document", title=row["document_title"], document=document, game=row["game"]))
        ok = row["scenarios"] and row["verified"] == row["scenarios"]
        missing += not ok
        state = "  " if ok else msg("coverage.missing" if not row["scenarios"] else "coverage.unverified")
        print(msg("coverage.row", state=state, scenarios=row["scenarios"], cases=row["cases"], group=row["group"],
                  post=row["post"]))
        for question in row["open_questions"]:
            print(msg("coverage.open_question", question=question["question"], name=question["name"],
                      ruling=question["ruling"]))
    print(msg("coverage.total", covered=len(rows) - missing, missing=missing))
    return 1 if missing else 0


def cmd_readings(args) -> int:
    """``rulings lectures``: each game's choices left to a player and open readings, with their alternatives."""
    from rulings import games

    for game in games.all_games():
        if args.game not in (None, game.name):
            continue
        print(msg("readings.game", title=game.title,
                  choices=len(game.choices), readings=len(game.readings)))
        for kind in game.choices.values():
            print(msg("readings.choice", label=kind.label, rule=kind.rule))
        for reading in game.readings.values():
            print(msg("readings.reading", name=reading.name, question=reading.question, rule=reading.rule))
            for alternative in reading.alternatives:
                default = msg("readings.default") if alternative.name == reading.default else ""
                print(msg("readings.alternative", name=alternative.name, label=alternative.label, default=default))
    return 0


def cmd_schema(args) -> int:
    from pathlib import Path

    from rulings import games
    from rulings.core.places import find_root
    from rulings.core.schema_export import schema_text

    if args.write:
        root = find_root(args.kb)
        folder = root / "schema"
        folder.mkdir(exist_ok=True)
        for name in games.REGISTRY:
            path = folder / f"{name}.scenario.schema.json"
            path.write_text(schema_text(name), encoding="utf-8")
            print(msg("schema.written", path=Path(path)))
            for relative, text in games.get(name).reference_pages().items():   # generated from the game's own format
                path = root / "docs" / relative
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8")
                print(msg("schema.written", path=path))
        return 0
    if args.game is None:
        raise UserError(msg("schema.which_game"), hint=msg("schema.which_game.hint", games=" | ".join(games.REGISTRY)))
    sys.stdout.write(schema_text(args.game))
    return 0


CORE_COMMANDS = ("check", "run", "export", "coverage", "schema", "ask", "card", "rule", "new", "deck", "lectures")


def version() -> str:
    from importlib import metadata

    try:
        return metadata.version("rulings")
    except metadata.PackageNotFoundError:     # run from a checkout that was not installed
        from rulings import __version__

        return __version__


class _VersionAction(argparse.Action):
    """``--version``, looked up only when asked: ``importlib.metadata`` costs a tenth of a second in the
    browser's Python (the workbench builds this parser at every first visit)."""

    def __init__(self, option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS, help=None):
        super().__init__(option_strings, dest=dest, default=default, nargs=0, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        print(f"rulings {version()}")
        parser.exit()


def parser(with_games: bool = True) -> argparse.ArgumentParser:
    """The command line; ``with_games=False`` leaves out the games' own commands (``rulings ask`` stays fast)."""
    with french_argparse():
        return _parser(with_games)


def _parser(with_games: bool) -> argparse.ArgumentParser:
    from rulings import games

    kb = argparse.ArgumentParser(add_help=False)
    kb.add_argument("--kb", metavar=msg("metavar.folder"), help=msg("help.kb"))
    game = argparse.ArgumentParser(add_help=False)
    game.add_argument("--jeu", "--game", dest="game", choices=games.REGISTRY, help=msg("help.game"))
    p = argparse.ArgumentParser(prog="rulings", description=msg("description"))
    p.add_argument("--version", action=_VersionAction, help=msg("help.version"))
    sub = p.add_subparsers(dest="command", required=True)
    c = sub.add_parser("check", parents=[kb], help=msg("help.check"))
    c.add_argument("paths", nargs="*", help=msg("help.check.paths"))
    c.add_argument("--lines", type=int, default=12, help=msg("help.check.lines"))
    c.set_defaults(func=cmd_check)
    r = sub.add_parser("run", parents=[kb], help=msg("help.run"))
    r.add_argument("file", metavar=msg("metavar.file"), help=msg("help.run.file"))
    r.add_argument("--cas", "--case", dest="case", metavar=msg("metavar.case"), help=msg("help.run.case"))
    r.add_argument("--lecture", "--reading", dest="readings", action="append", default=[],
                   metavar=msg("metavar.reading"), help=msg("help.run.reading"))
    r.add_argument("--trace", action="store_true", help=msg("help.run.trace"))
    r.add_argument("--json", action="store_true", help=msg("help.run.json"))
    r.set_defaults(func=cmd_run)
    e = sub.add_parser("export", parents=[kb], help=msg("help.export"))
    e.add_argument("--json", action="store_true", required=True, help=msg("help.export.json"))
    e.add_argument("--pretty", action="store_true", help=msg("help.export.pretty"))
    e.add_argument("paths", nargs="*", help=msg("help.export.paths"))
    e.set_defaults(func=cmd_export)
    v = sub.add_parser("coverage", parents=[kb], help=msg("help.coverage"))
    v.add_argument("--json", action="store_true", help=msg("help.coverage.json"))
    v.set_defaults(func=cmd_coverage)
    rd = sub.add_parser("lectures", parents=[game], help=msg("help.readings"))
    rd.set_defaults(func=cmd_readings)
    s = sub.add_parser("schema", parents=[kb, game], help=msg("help.schema"))
    s.add_argument("--write", action="store_true", help=msg("help.schema.write"))
    s.set_defaults(func=cmd_schema)
    from rulings.assistant.commands import register  # ask, card, rule, new, deck

    register(sub, kb, game)
    if with_games:
        games.register_commands(sub)
    return p


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    try:
        with shown_streams():         # no control character reaches the terminal raw, not even an argument echoed
            with french_argparse():
                args = parser(with_games=not argv or argv[0] not in CORE_COMMANDS).parse_args(argv)
                args.argv = argv          # as typed: « -- » is gone from the parsed arguments
            return _run(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


def _run(args) -> int:
    try:
        return args.func(args)
    except UserError as err:
        print(msg("error", error=err), file=sys.stderr)
        return 2
    except BrokenPipeError:        # told by main(), not as an internal error
        raise
    except Exception as exc:  # a bug of the engine, not of the user's file: say so, briefly
        import os

        if os.environ.get("RULINGS_DEBUG"):
            raise
        print(msg("internal_error", kind=type(exc).__name__, text=exc), file=sys.stderr)
        return 3


if __name__ == "__main__":
    sys.exit(main())
