"""Values read from the state: creature types, current attack and defence (modifiers, attached enchantments,
passive abilities, a city's active permanent levels), and « peut » / « ne peut pas » (a card's rule replaces
the base rule; « ne peut pas » beats « peut »).

Every value is computed when it is read: a passive ability applies while its
card is in play and stops the moment it leaves (or dies, or its city is
destroyed); nothing is cached.  This module imports only the model.
"""

from __future__ import annotations

from rulings.core.errors import fold

from .branch_points import DEAD_EFFECTS
from .model import CAPABILITY_FR, Grant, Piece, Refusal, State

# Creature types are words of the type line; the page's French examples name the data set's English types.
TYPE_WORDS = {"elfe": "elf", "squelette": "skeleton", "bete": "beast", "arbre": "tree", "fleur": "flower",
              "soldat": "soldier", "mort-vivant": "undead", "oiseau": "bird", "gobelin": "imp", "ombre": "shadow"}


def type_word(word: str) -> str:
    w = fold(word).strip()
    if w in TYPE_WORDS:
        return TYPE_WORDS[w]
    if w.endswith("s") and w[:-1] in TYPE_WORDS:
        return TYPE_WORDS[w[:-1]]
    if w.endswith("s") and len(w) > 3:
        w = w[:-1]
    return TYPE_WORDS.get(w, w)


def has_type(piece: Piece, words) -> bool:
    wanted = {type_word(w) for w in words}
    return any(type_word(t) in wanted for t in piece.types)


def parse_mod(text: str) -> tuple[int, int]:
    attack, defense = text.split("/")
    return int(attack), int(defense)


# --- passive abilities and values ------------------------------------------------------------

def active_levels(state: State, city: Piece) -> list:
    """The permanent-effect levels of ``city`` active now (reached at its last devotion, not yet lapsed)."""
    active = state.levels.get(city.name, {})
    return [lv for lv in city.card.levels if lv["level"] in active and "permanent" in lv]


def passive_sources(state: State):
    """(source piece, passive) for every passive ability in play: creatures', enchantments', cities' active
    permanent levels."""
    for piece in state.pieces():
        if piece.destroyed or piece.dead and not (
                piece.card.passive and state.chance.reading(DEAD_EFFECTS, state.trace) == "effects-until-cleanup"):
            continue
        for passive in piece.card.passive:
            yield piece, passive
        if piece.kind == "cite":
            for level in active_levels(state, piece):
                yield piece, level["permanent"]


def applies(source: Piece, passive: dict, target: Piece) -> bool:
    if target is source and passive.get("self") is False:
        return False
    whose = passive.get("whose", "all")
    if whose == "own" and target.controller != source.controller:
        return False
    if whose == "opponents" and target.controller == source.controller:
        return False
    where = passive.get("where", "any")
    if where == "army" and target.where != "army":
        return False
    if where == "residents" and target.where != f"city:{source.name}":
        return False
    return not passive.get("types") or has_type(target, passive["types"])


def bonuses(state: State, piece: Piece) -> list[tuple[str, int, int]]:
    """Every modifier on ``piece`` now: (where from, attack, defence)."""
    out = [(m.source, m.attack, m.defense) for m in piece.mods]
    for item in piece.attached:
        if "bonus" in item.card.attached:
            out.append((item.name, *parse_mod(item.card.attached["bonus"])))
    if piece.kind == "creature":
        for source, passive in passive_sources(state):
            if applies(source, passive, piece):
                out.append((source.name, *parse_mod(passive["bonus"])))
    return out


def _printed(value: int | None, piece: Piece) -> int:
    """A creature's printed attack or defence, a city's defence: the database requires them (``build_card``)."""
    assert value is not None, f"{piece.name} has no such value"
    return value


def attack(state: State, piece: Piece) -> int:
    return _printed(piece.card.attack, piece) + sum(a for _s, a, _d in bonuses(state, piece))


