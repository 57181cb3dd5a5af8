#!/usr/bin/env python3
"""Benchmark the workbench's editor (CodeMirror 6, docs/assets/atelier/editor.js) in headless chromium, on the
real site built and served on localhost (python's http.server: no compression), cold cache, service workers off.

Prints, for the workbench opened on a bundled case:
* what the editor adds: its files (requests and bytes received: CodeMirror's modules, editor.js, completion.js,
  the game's schema) and the files the build adds for it (atelier/codemirror/, atelier/schemas/);
* the time from opening the page to an editable editor (the mark ``atelier-editor-ready``), median of ``--runs``:
  on a desktop (1280 px, no throttling), and on an emulated phone (390 px, touch, CPU 4x slower, « Fast 3G » as
  tools/bench_site.py) with the editor asked for (the phone's default is the plain textarea, which loads nothing
  more: its requests are counted too).

    python tools/bench_editor.py [--site DIR] [--runs 3]
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import re
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.site.sitekit import CHROMIUM, build, launched  # noqa: E402

URL = "atelier/#fichier=eredan/regles/degats-reduction.yaml&cas=gentil-jorusien-physiques-et-directs"
EDITOR = re.compile(r"/atelier/(codemirror|schemas)/|/assets/atelier/(editor|completion)\.js$")
FAST_3G = {"offline": False, "latency": 150, "downloadThroughput": 1.6e6 / 8, "uploadThroughput": 750e3 / 8}
CHOICE = "rulings-atelier-editeur-simple"      # docs/assets/atelier/atelier.js: the reader's choice of editor


@contextlib.contextmanager
def serve(site: Path):
    """``site`` over http on localhost, quiet (a page closed while Pyodide downloads resets its connection)."""
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    class Server(http.server.ThreadingHTTPServer):
        def handle_error(self, request, client_address):
            pass

    server = Server(("127.0.0.1", 0), functools.partial(Quiet, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def opening(browser, base: str, phone: bool, editor: bool) -> dict:
    """One cold opening: seconds to the editable editor (None: not loaded), the editor's requests and bytes."""
    options = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True} if phone else \
        {"viewport": {"width": 1280, "height": 900}}
    context = browser.new_context(service_workers="block", **options)
    context.add_init_script(f"try {{ localStorage.setItem({CHOICE!r}, {'0' if editor else '1'!r}); }} catch (e) {{}}")
    page = context.new_page()
    if phone:
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
        cdp.send("Network.emulateNetworkConditions", FAST_3G)
    page.goto(base + URL)
    if editor:
        page.wait_for_function("() => performance.getEntriesByName('atelier-editor-ready').length", timeout=300_000)
    else:
        page.wait_for_function("() => document.getElementById('atelier').dataset.mode === 'simple'")
    verdict = None
    if not phone:                           # the engine's first verdict, which the editor's loading may delay
        page.wait_for_function("() => performance.getEntriesByName('atelier-first-verdict').length", timeout=120_000)
        verdict = page.evaluate("() => performance.getEntriesByName('atelier-first-verdict')[0].startTime") / 1000
    else:
        page.wait_for_timeout(2000)         # what the plain mode would load, given the time
    ready = page.evaluate("() => (performance.getEntriesByName('atelier-editor-ready')[0] || {}).startTime")
    files = page.evaluate("() => performance.getEntriesByType('resource').map(e => [e.name, e.encodedBodySize])")
    context.close()
    mine = [(name, size) for name, size in files if EDITOR.search(name)]
    return {"seconds": ready / 1000 if ready is not None else None, "requests": len(mine),
            "bytes": sum(size for _name, size in mine), "verdict": verdict}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a site already built (default: build one)")
    parser.add_argument("--runs", type=int, default=3, help="cold openings of each kind")
    args = parser.parse_args()
    if CHROMIUM is None:
        print("chromium is not installed (apt-get install chromium)")
        return 2
    with tempfile.TemporaryDirectory() as tmp:
        site = args.site
        if site is None:
            site = Path(tmp) / "site"
            result = build(site, strict=False)
            if result.returncode:
                print(result.stderr[-3000:])
                return 1
        built = [p for folder in ("codemirror", "schemas") for p in (site / "atelier" / folder).glob("*")]
        built += [site / "assets" / "atelier" / name for name in ("editor.js", "completion.js")]
        print(f"files the build adds for the editor: {len(built)}, {sum(p.stat().st_size for p in built) / 1e6:.2f} MB "
              f"(CodeMirror's modules {sum(p.stat().st_size for p in built if 'codemirror' in p.parts) / 1e6:.2f} MB, "
              f"schemas {sum(p.stat().st_size for p in built if 'schemas' in p.parts) / 1e6:.2f} MB)")
        with serve(site) as base, launched() as browser:
            for label, phone, editor in (("desktop (1280 px), editor", False, True),
                                         ("desktop (1280 px), plain mode chosen", False, False),
                                         ("phone (390 px, CPU /4, Fast 3G), editor asked for", True, True),
                                         ("phone (390 px, CPU /4, Fast 3G), plain mode (its default)", True, False)):
                started = time.perf_counter()
                runs = [opening(browser, base, phone, editor) for _ in range(args.runs)]
                seconds = [r["seconds"] for r in runs if r["seconds"] is not None]
                shown = f"open -> editable editor, median {statistics.median(seconds):.2f} s (each: " + \
                    ", ".join(f"{s:.2f}" for s in seconds) + ")" if seconds else "no editor loaded"
                verdicts = [r["verdict"] for r in runs if r["verdict"] is not None]
                if verdicts:
                    shown += f"; open -> the engine's first verdict, median {statistics.median(verdicts):.2f} s"
                print(f"{label}: {shown}; the editor's downloads: {runs[0]['requests']} requests, "
                      f"{runs[0]['bytes'] / 1e3:.0f} kB  [{time.perf_counter() - started:.0f} s]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
