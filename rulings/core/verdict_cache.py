"""Verdicts kept between runs of ``rulings check``, ``export`` and ``coverage``, as linters and type checkers keep
the results of the files that did not change (ruff's cache, mypy's incremental mode).

A ruling file whose every case passed is kept with what :func:`rulings.core.kb.verdicts` keeps of it: its
metadata, each case's name and place, the readings its runs read and the rules its traces applied
(``rulings rule``). The next run takes it from here, without
parsing or running it, when nothing it could depend on has changed. Its key is the SHA-256 of:

* the file's name and bytes;
* the engine: every file of the ``rulings`` package (its code and the games' data files);
* the knowledge base around it: every file of every game's card database and every shared ``defines.yaml``
  under ``scenarios/``;
* the sources and card data sets (``places.seeds_dir``, ``places.data_dir``): the quotes are checked there;
* Python's and PyYAML's versions, and the language of the messages.

Anything else is run afresh: a file with a failing case or an error, a file outside ``<root>/scenarios/``, a
run with ``RULINGS_CACHE=off``. The cache is one file, ``<root>/.rulings_cache/verdicts``, written whole
(another process may read it meanwhile) in :mod:`marshal`, which makes plain values only; deleting it is always
safe. The tests never read it: pytest runs every case (the root ``conftest.py``).
"""

from __future__ import annotations

import functools
import hashlib
import marshal
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from .errors import UserError, Where
from .parse_cache import FOLDER, turned_off
from .places import data_dir, seeds_dir
from .runner import CaseResult
from .scenario import Case, Scenario
from .yamlio import plain, read_regular

FILE = "verdicts"
FORMAT = 2        # what a record holds: a new one makes every kept verdict stale


def _files_digest(total: Any, folders: list[Path], pattern: str = "*") -> None:
    """Every file under ``folders`` matching ``pattern``, by its path inside its folder and its bytes."""
    for folder in folders:
        if not folder.is_dir():
            total.update(b"\0missing\0" + str(folder).encode("utf-8", "surrogatepass"))
            continue
        for path in sorted(p for p in folder.rglob(pattern) if p.is_file() and "__pycache__" not in p.parts):
            total.update(str(path.relative_to(folder)).encode("utf-8", "surrogatepass") + b"\0")
            with open(path, "rb") as data:          # in pieces: a data set may be megabytes
                while piece := data.read(1 << 16):
                    total.update(piece)
            total.update(b"\0")


@functools.lru_cache(maxsize=1)
def engine_digest() -> str:
    """Every file of the installed ``rulings`` package: its code and the games' data."""
    import yaml

    total = hashlib.sha256(f"{FORMAT} {sys.version} {yaml.__version__} {yaml.__with_libyaml__}".encode())
    _files_digest(total, [Path(__file__).resolve().parents[1]])
    return total.hexdigest()


def base_digest(root: Path) -> str:
    """What a ruling of the knowledge base at ``root`` may read beside its own file."""
    total = hashlib.sha256(engine_digest().encode())
    total.update((os.environ.get("RULINGS_LANG") or "").encode())
    scenarios = Path(root) / "scenarios"
    _files_digest(total, sorted(p for p in scenarios.glob("*/database") if p.is_dir()))
    _files_digest(total, [scenarios], "defines.yaml")
    _files_digest(total, [seeds_dir(root), data_dir(root)])
    return total.hexdigest()


