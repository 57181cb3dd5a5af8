"""Applying the actions of a case, in order.

An action the game forbids raises :class:`rulings.core.game.IllegalAction`; the
``attempt: true`` protocol (undo, record the refusal, go on) is the core's
(:mod:`rulings.core.action_case`): this module gives it :func:`apply`.
"""

from __future__ import annotations

from rulings.core import french
from rulings.core.errors import UserError

from . import cards, combat, movement, phases, zones
from .model import PHASE_WORDS, Phase, Refusal, State


def apply(state: State, action: dict, db) -> None:
    by, verb = action["by"], action["verb"]
    if state.over:
        raise UserError(f"la partie est finie (vainqueur : {state.winner or 'aucun'}) : l'action {action['n']} ne "
                        "peut plus être jouée")
    pending = state.pending
    if pending is not None and not (verb == pending.kind and by == pending.player):
        if pending.kind == "keep":
            raise UserError(f"le drop de {pending.player} attend son choix avant toute autre action : ajoutez d'abord "
                            f"{{by: {pending.player}, keep: <une de {', '.join(state.combat.drop)}>}}")
        raise UserError(f"la main de {pending.player} dépasse ses PA : ajoutez d'abord {{by: {pending.player}, "
                        f"discard: [<{french.count(pending.count, 'carte')}>]}}")
    if verb == "summon":
        cards.summon(state, by, db.cards[action["summon"]], action["pay"], action["choose"], action.get("as"))
    elif verb == "play":
        cards.play(state, by, db.cards[action["play"]], action["pay"], action["choose"], action.get("target"))
    elif verb == "equip":
        cards.equip(state, by, db.cards[action["equip"]], action["target"], action["pay"], action["choose"])
    elif verb == "move":
        phases.require(state, Phase.MOUVEMENT, "wakfu.turn.move", "déplacement")
        movement.move(state, by, action["move"], action["to"])
    elif verb == "attack":
        if by != state.active:
            raise Refusal("wakfu.turn.attackers", f"seul le joueur actif ({state.active}) déclare des attaquants")
        phases.require(state, Phase.ATTAQUANTS, "wakfu.turn.attackers", "déclaration des attaquants")
        combat.declare_attackers(state, by, action["attack"])
    elif verb == "defend":
        combat_now = phases.this_turns_combat(state)
        if combat_now is None or not combat_now.attackers:
            raise Refusal("wakfu.turn.defenders", f"{state.active} n'a déclaré aucun attaquant : la déclaration des "
                                                  "défenseurs ne s'applique pas")
        phases.require(state, Phase.DEFENSEURS, "wakfu.turn.defenders", "déclaration des défenseurs")
        combat.declare_defenders(state, by, action["defend"])
    elif verb == "assign":
        phases.require(state, Phase.COMBAT, "wakfu.combat.distribute", "répartition des points de combat")
        combat.assign(state, by, action["assign"])
    elif verb == "keep":
        combat.keep(state, by, action["keep"])
    elif verb == "discard":
        zones.discard_surplus(state, by, action["discard"])
    elif verb == "phase":
        target = PHASE_WORDS[action["phase"]]
        if by != state.active:
            raise Refusal("wakfu.turn.phases", f"c'est {state.active}, le joueur actif, qui fait avancer son tour")
        if target == Phase.DEGAGEMENT:
            raise UserError("la phase 1 se joue seule au début du tour : pour passer au tour suivant, écrivez "
                            "« end_turn: true »")
        if target == Phase.DEFENSEURS and not (phases.this_turns_combat(state) and state.combat.attackers):
            raise Refusal("wakfu.turn.defenders", "aucun attaquant n'a été déclaré : la phase de déclaration des "
                                                  "défenseurs ne s'applique pas")
        if target == state.phase:
            raise UserError(f"le tour est déjà en {target.fr}")
        phases.advance(state, target)
    elif verb == "end_turn":
        if by != state.active:
            raise Refusal("wakfu.turn.end", f"seul le joueur actif ({state.active}) déclare la fin de son tour")
        phases.pass_turn(state)
    else:  # pragma: no cover - the format allows no other verb
        raise UserError(f"action inconnue : {verb}")
