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


def test_a_creature_back_from_the_graveyard_for_a_turn_is_removed_at_its_controller_s_next_untap():
    """arcmage.zones.removed: a magic card brings Mentor back from A's graveyard until her next turn: at the
    start of A's turn 3, in her untap phase, Mentor is removed from the game, the trace saying why."""
    db = define({"name": "Rappel bref (test)", "type": "magie", "cost": 1, "target": "own-graveyard-creature",
                 "effect": {"from_graveyard": "army", "remove_next_turn": True}})
    s = game(db, A={"cities": [city("A")], "resources": {"Empire": 1}, "hand": ["Rappel bref (test)"],
                    "graveyard": ["Mentor"], "deck": ["Goule"]},
             B={"cities": [city("B")], "deck": ["Goule"]})
    play = Play(s)
    play("A", "play", "Rappel bref (test)", target="Mentor")
    play("A", "end_turn", True)
    play("B", "draw", 1)
    mark = play.mark()
    play("B", "end_turn", True)
    said = play.since(mark)
    at = said.index("arcmage.turn.phases | Tour 3 de A : phase 1 (désengagement).")
    assert said[at + 1] == ("arcmage.zones.removed | Mentor va dans la pile des cartes retirées de la partie de sa "
                            "propriétaire, A (au début du tour de sa contrôleuse, comme la carte l'a dit).")
    assert (s.find("Mentor"), s.players["A"].removed, s.players["A"].graveyard) == (
        None, ["Mentor"], ["Rappel bref (test)"])


def test_a_hand_of_exactly_seven_cards_discards_nothing():
    """arcmage.turn.discard: the hand is limited to 7 at the discard phase: with exactly 7 cards, A discards
    nothing and her turn ends."""
    s = game(A={"cities": [city("A")], "hand": ["Goule"] * 7}, B={"cities": [city("B")], "deck": ["Goule"]})
    play = Play(s)
    mark = play.mark()
    play("A", "end_turn", True)
    said = play.since(mark)
    assert said[2:4] == ["arcmage.turn.discard | A a 7 cartes en main : elle ne défausse rien.",
                         "arcmage.turn.end | A finit son tour 1."]
    assert (len(s.players["A"].hand), s.active, s.pending.kind) == (7, "B", "draw")


def test_a_second_resource_beyond_what_the_draw_allows_is_refused():
    """arcmage.turn.draw-options: A draws one card (the sequence with one resource at most): two resource cards
    are refused, saying what is left; one is accepted, with no note when its faction is the stock's."""
    s = game(phase="desengagement", A={"cities": [city("A")], "hand": ["Goule", "Mentor", "Conscrit"],
                                       "deck": ["Lancier"] * 3})
    play = Play(s)
    play("A", "draw", 1)
    assert error_of(play, "A", "resource", {"Empire": ["Mentor", "Conscrit"]}) == (
        "action 2 : le jeu l'interdit — la séquence choisie ne permet plus que 1 ressource, pas 2 "
        "[arcmage.turn.draw-options]")
    mark = play.mark()
    play("A", "resource", {"Empire": ["Mentor"]})
    assert play.since(mark)[0] == "arcmage.resource.make | A pose Mentor face cachée : une ressource Empire."
    assert (s.players["A"].resources, s.resources_left) == ({"Empire": [1, 0]}, 0)


def test_ending_the_turn_over_a_pile_that_destroys_a_city_waits_for_its_residents():
    """arcmage.city.destroyed-residents: in her discard phase, A plays Choc mortel on Cité de B and ends her turn:
    the pile resolves, the city falls with Conscrit in it, and the turn cannot end before B says where it goes."""
    s = game(phase="defausse", A={"cities": [city("A")], "resources": {"Horde rouge": 2}, "hand": ["Choc mortel"]},
             B={"cities": [city("B", damage=6, residents=["Conscrit"]), {"name": "Refuge", "card": "Terrier"}]})
    play = Play(s)
    play("A", "play", "Choc mortel", target="Cité de B")
    assert error_of(play, "A", "end_turn", True) == (
        "action 2 : le jeu l'interdit — B doit dire où va Conscrit, résidente de Cité de B détruite ({by: B, "
        "evacuate: {Conscrit: army}}) avant de finir le tour [arcmage.city.destroyed-residents]")
    assert (s.turn, s.active, s.pending.kind, s.players["B"].graveyard) == (1, "A", "evacuate", ["Deux-Ponts"])
