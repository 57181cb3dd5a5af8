"""How a card's or an ability's steps run (rulings.games.eredan.effects.runner), on plain objects.

* a timed step of an attached card (``when: end_of_combat``...) affects by default its carrier, a step resolving
  when the card is played the one who played it;
* ``once``: each card has its own « once », even two copies sharing one definition;
* a step of a card played on an earlier turn fires again only with « à chaque » (``each``), and says so;
* boosts (« +1 aux effets des sorts »): one for another type of card does not hide the next; one without a type
  boosts every card; one carried by a card boosts the cards of its carrier.
"""

from __future__ import annotations

import dataclasses

import pytest

from rulings.games.eredan import effects, stats
from rulings.games.eredan.effects import Ctx
from tests.helpers import attach, card, character, fight, game, in_play, trace_of


@pytest.fixture
def state():
    s = game()
    fight(s, character(s, "A", "Porteur", attack=(2, 2), hp=20), character(s, "B", "Rival", attack=(2, 2), hp=20))
    return s


@pytest.mark.parametrize("when, who", [("end_of_combat", "carrier"), ("resolve", "player")])
def test_the_default_target_of_an_attached_cards_step(state, when, who):
    carrier, player = state.fighters["A"], character(state, "A", "Lanceur", attack=(2, 2))
    definition = card("Élan", "objet", effects=({"when": when, "stat": "attack", "add": 1},))
    played = in_play(state, definition, player, carrier=carrier)
    effects.run(Ctx(state, player, played, "Élan"), definition.effects, when)
    assert (stats.shown(carrier, "attack_min"), stats.shown(player, "attack_min")) == \
        ((3, 2) if who == "carrier" else (2, 3))


def test_once_is_counted_for_each_card_even_two_copies(state):
    hero = state.fighters["A"]
    definition = card("Élan", "action", effects=({"stat": "attack", "add": 1, "once": True},
                                                 {"stat": "defense", "add": 1}))     # not once: every time
    first, second = in_play(state, definition, hero), in_play(state, definition, hero)
    defense = stats.shown(hero, "defense")
    for copy in (first, first, second):
        effects.run(Ctx(state, hero, copy, "Élan"), definition.effects, "resolve")
    assert stats.shown(hero, "attack_min") == 4 and stats.shown(hero, "defense") == defense + 3
    assert [text for rule, text in trace_of(state) if rule == "eredan.resolve.card-played"] == \
        ["Élan : cet effet s'est déjà appliqué ce tour, il ne se cumule pas"]


@pytest.mark.parametrize("each, fired", [(False, False), (True, True)])
def test_a_card_of_an_earlier_turn_fires_again_only_each_turn(state, each, fired):
    hero = state.fighters["A"]
    step = {"when": "start_of_combat", "stat": "attack", "add": 1, **({"each": True} if each else {})}
    definition = card("Élan", "objet", effects=(step,))
    played = in_play(state, definition, hero, carrier=hero, turn=state.turn - 1)
    assert effects.run(Ctx(state, hero, played, "Élan"), definition.effects, "start_of_combat") is fired
    assert stats.shown(hero, "attack_min") == (3 if fired else 2)
    said = [text for rule, text in trace_of(state) if rule == "eredan.duration.each"]
    assert said == ([] if each else ["Élan : effet « au début du combat » sans « à chaque » : il ne s'applique qu'au "
                                     "tour où la carte a été jouée"])


def test_a_card_whose_steps_fire_at_no_moment_says_none_fired(state):
    hero = state.fighters["A"]
    definition = card("Élan", "action", effects=({"when": "end_of_turn", "stat": "attack", "add": 1},))
    assert effects.run(Ctx(state, hero, in_play(state, definition, hero), "Élan"), definition.effects,
                       "resolve") is False


def _hit(state, by, boosts: tuple, carrier_boost=None) -> int:
    """A spell of ``by`` dealing 2 direct damage to the rival, with ``boosts`` as ``by``'s abilities."""
    by.definition = dataclasses.replace(by.definition, abilities=boosts)
    definition = card("Éclair", "sort", effects=({"damage": 2, "kind": "direct"},))
    effects.run(Ctx(state, by, in_play(state, definition, by), "Éclair"), definition.effects, "resolve")
    return 20 - state.fighters["B"].hp


@pytest.mark.parametrize("boosts, dealt", [
    (({"when": "static", "boost": 1, "card_type": "action"}, {"when": "static", "boost": 2}), 4),
    (({"when": "static", "boost": 1, "card_type": "sort"},), 3),
    (({"when": "static", "boost": 1},), 3),
    (({"when": "static", "boost": 1, "card_type": "objet"},), 2),
])
def test_boosts_of_the_player_of_a_spell(state, boosts, dealt):
    assert _hit(state, state.fighters["A"], boosts) == dealt


def test_a_boost_carried_by_a_card_boosts_its_carriers_cards(state):
    """Y put the boosting card on X: X's spell is boosted, Y's is not."""
    x, y = state.fighters["A"], character(state, "A", "Lanceur", attack=(2, 2))
    attach(state, card("Focus", "objet", effects=({"when": "static", "boost": 1, "target": "carrier"},)), x, by=y)
    assert _hit(state, x, ()) == 3
    assert _hit(state, y, ()) == 3 + 2


@pytest.mark.parametrize("when, said", [("card_played", "quand une carte est jouée"),
                                        ("any_death", "à la mort d'un personnage"),
                                        ("end_of_turn", "à la fin du tour")])
def test_an_earlier_cards_moment_is_said_in_french(state, when, said):
    hero = state.fighters["A"]
    definition = card("Élan", "objet", effects=({"when": when, "stat": "attack", "add": 1},))
    played = in_play(state, definition, hero, carrier=hero, turn=state.turn - 1)
    effects.run(Ctx(state, hero, played, "Élan", {}), definition.effects, when)
    assert [text for rule, text in trace_of(state) if rule == "eredan.duration.each"] == \
        [f"Élan : effet « {said} » sans « à chaque » : il ne s'applique qu'au tour où la carte a été jouée"]
