"""What every game's card database shares: its folder of YAML files, read in order of name.

A game's database lives in ``scenarios/<game>/database/`` of a knowledge base; each file is checked
against the game's database format (with line numbers) and built into a part by the game, which
merges the parts (refusing a name defined twice, as it knows its kinds of entries).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from .errors import Where
from .spec import Spec
from .yamlio import load_file, where_of


def parts(directory: Path, spec: Spec, build: Callable[[Any, str], Any]) -> Iterator[Any]:
    """Each ``*.yaml`` file of ``directory``, by name, checked against ``spec`` and built by ``build(raw, file)``."""
    for path in sorted(Path(directory).glob("*.yaml")):
        raw = load_file(path)
        spec.check(raw, where_of(raw, Where(str(path))), "")
        yield build(raw, str(path))
