"""The mistakes a judge can make in a Wakfu case's actions and expectations (``rulings.games.wakfu.game``):
each is refused when the file loads, with its whole French message, its hint and the line of the faulty action
or expectation; and a case that ends while the engine still waits for a player's choice says which action to
add."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from rulings.core.errors import UserError
from rulings.core.runner import run_case
from rulings.core.scenario import load
from tests.helpers import scenario_head

ROOT = Path(__file__).resolve().parents[2]

HEAD = scenario_head("wakfu", "004_fde1b4dded370871.txt", "8. Fin de Tour") + """\
cases:
  - name: cas
"""
SETUP = """\
setup:
  A:
    leader: Leader de Pierre
    rest: [Prairie, Champ, Geyser]
    combat: [Arakne]
    hand: [Bouftou, Cape de Bouftou, Poussée d'adrénaline]
  B: {leader: Leader de Paul, combat: [Piou]}
"""


def _write(tmp_path: Path, body: str) -> tuple[Path, str]:
    text = HEAD + textwrap.indent(textwrap.dedent(body), "    ")
    path = tmp_path / "essai.yaml"
    path.write_text(text, encoding="utf-8")
    return path, text


def _refused(tmp_path: Path, body: str) -> tuple[UserError, str]:
    path, text = _write(tmp_path, body)
    with pytest.raises(UserError) as err:
        load(path, ROOT)
    return err.value, text


def _line(text: str, fragment: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if fragment in line)


END = "expect: {end: {A.pv: 20}}\n"
VERBS = "summon, play, equip, move, attack, defend, assign, keep, discard, phase, end_turn"


@pytest.mark.parametrize("action, message, hint", [
    ("{by: A, note: rien}", "l'action 1 ne dit pas ce que fait A", f"un verbe parmi : {VERBS}"),
    ("{by: A, summon: Bouftou, as: Prairie, pay: [Prairie, Champ]}",
     "« Prairie » est déjà le nom d'une autre carte de ce cas : ajoutez « as: » avec un autre nom", None),
    ("{by: A, summon: Bouftou, as: Leader de Paul, pay: [Prairie, Champ]}",
     "« Leader de Paul » est déjà le nom d'une autre carte de ce cas : ajoutez « as: » avec un autre nom", None),
    ("{by: A, summon: Bouftou, pay: [Prairie, Chmp]}",
     "« Chmp » (pay de l'action 1) n'est ni une carte en jeu ni un Leader de ce cas", "vouliez-vous dire « Champ » ?"),
    ("{by: A, summon: Bouftou, pay: [Prairie, Champ], choose: {Geyser: Feu}}",
     "choose donne un élément pour Geyser, qui n'est pas engagée (pay)", None),
    ("{by: A, equip: Cape de Bouftou, pay: [Prairie]}",
     "l'équipement Cape de Bouftou doit viser un Leader : ajoutez « target: <Leader> »", None),
    ("{by: A, move: Arakne}", "un déplacement dit où : ajoutez « to: combat » ou « to: rest »", None),
    ("{by: A, move: [Arakne, Arakn], to: rest}",
     "« Arakn » (action 1) n'est ni une carte en jeu ni un Leader de ce cas", "vouliez-vous dire « Arakne » ?"),
    ("{by: A, attack: [Arakneee]}",
     "« Arakneee » (action 1) n'est ni une carte en jeu ni un Leader de ce cas", "vouliez-vous dire « Arakne » ?"),
    ("{by: B, defend: [Pio]}",
     "« Pio » (action 1) n'est ni une carte en jeu ni un Leader de ce cas", "vouliez-vous dire « Piou » ?"),
    ("{by: A, play: Poussée d'adrénaline, pay: [Geyser], choose: {Geyser: Feu}, target: Araknee}",
     "« Araknee » (target de l'action 1) n'est ni une carte en jeu ni un Leader de ce cas",
     "vouliez-vous dire « Arakne » ?"),
    ("{by: A, assign: {pv: 1, Pioux: 2}}",
     "« Pioux » (assign de l'action 1) n'est ni une carte en jeu ni un Leader de ce "
     "cas", "vouliez-vous dire « Piou » ?"),
    ("{by: A, keep: Tofuu}", "carte inconnue : « Tofuu » (action 1)", "vouliez-vous dire « Tofu » ?"),
    ("{by: A, discard: [Bouftou, Boufto]}", "carte inconnue : « Boufto » (action 1)",
     "vouliez-vous dire « Bouftou » ?"),
    ("{by: A, end_turn: false}", "end_turn: false ne fait rien : retirez l'action", None),
    ("{by: A, summon: Bouftou, pay: [Prairie, Champ], target: Arakne}",
     "« target » n'a pas de sens avec « summon » (action 1)", None),
    ("{by: A, play: Poussée d'adrénaline, as: Poussée, pay: [Geyser], choose: {Geyser: Feu}, target: Arakne}",
     "« as » n'a pas de sens avec « play » (action 1)", None),
    ("{by: A, move: Arakne, to: rest, pay: [Prairie]}", "« pay » n'a pas de sens avec « move » (action 1)", None),
    ("{by: A, attack: [Arakne], attempt: true, to: combat}", "« to » n'a pas de sens avec « attack » (action 1)",
     None),
])
def test_a_wrong_action_is_refused_at_its_line(tmp_path, action, message, hint):
    err, text = _refused(tmp_path, SETUP + f"actions:\n  - {action}\n" + END)
    assert err.message == message
    assert err.hint == hint
    assert err.where.line == _line(text, action)


def test_an_unknown_card_to_summon_is_pointed_at_its_name(tmp_path):
    err, text = _refused(tmp_path, SETUP + "actions:\n  - by: A\n    summon: Boufou\n    pay: [Prairie, Champ]\n"
                         + END)
    assert (err.message, err.hint) == ("carte inconnue : « Boufou » (action "
                                       "1)", "vouliez-vous dire « Bouftou » ou « Tofu » ?")
    assert err.where.line == _line(text, "summon: Boufou")


def test_the_second_action_is_numbered_two(tmp_path):
    err, text = _refused(tmp_path, SETUP + "actions:\n  - {by: A, phase: mouvement}\n  - {by: A, move: Arakne}\n"
                         + END)
    assert err.message == "un déplacement dit où : ajoutez « to: combat » ou « to: rest »"
    assert err.where.line == _line(text, "move: Arakne")
    err, _ = _refused(tmp_path, SETUP + "actions:\n  - {by: A, phase: mouvement}\n  - {by: B, keep: Zzzz}\n" + END)
    assert err.message == "carte inconnue : « Zzzz » (action 2)"


@pytest.mark.parametrize("actions, moment, message, hint", [
    ("", "aftr combat "
         "1", "moment inconnu : « aftr combat 1 »", "vouliez-vous dire « after combat 1 » ou « after action 1 » ?"),
    ("", "plus tard", "moment inconnu : « plus tard »",
     "moments : start, after action N, after combat T, end of turn T, end"),
    ("", "after action 1", "moment « after action 1 » : ce cas n'a aucune action", None),
    ("  - {by: A, phase: mouvement}\n", "after action 2", "moment « after action 2 » : ce cas a 1 action", None),
    ("  - {by: A, phase: mouvement}\n  - {by: A, phase: fin}\n", "after action 3",
     "moment « after action 3 » : ce cas a 2 actions", None),
    ("  - {by: A, phase: mouvement}\n", "after action 0", "moment « after action 0 » : ce cas a 1 action", None),
    ("", "after combat 2", "moment « after combat 2 » : le tour 2 n'est pas joué dans ce cas (tours 1 à 1)", None),
    ("  - {by: A, end_turn: true}\n", "after combat 3",
     "moment « after combat 3 » : le tour 3 n'est pas joué dans ce cas (tours 1 à 2)", None),
    ("  - {by: A, end_turn: true}\n", "end of turn 2",
     "moment « end of turn 2 » : le tour 2 ne finit pas dans ce cas (ajoutez {by: …, end_turn: true})", None),
    ("", "end of turn 1",
     "moment « end of turn 1 » : le tour 1 ne finit pas dans ce cas (ajoutez {by: …, end_turn: true})", None),
])
def test_a_wrong_moment_is_refused_at_its_line(tmp_path, actions, moment, message, hint):
    body = (SETUP + ("actions:\n" + actions if actions else "")
            + f"expect:\n  start: {{A.pv: 20}}\n  {moment}: {{A.pv: 20}}\n")
    err, text = _refused(tmp_path, body)
    assert (err.message, err.hint) == (message, hint)
    assert err.where.line == _line(text, f"{moment}:")


def test_a_turn_before_the_first_one_is_refused(tmp_path):
    body = SETUP.replace("setup:\n", "setup:\n  turn: 4\n") + "expect:\n  after combat 3: {A.pv: 20}\n"
    err, _ = _refused(tmp_path, body)
    assert err.message == "moment « after combat 3 » : le tour 3 n'est pas joué dans ce cas (tours 4 à 4)"


def test_the_moments_that_are_played_are_accepted(tmp_path):
    body = SETUP.replace("setup:\n", "setup:\n  turn: 4\n") + ("actions:\n  - {by: A, end_turn: true}\n"
                                                               "expect:\n  after combat 4: {turn: 4}\n"
                                                               "  end of turn 4: {turn: 4, active: A}\n"
                                                               "  after combat 5: {turn: 5}\n"
                                                               "  after action 1: {turn: 5, active: B}\n"
                                                               "  end: {turn: 5}\n")
    path, _ = _write(tmp_path, body)
    case = load(path, ROOT).cases[0]
    assert sorted(map(str, case.prepared.checks)) == sorted(map(str, [("combat", 4), ("turn-end", 4), ("combat", 5),
                                                                      ("action", 1), ("end",)]))
    assert [case.prepared.describe(k) for k in [("start",), ("end",), ("action", 1), ("combat", 4), ("turn-end", 4)]] \
        == ["start", "end", "after action 1", "after combat 4", "end of turn 4"]
    assert case.prepared.actions[0]["turn"] == 4


def test_a_wrong_expectation_is_refused_at_its_line(tmp_path):
    err, text = _refused(tmp_path, SETUP + "expect:\n  start:\n    A.pv: 20\n    Araknee.tapped: false\n")
    assert err.where.line == _line(text, "Araknee.tapped")
    assert "Araknee" in err.message and err.hint == "vouliez-vous dire « Arakne » ?"


def test_each_check_keeps_its_line_and_label(tmp_path):
    path, text = _write(tmp_path, SETUP + "expect:\n  start:\n    A.pv: 20\n    Arakne.tapped: false\n")
    checks = load(path, ROOT).cases[0].prepared.checks[("start",)]
    assert [(c.path, c.line, c.label, c.expected, c.moment) for c in checks] == [
        ("A.pv", _line(text, "A.pv: 20"), "PV de A", 20, "start"),
        ("Arakne.tapped", _line(text, "Arakne.tapped"), "Arakne engagée", False, "start")]


def _ends_choosing(tmp_path, body: str) -> list[tuple[str, str, str, int]]:
    """A case that ends with a choice owed: every option is played (issue 27); each run's (kind, label, option,
    number of options)."""
    path, _ = _write(tmp_path, body)
    result = run_case(load(path, ROOT).cases[0])
    assert result.error is None and result.passed, result.error
    return [(c.kind, c.label, c.option, c.options) for outcome in result.outcomes for c in outcome.chosen]


def test_a_case_that_ends_while_a_hand_is_too_big_plays_every_discard(tmp_path):
    """Rule wakfu.leader.pa (« vous devrez vous défausser du surplus »): B draws at its phase 1 with a full hand; the
    case names no discard, so each card B may discard is played (it was an error before issue 27)."""
    body = """\
        setup:
          A: {leader: Leader de Pierre}
          B: {leader: {name: Leader de Paul, pa: 1}, hand: [Tofu], deck: [Piou]}
        actions:
          - {by: A, end_turn: true}
        expect: {end: {B.pv: 20}}
        """
    label = "défausse de B au-delà des PA (action 1)"
    assert _ends_choosing(tmp_path, body) == [("discard", label, "Tofu", 2), ("discard", label, "Piou", 2)]


def test_a_case_that_ends_before_the_drop_is_kept_plays_every_card_kept(tmp_path):
    """Rule wakfu.combat.drop (« il choisit une carte parmi celles-ci, la met dans sa main »): the case
    combat-drop/drop-de-trois without its last action, « keep »: each card of the drop is kept in turn."""
    body = """\
        setup:
          A: {leader: Leader de Pierre, combat: [Craqueleur, Piou], deck: [Arakne, Bwork, Larve, Moskito]}
          B: {leader: Leader de Paul, combat: [Tofu, Sanglier]}
        actions:
          - {by: A, attack: [Craqueleur, Piou]}
          - {by: B, defend: [Tofu, Sanglier]}
          - {by: A, assign: {Tofu: 1, Sanglier: 4, pv: 3}}
          - {by: B, assign: {pv: 5}}
        expect: {end: {B.pv: 17}}
        """
    label = "carte gardée du drop de A (combat du tour 1)"
    assert _ends_choosing(tmp_path, body) == [("drop-kept", label, card, 3) for card in ("Arakne", "Bwork", "Larve")]


def test_an_impossible_action_is_reported_even_when_only_the_start_is_expected(tmp_path):
    """The run goes on past « start » while actions remain: the impossible summon (no mana) is reported."""
    path, _ = _write(tmp_path, SETUP + "actions:\n  - {by: A, summon: Bouftou, pay: [Prairie]}\n"
                                       "expect: {start: {A.pv: 20}}\n")
    result = run_case(load(path, ROOT).cases[0])
    assert result.error is not None
    assert result.error.message == ("action 1 : le jeu l'interdit — les cartes engagées produisent 1 Terre pour un "
                                    "coût de 2 Terre : il manque 1 Terre : « pay: » donne tout le paiement (sans "
                                    "« pay: », chaque paiement exact est joué) [wakfu.turn.summon]")


def test_a_choice_still_owed_at_the_end_is_played_though_nothing_after_it_is_expected(tmp_path):
    """Every case is played to its end (one verdict, tests/core/test_one_verdict.py): the choice still owed at the end
    (a hand above PA) is played, every option, though only « after action 1 » is expected."""
    body = """\
        setup:
          A: {leader: Leader de Pierre}
          B: {leader: {name: Leader de Paul, pa: 1}, hand: [Tofu], deck: [Piou]}
        actions:
          - {by: A, end_turn: true}
        expect: {after action 1: {B.hand: [Tofu, Piou]}}
        """
    assert [option for _k, _l, option, _n in _ends_choosing(tmp_path, body)] == ["Tofu", "Piou"]
