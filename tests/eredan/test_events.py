"""Events and the steps that listen to them (rulings.games.eredan.events), on plain objects.

* ``fire``: what happens to one character (``damaged``, ``death``) reaches its abilities and the cards
  attached to it; the event's details (the damage taken) reach the step; nested answers are bounded and
  the error names every source that answers, abilities and cards;
* ``broadcast``: ``card_played`` reaches every *living* character's abilities and every card in play, but
  not the card just played;
* ``static_steps``: a dead character's static steps stop, and the living after it keep theirs.
"""

from __future__ import annotations

import pytest

from rulings.core.chance import Chance
from rulings.core.errors import BudgetExceeded
from rulings.games.eredan import (
    damage,
    effects,  # noqa: F401  (installs the interpreter that runs the steps)
    stats,
)
from rulings.games.eredan.events import Event, broadcast
from rulings.games.eredan.model import CardInPlay
from tests.helpers import attach, card, character, fight, in_play, texts_of

ANSWER = {"when": "damaged", "damage": 1, "kind": "direct", "target": "opponent"}


# --- fire ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("limit, counted, where", [(2, "2 effets", "(« damaged » de Miroir, auquel répond Reflet)"),
                                                   (1, "1 effet", "(« damaged » d'Écho, auquel répondent Écho, "
                                                                  "Riposte)")])
def test_the_budget_error_names_the_sources_of_the_event_past_the_limit(state, limit, counted, where):
    a = character(state, "A", "Écho", abilities=(ANSWER,), hp=1000)
    b = character(state, "B", "Miroir", hp=1000)
    attach(state, card("Riposte", "objet", effects=(ANSWER,)), a)
    attach(state, card("Reflet", "objet", effects=(ANSWER,)), b)
    state.fighters = {"A": a, "B": b}
    state.reaction_limit = limit
    with pytest.raises(BudgetExceeded) as caught:
        damage.deal(state, b, 1, "direct", a, "premier coup")
    assert caught.value.message == (f"plus de {counted} réagissent les uns aux autres {where} : "
                                    "ce scénario ne finirait jamais")


def test_past_the_limit_a_character_nothing_answers_is_said_so(state):
    """The budget is already spent when a silent character is hit: nobody answers, and the message says so."""
    a = character(state, "A", "Muet", hp=10)
    state.reactions = state.reaction_limit
    with pytest.raises(BudgetExceeded) as caught:
        damage.deal(state, a, 1, "direct", None, "coup")
    assert "(« damaged » de Muet, auquel rien ne répond)" in caught.value.message, caught.value.message


@pytest.mark.parametrize("taken", [1, 4])
def test_an_ability_reacting_to_damage_reads_the_damage_taken(state, taken):
    """« Rend les PV perdus » as an ability: the heal is the amount the event carries."""
    a = character(state, "A", "Éponge", hp=10,
                  abilities=({"when": "damaged", "heal": "self.damage", "target": "self"},))
    damage.deal(state, a, taken, "direct", None, "coup")
    assert a.hp == 10
    assert a.healed == taken


# --- broadcast ----------------------------------------------------------------------------------------------

WATCH = {"when": "card_played", "stat": "attack", "add": 1, "target": "self"}


def attack_of(who) -> int:
    return stats.shown(who, "attack_min")


def _played(state, name: str, by) -> CardInPlay:
    played = in_play(state, card(name, "action"), by, turn=0, resolved=True, done=True)
    state.played.append(played)
    return played


def test_a_dead_characters_ability_does_not_hear_a_card_played(state):
    alive = character(state, "A", "Vivant", attack=(2, 2), abilities=(WATCH,))
    dead = character(state, "A", "Défunt", attack=(2, 2), abilities=(WATCH,))
    dead.dead = True
    broadcast(state, Event.CARD_PLAYED, {"card": _played(state, "Coup", alive)})
    assert attack_of(alive) == 3
    assert attack_of(dead) == 2


def test_a_card_in_play_hears_the_others_played_but_not_itself(state):
    who = character(state, "A", "Porteur", attack=(2, 2))
    listener = in_play(state, card("Guet", "objet", effects=(WATCH,)), who, carrier=who, resolved=True,
                       done=True)   # played this turn: its step applies now
    who.attached.append(listener)
    broadcast(state, Event.CARD_PLAYED, {"card": listener})
    assert attack_of(who) == 2, "a card does not hear its own play"
    broadcast(state, Event.CARD_PLAYED, {"card": _played(state, "Coup", who)})
    assert attack_of(who) == 3


# --- static_steps -------------------------------------------------------------------------------------------

def test_a_dead_characters_static_step_stops_and_the_next_ones_still_count(state):
    """Two guardians reduce the damage of their team: the first is dead, the second still protects."""
    guard = {"when": "static", "reduce_damage": 1, "target": "team"}
    first = character(state, "B", "Gardien mort", abilities=(guard,))
    character(state, "B", "Gardien", abilities=(guard,))
    target = character(state, "B", "Protégé", hp=10)
    first.dead = True
    assert damage.deal(state, target, 3, "direct", None, "coup") == 2


def test_a_card_carried_by_another_character_than_its_player_answers_for_its_carrier(state):
    """Played by Joueur onto Porteur: « target: carrier » is Porteur, whose attack rises, not the player's."""
    player, carrier = character(state, "A", "Joueur", attack=(2, 2)), character(state, "A", "Porteur", attack=(2, 2))
    step = {"when": "card_played", "stat": "attack", "add": 1, "target": "carrier"}
    listener = in_play(state, card("Guet", "objet", effects=(step,)), player, carrier=carrier, resolved=True, done=True)
    carrier.attached.append(listener)
    broadcast(state, Event.CARD_PLAYED, {"card": _played(state, "Coup", player)})
    assert (attack_of(player), attack_of(carrier)) == (2, 3)


# --- any_death: a card attached to the dead character ---------------------------------------------------------

def test_a_card_silent_at_its_bearer_s_death_leaves_the_other_cards_to_react(state):
    """eredan.effects.any-death, reading bearer-death-heard « bearer-not-healed »: the Kheper Alpha carries does not
    react to Alpha's death, the one Beta carries (listed after it) still heals Alpha."""
    state.chance = Chance(readings={"bearer-death-heard": "bearer-not-healed"},
                          fixed_readings=frozenset({"bearer-death-heard"}))
    heal = ({"when": "any_death", "each": True, "heal": 2, "target": "subject", "ignore_death": True},)
    alpha, beta = character(state, "A", "Alpha", hp=-1, max_hp=10), character(state, "B", "Beta")
    fight(state, alpha, beta)
    attach(state, card("Kheper", "theurgie", duration=("permanent", 0), effects=heal), alpha)
    attach(state, card("Kheper de Beta", "theurgie", duration=("permanent", 0), effects=heal), beta)
    damage.check_deaths(state, "fin du combat")
    assert (alpha.hp, alpha.healed) == (1, 2)
    assert texts_of(state, "eredan.effects.any-death")[1:] == ["Kheper ne réagit pas à la mort de son porteur, Alpha",
                                                              "Kheper de Beta réagit à la mort d'Alpha"]
