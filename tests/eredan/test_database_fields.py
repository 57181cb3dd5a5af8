"""Fields of an Eredan database entry that no bundled card uses, read from YAML as a user writes them
(rulings.games.eredan.database): each must reach the engine or the card's page.

* ``chain_after``: a Combattant playing an object of one of these subtypes may chain (resolution.chain_of);
* ``level``: shown on the card's page (« niveau 2 »), level 0 included;
* a card whose text is the client's (``source: {kind: data}``) keeps the note of its source.
"""

from __future__ import annotations

import pytest

from rulings.core.yamlio import load_text
from rulings.games.eredan import database, views
from tests.helpers import cli, scenario_text, write

SWORD = ('    - {name: Épée, type: objet, subtypes: [arme], duration: permanent, text: "Attaque +1.", '
         'source: {kind: reconstructed},\n       effects: [{stat: attack, add: 1}]}\n')


def _combattant(chain_after: str) -> str:
    text = scenario_text().replace("cards: [Frappe]", "cards: [Frappe, Épée]")
    text = text.replace("{name: Alpha, attack: "
                        "2/2,", f"{{name: Alpha, classes: [Combattant],{chain_after} attack: 2/2,")
    text = text.replace("  cards:\n", "  cards:\n" + SWORD, 1)
    return text.replace("play: {A: [Frappe]}", "play: {A: [Épée, Frappe]}").replace("Alpha.attack: 3/3",
                                                                                   "Alpha.attack: 4/4")


def test_chain_after_lets_a_combattant_chain_after_an_object_of_that_subtype(tmp_path):
    code, out, err = cli("check", str(write(tmp_path, _combattant(" chain_after: [arme],"))))
    assert (code, out, err) == (0, "1 vérifié, 0 en échec\n", "")


@pytest.mark.parametrize("chain_after", ["", " chain_after: [bouclier],"])
def test_without_chain_after_for_that_subtype_the_second_card_is_refused(tmp_path, chain_after):
    code, out, err = cli("check", str(write(tmp_path, _combattant(chain_after))))
    assert code == 2, "an impossible play is an error of the case, not a failed expectation"
    assert "Frappe ne peut pas être jouée après Épée : Épée ne donne pas d'Enchaînement à Alpha" in out + err


@pytest.mark.parametrize("level, shown", [(2, ["Éphémère", "niveau 2"]), (0, ["Éphémère", "niveau 0"]),
                                          (None, ["Éphémère"])])
def test_a_cards_level_is_shown_on_its_page(level, shown):
    given = "" if level is None else f", level: {level}"
    db = database.build(load_text(f'cards:\n  - {{name: Rune, type: action, text: "x", '
                                  f'source: {{kind: reconstructed}}{given}}}\n', "db.yaml"), "db.yaml")
    assert db.cards["Rune"].level == level
    assert list(views.card_facts(db.cards["Rune"]).keywords) == shown


def test_a_card_whose_text_is_the_clients_keeps_its_source_note():
    db = database.build(load_text(
        'cards:\n  - name: Rune\n    type: action\n    source: {kind: data, note: "Version du client gardée."}\n'
        '    client: {version: 1, text: "Le texte du client.", why: "La seule version."}\n', "db.yaml"), "db.yaml")
    rune = db.cards["Rune"]
    assert rune.text == "Le texte du client."
    assert (rune.source.kind, rune.source.note) == ("data", "Version du client gardée.")


def test_a_card_of_the_clients_data_given_its_own_text_keeps_it():
    """A data card normally takes the client's text; a text written beside it (a correction) is the one shown."""
    db = database.build(load_text(
        'cards:\n  - name: Rune\n    type: action\n    text: "Le texte corrigé."\n    source: {kind: data}\n'
        '    client: {version: 1, text: "Le texte du client.", why: "La seule version."}\n', "db.yaml"), "db.yaml")
    assert db.cards["Rune"].text == "Le texte corrigé."
