"""The end of an Eredan turn (``turn.cleanup_turn``, ``turn.end_of_turn``), on plain objects: what the mutation
campaign found unpinned. Blog and wiki: a change « jusqu'à la fin du tour » ends with the turn, a change for the
combat ended before; a card « pendant N tours » counts turns from the one it was played; what a character healed
or dealt « ce tour-ci » starts again from 0."""

from __future__ import annotations

import pytest

from rulings.games.eredan import damage, stats, turn
from rulings.games.eredan.model import Modifier, Phase
from tests.helpers import attach, card, character, game, rules_cited


def _texts(state, rule: str) -> list[str]:
    return [e.text for e in state.trace.entries if e.rule == rule]


def test_the_end_of_the_turn_ends_what_lasts_for_the_turn_or_the_combat_only(state):
    a = character(state, "A", "Alpha", attack=(2, 2))
    for amount, until in ((1, "end_of_combat"), (2, "end_of_turn"), (4, "never")):
        a.mods.append(Modifier("attack_min", "add", amount, None, until, "essai"))
    a.shields = [(("physical",), "bouclier du combat", "end_of_combat"), (("magical",), "bouclier du tour", "end_of_turn"),
                 (("direct",), "bouclier permanent", "never")]
    a.healed, a.healed_turn, a.dealt_combat, a.dealt_turn = 5, 3, 1, 4
    turn.cleanup_turn(state)
    assert [(m.amount, m.until) for m in a.mods] == [(4, "never")]
    assert stats.shown(a, "attack_min") == 6
    assert a.shields == [(("direct",), "bouclier permanent", "never")]
    assert (a.healed, a.healed_turn, a.dealt_turn) == (5, 0, 0)      # the total healed stays


def test_the_end_of_the_combat_leaves_what_lasts_for_the_turn(state):
    a = character(state, "A", "Alpha")
    a.mods = [Modifier("defense", "add", 1, None, "end_of_combat", "x"), Modifier("defense", "add", 2, None,
                                                                                    "end_of_turn", "y")]
    a.shields = [(("physical",), "x", "end_of_combat"), (("magical",), "y", "end_of_turn")]
    stats.expire(a, "end_of_combat")
    damage.expire_shields(a, "end_of_combat")
    assert [m.until for m in a.mods] == ["end_of_turn"] and [s[2] for s in a.shields] == ["end_of_turn"]
    with pytest.raises(KeyError):           # a moment that is not an end: a programming error, not a silent no-op
        stats.expire(a, "end_of_tour")


def test_a_card_for_n_turns_counts_the_turns_since_it_was_played_not_the_combats(state):
    a = character(state, "A", "Alpha")
    curse = attach(state, card("Malédiction", "sort", duration=("turns", 2)), a)
    curse.turn, curse.combats = 1, 0          # played in turn 1; no combat counted on it
    state.turn = 1
    turn.cleanup_turn(state)
    assert curse.in_play                      # 1 turn of 2
    state.turn = 2
    turn.cleanup_turn(state)
    assert not curse.in_play
    assert _texts(state, "eredan.duration.turns") == ["Malédiction : durée de 2 tours écoulée"]


def test_a_card_for_n_combats_counts_its_combats(state):
    a = character(state, "A", "Alpha")
    shield = attach(state, card("Garde", "sort", duration=("combats", 2)), a)
    shield.turn, shield.combats, state.turn = 1, 1, 5
    turn.cleanup_turn(state)
    assert shield.in_play
    shield.combats = 2
    turn.cleanup_turn(state)
    assert not shield.in_play
    assert _texts(state, "eredan.duration.turns") == ["Garde : durée de 2 combats écoulée"]


def test_an_effect_for_the_turn_of_a_card_still_attached_says_it_ends(state):
    a = character(state, "A", "Alpha")
    ring = attach(state, card("Anneau", "objet", duration=("permanent", 0)), a)
    a.mods = [Modifier("spirit", "add", 1, ring, "end_of_turn", "Anneau"),
              Modifier("spirit", "add", 1, a, "end_of_turn", "capacité d'Alpha")]     # a character is no card
    turn.cleanup_turn(state)
    assert _texts(state, "eredan.duration.this-turn") == [
        "Alpha : l'effet d'Anneau cesse à la fin du tour, bien que la carte reste attachée"]


