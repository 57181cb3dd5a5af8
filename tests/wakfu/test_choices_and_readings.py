"""Wakfu's open readings and players' choices (issue 27, rulings/games/wakfu/branch_points.py), over the bundled
rulings: every alternative of every reading plays every case that hangs on it (reads it, or its ruling lists it) and
changes some case (it is implemented, not a label); every unconfirmed ruling, and every ruling with an unconfirmed
case, names its reading(s); every kind of choice is met left free by some case, its options played."""

from __future__ import annotations

import pytest

from rulings import games
from rulings.core.runner import by_reading
from tests.helpers import checked_knowledge_base

WAKFU = games.get("wakfu")


def _wakfu_scenarios():
    report = checked_knowledge_base()
    return report, [s for s in report.scenarios if s.game == "wakfu"]


def test_every_unconfirmed_wakfu_ruling_or_case_names_its_open_questions():
    _report, scenarios = _wakfu_scenarios()
    unconfirmed = {s.id for s in scenarios if s.status == "unconfirmed"}
    assert len(unconfirmed) == 5
    for scenario in scenarios:
        flagged = scenario.status == "unconfirmed" or any(c.status == "unconfirmed" for c in scenario.cases)
        assert not flagged or scenario.open_questions, f"{scenario.id}: unconfirmed, without open_questions"
        assert set(scenario.open_questions) <= set(WAKFU.readings), scenario.id


@pytest.mark.parametrize("name", sorted(WAKFU.readings))
def test_every_alternative_plays_the_cases_that_hang_on_the_reading_and_changes_one(name):
    """Every case whose runs read ``name``, or whose ruling lists it, is played under each alternative (an internal
    error would stop the test; a case whose actions an alternative forbids « ne se joue pas », a UserError its page
    shows); each alternative other than the default gives some case another verdict or other values."""
    report, scenarios = _wakfu_scenarios()
    reading = WAKFU.readings[name]
    played = 0
    changed: dict[str, list[str]] = {a.name: [] for a in reading.alternatives if a.name != reading.default}
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


def test_every_kind_of_choice_is_met_free_by_some_bundled_case_with_outcomes_that_differ():
    """Each kind of choice (the payment, the discard above the PA, the drop card kept) is left free by a bundled case,
    every option played, and some such case computes other values under two of its options: the judge sees a
    table per choice."""
    report, scenarios = _wakfu_scenarios()
    free, differs = set(), set()
    for scenario in scenarios:
        for case in scenario.cases:
            result = report.results[case.node_id]
            for kind in WAKFU.choices:
                runs = [o for o in result.outcomes if any(c.kind == kind and not c.fixed and c.options > 1
                                                          for c in o.chosen)]
                if runs:
                    free.add(kind)
                    if len({repr(sorted(o.values.items(), key=repr)) for o in runs}) > 1:
                        differs.add(kind)
    assert free == set(WAKFU.choices)
    assert differs == set(WAKFU.choices)
