"""Arcmage triggered abilities (rule arcmage.ability.triggered), in-process: each trigger of a card read in its
order, a trigger's effect without the action's options, triggers on playing a faction's card and on the card
itself, and a creature dead in the combat that no longer fires."""

from __future__ import annotations

from rulings.games.arcmage import values
from tests.arcmage.plays import Play, define, game
from tests.arcmage.story_cases import city

# --- triggered abilities ----------------------------------------------------------------------------

def test_each_trigger_of_a_card_is_read_in_its_order():
    """arcmage.ability.triggered: every matching triggered ability fires. Mentor enters: the watch's own « when I
    enter » and its « when an Orc enters » do not match, its « when a creature enters » does, and its effect is on
    the watch itself (+1/+0 until the end of the turn)."""
    db = define({"name": "Vigie (test)", "type": "creature", "cost": 1, "attack": 1, "defense": 1,
                 "triggers": [{"when": "enters", "self": True, "effect": {"draw": 1}},
                              {"when": "enters", "types": ["Orc"], "effect": {"draw": 1}},
                              {"when": "enters", "effect": {"bonus": "+1/+0"}}]})
    s = game(db, A={"cities": [city("A", residents=["Vigie (test)"])], "resources": {"Empire": 3},
                    "hand": ["Mentor"], "deck": ["Goule", "Conscrit"]})
    play = Play(s)
    play("A", "play", "Mentor")
    assert s.players["A"].hand == [] and values.stats(s, s.find("Vigie (test)")) == "2/1"
    assert [t for t in play.texts() if t.startswith("Capacité déclenchable")] == [
        "Capacité déclenchable de Vigie (test) : son déclencheur a lieu (entrée en jeu : Mentor) ; elle s'active, "
        "sans choix possible."]


def test_a_trigger_s_effect_has_no_action_options():
    """A triggered ability's effect takes no choice from an action: « to my owner » sends the prowler to its
    owner's army (no « to: »)."""
    db = define({"name": "Rôdeur (test)", "type": "creature", "cost": 1, "attack": 1, "defense": 1,
                 "triggers": [{"when": "enters", "effect": {"to_owner": True}}]})
    s = game(db, A={"cities": [city("A", residents=["Rôdeur (test)"])], "resources": {"Empire": 3},
                    "hand": ["Mentor"]})
    play = Play(s)
    play("A", "play", "Mentor")
    assert s.find("Rôdeur (test)").where == "army"
    assert "Rôdeur (test) : Rôdeur (test) va dans l'armée de sa propriétaire, A." in play.texts()


def test_a_play_trigger_of_another_faction_does_not_hide_the_next_one():
    """« When you play a card of <faction> »: a patron with one for Empire and one for Horde rouge; A plays Choc
    mortel (Horde rouge): the second fires (a +1/+1 counter), the first does not (no card drawn)."""
    db = define({"name": "Mécène (test)", "type": "creature", "cost": 1, "attack": 1, "defense": 1,
                 "triggers": [{"when": "plays", "faction": "Empire", "effect": {"draw": 1}},
                              {"when": "plays", "faction": "Horde rouge", "effect": {"counter": "+1/+1"}}]})
    s = game(db, A={"cities": [city("A")], "army": ["Mécène (test)"], "resources": {"Horde rouge": 2},
                    "hand": ["Choc mortel"], "deck": ["Goule"]})
    Play(s)("A", "play", "Choc mortel", target="Cité de B")
    patron = s.find("Mécène (test)")
    assert (patron.counters, values.stats(s, patron), s.players["A"].hand) == (1, "2/2", [])


def test_a_self_trigger_is_about_the_card_whatever_types_it_names():
    """A « when I enter » trigger (self) concerns the card itself: the types it names filter the other creatures
    of a « when a creature enters » trigger, not the card (the engine's reading: the scout draws)."""
    db = define({"name": "Éclaireur (test)", "type": "creature", "cost": 1, "attack": 1, "defense": 1,
                 "types": ["Elf"], "triggers": [{"when": "enters", "self": True, "types": ["Orc"],
                                                 "effect": {"draw": 1}}]})
    s = game(db, A={"cities": [city("A")], "resources": {"Empire": 1}, "hand": ["Éclaireur (test)"],
                    "deck": ["Goule"]})
    Play(s)("A", "play", "Éclaireur (test)")
    assert s.players["A"].hand == ["Goule"]


def test_a_creature_dead_in_the_combat_no_longer_fires_for_the_others():
    """arcmage.combat.dead-between: a creature dead in a battle goes to the graveyard at the end of the combat, but
    its effects cease at once. The scavenger (« when a creature dies, draw a card ») dies in the second battle: at
    the cleanup, Goule and Garde royal, dead before it, go first without it firing; its own death fires it once."""
    db = define({"name": "Charognard (test)", "type": "creature", "cost": 1, "attack": 1, "defense": 1,
                 "triggers": [{"when": "dies", "effect": {"draw": 1}}]})
    s = game(db, A={"cities": [city("A")], "army": ["Goule", "Charognard (test)"],
                    "deck": ["Mentor", "Conscrit", "Fantassin"]},
             B={"cities": [city("B")], "army": ["Garde royal", "Conscrit"]})
    play = Play(s)
    play("A", "attack", "Cité de B", **{"with": ["Goule", "Charognard (test)"]})
    play("B", "blockers", {"Goule": ["Garde royal"], "Charognard (test)": ["Conscrit"]})
    play("A", "resolve_pile", True)
    assert s.combat.dead == ["Goule", "Garde royal", "Charognard (test)", "Conscrit"]
    assert s.players["A"].hand == ["Mentor"] and s.players["A"].deck == ["Conscrit", "Fantassin"]
