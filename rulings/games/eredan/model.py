"""Plain objects of an Eredan game: card and character definitions, and the state.

Definitions (:class:`CardDef`, :class:`CharDef`) come from the card database or
a scenario's ``define:`` block and never change.  The state (:class:`Game`,
:class:`Player`, :class:`Character`, :class:`CardInPlay`) is what the rules
modify; it knows nothing about what a scenario expects.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum

from rulings.core.chance import Chance
from rulings.core.errors import BudgetExceeded
from rulings.core.trace import Trace

from .messages import msg

STATS = ("attack_min", "attack_max", "defense", "spirit")
STAT_ALIASES = {"attack": ("attack_min", "attack_max"), "attaque": ("attack_min", "attack_max"),
                "all": STATS}
STAT_FR = {"attack_min": "attaque min.", "attack_max": "attaque max.", "defense": "défense",
           "spirit": "esprit"}
STAT_WORDS = ("attack", "defense", "spirit", "attack_min", "attack_max", "all")   # what a step may name (hints)
CARD_TYPES = ("action", "sort", "theurgie", "objet")
TYPE_FR = {"action": "action", "sort": "sort", "theurgie": "théurgie", "objet": "objet"}
IDENTITY = ("guilds", "classes", "races", "castes")
GROUP_FR = {"guilds": "Guildes", "classes": "Classes", "races": "Races", "castes": "Castes"}
RUNES = ("Cor", "Nox", "Yr")   # wiki, « Les Runes » : « Il en existe 3 à l'heure actuelle »
DEFAULT_RUNE_LIMIT = 3         # « en général 3 à son évolution maximum » : an assumption, see :mod:`runes`
ZONE_FR = {"hand": "main", "deck": "deck", "discard": "défausse", "removed": "hors de la partie"}


def chain_wanted(chain) -> str:
    """The card an Enchaînement (a card type, or ``{type, subtype}``) asks for, in French: « sort », « objet,
    sous-type maudit », « quelconque, sous-type maudit »; the trace, the errors and the card pages say it so."""
    if isinstance(chain, dict):
        kind = TYPE_FR[chain["type"]] if "type" in chain else "quelconque"
        return kind + (f", sous-type {chain['subtype']}" if "subtype" in chain else "")
    return TYPE_FR[chain]


class Phase(Enum):
    """The phases of a turn, in the blog's order; ``SETUP`` is the situation before the first turn.

    The rules look at the phase through this value (:attr:`Game.phase`); its
    French name (:attr:`label`) is only shown in the trace.
    """

    SETUP = "setup"
    START_OF_TURN = "start_of_turn"
    CHOICE = "choice"
    PLAY = "play"
    RESOLUTION = "resolution"
    CLASH = "clash"
    END_OF_COMBAT = "end_of_combat"
    DISCARD = "discard"
    END_OF_TURN = "end_of_turn"

    @property
    def label(self) -> str:
        """The French name of the phase, as the trace shows it."""
        return PHASE_FR[self]


PHASE_FR = {Phase.SETUP: "situation", Phase.START_OF_TURN: "début de tour", Phase.CHOICE: "choix",
            Phase.PLAY: "jeu", Phase.RESOLUTION: "résolution", Phase.CLASH: "affrontement",
            Phase.END_OF_COMBAT: "fin de combat", Phase.DISCARD: "défausse", Phase.END_OF_TURN: "fin de tour"}


def stat_names(spec) -> tuple[str, ...]:
    """'attack' -> (attack_min, attack_max); a list -> each expanded."""
    if isinstance(spec, (list, tuple)):
        out: list[str] = []
        for item in spec:
            out.extend(stat_names(item))
        return tuple(out)
    return STAT_ALIASES.get(spec, (spec,))


@dataclass(frozen=True)
class TextSource:
    """Where a card text comes from: quoted verbatim, or reconstructed from a ruling."""

    kind: str                    # "quoted" | "reconstructed"
    document: str | None = None
    post: str | None = None
    note: str | None = None
    credit: str | None = None    # a data set's credit (the client's texts: « Eredan iTCG © Feerik »)


@dataclass(frozen=True)
class CardDef:
    name: str
    type: str                                # action | sort | theurgie | objet
    subtypes: tuple[str, ...] = ()
    restrictions: dict = field(default_factory=dict)   # {"classes": (...), "guilds": (...)}
    unique: bool = False
    chain: str | None = None                 # None, "any" or a card type
    duration: tuple[str, int] = ("ephemeral", 0)  # ephemeral | permanent | turns | combats
    attach: str | None = None                # None | "self" | "opponent"
    effects: tuple = ()
    keywords: tuple[str, ...] = ()
    version: str | None = None               # collector | artwork
    level: int | None = None
    text: str = ""
    source: TextSource | None = None
    becomes: str | None = None               # type after resolution (cartes changeantes)
    printed_name: str | None = None          # name on the card, when the database keeps several versions
    errata: str = ""                         # corrected text the engine follows, when a source corrects it
    client: object = None                    # client_texts.ClientRef: the game's own text and the version kept

    @property
    def identity(self) -> tuple:
        """What makes two cards copies of each other: printed name, version and level (Le Prestige)."""
        return (self.printed_name or self.name, self.version, self.level)

    @property
    def is_weapon(self) -> bool:
        return "arme" in self.subtypes

    @property
    def two_handed(self) -> bool:
        return "deux mains" in self.subtypes

    @property
    def ambidextrous(self) -> bool:
        return "ambidextrie" in self.subtypes or "Ambidextrie" in self.keywords

    @property
    def guilded(self) -> bool:
        return bool(self.restrictions.get("guilds"))


@dataclass(frozen=True)
class CharDef:
    name: str
    classes: tuple[str, ...] = ()
    races: tuple[str, ...] = ()
    castes: tuple[str, ...] = ()
    guilds: tuple[str, ...] = ()
    attack: tuple[int, int] = (0, 0)
    defense: int = 0
    spirit: int = 0
    hp: int = 10
    orders: dict = field(default_factory=dict)      # {turn: {stat: amount}}
    marauder: dict | None = None                     # {"vs": class, "attack": 1}
    chain_after: tuple[str, ...] = ()                # subtypes giving a Combattant a chain
    abilities: tuple = ()
    text: str = ""
    source: TextSource | None = None
    given: tuple[str, ...] = ()                      # characteristics the database states (others: defaults)
    client: object = None                            # client_texts.ClientRef: the game's own text, version kept
    rune_limit: int | None = None                    # runes it can carry (None: not stated, the default)

    def stated_characteristics(self) -> str:
        """The characteristics the sources give, in French; the others come from each scenario."""
        known = {"attack": f"attaque {self.attack[0]}/{self.attack[1]}", "defense": f"défense {self.defense}",
                 "spirit": f"esprit {self.spirit}", "hp": f"{self.hp} PV"}
        stated = [known[key] for key in ("attack", "defense", "spirit", "hp") if key in self.given]
        text = ", ".join(stated) if stated else "caractéristiques non données par les sources"
        return text + ("" if len(stated) == 4 else " (chaque scénario donne celles qui manquent)")


@dataclass(slots=True)
class Modifier:
    """One change to one characteristic, kept in the order it happened."""

    stat: str
    kind: str            # add | set | scale | base
    amount: int | tuple  # scale: (numerator, denominator)
    source: object       # CardInPlay, Character (ability) or None
    until: str           # leaves | end_of_combat | end_of_turn | never
    label: str           # French name of the source, for the trace


@dataclass(eq=False)
class CardInPlay:
    """A card on the table this game: played this turn, attached, called or cloned."""

    definition: CardDef
    player: Player
    played_by: Character
    seq: int                          # order of arrival in play (pose order)
    turn: int
    carrier: Character | None = None
    choices: dict = field(default_factory=dict)
    chained_to: CardInPlay | None = None
    clone_of: CardInPlay | None = None
    called: bool = False
    cancelled: bool = False
    resolved: bool = False
    in_play: bool = True
    done: bool = False                # its slot in the resolution has passed
    combats: int = 0                  # combats of the carrier since it arrived
    type: str = ""                    # current type (may change after resolution)
    duration: tuple = ()              # current duration (an effect may change it: La part d'ombre)
    returns_to: str | None = None     # zone it goes to at the end of the combat if it activated (Intrigue)
    reattached: bool = False          # moved to another carrier this combat: not discarded with it (Porte-bonheur)

    def __post_init__(self):
        self.type = self.type or self.definition.type
        self.duration = self.duration or self.definition.duration

    @property
    def name(self) -> str:
        return self.definition.name

    def __repr__(self) -> str:
        return f"<{self.name}>"


@dataclass(eq=False)
class Character:
    definition: CharDef
    name: str
    player: Player
    base: dict
    hp: int
    max_hp: int
    identity: dict                     # guilds/classes/races/castes -> tuple
    mods: list = field(default_factory=list)
    limits: list = field(default_factory=list)       # (amount, source, until)
    immunities: list = field(default_factory=list)   # (stat, "decrease"|"modify", source, until)
    identity_overrides: list = field(default_factory=list)  # (group, values, source, until)
    attached: list = field(default_factory=list)     # CardInPlay, in arrival order
    markers: dict = field(default_factory=dict)
    runes: list = field(default_factory=list)        # rune names, oldest first (module runes)
    rune_limit: int | None = None                    # runes it can carry; None: not stated (module runes)
    rune_slots: list = field(default_factory=list)   # (slots, maximum or None, source, until) (module runes)
    tapped: bool = False
    dead: bool = False
    damage_taken: dict = field(default_factory=lambda: {"physical": 0, "magical": 0, "direct": 0})
    hp_lost: int = 0
    healed: int = 0
    healed_turn: int = 0
    dealt_combat: int = 0
    dealt_turn: int = 0
    order_active: bool = False
    chain_bonus: str | None = None    # Enchaînement after a card of this type (or any), from an order bonus
    shields: list = field(default_factory=list)      # (kinds, label, until): damage prevented (Evanouissement)

    def __repr__(self) -> str:
        return f"<{self.name}>"

    def group(self, name: str) -> tuple[str, ...]:
        """Current guilds/classes/races/castes, after changing effects."""
        values = self.identity[name]
        for group, new, _source, _until in self.identity_overrides:
            if group == name:
                values = new
        return values

    @property
    def is_pure_mage(self) -> bool:
        return self.group("classes") == ("Mage",)


@dataclass(eq=False)
class Player:
    name: str                                   # "A" or "B"
    characters: list = field(default_factory=list)
    hand: list | None = None                    # card names; None: not tracked
    deck: list | None = None
    discard: list = field(default_factory=list)
    removed: list = field(default_factory=list)
    hand_size: int = 5
    decked_out: bool = False
    changed_types: dict = field(default_factory=dict)  # (zone, card name) -> types of copies that changed
    draw_changes: list = field(default_factory=list)   # [amount, draw phases left, label] (Jeu de main...)

    def living(self) -> list:
        return [c for c in self.characters if not c.dead]

    def __repr__(self) -> str:
        return f"<joueur {self.name}>"


@dataclass(eq=False)
class Game:
    players: dict                 # "A"/"B" -> Player
    trace: Trace
    chance: Chance
    turn: int = 1
    phase: Phase = Phase.SETUP    # the phase of the turn (the trace shows its French label)
    active: str = "A"
    fighters: dict = field(default_factory=dict)    # "A"/"B" -> Character
    queue: list = field(default_factory=list)       # cards waiting to resolve, in order
    called: list = field(default_factory=list)      # called/cloned cards, order of appearance
    played: list = field(default_factory=list)      # every CardInPlay of this turn
    watchers: list = field(default_factory=list)    # (filter, players, label, seq when set) "cancel next ..."
    seq: int = 0
    steps: int = 0
    step_budget: int = 20_000
    reactions: int = 0            # nesting of effects reacting to events (damaged, death)
    reaction_limit: int = 50      # deeper than this, effects answer each other endlessly
    fired_once: set = field(default_factory=set)    # (source id, step id) of « once » steps fired this turn
    activations: list = field(default_factory=list)
    cancelled: list = field(default_factory=list)
    refused: list = field(default_factory=list)     # cards a player tried to play and the game refused
    deaths: list = field(default_factory=list)
    winner: str | None = None
    over: bool = False
    ignore_restrictions: set = field(default_factory=set)  # players whose restrictions are ignored
    unused_choices: dict = field(default_factory=dict)     # (card seq, key) -> card name, not yet used
    observer: Callable[[tuple, Game], None] | None = None   # called at each named moment
    resolutions: dict = field(default_factory=dict)         # card name -> times its slot passed
    cards: dict = field(default_factory=dict)               # name -> CardDef (database + define)
    tickets: dict = field(default_factory=dict)              # player -> initiative tickets (module initiative)
    first: str = "A"                                         # the player who has the initiative at the first turn

    def other(self, player_name: str) -> str:
        return "B" if player_name == "A" else "A"

    @property
    def passive(self) -> str:
        return self.other(self.active)

    def characters(self) -> tuple:
        """Every character, the active player's first."""
        return (*self.players[self.active].characters, *self.players[self.passive].characters)

    def opponent_of(self, character: Character) -> Character | None:
        """The character fighting ``character`` this combat (None out of combat)."""
        mine = character.player.name
        if self.fighters.get(mine) is character:
            return self.fighters.get(self.other(mine))
        return None

    def next_seq(self) -> int:
        self.seq += 1
        return self.seq

    def step(self) -> None:
        self.steps += 1
        if self.steps > self.step_budget:
            raise BudgetExceeded(msg("budget.steps", limit=self.step_budget))
