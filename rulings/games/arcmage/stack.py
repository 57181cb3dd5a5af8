"""The imaginary pile of the « Ordre de résolution »: last played, first resolved.

An event played goes on the pile, its effect not yet applied; every player,
the one who played it included, may answer with an event on top.  When
everyone stops, the top resolves; new events may then be played.  The
engine's reading of « everyone stops »: an explicit ``resolve`` action, or any
action that is not an event (it closes the answers: the whole pile resolves
first).  Declarations that the page lets anyone answer (a city's devotion, an
attack's announcement, the blockers) wait on the pile the same way, under the
events played in answer, and complete when they resolve.
"""

from __future__ import annotations

from rulings.core import french

from . import abilities, zones
from .branch_points import EVENT_RESPONSE
from .model import Piece, PileItem, Refusal, State


def push_event(state: State, player: str, card, target, options: dict) -> None:
    trace = state.trace
    below = state.pile[-1] if state.pile else None
    if below is not None and below.player == player and \
            state.chance.reading(EVENT_RESPONSE, state.trace) == "opponents-only":
        raise Refusal("arcmage.stack.event-response", f"{player} ne répond pas à sa propre carte ({below.name}) : "
                                                      "seules ses adversaires répondent, dans cette lecture")
    state.pile.append(PileItem("event", card.name, player, card, target, dict(options)))
    trace.add("arcmage.stack.pile", f"{card.name} va sur la pile ({french.ordinal(len(state.pile))}) : ses effets ne "
                                    "sont pas encore pris en compte.")
    if below is None:
        trace.add("arcmage.stack.event-response", f"Chacune peut répondre à {card.name} par un évènement.")
    elif below.player == player:
        trace.add("arcmage.stack.pile", f"{player} répond à sa propre carte ({below.name}) : toutes les joueuses, "
                                        "y compris celle qui a joué, peuvent répondre.")
    else:
        trace.add("arcmage.stack.event-response", f"{player} répond {_answered(below)}.")


def _answered(item) -> str:
    """What a response answers, as « répond … » says it: « à Éclair de A », « à l'attaque de A »."""
    if item.kind == "event":
        return f"à {item.name} de {item.player}"
    return {"attack": f"à l'attaque de {item.player}", "battles": f"aux batailles de {item.player}",
            "devotion": f"à la {item.name}", "levels": f"aux {item.name}"}[item.kind]


def resolve_top(state: State) -> None:
    item = state.pile.pop()
    trace = state.trace
    if item.then is not None:                 # a declaration completes (its module said how)
        item.then(state, item)
    else:
        trace.add("arcmage.stack.pile", f"Le dessus de la pile se résout : {item.name} ({item.player}).")
        _resolve_event(state, item)
    zones.settle(state)


def _still_there(state: State, target) -> bool:
    if isinstance(target, Piece):
        return state.find(target.name) is target and not target.dead and not target.destroyed
    if isinstance(target, list):
        return all(_still_there(state, t) for t in target)
    return True


def _resolve_event(state: State, item: PileItem) -> None:
    trace = state.trace
    card = item.card
    assert card is not None, "an event on the pile carries its card"
    owner = state.players[item.player]
    if not _still_there(state, item.target):
        shown = item.target.name if isinstance(item.target, Piece) else "Une de ses cibles"
        trace.add("arcmage.stack.fizzle", f"{shown} n'est plus là : {card.name} ne peut pas être résolue.")
        trace.add("arcmage.play.no-refund", f"Les ressources engagées par {item.player} pour {card.name} ne sont pas "
                                            "récupérées.")
    else:
        trace.add("arcmage.play.resolve", f"{card.name} est résolue : ses effets se produisent.")
        effect = card.modes[item.options["mode"] - 1] if card.modes else card.effect
        abilities.run(state, effect, item.player, card, item.target, item.options)
    owner.graveyard.append(card.name)
    state.resolved.append(card.name)
    trace.add("arcmage.stack.event-discard", f"{card.name}, utilisée, va dans le cimetière de sa propriétaire, "
                                             f"{item.player}, le tour même.")
    trace.add("arcmage.play.played-vs-in-play", f"{card.name} a été jouée mais ne reste pas sur la table : elle "
                                                "n'est plus en jeu.")


def resolve(state: State, count: int | None, why: str = "") -> None:
    """Resolve the top ``count`` items (all: None), stopping if a choice is awaited."""
    if not state.pile:
        return
    if why:
        state.trace.add("arcmage.stack.closes", f"{why} : plus personne ne joue d'évènement, la pile se résout "
                                                "du dessus vers le dessous.")
    done = 0
    while state.pile and state.pending is None and not state.over and (count is None or done < count):
        resolve_top(state)
        done += 1
