"""Running a case and checking its expectations against every outcome.

The game plug-in runs the case and calls an observer at each named moment
("after Solaris", "end of combat 2"…).  The observer reads the expected values
then and there.  When chance is involved and the scenario does not fix the
roll, the case is replayed for every outcome (:mod:`rulings.core.chance`) and
each expectation must hold in all of them; a failure lists what the engine
computed with each probability.

A player's choice the case does not fix is played every way the rules allow: an
expectation holds for every choice (``expect_for: every_choice``, the default),
or for at least one combination of choices (``some_choice``), and what depends
on which choice is shown per choice, never silently.  An open reading is played
with the alternative in effect; :func:`by_reading` plays a case under each other
alternative, for the verdict table per reading.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from rulings import games

from .branch_points import Alternative, Reading, in_effect
from .chance import Chance, Chosen, outcomes, percent
from .errors import UserError, Where, did_you_mean
from .game import Check
from .messages import msg
from .rules import RuleBook
from .scenario import Case
from .trace import Trace

# The rules all the outcomes of one case may apply together (the trace entries of its runs): with the outcome
# budget and the trace's budget of a run, this bounds the time of any case (the largest real one: a few hundred).
MAX_CASE_ENTRIES = 200_000


ChoiceKey = tuple[Chosen, ...]      # the free choices of an outcome, in the order the run met them


def choices_text(key: ChoiceKey) -> str:
    """A combination of choices as a judge reads it: « A : ordre de la vague 1 = Corruption, Rejuvenation »."""
    return " ; ".join(msg("runner.choice", player=c.player, label=c.label, option=c.option) for c in key) \
        or msg("runner.no_choice")


def values_text(values: list[tuple[object, Fraction]], words: Callable[[str], str] | None = None) -> str:
    """A value over outcomes of chance: « 12 », or « 12 (25 %) ; 11 (75 %) » (``words``: as :func:`show`)."""
    if len(values) == 1:
        return show(values[0][0], words)
    return " ; ".join(f"{show(v, words)} ({percent(p)})" for v, p in values)


@dataclass
class Failure:
    moment: str
    path: str
    expected: object
    actual: list[tuple[Fraction, object]]
    line: int | None = None
    by_choice: list[tuple[ChoiceKey, list[tuple[object, Fraction]]]] = field(default_factory=list)

    def note(self) -> str:
        if len(self.by_choice) > 1:
            computed = msg("runner.by_choice", values=" | ".join(
                f"{choices_text(key)} → {values_text(values)}" for key, values in self.by_choice))
        elif len(self.actual) == 1:
            computed = show(self.actual[0][1])
        else:
            computed = msg("runner.by_chance", values=" ; ".join(f"{show(v)} ({percent(p)})" for p, v in self.actual))
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
    """A value as a judge reads it, as the site shows it: lists without quotes, a mapping as « {clé : valeur, …} »,
    « oui » / « non », « rien » for null; a word of the format (the words and keys), in French (``fr``: the game's
    :meth:`~rulings.core.game.Game.value_fr` at the value's path)."""
    if value is None:
        return msg("runner.nothing")
    if isinstance(value, bool):
        return msg("runner.yes" if value else "runner.no")
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(show(v, fr) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{show(k, fr)} : {show(v, fr)}" for k, v in value.items()) + "}"
    return fr(value) if isinstance(value, str) and fr is not None else str(value)


@dataclass
class Outcome:
    probability: Fraction   # of its picks of chance (a choice weighs nothing)
    picks: list[tuple[str, object]]
    state: Any              # the game's
    values: dict[tuple[str, str], object]     # (moment, path) -> value
    unfinished: str | None = None     # what the case left halfway when it ended (the game says it)
    chosen: list[Chosen] = field(default_factory=list)      # every choice of the run, fixed or not
    readings: dict[str, str] = field(default_factory=dict)  # the readings the run read -> the alternative

    @property
    def choice_key(self) -> ChoiceKey:
        """The choices of this run that the case left free (among two options or more)."""
        return tuple(c for c in self.chosen if not c.fixed and c.options > 1)


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
    """One expectation over every outcome: the values the engine computed with their probabilities, and, when the
    case leaves choices free, per combination of choices (``by_choice``, in the order the runs met them)."""

    check: Check
    values: list[tuple[object, Fraction]]     # see distribution()
    ok: bool
    by_choice: list[tuple[ChoiceKey, list[tuple[object, Fraction]]]] = field(default_factory=list)

    @property
    def depends(self) -> bool:
        """The value differs from one combination of choices to another."""
        return len({repr(values) for _key, values in self.by_choice}) > 1


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

    satisfied_by: list[ChoiceKey] = field(default_factory=list)   # some_choice: the combinations that give it all
    readings_read: dict[str, str] = field(default_factory=dict)   # the readings any run read -> alternative

    @property
    def trace(self) -> Trace | None:
        return self.outcomes[0].state.trace if self.outcomes else None

    @property
    def groups(self) -> dict[ChoiceKey, list[Outcome]]:
        """The outcomes by combination of free choices (one group, keyed (), when the case leaves none free)."""
        found: dict[ChoiceKey, list[Outcome]] = {}
        for outcome in self.outcomes:
            found.setdefault(outcome.choice_key, []).append(outcome)
        return found

    @property
    def free_choices(self) -> list[Chosen]:
        """Each free choice met (by label, first meeting), for the judge's « dépend du choix de … »."""
        seen: dict[str, Chosen] = {}
        for outcome in self.outcomes:
            for chosen in outcome.choice_key:
                seen.setdefault(chosen.label, chosen)
        return list(seen.values())

    @property
    def depends_on(self) -> list[Chosen]:
        """The free choices some expected value depends on (the labels of the choices that differ between two
        combinations whose values differ)."""
        if not any(check.depends for check in self.checks):
            return []
        return self.free_choices



def run_case(case: Case, readings: dict[str, str] | None = None) -> CaseResult:
    """Run every outcome of ``case`` to its end and compare with its expectations.  ``readings``: alternatives
    fixed over the case's own (``rulings run --lecture``, the workbench, :func:`by_reading`), already checked.

    Every case is played whole, whatever runs it (``rulings check``, ``rulings run``, pytest, the site): an
    illegal action after the last moment expected refuses the case everywhere, so there is one verdict.  A
    moment the case expects something at must come once in a run: one that comes twice is refused as
    ambiguous, naming it, rather than read at one of its two times."""
    result = CaseResult(case)
    if case.error is not None:          # malformed: told at its place, the file's other cases run
        result.error = case.error
        return result
    prepared = case.prepared
    declared = games.get(case.scenario.game).readings
    branching: dict[str, Any] = {"choices": case.choices,
                                 "readings": in_effect(declared, case.readings, readings or {}),
                                 "fixed_readings": frozenset({*case.readings, *(readings or {})})}
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
        return Outcome(chance.probability, list(chance.picks), state, values, prepared.unfinished(state),
                       list(chance.chosen), dict(chance.readings_used)), reached

    entries = 0
    try:
        for _probability, _chance, (outcome, reached) in outcomes(run_once, prepared.fixed, **branching):
            result.outcomes.append(outcome)
            result.readings_read.update(outcome.readings)
            entries += len(outcome.state.trace)
            if entries > MAX_CASE_ENTRIES:
                raise UserError(msg("runner.budget", limit=MAX_CASE_ENTRIES,
                                    outcomes=len(result.outcomes)))
            missing = [key for key in checks if key not in reached]     # in the order the case expects them
            if missing:
                label = next(c.moment for c in checks[missing[0]])
                ran = ", ".join(f"« {prepared.describe(k)} »" for k in reached)
                raise UserError(msg("runner.never_happens", moment=label, reached=ran))
        _all_choices_met(case, result.outcomes)
    except UserError as err:            # placed at the case
        result.error = err.located(case.where)
        return result
    if pinned is not None:
        result.failures.extend(_rules_failures(case, set(pinned), result.outcomes))
    _judge(case, result)
    return result


def _judge(case: Case, result: CaseResult) -> None:
    """Each expectation over the outcomes: for every combination of choices, or (``some_choice``) for at least one,
    whose combinations are then ``result.satisfied_by``."""
    prepared = case.prepared
    groups = result.groups
    share = Fraction(1, len(groups))         # each combination of choices weighs the same in ``values``

    def spread(check: Check, outs: list[Outcome]) -> list[tuple[object, Fraction]]:
        return distribution((o.probability, o.values[(check.moment, check.path)]) for o in outs)

    def holds(values: list[tuple[object, Fraction]], check: Check) -> bool:
        return all(prepared.same(check.expected, v) for v, _p in values)

    every = [check for items in prepared.checks.values() for check in items]
    per_group = {key: {id(check): spread(check, outs) for check in every} for key, outs in groups.items()}
    if case.expect_for == "some_choice":
        result.satisfied_by = [key for key, spreads in per_group.items()
                               if all(holds(spreads[id(check)], check) for check in every)]
    kept = result.satisfied_by or list(groups)
    for check in every:
        values = distribution((o.probability * share, o.values[(check.moment, check.path)])
                              for o in result.outcomes)
        by_choice = [(key, per_group[key][id(check)]) for key in groups] if len(groups) > 1 else []
        ok = all(holds(per_group[key][id(check)], check) for key in kept)
        result.checks.append(CheckResult(check, values, ok, by_choice))
        if not ok:
            result.failures.append(Failure(check.moment, check.path, check.expected, [(p, v) for v, p in values],
                                           check.line, by_choice))


def _all_choices_met(case: Case, outcomes_run: list[Outcome]) -> None:
    """Every choice the case fixes is one its runs meet (else: « vouliez-vous dire », or the choices met)."""
    met = list(dict.fromkeys(c.label for o in outcomes_run for c in o.chosen))
    for label in case.choices:
        if label not in met:
            raise UserError(msg("chance.unused_choice", label=label),
                            hint=did_you_mean(label, met) or (msg("chance.choices_met", labels=" ; ".join(
                                f"« {m} »" for m in met)) if met else msg("chance.no_choice_met")))


@dataclass
class ReadingRun:
    """A case under each alternative of one reading: ``runs`` pairs each alternative with the case's result under
    it (the one in effect is the case's own result)."""

    reading: Reading
    in_effect: str
    runs: list[tuple[Alternative, CaseResult]]

    @property
    def changes(self) -> bool:
        """Some alternative gives another verdict or another value than the one in effect."""
        return any(self.differs(alternative.name) for alternative, _result in self.runs)

    def differs(self, name: str) -> bool:
        """The alternative ``name`` gives another verdict or another value than the one in effect."""
        def seen(result: CaseResult) -> tuple[bool, str]:
            return result.passed, repr([(c.check.path, c.values) for c in result.checks]) + repr(result.error)
        results = {alternative.name: result for alternative, result in self.runs}
        return seen(results[name]) != seen(results[self.in_effect])


def by_reading(case: Case, result: CaseResult, readings: dict[str, str] | None = None) -> list[ReadingRun]:
    """``case`` under each alternative of every reading it hangs on: those its runs read and its ruling's open
    questions, but not those the case (or ``readings``, a command line's) fixes.  ``result`` is its own run."""
    declared = games.get(case.scenario.game).readings
    fixed = {*case.readings, *(readings or {})}
    names = [n for n in dict.fromkeys([*case.scenario.open_questions, *result.readings_read]) if n not in fixed]
    tables = []
    for name in names:
        reading = declared[name]
        current = reading.default           # not fixed by the case nor by ``readings``
        runs = [(alternative, result if alternative.name == current
                 else run_case(case, {**(readings or {}), name: alternative.name}))
                for alternative in reading.alternatives]
        tables.append(ReadingRun(reading, current, runs))
    return tables


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
