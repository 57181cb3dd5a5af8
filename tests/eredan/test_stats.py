"""Characteristics (rulings.games.eredan.stats) on plain engine objects.

Blog, « Modification de caractéristique, immunité et limitation »: +X/-X,
= Y (a new reference), division rounded down, values below 0 shown 0 but
remembered, limitation whose overflow is remembered, immunities.
"""

from __future__ import annotations

import pytest

from rulings.core.errors import BudgetExceeded
from rulings.games.eredan import effects, stats
from rulings.games.eredan.model import Modifier
from tests.helpers import attach, card, character, rules_cited


@pytest.fixture
def naya(state):
    return character(state, "B", "Naya", attack=(2, 4), defense=3, spirit=2)


def mod(state, who, stat, kind, amount, source=None, until="never", label="essai"):
    return stats.modify(state, who, stat, kind, amount, source, until, label)


# --- the fold ------------------------------------------------------------------------------

def test_no_modifier_gives_the_base(naya):
    assert stats.fold(naya, "defense") == (3, 3)
    assert stats.bonus(naya, "defense") == 0
    assert stats.attack_text(naya) == "2/4"


def test_add_accumulates(state, naya):
    mod(state, naya, "defense", "add", 2)
    mod(state, naya, "defense", "add", -1)
    assert stats.fold(naya, "defense") == (4, 3)
    assert stats.bonus(naya, "defense") == 1
    assert rules_cited(state) == ["eredan.stats.add", "eredan.stats.add"]


def test_set_is_a_new_reference(state, naya):
    mod(state, naya, "defense", "add", 4)
    mod(state, naya, "defense", "set", 2)
    assert stats.shown(naya, "defense") == 2, "= Y forgets earlier variations"
    mod(state, naya, "defense", "add", 1)
    assert stats.shown(naya, "defense") == 3
    assert "eredan.stats.set" in rules_cited(state)


def test_bonus_after_a_set_is_value_minus_base(state, naya):
    mod(state, naya, "attack_min", "set", 2)       # Parchemin petitbras: attaque min. fixée à 2
    assert stats.bonus(naya, "attack_min") == 0
    mod(state, naya, "spirit", "set", 6)
    assert stats.bonus(naya, "spirit") == 4
    mod(state, naya, "spirit", "add", -1)
    assert (stats.shown(naya, "spirit"), stats.bonus(naya, "spirit")) == (5, 3)


@pytest.mark.parametrize("start, scale, expected", [
    (7, (1, 2), 3),      # rounded down
    (3, (1, 2), 1),
    (3, (2, 1), 6),
    (0, (1, 3), 0),
])
def test_scale_rounds_down(state, start, scale, expected):
    who = character(state, "A", "Essai", defense=start)
    mod(state, who, "defense", "scale", scale)
    assert stats.shown(who, "defense") == expected


def test_scale_applies_to_the_current_value_then_is_a_reference(state, naya):
    mod(state, naya, "defense", "add", 4)          # 7
    mod(state, naya, "defense", "scale", (1, 2))   # 3
    mod(state, naya, "defense", "add", 1)          # 4
    assert stats.shown(naya, "defense") == 4


def test_base_replacement_keeps_bonuses(state, naya):
    mod(state, naya, "spirit", "add", 3)           # 2 + 3
    mod(state, naya, "spirit", "base", 6)          # Duel spirituel: new base 6, bonus kept
    assert stats.fold(naya, "spirit") == (9, 6)
    assert stats.bonus(naya, "spirit") == 3
    assert "eredan.stats.base-swap" in rules_cited(state)


def test_modifiers_of_other_stats_are_ignored(state, naya):
    mod(state, naya, "attack_max", "add", 5)
    assert stats.attack_text(naya) == "2/9"
    assert stats.shown(naya, "defense") == 3


def test_fold_reads_modifier_objects_in_order(naya):
    naya.mods = [Modifier("defense", "set", 5, None, "never", "a"), Modifier("defense", "add", -2, None, "never", "b")]
    assert stats.raw(naya, "defense") == 3
    naya.mods.reverse()
    assert stats.raw(naya, "defense") == 5


# --- below zero ------------------------------------------------------------------------------

