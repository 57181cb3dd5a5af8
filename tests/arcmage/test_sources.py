"""Every Arcmage ruling and rule cites the page faithfully, and every real card is the data set's.

The seed and the data set are read directly (``../shared/`` beside the
repository): each ``source.post`` is a whole line of the page, each quote stands
verbatim under its post (white space squashed), each rule's source line exists,
every section the game lists is covered and nothing else is cited.  Each card of
the data set is in the database with its English text verbatim, its stats, its
faction under the page's name and the credit; the cards the data set lacks are
marked reconstructed.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml

from rulings.core import sources
from rulings.core.places import data_dir
from rulings.games.arcmage import rules
from rulings.games.arcmage.game import GAME
from rulings.games.arcmage.model import ENGLISH_FACTIONS

ROOT = Path(__file__).resolve().parents[2]
SEED = ROOT.parent / "shared" / "seeds" / rules.DOCUMENT
DATA = data_dir(ROOT) / "arcmage" / "cards.json"
RULINGS = sorted(p for p in (ROOT / "scenarios" / "arcmage").rglob("*.yaml") if "database" not in p.parts)
SCHEMA_LINE = "# yaml-language-server: $schema=../../../schema/arcmage.scenario.schema.json"

pytestmark = pytest.mark.skipif(not SEED.is_file(), reason=f"{SEED} is not beside the project")


def squash(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _text() -> str:
    return SEED.read_text(encoding="utf-8")


def _lines() -> set:
    return {line.strip() for line in _text().splitlines()}


def _load(path: Path) -> dict:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def _quotes(source: dict) -> list:
    return source["quote"] if isinstance(source["quote"], list) else [source["quote"]]


def test_there_are_enough_rulings_and_cases():
    cases = sum(len(_load(p)["cases"]) for p in RULINGS)
    assert len(RULINGS) >= 60 and cases >= 121, (len(RULINGS), cases)
    unconfirmed = [p for p in RULINGS if _load(p)["status"] == "unconfirmed"]
    assert len(unconfirmed) >= 27, "each ambiguity of the page is an unconfirmed ruling"


@pytest.mark.parametrize("path", RULINGS, ids=lambda p: p.stem)
def test_file_starts_with_the_schema_line_and_uses_no_boolean_key(path):
    text = path.read_text(encoding="utf-8")
    assert text.splitlines()[0] == SCHEMA_LINE
    assert not re.search(r"(^|[{,]\s*)(on|off|yes|no|y|n|On|Off|Yes|No|Y|N):", text, re.M), \
        "YAML 1.1 reads on/off/yes/no/y/n as booleans: not as keys"


@pytest.mark.parametrize("path", RULINGS, ids=lambda p: p.stem)
def test_post_is_a_line_and_quotes_are_verbatim_under_it(path):
    source = _load(path)["source"]
    assert source["document"] == rules.DOCUMENT
    assert sources.section_found(SEED.parent, rules.DOCUMENT, source["post"]), source["post"]
    titles = [s.title for s in GAME.documents(SEED.parent)[0].sections]
    lines = _text().splitlines()
    starts = {title: next(i for i, line in enumerate(lines) if line.strip() == title) for title in titles}
    begin = starts[source["post"]]
    end = min([i for i in starts.values() if i > begin], default=len(lines))
    section = squash("\n".join(lines[begin:end]))
    for quote in _quotes(source):
        assert squash(quote) in section, f"« {quote[:60]}… » is not under « {source['post']} »"


def test_every_rule_source_is_a_line_of_the_page():
    for book in (rules.RULEBOOK, rules.DECK_RULES):
        for rule in book:
            document, post = rule.source
            assert document == rules.DOCUMENT, rule.id
            assert post in _lines(), f"{rule.id}: « {post} » is not a line of the page"


def test_sections_are_lines_in_order_and_all_covered():
    lines = [line.strip() for line in _text().splitlines()]
    sections = GAME.documents(SEED.parent)[0].sections
    positions = [lines.index(s.title) for s in sections]
    assert positions == sorted(positions), "sections must follow the order of the page"
    cited = {_load(p)["source"]["post"] for p in RULINGS}
    assert {s.title for s in sections} - cited == set(), "sections without a ruling"
    assert cited - {s.title for s in sections} == set(), "rulings citing a section the game does not list"


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
    raw = _load(path)
    define = {c["name"] for c in (raw.get("define") or {}).get("cards", [])}
    used = set().union(*(_case_cards(case, define) for case in raw["cases"]))
    listed = {n if n in define else DB.lookup(n) or n for n in raw["cards"]}
    created = {"Petit jeton orc", "Grand jeton orc"}          # tokens a card puts into play
    assert used <= listed, f"not listed: {sorted(used - listed)}"
    assert listed - used <= created, f"listed but not in any case: {sorted(listed - used - created)}"
    assert listed <= set(DB.cards) | define
