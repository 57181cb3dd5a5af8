"""« L'atelier du juge »: the real engine in the browser (Pyodide), built into the site.

What the build adds (:func:`add_files`, called by the hook), all under ``atelier/`` except the service worker:

* ``atelier/index.md``: the page (a form and a YAML editor beside it, one result view); its script
  ``assets/atelier/atelier.js`` runs the engine in a Web Worker (``assets/atelier/worker.js``);
* ``atelier/pyodide/``: the Pyodide build pinned in ``tools/workbench/package-lock.json`` (``npm ci``
  checks its integrity), copied from ``tools/workbench/node_modules/pyodide``: no CDN, no network at run
  time, and no other page loads it; its ``python_stdlib.zip`` with bytecode for the modules Pyodide's start
  and the engine import, compiled at build time by that same Pyodide (:func:`_compiled`);
* ``atelier/moteur-<hash>.zip``: this package (without the site's modules that need jinja2 or MkDocs),
  PyYAML's pure-Python code and the knowledge base's ``scenarios/`` (the databases ``rulings run`` reads,
  and the rulings « Ouvrir dans l'atelier » opens), with the card databases parsed at build time
  (:func:`parsed_databases`) and the engine's bytecode for Pyodide's Python (:func:`_compiled`); the worker
  unpacks it in Pyodide's file system and calls
  :mod:`rulings.site.workbench_run`;
* ``atelier/donnees.json``: for the form, each game's cards (names, kinds) and its rules page's anchors;
* the editor (``assets/atelier/editor.js``, CodeMirror 6 and its YAML language): ``atelier/codemirror/``, the
  ES module files of the packages it imports (:func:`editor_modules`, pinned in ``tools/workbench/package-lock.json``
  beside Pyodide) named in the page's import map, no bundler; ``atelier/schemas/<game>.json``, each game's JSON
  Schema of a scenario (what ``rulings schema`` writes) for the editor's completion;
* what the site's service worker keeps for the workbench (:class:`Engine`, rulings/site/offline.py): the engine
  and the workbench are cached on its first visit, so that it works offline after.

:func:`open_link` is the « Ouvrir dans l'atelier » link of a case on a ruling page.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import logging
import re
import shutil
import subprocess
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

import yaml
from markupsafe import Markup
from mkdocs.structure.files import File

from rulings import games
from rulings.core.yamlio import MAX_BYTES

from .html_blocks import esc
from .text import anchor

log = logging.getLogger("mkdocs.plugins.rulings")

PAGE = "atelier/index.md"
PYODIDE = ("pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
PACKAGE = Path(__file__).resolve().parents[1]          # rulings/
NOT_IN_BROWSER = {"site"}                              # needs jinja2 / MkDocs; only workbench_run.py goes


def pyodide_dir(root: Path) -> Path:
    return Path(root) / "tools" / "workbench" / "node_modules" / "pyodide"


def _zip_bytes(entries) -> bytes:
    """A reproducible zip (fixed dates, sorted names): the same engine gives the same file and hash."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, data)
    return buffer.getvalue()


def engine_zip(root: Path) -> tuple[bytes, bytes | None]:
    """``lib/rulings`` (with the games' data files, as the package installs them), ``lib/yaml`` (pure Python) and
    ``scenarios/`` (YAML only), as the worker unpacks them;
    and the standard library Pyodide is to start with (:func:`_compiled`; None: Pyodide's own file)."""
    entries = []
    for path in sorted([*PACKAGE.rglob("*.py"), *PACKAGE.glob("games/*/*.yaml")]):   # a game's data files too
        relative = path.relative_to(PACKAGE)
        if relative.parts[0] in NOT_IN_BROWSER and relative.name not in ("__init__.py", "workbench_run.py"):
            continue
        entries.append((f"lib/rulings/{relative.as_posix()}", path.read_bytes()))
    yaml_dir = Path(yaml.__file__).parent
    for path in yaml_dir.glob("*.py"):
        entries.append((f"lib/yaml/{path.name}", path.read_bytes()))
    scenarios = Path(root) / "scenarios"
    for path in scenarios.rglob("*.yaml"):
        entries.append((f"scenarios/{path.relative_to(scenarios).as_posix()}", path.read_bytes()))
    entries.append((PARSED, parsed_databases(root)))
    bytecode, stdlib = _compiled(root, [entry for entry in entries if entry[0].startswith("lib/")])
    compiled = {name[:-len(".pyc")] + ".py" for name, _data in bytecode}
    return _zip_bytes([entry for entry in entries if entry[0] not in compiled] + bytecode), stdlib


