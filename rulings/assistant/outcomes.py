"""What ``rulings run`` adds for a judge: every outcome of chance, and what the engine does not know.

* :func:`distribution_lines`: when the attack rolls (or any other random pick)
  are not fixed, the run is replayed for every outcome; each character's final
  HP is shown with its exact probability (« PV de Kararine : 12 (25 %), 11
  (25 %), ... ») instead of one sampled run;
* :func:`limits_lines`: the cards whose effect the engine does not model, and a
  ruling the source does not confirm, said plainly rather than guessed.
"""

from __future__ import annotations

import functools
from fractions import Fraction

from rulings.core.chance import percent
from rulings.core.runner import choices_text, distribution, values_text
from rulings.core.yamlio import plain

from .messages import msg


def final_values(case, outcomes, share=1) -> dict[str, list]:
    """What a judge reads after the run (each character's HP…), over ``outcomes`` (those of one combination of
    choices; all of them with ``share``, the weight of each combination): label -> [(probability, value)]; empty
    when the game gives no summary."""
    summary = getattr(case.prepared, "summary", None)
    per_label: dict[str, list] = {}
    if summary is None:
        return per_label
    for outcome in outcomes:
        for label, value in summary(outcome.state):
            per_label.setdefault(label, []).append((outcome.probability * share, value))
    return per_label


def distribution_lines(case, result) -> list[str]:
    """Final HP of each character over every outcome (one line each when chance decides, else one line), for each
    combination of the players' free choices when the case leaves some."""
    groups = result.groups
    lines = []
    for key, outcomes in groups.items():
        per_label = final_values(case, outcomes)
        if not per_label:
            return []
        head = "" if len(groups) == 1 else msg("run.final.if", choices=choices_text(key))
        if len(outcomes) == 1:
            lines.append(msg("run.final", head=head, values=" ; ".join(
                msg("run.final.value", label=label, value=pairs[0][1]) for label, pairs in per_label.items())))
            continue
        lines.append(msg("run.final.by_chance", head=head, count=len(outcomes)))
        for label, pairs in per_label.items():
            shown = ", ".join(f"{v} ({percent(p)})" for v, p in distribution(pairs))
            lines.append(msg("run.final.line", label=label, values=shown))
    return lines


def _at(value_fr, path: str):
    """The game's ``value_fr`` for the values read at ``path`` (None: words as written)."""
    return functools.partial(value_fr, path) if value_fr is not None else None


def branch_lines(result, value_fr=None) -> list[str]:
    """What the outcome hangs on, said plainly: the players' choices the case leaves free (every combination
    played), those the expected values depend on with each combination's values, and for ``some_choice`` the
    combinations that give them all."""
    groups = result.groups
    if len(groups) < 2:
        return []
    lines = [msg("run.choices", count=len(groups), outcomes=len(result.outcomes))]
    for chosen in result.depends_on:
        lines.append(msg("run.depends", player=chosen.player, label=chosen.label))
    if result.case.expect_for == "some_choice":
        lines.append(msg("run.some_choice", choices=" | ".join(choices_text(k) for k in result.satisfied_by))
                     if result.satisfied_by else msg("run.no_choice_holds"))
    depending = [item for item in result.checks if item.depends]
    for key in groups:
        if depending:
            values = " ; ".join(msg("run.final.value", label=item.check.label or item.check.path,
                                    value=values_text(dict(item.by_choice)[key], _at(value_fr, item.check.path)))
                                for item in depending)
            lines.append(msg("run.per_choice", choices=choices_text(key), values=values))
    return lines


def reading_lines(case, tables, value_fr=None) -> list[str]:
    """Each open reading the case hangs on, with its verdict under each alternative (the values that differ from
    the alternative in effect); the readings read that change nothing here, on one line."""
    lines, quiet = [], []
    for table in tables:
        if not table.changes and table.reading.name not in case.scenario.open_questions:
            quiet.append(table.reading.name)
            continue
        lines.append(msg("run.reading", question=table.reading.question, name=table.reading.name))
        own = dict(table.runs)[table.reading.alternative(table.in_effect)]
        for alternative, result in table.runs:
            verdict = (msg("run.reading.error", error=result.error) if result.error is not None
                       else msg("run.reading.passed" if result.passed else "run.reading.failed"))
            differs = [msg("run.final.value", label=item.check.label or item.check.path,
                           value=values_text(item.values, _at(value_fr, item.check.path)))
                       for item, mine in zip(result.checks, own.checks, strict=False)
                       if repr(item.values) != repr(mine.values)] if result is not own else []
            lines.append(msg("run.reading.alternative", mark="✓" if result.passed else "✗", name=alternative.name,
                             label=alternative.label,
                             effect=msg("run.reading.in_effect") if alternative.name == table.in_effect else "",
                             verdict=verdict, values=f" ({' ; '.join(differs)})" if differs else ""))
    if quiet:
        lines.append(msg("run.readings_quiet", names=", ".join(quiet)))
    return lines


