"""What an expectation reads (``rulings.games.wakfu.probe``): every property of the game, a combat, a player, a
card in play or out of it and a Leader, read at each moment of a real combat (the case « drop de trois » of
combat-drop.yaml, rule wakfu.combat.drop, with more expectations); how values compare (lists of cards without
order, the deck in order, « +3 » for 3, true never for 1); the French label of every property; and every
misspelt path refused with its French message and hint."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from rulings.core.errors import UserError
from rulings.core.runner import run_case
from rulings.core.scenario import load
from rulings.games.wakfu import probe
from tests.helpers import scenario_head

ROOT = Path(__file__).resolve().parents[2]

HEAD = scenario_head("wakfu", "004_fde1b4dded370871.txt", "8. Fin de Tour") + """\
cases:
  - name: cas
"""
CASE = textwrap.dedent("""\
    setup:
      A:
        leader: {name: Leader de Pierre, equipment: [Cape de Bouftou]}
        rest: [Prairie, {name: Geyser, element: Feu}]
        combat: [Craqueleur, Piou]
        deck: [Arakne, Bwork, Larve, Moskito]
        hand: [Tofu]
      B:
        leader: Leader de Paul
        combat: [Tofu, Sanglier]
    actions:
      - {by: A, attack: [Craqueleur, Piou]}
      - {by: B, defend: [Tofu, Sanglier]}
      - {by: A, assign: {Tofu: 1, Sanglier: 4, pv: 3}}
      - {by: B, assign: {pv: 5}}
      - {by: A, keep: Bwork}
      - {by: A, end_turn: true}
    expect:
      start:
        pending: null
        combat.winner: null
        Craqueleur.attacking: false
        Prairie.zone: rest
        Geyser.element: Feu
        Tofu.owner: B
        Leader de Pierre.owner: A
        Leader de Pierre.zone: leader
        Leader de Pierre.mana: [Terre, Feu]
        A.mana: [Terre, Feu]
        Leader de Pierre.equipment: [Cape de Bouftou]
        A.equipment: [Cape de Bouftou]
        Leader de Pierre.patt: 3
        A.patt: "+3"
        Leader de Pierre.pv: 20
        Leader de Pierre.pa: 6
        Leader de Pierre.pm: 3
        A.leader: Leader de Pierre
        A.rest: [Geyser, Prairie]
        A.combat: [Piou, Craqueleur]
        A.deck: [Arakne, Bwork, Larve, Moskito]
        A.hand: [Tofu]
        A.deck_legal: true
        over: false
        winner: null
        refused: []
        refused_by: []
        phase: invocation
        turn: 1
      after action 2:
        Craqueleur.attacking: true
        Tofu.defending: true
        Piou.defending: false
        combat.attackers: [Piou, Craqueleur]
        combat.defenders: [Sanglier, Tofu]
      after action 4:
        pending: keep A
        combat.drop: [Arakne, Bwork, Larve]
        combat.totals: {A: 8, B: 5}
        combat.points: {Tofu: 1, Sanglier: 4}
        combat.winner: A
        combat.destroyed: [Tofu, Sanglier]
        Tofu.zone: combat
        B.pv: 17
      after combat 1:
        combat.kept: Bwork
        Tofu.zone: discard
        Tofu.owner: B
        Sanglier.zone: discard
        A.hand: [Tofu, Bwork]
        A.discard: [Arakne, Larve]
        phases: [invocation, attaquants, defenseurs, combat]
      end:
        Craqueleur.attacking: false
        active: B
        turn: 2
        combat.kept: Bwork
