"""A case may pin the rules its trace cites (``rules:``, every game): all of them and only them, in every outcome,
so that a trace entry the engine stops writing makes the case fail.  Checked by the core runner."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rulings.core.runner import run_case
from rulings.core.trace import Trace
from tests.helpers import cli, knowledge_base, line_of, scenario_at, scenario_files, scenario_text, write

# the base scenario of the helpers: Alpha plays Frappe (attack +1), then the physical attacks
CITED = ["eredan.combat.attack-roll", "eredan.combat.ephemeral-discard", "eredan.combat.physical",
         "eredan.combat.tap", "eredan.damage.physical", "eredan.play.card", "eredan.resolve.order-n",
         "eredan.stats.add", "eredan.turn.fighters", "eredan.victory.check", "eredan.victory.end-of-turn"]


def _pinned(rules: list[str]) -> str:
    text = scenario_text()
    anchor = "    setup:\n      A: {characters: [Alpha]}"
    assert anchor in text
    return text.replace(anchor, f"    rules: [{', '.join(rules)}]\n" + anchor, 1)


def test_the_rules_cited_pass(tmp_path):
    code, out, err = cli("check", str(write(tmp_path, _pinned(CITED))))
    assert code == 0, out + err


def test_a_rule_not_cited_fails_with_its_line(tmp_path):
    text = _pinned(CITED + ["eredan.stats.limitation"])
    code, out, _err = cli("check", str(write(tmp_path, text)))
    assert code == 1
    assert "non citées : eredan.stats.limitation" in out and f"ligne {line_of(text, 'rules:')}" in out


def test_a_rule_cited_in_more_fails(tmp_path):
    code, out, _err = cli("check", str(write(tmp_path, _pinned([r for r in CITED if r != "eredan.stats.add"]))))
    assert code == 1 and "citées en plus : eredan.stats.add" in out


def test_a_dropped_trace_entry_is_caught(tmp_path, monkeypatch):
    """The point of pinning: an engine that stops tracing a rule it applies fails the case."""
    original = Trace.add

    def forgetful(self, rule, text):
        if rule != "eredan.stats.add":
            original(self, rule, text)
    monkeypatch.setattr(Trace, "add", forgetful)
    code, out, _err = cli("check", str(write(tmp_path, _pinned(CITED))))
    assert code == 1 and "non citées : eredan.stats.add" in out


def test_an_unknown_rule_id_is_a_user_error(tmp_path):
    text = _pinned(CITED[:-1] + ["eredan.victory.end-of-tur"])
    code, _out, err = cli("check", str(write(tmp_path, text)))
    assert code == 2 and f"essai.yaml:{line_of(text, 'rules:')}" in err
    assert "règle « eredan.victory.end-of-tur » inconnue" in err
    assert "vouliez-vous dire « eredan.victory.end-of-turn »" in err


def test_a_rule_named_twice_is_a_user_error(tmp_path):
    code, _out, err = cli("check", str(write(tmp_path, _pinned(CITED + ["eredan.stats.add"]))))
    assert code == 2 and "nommée deux fois" in err


def test_every_outcome_is_checked(tmp_path):
    """An unfixed attack roll: the rules must be cited in each outcome (here they are, whatever the roll)."""
    text = _pinned(CITED).replace("{name: Beta, attack: 3/3,", "{name: Beta, attack: 1/3,", 1)
    code, out, err = cli("check", str(write(tmp_path, text)))
    assert code == 0, out + err


def _cases_pinning_their_rules() -> list[tuple[Path, str]]:
    """(scenario file, case name) of every bundled case giving ``rules:``, found in the files' text without
    loading them (``test_cases_pin_their_rules`` checks the list against the loaded cases)."""
    found = []
    for path in scenario_files():
        text = path.read_text(encoding="utf-8")
        cases = re.search(r"^cases:\n(.*?)(?=^\S|\Z)", text, re.M | re.S)
        for block in re.split(r"^  - (?=name:)", cases.group(1) if cases else "", flags=re.M)[1:]:
            if re.search(r"^    rules:", "    " + block, re.M):
                found.append((path, re.match(r"name: *(.+)", block).group(1).strip().strip("'\"")))
    return found


PINNED = _cases_pinning_their_rules()


def test_cases_pin_their_rules():
    loaded = [c.node_id for s in knowledge_base().scenarios for c in s.cases if "rules" in c.raw]
    assert len(loaded) >= 25 and sorted(f"{path.stem}::{name}" for path, name in PINNED) == sorted(loaded)


@pytest.mark.parametrize("path, name", PINNED, ids=[f"{path.stem}::{name}" for path, name in PINNED])
def test_a_pinned_case_runs_to_its_end(path, name):
    """A case that pins its rules is not stopped early: its trace is the whole game's."""
    case = next(c for c in scenario_at(path).cases if c.name == name)
    result = run_case(case)
    assert result.passed, [f.note() for f in result.failures]
    assert all(o.state.trace.rules_used() == set(case.raw["rules"]) for o in result.outcomes)
