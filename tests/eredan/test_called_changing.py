"""Called, cloned and changing cards, and the wiki's class/race rules, on plain objects.

Blog, « Les cartes "appelées" et "clonées" »: a called card does not suffer the
cards activated before it appeared; cancelling a card does not cancel its clone
unless the effect says so.  Blog, « Les cartes "changeantes" »: a card keeps its
new type out of play; a character whose affiliation changed cannot play cards
reserved to the old one.  Wiki: multi-class mages and Guémélites have no chain
on spells; a Guémélite casts the spells of its type, guild restrictions apply;
a Golem attaches any object; an object may give a bonus by class.
"""

from __future__ import annotations

import pytest

from rulings.core.errors import UserError
from rulings.games.eredan import effects, resolution, stats
from rulings.games.eredan.effects.card_steps import call_card
from rulings.games.eredan.equipment import attach as attach_card
from rulings.games.eredan.equipment import leave_play
from rulings.games.eredan.model import CardInPlay
from tests.helpers import attach, card, character, fight, rules_cited, run_card, texts_of


def _play(state, plays):
    """plays: {player: [CardDef or (CardDef, choices)]} -> play and resolve them."""
    prepared = {}
    for player, items in plays.items():
        prepared[player] = [{"card": i[0], "choices": i[1]} if isinstance(i, tuple) else {"card": i} for i in items]
    resolution.play_cards(state, prepared)
    resolution.resolve_all(state)


# --- called cards and "cancel next" -----------------------------------------------------------

def _called_setup(state, a_active: bool):
    spirit = card("Théurgie", "theurgie", effects=({"stat": "spirit", "add": 2},))
    banner = card("Bannière", "objet", attach="none", effects=({"call": 1, "from": "hand"},))
    blaspheme = card("Blasphème", "action", effects=({"cancel_next": {"type": "theurgie"}},))
    state.cards = {c.name: c for c in (spirit, banner, blaspheme)}
    a = character(state, "A", "Héraut", spirit=1)
    b = character(state, "B", "Rival")
    fight(state, a, b)
    state.active = "A" if a_active else "B"
    state.players["A"].hand = ["Bannière", "Théurgie"]
    return a, banner, blaspheme


def test_cancel_next_spares_a_card_called_after_it(state):
    a, banner, blaspheme = _called_setup(state, a_active=False)
    _play(state, {"B": [blaspheme], "A": [(banner, {"choose": "Théurgie"})]})
    assert state.cancelled == []
    assert "eredan.resolve.called-unaffected" in rules_cited(state)
    assert stats.shown(a, "spirit") == 3


def test_cancel_next_hits_a_card_called_before_it(state):
    a, banner, blaspheme = _called_setup(state, a_active=True)
    _play(state, {"A": [(banner, {"choose": "Théurgie"})], "B": [blaspheme]})
    assert state.cancelled == ["Théurgie"]
    assert stats.shown(a, "spirit") == 1
    assert state.resolutions["Théurgie"] == 1, "a cancelled card still reaches its turn (« after Théurgie »)"


# --- clones ------------------------------------------------------------------------------------

def test_cancelling_the_original_spares_its_clone_unless_said(state):
    stone = card("Pierre", "objet", effects=({"stat": "spirit", "add": 4},))
    multi = card("Multi", "action", chain="objet", effects=({"clone": True},))
    counter = card("Contre", "action", effects=({"cancel": {"type": "objet"}},))
    a = character(state, "A", "Héraut")
    fight(state, a, character(state, "B", "Rival"))
    _play(state, {"A": [multi, stone], "B": [counter]})
    assert state.cancelled == ["Pierre"]
    assert "eredan.resolve.clone-cancel" in rules_cited(state)
    assert stats.shown(a, "spirit") == 4
    assert a.attached == []          # the clone of an object is not attached


def test_cancel_with_clones_cancels_both(state):
    bolt = card("Flèche", "sort", effects=({"damage": 5, "kind": "magical"},))
    mastery = card("Maîtrise", "action", chain="sort", effects=({"clone": True},))
    shield = card("Bouclier", "action", effects=({"cancel": {"type": "sort"}, "clones": True},))
    a = character(state, "A", "Mage", classes=("Mage",))
    b = character(state, "B", "Cible", hp=10)
    fight(state, a, b)
    _play(state, {"A": [mastery, bolt], "B": [shield]})
    assert state.cancelled == ["Flèche", "Flèche"]
    assert b.hp == 10


def test_clone_of_an_already_cancelled_card_is_traced(state):
    stone = card("Pierre", "objet", effects=({"stat": "spirit", "add": 4},))
    multi = card("Multi", "action", chain="objet", effects=({"clone": True},))
    counter = card("Contre", "action", effects=({"cancel": {"type": "objet"}},))
    a = character(state, "A", "Héraut")
    fight(state, a, character(state, "B", "Rival"))
    state.active = "B"
    _play(state, {"B": [counter], "A": [multi, stone]})
    assert state.cancelled == ["Pierre"]
    assert stats.shown(a, "spirit") == 4
    assert "eredan.resolve.clone-cancel" in rules_cited(state)


