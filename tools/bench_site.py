#!/usr/bin/env python3
"""Benchmark the site as a reader at a tournament table lives it, and its build.

On a phone (chromium at 390 px, its CPU 4x slower, the network « Fast 3G »: 150 ms of latency, 1.6 Mbit/s down),
cold cache, service workers off, the built site served over http (python's http.server), for each of a few
searches a player makes (« cercueil », « boule de feu », « bouftou »):

* first result: seconds from the last key typed to the first result holding the word, on the first page opened;
* downloaded: bytes received (uncompressed) from opening the page to that first result;
* kept: whether a click on that result loads the next page in place (no full reload);
* next page: the same search time there, for another word.

Each is measured on the site (« after ») and on plain Material built from the same pages with Material's own
search (« before »: what the site had). Then the build: the site's and plain Material's, and their ratio.
All of it on the bundled knowledge base, then on a synthetic one of ``--rulings`` rulings (10,000) plus the
catalogue. Targets (issue « The site at the table »): first result <= 3 s, next page <= 1 s, <= 1 MB before the
first result, the page kept; within 1.5x at 10,000 rulings; build ratio <= 1.0.

    python tools/bench_site.py [--rulings 10000] [--bundled-only]
    python tools/bench_site.py --smoke      # 3 synthetic rulings, one search without throttling: the script runs
                                            # (the tests run it), no target judged
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

TEMPLATE = """\
id: synthetique-{n}
title: "Décision synthétique n°{n} : {card} et la limitation à {limit} points"
game: eredan
status: {status}
source:
  document: 000_ed20e611d15ee255.txt
  post: Modification de caractéristique, immunité et limitation
  date: 2011-09-05
  quote: "Dame Yilith limite la variation des caractéristiques des deux personnages en combat à trois points."
cards: [Dame Yilith, {card}, Coup de barre]
tags: [synthétique, groupe {group}]
ruling: "Cas synthétique n°{n} : une variation de {amount} est limitée à {limit}."
define:
  characters:
    - name: Adversaire {n}
      text: "Personnage synthétique."
      source: {{kind: reconstructed, note: "Banc d'essai."}}
cases:
  - name: cas-{n}
    setup:
      initiative: B
      A: {{characters: [Dame Yilith]}}
      B: {{characters: [{{name: Adversaire {n}, spirit: {spirit}}}]}}
    fight: {{A: Dame Yilith, B: Adversaire {n}}}
    play:
      B: [{card}]
      A: [Coup de barre]
    expect:
      after Coup de barre:
        Adversaire {n}.spirit: {expected}