""")


def _run(tmp_path, text):
    path = tmp_path / "essai.yaml"
    path.write_text(HEAD + textwrap.indent(text, "    "), encoding="utf-8")
    return run_case(load(path, ROOT).cases[0])


def test_every_property_reads_what_the_combat_did(tmp_path):
    result = _run(tmp_path, CASE)
    assert result.error is None and [f.note() for f in result.failures] == []
    expected = [line for line in CASE.split("expect:\n", 1)[1].splitlines() if line.startswith("    ")]
    assert len(result.checks) == len(expected) == 53 and all(check.ok for check in result.checks)


@pytest.mark.parametrize("moment, path, wrong", [
    ("start", "A.rest", "[Geyser]"), ("start", "A.deck", "[Bwork, Arakne, Larve, Moskito]"),
    ("start", "A.mana", "[Feu, Terre]"), ("start", "A.patt", "2"), ("start", "A.deck_legal", "1"),
    ("start", "over", "0"), ("start", "Prairie.zone", "combat"), ("start", "Leader de Pierre.zone", "rest"),
    ("start", "Leader de Pierre.owner", "B"), ("start", "Leader de Pierre.equipment", "[]"),
    ("start", "Leader de Pierre.pa", "5"), ("start", "Craqueleur.attacking", "true"), ("start", "pending", "keep A"),
    ("start", "combat.winner", "A"), ("start", "A.patt", "'+2'"), ("start", "A.patt", "trois"),
    ("after action 2", "Tofu.defending", "false"), ("after action 2", "Piou.defending", "true"),
    ("after action 4", "combat.totals", "{A: 8, B: 6}"), ("after action 4", "combat.points", "[Tofu, Sanglier]"),
    ("after action 4", "combat.destroyed", "[Tofu]"), ("after action 4", "pending", "keep B"),
    ("after combat 1", "Tofu.zone", "hand"), ("after combat 1", "Tofu.owner", "A"),
    ("after combat 1", "phases", "[attaquants, invocation, defenseurs, combat]"),
    ("end", "Craqueleur.attacking", "true"),
])
def test_a_wrong_value_is_a_failure(tmp_path, moment, path, wrong):
    text = f"setup:{CASE.split('setup:', 1)[1].split('expect:')[0]}expect:\n  {moment}:\n    {path}: {wrong}\n"
    result = _run(tmp_path, text)
    assert result.error is None
    assert [(f.moment, f.path) for f in result.failures] == [(moment, path)]


@pytest.mark.parametrize("expected, actual, same", [
    ([1, 2], probe.Bag([2, 1]), True), ([1, 2], probe.Bag([2, 2]), False), ("1 2", probe.Bag(["1 2"]), False),
    ({"A": 3}, {"A": 3}, True), ({1: 3}, {"1": 3}, True), ([("A", 3)], {"A": 3}, False), ({"A": 3}, {"A": 4}, False),
    (True, 1, False), (1, True, False), (True, True, True), (False, False, True),
    ("+3", 3, True), (" 3", 3, True), ("3", 4, False), ("-3", -3, False), ("x", 3, False),
    ("X3", 3, False), ("ab", ["a", "b"], False), ([1], None, False),
    ([1, 2], ["1", "2"], True), ([2, 1], ["1", "2"], False), (None, None, True), ("a", "b", False),
])
def test_how_values_compare(expected, actual, same):
    assert probe.same(expected, actual) is same


PIECES = {"Tofu": ("A", "Tofu"), "Tofu 2": ("A", "Tofu"), "Prairie": ("B", "Prairie")}
LEADERS = ["Leader de Pierre", "Leader de Paul"]


@pytest.mark.parametrize("path, parsed, label", [
    ("winner", ("global", "winner"), "Vainqueur de la partie"), ("over", ("global", "over"), "Partie finie"),
    ("turn", ("global", "turn"), "Tour"), ("active", ("global", "active"), "Joueur actif"),
    ("phase", ("global", "phase"), "Phase en cours"), ("phases", ("global", "phases"), "Phases jouées ce tour"),
    ("refused", ("global", "refused"), "Actions refusées"),
    ("refused_by", ("global", "refused_by"), "Règles ayant refusé"),
    ("pending", ("global", "pending"), "Choix en attente"),
    ("combat.winner", ("combat", "winner"), "Vainqueur du combat"),
    ("combat.totals", ("combat", "totals"), "Totaux du combat"),
    ("combat.attackers", ("combat", "attackers"), "Attaquants"),
    ("combat.defenders", ("combat", "defenders"), "Défenseurs"),
    ("combat.destroyed", ("combat", "destroyed"), "Cartes détruites"),
    ("combat.drop", ("combat", "drop"), "Cartes piochées par le drop"),
    ("combat.kept", ("combat", "kept"), "Carte gardée du drop"),
    ("combat.points", ("combat", "points"), "Points reçus par carte"),
    ("A.pv", ("player", "A", "pv"), "PV de A"), ("B.pa", ("player", "B", "pa"), "PA de B"),
    ("A.pm", ("player", "A", "pm"), "PM de A"), ("A.patt", ("player", "A", "patt"), "PAtt du Leader de A"),
    ("A.mana", ("player", "A", "mana"), "Mana du Leader de A"), ("A.hand", ("player", "A", "hand"), "Main de A"),
    ("A.deck", ("player", "A", "deck"), "Deck de A"), ("A.discard", ("player", "A", "discard"), "Défausse de A"),
    ("A.rest", ("player", "A", "rest"), "Zone de Repos de A"),
    ("A.combat", ("player", "A", "combat"), "Zone de Combat de A"),
    ("A.equipment", ("player", "A", "equipment"), "Équipements du Leader de A"),
    ("A.leader", ("player", "A", "leader"), "Leader de A"),
    ("A.deck_legal", ("player", "A", "deck_legal"), "Deck de A légal"),
    ("Tofu.tapped", ("piece", "Tofu", "tapped"), "Tofu engagée"),
    ("Tofu 2.sick", ("piece", "Tofu 2", "sick"), "Mal d'invocation de Tofu 2"),
    ("Tofu.zone", ("piece", "Tofu", "zone"), "Zone de Tofu"), ("Tofu.patt", ("piece", "Tofu", "patt"), "PAtt de Tofu"),
    ("Tofu.drop", ("piece", "Tofu", "drop"), "Drop de Tofu"),
    ("Prairie.element", ("piece", "Prairie", "element"), "Élément choisi pour Prairie"),
    ("Prairie.owner", ("piece", "Prairie", "owner"), "Propriétaire de Prairie"),
    ("Tofu.attacking", ("piece", "Tofu", "attacking"), "Tofu attaque"),
    ("Tofu.defending", ("piece", "Tofu", "defending"), "Tofu défend"),
    ("Leader de Paul.tapped", ("leader", "Leader de Paul", "tapped"), "Leader de Paul engagé"),
    ("Leader de Paul.attacking", ("leader", "Leader de Paul", "attacking"), "Leader de Paul attaque"),
    ("Leader de Paul.defending", ("leader", "Leader de Paul", "defending"), "Leader de Paul défend"),
    ("Leader de Paul.zone", ("leader", "Leader de Paul", "zone"), "Zone de Leader de Paul"),
    ("Leader de Paul.owner", ("leader", "Leader de Paul", "owner"), "Joueur de Leader de Paul"),
    ("Leader de Paul.patt", ("leader", "Leader de Paul", "patt"), "PAtt de Leader de Paul"),
    ("Leader de Paul.pv", ("leader", "Leader de Paul", "pv"), "PV de Leader de Paul"),
    ("Leader de Paul.pa", ("leader", "Leader de Paul", "pa"), "PA de Leader de Paul"),
    ("Leader de Paul.pm", ("leader", "Leader de Paul", "pm"), "PM de Leader de Paul"),
    ("Leader de Paul.mana", ("leader", "Leader de Paul", "mana"), "Mana de Leader de Paul"),
    ("Leader de Paul.equipment", ("leader", "Leader de Paul", "equipment"), "Équipements de Leader de Paul"),
])
def test_each_path_is_parsed_and_labelled_in_french(path, parsed, label):
    assert probe.parse(path, PIECES, LEADERS) == parsed
    assert probe.label(parsed) == label


@pytest.mark.parametrize("path, message, hint", [
    ("combat.totaux", "propriété du combat inconnue : « totaux »", "vouliez-vous dire « totals » ?"),
    ("combat.qui", "propriété du combat inconnue : « qui »",
     "connues : winner, totals, attackers, defenders, destroyed, drop, kept, points"),
    ("A.pvs", "propriété de joueur inconnue : « pvs » dans « A.pvs »", "vouliez-vous dire « pv » ?"),
    ("B.quoi", "propriété de joueur inconnue : « quoi » dans « B.quoi »",
     "connues : pv, pa, pm, patt, mana, hand, deck, discard, rest, combat, equipment, leader, deck_legal"),
    ("Tofu 2.tapd", "propriété inconnue de Tofu 2 : « tapd »", "vouliez-vous dire « tapped » ?"),
    ("Tofu.pv", "propriété inconnue de Tofu : « pv »",
     "connues : tapped, sick, zone, patt, drop, element, owner, attacking, defending"),
    ("Leader de Paul.sick", "propriété inconnue de Leader de Paul : « sick »",
     "connues : tapped, zone, pv, pa, pm, patt, mana, equipment, owner, attacking, defending"),
    ("Tofou.tapped", "« Tofou.tapped » ne désigne rien dans ce cas : attendu une carte en jeu ou un Leader (Leader "
     "de Pierre, Leader de Paul, Tofu, Tofu 2, Prairie) suivi d'une propriété, A., B., combat. ou l'un de winner, "
     "over, turn, active, phase, phases, refused, refused_by, pending", "vouliez-vous dire « Tofu » ou « Tofu 2 » ?"),
    ("winer", "« winer » ne désigne rien dans ce cas : attendu une carte en jeu ou un Leader (Leader de Pierre, Leader "
     "de Paul, Tofu, Tofu 2, Prairie) suivi d'une propriété, A., B., combat. ou l'un de winner, over, turn, active, "
     "phase, phases, refused, refused_by, pending", "vouliez-vous dire « winner » ?"),
])
def test_a_path_that_names_nothing_is_refused(path, message, hint):
    with pytest.raises(UserError) as err:
        probe.parse(path, PIECES, LEADERS)
    assert (err.value.message, err.value.hint) == (message, hint)


def test_a_card_not_yet_in_play_is_where_its_card_lies(tmp_path):
    """A card the case summons later is in the deck at the start (phase 1 draws it), then in the hand, then in
    play (wakfu.turn.draw, wakfu.turn.summon-dest)."""
    body = textwrap.dedent("""\
        setup:
          phase: degagement
          A: {leader: Leader de Pierre, rest: [Alizé], deck: [Tofu, Piou]}
          B: {leader: Leader de Paul}
        actions:
          - {by: B, end_turn: true, attempt: true}
          - {by: A, summon: Tofu, pay: [Alizé]}
        expect:
          start: {Tofu.zone: deck, Tofu.owner: A}
          after action 1: {Tofu.zone: hand}
          end: {Tofu.zone: rest, Tofu.owner: A}
        """)
    result = _run(tmp_path, body)
    assert result.error is None and [f.note() for f in result.failures] == []
