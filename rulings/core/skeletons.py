"""What every game's ``rulings new`` shares: the head of a scenario skeleton and the checks of its names.

``rulings new`` writes a commented scenario for the judge to fill: every ``???`` (:data:`TODO`) is for the
judge to replace, and the file is otherwise a valid scenario, which says when run what is missing and
what the engine computes.  A game's ``skeleton`` module picks the pieces named from its database and
writes its case; the head of the file (how to run it, then the scenario's keys with their comments) is
written here from what the game says of its source (:class:`Source`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from .errors import UserError, Where, did_you_mean, fold
from .yamlio import scalar

TODO = "???"
WHERE = Where("rulings new")


@dataclass(frozen=True)
class Source:
    """What a game's skeleton says of its source, as comments for the judge.

    ``document`` is the value of ``source.document`` with its comment; ``unconfirmed`` what the status
    « unconfirmed » means for this source; ``post`` and ``quote`` the comments on those keys; ``notes``
    comment lines after how to run the file (what running it before filling it says); ``more`` lines of
    ``source:`` after ``post`` (another key to give, commented out); ``cards`` and ``tags`` the comments on
    those keys."""

    game: str
    document: str
    unconfirmed: str
    post: str
    quote: str
    notes: tuple[str, ...] = ()
    more: tuple[str, ...] = ()
    cards: str = ""
    tags: str = "mots-clés de recherche"


def head(source: Source, scenario_id: str, title: str | None, cards: Iterable[str]) -> list[str]:
    """The lines of a skeleton before its cases: how to run it, then its keys (``cards``: each name once)."""
    names = ", ".join(scalar(c) for c in dict.fromkeys(cards))
    return ["# Squelette écrit par « rulings new » : remplacez chaque ??? puis lancez",
            "#   rulings run <ce fichier> --trace",
            *source.notes,
            f"id: {scenario_id}",
            f"title: {scalar(title) if title else TODO}    # la règle en une ligne, en français",
            f"game: {source.game}",
            f"status: unconfirmed    # confirmed | unconfirmed ({source.unconfirmed}) | errata | bug",
            "source:",
            f"  document: {source.document}",
            f"  post: {TODO}    # {source.post}",
            *source.more,
            f"  quote: {TODO}    # {source.quote}",
            f"cards: [{names}]" + (f"    # {source.cards}" if source.cards else ""),
            f"tags: []    # {source.tags}",
            f"ruling: {TODO}    # la règle en une ou deux phrases, dans nos mots"]


def case_head(note: str = "") -> list[str]:
    """The first lines of the skeleton's one case, up to its ``setup:`` (``note``: a comment on its name)."""
    return ["cases:", "  - name: exemple" + (f"    # {note}" if note else ""), f"    title: {TODO}", "    setup:"]


def resolve(name: str, table: Mapping[str, object] | Sequence[str], message: str) -> str:
    """``name`` as ``table`` spells it (exactly, or the same letters without case and accents); else the
    user error ``message``, with a close name."""
    if name in table:
        return name
    folded = {fold(n): n for n in table}
    if fold(name) in folded:
        return folded[fold(name)]
    raise UserError(message, WHERE, did_you_mean(name, table))


def once(names: Sequence[str], message: str) -> None:
    """Refuse pieces in play named twice (``message``: each copy needs its own name in the file)."""
    if len(set(names)) < len(names):
        raise UserError(message, WHERE)
