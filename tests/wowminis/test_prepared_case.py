"""A prepared World of Warcraft Miniatures case, its expectation paths and its database, in-process: unused input,
a hint for a misspelt path, where a define's or an action's error points, a summoned character's place, and a
choice missing at the end of the case."""

from __future__ import annotations

import pytest

from rulings.core.chance import Chance
from rulings.core.errors import UserError, Where
from rulings.core.game import ScenarioContext
from rulings.core.yamlio import load_text
from rulings.games.wowminis import database, probe
from rulings.games.wowminis.game import GAME
from tests.wowminis.cases import BASE, DB, error

# --- the prepared case, the paths, the database ------------------------------------------------------

def test_a_case_with_no_fixed_roll_has_no_unused_input_once_played():
    raw = load_text("setup:\n  A: {characters: [Guerrier]}\n  B: {characters: [Voleur]}\n"
                    "actions:\n  - {end_of_tick: 5}\nexpect: {}\n", "case.yaml")
    prepared = GAME.prepare(ScenarioContext(DB, "case.yaml"), raw)
    state = prepared.new_state(Chance(), lambda key, s: None)
    prepared.run(state)
    prepared.check_all_used(state, None)            # no chance: no fixed roll to have used


def test_a_misspelt_global_path_gets_a_hint():
    with pytest.raises(UserError) as caught:
        probe.parse("destroyd", ["A", "B"], {"Guerrier": ("A", "Guerrier")}, DB)
    assert caught.value.hint == "vouliez-vous dire « destroyed » ?"


def test_an_error_of_a_define_given_as_plain_data_points_at_its_file():
    item = {"name": "Frappe", "text": "t", "source": {"kind": "reconstructed"}, "cost": 1}
    with pytest.raises(UserError) as caught:
        database.with_define(BASE, {"abilities": [item]}, "d.yaml")
    assert caught.value.message == "« Frappe » est défini dans ce scénario mais existe déjà dans la base"
    assert caught.value.where == Where("d.yaml")


def test_a_summoned_character_named_in_adjacent_is_located_on_that_key():
    case = "setup:\n  A: {characters: [{name: Voleur, bar: [Call Fury]}]}\n  B: {characters: [Guerrier]}\n" \
           "  adjacent: [[Fury, Guerrier]]\n"
    err = error(case)
    assert err.message == ("« Fury » (adjacent) n'est pas en jeu au départ : invoqué, il entre en jeu adjacent à "
                           "personne (déplacez-le ensuite avec une action « move »)")
    assert (err.where.file, err.where.line, err.where.column) == ("case.yaml", 4, 3)


def test_an_error_of_an_action_points_at_that_action_not_the_last():
    err = error("setup:\n  A: {characters: [{name: Guerrier, bar: [Concentration]}]}\n  B: {characters: [Voleur]}\n"
                "actions:\n  - {by: A, play: Concentration, source: Voleur}\n  - {end_of_tick: 5}\n")
    assert err.message == "Voleur n'est pas un personnage de A"
    assert (err.where.line, err.where.column) == (5, 5)


def test_a_choice_missing_in_a_wave_at_the_end_of_the_case_points_at_no_action():
    """The window of Concentration closes at the end of the case (every player still to come passes); Taxe then
    triggers (B's discard, a choice between two cards the case cannot give): the error has no action to point at."""
    err = error("""
        setup:
          A: {characters: [{name: Guerrier, bar: [Concentration]}]}
          B: {characters: [{name: Voleur, attached: [Taxe]}], hand: [Potion, Élixir]}
        actions:
          - {end_of_tick: 5}
          - {by: A, play: Concentration}
    """)
    assert err.message.startswith("B doit choisir 1 carte à défausser parmi Potion, Élixir")
    assert err.where.line is None
