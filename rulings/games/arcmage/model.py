"""The Arcmage state: cards, players (kingdom, army, resources, hand, deck, graveyard, reserve, removed), the
seven phases as data, the event pile, the combat.

Plain data; the rules live in the other modules.  Cards in play are
:class:`Piece` objects (creatures, enchantments, cities) named uniquely within a
case; hand, deck, graveyard, reserve and removed hold card names.  A piece has
an owner (who had it in her deck) and a controller (who has it in play).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rulings.core.action_state import ActionState
from rulings.core.game import IllegalAction, TextOrigin

# --- metadata --------------------------------------------------------------------------------

FACTIONS = ("Enfants de Gaïa", "Ost des ténèbres", "Horde rouge", "Aristocrates", "Empire")
ENGLISH_FACTIONS = {"Gaian": "Enfants de Gaïa", "Dark Legion": "Ost des ténèbres", "Red Banner": "Horde rouge",
                    "House of Nobles": "Aristocrates", "The Empire": "Empire"}
CARD_TYPES = ("cite", "creature", "enchantement", "magie", "evenement")
ENGLISH_TYPES = {"City": "cite", "Creature": "creature", "Enchantment": "enchantement", "Magic": "magie",
                 "Event": "evenement"}      # the data set's (arcmage.org) words
TYPE_FR = {"cite": "Cité", "creature": "Créature", "enchantement": "Enchantement", "magie": "Magie",
           "evenement": "Évènement"}
PLAYER_NAMES = ("A", "B", "C", "D")
CAPABILITIES = ("attack", "block", "block-elsewhere", "fly", "enter-army", "untap", "infiltrate", "draw")
CAPABILITY_FR = {"attack": "attaquer", "block": "bloquer", "block-elsewhere": "défendre une autre cité",
                 "fly": "voler", "enter-army": "être jouée directement dans l'armée", "untap": "se désengager",
                 "infiltrate": "entrer dans une cité adverse", "draw": "piocher"}


@dataclass(frozen=True)
class PhaseSpec:
    """One phase of the turn: its number, the scenario's word, its French name; ``optional``: the player may do
    nothing in it; ``main``: a mise-en-jeu phase (cards, abilities, moves)."""

    number: int
    word: str
    fr: str
    optional: bool
    main: bool = False


PHASES = (
    PhaseSpec(0, "preparation", "mise en place de la partie", False),
    PhaseSpec(1, "desengagement", "phase 1 (désengagement)", False),
    PhaseSpec(2, "pioche", "phase 2 (pioche et ressource)", False),
    PhaseSpec(3, "devotion", "phase 3 (dévotion)", True),
    PhaseSpec(4, "mise-en-jeu", "phase 4 (mise en jeu)", True, True),
    PhaseSpec(5, "attaque", "phase 5 (attaque)", True),
    PhaseSpec(6, "mise-en-jeu-2", "phase 6 (deuxième mise en jeu)", True, True),
    PhaseSpec(7, "defausse", "phase 7 (défausse)", False),
)
PHASE_BY_WORD = {p.word: p for p in PHASES}
PREPARATION, UNTAP, DRAW, DEVOTION, MAIN, ATTACK, MAIN_2, DISCARD = range(8)
SHORT = {0: "mise en place", 1: "désengagement", 2: "pioche", 3: "dévotion", 4: "mise en jeu", 5: "attaque",
         6: "mise en jeu 2", 7: "défausse"}


class Refusal(IllegalAction):
    """An :class:`IllegalAction` with optional extra trace entries ``notes`` [(rule, text)] that explain it."""

    def __init__(self, rule: str, reason: str, notes=()):
        super().__init__(rule, reason)
        self.notes = tuple(notes)


def mod_text(attack: int, defense: int) -> str:
    return f"{attack:+d}/{defense:+d}"


# where a card is (the probe's « zone »), as a judge reads it (rulings run, the site)
ZONE_FR = {"hand": "main", "deck": "deck", "graveyard": "cimetière", "reserve": "réserve", "removed": "retirée du jeu",
           "pile": "pile", "army": "armée", "city": "dans une cité", "attached": "attachée", "kingdom": "royaume",
           "limbo": "limbes"}

# what a player's property (probe) or zone (setup) is called, « {} » the player
PLAYER_FR = {"hand": "main de {}", "deck": "deck de {}", "graveyard": "cimetière de {}", "reserve": "réserve de {}",
             "removed": "cartes retirées de {}", "kingdom": "royaume de {}", "army": "armée de {}",
             "resources": "ressources de {}", "untapped": "ressources désengagées de {}",
             "tapped": "ressources engagées de {}", "creatures": "créatures de {}", "lost": "{} a perdu",
             "deck_legal": "deck de {} légal", "deck_broken": "règles de deck enfreintes par {}",
             "attached": "enchantements sur {}", "sizes": "nombre de cartes par zone de {}"}


# --- cards -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class CardDef:
    """A card of the database.  ``cost`` is None for a city (« S ») and for a pure X cost; ``x`` says what X
    is (``chosen``: the player says it, ``target-attack``: the targeted creature's attack), and ``cost`` is then
    the fixed part (X + 2 → x, cost 2).  The engine's model of the text: ``effect`` (an event, a magic card,
    an enchantment's effect on its target), ``passive``, ``can``/``cannot``, ``triggers``, ``abilities``,
    ``levels`` (a city's devotion levels), ``requires`` (a prerequisite), ``enters_tapped``."""

    name: str
    type: str
    faction: str
    cost: int | None = 0
    loyalty: int = 0
    attack: int | None = None
    defense: int | None = None
    types: tuple = ()
    x: str | None = None
    text: str = ""
    source: TextOrigin = TextOrigin("reconstructed")
    english: str | None = None
    translated: bool = False
    target: str | None = None
    effect: dict = field(default_factory=dict)
    modes: tuple = ()
    attached: dict = field(default_factory=dict)
    passive: tuple = ()
    can: tuple = ()
    cannot: tuple = ()
    triggers: tuple = ()
    abilities: tuple = ()
    levels: tuple = ()
    requires: str | None = None
    enters_tapped: bool = False
    modelled: bool = True

    def __deepcopy__(self, memo):          # definitions never change: snapshots share them
        return self

    @property
    def cost_text(self) -> str:
        if self.type == "cite":
            return "—"
        if self.x is None:
            return str(self.cost)
        return "X" + (f" + {self.cost}" if self.cost else "")


# --- the game --------------------------------------------------------------------------------

@dataclass
class Mod:
    """A modifier Attaque/Défense on a creature: until the end of the turn, or lasting (a counter)."""

    attack: int
    defense: int
    source: str
    until_end: bool = True


@dataclass
class Grant:
    """« peut » (``can``) or « ne peut pas » (``cannot``) do ``capability``, from ``source``; ``when`` narrows it
    (``city``: only for that city; ``faction``: only against that faction); ``until_end``: this turn only."""

    kind: str
    capability: str
    source: str
    when: tuple = ()
    until_end: bool = False


@dataclass
class Piece:
    """A card in play: a creature, an enchantment or a city.  ``where`` is ``army``, ``city:<name>`` (a
    resident), ``on:<piece>`` (an attached enchantment), ``player:<P>`` (an enchantment on a player) or
    ``kingdom`` (a city)."""

    name: str
    card: CardDef
    owner: str
    controller: str
    where: str = "army"
    tapped: bool = False
    damage: int = 0
    gained: int = 0                                   # a city's defence points gained
    mods: list = field(default_factory=list)          # Mod
    grants: list = field(default_factory=list)        # Grant given by effects
    attached: list = field(default_factory=list)      # Piece (enchantments)
    residents: list = field(default_factory=list)     # Piece (a city's)
    extra_types: tuple = ()
    entered: tuple = (0, 0)                           # (turn, phase) it came into play
    dead: bool = False
    destroyed: bool = False
    remove_at: str | None = None                      # removed at the start of this player's next turn
    counters: int = 0
    aims: str | None = None                           # the player an enchantment in an army zone aims at

    @property
    def kind(self) -> str:
        return self.card.type

    @property
    def types(self) -> tuple:
        return self.card.types + self.extra_types


@dataclass
class Player:
    name: str
    cities: list = field(default_factory=list)        # Piece (kingdom)
    army: list = field(default_factory=list)          # Piece: creatures and global enchantments
    attached: list = field(default_factory=list)      # Piece: enchantments on this player
    resources: dict = field(default_factory=dict)     # faction -> [untapped, tapped]
    hand: list = field(default_factory=list)
    deck: list = field(default_factory=list)          # top first
    graveyard: list = field(default_factory=list)     # oldest first (the top is the last)
    reserve: list = field(default_factory=list)
    removed: list = field(default_factory=list)
    grants: list = field(default_factory=list)        # Grant on the player (« ne peut pas piocher »)
    lost: bool = False
    deck_legal: bool | None = None
    deck_broken: list = field(default_factory=list)

    def untapped(self) -> int:
        return sum(u for u, _t in self.resources.values())

    def tapped(self) -> int:
        return sum(t for _u, t in self.resources.values())


@dataclass
class PileItem:
    """Something waiting on the pile: an event (``card``), or a declaration that completes when the pile
    under it resolves (``devotion``, ``attack``: step I, ``battles``: after the blocks)."""

    kind: str
    name: str
    player: str
    card: CardDef | None = None
    target: object = None
    options: dict = field(default_factory=dict)
    then: object = None                               # a declaration: what completes it, ``then(state, item)``


@dataclass
class Combat:
    turn: int
    attacker: str
    target: str
    defender: str
    declared: list = field(default_factory=list)      # names, in the announced order
    attackers: list = field(default_factory=list)     # names that really attack (after step I)
    blocks: dict = field(default_factory=dict)        # attacker -> [blockers]
    blocks_declared: bool = False
    assigns: dict = field(default_factory=dict)       # attacker -> {blocker: damage}
    dead: list = field(default_factory=list)          # names, in the order they died
    city_damage: int = 0
    done: bool = False


@dataclass
class Pending:
    """A choice the engine waits for: ``first_city``, ``draw``, ``discard``, ``evacuate``, ``choose``."""

    kind: str
    player: str
    count: int = 0
    options: tuple = ()
    then: object = None                               # what to do with the choice (``choose``)
    what: str = ""


@dataclass
class State(ActionState):
    """The game now; the trace, the observer, the refusals and the moments of an attempt are
    :class:`rulings.core.action_state.ActionState`'s, the database's cards shared by every copy."""

    players: dict                                     # name -> Player, in turn order
    order: list
    active: str
    turn: int
    phase: int
    pile: list = field(default_factory=list)          # PileItem, bottom first
    resolved: list = field(default_factory=list)      # names of the events resolved, in order
    combat: Combat | None = None
    pending: Pending | None = None
    queue: list = field(default_factory=list)         # Pending waiting behind the current one
    phases: list = field(default_factory=list)        # phases played this turn (words)
    over: bool = False
    winner: str | None = None
    tie: bool = False
    losers: list = field(default_factory=list)
    moved: set = field(default_factory=set)           # cities concerned by a move this turn
    paths: set = field(default_factory=set)           # (origin, destination) of each move this turn
    attacked: list = field(default_factory=list)      # cities attacked this turn
    devotion: dict = field(default_factory=dict)      # city -> devotion computed this turn
    levels: dict = field(default_factory=dict)        # city -> {level: turn renewed} (permanent effects)
    devoted_cities: set = field(default_factory=set)  # cities devoted this turn
    draw_choice: int | None = None                    # this turn's draw option (cards drawn)
    resources_left: int = 0                           # resources the draw option still allows
    founding: bool = False                            # the active player founds a city this turn
    opened: bool = False                              # the game began in the case (its first turn is turn 1)
    paid: dict = field(default_factory=dict)          # the last payment: faction -> resources tapped
    cards: dict = field(default_factory=dict)         # the database's cards (to put a card name into play)
    losing: list = field(default_factory=list)        # players who lose at the next settlement
    evacuating: list = field(default_factory=list)    # residents of a destroyed city waiting for their destination

    SHARED = ("cards",)

    def player(self, name: str) -> Player:
        return self.players[name]

    def as_now(self) -> State:
        """A copy of this state as it is now (:func:`clone`, much faster than the base's deep copy)."""
        twin = clone(self)
        twin.deferred = None
        return twin

    def set_phase(self, phase: int) -> None:
        self.phase = phase
        self.trace.phase = SHORT[phase]

    @property
    def phase_spec(self) -> PhaseSpec:
        return PHASES[self.phase]

    def pieces(self):
        """Every piece in play: cities, residents, army, attached enchantments (depth first)."""
        for piece in self._holders():
            yield piece
            yield from _with_attached(piece)

    def _holders(self):
        """The pieces in play not attached to a piece: by player, each city then its residents, the army and the
        enchantments on the player; then the residents being evacuated."""
        for who in self.players.values():
            for city in who.cities:
                yield city
                yield from city.residents
            yield from who.army
            yield from who.attached
        yield from self.evacuating

    def find(self, name: str):
        for piece in self.pieces():
            if piece.name == name:
                return piece
        return None

    def creatures(self, controller: str | None = None) -> list:
        return [p for p in self.pieces() if p.kind == "creature" and not p.dead and
                (controller is None or p.controller == controller)]

    def city_of(self, piece: Piece):
        """The city a resident lives in."""
        return self.find(piece.where[5:]) if piece.where.startswith("city:") else None

    def opponents(self, player: str) -> list:
        return [p for p in self.order if p != player and not self.players[p].lost]


def _with_attached(piece: Piece):
    for item in piece.attached:
        yield item
        yield from _with_attached(item)


# --- copies: a fresh state for each run, and the snapshot an attempt is undone with ---------------------

def _copy(obj):
    new = object.__new__(type(obj))
    new.__dict__.update(obj.__dict__)
    return new


def _piece(piece: Piece, memo: dict) -> Piece:
    new = _copy(piece)
    memo[id(piece)] = new
    new.mods, new.grants = list(piece.mods), list(piece.grants)
    new.attached = [_piece(p, memo) for p in piece.attached]
    new.residents = [_piece(p, memo) for p in piece.residents]
    return new


def _player(who: Player, memo: dict) -> Player:
    new = _copy(who)
    new.cities = [_piece(p, memo) for p in who.cities]
    new.army = [_piece(p, memo) for p in who.army]
    new.attached = [_piece(p, memo) for p in who.attached]
    new.resources = {f: list(v) for f, v in who.resources.items()}
    for zone in ("hand", "deck", "graveyard", "reserve", "removed", "grants", "deck_broken"):
        setattr(new, zone, list(getattr(who, zone)))
    return new


def _target(target, memo: dict):
    if isinstance(target, Piece):
        return memo.get(id(target), target)
    if isinstance(target, list):
        return [_target(t, memo) for t in target]
    return target


def clone(state: State) -> State:
    """A copy of ``state`` that shares nothing mutable with it, except its trace, observer and card database
    (pieces, lists and dicts are copied; cards, modifiers and grants never change once made).  Much faster than
    ``copy.deepcopy``, which the engine would otherwise call for every run and every attempt."""
    memo: dict = {}
    new = _copy(state)
    new.players = {name: _player(who, memo) for name, who in state.players.items()}
    new.evacuating = [_piece(p, memo) for p in state.evacuating]
    new.pile = []
    for item in state.pile:
        copy_ = _copy(item)
        copy_.target, copy_.options = _target(item.target, memo), dict(item.options)
        new.pile.append(copy_)
    if state.combat is not None:
        c = new.combat = _copy(state.combat)
        c.declared, c.attackers, c.dead = list(c.declared), list(c.attackers), list(c.dead)
        c.blocks = {a: list(b) for a, b in c.blocks.items()}
        c.assigns = {a: dict(b) for a, b in c.assigns.items()}
    for name in ("order", "resolved", "queue", "phases", "losers", "refused", "refused_by", "attacked", "losing"):
        setattr(new, name, list(getattr(state, name)))
    new.moved, new.devoted_cities, new.paths = set(state.moved), set(state.devoted_cities), set(state.paths)
    new.devotion, new.paid = dict(state.devotion), dict(state.paid)
    new.levels = {city: dict(levels) for city, levels in state.levels.items()}
    return new
