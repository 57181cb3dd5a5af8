"""Mutation testing of the engines and the core: the kill rate per module, with mutmut.

Usage::

    python tools/mutation.py eredan                     # mutate the Eredan engine, print the table
    python tools/mutation.py eredan --module damage     # one module (or several: --module damage --module stats)
    python tools/mutation.py core --jobs 1              # the core, one worker
    python tools/mutation.py eredan --report            # the table of the last run, without running again
    python tools/mutation.py eredan --report --diff     # and each surviving mutant's diff
    python tools/mutation.py eredan --skip-test tests/core/test_pinned_traces.py   # without one test file
    python tools/mutation.py eredan --survivors         # the last run's survivors again, against new tests

Run it under ``nice`` on a shared machine (``nice -n 10 python tools/mutation.py eredan``).

How: the targets (``tools/mutation.yaml``) say which files each campaign mutates
and which tests each mutant runs (the game's unit tests and its scenario
collection: fast and in-process). A target is copied into ``build/mutation/<target>/``
with a generated ``pyproject.toml`` holding mutmut's configuration, and mutmut
runs there (its ``mutants/`` folder stays inside): the working tree is never mutated.
mutmut forks one process per mutant and runs only the tests that reach the
mutated function, which keeps a campaign to minutes.

mutmut turns a mutant on while the tests run, never while they are imported: what a module makes at import (a
game's verb table, its moments, the game itself) runs unmutated. The core's tests make such things inside a test
(tests/core/test_action_case.py) so that their making is mutated and checked too.

The table: per module, mutants killed (a test fails, or the mutant times out),
survived, not reached by any test, and listed as equivalent in
``tools/mutation-equivalents/<target>.yaml`` (a mutant that cannot change any outcome,
with the reason); the kill rate is killed / (all - equivalent). An equivalent
entry whose mutant no longer survives, or no longer exists, is reported as stale.
"""

from __future__ import annotations

import argparse
import ast
import fnmatch
import json
import os
import shutil
import subprocess
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGETS = ROOT / "tools" / "mutation.yaml"
EQUIVALENTS = ROOT / "tools" / "mutation-equivalents"          # one file per target
WORK = ROOT / "build" / "mutation"

# mutmut's exit codes of a mutant, by what they mean here
KILLED = {1, 3}
# out of time or memory: SIGXCPU past mutmut's CPU limit, or SIGKILL (-9) one second after it or from the kernel
# when memory runs out (a mutant reading /dev/zero without bound: tests/core/test_yamlio.py)
TIMEOUT = {-24, 24, 152, 255, 36, -9}
SURVIVED = {0}
NO_TESTS = {5, 33}


# Loaded into pytest in the copy: a failure's report is one line. pytest's long report of an
# exception raised in a scenario case parses the source of every frame, and mutmut's files
# hold every mutant of a module (10,000+ lines): 15 s to a minute per killed mutant, for a
# report nobody reads (mutmut reads only the exit code).
PLUGIN = '''import _pytest.nodes


def _short(self, excinfo, style=None):
    return f"{excinfo.typename}: {str(excinfo.value)[:300]}"


_pytest.nodes.Node.repr_failure = _short
'''


def _yaml(path: Path):
    """A YAML file of this tool, safely loaded (``yamlio.load_plain``, on libyaml: PyYAML's pure-Python parser
    took a second for the equivalents' files)."""
    from rulings.core.yamlio import load_plain

    return load_plain(path.read_text(encoding="utf-8"))


def load_targets() -> dict:
    return _yaml(TARGETS)


def load_equivalents() -> dict[str, str]:
    """mutant name -> reason it is equivalent, from every target's file."""
    found = {}
    for path in sorted(EQUIVALENTS.glob("*.yaml")):
        entries = _yaml(path) or []
        found.update({entry["mutant"]: (f"{entry['change']}: " if entry.get("change") else "") + entry["reason"]
                      for entry in entries})
    return found


def expand_tests(tests: list[str]) -> list[str]:
    """The target's tests, a pattern (``tests/wakfu/test_*.py``) standing for every file it matches."""
    out = []
    for test in tests:
        matches = sorted(p.relative_to(ROOT).as_posix() for p in ROOT.glob(test)) if "*" in test else [test]
        out += [m for m in matches if (ROOT / m).exists() and m not in out]
    return out


