"""Text that reaches a terminal: no control character goes there raw.

A control character (U+0000-U+001F but tab and line feed, U+007F, U+0080-U+009F) can retitle a terminal's
window, clear its screen or move its cursor.  The YAML loader refuses them in every text of a file, at their
line (:mod:`rulings.core.yamlio`); what else reaches the terminal (a command's arguments echoed, a data set's
text) is shown through :class:`Shown`, which writes each one as ``\\uXXXX``: what a judge reads names it, and
the JSON outputs stay valid JSON meaning the same text.
"""

from __future__ import annotations

import contextlib
import re
import sys
from collections.abc import Iterator
from typing import Any, TextIO

CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def shown(text: str) -> str:
    """``text`` with every control character written ``\\uXXXX``."""
    return CONTROL.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


class Shown:
    """A text stream writing through :func:`shown`; everything else is the stream's own."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        return self._stream.write(shown(text))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


@contextlib.contextmanager
def shown_streams() -> Iterator[None]:
    """Standard output and error through :class:`Shown` for the time of the block."""
    out, err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = Shown(out), Shown(err)
    try:
        yield
    finally:
        sys.stdout, sys.stderr = out, err
