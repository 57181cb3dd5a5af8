"""Playing an ability in World of Warcraft Miniatures (703), in-process: the defenders of an area attack, an
ability without a legal target, reductions of a cost in every order, a discard in a cost, an attached ability, a
react off an Action Bar card, a main ability, a hidden card revealed, a player an effect forbids to play, and the
rewind of a play that cannot finish (703.1d)."""

from __future__ import annotations

import pytest

from tests.wowminis.cases import error, run, texts

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
    assert texts(state, "703.1f-aoe")[1:] == [   # after the line of its open reading
        "Déflagration est une AOE : Voleur, Druide, alliés de A, occupent une case "
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
    assert texts(state, "703.1f")[-1] == ("Déflagration est une attaque : ses défenseurs sont les personnages des "
                                          "cases "
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
                                            "autre ordre, 0, 1.",
                                            "Lecture ouverte « Quand l'ordre des réductions de coût change le total, "
                                            "lequel compte ? » : l'ordre que donne le joueur (celui de l'action) "
                                            "(lecture par défaut)"]


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


def test_a_react_off_an_action_bar_card_under_each_reading():
    """700.2: Parade, marked « react », in the lower text box of a Vigile: a react by default (« en général »); under
    ``react-off-action-bar`` = ``action-bar-only`` it has no tick cost, so it is ongoing and its play is refused
    (700.2a), after Frappe's window has closed (a play that is not a react closes it)."""
    case = """
        setup:
          A: {characters: [Guerrier]}
          B: {characters: [{name: Vigile, health: 3}]}
          adjacent: [[Guerrier, Vigile]]
        actions:
          - {by: A, play: Frappe, targets: [Vigile]}
          - {by: B, play: Parade, attempt: true}
    """
    state = run(case)
    assert state.played == ["Frappe", "Parade"]
    assert state.chars["Vigile"].health == 2
    state = run(case, readings={"react-off-action-bar": "action-bar-only"})
    assert state.played == ["Frappe"]
    assert state.chars["Vigile"].health == 1
    assert texts(state, "700.2-react-elsewhere")[-2:] == [      # then the reading the refusal rests on, cited
        "Parade porte « react » mais n'est pas sur une carte Barre d'Action (zone de texte inférieure) : ce n'est pas "
        "une réaction, elle est continue.",
        "Lecture ouverte « Une capacité dont la ligne de notes porte « react », hors d'une carte Barre d'Action, "
        "est-elle une réaction ? » : non : seule une carte Barre d'Action marquée « react » porte une réaction ; "
        "ailleurs, le coût en tics fait le type (payante, ou continue sans coût) (lecture fixée)"]


def test_a_refused_move_undoes_its_whole_trace():
    """deduit.adjacent: a move attempted by a player who does not control the character is refused before any play
    begins; the window of Frappe it would have closed, and its trace, are undone: the case reads as without the
    attempt, but for the refusal (the window closes at the end of the case)."""
    case = """
        setup:
          A: {characters: [Guerrier]}
          B: {characters: [Voleur, Druide]}
          adjacent: [[Guerrier, Voleur]]
        actions:
          - {by: A, play: Frappe, source: Guerrier, targets: [Voleur]}
    """
    without = [(e.rule, e.text) for e in run(case).trace.entries]
    state = run(case + "      - {by: B, move: Guerrier, to: [], attempt: true}\n")
    assert state.refused == [2] and state.refused_by == ["wowminis.deduit.adjacent"]
    refusal = ("wowminis.deduit.adjacent", "Action 2 refusée : Guerrier n'est pas un personnage en jeu de B.")
    entries = [(e.rule, e.text) for e in state.trace.entries]
    assert entries.count(refusal) == 1
    entries.remove(refusal)
    assert entries == without
    assert state.adjacency["Voleur"] == {"Guerrier"}


def test_a_react_attached_to_a_character_is_still_a_react_and_the_trace_says_why():
    """700.2: Parade, attached to Guerrier (not on an Action Bar card), is a react by default: its notes line makes
    it one « en général »."""
    state = run("""
        setup:
          A: {characters: [Arcaniste]}
          B: {characters: [{name: Guerrier, attached: [Parade]}]}
        actions:
          - {by: A, play: Trait, targets: [Guerrier]}
          - {by: B, play: Parade}
    """)
    assert texts(state, "700.2-react-elsewhere")[1:] == [      # after the line of its open reading
        "Parade n'est pas sur une carte Barre d'Action (capacité attachée) : sa ligne de notes en fait quand même une "
        "réaction."]
    assert state.played == ["Trait", "Parade"]


def test_a_react_with_a_tick_cost_off_an_action_bar_card_is_an_action_under_the_other_reading():
    """700.2 under ``react-off-action-bar`` = ``action-bar-only``: Cri de ralliement, attached, costs 1 tic: it is a
    payment ability, an action (702.1), and the Rancune of B waiting for an enemy action triggers (703.1h)."""
    state = run("""
        setup:
          A: {characters: [{name: Guerrier, attached: [Cri de ralliement]}]}
          B: {characters: [{name: Voleur, bar: [Rancune]}]}
        actions:
          - {by: A, play: Cri de ralliement}
    """, readings={"react-off-action-bar": "action-bar-only"})
    assert texts(state, "700.2-react-elsewhere")[1:] == [
        "Cri de ralliement porte « react » mais n'est pas sur une carte Barre d'Action (capacité attachée) : ce n'est "
        "pas une réaction, elle est payante."]
    assert texts(state, "702.1") == ["Cri de ralliement n'est pas instantanée et a un coût en tics : c'est une action."]
    assert texts(state, "704.2") == ["Rancune (Voleur) se déclenche quand un ennemi prend une action (A prend une "
                                     "action (Cri de ralliement))."]
    assert state.resolved == ["Rancune", "Cri de ralliement"] and state.chars["Guerrier"].health == 6


def test_a_character_an_effect_forbids_to_play_cannot_begin_to_play():
    """703.1: Silence (enemies adjacent to Guerrier cannot play abilities) stops Ruby Gemsparkle before her play
    begins; the refusal says which effect and whom."""
    state = run("""
        setup:
          A: {characters: [Ruby Gemsparkle]}
          B: {characters: [{name: Guerrier, bar: [Silence]}]}
          adjacent: [[Ruby Gemsparkle, Guerrier]]
        actions:
          - {by: A, play: Frappe, targets: [Guerrier], attempt: true}
    """)
    assert state.refused_by == ["wowminis.703.1-forbidden"]
    assert texts(state, "703.1-forbidden") == ["Action 1 refusée : un effet empêche Ruby Gemsparkle de jouer des "
                                               "capacités : A ne peut pas commencer à jouer Frappe."]


def test_the_main_ability_of_an_action_bar_card_and_a_hidden_card_revealed_are_traced():
    """700.2b: Call Fury is the unwritten main payment ability of its card, and costs 3 tics; 703.1a: playing
    Concentration, face down, reveals its card."""
    state = run("""
        setup:
          A: {characters: [{name: Chasseur, bar: [Call Fury], hidden: [Concentration]}]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Call Fury}
          - {by: A, play: Concentration}
    """)
    assert texts(state, "700.2b") == ["Call Fury est la capacité payante « principale » de sa carte Barre d'Action, "
                                      "non écrite : elle coûte 3 tics."]
    assert texts(state, "703.1a") == ["A annonce Call Fury ; sa source est déjà révélée.",
                                      "A annonce Concentration et révèle sa source, la carte Barre d'Action "
                                      "Concentration de Chasseur."]
    assert state.chars["Chasseur"].ticks == 5


def test_one_ally_in_the_area_of_an_aoe_is_named_in_the_singular_under_each_reading():
    """703.1f: Voleur, A's only character in the area, becomes a defender by default; not under ``aoe-allies`` =
    ``enemies-only``."""
    case = """
        setup:
          A: {characters: [{name: Arcaniste, bar: [Déflagration]}, Voleur]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Déflagration, area: [Guerrier, Voleur]}
    """
    state = run(case)
    assert texts(state, "703.1f-aoe")[1:] == ["Déflagration est une AOE : Voleur, allié de A, occupe une case affectée "
                                              "et devient aussi défenseur."]
    assert state.defenders == ["Guerrier", "Voleur"]
    state = run(case, readings={"aoe-allies": "enemies-only"})
    assert texts(state, "703.1f-aoe")[1:] == ["Déflagration est une AOE : Voleur, allié de A, occupe une case affectée "
                                              "sans devenir défenseur."]
    assert state.defenders == ["Guerrier"]


def test_two_allies_in_the_area_of_an_aoe_stay_out_of_its_defenders_under_the_other_reading():
    """703.1f under ``aoe-allies`` = ``enemies-only``: Voleur and Druide, A's, occupy affected spaces without
    becoming defenders."""
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Déflagration]}, Voleur, Druide]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Déflagration, area: [Guerrier, Voleur, Druide]}
    """, readings={"aoe-allies": "enemies-only"})
    assert texts(state, "703.1f-aoe")[1:] == ["Déflagration est une AOE : Voleur, Druide, alliés de A, occupent une "
                                              "case affectée sans devenir défenseurs."]
    assert state.defenders == ["Guerrier"]


# --- an attempt that cannot finish is rewound (703.1d) -----------------------------------------------------

REWIND_SETUP = """
        setup:
          A:
            characters:
              - {name: Guerrier, bar: [Sacrifice]}
              - {name: Arcaniste, bar: [Chaîne d'éclairs, Salve]}
          B: {characters: [Voleur, Druide, Chasseur]}
          adjacent: [[Guerrier, Voleur]]
        actions:
"""


def refusal(state) -> list:
    return [(e.rule, e.text) for e in state.trace.entries if e.phase == "refus"]


@pytest.mark.parametrize("action, rule, reason", [
    ("{by: A, play: Chaîne d'éclairs, count: 4, targets: [Voleur, Druide, Chasseur, Guerrier]}", "703.1b-count",
     "Chaîne d'éclairs a au plus 3 cibles, pas 4"),
    ("{by: A, play: Salve, targets: [Voleur]}", "703.1b",
     "Salve demande 2 cibles différentes, et le joueur en choisit 1"),
    ("{by: A, play: Salve, targets: [Voleur, Guerrier]}", "703.1b",
     "Guerrier n'est pas une cible légale de Salve (Guerrier n'est pas un ennemi)"),
])
def test_a_play_refused_at_its_targets_is_rewound(action, rule, reason):
    """703.1b, 703.1d: « Si un joueur ne peut pas finir de jouer une capacité … tout est rembobiné » : the rewind
    follows the refusal in the trace and names what is undone."""
    state = run(REWIND_SETUP + f"          - {action[:-1]}, attempt: true}}\n")
    assert refusal(state) == [
        ("wowminis." + rule, f"Action 1 refusée : {reason}."),
        ("wowminis.703.1d", "Le joueur ne peut pas finir de jouer la capacité : tout est rembobiné (cibles).")]
    assert state.chars["Arcaniste"].ticks == 0


def test_a_play_without_enough_legal_targets_is_rewound_before_any_target_is_chosen():
    """703.1b: Salve asks for 2 legal targets and there is one only: it cannot be played; 703.1d: rewound."""
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Salve]}]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Salve, targets: [Guerrier], attempt: true}
    """)
    assert refusal(state) == [
        ("wowminis.703.1b-all", "Action 1 refusée : Salve demande 2 cibles légales et il n'y en a que 1 : elle ne "
                                "peut pas être jouée."),
        ("wowminis.703.1d", "Le joueur ne peut pas finir de jouer la capacité : tout est rembobiné (aucune cible "
                            "choisie).")]


def test_a_cost_the_hand_cannot_pay_is_rewound_ticks_included():
    """703.1d: « défausser 1 carte » with an empty hand cannot be paid: the play is rewound, its ticks given back."""
    state = run(REWIND_SETUP + "          - {by: A, play: Sacrifice, attempt: true}\n")
    assert refusal(state) == [
        ("wowminis.703.1d", "Action 1 refusée : A ne peut pas payer « défausser 1 carte » : sa main en a 0."),
        ("wowminis.703.1d", "Tout est rembobiné : tics rendus, source cachée à nouveau si elle l'était, aucune cible "
                            "choisie.")]
    assert state.chars["Guerrier"].ticks == 0


def test_a_cost_that_would_be_replaced_is_rewound_ticks_included():
    """703.1c: « Une partie d'un coût qui serait remplacé ne peut pas être payé » (the default reading of
    ``replaced-cost``): Entrave would send A's discard under her deck; 703.1d: rewound."""
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Sacrifice]}], hand: [Potion]}
          B: {characters: [{name: Guerrier, attached: [Entrave]}]}
        actions:
          - {by: A, play: Sacrifice, discard: [Potion], attempt: true}
    """)
    assert refusal(state)[-2:] == [
        ("wowminis.703.1c-replaced", "Action 1 refusée : défausser 1 carte est une partie du coût de Sacrifice qui "
                                     "serait remplacée : elle ne peut pas être payée."),
        ("wowminis.703.1d", "Le joueur ne peut pas finir de jouer la capacité : tout est rembobiné (tics rendus).")]
    assert state.players["A"].hand == ["Potion"] and state.chars["Arcaniste"].ticks == 0


def test_a_cost_below_zero_is_zero():
    """703.1c: « Si le coût total est négatif, il est considéré comme étant 0 » : 4 − 3 − 2."""
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Incantation]}]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Incantation, reduce: [3, 2]}
    """)
    assert texts(state, "703.1c-zero") == ["Le coût est négatif (-1) une fois toutes les réductions enlevées : il vaut "
                                           "0."]
    assert state.costs == [0] and state.chars["Arcaniste"].ticks == 0


def test_a_heal_is_a_payment_ability_without_an_arrow():
    """702.2: a heal ability, like an attack, is a payment ability without an arrow."""
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, health: 2, bar: [Soins]}]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Soins, targets: [Arcaniste]}
    """)
    assert texts(state, "702.2") == ["Soins est une capacité de soin : payante, sans flèche."]
    assert state.chars["Arcaniste"].health == 4
