"""The Arcmage card database, loaded afresh (``database.load_directory``, not the cached copy): every one of the 95
cards of the data set (../shared/data/arcmage/cards.json) keeps the data's text verbatim, faction (under the page's
French name), type, cost, loyalty, attack, defense, creature types and credit; the French name is noted as our
translation; a card is found by its French or English name, without case or accents; and a bad database or
``define:`` block is refused with the whole French message and its place."""

from __future__ import annotations

import json
import shutil
import textwrap
from pathlib import Path

import pytest

from rulings.core.errors import UserError, Where
from rulings.core.places import data_dir
from rulings.games.arcmage import database
from tests.helpers import yaml_as_written

ROOT = Path(__file__).resolve().parents[2]
DATA = data_dir(ROOT) / "arcmage" / "cards.json"          # ../shared/data, or $RULINGS_DATA
FACTIONS = {"Gaian": "Enfants de Gaïa", "Dark Legion": "Ost des ténèbres", "Red Banner": "Horde rouge",
            "House of Nobles": "Aristocrates", "The Empire": "Empire"}
TYPES = {"City": "cite", "Creature": "creature", "Enchantment": "enchantement", "Magic": "magie",
         "Event": "evenement"}


@pytest.fixture
def fresh():
    return database.load_directory(ROOT / "scenarios" / "arcmage" / "database")


@pytest.mark.skipif(not DATA.exists(), reason="le jeu de données ../shared/data/arcmage/cards.json est absent")
def test_the_95_cards_of_the_data_set_keep_their_data(fresh):
    data = json.loads(DATA.read_text(encoding="utf-8"))
    assert len(data) == 95
    for item in data:
        french = fresh.english[item["name"]]
        card = fresh.cards[french]
        assert fresh.lookup(item["name"]) == french and card.english == item["name"]
        assert card.text == (item["rule_text"] or ""), french
        assert (card.type, card.faction, card.loyalty) == (TYPES[item["type"]], FACTIONS[item["faction"]],
                                                            item["loyalty"]), french
        cost = item["cost"]
        if card.type == "cite" or cost in (None, "", "S"):
            assert card.cost is None and card.x is None, french
        elif cost == "X":
            assert (card.cost, card.x) == (0, "chosen"), french
        else:
            assert card.cost == int(cost) and card.x in (None, "extra-targets"), french
        if card.type == "creature":
            assert (card.attack, card.defense) == (int(item["attack"]), int(item["defense"])), french
            assert card.types == tuple(item["subtype"].split()), french
        else:
            assert card.attack is None and card.types == (), french
            assert card.defense == (int(item["defense"]) if card.type == "cite" else None), french
        source = card.source
        assert (source.kind, source.document, source.post) == ("data", "arcmage/cards.json", item["name"]), french
        assert source.credit == f"Arcmage (arcmage.org), CC BY-SA 4.0 — illustration : {item['artist']}"
        if card.translated:
            said = f"Nom français « {french} » : notre traduction de « {item['name']} »."
            assert source.note.startswith(said), french


def test_the_page_s_own_name_is_kept_and_notes_follow_the_translation(fresh):
    imp = fresh.cards["Délégué syndical gobelin"]
    assert imp.english == "Imp Union Leader" and imp.translated is False
    assert "notre traduction" not in (imp.source.note or "")
    grass = fresh.cards[fresh.english["Grassroots"]]
    assert grass.source.note == (
        f"Nom français « {grass.name} » : notre traduction de « Grassroots ». Le moteur ne modélise ni le "
        "marqueur "
        "ajouté à chaque engagement ni le paiement qui permet de se désengager : la créature ne se désengage pas.")
    assert grass.modelled is False and grass.target == "creature" and grass.effect == {"tap": True, "counters": "x"}
    assert grass.attached == {"cannot": ["untap"]}


