"""The shapes every game shares, kept in the core: a database's tables (:mod:`rulings.core.database`), the paths
of expected values (:mod:`rulings.core.probes`), the head of a scenario skeleton (:mod:`rulings.core.skeletons`),
deck files (:mod:`rulings.core.decks`)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from rulings.core import database, decks, french, probes, skeletons
from rulings.core.errors import UserError
from rulings.core.rules import Rule, RuleBook
from rulings.core.spec import Int, ListOf, Obj, OneOf, Str
from rulings.core.yamlio import load_text

ENTRY = Obj({"name": Str(), "alias": Str()}, required=["name"])


@dataclass
class Toy(database.Tables):
    """A game of two kinds of entries; an entry may have an alias, under which it is found too."""

    spells: dict = field(default_factory=dict)
    heroes: dict = field(default_factory=dict)
    where: dict = field(default_factory=dict)

    SPEC = Obj({"spells": ListOf(ENTRY), "heroes": ListOf(ENTRY)})
    BUILDERS = {"heroes": lambda raw, where: ("hero", raw.get("alias")),
                "spells": lambda raw, where: ("spell", raw.get("alias"))}
    checks = 0

    def holder(self, name):
        aliases = {v[1]: k for table in (self.spells, self.heroes) for k, v in table.items() if v[1]}
        return name if name in self.where else aliases.get(name)

    def checked(self):
        Toy.checks += 1
        return self


@dataclass
class Worded(Toy):
    TEXTS = {"first_at": "déjà en {where}"}


def _build(text: str, kind=Toy):
    return kind.build(load_text(text, "t.yaml"), "t.yaml")


def test_the_kinds_are_read_in_the_game_s_order_into_their_tables():
    db = _build("spells: [{name: Feu}]\nheroes: [{name: Naya, alias: N}]\n")
    assert db.heroes == {"Naya": ("hero", "N")} and db.spells == {"Feu": ("spell", None)}
    assert list(db.where) == ["Naya", "Feu"] and (db.where["Naya"].line, db.where["Naya"].column) == (2, 10)


def test_a_name_is_unique_across_the_kinds_with_the_core_s_words_or_the_game_s():
    with pytest.raises(UserError) as err:
        _build("heroes: [{name: Naya}]\nspells:\n  - {name: Naya}\n")
    assert str(err.value.message) == "« Naya » est défini deux fois"
    assert err.value.where.line == 3 and err.value.hint == "première définition ligne 1"
    with pytest.raises(UserError) as err:
        _build("heroes: [{name: Naya}, {name: Naya}]\n", Worded)
    assert err.value.hint == "déjà en t.yaml:1:10"


def test_plain_data_is_placed_in_its_file():
    db = Toy.build({"heroes": [{"name": "Naya"}]}, "plain.yaml")
    assert db.where["Naya"].file == "plain.yaml"


def test_a_directory_is_read_by_file_name_merged_and_checked_once(tmp_path):
    (tmp_path / "b.yaml").write_text("spells: [{name: Feu}]\n", encoding="utf-8")
    (tmp_path / "a.yaml").write_text("heroes: [{name: Naya, alias: N}]\n", encoding="utf-8")
    (tmp_path / "notes.txt").write_text("not read", encoding="utf-8")
    before = Toy.checks
    db = Toy.load(tmp_path)
    assert list(db.where) == ["Naya", "Feu"] and Toy.checks == before + 1
    assert db.where["Feu"].file.endswith("b.yaml")


def test_a_name_in_two_files_or_an_alias_of_an_entry_is_refused(tmp_path):
    (tmp_path / "a.yaml").write_text("heroes: [{name: Naya, alias: N}]\n", encoding="utf-8")
    (tmp_path / "b.yaml").write_text("spells: [{name: N}]\n", encoding="utf-8")
    with pytest.raises(UserError) as err:
        Toy.load(tmp_path)
    assert err.value.message == "« N » est défini deux fois dans la base"
    assert err.value.where.file.endswith("b.yaml") and err.value.hint.startswith("aussi dans ") \
        and "a.yaml:1:10" in err.value.hint


def test_a_define_block_extends_the_database_without_shadowing_it():
    db = _build("heroes: [{name: Naya, alias: N}]\n")
    more = db.with_define(load_text("spells: [{name: Feu}]\n", "case.yaml"), "case.yaml")
    assert set(more.where) == {"Naya", "Feu"} and set(db.where) == {"Naya"}
    assert more.where["Feu"].file == "case.yaml"
    for name in ("Naya", "N"):
        with pytest.raises(UserError) as err:
            db.with_define(load_text(f"spells: [{{name: {name}}}]\n", "case.yaml"), "case.yaml")
        assert err.value.message == f"« {name} » est défini dans ce scénario mais existe déjà dans la base de cartes"
        assert err.value.hint.startswith("utilisez la carte de la base")


# --- the paths of expected values (rulings.core.probes) ---------------------------------------------

def test_a_property_is_known_or_refused_with_a_close_name_or_the_known_ones():
    probes.known("hand", ("hand", "deck"), "jamais dit")
    with pytest.raises(UserError) as err:
        probes.known("hnad", ("hand", "deck"), "propriété inconnue")
    assert err.value.message == "propriété inconnue" and err.value.hint == "vouliez-vous dire « hand » ?"
    with pytest.raises(UserError) as err:
        probes.known("zzz", ("hand", "deck"), "propriété inconnue", ["x.hand", "x.deck"])
    assert err.value.hint == "connues : x.hand, x.deck"


def test_the_subject_of_a_path_is_the_longest_name_it_starts_with():
    names = ["Goule", "Goule 2", "A"]
    assert probes.subject("Goule 2.damage", names) == ("Goule 2", "damage")
    assert probes.subject("Goule.can.fly", names) == ("Goule", "can.fly")
    assert probes.subject("Goules.damage", names) is None and probes.subject("A", names) is None


def test_a_label_is_the_game_s_words_filled_and_capitalised():
    words = {"global": {"winner": "vainqueur"}, "player": {"hand": "main de {}"}}
    assert probes.label(("global", "winner"), words) == "Vainqueur"
    assert probes.label(("player", "A", "hand"), words) == "Main de A"
    assert probes.label(("player", "Arbre", "hand"), words, french.fill) == "Main d'Arbre"


def test_values_compare_as_a_judge_writes_them():
    assert probes.same(["b", "a", "a"], probes.Bag(["a", "b", "a"]))
    assert not probes.same(["a", "b"], probes.Bag(["a", "b", "a"])) and not probes.same("a", probes.Bag(["a"]))
    assert probes.same([1, "x"], ["1", "x"]) and not probes.same(["x", 1], ["1", "x"])
    assert not probes.same(1, True) and not probes.same(True, 1) and probes.same(False, False)
    assert probes.same(3, 3) and not probes.same("3", 3) and probes.same(None, None)


def test_a_part_of_the_game_gives_its_key_or_refuses_it():
    assert probes.part("combat.totals", "combat", ("totals", "winner"), "jamais dit") == "totals"
    assert probes.part("A.hand", "combat", ("totals",), "jamais dit") is None
    with pytest.raises(UserError) as err:
        probes.part("combat.totl", "combat", ("totals",), "inconnue : « {key} » dans « {path} »", ["combat.totals"])
    assert err.value.message == "inconnue : « totl » dans « combat.totl »"
    assert err.value.hint == "vouliez-vous dire « totals » ?"


# --- the head of a scenario skeleton (rulings.core.skeletons) --------------------------------------

SOURCE = skeletons.Source("essai", "doc.txt    # le document", unconfirmed="muet", post="la section",
                          quote="mot pour mot", notes=("# Une note.",), more=("  # date: …",), cards="en jeu")


def test_the_head_of_a_skeleton_says_the_game_s_source_and_is_valid_yaml():
    lines = skeletons.head(SOURCE, "essai-1", "Une règle : deux points", ["Goule", "Prairie", "Goule"])
    assert lines[:3] == ["# Squelette écrit par « rulings new » : remplacez chaque ??? puis lancez",
                         "#   rulings run <ce fichier> --trace", "# Une note."]
    assert "status: unconfirmed    # confirmed | unconfirmed (muet) | errata | bug" in lines
    assert lines[lines.index("  post: ???    # la section") + 1] == "  # date: …"
    assert "cards: [Goule, Prairie]    # en jeu" in lines and "tags: []    # mots-clés de recherche" in lines
    raw = load_text("\n".join(lines + skeletons.case_head("un cas")) + "\n", "new.yaml")
    assert raw["title"] == "Une règle : deux points" and raw["source"]["document"] == "doc.txt"
    assert raw["cases"][0]["name"] == "exemple" and raw["cases"][0]["title"] == "???"
    assert "title: ???    # la règle en une ligne, en français" in skeletons.head(SOURCE, "e", None, [])


def test_a_name_is_found_without_case_and_accents_or_refused_with_a_close_one():
    table = {"Prairie": 1, "Épée": 2}
    assert skeletons.resolve("epee", table, "jamais dit") == "Épée"
    with pytest.raises(UserError) as err:
        skeletons.resolve("Prairi", table, "carte inconnue")
    assert err.value.message == "carte inconnue" and err.value.where == skeletons.WHERE
    assert "Prairie" in err.value.hint


def test_a_piece_named_twice_in_play_is_refused():
    skeletons.once(["Goule", "Goule 2"], "jamais dit")
    with pytest.raises(UserError, match="deux fois"):
        skeletons.once(["Goule", "Goule"], "deux fois")


# --- deck files (rulings.core.decks) ----------------------------------------------------------------

def test_a_deck_file_is_checked_and_its_entries_are_mappings_with_their_places(tmp_path):
    spec = Obj({"name": Str(), "cards": ListOf(OneOf(Str(), Obj({"name": Str(), "count": Int()}, required=["name"])))})
    path = tmp_path / "deck.yaml"
    path.write_text("name: Essai\ncards:\n  - Goule\n  - {name: Prairie, count: 2}\n", encoding="utf-8")
    raw = decks.read(path, spec)
    read = [(fields, (where.line, where.column)) for fields, where in decks.entries(raw, "cards")]
    assert read == [({"name": "Goule"}, (3, 5)), ({"name": "Prairie", "count": 2}, (4, 5))]
    path.write_text("cards:\n  - {name: Goule, cuont: 2}\n", encoding="utf-8")
    with pytest.raises(UserError) as err:
        decks.read(path, spec)
    assert err.value.where.line == 2 and "cuont" in err.value.message


def test_the_verdict_names_each_rule_broken_by_its_id_and_title():
    book = RuleBook("essai")
    book.add(Rule("essai.deck.size", "Quarante cartes", "Le deck a 40 cartes.", ("doc.txt", "Deck")))
    assert decks.verdict([], book) == ["✓ Légal."]
    broken = [("essai.deck.size", "39 cartes")]
    assert decks.verdict(broken, book) == ["✗ Illégal :", "  ✗ [essai.deck.size] Quarante cartes : 39 cartes"]
    assert decks.failures(broken, book) == [{"rule": "essai.deck.size", "title": "Quarante cartes",
                                             "message": "39 cartes"}]
