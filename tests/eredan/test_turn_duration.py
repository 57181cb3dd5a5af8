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
from rulings.games.eredan import damage, effects, stats, turn
from rulings.games.eredan.model import CardInPlay, Modifier
from rulings.games.eredan.turn import (
    cleanup_turn,
    discard_phase,
    draw,
    end_of_combat,
    hand_size,
)
from tests.helpers import attach, card, character, fight, rules_cited, texts_of

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


def test_discard_attached_takes_the_last_matching_card_even_played_this_turn(state):
    alpha = character(state, "A", "Alpha")
    beta = character(state, "B", "Beta")
    fight(state, alpha, beta)
    first = attach(state, card("Épée", "objet", subtypes=("arme",), duration=("permanent", 0)), alpha)
    attach(state, card("Cuirasse", "objet", subtypes=("armure",), duration=("permanent", 0)), alpha)
    second = attach(state, card("Dague", "objet", subtypes=("arme",), duration=("permanent", 0)), alpha)
    second.turn = state.turn   # played and resolved this very turn
    breaker = card("Brise", effects=({"discard_attached": True, "subtype": "arme", "which": "last",
                                      "target": "opponent"},))
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


def test_the_end_of_the_turn_ends_what_lasts_for_the_turn_or_the_combat_only(state):
    a = character(state, "A", "Alpha", attack=(2, 2))
    for amount, until in ((1, "end_of_combat"), (2, "end_of_turn"), (4, "never")):
        a.mods.append(Modifier("attack_min", "add", amount, None, until, "essai"))
    a.shields = [(("physical",), "bouclier du "
                                 "combat", "end_of_combat"), (("magical",), "bouclier du tour", "end_of_turn"),
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
    assert texts_of(state, "eredan.duration.turns") == ["Malédiction : durée de 2 tours écoulée"]


def test_a_card_for_n_combats_counts_its_combats(state):
    a = character(state, "A", "Alpha")
    shield = attach(state, card("Garde", "sort", duration=("combats", 2)), a)
    shield.turn, shield.combats, state.turn = 1, 1, 5
    turn.cleanup_turn(state)
    assert shield.in_play
    shield.combats = 2
    turn.cleanup_turn(state)
    assert not shield.in_play
    assert texts_of(state, "eredan.duration.turns") == ["Garde : durée de 2 combats écoulée"]


def test_an_effect_for_the_turn_of_a_card_still_attached_says_it_ends(state):
    a = character(state, "A", "Alpha")
    ring = attach(state, card("Anneau", "objet", duration=("permanent", 0)), a)
    a.mods = [Modifier("spirit", "add", 1, ring, "end_of_turn", "Anneau"),
              Modifier("spirit", "add", 1, a, "end_of_turn", "capacité d'Alpha")]     # a character is no card
    turn.cleanup_turn(state)
    assert texts_of(state, "eredan.duration.this-turn") == [
        "Alpha : l'effet d'Anneau cesse à la fin du tour, bien que la carte reste attachée"]


def test_an_ability_that_fires_at_the_end_of_the_turn_is_an_activation(state):
    a = character(state, "A", "Alpha", hp=10, abilities=({"when": "end_of_turn", "heal": 1, "target": "self"},))
    a.hp = 8
    state.fighters = {"A": a, "B": character(state, "B", "Beta")}
    turn.end_of_turn(state)
    assert state.activations == ["capacité d'Alpha"]
    assert a.hp == 9 and "eredan.turn.end-effects" in rules_cited(state)


def test_a_player_without_a_detailed_hand_does_not_spare_the_other_its_discard(state):
    """The discard phase checks each player: A's hand is not detailed, B's is above its size (5 cards)."""
    from rulings.core.errors import UserError

    state.players["A"].hand = None
    state.players["B"].hand = ["Frappe"] * 7
    with pytest.raises(UserError) as caught:
        turn.discard_phase(state, {})
    assert caught.value.message == ("tour 1 : le joueur B a encore 7 cartes et doit en défausser 2 de plus ; dites "
                                    "lesquelles avec « discard: »")


def test_the_cards_discarded_are_named_in_french(state):
    state.players["A"].hand = ["Frappe", "Parade", "Éclair"]
    state.players["B"].hand = []
    turn.discard_phase(state, {"A": ["Frappe", "Éclair"]})
    assert state.players["A"].hand == ["Parade"] and state.players["A"].discard == ["Frappe", "Éclair"]
    assert texts_of(state, "eredan.turn.discard") == ["le joueur A se défausse de Frappe et Éclair"]


def test_an_end_of_combat_card_of_a_fighter_fires_after_one_on_a_character_not_fighting(state):
    """« À chaque combat » : a card attached earlier to a character who does not fight stays silent; the next
    card, on a fighter, still fires."""
    a, idle = character(state, "A", "Alpha"), character(state, "A", "Repos")
    b = character(state, "B", "Beta")
    state.fighters, state.turn = {"A": a, "B": b}, 2
    step = {"when": "end_of_combat", "each": True, "heal": 1, "target": "carrier"}
    first = attach(state, card("Veille", "objet", effects=(step,)), idle)
    second = attach(state, card("Garde", "objet", effects=(step,)), a)
    first.turn = second.turn = 1
    a.hp = idle.hp = 5
    turn.end_of_combat(state)
    assert state.activations == ["Garde"] and (a.hp, idle.hp) == (6, 5)


def test_the_end_of_the_combat_ends_the_fighters_order_chain_and_combat_counts(state):
    """After the combat: the fighters go back tapped, their order bonus and enchaînement are over, what they dealt
    « pendant le combat » starts again from 0 (what they dealt this turn stays)."""
    a, b = character(state, "A", "Alpha"), character(state, "B", "Beta")
    state.fighters = {"A": a, "B": b}
    a.order_active, a.chain_bonus, a.dealt_combat, a.dealt_turn = True, "sort", 3, 3
    turn.end_of_combat(state)
    assert (a.order_active, a.chain_bonus, a.dealt_combat, a.dealt_turn) == (False, None, 0, 3)
    assert a.tapped and b.tapped


@pytest.mark.parametrize("key, value", [("class", "Mage"), ("race", "Humain"), ("guild", "Kotoba")])
def test_a_start_of_turn_ability_with_a_condition_on_the_lineup_says_it_holds_for_the_turn(state, key, value):
    """Blog: an ability checked at the start of the turn on the line-up (« si vous avez un Mage… ») gives its
    bonus until the end of the turn, even if the condition stops holding."""
    step = {"when": "start_of_turn", "stat": "defense", "add": 1, "target": "team", key: value}
    a = character(state, "A", "Alpha", abilities=(step,), classes=("Mage",), races=("Humain",), guilds=("Kotoba",))
    character(state, "B", "Beta")
    turn.start_of_turn(state)
    assert texts_of(state, "eredan.turn.lineup-check") == [
        "condition de la capacité d'Alpha vérifiée au début du tour : le bonus vaut jusqu'à la fin du tour, même si "
        "elle cesse d'être remplie"]
    assert stats.bonus(a, "defense") == 1
