"""``rulings new`` for Eredan (``eredan.skeleton``): the whole skeleton it writes, for characters and cards of the
database, and for a card and a character the database does not have but the client does (defined in the scenario
from their client text, their characteristics and type left to the judge), with a generic opponent."""

from __future__ import annotations

import pytest

from rulings.core.errors import UserError
from rulings.games.eredan import client_texts
from rulings.games.eredan.game import GAME
from tests.helpers import ROOT

KNOWN = (
    '# Squelette écrit par « rulings new » : remplacez chaque ??? puis lancez\n'
    '#   rulings run <ce fichier> --trace\n'
    "# Lancé avant d'être rempli, il dit ce qui manque : les jets d'attaque possibles, puis ce que le\n"
    '# moteur calcule là où une valeur est attendue. Les clés : docs/guide.md.\n'
    'id: essai\n'
    'title: "Un titre : oui"    # la règle en une ligne, en français\n'
    'game: eredan\n'
    'status: unconfirmed    # confirmed | unconfirmed (« [à confirmer] », question ouverte) | errata | bug\n'
    'source:\n'
    '  document: 000_ed20e611d15ee255.txt    # le blog ; le wiki : 001_2ff38b26577f617c.txt\n'
    "  post: ???    # titre exact de l'article (blog-posts.tsv) ou de la section du wiki\n"
    "  # date: 2011-09-05    # la date de l'article (pas pour le wiki)\n"
    '  quote: ???    # la ou les phrases de la source, mot pour mot\n'
    'cards: [Naya, Trèfle, Evanouissement]    # toutes les cartes et tous les personnages en jeu\n'
    'tags: []    # mots-clés de recherche, pour rulings ask\n'
    'ruling: ???    # la règle en une ou deux phrases, dans nos mots\n'
    'cases:\n'
    '  - name: exemple    # un cas = une situation\n'
    '    title: ???\n'
    '    setup:\n'
    '      initiative: A    # le joueur actif au premier tour joué\n'
    '      A:\n'
    '        characters: [Naya]    # ou {name: ..., attack: 3/5, defense: 1, hp: 12, attached: [...]}\n'
    '      B:\n'
    '        characters: [Trèfle]    # ou {name: ..., attack: 3/5, defense: 1, hp: 12, attached: [...]}\n'
    '    fight: {A: Naya, B: Trèfle}\n'
    "    play:    # dans l'ordre ; une seconde carte d'un joueur est jouée en enchaînement\n"
    '      A: [Evanouissement]    # ou {card: ..., target: ...}\n'
    "    rolls:    # les jets d'attaque ; sans eux, chaque issue est vérifiée\n"
    '      Naya: ???\n'
    '      Trèfle: ???\n'
    '    expect:    # moment -> valeurs attendues (voir « Moments et valeurs attendues »)\n'
    '      # after Evanouissement:\n'
    '      #   Naya.attack: 3/5    # par exemple\n'
    '      end of combat:\n'
    '        Naya.hp: ???\n'
    '        Trèfle.hp: ???\n'
)

