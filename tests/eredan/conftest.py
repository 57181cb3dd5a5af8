"""Fixtures of the Eredan tests on plain engine objects (built by tests/helpers.py, without YAML)."""

from __future__ import annotations

import pytest

from tests.helpers import character, fight, game


@pytest.fixture
def state():
    """An empty game: players A and B, no character yet, turn 1 (a test file needing a situation of its own
    defines its ``state``)."""
    return game()


@pytest.fixture
def pair(state):
    """Alpha (A: attack 2-4, defense 1, spirit 1, 20 HP) fighting Beta (B: attack 3-3, defense 1, spirit 1, 20 HP)."""
    a = character(state, "A", "Alpha", attack=(2, 4), defense=1, spirit=1, hp=20)
    b = character(state, "B", "Beta", attack=(3, 3), defense=1, spirit=1, hp=20)
    fight(state, a, b)
    return a, b


@pytest.fixture
def bare_pair(state):
    """Alpha (A: attack 2-4, 20 HP) fighting Beta (B: attack 3-3, 20 HP), neither with defense nor spirit: every
    point of damage dealt is a point lost."""
    a = character(state, "A", "Alpha", attack=(2, 4), hp=20)
    b = character(state, "B", "Beta", attack=(3, 3), hp=20)
    fight(state, a, b)
    return a, b
