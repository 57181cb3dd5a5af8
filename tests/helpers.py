"""Small helpers shared by the tests.

* :func:`game`, :func:`character`, :func:`card`: build engine states directly
  from :mod:`rulings.games.eredan.model` objects, without any YAML;
* :func:`cli`: run ``rulings`` in-process and capture its exit code and output;
* :func:`scenario_text` / :func:`write`: a small valid scenario (local cards
  only, so the tests do not depend on the bundled database) to break on purpose;
* :func:`english_in`: the English left in a text users read (everything they read is French);
  :func:`french_outputs`, a fixture checking every output of :func:`cli` in a test;
* :func:`knowledge_base`, :func:`checked_knowledge_base`: the bundled rulings, loaded (and run) once per test
  process, when a test first needs them — never when a module is imported, so that collecting the tests stays
  fast; :func:`scenario_files`, the bundled scenario files, found without loading them (to parametrize a test).
"""

from __future__ import annotations

import contextlib
import functools
import io
import re
import textwrap
from pathlib import Path

import pytest

from rulings.core import kb
from rulings.core.chance import Chance
from rulings.core.scenario import is_scenario_file
from rulings.core.trace import Trace
from rulings.core.yamlio import load_plain
from rulings.games.eredan.model import (
    IDENTITY,
    CardDef,
    CardInPlay,
    Character,
    CharDef,
    Game,
    Player,
)

ROOT = Path(__file__).resolve().parents[1]


# --- the bundled knowledge base -----------------------------------------------------------------

@functools.cache
def knowledge_base() -> kb.Report:
    """Every bundled scenario (``kb.load_all``), loaded once per test process; no test changes it."""
    return kb.load_all(ROOT)


@functools.cache
def checked_knowledge_base() -> kb.Report:
    """:func:`knowledge_base` with every case run to its end (``kb.check``: ``results`` by case), once per process."""
    return kb.check(knowledge_base())


@functools.cache
def yaml_as_written(path: Path):
    """A YAML file as written, plain (:func:`rulings.core.yamlio.load_plain`, on libyaml: ``yaml.safe_load``'s
    pure-Python parser, called on every bundled file by several tests, was a tenth of the quick loop), read once
    per process; no test changes it."""
    return load_plain(path.read_text(encoding="utf-8"))


def scenario_files(game: str | None = None) -> list[Path]:
    """The bundled scenario files (of ``game``), sorted, found by their names alone: what a test is parametrized
    by, the scenarios themselves coming from :func:`knowledge_base` when the test runs."""
    folder = kb.scenarios_dir(ROOT)
    return sorted(path for path in folder.rglob("*.yaml") if is_scenario_file(path.relative_to(folder))
                  and (game is None or path.relative_to(folder).parts[0] == game))


def scenario_at(path: Path):
    """The scenario of :func:`knowledge_base` loaded from ``path`` (which must load)."""
    scenario = _scenarios_by_path().get(Path(path).resolve())
    assert scenario is not None, f"{path} does not load: " + "; ".join(str(e) for e in knowledge_base().errors)
    return scenario


@functools.cache
def _scenarios_by_path() -> dict:
    return {Path(scenario.path).resolve(): scenario for scenario in knowledge_base().scenarios}


# --- engine states ------------------------------------------------------------------

def game(fixed: dict | None = None) -> Game:
    """An empty game: players A and B, no character yet, turn 1, A has the initiative."""
    return Game(players={"A": Player("A"), "B": Player("B")}, trace=Trace(), chance=Chance(fixed))


def character(state: Game, player: str, name: str, attack=(2, 4), defense: int = 0, spirit: int = 0,
              hp: int = 10, max_hp: int | None = None, abilities: tuple = (), **identity) -> Character:
    """Add a character to ``player``'s line-up; ``identity`` may give classes=('Mage',)…"""
    definition = CharDef(name=name, attack=tuple(attack), defense=defense, spirit=spirit, hp=max_hp or hp,
                         abilities=tuple(abilities), **{k: tuple(v) for k, v in identity.items()})
    who = Character(definition=definition, name=name, player=state.players[player],
                    base={"attack_min": attack[0], "attack_max": attack[1], "defense": defense, "spirit": spirit},
                    hp=hp, max_hp=max_hp or hp, identity={g: getattr(definition, g) for g in IDENTITY})
    state.players[player].characters.append(who)
    return who


