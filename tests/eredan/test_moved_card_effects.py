"""A card's lasting effects end when it leaves its carrier, and follow it when it moves (plain objects).

Blog, « Porte bonheur »: « A la fin du combat, cette carte a une chance sur deux
d'être attachée à un de vos autres personnages » — and then « Votre personnage à
son attaque min. égale à son attaque max. » applies to its new carrier (ruling
``porte-bonheur``, case ``une-chance-sur-deux-deplace``).  The same holds, with
other effects, for every change a card gives while it is attached (``until:
leaves``): a modifier, a limitation (Dame Yilith's ±3, « Modification de
caractéristique ») and an immunity (« ne peut pas être diminuée / modifiée »).
A change that lasts until the end of the turn outlives its card (Soupçon de
trahison) and does not move with it.
"""

from __future__ import annotations

import pytest

from rulings.games.eredan import moving, stats
from tests.helpers import attach, card, character, rules_cited


@pytest.fixture
def moved(state):
    """An amulet on Porteur gives attack +2 while attached, esprit +1 until the end of the
    turn, then a ±3 limitation, « défense ne peut pas être diminuée » and « esprit ne peut pas être modifié »
    while attached; then it moves to Receveur."""
    giver = character(state, "A", "Porteur", attack=(2, 4), defense=3, spirit=2, hp=10)
    taker = character(state, "A", "Receveur", attack=(1, 2), defense=1, spirit=0, hp=10)
    amulet = attach(state, card("Amulette", "objet"), giver)
    stats.modify(state, giver, "attack_max", "add", 2, amulet, "leaves", "Amulette")
    stats.modify(state, giver, "spirit", "add", 1, amulet, "end_of_turn", "Amulette, ce tour-ci")
    stats.add_limit(state, giver, 3, amulet, "leaves", "Amulette")
    stats.add_immunity(state, giver, "defense", "decrease", amulet, "leaves", "Amulette")
    stats.add_immunity(state, giver, "spirit", "modify", amulet, "leaves", "Amulette")
    moving.move(state, amulet, taker, "Porte-bonheur")
    return giver, taker, amulet


def test_the_moved_card_is_attached_to_its_new_carrier_only(state, moved):
    giver, taker, amulet = moved
    assert amulet.carrier is taker and amulet in taker.attached and amulet not in giver.attached
    assert "eredan.cards.move" in rules_cited(state)


def test_its_modifier_leaves_the_old_carrier_and_follows_the_card(state, moved):
    giver, taker, _ = moved
    assert stats.shown(giver, "attack_max") == 4
    assert stats.shown(taker, "attack_max") == 4                # 2 + 2
    # the change given until the end of the turn stays where it was, and does not move
    assert stats.shown(giver, "spirit") == 3
    assert stats.shown(taker, "spirit") == 0


def test_its_limitation_follows_the_card(state, moved):
    giver, taker, _ = moved
    assert stats.current_limit(giver) is None and stats.current_limit(taker) == 3
    stats.modify(state, taker, "attack_min", "add", 5, None, "never", "gros bonus")
    assert stats.shown(taker, "attack_min") == 4                # 1 + 3 (limited)
    stats.modify(state, giver, "attack_min", "add", 5, None, "never", "gros bonus")
    assert stats.shown(giver, "attack_min") == 7                # 2 + 5: no limit any more


def test_its_immunities_follow_the_card(state, moved):
    giver, taker, _ = moved
    assert not stats.modify(state, taker, "defense", "add", -1, None, "never", "malus")
    assert stats.shown(taker, "defense") == 1
    assert stats.modify(state, taker, "defense", "add", 2, None, "never", "bonus")   # an increase is allowed
    assert not stats.modify(state, taker, "spirit", "add", 2, None, "never", "bonus")
    assert "eredan.stats.cannot-decrease" in rules_cited(state)
    assert "eredan.stats.cannot-modify" in rules_cited(state)
    # the old carrier lost them
    assert stats.modify(state, giver, "defense", "add", -1, None, "never", "malus")
    assert stats.shown(giver, "defense") == 2
    assert stats.modify(state, giver, "spirit", "add", 1, None, "never", "bonus")


@pytest.mark.parametrize("until, stays", [("leaves", False), ("end_of_combat", False),
                                          ("end_of_turn", True), ("never", True)])
def test_an_immunity_ends_with_its_card_unless_it_lasts_the_turn(state, until, stays):
    who = character(state, "A", "Porteur", defense=3)
    amulet = attach(state, card("Amulette", "objet"), who)
    other = attach(state, card("Autre", "objet"), who)
    stats.add_immunity(state, who, "defense", "decrease", amulet, until, "Amulette")
    stats.add_immunity(state, who, "spirit", "decrease", other, "leaves", "Autre")
    stats.remove_from(who, amulet)
    assert [(i[0], i[2] is amulet) for i in who.immunities] == ([("defense", True)] if stays else []) + \
        [("spirit", False)]
