"""World of Warcraft Miniatures events, triggers, auras and waves (704), played in-process: what triggers and what
does not once a source or a bearer is gone, destructions counted per instance, replacements of discards, auras
and their sources, the waves of triggered abilities (704.2c) and a tie at the end."""

from __future__ import annotations

import pytest

from tests.wowminis.cases import cited, run, texts

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


# Salve destroys Guerrier and Voleur at the same instant; a Charognard, its source Druide in play, is on Voleur:
# played under each reading of « source-leaving-same-instant ».
SAME_INSTANT = """
        setup:
          A: {characters: [{name: Arcaniste, bar: [Salve]}]}
          B: {characters: [{name: Guerrier, health: 1},
                             {name: Voleur, health: 1, attached: [{name: Charognard, from: Druide}]},
                           Druide]}
        actions:
          - {by: A, play: Salve, targets: [Guerrier, Voleur]}
    """


def test_a_character_destroyed_with_another_still_triggers_on_its_destruction():
    """704.2: « Elle se déclenche à n'importe quelle instance de cet évènement, y compris si plusieurs évènements
    se produisent simultanément » : Voleur, destroyed at the same instant as Guerrier, was in play when Guerrier was
    destroyed: the Charognard attached to him (its source Druide, in play) triggers."""
    state = run(SAME_INSTANT)
    assert texts(state, "704.2-same-instant")[1:] == [     # after the line of its open reading
        "Voleur quitte le jeu à l'instant même de l'évènement (Guerrier est détruit) : sa capacité Charognard se "
        "déclenche quand même (elle était en jeu quand l'évènement s'est produit)."]
    assert state.players["B"].vp == 2       # Charognard: Guerrier's destruction and Voleur's own


def test_under_the_other_reading_a_source_leaving_at_the_same_instant_does_not_trigger():
    """704.2 under ``source-leaving-same-instant`` = ``gone-does-not-trigger`` (« Elle ne se déclenche que si sa
    source est en jeu ») : Voleur, destroyed with Guerrier, no longer triggers on Guerrier's destruction; a Charognard
    on the Voleur itself still triggers on its own destruction."""
    state = run(SAME_INSTANT, readings={"source-leaving-same-instant": "gone-does-not-trigger"})
    assert texts(state, "704.2-same-instant")[1:] == [
        "Voleur quitte le jeu à l'instant même de l'évènement (Guerrier est détruit) : sa capacité Charognard ne se "
        "déclenche pas (sa source n'est plus en jeu)."]
    assert state.players["B"].vp == 1       # for the Voleur's own destruction only


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
    assert texts(state, "703.1h-wave")[1:] == ["Ces 3 capacités déclenchées ensemble se résolvent en vague (704.2c)."]
    assert state.waves == 1


def test_under_the_other_reading_each_event_of_the_play_resolves_its_own_wave():
    """703.1h under ``immediate-triggers`` = ``event-by-event``: Vigie (the play) resolves alone, then the two
    Rancune (the action) together; two waves before Trait."""
    state = run("""
        setup:
          A: {characters: [Arcaniste]}
          B: {characters: [{name: Guerrier, attached: [Rancune, Vigie]}, {name: Voleur, attached: [Rancune]}]}
        actions:
          - {by: A, play: Trait, targets: [Guerrier]}
    """, readings={"immediate-triggers": "event-by-event"})
    assert texts(state, "703.1h-wave")[1:] == ["Ces 3 capacités viennent de 2 évènements : celles de chaque évènement "
                                               "se résolvent immédiatement, l'un après l'autre."]
    assert state.waves == 2
    assert [label.split(" (")[0] for label in state.wave_order] == ["Rancune"]      # the last wave: the action's
    assert len(state.wave_skipped) == 1                                              # two Rancune: one applies


def test_under_event_by_event_an_ability_whose_source_died_meanwhile_does_not_resolve():
    """703.1h under ``event-by-event``: Rancune (the action) kills the acting Guerrier in its own wave; Instinct de
    survie, on the target, still resolves; an ability of the Guerrier waiting for a later event would not."""
    state = run("""
        setup:
          A: {characters: [{name: Guerrier, health: 1}]}
          B: {characters: [{name: Voleur, health: 2, bar: [Instinct de survie]}, {name: Druide, bar: [Rancune]}]}
          adjacent: [[Guerrier, Voleur]]
        actions:
          - {by: A, play: Frappe, targets: [Voleur]}
    """, readings={"immediate-triggers": "event-by-event"})
    assert state.chars["Guerrier"].destroyed
    assert state.chars["Voleur"].health == 4      # healed; Frappe, its source gone, no longer reaches it
    assert state.waves == 2


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
    assert texts(state, "704.2c-which") == ["deux déclenchements de la même capacité : le moteur garde la première "
                                            "dans l'ordre choisi, Curée → Druide."]


