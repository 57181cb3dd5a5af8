"""Playing an ability in World of Warcraft Miniatures (703), in-process: the defenders of an area attack, an
ability without a legal target, reductions of a cost in every order, a discard in a cost, an attached ability."""

from __future__ import annotations

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
