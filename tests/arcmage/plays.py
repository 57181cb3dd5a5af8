"""Arcmage actions played in-process, one by one, on a state built by ``setup.build_state`` (the cards of a test
that the database lacks come from a ``define`` block, as a scenario's)."""

from __future__ import annotations

import pytest

from rulings.core.action_case import play_action
from rulings.core.errors import UserError
from rulings.games.arcmage import actions
from rulings.games.arcmage.database import with_define
from rulings.games.arcmage.setup import build_state
from tests.arcmage.story_cases import DB, city


def define(*cards):
    """The database with cards of a test (an Empire card unless it says otherwise)."""
    return with_define(DB, {"cards": [{"faction": "Empire", "text": "Carte reconstituée pour un test.",
                                       "source": {"kind": "reconstructed"}, **c} for c in cards]}, "test")


def game(db=DB, phase="mise-en-jeu", players=("A", "B"), **sides):
    setup = {"players": list(players), "phase": phase}
    for player in players:
        setup[player] = sides.get(player, {"cities": [city(player)]})
    return build_state(setup, db, None)


class Play:
    """Actions played one by one, numbered from 1, through the core's ``play_action``."""

    def __init__(self, state):
        self.s = state
        self.n = 0

    def __call__(self, by, verb, value=True, attempt=False, **more):
        self.n += 1
        action = {"n": self.n, "verb": verb, "by": by, verb: value, "attempt": attempt, **more}
        play_action(self.s, action, actions.apply)

    def mark(self) -> int:
        return len(self.s.trace.entries)

    def since(self, mark: int) -> list[str]:
        return [f"{e.rule} | {e.text}" for e in self.s.trace.entries[mark:]]

    def texts(self) -> list[str]:
        return [e.text for e in self.s.trace.entries]


def error_of(fn, *args, **kwargs) -> str:
    with pytest.raises(UserError) as err:
        fn(*args, **kwargs)
    return err.value.message
