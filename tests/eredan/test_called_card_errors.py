"""A card called (« appelée », blog « Les cartes "appelées" et "clonées" », « Conversion ») that cannot be
called is the user's mistake: the French error names the calling card, the card, the zone and what is there.

Mutation testing found these messages unread: each test asserts the whole message.
"""

from __future__ import annotations

import pytest

from rulings.core.errors import UserError
from rulings.games.eredan import effects
from rulings.games.eredan.effects.card_steps import call_card
from rulings.games.eredan.model import CardInPlay
from tests.helpers import card, character, fight, game


@pytest.fixture
def state():
    s = game()
    s.cards = {c.name: c for c in (card("Théurgie", "theurgie"), card("Éclair", "sort"),
                                   card("Armure", "objet", duration=("permanent", 0)))}
    fight(s, character(s, "A", "Héraut"), character(s, "B", "Rival"))
    s.players["A"].hand = ["Théurgie", "Éclair"]
    s.players["A"].discard = ["Armure"]
    return s


def call(state, step, choose):
    banner = card("Bannière", "objet", effects=({**step},))
    owner = state.fighters["A"]
    in_play = CardInPlay(banner, owner.player, owner, state.next_seq(), state.turn, choices={"choose": choose})
    effects.run(effects.Ctx(state, owner, in_play, "Bannière"), banner.effects, "resolve")


def error(state, step, choose) -> str:
    with pytest.raises(UserError) as raised:
        call(state, step, choose)
    return raised.value.message


def test_the_called_card_waits_as_a_called_card_of_this_turn(state):
    call(state, {"call": 1}, "Théurgie")
    (called,) = state.called
    assert called.name == "Théurgie" and called.called and called.turn == state.turn
    assert state.players["A"].hand == ["Éclair"]


def test_more_cards_chosen_than_called(state):
    assert error(state, {"call": 1}, ["Théurgie", "Éclair"]) == \
        "Bannière appelle 1 carte, mais 2 sont choisies : Théurgie, Éclair"


def test_a_card_not_in_the_zone(state):
    assert error(state, {"call": 1}, "Armure") == \
        "Bannière appelle Armure depuis la zone main du joueur A, où elle n'est pas (Théurgie, Éclair)"
    state.players["A"].hand = []
    assert error(state, {"call": 1}, "Théurgie").endswith("depuis la zone main du joueur A, où elle n'est pas (vide)")


def test_a_card_of_another_type(state):
    assert error(state, {"call": 1, "type": "sort"}, "Théurgie") == \
        "Bannière ne peut pas appeler Théurgie : Théurgie n'est pas une carte de type sort"


def test_a_card_of_another_duration(state):
    assert error(state, {"call": 1, "from": "discard", "duration": "ephemeral"}, "Armure") == \
        "Bannière ne peut pas appeler Armure : Armure n'est pas ephemeral"


def test_call_card_of_an_unknown_card_or_of_the_wrong_type(state):
    owner = state.fighters["A"]
    with pytest.raises(UserError) as raised:
        call_card(state, owner, "Théurgi", "hand", "Bannière", None)
    assert raised.value.message == "Bannière appelle « Théurgi », qui n'est pas une carte connue"
    assert "Théurgie" in raised.value.hint                              # « vouliez-vous dire »
    with pytest.raises(UserError) as raised:
        call_card(state, owner, "Théurgie", "hand", "Bannière", "sort")
    assert raised.value.message == "Bannière ne peut appeler qu'une carte de type sort ; Théurgie est de type theurgie"


def test_call_true_calls_one_card(state):
    assert error(state, {"call": True}, ["Théurgie", "Éclair"]) == \
        "Bannière appelle 1 carte, mais 2 sont choisies : Théurgie, Éclair"
    call(state, {"call": True}, "Théurgie")
    assert [c.name for c in state.called] == ["Théurgie"]


# --- what the player chose against what the card allows (choose_called) --------------------------------------

def calling(state, step, choose, discarded=()) -> str:
    """Run the call step with ``discarded`` the cards the calling card has just discarded; return the error."""
    banner = card("Bannière", "objet", effects=({**step},))
    owner = state.fighters["A"]
    in_play = CardInPlay(banner, owner.player, owner, state.next_seq(), state.turn, choices={"choose": choose})
    ctx = effects.Ctx(state, owner, in_play, "Bannière", discarded=list(discarded))
    with pytest.raises(UserError) as raised:
        effects.run(ctx, banner.effects, "resolve")
    return raised.value.message


@pytest.mark.parametrize("count, choose, message", [
    (2, "Théurgie", "Bannière appelle 2 cartes, mais seulement 1 est choisie, alors que Éclair pourrait l'être aussi"),
    (3, "Théurgie", "Bannière appelle 3 cartes, mais seulement 1 est choisie, alors que Foudre, Éclair pourraient "
                    "l'être "
                    "aussi"),
    (2, [], "Bannière appelle 2 cartes, mais aucune n'est choisie, alors que Foudre, Théurgie, Éclair "
            "pourraient l'être aussi"),
])
def test_fewer_cards_chosen_than_called_while_others_fit(state, count, choose, message):
    if count == 3 or choose == []:
        state.cards["Foudre"] = card("Foudre", "sort")
        state.players["A"].hand.append("Foudre")
    assert calling(state, {"call": count}, choose) == message


@pytest.mark.parametrize("chosen, trace", [
    (["Théurgie"], "Bannière : seulement 1 carte sur 3 remplit les conditions dans la main"),
    (["Théurgie", "Rite"], "Bannière : seulement 2 cartes sur 3 remplissent les conditions dans la main"),
])
def test_fewer_cards_called_when_no_other_fits_is_traced(state, chosen, trace):
    """Only theurgies may be called: Éclair, a spell, does not fit, so calling fewer than 3 is right."""
    if "Rite" in chosen:
        state.cards["Rite"] = card("Rite", "theurgie")
        state.players["A"].hand.append("Rite")
    call(state, {"call": 3, "type": "theurgie"}, chosen)
    assert trace in [entry.text for entry in state.trace.entries]
    assert [c.name for c in state.called] == chosen


def test_a_card_the_character_cannot_play(state):
    state.cards["Éclair"] = card("Éclair", "sort", restrictions={"classes": ("Mage",)})
    assert calling(state, {"call": 1, "playable": True}, "Éclair") == \
        "Bannière ne peut pas appeler Éclair : Héraut ne peut pas jouer Éclair (elle demande classe Mage)"


def test_the_card_just_discarded_cannot_be_called_back_by_the_same_card(state):
    discarded = CardInPlay(state.cards["Éclair"], state.players["A"], state.fighters["A"], state.next_seq(),
                           state.turn)
    state.players["A"].hand = ["Théurgie"]
    state.players["A"].discard = ["Armure", "Éclair"]
    assert calling(state, {"call": 1, "from": "discard", "other_than_discarded": True}, "Éclair",
                   discarded=[discarded]) == \
        "Bannière ne peut pas rappeler Éclair : c'est la carte qu'elle vient de défausser (seules ses copies " \
        "peuvent être appelées)"


def test_call_true_with_no_card_fitting_says_none_of_one(state):
    """« Appelle un objet » (call: true) with none in hand: the trace counts 0 of 1, not of « True »."""
    call(state, {"call": True, "type": "objet"}, [])
    assert "Bannière : seulement 0 carte sur 1 remplit les conditions dans la main" in \
        [entry.text for entry in state.trace.entries]
