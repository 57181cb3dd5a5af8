"""Every Eredan ruling, loaded and run again inside the test, against a card database read afresh: each case
passes (its expectations come from the blog and the wiki, quoted in the scenario), and its trace and its views
are the pinned ones (``tests/pinned_traces/eredan.txt``), as is every card's page (``eredan.cards.txt``).

The scenario collection and ``test_pinned_traces.py`` prepare the cases when pytest collects them and the
game caches its database once per process: a change in the loading of the database, in the checks of a
situation or in the preparation of actions and expectations would not show there.  Here it does."""

from __future__ import annotations

import pytest

from rulings.games.eredan.game import GAME
from tests.core.trace_pins import card_digests, load_card_pins, rerun_against_pins
from tests.helpers import ROOT

FILES = sorted((ROOT / "scenarios" / "eredan").rglob("*.yaml"))


@pytest.fixture
def fresh_database(monkeypatch):
    """The game forgets its cached database: the next load reads ``scenarios/eredan/database/`` again."""
    monkeypatch.setattr(GAME, "_databases", {})


def test_every_ruling_passes_and_shows_the_pinned_trace(fresh_database):
    assert rerun_against_pins("eredan", [p for p in FILES if "/database/" not in p.as_posix()]) == []


def test_every_card_page_is_the_pinned_one(fresh_database):
    assert card_digests(GAME) == load_card_pins("eredan")
