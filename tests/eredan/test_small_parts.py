"""Small parts of the Eredan plug-in that run once when it loads, or that no ruling reaches (in process): the
JSON of ``rulings initiative`` and its help, the source documents and the order of their sections, a fresh
plug-in object, the registration of a primitive and of the effect interpreter, the words a condition takes for a
character and how it shows a value, a database file refused by its format, a ``define:`` block of plain data placed
in its file, and who each fighter's opponent is."""

from __future__ import annotations

import pytest

from rulings.core import kb
from rulings.core.errors import UserError
from rulings.games.eredan import documents, effects, events
from rulings.games.eredan.effects import base
from rulings.games.eredan.game import Eredan
from tests.helpers import ROOT, cli


def test_initiative_json_is_indented_by_one():
    assert cli("initiative", "--json") == (0, '{\n "rule": "eredan.setup.initiative",\n "tickets": {\n  "A": 5,\n'
                                              '  "B": 5\n },\n "chances": {\n  "A": {\n   "fraction": "1/2",\n'
                                              '   "value": 0.5\n  },\n  "B": {\n   "fraction": "1/2",\n'
                                              '   "value": 0.5\n  }\n }\n}\n', "")


def test_initiative_help(monkeypatch):
    monkeypatch.setenv("COLUMNS", "100")
    assert cli("initiative", "--help") == (0, "utilisation : rulings initiative [-h] [-a N] [-b N] [--json]\n\n"
                                              "options:\n"
                                              "  -h, --help         afficher cette aide et quitter\n"
                                              "  -a N, --bonus-a N  bonus d'initiative du joueur A (tickets en plus)\n"
                                              "  -b N, --bonus-b N  bonus d'initiative du joueur B (tickets en plus)\n"
                                              "  --json             en JSON\n", "")
    code, out, _err = cli("--help")
    assert code == 0
    assert "Eredan : la chance exacte que chaque joueur commence (5 tickets chacun + bonus)" in " ".join(out.split())


def test_the_blog_lists_its_rules_posts_first_then_its_card_posts_each_by_date_and_the_wiki_its_sections():
    blog, wiki = documents.documents(kb.seeds_dir(ROOT))
    assert (blog.file, blog.newest_first, len(blog.sections)) == ("000_ed20e611d15ee255.txt", True, 37)
    groups = [s.group for s in blog.sections]
    assert groups == ["Règles avancées (blog, 2011)"] * 9 + ["Subtilité des cartes (blog, 2011)"] * 28
    for part in (blog.sections[:9], blog.sections[9:]):
        assert [s.date for s in part] == sorted(s.date for s in part)
    assert blog.sections[0].title == "Déroulement du tour avancé, Partie 3" and blog.sections[0].date == "2011-09-01"
    assert (blog.sections[9].title, blog.sections[9].date) == ("Baril d'explosifs", "2011-09-03")
    assert (wiki.file, wiki.newest_first, len(wiki.sections)) == ("001_2ff38b26577f617c.txt", False, 14)
    assert wiki.sections[0] == documents.Section("Conditions de victoire", "Page de règles du wiki")


def test_a_fresh_plugin_loads_its_database_once_and_knows_the_client_cards():
    game = Eredan()
    db = game.database(ROOT)
    assert game.database(ROOT / ".") is db and "Naya" in db.characters
    known = game.known_cards(ROOT)
    assert known and game.known_cards(ROOT) is known     # read once, and not empty


def test_a_primitive_is_registered_with_its_parameters():
    def essai(ctx, step, found):
        return None
    try:
        assert base.primitive("essai_enregistre", {"x": "int"})(essai) is essai
        assert base.PRIMITIVES["essai_enregistre"] == (essai, {"x": "int"})
    finally:
        base.PRIMITIVES.pop("essai_enregistre", None)


def test_the_effects_package_installs_its_interpreter(monkeypatch):
    installed = events._installed()
    other = events.Interpreter(run=None, react=None, targets=None)
    monkeypatch.setattr(events, "_interpreter", installed)
    events.install(other)
    assert events._installed() is other
    events.install(installed)
    assert events._installed() is installed


@pytest.mark.parametrize("word", ["target", "card", "self", "carrier"])
def test_a_condition_on_a_character_takes_target_card_or_a_target_word(word):
    effects.check_step({"heal": 1, "if": {"fighting": word}}, "Carte X")
    effects.check_step({"heal": 1, "if": {"no_weapon": word}}, "Carte X")


