"""The rule books and the traces agree, in every game: every rule the engine cites exists, and every rule is
applied by at least one bundled ruling (a rule no scenario exercises is either dead code or a missing
scenario)."""

import functools

import pytest

from rulings import games
from tests.helpers import checked_knowledge_base

GAMES = games.all_games()


@functools.cache
def _rules_in_traces() -> dict[str, set]:
    """The rules each game's bundled rulings cite, in every outcome of every case."""
    report = checked_knowledge_base()
    assert report.failed == 0
    used: dict[str, set] = {}
    for scenario in report.scenarios:
        for case in scenario.cases:
            for outcome in report.results[case.node_id].outcomes:
                used.setdefault(scenario.game, set()).update(outcome.state.trace.rules_used())
    return used


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_every_cited_rule_is_in_the_rule_book(game):
    assert _rules_in_traces().get(game.name, set()) - set(game.rulebook.rules) == set()


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_every_rule_is_applied_by_some_ruling(game):
    assert [rule.id for rule in game.rulebook if rule.id not in _rules_in_traces().get(game.name, set())] == []


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_rules_have_a_french_title_a_statement_and_a_source(game):
    for book in (game.rulebook, game.deck_rules):
        for rule in book:
            assert rule.id.startswith(game.name + "."), rule.id
            assert rule.title and rule.statement and rule.source[0].endswith(".txt") and rule.source[1], rule.id


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_every_rule_belongs_to_a_named_family(game):
    families = {rule.id.split(".")[1] for rule in game.rulebook}
    assert families <= set(game.rulebook.families)