# --- events, critical results, destructions (704.2, 704.2a) --------------------------------------------

def test_an_ability_of_a_source_leaving_at_the_same_instant_does_not_stop_the_next_one_of_its_bearer():
    """704.2 under ``source-leaving-same-instant`` = ``gone-does-not-trigger``: on Guerrier's destruction, the
    Charognard the Druide carries from Voleur (destroyed at the same instant) does not trigger; Curée, carried after
    it by the same Druide, still does, for each of the two destructions."""
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Salve]}]}
          B: {characters: [{name: Guerrier, health: 1}, {name: Voleur, health: 1},
                           {name: Druide, attached: [{name: Charognard, from: Voleur}, Curée]}]}
        actions:
          - {by: A, play: Salve, targets: [Guerrier, Voleur]}
    """, readings={"source-leaving-same-instant": "gone-does-not-trigger"})
    assert texts(state, "704.2") == [
        "Curée (Druide) se déclenche chaque fois qu'un personnage est détruit (Guerrier est détruit).",
        "Charognard (Druide) se déclenche chaque fois qu'un personnage est détruit (Voleur est détruit).",
        "Curée (Druide) se déclenche chaque fois qu'un personnage est détruit (Voleur est détruit)."]
    assert state.players["B"].vp == 1


def test_an_ability_of_the_end_of_tic_5_alone_does_not_trigger_at_the_end_of_tic_7():
    """704.2 under ``tick-5-10`` = ``5-through-10``: Rejuvenation (« à la fin du tic 5/10 ») triggers at the end of
    tic 7; Tribut, at the end of tic 5 only, does not."""
    state = run("""
        setup:
          A: {characters: [{name: Druide, health: 2, attached: [Tribut, Rejuvenation]}]}
          B: {characters: [Guerrier]}
        actions:
          - {end_of_tick: 7}
    """, readings={"tick-5-10": "5-through-10"})
    assert texts(state, "704.2") == ["Rejuvenation (Druide) se déclenche à la fin du tic 5/10 (fin du tic 7)."]
    assert state.chars["Druide"].health == 4 and state.players["A"].vp == 0


def test_two_critical_results_trigger_the_critical_ability_once_and_the_trace_says_so():
    """704.2a: « une capacité critique ne se déclenche jamais plus d'une fois par jet » : two critical results, one
    Éclat de lumière."""
    state = run("""
        setup:
          A: {characters: [Lotherin]}
          B: {characters: [Guerrier, Voleur]}
          adjacent: [[Lotherin, Guerrier], [Lotherin, Voleur]]
        actions:
          - {by: A, play: Lame sacrée, targets: [Guerrier], roll: [critical, critical, normal]}
    """)
    assert texts(state, "704.2a") == ["2 résultats critiques : Éclat de lumière, capacité critique de Lame sacrée, se "
                                      "déclenche."]
    assert texts(state, "704.2a-once") == ["Éclat de lumière ne se déclenche qu'une fois pour ce jet, malgré 2 "
                                           "critiques."]
    assert state.resolved.count("Éclat de lumière") == 1


def test_an_ability_triggered_by_two_simultaneous_destructions_is_counted_in_the_trace():
    """704.2: « Elle se déclenche à n'importe quelle instance de cet évènement » : Salve destroys Guerrier and Voleur
    at the same instant; Curée triggers twice and the trace says why."""
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Salve]}, {name: Druide, health: 2, attached: [Curée]}]}
          B: {characters: [{name: Guerrier, health: 1}, {name: Voleur, health: 1}]}
        actions:
          - {by: A, play: Salve, targets: [Guerrier, Voleur]}
    """)
    assert texts(state, "704.2-each") == ["Curée (Druide) se déclenche 2 fois : une fois par instance de son évènement "
                                          "(2 destructions simultanées)."]


@pytest.mark.parametrize("voleur_health, each", [
    (3, []),             # one destruction: two copies of Curée trigger once each, no instance counted
    (1, ["Curée (Druide) se déclenche 4 fois : une fois par instance de son évènement (2 destructions simultanées), "
         "pour chacun de ses 2 exemplaires."]),
])
def test_two_copies_of_an_ability_are_not_counted_as_two_instances_of_its_event(voleur_health, each):
    """704.2: Druide carries Curée twice; the 704.2-each entry counts the destructions, not the copies."""
    state = run(f"""
        setup:
          A: {{characters: [{{name: Arcaniste, bar: [Salve]}}, {{name: Druide, health: 2, attached: [Curée, Curée]}}]}}
          B: {{characters: [{{name: Guerrier, health: 1}}, {{name: Voleur, health: {voleur_health}}}]}}
        actions:
          - {{by: A, play: Salve, targets: [Guerrier, Voleur]}}
    """)
    assert len(texts(state, "704.2")) == 2 * (1 + (voleur_health == 1))
    assert texts(state, "704.2-each") == each


