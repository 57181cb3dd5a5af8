"""Reaction windows in World of Warcraft Miniatures (701), in-process: a react only in the latest window, a window
opened by the player's own ability, opportunities in enclosing windows, the next opportunity of a window whose
round is over, one react per player and window (in the whole stack under ``per-window-stack``), and an enemy
named by the teams."""

from __future__ import annotations

from rulings.core.chance import Chance
from rulings.core.game import ScenarioContext
from rulings.core.yamlio import load_text
from rulings.games.wowminis import probe
from rulings.games.wowminis.game import GAME
from tests.wowminis.cases import DB, run, texts


def values_at(case: str, moment: tuple, path: str) -> list:
    """The value of the expectation ``path`` each time the case reaches ``moment``, read as the runner reads it."""
    raw = load_text(case, "case.yaml")
    raw.setdefault("expect", {})
    prepared = GAME.prepare(ScenarioContext(DB, "case.yaml"), raw)
    parsed = probe.parse(path, prepared.players, prepared.characters, DB)
    seen = []
    state = prepared.new_state(Chance(prepared.fixed),
                               lambda key, s: seen.append(prepared.read(s, parsed)) if key == moment else None)
    prepared.run(state)
    return seen


# --- windows (701) -------------------------------------------------------------------------------------

def test_a_react_matching_only_an_older_window_is_refused_in_the_latest():
    """701.3: « les joueurs ne peuvent jouer des réactions que dans la dernière fenêtre ouverte » : Riposte matches
    window 2 (B's Contresort), not window 3 (A's own Contresort)."""
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Contresort, Riposte]}]}
          B: {characters: [{name: Guerrier, bar: [Contresort]}]}
        actions:
          - {by: A, play: Trait, targets: [Guerrier]}
          - {by: B, play: Contresort}
          - {by: A, play: Contresort}
          - {by: A, play: Riposte, attempt: true}
    """)
    assert state.refused_by == ["wowminis.701.3-last"]
    assert texts(state, "701.3-last") == ["Action 4 refusée : Riposte correspondrait à la fenêtre 2 (ouverte par "
                                          "Contresort), mais on ne réagit que dans la dernière fenêtre ouverte, la "
                                          "fenêtre 3 (ouverte par Contresort)."]


def test_a_window_opened_by_the_players_own_ability_is_not_one_to_react_to_as_an_enemy():
    """701.1: Contresort reacts « seulement quand un ennemi joue une capacité »: both open windows were opened by A
    herself (Coup traître on her own Voleur, then Vigilance), so neither matches."""
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Coup traître, Vigilance, Contresort]}, Voleur]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Coup traître, targets: [Voleur]}
          - {by: A, play: Vigilance}
          - {by: A, play: Contresort, attempt: true}
    """)
    assert state.refused_by == ["wowminis.701.1"]
    assert texts(state, "701.1")[-1] == ("Action 3 refusée : la fenêtre 2 (ouverte par Vigilance de A) ne correspond "
                                         "pas à l'évènement de réaction de Contresort : « seulement quand un ennemi "
                                         "joue une capacité ».")


def test_a_player_who_had_an_opportunity_in_two_enclosing_windows_may_react_in_a_third():
    """701.2, 701.3: B reacted in window 1 and passed in window 2; window 3 is another window."""
    state = run("""
        setup:
          A: {characters: [Arcaniste]}
          B: {characters: [{name: Guerrier, bar: [Contresort, Riposte]}]}
          C: {characters: [{name: Chasseur, bar: [Contresort]}]}
        actions:
          - {by: A, play: Trait, targets: [Guerrier]}
          - {by: B, play: Contresort}
          - {by: C, play: Contresort}
          - {by: B, play: Riposte}
    """)
    assert texts(state, "701.2-nested")[1:] == [   # after the line of its open reading
        "B a déjà eu son opportunité dans la fenêtre 1, 2 : la fenêtre 3 est une "
                                            "autre fenêtre, il peut y réagir une fois."]


def test_the_next_opportunity_of_a_window_whose_round_is_over_is_nobody():
    """701.2: B, last of window 1's round, reacted in it: once window 2 closes, window 1 has no next player."""
    case = """
setup:
  A: {characters: [Arcaniste]}
  B: {characters: [{name: Guerrier, bar: [Contresort]}]}
actions:
  - {by: A, play: Trait, targets: [Guerrier]}
  - {by: B, play: Contresort}
"""
    assert values_at(case, ("window", 2), "window.next") == [None]
    assert values_at(case, ("window", 2), "window.order") == [["A", "B"]]


def test_a_player_who_reacted_in_a_window_cannot_react_in_it_again():
    """701.2: « Chaque joueur ne peut jouer qu'une seule capacité de réaction par fenêtre » : window 1 stays open
    for C after the window of B's Cri de ralliement closes; B's Parade in window 1 is refused."""
    state = run("""
        setup:
          A: {characters: [Arcaniste]}
          B: {characters: [{name: Guerrier, bar: [Cri de ralliement, Parade]}]}
          C: {characters: [Chaman]}
        actions:
          - {by: A, play: Trait, targets: [Guerrier]}
          - {by: B, play: Cri de ralliement}
          - {by: A, pass: true}
          - {by: B, pass: true}
          - {by: C, pass: true}
          - {by: B, play: Parade, attempt: true}
    """)
    assert texts(state, "701.2-one") == ["Action 6 refusée : B a déjà joué une réaction dans la fenêtre 1."]
    assert state.played == ["Trait", "Cri de ralliement"]


def test_a_reaction_in_an_enclosing_window_other_than_the_first_counts_under_per_window_stack():
    """701.2 under ``nested-window-count`` = ``per-window-stack``: B reacted in window 2 (not in window 1); window 4,
    opened in window 2 by C, sits on it: B may not react there, and the refusal names window 2."""
    state = run("""
        setup:
          A: {characters: [Arcaniste]}
          B: {characters: [{name: Guerrier, bar: [Cri de ralliement, Riposte]}]}
          C: {characters: [{name: Chaman, bar: [Cri de ralliement]}]}
          D: {characters: [{name: Druide, bar: [Cri de ralliement]}]}
        actions:
          - {by: A, play: Trait, targets: [Guerrier]}
          - {by: D, play: Cri de ralliement}
          - {by: B, play: Cri de ralliement}
          - {by: A, pass: true}
          - {by: B, pass: true}
          - {by: C, pass: true}
          - {by: D, pass: true}
          - {by: C, play: Cri de ralliement}
          - {by: B, play: Riposte, attempt: true}
    """, readings={"nested-window-count": "per-window-stack"})
    assert texts(state, "701.2-nested")[-1] == ("Action 9 refusée : B a déjà joué une réaction dans la fenêtre 2, "
                                                "encore ouverte sous la fenêtre 4 : une seule réaction dans toute la "
                                                "pile des fenêtres.")
    assert state.refused_by == ["wowminis.701.2-nested"]


def test_an_enemy_outside_the_team_may_react_to_an_ability_and_the_trace_says_why():
    """701.3: with teams, A (team A–C) is B's enemy because she is not of B's team."""
    state = run("""
        setup:
          teams: [[A, C]]
          A: {characters: [Arcaniste]}
          B: {characters: [{name: Guerrier, bar: [Cri de ralliement]}]}
          C: {characters: [Chaman]}
        actions:
          - {by: A, play: Trait, targets: [Guerrier]}
          - {by: B, play: Cri de ralliement}
    """)
    assert texts(state, "701.3-enemy") == ["A, qui a joué Trait, est un ennemi de B (il n'est pas de son équipe)."]
