"""The end of an Eredan turn (``turn.cleanup_turn``, ``turn.end_of_turn``), on plain objects: what the mutation
campaign found unpinned. Blog and wiki: a change « jusqu'à la fin du tour » ends with the turn, a change for the
combat ended before; a card « pendant N tours » counts turns from the one it was played; what a character healed
or dealt « ce tour-ci » starts again from 0."""

from __future__ import annotations

import pytest
from helpers import attach, card, character, game, rules_cited

from rulings.games.eredan import damage, stats, turn
from rulings.games.eredan.model import Modifier


@pytest.fixture
def state():
    return game()


def _texts(state, rule: str) -> list[str]:
    return [e.text for e in state.trace.entries if e.rule == rule]


def test_the_end_of_the_turn_ends_what_lasts_for_the_turn_or_the_combat_only(state):
    a = character(state, "A", "Alpha", attack=(2, 2))
    for amount, until in ((1, "end_of_combat"), (2, "end_of_turn"), (4, "never")):
        a.mods.append(Modifier("attack_min", "add", amount, None, until, "essai"))
    a.shields = [(("physical",), "bouclier du combat", "end_of_combat"), (("magical",), "bouclier du tour", "end_of_turn"),
                 (("direct",), "bouclier permanent", "never")]
    a.healed, a.healed_turn, a.dealt_combat, a.dealt_turn = 5, 3, 1, 4
    turn.cleanup_turn(state)
    assert [(m.amount, m.until) for m in a.mods] == [(4, "never")]
    assert stats.shown(a, "attack_min") == 6
    assert a.shields == [(("direct",), "bouclier permanent", "never")]
    assert (a.healed, a.healed_turn, a.dealt_turn) == (5, 0, 0)      # the total healed stays


def test_the_end_of_the_combat_leaves_what_lasts_for_the_turn(state):
    a = character(state, "A", "Alpha")
    a.mods = [Modifier("defense", "add", 1, None, "end_of_combat", "x"), Modifier("defense", "add", 2, None,
                                                                                    "end_of_turn", "y")]
    a.shields = [(("physical",), "x", "end_of_combat"), (("magical",), "y", "end_of_turn")]
    stats.expire(a, "end_of_combat")
    damage.expire_shields(a, "end_of_combat")
    assert [m.until for m in a.mods] == ["end_of_turn"] and [s[2] for s in a.shields] == ["end_of_turn"]
    with pytest.raises(KeyError):           # a moment that is not an end: a programming error, not a silent no-op
        stats.expire(a, "end_of_tour")


def test_a_card_for_n_turns_counts_the_turns_since_it_was_played_not_the_combats(state):
    a = character(state, "A", "Alpha")
    curse = attach(state, card("Malédiction", "sort", duration=("turns", 2)), a)
    curse.turn, curse.combats = 1, 0          # played in turn 1; no combat counted on it
    state.turn = 1
    turn.cleanup_turn(state)
    assert curse.in_play                      # 1 turn of 2
    state.turn = 2
    turn.cleanup_turn(state)
    assert not curse.in_play
    assert _texts(state, "eredan.duration.turns") == ["Malédiction : durée de 2 tours écoulée"]


def test_a_card_for_n_combats_counts_its_combats(state):
    a = character(state, "A", "Alpha")
    shield = attach(state, card("Garde", "sort", duration=("combats", 2)), a)
    shield.turn, shield.combats, state.turn = 1, 1, 5
    turn.cleanup_turn(state)
    assert shield.in_play
    shield.combats = 2
    turn.cleanup_turn(state)
    assert not shield.in_play
    assert _texts(state, "eredan.duration.turns") == ["Garde : durée de 2 combats écoulée"]


def test_an_effect_for_the_turn_of_a_card_still_attached_says_it_ends(state):
    a = character(state, "A", "Alpha")
    ring = attach(state, card("Anneau", "objet", duration=("permanent", 0)), a)
    a.mods = [Modifier("spirit", "add", 1, ring, "end_of_turn", "Anneau"),
              Modifier("spirit", "add", 1, a, "end_of_turn", "capacité d'Alpha")]     # a character is no card
    turn.cleanup_turn(state)
    assert _texts(state, "eredan.duration.this-turn") == [
        "Alpha : l'effet d'Anneau cesse à la fin du tour, bien que la carte reste attachée"]


def test_an_ability_that_fires_at_the_end_of_the_turn_is_an_activation(state):
    a = character(state, "A", "Alpha", hp=10, abilities=({"when": "end_of_turn", "heal": 1, "target": "self"},))
    a.hp = 8
    state.fighters = {"A": a, "B": character(state, "B", "Beta")}
    turn.end_of_turn(state)
    assert state.activations == ["capacité d'Alpha"]
    assert a.hp == 9 and "eredan.turn.end-effects" in rules_cited(state)
