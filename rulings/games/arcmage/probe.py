"""Reading the state for expectations: ``A.hand``, ``Goule.damage``, ``Deux-Ponts.defense``, ``combat.dead``…

:func:`parse` checks a path once, when the scenario loads (an unknown name or
property is a user error, with "did you mean"); :func:`read` reads it from a
state.  Lists of cards compare without order (:class:`Bag`), except the deck
(top first), the graveyard (oldest first) and the orders the rules care about
(``resolved``, ``combat.dead``, ``combat.attackers``).
"""

from __future__ import annotations

import re

from rulings.core import french, probes
from rulings.core.errors import UserError, did_you_mean
from rulings.core.french import fill
from rulings.core.probes import Bag

from . import values
from .model import CAPABILITIES, CAPABILITY_FR, PHASES, PLAYER_FR, State

GLOBAL = ("winner", "tie", "over", "losers", "turn", "active", "phase", "phases", "pile", "resolved", "paid",
          "refused", "refused_by", "pending")
COMBAT = ("target", "declared", "attackers", "blocks", "dead", "city_damage")
PLAYER = ("hand", "deck", "graveyard", "reserve", "removed", "kingdom", "army", "resources", "untapped", "tapped",
          "creatures", "lost", "deck_legal", "deck_broken", "attached", "sizes")
PIECE = ("zone", "city", "tapped", "damage", "attack", "defense", "dead", "owner", "controller", "types", "faction",
         "attached", "residents", "destroyed", "devotion", "levels", "counters")

GLOBAL_FR = {"winner": "gagnante", "tie": "égalité", "over": "partie finie", "losers": "perdantes", "turn": "tour",
             "active": "joueuse active", "phase": "phase en cours", "phases": "phases jouées ce tour",
             "pile": "pile (dessous d'abord)", "resolved": "évènements résolus, dans l'ordre",
             "paid": "dernier paiement", "refused": "actions refusées", "refused_by": "règles ayant refusé",
             "pending": "choix en attente"}
COMBAT_FR = {"target": "cité attaquée", "declared": "attaquantes annoncées", "attackers": "attaquantes engagées",
             "blocks": "bloqueuses", "dead": "créatures mortes au combat", "city_damage": "dégâts à la cité"}
PIECE_FR = {"zone": "zone de {}", "city": "cité de {}", "tapped": "{} engagée", "damage": "dégâts de {}",
            "attack": "attaque de {}", "defense": "défense de {}", "dead": "{} morte", "owner": "propriétaire de {}",
            "controller": "contrôleuse de {}", "types": "types de {}", "faction": "faction de {}",
            "attached": "cartes attachées à {}", "residents": "résidentes de {}", "destroyed": "{} détruite",
            "devotion": "dévotion de {}", "levels": "niveaux permanents actifs de {}", "counters": "marqueurs de {}"}
BASE = {"attack": None, "block": True, "block-elsewhere": False, "fly": False, "enter-army": False, "untap": True,
        "infiltrate": False, "draw": True}


_COPY = re.compile(r"(.+) \d+")


def _copy_of(name: str, names) -> bool:
    """« Goule 2 »: a further copy of a card, named by the engine when it comes into play."""
    match = _COPY.fullmatch(name)
    return match is not None and match.group(1) in names.db.cards


def parse(path: str, players: list, names) -> tuple:
    """('global', key) | ('combat', key) | ('player', P, prop) | ('piece', name, prop[, capability])."""
    if path in GLOBAL:
        return ("global", path)
    key = probes.part(path, "combat", COMBAT, "propriété du combat inconnue : « {key} »")
    if key:
        return ("combat", key)
    head, _, prop = path.partition(".")
    if head in players and prop:
        probes.known(prop, PLAYER, f"propriété de joueuse inconnue : « {prop} » dans « {path} »")
        return ("player", head, prop)
    name, _, prop = path.rpartition(".")
    if ".can." in path:
        name, _, capability = path.partition(".can.")
        prop = "can." + capability
    if name in names.pieces or name in names.db.cards or _copy_of(name, names):
        if prop.startswith("can."):
            capability = prop[4:]
            probes.known(capability, CAPABILITIES, f"capacité inconnue : « {capability} »")
            return ("piece", name, "can", capability)
        probes.known(prop, PIECE, f"propriété inconnue {french.de(name)} : « {prop} »", [*PIECE, "can.<capacité>"])
        return ("piece", name, prop)
    hint = did_you_mean(head, [*names.pieces, *players, "combat"]) or did_you_mean(path, GLOBAL)
    raise UserError(f"« {path} » ne désigne rien dans ce cas : attendu une carte suivie d'une propriété, une joueuse "
                    f"({', '.join(players)}) suivie d'une propriété, combat. ou l'un de {', '.join(GLOBAL)}", hint=hint)


