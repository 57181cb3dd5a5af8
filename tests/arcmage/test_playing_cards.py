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


def test_a_creature_is_refused_in_the_attack_phase_with_what_was_tried():
    """arcmage.creature.play: a creature is played in its player's mise en jeu only: Mentor, in the attack phase,
    is refused, the message saying what was tried."""
    s = game(phase="attaque", A={"cities": [city("A")], "resources": {"Empire": 3}, "hand": ["Mentor"]})
    assert error_of(Play(s), "A", "play", "Mentor") == (
        "action 1 : le jeu l'interdit — jouer Mentor : le tour est en phase 5 (attaque), pas en mise en jeu "
        "[arcmage.creature.play]")
    assert s.players["A"].hand == ["Mentor"]


def test_a_magic_card_played_over_the_pile_resolves_it_first_and_says_who_closed_it():
    """arcmage.stack.closes, under the reading magic-while-pile's default (closes-pile): A's Choc mortel waits on
    the pile; A plays a magic card: the trace cites the reading, then says A closed the pile by playing it; Choc
    mortel resolves first (Goule dies), then the magic card."""
    db = define({"name": "Savoir (test)", "type": "magie", "cost": 1, "effect": {"draw": 1}})
    s = game(db, A={"cities": [city("A")], "resources": {"Horde rouge": 2, "Empire": 1},
                    "hand": ["Choc mortel", "Savoir (test)"], "deck": ["Mentor"]},
             B={"cities": [city("B")], "army": ["Goule"]})
    play = Play(s)
    play("A", "play", "Choc mortel", target="Goule")
    mark = play.mark()
    play("A", "play", "Savoir (test)")
    assert play.since(mark)[:3] == [
        "arcmage.stack.closes | Lecture ouverte « Une carte Magie jouée pendant que des évènements attendent sur la "
        "pile : la pile se résout-elle d'abord, ou la Magie est-elle refusée ? » : la pile se résout d'abord, puis la "
        "Magie se joue (lecture par défaut)",
        "arcmage.stack.closes | A joue Savoir (test) : plus personne ne joue d'évènement, la pile se résout du dessus "
        "vers le dessous.",
        "arcmage.stack.pile | Le dessus de la pile se résout : Choc mortel (A)."]
    assert (s.pile, s.players["B"].graveyard, s.players["A"].hand) == ([], ["Goule"], ["Mentor"])


def test_a_passive_ability_that_does_not_concern_a_new_creature_is_not_cited_for_it():
    """arcmage.ability.passive: Chef de guerre orc gives +1/+0 to Orcs only: Mentor, played after it, is no Orc:
    no passive line for it, and it stays 2/3."""
    s = game(A={"cities": [city("A")], "resources": {"Empire": 3}, "hand": ["Mentor"], "army": ["Chef de guerre orc"]})
    play = Play(s)
    play("A", "play", "Mentor")
    assert [line for line in play.since(0) if line.startswith("arcmage.ability.passive")] == []
    assert values.stats(s, s.find("Mentor")) == "2/3"


def test_a_creature_s_entering_effect_is_cited_as_triggered_when_it_is_in_play():
    """arcmage.ability.triggered: a herald (« when I come into play, draw a card »): once in play, the trace says
    its ability triggers, then A draws."""
    db = define({"name": "Héraut (test)", "type": "creature", "cost": 1, "attack": 1, "defense": 1,
                 "effect": {"draw": 1}})
    s = game(db, A={"cities": [city("A")], "resources": {"Empire": 1}, "hand": ["Héraut (test)"], "deck": ["Goule"]})
    play = Play(s)
    play("A", "play", "Héraut (test)")
    assert play.since(play.mark() - 3) == [
        "arcmage.play.permanents | Héraut (test), une créature payée, est en jeu.",
        "arcmage.ability.triggered | Héraut (test) entre en jeu : sa capacité se déclenche.",
        "arcmage.zones.deck | A pioche 1 carte sur le dessus de son deck (effet de Héraut (test)) : Goule."]


def test_an_enchantment_aimed_at_a_player_in_the_army_zone_still_aims_at_her():
    """arcmage.enchant.target, with the reading player-enchantment-place = in-army-zone: A's burden aimed at B is
    put in A's army zone but still aims at B: when Mentor enters, its trigger makes B draw."""
    from rulings.core.chance import Chance

    db = define({"name": "Fardeau (test)", "type": "enchantement", "cost": 1, "target": "player",
                 "triggers": [{"when": "enters", "effect": {"draws": 1}}]})
    s = game(db, A={"cities": [city("A")], "resources": {"Empire": 4}, "hand": ["Fardeau (test)", "Mentor"]},
             B={"cities": [city("B")], "deck": ["Goule"]})
    s.chance = Chance(readings={"player-enchantment-place": "in-army-zone"},
                      fixed_readings=frozenset({"player-enchantment-place"}))
    play = Play(s)
    play("A", "play", "Fardeau (test)", target="B")
    burden = s.find("Fardeau (test)")
    assert (burden.where, burden.aims) == ("army", "B")
    play("A", "play", "Mentor")
    assert s.players["B"].hand == ["Goule"]
    assert "B pioche 1 carte sur le dessus de son deck (effet de Fardeau (test)) : Goule." in play.texts()


def test_a_prerequisite_of_fewer_creatures_than_the_opponents_total_is_not_met_at_equality():
    """arcmage.play.prerequisites, with the reading prerequisite-each-opponent = total: A controls 2 creatures,
    B and C one each: 2 is not fewer than their total 2: the card is refused, the trace saying why."""
    from rulings.core.chance import Chance

    s = game(players=("A", "B", "C"),
             A={"cities": [city("A")], "resources": {"Aristocrates": 1}, "hand": ["Exemple de prérequis"],
                "army": ["Goule", "Mentor"]},
             B={"cities": [city("B")], "army": ["Conscrit"]}, C={"cities": [city("C")], "army": ["Lancier"]})
    s.chance = Chance(readings={"prerequisite-each-opponent": "total"},
                      fixed_readings=frozenset({"prerequisite-each-opponent"}))
    play = Play(s)
    assert error_of(play, "A", "play", "Exemple de prérequis") == (
        "action 1 : le jeu l'interdit — A contrôle 2 créatures, pas moins que leur total (2) (B 1, C 1) : Exemple de "
        "prérequis ne peut pas être jouée [arcmage.play.prerequisites]")
    assert play.since(0)[-1] == (
        "arcmage.play.prerequisites | Prérequis d'Exemple de prérequis : A contrôle 2 créatures (B 1, C 1) ; il en "
        "faut moins que leur total (2) : non satisfait.")
    assert s.players["A"].hand == ["Exemple de prérequis"]


def test_activating_an_ability_beyond_a_card_s_count_says_how_many_it_has():
    """arcmage.ability.activable: Prince des larrons has two activated abilities: « ability: 3 » is an error that
    says so."""
    s = game(A={"cities": [city("A")], "army": ["Prince des larrons"]})
    assert error_of(Play(s), "A", "activate", "Prince des larrons", ability=3) == (
        "Prince des larrons a 2 capacités activables : « ability: » de 1 à 2")
