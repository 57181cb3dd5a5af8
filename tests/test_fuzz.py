"""Property-based fuzzing, short profile: mutated copies of every game's real rulings and card databases end
with exit 0, 1 or 2 and a message naming the file, never an internal error, within a time bound.

The strategies and the runner are those of ``tools/fuzz.py`` (its long campaign: ``--count 10000``); here a
derandomized profile of a few seconds, so that CI is deterministic.  A failure is shrunk by Hypothesis to a
small mutation and shows the command's output or the exception's traceback.
"""

from __future__ import annotations

import importlib.util
import resource
import sys

import pytest
from helpers import ROOT

pytest.importorskip("hypothesis", reason="hypothesis is a test dependency: pip install -e '.[test]'")
from hypothesis import HealthCheck, given, settings  # noqa: E402

_spec = importlib.util.spec_from_file_location("rulings_fuzz", ROOT / "tools" / "fuzz.py")
fuzz = importlib.util.module_from_spec(_spec)
sys.modules["rulings_fuzz"] = fuzz          # its dataclasses look their module up
_spec.loader.exec_module(fuzz)

SEEDS = fuzz.load_seeds()
TIME_BOUND = 5.0          # seconds of CPU for one input (the slowest real ruling takes well under one)
MEMORY_BOUND_MB = 600     # the process's peak resident memory after the profile


@pytest.fixture(scope="module")
def workspace():
    space = fuzz.Workspace()
    yield space
    space.close()


def test_the_seeds_are_every_file_of_every_game():
    from rulings import games

    files = sorted(str(p.relative_to(ROOT)) for game in games.REGISTRY for p in (ROOT / "scenarios" / game).rglob("*.yaml"))
    assert sorted(seed.relative for seed in SEEDS) == files
    assert {(seed.game, seed.kind) for seed in SEEDS} == {(g, k) for g in games.REGISTRY for k in ("scenario", "database")}


def test_the_runner_detects_an_internal_error(workspace, monkeypatch):
    """The property can fail: an exception in an engine is reported with its signature, not as an exit."""
    from rulings.core import kb

    def broken(*args, **kwargs):
        raise ZeroDivisionError("boom")

    monkeypatch.setattr(kb, "run_case", broken)
    seed = next(s for s in SEEDS if s.kind == "scenario")
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
    seed = next(s for s in SEEDS if s.kind == "scenario")
    result = workspace.run(fuzz.Input(seed, ("check",), seed.text, seed.relative), 0.2)
    assert result.kind == "hang", result.detail


def test_the_runner_puts_every_file_back(workspace):
    seed = next(s for s in SEEDS if s.kind == "database")
    target = workspace.root / seed.relative
    before = target.read_bytes()
    workspace.run(fuzz.Input(seed, ("check",), "cards: [", next(s.relative for s in SEEDS if s.game == seed.game
                                                                and s.kind == "scenario")), TIME_BOUND)
    assert target.read_bytes() == before


@settings(max_examples=60, derandomize=True, database=None, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.function_scoped_fixture])
@given(item=fuzz.inputs(SEEDS))
def test_mutated_files_end_with_a_clear_message(workspace, item):
    result = workspace.run(item, TIME_BOUND)
    assert result.kind in ("exit 0", "exit 1", "exit 2"), \
        f"{result.kind} ({result.signature}) on {item.seed.relative}, {' '.join(item.command)}:\n{result.detail}\n" \
        f"--- the input ---\n{item.text[:3000]}"


def test_memory_stays_bounded():
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    assert peak_mb < MEMORY_BOUND_MB, f"peak resident memory {peak_mb:.0f} MB"
