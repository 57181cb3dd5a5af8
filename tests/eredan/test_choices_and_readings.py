"""Eredan's open readings and players' choices (issue 27, rulings/games/eredan/branch_points.py), over the bundled
rulings: every alternative of every reading plays every case that hangs on it (reads it, or its ruling lists it)
and changes some case (it is implemented, not a label); every unconfirmed ruling, and every ruling with a case
marked unconfirmed, names its reading(s); every kind of choice is met, left free, by some case."""

from __future__ import annotations

import pytest

from rulings import games
from rulings.core.runner import by_reading
from tests.helpers import checked_knowledge_base

EREDAN = games.get("eredan")

# Rulings with a case marked unconfirmed whose open question is not a reading yet (Conversion's single other spell
# is now the reading called-short).  This list may only shrink: it is empty.
WITHOUT_READING: set[str] = set()


def _eredan_scenarios():
    report = checked_knowledge_base()
    return report, [s for s in report.scenarios if s.game == "eredan"]


def test_every_unconfirmed_ruling_or_case_names_its_open_questions():
    _report, scenarios = _eredan_scenarios()
    unconfirmed = [s for s in scenarios if s.status == "unconfirmed"]
    assert len(unconfirmed) == 4
    assert all(s.open_questions for s in unconfirmed)
    with_a_case = [s for s in scenarios if any(c.status == "unconfirmed" for c in s.cases)]
    assert {s.id for s in with_a_case if not s.open_questions} == WITHOUT_READING
    for scenario in scenarios:
        assert set(scenario.open_questions) <= set(EREDAN.readings), scenario.id


@pytest.mark.parametrize("name", sorted(EREDAN.readings))
def test_every_alternative_plays_the_cases_that_hang_on_the_reading_and_changes_one(name):
    """Every case whose runs read ``name``, or whose ruling lists it, is played under each alternative (an internal
    error would stop the test), and each alternative other than the default gives some case other values."""
    report, scenarios = _eredan_scenarios()
    reading = EREDAN.readings[name]
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
                for alternative, other in table.runs:
                    assert other.error is None or alternative.name != reading.default, case.node_id
                    if alternative.name != table.in_effect and table.differs(alternative.name):
                        changed[alternative.name].append(case.node_id)
    assert played, f"no bundled case hangs on {name}"
    assert all(changed.values()), f"{name}: an alternative changes no bundled case: {changed}"


def test_every_kind_of_choice_is_met_free_by_some_bundled_case():
    """Each kind of choice the engine asks (the rune consumed, the attached card discarded) is left free in some
    bundled case, so a judge sees its per-choice outcomes."""
    report, scenarios = _eredan_scenarios()
    free = set()
    for scenario in scenarios:
        for case in scenario.cases:
            for outcome in report.results[case.node_id].outcomes:
                free.update(c.kind for c in outcome.chosen if not c.fixed and c.options > 1)
    assert free == set(EREDAN.choices)
