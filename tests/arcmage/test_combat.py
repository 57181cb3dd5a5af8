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


def _with_readings(s, **readings):
    """The state ``s`` with open readings fixed (the reading's id with dashes: ``split_must_total``)."""
    from rulings.core.chance import Chance

    fixed = {k.replace("_", "-"): v for k, v in readings.items()}
    s.chance = Chance(readings=fixed, fixed_readings=frozenset(fixed))
    return s


def test_an_attacker_killed_before_step_one_ends_does_not_attack():
    """arcmage.combat.step1: B answers A's attack with Choc mortel on Goule; when the attackers are tapped, Goule
    is dead: it does not attack, Mentor does."""
    s = game(phase="attaque", A={"cities": [city("A")], "army": ["Goule", "Mentor"]},
             B={"cities": [city("B")], "resources": {"Horde rouge": 2}, "hand": ["Choc mortel"]})
    play = Play(s)
    play("A", "attack", "Cité de B", **{"with": ["Goule", "Mentor"]})
    play("B", "play", "Choc mortel", target="Goule")
    mark = play.mark()
    play("B", "resolve_pile", True)
    said = play.since(mark)
    at = said.index("arcmage.combat.step1 | Goule a été tuée entre-temps : elle n'attaque pas.")
    assert said[at + 1] == "arcmage.combat.step1 | A engage ses attaquantes : Mentor."
    assert s.combat.attackers == ["Mentor"] and s.players["A"].graveyard == ["Goule"]


def test_a_blocker_named_for_two_attackers_is_refused():
    """arcmage.combat.block-choice: a blocker defends against one attacker only: Mentor named on Goule and on
    Garde royal is refused, and no block is declared."""
    s = game(phase="attaque", A={"cities": [city("A")], "army": ["Goule", "Garde royal"]},
             B={"cities": [city("B")], "army": ["Mentor"]})
    play = Play(s)
    play("A", "attack", "Cité de B", **{"with": ["Goule", "Garde royal"]})
    assert error_of(play, "B", "blockers", {"Goule": ["Mentor"], "Garde royal": ["Mentor"]}) == (
        "action 2 : le jeu l'interdit — Mentor bloque déjà Goule : une bloqueuse ne défend que contre une seule "
        "attaquante [arcmage.combat.block-choice]")
    assert not s.combat.blocks_declared


def test_a_creature_that_may_not_block_is_refused_and_the_trace_names_the_attacker():
    """arcmage.conflict.cannot-wins: an event says Mentor « ne peut pas bloquer »: against the base rule (every
    untapped creature may block), the « cannot » wins; the error and the trace it stops on name what was
    refused."""
    db = define({"name": "Entrave (test)", "type": "evenement", "cost": 1, "target": "creature",
                 "effect": {"grant": {"cannot": ["block"]}}})
    s = game(db, phase="attaque", A={"cities": [city("A")], "army": ["Goule"]},
             B={"cities": [city("B")], "army": ["Mentor"], "resources": {"Empire": 1}, "hand": ["Entrave (test)"]})
    play = Play(s)
    play("A", "attack", "Cité de B", **{"with": ["Goule"]})
    play("B", "play", "Entrave (test)", target="Mentor")
    play("B", "resolve_pile", 1)
    mark = play.mark()
    assert error_of(play, "B", "blockers", {"Goule": ["Mentor"]}) == (
        "action 4 : le jeu l'interdit — Mentor ne peut pas bloquer Goule [arcmage.conflict.cannot-wins]")
    assert play.since(mark)[-1] == (
        "arcmage.conflict.cannot-wins | Mentor : « ne peut pas bloquer Goule » (Entrave (test)) contre « peut » (la "
        "règle de base) : « ne peut pas » l'emporte.")
    assert s.combat.blocks_declared is False


def test_damage_of_an_unblocked_attacker_is_not_distributed():
    """arcmage.combat.distribute: only a blocked attacker's damage is distributed: Mentor, not blocked, is
    refused."""
    s = game(phase="attaque", A={"cities": [city("A")], "army": ["Goule", "Mentor"]},
             B={"cities": [city("B")], "army": ["Conscrit"]})
    play = Play(s)
    play("A", "attack", "Cité de B", **{"with": ["Goule", "Mentor"]})
    play("B", "blockers", {"Goule": ["Conscrit"]})
    assert error_of(play, "A", "assign", {"Mentor": {"Conscrit": 1}}) == (
        "action 3 : le jeu l'interdit — Mentor n'est pas bloquée : il n'y a rien à répartir "
        "[arcmage.combat.distribute]")
    assert s.combat.assigns == {}


def test_a_single_damage_point_distributed_is_told_in_the_singular():
    """arcmage.combat.distribute: Fantassin (1/1), blocked by Conscrit and Lancier, gives its one damage point to
    Conscrit: « répartit le 1 dégât »; Conscrit dies, Lancier is unhurt."""
    s = game(phase="attaque", A={"cities": [city("A")], "army": ["Fantassin"]},
             B={"cities": [city("B")], "army": ["Conscrit", "Lancier"]})
    play = Play(s)
    play("A", "attack", "Cité de B", **{"with": ["Fantassin"]})
    play("B", "blockers", {"Fantassin": ["Conscrit", "Lancier"]})
    play("A", "assign", {"Fantassin": {"Conscrit": 1, "Lancier": 0}})
    mark = play.mark()
    play("A", "resolve_pile", True)
    assert ("arcmage.combat.distribute | A répartit le 1 dégât de Fantassin : 1 sur Conscrit, 0 sur Lancier."
            in play.since(mark))
    assert s.players["B"].graveyard == ["Conscrit"] and s.find("Lancier").damage == 0