def undecorate(path: Path, names: set[str]) -> None:
    """Turn ``@name(...)`` on a module's function into ``f = name(...)(f)`` after it, in the copy.

    mutmut does not mutate decorated functions (it cannot put its trampoline
    under a decorator); registration decorators (the effect primitives) are
    applied the same way after the definition, so their functions get mutated.
    """
    if not names:
        return
    import libcst as cst

    source = path.read_text(encoding="utf-8")
    if not any(f"@{name}" in source for name in names):
        return
    module = cst.parse_module(source)

    def name_of(decorator: cst.Decorator) -> str | None:
        node = decorator.decorator
        node = node.func if isinstance(node, cst.Call) else node
        return node.value if isinstance(node, cst.Name) else None

    body: list[cst.SimpleStatementLine | cst.BaseCompoundStatement] = []
    for statement in module.body:
        if (isinstance(statement, cst.FunctionDef) and statement.decorators
                and all(name_of(d) in names for d in statement.decorators)):
            body.append(statement.with_changes(decorators=[]))
            for decorator in reversed(statement.decorators):
                call = cst.Call(func=decorator.decorator, args=[cst.Arg(statement.name)])
                body.append(cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(statement.name)], call)]))
        else:
            body.append(statement)
    path.write_text(module.with_changes(body=body).code, encoding="utf-8")


def pytest_args(target: dict) -> list[str]:
    """pytest's options in the copy: the one-line failure report, less the tests that read the code as
    text (``deselect``: mutmut's copy holds every mutant's text).

    Without pytest's unraisable-exception plugin: at each session's end it runs the garbage collector
    twice over the whole heap (every game's database and case loaded), 0.13 s of a warm 0.23 s run of one
    test, and mutmut runs a session per mutant; what it reports is a warning, which mutmut never reads.
    """
    deselect = [arg for test in target.get("deselect", []) for arg in ("--deselect", test)]
    return ["-p", "no:cacheprovider", "-p", "no:unraisableexception", "-p", "mutation_plugin", *deselect]


def _toml_list(values: list[str]) -> str:
    return "[" + ", ".join(json.dumps(v) for v in values) + "]"


def prepare(name: str, target: dict, fresh: bool = True) -> Path:
    """A copy of the project's code, tests and scenarios, with mutmut's configuration.

    ``fresh``: a new copy; otherwise the tests, scenarios and docs of the last copy are brought up
    to date, its code and mutants kept (to run the survivors again against new tests).
    """
    work = WORK / name
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    if fresh:
        if work.exists():
            shutil.rmtree(work)
        work.mkdir(parents=True)
        shutil.copytree(ROOT / "rulings", work / "rulings", ignore=ignore)
        for path in (work / "rulings").rglob("*.py"):
            undecorate(path, set(target.get("undecorate", [])))
    else:
        sync_code(work, target)
    shutil.copytree(ROOT / "scenarios", work / "scenarios", ignore=ignore, dirs_exist_ok=True)
    shutil.copytree(ROOT / "docs", work / "docs", ignore=ignore, dirs_exist_ok=True)
    shutil.copytree(ROOT / "schema", work / "schema", ignore=ignore, dirs_exist_ok=True)
    tests = expand_tests(target["tests"])
    # the tests folder with its data and helpers, less the test files this target does not run
    # (by path: two areas may hold test files of the same name)
    used = {(ROOT / t).resolve() for t in tests}
    unused = {p.resolve() for p in (ROOT / "tests").rglob("test_*.py")} - used
    plain = shutil.ignore_patterns("__pycache__", "*.pyc")

    def ignored(folder: str, names: list[str]) -> set[str]:
        return set(plain(folder, names)) | {n for n in names if (Path(folder) / n).resolve() in unused}

    shutil.copytree(ROOT / "tests", work / "tests", dirs_exist_ok=True, ignore=ignored)
    shutil.copy2(ROOT / "conftest.py", work / "conftest.py")
    (work / "mutation_plugin.py").write_text(PLUGIN, encoding="utf-8")
    (work / "pyproject.toml").write_text(
        "[tool.mutmut]\n"
        'source_paths = ["rulings"]\n'
        f"only_mutate = {_toml_list(target['mutate'])}\n"
        'also_copy = ["scenarios", "docs", "schema", "conftest.py", "mutation_plugin.py"]\n'
        f"pytest_add_cli_args_test_selection = {_toml_list(tests)}\n"
        f"pytest_add_cli_args = {_toml_list(pytest_args(target))}\n"
        # a mutant that loops: stopped after 5 times its tests' time plus 5 s of wall clock (mutmut's default 15
        # times, plus 15 s: a minute or more for each such mutant of a function reached by every scenario)
        "timeout_multiplier = 5.0\n"
        "track_dependencies = false\n"
        "use_git_change_detection = false\n"
        "\n[tool.pytest.ini_options]\n"
        'addopts = "-q"\n',
        encoding="utf-8")
    return work


