"""What a judge reads is pinned: every case of every game, against tests/pinned_traces/<game>.txt, and every
card of every game's catalogue, against tests/pinned_traces/<game>.cards.txt.

A dropped, added or moved trace entry changes the rule digest; a changed
wording or number, the trace digest; a changed view of the case (situation,
plays, labels, summary), the views digest (see trace_pins.py).  Each trace
entry also cites a rule of its game's rule book and says something.
After a deliberate change: ``python tools/pin_traces.py`` and review the diff.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rulings import games
from tests.core.trace_pins import card_digests, case_key, digests, load_card_pins, load_pins, run, scenarios

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
        now = digests(case, result)
        if now != pins[case_key(case)]:
            pinned_now = pins[case_key(case)]
            what = ("rules" if now[0] != pinned_now[0] else "wording" if now[1] != pinned_now[1]
                    else "what the page shows")
            rules = " ".join(e.rule for e in result.outcomes[0].state.trace.entries)
            changed.append(f"{case.name} ({what} changed): {rules}")
    assert not changed, ("trace or view changed; if deliberate: python tools/pin_traces.py\n  " + "\n  ".join(changed))


@pytest.mark.parametrize("scenario", SCENARIOS, ids=_id)
def test_every_trace_entry_cites_a_rule_and_says_something(scenario):
    book = BOOKS[scenario.game]
    for case in scenario.cases:
        result = run(case)
        for outcome in result.outcomes:
            for entry in outcome.state.trace.entries:
                assert entry.rule in book, f"{case.name}: {entry.rule!r} is not a rule of {scenario.game}"
                assert isinstance(entry.text, str) and entry.text.strip(), f"{case.name}: {entry.rule} says nothing"


@pytest.mark.parametrize("game", games.all_games(), ids=lambda g: g.name)
def test_every_cards_page_is_the_pinned_one(game):
    pinned = load_card_pins(game.name)
    assert pinned, f"no card pinned: python tools/pin_traces.py --game {game.name}"
    now = card_digests(game)
    changed = sorted(name for name in now.keys() | pinned.keys() if now.get(name) != pinned.get(name))
    assert not changed, (f"{len(changed)} card pages changed; if deliberate: python tools/pin_traces.py\n  "
                         + "\n  ".join(changed[:20]))
