"""``move_card`` (``rulings.games.eredan.moving``): what mutation testing found unpinned, on plain objects.

Blog, « Tirer les Ficelles » (a chosen card moved, « ne réactive pas la
corruption »), « Cercueil de Glace » (every object of a character) and « Porte
bonheur » (« une chance sur deux d'être attachée à un de vos autres
personnages »): which cards move, to whom, what the trace and the errors say,
and which lasting changes follow the moved card — only its own.
"""

from __future__ import annotations

import pytest

from rulings.core.errors import UserError
from rulings.games.eredan import effects, moving, stats
from rulings.games.eredan.model import CardInPlay
from tests.helpers import attach, card, character, fight, game, run_card, trace_of


@pytest.fixture
def pair(state):
    a = character(state, "A", "Alpha", hp=20)
    b = character(state, "B", "Beta", hp=20)
    fight(state, a, b)
    return a, b


FICELLES = card("Ficelles", "action", effects=({"move_card": "chosen", "target": "chosen"},))


# --- which cards move ----------------------------------------------------------------------------------

def test_move_this_from_a_card_attached_to_nobody_moves_nothing(state, pair):
    alpha, _beta = pair
    character(state, "A", "Gamma", hp=20)
    played = run_card(state, card("Saut", "action", effects=({"move_card": "this", "target": "allies"},)), alpha)
    assert played.carrier is None and all(c.attached == [] for c in state.characters())
    assert trace_of(state) == [("eredan.cards.move", "Saut : aucune carte attachée concernée")]


def test_move_all_takes_the_cards_of_the_character_named_by_from(state, pair):
    alpha, beta = pair
    shield = attach(state, card("Bouclier", "objet"), alpha)
    sword = attach(state, card("Épée", "objet"), beta)
    run_card(state, card("Vol", "action", effects=({"move_card": "all", "from": "opponent", "type": "objet",
                                                    "target": "self"},)), alpha)
    assert alpha.attached == [shield, sword] and beta.attached == []
    assert trace_of(state)[0] == ("eredan.cards.move", "Vol : Épée passe de Beta à Alpha sans se réactiver ; seuls ses "
                                                    "effets permanents le suivent (caractéristiques : aucun), pas ses "
                                                    "effets d'activation")


def test_of_two_copies_of_the_chosen_card_the_first_arrived_moves(state, pair):
    alpha, beta = pair
    gamma = character(state, "A", "Gamma", hp=20)
    first = attach(state, card("Corruption", "sort"), beta)       # arrived first, on the second player's side
    second = attach(state, card("Corruption", "sort"), alpha)
    assert first.seq < second.seq and state.characters()[0] is alpha
    run_card(state, FICELLES, alpha, choose="Corruption", target="Gamma")
    assert gamma.attached == [first] and beta.attached == [] and alpha.attached == [second]


# --- errors -------------------------------------------------------------------------------------------------

def test_a_chosen_card_attached_to_nobody_lists_the_attached_cards_and_suggests_one(state, pair):
    alpha, beta = pair
    attach(state, card("Épée", "objet"), alpha)
    attach(state, card("Bouclier", "objet"), beta)
    with pytest.raises(UserError) as err:
        run_card(state, FICELLES, alpha, choose="Epée", target="Beta")
    assert err.value.message == "Ficelles : Epée n'est attachée à aucun personnage (Bouclier, Épée)"
    assert err.value.hint == "vouliez-vous dire « Épée » ?"


def test_a_chosen_card_when_no_card_is_attached(state, pair):
    alpha, _beta = pair
    with pytest.raises(UserError) as err:
        run_card(state, FICELLES, alpha, choose="Épée", target="Beta")
    assert err.value.message == "Ficelles : Épée n'est attachée à aucun personnage (aucune)"
    assert err.value.hint is None


def test_a_chosen_card_of_the_wrong_type_and_subtype_names_both(state, pair):
    alpha, _beta = pair
    attach(state, card("Épée", "objet", subtypes=("arme",)), alpha)
    ficelles = card("Ficelles", "action", effects=({"move_card": "chosen", "type": "sort", "subtype": "corruption",
                                                    "target": "chosen"},))
    with pytest.raises(UserError) as err:
        run_card(state, ficelles, alpha, choose="Épée", target="Beta")
    assert err.value.message == "Ficelles doit choisir une carte de type sort corruption ; Épée n'en est pas une"


# --- the new carrier, and chance -------------------------------------------------------------------------

