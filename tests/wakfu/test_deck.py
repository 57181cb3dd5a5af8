"""``rulings deck FILE --game wakfu`` (``rulings.games.wakfu.deck``), run in-process: the whole French report
of a legal deck, of a deck with no Leader and with two (rule wakfu.deck.one-leader: « une seule par Deck »),
its JSON form, and the refusal of an unknown card with its line, column and hint.  Cards outside the database
count with the type the file gives them."""

from __future__ import annotations

import json

from tests.helpers import cli

NOTE = ("Les règles de juin 2008 n'imposent qu'une chose : exactement un Leader par deck. La taille du deck, le "
        "nombre d'exemplaires d'une carte et les éléments ne sont pas réglementés [wakfu.deck.unregulated].")
ONE_LEADER = "[wakfu.deck.one-leader] Exactement un Leader"


def _deck(tmp_path, text, name="deck.yaml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_a_legal_deck_counts_every_copy_and_outside_cards(tmp_path):
    path = _deck(tmp_path, "name: Essai\ncards: [Leader de Pierre, {name: Prairie, count: 3}, "
                           "{name: Inconnue, type: creature, count: 2}]\n")
    code, out, err = cli("deck", path, "--game", "wakfu")
    assert (code, err) == (0, "")
    assert out == f"Deck « Essai » : 6 cartes, 1 Leader (Leader de Pierre).\n✓ Légal.\n{NOTE}\n"
    code, out, _ = cli("deck", path, "--game", "wakfu", "--json")
    assert code == 0 and json.loads(out) == {"deck": "Essai", "path": path, "legal": True, "cards": 6,
                                             "leaders": ["Leader de Pierre"], "failures": [], "note": NOTE,
                                             "game": "wakfu"}


def test_a_leader_given_by_type_outside_the_database_counts(tmp_path):
    path = _deck(tmp_path, "cards: [{name: Chef, type: leader}, Tofu]\n")
    code, out, _ = cli("deck", path, "--game", "wakfu")
    assert code == 0 and out.splitlines()[:2] == [f"Deck « {path} » : 2 cartes, 1 Leader (Chef).", "✓ Légal."]


def test_two_copies_of_a_leader_make_the_deck_illegal(tmp_path):
    path = _deck(tmp_path, "cards: [{name: Leader de Pierre, count: 2}, Tofu]\n")
    code, out, err = cli("deck", path, "--game", "wakfu")
    assert (code, err) == (1, "")
    assert out == (f"Deck « {path} » : 3 cartes, 2 Leaders (Leader de Pierre, Leader de Pierre).\n✗ Illégal :\n"
                   f"  ✗ {ONE_LEADER} : le deck a 2 Leaders ; il en faut exactement un (Leader, « une seule par "
                   f"Deck »)\n{NOTE}\n")
    code, out, _ = cli("deck", path, "--game", "wakfu", "--json")
    report = json.loads(out)
    assert code == 1 and report["legal"] is False and report["deck"] == "" and report["cards"] == 3
    assert report["failures"] == [{"rule": "wakfu.deck.one-leader", "title": "Exactement un Leader",
                                   "message": "le deck a 2 Leaders ; il en faut exactement un (Leader, « une seule "
                                              "par Deck »)"}]


def test_a_deck_without_a_leader_is_illegal(tmp_path):
    path = _deck(tmp_path, "cards: [Tofu]\n")
    code, out, _ = cli("deck", path, "--game", "wakfu")
    assert code == 1
    assert out == (f"Deck « {path} » : 1 carte, 0 Leader.\n✗ Illégal :\n"
                   f"  ✗ {ONE_LEADER} : le deck n'a aucun Leader ; il en faut exactement un (Leader, « une seule par "
                   f"Deck »)\n{NOTE}\n")


def test_an_unknown_card_is_refused_at_its_place_with_a_hint(tmp_path):
    path = _deck(tmp_path, "cards:\n  - Leader de Pierre\n  - Tof\n")
    assert cli("deck", path, "--game", "wakfu") == (
        2, "", f"erreur : {path}:3:5: carte inconnue : « Tof » (vouliez-vous dire « Tofu » ?)\n")
    path = _deck(tmp_path, "cards: [Leader de Pierre, {name: Zzzqq, count: 2}]\n", "autre.yaml")
    assert cli("deck", path, "--game", "wakfu") == (
        2, "", f"erreur : {path}:1:27: carte inconnue : « Zzzqq » (donnez son type : {{name: …, type: creature}})\n")


def test_a_malformed_deck_file_is_refused_at_its_place(tmp_path):
    path = _deck(tmp_path, "cards: [Tofu]\nnom: x\n")
    assert cli("deck", path, "--game", "wakfu") == (
        2, "", f"erreur : {path}:2:1: clé inconnue « nom » (clés permises : game, name, cards)\n")
    path = _deck(tmp_path, "- Tofu\n", "liste.yaml")
    assert cli("deck", path, "--game", "wakfu") == (
        2, "", f"erreur : {path}:1:1: le fichier doit être un bloc de clés (clé: valeur), pas une liste\n")
    path = _deck(tmp_path, "\n\nname: x\n", "sans.yaml")
    code, out, err = cli("deck", path, "--game", "wakfu")
    assert (code, out) == (2, "") and err.endswith(": clé manquante « cards "
                                                   "»\n") and err.startswith(f"erreur : {path}:")
    path = _deck(tmp_path, "cards:\n  - {name: Tofu, count: 0}\n", "zero.yaml")
    code, out, err = cli("deck", path, "--game", "wakfu")
    assert code == 2 and err.startswith(f"erreur : {path}:2:") and "count" in err


def test_a_deck_file_that_is_not_a_mapping_is_refused_at_its_start(tmp_path):
    path = _deck(tmp_path, "bonjour\n", "texte.yaml")
    assert cli("deck", path, "--game", "wakfu") == (
        2, "", f"erreur : {path}:1:1: le fichier doit être un bloc de clés (clé: valeur), pas le texte « bonjour »\n")
    path = _deck(tmp_path, "# deck\n\nname: x\n", "tard.yaml")
    assert cli("deck", path, "--game", "wakfu") == (2, "", f"erreur : {path}:3:1: clé manquante « cards »\n")
