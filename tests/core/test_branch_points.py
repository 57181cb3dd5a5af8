"""What an outcome hangs on besides chance (rulings.core.branch_points, Chance.choose, Chance.reading, the runner).

A player's choice is a pick that weighs nothing: fixed by its label, or every option played; an open reading is
a named switch, its default in effect unless a case or a command fixes another.  The runner judges every
combination of choices (or at least one, ``some_choice``) and plays a case under each alternative of a reading.
"""

from __future__ import annotations

import pytest

from rulings.assistant.run import run
from rulings.core.branch_points import Alternative, ChoiceKind, Reading, checked, from_command_line
from rulings.core.chance import Chance, outcomes
from rulings.core.errors import UserError, Where
from rulings.core.trace import Trace
from tests.helpers import ROOT, checked_knowledge_base

SPLIT = ChoiceKind("split", "la répartition des dégâts", "x.rule")
READING = Reading("untap-whose", "Qui dégage ses cartes ?", "x.untap",
                  (Alternative("active", "le joueur actif seul"), Alternative("both", "les deux joueurs")),
                  default="active")


def split_and_roll(chance: Chance):
    option = chance.choose(SPLIT, "répartition de A (action 1)", "A", [(3, 0), (2, 1), (1, 2)],
                           lambda o: f"{o[0]}-{o[1]}")
    roll = chance.pick("dé", [1, 2])
    return option, roll


# --- choices --------------------------------------------------------------------------------------------

def test_an_unfixed_choice_plays_every_option_and_weighs_nothing():
    runs = list(outcomes(split_and_roll))
    assert [r for _p, _c, r in runs] == [((3, 0), 1), ((3, 0), 2), ((2, 1), 1), ((2, 1), 2), ((1, 2), 1), ((1, 2), 2)]
    # only the die divides the probability: each combination of choices has outcomes adding up to 1
    assert {p for p, _c, _r in runs} == {0.5}
    assert [c.chosen[0].option for _p, c, _r in runs][::2] == ["3-0", "2-1", "1-2"]
    assert all(not c.chosen[0].fixed and c.chosen[0].options == 3 for _p, c, _r in runs)


def test_a_choice_fixed_by_its_label_is_not_enumerated():
    runs = list(outcomes(split_and_roll, choices={"répartition de A (action 1)": "1-2"}))
    assert [r for _p, _c, r in runs] == [((1, 2), 1), ((1, 2), 2)]
    assert runs[0][1].chosen[0].fixed


def test_a_fixed_option_the_rules_do_not_allow_lists_the_options():
    with pytest.raises(UserError) as caught:
        list(outcomes(split_and_roll, choices={"répartition de A (action 1)": "4-0"}))
    assert caught.value.message == ("le cas fixe « répartition de A (action 1) » à « 4-0 », mais les règles ne "
                                    "permettent que : 3-0, 2-1, 1-2")


@pytest.mark.parametrize("limit, runs", [(6, 6), (5, None)])
def test_a_choice_may_take_the_combinations_up_to_the_limit_and_not_one_more(limit, runs):
    """3 options times 2 rolls: 6 runs with a limit of 6, refused with a limit of 5."""
    if runs is None:
        with pytest.raises(UserError, match="trop de branches"):
            list(outcomes(lambda c: (c.pick("dé", [1, 2]), split_and_roll_only(c)), limit=limit))
    else:
        assert len(list(outcomes(lambda c: (c.pick("dé", [1, 2]), split_and_roll_only(c)), limit=limit))) == runs


def split_and_roll_only(chance: Chance):
    return chance.choose(SPLIT, "répartition de A (action 1)", "A", [(3, 0), (2, 1), (1, 2)],
                         lambda o: f"{o[0]}-{o[1]}")


def test_too_many_combinations_are_refused_before_anything_runs_naming_the_choice():
    def many(chance: Chance):
        chance.pick("dé", range(100))
        return chance.choose(SPLIT, "répartition de B", "B", list(range(50)))

    with pytest.raises(UserError) as caught:
        next(outcomes(many, limit=4096))
    assert "répartition de B" in str(caught.value) and "de B" in str(caught.value) and "choices:" in str(caught.value)


