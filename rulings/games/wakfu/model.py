"""The Wakfu state: cards, the two players (Leader, Rest Zone, Combat Zone, hand, deck, discard), the phase.

Plain data; the rules live in ``mana``, ``phases``, ``combat``, ``cards`` and
``actions``.  Cards in play are :class:`Piece` objects named uniquely within a
case (two copies of a card get their own names); hand, deck and discard hold
card names.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from enum import IntEnum

from rulings.core.action_state import ActionState
from rulings.core.game import IllegalAction, TextOrigin

# --- metadata --------------------------------------------------------------------------------

ELEMENTS = ("Terre", "Eau", "Feu", "Air")
CARD_TYPES = ("leader", "generateur", "creature", "allie", "quete", "effet", "equipement")
TYPE_FR = {"leader": "Leader", "generateur": "Générateur de mana", "creature": "Créature", "allie": "Allié",
           "quete": "Quête", "effet": "Carte à effet", "equipement": "Équipement"}
FIGHTERS = ("creature", "allie")          # the only cards with a PAtt and a Drop
IN_PLAY = ("generateur", "creature", "allie", "quete")   # the cards summoned into the Rest Zone
PLAYERS = ("A", "B")
ZONE_FR = {"rest": "Zone de Repos", "combat": "Zone de Combat", "leader": "emplacement du Leader",
           "hand": "main", "deck": "deck", "discard": "Défausse"}


class Phase(IntEnum):
    DEGAGEMENT = 1
    INVOCATION = 2
    MOUVEMENT = 3
    ATTAQUANTS = 4
    DEFENSEURS = 5
    COMBAT = 6
    INVOCATION_2 = 7
    FIN = 8

    @property
    def word(self) -> str:
        """The scenario's word for the phase (``invocation``, ``combat``…)."""
        return PHASE_WORDS_BY_VALUE[self]

    @property
    def fr(self) -> str:
        return PHASE_FR[self]


PHASE_WORDS = {"degagement": Phase.DEGAGEMENT, "invocation": Phase.INVOCATION, "mouvement": Phase.MOUVEMENT,
               "attaquants": Phase.ATTAQUANTS, "defenseurs": Phase.DEFENSEURS, "combat": Phase.COMBAT,
               "invocation-2": Phase.INVOCATION_2, "fin": Phase.FIN}
PHASE_WORDS_BY_VALUE = {v: k for k, v in PHASE_WORDS.items()}
PHASE_FR = {Phase.DEGAGEMENT: "phase 1 (dégagement et pioche)", Phase.INVOCATION: "phase 2 (invocation)",
            Phase.MOUVEMENT: "phase 3 (mouvement)", Phase.ATTAQUANTS: "phase 4 (déclaration des attaquants)",
            Phase.DEFENSEURS: "phase 5 (déclaration des défenseurs)", Phase.COMBAT: "phase 6 (combat)",
            Phase.INVOCATION_2: "phase 7 (2e invocation)", Phase.FIN: "phase 8 (fin du tour)"}
PHASE_SHORT = {Phase.DEGAGEMENT: "dégagement", Phase.INVOCATION: "invocation", Phase.MOUVEMENT: "mouvement",
               Phase.ATTAQUANTS: "attaquants", Phase.DEFENSEURS: "défenseurs", Phase.COMBAT: "combat",
               Phase.INVOCATION_2: "invocation 2", Phase.FIN: "fin du tour"}
OPTIONAL = (Phase.MOUVEMENT, Phase.ATTAQUANTS, Phase.DEFENSEURS, Phase.COMBAT, Phase.INVOCATION_2)
SUMMONING = (Phase.INVOCATION, Phase.INVOCATION_2)


class Refusal(IllegalAction):
    """An :class:`IllegalAction` with optional extra trace entries ``notes`` [(rule, text)] that explain it
    (a refused attempt keeps them in the trace after the refusal)."""

    def __init__(self, rule: str, reason: str, notes=()):
        super().__init__(rule, reason)
        self.notes = tuple(notes)


def other(player: str) -> str:
    return "B" if player == "A" else "A"


def mana_text(elements) -> str:
    """« 2 Terre + 1 Feu », or « 0 » for no mana."""
    counts = Counter(elements)
    parts = [f"{counts[e]} {e}" for e in ELEMENTS if counts[e]]
    parts += [f"{n} {e}" for e, n in counts.items() if e not in ELEMENTS]
    return " + ".join(parts) or "0"


