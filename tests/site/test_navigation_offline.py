"""The site served over http, as a reader at a table uses it: a click inside the site loads the next page in place
(Material's instant navigation, from any address: rulings/site/theme/sitemap.xml and main.html), the search loaded
on one page answers on the next without loading it again, the workbench loads whole; and after one visit, with the
network cut, the pages read and the whole search still work (rulings/site/offline.py), a page never opened says so.
"""

from __future__ import annotations

import re
import time

import pytest

from tests.site.sitekit import serve, sitemap_pages


@pytest.fixture(scope="module")
def site(served_build):
    target, built = served_build
    assert built.returncode == 0, built.stderr[-3000:]
    with serve(target) as address:
        yield address


def _files(page) -> list[str]:
    return page.evaluate("() => performance.getEntriesByType('resource').map((e) => e.name)")


def test_a_click_inside_the_site_keeps_the_page_and_its_search(browser, site):
    context = browser.new_context(viewport={"width": 390, "height": 844}, service_workers="block")
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(site + "eredan/", wait_until="load")
        page.wait_for_function("() => window.document$ !== undefined")
        page.evaluate("() => { window.__kept = true; }")
        page.locator(".md-content a[href$='cartes/']").first.click()
        page.wait_for_url(re.compile(r"/eredan/cartes/$"))
        page.wait_for_selector(".rulings-filters:not([hidden])")         # its script set up the new page
        assert page.evaluate("() => window.__kept === true"), "the page was loaded whole"
        page.locator("label.md-header__button[for=__search]").click()
        page.keyboard.type("cercueil", delay=30)
        page.wait_for_selector(".md-search-result__item")
        shards = [f for f in _files(page) if "/search/t/" in f]
        page.locator(".md-search-result__item a").first.click()
        page.wait_for_url(re.compile(r"cercueil-de-glace/$"))
        assert page.evaluate("() => window.__kept === true"), "the page was loaded whole"
        page.wait_for_function("() => !document.getElementById('__search').checked")     # the search closed
        page.locator("label.md-header__button[for=__search]").click()
        page.locator("input.md-search__input").fill("")            # it kept what was typed, as Material's
        page.keyboard.type("solaris", delay=30)
        page.wait_for_selector(".md-search-result__item")
        now = [f for f in _files(page) if "/search/t/" in f]
        assert len(now) == len(set(now)) and set(shards) <= set(now)     # nothing of the index loaded twice
        assert len(set(now) - set(shards)) <= 8         # the new word's shards (with those of its likely typos)
        page.goto(site + "eredan/")
        page.evaluate("() => { window.__kept = true; }")
        page.evaluate("() => document.querySelector(\"a[href$='atelier/']\").click()")     # in the closed drawer
        page.wait_for_url(re.compile(r"/atelier/$"))
        page.wait_for_load_state("load")
        assert page.evaluate("() => window.__kept") is None, "the workbench loads whole"
        assert errors == []
    finally:
        context.close()


def _kept(page) -> list[str]:
    return page.evaluate("async () => { const keys = await caches.keys(); if (!keys.length) return [];"
                         " const cache = await caches.open(keys[0]); return (await cache.keys()).map((r) => r.url); }")


def test_after_one_visit_the_pages_read_and_the_whole_search_work_offline(browser, site):
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    try:
        page.goto(site + "eredan/", wait_until="load")
        page.evaluate("async () => { const r = await navigator.serviceWorker.ready; r.active.postMessage({search: "
                      "true}); }")
        start = time.monotonic()
        manifest = page.evaluate("async () => (await fetch('../search/index.js')).text()")
        version = re.search(r'"version":"([0-9a-f]+)"', manifest).group(1)
        shards = len(re.search(r'"shards":\[([^\]]*)\]', manifest).group(1).split(","))
        sections, chunk = (int(re.search(rf'"{key}":(\d+)', manifest).group(1)) for key in ("sections", "chunk"))
        files = shards + -(-sections // chunk)
        while len([u for u in _kept(page) if f".{version}.js" in u]) < files and time.monotonic() - start < 120:
            time.sleep(0.5)
        assert len([u for u in _kept(page) if f".{version}.js" in u]) == files
        assert len([u for u in _kept(page) if "/search/t/" in u]) == shards
        context.set_offline(True)
        page.reload()
        assert page.locator("h1").first.inner_text().startswith("Eredan iTCG")
        page.locator("label.md-header__button[for=__search]").click()
        page.keyboard.type("solarsi", delay=30)            # a word never searched, with a typo
        page.wait_for_selector(".md-search-result__item")
        assert "Solaris" in page.locator(".md-search-result__item").first.inner_text()
        page.goto(site + "wakfu/cartes/")
        assert page.title() == "Hors ligne"
        assert "n'a pas encore été ouverte sur cet appareil" in page.inner_text("body")
    finally:
        context.close()


def test_the_sitemap_lists_every_page_but_the_workbench_in_a_few_bytes_each(served_build):
    site, _built = served_build
    text = (site / "sitemap.xml").read_text(encoding="utf-8")
    folders = [p.relative_to(site).parent for p in site.rglob("index.html")
               if "assets" not in p.parts and "search" not in p.parts]
    pages = {"" if f.parts == () else f"{f.as_posix()}/" for f in folders}
    pages = {p for p in pages if not p.startswith("atelier/")}
    assert set(sitemap_pages(text)) == pages
    assert len(text.encode()) < 20 * len(pages)          # one address a line made 70 bytes a page
