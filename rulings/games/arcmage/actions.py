"""The actions of an Arcmage case: each verb declared once (its keys, its checks at load, how it is applied and
shown), as the core's verb table (:mod:`rulings.core.action_verbs`).

An action the game forbids raises :class:`rulings.core.game.IllegalAction`; the ``attempt: true`` protocol
(undo, record the refusal, go on) is the core's (:mod:`rulings.core.action_case`).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings.core import french
from rulings.core.action_verbs import Verb, Verbs, by_active, end_of_turn, refuse_false
from rulings.core.errors import UserError, did_you_mean
from rulings.core.spec import Bool, Int, ListOf, Obj, OneOf, Str

from . import cards, combat, deck, devotion, movement, phases, stack, zones
from .database import Database
from .format import NAME, PHASE, PIECE_NAME, PLAYER
from .model import PHASE_BY_WORD, State
from .setup import Names

ANSWERS = ("choose", "discard", "evacuate", "first_city", "draw", "resource", "found")


@dataclass
class Loading:
    """What the checks at load read: the database, the names of the case's cards, its players, and the turn the
    action is played in."""

    db: Database
    names: Names
    players: list
    turn: int


def _check(context: Loading, raw, action: dict) -> None:
    if raw.get("by") is not None and raw["by"] not in context.players:
        raise UserError(f"{raw['by']} ne joue pas dans ce cas ({', '.join(context.players)})", action["where"])
    action["turn"] = context.turn


def apply(state: State, action: dict) -> None:
    """Apply a prepared action: the game allows it now, then its verb's, then what follows settles."""
    by, verb = action.get("by"), action["verb"]
    if state.over:
        raise UserError(f"la partie est finie ({'égalité' if state.tie else 'vainqueur : ' + str(state.winner)}) : "
                        f"l'action {action['n']} ne peut plus être jouée")
    if by is not None and state.players[by].lost:
        raise UserError(f"{by} a perdu : elle ne joue plus")
    pending = state.pending
    answering = verb in ANSWERS and (by == pending.player or verb == pending.kind) if pending is not None else True
    # ending the turn with a discard owed plays it as the player's choice, from the discard phase as from any other
    # (phases.end_turn); any other action waits for the discard
    if pending is not None and not answering and not (verb == "end_turn" and zones.discard_owed(pending)) and \
            not (verb == "play" and state.cards[action["play"]].type == "evenement" and pending.kind == "draw"):
        raise phases.owed(state, "avant toute autre action")
    VERBS.apply(state, action)
    zones.settle(state)


def _by(action: dict) -> str:
    return action.get("by") or "Tout le monde"


def _things(items) -> str:
    """« a, b et c », « rien » when there is none."""
    return french.join(items) or "rien"


def _card(context: Loading, raw, action: dict) -> None:
    """The card the verb names, by its name in the database."""
    verb = action["verb"]
    action[verb] = context.db.card(raw[verb], action["where"], f"action {action['n']}").name


def _cards_by_faction(context: Loading, raw, action: dict, key: str) -> None:
    for faction in raw[key]:
        if faction not in deck.FACTIONS:
            raise UserError(f"faction inconnue : « {faction} »", action["where"], did_you_mean(str(faction),
                                                                                              deck.FACTIONS))
    at = f"action {action['n']}"
    action[key] = {f: [context.db.card(n, action["where"], at).name for n in items] for f, items in raw[key].items()}


def _on(action: dict) -> str:
    target = action.get("target")
    return f" sur {_things(target) if isinstance(target, list) else target}" if target is not None else ""


def _paid(action: dict) -> str:
    paid = " en engageant " + " + ".join(f"{n} {f}" for f, n in action["pay"].items()) if action.get("pay") else ""
    return paid + (f" (X = {action['x']})" if "x" in action else "")


def _options(action: dict) -> dict:
    return {k: action[k] for k in ("to", "x", "mode", "as", "pay") if k in action}


TARGET = OneOf(PIECE_NAME, NAME, ListOf(PIECE_NAME),
               doc="La cible : une carte en jeu, une joueuse, une carte d'un cimetière, ou une liste.")
TO = Str("Destination : une cité, ou army.")
PAY = Obj({}, "Ressources engagées, par faction (absent : le moteur prend d'abord la loyauté dans la faction de la "
              "carte, puis les autres factions dans l'ordre de la situation).", rest=Int(minimum=0))
