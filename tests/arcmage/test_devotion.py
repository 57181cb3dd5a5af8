"""Arcmage devotion (arcmage.devotion.procedure), in-process: another city's devotion waiting on the pile does not
stop a declaration, and a devotion with a list of targets reaches its level."""

from __future__ import annotations

import pytest

from tests.arcmage.plays import Play, define, error_of, game
from tests.arcmage.story_cases import city

# --- devotion ----------------------------------------------------------------------------------------

def test_another_city_s_devotion_waiting_on_the_pile_does_not_stop_a_declaration():
    """arcmage.devotion.procedure: a city's devotees are declared all at once; only that city's own declaration
    refuses a second one. Cité de A's devotion still waits on the pile (Tourbillon sends Baron bienveillant back,
    whose leaving makes A choose a discard): A still declares Terrier's."""
    s = game(phase="devotion",
             A={"cities": [city("A", residents=["Mentor"]), {"name": "Terrier", "residents": ["Conscrit"]}],
                "army": ["Baron bienveillant"], "hand": ["Goule", "Fantassin"]},
             B={"cities": [city("B")], "hand": ["Tourbillon"], "resources": {"Aristocrates": 2}})
    play = Play(s)
    play("A", "devote", "Cité de A", **{"with": ["Mentor"]})
    play("B", "play", "Tourbillon", target="Baron bienveillant")
    play("A", "devote", "Terrier", **{"with": ["Conscrit"]})
    assert [item.name for item in s.pile] == ["dévotion de Cité de A", "dévotion de Terrier"]
    assert (s.pending.kind, s.pending.player, s.refused) == ("discard", "A", [])


def test_a_devotion_with_a_list_of_targets_reaches_its_level():
    """A devotion's target is checked against the removed cards only when it is one card's name: a list goes on to
    the level, whose « from_graveyard » asks for one creature (Arbre-esprit, level 3)."""
    s = game(phase="devotion", A={"cities": [{"name": "Bosquet", "card": "Arbre-esprit",
                                              "residents": ["Mentor", "Fantassin"]}], "graveyard": ["Goule"]})
    play = Play(s)
    play("A", "devote", "Bosquet", **{"with": ["Mentor", "Fantassin"]}, target=["Goule", "Lancier"])
    assert [item.name for item in s.pile] == ["dévotion de Bosquet"]
    assert error_of(play, "A", "resolve_pile", True) == \
        "Bosquet reprend une créature du cimetière de A : donnez-la avec « target: » (cimetière : Goule)"


def _fixed(s, reading: str, alternative: str):
    from rulings.core.chance import Chance

    s.chance = Chance(readings={reading: alternative}, fixed_readings=frozenset({reading}))
    return s


def test_a_devotee_moved_out_of_its_city_counts_with_its_card_s_loyalty_when_the_declaration_suffices():
    """arcmage.devotion.lost-devotee, with the reading lost-devotee = counted-as-declared: Garde (a Mentor, loyalty
    2), declared for Cité de A, is sent to A's army by B's event before the devotion resolves: its card's loyalty
    still counts, 2 in all."""
    db = define({"name": "Rappel (test)", "type": "evenement", "cost": 1, "target": "creature",
                 "effect": {"to_owner": True}})
    s = _fixed(game(db, phase="devotion",
                    A={"cities": [city("A", "Arbre-esprit", residents=[{"name": "Garde", "card": "Mentor"}])]},
                    B={"cities": [city("B")], "hand": ["Rappel (test)"], "resources": {"Empire": 1}}),
               "lost-devotee", "counted-as-declared")
    play = Play(s)
    play("A", "devote", "Cité de A", **{"with": ["Garde"]})
    play("B", "play", "Rappel (test)", target="Garde")
    mark = play.mark()
    play("A", "resolve_pile", True)
    assert play.since(mark)[-3:-1] == [
        "arcmage.devotion.lost-devotee | Garde, déclarée, n'est plus une résidente en jeu : sa loyauté (2) compte, la "
        "déclaration suffit.",
        "arcmage.devotion.value | Dévotion de Cité de A : 2 (déclarée) = 2."]
    assert (s.devotion, s.find("Garde").where) == ({"Cité de A": 2}, "army")


