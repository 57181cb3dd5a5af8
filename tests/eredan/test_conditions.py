"""Conditions of a step (``if:``, rulings.games.eredan.effects.conditions), each read on plain objects.

* ``compare``: every operator, on a smaller, an equal and a greater value;
* ``has_marker``: a marker name (the carrier has one), or ``{marker, who, min}``;
* ``played_by``: the character's name or its card's (a character renamed in the line-up);
* ``enough_to_call``: the zone of the card's ``call`` step holds the cards it calls, else the reading
  ``called-short`` decides (blog, « Conversion »);
* a condition the engine does not know, reaching it without the load's check, names itself.
"""

from __future__ import annotations

import pytest

from rulings.core.chance import Chance
from rulings.core.errors import UserError
from rulings.games.eredan import effects, resolution
from rulings.games.eredan.effects import Ctx
from rulings.games.eredan.effects.conditions import condition
from rulings.games.eredan.model import CardInPlay
from tests.helpers import card, character, fight, game, texts_of, trace_of


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


# --- enough_to_call: the zone of the card's « call » step holds what it calls (Conversion) -------------------

def calling(state, call_step: dict, hand: list[str]) -> Ctx:
    """« Bannière » played by Porteur: a heal under ``enough_to_call``, then ``call_step``; A holds ``hand``."""
    state.cards = {c.name: c for c in (card("Théurgie", "theurgie"), card("Éclair", "sort"))}
    state.players["A"].hand = list(hand)
    banner = card("Bannière", "objet", effects=({"if": {"enough_to_call": True}, "heal": 1}, call_step))
    owner = state.fighters["A"]
    return Ctx(state, owner, CardInPlay(banner, owner.player, owner, state.next_seq(), state.turn), "Bannière")


@pytest.mark.parametrize("steps", [None, ({"heal": 1},)])
def test_enough_to_call_needs_a_call_step_of_its_card(state, steps):
    """A character's ability (no card) or a card without a « call » step has no zone to count: the judge's
    mistake, said in French."""
    owner = state.fighters["A"]
    played = None if steps is None else CardInPlay(card("Bannière", "objet", effects=steps), owner.player, owner,
                                                   state.next_seq(), state.turn)
    with pytest.raises(UserError) as caught:
        condition(Ctx(state, owner, played, "Bannière"), {"enough_to_call": True})
    assert caught.value.message == "Bannière : la condition enough_to_call demande une étape « call » dans les " \
                                   "effets de cette carte"


@pytest.mark.parametrize("call_step", [{"call": True, "type": "sort"}, {"call": 2}])
def test_enough_to_call_holds_when_the_hand_offers_what_the_step_calls(state, call_step):
    """Without ``from`` the step calls from the hand; ``call: true`` calls one card (Éclair, the only sort), ``call:
    2`` two: enough, nothing to read nor to say."""
    assert condition(calling(state, call_step, ["Théurgie", "Éclair"]), {"enough_to_call": True}) is True
    assert trace_of(state) == []


@pytest.mark.parametrize("reading, holds, end", [("plays-what-there-is", True, "elle se résout quand même"),
                                                 ("nothing-happens", False, "rien ne se passe")])
def test_enough_to_call_with_too_few_cards_in_the_hand_follows_the_reading(state, reading, holds, end):
    """Blog, « Conversion »: two cards called, one in the zone; the open reading ``called-short`` decides."""
    state.chance = Chance(readings={"called-short": reading})
    assert condition(calling(state, {"call": 2}, ["Théurgie"]), {"enough_to_call": True}) is holds
    assert texts_of(state, "eredan.resolve.called-constraints")[1:] == \
        [f"Bannière appelle 2 cartes et la main en offre seulement 1 : {end}"]


def test_enough_to_call_counts_one_card_for_call_true(state):
    """``call: true`` asks for one card: with no sort in the hand, the trace says 1 asked, 0 offered."""
    assert condition(calling(state, {"call": True, "type": "sort"}, ["Théurgie"]), {"enough_to_call": True}) is True
    said = texts_of(state, "eredan.resolve.called-constraints")[-1]
    assert said.startswith("Bannière appelle 1 carte")
    assert said.endswith(" et la main en offre seulement 0 : elle se résout quand même")


def test_a_card_that_does_nothing_for_want_of_cards_uses_its_choice_of_cards_to_call(state):
    """Under ``nothing-happens`` the card calls nothing: the cards the case chose for it are not an unused choice,
    however many of its steps ask ``enough_to_call``."""
    state.chance = Chance(readings={"called-short": "nothing-happens"})
    state.cards = {"Théurgie": card("Théurgie", "theurgie")}
    appeal = card("Appel", "action", effects=({"if": {"enough_to_call": True}, "heal": 1},
                                              {"if": {"enough_to_call": True}, "call": 2}))
    state.players["A"].hand = ["Appel", "Théurgie"]
    resolution.play_cards(state, {"A": [{"card": appeal, "choices": {"choose": ["Théurgie"]}}]})
    resolution.resolve_all(state)
    assert state.unused_choices == {}
    assert state.players["A"].hand == ["Théurgie"] and state.called == []
    assert texts_of(state, "eredan.resolve.called-constraints")[1:] == \
        ["Appel appelle 2 cartes et la main en offre seulement 1 : rien ne se passe"] * 2
