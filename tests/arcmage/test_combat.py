"""The Arcmage combat, in-process: an attack closes the answers (the pile resolves first), who may attack and whom,
an attacker sent into a city before step one ends, a city does not block, creatures dead between battles and an
attacker whose blockers are all gone."""

from __future__ import annotations

import pytest

from tests.arcmage.plays import Play, define, error_of, game
from tests.arcmage.story_cases import city

# --- combat --------------------------------------------------------------------------------------------

CLOSES = "plus personne ne joue d'évènement, la pile se résout du dessus vers le dessous."


def _shock_then_attack(phase: str):
    s = game(phase=phase, A={"cities": [city("A")], "army": ["Goule"], "resources": {"Horde rouge": 2},
                             "hand": ["Choc mortel"]},
             B={"cities": [city("B")], "army": ["Mentor"]})
    play = Play(s)
    play("A", "play", "Choc mortel", target="Mentor")
    mark = play.mark()
    play("A", "attack", "Cité de B", **{"with": ["Goule"]})
    return s, play.since(mark)


def test_an_attack_from_the_main_phase_resolves_the_pile_first():
    """arcmage.stack.closes: an action that is not an event closes the answers: A moving on to attack resolves
    the pile (Choc mortel kills Mentor) before the attack phase begins."""
    s, said = _shock_then_attack("mise-en-jeu")
    assert said[0] == f"arcmage.stack.closes | A passe à l'attaque : {CLOSES}"
    assert said.index("arcmage.turn.phases | Tour 1 de A : phase 5 (attaque).") == 8
    assert s.players["B"].graveyard == ["Mentor"] and s.pile[-1].name == "attaque de A"


def test_an_attack_in_the_attack_phase_resolves_the_pile_first():
    """In the attack phase already, announcing the attack closes the answers the same way (no phase to pass)."""
    s, said = _shock_then_attack("attaque")
    assert said[0] == f"arcmage.stack.closes | A annonce son attaque : {CLOSES}"
    assert not any("passe à l'attaque" in line or "turn.phases" in line for line in said)
    assert s.players["B"].graveyard == ["Mentor"]


@pytest.mark.parametrize("name", ["Fantôme", "Bannière elfique (exemple)", "Mentor"])
def test_only_a_creature_of_the_attacker_attacks(name):
    """Not in play, an enchantment, a creature of the other player: none is a creature of A in play."""
    s = game(A={"cities": [city("A")], "army": ["Goule", "Bannière elfique (exemple)"]},
             B={"cities": [city("B")], "army": ["Mentor"]})
    assert error_of(Play(s), "A", "attack", "Cité de B", **{"with": [name]}) == \
        f"{name} n'est pas une créature en jeu de A"


def test_a_cannot_attack_a_faction_holds_against_a_city_of_that_faction_only():
    """Peur du noir: the creature « ne peut pas attaquer » Ost des ténèbres (arcmage.conflict.cannot-wins): Goule
    is refused against an Ost des ténèbres city, and attacks an Aristocrates city."""
    s = game(players=("A", "B", "C"),
             A={"cities": [city("A")], "army": [{"name": "Goule", "attached": ["Peur du noir"]}]},
             B={"cities": [{"name": "Nécropole", "card": "Nirvana des morts-vivants"}]}, C={"cities": [city("C")]})
    play = Play(s)
    play("A", "attack", "Nécropole", **{"with": ["Goule"]}, attempt=True)
    assert (s.refused, s.refused_by, s.combat) == ([1], ["arcmage.conflict.cannot-wins"], None)
    assert play.texts() == ["Action 1 refusée : Goule ne peut pas attaquer Nécropole."]
    play("A", "attack", "Cité de C", **{"with": ["Goule"]}, attempt=True)
    assert s.refused == [1] and (s.combat.target, s.combat.declared) == ("Cité de C", ["Goule"])


