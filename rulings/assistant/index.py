"""The index behind ``rulings ask``: every ruling's metadata, cached on disk.

Loading the knowledge base with the engine validates and prepares every case:
right for ``rulings check``, far too slow for a question asked at a table.
The index reads only what a search needs (id, title, status, ruling, cards,
tags, source post and quote, path), with libyaml when PyYAML has it, and only
the top-level blocks holding those keys (the cases are skipped unparsed).

The result is cached under :func:`cache_dir`, with each file's modification
time and size: a question re-reads only the files that changed since the last
one, and a fresh cache answers without importing YAML at all.  The cache is
written with :mod:`marshal` (the format of Python's own ``__pycache__``, read
about ten times faster than JSON; one file per Python version), in two parts:
the index a question reads, and the full metadata (quotes included) read only
when some file changed.

The inverted index maps each term (:func:`rulings.assistant.words.terms`) to
its postings: the numbers of the rulings holding it, packed as an
:class:`array.array`, and for each a bit set of the :data:`FIELDS` holding it;
only the terms of the question are unpacked.
"""

from __future__ import annotations

import marshal
import os
import re
import sys
import zlib
from array import array
from pathlib import Path

from .words import terms

VERSION = 7

# field -> (bit, weight): a term in a card name weighs more than one in the ruling's text
FIELDS = {"cards": (1, 4.0), "title": (2, 3.0), "tags": (4, 2.0), "post": (8, 1.5), "ruling": (16, 1.0),
          "id": (32, 1.0), "quote": (64, 0.5)}
WEIGHT_OF_BITS = [sum(w for bit, w in FIELDS.values() if bits & bit) for bits in range(128)]
META_KEYS = frozenset({"id", "title", "game", "status", "ruling", "cards", "tags", "source"})
_TOP_KEY = re.compile(r"([A-Za-z_][\w-]*)[ \t]*:(?:[ \t]|$)")


def cache_dir() -> Path:
    """``$RULINGS_CACHE_DIR``, else ``$XDG_CACHE_HOME/rulings``, else ``~/.cache/rulings``."""
    if os.environ.get("RULINGS_CACHE_DIR"):
        return Path(os.environ["RULINGS_CACHE_DIR"])
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "rulings"


def scan(root: Path) -> tuple[dict[str, list[int]], int]:
    """Scenario files under ``root`` (``database`` folders excluded): relative path -> [mtime_ns, size];
    and a digest of them all that does not depend on the order of the folder listing."""
    found: dict[str, list[int]] = {}
    digest = 0
    stack = [(str(root), "")]
    while stack:
        folder, prefix = stack.pop()
        try:
            entries = os.scandir(folder)
        except OSError:
            continue
        with entries:
            for entry in entries:
                if entry.name.startswith("."):
                    continue
                try:
                    folder_entry = entry.is_dir()
                except OSError:                 # a loop of symbolic links: a file that cannot be read
                    folder_entry = False
                if folder_entry:
                    if entry.name != "database":
                        stack.append((entry.path, prefix + entry.name + "/"))
                elif entry.name.endswith((".yaml", ".yml")):
                    try:
                        info = entry.stat()
                    except OSError:      # removed while we looked
                        continue
                    rel = prefix + entry.name
                    found[rel] = [info.st_mtime_ns, info.st_size]
                    digest += zlib.crc32(f"{rel}\0{info.st_mtime_ns}\0{info.st_size}".encode("utf-8", "replace"))
    return found, (digest + len(found)) % (1 << 64)


def _metadata_text(text: str) -> str:
    """The top-level blocks of a scenario file whose key is in :data:`META_KEYS` (the cases are left out)."""
    kept, keep = [], False
    for line in text.splitlines(keepends=True):
        first = line[:1]
        if first and first not in " \t#-\r\n":
            match = _TOP_KEY.match(line)
            keep = match is not None and match.group(1) in META_KEYS
        if keep:
            kept.append(line)
    return "".join(kept)


def _text(value) -> str:
    """A text field: a scalar, or a list of scalars joined (nested values are ignored, never expanded)."""
    if value is None:
        return ""
    if isinstance(value, list):
        return " ".join(str(v) for v in value if isinstance(v, (str, int, float)))
    return str(value) if isinstance(value, (str, int, float)) else ""


