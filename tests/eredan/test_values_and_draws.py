"""Amounts of a step and draws changed for later turns, on plain objects.

* values (rulings.games.eredan.effects.values): ``count`` filtered by race, class, guild or carried card; a
  ``plus`` or ``bonus_cards`` naming ``target`` read on the target;
* draws (rulings.games.eredan.zones, « Jeu de main »): the trace says more or fewer cards and for how many
  draw phases; several changes add up, and each counts its phases down.
"""

from __future__ import annotations

import pytest

from rulings.games.eredan import stats
from rulings.games.eredan.effects import Ctx, value
from rulings.games.eredan.effects.base import PRIMITIVES
from rulings.games.eredan.zones import draw_change
from tests.helpers import attach, card, character, fight, game, trace_of


@pytest.fixture
def state():
    s = game()
    hero = character(s, "A", "Héros", races=("Elfe",), classes=("Mage",), guilds=("Noz",), hp=10)
    fight(s, hero, character(s, "B", "Rival", hp=6))
    character(s, "A", "Ami", races=("Nain",), classes=("Voleur",), guilds=("Kotoba",))
    attach(s, card("Épée", "objet", subtypes=("arme",)), hero)
    return s


def ctx_of(state) -> Ctx:
    return Ctx(state, state.fighters["A"], None, "Essai")


@pytest.mark.parametrize("key, wanted, count", [
    (None, None, 2), ("race", "Nain", 1), ("class", "Mage", 1), ("guild", "Kotoba", 1), ("carrying", "Épée", 1),
    ("race", "Orc", 0),
])
def test_count_filtered_by_race_class_guild_or_card_carried(state, key, wanted, count):
    expr = {"count": "team", **({key: wanted} if key else {})}
    assert value(ctx_of(state), expr) == count


def test_plus_and_bonus_cards_of_the_target_are_read_on_the_target(state):
    rival = state.fighters["B"]
    attach(state, card("Bouclier", "objet", effects=()), rival)
    stats.modify(state, rival, "defense", "add", 2, rival.attached[0], "leaves", "Bouclier")
    ctx = ctx_of(state)
    assert value(ctx, {"value": 1, "plus": "target.hp"}, rival) == 1 + 6
    assert value(ctx, {"bonus_cards": "defense", "of": "target"}, rival) == 1
    assert value(ctx, {"bonus_cards": "defense"}, rival) == 0          # of: self, the hero: no card bonus


# --- draws changed for the next draw phases ------------------------------------------------------------------

def draw(state, amount: int, phases: int | None = None) -> None:
    step = {"draw": amount, **({"phases": phases} if phases else {})}
    fn, _params = PRIMITIVES["draw"]
    fn(ctx_of(state), step, [state.fighters["A"]])


def said(state) -> list[str]:
    return [text for rule, text in trace_of(state) if rule == "eredan.turn.draw-change"]


@pytest.mark.parametrize("amount, phases, text", [
    (-1, None, "Essai : le joueur A piochera 1 carte de moins lors de sa prochaine phase de pioche"),
    (1, None, "Essai : le joueur A piochera 1 carte de plus lors de sa prochaine phase de pioche"),
    (2, 3, "Essai : le joueur A piochera 2 cartes de plus lors de ses 3 prochaines phases de pioche"),
])
def test_a_draw_change_says_how_many_and_for_how_long(state, amount, phases, text):
    draw(state, amount, phases)
    assert said(state) == [text]


def test_draw_changes_add_up_and_count_their_phases_down(state):
    player = state.players["A"]
    draw(state, -1, 3)
    draw(state, 2)
    del state.trace.entries[:]
    assert draw_change(state, player) == 1
    assert said(state) == ["Essai : le joueur A pioche 1 carte de moins (2 phases de pioche restantes)",
                           "Essai : le joueur A pioche 2 cartes de plus (0 phase de pioche restante)"]
    del state.trace.entries[:]
    assert draw_change(state, player) == -1
    assert draw_change(state, player) == -1
    assert said(state)[-1] == "Essai : le joueur A pioche 1 carte de moins (0 phase de pioche restante)"
    assert said(state)[0] == "Essai : le joueur A pioche 1 carte de moins (1 phase de pioche restante)"
    assert draw_change(state, player) == 0 and player.draw_changes == []


@pytest.mark.parametrize("hand, change, drawn", [
    (["a"] * 5, 1, ["d1"]),                 # a full hand: « une carte de plus » is one card (supposed)
    (["a"] * 5, -1, []),
    (["a"] * 6, 1, []),                     # a hand over the size, then one more: nothing
    (["a"] * 3, 1, ["d1", "d2", "d3"]),     # 2 to complete it, and one more
    (["a"] * 3, -1, ["d1"]),                # « une carte de moins » (Jeu de main)
    (["a"] * 3, -3, []),
])
def test_the_draw_phase_draws_what_completes_the_hand_changed_by_the_draw_changes(state, hand, change, drawn):
    from rulings.games.eredan import turn

    player = state.players["A"]
    player.hand, player.deck = list(hand), ["d1", "d2", "d3", "d4"]
    draw(state, change)
    turn.draw(state, player)
    assert player.hand == hand + drawn and player.deck == ["d1", "d2", "d3", "d4"][len(drawn):]
