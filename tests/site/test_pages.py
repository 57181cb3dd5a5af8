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


# Chooses each value of each filter in turn, as select_option does (the value set, then « input » and « change »), and
# reads what the list then shows: for each, [filter, value, what the cards shown carry, how many carry the value, the
# count the page says]. The loop runs in the page, with no round trip per value (five per value before).
_FILTERED = """() => {
  const boxes = [...document.querySelectorAll(".rulings-filters select")];
  const cards = [...document.querySelectorAll(".rulings-cards li")];
  const carried = (card, i) => (card.getAttribute("data-" + i) || "").split("|");
  const found = [];
  boxes.forEach((box, i) => {
    for (const value of [...box.options].map((o) => o.value).filter(Boolean)) {
      box.value = value;
      box.dispatchEvent(new Event("input", {bubbles: true}));
      box.dispatchEvent(new Event("change", {bubbles: true}));
      const shown = cards.filter((card) => !card.hidden).map((card) => carried(card, i));
      const carrying = cards.filter((card) => carried(card, i).includes(value)).length;
      found.push([box.getAttribute("data-filter"), value, shown, carrying,
                  document.querySelector(".rulings-filters-count").textContent]);
    }
    box.value = "";
    box.dispatchEvent(new Event("change", {bubbles: true}));
  });
  return found;
}"""


@pytest.mark.parametrize("game", list(games.REGISTRY))
def test_the_cards_filters_keep_exactly_the_chosen_cards(browser, offline_site, game):
    visit = Visit(browser, (offline_site / game / "cartes" / "index.html").as_uri())
    page = visit.page
    boxes = page.locator(".rulings-filters select")
    total = page.locator(".rulings-cards li").count()
    assert boxes.count() >= 1 and total > 0
    everything = f"{total} carte{'s' if total > 1 else ''} sur {total}"
    assert page.locator(".rulings-filters-count").inner_text() == everything
    chosen = page.evaluate(_FILTERED)
    assert {box for box, *_ in chosen} == set(boxes.evaluate_all("bs => bs.map(b => b.getAttribute('data-filter'))"))
    for box, value, carried, expected, said in chosen:
        assert carried and all(value in v for v in carried), (box, value)
        assert len(carried) == expected and said.startswith(f"{expected} carte"), (box, value, said)
    assert page.locator(".rulings-filters-count").inner_text() == everything       # every filter back to « all »
    assert visit.errors == [] and visit.outside() == []
