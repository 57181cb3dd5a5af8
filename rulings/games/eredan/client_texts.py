"""The game's own French card texts: ``../shared/data/eredan/client-texts.json``.

The file holds every (French name, text) pair of the client's French localisation, with the English name and
text: several texts per name (levels, evolutions, « âme damnée » / « âme sacrée » variants, later revisions).
A database card carries the version it follows in its ``client:`` block (the text itself, verbatim, and why this
version); this module reads the file for everything else: ``rulings card`` and ``rulings new`` on a card the
database does not have, the site's catalogue of every card, the tests.

:func:`plain` is the one normalisation of the client's markup (``<tooltip_enchainement>Enchainement
<tooltip_enchainement>``, ``<i>…</i>`` for flavour, colours): the views show ``plain`` texts and the tests compare
``plain`` texts.  Texts © Feerik: :data:`CREDIT` goes wherever one is shown.
"""

from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass
from pathlib import Path

from rulings.core.errors import fold
from rulings.core.places import data_dir

DOCUMENT = "eredan/client-texts.json"     # under the data folder (../shared/data/)
CREDIT = "Eredan iTCG © Feerik"
ORIGIN_POST = "texte du client du jeu"

_PAIRED = re.compile(r"<(tooltip_\w*)>(.*?)<\1>", re.S)        # <tooltip_x>Word<tooltip_x> -> Word
_TAG = re.compile(r"</?(?:i|b|font)\b[^>]*>|<tooltip_\w*>?", re.I)     # (one text ends on a cut « <tooltip_ »)
_VARIANTS = (("amedamnee", "âme damnée"), ("amedamne", "âme damnée"), ("amesacre", "âme sacrée"))


def plain(text: str) -> str:
    """A client text without its markup: keywords kept as words, tags dropped, blanks squashed inside a line,
    paragraphs kept (one empty line between them)."""
    text = _PAIRED.sub(lambda m: m.group(2), text)
    text = _TAG.sub("", text)
    lines = [" ".join(line.split()) for line in text.replace("’", "'").splitlines()]
    paragraphs, current = [], []
    for line in lines:
        if line:
            current.append(line)
        elif current:
            paragraphs.append("\n".join(current))
            current = []
    if current:
        paragraphs.append("\n".join(current))
    return "\n\n".join(paragraphs)


_FLAVOUR = re.compile(r"<i>.*?</i>", re.S | re.I)


def abilities(text: str) -> list[str]:
    """The paragraphs of a client text that say what the card does (its flavour text, in italics, left out)."""
    return [p for p in plain(_FLAVOUR.sub("", text)).split("\n\n") if p]


def flavour(text: str) -> str:
    """The flavour text (in italics in the client), plain."""
    return " ".join(plain(m.group(0)) for m in _FLAVOUR.finditer(text))


def squashed(text: str) -> str:
    """``plain`` on one line: what comparisons use."""
    return " ".join(plain(text).split())


def variant(text: str) -> str | None:
    """« âme damnée » or « âme sacrée » when the text is that variant of the card (a marker of the client)."""
    for marker, label in _VARIANTS:
        if f"<tooltip_{marker}" in text:
            return label
    return None


@dataclass(frozen=True)
class ClientText:
    """One text of the client for a card name.  ``version`` counts from 1 among the texts of that name, in the
    file's order (the number a database card's ``client.version`` gives)."""

    name: str
    name_en: str
    text: str
    text_en: str
    version: int
    versions: int

    @property
    def label(self) -> str:
        kind = variant(self.text)
        return f"version {self.version} sur {self.versions}" + (f" ({kind})" if kind else "")


@dataclass(frozen=True)
class ClientCards:
    """Every card name of the client and its texts."""

    cards: dict            # French name -> tuple[ClientText, ...]
    folded: dict           # folded name -> French name

    def find(self, name: str) -> tuple[ClientText, ...]:
        """The texts of ``name`` (exact, or the same letters without case and accents); () if unknown."""
        exact = name if name in self.cards else self.folded.get(fold(name))
        return self.cards.get(exact, ()) if exact else ()