"""


def synthetic(folder: Path, count: int) -> None:
    target = folder / "eredan"
    target.mkdir(parents=True)
    for n in range(count):
        spirit = n % 5
        # Pierre cristal: spirit +4, limited to +3 by Dame Yilith; Coup de barre -1 -> +3 kept
        target.joinpath(f"synthetique-{n}.yaml").write_text(TEMPLATE.format(
            n=n, card="Pierre cristal", limit=3, amount=4, status=("confirmed", "unconfirmed")[n % 2],
            group=n % 20, spirit=spirit, expected=spirit + 3), encoding="utf-8")


def timed_build(project: Path, site: Path, env_extra: dict) -> float:
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1", **env_extra)
    env.pop("OFFLINE", None)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "mkdocs", "build", "-q", "-d", str(site)], cwd=project, env=env,
                   check=True)
    return time.perf_counter() - start


def plain_project(folder: Path, scenarios: Path | None) -> Path:
    """The same generated pages as ordinary Markdown files, built without our hook, with Material's own search
    (what the site had before its own): « plain Material ». ``scenarios``: None for the bundled ones."""
    sys.path.insert(0, str(ROOT))
    from rulings.core import kb
    from rulings.site import pages
    from rulings.site.hooks import game_sections

    report = kb.check(kb.load_all(ROOT, [scenarios] if scenarios is not None else None))
    project = folder / f"plain-{'bundled' if scenarios is None else scenarios.name}"
    docs = project / "docs"
    shutil.copytree(ROOT / "docs", docs)
    generated = pages.generate(report)
    for path, content in generated.pages.items():
        (docs / path).parent.mkdir(parents=True, exist_ok=True)
        (docs / path).write_text(generated.fill(content), encoding="utf-8")   # the HTML blocks inline
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    hook = "hooks:\n  - tools/site_hooks.py\n"
    assert hook in config, "mkdocs.yml no longer declares the hook as this script expects"
    config = config.replace(hook, "")
    # Material's own search, as before the site's (rulings/site/search.py): its plugin, and not our scripts
    config = config.replace("plugins:\n", "plugins:\n  - search:\n      lang: fr\n", 1)
    config = re.sub(r"(?m)^  - assets/(search|offline)\.js.*\n", "", config)
    # anything else naming the knowledge base (watch: scenarios/…) would abort a project that has none
    config = re.sub(r"(?m)^watch:\n(?:  - .*\n)+", "", config)
    nav = next(line for line in config.splitlines() if line.startswith("  - Jeux:"))
    config = config.replace(nav, "\n".join(f"  - {json.dumps(title, ensure_ascii=False)}: "
                                           f"{json.dumps(pages, ensure_ascii=False)}"
                                           for section in game_sections(ROOT / "docs", ROOT)
                                           for title, pages in section.items()))
    (project / "mkdocs.yml").write_text(config, encoding="utf-8")
    return project


# --- the phone -----------------------------------------------------------------------------------------------

PHONE = {"width": 390, "height": 844}
FAST_3G = {"offline": False, "latency": 150, "downloadThroughput": 1.6e6 / 8, "uploadThroughput": 750e3 / 8}
CPU_SLOWDOWN = 4
SEARCHES = [("cercueil", "solaris"), ("boule de feu", "bwork"), ("bouftou", "dame yilith")]
FIRST_PAGE = "eredan/"
TIMEOUT_MS = 180_000


def _folded(text: str) -> str:
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()


# true once the first result holds the first word typed (the results of the whole query, not of its first letters)
_ANSWERED = """(word) => {
  const item = document.querySelector(".md-search-result__item");
  const fold = (t) => t.normalize("NFKD").replace(/[\\u0300-\\u036f]/g, "").toLowerCase();
  return !!item && fold(item.textContent).includes(word);
}"""


def _search(page, words: str, timeout_ms: int) -> float | None:
    """Types ``words`` in the search box as a reader does (the box opened by its button on a phone); the seconds
    from the last key to the first result holding the first word; None: no result within ``timeout_ms``."""
    from playwright.sync_api import TimeoutError as Timeout

    if not page.evaluate("() => document.getElementById('__search').checked"):
        button = page.locator("label.md-header__button[for=__search]")
        if button.is_visible():
            button.click()
        else:
            page.locator("input.md-search__input").click()
    page.locator("input.md-search__input").fill("")
    page.keyboard.type(words, delay=80)
    typed = time.perf_counter()
    try:
        page.wait_for_function(_ANSWERED, arg=_folded(words.split()[0]), timeout=timeout_ms, polling=50)
    except Timeout:
        return None
    return time.perf_counter() - typed


def phone(browser, address: str, words: str, then: str, throttled: bool = True, timeout_ms: int = TIMEOUT_MS) -> dict:
    """One reader, cold: opens a game's page, searches ``words``, opens the first result, searches ``then``. A
    search without a result in ``timeout_ms`` ends the reader's visit (its time None)."""
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, service_workers="block")
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    received = [0]
    cdp.on("Network.dataReceived", lambda event: received.__setitem__(0, received[0] + event["dataLength"]))
    if throttled:
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
        cdp.send("Network.emulateNetworkConditions", FAST_3G)
    try:
        page.goto(address + FIRST_PAGE, wait_until="load", timeout=TIMEOUT_MS)
        first = _search(page, words, timeout_ms)
        downloaded = received[0]
        if first is None:
            return {"first": None, "bytes": downloaded, "kept": None, "next": None}
        page.evaluate("() => { window.__benchKept = true; }")
        before = page.url
        page.locator(".md-search-result__item a").first.click()
        page.wait_for_function("(before) => location.href !== before && document.readyState === 'complete'",
                               arg=before, timeout=TIMEOUT_MS)
        page.wait_for_timeout(300)
        kept = page.evaluate("() => window.__benchKept === true")
        following = _search(page, then, timeout_ms)
        return {"first": first, "bytes": downloaded, "kept": kept, "next": following}
    finally:
        context.close()


@contextlib.contextmanager
def served(site: Path):
    sys.path.insert(0, str(ROOT))
    from tests.site.sitekit import serve

    with serve(site) as address:
        yield address


def measure(browser, sites: dict[str, Path], searches, throttled: bool, timeout_ms: int = TIMEOUT_MS) -> dict:
    found = {}
    for label, site in sites.items():
        with served(site) as address:
            found[label] = [phone(browser, address, words, then, throttled, timeout_ms) for words, then in searches]
    return found


def _seconds(value: float | None, limit: str) -> str:
    return f"{value:9.2f} s" if value is not None else f"{'> ' + limit:>11}"


