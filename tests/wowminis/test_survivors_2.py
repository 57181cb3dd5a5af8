"""World of Warcraft Miniatures: what the surviving mutants of the engine changed, pinned (playing, resolution,
waves, windows, the situation, the prepared case, the expectation paths, the database).  In-process cases; the
abilities reconstructed for them are those of tests/wowminis/test_survivors.py."""

from __future__ import annotations

import pytest

from rulings.core.chance import Chance
from rulings.core.errors import UserError, Where
from rulings.core.game import ScenarioContext
from rulings.core.yamlio import load_text
from rulings.games.wowminis import database, probe
from rulings.games.wowminis.game import GAME
from rulings.games.wowminis.setup import check_setup
from tests.wowminis.test_survivors import BASE, DB, error, run, texts


def values_at(case: str, moment: tuple, path: str) -> list:
    """The value of the expectation ``path`` each time the case reaches ``moment``, read as the runner reads it."""
    raw = load_text(case, "case.yaml")
    raw.setdefault("expect", {})
    prepared = GAME.prepare(ScenarioContext(DB, "case.yaml"), raw)
    parsed = probe.parse(path, prepared.players, prepared.characters, DB)
    seen = []
    state = prepared.new_state(Chance(prepared.fixed),
                               lambda key, s: seen.append(prepared.read(s, parsed)) if key == moment else None)
    prepared.run(state)
    return seen


# --- playing (703) -----------------------------------------------------------------------------------

def test_two_allies_in_the_area_of_an_aoe_become_defenders_too():
    """703.1f: each character occupying an affected space becomes a defender, an ally of the attacker too."""
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Déflagration]}, Voleur, Druide]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Déflagration, area: [Guerrier, Voleur, Druide]}
    """)
    assert texts(state, "703.1f-aoe") == ["Déflagration est une AOE : Voleur, Druide, alliés de A, occupent une case "
                                          "affectée et deviennent aussi défenseurs."]
    assert state.defenders == ["Guerrier", "Voleur", "Druide"]


def test_an_aoe_on_an_empty_space_has_no_defender():
    """703.1f: only a character occupying an affected space becomes a defender: Guerrier is destroyed."""
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Déflagration]}]}
          B: {characters: [{name: Guerrier, health: 1}, Voleur]}
        actions:
          - {by: A, play: Trait, targets: [Guerrier]}
          - {by: A, play: Déflagration, area: [Guerrier]}
    """)
    assert texts(state, "703.1f")[-1] == ("Déflagration est une attaque : ses défenseurs sont les personnages des cases "
                                          "affectées (AOE), aucun.")
    assert state.defenders == []
    assert texts(state, "deduit.attack")[-1] == "Déflagration touche sans jet pour toucher : aucun défenseur."


def test_an_aoe_played_without_its_area_is_an_error():
    err = error("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Déflagration]}]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Déflagration}
    """)
    assert err.message == "Déflagration est une AOE : donnez les personnages des cases affectées (« area: »)"


def test_an_ability_without_any_legal_target_cannot_be_played():
    """703.1b: « Une capacité ne peut pas être jouée à moins que l'on puisse choisir légalement toutes ses cibles »;
    the trace of the attempt, kept before the refusal, says there is none."""
    state = run("""
        setup:
          A: {characters: [Voleur]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Frappe, targets: [Guerrier], attempt: true}
    """)
    assert state.refused_by == ["wowminis.703.1b-all"]
    assert texts(state, "deduit.targets") == ["Cibles légales de Frappe (un personnage ennemi adjacent à la source en "
                                              "jeu) : aucune."]
    assert [(e.phase, e.text) for e in state.trace.entries if e.rule == "wowminis.703.1b-all"] == [
        ("refus", "Action 1 refusée : Frappe demande 1 cible légale et il n'y en a aucune : elle ne peut pas être "
                  "jouée.")]


def test_every_other_total_the_order_of_the_reductions_gives_is_named():
    """703.1c: a reduction's restriction binds only it: 4 − 1 − 1 then « −3, minimum 2 » leaves 2; in another order
    the total is 0 or 1."""
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Incantation]}]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Incantation, reduce: [1, 1, {amount: 3, floor: 2}]}
    """)
    assert state.costs == [2] and state.cost_options == [0, 1, 2]
    assert texts(state, "703.1c-order") == ["L'ordre des réductions change le total : dans l'ordre donné, 2 ; dans un "
                                            "autre ordre, 0, 1."]


