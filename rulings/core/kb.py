"""The knowledge base: the scenarios of every game under ``<root>/scenarios/``, loaded and verified.

Where the root is: :mod:`rulings.core.places`.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulings import games

from . import parse_cache, sources, verdict_cache
from .branch_points import Reading
from .errors import UserError, Where
from .messages import msg
from .places import scenarios_dir, seeds_dir
from .runner import CaseResult, run_case
from .scenario import Scenario, discover, from_raw, not_a_scenario
from .yamlio import load_file

YOUNG_OBJECTS = 14_000     # :func:`verdicts`: the garbage collector's first threshold while it runs


@dataclass
class Report:
    root: Path
    scenarios: list[Scenario] = field(default_factory=list)
    errors: list[UserError] = field(default_factory=list)          # one per unreadable file
    # str(error) -> scenarios that did not load because of an error of another file (a card database), told once
    blocked: dict[str, list[str]] = field(default_factory=dict)
    # (path, why): YAML files of a folder that are not scenarios
    skipped: list[tuple[str, str]] = field(default_factory=list)
    results: dict[str, CaseResult] = field(default_factory=dict)    # node id -> its result
    # node id -> the rules its outcomes' traces applied (kept by :func:`verdicts`, which drops passing traces)
    rules: dict[str, list[str]] = field(default_factory=dict)

    def verified(self, scenario: Scenario) -> bool:
        return all(self.results[c.node_id].passed for c in scenario.cases)

    @property
    def passed(self) -> int:
        return sum(r.passed for r in self.results.values())

    @property
    def failed(self) -> int:
        return sum(not r.passed for r in self.results.values())

    @property
    def seeds(self) -> Path:
        return seeds_dir(self.root)

    def relative(self, path: str | Path) -> str:
        """``path`` relative to the knowledge base's root, when it is inside."""
        try:
            return str(Path(path).resolve().relative_to(Path(self.root).resolve()))
        except ValueError:
            return str(path)


def load_all(root: Path, paths: Sequence[str | Path] | None = None) -> Report:
    """Load every scenario under ``paths`` (default: the root's ``scenarios/``).  A YAML file found in a folder
    that is not a scenario (a deck…) is skipped, with the reason, in ``report.skipped``; a file named itself is
    always read as a scenario."""
    report = Report(Path(root))
    report.scenarios.extend(_loaded(report, paths))
    return report


def _loaded(report: Report, paths: Sequence[str | Path] | None,
            kept: verdict_cache.VerdictCache | None = None) -> Iterator[Scenario]:
    """Each scenario under ``paths``, loaded when the previous one has been used; what does not load is told in
    ``report`` (errors, blocked, skipped). Files are read through the knowledge base's parse cache
    (:mod:`rulings.core.parse_cache`); with ``kept``, a ruling kept there for the very same inputs comes
    with its results (in ``report.results``) and without ``raw``, neither parsed nor run."""
    seen: dict[str, str] = {}
    paths = paths or [scenarios_dir(report.root)]
    named = {Path(p) for p in paths if Path(p).is_file()}
    with parse_cache.kept(report.root):
        for path in discover(paths):
            found = kept.scenario(path) if kept is not None else None
            if found is not None:
                scenario, results, rules = found
                if not _first_of_its_id(report, seen, scenario, scenario.id_where or Where(str(path))):
                    continue
                report.results.update(results)
                report.rules.update(rules)
                yield scenario
                continue
            try:
                raw = load_file(path)
                why = None if path in named else not_a_scenario(raw)
                if why is not None:
                    report.skipped.append((str(path), why))
                    continue
                scenario = from_raw(raw, str(path), report.root, strict=False)
            except UserError as err:
                if err.where.file not in (None, str(path)):     # another file's error: a broken card database
                    key = str(err)
                    if key not in report.blocked:
                        report.errors.append(err)
                    report.blocked.setdefault(key, []).append(str(path))
                    continue
                report.errors.append(err)
                continue
            if _first_of_its_id(report, seen, scenario, scenario.raw.at("id")):
                yield scenario


def _first_of_its_id(report: Report, seen: dict[str, str], scenario: Scenario, where: Where) -> bool:
    """Whether no file before held the scenario's id (results are keyed by id: a second file would hide the
    first one's); if one did, the error is told at ``where``."""
    if scenario.id in seen:
        report.errors.append(UserError(msg("kb.same_id", id=scenario.id, other=seen[scenario.id]), where,
                                       msg("kb.own_id")))
        return False
    seen[scenario.id] = scenario.path
    return True


