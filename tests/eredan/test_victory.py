"""Victory conditions (rulings.games.eredan.turn.check_victory) on plain objects.

Blog, « Conditions de victoire »: a player wins when every opposing character
is dead and one of theirs lives; if all are dead, the score decides (equal:
draw, « Déroulement du tour avancé, Partie 3 »); a player who could not
complete their hand at the draw loses, but a death victory has priority.
"""

from __future__ import annotations

import pytest

from rulings.games.eredan import damage
from rulings.games.eredan.model import Phase
from rulings.games.eredan.turn import check_victory
from tests.helpers import character, rules_cited


def test_no_condition(state):
    character(state, "A", "Alpha")
    character(state, "B", "Beta")
    assert check_victory(state, Phase.END_OF_COMBAT) is False
    assert state.winner is None and not state.over


def test_all_opposing_characters_dead(state):
    character(state, "A", "Alpha")
    beta = character(state, "B", "Beta")
    beta.dead = True
    assert check_victory(state, Phase.END_OF_COMBAT) is True
    assert state.winner == "A" and state.over
    assert "eredan.victory.check" in rules_cited(state)


@pytest.mark.parametrize("a_deals, b_deals, winner", [(5, 4, "A"), (3, 6, "B"), (4, 4, "draw")])
def test_all_dead_the_score_decides(state, a_deals, b_deals, winner):
    alpha = character(state, "A", "Alpha", hp=10)
    beta = character(state, "B", "Beta", hp=10)
    damage.deal(state, beta, a_deals, "direct", alpha, "essai")
    damage.deal(state, alpha, b_deals, "direct", beta, "essai")
    alpha.dead = beta.dead = True
    assert check_victory(state, Phase.END_OF_TURN) is True
    assert state.winner == winner
    assert "eredan.victory.end-of-turn" in rules_cited(state)


def test_deck_defeat(state):
    character(state, "A", "Alpha")
    character(state, "B", "Beta")
    state.players["A"].decked_out = True
    assert check_victory(state, Phase.END_OF_COMBAT) is True
    assert state.winner == "B"
    assert "eredan.victory.deck" in rules_cited(state)


def test_death_victory_has_priority_over_deck_defeat(state):
    character(state, "A", "Alpha")
    beta = character(state, "B", "Beta")
    beta.dead = True
    state.players["A"].decked_out = True
    assert check_victory(state, Phase.END_OF_COMBAT) is True
    assert state.winner == "A"
    texts = [entry.text for entry in state.trace.entries if entry.rule == "eredan.victory.deck"]
    assert texts and "prioritaire" in texts[0]
