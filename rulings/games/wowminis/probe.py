"""Reading the state for expectations: ``Familier.health``, ``A.vp``, ``window.order``, ``wave.order``, ``cost``…

:func:`parse` checks a path once, when the scenario loads (an unknown name or
property is a user error, with "did you mean"); :func:`read` reads it from a
state.  Some lists compare without order (:class:`Bag`); lists whose order the
chapter makes matter (opportunities, waves, what was played or resolved, the
paquet) compare in order.
"""

from __future__ import annotations

from rulings.core import french, probes
from rulings.core.errors import UserError, did_you_mean
from rulings.core.probes import Bag

from .model import State

GLOBAL = ("winner", "over", "refused", "refused_by", "played", "resolved", "negated", "cost", "costs",
          "cost_options", "defenders", "destroyed", "windows", "waves", "active")
WINDOW = ("order", "next", "reacted")
WAVE = ("order", "skipped", "destroyed")
PLAYER = ("vp", "hand", "deck", "discard")
CHARACTER = ("health", "max_health", "armor", "ticks", "in_play", "destroyed", "defender", "hidden", "forbidden",
             "adjacent", "main", "controller")
ABILITY = ("kind", "action", "triggered")

GLOBAL_FR = {"winner": "vainqueur", "over": "partie finie", "refused": "actions refusées",
             "refused_by": "règles ayant refusé", "played": "capacités jouées", "resolved": "capacités résolues",
             "negated": "capacités annulées", "cost": "coût total de la dernière capacité jouée",
             "costs": "coûts payés", "cost_options": "coûts selon l'ordre des réductions",
             "defenders": "défenseurs de la dernière attaque", "destroyed": "personnages détruits",
             "windows": "fenêtres ouvertes", "waves": "vagues résolues", "active": "joueur dont c'est le tour"}
WINDOW_FR = {"order": "ordre des opportunités de la dernière fenêtre ouverte",
             "next": "prochain joueur à avoir son opportunité", "reacted": "joueurs ayant réagi dans la fenêtre"}
WAVE_FR = {"order": "ordre de la dernière vague", "skipped": "capacités écartées de la vague (même nom)",
           "destroyed": "détruits après la dernière vague"}
PLAYER_FR = {"vp": "points de victoire de {}", "hand": "main de {}", "deck": "paquet de {}",
             "discard": "défausse de {}"}
CHARACTER_FR = {"health": "santé de {}", "max_health": "santé maximum de {}", "armor": "armure de {}",
                "ticks": "tics de {}", "in_play": "{} en jeu", "destroyed": "{} détruit", "defender": "{} défenseur",
                "hidden": "cartes Barre d'Action cachées de {}", "forbidden": "{} empêché de jouer",
                "adjacent": "personnages adjacents à {}", "main": "attaque principale de {}",
                "controller": "joueur de {}"}
ABILITY_FR = {"kind": "type de {}", "action": "{} est une action", "triggered": "{} est déclenchable"}


def parse(path: str, players: list, characters: dict, db) -> tuple:
    """('global', key) | ('window', key) | ('wave', key) | ('player', P, prop) | ('character', name, prop) |
    ('ability', name, prop)."""
    if path in GLOBAL:
        return ("global", path)
    for part, keys in (("window", WINDOW), ("wave", WAVE)):
        key = probes.part(path, part, keys, "propriété inconnue : « {path} »", [f"{part}.{k}" for k in keys])
        if key:
            return (part, key)
    found = probes.subject(path, players)
    if found:
        player, prop = found
        probes.known(prop, PLAYER, f"propriété de joueur inconnue : « {prop} » dans « {path} »")
        return ("player", player, prop)
    found = probes.subject(path, [*characters, *db.abilities])
    if found:
        name, prop = found
        kind = "character" if name in characters else "ability"
        probes.known(prop, CHARACTER if kind == "character" else ABILITY,
                     f"propriété inconnue {french.de(name)} : « {prop} »")
        return (kind, name, prop)
    head = path.rsplit(".", 1)[0]
    hint = did_you_mean(head, [*characters, *db.abilities, *players]) or did_you_mean(path, GLOBAL)
    raise UserError(f"« {path} » ne désigne rien dans ce cas : attendu un personnage ({', '.join(characters)}) ou "
                    f"une capacité suivi d'une propriété, un joueur ({', '.join(p + '.' for p in players)}), window., "
                    f"wave. ou l'un de {', '.join(GLOBAL)}", hint=hint)


WORDS = {"global": GLOBAL_FR, "window": WINDOW_FR, "wave": WAVE_FR, "player": PLAYER_FR, "character": CHARACTER_FR,
         "ability": ABILITY_FR}


def label(parsed: tuple) -> str:
    if parsed[0] in ("character", "ability"):
        return probes.label(parsed, WORDS, french.fill)      # « santé d'Arcaniste »
    return probes.label(parsed, WORDS)


def read(state: State, parsed: tuple, db):
    kind = parsed[0]
    if kind == "global":
        key = parsed[1]
        if key == "cost":
            return state.costs[-1] if state.costs else None
        if key == "windows":
            return len(state.stack)
        if key == "defenders":
            return Bag(state.defenders)
        if key in ("winner", "over", "waves", "active"):
            return getattr(state, key)
        return list(getattr(state, key))
    if kind == "window":
        if not state.stack:
            return None
        top = state.stack[-1]
        if parsed[1] == "order":
            return list(top.order)
        if parsed[1] == "next":
            return top.order[top.pos] if top.pos < len(top.order) else None
        return Bag(top.reacted)
    if kind == "wave":
        value = {"order": state.wave_order, "skipped": state.wave_skipped, "destroyed": state.wave_destroyed}[parsed[1]]
        return Bag(value) if parsed[1] == "destroyed" else list(value)
    if kind == "player":
        who = state.players[parsed[1]]
        prop = parsed[2]
        if prop == "vp":
            return who.vp
        if prop == "deck":
            return list(who.deck)
        return Bag(getattr(who, prop))
    if kind == "ability":
        ability = db.abilities[parsed[1]]
        prop = parsed[2]
        if prop == "kind":
            return ability.kind
        return ability.is_action if prop == "action" else ability.triggered
    name, prop = parsed[1], parsed[2]
    char = state.chars.get(name)
    if char is None:          # summoned later in the case: not in play yet
        return False if prop in ("in_play", "destroyed", "defender", "forbidden") else None
    if prop == "armor":
        return char.armor
    if prop == "defender":
        return name in state.defenders
    if prop == "hidden":
        return Bag(c.ability.name for c in char.carried if c.zone == "hidden")
    if prop == "adjacent":
        return Bag(state.adjacency.get(name, ()))
    if prop == "main":
        return char.card.main
    return getattr(char, prop)


same = probes.same