def json_string(text: str) -> str:
    """A text as a YAML double-quoted scalar (JSON's escapes are YAML's): a client text keeps its line breaks."""
    return json.dumps(text, ensure_ascii=False)


def path(root: Path) -> Path:
    return data_dir(Path(root).resolve()) / DOCUMENT


@functools.lru_cache(maxsize=4)
def _load(file: Path) -> ClientCards:
    if not file.is_file():
        return ClientCards({}, {})
    grouped: dict[str, list] = {}
    for entry in json.loads(file.read_text(encoding="utf-8")):
        grouped.setdefault(entry["name_fr"], []).append(entry)
    cards = {}
    for name, entries in grouped.items():
        cards[name] = tuple(ClientText(name, e["name_en"], e["text_fr"], e["text_en"], i + 1, len(entries))
                            for i, e in enumerate(entries))
    return ClientCards(cards, {fold(name): name for name in cards})


def load(root: Path) -> ClientCards:
    """The client's cards beside the knowledge base at ``root`` (empty when the data folder is absent)."""
    return _load(path(root).resolve())


# --- a database card's ``client:`` block -------------------------------------------------------------------------

VERDICTS = {"confirmed": "confirmée", "corrected": "corrigée d'après le texte du client",
            "contradicted": "contredite par le texte du client (le moteur garde l'hypothèse de la décision)",
            "unknown": "non tranchée par le texte du client", "none": "aucune hypothèse"}


@dataclass(frozen=True)
class ClientRef:
    """The client text a database card follows: which version (``version`` of the texts of ``name``), the text
    verbatim, why this version, what differs from the blog's quotation, the check of the former assumption
    (``assumption``, ``verdict``, ``checked``) and the abilities of the text no ruling needs (``unmodelled``)."""

    name: str
    version: int
    text: str
    why: str
    differs: str = ""
    assumption: str = ""
    verdict: str = "none"
    checked: str = ""
    unmodelled: tuple[str, ...] = ()


def reference(raw) -> ClientRef | None:
    """The ``client:`` block of a database entry (already validated by :data:`SPEC`)."""
    block = raw.get("client")
    if block is None:
        return None
    return ClientRef(block.get("name", raw.get("printed_name") or raw["name"]), block["version"], block["text"],
                     block["why"], block.get("differs", ""), block.get("assumption", ""),
                     block.get("verdict", "none"), block.get("checked", ""), tuple(block.get("unmodelled", ())))


def _spec():
    from rulings.core.spec import Int, ListOf, Obj, Str

    return Obj({
        "name": Str("Nom de la carte dans le client, quand il s'écrit autrement (« Ïolmarek »)."),
        "version": Int("Quelle version : son rang parmi les textes de ce nom, dans l'ordre du fichier.", minimum=1),
        "text": Str("Le texte de cette version, mot pour mot (balisage du client compris)."),
        "why": Str("Pourquoi cette version (quand le nom a plusieurs textes : celle qui s'accorde aux décisions)."),
        "differs": Str("Ce qui diffère entre le texte cité par le blog et celui du client."),
        "assumption": Str("L'hypothèse qu'on faisait avant de connaître ce texte (texte reconstitué)."),
        "verdict": Str("Ce que le texte du client dit de l'hypothèse.", enum=list(VERDICTS)),
        "checked": Str("Comment l'hypothèse a été vérifiée, et ce que le moteur suit désormais."),
        "unmodelled": ListOf(Str(), "Capacités du texte qu'aucune décision n'utilise : le moteur ne les modélise "
                                    "pas (affichées « non modélisé »)."),
    }, f"Le texte du jeu lui-même ({DOCUMENT}, {CREDIT}) et la version retenue.", required=["version", "text", "why"])


SPEC = _spec()
