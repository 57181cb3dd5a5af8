"""An accepted attempt reports the moments it went through as they were then
(:func:`rulings.core.action_case.play_action`):
« end of turn 1 » reached inside an attempted « end_turn » is read before the next turn begins, not after it."""

from __future__ import annotations

from rulings.core.runner import run_case
from rulings.core.scenario import load
from tests.helpers import ROOT, scenario_head, write

CASE = """cases:
  - name: fin-de-tour
    setup:
      A:
        cities: [Terrier]
        army: [{name: Mentor, tapped: true}]
      B:
        cities: [Deux-Ponts]
        army: [{name: Goule, tapped: true}]
        deck: [Tourbillon, Tourbillon]
    actions:
      - {by: A, end_turn: true%s}
    expect:
      end of turn 1: {turn: 1, active: A, Goule.tapped: true, Mentor.tapped: true}
      after action 1: {turn: 2, active: B, Goule.tapped: false, Mentor.tapped: true, refused: []}
"""


def _run(tmp_path, attempt: str):
    text = scenario_head("arcmage", "002_18938faae939d5e9.txt", "Le tour") + CASE % attempt
    result = run_case(load(write(tmp_path, text), ROOT).cases[0])
    assert result.error is None, result.error
    assert not result.failures, [str(f) for f in result.failures]
    return result


def test_a_moment_reached_inside_an_accepted_attempt_is_read_as_it_was(tmp_path):
    # B untaps its cards at the start of its turn 2, in the same action: at the end of turn 1 the Goule is still tapped
    _run(tmp_path, ", attempt: true")
    _run(tmp_path, "")
