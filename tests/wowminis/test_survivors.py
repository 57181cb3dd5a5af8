"""World of Warcraft Miniatures: what the surviving mutants of the engine changed, pinned (actions, effects,
events).  Each test plays a small case in-process and asserts what the engine computes: a health, a hand, a
trace entry's rule and French text, a refusal, an error message.  Where the value is a rule, the test names it
(chapter 7, 700-705)."""

from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest

from rulings.core.chance import Chance
from rulings.core.errors import UserError
from rulings.core.game import ScenarioContext
from rulings.core.yamlio import load_text
from rulings.games.wowminis import database
from rulings.games.wowminis.game import GAME

ROOT = Path(__file__).resolve().parents[2]
BASE = GAME.database(ROOT)

# Abilities and a figurine reconstructed for these tests only (no WoW Minis card text exists).
DEFINE = """\
abilities:
  - {name: Double pacte, cost: 1, effect: [{discard: 2}, {discard: 1}, {draw: 1, if_you_do: true}], text: t,
     source: {kind: reconstructed}}
  - {name: Contre-pacte, notes: react, event: enemy_plays, effect: [{negate: true}, {draw: 1, if_you_do: true}],
     text: t, source: {kind: reconstructed}}
  - {name: Tribut et soin, trigger: end_of_tick, ticks: [5], effect: [{score: 1}, {heal: 1, to: bearer, if_you_do: true}],
     text: t, source: {kind: reconstructed}}
  - {name: Coup et pioche, cost: 2, attack: true, targets: 1, effect: [{damage: 1}, {draw: 1, if_you_do: true}],
     text: t, source: {kind: reconstructed}}
  - {name: Exécution, cost: 2, effect: [{damage: 2, to: enemies, if_health_at_most: 3}], text: t,
     source: {kind: reconstructed}}
  - {name: Soin et pioche, cost: 1, heal: true, targets: 1, side: ally, effect: [{heal: 2}, {draw: 1, if_you_do: true}],
     text: t, source: {kind: reconstructed}}
  - {name: Prière, cost: 1, effect: [{heal: 1, to: adjacent_allies}], text: t, source: {kind: reconstructed}}
  - {name: Repli, cost: 1, effect: [{step_away: true, to: bearer}, {draw: 1, if_you_do: true}], text: t,
     source: {kind: reconstructed}}
  - {name: Épines, trigger: damaged, effect: [{damage: 1, to: adjacent_enemies}], text: t,
     source: {kind: reconstructed}}
  - {name: Frappe et fuite, cost: 2, attack: true, targets: 1, range: adjacent,
     effect: [{damage: 1}, {step_away: true, to: bearer}], text: t, source: {kind: reconstructed}}
  - {name: Appel du totem, cost: 1, effect: [{summon: Totem}], text: t, source: {kind: reconstructed}}
  - {name: Vigie, trigger: enemy_plays, effect: [{heal: 1, to: bearer}], text: t, source: {kind: reconstructed}}
  - {name: Entrave générale, aura: {discard_replaced: true, to: all}, text: t, source: {kind: reconstructed}}
  - {name: Fin sans cible, trigger: end_of_tick, ticks: [5], effect: [{damage: 1, to: trigger}], text: t,
     source: {kind: reconstructed}}
  - {name: Riposte tardive, cost: 1, effect: [{damage: 1, to: opener_source}], text: t,
     source: {kind: reconstructed}}
  - {name: Tribut, trigger: end_of_tick, ticks: [5], effect: [{score: 1}], text: t, source: {kind: reconstructed}}
  - {name: Coup traître, cost: 2, attack: true, targets: 1, side: any, effect: [{damage: 1}], text: t,
     source: {kind: reconstructed}}
  - {name: Soin proche, cost: 1, heal: true, targets: 1, side: ally, range: adjacent, effect: [{heal: 2}], text: t,
     source: {kind: reconstructed}}
  - {name: Repousser, notes: react, event: enemy_plays, effect: [{step_away: true, to: opener_source}], text: t,
     source: {kind: reconstructed}}
  - {name: Soin personnel, cost: 1, effect: [{heal: 2}], text: t, source: {kind: reconstructed}}
  - {name: Rituel, cost: 1, pay: [{damage: 1, to: bearer}, {discard: 1}], effect: [{draw: 1}], text: t,
     source: {kind: reconstructed}}
  - {name: Coup double, cost: 2, attack: true, targets: 1, effect: [{damage: 1}, {damage: 1}], text: t,
     source: {kind: reconstructed}}
  - {name: Triple geste, trigger: end_of_tick, ticks: [5], effect: [{damage: 1, heal: 1, step_away: true, to: bearer}],
     text: t, source: {kind: reconstructed}}
  - {name: Taxe, trigger: enemy_plays, effect: [{discard: 1}], text: t, source: {kind: reconstructed}}
  - {name: Dévouement, notes: react, event: attack_targets_ally, effect: [{damage: 5, to: adjacent_allies}], text: t,
     source: {kind: reconstructed}}
characters:
  - {name: Totem, health: 2, main: Frappe, abilities: [Récupération], text: t, source: {kind: reconstructed}}
"""
DB = database.with_define(BASE, load_text(DEFINE, "d.yaml"), "d.yaml")


