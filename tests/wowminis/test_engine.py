"""Unit tests of the World of Warcraft Miniatures engine (chapter 7): the kind of an ability, reaction windows
(order, one react, single round, nested windows, the most recent one, the enclosing one resuming), the total
cost with additions, reductions and floors, rewinding, negation, immediate triggers, the snapshot, waves (order,
no destruction inside, destruction and victory after, the next wave), the same-name rules, partial resolution,
« Si vous faites »; then the format's checks, the database's, the deck command and the skeleton.  Each test
asserts values and the rule ids the trace cites."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from rulings.core.chance import Chance
from rulings.core.errors import UserError
from rulings.core.game import ScenarioContext
from rulings.core.yamlio import load_text
from rulings.games.wowminis import database, playing
from rulings.games.wowminis.game import GAME

ROOT = Path(__file__).resolve().parents[2]
DB = GAME.database(ROOT)


def run(case_yaml: str, fixed: dict | None = None):
    """Prepare a case written in YAML (the scenario format) and run it to its end: the final state."""
    case = load_text(textwrap.dedent(case_yaml), "case.yaml")
    case.setdefault("expect", {})
    prepared = GAME.prepare(ScenarioContext(DB, "case.yaml"), case)
    reached = []
    state = prepared.new_state(Chance(fixed or prepared.fixed), lambda key, _s: reached.append(key))
    prepared.run(state)
    state.reached = reached
    return state


def cited(state) -> list:
    return [e.rule for e in state.trace.entries]


# --- 700 / 702: the kind is computed -------------------------------------------------------------------

def test_kind_is_computed_from_the_notes_line_and_the_tick_cost():
    assert DB.abilities["Parade"].kind == "react"
    assert DB.abilities["Cri de ralliement"].kind == "react" and DB.abilities["Cri de ralliement"].cost == 1
    assert DB.abilities["Réflexe"].kind == "payment" and DB.abilities["Réflexe"].cost == 0
    assert DB.abilities["Réflexe"].is_action is False and DB.abilities["Concentration"].is_action is True
    assert DB.abilities["Devotion Aura"].kind == "ongoing" and not DB.abilities["Devotion Aura"].triggered
    assert DB.abilities["Rejuvenation"].triggered


def test_an_ongoing_ability_is_never_played():
    state = run("""
        setup:
          A: {characters: [Vindicator Hodoon, Ruby Gemsparkle]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Devotion Aura, attempt: true}
    """)
    assert state.refused == [1] and state.refused_by == ["wowminis.700.2a"]
    assert "wowminis.700.2-ongoing" in cited(state) and "wowminis.704.1" in cited(state)


# --- 701: reaction windows ---------------------------------------------------------------------------

THREE = """
    setup:
      active: {active}
      A: {{characters: [{{name: Arcaniste, bar: [Salve, Contresort, Parade]}}]}}
      B: {{characters: [{{name: Guerrier, health: 4, bar: [Parade, Vigilance, Riposte]}}]}}
      C: {{characters: [{{name: Chasseur, health: 4, bar: [Parade, Salve]}}]}}
    actions:
