"""The site offline after one visit, at a tournament table with no network: the service worker.

``service-worker.js`` at the site's root (a service worker's scope is its folder and below), from
``templates/service-worker.js``, which says what it keeps; every page registers it (``docs/assets/offline.js``).
Its version (its cache's name) changes with the engine and with the scripts that drive it, so that a new build
replaces what a reader kept. The downloadable build read from ``file://`` has no service worker (browsers allow
none there): it is on the reader's disk already.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from mkdocs.structure.files import File

from .workbench import Engine

SW = "service-worker.js"
SCRIPTS = ("search.js", "offline.js")     # docs/assets/: the scripts the service worker serves the site with


def add_file(files, config, engine: Engine) -> None:
    template = (Path(__file__).parent / "templates" / SW).read_text(encoding="utf-8")
    digest = hashlib.sha256(engine.digest.encode() + template.encode())
    for name in SCRIPTS:
        digest.update((Path(config["docs_dir"]) / "assets" / name).read_bytes())
    worker = template.replace("__VERSION__", digest.hexdigest()[:12]).replace("__ENGINE__", json.dumps(engine.files))
    files.append(File.generated(config, SW, content=worker))
