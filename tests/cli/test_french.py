"""Everything a user reads is French: the help of every command, what ``run --trace`` and ``check`` print for
the bundled rulings of every game, argparse's own errors; the texts of each layer are named templates of one
catalogue (:mod:`rulings.core.i18n`), every one used and every one used existing.

The error messages of the bad-input tests (tests/cli/test_errors.py) are scanned there, by the fixture
``french_outputs``: every message they provoke must be French too.
"""

from __future__ import annotations

import argparse
import re
from fractions import Fraction
from pathlib import Path

import pytest

from rulings import games
from rulings.core.i18n import fields
from tests.helpers import ROOT, assert_french, cli, english_in

PACKAGE = ROOT / "rulings"


def subcommands() -> list[str]:
    from rulings.cli import parser

    action = next(a for a in parser()._actions if isinstance(a, argparse._SubParsersAction))
    return list(action.choices)


# --- the scanner itself --------------------------------------------------------------------------------------

def test_the_scanner_finds_english_and_leaves_names_keys_and_ids_alone():
    assert english_in("error: unknown key 'titel' (did you mean 'title'?)")
    assert english_in("3 outcomes of chance, each checked")
    assert english_in("12 passed, 0 failed")
    assert not english_in("erreur : essai.yaml:3:1: clé inconnue « titel » (vouliez-vous dire « title » ?)")
    assert not english_in("  T1 résolution     [eredan.stats.add] Augmentation : Naya.defense, end_of_combat")
    assert not english_in("moments : « after <carte> », « end of combat »")


# --- help --------------------------------------------------------------------------------------------------

def test_the_main_help_is_french():
    code, out, err = cli("--help")
    assert code == 0 and out.startswith("utilisation : rulings")
    assert_french(out + err, "rulings --help")


@pytest.mark.parametrize("name", subcommands())
def test_every_subcommand_help_is_french(name):
    code, out, err = cli(name, "--help")
    assert code == 0, err
    assert_french(out + err, f"rulings {name} --help")
    assert "options :" in out or "options:" in out


@pytest.mark.parametrize("args", [["chekc"], ["run"], ["initiative", "-a", "beaucoup"], ["check", "--lignes", "3"],
                                  ["ask"]], ids=" ".join)
def test_usage_errors_are_french(args):
    code, out, err = cli(*args)
    assert code == 2 and "erreur :" in err
    assert_french(out + err, "rulings " + " ".join(args))


def test_version():
    code, out, _err = cli("--version")
    assert code == 0 and re.fullmatch(r"rulings \d+\.\d+\.\d+\S*\n", out)


# --- run --trace and check on the bundled rulings -----------------------------------------------------------

def bundled_samples(per_game: int = 3) -> list[Path]:
    from rulings.core.scenario import discover

    samples = []
    for name in games.REGISTRY:
        folder = ROOT / "scenarios" / name
        if folder.is_dir():
            samples.extend(discover([folder])[:per_game])
    return samples


@pytest.mark.parametrize("path", bundled_samples(), ids=lambda p: f"{p.parent.parent.name}/{p.stem}")
def test_run_with_its_trace_is_french(path):
    code, out, err = cli("run", str(path), "--trace")
    assert code == 0, out + err
    assert_french(out + err, f"rulings run {path.name} --trace")


def test_check_is_french_and_ends_with_a_one_line_summary():
    code, out, err = cli("check")
    assert_french(out + err, "rulings check")
    assert re.fullmatch(r"\d+ vérifiés?, \d+ en échec(, \d+ fichiers? ignorés?)?", out.strip().splitlines()[-1])


def test_a_failure_and_its_trace_are_french(tmp_path):
    from tests.helpers import scenario_text, write

    path = write(tmp_path, scenario_text().replace("Alpha.attack: 3/3", "Alpha.attack: 4/4"))
    code, out, err = cli("check", str(path))
    assert code == 1
    assert "à « after Frappe »" in out and "« Alpha.attack » attendu 4/4, le moteur calcule 3/3" in out
    assert_french(out + err, "rulings check (a failure)")
    code, out, err = cli("run", str(path), "--trace")
    assert code == 1 and "== cas base : en échec" in out
    assert "✗ après Frappe : Attaque d'Alpha = 3/3 (attendu 4/4)" in out
    assert_french(out + err, "rulings run (a failure)")


def test_chance_is_told_in_french(tmp_path):
    from tests.helpers import scenario_text, write

    text = scenario_text().replace("attack: 2/2, defense: 1", "attack: 2/4, defense: 1").replace(
        "after Frappe:\n        Alpha.attack: 3/3", "end of combat:\n        Beta.hp: 7")
    code, out, err = cli("run", str(write(tmp_path, text)), "--trace")
    assert code == 1
    assert "3 issues du hasard, chacune jouée" in out
    assert "(trace de la première issue : l'attaque d'Alpha = 3)" in out
    assert "selon le hasard : 7 (33,3 %)" in out
    assert_french(out + err, "rulings run (chance)")


def test_percent_is_french():
    from rulings.core.chance import percent

    assert percent(Fraction(1, 3)) == "33,3 %"
    assert percent(Fraction(1, 4)) == "25 %"
    assert percent(Fraction(7, 12)) == "58,3 %"


