"""The site's search index, made at build time (rulings/site/search.py), and the words the browser looks up in it
(docs/assets/search.js): the same words on both sides for every name and title of the knowledge base, sections cut
at their headings, what a page hides from the search left out, what it gives the search only kept out of the text
shown, scores that rank a title above a tag above the text, and files named by the index's version.

The search itself, typed in a real browser over every card, character and ruling, is tests/site/test_search.py."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from rulings import games
from rulings.site import search
from rulings.site.text import heading_anchor
from tests.helpers import ROOT, knowledge_base

NODE = shutil.which("node")
SCRIPT = ROOT / "docs" / "assets" / "search.js"


def _in_browser_code(expression: str, data):
    """``expression`` over ``data`` (JSON), with ``words`` the word functions of docs/assets/search.js, run by
    Node.js: what the browser computes."""
    program = ("global.window = {}; global.document = {forms: {namedItem: () => null}};"
               f"eval(require('fs').readFileSync({json.dumps(str(SCRIPT))}, 'utf8'));"
               "const words = window.__rulingsSearchState.words;"
               "const data = JSON.parse(require('fs').readFileSync(0, 'utf8'));"
               f"process.stdout.write(JSON.stringify({expression}));")
    done = subprocess.run([NODE, "-e", program], input=json.dumps(data), capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def _browser_words(names: list[str]) -> list[list[str]]:
    """docs/assets/search.js's words of each of ``names``."""
    return _in_browser_code(f"data.map((n) => words.query(n, {{small: {json.dumps(list(search.SMALL))}}}))", names)


def _population() -> list[str]:
    """Every card and character name of every game (the catalogues too) and every ruling's title."""
    names = []
    for game in games.all_games():
        names += list(game.catalogue(game.database(ROOT)))
        names += list(game.known_cards(ROOT))
    names += [s.title for s in knowledge_base().scenarios]
    return list(dict.fromkeys(names))


@pytest.mark.skipif(NODE is None, reason="Node.js is not installed")
def test_the_browser_looks_up_the_words_the_index_keeps_for_every_name_and_title():
    names = _population()
    assert len(names) > 2500
    wrong = []
    for name, theirs in zip(names, _browser_words(names), strict=True):
        ours = list(dict.fromkeys(search.words(name)))[:10]
        if all(len(w) == 1 for w in re.findall(r"\w+", name)) and len(re.findall(r"\w+", name)) > 1:
            ours = [w for w in search.title_words(name) if len(w) > 1][-1:]     # an acronym: one word
        if theirs != ours:
            wrong.append(f"{name!r}: browser {theirs}, index {ours}")
    assert not wrong, "\n".join(wrong[:30])


@pytest.mark.skipif(NODE is None, reason="Node.js is not installed")
def test_a_near_word_is_one_edit_away():
    pairs = {("cercueil", "cerceuil"): True, ("solaris", "solarsi"): True, ("jugement", "jugemnet"): True,
             ("bouftou", "boufftou"): True, ("bouftou", "bouftu"): True, ("bouftou", "boiftou"): True,
             ("bouftou", "bouftou"): False, ("bouftou", "buoftuo"): False, ("cercueil", "cercle"): False,
             ("solaris", "xsolarisx"): False}
    found = _in_browser_code("data.map(([a, b]) => [words.near(a, b), words.near(b, a)])", list(pairs))
    assert found == [[expected, expected] for expected in pairs.values()]


@pytest.mark.skipif(NODE is None, reason="Node.js is not installed")
def test_postings_packed_by_the_build_read_back_the_same_in_the_browser():
    numbers = [0, 1, 31, 32, 33, 127, 1023, 1024, 99999, 2 ** 31 + 5, *range(0, 3000, 7)]
    text = search.packed(numbers)
    assert search.unpacked(text) == numbers and set(text) <= set(search.DIGITS)
    assert _in_browser_code("words.unpacked(data)", text) == numbers


