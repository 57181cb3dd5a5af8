"""Arcmage: the state a case's ``setup`` builds (``setup.build_state``), field by field — the players' order,
the active player, turn and phase (their defaults: A and B, the first player, turn 1, mise-en-jeu), resources
given as a number (untapped) or as {untapped, tapped}, cities with damage, levels and residents, creatures with
owner, controller, damage, counters and the phase they entered play, attached enchantments (on a creature or on
a player), and the hidden zones, cards named in English or French."""

from __future__ import annotations

from pathlib import Path

from rulings.games.arcmage.game import GAME
from rulings.games.arcmage.setup import Names, build_state, check_setup, deck_list, entry, players_of

ROOT = Path(__file__).resolve().parents[2]
DB = GAME.database(ROOT)

SETUP = {
    "players": ["A", "B", "C"], "turn": 3, "phase": "attaque", "active": "B",
    "A": {"resources": {"Empire": 2, "Horde rouge": {"untapped": 1, "tapped": 2}, "Aristocrates": {"tapped": 1}},
          "cities": [{"name": "T1", "card": "Armory", "damage": 1, "levels": [2],
                      "residents": [{"name": "G1", "card": "Ghoul", "tapped": True}]}, "Deux-Ponts"],
          "army": [{"name": "G2", "card": "Goule", "owner": "B", "controller": "A", "damage": 2,
                    "counters": "+1/+2", "entered": "devotion",
                    "attached": [{"name": "E", "card": "Entangled", "controller": "B"}]}, "Mentor"],
          "attached": ["Entangled"],
          "hand": ["Deadly Shock"], "graveyard": ["Goule"], "reserve": ["Spirit Tree"], "removed": ["Mentor"],
          "deck": ["Goule", {"card": "Ghoul", "count": 2}, "Mentor"]},
    "B": {"cities": ["Arbre-esprit"]},
}


def test_every_field_of_a_setup():
    s = build_state(SETUP, DB, None)
    assert (s.order, s.active, s.turn, s.phase) == (["A", "B", "C"], "B", 3, 5)
    assert (s.trace.turn, s.trace.phase, s.phases) == (3, "attaque", ["attaque"])
    assert s.levels == {"T1": {2: 0}}
    a = s.players["A"]
    assert a.resources == {"Empire": [2, 0], "Horde rouge": [1, 2], "Aristocrates": [0, 1]}
    assert (a.hand, a.graveyard, a.reserve, a.removed) == (["Choc mortel"], ["Goule"], ["Arbre-esprit"], ["Mentor"])
    assert a.deck == ["Goule", "Goule", "Goule", "Mentor"]
    city, bridges = a.cities
    assert (city.name, city.card.name, city.owner, city.controller, city.where, city.tapped, city.damage) == (
        "T1", "Armurerie", "A", "A", "kingdom", False, 1)
    assert [(r.name, r.card.name, r.where, r.tapped, r.owner) for r in city.residents] == [
        ("G1", "Goule", "city:T1", True, "A")]
    assert (bridges.name, bridges.damage, bridges.residents) == ("Deux-Ponts", 0, [])
    ghoul, mentor = a.army
    assert (ghoul.name, ghoul.owner, ghoul.controller, ghoul.where, ghoul.tapped, ghoul.damage) == (
        "G2", "B", "A", "army", False, 2)
    assert ghoul.counters == 1 and [(m.attack, m.defense, m.source, m.until_end) for m in ghoul.mods] == [
        (1, 2, "marqueurs", False)]
    assert ghoul.entered == (3, 3)
    assert [(e.name, e.card.name, e.where, e.owner, e.controller) for e in ghoul.attached] == [
        ("E", "Entravée", "on:G2", "A", "B")]
    assert (mentor.name, mentor.owner, mentor.controller, mentor.counters, mentor.mods, mentor.entered) == (
        "Mentor", "A", "A", 0, [], (0, 0))
    assert [(e.name, e.where, e.owner, e.controller) for e in a.attached] == [("Entravée", "player:A", "A", "A")]
    c = s.players["C"]
    assert (c.cities, c.army, c.resources, c.hand, c.deck) == ([], [], {}, [], [])
    assert [p.name for p in s.players["B"].cities] == ["Arbre-esprit"]


