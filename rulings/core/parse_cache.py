"""Parsed YAML files kept between runs, keyed by their bytes: `rulings check`, the site's build and pytest's
collection parse a file again only when it changed, as linters and type checkers keep a cache.

* :func:`kept`: while it is open, :func:`rulings.core.yamlio.load_file` takes each file's value from the
  folder ``<root>/.rulings_cache/yaml-<loader>/`` when one was kept for the very same name and bytes, and keeps
  the value of every file it parses;
* :func:`dumps` and :func:`loads`: a parsed value as bytes and back, also used by the workbench's table of
  card databases parsed at build time (:mod:`rulings.site.workbench`).

What a kept value can say is what :mod:`rulings.core.yamlio` would say: an entry is named by the SHA-256 of the
loader's own source, the file's name and its bytes, so an edited file, a renamed one or a changed loader is
parsed anew. A file that does not parse is never kept: its error is made again, with its line and column.
:func:`loads` makes only the classes of a parsed file (no pickle can run code through it). Deleting the folder
is always safe; ``RULINGS_CACHE=off`` turns the cache off.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import io
import os
import pickle
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from . import errors, yamlio

FOLDER = ".rulings_cache"
# what a parsed file is made of: :func:`loads` makes these and nothing else
_MADE = {(yamlio.__name__, "_rebuilt_map"): yamlio._rebuilt_map,
         (yamlio.__name__, "_rebuilt_list"): yamlio._rebuilt_list,
         (yamlio.__name__, "YText"): yamlio.YText,
         (errors.__name__, "Where"): errors.Where}


class _Unpickler(pickle.Unpickler):
    def __init__(self, blob: bytes, name: str | None = None):
        super().__init__(io.BytesIO(blob))
        self.name = name

    def find_class(self, module: str, name: str) -> Any:
        made = _MADE.get((module, name))
        if made is None:
            raise pickle.UnpicklingError(f"{module}.{name} is not part of a parsed file")
        return made

    def persistent_load(self, pid: Any) -> Any:
        if pid != "file" or self.name is None:
            raise pickle.UnpicklingError("not part of a parsed file")
        return self.name


class _NamelessPickler(pickle.Pickler):
    """Leaves the file's name out (each place of the value names its file): :func:`loads` gives it back."""

    def __init__(self, out: io.BytesIO, name: str):
        super().__init__(out, protocol=5)
        self.name = name

    def persistent_id(self, obj: Any) -> Any:
        return "file" if obj is self.name else None


def dumps(value: Any) -> bytes:
    return pickle.dumps(value, protocol=5)


def loads(blob: bytes, name: str | None = None) -> Any:
    """A parsed value from :func:`dumps`, or from :func:`dumps_nameless` with the file's ``name`` put back."""
    return _Unpickler(blob, name).load()


def dumps_nameless(value: Any, name: str) -> bytes:
    out = io.BytesIO()
    _NamelessPickler(out, name).dump(value)
    return out.getvalue()


# Within one process, the files parsed, by their bytes alone (and the loader's): a file of other name but the same
# bytes (a copy of the knowledge base, as the tests make hundreds of) is not parsed again. The oldest go first. Room
# for several knowledge bases (the bundled one: 271 files, 2 MB kept): with room for fewer files than one holds, each
# copy read whole pushed out the file the next copy would read first, and every file of every copy was parsed again.
_SAME_BYTES: dict[str, bytes] = {}
SAME_BYTES_KEPT = 2048


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@functools.lru_cache(maxsize=1)
def _loader_digest() -> str | None:
    """The SHA-256 of the sources that make a parsed value (None where they cannot be read: then no cache)."""
    total = hashlib.sha256()
    for module in (yamlio, errors):
        try:
            total.update(Path(module.__file__ or "").read_bytes())
        except OSError:
            return None
    return total.hexdigest()[:16]


class ParseCache:
    """One folder of parsed files, each in a file named by the digest of its name and bytes."""

    def __init__(self, folder: Path, loader: str):
        self.folder, self.loader = folder, loader
        self.writable = True

    def value(self, name: str, data: bytes) -> Any:
        entry = self.folder / digest(b"%s\0%s\0%s" % (self.loader.encode(), name.encode("utf-8", "surrogatepass"),
                                                       data))
        try:
            return loads(entry.read_bytes())
        except (OSError, pickle.UnpicklingError, EOFError, ValueError, TypeError, AttributeError):
            pass
        same = digest(b"%s\0%s" % (self.loader.encode(), data))
        if same in _SAME_BYTES:
            value = loads(_SAME_BYTES[same], name)
        else:
            value = yamlio.load_text(yamlio.decoded(data, name), name)      # a UserError is not kept
            if len(_SAME_BYTES) >= SAME_BYTES_KEPT:
                del _SAME_BYTES[next(iter(_SAME_BYTES))]
            _SAME_BYTES[same] = dumps_nameless(value, name)
        if self.writable:
            self._write(entry, dumps(value))
        return value

    def _write(self, entry: Path, blob: bytes) -> None:
        """Written whole or not at all (another process may read or write the same entry meanwhile)."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            handle, temporary = tempfile.mkstemp(dir=self.folder, prefix=".part-")
            with os.fdopen(handle, "wb") as out:
                out.write(blob)
            os.replace(temporary, entry)
        except OSError:
            self.writable = False           # a read-only knowledge base: parse, keep nothing


def turned_off() -> bool:
    """``RULINGS_CACHE=off`` (or 0, no, false): no cache is read or written, parsed files or verdicts."""
    return os.environ.get("RULINGS_CACHE", "").lower() in ("off", "0", "no", "false")


def opened(root: Path) -> ParseCache | None:
    """The cache of the knowledge base at ``root`` (None when it is off). The folders of other loaders are
    removed: they can never be read again."""
    if turned_off():
        return None
    loader = _loader_digest()
    if loader is None:
        return None
    base = Path(root) / FOLDER
    folder = base / f"yaml-{loader}"
    if not folder.is_dir() and base.is_dir():
        for old in base.glob("yaml-*"):
            shutil.rmtree(old, ignore_errors=True)
    if not (base / ".gitignore").is_file():
        try:
            base.mkdir(parents=True, exist_ok=True)
            (base / ".gitignore").write_text("# rulings' parse cache (rulings/core/parse_cache.py): safe to "
                                             "delete\n*\n")
        except OSError:
            pass
    return ParseCache(folder, loader)


@contextlib.contextmanager
def kept(root: Path) -> Iterator[ParseCache | None]:
    """The knowledge base at ``root`` read through its cache while the block runs."""
    cache, outer = opened(root), yamlio.parsed_by
    yamlio.parsed_by = cache.value if cache is not None else None
    try:
        yield cache
    finally:
        yamlio.parsed_by = outer
