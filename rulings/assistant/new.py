"""``rulings new``: write a commented scenario skeleton for the judge to fill.

The game writes the skeleton (:meth:`rulings.core.game.Game.skeleton`), from
the names given on the command line; this module picks the file, its ruling id
and the path of the game's JSON Schema for editors.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from rulings.core.errors import UserError, Where, fold

from .messages import msg

SLUG = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
WHERE = Where("rulings new")


def slugify(text: str) -> str:
    return "-".join(re.findall(r"[a-z0-9]+", fold(text))) or "nouvelle-decision"


def schema_reference(root: Path, game_name: str, target: Path) -> str:
    """The path of the game's scenario JSON Schema relative to ``target``'s folder."""
    return os.path.relpath(Path(root) / "schema" / f"{game_name}.scenario.schema.json", start=target.resolve().parent)


def write(game, root: Path, path: str, sides: dict, plays: dict, title=None, force: bool = False) -> tuple[str, str]:
    """Write the skeleton to ``path`` ('-': standard output); returns (where, text)."""
    if path == "-":
        schema = f"../../../schema/{game.name}.scenario.schema.json"     # as from scenarios/<game>/<folder>/
        return "-", modeline(schema) + game.skeleton(slugify(title or "nouvelle decision"), sides, plays, title, root)
    target = Path(path)
    if target.suffix not in (".yaml", ".yml"):
        raise UserError(msg("new.suffix", path=path), WHERE, hint=msg("new.example", name=slugify(target.name)))
    if not SLUG.fullmatch(target.stem):
        raise UserError(msg("new.bad_id", stem=target.stem), WHERE, hint=msg("new.example", name=slugify(target.stem)))
    if target.exists() and not force:
        raise UserError(msg("new.exists", path=path), WHERE, hint=msg("new.exists.hint"))
    text = modeline(schema_reference(root, game.name, target)) + game.skeleton(target.stem, sides, plays, title, root)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    return str(target), text


def modeline(schema: str) -> str:
    """The first line of a scenario: its game's JSON Schema, for editors."""
    return f"# yaml-language-server: $schema={schema}\n"
