"""MkDocs hook: generate the rulings pages at build time (declared in mkdocs.yml).

Why a hook rather than a plugin or mkdocs-gen-files: the pages come from our
own package, a hook needs no extra dependency or entry point, and MkDocs 1.6
lets ``on_files`` add generated files (``File.generated``) without writing
anything to ``docs/``.

* every scenario is run by the engine; a failing ruling or an unreadable file
  is logged as a warning, so ``mkdocs build --strict`` fails on it;
* ``RULINGS_SCENARIOS`` (a folder) replaces ``scenarios/`` (benchmarks);
* with ``OFFLINE=true``, instant navigation is switched off (the offline
  plugin requires it) and the iframe-worker shim is served from the site.
"""

from __future__ import annotations

import logging
import os
from html import unescape
from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files

from rulings import games
from rulings.core import french, kb
from rulings.core.schema_export import schema_text
from rulings.site import offline, pages, search, workbench

log = logging.getLogger("mkdocs.plugins.rulings")
SHIM = "assets/vendor/iframe-worker/shim.js"
GENERATED: pages.Generated | None = None   # this build's pages, for on_page_content
SEARCH: search.Index | None = None          # this build's search index, fed by on_page_content
PAGES: list[str] = []                       # this build's pages' addresses, for the sitemap (on_post_build)


def _offline() -> bool:
    return os.environ.get("OFFLINE", "").lower() in ("1", "true", "yes")


def _root(config) -> Path:
    """The knowledge base is the folder of mkdocs.yml, never the installed package's."""
    return Path(config.config_file_path).resolve().parent


def game_sections(docs_dir, root: Path) -> list:
    """One navigation section per registered game, in the registry's order (mkdocs.yml lists none): its page,
    the format of its cases when ``docs/<game>/guide.md`` is written, its cards and its rules."""
    sections = []
    for name in games.REGISTRY:
        game = games.get(name)
        pages: list[str | dict[str, str]] = [f"{name}/index.md"]
        if (Path(docs_dir) / name / "guide.md").is_file():
            pages.append({"Format des cas": f"{name}/guide.md"})
        pages += [{"Cartes": f"{name}/cartes/index.md"}, {"Règles du moteur": f"{name}/regles/index.md"}]
        if game.known_cards(root):       # a light catalogue of every card it knows
            pages.append({"Catalogue des cartes": f"{name}/catalogue/index.md"})
        sections.append({game.title: pages})
    return sections


THEME = Path(__file__).parent / "theme"      # our overrides of Material's templates (theme/: each file says why)


@event_priority(100)  # before the offline plugin, which adds the CDN shim unless one is present
def on_config(config):
    if str(THEME) not in config.theme.dirs:
        config.theme.dirs.insert(0, str(THEME))
    # the pages instant navigation leaves to a whole load (the workbench: its engine needs a page of its own)
    config.extra.setdefault("sitemap_skip", workbench.PAGE.split("/")[0] + "/")
    nav = config["nav"]
    if nav is not None:       # the games go where mkdocs.yml says « Jeux: [] », else after the first pages
        slot = next((i for i, item in enumerate(nav) if isinstance(item, dict) and "Jeux" in item), None)
        if slot is not None:
            nav[slot:slot + 1] = game_sections(config["docs_dir"], _root(config))
    if _offline():
        features = config["theme"]["features"]
        for feature in ("navigation.instant", "navigation.instant.prefetch", "navigation.instant.progress"):
            if feature in features:
                features.remove(feature)
        polyfills = config.extra.setdefault("polyfills", [])
        if SHIM not in polyfills:
            polyfills.append(SHIM)
    return config


