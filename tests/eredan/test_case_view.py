"""What the site and ``rulings run`` show of an Eredan case (``rulings.games.eredan.views.case_view``), as exact
French text: a character's row (its PV when only a maximum is given, its markers and runes) and the title of
each turn when the initiative is drawn (the first turn « tirée au sort », the next ones « l'autre joueur »)."""

from __future__ import annotations

from pathlib import Path

from rulings.core.scenario import load
from tests.helpers import scenario_with, write

ROOT = Path(__file__).resolve().parents[2]

NO_HP = ('    - {name: Gamma, attack: 1/1, hp: 5, text: "Personnage d\'essai.", source: {kind: reconstructed}}\n',
         '    - {name: Gamma, attack: 1/1, hp: 5, text: "Personnage d\'essai.", source: {kind: reconstructed}}\n'
         '    - {name: Delta, attack: 1/1, text: "Personnage d\'essai sans PV.", source: {kind: reconstructed}}\n')


def view(tmp_path, *changes):
    return load(write(tmp_path, scenario_with(*changes)), ROOT).cases[0].prepared.view()


def row(view, player: str, name: str) -> tuple[str, ...]:
    side = next(s for s in view.sides if s.name == f"Joueur {player}")
    return next(r for r in side.table.rows if r[0] == name)


def test_a_maximum_alone_states_the_pv_of_a_character_defined_without_them(tmp_path):
    stated = view(tmp_path, NO_HP, ("A: {characters: [Alpha]}", "A: {characters: [Alpha, {name: Delta, max_hp: 7}]}"))
    assert row(stated, "A", "Delta")[4] == "7/7"
    unstated = view(tmp_path, NO_HP, ("A: {characters: [Alpha]}", "A: {characters: [Alpha, Delta]}"))
    assert row(unstated, "A", "Delta")[4] != "7/7" and "/" not in row(unstated, "A", "Delta")[4]


def test_markers_and_runes_are_listed_one_after_the_other(tmp_path):
    shown = view(tmp_path, ("A: {characters: [Alpha]}",
                            "A: {characters: [{name: Alpha, markers: {poudre: 2, givre: 1}, runes: [Cor, Nox]}]}"))
    assert row(shown, "A", "Alpha")[6] == "poudre ×2, givre ×1, runes Cor, Nox"


def test_a_drawn_initiative_titles_the_first_turn_drawn_and_the_next_one_the_other_player(tmp_path):
    two_turns = ("    fight: {A: Alpha, B: Beta}\n    play: {A: [Frappe]}\n",
                 "    turns:\n      - fight: {A: Alpha, B: Beta}\n        play: {A: [Frappe]}\n"
                 "      - fight: {A: Alpha, B: Beta}\n")
    shown = view(tmp_path, ("    setup:\n", "    setup:\n      initiative: draw\n"), two_turns,
                 ("after Frappe:", "end of turn 1:"))
    assert [step.title for step in shown.steps] == [
        "Tour 1 (initiative : tirée au sort) — Alpha (A) contre Beta (B)",
        "Tour 2 (initiative : l'autre joueur) — Alpha (A) contre Beta (B)"]
