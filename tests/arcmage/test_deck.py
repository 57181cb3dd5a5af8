"""Arcmage deck legality (``rulings deck``): decks built from the data set's real cards, named in English or
in French, with cards outside the data set defined inline; exactly 45 cards, at least 3 cities (a warning above
3), at most 3 copies of a name, identical backs; each broken rule named by its id, and a verdict saying what to
change."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulings.core.errors import UserError
from rulings.games.arcmage.game import GAME
from tests.helpers import cli

ROOT = Path(__file__).resolve().parents[2]

# 3 cities and 14 other cards, 3 copies each: 45 cards of the five factions, named as the data set does.
CITIES = ["Two Bridges", "Spirit Tree", "Warren"]
OTHERS = ["Deadly Shock", "Ghoul", "Mentor", "Royal Guard", "Orc Thug", "Orc Rouser", "Orc Recruiter",
          "Nourished Flower", "Benevolent Baron", "Prince of Thieves", "Entangled", "Fear of the Dark", "Whirlwind",
          "Carpe Diem"]


def deck_text(cities=CITIES, others=OTHERS, copies=None, extra="") -> str:
    copies = copies or {}
    lines = ["game: arcmage", "name: Essai", "cards:"]
    lines += [f"  - {name}" for name in cities]
    lines += [f"  - {{name: {name}, count: {copies.get(name, 3)}}}" for name in others]
    return "\n".join(lines) + "\n" + extra


def check(tmp_path, text: str):
    path = tmp_path / "deck.yaml"
    path.write_text(text, encoding="utf-8")
    return GAME.check_deck(str(path), ROOT), path


def broken(report) -> list:
    return [f["rule"] for f in report.as_dict()["failures"]]


def test_a_legal_deck_from_the_data_set(tmp_path):
    report, _ = check(tmp_path, deck_text())
    assert report.legal and broken(report) == []
    data = report.as_dict()
    assert data["cards"] == 45 and data["cities"] == 3 and data["verdict"] == "Légal."
    assert data["factions"] == ["Aristocrates", "Empire", "Enfants de Gaïa", "Horde rouge", "Ost des ténèbres"]
    text = report.render()
    assert "✓ Légal." in text and "45 cartes" in text and "3 cités" in text


def test_french_and_english_names_are_the_same_card(tmp_path):
    french = deck_text(cities=["Deux-Ponts", "Arbre-esprit", "Terrier"],
                       others=["Choc mortel" if n == "Deadly Shock" else n for n in OTHERS])
    report, _ = check(tmp_path, french)
    assert report.legal
    mixed = deck_text(copies={"Deadly Shock": 2}, extra="  - {name: Choc mortel, count: 2}\n")
    report, _ = check(tmp_path, mixed)
    assert broken(report) == ["arcmage.deck.size", "arcmage.deck.copies"]       # 46 cards, 4 Choc mortel


@pytest.mark.parametrize("copies, extra, rules, words", [
    ({"Carpe Diem": 2}, "", ["arcmage.deck.size"], "ajoutez 1 carte"),                              # 44
    ({}, "  - Abduction\n", ["arcmage.deck.size"], "retirez 1 carte"),                            # 46
    ({"Deadly Shock": 4, "Carpe Diem": 2}, "", ["arcmage.deck.copies"], "retirez-en 1"),          # 4 copies
])
def test_illegal_decks_name_the_broken_rule_and_what_to_change(tmp_path, copies, extra, rules, words):
    report, _ = check(tmp_path, deck_text(copies=copies, extra=extra))
    assert not report.legal and broken(report) == rules
    assert words in report.verdict() and words in report.render()
    assert report.render().count("✗ [arcmage.deck.") == len(rules)


def test_two_cities_are_not_enough(tmp_path):
    report, _ = check(tmp_path, deck_text(cities=CITIES[:2], extra="  - Abduction\n"))
    assert broken(report) == ["arcmage.deck.cities"] and "ajoutez-en 1" in report.verdict()


def test_four_cities_are_legal_with_a_warning(tmp_path):
    report, _ = check(tmp_path, deck_text(cities=CITIES + ["Siphon"], copies={"Carpe Diem": 2}))
    assert report.legal
    warnings = report.as_dict()["warnings"]
    assert [w["rule"] for w in warnings] == ["arcmage.deck.cities"] and "trois cités" in warnings[0]["message"]
    assert "! [arcmage.deck.cities]" in report.render()


def test_identical_backs(tmp_path):
    report, _ = check(tmp_path, deck_text() + "backs: mixed\n")
    assert broken(report) == ["arcmage.deck.backs"] and "protège-cartes" in report.verdict()
    report, _ = check(tmp_path, deck_text() + "backs: mixed\nsleeves: true\n")
    assert report.legal


def test_a_card_outside_the_data_set_is_defined_inline(tmp_path):
    text = deck_text(copies={"Carpe Diem": 2}, extra="  - {name: Carte maison, type: creature, faction: Empire}\n")
    report, _ = check(tmp_path, text)
    assert report.legal
    with pytest.raises(UserError, match="donnez son type"):
        check(tmp_path, deck_text(copies={"Carpe Diem": 2}, extra="  - Carte maison\n"))
    with pytest.raises(UserError, match="Deadly Shock"):
        check(tmp_path, deck_text(extra="  - Dedly Shock\n"))
    with pytest.raises(UserError, match="retirez « type »"):
        check(tmp_path, deck_text(extra="  - {name: Ghoul, type: creature}\n"))


def test_rulings_deck_reads_the_game_from_the_file(tmp_path):
    _, path = check(tmp_path, deck_text())
    code, out, err = cli("deck", str(path))
    assert code == 0 and "✓ Légal." in out and err == ""
    _, path = check(tmp_path, deck_text(copies={"Carpe Diem": 2}))
    code, out, _err = cli("deck", str(path), "--json")
    assert code == 1 and '"arcmage.deck.size"' in out and '"game": "arcmage"' in out


@pytest.mark.parametrize("kind, faction", [("Creature", "Red Banner"), ("City", "Gaian"), ("Magic", "The Empire"),
                                           ("Enchantment", "House of Nobles"), ("Event", "Dark Legion"),
                                           ("Créature", "Horde rouge"), ("cite", "Empire")])
def test_a_card_outside_the_data_set_as_arcmage_org_publishes_it(tmp_path, kind, faction):
    """Its type and faction in English (as arcmage.org publishes a deck) or in French, and the rest of its
    published fields, kept without being judged."""
    from rulings.games.arcmage.model import ENGLISH_FACTIONS

    card = f"  - {{name: Home Card, type: {kind}, faction: {faction}, cost: 3, loyalty: 1, attack: 2, defense: 2, " \
           "rule_text: \"Mark target creature.\", artist: Quelqu'un}\n"
    report, _ = check(tmp_path, deck_text(copies={"Carpe Diem": 2}, extra=card))
    counted = next(c for c in report.deck.cards if c[0] == "Home Card")
    assert counted[2] == ENGLISH_FACTIONS.get(faction, faction)
    assert report.legal and report.facts["cities"] == (4 if counted[1] == "cite" else 3)   # 4 cities: a warning


def test_an_unknown_card_in_a_deck_says_how_to_define_it_in_the_deck_not_in_a_scenario(tmp_path):
    with pytest.raises(UserError) as refused:
        check(tmp_path, deck_text(copies={"Carpe Diem": 2}, extra="  - Carte Inventée\n"))
    assert str(refused.value).endswith("deck.yaml:21:5: carte inconnue : « Carte Inventée » (pour une carte absente de "
                                       "la base, donnez son type : {name: …, type: creature, faction: …})")
    assert "define" not in str(refused.value)


def test_a_deck_without_its_game_says_to_write_game_in_the_file(tmp_path):
    path = tmp_path / "deck.yaml"
    path.write_text("name: Essai\ncards:\n  - {name: Carte Inventée, count: 3}\n", encoding="utf-8")
    assert cli("deck", str(path)) == (2, "", f"erreur : {path}: de quel jeu s'agit-il ? (écrivez « game: » dans le "
                                             "fichier, ou précisez --jeu : eredan, wakfu, arcmage, wowminis)\n")
