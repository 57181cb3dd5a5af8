"""The registry of games: one line per game.

A game is a package ``rulings/games/<name>/`` whose module ``game`` defines
``GAME``, an object following :class:`rulings.core.game.Game`; it may add
sub-commands to ``rulings`` in an optional module ``commands`` (a function
``register(subparsers)``).  Its scenarios and card database live in
``scenarios/<name>/``.  Adding a game: write those two folders, then add its
name below.
"""

from __future__ import annotations

import importlib
import importlib.util

REGISTRY = (
    "eredan",
    "wakfu",
    "arcmage",
    "wowminis",
)


def get(name: str):
    """The ``GAME`` of the game called ``name`` (KeyError if it is not registered)."""
    if name not in REGISTRY:
        raise KeyError(name)
    return importlib.import_module(f"rulings.games.{name}.game").GAME


def all_games() -> list:
    return [get(name) for name in REGISTRY]


def register_commands(subparsers) -> None:
    """Let every game add its own sub-commands (``rulings initiative`` for Eredan)."""
    for name in REGISTRY:
        module = f"rulings.games.{name}.commands"
        if importlib.util.find_spec(module) is not None:
            importlib.import_module(module).register(subparsers)
