"""Running a case and checking its expectations against every outcome.

The game plug-in runs the case and calls an observer at each named moment
("after Solaris", "end of combat 2"…).  The observer reads the expected values
then and there.  When chance is involved and the scenario does not fix the
roll, the case is replayed for every outcome (:mod:`rulings.core.chance`) and
each expectation must hold in all of them; a failure lists what the engine
computed with each probability.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from .chance import Chance, outcomes, percent
from .errors import UserError, Where
from .french import count
from .game import Check
from .messages import msg
from .rules import RuleBook
from .scenario import Case
from .trace import Trace

# The rules all the outcomes of one case may apply together (the trace entries of its runs): with the outcome
# budget and the trace's budget of a run, this bounds the time of any case (the largest real one: a few hundred).
MAX_CASE_ENTRIES = 200_000


@dataclass
class Failure:
    moment: str
    path: str
    expected: object
    actual: list[tuple[Fraction, object]]
    line: int | None = None

    def note(self) -> str:
        if len(self.actual) == 1:
            computed = show(self.actual[0][1])
        else:
            computed = msg("runner.by_chance", values="; ".join(f"{show(v)} ({percent(p)})" for p, v in self.actual))
        where = msg("runner.line", line=self.line) if self.line else ""
        return msg("runner.note", moment=self.moment, where=where, path=self.path, expected=show(self.expected),
                   computed=computed)


@dataclass
class RulesFailure:
    """The trace of some outcomes does not cite exactly the rules the case pins (``rules:``)."""

    missing: list[str]
    extra: list[str]
    probability: Fraction
    line: int | None = None

    def note(self) -> str:
        parts = ([msg("runner.rules_missing", rules=", ".join(self.missing))] if self.missing else []) + \
                ([msg("runner.rules_extra", rules=", ".join(self.extra))] if self.extra else [])
        where = msg("runner.line", line=self.line) if self.line else ""
        chance = msg("runner.rules_chance", share=percent(self.probability)) if self.probability != 1 else ""
        return msg("runner.rules", where=where, differences=" ; ".join(parts), chance=chance)


def show(value: object, fr: Callable[[str], str] | None = None) -> str:
    """A value as a judge reads it: lists without quotes, a mapping as « {clé : valeur, …} », true/false as YAML
    writes them, « rien » for null; a word of the format (the words and keys), in French (``fr``: the game's
    :meth:`~rulings.core.game.Game.value_fr` at the value's path)."""
    if value is None:
        return msg("runner.nothing")
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(show(v, fr) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{show(k, fr)} : {show(v, fr)}" for k, v in value.items()) + "}"
    return fr(value) if isinstance(value, str) and fr is not None else str(value)


@dataclass
class Outcome:
    probability: Fraction
    picks: list[tuple[str, object]]
    state: Any              # the game's
    values: dict[tuple[str, str], object]     # (moment, path) -> value
    unfinished: str | None = None     # what the case left halfway when it ended (the game says it)


def distribution(pairs: Iterable[tuple[Fraction, object]]) -> list[tuple[object, Fraction]]:
    """[(value, probability)] from [(probability, value)]: equal values summed, most likely first, then the
    highest number first."""
    totals: dict[str, list[Any]] = {}
    for probability, value in pairs:
        totals.setdefault(repr(value), [value, Fraction(0)])[1] += probability

    def order(vp: tuple[Any, Fraction]) -> tuple[Fraction, int, Any, str]:
        value, p = vp
        numeric = isinstance(value, (int, float)) and not isinstance(value, bool)
        return (-p, 0 if numeric else 1, -value if numeric else 0, str(value))

    return sorted(((v, p) for v, p in totals.values()), key=order)


@dataclass
class CheckResult:
    """One expectation over every outcome: the values the engine computed with their probabilities."""

    check: Check
    values: list[tuple[object, Fraction]]     # see distribution()
    ok: bool


@dataclass
class CaseResult:
    case: Case
    failures: list[Failure | RulesFailure] = field(default_factory=list)
    outcomes: list[Outcome] = field(default_factory=list)
    error: UserError | None = None
    checks: list[CheckResult] = field(default_factory=list)     # in the order of the scenario

    @property
    def passed(self) -> bool:
        return not self.failures and self.error is None

    @property
    def unfinished(self) -> list[str]:
        """What the case left halfway in any of its outcomes, each told once, with what it means for a judge."""
        return [msg("runner.unfinished", what=what)
                for what in dict.fromkeys(o.unfinished for o in self.outcomes if o.unfinished)]

    @property
    def trace(self) -> Trace | None:
        return self.outcomes[0].state.trace if self.outcomes else None


def run_case(case: Case) -> CaseResult:
    """Run every outcome of ``case`` to its end and compare with its expectations.

    Every case is played whole, whatever runs it (``rulings check``, ``rulings run``, pytest, the site): an
    illegal action after the last moment expected refuses the case everywhere, so there is one verdict.  A
    moment the case expects something at must come once in a run: one that comes twice is refused as
    ambiguous, naming it, rather than read at one of its two times."""
    prepared = case.prepared
    result = CaseResult(case)
    checks = prepared.checks              # moment key -> [Check]
    pinned = case.raw.get("rules")        # the rule ids the whole trace must cite

    def run_once(chance: Chance) -> tuple[Outcome, dict[tuple[Any, ...], None]]:
        values: dict[tuple[str, str], object] = {}
        reached: dict[tuple[Any, ...], None] = {}     # the moments in the order they came (a judge reads them so)

        def observer(key: tuple[Any, ...], state: Any) -> None:
            if key in reached and key in checks:
                first = checks[key][0]
                raise UserError(msg("runner.moment_twice", moment=first.moment), first.moment_at or Where())
            for check in checks.get(key, ()):
                values[(check.moment, check.path)] = prepared.read(state, check.parsed)
            reached[key] = None

        state = prepared.new_state(chance, observer)
        prepared.run(state)
        prepared.check_all_used(state, chance)
        observer(("end",), state)
        return Outcome(chance.probability, list(chance.picks), state, values, prepared.unfinished(state)), reached

    entries = 0
    try:
        for _probability, _chance, (outcome, reached) in outcomes(run_once, prepared.fixed):
            result.outcomes.append(outcome)
            entries += len(outcome.state.trace)
            if entries > MAX_CASE_ENTRIES:
                raise UserError(msg("runner.budget", limit=MAX_CASE_ENTRIES,
                                    outcomes=count(len(result.outcomes), "issue déjà parcourue",
                                                   "issues déjà parcourues")))
            missing = [key for key in checks if key not in reached]     # in the order the case expects them
            if missing:
                label = next(c.moment for c in checks[missing[0]])
                ran = ", ".join(f"« {prepared.describe(k)} »" for k in reached)
                raise UserError(msg("runner.never_happens", moment=label, reached=ran))
    except UserError as err:            # placed at the case
        result.error = err.located(case.where)
        return result
    if pinned is not None:
        result.failures.extend(_rules_failures(case, set(pinned), result.outcomes))
    for items in checks.values():
        for check in items:
            values = distribution((o.probability, o.values[(check.moment, check.path)]) for o in result.outcomes)
            ok = all(prepared.same(check.expected, v) for v, _p in values)
            result.checks.append(CheckResult(check, values, ok))
            if not ok:
                result.failures.append(Failure(check.moment, check.path, check.expected,
                                               [(p, v) for v, p in values], check.line))
    return result


def _rules_failures(case: Case, expected: set[str], outcomes_run: list[Outcome]) -> list[RulesFailure]:
    """One failure per distinct difference between the pinned rules and those an outcome's trace cites."""
    differences: dict[tuple[tuple[str, ...], tuple[str, ...]], Fraction] = {}
    for outcome in outcomes_run:
        cited = outcome.state.trace.rules_used()
        if cited != expected:
            key = (tuple(sorted(expected - cited)), tuple(sorted(cited - expected)))
            differences[key] = differences.get(key, Fraction(0)) + outcome.probability
    line = case.raw.at("rules").line if hasattr(case.raw, "at") else None
    return [RulesFailure(list(missing), list(extra), p, line) for (missing, extra), p in differences.items()]


def judge_note(result: CaseResult, rulebook: RuleBook | None = None, trace_lines: int = 12) -> str:
    """A failure explained like a judge's note: what, where, expected, computed, end of trace."""
    case = result.case
    lines = [msg("runner.note_head", path=case.scenario.path, case=case.name, title=case.scenario.title)]
    if result.error is not None:
        lines.append(msg("runner.note_error", error=result.error))
    for failure in result.failures:
        lines.append(f"  {failure.note()}")
    trace = result.trace
    if trace is not None and len(trace):
        lines.append(msg("runner.trace_end", shown=min(trace_lines, len(trace)), total=len(trace)))
        lines.append(trace.render(rulebook, last=trace_lines))
    return "\n".join(lines)