# --- changing cards ------------------------------------------------------------------------------

def test_changed_type_is_kept_out_of_play_and_on_return(state):
    beetle = card("Scarabée", "objet", subtypes=("bouclier",), duration=("permanent", 0), becomes="sort",
                  effects=({"stat": "defense", "add": 2},))
    state.cards = {"Scarabée": beetle}
    a = character(state, "A", "Héraut")
    fight(state, a, character(state, "B", "Rival"))
    _play(state, {"A": [beetle]})
    in_play = a.attached[0]
    assert in_play.type == "sort"
    leave_play(state, in_play, "remplacé")
    assert state.players["A"].discard == ["Scarabée"]
    assert state.players["A"].changed_types == {("discard", "Scarabée"): ["sort"]}
    call_card(state, a, "Scarabée", "discard", "Néhant", "sort")   # a sort now: may be called as one
    called = state.called[-1]
    assert called.type == "sort"
    assert state.players["A"].changed_types[("discard", "Scarabée")] == []
    resolution.resolve(state, called)
    assert a.attached == [called]    # it keeps its abilities: still attaches
    assert stats.shown(a, "defense") == 2


def test_unchanged_card_cannot_be_called_as_another_type(state):
    beetle = card("Scarabée", "objet", becomes="sort")
    state.cards = {"Scarabée": beetle}
    a = character(state, "A", "Héraut")
    state.players["A"].discard = ["Scarabée"]
    with pytest.raises(UserError, match="type sort"):
        call_card(state, a, "Scarabée", "discard", "Néhant", "sort")


def test_a_changed_card_in_hand_is_called_as_its_new_type_from_the_hand_by_default(state):
    """A call step without ``from`` calls from the hand, where a card that changed type kept its new type (blog,
    « Les cartes "changeantes" »): an object become a sort answers « type: sort »."""
    beetle = card("Scarabée", "objet", becomes="sort")
    state.cards = {"Scarabée": beetle}
    a = character(state, "A", "Héraut")
    fight(state, a, character(state, "B", "Rival"))
    state.players["A"].hand = ["Scarabée"]
    state.players["A"].changed_types = {("hand", "Scarabée"): ["sort"]}
    run_card(state, card("Néhant", "action", effects=({"call": 1, "type": "sort"},)), a, choose="Scarabée")
    assert [(c.name, c.type) for c in state.called] == [("Scarabée", "sort")]
    assert texts_of(state, "eredan.identity.type-change") == ["Scarabée revient en jeu directement en tant que carte "
                                                              "sort"]


def test_changed_race_refuses_a_card_of_the_old_race_at_play(state):
    human = card("Humaine", "action", restrictions={"races": ("Humain",)})
    a = character(state, "A", "Héraut", races=("Humain",))
    fight(state, a, character(state, "B", "Rival"))
    a.identity_overrides.append(("races", ("Démon",), None, "leaves"))
    with pytest.raises(UserError, match="race Humain"):
        resolution.play_cards(state, {"A": [{"card": human}]})


def test_identity_change_ends_when_its_card_leaves(state):
    part = card("Part", "sort", attach="self", duration=("permanent", 0),
                effects=({"identity": "races", "set": ["Démon"]},))
    a = character(state, "A", "Héraut", races=("Humain",))
    fight(state, a, character(state, "B", "Rival"))
    _play(state, {"A": [part]})
    assert a.group("races") == ("Démon",)
    leave_play(state, a.attached[0], "défaussée")
    assert a.group("races") == ("Humain",)


# --- wiki: multi-classing, Guémélites, Golems -----------------------------------------------------

def test_multiclass_mage_has_no_chain_on_spells(state):
    spell = card("Sort", "sort")
    second = card("Action", "action")
    a = character(state, "A", "Mage combattant", classes=("Mage", "Combattant"))
    fight(state, a, character(state, "B", "Rival"))
    with pytest.raises(UserError, match="multiclasse"):
        resolution.play_cards(state, {"A": [{"card": spell}, {"card": second}]})


def test_pure_mage_has_the_chain(state):
    spell = card("Sort", "sort")
    second = card("Action", "action")
    a = character(state, "A", "Mage", classes=("Mage",))
    fight(state, a, character(state, "B", "Rival"))
    resolution.play_cards(state, {"A": [{"card": spell}, {"card": second}]})
    assert "eredan.play.chain" in rules_cited(state)


