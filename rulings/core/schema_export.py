"""The JSON Schema of scenario files, generated from the format description."""

from __future__ import annotations

from rulings import games

from .scenario import scenario_spec


def scenario_schema(game_name: str = "eredan") -> dict:
    schema = scenario_spec(games.get(game_name)).json_schema()
    return {"$schema": "http://json-schema.org/draft-07/schema#",
            "$id": f"https://rulings.invalid/schema/{game_name}-scenario.schema.json",
            "title": f"Scénario de règle ({game_name})", **schema}