FROM_CLIENT = (
    '# Squelette écrit par « rulings new » : remplacez chaque ??? puis lancez\n'
    '#   rulings run <ce fichier> --trace\n'
    "# Lancé avant d'être rempli, il dit ce qui manque : les jets d'attaque possibles, puis ce que le\n"
    '# moteur calcule là où une valeur est attendue. Les clés : docs/guide.md.\n'
    'id: essai-2\n'
    'title: ???    # la règle en une ligne, en français\n'
    'game: eredan\n'
    'status: unconfirmed    # confirmed | unconfirmed (« [à confirmer] », question ouverte) | errata | bug\n'
    'source:\n'
    '  document: 000_ed20e611d15ee255.txt    # le blog ; le wiki : 001_2ff38b26577f617c.txt\n'
    "  post: ???    # titre exact de l'article (blog-posts.tsv) ou de la section du wiki\n"
    "  # date: 2011-09-05    # la date de l'article (pas pour le wiki)\n"
    '  quote: ???    # la ou les phrases de la source, mot pour mot\n'
    "cards: [Aez roi d'Avalonie, Personnage B, Agilité démoniaque, Evanouissement]    # toutes les cartes et tous les "
    "personnages en jeu\n"
    'tags: []    # mots-clés de recherche, pour rulings ask\n'
    'ruling: ???    # la règle en une ou deux phrases, dans nos mots\n'
    'define:    # cartes et personnages propres à ce scénario : remplacez les valeurs par celles de la décision\n'
    '  characters:\n'
    '    - {name: Personnage B, attack: 3/5, defense: 1, spirit: 1, hp: 12,\n'
    '       text: "Personnage quelconque du joueur B.",\n'
    '       source: {kind: reconstructed, note: "Valeurs supposées."}}\n'
    "    - name: Aez roi d'Avalonie\n"
    '      attack: 3/5    # ??? attaque, défense, esprit, PV : le client ne donne pas les caractéristiques\n'
    '      source: {kind: data}    # le texte du client du jeu (Eredan iTCG © Feerik)\n'
    '      client:\n'
    "        version: 1    # 2 versions dans le client : rulings card Aez roi d'Avalonie\n"
    '        text: "Gagne <tooltip_enchainement>Enchainement<tooltip_enchainement> si vous jouez une Epée à une '
    'main.\\n\\nVos autres Mercenaires ont Attaque +1 si vous portez \'Epée des 5 ancêtres\'.\\n\\nTours 1 et 6 : '
    'Attaque +1."\n'
    '        why: "Définie par rulings new depuis le texte du client (version 1) : à vérifier."\n'
    '      abilities: []    # ??? ce que fait le texte, dans le vocabulaire des effets (docs/eredan/effets.md)\n'
    '  cards:\n'
    '    - name: Agilité démoniaque\n'
    '      type: action    # ??? action, sort, theurgie ou objet : le client ne donne pas le type\n'
    '      source: {kind: data}    # le texte du client du jeu (Eredan iTCG © Feerik)\n'
    '      client:\n'
    '        version: 1    # 3 versions dans le client : rulings card Agilité démoniaque\n'
    '        text: "<tooltip_amedamneecarte><tooltip_amedamneecarte>Attaque +2 et Esprit +1.\\n\\nChoisissez un de vos '
    'personnages inclinés, celui-ci est relevé.\\n\\nDémon : '
    '<tooltip_enchainement>Enchaînement<tooltip_enchainement>.\\n\\n<i>Les démons aussi utilisent la méthode '
    'Agile.</i>"\n'
    '        why: "Définie par rulings new depuis le texte du client (version 1) : à vérifier."\n'
    '      effects: []    # ??? ce que fait le texte, dans le vocabulaire des effets (docs/eredan/effets.md)\n'
    'cases:\n'
    '  - name: exemple    # un cas = une situation\n'
    '    title: ???\n'
    '    setup:\n'
    '      initiative: A    # le joueur actif au premier tour joué\n'
    '      A:\n'
    "        characters: [Aez roi d'Avalonie]    # ou {name: ..., attack: 3/5, defense: 1, hp: 12, attached: [...]}\n"
    '      B:\n'
    '        characters: [Personnage B]    # ou {name: ..., attack: 3/5, defense: 1, hp: 12, attached: [...]}\n'
    "    fight: {A: Aez roi d'Avalonie, B: Personnage B}\n"
    "    play:    # dans l'ordre ; une seconde carte d'un joueur est jouée en enchaînement\n"
    '      A: [Agilité démoniaque]    # ou {card: ..., target: ...}\n'
    '      B: [Evanouissement]    # ou {card: ..., target: ...}\n'
    "    rolls:    # les jets d'attaque ; sans eux, chaque issue est vérifiée\n"
    "      Aez roi d'Avalonie: ???\n"
    '      Personnage B: ???\n'
    '    expect:    # moment -> valeurs attendues (voir « Moments et valeurs attendues »)\n'
    '      # after Agilité démoniaque:\n'
    "      #   Aez roi d'Avalonie.attack: 3/5    # par exemple\n"
    '      # after Evanouissement:\n'
    "      #   Aez roi d'Avalonie.attack: 3/5    # par exemple\n"
    '      end of combat:\n'
    "        Aez roi d'Avalonie.hp: ???\n"
    '        Personnage B.hp: ???\n'
)


