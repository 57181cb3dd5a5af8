"""How an expectation compares with what the engine read (``eredan.probe``), and who gets an Enchaînement after
which card (``eredan.resolution``), on plain objects: the cases the bundled rulings do not reach."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rulings.games.eredan import probe, resolution, stats
from tests.helpers import card, character, game


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
