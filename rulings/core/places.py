"""Where the knowledge base is: the engine (this package) and the rulings are separate things.

The scenarios and card databases are found from where the user works, never
from where the package is installed.  :func:`find_root` says where: ``--kb
DIR``, else ``$RULINGS_KB``, else the nearest folder holding ``scenarios/``
from the current folder up, else from the given file up.  The sources
(``../shared/seeds/``) are found beside it (``$RULINGS_SEEDS`` overrides).

This module imports nothing heavy: ``rulings ask`` uses it and must start fast.
"""

from __future__ import annotations

import os
from pathlib import Path

from .errors import UserError, Where
from .messages import msg


def _is_root(folder: Path) -> bool:
    return (folder / "scenarios").is_dir()


def find_root(explicit: str | Path | None = None, near: str | Path | None = None) -> Path:
    """The root folder of the knowledge base in use (see the module's docstring)."""
    if explicit is not None or os.environ.get("RULINGS_KB"):
        root = _resolved(Path(explicit if explicit is not None else os.environ["RULINGS_KB"]))
        if not _is_root(root):
            raise UserError(msg("places.not_kb", root=root), Where(str(root)), msg("places.not_kb_hint"))
        return root
    starts = [Path.cwd()] + ([_resolved(Path(near)).parent] if near is not None else [])
    for start in starts:
        for folder in (start, *start.parents):
            if _is_root(folder):
                return folder
    raise UserError(msg("places.no_kb"), Where(str(Path.cwd())), msg("places.no_kb_hint"))


def _resolved(path: Path) -> Path:
    """``path`` with its links followed; a loop of links is left as written (reading it says what it is)."""
    try:
        return path.resolve()
    except (RuntimeError, OSError):
        return Path(os.path.abspath(path))


def scenarios_dir(root: Path) -> Path:
    return Path(root) / "scenarios"


def data_dir(root: Path) -> Path:
    """The card data sets beside the sources (``../shared/data/``; ``$RULINGS_DATA`` overrides)."""
    return Path(os.environ.get("RULINGS_DATA") or Path(root).parent / "shared" / "data")


def seeds_dir(root: Path) -> Path:
    return Path(os.environ.get("RULINGS_SEEDS") or Path(root).parent / "shared" / "seeds")