def test_words_are_folded_split_at_apostrophes_and_keep_rule_numbers():
    assert search.words("L’Épée de Nozdingard, règle 703.1c : dégâts") == [
        "epee", "nozdingard", "regle", "703.1c", "degats"]
    assert search.title_words("Havoc, l’épée maudite") == ["havoc", "epee", "maudite", "lepee"]
    assert search.title_words("P.L.O.P") == ["p", "o", "plop"]


PAGE = """<h1 id="charge">Charge</h1>
<div class="rulings-search-words" aria-hidden="true">kotoba parole</div>
<p>La règle de Charge.</p>
<details class="info" data-search-exclude><summary>Trace</summary><details><p>intrus</p></details><p>intrus</p></details>
<h2 id="cas">Cas<a class="headerlink" href="#cas">¶</a></h2><p>Un cas &amp; son texte.</p>
<h3 id="iro">Iro le duelliste</h3><p>Porteur.</p>
<script>var intrus = 1;</script>"""  # noqa: E501 (the text of a file, as written)


def test_a_page_is_cut_into_sections_at_its_headings():
    index = search.Index()
    index.add_page("eredan/decisions/charge/", "Charge", PAGE, tags=["Attaque"], boost=2)
    top, case, card = index.sections
    assert [s.url for s in index.sections] == ["eredan/decisions/charge/", "eredan/decisions/charge/#cas",
                                               "eredan/decisions/charge/#iro"]
    assert [s.title for s in index.sections] == ["Charge", "Cas", "Iro le duelliste"]
    assert [s.level for s in index.sections] == [1, 2, 3]
    assert top.fields["tags"] == ["attaque"] and case.fields["tags"] == []
    # hidden words are searched, never shown; an excluded element is left out whole (its nested element too)
    assert "kotoba" in top.fields["text"] and "kotoba" not in top.teaser
    assert "intrus" not in " ".join(w for s in index.sections for w in s.fields["text"])
    assert case.teaser == "Un cas & son texte." and card.teaser == "Porteur."


def test_a_title_outranks_a_tag_which_outranks_the_text_and_a_deep_heading_weighs_less():
    index = search.Index()
    index.add_page("a/", "Feu", "<p>rien</p>")
    index.add_page("b/", "Autre", "<p>rien</p>", tags=["feu"])
    index.add_page("c/", "Troisième", "<p>le feu brûle</p>")
    index.add_page("d/", "Quatrième", '<p>x</p><h3 id="feu">Feu</h3><p>y</p>')
    index.add_page("e/", "Cinquième", "<p>z</p>", boost=3)
    index.add_page("f/", "Feu", "<p>rien</p>", boost=3)
    scores = index.postings()["feu"]
    title, tag, text, deep, boosted = scores[0], scores[1], scores[2], scores[4], scores[6]
    assert boosted > title > deep > tag > text > 0


