"""Arcmage: how a case's expectations become checks — each moment (start, after action N, end of turn T, after
combat T, end) gets its key, each value its path, line and French label — and a case given as plain data (no
file, no lines: what the judge's workbench sends) is prepared and run the same way."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from rulings.core.errors import UserError
from rulings.core.game import ScenarioContext
from rulings.core.runner import run_case
from rulings.core.scenario import load
from rulings.games.arcmage.game import GAME
from tests.helpers import scenario_head

ROOT = Path(__file__).resolve().parents[2]
HEAD = scenario_head("arcmage", "002_18938faae939d5e9.txt", "Bases") + """\
cases:
  - name: cas
"""
CASE = """\
setup:
  A: {resources: {Horde rouge: 2}, cities: [Terrier], hand: [Choc mortel]}
  B: {cities: [Deux-Ponts], army: [Goule]}
actions:
  - {by: A, play: Choc mortel, target: Goule}
  - {by: A, end_turn: true}
expect:
  start: {B.army: [Goule]}
  after action 1: {pile: [Choc mortel], Goule.zone: army}
  end of turn 1: {turn: 1}
  after action 2: {turn: 2, active: B, B.graveyard: [Goule]}
  end: {A.graveyard: [Choc mortel]}
"""


def _load(tmp_path, body: str):
    path = tmp_path / "essai.yaml"
    path.write_text(HEAD + textwrap.indent(body, "    "), encoding="utf-8")
    return load(path, ROOT).cases[0]


def test_each_moment_has_its_key_and_each_value_its_line_and_label(tmp_path):
    case = _load(tmp_path, CASE.replace("  end of turn 1:", "  after combat 1: {combat.dead: []}\n  end of turn 1:"))
    found = {key: [(c.moment, c.key, c.path, c.expected, c.line, c.label) for c in checks]
             for key, checks in case.prepared.checks.items()}
    assert found == {
        ("start",): [("start", ("start",), "B.army", ["Goule"], 17, "Armée de B")],
        ("action", 1): [("after action 1", ("action", 1), "pile", ["Choc mortel"], 18, "Pile (dessous d'abord)"),
                        ("after action 1", ("action", 1), "Goule.zone", "army", 18, "Zone de Goule")],
        ("combat", 1): [("after combat 1", ("combat", 1), "combat.dead", [], 19, "Créatures mortes au combat")],
        ("turn-end", 1): [("end of turn 1", ("turn-end", 1), "turn", 1, 20, "Tour")],
        ("action", 2): [("after action 2", ("action", 2), "turn", 2, 21, "Tour"),
                        ("after action 2", ("action", 2), "active", "B", 21, "Joueuse active"),
                        ("after action 2", ("action", 2), "B.graveyard", ["Goule"], 21, "Cimetière de B")],
        ("end",): [("end", ("end",), "A.graveyard", ["Choc mortel"], 22, "Cimetière de A")],
    }


def test_a_case_is_checked_at_each_moment(tmp_path):
    """« Choc mortel » goes on the pile (arcmage.stack.pile: « Un évènement joué va sur une pile ») and destroys
    Goule once it resolves, before A's turn ends (arcmage.stack.closes: another action resolves the pile first);
    then B is active in turn 2."""
    result = run_case(_load(tmp_path, CASE))
    assert result.passed, result.error or [f.note() for f in result.failures]
    wrong = CASE.replace("after action 1: {pile: [Choc mortel]", "after action 1: {pile: []")
    result = run_case(_load(tmp_path, wrong))
    assert not result.passed and [f.path for f in result.failures] == ["pile"]


def test_a_moment_the_engine_never_reaches_is_reported(tmp_path):
    case = _load(tmp_path, CASE.replace("  end of turn 1:", "  after combat 1: {combat.dead: []}\n  end of turn 1:"))
    result = run_case(case)
    assert not result.passed and "« after combat 1 » n'arrive jamais dans ce cas" in str(result.error)


PLAIN = {"setup": {"A": {"resources": {"Horde rouge": 2}, "cities": ["Terrier"], "hand": ["Choc mortel"]},
                   "B": {"cities": ["Deux-Ponts"], "army": ["Goule"]}},
         "actions": [{"by": "A", "play": "Choc mortel", "target": "Goule"}],
         "expect": {"start": {"B.army": ["Goule"]}, "after action 1": {"B.graveyard": ["Goule"]}}}


def test_a_case_given_as_plain_data_has_no_lines():
    prepared = GAME.prepare(ScenarioContext(GAME.database(ROOT), "atelier"), PLAIN)
    checks = [(c.key, c.path, c.line) for key in prepared.checks for c in prepared.checks[key]]
    assert checks == [(("start",), "B.army", None), (("action", 1), "B.graveyard", None)]
    assert prepared.actions[0]["play"] == "Choc mortel" and prepared.actions[0]["n"] == 1


@pytest.mark.parametrize("expect, message", [
    ({"end": {"A.tappedd": 0}}, "<entrée>: propriété de joueuse inconnue : « tappedd » dans « A.tappedd » "
                                "(vouliez-vous dire « tapped » ou « untapped » ?)"),
    ({"after action 9": {"A.tapped": 0}}, "<entrée>: moment « after action 9 » : ce cas a 1 action"),
])
def test_a_plain_case_s_errors_have_no_place(expect, message):
    with pytest.raises(UserError) as err:
        GAME.prepare(ScenarioContext(GAME.database(ROOT), "atelier"), {**PLAIN, "expect": expect})
    assert str(err.value) == message


def test_the_source_document_and_its_sections():
    """The page « Assemblage de Règles Chouettes » (seeds 002_18938faae939d5e9.txt): its 54 sections, in reading
    order, each under the heading the site lists it."""
    (document,) = GAME.documents(ROOT)
    assert document.file == "002_18938faae939d5e9.txt" and document.newest_first is False
    assert len(document.sections) == 54
    assert (document.sections[0].title, document.sections[0].group) == ("Bases", "Principes")
    assert (document.sections[-1].title, document.sections[-1].group) == (
        "Avertissements et autres informations", "Avertissements")
    assert [s.group for s in document.sections].count("Combat") == 5


def test_a_new_plug_in_loads_the_database_once_per_folder(tmp_path):
    from rulings.games.arcmage.game import Arcmage

    game = Arcmage()
    first = game.database(ROOT)
    assert game.database(ROOT) is first and game.database(ROOT / "." / "tests" / "..") is first
    assert first.lookup("Ghoul") == "Goule" and len(first.cards) == len(GAME.database(ROOT).cards)


def test_what_an_action_keeps_once_prepared(tmp_path):
    """Each action keeps its number, verb, place, attempt flag and turn (an end of turn starts the next); card
    names are the database's; a creature played ``as`` a name can be expected under that name."""
    case = _load(tmp_path, """\
setup:
  A: {resources: {Horde rouge: 4}, cities: [Terrier], hand: [Ghoul, Éclair de génie, Goule]}
  B: {cities: [Deux-Ponts]}
actions:
  - {by: A, play: Ghoul, as: G9, attempt: true, note: « une note »}
  - {by: A, end_turn: true}
  - {by: B, discard: [Ghoul], attempt: true}
  - {by: B, play: Éclair de génie, mode: 1}
  - {by: B, play: Éclair de génie, mode: 2}
expect: {end: {G9.zone: army}}
""")
    prepared = case.prepared
    kept = [(a["n"], a["verb"], a["where"].line, bool(a.get("attempt")), a["turn"]) for a in prepared.actions]
    assert kept == [(1, "play", 14, True, 1), (2, "end_turn", 15, False, 1), (3, "discard", 16, True, 2),
                    (4, "play", 17, False, 2), (5, "play", 18, False, 2)]
    assert prepared.actions[0]["play"] == "Goule" and prepared.actions[2]["discard"] == ["Goule"]
    assert prepared.names.pieces["G9"] == ("A", "Goule")
    assert [c.parsed for c in prepared.checks[("end",)]] == [("piece", "G9", "zone")]


