"""What an Eredan card or character page shows (rulings.games.eredan.views), from plain definitions: keywords in
order (« Unique » first), several values of a group joined, every order bonus in French, and the origin of a text
without a source (reconstructed)."""

from __future__ import annotations

from rulings.games.eredan import views
from rulings.games.eredan.model import CharDef
from tests.helpers import card


def test_a_unique_cards_keywords_start_with_unique():
    facts = views.card_facts(card("Relique", "objet", keywords=("Légendaire",), unique=True,
                                  duration=("permanent", 0), level=2))
    assert facts.keywords == ("Unique", "Légendaire", "Permanent", "niveau 2")


def test_a_characters_groups_and_orders_in_french():
    d = CharDef(name="Héros", attack=(2, 4), defense=1, spirit=0, hp=10, classes=("Mage", "Voleur"),
                guilds=("Noz",), orders={3: {"attack_min": 1, "spirit": -1}, 1: {"chain": "sort"}})
    facts = dict(views.character_facts(d).facts)
    assert facts["Classe"] == "Mage, Voleur" and facts["Guilde"] == "Noz"
    assert facts["Ordres"] == "tour 1 : Enchaînement sort, tour 3 : attaque min. +1, esprit -1"
    assert views.character_facts(d).modelled is True


def test_a_text_without_a_source_is_shown_as_reconstructed():
    origin = views.card_facts(card("Relique", "objet", text="Un texte.")).origin
    assert origin.kind == "reconstructed"


def _quoted(**client):
    from rulings.games.eredan.client_texts import ClientRef
    from rulings.games.eredan.model import TextSource

    ref = ClientRef("Relique", 2, client.pop("text", "Texte du client."), "La bonne.", **client)
    return views.card_facts(card("Relique", "objet", text="Texte  cité  <b>tel quel</b>.",
                                 source=TextSource("blog", "000.txt", "Billet"), client=ref))


def test_a_quoted_text_is_shown_as_quoted_and_the_clients_beside_it():
    facts = _quoted(text="Texte <tooltip_amesacre>du client<tooltip_amesacre>.")
    assert facts.text == "Texte  cité  <b>tel quel</b>."               # a quotation is never rewritten
    (client,) = facts.more_texts
    assert client.label == "Texte du client du jeu (version 2 (âme sacrée))"
    assert client.notes == ()                                          # nothing differs: no note
    assert dict(facts.remarks)["Version du client retenue"] == "version 2 (âme sacrée) : La bonne."


def test_what_differs_from_the_quotation_is_noted_beside_the_clients_text():
    (client,) = _quoted(differs="Le blog écrit « Relic ».").more_texts
    assert client.label == "Texte du client du jeu (version 2)"
    assert client.notes == (("Différence avec le texte cité", "Le blog écrit « Relic »."),)


# --- a character's page: the characteristics the sources state -------------------------------------------------

def test_the_characteristics_a_character_page_states_are_those_the_sources_give():
    from rulings.games.eredan.model import CharDef

    whole = CharDef("X", attack=(2, 3), defense=1, spirit=4, hp=12, given=("attack", "defense", "spirit", "hp"))
    assert whole.stated_characteristics() == "attaque 2/3, défense 1, esprit 4, 12 PV"
    no_hp = CharDef("X", attack=(2, 3), defense=1, spirit=4, hp=12, given=("attack", "defense", "spirit"))
    assert no_hp.stated_characteristics() == \
        "attaque 2/3, défense 1, esprit 4 (chaque scénario donne celles qui manquent)"
    only_hp = CharDef("X", hp=7, given=("hp",))
    assert only_hp.stated_characteristics() == "7 PV (chaque scénario donne celles qui manquent)"
    assert CharDef("X").stated_characteristics() == \
        "caractéristiques non données par les sources (chaque scénario donne celles qui manquent)"
