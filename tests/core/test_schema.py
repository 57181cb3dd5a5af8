"""The JSON Schemas shipped for editors, one per game (schema/<game>.scenario.schema.json).

Each is generated from the same format description that validates scenarios,
so it must be exactly the output of ``rulings schema --game <game>``; it must
be a valid Draft-07 schema and accept every bundled scenario of its game, and
every scenario file must name its game's schema in its first line, and use no YAML 1.1 boolean as a key.
"""

from __future__ import annotations

import json
import re

import pytest

from rulings import games
from rulings.core import kb
from rulings.core.scenario import discover
from rulings.core.yamlio import load_file
from tests.helpers import ROOT, cli

REGENERATE = "rulings schema --write"


def schema_file(game: str):
    return ROOT / "schema" / f"{game}.scenario.schema.json"


def generated(game: str) -> str:
    code, out, err = cli("schema", "--game", game)
    assert code == 0, err
    return out


def plain(value):
    """YMap/YList (and YAML's non-text keys) as the plain JSON data an editor validates."""
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    return value


@pytest.mark.parametrize("game", games.REGISTRY)
def test_schema_file_is_up_to_date(game):
    path = schema_file(game)
    assert path.is_file(), f"{path.name} is missing: run {REGENERATE}"
    assert path.read_text(encoding="utf-8") == generated(game), \
        f"{path.name} is stale (the scenario format changed): run {REGENERATE}"


def test_no_stale_schema_file_is_left():
    assert sorted(p.name for p in (ROOT / "schema").glob("*.json")) == \
        sorted(schema_file(g).name for g in games.REGISTRY)


@pytest.mark.parametrize("game", games.REGISTRY)
def test_schema_is_json_with_the_draft_07_header(game):
    schema = json.loads(schema_file(game).read_text(encoding="utf-8"))
    assert schema["$schema"] == "http://json-schema.org/draft-07/schema#"
    assert schema["type"] == "object"
    assert {"id", "title", "game", "status", "source", "cases"} <= set(schema["properties"])
    assert schema["properties"]["game"]["enum"] == [game]
    assert schema["additionalProperties"] is False


@pytest.fixture(scope="module")
def validators():
    jsonschema = pytest.importorskip("jsonschema", reason="jsonschema is not installed (not a project dependency)")
    return {game: jsonschema.Draft7Validator(json.loads(schema_file(game).read_text(encoding="utf-8")))
            for game in games.REGISTRY}


@pytest.fixture(scope="module")
def validator(validators):
    return validators["eredan"]


def test_schemas_are_valid_draft_07(validators):
    for validator in validators.values():
        validator.check_schema(validator.schema)


SCENARIO_FILES = discover([kb.scenarios_dir(ROOT)])


@pytest.mark.parametrize("path", SCENARIO_FILES, ids=lambda p: p.stem)
def test_every_bundled_scenario_names_and_validates_against_its_game_schema(validators, path):
    raw = plain(load_file(path))
    text = path.read_text(encoding="utf-8")
    first = text.splitlines()[0]
    assert first == f"# yaml-language-server: $schema=../../../schema/{raw['game']}.scenario.schema.json", first
    assert not re.search(r"(^|[{,]\s*)(on|off|yes|no|y|n|On|Off|Yes|No|Y|N):", text, re.M), \
        "YAML 1.1 reads on/off/yes/no/y/n as booleans: not as keys"
    errors = sorted(validators[raw["game"]].iter_errors(raw), key=lambda e: list(e.path))
    assert not errors, f"{path}: " + "; ".join(
        f"{'/'.join(map(str, e.path)) or '(top)'}: {e.message[:200]}" for e in errors[:5])


def test_schema_refuses_what_the_loader_refuses(validator):
    from rulings.core.yamlio import load_text
    from tests.helpers import scenario_text

    good = plain(load_text(scenario_text()))
    assert validator.is_valid(good)
    misspelt = dict(good, titel=good["title"])
    del misspelt["title"]
    assert not validator.is_valid(misspelt)
    assert not validator.is_valid(dict(good, status="confirme"))
    assert not validator.is_valid(dict(good, cases={}))
