"""The knowledge base's exports (:mod:`rulings.core.kb`): ``rulings export`` rows and ``rulings coverage`` rows,
checked whole on a small knowledge base written to ``tmp_path`` (its own seeds, a one-document game)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulings import games
from rulings.core import kb
from rulings.core.game import Section, SourceDocument
from tests.helpers import scenario_text, scenario_with

BLOG = "000_ed20e611d15ee255.txt"
WIKI = "001_2ff38b26577f617c.txt"

# essai-deux: two cases, a date and tags, a divergent source (so unconfirmed), and a failing second case
DIVERGENT = scenario_text("essai-deux").replace("status: confirmed", "status: unconfirmed").replace(
    "  post: Essai\n", "  post: Essai\n  date: 2011-09-05\n").replace(
    "cards: [Frappe]", "divergent_source:\n  document: 001_2ff38b26577f617c.txt\n  post: Initiative\n"
    "  quote: \"Une autre phrase.\"\ncards: [Frappe]\ntags: [attaque, bonus]") + """\
  - name: faux
    setup:
      A: {characters: [Alpha]}
      B: {characters: [Beta]}
    fight: {A: Alpha, B: Beta}
    play: {A: [Frappe]}
    expect:
      after Frappe:
        Alpha.attack: 4/4
"""

# essai-trois: cites a section no document requires
OTHER = scenario_text("essai-trois").replace("  post: Essai\n", "  post: Hors liste\n")


class OneDocumentGame:
    name = "eredan"

    def documents(self, seeds):
        return [SourceDocument(BLOG, (Section("Essai", "Blog", "2011-09-05"), Section("Jamais citée", "Blog"))),
                SourceDocument(WIKI, (Section("Initiative", "Wiki"),))]


@pytest.fixture
def root(tmp_path, monkeypatch):
    from rulings.core.yamlio import load_text
    from rulings.games.eredan import database
    from rulings.games.eredan.game import GAME

    small = database.build(load_text("cards: []\ncharacters: []\n", "db.yaml"), "db.yaml")
    monkeypatch.setattr(GAME, "database", lambda root: small)
    monkeypatch.setattr(games, "all_games", lambda: [OneDocumentGame()])
    monkeypatch.delenv("RULINGS_SEEDS", raising=False)
    folder = tmp_path / "kb" / "scenarios" / "eredan"
    folder.mkdir(parents=True)
    seeds = tmp_path / "shared" / "seeds"
    seeds.mkdir(parents=True)
    (seeds / "documents.tsv").write_text(f"file\ttitle\n{BLOG}\tLe blog des règles\n{WIKI}\t\n", encoding="utf-8")
    for name, text in (("essai", scenario_text()), ("essai-deux", DIVERGENT), ("essai-trois", OTHER)):
        (folder / f"{name}.yaml").write_text(text, encoding="utf-8")
    return tmp_path / "kb"


def _row(id, path, post="Essai", date=None, status="confirmed", cases=("base",), tags=(), verified=True, **more):
    return {"id": id, "title": "Essai", "game": "eredan", "status": status,
            "source": {"document": BLOG, "post": post, "date": date, "quote": "Une phrase."},
            "cards": ["Frappe"], "tags": list(tags), "ruling": "Une règle.", "path": path, "cases": list(cases),
            **more, "verified": verified, "readings": []}


def test_export_gives_every_scenario_whole_with_its_path_from_the_root(root):
    report = kb.check(kb.load_all(root))
    assert report.errors == [] and report.skipped == []
    assert kb.export(report) == [      # sorted by path: « essai-… » before « essai.yaml »
        _row("essai-deux", "scenarios/eredan/essai-deux.yaml", date="2011-09-05", status="unconfirmed",
             cases=("base", "faux"), tags=("attaque", "bonus"), verified=False,
             divergent_source={"document": WIKI, "post": "Initiative", "date": None, "quote": "Une autre phrase."}),
        _row("essai-trois", "scenarios/eredan/essai-trois.yaml", post="Hors liste"),
        _row("essai", "scenarios/eredan/essai.yaml"),
    ]
    assert (report.passed, report.failed) == (3, 1)


def test_export_keeps_a_path_outside_the_root_as_given(root, tmp_path):
    outside = tmp_path / "ailleurs" / "essai.yaml"
    outside.parent.mkdir()
    outside.write_text(scenario_text(), encoding="utf-8")
    report = kb.check(kb.load_all(root, [outside]))
    assert kb.export(report) == [_row("essai", str(outside))]


def _cover(document, title, post, group, date=None, required=True, scenarios=0, cases=0, verified=0):
    return {"game": "eredan", "document": document, "document_title": title, "post": post, "group": group,
            "date": date, "required": required, "scenarios": scenarios, "cases": cases, "verified": verified,
            "open_questions": []}


def test_coverage_counts_scenarios_cases_and_verified_rulings_per_section(root):
    report = kb.check(kb.load_all(root))
    assert kb.coverage(report) == [
        _cover(BLOG, "Le blog des règles", "Essai", "Blog", "2011-09-05", scenarios=2, cases=3, verified=1),
        _cover(BLOG, "Le blog des règles", "Jamais citée", "Blog"),
        _cover(WIKI, WIKI, "Initiative", "Wiki", scenarios=1, cases=2, verified=0),
        _cover(BLOG, "Le blog des règles", "Hors liste", "autre section", required=False, scenarios=1, cases=1,
               verified=1),
    ]


def test_coverage_before_any_run_counts_nothing_verified(root):
    report = kb.load_all(root)
    assert [(row["post"], row["scenarios"], row["cases"], row["verified"]) for row in kb.coverage(report)] == [
        ("Essai", 2, 3, 0), ("Jamais citée", 0, 0, 0), ("Initiative", 1, 2, 0), ("Hors liste", 1, 1, 0)]


def test_coverage_without_documents_lists_only_the_cited_sections(root, monkeypatch):
    class NoDocument(OneDocumentGame):
        def documents(self, seeds):
            assert Path(seeds) == root.parent / "shared" / "seeds"
            return []

    monkeypatch.setattr(games, "all_games", lambda: [NoDocument()])
    report = kb.check(kb.load_all(root))
    assert kb.coverage(report) == [
        _cover(BLOG, "Le blog des règles", "Essai", "autre section", required=False, scenarios=2, cases=3,
               verified=1),
        _cover(WIKI, WIKI, "Initiative", "autre section", required=False, scenarios=1, cases=2),
        _cover(BLOG, "Le blog des règles", "Hors liste", "autre section", required=False, scenarios=1, cases=1,
               verified=1),
    ]


# --- load_all: what is skipped, refused, blocked -----------------------------------------------------------------

@pytest.fixture
def mixed(root):
    """Beside the three scenarios: a deck, a broken file, a second « essai » in a sub-folder."""
    folder = root / "scenarios" / "eredan"
    (folder / "decks").mkdir()
    (folder / "sous").mkdir()
    (folder / "decks" / "d.yaml").write_text("cards: [Frappe]\n", encoding="utf-8")
    (folder / "casse.yaml").write_text("id: casse\n", encoding="utf-8")
    (folder / "sous" / "essai.yaml").write_text(scenario_text(), encoding="utf-8")
    return folder


MISSING_GAME = "clé manquante « game » (jeux : eredan, wakfu, arcmage, wowminis)"


def test_load_all_skips_decks_and_reports_each_broken_file_once(root, mixed):
    report = kb.load_all(root)
    assert [Path(s.path).relative_to(mixed).as_posix() for s in report.scenarios] == \
        ["essai-deux.yaml", "essai-trois.yaml", "essai.yaml"]
    assert [str(e) for e in report.errors] == [
        f"{mixed / 'casse.yaml'}:1:1: {MISSING_GAME}",
        f"{mixed / 'sous' / 'essai.yaml'}:2:1: l'identifiant « essai » est déjà celui de {mixed / 'essai.yaml'} "
        "(donnez à chaque décision son propre identifiant)"]
    assert report.skipped == [(str(mixed / "decks" / "d.yaml"), "un deck, pas un scénario : rulings deck le vérifie")]
    assert (report.blocked, report.results, report.seeds) == ({}, {}, root.parent / "shared" / "seeds")


def test_a_file_named_is_always_read_as_a_scenario(root, mixed):
    report = kb.load_all(root, [mixed / "decks" / "d.yaml"])
    assert ([str(e) for e in report.errors], report.skipped, report.scenarios) == \
        ([f"{mixed / 'decks' / 'd.yaml'}:1:1: {MISSING_GAME}"], [], [])


def test_an_error_of_another_file_is_told_once_with_every_scenario_it_blocks(root, mixed, monkeypatch):
    from rulings.core.errors import UserError, Where
    from rulings.games.eredan.game import GAME

    def broken(root):
        raise UserError("base cassée", Where("db.yaml", 3, 1))

    monkeypatch.setattr(GAME, "database", broken)
    report = kb.load_all(root)
    assert [str(e) for e in report.errors] == [f"{mixed / 'casse.yaml'}:1:1: "
                                               f"{MISSING_GAME}", "db.yaml:3:1: base cassée"]
    assert report.blocked == {"db.yaml:3:1: base cassée": [
        str(mixed / name) for name in ("essai-deux.yaml", "essai-trois.yaml", "essai.yaml", "sous/essai.yaml")]}
    assert report.scenarios == []


def test_check_runs_every_case_to_its_end(root):
    report = kb.check(kb.load_all(root))
    assert sorted(report.results) == ["essai-deux::base", "essai-deux::faux", "essai-trois::base", "essai::base"]
    assert [len(report.results[k].trace) for k in sorted(report.results)] == [17, 17, 17, 17]
    assert [report.verified(s) for s in report.scenarios] == [False, True, True]


def test_coverage_counts_every_verified_ruling_of_a_section(root):
    folder = root / "scenarios" / "eredan"
    (folder / "essai-quatre.yaml").write_text(scenario_text("essai-quatre"), encoding="utf-8")
    rows = kb.coverage(kb.check(kb.load_all(root)))
    assert rows[0] == _cover(BLOG, "Le blog des règles", "Essai", "Blog", "2011-09-05", scenarios=3, cases=4,
                             verified=2)


def test_a_second_file_of_the_same_id_is_placed_at_its_id_and_the_files_after_it_are_read(root, mixed):
    second = scenario_text().replace("id: essai\ntitle: Essai\n", "title: Essai\nid: essai\n")
    (mixed / "sous" / "essai.yaml").write_text(second, encoding="utf-8")
    (mixed / "tard").mkdir()
    (mixed / "tard" / "essai-quatre.yaml").write_text(scenario_text("essai-quatre"), encoding="utf-8")
    report = kb.load_all(root)
    assert str(report.errors[-1]).startswith(f"{mixed / 'sous' / 'essai.yaml'}:3:1: l'identifiant « essai »")
    assert [Path(s.path).relative_to(mixed).as_posix() for s in report.scenarios][-1] == "tard/essai-quatre.yaml"


# --- the open readings of a ruling: export and coverage ----------------------------------------------------------

# Eredan's two readings these rulings hang on, as ``rulings export --json`` lists them
COMBAT_END_ORDER = {
    "name": "combat-end-order", "question": "Dans quel ordre les cartes s'activent-elles à la fin du combat ?",
    "rule": "eredan.combat.end-effects", "default": "active-player-first", "open_question": True,
    "alternatives": [
        {"name": "active-player-first",
         "label": "les cartes du joueur actif, puis celles du passif, chacun dans l'ordre de pose (le blog, "
                  "« à confirmer »)",
         "support": [{"document": BLOG,
                      "quote": "et des cartes attachées et jouées dans l'ordre de pose (joueur actif puis passif)"}]},
        {"name": "pose-order", "label": "l'ordre de pose seul, les deux joueurs mêlés (le wiki)",
         "support": [{"document": WIKI, "quote": "Les résolutions des effets de fin de tours se font dans l'ordre de "
                                                 "la pose des cartes"}]}]}
INITIATIVE_MALUS = {
    "name": "initiative-malus", "question": "Un malus d'initiative retire-t-il des tickets ?",
    "rule": "eredan.setup.initiative", "default": "malus-removes-tickets", "open_question": False,
    "alternatives": [
        {"name": "malus-removes-tickets", "label": "oui : un ticket de moins par point de malus",
         "support": [{"document": WIKI, "quote": "Chaque joueur a 5 Points d'initiative représentant 5 \"tickets\""}]},
        {"name": "bonus-only", "label": "non : seuls les bonus comptent, un malus est sans effet",
         "support": [{"document": WIKI, "quote": "chaque point d'initiative supplémentaire représente un ticket "
                                                 "supplémentaire en début de partie"}]}]}


def _reading_ruling(open_questions: str) -> str:
    """essai-lecture: hangs on ``open_questions``, and its case reads the reading initiative-malus (A's malus)."""
    return scenario_with(("id: essai\n", "id: essai-lecture\n"),
                         ("ruling: Une règle.\n", f"open_questions: {open_questions}\nruling: Une règle.\n"),
                         ("      B: {characters: [Beta]}\n",
                          "      B: {characters: [Beta]}\n      initiative_bonus: {A: -1}\n"))


def test_export_lists_a_rulings_open_questions_then_the_readings_its_cases_read(root):
    """Each reading whole (question, rule, default, alternatives with their label and supporting words), an open
    question of the ruling marked so, one its case only read marked not; a ruling hanging on none lists none."""
    (root / "scenarios" / "eredan" / "essai-lecture.yaml").write_text(_reading_ruling("[combat-end-order]"),
                                                                       encoding="utf-8")
    report = kb.check(kb.load_all(root))
    assert report.results["essai-lecture::base"].readings_read == {"initiative-malus": "malus-removes-tickets"}
    rows = {row["id"]: row for row in kb.export(report)}
    assert rows["essai-lecture"]["open_questions"] == ["combat-end-order"]
    assert rows["essai-lecture"]["readings"] == [COMBAT_END_ORDER, INITIATIVE_MALUS]
    assert [rows[id]["readings"] for id in ("essai", "essai-deux", "essai-trois")] == [[], [], []]


def test_readings_of_gives_each_reading_once_and_before_any_run_the_open_questions_alone(root):
    """An open question the case also reads is named once, in the ruling's order; a ruling not run yet hangs on
    its open questions alone (its cases have no result to read)."""
    (root / "scenarios" / "eredan" / "essai-lecture.yaml").write_text(
        _reading_ruling("[combat-end-order, initiative-malus]"), encoding="utf-8")
    loaded = kb.load_all(root)
    ruling = next(s for s in loaded.scenarios if s.id == "essai-lecture")
    assert kb.readings_of(loaded, ruling) == ["combat-end-order", "initiative-malus"]
    checked = kb.check(loaded)
    assert kb.readings_of(checked, ruling) == ["combat-end-order", "initiative-malus"]
    alone = scenario_with(("id: essai\n", "id: essai-lecture\n"),
                          ("      B: {characters: [Beta]}\n",
                           "      B: {characters: [Beta]}\n      initiative_bonus: {A: -1}\n"))
    (root / "scenarios" / "eredan" / "essai-lecture.yaml").write_text(alone, encoding="utf-8")
    checked = kb.check(kb.load_all(root))
    ruling = next(s for s in checked.scenarios if s.id == "essai-lecture")
    assert kb.readings_of(checked, ruling) == ["initiative-malus"]
    row = next(r for r in kb.export(checked) if r["id"] == "essai-lecture")
    assert "open_questions" not in row and row["readings"] == [INITIATIVE_MALUS]


def test_coverage_lists_each_open_question_of_a_section_once_with_the_first_ruling_that_asks_it(root):
    """Every section a ruling cites (its divergent source's too) lists the ruling's open questions, by name, question
    and ruling; a question a later ruling of the same section asks again is not listed twice."""
    folder = root / "scenarios" / "eredan"
    (folder / "essai-deux.yaml").write_text(DIVERGENT.replace(
        "ruling: Une règle.\n", "open_questions: [combat-end-order, initiative-malus]\nruling: Une règle.\n"),
        encoding="utf-8")
    (folder / "essai-lecture.yaml").write_text(_reading_ruling("[combat-end-order, per-combat-effects]"),
                                               encoding="utf-8")
    report = kb.check(kb.load_all(root))
    assert [s.id for s in report.scenarios] == ["essai-deux", "essai-lecture", "essai-trois", "essai"]
    order = {"name": "combat-end-order", "question": "Dans quel ordre les cartes s'activent-elles à la fin du combat ?",
             "ruling": "essai-deux"}
    malus = {"name": "initiative-malus", "question": "Un malus d'initiative retire-t-il des tickets ?",
             "ruling": "essai-deux"}
    each_combat = {"name": "per-combat-effects", "ruling": "essai-lecture",
                   "question": "Un effet « à chaque combat » d'une carte attachée s'active-t-il quand son porteur ne "
                               "combat pas ?"}
    assert [(row["post"], row["open_questions"]) for row in kb.coverage(report)] == [
        ("Essai", [order, malus, each_combat]), ("Jamais citée", []), ("Initiative", [order, malus]),
        ("Hors liste", [])]