@dataclass(frozen=True)
class CardDef:
    """A card of the database.  ``cost`` is a sorted tuple of elements (one per mana)."""

    name: str
    type: str
    cost: tuple = ()
    patt: int | None = None
    drop: int | None = None
    pv: int | None = None
    pa: int | None = None
    pm: int | None = None
    mana: tuple = ()                       # a Leader's elements, produced all at once
    instant: bool = False
    phase: Phase | None = None             # the phase an effect card names (« … pendant la Phase de Combat »)
    no_sickness: bool = False              # « peut passer en Zone de Combat le tour où elle est invoquée »
    job: str | None = None                 # métier (artisanat, not modelled)
    effect: tuple = ()                     # effect card: ((key, value), …) among draw, heal, damage, patt
    bonus: tuple = ()                      # equipment: ((characteristic, +n), …)
    text: str = ""
    source: TextOrigin = TextOrigin("reconstructed")

    def __deepcopy__(self, memo):          # definitions never change: snapshots share them
        return self

    @property
    def elements(self) -> tuple:
        """The distinct elements of the cost, in the usual order: what the card produces as a generator."""
        return tuple(dict.fromkeys(self.cost))

    @property
    def fighter(self) -> bool:
        return self.type in FIGHTERS

    @property
    def modelled(self) -> bool:
        """Whether the engine knows everything the card does (its effect, its bonus; a job is never modelled)."""
        if self.job:
            return False
        if self.type == "effet":
            return bool(self.effect)
        if self.type == "equipement":
            return bool(self.bonus)
        return True


# --- the game ----------------------------------------------------------------------------------

@dataclass
class Piece:
    """A creature, ally, generator or quest in play."""

    name: str
    card: CardDef
    owner: str
    zone: str = "rest"                     # rest | combat
    tapped: bool = False
    sick: bool = False
    element: str | None = None             # element chosen for this turn (multi-element card)
    patt_given: int | None = None          # this copy's PAtt when the case gives it
    drop_given: int | None = None
    patt_bonus: int = 0                    # until the end of the turn

    @property
    def base_patt(self) -> int | None:
        return self.patt_given if self.patt_given is not None else self.card.patt

    @property
    def patt(self) -> int | None:
        base = self.base_patt
        return None if base is None else base + self.patt_bonus

    @property
    def drop(self) -> int | None:
        return self.drop_given if self.drop_given is not None else self.card.drop


@dataclass
class Leader:
    name: str
    card: CardDef
    owner: str
    pv: int
    tapped: bool = False
    equipment: list = field(default_factory=list)      # CardDef
    given: dict = field(default_factory=dict)           # pa, pm, patt given by the case
    patt_bonus: int = 0                                 # until the end of the turn
    zone: str = "leader"

    def _stat(self, key: str) -> int:
        base = self.given.get(key, getattr(self.card, key))
        return base + sum(dict(e.bonus).get(key, 0) for e in self.equipment)

    @property
    def pa(self) -> int:
        return self._stat("pa")

    @property
    def pm(self) -> int:
        return self._stat("pm")

    @property
    def patt(self) -> int:
        return self._stat("patt") + self.patt_bonus

    @property
    def mana(self) -> tuple:
        return self.card.mana


@dataclass
class Player:
    name: str
    leader: Leader
    rest: list = field(default_factory=list)       # Piece
    combat: list = field(default_factory=list)     # Piece
    hand: list = field(default_factory=list)       # card names
    deck: list = field(default_factory=list)       # card names, top first
    discard: list = field(default_factory=list)    # card names, oldest first

    def pieces(self) -> list:
        return self.rest + self.combat


@dataclass
class Combat:
    """The combat of one turn: declarations, then totals, distributions, destructions and the drop."""

    turn: int
    attacker: str
    attackers: list = field(default_factory=list)      # names (Leader included)
    defenders: list = field(default_factory=list)
    defenders_declared: bool = False
    started: bool = False
    totals: dict = field(default_factory=dict)         # player -> total
    winner: str | None = None
    assigns: dict = field(default_factory=dict)        # player -> {target: points}
    points: dict = field(default_factory=dict)         # piece name -> points received
    destroyed: list = field(default_factory=list)      # piece names
    destroyed_by: dict = field(default_factory=dict)   # piece name -> player who destroyed it
    drop: list = field(default_factory=list)           # cards drawn by the drop
    kept: str | None = None
    resolved: bool = False


@dataclass
class Pending:
    """A choice the engine waits for before anything else: ``keep`` (the drop) or ``discard`` (above PA)."""

    kind: str
    player: str
    count: int = 0


@dataclass
class State(ActionState):
    """The game now; the trace, the observer, the refusals and the moments of an attempt are
    :class:`rulings.core.action_state.ActionState`'s."""

    players: dict
    active: str
    turn: int
    phase: Phase
    phases: list = field(default_factory=list)         # phases played this turn (words)
    combat: Combat | None = None                       # the current or last combat
    pending: Pending | None = None
    winner: str | None = None
    over: bool = False
    deck_legal: dict = field(default_factory=dict)     # player -> exactly one Leader among her cards

    def player(self, name: str) -> Player:
        return self.players[name]

    def set_phase(self, phase: Phase) -> None:
        self.phase = phase
        self.trace.phase = PHASE_SHORT[phase]

    def find(self, name: str):
        """The Leader or piece in play called ``name``, or None."""
        for player in self.players.values():
            if player.leader.name == name:
                return player.leader
            for piece in player.pieces():
                if piece.name == name:
                    return piece
        return None

    def zone_of(self, piece: Piece) -> list:
        player = self.players[piece.owner]
        return player.rest if piece.zone == "rest" else player.combat
