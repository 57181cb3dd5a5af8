"""The judge's guides show scenarios that work: every complete scenario in docs/guide.md and in each game's
docs/<game>/guide.md loads and every one of its cases is verified by the engine (so the guides cannot drift
from the format or the engine); every game has one."""

from __future__ import annotations

import re

import pytest

from rulings.core.runner import run_case
from rulings.core.scenario import load
from rulings.core.yamlio import load_text
from tests.helpers import ROOT

GUIDES = [ROOT / "docs" / "guide.md", *sorted((ROOT / "docs").glob("*/guide.md"))]
EXAMPLES = [block for guide in GUIDES for block in re.findall(r"```yaml\n(.*?)```", guide.read_text(encoding="utf-8"),
                                                             flags=re.S)
            if block.startswith("# yaml-language-server")]


def test_the_guide_has_an_example_for_every_game():
    from rulings import games

    assert {load_text(block)["game"] for block in EXAMPLES} == set(games.REGISTRY)


def test_every_game_s_guide_lists_what_a_case_cannot_express_yet():
    """Issue 28: each game's guide (docs/<game>/guide.md, Eredan's the judge's guide) says what a case still cannot
    express, under a heading of its own with at least one item."""
    from rulings import games

    for name in games.REGISTRY:
        guide = ROOT / "docs" / name / "guide.md"
        text = (guide if guide.exists() else ROOT / "docs" / "guide.md").read_text(encoding="utf-8")
        section = re.search(r"^## Ce qu'un cas (?:\w+ )?ne peut pas encore exprimer\n\n((?:- .*\n(?:  .*\n)*)+)", text,
                            flags=re.M)
        assert section is not None, name


@pytest.mark.parametrize("block", EXAMPLES, ids=lambda b: load_text(b)["id"])
def test_every_scenario_of_the_guide_is_verified(block, tmp_path):
    path = tmp_path / f"{load_text(block)['id']}.yaml"
    path.write_text(block, encoding="utf-8")
    scenario = load(path, ROOT)
    for case in scenario.cases:
        result = run_case(case)
        assert result.passed, [f.note() for f in result.failures] or result.error


# --- what the guides show exists in the format ---------------------------------------------------------

def _keys(spec, into: set) -> set:
    """Every key of a format (its blocks, their lists and alternatives, all the way down)."""
    from rulings.core import spec as specs

    if isinstance(spec, specs.Obj):
        into.update(spec.fields)
        for item in [*spec.fields.values(), spec.rest]:
            _keys(item, into)
    elif isinstance(spec, specs.ListOf):
        _keys(spec.item, into)
    elif isinstance(spec, specs.OneOf):
        for option in spec.options:
            _keys(option, into)
    return into


def _guide_of(game: str):
    return ROOT / "docs" / ("guide.md" if game == "eredan" else f"{game}/guide.md")


def _shown(game: str) -> list[str]:
    """The bits of code a guide shows in its text (`…`), its YAML blocks apart."""
    text = re.sub(r"```.*?```", "", _guide_of(game).read_text(encoding="utf-8"), flags=re.S)
    return re.findall(r"`([^`\n]+)`", text)


_KEY_WRITTEN = re.compile(r"(?:^|[{,]\s*)([a-z_]+)(?=:\s|:$|\s*[,}])")


def _keys_written(bit: str, keys: set) -> set:
    """The keys a bit of code shows: « target: » or « attempt: true » (its first key), every key of a block
    « {by, move, to} » or « {card: nom, target: …} » whose first key is one (« {attaquante: [bloqueuses]} » names
    things, not keys), and the parts of a path of the situation « setup.phase »."""
    if bit.startswith("setup."):
        return {part for part in bit.split(".")[1:] if part.islower()}
    written = _KEY_WRITTEN.findall(bit)
    if bit.startswith("{"):
        return set(written) if written and written[0] in keys else set()
    return set(written[:1]) if re.match(r"[a-z_]+:", bit) else set()


@pytest.mark.parametrize("game", ["eredan", "wakfu", "arcmage", "wowminis"])
def test_every_key_a_guide_shows_is_a_key_of_the_format(game):
    """Every key a game's guide writes (« target: », « {by, move, to} », « setup.phase ») is a key of the game's
    scenario format: the Wakfu guide once wrote the target of « play » and « equip » as « on: »."""
    from rulings import games
    from rulings.core.scenario import scenario_spec

    keys = _keys(scenario_spec(games.get(game)), set())
    shown = set()
    for bit in _shown(game):
        shown.update(_keys_written(bit, keys))
    assert len(shown) > 8
    assert sorted(shown - keys) == [], f"keys the guide of {game} shows and its format does not have"


@pytest.mark.parametrize("game", ["eredan", "wakfu", "arcmage", "wowminis"])
def test_every_moment_a_guide_shows_is_a_moment_of_the_game(game):
    """Every moment a game's guide names (« after window N », « end of combat 2 ») is one the game declares
    (the contract's ``moments``), a number written N or T, a card's name anything."""
    from rulings import games

    patterns = []
    for moment in games.get(game).moments:
        pattern = re.escape(moment)
        pattern = re.sub(r"<(N|tour)>", r"(\\d+|N|T)", pattern)
        pattern = re.sub(r"<carte>", r"\\S.*", pattern)
        if "<" not in moment and moment not in ("start", "end"):
            pattern += r"( \d+)?"                    # Eredan: « end of combat 2 », the combat's number
        patterns.append(re.compile(pattern))
    words = ("start", "end", "after ", "before ", "at end")
    named = [bit.strip('"') for bit in _shown(game) if bit.strip('"').startswith(words) and " " in bit + " "]
    named = [m for m in named if not m.startswith(("end_", "start_"))]
    assert len(named) >= 3
    assert [m for m in named if not any(p.fullmatch(m) for p in patterns)] == []
