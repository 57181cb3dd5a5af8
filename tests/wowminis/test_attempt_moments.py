"""An accepted attempt reports the moments it went through as they were then
(:func:`rulings.core.action_case.play_action`):
« after wave 1 » reached inside an attempted end of tick is read before wave 2 resolves, not after it (704.2c)."""

from __future__ import annotations

from rulings.core.runner import run_case
from rulings.core.scenario import load
from tests.helpers import ROOT

RULING = ROOT / "scenarios" / "wowminis" / "regles" / "vague-suivante.yaml"


def test_each_wave_of_an_accepted_attempt_is_read_as_it_was(tmp_path):
    text = RULING.read_text(encoding="utf-8")
    assert text.count("      - {end_of_tick: 5}\n") == 2
    path = tmp_path / RULING.name
    path.write_text(text.replace("      - {end_of_tick: 5}\n", "      - {end_of_tick: 5, attempt: true}\n"),
                    encoding="utf-8")
    cases = load(path, ROOT).cases
    assert [c.name for c in cases] == ["dernier-souffle-en-vague-2", "la-vague-2-detruit-aussi"]
    for case in cases:
        result = run_case(case)
        assert result.error is None, result.error
        # after wave 1: Guerrier at 6, A has 2 points and B none; after wave 2: Guerrier at 5, B's points
        assert not result.failures, [str(f) for f in result.failures]