@pytest.mark.parametrize("alternative, line, value", [
    ("counted-as-declared", "Garde, déclarée, n'est plus une résidente en jeu : sa loyauté (1) compte, la déclaration "
                            "suffit.", 1),
    ("not-counted", "Garde, déclarée, n'est plus une résidente en jeu : elle n'est pas engagée et sa loyauté ne "
                    "compte pas.", 0)])
def test_a_devotee_named_apart_from_its_card_and_killed_in_response_counts_as_its_card(alternative, line, value):
    """arcmage.devotion.lost-devotee: Garde (a Fantassin, loyalty 1), declared for Cité de A, is killed by B's Choc
    mortel before the devotion resolves: gone to the graveyard, it is found by what it was when declared, and its
    card's loyalty counts when the declaration suffices."""
    s = _fixed(game(phase="devotion",
                    A={"cities": [city("A", "Arbre-esprit", residents=[{"name": "Garde", "card": "Fantassin"}])]},
                    B={"cities": [city("B")], "hand": ["Choc mortel"], "resources": {"Horde rouge": 2}}),
               "lost-devotee", alternative)
    play = Play(s)
    play("A", "devote", "Cité de A", **{"with": ["Garde"]})
    play("B", "play", "Choc mortel", target="Garde")
    mark = play.mark()
    play("A", "resolve_pile", True)
    said = play.since(mark)
    assert f"arcmage.devotion.lost-devotee | {line}" in said
    assert s.devotion == {"Cité de A": value} and s.find("Garde") is None


@pytest.mark.parametrize("killed, line, levels", [
    (False, "Le niveau 3 de Camp est atteint de nouveau : son effet permanent est renouvelé.", {3: 0}),
    (True, "La dévotion de Camp n'atteint pas le niveau 3 ce tour-ci (0 point) : son effet permanent disparaît.",
     {})])
def test_any_devotion_renews_a_permanent_level_but_a_devotion_of_zero_does_not(killed, line, levels):
    """arcmage.devotion.renew, with the reading devotion-renewal = any-devotion: Camp's permanent level 3 is
    renewed by a devotion of 1 (Fantassin), though below 3; when B kills Fantassin in response, the devotion is 0
    and the effect lapses."""
    s = _fixed(game(phase="devotion",
                    A={"cities": [{"name": "Camp", "card": "Camp militaire des cadets", "levels": [3],
                                   "residents": ["Fantassin"]}]},
                    B={"cities": [city("B")], "hand": ["Choc mortel"], "resources": {"Horde rouge": 2}}),
               "devotion-renewal", "any-devotion")
    play = Play(s)
    play("A", "devote", "Camp", **{"with": ["Fantassin"]})
    if killed:
        play("B", "play", "Choc mortel", target="Fantassin")
    mark = play.mark()
    play("A", "phase", "mise-en-jeu")
    assert play.since(mark)[-2] == f"arcmage.devotion.renew | {line}"
    assert (s.devotion, s.levels) == ({"Camp": 0 if killed else 1}, {"Camp": levels})


def test_leaving_the_devotion_phase_resolves_the_devotion_first_and_says_so():
    """arcmage.stack.closes: A declares a devotion, then plays Mentor: going on to the mise en jeu ends the devotion
    phase, which resolves the pile first (« Fin de la phase de dévotion »)."""
    s = game(phase="devotion", A={"cities": [city("A", "Arbre-esprit", residents=["Fantassin"])], "hand": ["Mentor"],
                                  "resources": {"Empire": 3}})
    play = Play(s)
    play("A", "devote", "Cité de A", **{"with": ["Fantassin"]})
    mark = play.mark()
    play("A", "play", "Mentor")
    assert play.since(mark)[:2] == [
        "arcmage.stack.closes | Fin de la phase de dévotion : plus personne ne joue d'évènement, la pile se résout du "
        "dessus vers le dessous.",
        "arcmage.devotion.devote | Fantassin est engagée : dévotion envers Cité de A."]
    assert (s.pile, s.devotion) == ([], {"Cité de A": 1})