def run(case: str, fixed: dict | None = None):
    """Prepare a case written in YAML and run it to its end, in-process: the final state."""
    raw = load_text(dedent(case), "case.yaml")
    raw.setdefault("expect", {})
    prepared = GAME.prepare(ScenarioContext(DB, "case.yaml"), raw)
    state = prepared.new_state(Chance(fixed or prepared.fixed), lambda key, s: None)
    prepared.run(state)
    return state


def error(case: str) -> UserError:
    with pytest.raises(UserError) as caught:
        run(case)
    return caught.value


def texts(state, rule: str) -> list:
    return [e.text for e in state.trace.entries if e.rule == "wowminis." + rule]


def cited(state) -> list:
    return [e.rule for e in state.trace.entries]


# --- actions ---------------------------------------------------------------------------------------------

PURGE_PENDING = """
    setup:
      A: {characters: [{name: Arcaniste, bar: [Purge]}], hand: [Potion, Élixir, Parchemin]}
      B: {characters: [{name: Guerrier, bar: [Parade]}]}
    actions:
      - {by: A, play: Purge}
"""


def test_a_react_is_recognised_on_the_source_the_action_names():
    """A react is played in the most recent window (701.3) and closes nothing: a react named with its ``source``
    leaves Purge's window open, so the error is about that source, not about Purge's missing discard choice."""
    err = error(PURGE_PENDING + "      - {by: A, play: Parade, source: Guerrier}\n")
    assert err.message == "Guerrier n'est pas un personnage de A"
    assert err.where.line == 7


def test_a_react_without_source_is_looked_for_among_the_players_own_characters_in_play():
    """Parade is only an enemy's react here: A's play of it is not a react of A's, so it closes Purge's window first
    (an action other than a react closes the open windows) and Purge then needs its discard choice."""
    err = error(PURGE_PENDING + "      - {by: A, play: Parade}\n")
    assert err.message == ("A doit choisir 2 cartes à défausser parmi Potion, Élixir, Parchemin : ajoutez "
                           "« discard: [...] » à l'action qui joue Purge")
    assert err.where.line == 6


def test_the_passes_of_a_play_that_closes_the_windows_are_traced_in_its_phase():
    state = run("""
        setup:
          A: {characters: [Arcaniste]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Trait, targets: [Guerrier]}
          - {by: A, play: Trait, targets: [Guerrier]}
    """)
    passes = [(e.turn, e.phase, e.text) for e in state.trace.entries
              if e.rule == "wowminis.701.2-order" and "passe" in e.text]
    assert passes[:2] == [(2, "jouer", "A passe son opportunité dans la fenêtre 1."),
                          (2, "jouer", "B passe son opportunité dans la fenêtre 1.")]


def test_a_move_names_every_character_the_mover_is_now_adjacent_to():
    state = run("""
        setup:
          A: {characters: [Voleur]}
          B: {characters: [Guerrier, Druide]}
        actions:
          - {by: A, move: Voleur, to: [Guerrier, Druide]}
    """)
    assert texts(state, "deduit.adjacent") == ["Voleur se déplace : adjacent à Druide, Guerrier (avant : personne)."]
    assert state.adjacency["Voleur"] == {"Guerrier", "Druide"}


# --- effects: « Si vous faites » after each kind of step (705.1d) ---------------------------------------

