"""Every ruling, card text and rule of every game cites its source faithfully: the document exists and is one
of its game's, the post or section title is a section the game lists, each quote stands verbatim in it, under
its post; the sections follow their document and each has a ruling.  (What a game's rulings hold beyond their
sources: tests/<game>/test_bundled_rulings.py.)"""

import re

import pytest

from rulings import games
from rulings.core import kb, sources
from rulings.core.places import data_dir
from tests.helpers import ROOT, knowledge_base, scenario_at, scenario_files

SCENARIOS = scenario_files()
SEEDS = kb.seeds_dir(ROOT)
GAMES = games.all_games()

pytestmark = pytest.mark.skipif(not SEEDS.is_dir(), reason="../shared/seeds is not beside the project")


def test_every_scenario_file_loads():
    report = knowledge_base()
    assert not report.errors, "\n".join(str(e) for e in report.errors)


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_quote_is_verbatim(path):
    src = scenario_at(path).source
    assert sources.document(SEEDS, src["document"]) is not None, f"unknown document {src['document']}"
    quotes = src["quote"] if isinstance(src["quote"], list) else [src["quote"]]
    for quote in quotes:
        assert sources.quote_found(SEEDS, src["document"], quote), f"not verbatim in {src['document']}: {quote[:80]}…"


def _sections(game) -> dict:
    return {(d.file, s.title): s for d in game.documents(SEEDS) for s in d.sections}


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_post_title_exists(path):
    scenario = scenario_at(path)
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
    ids = [s.id for s in knowledge_base().scenarios]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_quoted_card_texts_are_verbatim(game):
    plain = getattr(game, "plain_text", None)     # the data set's markup normalised, as shown
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


# --- every game's rulings, rules and sections against its own documents ---------------------------------------

def _rulings(game) -> list:
    return [s for s in knowledge_base().scenarios if s.game == game.name]


def _quotes(source: dict) -> list[str]:
    return source["quote"] if isinstance(source["quote"], list) else [source["quote"]]


def _squash(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_every_ruling_cites_a_section_its_game_lists(game):
    listed = _sections(game)
    wrong = [f"{s.id}: « {s.source['post']} » ({s.source['document']})" for s in _rulings(game)
             if (s.source["document"], s.source["post"]) not in listed]
    assert _rulings(game) and not wrong, "rulings citing a section the game does not list:\n" + "\n".join(wrong)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_every_quote_stands_under_its_post(game):
    """A quote comes from the part of the document its post opens: from the post's line up to the next line
    that is a section the game lists, or a group of them (a heading)."""
    wrong = []
    for document in game.documents(SEEDS):
        lines = [line.strip() for line in (SEEDS / document.file).read_text(encoding="utf-8").splitlines()]
        bounds = {s.title for s in document.sections} | {s.group for s in document.sections if s.group}
        starts = [i for i, line in enumerate(lines) if line in bounds]
        for scenario in _rulings(game):
            source = scenario.source
            if source["document"] != document.file or source["post"] not in lines:
                continue
            begin = lines.index(source["post"])
            end = min([i for i in starts if i > begin], default=len(lines))
            part = _squash("\n".join(lines[begin:end]))
            wrong += [f"{scenario.id}: « {quote[:60]}… » is not under « {source['post'][:40]} »"
                      for quote in _quotes(source) if _squash(quote) not in part]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_every_rule_cites_a_document_of_its_game(game):
    documents = {d.file for d in game.documents(SEEDS)}
    assert [rule.id for book in (game.rulebook, game.deck_rules) for rule in book
            if rule.source[0] not in documents] == []


# Eredan's documents are a blog and a wiki: its sections are listed by theme, some are found as a quote rather
# than as a line, and a few have no ruling yet (``rulings coverage`` lists them).
@pytest.mark.parametrize("name", [name for name in games.REGISTRY if name != "eredan"])
def test_the_sections_follow_their_document_and_each_has_a_ruling(name):
    game = games.get(name)
    cited = {(s.source["document"], s.source["post"]) for s in _rulings(game)}
    for document in game.documents(SEEDS):
        lines = [line.strip() for line in (SEEDS / document.file).read_text(encoding="utf-8").splitlines()]
        missing = [s.title for s in document.sections if s.title not in lines]
        assert not missing, f"{document.file}: sections that are no line of it: {missing}"
        positions = [lines.index(s.title) for s in document.sections]
        assert positions == sorted(positions), f"{document.file}: the sections must follow its order"
        assert [s.title for s in document.sections if (document.file, s.title) not in cited] == [], \
            "sections without a ruling"
