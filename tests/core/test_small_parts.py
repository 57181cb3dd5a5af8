"""The core's small parts: where the sources and data are, a status and a moment in French, the catalogue of
templates (its placeholders, a second language) and an illegal action's reason."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulings.core import i18n, places
from rulings.core.game import IllegalAction
from rulings.core.messages import status_fr
from rulings.core.moments import moment_fr


def test_the_sources_and_data_are_beside_the_knowledge_base(monkeypatch):
    monkeypatch.delenv("RULINGS_SEEDS", raising=False)
    monkeypatch.delenv("RULINGS_DATA", raising=False)
    assert places.seeds_dir(Path("/base/kb")) == Path("/base/shared/seeds")
    assert places.data_dir("/base/kb") == Path("/base/shared/data")
    assert places.scenarios_dir("/base/kb") == Path("/base/kb/scenarios")
    monkeypatch.setenv("RULINGS_SEEDS", "/ailleurs/sources")
    monkeypatch.setenv("RULINGS_DATA", "/ailleurs/donnees")
    assert (places.seeds_dir(Path("/base/kb")), places.data_dir(Path("/base/kb"))) == \
        (Path("/ailleurs/sources"), Path("/ailleurs/donnees"))


def test_a_status_in_french_else_as_written():
    assert [status_fr(s) for s in ("confirmed", "unconfirmed", "errata", "bug", "autre")] == \
        ["confirmé", "à confirmer", "errata", "bug", "autre"]


def test_a_moment_in_french_else_as_written():
    assert [moment_fr(m) for m in ("start", "end", "after action 2", "after combat 3", "end of turn 10",
                                   "after Frappe", "after action x")] == \
        ["au début du cas", "à la fin du cas", "après l'action 2", "après le combat du tour 3", "à la fin du tour 10",
         "after Frappe", "after action x"]


def test_the_placeholders_of_a_template():
    assert i18n.fields("{a} et {b.c} puis {d[0]} {{e}} {a}") == {"a", "b", "d"}
    assert i18n.fields("sans rien") == set()


def test_a_second_language_keeps_the_names_and_the_placeholders(monkeypatch):
    catalogue = i18n.Catalogue("essai", {"bonjour": "bonjour {nom}", "fin": "fin"})
    assert catalogue.layer == "essai"
    with pytest.raises(ValueError) as caught:
        catalogue.add("en", {"hello": "hello"})
    assert str(caught.value) == "essai: no French template named 'hello'"
    with pytest.raises(ValueError) as caught:
        catalogue.add("en", {"bonjour": "hello {name}"})
    assert str(caught.value) == "essai: 'bonjour' must use the placeholders ['nom']"
    catalogue.add("en", {"bonjour": "hello {nom}"})
    monkeypatch.setenv("RULINGS_LANG", "en")
    assert (catalogue("bonjour", nom="Naya"), catalogue("fin")) == ("hello Naya", "fin")
    monkeypatch.delenv("RULINGS_LANG")
    assert catalogue("bonjour", nom="Naya") == "bonjour Naya"
    assert ("fin" in catalogue, "autre" in catalogue, catalogue.names()) == (True, False, ["bonjour", "fin"])


def test_an_illegal_action_carries_its_reason():
    error = IllegalAction("eredan.play.card", "pas de cible")
    assert (str(error), error.args, error.rule, error.reason) == \
        ("pas de cible", ("pas de cible",), "eredan.play.card", "pas de cible")


# --- where the knowledge base is ----------------------------------------------------------------------------------

@pytest.fixture
def tree(tmp_path, monkeypatch):
    """tmp/kb/scenarios/eredan/ and tmp/autre/sous/ (no knowledge base), from tmp/autre/sous; no $RULINGS_KB."""
    monkeypatch.delenv("RULINGS_KB", raising=False)
    (tmp_path / "kb" / "scenarios" / "eredan").mkdir(parents=True)
    (tmp_path / "autre" / "sous").mkdir(parents=True)
    monkeypatch.chdir(tmp_path / "autre" / "sous")
    return tmp_path.resolve()


def _place_error(*args) -> str:
    from rulings.core.errors import UserError

    with pytest.raises(UserError) as caught:
        places.find_root(*args)
    return str(caught.value)


def test_the_root_given_explicitly_or_by_the_environment(tree, monkeypatch):
    assert places.find_root(tree / "kb") == tree / "kb"
    assert places.find_root(str(tree / "kb" / "scenarios" / "..")) == tree / "kb"
    assert _place_error(tree / "autre") == (
        f"{tree / 'autre'}: « {tree / 'autre'} » n'est pas une base de décisions : il n'a pas de dossier scenarios/ "
        "(donnez le dossier qui contient scenarios/ et mkdocs.yml)")
    monkeypatch.setenv("RULINGS_KB", str(tree / "kb"))
    assert places.find_root() == tree / "kb"
    assert places.find_root(None, tree / "autre" / "x.yaml") == tree / "kb"
    monkeypatch.setenv("RULINGS_KB", str(tree / "autre"))
    assert _place_error().startswith(f"{tree / 'autre'}: « {tree / 'autre'} » n'est pas une base de décisions")


def test_the_root_found_from_the_current_folder_up_else_from_the_file_up(tree, monkeypatch):
    assert _place_error() == (f"{tree / 'autre' / 'sous'}: aucune base de décisions ici : pas de dossier scenarios/ "
                              "dans ce dossier ni au-dessus (lancez rulings depuis le dossier du projet, ou donnez "
                              "--kb DOSSIER)")
    assert places.find_root(None, tree / "kb" / "scenarios" / "eredan" / "essai.yaml") == tree / "kb"
    monkeypatch.chdir(tree / "kb" / "scenarios" / "eredan")
    assert places.find_root() == tree / "kb"
    assert places.find_root(None, tree / "autre" / "x.yaml") == tree / "kb"     # the current folder first


@pytest.mark.parametrize("value, digits, shown", [
    (33.333, 1, "33,3"), (2 / 3, 2, "0,67"), (5.0, 0, "5"), (3.5, None, "3,5"), (-0.25, None, "-0,25"),
    (3.0, None, "3,0"),
])
def test_a_decimal_number_is_written_with_a_comma(value, digits, shown):
    from rulings.core.french import decimal

    assert decimal(value, digits) == shown


def test_an_error_with_a_line_but_no_file_takes_the_file_of_its_place():
    from rulings.core.errors import UserError, Where

    error = UserError("erreur", Where(None, 7, 2)).located(Where("f.yaml", 3, 1))
    assert (error.where.file, error.where.line, error.where.column) == ("f.yaml", 7, 2)
    placed = UserError("erreur").located(Where("g.yaml", 3, 1))
    assert (placed.where.file, placed.where.line, placed.where.column) == ("g.yaml", 3, 1)


def test_a_trace_entry_before_any_phase_renders_and_the_budget_names_the_last_rule(monkeypatch):
    from rulings.core import trace as trace_module
    from rulings.core.errors import BudgetExceeded

    log = trace_module.Trace()
    log.add("x.y", "Un fait.")
    assert log.render() == "  T0                [x.y] Un fait."
    monkeypatch.setattr(trace_module, "MAX_ENTRIES", 2)
    log.add("x.z", "Un autre.")
    with pytest.raises(BudgetExceeded) as caught:
        log.add("x.last", "De trop.")
    assert "« x.last »" in caught.value.message and "2 règles" in caught.value.message


@pytest.mark.parametrize("name, shown", [
    ("Aez", "d'Aez"), ("Éclair", "d'Éclair"), ("Œdipe", "d'Œdipe"), ("æther", "d'æther"), ("Io", "d'Io"),
    ("A", "de A"), ("Yr", "de Yr"), ("Naya", "de Naya"), ("Hérault", "de Hérault"),
])
def test_de_elides_before_a_vowel_but_not_before_a_single_letter(name, shown):
    from rulings.core.french import de

    assert de(name) == shown


def test_an_unknown_language_falls_back_to_french(monkeypatch):
    monkeypatch.setenv("RULINGS_LANG", "xx")
    assert i18n.language() == "xx"
    catalogue = i18n.Catalogue("essai", {"a": "bonjour {n}"})
    assert catalogue("a", n=1) == "bonjour 1"
