"""What a judge reads when a game ends, or does not (``eredan.turn.check_victory``): the whole trace of each way
to win, on plain objects (tests/eredan/test_victory.py checks the winners and the rules cited)."""

from __future__ import annotations

import pytest

from rulings.games.eredan import damage
from rulings.games.eredan.model import Phase
from rulings.games.eredan.turn import check_victory
from tests.helpers import character, trace_of


@pytest.fixture
def pair(state):
    return character(state, "A", "Alpha", hp=10), character(state, "B", "Beta", hp=10)


def test_no_condition_met(state, pair):
    assert check_victory(state, Phase.END_OF_COMBAT) is False
    assert (state.winner, state.over) == (None, False)
    assert trace_of(state) == [("eredan.victory.check", "aucune condition de victoire remplie (fin du combat)")]


def test_neither_player_could_draw(state, pair):
    state.players["A"].decked_out = state.players["B"].decked_out = True
    assert check_victory(state, Phase.END_OF_TURN) is True
    assert (state.winner, state.over) == ("draw", True)
    assert trace_of(state) == [("eredan.victory.deck", "les deux joueurs n'ont pas pu piocher"),
                            ("eredan.victory.game-over", "partie nulle")]


def test_one_player_could_not_draw(state, pair):
    state.players["B"].decked_out = True
    assert check_victory(state, Phase.END_OF_COMBAT) is True
    assert state.winner == "A"
    assert trace_of(state) == [("eredan.victory.deck", "Lecture ouverte « La défaite au deck se constate-t-elle juste "
                                                       "après le combat (blog) ou à la fin du tour (wiki) ? » : juste "
                                                       "après le combat, avant la défausse (le blog) (lecture par "
                                                       "défaut)"),
                            ("eredan.victory.deck", "le joueur B n'a pas pu piocher : défaite au deck"),
                            ("eredan.victory.game-over", "le joueur A gagne la partie (fin du combat)")]


def test_a_death_victory_before_a_deck_defeat(state, pair):
    _alpha, beta = pair
    beta.dead = True
    state.players["A"].decked_out = True
    assert check_victory(state, Phase.END_OF_COMBAT) is True
    assert state.winner == "A"
    assert trace_of(state) == [
        ("eredan.victory.check", "tous les personnages du joueur B sont morts"),
        ("eredan.victory.deck", "le joueur A n'a pas pu piocher, mais la victoire par mort des personnages est "
                                "prioritaire"),
        ("eredan.victory.game-over", "le joueur A gagne la partie (fin du combat)"),
    ]


def test_everyone_dead_the_score_with_its_healing_decides(state, pair):
    alpha, beta = pair
    damage.deal(state, beta, 5, "direct", alpha, "x")
    damage.deal(state, alpha, 3, "direct", beta, "y")
    damage.heal(state, alpha, 1, "soin")
    state.trace.entries.clear()
    alpha.dead = beta.dead = True
    assert check_victory(state, Phase.END_OF_TURN) is True
    assert state.winner == "A"
    assert trace_of(state) == [
        ("eredan.victory.end-of-turn", "tous les personnages sont morts : le score décide"),
        ("eredan.damage.score", "score de A = 5 (dégâts reçus par les personnages de B) + 1 (soins reçus par ceux "
                                "de A) = 6"),
        ("eredan.damage.score", "score de B = 3 (dégâts reçus par les personnages de A) + 0 (soins reçus par ceux "
                                "de B) = 3"),
        ("eredan.victory.game-over", "le joueur A gagne la partie (fin du tour)"),
    ]
