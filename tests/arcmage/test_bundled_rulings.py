"""The bundled Arcmage rulings beyond what tests/core/test_sources.py checks for every game, and every real card
the data set's: enough rulings and cases (and unconfirmed ones), the cards each lists; each card of the data set
(``../shared/data/``, read directly) is in the database with its English text verbatim, its stats, its faction
under the page's name and the credit, and the cards the data set lacks are marked reconstructed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rulings.core import sources
from rulings.core.places import data_dir
from rulings.games.arcmage.game import GAME
from rulings.games.arcmage.model import ENGLISH_FACTIONS
from tests.helpers import scenario_files, yaml_as_written

ROOT = Path(__file__).resolve().parents[2]
DATA = data_dir(ROOT) / "arcmage" / "cards.json"
RULINGS = scenario_files("arcmage")


def test_there_are_enough_rulings_and_cases():
    cases = sum(len(yaml_as_written(p)["cases"]) for p in RULINGS)
    assert len(RULINGS) >= 60 and cases >= 121, (len(RULINGS), cases)
    unconfirmed = [p for p in RULINGS if yaml_as_written(p)["status"] == "unconfirmed"]
    assert len(unconfirmed) >= 27, "each ambiguity of the page is an unconfirmed ruling"


# --- the cards -------------------------------------------------------------------------------------

DB = GAME.database(ROOT)


@pytest.mark.skipif(not DATA.is_file(), reason=f"{DATA} is not beside the project")
def test_every_card_of_the_data_set_is_in_the_database_with_its_text_stats_and_credit():
    data = json.loads(DATA.read_text(encoding="utf-8"))
    assert len(data) == 95
    for item in data:
        name = DB.lookup(item["name"])
        assert name is not None, item["name"]
        card = DB.cards[name]
        assert card.english == item["name"]
        assert card.text == (item["rule_text"] or ""), name
        if item["rule_text"]:
            assert sources.data_text_found(data_dir(ROOT), "arcmage/cards.json", card.text), name
        assert card.faction == ENGLISH_FACTIONS[item["faction"]], name
        assert card.loyalty == item["loyalty"], name
        origin = card.source
        assert origin.kind == "data" and origin.document == "arcmage/cards.json" and origin.post == item["name"]
        assert origin.credit == f"Arcmage (arcmage.org), CC BY-SA 4.0 — illustration : {item['artist']}", name
        if card.type == "creature":
            assert (card.attack, card.defense) == (int(item["attack"]), int(item["defense"])), name
            assert card.types == tuple(item["subtype"].split()), name
        elif card.type == "cite":
            assert card.defense == int(item["defense"]) and card.cost is None, name
        elif item["cost"].isdigit():
            assert card.cost == int(item["cost"]), name
        else:
            assert card.x is not None, name
        if card.translated:
            assert origin.note.startswith(f"Nom français « {name} » : notre traduction de « {item['name']} »"), name


def test_the_page_s_goblin_union_leader_is_imp_union_leader_under_the_page_s_own_name():
    card = DB.cards["Délégué syndical gobelin"]
    assert card.english == "Imp Union Leader" and not card.translated
    assert (card.faction, card.cost, card.loyalty) == ("Horde rouge", 4, 2)     # the page's example
    assert "Composition des cartes" in card.source.note


def test_cards_outside_the_data_set_are_reconstructed_and_say_what_is_assumed():
    for name, card in DB.cards.items():
        if card.english is None:
            assert card.source.kind == "reconstructed", name
            assert card.source.note, f"{name}: say what is assumed"
            assert card.text.startswith("Carte reconstituée"), name


def test_the_generator_would_write_the_committed_database():
    if not DATA.is_file():
        pytest.skip("no data set beside the project")
    import subprocess
    import sys

    run = subprocess.run([sys.executable, str(ROOT / "tools" / "arcmage_cards.py"), "--check"], capture_output=True,
                         text=True)
    assert run.returncode == 0, run.stdout + run.stderr


def _case_cards(case: dict, define: set) -> set:
    """Every card a case names (in play, attached, in a zone, played, founded, placed), by database name."""
    names = set()

    def add(name):
        names.add(name if name in define else DB.lookup(name) or name)

    def piece(item):
        add(item if isinstance(item, str) else item.get("card", item["name"]))
        if isinstance(item, dict):
            for sub in item.get("residents", []) + item.get("attached", []):
                piece(sub)

    setup = case["setup"]
    for player in ("A", "B", "C", "D"):
        side = setup.get(player) or {}
        for zone in ("cities", "army", "attached"):
            for item in side.get(zone) or []:
                piece(item)
        for zone in ("hand", "graveyard", "reserve", "removed"):
            for name in side.get(zone) or []:
                add(name)
        for item in side.get("deck") or []:
            add(item if isinstance(item, str) else item["card"])
    for action in case.get("actions") or []:
        for key in ("play", "found", "first_city"):
            if key in action:
                add(action[key])
    return names


@pytest.mark.parametrize("path", RULINGS, ids=lambda p: p.stem)
def test_cards_lists_the_cards_of_the_cases(path):
    raw = yaml_as_written(path)
    define = {c["name"] for c in (raw.get("define") or {}).get("cards", [])}
    used = set().union(*(_case_cards(case, define) for case in raw["cases"]))
    listed = {n if n in define else DB.lookup(n) or n for n in raw["cards"]}
    created = {"Petit jeton orc", "Grand jeton orc"}          # tokens a card puts into play
    assert used <= listed, f"not listed: {sorted(used - listed)}"
    assert listed - used <= created, f"listed but not in any case: {sorted(listed - used - created)}"
    assert listed <= set(DB.cards) | define
