"""The trace a judge reads, pinned per case: what ``tests/test_pinned_traces.py`` compares.

For each case of each game, ``tests/pinned_traces/<game>.txt`` holds one line::

    scenarios/eredan/regles/degats-reduction.yaml::<case>  <rules>  <trace>

``rules`` is a digest of the rule ids the full run cites, in order, in every
outcome; ``trace`` a digest of every entry (turn, phase, rule id, French text).
A change of ``rules`` means a rule applied, dropped or moved; a change of
``trace`` alone, a changed wording or number.  The runs go to the end (not
stopped once the expectations are read), so the whole trace is pinned.

After a deliberate change of the engine's traces: ``python tools/pin_traces.py``,
and review the lines that changed.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from rulings.core import kb
from rulings.core.runner import run_case

ROOT = Path(__file__).resolve().parents[1]
PINS = ROOT / "tests" / "pinned_traces"


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def case_key(case) -> str:
    return f"{Path(case.scenario.path).resolve().relative_to(ROOT).as_posix()}::{case.name}"


def run(case):
    """The case's result, every outcome run to the end."""
    return run_case(case, stop_early=False)


def digests(result) -> tuple[str, str]:
    outcomes = [o.state.trace.entries for o in result.outcomes]
    rules = "\n\n".join("\n".join(e.rule for e in entries) for entries in outcomes)
    trace = "\n\n".join("\n".join(f"{e.turn}\t{e.phase}\t{e.rule}\t{e.text}" for e in entries)
                        for entries in outcomes)
    return _digest(rules), _digest(trace)


def load_pins(game: str) -> dict[str, tuple[str, str]]:
    path = PINS / f"{game}.txt"
    if not path.exists():
        return {}
    pins = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            key, rules, trace = line.rsplit(None, 2)
            pins[key] = (rules, trace)
    return pins


def scenarios(game: str | None = None):
    report = kb.load_all(ROOT)
    return [s for s in report.scenarios if game is None or s.game == game]


def write_pins(game: str) -> int:
    lines = [f"# {game}: the trace of every case, pinned (tests/trace_pins.py; python tools/pin_traces.py)"]
    for scenario in sorted(scenarios(game), key=lambda s: str(s.path)):
        for case in scenario.cases:
            result = run(case)
            if result.error is None:
                lines.append(f"{case_key(case)}  {'  '.join(digests(result))}")
    PINS.mkdir(exist_ok=True)
    (PINS / f"{game}.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return len(lines) - 1
