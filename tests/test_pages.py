"""Every generated page, in a real browser, as a reader sees it: short enough, never wider than a phone, and the
cards pages' filters work.

* no page's content is taller than about 15 screens (1280 px wide, 800 px tall)
  before the reader unfolds anything;
* no page scrolls sideways on a phone (390 px wide);
* on each game's cards page, each filter keeps exactly the cards having the
  chosen value, and says how many.
"""

from __future__ import annotations

import pytest
from sitekit import Visit

from rulings import games

SCREEN = 800
MAX_SCREENS = 15


def _pages(site):
    return sorted(p for p in site.rglob("*.html") if "assets" not in p.parts and "search" not in p.parts
                  and p.name != "404.html")


TABS = 4      # pages loaded at once: the browser lays them out in parallel


@pytest.fixture(scope="module")
def sizes(browser, offline_site) -> list[tuple[int, int, str]]:
    """(content height at 1280 px, page width at 390 px, page) of every generated page, each loaded once (the
    search index, which no measure needs, is not loaded). The height is the content's, not the sidebars'.
    Several tabs load pages at once: navigations are started in each, then each is measured."""
    tabs = []
    for _ in range(TABS):
        tab = browser.new_page(viewport={"width": 1280, "height": SCREEN})
        tab.route("**/search/**", lambda route: route.abort())
        tab.route("**/workers/**", lambda route: route.abort())
        tabs.append(tab)
    paths = _pages(offline_site)
    for tab in tabs:              # a script may send a tab from one file:// page to another, not from about:blank
        tab.goto(paths[0].as_uri())
    found = []
    for start in range(0, len(paths), TABS):
        batch = list(zip(tabs, paths[start:start + TABS]))
        for tab, path in batch:
            tab.set_viewport_size({"width": 1280, "height": SCREEN})
            tab.evaluate("url => { setTimeout(() => { window.location.href = url }, 0) }", path.as_uri())
        for tab, path in batch:
            tab.wait_for_url(path.as_uri())
            tab.wait_for_load_state("load")
            height = tab.evaluate("document.querySelector('.md-content').scrollHeight")
            tab.set_viewport_size({"width": 390, "height": SCREEN})
            width = tab.evaluate("new Promise(done => requestAnimationFrame(() => "
                                 "done(document.documentElement.scrollWidth)))")
            found.append((height, width, str(path.relative_to(offline_site))))
    for tab in tabs:
        tab.close()
    return found


def test_no_page_is_taller_than_fifteen_screens(sizes):
    assert len(sizes) > 100
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
