"""What a judge reads when a case fails (:mod:`rulings.core.runner`): each failure's note, the pinned rules'
differences, and the whole judge's note with the end of the trace; checked whole, in French."""

from __future__ import annotations

from fractions import Fraction
from types import SimpleNamespace

import pytest

from rulings.core import runner, scenario
from rulings.core.branch_points import Alternative, Reading
from rulings.core.chance import Chosen
from rulings.core.errors import UserError, Where
from rulings.core.runner import (
    CaseResult,
    CheckResult,
    Failure,
    ReadingRun,
    RulesFailure,
    judge_note,
    run_case,
    show,
)
from rulings.core.trace import Trace
from rulings.core.yamlio import load_text
from tests.helpers import scenario_text, write


@pytest.fixture(autouse=True)
def empty_database(monkeypatch):
    from rulings.games.eredan import database
    from rulings.games.eredan.game import GAME

    small = database.build(load_text("cards: []\ncharacters: []\n", "db.yaml"), "db.yaml")
    monkeypatch.setattr(GAME, "database", lambda root: small)


def _rulebook():
    from rulings.games.eredan.game import GAME

    return GAME.rulebook


# --- show, Failure.note ------------------------------------------------------------------------

def test_show_writes_values_as_a_judge_reads_them():
    assert [show(None), show(True), show(False), show(["a", 2]), show([]), show(3), show("3/3")] == \
        ["rien", "oui", "non", "[a, 2]", "[]", "3", "3/3"]


def test_a_failure_with_one_outcome_shows_its_line_and_value():
    failure = Failure("after Frappe", "Alpha.attack", "4/4", [(Fraction(1), "3/3")], line=27)
    assert failure.note() == "à « after Frappe » (ligne 27) : « Alpha.attack » attendu 4/4, le moteur calcule 3/3"


def test_a_failure_without_a_line_says_none():
    failure = Failure("end", "winner", None, [(Fraction(1), True)])
    assert failure.note() == "à « end » : « winner » attendu rien, le moteur calcule oui"


def test_a_failure_over_several_outcomes_gives_each_value_with_its_probability():
    failure = Failure("end", "Alpha.hp", [1, 2], [(Fraction(1, 3), None), (Fraction(2, 3), [3])], line=9)
    assert failure.note() == ("à « end » (ligne 9) : « Alpha.hp » attendu [1, 2], le moteur calcule selon le "
                              "hasard : rien (33,3 %) ; [3] (66,7 %)")


# --- what depends on a free choice, values over chance, mappings: what rulings run and the site show ----------

WAVE = "ordre de la vague 1"
FIRST = Chosen("wave-order", WAVE, "A", "Corruption, Rejuvenation", 2, False)
SECOND = Chosen("wave-order", WAVE, "A", "Rejuvenation, Corruption", 2, False)
TARGET = Chosen("target", "cible de Frappe", "B", "Alpha", 3, False)


def _zones(word):
    """A game's words in French at a card's zone (as Game.value_fr gives them)."""
    return {"graveyard": "cimetière", "hand": "main"}.get(word, word)


def test_a_combination_of_choices_names_each_player_choice_and_option_and_none_says_so():
    """Each free choice of a combination as « joueur : choix = option », joined by « ; »; none: said so."""
    assert runner.choices_text((FIRST, TARGET)) == \
        "A : ordre de la vague 1 = Corruption, Rejuvenation ; B : cible de Frappe = Alpha"
    assert runner.choices_text(()) == "aucun choix libre"


def test_a_value_over_outcomes_is_alone_when_certain_else_each_with_its_share_in_french_words():
    """A certain value is written alone; values chance splits, each with its share; the words in French."""
    assert runner.values_text([("graveyard", Fraction(1))], _zones) == "cimetière"
    assert runner.values_text([(12, Fraction(1))]) == "12"
    assert runner.values_text([("graveyard", Fraction(1, 4)), ("hand", Fraction(3, 4))], _zones) == \
        "cimetière (25 %) ; main (75 %)"
    assert runner.values_text([(3, Fraction(1, 2)), (4, Fraction(1, 2))]) == "3 (50 %) ; 4 (50 %)"


def test_a_mapping_is_shown_with_its_keys_and_values_in_french_words():
    """« {clé : valeur} »: the keys and the values (a list's items too) in the game's French words."""
    assert show({"graveyard": "hand", "Goule": ["graveyard"]}, _zones) == "{cimetière : main, Goule : [cimetière]}"
    assert show({"graveyard": None, 2: True}) == "{graveyard : rien, 2 : oui}"


