"""The client's markup read on small texts (``eredan.client_texts``): the flavour text apart from the abilities,
the label of a version (and its variant), a client data file that is not there."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulings.games.eredan import client_texts
from tests.helpers import ROOT


def test_the_flavour_is_the_italic_text_plain():
    text = "Attaque +1.<i>Le vent  se lève.</i> Fin <i>Deux</i>"
    assert client_texts.flavour(text) == "Le vent se lève. Deux"
    assert client_texts.flavour("Attaque +1.") == ""
    assert client_texts.abilities("Attaque +1.\n\nDéfense +1.<i>Le vent se lève.</i>") == ["Attaque +1.",
                                                                                         "Défense +1."]


@pytest.mark.parametrize("text, label", [
    ("Attaque +1.", "version 2 sur 3"),
    ("<tooltip_amesacre>Âme sacrée</tooltip> : soin +1.", "version 2 sur 3 (âme sacrée)"),
    ("<tooltip_amedamnee>Âme damnée</tooltip> : dégâts +1.", "version 2 sur 3 (âme damnée)"),
    ("<tooltip_amedamne>Âme damnée</tooltip> : dégâts +1.", "version 2 sur 3 (âme damnée)"),
])
def test_a_versions_label_names_its_variant(text, label):
    assert client_texts.ClientText("Carte", "Card", text, "", 2, 3).label == label


def test_no_client_data_file_is_no_client_card(tmp_path):
    cards = client_texts._load(Path(tmp_path) / "absent.json")
    assert (cards.cards, cards.folded) == ({}, {})
    assert cards.find("Naya") == ()


def test_a_client_file_read_afresh_groups_the_versions_and_finds_a_name_exactly_first(tmp_path):
    import json

    file = tmp_path / "client-texts.json"
    entries = [("Éclair", "Flash", "Dégâts 2."), ("Eclair", "Bolt", "Dégâts 3."), ("Éclair", "Flash", "Dégâts 4.")]
    file.write_text(json.dumps([{"name_fr": fr, "name_en": en, "text_fr": text, "text_en": ""}
                                for fr, en, text in entries]), encoding="utf-8")
    cards = client_texts._load(file)
    assert list(cards.cards) == ["Éclair", "Eclair"]
    assert [(t.text, t.label) for t in cards.find("Éclair")] == [("Dégâts 2.", "version 1 sur 2"),
                                                                ("Dégâts 4.", "version 2 sur 2")]
    assert [t.name_en for t in cards.find("ÉCLAIR")] == ["Bolt"]      # not exact: the folded spelling's last card
    assert cards.find("Tonnerre") == ()


def test_a_client_text_as_a_yaml_string_keeps_its_accents_and_line_breaks():
    assert client_texts.json_string("Soin 2.\n<i>Été</i> \"là\"") == '"Soin 2.\\n<i>Été</i> \\"là\\""'


def test_the_client_file_is_looked_for_in_the_data_folder_beside_the_project(monkeypatch, tmp_path):
    monkeypatch.delenv("RULINGS_DATA", raising=False)
    assert client_texts.path(tmp_path / "main") == tmp_path / "shared" / "data" / "eredan" / "client-texts.json"


def test_the_format_of_a_client_block_built_afresh_is_the_shipped_schemas():
    """The same for the ``client`` block of a card or character (``client_texts.SPEC``, built when it loads)."""
    import json

    from rulings.games.eredan import client_texts

    schema = json.loads((ROOT / "schema" / "eredan.scenario.schema.json").read_text(encoding="utf-8"))
    define = schema["properties"]["define"]["properties"]
    fresh = client_texts._spec().json_schema()
    assert fresh == define["cards"]["items"]["properties"]["client"]
    assert fresh == define["characters"]["items"]["properties"]["client"]