class VerdictCache:
    """The kept verdicts of the knowledge base at ``root``: :meth:`scenario` takes one, :meth:`keep` adds one,
    :meth:`write` saves them."""

    def __init__(self, root: Path):
        self.root = Path(root)
        self.file = self.root / FOLDER / FILE
        self.scenarios = (self.root / "scenarios").resolve()
        self.base = base_digest(self.root)
        self.kept: dict[str, bytes] = {}         # a key -> its ruling and results (marshal: read when used)
        self.paths: dict[str, str] = {}         # a key -> the file's name (the kept files', then this run's)
        try:
            stored = marshal.loads(self.file.read_bytes())
            if isinstance(stored, dict) and stored.get("base") == self.base and \
                    stored["files"].keys() == stored["paths"].keys():
                self.kept, self.paths = dict(stored["files"]), dict(stored["paths"])
        except (OSError, EOFError, ValueError, TypeError, KeyError, AttributeError):
            pass
        self.fresh: dict[str, bytes] = {}        # what this run found or made: what it writes
        self.pending: dict[str, str] = {}      # a file's name -> the key of the bytes read, until kept
        self.seen: set[str] = set()      # the files this run looked at (another run's stay as they were)

    def _key(self, path: Path, data: bytes) -> str | None:
        try:
            Path(path).resolve().relative_to(self.scenarios)
        except ValueError:
            return None             # outside scenarios/: the defines.yaml above it are not in the base's digest
        return hashlib.sha256(str(path).encode("utf-8", "surrogatepass") + b"\0" + data).hexdigest()

    def scenario(self, path: Path) -> tuple[Scenario, dict[str, CaseResult], dict[str, list[str]]] | None:
        """The ruling of ``path``, its cases' results and the rules each applied, when kept for its very bytes;
        else None (the key of the bytes read is remembered for :meth:`keep`)."""
        self.seen.add(str(path))
        try:
            key = self._key(path, read_regular(path))       # a named pipe, a device…: refused, never opened
        except UserError:
            return None             # its load says why
        if key is None:
            return None
        blob = self.kept.get(key)
        if blob is None:
            self.pending[str(path)] = key
            return None
        self.fresh[key] = blob
        return _rebuilt(marshal.loads(blob))

    def keep(self, scenario: Scenario, results: dict[str, CaseResult], rules: dict[str, list[str]]) -> None:
        """Keep a ruling whose every case passed, under the key of the bytes :meth:`scenario` read (a failure or
        an error is always run again)."""
        key = self.pending.pop(scenario.path, None)
        if key is None or not all(results[c.node_id].passed and c.error is None for c in scenario.cases):
            return
        self.fresh[key] = marshal.dumps(_record(scenario, results, rules))
        self.paths[key] = scenario.path

    def write(self) -> None:
        """The verdicts kept, written whole or not at all: this run's, and those of the files it did not look at
        that still exist (``rulings check`` of one folder keeps the others'); nothing when nothing changed."""
        others = {key: blob for key, blob in self.kept.items()
                  if self.paths[key] not in self.seen and os.path.exists(self.paths[key])}
        files = {**others, **self.fresh}
        if files.keys() == self.kept.keys():
            return
        paths = {key: self.paths[key] for key in files}
        try:
            self.file.parent.mkdir(parents=True, exist_ok=True)
            handle, temporary = tempfile.mkstemp(dir=self.file.parent, prefix=".part-")
            with os.fdopen(handle, "wb") as out:
                out.write(marshal.dumps({"base": self.base, "files": files, "paths": paths}))
            os.replace(temporary, self.file)
        except OSError:
            pass            # a read-only knowledge base: keep nothing


def opened(root: Path) -> VerdictCache | None:
    return None if turned_off() else VerdictCache(root)


# --- a ruling as plain values, and back ------------------------------------------------------------------------

def _place(where: Where) -> tuple[int | None, int | None]:
    return where.line, where.column


def _record(scenario: Scenario, results: dict[str, CaseResult], rules: dict[str, list[str]]) -> dict[str, Any]:
    id_where = scenario.raw.at("id")        # a ruling kept was just read from its file (a YMap)
    return {
        "path": scenario.path, "id": str(scenario.id), "id_place": _place(id_where), "title": str(scenario.title),
        "game": scenario.game, "status": scenario.status, "source": plain(scenario.source),
        "cards": plain(scenario.cards), "tags": plain(scenario.tags), "ruling": str(scenario.ruling),
        "divergent_source": plain(scenario.divergent_source), "open_questions": plain(scenario.open_questions),
        "cases": [{"name": str(c.name), "title": str(c.title), "status": c.status, "place": _place(c.where),
                   "readings_read": dict(results[c.node_id].readings_read), "rules": list(rules[c.node_id])}
                  for c in scenario.cases],
    }


def _rebuilt(record: dict[str, Any]) -> tuple[Scenario, dict[str, CaseResult], dict[str, list[str]]]:
    path = record["path"]
    scenario = Scenario(path=path, id=record["id"], title=record["title"], game=record["game"],
                        status=record["status"], source=record["source"], cards=record["cards"],
                        tags=record["tags"], ruling=record["ruling"], raw=None,
                        divergent_source=record["divergent_source"], open_questions=record["open_questions"],
                        id_where=Where(path, *record["id_place"]))       # for another file with the same id
    results, rules = {}, {}
    for kept in record["cases"]:
        case = Case(scenario, kept["name"], kept["title"], kept["status"], None, Where(path, *kept["place"]))
        scenario.cases.append(case)
        results[case.node_id] = CaseResult(case, readings_read=kept["readings_read"])
        rules[case.node_id] = kept["rules"]
    return scenario, results, rules