def test_only_a_creature_played_as_a_name_gets_it(tmp_path):
    with pytest.raises(UserError, match="« X9.zone » ne désigne rien dans ce cas"):
        _load(tmp_path, """\
setup:
  A: {resources: {Horde rouge: 4}, cities: [Terrier], hand: [Choc mortel]}
  B: {cities: [Deux-Ponts], army: [Goule]}
actions:
  - {by: A, play: Choc mortel, target: Goule, as: X9}
expect: {end: {X9.zone: army}}
""")


def test_a_plain_define_is_placed_in_the_scenario_s_file():
    from rulings.core.errors import Where

    raw = {"define": {"cards": [{"name": "Bête", "type": "magie", "faction": "Empire", "text": "x",
                                 "source": {"kind": "reconstructed"}}]}}
    context = GAME.scenario_context(raw, "atelier", ROOT)
    assert context.db.where["Bête"] == Where("atelier") and context.file == "atelier"
    assert GAME.scenario_context({}, "atelier", ROOT).db is GAME.database(ROOT)


def test_a_move_with_its_destination_and_an_attack_with_its_attackers_load(tmp_path):
    case = _load(tmp_path, """\
setup:
  phase: attaque
  A: {cities: [Terrier], army: [Goule]}
  B: {cities: [Deux-Ponts]}
actions:
  - {by: A, attack: Deux-Ponts, with: [Goule], attempt: true}
  - {by: A, move: Goule, to: Terrier, attempt: true}
expect: {end: {Goule.zone: army}}
""")
    assert [(a["verb"], a.get("with"), a.get("to")) for a in case.prepared.actions] == [
        ("attack", ["Goule"], None), ("move", None, "Terrier")]