def test_below_zero_is_shown_zero_and_remembered(state):
    naya = character(state, "B", "Naya", defense=1)
    mod(state, naya, "defense", "add", -2)           # Mâche l'âme with two other demons
    assert (stats.shown(naya, "defense"), stats.raw(naya, "defense")) == (0, -1)
    assert "eredan.stats.below-zero" in rules_cited(state)
    mod(state, naya, "defense", "add", 1)            # Voyage: back to 0, not 1
    assert (stats.shown(naya, "defense"), stats.raw(naya, "defense")) == (0, 0)
    mod(state, naya, "defense", "add", 1)
    assert stats.shown(naya, "defense") == 1


def test_a_set_forgets_the_negative_memory(state):
    naya = character(state, "B", "Naya", defense=1)
    mod(state, naya, "defense", "add", -5)
    mod(state, naya, "defense", "set", 2)
    assert stats.raw(naya, "defense") == 2


# --- limitation (Dame Yilith) ---------------------------------------------------------------------

def test_limitation_clamps_the_variation_and_remembers_the_overflow(state, naya):
    stats.add_limit(state, naya, 3, None, "end_of_combat", "Dame Yilith")
    mod(state, naya, "spirit", "add", 4)             # Pierre cristal: +4 limited to +3
    assert stats.shown(naya, "spirit") == 5
    assert stats.fold(naya, "spirit", limited=False)[0] == 6
    mod(state, naya, "spirit", "add", -1)            # Coup de barre: +4-1 = +3, not +2
    assert (stats.shown(naya, "spirit"), stats.bonus(naya, "spirit")) == (5, 3)
    assert "eredan.stats.limitation" in rules_cited(state)


def test_limitation_works_both_ways(state, naya):
    stats.add_limit(state, naya, 3, None, "never", "Dame Yilith")
    mod(state, naya, "attack_max", "add", -6)
    assert stats.shown(naya, "attack_max") == 1
    mod(state, naya, "attack_max", "add", 2)         # -6 + 2 = -4, still limited to -3
    assert stats.shown(naya, "attack_max") == 1
    mod(state, naya, "attack_max", "add", 2)         # -2
    assert stats.shown(naya, "attack_max") == 2


def test_a_set_is_the_new_reference_of_the_limitation(state, naya):
    stats.add_limit(state, naya, 3, None, "never", "Dame Yilith")
    mod(state, naya, "defense", "set", 8)            # a fixation is not a variation
    assert stats.shown(naya, "defense") == 8
    mod(state, naya, "defense", "add", 5)            # limited around the new reference
    assert stats.shown(naya, "defense") == 11


def test_the_smallest_limitation_applies_and_leaves_with_its_source(state, naya):
    first, second = object(), object()
    stats.add_limit(state, naya, 3, first, "leaves", "Dame Yilith")
    stats.add_limit(state, naya, 1, second, "leaves", "autre")
    mod(state, naya, "defense", "add", 4)
    assert stats.shown(naya, "defense") == 4
    stats.remove_from(naya, second)
    assert stats.shown(naya, "defense") == 6
    stats.remove_from(naya, first)
    assert stats.shown(naya, "defense") == 7


# --- immunities ---------------------------------------------------------------------------------------

def test_cannot_be_decreased_blocks_only_reductions(state, naya):
    stats.add_immunity(state, naya, "defense", "decrease", None, "never", "Armure")
    assert mod(state, naya, "defense", "add", -2) is False
    assert mod(state, naya, "defense", "add", 2) is True
    assert stats.shown(naya, "defense") == 5
    assert "eredan.stats.cannot-decrease" in rules_cited(state)


def test_cannot_be_decreased_does_not_block_a_set(state, naya):
    stats.add_immunity(state, naya, "defense", "decrease", None, "never", "Armure")
    assert mod(state, naya, "defense", "set", 1) is True
    assert stats.shown(naya, "defense") == 1


def test_cannot_be_modified_blocks_everything_but_a_base_change(state, naya):
    stats.add_immunity(state, naya, "spirit", "modify", None, "never", "Immunité")
    for kind, amount in (("add", 2), ("add", -2), ("set", 9), ("scale", (1, 2))):
        assert mod(state, naya, "spirit", kind, amount) is False, kind
    assert stats.shown(naya, "spirit") == 2
    assert mod(state, naya, "spirit", "base", 5) is True
    assert stats.shown(naya, "spirit") == 5
    assert rules_cited(state).count("eredan.stats.cannot-modify") == 5   # 1 given + 4 blocked