def sync_code(work: Path, target: dict) -> list[str]:
    """Bring the copy's code up to date with the working tree, for a run of the survivors.

    The new tests may expect what a fix changed in the code (a message, an outcome): run
    against the old copy they would fail for every mutant, and « kill » it for nothing.
    A changed file of the target is rewritten in the copy, newer than its mutants, so
    mutmut generates it again and forgets the verdicts of the functions that changed
    (they show as « not run »; ``--survivors`` runs them: see :func:`changed_mutants`); a changed file outside
    the target is written into mutmut's own tree too (mutmut copies it only once).
    Returns the files brought up to date.
    """
    changed = []
    for relative, text in _sources_as_copied(work, target):
        copy = work / relative
        if copy.exists() and copy.read_text(encoding="utf-8") == text:
            continue
        copy.parent.mkdir(parents=True, exist_ok=True)
        copy.write_text(text, encoding="utf-8")
        if not any(fnmatch.fnmatch(relative.as_posix(), glob) for glob in target["mutate"]):
            mirrored = work / "mutants" / relative
            mirrored.parent.mkdir(parents=True, exist_ok=True)
            mirrored.write_text(text, encoding="utf-8")
        changed.append(relative.as_posix())
    if changed:
        print(f"code brought up to date in the copy: {', '.join(changed)}")
    return changed


def _sources_as_copied(work: Path, target: dict):
    """(path, text) of each of the project's modules as the copy holds it: the target's decorators undone."""
    scratch = work / "sync_scratch.py"
    try:
        for source in sorted((ROOT / "rulings").rglob("*.py")):
            scratch.write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
            undecorate(scratch, set(target.get("undecorate", [])))
            yield source.relative_to(ROOT), scratch.read_text(encoding="utf-8")
    finally:
        scratch.unlink(missing_ok=True)


def _functions(text: str) -> dict[str, str]:
    """mutmut's name (``x_f``, ``xǁCǁm``) of each function and method of a module -> its code (lines aside)."""
    found = {}
    for node in ast.parse(text).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            found[f"x_{node.name}"] = ast.dump(node)
        elif isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    found[f"xǁ{node.name}ǁ{item.name}"] = ast.dump(item)
    return found


def changed_mutants(work: Path, target: dict) -> list[str]:
    """The mutants (as patterns) of the target's functions that changed or appeared since the copy was made.

    mutmut forgets their verdicts when it generates their module again: ``--survivors`` names them before
    bringing the copy up to date, so that the same pass runs them.
    """
    patterns = []
    for relative, text in _sources_as_copied(work, target):
        copy = work / relative
        if not any(fnmatch.fnmatch(relative.as_posix(), glob) for glob in target["mutate"]):
            continue
        before = _functions(copy.read_text(encoding="utf-8")) if copy.exists() else {}
        module = module_of(relative.as_posix())
        patterns += [f"{module}.{name}__mutmut_*" for name, code in _functions(text).items()
                     if before.get(name) != code]
    return patterns


def module_of(path: str) -> str:
    return path[:-len(".py")].replace("/", ".")


def never_run(work: Path, target: dict) -> list[str]:
    """The target's modules (with a function, so with mutants) that have no mutant in the copy yet: files added
    since its campaign. ``--survivors`` runs them whole; the report lists them."""
    found = []
    for source in sorted((ROOT / "rulings").rglob("*.py")):
        relative = source.relative_to(ROOT).as_posix()
        if not any(fnmatch.fnmatch(relative, glob) for glob in target["mutate"]):
            continue
        if "def " in source.read_text(encoding="utf-8") and not (work / "mutants" / (relative + ".meta")).exists():
            found.append(module_of(relative))
    return found


def to_run_again(work: Path, target: dict, modules: list[str]) -> list[str]:
    """The mutants (names or patterns) ``--survivors`` runs: the survivors and the mutants not run yet, the
    modules never run, and every mutant of a function changed since the copy was made. An equivalent listed is
    not run again: its function unchanged, no test can kill it (a changed function's mutants are run whole)."""
    equivalents = load_equivalents()
    names = [m for path, codes in results(work, []).items() for m, code in codes.items()
             if classify(code) in ("survived", "no tests", "not run") and m not in equivalents
             and (not modules or module_of(path) in modules)]
    names += [f"{module}.*" for module in never_run(work, target) if not modules or module in modules]
    names += [name for name in changed_mutants(work, target) if not modules or name.rsplit(".", 1)[0] in modules]
    return names


def run(work: Path, modules: list[str], jobs: int) -> int:
    return run_names(work, [f"{module}.*" for module in modules], jobs)


