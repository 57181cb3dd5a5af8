"""Rules the mutation campaign found unpinned in the Eredan engine's equipment, restrictions and combat
(setup, turn, equipment, restrictions, targets), each on plain objects (``helpers``)."""

from __future__ import annotations

import pytest

from rulings.games.eredan import resolution, turn
from rulings.games.eredan.equipment import attach as attach_card
from rulings.games.eredan.model import CardInPlay
from tests.helpers import attach, card, character, fight, game, rules_cited, trace_of


@pytest.fixture
def state():
    return game({"T1:Mage": 3, "T1:Rival": 2})


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
    assert ("eredan.equipment.replace", "Lame 4 remplace la dernière arme posée, Lame 3, sur Bretteur") in trace_of(state)


def test_a_gemelite_casts_spells_of_its_element_not_other_cards_of_it(state):
    """Wiki: a Guémélite casts the spells (« sorts ») of its element; an action of that element stays restricted."""
    a = character(state, "A", "Ombreuse", races=("Guémélite de l'Ombre",))
    shadow_action = card("Ruse d'ombre", "action", subtypes=("ombre",), restrictions={"classes": ("Mage",)})
    shadow_spell = card("Ombre", "sort", subtypes=("ombre",), restrictions={"classes": ("Mage",)})
    assert resolution.race_exception(a, shadow_action) is None
    assert resolution.missing_restriction(a, shadow_action) is not None
    assert resolution.race_exception(a, shadow_spell) == "eredan.races.gemelite"


@pytest.mark.parametrize("step, attacks", [
    ({"damage": 2}, False),                           # a spell's damage is magical unless it says otherwise
    ({"damage": 2, "kind": "magical"}, False),
    ({"damage": 2, "kind": "direct"}, True),           # not a damaging spell in the sense of the rule
])
def test_a_pure_mage_who_cast_a_damaging_spell_does_not_attack(state, step, attacks):
    """Blog: a pure mage who cast a damage spell this turn makes no physical attack (eredan.combat.mage-no-attack)."""
    mage = character(state, "A", "Mage", classes=("Mage",))
    rival = character(state, "B", "Rival", hp=20)
    fight(state, mage, rival)
    spell = card("Trait", "sort", effects=(step,))
    state.played.append(CardInPlay(spell, mage.player, mage, state.next_seq(), 1, resolved=True, done=True))
    turn.physical_attacks(state)
    assert ("eredan.combat.mage-no-attack" in rules_cited(state)) is not attacks
    rolls = [text for rule, text in trace_of(state) if rule == "eredan.combat.attack-roll" and text.startswith("Mage")]
    assert rolls == (["Mage attaque à 3 (entre 2 et 4)"] if attacks else [])


@pytest.mark.parametrize("to, zone, shown", [
    ("discard", "discard", "défausse"), ("hand", "hand", "main"), ("removed", "removed", "hors de la partie"),
    ("deck", "deck", "deck"),
])
def test_a_card_leaving_play_goes_to_the_zone_named_in_french(state, to, zone, shown):
    from rulings.games.eredan.equipment import leave_play

    a = character(state, "A", "Alpha")
    state.players["A"].hand, state.players["A"].deck = [], []
    amulet = attach(state, card("Amulette", "objet"), a)
    leave_play(state, amulet, "essai", to=to)
    assert getattr(state.players["A"], zone) == ["Amulette"] and a.attached == []
    assert trace_of(state)[-1] == ("eredan.duration.permanent", f"Amulette quitte le jeu (essai) → {shown} de A")


def test_what_a_character_lacks_to_play_a_card(state):
    """Restrictions (wiki): one of the allowed values of each restricted group; a Guémélite's element spares it
    the class, not the guild."""
    warrior = character(state, "A", "Guerrière", classes=("Combattant",), guilds=("Zïl",))
    both = card("Double", "action", restrictions={"classes": ("Mage", "Prêtre")})
    assert resolution.missing_restriction(warrior, both) == "classe Mage ou Prêtre"
    assert resolution.race_exception(warrior, both) is None          # lacking a class is no race's exception
    shadow = character(state, "A", "Ombreuse", races=("Guémélite de l'Ombre",), guilds=("Zïl",))
    spell = card("Nuit", "sort", subtypes=("ombre",), restrictions={"classes": ("Mage",), "guilds": ("Kotoba",)})
    assert resolution.missing_restriction(shadow, spell) == "guilde Kotoba"


def _ctx(state, owner, info=None):
    from rulings.games.eredan import effects

    return effects.Ctx(state, owner, None, "essai", info)


def test_whom_a_step_covers_filtered_by_race_class_and_life(state):
    from rulings.games.eredan.effects.targets import targets

    a = character(state, "A", "Alpha", races=("Humain",), classes=("Mage",))
    a2 = character(state, "A", "Alpha 2", races=("Elfe",), classes=("Mage",))
    b = character(state, "B", "Beta", races=("Humain",), classes=("Combattant",))
    fight(state, a, b)
    ctx = _ctx(state, a)
    names = lambda step: [c.name for c in targets(ctx, step, "self")]
    assert names({"target": "all", "race": "Humain"}) == ["Alpha", "Beta"]
    assert names({"target": "all", "class": "Mage"}) == ["Alpha", "Alpha 2"]
    assert names({"target": "team", "race": "Elfe", "class": "Mage"}) == ["Alpha 2"]
    assert names({}) == ["Alpha"]                                   # the default the caller gives
    b.dead = True
    assert names({"target": "fighters"}) == ["Alpha"]               # a dead fighter is no longer covered
    assert names({"target": "opponent"}) == ["Beta"]                # a single target: the step says what it does


def test_the_subject_of_an_event_and_an_unknown_target(state):
    from rulings.core.errors import UserError
    from rulings.games.eredan.effects.targets import targets

    a, b = character(state, "A", "Alpha"), character(state, "B", "Beta")
    assert targets(_ctx(state, a, {"subject": b}), {"target": "subject"}, "self") == [b]
    assert targets(_ctx(state, a), {"target": "subject"}, "self") == []         # no event: nobody
    with pytest.raises(UserError) as caught:
        targets(_ctx(state, a), {"target": "zorg"}, "self")
    assert caught.value.message == "cible « zorg » inconnue"


def test_an_empty_restriction_group_does_not_hide_the_next_one():
    from rulings.games.eredan.restrictions import missing_restriction

    state = game()
    hero = character(state, "A", "Héros", classes=("Mage",), guilds=("Kotoba",))
    relic = card("Relique", "objet", restrictions={"classes": (), "guilds": ("Noz",)})
    assert missing_restriction(hero, relic) == "guilde Noz"