def test_a_discard_written_after_another_part_of_the_cost_is_paid():
    """702.2: the text before the arrow is the cost: Rituel's discard is paid although another part precedes it."""
    state = run("""
        setup:
          A: {characters: [{name: Guerrier, bar: [Rituel]}], hand: [Potion], deck: [Baume]}
          B: {characters: [Voleur]}
        actions:
          - {by: A, play: Rituel}
    """)
    assert state.players["A"].discard == ["Potion"] and state.players["A"].hand == ["Baume"]
    assert texts(state, "deduit.cards")[0] == "A défausse Potion (coût de Rituel)."


def test_an_attached_ability_is_played_from_where_it_is_attached():
    """700.1: the trace says where the ability is: attached to Guerrier."""
    state = run("""
        setup:
          A: {characters: [{name: Guerrier, attached: [Concentration]}], deck: [Potion]}
          B: {characters: [Voleur]}
        actions:
          - {by: A, play: Concentration}
    """)
    assert texts(state, "700.1") == ["Concentration est une capacité de Guerrier (capacité attachée)."]
    assert state.players["A"].hand == ["Potion"]


# --- resolution (705) ----------------------------------------------------------------------------------

def test_the_dice_of_an_attack_are_named_after_it_and_its_action():
    state = run("""
        setup:
          A: {characters: [Lotherin]}
          B: {characters: [Guerrier]}
          adjacent: [[Lotherin, Guerrier]]
        actions:
          - {by: A, play: Lame sacrée, targets: [Guerrier], roll: [critical]}
    """)
    assert state.chance.picks == [("dé 1 de Lame sacrée (action 1)", "critical")]


def test_a_step_without_recipient_of_an_ability_without_target_affects_its_bearer():
    """Soin personnel has no target: its « soigner 2 » applies to the character carrying it."""
    state = run("""
        setup:
          A: {characters: [{name: Guerrier, health: 2, bar: [Soin personnel]}]}
          B: {characters: [{name: Voleur, health: 2}]}
        actions:
          - {by: A, play: Soin personnel}
    """)
    assert state.chars["Guerrier"].health == 4 and state.chars["Voleur"].health == 2


def test_an_ally_target_no_longer_adjacent_is_illegal_for_that_reason():
    """705.1b: Repousser moves Prêtre away before Soin proche resolves: Voleur is still an ally, no longer adjacent
    to the source; the ability affects no target."""
    state = run("""
        setup:
          A: {characters: [{name: Prêtre, bar: [Soin proche]}, {name: Voleur, health: 2}]}
          B: {characters: [{name: Guerrier, bar: [Repousser]}]}
          adjacent: [[Prêtre, Voleur]]
        actions:
          - {by: A, play: Soin proche, targets: [Voleur]}
          - {by: B, play: Repousser}
    """)
    assert texts(state, "705.1b-none") == ["Aucune cible n'est encore légale (Voleur (Voleur n'est pas adjacent à "
                                           "Prêtre)) : Soin proche n'affecte aucune cible et applique le reste de son "
                                           "texte."]
    assert state.chars["Voleur"].health == 2


def test_every_target_no_longer_legal_is_named():
    state = run("""
        setup:
          A: {characters: [{name: Voleur, bar: [Attaque tournoyante]}]}
          B: {characters: [{name: Guerrier, bar: [Repousser]}, Druide]}
          adjacent: [[Voleur, Guerrier, Druide]]
        actions:
          - {by: A, play: Attaque tournoyante, count: 2, targets: [Guerrier, Druide]}
          - {by: B, play: Repousser}
    """)
    assert texts(state, "705.1b-none") == ["Aucune cible n'est encore légale (Guerrier (Guerrier n'est pas adjacent à "
                                           "Voleur), Druide (Druide n'est pas adjacent à Voleur)) : Attaque "
                                           "tournoyante n'affecte aucune cible et applique le reste de son texte."]


def test_an_attack_affects_only_its_targets_still_legal():
    """705.1b: Guerrier steps away (Se dérober): Attaque tournoyante affects only Druide and Chaman."""
    state = run("""
        setup:
          A: {characters: [{name: Voleur, bar: [Attaque tournoyante]}]}
          B: {characters: [{name: Guerrier, bar: [Se dérober]}, Druide, Chaman]}
          adjacent: [[Voleur, Guerrier, Druide, Chaman]]
        actions:
          - {by: A, play: Attaque tournoyante, count: 3, targets: [Guerrier, Druide, Chaman]}
          - {by: B, play: Se dérober}
    """)
    assert texts(state, "705.1b") == ["Guerrier (Guerrier n'est pas adjacent à Voleur) : plus une cible légale ; "
                                      "Attaque tournoyante n'affecte que Druide, Chaman."]
    assert [state.chars[n].health for n in ("Guerrier", "Druide", "Chaman")] == [6, 4, 4]