def forget_test_selection(work: Path, remap: bool = False) -> None:
    """Keep the verdicts of the last run although the tests changed.

    mutmut forgets every verdict when the test selection of its configuration
    changes; a killed mutant stays killed when tests are added, so only the
    survivors need running again (mutmut finds the new tests and what they reach).
    ``remap`` (the code changed): mutmut would map a changed or new function only to
    the tests added since, and call it « no tests » or let its mutants survive; every
    test is then made new again, so that mutmut maps them all (one stats pass).
    """
    stats = work / "mutants" / "mutmut-stats.json"
    data = json.loads(stats.read_text(encoding="utf-8"))
    data.pop("config_fingerprint", None)
    if remap:
        data["tests_by_mangled_function_name"], data["duration_by_test"] = {}, {}
    stats.write_text(json.dumps(data), encoding="utf-8")


def run_names(work: Path, names: list[str], jobs: int) -> int:
    command = [sys.executable, "-m", "mutmut", "run", "--max-children", str(jobs), *names]
    # the copy is not beside ../shared: the tests that read the sources and data sets find them through these
    shared = ROOT.parent / "shared"
    env = {"RULINGS_SEEDS": str(shared / "seeds"), "RULINGS_DATA": str(shared / "data"), **os.environ,
           "PYTHONDONTWRITEBYTECODE": "1"}
    return subprocess.run(command, cwd=work, env=env).returncode


def results(work: Path, mutate: list[str]) -> dict[str, dict[str, int | None]]:
    """module path -> {mutant name: exit code}, read from mutmut's meta files."""
    found = {}
    for meta in sorted((work / "mutants").rglob("*.py.meta")):
        path = meta.relative_to(work / "mutants").as_posix()[:-len(".meta")]
        data = json.loads(meta.read_text(encoding="utf-8"))
        found[path] = data["exit_code_by_key"]
    return found


def classify(code: int | None) -> str:
    if code in KILLED or code in TIMEOUT:
        return "killed"
    if code in SURVIVED:
        return "survived"
    if code in NO_TESTS:
        return "no tests"
    if code is None:
        return "not run"
    return "suspicious"


def changed_lines(work: Path, path: str, mutant: str) -> str:
    """The mutant's changed lines (``-`` original, ``+`` mutant), from mutmut's own diff."""
    from mutmut.mutation.diff_apply import get_diff_for_mutant

    here = os.getcwd()
    os.chdir(work)
    try:
        diff = get_diff_for_mutant(mutant, path=path)
    finally:
        os.chdir(here)
    return "\n".join(line for line in diff.splitlines()[2:] if line[:1] in "+-")


