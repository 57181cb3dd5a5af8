"""Why the game refuses a play (rulings.games.eredan.resolution): the whole French error of each refusal, and the
Enchaînements that allow a second card (an order's « chain: any », a card's ``chain: {type: ...}``).

Blog, « L'enchaînement »: a card may follow another only if the first gives an Enchaînement that allows it; a
card's restrictions are checked when it is played; a card played must be in the hand the case gives.
"""

from __future__ import annotations

import pytest

from rulings.games.eredan import resolution
from tests.helpers import card, character, cli, game, scenario_with, write

LINK = '    - {{name: Lien, type: action, chain: {chain}, text: "x", source: {{kind: reconstructed}}}}\n'


def check(tmp_path, *changes: tuple[str, str]) -> tuple[int, str]:
    code, out, err = cli("check", str(write(tmp_path, scenario_with(*changes))))
    return code, out + err


def link(chain: str) -> tuple[str, str]:
    return "  cards:\n", "  cards:\n" + LINK.format(chain=chain)


@pytest.mark.parametrize("chain, wanted", [("sort", "sort"), ("theurgie", "théurgie"),
                                           ("{type: objet, subtype: maudit}", "objet, sous-type maudit"),
                                           ("{type: objet}", "objet"),
                                           ("{subtype: maudit}", "quelconque, sous-type maudit")])
def test_a_card_the_chain_does_not_allow(tmp_path, chain, wanted):
    code, output = check(tmp_path, link(chain), ("play: {A: [Frappe]}", "play: {A: [Lien, Frappe]}"))
    assert code == 2
    assert (f": Frappe (action) ne peut pas suivre Lien, dont l'Enchaînement demande une carte de type {wanted}\n"
            in output), output


def test_a_chain_of_the_cards_type_allows_it(tmp_path):
    code, output = check(tmp_path, link("{type: action}"), ("play: {A: [Frappe]}", "play: {A: [Lien, Frappe]}"))
    assert (code, output) == (0, "1 vérifié, 0 en échec\n")


@pytest.mark.parametrize("chain", ["{subtype: coup}", "{type: action, subtype: coup}"])
def test_a_chain_of_the_cards_subtype_allows_it_whatever_its_type_if_none_is_asked(tmp_path, chain):
    code, output = check(tmp_path, link(chain), ("{name: Frappe, type: "
                                                 "action,", "{name: Frappe, type: action, subtypes: [coup],"),
                         ("play: {A: [Frappe]}", "play: {A: [Lien, Frappe]}"))
    assert (code, output) == (0, "1 vérifié, 0 en échec\n")


def test_a_card_the_chain_refuses_tried_anyway_stays_in_hand_and_the_trace_cites_the_chain_rule(tmp_path):
    """Blog, « L'enchaînement »: Frappe (an action) tried after Lien, whose Enchaînement asks for a spell."""
    path = write(tmp_path, scenario_with(link("sort"), ("play: {A: [Frappe]}", "play: {A: [Lien, {card: Frappe, "
                                                                               "attempt: true}]}"),
                                         ("after Frappe:\n        Alpha.attack: "
                                          "3/3", "end:\n        refused: [Frappe]")))
    code, out, err = cli("run", str(path), "--trace")
    assert code == 0, out + err
    assert ("[eredan.play.chain] Enchaînement : Alpha tente de jouer Frappe : le jeu refuse (l'enchaînement de Lien "
            "demande une "
            "carte de type sort) ; la carte reste en main") in out, out


def test_an_orders_chain_any_lets_any_card_follow(tmp_path):
    """Alpha's order of turn 1 gives an Enchaînement on any card: Frappe follows Frappe (both discarded at the end
    of the combat, so its attack is back to 2/2)."""
    changes = [("{name: Alpha, attack: 2/2,", "{name: Alpha, orders: {1: {chain: any}}, attack: 2/2,"),
               ("play: {A: [Frappe]}", "play: {A: [Frappe, Frappe]}"), ("after Frappe:", "end:"),
               ("Alpha.attack: 3/3", "Alpha.attack: 2/2")]
    assert check(tmp_path, *changes) == (0, "1 vérifié, 0 en échec\n")
    code, output = check(tmp_path, *changes[1:])
    assert code == 2
    assert ": Frappe ne peut pas être jouée après Frappe : Frappe ne donne pas d'Enchaînement à Alpha\n" in output


def test_a_card_the_character_may_not_play(tmp_path):
    code, output = check(tmp_path, ("play: {A: [Frappe]}", "play: {A: [Sort de mage]}"),
                         ("after Frappe", "after Sort de mage"))
    assert code == 2
    assert (": Alpha ne peut pas jouer Sort de mage : la carte demande classe Mage (vérifié quand la carte est "
            "jouée)\n") in output, output


def test_a_card_not_in_the_hand_given(tmp_path):
    code, output = check(tmp_path, ("A: {characters: [Alpha]}", "A: {characters: [Alpha], hand: [Lien, Sort de mage]}"),
                         link("sort"))
    assert code == 2
    assert ": le joueur A joue Frappe, qui n'est pas dans sa main (Lien, Sort de mage)\n" in output, output


def test_after_a_refused_attempt_the_players_next_card_is_still_played(tmp_path):
    """Alpha tries Sort de mage (a Mage's card): refused, it stays in hand; Frappe, played after it, resolves."""
    code, output = check(tmp_path, ("play: {A: [Frappe]}", "play: {A: [{card: Sort de mage, attempt: true}, Frappe]}"),
                         ("Alpha.attack: 3/3", "Alpha.attack: 3/3\n        refused: [Sort de mage]"))
    assert (code, output) == (0, "1 vérifié, 0 en échec\n")


def test_a_gemelite_casts_spells_of_its_element_not_other_cards_of_it(state):
    """Wiki: a Guémélite casts the spells (« sorts ») of its element; an action of that element stays restricted."""
    a = character(state, "A", "Ombreuse", races=("Guémélite de l'Ombre",))
    shadow_action = card("Ruse d'ombre", "action", subtypes=("ombre",), restrictions={"classes": ("Mage",)})
    shadow_spell = card("Ombre", "sort", subtypes=("ombre",), restrictions={"classes": ("Mage",)})
    assert resolution.race_exception(a, shadow_action) is None
    assert resolution.missing_restriction(a, shadow_action) is not None
    assert resolution.race_exception(a, shadow_spell) == "eredan.races.gemelite"


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


def test_an_empty_restriction_group_does_not_hide_the_next_one():
    from rulings.games.eredan.restrictions import missing_restriction

    state = game()
    hero = character(state, "A", "Héros", classes=("Mage",), guilds=("Kotoba",))
    relic = card("Relique", "objet", restrictions={"classes": (), "guilds": ("Noz",)})
    assert missing_restriction(hero, relic) == "guilde Noz"