def read_metadata(path: Path) -> dict | None:
    """The searchable metadata of one scenario file, or None if it cannot be read as a scenario."""
    import yaml

    from rulings.core.errors import UserError
    from rulings.core.yamlio import load_plain, read_regular

    try:        # a regular file within the limit of every YAML file of the project (never a pipe: it would wait)
        text = read_regular(path).decode("utf-8")
    except (UserError, UnicodeDecodeError):
        return None
    raw = None
    try:
        raw = load_plain(_metadata_text(text))
    except (yaml.YAMLError, RecursionError, UserError):
        pass
    if not isinstance(raw, dict) or "id" not in raw:   # unusual layout: parse the whole file
        try:
            raw = load_plain(text)
        except (yaml.YAMLError, RecursionError, UserError):
            return None
    if not isinstance(raw, dict) or "id" not in raw:
        return None
    source = raw.get("source")
    if not isinstance(source, dict):
        source = {}

    def listed(key: str) -> list[str]:
        return [str(v) for v in raw[key] if isinstance(v, (str, int, float))] if isinstance(raw.get(key), list) else []

    return {"id": str(raw["id"]), "title": _text(raw.get("title")), "game": _text(raw.get("game")),
            "status": _text(raw.get("status")), "ruling": " ".join(_text(raw.get("ruling")).split()),
            "cards": listed("cards"), "tags": listed("tags"), "post": _text(source.get("post")),
            "quote": " ".join(_text(source.get("quote")).split())}


def build(docs: list[dict]) -> dict:
    """The inverted index of ``docs``: postings, card names and their terms."""
    postings: dict[str, dict[int, int]] = {}
    cards: dict[str, list] = {}
    by_game: dict[str, list[int]] = {}
    for number, doc in enumerate(docs):
        by_game.setdefault(str(doc.get("game")), []).append(number)
        for field, (bit, _weight) in FIELDS.items():
            for term in set(terms(_text(doc.get(field)))):
                row = postings.setdefault(term, {})
                row[number] = row.get(number, 0) | bit
        for card in doc["cards"]:
            entry = cards.get(card)
            if entry is None:
                entry = cards[card] = [tuple(terms(card)), []]
            entry[1].append(number)
    card_index: dict[str, list[str]] = {}
    for card, (card_terms, _docs) in cards.items():
        for term in set(card_terms):
            card_index.setdefault(term, []).append(card)
    return {
        "postings": {t: (array("I", row).tobytes(), bytes(row.values())) for t, row in postings.items()},
        "cards": {c: (t, array("I", d).tobytes()) for c, (t, d) in cards.items()},
        "card_index": card_index,
        "games": {game: array("I", numbers).tobytes() for game, numbers in by_game.items()},
    }


class Index:
    """The loaded index: ``docs`` (metadata and ``rel``, the path under ``root``) and each term's postings."""

    def __init__(self, data: dict, root: Path, shown=None):
        self.root = root
        self._shown = shown if shown is not None else data["docs"]   # list of dicts, or a _Shelf
        self.broken: list[str] = data.get("broken", [])
        self.postings: dict[str, tuple] = data["postings"]     # term -> (doc numbers, field bits), packed
        self.cards: dict[str, tuple] = data["cards"]           # card -> (terms, doc numbers packed)
        self.card_index: dict[str, list[str]] = data["card_index"]
        self.games: dict[str, bytes] = data["games"]           # game -> its doc numbers, packed

    def __len__(self) -> int:
        return len(self._shown)

    def doc(self, number: int) -> dict:
        """The metadata of ruling ``number`` (title, status, ruling, cards, tags, post, id, rel)."""
        return self._shown[number]

    @property
    def docs(self) -> list[dict]:
        return [self.doc(n) for n in range(len(self))]

    def posting(self, term: str) -> tuple[array, bytes]:
        """(doc numbers, field bits of each), for one term of the vocabulary."""
        packed, bits = self.postings[term]
        docs = array("I")
        docs.frombytes(packed)
        return docs, bits

    def game_docs(self, game: str) -> frozenset[int]:
        """The rulings of ``game``."""
        docs = array("I")
        docs.frombytes(self.games.get(game, b""))
        return frozenset(docs)

    def card_docs(self, card: str) -> array:
        docs = array("I")
        docs.frombytes(self.cards[card][1])
        return docs

    def path(self, doc: dict) -> str:
        """Where the ruling's file is, as a judge would type it (relative to the current folder when inside)."""
        full = self.root / doc["rel"]
        try:
            return str(full.relative_to(Path.cwd()))
        except ValueError:
            return str(full)


