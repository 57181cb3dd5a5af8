"""Whom a step covers (``rulings.games.eredan.effects`` targets), on plain objects: the filters by race, class
and life, the subject of an event, and an unknown target."""

from __future__ import annotations

import pytest

from tests.helpers import character, fight


def _ctx(state, owner, info=None):
    from rulings.games.eredan import effects

    return effects.Ctx(state, owner, None, "essai", info)


def test_whom_a_step_covers_filtered_by_race_class_and_life(state):
    from rulings.games.eredan.effects.targets import targets

    a = character(state, "A", "Alpha", races=("Humain",), classes=("Mage",))
    character(state, "A", "Alpha 2", races=("Elfe",), classes=("Mage",))
    b = character(state, "B", "Beta", races=("Humain",), classes=("Combattant",))
    fight(state, a, b)
    ctx = _ctx(state, a)

    def names(step):
        return [c.name for c in targets(ctx, step, "self")]

    assert names({"target": "all", "race": "Humain"}) == ["Alpha", "Beta"]
    assert names({"target": "all", "class": "Mage"}) == ["Alpha", "Alpha 2"]
    assert names({"target": "team", "race": "Elfe", "class": "Mage"}) == ["Alpha 2"]
    assert names({}) == ["Alpha"]                                   # the default the caller gives
    b.dead = True
    assert names({"target": "fighters"}) == ["Alpha"]               # a dead fighter is no longer covered
    assert names({"target": "opponent"}) == ["Beta"]                # a single target: the step says what it does


def test_the_subject_of_an_event_and_an_unknown_target(state):
    from rulings.core.errors import UserError
    from rulings.games.eredan.effects.targets import targets

    a, b = character(state, "A", "Alpha"), character(state, "B", "Beta")
    assert targets(_ctx(state, a, {"subject": b}), {"target": "subject"}, "self") == [b]
    assert targets(_ctx(state, a), {"target": "subject"}, "self") == []         # no event: nobody
    with pytest.raises(UserError) as caught:
        targets(_ctx(state, a), {"target": "zorg"}, "self")
    assert caught.value.message == "cible « zorg » inconnue"