def test_the_trace_cites_each_choice_with_its_rule_and_how_it_was_taken():
    trace = Trace()
    Chance(choices={"répartition de A (action 1)": "2-1"}).choose(SPLIT, "répartition de A (action 1)", "A",
                                                                  [(3, 0), (2, 1)], lambda o: f"{o[0]}-{o[1]}", trace)
    Chance().choose(SPLIT, "répartition de B", "B", [1, 2], str, trace)
    Chance().choose(SPLIT, "répartition de C", "C", [7], str, trace)
    assert [(e.rule, e.text) for e in trace.entries] == [
        ("x.rule", "Choix de A — répartition de A (action 1) : 2-1 (fixé par le cas)"),
        ("x.rule", "Choix de B — répartition de B : 1 (une branche sur 2 : le moteur les joue toutes)"),
        ("x.rule", "Choix de C — répartition de C : 7 (seule option permise)")]


# --- readings -------------------------------------------------------------------------------------------

def test_a_reading_is_its_default_unless_fixed_and_is_cited_once_per_run():
    trace = Trace()
    chance = Chance()
    assert [chance.reading(READING, trace) for _ in range(3)] == ["active"] * 3
    assert [e.text for e in trace.entries] == ["Lecture ouverte « Qui dégage ses cartes ? » : le joueur actif seul "
                                               "(lecture par défaut)"]
    fixed = Chance(readings={"untap-whose": "both"}, fixed_readings=frozenset({"untap-whose"}))
    assert fixed.reading(READING, trace) == "both" and trace.entries[-1].text.endswith("(lecture fixée)")
    assert fixed.readings_used == {"untap-whose": "both"}


def test_a_reading_needs_two_distinct_alternatives_and_its_default_among_them():
    """A game's mistake, told to its author by the reading's name (in English: no judge reads it)."""
    told = "reading r: two distinct alternatives or more, the default among them"
    with pytest.raises(ValueError) as caught:
        Reading("r", "?", "x", (Alternative("a", "A"),), "a")
    assert str(caught.value) == told
    with pytest.raises(ValueError) as caught:
        Reading("r", "?", "x", (Alternative("a", "A"), Alternative("a", "B")), "a")
    assert str(caught.value) == told
    with pytest.raises(ValueError) as caught:
        Reading("r", "?", "x", (Alternative("a", "A"), Alternative("b", "B")), "c")
    assert str(caught.value) == told


def test_a_reading_fixed_by_name_is_checked_with_did_you_mean_and_its_options():
    declared = {"untap-whose": READING}
    assert checked(declared, {"untap-whose": "both"}) == {"untap-whose": "both"}
    with pytest.raises(UserError) as unknown:
        checked(declared, {"untap-who": "both"})
    assert "vouliez-vous dire « untap-whose »" in str(unknown.value)
    with pytest.raises(UserError) as value:
        checked(declared, {"untap-whose": "all"})
    assert "active (le joueur actif seul), both (les deux joueurs)" in str(value.value)
    with pytest.raises(UserError) as form:
        from_command_line(declared, ["untap-whose"])
    assert "NOM=VALEUR" in str(form.value)


@pytest.mark.parametrize("items, fixed", [
    (["untap-whose=both"], {"untap-whose": "both"}),
    ([" untap-whose = active "], {"untap-whose": "active"}),       # spaces around the name and the value
    ([], {}),
])
def test_readings_given_on_the_command_line_are_read_as_name_equals_value(items, fixed):
    assert from_command_line({"untap-whose": READING}, items) == fixed


@pytest.mark.parametrize("item", ["untap-whose", "=both", "untap-whose=", " = ", "untap-whose both"])
def test_a_command_line_reading_without_a_name_and_a_value_says_how_to_write_it(item):
    with pytest.raises(UserError) as err:
        from_command_line({"untap-whose": READING}, [item])
    assert (err.value.message, err.value.where) == (
        f"« {item} » : écrivez --lecture NOM=VALEUR (par exemple --lecture untap-whose=active)", Where("--lecture"))


def test_a_command_line_reading_is_checked_at_the_option_and_the_value_keeps_its_equals_signs():
    """The first « = » parts the name from the value: « untap-whose=a=b » asks for the alternative « a=b »."""
    with pytest.raises(UserError) as err:
        from_command_line({"untap-whose": READING}, ["untap-whose=a=b"])
    assert (err.value.message, err.value.where) == ("la lecture « untap-whose » n'a pas d'option « a=b »",
                                                    Where("--lecture"))
    with pytest.raises(UserError) as unknown:
        from_command_line({"untap-whose": READING}, ["untap-who=both"])
    assert unknown.value.where == Where("--lecture")


