"""A mistake in a deck file is reported at its line and column, in French, with what to write instead.

``rulings deck`` (wiki, « Création de Deck et affiliations »): every name of the
deck is a character or card of the database, or declared in the file with its
guilds.  Mutation testing found these locations and hints unread.
"""

from __future__ import annotations

import pytest

from rulings import games
from rulings.core.errors import UserError
from rulings.games.eredan import deck as decks
from tests.helpers import ROOT

DB = games.get("eredan").database(ROOT)


def failure(tmp_path, text: str) -> UserError:
    path = tmp_path / "essai.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(UserError) as raised:
        decks.load_deck(path, DB)
    return raised.value


def test_a_card_given_as_a_character(tmp_path):
    error = failure(tmp_path, "characters:\n  - Aez\n  - Voyage\ncards: []\n")
    assert error.message == "« Voyage » est une carte, pas un personnage"
    assert (error.where.line, error.where.column) == (3, 5) and error.where.file.endswith("essai.yaml")


def test_a_character_given_as_a_card(tmp_path):
    error = failure(tmp_path, "characters: [Aez]\ncards:\n  - Voyage\n  - Aez\n")
    assert error.message == "« Aez » est un personnage, pas une carte"
    assert (error.where.line, error.where.column) == (4, 5)


def test_an_unknown_character_not_declared(tmp_path):
    error = failure(tmp_path, "characters:\n  - Inconnu de tous\ncards: []\n")
    assert error.message == "personnage inconnu « Inconnu de tous »"
    assert error.hint == "s'il n'est pas dans la base de cartes, déclarez-le : {name: Inconnu de tous, guilds: [...]}"
    assert (error.where.line, error.where.column) == (2, 5)


def test_a_declared_character_without_a_guild(tmp_path):
    error = failure(tmp_path, "characters:\n  - Aez\n  - {name: Sans guilde, guilds: []}\ncards: []\n")
    assert error.message == "la guilde de Sans guilde n'est pas connue"
    assert error.hint == "donnez-la dans le fichier du deck : {name: Sans guilde, guilds: [...]}"
    assert (error.where.line, error.where.column) == (3, 5)


def test_the_declared_castes_races_level_and_type_are_kept(tmp_path):
    path = tmp_path / "essai.yaml"
    path.write_text("name: Essai\ncharacters:\n  - {name: Kimiko, guilds: [Kotoba, Nomades], castes: [Courtisan], "
                    "races: [Humain]}\ncards:\n  - {name: Éclairs, level: 2, type: sort, guilds: [], keywords: "
                    "[Rapide]}\n",
                    encoding="utf-8")
    deck = decks.load_deck(path, DB)
    assert deck.name == "Essai" and deck.path == str(path)
    (kimiko,) = deck.characters
    assert kimiko.castes == ("Courtisan",) and kimiko.races == ("Humain",)
    (eclairs,) = deck.cards
    assert (eclairs.level, eclairs.type) == (2, "sort")
