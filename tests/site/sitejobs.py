"""The slowest browser measures of the built site, each made in a process of its own, beside the rest of the suite.

These measures need nothing of the test session but a built site, and each keeps a browser busy for a minute or
more. tests/site/conftest.py runs those the tests need one after another (:class:`sitekit.Job`), from the moment their
site is built, on one core while the rest of the suite runs on the other; the test reads what the job measured
(JSON) and judges it. Run by hand::

    python -m tests.site.sitejobs page-sizes SITE OUT.json
    python -m tests.site.sitejobs catalogue-searches SITE OUT.json
    python -m tests.site.sitejobs site-searches SITE OUT.json

Each job gives what a real browser (Debian's chromium) shows of the real site: nothing is judged here.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from tests.site.sitekit import Visit, evaluate_in_tabs, launched, rulings_export, search_many, split

SCREEN = 800       # px: a desktop screen's height (the content's height is counted in these)
PHONE = 390        # px: a phone's width
FRAMES = 3         # pages loaded at once in each tab (frames of one tab share its renderer's thread)
TABS = 1           # tabs measuring at once (two were not faster here: 130 s against 115 s)


def pages(site: Path) -> list[Path]:
    """Every generated page of ``site``: its search pages, assets and 404 page left out."""
    return sorted(p for p in site.rglob("*.html") if "assets" not in p.parts and "search" not in p.parts
                  and p.name != "404.html")


# Loads each page in a frame 1280 px wide (a frame is its page's viewport) and measures its content's height, then
# narrows the frame to a phone's width and measures the page's width: the whole loop runs in the browser, with no
# round trip per page.
_MEASURE = """async (paths) => {
  const screen = %d, phone = %d, frames = %d;
  const load = (element, path) => new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error("page not loaded in 30 s: " + path)), 30000);
    element.onload = () => { clearTimeout(timer); done(element.contentDocument); };
    element.src = path;
  });
  const frame = async (element, path) => {
    element.style.width = "1280px";
    const page = await load(element, path);
    const content = page.querySelector(".md-content");
    const height = content ? content.scrollHeight : -1;
    element.style.width = phone + "px";
    await new Promise((done) => requestAnimationFrame(done));
    return [height, page.documentElement.scrollWidth];
  };
  const found = new Array(paths.length);
  let next = 0;
  const worker = async () => {
    const element = document.createElement("iframe");
    element.style.cssText = `width: 1280px; height: ${screen}px; border: 0`;
    document.body.append(element);
    while (next < paths.length) {
      const index = next++;
      found[index] = await frame(element, paths[index]);
    }
  };
  await Promise.all(Array.from({length: frames}, worker));
  return found;
}""" % (SCREEN, PHONE, FRAMES)  # noqa: UP031 (a format string would double every brace of the JavaScript)


def page_sizes(browser, site: Path) -> list[list]:
    """[content height at 1280 px, page width at a phone's width, page] of every generated page of the offline
    build, opened from ``file://`` as a reader opens it (the browser is launched with :data:`ARGS`: a page reads the
    frames it loads from the same folder). The height is the content's, not the sidebars'; -1 when a page has no
    content. (Served over http on localhost, the same measures took 10 % more of the processor: the server, and
    each page's service worker.)"""
    paths = [str(p.relative_to(site)).replace(os.sep, "/") for p in pages(site)]
    tabs = [browser.new_page(viewport={"width": 1280, "height": SCREEN}) for _ in range(TABS)]
    for tab in tabs:
        tab.goto((site / "404.html").as_uri())
    measures = evaluate_in_tabs(tabs, _MEASURE, split([(site / p).as_uri() for p in paths], TABS))
    return [[height, width, path] for (height, width), path in zip(measures, paths, strict=True)]


def catalogue_searches(browser, site: Path) -> list[list]:
    """[words, pages listed] for every search of tests/site/test_catalogue_search.py (each catalogue card's name typed
    as written and without accents), in the site's search box from ``file://``."""
    from tests.site.test_catalogue_search import searches

    visit = Visit(browser, (site / "index.html").as_uri())
    words = list(dict.fromkeys(words for _name, words in searches()))
    return [[w, found] for w, found in zip(words, search_many(visit, words), strict=True)]


def site_searches(browser, site: Path) -> dict:
    """For every search of the loops of tests/site/test_search.py (every card, character and ruling, typed whole, by its
    first word, with a typo): ``answers``, [words, pages listed]; and ``errors`` and ``outside``, what the page
    searched showed of errors and of requests off the site."""
    from tests.site.test_search import searches

    visit = Visit(browser, (site / "index.html").as_uri())
    words = searches(rulings_export())
    answers = [[w, found] for w, found in zip(words, search_many(visit, words), strict=True)]
    return {"answers": answers, "errors": visit.errors, "outside": visit.outside()}


JOBS = {"page-sizes": page_sizes, "catalogue-searches": catalogue_searches, "site-searches": site_searches}
# chromium's switches a job needs: page_sizes reads, from a file:// page, the file:// pages its frames load
ARGS = {"page-sizes": ("--allow-file-access-from-files",)}


def main(argv: list[str]) -> int:
    name, site, out = argv
    with launched(*ARGS.get(name, ())) as browser:
        found = JOBS[name](browser, Path(site))
    Path(out).write_text(json.dumps(found, ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
