"""The ``rulings`` command: check, run --trace, export --json, --help, the console script.

These tests run on the bundled scenarios but never depend on how many there are.

``run --json`` (the outcome, the checks with their probabilities, the trace) and ``run -`` (standard input, in
UTF-8 whatever the locale); ``check`` on a folder skips the decks and other YAML, says so, and refuses a folder
holding no scenario.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import re
import shutil
import subprocess
import sys

import pytest

from rulings.core.messages import status_fr
from tests.helpers import ROOT, assert_french, checked_knowledge_base, cli, line_of, scenario_text, write


@pytest.fixture(scope="module")
def bundled():
    """The bundled knowledge base, loaded and checked once."""
    report = checked_knowledge_base()
    assert not report.errors, "\n".join(str(e) for e in report.errors)
    return report


def last_line(text: str) -> str:
    return text.strip().splitlines()[-1]


# --- check ------------------------------------------------------------------------------

def test_check_passes_on_the_bundled_scenarios(bundled):
    code, out, err = cli("check")
    assert err == "", err
    match = re.fullmatch(r"(\d+) vérifiés?, (\d+) en échec", last_line(out))
    assert match, f"the last line must be 'N vérifiés, M en échec', not {last_line(out)!r}"
    passed, failed = map(int, match.groups())
    # colleagues add scenarios while the tests run: no exact count
    assert passed >= 1 and failed == 0, out
    assert code == 0


def test_check_real_command_exit_code_and_last_line():
    run = subprocess.run([sys.executable, "-m", "rulings", "check"], capture_output=True, text=True, cwd=ROOT,
                         timeout=120)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    assert re.fullmatch(r"[1-9]\d* vérifiés?, 0 en échec", last_line(run.stdout))


def _a_number_to_break(report):
    """(scenario, case, check, lines) of a passing case whose expectation is a whole number alone on its line,
    with that number changed by 7 in ``lines``."""
    for scenario in report.scenarios:
        for case in scenario.cases:
            if not report.results[case.node_id].passed:
                continue
            for checks in case.prepared.checks.values():
                for check in checks:
                    if type(check.expected) is not int or not check.line:
                        continue
                    lines = open(scenario.path, encoding="utf-8").read().splitlines(keepends=True)
                    line = lines[check.line - 1].rstrip("\n")
                    changed = re.sub(rf"(:\s*){check.expected}(\s*(#.*)?)$", rf"\g<1>{check.expected + 7}\g<2>", line)
                    if changed != line:
                        lines[check.line - 1] = changed + "\n"
                        return scenario, case, check, lines
    pytest.skip("no bundled scenario expects a whole number alone on its line")


def test_check_explains_a_wrong_expectation(bundled, tmp_path):
    scenario, case, check, lines = _a_number_to_break(bundled)
    wrong = check.expected + 7
    copy = tmp_path / f"{scenario.id}.yaml"
    copy.write_text("".join(lines), encoding="utf-8")

    code, out, err = cli("check", str(copy))
    assert code == 1, out + err
    assert err == ""
    passed = len(scenario.cases) - 1
    assert last_line(out) == f"{passed} {'vérifié' if passed < 2 else 'vérifiés'}, 1 en échec"
    assert f"{copy} : cas « {case.name} »" in out
    note = (f"à « {check.moment} » (ligne {check.line}) : « {check.path} » attendu {wrong}, le moteur calcule "
            f"{check.expected}")
    assert note in out, out
    assert f"[{scenario.game}." in out, "the judge's note ends with the end of the trace"


def test_check_a_folder_skips_the_card_database(tmp_path):
    write(tmp_path, scenario_text())
    (tmp_path / "database").mkdir()
    (tmp_path / "database" / "cartes.yaml").write_text("cards: []\n")
    code, out, err = cli("check", str(tmp_path))
    assert (code, err, last_line(out)) == (0, "", "1 vérifié, 0 en échec")


# --- run --trace -------------------------------------------------------------------------

def test_run_trace_prints_rule_ids(bundled):
    scenario = bundled.scenarios[0]
    code, out, err = cli("run", scenario.path, "--trace")
    assert code == 0, out + err
    assert out.startswith(f"{scenario.title}  [{status_fr(scenario.status)}]")
    for case in scenario.cases:
        assert f"== cas {case.name} : vérifié" in out
    steps = [line for line in out.splitlines() if re.match(rf"\s+T\d+ .*\[{scenario.game}\.[a-z0-9.-]+\]", line)]
    assert steps, out
    assert "✓" in out and "✗" not in out


def test_run_one_case_and_unknown_case(tmp_path):
    path = write(tmp_path, scenario_text())
    code, out, err = cli("run", str(path), "--case", "base")
    assert code == 0 and "== cas base : vérifié" in out
    assert "✓ après Frappe : Attaque d'Alpha = 3/3" in out
    code, out, err = cli("run", str(path), "--case", "bsae")
    assert code == 2 and "pas de cas nommé « bsae »" in err and "vouliez-vous dire « base » ?" in err


# --- export --json -------------------------------------------------------------------------

def test_export_json(bundled):
    code, out, err = cli("export", "--json")
    assert (code, err) == (0, "")
    rows = json.loads(out)
    assert isinstance(rows, list) and rows
    assert {s.id for s in bundled.scenarios} & {row["id"] for row in rows}
    for row in rows:
        assert {"id", "title", "game", "status", "source", "cards", "tags", "path", "verified"} <= set(row), row
        assert {"document", "post", "date", "quote"} <= set(row["source"]), row["source"]
        assert isinstance(row["cards"], list) and isinstance(row["tags"], list)
        assert row["verified"] is True, row["id"]
        assert (ROOT / row["path"]).is_file(), row["path"]
        assert row["status"] in ("confirmed", "unconfirmed", "errata", "bug")
    assert len({row["id"] for row in rows}) == len(rows)


def test_export_marks_a_failing_scenario_unverified(tmp_path):
    text = scenario_text().replace("Alpha.attack: 3/3", "Alpha.attack: 4/4")
    write(tmp_path, text)
    code, out, err = cli("export", "--json", str(tmp_path))
    assert code == 0
    [row] = json.loads(out)
    assert row["id"] == "essai" and row["verified"] is False
    assert row["source"] == {"document": "000_ed20e611d15ee255.txt", "post": "Essai", "date": None,
                             "quote": "Une phrase."}


# --- help and the console script ---------------------------------------------------------------

def subcommands() -> list[str]:
    from rulings.cli import parser

    action = next(a for a in parser()._actions if isinstance(a, argparse._SubParsersAction))
    return list(action.choices)


def test_expected_subcommands_exist():
    assert {"check", "run", "export", "schema"} <= set(subcommands())


def test_help():
    code, out, err = cli("--help")
    assert code == 0 and out.startswith("utilisation : rulings")
    for name in subcommands():
        assert name in out


@pytest.mark.parametrize("name", subcommands())
def test_subcommand_help(name):
    code, out, err = cli(name, "--help")
    assert code == 0, err
    assert out.startswith(f"utilisation : rulings {name}"), out
    assert err == ""


def test_usage_error_exit_code():
    code, out, err = cli("chekc")
    assert code == 2 and "choix invalide : 'chekc'" in err


def test_console_script():
    script = shutil.which("rulings")
    if script is None:
        pytest.skip("the 'rulings' console script is not installed (pip install -e .)")
    run = subprocess.run([script, "--help"], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and run.stdout.startswith("utilisation : rulings"), run.stderr


DECK = ROOT / "tests" / "decks" / "kotoba-avec-aez.yaml"


# --- run --json, run - ---------------------------------------------------------------------------------------

def test_run_json_gives_the_outcome_the_checks_with_their_probabilities_and_the_trace(tmp_path):
    text = scenario_text().replace("attack: 2/2, defense: 1", "attack: 2/4, defense: 1").replace(
        "after Frappe:\n        Alpha.attack: 3/3", "after Frappe:\n        Alpha.attack: 3/5\n"
                                                    "      end of combat:\n        Beta.hp: 7")
    path = write(tmp_path, text)
    code, out, err = cli("run", str(path), "--json")
    assert code == 1, err                          # Beta.hp is 7 in one outcome of three
    report = json.loads(out)
    assert (report["id"], report["game"], report["status"], report["passed"]) == ("essai", "eredan", "confirmed",
                                                                                  False)
    [case] = report["cases"]
    assert case["name"] == "base" and case["passed"] is False and case["outcomes"] == 3
    attack, hp = case["checks"]
    assert isinstance(attack.pop("label"), str)        # how a reader names it (the game's view)
    assert attack == {"moment": "after Frappe", "moment_fr": "après Frappe", "path": "Alpha.attack",
                      "line": line_of(text, "Alpha.attack: 3/5"), "expected": "3/5", "ok": True,
                      "values": [{"value": "3/5", "probability": {"fraction": "1/1", "value": 1.0,
                                                                  "percent": "100 %"}}]}
    assert hp["ok"] is False and hp["expected"] == 7
    assert [(v["value"], v["probability"]["fraction"], v["probability"]["percent"]) for v in hp["values"]] == [
        (7, "1/3", "33,3 %"), (6, "1/3", "33,3 %"), (5, "1/3", "33,3 %")]
    assert case["failures"] and "selon le hasard" in case["failures"][0]
    assert {"label": "PV de Beta", "values": [{"value": v, "probability": {"fraction": "1/3", "value": 1 / 3,
                                                                            "percent": "33,3 %"}}
                                               for v in (7, 6, 5)]} in case["final"]
    rules = [step["rule"] for step in case["trace"]]
    assert "eredan.play.card" in rules and all(rule.startswith("eredan.") for rule in rules)
    assert all(step["rule_title"] for step in case["trace"])
    assert case["trace_outcome"] == [{"label": "l'attaque d'Alpha", "value": 3}]


def test_run_json_of_a_passing_case(tmp_path):
    code, out, _err = cli("run", str(write(tmp_path, scenario_text())), "--json")
    assert code == 0 and json.loads(out)["passed"] is True


def test_run_reads_standard_input():
    scenario = next((ROOT / "scenarios" / "eredan" / "regles").glob("*.yaml"))
    run = subprocess.run([sys.executable, "-m", "rulings", "run", "-", "--json"], input=scenario.read_text("utf-8"),
                         capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert run.returncode == 0, run.stderr
    report = json.loads(run.stdout)
    assert report["id"] == scenario.stem and report["path"] == "<entrée standard>" and report["passed"]


def test_run_standard_input_errors_name_it():
    run = subprocess.run([sys.executable, "-m", "rulings", "run", "-"], input="id: x\ntitle: Essai: encore\n",
                         capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert run.returncode == 2 and "<entrée standard>:2:" in run.stderr and "YAML mal formé" in run.stderr


@pytest.mark.parametrize("locale", ["C", "C.UTF-8"])
def test_standard_input_not_in_utf8_is_refused_at_its_byte_whatever_the_locale(locale):
    """Read as bytes and decoded as a file is: in the C locale, Python's text stdin turned the byte into a lone
    surrogate that the YAML reader met as an internal error."""
    run = subprocess.run([sys.executable, "-m", "rulings", "run", "-"], input=b"id: x\ntitle: caf\xe9\n",
                         capture_output=True, cwd=ROOT, timeout=60, env={**os.environ, "LC_ALL": locale})
    assert run.returncode == 2, run.stderr
    assert run.stderr.decode("utf-8").strip() == ("erreur : <entrée standard>:2:11: le fichier n'est pas du texte "
                                                  "UTF-8 (octet 16 : 0xe9) ; enregistrez-le en UTF-8")


@pytest.mark.parametrize("text, code, said", [
    (None, 0, '"passed": true'),
    ("id: x\ntitle: \ud800\n", 2, "<entrée standard>:2:8: YAML mal formé : caractère interdit (#xd800)"),
])
def test_a_stream_of_text_as_standard_input_is_read_as_the_text_it_is(monkeypatch, text, code, said):
    """The workbench (in the browser) gives ``rulings run -`` a stream of text, with no bytes beneath."""
    scenario = next((ROOT / "scenarios" / "eredan" / "regles").glob("*.yaml")).read_text("utf-8")
    monkeypatch.setattr(sys, "stdin", io.StringIO(scenario if text is None else text))
    found = cli("run", "-", "--json")
    assert found[0] == code and said in found[1] + found[2], found


# --- check on a folder -----------------------------------------------------------------------------------------

def test_check_skips_the_decks_and_other_yaml_of_a_folder_and_says_so(tmp_path):
    write(tmp_path, scenario_text())
    shutil.copy(DECK, tmp_path / "mon-deck.yaml")
    (tmp_path / "notes.yaml").write_text("auteur: le juge\nà revoir: oui\n", encoding="utf-8")
    code, out, err = cli("check", str(tmp_path))
    assert (code, err) == (0, ""), err
    assert f"ignoré : {tmp_path / 'mon-deck.yaml'} (un deck, pas un scénario : rulings deck le vérifie)" in out
    assert f"ignoré : {tmp_path / 'notes.yaml'} (ni « cases » ni « game » : pas un scénario)" in out
    assert out.strip().splitlines()[-1] == "1 vérifié, 0 en échec, 2 fichiers ignorés"
    assert_french(out)


def test_a_broken_scenario_in_a_folder_is_not_skipped(tmp_path):
    write(tmp_path, scenario_text().split("cases:")[0])            # a ruling without its cases
    code, out, err = cli("check", str(tmp_path))
    assert code == 2 and "clé manquante « cases »" in err
    assert out.strip().splitlines()[-1] == "0 vérifié, 1 en échec"


def test_a_deck_named_on_the_command_line_is_read_as_a_scenario(tmp_path):
    code, _out, err = cli("check", str(DECK))
    assert code == 2 and f"{DECK}:" in err


def test_check_refuses_a_folder_holding_no_scenario(tmp_path):
    (tmp_path / "vide").mkdir()
    code, out, err = cli("check", str(tmp_path / "vide"))
    assert code == 2
    assert f"erreur : {tmp_path / 'vide'}: aucun scénario à vérifier (rien n'a été vérifié" in err
    assert out.strip().splitlines()[-1] == "0 vérifié, 0 en échec"
    shutil.copy(DECK, tmp_path / "vide" / "deck.yaml")       # a deck only: still nothing checked
    code, out, err = cli("check", str(tmp_path / "vide"))
    assert code == 2 and "aucun scénario" in err and out.strip().endswith("0 vérifié, 0 en échec, 1 fichier ignoré")
