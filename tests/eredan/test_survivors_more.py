"""What mutation testing found unpinned in the Eredan engine's probe, conditions, runner, stat and damage steps
and zones (plain objects, in-process).

* probe: the errors and hints of an expectation path, the kind of value it holds, ``can_play`` of an unknown
  card;
* conditions: ``played: {by: self}`` (a ``card_played`` step reacting to its own side's cards only);
* runner: the default target of a static step of a card is its carrier (a curse attached to the opponent
  protects the opponent), and a static step's trace names its card;
* stat steps: a copied characteristic of an ability ends with the combat; markers and runes given by amounts
  read from the acting character or from the target;
* damage steps: a loss of HP read from the acting character;
* zones: ``leave_play`` sends the card to the zone it names, and only a card in play leaves it.
"""

from __future__ import annotations

import pytest

from rulings.core.errors import UserError
from rulings.games.eredan import damage, effects, probe, stats
from rulings.games.eredan.effects.conditions import condition
from rulings.games.eredan.model import CardInPlay
from tests.helpers import attach, card, character, fight, run_card, trace_of


@pytest.fixture
def pair(state):
    a = character(state, "A", "Alpha", attack=(2, 4), defense=1, spirit=1, hp=20)
    b = character(state, "B", "Beta", attack=(3, 3), defense=2, spirit=1, hp=20)
    fight(state, a, b)
    return a, b


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


# --- conditions: played by self -----------------------------------------------------------------------------

def test_played_by_self_holds_for_the_own_sides_cards_only(state, pair):
    alpha, beta = pair
    mine = CardInPlay(card("Ruse"), alpha.player, alpha, state.next_seq(), 1)
    theirs = CardInPlay(card("Feinte"), beta.player, beta, state.next_seq(), 1)
    cond = {"played": {"by": "self"}}
    assert condition(effects.Ctx(state, alpha, None, "Alpha", {"card": mine}), cond) is True
    assert condition(effects.Ctx(state, alpha, None, "Alpha", {"card": theirs}), cond) is False


# --- runner: static steps of cards ------------------------------------------------------------------------

def test_a_static_step_of_a_card_covers_its_carrier_not_the_player_who_played_it(state, pair):
    alpha, beta = pair
    curse = card("Carapace", "sort", effects=({"when": "static", "reduce_damage": 2},))
    attach(state, curse, beta, by=alpha)              # played by Alpha, attached to its opponent
    assert damage.deal(state, beta, 5, "physical", alpha, "Coup") == 1       # 5 - defense 2 - 2
    assert damage.deal(state, alpha, 5, "physical", beta, "Riposte") == 4    # 5 - defense 1, no reduction
    assert ("eredan.damage.reduction", "Carapace réduit de 2 les dégâts reçus par Beta : 3 → 1") in trace_of(state)


def test_a_static_step_of_a_card_names_the_card_in_its_trace(state, pair):
    alpha, beta = pair
    character(state, "B", "Gamma", hp=20)
    shield = card("Égide", "objet", effects=({"when": "static", "reduce_damage": 1, "target": "team",
                                              "carrying": "Égide"},))
    attach(state, shield, beta)
    state.trace.entries.clear()
    assert damage.deal(state, beta, 5, "magical", alpha, "Sort") == 3        # 5 - spirit 1 - 1
    assert ("eredan.targets.carrying", "Égide : Gamma ne porte(nt) pas Égide, effet non appliqué") in trace_of(state)


# --- stat steps -------------------------------------------------------------------------------------------

def test_a_characteristic_copied_by_an_ability_ends_with_the_combat(state, pair):
    alpha, _beta = pair
    effects.run(effects.Ctx(state, alpha, None, "Alpha"), ({"copy_stat": "attack_min", "from": "attack_max"},),
                "resolve")
    assert stats.attack_text(alpha) == "4/4"
    stats.expire(alpha, "end_of_combat")
    assert stats.attack_text(alpha) == "2/4"


