"""The source documents (``../shared/seeds/`` beside the knowledge base) and checks that quotes are verbatim.

Every function takes the seeds folder: the knowledge base in use says where it
is (:func:`rulings.core.kb.seeds_dir`), never the installed package.
"""

from __future__ import annotations

import csv
import functools
import re
from collections.abc import Callable, Iterable
from pathlib import Path


@functools.cache
def document(seeds: Path, name: str) -> str | None:
    path = Path(seeds) / name
    if not path.is_file():
        return None
    return path.read_text(encoding="utf-8")


def squash(text: str) -> str:
    """Collapse runs of white space, so that a quote may be re-wrapped."""
    return re.sub(r"\s+", " ", text).strip()


@functools.cache
def _squashed(seeds: Path, name: str) -> str | None:
    text = document(seeds, name)
    return squash(text) if text is not None else None


def quote_found(seeds: Path, name: str, quote: str) -> bool:
    """True if ``quote`` stands verbatim (white space aside) in document ``name``."""
    text = _squashed(seeds, name)
    return text is not None and squash(quote) in text


def section_found(seeds: Path, name: str, title: str) -> bool:
    """True if ``title`` is a line of document ``name`` (a post or section title)."""
    text = document(seeds, name)
    if text is None:
        return False
    return any(line.strip() == title.strip() for line in text.splitlines())


def section_text(seeds: Path, name: str, title: str, titles: Iterable[str]) -> list[str]:
    """The lines of document ``name`` that section ``title`` holds: from its own line to the line before the
    next of ``titles`` (the document's sections, in order), empty lines at either end left out; [] if the
    document or the line is not there."""
    text = document(seeds, name)
    if text is None:
        return []
    lines = text.splitlines()
    starts = [i for i, line in enumerate(lines) if line.strip() == title.strip()]
    if not starts:
        return []
    others = {t.strip() for t in titles} - {title.strip()}
    end = next((i for i in range(starts[0] + 1, len(lines)) if lines[i].strip() in others), None)     # None: the end
    held = lines[starts[0]:end]
    while held and not held[-1].strip():
        held.pop()
    return held


@functools.cache
def table(seeds: Path, name: str) -> tuple[dict[str, str], ...]:
    """A tab-separated file of the seeds folder (``documents.tsv``…) as rows keyed by its header."""
    path = Path(seeds) / name
    if not path.is_file():
        return ()
    with open(path, encoding="utf-8", newline="") as handle:
        return tuple(csv.DictReader(handle, delimiter="\t"))


def title_of(seeds: Path, name: str) -> str:
    """The readable title of a source document (``documents.tsv``), or its file name."""
    for row in table(seeds, "documents.tsv"):
        if row.get("file") == name:
            return row.get("title") or name
    return name


@functools.cache
def _data_strings(data: Path, name: str) -> frozenset[str]:
    """Every text of a data set (a JSON file: each string value; another file: each line), squashed."""
    import json

    path = Path(data) / name
    if not path.is_file():
        return frozenset()
    content = path.read_text(encoding="utf-8")
    if path.suffix != ".json":
        return frozenset(squash(line) for line in content.splitlines())
    found: set[str] = set()
    stack = [json.loads(content)]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.add(squash(item))
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return frozenset(found)


def data_text_found(data: Path, name: str, text: str, normalise: Callable[[str], str] | None = None) -> bool:
    """True if ``text`` is (white space aside) a whole text of the data set ``name`` under ``data``; with
    ``normalise`` (the game's ``plain_text``), a whole text once its markup is normalised."""
    if normalise is None:
        return squash(text) in _data_strings(Path(data), name)
    return squash(normalise(text)) in _normalised_strings(Path(data), name, normalise)


@functools.cache
def _normalised_strings(data: Path, name: str, normalise: Callable[[str], str]) -> frozenset[str]:
    return frozenset(squash(normalise(item)) for item in _data_strings(data, name))
