"""The situation of a Wakfu case (``setup:``, ``rulings.games.wakfu.setup``): every impossible situation is
refused when the file loads, with its whole French message and the line of the faulty entry; and a legal one
starts exactly as written (defaults: turn 1, A active, phase 2; the Leader's and the pieces' own values), with
the start of the game traced in French."""

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


def _write(tmp_path: Path, body: str) -> tuple[Path, str]:
    text = HEAD + textwrap.indent(textwrap.dedent(body), "    ")
    path = tmp_path / "essai.yaml"
    path.write_text(text, encoding="utf-8")
    return path, text


def _refused(tmp_path: Path, setup: str) -> tuple[UserError, str]:
    path, text = _write(tmp_path, "setup:\n" + textwrap.indent(textwrap.dedent(setup), "  ")
                        + "expect: {end: {A.pv: 20}}\n")
    with pytest.raises(UserError) as err:
        load(path, ROOT)
    return err.value, text


def _line(text: str, fragment: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if fragment in line)


B = "B: {leader: Leader de Paul}\n"


@pytest.mark.parametrize("setup, message, hint, fragment", [
    ("A: {leader: Leader de Pierr}\n" + B,
     "carte inconnue : « Leader de Pierr » (Leader de "
     "A)", "vouliez-vous dire « Leader de Pierre », « Leader de Paul » ou « Leader forgeron » ?", "A: {"),
    ("A: {leader: Personne}\n" + B,
     "carte inconnue : « Personne » (Leader de A)", "définissez-la sous « define: cards: »", "A: {"),
    ("A: {leader: Leader de Pierre}\nB:\n  leader: {name: Chef, card: Prairie}\n",
     "Prairie n'est pas un Leader (générateur de mana)", None, "{name: Chef"),
    ("A: {leader: {name: Leader de Pierre, equipment: [Tofu]}}\n" + B,
     "Tofu n'est pas un équipement", None, "A: {"),
    ("A: {leader: {name: Leader de Pierre, equipment: [Cape]}}\n" + B,
     "carte inconnue : « Cape » (équipement du Leader de A)", None, "A: {"),
    ("A:\n  leader: Leader de Pierre\n  rest: [Prairie, Soin express]\n" + B,
     "Soin express (carte à effet) ne se trouve pas en Zone de Repos",
     "le Leader a son propre emplacement ; équipements : « equipment » du Leader ; cartes à effets : à la "
     "Défausse une fois jouées", "rest: ["),
    ("A:\n  leader: Leader de Pierre\n  combat:\n    - Cape de Bouftou\n" + B,
     "Cape de Bouftou (équipement) ne se trouve pas en Zone de Combat",
     "le Leader a son propre emplacement ; équipements : « equipment » du Leader ; cartes à effets : à la "
     "Défausse une fois jouées", "- Cape de Bouftou"),
    ("A:\n  leader: Leader de Pierre\n  combat:\n    - Prairie\n" + B,
     "Prairie n'est ni une créature ni un allié : elle ne se trouve pas en Zone de Combat", None, "- Prairie"),
    ("A:\n  leader: Leader de Pierre\n  rest:\n    - {name: Prairie, sick: true}\n" + B,
     "Prairie n'est ni une créature ni un allié : pas de Mal d'invocation", None, "- {name: Prairie"),
    ("A:\n  leader: Leader de Pierre\n  combat:\n    - {name: Tofu, sick: true}\n" + B,
     "Tofu a le Mal d'invocation : elle ne peut pas être en Zone de Combat", None, "- {name: Tofu"),
    ("A:\n  leader: Leader de Pierre\n  rest:\n    - {name: Prairie, element: Terre}\n" + B,
     "Prairie n'a pas plusieurs éléments : retirez « element »", None, "- {name: Prairie"),
    ("A:\n  leader: Leader de Pierre\n  rest:\n    - {name: Geyser, element: Air}\n" + B,
     "Geyser produit Eau ou Feu, pas Air", None, "- {name: Geyser"),
    ("A:\n  leader: Leader de Pierre\n  rest:\n    - {name: Prairie, patt: 2}\n" + B,
     "Prairie n'est ni une créature ni un allié : pas de « patt »", None, "- {name: Prairie"),
    ("A:\n  leader: Leader de Pierre\n  rest:\n    - {name: Prairie, drop: 2}\n" + B,
     "Prairie n'est ni une créature ni un allié : pas de « drop »", None, "- {name: Prairie"),
    ("A:\n  leader: Leader de Pierre\n  rest:\n    - Prairie\n    - {name: Prairie, tapped: true}\n" + B,
     "deux cartes en jeu s'appellent « Prairie » : donnez un nom à chaque exemplaire, "
     "{name: Prairie 2, card: Prairie}", None, "tapped: true"),
    ("A:\n  leader: Leader de Pierre\n  rest:\n    - {name: Leader de Paul, card: Prairie}\n" + B,
     "deux cartes en jeu s'appellent « Leader de Paul » : donnez un nom à chaque exemplaire, "
     "{name: Leader de Paul 2, card: Leader de Paul}", None, "B: {"),
    ("A:\n  leader: Leader de Pierre\n  rest:\n    - Prairi\n" + B,
     "carte inconnue : « Prairi » (rest de A)", "vouliez-vous dire « Prairie » ou « Brasier » ?", "- Prairi"),
    ("A:\n  leader: Leader de Pierre\n  combat:\n    - Tof\n" + B,
     "carte inconnue : « Tof » (combat de A)", "vouliez-vous dire « Tofu » ?", "- Tof"),
    ("A:\n  leader: Leader de Pierre\n  hand:\n    - Piou\n    - Tof\n" + B,
     "carte inconnue : « Tof » (hand de A)", "vouliez-vous dire « Tofu » ?", "- Tof"),
    ("A:\n  leader: Leader de Pierre\n  deck:\n    - Pio\n" + B,
     "carte inconnue : « Pio » (deck de A)", "vouliez-vous dire « Piou » ?", "- Pio"),
    ("A:\n  leader: Leader de Pierre\n" + "B:\n  leader: Leader de Paul\n  discard:\n    - Bwrk\n",
     "carte inconnue : « Bwrk » (discard de B)", "vouliez-vous dire « Bwork » ?", "- Bwrk"),
    ("A:\n  leader: {name: Leader de Pierre, pm: 1}\n  combat: [Tofu, Piou]\n" + B,
     "la Zone de Combat de A a 2 cartes pour 1 PM", None, "A:"),
    ("A:\n  leader: Leader de Pierre\n  combat: [Tofu, Piou, Arakne, Bwork]\n" + B,
     "la Zone de Combat de A a 4 cartes pour 3 PM", None, "A:"),
])
def test_an_impossible_situation_is_refused_at_its_line(tmp_path, setup, message, hint, fragment):
    err, text = _refused(tmp_path, setup)
    assert err.message == message
    if hint is not None:
        assert err.hint == hint
    assert err.where.line == _line(text, fragment)


