"""The bundled Wakfu rulings beyond their sources (tests/core/test_sources.py checks those for every game):
there are enough of them, each lists the cards its cases name, and every card is reconstructed (the June 2008
post quotes no card text)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulings.games.wakfu.game import GAME
from tests.helpers import scenario_files, yaml_as_written

ROOT = Path(__file__).resolve().parents[2]
RULINGS = scenario_files("wakfu")


def test_there_are_wakfu_rulings():
    assert len(RULINGS) >= 20


def test_cards_are_reconstructed():
    for name, card in GAME.database(ROOT).cards.items():
        assert card.source.kind == "reconstructed", name
        assert card.source.note, f"{name}: say what is assumed"
        assert card.text.startswith("Carte reconstituée"), name


def _case_cards(case: dict) -> set:
    names = set()
    for player in ("A", "B"):
        side = case["setup"][player]
        leader = side["leader"]
        names.add(leader if isinstance(leader, str) else leader.get("card", leader["name"]))
        if not isinstance(leader, str):
            names.update(leader.get("equipment", []))
        for zone in ("rest", "combat"):
            names.update(e if isinstance(e, str) else e.get("card", e["name"]) for e in side.get(zone) or [])
        for zone in ("hand", "deck", "discard"):
            names.update(side.get(zone) or [])
    return names


@pytest.mark.parametrize("path", RULINGS, ids=lambda p: p.stem)
def test_cards_lists_the_cards_of_the_cases(path):
    raw = yaml_as_written(path)
    used = set().union(*(_case_cards(case) for case in raw["cases"]))
    assert set(raw["cards"]) == used
    assert used <= set(GAME.database(ROOT).cards) | {c["name"] for c in (raw.get("define") or {}).get("cards", [])}
