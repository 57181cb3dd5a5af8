"""The source documents (``../shared/seeds/``) and checks that quotes are verbatim."""

from __future__ import annotations

import csv
import functools
import re

from .kb import ROOT

SEEDS = ROOT.parent / "shared" / "seeds"


@functools.lru_cache(maxsize=None)
def document(name: str) -> str | None:
    path = SEEDS / name
    if not path.is_file():
        return None
    return path.read_text(encoding="utf-8")


def squash(text: str) -> str:
    """Collapse runs of white space, so that a quote may be re-wrapped."""
    return re.sub(r"\s+", " ", text).strip()


@functools.lru_cache(maxsize=None)
def _squashed(name: str) -> str | None:
    text = document(name)
    return squash(text) if text is not None else None


def quote_found(name: str, quote: str) -> bool:
    """True if ``quote`` stands verbatim (white space aside) in document ``name``."""
    text = _squashed(name)
    return text is not None and squash(quote) in text


def blog_posts() -> list[dict]:
    path = SEEDS / "blog-posts.tsv"
    if not path.is_file():
        return []
    with open(path, encoding="utf-8") as handle:
        rows = list(csv.reader(handle, delimiter="\t"))
    return [{"kind": r[0], "date": r[1], "title": r[2]} for r in rows[1:] if len(r) >= 3]


def section_found(name: str, title: str) -> bool:
    """True if ``title`` is a line of document ``name`` (a post or section title)."""
    text = document(name)
    if text is None:
        return False
    return any(line.strip() == title.strip() for line in text.splitlines())
