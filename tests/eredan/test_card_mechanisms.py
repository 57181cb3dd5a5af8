"""General mechanisms asked by the blog's card posts (group 3), on plain objects.

* ``{bonus_cards: defense}``: cards giving a bonus, each once (La meilleure défense...);
* ``when: card_played`` + ``if: {played: ...}`` + ``once``: cards the opponent plays after
  this one resolves, bonuses not cumulative (Faveur de l'aube);
* ``boost``: « +1 aux effets des sorts » (Débat philosophique, Conseillère Ishaia);
* ``set_duration`` with ``played_by``: a duration that depends on who plays (La part d'ombre);
* ``prevent_damage``: « ne subissent aucun dégât ce tour-ci » (Evanouissement);
* ``carrying``: only the targets carrying a card (Charge);
* ``when: any_death`` + ``target: subject``: reacting to any character's death (Invocation de Kheper).
"""

from __future__ import annotations

import pytest

from rulings.core.errors import UserError
from rulings.games.eredan import damage, effects, stats
from rulings.games.eredan.model import CardInPlay
from rulings.games.eredan.resolution import resolve_all
from rulings.games.eredan.turn import cleanup_turn
from tests.helpers import attach, card, character, fight, rules_cited, run_card


@pytest.fixture
def pair(state):
    a = character(state, "A", "Alpha", attack=(2, 4), defense=2, spirit=2, hp=10)
    b = character(state, "B", "Beta", attack=(3, 3), defense=1, spirit=1, hp=10)
    fight(state, a, b)
    return a, b


def play(state, definition, by, **choices) -> CardInPlay:
    """Put ``definition`` in the resolution queue, played by ``by`` (order of calls = order of play)."""
    in_play = CardInPlay(definition, by.player, by, state.next_seq(), state.turn, choices=choices)
    state.played.append(in_play)
    return in_play


# --- bonus_cards --------------------------------------------------------------------------------

def test_bonus_cards_counts_each_card_giving_a_bonus_once(state, pair):
    alpha, beta = pair
    attach(state, card("Armure", "objet", subtypes=("armure",)), alpha)
    big, small, curse = (attach(state, card(n, "objet"), alpha) for n in ("Gros", "Petit", "Maudit"))
    stats.modify(state, alpha, "defense", "add", 5, big, "leaves", "Gros")
    stats.modify(state, alpha, "defense", "add", 3, big, "leaves", "Gros")        # same card: still one
    stats.modify(state, alpha, "defense", "add", 1, small, "leaves", "Petit")
    stats.modify(state, alpha, "defense", "add", -2, curse, "leaves", "Maudit")  # a reduction: not counted
    stats.modify(state, alpha, "defense", "add", 1, alpha, "end_of_turn", "capacité")   # not a card
    stats.modify(state, alpha, "defense", "set", 0, None, "never", "fixation")   # final value: no matter
    ctx = effects.Ctx(state, alpha, None, "essai")
    assert effects.value(ctx, {"bonus_cards": "defense"}) == 2
    assert effects.value(ctx, {"value": "self.defense.base", "plus": {"bonus_cards": "defense"}}) == 4
    assert effects.value(ctx, {"bonus_cards": "defense", "of": "opponent"}) == 0
    assert "eredan.stats.bonus-cards" in rules_cited(state)


def test_bonus_cards_is_checked_when_cards_load():
    effects.check_step({"stat": "attack", "add": {"bonus_cards": "defense"}}, "essai")
    with pytest.raises(UserError, match="caractéristique"):
        effects.check_step({"stat": "attack", "add": {"bonus_cards": "armure"}}, "essai")
    with pytest.raises(UserError, match="exactement une"):
        effects.check_step({"stat": "attack", "add": {"bonus_cards": "defense", "value": 1}}, "essai")


# --- card_played, played, once ----------------------------------------------------------------------

