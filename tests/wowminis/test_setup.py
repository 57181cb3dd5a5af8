"""The situation of a World of Warcraft Miniatures case (``setup``), in-process: an active player not in the case,
and a hidden triggered ability under its bearer's control."""

from __future__ import annotations

import pytest

from rulings.core.errors import UserError, Where
from rulings.games.wowminis.setup import check_setup
from tests.wowminis.cases import DB, run, texts

# --- the situation (setup) -----------------------------------------------------------------------------

def test_an_active_player_not_in_a_case_given_as_plain_data_has_no_place():
    with pytest.raises(UserError) as caught:
        check_setup({"A": {"characters": ["Guerrier"]}, "B": {"characters": ["Voleur"]}, "active": "C"}, DB)
    assert caught.value.message == "le joueur actif C n'est pas dans ce cas" and caught.value.where == Where()


def test_a_hidden_triggered_ability_triggers_under_its_bearers_control():
    state = run("""
        setup:
          A: {characters: [Guerrier]}
          B: {characters: [{name: Druide, health: 3, hidden: [Rejuvenation]}]}
        actions:
          - {end_of_tick: 5}
    """)
    assert texts(state, "705.1") == ["Rejuvenation (contrôlée par B) se résout sur Druide."]
    assert state.chars["Druide"].health == 5
