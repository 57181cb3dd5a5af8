"""World of Warcraft Miniatures: « Si vous faites » after each kind of thing a player can be asked to do (705.1d:
« Celui-ci vérifie si toutes ces choses ont été effectivement faites. Si ce n'est pas le cas, les effets de cette
phrase ne sont pas produits. »): scoring, drawing, summoning, discarding; and a cost that cannot be paid (a
card to discard from an empty hand) rewinds the play (703.1d)."""

from __future__ import annotations

import pytest

from tests.wowminis import cases
from tests.wowminis.test_engine import cited, run
from tests.wowminis.test_reactions import _run, _with

DEFINE = """\
    abilities:
      - {name: Gloire, cost: 1, effect: [{score: 1}, {draw: 1, if_you_do: true}], text: t,
         source: {kind: reconstructed}}
      - {name: Triomphe, cost: 1, effect: [{score: 2}, {draw: 1, if_you_do: true}], text: t,
         source: {kind: reconstructed}}
      - {name: Appel de Fury, cost: 1, effect: [{summon: Fury}, {draw: 1, if_you_do: true}], text: t,
         source: {kind: reconstructed}}
      - {name: Double pioche, cost: 1, effect: [{draw: 2}, {score: 1, if_you_do: true}], text: t,
         source: {kind: reconstructed}}
"""


@pytest.mark.parametrize("ability, deck, drawn, vp", [
    ("Gloire", "[Potion]", ["Potion"], 1),
    ("Triomphe", "[Potion]", ["Potion"], 2),
    ("Appel de Fury", "[Potion]", ["Potion"], 0),
    ("Double pioche", "[Potion, Élixir]", ["Potion", "Élixir"], 1),
    ("Double pioche", "[Potion]", ["Potion"], 0),
])
def test_if_you_do_after_each_kind_of_step(ability, deck, drawn, vp):
    state = _run(_with(DEFINE), f"""\
        setup:
          A: {{characters: [{{name: Arcaniste, bar: [{ability}]}}], deck: {deck}}}
          B: {{characters: [Guerrier]}}
        actions:
          - {{by: A, play: {ability}}}
    """)
    assert state.players["A"].hand == drawn and state.players["A"].vp == vp
    texts = [e.text for e in state.trace.entries if e.rule == "wowminis.deduit.vp"]
    if vp:
        assert texts == [f"A marque {vp} point{'s' if vp > 1 else ''} de victoire ({ability}) : {vp}."]
    if ability == "Appel de Fury":
        assert state.chars["Fury"].in_play and state.chars["Fury"].controller == "A"
        summoned = [e.text for e in state.trace.entries if e.rule == "wowminis.deduit.summon"]
        assert summoned == ["Fury est invoqué et entre en jeu sous le contrôle de A, avec ses capacités : Frappe."]


def test_a_card_to_discard_from_an_empty_hand_is_a_cost_not_paid():
    """703.1d: Sacrifice costs a discard (written before the arrow, 702.2): with no card, the play is rewound."""
    state = run("""
        setup:
          A: {characters: [{name: Guerrier, health: 3, bar: [Sacrifice]}], hand: []}
          B: {characters: [Voleur]}
        actions:
          - {by: A, play: Sacrifice, attempt: true}
    """)
    assert state.refused_by == ["wowminis.703.1d"] and state.chars["Guerrier"].health == 3
    assert state.chars["Guerrier"].ticks == 0 and state.played == []
    state = run("""
        setup:
          A: {characters: [{name: Guerrier, health: 3, bar: [Sacrifice]}], hand: [Potion]}
          B: {characters: [Voleur]}
        actions:
          - {by: A, play: Sacrifice}
    """)
    assert state.chars["Guerrier"].health == 5 and state.players["A"].discard == ["Potion"]
    assert "wowminis.703.1c-pay" in cited(state)


