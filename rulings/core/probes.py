"""What every game's probe shares: reading the paths of expected values, naming them, comparing values.

A game's ``probe`` module turns the path of an expected value (``A.hand``, ``combat.totals``,
``Goule.damage``) into a parsed tuple when the scenario loads — ``(kind, key)`` for a value of the game
or of a part of it (``("global", "winner")``, ``("combat", "totals")``), ``(kind, subject, property, …)``
for a value of a player or a piece (``("player", "A", "hand")``) — then names it for a reader and reads
it from a state.  The core gives the pieces every game writes the same way: the check of a property
with its « did you mean » (:func:`known`), the longest name a path starts with (:func:`subject`), the
label from the game's words (:func:`label`), and the comparison of an expected value with the engine's
(:func:`same`, with :class:`Bag` for lists whose order does not matter).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from .errors import UserError, did_you_mean
from .messages import msg


class Bag(list[Any]):
    """A list compared without regard to order."""


def known(prop: str, names: Sequence[str], message: str, shown: Iterable[str] | None = None) -> None:
    """Refuse ``prop`` if it is not one of ``names``: ``message``, with a close name or the known ones
    (``shown``, when they are written otherwise than ``names``)."""
    if prop not in names:
        raise UserError(message, hint=did_you_mean(prop, names) or
                        msg("probes.known", names=", ".join(names if shown is None else shown)))


def part(path: str, name: str, keys: Sequence[str], message: str, shown: Iterable[str] | None = None) -> str | None:
    """The key of ``path`` in the part ``name`` of the game (``combat.totals`` -> ``totals``), refused if it is not
    one of ``keys`` (``message``, its ``{key}`` and ``{path}`` filled; ``shown`` as in :func:`known`); None when
    ``path`` is not in that part."""
    if not path.startswith(name + "."):
        return None
    key = path[len(name) + 1:]
    known(key, keys, message.format(key=key, path=path), shown)
    return key


def subject(path: str, names: Iterable[str]) -> tuple[str, str] | None:
    """(name, the rest) for the longest of ``names`` that ``path`` starts with, followed by a dot; else None."""
    for name in sorted(names, key=len, reverse=True):
        if path.startswith(name + "."):
            return name, path[len(name) + 1:]
    return None


def capital(text: str) -> str:
    """``text`` with a capital first letter (« zone de Goule » → « Zone de Goule »)."""
    return text[0].upper() + text[1:]


def _format(template: str, name: str) -> str:
    return template.format(name)


def label(parsed: tuple[Any, ...], words: Mapping[str, Mapping[str, str]],
          fill: Callable[[str, str], str] = _format) -> str:
    """How a reader names a parsed path, capitalised: for ``(kind, key)``, ``words[kind][key]``; for
    ``(kind, subject, property, …)``, ``words[kind][property]`` with its ``{}`` filled with the subject by
    ``fill(template, subject)`` (by default :meth:`str.format`)."""
    if len(parsed) == 2:
        return capital(words[parsed[0]][parsed[1]])
    return capital(fill(words[parsed[0]][parsed[2]], parsed[1]))


def same(expected: object, actual: object) -> bool:
    """The expected value is the engine's: a :class:`Bag` holds the same items in any order, a boolean is only
    itself (never 0 or 1), a list holds the same items in the same order (compared as text: ``3`` and « 3 »),
    anything else is equal."""
    if isinstance(actual, Bag):
        return isinstance(expected, list) and Counter(map(str, expected)) == Counter(map(str, actual))
    if isinstance(actual, bool) or isinstance(expected, bool):
        return expected is actual
    if isinstance(expected, list) and isinstance(actual, list):
        return [str(e) for e in expected] == [str(a) for a in actual]
    return expected == actual
