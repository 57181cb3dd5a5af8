"""Reaction windows (701, 703.1g): who may react and in which order, one react per player per window, a single
round, nested windows, reacts only in the most recent one, the enclosing window staying open."""

from __future__ import annotations

from rulings.core import french
from rulings.core.errors import UserError

from .branch_points import NESTED_WINDOWS
from .model import REACT_EVENT_FR, Refusal, State, Window
from .resolution import finish
from .waves import rotation

R = "wowminis."


def open_window(state: State, played) -> Window:
    """703.1g: a window opens after an ability is played; inside another window it is nested (701.3)."""
    state.windows += 1
    window = Window(state.windows, played, rotation(state))
    kinds = "« seulement quand un ennemi joue une capacité »"
    if played.ability.attack:
        kinds += " et « seulement quand une attaque cible [un personnage] »"
    state.trace.add(R + "703.1g", f"La fenêtre {window.number} s'ouvre après {played.ability.name} pour les "
                                  f"réactions {kinds}.")
    if state.stack:
        state.trace.add(R + "701.3", f"{played.ability.name} est une réaction jouée par {played.controller} : la "
                                     f"fenêtre {window.number} est imbriquée dans la fenêtre {state.stack[-1].number}.")
    state.trace.add(R + "701.2-order", f"Ordre des opportunités dans la fenêtre {window.number} : "
                                       f"{', '.join(window.order)} (le joueur actif, puis dans le sens des aiguilles "
                                       "d'une montre).")
    state.stack.append(window)
    return window


def matches(state: State, window: Window, ability, by: str, source: str) -> bool:
    opener = window.played
    if ability.event == "enemy_plays":
        return state.enemies(by, opener.controller)
    if not opener.ability.attack:
        return False
    if ability.event == "attack_targets_self":
        return source in opener.targets
    return any(state.chars[t].controller == by for t in opener.targets)


def _passes(state: State, window: Window, upto: int) -> None:
    for player in window.order[window.pos:upto]:
        window.passed.append(player)
        state.trace.add(R + "701.2-order", f"{player} passe son opportunité dans la fenêtre {window.number}.")
    window.pos = max(window.pos, upto)


def check_react(state: State, by: str, ability, source: str) -> Window:
    """The window ``by`` may react in with ``ability`` (701.1-701.3), or a Refusal."""
    event = REACT_EVENT_FR[ability.event]
    if not state.stack:
        raise Refusal(R + "701.1", f"{ability.name} ne se joue que « {event} », dans une fenêtre de réaction "
                                   "correspondante : aucune fenêtre n'est ouverte")
    top = state.stack[-1]
    if not matches(state, top, ability, by, source):
        older = [w for w in state.stack[:-1] if matches(state, w, ability, by, source)]
        if older:
            raise Refusal(R + "701.3-last", f"{ability.name} correspondrait à la fenêtre {older[-1].number} (ouverte "
                                            f"par {older[-1].played.ability.name}), mais on ne réagit que dans la "
                                            f"dernière fenêtre ouverte, la fenêtre {top.number} (ouverte par "
                                            f"{top.played.ability.name})")
        raise Refusal(R + "701.1", f"la fenêtre {top.number} (ouverte par {top.played.ability.name} de "
                                   f"{top.played.controller}) ne correspond pas à l'évènement de réaction de "
                                   f"{ability.name} : « {event} »")
    if by in top.reacted:
        raise Refusal(R + "701.2-one", f"{by} a déjà joué une réaction dans la fenêtre {top.number}")
    index = top.order.index(by)
    if index < top.pos:
        raise Refusal(R + "701.2-round", f"l'opportunité {french.de(by)} dans la fenêtre {top.number} est passée "
                                         f"(ordre : {', '.join(top.order)}) : chaque joueur n'a qu'une opportunité")
    earlier = [w.number for w in state.stack[:-1] if by in w.reacted or by in w.passed]
    reacted = [w.number for w in state.stack[:-1] if by in w.reacted]
    if reacted and state.chance.reading(NESTED_WINDOWS, state.trace) == "per-window-stack":
        raise Refusal(R + "701.2-nested", f"{by} a déjà joué une réaction dans la fenêtre "
                                          f"{', '.join(map(str, reacted))}, encore ouverte sous la fenêtre "
                                          f"{top.number} : une seule réaction dans toute la pile des fenêtres")
    if ability.event == "enemy_plays" and len(state.order) > 2:
        why = "il n'est pas de son équipe" if state.teams else "tout autre joueur l'est"
        state.trace.add(R + "701.3-enemy", f"{top.played.controller}, qui a joué {top.played.ability.name}, est un "
                                           f"ennemi {french.de(by)} ({why}).")
    state.trace.add(R + "701.1", f"La fenêtre {top.number} (ouverte par {top.played.ability.name}) correspond à "
                                 f"l'évènement de réaction {french.de(ability.name)} : « {event} ».")
    _passes(state, top, index)
    turn = "ce n'est pas son tour" if by != state.active else "c'est son tour"
    state.trace.add(R + "701.2", f"{by} réagit dans la fenêtre {top.number} ({turn} : n'importe quel joueur peut "
                                 "réagir).")
    if earlier:
        state.trace.add(R + "701.2-nested", f"{by} a déjà eu son opportunité dans la fenêtre "
                                            f"{', '.join(map(str, earlier))} : la fenêtre {top.number} est une autre "
                                            "fenêtre, il peut y réagir une fois.")
    top.reacted.append(by)
    top.pos = index + 1
    return top


def pass_turn(state: State, by: str) -> None:
    if not state.stack:
        raise UserError(f"{by} passe, mais aucune fenêtre de réaction n'est ouverte")
    top = state.stack[-1]
    index = top.order.index(by)
    if index < top.pos:
        raise Refusal(R + "701.2-order", f"{by} a déjà eu son opportunité dans la fenêtre {top.number} (ordre : "
                                         f"{', '.join(top.order)})")
    _passes(state, top, index + 1)
    advance(state)


def advance(state: State) -> None:
    """Close every window whose round is over, innermost first (701.2); the enclosing one stays open for the
    players still to come (701.3)."""
    while state.stack and state.stack[-1].pos >= len(state.stack[-1].order):
        close_top(state)


def close_top(state: State) -> None:
    window = state.stack.pop()
    state.trace.phase = f"fenêtre {window.number}"
    state.trace.add(R + "701.2-round", f"Chaque joueur a eu son opportunité : la fenêtre {window.number} se ferme.")
    finish(state, window.played)
    if state.over:
        state.stack.clear()
    state.emit(("window", window.number))
    if state.stack and state.stack[-1].pos < len(state.stack[-1].order):
        outer = state.stack[-1]
        state.trace.add(R + "701.3-resume", f"La fenêtre {outer.number} reste ouverte pour "
                                            f"{', '.join(outer.order[outer.pos:])}.")


def close_all(state: State) -> None:
    """Every open window closes, innermost first: each player still to come passes."""
    while state.stack:
        window = state.stack[-1]
        _passes(state, window, len(window.order))
        close_top(state)
