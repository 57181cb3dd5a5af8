"""Arcmage expectations (``probe``): every path a case may expect is parsed once (an unknown property, capability or
name is refused with the whole French message and its « vouliez-vous dire » or the list of known ones), read from a
state built from a setup (the value each property gives, for a card in play and for a card in a hidden zone), and
labelled in French for the site; lists compare without order except the ordered ones."""

from __future__ import annotations

import pytest

from rulings.core.errors import UserError
from rulings.games.arcmage import probe
from rulings.games.arcmage.setup import Names, build_state, check_setup
from tests.arcmage.test_setup_state import DB, SETUP

PLAYERS = ["A", "B", "C"]
GLOBALS = ("winner, tie, over, losers, turn, active, phase, phases, pile, resolved, paid, refused, refused_by, "
           "pending")
NOTHING = ("« {} » ne désigne rien dans ce cas : attendu une carte suivie d'une propriété, une joueuse (A, B, C) "
           "suivie d'une propriété, combat. ou l'un de " + GLOBALS)


@pytest.fixture(scope="module")
def names():
    found = Names(DB)
    check_setup(SETUP, found)
    return found


@pytest.mark.parametrize("path, message", [
    ("combat.deadd", "propriété du combat inconnue : « deadd » (vouliez-vous dire « dead » ou « declared » ?)"),
    ("combat.zzzz", "propriété du combat inconnue : « zzzz » (connues : target, declared, attackers, blocks, dead, "
     "city_damage)"),
    ("A.zzzzzz", "propriété de joueuse inconnue : « zzzzzz » dans « A.zzzzzz » (connues : hand, deck, graveyard, "
     "reserve, removed, kingdom, army, resources, untapped, tapped, creatures, lost, deck_legal, deck_broken, "
     "attached, sizes)"),
    ("G2.can.flyy", "capacité inconnue : « flyy » (vouliez-vous dire « fly » ?)"),
    ("G2.can.zzzzz", "capacité inconnue : « zzzzz » (connues : attack, block, block-elsewhere, fly, enter-army, "
     "untap, infiltrate, draw)"),
    ("G2.tappd", "propriété inconnue de G2 : « tappd » (vouliez-vous dire « tapped » ?)"),
    ("G2.zzzzzz", "propriété inconnue de G2 : « zzzzzz » (connues : zone, city, tapped, damage, attack, defense, "
     "dead, owner, controller, types, faction, attached, residents, destroyed, devotion, levels, counters, "
     "can.<capacité>)"),
    ("Gooule.tapped", NOTHING.format("Gooule.tapped")),
    ("zzzz", NOTHING.format("zzzz")),
    ("Goule 2", NOTHING.format("Goule 2")),
    ("winnr", NOTHING.format("winnr") + " (vouliez-vous dire « winner » ?)"),
    ("G.tapped", NOTHING.format("G.tapped") + " (vouliez-vous dire « G2 » ou « G1 » ?)"),
    ("combt.dead", NOTHING.format("combt.dead") + " (vouliez-vous dire « combat » ?)"),
    ("A.hand.x", "propriété de joueuse inconnue : « hand.x » dans « A.hand.x » (vouliez-vous dire « hand » ?)"),
    ("G2.can.can.fly", "capacité inconnue : « can.fly » (vouliez-vous dire « fly » ?)"),
])
def test_an_unknown_path_is_refused_in_french(names, path, message):
    with pytest.raises(UserError) as err:
        probe.parse(path, PLAYERS, names)
    assert str(err.value) == f"<entrée>: {message}"


@pytest.mark.parametrize("path, parsed", [
    ("winner", ("global", "winner")), ("combat.dead", ("combat", "dead")), ("A.hand", ("player", "A", "hand")),
    ("G2.can.fly", ("piece", "G2", "can", "fly")), ("Goule 2.zone", ("piece", "Goule 2", "zone")),
    ("Choc mortel.zone", ("piece", "Choc mortel", "zone")), ("T1.levels", ("piece", "T1", "levels")),
])
def test_paths_are_parsed(names, path, parsed):
    assert probe.parse(path, PLAYERS, names) == parsed