# --- the cache: marshal, the format of Python's own .pyc cache, is read ten times faster than JSON.
# Two files: the index a question reads, and the full metadata (quotes included) read only to update it.
# The index file is: a magic number (format version included), 8 bytes (length of the index), the index,
# then each ruling's metadata packed on its own, read only for the rulings shown.

_MAGIC = b"rulings-ask-index-%d\n" % VERSION


class _Shelf:
    """Rulings' metadata read from the index file on demand (the file stays open: a new cache written
    meanwhile replaces the file, not what this handle reads)."""

    def __init__(self, handle, base: int, offsets: array):
        self.handle, self.base, self.offsets = handle, base, offsets

    def __len__(self) -> int:
        return len(self.offsets) - 1

    def __getitem__(self, number: int) -> dict:
        self.handle.seek(self.base + self.offsets[number])
        return marshal.loads(self.handle.read(self.offsets[number + 1] - self.offsets[number]))


def _read_index(path: Path):
    try:
        handle = open(path, "rb")
    except OSError:
        return None, None
    try:
        if handle.read(len(_MAGIC)) != _MAGIC:
            raise ValueError("not an index of this version")
        size = int.from_bytes(handle.read(8), "little")
        if size > os.fstat(handle.fileno()).st_size:
            raise ValueError("truncated")
        data = marshal.loads(handle.read(size))
        if not isinstance(data, dict) or data.get("version") != VERSION:
            handle.close()
            return None, None
        offsets = array("Q")
        offsets.frombytes(data["offsets"])
        return data, _Shelf(handle, len(_MAGIC) + 8 + size, offsets)
    except (OSError, EOFError, ValueError, TypeError, KeyError):
        handle.close()
        return None, None


def _write_index(path: Path, data: dict, shown: list[dict]) -> None:
    blobs = [marshal.dumps(doc) for doc in shown]
    offsets = array("Q", [0])
    for blob in blobs:
        offsets.append(offsets[-1] + len(blob))
    head = marshal.dumps({**data, "offsets": offsets.tobytes()})
    _write(path, b"".join([_MAGIC, len(head).to_bytes(8, "little"), head, *blobs]))

def _cache_files(root: Path) -> tuple[Path, Path]:
    key = f"ask-{root.name}-{zlib.crc32(str(root).encode('utf-8')):08x}-py{sys.version_info[0]}{sys.version_info[1]}"
    return cache_dir() / f"{key}.index", cache_dir() / f"{key}.docs"


def _read(path: Path):
    try:
        with open(path, "rb") as handle:
            data = marshal.load(handle)
    except (OSError, EOFError, ValueError, TypeError):
        return None
    return data if isinstance(data, dict) and data.get("version") == VERSION else None


def _write(path: Path, data) -> None:
    """Best effort: a read-only home only makes the next question slower."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        with open(temporary, "wb") as handle:
            handle.write(data if isinstance(data, bytes) else marshal.dumps(data))
        os.replace(temporary, path)
    except (OSError, ValueError):
        pass


def load(root: str | os.PathLike, use_cache: bool = True) -> Index:
    """The index of the rulings under the folder ``root``."""
    root = Path(root).resolve()
    if not root.is_dir():
        from rulings.core.errors import UserError, Where

        from .messages import msg

        raise UserError(msg("ask.no_folder"), Where(str(root)))
    files, digest = scan(root)
    index_path, docs_path = _cache_files(root)
    cached, shelf = _read_index(index_path) if use_cache else (None, None)
    if cached is not None and cached["digest"] == digest:
        return Index(cached, root, shelf)
    if shelf is not None:
        shelf.handle.close()
    stored = _read(docs_path) if use_cache else None
    previous, old_files = {}, {}
    if stored is not None:
        old_files = stored["files"]
        previous = {rel: doc for rel, doc in stored["docs"].items() if old_files.get(rel) == files.get(rel)}
    docs, broken = [], []
    for rel in sorted(files):
        doc = previous[rel] if rel in previous else read_metadata(root / rel)
        if doc is None:
            broken.append(rel)
        else:
            doc["rel"] = rel
            docs.append(doc)
    shown = [{k: v for k, v in doc.items() if k != "quote"} for doc in docs]
    data = {"version": VERSION, "digest": digest, "broken": broken, **build(docs)}
    if use_cache:
        _write(docs_path, {"version": VERSION, "files": files,
                           "docs": {**{doc["rel"]: doc for doc in docs}, **{rel: None for rel in broken}}})
        _write_index(index_path, data, shown)
    return Index(data, root, shown)
