"""What the Wakfu plug-in tells the rest of the site (``rulings.games.wakfu.game``): the source document and
its sections in reading order with their groups (the coverage page), the cards a case uses that the engine does
not model (shown « non modélisé »), the summary after a run (PV, winner or « aucun »), a game object that loads
its own database, a note accepted on any action, and the hints for a misspelt moment."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from rulings.core.errors import UserError
from rulings.core.places import seeds_dir
from rulings.core.runner import run_case
from rulings.core.scenario import load
from rulings.games.wakfu.game import GAME, Wakfu
from tests.helpers import scenario_head

ROOT = Path(__file__).resolve().parents[2]

HEAD = scenario_head("wakfu", "004_fde1b4dded370871.txt", "8. Fin de Tour")


def _load(tmp_path, body: str, define: str = ""):
    path = tmp_path / "essai.yaml"
    path.write_text(HEAD + define + "cases:\n  - name: cas\n" + textwrap.indent(textwrap.dedent(body), "    "),
                    encoding="utf-8")
    return load(path, ROOT).cases[0]


def test_the_source_document_and_its_sections():
    [document] = GAME.documents(seeds_dir(ROOT))
    assert document.file == "004_fde1b4dded370871.txt" and document.newest_first is False
    sections = [(s.title, s.group) for s in document.sections]
    assert len(sections) == 17
    assert sections[:2] == [("Les Règles du JDC! Voici les règles étant en vigueur en Juin 2008 pour l'Ankama "
                             "Convention #2 à la Japan Expo:", "Principes"), ("CONDITIONS DE VICTOIRES:", "Principes")]
    assert sections[6] == ("1. Phase de dégagement:", "Le tour")
    assert sections[9] == ("4. Phase de déclaration des attaquants (facultative)", "Combat")
    assert sections[13] == ("8. Fin de Tour", "Fin du tour")
    assert sections[-1] == ("L'artisanat dans le Jeu de Carte", "Artisanat")


def test_a_new_game_object_loads_and_keeps_its_database():
    game = Wakfu()
    db = game.database(ROOT)
    assert game.database(ROOT) is db and "Bouftou" in db.cards and db is not GAME.database(ROOT)


DEFINE = """\
define:
  cards:
    - {name: Mystère, type: effet, text: "Effet inconnu.", source: {kind: reconstructed}}
    - {name: Anneau, type: equipement, text: "Bonus inconnu.", source: {kind: reconstructed}}
    - {name: Bague, type: equipement, text: "Bonus inconnu.", source: {kind: reconstructed}}
    - {name: Paysan, type: allie, job: Paysan, patt: 1, drop: 1, text: "Métier.", source: {kind: reconstructed}}
    - {name: Mineur, type: allie, job: Mineur, patt: 1, drop: 1, text: "Métier.", source: {kind: reconstructed}}
    - {name: Bûcheron, type: allie, job: Bûcheron, patt: 1, drop: 1, text: "Métier.", source: {kind: reconstructed}}