def test_a_resolution_is_traced_step_by_step_in_its_phase():
    """705.1, 705.1a: the controller applies the text in order; the attack hits without a roll; the destruction
    follows the resolution."""
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Salve]}]}
          B: {characters: [{name: Guerrier, health: 1}, Voleur]}
        actions:
          - {by: A, play: Salve, targets: [Guerrier, Voleur]}
    """)
    start = next(i for i, e in enumerate(state.trace.entries) if e.rule == "wowminis.705.1")
    assert [(e.phase, e.rule[len("wowminis."):], e.text) for e in state.trace.entries[start:start + 7]] == [
        ("résolution", "705.1", "Salve (contrôlée par A, source Arcaniste) se résout."),
        ("résolution", "705.1a", "A applique le texte de Salve dans l'ordre."),
        ("résolution", "deduit.attack", "Salve touche sans jet pour toucher : Guerrier, Voleur."),
        ("résolution", "deduit.health", "Guerrier subit 1 dégât (Salve) : santé 0."),
        ("résolution", "deduit.health", "Voleur subit 1 dégât (Salve) : santé 4."),
        ("résolution", "deduit.destroy", "Salve résolue : destruction de Guerrier."),
        ("résolution", "deduit.destroy", "Guerrier (santé 0) est détruit et quitte le jeu.")]
    assert state.resolved == ["Salve"] and state.destroyed == ["Guerrier"]


def test_the_targets_no_longer_legal_are_named_before_those_still_legal():
    """705.1b: Dévouement (Guerrier's react) destroys Druide and Chaman before Attaque tournoyante resolves: it
    affects only Guerrier."""
    state = run("""
        setup:
          A: {characters: [{name: Voleur, bar: [Attaque tournoyante]}]}
          B: {characters: [{name: Guerrier, bar: [Dévouement]}, Druide, Chaman]}
          adjacent: [[Voleur, Guerrier, Druide, Chaman]]
        actions:
          - {by: A, play: Attaque tournoyante, count: 3, targets: [Guerrier, Druide, Chaman]}
          - {by: B, play: Dévouement}
    """)
    assert texts(state, "705.1b") == ["Druide (Druide n'est pas en jeu), Chaman (Chaman n'est pas en jeu) : plus une "
                                      "cible légale ; Attaque tournoyante n'affecte que Guerrier."]
    assert state.chars["Guerrier"].health == 5


def test_every_ability_triggered_during_a_resolution_is_named():
    """704.2: Salve damages both targets: each Récupération triggers during its resolution and resolves after it."""
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Salve]}]}
          B: {characters: [{name: Guerrier, attached: [Récupération]}, {name: Voleur, attached: [Récupération]}]}
        actions:
          - {by: A, play: Salve, targets: [Guerrier, Voleur]}
    """)
    assert texts(state, "704.2-during") == ["Récupération, Récupération s'est déclenchée pendant la résolution de Salve : "
                                            "elle se résout maintenant qu'elle est finie."]
    assert state.chars["Guerrier"].health == 6 and state.chars["Voleur"].health == 5


# --- waves (704.2c) ------------------------------------------------------------------------------------

def test_a_triggered_ability_affecting_nobody_still_resolves_in_its_wave():
    """704.2, 705.1b: Achever les faibles triggers at the end of tick 5 with no adjacent enemy: it resolves on
    nobody, and its damage is inapplicable."""
    state = run("""
        setup:
          A: {characters: [Bourreau]}
          B: {characters: [{name: Guerrier, health: 3}]}
        actions:
          - {end_of_tick: 5}
    """)
    assert state.wave_order == ["Achever les faibles"]
    assert texts(state, "705.1") == ["Achever les faibles (contrôlée par A) se résout."]
    assert state.resolved == ["Achever les faibles"] and state.chars["Guerrier"].health == 3


def test_a_character_at_zero_health_in_a_wave_is_said_not_destroyed_once():
    """704.2c: « Les personnages ne peuvent être détruits ... pendant la résolution d'une telle vague » : Voleur
    falls to 0, then −2; the trace says once that he is not destroyed during the wave; he is after it."""
    state = run("""
        setup:
          A: {characters: [Bourreau]}
          B: {characters: [{name: Voleur, health: 1, attached: [Corruption]}]}
          adjacent: [[Bourreau, Voleur]]
        actions:
          - {end_of_tick: 5}
    """)
    assert [t for t in texts(state, "704.2c-wave") if "pas détruit" in t] == [
        "Voleur est à 0 de santé : il n'est pas détruit pendant la vague."]
    assert state.chars["Voleur"].health == -2 and state.destroyed == ["Voleur"]


