"""The turn in Wakfu, its end and the hand limit, run in cases loaded by the test: a phase cannot be entered
twice nor a defence declared in a turn without attack, even when an earlier turn had a combat (wakfu.turn.phases,
wakfu.turn.defenders); a hand exactly at PA owes nothing, a hand two cards above owes two (wakfu.leader.pa, « une
main ne dépasse jamais les PA »); the Leader of A at 0 PV makes B win (wakfu.victory.pv); what each expectation
read at its moment stays as it was (``refused`` after action 1 is not changed by action 2); and paths naming
cards whose names hold dots or differ only by case."""

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

HEAD = scenario_head("wakfu", "004_fde1b4dded370871.txt", "8. Fin de Tour")
SETUP = """\
setup:
  A: {leader: Leader de Pierre, combat: [Arakne], deck: [Tofu]}
  B: {leader: Leader de Paul, combat: [Piou], deck: [Moskito]}
"""


def _run(tmp_path, actions: list[str], expect: str, setup: str = SETUP):
    body = setup + "actions:\n" + "".join(f"  - {a}\n" for a in actions) + f"expect: {{{expect}}}\n"
    path = tmp_path / "essai.yaml"
    path.write_text(HEAD + "cases:\n  - name: cas\n" + textwrap.indent(body, "    "), encoding="utf-8")
    return run_case(load(path, ROOT).cases[0])


def _passed(result):
    assert result.error is None, result.error
    assert result.passed, [f.note() for f in result.failures]
    return result.trace.entries


COMBAT_OF_TURN_1 = ["{by: A, attack: [Arakne]}", "{by: B, defend: [Piou]}", "{by: A, assign: {Piou: 3}}",
                    "{by: B, assign: {pv: 2}}", "{by: A, end_turn: true}"]


def test_a_defence_in_a_turn_without_attack_is_refused_even_after_an_earlier_combat(tmp_path):
    entries = _passed(_run(tmp_path, COMBAT_OF_TURN_1 + ["{by: B, phase: defenseurs, attempt: true}",
                                                         "{by: A, defend: [Arakne], attempt: true}"],
                           "end: {refused: [6, 7], refused_by: [wakfu.turn.defenders, wakfu.turn.defenders], "
                           "phase: invocation, turn: 2}"))
    assert [e.text for e in entries[-2:]] == [
        "Action 6 refusée : aucun attaquant n'a été déclaré : la phase de déclaration des défenseurs ne s'applique "
        "pas.",
        "Action 7 refusée : B n'a déclaré aucun attaquant : la déclaration des défenseurs ne s'applique pas."]


def test_the_end_of_turn_from_phase_8_and_the_rules_of_what_ends(tmp_path):
    entries = _passed(_run(tmp_path, ["{by: A, phase: combat}", "{by: A, phase: fin}", "{by: A, end_turn: true}"],
                           "end: {turn: 2, active: B}"))
    assert ("wakfu.turn.combat-mandatory", "Aucun attaquant n'a été déclaré : il n'y a pas de combat.") in \
        [(e.rule, e.text) for e in entries]
    assert [e.text for e in entries].count("A déclare la fin de son tour.") == 1


def test_the_end_of_a_patt_bonus_cites_the_card_rule(tmp_path):
    setup = SETUP.replace("combat: [Arakne], deck: [Tofu]",
                          "combat: [Arakne], rest: [Brasier], hand: [Poussée d'adrénaline], deck: [Tofu]")
    entries = _passed(_run(tmp_path, ["{by: A, play: Poussée d'adrénaline, pay: [Brasier], target: Arakne}",
                                      "{by: A, end_turn: true}"], "end: {Arakne.patt: 3}", setup))
    assert ("wakfu.cards.fields", "Fin du tour : le bonus de PAtt de Arakne (+2) prend fin.") in \
        [(e.rule, e.text) for e in entries]


def test_a_hand_exactly_at_pa_owes_nothing(tmp_path):
    setup = SETUP.replace("leader: Leader de Paul,", "leader: {name: Leader de Paul, pa: 1},")
    entries = _passed(_run(tmp_path, ["{by: A, end_turn: true}"], "end: {B.hand: [Moskito], pending: null}", setup))
    assert not any(e.rule == "wakfu.leader.pa" for e in entries)


def test_a_hand_two_cards_above_pa_owes_two(tmp_path):
    setup = """\
setup:
  A: {leader: {name: Leader de Pierre, pa: 1}, rest: [Source], hand: [Grand savoir], deck: [Tofu, Piou, Bwork]}
  B: {leader: Leader de Paul}
"""
    play = "{by: A, play: Grand savoir, pay: [Source]}"
    entries = _passed(_run(tmp_path, [play, "{by: A, discard: [Tofu, Piou]}"], "end: {A.hand: [Bwork]}", setup))
    assert "La main de A compte 3 cartes pour 1 PA : A doit défausser 2 cartes." in [e.text for e in entries]
    result = _run(tmp_path, [play, "{by: A, discard: [Tofu]}"], "end: {A.pv: 20}", setup)
    assert result.error.message == ("action 2 : le jeu l'interdit — A doit défausser exactement 2 cartes (le surplus "
                                    "au-delà des PA), pas 1 [wakfu.leader.pa]")
    result = _run(tmp_path, [play, "{by: A, phase: fin}"], "end: {A.pv: 20}", setup)
    assert result.error.message == ("action 2 : le jeu l'interdit — la main de A dépasse ses PA : ajoutez d'abord "
                                    "{by: A, discard: [<2 cartes>]} [wakfu.leader.pa]")
    result = _run(tmp_path, [play], "end: {A.pv: 20}", setup)     # the case names no discard: every pair is played
    assert result.passed
    assert [c.option for o in result.outcomes for c in o.chosen] == ["Tofu, Piou", "Tofu, Bwork", "Piou, Bwork"]