def test_gemelite_casts_its_own_element_without_chain(state):
    shadow = card("Ombre", "sort", subtypes=("ombre",), restrictions={"classes": ("Mage",)})
    second = card("Action", "action")
    a = character(state, "A", "Ombreuse", races=("Guémélite de l'Ombre",))
    fight(state, a, character(state, "B", "Rival"))
    resolution.play_cards(state, {"A": [{"card": shadow}]})
    assert "eredan.races.gemelite" in rules_cited(state)
    state.played.clear()
    with pytest.raises(UserError, match="Guémélite"):
        resolution.play_cards(state, {"A": [{"card": shadow}, {"card": second}]})


@pytest.mark.parametrize("restrictions, subtypes", [
    ({"classes": ("Mage",)}, ("feu",)),                                   # another element
    ({"classes": ("Mage",), "guilds": ("Kotoba",)}, ("ombre",)),          # guild restriction applies
])
def test_gemelite_limits(state, restrictions, subtypes):
    spell = card("Sort", "sort", subtypes=subtypes, restrictions=restrictions)
    a = character(state, "A", "Ombreuse", races=("Guémélite de l'Ombre",))
    fight(state, a, character(state, "B", "Rival"))
    with pytest.raises(UserError, match="ne peut pas jouer"):
        resolution.play_cards(state, {"A": [{"card": spell}]})


def test_golem_attaches_any_object(state):
    staff = card("Bâton", "objet", restrictions={"guilds": ("Kotoba",), "classes": ("Mage",)})
    a = character(state, "A", "Golem", races=("Golem",), classes=("Combattant",))
    assert resolution.missing_restriction(a, staff) is None
    assert resolution.race_exception(a, staff) == "eredan.races.golem"
    other = character(state, "A", "Humain", races=("Humain",))
    assert resolution.missing_restriction(other, staff) is not None
    assert resolution.race_exception(other, staff) is None


@pytest.mark.parametrize("classes, stat", [(("Mage",), "spirit"), (("Combattant",), "attack_min"), ((), "defense")])
def test_belongs_gives_the_bonus_of_the_class_or_the_default(state, classes, stat):
    staff = card("Bâton", "objet", effects=(
        {"stat": "spirit", "add": 2, "if": {"belongs": {"classes": ["Mage"]}}},
        {"stat": "attack", "add": 2, "if": {"belongs": {"classes": ["Combattant"]}}},
        {"stat": "defense", "add": 1, "if": {"not": {"belongs": {"classes": ["Mage", "Combattant"]}}}},
    ))
    a = character(state, "A", "Golem", attack=(0, 0), races=("Golem",), classes=classes)
    fight(state, a, character(state, "B", "Rival"))
    _play(state, {"A": [staff]})
    gained = {s: stats.bonus(a, s) for s in ("spirit", "attack_min", "defense")}
    expected = {"spirit": 0, "attack_min": 0, "defense": 0}
    expected[stat] = 1 if stat == "defense" else 2
    assert gained == expected


def test_belongs_rejects_an_unknown_group(state):
    a = character(state, "A", "Héraut")
    ctx = effects.Ctx(state, a, None, "essai")
    with pytest.raises(UserError, match="belongs"):
        effects.condition(ctx, {"belongs": {"class": ["Mage"]}})


# --- wiki: one item of each type ----------------------------------------------------------------

def test_item_types_rule_is_cited(state):
    a = character(state, "A", "Héraut")
    old = attach(state, card("Casque 1", "objet", subtypes=("casque",)), a)
    new = CardInPlay(card("Casque 2", "objet", subtypes=("casque",)), a.player, a, state.next_seq(), 1)
    attach_card(state, new, a)
    assert a.attached == [new] and not old.in_play
    jewel1 = attach(state, card("Bijou 1", "objet", subtypes=("bijou",)), a)
    jewel2 = CardInPlay(card("Bijou 2", "objet", subtypes=("bijou",)), a.player, a, state.next_seq(), 1)
    attach_card(state, jewel2, a)
    assert a.attached == [new, jewel1, jewel2]
    assert rules_cited(state).count("eredan.equipment.item-types") == 2


def test_a_card_spared_by_an_earlier_cancel_next_is_cancelled_by_one_decided_after_it_appeared(state):
    """Two « annule la prochaine théurgie » wait: the first was decided before the called Théurgie appeared (it is
    spared by it, blog « Les cartes appelées »), the second after: the second cancels it, the first still waits."""
    a = character(state, "A", "Héraut", spirit=1)
    fight(state, a, character(state, "B", "Rival"))
    theurgy = CardInPlay(card("Théurgie", "theurgie", effects=({"stat": "spirit", "add": 2},)), a.player, a,
                         state.next_seq(), state.turn)
    spec = {"type": "theurgie"}
    earlier, later = (spec, {"A"}, "Blasphème", theurgy.seq - 1), (spec, {"A"}, "Anathème", theurgy.seq)
    state.watchers = [earlier, later]
    resolution.resolve(state, theurgy)
    assert theurgy.cancelled and state.watchers == [earlier]
    assert stats.shown(a, "spirit") == 1
    assert state.trace.entries[-1].text == "Théurgie est annulée (Anathème)"
