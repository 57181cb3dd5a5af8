"""Load checks of an effect step (rulings.games.eredan.effects.validation) over whole populations: every word a
step may name a characteristic by is suggested when mistyped, in a main key and in a parameter; every key of an
amount is checked and named in its error."""

from __future__ import annotations

import pytest

from rulings.core.errors import UserError
from rulings.games.eredan import effects
from rulings.games.eredan.model import STAT_WORDS


def refused(step: dict) -> UserError:
    with pytest.raises(UserError) as caught:
        effects.check_step(step, "effet 1 de Essai")
    return caught.value


@pytest.mark.parametrize("word", STAT_WORDS)
@pytest.mark.parametrize("where", ["stat", "immune", "copy_stat from"])
def test_every_characteristic_word_is_suggested_when_mistyped(word, where):
    typo = word[:-1] + "z"
    step = {"copy_stat": "defense", "from": typo} if where == "copy_stat from" else {where: typo, "add": 1} \
        if where == "stat" else {where: typo}
    error = refused(step)
    assert f"« {word} »" in (error.hint or ""), (error.message, error.hint)


@pytest.mark.parametrize("key", ["value", "plus"])
def test_an_amount_inside_an_amount_is_checked_and_named(key):
    amount = {"value": 1, "plus": {"qqch": 1}} if key == "plus" else {"value": {"qqch": 1}}
    error = refused({"damage": amount, "kind": "direct"})
    assert f"« {key} »" in error.message, error.message


@pytest.mark.parametrize("key", ["times", "divide", "max", "min"])
def test_each_whole_number_key_of_an_amount_refuses_a_text(key):
    error = refused({"damage": {"value": 1, key: "deux"}, "kind": "direct"})
    assert f"« {key} »" in error.message and "deux" in error.message, error.message


def accepted(step: dict) -> None:
    effects.check_step(step, "effet 1 de Essai")


@pytest.mark.parametrize("step", [
    {"when": "card_played", "if": {"played": {"type": "objet"}}, "stat": "attack", "add": 1},   # by: any, implied
    {"when": "card_played", "if": {"played": {"by": "any"}}, "stat": "attack", "add": 1},
    {"set_duration": {"combats": 1}},
    {"set_duration": {"turns": 2}},
    {"identity": "classes", "set": ["Mage"]},
])
def test_steps_the_load_accepts(step):
    accepted(step)


def test_the_exact_place_of_a_mistake_inside_an_amount():
    error = refused({"damage": {"value": 1, "plus": {"qqch": 1}}, "kind": "direct"})
    assert error.message == ("effet 1 de Essai : « damage » de « damage » : « plus » : clé « qqch » inconnue dans une "
                             "quantité")


@pytest.mark.parametrize("step, hint", [
    ({"identity": "classes", "set": "Mage"}, None),                 # a list wanted: no characteristic to suggest
    ({"draw": "defense"}, None),                                    # a number wanted, even if the text is a stat
    ({"copy_stat": "defense", "from": 3}, None),                    # a number where a characteristic is wanted
])
def test_a_wrong_type_suggests_a_characteristic_only_for_a_mistyped_one(step, hint):
    assert refused(step).hint == hint


@pytest.mark.parametrize("value", [{"a": 1}, [{"a": 1}], 3])
def test_a_characteristic_that_is_not_a_word_is_refused(value):
    error = refused({"stat": value, "add": 1})
    assert "n'est pas une caractéristique" in error.message, error.message