def test_replaced_discards_are_not_done_and_if_you_do_fails():
    """705.1d: « Si une ou plusieurs des choses ont été remplacées, celle-ci ne sont pas faites. » Both discards
    of Double pacte are replaced (Entrave: the cards go under the deck), so nothing is drawn."""
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Double pacte]}], hand: [Potion, Élixir, Parchemin], deck: [Baume]}
          B: {characters: [{name: Guerrier, attached: [Entrave]}]}
        actions:
          - {by: A, play: Double pacte, discard: [Potion, Élixir, Parchemin]}
    """)
    assert texts(state, "deduit.replace")[1:] == ["La défausse de Potion, Élixir est remplacée : sous le paquet de A.",
                                                  "La défausse de Parchemin est remplacée : sous le paquet de A."]
    assert texts(state, "705.1d-replaced") == ["défausser Potion, Élixir, défausser Parchemin a été remplacé : ce "
                                               "n'est pas fait."]
    assert state.players["A"].hand == [] and state.players["A"].discard == []
    assert state.players["A"].deck == ["Baume", "Potion", "Élixir", "Parchemin"]


def test_a_card_chosen_twice_to_discard_must_be_twice_in_the_hand():
    """705.1a: the player makes the choices so that the thing is possible: one Potion cannot be discarded twice."""
    err = error("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Purge]}], hand: [Potion, Élixir, Parchemin]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Purge, discard: [Potion, Potion]}
    """)
    assert err.message == ("A choisit de défausser « Potion » 2 fois et n'en a que 1 en main (Potion, Élixir, "
                           "Parchemin)")


def test_a_negation_is_done_so_its_if_you_do_applies():
    """705.1d: negating the ability (703.1g) is a thing done: « Si vous faites » draws."""
    state = run("""
        setup:
          A: {characters: [Arcaniste]}
          B: {characters: [{name: Guerrier, bar: [Contre-pacte]}], deck: [Potion]}
        actions:
          - {by: A, play: Trait, targets: [Guerrier]}
          - {by: B, play: Contre-pacte}
    """)
    assert state.negated == ["Trait"] and state.players["B"].hand == ["Potion"]
    assert texts(state, "705.1d") == ["« Si vous faites » : tout ce qui était demandé a été fait ; la phrase s'applique."]
    assert state.chars["Guerrier"].health == 6


def test_damage_is_done_so_its_if_you_do_applies():
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Coup et pioche]}], deck: [Potion]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Coup et pioche, targets: [Guerrier]}
    """)
    assert state.chars["Guerrier"].health == 5 and state.players["A"].hand == ["Potion"]


def test_a_heal_that_heals_is_done_so_its_if_you_do_applies():
    state = run("""
        setup:
          A: {characters: [{name: Prêtre, bar: [Soin et pioche]}, {name: Voleur, health: 2}], deck: [Potion]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Soin et pioche, targets: [Voleur]}
    """)
    assert state.chars["Voleur"].health == 4 and state.players["A"].hand == ["Potion"]
    assert "« Si vous faites » : tout ce qui était demandé a été fait ; la phrase s'applique." in texts(state, "705.1d")


def test_stepping_away_is_done_so_its_if_you_do_applies():
    state = run("""
        setup:
          A: {characters: [{name: Voleur, bar: [Repli]}], deck: [Potion]}
          B: {characters: [Guerrier]}
          adjacent: [[Voleur, Guerrier]]
        actions:
          - {by: A, play: Repli}
    """)
    assert state.adjacency["Voleur"] == set() and state.adjacency["Guerrier"] == set()
    assert state.players["A"].hand == ["Potion"]


def test_a_player_step_counts_as_done_for_the_character_its_wave_application_is_about():
    """704.2c: Tribut et soin affects its player (the score) and its bearer (the heal): each is an application of
    the wave; in the bearer's, the score is not this application's to do and does not undo « Si vous faites »."""
    state = run("""
        setup:
          A: {characters: [{name: Druide, health: 3, attached: [Tribut et soin]}]}
          B: {characters: [Guerrier]}
        actions:
          - {end_of_tick: 5}
    """)
    assert state.wave_order == ["Tribut et soin → Druide", "Tribut et soin → A"]
    assert state.chars["Druide"].health == 4 and state.players["A"].vp == 1


def test_a_heal_skips_a_character_without_damage_and_heals_the_next():
    """705.1b: the part that cannot be applied (a character without damage) is skipped, the rest applied."""
    state = run("""
        setup:
          A: {characters: [{name: Prêtre, bar: [Prière]}, Voleur, {name: Druide, health: 2}]}
          B: {characters: [Guerrier]}
          adjacent: [[Prêtre, Voleur, Druide]]
        actions:
          - {by: A, play: Prière}
    """)
    assert state.chars["Druide"].health == 3 and state.chars["Voleur"].health == 5
    assert texts(state, "705.1b-parts") == ["« soigner 1 à chaque allié adjacent » est inapplicable (Voleur n'a aucun "
                                            "dégât à soigner) : on applique le reste."]


def test_a_played_ability_reads_every_health_at_its_resolution():
    """705.1c: the information is read during the resolution (not a triggered ability: no snapshot)."""
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Exécution]}]}
          B: {characters: [Guerrier, {name: Voleur, health: 3}]}
        actions:
          - {by: A, play: Exécution}
    """)
    assert texts(state, "705.1c") == ["Exécution lit chaque personnage ennemi : Guerrier, Voleur pendant sa résolution.",
                                      "Exécution lit la santé de Guerrier (6), Voleur (3) pendant sa résolution."]
    assert state.chars["Voleur"].health == 1 and state.chars["Guerrier"].health == 6