FAVEUR = card("Faveur", "action", effects=(
    {"when": "card_played", "if": {"played": {"by": "opponent", "type": "objet"}}, "once": True,
     "stat": "attack", "add": 2},
    {"when": "card_played", "if": {"played": {"by": "opponent", "type": "action"}}, "once": True,
     "stat": "defense", "add": 2},
), chain="any")
ACTION = card("Action", "action", chain="any")
OBJET = card("Objet", "objet", attach="none")


def test_only_cards_after_the_resolution_count_and_bonuses_do_not_stack(state, pair):
    alpha, beta = pair
    play(state, FAVEUR, alpha)
    play(state, ACTION, beta)
    play(state, ACTION, beta)         # a second action: no second +2
    resolve_all(state)
    assert stats.shown(alpha, "defense") == 4
    assert stats.shown(alpha, "attack_min") == 2
    assert "eredan.resolve.card-played" in rules_cited(state)


def test_a_card_resolved_before_does_not_count(state, pair):
    alpha, beta = pair
    state.active = "B"                 # B's action resolves first, then Faveur, then B's object
    play(state, ACTION, beta)
    play(state, OBJET, beta)
    play(state, FAVEUR, alpha)
    resolve_all(state)
    assert stats.shown(alpha, "defense") == 2
    assert stats.shown(alpha, "attack_min") == 4


def test_own_cards_do_not_count_and_once_resets_each_turn(state, pair):
    alpha, beta = pair
    play(state, FAVEUR, alpha)
    play(state, ACTION, alpha)
    resolve_all(state)
    assert stats.shown(alpha, "defense") == 2
    state.fired_once.add(("x", "y"))
    cleanup_turn(state)
    assert not state.fired_once


def test_played_needs_card_played():
    with pytest.raises(UserError, match="card_played"):
        effects.check_step({"if": {"played": {"by": "opponent"}}, "stat": "attack", "add": 1}, "essai")
    with pytest.raises(UserError, match="« played » s'écrit"):
        effects.check_step({"when": "card_played", "if": {"played": {"by": "moi"}}, "stat": "attack", "add": 1},
                           "essai")


# --- boost --------------------------------------------------------------------------------------

MALUS_SORT = card("Débat", "sort", effects=({"stat": "spirit", "add": -1, "target": "opponent"},))
MALUS_ACTION = card("Coup", "action", effects=({"stat": "spirit", "add": -1, "target": "opponent"},))
BOOST = ({"when": "static", "boost": 1, "card_type": "sort", "target": "self"},)


def test_boost_adds_to_the_spells_of_its_owner_only(state):
    ishaia = character(state, "A", "Ishaia", abilities=BOOST, spirit=3)
    other = character(state, "B", "Autre", spirit=3)
    fight(state, ishaia, other)
    run_card(state, MALUS_SORT, ishaia)
    assert stats.shown(other, "spirit") == 3          # -1 + 1
    run_card(state, MALUS_ACTION, ishaia)             # not a spell
    assert stats.shown(other, "spirit") == 2
    run_card(state, MALUS_SORT, other)                # the opponent's spell
    assert stats.shown(ishaia, "spirit") == 2
    assert "eredan.effects.boost" in rules_cited(state)


def test_boost_from_an_attached_card_also_raises_damage(state):
    mage = character(state, "A", "Mage")
    target = character(state, "B", "Cible", spirit=0, hp=10)
    fight(state, mage, target)
    attach(state, card("Grimoire", "objet", effects=({"when": "static", "boost": 1, "card_type": "sort",
                                                      "target": "carrier"},)), mage)
    run_card(state, card("Trait", "sort", effects=({"damage": 2},)), mage)
    assert target.hp == 7


# --- set_duration -------------------------------------------------------------------------------

PART = card("Part", "sort", duration=("combats", 3), attach="self", effects=(
    {"if": {"not": {"played_by": ["Abyssien"]}}, "set_duration": "ephemeral"},))


