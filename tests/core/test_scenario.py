"""Scenario files seen by the core (:mod:`rulings.core.scenario`, :mod:`rulings.core.rules`,
:mod:`rulings.core.sources`): the rule ids a case pins, the YAML files of a folder that are not scenarios, a
scenario's metadata, the rule book's families and the titles of the source documents."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulings.core import scenario, sources
from rulings.core.errors import UserError, Where
from rulings.core.rules import Rule, RuleBook
from rulings.core.scenario import not_a_scenario
from rulings.core.yamlio import load_text
from tests.helpers import scenario_text, write


@pytest.fixture(autouse=True)
def empty_database(monkeypatch):
    from rulings.games.eredan import database
    from rulings.games.eredan.game import GAME

    small = database.build(load_text("cards: []\ncharacters: []\n", "db.yaml"), "db.yaml")
    monkeypatch.setattr(GAME, "database", lambda root: small)


def _pinning(tmp_path, rules: str) -> str:
    path = write(tmp_path, scenario_text().replace("    setup:\n", f"    rules: {rules}\n    setup:\n", 1))
    with pytest.raises(UserError) as caught:
        scenario.load(path, tmp_path)
    return str(caught.value).replace(str(path), "essai.yaml")


def test_an_unknown_rule_id_is_refused_at_its_place_with_the_close_ids(tmp_path):
    assert _pinning(tmp_path, "[eredan.play.card, eredan.stats.ad]") == (
        "essai.yaml:24:31: règle « eredan.stats.ad » inconnue du livre de règles de ce jeu (vouliez-vous dire "
        "« eredan.stats.add », « eredan.stats.swap » ou « eredan.stats.scale » ?)")


def test_an_unknown_rule_id_far_from_any_is_refused_without_hint(tmp_path):
    assert _pinning(tmp_path, "[eredan.zzz.qqq]") == \
        "essai.yaml:24:13: règle « eredan.zzz.qqq » inconnue du livre de règles de ce jeu"


def test_a_rule_id_given_twice_is_refused_at_the_second(tmp_path):
    assert _pinning(tmp_path, "[eredan.play.card, eredan.stats.add, eredan.play.card]") == \
        "essai.yaml:24:49: la règle « eredan.play.card » est nommée deux fois"
    assert _pinning(tmp_path, "\n      - eredan.play.card\n      - eredan.play.card") == \
        "essai.yaml:26:9: la règle « eredan.play.card » est nommée deux fois"


def test_pinned_rules_known_and_distinct_load(tmp_path):
    path = write(tmp_path, scenario_text().replace("    setup:\n", "    rules: [eredan.play.card, eredan.stats.add]\n"
                                                                   "    setup:\n", 1))
    loaded = scenario.load(path, tmp_path)
    assert loaded.cases[0].raw["rules"] == ["eredan.play.card", "eredan.stats.add"]


# --- files of a folder that are not scenarios ---------------------------------------------------------------

@pytest.mark.parametrize("raw, why", [
    ([1, 2], "pas un bloc de clés : pas un scénario"),
    ("texte", "pas un bloc de clés : pas un scénario"),
    ({"cards": ["Frappe"], "game": "eredan"}, "un deck, pas un scénario : rulings deck le vérifie"),
    ({"cards": ["Frappe"]}, "un deck, pas un scénario : rulings deck le vérifie"),
    ({"name": "x"}, "ni « cases » ni « game » : pas un scénario"),
    ({}, "ni « cases » ni « game » : pas un scénario"),
])
def test_why_a_yaml_file_is_not_a_scenario(raw, why):
    assert not_a_scenario(raw) == why


@pytest.mark.parametrize("raw", [{"cases": []}, {"id": "x", "cards": []}, {"title": "x", "cards": []},
                                 {"ruling": "x", "cards": []}, {"source": {}, "cards": []}, {"game": "eredan"},
                                 {"cases": [], "cards": []}])
def test_a_file_trying_to_be_a_scenario_is_checked_as_one(raw):
    assert not_a_scenario(raw) is None


# --- metadata ---------------------------------------------------------------------------------------------------

def test_the_metadata_of_a_scenario_whole(tmp_path):
    text = scenario_text().replace("cards: [Frappe]", "cards: [Frappe]\ntags: [bonus]").replace(
        '  quote: "Une phrase."', '  date: 2011-09-05\n  quote: ["Une phrase.", "Une autre."]')
    loaded = scenario.load(write(tmp_path, text), tmp_path)
    assert loaded.metadata() == {
        "id": "essai", "title": "Essai", "game": "eredan", "status": "confirmed",
        "source": {"document": "000_ed20e611d15ee255.txt", "post": "Essai", "date": "2011-09-05",
                   "quote": ["Une phrase.", "Une autre."]},
        "cards": ["Frappe"], "tags": ["bonus"], "ruling": "Une règle.", "path": str(tmp_path / "essai.yaml"),
        "cases": ["base"]}
    assert loaded.sources_differ is False



def test_the_metadata_of_a_ruling_hanging_on_open_readings_names_them_in_order(tmp_path):
    """A ruling's open questions (readings of its game) are in its metadata, as the file lists them; a ruling
    without any has no such key (test above)."""
    text = scenario_text().replace("status: confirmed", "status: unconfirmed\nopen_questions: "
                                   "[death-threshold-at-turn-end, deck-defeat-timing]")
    metadata = scenario.load(write(tmp_path, text), tmp_path).metadata()
    assert metadata["status"] == "unconfirmed"
    assert metadata["open_questions"] == ["death-threshold-at-turn-end", "deck-defeat-timing"]
    assert list(metadata)[-2:] == ["cases", "open_questions"]

# --- rule book, document titles ---------------------------------------------------------------------------------

def _rule(id):
    return Rule(id, "Titre", "Énoncé.", ("doc", "section"))


def test_rules_are_grouped_by_family_in_the_books_order_then_the_others_sorted():
    book = RuleBook("jeu", families={"tour": "Le tour", "vide": "Sans règle", "stats": "Caractéristiques"})
    for id in ("jeu.zeta.a", "jeu.stats.a", "jeu.tour.a", "jeu.alpha.a", "jeu.stats.b", "jeu.zeta.b"):
        book.add(_rule(id))
    assert [(name, [r.id for r in rules]) for name, rules in book.by_family()] == [
        ("Le tour", ["jeu.tour.a"]), ("Caractéristiques", ["jeu.stats.a", "jeu.stats.b"]),
        ("alpha", ["jeu.alpha.a"]), ("zeta", ["jeu.zeta.a", "jeu.zeta.b"])]
    assert ("jeu.tour.a" in book, "jeu.tour.b" in book, book["jeu.alpha.a"].title) == (True, False, "Titre")
    assert [r.id for r in book][:2] == ["jeu.zeta.a", "jeu.stats.a"]


def test_a_rule_book_refuses_a_rule_twice_or_of_another_game():
    book = RuleBook("jeu")
    book.add(_rule("jeu.a.b"))
    with pytest.raises(ValueError, match="rule jeu.a.b defined twice"):
        book.add(_rule("jeu.a.b"))
    with pytest.raises(ValueError, match="rule autre.a.b is not in the jeu namespace"):
        book.add(_rule("autre.a.b"))


def test_the_title_of_a_document_is_its_row_of_documents_tsv_else_its_name(tmp_path):
    (tmp_path / "documents.tsv").write_text("file\ttitle\na.txt\tLe blog\nb.txt\t\n", encoding="utf-8")
    (tmp_path / "a.txt").write_text("Essai\nUne  phrase\nsur deux lignes.\n", encoding="utf-8")
    assert [sources.title_of(tmp_path, n) for n in ("a.txt", "b.txt", "c.txt")] == ["Le blog", "b.txt", "c.txt"]
    assert sources.title_of(tmp_path / "ailleurs", "a.txt") == "a.txt"
    assert [sources.quote_found(tmp_path, "a.txt", q) for q in ("Une phrase sur deux", "phrase  sur", "Autre")] == \
        [True, True, False]
    assert sources.quote_found(tmp_path, "z.txt", "Essai") is False
    assert [sources.section_found(tmp_path, "a.txt", t) for t in ("Essai", " Essai ", "Ess", "sur deux")] == \
        [True, True, False, False]
    assert sources.section_found(tmp_path, "z.txt", "Essai") is False


def test_discover_finds_yaml_and_yml_files_but_not_the_databases(tmp_path):
    for name in ("b.yaml", "a.yml", "c.txt", "database/cartes.yaml", "sous/d.YAML", "sous/e.yaml"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("a: 1\n", encoding="utf-8")
    assert scenario.discover([tmp_path]) == [tmp_path / "a.yml", tmp_path / "b.yaml", tmp_path / "sous/e.yaml"]
    assert scenario.discover([tmp_path / "c.txt"]) == [tmp_path / "c.txt"]
    with pytest.raises(UserError) as caught:
        scenario.discover([tmp_path / "absent"])
    assert str(caught.value) == f"{tmp_path / 'absent'}: fichier ou dossier introuvable"


# --- from_raw: the scenario's own mistakes ------------------------------------------------------------------

BASE = scenario_text()
CASE = BASE[BASE.index("  - name: base"):]
KNOWN = "eredan, wakfu, arcmage, wowminis"


@pytest.mark.parametrize("text, message", [
    ("- a\n- b\n", "essai.yaml:1:1: un fichier de scénario est un bloc de clés : « id », « title », « game », « status "
                   "», "
                   "« source », « cards », « ruling » et « cases »"),
    ("Bonjour tout le monde, ceci est du texte.\n",
     "essai.yaml:1:1: un fichier de scénario est un bloc de clés : « id », « title », « game », « status », « source "
     "», "
     "« cards », « ruling » et « cases » (ce fichier ne ressemble pas à du YAML : un scénario ou un deck est fait de "
     "lignes « clé: valeur »)"),
    (BASE.replace("game: eredan\n", ""), f"essai.yaml:2:1: clé manquante « game » (jeux : {KNOWN})"),
    (BASE.replace("game: eredan", "game: eredn"), "essai.yaml:4:1: jeu inconnu « eredn » (vouliez-vous dire « eredan » "
                                                  "?)"),
    (BASE.replace("game: eredan", "game: zzz"), f"essai.yaml:4:1: jeu inconnu « zzz » (jeux connus : {KNOWN})"),
    (BASE.replace("game: eredan", "game: 3"), f"essai.yaml:4:1: jeu inconnu « 3 » (jeux connus : {KNOWN})"),
    (BASE.replace("id: essai", "id: autre"), "essai.yaml:2:1: l'identifiant « autre » diffère du nom du fichier "
                                             "« essai.yaml » (renommez le fichier autre.yaml, ou écrivez id: essai)"),
    (BASE.replace("cards: [Frappe]", "divergent_source: {document: a.txt, post: P, quote: Q}\ncards: [Frappe]"),
     "essai.yaml:5:1: une décision dont les sources divergent (divergent_source) a le statut « unconfirmed », pas "
     "« confirmed » (la règle (ruling) dit quelle lecture le moteur suit ; le statut dit qu'elle reste à confirmer)"),
    (BASE + CASE, "essai.yaml:32:5: deux cas s'appellent « base » (le premier ligne 23)"),
])
def test_a_scenario_s_own_mistakes_with_their_place(text, message):
    with pytest.raises(UserError) as caught:
        scenario.from_raw(load_text(text, "essai.yaml"), "essai.yaml", Path("."))
    assert str(caught.value) == message


def test_standard_input_needs_no_file_name_and_each_case_keeps_its_status_title_and_place():
    text = BASE.replace("id: essai", "id: autre") + CASE.replace("name: base", "name: second\n    title: Le second\n"
                                                                 "    status: errata")
    loaded = scenario.from_raw(load_text(text, "<entrée>"), "<entrée>", Path("."), named_file=False)
    assert [(c.name, c.title, c.status, str(c.where), c.node_id) for c in loaded.cases] == [
        ("base", "", "confirmed", "<entrée>:23:5", "autre::base"),
        ("second", "Le second", "errata", "<entrée>:32:5", "autre::second")]
    assert (loaded.id, loaded.path, loaded.game, loaded.divergent_source) == ("autre", "<entrée>", "eredan", None)


# --- where a scenario's own mistakes are placed ---------------------------------------------------------------

def _refused(tmp_path, text: str) -> tuple[UserError, Path]:
    path = write(tmp_path, text)
    with pytest.raises(UserError) as caught:
        scenario.load(path, tmp_path)
    return caught.value, path


@pytest.mark.parametrize("raw", [None, [], 3])
def test_a_file_that_is_no_mapping_is_refused_at_its_first_line(raw):
    with pytest.raises(UserError) as caught:
        scenario.from_raw(raw, "essai.yaml", Path("."))
    assert caught.value.where == Where("essai.yaml", 1, 1)


def test_a_missing_key_is_placed_at_the_start_of_the_mapping(tmp_path):
    text = scenario_text().replace("title: Essai\n", "")
    err, path = _refused(tmp_path, text)
    # line 1 is the schema comment: the mapping starts at line 2
    assert (err.where.file, err.where.line, err.where.column) == (str(path), 2, 1) and "title" in err.message


def test_an_id_other_than_the_files_name_is_placed_at_the_id(tmp_path):
    text = scenario_text().replace("id: essai\ntitle: Essai\n", "title: Essai\nid: essai\n")
    path = tmp_path / "autre.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(UserError) as caught:
        scenario.load(path, tmp_path)
    assert (caught.value.where.line, caught.value.where.column) == (3, 1)   # the id's line, not the top


def test_the_scenario_context_knows_its_file(tmp_path):
    path = write(tmp_path, scenario_text())
    assert scenario.load(path, tmp_path).context.file == str(path)


def test_a_case_is_placed_at_its_item_and_an_error_without_place_takes_it(tmp_path, monkeypatch):
    from rulings.games.eredan.game import GAME

    path = write(tmp_path, scenario_text())
    loaded = scenario.load(path, tmp_path)
    assert (loaded.cases[0].where.line, loaded.cases[0].where.column) == (23, 5)

    def refuse(context, case_raw):
        raise UserError("refusé")

    monkeypatch.setattr(GAME, "prepare", refuse)
    with pytest.raises(UserError) as caught:
        scenario.load(path, tmp_path)
    assert caught.value.where == Where(str(path), 23, 5)


def test_a_case_with_two_keys_its_game_says_exclude_each_other_is_refused_at_the_case(tmp_path):
    """The game names the case keys that exclude each other (Eredan: a case of several turns gives its fights in
    ``turns``): the core's case format refuses both at once, where the case is."""
    text = scenario_text().replace("    fight: {A: Alpha, B: Beta}\n",
                                   "    fight: {A: Alpha, B: Beta}\n    turns:\n      - fight: {A: Alpha, B: "
                                   "Beta}\n", 1)
    path = write(tmp_path, text)
    with pytest.raises(UserError) as caught:
        scenario.load(path, tmp_path)
    assert str(caught.value).replace(str(path), "essai.yaml") == \
        "essai.yaml:23:5: donnez une seule des clés turns, fight dans « cases[1] »"