def test_a_triggered_ability_reads_each_adjacent_enemy_in_its_snapshot_one_application_at_a_time():
    """704.2b, 704.2c: one application per affected character, each reading the snapshot."""
    state = run("""
        setup:
          A: {characters: [Bourreau]}
          B: {characters: [{name: Guerrier, health: 4}, {name: Voleur, health: 3}]}
          adjacent: [[Bourreau, Guerrier, Voleur]]
        actions:
          - {end_of_tick: 5}
    """)
    assert texts(state, "704.2b") == ["Photo prise juste après l'évènement déclencheur : chaque ennemi adjacent : Guerrier.",
                                      "Photo prise juste après l'évènement déclencheur : la santé de Guerrier (4).",
                                      "Photo prise juste après l'évènement déclencheur : chaque ennemi adjacent : Voleur.",
                                      "Photo prise juste après l'évènement déclencheur : la santé de Voleur (3)."]
    assert state.chars["Guerrier"].health == 3 and state.chars["Voleur"].health == 2


def test_a_triggered_ability_reads_its_recipients_in_the_snapshot_not_live():
    """704.2b: Épines triggers when Guerrier is damaged, Voleur adjacent; Voleur steps away before it resolves,
    yet the snapshot, taken right after the damage, still has him adjacent: he takes 1 damage."""
    state = run("""
        setup:
          A: {characters: [{name: Voleur, bar: [Frappe et fuite]}]}
          B: {characters: [{name: Guerrier, attached: [Épines]}]}
          adjacent: [[Voleur, Guerrier]]
        actions:
          - {by: A, play: Frappe et fuite, targets: [Guerrier]}
    """)
    assert state.adjacency["Voleur"] == set()
    assert state.chars["Guerrier"].health == 5 and state.chars["Voleur"].health == 4
    assert state.wave_order == ["Épines (Guerrier) → Voleur"]


def test_a_step_that_damages_heals_and_moves_affects_its_recipient_in_the_wave():
    state = run("""
        setup:
          A: {characters: [{name: Guerrier, attached: [Triple geste]}]}
          B: {characters: [Voleur]}
        actions:
          - {end_of_tick: 5}
    """)
    assert state.wave_order == ["Triple geste → Guerrier"] and state.chars["Guerrier"].health == 5


def test_a_summoned_character_comes_with_every_ability_of_its_card():
    state = run("""
        setup:
          A: {characters: [{name: Druide, bar: [Appel du totem]}]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Appel du totem}
    """)
    assert texts(state, "deduit.summon") == ["Totem est invoqué et entre en jeu sous le contrôle de A, avec ses "
                                             "capacités : Frappe, Récupération."]


# --- events --------------------------------------------------------------------------------------------

def test_an_attached_ability_does_not_trigger_when_its_bearer_is_gone():
    """704.2: Rejuvenation, attached to Guerrier by Druide, does not trigger once Guerrier is destroyed; the trace
    names the one not in play (Guerrier), not Druide."""
    state = run("""
        setup:
          A: {characters: [Arcaniste]}
          B: {characters: [Druide, {name: Guerrier, health: 1, attached: [{name: Rejuvenation, from: Druide}]}]}
        actions:
          - {by: A, play: Trait, targets: [Guerrier]}
          - {end_of_tick: 5}
    """)
    assert texts(state, "704.2-source") == ["Rejuvenation (Guerrier) ne se déclenche pas à la fin du tic 5/10 (fin du "
                                            "tic 5) : sa source Guerrier n'est pas en jeu."]


