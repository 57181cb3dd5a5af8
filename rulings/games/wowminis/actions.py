"""The actions of a WoW Minis case: each verb declared once (its keys, its checks at load, how it is applied and
shown), as the core's verb table (:mod:`rulings.core.action_verbs`).

An action the game forbids raises :class:`rulings.core.game.IllegalAction`; the ``attempt: true`` protocol
(undo, record the refusal, go on) is the core's (:mod:`rulings.core.action_case`).  A refused attempt goes back
to what it was, but the trace of the play itself (what was done before the rewind) is kept, before the refusal
(:meth:`.model.State.restore`).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings.core import french
from rulings.core.action_verbs import Verb, Verbs, refuse_false
from rulings.core.errors import UserError, did_you_mean
from rulings.core.spec import Bool, Int, ListOf, Obj, OneOf, Str

from . import events, playing, waves, windows
from .database import Database
from .model import PLAYER_NAMES, Refusal, State

R = "wowminis."


@dataclass
class Loading:
    """What the checks at load read: the database, the players and the characters of the case."""

    db: Database
    players: list
    characters: dict


def _check(context: Loading, raw, action: dict) -> None:
    if "by" in raw and raw["by"] not in context.players and action["verb"] != "end_of_tick":
        raise UserError(f"le joueur {raw['by']} (action {action['n']}) n'est pas dans ce cas "
                        f"({', '.join(context.players)})", action["where"])


def _characters(context: Loading, raw, action: dict) -> None:
    """Every character an action names is one of the case's."""
    named = [raw.get("source"), raw.get("move"), *(raw.get("targets") or ()), *(raw.get("area") or ()),
             *(raw.get("to") or ()), *(raw.get("order") or {})]
    for name in named:
        if name is not None and name not in context.characters:
            raise UserError(f"« {name} » (action {action['n']}) n'est pas un personnage de ce cas", action["where"],
                            did_you_mean(str(name), context.characters))


def apply(state: State, action: dict) -> None:
    """Apply a prepared action: the game goes on, the trace names the action, then its verb's."""
    if state.over:
        raise UserError(f"la partie est finie (vainqueur : {state.winner or 'aucun'}) : l'action {action['n']} ne peut "
                        "plus être jouée")
    state.trace.turn = action["n"]
    state.trace.phase = VERBS[action["verb"]].trace
    VERBS.apply(state, action)


def _close_windows(state: State, action: dict) -> None:
    """An action other than a reaction or a pass closes the open windows first (each player still to come passes)."""
    windows.close_all(state)
    state.trace.phase = VERBS[action["verb"]].trace


# --- play an ability -----------------------------------------------------------------------------------

def _load_play(context: Loading, raw, action: dict) -> None:
    if raw["play"] not in context.db.abilities:
        raise UserError(f"capacité inconnue : « {raw['play']} » (action {action['n']})", action["where"],
                        did_you_mean(raw["play"], context.db.abilities))
    action["react"] = context.db.abilities[raw["play"]].kind == "react"
    _characters(context, raw, action)


def _play(state: State, action: dict) -> None:
    if not _is_react(state, action):
        _close_windows(state, action)
    state.play_mark = len(state.trace.entries)
    playing.play(state, action)


def _is_react(state: State, action: dict) -> bool:
    by, name = action["by"], action["play"]
    source = action.get("source")
    chars = [state.chars[source]] if source in state.chars else \
        [c for c in state.chars.values() if c.controller == by and c.in_play]
    for char in chars:
        carried = char.find(name)
        if carried is not None:
            return playing.kind_of(state, carried.ability, carried.zone) == "react"
    return False


def _show_play(action: dict) -> str:
    verb = "réagit avec" if action.get("react") else "joue"
    text = f"{action['by']} {verb} {action['play']}" + (f" ({action['source']})" if action.get("source") else "")
    if action.get("count"):
        text += f", {french.count(action['count'], 'cible')}"
    if action.get("targets"):
        text += f" sur {french.join(action['targets'])}"
    if action.get("area"):
        text += f", cases affectées : {french.join(action['area'])}"
    mods = [f"+{e}" for e in action.get("additional") or []]
    for r in action.get("reduce") or []:
        mods.append(f"−{r}" if isinstance(r, int) else f"−{r['amount']}" +
                    (f" (minimum {r['floor']})" if "floor" in r else ""))
    if mods:
        text += f", coût {' '.join(mods)}"
    if action.get("discard"):
        text += f", défausse choisie : {french.join(action['discard'])}"
    if action.get("roll"):
        text += ", jet : " + ", ".join("critique" if r == "critical" else "normal" for r in action["roll"])
    return text


