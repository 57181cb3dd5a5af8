"""Damage to a creature already dead, or a city already destroyed, does nothing (« Pas en jeu »): the second of
two damages, or a damage reaching a creature killed in an earlier battle of the combat."""

from __future__ import annotations

from rulings.games.arcmage import zones
from rulings.games.arcmage.setup import build_state
from tests.arcmage.story_cases import DB, city


def _game(**sides):
    setup = {"players": ["A", "B"], "phase": "mise-en-jeu"}
    for player in ("A", "B"):
        setup[player] = sides.get(player, {"cities": [city(player)]})
    return build_state(setup, DB, None)


def _texts(state, mark):
    return [f"{e.rule} | {e.text}" for e in state.trace.entries[mark:]]


def test_a_dead_creature_takes_no_more_damage():
    s = _game(B={"cities": [city("B")], "army": ["Goule"]})
    goule = s.find("Goule")
    mark = len(s.trace.entries)
    zones.damage(s, goule, 5, "Choc mortel")
    assert goule.dead and s.players["B"].graveyard == ["Goule"]
    taken, mark = goule.damage, len(s.trace.entries)
    zones.damage(s, goule, 1, "Archer mort-vivant")
    assert goule.damage == taken and s.players["B"].graveyard == ["Goule"]
    assert _texts(s, mark) == ["arcmage.state.not-in-play | Goule est morte : Archer mort-vivant ne lui inflige rien "
                               "(1 dégât sans effet)."]


def test_a_destroyed_city_takes_no_more_damage():
    s = _game(B={"cities": [city("B"), {"name": "Autre", "card": "Deux-Ponts"}]})
    home = s.find("Cité de B")
    zones.damage(s, home, 50, "Choc mortel")
    assert home.destroyed
    taken, mark = home.damage, len(s.trace.entries)
    zones.damage(s, home, 2, "Goule")
    assert home.damage == taken
    assert _texts(s, mark) == ["arcmage.state.not-in-play | Cité de B est détruite : Goule ne lui inflige rien "
                               "(2 dégâts sans effet)."]
