"""World of Warcraft Miniatures: ``rulings deck`` says, in French and naming the file, that chapter 7 (the only
source) holds no party-building rule, and why nothing can be checked (the English rules' 100.1a and 100.2 are not
in the sources)."""

from __future__ import annotations

from tests.helpers import ROOT, cli


def test_the_deck_command_names_the_file_and_says_why(tmp_path):
    deck = tmp_path / "groupe.yaml"
    deck.write_text("cards: [Guerrier]\n", encoding="utf-8")
    code, out, err = cli("deck", str(deck), "--game", "wowminis", "--kb", str(ROOT))
    assert (code, out) == (2, "")
    assert err == (f"erreur : {deck}: le chapitre 7 des Règles Complètes (les capacités, 700 à 705), seule source de "
                   "World of Warcraft Miniatures, ne contient aucune règle de construction de groupe : « rulings deck "
                   "» "
                   "n'a rien à vérifier pour ce jeu (la composition d'un groupe (Règles Complètes anglaises, 100.1a et "
                   "100.2) n'est pas dans les sources ; aucune règle wowminis.deck.* ne peut la citer)\n")
