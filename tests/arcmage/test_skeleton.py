"""Arcmage's ``rulings new`` skeleton, word for word: the commented scenario a judge fills (players in turn order,
a default city for a player without one, cities to the kingdom, creatures and global enchantments to the army,
the cards played in order with a ``target`` to fill, a note that B's non-event card waits for her turn), YAML
quoting of names and titles, and the French errors of a bad request."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulings.core.errors import UserError
from rulings.games.arcmage.game import GAME
from rulings.games.arcmage.skeleton import y

ROOT = Path(__file__).resolve().parents[2]

FULL = """\
# Squelette écrit par « rulings new » : remplacez chaque ??? puis lancez
#   rulings run <ce fichier> --trace
id: essai
title: "Oui: non"    # la règle en une ligne, en français
game: arcmage
status: unconfirmed    # confirmed | unconfirmed (la page est muette, ambiguë ou se contredit) | errata | bug
source:
  document: 002_18938faae939d5e9.txt    # « Assemblage de Règles Chouettes » (wiki Arcmage)
  post: ???    # la ligne exacte de la section, par exemple « Jouer une carte »
  quote: ???    # la ou les phrases de la page, mot pour mot
cards: [Armurerie, Goule, Choc mortel, Deux-Ponts, Mentor, Terrier, Brute orque]
tags: []    # mots-clés de recherche
ruling: ???    # la règle en une ou deux phrases, dans nos mots
cases:
  - name: exemple
    title: ???
    setup:
      players: [A, B, C]    # dans l'ordre du tour
      active: A    # la joueuse dont c'est le tour
      phase: mise-en-jeu    # preparation, desengagement, pioche, devotion, mise-en-jeu, attaque, mise-en-jeu-2, defausse
      A:
        resources: {Horde rouge: 2, Empire: 2}    # ressources désengagées, par faction ; {untapped: 1, tapped: 1}
        cities: [Armurerie]    # {name: …, damage: 2, residents: [...]}
        army: [Goule]    # {name: …, tapped: true, damage: 1, owner: B}
        hand: [Choc mortel]
        deck: []    # carte du dessus en premier
        graveyard: []    # la plus ancienne en premier
      B:
        resources: {Horde rouge: 2, Empire: 2}    # ressources désengagées, par faction ; {untapped: 1, tapped: 1}
        cities: [Deux-Ponts]    # {name: …, damage: 2, residents: [...]}
        army: []    # {name: …, tapped: true, damage: 1, owner: B}
        hand: [Mentor, Choc mortel]
        deck: []    # carte du dessus en premier
        graveyard: []    # la plus ancienne en premier
      C:
        resources: {Horde rouge: 2, Empire: 2}    # ressources désengagées, par faction ; {untapped: 1, tapped: 1}
        cities: [Terrier]    # {name: …, damage: 2, residents: [...]}
        army: [Brute orque]    # {name: …, tapped: true, damage: 1, owner: B}
        hand: []
        deck: []    # carte du dessus en premier
        graveyard: []    # la plus ancienne en premier
    actions:    # dans l'ordre ; « attempt: true » : le moteur dit si le jeu l'accepte
      - {by: A, play: Choc mortel, target: "???"}    # pay: {Faction: n} pour choisir les ressources engagées
      # (une carte de B qui n'est pas un évènement se joue à son tour : {by: A, end_turn: true} et sa pioche d'abord)
      - {by: B, play: Mentor}    # pay: {Faction: n} pour choisir les ressources engagées
      - {by: B, play: Choc mortel, target: "???"}    # pay: {Faction: n} pour choisir les ressources engagées
    expect:    # moment -> valeurs ; moments : start, after action N, after combat T, end of turn T, end
      end:
        A.graveyard: ???
        B.graveyard: ???
        C.graveyard: ???
