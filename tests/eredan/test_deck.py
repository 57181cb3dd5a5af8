"""Eredan deck legality (``rulings deck``): every example of the wiki page, plus cases of our own.

Wiki page ``001_2ff38b26577f617c.txt``, sections « Création de Deck et
affiliations », « Courtisan », « Races » (Golem) and « Système de Charge dans
le tournoi de Quilingo ».  Decks are written in ``tmp_path`` as JSON, which is
YAML; three commented examples live in ``tests/decks/``.
"""

from __future__ import annotations

import json

import pytest

from rulings import games
from rulings.core.errors import UserError
from rulings.games.eredan import deck as decks
from tests.helpers import ROOT, cli

DB = games.get("eredan").database(ROOT)
DECKS = ROOT / "tests" / "decks"

# characters of the wiki's examples (Iro le duelliste and Aez come from the card database)
TELENDAR = {"name": "Télendar", "guilds": ["Combattant de Zïl"]}
AMAYA = {"name": "Amaya", "guilds": ["Kotoba"]}
HARES = {"name": "Harès le Brutal", "guilds": ["Mercenaires"]}
ZAHAL = {"name": "Zahal", "guilds": ["Envoyés de Noz'Dingard"]}
MARLOK = {"name": "Marlok le repenti", "guilds": ["Combattant de Zil", "Envoyés de Noz'Dingard"],
          "castes": ["Courtisan"]}
HASNA = {"name": "Hasna", "guilds": ["Combattant de Zil", "Nomades du Désert"], "castes": ["Courtisan"]}
OOGOE = {"name": "OOgoe Kage", "guilds": ["Combattant de Zil", "Kotobas"], "castes": ["Courtisan"]}
KIMIKO = {"name": "Kimiko", "guilds": ["Kotobas", "Nomades du desert"], "castes": ["Courtisan"]}
KOTOBA = ["Iro le duelliste", AMAYA, {"name": "Asajiro"}]


def filler(count: int, prefix: str = "Carte neutre") -> list[dict]:
    """``count`` cards of no guild, three copies per name."""
    cards, number = [], 0
    while count > 0:
        number += 1
        cards.append({"name": f"{prefix} {number}", "count": min(3, count), "guilds": []})
        count -= 3
    return cards


def check(tmp_path, characters, cards, name="essai", **extra):
    path = tmp_path / f"{name}.yaml"
    path.write_text(json.dumps({"name": name, "characters": characters, "cards": cards, **extra},
                               ensure_ascii=False), encoding="utf-8")
    return decks.check(decks.load_deck(path, DB))


def broken(report) -> list[str]:
    return [f.rule for f in report.failures]


# --- « Création de Deck et affiliations »: the characters ------------------------------------------

def test_wiki_telendar_cannot_join_iro_and_amaya(tmp_path):
    report = check(tmp_path, [TELENDAR, "Iro le duelliste", AMAYA], filler(20))
    assert broken(report) == ["eredan.deck.affiliation"]
    assert report.failures[0].names == ["Télendar", "Iro le duelliste", "Amaya"]
    assert "Combattants de Zïl" in report.failures[0].message and "Kotoba" in report.failures[0].message


def test_wiki_aez_mercenaire_joins_iro_and_amaya(tmp_path):
    report = check(tmp_path, ["Aez", "Iro le duelliste", AMAYA], filler(20))
    assert report.legal, report.failures
    assert report.affiliation.startswith("Kotoba") and "Aez (Mercenaire)" in report.affiliation
    assert report.guilds == ["Kotoba"]


def test_wiki_two_mercenaires_take_the_third_characters_affiliation(tmp_path):
    report = check(tmp_path, ["Aez", HARES, ZAHAL], filler(20))
    assert report.legal
    assert report.affiliation.startswith("Envoyés de Noz'Dingard")
    # so a Noz'Dingard card is allowed, a Kotoba card is not
    noz = {"name": "Carte de Noz", "guilds": ["Noz"]}
    assert check(tmp_path, ["Aez", HARES, ZAHAL], filler(19) + [noz]).legal
    kotoba = {"name": "Katana", "count": 1, "guilds": ["Kotoba"]}
    assert broken(check(tmp_path, ["Aez", HARES, ZAHAL], filler(19) + [kotoba])) == ["eredan.deck.card-guild"]