def test_the_leader_of_a_without_pv_makes_b_win(tmp_path):
    """wakfu.victory.pv: « Le premier joueur qui fait tomber les PV de son adversaire à 0 gagne »."""
    setup = """\
setup:
  A: {leader: {name: Leader de Pierre, pv: 2}, deck: [Tofu]}
  B: {leader: Leader de Paul, rest: [Brasier], deck: [Coup bas]}
"""
    entries = _passed(_run(tmp_path, ["{by: A, end_turn: true}", "{by: B, play: Coup bas, pay: [Brasier]}"],
                           "end: {over: true, winner: B}", setup))
    assert ("wakfu.victory.pv", "A n'a plus de PV : B gagne la partie.") in [(e.rule, e.text) for e in entries]


def test_both_leaders_at_0_pv_cite_the_victory_rule(tmp_path):
    setup = """\
setup:
  A: {leader: {name: Leader de Pierre, pv: 0}, rest: [Brasier], hand: [Coup bas]}
  B: {leader: {name: Leader de Paul, pv: 1}}
"""
    entries = _passed(_run(tmp_path, ["{by: A, play: Coup bas, pay: [Brasier]}"], "end: {over: true, winner: null}",
                           setup))
    assert [e.rule for e in entries if e.text.startswith("Les deux joueurs")] == ["wakfu.victory.pv"]


def test_a_value_read_at_a_moment_is_not_changed_by_later_actions(tmp_path):
    actions = ["{by: B, end_turn: true, attempt: true}", "{by: B, attack: [Piou], attempt: true}"]
    _passed(_run(tmp_path, actions, "after action 1: {refused: [1], refused_by: [wakfu.turn.end]}, "
                                    "end: {refused: [1, 2], refused_by: [wakfu.turn.end, wakfu.turn.attackers]}"))


PIECES = {"Ba": ("A", "Tofu"), "Ba.c": ("A", "Tofu"), "Tofu": ("B", "Tofu")}
LEADERS = ["Leader de Pierre", "Leader de Paul"]


def test_the_longest_name_is_tried_first():
    assert probe.parse("Ba.c.tapped", PIECES, LEADERS) == ("piece", "Ba.c", "tapped")
    assert probe.parse("Ba.tapped", PIECES, LEADERS) == ("piece", "Ba", "tapped")


@pytest.mark.parametrize("path, hint", [
    ("a.pv", "vouliez-vous dire « A » ?"), ("b.pv", "vouliez-vous dire « B » ?"),
    ("Combat.winner", "vouliez-vous dire « combat » "
                      "?"), ("Tofou.tapped.x", None), ("turnn", "vouliez-vous dire « turn » ?"),
])
def test_the_hint_for_a_path_naming_nothing(path, hint):
    with pytest.raises(UserError) as err:
        probe.parse(path, PIECES, LEADERS)
    assert err.value.message.startswith(f"« {path} » ne désigne rien dans ce cas")
    assert err.value.hint == hint


def test_no_distribution_in_a_turn_without_attack_even_after_an_earlier_combat(tmp_path):
    """wakfu.turn.combat-mandatory: B did not attack in turn 2; A's combat of turn 1 is over."""
    entries = _passed(_run(tmp_path, COMBAT_OF_TURN_1 + ["{by: B, assign: {pv: 1}, attempt: true}"],
                           "end: {refused: [6], refused_by: [wakfu.turn.combat-mandatory]}"))
    assert entries[-1].text == "Action 6 refusée : pas de combat ce tour : aucun attaquant n'a été déclaré."


def test_under_the_reading_until_owner_next_turn_sickness_ends_at_her_phase_1(tmp_path):
    """wakfu.sickness.until-end, the open reading sickness-ends read « until-owner-next-turn »: a case that starts at
    A's phase 1 with Piou still sick: Piou loses it there, and the trace cites the reading that decides it."""
    body = textwrap.dedent("""\
        readings: {sickness-ends: until-owner-next-turn}
        setup:
          phase: degagement
          A: {leader: Leader de Pierre, rest: [{name: Piou, sick: true}], deck: [Tofu]}
          B: {leader: Leader de Paul}
        expect:
          end: {Piou.sick: false}
        """)
    path = tmp_path / "essai.yaml"
    path.write_text(HEAD + "cases:\n  - name: cas\n" + textwrap.indent(body, "    "), encoding="utf-8")
    result = run_case(load(path, ROOT).cases[0])
    assert result.error is None and result.passed, result.error or [f.note() for f in result.failures]
    texts = [e.text for e in result.trace.entries]
    assert texts.index("Lecture ouverte « Quand le Mal d'invocation prend-il fin ? » : au début du prochain tour de "
                       "son joueur (« le tour » : le sien) (lecture fixée)") < \
        texts.index("Début du tour de A : Piou n'a plus le Mal d'invocation.")