def fight(state: Game, a: Character, b: Character) -> None:
    """Make ``a`` (player A) and ``b`` (player B) the fighters of the combat."""
    state.fighters = {"A": a, "B": b}


def card(name: str = "Carte", type: str = "action", effects: tuple = (), **fields) -> CardDef:
    return CardDef(name=name, type=type, effects=tuple(effects), **fields)


def attach(state: Game, definition: CardDef, carrier: Character, by: Character | None = None) -> CardInPlay:
    """Put ``definition`` on ``carrier`` as if it had resolved earlier."""
    by = by or carrier
    in_play = CardInPlay(definition, by.player, by, state.next_seq(), 0, carrier=carrier, resolved=True, done=True)
    carrier.attached.append(in_play)
    return in_play


def in_play(state: Game, definition: CardDef, by: Character, carrier: Character | None = None, turn: int | None = None,
            **fields) -> CardInPlay:
    """``definition`` as ``by`` put it in play, this turn unless ``turn`` is given; ``fields``: resolved=True…"""
    return CardInPlay(definition, by.player, by, state.next_seq(), state.turn if turn is None else turn,
                      carrier=carrier, **fields)


def resolve_card(state: Game, step: dict, who: str = "A") -> CardInPlay:
    """Resolve now a card « Essai » whose only step is ``step``, played by the fighter of ``who``; return it."""
    from rulings.games.eredan import effects

    owner = state.fighters[who]
    definition = card("Essai", "action", effects=(step,))
    played = CardInPlay(definition, owner.player, owner, state.next_seq(), state.turn)
    effects.run(effects.Ctx(state, owner, played, "Essai"), definition.effects, "resolve")
    return played


def run_card(state: Game, definition: CardDef, by: Character, when: str = "resolve", **choices) -> CardInPlay:
    """Run the steps of ``definition`` for the moment ``when``, as a card ``by`` played this turn with the
    ``choices`` of its play; return the card in play."""
    from rulings.games.eredan import effects

    played = CardInPlay(definition, by.player, by, state.next_seq(), state.turn, choices=choices)
    effects.run(effects.Ctx(state, by, played, definition.name), definition.effects, when)
    return played


def rules_cited(state: Game) -> list[str]:
    return [entry.rule for entry in state.trace.entries]


def trace_of(state: Game) -> list[tuple[str, str]]:
    """Every trace entry of ``state`` as (rule, text), in order."""
    return [(entry.rule, entry.text) for entry in state.trace.entries]


def texts_of(state: Game, rule: str) -> list[str]:
    """The text of every trace entry of ``state`` citing ``rule``, in order."""
    return [entry.text for entry in state.trace.entries if entry.rule == rule]


# --- command line -------------------------------------------------------------------

OUTPUTS: list | None = None      # while a test uses the fixture french_outputs: every (args, stdout, stderr)


def cli(*args: str) -> tuple[int, str, str]:
    """Run ``rulings ARGS`` in this process; return (exit code, stdout, stderr)."""
    from rulings.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(list(args))
        except SystemExit as exc:  # argparse: --help, usage errors
            code = exc.code if isinstance(exc.code, int) else 2
    if OUTPUTS is not None:
        OUTPUTS.append((args, out.getvalue(), err.getvalue()))
    return code, out.getvalue(), err.getvalue()


# --- French only ----------------------------------------------------------------------

# Words no French sentence of ours holds (« case » is French too: a square of a board).  Names, keys, ids and
# paths are left out of the search first: what is quoted « like this », every token with a sign no French word
# has (Naya.defense, end_of_combat, a/b, --kb), and the path of an expectation shown « path = value » (turn = 2).
ENGLISH = ("unknown", "expected", "must", "passed", "failed", "did you mean", "error", "errors", "outcome",
           "outcomes", "case '", "no case", "each case", "not", "the", "missing", "should", "never", "cannot", "found",
               "which",
           "only", "given", "usage", "show this help", "required", "invalid", "choice", "allowed", "nothing", "empty",
           "line", "file", "such", "player", "character", "characters", "turn", "is", "are", "has",
           "have", "with", "of", "and", "this", "there", "wrong", "mapping", "whole number", "at least", "engine",
           "computed", "depending", "roll", "rolled", "played", "plays", "unused", "defined", "twice", "already",
           "needs", "need", "positional arguments", "optional arguments", "skipped", "ignored", "warning", "internal",
           "trace of", "step", "steps", "bytes", "could", "would", "into", "from the", "here", "named")
