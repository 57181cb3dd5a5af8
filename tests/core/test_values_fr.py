"""Values a case reads in English words (a card's zone: ``graveyard``, ``rest``) are shown in French wherever a judge
reads them: ``rulings run`` and the site (the game's ``values_fr``); ``--json`` keeps the words of the format."""

from __future__ import annotations

from rulings import games
from rulings.core import kb
from rulings.core.runner import show
from tests.helpers import ROOT, cli


def test_every_zone_a_bundled_case_reads_has_its_french_words():
    report = kb.check(kb.load_all(ROOT))
    missing, seen = set(), 0
    for scenario in report.scenarios:
        words = games.get(scenario.game).values_fr
        for case in scenario.cases:
            for item in report.results[case.node_id].checks:
                if item.check.path.endswith(".zone"):
                    for value, _p in item.values:
                        seen += 1
                        if isinstance(value, str) and value not in words:
                            missing.add((scenario.game, value))
    assert seen > 40 and not missing, missing


def test_a_value_is_shown_in_french_and_a_name_as_written():
    words = games.get("arcmage").values_fr
    assert show("graveyard", words) == "cimetière"
    assert show(["hand", "Goule"], words) == "[main, Goule]"
    assert show("Goule", words) == "Goule" and show(None, words) == "rien" and show(3, words) == "3"


def test_rulings_run_says_the_zone_in_french_and_json_keeps_the_format_words():
    path = "scenarios/arcmage/regles/pas-en-jeu.yaml"
    code, out, _err = cli("run", str(ROOT / path))
    assert code == 0 and "Zone de Choc mortel = cimetière" in out and "graveyard" not in out, out
    code, out, _err = cli("run", str(ROOT / path), "--json")
    assert '"graveyard"' in out
