"""The JSON Schema of a game's scenario files, generated from the format description.

Shipped as ``schema/<game>.scenario.schema.json`` (``rulings schema --write``);
each scenario file names its game's schema in its first line, for editors.
"""

from __future__ import annotations

import json
from typing import Any

from rulings import games

from .messages import msg
from .scenario import scenario_spec


def scenario_schema(game_name: str) -> dict[str, Any]:
    game = games.get(game_name)
    schema = scenario_spec(game).json_schema()
    return {"$schema": "http://json-schema.org/draft-07/schema#",
            "$id": f"https://rulings.invalid/schema/{game_name}.scenario.schema.json",
            "title": msg("schema.title", game=game.title), **schema}


def schema_text(game_name: str) -> str:
    return json.dumps(scenario_schema(game_name), ensure_ascii=False, indent=1) + "\n"
