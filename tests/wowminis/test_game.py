"""World of Warcraft Miniatures: the game object behind the contract — its source document and sections, its
database read from a knowledge base's ``scenarios/wowminis/database/`` (once per folder), a scenario's
``define`` entries usable in its cases, a tie in victory points (no winner, shown « aucun »), and an error met
while the last ability resolves still reported when every expected value was read before it."""

from __future__ import annotations

from textwrap import dedent

import pytest

from rulings.core.chance import Chance
from rulings.core.errors import UserError
from rulings.core.game import ScenarioContext
from rulings.core.yamlio import load_text
from rulings.games.wowminis.game import GAME, WowMinis
from rulings.games.wowminis.lines import HEADINGS, PARAGRAPHS
from tests.helpers import ROOT, cli, french_outputs, write  # noqa: F401 (fixture)
from tests.wowminis.test_errors import HEAD, check


def test_the_source_document_and_its_sections():
    document, = GAME.documents(ROOT.parent / "shared" / "seeds")
    assert document.file == "003_9e64694ce4124858.txt" and not document.newest_first
    assert len(document.sections) == len(PARAGRAPHS) == 31
    first = document.sections[0]
    assert first.title.startswith("700.1 Le texte dans les zones de texte inférieure et supérieure") \
        and first.group == "700. Les capacités" == HEADINGS["700"]
    assert document.sections[1].title == ("700.2 Il y a trois types de capacités : de réaction (react), payante "
                                          "(payment), et continue (ongoing).")
    assert [s.group for s in document.sections].count("700. Les capacités") == \
        len([n for n in PARAGRAPHS if n.startswith("700.")])


def test_the_sections_are_the_chapters_paragraphs_under_their_headings():
    """Made again here (the game makes them at import, before a test could see it): each numbered paragraph in the
    chapter's order, under the heading of its rule number (700, 701…), the headings in the order they come."""
    from rulings.games.wowminis import game

    sections = game._sections()
    assert list(sections) == [HEADINGS[n] for n in dict.fromkeys(number.split(".")[0] for number in PARAGRAPHS)]
    assert [line for lines in sections.values() for line in lines] == list(PARAGRAPHS.values())
    assert all(line.startswith(tuple(n for n, h in HEADINGS.items() if h == heading))
               for heading, lines in sections.items() for line in lines)


SRC = "source: {kind: reconstructed}"


def test_the_database_of_another_knowledge_base(tmp_path):
    folder = tmp_path / "scenarios" / "wowminis" / "database"
    folder.mkdir(parents=True)
    (folder / "base.yaml").write_text(f"characters:\n  - {{name: Ogre, health: 9, text: t, {SRC}}}\n",
                                      encoding="utf-8")
    game = WowMinis()
    db = game.database(tmp_path)
    assert list(db.characters) == ["Ogre"] and db.abilities == {}
    assert game.database(tmp_path / "scenarios" / "..") is db      # read once per folder
    assert "Ogre" not in game.database(ROOT).characters and "Guerrier" in game.database(ROOT).characters


def test_define_adds_entries_to_the_cases_of_its_scenario(tmp_path):
    text = HEAD + dedent(f"""\
        define:
          characters:
            - {{name: Ogre, health: 9, main: Frappe, text: "Figurine reconstituée : x", {SRC}}}
          abilities:
            - {{name: Massue, cost: 1, effect: [{{draw: 1}}], text: "Capacité reconstituée : x", {SRC}}}
        cases:
          - name: base
            setup:
              A: {{characters: [{{name: Ogre, bar: [Massue]}}], deck: [Potion]}}
              B: {{characters: [Voleur]}}
            actions:
              - {{by: A, play: Massue}}
            expect:
              end:
                Ogre.health: 9
                A.hand: [Potion]
    """)
    path = write(tmp_path, text)
    code, out, err = cli("check", str(path), "--kb", str(ROOT))
    assert (code, err) == (0, "") and out == "1 vérifié, 0 en échec\n"
    raw = load_text(text, str(path))
    context = GAME.scenario_context(raw, str(path), ROOT)
    assert context.file == str(path) and "Ogre" in context.db.characters and "Massue" in context.db.abilities
    assert "Ogre" not in GAME.scenario_context(load_text("id: x\n", "x.yaml"), "x.yaml", ROOT).db.characters


def test_a_tie_has_no_winner():
    """704.2c: both characters destroyed after the same wave; A and B reach the threshold together."""
    case = load_text(dedent("""\
        setup:
          victory: 2
          A: {characters: [Guerrier, {name: Arcaniste, health: 1, attached: [{name: Corruption, from: Voleur}]}]}
          B: {characters: [{name: Voleur, health: 1, attached: [{name: Corruption, from: Guerrier}]}]}
        actions:
          - {end_of_tick: 5}
          - {by: A, move: Guerrier, to: []}
        expect: {}
    """), "x.yaml")
    prepared = GAME.prepare(ScenarioContext(GAME.database(ROOT), "x.yaml"), case)
    state = prepared.new_state(Chance(), lambda key, s: None)
    with pytest.raises(UserError) as caught:
        prepared.run(state)
    assert caught.value.message == "la partie est finie (vainqueur : aucun) : l'action 2 ne peut plus être jouée"
    assert (state.over, state.winner) == (True, None)
    assert prepared.summary(state) == [("Santé de Guerrier", 6), ("Santé d'Arcaniste", "détruit"),
                                       ("Santé de Voleur", "détruit"), ("Points de victoire de A", 2),
                                       ("Points de victoire de B", 2), ("Vainqueur", "aucun")]


