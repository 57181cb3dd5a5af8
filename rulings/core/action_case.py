"""A case told as an ordered list of actions (Wakfu, WoW Minis, Arcmage): the base of such a game's prepared case.

:class:`ActionCase` is :class:`rulings.core.game.PreparedCase` for these games: a rich base, a few hooks (the
way python-chess's variants override a documented board).  It runs the case (« start », the game's
:meth:`~ActionCase.begin`, each action with its errors placed at the action's line, the game's
:meth:`~ActionCase.finish`), plays each action through the ``attempt: true`` protocol (:func:`play_action`),
checks at the end what the case still owes (:meth:`~ActionCase.owed`), and gives the view, the summary and the
moments' words by default.  Its state is a :class:`rulings.core.action_state.ActionState`; its actions come from
the game's verb table (:mod:`rulings.core.action_verbs`).

The protocol: an action the game forbids raises :class:`rulings.core.game.IllegalAction`.  For an attempt, the
state goes back to what it was before the action (:meth:`ActionState.restore`), the refusal is recorded (the
action's number in ``state.refused``, the rule in ``state.refused_by``, a trace entry citing the rule, then the
error's ``notes``) and the case goes on.  Without ``attempt``, the case describes an impossible situation: a
UserError.  While an attempt runs, the moments it reaches wait in ``state.deferred``: a refused attempt never
reached them; an accepted one reports them in order, then « after action N ».
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

from . import moments
from .action_modules import Modules
from .action_state import ActionState, MomentKey
from .chance import Chance
from .errors import UserError, Where
from .game import CaseView, Check, IllegalAction

Action = dict[str, Any]
S = TypeVar("S", bound=ActionState)

ATTEMPT_HINT = "pour montrer que le jeu la refuse, ajoutez « attempt: true » à l'action"


def play_action(state: S, action: Action, apply: Callable[[S, Action], None]) -> None:
    """Play one prepared action (``n``, ``attempt``) with the game's ``apply``, then report « after action N »."""
    number = action["n"]
    if not action.get("attempt"):
        try:
            apply(state, action)
        except IllegalAction as err:
            raise UserError(f"action {number} : le jeu l'interdit — {err.reason} [{err.rule}]",
                            hint=ATTEMPT_HINT) from None
        state.emit(("action", number))
        return
    saved, cited = state.snapshot(), len(state.chance.citations)
    state.deferred = []
    try:
        apply(state, action)
    except IllegalAction as err:
        state.deferred = None
        state.restore(saved)
        state.chance.cite_again(cited, state.trace)         # what the refusal rests on
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


def attempt_mark(action: Action) -> str:
    """What an action's line in the judge's table adds for an attempt (« — tentative »), nothing otherwise."""
    return " — tentative" if action.get("attempt") else ""


class ActionCase(Generic[S]):
    """A case checked against the database when its file loads, ready to run any number of times.

    ``db`` is the scenario's database, ``setup`` the situation as written, ``actions`` the prepared actions (each
    a dict with ``n``, ``verb``, ``where`` and the action's keys), ``checks`` the expected values by moment,
    ``fixed`` the chance labels the case fixes, ``names`` what the names of its value paths are looked up in (the
    game's: a table of the names in play, the database…).

    A game names its :attr:`modules` (they give :meth:`apply`, :meth:`read`, :meth:`same` and :meth:`view`), gives
    :meth:`new_state` and :meth:`summary`, and overrides the other hooks where it differs."""

    modules: Modules        # the game's modules (:class:`rulings.core.action_modules.Modules`)

    def __init__(self, db: Any, setup: Any, actions: list[Action], checks: dict[MomentKey, list[Check]],
                 fixed: dict[str, Any] | None = None, names: Any = None) -> None:
        self.db, self.setup, self.actions, self.checks, self.names = db, setup, actions, checks, names
        self.fixed: dict[str, Any] = fixed if fixed is not None else {}

    # --- what a game gives --------------------------------------------------------------------------------

    def new_state(self, chance: Chance, observer: Any) -> S:
        """A fresh state of the situation, its run's ``chance`` in it, reporting its moments to ``observer``."""
        raise NotImplementedError

    def summary(self, state: S) -> list[tuple[str, Any]]:
        """What a judge reads after a run whatever the scenario expects."""
        raise NotImplementedError

    # --- hooks with a default: the game's modules ------------------------------------------------------------

    def apply(self, state: S, action: Action) -> None:
        """Apply one prepared action (the game's ``actions.apply``): it raises IllegalAction when the game forbids
        it, UserError for an impossible situation."""
        self.modules.actions.apply(state, action)

    def read(self, state: S, parsed: Any) -> Any:
        """The current value of a parsed expectation path (the game's ``probe.read``, its names looked up in
        :attr:`names`)."""
        return self.modules.probe.read(state, parsed, self.names)

    def same(self, expected: Any, actual: Any) -> bool:
        """Whether a computed value matches the expected one (the game's ``probe.same``)."""
        return bool(self.modules.probe.same(expected, actual))

    def view(self) -> CaseView:
        """The situation and the actions, for the site (the game's ``views.case_view``)."""
        result: CaseView = self.modules.views.case_view(self)
        return result

    # --- hooks with a default -----------------------------------------------------------------------------

    def begin(self, state: S) -> None:
        """What the engine plays after « start », before the first action (nothing by default)."""

    def finish(self, state: S) -> None:
        """What the engine plays after the last action (nothing by default)."""

    def owed(self, state: S, chance: Any) -> str | None:
        """What the scenario gave that the engine never used, or what the case still owes at its end, in French
        (None by default)."""
        return None

    def start_action(self, state: S, action: Action) -> None:
        """What an action changes before it is played, outside the attempt (a refusal keeps it): the number of
        the action being played."""
        state.next_action = action["n"]

    def place(self, state: S, action: Action | None) -> Where:
        """Where an error of the run points: the action being played (``None`` once they are all played)."""
        return action["where"] if action is not None else Where()

    def describe(self, key: MomentKey) -> str:
        """A moment key in the scenario's words."""
        return moments.describe(key)

    def unfinished(self, state: S) -> str | None:
        """What the case leaves halfway after its last action, or None (the default)."""
        return None

    def unmodelled(self) -> list[str]:
        """Cards of the case whose effect the engine does not model (none by default)."""
        return []

    # --- the run ------------------------------------------------------------------------------------------

    def run(self, state: S) -> None:
        """« start », :meth:`begin`, every action in order (its errors placed at its line), :meth:`finish`."""
        state.emit(("start",))
        self.begin(state)
        for action in self.actions:
            try:
                self.play(state, action)
            except UserError as err:
                raise err.located(self.place(state, action)) from None
        try:
            self.finish(state)
        except UserError as err:
            raise err.located(self.place(state, None)) from None

    def play(self, state: S, action: Action) -> None:
        """One action: :meth:`start_action`, then :meth:`apply` through the attempt protocol (:func:`play_action`)."""
        self.start_action(state, action)
        play_action(state, action, self.apply)

    def check_all_used(self, state: S, chance: Any) -> None:
        """A UserError if the case owes something at its end (:meth:`owed`)."""
        owed = self.owed(state, chance)
        if owed is not None:
            raise UserError(owed)