def report(title: str, found: dict, scale: float = 1.0) -> None:
    print(f"\n{title}")
    print(f"  {'':10} {'search':14} {'first result':>13} {'downloaded':>11} {'click':>11} {'next page':>10}")
    for label, runs in found.items():
        for (words, _then), run in zip(SEARCHES, runs, strict=False):   # runs: maybe the first alone
            click = "—" if run["kept"] is None else "kept" if run["kept"] else "reloaded"
            print(f"  {label:10} {words:14} {_seconds(run['first'], run.get('limit', ''))} "
                  f"{run['bytes'] / 1e6:8.2f} MB {click:>11} {_seconds(run['next'], run.get('limit', ''))}")
    after = found.get("after")
    if after:
        if any(run["first"] is None or run["next"] is None for run in after):
            print("  after: a search gave no result in time")
            return
        worst = {key: max(run[key] for run in after) for key in ("first", "bytes", "next")}
        print(f"  after, worst: first result {worst['first']:.2f} s (target <= {3 * scale:g} s), downloaded "
              f"{worst['bytes'] / 1e6:.2f} MB (target <= {1 * scale:g} MB), next page {worst['next']:.2f} s "
              f"(target <= {1 * scale:g} s), page kept on every click: {all(run['kept'] for run in after)}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rulings", type=int, default=10000)
    parser.add_argument("--bundled-only", action="store_true", help="the bundled knowledge base only")
    parser.add_argument("--synthetic-only", action="store_true", help="the synthetic knowledge base only")
    parser.add_argument("--smoke", action="store_true", help="3 synthetic rulings, one search, no throttling")
    parser.add_argument("--keep", type=Path, help="build the sites in this folder and keep them; sites already "
                        "there are measured again without building them (their build times are not printed)")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from tests.site.sitekit import CHROMIUM, launched

    browser_there = CHROMIUM is not None
    with tempfile.TemporaryDirectory() as scratch, \
            (launched() if browser_there else contextlib.nullcontext()) as browser:
        tmp = args.keep or Path(scratch)
        tmp.mkdir(parents=True, exist_ok=True)
        if args.smoke:
            scenarios = tmp / "scenarios"
            synthetic(scenarios, 3)
            generated = timed_build(ROOT, tmp / "site-synthetic", {"RULINGS_SCENARIOS": str(scenarios)})
            print(f"3 synthetic rulings:          {generated:6.1f} s")
            plain = timed_build(plain_project(tmp, scenarios), tmp / "site-plain", {})
            print(f"plain Material, same pages:   {plain:6.1f} s")
            print(f"ratio generated / plain:      {generated / plain:6.2f}")
            if browser_there:
                SEARCHES[:] = SEARCHES[:1]
                report("one search, no throttling (smoke)",
                       measure(browser, {"after": tmp / "site-synthetic"}, SEARCHES, throttled=False))
            return 0
        bases: list[tuple[str, Path | None]] = [] if args.synthetic_only else [("bundled knowledge base", None)]
        if not args.bundled_only:
            scenarios = tmp / "scenarios"
            if not scenarios.is_dir():
                synthetic(scenarios, args.rulings)
            bases.append((f"{args.rulings} synthetic rulings and the catalogue", scenarios))
        for title, scenarios in bases:
            env: dict[str, str] = {"RULINGS_SCENARIOS": str(scenarios)} if scenarios is not None else {}
            name = "bundled" if scenarios is None else "synthetic"
            if (tmp / f"site-{name}").is_dir() and (tmp / f"site-{name}-plain").is_dir():
                print(f"\n{title}: the sites kept in {tmp}")
            else:
                generated = timed_build(ROOT, tmp / f"site-{name}", env)
                plain = timed_build(plain_project(tmp, scenarios), tmp / f"site-{name}-plain", {})
                print(f"\n{title}: build {generated:.1f} s, plain Material {plain:.1f} s, "
                      f"ratio {generated / plain:.2f} (target <= 1.00)")
            if browser_there:
                # before, at 10,000 rulings: one search, given 90 s (Material's index alone takes minutes here)
                limit = TIMEOUT_MS if scenarios is None else 90_000
                found = measure(browser, {"before": tmp / f"site-{name}-plain"},
                                SEARCHES if scenarios is None else SEARCHES[:1], throttled=True, timeout_ms=limit)
                for run in found["before"]:
                    run["limit"] = f"{limit // 1000} s"
                found.update(measure(browser, {"after": tmp / f"site-{name}"}, SEARCHES, throttled=True))
                report(f"{title}, on a phone (390 px, CPU /{CPU_SLOWDOWN}, Fast 3G), cold", found,
                       1.0 if scenarios is None else 1.5)
            else:
                print("  (no chromium: the phone is not measured)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
