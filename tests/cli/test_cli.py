"""The ``rulings`` command: check, run --trace, export --json, --help, the console script.

These tests run on the bundled scenarios but never depend on how many there are.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys

import pytest

from rulings.core import kb
from rulings.core.messages import status_fr
from tests.helpers import ROOT, cli, scenario_text, write


@pytest.fixture(scope="module")
def bundled():
    """The bundled knowledge base, loaded and checked once."""
    report = kb.check(kb.load_all(ROOT))
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