X = Int("La valeur de X quand la joueuse la choisit.", minimum=0)
WITH = ListOf(PIECE_NAME, "Les créatures : attaquantes (attack) ou dévouées (devote).")


# --- the start of the game and of a turn ----------------------------------------------------------------

FIRST_CITY: Verb[Loading, State] = Verb(
    "first_city", NAME, load=_card, apply=lambda s, a: cards.first_city(s, a["by"], a["first_city"]),
    show=lambda a: f"{_by(a)} pose sa première cité : {a['first_city']}")


def _show_draw(action: dict) -> str:
    by, count = _by(action), action["draw"]
    text = {2: f"{by} pioche 2 cartes (aucune ressource)", 1: f"{by} pioche 1 carte",
            0: f"{by} ne pioche pas et joue 2 ressources"}.get(count, f"{by} pioche {french.count(count, 'carte')}")
    if action.get("resources"):
        text += " ; ressources : " + ", ".join(f"{_things(c)} en {f}" for f, c in action["resources"].items())
    return text


DRAW: Verb[Loading, State] = Verb(
    "draw", Int("Phase 2 : 2 (deux cartes, aucune ressource), 1 (une carte, une ressource au plus), 0 (aucune carte, "
                "deux ressources).", minimum=0),
    keys={"resources": Obj({}, "Avec draw : faction → cartes de la main posées comme ressources de cette faction.",
                           rest=ListOf(NAME))},
    load=lambda context, raw, a: _cards_by_faction(context, raw, a, "resources") if "resources" in raw else None,
    apply=lambda s, a: phases.choose_draw(s, a["by"], a["draw"], a.get("resources")), show=_show_draw)

RESOURCE: Verb[Loading, State] = Verb(
    "resource", Obj({}, "Poser des cartes de la main comme ressources : faction → cartes.", rest=ListOf(NAME)),
    load=lambda context, raw, a: _cards_by_faction(context, raw, a, "resource"),
    apply=lambda s, a: phases.make_resources(s, a["by"], a["resource"]),
    show=lambda a: f"{_by(a)} pose " + ", ".join(f"{_things(c)} comme ressource {f}" for f, c in a["resource"].items()))

DEVOTE: Verb[Loading, State] = Verb(
    "devote", Str("Phase 3 : la cité pour laquelle on dévoue des résidentes (« with: »)."),
    keys={"with": WITH, "target": TARGET},
    apply=lambda s, a: devotion.declare(s, a["by"], a["devote"], a.get("with") or [], a.get("target")),
    show=lambda a: f"{_by(a)} dévoue {_things(a.get('with') or [])} à {a['devote']}{_on(a)}")


# --- cards and abilities --------------------------------------------------------------------------------

def _load_play(context: Loading, raw, action: dict) -> None:
    _card(context, raw, action)
    card, where = context.db.cards[action["play"]], action["where"]
    if card.modes and "mode" not in raw:
        raise UserError(f"{card.name} demande de choisir une option : ajoutez « mode: 1 » (1 à {len(card.modes)})",
                        where)
    if "mode" in raw and not 1 <= raw["mode"] <= len(card.modes):
        raise UserError(f"{card.name} n'a pas d'option {raw['mode']}", where)
    if card.type == "creature" and "as" in raw:
        context.names.pieces.setdefault(raw["as"], (raw["by"], card.name))


def _show_play(action: dict) -> str:
    to = action.get("to")
    dest = (" dans l'armée" if to == "army" else f" sur {to}") if to else ""
    return f"{_by(action)} joue {action['play']}{_on(action)}{dest}{_paid(action)}"


PLAY: Verb[Loading, State] = Verb(
    "play", NAME,
    keys={"target": TARGET, "to": TO, "pay": PAY, "x": X,
          "mode": Int("Pour « choisis-en un » : le numéro de l'option.", minimum=1),
          "as": Str("Nom de la carte une fois en jeu, si ce nom est déjà pris (« Goule 2 »).")},
    load=_load_play, apply=lambda s, a: cards.play(s, a["by"], s.cards[a["play"]], a.get("target"), _options(a)),
    show=_show_play)

