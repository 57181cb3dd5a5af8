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

from tests.site.sitekit import (
    Visit,
    evaluate_in_tabs,
    launched,
    rulings_export,
    search_many,
    serve,
    sitemap_pages,
    split,
)

SCREEN = 800       # px: a desktop screen's height (the content's height is counted in these)
PHONE = 390        # px: a phone's width
FRAMES = 1         # pages shown at once in each tab (frames of one tab share its renderer's thread)
TABS = 1           # tabs measuring at once


def pages(site: Path) -> list[Path]:
    """Every generated page of ``site``: its search pages, assets and 404 page left out."""
    return sorted(p for p in site.rglob("*.html") if "assets" not in p.parts and "search" not in p.parts
                  and p.name != "404.html")


# Opens each page in a frame 1280 px wide (a frame is its page's viewport) as a reader does who follows a link inside
# the site: Material's instant navigation fetches the page and puts it in place of the one shown (where loading each
# whole, its scripts and styles read anew, took 200 s of the processor for the 688 pages). The pages instant
# navigation does not take (left out of the sitemap: the workbench's) are loaded whole, and so is the page after each
# (nothing of the workbench goes on running behind it). Measures the page at the frame's width, then at the other
# width (the content's height at 1280 px, the page's width at a phone's), and leaves the frame at that width for the
# next page, which is measured at it first: each page is laid out at each width once (3 times when the frame went
# back to 1280 px for each page), read as soon as it is laid out, before the page's scripts hear of the resize (none
# of this site's changes a size then: the same 688 measures with a frame drawn between). The frame is hidden
# (`visibility`: laid out the same, not painted). The whole
# loop runs in the browser, with no round trip per page. These three cut the job's 124 s of the processor to 91 s,
# every measure the same.
_MEASURE = """async (pages) => {
  const screen = %d, phone = %d, frames = %d;
  const timed = (url, promise) => Promise.race([promise, new Promise((_, fail) =>
    setTimeout(() => fail(new Error("page not shown in 30 s: " + url)), 30000))]);
  const whole = (element, url) => new Promise((done) => { element.onload = done; element.src = url; });
  // true if instant navigation put the page in place, false if the click loaded it whole (Material not ready yet)
  const linked = (element, url) => new Promise((done) => {
    const win = element.contentWindow;
    let first = true;         // document$ tells the page shown at once, then each page put in its place
    const seen = win.document$.subscribe(() => {
      if (first) { first = false; return; }
      setTimeout(() => seen.unsubscribe());
      done(true);
    });
    element.onload = () => done(false);
    const link = win.document.createElement("a");
    link.href = url;
    win.document.body.append(link);
    link.click();
  });
  // instant navigation takes a click once Material has read the sitemap, which it fetches after a whole load
  const ready = (element, url) => timed(url, (async () => {
    const win = element.contentWindow;
    const base = JSON.parse(win.document.getElementById("__config").textContent).base;
    const sitemap = new URL("sitemap.xml", new URL(base, win.location.href)).href;
    while (!win.performance.getEntriesByName(sitemap).length) await new Promise((done) => setTimeout(done, 20));
    await new Promise((done) => setTimeout(done, 100));
  })());
  const found = new Array(pages.length);
  let next = 0;
  const worker = async () => {
    const element = document.createElement("iframe");
    element.style.cssText = `width: 1280px; height: ${screen}px; border: 0; visibility: hidden`;
    document.body.append(element);
    let last = null;          // how the frame's page came: whole or by a link
    let wide = true;          // the frame's width: 1280 px, else a phone's
    const measure = (page) => {
      const content = page.querySelector(".md-content");
      return wide ? {height: content ? content.scrollHeight : -1} : {width: page.documentElement.scrollWidth};
    };
    while (next < pages.length) {
      const index = next++;
      const [url, inSitemap] = pages[index];
      if (last === null || !inSitemap || last === "outside") {
        await timed(url, whole(element, url));
        last = inSitemap ? "whole" : "outside";
      } else {
        if (last === "whole") await ready(element, url);
        last = await timed(url, linked(element, url)) ? "linked" : "whole";
      }
      const page = element.contentDocument;
      const first = measure(page);
      wide = !wide;
      element.style.width = (wide ? 1280 : phone) + "px";      // laid out anew as the next measure reads it
      const sizes = {...first, ...measure(page)};
      found[index] = [sizes.height, sizes.width];
    }
  };
  await Promise.all(Array.from({length: frames}, worker));
  return found;
}""" % (SCREEN, PHONE, FRAMES)  # noqa: UP031 (a format string would double every brace of the JavaScript)


def page_sizes(browser, site: Path) -> list[list]:
    """[content height at 1280 px, page width at a phone's width, page] of every generated page of the site as
    ``mkdocs build`` makes it to be served, over http on localhost, each reached by a link from the one before where
    instant navigation takes it (service workers left out: the offline copy each page would start making is not
    what is measured). The height is the content's, not the sidebars'; -1 when a page has no content."""
    paths = [str(p.relative_to(site)).replace(os.sep, "/") for p in pages(site)]
    addresses = [p.removesuffix("index.html") for p in paths]
    linked = set(sitemap_pages((site / "sitemap.xml").read_text(encoding="utf-8")))
    with serve(site) as root:
        context = browser.new_context(viewport={"width": 1280, "height": SCREEN}, service_workers="block")
        tabs = [context.new_page() for _ in range(TABS)]
        for tab in tabs:
            tab.goto(root + "404.html")
        parts = split([[root + a, a in linked] for a in addresses], TABS)
        measures = evaluate_in_tabs(tabs, _MEASURE, parts)
        context.close()
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


def main(argv: list[str]) -> int:
    name, site, out = argv
    with launched() as browser:
        found = JOBS[name](browser, Path(site))
    Path(out).write_text(json.dumps(found, ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
