"""``rulings new --game wakfu`` (``rulings.games.wakfu.skeleton``): the whole commented skeleton a judge gets
(the Leaders, what is in play, the plays with their verb and an equipment's target, the warning before a
non-instant card of B), the YAML quoting of names, and every refused request with its French message.  The
skeleton is a scenario the loader accepts."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulings.core.errors import UserError
from rulings.core.scenario import load
from rulings.games.wakfu import skeleton
from rulings.games.wakfu.database import Database
from rulings.games.wakfu.game import GAME

ROOT = Path(__file__).resolve().parents[2]
DB = GAME.database(ROOT)

FULL = """\
# Squelette écrit par « rulings new » : remplacez chaque ??? puis lancez
#   rulings run <ce fichier> --trace
# Lancé avant d'être rempli, il dit ce qui manque : le mana à engager (pay), puis ce que le moteur
# calcule là où une valeur est attendue.
id: essai
title: "Un essai : deux"    # la règle en une ligne, en français
game: wakfu
status: unconfirmed    # confirmed | unconfirmed (le texte est muet ou hésite) | errata | bug
source:
  document: 004_fde1b4dded370871.txt    # les règles de juin 2008 (message de forum)
  post: ???    # la ligne exacte de la section, par exemple « 2. Phase d'invocation: »
  quote: ???    # la ou les phrases du texte, mot pour mot (fautes comprises)
cards: [Leader forgeron, Prairie, Cape de Bouftou, Bouftou, Leader de Paul, Geyser, Soin express, Inspiration]
tags: []    # mots-clés de recherche
ruling: ???    # la règle en une ou deux phrases, dans nos mots
cases:
  - name: exemple
    title: ???
    setup:
      active: A    # le joueur dont c'est le tour
      phase: invocation    # degagement, invocation, mouvement, attaquants, invocation-2, fin
      A:
        leader: Leader forgeron    # ou {name: …, card: …, pv: …, tapped: true}
        rest: [Prairie]    # Zone de Repos ; {name: …, tapped: true, sick: true}
        combat: []    # Zone de Combat (créatures et alliés)
        hand: [Cape de Bouftou, Bouftou]
        deck: []    # carte du dessus en premier
      B:
        leader: Leader de Paul    # ou {name: …, card: …, pv: …, tapped: true}
        rest: [Geyser]    # Zone de Repos ; {name: …, tapped: true, sick: true}
        combat: []    # Zone de Combat (créatures et alliés)
        hand: [Soin express, Inspiration]
        deck: []    # carte du dessus en premier
    actions:    # dans l'ordre ; « attempt: true » : le moteur dit si le jeu l'accepte
      - {by: A, equip: Cape de Bouftou, target: Leader forgeron, pay: []}    # pay : ??? les cartes à engager
      - {by: A, summon: Bouftou, pay: []}    # pay : ??? les cartes à engager
      - {by: B, play: Soin express, pay: []}    # pay : ??? les cartes à engager
      # (une carte non instantanée de B se joue pendant son tour : {by: A, end_turn: true} d'abord)
      - {by: B, play: Inspiration, pay: []}    # pay : ??? les cartes à engager
    expect:    # moment -> valeurs ; moments : start, after action N, after combat T, end of turn T, end
      end:
        A.pv: ???
        B.pv: ???
