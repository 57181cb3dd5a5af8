"""A deck file read by ``eredan.deck.load_deck``: what it takes from the card database when it names a database
character or card, and the place of its mistakes of shape (the file itself, line 1)."""

from __future__ import annotations

import pytest

from rulings.core.errors import UserError
from rulings.games.eredan import deck as decks
from rulings.games.eredan.game import GAME
from tests.helpers import ROOT


@pytest.fixture(scope="module")
def db():
    return GAME.database(ROOT)


def test_a_database_character_and_card_bring_their_castes_races_type_and_level(tmp_path, db):
    path = tmp_path / "deck.yaml"
    path.write_text("name: Essai\ncharacters: [{name: Conseillère Ishaia, guilds: [Kotoba]}]\n"
                    "cards: [Pistolame, {name: La part d'ombre, count: 2}]\n", encoding="utf-8")
    deck = decks.load_deck(path, db)
    assert (deck.name, deck.path, deck.size) == ("Essai", str(path), 3)
    ishaia = db.characters["Conseillère Ishaia"]
    assert [(c.name, c.guilds, c.castes, c.races) for c in deck.characters] == [
        ("Conseillère Ishaia", ("Kotoba",), ishaia.castes, ishaia.races)]
    assert ishaia.castes == ("Courtisan",)
    assert [(c.name, c.count, c.level, c.type) for c in deck.cards] == [
        ("Pistolame", 1, db.cards["Pistolame"].level, "objet"), ("La part d'ombre", 2, None, "sort")]


@pytest.mark.parametrize("text, message, line", [
    ("42\n", "le fichier doit être un bloc de clés (clé: valeur), pas le nombre 42", 1),
    ("name: x\ncards: []\n", "clé manquante « characters »", 1),
    ("characters: []\ncards: []\ncouleur: 1\n", "clé inconnue « couleur »", 3),
])
def test_a_deck_file_of_the_wrong_shape_is_refused_at_its_place(tmp_path, db, text, message, line):
    path = tmp_path / "deck.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(UserError) as err:
        decks.load_deck(path, db)
    assert err.value.message == message
    assert (err.value.where.file, err.value.where.line, err.value.where.column) == (str(path), line, 1)