def defense(state: State, piece: Piece) -> int:
    """A creature's current defence value (its damage aside), or a city's remaining defence points."""
    if piece.kind == "cite":
        return _printed(piece.card.defense, piece) + piece.gained - piece.damage
    return _printed(piece.card.defense, piece) + sum(d for _s, _a, d in bonuses(state, piece))


def stats(state: State, piece: Piece) -> str:
    return f"{attack(state, piece)}/{defense(state, piece)}"


# --- « peut » and « ne peut pas » ------------------------------------------------------------

def make_grant(raw, kind: str, source: str, until_end: bool = False) -> Grant:
    if isinstance(raw, str):
        return Grant(kind, raw, source, (), until_end)
    when = tuple((k, v) for k, v in raw.items() if k != "capability")
    return Grant(kind, raw["capability"], source, when, until_end)


def grants_of(state: State, subject) -> list[Grant]:
    """Every « peut » / « ne peut pas » on a piece or a player (its card, effects, attached enchantments)."""
    if isinstance(subject, Piece):
        out = [make_grant(g, "can", subject.name) for g in subject.card.can]
        out += [make_grant(g, "cannot", subject.name) for g in subject.card.cannot]
        out += subject.grants
        attached = subject.attached
    else:
        out = list(subject.grants)
        attached = subject.attached
    for item in attached:
        statics = item.card.attached
        out += [make_grant(g, "can", item.name) for g in statics.get("can", ())]
        out += [make_grant(g, "cannot", item.name) for g in statics.get("cannot", ())]
    return out


def permitted(state: State, subject, capability: str, base: bool, base_rule: str, context: dict | None = None,
              what: str = "", quiet: bool = False) -> tuple[bool, str]:
    """Whether ``subject`` may do ``capability``: the base rule (``base``, ``base_rule``), replaced by a card's
    « peut » (``conflict.card-wins``), and any « ne peut pas » wins over every « peut »
    (``conflict.cannot-wins``).  Returns (allowed, the rule that decided); traces what cards changed."""
    context = context or {}
    name = getattr(subject, "name", str(subject))
    doing = what or CAPABILITY_FR[capability]
    relevant = [g for g in grants_of(state, subject) if g.capability == capability and
                all(context.get(k) == v for k, v in g.when)]
    cannot = [g for g in relevant if g.kind == "cannot"]
    can = [g for g in relevant if g.kind == "can"]
    trace = state.trace
    if quiet:
        return (False if cannot else (True if can else base)), base_rule
    if cannot:
        if can or base:
            allowed_by = ", ".join(g.source for g in can) or "la règle de base"
            trace.add("arcmage.conflict.cannot-wins",
                      f"{name} : « ne peut pas {doing} » ({', '.join(g.source for g in cannot)}) contre « peut » "
                      f"({allowed_by}) : « ne peut pas » l'emporte.")
            return False, "arcmage.conflict.cannot-wins"
        return False, "arcmage.conflict.card-wins" if not base_rule else base_rule
    if can and not base:
        trace.add("arcmage.conflict.card-wins", f"{name} peut {doing} ({', '.join(g.source for g in can)}) : la "
                                                "règle de la carte remplace la règle de base.")
        return True, "arcmage.conflict.card-wins"
    return base, base_rule




def require(state: State, subject, capability: str, base: bool, base_rule: str, refusal: str,
            context: dict | None = None, what: str = "") -> None:
    """Refuse what ``subject`` may not do (:func:`permitted`), by the rule that decided, saying ``refusal``."""
    allowed, rule = permitted(state, subject, capability, base, base_rule, context, what)
    if not allowed:
        raise Refusal(rule, refusal)

def check_untap(state: State, piece: Piece) -> bool:
    """Whether ``piece`` untaps in its controller's untap phase (a card may say it does not)."""
    ok, _rule = permitted(state, piece, "untap", True, "arcmage.turn.untap", what="se désengager")
    if not ok:
        state.trace.add("arcmage.conflict.card-wins", f"{piece.name} ne se désengage pas : la règle de la carte "
                                                      "remplace celle du désengagement.")
    return ok