def test_duration_depends_on_who_plays(state):
    abyssien = character(state, "A", "Abyssien")
    other = character(state, "B", "Autre")
    fight(state, abyssien, other)
    assert run_card(state, PART, abyssien).duration == ("combats", 3)
    assert run_card(state, PART, other).duration == ("ephemeral", 0)
    assert "eredan.duration.played-by" in rules_cited(state)
    with pytest.raises(UserError, match="set_duration"):
        effects.check_step({"set_duration": {"days": 2}}, "essai")


# --- prevent_damage ------------------------------------------------------------------------------

def test_prevent_damage_protects_the_targets_from_now_on_until_end_of_turn(state, pair):
    alpha, beta = pair
    bystander = character(state, "B", "Spectateur", hp=10)
    damage.deal(state, beta, 3, "direct", alpha, "avant")          # not retroactive
    run_card(state, card("Evanouissement", "action",
                         effects=({"prevent_damage": "all", "target": "fighters"},)), beta)
    assert damage.deal(state, beta, 5, "physical", alpha, "attaque") == 0
    assert damage.deal(state, alpha, 5, "direct", beta, "attaque") == 0
    assert damage.deal(state, bystander, 4, "direct", alpha, "hors combat") == 4
    damage.lose_hp(state, beta, 1, "perte de PV")                 # not damage
    assert beta.hp == 6
    damage.expire_shields(beta, "end_of_combat")
    assert damage.deal(state, beta, 1, "direct", alpha, "fin du tour") == 0
    damage.expire_shields(beta, "end_of_turn")
    assert damage.deal(state, beta, 1, "direct", alpha, "tour suivant") == 1
    assert "eredan.damage.prevented" in rules_cited(state)


def test_prevent_damage_of_some_kinds(state, pair):
    alpha, beta = pair
    damage.add_shield(state, beta, ("physical",), "essai", "end_of_combat")
    assert damage.deal(state, beta, 4, "physical", alpha, "attaque") == 0
    assert damage.deal(state, beta, 4, "magical", alpha, "sort") == 3
    with pytest.raises(UserError, match="prevent_damage"):
        effects.check_step({"prevent_damage": ["feu"]}, "essai")


# --- carrying ----------------------------------------------------------------------------------

def test_carrying_keeps_only_the_targets_that_carry_the_card(state, pair):
    alpha, _beta = pair
    ally = character(state, "A", "Allié")
    attach(state, card("Parole", "objet", subtypes=("arme",)), ally)
    run_card(state, card("Charge", "action", effects=(
        {"stat": "attack", "add": 1, "target": "team", "carrying": "Parole"},
        {"stat": "defense", "add": 1, "target": "team", "carrying": "arme"},)), alpha)
    assert stats.bonus(ally, "attack_min") == 1 and stats.bonus(ally, "defense") == 1
    assert stats.bonus(alpha, "attack_min") == 0 and stats.bonus(alpha, "defense") == 0
    assert "eredan.targets.carrying" in rules_cited(state)


# --- any_death, subject ------------------------------------------------------------------------------

KHEPER = card("Kheper", "theurgie", duration=("permanent", 0), effects=(
    {"when": "any_death", "each": True, "heal": 2, "target": "subject", "ignore_death": True},))


def test_any_death_reaches_cards_in_play_and_only_new_deaths(state, pair):
    alpha, beta = pair
    ally = character(state, "A", "Allié", hp=-1, max_hp=10)
    old = character(state, "A", "Ancien", hp=-3, max_hp=10)
    old.dead = True
    attach(state, KHEPER, alpha)
    damage.check_deaths(state, "fin du combat")
    assert ally.hp == 1 and ally.healed == 2
    assert old.hp == -3 and old.healed == 0
    assert "eredan.card-text-wins" in rules_cited(state)


def test_a_card_on_a_dead_carrier_still_listens(state, pair):
    alpha, _beta = pair
    attach(state, KHEPER, alpha)
    alpha.hp = -1
    damage.check_deaths(state, "fin du combat")
    assert alpha.hp == 1