def test_a_failure_whose_value_depends_on_a_choice_gives_each_combination_and_its_values():
    """Per combination of the free choices, « → » its values (each with its share when chance splits it too)."""
    by_choice = [((FIRST,), [(3, Fraction(1, 2)), (4, Fraction(1, 2))]), ((SECOND,), [(6, Fraction(1))])]
    failure = Failure("end", "Alpha.hp", 5, [(Fraction(1, 4), 3), (Fraction(1, 4), 4), (Fraction(1, 2), 6)], line=9,
                      by_choice=by_choice)
    assert failure.note() == (
        "à « end » (ligne 9) : « Alpha.hp » attendu 5, le moteur calcule selon le choix : "
        "A : ordre de la vague 1 = Corruption, Rejuvenation → 3 (50 %) ; 4 (50 %) | "
        "A : ordre de la vague 1 = Rejuvenation, Corruption → 6")


def test_a_failure_with_a_single_combination_of_choices_shows_its_value_as_without_choices():
    """One combination is no dependence on a choice: the note shows the value, not « selon le choix »."""
    failure = Failure("end", "Alpha.hp", 5, [(Fraction(1), 3)], by_choice=[((FIRST,), [(3, Fraction(1))])])
    assert failure.note() == "à « end » : « Alpha.hp » attendu 5, le moteur calcule 3"


# --- RulesFailure.note -----------------------------------------------------------------------------

def test_rules_failure_missing_and_extra_in_every_outcome():
    failure = RulesFailure(["eredan.a", "eredan.b"], ["eredan.c", "eredan.d"], Fraction(1), line=12)
    assert failure.note() == ("la trace ne cite pas les règles attendues (rules) (ligne 12) : non citées : "
                              "eredan.a, eredan.b ; citées en plus : eredan.c, eredan.d")


def test_rules_failure_only_missing_in_some_outcomes_without_a_line():
    failure = RulesFailure(["eredan.a"], [], Fraction(1, 4))
    assert failure.note() == ("la trace ne cite pas les règles attendues (rules) : non citées : eredan.a "
                              "(issues du hasard : 25 %)")


def test_rules_failure_only_extra():
    failure = RulesFailure([], ["eredan.c"], Fraction(1, 2), line=3)
    assert failure.note() == ("la trace ne cite pas les règles attendues (rules) (ligne 3) : citées en plus : "
                              "eredan.c (issues du hasard : 50 %)")


# --- _rules_failures ---------------------------------------------------------------------------------

def _outcome(probability, *rules):
    trace = Trace()
    for rule in rules:
        trace.add(rule, "texte")
    return SimpleNamespace(probability=probability, state=SimpleNamespace(trace=trace))


def test_rules_failures_sum_the_probability_of_each_distinct_difference():
    raw = load_text("name: x\nrules: [eredan.a, eredan.b]\n", "essai.yaml")
    case = SimpleNamespace(raw=raw)
    outcomes = [_outcome(Fraction(1, 4), "eredan.a", "eredan.b"),            # as pinned
                _outcome(Fraction(1, 4), "eredan.a"),                        # b missing
                _outcome(Fraction(1, 8), "eredan.a", "eredan.z"),            # b missing, z extra
                _outcome(Fraction(1, 8), "eredan.a"),                        # b missing again
                _outcome(Fraction(1, 4), "eredan.b", "eredan.a", "eredan.y", "eredan.c")]
    failures = runner._rules_failures(case, {"eredan.a", "eredan.b"}, outcomes)
    assert failures == [RulesFailure(["eredan.b"], [], Fraction(3, 8), 2),
                        RulesFailure(["eredan.b"], ["eredan.z"], Fraction(1, 8), 2),
                        RulesFailure([], ["eredan.c", "eredan.y"], Fraction(1, 4), 2)]


def test_rules_failures_of_a_plain_case_have_no_line_and_none_when_all_match():
    case = SimpleNamespace(raw={"rules": ["eredan.a"]})
    assert runner._rules_failures(case, {"eredan.a"}, [_outcome(Fraction(1), "eredan.b")]) == \
        [RulesFailure(["eredan.a"], ["eredan.b"], Fraction(1), None)]
    assert runner._rules_failures(case, {"eredan.a"}, [_outcome(Fraction(1), "eredan.a")]) == []


