"""Files named ``*.yaml`` that are no regular file, and empty names: each refused by name, in no time.

Found by probing the project from outside (tests/repro/README.md): a named pipe made ``run``, ``check`` and
``export`` wait forever (the loader opened it); a loop of symbolic links was an internal error (exit 3) in
``run``, ``check``, ``ask`` and ``card``; ``rulings rule ''`` listed every rule.
"""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest

from rulings.core.places import data_dir, seeds_dir
from tests.helpers import ROOT, assert_french, cli


@pytest.fixture
def kb(tmp_path, monkeypatch) -> Path:
    """A copy of Eredan's database and of a few of its rulings."""
    eredan = tmp_path / "scenarios" / "eredan"
    shutil.copytree(ROOT / "scenarios" / "eredan" / "database", eredan / "database")
    (eredan / "regles").mkdir()
    (eredan / "cartes").mkdir()
    for path in sorted((ROOT / "scenarios" / "eredan" / "regles").glob("*.yaml"))[:3]:
        shutil.copy(path, eredan / "regles" / path.name)
    shutil.copy(ROOT / "scenarios" / "eredan" / "cartes" / "cercueil-de-glace.yaml", eredan / "cartes")  # for ask
    monkeypatch.setenv("RULINGS_SEEDS", str(seeds_dir(ROOT)))
    monkeypatch.setenv("RULINGS_DATA", str(data_dir(ROOT)))
    return tmp_path


def _special(kb: Path, kind: str) -> Path:
    path = kb / "scenarios" / "eredan" / "regles" / "special.yaml"
    if kind == "loop":
        path.symlink_to(path.name)
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        path.symlink_to(kb / "absent.yaml")
    return path


SPECIAL = {"loop": "c'est une boucle de liens symboliques",
           "fifo": "ce n'est pas un fichier ordinaire (un tube nommé, un périphérique…) : il n'est pas lu",
           "dangling": "il n'existe pas"}


@pytest.mark.parametrize("kind", SPECIAL)
def test_a_file_named_yaml_that_is_no_regular_file_is_refused_before_it_is_opened(kb, kind):
    """A loop of symbolic links, a named pipe (which the loader waited on forever), a link to nothing:
    ``run`` and ``check`` on it, ``check`` and ``export`` of its folder refuse it by name, in no time; ``ask``,
    ``card`` and ``rule`` in a knowledge base holding it answer."""
    path = _special(kb, kind)
    refusal = f"impossible de lire le fichier : {SPECIAL[kind]}"
    started = time.process_time()
    for command in (("run", str(path)), ("check", str(path)), ("check",), ("export", "--json")):
        code, out, err = cli(*command[:1], "--kb", str(kb), *command[1:])
        assert code == 2 and f"erreur : {path}: {refusal}\n" in err, (command, err)
        assert_french(err)
    for command in (("ask", "cercueil"), ("card", "Naya"), ("rule", "eredan.stats.add")):
        code, out, err = cli(*command[:1], "--kb", str(kb), *command[1:])
        assert code == 0 and "erreur interne" not in err, err
    assert time.process_time() - started < 30


@pytest.mark.parametrize("argv", [("rule", ""), ("rule", "--"), ("rule", "   ")])
def test_an_empty_rule_name_is_a_user_error(argv):
    assert cli(*argv) == (2, "", "erreur : rulings rule: le nom de la règle est vide (rulings rule (sans identifiant) "
                                 "liste toutes les règles)\n")


def test_a_folder_named_yaml_in_a_folder_checked_is_refused_by_name(kb):
    path = kb / "scenarios" / "eredan" / "regles" / "dossier.yaml"
    path.mkdir()
    code, out, err = cli("check", "--kb", str(kb))
    assert code == 2 and f"erreur : {path}: impossible de lire le fichier : c'est un dossier\n" in err
