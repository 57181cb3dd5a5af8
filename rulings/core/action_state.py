"""The state of a case told as an ordered list of actions: the plumbing every such game's state shares.

A game's ``State`` is a dataclass that inherits :class:`ActionState` and adds its own fields (its players,
turn, phase…).  The base gives it:

* the judge's ``trace`` and the run's ``observer`` (told each named moment the engine reaches);
* ``refused`` and ``refused_by``: the numbers of the refused attempts and the rule that refused each;
* ``deferred`` and :meth:`ActionState.emit`: while an attempt runs, the moments it reaches are kept, each with
  the state as it was then (:meth:`ActionState.as_now`), and reported only once the attempt is accepted;
* :meth:`ActionState.snapshot` and :meth:`ActionState.restore`: what a refused attempt undoes.

A game overrides :meth:`ActionState.as_now` for a faster copy than ``copy.deepcopy`` (Arcmage), and
:meth:`ActionState.snapshot` / :meth:`ActionState.restore` when a refusal keeps part of the trace (WoW Minis).
``SHARED`` names the fields a copy shares with the state (a card database, the chance): never copied, never
restored.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar, NamedTuple, TypeVar

from .chance import Chance
from .trace import Trace

MomentKey = tuple[Any, ...]
Observer = Callable[[MomentKey, Any], None]

PLUMBING = ("trace", "observer", "deferred", "chance")


T = TypeVar("T")


def present(value: T | None) -> T:
    """``value``, where the engine knows it is there (a step of the combat under way, the choice owed): an
    AssertionError otherwise, the engine's own mistake and never the scenario's (its traceback names the caller;
    a description of what was looked for would be text no input can reach)."""
    assert value is not None
    return value


class Saved(NamedTuple):
    """What a refused attempt puts back: the state's fields (in a copy), the trace's turn and phase, and the
    number of trace entries before the attempt."""

    state: Any
    turn: int
    phase: str
    mark: int


@dataclass(kw_only=True)
class ActionState:
    """The fields and moments every state of an action-told game has (see the module)."""

    trace: Trace = field(default_factory=Trace)
    observer: Observer | None = None
    refused: list[int] = field(default_factory=list)        # numbers of the refused actions
    refused_by: list[str] = field(default_factory=list)     # the rule that refused each
    deferred: list[tuple[MomentKey, Any]] | None = None     # (moment, state then) reached during an attempt
    next_action: int = 0                                    # the action being played (0: none yet)
    chance: Chance = field(default_factory=Chance)    # the run's rolls, players' choices and readings

    SHARED: ClassVar[tuple[str, ...]] = ()

    def emit(self, key: MomentKey) -> None:
        """Report a named moment to the observer.  During an attempt (``deferred`` is a list) the moment is kept
        with a copy of the state as it is now, and reported once the attempt is accepted (a refused one is undone,
        and its moments never happened); the action may go on after it."""
        if self.deferred is not None:
            self.deferred.append((key, self.as_now()))
        elif self.observer is not None:
            self.observer(key, self)

    def as_now(self) -> Any:
        """A copy of this state as it is now, to be read later: every field deep-copied (one copy of what two
        fields share), but the trace, the observer and the ``SHARED`` fields."""
        twin = copy.copy(self)
        memo: dict[int, Any] = {}
        for name, value in vars(self).items():
            if name not in PLUMBING and name not in self.SHARED:
                setattr(twin, name, copy.deepcopy(value, memo))
        twin.deferred = None
        return twin

    def snapshot(self) -> Saved:
        """What :meth:`restore` puts back if the attempt about to be played is refused."""
        return Saved(self.as_now(), self.trace.turn, self.trace.phase, len(self.trace.entries))

    def restore(self, saved: Saved) -> None:
        """The state as it was at :meth:`snapshot`, its trace too (the refusal is written after it)."""
        self.restore_fields(saved.state)
        self.trace.turn, self.trace.phase = saved.turn, saved.phase
        del self.trace.entries[saved.mark:]

    def restore_fields(self, saved: ActionState) -> None:
        """Every field of ``saved`` (a copy made by :meth:`as_now`) back in this state, but the plumbing."""
        for item in fields(self):
            if item.name not in PLUMBING and item.name not in self.SHARED:
                setattr(self, item.name, getattr(saved, item.name))