def report(work: Path, modules: list[str] | None, show_diff: bool, new_modules: Sequence[str] = ()) -> int:
    equivalents = load_equivalents()
    found = results(work, [])
    rows = []
    survivors: list[tuple[str, str, str]] = []
    listed: list[tuple[str, str]] = []
    seen_equivalents = set()
    for path, codes in found.items():
        module = module_of(path)
        if modules and module not in modules:
            continue
        counts: Counter[str] = Counter()
        for mutant, code in codes.items():
            kind = classify(code)
            if kind == "not run" and mutant in equivalents:
                seen_equivalents.add(mutant)        # not judged yet: neither equivalent nor stale
            if kind in ("survived", "no tests") and mutant in equivalents:
                seen_equivalents.add(mutant)
                listed.append((mutant, equivalents[mutant]))
                kind = "equivalent"
            elif kind in ("survived", "no tests", "suspicious"):
                survivors.append((mutant, kind, path))
            counts[kind] += 1
        if not codes:
            continue
        total = sum(counts.values())
        judged = total - counts["equivalent"] - counts["not run"]
        rate = 100.0 * counts["killed"] / judged if judged else None      # None: no mutant judged yet
        rows.append((module, total, counts, rate))
    print(f"{'module':52} {'mutants':>7} {'killed':>6} {'surv.':>5} {'no test':>7} {'equiv.':>6} {'not run':>7} "
          f"{'rate':>6}")
    all_counts: Counter[str] = Counter()
    for module, total, counts, rate in rows:
        all_counts.update(counts)
        print(f"{module:52} {total:7} {counts['killed']:6} {counts['survived'] + counts['suspicious']:5} "
              f"{counts['no tests']:7} {counts['equivalent']:6} {counts['not run']:7} "
              + (f"{rate:5.1f}%" if rate is not None else f"{'—':>6}")
              + (" (partial)" if counts["not run"] else ""))
    total = sum(all_counts.values())
    judged = total - all_counts["equivalent"] - all_counts["not run"]
    if judged:
        print(f"{'all':52} {total:7} {all_counts['killed']:6} "
              f"{all_counts['survived'] + all_counts['suspicious']:5} {all_counts['no tests']:7} "
              f"{all_counts['equivalent']:6} {all_counts['not run']:7} {100.0 * all_counts['killed'] / judged:5.1f}%")
    if all_counts["not run"]:
        print(f"\n{all_counts['not run']} mutants not run yet (a run stopped, or code changed since): the rates "
              "are of the mutants run; --survivors runs the rest")
    new_modules = [m for m in new_modules if not modules or m in modules]
    if new_modules:
        print(f"\nmodules never run (added since the campaign; --survivors runs them): {', '.join(new_modules)}")
    below = [module for module, _, _, rate in rows if rate is not None and rate < 90.0]
    if listed:
        print(f"\nequivalent mutants ({len(listed)}), from {EQUIVALENTS.relative_to(ROOT)}:")
        for mutant, reason in listed:
            print(f"  {mutant}: {reason}")
    stale = [m for m in equivalents if m not in seen_equivalents
             and any(m.startswith(module_of(p) + ".") for p in found)
             and (not modules or any(m.startswith(mod + ".") for mod in modules))]
    if stale:
        print("\nstale equivalent entries (the mutant is killed or no longer exists; when its function changed,"
              " mutmut numbered its mutants anew: the survivors of the same function are shown to match it again):")
        for mutant in stale:
            print(f"  {mutant}: {equivalents[mutant]}")
            function = mutant.rsplit("__mutmut_", 1)[0]
            for survivor, _kind, path in survivors:
                if survivor.rsplit("__mutmut_", 1)[0] == function:
                    print(f"    same function, surviving: {survivor}\n      "
                          + changed_lines(work, path, survivor).replace("\n", "\n      "))
    if survivors:
        print(f"\nsurviving mutants ({len(survivors)}):")
        for mutant, kind, path in survivors:
            print(f"  {mutant}  [{kind}]")
            if show_diff:
                print("    " + changed_lines(work, path, mutant).replace("\n", "\n    "))
    if below:
        print(f"\nbelow 90 %: {', '.join(below)}")
    return 1 if below or stale else 0


def main(argv: list[str] | None = None) -> int:
    targets = load_targets()
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("target", choices=sorted(targets))
    parser.add_argument("--module", action="append", default=[],
                        help="a module to mutate, by its name in the target (damage, effects.values)")
    parser.add_argument("--jobs", type=int, default=2, help="mutants run at once (default 2)")
    parser.add_argument("--skip-test", action="append", default=[],
                        help="leave out one of the target's tests (what it kills: compare the tables)")
    parser.add_argument("--survivors", action="store_true",
                        help="run the last run's surviving (and not yet run) mutants again, against the tests as they "
                             "are now, and every mutant of a function changed since (not the equivalents listed)")
    parser.add_argument("--report", action="store_true", help="print the last run's table, do not run")
    parser.add_argument("--diff", action="store_true", help="print each surviving mutant's diff")
    args = parser.parse_args(argv)
    target = targets[args.target]
    target = {**target, "tests": [t for t in target["tests"] if t not in args.skip_test]}
    package = target["mutate"][0].rstrip("*").rstrip("/").replace("/", ".")
    modules = [f"{package}.{m}" for m in args.module]
    work = WORK / args.target
    if args.survivors:
        if not (work / "mutants").exists():
            print(f"no run of {args.target} yet: python tools/mutation.py {args.target}", file=sys.stderr)
            return 2
        names = to_run_again(work, target, modules)
        if names:
            changed = sync_code(work, target)
            prepare(args.target, target, fresh=False)
            forget_test_selection(work, remap=bool(changed))
            code = run_names(work, names, args.jobs)
            if code not in (0, 1):
                print(f"mutmut ended with exit code {code}", file=sys.stderr)
                return code
    elif not args.report:
        if modules:     # mutate only the modules asked for: generating the others' mutants takes minutes
            target = {**target, "mutate": [m.replace(".", "/") + ".py" for m in modules]}
        work = prepare(args.target, target)
        code = run(work, modules, args.jobs)
        if code not in (0, 1):
            print(f"mutmut ended with exit code {code}", file=sys.stderr)
            return code
    elif not (work / "mutants").exists():
        print(f"no run of {args.target} yet: python tools/mutation.py {args.target}", file=sys.stderr)
        return 2
    return report(work, modules, args.diff, never_run(work, target))


if __name__ == "__main__":
    sys.exit(main())
