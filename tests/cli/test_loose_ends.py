"""The assistant's loose ends (issue 10, §4): ``run --json`` and ``run -``, ``check`` on a folder holding decks
or nothing, expectations of the wrong type and impossible situations as input errors, plain-French hints on
YAML syntax errors.  (The roll never used: tests/cli/test_errors.py; the elision: tests/cli/test_french.py; the
benchmarks: tests/tools/test_benchmarks.py; the effects reference: tests/eredan/test_effects_doc.py.)"""

from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import sys

import pytest

from tests.helpers import ROOT, assert_french, cli, line_of, scenario_text, write

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


# --- expectations of the wrong type, impossible situations -------------------------------------------------------

@pytest.mark.parametrize("expectation, message", [
    ("Alpha.defense: zero", "« Alpha.defense » attend un nombre entier, pas le texte « zero »"),
    ("Alpha.attack: 3", "« Alpha.attack » attend une attaque « min/max » (par exemple 3/5), pas le nombre 3"),
    ("Alpha.dead: non", "« Alpha.dead » attend true ou false, pas le texte « non »"),
    ("A.hand: Frappe", "« A.hand » attend une liste de noms, ou null (zone non donnée), pas le texte « Frappe »"),
    ("winner: C", "« winner » attend A, B, draw ou null, pas le texte « C »"),
    ("Alpha.attack.bonus: deux", "« Alpha.attack.bonus » attend un bonus d'attaque « +min/+max »"),
])
def test_an_expectation_of_the_wrong_type_is_an_input_error(tmp_path, expectation, message):
    text = scenario_text().replace("Alpha.attack: 3/3", expectation)
    path = write(tmp_path, text)
    code, out, err = cli("check", str(path))
    assert code == 2, out + err
    assert f"{path}:{line_of(text, expectation)}:" in err and message in err
    assert "en échec" not in out.splitlines()[0] if out.splitlines()[:-1] else True
    assert_french(out + err)


@pytest.mark.parametrize("expectation", ["Alpha.defense: 1", "Alpha.defense: '+1'", "Alpha.defense.bonus: +0",
                                         "Alpha.attack.bonus: +1/+1", "A.hand: null", "Alpha.dead: false",
                                         "Alpha.attached: []", "Alpha.defense: ???"])
def test_an_expectation_of_the_right_type_loads(tmp_path, expectation):
    text = scenario_text().replace("Alpha.attack: 3/3", f"Alpha.attack: 3/3\n        {expectation}")
    code, out, err = cli("check", str(write(tmp_path, text)))
    assert "attend" not in err, err


@pytest.mark.parametrize("entry, message", [
    ("{name: Alpha, hp: -5}", "Alpha ne peut pas commencer en vie à -5 PV"),
    ("{name: Alpha, hp: 12, max_hp: 10}", "Alpha a 12 PV pour 10 PV maximum"),
    ("{name: Alpha, max_hp: 0}", "« cases[1].setup.A.characters[1].max_hp » doit valoir au moins 1, pas 0"),
])
def test_impossible_setup_values_are_refused(tmp_path, entry, message):
    text = scenario_text().replace("      A: {characters: [Alpha]}", f"      A: {{characters: [{entry}]}}")
    path = write(tmp_path, text)
    code, _out, err = cli("check", str(path))
    assert code == 2 and f"{path}:{line_of(text, entry)}:" in err and message in err, err


def test_a_dead_character_may_be_below_zero(tmp_path):
    text = scenario_text().replace("      A: {characters: [Alpha]}",
                                   "      A: {characters: [Alpha, {name: Gamma, dead: true, hp: -2}]}")
    code, out, err = cli("check", str(write(tmp_path, text)))
    assert (code, err) == (0, ""), out + err


# --- YAML syntax errors: line, column and the usual cause in plain French -----------------------------------------

@pytest.mark.parametrize("text, line, column, hint", [
    ("id: essai\ntitle: Essai: encore\n", 2, 13,
     "un « : » suivi d'une espace dans un texte sans guillemets : mettez le texte entre guillemets, par exemple "
     "title: \"Essai: encore\""),
    ("id: essai\n\ttitle: Essai\n", 2, 1, "YAML n'indente qu'avec des espaces : remplacez la tabulation"),
    ("id: essai\ncases:\n  - name: a\n\t  setup: {}\n", 4, 1, "YAML n'indente qu'avec des espaces"),
    ("# Mes notes\n\nCe fichier est du texte : un compte rendu de tournoi.\nIl n'a rien d'un scénario, @juge.\n"
     "Fin du compte rendu : à relire.\n", None, None, "ce fichier ne ressemble pas à du YAML"),
    ("Bonjour,\nceci est une note.\n", 1, 1, "ce fichier ne ressemble pas à du YAML"),
])
def test_yaml_syntax_errors_keep_their_place_and_say_the_usual_cause(tmp_path, text, line, column, hint):
    path = tmp_path / "essai.yaml"
    path.write_text(text, encoding="utf-8")
    code, out, err = cli("check", str(path))
    assert code == 2
    if line is not None:
        assert f"{path}:{line}:{column}:" in err, err
    assert hint in err, err
    assert_french(out + err)