def test_a_refused_condition_shows_the_value_as_written_accents_kept():
    with pytest.raises(UserError) as err:
        effects.check_step({"heal": 1, "if": {"fighting": ["Naïa", "Éloa"]}}, "Carte X")
    assert err.value.message == ("Carte X : la condition « fighting » attend un personnage (self, carrier, "
                                 "opponent…), pas [\"Naïa\", \"Éloa\"]")


def test_a_database_file_refused_by_its_format_names_its_line(tmp_path):
    from rulings.games.eredan.database import load_directory

    (tmp_path / "a.yaml").write_text("cards:\n  - {name: Frappe, type: action, text: \"x\",\n"
                                     "     source: {kind: reconstructed}, couleur: rouge}\n", encoding="utf-8")
    with pytest.raises(UserError) as err:
        load_directory(tmp_path)
    assert (err.value.where.file, err.value.where.line) == (str(tmp_path / "a.yaml"), 3)
    assert err.value.message == "clé inconnue « cards[1].couleur »"


def _prepared(tmp_path, *changes):
    from rulings.core.scenario import load
    from tests.helpers import scenario_text

    text = scenario_text().replace("    - {name: Sort de mage,", "    - {name: Vide, type: action, text: \"Rien.\", "
                                   "source: {kind: reconstructed}}\n    - {name: Creux, type: objet, text: \"Rien.\", "
                                   "source: {kind: reconstructed}}\n    - {name: Nul, type: objet, text: \"Rien.\", "
                                   "source: {kind: reconstructed}}\n    - {name: Sort de mage,")
    for old, new in changes:
        assert old in text
        text = text.replace(old, new, 1)
    path = tmp_path / "essai.yaml"
    path.write_text(text, encoding="utf-8")
    return load(path, ROOT).cases[0].prepared


def test_the_cards_without_effect_a_case_plays_chooses_or_attaches_are_listed(tmp_path):
    prepared = _prepared(tmp_path, ("play: {A: [Frappe]}",
                                    "play: {A: [{card: Frappe, choose: Vide}], B: [{card: Frappe, choose: [Creux]}]}"),
                         ("A: {characters: [Alpha]}", "A: {characters: [{name: Alpha, attached: [Nul]}]}"))
    assert prepared.unmodelled() == ["Creux", "Nul", "Vide"]


@pytest.mark.parametrize("text, message, line, hint", [
    ("cartes: []\n", "clé inconnue « cartes »", 1, "vouliez-vous dire « characters » ou « cards » ?"),
    ("- 1\n", "le fichier doit être un bloc de clés (clé: valeur), pas une liste", 1, None),
    ("42\n", "le fichier doit être un bloc de clés (clé: valeur), pas le nombre 42", None, None),
])
def test_a_database_file_of_the_wrong_shape_is_refused_naming_the_file(tmp_path, text, message, line, hint):
    from rulings.games.eredan.database import load_directory

    (tmp_path / "a.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(UserError) as err:
        load_directory(tmp_path)
    assert (err.value.message, err.value.hint) == (message, hint)
    assert (err.value.where.file, err.value.where.line) == (str(tmp_path / "a.yaml"), line)


def test_a_define_block_of_plain_data_places_its_entries_in_the_scenario_file():
    """The plug-in's ``with_define`` (a scenario's ``define:``), given plain data (no YAML places): each entry, and
    the refusal of a name the base already has, is placed in the file given."""
    from rulings.core.errors import Where
    from rulings.games.eredan.database import Database
    from rulings.games.eredan.game import GAME
    from rulings.games.eredan.model import CardDef

    db = Database({"Frappe": CardDef(name="Frappe", type="action")}, {}, {"Frappe": Where("base.yaml", 3, 5)})
    blow = {"name": "Coup", "type": "action", "text": "Attaque +1.", "source": {"kind": "reconstructed"}}
    assert GAME.with_define(db, {"cards": [blow]}, "essai.yaml").where == \
        {"Frappe": Where("base.yaml", 3, 5), "Coup": Where("essai.yaml")}
    with pytest.raises(UserError) as err:
        GAME.with_define(db, {"cards": [{**blow, "name": "Frappe"}]}, "essai.yaml")
    assert (err.value.message, err.value.where) == \
        ("« Frappe » est défini dans ce scénario mais existe déjà dans la base de cartes", Where("essai.yaml"))


def test_each_fighter_s_opponent_is_the_other_fighter_and_nobody_else_has_one():
    from tests.helpers import character, fight, game

    state = game()
    alpha, beta = character(state, "A", "Alpha"), character(state, "B", "Beta")
    bench = character(state, "A", "Remplaçant")
    fight(state, alpha, beta)
    assert (state.opponent_of(alpha), state.opponent_of(beta), state.opponent_of(bench)) == (beta, alpha, None)
