"""The format descriptions (:mod:`rulings.core.spec`): how a wrong value is described, what « one of » several
shapes asks for, and the JSON Schema each building block gives editors."""

from __future__ import annotations

import pytest

from rulings.core.errors import UserError, Where
from rulings.core.spec import AnyValue, Bool, Int, ListOf, Obj, OneOf, Scalar, Str, _kind_of, describe


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
    assert _refused(OneOf(Str(), ListOf(Str())), True) == "f.yaml:2:3: « a.b » doit être du texte ou une liste, pas la valeur true"
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
    assert _refused(OneOf(Int(), ListOf(Str())), ["a", 2]) == "f.yaml:2:3: « a.b[2] » doit être du texte, pas le nombre 2"


def test_a_list_shorter_than_its_minimum_is_refused_at_its_place_with_the_count():
    from rulings.core.errors import UserError, Where
    from rulings.core.spec import ListOf, Scalar

    where = Where("s.yaml", 4, 3)
    with pytest.raises(UserError) as caught:
        ListOf(Scalar(str), min_items=2).check(["x"], where, "cases")
    assert caught.value.where is where and caught.value.message == "« cases » demande au moins 2 éléments"
    ListOf(Scalar(str), min_items=2).check(["x", "y"], where, "cases")