WORDS = {"global": GLOBAL_FR, "combat": COMBAT_FR, "player": PLAYER_FR, "piece": PIECE_FR}


def label(parsed: tuple) -> str:
    if parsed[0] == "piece" and parsed[2] == "can":
        return probes.capital(f"{parsed[1]} peut {CAPABILITY_FR[parsed[3]]}")
    return probes.label(parsed, WORDS, fill)


def _zone_of_card(state: State, card: str, owner: str | None):
    players = [owner] if owner else state.order
    for player in players:
        who = state.players[player]
        for zone in ("hand", "graveyard", "deck", "reserve", "removed"):
            if card in getattr(who, zone):
                return zone, player
    if any(item.name == card for item in state.pile):
        return "pile", None
    return None, owner


def read(state: State, parsed: tuple, names):
    kind = parsed[0]
    if kind == "global":
        return _global(state, parsed[1])
    if kind == "combat":
        c = state.combat
        if c is None:
            return None
        value = getattr(c, parsed[1])
        if parsed[1] == "blocks":
            return {a: Bag(b) for a, b in value.items()}
        return value if parsed[1] in ("target", "city_damage") else list(value)
    if kind == "player":
        return _player(state, parsed[1], parsed[2])
    return _piece(state, parsed, names)


def _global(state: State, key: str):
    if key == "phase":
        return PHASES[state.phase].word
    if key == "pile":
        return [item.name for item in state.pile]
    if key == "pending":
        p = state.pending
        return None if p is None else f"{p.kind} {p.player}"
    value = getattr(state, key)
    return list(value) if isinstance(value, list) else (dict(value) if isinstance(value, dict) else value)


def _player(state: State, name: str, prop: str):
    who = state.players[name]
    if prop in ("deck", "graveyard"):
        return list(getattr(who, prop))
    if prop in ("hand", "reserve", "removed"):
        return Bag(getattr(who, prop))
    if prop == "kingdom":
        return Bag(c.name for c in who.cities)
    if prop == "army":
        return Bag(p.name for p in who.army)
    if prop == "attached":
        return Bag(p.name for p in who.attached)
    if prop == "resources":
        return {f: u + t for f, (u, t) in who.resources.items() if u + t}
    if prop == "untapped":
        return who.untapped()
    if prop == "tapped":
        return who.tapped()
    if prop == "creatures":
        return len(state.creatures(name))
    if prop == "sizes":
        return {"hand": len(who.hand), "deck": len(who.deck), "graveyard": len(who.graveyard),
                "reserve": len(who.reserve), "kingdom": len(who.cities), "army": len(who.army)}
    return getattr(who, prop) if prop != "deck_broken" else list(who.deck_broken)


def _piece(state: State, parsed: tuple, names):
    name, prop = parsed[1], parsed[2]
    piece = state.find(name)
    if piece is None:
        owner, card = names.pieces.get(name, (None, name))
        zone, owner = _zone_of_card(state, card, None)
        if prop == "zone":
            return zone
        if prop == "owner":
            return owner
        if prop == "faction":
            return state.cards[card].faction
        if prop == "types":
            return Bag(state.cards[card].types)
        if prop == "destroyed":
            return zone == "graveyard" and state.cards[card].type == "cite"
        if prop == "dead":
            return zone == "graveyard" and state.cards[card].type == "creature"
        if prop in ("attached", "residents", "levels"):
            return Bag()
        if prop in ("devotion", "damage", "counters"):
            return 0
        if prop == "can":
            return False
        return None
    if prop == "zone":
        where = piece.where
        if where == "army" or where == "kingdom" or where == "limbo":
            return where
        return "city" if where.startswith("city:") else "attached"
    if prop == "city":
        return piece.where[5:] if piece.where.startswith("city:") else None
    if prop == "attack":
        return values.attack(state, piece) if piece.kind == "creature" else None
    if prop == "defense":
        return values.defense(state, piece) if piece.kind in ("creature", "cite") else None
    if prop == "types":
        return Bag(piece.types)
    if prop == "faction":
        return piece.card.faction
    if prop in ("attached", "residents"):
        return Bag(p.name for p in getattr(piece, prop))
    if prop == "devotion":
        return state.devotion.get(name, 0)
    if prop == "levels":
        return sorted(state.levels.get(name, {}))
    if prop == "can":
        capability = parsed[3]
        base = BASE[capability]
        if base is None:
            base = piece.where == "army"
        return values.permitted(state, piece, capability, base, "", quiet=True)[0]
    return getattr(piece, prop)


def same(expected, actual) -> bool:
    """As the core compares, and a mapping key by key (its keys as text)."""
    if isinstance(actual, dict):
        if not isinstance(expected, dict) or set(map(str, expected)) != set(map(str, actual)):
            return False
        return all(same(expected[k], actual[str(k)]) if str(k) in actual else False for k in expected)
    return probes.same(expected, actual)