@pytest.mark.parametrize("step, text", [
    ("{damage: 2, to: enemies}", "infliger 2 dégâts à chaque personnage ennemi"),
    ("{damage: health, to: enemies}", "infliger autant de dégâts que sa santé à chaque personnage ennemi"),
    ("{heal: 1, to: bearer}", "soigner 1 à ce personnage"),
    ("{discard: 1}", "défausser 1 carte"),
    ("{draw: 1}", "piocher 1 carte"),
    ("{score: 3}", "marquer 3 points de victoire"),
    ("{summon: Fury}", "invoquer Fury"),
    ("{step_away: true, to: bearer}", "se déplacer hors de portée à ce personnage"),
    ("{negate: true}", "annuler la capacité"),
    ("{draw: 1, score: 1}", "piocher 1 carte et marquer 1 point de victoire"),
])
def test_what_if_you_do_does_not_produce_is_said(step, text):
    """705.1d: the deck has one card, « piochez deux cartes » is not entirely done: the sentence after « Si vous
    faites » is not produced, and the trace says which."""
    define = f"""\
        abilities:
          - {{name: Essai, cost: 1, effect: [{{draw: 2}}, {{if_you_do: true, {step[1:-1]}}}], text: t,
             source: {{kind: reconstructed}}}}
    """
    state = _run(_with(define), """\
        setup:
          A: {characters: [{name: Arcaniste, bar: [Essai]}], deck: [Potion], hand: [Élixir]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Essai}
    """)
    said = [e.text for e in state.trace.entries if e.rule == "wowminis.705.1d"]
    assert said == [f"« Si vous faites » : ce qui était demandé n'a pas été entièrement fait ; {text} n'est pas "
                    "produit."]
    assert state.players["A"].hand == ["Élixir", "Potion"] and state.chars["Guerrier"].health == 6


def _texts(state, rule: str) -> list:
    return [e.text for e in state.trace.entries if e.rule == rule]


def test_the_clock_advances_by_the_cost():
    """703.1c « Le joueur doit alors payer ces coûts »: the character's clock, already at tic 3, advances by 2."""
    state = run("""
        setup:
          A: {characters: [{name: Guerrier, ticks: 3, bar: [Concentration]}]}
          B: {characters: [Voleur]}
        actions:
          - {by: A, play: Concentration}
    """)
    assert state.chars["Guerrier"].ticks == 5 and state.costs == [2] and state.cost_options == [2]
    assert _texts(state, "wowminis.deduit.ticks") == ["L'horloge de Guerrier avance de 2 : tic 5."]


def test_an_additional_cost_on_an_ability_without_tick_cost():
    """703.1c: additional costs add to the printed cost; a react with no tick cost starts from 0."""
    state = run("""
        setup:
          A: {characters: [Guerrier]}
          B: {characters: [{name: Voleur, bar: [Parade]}]}
          adjacent: [[Guerrier, Voleur]]
        actions:
          - {by: A, play: Frappe, targets: [Voleur]}
          - {by: B, play: Parade, additional: [1]}
    """)
    assert state.costs == [2, 1] and state.cost_options == [1] and state.chars["Voleur"].ticks == 1
    state = run("""
        setup:
          A: {characters: [Guerrier]}
          B: {characters: [{name: Voleur, bar: [Parade]}]}
          adjacent: [[Guerrier, Voleur]]
        actions:
          - {by: A, play: Frappe, targets: [Voleur]}
          - {by: B, play: Parade}
    """)
    assert state.costs == [2, 0] and state.cost_options == [0] and state.chars["Voleur"].ticks == 0
    assert _texts(state, "wowminis.703.1c")[-1] == ("Parade n'a pas de coût en tics, ni coût supplémentaire : coût "
                                                     "total 0.")


