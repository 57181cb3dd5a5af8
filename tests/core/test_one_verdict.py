"""One verdict, whatever runs a case (:func:`rulings.core.runner.run_case`): ``rulings check``, ``rulings run``
and the pytest items all play every case to its end, so an illegal action after the last moment expected
refuses the case everywhere, and a moment expected that comes twice is refused as ambiguous."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from rulings.core.scenario import is_scenario_file
from tests.helpers import ROOT, checked_knowledge_base, cli

REPRO = ROOT / "tests" / "repro"
# what the reproducers of the two defects do now, the same in both commands: (exit code, the error's start)
REFUSED = {
    "annoncer-et-reveler": "27:9: aucun personnage de B en jeu n’a la capacité Concentration",
    "changeantes-type": "62:9: le joueur A joue Bouclier magique, qui n'est pas dans sa main (vide)",
    "la-carte-l-emporte": "27:9: B a déjà annoncé sa défense",
    "fin-du-tic-5-10": "32:7: le moment « end of tick 10 » arrive deux fois dans ce cas",
}


def _kb_with(tmp_path: Path, scenario: Path) -> Path:
    """A knowledge base holding ``scenario`` beside a copy of its game's card database."""
    game = next(line.split(":", 1)[1].strip() for line in scenario.read_text(encoding="utf-8").splitlines()
                if line.startswith("game:"))
    folder = tmp_path / "scenarios" / game
    shutil.copytree(ROOT / "scenarios" / game / "database", folder / "database")
    (folder / "regles").mkdir()
    return Path(shutil.copy(scenario, folder / "regles" / scenario.name))


@pytest.mark.parametrize("scenario", sorted(REPRO.glob("check-*/*.yaml")), ids=lambda p: p.stem)
def test_check_and_run_refuse_a_reproducer_alike_at_the_same_place(tmp_path, scenario):
    path = _kb_with(tmp_path, scenario)
    checked, run = cli("check", str(path)), cli("run", str(path))
    assert checked[0] == run[0] == 2
    error = f"erreur : {path}:{REFUSED[scenario.stem]}"
    assert run[2].startswith(error)
    assert error.removeprefix("erreur : ") in checked[2]
    assert checked[1].endswith(", 1 en échec\n")          # the case refused; another case of its file may pass


@pytest.fixture(scope="module")
def checked():
    return checked_knowledge_base()


def _files():
    return sorted(p for p in (ROOT / "scenarios").rglob("*.yaml")
                  if is_scenario_file(p.relative_to(ROOT / "scenarios")))


def test_every_ruling_gets_the_same_verdict_from_check_and_from_run(checked):
    """Every scenario file of the four games: each case's verdict from ``rulings check`` (the report) and from
    ``rulings run --json``, and the two commands' exit codes on the file."""
    files = _files()
    assert len(files) == len(checked.scenarios) > 200
    by_path = {Path(s.path): s for s in checked.scenarios}
    for path in files:
        scenario = by_path[path]
        code, out, err = cli("run", str(path), "--json")
        assert err == "", (path, err)
        report = json.loads(out)
        assert [c["passed"] for c in report["cases"]] == \
            [checked.results[c.node_id].passed for c in scenario.cases], path
        assert code == (0 if checked.verified(scenario) else 1), path


def test_run_shows_every_case_of_a_file_when_one_cannot_run(tmp_path):
    """As ``check`` does: the case that cannot run says so at its place (stderr), the file's other cases are shown
    with their verdicts, and the exit is 2; ``--json`` answers with the error, as the workbench reads it."""
    path = _kb_with(tmp_path, REPRO / "check-passes-what-run-refuses" / "changeantes-type.yaml")
    code, out, err = cli("run", str(path))
    assert code == 2
    assert "== cas rappele-en-sortilege-et-contre : ne se joue pas (erreur ci-dessous)" in out
    assert "== cas rappele-il-garde-ses-capacites : vérifié" in out and "✓ fin du tour 3 : Main de A = []" in out
    assert err == f"erreur : {path}:{REFUSED['changeantes-type']}\n"
    code, out, err = cli("run", str(path), "--json")
    assert (code, out, err) == (2, "", f"erreur : {path}:{REFUSED['changeantes-type']}\n")
