"""The trace a judge reads is pinned: every case of every game, against tests/pinned_traces/<game>.txt.

A dropped, added or moved trace entry changes the rule digest; a changed
wording or number, the trace digest (see trace_pins.py).  Each trace entry also
cites a rule of its game's rule book and says something (a non-empty text).
After a deliberate change: ``python tools/pin_traces.py`` and review the diff.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from trace_pins import case_key, digests, load_pins, run, scenarios

from rulings import games

SCENARIOS = sorted(scenarios(), key=lambda s: str(s.path))
PINS = {g.name: load_pins(g.name) for g in games.all_games()}
BOOKS = {g.name: g.rulebook for g in games.all_games()}


def _id(scenario) -> str:
    return f"{scenario.game}/{Path(scenario.path).stem}"


@pytest.mark.parametrize("scenario", SCENARIOS, ids=_id)
def test_trace_is_the_pinned_one(scenario):
    pins = PINS[scenario.game]
    pinned = [case for case in scenario.cases if case_key(case) in pins]
    if not pinned:
        pytest.skip(f"{Path(scenario.path).name}: no case pinned yet (python tools/pin_traces.py --game {scenario.game})")
    changed = []
    for case in pinned:
        result = run(case)
        assert result.error is None, result.error
        now = digests(result)
        if now != pins[case_key(case)]:
            what = "rules" if now[0] != pins[case_key(case)][0] else "wording"
            rules = " ".join(e.rule for e in result.outcomes[0].state.trace.entries)
            changed.append(f"{case.name} ({what} changed): {rules}")
    assert not changed, ("trace changed; if deliberate: python tools/pin_traces.py\n  " + "\n  ".join(changed))


@pytest.mark.parametrize("scenario", SCENARIOS, ids=_id)
def test_every_trace_entry_cites_a_rule_and_says_something(scenario):
    book = BOOKS[scenario.game]
    for case in scenario.cases:
        result = run(case)
        for outcome in result.outcomes:
            for entry in outcome.state.trace.entries:
                assert entry.rule in book, f"{case.name}: {entry.rule!r} is not a rule of {scenario.game}"
                assert isinstance(entry.text, str) and entry.text.strip(), f"{case.name}: {entry.rule} says nothing"