# --- a real case: pinned rules, judge's note -------------------------------------------------------

RULES = ["eredan.turn.fighters", "eredan.play.card", "eredan.resolve.order-n", "eredan.stats.add",
         "eredan.combat.tap", "eredan.combat.attack-roll", "eredan.combat.physical", "eredan.damage.physical",
         "eredan.combat.ephemeral-discard", "eredan.victory.check", "eredan.victory.end-of-turn"]


def _case(tmp_path, text):
    loaded = scenario.load(write(tmp_path, text), tmp_path)
    return loaded.cases[0]


def _pinned(rules):
    return scenario_text().replace("    setup:\n", f"    rules: [{', '.join(rules)}]\n    setup:\n", 1)


def test_a_case_citing_exactly_its_pinned_rules_passes(tmp_path):
    """A pinned case runs to the end of the turn (the combat too), not only to its last expectation."""
    result = run_case(_case(tmp_path, _pinned(RULES)))
    assert (result.passed, result.failures, result.error) == (True, [], None)
    assert result.trace.rules_used() == set(RULES)


def test_a_case_pinning_other_rules_fails_with_the_line_of_rules(tmp_path):
    case = _case(tmp_path, _pinned(["eredan.turn.fighters", "eredan.play.card", "eredan.stats.limitation"]))
    result = run_case(case)
    extra = sorted(set(RULES) - {"eredan.turn.fighters", "eredan.play.card"})
    assert result.failures == [RulesFailure(["eredan.stats.limitation"], extra, Fraction(1), 24)]
    assert judge_note(result, _rulebook(), trace_lines=3) == "\n".join([
        f"{case.scenario.path} : cas « base » (Essai)",
        "  la trace ne cite pas les règles attendues (rules) (ligne 24) : non citées : eredan.stats.limitation ; "
        "citées en plus : " + ", ".join(extra),
        "  fin de la trace (3 étapes sur 17) :",
        "  T1 fin de combat  [eredan.combat.ephemeral-discard] Défausse des cartes éphémères : Frappe quitte le jeu "
        "(fin du combat) → défausse de A",
        "  T1 fin de combat  [eredan.victory.check] Vérification des conditions de victoire : aucune condition de "
        "victoire remplie (fin du combat)",
        "  T1 fin de tour    [eredan.victory.end-of-turn] Seconde vérification (errata) : aucune condition de victoire "
        "remplie (fin du tour)"])


def test_the_judge_note_of_a_wrong_expectation_shows_the_whole_trace_when_short(tmp_path):
    case = _case(tmp_path, scenario_text().replace("Alpha.attack: 3/3", "Alpha.attack: 4/4"))
    result = run_case(case)
    assert not result.passed
    lines = judge_note(result, trace_lines=20).split("\n")
    assert lines[:8] == [
        f"{case.scenario.path} : cas « base » (Essai)",
        "  à « after Frappe » (ligne 31) : « Alpha.attack » attendu 4/4, le moteur calcule 3/3",
        "  fin de la trace (17 étapes sur 17) :",
        "  T1 choix          [eredan.turn.fighters] le joueur A (initiative) choisit Alpha contre Beta",
        "  T1 jeu            [eredan.play.card] Alpha (joueur A) joue Frappe",
        "  T1 résolution     [eredan.resolve.order-n] résolution n°1 : Frappe (joueur A)",
        "  T1 résolution     [eredan.stats.add] Alpha : attaque min. +1 (Frappe) : 2 → 3",
        "  T1 résolution     [eredan.stats.add] Alpha : attaque max. +1 (Frappe) : 2 → 3"]
    assert lines[3:] == result.trace.render().split("\n")


def test_the_judge_note_of_an_error_without_trace(tmp_path):
    case = _case(tmp_path, scenario_text())
    result = runner.CaseResult(case, error=UserError("le cas ne se joue pas", Where("essai.yaml", 20, 5), "indice"))
    assert judge_note(result) == (f"{case.scenario.path} : cas « base » (Essai)\n"
                                  "  erreur : essai.yaml:20:5: le cas ne se joue pas (indice)")


