"""Lasting changes and one-shot protections at their ends (rulings.games.eredan.stats, effects.damage_steps), on
plain objects.

* a limitation and an immunity given until the end of the combat end then; one tied to its card stays until the
  card leaves; one given « until the end of the turn » by a card outlives the card;
* « ne subit aucun dégât » given as ``prevent_damage: true`` prevents every kind;
* a heal naming ``target`` reads the target (« rend tous ses PV perdus »).
"""

from __future__ import annotations

import pytest

from rulings.games.eredan import damage, stats
from tests.helpers import character, fight, game, resolve_card


@pytest.fixture
def state():
    s = game()
    fight(s, character(s, "A", "Héros", defense=2, hp=10), character(s, "B", "Rival", hp=10))
    return s


@pytest.mark.parametrize("until, after_combat", [("end_of_combat", False), ("leaves", True),
                                                 ("end_of_turn", True)])
def test_a_limitation_and_an_immunity_end_at_their_time(state, until, after_combat):
    hero = state.fighters["A"]
    stats.add_limit(state, hero, 1, None, until, "Limite")
    stats.add_immunity(state, hero, "defense", "modify", None, until, "Garde")
    stats.expire(hero, "end_of_combat")
    assert (len(hero.limits), len(hero.immunities)) == ((1, 1) if after_combat else (0, 0))


@pytest.mark.parametrize("until, stays", [("leaves", False), ("end_of_combat", False), ("end_of_turn", True),
                                          ("never", True)])
def test_a_cards_limitation_and_immunity_when_the_card_leaves(state, until, stays):
    hero = state.fighters["A"]
    source = object()
    stats.add_limit(state, hero, 1, source, until, "Limite")
    stats.add_immunity(state, hero, "defense", "modify", source, until, "Garde")
    stats.remove_from(hero, source)
    assert (len(hero.limits), len(hero.immunities)) == ((1, 1) if stays else (0, 0))


def test_prevent_damage_true_is_no_damage_of_any_kind(state):
    hero = state.fighters["A"]
    resolve_card(state, {"prevent_damage": True, "target": "self"})
    for kind in ("physical", "magical", "direct"):
        assert damage.deal(state, hero, 5, kind, state.fighters["B"], "coup") == 0
    assert hero.hp == 10


def test_a_heal_naming_the_target_reads_the_target(state):
    rival = state.fighters["B"]
    rival.hp = 4
    resolve_card(state, {"heal": "target.missing_hp", "target": "opponent"})
    assert rival.hp == 10
