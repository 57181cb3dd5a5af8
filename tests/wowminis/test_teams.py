"""Teams at three or four players (setup ``teams:``, rulings/games/wowminis/setup.py): a teammate's characters are
allies, never enemies, wherever the engine asks (targets of an ability for allies or enemies, auras, adjacent
enemies, the attacker's allies in an AOE); a player no team names plays alone; a team that names a player the
case lacks, a player in two teams, or a team of every player is refused at its line."""

from __future__ import annotations

import pytest

from tests.helpers import french_outputs  # noqa: F401 (fixture)
from tests.wowminis.test_errors import check, error

pytestmark = pytest.mark.usefixtures("french_outputs")

THREE = """\
setup:
  A:
    characters: [{{name: Prêtre, health: 3, bar: [Soins]}}]
  B:
    characters: [Guerrier]
  C:
    characters: [{{name: Druide, health: 2}}]
{teams}actions:
  - {{by: A, play: Soins, targets: [Druide], attempt: true}}
expect:
  end: {{refused: {refused}}}
"""


@pytest.mark.parametrize("teams, refused", [("  teams: [[A, C]]\n", "[]"), ("", "[1]")],
                         ids=["teammate-healed", "alone-an-enemy"])
def test_an_ability_for_allies_targets_a_teammates_character_only(tmp_path, teams, refused):
    code, _path, err = check(tmp_path, THREE.format(teams=teams, refused=refused))
    assert code == 0, err


@pytest.mark.parametrize("team, message", [
    ("[[A, E]]", None),
    ("[[A, C], [C, B]]", "F:21:23: C est dans deux équipes : un joueur n'en a qu'une"),
    ("[[A, C, B]]", "F:21:15: l'équipe A, C, B réunit tous les joueurs : il ne resterait aucun ennemi (les équipes se "
                    "forment à trois ou quatre joueurs : [[A, C], [B, D]])"),
])
def test_a_team_that_cannot_be_is_refused_at_its_line(tmp_path, team, message):
    case = THREE.format(teams=f"  teams: {team}\n", refused="[]")
    said = error(tmp_path, case)
    if message is None:          # E: not a player's name of the format
        assert said.startswith("F:21:19: ") and "ne peut pas valoir « E » ; valeurs permises : A, B, C, D" in said
    else:
        assert said == message


def test_a_player_of_a_team_the_case_does_not_have_is_refused(tmp_path):
    case = THREE.replace("  C:\n    characters: [{{name: Druide, health: 2}}]\n", "").replace("targets: [Druide]",
                                                                                            "targets: [Guerrier]")
    said = error(tmp_path, case.format(teams="  teams: [[A, C]]\n", refused="[]"))
    assert "l'équipe A, C nomme C, qui n'est pas dans ce cas (joueurs : A, B)" in said, said
