"""Every generated page, in a real browser, as a reader sees it: short enough, never wider than a phone, and the
cards pages' filters work.

* no page's content is taller than about 15 screens (1280 px wide, 800 px tall)
  before the reader unfolds anything;
* no page scrolls sideways on a phone (390 px wide);
* on each game's cards page, each filter keeps exactly the cards having the
  chosen value, and says how many.
"""

from __future__ import annotations

import os

import pytest
from sitekit import Visit, evaluate_in_tabs, serve, split

from rulings import games

SCREEN = 800
MAX_SCREENS = 15


def _pages(site):
    return sorted(p for p in site.rglob("*.html") if "assets" not in p.parts and "search" not in p.parts
                  and p.name != "404.html")


FRAMES = 3     # pages loaded at once in each tab (frames of one tab share its renderer's thread)
TABS = 1       # tabs measuring at once (two were not faster here: 130 s against 115 s)

# Loads each page in a frame 1280 px wide (a frame is its page's viewport) and measures its content's height, then
# narrows the frame to 390 px and measures the page's width: the whole loop runs in the browser, with no round
# trip to the test per page.
_MEASURE = """async (paths) => {
  const screen = %d, frames = %d;
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
    element.style.width = "390px";
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
}""" % (SCREEN, FRAMES)


@pytest.fixture(scope="module")
def sizes(browser, offline_site) -> list[tuple[int, int, str]]:
    """(content height at 1280 px, page width at 390 px, page) of every generated page, served on localhost (the
    search index, which no measure needs, is not served). The height is the content's, not the sidebars'; -1 when
    a page has no content."""
    paths = [str(p.relative_to(offline_site)).replace(os.sep, "/") for p in _pages(offline_site)]
    with serve(offline_site, hidden=("search/", "assets/javascripts/workers/")) as address:
        tabs = [browser.new_page(viewport={"width": 1280, "height": SCREEN}) for _ in range(TABS)]
        for tab in tabs:
            tab.goto(address + "404.html")
        measures = evaluate_in_tabs(tabs, _MEASURE, split([address + p for p in paths], TABS))
        for tab in tabs:
            tab.close()
    return [(height, width, path) for (height, width), path in zip(measures, paths)]


def test_no_page_is_taller_than_fifteen_screens(sizes):
    assert len(sizes) > 100
    empty = [path for height, _w, path in sizes if height < 0]
    assert not empty, f"pages without content: {empty}"
    tall = [f"{path}: {height} px ({height / SCREEN:.1f} screens)" for height, _w, path in sizes
            if height > MAX_SCREENS * SCREEN]
    assert not tall, "\n".join(tall)


def test_no_page_scrolls_sideways_on_a_phone(sizes):
    wide = [f"{path}: {width} px" for _h, width, path in sizes if width > 390]
    assert not wide, "\n".join(wide)


@pytest.mark.parametrize("game", list(games.REGISTRY))
def test_the_cards_filters_keep_exactly_the_chosen_cards(browser, offline_site, game):
    visit = Visit(browser, (offline_site / game / "cartes" / "index.html").as_uri())
    page = visit.page
    boxes = page.locator(".rulings-filters select")
    total = page.locator(".rulings-cards li").count()
    assert boxes.count() >= 1 and total > 0
    assert page.locator(".rulings-filters-count").inner_text() == f"{total} carte{'s' if total > 1 else ''} sur {total}"
    for i in range(boxes.count()):
        box = boxes.nth(i)
        values = box.locator("option").evaluate_all("os => os.map(o => o.value).filter(Boolean)")
        for value in values:
            box.select_option(value)
            shown = page.locator(".rulings-cards li:not([hidden])")
            carried = shown.evaluate_all(f"els => els.map(e => (e.getAttribute('data-{i}') || '').split('|'))")
            assert carried and all(value in v for v in carried), (box.get_attribute("data-filter"), value)
            expected = page.locator(".rulings-cards li").evaluate_all(
                f"els => els.filter(e => (e.getAttribute('data-{i}') || '').split('|').includes({value!r})).length")
            assert len(carried) == expected
            assert page.locator(".rulings-filters-count").inner_text().startswith(f"{expected} carte")
        box.select_option("")
    assert visit.errors == [] and visit.outside() == []