def test_a_player_ordering_only_her_own_abilities_needs_no_word_on_who_orders_first():
    """704.2c: the active player orders first; when the wave affects only A's character and A herself, no other
    player orders anything and the trace says nothing of it."""
    state = run("""
        setup:
          A: {characters: [{name: Druide, health: 3, attached: [Tribut, Rejuvenation]}]}
          B: {characters: [Guerrier]}
        actions:
          - {end_of_tick: 5}
    """)
    assert state.wave_order == ["Rejuvenation → Druide", "Tribut → A"]
    assert texts(state, "704.2c-active") == []
    assert state.players["A"].vp == 1 and state.chars["Druide"].health == 5


def test_two_triggers_of_one_ability_on_one_character_apply_once():
    """704.2c: « Un personnage ne peut pas être affecté en même temps par plusieurs capacités déclenchables avec le
    même nom » : Curée triggers twice (two destructions), Druide is healed once."""
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Salve]}, {name: Druide, health: 2, attached: [Curée]}]}
          B: {characters: [{name: Guerrier, health: 1}, {name: Voleur, health: 1}]}
        actions:
          - {by: A, play: Salve, targets: [Guerrier, Voleur]}
    """)
    assert state.chars["Druide"].health == 3 and state.wave_skipped == ["Curée → Druide"]
    assert texts(state, "704.2c-which") == ["deux déclenchements de la même capacité : le moteur garde la première dans "
                                            "l'ordre choisi, Curée → Druide."]


# --- windows (701) -------------------------------------------------------------------------------------

def test_a_react_matching_only_an_older_window_is_refused_in_the_latest():
    """701.3: « les joueurs ne peuvent jouer des réactions que dans la dernière fenêtre ouverte » : Riposte matches
    window 2 (B's Contresort), not window 3 (A's own Contresort)."""
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Contresort, Riposte]}]}
          B: {characters: [{name: Guerrier, bar: [Contresort]}]}
        actions:
          - {by: A, play: Trait, targets: [Guerrier]}
          - {by: B, play: Contresort}
          - {by: A, play: Contresort}
          - {by: A, play: Riposte, attempt: true}
    """)
    assert state.refused_by == ["wowminis.701.3-last"]
    assert texts(state, "701.3-last") == ["Action 4 refusée : Riposte correspondrait à la fenêtre 2 (ouverte par "
                                          "Contresort), mais on ne réagit que dans la dernière fenêtre ouverte, la "
                                          "fenêtre 3 (ouverte par Contresort)."]


def test_a_window_opened_by_the_players_own_ability_is_not_one_to_react_to_as_an_enemy():
    """701.1: Contresort reacts « seulement quand un ennemi joue une capacité »: both open windows were opened by A
    herself (Coup traître on her own Voleur, then Vigilance), so neither matches."""
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Coup traître, Vigilance, Contresort]}, Voleur]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Coup traître, targets: [Voleur]}
          - {by: A, play: Vigilance}
          - {by: A, play: Contresort, attempt: true}
    """)
    assert state.refused_by == ["wowminis.701.1"]
    assert texts(state, "701.1")[-1] == ("Action 3 refusée : la fenêtre 2 (ouverte par Vigilance de A) ne correspond "
                                         "pas à l'évènement de réaction de Contresort : « seulement quand un ennemi "
                                         "joue une capacité ».")


def test_a_player_who_had_an_opportunity_in_two_enclosing_windows_may_react_in_a_third():
    """701.2, 701.3: B reacted in window 1 and passed in window 2; window 3 is another window."""
    state = run("""
        setup:
          A: {characters: [Arcaniste]}
          B: {characters: [{name: Guerrier, bar: [Contresort, Riposte]}]}
          C: {characters: [{name: Chasseur, bar: [Contresort]}]}
        actions:
          - {by: A, play: Trait, targets: [Guerrier]}
          - {by: B, play: Contresort}
          - {by: C, play: Contresort}
          - {by: B, play: Riposte}
    """)
    assert texts(state, "701.2-nested") == ["B a déjà eu son opportunité dans la fenêtre 1, 2 : la fenêtre 3 est une "
                                            "autre fenêtre, il peut y réagir une fois."]


def test_the_next_opportunity_of_a_window_whose_round_is_over_is_nobody():
    """701.2: B, last of window 1's round, reacted in it: once window 2 closes, window 1 has no next player."""
    case = """
setup:
  A: {characters: [Arcaniste]}
  B: {characters: [{name: Guerrier, bar: [Contresort]}]}
actions:
  - {by: A, play: Trait, targets: [Guerrier]}
  - {by: B, play: Contresort}
"""
    assert values_at(case, ("window", 2), "window.next") == [None]
    assert values_at(case, ("window", 2), "window.order") == [["A", "B"]]


