"""The site tests' tools: the real MkDocs build, and a page visited in a real browser."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# Debian's chromium; RULINGS_CHROMIUM names another Chromium-based browser (e.g. on a hosted CI runner)
CHROMIUM = os.environ.get("RULINGS_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")


def build(target: Path, offline: bool = False, scenarios: Path | None = None,
          strict: bool = True) -> subprocess.CompletedProcess:
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    env.pop("OFFLINE", None)
    if offline:
        env["OFFLINE"] = "true"
    if scenarios is not None:
        env["RULINGS_SCENARIOS"] = str(scenarios)
    return subprocess.run([sys.executable, "-m", "mkdocs", "build", *(["--strict"] if strict else []), "-d", str(target)],
                          cwd=ROOT, env=env, capture_output=True, text=True)


class Visit:
    """A page with every request, console error and dialog recorded."""

    def __init__(self, browser, url: str):
        self.page = browser.new_page()
        self.requests, self.errors, self.dialogs = [], [], []
        self.page.on("request", lambda r: self.requests.append(r.url))
        self.page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on("dialog", lambda d: (self.dialogs.append(d.message), d.dismiss()))
        self.page.goto(url)

    def search(self, words: str) -> list[str]:
        box = self.page.locator("input.md-search__input")
        box.click()
        # the search index loads in a worker (an iframe from file://): type once it is ready
        self.page.wait_for_function(
            "() => !document.querySelector('.md-search-result__meta')"
            "  || !/nitialis/.test(document.querySelector('.md-search-result__meta').textContent)",
            timeout=15000)
        self.page.keyboard.type(words, delay=20)
        self.page.wait_for_selector(".md-search-result__item", timeout=15000)
        return self.page.locator(".md-search-result__item").all_inner_texts()

    def outside(self) -> list[str]:
        return [u for u in self.requests if not u.startswith(("file://", "data:", "blob:", "about:"))]


def search_results(visit, words: str) -> list[str]:
    """The pages the site's search box lists for ``words``, best first (their file:// URLs), as fast as the
    page answers: the box is emptied, then ``words`` is put in it and a key released, and the list is read
    once the result count for these words is shown."""
    page = visit.page
    box = page.locator("input.md-search__input")
    if not page.evaluate("() => document.querySelector('[data-md-toggle=search]').checked"):
        box.click()
        page.wait_for_function(
            "() => !document.querySelector('.md-search-result__meta')"
            "  || !/nitialis/.test(document.querySelector('.md-search-result__meta').textContent)", timeout=15000)
    box.fill("")
    box.press("End")
    page.wait_for_function("() => !document.querySelector('.md-search-result__item')", timeout=15000)
    box.fill(words)
    box.press("End")
    page.wait_for_function(
        "() => document.querySelector('.md-search-result__item') || "
        "/aucun/i.test(document.querySelector('.md-search-result__meta').textContent)", timeout=15000)
    hrefs = page.eval_on_selector_all(".md-search-result__item > a", "els => els.map(e => e.href)")
    return list(dict.fromkeys(h.split("?")[0].split("#")[0] for h in hrefs))     # pages, not their sections
