"""What ``rulings deck`` tells a judge, whole: the text report and its JSON, for the example decks.

tests/eredan/test_deck.py checks the legality rules (wiki, « Création de Deck et
affiliations »...); here, that the report shows every fact it computed: the
deck's name and file, its size, its charge (« Système de Charge dans le tournoi
de Quilingo »), its affiliation, each rule broken with its title and message.
"""

from __future__ import annotations

import json

from rulings import games
from rulings.games.eredan import deck as decks
from tests.helpers import ROOT, cli

DB = games.get("eredan").database(ROOT)
DECKS = ROOT / "tests" / "decks"


def test_a_legal_deck_report():
    report = decks.check(decks.load_deck(DECKS / "kotoba-avec-aez.yaml", DB))
    assert report.render().splitlines()[1:] == [
        "3 personnages, 21 cartes",
        "affiliation : Kotoba, avec Aez (Mercenaire)",
        "deck légal",
    ]
    assert report.render().startswith("Deck « Kotoba avec Aez » (")
    data = report.as_dict()
    assert {k: v for k, v in data.items() if k != "path"} == {
        "deck": "Kotoba avec Aez", "legal": True, "affiliation": "Kotoba, avec Aez (Mercenaire)",
        "guilds": ["Kotoba"], "characters": 3, "cards": 21, "charge": None, "failures": []}
    assert data["path"].endswith("kotoba-avec-aez.yaml")


def test_an_illegal_deck_report():
    report = decks.check(decks.load_deck(DECKS / "eclairs-evolutions.yaml", DB))
    assert report.render().splitlines()[1:] == [
        "3 personnages, 18 cartes",
        "affiliation : Kotoba",
        "✗ [eredan.deck.size] De 20 à 50 cartes : 18 cartes (de 20 à 50)",
        "✗ [eredan.deck.copies] Trois exemplaires au plus : Voyage ×4 (3 au plus)",
        "✗ [eredan.deck.unique-evolution] Évolution unique : Eclairs niveau 3, Eclairs niveau 1 : l'évolution "
        "unique exclut les autres",
        "deck illégal : 3 règles enfreintes",
    ]
    failures = report.as_dict()["failures"]
    assert [f["rule"] for f in failures] == ["eredan.deck.size", "eredan.deck.copies", "eredan.deck.unique-evolution"]
    assert failures[1] == {"rule": "eredan.deck.copies", "title": "Trois exemplaires au plus",
                           "message": "Voyage ×4 (3 au plus)", "names": ["Voyage"]}


def test_the_report_of_a_deck_without_a_name_and_with_a_charge(tmp_path):
    path = tmp_path / "charge.yaml"
    cards = [{"name": f"Carte {i}", "count": 1, "guilds": [], "charge": 20} for i in range(20)]
    path.write_text(json.dumps({"characters": ["Iro le duelliste", {"name": "Amaya", "guilds": ["Kotoba"]},
                                               {"name": "Asajiro"}], "cards": cards}, ensure_ascii=False),
                    encoding="utf-8")
    report = decks.check(decks.load_deck(path, DB))
    lines = report.render().splitlines()
    assert lines[0] == f"Deck ({path})"
    assert lines[1] == "3 personnages, 20 cartes, charge 400/500"
    assert report.as_dict()["charge"] == 400 and report.as_dict()["deck"] in ("", None)


def test_the_json_of_the_command_is_the_report():
    code, out, _err = cli("deck", "--json", str(DECKS / "eclairs-evolutions.yaml"))
    assert code == 1
    data = json.loads(out)
    report = decks.check(decks.load_deck(DECKS / "eclairs-evolutions.yaml", DB))
    assert {k: v for k, v in data.items() if k not in ("game", "path")} == \
        {k: v for k, v in report.as_dict().items() if k != "path"}


# --- each rule broken, its whole line ---------------------------------------------------------------

def _line(tmp_path, characters, cards) -> list[str]:
    from tests.eredan.test_deck import check

    return [f.render() for f in check(tmp_path, characters, cards).failures]


def test_the_line_of_each_rule_broken(tmp_path):
    from tests.eredan.test_deck import AMAYA, HASNA, KIMIKO, KOTOBA, OOGOE, TELENDAR, filler

    assert _line(tmp_path, [KIMIKO, HASNA, OOGOE], filler(20)) == [
        "✗ [eredan.deck.courtisans] Courtisans : une guilde commune : aucune guilde commune à Kimiko (Kotoba, "
        "Nomades du Désert); Hasna (Combattants de Zïl, Nomades du Désert); OOgoe Kage (Combattants de Zïl, Kotoba)"]
    assert _line(tmp_path, [TELENDAR, "Iro le duelliste", AMAYA], filler(20)) == [
        "✗ [eredan.deck.affiliation] Une seule affiliation : affiliations différentes : Télendar (Combattants de "
        "Zïl); Iro le duelliste (Kotoba); Amaya (Kotoba)"]
    nehantistes = [{"name": "Néhantiste "
                            "1", "guilds": ["Néhantistes"]}, {"name": "Néhantiste 2", "guilds": ["Néhantiste"]}]
    assert _line(tmp_path, nehantistes + ["Aez"], filler(20)) == [
        "✗ [eredan.deck.nehantistes] Pas de Mercenaire chez les Néhantistes : Mercenaire dans un deck affilié "
        "Néhantiste : Aez"]
    assert _line(tmp_path, ["Iro le duelliste", AMAYA], filler(20)) == [
        "✗ [eredan.deck.characters] Trois personnages : 2 personnages : Iro le duelliste, Amaya"]
    assert _line(tmp_path, KOTOBA, filler(19) + [{"name": "Carte de Zil", "count": 1, "guilds": ["Combattants de "
                                                                                                 "Zïl"]}]) == [
        "✗ [eredan.deck.card-guild] Pas de carte d'une autre guilde : Carte de Zil (Combattants de Zïl) — affiliation "
        "du deck : Kotoba"]
    assert _line(tmp_path, KOTOBA, filler(18) + [{"name": "Unique", "count": 2, "unique": True, "guilds": []}]) == [
        "✗ [eredan.deck.unique] Carte unique : un exemplaire : Unique ×2 (unique : 1 exemplaire)"]
    charged = [{"name": f"Carte {i}", "count": 1, "guilds": [], "charge": 10 * i} for i in range(1, 21)]
    assert _line(tmp_path, KOTOBA, charged) == [
        "✗ [eredan.deck.quilingo-charge] Charge de Quilingo : 500 au plus : charge totale 2100 > 500 ; les plus "
        "chargées : Carte 20 (200), Carte 19 (190), Carte 18 (180), Carte 17 (170), Carte 16 (160)"]


def test_a_character_of_two_guilds_is_a_courtisan_even_without_the_caste(tmp_path):
    # wiki, « Courtisan »: « Leur particularité […] est d'être multiguildés »
    from tests.eredan.test_deck import TELENDAR, filler

    double = {"name": "Double", "guilds": ["Kotoba", "Nomades du Désert"]}
    zahal = {"name": "Zahal", "guilds": ["Envoyés de Noz'Dingard"]}
    lines = _line(tmp_path, [double, TELENDAR, zahal], filler(20))
    assert [line.split("]")[0] for line in lines] == ["✗ [eredan.deck.courtisans"]


def test_one_rule_broken_is_said_in_the_singular():
    report = decks.check(decks.load_deck(DECKS / "eclairs-evolutions.yaml", DB))
    report.failures = report.failures[:1]
    assert report.render().splitlines()[-1] == "deck illégal : 1 règle enfreinte"
