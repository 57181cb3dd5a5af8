"""Reading the state for expectations: ``A.pv``, ``Bouftou.tapped``, ``combat.totals``, ``refused``…

:func:`parse` checks a path once, when the scenario loads (an unknown name or
property is a user error, with "did you mean"); :func:`read` reads it from a
state.  Lists of cards compare as lists without order (:class:`Bag`), except
the deck, whose order (top first) matters.
"""

from __future__ import annotations

from rulings.core import probes
from rulings.core.errors import UserError, did_you_mean
from rulings.core.probes import Bag

from .model import Leader, State

GLOBAL = ("winner", "over", "turn", "active", "phase", "phases", "refused", "refused_by", "pending")
COMBAT = ("winner", "totals", "attackers", "defenders", "destroyed", "drop", "kept", "points")
PLAYER = ("pv", "pa", "pm", "patt", "mana", "hand", "deck", "discard", "rest", "combat", "equipment", "leader",
          "deck_legal")
PIECE = ("tapped", "sick", "zone", "patt", "drop", "element", "owner", "attacking", "defending")
LEADER = ("tapped", "zone", "pv", "pa", "pm", "patt", "mana", "equipment", "owner", "attacking", "defending")

GLOBAL_FR = {"winner": "vainqueur de la partie", "over": "partie finie", "turn": "tour", "active": "joueur actif",
             "phase": "phase en cours", "phases": "phases jouées ce tour", "refused": "actions refusées",
             "refused_by": "règles ayant refusé", "pending": "choix en attente"}
COMBAT_FR = {"winner": "vainqueur du combat", "totals": "totaux du combat", "attackers": "attaquants",
             "defenders": "défenseurs", "destroyed": "cartes détruites", "drop": "cartes piochées par le drop",
             "kept": "carte gardée du drop", "points": "points reçus par carte"}
PLAYER_FR = {"pv": "PV de {}", "pa": "PA de {}", "pm": "PM de {}", "patt": "PAtt du Leader de {}",
             "mana": "mana du Leader de {}", "hand": "main de {}", "deck": "deck de {}", "discard": "Défausse de {}",
             "rest": "Zone de Repos de {}", "combat": "Zone de Combat de {}",
             "equipment": "équipements du Leader de {}", "leader": "Leader de {}", "deck_legal": "deck de {} légal"}
PIECE_FR = {"tapped": "{} engagée", "sick": "Mal d'invocation de {}", "zone": "zone de {}", "patt": "PAtt de {}",
            "drop": "Drop de {}", "element": "élément choisi pour {}", "owner": "propriétaire de {}",
            "attacking": "{} attaque", "defending": "{} défend", "pv": "PV de {}", "pa": "PA de {}", "pm": "PM de {}",
            "mana": "mana de {}", "equipment": "équipements de {}"}

LEADER_FR = {"tapped": "{} engagé", "attacking": "{} attaque", "defending": "{} défend", "zone": "zone de {}",
             "owner": "joueur de {}", "patt": "PAtt de {}"}


def parse(path: str, pieces: dict, leaders: list) -> tuple:
    """A parsed path: ('global', key) | ('combat', key) | ('player', P, prop) | ('piece', name, prop) |
    ('leader', name, prop).  ``pieces``: name -> (owner, card name); ``leaders``: their names."""
    if path in GLOBAL:
        return ("global", path)
    key = probes.part(path, "combat", COMBAT, "propriété du combat inconnue : « {key} »")
    if key:
        return ("combat", key)
    found = probes.subject(path, ("A", "B"))
    if found:
        player, prop = found
        probes.known(prop, PLAYER, f"propriété de joueur inconnue : « {prop} » dans « {path} »")
        return ("player", player, prop)
    found = probes.subject(path, [*pieces, *leaders])
    if found:
        name, prop = found
        probes.known(prop, LEADER if name in leaders else PIECE, f"propriété inconnue de {name} : « {prop} »")
        return ("leader" if name in leaders else "piece", name, prop)
    head = path.rsplit(".", 1)[0]
    names = [*leaders, *pieces]
    hint = did_you_mean(head, names + ["A", "B", "combat"]) or did_you_mean(path, GLOBAL)
    raise UserError(f"« {path} » ne désigne rien dans ce cas : attendu une carte en jeu ou un Leader "
                    f"({', '.join(names)}) suivi d'une propriété, A., B., combat. ou l'un de "
                    f"{', '.join(GLOBAL)}", hint=hint)


WORDS = {"global": GLOBAL_FR, "combat": COMBAT_FR, "player": PLAYER_FR, "piece": PIECE_FR,
         "leader": {**PIECE_FR, **LEADER_FR}}


def label(parsed: tuple) -> str:
    """How a reader names the value: « PV de A », « Prairie engagée », « Totaux du combat »."""
    return probes.label(parsed, WORDS)


def read(state: State, parsed: tuple, pieces: dict):
    kind = parsed[0]
    if kind == "global":
        key = parsed[1]
        if key == "phase":
            return state.phase.word
        if key == "phases":
            return list(state.phases)
        if key == "refused":
            return list(state.refused)
        if key == "refused_by":
            return list(state.refused_by)
        if key == "pending":
            return None if state.pending is None else f"{state.pending.kind} {state.pending.player}"
        return getattr(state, key)
    if kind == "combat":
        c = state.combat
        key = parsed[1]
        if c is None:
            return None
        if key in ("totals", "points"):
            return dict(getattr(c, key))
        if key in ("winner", "kept"):
            return getattr(c, key)
        return Bag(getattr(c, key))
    if kind == "player":
        who = state.players[parsed[1]]
        prop = parsed[2]
        if prop in ("pv", "pa", "pm", "patt"):
            return getattr(who.leader, prop)
        if prop == "mana":
            return list(who.leader.mana)
        if prop == "deck":
            return list(who.deck)
        if prop in ("hand", "discard"):
            return Bag(getattr(who, prop))
        if prop in ("rest", "combat"):
            return Bag(p.name for p in getattr(who, prop))
        if prop == "equipment":
            return Bag(e.name for e in who.leader.equipment)
        if prop == "leader":
            return who.leader.name
        return state.deck_legal[parsed[1]]
    name, prop = parsed[1], parsed[2]
    thing = state.find(name)
    if prop in ("attacking", "defending"):
        c = state.combat
        if c is None or c.turn != state.turn:
            return False
        return name in (c.attackers if prop == "attacking" else c.defenders)
    if thing is None:     # not in play: where its card lies, if anywhere
        owner, card = pieces[name]
        if prop == "owner":
            return owner
        if prop == "zone":
            who = state.players[owner]
            for zone in ("discard", "hand", "deck"):
                if card in getattr(who, zone):
                    return zone
        return None
    if prop == "zone":
        return thing.zone
    if prop == "mana":
        return list(thing.mana)
    if prop == "equipment":
        return Bag(e.name for e in thing.equipment)
    if isinstance(thing, Leader) and prop in ("pa", "pm", "patt", "pv"):
        return getattr(thing, prop)
    return getattr(thing, prop)


def same(expected, actual) -> bool:
    """As the core compares; a mapping item by item (its keys as text), a number also as text (« 3 », « +3 »)."""
    if isinstance(actual, dict):
        return isinstance(expected, dict) and {str(k): v for k, v in expected.items()} == \
            {str(k): v for k, v in actual.items()}
    if isinstance(actual, int) and not isinstance(actual, bool) and isinstance(expected, str):
        return expected.strip().lstrip("+").isdigit() and int(expected) == actual
    return probes.same(expected, actual)
