"""Chance's messages and outcomes (:mod:`rulings.core.chance`), checked whole: an impossible fixed roll, a pick
beyond the outcome budget, the probabilities in French, every outcome with its picks."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rulings.core.chance import Chance, outcomes, percent
from rulings.core.errors import UserError


def _refused(chance: Chance, *args) -> str:
    with pytest.raises(UserError) as caught:
        chance.pick(*args)
    return str(caught.value)


def test_a_fixed_roll_the_options_do_not_allow_names_the_pick_and_its_options():
    assert _refused(Chance({"d6": 7}), "d6", range(1, 7), "le dé de Naya") == \
        "<entrée>: le jet pour le dé de Naya vaut 7, mais il ne peut valoir que : 1, 2, 3, 4, 5, 6"
    assert _refused(Chance({"d6": 0}), "d6", range(1, 101)) == \
        "<entrée>: le jet pour d6 vaut 0, mais il ne peut valoir que : 1 à 100"
    fixed = Chance({"d6": 7})
    assert (fixed.pick("d6", range(1, 100)), fixed.picks, fixed.unused(), fixed.probability) == \
        (7, [("d6", 7)], [], Fraction(1))


def test_a_pick_beyond_the_budget_says_how_many_combinations_it_makes():
    chance = Chance(limit=10)
    assert chance.pick("a", [1, 2, 3]) == 1
    assert _refused(chance, "b", range(0, 4), "le second dé") == (
        "<entrée>: trop d'issues du hasard : le second dé (4 possibilités) porte le nombre de combinaisons à 12, plus "
        "que la limite de 10 ; fixez ce jet dans le cas")
    chance = Chance(limit=10)
    chance.pick("a", [1, 2])
    assert _refused(chance, "b", range(0, 5000)) == (
        "<entrée>: trop d'issues du hasard : b (5 000 possibilités) porte le nombre de combinaisons à 10 000, plus que "
        "la limite de 10 ; fixez ce jet dans le cas")
    exact = Chance(limit=10)
    exact.pick("a", [1, 2])
    assert exact.pick("b", range(0, 5)) == 0 and exact.combinations == 10


def test_percentages_in_french():
    assert [percent(Fraction(n, d)) for n, d in ((1, 3), (1, 4), (2, 3), (1, 1), (1, 8), (0, 1))] == \
        ["33,3 %", "25 %", "66,7 %", "100 %", "12,5 %", "0 %"]


def test_every_outcome_once_depth_first_with_its_picks():
    def run(chance):
        return chance.pick("x", [1, 2], "X") + chance.pick("y", [10, 20, 30]) + chance.pick("z", [0])

    assert [(p, c.picks, r) for p, c, r in outcomes(run, limit=6)] == [
        (Fraction(1, 6), [("X", 1), ("y", 10)], 11), (Fraction(1, 6), [("X", 1), ("y", 20)], 21),
        (Fraction(1, 6), [("X", 1), ("y", 30)], 31), (Fraction(1, 6), [("X", 2), ("y", 10)], 12),
        (Fraction(1, 6), [("X", 2), ("y", 20)], 22), (Fraction(1, 6), [("X", 2), ("y", 30)], 32)]
    assert [(p, r) for p, _c, r in outcomes(run, {"x": 2, "w": 1})] == \
        [(Fraction(1, 3), 12), (Fraction(1, 3), 22), (Fraction(1, 3), 32)]
    assert [c.unused() for _p, c, _r in outcomes(run, {"x": 2, "w": 1})] == [["w"], ["w"], ["w"]]
