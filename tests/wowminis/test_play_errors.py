"""World of Warcraft Miniatures: a case whose actions describe something impossible stops with a French message
naming the action (``rulings check``, exit code 2): the source of an ability (not the player's, without the
ability, no longer in play, none or several possible), targets (none expected, ``area`` for an AOE only, a number
chosen first for a variable number, 703.1b, distinct targets), a pass with no window open or a second
opportunity in one window (701.2), discards chosen from the hand (705.1a), a summoned character already in play,
a move of a character not the player's, an action after the game is over; and a forbidden play without
``attempt: true`` says which rule forbids it and how to show the refusal."""

from __future__ import annotations

from textwrap import dedent

import pytest

from tests.helpers import french_outputs  # noqa: F401 (fixture)
from tests.wowminis.test_errors import check

pytestmark = pytest.mark.usefixtures("french_outputs")

SETUP = """\
setup:
  A:
    characters:
      - {name: Guerrier, bar: [Parade, Concentration]}
      - {name: Arcaniste, bar: [Concentration, Chaîne d'éclairs, Salve]}
  B: {characters: [{name: Voleur, health: 1}, Druide, {name: Chasseur, bar: [Call Fury]}]}
  adjacent: [[Guerrier, Voleur]]
actions:
"""
END = "expect:\n  end:\n    Guerrier.health: 6\n"


def failure(tmp_path, case: str) -> str:
    code, path, err = check(tmp_path, case)
    assert code == 2, err
    first, second = err.rstrip("\n").replace(str(path), "F").split("\n")
    assert first == "F : cas « base » (Essai)"
    assert second.startswith("  erreur : ")
    return second[len("  erreur : "):]


FORBIDDEN = " (pour montrer que le jeu la refuse, ajoutez « attempt: true » à l'action)"


@pytest.mark.parametrize("action, message", [
    ("{by: A, play: Frappe, source: Voleur}", "Voleur n'est pas un personnage de A"),
    ("{by: A, play: Frappe, source: Fury}", "Fury n'est pas un personnage de A"),
    ("{by: A, play: Frappe, source: Arcaniste}",
     "Arcaniste n'a pas la capacité Frappe (ses capacités : Trait, Concentration, Chaîne d'éclairs, Salve)"),
    ("{by: A, play: Concentration}",
     "plusieurs personnages de A en jeu ont la capacité Concentration (Guerrier, Arcaniste) : ajoutez « source: »"),
    ("{by: B, play: Concentration}", "aucun personnage de B en jeu n’a la capacité Concentration"),
    ("{by: A, play: Concentration, source: Guerrier, targets: [Voleur]}",
     "Concentration n'a pas de cible : retirez « targets »"),
    ("{by: A, play: Frappe, source: Guerrier, targets: [Voleur], area: [Voleur]}",
     "Frappe n'est pas une AOE : « area » n'a pas de sens"),
    ("{by: A, play: Chaîne d'éclairs, targets: [Voleur]}",
     "Chaîne d'éclairs a jusqu'à 3 cibles : le joueur choisit d'abord leur nombre (ajoutez « count: »), puis les "
     "cibles (703.1b)"),
    ("{by: A, play: Salve, count: 2, targets: [Voleur, Druide]}",
     "Salve a un nombre fixe de cibles (2) : retirez « count »"),
    ("{by: A, play: Salve, targets: [Voleur]}",
     "action 1 : le jeu l'interdit — Salve demande 2 cibles différentes, et le joueur en choisit 1 [wowminis.703.1b]"
     + FORBIDDEN),
    ("{by: A, play: Salve, targets: [Voleur, Voleur]}",
     "action 1 : le jeu l'interdit — Salve demande 2 cibles différentes, et le joueur en choisit 2 dont une deux "
     "fois [wowminis.703.1b]" + FORBIDDEN),
    ("{by: A, play: Salve, targets: [Voleur, Druide, Chasseur]}",
     "action 1 : le jeu l'interdit — Salve demande 2 cibles différentes, et le joueur en choisit 3 [wowminis.703.1b]"
     + FORBIDDEN),
    ("{by: A, play: Frappe, source: Guerrier, targets: []}",
     "action 1 : le jeu l'interdit — Frappe demande 1 cible, et le joueur en choisit 0 [wowminis.703.1b]" + FORBIDDEN),
    ("{by: A, play: Chaîne d'éclairs, count: 2, targets: [Voleur]}",
     "action 1 : le jeu l'interdit — Chaîne d'éclairs demande 2 cibles différentes, et le joueur en choisit 1 "
     "[wowminis.703.1b]" + FORBIDDEN),
    ("{by: A, pass: true}", "A passe, mais aucune fenêtre de réaction n'est ouverte"),
    ("{by: A, move: Voleur, to: []}",
     "action 1 : le jeu l'interdit — Voleur n'est pas un personnage en jeu de A [wowminis.deduit.adjacent]"
     + FORBIDDEN),
    ("{by: A, play: Parade}",
     "action 1 : le jeu l'interdit — Parade ne se joue que « seulement quand une attaque cible ce personnage », dans "
     "une fenêtre de réaction correspondante : aucune fenêtre n'est ouverte [wowminis.701.1]" + FORBIDDEN),
    ("{by: A, play: Salve, targets: [Voleur, Guerrier]}",
     "action 1 : le jeu l'interdit — Guerrier n'est pas une cible légale de Salve (Guerrier n'est pas un ennemi) "
     "[wowminis.703.1b]" + FORBIDDEN),
    ("{by: A, play: Chaîne d'éclairs, count: 4, targets: [Voleur, Druide, Chasseur, Guerrier]}",
     "action 1 : le jeu l'interdit — Chaîne d'éclairs a au plus 3 cibles, pas 4 [wowminis.703.1b-count]" + FORBIDDEN),
])
def test_an_impossible_action(tmp_path, action, message):
    assert failure(tmp_path, SETUP + f"  - {action}\n" + END) == "F:22:9: " + message


