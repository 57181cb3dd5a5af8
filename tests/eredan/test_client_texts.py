"""Eredan's cards with the game's own texts (../shared/data/eredan/client-texts.json), over the whole population.

* every database card and character the client knows (by its name or its printed name, accents aside) carries
  its client text, verbatim, with the version it names; none of them is still « reconstitué »;
* every text shown as quoted is verbatim in its source (the blog, the wiki) or in the client data, every
  « non modélisé » ability is a paragraph of the card's client text, the markup normalised by the one function
  the views use (:func:`rulings.games.eredan.client_texts.plain`);
* the credit « Eredan iTCG © Feerik » goes with every client text shown: ``rulings card``, card pages, catalogue;
* ``rulings card`` answers for every client card, ``rulings new`` defines one in a scenario from its text;
* the site's catalogue holds every client card the database does not, once (its search, in a real browser:
  tests/site/test_catalogue_search.py, out of the mutation campaign's in-process tests).
"""

from __future__ import annotations

import difflib

import pytest

from rulings.assistant import lookup
from rulings.core import kb, sources
from rulings.core.errors import fold
from rulings.games.eredan import client_texts
from rulings.games.eredan.game import GAME
from rulings.site import catalogue
from rulings.site.text import slug
from tests.helpers import ROOT

CLIENT = client_texts.load(ROOT)
DB = GAME.database(ROOT)
ENTRIES = {**DB.characters, **DB.cards}
SEEDS = kb.seeds_dir(ROOT)
CREDIT = "Eredan iTCG © Feerik"

pytestmark = pytest.mark.skipif(not CLIENT.cards, reason="../shared/data/eredan/client-texts.json is not beside the "
                                                          "project")


def _spelling(name: str) -> str:
    return fold(name).replace("œ", "oe")


SPELLINGS = {_spelling(n): n for n in CLIENT.cards}


def _client_versions(name: str, entry) -> tuple:
    """The client texts of a database entry: by its name or its printed name (collector, artwork), or a close
    spelling (« Flammes du Phoenix » / « Flammes du Phénix », « Nuée de scarabée » / « Nuée de scarabées »)."""
    key = _spelling(getattr(entry, "printed_name", None) or name)
    close = difflib.get_close_matches(key, SPELLINGS, n=1, cutoff=0.85)
    return CLIENT.find(SPELLINGS[close[0]]) if close else ()


def test_the_client_data_is_the_expected_population():
    assert len(CLIENT.cards) == 2791
    assert sum(len(v) for v in CLIENT.cards.values()) == 4584


def test_every_database_card_the_client_knows_carries_its_client_text():
    known = {name: entry for name, entry in ENTRIES.items() if _client_versions(name, entry)}
    assert len(known) >= 100, len(known)
    wrong = []
    for name, entry in known.items():
        if entry.client is None:
            wrong.append(f"{name}: no client block")
        elif entry.client.name != _client_versions(name, entry)[0].name:
            wrong.append(f"{name}: follows « {entry.client.name} », not its own client name")
    for name, entry in ENTRIES.items():       # and every client block (« Nuée de scarabée » names its plural)
        ref = entry.client
        if ref is None:
            continue
        versions = CLIENT.find(ref.name)
        if not versions or versions[0].name != ref.name:
            wrong.append(f"{name}: « {ref.name} » is not a name of the client")
        elif not 1 <= ref.version <= len(versions) or versions[ref.version - 1].text != ref.text:
            wrong.append(f"{name}: the text is not version {ref.version} of « {ref.name} » verbatim")
        if entry.source.kind == "reconstructed":
            wrong.append(f"{name}: still reconstructed")
        if not ref.why.strip():
            wrong.append(f"{name}: no reason for its version")
    assert not wrong, "\n".join(wrong)


def test_every_card_with_a_former_assumption_has_its_verdict():
    """Each card checked against its client text says how (``checked``); where something was supposed (« supposé »
    in its former assumption or its note), the verdict says what the client text made of it."""
    missing = []
    for name, e in ENTRIES.items():
        if e.client is None:
            continue
        supposed = "suppos" in (e.client.assumption + (e.source.note or "")).lower()
        if not e.client.checked.strip() or supposed and e.client.verdict == "none":
            missing.append(name)
    assert not missing, missing


def _seed_text(document: str) -> str:
    text = sources.document(SEEDS, document)
    assert text is not None, document
    return client_texts.squashed(text)


CLIENT_TEXTS = {client_texts.squashed(t.text) for versions in CLIENT.cards.values() for t in versions}


def _shown_texts():
    """(card, text, origin) of every text the site and the CLI show for an Eredan card: database and catalogue."""
    for facts in [*GAME.catalogue(DB).values(), *GAME.known_cards(ROOT).values()]:
        yield facts.name, facts.text, facts.origin
        for more in facts.more_texts:
            yield facts.name, more.text, more.origin


def test_every_text_marked_as_quoted_is_verbatim_in_its_source():
    wrong, count = [], 0
    for name, text, origin in _shown_texts():
        if origin.kind == "quoted":
            count += 1
            if client_texts.squashed(text) not in _seed_text(origin.document):
                wrong.append(f"{name}: not verbatim in {origin.document}")
        elif origin.kind == "data":
            count += 1
            if origin.document != client_texts.DOCUMENT or client_texts.squashed(text) not in CLIENT_TEXTS:
                wrong.append(f"{name}: not a text of the client")
    assert count > 3000 and not wrong, "\n".join(wrong)


def test_every_unmodelled_ability_is_a_paragraph_of_the_client_text():
    wrong = []
    for name, entry in ENTRIES.items():
        if entry.client:
            paragraphs = client_texts.abilities(entry.client.text)
            wrong += [f"{name}: « {part} »" for part in entry.client.unmodelled if part not in paragraphs]
    assert not wrong, "\n".join(wrong)