def test_the_skeleton_of_known_characters_and_cards():
    assert GAME.skeleton("essai", {"A": ["Naya"], "B": ["Trèfle"]}, {"A": ["Evanouissement"]}, "Un titre : oui",
                         ROOT) == KNOWN


@pytest.mark.skipif(not client_texts.load(ROOT).cards, reason="../shared/data/eredan/client-texts.json is absent")
def test_the_skeleton_defines_the_client_cards_from_their_text_and_a_generic_opponent():
    assert GAME.skeleton("essai-2", {"A": ["Aez roi d'Avalonie"]}, {"A": ["agilite demoniaque"],
                                                                    "B": ["Evanouissement"]},
                         None, ROOT) == FROM_CLIENT


THREE_AND_NO_PLAY = (
    '# Squelette écrit par « rulings new » : remplacez chaque ??? puis lancez\n'
    '#   rulings run <ce fichier> --trace\n'
    "# Lancé avant d'être rempli, il dit ce qui manque : les jets d'attaque possibles, puis ce que le\n"
    '# moteur calcule là où une valeur est attendue. Les clés : docs/guide.md.\n'
    'id: trois\n'
    'title: ???    # la règle en une ligne, en français\n'
    'game: eredan\n'
    'status: unconfirmed    # confirmed | unconfirmed (« [à confirmer] », question ouverte) | errata | bug\n'
    'source:\n'
    '  document: 000_ed20e611d15ee255.txt    # le blog ; le wiki : 001_2ff38b26577f617c.txt\n'
    "  post: ???    # titre exact de l'article (blog-posts.tsv) ou de la section du wiki\n"
    "  # date: 2011-09-05    # la date de l'article (pas pour le wiki)\n"
    '  quote: ???    # la ou les phrases de la source, mot pour mot\n'
    'cards: [Trèfle, Ciramor, Mangepierre des Confins, Personnage B]    # toutes les cartes et tous les personnages en '
    'jeu\n'
    'tags: []    # mots-clés de recherche, pour rulings ask\n'
    'ruling: ???    # la règle en une ou deux phrases, dans nos mots\n'
    'define:    # cartes et personnages propres à ce scénario : remplacez les valeurs par celles de la décision\n'
    '  characters:\n'
    '    - {name: Personnage B, attack: 3/5, defense: 1, spirit: 1, hp: 12,\n'
    '       text: "Personnage quelconque du joueur B.",\n'
    '       source: {kind: reconstructed, note: "Valeurs supposées."}}\n'
    'cases:\n'
    '  - name: exemple    # un cas = une situation\n'
    '    title: ???\n'
    '    setup:\n'
    '      initiative: A    # le joueur actif au premier tour joué\n'
    '      A:\n'
    '        characters: [Trèfle, Ciramor, Mangepierre des Confins]    # ou {name: ..., attack: 3/5, defense: 1, hp: '
    '12, attached: [...]}\n'
    '      B:\n'
    '        characters: [Personnage B]    # ou {name: ..., attack: 3/5, defense: 1, hp: 12, attached: [...]}\n'
    '    fight: {A: Trèfle, B: Personnage B}\n'
    '    # play: {A: [Carte], B: [Carte]}    # les cartes jouées\n'
    "    rolls:    # les jets d'attaque ; sans eux, chaque issue est vérifiée\n"
    '      Trèfle: ???\n'
    '      Personnage B: ???\n'
    '    expect:    # moment -> valeurs attendues (voir « Moments et valeurs attendues »)\n'
    '      end of combat:\n'
    '        Trèfle.hp: ???\n'
    '        Personnage B.hp: ???\n'
)


