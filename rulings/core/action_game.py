"""A game told by actions (Wakfu, WoW Minis, Arcmage): what its ``GAME`` object shares with the others.

:class:`ActionGame` is :class:`rulings.core.game.GameBase` with ``told_by = "action"``: a case has a ``setup``
and an ``expect`` block, its moments are the game's :class:`rulings.core.moments.Moments` (``timeline``: the
moments of turns and actions by default), and the source documents are one rule book (``document``) whose
``sections`` (title, group) the rulings must cover.  Its cases are :class:`rulings.core.action_case.ActionCase`
and its actions a verb table (:class:`rulings.core.action_verbs.Verbs`).

A game names its modules once (:class:`rulings.core.action_modules.Modules`); the base reads the rest of the
contract from the names each module exports, the same in every action-told game.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from . import moments
from .action_modules import Modules
from .action_verbs import each_action
from .errors import Where
from .expectations import prepare_checks
from .game import Check, GameBase, Section, SourceDocument
from .moments import TURNS, Moments
from .rules import RuleBook
from .spec import ListOf, Spec


class ActionGame(GameBase):
    """The parts of an action-told game's contract that every such game does alike."""

    told_by = "action"
    timeline: Moments = TURNS
    case_required = ("setup", "expect")
    case_exclusive: tuple[tuple[str, ...], ...] = ()
    document = ""                                   # the rule book's source document (under the seeds)
    sections: dict[str, tuple[str, ...]] = {}  # noqa: RUF012 (read only) a group -> the exact lines of its sections
    modules: Modules                                # the game's modules
    actions_doc: str                                # the format's description of the ``actions:`` list
    pending_fr: dict[str, str] = {}     # noqa: RUF012 (read only) a pending input's kind -> French ({}: its player)
    rulebook: RuleBook
    deck_rules: RuleBook
    case_fields: dict[str, Spec]

    def __init__(self) -> None:
        super().__init__()
        rules, fmt, branch_points = self.modules.rules, self.modules.format, self.modules.branch_points
        self.rulebook, self.deck_rules = rules.RULEBOOK, rules.DECK_RULES
        self.define_spec = fmt.DEFINE
        self.case_fields = {"setup": fmt.SETUP, "actions": ListOf(self.modules.actions.VERBS.spec, self.actions_doc),
                            "expect": fmt.EXPECT}
        self.choices, self.readings = branch_points.CHOICES, branch_points.READINGS

    def load_database(self, folder: Path) -> Any:
        return self.modules.database.load_directory(folder)

    def with_define(self, db: Any, raw_define: Any, file: str) -> Any:
        return self.modules.database.with_define(db, raw_define, file)

    def value_fr(self, path: str, word: str) -> str:
        """A pending input (``discard A``) by :attr:`pending_fr`, else the value's word by ``values_fr``."""
        kind, _, player = word.partition(" ")
        if path == "pending" and kind in self.pending_fr:
            return self.pending_fr[kind].format(player)
        return super().value_fr(path, word)

    @property
    def moments(self) -> dict[str, str]:
        """The moments a case may name -> French."""
        return self.timeline.table

    def moment_fr(self, moment: str) -> str:
        return self.timeline.fr(moment)

    def documents(self, seeds: Path) -> list[SourceDocument]:
        """The rule book and the sections the rulings must cover."""
        return [SourceDocument(self.document, tuple(Section(title, group) for group, titles in self.sections.items()
                                                    for title in titles))]

    def catalogue(self, db: Any) -> dict[str, Any]:
        return dict(self.modules.views.catalogue(db))

    def check_deck(self, file: str, root: Path) -> Any:
        deck = self.modules.deck
        return deck.check(deck.load_deck(file, self.deck_database(file, root)))

    def skeleton(self, scenario_id: str, sides: Any, plays: Any, title: str | None, root: Path) -> str:
        return str(self.modules.skeleton.skeleton(self.database(root), scenario_id, sides, plays, title))

    # --- preparing a case ----------------------------------------------------------------------------------------

    def prepare_actions(self, case: Any, loading: Any,
                        parse: Any) -> tuple[list[dict[str, Any]], dict[tuple[Any, ...], list[Check]]]:
        """The case's actions, each read by the verb table against ``loading`` (what the case has loaded so far),
        and its checks by moment (:meth:`moment_key`), each value path read by ``parse``."""
        verbs = self.modules.actions.VERBS
        actions = [verbs.prepare(raw, number, where, loading) for number, raw, where in each_action(case)]
        checks = prepare_checks(case["expect"], lambda text, where: self.moment_key(text, case, actions, loading,
                                                                                    where),
                                parse, self.modules.probe.label)
        return actions, checks

    def moment_key(self, text: str, case: Any, actions: list[dict[str, Any]], loading: Any,
                   where: Where) -> tuple[Any, ...]:
        """A moment of turns and actions, from the setup's first turn (``turn:``, 1) to ``loading.turn``, the last
        one the actions reach."""
        return moments.moment_key(text, len(actions), case["setup"].get("turn", 1), loading.turn, where)
