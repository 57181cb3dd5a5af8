"""A card called (« appelée », blog « Les cartes "appelées" et "clonées" », « Conversion ») that cannot be
called is the user's mistake: the French error names the calling card, the card, the zone and what is there.

Mutation testing found these messages unread: each test asserts the whole message.
"""

from __future__ import annotations

import pytest
from helpers import card, character, fight, game

from rulings.core.errors import UserError
from rulings.games.eredan import effects
from rulings.games.eredan.effects.card_steps import call_card
from rulings.games.eredan.model import CardInPlay


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
