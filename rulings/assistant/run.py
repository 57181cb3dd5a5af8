"""A scenario run for a judge: the one function that ``rulings run`` and the browser's workbench both call.

:func:`run` takes a scenario's text (:func:`run_file`, a file), plays its cases (or the one named) and returns a
:class:`Played`: the scenario, its game, each case and its result.  What the caller does with it is its own:
the command line prints it in French (:mod:`rulings.cli`) or as JSON (:meth:`Played.report`), the workbench
sends the JSON to the page (:mod:`rulings.site.workbench_run`).  A text that does not load raises its
:class:`rulings.core.errors.UserError`; a case that cannot run keeps its error in its result, and the file's
other cases are still played.

Standard library and this package only: the workbench runs it in the browser.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulings import games
from rulings.core.branch_points import from_command_line
from rulings.core.errors import UserError, did_you_mean
from rulings.core.runner import CaseResult, ReadingRun, by_reading, run_case
from rulings.core.scenario import Scenario, from_raw, load
from rulings.core.yamlio import load_text

from .messages import msg
from .outcomes import run_report


@dataclass
class Played:
    """A scenario's cases run: ``cases`` and ``results`` in the file's order (only the case asked for, if one was);
    ``readings``: the alternatives the judge fixed (``--lecture``), over the cases' own."""

    scenario: Scenario
    cases: list
    results: list[CaseResult]
    readings: dict = field(default_factory=dict)

    def by_reading(self) -> list[list[ReadingRun]]:
        """For each case, its verdict under each alternative of the readings it hangs on (run when asked)."""
        return [by_reading(case, result, self.readings) if result.error is None else []
                for case, result in zip(self.cases, self.results, strict=True)]

    @property
    def game(self):
        return games.get(self.scenario.game)

    @property
    def passed(self) -> bool:
        return all(result.passed for result in self.results)

    @property
    def error(self) -> UserError | None:
        """The first case's error that kept it from running, if any."""
        return next((result.error for result in self.results if result.error is not None), None)

    def report(self) -> dict:
        """What ``rulings run --json`` prints: the scenario's metadata and every case run, with its verdict under
        each alternative of the readings it hangs on."""
        return run_report(self.scenario, self.results, self.game, self.by_reading(), self.readings)


def played(scenario: Scenario, case: str | None = None, readings: list[str] | None = None) -> Played:
    """Every case of ``scenario``, or the one named ``case`` (« pas de cas nommé … », with the nearest name);
    ``readings``: ``NOM=VALEUR`` items (``--lecture``), checked against the game's readings."""
    cases = [c for c in scenario.cases if case in (None, c.name)]
    if not cases:
        raise UserError(msg("run.no_case", case=case, path=scenario.path),
                        hint=did_you_mean(str(case), [c.name for c in scenario.cases]))
    fixed = from_command_line(games.get(scenario.game).readings, readings or [])
    return Played(scenario, cases, [run_case(c, fixed) for c in cases], fixed)


def parsed(text: str, name: str | None = None) -> Any:
    """The YAML written in ``text`` (named ``name`` in its errors: the standard input by default), as
    :func:`run_parsed` takes it; a text over the size of a file is refused unread."""
    from rulings.core.errors import Where
    from rulings.core.yamlio import MAX_BYTES

    name = _text_name(name)
    if len(text) > MAX_BYTES:
        raise UserError(msg("run.too_big", limit=MAX_BYTES), Where(name))
    return load_text(text, name)


def run_parsed(raw: Any, root: Path, case: str | None = None, name: str | None = None,
               readings: list[str] | None = None) -> Played:
    """The scenario ``raw`` (:func:`parsed`), run in the knowledge base at ``root``; no file name for its id to
    match."""
    name = _text_name(name)
    return played(from_raw(raw, name, root, named_file=False, strict=False), case, readings)


def run(text: str, root: Path, case: str | None = None, name: str | None = None,
        readings: list[str] | None = None) -> Played:
    """The scenario written in ``text`` (named ``name`` in its errors: the standard input by default), run in the
    knowledge base at ``root``; no file name for its id to match."""
    return run_parsed(parsed(text, name), root, case, name, readings)


def _text_name(name: str | None) -> str:
    from rulings.core.messages import msg as core_msg

    return name or core_msg("scenario.stdin")


def run_file(path: str | Path, root: Path, case: str | None = None, readings: list[str] | None = None) -> Played:
    """The scenario of the file ``path``, run in the knowledge base at ``root``."""
    return played(load(path, root, strict=False), case, readings)