def test_equipment_bonuses_count_towards_the_limits(tmp_path):
    """Bottes de course give +1 PM (and Cape de Bouftou none): four fighters fit in a Combat Zone of 3 + 1 PM."""
    ok = ("A:\n  leader: {name: Leader de Pierre, equipment: [Bottes de course, Cape de Bouftou]}\n"
          "  combat: [Tofu, Piou, Arakne, Bwork]\n" + B)
    path, _ = _write(tmp_path, "setup:\n" + textwrap.indent(ok, "  ") + "expect: {start: {A.pm: 4, A.patt: 3}}\n")
    assert run_case(load(path, ROOT).cases[0]).passed
    too_many = ok.replace("Bwork]", "Bwork, Moskito]")
    err, _ = _refused(tmp_path, too_many)
    assert err.message == "la Zone de Combat de A a 5 cartes pour 4 PM"
    full_hand = "A:\n  leader: {name: Leader de Pierre, pa: 1, pm: 0}\n  hand: [Tofu]\n" + B
    path, _ = _write(tmp_path, "setup:\n" + textwrap.indent(full_hand, "  ") + "expect: {start: {A.hand: [Tofu]}}\n")
    assert run_case(load(path, ROOT).cases[0]).passed


def test_a_legal_situation_starts_as_written(tmp_path):
    body = """\
        setup:
          A:
            leader: {name: Chef, card: Leader de Pierre, pv: 7, tapped: true, pa: 4, pm: 2, patt: 5,
                     equipment: [Cape de Bouftou]}
            rest: [{name: Geyser, element: Feu, tapped: true}, {name: Tofu 2, card: Tofu, sick: true}]
            combat: [{name: Arakne, patt: 6, drop: 3}]
            hand: [Piou]
            deck: [Bwork, Moskito]
            discard: [Larve]
          B:
            leader: Leader de Paul
        expect:
          start:
            A.pv: 7
            A.pa: 4
            A.pm: 2
            A.patt: 6
            Chef.tapped: true
            Chef.equipment: [Cape de Bouftou]
            Geyser.tapped: true
            Geyser.element: Feu
            Tofu 2.sick: true
            Tofu 2.tapped: false
            Arakne.patt: 6
            Arakne.drop: 3
            Arakne.zone: combat
            Arakne.sick: false
            A.hand: [Piou]
            A.deck: [Bwork, Moskito]
            A.discard: [Larve]
            B.pv: 20
            Leader de Paul.tapped: false
            turn: 1
            active: A
            phase: invocation
            phases: [invocation]
            A.deck_legal: true
        """
    path, _ = _write(tmp_path, body)
    result = run_case(load(path, ROOT).cases[0])
    assert result.passed, [f.note() for f in result.failures] + [str(result.error)]
    texts = [e.text for e in result.trace.entries]
    assert texts[:2] == [
        "A commence avec Chef, son Leader (PV 7, PA 4, PM 2, PAtt 6, mana 1 Terre + 1 Feu).",
        "B commence avec Leader de Paul, son Leader (PV 20, PA 6, PM 3, PAtt 2, mana 1 Eau + 1 Air).",
    ]
    assert [e.rule for e in result.trace.entries[:2]] == ["wakfu.leader.start", "wakfu.leader.start"]


