"""World of Warcraft Miniatures waves of triggered abilities (704.2c), played in-process: the destructions after a
wave and the next wave they trigger, who orders first, an order given by the case, two abilities of the same name
from different controllers."""

from __future__ import annotations

from tests.wowminis.cases import error, run, texts


def test_a_character_destroyed_after_a_wave_triggers_the_next_wave():
    """704.2c: « Si de nouvelles capacités déclenchables se déclenchent … elles se résolvent ensemble dans une
    nouvelle vague » : Corruption brings Voleur to −1; he is destroyed once wave 1 is over, and his Dernier souffle
    resolves in wave 2."""
    state = run("""
        setup:
          A: {characters: [Guerrier]}
          B: {characters: [{name: Voleur, health: 1, attached: [Corruption, Dernier souffle]}]}
        actions:
          - {end_of_tick: 5}
    """)
    assert texts(state, "704.2c-after") == ["Vague 1 entièrement résolue : destruction de Voleur."]
    assert texts(state, "704.2c-next") == ["Les capacités déclenchées pendant la vague 1 se résolvent ensemble dans "
                                           "une nouvelle vague : Dernier souffle (Voleur)."]
    assert state.waves == 2 and state.chars["Guerrier"].health == 5


def test_the_active_player_orders_first_when_the_wave_of_a_tick_affects_two_players():
    """704.2c: « le joueur dont c'est le tour choisit … et puis le joueur suivant dans le sens des aiguilles d'une
    montre » : B is the active player; the trace names her and the order of the players from her."""
    state = run("""
        setup:
          active: B
          A: {characters: [{name: Druide, health: 3, attached: [Rejuvenation]}]}
          B: {characters: [{name: Guerrier, attached: [Corruption]}]}
        actions:
          - {end_of_tick: 5}
    """)
    assert texts(state, "704.2c-active") == ["Joueur dont c'est le tour : B (setup.active, A par défaut) ; l'ordre se "
                                             "choisit à partir de lui : B, A."]
    assert state.wave_order == ["Corruption → Guerrier", "Rejuvenation → Druide"]


def test_an_order_that_leaves_out_an_ability_of_the_wave_is_an_error():
    """704.2c: an order given for Familier names every ability of the wave affecting him, or none."""
    err = error("""
        setup:
          A: {characters: [Guerrier]}
          B: {characters: [{name: Familier, health: 1, attached: [Rejuvenation, Corruption]}]}
        actions:
          - {end_of_tick: 5, order: {Familier: [Corruption]}}
    """)
    assert err.message == ("l'ordre donné pour Familier ne nomme pas Rejuvenation → Familier : nommez toutes les "
                           "capacités de la vague qui l'affectent (Rejuvenation, Corruption), ou aucune (le moteur "
                           "joue alors chaque ordre)")


def test_an_order_given_for_the_one_ability_affecting_a_character_chooses_nothing():
    """704.2c: Rejuvenation alone affects Druide: the order the case gives for him leaves nothing to choose, and
    the trace reports no choice."""
    state = run("""
        setup:
          A: {characters: [{name: Druide, health: 3, attached: [Rejuvenation]}]}
          B: {characters: [Guerrier]}
        actions:
          - {end_of_tick: 5, order: {Druide: [Rejuvenation]}}
    """)
    assert texts(state, "704.2c") == []
    assert state.wave_order == ["Rejuvenation → Druide"] and state.chars["Druide"].health == 5


def test_two_abilities_of_the_same_name_from_different_controllers_apply_once():
    """704.2c: « Un personnage ne peut pas être affecté en même temps par plusieurs capacités déclenchables avec le
    même nom » : the Curée of Druide (B) and the one Arcaniste (A) attached to him both trigger; by default the first
    in the order B chooses applies, and the trace says the two come from different controllers."""
    state = run("""
        setup:
          A: {characters: [Arcaniste]}
          B: {characters: [{name: Guerrier, health: 1},
                           {name: Druide, health: 2, attached: [Curée, {name: Curée, from: Arcaniste}]}]}
        actions:
          - {by: A, play: Trait, targets: [Guerrier]}
    """)
    assert texts(state, "704.2c-same") == ["Druide ne peut pas être affecté en même temps par deux Curée : Curée "
                                           "(Arcaniste) → Druide ne s'applique pas."]
    assert texts(state, "704.2c-which")[1:] == ["des contrôleurs différents : le moteur garde la première dans l'ordre "
                                                "choisi, Curée → Druide."]
    assert state.chars["Druide"].health == 3