@pytest.mark.parametrize("declared, hint", [
    ({"untap-whose": READING}, "vouliez-vous dire « untap-whose » ?"),
    ({"untap-whose": READING, "deck-out": Reading("deck-out", "?", "x.d", (Alternative("a", "a"),
                                                                            Alternative("b", "b")), "a")},
     "lectures de ce jeu : untap-whose, deck-out"),
    ({}, "lectures de ce jeu : aucune"),
])
def test_an_unknown_reading_names_the_game_s_readings_or_the_nearest(declared, hint):
    name = "untap-who" if len(declared) == 1 else "zzz"
    with pytest.raises(UserError) as err:
        checked(declared, {name: "both"})
    assert (err.value.message, err.value.hint) == (f"pas de lecture nommée « {name} » pour ce jeu", hint)


def test_a_reading_is_refused_at_its_own_place_else_at_the_block_s():
    declared = {"untap-whose": READING}
    block, own = Where("cas.yaml", 3, 5), Where("cas.yaml", 4, 20)
    for places, where in (({"untap-whose": own}, own), ({}, block), (None, block)):
        with pytest.raises(UserError) as err:
            checked(declared, {"untap-whose": "all"}, block, places)
        assert err.value.where == where
    with pytest.raises(UserError) as nowhere:
        checked(declared, {"untap-whose": "all"})
    assert nowhere.value.where == Where()


# --- the runner, on the WoW Minis wave of the chapter's example (704.2c) ---------------------------------

FAMILIER = """\
id: essai-familier
title: Essai
game: wowminis
status: confirmed
source:
  document: 003_9e64694ce4124858.txt
  post: "704.2c Si plusieurs capacités déclenchables doivent se résoudre simultanément :"
  quote: "x"
cards: [Familier, Guerrier, Rejuvenation, Corruption]
ruling: x
cases:
  - name: libre
    setup:
      A: {characters: [Guerrier]}
      B: {characters: [{name: Familier, health: 1, attached: [Rejuvenation, Corruption]}]}
    actions:
      - {end_of_tick: 5}
EXTRA
    expect:
      after wave 1:
        Familier.in_play: true
"""


def familier(extra: str = ""):
    return run(FAMILIER.replace("EXTRA\n", extra), ROOT).results[0]


def test_an_expectation_that_depends_on_an_unfixed_choice_fails_showing_each_choice():
    result = familier()
    assert not result.passed and len(result.groups) == 2
    assert [c.label for c in result.depends_on] == ["ordre de la vague 1 pour Familier"]
    note = result.failures[0].note()
    assert "selon le choix" in note and "Corruption, Rejuvenation → oui" in note and "Corruption → non" in note


def test_some_choice_holds_when_one_combination_gives_every_value_and_names_it():
    result = familier("    expect_for: some_choice\n")
    assert result.passed
    assert [[c.option for c in key] for key in result.satisfied_by] == [["Corruption, Rejuvenation"]]


def test_a_choice_fixed_by_its_label_is_one_run():
    result = familier('    choices: {"ordre de la vague 1 pour Familier": "Corruption, Rejuvenation"}\n')
    assert result.passed and len(result.outcomes) == 1 and result.free_choices == []


def test_a_fixed_choice_the_case_never_makes_says_which_it_meant():
    result = familier('    choices: {"ordre de la vague 1 pour Familir": "Corruption, Rejuvenation"}\n')
    assert result.error is not None
    assert "vouliez-vous dire « ordre de la vague 1 pour Familier »" in str(result.error)


def test_an_unknown_reading_in_a_case_is_refused_at_its_line():
    error = familier("    readings: {nope: a}\n").error
    assert error is not None and error.where.line == 18 and "pas de lecture nommée « nope »" in str(error)


# --- every bundled case --------------------------------------------------------------------------------

def test_no_bundled_case_passes_while_a_value_it_expects_depends_on_a_free_choice():
    """An expectation holds for every combination of choices unless the case says ``some_choice``: a case whose
    values differ between two options of an unfixed choice fails or says so, in every game."""
    report = checked_knowledge_base()
    for scenario in report.scenarios:
        for case in scenario.cases:
            result = report.results[case.node_id]
            depending = [item.check.path for item in result.checks if item.depends]
            if depending and result.passed:
                assert case.expect_for == "some_choice", (case.node_id, depending)
