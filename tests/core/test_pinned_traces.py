"""What a judge reads is pinned: every case of every game, against its scenario's pin
(tests/pinned_traces/<game>/…/<scenario>.txt), and every card of every game's catalogue, against
tests/pinned_traces/<game>.cards.txt.

A pin is the text itself (see trace_pins.py): a dropped, added or moved trace entry, a changed wording or number,
a changed view of the case (situation, plays, labels, summary) is a changed line, which the failure shows.  Each
trace entry also cites a rule of its game's rule book and says something.  The cases are run once per test
process (tests/helpers.py, ``checked_knowledge_base``); Eredan's and Wakfu's are also loaded and run again
inside a test, against a card database read afresh.
After a deliberate change: ``python tools/pin_traces.py`` and review the diff.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rulings import games
from tests.core import trace_pins
from tests.helpers import checked_knowledge_base, scenario_at, scenario_files

SCENARIOS = scenario_files()


def _id(path: Path) -> str:
    return f"{path.relative_to(trace_pins.SCENARIOS).parts[0]}/{path.stem}"


@pytest.mark.parametrize("path", SCENARIOS, ids=_id)
def test_trace_is_the_pinned_one(path):
    scenario = scenario_at(path)
    pinned = trace_pins.load_pin(path)
    if pinned is None:
        pytest.skip(f"{path.name}: no case pinned yet (python tools/pin_traces.py --game {scenario.game})")
    results = checked_knowledge_base().results
    errors = [f"{case.name}: {results[case.node_id].error}" for case in scenario.cases
              if results[case.node_id].error is not None and f"\n== {case.name}\n" in pinned]
    assert not errors, "\n".join(errors)
    now = trace_pins.pin_text(scenario, results)
    if now != pinned:
        pytest.fail("trace or view changed; if deliberate: python tools/pin_traces.py\n"
                    + trace_pins.difference(pinned, now, path.name), pytrace=False)


@pytest.mark.parametrize("path", SCENARIOS, ids=_id)
def test_every_trace_entry_cites_a_rule_and_says_something(path):
    scenario = scenario_at(path)
    book = games.get(scenario.game).rulebook
    for case in scenario.cases:
        for outcome in checked_knowledge_base().results[case.node_id].outcomes:
            for entry in outcome.state.trace.entries:
                assert entry.rule in book, f"{case.name}: {entry.rule!r} is not a rule of {scenario.game}"
                assert isinstance(entry.text, str) and entry.text.strip(), f"{case.name}: {entry.rule} says nothing"


@pytest.mark.parametrize("game", games.all_games(), ids=lambda g: g.name)
def test_every_cards_page_is_the_pinned_one(game):
    pinned = trace_pins.load_card_pin(game.name)
    assert pinned, f"no card pinned: python tools/pin_traces.py --game {game.name}"
    now = trace_pins.card_text(game)
    if now != pinned:
        pytest.fail("card pages changed; if deliberate: python tools/pin_traces.py\n"
                    + trace_pins.difference(pinned, now, f"{game.name}.cards.txt"), pytrace=False)


# --- loaded afresh -------------------------------------------------------------------------------------------
# The scenario collection and the tests above prepare the cases once per process and the game caches its
# database: a change in the loading of the database, in the checks of a situation or in the preparation of actions
# and expectations would not show there.  Here every ruling of the game is loaded and run again inside the test,
# against a card database read afresh: each case passes (its expectations come from the sources quoted in the
# scenario), and its trace and views are the pinned ones, as is every card's page.

@pytest.fixture
def fresh_database(request, monkeypatch):
    """The game forgets its cached database: the next load reads ``scenarios/<game>/database/`` again."""
    game = games.get(request.node.callspec.params["name"])
    monkeypatch.setattr(game, "_databases", {})
    return game


@pytest.mark.parametrize("name", ["eredan", "wakfu"])
def test_every_ruling_read_afresh_passes_and_shows_the_pinned_trace(name, fresh_database):
    assert trace_pins.rerun_against_pins(scenario_files(name)) == []


@pytest.mark.parametrize("name", ["eredan", "wakfu"])
def test_every_card_page_read_afresh_is_the_pinned_one(name, fresh_database):
    assert trace_pins.card_text(fresh_database) == trace_pins.load_card_pin(name)