def test_wiki_courtisans_sharing_combattants_de_zil(tmp_path):
    cards = filler(17) + [{"name": "Carte de Zil", "count": 1, "guilds": ["Combattants de Zïl"]},
                          {"name": "Carte de Noz", "count": 1, "guilds": ["Envoyés de Noz'Dingard"]},
                          {"name": "Carte nomade", "count": 1, "guilds": ["Nomades du Désert"]}]
    report = check(tmp_path, [MARLOK, HASNA, OOGOE], cards)
    assert report.legal, report.failures
    assert "guilde commune : Combattants de Zïl" in report.affiliation
    # « ce deck peut posséder les cartes des guildes du courtisan »
    assert report.guilds == sorted(["Combattants de Zïl", "Envoyés de Noz'Dingard", "Nomades du Désert", "Kotoba"])


def test_wiki_kimiko_hasna_oogoe_share_no_guild(tmp_path):
    report = check(tmp_path, [KIMIKO, HASNA, OOGOE], filler(20))
    assert broken(report) == ["eredan.deck.courtisans"]
    assert report.failures[0].names == ["Kimiko", "Hasna", "OOgoe Kage"]


def test_example_file_courtisans_without_a_common_guild():
    report = decks.check(decks.load_deck(DECKS / "courtisans-sans-guilde-commune.yaml", DB))
    assert broken(report) == ["eredan.deck.courtisans"]


def test_wiki_no_mercenaire_in_a_nehantiste_deck(tmp_path):
    nehantistes = [{"name": "Néhantiste 1", "guilds": ["Néhantistes"]},
                   {"name": "Néhantiste 2", "guilds": ["Néhantiste"]}]
    report = check(tmp_path, nehantistes + ["Aez"], filler(20))
    assert broken(report) == ["eredan.deck.nehantistes"]
    assert report.failures[0].names == ["Aez"]
    assert check(tmp_path, nehantistes + [{"name": "Néhantiste 3", "guilds": ["Néhantistes"]}], filler(20)).legal


def test_wiki_a_mercenaire_deck_has_no_affiliated_card(tmp_path):
    mercenaires = ["Aez", HARES, {"name": "Troisième mercenaire", "guilds": ["Mercenaire"]}]
    report = check(tmp_path, mercenaires, filler(20))
    assert report.legal and report.affiliation.startswith("Mercenaires")
    report = check(tmp_path, mercenaires, filler(19) + [{"name": "Wakizashi"}])   # a Kotoba card of the database
    assert broken(report) == ["eredan.deck.card-guild"]
    assert report.failures[0].names == ["Wakizashi"]


def test_three_characters(tmp_path):
    report = check(tmp_path, ["Iro le duelliste", AMAYA], filler(20))
    assert broken(report) == ["eredan.deck.characters"]
    report = check(tmp_path, KOTOBA + [{"name": "Quatrième", "guilds": ["Kotoba"]}], filler(20))
    assert broken(report) == ["eredan.deck.characters"]


# --- « Création de Deck et affiliations »: the cards ------------------------------------------------

def test_wiki_no_katana_or_wakisashi_in_a_combattants_de_zil_deck(tmp_path):
    zil = [TELENDAR, {"name": "Zil 2", "guilds": ["Combattants de Zil"]}, {"name": "Zil 3", "guilds": ["Zil"]}]
    cards = filler(17) + [{"name": "Katana", "count": 2, "guilds": ["Kotoba"], "type": "objet"},
                          {"name": "Wakizashi", "count": 1}]
    report = check(tmp_path, zil, cards)
    assert broken(report) == ["eredan.deck.card-guild"]
    assert report.failures[0].names == ["Katana", "Wakizashi"]
    assert report.affiliation.startswith("Combattants de Zïl")


@pytest.mark.parametrize("size,legal", [(19, False), (20, True), (50, True), (51, False)])
def test_twenty_to_fifty_cards(tmp_path, size, legal):
    report = check(tmp_path, KOTOBA, filler(size))
    assert report.legal is legal
    if not legal:
        assert broken(report) == ["eredan.deck.size"] and f"{size} cartes" in report.failures[0].message


def test_at_most_three_copies(tmp_path):
    assert check(tmp_path, KOTOBA, filler(17) + [{"name": "Voyage", "count": 3}]).legal
    report = check(tmp_path, KOTOBA, filler(17) + [{"name": "Voyage", "count": 2}, {"name": "Voyage", "count": 2}])
    assert broken(report) == ["eredan.deck.copies"]
    assert report.failures[0].names == ["Voyage"] and "= 4" in report.failures[0].message


