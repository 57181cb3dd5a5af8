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


def test_two_triggers_of_one_card_are_ordered_by_the_active_player_each_numbered():
    """arcmage.ability.triggered: a watch with two « when a creature enters » triggers, Mentor enters: both fire
    at once, the active player orders them (the reading's default), each shown with its number since the card's
    name is the same; the first given order is played (+1/+0, then 1 damage that kills the 2/1 watch)."""
    db = define({"name": "Vigie (test)", "type": "creature", "cost": 1, "attack": 1, "defense": 1,
                 "triggers": [{"when": "enters", "effect": {"bonus": "+1/+0"}},
                              {"when": "enters", "effect": {"damage": 1}}]})
    s = game(db, A={"cities": [city("A", residents=["Vigie (test)"])], "resources": {"Empire": 3}, "hand": ["Mentor"]})
    play = Play(s)
    play("A", "play", "Mentor")
    assert [line for line in play.since(0) if "ordre" in line] == [
        "arcmage.ability.triggered | Lecture ouverte « Plusieurs capacités se déclenchent sur un même évènement : "
        "qui choisit l'ordre ? » : la joueuse active, comme pour l'ordre des cités à la dévotion (lecture par "
        "défaut)",
        "arcmage.ability.triggered | Choix de A — ordre des capacités déclenchées (entrée en jeu : Mentor, tour 1) : "
        "Vigie (test) (1) puis Vigie (test) (2) (une branche sur 2 : le moteur les joue toutes)"]
    assert s.find("Vigie (test)") is None and s.players["A"].graveyard == ["Vigie (test)"]


def test_a_trigger_whose_card_died_from_an_earlier_trigger_does_not_apply_and_the_next_still_does():
    """arcmage.ability.triggered: Mentor enters; the kamikaze's first trigger (+0/-1) kills it, so its second
    (draw) no longer applies; the watch's trigger, after it, still does (A draws Goule). Only the kamikaze's two
    triggers are numbered: the watch's name is shown once."""
    db = define({"name": "Kamikaze (test)", "type": "creature", "cost": 1, "attack": 1, "defense": 1,
                 "triggers": [{"when": "enters", "effect": {"bonus": "+0/-1"}},
                              {"when": "enters", "effect": {"draw": 1}}]},
                {"name": "Vigie (test)", "type": "creature", "cost": 1, "attack": 1, "defense": 1,
                 "triggers": [{"when": "enters", "effect": {"draw": 1}}]})
    s = game(db, A={"cities": [city("A")], "army": ["Kamikaze (test)", "Vigie (test)"], "resources": {"Empire": 3},
                    "hand": ["Mentor"], "deck": ["Goule", "Conscrit"]})
    play = Play(s)
    mark = play.mark()
    play("A", "play", "Mentor")
    lines = play.since(mark)
    assert ("arcmage.ability.triggered | Choix de A — ordre des capacités déclenchées (entrée en jeu : Mentor, tour 1) "
            ": Kamikaze (test) (1) puis Kamikaze (test) (2) puis Vigie (test) (une branche sur 6 : le moteur les "
            "joue toutes)") in lines
    dead = lines.index("arcmage.creature.death | Kamikaze (test) va dans le cimetière de sa propriétaire, A (morte).")
    assert lines[dead + 1:dead + 4] == [
        "arcmage.ability.triggered | Kamikaze (test) n'est plus en jeu : sa capacité déclenchée ne s'applique pas.",
        "arcmage.ability.triggered | Capacité déclenchable de Vigie (test) : son déclencheur a lieu (entrée en jeu : "
        "Mentor) ; elle s'active, sans choix possible.",
        "arcmage.zones.deck | A pioche 1 carte sur le dessus de son deck (effet de Vigie (test)) : Goule."]
    assert (s.players["A"].hand, s.players["A"].deck) == (["Goule"], ["Conscrit"])