def test_an_ability_whose_source_is_gone_does_not_stop_the_next_one_of_its_bearer():
    """704.2: Corruption (from Démoniste, destroyed) does not trigger; Rejuvenation, carried after it by the same
    Guerrier, still does."""
    state = run("""
        setup:
          A: {characters: [Arcaniste]}
          B: {characters: [{name: Démoniste, health: 1},
                           {name: Guerrier, health: 3, attached: [{name: Corruption, from: Démoniste}, Rejuvenation]}]}
        actions:
          - {by: A, play: Trait, targets: [Démoniste]}
          - {end_of_tick: 5}
    """)
    assert texts(state, "704.2") == ["Rejuvenation (Guerrier) se déclenche à la fin du tic 5/10 (fin du tic 5)."]
    assert state.chars["Guerrier"].health == 5


def test_a_character_destroyed_with_another_still_triggers_on_its_destruction():
    """704.2: « Elle se déclenche à n'importe quelle instance de cet évènement, y compris si plusieurs évènements
    se produisent simultanément » : Voleur, destroyed at the same instant as Guerrier, was in play when Guerrier was
    destroyed: the Charognard attached to him (its source Druide, in play) triggers."""
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Salve]}]}
          B: {characters: [{name: Guerrier, health: 1}, {name: Voleur, health: 1, attached: [{name: Charognard, from: Druide}]},
                           Druide]}
        actions:
          - {by: A, play: Salve, targets: [Guerrier, Voleur]}
    """)
    assert texts(state, "704.2-same-instant") == [
        "Voleur quitte le jeu à l'instant même de l'évènement (Guerrier est détruit) : sa capacité Charognard se "
        "déclenche quand même (elle était en jeu quand l'évènement s'est produit)."]


def test_every_trigger_waiting_for_the_play_is_counted():
    """703.1h: two Rancune (enemy_action) and a Vigie (enemy_plays) wait for A's action: three abilities resolve
    immediately, before Trait, in one wave (704.2c)."""
    state = run("""
        setup:
          A: {characters: [Arcaniste]}
          B: {characters: [{name: Guerrier, attached: [Rancune, Vigie]}, {name: Voleur, attached: [Rancune]}]}
        actions:
          - {by: A, play: Trait, targets: [Guerrier]}
    """)
    assert texts(state, "703.1h") == ["Trait n'a pas été annulée : 3 capacités qui l'attendaient se résolvent "
                                      "immédiatement, avant Trait."]
    assert texts(state, "703.1h-wave") == ["Ces 3 capacités déclenchées ensemble se résolvent en vague (704.2c)."]


def test_a_discard_replacement_for_every_player_replaces_the_controllers_own_discards():
    """Entrave générale replaces the discards of all players (« to: all »), its controller's included."""
    state = run("""
        setup:
          A: {characters: [{name: Guerrier, attached: [Entrave générale]}]}
          B: {characters: [Voleur]}
    """)
    assert texts(state, "deduit.replace") == [
        "Entrave générale (Guerrier) : si A devait défausser une carte, elle irait sous son paquet à la place.",
        "Entrave générale (Guerrier) : si B devait défausser une carte, elle irait sous son paquet à la place."]
    assert state.replaced == {"A", "B"}


def test_two_discard_replacements_of_one_player_are_both_named():
    state = run("""
        setup:
          A: {characters: [Arcaniste]}
          B: {characters: [{name: Guerrier, attached: [Entrave]}, {name: Voleur, attached: [Entrave]}]}
    """)
    assert texts(state, "deduit.replace") == ["Entrave (Guerrier), Entrave (Voleur) : si A devait défausser une carte, "
                                              "elle irait sous son paquet à la place."]


def test_an_aura_on_every_enemy_skips_the_allies_and_reaches_each_enemy():
    """704.3: Marque du chasseur (armor -1 to the enemies, no range) affects every enemy, none of the allies."""
    state = run("""
        setup:
          A: {characters: [{name: Chasseur, bar: [Marque du chasseur]}, Voleur]}
          B: {characters: [Guerrier, Druide]}
    """)
    assert [state.chars[n].armor for n in ("Chasseur", "Voleur", "Guerrier", "Druide")] == [0, 0, -1, -1]


