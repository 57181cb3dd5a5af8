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


# --- how pytest-xdist shares the tests out (`-n 2`: the test command of the README) -----------------------------------
# A module of the site's tests opens its browser pages and boots Pyodide once, in module fixtures: split between two
# workers, each made them (a Pyodide boot is 7 to 10 s of the processor). Its tests, in the order collected, go
# together to one worker; the other tests go in runs of RUN, as `--dist load` shares them out. xdist's `--dist
# loadgroup` would group them by a mark, but does not group with pytest 9.2 (pytest-dev/pytest-xdist#1386), and
# `--dist loadscope` sends every module whole, too coarse for the quick loop (60.9 -> 64.6 s here). This is
# loadscope's scheduler with these units (xdist's own hook): the tests reading a job's measure are collected last
# (tests/site/conftest.py), a unit of their own, so that no worker waits for a job with its module's other tests.
TOGETHER = "tests/site/"
RUN = 24


def work_units(nodeids: list[str]) -> dict[str, str]:
    """Each test -> its unit: consecutive tests of one module under TOGETHER together, the others in runs of RUN."""
    units: dict[str, str] = {}
    number, kind, size = 0, "", 0
    for nodeid in nodeids:
        module = nodeid.split("::", 1)[0]
        together = module if module.startswith(TOGETHER) else "-"
        if together != kind or (together == "-" and size == RUN):
            number, kind, size = number + 1, together, 0
        units[nodeid] = str(number)
        size += 1
    return units


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    if config.getoption("dist") != "load":         # another mode asked for on the command line: xdist's own
        return None
    from xdist.scheduler import LoadScopeScheduling  # type: ignore[import-untyped]

    class Units(LoadScopeScheduling):
        units: dict[str, str] = {}

        def schedule(self):
            if self.collection is None and self.collection_is_completed:
                self.units = work_units(next(iter(self.registered_collections.values())))
            super().schedule()

        def _split_scope(self, nodeid: str) -> str:
            return self.units[nodeid]

    config.option.loadscopereorder = False         # the units in the order collected (tests/site/conftest.py's)
    return Units(config, log)


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
