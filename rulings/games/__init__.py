"""Rule sets.  Each game is a sub-package exposing ``GAME`` (see ``rulings.core.game``)."""

from __future__ import annotations

import importlib

KNOWN = ("eredan",)


def get(name: str):
    """Return the game plug-in called ``name`` (raises KeyError if unknown)."""
    if name not in KNOWN:
        raise KeyError(name)
    return importlib.import_module(f"rulings.games.{name}").GAME
