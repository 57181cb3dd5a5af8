"""Values a case reads in English words (a card's zone: ``graveyard``, ``rest``) are shown in French wherever a judge
reads them: ``rulings run`` and the site (the game's ``values_fr``); ``--json`` keeps the words of the format."""

from __future__ import annotations

import re

from rulings import games
from rulings.core.runner import show
from tests.helpers import ROOT, checked_knowledge_base, cli


def test_every_zone_a_bundled_case_reads_has_its_french_words():
    report = checked_knowledge_base()
    missing, seen = set(), 0
    for scenario in report.scenarios:
        words = games.get(scenario.game).values_fr.get("zone", {})
        for case in scenario.cases:
            for item in report.results[case.node_id].checks:
                if item.check.path.endswith(".zone"):
                    for value, _p in item.values:
                        seen += 1
                        if isinstance(value, str) and value not in words:
                            missing.add((scenario.game, value))
    assert seen > 40 and not missing, missing


def test_a_value_is_shown_in_french_and_a_name_as_written():
    def words(word):
        return games.get("arcmage").value_fr("Goule.zone", word)

    assert show("graveyard", words) == "cimetière"
    assert show(["hand", "Goule"], words) == "[main, Goule]"
    assert show("Goule", words) == "Goule" and show(None, words) == "rien" and show(3, words) == "3"


def test_rulings_run_says_the_zone_in_french_and_json_keeps_the_format_words():
    path = "scenarios/arcmage/regles/pas-en-jeu.yaml"
    code, out, _err = cli("run", str(ROOT / path))
    assert code == 0 and "Zone de Choc mortel = cimetière" in out and "graveyard" not in out, out
    code, out, _err = cli("run", str(ROOT / path), "--json")
    assert '"graveyard"' in out


def _words(value):
    """Every string a value holds: itself, the items of a list, the keys and values of a mapping."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _words(item)
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _words(key)
            yield from _words(item)


def test_every_word_of_the_format_a_bundled_case_reads_is_shown_in_french():
    """Over every value of every bundled case (zones, phases, pending choices, kinds, mappings' keys…): a word of
    the format (lower case, as ``graveyard``, ``mise-en-jeu``, ``discard A``) is shown in French, and no value is
    shown as Python writes it (« {'hand': 7} »). Names (« Goule », « A ») and rule ids are shown as written."""
    report = checked_knowledge_base()
    raw, kinds = set(), set()
    for scenario in report.scenarios:
        game = games.get(scenario.game)
        for case in scenario.cases:
            for item in report.results[case.node_id].checks:
                path = item.check.path
                for value, _p in item.values:
                    shown = show(value, lambda word, path=path, game=game: game.value_fr(path, word))
                    if "{'" in shown or "['" in shown or "':" in shown:
                        raw.add((scenario.game, path, shown))
                    for word in _words(value):
                        if re.fullmatch(r"[a-z][a-z_-]*( [A-Z]\w*)?", word):
                            kinds.add((scenario.game, path.rsplit(".", 1)[-1]))
                            said = game.values_fr.get(path.rsplit(".", 1)[-1], {})     # « deck » is French too
                            if game.value_fr(path, word) == word and word not in said:
                                raw.add((scenario.game, path, word))
    assert not raw, sorted(raw)
    assert {("arcmage", "sizes"), ("arcmage", "pending"), ("wakfu", "phase"), ("wakfu", "pending"),
            ("wowminis", "kind")} <= kinds, kinds


def test_a_mapping_is_shown_with_its_keys_in_french():
    def words(word):
        return games.get("arcmage").value_fr("A.sizes", word)

    assert show({"hand": 7, "graveyard": 0}, words) == "{main : 7, cimetière : 0}"
    assert games.get("wakfu").value_fr("pending", "discard B") == "B doit défausser le surplus de sa main"
    assert games.get("wakfu").value_fr("phase", "combat") == "phase 6 (combat)"
    assert games.get("wakfu").value_fr("Tofu.zone", "combat") == "Zone de Combat"
