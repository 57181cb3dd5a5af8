"""Applying the actions of a case, in order.

An action the game forbids raises :class:`rulings.core.game.IllegalAction`; the
``attempt: true`` protocol (undo, record the refusal, go on) is the core's
(:mod:`rulings.core.action_case`): this module gives it :func:`apply`.  A refused
attempt goes back to what it was, but the trace of the play itself (what was
done before the rewind) is kept, before the refusal (:meth:`.model.State.restore`).
"""

from __future__ import annotations

from rulings.core.errors import UserError

from . import events, playing, waves, windows
from .model import State

R = "wowminis."


def apply(state: State, action: dict) -> None:
    if state.over:
        raise UserError(f"la partie est finie (vainqueur : {state.winner or 'aucun'}) : l'action {action['n']} ne peut "
                        "plus être jouée")
    verb = action["verb"]
    state.trace.turn = action["n"]
    state.trace.phase = {"play": "jouer", "pass": "passer", "end_of_tick": "fin du tic", "move": "déplacement"}[verb]
    if verb == "pass":
        windows.pass_turn(state, action["by"])
        return
    if verb == "play":
        if not _is_react(state, action):
            windows.close_all(state)
        state.play_mark = len(state.trace.entries)
        state.trace.phase = "jouer"
        playing.play(state, action)
        return
    windows.close_all(state)
    state.trace.phase = "fin du tic" if verb == "end_of_tick" else "déplacement"
    if verb == "end_of_tick":
        tick = action["end_of_tick"]
        state.trace.add(R + "deduit.ticks", f"Fin du tic {tick}.")
        events.fire(state, "tick", tick=tick)
        state.cause = "tick"
        waves.resolve_pending(state)
        state.cause = ""
        state.emit(("tick", tick))
        return
    mover = state.chars[action["move"]]
    if mover.controller != action["by"] or not mover.in_play:
        raise UserError(f"{mover.name} n'est pas un personnage en jeu de {action['by']}")
    before = set(state.adjacency.get(mover.name, ()))
    for other in before:
        state.adjacency[other].discard(mover.name)
    after = set(action.get("to") or ())
    for other in sorted(after):
        if other not in state.chars or not state.chars[other].in_play:
            raise UserError(f"{mover.name} ne peut pas se déplacer à côté de {other} : {other} n'est pas en jeu")
    state.adjacency[mover.name] = after
    for other in after:
        state.adjacency[other].add(mover.name)
    state.trace.add(R + "deduit.adjacent", f"{mover.name} se déplace : adjacent à {', '.join(sorted(after)) or 'personne'} "
                                           f"(avant : {', '.join(sorted(before)) or 'personne'}).")
    events.fire(state, "moved", subject=mover.name, mover_was=before)
    events.refresh(state)
    waves.resolve_pending(state)


def _is_react(state: State, action: dict) -> bool:
    by, name = action["by"], action["play"]
    source = action.get("source")
    chars = [state.chars[source]] if source in state.chars else \
        [c for c in state.chars.values() if c.controller == by and c.in_play]
    return any(c.find(name) is not None and c.find(name).ability.kind == "react" for c in chars)


def finish_case(state: State) -> None:
    """The case ends: every open window closes (each player still to come passes)."""
    if not state.over:
        state.trace.phase = "fin du cas"
        windows.close_all(state)