def test_an_error_of_the_last_resolution_is_reported(tmp_path):
    """The expected value is read after action 1, but Purge (705.1a) resolves when the case ends and its window
    closes: the discard the player did not choose is still an error."""
    code, path, err = check(tmp_path, """\
        setup:
          A: {characters: [{name: Guerrier, bar: [Purge]}], hand: [Potion, Élixir, Bombe]}
          B: {characters: [Voleur]}
        actions:
          - {by: A, play: Purge}
        expect:
          after action 1:
            Guerrier.ticks: 1
    """)
    assert code == 2 and "A doit choisir 2 cartes à défausser parmi Potion, Élixir, Bombe" in err


def test_an_error_of_a_later_action_is_reported(tmp_path):
    code, path, err = check(tmp_path, """\
        setup:
          A: {characters: [{name: Guerrier, bar: [Concentration]}]}
          B: {characters: [Voleur]}
        actions:
          - {end_of_tick: 5}
          - {by: A, play: Concentration, source: Voleur}
        expect:
          after action 1:
            Guerrier.ticks: 0
    """)
    assert code == 2 and "Voleur n'est pas un personnage de A" in err


def test_a_failing_expectation_as_the_judge_reads_it(tmp_path):
    """``rulings check`` names the moment, the line, the path, the expected and computed values; ``rulings run
    --json`` gives every check with its French moment and label, and the final summary. Frappe (2 damage,
    « attaques-soins-et-fleche ») resolves when its window closes (703.1g, 705.1)."""
    import json

    case = """\
        setup:
          A: {characters: [Guerrier]}
          B: {characters: [{name: Voleur, health: 4}]}
          adjacent: [[Guerrier, Voleur]]
        actions:
          - {by: A, play: Frappe, targets: [Voleur]}
        expect:
          after action 1:
            Voleur.health: 4
          after window 1:
            Voleur.health: 3
            Guerrier.ticks: 2
    """
    code, path, err = check(tmp_path, case)
    assert code == 1
    code, out, err = cli("check", str(path), "--kb", str(ROOT))
    assert out.splitlines()[:2] == [f"{path} : cas « base » (Essai)",
                                    "  à « after window 1 » (ligne 24) : « Voleur.health » attendu 3, le moteur "
                                    "calcule 2"]
    code, out, err = cli("run", str(path), "--json", "--kb", str(ROOT))
    result, = json.loads(out)["cases"]
    one = {"fraction": "1/1", "value": 1.0, "percent": "100 %"}
    assert result["checks"] == [
        {"moment": "after action 1", "moment_fr": "après l'action 1", "path": "Voleur.health",
         "label": "Santé de Voleur", "line": 22, "expected": 4, "ok": True, "values": [{"value": 4,
                                                                                        "probability": one}]},
        {"moment": "after window 1", "moment_fr": "après la fenêtre 1", "path": "Voleur.health",
         "label": "Santé de Voleur", "line": 24, "expected": 3, "ok": False,
         "values": [{"value": 2, "probability": one}]},
        {"moment": "after window 1", "moment_fr": "après la fenêtre 1", "path": "Guerrier.ticks",
         "label": "Tics de Guerrier", "line": 25, "expected": 2, "ok": True,
         "values": [{"value": 2, "probability": one}]}]
    assert result["failures"] == ["à « after window 1 » (ligne 24) : « Voleur.health » attendu 3, le moteur calcule 2"]
    assert result["final"] == [{"label": "Santé de Guerrier", "values": [{"value": 6, "probability": one}]},
                               {"label": "Santé de Voleur", "values": [{"value": 2, "probability": one}]}]


@pytest.mark.parametrize("roll, voleur", [("[normal, normal]", 5), ("[normal, critical]", 4),
                                          ("[critical, normal]", 4)])
def test_a_fixed_roll_is_the_roll(tmp_path, roll, voleur):
    """704.2a: Lame sacrée's critical ability (Éclat de lumière, 1 damage to each adjacent enemy) triggers only
    on a critical result; the dice the case fixes are the dice rolled, in order (dé 1, dé 2)."""
    code, path, err = check(tmp_path, f"""\
        setup:
          A: {{characters: [Lotherin]}}
          B: {{characters: [Guerrier, Voleur]}}
          adjacent: [[Lotherin, Guerrier], [Lotherin, Voleur]]
        actions:
          - {{by: A, play: Lame sacrée, targets: [Guerrier], roll: {roll}}}
        expect:
          end:
            Voleur.health: {voleur}
    """)
    assert (code, err) == (0, ""), err


def test_the_trace_counts_actions_not_turns():
    """A WoW Minis case is told by actions: its trace says « action 1 » (« T1 » read as a tick or a turn)."""
    path = next((ROOT / "scenarios" / "wowminis" / "regles").glob("*.yaml"))
    code, out, _err = cli("run", str(path), "--trace")
    assert code == 0 and "\n  action 1 " in out and "\n  T1 " not in out, out
