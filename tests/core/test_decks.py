"""What every game's deck file shares (:mod:`rulings.core.decks`): the file checked against the game's format, its
mistakes named from the top of the file, and each entry of a list as a mapping with its place."""

from __future__ import annotations

import pytest

from rulings.core import decks
from rulings.core.errors import UserError, Where
from rulings.core.spec import Int, ListOf, Obj, OneOf, Str

ENTRY = OneOf(Str(), Obj({"name": Str(), "count": Int()}, required=["name"]))


def test_a_deck_file_s_mistake_is_named_from_the_top_of_the_file(tmp_path):
    """The top of the file has no name: an item of a deck written as a bare list is « [2] », with its line."""
    path = tmp_path / "deck.yaml"
    path.write_text("- Voyage\n- 3\n", encoding="utf-8")
    with pytest.raises(UserError) as refused:
        decks.read(path, ListOf(Str()))
    assert str(refused.value) == f"{path}:2:3: « [2] » doit être du texte, pas le nombre 3"


def test_each_entry_of_a_deck_is_a_mapping_with_its_place(tmp_path):
    """A bare name is ``{name: …}``; a mapping is kept; each is placed at its item of the list."""
    path = tmp_path / "deck.yaml"
    path.write_text("name: E\ncards:\n  - Voyage\n  - {name: Frappe, count: 2}\n", encoding="utf-8")
    raw = decks.read(path, Obj({"name": Str(), "cards": ListOf(ENTRY)}))
    assert list(decks.entries(raw, "cards")) == [({"name": "Voyage"}, Where(str(path), 3, 5)),
                                                 ({"name": "Frappe", "count": 2}, Where(str(path), 4, 5))]
