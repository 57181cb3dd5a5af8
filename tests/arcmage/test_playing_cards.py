"""Playing Arcmage cards, in-process: no event for the founder during her founding turn (the other player may),
a magic card's modes, player and X counters, a creature's entering effect, a passive ability reaching a creature
played after it, and where a modifier comes from."""

from __future__ import annotations

import pytest

from rulings.games.arcmage import values
from rulings.games.arcmage.setup import start
from tests.arcmage.plays import Play, define, error_of, game
from tests.arcmage.story_cases import DB, city

# --- cards: playing ----------------------------------------------------------------------------------

def _founding():
    s = game(phase="pioche",
             A={"cities": [city("A")], "reserve": ["Terrier"], "hand": ["Choc mortel"],
                "resources": {"Horde rouge": 2}},
             B={"cities": [city("B")], "army": ["Goule"], "hand": ["Choc mortel"], "resources": {"Horde rouge": 2}})
    start(s, {}, DB)
    play = Play(s)
    play("A", "found", "Terrier")
    return s, play


def test_the_founder_plays_no_event_for_the_rest_of_her_turn():
    """arcmage.city.found: founding a city is passing a whole turn (« la joueuse ne fait rien d'autre de son
    tour »): even an event, which is otherwise played any time, is refused to her."""
    s, play = _founding()
    assert error_of(play, "A", "play", "Choc mortel", target="Goule") == (
        "action 2 : le jeu l'interdit — A fonde une cité ce tour-ci : elle passe le reste de son tour "
        "[arcmage.city.found]")
    play("A", "play", "Choc mortel", target="Goule", attempt=True)
    assert (s.refused, s.refused_by) == ([3], ["arcmage.city.found"])


def test_the_other_player_plays_an_event_during_a_founding_turn():
    """arcmage.stack.event-anytime: B, who is not founding, plays her event during A's founding turn."""
    s, play = _founding()
    play("B", "play", "Choc mortel", target="Cité de A")
    assert [item.name for item in s.pile] == ["Choc mortel"] and s.players["B"].hand == []


CHOICE = {"name": "Choix (test)", "type": "magie", "cost": 1, "target": "player", "modes": [{"draws": 1}, {"mill": 2}]}


@pytest.mark.parametrize("mode, hand, deck, graveyard", [(1, ["Goule"], ["Mentor", "Conscrit"], []),
                                                         (2, [], ["Conscrit"], ["Goule", "Mentor"])])
def test_a_magic_card_with_modes_does_the_mode_chosen(mode, hand, deck, graveyard):
    """« Choisis-en un » on a magic card: mode 1 makes B draw a card, mode 2 puts two cards of her deck in her
    graveyard."""
    s = game(define(CHOICE), A={"cities": [city("A")], "resources": {"Empire": 1}, "hand": ["Choix (test)"]},
             B={"cities": [city("B")], "deck": ["Goule", "Mentor", "Conscrit"]})
    Play(s)("A", "play", "Choix (test)", target="B", mode=mode)
    who = s.players["B"]
    assert (who.hand, who.deck, who.graveyard) == (hand, deck, graveyard)


def test_a_magic_card_s_effect_is_its_player_s():
    """A magic card's « draw » is for the player who plays it: A draws Goule."""
    db = define({"name": "Savoir (test)", "type": "magie", "cost": 1, "effect": {"draw": 1}})
    s = game(db, A={"cities": [city("A")], "resources": {"Empire": 1}, "hand": ["Savoir (test)"], "deck": ["Goule"]})
    Play(s)("A", "play", "Savoir (test)")
    assert s.players["A"].hand == ["Goule"]
    assert "A pioche 1 carte sur le dessus de son deck (effet de Savoir (test)) : Goule." in Play(s).texts()


def test_a_magic_card_puts_x_counters():
    """arcmage.play.x-cost: a magic card costing X chosen by the player puts X counters on its target."""
    db = define({"name": "Marque X (test)", "type": "magie", "cost": "X", "x": "chosen", "target": "creature",
                 "effect": {"counters": "x"}})
    s = game(db, A={"cities": [city("A")], "resources": {"Empire": 2}, "hand": ["Marque X (test)"]},
             B={"cities": [city("B")], "army": ["Goule"]})
    play = Play(s)
    play("A", "play", "Marque X (test)", target="Goule", x=2)
    assert s.find("Goule").counters == 2
    assert "Marque X (test) pose 2 marqueurs (X) sur Goule." in play.texts()


def test_a_creature_s_entering_effect_is_its_player_s_with_the_action_s_options():
    """A creature's « when I come into play » effect: its player draws (draw), and the creature it targets goes to
    its owner (to_owner, the destination from the action's options: none, the army)."""
    db = define({"name": "Ravisseur (test)", "type": "creature", "cost": 1, "attack": 1, "defense": 1,
                 "target": "creature", "effect": {"draw": 1, "to_owner": True}})
    s = game(db, A={"cities": [city("A")], "resources": {"Empire": 1}, "hand": ["Ravisseur (test)"],
                    "deck": ["Goule"], "army": [{"name": "Mentor", "owner": "B"}]})
    play = Play(s)
    play("A", "play", "Ravisseur (test)", target="Mentor")
    assert s.players["A"].hand == ["Goule"]
    mentor = s.find("Mentor")
    assert (mentor.controller, mentor.where, [p.name for p in s.players["B"].army]) == ("B", "army", ["Mentor"])
    assert play.texts()[-1] == "Ravisseur (test) : Mentor va dans l'armée de sa propriétaire, B."


def test_a_passive_ability_for_its_own_creatures_reaches_one_played_after_it():
    """Chef de guerre orc gives +1/+0 to its controller's Orcs: Brute orque, played after it, gets it
    (arcmage.ability.passive)."""
    s = game(A={"cities": [city("A")], "resources": {"Horde rouge": 1}, "hand": ["Brute orque"],
                "army": ["Chef de guerre orc"]})
    play = Play(s)
    play("A", "play", "Brute orque")
    assert play.since(play.mark() - 1) == [
        "arcmage.ability.passive | La capacité passive de Chef de guerre orc s'applique aussi à Brute orque, "
        "arrivée après elle (+1/+0) : 2/1."]


def test_an_effect_s_modifier_says_where_it_comes_from():
    """values.bonuses gives each modifier with where it comes from: Rage's +5/-2 on Mentor."""
    s = game(A={"cities": [city("A")], "resources": {"Horde rouge": 1}, "hand": ["Rage (exemple +5/-2)"]},
             B={"cities": [city("B")], "army": ["Mentor"]})
    play = Play(s)
    play("A", "play", "Rage (exemple +5/-2)", target="Mentor")
    play("A", "resolve_pile", True)
    assert values.bonuses(s, s.find("Mentor")) == [("Rage (exemple +5/-2)", 5, -2)]
