"""Escaping text from YAML before it goes into generated Markdown.

Every value that comes from a scenario or a card file is untrusted: it is
HTML-escaped (so ``<img onerror=…>`` shows as text) and the characters that
Markdown would read as syntax (links, emphasis, code, tables) are
backslash-escaped.
"""

from __future__ import annotations

import html
import re
import unicodedata

from markdown.extensions.toc import slugify as markdown_slug
from markupsafe import Markup

_MD = re.compile(r"([\\`*_{}\[\]()#+!|~>])")


def text(value) -> Markup:
    """Plain text, safe in Markdown and HTML."""
    if isinstance(value, Markup):
        return value
    if value is None:
        return Markup("")
    escaped = html.escape(str(value), quote=False)
    escaped = _MD.sub(r"\\\1", escaped)
    escaped = escaped.replace("\n", " ")
    return Markup(escaped)


def code(value) -> Markup:
    """An inline code span (Markdown shows its content literally)."""
    content = str(value).replace("`", "'")
    return Markup(f"`{content}`")


def slug(value: str) -> str:
    """ASCII slug for URLs: 'Mâche l'âme' -> 'mache-l-ame'."""
    folded = unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode().lower()
    folded = folded.replace("œ", "oe")
    return re.sub(r"[^a-z0-9]+", "-", folded).strip("-") or "x"


def folded(value: str) -> str:
    """Accent-free lower-case copy, so that 'mache' finds 'Mâche'."""
    value = value.replace("œ", "oe").replace("Œ", "Oe")
    return unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode().lower()


def anchor(rule_id: str) -> str:
    return rule_id.replace(".", "-")


ANCHOR_LENGTH = 48
_RULE_NUMBER = re.compile(r"(\d+(?:\.\d+[a-z]?)+|\d{3})(?=[\s:.,]|$)")


def heading_anchor(value: str, separator: str = "-") -> str:
    """The anchor of a heading (mkdocs.yml's toc ``slugify``), short and stable: a numbered rule's number (« 703.1c Le
    joueur calcule… » -> 703-1c, as :func:`anchor`); else Python-Markdown's own slug, cut at a word within
    :data:`ANCHOR_LENGTH` characters (a card's name, a case's title stay whole; a ruling's long title made a fragment
    of 100 characters, a rule of a source 600)."""
    number = _RULE_NUMBER.match(value.strip())
    if number:
        return anchor(number.group(1))
    slug_ = markdown_slug(value, separator)
    if len(slug_) <= ANCHOR_LENGTH:
        return slug_
    cut = slug_.rfind(separator, 0, ANCHOR_LENGTH + 1)
    return slug_[:cut] if cut > 0 else slug_[:ANCHOR_LENGTH]
