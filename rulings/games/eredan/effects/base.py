"""Constants, the context of an effect, and the registry of primitives."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..events import EVENTS
from ..model import CardInPlay, Character, Game

COMMON_KEYS = ("when", "each", "if", "target", "until", "race", "class", "guild", "note", "once", "carrying",
               "rune", "rune_count")
# the moments a step fires at: phases of the turn, all the time (static), or an event (damaged...)
WHEN = ("resolve", "start_of_turn", "start_of_combat", "end_of_combat", "end_of_turn", "static", *EVENTS)
TARGETS = ("self", "opponent", "carrier", "carrier_opponent", "fighters", "allies", "team", "opponents",
           "all", "chosen", "subject")
WHEN_FR = {"start_of_turn": "au début du tour", "start_of_combat": "au début du combat",
           "end_of_combat": "à la fin du combat", "end_of_turn": "à la fin du tour",
           "damaged": "quand il subit des dégâts", "death": "à sa mort",
           "card_played": "quand une carte est jouée", "any_death": "à la mort d'un personnage"}


@dataclass
class Ctx:
    """Who acts: ``owner`` played the card or has the ability; ``card`` may be None."""

    game: Game
    owner: Character
    card: CardInPlay | None
    label: str
    info: dict | None = None
    discarded: list = field(default_factory=list)   # cards this card discarded in its earlier steps
    consumed: list = field(default_factory=list)    # (character, rune) its rune abilities consumed (module runes)

    @property
    def carrier(self) -> Character:
        if self.card is not None and self.card.carrier is not None:
            return self.card.carrier
        return self.owner

    @property
    def source(self):
        return self.card if self.card is not None else self.owner


PRIMITIVES: dict = {}


def primitive(name: str, params: dict):
    """Register ``fn(ctx, step, targets)`` as primitive ``name`` with its extra parameters."""

    def register(fn):
        PRIMITIVES[name] = (fn, params)
        return fn

    return register


def primitive_of(step: dict) -> str:
    names = [k for k in step if k in PRIMITIVES]
    return names[0]

