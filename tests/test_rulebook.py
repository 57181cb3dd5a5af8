"""The rule book and the traces agree: every rule the engine cites exists, and every rule is applied by at
least one bundled ruling (a rule no scenario exercises is either dead code or a missing scenario)."""

from rulings.core import kb
from rulings.games.eredan.rules import RULEBOOK


def _rules_in_traces() -> set[str]:
    report = kb.check(kb.load_all(), stop_early=False)
    assert report.failed == 0
    used: set[str] = set()
    for result in report.results.values():
        for outcome in result.outcomes:
            used |= outcome.state.trace.rules_used()
    return used


USED = _rules_in_traces()


def test_every_cited_rule_is_in_the_rule_book():
    assert USED - set(RULEBOOK.rules) == set()


def test_every_rule_is_applied_by_some_ruling():
    assert [rule.id for rule in RULEBOOK if rule.id not in USED] == []


def test_rules_have_a_french_title_a_statement_and_a_source():
    for rule in RULEBOOK:
        assert rule.title and rule.statement and rule.source[0].endswith(".txt") and rule.source[1], rule.id


def test_every_rule_belongs_to_a_named_family():
    families = {rule.id.split(".")[1] for rule in RULEBOOK}
    assert families <= set(RULEBOOK.families)