def limits_lines(case, result=None) -> list[str]:
    """What the engine cannot decide from the rules it knows, and what the case leaves halfway (``result``), in
    plain words."""
    lines = [msg("run.status_note", note=note) for note in (result.unfinished if result is not None else ())]
    unmodelled = getattr(case.prepared, "unmodelled", None)
    for name in (unmodelled() if unmodelled else []):
        lines.append(msg("run.unmodelled", name=name))
    if f"run.status.{case.status}" in msg:
        lines.append(msg("run.status_note", note=msg(f"run.status.{case.status}")))
    return lines


# --- rulings run --json --------------------------------------------------------------------------

def _choices(key) -> list[dict]:
    return [{"label": c.label, "player": c.player, "option": c.option} for c in key]


def _probability(p) -> dict:
    return {"fraction": f"{p.numerator}/{p.denominator}", "value": float(p), "percent": percent(p)}


def case_report(result, game) -> dict:
    """One case run by ``rulings run --json``: verdict, each expectation with the values computed and their
    probabilities, final HP over every outcome, what the engine does not model, and the trace (rule ids)."""
    case = result.case
    final = final_values(case, result.outcomes, Fraction(1, max(1, len(result.groups))))
    first = result.outcomes[0] if result.outcomes else None
    return {
        "name": case.name, "title": case.title, "status": case.status, "passed": result.passed,
        "outcomes": len(result.outcomes),
        "checks": [{"moment": item.check.moment, "moment_fr": game.moment_fr(item.check.moment),
                    "path": item.check.path, "label": item.check.label, "line": item.check.line,
                    "expected": plain(item.check.expected), "ok": item.ok,
                    "values": [{"value": plain(v), "probability": _probability(p)} for v, p in item.values],
                    **({"depends_on_choice": item.depends,
                        "by_choice": [{"choices": _choices(key), "values": [
                            {"value": plain(v), "probability": _probability(p)} for v, p in values]}
                            for key, values in item.by_choice]} if item.by_choice else {})}
                   for item in result.checks],
        "expect_for": case.expect_for,
        "choices": [{"label": c.label, "player": c.player, "kind": c.kind, "options": c.options}
                    for c in result.free_choices],
        "depends_on": [c.label for c in result.depends_on],
        "satisfied_by": [_choices(key) for key in result.satisfied_by],
        "readings": result.readings_read,
        "failures": [failure.note() for failure in result.failures],
        "final": [{"label": label, "values": [{"value": plain(v), "probability": _probability(p)}
                                              for v, p in distribution(pairs)]} for label, pairs in final.items()],
        "limits": [line.strip().lstrip("! ") for line in limits_lines(case, result)],
        "trace": [{"turn": e.turn, "phase": e.phase, "rule": e.rule,
                   "rule_title": game.rulebook[e.rule].title if e.rule in game.rulebook else None, "text": e.text}
                  for e in (first.state.trace.entries if first else [])],
        "trace_outcome": [{"label": label, "value": plain(value)} for label, value in first.picks] if first else [],
    }


def reading_report(table) -> dict:
    """One reading a case hangs on, for ``--json``: each alternative with the case's verdict and values under it."""
    reading = table.reading
    return {"name": reading.name, "question": reading.question, "in_effect": table.in_effect,
            "changes": table.changes,
            "alternatives": [{"name": alternative.name, "label": alternative.label, "passed": result.passed,
                              "error": str(result.error) if result.error is not None else None,
                              "checks": [{"path": item.check.path, "moment": item.check.moment, "ok": item.ok,
                                          "values": [plain(v) for v, _p in item.values]}
                                         for item in result.checks]}
                             for alternative, result in table.runs]}


def run_report(scenario, results, game, tables=None, readings=None) -> dict:
    """``rulings run --json``: the scenario's metadata and every case run (``tables``: each case's readings)."""
    tables = tables or [[] for _ in results]
    return {"id": scenario.id, "title": scenario.title, "game": scenario.game, "status": scenario.status,
            "path": scenario.path, "passed": all(r.passed for r in results),
            "open_questions": list(scenario.open_questions), "readings_fixed": dict(readings or {}),
            "cases": [{**case_report(result, game), "by_reading": [reading_report(t) for t in case_tables]}
                      for result, case_tables in zip(results, tables, strict=True)]}
