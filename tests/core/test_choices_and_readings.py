"""Issue 27 over every game: the choices each game leaves to a player and its open readings are declared with their
rule and verbatim source words; every ``unconfirmed`` ruling names its open questions; every alternative of every
reading is implemented (some bundled case computes other values under it) and plays every case that hangs on it."""

from __future__ import annotations

import pytest

from rulings import games
from rulings.core import sources
from rulings.core.places import data_dir, seeds_dir
from rulings.core.runner import by_reading
from tests.helpers import ROOT, checked_knowledge_base

GAMES = sorted(games.REGISTRY)


def _found(support) -> bool:
    """A quote stands verbatim in its source document, or whole in its card data set."""
    if sources.quote_found(seeds_dir(ROOT), support.document, support.quote):
        return True
    return sources.data_text_found(data_dir(ROOT), support.document, support.quote)


@pytest.mark.parametrize("name", GAMES)
def test_every_choice_and_reading_cites_a_rule_and_verbatim_words(name):
    game = games.get(name)
    for declared in [*game.choices.values(), *game.readings.values()]:
        assert declared.rule in game.rulebook, (declared.name, declared.rule)
    for kind in game.choices.values():
        assert kind.support and all(_found(s) for s in kind.support), kind.name
    for reading in game.readings.values():
        assert len(reading.alternatives) >= 2 and reading.default in reading.names
        for alternative in reading.alternatives:
            assert alternative.label and all(_found(s) for s in alternative.support), (reading.name, alternative.name)
        assert any(a.support for a in reading.alternatives), reading.name


# By game, the rulings whose open question (the ruling unconfirmed, or one of its cases) is not a reading yet: each
# says which reading the engine follows, and the engine plays that one only.  Arcmage, where no honest alternative
# changes anything: engager-n-est-pas-un-cout (as a cost or as a prerequisite, the tap symbol asks the card untapped
# and taps it; only an effect on an ability's costs could tell them apart, and neither the page nor any of the 95
# cards has one), sort-et-magie (a « sort » other than Magie would be a type the page gives no rule: its behaviour
# would be invented; no card of the 95 has another type), un-brouillon (its other reading, the English original, is
# not among the sources); WoW Minis: vague-ordre-des-joueurs (who is « le joueur dont c'est le tour » at the end
# of a tick: the case names that player, setup.active, and chapter 7 has no words for a second candidate).  These
# lists may only shrink: a ruling given its reading leaves its list (the test says so), and no other may join one.
WITHOUT_READING = {
    "arcmage": {"engager-n-est-pas-un-cout", "sort-et-magie", "un-brouillon"},
    "eredan": set(),
    "wakfu": set(),
    "wowminis": {"vague-ordre-des-joueurs"},
}


def _of_game(name: str):
    report = checked_knowledge_base()
    return report, [s for s in report.scenarios if s.game == name]


def test_every_game_has_its_list_of_rulings_without_reading():
    assert set(WITHOUT_READING) == set(GAMES)


@pytest.mark.parametrize("name", GAMES)
def test_every_unconfirmed_ruling_or_case_names_its_open_questions(name):
    _report, scenarios = _of_game(name)
    flagged = [s for s in scenarios if s.status == "unconfirmed" or any(c.status == "unconfirmed" for c in s.cases)]
    without = {s.id for s in flagged if not s.open_questions}
    assert without - WITHOUT_READING[name] == set(), "unconfirmed, without its reading(s): open_questions"
    assert WITHOUT_READING[name] - without == set(), "these have their reading now: take them out of the list"
    for scenario in scenarios:
        assert set(scenario.open_questions) <= set(games.get(name).readings), scenario.id


# The kinds of choice whose bundled free cases expect the same values under every option (the judge sees the
# options played, and no table): Arcmage's discarded cards (the cases expect the counts), Eredan's rune consumed.
# This list may only shrink.
SAME_UNDER_EVERY_OPTION = {"arcmage": {"discard"}, "eredan": {"rune-consumed"}}


@pytest.mark.parametrize("name", GAMES)
def test_every_kind_of_choice_is_left_free_by_some_bundled_case_with_outcomes_that_differ(name):
    """Each kind of choice the game asks is left free by a bundled case (under the defaults, or under the reading
    that makes it a choice), every option played, and some such case computes other values under two of its
    options: a judge sees a table per choice."""
    report, scenarios = _of_game(name)
    kinds = set(games.get(name).choices)
    free, differs = set(), set()
    for scenario in scenarios:
        for case in scenario.cases:
            result = report.results[case.node_id]
            for run in [result] + [other for table in by_reading(case, result) for _a, other in table.runs]:
                for kind in kinds:
                    outcomes = [o for o in run.outcomes
                                if any(c.kind == kind and not c.fixed and c.options > 1 for c in o.chosen)]
                    if outcomes:
                        free.add(kind)
                        if len({repr(sorted(o.values.items(), key=repr)) for o in outcomes}) > 1:
                            differs.add(kind)
    assert free == kinds
    assert differs == kinds - SAME_UNDER_EVERY_OPTION.get(name, set())


def test_every_alternative_of_every_reading_is_implemented_and_plays_every_case_that_hangs_on_it():
    """Over every game: every case that reads a reading, or whose ruling names it, passes under the defaults and is
    played under every alternative, in the order the game declares them (an internal error would stop the test; a
    case whose actions the rules forbid under an alternative « ne se joue pas », an outcome its page shows, but never
    under the default); every reading is played by some case, and every alternative gives some bundled case another
    verdict or other values (it is implemented, not a label)."""
    report = checked_knowledge_base()
    declared = {(g, r.name): r for g in GAMES for r in games.get(g).readings.values()}
    played = {key: 0 for key in declared}
    changed = {(g, name, a.name): False for (g, name), r in declared.items()
               for a in r.alternatives if a.name != r.default}
    for scenario in report.scenarios:
        for case in scenario.cases:
            result = report.results[case.node_id]
            assert result.error is None and result.passed, case.node_id      # its verdict under the defaults
            for table in by_reading(case, result):
                reading = declared[(scenario.game, table.reading.name)]
                played[(scenario.game, reading.name)] += 1
                assert [a.name for a, _r in table.runs] == reading.names, case.node_id
                assert table.in_effect == reading.default, case.node_id       # the readings it hangs on are free
                assert [other is result for a, other in table.runs] == \
                    [a.name == reading.default for a, _r in table.runs], case.node_id   # its own run, not run again
                for alternative, other in table.runs:
                    assert other.error is None or alternative.name != reading.default, case.node_id
                    if alternative.name != table.in_effect and table.differs(alternative.name):
                        changed[(scenario.game, reading.name, alternative.name)] = True
    assert [key for key, count in played.items() if not count] == [], "readings no bundled case hangs on"
    assert [key for key, seen in changed.items() if not seen] == [], "alternatives that change no bundled case"
