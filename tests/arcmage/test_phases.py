"""The phases of an Arcmage turn, in-process: the phases skipped when the game ends on the way are still said, a
turn does not end before the discard it requires, and a player who may not draw draws nothing."""

from __future__ import annotations

from rulings.games.arcmage.setup import start
from tests.arcmage.plays import Play, define, error_of, game
from tests.arcmage.story_cases import city

# --- phases ------------------------------------------------------------------------------------------

def test_phases_skipped_when_the_game_ends_on_the_way_are_still_said():
    """Going from the attack to the discard phase: the attack is fought when the phase ends, B's last city falls
    and A wins (arcmage.victory.last); the optional phase passed on the way is still said (arcmage.turn.optional)."""
    s = game(A={"cities": [city("A")], "army": ["Goule"]}, B={"cities": [city("B", damage=6)]})
    play = Play(s)
    play("A", "attack", "Cité de B", **{"with": ["Goule"]})
    play("A", "phase", "defausse")
    assert play.since(play.mark() - 2) == [
        "arcmage.victory.last | Toutes les autres joueuses ont perdu : A gagne.",
        "arcmage.turn.optional | A ne fait rien en phase 6 (deuxième mise en jeu) : ces phases sont optionnelles."]
    assert (s.over, s.winner) == (True, "A")


def test_a_turn_does_not_end_before_the_discard_it_requires():
    """arcmage.turn.discard: with 8 cards, A must discard down to 7 before her turn ends; the case names no card,
    so the card is her choice (issue 27), here forced: 8 Goules, one way to discard one."""
    s = game(A={"cities": [city("A")], "hand": ["Goule"] * 8})
    play = Play(s)
    play("A", "end_turn")
    assert s.players["A"].hand == ["Goule"] * 7 and s.players["A"].graveyard == ["Goule"] and s.active == "B"
    assert "Choix de A — cartes défaussées (A, phase de défausse, tour 1) : Goule (seule option permise)" in \
        play.texts()


def test_ending_the_turn_from_the_discard_phase_plays_the_owed_discard_as_her_choice():
    """The same turn ended from the discard phase itself, where the discard is already owed: ``end_turn`` plays it as
    A's choice, as from any earlier phase (issue 27: a discard left free is a choice, never a refusal); any other
    action still waits for the discard."""
    for first in ([], [("A", "phase", "defausse")]):
        s = game(A={"cities": [city("A")], "hand": ["Goule"] * 7 + ["Mentor"]})
        play = Play(s)
        for step in first:
            play(*step)
        if first:
            assert s.pending is not None and s.pending.kind == "discard"
            assert error_of(play, "A", "play", "Goule").endswith(
                "A doit défausser 1 carte ({by: A, discard: […]}) avant toute autre action [arcmage.turn.discard]")
        play("A", "end_turn")
        assert s.active == "B" and s.pending is not None and s.pending.kind == "draw"
        assert len(s.players["A"].hand) == 7 and len(s.players["A"].graveyard) == 1
        said = "Choix de A — cartes défaussées (A, phase de défausse, tour 1) :"
        assert any(t.startswith(said) for t in play.texts())


def test_a_resource_not_in_an_empty_hand():
    """A player who may not draw (an enchantment's « ne peut pas piocher ») draws nothing in her draw phase; a
    resource she names is not in her hand, which is empty."""
    db = define({"name": "Bâillon (test)", "type": "enchantement", "cost": 1, "target": "player",
                 "attached": {"cannot": ["draw"]}})
    s = game(db, phase="pioche", A={"cities": [city("A")], "attached": ["Bâillon (test)"], "deck": ["Mentor"]})
    start(s, {}, db)
    play = Play(s)
    play("A", "draw", 1)
    assert s.players["A"].hand == [] and s.players["A"].deck == ["Mentor"]
    assert error_of(play, "A", "resource", {"Empire": ["Goule"]}) == "Goule n'est pas dans la main de A (main : vide)"