def test_a_floor_reached_exactly_does_not_bind():
    """703.1c « payer un minimum de 1 tic »: Méditation (3) − 2 (minimum 1) leaves exactly 1: the restriction does not
    have to stop the reduction."""
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Méditation]}]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Méditation, reduce: [{amount: 2, floor: 1}]}
    """)
    assert state.costs == [1]
    assert _texts(state, "wowminis.703.1c-floor") == ["La réduction de 2 (minimum 1 tic) laisse 1 : sa restriction "
                                                      "ne joue pas."]
    assert _texts(state, "wowminis.703.1c") == ["Coût total de Méditation : coût imprimé 3, −2 (minimum 1) = 1."]


def test_the_cards_discarded_for_a_cost_are_the_chosen_ones():
    """702.2 (a cost before the arrow) and 705.1a (the player makes the choices): Sacrifice's discard is Élixir."""
    state = run("""
        setup:
          A: {characters: [{name: Guerrier, health: 3, bar: [Sacrifice]}], hand: [Potion, Élixir]}
          B: {characters: [Voleur]}
        actions:
          - {by: A, play: Sacrifice, discard: [Élixir]}
    """)
    assert state.players["A"].discard == ["Élixir"] and state.players["A"].hand == ["Potion"]
    assert _texts(state, "wowminis.deduit.cards") == ["A défausse Élixir (coût de Sacrifice)."]


@pytest.mark.parametrize("count, hand, text", [
    (1, "[]", "A ne peut pas payer « défausser 1 carte » : sa main en a 0"),
    (2, "[Potion]", "A ne peut pas payer « défausser 2 cartes » : sa main en a 1"),
])
def test_a_cost_the_hand_cannot_pay_is_said(count, hand, text):
    """703.1d: the cost cannot be paid: the play is rewound, and the refusal says why."""
    state = _run(_with(f"""\
        abilities:
          - {{name: Offrande, cost: 1, pay: [{{discard: {count}}}], effect: [{{draw: 1}}], text: t,
             source: {{kind: reconstructed}}}}
    """), f"""\
        setup:
          A: {{characters: [{{name: Guerrier, bar: [Offrande]}}], hand: {hand}}}
          B: {{characters: [Voleur]}}
        actions:
          - {{by: A, play: Offrande, attempt: true}}
    """)
    assert state.refused_by == ["wowminis.703.1d"]
    assert [e.text for e in state.trace.entries if e.text.startswith("Action 1 refusée")] == [
        f"Action 1 refusée : {text}."]


@pytest.mark.parametrize("count, text", [(1, "défausser 1 carte est"), (2, "défausser 2 cartes est")])
def test_a_cost_that_would_be_replaced_cannot_be_paid(count, text):
    """703.1c « Une partie d'un coût qui serait remplacé ne peut pas être payée »: Entrave replaces A's discards."""
    state = _run(_with(f"""\
        abilities:
          - {{name: Offrande, cost: 1, pay: [{{discard: {count}}}], effect: [{{draw: 1}}], text: t,
             source: {{kind: reconstructed}}}}
    """), """\
        setup:
          A: {characters: [{name: Guerrier, bar: [Offrande]}], hand: [Potion, Élixir]}
          B: {characters: [{name: Démoniste, bar: [Entrave]}]}
        actions:
          - {by: A, play: Offrande, attempt: true}
    """)
    assert state.refused_by == ["wowminis.703.1c-replaced"]
    assert [e.text for e in state.trace.entries if e.text.startswith("Action 1 refusée")] == [
        f"Action 1 refusée : {text} une partie du coût d'Offrande qui serait remplacée : elle ne peut pas être "
        "payée."]


# --- effects: « Si vous faites » after each kind of step (705.1d) ---------------------------------------