def test_an_ability_that_fires_at_the_end_of_the_turn_is_an_activation(state):
    a = character(state, "A", "Alpha", hp=10, abilities=({"when": "end_of_turn", "heal": 1, "target": "self"},))
    a.hp = 8
    state.fighters = {"A": a, "B": character(state, "B", "Beta")}
    turn.end_of_turn(state)
    assert state.activations == ["capacité d'Alpha"]
    assert a.hp == 9 and "eredan.turn.end-effects" in rules_cited(state)


def test_a_player_without_a_detailed_hand_does_not_spare_the_other_its_discard(state):
    """The discard phase checks each player: A's hand is not detailed, B's is above its size (5 cards)."""
    from rulings.core.errors import UserError

    state.players["A"].hand = None
    state.players["B"].hand = ["Frappe"] * 7
    with pytest.raises(UserError) as caught:
        turn.discard_phase(state, {})
    assert caught.value.message == ("tour 1 : le joueur B a encore 7 cartes et doit en défausser 2 de plus ; dites "
                                    "lesquelles avec « discard: »")


def test_the_cards_discarded_are_named_in_french(state):
    state.players["A"].hand = ["Frappe", "Parade", "Éclair"]
    state.players["B"].hand = []
    turn.discard_phase(state, {"A": ["Frappe", "Éclair"]})
    assert state.players["A"].hand == ["Parade"] and state.players["A"].discard == ["Frappe", "Éclair"]
    assert _texts(state, "eredan.turn.discard") == ["le joueur A se défausse de Frappe et Éclair"]


def test_a_dead_fighter_does_not_attack_but_the_other_still_does(state):
    """Blog: a dead character does nothing more; its opponent's physical attack happens all the same."""
    a = character(state, "A", "Alpha", attack=(2, 4))
    b = character(state, "B", "Beta", attack=(1, 3), hp=10)
    a.dead, a.hp = True, 0
    state.fighters = {"A": a, "B": b}
    state.chance.fixed = {"T1:Beta": 3}
    turn.physical_attacks(state)
    assert state.chance.picks == [("l'attaque de Beta", 3)]
    assert _texts(state, "eredan.combat.attack-roll") == ["Beta attaque à 3 (entre 1 et 3)"]


@pytest.mark.parametrize("attack, options", [((2, 4), [2, 3, 4]), ((3, 3), [3]), ((4, 2), [4])])
def test_an_attack_rolls_between_its_minimum_and_maximum(state, attack, options):
    """Each value of the attack range is a possible roll; a range whose maximum fell below its minimum rolls
    the minimum (the engine's reading: a characteristic modified below another)."""
    from rulings.core.errors import UserError

    a = character(state, "A", "Alpha", attack=attack)
    b = character(state, "B", "Beta", attack=(0, 0))
    state.fighters = {"A": a, "B": b}
    for value in range(0, 7):
        trial = game({"T1:Alpha": value, "T1:Beta": 0})
        trial.players, trial.fighters = state.players, state.fighters
        try:
            turn.physical_attacks(trial)
            accepted = True
        except UserError:
            accepted = False
        assert accepted is (value in options), value


def test_an_end_of_combat_card_of_a_fighter_fires_after_one_on_a_character_not_fighting(state):
    """« À chaque combat » : a card attached earlier to a character who does not fight stays silent; the next
    card, on a fighter, still fires."""
    a, idle = character(state, "A", "Alpha"), character(state, "A", "Repos")
    b = character(state, "B", "Beta")
    state.fighters, state.turn = {"A": a, "B": b}, 2
    step = {"when": "end_of_combat", "each": True, "heal": 1, "target": "carrier"}
    first = attach(state, card("Veille", "objet", effects=(step,)), idle)
    second = attach(state, card("Garde", "objet", effects=(step,)), a)
    first.turn = second.turn = 1
    a.hp = idle.hp = 5
    turn.end_of_combat(state)
    assert state.activations == ["Garde"] and (a.hp, idle.hp) == (6, 5)


def _with(who, **fields):
    import dataclasses

    who.definition = dataclasses.replace(who.definition, **fields)
    return who


def test_an_order_gives_its_chain_and_its_other_bonuses(state):
    """An order of the turn may give an enchaînement and a bonus at once: both are given (blog, ordres)."""
    from rulings.games.eredan.orders import give_order_bonus

    a = _with(character(state, "A", "Alpha", attack=(2, 3)), orders={1: {"chain": "any", "attack": 1}})
    state.fighters = {"A": a, "B": character(state, "B", "Beta")}
    state.phase = Phase.START_OF_TURN
    give_order_bonus(state, a, "ordre")
    assert a.chain_bonus == "any" and stats.shown(a, "attack_min") == 3
    assert _texts(state, "eredan.turn.order-chain") == ["Alpha obtient un enchaînement après toute carte (ordre)"]
    b = _with(character(state, "B", "Gamma"), orders={1: {"chain": "sort"}})
    state.phase = Phase.RESOLUTION             # given by an effect once the cards are chosen: too late this turn
    give_order_bonus(state, b, "ordre")
    assert _texts(state, "eredan.turn.order-chain")[-1] == ("Gamma obtient un enchaînement après une carte sort "
                                                            "(ordre) ; les cartes de ce tour sont déjà choisies, il ne "
                                                            "sert pas ce tour-ci")


