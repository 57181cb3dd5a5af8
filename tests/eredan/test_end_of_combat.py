"""A card's « à la fin du combat » effect fires once (rulings.games.eredan.turn): an object played this turn is
both attached and among the cards played, and is counted once; an action, discarded at the end of the combat,
still has its effect; a card already gone has none. A card moved to a teammate at the end of the combat
(Porte-bonheur) stays in play, and the cards after it are discarded as usual."""

from __future__ import annotations

import pytest

from rulings.core.chance import Chance
from rulings.games.eredan import turn
from rulings.games.eredan.model import Phase
from tests.helpers import card, character, cli, fight, game, in_play, scenario_text, texts_of, write

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


# --- deaths before the effects of the end of combat (the reading combat-end-deaths) ----------------------------

REVIVE = {"when": "end_of_combat", "heal": 2, "target": "self"}
DEATHS_FIRST = ("Lecture ouverte « À la fin du combat, les effets « à la fin du combat » se résolvent-ils avant que "
                "les morts soient constatées ? » : non : les morts d'abord (un mort n'est plus soigné), puis les "
                "effets (lecture fixée)")


def _dying(hp: int, alternative: str = "deaths-then-effects", abilities: tuple = ()):
    """Alpha (5 HP) fighting Beta (``hp`` of 10, its ``abilities``) at the end of the combat, under the reading
    combat-end-deaths ``alternative``."""
    state = game()
    state.chance = Chance(readings={"combat-end-deaths": alternative}, fixed_readings=frozenset({"combat-end-deaths"}))
    beta = character(state, "B", "Beta", hp=hp, max_hp=10, abilities=abilities)
    fight(state, character(state, "A", "Alpha", hp=5), beta)
    state.phase = Phase.END_OF_COMBAT
    return state, beta


@pytest.mark.parametrize("hp, after, died", [
    (1, 3, []),                                                                  # nobody would die: nothing to read
    (0, 0, [DEATHS_FIRST, "Beta meurt (fin du combat, avant ses effets, PV 0)"]),
])
def test_the_deaths_come_first_only_when_a_character_is_at_0_hp_or_less(hp, after, died):
    """eredan.combat.death: the reading combat-end-deaths is read only when a character would die (at 0 HP or less)
    and an effect of the end of the combat is due."""
    state, beta = _dying(hp, abilities=(REVIVE,))
    turn.end_of_combat(state)
    assert beta.hp == after and beta.dead is bool(died)
    assert texts_of(state, "eredan.combat.death") == died
    assert ("combat-end-deaths" in state.chance.readings_used) is bool(died)


@pytest.mark.parametrize("alternative, hp, dead", [("deaths-then-effects", -1, True),
                                                    ("effects-then-deaths", 1, False)])
def test_a_fighter_s_own_end_of_combat_ability_is_an_effect_the_deaths_may_come_before(alternative, hp, dead):
    """eredan.combat.death: Beta at -1 HP heals itself at the end of the combat (its own ability, no card in play):
    dead first, it is not healed; healed first, it survives."""
    state, beta = _dying(-1, alternative, abilities=(REVIVE,))
    turn.end_of_combat(state)
    assert (beta.hp, beta.dead) == (hp, dead)
    assert ("Beta meurt (fin du combat, avant ses effets, PV -1)" in texts_of(state, "eredan.combat.death")) is dead


@pytest.mark.parametrize("fields, died", [
    ({"cancelled": True}, ["Beta meurt (fin du combat, PV -1)"]),                  # cancelled: it never resolved
    ({"resolved": True, "done": True}, [DEATHS_FIRST, "Beta meurt (fin du combat, avant ses effets, PV -1)"]),
])
def test_only_a_resolved_card_s_end_of_combat_effect_makes_the_deaths_come_first(fields, died):
    """eredan.combat.death: Baume, played by Alpha this turn, heals at the end of the combat; cancelled, it has no
    effect due, and Beta at -1 HP dies after the (absent) effects, the reading not read."""
    state, beta = _dying(-1)
    baume = in_play(state, card("Baume", effects=({"when": "end_of_combat", "heal": 1, "target": "self"},)),
                    state.fighters["A"], **fields)
    state.played.append(baume)
    turn.end_of_combat(state)
    assert beta.dead
    assert texts_of(state, "eredan.combat.death") == died
