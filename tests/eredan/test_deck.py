"""Eredan deck legality (``rulings deck``): every example of the wiki page, plus cases of our own.

Wiki page ``001_2ff38b26577f617c.txt``, sections « Création de Deck et
affiliations », « Courtisan », « Races » (Golem) and « Système de Charge dans
le tournoi de Quilingo ».  Decks are written in ``tmp_path`` as JSON, which is
YAML; three commented examples live in ``tests/decks/``.
"""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from rulings import games
from rulings.core.errors import UserError
from rulings.games.eredan import deck as decks
from rulings.games.eredan.model import CardDef, CharDef
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


def check(tmp_path, characters, cards, name: str | None = "essai", db=DB, **extra):
    """The report on the deck of ``characters`` and ``cards``, written to a file (the deck named ``name``, not
    named if None), its names read from ``db``."""
    path = tmp_path / f"{name or 'essai'}.yaml"
    named = {} if name is None else {"name": name}
    path.write_text(json.dumps({**named, "characters": characters, "cards": cards, **extra}, ensure_ascii=False),
                    encoding="utf-8")
    return decks.check(decks.load_deck(path, db))


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


# --- guild spellings ------------------------------------------------------------------------------------

def test_a_plural_s_is_dropped_from_words_of_four_letters_or_more():
    # « Zils » is the plural of Zïl (4 letters): the guild is recognised, as « Kotobas » is
    assert decks.guild("Zils") == "Combattants de Zïl"
    assert decks.guild("Combattants des Zils") == "Combattants des Zils"


def test_a_word_of_three_letters_keeps_its_s():
    # « des » is not the plural of « de »: « Combattants des Zïl » is no spelling of the guild
    assert decks.guild("Combattants des Zïl") == "Combattants des Zïl"
    assert decks.guild("Combattants de Zïl") == "Combattants de Zïl"


# --- the file: where a missing key is reported, the deck's name ---------------------------------------

def test_a_missing_key_is_reported_where_the_deck_begins(tmp_path):
    path = tmp_path / "essai.yaml"
    path.write_text("# mon deck\n\ncharacters: [Aez]\n", encoding="utf-8")
    with pytest.raises(UserError) as raised:
        decks.load_deck(path, DB)
    assert raised.value.message == "clé manquante « cards »"
    assert (raised.value.where.line, raised.value.where.column) == (3, 1)


def test_a_deck_without_a_name_has_an_empty_name(tmp_path):
    report = check(tmp_path, KOTOBA, filler(20), name=None)
    assert report.deck.name == "" and report.as_dict()["deck"] == ""
    assert report.render().splitlines()[0] == f"Deck ({tmp_path / 'essai.yaml'})"


# --- what a name of the database brings -------------------------------------------------------------

GOLEM_DB = SimpleNamespace(
    characters={**DB.characters, "Golem de pierre": CharDef("Golem de pierre", races=("Golem",), guilds=("Kotoba",))},
    cards={**DB.cards,
           "Eclairs": CardDef("Eclairs", "sort", level=3),
           "Relique": CardDef("Relique", "objet", keywords=("Unique",)),
           "Armure de Zil": CardDef("Armure de Zil", "objet", restrictions={"guilds": ("Combattants de Zïl",)})})


def test_a_golem_of_the_database_allows_items_of_another_guild(tmp_path):
    # wiki, « Races »: « Avec un golem, il est possible de mettre des cartes objets d'une autre guilde dans son
    # deck »; the race comes from the database when the file names the character only
    report = check(tmp_path, ["Iro le duelliste", AMAYA, "Golem de pierre"], filler(19) + ["Armure de Zil"],
                   db=GOLEM_DB)
    assert report.legal
    assert report.affiliation == ("Kotoba ; objets d'autres guildes permis par le Golem Golem de pierre : "
                                  "Armure de Zil")


def test_unique_from_the_keywords_of_the_database(tmp_path):
    # « Les cartes portant la mention "unique" ne peuvent être mise qu'en un seul exemplaire »
    report = check(tmp_path, KOTOBA, filler(18) + [{"name": "Relique", "count": 2}], db=GOLEM_DB)
    assert broken(report) == ["eredan.deck.unique"]
    assert report.failures[0].message == "Relique ×2 (unique : 1 exemplaire)"


def test_the_level_comes_from_the_database(tmp_path):
    report = check(tmp_path, KOTOBA, filler(16) + [{"name": "Eclairs", "count": 4}], db=GOLEM_DB)
    assert report.deck.cards[-1].level == 3
    assert [f.render() for f in report.failures] == [
        "✗ [eredan.deck.copies] Trois exemplaires au plus : Eclairs niveau 3 ×4 (3 au plus)"]


# --- affiliation --------------------------------------------------------------------------------------

def test_a_courtisan_of_one_guild_without_a_common_guild_breaks_the_courtisan_rule(tmp_path):
    # wiki, « Courtisan »: « Tous les personnages du deck doivent avoir au moins une guilde en commun »;
    # the caste makes the character a Courtisan even with one guild given
    courtisan = {"name": "Courtisan de Zil", "guilds": ["Combattants de Zïl"], "castes": ["Courtisan"]}
    report = check(tmp_path, [courtisan, "Iro le duelliste", AMAYA], filler(20))
    assert broken(report) == ["eredan.deck.courtisans"]
    assert report.failures[0].names == ["Courtisan de Zil", "Iro le duelliste", "Amaya"]


