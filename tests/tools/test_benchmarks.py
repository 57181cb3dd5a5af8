"""Every benchmark script runs: ``--smoke`` gives each a few seconds on tiny sizes, so that a benchmark cannot
rot unseen (tools/bench_site.py once broke when mkdocs.yml changed, and nothing said so).  The figures are not
judged here: a busy machine would make them fail for nothing."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from tests.helpers import ROOT

pytestmark = pytest.mark.slow   # whole runs of the command line, the site or a benchmark (tests/site/conftest.py)

SCRIPTS = {
    "bench.py": ["one case, median:", "rulings check, every game (wall):"],
    "bench_ask.py": ["real base, python -m rulings ask", "synthetic base (50), python -m rulings ask"],
    "bench_site.py": ["3 synthetic rulings:", "plain Material, same pages:", "ratio generated / plain:"],
    "bench_suite.py": ["smoke:", " s wall, ", " s of processor ("],
}


@pytest.mark.parametrize("script", sorted(SCRIPTS))
def test_every_benchmark_runs_in_its_smoke_mode(script, tmp_path):
    # the site's benchmark builds two sites of 3 rulings: without Eredan's client texts, not the 103 pages of their
    # catalogue each time too (30 -> 22 s of CPU; the session's builds make the catalogue, tests/site)
    env = dict(os.environ, **({"RULINGS_DATA": str(tmp_path)} if script == "bench_site.py" else {}))
    start = time.perf_counter()
    run = subprocess.run([sys.executable, str(ROOT / "tools" / script), "--smoke"], capture_output=True, text=True,
                         cwd=ROOT, timeout=300, env=env)
    elapsed = time.perf_counter() - start
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    for line in SCRIPTS[script]:
        assert line in run.stdout, f"{line!r} missing from the output of {script} --smoke:\n{run.stdout}"
    print(f"{script} --smoke: {elapsed:.1f} s")


def test_the_scale_benchmark_checks_and_exports_a_synthetic_base():
    """``bench.py --scale``: a synthetic base of every game's rulings under new ids, checked and exported whole."""
    run = subprocess.run([sys.executable, str(ROOT / "tools" / "bench.py"), "--scale", "300"], capture_output=True,
                         text=True, cwd=ROOT, timeout=300)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    lines = run.stdout.splitlines()
    assert lines[1].split()[:3] == ["300", "check", "0"] and "(target ≤ 300 MB: ok)" in lines[1], run.stdout
    assert lines[2].split()[:4] == ["300", "export", "--json", "0"], run.stdout
    assert " 0 en échec]" in lines[1], run.stdout