# (path, value read from SETUP's state, French label)
READ = [
    ("A.sizes", {"hand": 1, "deck": 4, "graveyard": 1, "reserve": 1, "kingdom": 2, "army": 2},
     "Nombre de cartes par zone de A"),
    ("A.resources", {"Empire": 2, "Horde rouge": 3, "Aristocrates": 1}, "Ressources de A"),
    ("A.untapped", 3, "Ressources désengagées de A"),
    ("A.tapped", 3, "Ressources engagées de A"),
    ("A.creatures", 3, "Créatures de A"),
    ("A.hand", ["Choc mortel"], "Main de A"),
    ("A.deck", ["Goule", "Goule", "Goule", "Mentor"], "Deck de A"),
    ("A.graveyard", ["Goule"], "Cimetière de A"),
    ("A.reserve", ["Arbre-esprit"], "Réserve de A"),
    ("A.removed", ["Mentor"], "Cartes retirées de A"),
    ("A.kingdom", ["T1", "Deux-Ponts"], "Royaume de A"),
    ("A.army", ["G2", "Mentor"], "Armée de A"),
    ("A.attached", ["Entravée"], "Enchantements sur A"),
    ("A.lost", False, "A a perdu"),
    ("A.deck_legal", None, "Deck de A légal"),
    ("A.deck_broken", [], "Règles de deck enfreintes par A"),
    ("C.resources", {}, "Ressources de C"),
    ("G2.zone", "army", "Zone de G2"),
    ("G1.zone", "city", "Zone de G1"),
    ("E.zone", "attached", "Zone de E"),
    ("T1.zone", "kingdom", "Zone de T1"),
    ("G1.city", "T1", "Cité de G1"),
    ("G2.city", None, "Cité de G2"),
    ("T1.levels", [2], "Niveaux permanents actifs de T1"),
    ("Deux-Ponts.levels", [], "Niveaux permanents actifs de Deux-Ponts"),
    ("G2.counters", 1, "Marqueurs de G2"),
    ("G2.attack", 4, "Attaque de G2"),           # Goule 3/2 and a +1/+2 counter
    ("G2.defense", 4, "Défense de G2"),
    ("T1.defense", 6, "Défense de T1"),           # Armurerie: 7 defence points, 1 damage: 6 left
    ("E.attack", None, "Attaque de E"),
    ("E.defense", None, "Défense de E"),
    ("G2.types", ["Undead"], "Types de G2"),
    ("G2.faction", "Ost des ténèbres", "Faction de G2"),
    ("G2.attached", ["E"], "Cartes attachées à G2"),
    ("T1.residents", ["G1"], "Résidentes de T1"),
    ("T1.devotion", 0, "Dévotion de T1"),
    ("G2.owner", "B", "Propriétaire de G2"),
    ("G2.controller", "A", "Contrôleuse de G2"),
    ("G2.damage", 2, "Dégâts de G2"),
    ("G1.tapped", True, "G1 engagée"),
    ("G2.dead", False, "G2 morte"),
    ("T1.destroyed", False, "T1 détruite"),
    ("G2.can.fly", False, "G2 peut voler"),
    ("G2.can.attack", True, "G2 peut attaquer"),
    ("G1.can.attack", False, "G1 peut attaquer"),      # a resident: only the army attacks
    ("G2.can.block", True, "G2 peut bloquer"),
    ("Choc mortel.zone", "hand", "Zone de Choc mortel"),
    ("Choc mortel.owner", "A", "Propriétaire de Choc mortel"),
    ("Choc mortel.faction", "Horde rouge", "Faction de Choc mortel"),
    ("Choc mortel.types", [], "Types de Choc mortel"),
    ("Choc mortel.dead", False, "Choc mortel morte"),
    ("Choc mortel.destroyed", False, "Choc mortel détruite"),
    ("Choc mortel.attached", [], "Cartes attachées à Choc mortel"),
    ("Choc mortel.residents", [], "Résidentes de Choc mortel"),
    ("Choc mortel.levels", [], "Niveaux permanents actifs de Choc mortel"),
    ("Choc mortel.damage", 0, "Dégâts de Choc mortel"),
    ("Choc mortel.devotion", 0, "Dévotion de Choc mortel"),
    ("Choc mortel.counters", 0, "Marqueurs de Choc mortel"),
    ("Choc mortel.can.fly", False, "Choc mortel peut voler"),
    ("Choc mortel.tapped", None, "Choc mortel engagée"),
    ("Goule.zone", "graveyard", "Zone de Goule"),
    ("Goule.dead", True, "Goule morte"),
    ("Goule.types", ["Undead"], "Types de Goule"),
    ("Arbre-esprit.zone", "kingdom", "Zone d'Arbre-esprit"),     # B's city (A's copy is in her reserve)
    ("Arbre-esprit.destroyed", False, "Arbre-esprit détruite"),
    ("Enlèvement.zone", None, "Zone d'Enlèvement"),
    ("Enlèvement.owner", None, "Propriétaire d'Enlèvement"),
    ("phase", "attaque", "Phase en cours"),
    ("pile", [], "Pile (dessous d'abord)"),
    ("pending", None, "Choix en attente"),
    ("turn", 3, "Tour"),
    ("active", "B", "Joueuse active"),
    ("phases", ["attaque"], "Phases jouées ce tour"),
    ("winner", None, "Gagnante"),
    ("over", False, "Partie finie"),
    ("paid", {}, "Dernier paiement"),
    ("combat.dead", None, "Créatures mortes au combat"),
    ("combat.blocks", None, "Bloqueuses"),
]


@pytest.mark.parametrize("path, value, text", READ)
def test_each_property_is_read_and_labelled(names, path, value, text):
    state = build_state(SETUP, DB, None)
    parsed = probe.parse(path, PLAYERS, names)
    actual = probe.read(state, parsed, names)
    assert probe.same(value, actual), (path, actual)
    assert type(actual) is type(value) or isinstance(actual, list) or value is None
    assert probe.label(parsed) == text


