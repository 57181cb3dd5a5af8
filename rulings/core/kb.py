"""The knowledge base: every scenario under ``scenarios/``, loaded and verified."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .errors import UserError
from .runner import CaseResult, run_case
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
    for path in discover(paths or [SCENARIOS]):
        try:
            report.scenarios.append(load(path))
        except UserError as err:
            report.errors.append(err)
    return report


def check(report: Report) -> Report:
    for scenario in report.scenarios:
        for case in scenario.cases:
            report.results[case.node_id] = run_case(case)
    return report


def export(report: Report) -> list[dict]:
    rows = []
    for scenario in report.scenarios:
        row = scenario.metadata()
        row["path"] = relative(scenario.path)
        row["verified"] = report.verified(scenario)
        rows.append(row)
    return rows