def test_the_reconstructed_cards_keep_what_the_page_s_examples_say(fresh):
    strike = fresh.cards["Frappe mesurée (exemple X + 2)"]
    assert (strike.cost, strike.x, strike.loyalty, strike.type, strike.target) == (2, "target-attack", 1, "magie",
                                                                                   "creature")
    assert strike.english is None and strike.translated is False and strike.modelled is True
    assert (strike.source.kind, strike.source.document, strike.source.post) == (
        "reconstructed", "002_18938faae939d5e9.txt", "Coût variable")
    assert strike.source.note.startswith("Le coût de l'exemple de « Coût variable »")
    prereq = fresh.cards["Exemple de prérequis"]
    assert prereq.requires == "fewer-creatures" and prereq.loyalty == 0 and prereq.cost == 1
    grounded = fresh.cards["Créature clouée au sol (exemple)"]
    assert grounded.cannot == ("fly",) and grounded.can == ()
    rage = fresh.cards["Rage (exemple +5/-2)"]
    assert rage.effect == {"bonus": "+5/-2"} and rage.modes == () and rage.passive == () and rage.triggers == ()


def test_the_levels_of_every_city_are_sorted(fresh):
    for card in fresh.cards.values():
        if card.type == "cite":
            assert [lv["level"] for lv in card.levels] == sorted(lv["level"] for lv in card.levels), card.name
        else:
            assert card.levels == ()
    assert any(card.levels for card in fresh.cards.values())


def test_a_card_is_found_by_french_or_english_name_without_case_or_accents(fresh):
    assert fresh.lookup("Goule") == "Goule"
    assert fresh.lookup("Ghoul") == "Goule"
    assert fresh.lookup("GHOUL") == "Goule"
    assert fresh.lookup("choc MORTEL") == "Choc mortel"
    assert fresh.lookup("Delegue syndical gobelin") == "Délégué syndical gobelin"
    assert fresh.lookup("Personne") is None
    assert fresh.card("deadly shock").name == "Choc mortel"
    with pytest.raises(UserError) as err:
        fresh.card("Goul", Where("f", 3, 4), "main de A")
    assert str(err.value) == ("f:3:4: carte inconnue : « Goul » (main de A) (vouliez-vous dire « Goule » ou "
                              "« Ghoul » ?)")
    with pytest.raises(UserError) as err:
        fresh.card("Zzzzzz")
    assert err.value.message == "carte inconnue : « Zzzzzz »"
    assert err.value.hint == "définissez-la sous « define: cards: »"


def test_an_extended_database_has_both_and_the_original_is_unchanged(fresh):
    local = database.build({"cards": [{"name": "Bête", "english": "Beast", "type": "magie", "faction": "Empire",
                                       "text": "x", "source": {"kind": "reconstructed"}}]}, "f")
    both = fresh.extended(local)
    assert both.lookup("Beast") == "Bête" and both.lookup("Goule") == "Goule"
    assert both.where["Bête"] == Where("f") and both.where["Goule"] == fresh.where["Goule"]
    assert fresh.lookup("Beast") is None and "Bête" not in fresh.cards
    assert len(both.cards) == len(fresh.cards) + 1 and len(both.english) == len(fresh.english) + 1


CARD = "{name: Bête, type: %s, faction: Empire, text: x, source: {kind: reconstructed}%s}"


