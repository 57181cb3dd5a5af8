"""Damage at its edges (rulings.games.eredan.damage), on plain objects: several static reductions and
preventions in play (a first one that does not apply never hides the next), a prevention carried by a card,
protections against damage of 0 or 1, the French of what is prevented, and the running totals (damage dealt,
healing received).

Blog, « Dégâts, pertes de PV et mort »; « Evanouissement » (protections); « Flammes du Phoenix » (elements).
"""

from __future__ import annotations

import pytest

from rulings.games.eredan import (
    damage,
    effects,  # noqa: F401  (installs the interpreter of static steps)
)
from tests.helpers import attach, card, character, trace_of


def texts(state, rule: str) -> list[str]:
    return [text for r, text in trace_of(state) if r == rule]


# --- several static steps: the first that does not apply does not stop the search ---------------------------

@pytest.mark.parametrize("first", [{"kinds": ["magical"]}, {"element": "feu"}])
def test_a_reduction_that_does_not_apply_leaves_the_next_one(state, first):
    target = character(state, "B", "Protégé", hp=10, abilities=(
        {"when": "static", "reduce_damage": 2, **first}, {"when": "static", "reduce_damage": 1}))
    assert damage.deal(state, target, 3, "direct", None, "coup", element="eau") == 2


@pytest.mark.parametrize("first", [{"prevent_damage": ["magical"]}, {"prevent_damage": "all", "element": "feu"},
                                   {"prevent_damage": "all", "spell": True}])
def test_a_prevention_that_does_not_apply_leaves_the_next_one(state, first):
    target = character(state, "B", "Protégé", hp=10, abilities=(
        {"when": "static", **first}, {"when": "static", "prevent_damage": "all"}))
    assert damage.deal(state, target, 3, "direct", None, "coup", element="eau") == 0
    assert target.hp == 10


def test_prevent_damage_true_prevents_every_kind(state):
    target = character(state, "B", "Protégé", hp=10, abilities=({"when": "static", "prevent_damage": True},))
    for kind in ("physical", "magical", "direct"):
        assert damage.deal(state, target, 3, kind, None, "coup") == 0
    assert target.hp == 10


def test_a_prevention_on_a_card_protects_the_character_carrying_it_not_the_one_who_played_it(state):
    """Y plays the card on X: « target: carrier » is X."""
    x = character(state, "B", "Porteur", hp=10)
    y = character(state, "B", "Lanceur", hp=10)
    attach(state, card("Égide", "objet", effects=({"when": "static", "prevent_damage": "all", "target": "carrier"},)),
           x, by=y)
    assert damage.deal(state, x, 3, "direct", None, "coup") == 0
    assert damage.deal(state, y, 3, "direct", None, "coup") == 3


@pytest.mark.parametrize("amount, taken, prevented", [(0, 0, []), (1, 0, ["Égide prévient les dégâts directs de coup "
                                                                            "à Protégé"])])
def test_a_prevention_against_damage_of_0_and_1(state, amount, taken, prevented):
    """No damage, nothing to prevent (no trace); damage of 1 is prevented."""
    target = character(state, "B", "Protégé", hp=10)
    attach(state, card("Égide", "objet", effects=({"when": "static", "prevent_damage": "all", "target": "carrier"},)),
           target)
    assert damage.deal(state, target, amount, "direct", None, "coup") == taken
    assert texts(state, "eredan.damage.element-prevention") == prevented


@pytest.mark.parametrize("spell, said", [(False, "de feu"), (True, "d'un sort de feu")])
def test_what_an_element_prevention_prevents_is_said(state, spell, said):
    target = character(state, "B", "Protégé", hp=10)
    attach(state, card("Pierre", "objet", effects=({"when": "static", "prevent_damage": "all", "element": "feu",
                                                    "target": "carrier"},)), target)
    damage.deal(state, target, 3, "magical", None, "Flammes", element="feu", spell=spell)
    assert texts(state, "eredan.damage.element-prevention") == [f"Pierre prévient les dégâts {said} de Flammes "
                                                                "à Protégé"]


# --- amounts --------------------------------------------------------------------------------------------------

def test_direct_damage_of_0_takes_nothing(state):
    target = character(state, "B", "Cible", hp=10)
    assert damage.deal(state, target, 0, "direct", None, "coup") == 0
    assert target.hp == 10


def test_reductions_stop_once_the_damage_is_0(state):
    """The first reduction brings 2 to 0: the second is not traced, and the damage dealt is 0."""
    target = character(state, "B", "Cible", hp=10, abilities=(
        {"when": "static", "reduce_damage": 2}, {"when": "static", "reduce_damage": 1}))
    assert damage.deal(state, target, 2, "direct", None, "coup") == 0
    assert texts(state, "eredan.damage.reduction") == ["Cible réduit de 2 les dégâts reçus par Cible : 2 → 0"]


def test_damage_dealt_and_healing_received_add_up(state):
    dealer = character(state, "A", "Frappeur", hp=10)
    target = character(state, "B", "Cible", hp=10)
    damage.deal(state, target, 2, "direct", dealer, "coup")
    damage.deal(state, target, 3, "direct", dealer, "coup")
    assert (dealer.dealt_combat, dealer.dealt_turn) == (5, 5)
    damage.heal(state, target, 1, "soin")
    damage.heal(state, target, 2, "soin")
    assert (target.healed, target.healed_turn, target.hp) == (3, 3, 8)


def test_a_card_healing_a_dead_character_brings_it_back(state):
    target = character(state, "B", "Cible", hp=0, max_hp=10)
    target.dead = True
    assert damage.heal(state, target, 4, "Résurrection", ignore_death=True) == 4
    assert target.dead is False and target.hp == 4


# --- protections given for a while (add_shield) ---------------------------------------------------------------

@pytest.mark.parametrize("kinds, until, said", [
    ((), "end_of_turn", "Cible ne subira aucun dégât ce tour-ci (Évanouissement)"),
    (("physical", "magical"), "end_of_combat", "Cible ne subira plus de dégâts physiques, magiques ce combat "
                                               "(Évanouissement)"),
])
def test_a_protection_says_what_it_prevents_and_until_when(state, kinds, until, said):
    target = character(state, "B", "Cible", hp=10)
    damage.add_shield(state, target, kinds, "Évanouissement", until)
    assert texts(state, "eredan.damage.prevented") == [said]
