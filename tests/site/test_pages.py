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

from rulings import games
from tests.site.sitejobs import PHONE, SCREEN, pages
from tests.site.sitekit import Visit

MAX_SCREENS = 15


def test_no_page_is_taller_than_fifteen_screens(page_sizes, served_build):
    assert len(page_sizes) == len(pages(served_build[0])) > 100
    empty = [path for height, _w, path in page_sizes if height < 0]
    assert not empty, f"pages without content: {empty}"
    tall = [f"{path}: {height} px ({height / SCREEN:.1f} screens)" for height, _w, path in page_sizes
            if height > MAX_SCREENS * SCREEN]
    assert not tall, "\n".join(tall)


def test_no_page_scrolls_sideways_on_a_phone(page_sizes):
    wide = [f"{path}: {width} px" for _h, width, path in page_sizes if width > PHONE]
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