ACTIVATE: Verb[Loading, State] = Verb(
    "activate", Str("Activer une capacité d'une carte en jeu (« ability: » si elle en a plusieurs)."),
    keys={"ability": Int("Numéro de la capacité activée (défaut 1).", minimum=1), "target": TARGET, "pay": PAY,
          "x": X, "to": TO},
    apply=lambda s, a: cards.activate(s, a["by"], a["activate"], a.get("ability", 1), a.get("target"), _options(a)),
    show=lambda a: f"{_by(a)} active {a['activate']}" + (f" (capacité {a['ability']})" if a.get("ability") else "")
                   + f"{_on(a)}{_paid(a)}")


# --- moves and combat -----------------------------------------------------------------------------------

def _load_move(context: Loading, raw, action: dict) -> None:
    if "to" not in raw:
        raise UserError("un déplacement dit où : « to: army » ou « to: <cité> »", action["where"])


def _load_attack(context: Loading, raw, action: dict) -> None:
    if not raw.get("with"):
        raise UserError("une attaque nomme ses attaquantes : « with: [...] », dans l'ordre des batailles",
                        action["where"])


def _show_blockers(action: dict) -> str:
    parts = [f"{_things(b)} sur {a}" for a, b in action["blockers"].items() if b]
    return f"{_by(action)} bloque : {' ; '.join(parts)}" if parts else f"{_by(action)} ne bloque pas"


def _show_assign(action: dict) -> str:
    parts = [f"{a} : " + ", ".join(f"{d} sur {n}" for n, d in split.items()) for a, split in action["assign"].items()]
    return f"{_by(action)} répartit les dégâts — {' ; '.join(parts)}"


MOVE: Verb[Loading, State] = Verb(
    "move", PIECE_NAME, keys={"to": TO}, load=_load_move,
    apply=lambda s, a: movement.move(s, a["by"], a["move"], a["to"]),
    show=lambda a: f"{_by(a)} déplace {a['move']} vers " + ("l'armée" if a["to"] == "army" else a["to"]))

ATTACK: Verb[Loading, State] = Verb(
    "attack", Str("Phase 5 : la cité adverse attaquée (« with: » : les attaquantes, dans l'ordre des batailles)."),
    keys={"with": WITH}, load=_load_attack,
    apply=lambda s, a: combat.declare(s, a["by"], a["attack"], a.get("with") or []),
    show=lambda a: f"{_by(a)} attaque {a['attack']} avec {_things(a.get('with') or [])}")

BLOCKERS: Verb[Loading, State] = Verb(
    "blockers", Obj({}, "La défenseuse assigne ses bloqueuses : attaquante → [bloqueuses]. {} : aucun blocage.",
                    rest=ListOf(PIECE_NAME)),
    apply=lambda s, a: combat.block(s, a["by"], a["blockers"]), show=_show_blockers)

ASSIGN: Verb[Loading, State] = Verb(
    "assign", Obj({}, "L'attaquante répartit les dégâts d'une attaquante bloquée par plusieurs : attaquante → "
                      "{bloqueuse: dégâts}.", rest=Obj({}, rest=Int(minimum=0))),
    apply=lambda s, a: combat.assign(s, a["by"], a["assign"]), show=_show_assign)

EVACUATE: Verb[Loading, State] = Verb(
    "evacuate", Obj({}, "Les résidentes désengagées d'une cité détruite : créature → army ou une cité.",
                    rest=Str()),
    apply=lambda s, a: _evacuate(s, a["by"], a["evacuate"]),
    show=lambda a: f"{_by(a)} fait sortir de la cité détruite : " + ", ".join(
        f"{n} vers {'l armée' if d == 'army' else d}".replace("l armée", "l'armée")
        for n, d in a["evacuate"].items()))

CHOOSE: Verb[Loading, State] = Verb(
    "choose", Str("Le choix qu'une capacité demande (la créature à défausser…)."),
    apply=lambda s, a: _choose(s, a["by"], a["choose"]), show=lambda a: f"{_by(a)} choisit {a['choose']}")


# --- the end of a turn, the pile, the phases ------------------------------------------------------------

def _load_discard(context: Loading, raw, action: dict) -> None:
    action["discard"] = [context.db.card(n, action["where"], f"action {action['n']}").name for n in raw["discard"]]


