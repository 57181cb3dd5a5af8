"""One function runs a scenario for the command line and the workbench (rulings/assistant/run.py): the workbench's
answer is the CLI's, report and errors alike, for every bundled scenario."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from rulings import cli
from rulings.assistant import run
from rulings.site import workbench_run

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = sorted(p for p in (ROOT / "scenarios").rglob("*.yaml") if "database" not in p.parts)


def cli_run(text: str, *options: str) -> tuple[int, str, str]:
    """``rulings run - OPTIONS`` on ``text``: exit code, what it printed, what it said on stderr."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin, sys.stdout, sys.stderr
    sys.stdin, sys.stdout, sys.stderr = io.TextIOWrapper(io.BytesIO(text.encode())), out, err
    try:
        code = cli.main(["run", "-", "--kb", str(ROOT), *options])
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
    return code, out.getvalue(), err.getvalue()


def one_scenario_per_folder() -> list[Path]:
    """The first scenario of each folder of rulings (every game, its card rulings and its rule rulings)."""
    firsts: dict[Path, Path] = {}
    for path in SCENARIOS:
        firsts.setdefault(path.parent, path)
    return list(firsts.values())


@pytest.mark.parametrize("path", one_scenario_per_folder(), ids=lambda p: f"{p.parent.parent.name}/{p.parent.name}")
def test_a_scenario_gets_the_same_report_in_the_workbench_as_from_the_cli(path):
    text = path.read_text(encoding="utf-8")
    answer = json.loads(workbench_run.run(text, None, str(ROOT)))
    code, out, _err = cli_run(text, "--json")
    assert (answer["code"], answer["report"]) == (code, json.loads(out))
    assert answer["case_names"] == [c["name"] for c in answer["report"]["cases"]]
    first = answer["case_names"][0]
    alone = json.loads(workbench_run.run(text, first, str(ROOT)))
    assert [c["name"] for c in alone["report"]["cases"]] == [first]


@pytest.mark.parametrize("text, line", [("id: x\ngame: wakfu\ncases: [\n", 4), ("id: x\nid: y\n", 2),
                                        ("- a\n- b\n", 1), ("id: x\ngame: pas-un-jeu\n", 2)])
def test_a_text_that_does_not_load_gets_the_clis_error_with_its_place(text, line):
    answer = json.loads(workbench_run.run(text, None, str(ROOT)))
    code, out, err = cli_run(text, "--json")
    assert (answer["code"], answer["report"], out) == (2, None, "") and code == 2
    assert answer["error"]["text"] == err.strip() and answer["error"]["line"] == line


def test_a_case_named_that_the_file_has_not_gets_the_nearest_name():
    text = SCENARIOS[0].read_text(encoding="utf-8")
    name = run.run(text, ROOT).cases[0].name
    with pytest.raises(run.UserError) as refused:
        run.run(text, ROOT, case=name + "x")
    assert name in refused.value.hint
    answer = json.loads(workbench_run.run(text, name + "x", str(ROOT)))
    assert answer["code"] == 2 and name in answer["error"]["text"]


def test_a_text_too_big_is_refused_before_it_is_read():
    with pytest.raises(run.UserError, match="dépasse"):
        run.run("#" * 1_000_001, ROOT)