@pytest.mark.parametrize("kind, extra, message", [
    ("creature", ", defense: 1", "F:2:5: la créature Bête doit donner « attack »"),
    ("creature", ", attack: 1", "F:2:5: la créature Bête doit donner « defense »"),
    ("evenement", ", attack: 1", "F:2:5: Bête : « attack » n'existe que sur une créature"),
    ("cite", "", "F:2:5: la cité Bête doit donner ses points de défense (« defense »)"),
    ("cite", ", defense: 3, cost: 2",
     "F:2:5: Bête : « cost » une cité n'a pas de coût : elle se construit depuis la réserve"),
    ("evenement", ", levels: []", "F:2:5: Bête : « levels » seules les cités ont des niveaux de dévotion"),
    ("enchantement", ", defense: 2", "F:2:5: Bête : « defense » n'existe que sur une créature ou une cité"),
    ("evenement", ", cost: X",
     "F:2:5: Bête : « cost » un coût X demande « x: » (ce que vaut X selon le texte de la carte)"),
    ("evenement", ", cost: 2, x: target-attack", "F:2:5: Bête : « x » la carte n'a pas de coût X"),
])
def test_a_bad_card_is_refused_with_its_place(tmp_path, kind, extra, message):
    from rulings.core.yamlio import load_file

    path = tmp_path / "cartes.yaml"
    line = "  - " + CARD % (kind, extra)
    path.write_text("cards:\n" + line + "\n", encoding="utf-8")
    with pytest.raises(UserError) as err:
        database.build(load_file(path), str(path))
    if message.startswith("F:2:5: Bête : « "):          # a key that has no place here: its own column
        key = message.split("« ")[1].split(" »")[0]
        message = message.replace("F:2:5:", f"F:2:{line.index(f' {key}:') + 2}:")
    assert str(err.value).replace(str(path), "F") == message


def test_costs_with_x(tmp_path):
    raw = {"cards": [
        {"name": n, "type": "magie", "faction": "Empire", "text": "x", "source": {"kind": "reconstructed"}, **more}
        for n, more in [("a", {"cost": "X + 2", "x": "chosen"}), ("b", {"cost": "X", "x": "chosen"}),
                        ("c", {"cost": "X+3", "x": "target-attack"}), ("d", {"cost": 4}), ("e", {}),
                        ("f", {"cost": 1, "x": "extra-targets"})]]}
    db = database.build(raw, "f")
    assert [(db.cards[n].cost, db.cards[n].x) for n in "abcdef"] == [
        (2, "chosen"), (0, "chosen"), (3, "target-attack"), (4, None), (None, None), (1, "extra-targets")]
    assert db.cards["e"].loyalty == 0 and db.cards["e"].translated is False and db.cards["e"].english is None
    assert db.cards["e"].source.note is None and db.cards["e"].enters_tapped is False
    tapped = database.build({"cards": [{**raw["cards"][3], "name": "g", "enters_tapped": True}]}, "f")
    assert tapped.cards["g"].enters_tapped is True and tapped.cards["g"].modelled is True


def test_a_translated_name_s_note_comes_first(tmp_path):
    base = {"type": "magie", "faction": "Empire", "text": "x"}
    db = database.build({"cards": [
        {"name": "Un", "english": "One", "source": {"kind": "data", "note": "Note."}, **base},
        {"name": "Deux", "english": "Two", "source": {"kind": "data"}, "note": "Autre.", **base},
        {"name": "Trois", "english": "Three", "translated": False, "source": {"kind": "data"}, **base},
        {"name": "Quatre", "english": "Four", "source": {"kind": "data"}, **base}]}, "f")
    assert db.cards["Un"].source.note == "Nom français « Un » : notre traduction de « One ». Note."
    assert db.cards["Deux"].source.note == "Nom français « Deux » : notre traduction de « Two ». Autre."
    assert db.cards["Trois"].source.note is None and db.cards["Trois"].translated is False
    assert db.cards["Quatre"].source.note == "Nom français « Quatre » : notre traduction de « Four »."
    assert db.cards["Quatre"].translated is True and db.english == {"One": "Un", "Two": "Deux", "Three": "Trois",
                                                                    "Four": "Quatre"}


def _kb(tmp_path, extra: str) -> Path:
    folder = tmp_path / "database"
    shutil.copytree(ROOT / "scenarios" / "arcmage" / "database", folder)
    (folder / "zz.yaml").write_text(textwrap.dedent(extra), encoding="utf-8")
    return folder


