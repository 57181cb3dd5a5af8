"""The ``attempt: true`` protocol of Wakfu and the moments an accepted attempt reaches: an accepted attempt that
ends the turn still reaches « end of turn T » and « after action N »; and the values read at « end of turn T »
during an accepted attempt are those before the opponent's phase 1, as without ``attempt`` (they were read
after the whole action once: fixed by keeping each moment's state) (game.py: « end of turn T: after phase 8 of
turn T, before the opponent's phase 1 »)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from rulings.core.runner import run_case
from rulings.core.scenario import load
from tests.helpers import scenario_head

ROOT = Path(__file__).resolve().parents[2]

HEAD = scenario_head("wakfu", "004_fde1b4dded370871.txt", "8. Fin de Tour") + """\
cases:
  - name: cas
"""


def _run(tmp_path, attempt: str, *expect: str):
    expect = "\n          ".join(expect)
    body = f"""\
        setup:
          A: {{leader: Leader de Pierre, deck: [Tofu]}}
          B: {{leader: Leader de Paul, deck: [Piou]}}
        actions:
          - {{by: A, end_turn: true{attempt}}}
        expect:
          {expect}
        """
    path = tmp_path / "essai.yaml"
    path.write_text(HEAD + textwrap.indent(textwrap.dedent(body), "    "), encoding="utf-8")
    return run_case(load(path, ROOT).cases[0])


@pytest.mark.parametrize("attempt", ["", ", attempt: true"])
def test_an_accepted_end_of_turn_reaches_its_moments(tmp_path, attempt):
    result = _run(tmp_path, attempt, "end of turn 1: {A.pv: 20}",
                  "after action 1: {turn: 2, active: B, B.hand: [Piou]}")
    assert result.error is None and result.passed, [f.note() for f in result.failures]
    assert [c.check.moment for c in result.checks] == ["end of turn 1", "after action 1", "after action 1",
                                                       "after action 1"]


def test_without_attempt_end_of_turn_is_read_before_the_next_phase_1(tmp_path):
    result = _run(tmp_path, "", "end of turn 1: {turn: 1, active: A, B.hand: []}")
    assert result.passed, [f.note() for f in result.failures]


def test_with_attempt_end_of_turn_is_read_before_the_next_phase_1(tmp_path):
    result = _run(tmp_path, ", attempt: true", "end of turn 1: {turn: 1, active: A, B.hand: []}")
    assert result.passed, [f.note() for f in result.failures]