"""


def test_the_window_goes_round_from_the_active_player_clockwise():
    state = run(THREE.format(active="B") + "      - {by: A, play: Salve, source: Arcaniste, targets: [Guerrier, "
                                           "Chasseur]}\n      - {by: B, pass: true}\n")
    window = state.stack[-1] if state.stack else None
    assert window is None      # the case ended: every window closed
    assert "wowminis.701.2-order" in cited(state)
    texts = [e.text for e in state.trace.entries if e.rule == "wowminis.701.2-order"]
    assert texts[0].startswith("Ordre des opportunités dans la fenêtre 1 : B, C, A")
    assert state.resolved == ["Salve"] and state.chars["Guerrier"].health == 3


def test_one_react_per_player_per_window_and_a_single_round():
    state = run(THREE.format(active="A") + textwrap.indent(textwrap.dedent("""\
        - {by: C, play: Salve, source: Chasseur, targets: [Arcaniste, Guerrier]}
        - {by: B, play: Parade}
        - {by: A, pass: true}
        - {by: B, pass: true}
        - {by: C, pass: true}
        - {by: B, play: Vigilance, attempt: true}
        - {by: A, play: Parade, attempt: true}
    """), "      "))
    assert state.refused == [6, 7]
    assert state.refused_by == ["wowminis.701.2-one", "wowminis.701.2-round"]
    assert "wowminis.701.3-resume" in cited(state)          # the first window stayed open for C
    assert state.resolved == ["Parade", "Salve"]


def test_reacts_only_in_the_most_recent_window():
    state = run(THREE.format(active="A") + textwrap.indent(textwrap.dedent("""\
        - {by: A, play: Salve, source: Arcaniste, targets: [Guerrier, Chasseur]}
        - {by: B, play: Parade}
        - {by: A, pass: true}
        - {by: B, pass: true}
        - {by: C, play: Parade, attempt: true}
        - {by: C, pass: true}
        - {by: C, play: Parade}
    """), "      "))
    assert state.refused == [5] and state.refused_by == ["wowminis.701.3-last"]
    assert "wowminis.701.3" in cited(state)
    assert state.played == ["Salve", "Parade", "Parade"]
    assert state.windows == 3 and ("window", 2) in state.reached and ("window", 1) in state.reached


def test_a_react_needs_an_open_matching_window():
    state = run("""
        setup:
          A: {characters: [{name: Prêtre, health: 2, bar: [Soins]}]}
          B: {characters: [{name: Voleur, bar: [Parade, Contresort]}]}
        actions:
          - {by: B, play: Contresort, attempt: true}
          - {by: A, play: Soins, targets: [Prêtre]}
          - {by: B, play: Parade, attempt: true}
    """)
    assert state.refused_by == ["wowminis.701.1", "wowminis.701.1"]
    assert state.chars["Prêtre"].health == 4


def test_a_nested_window_is_another_window():
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Contresort]}, Guerrier]}
          B: {characters: [{name: Voleur, health: 4, bar: [Parade, Riposte]}]}
          adjacent: [[Guerrier, Voleur]]
        actions:
          - {by: A, play: Frappe, source: Guerrier, targets: [Voleur]}
          - {by: B, play: Parade}
          - {by: A, play: Contresort}
          - {by: B, play: Riposte}
    """)
    assert state.refused == []
    assert "wowminis.701.2-nested" in cited(state)
    assert state.negated == ["Parade"] and state.resolved == ["Riposte", "Contresort", "Frappe"]
    assert state.chars["Arcaniste"].health == 2 and state.chars["Voleur"].health == 2


# --- 703: playing, cost, rewinding ----------------------------------------------------------------------

@pytest.mark.parametrize("printed, extra, reductions, total", [
    (3, [1, 1], [(2, None)], 3),
    (2, [], [(2, 1)], 1),
    (1, [], [(3, None)], 0),
    (4, [2], [(1, None), (1, None)], 4),
    (0, [1], [], 1),
    (3, [], [(5, None)], 0),
    (3, [], [(3, 1)], 1),
    (5, [], [(3, 1)], 2),
    (2, [], [(2, 1), (1, None)], 0),
    (2, [], [(1, None), (2, 1)], 1),
])
def test_total_cost(printed, extra, reductions, total):
    assert playing.total_cost(printed, extra, reductions) == total


def test_the_floor_binds_only_its_reduction_and_the_other_order_is_reported():
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Concentration]}]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Concentration, reduce: [{amount: 2, floor: 1}, 1]}
    """)
    assert state.costs == [0] and state.cost_options == [0, 1] and state.chars["Arcaniste"].ticks == 0
    assert {"wowminis.703.1c", "wowminis.703.1c-floor", "wowminis.703.1c-order"} <= set(cited(state))


def test_a_negative_cost_is_zero():
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Méditation]}]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Méditation, reduce: [5]}
    """)
    assert state.costs == [0] and "wowminis.703.1c-zero" in cited(state)


