"""World of Warcraft Miniatures at three and four players: the teams a case declares (``setup.teams``) decide friend
and enemy everywhere the engine asks (targets, AOE, auras, selectors, triggers, reactions, victory points), and bad
teams are refused with a French error at their line."""

from __future__ import annotations

import pytest

from tests.wowminis.cases import error, run, texts

FOUR = """
    setup:
      {teams}
      A: {{characters: [{{name: Arcaniste, bar: [Déflagration]}}]}}
      B: {{characters: [{{name: Guerrier, health: 3, attached: [Dernier souffle]}}]}}
      C: {{characters: [{{name: Chaman, health: 3}}]}}
      D: {{characters: [{{name: Voleur, health: 3}}]}}
      adjacent: [[Arcaniste, Chaman], [Guerrier, Voleur]]
    actions:
      - {{by: A, play: Déflagration, area: [Guerrier, Chaman, Voleur]}}
"""


def test_without_teams_every_other_player_is_an_enemy():
    state = run(FOUR.format(teams=""))
    assert not state.enemies("A", "A")
    assert all(state.enemies(a, b) for a in "ABCD" for b in "ABCD" if a != b)


@pytest.mark.parametrize("teams, allies", [("teams: [[A, C], [B, D]]", {("A", "C"), ("B", "D")}),
                                           ("teams: [[A, B, C]]", {("A", "B"), ("A", "C"), ("B", "C")})])
def test_teammates_are_allies_and_every_other_player_an_enemy(teams, allies):
    state = run(FOUR.format(teams=teams))
    for a in "ABCD":
        for b in "ABCD":
            assert state.enemies(a, b) == (a != b and (a, b) not in allies and (b, a) not in allies), (a, b)


def test_an_aoe_makes_a_teammate_an_ally_under_enemies_only():
    """703.1f under aoe-allies = enemies-only: the Chaman of A's teammate C is an ally on an affected square."""
    state = run(FOUR.format(teams="teams: [[A, C], [B, D]]"), readings={"aoe-allies": "enemies-only"})
    assert state.defenders == ["Guerrier", "Voleur"]
    state = run(FOUR.format(teams=""), readings={"aoe-allies": "enemies-only"})
    assert state.defenders == ["Guerrier", "Chaman", "Voleur"]


def test_a_last_breath_hits_only_the_enemies_of_its_team():
    """Dernier souffle (1 damage to each enemy character) of B's Guerrier, destroyed: D's Voleur, B's teammate, is
    spared; without teams it is hit too."""
    with_teams = run(FOUR.format(teams="teams: [[A, C], [B, D]]").replace("health: 3, attached", "health: 1, attached"))
    alone = run(FOUR.format(teams="").replace("health: 3, attached", "health: 1, attached"))
    assert with_teams.chars["Guerrier"].destroyed and alone.chars["Guerrier"].destroyed
    assert with_teams.chars["Voleur"].health == 2 and alone.chars["Voleur"].health == 1
    assert with_teams.chars["Chaman"].health == 1 and alone.chars["Chaman"].health == 1


def test_an_aura_for_allies_reaches_a_teammate():
    """Aura de protection (armor +1 to adjacent allies) of A's Guerrier reaches C's Voleur, A's teammate."""
    case = """
        setup:
          {teams}
          A: {{characters: [{{name: Guerrier, attached: [Aura de protection]}}]}}
          B: {{characters: [Druide]}}
          C: {{characters: [Voleur]}}
          adjacent: [[Guerrier, Voleur, Druide]]
    """
    assert run(case.format(teams="teams: [[A, C]]")).chars["Voleur"].armor_bonus == 1
    assert run(case.format(teams="")).chars["Voleur"].armor_bonus == 0
    assert run(case.format(teams="teams: [[A, C]]")).chars["Druide"].armor_bonus == 0


def test_the_teams_are_traced_at_the_start():
    state = run(FOUR.format(teams="teams: [[A, C]]"))
    assert texts(state, "deduit.allies") == ["A et C font équipe : alliés entre eux, ennemis des autres (B et D : "
                                             "seuls, ennemis de tous)."]


def test_a_team_of_three_is_named_as_french_lists_it():
    state = run(FOUR.format(teams="teams: [[A, B, C]]"))
    assert texts(state, "deduit.allies") == ["A, B et C font équipe : alliés entre eux, ennemis des autres (D : seul, "
                                             "ennemi de tous)."]


@pytest.mark.parametrize("teams, words", [
    ("teams: [[A, C]]", "l'équipe 1 (A, C) nomme le joueur C, qui n'est pas dans ce cas (ses joueurs : A, B)"),
    ("teams: [[A, B], [B, A]]", "le joueur B est dans deux équipes : un joueur n'est que d'une équipe"),
    ("teams: [[A, A]]", "l'équipe 1 nomme deux fois le joueur A"),
])
def test_bad_teams_are_refused_in_french_at_their_line(teams, words):
    err = error(f"""
        setup:
          {teams}
          A: {{characters: [Guerrier]}}
          B: {{characters: [Voleur]}}
    """)
    assert words in str(err)
    assert err.where is not None and err.where.line == 3


def test_two_teams_are_traced_together_and_nobody_is_alone():
    """Every player is in a team: both teams are named, and no player is said alone."""
    state = run(FOUR.format(teams="teams: [[A, C], [B, D]]"))
    assert texts(state, "deduit.allies") == ["A et C font équipe ; B et D font équipe : alliés entre eux, ennemis des "
                                             "autres."]


def test_a_single_player_outside_the_team_is_said_alone_in_the_singular():
    state = run("""
        setup:
          teams: [[A, C]]
          A: {characters: [Arcaniste]}
          B: {characters: [Guerrier]}
          C: {characters: [Chaman]}
    """)
    assert texts(state, "deduit.allies") == ["A et C font équipe : alliés entre eux, ennemis des autres (B : seul, "
                                             "ennemi de tous)."]
    assert state.enemies("A", "B") and not state.enemies("A", "C")
