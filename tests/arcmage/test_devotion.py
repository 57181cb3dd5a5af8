"""Arcmage devotion (arcmage.devotion.procedure), in-process: another city's devotion waiting on the pile does not
stop a declaration, and a devotion with a list of targets reaches its level."""

from __future__ import annotations

from tests.arcmage.plays import Play, error_of, game
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