def test_a_name_defined_in_two_files_is_refused(tmp_path):
    folder = _kb(tmp_path, """\
        cards:
          - {name: Goule, type: magie, faction: Empire, cost: 1, loyalty: 0, text: x, source: {kind: reconstructed}}
        """)
    with pytest.raises(UserError) as err:
        database.load_directory(folder)
    assert str(err.value) == (f"{folder / 'zz.yaml'}:2:5: « Goule » est défini deux fois dans la base "
                              f"(aussi dans {folder / 'cartes.yaml'}:{_line(folder, 'Goule')}:5)")


def _line(folder: Path, name: str) -> int:
    lines = (folder / "cartes.yaml").read_text(encoding="utf-8").splitlines()
    return next(i for i, line in enumerate(lines, 1) if line == f'  - name: "{name}"')


def test_a_french_name_that_is_another_card_s_english_name_is_refused(tmp_path):
    folder = _kb(tmp_path, """\
        cards:
          - {name: Ghoul, type: magie, faction: Empire, cost: 1, loyalty: 0, text: x, source: {kind: reconstructed}}
        """)
    with pytest.raises(UserError) as err:
        database.load_directory(folder)
    assert err.value.message == "« Ghoul » est défini deux fois dans la base"
    assert err.value.where == Where(str(folder / "zz.yaml"), 2, 5)


def test_the_clash_with_an_english_name_says_where_the_other_card_is(tmp_path):
    folder = _kb(tmp_path, """\
        cards:
          - {name: Ghoul, type: magie, faction: Empire, cost: 1, loyalty: 0, text: x, source: {kind: reconstructed}}
        """)
    with pytest.raises(UserError) as err:
        database.load_directory(folder)
    assert "None" not in str(err.value)
    assert " : le nom anglais de « " in str(err.value) and "aussi dans " in str(err.value)


def test_a_card_defined_twice_in_one_file(tmp_path):
    folder = _kb(tmp_path, """\
        cards:
          - {name: Bête, type: magie, faction: Empire, cost: 1, loyalty: 0, text: x, source: {kind: reconstructed}}
          - {name: Bête, type: magie, faction: Empire, cost: 1, loyalty: 0, text: x, source: {kind: reconstructed}}
        """)
    with pytest.raises(UserError) as err:
        database.load_directory(folder)
    assert str(err.value) == (f"{folder / 'zz.yaml'}:3:5: « Bête » est défini deux fois (première définition "
                              "ligne 2)")


def test_a_new_file_adds_its_cards(tmp_path):
    folder = _kb(tmp_path, """\
        cards:
          - {name: Bête, english: Beast, type: creature, faction: Empire, cost: 1, loyalty: 1, attack: 2,
             defense: 3, types: [Orc], text: x, source: {kind: reconstructed}}
        """)
    db = database.load_directory(folder)
    beast = db.card("beast")
    assert (beast.name, beast.attack, beast.defense, beast.types, beast.loyalty) == ("Bête", 2, 3, ("Orc",), 1)
    assert db.where["Bête"] == Where(str(folder / "zz.yaml"), 2, 5)


SCENARIO = """\
id: essai
title: Essai
game: arcmage
status: confirmed
source: {document: 002_18938faae939d5e9.txt, post: Bases, quote: "Bases"}
cards: []
ruling: Essai.
define:
  cards:
    - {name: %s, type: creature, faction: Empire, cost: 1, loyalty: 0, attack: 4, defense: 5, text: x,
       source: {kind: reconstructed}}
cases:
  - name: cas
    setup:
      A: {cities: [Terrier], army: [%s]}
      B: {cities: [Deux-Ponts]}
    expect: {start: {%s.attack: 4, %s.defense: 5}}
"""