def test_a_source_no_longer_in_play(tmp_path):
    """705.1: Frappe resolves when B's next action closes its window: the Voleur (1 health) is destroyed."""
    assert failure(tmp_path, SETUP + "  - {by: A, play: Frappe, source: Guerrier, targets: [Voleur]}\n"
                                     "  - {by: B, play: Frappe, source: Voleur, targets: [Guerrier]}\n" + END) == \
        "F:23:9: action 2 : le jeu l'interdit — Voleur n'est plus en jeu : il ne joue plus de capacité " \
        "[wowminis.703.1]" + FORBIDDEN


def test_a_second_opportunity_in_one_window(tmp_path):
    """701.2: the window goes round once from the active player (B, C, A); C passing passes B's turn too."""
    assert failure(tmp_path, dedent("""\
        setup:
          active: B
          A: {characters: [{name: Arcaniste, bar: [Salve]}]}
          B: {characters: [Guerrier]}
          C: {characters: [Chasseur]}
        actions:
          - {by: A, play: Salve, targets: [Guerrier, Chasseur]}
          - {by: C, pass: true}
          - {by: B, pass: true}
    """) + END) == ("F:22:9: action 3 : le jeu l'interdit — B a déjà eu son opportunité dans la fenêtre 1 (ordre : "
                    "B, C, A) [wowminis.701.2-order]" + FORBIDDEN)


@pytest.mark.parametrize("hand, discard, message", [
    ("[Potion, Élixir, Bombe]", "", "A doit choisir 2 cartes à défausser parmi Potion, Élixir, Bombe : ajoutez "
                                    "« discard: [...] » à l'action qui joue Purge"),
    ("[Potion, Élixir, Bombe]", ", discard: [Potion]", "A doit défausser 2 cartes et en a 3 : en choisir 1 rendrait "
                                                       "la chose impossible [wowminis.705.1a-choices]"),
    ("[Potion, Élixir]", ", discard: [Bombe, Potion]", "A choisit de défausser « Bombe », qui n'est pas dans sa main "
                                                       "(Potion, Élixir)"),
    ("[]", ", discard: [Bombe]", "A choisit de défausser « Bombe », qui n'est pas dans sa main (vide)"),
])
def test_discards_are_chosen_from_the_hand(tmp_path, hand, discard, message):
    """705.1a: the player makes the choices the text asks, choices that make it possible (Purge: discard two)."""
    assert failure(tmp_path, dedent(f"""\
        setup:
          A: {{characters: [{{name: Guerrier, bar: [Purge]}}], hand: {hand}}}
          B: {{characters: [Voleur]}}
        actions:
          - {{by: A, play: Purge{discard}}}
    """) + END) == "F:18:9: " + message         # the action that plays Purge, where the choice goes


def test_a_choice_missing_when_the_ability_resolves_points_at_the_action_that_played_it(tmp_path):
    """Purge resolves once B passes (action 2): what is missing goes in action 1."""
    assert failure(tmp_path, dedent("""\
        setup:
          A: {characters: [{name: Guerrier, bar: [Purge]}], hand: [Potion, Élixir, Bombe]}
          B: {characters: [Voleur]}
        actions:
          - {by: A, play: Purge}
          - {by: B, pass: true}
    """) + END) == ("F:18:9: A doit choisir 2 cartes à défausser parmi Potion, Élixir, Bombe : ajoutez "
                    "« discard: [...] » à l'action qui joue Purge")


def test_a_summoned_character_is_summoned_once(tmp_path):
    assert failure(tmp_path, SETUP + "  - {by: B, play: Call Fury}\n  - {by: B, play: Call Fury}\n" + END) == \
        "F:23:9: Fury est déjà en jeu : il ne peut pas être invoqué une deuxième fois dans ce cas"


def test_no_action_after_the_victory(tmp_path):
    """704.2c: the familiar destroyed after the wave gives A its third point: A has won, the game is over."""
    assert failure(tmp_path, dedent("""\
        setup:
          victory: 3
          A: {vp: 2, characters: [Guerrier]}
          B: {characters: [{name: Familier, health: 1, attached: [Rejuvenation, Corruption]}]}
        actions:
          - {end_of_tick: 5, order: {Familier: [Rejuvenation, Corruption]}}
          - {by: B, pass: true}
    """) + END) == "F:20:9: la partie est finie (vainqueur : A) : l'action 2 ne peut plus être jouée"


def test_area_on_an_ability_without_targets(tmp_path):
    code, path, err = check(tmp_path, SETUP + "  - {by: A, play: Concentration, source: Guerrier, area: [Voleur]}\n"
                            + END)
    assert code == 2 and "n'est pas une AOE" in err


def test_one_legal_target_is_singular(tmp_path):
    code, path, err = check(tmp_path, "setup:\n  A: {characters: [Guerrier]}\n  B: {characters: [Voleur]}\n"
                                      "actions:\n  - {by: A, play: Frappe, targets: [Voleur]}\n" + END)
    assert code == 2 and "demande 1 cible légale et" in err


def test_the_same_card_chosen_twice(tmp_path):
    code, path, err = check(tmp_path, dedent("""\
        setup:
          A: {characters: [{name: Guerrier, bar: [Purge]}], hand: [Potion, Élixir, Bombe]}
          B: {characters: [Voleur]}
        actions:
          - {by: A, play: Purge, discard: [Potion, Potion]}
    """) + END)
    assert code == 2 and "A choisit de défausser « Potion » 2 fois et n'en a que 1 en main" in err, err