def test_the_trace_renders_the_last_entries_with_the_rule_titles():
    trace = Trace()
    trace.turn, trace.phase = 2, "combat"
    trace.add("eredan.stats.add", "Alpha : +1")
    trace.add("eredan.inconnue", "texte")
    trace.turn = 3
    trace.add("eredan.stats.add", "Beta : -1")
    assert trace.render(_rulebook()) == "\n".join([
        "  T2 combat         [eredan.stats.add] Augmentation ou réduction (+X / -X) : Alpha : +1",
        "  T2 combat         [eredan.inconnue] texte",
        "  T3 combat         [eredan.stats.add] Augmentation ou réduction (+X / -X) : Beta : -1"])
    assert trace.render(last=1) == "  T3 combat         [eredan.stats.add] Beta : -1"
    assert (len(trace), trace.rules_used()) == (3, {"eredan.stats.add", "eredan.inconnue"})


def test_distribution_sums_equal_values_most_likely_first_then_numbers_highest_first():
    quarter, eighth = Fraction(1, 4), Fraction(1, 8)
    pairs = [(quarter, 3), (quarter, "x"), (quarter, 3), (eighth, True), (eighth, 5)]
    assert runner.distribution(pairs) == [(3, Fraction(1, 2)), ("x", quarter), (5, eighth), (True, eighth)]
    assert runner.distribution([(quarter, "b"), (quarter, -3), (quarter, "a"), (quarter, 2)]) == \
        [(2, quarter), (-3, quarter), ("a", quarter), ("b", quarter)]
    assert runner.distribution([(quarter, [1]), (quarter, [1]), (Fraction(1, 2), None)]) == \
        [(None, Fraction(1, 2)), ([1], Fraction(1, 2))]          # equally likely, not numbers: by their text


def test_the_judge_note_shows_the_last_twelve_steps_by_default(tmp_path):
    case = _case(tmp_path, _pinned(RULES[:-1]))
    result = run_case(case)
    lines = judge_note(result).split("\n")
    assert lines[:3] == [f"{case.scenario.path} : cas « base » (Essai)",
                         "  la trace ne cite pas les règles attendues (rules) (ligne 24) : citées en plus : "
                         "eredan.victory.end-of-turn",
                         "  fin de la trace (12 étapes sur 17) :"]
    assert lines[3:] == result.trace.render(last=12).split("\n") and len(lines) == 15


# --- the budget of a case's outcomes, a moment that never comes -----------------------------------------------

def test_a_case_over_its_budget_of_rules_says_the_limit_and_the_outcomes_run(tmp_path, monkeypatch):
    monkeypatch.setattr(runner, "MAX_CASE_ENTRIES", 5)
    result = run_case(_case(tmp_path, scenario_text()))
    assert result.error.message == ("ce cas applique plus de 5 règles sur l'ensemble de ses issues (1 issue déjà "
                                    "parcourue) ; fixez des jets pour en parcourir moins")


def test_a_moment_that_never_comes_lists_the_moments_reached_in_the_order_they_came(tmp_path):
    result = run_case(_case(tmp_path, scenario_text().replace("after Frappe:", '"after Frappe #2":')))
    assert result.error.message == (
        "le moment « after Frappe #2 » n'arrive jamais dans ce cas (le moteur a parcouru : « start of turn 1 », "
        "« start of combat 1 », « after Frappe », « before attacks 1 », « end of combat 1 », « end of turn 1 », "
        "« end »)")


def test_the_budget_counts_the_rules_of_every_outcome_together_up_to_its_limit(tmp_path, monkeypatch):
    """Alpha's attack 2/3, not fixed: two outcomes; the budget is their rules added up, the limit itself allowed."""
    text = scenario_text().replace("{name: Alpha, attack: 2/2,", "{name: Alpha, attack: 2/3,").replace(
        "Alpha.attack: 3/3", "Alpha.attack.min: 3")
    whole = run_case(_case(tmp_path, text))
    assert whole.error is None and len(whole.outcomes) == 2
    total = sum(len(o.state.trace) for o in whole.outcomes)
    monkeypatch.setattr(runner, "MAX_CASE_ENTRIES", total)
    assert run_case(_case(tmp_path, text)).error is None
    monkeypatch.setattr(runner, "MAX_CASE_ENTRIES", total - 1)
    assert run_case(_case(tmp_path, text)).error.message == (
        f"ce cas applique plus de {total - 1} règles sur l'ensemble de ses issues (2 issues déjà parcourues) ; "
        "fixez des jets pour en parcourir moins")


