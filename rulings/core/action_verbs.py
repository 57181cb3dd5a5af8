"""The verbs of a game told by actions, each declared once (the way Eredan declares its effect primitives).

A :class:`Verb` gives a verb's name, the spec of its value (whose French doc says what it does), the other keys
it takes with their specs, how it is checked at load against the case (known names, cards: ``load``), how it is
applied to the state (``apply``) and how a judge reads it (``show``).  A game's :class:`Verbs` table gathers
them: it is the ``actions`` item of the case format (:attr:`Verbs.spec`, so the JSON schema too), it prepares
each raw action (:meth:`Verbs.prepare`), applies it (:meth:`Verbs.apply`) and shows it (:meth:`Verbs.show`).
Adding a verb touches one place.

At load, an action is refused (a UserError at the action) when it has no verb (:func:`verb_of`), lacks the
player a verb needs, or has a key its verb does not take (:func:`refuse_unknown_keys`); then the game's check
of every action and the verb's own ``load`` run.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from .action_case import Action, attempt_mark
from .errors import UserError, Where
from .game import ATTEMPT, NOTE, IllegalAction
from .spec import Obj, Spec
from .yamlio import where_of

C = TypeVar("C")        # what a game's checks at load read: the case's names, cards, turn…
S = TypeVar("S")        # the game's state


@dataclass(frozen=True)
class Verb(Generic[C, S]):
    """One verb.  ``by``: « required » (the action names its player), « optional » or « none » (no player:
    the key is refused); ``trace``: what the trace says is being played while it is (a game that counts actions);
    ``load(context, raw, action)`` checks the raw action against the case and completes the prepared one."""

    name: str
    spec: Spec
    apply: Callable[[S, Action], None]
    show: Callable[[Action], str]
    keys: Mapping[str, Spec] = field(default_factory=dict)
    load: Callable[[C, Any, Action], None] | None = None
    by: str = "required"
    trace: str = ""


class Verbs(Generic[C, S]):
    """A game's verbs, in the order the format lists them.

    ``by`` is the spec of the player's key, ``common`` the keys every verb takes (besides ``attempt`` and
    ``note``), ``doc`` the format's description of an action, ``missing`` what an action without a verb lacks
    (« ne dit pas ce qui est fait », ``{by}`` its player), ``no_player`` the error of an action without the player
    its verb needs (``{n}`` its number, ``{verb}`` its verb), ``check(context, raw, action)`` the game's check of
    every action (its player is in the case…), before the verb's own, and ``show_common(action)`` what a line adds
    for the ``common`` keys."""

    def __init__(self, verbs: Sequence[Verb[C, S]], *, by: Spec, doc: str, missing: str,
                 common: Mapping[str, Spec] | None = None, no_player: str = "",
                 check: Callable[[C, Any, Action], None] | None = None,
                 show_common: Callable[[Action], str] | None = None) -> None:
        self.verbs = {verb.name: verb for verb in verbs}
        self.names = tuple(self.verbs)
        self.common = dict(common or {})
        self.missing, self.no_player, self.check, self.show_common = missing, no_player, check, show_common
        fields: dict[str, Spec] = {"by": by}
        for verb in verbs:
            fields[verb.name] = verb.spec
            for key, spec in verb.keys.items():
                fields.setdefault(key, spec)
        fields.update(self.common)
        fields.update(attempt=ATTEMPT, note=NOTE)
        required = ["by"] if all(verb.by == "required" for verb in verbs) else []
        self.spec = Obj(fields, doc, required=required, exclusive=[self.names])

    def __getitem__(self, name: str) -> Verb[C, S]:
        return self.verbs[name]

    def prepare(self, raw: Any, number: int, where: Where, context: C) -> Action:
        """The prepared action (the raw one with ``n``, ``verb`` and ``where``), checked against the case."""
        name = verb_of(raw, self.names, number, where, self.missing.format(by=raw.get("by")))
        verb = self.verbs[name]
        action = dict(raw)
        action.update(n=number, verb=name, where=where)
        if verb.by == "required" and "by" not in raw:
            raise UserError(self.no_player.format(n=number, verb=name), where)
        if self.check is not None:
            self.check(context, raw, action)
        allowed = {name, "attempt", "note", *verb.keys, *self.common} | (set() if verb.by == "none" else {"by"})
        refuse_unknown_keys(raw, allowed, name, number, where)
        if verb.load is not None:
            verb.load(context, raw, action)
        return action

    def apply(self, state: S, action: Action) -> None:
        """Apply a prepared action with its verb's ``apply`` (a verb the table lacks is named: the format lets none
        through, but a test or a tool may call this directly)."""
        verb = self.verbs.get(action["verb"])
        if verb is None:
            raise UserError(f"action inconnue : {action['verb']}")
        verb.apply(state, action)

    def show(self, action: Action) -> str:
        """A prepared action as a judge reads it (« A invoque Tofu — tentative »)."""
        common = self.show_common(action) if self.show_common is not None else ""
        return self.verbs[action["verb"]].show(action) + common + attempt_mark(action)


def each_action(case: Any) -> Iterator[tuple[int, Any, Where]]:
    """(number from 1, raw action, its place) for each action of a case, in order."""
    raw_actions = case.get("actions") or []
    for index, raw in enumerate(raw_actions):
        yield index + 1, raw, raw_actions.at(index) if hasattr(raw_actions, "at") else where_of(case)


def verb_of(raw: Any, verbs: Sequence[str], number: int, where: Where, missing: str) -> str:
    """The first of the format's ``verbs`` the action has; ``missing`` says what the action lacks."""
    for verb in verbs:
        if verb in raw:
            return verb
    raise UserError(f"l'action {number} {missing}", where, "un verbe parmi : " + ", ".join(verbs))


def refuse_false(raw: Any, action: Action) -> None:
    """« verb: false » (a verb whose value says it happens) does nothing: refused, the action to be removed."""
    if raw[action["verb"]] is False:
        raise UserError(f"{action['verb']}: false ne fait rien : retirez l'action", action["where"])


class Turns(Protocol):
    """What the checks at load of a game played by turns read: the turn the next action is played in."""

    turn: int


def end_of_turn(context: Turns, raw: Any, action: Action) -> None:
    """The load of a verb ending the turn (« end_turn: true »): refused when false; the actions after it are
    played in the next turn."""
    refuse_false(raw, action)
    context.turn += 1


class Active(Protocol):
    """What a verb of the active player reads of the state: who she is."""

    active: str


A = TypeVar("A", bound=Active)


def by_active(rule: str, reason: str, apply: Callable[[A, Action], None]) -> Callable[[A, Action], None]:
    """``apply`` for a verb only the active player plays (her phases, the end of her turn): another player's
    action is refused under ``rule``, ``reason`` in French (``{active}``: the active player); an action that
    names no player is hers."""
    def play(state: A, action: Action) -> None:
        by = action.get("by")
        if by is not None and by != state.active:
            raise IllegalAction(rule, reason.format(active=state.active))
        apply(state, action)
    return play


def refuse_unknown_keys(raw: Any, allowed: set[str], verb: str, number: int, where: Where) -> None:
    """A key the action's verb does not take is refused (the first one, in alphabetical order)."""
    extra = sorted(set(raw) - allowed)
    if extra:
        raise UserError(f"« {extra[0]} » n'a pas de sens avec « {verb} » (action {number})", where)