def test_a_scenario_s_define_adds_a_card_it_can_use(tmp_path):
    from rulings.core.runner import run_case
    from rulings.core.scenario import load

    path = tmp_path / "essai.yaml"
    path.write_text(SCENARIO % (("Bête maison",) * 4), encoding="utf-8")
    case = load(path, ROOT).cases[0]
    result = run_case(case)
    assert result.passed, result.error or [f.note() for f in result.failures]
    assert case.prepared.db.where["Bête maison"] == Where(str(path), 10, 7)
    assert case.prepared.db.card("bete maison").attack == 4


def test_a_define_without_places_is_placed_in_its_file(fresh):
    db = database.with_define(fresh, {"cards": [{"name": "Bête", "type": "magie", "faction": "Empire", "text": "x",
                                                 "source": {"kind": "reconstructed"}}]}, "essai.yaml")
    assert db.where["Bête"] == Where("essai.yaml") and db.lookup("Goule") == "Goule"


@pytest.mark.parametrize("name", ["Goule", "Ghoul", "goule"])
def test_a_define_may_not_shadow_a_database_card(tmp_path, name):
    from rulings.core.scenario import load

    path = tmp_path / "essai.yaml"
    path.write_text(SCENARIO % (name, "Mentor", "Mentor", "Mentor"), encoding="utf-8")
    with pytest.raises(UserError) as err:
        load(path, ROOT)
    assert str(err.value) == (
        f"{path}:10:7: « {name} » est défini dans ce scénario mais existe déjà dans la base de cartes "
        "(utilisez la "
        "carte de la base, donnez un autre nom à la carte locale (par exemple « nom (exemple) »), ou écrivez-la sous "
        "variants: pour la remplacer dans ce fichier)")


@pytest.mark.parametrize("text, message", [
    ("# base\nnom: x\n", "F:2:1: clé inconnue « nom » (clés permises : cards)"),
    ("# base\ncards: 3\n", "F:2:1: « cards » doit être une liste, pas le nombre 3"),
    ("bonjour\n", "F:1:1: le fichier doit être un bloc de clés (clé: valeur), pas le texte « bonjour »"),
    ("cards:\n  - {name: X, faction: Empire, text: x, source: {kind: reconstructed}}\n",
     "F:2:5: clé manquante « cards[1].type »"),
])
def test_a_malformed_database_file_is_refused_at_its_place(tmp_path, text, message):
    (tmp_path / "a.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(UserError) as err:
        database.load_directory(tmp_path)
    assert str(err.value).replace(str(tmp_path / "a.yaml"), "F") == message


def test_a_bad_card_given_as_plain_data_is_placed_in_its_file():
    raw = {"cards": [{"name": "Bête", "type": "evenement", "faction": "Empire", "attack": 1, "text": "x",
                      "source": {"kind": "reconstructed"}}]}
    with pytest.raises(UserError) as err:
        database.build(raw, "atelier")
    assert str(err.value) == "atelier: Bête : « attack » n'existe que sur une créature"


def test_each_card_keeps_what_its_entry_writes(fresh):
    """Every entry of the database files, as written (tests.helpers.yaml_as_written), is the card the engine uses: its
    lists of abilities, « peut » / « ne peut pas », triggers, options and passive effects, its effect, target,
    prerequisite, whether it enters play tapped and whether the engine models it (true unless said)."""
    for path in sorted((ROOT / "scenarios" / "arcmage" / "database").glob("*.yaml")):
        for entry in yaml_as_written(path)["cards"]:
            card = fresh.cards[entry["name"]]
            for key in ("passive", "can", "cannot", "triggers", "abilities", "modes"):
                assert getattr(card, key) == tuple(entry.get(key) or ()), (card.name, key)
            assert card.effect == (entry.get("effect") or {}) and card.attached == (entry.get("attached") or {})
            assert (card.target, card.requires) == (entry.get("target"), entry.get("requires")), card.name
            assert card.enters_tapped is entry.get("enters_tapped", False), card.name
            assert card.modelled is entry.get("modelled", True), card.name
            assert card.text == entry["text"] and card.faction == entry["faction"], card.name
