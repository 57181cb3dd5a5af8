"""Applying the actions of a case, in order, and the ``attempt: true`` protocol.

An action the game forbids raises :class:`rulings.core.game.IllegalAction`.  For
an attempt, the engine restores the state as it was, records the refusal (its
number in ``refused``, its rule in ``refused_by``, a trace entry citing the
rule) and goes on; otherwise the case describes an impossible situation: a
UserError pointing at the action.
"""

from __future__ import annotations

import copy
from dataclasses import fields

from rulings.core import french
from rulings.core.errors import UserError
from rulings.core.game import IllegalAction

from . import cards, combat, movement, phases, zones
from .model import PHASE_WORDS, Phase, Refusal, State

_SKIP = {"trace", "observer", "deferred"}


def _snapshot(state: State):
    saved = {f.name: getattr(state, f.name) for f in fields(state) if f.name not in _SKIP}
    return copy.deepcopy(saved), state.trace.turn, state.trace.phase, len(state.trace.entries)


def _restore(state: State, snapshot) -> None:
    saved, turn, phase, mark = snapshot
    for name, value in saved.items():
        setattr(state, name, value)
    state.trace.turn, state.trace.phase = turn, phase
    del state.trace.entries[mark:]


def run_action(state: State, action: dict, db) -> None:
    """Apply one prepared action; report the moment ``after action N``."""
    number = action["n"]
    if not action["attempt"]:
        try:
            apply(state, action, db)
        except IllegalAction as err:
            raise UserError(f"action {number} : le jeu l'interdit — {err.reason} [{err.rule}]",
                            hint="pour montrer que le jeu la refuse, ajoutez « attempt: true » à l'action") from None
        state.emit(("action", number))
        return
    snapshot = _snapshot(state)
    state.deferred = []
    try:
        apply(state, action, db)
    except IllegalAction as err:
        state.deferred = None
        _restore(state, snapshot)
        state.trace.add(err.rule, f"Action {number} refusée : {err.reason}.")
        for rule, text in getattr(err, "notes", ()):
            state.trace.add(rule, text)
        state.refused.append(number)
        state.refused_by.append(err.rule)
    except BaseException:
        state.deferred = None
        raise
    else:
        reached, state.deferred = state.deferred, None
        for key, then in reached:               # each moment read as the state was when it was reached
            if state.observer is not None:
                state.observer(key, then)
    state.emit(("action", number))


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
