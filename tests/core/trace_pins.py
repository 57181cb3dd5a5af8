"""What a judge reads of each case, pinned as text: what ``tests/core/test_pinned_traces.py`` compares.

Each bundled scenario has its pin, ``tests/pinned_traces/<game>/<its path under scenarios/<game>>.txt``::

    == <case>
    -- trace
    <turn>  <phase>  <rule>  <text>          (each entry, tab-separated; « -- trace, outcome 2 of 4 » for chance)
    -- views
    <what the site and ``rulings run`` show of the case besides the trace: the game's view of the situation and
     the plays, each expectation's label and moment, the summary after each outcome, the cards not modelled>

    -- reading <name> = <alternative>: passed <…>, error <…>
    <each expectation's moment, path and values under that alternative, then its trace>   (every other
     alternative of each open reading the case hangs on: what the site's table of readings rests on)

The runs go to the end (not stopped once the expectations are read), so the whole trace is pinned.  A rule
applied, dropped or moved, a changed wording or number, a changed page: each is a changed line, shown by
``git diff`` and by the test's failure.  ``tests/pinned_traces/<game>.cards.txt`` pins each card of the game's
catalogue the same way (its card page's facts and texts, one line a card).

After a deliberate change: ``python tools/pin_traces.py``, and review the lines that changed.
"""

from __future__ import annotations

import difflib
from pathlib import Path

from rulings import games
from rulings.core.runner import by_reading, run_case
from rulings.core.scenario import load
from tests.helpers import ROOT

PINS = ROOT / "tests" / "pinned_traces"
SCENARIOS = ROOT / "scenarios"


def pin_path(scenario_path) -> Path:
    """Where the pin of the scenario file ``scenario_path`` is."""
    return (PINS / Path(scenario_path).resolve().relative_to(SCENARIOS)).with_suffix(".txt")


def load_pin(scenario_path) -> str | None:
    path = pin_path(scenario_path)
    return path.read_text(encoding="utf-8") if path.exists() else None


def case_lines(case, result) -> list[str]:
    """What a judge reads of ``case`` run to its end (``result``), as the lines of its pin; then the case under each
    other alternative of every open reading it hangs on (the site's and ``rulings run``'s table of readings):
    its verdict, each expectation's values and its trace."""
    lines = [f"== {case.name}", *_trace_lines(result), "-- views", *views(case, result).splitlines()]
    for table in by_reading(case, result):
        for alternative, other in table.runs:
            if alternative.name != table.in_effect:
                lines.append(f"-- reading {table.reading.name} = {alternative.name}: passed {other.passed}, "
                             f"error {_error(other.error)}")
                lines += [f"{item.check.moment}\t{item.check.path}\t{[value for value, _p in item.values]!r}"
                          for item in other.checks]
                lines += _trace_lines(other)
    return lines


def _error(error) -> str | None:
    """An error as pinned: its line, column, message and hint (not the file's path, which is the machine's)."""
    if error is None:
        return None
    return _one_line(f"{error.where.line}:{error.where.column}: {error.message} ({error.hint})")


def _trace_lines(result) -> list[str]:
    lines = []
    for number, outcome in enumerate(result.outcomes, 1):
        lines.append("-- trace" if len(result.outcomes) == 1 else f"-- trace, outcome {number} of "
                                                                  f"{len(result.outcomes)}")
        lines += [f"{e.turn}\t{e.phase}\t{e.rule}\t{_one_line(e.text)}" for e in outcome.state.trace.entries]
    return lines


def views(case, result) -> str:
    """What is shown of ``case`` besides its trace, as text."""
    prepared, game = case.prepared, games.get(case.scenario.game)
    lines = [repr(prepared.view()), repr(prepared.unmodelled())]
    for key, checks in sorted(prepared.checks.items(), key=lambda item: str(item[0])):
        lines.append(prepared.describe(key))
        lines += [f"{check.label}\t{game.moment_fr(check.moment)}" for check in checks]
    lines += [repr(prepared.summary(outcome.state)) for outcome in result.outcomes]
    return "\n".join(lines)


def pin_text(scenario, results: dict) -> str:
    """The pin of ``scenario``: every case that ran without error (``results`` by case node id)."""
    relative = Path(scenario.path).resolve().relative_to(ROOT).as_posix()
    lines = [f"# {relative}: what a judge reads of each case (tests/core/trace_pins.py; python tools/pin_traces.py)"]
    for case in scenario.cases:
        if results[case.node_id].error is None:
            lines += ["", *case_lines(case, results[case.node_id])]
    return "\n".join(lines) + "\n"


def difference(pinned: str, now: str, name: str, limit: int = 120) -> str:
    """The lines that changed from ``pinned`` to ``now`` (a unified diff, cut after ``limit`` lines)."""
    diff = list(difflib.unified_diff(pinned.splitlines(), now.splitlines(), f"{name} (pinned)", f"{name} (now)",
                                     lineterm=""))
    more = f"\n… {len(diff) - limit} more lines" if len(diff) > limit else ""
    return "\n".join(diff[:limit]) + more


def card_text(game) -> str:
    """Each card of ``game``'s catalogue, one line a card: everything its card page shows."""
    lines = [f"# {game.name}: what each card's page shows (tests/core/trace_pins.py; python tools/pin_traces.py)"]
    lines += [f"{name}\t{facts!r}" for name, facts in sorted(game.catalogue(game.database(ROOT)).items())]
    return "\n".join(lines) + "\n"


def load_card_pin(game: str) -> str | None:
    path = PINS / f"{game}.cards.txt"
    return path.read_text(encoding="utf-8") if path.exists() else None


def rerun_against_pins(paths) -> list[str]:
    """Load and run afresh every case of the scenario files ``paths``: each must pass; returns the differences
    from their pins (none when every trace and view is the pinned one; every pin of their game must be there)."""
    changed, pinned = [], set()
    for path in paths:
        scenario = load(path, ROOT)
        results = {}
        for case in scenario.cases:
            result = results[case.node_id] = run_case(case)
            assert result.error is None, f"{path.name}::{case.name}: {result.error}"
            assert result.passed, f"{path.name}::{case.name}: " + "; ".join(f.note() for f in result.failures)
        now, before = pin_text(scenario, results), load_pin(path)
        if before is not None:
            pinned.add(pin_path(path))
            if now != before:
                changed.append(difference(before, now, path.name))
    games_seen = {pin_path(path).relative_to(PINS).parts[0] for path in paths}
    every_pin = {p for game in games_seen for p in (PINS / game).rglob("*.txt")}
    assert pinned == every_pin, f"pins of no scenario run: {sorted(str(p) for p in every_pin - pinned)}"
    return changed


def write_pins(game: str) -> int:
    """Pin every case of ``game`` and every card of its catalogue; returns the number of cases pinned."""
    from tests.helpers import scenario_files

    folder, written, count = PINS / game, set(), 0
    for path in scenario_files(game):
        scenario = load(path, ROOT)
        text = pin_text(scenario, {case.node_id: run_case(case) for case in scenario.cases})
        if "\n== " in text:
            target = pin_path(path)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
            written.add(target)
            count += text.count("\n== ")
    for stale in set(folder.rglob("*.txt")) - written:       # the pin of a scenario removed or renamed
        stale.unlink()
    (PINS / f"{game}.cards.txt").write_text(card_text(games.get(game)), encoding="utf-8")
    return count


def _one_line(text: str) -> str:
    return text.replace("\\", "\\\\").replace("\n", "\\n")