def test_markers_set_from_the_acting_character(state, pair):
    alpha, beta = pair
    alpha.markers["poudre"] = 3
    run_card(state, card("Mèche", effects=({"markers": "poudre", "set": "self.markers.poudre",
                                            "target": "opponent"},)), alpha)
    assert beta.markers["poudre"] == 3
    assert trace_of(state) == [("eredan.markers", "Beta : marqueurs poudre 0 → 3 (Mèche)")]


def test_markers_set_from_the_target(state, pair):
    alpha, beta = pair
    run_card(state, card("Mesure", effects=({"markers": "garde", "set": "target.defense", "target": "opponent"},)),
             alpha)
    assert beta.markers["garde"] == 2


def test_runes_gained_as_many_as_the_acting_character_has_markers(state, pair):
    alpha, beta = pair
    alpha.markers["cor"] = 2
    run_card(state, card("Appel", effects=({"gain_rune": "Cor", "amount": "self.markers.cor",
                                            "target": "opponent"},)), alpha)
    assert beta.runes == ["Cor", "Cor"]


def test_runes_gained_as_many_as_the_target_has_markers(state, pair):
    alpha, beta = pair
    beta.markers["cor"] = 2
    run_card(state, card("Écho", effects=({"gain_rune": "Cor", "amount": "target.markers.cor",
                                           "target": "opponent"},)), alpha)
    assert beta.runes == ["Cor", "Cor"] and alpha.runes == []


# --- damage steps -------------------------------------------------------------------------------------------

def test_a_loss_of_hp_read_from_the_acting_character(state, pair):
    alpha, beta = pair
    alpha.markers["poison"] = 3
    run_card(state, card("Venin", effects=({"lose_hp": "self.markers.poison", "target": "opponent"},)), alpha)
    assert beta.hp == 17 and alpha.hp == 20


# --- zones: leave_play -------------------------------------------------------------------------------------

def test_leave_play_sends_the_card_to_the_zone_it_names(state, pair):
    alpha, _beta = pair
    state.players["A"].hand = []
    definition = card("Jeu de main", effects=({"leave_play": "hand"},))
    played = run_card(state, definition, alpha)
    assert not played.in_play and state.players["A"].hand == ["Jeu de main"] and state.players["A"].discard == []
    assert trace_of(state) == [
        ("eredan.zones.leave-play", "Jeu de main quitte le jeu dès maintenant (main)"),
        ("eredan.duration.permanent", "Jeu de main quitte le jeu (effet de Jeu de main) → main de A"),
    ]


def test_leave_play_of_an_ability_or_of_a_card_out_of_play_does_nothing(state, pair):
    alpha, _beta = pair
    effects.run(effects.Ctx(state, alpha, None, "Alpha"), ({"leave_play": "discard"},), "resolve")
    gone = CardInPlay(card("Partie"), alpha.player, alpha, state.next_seq(), 1, in_play=False)
    effects.run(effects.Ctx(state, alpha, gone, "Partie"), ({"leave_play": "discard"},), "resolve")
    assert trace_of(state) == [] and state.players["A"].discard == []


# --- a character's page: the characteristics the sources state -------------------------------------------------

def test_the_characteristics_a_character_page_states_are_those_the_sources_give():
    from rulings.games.eredan.model import CharDef

    whole = CharDef("X", attack=(2, 3), defense=1, spirit=4, hp=12, given=("attack", "defense", "spirit", "hp"))
    assert whole.stated_characteristics() == "attaque 2/3, défense 1, esprit 4, 12 PV"
    no_hp = CharDef("X", attack=(2, 3), defense=1, spirit=4, hp=12, given=("attack", "defense", "spirit"))
    assert no_hp.stated_characteristics() == \
        "attaque 2/3, défense 1, esprit 4 (chaque scénario donne celles qui manquent)"
    only_hp = CharDef("X", hp=7, given=("hp",))
    assert only_hp.stated_characteristics() == "7 PV (chaque scénario donne celles qui manquent)"
    assert CharDef("X").stated_characteristics() == \
        "caractéristiques non données par les sources (chaque scénario donne celles qui manquent)"
