"""What every game's deck file shares (``rulings deck FILE``): a YAML file checked against the game's deck
format, lists of entries, each a name or a mapping with its name, and the verdict on the rules it breaks.

A game's ``deck`` module reads a file with :func:`read` and :func:`entries`, gives its :class:`Deck` (a
subclass with its own fields) and judges it by its deck rules (a :class:`~rulings.core.rules.RuleBook`);
:func:`verdict` and :func:`failures` show the rules broken, each by its id and title.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import Where
from .rules import RuleBook
from .spec import Spec
from .yamlio import load_file, where_of


@dataclass
class Deck:
    """A deck file read: its name (empty if the file gives none) and its path; a game adds its cards."""

    name: str
    path: str


def read(path: str | Path, spec: Spec) -> Any:
    """The deck file at ``path``, checked against the game's deck format ``spec`` (with line numbers)."""
    raw = load_file(path)
    spec.check(raw, where_of(raw, Where(str(path), 1, 1)), "")
    return raw


def entries(raw: Any, key: str) -> Iterator[tuple[dict[str, Any], Where]]:
    """Each entry of the list ``key`` of a deck file as a mapping (a bare name is ``{name: …}``), with its place."""
    items = raw[key]
    for index, item in enumerate(items):
        # a mapping's own place is where the list holds it
        yield ({"name": item} if isinstance(item, str) else dict(item)), items.at(index)


def failures(broken: Iterable[tuple[str, str]], book: RuleBook) -> list[dict[str, str]]:
    """The rules broken, (rule id, message) each, as plain data: their id, their title and the message."""
    return [{"rule": rule, "title": book[rule].title, "message": message} for rule, message in broken]


def verdict(broken: list[tuple[str, str]], book: RuleBook) -> list[str]:
    """The lines of the verdict: « ✓ Légal. », or « ✗ Illégal : » and each rule broken with its message."""
    if not broken:
        return ["✓ Légal."]
    return ["✗ Illégal :", *(f"  ✗ [{rule}] {book[rule].title} : {message}" for rule, message in broken)]
