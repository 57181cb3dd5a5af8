"""World of Warcraft Miniatures: the values a case may expect, read from the state at a moment, and how they
compare; and the situation a case builds (defaults of a character in play, zones, adjacency both ways).

The states come from the chapter's own rules: a window's opportunities go round from the active player (701.2),
an attack's targets are its defenders (« les défenseurs »), an ability carried face down is hidden until played
(703.1a), a summoned character is not in play before it is summoned (700.2b, « Call Fury »)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from rulings.core.chance import Chance
from rulings.core.game import ScenarioContext
from rulings.core.yamlio import load_text
from rulings.games.wowminis import probe
from rulings.games.wowminis.game import GAME

ROOT = Path(__file__).resolve().parents[2]
DB = GAME.database(ROOT)


def at(text: str, actions: int | None = None):
    """Prepare the case, run its first ``actions`` actions (all, and the end of the case, if None): (prepared,
    read) where read(path) is the value an expectation ``path`` reads."""
    case = load_text(textwrap.dedent(text), "x.yaml")
    case.setdefault("expect", {})
    p = GAME.prepare(ScenarioContext(DB, "x.yaml"), case)
    state = p.new_state(Chance(p.fixed), lambda key, s: None)
    if actions is None:
        p.run(state)
    else:
        for action in p.actions[:actions]:
            p.play(state, action)

    def read(path: str):
        return p.read(state, probe.parse(path, p.players, p.characters, DB))
    return p, read


THREE = """\
    setup:
      active: B
      A: {vp: 1, hand: [Potion, Élixir], deck: [Parchemin, Bombe], discard: [Vieux],
          characters: [{name: Arcaniste, ticks: 2, bar: [Salve, Contresort, Parade], hidden: [Sacrifice]}]}
      B: {characters: [{name: Guerrier, health: 4, max_health: 8, armor: 1, vp: 3, bar: [Parade, Vigilance, Riposte]}]}
      C: {characters: [{name: Chasseur, health: 4, bar: [Parade, Salve]}]}
      adjacent: [[Arcaniste, Guerrier]]
    actions:
      - {by: A, play: Salve, source: Arcaniste, targets: [Guerrier, Chasseur]}
      - {by: B, play: Parade}
"""


def test_an_open_window_is_read():
    """701.2: the window of Salve (played by A, B active) goes round B, C, A; B reacted (Parade): that opens a
    nested window (701.2-nested), the most recent one, whose opportunities start from B again."""
    _, read = at(THREE, 1)
    assert read("window.order") == ["B", "C", "A"] and read("window.next") == "B" and read("window.reacted") == []
    assert read("windows") == 1 and read("played") == ["Salve"] and read("cost") == 3 and read("costs") == [3]
    assert sorted(read("defenders")) == ["Chasseur", "Guerrier"]
    assert isinstance(read("defenders"), probe.Bag)
    assert read("Guerrier.defender") is True and read("Arcaniste.defender") is False
    _, read = at(THREE, 2)
    assert read("windows") == 2 and read("window.order") == ["B", "C", "A"] and read("window.next") == "B"


def test_after_the_case_every_window_is_closed():
    _, read = at(THREE)
    assert read("windows") == 0 and read("window.order") is None and read("window.next") is None
    assert read("window.reacted") is None
    assert read("resolved") == ["Parade", "Salve"] and read("negated") == [] and read("refused") == []
    assert read("winner") is None and read("over") is False and read("waves") == 0 and read("active") == "B"


def test_a_player_and_a_character_are_read():
    _, read = at(THREE, 0)
    assert read("A.vp") == 1 and read("A.deck") == ["Parchemin", "Bombe"] and read("A.discard") == ["Vieux"]
    assert isinstance(read("A.hand"), probe.Bag) and sorted(read("A.hand")) == ["Potion", "Élixir"]
    assert not isinstance(read("A.deck"), probe.Bag)
    assert read("Guerrier.health") == 4 and read("Guerrier.max_health") == 8 and read("Guerrier.armor") == 1
    assert read("Guerrier.controller") == "B" and read("Arcaniste.ticks") == 2 and read("Chasseur.ticks") == 0
    assert read("Chasseur.max_health") == 5 and read("Chasseur.armor") == 0
    assert read("Arcaniste.health") == 4 == read("Arcaniste.max_health") and read("Arcaniste.armor") == 0
    assert read("B.vp") == 0 and read("B.hand") == [] and read("B.deck") == [] and read("B.discard") == []
    assert read("C.vp") == 0
    assert read("Arcaniste.hidden") == ["Sacrifice"] and isinstance(read("Arcaniste.hidden"), probe.Bag)
    assert read("Arcaniste.adjacent") == ["Guerrier"] and read("Guerrier.adjacent") == ["Arcaniste"]
    assert read("Chasseur.adjacent") == [] and read("Arcaniste.main") == "Trait"
    assert read("Arcaniste.in_play") is True and read("Arcaniste.destroyed") is False
    assert read("Arcaniste.forbidden") is False
    assert read("cost") is None and read("costs") == [] and read("cost_options") == []


def test_the_victory_points_a_character_gives():
    """« vp » of a character in play: its own, or its figurine's (Guerrier: 2) — scored when it is destroyed."""
    p, _ = at(THREE, 0)
    state = p.new_state(Chance(), lambda key, s: None)
    assert state.chars["Guerrier"].vp == 3 and state.chars["Chasseur"].vp == DB.characters["Chasseur"].vp


