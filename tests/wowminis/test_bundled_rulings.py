"""The bundled World of Warcraft Miniatures rulings beyond what tests/core/test_sources.py checks for every game:
chapter 7's numbered paragraphs (the lines the game cites are lines of the seed, read directly from
``../shared/seeds/``; each rule id is a paragraph number; the sections are the paragraphs under their headings;
every paragraph 700.1-705.1d is applied, in a trace, by a verified ruling), enough rulings and cases, the cards
each lists, and no card text quoted (the chapter gives none: every character and ability is reconstructed from
the example that names it, or invented for a ruling)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulings.core import kb
from rulings.games.wowminis import lines, rules
from rulings.games.wowminis.game import GAME
from tests.helpers import scenario_files, yaml_as_written

ROOT = Path(__file__).resolve().parents[2]
SEED = ROOT.parent / "shared" / "seeds" / rules.DOCUMENT
RULINGS = scenario_files("wowminis")

pytestmark = pytest.mark.skipif(not SEED.is_file(), reason=f"{SEED} is not beside the project")


def _text() -> str:
    return SEED.read_text(encoding="utf-8")


def _lines() -> set:
    return {line.strip() for line in _text().splitlines()}


def test_there_are_enough_rulings_and_cases():
    assert len(RULINGS) >= 31
    assert sum(len(yaml_as_written(p)["cases"]) for p in RULINGS) >= 69


def test_the_cited_lines_are_lines_of_the_seed():
    seed = _lines()
    for table in (lines.HEADINGS, lines.PARAGRAPHS, lines.LINES):
        for key, line in table.items():
            assert line in seed, key
    assert list(lines.PARAGRAPHS) == sorted(lines.PARAGRAPHS, key=lambda n: _text().index(lines.PARAGRAPHS[n]))
    assert len(lines.PARAGRAPHS) == 31


def test_rule_ids_are_paragraph_numbers():
    for rule in rules.RULEBOOK:
        family, part = rule.id.split(".", 2)[1:]
        if family == "deduit":
            assert rule.status == "unconfirmed" and rule.statement.startswith("Déduit des exemples"), rule.id
            continue
        number = f"{family}.{part.split('-')[0]}"
        assert number in lines.PARAGRAPHS, rule.id
        assert rule.source[1] == lines.PARAGRAPHS[number], rule.id
    assert {f"wowminis.{n}" for n in lines.PARAGRAPHS} <= set(rules.RULEBOOK.rules), "a paragraph without a rule"


def test_sections_are_the_paragraphs_under_their_headings():
    sections = GAME.documents(SEED.parent)[0].sections
    assert [s.title for s in sections] == list(lines.PARAGRAPHS.values())
    assert {s.group for s in sections} == set(lines.HEADINGS.values())


def test_every_paragraph_is_applied_by_a_verified_ruling():
    report = kb.check(kb.load_all(ROOT, [ROOT / "scenarios" / "wowminis"]))
    assert report.failed == 0 and not report.errors
    used = set()
    for scenario in report.scenarios:
        for case in scenario.cases:
            for outcome in report.results[case.node_id].outcomes:
                used |= outcome.state.trace.rules_used()
    paragraphs = {n for n in lines.PARAGRAPHS if any(r.startswith(f"wowminis.{n}") and
                                                     (r == f"wowminis.{n}" or r[len(f'wowminis.{n}')] == "-")
                                                     for r in used)}
    assert set(lines.PARAGRAPHS) - paragraphs == set()


def test_cards_are_reconstructed():
    db = GAME.database(ROOT)
    for name, entry in [*db.characters.items(), *db.abilities.items()]:
        assert entry.origin.kind == "reconstructed", name
        assert entry.origin.note, f"{name}: say what is assumed"
        prefix = "Figurine reconstituée" if name in db.characters else "Capacité reconstituée"
        assert entry.text.startswith(prefix), name
        if entry.origin.post:
            assert entry.origin.post in _lines(), name


def _named(case: dict, db_abilities: set) -> set:
    """Every figurine and ability a case names: in play, on a character, played, or probed."""
    names = set()
    setup = case["setup"]
    for player in ("A", "B", "C", "D"):
        for item in (setup.get(player) or {}).get("characters") or []:
            item = {"name": item} if isinstance(item, str) else item
            names.add(item.get("card", item["name"]))
            names.update(item.get("bar") or [])
            names.update(item.get("hidden") or [])
            names.update(a if isinstance(a, str) else a["name"] for a in item.get("attached") or [])
    for action in case.get("actions") or []:
        if "play" in action:
            names.add(action["play"])
    for values in case["expect"].values():
        for path in values:
            head = str(path).rsplit(".", 1)[0]
            if head in db_abilities:
                names.add(head)
    return names


@pytest.mark.parametrize("path", RULINGS, ids=lambda p: p.stem)
def test_cards_lists_what_the_cases_name(path):
    raw = yaml_as_written(path)
    db = GAME.database(ROOT)
    local = raw.get("define") or {}
    abilities = set(db.abilities) | {a["name"] for a in local.get("abilities", [])}
    characters = set(db.characters) | {c["name"] for c in local.get("characters", [])}
    used = set().union(*(_named(case, abilities) for case in raw["cases"]))
    assert used <= set(raw["cards"]), sorted(used - set(raw["cards"]))
    assert set(raw["cards"]) <= abilities | characters, sorted(set(raw["cards"]) - abilities - characters)


def test_a_case_applying_an_unconfirmed_reading_is_unconfirmed():
    """Every ambiguity of the chapter is an unconfirmed rule of a numbered family: a case whose trace applies
    one is itself unconfirmed (its own status, or its ruling's), and says which reading the engine takes.  The
    family « deduit » (what the chapter leans on without containing) is unconfirmed too, but its rules carry
    every case: they are said « déduit des exemples » in the rule book instead."""
    report = kb.check(kb.load_all(ROOT, [ROOT / "scenarios" / "wowminis"]))
    readings = {r.id for r in rules.RULEBOOK if r.status == "unconfirmed" and ".deduit." not in r.id}
    problems = []
    for scenario in report.scenarios:
        for case in scenario.cases:
            used = set().union(*(o.state.trace.rules_used() for o in report.results[case.node_id].outcomes))
            applied = sorted(used & readings)
            if applied and case.status != "unconfirmed":
                problems.append(f"{case.node_id}: {', '.join(applied)}")
            if case.status == "unconfirmed" and scenario.status != "unconfirmed":
                assert case.raw.get("note"), f"{case.node_id}: say which reading the engine takes"
    assert not problems, "\n".join(problems)
