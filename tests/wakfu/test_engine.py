"""Unit tests of the Wakfu engine (rules of June 2008), on states built directly: mana payment, summoning
sickness, the PM limit, combat totals, distribution and drop, victory, the timing of effect cards, the
``attempt`` protocol; then the format's checks (French errors with "did you mean"), the deck check and the
skeleton.  Each test asserts real values and the rule ids the trace cites."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from rulings.core.action_case import play_action
from rulings.core.chance import Chance
from rulings.core.errors import UserError
from rulings.core.game import IllegalAction
from rulings.core.trace import Trace
from rulings.games.wakfu import actions, cards, combat, mana, movement, phases, zones
from rulings.games.wakfu.game import GAME
from rulings.games.wakfu.model import Leader, Phase, Piece, Player, State

ROOT = Path(__file__).resolve().parents[2]
DB = GAME.database(ROOT)


def card(name):
    return DB.cards[name]


def state(a_rest=(), b_rest=(), a_combat=(), b_combat=(), a_hand=(), b_hand=(), a_deck=(), b_deck=(),
          phase=Phase.INVOCATION, active="A", a_leader="Leader de Pierre", b_leader="Leader de Paul") -> State:
    """Two players; ``*_rest``/``*_combat`` are card names (or Piece objects), in play under their own names."""
    players = {}
    for name, leader, rest, fight, hand, deck in (("A", a_leader, a_rest, a_combat, a_hand, a_deck),
                                                  ("B", b_leader, b_rest, b_combat, b_hand, b_deck)):
        definition = card(leader)
        who = Player(name, Leader(leader, definition, name, definition.pv), hand=list(hand), deck=list(deck))
        for zone, items in (("rest", rest), ("combat", fight)):
            for item in items:
                piece = item if isinstance(item, Piece) else Piece(item, card(item), name, zone)
                piece.owner, piece.zone = name, zone
                getattr(who, zone).append(piece)
        players[name] = who
    s = State(players, active, 1, phase, trace=Trace(), chance=Chance())    # default readings
    s.set_phase(phase)
    s.phases.append(phase.word)
    return s


def rules_cited(s: State) -> list:
    return [e.rule for e in s.trace.entries]


# --- mana ----------------------------------------------------------------------------------------

def test_bouftou_example_leader_and_one_card_refused_two_cards_pay():
    s = state(a_rest=["Prairie", "Champ"], a_hand=["Bouftou"])
    with pytest.raises(IllegalAction) as refused:
        mana.pay(s, "A", card("Bouftou"), ["Leader de Pierre", "Prairie"], {})
    assert refused.value.rule == "wakfu.mana.leader-all"
    assert "1 Feu" in refused.value.reason
    assert [n for n, _ in refused.value.notes] == ["wakfu.mana.burn"]
    assert not s.find("Leader de Pierre").tapped and not s.find("Prairie").tapped     # nothing engaged
    cards.summon(s, "A", card("Bouftou"), ["Prairie", "Champ"], {}, None)
    assert [p.name for p in s.players["A"].rest] == ["Prairie", "Champ", "Bouftou"]
    assert s.find("Prairie").tapped and s.find("Champ").tapped and not s.find("Leader de Pierre").tapped
    assert s.find("Bouftou").sick and s.players["A"].hand == []
    cited = rules_cited(s)
    assert cited.count("wakfu.cards.elements") == 2
    assert {"wakfu.turn.summon", "wakfu.turn.summon-dest", "wakfu.sickness.until-end"} <= set(cited)


def test_leader_pays_alone_an_exact_cost_and_then_produces_nothing():
    s = state(a_rest=["Prairie"], a_hand=["Chafer", "Arakne"])
    cards.summon(s, "A", card("Chafer"), ["Leader de Pierre"], {}, None)
    assert s.find("Leader de Pierre").tapped and "wakfu.mana.leader-all" in rules_cited(s)
    with pytest.raises(IllegalAction) as refused:
        mana.pay(s, "A", card("Arakne"), ["Leader de Pierre"], {})
    assert refused.value.rule == "wakfu.mana.one"


@pytest.mark.parametrize("cost_card, payers, rule", [
    ("Arakne", ["Leader de Pierre"], "wakfu.mana.leader-all"),            # 1 Terre: the Feu would be left
    ("Sanglier", ["Prairie", "Champ", "Leader de Pierre"], "wakfu.mana.leader-all"),
    ("Sanglier", ["Prairie", "Champ"], "wakfu.turn.summon"),               # 1 Terre missing
    ("Arakne", ["Prairie", "Champ"], "wakfu.turn.summon"),                 # 1 Terre too many
    ("Tofu", ["Caillou"], "wakfu.zones.rest"),                             # a cost-0 card has no element
])
def test_payment_must_match_the_cost_exactly(cost_card, payers, rule):
    s = state(a_rest=["Prairie", "Champ", "Caillou"])
    with pytest.raises(IllegalAction) as refused:
        mana.pay(s, "A", card(cost_card), payers, {})
    assert refused.value.rule == rule
    assert not any(p.tapped for p in s.players["A"].rest)


def test_leader_and_a_water_card_pay_three_elements():
    s = state(a_rest=["Source"])
    mana.pay(s, "A", card("Abraknyde"), ["Leader de Pierre", "Source"], {})
    assert s.find("Source").tapped and s.find("Leader de Pierre").tapped


def test_one_mana_per_card_per_tap_and_none_from_the_combat_zone():
    s = state(a_rest=["Arakne"], a_combat=["Milicien"], a_hand=["Prairie", "Champ"])
    cards.summon(s, "A", card("Prairie"), ["Arakne"], {}, None)
    assert "wakfu.mana.generators" in rules_cited(s)          # a creature used as a generator
    with pytest.raises(IllegalAction) as again:
        mana.pay(s, "A", card("Champ"), ["Arakne"], {})
    assert again.value.rule == "wakfu.mana.one"
    with pytest.raises(IllegalAction) as fighting:
        mana.pay(s, "A", card("Champ"), ["Milicien"], {})
    assert fighting.value.rule == "wakfu.mana.generators"


def test_multi_element_card_needs_a_choice_which_lasts_the_turn():
    s = state(a_rest=["Geyser"])
    mana.pay(s, "A", card("Piou"), ["Geyser"], {})        # no choose: the player's choice, Feu the only one that pays
    assert s.find("Geyser").element == "Feu"
    assert [(c.kind, c.option, c.options) for c in s.chance.chosen] == [("payment", "Geyser (Feu)", 1)]
    s = state(a_rest=["Geyser"])
    with pytest.raises(IllegalAction) as wrong:
        mana.pay(s, "A", card("Piou"), ["Geyser"], {"Geyser": "Terre"})
    assert wrong.value.rule == "wakfu.mana.multi"
    mana.pay(s, "A", card("Piou"), ["Geyser"], {"Geyser": "Feu"})
    assert s.find("Geyser").element == "Feu" and "wakfu.mana.multi" in rules_cited(s)
    phases.end_of_turn(s)
    assert s.find("Geyser").element is None


def test_payment_with_an_opponents_card_is_refused():
    s = state(b_rest=["Prairie"])
    with pytest.raises(IllegalAction, match="appartient à B"):
        mana.pay(s, "A", card("Arakne"), ["Prairie"], {})


# --- summoning sickness, movement, PM --------------------------------------------------------------

def test_sickness_blocks_the_combat_zone_until_the_end_of_the_turn_not_the_mana():
    s = state(a_rest=["Alizé", "Prairie"], a_hand=["Tofu", "Milicien"])
    cards.summon(s, "A", card("Tofu"), ["Alizé"], {}, None)
    with pytest.raises(IllegalAction) as refused:
        movement.move(s, "A", ["Tofu"], "combat")
    assert refused.value.rule == "wakfu.sickness.no-combat"
    cards.summon(s, "A", card("Milicien"), ["Prairie"], {}, None)
    assert s.find("Milicien").sick
    phases.end_of_turn(s)
    assert not s.find("Tofu").sick and "wakfu.sickness.until-end" in rules_cited(s)
    movement.move(s, "A", ["Tofu"], "combat")
    assert s.find("Tofu").zone == "combat"


def test_golden_rule_a_card_that_ignores_sickness():
    s = state(a_rest=["Alizé"], a_hand=["Tofu véloce"])
    cards.summon(s, "A", card("Tofu véloce"), ["Alizé"], {}, None)
    movement.move(s, "A", ["Tofu véloce"], "combat")
    assert s.find("Tofu véloce").zone == "combat"
    assert rules_cited(s)[-3:] == ["wakfu.sickness.no-combat", "wakfu.golden.card-wins", "wakfu.turn.move"]


def test_pm_limit_counts_creatures_not_the_leader():
    s = state(a_rest=["Arakne"], a_combat=["Tofu", "Piou", "Bwork"])
    with pytest.raises(IllegalAction) as refused:
        movement.move(s, "A", ["Arakne"], "combat")
    assert refused.value.rule == "wakfu.leader.pm" and "3 PM" in refused.value.reason
    movement.move(s, "A", ["Tofu"], "rest")
    movement.move(s, "A", ["Arakne"], "combat")
    assert [p.name for p in s.players["A"].combat] == ["Piou", "Bwork", "Arakne"]
    with pytest.raises(IllegalAction) as leader:
        movement.move(s, "A", ["Leader de Pierre"], "combat")
    assert leader.value.rule == "wakfu.leader.slot"


def test_generators_stay_in_the_rest_zone():
    s = state(a_rest=["Prairie"])
    with pytest.raises(IllegalAction) as refused:
        movement.move(s, "A", ["Prairie"], "combat")
    assert refused.value.rule == "wakfu.zones.combat"


# --- combat ------------------------------------------------------------------------------------------

def _fight(s: State, attackers, defenders):
    phases.advance(s, Phase.ATTAQUANTS)
    combat.declare_attackers(s, "A", attackers)
    phases.advance(s, Phase.DEFENSEURS)
    combat.declare_defenders(s, "B", defenders)
    phases.advance(s, Phase.COMBAT)


def test_totals_distribution_destruction_and_drop():
    s = state(a_combat=["Craqueleur", "Arakne"], b_combat=["Bwork", "Piou"], a_deck=["Tofu", "Moskito", "Larve"])
    reached = []
    s.observer = lambda key, _state: reached.append(key)
    _fight(s, ["Craqueleur", "Arakne"], ["Bwork", "Piou"])
    c = s.combat
    assert c.totals == {"A": 9, "B": 6} and c.winner == "A"
    combat.assign(s, "A", {"Bwork": 4, "Piou": 2, "pv": 3})
    assert not c.resolved                                    # waits for B's distribution
    combat.assign(s, "B", {"Craqueleur": 6})                 # the loser distributes too
    assert c.destroyed == ["Bwork", "Piou", "Craqueleur"]
    assert c.drop == ["Tofu", "Moskito"] and s.pending.kind == "keep"
    combat.keep(s, "A", "Tofu")
    assert s.players["A"].hand == ["Tofu"] and s.players["A"].discard == ["Moskito", "Craqueleur"]
    assert s.players["B"].discard == ["Bwork", "Piou"] and s.players["B"].leader.pv == 17
    assert s.players["A"].deck == ["Larve"] and s.players["B"].hand == []
    assert reached == [("combat", 1)]
    cited = rules_cited(s)
    for rule in ("wakfu.combat.participants", "wakfu.cards.patt", "wakfu.combat.totals", "wakfu.combat.distribute",
                 "wakfu.combat.destroy", "wakfu.leader.pv", "wakfu.cards.drop", "wakfu.combat.drop",
                 "wakfu.combat.to-discard", "wakfu.zones.discard"):
        assert rule in cited, rule
    assert cited.index("wakfu.combat.drop") < cited.index("wakfu.combat.to-discard")   # the drop, then the discard


def test_fewer_points_than_patt_do_not_destroy_and_a_single_drop_is_kept_at_once():
    s = state(a_combat=["Arakne"], b_combat=["Sanglier"], b_deck=["Tofu"])
    _fight(s, ["Arakne"], ["Sanglier"])
    combat.assign(s, "A", {"Sanglier": 3})
    combat.assign(s, "B", {"Arakne": 3, "pv": 1})
    assert s.combat.winner == "B" and s.combat.destroyed == ["Arakne"]
    assert s.find("Sanglier").zone == "combat" and s.players["B"].hand == ["Tofu"]
    assert s.pending is None and s.combat.resolved


@pytest.mark.parametrize("mapping, rule", [
    ({"pv": 5}, "wakfu.combat.distribute"),                 # not the whole total
    ({"Bwork": 6}, "wakfu.combat.distribute"),              # one's own card
    ({"Leader de Paul": 6}, "wakfu.combat.targets"),        # the Leader: write pv
    ({"Milicien": 2, "pv": 4}, "wakfu.combat.targets"),     # the Rest Zone
])
def test_distribution_refusals(mapping, rule):
    s = state(a_combat=["Bwork", "Piou"], b_combat=["Tofu"], b_rest=["Milicien"])
    _fight(s, ["Bwork", "Piou"], ["Tofu"])
    with pytest.raises(IllegalAction) as refused:
        combat.assign(s, "A", mapping)
    assert refused.value.rule == rule


def test_tie_and_forced_distributions():
    s = state(a_combat=["Sanglier"], b_combat=["Bwork"])
    _fight(s, ["Sanglier"], ["Bwork"])
    assert s.combat.winner is None and "wakfu.combat.tie" in rules_cited(s)
    s2 = state(a_combat=["Piou"])
    _fight(s2, ["Piou"], [])
    assert s2.combat.resolved and s2.players["B"].leader.pv == 18     # no choice: all to PV, B has 0
    assert "wakfu.combat.no-defender" in rules_cited(s2)


def test_leaving_the_combat_unresolved_says_which_assign_to_add():
    s = state(a_combat=["Bwork"], b_combat=["Tofu"])
    _fight(s, ["Bwork"], ["Tofu"])
    with pytest.raises(IllegalAction, match=r"assign.*cibles : pv, Tofu") as refused:
        phases.advance(s, Phase.FIN)
    assert refused.value.rule == "wakfu.combat.distribute"


def test_the_leader_used_in_combat_is_engaged():
    s = state()
    phases.advance(s, Phase.ATTAQUANTS)
    combat.declare_attackers(s, "A", ["Leader de Pierre"])
    assert s.find("Leader de Pierre").tapped and "wakfu.combat.leader-engaged" in rules_cited(s)


# --- victory -------------------------------------------------------------------------------------------

def test_victory_by_pv_and_by_the_draw():
    s = state()
    zones.set_pv(s, "B", -20, "test")
    assert s.over and s.winner == "A" and rules_cited(s)[-1] == "wakfu.victory.pv"
    s2 = state(a_deck=["Tofu"], b_deck=[])
    phases.pass_turn(s2)
    assert s2.over and s2.winner == "A" and rules_cited(s2)[-1] == "wakfu.victory.draw"
    s3 = state(b_deck=["Tofu"], b_rest=[Piece("Source", card("Source"), "B", tapped=True)])
    phases.pass_turn(s3)
    assert not s3.over and s3.players["B"].hand == ["Tofu"] and not s3.find("Source").tapped
    assert s3.phase == Phase.INVOCATION and s3.phases == ["degagement", "invocation"] and s3.turn == 2


def test_hand_above_pa_must_be_discarded():
    s = state(a_rest=["Source"], a_hand=["Grand savoir", "Tofu", "Piou", "Arakne", "Bwork", "Moskito"],
              a_deck=["Larve", "Sanglier", "Chafer"])
    cards.play(s, "A", card("Grand savoir"), ["Source"], {}, None)
    assert len(s.players["A"].hand) == 8 and s.pending.kind == "discard" and s.pending.count == 2
    zones.discard_surplus(s, "A", ["Tofu", "Piou"])
    assert s.pending is None and s.players["A"].discard == ["Grand savoir", "Tofu", "Piou"]
    assert "wakfu.leader.pa" in rules_cited(s)


# --- effect cards --------------------------------------------------------------------------------------

def test_instant_any_time_non_instant_only_in_ones_turn_and_phase():
    s = state(b_hand=["Soin express", "Inspiration", "Coup bas"], b_rest=["Alizé", "Brasier"],
              phase=Phase.COMBAT)
    cards.play(s, "B", card("Soin express"), ["Leader de Paul"], {}, None)
    assert s.players["B"].leader.pv == 22 and "wakfu.effects.instant" in rules_cited(s)
    for name, payer in (("Inspiration", "Alizé"), ("Coup bas", "Brasier")):
        with pytest.raises(IllegalAction) as refused:
            cards.play(s, "B", card(name), [payer], {}, None)
        assert refused.value.rule == "wakfu.effects.non-instant"
    own = state(a_hand=["Coup bas"], a_rest=["Brasier"], phase=Phase.MOUVEMENT)
    with pytest.raises(IllegalAction):
        cards.play(own, "A", card("Coup bas"), ["Brasier"], {}, None)
    own.set_phase(Phase.COMBAT)
    cards.play(own, "A", card("Coup bas"), ["Brasier"], {}, None)
    assert own.players["B"].leader.pv == 18 and own.players["A"].discard == ["Coup bas"]


def test_equipment_only_on_leaders():
    s = state(a_rest=["Prairie", "Arakne"], a_hand=["Cape de Bouftou"])
    with pytest.raises(IllegalAction) as refused:
        cards.equip(s, "A", card("Cape de Bouftou"), "Arakne", ["Prairie"], {})
    assert refused.value.rule == "wakfu.equipment.leader-only"
    cards.equip(s, "A", card("Cape de Bouftou"), "Leader de Pierre", ["Prairie"], {})
    assert s.players["A"].leader.patt == 3 and "wakfu.equipment.bonus" in rules_cited(s)


# --- the attempt protocol --------------------------------------------------------------------------------

def _action(n, **raw):
    verb = next(k for k in raw if k != "by")
    card = {"card": DB.cards[raw[verb]]} if verb in ("summon", "play", "equip") else {}
    return {"n": n, "attempt": raw.pop("attempt", False), "pay": raw.pop("pay", []), "choose": {}, "where": None,
            "verb": verb, **card, **raw}


def _play(s: State, action: dict) -> None:
    play_action(s, action, actions.apply)


def test_a_refused_attempt_changes_nothing_and_is_recorded():
    s = state(a_rest=["Alizé"], a_hand=["Tofu"])
    _play(s, _action(1, by="A", summon="Tofu", pay=["Alizé"]))
    before = len(s.trace.entries)
    _play(s, _action(2, by="A", move=["Tofu"], to="combat", attempt=True))
    assert s.refused == [2] and s.refused_by == ["wakfu.sickness.no-combat"]
    assert s.phase == Phase.INVOCATION and s.find("Tofu").zone == "rest"   # the implicit phase 3 is undone too
    assert len(s.trace.entries) == before + 1 and s.trace.entries[-1].text.startswith("Action 2 refusée")


def test_an_illegal_action_without_attempt_is_a_user_error():
    s = state(a_rest=["Alizé"], a_hand=["Tofu"])
    _play(s, _action(1, by="A", summon="Tofu", pay=["Alizé"]))
    with pytest.raises(UserError, match="attempt: true"):
        _play(s, _action(2, by="A", move=["Tofu"], to="combat"))


# --- the format: French errors, with "did you mean" --------------------------------------------------

def _case(tmp_path, body: str, name="essai") -> Path:
    text = textwrap.dedent("""\
        id: {name}
        title: Essai
        game: wakfu
        status: confirmed
        source: {{document: 004_fde1b4dded370871.txt, post: "8. Fin de Tour", quote: "8. Fin de Tour"}}
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
  A: {leader: Leader de Pierre, rest: [Prairie, Champ], hand: [Bouftou]}
  B: {leader: Leader de Paul}
