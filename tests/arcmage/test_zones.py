"""Arcmage zones and deaths (``zones``), in-process: a creature sent back to the deck does not die, one killed by an
effect's first step dies once, the residents of a last city destroyed go to the army, what is already dead does
not die again, and a city at zero defense falls."""

from __future__ import annotations

import pytest

from rulings.games.arcmage import values, zones
from tests.arcmage.plays import Play, define, game
from tests.arcmage.story_cases import city

# --- zones ---------------------------------------------------------------------------------------------

def test_a_creature_sent_back_to_the_deck_does_not_die():
    """Chevaucheur de loup: « When I die, put a 1/1 Orc creature token into your army ». Tourbillon puts it on top
    of its owner's deck: it leaves play without dying, and no token comes."""
    s = game(A={"cities": [city("A")], "army": ["Chevaucheur de loup"], "hand": ["Tourbillon"],
                "resources": {"Aristocrates": 2}})
    play = Play(s)
    play("A", "play", "Tourbillon", target="Chevaucheur de loup")
    play("A", "resolve_pile", True)
    assert s.players["A"].army == [] and s.players["A"].deck == ["Chevaucheur de loup"]
    assert not any("déclenchable" in text or "jeton" in text for text in play.texts())


def test_a_creature_killed_by_an_effect_s_first_step_dies_once():
    """arcmage.creature.death: -2 defence kills Goule (3/2 → 3/0) at once; the effect's next step (1 damage) does
    not kill it a second time: one death, one card in the graveyard."""
    db = define({"name": "Flétrissure (test)", "type": "evenement", "cost": 1, "target": "creature",
                 "effect": {"bonus": "+0/-2", "damage": 1}})
    s = game(db, A={"cities": [city("A")], "hand": ["Flétrissure (test)"], "resources": {"Empire": 1}},
             B={"cities": [city("B")], "army": ["Goule"]})
    play = Play(s)
    play("A", "play", "Flétrissure (test)", target="Goule")
    play("A", "resolve_pile", True)
    assert s.players["B"].graveyard == ["Goule"] and s.players["B"].army == []
    assert [t for t in play.texts() if "meurt" in t and not t.startswith("Lecture ouverte")] == [
        "Goule n'a subi aucun dégât ce tour pour une défense de 0 : elle meurt."]


def test_two_untapped_residents_of_a_last_city_destroyed_go_to_the_army():
    """arcmage.city.destroyed-residents: B's only city falls; its two untapped residents must leave it, and with
    no other city they go to the army (in the plural)."""
    s = game(players=("A", "B", "C"), A={"cities": [city("A")], "resources": {"Horde rouge": 2},
                                         "hand": ["Choc mortel"]},
             B={"cities": [city("B", damage=6, residents=["Mentor", "Conscrit"])]}, C={"cities": [city("C")]})
    play = Play(s)
    play("A", "play", "Choc mortel", target="Cité de B")
    play("A", "resolve_pile", True)
    assert "Mentor et Conscrit (désengagées) doivent quitter la cité ; B n'a plus d'autre cité : vers l'armée." \
        in play.texts()
    assert [p.name for p in s.players["B"].army] == ["Mentor", "Conscrit"]


def test_a_creature_already_dead_or_a_city_does_not_die_again():
    """zones.check_death: only a creature not yet dead dies; for one already dead (killed earlier in the combat,
    still in play until its end) it says nothing and answers False, the answer combat reads for a blocker (« X,
    bloqueuse, meurt »); a city never dies this way."""
    s = game(A={"cities": [city("A")], "army": [{"name": "Goule", "damage": 2}]})
    goule, home = s.find("Goule"), s.find("Cité de A")
    goule.dead = True
    mark = len(s.trace.entries)
    assert zones.check_death(s, goule, deferred=True) is False
    assert zones.check_death(s, home) is False
    assert len(s.trace.entries) == mark and s.players["A"].army == [goule]


@pytest.mark.parametrize("left, said", [(1, "il lui reste 1 point de défense."), (0, "sa défense tombe à 0.")])
def test_a_city_left_with_one_point_of_defense_stands_at_zero_it_falls(left, said):
    """Rule arcmage.city.destroyed: « Quand les points de défense d'une cité tombent à 0 ou moins, elle est
    détruite »."""
    s = game()
    target = s.find("Cité de B")
    amount = values.defense(s, target) - left
    zones.damage(s, target, amount, "Essai")
    assert s.trace.entries[0].text == f"Essai inflige {amount} dégâts à Cité de B : {said}"
    assert target.destroyed is (left == 0)


