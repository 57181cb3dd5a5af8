"""Turn phases and card durations on plain objects.

Blog, « déroulement du tour avancé » (Parties 1 to 3) and « Permanent,
temporaire et éphemere »: a static ``hand_size`` (Haine) sets the hand for the
draw and the discard; ``discard_attached`` can discard a card attached this
very turn; a timed effect without « à chaque » fires only in the turn its card
was played; an effect limited to « le tour où cette carte est jouée » ends with
the turn although the card stays attached.
"""

from __future__ import annotations

import pytest

from rulings.core.errors import UserError
from rulings.games.eredan import effects, stats
from rulings.games.eredan.model import CardInPlay
from rulings.games.eredan.turn import (
    cleanup_turn,
    discard_phase,
    draw,
    end_of_combat,
    hand_size,
)
from tests.helpers import attach, card, character, fight, rules_cited

HAINE = ({"when": "static", "hand_size": 4},)


# --- hand size (Haine) ----------------------------------------------------------------

def test_hand_size_is_five_by_default(state):
    character(state, "A", "Alpha")
    assert hand_size(state, state.players["A"]) == 5


def test_living_haine_limits_both_hands_to_four(state):
    character(state, "A", "Alpha")
    character(state, "B", "Haine", abilities=HAINE)
    for name in ("A", "B"):
        player = state.players[name]
        player.hand, player.deck = ["x"], ["c1", "c2", "c3", "c4", "c5"]
        draw(state, player)
        assert len(player.hand) == 4
    assert "eredan.turn.hand-size" in rules_cited(state)


def test_dead_haine_no_longer_limits(state):
    character(state, "A", "Alpha")
    haine = character(state, "B", "Haine", abilities=HAINE)
    haine.dead = True
    assert hand_size(state, state.players["A"]) == 5


def test_hand_size_for_one_side_only(state):
    character(state, "A", "Alpha", abilities=({"when": "static", "hand_size": 6, "players": "mine"},))
    character(state, "B", "Beta")
    assert hand_size(state, state.players["A"]) == 6
    assert hand_size(state, state.players["B"]) == 5


def test_discard_phase_follows_the_hand_size(state):
    character(state, "A", "Alpha")
    character(state, "B", "Haine", abilities=HAINE)
    state.players["A"].hand = ["c1", "c2", "c3", "c4", "c5"]
    with pytest.raises(UserError, match="doit en défausser 1 de plus"):
        discard_phase(state, {})
    discard_phase(state, {"A": ["c5"]})
    assert state.players["A"].hand == ["c1", "c2", "c3", "c4"]


# --- discard_attached ------------------------------------------------------------------

def _resolve(state, owner, definition):
    played = CardInPlay(definition, owner.player, owner, state.next_seq(), state.turn)
    effects.run(effects.Ctx(state, owner, played, definition.name), definition.effects, "resolve")


def test_discard_attached_takes_the_last_matching_card(state):
    alpha = character(state, "A", "Alpha")
    beta = character(state, "B", "Beta")
    fight(state, alpha, beta)
    first = attach(state, card("Épée", "objet", subtypes=("arme",), duration=("permanent", 0)), alpha)
    attach(state, card("Cuirasse", "objet", subtypes=("armure",), duration=("permanent", 0)), alpha)
    second = attach(state, card("Dague", "objet", subtypes=("arme",), duration=("permanent", 0)), alpha)
    second.turn = state.turn   # played and resolved this very turn
    breaker = card("Brise", effects=({"discard_attached": True, "subtype": "arme", "target": "opponent"},))
    _resolve(state, beta, breaker)
    assert [c.name for c in alpha.attached] == ["Épée", "Cuirasse"]
    assert state.players["A"].discard == ["Dague"]
    assert first.in_play and not second.in_play
    assert "eredan.resolve.discard-attached" in rules_cited(state)


def test_discard_attached_all_and_by_name(state):
    alpha = character(state, "A", "Alpha")
    beta = character(state, "B", "Beta")
    fight(state, alpha, beta)
    for name in ("Épée", "Dague", "Épée"):
        attach(state, card(name, "objet", subtypes=("arme",), duration=("permanent", 0)), alpha)
    _resolve(state, beta, card("Brise", effects=({"discard_attached": "Épée", "which": "all",
                                                  "target": "opponent"},)))
    assert [c.name for c in alpha.attached] == ["Dague"]
    assert state.players["A"].discard == ["Épée", "Épée"]


def test_discard_attached_removes_the_card_effects(state):
    alpha = character(state, "A", "Alpha", attack=(2, 4))
    beta = character(state, "B", "Beta")
    fight(state, alpha, beta)
    sword = card("Épée", "objet", subtypes=("arme",), duration=("permanent", 0),
                 effects=({"stat": "attack", "add": 2},))
    held = attach(state, sword, alpha)
    stats.modify(state, alpha, "attack_min", "add", 2, held, "leaves", "Épée")
    _resolve(state, beta, card("Brise", effects=({"discard_attached": True, "target": "opponent"},)))
    assert stats.shown(alpha, "attack_min") == 2


# --- « à chaque » and « le tour où cette carte est jouée » --------------------------------

def test_timed_effect_without_each_fires_only_the_turn_played(state):
    alpha = character(state, "A", "Alpha")
    beta = character(state, "B", "Beta", hp=10)
    fight(state, alpha, beta)
    corruption = card("Corruption", "sort", duration=("permanent", 0),
                      effects=({"when": "end_of_combat", "damage": 1, "kind": "direct", "target": "carrier"},))
    attach(state, corruption, beta, by=alpha)   # attached in an earlier turn (turn 0)
    end_of_combat(state)
    assert beta.hp == 10
    assert "eredan.duration.each" in rules_cited(state)


def test_timed_effect_with_each_fires_every_combat(state):
    alpha = character(state, "A", "Alpha")
    beta = character(state, "B", "Beta", hp=10)
    fight(state, alpha, beta)
    curse = card("Malédiction", "sort", duration=("permanent", 0),
                 effects=({"when": "end_of_combat", "each": True, "damage": 1, "kind": "direct",
                           "target": "carrier"},))
    attach(state, curse, beta, by=alpha)
    end_of_combat(state)
    assert beta.hp == 9


def test_this_turn_effect_ends_although_the_card_stays(state):
    alpha = character(state, "A", "Alpha", attack=(4, 4))
    beta = character(state, "B", "Beta")
    fight(state, alpha, beta)
    fu = attach(state, card("Fu", duration=("turns", 3)), alpha, by=beta)
    fu.turn = state.turn
    stats.modify(state, alpha, "attack_min", "add", -2, fu, "end_of_turn", "Fu")
    assert stats.shown(alpha, "attack_min") == 2
    cleanup_turn(state)
    assert stats.shown(alpha, "attack_min") == 4
    assert [c.name for c in alpha.attached] == ["Fu"]
    assert "eredan.duration.this-turn" in rules_cited(state)