def on_files(files: Files, config) -> Files:
    folder = os.environ.get("RULINGS_SCENARIOS")
    root = _root(config)
    report = kb.check(kb.load_all(root, [Path(folder)] if folder else None))
    for err in report.errors:
        log.warning("rulings : %s", err)
    for scenario in report.scenarios:
        for case in scenario.cases:
            result = report.results[case.node_id]
            if not result.passed:
                notes = "; ".join(f.note() for f in result.failures) or str(result.error)
                log.warning("rulings : %s, le cas « %s » n'est pas vérifié par le moteur : %s",
                            report.relative(scenario.path), case.name, notes)
    if config.strict and (report.errors or report.failed):     # --strict would fail at the end: say it now
        raise PluginError("rulings : la construction stricte s'arrête avant les pages : "
                          f"{french.count(report.failed, 'cas non vérifié', 'cas non vérifiés')}, "
                          f"{french.count(len(report.errors), 'fichier en erreur', 'fichiers en erreur')} "
                          "(le détail ci-dessus)")
    global GENERATED, SEARCH, PAGES
    GENERATED = pages.generate(report, config["use_directory_urls"])
    SEARCH = search.Index()
    PAGES = []
    for path, content in GENERATED.pages.items():
        files.append(File.generated(config, path, content=content))
    files.append(File.generated(config, "rulings.json", content=pages.export_json(report)))
    for name in games.REGISTRY:
        files.append(File.generated(config, f"schema/{name}.scenario.schema.json", content=schema_text(name)))
    engine = workbench.add_files(files, config, root)       # « Atelier du juge »: the engine in the browser
    offline.add_file(files, config, engine)                 # the service worker: the site offline after one visit
    if not _offline():
        shim = files.get_file_from_path(SHIM)
        if shim is not None:
            files.remove(shim)
    return files


def on_serve(server, config, builder):
    """``mkdocs serve`` rebuilds when a scenario or a card changes, or the engine (the installed package)."""
    server.watch(str(_root(config) / "scenarios"))
    server.watch(str(Path(__file__).resolve().parents[1]))
    return server


def on_page_content(html: str, page, config, files) -> str:
    """Put back the large HTML blocks (cases, traces, YAML) that skipped Markdown conversion; give the page to the
    search's index."""
    html = GENERATED.fill(html) if GENERATED is not None else html
    if not page.url.startswith(config.extra["sitemap_skip"]):
        PAGES.append(page.url)
    if SEARCH is not None and not (page.meta.get("search") or {}).get("exclude"):
        SEARCH.add_page(page.url, unescape(page.title or ""), html,
                        tags=[unescape(str(t)) for t in page.meta.get("tags") or ()],
                        boost=float((page.meta.get("search") or {}).get("boost", 1)))
    return html


def on_post_build(config) -> None:
    """The search's index, split (rulings/site/search.py), from every page given; without a site_url, the sitemap
    that instant navigation reads (:func:`compact_sitemap`)."""
    if SEARCH is not None:
        SEARCH.write(Path(config["site_dir"]))
    if not config["site_url"]:
        (Path(config["site_dir"]) / "sitemap.xml").write_text(compact_sitemap(PAGES), encoding="utf-8")


def compact_sitemap(urls: list[str]) -> str:
    """Every page's address, for Material's instant navigation, where mkdocs.yml has no site_url (MkDocs's sitemap
    is then empty, and every click reloaded the whole page). Every reader downloads it, so it is short: the pages
    sorted, each as the count of characters it shares with the one before and the rest (« 17 synthetique-2/ »),
    in a comment of an empty sitemap; theme/main.html turns it into the sitemap Material reads, at the site's
    address in the reader's browser. At 10,000 rulings: 60 kB, where one address a line made 0.6 MB, which a phone
    had not received when the reader clicked a first result."""
    lines, previous = [], ""
    for url in sorted(set(urls)):
        shared = 0
        while shared < min(len(url), len(previous)) and url[shared] == previous[shared]:
            shared += 1
        lines.append(f"{shared} {url[shared:]}")
        previous = url
    body = "\n".join(lines).replace("--", "-\\-")       # a comment holds no « -- » (no page address has one)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
            f"<!--rulings-compact\n{body}\n--></urlset>\n")