def _compiled(root: Path, sources: list) -> tuple[list, bytes | None]:
    """What Pyodide's Python would compile at every first visit, compiled by it under Node.js at build time
    (``tools/workbench/compile.mjs``): the bytecode of ``sources`` (``lib/**/<module>.pyc``, sourceless: it
    replaces the source in the zip), and Pyodide's standard library with bytecode for the modules its start
    and the engine import (its ``python_stdlib.zip`` holds sources only: 1.8 s of compiling at each start).
    Kept in the system's temporary folder by the sources' hash (a build compiles only what changed since the
    last).  Without Node.js or Pyodide: no bytecode, and Pyodide's own standard library (slower to start)."""
    script = Path(root) / "tools" / "workbench" / "compile.mjs"
    node = shutil.which("node")
    if node is None or not (pyodide_dir(root) / "pyodide.mjs").is_file() or not script.is_file():
        return [], None
    sources_zip = _zip_bytes(sources)
    digest = hashlib.sha256(sources_zip + (pyodide_dir(root) / "package.json").read_bytes()
                            + script.read_bytes()).hexdigest()[:16]
    cached = Path(tempfile.gettempdir()) / f"rulings-atelier-pyc-{digest}.zip"
    with _alone(cached.with_suffix(".lock")):     # builds at the same time (the tests'): one compiles, the others wait
        if not cached.is_file():
            with tempfile.TemporaryDirectory() as work:
                (Path(work) / "engine.zip").write_bytes(sources_zip)
                done = subprocess.run([node, str(script), str(Path(work) / "engine.zip"),
                                       str(Path(work) / "pyc.zip")], capture_output=True, text=True, timeout=120)
                if done.returncode != 0:
                    log.info("rulings : bytecode de l'atelier non compilé (%s)", done.stderr.strip()[-300:])
                    return [], None
                (Path(work) / "pyc.zip").replace(cached)       # the same file system: tempfile.gettempdir()
    with zipfile.ZipFile(cached) as archive:
        return ([(name, archive.read(name)) for name in archive.namelist() if name.startswith("lib/")],
                archive.read(STDLIB) if STDLIB in archive.namelist() else None)


