"""The verdicts kept between runs (rulings/core/verdict_cache.py): a ruling whose every case passed is taken from
the cache, neither parsed nor run, only while nothing it may depend on changed; what ``check``, ``export`` and
``coverage`` tell is the same with and without it; a failure or an error is always run again."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from rulings.core import kb, runner, verdict_cache
from rulings.core.errors import Where
from rulings.core.places import data_dir, seeds_dir
from tests.helpers import ROOT, cli, line_of


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
    twin = path.parent / "zz" / path.name          # the same file name and id, read after the kept ruling
    twin.parent.mkdir()
    twin.write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    report = kb.verdicts(copy)
    ruling_id = path.stem
    assert [str(e) for e in report.errors] == [
        f"{twin}:{_id_line(path)}:1: l'identifiant « {ruling_id} » est déjà celui de {path} (donnez à chaque décision "
        "son propre identifiant)"]
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


# essai-garde: its id below its first key (a file's first key is where its mapping starts), two cases, the first with
# a title, the second without one and confirmed in an unconfirmed ruling; every case passes, so the ruling is kept
KEPT = """\
# Un essai de décision gardée.
title: "Artisanat : Leaders et alliés peuvent avoir un métier, au procédé inconnu"
game: wakfu
id: essai-garde
status: unconfirmed
source:
  document: 004_fde1b4dded370871.txt
  post: "L'artisanat dans le Jeu de Carte"
  quote: "Eh oui, les cartes de Leaders et d'alliés peuvent avoir un métier!"
cards: [Leader forgeron, Leader de Paul, Apprenti forgeron, Brasier]
open_questions: [crafting]
ruling: Les Leaders et les alliés peuvent avoir un métier.
cases:
  - name: un-allie-qui-a-un-metier
    title: "L'Apprenti forgeron s'invoque comme tout allié"
    setup:
      A: {leader: Leader forgeron, rest: [Brasier], hand: [Apprenti forgeron]}
      B: {leader: Leader de Paul}
    actions:
      - {by: A, summon: Apprenti forgeron, pay: [Brasier]}
    expect:
      end:
        Apprenti forgeron.zone: rest
  -   name: sans-titre
      status: confirmed
      setup:
        A: {leader: Leader forgeron, rest: [Brasier], hand: [Apprenti forgeron]}
        B: {leader: Leader de Paul}
      actions:
        - {by: A, summon: Apprenti forgeron, pay: [Brasier]}
      expect:
        end:
          A.hand: []
"""


@pytest.fixture
def kept(copy, monkeypatch) -> Path:
    """essai-garde, alone in its folder of the knowledge base, with the cache on."""
    monkeypatch.delenv("RULINGS_CACHE", raising=False)
    path = copy / "scenarios" / "wakfu" / "essais" / "essai-garde.yaml"
    path.parent.mkdir()
    path.write_text(KEPT, encoding="utf-8")
    return path


def cases_told(report: kb.Report) -> list:
    """Each ruling's cases as a report gives them: name, title, status, place; and the result of each, its case."""
    return [[(c.name, c.title, c.status, c.where, report.results[c.node_id].case is c,
              report.results[c.node_id].readings_read) for c in s.cases] for s in report.scenarios]


def test_a_ruling_taken_from_the_cache_has_the_places_titles_and_statuses_of_its_run(copy, kept, counted):
    """Taken from the cache, neither parsed nor run, the ruling's id is placed at its line and each case at its item
    of ``cases:``, with its own title (none: empty) and status; each result is that of the case itself."""
    folder, read = [kept.parent], {"crafting": "not-modelled"}
    cold = kb.verdicts(copy, folder)
    assert len(counted) == 2 and cold.failed == 0 and cold.errors == []
    warm = kb.verdicts(copy, folder)
    assert len(counted) == 2                    # taken from the cache
    assert cases_told(warm) == cases_told(cold) == [[
        ("un-allie-qui-a-un-metier", "L'Apprenti forgeron s'invoque comme tout allié", "unconfirmed",
         Where(str(kept), line_of(KEPT, "- name: un-allie"), 5), True, read),
        ("sans-titre", "", "confirmed", Where(str(kept), line_of(KEPT, "name: sans-titre"), 7), True, read)]]
    assert warm.scenarios[0].id_where == Where(str(kept), line_of(KEPT, "id: essai-garde"), 1)


def test_a_ruling_taken_from_the_cache_after_another_file_of_its_id_is_told_at_its_own_id(copy, kept, counted,
                                                                                         monkeypatch):
    """The kept ruling comes second (the other file, new, sorts before it): the error « same id » is placed at the
    kept file's id line and names the first file, as when nothing is kept."""
    root, folder = copy, [kept.parent]
    kb.verdicts(root, folder)
    twin = kept.parent / "a" / kept.name        # same name, same id: read first
    twin.parent.mkdir()
    twin.write_text(KEPT, encoding="utf-8")
    ran = len(counted)
    report = kb.verdicts(root, folder)
    assert len(counted) - ran == 2              # the twin's two cases alone: the kept ruling was not run
    told = [str(e) for e in report.errors]
    assert told == [f"{kept}:{line_of(KEPT, 'id: essai-garde')}:1: l'identifiant « essai-garde » est déjà celui de "
                    f"{twin} (donnez à chaque décision son propre identifiant)"]
    assert [s.path for s in report.scenarios] == [str(twin)] and report.failed == 0
    monkeypatch.setenv("RULINGS_CACHE", "off")
    assert [str(e) for e in kb.verdicts(root, folder).errors] == told


def test_the_digest_of_the_inputs_tells_a_missing_folder_from_an_empty_one_and_names_it(tmp_path):
    """A data set beside the project may be absent (a copy without ../shared/data): its absence is an input too,
    told apart from an empty folder and from another absent folder."""
    import hashlib

    def digest(*folders: Path) -> str:
        total = hashlib.sha256()
        verdict_cache._files_digest(total, list(folders))
        return total.hexdigest()

    (tmp_path / "vide").mkdir()
    (tmp_path / "plein").mkdir()
    (tmp_path / "plein" / "a.txt").write_text("x", encoding="utf-8")
    found = {digest(tmp_path / "absent"), digest(tmp_path / "autre-absent"), digest(tmp_path / "vide"),
             digest(tmp_path / "plein"), digest()}
    assert len(found) == 4                          # the empty folder digests as no folder at all
    assert digest(tmp_path / "vide") == digest()
