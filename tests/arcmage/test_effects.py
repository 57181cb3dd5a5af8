"""The effects of Arcmage cards, in-process (``abilities.run``, see ``format.EFFECT``): every city of a faction
gaining defense, an enchantment destroyed, a creature taken from a graveyard with a type added."""

from __future__ import annotations

from rulings.games.arcmage import values
from tests.arcmage.plays import Play, define, game
from tests.arcmage.story_cases import city


def test_cities_of_a_faction_gain_one_point_of_defense_each():
    """arcmage.city.defense: « each city of the Aristocrates gains 1 point of defense »: both of B's Deux-Ponts
    (Aristocrates) go from 8 to 9, A's Terrier (Horde rouge) does not change."""
    db = define({"name": "Rempart (test)", "type": "magie", "cost": 1,
                 "effect": {"cities_gain": {"faction": "Aristocrates", "points": 1}}})
    s = game(db, A={"cities": [city("A", "Terrier")], "resources": {"Empire": 1}, "hand": ["Rempart (test)"]},
             B={"cities": [city("B"), {"name": "Autre cité de B", "card": "Deux-Ponts", "damage": 2}]})
    play = Play(s)
    mark = play.mark()
    play("A", "play", "Rempart (test)")
    assert [line for line in play.since(mark) if line.startswith("arcmage.city.defense")] == [
        "arcmage.city.defense | Rempart (test) : Cité de B (Aristocrates) gagne 1 point de défense (9).",
        "arcmage.city.defense | Rempart (test) : Autre cité de B (Aristocrates) gagne 1 point de défense (7)."]
    assert [c.gained for c in (s.find("Cité de A"), s.find("Cité de B"), s.find("Autre cité de B"))] == [0, 1, 1]


def test_an_enchantment_destroyed_goes_to_its_owner_s_graveyard_under_the_enchantment_rule():
    """arcmage.enchant.duration: a magic card destroys Entravée, attached to B's Mentor: it goes to B's graveyard,
    and the trace cites the enchantments' rule (not a creature's death)."""
    db = define({"name": "Brise-sort (test)", "type": "magie", "cost": 1, "target": "enchantment",
                 "effect": {"destroy": True}})
    s = game(db, A={"cities": [city("A")], "resources": {"Empire": 1}, "hand": ["Brise-sort (test)"]},
             B={"cities": [city("B")], "army": [{"name": "Mentor", "attached": ["Entravée"]}]})
    play = Play(s)
    mark = play.mark()
    play("A", "play", "Brise-sort (test)", target="Entravée")
    assert ("arcmage.enchant.duration | Entravée va dans le cimetière de sa propriétaire, B (détruite par "
            "Brise-sort (test)).") in play.since(mark)
    assert (s.find("Entravée"), s.find("Mentor").attached, s.players["B"].graveyard) == (None, [], ["Entravée"])


def test_a_creature_taken_from_a_graveyard_gets_the_type_the_card_adds():
    """arcmage.cards.controller: « put target creature from a graveyard into play under your control; it is a
    Zombie too »: Mentor comes from B's graveyard to A's army, B still its owner, with the type Zombie."""
    db = define({"name": "Rappel (test)", "type": "magie", "cost": 1, "target": "graveyard-creature",
                 "effect": {"steal": True, "add_type": "Zombie"}})
    s = game(db, A={"cities": [city("A")], "resources": {"Empire": 1}, "hand": ["Rappel (test)"]},
             B={"cities": [city("B")], "graveyard": ["Mentor"]})
    play = Play(s)
    play("A", "play", "Rappel (test)", target="Mentor")
    mentor = s.find("Mentor")
    assert (mentor.owner, mentor.controller, mentor.where, s.players["B"].graveyard) == ("B", "A", "army", [])
    assert values.has_type(mentor, ["Zombie"])
    assert ("A contrôle Mentor ; sa propriétaire reste B ; elle a désormais aussi le type Zombie."
            in play.texts())