def test_turn_active_and_phase_are_taken_from_the_setup(tmp_path):
    body = """\
        setup:
          turn: 3
          active: B
          phase: mouvement
          A: {leader: Leader de Pierre}
          B: {leader: Leader de Paul}
        expect:
          start: {turn: 3, active: B, phase: mouvement, phases: [mouvement]}
        """
    path, _ = _write(tmp_path, body)
    result = run_case(load(path, ROOT).cases[0])
    assert result.passed, [f.note() for f in result.failures] + [str(result.error)]
    assert {(e.turn, e.rule) for e in result.trace.entries} == {(3, "wakfu.leader.start")}


def test_two_leaders_among_a_players_cards_make_the_deck_illegal(tmp_path):
    body = """\
        setup:
          A: {leader: Leader de Pierre, hand: [Leader forgeron], deck: [Leader de Paul]}
          B: {leader: Leader de Paul, discard: [Tofu]}
        expect:
          start: {A.deck_legal: false, B.deck_legal: true}
        """
    path, _ = _write(tmp_path, body)
    result = run_case(load(path, ROOT).cases[0])
    assert result.passed, [f.note() for f in result.failures] + [str(result.error)]
    one = [e for e in result.trace.entries if e.rule == "wakfu.leader.one"]
    assert [e.text for e in one] == [
        "Les cartes de A comptent 3 Leaders (Leader de Pierre, Leader forgeron, Leader de Paul) : un deck n'en a "
        "qu'un, celui-ci est illégal."]


