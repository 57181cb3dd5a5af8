"""The end of an Arcmage case, the combat's target as an expectation and the skeleton's fallback city, in
process: a case that ends while a choice is awaited leaves its pile unresolved (nothing resolves « at the end of
the case » then), ``combat.target`` reads the attacked city's name, and a skeleton where every city is named
already gives the next player one of them (the duplicate then refused with its French message)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulings.core.errors import UserError
from rulings.core.runner import run_case
from rulings.core.scenario import load
from rulings.games.arcmage import skeleton
from rulings.games.arcmage.game import GAME
from tests.helpers import scenario_head, write

ROOT = Path(__file__).resolve().parents[2]
HEAD = scenario_head("arcmage", "002_18938faae939d5e9.txt", "Bases")


def _run(tmp_path, cases: str):
    scenario = load(write(tmp_path, HEAD + "cases:\n" + cases), ROOT)
    results = [run_case(case) for case in scenario.cases]
    for result in results:
        assert result.passed, result.error or [f.note() for f in result.failures]
    return results


def test_a_case_ending_on_an_awaited_choice_leaves_the_pile_as_it_is(tmp_path):
    [result] = _run(tmp_path, """\
  - name: pioche-en-attente
    setup:
      phase: desengagement
      A: {cities: [Terrier], deck: [Goule]}
      B: {cities: [Deux-Ponts], army: [Conscrit], resources: {Horde rouge: 2}, hand: [Choc mortel]}
    actions:
      - {by: B, play: Choc mortel, target: Conscrit}
    expect:
      end: {B.graveyard: [], Conscrit.damage: 0}
""")
    assert [(e.rule, e.text) for e in result.trace.entries[-2:]] == [
        ("arcmage.stack.pile", "Choc mortel va sur la pile (1ʳᵉ) : ses effets ne sont pas encore pris en compte."),
        ("arcmage.stack.event-response", "Chacune peut répondre à Choc mortel par un évènement.")]


def test_a_case_ending_with_the_game_over_leaves_the_pile_as_it_is(tmp_path):
    [result] = _run(tmp_path, """\
  - name: partie-finie
    setup:
      A: {cities: [{name: Terrier, card: Terrier, damage: 4}], army: [Conscrit]}
      B: {cities: [Deux-Ponts], resources: {Horde rouge: 4}, hand: [Choc mortel, Choc mortel]}
    actions:
      - {by: B, play: Choc mortel, target: Conscrit}
      - {by: B, play: Choc mortel, target: Terrier}
      - {by: B, resolve_pile: 1}
    expect:
      end: {winner: B, B.graveyard: [Choc mortel], Conscrit.damage: 0}
""")
    assert [(e.rule, e.text) for e in result.trace.entries[-3:]] == [
        ("arcmage.stack.event-discard", "Choc mortel, utilisée, va dans le cimetière de sa propriétaire, B, le tour "
                                        "même."),
        ("arcmage.play.played-vs-in-play", "Choc mortel a été jouée mais ne reste pas sur la table : elle n'est plus "
                                           "en jeu."),
        ("arcmage.victory.last", "Toutes les autres joueuses ont perdu : B gagne.")]


def test_combat_target_reads_the_attacked_city(tmp_path):
    _run(tmp_path, """\
  - name: cible
    setup:
      A: {cities: [Terrier], army: [Goule]}
      B: {cities: [Deux-Ponts]}
    actions:
      - {by: A, attack: Deux-Ponts, with: [Goule]}
    expect:
      end: {combat.target: Deux-Ponts, combat.attackers: [Goule]}
""")


def test_a_skeleton_where_every_city_is_named_gives_the_next_player_a_named_one():
    db = GAME.database(ROOT)
    cities = [n for n, c in db.cards.items() if c.type == "cite" and c.modelled]
    with pytest.raises(UserError) as err:
        skeleton.skeleton(db, "tout", {"A": cities}, {}, None)
    assert err.value.message == ("une même carte est nommée deux fois en jeu : donnez un nom à chaque exemplaire "
                                 "dans le fichier ({name: Goule 2, card: Goule})")
