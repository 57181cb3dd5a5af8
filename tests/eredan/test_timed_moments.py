"""« after <Carte> at end of turn » (and « at end of combat »): just after that card's timed effects fired
(``turn._activated``); the moment a judge names to read a value between two cards of the end of the turn."""

from __future__ import annotations

from rulings.core.runner import run_case
from rulings.core.scenario import load
from rulings.games.eredan.resolution import resolve_all
from rulings.games.eredan.turn import end_of_combat
from tests.helpers import ROOT, attach, card

CHANGES = (
    ('effects: [{{stat: attack, add: 1}}]}}', 'effects: [{{stat: attack, add: 1}}, {{when: end_of_turn, heal: 1, '
                                              'target: self}}]}}'),
    ("A: {{characters: [Alpha]}}", "A: {{characters: [{{name: Alpha, hp: 5}}]}}"),
    ("      after Frappe:\n        Alpha.attack: 3/3\n",
     "      end of combat:\n        Alpha.hp: 3\n      after Frappe at end of turn:\n        Alpha.hp: 4\n"),
)


def test_the_moment_after_a_cards_end_of_turn_effect(tmp_path):
    from tests.helpers import SCENARIO

    text = SCENARIO
    for old, new in CHANGES:
        assert old in text, old
        text = text.replace(old, new)
    path = tmp_path / "essai.yaml"
    path.write_text(text.format(id="essai"), encoding="utf-8")
    case = load(path, ROOT).cases[0]
    result = run_case(case)
    assert result.error is None, result.error
    # Beta hits Alpha (3 - 1 defense): 3 HP at the end of the combat; Frappe's end-of-turn heal: 4 just after it
    assert not result.failures, [str(f) for f in result.failures]
    assert [(r.check.moment, r.values, r.ok) for r in result.checks] == [
        ("end of combat", [(3, 1)], True), ("after Frappe at end of turn", [(4, 1)], True)]


# --- the moment « after <Card> at end of combat » --------------------------------------------------------

def test_timed_activations_are_moments_one_after_the_other(state, bare_pair):
    alpha, _beta = bare_pair
    seen = []
    state.observer = lambda key, game_state: seen.append((key, alpha.hp))
    loss = card("Maudit", "objet", effects=({"when": "end_of_combat", "lose_hp": 3, "target": "carrier"},))
    for _ in range(2):
        in_play = attach(state, loss, alpha)
        in_play.turn = state.turn
    resolve_all(state)
    end_of_combat(state)
    timed = [(key, hp) for key, hp in seen if key[0] == "after"]
    assert timed == [(("after", "Maudit at end of combat", 1), 17), (("after", "Maudit at end of combat", 2), 14)]