"""


@pytest.mark.parametrize("body, message", [
    (BASE + "actions:\n  - {by: A, summon: Boufou, pay: [Prairie, Champ]}\nexpect: {end: {A.pv: 20}}\n",
     "Bouftou"),
    (BASE + "actions:\n  - {by: A, summon: Bouftou, pay: [Prairie, Chmp]}\nexpect: {end: {A.pv: 20}}\n",
     "Champ"),
    (BASE + "expect: {end: {Prairie.tapd: false}}\n", "tapped"),
    (BASE + "expect: {end: {A.pvs: 20}}\n", "pv"),
    (BASE + "expect: {after action 3: {A.pv: 20}}\n", "aucune action"),
    (BASE + "expect: {aftr combat 1: {A.pv: 20}}\n", "moment inconnu"),
    (BASE + "actions:\n  - {by: A, move: Prairie}\nexpect: {end: {A.pv: 20}}\n", "to: combat"),
    (BASE + "actions:\n  - {by: A, summon: Bouftou, to: combat}\nexpect: {end: {A.pv: 20}}\n", "n'a pas de sens"),
])
def test_bad_cases_are_reported_when_the_file_loads(tmp_path, body, message):
    from rulings.core.scenario import load

    with pytest.raises(UserError) as err:
        load(_case(tmp_path, body), ROOT)
    assert message in str(err.value)


def test_an_impossible_action_points_at_its_line(tmp_path):
    from rulings.core.runner import run_case
    from rulings.core.scenario import load

    body = BASE + "actions:\n  - {by: A, summon: Bouftou, pay: [Prairie]}\nexpect: {end: {A.pv: 20}}\n"
    path = _case(tmp_path, body)
    result = run_case(load(path, ROOT).cases[0])
    assert result.error is not None and "il manque 1 Terre" in result.error.message
    assert result.error.where.line == path.read_text().splitlines().index(
        "      - {by: A, summon: Bouftou, pay: [Prairie]}") + 1


def test_define_may_not_shadow_the_database(tmp_path):
    from rulings.core.scenario import load

    text = _case(tmp_path, BASE + "expect: {end: {A.pv: 20}}\n").read_text()
    text = text.replace("cases:", "define:\n  cards:\n    - {name: Tofu, type: creature, text: x, "
                                  "source: {kind: reconstructed}}\ncases:")
    path = tmp_path / "essai.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(UserError, match="existe déjà"):
        load(path, ROOT)


# --- deck and skeleton -------------------------------------------------------------------------------

def test_deck_needs_exactly_one_leader(tmp_path):
    legal = tmp_path / "bon.yaml"
    legal.write_text("cards: [Leader de Pierre, {name: Prairie, count: 12}, Bouftou]\n", encoding="utf-8")
    report = GAME.check_deck(str(legal), ROOT)
    assert report.legal and "exactement un Leader" in report.render()
    two = tmp_path / "deux.yaml"
    two.write_text("cards: [Leader de Pierre, Leader de Paul, Tofu]\n", encoding="utf-8")
    report = GAME.check_deck(str(two), ROOT)
    assert not report.legal and report.as_dict()["failures"][0]["rule"] == "wakfu.deck.one-leader"


def test_skeleton_is_a_valid_scenario(tmp_path):
    from rulings.core.scenario import load

    text = GAME.skeleton("squelette", {"A": ["Prairie", "Champ"]}, {"A": ["Bouftou"], "B": ["Soin express"]},
                         "Un essai", ROOT)
    path = tmp_path / "squelette.yaml"
    path.write_text(text, encoding="utf-8")
    scenario = load(path, ROOT)
    assert scenario.cases[0].prepared.actions[0]["summon"] == "Bouftou"


def test_expectation_labels_are_french():
    from rulings.games.wakfu import probe

    assert probe.label(("player", "A", "pv")) == "PV de A"
    assert probe.label(("piece", "Prairie", "tapped")) == "Prairie engagée"
    assert probe.label(("leader", "Leader de Pierre", "tapped")) == "Leader de Pierre engagé"
    assert probe.label(("combat", "totals")) == "Totaux du combat"
    assert GAME.moment_fr("after action 3") == "après l'action 3"
    assert GAME.moment_fr("end of turn 2") == "à la fin du tour 2"
