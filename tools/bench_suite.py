#!/usr/bin/env python3
"""Benchmark of the test suite: the whole suite and the quick loop, as the README runs them, wall and processor time.

Usage::

    python tools/bench_suite.py              # the whole suite (python -m pytest -n 2), then the quick loop
    python tools/bench_suite.py --quick      # the quick loop only (-m "not slow")
    python tools/bench_suite.py --jobs 4     # pytest-xdist's workers (default 2: the issue's two cores)
    python tools/bench_suite.py --smoke      # a few seconds: one small test file (the tests run it), no target judged

Figures, each for one run of ``python -m pytest -q -p no:cacheprovider -n JOBS`` in this checkout:

* wall: seconds from start to end;
* processor: the whole machine's busy time during the run, from ``/proc/stat`` (Linux): every process of the
  run counts, chromium's included, whose renderers ``getrusage`` misses; another program running meanwhile counts
  too, so measure on a quiet machine. Where ``/proc/stat`` is missing, the run's children as ``getrusage`` sees them;
* the targets (issue 26): the suite in 5 minutes, the quick loop in 1 minute, on two cores.

The processor's figure is the one to compare between two versions of the code: the suite keeps both cores busy
from start to end, so its wall time is its processor time shared out, and a slower machine moves both.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGETS = {"suite": 300.0, "quick loop": 60.0}       # seconds, wall, on two cores
SMOKE_TESTS = ["tests/core/test_names.py"]


def busy_seconds() -> float | None:
    """The machine's busy processor time since boot (user, nice, system, irq, softirq, steal), or None."""
    try:
        fields = Path("/proc/stat").read_text(encoding="ascii").splitlines()[0].split()[1:]
    except OSError:
        return None
    user, nice, system, _idle, _iowait, irq, softirq, steal = (int(f) for f in fields[:8])
    return (user + nice + system + irq + softirq + steal) / os.sysconf("SC_CLK_TCK")


def timed(args: list[str]) -> tuple[int, float, float, str]:
    """Runs pytest with ``args``: its exit code, wall seconds, processor seconds and how they were counted."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    busy, start = busy_seconds(), time.perf_counter()
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)          # as a fresh checkout runs: bytecode written once, then read
    code = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args], cwd=ROOT,
                          env=env, stdout=subprocess.DEVNULL).returncode
    wall = time.perf_counter() - start
    end = busy_seconds()
    if busy is not None and end is not None:
        return code, wall, end - busy, "the machine's busy time"
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return code, wall, (after.ru_utime - children.ru_utime) + (after.ru_stime - children.ru_stime), "getrusage"


def report(name: str, args: list[str], target: float | None) -> int:
    code, wall, cpu, how = timed(args)
    verdict = "" if target is None else f" (target ≤ {target:.0f} s: {'ok' if wall <= target else 'over'})"
    print(f"{name + ':':12s} {wall:7.1f} s wall{verdict}, {cpu:7.1f} s of processor ({how})"
          + ("" if code == 0 else f", pytest exited {code}"))
    return code


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="the quick loop only")
    parser.add_argument("--jobs", type=int, default=2, help="pytest-xdist's workers (-n)")
    parser.add_argument("--smoke", action="store_true", help="one small test file, no target judged")
    args = parser.parse_args(argv)
    workers = ["-n", str(args.jobs)]
    if args.smoke:
        return report("smoke", [*workers, *SMOKE_TESTS], None)
    runs = [] if args.quick else [("suite", [*workers])]
    runs.append(("quick loop", [*workers, "-m", "not slow"]))
    return max(report(name, run, TARGETS[name]) for name, run in runs)


if __name__ == "__main__":
    sys.exit(main())
