"""Damage, loss of HP, healing, death and score (rulings.games.eredan.damage) on plain objects.

Blog, « Dégâts, pertes de PV et mort »: physical damage is reduced by the
defense, magical by the spirit, direct by nothing; reductions apply after;
a loss of HP is not damage (not reduced, not scored); the score of a player
is the damage their opponents took plus the healing their own characters got.
"""

from __future__ import annotations

import pytest

from rulings.core.chance import Chance
from rulings.games.eredan import (
    damage,
    effects,  # noqa: F401  (runs the abilities' steps: reductions, reactions)
    stats,
)
from tests.helpers import character, rules_cited, texts_of


@pytest.fixture
def pair(state):
    attacker = character(state, "A", "Attaquant", attack=(3, 5), defense=1, spirit=1, hp=10)
    defender = character(state, "B", "Défenseur", attack=(2, 2), defense=2, spirit=3, hp=10)
    return attacker, defender


# --- kinds of damage -------------------------------------------------------------------------

@pytest.mark.parametrize("kind, amount, taken, rule", [
    ("physical", 5, 3, "eredan.damage.physical"),   # 5 - defense 2
    ("magical", 5, 2, "eredan.damage.magical"),     # 5 - spirit 3
    ("direct", 5, 5, "eredan.damage.direct"),       # nothing resists
    ("physical", 1, 0, "eredan.damage.physical"),   # never below 0
    ("magical", 3, 0, "eredan.damage.magical"),
])
def test_damage_kinds(state, pair, kind, amount, taken, rule):
    attacker, defender = pair
    assert damage.deal(state, defender, amount, kind, attacker, "essai") == taken
    assert defender.hp == 10 - taken
    assert defender.damage_taken[kind] == taken
    assert sum(defender.damage_taken.values()) == taken
    assert attacker.dealt_combat == attacker.dealt_turn == taken
    assert rule in rules_cited(state)


def test_resistance_uses_the_value_shown(state, pair):
    attacker, defender = pair
    stats.modify(state, defender, "defense", "add", -5, None, "never", "malus")   # -3, shown 0
    assert damage.deal(state, defender, 4, "physical", attacker, "attaque") == 4


def test_damage_to_a_dead_character_is_ignored(state, pair):
    attacker, defender = pair
    defender.dead = True
    assert damage.deal(state, defender, 5, "direct", attacker, "essai") == 0
    assert defender.hp == 10
    assert "eredan.combat.dead" in rules_cited(state)


def test_ignore_death_still_hits_a_dead_character(state, pair):
    attacker, defender = pair
    defender.dead = True
    assert damage.deal(state, defender, 5, "direct", attacker, "essai", ignore_death=True) == 5
    assert "eredan.card-text-wins" in rules_cited(state)


# --- reductions -----------------------------------------------------------------------------------

def test_static_reduction_applies_after_the_resistance(state):
    attacker = character(state, "A", "Attaquant")
    defender = character(state, "B", "Protégé", spirit=1, hp=10,
                         abilities=({"when": "static", "reduce_damage": 2, "kinds": ["magical"]},))
    assert damage.deal(state, defender, 6, "magical", attacker, "sort") == 3      # 6 - 1 - 2
    assert damage.deal(state, defender, 6, "physical", attacker, "attaque") == 6  # not magical: no reduction
    assert "eredan.damage.reduction" in rules_cited(state)


def test_reductions_protect_the_team_and_stop_at_zero(state):
    attacker = character(state, "A", "Attaquant")
    character(state, "B", "Gardien", abilities=({"when": "static", "reduce_damage": 1, "target": "team"},))
    ally = character(state, "B", "Allié", hp=10)
    assert damage.deal(state, ally, 3, "direct", attacker, "essai") == 2
    assert damage.deal(state, ally, 1, "direct", attacker, "essai") == 0
    assert ally.hp == 8


def test_reduction_of_a_dead_character_no_longer_protects(state):
    attacker = character(state, "A", "Attaquant")
    guard = character(state, "B", "Gardien", abilities=({"when": "static", "reduce_damage": 1, "target": "team"},))
    ally = character(state, "B", "Allié", hp=10)
    guard.dead = True
    assert damage.deal(state, ally, 3, "direct", attacker, "essai") == 3


# --- loss of HP, healing, death, score -------------------------------------------------------------

def test_loss_of_hp_is_not_damage(state, pair):
    attacker, defender = pair
    damage.lose_hp(state, defender, 4, "Sevylath")
    assert defender.hp == 6
    assert defender.hp_lost == 4
    assert sum(defender.damage_taken.values()) == 0
    assert damage.score(state, "A") == 0, "a loss of HP is not counted in the score"
    assert "eredan.damage.hp-loss" in rules_cited(state)


def test_loss_of_hp_ignores_resistance_and_reductions(state):
    character(state, "B", "Gardien", abilities=({"when": "static", "reduce_damage": 5, "target": "team"},))
    victim = character(state, "B", "Victime", defense=9, spirit=9, hp=10)
    damage.lose_hp(state, victim, 3, "perte")
    assert victim.hp == 7


