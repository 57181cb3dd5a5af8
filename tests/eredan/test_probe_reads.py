"""What an expectation reads (rulings.games.eredan.probe), on plain objects: every characteristic's base, bonus
and raw value, a zone the case does not give, and how an expected value compares with the engine's."""

from __future__ import annotations

import pytest

from rulings.games.eredan import probe, stats
from tests.helpers import character, game


@pytest.fixture
def state():
    s = game()
    hero = character(s, "A", "Héros", attack=(2, 4), defense=3, spirit=1)
    stats.modify(s, hero, "defense", "add", 2, None, "never", "essai")
    stats.modify(s, hero, "spirit", "add", -3, None, "never", "essai")
    stats.modify(s, hero, "attack_min", "add", 1, None, "never", "essai")
    return s


@pytest.mark.parametrize("prop, shown", [
    ("attack", "3/4"), ("attack.min", 3), ("attack.max", 4), ("attack.base", "2/4"), ("attack.bonus", "+1/+0"),
    ("attack.raw", "3/4"),
    ("defense", 5), ("defense.base", 3), ("defense.bonus", 2), ("defense.raw", 5),
    ("spirit", 0), ("spirit.base", 1), ("spirit.bonus", -3), ("spirit.raw", -2),
])
def test_every_characteristic_reads_its_value_base_bonus_and_raw(state, prop, shown):
    parsed = probe.parse(f"Héros.{prop}", ["Héros"])
    assert probe.read(state, parsed) == shown


def test_a_zone_the_case_does_not_give_reads_none(state):
    state.players["A"].hand = None
    assert probe.read(state, probe.parse("A.hand", ["Héros"])) is None
    state.players["A"].hand = ["Frappe"]
    assert probe.read(state, probe.parse("A.hand", ["Héros"])) == ["Frappe"]


@pytest.mark.parametrize("expected, actual, equal", [
    ("0 (mémorisé -1)/2", "0 (mémorisé -1)/2", True),
    ("0(mémorisé -1)/2", "0 (mémorisé -1)/2", True),          # spaces do not count
    ("3 / 4", "3/4", True),
    ("3/5", "3/4", False),
    ("+3", 3, True), ("trois", 3, False),
])
def test_an_expected_value_against_the_engines(expected, actual, equal):
    assert probe.same(expected, actual) is equal


def test_a_list_expected_compares_its_names_as_text_and_keeps_numbers_and_booleans():
    assert probe.normalise([1.5, None, "Frappe", 2, True]) == ["1.5", "None", "Frappe", 2, True]
    assert probe.normalise("Frappe") == "Frappe"
