"""Games are plug-ins: the core, the site, the assistant and the CLI know no game.

* no module outside ``rulings/games/`` imports a game, and none names a game
  (its slug) or a key of a game's case format in its code (docstrings aside):
  those come through the contract of :mod:`rulings.core.game`;
* every registered game provides the contract, and its views build for every
  one of its bundled cases and cards.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from rulings import games
from rulings.core import kb
from rulings.core.game import (
    CardFacts,
    CaseView,
    DeckReport,
    Game,
    PreparedCase,
    SourceDocument,
)
from rulings.core.spec import ListOf, Obj, OneOf
from tests.helpers import ROOT, checked_knowledge_base

PACKAGE = ROOT / "rulings"
NEUTRAL = sorted([*(PACKAGE / "core").rglob("*.py"), *(PACKAGE / "site").rglob("*.py"),
                  *(PACKAGE / "assistant").rglob("*.py"), PACKAGE / "cli.py", PACKAGE / "__main__.py"])
SHARED_KEYS = {"name", "title", "note", "status", "setup", "expect", "attempt", "refused", "end", "source",
               "text", "kind", "document", "post", "quote", "cards", "id", "game", "date", "tags", "ruling",
               "define", "cases", "by", "card", "type", "count", "deck", "hand", "discard", "turn", "phase",
               # a case told as a list of actions, and its moments « after combat T »: the contract's
               # (core.action_case, core.action_verbs, core.moments)
               "actions", "combat"}


def _docstrings(tree: ast.AST) -> set[int]:
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                ids.add(id(first.value))
    return ids


def _keys(spec, out: set, depth: int = 0) -> set:
    """Every key a format names (the game's vocabulary), walking nested specs."""
    if depth > 8:
        return out
    if isinstance(spec, Obj):
        for key, inner in spec.fields.items():
            out.add(key)
            _keys(inner, out, depth + 1)
        if spec.rest is not None:
            _keys(spec.rest, out, depth + 1)
    elif isinstance(spec, ListOf):
        _keys(spec.item, out, depth + 1)
    elif isinstance(spec, OneOf):
        for option in spec.options:
            _keys(option, out, depth + 1)
    return out


def _game_words() -> set[str]:
    words = set(games.REGISTRY)
    for game in games.all_games():
        for spec in game.case_fields.values():
            _keys(spec, words)
        words |= set(game.case_fields)
    return {w for w in words if len(w) > 2} - SHARED_KEYS


def _own_attributes() -> set[str]:
    """Attribute names the neutral modules define themselves (``self.rest = …``, dataclass fields, methods):
    using those is not using a game's field, even when a game's format has a key of the same name."""
    names = set()
    for path in NEUTRAL:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
                names.add(node.attr)
            elif isinstance(node, ast.ClassDef):
                for item in node.body:
                    if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                        names.add(item.target.id)
                    elif isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                        names.add(item.name)
    return names


OWN = _own_attributes()


@pytest.mark.parametrize("path", NEUTRAL, ids=lambda p: str(p.relative_to(ROOT)))
def test_neutral_module_imports_no_game_and_names_none(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = _docstrings(tree)
    words = _game_words()
    problems = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("rulings.games."):
            problems.append(f"line {node.lineno}: imports {node.module}")
        if isinstance(node, ast.Import):
            problems += [f"line {node.lineno}: imports {a.name}" for a in node.names
                         if a.name.startswith("rulings.games.")]
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            for word in words:
                if word == node.value or f"rulings.games.{word}" in node.value or \
                        (word in games.REGISTRY and word in node.value.lower()):
                    problems.append(f"line {node.lineno}: names {word!r} in {node.value[:60]!r}")
        if isinstance(node, ast.Attribute) and node.attr in words and node.attr not in OWN:
            problems.append(f"line {node.lineno}: uses the field .{node.attr}")
    assert not problems, "\n".join(problems)


def test_the_word_list_is_not_empty():   # the test above would pass vacuously on an empty vocabulary
    words = _game_words()
    assert {"fight", "characters", "eredan"} <= words, sorted(words)


@pytest.mark.parametrize("name", games.REGISTRY)
def test_every_registered_game_provides_the_contract(name):
    game = games.get(name)
    assert isinstance(game, Game)
    assert game.name == name and game.title
    assert all(rule.id.startswith(name + ".") for rule in game.rulebook)
    assert all(isinstance(d, SourceDocument) and d.sections for d in game.documents(kb.seeds_dir(ROOT)))
    catalogue = game.catalogue(game.database(ROOT))
    assert catalogue and all(isinstance(f, CardFacts) and f.name == n for n, f in catalogue.items())
    assert set(game.moments) and all(isinstance(v, str) for v in game.moments.values())


@pytest.mark.parametrize("name", games.REGISTRY)
def test_every_bundled_case_of_every_game_has_a_view_and_results(name):
    report = checked_knowledge_base()
    scenarios = [s for s in report.scenarios if s.game == name]
    assert scenarios, f"no ruling for {name}"
    for scenario in scenarios:
        for case in scenario.cases:
            assert isinstance(case.prepared, PreparedCase)
            view = case.prepared.view()
            assert isinstance(view, CaseView) and view.sides, case.node_id
            result = report.results[case.node_id]
            assert result.checks and all(c.values for c in result.checks), case.node_id
            for check in result.checks:
                assert game_moment_fr(name, check.check.moment)


@pytest.mark.parametrize("name", games.REGISTRY)
def test_every_open_reading_a_run_reads_is_cited_in_its_trace(name):
    """A judge reads in the trace which reading of an open question the outcome rests on: every run of every bundled
    case cites each reading it read, with the reading's rule and question (the first time the run reads it)."""
    report = checked_knowledge_base()
    readings = games.get(name).readings
    read = 0
    for scenario in (s for s in report.scenarios if s.game == name):
        for case in scenario.cases:
            for outcome in report.results[case.node_id].outcomes:
                cited = [(e.rule, e.text) for e in outcome.state.trace.entries]
                for reading_name in outcome.readings:
                    reading = readings[reading_name]
                    read += 1
                    assert any(rule == reading.rule and text.startswith(f"Lecture ouverte « {reading.question} »")
                               for rule, text in cited), (case.node_id, reading_name)
    assert read, f"no bundled case of {name} reads an open reading"


def game_moment_fr(name: str, moment: str) -> str:
    return games.get(name).moment_fr(moment)


def test_each_check_distribution_is_computed_once_by_the_runner():
    """The runner groups each expectation's values over every outcome: probabilities add up to 1."""
    from fractions import Fraction

    chance = [r for r in checked_knowledge_base().results.values() if len(r.outcomes) > 1]
    assert chance, "no case with chance in the bundled rulings"
    for result in chance:
        for item in result.checks:
            assert sum((p for _v, p in item.values), Fraction(0)) == 1



def test_a_word_is_read_in_french_by_the_last_part_of_its_path_only():
    """:meth:`GameBase.value_fr`: the property read (the path's last part, however deep the path) picks the words;
    a word it does not list, or a property without words, stays as written."""
    from rulings.core.game import GameBase

    class Words(GameBase):
        name = "essai"
        values_fr = {"zone": {"graveyard": "cimetière"}}    # noqa: RUF012

    game = Words()
    assert [game.value_fr(path, "graveyard") for path in ("zone", "Goule.zone", "A.Goule.zone", "A.zone.phase")] == \
        ["cimetière", "cimetière", "cimetière", "graveyard"]
    assert game.value_fr("A.Goule.zone", "Goule") == "Goule"

@pytest.mark.parametrize("name", games.REGISTRY)
def test_every_game_writes_a_skeleton_and_checks_a_deck(name, tmp_path):
    game = games.get(name)
    text = game.skeleton("essai", {}, {}, "Essai", ROOT)
    assert "id: essai" in text and f"game: {name}" in text
    deck = tmp_path / "deck.yaml"
    deck.write_text("{}\n", encoding="utf-8")
    try:
        report = game.check_deck(str(deck), ROOT)
    except Exception as err:       # an empty deck may be refused as input, as a user error only
        from rulings.core.errors import UserError

        assert isinstance(err, UserError), err
    else:
        assert isinstance(report, DeckReport) and not report.legal