def test_unique_cards_once(tmp_path):
    unique = {"name": "Relique", "count": 2, "guilds": [], "keywords": ["Unique"]}
    report = check(tmp_path, KOTOBA, filler(18) + [unique])
    assert broken(report) == ["eredan.deck.unique"]
    assert check(tmp_path, KOTOBA, filler(19) + [dict(unique, count=1)]).legal


def test_unique_from_the_database(tmp_path):
    assert DB.cards["Le Prestige"].unique
    report = check(tmp_path, KOTOBA, filler(18) + [{"name": "Le Prestige", "count": 2}])
    assert broken(report) == ["eredan.deck.unique"]


ECLAIRS_3 = {"name": "Eclairs", "level": 3, "unique": True, "guilds": []}


def test_wiki_eclairs_niveau_3_alone(tmp_path):
    assert check(tmp_path, KOTOBA, filler(19) + [ECLAIRS_3]).legal


def test_wiki_three_eclairs_of_levels_1_and_2(tmp_path):
    eclairs = [{"name": "Eclairs", "level": 1, "count": 2, "guilds": []},
               {"name": "Eclairs", "level": 2, "count": 1, "guilds": []}]
    assert check(tmp_path, KOTOBA, filler(17) + eclairs).legal
    report = check(tmp_path, KOTOBA, filler(17) + eclairs + [{"name": "Eclairs", "level": 2, "guilds": []}])
    assert broken(report) == ["eredan.deck.copies"]       # evolutions are copies: 4 Eclairs


def test_wiki_eclairs_niveau_3_excludes_the_other_levels(tmp_path):
    report = check(tmp_path, KOTOBA, filler(18) + [ECLAIRS_3, {"name": "Eclairs", "level": 1, "guilds": []}])
    assert broken(report) == ["eredan.deck.unique-evolution"]
    assert report.failures[0].names == ["Eclairs niveau 3", "Eclairs niveau 1"]


def test_wiki_two_eclairs_niveau_3(tmp_path):
    report = check(tmp_path, KOTOBA, filler(18) + [dict(ECLAIRS_3, count=2)])
    assert broken(report) == ["eredan.deck.unique"]


def test_example_file_eclairs_evolutions_names_every_rule_broken():
    report = decks.check(decks.load_deck(DECKS / "eclairs-evolutions.yaml", DB))
    assert broken(report) == ["eredan.deck.size", "eredan.deck.copies", "eredan.deck.unique-evolution"]


def test_special_versions_count_as_copies_of_the_printed_name(tmp_path):
    special = [n for n, c in DB.cards.items() if c.printed_name and c.printed_name != n and c.printed_name in DB.cards]
    if not special:
        pytest.skip("no special version in the card database")
    name = special[0]
    report = check(tmp_path, KOTOBA, filler(16) + [{"name": DB.cards[name].printed_name, "count": 3,
                                                     "guilds": []}, {"name": name, "guilds": []}])
    assert broken(report) == ["eredan.deck.copies"]


# --- « Races »: the Golem ---------------------------------------------------------------------------

def test_golem_allows_items_of_another_guild_not_other_cards(tmp_path):
    golem = {"name": "Golem", "guilds": ["Kotoba"], "races": ["Golem"]}
    line_up = ["Iro le duelliste", AMAYA, golem]
    item = {"name": "Armure de Zil", "type": "objet", "guilds": ["Combattants de Zïl"]}
    report = check(tmp_path, line_up, filler(19) + [item])
    assert report.legal and "Golem" in report.affiliation and "Armure de Zil" in report.affiliation
    action = {"name": "Action de Zil", "type": "action", "guilds": ["Combattants de Zïl"]}
    assert broken(check(tmp_path, line_up, filler(19) + [action])) == ["eredan.deck.card-guild"]
    assert broken(check(tmp_path, KOTOBA, filler(19) + [item])) == ["eredan.deck.card-guild"]


# --- « Système de Charge dans le tournoi de Quilingo » -----------------------------------------------

def test_quilingo_charge_at_most_500(tmp_path):
    # « Les cartes qui sortent chaque semaine ont une charge fixée à 20 points »: 25 of them weigh 500
    cards = [dict(c, charge=20) for c in filler(25)]
    report = check(tmp_path, KOTOBA, cards)
    assert report.legal and report.charge == 500
    report = check(tmp_path, KOTOBA, cards[:-1] + [dict(cards[-1], charge=21)])
    assert broken(report) == ["eredan.deck.quilingo-charge"] and report.charge == 501


