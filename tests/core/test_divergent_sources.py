"""Rulings whose sources disagree (``divergent_source``), in every game: each is ``unconfirmed``, quotes both
sources verbatim, and its page says « Les sources divergent » with both quotes; the other pages do not."""

from __future__ import annotations

import json
import re
from collections import defaultdict

import pytest

from rulings.core import kb, sources
from rulings.site import pages
from rulings.site.text import text
from tests.helpers import ROOT, cli, knowledge_base, line_of, scenario_at, scenario_files, scenario_text, write

SEEDS = kb.seeds_dir(ROOT)
# the rulings whose file gives a ``divergent_source``, found without loading them (the first test checks them)
DIVERGENT = [path for path in scenario_files() if re.search(r"^divergent_source:", path.read_text(encoding="utf-8"),
                                                            re.M)]
BADGE = "Les sources divergent"


def _quotes(source: dict) -> list[str]:
    return source["quote"] if isinstance(source["quote"], list) else [source["quote"]]


def test_the_knowledge_base_has_divergent_rulings():
    loaded = sorted(s.id for s in knowledge_base().scenarios if s.sources_differ)
    assert len(loaded) >= 3 and [path.stem for path in DIVERGENT] == loaded, loaded


@pytest.mark.parametrize("path", DIVERGENT, ids=lambda p: p.stem)
def test_both_sources_are_quoted_verbatim_and_the_ruling_is_unconfirmed(path):
    scenario = scenario_at(path)
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
    site = pages.Site(knowledge_base())
    return pages.ruling_page(site, scenario, site.ruling_path[scenario.id], defaultdict(set))


@pytest.mark.parametrize("path", DIVERGENT, ids=lambda p: p.stem)
def test_the_page_says_the_sources_differ_and_quotes_both(path):
    scenario = scenario_at(path)
    page = _page(scenario)
    assert BADGE in page and "## Ce que dit l'autre document" in page
    for quote in _quotes(scenario.source) + _quotes(scenario.divergent_source):
        assert str(text(quote))[:60] in page, quote[:60]


def test_a_ruling_whose_sources_agree_has_no_badge():
    agreeing = [s for s in knowledge_base().scenarios if not s.sources_differ]
    for scenario in agreeing[:: max(1, len(agreeing) // 8)]:        # spread over the games
        assert BADGE not in _page(scenario), scenario.id


def test_the_status_page_marks_them():
    page = pages.status_page(pages.Site(knowledge_base()))
    assert page.count("— *les sources divergent*") == len(DIVERGENT)


def test_export_gives_the_divergent_source():
    code, out, _err = cli("export", "--json")
    assert code == 0
    rows = {row["id"]: row for row in json.loads(out)}
    for scenario in map(scenario_at, DIVERGENT):
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
    rows = {(row["document"], row["post"]): row for row in kb.coverage(knowledge_base())}
    for scenario in map(scenario_at, DIVERGENT):
        other = scenario.divergent_source
        assert rows[(other["document"], other["post"])]["scenarios"] >= 1, other["post"]
    assert [row["post"] for row in rows.values() if row["required"] and not row["scenarios"]] == []