def test_unordered_and_ordered_lists():
    bag = probe.Bag(["a", "b", "a"])
    assert probe.same(["b", "a", "a"], bag) and not probe.same(["a", "b"], bag) and not probe.same("ab", bag)
    assert probe.same(["a", "b"], ["a", "b"]) and not probe.same(["b", "a"], ["a", "b"])
    assert probe.same({"x": ["b", "a"]}, {"x": probe.Bag(["a", "b"])})
    assert not probe.same({"x": 1}, {"x": 1, "y": 2}) and not probe.same({"x": 1}, {"x": 2})
    assert not probe.same([1], {"x": 1}) and probe.same({2: 1}, {"2": 1})
    assert probe.same(True, True) and not probe.same(1, True) and not probe.same(True, 1)
    assert probe.same([1, 2], ["1", "2"]) and probe.same(3, 3) and not probe.same(3, 4)
    assert not probe.same("ab", ["a", "b"]) and not probe.same(["a"], None)


def test_a_named_piece_out_of_play_is_read_through_its_card(names):
    """E, the Entravée attached to G2 in the setup, once it is in A's graveyard: read as its card there."""
    state = build_state(SETUP, DB, None)
    ghoul = state.find("G2")
    ghoul.attached.clear()
    state.players["A"].graveyard.append("Entravée")
    read = {prop: probe.read(state, probe.parse(f"E.{prop}", PLAYERS, names), names)
            for prop in ("zone", "owner", "faction", "dead", "destroyed")}
    assert read == {"zone": "graveyard", "owner": "A", "faction": "Aristocrates", "dead": False, "destroyed": False}


def test_zones_read_without_order_and_in_order(names):
    """The hand, the reserve and the removed cards compare without order; the deck (top first) and the graveyard
    (oldest first) in order."""
    setup = {"A": {"cities": ["Terrier"], "hand": ["Goule", "Mentor"], "reserve": ["Armory", "Siphon"],
                   "removed": ["Goule", "Mentor"], "deck": ["Goule", "Mentor"], "graveyard": ["Goule", "Mentor"]},
             "B": {}}
    state = build_state(setup, DB, None)
    for prop in ("hand", "reserve", "removed", "deck", "graveyard"):
        value = probe.read(state, ("player", "A", prop), names)
        forward = list(value)
        assert probe.same(forward, value) and probe.same(forward[::-1], value) is (prop in ("hand", "reserve",
                                                                                            "removed")), prop


def test_a_value_read_is_kept_as_it_was_at_its_moment(names):
    """What a moment reads stays what it was then, whatever the state does afterwards."""
    state = build_state(SETUP, DB, None)
    deck = probe.read(state, ("player", "A", "deck"), names)
    graveyard = probe.read(state, ("player", "A", "graveyard"), names)
    state.paid = {"Empire": 1}
    paid = probe.read(state, ("global", "paid"), names)
    state.players["A"].deck.pop(0)
    state.players["A"].graveyard.append("Mentor")
    state.paid["Empire"] = 2
    assert deck == ["Goule", "Goule", "Goule", "Mentor"] and graveyard == ["Goule"] and paid == {"Empire": 1}


def test_a_named_city_out_of_play_is_read_through_its_card(names):
    """T1, A's Armurerie in the setup, once in her graveyard: destroyed (arcmage.city.destroyed: « elle est
    détruite et sa propriétaire la met dans son cimetière »), read as its card there."""
    state = build_state(SETUP, DB, None)
    state.players["A"].cities = [c for c in state.players["A"].cities if c.name != "T1"]
    state.players["A"].graveyard.append("Armurerie")
    read = {prop: probe.read(state, probe.parse(f"T1.{prop}", PLAYERS, names), names)
            for prop in ("zone", "owner", "faction", "destroyed", "dead", "levels")}
    assert read == {"zone": "graveyard", "owner": "A", "faction": "Empire", "destroyed": True, "dead": False,
                    "levels": []}


def test_a_resident_waiting_to_leave_a_destroyed_city_is_in_limbo(names):
    """arcmage.city.destroyed-residents: between its city's destruction and its player's choice, the engine keeps
    a resident « limbo » (zones.py), and ``zone`` says so; an enchantment on a creature is « attached »."""
    state = build_state(SETUP, DB, None)
    state.find("G1").where = "limbo"
    assert probe.read(state, ("piece", "G1", "zone"), names) == "limbo"
    assert probe.read(state, ("piece", "E", "zone"), names) == "attached"


def test_resources_count_each_faction_that_has_any(names):
    state = build_state({"A": {"cities": ["Terrier"], "resources": {
        "Empire": {"untapped": 1, "tapped": 1}, "Horde rouge": 0, "Aristocrates": {"tapped": 2}}}, "B": {}}, DB, None)
    assert probe.read(state, ("player", "A", "resources"), names) == {"Empire": 2, "Aristocrates": 2}


def test_the_broken_deck_rules_read_are_kept_as_they_were(names):
    state = build_state(SETUP, DB, None)
    state.players["A"].deck_broken = ["arcmage.deck.size"]
    broken = probe.read(state, ("player", "A", "deck_broken"), names)
    state.players["A"].deck_broken.append("arcmage.deck.cities")
    assert broken == ["arcmage.deck.size"]
