"""Reading the state for expectations: ``Familier.health``, ``A.vp``, ``window.order``, ``wave.order``, ``cost``…

:func:`parse` checks a path once, when the scenario loads (an unknown name or
property is a user error, with "did you mean"); :func:`read` reads it from a
state.  Some lists compare without order (:class:`Bag`); lists whose order the
chapter makes matter (opportunities, waves, what was played or resolved, the
paquet) compare in order.
"""

from __future__ import annotations

from collections import Counter

from rulings.core import french
from rulings.core.errors import UserError, did_you_mean

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
PLAYER_FR = {"vp": "points de victoire de {}", "hand": "main de {}", "deck": "paquet de {}", "discard": "défausse de {}"}
CHARACTER_FR = {"health": "santé de {}", "max_health": "santé maximum de {}", "armor": "armure de {}",
                "ticks": "tics de {}", "in_play": "{} en jeu", "destroyed": "{} détruit", "defender": "{} défenseur",
                "hidden": "cartes Barre d'Action cachées de {}", "forbidden": "{} empêché de jouer",
                "adjacent": "personnages adjacents à {}", "main": "attaque principale de {}",
                "controller": "joueur de {}"}
ABILITY_FR = {"kind": "type de {}", "action": "{} est une action", "triggered": "{} est déclenchable"}




class Bag(list):
    """A list compared without regard to order."""


def parse(path: str, players: list, characters: dict, db) -> tuple:
    """('global', key) | ('window', key) | ('wave', key) | ('player', P, prop) | ('character', name, prop) |
    ('ability', name, prop)."""
    if path in GLOBAL:
        return ("global", path)
    for head, known, kind in (("window.", WINDOW, "window"), ("wave.", WAVE, "wave")):
        if path.startswith(head):
            prop = path[len(head):]
            if prop not in known:
                raise UserError(f"propriété inconnue : « {path} »", hint=did_you_mean(prop, known) or
                                "connues : " + ", ".join(head + k for k in known))
            return (kind, prop)
    for player in players:
        if path.startswith(player + "."):
            prop = path[len(player) + 1:]
            if prop not in PLAYER:
                raise UserError(f"propriété de joueur inconnue : « {prop} » dans « {path} »",
                                hint=did_you_mean(prop, PLAYER) or "connues : " + ", ".join(PLAYER))
            return ("player", player, prop)
    names = [(n, "character") for n in characters] + [(n, "ability") for n in db.abilities]
    for name, kind in sorted(names, key=lambda item: len(item[0]), reverse=True):
        if path.startswith(name + "."):
            prop = path[len(name) + 1:]
            known = CHARACTER if kind == "character" else ABILITY
            if prop not in known:
                raise UserError(f"propriété inconnue {french.de(name)} : « {prop} »",
                                hint=did_you_mean(prop, known) or "connues : " + ", ".join(known))
            return (kind, name, prop)
    head = path.rsplit(".", 1)[0]
    hint = did_you_mean(head, [*characters, *db.abilities, *players]) or did_you_mean(path, GLOBAL)
    raise UserError(f"« {path} » ne désigne rien dans ce cas : attendu un personnage ({', '.join(characters)}) ou "
                    f"une capacité suivi d'une propriété, un joueur ({', '.join(p + '.' for p in players)}), window., "
                    f"wave. ou l'un de {', '.join(GLOBAL)}", hint=hint)


def label(parsed: tuple) -> str:
    kind = parsed[0]
    if kind == "global":
        text = GLOBAL_FR[parsed[1]]
    elif kind == "window":
        text = WINDOW_FR[parsed[1]]
    elif kind == "wave":
        text = WAVE_FR[parsed[1]]
    elif kind == "player":
        text = PLAYER_FR[parsed[2]].format(parsed[1])
    else:
        template = (CHARACTER_FR if kind == "character" else ABILITY_FR)[parsed[2]]
        text = template.replace("de {}", french.de(parsed[1])).replace("à {}", "à " + parsed[1]).format(parsed[1])
    return text[0].upper() + text[1:]


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


def same(expected, actual) -> bool:
    if isinstance(actual, Bag):
        return isinstance(expected, list) and Counter(map(str, expected)) == Counter(map(str, actual))
    if isinstance(actual, bool) or isinstance(expected, bool):
        return expected is actual
    if isinstance(expected, list) and isinstance(actual, list):
        return [str(e) for e in expected] == [str(a) for a in actual]
    return expected == actual
