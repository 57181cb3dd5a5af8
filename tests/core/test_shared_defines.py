"""Cards a folder's scenarios share (``defines.yaml``, rulings.core.game.shared_defines): defined once for a folder
and the folders below it, checked at their own file and line, never shadowing the card database, and known to
``rulings card``."""

from __future__ import annotations

import shutil

import pytest

from rulings.core import kb
from rulings.core.errors import UserError
from tests.helpers import ROOT, cli

SHARED = """\
game: wakfu
define:
  cards:
    - {name: Amulette, type: equipement, bonus: {pv: 3, pa: -1, pm: 1}, text: "Bonus.", source: {kind: reconstructed}}
"""

RULING = """\
game: wakfu
id: {id}
title: Essai
status: confirmed
source: {{document: 004_fde1b4dded370871.txt, post: "x", quote: "x"}}
cards: [Amulette]
ruling: x
cases:
  - name: cas
    setup:
      A: {{leader: Leader de Pierre, hand: [Amulette]}}
      B: {{leader: Leader de Paul}}
    actions:
      - {{by: A, equip: Amulette, target: Leader de Pierre}}
    expect: {{end: {{A.pv: 23}}}}
"""


def folder(tmp_path, shared: str = SHARED):
    (tmp_path / "sous-dossier").mkdir()
    (tmp_path / "defines.yaml").write_text(shared, encoding="utf-8")
    (tmp_path / "premier.yaml").write_text(RULING.format(id="premier"), encoding="utf-8")
    (tmp_path / "sous-dossier" / "second.yaml").write_text(RULING.format(id="second"), encoding="utf-8")
    return tmp_path


def test_the_cards_of_a_folder_serve_every_scenario_of_it_and_below(tmp_path):
    report = kb.check(kb.load_all(ROOT, [folder(tmp_path)]))
    assert report.errors == [] and report.skipped == []         # defines.yaml is no scenario, nor said to be
    assert [s.id for s in report.scenarios] == ["premier", "second"] and report.failed == 0


def test_a_mistake_in_the_shared_cards_is_told_at_its_file_and_line(tmp_path):
    report = kb.load_all(ROOT, [folder(tmp_path, SHARED.replace("type: equipement", "type: equipment"))])
    errors = {str(e) for e in report.errors}
    assert len(errors) == 1 and f"{tmp_path / 'defines.yaml'}:4:" in errors.pop()


def test_the_shared_cards_never_shadow_the_card_database(tmp_path):
    report = kb.load_all(ROOT, [folder(tmp_path, SHARED.replace("name: Amulette", "name: Bouftou"))])
    assert any("Bouftou" in str(e) and "existe déjà dans la base" in str(e) for e in report.errors)


def test_rulings_card_knows_the_cards_a_folder_shares(tmp_path):
    root = tmp_path / "kb"
    shutil.copytree(ROOT / "scenarios" / "wakfu" / "database", root / "scenarios" / "wakfu" / "database")
    (root / "scenarios" / "wakfu" / "regles").mkdir()
    folder(root / "scenarios" / "wakfu" / "regles")
    assert cli("check", "--kb", str(root))[0] == 0
    code, out, err = cli("card", "amulette", "--kb", str(root), "--jeu", "wakfu")
    assert code == 0, err
    assert "Amulette" in out



def test_a_game_keeps_the_cards_a_folder_shares_while_its_file_is_unchanged(tmp_path):
    """A game made anew (its own memory of the shared files): the folder's cards join the base's, and asking again
    gives the same database, not one built again."""
    from rulings import games

    game = type(games.get("wakfu"))()
    shared = game.shared_database(ROOT, folder(tmp_path))
    assert shared.holder("Amulette") == "Amulette" and game.database(ROOT).holder("Amulette") is None
    assert game.shared_database(ROOT, tmp_path) is shared


def test_every_shared_file_of_a_game_is_listed_but_none_of_its_card_database(tmp_path):
    """The files ``defines.yaml`` of a game's scenarios, at any depth, sorted (what ``rulings ask`` reads): none in
    a ``database`` folder, none of another game, no other file."""
    from rulings.core.game import every_shared_define

    top = tmp_path / "scenarios" / "wakfu"
    for name in ["defines.yaml", "regles/defines.yaml", "regles/combat/defines.yaml", "regles/autre.yaml",
                 "database/defines.yaml", "regles/database/defines.yaml", "../eredan/defines.yaml"]:
        (top / name).parent.mkdir(parents=True, exist_ok=True)
        (top / name).write_text(SHARED, encoding="utf-8")
    assert every_shared_define(tmp_path, "wakfu") == [
        top / "defines.yaml", top / "regles" / "combat" / "defines.yaml", top / "regles" / "defines.yaml"]
    assert every_shared_define(tmp_path, "arcmage") == []

# --- a variant of a card of the base, for one file (variants:) ---------------------------------------------

VARIANT = """\
game: wakfu
id: variante
title: Essai
status: confirmed
source: {document: 004_fde1b4dded370871.txt, post: "x", quote: "x"}
cards: [Bouftou]
ruling: x
variants:
  cards:
    - {name: NAME, type: creature, cost: [Terre], text: "Variante : un Terre.", source: {kind: reconstructed}}
cases:
  - name: cas
    setup:
      A: {leader: Leader de Pierre, rest: [Prairie, Champ], hand: [Bouftou]}
      B: {leader: Leader de Paul}
    actions:
      - {by: A, summon: Bouftou, pay: [Prairie]}
    expect: {end: {A.rest: [Prairie, Champ, Bouftou]}}
"""


