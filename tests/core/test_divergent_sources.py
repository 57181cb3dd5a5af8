"""Rulings whose sources disagree (``divergent_source``), in every game: each is ``unconfirmed``, quotes both
sources verbatim, and its page says « Les sources divergent » with both quotes; the other pages do not."""

from __future__ import annotations

import json
from collections import defaultdict

import pytest

from rulings.core import kb, sources
from rulings.site import pages
from rulings.site.text import text
from tests.helpers import ROOT, cli, line_of, scenario_text, write

REPORT = kb.load_all(ROOT)
SEEDS = kb.seeds_dir(ROOT)
DIVERGENT = [s for s in REPORT.scenarios if s.sources_differ]
BADGE = "Les sources divergent"


def _quotes(source: dict) -> list[str]:
    return source["quote"] if isinstance(source["quote"], list) else [source["quote"]]


def test_the_knowledge_base_has_divergent_rulings():
    assert len(DIVERGENT) >= 3, [s.id for s in DIVERGENT]


@pytest.mark.parametrize("scenario", DIVERGENT, ids=lambda s: s.id)
def test_both_sources_are_quoted_verbatim_and_the_ruling_is_unconfirmed(scenario):
    assert scenario.status == "unconfirmed"
    for source in (scenario.source, scenario.divergent_source):
        assert sources.section_found(SEEDS, source["document"], source["post"]) or \
            sources.quote_found(SEEDS, source["document"], source["post"]), source["post"]
        for quote in _quotes(source):
            assert sources.quote_found(SEEDS, source["document"], quote), f"not verbatim: {quote[:80]}…"
    assert (scenario.source["document"], scenario.source["post"]) != \
        (scenario.divergent_source["document"], scenario.divergent_source["post"]) or \
        set(_quotes(scenario.source)) != set(_quotes(scenario.divergent_source))


def _page(scenario) -> str:
    site = pages.Site(REPORT)
    return pages.ruling_page(site, scenario, site.ruling_path[scenario.id], defaultdict(set))


@pytest.mark.parametrize("scenario", DIVERGENT, ids=lambda s: s.id)
def test_the_page_says_the_sources_differ_and_quotes_both(scenario):
    page = _page(scenario)
    assert BADGE in page and "## Ce que dit l'autre document" in page
    for quote in _quotes(scenario.source) + _quotes(scenario.divergent_source):
        assert str(text(quote))[:60] in page, quote[:60]


def test_a_ruling_whose_sources_agree_has_no_badge():
    agreeing = [s for s in REPORT.scenarios if not s.sources_differ]
    for scenario in agreeing[:: max(1, len(agreeing) // 8)]:        # spread over the games
        assert BADGE not in _page(scenario), scenario.id


def test_the_status_page_marks_them():
    page = pages.status_page(pages.Site(REPORT))
    assert page.count("— *les sources divergent*") == len(DIVERGENT)


def test_export_gives_the_divergent_source():
    code, out, _err = cli("export", "--json")
    assert code == 0
    rows = {row["id"]: row for row in json.loads(out)}
    for scenario in DIVERGENT:
        assert rows[scenario.id]["divergent_source"]["document"] == scenario.divergent_source["document"]


# --- the format -------------------------------------------------------------------------------------

DIVERGENT_KEY = """\
divergent_source:
  document: 001_2ff38b26577f617c.txt
  post: Initiative
  quote: "Une autre phrase."
cards: [Frappe]"""


def test_divergent_sources_need_the_unconfirmed_status(tmp_path):
    text = scenario_text().replace("cards: [Frappe]", DIVERGENT_KEY, 1)
    code, _out, err = cli("check", str(write(tmp_path, text)))
    assert code == 2
    assert f"essai.yaml:{line_of(text, 'status: confirmed')}" in err and "« unconfirmed »" in err


def test_divergent_sources_with_unconfirmed_status_load(tmp_path):
    text = scenario_text().replace("cards: [Frappe]", DIVERGENT_KEY, 1).replace("status: confirmed",
                                                                                "status: unconfirmed", 1)
    code, out, err = cli("check", str(write(tmp_path, text)))
    assert code == 0, out + err


def test_a_divergent_source_is_quoted_like_a_source(tmp_path):
    text = scenario_text().replace("cards: [Frappe]", DIVERGENT_KEY.replace('  quote: "Une autre phrase."\n', ""),
                                   1).replace("status: confirmed", "status: unconfirmed", 1)
    code, _out, err = cli("check", str(write(tmp_path, text)))
    assert code == 2 and "divergent_source.quote" in err


def test_a_divergent_source_covers_its_section_too():
    """``rulings coverage`` counts a ruling under the section of each of its sources; every required section of
    every game has a ruling."""
    rows = {(row["document"], row["post"]): row for row in kb.coverage(REPORT)}
    for scenario in DIVERGENT:
        other = scenario.divergent_source
        assert rows[(other["document"], other["post"])]["scenarios"] >= 1, other["post"]
    assert [row["post"] for row in rows.values() if row["required"] and not row["scenarios"]] == []
