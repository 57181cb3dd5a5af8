"""The real site: a strict MkDocs build, then a real browser (Debian's chromium) on file:// pages.

The browser tests skip, with the reason shown, where chromium or playwright is
absent; `.ci/run` installs both so they run in CI.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.site.sitekit import HOSTILE_SCENARIOS, Visit, build

ROOT = Path(__file__).resolve().parents[2]


def test_strict_build_has_a_page_per_ruling_card_and_rule(offline_site, rulings_export):
    for ruling in rulings_export:
        assert (offline_site / ruling["game"] / "decisions" / f"{ruling['id']}.html").is_file(), ruling["id"]
    from rulings import games
    from rulings.site.text import slug

    for game in games.all_games():     # every game: its rules, every card, its index pages
        rules_page = (offline_site / game.name / "regles" / "index.html").read_text(encoding="utf-8")
        for rule in game.rulebook:
            assert f'id="{rule.id.replace(".", "-")}"' in rules_page, rule.id
        for name in game.catalogue(game.database(ROOT)):
            assert (offline_site / game.name / "cartes" / f"{slug(name)}.html").is_file(), name
        for page in ("index.html", "cartes/index.html"):
            assert (offline_site / game.name / page).is_file()
    assert json.loads((offline_site / "rulings.json").read_text(encoding="utf-8"))
    for name in games.REGISTRY:
        schema = json.loads((offline_site / "schema" / f"{name}.scenario.schema.json").read_text(encoding="utf-8"))
        assert schema["properties"]["game"]["enum"] == [name]


def test_offline_build_serves_the_shim_itself_and_no_web_font(offline_site):
    page = (offline_site / "index.html").read_text(encoding="utf-8")
    assert "unpkg.com" not in page and "fonts.googleapis.com" not in page
    assert "assets/vendor/iframe-worker/shim.js" in page
    assert (offline_site / "search" / "index.js").is_file()      # the search's manifest (rulings/site/search.py)


HOSTILE = (HOSTILE_SCENARIOS / "eredan" / "hostile.yaml").read_text(encoding="utf-8")


def test_untrusted_text_is_escaped_in_html(hostile_site):
    page = (hostile_site / "eredan" / "decisions" / "hostile.html").read_text(encoding="utf-8")
    for raw in ("<img src=x", "<script>alert", "<svg onload", "href=\"javascript:", "<i>Naya</i>", "<b>gras"):
        assert raw not in page, raw
    assert "&lt;img src=x onerror=alert(1)&gt;" in page


def test_a_title_holding_markup_is_shown_as_text_in_the_search(browser, hostile_site):
    """The search's results are built as text (docs/assets/search.js): a title holding markup reads as written,
    as on its page, and runs nothing."""
    visit = Visit(browser, (hostile_site / "index.html").as_uri())
    found = visit.search("onerror")
    assert any("<img src=x onerror=alert(1)>" in text for text in found), found
    assert visit.page.locator(".md-search-result img, .md-search-result svg:not(.md-icon svg)").count() == 0
    assert visit.dialogs == [] and visit.errors == []
    visit.page.close()


@pytest.mark.slow      # the real mkdocs build (it stops before the pages)
def test_a_failing_ruling_fails_the_strict_build(tmp_path):
    folder = tmp_path / "scenarios" / "eredan"
    folder.mkdir(parents=True)
    wrong = HOSTILE.replace("<i>Naya</i>.defense: 1", "<i>Naya</i>.defense: 7")
    (folder / "hostile.yaml").write_text(wrong, encoding="utf-8")
    result = build(tmp_path / "site", scenarios=tmp_path / "scenarios")
    assert result.returncode != 0
    assert "n'est pas vérifié par le moteur" in result.stderr and "attendu 7" in result.stderr
    assert "s'arrête avant les pages : 1 cas non vérifié" in result.stderr     # said at once, not after every page
    assert not (tmp_path / "site" / "index.html").exists()


# --- in a real browser ---------------------------------------------------------------

def ruling_with_card(export, card: str) -> dict:
    for ruling in export:
        if card in ruling["cards"]:
            return ruling
    pytest.fail(f"no ruling involves {card}")


@pytest.fixture(scope="module")
def searched(browser, offline_site):
    """The offline site's home page from ``file://``, where each search below is typed in turn (one page: its search
    index read once, as a reader searching again reads it)."""
    return Visit(browser, (offline_site / "index.html").as_uri())


@pytest.mark.parametrize("words, card", [
    ("cercueil", "Cercueil de Glace"),
    ("Cercueil de glace", "Cercueil de Glace"),
    ("yilith", "Dame Yilith"),
    ("phoenix", "Flammes du Phoenix"),
    ("phénix", "Flammes du Phoenix"),
    ("bouftou", "Bouftou"),
])
def test_search_finds_rulings_from_file_urls_without_network(searched, rulings_export, words, card):
    visit = searched
    results = " ".join(visit.search(words)).lower()
    expected = ruling_with_card(rulings_export, card)
    titles = [r["title"].lower() for r in rulings_export if card in r["cards"]]
    assert any(title[:40] in results for title in titles), f"{words!r}: {expected['title']} not in {results[:500]}"
    assert visit.outside() == []
    assert visit.errors == []


@pytest.mark.parametrize("game", ["eredan", "wakfu"])
def test_ruling_page_shows_verdict_and_trace(browser, offline_site, rulings_export, game):
    ruling = next(r for r in rulings_export if r["game"] == game)
    visit = Visit(browser, (offline_site / game / "decisions" / f"{ruling['id']}.html").as_uri())
    assert visit.page.locator(".rulings-verdict").first.inner_text().strip().startswith("✔ vérifié par le moteur")
    assert visit.page.locator(".rulings-case table").count() > 0      # the case's situation and expectations
    trace = visit.page.locator("details.info").first
    trace.locator("summary").click()
    links = trace.locator(f"a[href*='regles/index.html#{game}-']")
    assert links.count() > 0
    assert visit.errors == [] and visit.outside() == []


def test_card_page_links_to_its_rulings(browser, offline_site, rulings_export):
    from rulings.site.text import slug

    ruling = ruling_with_card(rulings_export, "Dame Yilith")
    visit = Visit(browser, (offline_site / "eredan" / "cartes" / f"{slug('Dame Yilith')}.html").as_uri())
    hrefs = visit.page.locator("article a").evaluate_all("els => els.map(e => e.getAttribute('href'))")
    assert any(h and h.endswith(f"decisions/{ruling['id']}.html") for h in hrefs), hrefs
    visit.page.locator(f"article a[href$='decisions/{ruling['id']}.html']").first.click()
    visit.page.wait_for_selector(".rulings-verdict")
    assert visit.errors == []


def test_hostile_text_runs_no_script(browser, hostile_site):
    visit = Visit(browser, (hostile_site / "eredan" / "decisions" / "hostile.html").as_uri())
    assert "<img src=x onerror=alert(1)>" in visit.page.locator("h1").inner_text()
    visit.page.locator("details").first.locator("summary").click()
    assert visit.dialogs == []


@pytest.mark.parametrize("directory_urls, expected", [
    (True, "../../regles/"), (False, "../regles/index.html")])
def test_links_inside_raw_html_follow_the_url_style(directory_urls, expected):
    from rulings.core.kb import Report
    from rulings.site.pages import Site

    site = Site(Report(ROOT), directory_urls)
    assert site.url("eredan/decisions/solaris.md", "eredan/regles/index.md") == expected
    assert site.url("eredan/index.md", "eredan/cartes/solaris.md") == ("cartes/solaris/" if directory_urls
                                                                         else "cartes/solaris.html")


def test_no_page_shows_a_markdown_escape(offline_site):
    """Text from YAML is escaped for Markdown; inside raw HTML that escaping would show: it must not, anywhere."""
    import re

    escape = re.compile(r"\\[\\`*_{}\[\]()#+!|~>]")
    shown = []
    for page in sorted(offline_site.rglob("*.html")):
        html = page.read_text(encoding="utf-8")
        html = re.sub(r"<(script|style)\b.*?</\1>", "", html, flags=re.S)
        text = re.sub(r"<[^>]+>", " ", html)
        for match in escape.finditer(text):
            shown.append(f"{page.relative_to(offline_site)}: …{text[max(0, match.start() - 30):match.end() + 30]}…")
    assert not shown, f"{len(shown)} Markdown escapes shown:\n" + "\n".join(shown[:20])


def test_the_build_prints_no_flood_and_the_readme_no_banner(served_build):
    """`mkdocs build` says what it does in a few lines (no list of the pages outside the navigation), and the
    README runs MkDocs with Material's end-of-life banner switched off."""
    _site, result = served_build
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert result.returncode == 0 and len(lines) <= 4, result.stderr[:2000]
    import re

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    shell = "\n".join(re.findall(r"```sh\n(.*?)```", readme, flags=re.S))
    commands = [line for line in shell.splitlines() if re.search(r"\bmkdocs (serve|build)", line)]
    assert commands and all("NO_MKDOCS_2_WARNING=1 mkdocs" in line for line in commands), commands
