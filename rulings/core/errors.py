"""User-facing errors.

A :class:`UserError` is a mistake in what the user gave us (a scenario file, a
card, a command line).  It carries where it happened and, when we can guess,
what the user probably meant.  The CLI prints it without a traceback and exits
with code 2.
"""

from __future__ import annotations

import difflib
from collections.abc import Collection, Iterable
from dataclasses import dataclass

from .french import join
from .messages import msg


@dataclass
class Where:
    """A place in a file (1-based line and column)."""

    file: str | None = None
    line: int | None = None
    column: int | None = None

    def __str__(self) -> str:
        parts = [self.file or msg("where.input")]
        if self.line is not None:
            parts.append(str(self.line))
            if self.column is not None:
                parts.append(str(self.column))
        return ":".join(parts)


class UserError(Exception):
    """An error in the user's input: reported as ``file:line:col: message``."""

    def __init__(self, message: str, where: Where | None = None, hint: str | None = None):
        super().__init__(message)
        self.message = message
        self.where = where or Where()
        self.hint = hint

    def located(self, where: Where) -> UserError:
        """Fill in the location when the raiser did not know it."""
        if self.where.line is None and where.line is not None:
            file = self.where.file or where.file
            self.where = Where(file, where.line, where.column)
        elif self.where.file is None:
            self.where.file = where.file
        return self

    def __str__(self) -> str:
        text = f"{self.where}: {self.message}"
        if self.hint:
            text += f" ({self.hint})"
        return text


class BudgetExceeded(UserError):
    """The engine stopped a scenario that would not end."""


def did_you_mean(word: object, choices: Iterable[object]) -> str | None:
    """A « vouliez-vous dire … ? » hint for a misspelt ``word``, or None."""
    typed, names = str(word), [str(c) for c in choices]
    lowered = {c.lower(): c for c in names}
    if typed.lower() in lowered and lowered[typed.lower()] != typed:
        return msg("did_you_mean", choices=f"« {lowered[typed.lower()]} »")
    close = difflib.get_close_matches(typed, names, n=3, cutoff=0.6)
    if not close:
        folded = {fold(c): c for c in names}
        close = [folded[m] for m in difflib.get_close_matches(fold(typed), list(folded), n=3, cutoff=0.6)]
    if not close:
        return None
    return msg("did_you_mean", choices=join((f"« {c} »" for c in close), msg("or")))


def fold(text: str) -> str:
    """Lower-case and strip accents: 'Mâche l'âme' -> "mache l'ame"."""
    import unicodedata

    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).lower()


def resolve_name(name: str, table: Collection[str], kind: str, where: Where | None = None,
                 other: Collection[str] = (), other_kind: str = "") -> str:
    """``name`` as ``table`` spells it (exactly, or the same letters without case and accents); else a
    UserError saying what ``name`` is (« … est une carte, pas un personnage ») or what was probably meant.
    ``kind`` and ``other_kind`` are French with their article: « un personnage », « une carte »."""
    if name in table:
        return name
    folded = {fold(n): n for n in table}
    if fold(name) in folded:
        return folded[fold(name)]
    hint = msg("name.is_other_kind", name=name, other_kind=other_kind, kind=kind) if name in other \
        else did_you_mean(name, table)
    noun = kind.partition(" ")[2] or kind       # « un personnage » -> « personnage »
    raise UserError(msg("name.unknown", noun=noun, name=name), where, hint)