"""


def test_the_whole_skeleton_with_leaders_pieces_and_plays(tmp_path):
    text = GAME.skeleton("essai", {"A": ["prairie", "Leader forgeron"], "B": ["Geyser"]},
                         {"A": ["Cape de Bouftou", "Bouftou"], "B": ["Soin express", "Inspiration"]},
                         "Un essai : deux", ROOT)
    assert text == FULL
    path = tmp_path / "essai.yaml"
    path.write_text(text, encoding="utf-8")
    case = load(path, ROOT).cases[0]
    assert [a["verb"] for a in case.prepared.actions] == ["equip", "summon", "play", "play"]


def test_without_anything_named_the_first_two_leaders_and_an_example_action():
    lines = skeleton.skeleton(DB, "vide", {}, {}).splitlines()
    assert "title: ???    # la règle en une ligne, en français" in lines
    assert "cards: [Leader de Pierre, Leader de Paul]" in lines
    assert [line for line in lines if "leader:" in line] == [
        "        leader: Leader de Pierre    # ou {name: …, card: …, pv: …, tapped: true}",
        "        leader: Leader de Paul    # ou {name: …, card: …, pv: …, tapped: true}"]
    assert [line for line in lines if line.startswith("      - ")] == [
        "      - {by: A, phase: fin}    # par exemple ; voir summon, play, move, attack, defend, assign…"]
    assert not any("end_turn: true} d'abord" in line for line in lines)


def test_an_instant_card_of_b_needs_no_warning_and_b_alone_gets_one():
    lines = skeleton.skeleton(DB, "b", {}, {"B": ["Soin express", "Inspiration"]}).splitlines()
    actions = [line for line in lines if line.startswith("      - ") or line.startswith("      # ")]
    assert actions == [
        "      - {by: B, play: Soin express, pay: []}    # pay : ??? les cartes à engager",
        "      # (une carte non instantanée de B se joue pendant son tour : {by: A, end_turn: true} d'abord)",
        "      - {by: B, play: Inspiration, pay: []}    # pay : ??? les cartes à engager"]
    lines = skeleton.skeleton(DB, "b", {}, {"B": ["Inspiration"]}).splitlines()
    assert not any(line.startswith("      # ") for line in lines)


@pytest.mark.parametrize("text, shown", [
    ("Tofu", "Tofu"), ("Tofu 2", "Tofu 2"), ("Poussée d'adrénaline", "Poussée d'adrénaline"), ("l’eau", "l’eau"),
    ("a_b", "a_b"), ("(x)", '"(x)"'), ("yes", '"yes"'), ("No", '"No"'), ("null", '"null"'), ("a.", '"a."'),
    ("Fin ", '"Fin "'), ("3 Tofu", '"3 Tofu"'), ("x:y", '"x:y"'), ("Été", "Été"), ("", '""'), ("Été.", '"Été."'),
])
def test_names_are_quoted_only_when_yaml_needs_it(text, shown):
    assert skeleton.y(text) == shown


@pytest.mark.parametrize("sides, plays, message, hint", [
    ({"C": []}, {"D": []}, "Wakfu se joue à deux : joueurs A et B (pas C, D)", None),
    ({"A": ["Prairy"]}, {}, "carte inconnue dans la base Wakfu : « Prairy "
                            "»", "vouliez-vous dire « Prairie » ou « Brasier » ?"),
    ({}, {"A": ["Zzzzzz"]}, "carte inconnue dans la base Wakfu : « Zzzzzz »", None),
    ({"A": ["Leader de Pierre", "Leader forgeron"]}, {}, "A nomme 2 Leaders : un joueur n'en a qu'un", None),
    ({"B": ["Soin express"]}, {},
     "Soin express (carte à effet) ne se trouve pas en jeu : nommez-la parmi les cartes jouées", None),
    ({"A": ["Prairie"], "B": ["Prairie"]}, {},
     "une même carte est nommée deux fois en jeu : donnez un nom à chaque exemplaire dans le fichier "
     "({name: Prairie 2, card: Prairie})", None),
    ({"A": ["Leader de Paul"]}, {},
     "une même carte est nommée deux fois en jeu : donnez un nom à chaque exemplaire dans le fichier "
     "({name: Prairie 2, card: Prairie})", None),
])
def test_a_request_that_cannot_be_a_scenario_is_refused(sides, plays, message, hint):
    with pytest.raises(UserError) as err:
        skeleton.skeleton(DB, "x", sides, plays)
    assert (err.value.message, err.value.hint, err.value.where.file) == (message, hint, "rulings new")


def test_a_database_without_a_leader_cannot_give_one():
    with pytest.raises(UserError) as err:
        skeleton.skeleton(Database({"Tofu": DB.cards["Tofu"]}), "x", {}, {})
    assert (err.value.message, err.value.where.file) == ("la base Wakfu n'a aucun Leader", "rulings new")


def test_a_single_leader_in_the_database_leads_both_sides():
    one = Database({"Leader de Pierre": DB.cards["Leader de Pierre"]})
    with pytest.raises(UserError, match="une même carte est nommée deux fois en jeu"):
        skeleton.skeleton(one, "x", {}, {})
