"""Every ruling cites its source faithfully: the document exists, the post or
section title is a title of that document, and each quote stands verbatim in it."""

import pytest

from rulings.core import kb, sources

REPORT = kb.load_all()
SCENARIOS = REPORT.scenarios

pytestmark = pytest.mark.skipif(not sources.SEEDS.is_dir(), reason="../shared/seeds is not beside the project")


def test_every_scenario_file_loads():
    assert not REPORT.errors, "\n".join(str(e) for e in REPORT.errors)


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.id)
def test_quote_is_verbatim(scenario):
    src = scenario.source
    assert sources.document(src["document"]) is not None, f"unknown document {src['document']}"
    quotes = src["quote"] if isinstance(src["quote"], list) else [src["quote"]]
    for quote in quotes:
        assert sources.quote_found(src["document"], quote), f"not verbatim in {src['document']}: {quote[:80]}…"


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.id)
def test_post_title_exists(scenario):
    src = scenario.source
    titles = {p["title"] for p in sources.blog_posts()}
    assert src["post"] in titles or sources.section_found(src["document"], src["post"]), \
        f"'{src['post']}' is neither a title of blog-posts.tsv nor a section of {src['document']}"
    if src["post"] in titles and src.get("date"):
        dates = {p["title"]: p["date"] for p in sources.blog_posts()}
        assert dates[src["post"]] == src["date"], f"the post '{src['post']}' is dated {dates[src['post']]}"


def test_ids_are_unique():
    ids = [s.id for s in SCENARIOS]
    assert len(ids) == len(set(ids))


def test_quoted_card_texts_are_verbatim():
    from rulings import games

    db = games.get("eredan").database
    for table in (db.cards, db.characters):
        for name, definition in table.items():
            src = definition.source
            if src.kind == "quoted":
                assert src.document, f"{name}: a quoted text needs its document"
                assert sources.quote_found(src.document, definition.text), f"{name}: text not verbatim"
            if getattr(definition, "errata", ""):   # a corrected text is always quoted from its source
                assert src.document, f"{name}: a corrected text needs its document"
                assert sources.quote_found(src.document, definition.errata), f"{name}: errata not verbatim"
