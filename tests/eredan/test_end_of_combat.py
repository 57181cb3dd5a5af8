"""A card's « à la fin du combat » effect fires once (rulings.games.eredan.turn): an object played this turn is
both attached and among the cards played, and is counted once; an action, discarded at the end of the combat,
still has its effect; a card already gone has none. A card moved to a teammate at the end of the combat
(Porte-bonheur) stays in play, and the cards after it are discarded as usual."""

from __future__ import annotations

import pytest

from rulings.games.eredan import turn
from rulings.games.eredan.model import Phase
from tests.helpers import card, cli, in_play, scenario_text, write

CARD = ('    - {{name: Baume, type: {type}, text: "x", source: {{kind: reconstructed}},\n'
        '       effects: [{{when: end_of_combat, damage: 1, kind: direct}}]}}\n')


@pytest.mark.parametrize("kind", ["objet, duration: permanent", "action"])
def test_an_end_of_combat_effect_fires_once(tmp_path, kind):
    """Beta: 10 HP, 2 from Alpha's attack, 1 from Baume at the end of the combat."""
    text = scenario_text().replace("  cards:\n", "  cards:\n" + CARD.format(type=kind), 1)
    text = text.replace("play: {A: [Frappe]}", "play: {A: [Baume]}").replace("after Frappe:", "end:")
    text = text.replace("Alpha.attack: 3/3", "Beta.hp: 7")
    assert cli("check", str(write(tmp_path, text))) == (0, "1 vérifié, 0 en échec\n", "")


# --- on plain objects (rulings.games.eredan.turn.end_of_combat) -------------------------------------------------

HEAL = {"when": "end_of_combat", "heal": 1, "target": "self"}
MOVE = {"when": "end_of_combat", "each": True, "move_card": "this", "random": True, "target": "team"}


@pytest.fixture
def state():
    from tests.helpers import character, fight, game

    state = game()
    fight(state, character(state, "A", "Alpha", hp=5), character(state, "B", "Beta"))
    character(state, "A", "Repos")
    state.phase = Phase.END_OF_COMBAT
    return state


def played(state, definition, carrier=None):
    """``definition`` played by Alpha this turn and resolved (on ``carrier`` if given)."""
    card = in_play(state, definition, state.fighters["A"], carrier=carrier, resolved=True, done=True)
    if carrier is not None:
        carrier.attached.append(card)
    state.played.append(card)
    return card


def test_a_card_played_this_turn_that_already_left_play_does_not_act_at_the_end_of_the_combat(state):
    """Only « à la fin du tour » effects of a card gone since still happen (Jugement), not the combat's."""
    gone = played(state, card("Baume", effects=(HEAL,)))
    gone.in_play = False
    turn.end_of_combat(state)
    assert state.fighters["A"].hp == 5 and state.activations == []


@pytest.mark.parametrize("duration, moved", [(("ephemeral",), ["Amulette est attachée à Repos au lieu d'être "
                                                               "défaussée"]),
                                             (("permanent",), [])])
def test_a_card_moved_at_the_end_of_the_combat_stays_and_the_cards_after_it_are_still_discarded(state, duration, moved):
    """Porte-bonheur's move: the object goes to a teammate instead of the discard pile (said only of a card that
    would have been discarded: an ephemeral one); the action played after it is discarded as usual."""
    alpha, repos = state.fighters["A"], state.players["A"].characters[1]
    amulet = played(state, card("Amulette", "objet", effects=(MOVE,), duration=duration), carrier=alpha)
    action = played(state, card("Frappe"))
    turn.end_of_combat(state)
    assert amulet.in_play and amulet.carrier is repos and repos.attached == [amulet]
    assert not action.in_play
    assert [e.text for e in state.trace.entries if e.rule == "eredan.equipment.ephemeral-attached"] == moved
