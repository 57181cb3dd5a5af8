"""Damage at its edges (rulings.games.eredan.damage), on plain objects: several static reductions and
preventions in play (a first one that does not apply never hides the next), a prevention carried by a card,
protections against damage of 0 or 1, the French of what is prevented, and the running totals (damage dealt,
healing received).

Blog, « Dégâts, pertes de PV et mort »; « Evanouissement » (protections); « Flammes du Phoenix » (elements).
"""

from __future__ import annotations

import pytest

from rulings.core.errors import UserError
from rulings.games.eredan import (
    damage,
    effects,  # noqa: F401  (installs the interpreter of static steps)
)
from tests.helpers import attach, card, character, rules_cited, run_card, texts_of, trace_of

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
    assert texts_of(state, "eredan.damage.element-prevention") == prevented


@pytest.mark.parametrize("spell, said", [(False, "de feu"), (True, "d'un sort de feu")])
def test_what_an_element_prevention_prevents_is_said(state, spell, said):
    target = character(state, "B", "Protégé", hp=10)
    attach(state, card("Pierre", "objet", effects=({"when": "static", "prevent_damage": "all", "element": "feu",
                                                    "target": "carrier"},)), target)
    damage.deal(state, target, 3, "magical", None, "Flammes", element="feu", spell=spell)
    assert texts_of(state, "eredan.damage.element-prevention") == [f"Pierre prévient les dégâts {said} de Flammes "
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
    assert texts_of(state, "eredan.damage.reduction") == ["Cible réduit de 2 les dégâts reçus par Cible : 2 → 0"]


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
    assert texts_of(state, "eredan.damage.prevented") == [said]


# --- runner: static steps of cards ------------------------------------------------------------------------

def test_a_static_step_of_a_card_covers_its_carrier_not_the_player_who_played_it(state, pair):
    alpha, beta = pair
    beta.base["defense"] = 2
    curse = card("Carapace", "sort", effects=({"when": "static", "reduce_damage": 2},))
    attach(state, curse, beta, by=alpha)              # played by Alpha, attached to its opponent
    assert damage.deal(state, beta, 5, "physical", alpha, "Coup") == 1       # 5 - defense 2 - 2
    assert damage.deal(state, alpha, 5, "physical", beta, "Riposte") == 4    # 5 - defense 1, no reduction
    assert ("eredan.damage.reduction", "Carapace réduit de 2 les dégâts reçus par Beta : 3 → 1") in trace_of(state)


def test_a_static_step_of_a_card_names_the_card_in_its_trace(state, pair):
    alpha, beta = pair
    character(state, "B", "Gamma", hp=20)
    shield = card("Égide", "objet", effects=({"when": "static", "reduce_damage": 1, "target": "team",
                                              "carrying": "Égide"},))
    attach(state, shield, beta)
    state.trace.entries.clear()
    assert damage.deal(state, beta, 5, "magical", alpha, "Sort") == 3        # 5 - spirit 1 - 1
    assert ("eredan.targets.carrying", "Égide : Gamma ne porte(nt) pas Égide, effet non appliqué") in trace_of(state)


# --- damage steps -------------------------------------------------------------------------------------------

def test_a_loss_of_hp_read_from_the_acting_character(state, pair):
    alpha, beta = pair
    alpha.markers["poison"] = 3
    run_card(state, card("Venin", effects=({"lose_hp": "self.markers.poison", "target": "opponent"},)), alpha)
    assert beta.hp == 17 and alpha.hp == 20


# --- triggers on damage ---------------------------------------------------------------------------------

BARREL = card("Baril", "objet", effects=(
    {"when": "damaged", "if": {"any": [{"damage": {"by": "opponent", "by_weapon": "poudre"}},
                                       {"damage": {"kind": "magical", "element": "feu"}}]},
     "damage": 3, "kind": "direct", "target": "carrier"},))


def test_damage_trigger_reads_the_dealer_s_weapon_and_the_element(state, bare_pair):
    alpha, beta = bare_pair
    attach(state, BARREL, alpha)
    damage.deal(state, alpha, 2, "physical", beta, "attaque")               # no powder weapon
    assert alpha.hp == 18
    attach(state, card("Pistolet", "objet", subtypes=("arme", "poudre")), beta)
    damage.deal(state, alpha, 2, "physical", beta, "attaque")
    assert alpha.hp == 13
    damage.deal(state, alpha, 1, "magical", alpha, "sort", element="feu")   # fire, whoever deals it
    assert alpha.hp == 9
    damage.deal(state, alpha, 0, "physical", beta, "attaque")               # no damage: no trigger
    assert alpha.hp == 9
    assert "eredan.damage.trigger" in rules_cited(state)


def test_damage_condition_is_checked_when_cards_load():
    effects.check_step({"when": "damaged", "if": {"damage": {"by": "ally"}}, "heal": 1}, "essai")
    with pytest.raises(UserError, match="damage s'écrit"):
        effects.check_step({"when": "damaged", "if": {"damage": {"by": "ennemi"}}, "heal": 1}, "essai")
    with pytest.raises(UserError, match="damage s'écrit"):
        effects.check_step({"when": "damaged", "if": {"damage": {"type": "feu"}}, "heal": 1}, "essai")


# --- prevention by element, reduction of the damage dealt, damage as a spell's -------------------------

def test_a_protection_against_fire_spells_prevents_only_them(state, bare_pair):
    alpha, beta = bare_pair
    attach(state, card("Pierre", "objet", effects=({"when": "static", "prevent_damage": "all", "element": "feu",
                                                    "spell": True, "target": "carrier"},)), alpha)
    assert damage.deal(state, alpha, 4, "magical", beta, "Flammes", element="feu", spell=True) == 0
    assert damage.deal(state, alpha, 4, "magical", beta, "Torche", element="feu", spell=False) == 4
    assert damage.deal(state, alpha, 4, "magical", beta, "Glace", element="eau", spell=True) == 4
    assert "eredan.damage.element-prevention" in rules_cited(state)


def test_flammes_damage_counts_as_a_spell_s(state, bare_pair):
    alpha, beta = bare_pair
    attach(state, card("Pierre", "objet", effects=({"when": "static", "prevent_damage": "all", "element": "feu",
                                                    "spell": True, "target": "carrier"},)), beta)
    beta.markers["poudre"] = 3
    flames = card("Flammes", "action", effects=({"damage": "target.markers.poudre", "kind": "magical",
                                                 "element": "feu", "as_spell": True, "target": "opponent"},))
    run_card(state, flames, alpha)
    assert beta.hp == 20


def test_reduce_damage_dealt_lowers_what_the_carrier_deals(state, bare_pair):
    alpha, beta = bare_pair
    attach(state, card("Perversion", "sort", effects=({"when": "static", "reduce_damage": 1, "dealt": True,
                                                       "target": "carrier"},)), alpha)
    assert damage.deal(state, beta, 5, "physical", alpha, "attaque") == 4
    assert damage.deal(state, alpha, 5, "physical", beta, "attaque") == 5


# --- damage dealt by a character (Solaris) ------------------------------------------------------------------

def test_damage_dealt_counts_the_cards_damage_to_opponents_only(state, bare_pair):
    alpha, beta = bare_pair
    flames = card("Flammes", "action", effects=({"damage": 2, "kind": "magical", "target": "all"},))
    run_card(state, flames, alpha)
    assert (alpha.hp, beta.hp) == (18, 18)
    assert alpha.dealt_turn == 2                       # the 2 to Beta, not the 2 it took itself
    ctx = effects.Ctx(state, alpha, None, "Solaris")
    assert effects.value(ctx, {"value": "self.dealt.turn", "divide": 2}) == 1
    assert "eredan.damage.dealt-by" in rules_cited(state)