def test_replaced_discards_are_not_done_and_if_you_do_fails():
    """705.1d: « Si une ou plusieurs des choses ont été remplacées, celle-ci ne sont pas faites. » Both discards
    of Double pacte are replaced (Entrave: the cards go under the deck), so nothing is drawn."""
    state = cases.run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Double pacte]}], hand: [Potion, Élixir, Parchemin], deck: [Baume]}
          B: {characters: [{name: Guerrier, attached: [Entrave]}]}
        actions:
          - {by: A, play: Double pacte, discard: [Potion, Élixir, Parchemin]}
    """)
    assert cases.texts(state, "deduit.replace")[1:] == ["La défausse de Potion, Élixir est remplacée : sous le paquet "
                                                        "de A.",
                                                  "La défausse de Parchemin est remplacée : sous le paquet de A."]
    assert cases.texts(state, "705.1d-replaced") == ["défausser Potion, Élixir, défausser Parchemin a été remplacé : "
                                                     "ce "
                                               "n'est pas fait."]
    assert state.players["A"].hand == [] and state.players["A"].discard == []
    assert state.players["A"].deck == ["Baume", "Potion", "Élixir", "Parchemin"]


def test_a_card_chosen_twice_to_discard_must_be_twice_in_the_hand():
    """705.1a: the player makes the choices so that the thing is possible: one Potion cannot be discarded twice."""
    err = cases.error("""
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
    state = cases.run("""
        setup:
          A: {characters: [Arcaniste]}
          B: {characters: [{name: Guerrier, bar: [Contre-pacte]}], deck: [Potion]}
        actions:
          - {by: A, play: Trait, targets: [Guerrier]}
          - {by: B, play: Contre-pacte}
    """)
    assert state.negated == ["Trait"] and state.players["B"].hand == ["Potion"]
    assert cases.texts(state, "705.1d") == ["« Si vous faites » : tout ce qui était demandé a été fait ; la phrase "
                                            "s'applique."]
    assert state.chars["Guerrier"].health == 6


def test_damage_is_done_so_its_if_you_do_applies():
    state = cases.run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Coup et pioche]}], deck: [Potion]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Coup et pioche, targets: [Guerrier]}
    """)
    assert state.chars["Guerrier"].health == 5 and state.players["A"].hand == ["Potion"]


def test_a_heal_that_heals_is_done_so_its_if_you_do_applies():
    state = cases.run("""
        setup:
          A: {characters: [{name: Prêtre, bar: [Soin et pioche]}, {name: Voleur, health: 2}], deck: [Potion]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Soin et pioche, targets: [Voleur]}
    """)
    assert state.chars["Voleur"].health == 4 and state.players["A"].hand == ["Potion"]
    assert "« Si vous faites » : tout ce qui était demandé a été fait ; la phrase s'applique." in cases.texts(state,
                                                                                                              "705.1d")


def test_stepping_away_is_done_so_its_if_you_do_applies():
    state = cases.run("""
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
    state = cases.run("""
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
    state = cases.run("""
        setup:
          A: {characters: [{name: Prêtre, bar: [Prière]}, Voleur, {name: Druide, health: 2}]}
          B: {characters: [Guerrier]}
          adjacent: [[Prêtre, Voleur, Druide]]
        actions:
          - {by: A, play: Prière}
    """)
    assert state.chars["Druide"].health == 3 and state.chars["Voleur"].health == 5
    assert cases.texts(state, "705.1b-parts") == ["« soigner 1 à chaque allié adjacent » est inapplicable (Voleur n'a "
                                                  "aucun "
                                            "dégât à soigner) : on applique le reste."]


def test_a_played_ability_reads_every_health_at_its_resolution():
    """705.1c: the information is read during the resolution (not a triggered ability: no snapshot)."""
    state = cases.run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Exécution]}]}
          B: {characters: [Guerrier, {name: Voleur, health: 3}]}
        actions:
          - {by: A, play: Exécution}
    """)
    assert cases.texts(state, "705.1c") == ["Exécution lit chaque personnage ennemi : Guerrier, Voleur pendant sa "
                                            "résolution.",
                                      "Exécution lit la santé de Guerrier (6), Voleur (3) pendant sa résolution."]
    assert state.chars["Voleur"].health == 1 and state.chars["Guerrier"].health == 6


