"""The verdicts kept between runs (rulings/core/verdict_cache.py): a ruling whose every case passed is taken from
the cache, neither parsed nor run, only while nothing it may depend on changed; what ``check``, ``export`` and
``coverage`` tell is the same with and without it; a failure or an error is always run again."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from rulings.core import kb, runner, verdict_cache
from rulings.core.places import data_dir, seeds_dir
from tests.helpers import ROOT, cli


@pytest.fixture
def counted(monkeypatch):
    """How many cases kb.verdicts runs."""
    runs = []

    def run_case(case, *args, **kwargs):
        runs.append(case.node_id)
        return runner.run_case(case, *args, **kwargs)

    monkeypatch.setattr(kb, "run_case", run_case)
    monkeypatch.delenv("RULINGS_CACHE", raising=False)
    return runs


@pytest.fixture
def copy(tmp_path, monkeypatch) -> Path:
    """A knowledge base of Wakfu's rulings and database, beside the same sources."""
    shutil.copytree(ROOT / "scenarios" / "wakfu", tmp_path / "scenarios" / "wakfu")
    monkeypatch.setenv("RULINGS_SEEDS", str(seeds_dir(ROOT)))
    monkeypatch.setenv("RULINGS_DATA", str(data_dir(ROOT)))
    return tmp_path


def told(report: kb.Report) -> tuple:
    """What check, export, coverage and rule tell of a report."""
    return (report.passed, report.failed, [str(e) for e in report.errors], report.skipped, kb.export(report),
            kb.coverage(report), report.rules)


def test_every_bundled_ruling_kept_tells_what_its_run_tells(tmp_path, counted):
    """The whole knowledge base, copied: the second run runs no case and tells the same, ruling by ruling."""
    shutil.copytree(ROOT / "scenarios", tmp_path / "scenarios")
    first = kb.verdicts(tmp_path)
    ran = len(counted)
    assert ran == sum(len(s.cases) for s in first.scenarios) > 700 and first.failed == 0
    second = kb.verdicts(tmp_path)
    assert len(counted) == ran                     # nothing ran again
    assert told(second) == told(first)


def test_the_command_says_the_same_warm_cold_and_without_the_cache(copy, monkeypatch):
    outputs = [cli("check", "--kb", str(copy)) for _ in range(2)]
    monkeypatch.setenv("RULINGS_CACHE", "off")
    outputs.append(cli("check", "--kb", str(copy)))
    assert outputs[0] == outputs[1] == outputs[2] and outputs[0][0] == 0
    assert (copy / ".rulings_cache" / verdict_cache.FILE).is_file()


def first_ruling(copy: Path) -> Path:
    return sorted((copy / "scenarios" / "wakfu" / "regles").glob("*.yaml"))[0]


@pytest.mark.parametrize("change", ["the file", "a card database", "a shared defines.yaml", "a source",
                                    "the language"])
def test_a_change_of_anything_a_ruling_may_read_runs_it_again(copy, counted, change, monkeypatch, tmp_path):
    kb.verdicts(copy)
    ran = len(counted)
    if change == "the file":
        path = first_ruling(copy)
        path.write_text(path.read_text(encoding="utf-8") + "\n# changé\n", encoding="utf-8")
    elif change == "a card database":
        database = sorted((copy / "scenarios" / "wakfu" / "database").glob("*.yaml"))[0]
        database.write_text(database.read_text(encoding="utf-8") + "\n# changé\n", encoding="utf-8")
    elif change == "a shared defines.yaml":
        (copy / "scenarios" / "wakfu" / "regles" / "defines.yaml").write_text(
            "game: wakfu\ndefine:\n  cards:\n    - {name: Amulette, type: equipement, bonus: {pm: 1}, text: x, "
            "source: {kind: reconstructed}}\n", encoding="utf-8")
    elif change == "a source":
        seeds = tmp_path / "seeds"
        shutil.copytree(seeds_dir(ROOT), seeds)
        (seeds / "README.md").write_text("changé\n", encoding="utf-8")
        monkeypatch.setenv("RULINGS_SEEDS", str(seeds))
    else:
        monkeypatch.setenv("RULINGS_LANG", "fr")
    kb.verdicts(copy)
    again = len(counted) - ran
    if change == "the file":
        assert 0 < again < ran          # that ruling alone
    else:
        assert again == ran             # every ruling


RULING = """\
game: wakfu
id: essai-en-echec
title: Essai
status: confirmed
source: {document: 004_fde1b4dded370871.txt, post: "x", quote: "x"}
cards: [Bouftou]
ruling: x
cases:
  - name: cas
    setup:
      A: {leader: Leader de Pierre}
      B: {leader: Leader de Paul}
    expect: {start: {A.pv: 999}}
"""


def test_a_failing_ruling_is_run_and_told_every_time(copy, counted):
    path = copy / "scenarios" / "wakfu" / "regles" / "essai-en-echec.yaml"
    path.write_text(RULING, encoding="utf-8")
    for _ in range(2):
        before = len(counted)
        code, out, _err = cli("check", "--kb", str(copy), str(path))
        assert code == 1 and "999" in out
        assert len(counted) - before == 1


def test_a_ruling_kept_still_meets_another_file_of_the_same_id(copy):
    kb.verdicts(copy)
    path = first_ruling(copy)
    twin = path.with_name("zz-" + path.name)
    twin.write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    report = kb.verdicts(copy)
    assert [str(e).split(": ")[0] for e in report.errors] == [f"{twin}:{_id_line(path)}:1"]
    assert report.failed == 0


def _id_line(path: Path) -> int:
    return next(n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if line.startswith("id:"))


def test_a_file_outside_the_scenarios_folder_is_never_kept(copy, counted, tmp_path):
    outside = tmp_path / "ailleurs"
    outside.mkdir()
    path = outside / first_ruling(copy).name
    shutil.copy(first_ruling(copy), path)
    for _ in range(2):
        assert kb.verdicts(copy, [path]).failed == 0
    assert len(counted) == 2 * len(kb.load_all(copy, [path]).scenarios[0].cases) > 0


def test_a_broken_cache_file_is_read_as_no_cache(copy, counted):
    kb.verdicts(copy)
    (copy / ".rulings_cache" / verdict_cache.FILE).write_bytes(b"\x00not marshal")
    ran = len(counted)
    assert kb.verdicts(copy).failed == 0 and len(counted) == 2 * ran
