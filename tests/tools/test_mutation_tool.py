"""tools/mutation.py keeps its copy honest: a run of the survivors against new tests runs them against
the code as it is now, not as it was at the campaign's start (a test expecting a fixed message would
otherwise fail for every mutant and « kill » it for nothing)."""

from __future__ import annotations

import importlib.util
import json
import os
from pathlib import Path

import pytest

from tests.helpers import yaml_as_written

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture()
def tool():
    spec = importlib.util.spec_from_file_location("mutation_tool", ROOT / "tools" / "mutation.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _tree(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_survivors_run_against_the_code_as_it_is_now(tool, tmp_path, monkeypatch):
    project, work = tmp_path / "project", tmp_path / "work"
    old = {"rulings/core/words.py": "WORD = 'élément(s)'\n",
           "rulings/games/g/rules.py": "def f():\n    return 1\n",
           "rulings/games/g/same.py": "X = 1\n"}
    _tree(work, old)
    _tree(work / "mutants", {**old, "rulings/games/g/rules.py": "# mutants of f\n"})
    _tree(project, {**old, "rulings/core/words.py": "WORD = 'élément'\n",
                    "rulings/games/g/rules.py": "def f():\n    return 2\n",
                    "rulings/games/g/new.py": "Y = 2\n"})
    untouched = work / "rulings/games/g/same.py"
    os.utime(untouched, (1_000_000, 1_000_000))
    monkeypatch.setattr(tool, "ROOT", project)

    changed = tool.sync_code(work, {"mutate": ["rulings/games/g/*"]})

    assert changed == ["rulings/core/words.py", "rulings/games/g/new.py", "rulings/games/g/rules.py"]
    assert (work / "rulings/core/words.py").read_text(encoding="utf-8") == "WORD = 'élément'\n"
    # outside the target: mutmut copied it once, so the copy in its tree is rewritten as well
    assert (work / "mutants/rulings/core/words.py").read_text(encoding="utf-8") == "WORD = 'élément'\n"
    # in the target: the source copy is newer than its mutants, which mutmut then generates again
    assert (work / "rulings/games/g/rules.py").read_text(encoding="utf-8") == "def f():\n    return 2\n"
    assert (work / "mutants/rulings/games/g/rules.py").read_text(encoding="utf-8") == "# mutants of f\n"
    mutant = work / "mutants/rulings/games/g/rules.py"
    assert (work / "rulings/games/g/rules.py").stat().st_mtime > mutant.stat().st_mtime - 1
    assert untouched.stat().st_mtime == 1_000_000
    assert not (work / "sync_scratch.py").exists()
    assert tool.sync_code(work, {"mutate": ["rulings/games/g/*"]}) == []


def test_the_copy_is_compared_after_the_primitives_are_undecorated(tool, tmp_path, monkeypatch):
    pytest.importorskip("libcst", reason="libcst comes with mutmut: pip install -e '.[mutation]'")
    project, work = tmp_path / "project", tmp_path / "work"
    source = "@primitive('x')\ndef x(step):\n    return step\n"
    _tree(project, {"rulings/games/g/steps.py": source})
    _tree(work, {"rulings/games/g/steps.py": source})
    monkeypatch.setattr(tool, "ROOT", project)
    target = {"mutate": ["rulings/games/g/*"], "undecorate": ["primitive"]}

    assert tool.sync_code(work, target) == ["rulings/games/g/steps.py"]
    assert (work / "rulings/games/g/steps.py").read_text(encoding="utf-8") == (
        "def x(step):\n    return step\nx = primitive('x')(x)\n")
    assert tool.sync_code(work, target) == []


def test_tests_reading_the_code_as_text_are_left_out_of_a_campaign(tool):
    """mutmut's copy of a module holds the text of every mutant: a test reading the code as text fails there, as
    does one running a tool the copy does not hold."""
    targets = tool.load_targets()
    assert tool.pytest_args(targets["core"]) == [
        "-p", "no:cacheprovider", "-p", "no:unraisableexception", "-p", "mutation_plugin",
        "--deselect", "tests/cli/test_french.py::test_every_template_is_used_and_every_name_used_exists",
        "--deselect", "tests/arcmage/test_bundled_rulings.py::test_the_generator_would_write_the_committed_database",
        "--deselect", "tests/core/test_game_contract.py::test_neutral_module_imports_no_game_and_names_none",
        "--deselect", "tests/core/test_import_cycles.py", "--deselect", "tests/core/test_plural.py"]
    assert tool.pytest_args(targets["wakfu"]) == [
        "-p", "no:cacheprovider", "-p", "no:unraisableexception", "-p", "mutation_plugin"]


def test_the_report_says_which_mutants_were_not_run(tool, tmp_path, monkeypatch, capsys):
    """A stopped run leaves mutants not run: the table counts them, never reads « 100 % » for a module none
    of whose mutants ran, and an equivalent entry of a mutant not run is not stale."""
    meta = tmp_path / "mutants" / "rulings" / "games" / "g"
    meta.mkdir(parents=True)
    (meta / "done.py.meta").write_text('{"exit_code_by_key": {"rulings.games.g.done.x_f__mutmut_1": 1, '
                                       '"rulings.games.g.done.x_f__mutmut_2": 0, '
                                       '"rulings.games.g.done.x_f__mutmut_3": null}}', encoding="utf-8")
    (meta / "idle.py.meta").write_text('{"exit_code_by_key": {"rulings.games.g.idle.x_f__mutmut_1": null}}',
                                       encoding="utf-8")
    monkeypatch.setattr(tool, "load_equivalents", lambda: {"rulings.games.g.idle.x_f__mutmut_1": "no reason"})

    tool.report(tmp_path, [], False)

    out = capsys.readouterr().out
    assert "rulings.games.g.done" in out and "      1  50.0% (partial)" in out
    assert "rulings.games.g.idle" in out and "      1      — (partial)" in out
    assert "2 mutants not run yet" in out
    assert "stale" not in out


def test_a_stale_entry_is_shown_with_the_survivors_of_its_function(tool, tmp_path, monkeypatch, capsys):
    """A changed function's mutants are numbered anew: its stale entry is printed with the function's survivors
    and their diffs, to be matched again; the survivors of other functions are not offered."""
    meta = tmp_path / "mutants" / "rulings" / "games" / "g"
    meta.mkdir(parents=True)
    (meta / "m.py.meta").write_text('{"exit_code_by_key": {"rulings.games.g.m.x_f__mutmut_1": 1, '
                                    '"rulings.games.g.m.x_f__mutmut_2": 0, "rulings.games.g.m.x_g__mutmut_1": 0}}',
                                    encoding="utf-8")
    monkeypatch.setattr(tool, "load_equivalents", lambda: {"rulings.games.g.m.x_f__mutmut_1": "a reason"})
    monkeypatch.setattr(tool, "changed_lines", lambda work, path, mutant: f"- old\n+ {mutant[-1]}")

    assert tool.report(tmp_path, [], False) == 1

    stale = capsys.readouterr().out.split("stale equivalent entries")[1].split("surviving mutants")[0]
    assert "  rulings.games.g.m.x_f__mutmut_1: a reason\n" in stale
    assert "    same function, surviving: rulings.games.g.m.x_f__mutmut_2\n      - old\n      + 2\n" in stale
    assert "x_g__mutmut_1" not in stale


def test_a_module_added_since_the_campaign_is_found_to_run(tool, tmp_path, monkeypatch):
    project, work = tmp_path / "project", tmp_path / "work"
    _tree(project, {"rulings/core/old.py": "def f():\n    return 1\n", "rulings/core/new.py": "def g():\n    pass\n",
                    "rulings/core/data.py": "X = 1\n", "rulings/games/g/other.py": "def h():\n    pass\n"})
    _tree(work / "mutants", {"rulings/core/old.py.meta": "{}"})
    monkeypatch.setattr(tool, "ROOT", project)
    # new.py has functions and no mutants yet; data.py has no function (no mutant); other.py is not in the target
    assert tool.never_run(work, {"mutate": ["rulings/core/*"]}) == ["rulings.core.new"]
    _tree(work / "mutants", {"rulings/core/new.py.meta": "{}"})
    assert tool.never_run(work, {"mutate": ["rulings/core/*"]}) == []


def test_after_a_code_change_every_test_is_mapped_again(tool, tmp_path):
    stats = tmp_path / "mutants" / "mutmut-stats.json"
    stats.parent.mkdir(parents=True)
    data = {"tests_by_mangled_function_name": {"f": ["t1"]}, "duration_by_test": {"t1": 0.1}, "stats_time": 1.0,
            "function_hashes": {"f": "abc"}, "config_fingerprint": "x"}
    stats.write_text(json.dumps(data), encoding="utf-8")
    tool.forget_test_selection(tmp_path)
    kept = json.loads(stats.read_text(encoding="utf-8"))
    assert "config_fingerprint" not in kept and kept["tests_by_mangled_function_name"] == {"f": ["t1"]}
    tool.forget_test_selection(tmp_path, remap=True)
    remapped = json.loads(stats.read_text(encoding="utf-8"))
    # every test new again (mutmut then maps them all); the functions' hashes, hence the verdicts, kept
    assert remapped["tests_by_mangled_function_name"] == {} and remapped["duration_by_test"] == {}
    assert remapped["function_hashes"] == {"f": "abc"} and remapped["stats_time"] == 1.0


def test_the_mutants_of_changed_functions_are_named_before_the_copy_is_brought_up_to_date(tool, tmp_path, monkeypatch):
    """mutmut forgets a changed function's verdicts when it generates its module again: --survivors names those
    mutants from the copy as it was, so that one pass runs them (a moved function, same code, is not changed)."""
    project, work = tmp_path / "project", tmp_path / "work"
    _tree(work, {"rulings/games/g/rules.py": "def f():\n    return 1\n\n\ndef g():\n    return 2\n\n\n"
                                             "class C:\n    def m(self):\n        return 3\n",
                 "rulings/core/words.py": "def w():\n    return 1\n"})
    _tree(project, {"rulings/games/g/rules.py": "def g():\n    return 2\n\n\ndef f():\n    return 10\n\n\n"
                                                "class C:\n    def m(self):\n        return 3\n\n    def n(self):\n"
                                                "        return 4\n",
                    "rulings/games/g/new.py": "def h():\n    return 5\n",
                    "rulings/core/words.py": "def w():\n    return 2\n"})
    monkeypatch.setattr(tool, "ROOT", project)
    target = {"mutate": ["rulings/games/g/*"]}

    assert tool.changed_mutants(work, target) == [
        "rulings.games.g.new.x_h__mutmut_*",
        "rulings.games.g.rules.x_f__mutmut_*", "rulings.games.g.rules.xǁCǁn__mutmut_*"]
    tool.sync_code(work, target)
    assert tool.changed_mutants(work, target) == []


def test_every_equivalent_entry_names_its_mutant_its_change_and_its_reason(tool):
    names = []
    for path in sorted(tool.EQUIVALENTS.glob("*.yaml")):
        entries = yaml_as_written(path) or []
        for entry in entries:
            assert set(entry) == {"mutant", "change", "reason"}, (path.name, entry)
            assert all(isinstance(entry[k], str) and entry[k].strip() for k in entry), (path.name, entry)
            names.append(entry["mutant"])
    assert len(names) == len(set(names)) and len(tool.load_equivalents()) == len(names)


@pytest.mark.parametrize("code, kind", [(1, "killed"), (-24, "killed"), (-9, "killed"), (0, "survived"),
                                        (33, "no tests"), (None, "not run"), (-11, "suspicious")])
def test_each_exit_code_of_a_mutant_is_read_as_its_verdict(tool, code, kind):
    """-9: killed by the kernel when the mutant ran out of memory (or by mutmut, a second after its CPU limit)."""
    assert tool.classify(code) == kind


def test_survivors_runs_again_the_survivors_and_the_mutants_not_run_but_not_the_equivalents(tool, tmp_path,
                                                                                          monkeypatch):
    meta = tmp_path / "mutants" / "rulings" / "games" / "g"
    meta.mkdir(parents=True)
    (meta / "m.py.meta").write_text('{"exit_code_by_key": {"rulings.games.g.m.x_f__mutmut_1": 0, '
                                    '"rulings.games.g.m.x_f__mutmut_2": 0, "rulings.games.g.m.x_f__mutmut_3": 1, '
                                    '"rulings.games.g.m.x_f__mutmut_4": null, "rulings.games.g.m.x_f__mutmut_5": 33}}',
                                    encoding="utf-8")
    monkeypatch.setattr(tool, "load_equivalents", lambda: {"rulings.games.g.m.x_f__mutmut_2": "a reason"})
    monkeypatch.setattr(tool, "never_run", lambda work, target: [])
    monkeypatch.setattr(tool, "changed_mutants", lambda work, target: ["rulings.games.g.m.x_h__mutmut_*"])
    assert tool.to_run_again(tmp_path, {}, []) == [
        "rulings.games.g.m.x_f__mutmut_1", "rulings.games.g.m.x_f__mutmut_4", "rulings.games.g.m.x_f__mutmut_5",
        "rulings.games.g.m.x_h__mutmut_*"]
    assert tool.to_run_again(tmp_path, {}, ["rulings.games.g.other"]) == []