def test_an_ability_is_read_from_the_database():
    _, read = at(THREE, 0)
    assert read("Parade.kind") == "react" and read("Réflexe.action") is False and read("Concentration.action") is True
    assert read("Rejuvenation.triggered") is True and read("Devotion Aura.triggered") is False


def test_a_summoned_character_before_it_is_summoned():
    """700.2b: Call Fury summons Fury; before, Fury is not in play and has no health."""
    _, read = at("""\
        setup:
          A: {characters: [Guerrier]}
          B: {characters: [{name: Voleur, bar: [Call Fury]}]}
    """, 0)
    assert read("Fury.in_play") is False and read("Fury.destroyed") is False and read("Fury.defender") is False
    assert read("Fury.forbidden") is False and read("Fury.health") is None and read("Fury.controller") is None


def test_a_wave_is_read():
    """704.2c: the familiar example; Rejuvenation then Corruption leave it at 0 after the wave: destroyed."""
    _, read = at("""\
        setup:
          victory: 3
          A: {vp: 2, characters: [Guerrier]}
          B: {characters: [{name: Familier, health: 1, attached: [Rejuvenation, Corruption]}]}
        actions:
          - {end_of_tick: 5, order: {Familier: [Rejuvenation, Corruption]}}
    """)
    assert read("wave.order") == ["Rejuvenation → Familier", "Corruption → Familier"]
    assert read("wave.skipped") == [] and read("wave.destroyed") == ["Familier"]
    assert isinstance(read("wave.destroyed"), probe.Bag) and not isinstance(read("wave.order"), probe.Bag)
    assert read("winner") == "A" and read("over") is True and read("waves") == 1
    assert read("destroyed") == ["Familier"] and read("Familier.in_play") is False
    assert read("Familier.destroyed") is True


def test_same():
    assert probe.same(["b", "a"], probe.Bag(["a", "b"])) and not probe.same(["a"], probe.Bag(["a", "b"]))
    assert not probe.same("a", probe.Bag(["a"])) and probe.same([1, "x"], probe.Bag(["1", "x"]))
    assert not probe.same(["a", "a"], probe.Bag(["a"]))
    assert probe.same(True, True) and not probe.same(1, True) and not probe.same(True, 1)
    assert not probe.same(0, False) and probe.same(False, False)
    assert probe.same(["a", "b"], ["a", "b"]) and not probe.same(["b", "a"], ["a", "b"])
    assert probe.same([1, 2], ["1", "2"]) and probe.same(3, 3) and not probe.same(3, "3")
    assert probe.same(None, None) and not probe.same(None, 0)
    assert not probe.same([1], 1) and not probe.same("ab", ["a", "b"]) and not probe.same(["a"], "a")


@pytest.mark.parametrize("parsed, label", [
    (("global", "cost"), "Coût total de la dernière capacité jouée"),
    (("window", "next"), "Prochain joueur à avoir son opportunité"),
    (("wave", "skipped"), "Capacités écartées de la vague (même nom)"),
    (("player", "B", "hand"), "Main de B"),
    (("character", "Guerrier", "health"), "Santé de Guerrier"),
    (("character", "Arcaniste", "health"), "Santé d'Arcaniste"),
    (("character", "Arcaniste", "adjacent"), "Personnages adjacents à Arcaniste"),
    (("character", "Élise", "in_play"), "Élise en jeu"),
    (("ability", "Parade", "kind"), "Type de Parade"),
    (("ability", "Éclat", "action"), "Éclat est une action"),
])
def test_labels(parsed, label):
    assert probe.label(parsed) == label


def test_parse():
    players, chars = ["A", "B"], {"Guerrier": ("A", "Guerrier"), "Guerrier 2": ("B", "Guerrier")}
    assert probe.parse("winner", players, chars, DB) == ("global", "winner")
    assert probe.parse("window.next", players, chars, DB) == ("window", "next")
    assert probe.parse("wave.order", players, chars, DB) == ("wave", "order")
    assert probe.parse("B.discard", players, chars, DB) == ("player", "B", "discard")
    assert probe.parse("Guerrier 2.ticks", players, chars, DB) == ("character", "Guerrier 2", "ticks")
    assert probe.parse("Guerrier.ticks", players, chars, DB) == ("character", "Guerrier", "ticks")
    assert probe.parse("Parade.kind", players, chars, DB) == ("ability", "Parade", "kind")
    dotted = {"Dr": ("A", "Guerrier"), "Dr. Bob": ("A", "Guerrier")}
    assert probe.parse("Dr. Bob.health", players, dotted, DB) == ("character", "Dr. Bob", "health")
    assert probe.parse("Dr.health", players, dotted, DB) == ("character", "Dr", "health")
    from rulings.core.errors import UserError

    with pytest.raises(UserError) as caught:
        probe.parse("Dr. Bob.health", players, {"Dr. Bobb": ("A", "Guerrier")}, DB)
    assert caught.value.hint == "vouliez-vous dire « Dr. Bobb » ?"
    assert probe.label(("character", "Ulf", "health")) == "Santé d'Ulf"