"""  # noqa: E501 (the text of a file, as written)

EMPTY = """\
# Squelette écrit par « rulings new » : remplacez chaque ??? puis lancez
#   rulings run <ce fichier> --trace
id: essai
title: ???    # la règle en une ligne, en français
game: arcmage
status: unconfirmed    # confirmed | unconfirmed (la page est muette, ambiguë ou se contredit) | errata | bug
source:
  document: 002_18938faae939d5e9.txt    # « Assemblage de Règles Chouettes » (wiki Arcmage)
  post: ???    # la ligne exacte de la section, par exemple « Jouer une carte »
  quote: ???    # la ou les phrases de la page, mot pour mot
cards: [Arbre-esprit, Deux-Ponts]
tags: []    # mots-clés de recherche
ruling: ???    # la règle en une ou deux phrases, dans nos mots
cases:
  - name: exemple
    title: ???
    setup:
      active: A    # la joueuse dont c'est le tour
      phase: mise-en-jeu    # preparation, desengagement, pioche, devotion, mise-en-jeu, attaque, mise-en-jeu-2, defausse
      A:
        resources: {Horde rouge: 2, Empire: 2}    # ressources désengagées, par faction ; {untapped: 1, tapped: 1}
        cities: [Arbre-esprit]    # {name: …, damage: 2, residents: [...]}
        army: []    # {name: …, tapped: true, damage: 1, owner: B}
        hand: []
        deck: []    # carte du dessus en premier
        graveyard: []    # la plus ancienne en premier
      B:
        resources: {Horde rouge: 2, Empire: 2}    # ressources désengagées, par faction ; {untapped: 1, tapped: 1}
        cities: [Deux-Ponts]    # {name: …, damage: 2, residents: [...]}
        army: []    # {name: …, tapped: true, damage: 1, owner: B}
        hand: []
        deck: []    # carte du dessus en premier
        graveyard: []    # la plus ancienne en premier
    actions:    # dans l'ordre ; « attempt: true » : le moteur dit si le jeu l'accepte
      - {by: A, phase: defausse}    # par exemple ; voir play, activate, move, attack, block, devote…
    expect:    # moment -> valeurs ; moments : start, after action N, after combat T, end of turn T, end
      end:
        A.graveyard: ???
        B.graveyard: ???
