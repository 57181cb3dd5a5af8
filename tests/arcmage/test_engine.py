"""Unit tests of the Arcmage engine, on states built directly: paying with loyalty, X costs, the event pile
(last in, first out, answers by anyone), battles (distribution by the attacker, simultaneous damage, no excess
to the city), « ne peut pas » over « peut », ownership and control, victory and ties with three players, the
draw sequences, the ``attempt`` protocol; then the format's checks (French errors with "did you mean") and the
skeleton.  Each test asserts real values and the rule ids the trace cites."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from rulings.core.action_case import play_action
from rulings.core.errors import UserError
from rulings.core.game import IllegalAction
from rulings.games.arcmage import (
    abilities,
    actions,
    cards,
    combat,
    payment,
    phases,
    stack,
    values,
    zones,
)
from rulings.games.arcmage.game import GAME
from rulings.games.arcmage.model import ATTACK, MAIN
from rulings.games.arcmage.setup import build_state

ROOT = Path(__file__).resolve().parents[2]
DB = GAME.database(ROOT)


def state(phase: str = "mise-en-jeu", players=("A", "B"), **sides):
    """A state from a setup written as Python: ``state(A={"resources": {...}, "cities": [...]}, B=...)``."""
    setup = {"players": list(players), "phase": phase}
    for player in players:
        setup[player] = sides.get(player, {"cities": [f"Deux-Ponts {player}" if False else _city(player)]})
    s = build_state(setup, DB, None)
    return s


def _city(player: str) -> dict:
    return {"name": f"Cité de {player}", "card": "Deux-Ponts"}


def cited(s) -> list:
    return [e.rule for e in s.trace.entries]


def card(name: str):
    return DB.cards[DB.lookup(name)]


# --- paying: cost, loyalty, X -------------------------------------------------------------------------

def test_loyalty_is_a_minimum_of_the_card_s_faction_and_the_rest_is_any_faction():
    s = state(A={"resources": {"Horde rouge": 2, "Empire": 2}, "cities": [_city("A")]})
    payment.pay(s, "A", "Délégué syndical gobelin", 4, "Horde rouge", 2, {"Horde rouge": 2, "Empire": 2})
    assert s.players["A"].resources == {"Horde rouge": [0, 2], "Empire": [0, 2]}
    assert s.paid == {"Horde rouge": 2, "Empire": 2}
    assert cited(s) == ["arcmage.cards.cost", "arcmage.cards.loyalty", "arcmage.play.pay"]


@pytest.mark.parametrize("stocks, split, rule", [
    ({"Horde rouge": 1, "Empire": 3}, {"Horde rouge": 1, "Empire": 3}, "arcmage.play.pay"),     # loyalty short
    ({"Horde rouge": 2, "Empire": 2}, {"Horde rouge": 2, "Empire": 1}, "arcmage.play.pay"),     # 3 for a cost of 4
    ({"Horde rouge": 2, "Empire": {"untapped": 1, "tapped": 1}}, {"Horde rouge": 2, "Empire": 2},
     "arcmage.resource.available"),                                                             # a tapped one
    ({"Horde rouge": 1, "Empire": 3}, None, "arcmage.play.pay"),                               # automatic, short
    ({"Horde rouge": 2, "Empire": 1}, None, "arcmage.resource.available"),                     # 3 untapped in all
])
def test_a_refused_payment_taps_nothing(stocks, split, rule):
    s = state(A={"resources": stocks, "cities": [_city("A")]})
    before = {f: list(v) for f, v in s.players["A"].resources.items()}
    with pytest.raises(IllegalAction) as refused:
        payment.pay(s, "A", "Délégué syndical gobelin", 4, "Horde rouge", 2, split)
    assert refused.value.rule == rule
    assert s.players["A"].resources == before


def test_a_payment_left_free_is_her_choice_among_every_way_the_loyalty_allows():
    available = {"Empire": 1, "Aristocrates": 1, "Horde rouge": 3}
    assert payment._payments(available, list(available), 4, "Horde rouge", 2) == [
        {"Empire": 1, "Aristocrates": 1, "Horde rouge": 2}, {"Empire": 1, "Horde rouge": 3},
        {"Aristocrates": 1, "Horde rouge": 3}]
    s = state(A={"resources": dict(available), "cities": [_city("A")]})
    payment.pay(s, "A", "Délégué syndical gobelin", 4, "Horde rouge", 2, None)     # the first run: the first way
    assert s.paid == {"Horde rouge": 2, "Empire": 1, "Aristocrates": 1}
    assert s.players["A"].untapped() == 1
    assert s.chance.chosen[0].label == "paiement de Délégué syndical gobelin (A)" and s.chance.chosen[0].options == 3


def test_x_cost_is_computed_from_the_target_s_attack_and_from_a_choice():
    s = state(B={"cities": [_city("B")], "army": ["Goule", {"name": "Goule forte", "card": "Goule",
                                                            "counters": "+2/+0"}]})
    example = card("Frappe mesurée (exemple X + 2)")
    assert payment.cost_of(s, example, {}, s.find("Goule")) == 5          # 3 + 2, the page's example
    assert payment.cost_of(s, example, {}, s.find("Goule forte")) == 7    # 5 + 2
    assert cited(s).count("arcmage.play.x-cost") == 2
    assert payment.cost_of(s, card("Racines"), {"x": 3}, s.find("Goule")) == 3
    with pytest.raises(UserError, match="x: 3"):
        payment.cost_of(s, card("Racines"), {}, s.find("Goule"))
    with pytest.raises(UserError, match="vaut 3"):
        payment.cost_of(s, example, {"x": 4}, s.find("Goule"))


def test_loyalty_above_an_x_cost_cannot_be_paid():
    s = state(A={"resources": {"Enfants de Gaïa": 2}, "cities": [_city("A")]})
    with pytest.raises(IllegalAction) as refused:
        payment.pay(s, "A", "Racines", 1, "Enfants de Gaïa", 2, None)
    assert refused.value.rule == "arcmage.play.pay"


# --- the pile -------------------------------------------------------------------------------------------

def test_the_pile_resolves_last_in_first_out_with_answers_from_anyone_the_player_herself_included():
    s = state(A={"resources": {"Horde rouge": 4}, "cities": [_city("A")], "hand": ["Choc mortel", "Choc mortel"]},
              B={"resources": {"Aristocrates": 2}, "cities": [_city("B")], "army": ["Garde royal", "Mentor"],
                 "hand": ["Tourbillon"]})
    cards.play(s, "A", card("Choc mortel"), "Garde royal", {})
    cards.play(s, "B", card("Tourbillon"), "Mentor", {})
    cards.play(s, "A", card("Choc mortel"), "Mentor", {})          # A answers, on top of B's answer
    assert [i.name for i in s.pile] == ["Choc mortel", "Tourbillon", "Choc mortel"]
    assert "arcmage.stack.event-response" in cited(s)
    stack.resolve(s, 1)
    assert s.resolved == ["Choc mortel"] and s.players["B"].graveyard == ["Mentor"]
    stack.resolve(s, None)
    assert s.resolved == ["Choc mortel", "Tourbillon", "Choc mortel"]
    assert "arcmage.stack.fizzle" in cited(s)                      # Tourbillon's Mentor was already dead
    assert s.players["B"].graveyard == ["Mentor", "Tourbillon", "Garde royal"]


def test_a_fizzled_event_keeps_its_resources_tapped():
    s = state(A={"resources": {"Horde rouge": 2}, "cities": [_city("A")], "hand": ["Choc mortel"]},
              B={"resources": {"Aristocrates": 2}, "cities": [_city("B")], "army": ["Mentor"],
                 "hand": ["Tourbillon"]})
    cards.play(s, "A", card("Choc mortel"), "Mentor", {})
    cards.play(s, "B", card("Tourbillon"), "Mentor", {})
    stack.resolve(s, None)
    assert s.players["B"].deck == ["Mentor"] and s.players["A"].tapped() == 2
    rules = cited(s)
    assert rules.index("arcmage.stack.fizzle") + 1 == rules.index("arcmage.play.no-refund")


# --- battles ------------------------------------------------------------------------------------------

def _attack(s, attackers, city, blocks, assign=None):
    combat.declare(s, "A", city, attackers)
    combat.block(s, "B", blocks)
    if assign:
        combat.assign(s, "A", assign)
    stack.resolve(s, None)


def test_the_attacker_distributes_its_damage_and_damage_is_simultaneous():
    s = state(A={"cities": [_city("A")], "army": ["Garde royal"]},
              B={"cities": [_city("B")], "army": ["Délégué syndical gobelin", "Mentor"]})
    with pytest.raises(IllegalAction) as wrong:
        combat.declare(s, "A", "Cité de B", ["Garde royal"])
        combat.block(s, "B", {"Garde royal": ["Délégué syndical gobelin", "Mentor"]})
        combat.assign(s, "B", {"Garde royal": {"Délégué syndical gobelin": 2, "Mentor": 1}})
    assert wrong.value.rule == "arcmage.combat.distribute"
    with pytest.raises(IllegalAction):
        combat.assign(s, "A", {"Garde royal": {"Délégué syndical gobelin": 2, "Mentor": 2}})   # 4 of 3
    combat.assign(s, "A", {"Garde royal": {"Délégué syndical gobelin": 2, "Mentor": 1}})
    stack.resolve(s, None)
    c = s.combat
    assert c.dead == ["Garde royal", "Délégué syndical gobelin"] and c.done
    assert s.find("Mentor").damage == 1 and s.players["A"].graveyard == ["Garde royal"]
    rules = cited(s)
    assert rules.index("arcmage.combat.attacker-damage") < rules.index("arcmage.combat.simultaneous") < \
        rules.index("arcmage.combat.cleanup")


def test_no_excess_damage_reaches_the_city_and_unblocked_attackers_do():
    s = state(A={"cities": [_city("A")], "army": ["Grand jeton orc", "Goule"]},
              B={"cities": [_city("B")], "army": ["Petit jeton orc"]})
    _attack(s, ["Grand jeton orc", "Goule"], "Cité de B", {"Grand jeton orc": ["Petit jeton orc"]})
    city = s.find("Cité de B")
    assert s.combat.dead == ["Petit jeton orc"] and s.combat.city_damage == 3
    assert values.defense(s, city) == 5 and city.damage == 3
    assert "arcmage.combat.no-trample" in cited(s) and "arcmage.combat.unblocked" in cited(s)


def test_only_the_attacked_player_blocks_with_three_players():
    s = state(players=("A", "B", "C"), A={"cities": [_city("A")], "army": ["Goule"]},
              B={"cities": [_city("B")]}, C={"cities": [_city("C")], "army": ["Mentor"]})
    combat.declare(s, "A", "Cité de B", ["Goule"])
    with pytest.raises(IllegalAction) as refused:
        combat.block(s, "C", {"Goule": ["Mentor"]})
    assert refused.value.rule == "arcmage.combat.who-blocks"


def test_the_city_keeps_its_damage_and_creatures_heal_at_the_end_of_the_turn():
    s = state(A={"cities": [_city("A")], "army": ["Délégué syndical gobelin"]},
              B={"cities": [_city("B")], "army": ["Mentor"], "deck": ["Goule", "Goule"]})
    _attack(s, ["Délégué syndical gobelin"], "Cité de B", {"Délégué syndical gobelin": ["Mentor"]})
    s.find("Cité de B").damage = 2
    phases.end_turn(s)
    assert s.active == "B" and s.turn == 2 and s.find("Mentor").damage == 0
    assert s.find("Cité de B").damage == 2
    assert "arcmage.creature.heal" in cited(s) and "arcmage.city.damage" in cited(s)


# --- « peut » and « ne peut pas », ownership ------------------------------------------------------------

def test_cannot_beats_can():
    s = state(A={"cities": [_city("A")], "army": ["Créature clouée au sol (exemple)"],
                 "resources": {"Empire": 1}, "hand": ["Ailes (exemple)"]})
    piece = s.find("Créature clouée au sol (exemple)")
    cards.play(s, "A", card("Ailes (exemple)"), piece.name, {})
    assert values.permitted(s, piece, "fly", False, "", quiet=True) == (False, "")
    assert values.permitted(s, piece, "fly", False, "arcmage.x")[0] is False
    assert cited(s)[-1] == "arcmage.conflict.cannot-wins"
    goule = s.find("Cité de A")                       # a city has no « peut voler »
    assert values.permitted(s, goule, "fly", False, "", quiet=True)[0] is False


def test_a_card_s_can_replaces_the_base_rule():
    s = state(A={"cities": [_city("A")], "resources": {"Ost des ténèbres": 4}, "hand": ["Goule"]})
    cards.play(s, "A", card("Goule"), None, {"to": "army"})
    assert [p.name for p in s.players["A"].army] == ["Goule"]
    assert "arcmage.conflict.card-wins" in cited(s)


def test_a_stolen_creature_goes_to_its_owner_s_graveyard():
    s = state(A={"cities": [_city("A")], "resources": {"Ost des ténèbres": 2}, "hand": ["Relever les morts"]},
              B={"cities": [_city("B")], "graveyard": ["Goule"]})
    cards.play(s, "A", card("Relever les morts"), "Goule", {})
    goule = s.find("Goule")
    assert (goule.owner, goule.controller, goule.where) == ("B", "A", "army")
    zones.damage(s, goule, 3, "un test")
    assert s.players["B"].graveyard == ["Goule"] and s.players["A"].graveyard == ["Relever les morts"]
    assert "arcmage.cards.owner" in cited(s)


def test_only_the_controller_activates_and_a_tapped_card_cannot_tap_again():
    s = state(A={"cities": [{"name": "Cité de A", "card": "Terrier", "residents": ["Brute orque", "Mentor"]}]},
              B={"cities": [_city("B")]})
    with pytest.raises(IllegalAction) as other:
        cards.activate(s, "B", "Brute orque", 1, "Mentor", {})
    assert other.value.rule == "arcmage.cards.controller"
    cards.activate(s, "A", "Brute orque", 1, "Mentor", {})
    assert s.find("Mentor").damage == 2 and s.find("Brute orque").tapped
    with pytest.raises(IllegalAction) as again:
        cards.activate(s, "A", "Brute orque", 1, "Mentor", {})
    assert again.value.rule == "arcmage.state.no-double-tap"


# --- victory ---------------------------------------------------------------------------------------------

def test_two_of_three_lose_together_the_third_wins():
    s = state(players=("A", "B", "C"), A={"cities": [_city("A")], "deck": ["Mentor"]},
              B={"cities": [_city("B")]}, C={"cities": [_city("C")]})
    abilities.run(s, {"each_draws": 1}, "A", card("Baron bienveillant"), None, {})
    zones.settle(s)
    assert s.over and s.winner == "A" and not s.tie and s.losers == ["B", "C"]
    assert cited(s)[-1] == "arcmage.victory.last"


def test_everybody_loses_at_once_is_a_tie_and_one_loser_of_three_is_skipped():
    s = state(players=("A", "B", "C"), A={"cities": [_city("A")]}, B={"cities": [_city("B")]},
              C={"cities": [_city("C")]})
    abilities.run(s, {"each_draws": 1}, "A", card("Baron bienveillant"), None, {})
    zones.settle(s)
    assert s.over and s.tie and s.winner is None and "arcmage.victory.tie" in cited(s)
    s = state(players=("A", "B", "C"), A={"cities": [_city("A")]}, B={"cities": [_city("B")]},
              C={"cities": [_city("C")]})
    zones.lose(s, "B", "arcmage.victory.deck-out", "B perd.")
    zones.settle(s)
    assert not s.over and s.losers == ["B"]
    s.phase = 7
    phases.end_turn(s)
    assert s.active == "C" and "arcmage.victory.out" in cited(s)


def test_a_destroyed_last_city_loses_even_with_a_reserve():
    s = state(A={"cities": [_city("A")], "reserve": ["Siphon"]}, B={"cities": [_city("B")]})
    zones.damage(s, s.find("Cité de A"), 8, "un test")
    zones.settle(s)
    assert s.winner == "B" and "arcmage.victory.cities" in cited(s)


# --- the turn and the attempt protocol ---------------------------------------------------------------------

def test_draw_sequences():
    s = state(phase="pioche", A={"cities": [_city("A")], "hand": ["Goule"], "deck": ["Mentor", "Conscrit"]})
    phases.ENTER["pioche"](s)
    with pytest.raises(IllegalAction) as refused:
        phases.choose_draw(s, "A", 0, {"Empire": ["Goule", "Goule"]})
    assert refused.value.rule == "arcmage.turn.draw-options"
    phases.choose_draw(s, "A", 1, {"Horde rouge": ["Goule"]})
    assert s.players["A"].hand == ["Mentor"] and s.players["A"].resources == {"Horde rouge": [1, 0]}
    assert cited(s)[-4:] == ["arcmage.turn.draw-then-resource", "arcmage.resource.make", "arcmage.resource.group",
                             "arcmage.zones.resources"]
    with pytest.raises(IllegalAction):
        phases.make_resources(s, "A", {"Empire": ["Mentor"]})       # the sequence allowed one


def test_a_refused_attempt_changes_nothing_and_is_recorded():
    s = state(A={"cities": [_city("A")], "army": ["Goule"]}, B={"cities": [_city("B")]})
    action = {"n": 1, "verb": "attack", "by": "A", "attack": "Cité de A", "with": ["Goule"], "attempt": True}
    play_action(s, action, actions.apply)
    assert s.refused == [1] and s.refused_by == ["arcmage.combat.declare"]
    assert s.phase == MAIN and s.combat is None                      # the move to the attack phase is undone
    assert s.trace.entries[-1].text.startswith("Action 1 refusée")
    action = dict(action, n=2, attempt=False)
    with pytest.raises(UserError, match="attempt: true"):
        play_action(s, action, actions.apply)


def test_a_move_taps_and_a_city_serves_once_per_turn():
    s = state(A={"cities": [{"name": "Cité de A", "card": "Deux-Ponts", "residents": ["Goule", "Mentor"]}]})
    from rulings.games.arcmage import movement

    movement.move(s, "A", "Goule", "army")
    assert s.find("Goule").tapped and s.find("Goule").where == "army"
    with pytest.raises(IllegalAction) as refused:
        movement.move(s, "A", "Mentor", "army")
    assert refused.value.rule == "arcmage.move.city-once"
    s.phase = ATTACK
    with pytest.raises(IllegalAction):
        combat.declare(s, "A", "Cité de B", ["Goule"])                 # tapped by its move


# --- the format: French errors, with "did you mean" ----------------------------------------------------------

def _case(tmp_path, body: str, name="essai") -> Path:
    text = textwrap.dedent("""\
        id: {name}
        title: Essai
        game: arcmage
        status: confirmed
        source: {{document: 002_18938faae939d5e9.txt, post: Bases, quote: "Bases"}}
        cards: []
        ruling: Essai.
        cases:
          - name: cas
        """).format(name=name) + textwrap.indent(textwrap.dedent(body), "    ")
    path = tmp_path / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


BASE = """\
setup:
  A: {resources: {Horde rouge: 2}, cities: [Terrier], hand: [Choc mortel]}
  B: {cities: [Deux-Ponts], army: [Goule]}
