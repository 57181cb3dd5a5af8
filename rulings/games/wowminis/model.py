"""The state of a World of Warcraft Miniatures case: players, characters and their abilities, reaction windows,
played abilities, triggered abilities waiting for their wave.

Plain data; the rules live in ``kinds`` (700, 702), ``windows`` (701),
``playing`` (703), ``triggers`` (704), ``resolution`` (705) and ``actions``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from rulings.core.action_state import ActionState, Saved
from rulings.core.game import IllegalAction, TextOrigin

PLAYER_NAMES = ("A", "B", "C", "D")      # clockwise (701.2, 704.2c)
KIND_FR = {"react": "de réaction", "payment": "payante", "ongoing": "continue"}
SIDES = ("enemy", "ally", "any")
SIDE_FR = {"enemy": "ennemi", "ally": "allié", "any": "n'importe quel personnage"}
REACT_EVENTS = ("enemy_plays", "attack_targets_self", "attack_targets_ally")
REACT_EVENT_FR = {"enemy_plays": "seulement quand un ennemi joue une capacité",
                  "attack_targets_self": "seulement quand une attaque cible ce personnage",
                  "attack_targets_ally": "seulement quand une attaque cible l'un de vos personnages"}
TRIGGERS = ("end_of_tick", "adjacent_enemy_moves", "character_destroyed", "self_destroyed", "targeted",
            "enemy_plays", "enemy_action", "damaged", "critical")
TRIGGER_FR = {"end_of_tick": "à la fin du tic {ticks}", "adjacent_enemy_moves": "quand un ennemi adjacent se déplace",
              "character_destroyed": "chaque fois qu'un personnage est détruit",
              "self_destroyed": "quand ce personnage est détruit", "targeted": "quand ce personnage est ciblé",
              "enemy_plays": "quand un ennemi joue une capacité", "enemy_action": "quand un ennemi prend une action",
              "damaged": "quand ce personnage subit des dégâts", "critical": "sur un résultat critique"}
SELECTORS = ("targets", "bearer", "adjacent_enemies", "adjacent_allies", "enemies", "trigger", "opener_source")
SELECTOR_FR = {"targets": "les cibles", "bearer": "ce personnage", "adjacent_enemies": "chaque ennemi adjacent",
               "adjacent_allies": "chaque allié adjacent", "enemies": "chaque personnage ennemi",
               "trigger": "le personnage de l'évènement", "opener_source": "la source de la capacité à laquelle on "
                                                                           "réagit"}
AURA_TO = ("allies", "enemies", "all")


class Refusal(IllegalAction):
    """An :class:`IllegalAction` with extra trace entries ``notes`` [(rule, text)] written after the refusal."""

    def __init__(self, rule: str, reason: str, notes=()):
        super().__init__(rule, reason)
        self.notes = tuple(notes)


@dataclass(frozen=True)
class AbilityDef:
    """An ability of the database.  Its kind is computed (700.2), never given: ``notes`` is its notes line,
    ``cost`` its tick cost (None: no tick cost)."""

    name: str
    notes: str = ""
    cost: int | None = None
    instant: bool = False
    attack: bool = False
    heal: bool = False
    main: bool = False                   # 700.2b: a card's main payment ability, not written as text
    targets: int = 0
    up_to: bool = False                  # a variable number of targets: up to ``targets``
    side: str = "enemy"
    range: str | None = None             # "adjacent": the targets must be adjacent to the source
    aoe: bool = False
    dice: int = 0
    critical: str | None = None          # the name of the attack's critical ability
    event: str | None = None             # a react's react event
    trigger: str | None = None
    ticks: tuple = ()
    aura: tuple = ()                     # ((key, value), …) among armor, forbid, discard_replaced
    aura_to: str = "allies"
    aura_range: str | None = None
    pay: tuple = ()                      # steps before the arrow (702.2)
    effect: tuple = ()                   # steps, each a tuple of (key, value)
    text: str = ""
    origin: TextOrigin = TextOrigin("reconstructed")

    def __deepcopy__(self, memo):
        return self

    @cached_property
    def kind(self) -> str:
        if "react" in self.notes.lower().replace(",", " ").split():
            return "react"
        return "payment" if self.cost is not None else "ongoing"

    @cached_property
    def is_action(self) -> bool:
        return self.kind == "payment" and not self.instant

    @cached_property
    def triggered(self) -> bool:
        return self.kind == "ongoing" and self.trigger is not None

    @cached_property
    def arrow(self) -> bool:
        return self.kind == "payment" and not (self.attack or self.heal)


@dataclass(frozen=True)
class CharDef:
    name: str
    health: int
    armor: int = 0
    main: str | None = None
    abilities: tuple = ()
    vp: int = 0
    text: str = ""
    origin: TextOrigin = TextOrigin("reconstructed")

    def __deepcopy__(self, memo):
        return self


@dataclass
class Carried:
    """An ability a character carries: from its card (``zone`` upper, lower), its Action Bar (bar, hidden), or
    attached to it (``source`` is then the character it comes from, and ``controller`` that one's player)."""

    ability: AbilityDef
    zone: str
    source: str
    controller: str


@dataclass
class Character:
    name: str
    card: CharDef
    controller: str
    health: int
    max_health: int
    base_armor: int
    ticks: int = 0
    vp: int = 0
    carried: list = field(default_factory=list)
    in_play: bool = True
    destroyed: bool = False
    armor_bonus: int = 0
    forbidden: bool = False

    @property
    def armor(self) -> int:
        return self.base_armor + self.armor_bonus

    def find(self, name: str) -> Carried | None:
        return next((c for c in self.carried if c.ability.name == name), None)


@dataclass
class Player:
    name: str
    hand: list = field(default_factory=list)
    deck: list = field(default_factory=list)
    discard: list = field(default_factory=list)
    vp: int = 0


@dataclass
class Played:
    """An ability being played (703) or resolved (705)."""

    number: int                          # order of play in the case
    ability: AbilityDef
    controller: str
    source: str
    targets: list = field(default_factory=list)
    defenders: list = field(default_factory=list)
    cost: int = 0
    negated: bool = False
    answers: Played | None = None      # a react: the ability of the window it was played in
    action: int = 0                      # the case's action number
    discard: list = field(default_factory=list)     # cards the player chose to discard
    roll: tuple = ()                     # the dice the case fixes (critical / normal)
    kind: str = ""                       # its kind where it was played from (700.2; ability.kind by default)

    @property
    def is_action(self) -> bool:
        """702.1: a payment ability that is not instant."""
        return (self.kind or self.ability.kind) == "payment" and not self.ability.instant


@dataclass
class Window:
    """A reaction window: its opportunities go round once, from the active player, clockwise (701.2)."""

    number: int
    played: Played
    order: list
    pos: int = 0
    reacted: list = field(default_factory=list)
    passed: list = field(default_factory=list)


@dataclass
class Trigger:
    """A triggered ability waiting for its wave: its snapshot (704.2b) and the character of its event."""

    ability: AbilityDef
    source: str
    bearer: str
    controller: str
    subject: str | None
    snapshot: dict
    event: str


@dataclass
class State(ActionState):
    """The game now; the trace, the observer, the refusals and the moments of an attempt are
    :class:`rulings.core.action_state.ActionState`'s, the database and the chance shared by every copy."""

    players: dict                        # name -> Player, clockwise
    order: list                          # player names, clockwise
    active: str
    chars: dict                          # name -> Character
    adjacency: dict                      # name -> set of names
    victory: int | None = None
    teams: dict = field(default_factory=dict)          # player -> the players of its team (setup.teams), itself too
    db: Any = None       # the case's Database (.database imports this module: it cannot be named here)
    stack: list = field(default_factory=list)          # open windows, innermost last
    windows: int = 0                                   # windows opened so far
    plays: int = 0
    pending: list = field(default_factory=list)        # Trigger
    waves: int = 0
    wave_order: list = field(default_factory=list)     # the last wave, « Capacité → Personnage »
    wave_skipped: list = field(default_factory=list)
    wave_destroyed: list = field(default_factory=list)
    played: list = field(default_factory=list)         # names, in order
    costs: list = field(default_factory=list)
    cost_options: list = field(default_factory=list)   # the totals every order of the reductions gives
    resolved: list = field(default_factory=list)
    negated: list = field(default_factory=list)
    defenders: list = field(default_factory=list)
    destroyed: list = field(default_factory=list)
    winner: str | None = None
    over: bool = False
    replaced: set = field(default_factory=set)         # players whose discards an effect replaces
    auras: dict = field(default_factory=dict)          # character -> the continuous effects last traced
    cause: str = ""                                    # what caused the triggers now resolving (« tick »)
    choices: dict = field(default_factory=dict)        # character -> wave order (the current action's)
    used: set = field(default_factory=set)             # (character, ability) of the wave orders an ability met
    resolving: int = 0                                 # the action that played the ability resolving now

    play_mark: int | None = None                       # where the play of the attempt begins in the trace

    SHARED = ("db", "chance")

    def snapshot(self) -> Saved:
        saved = super().snapshot()
        self.play_mark = None               # set where the play itself begins: its trace outlives a refusal
        return saved

    def restore(self, saved: Saved) -> None:
        """The state as it was (703.1d: the whole process is « rembobiné »); the trace of the play itself (from
        ``play_mark``) kept, then the refusal."""
        keep_from = self.play_mark
        self.restore_fields(saved.state)
        kept = self.trace.entries[keep_from:] if keep_from is not None else []
        del self.trace.entries[saved.mark:]
        self.trace.entries.extend(kept)
        self.trace.phase = "refus"

    def enemies(self, a: str, b: str) -> bool:
        """Players ``a`` and ``b`` are enemies: two players not of one team (setup.teams; without teams, every other
        player is an enemy).  Their characters are then enemies, and allies otherwise."""
        return a != b and b not in self.teams.get(a, ())

    def in_play(self) -> list:
        return [c for c in self.chars.values() if c.in_play]

    def adjacent(self, a: str, b: str) -> bool:
        return b in self.adjacency.get(a, ())