# --- victory (704.2c) ----------------------------------------------------------------------------------

def test_a_point_scored_in_a_wave_wins_only_once_the_wave_is_over():
    """704.2c: « Seulement après cela, on regarde si la partie est gagnée » : Tribut scores A's single point in
    its wave; the victory is checked after it, and said in the singular."""
    state = run("""
        setup:
          victory: 1
          A: {characters: [{name: Druide, attached: [Tribut]}]}
          B: {characters: [Guerrier]}
        actions:
          - {end_of_tick: 5}
    """)
    assert texts(state, "704.2c-after") == ["Seulement après les destructions, on regarde si la partie est gagnée."]
    assert texts(state, "deduit.vp")[-1] == "A atteint 1 point de victoire (seuil 1) : la partie est gagnée."
    assert state.over and state.winner == "A"


def test_a_victory_after_a_played_ability_is_checked_without_waiting_for_a_wave():
    """Victory points (deduit.vp): Trait destroys Guerrier (2 points): A reaches the threshold at once, no wave
    is involved and the trace does not speak of one."""
    state = run("""
        setup:
          victory: 2
          A: {characters: [Arcaniste]}
          B: {characters: [{name: Guerrier, health: 1}, Voleur]}
        actions:
          - {by: A, play: Trait, targets: [Guerrier]}
    """)
    assert texts(state, "deduit.vp") == ["A marque 2 points de victoire pour Guerrier (total : 2).",
                                         "A atteint 2 points de victoire (seuil 2) : la partie est gagnée."]
    assert "wowminis.704.2c-after" not in cited(state)
    assert state.winner == "A"


# --- continuous effects (704.3) ------------------------------------------------------------------------

def test_the_continuous_effects_on_a_character_are_each_named_with_their_sources():
    """704.3: every continuous effect on Ruby Gemsparkle is named; 704.3b: Devotion Aura of two sources applies
    once; 704.3a: the adjacent auras name their sources; Silence forbids her to play."""
    state = run("""
        setup:
          A: {characters: [Ruby Gemsparkle, Vindicator Hodoon, {name: Vindicator Hodoon 2, card: Vindicator Hodoon},
                           {name: Druide, bar: [Aura de protection]}]}
          B: {characters: [{name: Guerrier, bar: [Silence]}]}
          adjacent: [[Ruby Gemsparkle, Vindicator Hodoon], [Ruby Gemsparkle, Vindicator Hodoon 2],
                     [Ruby Gemsparkle, Druide], [Ruby Gemsparkle, Guerrier]]
    """)
    assert texts(state, "704.3") == [
        "Effets continus sur Ruby Gemsparkle : Devotion Aura de Vindicator Hodoon, Vindicator Hodoon 2 : armure +1; "
        "Aura de protection de Druide : armure +1; Silence de Guerrier : ne peut pas jouer de capacité (armure 2)."]
    assert texts(state, "704.3b") == ["Ruby Gemsparkle est affecté par Devotion Aura de 2 sources (Vindicator Hodoon, "
                                      "Vindicator Hodoon 2) : une seule fois."]
    assert texts(state, "704.3a-range")[0] == ("Devotion Aura ne s'applique qu'aux personnages adjacents à Vindicator "
                                               "Hodoon, Vindicator Hodoon 2.")
    assert state.chars["Ruby Gemsparkle"].armor == 2 and state.chars["Ruby Gemsparkle"].forbidden


def test_an_aura_ending_with_its_source_does_not_stop_the_holders_next_aura():
    """704.3a under ``ongoing-without-source`` = ``source-in-play``: Marque du chasseur ends with its source Prêtre;
    Entrave, carried after it by the same Guerrier, still replaces B's discards."""
    state = run("""
        setup:
          A: {characters: [{name: Guerrier, attached: [{name: Marque du chasseur, from: Prêtre}, Entrave]},
                           {name: Prêtre, health: 1}]}
          B: {characters: [Arcaniste]}
        actions:
          - {by: B, play: Trait, targets: [Prêtre]}
    """, readings={"ongoing-without-source": "source-in-play"})
    assert state.chars["Arcaniste"].armor == 0
    assert state.replaced == {"B"}
