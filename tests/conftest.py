"""Shared fixtures of the site tests: the real MkDocs build (once per session) and a real browser.

The browser tests skip, with the reason shown, where chromium or playwright is
absent; `.ci/run` installs both so they run in CI.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from sitekit import CHROMIUM, REPRODUCIBLE, ROOT, build


# Tests using these build the real site or drive the real browser: most of the suite's time. They are marked
# « slow », so that `python -m pytest -m "not slow"` is the quick loop while writing a ruling; CI runs them all.
SLOW_FIXTURES = {"browser", "offline_site", "served_build"}


def pytest_collection_modifyitems(items):
    for item in items:
        if SLOW_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.slow)


@pytest.fixture(scope="session")
def offline_site(tmp_path_factory) -> Path:
    target = tmp_path_factory.mktemp("site-offline")
    result = build(target, offline=True)
    assert result.returncode == 0, result.stderr[-3000:]
    return target


@pytest.fixture(scope="session")
def served_build(tmp_path_factory) -> tuple[Path, subprocess.CompletedProcess]:
    """The site as `mkdocs build` makes it to be served (not strict: the rulings' own warnings are test_site's
    business), and what the build printed. Reproducible (sitekit.REPRODUCIBLE): tests/test_determinism.py
    compares it with a build under another hash seed."""
    target = tmp_path_factory.mktemp("site-served")
    return target, build(target, strict=False, environment=REPRODUCIBLE)


@pytest.fixture(scope="session")
def rulings_export():
    out = subprocess.run([sys.executable, "-m", "rulings", "export", "--json"], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    return json.loads(out.stdout)


@pytest.fixture(scope="session")
def browser():
    if CHROMIUM is None:
        pytest.skip("chromium is not installed (apt-get install chromium); .ci/run installs it")
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install playwright)")
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=[
            "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
            "--disable-component-update", "--disable-sync"])
        yield browser
        browser.close()