def test_the_index_is_written_in_shards_named_by_its_version(tmp_path):
    index = search.Index()
    index.add_page("a/", "Cercueil de Glace", "<p>Les objets sont retirés.</p>")
    index.add_page("b/", "Certitude", '<p>texte</p><h2 id="cas">Cas du cercueil</h2><p>objets</p>')
    sizes = index.write(tmp_path)
    text = (tmp_path / "search" / "index.js").read_text(encoding="utf-8")
    manifest = json.loads(text[text.index("{"):text.rindex("}") + 1])
    assert manifest["sections"] == 3 and manifest["starts"] == [0, 1]         # the gaps between pages' starts
    assert manifest["shards"] == sorted({w[:2] for w in ["cercueil", "glace", "objets", "sont", "retires",
                                                         "certitude", "texte", "cas"]})
    for key in manifest["shards"]:
        shard = tmp_path / "search" / "t" / f"{key}.{manifest['version']}.js"
        assert shard.read_text(encoding="utf-8").startswith(f'__rulingsSearch("t","{key}",')
    shard = (tmp_path / "search" / "t" / f"ce.{manifest['version']}.js").read_text(encoding="utf-8")
    table = json.loads(shard[shard.index("{"):shard.rindex("}") + 1])
    assert sorted(table) == ["cercueil", "certitude"]
    assert search.unpacked(table["cercueil"])[0::2] == [0, 2]             # sections 0 and 2, as gaps
    rows = tmp_path / "search" / "d" / f"0.{manifest['version']}.js"
    chunk = rows.read_text(encoding="utf-8")
    assert json.loads(chunk[chunk.index("["):chunk.rindex("]") + 1]) == [
        ["a/", "Cercueil de Glace", "Les objets sont retirés."], ["b/", "Certitude", "texte"],
        ["b/#cas", "Cas du cercueil", "objets", "Certitude"]]
    assert sizes["manifest"] == len(text.encode()) and sizes["shards"] > 0 and sizes["sections"] > 0
    # the same pages, the same version; another page, another
    again = search.Index()
    again.add_page("a/", "Cercueil de Glace", "<p>Les objets sont retirés.</p>")
    again.add_page("b/", "Certitude", '<p>texte</p><h2 id="cas">Cas du cercueil</h2><p>objets</p>')
    again.write(tmp_path / "again")
    assert (tmp_path / "again" / "search" / "index.js").read_text(encoding="utf-8") == text


def test_a_shard_too_big_for_a_phone_is_split_by_the_third_letter(monkeypatch):
    postings = {"ca": [0, 9], "cas": [0, 9] * 50, "carte": [1, 9] * 20, "capacite": [1, 9], "ce": [2, 9]}
    assert set(search.shard_keys(postings).values()) == {"ca", "ce"}
    monkeypatch.setattr(search, "SHARD_BYTES", 100)
    assert search.shard_keys(postings) == {"ca": "ca", "cas": "cas", "carte": "car", "capacite": "cap", "ce": "ce"}


@pytest.mark.parametrize("heading, anchor", [
    ("705.1d Certaines capacités demandent à un joueur de faire une ou plusieurs choses", "705-1d"),
    ("702 Capacités", "702"),
    ("Charge ne donne l'attaque +1 qu'à ceux de vos Kotoba qui portent Parole de l'empereur",
     "charge-ne-donne-lattaque-1-qua-ceux-de-vos"),
    ("Cercueil de Glace", "cercueil-de-glace"),
    ("2011-09-04 : le blog", "2011-09-04-le-blog"),
])
def test_a_heading_gets_a_short_stable_anchor(heading, anchor):
    assert heading_anchor(heading) == anchor and len(anchor) <= 48


def test_every_anchor_of_the_built_site_is_short(served_build):
    site, _build = served_build
    long = [f"{page.relative_to(site)}#{m}" for page in site.rglob("*.html")
            for m in re.findall(r'<h[1-6] id="([^"]{49,})"', page.read_text(encoding="utf-8"))
            if not m.startswith("cas-")]         # a case's anchor is its name (rulings/site/pages.py), a stable id
    assert not long, long[:20]


def test_our_header_is_materials_with_the_search_always_there():
    """theme/partials/header.html copies Material's, to show the site's own search without Material's plugin:
    nothing else may differ (a new Material would otherwise lose its changes here)."""
    import material

    theirs = (Path(material.__file__).parent / "templates" / "partials" / "header.html").read_text(encoding="utf-8")
    ours = (ROOT / "rulings" / "site" / "theme" / "partials" / "header.html").read_text(encoding="utf-8")
    block = re.compile(r'    \{% if "material/search" in config\.plugins %\}.*?\{% endif %\}\n    \{% endif '
                       r'%\}\n', re.S)
    mine = re.compile(r"    \{#- rulings:.*?\{% include \"partials/search\.html\" %\}\n", re.S)
    head = re.compile(r"\{#-.*?-#\}\n", re.S)
    assert block.search(theirs) and mine.search(ours)
    assert head.sub("", block.sub("", theirs), count=1) == head.sub("", mine.sub("", ours), count=1)