def test_quilingo_formerly_banned_cards_weigh_200_each(tmp_path):
    # « Les cartes qui y sont au moment de la mise en place de ce système ont toutes une charge fixée à 200
    # points »
    banned = [{"name": f"Ancienne bannie {i}", "guilds": [], "charge": 200} for i in range(3)]
    report = check(tmp_path, KOTOBA, filler(17) + banned)
    assert broken(report) == ["eredan.deck.quilingo-charge"]
    assert report.charge == 600 and report.failures[0].names[:3] == [b["name"] for b in banned]
    assert check(tmp_path, KOTOBA, filler(18) + banned[:2]).legal


def test_quilingo_charges_of_the_characters_count(tmp_path):
    charged = ["Iro le duelliste", dict(AMAYA, charge=150), {"name": "Asajiro", "charge": 100}]
    report = check(tmp_path, charged, filler(17) + [{"name": "Voyage", "count": 3, "charge": 90}])
    assert report.charge == 520 and broken(report) == ["eredan.deck.quilingo-charge"]


def test_no_charge_given_no_quilingo_check(tmp_path):
    assert check(tmp_path, KOTOBA, filler(20)).charge is None


# --- the file ---------------------------------------------------------------------------------------

def test_guild_spellings():
    assert decks.guild("Combattant de Zil") == decks.guild("Combattants de Zïl") == "Combattants de Zïl"
    assert decks.guild("Kotobas") == "Kotoba"
    assert decks.guild("Nomades du desert") == decks.guild("Nomade") == "Nomades du Désert"
    assert decks.guild("Noz") == "Envoyés de Noz'Dingard"
    assert decks.guild("La Meute") == "La Meute"


def test_unknown_names_must_be_declared(tmp_path):
    with pytest.raises(UserError, match="carte inconnue « Eblouissment »") as err:
        check(tmp_path, KOTOBA, filler(19) + ["Eblouissment"])
    assert "Eblouissement" in str(err.value)
    with pytest.raises(UserError, match="personnage inconnu « Inconnu »") as err:
        check(tmp_path, ["Inconnu", "Iro le duelliste", AMAYA], filler(20))
    assert "déclarez-le" in str(err.value)
    with pytest.raises(UserError, match="« Voyage » est une carte, pas un personnage"):
        check(tmp_path, ["Voyage", "Iro le duelliste", AMAYA], filler(20))
    with pytest.raises(UserError, match="guilde de Naya n'est pas connue"):
        check(tmp_path, ["Naya", "Iro le duelliste", AMAYA], filler(20))


def test_malformed_deck_files(tmp_path):
    with pytest.raises(UserError, match="count"):
        check(tmp_path, KOTOBA, [{"name": "Voyage", "count": 0}])
    with pytest.raises(UserError, match="clé inconnue « cards\\[1\\].cont »"):
        check(tmp_path, KOTOBA, [{"name": "Voyage", "cont": 2}])
    with pytest.raises(UserError, match="clé manquante « cards »"):
        path = tmp_path / "sans-cartes.yaml"
        path.write_text("characters: [Aez]\n", encoding="utf-8")
        decks.load_deck(path, DB)


def test_deck_command(tmp_path):
    code, out, err = cli("deck", str(DECKS / "kotoba-avec-aez.yaml"))
    assert code == 0 and err == ""
    assert "affiliation : Kotoba, avec Aez (Mercenaire)" in out and "deck légal" in out
    code, out, err = cli("deck", str(DECKS / "eclairs-evolutions.yaml"))
    assert code == 1
    assert "✗ [eredan.deck.unique-evolution] Évolution unique : Eclairs niveau 3, Eclairs niveau 1" in out
    code, out, _err = cli("deck", "--json", str(DECKS / "courtisans-sans-guilde-commune.yaml"))
    data = json.loads(out)
    assert code == 1 and data["legal"] is False
    assert data["failures"][0]["rule"] == "eredan.deck.courtisans"
    assert data["failures"][0]["names"] == ["Kimiko", "Hasna", "OOgoe Kage"]
    code, _out, err = cli("deck", str(tmp_path / "absent.yaml"))
    assert code == 2 and "impossible de lire" in err
    bad = tmp_path / "bad.yaml"
    bad.write_text("characters: [Aez]\ncards:\n  - Eblouissment\n", encoding="utf-8")
    code, _out, err = cli("deck", str(bad), "--game", "eredan")
    assert code == 2 and "bad.yaml:3:5: carte inconnue « Eblouissment »" in err and "Eblouissement" in err


def test_every_deck_rule_cites_the_wiki_page():
    for rule in decks.DECK_RULES:     # that each section is a line of the page: tests/core/test_sources.py
        assert rule.source[0] == "001_2ff38b26577f617c.txt"
