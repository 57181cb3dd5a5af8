"""The engine and the knowledge base are separate: the rulings are read from where the user works.

A second copy of the tree with a changed ruling shows the change (``check``,
``export``, ``mkdocs build`` run in the copy), never the rulings of the
checkout the package was installed from; a non-editable install (the package
alone, no scenarios) works on the knowledge base of the current folder, or the
one ``--kb`` names.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from rulings.core.places import data_dir, seeds_dir
from tests.helpers import ROOT

pytestmark = pytest.mark.slow   # whole runs of the command line, the site or a benchmark (tests/site/conftest.py)

RULING = "scenarios/eredan/regles/modification-limitation-dame-yilith.yaml"


@pytest.fixture(scope="module")
def copy(tmp_path_factory) -> Path:
    """A copy of the knowledge base (docs, mkdocs.yml, every game's card database and 3 of its rulings: what the
    commands read of a copy is told by one of them) beside the same sources, one title changed."""
    base = tmp_path_factory.mktemp("copy")
    target = base / "kb"
    for item in ("docs", "schema", "tools"):
        shutil.copytree(ROOT / item, target / item)
    for game in sorted((ROOT / "scenarios").iterdir()):
        shutil.copytree(game / "database", target / "scenarios" / game.name / "database")
        rulings = sorted(p for p in game.rglob("*.yaml") if "database" not in p.parts)
        for path in [*rulings[:3], *(ROOT / RULING,) * (game.name == "eredan")]:
            (target / path.relative_to(ROOT)).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(path, target / path.relative_to(ROOT))
    shutil.copy(ROOT / "mkdocs.yml", target / "mkdocs.yml")
    # the same sources; of the data sets, Arcmage's cards and not Eredan's client texts: the copy's site is made
    # without the 103 pages of their catalogue (the session's builds make them): its build 11 -> 7.6 s
    (base / "shared" / "data").mkdir(parents=True)
    (base / "shared" / "seeds").symlink_to(seeds_dir(ROOT))
    (base / "shared" / "data" / "arcmage").symlink_to(data_dir(ROOT) / "arcmage")
    ruling = target / RULING
    text = ruling.read_text(encoding="utf-8")
    old = next(line for line in text.splitlines() if line.startswith("title: "))
    ruling.write_text(text.replace(old, "title: Titre changé dans la copie"), encoding="utf-8")
    return target


def rulings(*args, cwd: Path, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "rulings", *args], cwd=cwd, capture_output=True, text=True,
                          env=env or dict(os.environ))


def titles(out: str) -> dict:
    return {row["id"]: row["title"] for row in json.loads(out)}


def test_export_in_a_copy_reads_the_copy(copy):
    result = rulings("export", "--json", cwd=copy)
    assert result.returncode == 0, result.stderr
    assert titles(result.stdout)["modification-limitation-dame-yilith"] == "Titre changé dans la copie"
    inside = rulings("export", "--json", cwd=copy / "scenarios" / "eredan")     # a sub-folder finds it too
    assert titles(inside.stdout)["modification-limitation-dame-yilith"] == "Titre changé dans la copie"


def test_kb_option_names_the_knowledge_base(copy, tmp_path):
    result = rulings("export", "--json", "--kb", str(copy), cwd=tmp_path)
    assert titles(result.stdout)["modification-limitation-dame-yilith"] == "Titre changé dans la copie"
    here = rulings("export", "--json", "--kb", str(ROOT), cwd=copy)
    assert titles(here.stdout)["modification-limitation-dame-yilith"] != "Titre changé dans la copie"


def test_outside_any_knowledge_base_the_error_says_where_to_run(tmp_path):
    result = rulings("check", cwd=tmp_path)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "aucune base de décisions" in result.stderr and "--kb" in result.stderr


def test_mkdocs_build_in_a_copy_shows_the_copy(copy, tmp_path):
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    env.pop("OFFLINE", None)
    result = subprocess.run([sys.executable, "-m", "mkdocs", "build", "-q", "-d", str(tmp_path / "site")],
                            cwd=copy, env=env, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr[-2000:]
    page = tmp_path / "site" / "eredan" / "decisions" / "modification-limitation-dame-yilith" / "index.html"
    assert "Titre changé dans la copie" in page.read_text(encoding="utf-8")


def test_a_non_editable_install_uses_the_knowledge_base_of_the_current_folder(copy, tmp_path):
    source, target = tmp_path / "source", tmp_path / "installed"     # build from a copy: nothing written here
    shutil.copytree(ROOT / "rulings", source / "rulings", ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    # built with this environment's setuptools (the test extra brings one that builds wheels): an isolated build
    # installed setuptools afresh in a new environment at every run (9 s of CPU, against 3 s); else isolated
    for isolation in (["--no-build-isolation"], []):
        install = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", *isolation,
                                  "--target", str(target), str(source)], capture_output=True, text=True)
        if install.returncode == 0:
            break
    if install.returncode != 0:
        pytest.skip(f"pip could not build the package here: {install.stderr[-500:]}")
    assert not (target / "scenarios").exists()          # the package alone: no rulings inside
    env = dict(os.environ, PYTHONPATH=str(target))
    where = subprocess.run([sys.executable, "-c", "import rulings; print(rulings.__file__)"], cwd=tmp_path,
                           env=env, capture_output=True, text=True)
    assert where.stdout.startswith(str(target)), where.stdout
    checked = rulings("check", cwd=copy, env=env)
    assert checked.returncode == 0, checked.stderr[-2000:]
    assert checked.stdout.strip().splitlines()[-1].endswith(" en échec") and " 0 en échec" in checked.stdout
    exported = rulings("export", "--json", cwd=copy, env=env)
    assert titles(exported.stdout)["modification-limitation-dame-yilith"] == "Titre changé dans la copie"