def test_an_attempt_that_cannot_finish_is_rewound():
    state = run("""
        setup:
          A: {characters: [{name: Guerrier, health: 3, hidden: [Sacrifice]}]}
          B: {characters: [Voleur]}
        actions:
          - {by: A, play: Sacrifice, additional: [1], attempt: true}
    """)
    guerrier = state.chars["Guerrier"]
    assert state.refused_by == ["wowminis.703.1d"]
    assert guerrier.ticks == 0 and [c.ability.name for c in guerrier.carried if c.zone == "hidden"] == ["Sacrifice"]
    assert state.played == [] and state.stack == []
    rules = cited(state)
    assert rules.index("wowminis.703.1c-pay") < rules.index("wowminis.703.1d")   # paid, then rewound


def test_targets_all_legal_or_not_played_and_a_variable_number_first():
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Salve, Chaîne d'éclairs]}]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Salve, targets: [Guerrier, Arcaniste], attempt: true}
          - {by: A, play: Chaîne d'éclairs, count: 1, targets: [Guerrier]}
    """)
    assert state.refused_by == ["wowminis.703.1b-all"]
    assert "wowminis.703.1b-count" in cited(state) and state.chars["Guerrier"].health == 5
    with pytest.raises(UserError, match="count"):
        run("""
            setup:
              A: {characters: [{name: Arcaniste, bar: [Chaîne d'éclairs]}]}
              B: {characters: [Guerrier]}
            actions:
              - {by: A, play: Chaîne d'éclairs, targets: [Guerrier]}
        """)


def test_negated_the_cost_stays_paid_and_nothing_triggers():
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Salve]}]}
          B: {characters: [{name: Guerrier, health: 4, bar: [Récupération]}, {name: Druide, bar: [Contresort]}]}
        actions:
          - {by: A, play: Salve, targets: [Guerrier, Druide]}
          - {by: B, play: Contresort}
    """)
    assert state.negated == ["Salve"] and state.resolved == ["Contresort"]
    assert state.chars["Arcaniste"].ticks == 3 and state.chars["Guerrier"].health == 4
    assert cited(state).count("wowminis.703.1g-negate") == 2


def test_immediate_triggers_resolve_before_the_ability():
    state = run("""
        setup:
          A: {characters: [Guerrier]}
          B: {characters: [{name: Voleur, health: 2, bar: [Instinct de survie]}]}
          adjacent: [[Guerrier, Voleur]]
        actions:
          - {by: A, play: Frappe, targets: [Voleur]}
    """)
    assert state.resolved == ["Instinct de survie", "Frappe"] and state.chars["Voleur"].health == 2
    rules = cited(state)
    assert rules.index("wowminis.703.1h") < rules.index("wowminis.705.1")


# --- 704: triggers, snapshot, waves --------------------------------------------------------------------

FAMILIAR = """
    setup:
      victory: 3
      A: {{vp: 2, characters: [Guerrier]}}
      B: {{characters: [{{name: Familier, health: 1, attached: [Rejuvenation, Corruption]}}]}}
    actions:
      - {{end_of_tick: 5, order: {{Familier: [{first}, {second}]}}}}
"""


def test_the_familiar_survives_when_corruption_comes_first():
    state = run(FAMILIAR.format(first="Corruption", second="Rejuvenation"))
    assert state.wave_order == ["Corruption → Familier", "Rejuvenation → Familier"]
    assert state.chars["Familier"].health == 1 and state.chars["Familier"].in_play and state.winner is None
    assert "wowminis.704.2c-wave" in cited(state)       # at -1 during the wave, not destroyed


def test_the_familiar_dies_after_the_wave_then_the_victory():
    state = run(FAMILIAR.format(first="Rejuvenation", second="Corruption"))
    assert state.chars["Familier"].destroyed and state.players["A"].vp == 3 and state.winner == "A"
    rules = cited(state)
    assert rules.index("wowminis.deduit.destroy") < rules.index("wowminis.deduit.vp")
    assert "wowminis.704.2c-after" in rules
    assert state.reached.index(("wave", 1)) < state.reached.index(("tick", 5)) < state.reached.index(("action", 1))


def test_the_snapshot_is_taken_right_after_the_event():
    state = run("""
        setup:
          A: {characters: [Bourreau]}
          B: {characters: [{name: Chaman, health: 4, max_health: 6, attached: [Rejuvenation]}]}
          adjacent: [[Bourreau, Chaman]]
        actions:
          - {end_of_tick: 5, order: {Chaman: [Rejuvenation, Achever les faibles]}}
    """)
    assert state.chars["Chaman"].health == 5
    assert {"wowminis.704.2b", "wowminis.705.1c-snapshot"} <= set(cited(state))


def test_the_next_wave_resolves_what_the_previous_triggered():
    state = run("""
        setup:
          A: {characters: [Guerrier, {name: Arcaniste, health: 1}]}
          B: {characters: [{name: Voleur, health: 2, attached: [{name: Corruption, from: Guerrier}], bar: [Dernier souffle]}]}
        actions:
          - {end_of_tick: 5}
    """)  # noqa: E501 (the text of a file, as written)
    assert state.waves == 2 and state.players["A"].vp == 2 and state.players["B"].vp == 2
    assert state.destroyed == ["Voleur", "Arcaniste"] and "wowminis.704.2c-next" in cited(state)


def test_never_two_triggered_abilities_of_the_same_name_on_one_character():
    state = run("""
        setup:
          A: {characters: [Ruby Gemsparkle]}
          B: {characters: [Harvest Golem, {name: Harvest Golem 2, card: Harvest Golem}]}
          adjacent: [[Ruby Gemsparkle, Harvest Golem], [Ruby Gemsparkle, Harvest Golem 2]]
        actions:
          - {by: A, move: Ruby Gemsparkle, to: []}
    """)
    assert state.chars["Ruby Gemsparkle"].health == 4
    assert state.wave_skipped == ["Harvest Flesh (Harvest Golem 2) → Ruby Gemsparkle"]
    assert "wowminis.704.2c-same" in cited(state) and "wowminis.704.2c-which" not in cited(state)


def test_never_two_ongoing_abilities_of_the_same_name_on_one_character():
    state = run("""
        setup:
          A: {characters: [Ruby Gemsparkle, Vindicator Hodoon, {name: Vindicator Hodoon 2, card: Vindicator Hodoon},
                           {name: Druide, bar: [Aura de protection]}]}
          B: {characters: [Guerrier]}
          adjacent: [[Ruby Gemsparkle, Vindicator Hodoon], [Ruby Gemsparkle, Vindicator Hodoon 2]]
    """)
    assert state.chars["Ruby Gemsparkle"].armor == 1 and "wowminis.704.3b" in cited(state)


def test_a_critical_ability_triggers_once_per_roll():
    case = """
        setup:
          A: {characters: [Lotherin]}
          B: {characters: [Guerrier, Voleur]}
          adjacent: [[Lotherin, Guerrier], [Lotherin, Voleur]]
        actions:
          - {by: A, play: Lame sacrée, targets: [Guerrier], roll: [critical, critical, normal]}
    """
    state = run(case)
    assert state.chars["Voleur"].health == 4 and state.chars["Guerrier"].health == 3
    assert {"wowminis.704.2a", "wowminis.704.2a-once"} <= set(cited(state))


# --- 705: resolution -----------------------------------------------------------------------------------

def test_only_the_targets_still_legal_are_affected():
    state = run("""
        setup:
          A: {characters: [{name: Guerrier, bar: [Attaque tournoyante]}]}
          B: {characters: [{name: Voleur, bar: [Se dérober]}, Chaman]}
          adjacent: [[Guerrier, Voleur], [Guerrier, Chaman]]
        actions:
          - {by: A, play: Attaque tournoyante, count: 2, targets: [Voleur, Chaman]}
          - {by: B, play: Se dérober, source: Voleur}
    """)
    assert state.chars["Voleur"].health == 5 and state.chars["Chaman"].health == 4
    assert "wowminis.705.1b" in cited(state)


def test_information_is_read_at_resolution():
    state = run("""
        setup:
          A: {characters: [{name: Guerrier, bar: [Fureur]}]}
          B: {characters: [{name: Voleur, health: 5, max_health: 8, bar: [Riposte]}]}
        actions:
          - {by: A, play: Fureur, targets: [Voleur]}
          - {by: B, play: Riposte}
    """)
    assert state.chars["Voleur"].health == 1 and "wowminis.705.1c" in cited(state)


@pytest.mark.parametrize("hand, replaced, drawn", [([], False, []), (["Potion"], False, ["Parchemin", "Élixir"]),
                                                   (["Potion"], True, [])])
def test_if_you_do(hand, replaced, drawn):
    state = run(f"""
        setup:
          A: {{characters: [{{name: Arcaniste, bar: [Pacte]}}], hand: {hand}, deck: [Parchemin, Élixir]}}
          B: {{characters: [{{name: Démoniste, bar: [{'Entrave' if replaced else 'Réflexe'}]}}]}}
        actions:
          - {{by: A, play: Pacte}}
    """)
    assert state.players["A"].hand == drawn
    assert "wowminis.705.1d" in cited(state)
    assert ("wowminis.705.1d-replaced" in cited(state)) is replaced


# --- the format, the database, the deck, the skeleton ----------------------------------------------------

def test_format_errors_say_what_is_wrong():
    with pytest.raises(UserError, match="moment inconnu"):
        GAME.prepare(ScenarioContext(DB, "x"), load_text("setup: {A: {characters: [Guerrier]}, B: {}}\n"
                                                 "expect: {after battle 1: {winner: A}}\n", "x"))
    with pytest.raises(UserError, match="ne désigne rien"):
        GAME.prepare(ScenarioContext(DB, "x"), load_text("setup: {A: {characters: [Guerrier]}, B: {}}\n"
                                                 "expect: {end: {Gerrier.health: 6}}\n", "x"))
    with pytest.raises(UserError, match="A, B, puis C"):
        GAME.prepare(ScenarioContext(DB, "x"), load_text("setup: {A: {}, B: {}, D: {}}\nexpect: {}\n", "x"))


def test_a_character_with_two_main_attacks_is_refused():
    raw = load_text(textwrap.dedent("""\
        characters:
          - {name: Hydre, health: 5, main: [Frappe, Trait], text: "Figurine reconstituée : x", source: {kind: reconstructed}}
    """), "db.yaml")  # noqa: E501 (the text of a file, as written)
    with pytest.raises(UserError, match="700.1"):
        database.build(raw, "db.yaml")


def test_the_deck_command_says_the_chapter_has_no_deck_rule(tmp_path):
    deck = tmp_path / "groupe.yaml"
    deck.write_text("cards: [Guerrier]\n", encoding="utf-8")
    with pytest.raises(UserError, match="aucune règle de construction"):
        GAME.check_deck(str(deck), ROOT)
    assert list(GAME.deck_rules) == []


def test_the_skeleton_is_a_scenario_that_loads_and_says_what_is_missing(tmp_path):
    from rulings.core.runner import run_case
    from rulings.core.scenario import load

    text = GAME.skeleton("essai", {"A": ["Guerrier"], "B": ["Voleur"]}, {"A": ["Frappe"]}, "Essai", ROOT)
    assert "game: wowminis" in text and "play: Frappe, source: Guerrier" in text
    path = tmp_path / "essai.yaml"
    path.write_text(text, encoding="utf-8")
    result = run_case(load(path, ROOT).cases[0])
    assert not result.passed and "cible" in str(result.error)
