"""Arcmage: a malformed action or expectation is refused when the file loads, with the whole French message and
its ``file:line:column`` — an action without a verb or a player, a player not in the case, a key that makes no
sense with the verb, an unknown card or faction (with « vouliez-vous dire »), a card with options and no
``mode``, a move without ``to``, an attack without attackers, ``end_turn: false`` / ``resolve_pile: false``, and
moments that name no action or a turn the case does not play or end."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulings.core.errors import UserError
from rulings.core.scenario import load
from tests.helpers import scenario_head

ROOT = Path(__file__).resolve().parents[2]
HEAD = scenario_head("arcmage", "002_18938faae939d5e9.txt", "Bases") + """\
cases:
  - name: cas
    setup:
      A: {resources: {Horde rouge: 2}, cities: [Terrier], hand: [Choc mortel, Carpe diem, Éclair de génie]}
      B: {cities: [Deux-Ponts], army: [Goule]}
"""
END = "expect: {end: {A.tapped: 0}}"


def refused(tmp_path, actions: list[str], expect: str = END) -> str:
    body = ("    actions:\n" + "".join(f"      - {a}\n" for a in actions)) if actions else ""
    path = tmp_path / "essai.yaml"
    path.write_text(HEAD + body + "    " + expect + "\n", encoding="utf-8")
    with pytest.raises(UserError) as err:
        load(path, ROOT)
    return str(err.value).replace(str(path), "F")


@pytest.mark.parametrize("action, message", [
    ("{by: A}", "F:14:9: l'action 1 ne dit pas ce qui est fait (un verbe parmi : first_city, draw, resource, devote, "
     "play, activate, move, attack, blockers, assign, evacuate, choose, discard, found, resolve_pile, phase, "
     "end_turn)"),
    ("{play: Choc mortel}", "F:14:9: l'action 1 ne dit pas qui agit : ajoutez « by: A »"),
    ("{by: C, play: Choc mortel}", "F:14:9: C ne joue pas dans ce cas (A, B)"),
    ("{by: A, move: Goule, target: x}", "F:14:9: « target » n'a pas de sens avec « move » (action 1)"),
    ("{by: A, play: Choc mortl}",
     "F:14:9: carte inconnue : « Choc mortl » (action 1) (vouliez-vous dire « Choc mortel » ?)"),
    ("{by: A, discard: [Gooule]}",
     "F:14:9: carte inconnue : « Gooule » (action 1) (vouliez-vous dire « Goule » ou « Ghoul » ?)"),
    ("{by: A, found: Gooule}",
     "F:14:9: carte inconnue : « Gooule » (action 1) (vouliez-vous dire « Goule » ou « Ghoul » ?)"),
    ("{by: A, first_city: Gooule}",
     "F:14:9: carte inconnue : « Gooule » (action 1) (vouliez-vous dire « Goule » ou « Ghoul » ?)"),
    ("{by: A, draw: 1, resources: {Empire: [Gooule]}}",
     "F:14:9: carte inconnue : « Gooule » (action 1) (vouliez-vous dire « Goule » ou « Ghoul » ?)"),
    ("{by: A, resource: {Empire: [Gooule]}}",
     "F:14:9: carte inconnue : « Gooule » (action 1) (vouliez-vous dire « Goule » ou « Ghoul » ?)"),
    ("{by: A, draw: 1, resources: {Empir: [Goule]}}", "F:14:9: faction inconnue : « Empir » (vouliez-vous dire "
     "« Empire » ?)"),
    ("{by: A, resource: {Zzzzz: [Goule]}}", "F:14:9: faction inconnue : « Zzzzz »"),
    ("{by: A, play: Éclair de génie}",
     "F:14:9: Éclair de génie demande de choisir une option : ajoutez « mode: 1 » (1 à 2)"),
    ("{by: A, play: Éclair de génie, mode: 3}", "F:14:9: Éclair de génie n'a pas d'option 3"),
    ("{by: A, move: Goule}", "F:14:9: un déplacement dit où : « to: army » ou « to: <cité> »"),
    ("{by: A, attack: Deux-Ponts}",
     "F:14:9: une attaque nomme ses attaquantes : « with: [...] », dans l'ordre des batailles"),
    ("{by: A, attack: Deux-Ponts, with: []}",
     "F:14:9: une attaque nomme ses attaquantes : « with: [...] », dans l'ordre des batailles"),
    ("{by: A, end_turn: false}", "F:14:9: end_turn: false ne fait rien : retirez l'action"),
    ("{resolve_pile: false}", "F:14:9: resolve_pile: false ne fait rien : retirez l'action"),
])
def test_a_bad_action_is_refused_at_its_line(tmp_path, action, message):
    assert refused(tmp_path, [action]) == message


@pytest.mark.parametrize("actions, moment, message", [
    (["{by: A, end_turn: true}"], "end of turn 2",
     "F:15:14: moment « end of turn 2 » : le tour 2 ne finit pas dans ce cas (ajoutez {by: …, end_turn: true})"),
    (["{by: A, end_turn: true}"], "after combat 3",
     "F:15:14: moment « after combat 3 » : le tour 3 n'est pas joué dans ce cas (tours 1 à 2)"),
    (["{by: A, end_turn: true}"], "end of turn 0",
     "F:15:14: moment « end of turn 0 » : le tour 0 n'est pas joué dans ce cas (tours 1 à 2)"),
    (["{by: A, end_turn: true}"], "after action 2", "F:15:14: moment « after action 2 » : ce cas a 1 action"),
    (["{by: A, end_turn: true}"], "after action 0", "F:15:14: moment « after action 0 » : ce cas a 1 action"),
    (["{by: A, end_turn: true}", "{by: B, end_turn: true}"], "after action 3",
     "F:16:14: moment « after action 3 » : ce cas a 2 actions"),
    ([], "after action 1", "F:13:14: moment « after action 1 » : ce cas n'a aucune action"),
    (["{by: A, end_turn: true}"], "aftr action 1",
     "F:15:14: moment inconnu : « aftr action 1 » (vouliez-vous dire « after action 1 » ou « after combat 1 » "
     "?)"),
    (["{by: A, end_turn: true}"], "strt", "F:15:14: moment inconnu : « strt » (vouliez-vous dire « start » ?)"),
    (["{by: A, end_turn: true}"], "ennd", "F:15:14: moment inconnu : « ennd » (vouliez-vous dire « end » ?)"),
    (["{by: A, end_turn: true}"], "end of trn 1",
     "F:15:14: moment inconnu : « end of trn 1 » (vouliez-vous dire « end of turn 1 » ?)"),
    (["{by: A, end_turn: true}"], "zzzzzzzzz",
     "F:15:14: moment inconnu : « zzzzzzzzz » (moments : start, after action N, after combat T, end of turn T, end)"),
])
def test_a_moment_the_case_does_not_reach_is_refused(tmp_path, actions, moment, message):
    assert refused(tmp_path, actions, f"expect: {{{moment}: {{A.tapped: 0}}}}") == message


def test_the_turns_a_case_plays_start_at_its_setup_s_turn(tmp_path):
    path = tmp_path / "essai.yaml"
    text = HEAD.replace("    setup:\n", "    setup:\n      turn: 4\n")
    path.write_text(text + "    actions:\n      - {by: A, end_turn: true}\n"
                    "    expect: {after combat 3: {A.tapped: 0}}\n", encoding="utf-8")
    with pytest.raises(UserError) as err:
        load(path, ROOT)
    assert str(err.value).replace(str(path), "F") == (
        "F:16:14: moment « after combat 3 » : le tour 3 n'est pas joué dans ce cas (tours 4 à 5)")
    path.write_text(text + "    actions:\n      - {by: A, end_turn: true}\n"
                    "    expect: {end of turn 4: {A.tapped: 0}, after combat 5: {A.tapped: 0}}\n", encoding="utf-8")
    assert [c.moment for c in load(path, ROOT).cases[0].prepared.checks[("turn-end", 4)]] == ["end of turn 4"]


def test_an_unknown_property_is_refused_at_its_key(tmp_path):
    assert refused(tmp_path, ["{by: A, end_turn: true}"], "expect: {end: {A.tappedd: 0}}") == (
        "F:15:20: propriété de joueuse inconnue : « tappedd » dans « A.tappedd » (vouliez-vous dire « tapped » "
        "ou "
        "« untapped » ?)")