_ENGLISH = re.compile(r"(?<![\w'’-])(" + "|".join(re.escape(w) for w in ENGLISH) + r")(?![\w'’-])", re.I)
_QUOTED = re.compile(r"«[^«»]*»")
_EXPECTATION = re.compile(r"\S+ =(?= )")
_TOKEN_WITH_SIGNS = re.compile(r"\S*([._/\\{}|<>=$#@*%]|\w:\w)[^\s,;)]*|(?<!\S)--?\w[\w-]*")


def english_in(text: str) -> list[str]:
    """Each line of ``text`` holding an English word, with the word: ``['english: line']``, or []."""
    found = []
    for line in text.splitlines():
        plain = _TOKEN_WITH_SIGNS.sub(" ", _EXPECTATION.sub(" =", _QUOTED.sub(" ", line)))
        words = sorted({m.group(1).lower() for m in _ENGLISH.finditer(plain)})
        if words:
            found.append(f"{', '.join(words)}: {line.strip()}")
    return found


def assert_french(text: str, what: str = "") -> None:
    english = english_in(text)
    assert not english, f"English in {what or 'the output'}:\n" + "\n".join(english)


@pytest.fixture
def french_outputs():
    """Every output of :func:`cli` during the test must be French (import it into a test module, and use it)."""
    global OUTPUTS
    OUTPUTS = []
    yield OUTPUTS
    outputs, OUTPUTS = OUTPUTS, None
    for args, out, err in outputs:
        assert_french(out + err, "rulings " + " ".join(args))


SCENARIO = """\
# yaml-language-server: $schema=../../../schema/eredan.scenario.schema.json
id: {id}
title: Essai
game: eredan
status: confirmed
source:
  document: 000_ed20e611d15ee255.txt
  post: Essai
  quote: "Une phrase."
cards: [Frappe]
ruling: Une règle.
define:
  characters:
    - {{name: Alpha, attack: 2/2, defense: 1, hp: 10, text: "Personnage d'essai.", source: {{kind: reconstructed}}}}
    - {{name: Beta, attack: 3/3, defense: 0, hp: 10, text: "Personnage d'essai.", source: {{kind: reconstructed}}}}
    - {{name: Gamma, attack: 1/1, hp: 5, text: "Personnage d'essai.", source: {{kind: reconstructed}}}}
  cards:
    - {{name: Frappe, type: action, text: "Attaque +1.", source: {{kind: reconstructed}},
       effects: [{{stat: attack, add: 1}}]}}
    - {{name: Sort de mage, type: action, restrictions: {{classes: [Mage]}}, text: "Attaque +2.",
       source: {{kind: reconstructed}}, effects: [{{stat: attack, add: 2}}]}}
cases:
  - name: base
    setup:
      A: {{characters: [Alpha]}}
      B: {{characters: [Beta]}}
    fight: {{A: Alpha, B: Beta}}
    play: {{A: [Frappe]}}
    expect:
      after Frappe:
        Alpha.attack: 3/3
"""


def scenario_text(id: str = "essai") -> str:
    return SCENARIO.format(id=id)


def scenario_with(*changes: tuple[str, str]) -> str:
    """The test scenario with each ``(old, new)`` replaced once (``old`` must be there)."""
    text = scenario_text()
    for old, new in changes:
        assert old in text, old
        text = text.replace(old, new, 1)
    return text


def scenario_head(game: str, document: str, post: str) -> str:
    """The head of a small test scenario of ``game`` (id, title, status, a source citing ``post`` of ``document``,
    no card, a ruling), for the tests that write the rest: cases follow it."""
    return (f"id: essai\ntitle: Essai\ngame: {game}\nstatus: confirmed\n"
            f"source: {{document: {document}, post: {_yaml_text(post)}, quote: \"{post}\"}}\ncards: []\nruling: "
            f"Essai.\n")


def _yaml_text(text: str) -> str:
    return f'"{text}"' if any(c in text for c in ".:#") else text


def line_of(text: str, fragment: str) -> int:
    """1-based number of the first line of ``text`` containing ``fragment``."""
    for number, line in enumerate(text.splitlines(), 1):
        if fragment in line:
            return number
    raise AssertionError(f"{fragment!r} is not in the text")


def write(tmp_path: Path, text: str, id: str = "essai") -> Path:
    """Write a scenario file named after its id (as the loader requires)."""
    path = tmp_path / f"{id}.yaml"
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path