PLAY: Verb[Loading, State] = Verb(
    "play", Str("Jouer une capacité (703) ; une réaction se joue dans la dernière fenêtre ouverte."),
    keys={
        "source": Str("Le personnage dont c'est la capacité (absent : le seul personnage du joueur qui l'a)."),
        "count": Int("Nombre de cibles choisi d'abord, pour un nombre variable de cibles (703.1b).", minimum=1),
        "targets": ListOf(Str(), "Les cibles, dans l'ordre où le joueur les choisit."),
        "area": ListOf(Str(), "AOE : les personnages des cases affectées."),
        "additional": ListOf(Int(minimum=1), "Coûts supplémentaires en tics, dans l'ordre (effets hors du "
                                             "chapitre)."),
        "reduce": ListOf(OneOf(Int(minimum=1), Obj({
            "amount": Int("Réduction en tics.", minimum=1),
            "floor": Int("Restriction de cette réduction : « payer un minimum de N tic ».", minimum=0),
        }, required=["amount"])), "Réductions de coût, dans l'ordre choisi par le joueur (703.1c)."),
        "discard": ListOf(Str(), "Les cartes que le joueur choisit de défausser (coût ou texte)."),
        "roll": ListOf(Str(enum=["critical", "normal"]), "Le jet de l'attaque, un résultat par dé (absent : chaque "
                                                         "issue est vérifiée)."),
    },
    load=_load_play, apply=_play, show=_show_play, trace="jouer")


# --- pass, the end of a tick, a move --------------------------------------------------------------------

def _load_pass(context: Loading, raw, action: dict) -> None:
    refuse_false(raw, action)
    _characters(context, raw, action)


def _end_of_tick(state: State, action: dict) -> None:
    _close_windows(state, action)
    tick = action["end_of_tick"]
    state.trace.add(R + "deduit.ticks", f"Fin du tic {tick}.")
    events.fire(state, "tick", tick=tick)
    state.cause = "tick"
    waves.resolve_pending(state)
    state.cause = ""
    state.emit(("tick", tick))


def _move(state: State, action: dict) -> None:
    _close_windows(state, action)
    mover = state.chars[action["move"]]
    if mover.controller != action["by"] or not mover.in_play:
        raise Refusal(R + "deduit.adjacent", f"{mover.name} n'est pas un personnage en jeu de {action['by']}")
    before = set(state.adjacency.get(mover.name, ()))
    for other in before:
        state.adjacency[other].discard(mover.name)
    after = set(action.get("to") or ())
    for other in sorted(after):
        if other not in state.chars or not state.chars[other].in_play:
            raise UserError(f"{mover.name} ne peut pas se déplacer à côté de {other} : {other} n'est pas en jeu")
    state.adjacency[mover.name] = after
    for other in after:
        state.adjacency[other].add(mover.name)
    state.trace.add(R + "deduit.adjacent", f"{mover.name} se déplace : adjacent à "
                                           f"{', '.join(sorted(after)) or 'personne'} "
                                           f"(avant : {', '.join(sorted(before)) or 'personne'}).")
    events.fire(state, "moved", subject=mover.name, mover_was=before)
    events.refresh(state)
    waves.resolve_pending(state)


PASS: Verb[Loading, State] = Verb(
    "pass", Bool("Passer son opportunité dans la dernière fenêtre ouverte."), load=_load_pass,
    apply=lambda s, a: windows.pass_turn(s, a["by"]),
    show=lambda a: f"{a['by']} passe son opportunité de réagir", trace="passer")

END_OF_TICK: Verb[Loading, State] = Verb(
    "end_of_tick", Int("La fin de ce tic arrive (les capacités « à la fin du tic N » se déclenchent).", minimum=1),
    load=_characters, apply=_end_of_tick, show=lambda a: f"Fin du tic {a['end_of_tick']}", by="none",
    trace="fin du tic")

MOVE: Verb[Loading, State] = Verb(
    "move", Str("Le personnage se déplace."),
    keys={"to": ListOf(Str(), "Les personnages adjacents après le déplacement.")},
    load=_characters, apply=_move, trace="déplacement",
    show=lambda a: f"{a['by']} déplace {a['move']} : adjacent à {french.join(a.get('to') or []) or 'personne'}")


def _orders(action: dict) -> str:
    return "".join(f" ; ordre pour {name} : {', '.join(order)}" for name, order in (action.get("order") or {}).items())


VERBS: Verbs[Loading, State] = Verbs(
    (PLAY, PASS, END_OF_TICK, MOVE), by=Str("Joueur qui agit.", enum=list(PLAYER_NAMES)),
    common={"order": Obj({}, "L'ordre choisi, pour chaque personnage, des capacités déclenchées ensemble qui "
                             "l'affectent (704.2c) : {Familier: [Corruption, Rejuvenation]} ; « Nom (Source) » "
                             "distingue deux capacités du même nom.", rest=ListOf(Str()))},
    doc="Une action : play (avec by), pass (avec by), end_of_tick, move (avec by). Une action autre qu'une réaction "
        "ou un passe ferme d'abord les fenêtres ouvertes (chaque joueur restant passe).",
    missing="ne dit pas ce qui se passe", no_player="l'action {n} ({verb}) dit qui agit : ajoutez « by: »",
    check=_check, show_common=_orders)


def finish_case(state: State) -> None:
    """The case ends: every open window closes (each player still to come passes)."""
    if not state.over:
        state.trace.phase = "fin du cas"
        windows.close_all(state)
