"""A case told as an ordered list of actions: what every game that tells its cases so shares.

* :func:`each_action`: the case's ``actions`` with the place of each, numbered from 1;
* :func:`verb_of` and :func:`refuse_unknown_keys`: the checks of an action's keys at load;
* :func:`run_action`: one action played, and the ``attempt: true`` protocol (:data:`rulings.core.game.ATTEMPT`).

The protocol: an action the game forbids raises :class:`rulings.core.game.IllegalAction`.  For an
attempt, the state goes back to what it was before the action, the refusal is recorded (the
action's number in ``state.refused``, the rule in ``state.refused_by``, a trace entry citing the
rule, then the error's ``notes``) and the case goes on.  Without ``attempt``, the case describes an
impossible situation: a UserError (the game's runner points it at the action).

A state played so has ``trace``, ``observer``, ``refused``, ``refused_by``, ``deferred`` and
``emit(key)``.  While an attempt runs, ``deferred`` is a list and ``emit`` keeps there each moment the
action reaches, as ``(key, state to read)``: a refused attempt never reached them; an accepted one
reports them in order, then « after action N ».
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator
from typing import Any

from .errors import UserError, Where
from .game import IllegalAction
from .yamlio import where_of

ATTEMPT_HINT = "pour montrer que le jeu la refuse, ajoutez « attempt: true » à l'action"


def as_now(state, shared: tuple[str, ...] = ()):
    """A copy of ``state`` as it is now, for a moment reached during an attempt and read once it is accepted:
    every field deep-copied, but the trace, the observer and the ``shared`` ones (a database, a chance)."""
    twin = copy.copy(state)
    for name, value in vars(state).items():
        if name not in ("trace", "observer", "deferred", *shared):
            setattr(twin, name, copy.deepcopy(value))
    twin.deferred = None
    return twin


def each_action(case) -> Iterator[tuple[int, Any, Where]]:
    """(number from 1, raw action, its place) for each action of a case, in order."""
    raw_actions = case.get("actions") or []
    for index, raw in enumerate(raw_actions):
        yield index + 1, raw, raw_actions.at(index) if hasattr(raw_actions, "at") else where_of(case)


def verb_of(raw, verbs, number: int, where: Where, missing: str) -> str:
    """The first of the format's ``verbs`` the action has; ``missing`` says what the action lacks."""
    for verb in verbs:
        if verb in raw:
            return verb
    raise UserError(f"l'action {number} {missing}", where, "un verbe parmi : " + ", ".join(verbs))


def refuse_unknown_keys(raw, allowed: set, verb: str, number: int, where: Where) -> None:
    """A key the action's verb does not take is refused (the first one, in alphabetical order)."""
    extra = sorted(set(raw) - allowed)
    if extra:
        raise UserError(f"« {extra[0]} » n'a pas de sens avec « {verb} » (action {number})", where)


def attempt_mark(action: dict) -> str:
    """What an action's line in the judge's table adds for an attempt (« — tentative »), nothing otherwise."""
    return " — tentative" if action.get("attempt") else ""


def run_action(state, action: dict, apply: Callable[[Any, dict], None],
               snapshot: Callable[[Any], Any], restore: Callable[[Any, Any], None]) -> None:
    """Play one prepared action (``n``, ``attempt``) with the game's ``apply``, then report « after action N ».

    For an attempt, ``snapshot(state)`` saves what a refusal undoes and ``restore(state, saved)`` puts it back
    (the trace included: the refusal is written after it)."""
    number = action["n"]
    if not action.get("attempt"):
        try:
            apply(state, action)
        except IllegalAction as err:
            raise UserError(f"action {number} : le jeu l'interdit — {err.reason} [{err.rule}]",
                            hint=ATTEMPT_HINT) from None
        state.emit(("action", number))
        return
    saved = snapshot(state)
    state.deferred = []
    try:
        apply(state, action)
    except IllegalAction as err:
        state.deferred = None
        restore(state, saved)
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
        for key, then in reached:               # each moment read in the state the game kept for it
            if state.observer is not None:
                state.observer(key, then)
    state.emit(("action", number))
