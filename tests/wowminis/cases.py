"""World of Warcraft Miniatures cases written in YAML and played in-process to their end, on the game's database
and the abilities and figurine reconstructed for the tests (no WoW Minis card text exists)."""

from __future__ import annotations

from textwrap import dedent

import pytest

from rulings.core.chance import Chance
from rulings.core.errors import UserError
from rulings.core.game import ScenarioContext
from rulings.core.yamlio import load_text
from rulings.games.wowminis import database
from rulings.games.wowminis.game import GAME
from tests.helpers import ROOT

BASE = GAME.database(ROOT)

# Abilities and a figurine reconstructed for these tests only (no WoW Minis card text exists).
DEFINE = """\
abilities:
  - {name: Double pacte, cost: 1, effect: [{discard: 2}, {discard: 1}, {draw: 1, if_you_do: true}], text: t,
     source: {kind: reconstructed}}
  - {name: Contre-pacte, notes: react, event: enemy_plays, effect: [{negate: true}, {draw: 1, if_you_do: true}],
     text: t, source: {kind: reconstructed}}
  - {name: Tribut et soin, trigger: end_of_tick, ticks: [5], effect: [{score: 1},
                                                            {heal: 1, to: bearer, if_you_do: true}],
     text: t, source: {kind: reconstructed}}
  - {name: Coup et pioche, cost: 2, attack: true, targets: 1, effect: [{damage: 1}, {draw: 1, if_you_do: true}],
     text: t, source: {kind: reconstructed}}
  - {name: Exécution, cost: 2, effect: [{damage: 2, to: enemies, if_health_at_most: 3}], text: t,
     source: {kind: reconstructed}}
  - {name: Soin et pioche, cost: 1, heal: true, targets: 1, side: ally, effect: [{heal: 2}, {draw: 1, if_you_do: true}],
     text: t, source: {kind: reconstructed}}
  - {name: Prière, cost: 1, effect: [{heal: 1, to: adjacent_allies}], text: t, source: {kind: reconstructed}}
  - {name: Repli, cost: 1, effect: [{step_away: true, to: bearer}, {draw: 1, if_you_do: true}], text: t,
     source: {kind: reconstructed}}
  - {name: Épines, trigger: damaged, effect: [{damage: 1, to: adjacent_enemies}], text: t,
     source: {kind: reconstructed}}
  - {name: Frappe et fuite, cost: 2, attack: true, targets: 1, range: adjacent,
     effect: [{damage: 1}, {step_away: true, to: bearer}], text: t, source: {kind: reconstructed}}
  - {name: Appel du totem, cost: 1, effect: [{summon: Totem}], text: t, source: {kind: reconstructed}}
  - {name: Vigie, trigger: enemy_plays, effect: [{heal: 1, to: bearer}], text: t, source: {kind: reconstructed}}
  - {name: Entrave générale, aura: {discard_replaced: true, to: all}, text: t, source: {kind: reconstructed}}
  - {name: Fin sans cible, trigger: end_of_tick, ticks: [5], effect: [{damage: 1, to: trigger}], text: t,
     source: {kind: reconstructed}}
  - {name: Riposte tardive, cost: 1, effect: [{damage: 1, to: opener_source}], text: t,
     source: {kind: reconstructed}}
  - {name: Tribut, trigger: end_of_tick, ticks: [5], effect: [{score: 1}], text: t, source: {kind: reconstructed}}
  - {name: Coup traître, cost: 2, attack: true, targets: 1, side: any, effect: [{damage: 1}], text: t,
     source: {kind: reconstructed}}
  - {name: Soin proche, cost: 1, heal: true, targets: 1, side: ally, range: adjacent, effect: [{heal: 2}], text: t,
     source: {kind: reconstructed}}
  - {name: Repousser, notes: react, event: enemy_plays, effect: [{step_away: true, to: opener_source}], text: t,
     source: {kind: reconstructed}}
  - {name: Soin personnel, cost: 1, effect: [{heal: 2}], text: t, source: {kind: reconstructed}}
  - {name: Rituel, cost: 1, pay: [{damage: 1, to: bearer}, {discard: 1}], effect: [{draw: 1}], text: t,
     source: {kind: reconstructed}}
  - {name: Coup double, cost: 2, attack: true, targets: 1, effect: [{damage: 1}, {damage: 1}], text: t,
     source: {kind: reconstructed}}
  - {name: Triple geste, trigger: end_of_tick, ticks: [5], effect: [{damage: 1, heal: 1, step_away: true, to: bearer}],
     text: t, source: {kind: reconstructed}}
  - {name: Taxe, trigger: enemy_plays, effect: [{discard: 1}], text: t, source: {kind: reconstructed}}
  - {name: Dévouement, notes: react, event: attack_targets_ally, effect: [{damage: 5, to: adjacent_allies}], text: t,
     source: {kind: reconstructed}}
characters:
  - {name: Totem, health: 2, main: Frappe, abilities: [Récupération], text: t, source: {kind: reconstructed}}
  - {name: Vigile, health: 4, main: Frappe, abilities: [Parade], text: t, source: {kind: reconstructed}}
"""
DB = database.with_define(BASE, load_text(DEFINE, "d.yaml"), "d.yaml")


def run(case: str, fixed: dict | None = None, readings: dict | None = None):
    """Prepare a case written in YAML and run it to its end, in-process: the final state (``readings``: the
    alternatives of open readings in effect, the defaults otherwise)."""
    raw = load_text(dedent(case), "case.yaml")
    raw.setdefault("expect", {})
    prepared = GAME.prepare(ScenarioContext(DB, "case.yaml"), raw)
    state = prepared.new_state(Chance(fixed or prepared.fixed, readings=readings,
                                      fixed_readings=frozenset(readings or ())), lambda key, s: None)
    prepared.run(state)
    return state


def error(case: str) -> UserError:
    with pytest.raises(UserError) as caught:
        run(case)
    return caught.value


def texts(state, rule: str) -> list:
    return [e.text for e in state.trace.entries if e.rule == "wowminis." + rule]


def cited(state) -> list:
    return [e.rule for e in state.trace.entries]
