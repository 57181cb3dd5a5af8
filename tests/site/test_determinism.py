"""Determinism: two runs under different ``PYTHONHASHSEED`` give byte-identical results.

Each artefact is made twice in fresh processes, one per hash seed (set and dict orders of strings change with
it): ``rulings check``'s output, ``rulings export --json``, the trace and the ``run --json`` report of every
case of every game (every outcome's trace, not only the first), and the built site, compared file by file.

The site's only dates are the build's (the sitemap's ``lastmod`` and the gzip header of ``sitemap.xml.gz``):
both builds are given the same ``SOURCE_DATE_EPOCH``, MkDocs's convention for reproducible builds, so that two
builds across midnight do not differ for that reason alone. Both builds are the session's (tests/site/conftest.py):
the served build, made reproducible for this, and the same one under the second seed.
"""

from __future__ import annotations

import difflib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import ROOT
from tests.site.sitekit import HASH_SEEDS

pytestmark = pytest.mark.slow   # whole runs of the command line, the site or a benchmark (tests/site/conftest.py)

SEEDS = HASH_SEEDS

# What one process per seed prints (JSON, by artefact): « rulings check » and « rulings export --json » as the
# command line runs them, then every case of every game run to the end (as every command does): each outcome's
# trace as a judge reads it, then the case's report as « rulings run --json » gives it. One process makes the three
# (a second command in the same process loads the knowledge base again, from the files: nothing is kept between
# commands but the parser's table of files already read), where a process each took three times the knowledge
# base's loading.
OUTPUTS = """
import contextlib, io, json, sys
from pathlib import Path
from rulings import games
from rulings.assistant.outcomes import run_report
from rulings.cli import main
from rulings.core import kb

found = {}
for name, argv in (("check", ["check"]), ("export", ["export", "--json"])):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    found[name] = f"exit {code}\\n--- stdout\\n{out.getvalue()}--- stderr\\n{err.getvalue()}"
lines = []
report = kb.check(kb.load_all(Path(sys.argv[1])))
for scenario in report.scenarios:
    game = games.get(scenario.game)
    results = [report.results[case.node_id] for case in scenario.cases]
    for case, result in zip(scenario.cases, results):
        lines.append(f"== {case.node_id}")
        for outcome in result.outcomes:
            lines.append(f"-- {outcome.probability} {outcome.picks}")
            lines.append(outcome.state.trace.render(game.rulebook))
    lines.append(json.dumps(run_report(scenario, results, game), ensure_ascii=False, sort_keys=False, default=str))
found["traces"] = "exit 0\\n--- stdout\\n" + "\\n".join(lines) + "\\n"
json.dump(found, sys.stdout, ensure_ascii=False)
"""


def outputs() -> dict[str, dict[str, str]]:
    """By hash seed, what each artefact is (OUTPUTS), made in a fresh process with every cache off."""
    found = {}
    for seed in SEEDS:
        env = dict(os.environ, PYTHONHASHSEED=seed, RULINGS_CACHE="off")    # each seed computes every verdict
        env.pop("RULINGS_DEBUG", None)
        done = subprocess.run([sys.executable, "-c", OUTPUTS, str(ROOT)], cwd=ROOT, env=env, capture_output=True,
                              text=True, timeout=600)
        assert done.returncode == 0, done.stderr[-3000:]
        found[seed] = json.loads(done.stdout)
    return found


def assert_same(first: str, second: str, what: str) -> None:
    if first != second:
        diff = "".join(list(difflib.unified_diff(first.splitlines(True), second.splitlines(True), "PYTHONHASHSEED=1",
                                                 "PYTHONHASHSEED=2", n=1))[:60])
        pytest.fail(f"{what} differs between two hash seeds:\n{diff}")


# the artefacts and the size each is over (the whole knowledge base, not an early stop)
SIZES = {"check": 40,               # « N vérifiés, 0 en échec »
         "export": 100_000, "traces": 1_000_000}


def test_the_same_outputs_under_two_hash_seeds():
    """Each artefact the same under both seeds; the traces of every case of every game. One test, so that one
    worker of pytest-xdist makes the two processes (a module's fixture is made again by each worker running one
    of its tests)."""
    from rulings import games
    from rulings.core import kb

    made = outputs()
    for what, size in SIZES.items():
        first, second = (made[seed][what] for seed in SEEDS)
        assert first.startswith("exit 0\n"), first[-3000:]
        assert len(first) > size, (what, first[-3000:])
        assert_same(first, second, what)
    report = kb.load_all(ROOT)
    assert {s.game for s in report.scenarios} == set(games.REGISTRY)
    assert made[SEEDS[0]]["traces"].count("\n== ") == sum(len(s.cases) for s in report.scenarios)


def test_the_same_site_under_two_hash_seeds(served_build, second_seed_build):
    """The session's served build (hash seed 1) against the same build under hash seed 2."""
    assert served_build[1].args[:-1] == second_seed_build[1].args[:-1]      # the same build, in another folder
    for _site, result in (served_build, second_seed_build):
        assert result.returncode == 0, result.stderr[-3000:]
    first, second = served_build[0], second_seed_build[0]
    sites = [first, second]
    files = [sorted(p.relative_to(site) for p in site.rglob("*") if p.is_file()) for site in sites]
    assert files[0] == files[1]
    assert len(files[0]) > 100
    different = [str(name) for name in files[0] if (sites[0] / name).read_bytes() != (sites[1] / name).read_bytes()]
    if different:
        name = Path(different[0])
        first, second = ((site / name).read_bytes().decode("utf-8", "replace").replace("><", ">\n<") for site in sites)
        assert_same(first, second, f"{len(different)} files of the site, first {name}")
