"""The JSON Schema shipped for editors (schema/scenario.schema.json).

It is generated from the same format description that validates scenarios, so
it must be exactly the output of ``python -m rulings schema``; it must be a
valid Draft-07 schema and accept every bundled scenario.
"""

from __future__ import annotations

import json

import pytest
from helpers import ROOT, cli

from rulings.core import kb
from rulings.core.scenario import discover
from rulings.core.yamlio import load_file

SCHEMA_FILE = ROOT / "schema" / "scenario.schema.json"
REGENERATE = "python -m rulings schema > schema/scenario.schema.json"


def generated() -> str:
    code, out, err = cli("schema")
    assert code == 0, err
    return out


def plain(value):
    """YMap/YList (and YAML's non-text keys) as the plain JSON data an editor validates."""
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    return value


def test_schema_file_is_up_to_date():
    assert SCHEMA_FILE.is_file(), f"schema/scenario.schema.json is missing: run {REGENERATE}"
    assert SCHEMA_FILE.read_text(encoding="utf-8") == generated(), \
        f"schema/scenario.schema.json is stale (the scenario format changed): run {REGENERATE}"


def test_schema_is_json_with_the_draft_07_header():
    schema = json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))
    assert schema["$schema"] == "http://json-schema.org/draft-07/schema#"
    assert schema["type"] == "object"
    assert {"id", "title", "game", "status", "source", "cases"} <= set(schema["properties"])
    assert schema["additionalProperties"] is False


@pytest.fixture(scope="module")
def validator():
    jsonschema = pytest.importorskip("jsonschema", reason="jsonschema is not installed (not a project dependency)")
    schema = json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))
    return jsonschema.Draft7Validator(schema)


def test_schema_is_valid_draft_07(validator):
    validator.check_schema(validator.schema)


SCENARIO_FILES = discover([kb.SCENARIOS])


@pytest.mark.parametrize("path", SCENARIO_FILES, ids=lambda p: p.stem)
def test_every_bundled_scenario_validates(validator, path):
    errors = sorted(validator.iter_errors(plain(load_file(path))), key=lambda e: list(e.path))
    assert not errors, f"{path}: " + "; ".join(
        f"{'/'.join(map(str, e.path)) or '(top)'}: {e.message[:200]}" for e in errors[:5])


def test_schema_refuses_what_the_loader_refuses(validator):
    from helpers import scenario_text

    from rulings.core.yamlio import load_text

    good = plain(load_text(scenario_text()))
    assert validator.is_valid(good)
    misspelt = dict(good, titel=good["title"])
    del misspelt["title"]
    assert not validator.is_valid(misspelt)
    assert not validator.is_valid(dict(good, status="confirme"))
    assert not validator.is_valid(dict(good, cases={}))
