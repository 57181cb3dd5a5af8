"""Deck legality (``rulings deck``): what mutation testing found unpinned in ``rulings.games.eredan.deck``.

Rules from the wiki page ``001_2ff38b26577f617c.txt``, « Création de Deck et
affiliations », « Courtisan » and « Races » (Golem); the whole text of each
report line a judge reads, the names each failure gives, and what the deck
takes from the card database when the file only names a card.
"""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from rulings import games
from rulings.core.errors import UserError
from rulings.games.eredan import deck as decks
from rulings.games.eredan.model import CardDef, CharDef
from tests.helpers import ROOT

DB = games.get("eredan").database(ROOT)

AMAYA = {"name": "Amaya", "guilds": ["Kotoba"]}
KOTOBA = ["Iro le duelliste", AMAYA, {"name": "Asajiro"}]


def filler(count: int) -> list[dict]:
    """``count`` cards of no guild, three copies per name."""
    return [{"name": f"Carte neutre {n}", "count": min(3, count - 3 * (n - 1)), "guilds": []}
            for n in range(1, (count + 2) // 3 + 1)]


def check(tmp_path, characters, cards, db=DB, **extra):
    path = tmp_path / "essai.yaml"
    path.write_text(json.dumps({"characters": characters, "cards": cards, **extra}, ensure_ascii=False),
                    encoding="utf-8")
    return decks.check(decks.load_deck(path, db))


def rules(report) -> list[str]:
    return [f.rule for f in report.failures]


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
    report = check(tmp_path, KOTOBA, filler(20))
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
    assert rules(report) == ["eredan.deck.unique"]
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
    assert rules(report) == ["eredan.deck.courtisans"]
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
        assert rules(report) == ["eredan.deck.card-guild"]
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
    assert rules(report) == ["eredan.deck.unique"]
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
