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


def cmd_check(args) -> int:
    from rulings.core import kb
    from rulings.core.runner import judge_note

    report = kb.check(kb.load_all(args.paths or None))
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
    from rulings.assistant.outcomes import distribution_lines, limits_lines, percent
    from rulings.core.runner import run_case
    from rulings.core.scenario import load

    scenario = load(args.file)
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
        for key, checks in case.prepared.checks.items():
            for check in checks:
                values = {}
                for outcome in result.outcomes:
                    value = outcome.values[(check.moment, check.path)]
                    values.setdefault(repr(value), [0, value])[0] += outcome.probability
                shown = "; ".join(f"{v} ({percent(p)})" if len(values) > 1 else str(v)
                                  for p, v in values.values())
                ok = all(case.prepared.same(check.expected, v) for _p, v in values.values())
                print(f"   {'✓' if ok else '✗'} {check.moment}: {check.path} = {shown}"
                      + ("" if ok else f" (expected {check.expected})"))
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

    report = kb.check(kb.load_all(args.paths or None))
    for err in report.errors:
        print(f"error: {err}", file=sys.stderr)
    json.dump(kb.export(report), sys.stdout, ensure_ascii=False, indent=2 if args.pretty else None)
    print()
    return 2 if report.errors else 0


def cmd_coverage(args) -> int:
    from rulings.core import kb

    report = kb.check(kb.load_all())
    rows = kb.coverage(report)
    if args.json:
        json.dump(rows, sys.stdout, ensure_ascii=False, indent=1)
        print()
    else:
        missing = 0
        for row in rows:
            flag = "  " if row["scenarios"] and row["verified"] == row["scenarios"] else "!!"
            missing += flag == "!!"
            print(f"{flag} {row['scenarios']:>3} scenarios {row['cases']:>4} cases  "
                  f"{row['kind']:<7} {row['post']}  ({row['document']})")
        print(f"{len(rows) - missing} covered and verified, {missing} missing or unverified")
    return 0


def cmd_schema(args) -> int:
    from rulings.core.schema_export import scenario_schema

    json.dump(scenario_schema(args.game), sys.stdout, ensure_ascii=False, indent=1)
    print()
    return 0


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="rulings", description="Rulings knowledge base and judge assistant.")
    sub = p.add_subparsers(dest="command", required=True)
    c = sub.add_parser("check", help="run scenarios and report 'N passed, M failed'")
    c.add_argument("paths", nargs="*", help="scenario files or folders (default: all of scenarios/)")
    c.add_argument("--lines", type=int, default=12, help="trace lines shown under a failure (default 12)")
    c.set_defaults(func=cmd_check)
    r = sub.add_parser("run", help="run one scenario and print its outcome")
    r.add_argument("file")
    r.add_argument("--case", help="only this case")
    r.add_argument("--trace", action="store_true", help="print every step with its rule id")
    r.set_defaults(func=cmd_run)
    e = sub.add_parser("export", help="print every ruling's metadata")
    e.add_argument("--json", action="store_true", required=True, help="as a JSON list")
    e.add_argument("--pretty", action="store_true", help="indented JSON")
    e.add_argument("paths", nargs="*")
    e.set_defaults(func=cmd_export)
    v = sub.add_parser("coverage", help="list each blog post and cited section with its scenario and case counts")
    v.add_argument("--json", action="store_true", help="as JSON")
    v.set_defaults(func=cmd_coverage)
    s = sub.add_parser("schema", help="print the JSON Schema of scenario files")
    s.add_argument("--game", default="eredan")
    s.set_defaults(func=cmd_schema)
    from rulings.assistant.commands import register  # ask, card, rule, new, deck, initiative

    register(sub)
    return p


def main(argv=None) -> int:
    args = parser().parse_args(argv)
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
