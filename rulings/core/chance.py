"""What an outcome hangs on, without hidden calls: chance, a player's choice, an open reading.

The engine never calls ``random``.  It asks a :class:`Chance` to pick among
equally likely options (an attack roll, a coin flip, an initiative ticket).
A scenario may fix a pick by its label; otherwise :func:`outcomes` replays the
case once per combination of picks and returns every run with its exact
probability, so an expectation can be checked against *all* outcomes.

A player's choice is a second kind of pick (:meth:`Chance.choose`): the player
named, the options the rules allow.  A case fixes it by its label (``choices:``);
unfixed, it is enumerated like a roll, but weighs nothing: each combination of
choices has its own outcomes of chance, whose probabilities add up to 1.  An open
reading of the rules (:meth:`Chance.reading`) is not enumerated: one alternative
is in effect in a run (the game's default, or the one fixed), and the runner
plays the others on demand (:func:`rulings.core.runner.by_reading`).

The outcome budget (:data:`MAX_OUTCOMES`) is checked before anything is
enumerated: at each free pick of the first run, the number of combinations of
the picks so far (their numbers of options multiplied) must stay within it,
else the pick is refused, named, for the scenario to fix.  Options may be a
``range``: a roll between 0 and 1 000 000 costs nothing until it is enumerated.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, TypeVar

from .branch_points import ChoiceKind, Reading
from .errors import UserError
from .french import decimal, number
from .messages import msg
from .trace import Entry, Trace

MAX_OUTCOMES = 4096

T = TypeVar("T")


@dataclass(frozen=True)
class Chosen:
    """A player's choice as a run took it: its ``kind`` (the game's :class:`ChoiceKind` name), its ``label`` (the
    key a case fixes it by), the ``player``, the ``option`` taken (as the case writes it) and among how many
    (``options``); ``fixed``: the case fixed it."""

    kind: str
    label: str
    player: str
    option: str
    options: int
    fixed: bool


class Chance:
    """Picks for one run, following ``path`` (indices) and recording new branches."""

    def __init__(self, fixed: dict[str, Any] | None = None, path: tuple[int, ...] = (),
                 limit: int = MAX_OUTCOMES, choices: dict[str, str] | None = None,
                 readings: dict[str, str] | None = None, fixed_readings: frozenset[str] = frozenset()) -> None:
        self.fixed = dict(fixed or {})
        self.fixed_choices = dict(choices or {})        # label -> option, as the case writes them
        self.chosen: list[Chosen] = []                  # the choices of this run, in order
        self.in_effect = dict(readings or {})           # reading -> alternative
        self.fixed_readings = fixed_readings            # the readings a case or a command fixed
        self.readings_used: dict[str, str] = {}         # the readings this run read, in order
        self.citations: list[Entry] = []                # the trace's entries that cite them, in order
        self.limit = limit
        self.combinations = 1           # product of the numbers of options of the free picks so far
        self.used: set[str] = set()
        self.path = list(path)
        self.depth = 0
        self.branches: list[int] = []   # number of options at each free pick
        self.probability = Fraction(1)
        self.picks: list[tuple[str, object]] = []

    def pick(self, label: str, options: Sequence[Any], text: str | None = None) -> Any:
        """Return one of ``options`` (a list or a range); ``label`` is the key a scenario uses to fix the pick."""
        if label in self.fixed:
            value = self.fixed[label]
            if value not in options:
                raise UserError(msg("chance.impossible_roll", what=text or label, value=value, options=_shown(options)))
            self.used.add(label)
            self.picks.append((text or label, value))
            return value
        if len(options) == 1:
            return options[0]
        if self.combinations * len(options) > self.limit:
            raise UserError(msg("chance.budget", what=text or label, options=len(options),
                                count=number(self.combinations * len(options)), limit=number(self.limit)))
        self.combinations *= len(options)
        index = self.path[self.depth] if self.depth < len(self.path) else 0
        self.depth += 1
        self.branches.append(len(options))
        self.probability /= len(options)
        value = options[index]
        self.picks.append((text or label, value))
        return value

    def choose(self, kind: ChoiceKind, label: str, player: str, options: Sequence[T],
               shown: Callable[[T], str] = str, trace: Trace | None = None) -> T:
        """The option ``player`` takes among ``options`` for the decision ``label`` (of the game's ``kind``): the
        one the case fixes (``choices: {label: option}``, the option as ``shown`` writes it), else each in turn,
        one per run.  ``trace``: the choice is cited there, with the rule that gives it."""
        names = [shown(o) for o in options]
        if label in self.fixed_choices:
            value = self.fixed_choices[label]
            if value not in names:
                raise UserError(msg("chance.bad_choice", label=label, value=value, options=_shown(names)))
            index, fixed = names.index(value), True
        elif len(options) < 2:
            index, fixed = 0, False
        else:
            if self.combinations * len(options) > self.limit:
                raise UserError(msg("chance.choice_budget", what=label, player=player, options=len(options),
                                    count=number(self.combinations * len(options)), limit=number(self.limit)))
            self.combinations *= len(options)
            index = self.path[self.depth] if self.depth < len(self.path) else 0
            self.depth += 1
            self.branches.append(len(options))
            fixed = False
        self.chosen.append(Chosen(kind.name, label, player, names[index], len(options), fixed))
        if trace is not None:
            key = "chance.choice_fixed" if fixed else "chance.choice_free" if len(options) > 1 else "chance.choice_only"
            trace.add(kind.rule, msg(key, player=player, what=label, option=names[index], options=len(options)))
        return options[index]

    def reading(self, reading: Reading, trace: Trace | None = None) -> str:
        """The alternative of the open ``reading`` (the game's declaration) in effect in this run: the one a case or
        a command fixed, else its default.  The first time a run reads it, the ``trace`` cites it with its rule."""
        value = self.in_effect.get(reading.name, reading.default)
        if reading.name not in self.readings_used:
            self.readings_used[reading.name] = value
            if trace is not None:
                how = msg("chance.reading_fixed" if reading.name in self.fixed_readings else "chance.reading_default")
                trace.add(reading.rule, msg("chance.reading_used", question=reading.question,
                                            label=reading.alternative(value).label, how=how))
                self.citations.append(trace.entries[-1])
        return value

    def cite_again(self, since: int, trace: Trace) -> None:
        """The citations made since the ``since``-th one written again at the end of ``trace`` (at its turn and
        phase) where they are no longer in it: a refused attempt's trace is undone, but a reading it read for the
        first time decided the refusal (the run has read it, and will not cite it again)."""
        shown = {id(entry) for entry in trace.entries}
        for index in range(since, len(self.citations)):
            entry = self.citations[index]
            if id(entry) not in shown:
                trace.add(entry.rule, entry.text)
                self.citations[index] = trace.entries[-1]

    def next_path(self) -> tuple[int, ...] | None:
        """The next path in depth-first order, or None when all were visited."""
        taken = list(self.path[: self.depth]) + [0] * (self.depth - len(self.path))
        for i in range(len(self.branches) - 1, -1, -1):
            if taken[i] + 1 < self.branches[i]:
                return tuple(taken[:i] + [taken[i] + 1])
        return None

    def unused(self) -> list[str]:
        return [label for label in self.fixed if label not in self.used]


def outcomes(run: Callable[[Chance], T], fixed: dict[str, Any] | None = None,
             limit: int = MAX_OUTCOMES, **branching: Any) -> Iterator[tuple[Fraction, Chance, T]]:
    """Call ``run(chance)`` once per outcome; yield ``(probability, chance, result)``.  ``branching``: the choices
    and readings of :class:`Chance`.

    Never more than ``limit`` runs: each run refuses a pick that takes the product of its picks' numbers of
    options beyond ``limit``, and the outcomes of a tree of picks are at most its largest such product."""
    path: tuple[int, ...] | None = ()
    while path is not None:
        chance = Chance(fixed, path, limit, **branching)
        result = run(chance)
        yield chance.probability, chance, result
        path = chance.next_path()


def _shown(options: Sequence[object]) -> str:
    """The options of a pick as a message lists them: « 3, 4, 5 », or « 0 à 1 000 000 » for a long range."""
    if isinstance(options, range) and options.step == 1 and len(options) > 12:
        return msg("chance.range", low=number(options[0]), high=number(options[-1]))
    if len(options) > 12:
        return ", ".join(str(o) for o in options[:12]) + ", …"
    return ", ".join(str(o) for o in options)


def percent(p: Fraction) -> str:
    """A probability as a judge reads it, in French: « 25 % », « 33,3 % »."""
    value = float(p) * 100
    return f"{value:.0f} %" if value == round(value) else f"{decimal(value)} %"
