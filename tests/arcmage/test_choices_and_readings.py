"""Arcmage's open readings and players' choices (issue 27, rulings/games/arcmage/branch_points.py), over the bundled
rulings: every alternative of every reading plays every case that hangs on it and changes some case (it is
implemented, not a label); every unconfirmed ruling names its reading(s); every kind of choice is met by some case."""

from __future__ import annotations

import pytest

from rulings import games
from rulings.core.runner import by_reading
from tests.helpers import checked_knowledge_base

ARCMAGE = games.get("arcmage")

# The unconfirmed rulings whose open question has no reading yet, because no honest alternative changes anything:
# - engager-n-est-pas-un-cout: as a cost or as a prerequisite, the tap symbol asks the card untapped and taps it; only
#   an effect on an ability's costs (reduced, paid otherwise, an activation countered) could tell them apart, and
#   neither the page nor any of the 95 cards has one (their costs are those of playing a card or of unmarking);
# - sort-et-magie: the two lists of five types match word for word but for « sort »/« Magie »; a « sort » other than
#   Magie would be a type the page gives no rule (when it is played, where it goes), so its behaviour would be
#   invented, and no card of the 95 is typed otherwise than the five;
# - un-brouillon: its other reading, the English original, is not among the sources: nothing to implement from.
# This list may only shrink.
WITHOUT_READING = {"engager-n-est-pas-un-cout", "sort-et-magie", "un-brouillon"}


def _arcmage_scenarios():
    report = checked_knowledge_base()
    return report, [s for s in report.scenarios if s.game == "arcmage"]


def test_every_unconfirmed_arcmage_ruling_names_its_open_questions():
    _report, scenarios = _arcmage_scenarios()
    unconfirmed = {s.id for s in scenarios if s.status == "unconfirmed"}
    without = {s.id for s in scenarios if s.status == "unconfirmed" and not s.open_questions}
    assert len(unconfirmed) == 27
    assert without == WITHOUT_READING
    for scenario in scenarios:
        assert set(scenario.open_questions) <= set(ARCMAGE.readings), scenario.id


@pytest.mark.parametrize("name", sorted(ARCMAGE.readings))
def test_every_alternative_plays_the_cases_that_hang_on_the_reading_and_changes_one(name):
    """Every case whose runs read ``name``, or whose ruling lists it, is played under each alternative (an internal
    error would stop the test; a case whose actions an alternative forbids « ne se joue pas », a UserError its page
    shows); each alternative other than the default gives some case another verdict or other values."""
    report, scenarios = _arcmage_scenarios()
    reading = ARCMAGE.readings[name]
    played = 0
    changed = {a.name: [] for a in reading.alternatives if a.name != reading.default}
    for scenario in scenarios:
        for case in scenario.cases:
            result = report.results[case.node_id]
            assert result.error is None and result.passed, case.node_id      # its verdict under the defaults
            for table in by_reading(case, result):
                if table.reading.name != name:
                    continue
                played += 1
                assert [a.name for a, _r in table.runs] == reading.names
                for alternative, _other in table.runs:
                    if alternative.name != table.in_effect and table.differs(alternative.name):
                        changed[alternative.name].append(case.node_id)
    assert played, f"no bundled case hangs on {name}"
    assert all(changed.values()), f"{name}: an alternative changes no bundled case: {changed}"


def test_every_kind_of_choice_is_met_by_some_bundled_case():
    """Each kind of choice the engine asks (the damage split, the payment, the discarded cards, the order of
    triggered abilities, the order of a combat's dead under its reading) is met by a bundled case, left free in one
    at least, so a judge sees its per-choice outcomes."""
    report, scenarios = _arcmage_scenarios()
    met, free = set(), set()
    for scenario in scenarios:
        for case in scenario.cases:
            result = report.results[case.node_id]
            runs = [result] + [other for table in by_reading(case, result) for _a, other in table.runs]
            for run in runs:
                for outcome in run.outcomes:
                    for chosen in outcome.chosen:
                        met.add(chosen.kind)
                        if not chosen.fixed and chosen.options > 1:
                            free.add(chosen.kind)
    assert met == set(ARCMAGE.choices)
    assert free == set(ARCMAGE.choices)
