"""Collect every scenario file under scenarios/ as pytest items, one per case.

Modelled on pytest's "non-python tests" example: a failing case reports the
judge's note (expected, computed, moment, end of the trace), not a traceback.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest

from rulings.core import parse_cache
from rulings.core.errors import UserError
from rulings.core.runner import judge_note, run_case
from rulings.core.scenario import is_scenario_file, load

ROOT = Path(__file__).parent
SITES = pytest.StashKey[Path]()


@pytest.hookimpl(tryfirst=True)       # before tests/site/conftest.py's, which reads it
def pytest_configure(config):
    """The session's folder of site builds and browser measures (tests/site/conftest.py), named in the
    environment by the process that starts the session: pytest-xdist's workers inherit it and share them."""
    if not hasattr(config, "workerinput"):
        folder = config.stash[SITES] = Path(tempfile.mkdtemp(prefix="rulings-tests-site-"))
        os.environ["RULINGS_TEST_SITES"] = str(folder)


def pytest_unconfigure(config):
    folder = config.stash.get(SITES, None)
    if folder is not None:
        shutil.rmtree(folder, ignore_errors=True)


def pytest_collect_file(parent, file_path: Path):
    try:
        relative = file_path.resolve().relative_to(ROOT / "scenarios")
    except ValueError:
        return None
    if is_scenario_file(relative):
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


class ScenarioFile(pytest.File):
    def collect(self):
        try:
            with parse_cache.kept(ROOT):        # the knowledge base's parse cache (rulings/core/parse_cache.py)
                scenario = load(self.path, ROOT, strict=False)     # a malformed case fails alone
        except UserError as err:
            yield BrokenScenario.from_parent(self, name="load", error=err)
            return
        for case in scenario.cases:
            yield CaseItem.from_parent(self, name=case.name, case=case)


class ScenarioFailed(Exception):
    pass


class CaseItem(pytest.Item):
    def __init__(self, *, case, **kwargs):
        super().__init__(**kwargs)
        self.case = case

    def runtest(self):
        result = run_case(self.case)
        if not result.passed:
            from rulings import games

            raise ScenarioFailed(judge_note(result, games.get(self.case.scenario.game).rulebook))

    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, ScenarioFailed):
            return str(excinfo.value)
        return super().repr_failure(excinfo, style)

    def reportinfo(self):
        return self.path, self.case.where.line, f"{self.case.scenario.id}::{self.case.name}"


class BrokenScenario(pytest.Item):
    def __init__(self, *, error, **kwargs):
        super().__init__(**kwargs)
        self.error = error

    def runtest(self):
        from rulings.core.messages import msg

        raise ScenarioFailed(msg("runner.cannot_load", error=self.error))

    def repr_failure(self, excinfo, style=None):
        return str(excinfo.value)

    def reportinfo(self):
        return self.path, self.error.where.line, "load"