def test_immunity_is_per_characteristic(state, naya):
    stats.add_immunity(state, naya, "spirit", "modify", None, "never", "Immunité")
    assert mod(state, naya, "defense", "add", -1) is True


# --- how long modifications last ------------------------------------------------------------------------

def test_expire_and_remove_from(state, naya):
    card = object()
    mod(state, naya, "defense", "add", 1, until="end_of_combat")
    mod(state, naya, "defense", "add", 10, until="end_of_turn")
    mod(state, naya, "defense", "add", 100, source=card, until="leaves")
    assert stats.shown(naya, "defense") == 114
    stats.expire(naya, "end_of_combat")
    assert stats.shown(naya, "defense") == 113
    stats.remove_from(naya, card)
    assert stats.shown(naya, "defense") == 13
    stats.expire(naya, "end_of_turn")
    assert stats.shown(naya, "defense") == 3


def test_a_change_for_an_explicit_time_outlives_its_card(state, naya):
    card = object()
    mod(state, naya, "defense", "add", 2, source=card, until="end_of_turn")
    stats.remove_from(naya, card)
    assert stats.shown(naya, "defense") == 5


def test_every_modification_is_a_step_of_the_budget(state, naya):
    state.step_budget = 3
    for _ in range(3):
        mod(state, naya, "defense", "add", 1)
    with pytest.raises(BudgetExceeded, match="plus de 3 effets"):
        mod(state, naya, "defense", "add", 1)


def _mods(who, *mods):
    who.mods = [Modifier(stat, kind, amount, None, "never", "essai") for stat, kind, amount in mods]


def test_equal_to_a_characteristic_itself_equal_to_a_third_shows_the_third(state):
    """Porte-bonheur makes the attack min. equal to the attack max.; if that one is made equal to the defense, the
    attack min. shown is the defense too."""
    who = character(state, "A", "Alpha", attack=(1, 4), defense=6)
    _mods(who, ("attack_min", "equal", "attack_max"), ("attack_max", "equal", "defense"))
    assert (stats.shown(who, "attack_min"), stats.shown(who, "attack_max")) == (6, 6)


def test_a_loop_of_equal_to_stops_each_takes_the_next_ones_own_value(state):
    who = character(state, "A", "Alpha", attack=(1, 4))
    _mods(who, ("attack_min", "equal", "attack_max"), ("attack_max", "equal", "attack_min"))
    assert (stats.shown(who, "attack_min"), stats.shown(who, "attack_max")) == (4, 1)
    _mods(who, ("defense", "equal", "defense"))
    assert stats.shown(who, "defense") == 0


def test_a_scale_applies_to_the_limited_variation(state):
    """A variation limited to ±3 (Dame Yilith) then doubled: +5 counts as +3 before the doubling (4 + 3) × 2."""
    who = character(state, "A", "Alpha", attack=(1, 4))
    who.limits = [(3, None, "never")]
    _mods(who, ("attack_max", "add", 5), ("attack_max", "scale", (2, 1)))
    assert stats.shown(who, "attack_max") == 14


# --- copy_stat continuous -------------------------------------------------------------------------------

def test_attack_min_stays_equal_to_attack_max_even_beyond_a_limitation(state, bare_pair):
    alpha, _beta = bare_pair
    charm = attach(state, card("Charme", "objet"), alpha)
    effects.run(effects.Ctx(state, alpha, charm, "Charme"),
                [{"copy_stat": "attack_min", "from": "attack_max", "continuous": True}], "resolve")
    assert stats.attack_text(alpha) == "4/4"
    for stat in ("attack_min", "attack_max"):
        stats.modify(state, alpha, stat, "add", 5, None, "never", "bonus")
    assert stats.attack_text(alpha) == "9/9"
    stats.add_limit(state, alpha, 3, None, "end_of_combat", "Yilith")
    assert stats.attack_text(alpha) == "7/7"              # max 4+3; min follows it (+5 over its base)
    stats.remove_from(alpha, charm)
    assert stats.attack_text(alpha) == "5/7"
