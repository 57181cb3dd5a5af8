"""Conditions of a step (``if:``, rulings.games.eredan.effects.conditions), each read on plain objects.

* ``compare``: every operator, on a smaller, an equal and a greater value;
* ``has_marker``: a marker name (the carrier has one), or ``{marker, who, min}``;
* ``played_by``: the character's name or its card's (a character renamed in the line-up);
* a condition the engine does not know, reaching it without the load's check, names itself.
"""

from __future__ import annotations

import pytest

from rulings.core.errors import UserError
from rulings.games.eredan import effects
from rulings.games.eredan.effects import Ctx
from rulings.games.eredan.effects.conditions import condition
from rulings.games.eredan.model import CardInPlay
from tests.helpers import card, character, fight, game


@pytest.fixture
def state():
    s = game()
    fight(s, character(s, "A", "Porteur"), character(s, "B", "Rival"))
    return s


def ctx_of(state, who: str = "A") -> Ctx:
    owner = state.fighters[who]
    return Ctx(state, owner, None, "Essai")


@pytest.mark.parametrize("op, results", [(">=", (False, True, True)), (">", (False, False, True)),
                                         ("<=", (True, True, False)), ("<", (True, False, False)),
                                         ("==", (False, True, False)), ("!=", (True, False, True))])
def test_compare_with_each_operator(state, op, results):
    """2 compared with 3, 3 and 4: smaller, equal, greater."""
    assert tuple(condition(ctx_of(state), {"compare": [left, op, 3]}) for left in (2, 3, 4)) == results


@pytest.mark.parametrize("spec, markers, holds", [
    ("poudre", {}, False),
    ("poudre", {"poudre": 1}, True),
    ({"marker": "poudre", "min": 2}, {"poudre": 1}, False),
    ({"marker": "poudre", "min": 2}, {"poudre": 2}, True),
    ({"marker": "poudre"}, {"poudre": 1}, True),
])
def test_has_marker_on_the_carrier(state, spec, markers, holds):
    state.fighters["A"].markers.update(markers)
    assert condition(ctx_of(state), {"has_marker": spec}) is holds


@pytest.mark.parametrize("who, holds", [("opponent", True), ("carrier", False), (None, False)])
def test_has_marker_of_another_character(state, who, holds):
    """Only the rival carries a marker: « who: opponent » finds it, the carrier (the default) does not."""
    state.fighters["B"].markers["poudre"] = 2
    spec = {"marker": "poudre", "min": 2, **({"who": who} if who else {})}
    assert condition(ctx_of(state), {"has_marker": spec}) is holds


@pytest.mark.parametrize("listed, holds", [(["Porteur"], True), (["Porteur bis"], True), (["Autre"], False)])
def test_played_by_names_the_character_or_its_card(state, listed, holds):
    state.fighters["A"].name = "Porteur bis"      # its card is still « Porteur »
    assert condition(ctx_of(state), {"played_by": listed}) is holds


def test_an_unknown_condition_names_itself(state):
    with pytest.raises(UserError) as caught:
        condition(ctx_of(state), {"lune": "pleine"})
    assert caught.value.message == "Essai : condition inconnue {'lune': 'pleine'}"


# --- conditions: played by self -----------------------------------------------------------------------------

def test_played_by_self_holds_for_the_own_sides_cards_only(state, pair):
    alpha, beta = pair
    mine = CardInPlay(card("Ruse"), alpha.player, alpha, state.next_seq(), 1)
    theirs = CardInPlay(card("Feinte"), beta.player, beta, state.next_seq(), 1)
    cond = {"played": {"by": "self"}}
    assert condition(effects.Ctx(state, alpha, None, "Alpha", {"card": mine}), cond) is True
    assert condition(effects.Ctx(state, alpha, None, "Alpha", {"card": theirs}), cond) is False
