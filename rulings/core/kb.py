"""The knowledge base: every scenario under ``scenarios/``, loaded and verified."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .errors import UserError
from .runner import run_case
from .scenario import Scenario, discover, load

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "scenarios"


@dataclass
class Report:
    scenarios: list = field(default_factory=list)     # Scenario
    errors: list = field(default_factory=list)        # UserError (one per unreadable file)
    results: dict = field(default_factory=dict)       # node id -> CaseResult

    def verified(self, scenario: Scenario) -> bool:
        return all(self.results[c.node_id].passed for c in scenario.cases)

    @property
    def passed(self) -> int:
        return sum(r.passed for r in self.results.values())

    @property
    def failed(self) -> int:
        return sum(not r.passed for r in self.results.values())


def relative(path) -> str:
    try:
        return str(Path(path).resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


def load_all(paths=None) -> Report:
    report = Report()
    seen: dict[str, str] = {}
    for path in discover(paths or [SCENARIOS]):
        try:
            scenario = load(path)
        except UserError as err:
            report.errors.append(err)
            continue
        if scenario.id in seen:  # results are keyed by id: a second file would hide the first one's
            report.errors.append(UserError(f"the id '{scenario.id}' is already the id of {seen[scenario.id]}",
                                           scenario.raw.at("id"), "give each ruling its own id"))
            continue
        seen[scenario.id] = scenario.path
        report.scenarios.append(scenario)
    return report


def check(report: Report, stop_early: bool = True) -> Report:
    """Run every case; ``stop_early=False`` keeps the whole trace (for the site)."""
    for scenario in report.scenarios:
        for case in scenario.cases:
            report.results[case.node_id] = run_case(case, stop_early=stop_early)
    return report


def export(report: Report) -> list[dict]:
    rows = []
    for scenario in report.scenarios:
        row = scenario.metadata()
        row["path"] = relative(scenario.path)
        row["verified"] = report.verified(scenario)
        rows.append(row)
    return rows


def coverage(report: Report) -> list[dict]:
    """Each blog post (blog-posts.tsv) and each other cited section, with its scenario and case counts."""
    from . import sources

    rows: dict[tuple, dict] = {}
    for post in sources.blog_posts():
        rows[("000_ed20e611d15ee255.txt", post["title"])] = {
            "document": "000_ed20e611d15ee255.txt", "post": post["title"], "kind": post["kind"],
            "date": post["date"], "scenarios": 0, "cases": 0, "verified": 0}
    for scenario in report.scenarios:
        key = (scenario.source.get("document"), scenario.source.get("post"))
        row = rows.setdefault(key, {"document": key[0], "post": key[1], "kind": "section", "date": None,
                                    "scenarios": 0, "cases": 0, "verified": 0})
        row["scenarios"] += 1
        row["cases"] += len(scenario.cases)
        if report.results and report.verified(scenario):
            row["verified"] += 1
    return list(rows.values())