"""  # noqa: E501 (the text of a file, as written)


def test_the_whole_skeleton_of_three_players():
    sides = {"A": ["Goule", "Armurerie"], "C": ["Orc Thug"]}
    plays = {"A": ["Choc mortel"], "B": ["Mentor", "Deadly Shock"]}
    assert GAME.skeleton("essai", sides, plays, "Oui: non", ROOT) == FULL


def test_the_skeleton_of_an_empty_request():
    assert GAME.skeleton("essai", {}, {}, None, ROOT) == EMPTY


def test_an_event_of_b_gets_no_note_and_a_global_enchantment_goes_to_the_army():
    text = GAME.skeleton("essai", {"A": ["Grassroots"]}, {"B": ["Choc mortel"]}, None, ROOT)
    assert "        army: [Racines]" in text
    assert "# (une carte de B" not in text
    assert '      - {by: B, play: Choc mortel, target: "???"}' in text
    text = GAME.skeleton("essai", {}, {"B": ["Mentor", "Goule"]}, None, ROOT)
    assert text.count("# (une carte de B") == 1 and "      - {by: B, play: Mentor}" in text


@pytest.mark.parametrize("sides, plays, message", [
    ({"E": ["Goule"]}, {}, "rulings new: les joueuses s'appellent A, B, C, D (pas E)"),
    ({"Z": []}, {"Y": []}, "rulings new: les joueuses s'appellent A, B, C, D (pas Y, Z)"),
    ({"A": ["Choc mortel"]}, {}, "rulings new: Choc mortel ne reste pas en jeu : nommez-la parmi les cartes jouées"),
    ({"B": ["Abduction"]}, {}, "rulings new: Enlèvement ne reste pas en jeu : nommez-la parmi les cartes jouées"),
    ({"A": ["Goule"], "B": ["Goule"]}, {}, "rulings new: une même carte est nommée deux fois en jeu : donnez un nom "
     "à chaque exemplaire dans le fichier ({name: Goule 2, card: Goule})"),
    ({}, {"A": ["Gouleeee"]}, "rulings new: carte inconnue dans la base Arcmage : « Gouleeee » (vouliez-vous dire "
     "« Goule » ou « Ghoul » ?)"),
    ({"A": ["Qwxzqwxz"]}, {}, "rulings new: carte inconnue dans la base Arcmage : « Qwxzqwxz »"),
])
def test_a_bad_request_is_refused_in_french(sides, plays, message):
    with pytest.raises(UserError) as err:
        GAME.skeleton("x", sides, plays, None, ROOT)
    assert str(err.value) == message


def test_a_default_city_is_not_one_a_player_named():
    text = GAME.skeleton("x", {"A": ["Terrier"], "C": ["Goule"]}, {}, None, ROOT)
    cities = [line.split("cities: ")[1].split("]")[0] + "]" for line in text.splitlines() if "cities: [" in line]
    assert len(cities) == 3 and cities[0] == "[Terrier]" and len(set(cities)) == 3, cities


@pytest.mark.parametrize("text, shown", [
    ("Goule", "Goule"), ("l'âme", "l'âme"), ("Carpe diem (x)", "Carpe diem (x)"), ("Été", "Été"),
    ("yes", '"yes"'), ("No", '"No"'), ("ON", '"ON"'), ("off", '"off"'), ("Y", '"Y"'), ("n", '"n"'),
    ("null", '"null"'), ("true", '"true"'), ("False", '"False"'),
    ("a.", '"a."'), ("a ", '"a "'), ("2 ponts", '"2 ponts"'), ("a: b", '"a: b"'), ("_x", '"_x"'),
    ("Ça « va »", '"Ça « va »"'),
])
def test_yaml_scalars_are_plain_only_when_safe(text, shown):
    assert y(text) == shown


def test_several_cities_and_creatures_and_a_second_play_of_a():
    text = GAME.skeleton("essai", {"A": ["Armurerie", "Caserne", "Goule", "Mentor"]}, {"A": ["Mentor", "Goule"]},
                         None, ROOT)
    assert "        cities: [Armurerie, Caserne]    #" in text and "        army: [Goule, Mentor]    #" in text
    assert "# (une carte de B" not in text
    assert "      - {by: A, play: Mentor}    #" in text and "      - {by: A, play: Goule}    #" in text


def test_a_magic_card_does_not_stay_in_play():
    with pytest.raises(UserError) as err:
        GAME.skeleton("x", {"A": ["Frappe mesurée (exemple X + 2)"]}, {}, None, ROOT)
    assert str(err.value) == ("rulings new: Frappe mesurée (exemple X + 2) ne reste pas en jeu : nommez-la parmi les "
                              "cartes jouées")


def _db(*cities):
    from rulings.games.arcmage import database

    base = {"faction": "Empire", "text": "x", "source": {"kind": "reconstructed"}}
    cards = [{"name": "Bête", "type": "creature", "attack": 1, "defense": 1, **base}]
    cards += [{"name": n, "type": "cite", "defense": 5, "modelled": modelled, **base} for n, modelled in cities]
    return database.build({"cards": cards}, "f")


def test_default_cities_are_the_modelled_ones_or_else_any():
    from rulings.games.arcmage.skeleton import skeleton

    text = skeleton(_db(("Tour", False), ("Mur", True), ("Porte", True)), "x", {}, {})
    assert "        cities: [Mur]    #" in text and "        cities: [Porte]    #" in text and "Tour" not in text
    text = skeleton(_db(("Tour", False), ("Mur", False)), "x", {}, {})
    assert "        cities: [Tour]    #" in text and "        cities: [Mur]    #" in text
    with pytest.raises(UserError) as err:
        skeleton(_db(), "x", {}, {})
    assert str(err.value) == "rulings new: la base Arcmage n'a aucune cité"
