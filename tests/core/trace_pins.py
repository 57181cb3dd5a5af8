"""What a judge reads of each case, pinned per case: what ``tests/core/test_pinned_traces.py`` compares.

For each case of each game, ``tests/pinned_traces/<game>.txt`` holds one line::

    scenarios/eredan/regles/degats-reduction.yaml::<case>  <rules>  <trace>  <views>

``rules`` is a digest of the rule ids the full run cites, in order, in every
outcome; ``trace`` a digest of every entry (turn, phase, rule id, French text);
``views`` a digest of what the site and ``rulings run`` show of the case besides
the trace (the game's view of the situation and the plays, each expectation's
label and moment, the summary after each outcome, the cards not modelled).
A change of ``rules`` means a rule applied, dropped or moved; a change of
``trace`` alone, a changed wording or number; of ``views``, a changed page.
The runs go to the end (not stopped once the expectations are read), so the
whole trace is pinned.  ``tests/pinned_traces/<game>.cards.txt`` pins each
card of the game's catalogue the same way (its card page's facts and texts).

After a deliberate change: ``python tools/pin_traces.py``, and review the lines
that changed.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from rulings import games
from rulings.core import kb
from rulings.core.runner import run_case

ROOT = Path(__file__).resolve().parents[2]
PINS = ROOT / "tests" / "pinned_traces"


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def case_key(case) -> str:
    return f"{Path(case.scenario.path).resolve().relative_to(ROOT).as_posix()}::{case.name}"


def run(case):
    """The case's result, every outcome run to the end."""
    return run_case(case)


def digests(case, result) -> tuple[str, str, str]:
    outcomes = [o.state.trace.entries for o in result.outcomes]
    rules = "\n\n".join("\n".join(e.rule for e in entries) for entries in outcomes)
    trace = "\n\n".join("\n".join(f"{e.turn}\t{e.phase}\t{e.rule}\t{e.text}" for e in entries)
                        for entries in outcomes)
    return _digest(rules), _digest(trace), _digest(views(case, result))


def views(case, result) -> str:
    """What is shown of ``case`` besides its trace, as text."""
    prepared, game = case.prepared, games.get(case.scenario.game)
    lines = [repr(prepared.view()), repr(prepared.unmodelled())]
    for key, checks in sorted(prepared.checks.items(), key=lambda item: str(item[0])):
        lines.append(prepared.describe(key))
        lines += [f"{check.label}\t{game.moment_fr(check.moment)}" for check in checks]
    lines += [repr(prepared.summary(outcome.state)) for outcome in result.outcomes]
    return "\n".join(lines)


def rerun_against_pins(game: str, paths) -> list[str]:
    """Load and run afresh every case of the scenario files ``paths``: each must pass; returns the keys of
    the cases whose trace or views differ from ``game``'s pins (every pinned case must have run)."""
    from rulings.core.scenario import load

    pins = load_pins(game)
    seen, changed = 0, []
    for path in paths:
        for case in load(path, ROOT).cases:
            result = run_case(case)
            assert result.error is None, f"{path.name}::{case.name}: {result.error}"
            assert result.passed, f"{path.name}::{case.name}: " + "; ".join(f.note() for f in result.failures)
            if digests(case, result) != pins[case_key(case)]:
                changed.append(case_key(case))
            seen += 1
    assert seen == len(pins), f"{seen} cases run, {len(pins)} pinned"
    return changed


def load_pins(game: str) -> dict[str, tuple[str, str, str]]:
    path = PINS / f"{game}.txt"
    if not path.exists():
        return {}
    pins = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            key, rules, trace, shown = line.rsplit(None, 3)
            pins[key] = (rules, trace, shown)
    return pins


def card_digests(game) -> dict[str, str]:
    """Each card of ``game``'s catalogue: a digest of everything its card page shows."""
    return {name: _digest(repr(facts)) for name, facts in game.catalogue(game.database(ROOT)).items()}


def load_card_pins(game: str) -> dict[str, str]:
    path = PINS / f"{game}.cards.txt"
    if not path.exists():
        return {}
    return dict(line.rsplit("\t", 1) for line in path.read_text(encoding="utf-8").splitlines()
                if line and not line.startswith("#"))


def scenarios(game: str | None = None):
    report = kb.load_all(ROOT)
    return [s for s in report.scenarios if game is None or s.game == game]


def write_pins(game: str) -> int:
    lines = [f"# {game}: the trace and views of every case, pinned (tests/core/trace_pins.py; python tools/pin_traces.py)"]
    for scenario in sorted(scenarios(game), key=lambda s: str(s.path)):
        for case in scenario.cases:
            result = run(case)
            if result.error is None:
                lines.append(f"{case_key(case)}  {'  '.join(digests(case, result))}")
    PINS.mkdir(exist_ok=True)
    (PINS / f"{game}.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    cards = [f"# {game}: what each card's page shows, pinned (tests/core/trace_pins.py; python tools/pin_traces.py)"]
    cards += [f"{name}\t{digest}" for name, digest in sorted(card_digests(games.get(game)).items())]
    (PINS / f"{game}.cards.txt").write_text("\n".join(cards) + "\n", encoding="utf-8")
    return len(lines) - 1
