"""Property-based fuzzing, short profile: mutated copies of every game's real rulings and card databases end
with exit 0, 1 or 2 and a message naming the file, never an internal error, within a time bound.

The strategies and the runner are those of ``tools/fuzz.py`` (its long campaign: ``--count 10000``); here a
derandomized profile of a few seconds, so that CI is deterministic.  A failure is shrunk by Hypothesis to a
small mutation and shows the command's output or the exception's traceback.
"""

from __future__ import annotations

import functools
import importlib.util
import re
import resource
import shutil
import sys

import pytest

from tests.helpers import ROOT

pytest.importorskip("hypothesis", reason="hypothesis is a test dependency: pip install -e '.[test]'")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_spec = importlib.util.spec_from_file_location("rulings_fuzz", ROOT / "tools" / "fuzz.py")
fuzz = importlib.util.module_from_spec(_spec)
sys.modules["rulings_fuzz"] = fuzz          # its dataclasses look their module up
_spec.loader.exec_module(fuzz)


@functools.cache
def seeds() -> list:
    """Every file of every game, read once per test process when a test needs them (``fuzz.load_seeds``)."""
    return fuzz.load_seeds()

TIME_BOUND = 5.0          # seconds of CPU for one input (the slowest real ruling takes well under one)
MEMORY_BOUND_MB = 600     # the process's peak resident memory after the profile


@pytest.fixture(scope="module")
def workspace():
    space = fuzz.Workspace()
    yield space
    space.close()


def test_the_seeds_are_every_file_of_every_game():
    from rulings import games

    files = sorted(str(p.relative_to(ROOT))
                   for game in games.REGISTRY for p in (ROOT / "scenarios" / game).rglob("*.yaml"))
    assert sorted(seed.relative for seed in seeds()) == files
    assert {(seed.game, seed.kind) for seed in seeds()} == \
        {(g, k) for g in games.REGISTRY for k in ("scenario", "database")}


def test_the_runner_detects_an_internal_error(workspace, monkeypatch):
    """The property can fail: an exception in an engine is reported with its signature, not as an exit."""
    from rulings.core import kb

    def broken(*args, **kwargs):
        raise ZeroDivisionError("boom")

    monkeypatch.setattr(kb, "run_case", broken)
    seed = next(s for s in seeds() if s.kind == "scenario")
    result = workspace.run(fuzz.Input(seed, ("check",), seed.text, seed.relative), TIME_BOUND)
    assert result.kind == "internal error"
    assert result.signature.startswith("ZeroDivisionError at ")


def test_the_runner_detects_a_hang(workspace, monkeypatch):
    import time

    from rulings.core import kb

    def loop(*args, **kwargs):
        end = time.process_time() + 5
        while time.process_time() < end:
            pass

    monkeypatch.setattr(kb, "run_case", loop)
    seed = next(s for s in seeds() if s.kind == "scenario")
    result = workspace.run(fuzz.Input(seed, ("check",), seed.text, seed.relative), 0.2)
    assert result.kind == "hang", result.detail


def test_the_runner_detects_check_and_run_giving_two_verdicts(workspace, monkeypatch):
    """« check+run » runs both commands on the file: a case that passes in one and fails in the other is told."""
    from rulings.core import kb, runner

    def failing(case):
        result = runner.run_case(case)
        result.failures.append(runner.Failure("end", "x", 1, [(1, 2)]))
        return result

    monkeypatch.setattr(kb, "run_case", failing)
    seed = next(s for s in seeds() if s.kind == "scenario")
    result = workspace.run(fuzz.Input(seed, ("check+run",), seed.text, seed.relative), TIME_BOUND)
    assert (result.kind, result.detail) == ("verdicts differ", "check: exit 1, run --json: exit 0")


def test_the_runner_detects_a_control_character_printed(workspace, monkeypatch):
    import contextlib

    from rulings import cli
    from rulings.core import yamlio

    monkeypatch.setattr(cli, "shown_streams", contextlib.nullcontext)
    monkeypatch.setattr(yamlio, "shown", lambda text: text)
    seed = next(s for s in seeds() if s.kind == "scenario")
    text = re.sub(r"(?m)^title: .*$", lambda m: 'title: "\\e[2J titre"', seed.text, count=1)
    result = workspace.run(fuzz.Input(seed, ("run", "--trace"), text, seed.relative), TIME_BOUND)
    assert result.kind == "control character shown" and "#x001b" in result.detail, result


@pytest.mark.parametrize("special", fuzz.SPECIAL)
@pytest.mark.parametrize("kind", ["scenario", "database"])
def test_what_is_no_regular_file_is_refused_and_put_back(workspace, special, kind):
    seed = next(s for s in seeds() if s.kind == kind)
    ruling = next(s.relative for s in seeds() if s.game == seed.game and s.kind == "scenario")
    target = workspace.root / seed.relative
    before = target.read_bytes()
    result = workspace.run(fuzz.Input(seed, ("check+run",), seed.text, ruling, special), TIME_BOUND)
    assert result.kind == "exit 2", result
    assert target.is_file() and not target.is_symlink() and target.read_bytes() == before


def test_the_runner_puts_every_file_back(workspace):
    seed = next(s for s in seeds() if s.kind == "database")
    target = workspace.root / seed.relative
    before = target.read_bytes()
    workspace.run(fuzz.Input(seed, ("check",), "cards: [", next(s.relative for s in seeds() if s.game == seed.game
                                                                and s.kind == "scenario")), TIME_BOUND)
    assert target.read_bytes() == before


@settings(max_examples=60, derandomize=True, database=None, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.function_scoped_fixture])
@given(item=st.deferred(lambda: fuzz.inputs(seeds())))
def test_mutated_files_end_with_a_clear_message(workspace, item):
    result = workspace.run(item, TIME_BOUND)
    assert result.kind in ("exit 0", "exit 1", "exit 2"), \
        f"{result.kind} ({result.signature}) on {item.seed.relative}, {' '.join(item.command)}:\n{result.detail}\n" \
        f"--- the input ---\n{item.text[:3000]}"


def test_memory_stays_bounded():
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    assert peak_mb < MEMORY_BOUND_MB, f"peak resident memory {peak_mb:.0f} MB"


@pytest.mark.slow        # Node.js inflating bombs: about 10 s
@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js opens the share links (npm ci installs the "
                                                         "workbench)")
def test_share_links_open_within_the_limit_or_are_refused(capsys):
    """``fuzz.py --links``: bombs, texts about the limit, cut links, bytes that are no base64, scenarios, opened
    by the page's own share.js under Node.js."""
    assert fuzz.links_campaign(12, 1) == 0, capsys.readouterr().out


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js opens the share links (npm ci installs the "
                                                         "workbench)")
def test_the_share_link_property_can_fail(tmp_path, monkeypatch, capsys):
    """Inflated without its bound (as the page did), a bomb gives its whole text back: the campaign says so."""
    unbounded = fuzz.SHARE_JS.read_text(encoding="utf-8").replace("if (size > maxBytes) {", "if (false) {")
    unbounded = unbounded.replace("if (code.length > 2 * maxBytes) throw", "if (false) throw")
    assert unbounded.count("if (false)") == 2
    (tmp_path / "share.js").write_text(unbounded, encoding="utf-8")
    monkeypatch.setattr(fuzz, "SHARE_JS", tmp_path / "share.js")
    assert fuzz.links_campaign(6, 1) == 1
    assert "! bomb of " in capsys.readouterr().out
