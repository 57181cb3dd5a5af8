"""How an expectation compares with what the engine read (``eredan.probe``), and who gets an Enchaînement after
which card (``eredan.resolution``), on plain objects: the cases the bundled rulings do not reach."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from rulings.core.errors import UserError
from rulings.core.spec import describe
from rulings.games.eredan import probe, resolution, stats
from rulings.games.eredan.resolution import play_cards
from rulings.games.eredan.turn import order_and_marauder
from tests.helpers import attach, card, character, fight, game


@pytest.mark.parametrize("expected, actual, same", [
    ("3", 3, True), ("+3", 3, True), ("trois", 3, False), ("4", 3, False), (3, 3, True),
    ("7/12", Fraction(7, 12), True), ("14 / 24", Fraction(7, 12), True), ("1", Fraction(1), True),
    ("1/0", Fraction(1), False), ("beaucoup", Fraction(1, 2), False), ("1/3", Fraction(1, 2), False),
    ("3 / 5", "3/5", True), ("3/4", "3/5", False), ("True", True, False), (["A", 1], ["A", 1], True),
])
def test_an_expectation_is_compared_in_the_engines_form(expected, actual, same):
    assert probe.same(expected, actual) is same


def test_attack_min_and_max_are_read_apart():
    state = game()
    alpha = character(state, "A", "Alpha", attack=(2, 4))
    stats.modify(state, alpha, "attack_min", "add", 1, None, "never", "bonus")
    assert [probe.read_character(alpha, p) for p in ("attack", "attack.min", "attack.max", "attack.base",
                                                     "attack.bonus")] == ["3/4", 3, 4, "2/4", "+1/+0"]


def test_a_combattant_chains_after_an_object_of_the_subtypes_he_names(state):
    fighter = character(state, "A", "Lame", classes=("Combattant",), chain_after=("arme",))
    assert resolution.gives_chain(card("Épée", "objet", subtypes=("arme",)), fighter) == "any"
    assert resolution.gives_chain(card("Cape", "objet", subtypes=("armure",)), fighter) is None
    other = character(state, "A", "Autre", classes=("Mage",), chain_after=("arme",))
    assert resolution.gives_chain(card("Épée", "objet", subtypes=("arme",)), other) is None


@pytest.mark.parametrize("classes, races, subtypes, kind, hint, chain", [
    (("Mage", "Prêtre"), (), (), "sort", "un mage multiclasse (Mage/Prêtre) perd l'Enchaînement sur les sorts", None),
    (("Prêtre",), ("Guémélite de feu",), (), "sort",
     "un Guémélite lance les sorts de son type mais n'a pas d'Enchaînement sur les sorts", None),
    (("Mage",), (), ("zone",), "sort", "un sort de zone ne donne pas d'Enchaînement", None),
    (("Mage", "Prêtre"), (), (), "action", None, None),
    (("Mage",), ("Guémélite de feu",), (), "sort", None, "any"),     # a pure mage
])
def test_why_a_card_gives_no_chain(state, classes, races, subtypes, kind, hint, chain):
    who = character(state, "A", "Lanceur", classes=classes, races=races)
    first = card("Premier", kind, subtypes=subtypes)
    assert resolution._no_chain_hint(first, who) == hint
    assert resolution.gives_chain(first, who) == chain


@pytest.mark.parametrize("expected, refused", [
    (" 3 ", None), ("+2", None), ("-1", None), (3, None),
    ("dix", "le texte « dix »"), (True, "la valeur true"), ("3/4", "le texte « 3/4 »"), (None, "rien (null)"),
])
def test_an_expected_whole_number_is_checked_when_the_case_loads(expected, refused):
    from rulings.core.errors import UserError

    parsed = probe.parse("Alpha.hp", ["Alpha"])
    if refused is None:
        probe.check_expected("Alpha.hp", parsed, expected)
        return
    with pytest.raises(UserError) as err:
        probe.check_expected("Alpha.hp", parsed, expected)
    assert err.value.message == f"« Alpha.hp » attend un nombre entier, pas {refused}"


@pytest.mark.parametrize("expected, ok", [("3/5", True), ("3 / 5", True), (35, False), ("3-5", False)])
def test_an_expected_attack_is_a_pair(expected, ok):
    from rulings.core.errors import UserError

    parsed = probe.parse("Alpha.attack", ["Alpha"])
    if ok:
        probe.check_expected("Alpha.attack", parsed, expected)
    else:
        with pytest.raises(UserError):
            probe.check_expected("Alpha.attack", parsed, expected)


def test_a_decimal_number_is_shown_as_a_number_in_french():
    assert describe(3.5) == "le nombre 3,5"
    with pytest.raises(UserError) as err:
        probe.check_expected("Alpha.hp", probe.parse("Alpha.hp", ["Alpha"]), 3.5)
    assert err.value.message == "« Alpha.hp » attend un nombre entier, pas le nombre 3,5"


def raised(fn, *args) -> UserError:
    with pytest.raises(UserError) as err:
        fn(*args)
    return err.value


# --- probe: expectation paths -----------------------------------------------------------------------------

def test_an_unknown_player_property_suggests_the_close_one():
    error = raised(probe.parse, "A.hnd", ["Naya"])
    assert error.message == "propriété de joueur « hnd » inconnue dans « A.hnd »"
    assert error.hint == "vouliez-vous dire « hand » ?"


def test_the_longest_character_name_a_path_begins_with_is_the_character():
    """« Naya. Ombre.defense » names the character « Naya. Ombre », not a property « Ombre.defense » of Naya."""
    for names in (["Naya", "Naya. Ombre"], ["Naya. Ombre", "Naya"]):
        assert probe.parse("Naya. Ombre.defense", names) == ("character", "Naya. Ombre", "defense")
        assert probe.parse("Naya.defense", names) == ("character", "Naya", "defense")


@pytest.mark.parametrize("path, hint", [
    ("a.hand", "vouliez-vous dire « A » ?"),
    ("b.score", "vouliez-vous dire « B » ?"),
    ("winer", "vouliez-vous dire « winner » ?"),
    ("cancelld", "vouliez-vous dire « cancelled » ?"),
])
def test_a_path_naming_nothing_suggests_a_player_or_a_global_value(path, hint):
    error = raised(probe.parse, path, ["Naya"])
    assert error.message.startswith(f"« {path} » ne désigne rien dans ce scénario : un personnage (Naya)")
    assert error.hint == hint


def test_a_defense_bonus_expects_a_signed_whole_number():
    parsed = probe.parse("Naya.defense.bonus", ["Naya"])
    assert probe.value_kind(parsed) == "signed"
    assert probe.value_kind(probe.parse("Naya.defense", ["Naya"])) == "int"
    error = raised(probe.check_expected, "Naya.defense.bonus", parsed, "beaucoup")
    assert error.message == "« Naya.defense.bonus » attend un nombre entier (3, ou « +3 »), pas le texte « beaucoup »"


def test_can_play_of_an_unknown_card_names_it_and_suggests_the_close_one(state, pair):
    alpha, _beta = pair
    state.cards = {"Voyage": card("Voyage")}
    error = raised(probe.can_play, state, alpha, "Voyag")
    assert error.message == "can_play : carte inconnue « Voyag »"
    assert error.hint == "vouliez-vous dire « Voyage » ?"


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
