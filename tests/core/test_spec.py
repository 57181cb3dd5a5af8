"""The format descriptions (:mod:`rulings.core.spec`): how a wrong value is described, what « one of » several
shapes asks for, and the JSON Schema each building block gives editors."""

from __future__ import annotations

import pytest

from rulings.core.errors import UserError, Where
from rulings.core.spec import (
    AnyValue,
    Bool,
    Int,
    ListOf,
    Obj,
    OneOf,
    Scalar,
    Str,
    _kind_of,
    describe,
)


@pytest.mark.parametrize("value, shown", [
    (None, "rien (null)"), (True, "la valeur true"), (False, "la valeur false"), (3, "le nombre 3"),
    (3.5, "le nombre 3,5"), (-0.25, "le nombre -0,25"), ("deux", "le texte « deux »"), ({}, "un bloc de clés"),
    ([], "une liste"),
])
def test_describe_writes_a_value_as_a_message_shows_it(value, shown):
    assert describe(value) == shown


def _refused(spec, value) -> str:
    with pytest.raises(UserError) as caught:
        spec.check(value, Where("f.yaml", 2, 3), "a.b")
    return str(caught.value)


def test_one_of_several_shapes_names_each():
    assert _kind_of(OneOf(Str(), Int())) == "du texte ou un nombre entier"
    assert _kind_of(OneOf(Str(), ListOf(Int()), Obj({}), AnyValue())) == \
        "du texte, une liste, un bloc de clés (clé: valeur) ou une valeur"
    assert _kind_of(OneOf(Bool(), Scalar(float))) == "true ou false ou un nombre"
    assert _refused(OneOf(Str(), ListOf(Str())), True) == \
        "f.yaml:2:3: « a.b » doit être du texte ou une liste, pas la valeur true"
    assert _refused(OneOf(Int(), Obj({})), None) == \
        "f.yaml:2:3: « a.b » doit être un nombre entier ou un bloc de clés (clé: valeur), pas rien (null)"


@pytest.mark.parametrize("spec, value, message", [
    (Int(), True, "« a.b » doit être un nombre entier, pas la valeur true"),
    (Int(), 3.0, "« a.b » doit être un nombre entier, pas le nombre 3,0"),
    (Int(minimum=1), 0, "« a.b » doit valoir au moins 1, pas 0"),
    (Bool(), 1, "« a.b » doit être true ou false, pas le nombre 1"),
    (Scalar(float), True, "« a.b » doit être un nombre, pas la valeur true"),
    (Str(), 2, "« a.b » doit être du texte, pas le nombre 2"),
])
def test_scalars_refuse_the_other_types(spec, value, message):
    assert _refused(spec, value) == "f.yaml:2:3: " + message


def test_scalars_and_any_value_accept_their_values():
    for spec, value in ((Int(), 3), (Int(minimum=1), 1), (Bool(), False), (Scalar(float), 2), (Scalar(float), 2.5),
                        (Str(), "x"), (AnyValue(), None), (AnyValue(), [1])):
        assert spec.check(value, Where("f.yaml", 1, 1), "k") is None


def test_the_json_schema_of_each_building_block():
    assert Int("Un nombre.", minimum=0).json_schema() == {"type": "integer", "minimum": 0, "description": "Un nombre."}
    assert Int().json_schema() == {"type": "integer"}
    assert Bool("Oui ou non.").json_schema() == {"type": "boolean", "description": "Oui ou non."}
    assert Bool().json_schema() == {"type": "boolean"}
    assert Scalar(float, "Un réel.").json_schema() == {"type": "number", "description": "Un réel."}
    assert Str().json_schema() == {"type": "string"}
    assert AnyValue("Tout.").json_schema() == {"description": "Tout."}
    assert AnyValue().json_schema() == {}
    assert Str("Un id.", pattern="[a-z]+", examples=["abc"], enum=["abc"]).json_schema() == \
        {"type": "string", "enum": ["abc"], "pattern": "^(?:[a-z]+)$", "examples": ["abc"], "description": "Un id."}


def test_one_of_keeps_its_doc_and_accepts_what_one_option_accepts():
    spec = OneOf(Str(), ListOf(Str()), doc="Un texte ou une liste.")
    assert spec.json_schema() == {"anyOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}],
                                  "description": "Un texte ou une liste."}
    assert OneOf(Str()).json_schema() == {"anyOf": [{"type": "string"}]}
    assert [spec.accepts_type(v) for v in ("a", ["a"], 1, None)] == [True, True, False, False]
    assert OneOf(Int(), AnyValue()).accepts_type(None) is True        # any value: accepted
    assert _refused(OneOf(Int(), ListOf(Str())), ["a", 2]) == \
        "f.yaml:2:3: « a.b[2] » doit être du texte, pas le nombre 2"


def test_a_list_shorter_than_its_minimum_is_refused_at_its_place_with_the_count():
    from rulings.core.errors import UserError, Where
    from rulings.core.spec import ListOf, Scalar

    where = Where("s.yaml", 4, 3)
    with pytest.raises(UserError) as caught:
        ListOf(Scalar(str), min_items=2).check(["x"], where, "cases")
    assert caught.value.where is where and caught.value.message == "« cases » demande au moins 2 éléments"
    ListOf(Scalar(str), min_items=2).check(["x", "y"], where, "cases")


def _error(spec, value, path="a.b") -> UserError:
    with pytest.raises(UserError) as caught:
        spec.check(value, Where("f.yaml", 2, 3), path)
    return caught.value


