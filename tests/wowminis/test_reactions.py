"""World of Warcraft Miniatures: whom a reaction or a triggered ability answers, from the chapter's words.

* 701.1 / 701.3: « seulement quand un ennemi joue une capacité » — a player's react never answers that player's
  own ability; « seulement quand une attaque cible ce personnage » is for the targeted character only, « … l'un
  de vos personnages » for any character of the targeted player;
* 704.2: a triggered ability waits for its event: « quand un ennemi prend une action » (Rancune) and « quand un
  ennemi joue une capacité » do not trigger on their controller's own abilities;
* 704.3: a continuous effect « to: all » affects every character, enemies included;
* a destroyed character leaves the game: it is adjacent to nobody any more.
Each test asserts values and the rules the trace cites."""

from __future__ import annotations

from textwrap import dedent

import pytest

from rulings.core.chance import Chance
from rulings.core.game import ScenarioContext
from rulings.core.yamlio import load_text
from rulings.games.wowminis import database
from rulings.games.wowminis.game import GAME
from tests.wowminis.test_engine import DB, cited, run


def test_a_react_to_an_enemy_never_answers_its_own_player():
    """701.3 « seulement quand un ennemi joue une capacité »: A's Contresort cannot answer A's Concentration."""
    state = run("""
        setup:
          A: {characters: [{name: Arcaniste, bar: [Concentration, Contresort]}]}
          B: {characters: [{name: Druide, bar: [Contresort]}]}
        actions:
          - {by: A, play: Contresort, attempt: true}
          - {by: A, play: Concentration}
          - {by: A, play: Contresort, attempt: true}
          - {by: B, play: Contresort}
    """)
    assert state.refused == [1, 3] and state.refused_by == ["wowminis.701.1", "wowminis.701.1"]
    refusal = [e.text for e in state.trace.entries if e.text.startswith("Action 3 refusée")]
    assert refusal == ["Action 3 refusée : la fenêtre 1 (ouverte par Concentration de A) ne correspond pas à "
                       "l'évènement de réaction de Contresort : « seulement quand un ennemi joue une capacité »."]
    assert state.negated == ["Concentration"] and state.resolved == ["Contresort"]


def test_attack_targets_self_is_for_the_target_and_attack_targets_ally_for_its_player():
    """701.1: Parade only when an attack targets this character; Vigilance when it targets one of yours."""
    state = run("""
        setup:
          A: {characters: [Guerrier]}
          B: {characters: [{name: Voleur, health: 3}, {name: Druide, health: 3, bar: [Parade, Vigilance]}]}
          adjacent: [[Guerrier, Voleur]]
        actions:
          - {by: A, play: Frappe, targets: [Voleur]}
          - {by: B, play: Parade, source: Druide, attempt: true}
          - {by: B, play: Vigilance, source: Druide}
    """)
    assert state.refused == [2] and state.refused_by == ["wowminis.701.1"]
    assert state.resolved == ["Vigilance", "Frappe"]
    assert state.chars["Druide"].health == 4 and state.chars["Voleur"].health == 1


def test_vigilance_does_not_answer_an_attack_on_the_enemy():
    """701.1: « l'un de vos personnages » — an attack on A's own character is not an event for A's Vigilance."""
    state = run("""
        setup:
          A: {characters: [Guerrier, {name: Druide, bar: [Vigilance]}]}
          B: {characters: [Voleur]}
          adjacent: [[Guerrier, Voleur]]
        actions:
          - {by: A, play: Frappe, source: Guerrier, targets: [Voleur]}
          - {by: A, play: Vigilance, attempt: true}
    """)
    assert state.refused_by == ["wowminis.701.1"]


def test_an_enemy_action_triggers_rancune_its_own_does_not():
    """704.2: Rancune waits for « quand un ennemi prend une action » (an action of the other player)."""
    state = run("""
        setup:
          A: {characters: [{name: Guerrier, bar: [Concentration], attached: [Rancune]}]}
          B: {characters: [{name: Voleur, bar: [Concentration]}]}
        actions:
          - {by: A, play: Concentration}
          - {by: B, play: Concentration}
    """)
    assert state.chars["Voleur"].health == 4 and state.chars["Guerrier"].health == 6
    assert cited(state).count("wowminis.704.2") >= 1


def _with(define: str):
    raw = load_text(dedent(define), "d.yaml")
    return database.with_define(DB, raw, "d.yaml")


def _run(db, text: str):
    case = load_text(dedent(text), "x.yaml")
    case.setdefault("expect", {})
    prepared = GAME.prepare(ScenarioContext(db, "x.yaml"), case)
    state = prepared.new_state(Chance(), lambda key, s: None)
    prepared.run(state)
    return state


