"""The resolution of an ability in World of Warcraft Miniatures (705), in-process: the dice of an attack, a step
without recipient, targets no longer legal (named, and before those still legal), the trace of each step, and
the abilities triggered during a resolution."""

from __future__ import annotations

from tests.wowminis.cases import run, texts

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
    assert texts(state, "705.1b-none")[1:] == [   # after the line of its open reading
        "Aucune cible n'est encore légale (Voleur (Voleur n'est pas adjacent à "
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
    assert texts(state, "705.1b-none")[1:] == [   # after the line of its open reading
        "Aucune cible n'est encore légale (Guerrier (Guerrier n'est pas adjacent à "
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


# Salve damages two characters each carrying a Récupération: played under each reading of
# « trigger-during-resolution ».
TWO_RECOVERIES = """
        setup:
          A: {characters: [{name: Arcaniste, bar: [Salve]}]}
          B: {characters: [{name: Guerrier, attached: [Récupération]}, {name: Voleur, attached: [Récupération]}]}
        actions:
          - {by: A, play: Salve, targets: [Guerrier, Voleur]}
    """


def test_every_ability_triggered_during_a_resolution_is_named():
    """704.2: Salve damages both targets: each Récupération triggers during its resolution and resolves after it."""
    state = run(TWO_RECOVERIES)
    assert texts(state, "704.2-during")[1:] == ["Récupération, Récupération se sont déclenchées pendant la résolution "
                                                "de Salve : elles se résolvent maintenant qu'elle est finie."]
    assert state.chars["Guerrier"].health == 6 and state.chars["Voleur"].health == 5


def test_one_ability_triggered_during_a_resolution_is_named_in_the_singular():
    """704.2: Salve damages Guerrier and Voleur, only Guerrier carries Récupération: it triggers during the
    resolution and resolves after it."""
    state = run(TWO_RECOVERIES.replace("{name: Voleur, attached: [Récupération]}", "Voleur"))
    assert texts(state, "704.2-during")[1:] == ["Récupération s'est déclenchée pendant la résolution de Salve : elle "
                                                "se résout maintenant qu'elle est finie."]


def test_under_the_other_reading_a_trigger_interrupts_the_resolution():
    """704.2 under ``trigger-during-resolution`` = ``interrupts`` (« se résolvent immédiatement après qu'elles soient
    déclenchées »): each Récupération resolves as soon as Salve's damage triggers it, before the rest of Salve."""
    state = run(TWO_RECOVERIES, readings={"trigger-during-resolution": "interrupts"})
    assert texts(state, "704.2-during")[1:] == [
        "Récupération s'est déclenchée pendant la résolution de Salve : elle l'interrompt et se résout immédiatement, "
        "avant la suite de son texte."] * 2
    assert state.resolved == ["Récupération", "Récupération", "Salve"]
    assert state.waves == 2


def test_the_roll_of_an_attack_names_each_die():
    """deduit.dice: each die of Lame sacrée's roll, critical or normal, in order."""
    state = run("""
        setup:
          A: {characters: [Lotherin]}
          B: {characters: [Guerrier]}
          adjacent: [[Lotherin, Guerrier]]
        actions:
          - {by: A, play: Lame sacrée, targets: [Guerrier], roll: [normal, critical, normal]}
    """)
    assert texts(state, "deduit.dice") == ["Jet de 3 dés pour Lame sacrée : normal, critique, normal."]


def test_an_ability_whose_targets_are_all_gone_does_nothing_under_the_other_reading():
    """705.1b under ``all-targets-illegal`` = ``fizzles``: Dévouement destroys both targets of Salve in its window;
    Salve does nothing, names each target and why, and is resolved all the same."""
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Salve]}]}
          B: {characters: [{name: Guerrier, health: 2}, {name: Voleur, health: 2}, {name: Druide, bar: [Dévouement]}]}
          adjacent: [[Druide, Guerrier, Voleur]]
        actions:
          - {by: A, play: Salve, targets: [Guerrier, Voleur]}
          - {by: B, play: Dévouement}
    """, readings={"all-targets-illegal": "fizzles"})
    assert texts(state, "705.1b-none")[1:] == [
        "Aucune cible n'est encore légale (Guerrier (Guerrier n'est pas en jeu), Voleur (Voleur n'est pas en jeu)) : "
        "Salve ne fait rien, ni jet ni reste de son texte."]
    assert state.resolved == ["Dévouement", "Salve"]


# --- immediate triggers (703.1h) -----------------------------------------------------------------------

def test_two_abilities_waiting_for_one_event_resolve_in_one_wave_without_any_reading():
    """703.1h: the two Rancune wait for the same event (A's action): they resolve together in a wave (704.2c);
    ``immediate-triggers`` is not consulted, there is a single event."""
    state = run("""
        setup:
          A: {characters: [Arcaniste]}
          B: {characters: [{name: Guerrier, attached: [Rancune]}, {name: Voleur, attached: [Rancune]}]}
        actions:
          - {by: A, play: Trait, targets: [Guerrier]}
    """)
    assert texts(state, "703.1h-wave") == ["Ces 2 capacités déclenchées ensemble se résolvent en vague (704.2c)."]
    assert state.waves == 1


def test_under_event_by_event_an_ability_of_a_source_destroyed_by_an_earlier_event_does_not_resolve():
    """703.1h under ``immediate-triggers`` = ``event-by-event``: Rancune (the action) destroys Guerrier first; the
    Instinct de survie Voleur carries from Guerrier (the target) no longer resolves; Voleur's own, next, does."""
    state = run("""
        setup:
          A: {characters: [{name: Guerrier, health: 1}]}
          B: {characters: [{name: Voleur, health: 2, attached: [{name: Instinct de survie, from: Guerrier},
                                                                Instinct de survie]},
                           {name: Druide, bar: [Rancune]}]}
          adjacent: [[Guerrier, Voleur]]
        actions:
          - {by: A, play: Frappe, targets: [Voleur]}
    """, readings={"immediate-triggers": "event-by-event"})
    assert texts(state, "704.2-source") == ["Instinct de survie (Voleur) ne se résout pas : sa source Guerrier n'est "
                                            "plus en jeu."]
    assert state.resolved.count("Instinct de survie") == 1 and state.chars["Voleur"].health == 4


def test_a_played_ability_names_the_health_it_reads_at_its_resolution_and_only_that():
    """705.1c: Fureur reads Guerrier's health when it resolves, after Riposte; Riposte's « la source de la capacité
    à laquelle on réagit » is not an information read (no 705.1c line for it)."""
    state = run("""
        setup:
          A: {characters: [{name: Guerrier, bar: [Fureur]}]}
          B: {characters: [{name: Voleur, health: 5, max_health: 8, bar: [Riposte]}]}
        actions:
          - {by: A, play: Fureur, targets: [Voleur]}
          - {by: B, play: Riposte}
    """)
    assert texts(state, "705.1c") == ["Fureur lit la santé de Guerrier (4) pendant sa résolution."]
    assert state.chars["Voleur"].health == 1


def test_a_heal_beyond_the_maximum_health_is_capped_and_the_trace_says_so():
    """deduit.health: Rejuvenation heals 2, Druide lacks 1: he is healed of 1, his health never above its maximum."""
    state = run("""
        setup:
          A: {characters: [{name: Druide, health: 4, attached: [Rejuvenation]}]}
          B: {characters: [Guerrier]}
        actions:
          - {end_of_tick: 5}
    """)
    assert texts(state, "deduit.health") == ["Druide est soigné de 1 (Rejuvenation) : santé 5 (sa santé ne dépasse pas "
                                             "sa santé maximum)."]


def test_every_ability_interrupting_a_resolution_is_named():
    """704.2-during under ``trigger-during-resolution`` = ``interrupts``: each damage of Coup double triggers
    Récupération and Épines, both named, resolved before the rest of its text."""
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Coup double]}]}
          B: {characters: [{name: Guerrier, health: 4, attached: [Récupération, Épines]}]}
          adjacent: [[Arcaniste, Guerrier]]
        actions:
          - {by: A, play: Coup double, targets: [Guerrier]}
    """, readings={"trigger-during-resolution": "interrupts"})
    assert texts(state, "704.2-during")[1:] == [
        "Récupération, Épines se sont déclenchées pendant la résolution de Coup double : elles l'interrompent et se "
        "résolvent immédiatement, avant la suite de son texte."] * 2
    assert state.chars["Guerrier"].health == 4 and state.chars["Arcaniste"].health == 2
