"""Chance without hidden random calls (rulings.core.chance).

:func:`outcomes` replays a run once per combination of free picks and gives
each its exact probability; a fixed pick is not enumerated; a fixed pick the
run never asks for is reported by :meth:`Chance.unused`.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pytest

from rulings.core.chance import Chance, outcomes
from rulings.core.errors import UserError


def two_attacks(chance: Chance):
    a = chance.pick("T1:Alpha", [3, 4, 5])
    b = chance.pick("T1:Beta", [1, 2])
    return a + b


def test_every_combination_once_with_exact_probability():
    runs = list(outcomes(two_attacks))
    assert len(runs) == 6
    assert {p for p, _c, _r in runs} == {Fraction(1, 6)}
    assert sum(p for p, _c, _r in runs) == 1
    assert sorted(r for _p, _c, r in runs) == [4, 5, 5, 6, 6, 7]
    assert [tuple(v for _l, v in c.picks) for _p, c, _r in runs] == [
        (3, 1), (3, 2), (4, 1), (4, 2), (5, 1), (5, 2)]


def test_distribution_of_a_sum():
    by_value = Counter()
    for probability, _chance, total in outcomes(two_attacks):
        by_value[total] += probability
    assert by_value == {4: Fraction(1, 6), 5: Fraction(1, 3), 6: Fraction(1, 3), 7: Fraction(1, 6)}


def test_uneven_branches_have_uneven_probabilities():
    def run(chance):
        if chance.pick("coin", ["pile", "face"]) == "pile":
            return ("pile", chance.pick("d3", [1, 2, 3]))
        return ("face", None)

    got = {result: p for p, _c, result in outcomes(run)}
    assert got == {("pile", 1): Fraction(1, 6), ("pile", 2): Fraction(1, 6), ("pile", 3): Fraction(1, 6),
                   ("face", None): Fraction(1, 2)}


def test_a_single_option_is_not_a_branch():
    runs = list(outcomes(lambda chance: chance.pick("T1:Alpha", [4])))
    assert [(p, r) for p, _c, r in runs] == [(1, 4)]
    assert runs[0][1].picks == [], "a forced value is not a pick of chance"


def test_a_fixed_pick_is_not_enumerated():
    runs = list(outcomes(two_attacks, {"T1:Alpha": 5}))
    assert len(runs) == 2
    assert {p for p, _c, _r in runs} == {Fraction(1, 2)}
    assert sorted(r for _p, _c, r in runs) == [6, 7]
    assert all(c.unused() == [] for _p, c, _r in runs)


def test_all_picks_fixed_gives_one_certain_outcome():
    [(probability, chance, result)] = list(outcomes(two_attacks, {"T1:Alpha": 3, "T1:Beta": 2}))
    assert (probability, result) == (1, 5)
    assert chance.picks == [("T1:Alpha", 3), ("T1:Beta", 2)]


def test_the_text_of_a_pick_is_kept_for_the_judge():
    [(_p, chance, _r)] = list(outcomes(lambda c: c.pick("T1:Alpha", [2, 3], "l'attaque d'Alpha"), {"T1:Alpha": 2}))
    assert chance.picks == [("l'attaque d'Alpha", 2)]


def test_unused_fixed_pick_is_reported():
    runs = list(outcomes(two_attacks, {"T1:Alpha": 4, "T2:Alpha": 5}))
    assert all(c.unused() == ["T2:Alpha"] for _p, c, _r in runs)


def test_fixed_value_outside_the_options_is_a_user_error():
    with pytest.raises(UserError, match=r"le jet pour l'attaque d'Alpha vaut 9, mais il ne peut valoir que : 3, 4, 5"):
        list(outcomes(lambda c: c.pick("T1:Alpha", [3, 4, 5], "l'attaque d'Alpha"), {"T1:Alpha": 9}))


def test_too_many_outcomes_is_a_user_error():
    def run(chance):
        return [chance.pick(f"d{i}", list(range(10))) for i in range(4)]   # 10 000 outcomes

    with pytest.raises(UserError, match="d2 .10 possibilités. porte le nombre de combinaisons à 1 000, plus que la "
                                        "limite de 100 ; fixez ce jet"):
        list(outcomes(run, limit=100))


def test_a_run_without_chance_runs_once():
    runs = list(outcomes(lambda chance: "rien"))
    assert [(p, r) for p, _c, r in runs] == [(1, "rien")]


def test_chance_replays_a_path():
    chance = Chance(path=(2, 1))
    assert two_attacks(chance) == 5 + 2
    assert chance.probability == Fraction(1, 6)
    assert chance.next_path() is None
