"""Randomness without hidden random calls.

The engine never calls ``random``.  It asks a :class:`Chance` to pick among
equally likely options (an attack roll, a coin flip, an initiative ticket).
A scenario may fix a pick by its label; otherwise :func:`outcomes` replays the
case once per combination of picks and returns every run with its exact
probability, so an expectation can be checked against *all* outcomes.
"""

from __future__ import annotations

from fractions import Fraction

from .errors import UserError
from .french import decimal
from .messages import msg

MAX_OUTCOMES = 4096


class Chance:
    """Picks for one run, following ``path`` (indices) and recording new branches."""

    def __init__(self, fixed: dict | None = None, path: tuple[int, ...] = ()):
        self.fixed = dict(fixed or {})
        self.used: set[str] = set()
        self.path = list(path)
        self.depth = 0
        self.branches: list[int] = []   # number of options at each free pick
        self.probability = Fraction(1)
        self.picks: list[tuple[str, object]] = []

    def pick(self, label: str, options: list, text: str | None = None):
        """Return one of ``options``; ``label`` is the key a scenario uses to fix the pick."""
        if label in self.fixed:
            value = self.fixed[label]
            if value not in options:
                shown = ", ".join(str(o) for o in options)
                raise UserError(msg("chance.impossible_roll", what=text or label, value=value, options=shown))
            self.used.add(label)
            self.picks.append((text or label, value))
            return value
        if len(options) == 1:
            return options[0]
        index = self.path[self.depth] if self.depth < len(self.path) else 0
        self.depth += 1
        self.branches.append(len(options))
        self.probability /= len(options)
        value = options[index]
        self.picks.append((text or label, value))
        return value

    def next_path(self) -> tuple[int, ...] | None:
        """The next path in depth-first order, or None when all were visited."""
        taken = list(self.path[: self.depth]) + [0] * (self.depth - len(self.path))
        for i in range(len(self.branches) - 1, -1, -1):
            if taken[i] + 1 < self.branches[i]:
                return tuple(taken[:i] + [taken[i] + 1])
        return None

    def unused(self) -> list[str]:
        return [label for label in self.fixed if label not in self.used]


def outcomes(run, fixed: dict | None = None, limit: int = MAX_OUTCOMES):
    """Call ``run(chance)`` once per outcome; yield ``(probability, chance, result)``."""
    path: tuple[int, ...] | None = ()
    count = 0
    while path is not None:
        count += 1
        if count > limit:
            raise UserError(msg("chance.too_many", limit=limit))
        chance = Chance(fixed, path)
        result = run(chance)
        yield chance.probability, chance, result
        path = chance.next_path()


def percent(p: Fraction) -> str:
    """A probability as a judge reads it, in French: « 25 % », « 33,3 % »."""
    value = float(p) * 100
    return f"{value:.0f} %" if value == round(value) else f"{decimal(value)} %"
