"""``rulings initiative`` (``eredan.commands``, ``eredan.initiative``) and the checks of ``rulings new``'s line-up
(``eredan.skeleton``), in process: the whole French output, and each refusal's whole message."""

from __future__ import annotations

import json

import pytest

from rulings.core.errors import UserError
from rulings.games.eredan import initiative, skeleton
from rulings.games.eredan.game import GAME
from tests.helpers import ROOT, cli

HEADING = "Initiative [eredan.setup.initiative] : 12 tickets (5 par joueur plus les bonus), un tiré au hasard"


def test_initiative_prints_each_players_tickets_and_chances():
    assert cli("initiative", "-a", "2") == (0, HEADING + "\n"
                                               "joueur A : 7 tickets, commence avec une probabilité de 7/12 (58,3 %)\n"
                                               "joueur B : 5 tickets, commence avec une probabilité de 5/12 (41,7 %)\n",
                                            "")


def test_initiative_in_json():
    code, out, err = cli("initiative", "--bonus-b", "1", "--json")
    assert (code, err) == (0, "")
    assert out.endswith("}\n")
    assert json.loads(out) == {"rule": "eredan.setup.initiative", "tickets": {"A": 5, "B": 6},
                               "chances": {"A": {"fraction": "5/11", "value": 5 / 11},
                                           "B": {"fraction": "6/11", "value": 6 / 11}}}


def test_render_of_even_chances():
    counts = initiative.tickets()
    assert initiative.render(counts, initiative.chances(counts)) == (
        "Initiative [eredan.setup.initiative] : 10 tickets (5 par joueur plus les bonus), un tiré au hasard\n"
        "joueur A : 5 tickets, commence avec une probabilité de 1/2 (50 %)\n"
        "joueur B : 5 tickets, commence avec une probabilité de 1/2 (50 %)")


def test_no_ticket_at_all_is_refused():
    with pytest.raises(UserError) as err:
        initiative.tickets(-5, -5)
    assert err.value.message == "aucun ticket à tirer : personne ne pourrait commencer"
    assert str(err.value.where) == "rulings initiative"


@pytest.fixture(scope="module")
def names():
    return list(GAME.database(ROOT).characters)[:4]


@pytest.mark.parametrize("sides, plays, message", [
    ({"C": [0]}, {}, "Eredan se joue à deux : joueurs A et B (pas C)"),
    ({"A": [0]}, {"D": []}, "Eredan se joue à deux : joueurs A et B (pas D)"),
    ({"A": [0, 1, 2, 3]}, {}, "le joueur A a 4 personnages ; une équipe en a 1 à 3"),
    ({"B": [0, 1, 2, 3]}, {}, "le joueur B a 4 personnages ; une équipe en a 1 à 3"),
    ({"A": [1, 1]}, {}, "le joueur A nomme deux fois un personnage ; donnez à la copie son propre nom dans le fichier"),
    ({"A": [0], "B": [1, 0]}, {}, "{0} est des deux côtés ; donnez à une copie son propre nom dans le fichier "
                                  "({{name: ..., card: ...}})"),
])
def test_a_line_up_rulings_new_cannot_write_is_refused(names, sides, plays, message):
    sides = {p: [names[i] for i in who] for p, who in sides.items()}
    with pytest.raises(UserError) as err:
        skeleton.skeleton(GAME.database(ROOT), "essai", sides, plays)
    assert err.value.message == message.format(*names)
    assert (str(err.value.where), err.value.hint) == ("rulings new", None)
