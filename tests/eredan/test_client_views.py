"""A card the client knows and the database does not (``eredan.views.client_facts``, ``known_cards``): the whole
card it shows, its first text, each other distinct text with the versions sharing it and their variant, and the
catalogue of such cards read afresh from a small client file."""

from __future__ import annotations

import json

from rulings.core.game import CardFacts, CardText, TextOrigin
from rulings.games.eredan import client_texts, views
from rulings.games.eredan.database import Database, build_card

ORIGIN = TextOrigin("data", "eredan/client-texts.json", "Carte", None, "Eredan iTCG © Feerik")
REMARKS = (("Moteur", "carte absente de la base des décisions : le moteur ne modélise pas son effet ; « rulings new » "
                      "peut la définir dans un scénario depuis ce texte"),)


def version(text: str, number: int, count: int) -> client_texts.ClientText:
    return client_texts.ClientText("Carte", "Card", text, "", number, count)


def test_a_client_card_of_several_versions_shows_each_distinct_text_once():
    texts = (version("<tooltip_amedamnee>Âme damnée<tooltip_amedamnee> : Attaque +1.", 1, 4),
             version("Attaque  +2.", 2, 4), version("Attaque +2.", 3, 4),
             version("<tooltip_amesacre>Âme sacrée<tooltip_amesacre> : Soin 1.", 4, 4))
    assert views.client_facts(texts) == CardFacts(
        "Carte", "Carte du jeu (texte du client)", "Catalogue du client",
        (("Nom anglais", "Card"), ("Versions dans le client", "4"), ("Texte affiché", "version 1 (âme damnée) sur 4")),
        (), "Âme damnée : Attaque +1.", ORIGIN, False,
        more_texts=(CardText("Texte du client du jeu, versions 2 et 3 sur 4", "Attaque +2.", ORIGIN),
                    CardText("Texte du client du jeu, version 4 (âme sacrée) sur 4", "Âme sacrée : Soin 1.", ORIGIN)),
        remarks=REMARKS)


def test_a_client_card_of_one_version():
    assert views.client_facts((version("Seul.", 1, 1),)) == CardFacts(
        "Carte", "Carte du jeu (texte du client)", "Catalogue du client",
        (("Nom anglais", "Card"), ("Versions dans le client", "1")), (), "Seul.", ORIGIN, False, remarks=REMARKS)


def test_versions_sharing_a_text_are_listed_with_their_variants():
    group = [version("<tooltip_amedamnee>x<tooltip_amedamnee>", 1, 5), version("y", 2, 5),
             version("<tooltip_amesacre>z<tooltip_amesacre>", 4, 5)]
    assert views._versions_label(group, 5) == "versions 1 (âme damnée), 2 et 4 (âme sacrée) sur 5"
    assert views._versions_label(group[1:2], 5) == "version 2 sur 5"


def test_the_catalogue_holds_the_client_cards_no_database_entry_stands_for(tmp_path, monkeypatch):
    data = tmp_path / "data"
    (data / "eredan").mkdir(parents=True)
    entries = [("Éclair", "Dégâts 2."), ("Tonnerre", "Dégâts 3."), ("Ïolmarek", "Attaque +1."), ("Orage", "Pluie.")]
    (data / "eredan" / "client-texts.json").write_text(json.dumps(
        [{"name_fr": n, "name_en": n, "text_fr": t, "text_en": ""} for n, t in entries]), encoding="utf-8")
    monkeypatch.setenv("RULINGS_DATA", str(data))
    db = Database()
    db.cards["Eclair"] = build_card({"name": "Eclair", "type": "sort", "text": "Dégâts 2.",
                                     "source": {"kind": "reconstructed"}})
    db.cards["Iolmarek (collector)"] = build_card({
        "name": "Iolmarek (collector)", "type": "action", "text": "Attaque +1.", "source": {"kind": "reconstructed"},
        "client": {"name": "Ïolmarek", "version": 1, "text": "Attaque +1.", "why": "Essai."}})
    known = views.known_cards(tmp_path / "main", db)
    assert list(known) == ["Tonnerre", "Orage"]
    assert known["Orage"].text == "Pluie."


def test_a_client_card_of_two_versions_says_which_text_it_shows():
    facts = views.client_facts((version("Attaque +1.", 1, 2), version("Attaque +1.", 2, 2)))
    assert facts.facts == (("Nom anglais", "Card"), ("Versions dans le client", "2"),
                           ("Texte affiché", "versions 1 et 2 sur 2"))
    assert facts.more_texts == ()
