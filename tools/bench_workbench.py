#!/usr/bin/env python3
"""Benchmark « L'atelier du juge » in headless chromium: the real site built and served on localhost.

Prints
* cold: from opening the workbench (a fresh browser profile: nothing cached) to the first verdict of a
  bundled case, with its phases (Pyodide booted, engine unpacked, game loaded);
* second visit: the same in the same profile (HTTP cache and service worker warm);
* warm: each further run of the case (click → result shown), median and worst;
* the size the site grows by (Pyodide, the engine's zip, the rest).
Targets (issue « L'atelier du juge »): cold < 5 s on this 2-core machine, warm < 200 ms, growth ≤ 15 MB.
This machine's speed varies from hour to hour (Pyodide alone boots in 3.7 to 5.5 s): each cold opening is
paired with a boot of Pyodide alone just before it, and their difference, the workbench's own share, is printed.

    python tools/bench_workbench.py [--site DIR] [--cold 3] [--warm 10] [--case eredan/regles/x.yaml#name]
"""

from __future__ import annotations

import argparse
import functools
import http.server
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.site.sitekit import CHROMIUM, build  # noqa: E402

DEFAULT_CASE = "eredan/regles/degats-reduction.yaml#gentil-jorusien-physiques-et-directs"
MARKS = ("atelier-step-2", "atelier-step-3", "atelier-step-4", "atelier-first-verdict")
PHASES = ("Pyodide démarré", "moteur décompressé", "jeu chargé", "premier verdict")


def serve(site: Path) -> str:
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}/"


def first_verdict(page, url: str) -> tuple[float, list[float]]:
    """Seconds from navigation start to the first verdict, and to each phase."""
    page.goto(url)
    page.wait_for_function("() => Number((document.getElementById('atelier') || {dataset: {}}).dataset.runs || 0) > 0",
                           timeout=180_000)
    marks = page.evaluate("names => names.map(n => (performance.getEntriesByName(n)[0] || {startTime: NaN}).startTime)",
                          list(MARKS))
    return marks[-1] / 1000, [m / 1000 for m in marks]


PYODIDE_ALONE = """async base => {
  const started = performance.now();
  const source = `importScripts("${base}atelier/pyodide/pyodide.js");
    loadPyodide({indexURL: "${base}atelier/pyodide/"}).then(() => postMessage("up"));`;
  const worker = new Worker(URL.createObjectURL(new Blob([source], {type: "text/javascript"})));
  await new Promise(resolve => { worker.onmessage = resolve; });
  worker.terminate();
  return (performance.now() - started) / 1000;
}"""


def pyodide_alone(browser, base: str) -> float:
    """Seconds for Pyodide alone to boot in a worker (fresh profile): what the workbench adds is the rest."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(base + "404.html")
    seconds = page.evaluate(PYODIDE_ALONE, base)
    context.close()
    return seconds


def size(site: Path) -> dict[str, int]:
    files = [p for p in (site / "atelier").rglob("*") if p.is_file()]
    files += [site / "atelier-sw.js", *(p for p in (site / "assets" / "atelier").rglob("*") if p.is_file())]
    out = {"Pyodide": sum(p.stat().st_size for p in files if "pyodide" in p.parts)}
    out["moteur (zip)"] = sum(p.stat().st_size for p in files if p.name.startswith("moteur-"))
    out["page, scripts, données"] = sum(p.stat().st_size for p in files) - out["Pyodide"] - out["moteur (zip)"]
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a site already built (default: build one)")
    parser.add_argument("--cold", type=int, default=3, help="cold openings (fresh profile each)")
    parser.add_argument("--warm", type=int, default=10, help="further runs of the case")
    parser.add_argument("--case", default=DEFAULT_CASE, help="scenario under scenarios/, then #case")
    args = parser.parse_args()
    if CHROMIUM is None:
        print("chromium is not installed (apt-get install chromium)")
        return 2
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        site = args.site
        if site is None:
            site = Path(tmp) / "site"
            started = time.perf_counter()
            result = build(site, strict=False)
            if result.returncode:
                print(result.stderr[-3000:])
                return 1
            print(f"site built in {time.perf_counter() - started:.1f} s")
        base = serve(site)
        file, _, case = args.case.partition("#")
        url = f"{base}atelier/#fichier={file}" + (f"&cas={case}" if case else "")
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
            colds, phases, alone = [], [], []
            for _ in range(args.cold):
                alone.append(pyodide_alone(browser, base))
                context = browser.new_context()
                seconds, marks = first_verdict(context.new_page(), url)
                colds.append(seconds)
                phases.append(marks)
                context.close()
            context = browser.new_context()
            page = context.new_page()
            first_verdict(page, url)
            page.wait_for_function("async () => !!(await navigator.serviceWorker.ready).active", timeout=60_000)
            again, _marks = first_verdict(context.new_page(), url)
            warms = []
            for n in range(args.warm):
                page.click(".atelier-run")
                page.wait_for_function("n => Number(document.getElementById('atelier').dataset.runs) > n", arg=n + 1)
                warms.append(float(page.evaluate("() => document.getElementById('atelier').dataset.lastMs")))
            browser.close()
        median = statistics.median_low(colds)
        print(f"case: {args.case}")
        print(f"cold (open -> first verdict), median of {len(colds)}: {median:.2f} s "
              f"(each: {', '.join(f'{c:.2f}' for c in colds)}; target < 5 s)")
        best = phases[colds.index(median)]
        print("   phases: " + ", ".join(f"{name} {t:.2f} s" for name, t in zip(PHASES, best, strict=True)))
        print(f"   Pyodide alone (booted in a worker, no page, no engine), median: {statistics.median(alone):.2f} s")
        own = [c - a for c, a in zip(colds, alone, strict=True)]
        print(f"   the workbench's own share (each cold opening less the Pyodide boot measured just before it), "
              f"median: {statistics.median(own):.2f} s (each: {', '.join(f'{o:.2f}' for o in own)})")
        print(f"second visit (cache and service worker warm): {again:.2f} s")
        print(f"warm run, median of {len(warms)}: {statistics.median(warms):.0f} ms (worst {max(warms):.0f} ms; "
              "target < 200 ms)")
        sizes = size(site)
        print(f"site growth: {sum(sizes.values()) / 1e6:.2f} MB (" + ", ".join(
            f"{k} {v / 1e6:.2f} MB" for k, v in sizes.items()) + "; target ≤ 15 MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