def test_the_normalisation_keeps_words_and_drops_markup():
    raw = ("<tooltip_amedamneecarte><tooltip_amedamneecarte>Défense +2.\n\n<tooltip_enchainement>Enchainement"
           "<tooltip_enchainement> Objet.\n\n<i>Une citation.</i> <font color='#ff4611'>Feu</font>")
    assert client_texts.plain(raw) == "Défense +2.\n\nEnchainement Objet.\n\nUne citation. Feu"
    assert client_texts.abilities(raw) == ["Défense +2.", "Enchainement Objet.", "Feu"]
    assert client_texts.variant(raw) == "âme damnée"
    assert "<" not in "".join(client_texts.plain(t.text) for v in CLIENT.cards.values() for t in v)


# --- the credit, wherever a client text is shown --------------------------------------------------------------

def _credit_follows_every_client_text(lines: list[str]) -> bool:
    """In ``rulings card``'s lines, each origin line of a client text is followed by its credit."""
    origins = [i for i, line in enumerate(lines) if client_texts.DOCUMENT in line]
    return bool(origins) and all(CREDIT in lines[i] for i in origins)


def test_rulings_card_answers_for_every_client_card_with_its_credit():
    wrong = []
    by_client_name: dict = {}         # a client name -> the database entries following it (« Perversion (collector) »)
    for entry_name, e in ENTRIES.items():
        if e.client:
            by_client_name.setdefault(fold(e.client.name), set()).add(fold(entry_name))
    for name in CLIENT.cards:
        game, facts = lookup.find_card(name, "eredan", ROOT)
        if fold(facts.name) not in by_client_name.get(fold(name), {fold(name)}):
            wrong.append(f"{name}: found {facts.name}")
            continue
        lines = lookup.describe(game, facts)
        if not _credit_follows_every_client_text(lines):
            wrong.append(f"{name}: a client text without its credit")
        if fold(name) not in by_client_name and not any("ne modélise pas" in line for line in lines):
            wrong.append(f"{name}: does not say that the engine does not model it")
    assert not wrong, "\n".join(wrong[:30])


def test_rulings_card_is_accent_and_case_tolerant_on_client_cards():
    game, facts = lookup.find_card("AGILITE DEMONIAQUE", None, ROOT)
    assert facts.name == "Agilité démoniaque" and ("Nom anglais", "Demonic agility") in facts.facts


def test_card_pages_and_catalogue_show_the_credit_with_every_client_text():
    from rulings.site import pages

    report = kb.check(kb.load_all(ROOT, [ROOT / "scenarios" / "eredan"]))
    generated = pages.generate(report)
    wrong = []
    for name, facts in GAME.catalogue(DB).items():
        shows = facts.origin.kind == "data" or any(m.origin.kind == "data" for m in facts.more_texts)
        page = generated.pages[f"eredan/cartes/{slug(name)}.md"]
        if shows and page.count(CREDIT) < (facts.origin.kind == "data") + len(facts.more_texts):
            wrong.append(name)
        if facts.unmodelled and page.count("*non modélisé*") != len(facts.unmodelled):
            wrong.append(f"{name}: its abilities not modelled are not all shown")
    for path, page in generated.pages.items():
        if f"/{catalogue.FOLDER}/" not in path:
            continue
        page, sections = generated.fill(page), page.count("\n## ")
        if sections and page.count(f'<small class="rulings-credit">{CREDIT}</small>') != sections:
            wrong.append(path)
    assert not wrong, wrong


# --- the catalogue ---------------------------------------------------------------------------------------------

def test_the_catalogue_holds_every_client_card_the_database_does_not_once():
    known = GAME.known_cards(ROOT)
    covered = {fold(n) for n in ENTRIES} | {fold(e.client.name) for e in ENTRIES.values() if e.client}
    assert set(known) == {n for n in CLIENT.cards if fold(n) not in covered}
    assert len(known) + len({fold(e.client.name) for e in ENTRIES.values() if e.client}) >= 2791 - 5
    layout = catalogue.layout(known)
    listed = [facts.name for members in layout.values() for facts in members]
    assert sorted(listed) == sorted(known)
    assert all(len(members) <= catalogue.PER_PAGE for members in layout.values())
    for members in layout.values():
        anchors = catalogue.anchors(members)
        assert len(set(anchors)) == len(anchors)


def test_rulings_new_defines_a_client_card_from_its_text(tmp_path):
    text = GAME.skeleton("essai", {"A": ["Aez roi d'Avalonie"]}, {"A": ["agilite demoniaque"]}, None, ROOT)
    assert "- name: Agilité démoniaque" in text and "source: {kind: data}" in text
    assert "- name: Aez roi d'Avalonie" in text
    raw = CLIENT.find("Agilité démoniaque")[0].text
    assert client_texts.json_string(raw) in text


@pytest.mark.parametrize("entry, name", [({"name": "Ioulmarek"}, "Ioulmarek"),
                                         ({"name": "Ïolmarek (1)", "printed_name": "Ïolmarek"}, "Ïolmarek")])
def test_a_client_block_with_only_what_is_required_takes_the_defaults(entry, name):
    """Only version, text and why: the client's name is the printed name, else the entry's; nothing differs,
    nothing was assumed or checked, the verdict is « none »."""
    block = {"version": 2, "text": "Le texte.", "why": "La seule."}
    assert client_texts.reference({**entry, "client": block}) == client_texts.ClientRef(
        name, 2, "Le texte.", "La seule.", "", "", "none", "", ())
    assert client_texts.reference(entry) is None
