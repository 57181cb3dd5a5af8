"""Every Wakfu ruling and rule cites the June 2008 post faithfully.

The seed is read directly (``../shared/seeds/`` beside the repository): each
``source.post`` is a whole line of it, each quote stands verbatim in it (white
space squashed), each rule's source line exists, every section the game lists
is a line of it and is covered by a ruling, and no quoted card text exists
(the post gives none: every card is reconstructed).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from rulings.games.wakfu import rules
from rulings.games.wakfu.game import GAME

ROOT = Path(__file__).resolve().parents[2]
SEED = ROOT.parent / "shared" / "seeds" / rules.DOCUMENT
RULINGS = sorted((ROOT / "scenarios" / "wakfu").rglob("*.yaml"))
RULINGS = [p for p in RULINGS if "database" not in p.parts]

pytestmark = pytest.mark.skipif(not SEED.is_file(), reason=f"{SEED} is not beside the project")


def squash(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _text() -> str:
    return SEED.read_text(encoding="utf-8")


def _lines() -> set:
    return {line.strip() for line in _text().splitlines()}


def _load(path: Path) -> dict:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def test_there_are_wakfu_rulings():
    assert len(RULINGS) >= 20


@pytest.mark.parametrize("path", RULINGS, ids=lambda p: p.stem)
def test_post_is_a_line_and_quotes_are_verbatim(path):
    source = _load(path)["source"]
    assert source["document"] == rules.DOCUMENT
    assert source["post"].strip() in _lines(), f"« {source['post']} » is not a line of the seed"
    quotes = source["quote"] if isinstance(source["quote"], list) else [source["quote"]]
    text = squash(_text())
    for quote in quotes:
        assert squash(quote) in text, f"not verbatim: {quote[:80]}…"


@pytest.mark.parametrize("path", RULINGS, ids=lambda p: p.stem)
def test_quotes_stand_under_their_post(path):
    """A quote comes from the section its post opens (up to the next listed section line)."""
    source = _load(path)["source"]
    titles = [title for title, _group in ((s.title, s.group) for s in GAME.documents(SEED.parent)[0].sections)]
    lines = _text().splitlines()
    starts = {title: next(i for i, line in enumerate(lines) if line.strip() == title) for title in titles}
    begin = starts[source["post"]]
    end = min([i for i in starts.values() if i > begin], default=len(lines))
    section = squash("\n".join(lines[begin:end]))
    quotes = source["quote"] if isinstance(source["quote"], list) else [source["quote"]]
    for quote in quotes:
        assert squash(quote) in section, f"« {quote[:60]}… » is not under « {source['post']} »"


def test_every_rule_source_is_a_line():
    for book in (rules.RULEBOOK, rules.DECK_RULES):
        for rule in book:
            document, post = rule.source
            assert document == rules.DOCUMENT, rule.id
            assert post in _lines(), f"{rule.id}: « {post} » is not a line of the seed"


def test_sections_are_lines_in_order_and_all_covered():
    lines = [line.strip() for line in _text().splitlines()]
    sections = GAME.documents(SEED.parent)[0].sections
    positions = [lines.index(s.title) for s in sections]
    assert positions == sorted(positions), "sections must follow the order of the post"
    cited = {_load(p)["source"]["post"] for p in RULINGS}
    assert {s.title for s in sections} - cited == set(), "sections without a ruling"
    assert cited - {s.title for s in sections} == set(), "rulings citing a section the game does not list"


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
    raw = _load(path)
    used = set().union(*(_case_cards(case) for case in raw["cases"]))
    assert set(raw["cards"]) == used
    assert used <= set(GAME.database(ROOT).cards) | {c["name"] for c in (raw.get("define") or {}).get("cards", [])}
