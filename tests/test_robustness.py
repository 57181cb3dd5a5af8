"""Hostile input ends in a clear French message and exit 2, for every game, in scenario and database files.

Each test breaks a copy of the bundled knowledge base (``kb``: the real scenarios and card databases of
every game, in ``tmp_path``) the way a defect found by hand or by fuzzing did, and runs the real command
in-process.  Before its fix, each of these ended in « erreur interne » (exit 3) or never ended.
"""

from __future__ import annotations

import re
import shutil
import time
from pathlib import Path

import pytest
from helpers import ROOT, cli, french_outputs  # noqa: F401 (fixture)

from rulings import games

pytestmark = pytest.mark.usefixtures("french_outputs")     # every message of these tests is French

GAMES = list(games.REGISTRY)


@pytest.fixture
def kb(tmp_path, monkeypatch) -> Path:
    """A copy of the bundled knowledge base (scenarios and databases of every game), sources beside the real one."""
    shutil.copytree(ROOT / "scenarios", tmp_path / "scenarios")
    monkeypatch.setenv("RULINGS_SEEDS", str(ROOT.parent / "shared" / "seeds"))
    monkeypatch.setenv("RULINGS_DATA", str(ROOT.parent / "shared" / "data"))
    return tmp_path


def first_scenario(kb: Path, game: str) -> Path:
    return sorted(p for p in (kb / "scenarios" / game).rglob("*.yaml") if "database" not in p.parts)[0]


def first_database(kb: Path, game: str) -> Path:
    return sorted((kb / "scenarios" / game / "database").glob("*.yaml"))[0]


def edit(path: Path, old: str, new: str) -> int:
    """Replace the first ``old`` of the file by ``new``; return the 1-based line where it was."""
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} is not in {path}"
    index = text.index(old)
    path.write_text(text[:index] + new + text[index + len(old):], encoding="utf-8")
    return text.count("\n", 0, index) + 1


def insert_top(path: Path, line: str) -> int:
    """Add ``line`` before the first top-level key of the file; return its line number."""
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    at = next(i for i, text in enumerate(lines) if re.match(r"[a-z]", text))
    lines.insert(at, line + "\n")
    path.write_text("".join(lines), encoding="utf-8")
    return at + 1


def check(kb: Path, *paths: Path):
    return cli("check", "--kb", str(kb), *(str(p) for p in paths))


def assert_refused(result, path, *fragments, line: int | None = None) -> str:
    code, out, err = result
    assert "erreur interne" not in err and "Traceback" not in err, err
    assert code == 2, f"exit {code}\n{out}\n{err}"
    where = f"{path}:{line}:" if line is not None else f"{path}:"
    assert where in err, f"expected {where!r} in:\n{err}"
    for fragment in fragments:
        assert fragment in err, f"expected {fragment!r} in:\n{err}"
    return err


# --- keys that are not names -----------------------------------------------------------------

@pytest.mark.parametrize("key", ["~", "null", "true", "1.5", ".nan"])
@pytest.mark.parametrize("game", GAMES)
def test_a_key_neither_text_nor_whole_number_is_refused_in_scenarios(kb, game, key):
    path = first_scenario(kb, game)
    line = insert_top(path, f"{key}: 1")
    assert_refused(check(kb, path), path, "une clé doit être", line=line)


@pytest.mark.parametrize("game", GAMES)
def test_a_null_key_is_refused_in_databases(kb, game):
    database = first_database(kb, game)
    line = insert_top(database, "~: 1")
    assert_refused(check(kb, first_scenario(kb, game)), database, "une clé doit être", line=line)


@pytest.mark.parametrize("key", ["~", "3", "2011-09-05"])
def test_a_key_where_a_name_is_expected(kb, key):
    """The defect: ``rolls: {~: 2}`` ended in AttributeError in did_you_mean."""
    path = kb / "scenarios/eredan/regles/modification-ne-peut-pas-etre-diminuee.yaml"
    line = edit(path, "rolls: {Inébranlable: 2}", f"rolls: {{{key}: 2}}")
    assert_refused(check(kb, path), path, line=line)


def test_did_you_mean_takes_any_word():
    from rulings.core.errors import did_you_mean

    assert did_you_mean(None, ["None", "Naya"]) is not None
    assert did_you_mean(3, ["3", "Naya"]) is not None