# --- the situation (setup) -----------------------------------------------------------------------------

def test_an_active_player_not_in_a_case_given_as_plain_data_has_no_place():
    with pytest.raises(UserError) as caught:
        check_setup({"A": {"characters": ["Guerrier"]}, "B": {"characters": ["Voleur"]}, "active": "C"}, DB)
    assert caught.value.message == "le joueur actif C n'est pas dans ce cas" and caught.value.where == Where()


def test_a_hidden_triggered_ability_triggers_under_its_bearers_control():
    state = run("""
        setup:
          A: {characters: [Guerrier]}
          B: {characters: [{name: Druide, health: 3, hidden: [Rejuvenation]}]}
        actions:
          - {end_of_tick: 5}
    """)
    assert texts(state, "705.1") == ["Rejuvenation (contrôlée par B) se résout sur Druide."]
    assert state.chars["Druide"].health == 5


# --- the prepared case, the paths, the database ------------------------------------------------------

def test_a_case_with_no_fixed_roll_has_no_unused_input_once_played():
    raw = load_text("setup:\n  A: {characters: [Guerrier]}\n  B: {characters: [Voleur]}\n"
                    "actions:\n  - {end_of_tick: 5}\nexpect: {}\n", "case.yaml")
    prepared = GAME.prepare(ScenarioContext(DB, "case.yaml"), raw)
    state = prepared.new_state(None, lambda key, s: None)
    prepared.run(state)
    prepared.check_all_used(state, None)            # no chance: no fixed roll to have used


def test_a_misspelt_global_path_gets_a_hint():
    with pytest.raises(UserError) as caught:
        probe.parse("destroyd", ["A", "B"], {"Guerrier": ("A", "Guerrier")}, DB)
    assert caught.value.hint == "vouliez-vous dire « destroyed » ?"


def test_an_error_of_a_define_given_as_plain_data_points_at_its_file():
    item = {"name": "Frappe", "text": "t", "source": {"kind": "reconstructed"}, "cost": 1}
    with pytest.raises(UserError) as caught:
        database.with_define(BASE, {"abilities": [item]}, "d.yaml")
    assert caught.value.message == "« Frappe » est défini dans ce scénario mais existe déjà dans la base"
    assert caught.value.where == Where("d.yaml")


def test_a_summoned_character_named_in_adjacent_is_located_on_that_key():
    case = "setup:\n  A: {characters: [{name: Voleur, bar: [Call Fury]}]}\n  B: {characters: [Guerrier]}\n" \
           "  adjacent: [[Fury, Guerrier]]\n"
    err = error(case)
    assert err.message == ("« Fury » (adjacent) n'est pas en jeu au départ : invoqué, il entre en jeu adjacent à "
                           "personne (déplacez-le ensuite avec une action « move »)")
    assert (err.where.file, err.where.line, err.where.column) == ("case.yaml", 4, 3)


def test_an_error_of_an_action_points_at_that_action_not_the_last():
    err = error("setup:\n  A: {characters: [{name: Guerrier, bar: [Concentration]}]}\n  B: {characters: [Voleur]}\n"
                "actions:\n  - {by: A, play: Concentration, source: Voleur}\n  - {end_of_tick: 5}\n")
    assert err.message == "Voleur n'est pas un personnage de A"
    assert (err.where.line, err.where.column) == (5, 5)


def test_a_choice_missing_in_a_wave_at_the_end_of_the_case_points_at_no_action():
    """The window of Concentration closes at the end of the case (every player still to come passes); Taxe then
    triggers (B's discard, a choice between two cards the case cannot give): the error has no action to point at."""
    err = error("""
        setup:
          A: {characters: [{name: Guerrier, bar: [Concentration]}]}
          B: {characters: [{name: Voleur, attached: [Taxe]}], hand: [Potion, Élixir]}
        actions:
          - {end_of_tick: 5}
          - {by: A, play: Concentration}
    """)
    assert err.message.startswith("B doit choisir 1 carte à défausser parmi Potion, Élixir")
    assert err.where.line is None