def check(report: Report) -> Report:
    """Run every case, each to its end (:func:`rulings.core.runner.run_case`), keeping every result whole (the
    site shows every trace).

    The loaded scenarios live as long as the report: ``gc.freeze`` leaves them out of the garbage collector's
    full passes, which the many short-lived game states of the runs would otherwise trigger over them."""
    gc.freeze()
    for scenario in report.scenarios:
        for case in scenario.cases:
            report.results[case.node_id] = run_case(case)
    return report


def verdicts(root: Path, paths: Sequence[str | Path] | None = None) -> Report:
    """Load and check one file after the other, keeping of each only what ``check``, ``export`` and ``coverage``
    tell: its metadata, each case's verdict, and the first outcome of a case that fails (its judge's note).
    The memory stays that of one file's runs whatever the size of the knowledge base, and the time grows with
    the number of cases alone.

    Meanwhile the garbage collector's youngest generation waits for 20 times more new objects than its default
    (700): the runs make many short-lived objects, most freed by their count alone; at the default, the collector's
    passes over them took 50 ms of the bundled knowledge base's ``rulings check``, 20 ms at this threshold (mypy
    raises it for its builds likewise)."""
    report = Report(Path(root))
    kept = verdict_cache.opened(report.root)
    threshold = gc.get_threshold()
    gc.set_threshold(YOUNG_OBJECTS, *threshold[1:])
    try:
        for scenario in _loaded(report, paths, kept):
            if scenario.raw is not None:        # not kept from an earlier run: run now
                for case in scenario.cases:
                    result = run_case(case)
                    report.rules[case.node_id] = sorted(set().union(*(o.state.trace.rules_used()
                                                                      for o in result.outcomes)))
                    result.outcomes = result.outcomes[:1] if not result.passed else []
                    result.checks = [] if result.passed else result.checks
                    report.results[case.node_id] = result
                    case.raw, case.prepared = None, None
                if kept is not None:
                    kept.keep(scenario, report.results, report.rules)
                scenario.raw, scenario.context = None, None
            report.scenarios.append(scenario)
    finally:
        gc.set_threshold(*threshold)
    if kept is not None:
        kept.write()
    return report


def readings_of(report: Report, scenario: Scenario) -> list[str]:
    """The readings a ruling hangs on: its open questions, then those its cases' runs read, by name."""
    read = [name for case in scenario.cases if case.node_id in report.results
            for name in report.results[case.node_id].readings_read]
    return list(dict.fromkeys([*scenario.open_questions, *read]))


def reading_row(reading: Reading, open_question: bool) -> dict[str, Any]:
    """A reading as ``rulings export --json`` lists it."""
    return {"name": reading.name, "question": reading.question, "rule": reading.rule, "default": reading.default,
            "open_question": open_question,
            "alternatives": [{"name": a.name, "label": a.label,
                              "support": [{"document": s.document, "quote": s.quote} for s in a.support]}
                             for a in reading.alternatives]}


def export(report: Report) -> list[dict[str, Any]]:
    rows = []
    for scenario in report.scenarios:
        row = scenario.metadata()
        row["path"] = report.relative(scenario.path)
        row["verified"] = report.verified(scenario)
        declared = games.get(scenario.game).readings
        row["readings"] = [reading_row(declared[name], name in scenario.open_questions)
                           for name in readings_of(report, scenario)]
        rows.append(row)
    return rows


def coverage(report: Report) -> list[dict[str, Any]]:
    """Every section each game's source documents must cover, then every other cited section, each with
    its scenario, case and verified counts."""
    rows: dict[tuple[str, str], dict[str, Any]] = {}

    def row(game: str, document: str, post: str, group: str, date: str | None = None) -> dict[str, Any]:
        return rows.setdefault((document, post), {
            "game": game, "document": document, "document_title": sources.title_of(report.seeds, document),
            "post": post, "group": group, "date": date, "required": False, "scenarios": 0, "cases": 0,
            "verified": 0, "open_questions": []})

    for game in games.all_games():
        for document in game.documents(report.seeds):
            for section in document.sections:
                row(game.name, document.file, section.title, section.group, section.date)["required"] = True
    for scenario in report.scenarios:
        # a ruling whose sources differ covers the section of each (the format requires both keys of each)
        divergent = scenario.divergent_source
        for source in (scenario.source, *([divergent] if divergent is not None else [])):
            item = row(scenario.game, source["document"], source["post"], msg("kb.other_section"))
            item["scenarios"] += 1
            item["cases"] += len(scenario.cases)
            declared = games.get(scenario.game).readings
            for name in scenario.open_questions:
                if name not in (q["name"] for q in item["open_questions"]):
                    item["open_questions"].append({"name": name, "question": declared[name].question,
                                                   "ruling": scenario.id})
            if report.results and report.verified(scenario):
                item["verified"] += 1
    return list(rows.values())