def test_one_attack_point_left_unassigned_is_told_in_the_singular():
    """arcmage.combat.no-trample, with the reading split-must-total = may-leave-unassigned: Goule (3) gives 1 to
    each of its two blockers and leaves 1; its blockers die but it does not reach the city."""
    s = _with_readings(game(phase="attaque", A={"cities": [city("A")], "army": ["Goule"]},
                            B={"cities": [city("B")], "army": ["Conscrit", "Lancier"]}),
                       split_must_total="may-leave-unassigned")
    play = Play(s)
    play("A", "attack", "Cité de B", **{"with": ["Goule"]})
    play("B", "blockers", {"Goule": ["Conscrit", "Lancier"]})
    play("A", "assign", {"Goule": {"Conscrit": 1, "Lancier": 1}})
    mark = play.mark()
    play("A", "resolve_pile", True)
    said = play.since(mark)
    assert said[said.index("arcmage.combat.blocker-death | Lancier, bloqueuse, meurt.") + 2] == (
        "arcmage.combat.no-trample | Goule est bloquée : elle ne fait rien perdre à Cité de B, même avec 1 point "
        "d'attaque non attribué.")
    assert s.find("Cité de B").damage == 0 and s.combat.city_damage == 0


def test_the_excess_of_a_blocked_attacker_adds_to_the_city_damage_of_the_combat():
    """arcmage.combat.no-trample, with the reading blocked-attacker-city-damage = excess-to-city: Mentor,
    unblocked, takes 2 from Cité de B; Goule (3) kills its blocker Conscrit (1/1) and its 2 points in excess go to
    the city too: 4 in all for the combat."""
    s = _with_readings(game(phase="attaque", A={"cities": [city("A")], "army": ["Mentor", "Goule"]},
                            B={"cities": [city("B")], "army": ["Conscrit"]}),
                       blocked_attacker_city_damage="excess-to-city")
    play = Play(s)
    play("A", "attack", "Cité de B", **{"with": ["Mentor", "Goule"]})
    play("B", "blockers", {"Goule": ["Conscrit"]})
    mark = play.mark()
    play("A", "resolve_pile", True)
    assert play.since(mark)[-4:-2] == [
        "arcmage.combat.no-trample | Ses bloqueuses sont mortes : ses 2 points d'attaque en trop vont à Cité de B.",
        "arcmage.city.damage | Goule inflige 2 dégâts à Cité de B : il lui reste 4 points de défense."]
    assert (s.combat.city_damage, s.find("Cité de B").damage) == (4, 4)


@pytest.mark.parametrize("reading, line", [
    ("stays-in-battle", "Conscrit et Lancier, résidentes de Cité de B détruite, restent dans la bataille de Garde "
                        "royal ; elles ne sortiront de la cité qu'après le combat."),
    ("leaves-battle", "Conscrit et Lancier, résidentes de Cité de B détruite, doivent en sortir : elles quittent la "
                      "bataille de Garde royal.")])
def test_two_blocking_residents_of_a_city_destroyed_mid_combat_are_told_in_the_plural(reading, line):
    """arcmage.city.evacuation-taps: Goule, unblocked, destroys Cité de B; its residents Conscrit and Lancier block
    Garde royal in the next battle (the reading city-destroyed-mid-combat = blocked-battles-go-on): under each
    reading of evacuating-blocker, the trace tells what the two of them do, in the plural."""
    s = _with_readings(game(phase="attaque", A={"cities": [city("A")], "army": ["Goule", "Garde royal"]},
                            B={"cities": [city("B", damage=6, residents=["Conscrit", "Lancier"]),
                                          {"name": "Refuge", "card": "Terrier"}]}),
                       evacuating_blocker=reading, city_destroyed_mid_combat="blocked-battles-go-on")
    play = Play(s)
    play("A", "attack", "Cité de B", **{"with": ["Goule", "Garde royal"]})
    play("B", "blockers", {"Garde royal": ["Conscrit", "Lancier"]})
    mark = play.mark()
    play("A", "resolve_pile", True)
    assert f"arcmage.city.evacuation-taps | {line}" in play.since(mark)
    assert s.find("Garde royal").damage == (2 if reading == "stays-in-battle" else 0)


def test_leaving_the_attack_phase_before_the_blocks_declares_that_nobody_blocks():
    """arcmage.combat.block-choice: A moves on to her discard phase before B declares her blockers: B blocks
    nothing, the defence counts as declared, and Goule's battle is fought unblocked."""
    s = game(phase="attaque", A={"cities": [city("A")], "army": ["Goule"]},
             B={"cities": [city("B")], "army": ["Mentor"]})
    play = Play(s)
    play("A", "attack", "Cité de B", **{"with": ["Goule"]})
    mark = play.mark()
    play("A", "phase", "defausse")
    said = play.since(mark)
    assert said[said.index("arcmage.combat.block-choice | B ne bloque pas.") + 2] == (
        "arcmage.combat.unblocked | Goule n'est pas bloquée : Cité de B perd 3 points de défense.")
    assert (s.combat.blocks_declared, s.combat.done, s.find("Cité de B").damage) == (True, True, 3)