@pytest.mark.parametrize("setup, message, fragment", [
    ("A: {leader: Leader de Pierre}\nB:\n  combat: [Tofu, Piou]\n  leader: {name: Leader de Paul, pm: 1}\n",
     "la Zone de Combat de B a 2 cartes pour 1 PM", "B:"),
    ("A: {leader: Leader de Pierre}\nB:\n  hand: [Tofu]\n  leader: Zorglub\n",
     "carte inconnue : « Zorglub » (Leader de B)", "leader: Zorglub"),
    ("A: {leader: Leader de Pierre}\nB:\n  hand: [Tofu]\n  leader:\n    name: Chef\n    card: Prairie\n",
     "Prairie n'est pas un Leader (générateur de mana)", "name: Chef"),
])
def test_errors_of_the_second_player_point_at_its_own_lines(tmp_path, setup, message, fragment):
    err, text = _refused(tmp_path, setup)
    assert err.message == message
    assert err.where.line == _line(text, fragment)


def test_only_the_pa_bonus_of_an_equipment_raises_the_hand_limit(tmp_path):
    """wakfu.equipment.bonus: an equipment's bonus counts in the situation; Bottes de course give PM, not PA."""
    define = ("define:\n  cards:\n    - {name: Sac, type: equipement, bonus: {pa: 1}, text: \"PA +1.\", "
              "source: {kind: reconstructed}}\n")
    fits = ("setup:\n  A:\n    leader: {name: Leader de Pierre, pa: 1, equipment: [Sac]}\n    hand: [Tofu, Piou]\n"
            "  B: {leader: Leader de Paul}\nexpect: {start: {A.pa: 2}}\n")
    text = HEAD.replace("cases:", define + "cases:") + textwrap.indent(fits, "    ")
    path = tmp_path / "essai.yaml"
    path.write_text(text, encoding="utf-8")
    assert run_case(load(path, ROOT).cases[0]).passed
    path.write_text(text.replace("hand: [Tofu, Piou]", "hand: [Tofu, Piou, Bwork]"), encoding="utf-8")
    def discards() -> list[str]:          # the discard the case does not name: every option played (issue 27)
        result = run_case(load(path, ROOT).cases[0])
        assert result.error is None
        return [c.option for o in result.outcomes for c in o.chosen if c.kind == "discard"]
    assert discards() == ["Tofu", "Piou", "Bwork"]          # 3 cards for 2 PA
    path.write_text(text.replace("equipment: [Sac]", "equipment: [Bottes de course]"), encoding="utf-8")
    assert discards() == ["Tofu", "Piou"]                   # 2 cards for 1 PA


def test_a_hand_above_its_pa_in_the_setup_owes_its_discard_first(tmp_path):
    """wakfu.leader.pa (« Au delà, vous devrez vous défausser du surplus »): a situation may start with a hand above
    the PA; the surplus is owed before any other action, the active player's first, then the other's."""
    setup = ("setup:\n  A:\n    leader: {name: Leader de Pierre, pa: 1}\n    hand: [Tofu, Piou]\n"
             "  B:\n    leader: {name: Leader de Paul, pa: 1}\n    hand: [Bwork, Larve, Arakne]\n"
             "actions:\n  - {by: B, discard: [Bwork, Larve], attempt: true}\n  - {by: A, discard: [Tofu]}\n"
             "  - {by: B, discard: [Bwork, Larve]}\n"
             "expect:\n  after action 1: {pending: discard A}\n  after action 2: {refused: [1], pending: discard B}\n"
             "  end: {A.hand: [Piou], B.hand: [Arakne], B.discard: [Bwork, Larve]}\n")
    path = tmp_path / "essai.yaml"
    path.write_text(HEAD + textwrap.indent(setup, "    "), encoding="utf-8")
    result = run_case(load(path, ROOT).cases[0])
    assert result.passed, result.error or [f.note() for f in result.failures]
    texts = [e.text for e in result.trace.entries]
    assert "La main de A compte 2 cartes pour 1 PA : A doit défausser 1 carte." in texts
    assert "La main de B compte 3 cartes pour 1 PA : B doit défausser 2 cartes." in texts