def test_an_enemy_playing_an_ability_triggers_its_own_play_does_not():
    """704.2: an ability triggered « quand un ennemi joue une capacité » (TRIGGERS: enemy_plays)."""
    db = _with("""\
        abilities:
          - {name: Vengeance, trigger: enemy_plays, effect: [{damage: 1, to: trigger}], text: t,
             source: {kind: reconstructed}}
    """)
    state = _run(db, """\
        setup:
          A: {characters: [{name: Guerrier, bar: [Concentration], attached: [Vengeance]}]}
          B: {characters: [{name: Voleur, bar: [Concentration]}]}
        actions:
          - {by: A, play: Concentration}
          - {by: B, play: Concentration}
    """)
    assert state.chars["Voleur"].health == 4 and state.chars["Guerrier"].health == 6


def test_an_aura_to_all_affects_enemies_too():
    """704.3: « to: all » — the effect applies to every character, whoever controls it."""
    db = _with("""\
        abilities:
          - {name: Brume, aura: {armor: 1, to: all}, text: t, source: {kind: reconstructed}}
          - {name: Bouclier, aura: {armor: 1}, text: t, source: {kind: reconstructed}}
    """)
    state = _run(db, """\
        setup:
          A: {characters: [{name: Guerrier, bar: [Brume]}, Arcaniste]}
          B: {characters: [Voleur]}
    """)
    assert [state.chars[n].armor for n in ("Guerrier", "Arcaniste", "Voleur")] == [1, 1, 1]
    state = _run(db, """\
        setup:
          A: {characters: [{name: Guerrier, bar: [Bouclier]}, Arcaniste]}
          B: {characters: [Voleur]}
    """)
    assert [state.chars[n].armor for n in ("Guerrier", "Arcaniste", "Voleur")] == [1, 1, 0]


def test_a_destroyed_character_is_adjacent_to_nobody():
    """705.1: Frappe resolves, the Voleur is destroyed and leaves the game: no one is adjacent to it."""
    state = run("""
        setup:
          A: {characters: [Guerrier, Arcaniste]}
          B: {characters: [{name: Voleur, health: 2}, Druide]}
          adjacent: [[Guerrier, Voleur, Druide], [Arcaniste, Voleur]]
        actions:
          - {by: A, play: Frappe, source: Guerrier, targets: [Voleur]}
    """)
    assert state.destroyed == ["Voleur"]
    assert state.adjacency["Guerrier"] == {"Druide"} and state.adjacency["Arcaniste"] == set()
    assert state.adjacency["Druide"] == {"Guerrier"} and not state.adjacency.get("Voleur")
    assert not state.adjacent("Voleur", "Guerrier") and state.adjacent("Guerrier", "Druide")


def test_a_character_not_in_play_is_not_a_legal_target():
    """703.1b: the targets must be legal; a destroyed character (Voleur, after Frappe) and a character not yet
    summoned (Fury) are not in play: the play is refused."""
    state = run("""
        setup:
          A: {characters: [Guerrier, Arcaniste]}
          B: {characters: [{name: Voleur, health: 2}, {name: Druide, bar: [Call Fury]}]}
          adjacent: [[Guerrier, Voleur]]
        actions:
          - {by: A, play: Frappe, source: Guerrier, targets: [Voleur]}
          - {by: A, play: Trait, source: Arcaniste, targets: [Voleur], attempt: true}
          - {by: A, play: Trait, source: Arcaniste, targets: [Fury], attempt: true}
    """)
    assert state.refused == [2, 3] and state.refused_by == ["wowminis.703.1b", "wowminis.703.1b"]
    assert [e.text for e in state.trace.entries if e.text.startswith("Action ")] == [
        "Action 2 refusée : Voleur n'est pas une cible légale de Trait (Voleur n'est pas en jeu).",
        "Action 3 refusée : Fury n'est pas une cible légale de Trait (Fury n'est pas en jeu)."]


def test_a_move_next_to_a_character_not_yet_summoned(tmp_path):
    from tests.wowminis.test_errors import check

    code, path, err = check(tmp_path, """\
        setup:
          A: {characters: [Guerrier, Arcaniste]}
          B: {characters: [{name: Druide, bar: [Call Fury]}]}
        actions:
          - {by: A, move: Arcaniste, to: [Fury]}
        expect:
          end:
            Guerrier.health: 6
    """)
    assert code == 2 and "Arcaniste ne peut pas se déplacer à côté de Fury : Fury n'est pas en jeu" in err, err


@pytest.mark.parametrize("side, legal", [("any", "n'importe quel personnage en jeu) : Guerrier, Voleur"),
                                         ("ally", "un personnage allié en jeu) : Guerrier"),
                                         ("enemy", "un personnage ennemi en jeu) : Voleur")])