def test_a_value_outside_the_allowed_ones_lists_them_and_suggests_the_nearest_text():
    error = _error(Str(enum=["feu", "eau", "air"]), "fue")
    assert (error.message, error.hint) == ("« a.b » ne peut pas valoir « fue » ; valeurs permises : feu, eau, air",
                                           "vouliez-vous dire « feu » ?")
    error = _error(Int(enum=[10, 20]), 100)           # a number: its allowed values, no guess from its digits
    assert (error.message, error.hint) == ("« a.b » ne peut pas valoir « 100 » ; valeurs permises : 10, 20", None)


def test_a_text_of_the_wrong_form_gives_the_examples():
    assert _error(Str(pattern="[a-z]+", examples=["abc", "de"]), "A1").message == \
        "« a.b » n'a pas la bonne forme : « A1 » (attendu, par exemple : abc, de)"
    assert _error(Str(pattern="[a-z]+"), "A1").message == \
        "« a.b » n'a pas la bonne forme : « A1 » (attendu, par exemple : )"


@pytest.mark.parametrize("digits", [5, 10, 5000])
def test_a_number_inside_a_form_is_bounded_as_a_number_alone(digits):
    """« 3/5 » holds numbers: each one up to 10 000, refused beyond, however long (5,000 digits: no crash)."""
    spec = Str(pattern=r"\d+/\d+", numbers=True)
    value = "9" * digits + "/1"
    assert _error(spec, value).message == \
        f"« a.b » : un nombre de « {value} » est hors des limites : de -10 000 à 10 000"
    assert spec.check("10000/10000", Where("f.yaml", 1, 1), "k") is None


@pytest.mark.parametrize("value", ["regle-99999", "cas-" + "9" * 5000, "x" + "1" * 30])
def test_an_identifier_with_a_number_in_it_is_text_not_bounded(value):
    """An id or a case's name with digits (« regle-99999 ») is a name: only forms of numbers are bounded."""
    assert Str(pattern=r"[a-z0-9-]+").check(value, Where("f.yaml", 1, 1), "id") is None


def test_a_ruling_whose_id_holds_a_number_over_the_bound_is_checked(tmp_path):
    """The reproducer of tests/repro/id-with-number-over-10000: a Wakfu ruling named regle-99999 is verified."""
    import shutil

    from tests.helpers import ROOT, cli

    folder = tmp_path / "scenarios" / "wakfu"
    shutil.copytree(ROOT / "scenarios" / "wakfu" / "database", folder / "database")
    path = folder / "regle-99999.yaml"
    shutil.copy(ROOT / "tests" / "repro" / "id-with-number-over-10000" / "regle-99999.yaml", path)
    assert cli("check", str(path)) == (0, "4 vérifiés, 0 en échec\n", "")


def test_two_keys_that_exclude_each_other_are_refused_where_the_block_is():
    spec = Obj({"a": Int(), "b": Int(), "c": Int()}, exclusive=[("a", "b", "c")])
    error = _error(spec, {"a": 1, "c": 2})
    assert (str(error.where), error.message) == ("f.yaml:2:3", "donnez une seule des clés a, c dans « a.b »")
    assert _error(spec, {"a": 1, "b": 1, "c": 2}, path="").message == \
        "donnez une seule des clés a, b, c dans le fichier"
    assert spec.check({"b": 1}, Where("f.yaml", 1, 1), "k") is None


def test_a_block_or_a_list_expected_names_the_place():
    assert _error(Obj({}), 3).message == "« a.b » doit être un bloc de clés (clé: valeur), pas le nombre 3"
    assert _error(Obj({}), 3, path="").message == \
        "le fichier doit être un bloc de clés (clé: valeur), pas le nombre 3"


def test_a_plain_block_or_list_without_positions_places_its_mistakes_where_it_is():
    """Values built in code (no line of their own): a wrong item is placed at the block's place."""
    assert str(_error(Obj({"k": Int()}), {"k": "x"}).where) == "f.yaml:2:3"
    assert str(_error(ListOf(Int()), [1, "x"]).where) == "f.yaml:2:3"


def test_an_item_of_a_list_read_from_a_file_is_placed_at_its_line():
    from rulings.core.yamlio import load_text

    raw = load_text("items:\n  - 1\n  - {k: x}\n  - deux\n", "g.yaml")
    error = _error(ListOf(OneOf(Int(), Obj({"k": Int()}))), raw["items"], path="items")
    assert (str(error.where), error.message) == ("g.yaml:3:6", "« items[2].k » doit être un nombre entier, pas le "
                                                               "texte « x »")
    error = _error(ListOf(Int()), load_text("- 1\n- deux\n", "h.yaml"), path="l")
    assert str(error.where) == "h.yaml:2:3"


def test_a_block_read_from_a_file_keeps_its_place_in_a_list_built_in_code():
    from rulings.core.yamlio import load_text

    blocks = load_text("- {k: 1}\n- {}\n", "g.yaml")
    error = _error(ListOf(Obj({"k": Int()}, required=["k"])), [blocks[0], blocks[1]])
    assert str(error.where) == "g.yaml:2:3" and type(blocks) is not list     # the block's place, not the list's


def test_a_value_of_another_kind_is_named_by_its_type():
    import datetime

    assert describe(datetime.date(2026, 1, 1)) == "date"


def test_a_block_or_a_number_without_doc_has_no_description():
    assert Scalar(float).json_schema() == {"type": "number"}
    assert Obj({}).json_schema() == {"type": "object", "properties": {}, "additionalProperties": False}
