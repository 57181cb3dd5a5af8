"""Shared fixtures of the site tests: the real MkDocs build (once per session) and a real browser.

The browser tests skip, with the reason shown, where chromium or playwright is
absent; `.ci/run` installs both so they run in CI.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
from pathlib import Path

import pytest

from tests.site import sitekit
from tests.site.sitekit import CHROMIUM, HASH_SEEDS, HOSTILE_SCENARIOS, REPRODUCIBLE, Build, Job, Remote, launched

# Tests using these build the real site or drive the real browser: most of the suite's time. They are marked
# « slow », so that `python -m pytest -m "not slow"` is the quick loop while writing a ruling; CI runs them all.
SLOW_FIXTURES = {"browser", "offline_site", "served_build", "second_seed_build", "page_sizes", "catalogue_searches",
                 "site_searches", "hostile_site"}

# The session's builds of the real site, by the fixture giving each, and how each is built. Each one a test
# needs is started in the background as soon as the tests are collected; the quick tests run first, beside
# the builds, and the slow ones after, on sites already built.
SITE_BUILDS = {
    "offline_site": {"offline": True},
    # as `mkdocs build` makes it to be served (not strict: the rulings' own warnings are test_site's business);
    # reproducible (sitekit.REPRODUCIBLE): tests/site/test_determinism.py compares it with the second seed's build
    "served_build": {"strict": False, "environment": REPRODUCIBLE},
    "second_seed_build": {"strict": False, "environment": {**REPRODUCIBLE, "PYTHONHASHSEED": HASH_SEEDS[1]}},
    # the site of one ruling whose every text holds markup (tests/site/hostile/), offline; with no data set (a folder
    # that is not there), not the 103 pages of the catalogue of Eredan's client texts: 10.8 -> 7.4 s of the processor
    "hostile_site": {"offline": True, "scenarios": HOSTILE_SCENARIOS,
                     "environment": {"RULINGS_DATA": str(HOSTILE_SCENARIOS / "no-data-set")}},
}
# The slowest browser measures (tests/site/sitejobs.py), by the fixture giving each, and the build each measures:
# those the tests need are made each in a process of its own from the moment its site is built, beside the rest of
# the suite; those of one build one after another, the page sizes (the served build) beside the searches (the
# offline build): one after the other, the last search ended the suite alone, a core idle for 45 s.
SITE_JOBS = {"page_sizes": "served_build", "catalogue_searches": "offline_site", "site_searches": "offline_site"}
BUILDS = pytest.StashKey[dict]()

# Under pytest-xdist (`-n 2`: the test command of the README), the workers share these builds and jobs: xdist
# shares out tests, not a build that tests of both workers read, so this stays ours. The controller names a
# folder for the session (SHARED, in the environment its workers inherit); the first worker to claim a build or a
# job runs it (sitekit.claimed) and tells its end by a file, which the other waits for (sitekit.Remote).
SHARED = "RULINGS_TEST_SITES"       # set by the root conftest.py


def pytest_configure(config):
    # the folder the root conftest.py names for the session (the controller of xdist loads that one, not this)
    if SHARED not in os.environ:        # (a process of its own whose root conftest.py has not run yet)
        os.environ[SHARED] = tempfile.mkdtemp(prefix="rulings-tests-site-")
    config.stash[BUILDS] = {"folder": Path(os.environ[SHARED])}


def pytest_collection_modifyitems(items):
    for item in items:
        if SLOW_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.slow)
    # stable: the quick ones first, beside the builds; the slow ones next, and last those reading a job's measure,
    # so that the jobs have the longest time to end beside the other tests
    items.sort(key=lambda item: (item.get_closest_marker("slow") is not None,
                                 bool(set(SITE_JOBS) & set(getattr(item, "fixturenames", ())))))


def pytest_collection_finish(session):
    """Starts the builds and the browser measures the selected tests need (after `-m` and `-k` have chosen them)."""
    if session.config.option.collectonly:
        return
    needed = {name for item in session.items for name in getattr(item, "fixturenames", ())}
    for name in SITE_BUILDS:
        if name in needed:
            _started(session.config, name)
    previous: dict[str, Job | Remote] = {}     # the jobs measuring one build, one after another (sitekit.Job)
    builds = session.config.stash[BUILDS]
    folder = builds["folder"]
    for name, site in SITE_JOBS.items():
        if name in needed and _browser_missing() is None:
            out, done = folder / f"{name}.json", folder / f"{name}.done"
            previous[site] = builds[name] = (
                Job(name.replace("_", "-"), _started(session.config, site), out, after=previous.get(site),
                    done=done)
                if sitekit.claimed(folder, name) else Remote(folder / name, done, out))


def pytest_sessionfinish(session, exitstatus):
    """A worker's builds and jobs may be waited for by the other worker: it ends them before it ends, unless the
    session was interrupted; a session of its own stops them (its tests are done)."""
    builds = session.config.stash.get(BUILDS, {})
    interrupted = exitstatus == pytest.ExitCode.INTERRUPTED
    for name in [*SITE_JOBS, *SITE_BUILDS]:
        if name in builds:
            if hasattr(session.config, "workerinput") and not interrupted and not isinstance(builds[name], Remote):
                builds[name].wait()
            builds[name].stop()


def _started(config, name: str) -> Build | Remote:
    builds = config.stash[BUILDS]
    if name not in builds:
        folder = builds["folder"]
        if sitekit.claimed(folder, name):
            builds[name] = Build(folder / name, **SITE_BUILDS[name])
            builds[name].tell(folder / f"{name}.done")
        else:
            builds[name] = Remote(folder / name, folder / f"{name}.done")
    return builds[name]


@pytest.fixture(scope="session")
def offline_site(request) -> Path:
    build = _started(request.config, "offline_site")
    assert build.result().returncode == 0, build.result().stderr[-3000:]
    return build.target


@pytest.fixture(scope="session")
def hostile_site(request) -> Path:
    """The offline site of tests/site/hostile/ alone: a ruling whose every text a reader sees holds markup."""
    build = _started(request.config, "hostile_site")
    assert build.result().returncode == 0, build.result().stderr[-3000:]
    return build.target


@pytest.fixture(scope="session")
def served_build(request) -> tuple[Path, subprocess.CompletedProcess]:
    """The site as `mkdocs build` makes it to be served, and what the build printed."""
    build = _started(request.config, "served_build")
    return build.target, build.result()


@pytest.fixture(scope="session")
def second_seed_build(request) -> tuple[Path, subprocess.CompletedProcess]:
    """The same build as ``served_build``, under another hash seed."""
    build = _started(request.config, "second_seed_build")
    return build.target, build.result()


def _job(request, name: str):
    reason = _browser_missing()
    if reason:
        pytest.skip(reason)
    return request.config.stash[BUILDS][name].result()


@pytest.fixture(scope="session")
def page_sizes(request) -> list[tuple[int, int, str]]:
    """(content height at 1280 px, page width on a phone, page) of every generated page of the served build
    (tests/site/sitejobs.py)."""
    return [tuple(size) for size in _job(request, "page_sizes")]


@pytest.fixture(scope="session")
def catalogue_searches(request) -> dict[str, list[str]]:
    """The pages the site's search lists for each search of tests/site/test_catalogue_search.py
    (tests/site/sitejobs.py)."""
    return dict(_job(request, "catalogue_searches"))


@pytest.fixture(scope="session")
def site_searches(request) -> dict:
    """The pages the site's search lists for each search of the loops of tests/site/test_search.py (``answers``), and
    what the page searched showed of errors and requests off the site (tests/site/sitejobs.py)."""
    found = _job(request, "site_searches")
    return {**found, "answers": dict(found["answers"])}


@pytest.fixture(scope="session")
def rulings_export():
    return sitekit.rulings_export()


def _browser_missing() -> str | None:
    """Why the browser tests cannot run here, or None."""
    if CHROMIUM is None:
        return "chromium is not installed (apt-get install chromium); .ci/run installs it"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "playwright is not installed (pip install playwright)"
    return None


@pytest.fixture(scope="session")
def browser():
    reason = _browser_missing()
    if reason:
        pytest.skip(reason)
    with launched() as browser:
        yield browser
