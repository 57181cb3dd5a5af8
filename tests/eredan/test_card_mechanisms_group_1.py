"""General mechanisms asked by the blog's card posts (group 1), on plain objects.

* ``move_card``: an attached card moved without activating again (Tirer les ficelles),
  played again in reverse order of arrival (Cercueil de glace), or moved by chance to a
  random other character (Porte-bonheur), with ``game.chance`` enumerating the outcomes;
* ``copy_stat`` with ``continuous``: a characteristic equal to another (Porte-bonheur);
* ``when: damaged`` + ``if: {damage: ...}``: triggers on the damage's kind, element and
  dealer's weapon (Baril d'explosifs);
* static ``prevent_damage`` by element and spell (Pierre-cœur noircie), ``reduce_damage``
  of the damage dealt (Perversion), damage ``as_spell`` (Flammes du Phoenix);
* the Enchaînement an order bonus gives (Ciramor, Bottes des cieux) and one limited to a
  subtype (objets maudits);
* the moment ``after <Card> at end of combat``.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from rulings.core.chance import Chance
from rulings.core.errors import UserError
from rulings.core.runner import run_case
from rulings.core.scenario import load
from rulings.games.eredan import damage, effects, stats
from rulings.games.eredan.model import CardInPlay
from rulings.games.eredan.resolution import play_cards, resolve_all
from rulings.games.eredan.turn import end_of_combat, order_and_marauder
from tests.helpers import attach, card, character, fight, game, rules_cited, run_card

ROOT = Path(__file__).resolve().parents[2]
CARDS = ROOT / "scenarios" / "eredan" / "cartes"


@pytest.fixture
def pair(state):
    a = character(state, "A", "Alpha", attack=(2, 4), hp=20)
    b = character(state, "B", "Beta", attack=(3, 3), hp=20)
    fight(state, a, b)
    return a, b


# --- move_card without reactivation ------------------------------------------------------------

CORRUPTION = card("Corruption", "sort", subtypes=("corruption",), duration=("permanent", 0), attach="opponent",
                  effects=({"stat": "defense", "add": -2, "target": "opponent"},
                           {"lose_hp": 2, "target": "opponent"},
                           {"identity": "races", "set": ["Démon"], "target": "opponent"}))
FICELLES = card("Ficelles", "action", effects=({"move_card": "chosen", "subtype": "corruption",
                                                "target": "chosen"},))


def test_a_moved_card_brings_only_its_lasting_changes(state, pair):
    alpha, beta = pair
    alpha.base["defense"] = beta.base["defense"] = 3
    curse = CardInPlay(CORRUPTION, beta.player, beta, state.next_seq(), 1)
    effects.run(effects.Ctx(state, beta, curse, "Corruption"), CORRUPTION.effects, "resolve")
    from rulings.games.eredan.equipment import attach as attach_card
    attach_card(state, curse, alpha)
    assert (stats.shown(alpha, "defense"), alpha.hp, alpha.group("races")) == (1, 18, ("Démon",))
    run_card(state, FICELLES, alpha, choose="Corruption", target="Beta")
    assert beta.attached == [curse] and alpha.attached == []
    assert stats.shown(beta, "defense") == 1 and beta.hp == 20 and beta.group("races") == ()
    assert stats.shown(alpha, "defense") == 3 and alpha.group("races") == ()
    assert "Corruption" not in state.activations
    assert "eredan.cards.move" in rules_cited(state)


def test_the_chosen_card_must_be_of_the_subtype_asked(state, pair):
    alpha, _beta = pair
    attach(state, card("Épée", "objet", subtypes=("arme",)), alpha)
    with pytest.raises(UserError, match="corruption"):
        run_card(state, FICELLES, alpha, choose="Épée", target="Beta")
    with pytest.raises(UserError, match="n'est attachée à aucun"):
        run_card(state, FICELLES, alpha, choose="Inconnue", target="Beta")


# --- move_card with reactivation ------------------------------------------------------------------

def test_cards_played_again_activate_in_reverse_order_and_keep_their_place(state, pair):
    alpha, _beta = pair
    fix = attach(state, card("Fixe", "objet", effects=({"stat": "attack", "set": 5},)), alpha)
    plus = attach(state, card("Plus", "objet", effects=({"stat": "attack", "add": 2},)), alpha)
    stats.modify(state, alpha, "attack_min", "set", 5, fix, "leaves", "Fixe")
    stats.modify(state, alpha, "attack_min", "add", 2, plus, "leaves", "Plus")
    coffin = card("Cercueil", "sort", effects=({"move_card": "all", "type": "objet", "target": "self",
                                                "reactivate": True, "order": "reverse"},))
    run_card(state, coffin, alpha)
    assert state.activations == ["Plus", "Fixe"]
    assert alpha.attached == [fix, plus]
    assert stats.shown(alpha, "attack_min") == 5         # +2 first, then the fixation to 5
    assert fix.turn == state.turn                         # played again: counts as played this turn


# --- chance: Porte-bonheur ---------------------------------------------------------------------------

def outcomes_of(case_name: str, fact):
    scenario = load(CARDS / "porte-bonheur.yaml", ROOT)
    case = next(c for c in scenario.cases if c.name == case_name)
    result = run_case(case)
    assert result.passed, result.error or result.failures
    found: dict = {}
    for outcome in result.outcomes:
        key = fact(outcome.state)
        found[key] = found.get(key, Fraction(0)) + outcome.probability
    return found


def where_is_the_charm(state) -> str:
    if "Porte-bonheur" in state.players["A"].discard:
        return "défausse"
    return next(c.name for c in state.characters() if any(x.name == "Porte-bonheur" for x in c.attached))


def test_one_chance_in_two_is_enumerated_with_its_probability():
    assert outcomes_of("tirage-non-fixe", where_is_the_charm) == {"défausse": Fraction(1, 2),
                                                                  "Éclaireur": Fraction(1, 2)}


def test_the_other_half_is_shared_between_the_other_characters(state, pair):
    alpha, beta = pair
    character(state, "A", "Scout", hp=10)   # the two other characters the charm may go to
    character(state, "A", "Vigie", hp=10)
    charm_def = card("Charme", "objet", effects=({"when": "end_of_combat", "each": True, "move_card": "this",
                                                  "chance": 2, "random": True, "target": "team"},))
    found: dict = {}
    path: tuple | None = ()
    while path is not None:
        local = game()
        a = character(local, "A", "Alpha", hp=10)
        for name in ("Scout", "Vigie"):
            character(local, "A", name, hp=10)
        b = character(local, "B", "Beta", hp=10)
        fight(local, a, b)
        local.chance = Chance({}, path)
        charm = attach(local, charm_def, a)
        effects.run(effects.Ctx(local, a, charm, "Charme"), charm_def.effects, "end_of_combat")
        where = charm.carrier.name
        found[where] = found.get(where, Fraction(0)) + local.chance.probability
        path = local.chance.next_path()
    assert found == {"Alpha": Fraction(1, 2), "Scout": Fraction(1, 4), "Vigie": Fraction(1, 4)}


def test_a_fixed_roll_must_name_a_possible_outcome(state, pair):
    alpha, _beta = pair
    character(state, "A", "Scout", hp=10)
    state.chance = Chance({"T1:Charme": "Personne"})
    charm_def = card("Charme", "objet", effects=({"when": "end_of_combat", "move_card": "this", "chance": 2,
                                                  "random": True, "target": "team"},))
    charm = attach(state, charm_def, alpha)
    charm.turn = 1
    with pytest.raises(UserError, match="Personne"):
        effects.run(effects.Ctx(state, alpha, charm, "Charme"), charm_def.effects, "end_of_combat")


# --- copy_stat continuous -------------------------------------------------------------------------------

def test_attack_min_stays_equal_to_attack_max_even_beyond_a_limitation(state, pair):
    alpha, _beta = pair
    charm = attach(state, card("Charme", "objet"), alpha)
    effects.run(effects.Ctx(state, alpha, charm, "Charme"),
                [{"copy_stat": "attack_min", "from": "attack_max", "continuous": True}], "resolve")
    assert stats.attack_text(alpha) == "4/4"
    for stat in ("attack_min", "attack_max"):
        stats.modify(state, alpha, stat, "add", 5, None, "never", "bonus")
    assert stats.attack_text(alpha) == "9/9"
    stats.add_limit(state, alpha, 3, None, "end_of_combat", "Yilith")
    assert stats.attack_text(alpha) == "7/7"              # max 4+3; min follows it (+5 over its base)
    stats.remove_from(alpha, charm)
    assert stats.attack_text(alpha) == "5/7"


# --- triggers on damage ---------------------------------------------------------------------------------

BARREL = card("Baril", "objet", effects=(
    {"when": "damaged", "if": {"any": [{"damage": {"by": "opponent", "by_weapon": "poudre"}},
                                       {"damage": {"kind": "magical", "element": "feu"}}]},
     "damage": 3, "kind": "direct", "target": "carrier"},))


def test_damage_trigger_reads_the_dealer_s_weapon_and_the_element(state, pair):
    alpha, beta = pair
    attach(state, BARREL, alpha)
    damage.deal(state, alpha, 2, "physical", beta, "attaque")               # no powder weapon
    assert alpha.hp == 18
    attach(state, card("Pistolet", "objet", subtypes=("arme", "poudre")), beta)
    damage.deal(state, alpha, 2, "physical", beta, "attaque")
    assert alpha.hp == 13
    damage.deal(state, alpha, 1, "magical", alpha, "sort", element="feu")   # fire, whoever deals it
    assert alpha.hp == 9
    damage.deal(state, alpha, 0, "physical", beta, "attaque")               # no damage: no trigger
    assert alpha.hp == 9
    assert "eredan.damage.trigger" in rules_cited(state)


def test_damage_condition_is_checked_when_cards_load():
    effects.check_step({"when": "damaged", "if": {"damage": {"by": "ally"}}, "heal": 1}, "essai")
    with pytest.raises(UserError, match="damage s'écrit"):
        effects.check_step({"when": "damaged", "if": {"damage": {"by": "ennemi"}}, "heal": 1}, "essai")
    with pytest.raises(UserError, match="damage s'écrit"):
        effects.check_step({"when": "damaged", "if": {"damage": {"type": "feu"}}, "heal": 1}, "essai")


# --- prevention by element, reduction of the damage dealt, damage as a spell's -------------------------

def test_a_protection_against_fire_spells_prevents_only_them(state, pair):
    alpha, beta = pair
    attach(state, card("Pierre", "objet", effects=({"when": "static", "prevent_damage": "all", "element": "feu",
                                                    "spell": True, "target": "carrier"},)), alpha)
    assert damage.deal(state, alpha, 4, "magical", beta, "Flammes", element="feu", spell=True) == 0
    assert damage.deal(state, alpha, 4, "magical", beta, "Torche", element="feu", spell=False) == 4
    assert damage.deal(state, alpha, 4, "magical", beta, "Glace", element="eau", spell=True) == 4
    assert "eredan.damage.element-prevention" in rules_cited(state)


def test_flammes_damage_counts_as_a_spell_s(state, pair):
    alpha, beta = pair
    attach(state, card("Pierre", "objet", effects=({"when": "static", "prevent_damage": "all", "element": "feu",
                                                    "spell": True, "target": "carrier"},)), beta)
    beta.markers["poudre"] = 3
    flames = card("Flammes", "action", effects=({"damage": "target.markers.poudre", "kind": "magical",
                                                 "element": "feu", "as_spell": True, "target": "opponent"},))
    run_card(state, flames, alpha)
    assert beta.hp == 20


def test_reduce_damage_dealt_lowers_what_the_carrier_deals(state, pair):
    alpha, beta = pair
    attach(state, card("Perversion", "sort", effects=({"when": "static", "reduce_damage": 1, "dealt": True,
                                                       "target": "carrier"},)), alpha)
    assert damage.deal(state, beta, 5, "physical", alpha, "attaque") == 4
    assert damage.deal(state, alpha, 5, "physical", beta, "attaque") == 5


# --- Enchaînements: order bonus, subtype -----------------------------------------------------------------

def _ciramor(state, turn):
    state.turn = turn
    ciramor = character(state, "A", "Ciramor", classes=("Combattant",))
    ciramor.definition = replace(ciramor.definition, orders={3: {"chain": "sort"}})
    other = character(state, "B", "Beta")
    fight(state, ciramor, other)
    return ciramor


SPELL = card("Étincelle", "sort", effects=({"stat": "spirit", "add": 1},))
ACTION = card("Coup", "action", effects=({"stat": "attack", "add": 1},))


def test_an_order_chain_works_when_the_order_comes_before_the_play_phase(state):
    _ciramor(state, 3)
    order_and_marauder(state)
    play_cards(state, {"A": [{"card": SPELL}, {"card": ACTION}]})
    assert [c.name for c in state.played] == ["Étincelle", "Coup"]


def test_an_order_chain_given_by_the_boots_comes_too_late(state):
    ciramor = _ciramor(state, 2)
    order_and_marauder(state)
    boots = card("Bottes", "objet", effects=({"when": "start_of_combat", "each": True, "order_bonus": True,
                                              "target": "carrier"},))
    attach(state, boots, ciramor)
    with pytest.raises(UserError, match="ne donne pas d'Enchaînement"):
        play_cards(state, {"A": [{"card": SPELL}, {"card": ACTION}]})


def test_a_chain_limited_to_a_subtype(state):
    one = character(state, "A", "Alpha")
    fight(state, one, character(state, "B", "Beta"))
    cursed = {"type": "objet", "subtype": "maudit"}
    blade = card("Lame maudite", "objet", subtypes=("arme", "maudit"), chain=cursed)
    armour = card("Armure maudite", "objet", subtypes=("armure", "maudit"), chain=cursed)
    plain = card("Armure", "objet", subtypes=("armure",))
    play_cards(state, {"A": [{"card": blade}, {"card": armour}]})
    state.played.clear()
    with pytest.raises(UserError, match="ne peut pas suivre"):
        play_cards(state, {"A": [{"card": blade}, {"card": plain}]})


# --- the moment « after <Card> at end of combat » --------------------------------------------------------

def test_timed_activations_are_moments_one_after_the_other(state, pair):
    alpha, _beta = pair
    seen = []
    state.observer = lambda key, game_state: seen.append((key, alpha.hp))
    loss = card("Maudit", "objet", effects=({"when": "end_of_combat", "lose_hp": 3, "target": "carrier"},))
    for _ in range(2):
        in_play = attach(state, loss, alpha)
        in_play.turn = state.turn
    resolve_all(state)
    end_of_combat(state)
    timed = [(key, hp) for key, hp in seen if key[0] == "after"]
    assert timed == [(("after", "Maudit at end of combat", 1), 17), (("after", "Maudit at end of combat", 2), 14)]


# --- damage dealt by a character (Solaris) ------------------------------------------------------------------

def test_damage_dealt_counts_the_cards_damage_to_opponents_only(state, pair):
    alpha, beta = pair
    flames = card("Flammes", "action", effects=({"damage": 2, "kind": "magical", "target": "all"},))
    run_card(state, flames, alpha)
    assert (alpha.hp, beta.hp) == (18, 18)
    assert alpha.dealt_turn == 2                       # the 2 to Beta, not the 2 it took itself
    ctx = effects.Ctx(state, alpha, None, "Solaris")
    assert effects.value(ctx, {"value": "self.dealt.turn", "divide": 2}) == 1
    assert "eredan.damage.dealt-by" in rules_cited(state)