"""


@pytest.mark.parametrize("body, message", [
    (BASE + "actions:\n  - {by: A, play: Choc mortl, target: Goule}\nexpect: {end: {A.tapped: 2}}\n",
     "Choc mortel"),
    (BASE + "expect: {end: {Goule.tapd: false}}\n", "tapped"),
    (BASE + "expect: {end: {A.handd: []}}\n", "hand"),
    (BASE + "expect: {after action 3: {A.tapped: 2}}\n", "aucune action"),
    (BASE + "expect: {aftr combat 1: {A.tapped: 2}}\n", "moment inconnu"),
    (BASE + "actions:\n  - {by: A, move: Goule}\nexpect: {end: {A.tapped: 2}}\n", "to: army"),
    (BASE + "actions:\n  - {by: A, attack: Deux-Ponts, to: army, with: [Goule]}\nexpect: {end: {A.tapped: 2}}\n",
     "n'a pas de sens"),
    (BASE + "actions:\n  - {play: Choc mortel, target: Goule}\nexpect: {end: {A.tapped: 2}}\n", "by: A"),
    (BASE + "actions:\n  - {by: C, play: Choc mortel, target: Goule}\nexpect: {end: {A.tapped: 2}}\n",
     "ne joue pas"),
    (BASE.replace("cities: [Terrier]", "cities: [Goule]") + "expect: {end: {A.tapped: 2}}\n", "pas une cité"),
    (BASE + "actions:\n  - {by: A, draw: 1, resources: {Empir: [Choc mortel]}}\nexpect: {end: {A.tapped: 2}}\n",
     "Empire"),
])
def test_bad_cases_are_reported_when_the_file_loads(tmp_path, body, message):
    from rulings.core.scenario import load

    with pytest.raises(UserError) as err:
        load(_case(tmp_path, body), ROOT)
    assert message in str(err.value)


def test_english_names_are_the_same_cards(tmp_path):
    from rulings.core.runner import run_case
    from rulings.core.scenario import load

    body = BASE.replace("hand: [Choc mortel]", "hand: [Deadly Shock]") + \
        "actions:\n  - {by: A, play: Deadly Shock, target: Goule}\nexpect: {end: {B.graveyard: [Goule]}}\n"
    result = run_case(load(_case(tmp_path, body), ROOT).cases[0])
    assert result.passed, result.error or [f.note() for f in result.failures]


def test_define_may_not_shadow_the_database(tmp_path):
    from rulings.core.scenario import load

    text = _case(tmp_path, BASE + "expect: {end: {A.tapped: 0}}\n").read_text()
    text = text.replace("cases:", "define:\n  cards:\n    - {name: Ghoul, type: creature, faction: Empire, attack: 1, "
                                  "defense: 1, text: x, source: {kind: reconstructed}}\ncases:")
    path = tmp_path / "essai.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(UserError, match="existe déjà"):
        load(path, ROOT)


def test_skeleton_is_a_valid_scenario(tmp_path):
    from rulings.core.scenario import load

    text = GAME.skeleton("squelette", {"A": ["Goule"], "C": ["Siphon"]}, {"A": ["Deadly Shock"], "B": ["Mentor"]},
                         "Un essai", ROOT)
    assert "players: [A, B, C]" in text and "# yaml-language-server" not in text
    path = tmp_path / "squelette.yaml"
    path.write_text(text, encoding="utf-8")
    scenario = load(path, ROOT)
    assert scenario.cases[0].prepared.actions[0]["play"] == "Choc mortel"
    with pytest.raises(UserError, match="Choc mortel"):
        GAME.skeleton("x", {}, {"A": ["Choc mortle"]}, None, ROOT)


def test_expectation_labels_and_moments_are_french():
    from rulings.games.arcmage import probe

    assert probe.label(("player", "A", "graveyard")) == "Cimetière de A"
    assert probe.label(("piece", "Goule", "tapped")) == "Goule engagée"
    assert probe.label(("piece", "Goule", "can", "fly")) == "Goule peut voler"
    assert probe.label(("combat", "dead")) == "Créatures mortes au combat"
    assert GAME.moment_fr("after combat 2") == "après le combat du tour 2"
    assert GAME.moment_fr("end of turn 1") == "à la fin du tour 1"
