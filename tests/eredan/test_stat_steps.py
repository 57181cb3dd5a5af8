"""Steps on characteristics, identity and markers (rulings.games.eredan.effects.stat_steps), on plain objects.

* what a card's step changes (set, divide, multiply, swap) ends when the card leaves play, and the step's own
  ``until`` wins over that (« jusqu'à la fin du tour »);
* a value naming ``target`` is read on each target in turn;
* ``identity`` given as a list, or taken from another character; markers added, removed and set.
"""

from __future__ import annotations

import pytest

from rulings.games.eredan import effects, stats
from tests.helpers import card, character, fight, game, resolve_card, run_card, trace_of


@pytest.fixture
def state():
    s = game()
    fight(s, character(s, "A", "Héros", attack=(2, 4), defense=3, spirit=2),
          character(s, "B", "Rival", attack=(5, 5), defense=1, spirit=6))
    return s


@pytest.mark.parametrize("step, during", [
    ({"stat": "defense", "set": 7}, 7),
    ({"stat": "defense", "divide": 3}, 1),
    ({"stat": "defense", "multiply": 2}, 6),
])
def test_a_cards_change_ends_when_the_card_leaves_play(state, step, during):
    hero = state.fighters["A"]
    essai = resolve_card(state, {**step, "target": "self"})
    assert stats.shown(hero, "defense") == during
    stats.remove_from(hero, essai)
    assert stats.shown(hero, "defense") == 3


def test_a_cards_change_until_the_end_of_the_turn_outlives_the_card(state):
    hero = state.fighters["A"]
    essai = resolve_card(state, {"stat": "defense", "multiply": 2, "target": "self", "until": "end_of_turn"})
    stats.remove_from(hero, essai)
    assert stats.shown(hero, "defense") == 6
    stats.expire(hero, "end_of_combat")
    assert stats.shown(hero, "defense") == 6
    stats.expire(hero, "end_of_turn")
    assert stats.shown(hero, "defense") == 3


@pytest.mark.parametrize("what", ["value", "base"])   # (no bonus yet: swapping bonuses changes nothing)
def test_a_swap_by_a_card_ends_with_it_for_both_fighters(state, what):
    hero, rival = state.fighters["A"], state.fighters["B"]
    essai = resolve_card(state, {"swap": "spirit", "what": what})
    assert (stats.shown(hero, "spirit"), stats.shown(rival, "spirit")) == (6, 2)
    stats.remove_from(hero, essai)
    stats.remove_from(rival, essai)
    assert (stats.shown(hero, "spirit"), stats.shown(rival, "spirit")) == (2, 6)


@pytest.mark.parametrize("step", [{"divide": 3}, {"multiply": 2}, {"set": 9}])
def test_a_cards_change_until_the_end_of_the_combat_ends_then_not_with_the_card(state, step):
    hero = state.fighters["A"]
    resolve_card(state, {"stat": "defense", "target": "self", "until": "end_of_combat", **step})
    assert stats.shown(hero, "defense") != 3
    stats.expire(hero, "end_of_combat")
    assert stats.shown(hero, "defense") == 3


def test_an_identity_copied_from_the_target_itself_changes_nothing(state):
    rival = state.fighters["B"]
    rival.identity["races"] = ("Humain",)
    resolve_card(state, {"identity": "races", "from": "target", "target": "opponent"})
    assert rival.group("races") == ("Humain",)


def test_a_swap_until_the_end_of_the_combat_ends_then(state):
    hero, rival = state.fighters["A"], state.fighters["B"]
    resolve_card(state, {"swap": "spirit", "until": "end_of_combat"})
    for who in (hero, rival):
        stats.expire(who, "end_of_combat")
    assert (stats.shown(hero, "spirit"), stats.shown(rival, "spirit")) == (2, 6)


def test_a_value_naming_the_target_is_read_on_each_target(state):
    """« Défense égale à son esprit » for both fighters: each takes its own spirit."""
    hero, rival = state.fighters["A"], state.fighters["B"]
    resolve_card(state, {"stat": "defense", "set": "target.spirit", "target": "fighters"})
    assert (stats.shown(hero, "defense"), stats.shown(rival, "defense")) == (2, 6)


def test_an_identity_given_or_copied(state):
    hero, rival = state.fighters["A"], state.fighters["B"]
    rival.identity["races"] = ("Humain",)
    resolve_card(state, {"identity": "races", "from": "opponent", "target": "self"})
    assert hero.group("races") == ("Humain",)
    resolve_card(state, {"identity": ["classes"], "set": ["Mage", "Voleur"], "target": "self"})
    assert hero.group("classes") == ("Mage", "Voleur")
    resolve_card(state, {"identity": "guilds", "target": "self"})
    assert hero.group("guilds") == ()


@pytest.mark.parametrize("step, before, after", [
    ({"add": 2}, 1, 3), ({"remove": 1}, 3, 2), ({"add": 2, "remove": 1}, 0, 1), ({"set": 5}, 2, 5),
    ({"add": "target.markers.poudre"}, 2, 4), ({"remove": "target.markers.poudre"}, 2, 0), ({}, 2, 2),
    ({"add": "self.markers.poudre"}, 3, 6), ({"remove": "self.markers.poudre"}, 3, 0),
])
def test_markers_added_removed_and_set(state, step, before, after):
    hero = state.fighters["A"]
    hero.markers["poudre"] = before
    resolve_card(state, {"markers": "poudre", "target": "self", **step})
    assert hero.markers.get("poudre", 0) == after


# --- stat steps -------------------------------------------------------------------------------------------

def test_a_characteristic_copied_by_an_ability_ends_with_the_combat(state, pair):
    alpha, _beta = pair
    effects.run(effects.Ctx(state, alpha, None, "Alpha"), ({"copy_stat": "attack_min", "from": "attack_max"},),
                "resolve")
    assert stats.attack_text(alpha) == "4/4"
    stats.expire(alpha, "end_of_combat")
    assert stats.attack_text(alpha) == "2/4"


def test_markers_set_from_the_acting_character(state, pair):
    alpha, beta = pair
    alpha.markers["poudre"] = 3
    run_card(state, card("Mèche", effects=({"markers": "poudre", "set": "self.markers.poudre",
                                            "target": "opponent"},)), alpha)
    assert beta.markers["poudre"] == 3
    assert trace_of(state) == [("eredan.markers", "Beta : marqueurs poudre 0 → 3 (Mèche)")]


def test_markers_set_from_the_target(state, pair):
    alpha, beta = pair
    beta.base["defense"] = 2
    run_card(state, card("Mesure", effects=({"markers": "garde", "set": "target.defense", "target": "opponent"},)),
             alpha)
    assert beta.markers["garde"] == 2


def test_runes_gained_as_many_as_the_acting_character_has_markers(state, pair):
    alpha, beta = pair
    alpha.markers["cor"] = 2
    run_card(state, card("Appel", effects=({"gain_rune": "Cor", "amount": "self.markers.cor",
                                            "target": "opponent"},)), alpha)
    assert beta.runes == ["Cor", "Cor"]


def test_runes_gained_as_many_as_the_target_has_markers(state, pair):
    alpha, beta = pair
    beta.markers["cor"] = 2
    run_card(state, card("Écho", effects=({"gain_rune": "Cor", "amount": "target.markers.cor",
                                           "target": "opponent"},)), alpha)
    assert beta.runes == ["Cor", "Cor"] and alpha.runes == []