def test_an_adjacent_aura_whose_source_is_gone_does_not_stop_the_bearers_next_aura():
    """704.3a: Aura de protection is limited to its source's adjacent characters: its source Prêtre destroyed, it
    applies to nobody; Marque du chasseur, carried after it by Guerrier, has no range and still applies."""
    state = run("""
        setup:
          A: {characters: [{name: Guerrier, attached: [{name: Aura de protection, from: Prêtre}, Marque du chasseur]},
                           {name: Prêtre, health: 1}]}
          B: {characters: [{name: Arcaniste, bar: [Trait]}, Druide]}
        actions:
          - {end_of_tick: 5}
          - {by: B, play: Trait, source: Arcaniste, targets: [Prêtre]}
          - {end_of_tick: 10}
    """)
    assert not state.chars["Prêtre"].in_play
    assert state.chars["Arcaniste"].armor == -1 and state.chars["Druide"].armor == -1


def test_an_aura_without_range_names_every_source_no_longer_in_play():
    """704.3a: an aura without a range applies whether its source is in play or not; 704.3b: once only."""
    state = run("""
        setup:
          A: {characters: [{name: Chasseur, health: 1, bar: [Marque du chasseur]},
                           {name: Chasseur 2, card: Chasseur, health: 1, bar: [Marque du chasseur]}]}
          B: {characters: [{name: Arcaniste, bar: [Salve]}]}
        actions:
          - {by: B, play: Salve, targets: [Chasseur, Chasseur 2]}
    """)
    assert state.destroyed == ["Chasseur", "Chasseur 2"] and state.chars["Arcaniste"].armor == -1
    assert texts(state, "704.3a")[-1] == ("Marque du chasseur n'a pas de limite de portée : son effet s'applique à "
                                          "Arcaniste bien que sa source Chasseur, Chasseur 2 ne soit plus en jeu.")


def test_only_the_destruction_triggers_are_counted_per_instance():
    """704.2 « à n'importe quelle instance » : the 704.2-each entry counts the triggers of the destructions only;
    Récupération, triggered twice by Coup double before them, is not one of them."""
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Coup double]}]}
          B: {characters: [{name: Guerrier, health: 2, attached: [Récupération]}, Voleur]}
        actions:
          - {by: A, play: Coup double, targets: [Guerrier]}
    """)
    assert state.destroyed == ["Guerrier"]
    assert texts(state, "704.2") == ["Récupération (Guerrier) se déclenche quand ce personnage subit des dégâts "
                                     "(Guerrier subit des dégâts)."] * 2
    assert "wowminis.704.2-each" not in cited(state)


def test_a_tie_ends_the_game_without_a_winner_and_the_waiting_abilities_do_not_resolve():
    """704.2c: after the wave, the destructions and their victory points, then the victory: A and B both reach the
    threshold with the same points, a tie; the game is over and the abilities triggered by the destructions do not
    resolve."""
    state = run("""
        setup:
          victory: 2
          A: {characters: [{name: Voleur, health: 2, attached: [Corruption]}, {name: Druide, attached: [Curée]}]}
          B: {characters: [{name: Guerrier, health: 2, attached: [Corruption]}]}
        actions:
          - {end_of_tick: 5}
    """)
    assert state.over and state.winner is None
    assert [(e.rule, e.text) for e in state.trace.entries if e.rule == "wowminis.deduit.vp"][-2:] == [
        ("wowminis.deduit.vp", "A et B atteignent 2 points (seuil 2) : égalité, personne ne gagne."),
        ("wowminis.deduit.vp", "La partie est finie : les capacités en attente ne se résolvent pas.")]
    assert state.pending == [] and state.chars["Druide"].health == 5


def test_the_character_of_the_event_of_an_end_of_tick_is_nobody():
    """An end of tick has no character: « le personnage de l'évènement » designates nobody (705.1b)."""
    state = run("""
        setup:
          A: {characters: [{name: Guerrier, attached: [Fin sans cible]}]}
          B: {characters: [Voleur]}
        actions:
          - {end_of_tick: 5}
    """)
    assert texts(state, "705.1b-parts") == ["« infliger 1 dégât à le personnage de l'évènement » est inapplicable "
                                            "(personne n'est concerné) : on applique le reste."]
    assert state.wave_order == ["Fin sans cible"]


def test_the_source_of_the_opener_of_an_ability_played_outside_a_window_is_nobody():
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Riposte tardive]}]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Riposte tardive}
    """)
    assert texts(state, "705.1b-parts") == ["« infliger 1 dégât à la source de la capacité à laquelle on réagit » est "
                                            "inapplicable (personne n'est concerné) : on applique le reste."]