def test_the_skeleton_of_a_full_line_up_against_a_generic_opponent_without_a_card_played():
    assert GAME.skeleton("trois", {"A": ["Trèfle", "Ciramor", "Mangepierre des Confins"]}, {}, None, ROOT) == \
        THREE_AND_NO_PLAY


@pytest.mark.parametrize("sides, plays, message, hint", [
    ({"A": ["Nayya"]}, {}, "pas de personnage « Nayya » dans la base de cartes", "vouliez-vous dire « Naya » ?"),
    ({"A": ["Evanouissement"]}, {}, "pas de personnage « Evanouissement » dans la base de cartes",
     "« Evanouissement » est une carte, pas un personnage"),
    ({}, {"A": ["Naya"]}, "pas de carte « Naya » dans la base de cartes", "« Naya » est un personnage, pas une carte"),
    ({}, {"B": ["Evanuissement"]}, "pas de carte « Evanuissement » dans la base de cartes",
     "vouliez-vous dire « Evanouissement », « Eblouissement » ou « Enseignement » ?"),
    ({"C": [], "D": []}, {}, "Eredan se joue à deux : joueurs A et B (pas C, D)", None),
])
def test_rulings_new_refuses_what_it_cannot_write(sides, plays, message, hint):
    from rulings.core.errors import UserError

    with pytest.raises(UserError) as err:
        GAME.skeleton("x", sides, plays, None, ROOT)
    assert (err.value.message, str(err.value.where), err.value.hint) == (message, "rulings new", hint)


@pytest.mark.skipif(not client_texts.load(ROOT).cards, reason="../shared/data/eredan/client-texts.json is absent")
def test_a_client_card_alone_is_defined_and_two_cards_of_a_player_are_listed_in_order():
    """Known line-ups (no generic character), one card of the client of a single version, played first by A."""
    text = GAME.skeleton("client-seul", {"A": ["Naya", "Trèfle"], "B": ["Ciramor"]},
                         {"A": ["... dans la plaie", "Evanouissement"]}, None, ROOT)
    define = text[text.index("define:"):text.index("cases:")]
    assert define == (
        "define:    # cartes et personnages propres à ce scénario : remplacez les valeurs par celles de la décision\n"
        "  cards:\n"
        "    - name: \"... dans la plaie\"\n"
        "      type: action    # ??? action, sort, theurgie ou objet : le client ne donne pas le type\n"
        "      source: {kind: data}    # le texte du client du jeu (Eredan iTCG © Feerik)\n"
        "      client:\n"
        "        version: 1    # 1 version dans le client : rulings card \"... dans la plaie\"\n"
        "        text: \"Attaque +1 à Attaque +2 pour chacun de vos Maraudeurs ayant un bonus d'Attaque supérieur à "
        "1.\"\n"
        "        why: \"Définie par rulings new depuis le texte du client (version 1) : à vérifier.\"\n"
        "      effects: []    # ??? ce que fait le texte, dans le vocabulaire des effets (docs/eredan/effets.md)\n")
    assert "      A: [\"... dans la plaie\", Evanouissement]    # ou {card: ..., target: ...}\n" in text
    assert "characters: [Naya, Trèfle]    # ou" in text


def test_without_the_client_data_an_unknown_name_is_refused():
    from rulings.core.errors import UserError
    from rulings.games.eredan import skeleton

    with pytest.raises(UserError) as err:
        skeleton.skeleton(GAME.database(ROOT), "x", {"A": ["... dans la plaie"]}, {}, client=None)
    assert err.value.message == "pas de personnage « ... dans la plaie » dans la base de cartes"


@pytest.mark.parametrize("b, message", [
    (["Naya", "Trèfle"], "Trèfle est des deux côtés"),
    (["Ciramor", "Trèfle"], "Ciramor, Trèfle sont des deux côtés"),
])
def test_rulings_new_says_who_is_on_both_sides_in_agreement(b, message):
    with pytest.raises(UserError) as err:
        GAME.skeleton("x", {"A": ["Trèfle", "Ciramor"], "B": b}, {}, None, ROOT)
    assert err.value.message == \
        message + " ; donnez à une copie son propre nom dans le fichier ({name: ..., card: ...})"