def porte(state, alpha, **step) -> CardInPlay:
    definition = card("Porte", "objet", effects=({"move_card": "this", "target": "allies", **step},))
    charm = attach(state, definition, alpha)
    state.trace.entries.clear()
    effects.run(effects.Ctx(state, alpha, charm, "Porte"), definition.effects, "resolve")
    return charm


def test_without_random_nor_chance_the_card_goes_to_the_first_target_without_a_draw(state, pair):
    alpha, _beta = pair
    gamma = character(state, "A", "Gamma", hp=20)
    character(state, "A", "Delta", hp=20)
    charm = porte(state, alpha)
    assert charm.carrier is gamma and state.chance.picks == []
    assert [rule for rule, _text in trace_of(state)] == ["eredan.cards.move", "eredan.resolve.attach"]


def test_one_chance_in_two_without_random_names_no_draw_among_characters():
    """« une chance sur deux » alone: the draw says yes or no, and the card goes to the first target."""
    state = game({"T1:Porte": "Gamma"})
    alpha = character(state, "A", "Alpha", hp=20)
    gamma = character(state, "A", "Gamma", hp=20)
    character(state, "A", "Delta", hp=20)
    fight(state, alpha, character(state, "B", "Beta", hp=20))
    charm = porte(state, alpha, chance=2)
    assert charm.carrier is gamma
    assert trace_of(state)[0] == ("eredan.effects.chance", "Porte (une chance sur 2) : le tirage désigne Gamma")
    assert state.chance.picks == [("le tirage de Porte", "Gamma")]


def test_an_impossible_fixed_draw_names_the_cards_draw():
    state = game({"T1:Porte": "Zoé"})
    alpha = character(state, "A", "Alpha", hp=20)
    character(state, "A", "Gamma", hp=20)
    fight(state, alpha, character(state, "B", "Beta", hp=20))
    with pytest.raises(UserError) as err:
        porte(state, alpha, chance=2)
    assert err.value.message == "le jet pour le tirage de Porte vaut Zoé, mais il ne peut valoir que : Gamma, False"


def test_a_characters_ability_draws_under_the_characters_name():
    """An ability (no card) with a chance: the draw is keyed and said with the character's name."""
    state = game({"T1:Alpha": False})
    alpha = character(state, "A", "Alpha", hp=20)
    character(state, "A", "Gamma", hp=20)
    fight(state, alpha, character(state, "B", "Beta", hp=20))
    amulet = attach(state, card("Amulette", "objet"), alpha)
    state.trace.entries.clear()
    effects.run(effects.Ctx(state, alpha, None, "Alpha"),
                ({"move_card": "all", "type": "objet", "target": "allies", "chance": 2},), "resolve")
    assert alpha.attached == [amulet]
    assert trace_of(state) == [("eredan.effects.chance", "Alpha (une chance sur 2) : le tirage est négatif")]
    assert state.chance.unused() == []


# --- what follows the moved card: its own lasting changes, no other card's ----------------------------

def test_only_the_moved_cards_limit_immunity_and_identity_change_leave_with_it(state):
    giver = character(state, "A", "Porteur", defense=3, classes=("Guerrier", "Mage"))
    taker = character(state, "A", "Receveur", defense=1)
    amulet = attach(state, card("Amulette", "objet"), giver)
    other = attach(state, card("Autre", "objet"), giver)
    stats.add_limit(state, giver, 3, other, "leaves", "Autre")
    stats.add_immunity(state, giver, "defense", "decrease", other, "leaves", "Autre")
    giver.identity_overrides.append(("races", ("Démon",), other, "leaves"))
    giver.identity_overrides.append(("classes", ("Voleur",), amulet, "leaves"))
    giver.identity_overrides.append(("castes", ("Courtisan",), amulet, "leaves"))
    state.trace.entries.clear()
    moving.move(state, amulet, taker, "Porte-bonheur")
    assert taker.limits == [] and taker.immunities == []
    assert giver.limits == [(3, other, "leaves")] and giver.immunities == [("defense", "decrease", other, "leaves")]
    assert trace_of(state) == [
        ("eredan.cards.move", "Amulette quitte Porteur : classes → Guerrier, Mage (le changement cesse)"),
        ("eredan.cards.move", "Amulette quitte Porteur : castes → aucune (le changement cesse)"),
        ("eredan.cards.move", "Porte-bonheur : Amulette passe de Porteur à Receveur sans se réactiver ; seuls ses "
                              "effets permanents le suivent (caractéristiques : aucun), pas ses effets d'activation"),
        ("eredan.resolve.attach", "Amulette s'attache à Receveur"),
    ]
    assert giver.group("races") == ("Démon",)