def test_a_triggered_ability_reads_each_adjacent_enemy_in_its_snapshot_one_application_at_a_time():
    """704.2b, 704.2c: one application per affected character, each reading the snapshot."""
    state = cases.run("""
        setup:
          A: {characters: [Bourreau]}
          B: {characters: [{name: Guerrier, health: 4}, {name: Voleur, health: 3}]}
          adjacent: [[Bourreau, Guerrier, Voleur]]
        actions:
          - {end_of_tick: 5}
    """)
    assert cases.texts(state, "704.2b") == ["Photo prise juste après l'évènement déclencheur : chaque ennemi adjacent "
                                            ": Guerrier.",
                                      "Photo prise juste après l'évènement déclencheur : la santé de Guerrier (4).",
                                      "Photo prise juste après l'évènement déclencheur : chaque ennemi adjacent : "
                                      "Voleur.",
                                      "Photo prise juste après l'évènement déclencheur : la santé de Voleur (3)."]
    assert state.chars["Guerrier"].health == 3 and state.chars["Voleur"].health == 2


def test_a_triggered_ability_reads_its_recipients_in_the_snapshot_not_live():
    """704.2b: Épines triggers when Guerrier is damaged, Voleur adjacent; Voleur steps away before it resolves,
    yet the snapshot, taken right after the damage, still has him adjacent: he takes 1 damage."""
    state = cases.run("""
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
    state = cases.run("""
        setup:
          A: {characters: [{name: Guerrier, attached: [Triple geste]}]}
          B: {characters: [Voleur]}
        actions:
          - {end_of_tick: 5}
    """)
    assert state.wave_order == ["Triple geste → Guerrier"] and state.chars["Guerrier"].health == 5


def test_a_summoned_character_comes_with_every_ability_of_its_card():
    state = cases.run("""
        setup:
          A: {characters: [{name: Druide, bar: [Appel du totem]}]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Appel du totem}
    """)
    assert cases.texts(state, "deduit.summon") == ["Totem est invoqué et entre en jeu sous le contrôle de A, avec ses "
                                             "capacités : Frappe, Récupération."]


# --- discarding and drawing as an effect (705.1a, 705.1b) -----------------------------------------------------

def test_a_discard_of_more_cards_than_the_hand_holds_says_how_many_it_holds():
    """705.1b: Purge asks for 2 cards and A holds 1: A discards it and the rest of the step is inapplicable."""
    state = cases.run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Purge]}], hand: [Potion]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Purge}
    """)
    assert cases.texts(state, "deduit.cards") == ["A défausse Potion (Purge)."]
    assert cases.texts(state, "705.1b-parts") == ["« défausser 2 cartes » est inapplicable (la main de A n'a que 1 "
                                                  "carte) : on applique le reste."]


def test_a_discard_of_every_card_in_hand_is_the_only_choice_then_an_empty_hand_discards_nothing():
    """705.1a: Purge asks for 2 cards and A holds exactly 2: the only choice, said and done; played again, the
    hand is empty: A discards nothing and the step is inapplicable (705.1b)."""
    state = cases.run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Purge]}], hand: [Potion, Élixir]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Purge}
          - {by: A, play: Purge}
    """)
    assert cases.texts(state, "705.1a-choices") == ["A doit défausser 2 cartes et n'a que Potion, Élixir : seul choix "
                                                    "qui rend la chose possible."]
    assert cases.texts(state, "deduit.cards") == ["A défausse Potion, Élixir (Purge).", "A ne défausse rien (Purge)."]
    assert cases.texts(state, "705.1b-parts") == ["« défausser 2 cartes » est inapplicable (la main de A est vide) : "
                                                  "on applique le reste."]
    assert state.players["A"].discard == ["Potion", "Élixir"]


def test_a_discard_in_the_text_is_not_a_cost_and_the_cards_drawn_after_it_are_named():
    """705.1d: Pacte's discard is an effect, not a cost (« (Pacte) », not « coût de »); it is done, so « Si vous
    faites » draws the two cards, both named."""
    state = cases.run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Pacte]}], hand: [Potion], deck: [Parchemin, Baume]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Pacte}
    """)
    assert cases.texts(state, "deduit.cards") == ["A défausse Potion (Pacte).", "A pioche Parchemin, Baume (Pacte)."]
    assert state.players["A"].hand == ["Parchemin", "Baume"]
