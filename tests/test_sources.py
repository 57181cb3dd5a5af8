"""Every ruling, card text and rule of every game cites its source faithfully: the document exists, the post
or section title is a line of that document, and each quote stands verbatim in it."""

import pytest
from helpers import ROOT

from rulings import games
from rulings.core import kb, sources
from rulings.core.places import data_dir

REPORT = kb.load_all(ROOT)
SCENARIOS = REPORT.scenarios
SEEDS = kb.seeds_dir(ROOT)
GAMES = games.all_games()

pytestmark = pytest.mark.skipif(not SEEDS.is_dir(), reason="../shared/seeds is not beside the project")


def test_every_scenario_file_loads():
    assert not REPORT.errors, "\n".join(str(e) for e in REPORT.errors)


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.id)
def test_quote_is_verbatim(scenario):
    src = scenario.source
    assert sources.document(SEEDS, src["document"]) is not None, f"unknown document {src['document']}"
    quotes = src["quote"] if isinstance(src["quote"], list) else [src["quote"]]
    for quote in quotes:
        assert sources.quote_found(SEEDS, src["document"], quote), f"not verbatim in {src['document']}: {quote[:80]}…"


def _sections(game) -> dict:
    return {(d.file, s.title): s for d in game.documents(SEEDS) for s in d.sections}


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.id)
def test_post_title_exists(scenario):
    src = scenario.source
    known = _sections(games.get(scenario.game)).get((src["document"], src["post"]))
    assert known is not None or sources.section_found(SEEDS, src["document"], src["post"]), \
        f"'{src['post']}' is neither a section listed by the game nor a line of {src['document']}"
    if known is not None and known.date and src.get("date"):
        assert known.date == src["date"], f"the post '{src['post']}' is dated {known.date}"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_every_listed_section_is_a_line_of_its_document(game):
    for document in game.documents(SEEDS):
        assert document.sections, f"{document.file} lists no section"
        for section in document.sections:
            assert sources.section_found(SEEDS, document.file, section.title) or \
                sources.quote_found(SEEDS, document.file, section.title), f"{document.file}: {section.title}"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_every_rule_cites_a_line_of_a_source(game):
    for book in (game.rulebook, game.deck_rules):
        for rule in book:
            document, section = rule.source
            assert sources.document(SEEDS, document) is not None, f"{rule.id}: unknown document {document}"
            assert sources.section_found(SEEDS, document, section) or \
                sources.quote_found(SEEDS, document, section), f"{rule.id}: « {section} » not in {document}"


def test_ids_are_unique():
    ids = [s.id for s in SCENARIOS]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_quoted_card_texts_are_verbatim(game):
    plain = game.plain_text     # the data set's markup normalised, as shown
    for name, facts in game.catalogue(game.database(ROOT)).items():
        origin = facts.origin
        for text, data_origin in [(facts.text, origin)] + [(t.text, t.origin) for t in facts.more_texts]:
            if data_origin.kind == "data":      # a card data set's own text, shown with its credit
                assert data_origin.document and data_origin.credit, \
                    f"{name}: a data set's text needs its file and its credit"
                assert sources.data_text_found(data_dir(ROOT), data_origin.document, text, plain), \
                    f"{name}: text not verbatim in {data_origin.document}"
        if origin.kind == "quoted":
            assert origin.document, f"{name}: a quoted text needs its document"
            assert sources.quote_found(SEEDS, origin.document, facts.text), f"{name}: text not verbatim"
        if facts.errata:   # a corrected text is always quoted from its source
            assert origin.document, f"{name}: a corrected text needs its document"
            assert sources.quote_found(SEEDS, origin.document, facts.errata), f"{name}: errata not verbatim"


def test_a_data_set_text_is_found_whole_and_only_whole(tmp_path):
    (tmp_path / "cards.json").write_text('[{"name": "A", "rule_text": "Mark target\\n creature."}]', encoding="utf-8")
    assert sources.data_text_found(tmp_path, "cards.json", "Mark target creature.")
    assert not sources.data_text_found(tmp_path, "cards.json", "Mark target")
    assert not sources.data_text_found(tmp_path, "absent.json", "Mark target creature.")
