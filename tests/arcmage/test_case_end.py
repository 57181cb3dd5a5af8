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


def _run_one(tmp_path, case: str):
    scenario = load(write(tmp_path, HEAD + "cases:\n" + case), ROOT)
    [case] = scenario.cases
    return run_case(case)


def test_a_case_ending_with_residents_still_to_evacuate_is_an_error_saying_what_is_owed(tmp_path):
    """arcmage.city.destroyed-residents: Deux-Ponts falls with Conscrit in it and the case ends there: B still owes
    where Conscrit goes, and the case says so, with the action to add."""
    result = _run_one(tmp_path, """\
  - name: evacuation-due
    setup:
      A: {cities: [Terrier], army: [Goule]}
      B: {cities: [{name: Deux-Ponts, card: Deux-Ponts, damage: 6, residents: [Conscrit]}, Siphon]}
    actions:
      - {by: A, attack: Deux-Ponts, with: [Goule]}
      - {by: B, blockers: {}}
    expect:
      end: {B.graveyard: [Deux-Ponts]}
""")
    assert result.error.message == ("à la fin du cas, B doit dire où va Conscrit, résidente de Deux-Ponts détruite "
                                    "({by: B, evacuate: {Conscrit: army}})")


def test_a_case_ending_before_the_blocks_says_the_attack_stops_there(tmp_path):
    """arcmage.combat.who-blocks: the case ends on A's attack, B has not declared her blockers: the result says the
    case stops in the middle of the attack, before the blocks."""
    [result] = _run(tmp_path, """\
  - name: avant-blocage
    setup:
      A: {cities: [Terrier], army: [Goule]}
      B: {cities: [Deux-Ponts], army: [Mentor]}
    actions:
      - {by: A, attack: Deux-Ponts, with: [Goule]}
    expect:
      end: {Goule.damage: 0}
""")
    assert result.unfinished == ["le cas s'arrête au milieu de l'attaque de A contre Deux-Ponts (les bloqueuses ne "
                                 "sont pas déclarées) : ce qu'il attend à la fin est lu là"]


def test_a_case_won_between_the_blocks_and_the_battles_says_the_game_ended_in_the_attack(tmp_path):
    """arcmage.victory.last: B's Choc mortel destroys A's last city after the blocks, before the battles: the game
    is over, the battles never resolve, and the result says the game ended in the middle of the attack."""
    [result] = _run(tmp_path, """\
  - name: victoire-avant-batailles
    setup:
      A: {cities: [{name: Terrier, card: Terrier, damage: 4}], army: [Goule]}
      B: {cities: [Deux-Ponts], army: [Mentor], resources: {Horde rouge: 2}, hand: [Choc mortel]}
    actions:
      - {by: A, attack: Deux-Ponts, with: [Goule]}
      - {by: B, blockers: {Goule: [Mentor]}}
      - {by: B, play: Choc mortel, target: Terrier}
      - {by: B, resolve_pile: 1}
    expect:
      end: {winner: B, Goule.damage: 0, Mentor.damage: 0}
""")
    assert result.unfinished == ["la partie s'est terminée au milieu de l'attaque de A contre Deux-Ponts (les dégâts "
                                 "ne sont pas tous répartis) : ce qu'il attend à la fin est lu là"]


def test_a_case_with_its_attack_over_leaves_nothing_unfinished(tmp_path):
    """arcmage.combat.cleanup: the battles resolve at the end of the case: nothing is left halfway."""
    [result] = _run(tmp_path, """\
  - name: attaque-finie
    setup:
      A: {cities: [Terrier], army: [Goule]}
      B: {cities: [Deux-Ponts]}
    actions:
      - {by: A, attack: Deux-Ponts, with: [Goule]}
      - {by: B, blockers: {}}
    expect:
      end: {combat.target: Deux-Ponts}
""")
    assert result.unfinished == []


def test_a_creature_discard_left_unchosen_at_the_end_is_played_for_each_option(tmp_path):
    """arcmage.ability.triggered: Malédiction des os makes B discard a creature not of the Ost des ténèbres when a
    skeleton enters; the case ends without B's choice: the end of the case plays it for each of her creatures
    (Lancier, Fantassin), one run each, the discarded one in her graveyard."""
    [result] = _run(tmp_path, """\
  - name: defausse-choisie
    setup:
      A: {cities: [Terrier], resources: {Ost des ténèbres: 3}, hand: [Archer mort-vivant]}
      B: {cities: [Deux-Ponts], army: [Lancier, Fantassin], attached: [Malédiction des os (exemple)]}
    actions:
      - {by: A, play: Archer mort-vivant}
    expect:
      end: {A.hand: []}
""")
    runs = []
    for outcome in result.outcomes:
        b = outcome.state.players["B"]
        entries = outcome.state.trace.entries[-2:]
        runs.append((b.graveyard, [p.name for p in b.army], outcome.state.pending,
                     [f"{e.rule} | {e.text}" for e in entries]))
    label = "créature défaussée (B, Malédiction des os (exemple), tour 1)"
    assert runs == [
        (["Lancier"], ["Fantassin"], None, [
            f"arcmage.turn.discard | Choix de B — {label} : Lancier (une branche sur 2 : le moteur les joue toutes)",
            "arcmage.zones.graveyard | Lancier va dans le cimetière de sa propriétaire, B (défaussée par Malédiction "
            "des os (exemple))."]),
        (["Fantassin"], ["Lancier"], None, [
            f"arcmage.turn.discard | Choix de B — {label} : Fantassin (une branche sur 2 : le moteur les joue toutes)",
            "arcmage.zones.graveyard | Fantassin va dans le cimetière de sa propriétaire, B (défaussée par "
            "Malédiction des os (exemple))."])]