def test_of_two_moments_that_never_come_the_first_the_case_expects_is_named(tmp_path):
    text = scenario_text().replace("      after Frappe:\n        Alpha.attack: 3/3\n",
                                   '      "after Frappe #3":\n        Alpha.attack: 3/3\n'
                                   '      "after Frappe #2":\n        Alpha.attack: 3/3\n')
    result = run_case(_case(tmp_path, text))
    assert result.error.message.startswith("le moment « after Frappe #3 » n'arrive jamais dans ce cas")
    assert (result.error.where.line, result.error.where.column) == (result.case.where.line, result.case.where.column)


def test_a_case_is_played_to_its_end_past_its_last_moment_expected(tmp_path):
    """Only the start of the turn is expected: the whole turn is played all the same (one verdict, whatever runs
    the case: tests/core/test_one_verdict.py)."""
    text = scenario_text().replace("after Frappe:\n        Alpha.attack: "
                                   "3/3", "start of turn:\n        Alpha.attack: 2/2")
    result = run_case(_case(tmp_path, text))
    assert result.error is None and not result.failures and len(result.trace) == 17


def test_an_illegal_action_after_the_last_moment_expected_refuses_the_case_at_its_place(tmp_path):
    text = scenario_text().replace("after Frappe:\n        Alpha.attack: "
                                   "3/3", "start of turn:\n        Alpha.attack: 2/2")
    result = run_case(_case(tmp_path, text.replace("play: {A: [Frappe]}", "play: {A: [Frappe, Sort de mage]}")))
    assert str(result.error).endswith("essai.yaml:27:5: Sort de mage ne peut pas être jouée après Frappe : Frappe ne "
                                      "donne pas d'Enchaînement à Alpha")
    assert not result.passed


def test_a_moment_expected_that_comes_twice_is_refused_at_its_place_in_the_expect_block(tmp_path, monkeypatch):
    """No game of the bundled base names a moment that comes twice but WoW Minis' repeated end of a tick
    (tests/core/test_one_verdict.py): a game reporting « after Frappe » twice is refused there, not read once."""
    from rulings.games.eredan.game import PreparedCase

    real = PreparedCase.new_state

    def twice(self, chance, observer):
        def doubled(key, state):
            observer(key, state)
            if key == ("after", "Frappe", 1):
                observer(key, state)
        return real(self, chance, doubled)

    monkeypatch.setattr(PreparedCase, "new_state", twice)
    case = _case(tmp_path, scenario_text())
    result = run_case(case)
    assert str(result.error) == (f"{case.scenario.path}:30:7: le moment « after Frappe » arrive deux fois dans ce "
                                 "cas : les valeurs attendues y sont ambiguës (nommez un moment qui n'arrive qu'une "
                                 "fois, ou retirez l'action répétée)")


# --- ReadingRun.differs: what the verdict table per reading marks --------------------------------------------

READING = Reading("r", "Laquelle ?", "eredan.r", (Alternative("a", "A"), Alternative("b", "B")), "a")


def _checked(*values, error=None):
    """A case's result whose expectation « Alpha.hp » read ``values`` [(value, probability)], refused by ``error``."""
    item = CheckResult(SimpleNamespace(path="Alpha.hp"), list(values), True)
    return CaseResult(SimpleNamespace(), checks=[] if error else [item], error=error)


def test_an_alternative_differs_when_it_computes_another_value_under_the_same_verdict():
    """Both alternatives pass: the one computing another value differs, the one computing the same does not."""
    own = _checked((3, Fraction(1)))
    table = ReadingRun(READING, "a", [(READING.alternatives[0], own),
                                      (READING.alternatives[1], _checked((4, Fraction(1))))])
    assert (table.differs("a"), table.differs("b"), table.changes) == (False, True, True)
    same = ReadingRun(READING, "a", [(READING.alternatives[0], own),
                                     (READING.alternatives[1], _checked((3, Fraction(1))))])
    assert (same.differs("b"), same.changes) == (False, False)


def test_an_alternative_differs_when_the_case_is_refused_for_another_reason():
    """Both alternatives refuse the case: another error differs, the same error does not."""
    refused = _checked(error=UserError("le moment « fin » n'arrive jamais dans ce cas"))
    other = _checked(error=UserError("le moment « début » n'arrive jamais dans ce cas"))
    table = ReadingRun(READING, "a", [(READING.alternatives[0], refused), (READING.alternatives[1], other)])
    assert table.differs("b") is True
    alike = _checked(error=UserError("le moment « fin » n'arrive jamais dans ce cas"))
    assert ReadingRun(READING, "a", [(READING.alternatives[0], refused),
                                     (READING.alternatives[1], alike)]).differs("b") is False
