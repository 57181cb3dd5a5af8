"""World of Warcraft Miniatures: what the site and ``rulings`` show, in French, word for word.

A case's situation (each player's table, zones, whose turn, adjacency, the victory threshold) and its actions
described one by one (play or react, source, number of targets, targets, area, added costs and reductions with a
floor, chosen discards, the roll, a move, the end of a tick, an order, an attempt); the facts of an ability (its
kind, cost, notes, instant or action, targets, reaction event, trigger, critical ability, keywords) and of a
figurine; the moments in French; the summary after a run; the skeleton of ``rulings new`` and its errors."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from rulings.core.errors import UserError
from rulings.core.game import ScenarioContext
from rulings.core.yamlio import load_text
from rulings.games.wowminis import database, skeleton, views
from rulings.games.wowminis.game import GAME

ROOT = Path(__file__).resolve().parents[2]
DB = GAME.database(ROOT)


def prepared(text: str, db=DB):
    case = load_text(textwrap.dedent(text), "x.yaml")
    case.setdefault("expect", {})
    return GAME.prepare(ScenarioContext(db, "x.yaml"), case)


def test_a_full_situation_and_every_kind_of_action():
    view = prepared("""\
        setup:
          active: B
          victory: 5
          adjacent: [[Guerrier, Voleur, Arcaniste], [Voleur, Druide]]
          A:
            vp: 3
            hand: [Potion, Élixir]
            deck: [Parchemin]
            discard: [Bombe]
            characters:
              - {name: Guerrier, health: 4, max_health: 7, armor: 2, ticks: 3, bar: [Parade], hidden: [Sacrifice],
                 attached: [Rejuvenation, {name: Corruption, from: Voleur}]}
              - Arcaniste
          B:
            characters: [Voleur, {name: Druide, card: Druide}]
          C: {}
        actions:
          - {by: A, play: Chaîne d'éclairs, source: Arcaniste, count: 2, targets: [Voleur, Druide], additional: [1, 2],
             reduce: [1, {amount: 2, floor: 1}, {amount: 3}], discard: [Potion], roll: [critical, normal],
             attempt: true}
          - {by: B, play: Parade, source: Voleur, note: x}
          - {by: B, pass: true}
          - {by: C, move: Guerrier, to: []}
          - {by: A, move: Guerrier, to: [Voleur, Druide]}
          - {end_of_tick: 5, order: {Voleur: [Corruption, Rejuvenation], Druide: [A, B]}}
          - {by: A, play: Frappe, targets: [Voleur], area: [Voleur, Druide]}
    """).view()
    a, b, c = view.sides
    assert a.name == "Joueur A" and b.name == "Joueur B (son tour)" and c.name == "Joueur C"
    assert a.table.headers == ("Personnage", "Santé", "Armure", "Tics", "Capacités")
    assert a.table.rows == (
        ("Guerrier", "4 / 7", "2", "3", "Frappe (attaque principale), Parade (Barre d'Action), Sacrifice (Barre "
         "d'Action, face cachée), Rejuvenation (attachée), Corruption (attachée, de Voleur)"),
        ("Arcaniste", "4 / 4", "0", "0", "Trait (attaque principale)"))
    assert a.zones == (("Main", "Potion, Élixir"), ("Paquet (dessus en premier)", "Parchemin"),
                       ("Défausse", "Bombe"), ("Points de victoire", "3"))
    assert b.table.rows == (("Voleur", "5 / 5", "0", "0", "Frappe (attaque principale)"),
                            ("Druide", "5 / 5", "0", "0", "Frappe (attaque principale)"))
    assert b.zones == () and c.table is None and c.zones == ()
    situation, actions = view.steps
    assert situation.title == "Situation" and situation.lines == (
        "Joueurs dans le sens des aiguilles d'une montre : A, B, C ; joueur dont c'est le tour : B.",
        "Adjacents : Guerrier, Voleur et Arcaniste.", "Adjacents : Voleur et Druide.",
        "La partie est gagnée à 5 points de victoire.")
    assert actions.title == "Actions" and actions.lines == (
        "1. A joue Chaîne d'éclairs (Arcaniste), 2 cibles sur Voleur et Druide, coût +1 +2 −1 −2 (minimum 1) −3, "
        "défausse choisie : Potion, jet : critique, normal — tentative",
        "2. B réagit avec Parade (Voleur)",
        "3. B passe son opportunité de réagir",
        "4. C déplace Guerrier : adjacent à personne",
        "5. A déplace Guerrier : adjacent à Voleur et Druide",
        "6. Fin du tic 5 ; ordre pour Voleur : Corruption, Rejuvenation ; ordre pour Druide : A, B",
        "7. A joue Frappe sur Voleur, cases affectées : Voleur et Druide")


def test_a_bare_situation():
    raw = load_text("characters:\n  - {name: Pion, health: 2, text: t, source: {kind: reconstructed}}\n", "d.yaml")
    db = database.with_define(DB, raw, "d.yaml")
    view = prepared("""\
        setup:
          A: {characters: [Pion]}
          B: {vp: 0}
    """, db).view()
    assert view.sides[0].name == "Joueur A (son tour)" and view.sides[1].name == "Joueur B"
    assert view.sides[0].table.rows == (("Pion", "2 / 2", "0", "0", "—"),)
    assert view.sides[1].table is None and view.sides[1].zones == ()
    assert view.steps[0].lines == ("Joueurs dans le sens des aiguilles d'une montre : A, B ; joueur dont c'est le "
                                   "tour : A.",)
    assert view.steps[1].lines == ("Aucune action.",)


FACTS = {
    "Parade": ("Capacité de réaction", (("Type", "capacité de réaction"), ("Coût", "aucun coût en tics"),
                                        ("Ligne de notes", "react"),
                                        ("Évènement de réaction", "seulement quand une attaque cible ce personnage")),
               ()),
    "Réflexe": ("Capacité payante", (("Type", "capacité payante"), ("Coût", "0 tic"), ("Payante", "instantanée")),
                ()),
    "Soins": ("Capacité payante", (("Type", "capacité payante"), ("Coût", "1 tic"), ("Payante", "action"),
                                   ("Cibles", "1, allié")), ("Soin",)),
    "Rejuvenation": ("Capacité continue", (("Type", "capacité continue déclenchable"),
                                           ("Coût", "aucun coût en tics"), ("Déclencheur", "à la fin du tic 5/10")),
                     ()),
    "Attaque tournoyante": ("Capacité payante", (("Type", "capacité payante"), ("Coût", "3 tics"),
                                                 ("Payante", "action"),
                                                 ("Cibles", "jusqu'à 3, ennemi, adjacentes")), ("Attaque",)),
    "Lame sacrée": ("Capacité payante", (("Type", "capacité payante"), ("Coût", "2 tics"), ("Payante", "action"),
                                         ("Cibles", "1, ennemi, adjacente"),
                                         ("Capacité critique", "Éclat de lumière")), ("Attaque",)),
    "Call Fury": ("Capacité payante", (("Type", "capacité payante"), ("Coût", "3 tics"),
                                       ("Ligne de notes", "familier"), ("Payante", "action")),
                  ("Capacité principale sans texte",)),
    "Devotion Aura": ("Capacité continue", (("Type", "capacité continue"), ("Coût", "aucun coût en tics")), ()),
}


@pytest.mark.parametrize("name", list(FACTS))
def test_the_facts_of_an_ability(name):
    facts = GAME.catalogue(DB)[name]
    assert (facts.name, facts.kind, facts.group, facts.facts, facts.keywords) == (name, *FACTS[name][:1],
                                                                                 "Capacités", *FACTS[name][1:])
    assert facts.text == DB.abilities[name].text and facts.origin == DB.abilities[name].origin


def test_an_aoe_on_any_character():
    db = database.build(load_text("abilities:\n  - {name: Zone, cost: 4, attack: true, aoe: true, targets: 2, "
                                  "side: any, text: t, source: {kind: reconstructed}}\n", "d.yaml"), "d.yaml")
    facts = views.ability_facts(db.abilities["Zone"])
    assert facts.facts[-1] == ("Cibles", "2, n'importe quel personnage") and facts.keywords == ("Attaque", "AOE")


def test_the_facts_of_a_figurine():
    cat = GAME.catalogue(DB)
    assert cat["Guerrier"].facts == (("Santé", "6"), ("Armure", "0"), ("Attaque principale", "Frappe"),
                                     ("Points de victoire", "2"))
    assert (cat["Guerrier"].kind, cat["Guerrier"].group) == ("Figurine", "Figurines")
    assert cat["Harvest Golem"].facts == (("Santé", "6"), ("Armure", "0"), ("Attaque principale", "Frappe"),
                                          ("Autres capacités", "Harvest Flesh"))
    assert cat["Fury"].facts == (("Santé", "3"), ("Armure", "0"), ("Autres capacités", "Frappe"))
    two = database.build(load_text("characters:\n  - {name: Duo, health: 2, armor: 1, vp: 3, abilities: [Parade, "
                                   "Soins], text: t, source: {kind: reconstructed}}\n", "d.yaml"), "d.yaml")
    assert views.character_facts(two.characters["Duo"]).facts == (
        ("Santé", "2"), ("Armure", "1"), ("Autres capacités", "Parade, Soins"), ("Points de victoire", "3"))
    names = list(cat)
    characters = names[:len(DB.characters)]
    assert characters == sorted(DB.characters) and names[len(DB.characters):] == sorted(DB.abilities)


def test_moments_in_french():
    assert [views.moment_fr(m) for m in ["start", "end", "after action 2", "after window 1", "after wave 3",
                                         "end of tick 10", "autre"]] == [
        "au début du cas", "à la fin du cas", "après l'action 2", "après la fenêtre 1", "après la vague 3",
        "à la fin du tic 10", "autre"]
    assert GAME.moments["after window <N>"] == ("après la fenêtre de réaction <N> (numérotée à son ouverture ; "
                                                "fermée, sa capacité résolue ou annulée)")


def test_moment_keys_are_described_in_the_scenario_words():
    p = prepared("setup: {A: {characters: [Guerrier]}, B: {characters: [Voleur]}}\n")
    assert [p.describe(k) for k in [("start",), ("end",), ("action", 2), ("window", 1), ("wave", 3),
                                    ("tick", 5)]] == ["start", "end", "after action 2", "after window 1",
                                                      "after wave 3", "end of tick 5"]
    assert p.unmodelled() == []


def _summary(text: str):
    from rulings.core.chance import Chance

    p = prepared(text)
    state = p.new_state(Chance(p.fixed), lambda key, s: None)
    p.run(state)
    return p.summary(state)


def test_the_summary_after_a_run():
    """704.2c: the familiar at -1 after the wave is destroyed, then A scores and wins (vague-exemple-du-familier)."""
    assert _summary("""\
        setup:
          victory: 3
          A: {vp: 2, characters: [Guerrier]}
          B: {characters: [{name: Familier, health: 1, attached: [Rejuvenation, Corruption]}]}
        actions:
          - {end_of_tick: 5, order: {Familier: [Rejuvenation, Corruption]}}
    """) == [("Santé de Guerrier", 6), ("Santé de Familier", "détruit"), ("Points de victoire de A", 3),
             ("Points de victoire de B", 0), ("Vainqueur", "A")]
    assert _summary("setup: {A: {characters: [Arcaniste]}, B: {characters: [Guerrier]}}\n") == [
        ("Santé d'Arcaniste", 4), ("Santé de Guerrier", 6)]
    assert _summary("setup: {victory: 4, A: {characters: [Arcaniste]}, B: {characters: [Guerrier]}}\n") == [
        ("Santé d'Arcaniste", 4), ("Santé de Guerrier", 6), ("Points de victoire de A", 0),
        ("Points de victoire de B", 0)]
    assert _summary("setup: {A: {characters: [Arcaniste]}, B: {vp: 1, characters: [Guerrier]}}\n")[-1] == (
        "Points de victoire de B", 1)


# --- the skeleton ------------------------------------------------------------------------------------------

def test_the_skeleton_of_four_players():
    text = GAME.skeleton("essai", {"A": ["guerrier", "Arcaniste"], "D": ["Voleur"]},
                         {"A": ["frappe"], "D": ["Parade"]}, "Oui: non", ROOT)
    lines = text.splitlines()
    assert lines[:2] == ["# Squelette écrit par « rulings new » : remplacez chaque ??? puis lancez",
                         "#   rulings run <ce fichier> --trace"]
    assert [line for line in lines if line.endswith(":") and line.startswith("      ") and len(line) == 8] == [
        "      A:", "      B:", "      C:", "      D:"]
    assert ("    expect:    # moments : start, after action N, after window N, after wave N, end of tick N, end"
            in lines)
    assert "id: essai" in lines and 'title: "Oui: non"    # la règle en une ligne, en français' in lines
    assert "cards: [Guerrier, Arcaniste, Bourreau, Ruby Gemsparkle, Voleur, Frappe, Parade]" in lines
    assert "  document: 003_9e64694ce4124858.txt    # le chapitre 7 (capacités), traduit en français" in lines
    assert [line.strip() for line in lines if "characters:" in line] == [
        f"characters: [{names}]    # {{name: …, health: …, bar: […], attached: […]}}"
        for names in ("Guerrier, Arcaniste", "Bourreau", "Ruby Gemsparkle", "Voleur")]
    assert "      adjacent: []    # [[Guerrier, Voleur]] : qui est adjacent à qui" in lines
    assert "      - {by: A, play: Frappe, source: Guerrier, targets: []}    # targets : ??? les cibles" in lines
    assert "      - {by: D, play: Parade, source: ???, targets: []}    # targets : ??? les cibles" in lines
    assert lines[-2:] == ["      end:", "        Guerrier.health: ???"] and text.endswith("???\n")


def test_the_skeleton_with_nothing_given():
    text = GAME.skeleton("essai", {}, {}, None, ROOT)
    assert "title: ???    # la règle en une ligne, en français" in text
    assert "cards: [Familier, Bourreau]" in text and "      C:" not in text
    assert "      - {end_of_tick: 5}    # par exemple ; voir play, pass, move, order" in text.splitlines()
    assert "        Familier.health: ???" in text


def test_the_skeleton_with_c_and_d():
    lines = GAME.skeleton("essai", {"C": ["Voleur"], "D": ["Druide"]}, {}, None, ROOT).splitlines()
    assert [line for line in lines if line in ("      A:", "      B:", "      C:", "      D:")] == [
        "      A:", "      B:", "      C:", "      D:"]


def test_the_skeleton_with_c_only():
    text = GAME.skeleton("essai", {"C": ["Voleur"]}, {}, None, ROOT)
    assert "      C:\n        characters: [Voleur]" in text and "      D:" not in text


@pytest.mark.parametrize("sides, plays, message", [
    ({"E": ["x"]}, {}, "rulings new: les joueurs s'appellent A, B, C, D (pas E)"),
    ({}, {"F": ["x"], "E": []}, "rulings new: les joueurs s'appellent A, B, C, D (pas E, F)"),
    ({"A": ["Guerier"]}, {}, "rulings new: figurine inconnue dans la base World of Warcraft Miniatures : "
                             "« Guerier » (vouliez-vous dire « Guerrier » ?)"),
    ({}, {"A": ["Frape"]}, "rulings new: capacité inconnue dans la base World of Warcraft Miniatures : « Frape » "
                           "(vouliez-vous dire « Frappe » ?)"),
    ({"A": ["Guerrier"], "B": ["Guerrier"]}, {}, "rulings new: un même personnage est nommé deux fois : donnez un "
                                                 "nom à chaque exemplaire dans le fichier ({name: Guerrier 2, card: "
                                                 "Guerrier})"),
])
def test_skeleton_errors(sides, plays, message):
    with pytest.raises(UserError) as caught:
        GAME.skeleton("e", sides, plays, None, ROOT)
    assert str(caught.value) == message


def test_the_skeleton_of_an_empty_database():
    with pytest.raises(UserError) as caught:
        skeleton.skeleton(database.Database(), "e", {}, {}, None)
    assert str(caught.value) == "rulings new: la base World of Warcraft Miniatures n'a aucune figurine"


@pytest.mark.parametrize("text, written", [
    ("Guerrier", "Guerrier"), ("Chaîne d'éclairs", "Chaîne d'éclairs"), ("Éclat (b)", "Éclat (b)"),
    ("Oui: non", '"Oui: non"'), ("yes", '"yes"'), ("No", '"No"'), ("off", '"off"'), ("a.", '"a."'), ("a ", '"a "'),
    ("1abc", '"1abc"'), ("x#y", '"x#y"'), ("", '""'), ("_a", '"_a"'),
    ("Été: chaud", '"Été: chaud"'), ("Yes", '"Yes"'),
])
def test_yaml_scalars_of_the_skeleton(text, written):
    assert skeleton.y(text) == written