def test_the_legal_targets_are_said(side, legal):
    """703.1b: the player chooses legal targets; the trace lists them, with what makes a target legal."""
    db = _with(f"""\
        abilities:
          - {{name: Zap, cost: 1, targets: 1, side: {side}, effect: [{{heal: 1}}], text: t,
             source: {{kind: reconstructed}}}}
    """)
    target = "Voleur" if side == "enemy" else "Guerrier"
    state = _run(db, f"""\
        setup:
          A: {{characters: [{{name: Guerrier, bar: [Zap]}}]}}
          B: {{characters: [Voleur]}}
        actions:
          - {{by: A, play: Zap, targets: [{target}]}}
    """)
    assert [e.text for e in state.trace.entries if e.rule == "wowminis.deduit.targets"] == [
        f"Cibles légales de Zap ({legal}."]


def test_who_a_played_ability_affects_is_read_at_resolution():
    """705.1c: a played ability reads at its resolution who is adjacent (« chaque ennemi adjacent », « chaque allié
    adjacent ») or an enemy: the Voleur, adjacent when Tourbillon is played, steps away before it resolves."""
    db = _with("""\
        abilities:
          - {name: Tourbillon, cost: 1, effect: [{damage: 1, to: adjacent_enemies}, {heal: 1, to: adjacent_allies}],
             text: t, source: {kind: reconstructed}}
          - {name: Nova, cost: 1, effect: [{damage: 1, to: enemies}], text: t, source: {kind: reconstructed}}
          - {name: Esquive, notes: react, event: enemy_plays, effect: [{step_away: true, to: bearer}], text: t,
             source: {kind: reconstructed}}
    """)
    state = _run(db, """\
        setup:
          A: {characters: [{name: Guerrier, bar: [Tourbillon, Nova]}, {name: Arcaniste, health: 2},
                           {name: Prêtre, health: 2}]}
          B: {characters: [{name: Voleur, bar: [Esquive]}, Druide, Chaman]}
          adjacent: [[Guerrier, Voleur, Druide, Arcaniste]]
        actions:
          - {by: A, play: Tourbillon}
          - {by: B, play: Esquive}
    """)
    health = {n: c.health for n, c in state.chars.items()}
    assert health == {"Guerrier": 6, "Arcaniste": 3, "Prêtre": 2, "Voleur": 5, "Druide": 4, "Chaman": 5}
    assert "wowminis.705.1c" in cited(state)
    state = _run(db, """\
        setup:
          A: {characters: [{name: Guerrier, bar: [Nova]}, Arcaniste]}
          B: {characters: [Voleur, {name: Druide, health: 1}]}
        actions:
          - {by: A, play: Nova}
    """)
    assert {n: c.health for n, c in state.chars.items()} == {"Guerrier": 6, "Arcaniste": 4, "Voleur": 4,
                                                              "Druide": 0}
    assert state.destroyed == ["Druide"]


def test_a_face_down_react_is_revealed_when_played_and_stays_revealed():
    """703.1a « Le joueur annonce la capacité et révèle sa source si elle ne l'est pas déjà »: Parade, face down,
    is revealed the first time; the second time it is played from the revealed Action Bar card; a react on an
    Action Bar card, face down or not, is where a react is expected (no 700.2-react-elsewhere)."""
    state = run("""
        setup:
          A: {characters: [{name: Guerrier, bar: [Trait]}]}
          B: {characters: [{name: Voleur, health: 3, hidden: [Parade]}]}
          adjacent: [[Guerrier, Voleur]]
        actions:
          - {by: A, play: Frappe, targets: [Voleur]}
          - {by: B, play: Parade}
          - {by: A, play: Trait, targets: [Voleur]}
          - {by: B, play: Parade}
    """)
    assert state.refused == [] and state.resolved == ["Parade", "Frappe", "Parade", "Trait"]
    assert state.chars["Voleur"].health == 2
    assert [c.zone for c in state.chars["Voleur"].carried if c.ability.name == "Parade"] == ["bar"]
    assert [e.text for e in state.trace.entries if e.rule == "wowminis.700.1" and e.text.startswith("Parade")] == [
        "Parade est une capacité de Voleur (carte Barre d'Action face cachée).",
        "Parade est une capacité de Voleur (carte Barre d'Action)."]
    assert "wowminis.700.2-react-elsewhere" not in cited(state)


def test_harvest_flesh_waits_for_an_enemy_moving():
    """704.2 / exemples.yaml: Harvest Flesh triggers « quand un personnage ennemi adjacent se déplace » — an
    adjacent ally moving does not trigger it; an adjacent enemy does."""
    state = run("""
        setup:
          A: {characters: [Guerrier]}
          B: {characters: [Harvest Golem, Voleur]}
          adjacent: [[Harvest Golem, Voleur, Guerrier]]
        actions:
          - {by: B, move: Voleur, to: []}
          - {by: A, move: Guerrier, to: []}
    """)
    assert state.chars["Voleur"].health == 5 and state.chars["Guerrier"].health == 5
    assert state.resolved == ["Harvest Flesh"]