def test_courtisans_of_two_common_guilds_the_whole_affiliation_line(tmp_path):
    # « Lorsqu'un courtisan est mis dans un deck, ce deck peut posséder les cartes des guildes du courtisan »
    line_up = [{"name": f"Courtisan {i}", "guilds": ["Kotoba", "Zil"], "castes": ["Courtisan"]} for i in (1, 2, 3)]
    report = check(tmp_path, line_up, filler(20))
    assert report.legal and report.guilds == ["Combattants de Zïl", "Kotoba"]
    assert report.affiliation == ("multi-affilié Combattants de Zïl, Kotoba (guilde commune : Combattants de Zïl, "
                                  "Kotoba)")


def test_mercenaires_beside_courtisans_are_named_after_the_affiliation(tmp_path):
    line_up = [{"name": "Marlok", "guilds": ["Zil", "Noz"], "castes": ["Courtisan"]},
               {"name": "Hasna", "guilds": ["Zil", "Nomades"], "castes": ["Courtisan"]}, "Aez"]
    report = check(tmp_path, line_up, filler(20))
    assert report.legal
    assert report.affiliation == ("multi-affilié Combattants de Zïl, Envoyés de Noz'Dingard, Nomades du Désert "
                                  "(guilde commune : Combattants de Zïl), avec Aez (Mercenaire)")


def test_a_card_affiliated_mercenaire_is_of_another_guild_than_the_decks(tmp_path):
    # « Si le joueur choisit de mettre deux personnages Mercenaires et un personnage d'une Affiliation autre, c'est
    # cette dernière que prendra en compte l'ordinateur comme affiliation de votre Deck », and « vous ne pouvez pas
    # mettre de cartes affiliées à des guildes différentes de celle de votre Deck »
    card = {"name": "Carte mercenaire", "guilds": ["Mercenaires"]}
    for line_up in (KOTOBA, ["Iro le duelliste", AMAYA, "Aez"]):
        report = check(tmp_path, line_up, filler(19) + [card])
        assert broken(report) == ["eredan.deck.card-guild"]
        assert report.guilds == ["Kotoba"]
    assert report.failures[0].message == ("Carte mercenaire (Mercenaires) — affiliation du deck : Kotoba, avec Aez "
                                          "(Mercenaire)")


# --- cards of another guild ---------------------------------------------------------------------------

def test_every_card_of_another_guild_is_named_even_after_an_item_the_golem_allows(tmp_path):
    golem = {"name": "Golem", "guilds": ["Kotoba"], "races": ["Golem"]}
    cards = filler(17) + [
        {"name": "Armure de Zil", "type": "objet", "guilds": ["Combattants de Zïl"]},
        {"name": "Action de Zil", "type": "action", "guilds": ["Combattants de Zïl"]},
        {"name": "Action double", "type": "action", "guilds": ["Nomades", "Noz"]}]
    report = check(tmp_path, ["Iro le duelliste", AMAYA, golem], cards)
    assert [f.render() for f in report.failures] == [
        "✗ [eredan.deck.card-guild] Pas de carte d'une autre guilde : Action de Zil (Combattants de Zïl); "
        "Action double (Nomades du Désert, Envoyés de Noz'Dingard) — affiliation du deck : Kotoba"]
    assert report.failures[0].names == ["Action de Zil", "Action double"]
    assert report.affiliation == "Kotoba ; objets d'autres guildes permis par le Golem Golem : Armure de Zil"


# --- copies ------------------------------------------------------------------------------------------

def test_a_unique_evolution_twice_names_its_level(tmp_path):
    # wiki: « Eclairs niveau 3 est unique »: two of them break « unique », whose line names the level
    eclairs = {"name": "Eclairs", "level": 3, "unique": True, "count": 2, "guilds": []}
    report = check(tmp_path, KOTOBA, filler(18) + [eclairs])
    assert [f.render() for f in report.failures] == [
        "✗ [eredan.deck.unique] Carte unique : un exemplaire : Eclairs niveau 3 ×2 (unique : 1 exemplaire)"]
    assert report.as_dict()["failures"][0]["names"] == ["Eclairs niveau 3"]


def test_four_copies_of_a_unique_card_break_only_the_unique_rule(tmp_path):
    # one rule broken, one line: « unique » (1 copy) says more than « 3 copies at most »
    unique = {"name": "Unique", "unique": True, "count": 4, "guilds": []}
    report = check(tmp_path, KOTOBA, filler(16) + [unique])
    assert broken(report) == ["eredan.deck.unique"]
    assert report.failures[0].message == "Unique ×4 (unique : 1 exemplaire)"


def test_copies_of_several_evolutions_are_added_up_in_the_line(tmp_path):
    # « Les évolutions d'une carte sont considérées comme des exemplaires de la même carte »
    eclairs = [{"name": "Eclairs", "level": 1, "count": 2, "guilds": []},
               {"name": "Eclairs", "level": 2, "count": 2, "guilds": []}]
    report = check(tmp_path, KOTOBA, filler(16) + eclairs)
    assert [f.render() for f in report.failures] == [
        "✗ [eredan.deck.copies] Trois exemplaires au plus : Eclairs niveau 1, Eclairs niveau 2 ×2 + 2 = 4 "
        "(3 au plus)"]


def test_too_few_characters_names_them(tmp_path):
    report = check(tmp_path, ["Iro le duelliste", AMAYA], filler(20))
    assert report.as_dict()["failures"] == [{
        "rule": "eredan.deck.characters", "title": "Trois personnages",
        "message": "2 personnages : Iro le duelliste, Amaya", "names": ["Iro le duelliste", "Amaya"]}]
