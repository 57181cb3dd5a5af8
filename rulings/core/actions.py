"""A case told as an ordered list of actions: what every game that tells its cases so shares.

* :func:`each_action`: the case's ``actions`` with the place of each, numbered from 1;
* :func:`verb_of` and :func:`refuse_unknown_keys`: the checks of an action's keys at load;

The run and the ``attempt: true`` protocol are :mod:`rulings.core.action_case`'s.
"""

from __future__ import annotations

from typing import Any, Iterator

from .errors import UserError, Where
from .yamlio import where_of


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
