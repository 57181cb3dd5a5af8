"""Equipment (``rulings.games.eredan.equipment``, wiki): one object of each limited type on a character, the
others added beside the alike ones; a new weapon replaces the last one placed, on plain objects."""

from __future__ import annotations

from rulings.games.eredan.equipment import attach as attach_card
from rulings.games.eredan.model import CardInPlay
from tests.helpers import attach, card, character, trace_of


def test_an_object_with_no_limit_of_its_type_is_added_beside_all_the_alike_ones(state):
    """Wiki: one item of each type for the limited types only; a jewel joins the jewels already carried."""
    a = character(state, "A", "Héraut")
    attach(state, card("Bijou 1", "objet", subtypes=("bijou",)), a)
    attach(state, card("Bijou 2", "objet", subtypes=("bijou",)), a)
    third = CardInPlay(card("Bijou 3", "objet", subtypes=("bijou",)), a.player, a, state.next_seq(), 1)
    attach_card(state, third, a)
    assert [c.name for c in a.attached] == ["Bijou 1", "Bijou 2", "Bijou 3"]
    assert ("eredan.equipment.item-types", "Bijou 3 (bijou) s'ajoute à Bijou 1 et Bijou 2 : pas de limite pour ce "
                                           "type d'objet") in trace_of(state)


def test_a_weapon_replaces_the_last_weapon_placed(state):
    """Two ambidextrous weapons already carried (three here, the last placed last): a new one replaces the last."""
    a = character(state, "A", "Bretteur")
    weapons = [attach(state, card(f"Lame {n}", "objet", subtypes=("arme", "ambidextrie")), a) for n in (1, 2, 3)]
    new = CardInPlay(card("Lame 4", "objet", subtypes=("arme", "ambidextrie")), a.player, a, state.next_seq(), 1)
    attach_card(state, new, a)
    assert not weapons[2].in_play and weapons[0].in_play and weapons[1].in_play
    assert ("eredan.equipment.replace", "Lame 4 remplace la dernière arme posée, Lame 3, sur "
                                        "Bretteur") in trace_of(state)
