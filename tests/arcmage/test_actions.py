"""Arcmage actions refused, each with its whole French message (the core's ``play_action``): an unknown verb, a choice
not offered, and the targets of a card — each of a list checked under the card's name, a player, a creature or a
city, a creature of its own graveyard, a card waiting on the pile."""

from __future__ import annotations

from rulings.games.arcmage import actions
from tests.arcmage.plays import Play, define, error_of, game
from tests.arcmage.story_cases import city

# --- actions ---------------------------------------------------------------------------------------

def test_an_unknown_verb_is_refused_by_name():
    """actions.apply names a verb it does not know (the format lets none through: a guard for direct callers)."""
    s = game()
    assert error_of(actions.apply, s, {"n": 1, "verb": "voler", "by": None}) == "action inconnue : voler"


def test_a_choice_not_offered_is_refused_with_the_choices():
    """Malédiction des os (exemple): when a Skeleton enters, its controller discards one of her creatures outside
    Ost des ténèbres, of her choice (arcmage.ability.triggered); a creature that is not one of them is refused, and
    the message lists those she may choose."""
    s = game(A={"cities": [city("A")], "army": ["Goule", "Mentor", "Conscrit"],
                "attached": ["Malédiction des os (exemple)"], "resources": {"Ost des ténèbres": 3},
                "hand": ["Archer mort-vivant"]})
    play = Play(s)
    play("A", "play", "Archer mort-vivant")
    assert (s.pending.kind, s.pending.options) == ("choose", ("Mentor", "Conscrit"))
    assert error_of(play, "A", "choose", "Goule") == "Goule n'est pas un des choix possibles : Mentor, Conscrit"


# --- cards: targets ----------------------------------------------------------------------------------

def test_each_target_of_a_list_is_checked_under_the_card_s_name():
    """Carpe diem targets several creatures (X: one more per extra target): a name of the list not in play is
    refused, the message naming the card."""
    s = game(A={"cities": [city("A")], "resources": {"Aristocrates": 3}, "hand": ["Carpe diem"]},
             B={"cities": [city("B")], "army": ["Mentor"]})
    assert error_of(Play(s), "A", "play", "Carpe diem", target=["Mentor", "Fantôme"]) == \
        "Fantôme n'est pas en jeu : Carpe diem ne peut pas la viser"


def test_a_card_that_targets_a_player_names_the_players():
    """Éclair de génie targets a player: a creature's name is refused, with the players of the case."""
    s = game(A={"cities": [city("A")], "army": ["Goule"], "resources": {"Aristocrates": 3},
                "hand": ["Éclair de génie"]})
    assert error_of(Play(s), "A", "play", "Éclair de génie", target="Goule", mode=2) == \
        "Éclair de génie vise une joueuse (A, B), pas « Goule »"


def test_a_creature_or_city_target_refuses_an_enchantment():
    """Choc mortel targets a creature or a city: a global enchantment in the army is neither."""
    s = game(A={"cities": [city("A")], "army": ["Bannière elfique (exemple)"], "resources": {"Horde rouge": 2},
                "hand": ["Choc mortel"]})
    assert error_of(Play(s), "A", "play", "Choc mortel", target="Bannière elfique (exemple)") == \
        "Choc mortel vise une créature ou une cité, pas Bannière elfique (exemple)"


RECALL = {"name": "Rappel (test)", "type": "magie", "cost": 1, "target": "own-graveyard-creature",
          "effect": {"from_graveyard": "hand"}}


def test_a_card_targeting_a_creature_of_its_own_graveyard_takes_it_back():
    """A target « own-graveyard-creature » names a card of the graveyard, not a piece in play: Goule comes back to
    the hand from A's graveyard."""
    s = game(define(RECALL), A={"cities": [city("A")], "graveyard": ["Goule"], "resources": {"Empire": 1},
                                "hand": ["Rappel (test)"]})
    Play(s)("A", "play", "Rappel (test)", target="Goule")
    assert s.players["A"].hand == ["Goule"] and s.players["A"].graveyard == ["Rappel (test)"]
    assert "Effet unique de Rappel (test) : Goule revient du cimetière de A." in Play(s).texts()


def test_taking_back_from_an_empty_graveyard_says_it_is_empty():
    s = game(define(RECALL), A={"cities": [city("A")], "resources": {"Empire": 1}, "hand": ["Rappel (test)"]})
    assert error_of(Play(s), "A", "play", "Rappel (test)", target="Goule") == \
        "Rappel (test) reprend une créature du cimetière de A : donnez-la avec « target: » (cimetière : vide)"


def test_a_card_targeting_a_card_on_the_pile_names_it():
    """A target « card-on-pile » names an event waiting on the pile, not a piece in play."""
    db = define({"name": "Contre (test)", "type": "evenement", "cost": 1, "target": "card-on-pile"})
    s = game(db, A={"cities": [city("A")], "resources": {"Empire": 1}, "hand": ["Contre (test)"]},
             B={"cities": [city("B")], "resources": {"Horde rouge": 2}, "hand": ["Choc mortel"]})
    play = Play(s)
    play("B", "play", "Choc mortel", target="Cité de A")
    play("A", "play", "Contre (test)", target="Choc mortel")
    assert [(item.name, item.target) for item in s.pile][1] == ("Contre (test)", "Choc mortel")