def test_the_defaults_of_a_setup():
    s = build_state({"A": {"cities": ["Terrier"]}, "B": {"cities": ["Deux-Ponts"]}}, DB, None)
    assert (s.order, s.active, s.turn, s.phase) == (["A", "B"], "A", 1, 4)
    assert (s.trace.turn, s.trace.phase, s.phases, s.levels) == (1, "mise en jeu", ["mise-en-jeu"], {})
    s = build_state({"phase": "preparation", "A": {}, "B": {}}, DB, None)
    assert (s.phase, s.phases, s.trace.phase) == (0, [], "mise en place")


def test_the_helpers_read_the_setup_s_shorthands():
    assert entry("Goule") == {"name": "Goule"} and entry({"name": "G", "card": "Goule"}) == {"name": "G",
                                                                                             "card": "Goule"}
    assert players_of({}) == ["A", "B"] and players_of({"players": ["B", "C", "A"]}) == ["B", "C", "A"]
    assert deck_list({"deck": ["Goule", {"card": "Mentor", "count": 3}]}) == ["Goule", "Mentor", "Mentor", "Mentor"]
    assert deck_list({}) == []


def test_every_piece_keeps_when_it_entered_play_and_resources_default_to_zero():
    setup = {"turn": 2, "A": {
        "resources": {"Enfants de Gaïa": {"untapped": 2}},
        "cities": [{"name": "T", "card": "Terrier", "entered": "mise-en-jeu", "residents": [
            {"name": "R", "card": "Goule", "entered": "pioche"}], "attached": []}],
        "army": [{"name": "G", "card": "Goule", "attached": [{"name": "E", "card": "Entravée",
                                                              "entered": "attaque"}]}],
        "attached": [{"name": "P", "card": "Entravée", "entered": "devotion"}]}, "B": {}}
    observer = object()
    s = build_state(setup, DB, observer)
    a = s.players["A"]
    assert a.resources == {"Enfants de Gaïa": [2, 0]}
    city = a.cities[0]
    assert city.entered == (2, 4) and city.residents[0].entered == (2, 2)
    assert a.army[0].entered == (0, 0) and a.army[0].attached[0].entered == (2, 5)
    assert a.attached[0].entered == (2, 3)
    assert s.observer is observer


# --- setup ---------------------------------------------------------------------------------------------

def test_two_cities_of_the_same_card_with_their_own_names():
    """A city given with its name and its card is in play under its name: two Deux-Ponts named apart are two
    pieces."""
    names = Names(DB)
    check_setup({"A": {"cities": [{"name": "Cité de A", "card": "Deux-Ponts"}]},
                 "B": {"cities": [{"name": "Cité de B", "card": "Deux-Ponts"}]}}, names)
    assert sorted(names.pieces) == ["Cité de A", "Cité de B"]


def test_a_first_city_drawn_at_random_is_the_one_the_case_fixes_and_says_which_was_named():
    """arcmage.setup.first-city, with the reading first-city-pick = random: A names Terrier, but her first city
    is drawn at random among her reserve; the case fixes the draw (« première cité de A »: Deux-Ponts): Deux-Ponts
    is placed, the trace says Terrier was named, and the draw is reported with its words."""
    from rulings.core.chance import Chance
    from rulings.games.arcmage.setup import start
    from tests.arcmage.plays import Play

    s = build_state({"phase": "preparation", "A": {"reserve": ["Terrier", "Deux-Ponts"], "deck": ["Goule"] * 9},
                     "B": {"reserve": ["Arbre-esprit"], "deck": ["Goule"] * 9}}, DB, None)
    s.chance = Chance(fixed={"première cité de A": "Deux-Ponts"}, readings={"first-city-pick": "random"},
                      fixed_readings=frozenset({"first-city-pick"}))
    start(s, {}, DB)
    play = Play(s)
    mark = play.mark()
    play("A", "first_city", "Terrier")
    assert play.since(mark)[1] == ("arcmage.setup.first-city | A tire au hasard (le cas nommait Terrier) et pose "
                                   "Deux-Ponts dans son royaume, face visible.")
    assert s.chance.picks == [("la première cité de A, tirée au hasard", "Deux-Ponts")]
    assert ([c.name for c in s.players["A"].cities], s.players["A"].reserve) == (["Deux-Ponts"], ["Terrier"])