@contextlib.contextmanager
def _alone(lock: Path):
    """The block run by one process at a time (an advisory lock on ``lock``; where there is none, no wait)."""
    try:
        import fcntl
    except ImportError:         # pragma: no cover - not a POSIX system
        yield
        return
    with open(lock, "a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


STDLIB = "python_stdlib.zip"
PARSED = "parsed-databases.pickle"


def parsed_databases(root: Path) -> bytes:
    """Every card database file (``scenarios/*/database/``) as the engine's loader reads it, parsed now: the
    browser has only PyYAML's pure-Python parser, which takes most of a second on them at every first visit.
    Each entry is keyed by its path and the SHA-256 of its bytes (:func:`rulings.site.workbench_run.preparsed`
    uses it only for those very bytes), and named as the browser names it, so that a message quotes its place."""
    from rulings.core import parse_cache
    from rulings.core.yamlio import load_text

    from .workbench_run import ROOT

    table = {}
    for path in sorted(Path(root).glob("scenarios/*/database/**/*.yaml")):
        relative = path.relative_to(root).as_posix()
        data = path.read_bytes()
        try:
            parsed = load_text(data.decode("utf-8"), f"{ROOT}/{relative}")
        except Exception:       # a broken database is the engine's to report, in the browser as elsewhere
            continue
        table[relative] = (parse_cache.digest(data), parse_cache.dumps(parsed))
    return parse_cache.dumps(table)


def data_json(root: Path, directory_urls: bool) -> str:
    """What the page needs before the engine is up: each game's title, cards (for the form's suggestions)
    and the address of each of its rules (the trace links to them)."""
    out = []
    for game in games.all_games():
        rules_url = f"../{game.name}/regles/" + ("" if directory_urls else "index.html")
        cards = [{"name": facts.name, "kind": facts.kind}
                 for facts in game.catalogue(game.database(Path(root))).values()]
        out.append({"name": game.name, "title": game.title, "rules_url": rules_url, "cards": cards,
                    "anchors": {rule.id: anchor(rule.id) for _family, rules in game.rulebook.by_family()
                                for rule in rules}})
    return json.dumps({"games": out}, ensure_ascii=False, separators=(",", ":"))


EDITOR = "editor.js"             # docs/assets/atelier/: the editor's module, what it imports named by the import map
IMPORT = re.compile(r"""^[ \t]*(?:import|export)\b(?:[^;'"]*?\bfrom)?\s*['"]([^'"./][^'"]*)['"]""", re.M)


def _module_entry(package: Path) -> Path:
    """The ES module a package gives to ``import`` (its package.json's ``exports``, else ``module``)."""
    meta = json.loads((package / "package.json").read_text(encoding="utf-8"))
    exports = meta.get("exports")
    if isinstance(exports, dict):
        exports = exports.get(".", exports)
        exports = exports.get("import", exports.get("default")) if isinstance(exports, dict) else exports
    return package / (exports if isinstance(exports, str) else meta.get("module") or meta["main"])


def editor_modules(root: Path, docs_dir: Path) -> dict[str, tuple[str, Path]]:
    """Each package the editor's module imports, and what they import in turn, by its bare name
    (« @codemirror/view »): the file served (``codemirror/<name>-<version>.js``, under ``atelier/``, named by
    its version so that a new one is a new file) and the package's own ES module file in
    ``tools/workbench/node_modules``.  Empty when they are not installed: the page keeps its plain editor."""
    modules = Path(root) / "tools" / "workbench" / "node_modules"
    found: dict[str, tuple[str, Path]] = {}
    waiting = IMPORT.findall((Path(docs_dir) / "assets" / "atelier" / EDITOR).read_text(encoding="utf-8"))
    while waiting:
        name = waiting.pop()
        if name in found:
            continue
        package = modules / name
        if not (package / "package.json").is_file():
            return {}
        version = json.loads((package / "package.json").read_text(encoding="utf-8"))["version"]
        entry = _module_entry(package)
        found[name] = (f"codemirror/{name.lstrip('@').replace('/', '-')}-{version}.js", entry)
        waiting += IMPORT.findall(entry.read_text(encoding="utf-8"))
    return dict(sorted(found.items()))


def import_map(modules: dict[str, tuple[str, Path]]) -> str:
    """The page's import map: each bare name the editor's modules import, to its file (from the page's folder)."""
    text = json.dumps({"imports": {name: f"./{url}" for name, (url, _path) in modules.items()}},
                      separators=(",", ":"))
    return text.replace("</", "<\\/")


def schemas() -> dict[str, bytes]:
    """Each game's JSON Schema of a scenario (:func:`rulings.core.schema_export.scenario_schema`, the file
    ``rulings schema`` writes), compact: the editor completes the keys from it."""
    from rulings.core.schema_export import scenario_schema

    return {game.name: json.dumps(scenario_schema(game.name), ensure_ascii=False, separators=(",", ":"))
            .encode("utf-8") for game in games.all_games()}


def page(engine: str, modules: dict[str, tuple[str, Path]] | None = None) -> str:
    """The workbench page: the app is raw HTML, filled in by ``assets/atelier/atelier.js``."""
    html = (Path(__file__).parent / "templates" / "atelier.html").read_text(encoding="utf-8")
    return ("---\ntitle: Atelier du juge\ndescription: Lancer et modifier n'importe quel cas dans le navigateur, "
            "avec le vrai moteur.\n---\n\n"
            + html.replace("__ENGINE__", esc(engine)).replace("__MAX_BYTES__", str(MAX_BYTES))
            .replace("__IMPORTMAP__", import_map(modules or {})).replace("__EDITOR__", "1" if modules else ""))


def open_link(atelier_url: str, root: Path, scenario_path, case_name: str) -> Markup:
    """« Ouvrir dans l'atelier » for one case: ``atelier_url`` is the workbench's address seen from the ruling
    page; the scenario is named by its path under ``scenarios/`` (the folder the engine's zip holds), so a
    scenario from elsewhere (``RULINGS_SCENARIOS``) gets no link."""
    from urllib.parse import quote

    try:
        relative = Path(scenario_path).resolve().relative_to((Path(root) / "scenarios").resolve()).as_posix()
    except ValueError:
        return Markup("")
    fragment = f"fichier={quote(relative)}&cas={quote(case_name)}"
    return Markup(f'<p class="rulings-atelier-link"><a href="{esc(atelier_url)}#{esc(fragment)}">'
            "Ouvrir dans l'atelier</a> — changer une valeur et relancer le moteur</p>")


@dataclass(frozen=True)
class Engine:
    """What the workbench adds that the service worker keeps when the workbench asks (rulings/site/offline.py): its
    files (addresses from the site's root) and their digest."""
    files: list[str]
    digest: str


def add_files(files, config, root: Path) -> Engine:
    """Add the workbench's page and engine to the site (see the module's docstring)."""
    source = pyodide_dir(root)
    missing = [name for name in PYODIDE if not (source / name).is_file()]
    engine, stdlib = engine_zip(root)
    engine_name = f"moteur-{hashlib.sha256(engine).hexdigest()[:12]}.zip"
    modules = editor_modules(root, config["docs_dir"])
    files.append(File.generated(config, PAGE, content=page(engine_name, modules)))
    files.append(File.generated(config, f"atelier/{engine_name}", content=engine))
    files.append(File.generated(config, "atelier/donnees.json",
                                content=data_json(root, config["use_directory_urls"])))
    if missing:
        log.warning("rulings : l'atelier du juge n'a pas Pyodide (%s manquant dans %s) : lancez "
                    "« npm ci --prefix tools/workbench »", ", ".join(missing), source)
    digest = hashlib.sha256(engine)
    for name in PYODIDE:
        if name == STDLIB and stdlib is not None:          # with the bytecode compiled at build time
            files.append(File.generated(config, f"atelier/pyodide/{name}", content=stdlib))
            digest.update(hashlib.sha256(stdlib).digest())
        elif (source / name).is_file():
            files.append(File.generated(config, f"atelier/pyodide/{name}", abs_src_path=str(source / name)))
            digest.update(name.encode())
            digest.update(str((source / name).stat().st_size).encode())
    if not modules:
        log.warning("rulings : l'atelier du juge n'a pas son éditeur (CodeMirror manquant dans %s) : lancez "
                    "« npm ci --prefix tools/workbench » ; il garde l'éditeur simple", source.parent)
    editor = [f"atelier/{url}" for url, _path in modules.values()]
    for (url, path), name in zip(modules.values(), editor, strict=True):
        files.append(File.generated(config, name, abs_src_path=str(path)))
        digest.update(url.encode())                     # named by its version
    for game, schema in schemas().items():
        editor.append(f"atelier/schemas/{game}.json")
        files.append(File.generated(config, editor[-1], content=schema))
        digest.update(schema)
    assets = Path(config["docs_dir"]) / "assets" / "atelier"
    for path in sorted(assets.glob("*")):
        digest.update(path.read_bytes())
    page_url = "atelier/" if config["use_directory_urls"] else "atelier/index.html"
    return Engine(files=[page_url, f"atelier/{engine_name}", "atelier/donnees.json",
                         *(f"atelier/pyodide/{name}" for name in PYODIDE), *editor,
                         *(f"assets/atelier/{path.name}" for path in sorted(assets.glob("*")))],
                  digest=digest.hexdigest())