def test_heal_is_capped_by_max_hp_and_scored_for_the_healed_side(state, pair):
    attacker, defender = pair
    defender.hp = 7
    assert damage.heal(state, defender, 5, "soin") == 3
    assert defender.hp == 10 and defender.healed == 3
    assert damage.score(state, "B") == 3
    assert damage.score(state, "A") == 0


def test_a_dead_character_cannot_be_healed(state, pair):
    _attacker, defender = pair
    defender.dead, defender.hp = True, 0
    assert damage.heal(state, defender, 5, "soin") == 0
    assert defender.hp == 0 and defender.dead


def test_kill_is_not_scored(state, pair):
    _attacker, defender = pair
    damage.kill(state, defender, "Assassinat")
    assert defender.hp == 0
    assert damage.score(state, "A") == 0
    assert "eredan.damage.kill" in rules_cited(state)


def test_score_counts_damage_to_opponents_and_own_healing(state):
    a1 = character(state, "A", "A1", hp=10)
    a2 = character(state, "A", "A2", hp=10)
    b1 = character(state, "B", "B1", defense=1, hp=10)
    b2 = character(state, "B", "B2", spirit=2, hp=10)
    damage.deal(state, b1, 4, "physical", a1, "attaque")      # 3
    damage.deal(state, b2, 5, "magical", a2, "sort")          # 3
    damage.deal(state, b2, 2, "direct", a2, "direct")         # 2
    damage.deal(state, a1, 4, "direct", b1, "riposte")        # 4
    damage.lose_hp(state, a2, 2, "perte")                     # not scored
    damage.heal(state, a1, 1, "soin")                         # +1 for A
    assert damage.score(state, "A") == 3 + 3 + 2 + 1
    assert damage.score(state, "B") == 4


def test_deaths_happen_only_when_checked(state, pair):
    attacker, defender = pair
    damage.deal(state, defender, 20, "direct", attacker, "essai")
    assert defender.hp == -10 and not defender.dead
    died = damage.check_deaths(state, "fin du combat")
    assert died == [defender] and defender.dead
    assert state.deaths == ["Défenseur"]
    assert damage.check_deaths(state, "fin du tour") == []
    assert "eredan.combat.death" in rules_cited(state)


def test_damaged_reactions_are_bounded(state):
    from rulings.core.errors import BudgetExceeded

    answer = {"when": "damaged", "damage": 1, "kind": "direct", "target": "opponent"}
    a = character(state, "A", "Écho", abilities=(answer,), hp=1000)
    b = character(state, "B", "Miroir", abilities=(answer,), hp=1000)
    state.fighters = {"A": a, "B": b}
    with pytest.raises(BudgetExceeded, match="réagissent les uns aux autres"):
        damage.deal(state, b, 1, "direct", a, "premier coup")
    assert state.reactions == 0, "the nesting counter is restored after the error"


def test_reactions_stop_past_the_limit_naming_who_answers(state):
    """With a limit of 3, the first blow and 3 nested answers are dealt; the 4th answer is refused, and the error
    names the event, the character it happens to and what answers it."""
    from rulings.core.errors import BudgetExceeded

    answer = {"when": "damaged", "damage": 1, "kind": "direct", "target": "opponent"}
    a = character(state, "A", "Écho", abilities=(answer,), hp=1000)
    b = character(state, "B", "Miroir", abilities=(answer,), hp=1000)
    state.fighters = {"A": a, "B": b}
    state.reaction_limit = 3
    with pytest.raises(BudgetExceeded) as caught:
        damage.deal(state, b, 1, "direct", a, "premier coup")
    assert (1000 - a.hp) + (1000 - b.hp) == 1 + 3
    assert caught.value.message == ("plus de 3 effets réagissent les uns aux autres (« damaged » d'Écho, auquel "
                                 "répond Écho) : ce scénario ne finirait jamais")


def test_a_character_spared_at_0_hp_at_the_end_of_the_turn_leaves_the_next_ones_to_die(state):
    """eredan.combat.death, reading death-threshold-at-turn-end « below-zero-at-end-of-turn »: the character at 0 HP
    is spared, the one after it at -1 HP still dies."""
    state.chance = Chance(readings={"death-threshold-at-turn-end": "below-zero-at-end-of-turn"},
                          fixed_readings=frozenset({"death-threshold-at-turn-end"}))
    spared = character(state, "A", "Épargné", hp=0, max_hp=10)
    doomed = character(state, "B", "Condamné", hp=-1, max_hp=10)
    assert damage.check_deaths(state, "fin du tour") == [doomed]
    assert (spared.dead, doomed.dead, state.deaths) == (False, True, ["Condamné"])
    assert texts_of(state, "eredan.combat.death")[1:] == [
        "Épargné est à 0 PV à la fin du tour : il ne meurt qu'en dessous de 0",
        "Condamné meurt (fin du tour, PV -1)"]