def test_a_variant_replaces_a_card_of_the_base_in_its_file_only(tmp_path):
    path = tmp_path / "variante.yaml"
    path.write_text(VARIANT.replace("NAME", "Bouftou"), encoding="utf-8")
    report = kb.check(kb.load_all(ROOT, [path]))
    assert report.errors == [] and report.failed == 0          # one Terre pays the variant (the base's costs two)
    path.write_text(VARIANT.replace("NAME", "Bouftou").replace("variants:", "define:"), encoding="utf-8")
    refused = str(kb.load_all(ROOT, [path]).errors[0])
    assert "existe déjà dans la base" in refused and "variants:" in refused


def test_a_variant_of_a_card_the_base_does_not_have_is_refused_at_its_line(tmp_path):
    path = tmp_path / "variante.yaml"
    path.write_text(VARIANT.replace("NAME", "Boufou"), encoding="utf-8")
    error = kb.load_all(ROOT, [path]).errors[0]
    assert error.where.line == 10 and "« Boufou » n'est pas dans la base" in str(error)
    assert (error.where.column, error.hint) == (7, "définissez une carte nouvelle sous define:")


# --- rulings deck knows them too ----------------------------------------------------------------------------

# For every game whose decks have rules (WoW Minis' source has none: its deck command says so), a card or a
# character defined in the deck's folder (defines.yaml) and named by the deck: unknown without the file, counted
# with it.
DECKS = {
    "wakfu": (SHARED, "game: wakfu\ncards: [Leader de Pierre, {name: Prairie, count: 12}, Bouftou, Amulette]\n",
              "Amulette", "15 cartes"),
    "arcmage": ("game: arcmage\ndefine:\n  cards:\n    - {name: Golem, type: creature, faction: Empire, cost: 2, "
                "loyalty: 1, attack: 1, defense: 1, text: x, source: {kind: reconstructed}}\n",
                "game: arcmage\nname: E\ncards: [Two Bridges, Spirit Tree, Warren, {name: Golem, count: 3}]\n",
                "Golem", "3 créatures"),
    "eredan": ("game: eredan\ndefine:\n  characters:\n    - {name: Runique, guilds: [Kotoba], text: x, "
               "source: {kind: reconstructed}}\n",
               "game: eredan\nname: E\ncharacters: [Iro le duelliste, Runique]\ncards: [{name: Voyage, count: 3}]\n",
               "Runique", "Iro le duelliste, Runique"),
}


def test_every_game_with_deck_rules_is_listed_here():
    from rulings import games

    assert set(DECKS) == set(games.REGISTRY) - {"wowminis"}


@pytest.mark.parametrize("game", sorted(DECKS))
def test_rulings_deck_knows_the_cards_of_the_deck_folder(tmp_path, game):
    shared, deck, name, counted = DECKS[game]
    (tmp_path / "decks").mkdir()
    (tmp_path / "decks" / "deck.yaml").write_text(deck, encoding="utf-8")
    code, out, err = cli("deck", str(tmp_path / "decks" / "deck.yaml"), "--kb", str(ROOT))
    assert code == 2 and name in err and "inconnu" in err, err          # not known without the folder's file
    (tmp_path / "defines.yaml").write_text(shared, encoding="utf-8")     # the folder above the deck's
    code, out, err = cli("deck", str(tmp_path / "decks" / "deck.yaml"), "--kb", str(ROOT))
    assert code in (0, 1) and err == "", err
    assert counted in out


def test_a_variant_named_by_another_name_of_a_card_is_refused_at_its_place():
    """Arcmage takes a card's English name too: a variant named so is told the name it must take, at its place."""
    from rulings import games
    from rulings.core.yamlio import load_text

    db = games.get("arcmage").database(ROOT)
    english, french = next(iter(db.english.items()))
    card = "type: creature, faction: Empire, cost: 2, loyalty: 1, attack: 1, defense: 1, text: x"
    raw = load_text(f"cards:\n  - {{name: {english}, {card}, source: {{kind: reconstructed}}}}\n", "variante.yaml")
    with pytest.raises(UserError) as refused:
        db.with_variants(raw, "variante.yaml")
    assert refused.value.message == f"« {english} » est un autre nom de « {french} » : la variante reprend le nom " \
                                    f"« {french} »"
    assert (refused.value.where.file, refused.value.where.line, refused.value.where.column) == ("variante.yaml", 2, 5)


def test_a_variant_given_as_plain_data_is_placed_in_the_file_it_comes_from():
    """Values without places of their own (not read from YAML) are placed in the file named: a variant of a card
    the base does not have is refused there."""
    from rulings import games

    db = games.get("wakfu").database(ROOT)
    raw = {"cards": [{"name": "Boufou", "type": "creature", "cost": ["Terre"], "text": "x",
                      "source": {"kind": "reconstructed"}}]}
    with pytest.raises(UserError) as refused:
        db.with_variants(raw, "variante.yaml")
    assert str(refused.value) == ("variante.yaml: « Boufou » n'est pas dans la base de cartes : une variante "
                                  "remplace une carte de la base (définissez une carte nouvelle sous define:)")
