"""Applying the actions of a case, in order.

An action the game forbids raises :class:`rulings.core.game.IllegalAction`; the
``attempt: true`` protocol (undo, record the refusal, go on) is the core's
(:mod:`rulings.core.action_case`): this module gives it :func:`apply`.
"""

from __future__ import annotations

from rulings.core.errors import UserError

from . import cards, combat, devotion, movement, phases, stack, zones
from .model import PHASE_BY_WORD, Refusal, State

ANSWERS = ("choose", "discard", "evacuate", "first_city", "draw", "resource", "found")


def apply(state: State, action: dict) -> None:
    by, verb = action.get("by"), action["verb"]
    if state.over:
        raise UserError(f"la partie est finie ({'égalité' if state.tie else 'vainqueur : ' + str(state.winner)}) : "
                        f"l'action {action['n']} ne peut plus être jouée")
    if by is not None and state.players[by].lost:
        raise UserError(f"{by} a perdu : elle ne joue plus")
    pending = state.pending
    answering = verb in ANSWERS and (by == pending.player or verb == pending.kind) if pending is not None else True
    if pending is not None and not answering and \
            not (verb == "play" and state.cards[action["play"]].type == "evenement" and pending.kind == "draw"):
        raise UserError(f"{phases.pending_text(state)} avant toute autre action")
    options = {k: action[k] for k in ("to", "x", "mode", "as", "pay") if k in action}
    if verb == "play":
        cards.play(state, by, state.cards[action["play"]], action.get("target"), options)
    elif verb == "draw":
        phases.choose_draw(state, by, action["draw"], action.get("resources"))
    elif verb == "resource":
        phases.make_resources(state, by, action["resource"])
    elif verb == "devote":
        devotion.declare(state, by, action["devote"], action.get("with") or [], action.get("target"))
    elif verb == "activate":
        cards.activate(state, by, action["activate"], action.get("ability", 1), action.get("target"), options)
    elif verb == "move":
        movement.move(state, by, action["move"], action["to"])
    elif verb == "attack":
        combat.declare(state, by, action["attack"], action.get("with") or [])
    elif verb == "blockers":
        combat.block(state, by, action["blockers"])
    elif verb == "assign":
        combat.assign(state, by, action["assign"])
    elif verb == "evacuate":
        _evacuate(state, by, action["evacuate"])
    elif verb == "choose":
        _choose(state, by, action["choose"])
    elif verb == "discard":
        phases.discard(state, by, action["discard"])
    elif verb == "found":
        cards.found(state, by, action["found"])
    elif verb == "first_city":
        cards.first_city(state, by, action["first_city"])
    elif verb == "resolve_pile":
        if not state.pile:
            raise UserError("la pile est vide : il n'y a rien à résoudre")
        count = None if action["resolve_pile"] is True else action["resolve_pile"]
        stack.resolve(state, count, "Toutes arrêtent de répondre" if count is None else "")
    elif verb == "phase":
        target = PHASE_BY_WORD[action["phase"]].number
        if by is not None and by != state.active:
            raise Refusal("arcmage.turn.order", f"c'est {state.active}, la joueuse active, qui fait avancer son tour")
        if target == state.phase:
            raise UserError(f"le tour est déjà en {PHASE_BY_WORD[action['phase']].fr}")
        stack.resolve(state, None, "La joueuse active passe à une autre phase")
        phases.advance(state, target)
    elif verb == "end_turn":
        if by != state.active:
            raise Refusal("arcmage.turn.end", f"seule la joueuse active ({state.active}) finit son tour")
        phases.end_turn(state)
    else:  # pragma: no cover - the format allows no other verb
        raise UserError(f"action inconnue : {verb}")
    zones.settle(state)


def _evacuate(state: State, player: str, mapping: dict) -> None:
    pending = state.pending
    if pending is None or pending.kind != "evacuate" or pending.player != player:
        raise UserError("aucune résidente d'une cité détruite n'attend de destination")
    if set(mapping) != set(pending.options):
        raise UserError(f"dites où va chacune des résidentes : {', '.join(pending.options)}")
    for name, dest in mapping.items():
        zones.evacuate(state, state.find(name), dest, pending.what)
    zones.next_pending(state)


def _choose(state: State, player: str, choice: str) -> None:
    pending = state.pending
    if pending is None or pending.kind != "choose" or pending.player != player:
        raise UserError("aucun choix n'est attendu de cette joueuse")
    if choice not in pending.options:
        raise UserError(f"{choice} n'est pas un des choix possibles : {', '.join(pending.options)}")
    zones.next_pending(state)
    if pending.then == "discard-creature":
        zones.remove_from_play(state, state.find(choice), "graveyard", f"défaussée par {pending.what}",
                               "arcmage.zones.graveyard")