"""


def test_the_cards_a_case_uses_that_the_engine_does_not_model(tmp_path):
    body = """\
        setup:
          A:
            leader: {name: Chef, card: Leader forgeron, equipment: [Bague]}
            rest: [{name: Aide, card: Paysan}]
            combat: [{name: Garde, card: Mineur}]
            hand: [Mystère, Anneau, Apprenti forgeron]
          B: {leader: Leader de Paul, rest: [Bûcheron]}
        actions:
          - {by: A, play: Mystère, attempt: true}
          - {by: A, equip: Anneau, target: Chef, attempt: true}
          - {by: A, summon: Apprenti forgeron, attempt: true}
        expect: {end: {A.pv: 20}}
        """
    case = _load(tmp_path, body, DEFINE)
    assert case.prepared.unmodelled() == ["Anneau", "Apprenti forgeron", "Bague", "Bûcheron", "Leader forgeron",
                                          "Mineur", "Mystère", "Paysan"]


def test_the_summary_after_a_run(tmp_path):
    body = """\
        setup:
          A: {leader: {name: Leader de Pierre, pv: 0}, rest: [Brasier], hand: [Coup bas]}
          B: {leader: {name: Leader de Paul, pv: 1}}
        actions:
          - {by: A, play: Coup bas, pay: [Brasier]}
        expect: {end: {over: true}}
        """
    case = _load(tmp_path, body)
    result = run_case(case)
    assert case.prepared.summary(result.outcomes[0].state) == [("PV de A", 0), ("PV de B", -1), ("Vainqueur", "aucun")]
    body = body.replace("pv: 0}", "pv: 5}")
    case = _load(tmp_path, body)
    result = run_case(case)
    assert case.prepared.summary(result.outcomes[0].state) == [("PV de A", 5), ("PV de B", -1), ("Vainqueur", "A")]
    body = body.replace("pv: 1}", "pv: 9}")
    case = _load(tmp_path, body)
    result = run_case(case)
    assert case.prepared.summary(result.outcomes[0].state) == [("PV de A", 5), ("PV de B", 7)]


@pytest.mark.parametrize("actions, unfinished", [
    (["{by: A, attack: [Arakne]}"],
     "le cas s'arrête au milieu du combat du tour 1 (les défenseurs ne sont pas déclarés)"),
    (["{by: A, attack: [Arakne]}", "{by: A, phase: defenseurs}"],
     "le cas s'arrête au milieu du combat du tour 1 (les défenseurs ne sont pas déclarés)"),
    (["{by: A, attack: [Arakne]}", "{by: B, defend: [Tofu]}"],
     "le cas s'arrête au milieu du combat du tour 1 (les points ne sont pas tous répartis)"),
    (["{by: A, attack: [Arakne]}", "{by: B, defend: [Tofu]}", "{by: A, assign: {Tofu: 3}}",
      "{by: B, assign: {Arakne: 1}}"], None),
    ([], None),
])
def test_what_a_case_ended_in_the_middle_of_a_combat_leaves_halfway(tmp_path, actions, unfinished):
    """The site and ``rulings run`` say where a case stopped in the middle of a combat (wakfu.turn.phases); the
    phase of the defenders may be entered once attackers are declared (wakfu.turn.defenders)."""
    body = ("setup:\n  A: {leader: Leader de Pierre, combat: [Arakne]}\n  B: {leader: Leader de Paul, combat: [Tofu]}\n"
            + ("actions:\n" + "".join(f"  - {a}\n" for a in actions) if actions else "")
            + "expect: {end: {A.pv: 20}}\n")
    result = run_case(_load(tmp_path, body))
    assert result.error is None and result.passed, result.error
    assert [outcome.unfinished for outcome in result.outcomes] == [unfinished]


def test_a_note_is_accepted_on_any_action(tmp_path):
    body = """\
        setup:
          A: {leader: Leader de Pierre}
          B: {leader: Leader de Paul}
        actions:
          - {by: A, phase: fin, note: "A passe directement à la fin de son tour."}
        expect: {end: {phase: fin}}
        """
    assert run_case(_load(tmp_path, body)).passed


@pytest.mark.parametrize("moment, hint", [
    ("strat", "vouliez-vous dire « start » ?"), ("ned", "vouliez-vous dire « end » ?"),
    ("end of trun 1", "vouliez-vous dire « end of turn 1 » ?"),
])
def test_the_hint_for_a_misspelt_moment(tmp_path, moment, hint):
    body = f"""\
        setup:
          A: {{leader: Leader de Pierre}}
          B: {{leader: Leader de Paul}}
        expect: {{"{moment}": {{A.pv: 20}}}}
        """
    with pytest.raises(UserError) as err:
        _load(tmp_path, body)
    assert (err.value.message, err.value.hint) == (f"moment inconnu : « {moment} »", hint)