@pytest.mark.parametrize("marauder, gained", [
    ({"vs": ["Mage"]}, {"attack_min": 1, "defense": 0}),                        # the default bonus: attack +1
    ({"vs": ["Mage"], "bonus": {"defense": 2}}, {"attack_min": 0, "defense": 2}),
    ({"vs": ["Combattant"]}, {"attack_min": 0, "defense": 0}),                  # its own class is not the opponent's
])
def test_a_marauder_gains_its_bonus_against_the_class_it_names(state, marauder, gained):
    from rulings.games.eredan.orders import order_and_marauder

    a = _with(character(state, "A", "Pillard", attack=(2, 2), classes=("Maraudeur", "Combattant")), marauder=marauder)
    b = character(state, "B", "Sage", classes=("Mage",))
    state.fighters = {"A": a, "B": b}
    order_and_marauder(state)
    assert {s: stats.bonus(a, s) for s in ("attack_min", "defense")} == gained


@pytest.mark.parametrize("setup_turn, expected", [({}, 1), ({"turn": 4}, 4)])
def test_a_case_state_starts_at_the_turn_of_its_setup(setup_turn, expected):
    """The situation is that of the case's first turn (``turn:``, 1 by default), before its first phase: what
    the attached cards' lasting effects and the starting bonuses see."""
    from rulings import games
    from rulings.core.chance import Chance
    from rulings.games.eredan.setup import build_game
    from tests.helpers import ROOT

    db = games.get("eredan").database(ROOT)
    name = sorted(db.characters)[0]
    setup = {**setup_turn, "A": {"characters": [name]}, "B": {"characters": [{"name": "Autre", "card": name}]}}
    state = build_game(setup, db, Chance(), None)
    assert state.turn == expected


def test_the_end_of_the_combat_ends_the_fighters_order_chain_and_combat_counts(state):
    """After the combat: the fighters go back tapped, their order bonus and enchaînement are over, what they dealt
    « pendant le combat » starts again from 0 (what they dealt this turn stays)."""
    a, b = character(state, "A", "Alpha"), character(state, "B", "Beta")
    state.fighters = {"A": a, "B": b}
    a.order_active, a.chain_bonus, a.dealt_combat, a.dealt_turn = True, "sort", 3, 3
    turn.end_of_combat(state)
    assert (a.order_active, a.chain_bonus, a.dealt_combat, a.dealt_turn) == (False, None, 0, 3)
    assert a.tapped and b.tapped


@pytest.mark.parametrize("key, value", [("class", "Mage"), ("race", "Humain"), ("guild", "Kotoba")])
def test_a_start_of_turn_ability_with_a_condition_on_the_lineup_says_it_holds_for_the_turn(state, key, value):
    """Blog: an ability checked at the start of the turn on the line-up (« si vous avez un Mage… ») gives its
    bonus until the end of the turn, even if the condition stops holding."""
    step = {"when": "start_of_turn", "stat": "defense", "add": 1, "target": "team", key: value}
    a = character(state, "A", "Alpha", abilities=(step,), classes=("Mage",), races=("Humain",), guilds=("Kotoba",))
    character(state, "B", "Beta")
    turn.start_of_turn(state)
    assert _texts(state, "eredan.turn.lineup-check") == [
        "condition de la capacité d'Alpha vérifiée au début du tour : le bonus vaut jusqu'à la fin du tour, même si "
        "elle cesse d'être remplie"]
    assert stats.bonus(a, "defense") == 1


def test_a_fighter_that_is_not_the_players_character_is_refused(state):
    """Kept for safety (the case's preparation refuses it first): the fight names a character of each player."""
    from rulings.core.errors import UserError

    character(state, "A", "Alpha"), character(state, "B", "Beta")
    with pytest.raises(UserError) as caught:
        turn.choose_fighters(state, {"A": "Alpha", "B": "Alpha"})
    assert caught.value.message == "tour 1 : Alpha n'est pas un personnage du joueur B"