def test_an_attacker_sent_into_a_city_before_step_one_ends_does_not_attack():
    """Step I: an announced attacker no longer in the army when the attackers are tapped does not attack (its
    city's residents do not attack, arcmage.city.residents, and an effect forbade it to); the next one does."""
    db = define({"name": "Rappel à la cité (test)", "type": "evenement", "cost": 1, "target": "creature",
                 "effect": {"grant": {"cannot": ["attack"]}, "to_owner": True}})
    s = game(db, A={"cities": [city("A")], "army": ["Goule", "Mentor"]},
             B={"cities": [city("B")], "hand": ["Rappel à la cité (test)"], "resources": {"Empire": 1}})
    play = Play(s)
    play("A", "attack", "Cité de B", **{"with": ["Goule", "Mentor"]})
    play("B", "play", "Rappel à la cité (test)", target="Goule", to="Cité de A")
    mark = play.mark()
    play("A", "resolve_pile", True)
    said = play.since(mark)
    assert said[-4:-2] == ["arcmage.combat.step1 | Goule n'est plus dans l'armée : elle n'attaque pas.",
                           "arcmage.combat.step1 | A engage ses attaquantes : Mentor."]
    goule = s.find("Goule")
    assert s.combat.attackers == ["Mentor"] and (goule.where, goule.tapped) == ("city:Cité de A", False)
    assert s.find("Mentor").tapped


def test_a_city_does_not_block():
    """Only creatures block: the defender's own city is refused as a blocker."""
    s = game(A={"cities": [city("A")], "army": ["Goule"]}, B={"cities": [city("B")], "army": ["Mentor"]})
    play = Play(s)
    play("A", "attack", "Cité de B", **{"with": ["Goule"]})
    play("A", "resolve_pile", True)
    assert error_of(play, "B", "blockers", {"Goule": ["Cité de B"]}) == "Cité de B n'est pas une créature en jeu"


def test_two_creatures_dead_in_a_battle_lose_their_effects_for_the_next_one():
    """arcmage.combat.dead-between: the two Chef de guerre orc kill each other in the first battle; before the
    second, the trace says they go to the graveyard only at the end of the combat but their effects have ceased
    (in the plural): Brute orque fights without A's chef's +1/+0."""
    s = game(A={"cities": [city("A")], "army": ["Chef de guerre orc", "Brute orque"]},
             B={"cities": [city("B")], "army": [{"name": "Chef de B", "card": "Chef de guerre orc"}]})
    play = Play(s)
    play("A", "attack", "Cité de B", **{"with": ["Chef de guerre orc", "Brute orque"]})
    play("B", "blockers", {"Chef de guerre orc": ["Chef de B"]})
    mark = play.mark()
    play("A", "resolve_pile", True)
    said = play.since(mark)
    at = said.index("arcmage.combat.dead-between | Chef de guerre orc et Chef de B, mortes dans une bataille "
                    "précédente, ne vont au cimetière qu'à la fin du combat, mais leurs effets ont cessé.")
    assert said[at + 1] == \
        "arcmage.combat.unblocked | Brute orque n'est pas bloquée : Cité de B perd 1 point de défense."


def test_an_attacker_whose_blockers_are_all_gone_stays_blocked():
    """arcmage.combat.dead-between and no-trample: Goule's two blockers are killed by events before the battles;
    Goule fights nobody, receives nothing, and does not reach the city, even with its 3 attack points left."""
    s = game(A={"cities": [city("A")], "army": ["Goule"], "resources": {"Horde rouge": 4},
                "hand": ["Choc mortel", "Choc mortel"]},
             B={"cities": [city("B")], "army": ["Mentor", "Conscrit"]})
    play = Play(s)
    play("A", "attack", "Cité de B", **{"with": ["Goule"]})
    play("B", "blockers", {"Goule": ["Mentor", "Conscrit"]})
    play("A", "play", "Choc mortel", target="Mentor")
    play("A", "play", "Choc mortel", target="Conscrit")
    mark = play.mark()
    play("A", "resolve_pile", True)
    said = play.since(mark)
    at = said.index("arcmage.combat.battles | Le combat se résout bataille par bataille : Goule.")
    assert said[at + 1:at + 5] == [
        "arcmage.combat.dead-between | Mentor et Conscrit ne sont plus là pour bloquer.",
        "arcmage.cards.stats | Attaque (à gauche) et défense (à droite) : Goule 3/2.",
        "arcmage.combat.attacker-damage | Bataille de Goule (3/2) contre personne : elle reçoit 0 dégât, la somme "
        "de leurs attaques.",
        "arcmage.combat.no-trample | Goule est bloquée : elle ne fait rien perdre à Cité de B, même avec 3 points "
        "d'attaque non attribués."]
    assert (s.find("Cité de B").damage, s.find("Goule").damage) == (0, 0)