def test_under_cards_leave_the_cards_a_loser_owns_are_removed_from_the_game_and_hers_only():
    """The reading loser-cards = cards-leave (arcmage.victory.out): at three, C loses and the game goes on; what she
    owns in play leaves the game (her city, her resident, her enchantment on B's creature, to C's removed pile), a
    resident of B's in C's city goes to B's graveyard, an enchantment of B's on C's creature to B's graveyard, and B's
    creature stays.  Under the default (cards-stay) all of them stay where they are."""
    from rulings.core.chance import Chance

    for alternative in ("cards-stay", "cards-leave"):
        s = game(players=("A", "B", "C"),
                 A={"cities": [city("A")]},
                 B={"cities": [city("B")], "army": [{"name": "Goule", "attached": [
                     {"name": "Entravée", "owner": "C", "controller": "C"}]}]},
                 C={"cities": [city("C", residents=["Mentor", {"name": "Conscrit", "owner": "B"}])],
                    "army": [{"name": "Garde royal", "attached": [{"name": "Entravée 2", "card": "Entravée",
                                                                   "owner": "B", "controller": "B"}]}]})
        s.chance = Chance(readings={"loser-cards": alternative})
        zones.lose(s, "C", "arcmage.victory.deck-out", "C perd.")
        zones.settle(s)
        in_play = sorted(p.name for p in s.pieces())
        if alternative == "cards-stay":
            assert in_play == sorted(["Cité de A", "Cité de B", "Goule", "Entravée", "Cité de C", "Mentor", "Conscrit",
                                      "Garde royal", "Entravée 2"])
            continue
        assert in_play == ["Cité de A", "Cité de B", "Goule"]
        assert sorted(s.players["C"].removed) == sorted(["Deux-Ponts", "Mentor", "Garde royal", "Entravée"])
        assert sorted(s.players["B"].graveyard) == ["Conscrit", "Entravée"]
        assert s.players["C"].graveyard == [] and not s.over


def test_a_loser_s_cities_leave_with_their_residents_each_to_its_owner_and_their_levels_end():
    """arcmage.victory.out, with the reading loser-cards = cards-leave: C loses; her Mentor, a resident of her
    city, is removed from the game with it; Conscrit, B's, in the same city, goes to B's graveyard (the trace says
    C controlled it, and who owns it, arcmage.cards.owner); her Camp leaves too, and its devotion levels end."""
    from rulings.core.chance import Chance

    s = game(players=("A", "B", "C"), A={"cities": [city("A")]}, B={"cities": [city("B")]},
             C={"cities": [city("C", residents=["Mentor", {"name": "Conscrit", "owner": "B"}]),
                           {"name": "Camp", "card": "Camp militaire des cadets", "levels": [3]}]})
    s.chance = Chance(readings={"loser-cards": "cards-leave"}, fixed_readings=frozenset({"loser-cards"}))
    play = Play(s)
    mark = play.mark()
    zones.lose(s, "C", "arcmage.victory.deck-out", "C perd.")
    zones.settle(s)
    lost = "C a perdu, sa cité Cité de C quitte la partie"
    assert play.since(mark)[4:] == [
        f"arcmage.victory.out | Mentor va dans la pile des cartes retirées de la partie de sa propriétaire, C "
        f"({lost}).",
        f"arcmage.victory.out | Conscrit va dans le cimetière de sa propriétaire, B, pas de C qui la contrôlait "
        f"({lost}).",
        "arcmage.cards.owner | Conscrit appartient à B, qui l'avait dans son deck au début de la partie, même si une "
        "autre la contrôlait.",
        "arcmage.victory.out | Cité de C va dans la pile des cartes retirées de la partie de sa propriétaire, C (C a "
        "perdu).",
        "arcmage.victory.out | Camp va dans la pile des cartes retirées de la partie de sa propriétaire, C (C a "
        "perdu)."]
    assert (s.players["B"].graveyard, sorted(s.players["C"].removed), s.levels) == (
        ["Conscrit"], sorted(["Mentor", "Deux-Ponts", "Camp militaire des cadets"]), {})
