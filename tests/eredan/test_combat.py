"""The combat of an Eredan turn (``rulings.games.eredan.turn``), on plain objects: who makes a physical attack (a
pure mage who cast a damaging spell does not, a dead fighter does not), what an attack rolls, what an order and a
marauder give the fighters, and a fight naming a character of the wrong player."""

from __future__ import annotations

import pytest

from rulings.games.eredan import stats, turn
from rulings.games.eredan.model import CardInPlay, Phase
from tests.helpers import card, character, fight, game, rules_cited, texts_of, trace_of


@pytest.mark.parametrize("step, attacks", [
    ({"damage": 2}, False),                           # a spell's damage is magical unless it says otherwise
    ({"damage": 2, "kind": "magical"}, False),
    ({"damage": 2, "kind": "direct"}, True),           # not a damaging spell in the sense of the rule
])
def test_a_pure_mage_who_cast_a_damaging_spell_does_not_attack(step, attacks):
    """Blog: a pure mage who cast a damage spell this turn makes no physical attack (eredan.combat.mage-no-attack)."""
    state = game({"T1:Mage": 3, "T1:Rival": 2})
    mage = character(state, "A", "Mage", classes=("Mage",))
    rival = character(state, "B", "Rival", hp=20)
    fight(state, mage, rival)
    spell = card("Trait", "sort", effects=(step,))
    state.played.append(CardInPlay(spell, mage.player, mage, state.next_seq(), 1, resolved=True, done=True))
    turn.physical_attacks(state)
    assert ("eredan.combat.mage-no-attack" in rules_cited(state)) is not attacks
    rolls = [text for rule, text in trace_of(state) if rule == "eredan.combat.attack-roll" and text.startswith("Mage")]
    assert rolls == (["Mage attaque à 3 (entre 2 et 4)"] if attacks else [])


def test_a_dead_fighter_does_not_attack_but_the_other_still_does(state):
    """Blog: a dead character does nothing more; its opponent's physical attack happens all the same."""
    a = character(state, "A", "Alpha", attack=(2, 4))
    b = character(state, "B", "Beta", attack=(1, 3), hp=10)
    a.dead, a.hp = True, 0
    state.fighters = {"A": a, "B": b}
    state.chance.fixed = {"T1:Beta": 3}
    turn.physical_attacks(state)
    assert state.chance.picks == [("l'attaque de Beta", 3)]
    assert texts_of(state, "eredan.combat.attack-roll") == ["Beta attaque à 3 (entre 1 et 3)"]


@pytest.mark.parametrize("attack, options", [((2, 4), [2, 3, 4]), ((3, 3), [3]), ((4, 2), [4])])
def test_an_attack_rolls_between_its_minimum_and_maximum(state, attack, options):
    """Each value of the attack range is a possible roll; a range whose maximum fell below its minimum rolls
    the minimum (the engine's reading: a characteristic modified below another)."""
    from rulings.core.errors import UserError

    a = character(state, "A", "Alpha", attack=attack)
    b = character(state, "B", "Beta", attack=(0, 0))
    state.fighters = {"A": a, "B": b}
    for value in range(0, 7):
        trial = game({"T1:Alpha": value, "T1:Beta": 0})
        trial.players, trial.fighters = state.players, state.fighters
        try:
            turn.physical_attacks(trial)
            accepted = True
        except UserError:
            accepted = False
        assert accepted is (value in options), value


def _with(who, **fields):
    import dataclasses

    who.definition = dataclasses.replace(who.definition, **fields)
    return who


def test_an_order_gives_its_chain_and_its_other_bonuses(state):
    """An order of the turn may give an enchaînement and a bonus at once: both are given (blog, ordres)."""
    from rulings.games.eredan.orders import give_order_bonus

    a = _with(character(state, "A", "Alpha", attack=(2, 3)), orders={1: {"chain": "any", "attack": 1}})
    state.fighters = {"A": a, "B": character(state, "B", "Beta")}
    state.phase = Phase.START_OF_TURN
    give_order_bonus(state, a, "ordre")
    assert a.chain_bonus == "any" and stats.shown(a, "attack_min") == 3
    assert texts_of(state, "eredan.turn.order-chain") == ["Alpha obtient un enchaînement après toute carte (ordre)"]
    b = _with(character(state, "B", "Gamma"), orders={1: {"chain": "sort"}})
    state.phase = Phase.RESOLUTION             # given by an effect once the cards are chosen: too late this turn
    give_order_bonus(state, b, "ordre")
    assert texts_of(state, "eredan.turn.order-chain")[-1] == ("Gamma obtient un enchaînement après une carte sort "
                                                            "(ordre) ; les cartes de ce tour sont déjà choisies, il ne "
                                                            "sert pas ce tour-ci")


@pytest.mark.parametrize("marauder, gained", [
    ({"vs": ["Mage"]}, {"attack_min": 1, "defense": 0}),                        # the default bonus: attack +1
    ({"vs": ["Mage"], "bonus": {"defense": 2}}, {"attack_min": 0, "defense": 2}),
    ({"vs": ["Combattant"]}, {"attack_min": 0, "defense": 0}),                  # its own class is not the opponent's
])
def test_a_marauder_gains_its_bonus_against_the_class_it_names(state, marauder, gained):
    from rulings.games.eredan.orders import order_and_marauder

    a = _with(character(state, "A", "Pillard", attack=(2, 2), classes=("Maraudeur", "Combattant")), marauder=marauder)
    b = character(state, "B", "Sage", classes=("Mage",))
    state.fighters = {"A": a, "B": b}
    order_and_marauder(state)
    assert {s: stats.bonus(a, s) for s in ("attack_min", "defense")} == gained


def test_a_fighter_that_is_not_the_players_character_is_refused(state):
    """Kept for safety (the case's preparation refuses it first): the fight names a character of each player."""
    from rulings.core.errors import UserError

    character(state, "A", "Alpha"), character(state, "B", "Beta")
    with pytest.raises(UserError) as caught:
        turn.choose_fighters(state, {"A": "Alpha", "B": "Alpha"})
    assert caught.value.message == "tour 1 : Alpha n'est pas un personnage du joueur B"
