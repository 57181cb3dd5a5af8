"""Arcmage deck legality, word for word (``rulings deck``, rules arcmage.deck.*: « exactly 45 cards », « at least
3 cities », « no more than 3 copies of a card with the same name », identical backs): the whole report a judge
reads (counts by type, factions, each broken rule with its title, singular and plural), the JSON's fields and
verdict, and the French errors of a bad deck file with their place."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rulings.core.errors import UserError
from rulings.games.arcmage import deck as decks
from rulings.games.arcmage.game import GAME
from tests.arcmage.test_deck import CITIES, deck_text

ROOT = Path(__file__).resolve().parents[2]
FACTIONS = "Aristocrates, Empire, Enfants de Gaïa, Horde rouge, Ost des ténèbres"
FREE = ("Factions et types sont libres [arcmage.deck.mix] ; toute carte peut entrer dans un deck "
        "[arcmage.deck.any-card].")


def report_of(tmp_path, text: str):
    path = tmp_path / "deck.yaml"
    path.write_text(text, encoding="utf-8")
    return GAME.check_deck(str(path), ROOT), path


def test_a_legal_deck_s_whole_report(tmp_path):
    report, path = report_of(tmp_path, deck_text())
    assert report.render() == (
        f"Deck « Essai » : 45 cartes (3 cités, 6 évènements, 27 créatures, 6 enchantements, 3 magies) ; factions : "
        f"{FACTIONS}.\n✓ Légal.\n{FREE}")
    data = report.as_dict()
    assert data["deck"] == "Essai" and data["path"] == str(path) and data["legal"] is True
    assert data["failures"] == [] and data["warnings"] == [] and data["verdict"] == "Légal."
    assert data["copies"]["Choc mortel"] == 3 and len(data["copies"]) == 14


def test_an_unnamed_deck_breaking_three_rules(tmp_path):
    text = deck_text(cities=CITIES[:1], copies={"Carpe Diem": 1, "Whirlwind": 1}).replace("name: Essai\n", "")
    report, path = report_of(tmp_path, text + "backs: mixed\n")
    size = "le deck a 39 cartes ; il en faut exactement 45 : ajoutez 6 cartes"
    cities = "le deck a 1 cité ; il en faut au moins 3 : ajoutez-en 2"
    backs = "les cartes n'ont pas toutes le même dos : mettez-les dans des protège-cartes identiques"
    assert report.render() == (
        f"Deck « {path} » : 39 cartes (1 cité, 4 évènements, 27 créatures, 6 enchantements, 1 magie) ; factions : "
        f"{FACTIONS}.\n✗ Illégal :\n"
        f"  ✗ [arcmage.deck.size] Exactement 45 cartes : {size}\n"
        f"  ✗ [arcmage.deck.cities] Au moins 3 cités : {cities}\n"
        f"  ✗ [arcmage.deck.backs] Des dos identiques : {backs}\n{FREE}")
    data = report.as_dict()
    assert data["deck"] == "" and data["legal"] is False and data["cards"] == 39 and data["cities"] == 1
    assert data["failures"] == [
        {"rule": "arcmage.deck.size", "title": "Exactement 45 cartes", "message": size},
        {"rule": "arcmage.deck.cities", "title": "Au moins 3 cités", "message": cities},
        {"rule": "arcmage.deck.backs", "title": "Des dos identiques", "message": backs}]
    assert data["verdict"] == f"Illégal : {size} ; {cities} ; {backs}."


def test_no_city_and_too_many_copies(tmp_path):
    report, _ = report_of(tmp_path, deck_text(cities=[], copies={"Deadly Shock": 5, "Ghoul": 4},
                                              extra="  - {name: Maison, type: creature}\n"))
    assert report.render().splitlines()[:6] == [
        f"Deck « Essai » : 46 cartes (8 évènements, 29 créatures, 6 enchantements, 3 magies) ; factions : {FACTIONS}.",
        "✗ Illégal :",
        "  ✗ [arcmage.deck.size] Exactement 45 cartes : le deck a 46 cartes ; il en faut exactement 45 : retirez 1 "
        "carte",
        "  ✗ [arcmage.deck.cities] Au moins 3 cités : le deck a 0 cité ; il en faut au moins 3 : ajoutez-en 3",
        "  ✗ [arcmage.deck.copies] Au plus 3 exemplaires d'un même nom : 5 exemplaires de « Choc mortel » : 3 au "
        "plus, retirez-en 2",
        "  ✗ [arcmage.deck.copies] Au plus 3 exemplaires d'un même nom : 4 exemplaires de « Goule » : 3 au plus, "
        "retirez-en 1"]


def test_four_cities_warn_in_the_report(tmp_path):
    report, _ = report_of(tmp_path, deck_text(cities=CITIES + ["Siphon"], copies={"Carpe Diem": 2}))
    warning = ("le deck a 4 cités : c'est légal (« au moins 3 »), mais la mise en place parle de « les trois "
               "cités "
               "de son deck » ; le moteur les met toutes dans la réserve")
    lines = report.render().splitlines()
    assert lines[1:] == ["✓ Légal.", f"  ! [arcmage.deck.cities] Au moins 3 cités : {warning}", FREE]
    assert report.as_dict()["warnings"] == [{"rule": "arcmage.deck.cities", "title": "Au moins 3 cités",
                                             "message": warning}]


def many(count: int, kind: str = "creature", faction: str | None = "Empire") -> list:
    """``count`` different cards of one copy each."""
    return [(f"{kind} {i}", kind, faction, 1) for i in range(count)]


@pytest.mark.parametrize("cards, failures", [
    (many(44) + many(3, "cite"), [
        ("arcmage.deck.size", "le deck a 47 cartes ; il en faut exactement 45 : retirez 2 cartes")]),
    (many(39) + many(4, "cite"), [
        ("arcmage.deck.size", "le deck a 43 cartes ; il en faut exactement 45 : ajoutez 2 cartes")]),
    (many(40) + many(4, "cite"), [
        ("arcmage.deck.size", "le deck a 44 cartes ; il en faut exactement 45 : ajoutez 1 carte")]),
    (many(43, faction=None) + many(2, "cite"), [
        ("arcmage.deck.cities", "le deck a 2 cités ; il en faut au moins 3 : ajoutez-en 1")]),
    (many(38) + [("X", "creature", "Empire", 2), ("X", "creature", "Empire", 2)] + many(3, "cite", None), [
        ("arcmage.deck.copies", "4 exemplaires de « X » : 3 au plus, retirez-en 1")]),
])
def test_problems_counts_cities_copies_and_plurals(cards, failures):
    found, _warnings, facts = decks.problems(cards)
    assert found == failures
    assert facts["cards"] == sum(c[3] for c in cards)
    assert facts["cities"] == sum(c[3] for c in cards if c[1] == "cite")
    assert facts["factions"] == ["Empire"]


def test_a_deck_of_cards_without_faction_says_none(tmp_path):
    text = ("cards:\n  - {name: Maison, type: creature, count: 42}\n  - {name: Tour, type: cite, count: 2}\n"
            "  - {name: Sort, type: magie}\n")
    report, path = report_of(tmp_path, text)
    assert report.render().splitlines()[:2] == [
        f"Deck « {path} » : 45 cartes (42 créatures, 2 cités, 1 magie) ; factions : aucune.", "✗ Illégal :"]
    assert report.as_dict()["copies"] == {"Maison": 42, "Tour": 2}


@pytest.mark.parametrize("extra, message", [
    ("  - Dedly Shock\n", "F:21:5: carte inconnue : « Dedly Shock » (vouliez-vous dire « Deadly Shock » ?)"),
    ("  - {name: Ghoul, faction: Empire}\n",
     "F:21:5: « Ghoul » est une carte de la base : retirez « type » et « faction »"),
    ("  - {name: Ghoul, type: creature}\n",
     "F:21:5: « Ghoul » est une carte de la base : retirez « type » et « faction »"),
])
def test_a_bad_deck_entry_is_refused_at_its_line(tmp_path, extra, message):
    path = tmp_path / "deck.yaml"
    path.write_text(deck_text(copies={"Carpe Diem": 2}, extra=extra), encoding="utf-8")
    with pytest.raises(UserError) as err:
        GAME.check_deck(str(path), ROOT)
    assert str(err.value).replace(str(path), "F") == message


def test_the_deck_command_prints_the_report_and_json(tmp_path):
    from tests.helpers import cli

    _, path = report_of(tmp_path, deck_text(copies={"Carpe Diem": 2}))
    code, out, err = cli("deck", str(path), "--json")
    data = json.loads(out)
    assert code == 1 and err == ""
    assert data["legal"] is False and data["cards"] == 44
    assert data["verdict"] == "Illégal : le deck a 44 cartes ; il en faut exactement 45 : ajoutez 1 carte."


@pytest.mark.parametrize("text, message", [
    ("bonjour\n", "F:1:1: le fichier doit être un bloc de clés (clé: valeur), pas le texte « bonjour »"),
    ("3\n", "F:1:1: le fichier doit être un bloc de clés (clé: valeur), pas le nombre 3"),
    ("- Goule\n", "F:1:1: le fichier doit être un bloc de clés (clé: valeur), pas une liste"),
    ("name: x\n", "F:1:1: clé manquante « cards »"),
    ("# un deck\nname: x\n", "F:2:1: clé manquante « cards »"),
    ("# un deck\n\ncards: 3\n", "F:3:1: « cards » doit être une liste, pas le nombre 3"),
    ("cards: 3\n", "F:1:1: « cards » doit être une liste, pas le nombre 3"),
    ("cards: []\n", "F:1:8: « cards » demande au moins 1 élément"),
    ("backs: melange\ncards: [Goule]\n", "F:1:1: « backs » ne peut pas valoir « melange » ; valeurs permises : "
                                         "identical, mixed"),
    ("cards: [{count: 2}]\n", "F:1:9: clé manquante « cards[1].name »"),
    ("cards:\n  - {name: X, type: creature, count: 0}\n", "F:2:31: « cards[1].count » doit valoir au moins 1, "
                                                         "pas 0"),
])
def test_a_malformed_deck_file_is_refused_at_its_place(tmp_path, text, message):
    path = tmp_path / "deck.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(UserError) as err:
        GAME.check_deck(str(path), ROOT)
    assert str(err.value).replace(str(path), "F") == message


def test_a_card_outside_the_data_set_brings_its_faction(tmp_path):
    text = ("cards:\n  - {name: Maison, type: creature, faction: Empire, count: 3}\n"
            "  - {name: Autre, type: creature, faction: Horde rouge}\n  - {name: Tour, type: cite}\n")
    report, _ = report_of(tmp_path, text)
    assert report.as_dict()["factions"] == ["Empire", "Horde rouge"]
    assert report.deck.cards == [("Maison", "creature", "Empire", 3), ("Autre", "creature", "Horde rouge", 1),
                                 ("Tour", "cite", None, 1)]
