"""A game told by actions (Wakfu, WoW Minis, Arcmage): what its ``GAME`` object shares with the others.

:class:`ActionGame` is :class:`rulings.core.game.GameBase` with ``told_by = "action"``: a case has a ``setup``
and an ``expect`` block, its moments are the game's :class:`rulings.core.moments.Moments` (``timeline``: the
moments of turns and actions by default), and the source documents are one rule book (``document``) whose
``sections`` (title, group) the rulings must cover.  Its cases are :class:`rulings.core.action_case.ActionCase`
and its actions a verb table (:class:`rulings.core.action_verbs.Verbs`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from .game import GameBase, Section, SourceDocument
from .moments import TURNS, Moments


class ActionGame(GameBase):
    """The parts of an action-told game's contract that every such game does alike."""

    told_by = "action"
    timeline: Moments = TURNS
    case_required = ("setup", "expect")
    case_exclusive: tuple[tuple[str, ...], ...] = ()
    document = ""                                   # the rule book's source document (under the seeds)
    sections: tuple[tuple[str, str], ...] = ()      # (its section's exact line, the group it is listed under)

    @property
    def moments(self) -> dict[str, str]:
        """The moments a case may name -> French."""
        return self.timeline.table

    def moment_fr(self, moment: str) -> str:
        return self.timeline.fr(moment)

    def documents(self, seeds: Path) -> list[SourceDocument]:
        """The rule book and the sections the rulings must cover."""
        return [SourceDocument(self.document, tuple(Section(title, group) for title, group in self.sections))]

    # The game's own functions behind three members of the contract (each game names its own)
    card_views: Callable[[Any], dict[str, Any]]             # database -> CardFacts by name (its views.catalogue)
    skeleton_of: Callable[..., str]                         # (database, id, sides, plays, title) -> the YAML
    deck_of: Callable[[str, Any], Any]                      # (deck file, database) -> the deck as read
    deck_check: Callable[[Any], Any]                        # the deck as read -> its report

    def catalogue(self, db: Any) -> dict[str, Any]:
        return type(self).card_views(db)

    def check_deck(self, file: str, root: Path) -> Any:
        return type(self).deck_check(type(self).deck_of(file, self.database(root)))

    def skeleton(self, scenario_id: str, sides: Any, plays: Any, title: str | None, root: Path) -> str:
        return type(self).skeleton_of(self.database(root), scenario_id, sides, plays, title)