def test_a_case_that_ends_before_a_discard_plays_every_discard_the_player_may_choose(tmp_path):
    """arcmage.turn.discard (« Défausse jusqu'à 7 cartes »): A reaches her discard phase with 9 cards and must
    discard 2; a case that stops there leaves the cards to her choice (issue 27): every pair her hand allows is
    played (9 different pairs of Goule ×3, Mentor ×3, Choc mortel ×2, Carpe diem), and what holds for every pair
    passes; what holds for one pair only fails, unless the case fixes the pair by its label."""
    hand = "[Goule, Goule, Goule, Mentor, Mentor, Mentor, Choc mortel, Choc mortel, Carpe diem]"
    case = _load(tmp_path, f"""\
setup:
  A: {{cities: [Terrier], hand: {hand}}}
  B: {{cities: [Deux-Ponts]}}
actions:
  - {{by: A, phase: defausse}}
expect: {{end: {{A.sizes: {{hand: 7, deck: 0, graveyard: 2, reserve: 0, kingdom: 1, army: 0}}}}}}
""")
    result = run_case(case)
    assert result.passed, result.error
    assert len(result.groups) == 9
    label = "cartes défaussées (A, phase de défausse, tour 1)"
    assert [c.label for c in result.free_choices] == [label]
    one = _load(tmp_path, f"""\
setup:
  A: {{cities: [Terrier], hand: {hand}}}
  B: {{cities: [Deux-Ponts]}}
actions:
  - {{by: A, phase: defausse}}
expect: {{end: {{A.graveyard: [Goule, Goule]}}}}
""")
    assert not run_case(one).passed
    fixed = _load(tmp_path, f"""\
setup:
  A: {{cities: [Terrier], hand: {hand}}}
  B: {{cities: [Deux-Ponts]}}
choices: {{"{label}": Goule et Goule}}
actions:
  - {{by: A, phase: defausse}}
expect: {{end: {{A.graveyard: [Goule, Goule]}}}}
""")
    assert run_case(fixed).passed


def test_expectations_written_as_a_block_have_their_own_lines(tmp_path):
    case = _load(tmp_path, CASE.replace("  end: {A.graveyard: [Choc mortel]}\n",
                                        "  end:\n    A.graveyard: [Choc mortel]\n    B.graveyard: [Goule]\n"))
    assert [(c.path, c.line) for c in case.prepared.checks[("end",)]] == [("A.graveyard", 22), ("B.graveyard", 23)]


def test_the_unmodelled_cards_a_case_uses(tmp_path):
    """A case names the cards whose text the engine does not model (``modelled: false`` in the database): in
    play, in hand, in the graveyard or the reserve, and played."""
    case = _load(tmp_path, """\
setup:
  A: {resources: {Enfants de Gaïa: 3}, cities: [Terrier], hand: [Grassroots], graveyard: [Mounted Eagle],
      reserve: [Armory]}
  B: {cities: [Siphon], army: [Goule]}
actions:
  - {by: A, play: Racines, target: Goule, x: 1}
expect: {end: {A.tapped: 0}}
""")
    assert case.prepared.unmodelled() == ["Aigle monté", "Armurerie", "Racines", "Siphon"]
    played = _load(tmp_path, """\
setup:
  A: {resources: {Enfants de Gaïa: 3}, cities: [Terrier]}
  B: {cities: [Deux-Ponts], army: [Goule]}
actions:
  - {by: A, play: Racines, target: Goule, x: 1}
expect: {end: {A.tapped: 0}}
""")
    assert played.prepared.unmodelled() == ["Racines"]


NINE = "[Goule, Goule, Goule, Mentor, Mentor, Mentor, Choc mortel, Choc mortel, Carpe diem]"


def test_an_action_the_engine_refuses_as_a_mistake_is_reported_at_its_line(tmp_path):
    """arcmage.turn.discard: with 9 cards in her discard phase A must discard 2 before any other action; playing a
    card anyway is a refusal a player may meet at the table: without « attempt » the case's mistake, reported at the
    action's line with its rule — even when only « start » is expected; with it, recorded as refused.  (Ending her
    turn is not refused: it plays the discard as her choice, tests/arcmage/test_phases.py.)"""
    for expect in ("expect: {end: {A.tapped: 0}}", "expect: {start: {A.tapped: 0}}"):
        case = _load(tmp_path, f"""\
setup:
  phase: defausse
  A: {{cities: [Terrier], hand: {NINE}}}
  B: {{cities: [Deux-Ponts]}}
actions:
  - {{by: A, play: Goule}}
{expect}
""")
        result = run_case(case)
        assert not result.passed and str(result.error) == (
            f"{tmp_path / 'essai.yaml'}:15:9: action 1 : le jeu l'interdit — A doit défausser 2 cartes "
            "({by: A, discard: […]}) avant toute autre action [arcmage.turn.discard] (pour montrer que le jeu la "
            "refuse, ajoutez « attempt: true » à l'action)"), expect
    case = _load(tmp_path, f"""\
setup:
  phase: defausse
  A: {{cities: [Terrier], hand: {NINE}}}
  B: {{cities: [Deux-Ponts]}}
actions:
  - {{by: A, play: Goule, attempt: true}}
  - {{by: A, discard: [Goule], attempt: true}}
  - {{by: A, discard: [Goule, Goule]}}
  - {{by: A, end_turn: true}}
expect: {{end: {{refused: [1, 2], refused_by: [arcmage.turn.discard, arcmage.turn.discard], active: B}}}}
""")
    assert run_case(case).passed