def _resolve_pile(state: State, action: dict) -> None:
    if not state.pile:
        raise UserError("la pile est vide : il n'y a rien à résoudre")
    count = None if action["resolve_pile"] is True else action["resolve_pile"]
    stack.resolve(state, count, "Toutes arrêtent de répondre" if count is None else "")


def _phase(state: State, action: dict) -> None:
    target = PHASE_BY_WORD[action["phase"]].number
    if target == state.phase:
        raise UserError(f"le tour est déjà en {PHASE_BY_WORD[action['phase']].fr}")
    stack.resolve(state, None, "La joueuse active passe à une autre phase")
    phases.advance(state, target)


DISCARD: Verb[Loading, State] = Verb(
    "discard", ListOf(NAME, "Phase 7 : les cartes défaussées de la main."), load=_load_discard,
    apply=lambda s, a: phases.discard(s, a["by"], a["discard"]),
    show=lambda a: f"{_by(a)} défausse {_things(a['discard'])}")

FOUND: Verb[Loading, State] = Verb(
    "found", NAME, load=_card, apply=lambda s, a: cards.found(s, a["by"], a["found"]),
    show=lambda a: f"{_by(a)} passe son tour pour fonder {a['found']}")

RESOLVE_PILE: Verb[Loading, State] = Verb(
    "resolve_pile", OneOf(Bool(), Int(minimum=1), doc="Plus personne ne répond : true résout toute la pile, 1 le "
                                                      "dessus seulement."),
    load=lambda context, raw, a: refuse_false(raw, a), apply=_resolve_pile, by="optional",
    show=lambda a: "Plus personne ne répond : " + ("toute la pile se résout" if a["resolve_pile"] is True else
                                                   "le dessus de la pile se résout"))

PHASE_VERB: Verb[Loading, State] = Verb(
    "phase", PHASE, by="optional",
    apply=by_active("arcmage.turn.order", "c'est {active}, la joueuse active, qui fait avancer son tour", _phase),
    show=lambda a: f"{a.get('by') or 'La joueuse active'} passe à la {PHASE_BY_WORD[a['phase']].fr}")

END_TURN: Verb[Loading, State] = Verb(
    "end_turn", Bool("Finir son tour : la joueuse suivante commence (désengagement, puis sa pioche)."),
    load=end_of_turn, show=lambda a: f"{_by(a)} finit son tour",
    apply=by_active("arcmage.turn.end", "seule la joueuse active ({active}) finit son tour",
                    lambda s, a: phases.end_turn(s)))


VERBS: Verbs[Loading, State] = Verbs(
    (FIRST_CITY, DRAW, RESOURCE, DEVOTE, PLAY, ACTIVATE, MOVE, ATTACK, BLOCKERS, ASSIGN, EVACUATE, CHOOSE, DISCARD,
     FOUND, RESOLVE_PILE, PHASE_VERB, END_TURN),
    by=PLAYER,
    doc="Une action : « by » et un verbe (first_city, draw, resource, devote, play, activate, move, attack, "
        "blockers, assign, evacuate, choose, discard, found, resolve_pile, phase, end_turn). Une action d'une phase "
        "plus tardive fait passer le tour à cette phase.",
    missing="ne dit pas ce qui est fait", no_player="l'action {n} ne dit pas qui agit : ajoutez « by: A »",
    check=_check)


def _evacuate(state: State, player: str, mapping: dict) -> None:
    pending = state.pending
    if pending is None or pending.kind != "evacuate" or pending.player != player:
        raise UserError("aucune résidente d'une cité détruite n'attend de destination")
    if set(mapping) != set(pending.options):
        which = french.plural(len(pending.options), "la résidente", "chacune des résidentes")
        raise UserError(f"dites où va {which} : {', '.join(pending.options)}")
    for name, dest in mapping.items():
        zones.evacuate(state, state.find(name), dest, pending.what)
    zones.next_pending(state)


def _choose(state: State, player: str, choice: str) -> None:
    pending = state.pending
    if pending is None or pending.kind != "choose" or pending.player != player:
        raise UserError("aucun choix n'est attendu de cette joueuse")
    if choice not in pending.options:
        raise UserError(f"{choice} n'est pas un des choix possibles : {', '.join(pending.options)}")
    zones.next_pending(state)
    if pending.then == "discard-creature":
        zones.remove_from_play(state, state.find(choice), "graveyard", f"défaussée par {pending.what}",
                               "arcmage.zones.graveyard")
