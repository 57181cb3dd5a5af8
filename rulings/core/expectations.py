"""The ``expect:`` block of a case (moment -> {value path: expected value}) as :class:`~rulings.core.game.Check` lists.

The game says what a moment and a path mean (:func:`prepare_checks`'s hooks); this module walks the
block in order and points an error at the line of the moment or of the path.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .errors import UserError, Where
from .game import Check
from .spec import AnyValue, Obj


def expect_block(moments: str, values: str) -> Obj:
    """The format's ``expect:`` block: ``moments`` the French description of the moments a case may name,
    ``values`` that of the value paths each moment checks (the schema's descriptions)."""
    return Obj({}, "Moment → valeurs attendues. Moments : " + moments,
               rest=Obj({}, values, rest=AnyValue("Valeur attendue.")))


def prepare_checks(expect: Any, moment_key: Callable[[str, Where], tuple[Any, ...]], parse: Callable[[str], Any],
                   label: Callable[[Any], str],
                   check: Callable[[str, Any, Any], None] | None = None) -> dict[tuple[Any, ...], list[Check]]:
    """moment key -> its checks, in the block's order.

    ``moment_key(moment, where)`` names a moment (a UserError for one the case never reaches), ``parse(path)``
    reads a value path, ``label(parsed)`` says it to a reader, ``check(path, parsed, expected)`` (optional)
    refuses an expected value of the wrong form: their errors point at the path's line."""
    checks: dict[tuple[Any, ...], list[Check]] = {}
    for moment, items in expect.items():
        where = expect.at(moment) if hasattr(expect, "at") else Where()
        key = moment_key(str(moment), where)
        for path, expected in items.items():
            place = items.at(path) if hasattr(items, "at") else where
            try:
                parsed = parse(str(path))
                if check is not None:
                    check(str(path), parsed, expected)
            except UserError as err:
                raise err.located(place) from None
            checks.setdefault(key, []).append(
                Check(str(moment), key, str(path), parsed, expected, place.line, label(parsed), where))
    return checks
