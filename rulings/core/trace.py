"""The judge's trace: one entry for every rule the engine applies.

Entries are cheap to record (the text is formatted only when shown), because
the engine records many of them and the regression runs thousands of cases.

Since every rule an engine applies is an entry, the trace is also the step budget
of every game: a run that records more than :data:`MAX_ENTRIES` entries (a hundred
times the longest real one) would not end, and is stopped with a user error.
"""

from __future__ import annotations

from dataclasses import dataclass

from .rules import RuleBook

MAX_ENTRIES = 10_000


@dataclass(slots=True)
class Entry:
    turn: int
    phase: str
    rule: str        # rule id, e.g. "eredan.stats.add"
    text: str        # French, already formatted by the engine


class Trace:
    """An append-only log of rule applications."""

    __slots__ = ("entries", "turn", "phase", "step")

    def __init__(self, step: str = "T") -> None:
        self.entries: list[Entry] = []
        self.turn = 0
        self.phase = ""
        self.step = step       # what ``turn`` counts, as a line shows it before the number: « T1 » a turn, « action 1 »

    def add(self, rule: str, text: str) -> None:
        if len(self.entries) >= MAX_ENTRIES:
            from .errors import BudgetExceeded
            from .messages import msg

            raise BudgetExceeded(msg("trace.budget", limit=MAX_ENTRIES, rule=rule))
        self.entries.append(Entry(self.turn, self.phase, rule, text))

    def rules_used(self) -> set[str]:
        return {e.rule for e in self.entries}

    def __len__(self) -> int:
        return len(self.entries)

    def render(self, rulebook: RuleBook | None = None, last: int | None = None) -> str:
        """Plain-text rendering: ``T1 résolution  [rule.id] text`` (``action 1 …`` where the game counts actions)."""
        entries = self.entries if last is None else self.entries[-last:]
        lines = []
        for e in entries:
            title = ""
            if rulebook is not None and e.rule in rulebook:
                title = f" {rulebook[e.rule].title} :"
            lines.append(f"  {self.step}{e.turn} {e.phase:<14} [{e.rule}]{title} {e.text}")
        return "\n".join(lines)