def test_elision_of_de():
    from rulings.core.french import de

    assert de("Aez") == "d'Aez"
    assert de("Ensorceleuse") == "d'Ensorceleuse"
    assert de("Éclair") == "d'Éclair"
    assert de("Naya") == "de Naya"
    assert de("Yilith") == "de Yilith"
    assert de("Le Prestige") == "du Prestige"
    assert de("Les Ombres") == "des Ombres"
    assert de("A") == "de A"                     # a player


def test_counts_take_the_plural_from_two_on():
    from rulings.core.french import count

    assert [count(n, "point") for n in (0, 1, -1, 2, -2, 1500)] == [
        "0 point", "1 point", "-1 point", "2 points", "-2 points", "1 500 points"]
    assert count(1, "cheval", "chevaux") == "1 cheval" and count(3, "cheval", "chevaux") == "3 chevaux"


def test_feminine_ordinals():
    from rulings.core.french import ordinal

    assert [ordinal(n) for n in (1, 2, 11)] == ["1ʳᵉ", "2ᵉ", "11ᵉ"]


def test_labels_elide_de_before_a_name():
    from rulings.core.french import fill

    assert fill("zone de {}", "Arbre-esprit") == "zone d'Arbre-esprit"
    assert fill("défense de {}", "Éclair") == "défense d'Éclair"
    assert fill("main de {}", "A") == "main de A"
    assert fill("zone de {}", "Le Prestige") == "zone du Prestige"
    assert fill("{} engagée", "Arbre-esprit") == "Arbre-esprit engagée"
    assert fill("cartes attachées à {}", "Orc") == "cartes attachées à Orc"


def test_the_engine_elides_in_its_trace(tmp_path):
    from tests.helpers import scenario_text, write

    text = scenario_text().replace("{name: Alpha,", "{name: Ursule,").replace("[Alpha]", "[Ursule]").replace(
        "A: Alpha", "A: Ursule").replace("Alpha.attack", "Ursule.attack")
    code, out, _err = cli("run", str(write(tmp_path, text)), "--trace")
    assert code == 0, out
    assert "attaque d'Ursule" in out and "de Ursule" not in out
    assert "PV d'Ursule : 8" in out


# --- the catalogues ------------------------------------------------------------------------------------------

def catalogues():
    from rulings import cli_messages
    from rulings.assistant import messages as assistant
    from rulings.core import messages as core

    found = [(core.msg, (PACKAGE / "core", ROOT / "conftest.py")),    # conftest.py: pytest on a scenario file
             (cli_messages.msg, (PACKAGE / "cli.py", PACKAGE / "cli_messages.py")),
             (assistant.msg, (PACKAGE / "assistant",))]
    for name in games.REGISTRY:
        try:
            module = __import__(f"rulings.games.{name}.messages", fromlist=["msg"])
        except ModuleNotFoundError:
            continue
        found.append((module.msg, (PACKAGE / "games" / name,)))
    return found


def _sources(places) -> str:
    files = [f for where in places for f in ([where] if where.is_file() else sorted(where.rglob("*.py")))]
    return "\n".join(f.read_text(encoding="utf-8") for f in files)


@pytest.mark.parametrize("catalogue, where", catalogues(), ids=lambda v: getattr(v, "layer", ""))
def test_every_template_is_used_and_every_name_used_exists(catalogue, where):
    text = _sources(where)
    used = set(re.findall(r"""\bmsg\(\s*["']([\w.]+)["']""", text))
    assert not used - set(catalogue.names()), f"names used without a template: {sorted(used - set(catalogue.names()))}"
    # names built at run time (f"status.{status}"): their prefix is written in the code as f"prefix.{
    prefixes = set(re.findall(r"""f["']([\w.]+\.)\{""", text))
    unused = [name for name in catalogue.names() if name not in used and not any(name.startswith(p) for p in prefixes)
              and f'"{name}"' not in text]
    assert not unused, f"templates of {catalogue.layer} never used: {unused}"


@pytest.mark.parametrize("catalogue, _where", catalogues(), ids=lambda v: getattr(v, "layer", ""))
def test_every_template_is_french(catalogue, _where):
    class Value:                       # stands for any value inserted: « x », whatever its format
        def __format__(self, spec):
            return "x"

    english = [f"{name}: {found}" for name in catalogue.names() if not name.startswith("argparse.")
               for found in english_in(catalogue.template(name).format(
                   **{field: Value() for field in fields(catalogue.template(name))}))]
    assert not english, "\n".join(english)


def test_a_second_language_is_one_more_table():
    from rulings.core.i18n import Catalogue

    catalogue = Catalogue("essai", {"hello": "bonjour {name}"})
    catalogue.add("en", {"hello": "hello {name}"})
    with pytest.raises(ValueError):
        catalogue.add("de", {"hello": "hallo"})             # a placeholder missing
    with pytest.raises(ValueError):
        catalogue.add("de", {"bye": "tschüss"})             # no such template
    assert catalogue("hello", name="Naya") == "bonjour Naya"
    import os

    os.environ["RULINGS_LANG"] = "en"
    try:
        assert catalogue("hello", name="Naya") == "hello Naya"
    finally:
        del os.environ["RULINGS_LANG"]
