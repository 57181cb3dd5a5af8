"""The actions of a Wakfu case: each verb declared once (its keys, its checks at load, how it is applied and
shown), as the core's verb table (:mod:`rulings.core.action_verbs`).

An action the game forbids raises :class:`rulings.core.game.IllegalAction`; the ``attempt: true`` protocol
(undo, record the refusal, go on) is the core's (:mod:`rulings.core.action_case`).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings.core import french
from rulings.core.action_state import present
from rulings.core.action_verbs import Verb, Verbs, by_active, end_of_turn
from rulings.core.errors import UserError, did_you_mean
from rulings.core.spec import Bool, Int, ListOf, Obj, OneOf, Str

from . import cards, combat, movement, phases, zones
from .format import ELEMENT, NAME, PHASE, PIECE_NAME, PIECE_NAMES
from .model import PHASE_WORDS, Phase, Refusal, State
from .setup import card_of


@dataclass
class Loading:
    """What the checks at load read: the database, the case's cards in play (name -> (player, card)), its Leaders'
    names, and the turn the action is played in."""

    db: object
    pieces: dict
    leaders: list
    turn: int


def _known(context: Loading, name: str, action: dict, what: str) -> None:
    if name not in context.pieces and name not in context.leaders:
        raise UserError(f"« {name} » ({what}) n'est ni une carte en jeu ni un Leader de ce cas", action["where"],
                        did_you_mean(name, [*context.pieces, *context.leaders]))


def _check(context: Loading, raw, action: dict) -> None:
    pay = raw.get("pay")
    action.update(pay=None if pay is None else list(pay), choose=dict(raw.get("choose") or {}), turn=context.turn)


def apply(state: State, action: dict) -> None:
    """Apply a prepared action: the game allows an action now (:func:`state_allows`), then its verb's."""
    state_allows(state, action)
    VERBS.apply(state, action)


def state_allows(state: State, action: dict) -> None:
    """An action is played only while the game goes on and nothing else is awaited: the surplus above the PA is
    discarded, and the drop card kept, before anything else."""
    if state.over:
        raise UserError(f"la partie est finie (vainqueur : {state.winner or 'aucun'}) : l'action {action['n']} ne "
                        "peut plus être jouée")
    pending = state.pending
    if pending is not None and not (action["verb"] == pending.kind and action["by"] == pending.player):
        raise Refusal("wakfu.combat.drop" if pending.kind == "keep" else "wakfu.leader.pa", awaited(state))


def awaited(state: State) -> str:
    """What the pending choice awaits before any other action, and the action that gives it."""
    pending = present(state.pending)
    if pending.kind == "keep":
        drop = present(state.combat).drop
        return (f"le drop de {pending.player} attend son choix avant toute autre action : ajoutez d'abord "
                f"{{by: {pending.player}, keep: <une de {', '.join(drop)}>}}")
    return (f"la main de {pending.player} dépasse ses PA : ajoutez d'abord {{by: {pending.player}, "
            f"discard: [<{french.count(pending.count, 'carte')}>]}}")


def settle(state: State) -> None:
    """A choice still owed when the case ends without giving it (the surplus above the PA, the drop card kept):
    the player's choice, played for every option the case does not fix (``choices:``)."""
    while (pending := state.pending) is not None and not state.over:
        if pending.kind == "keep":
            combat.keep_as_chosen(state)        # a kept card may bring the hand above the PA: then her discard
        else:
            zones.discard_as_chosen(state)


# --- the cards a player plays from her hand -----------------------------------------------------------

PAY = ListOf(PIECE_NAME, "Cartes engagées pour payer le coût : cartes de sa Zone de Repos et/ou son Leader (absent : "
                         "le choix du joueur, chaque paiement exact est joué).")
CHOOSE = Obj({}, "Élément choisi pour ce tour, pour chaque carte à plusieurs éléments engagée : {Geyser: Feu}.",
             rest=ELEMENT)
TARGET = Str("Carte ou Leader visé : le Leader qu'un équipement équipe, la carte qu'une carte à effet vise.")


def _load_card(context: Loading, raw, action: dict) -> None:
    verb, number, where = action["verb"], action["n"], action["where"]
    action["card"] = card = card_of(raw[verb], context.db, raw.at(verb), f"action {number}")
    if verb == "summon":
        name = raw.get("as", card.name)
        if name in context.leaders or (name in context.pieces and context.pieces[name][1] != card.name):
            raise UserError(f"« {name} » est déjà le nom d'une autre carte de ce cas : ajoutez « as: » avec un "
                            "autre nom", where)
        context.pieces.setdefault(name, (raw["by"], card.name))
    for payer in action["pay"] or []:
        _known(context, payer, action, f"pay de l'action {number}")
    for payer in action["choose"]:
        if payer not in (action["pay"] or []):
            raise UserError(f"choose donne un élément pour {payer}, qui n'est pas engagée (pay)", where)
    if verb == "equip" and "target" not in raw:
        raise UserError(f"l'équipement {raw['equip']} doit viser un Leader : ajoutez « target: <Leader> »", where)
    if "target" in raw:
        _known(context, raw["target"], action, f"target de l'action {number}")


def _paid(action: dict) -> str:
    pay = action.get("pay") or []
    paid = f" en engageant {french.join(pay)}" if pay else ""
    if action.get("choose"):
        paid += " (" + ", ".join(f"{k} : {v}" for k, v in action["choose"].items()) + ")"
    return paid


SUMMON: Verb[Loading, State] = Verb(
    "summon", Str("Invoquer une carte de sa main (générateur, créature, allié, quête) : elle arrive en Zone de "
                  "Repos."),
    keys={"pay": PAY, "choose": CHOOSE,
          "as": Str("Nom de la carte une fois en jeu, si une carte en jeu porte déjà ce nom (« Tofu 2 »).")},
    load=_load_card,
    apply=lambda s, a: cards.summon(s, a["by"], a["card"], a["pay"], a["choose"], a.get("as")),
    show=lambda a: f"{a['by']} invoque {a['summon']}{_paid(a)}"
                   + (f" (en jeu : « {a['as']} »)" if a.get("as") else ""))

PLAY: Verb[Loading, State] = Verb(
    "play", Str("Jouer une carte à effet de sa main (instantanée ou non) : son effet s'applique, puis elle va à la "
                "Défausse."),
    keys={"target": TARGET, "pay": PAY, "choose": CHOOSE}, load=_load_card,
    apply=lambda s, a: cards.play(s, a["by"], a["card"], a["pay"], a["choose"], a.get("target")),
    show=lambda a: f"{a['by']} joue {a['play']}" + (f" sur {a['target']}" if a.get("target") else "") + _paid(a))

EQUIP: Verb[Loading, State] = Verb(
    "equip", Str("Poser un équipement de sa main sur « target: », un Leader."),
    keys={"target": TARGET, "pay": PAY, "choose": CHOOSE}, load=_load_card,
    apply=lambda s, a: cards.equip(s, a["by"], a["card"], a["target"], a["pay"], a["choose"]),
    show=lambda a: f"{a['by']} pose l'équipement {a['equip']} sur {a['target']}{_paid(a)}")


# --- moves and combat ----------------------------------------------------------------------------------

def _load_names(context: Loading, raw, action: dict) -> None:
    verb = action["verb"]
    if verb == "move":
        if "to" not in raw:
            raise UserError("un déplacement dit où : ajoutez « to: combat » ou « to: rest »", action["where"])
        action["move"] = [raw["move"]] if isinstance(raw["move"], str) else list(raw["move"])
    for name in action[verb]:
        _known(context, name, action, f"action {action['n']}")


def _move(state: State, action: dict) -> None:
    phases.require(state, Phase.MOUVEMENT, "wakfu.turn.move", "déplacement")
    movement.move(state, action["by"], action["move"], action["to"])


def _attack(state: State, action: dict) -> None:
    if action["by"] != state.active:
        raise Refusal("wakfu.turn.attackers", f"seul le joueur actif ({state.active}) déclare des attaquants")
    phases.require(state, Phase.ATTAQUANTS, "wakfu.turn.attackers", "déclaration des attaquants")
    combat.declare_attackers(state, action["by"], action["attack"])


def _defend(state: State, action: dict) -> None:
    combat_now = phases.this_turns_combat(state)
    if combat_now is None or not combat_now.attackers:
        raise Refusal("wakfu.turn.defenders", f"{state.active} n'a déclaré aucun attaquant : la déclaration des "
                                              "défenseurs ne s'applique pas")
    phases.require(state, Phase.DEFENSEURS, "wakfu.turn.defenders", "déclaration des défenseurs")
    combat.declare_defenders(state, action["by"], action["defend"])


def _load_assign(context: Loading, raw, action: dict) -> None:
    for target in raw["assign"]:
        if target != "pv":
            _known(context, str(target), action, f"assign de l'action {action['n']}")


def _assign(state: State, action: dict) -> None:
    phases.require(state, Phase.COMBAT, "wakfu.combat.distribute", "répartition des points de combat")
    combat.assign(state, action["by"], action["assign"])


def _declared(action: dict, what: str, none: str) -> str:
    names = action[action["verb"]]
    return f"{action['by']} déclare ses {what} : {french.join(names)}" if names else f"{action['by']} {none}"


def _assigned(action: dict) -> str:
    parts = [f"{n} sur les PV adverses" if t == "pv" else f"{n} sur {t}" for t, n in action["assign"].items()]
    return f"{action['by']} répartit ses points : {', '.join(parts) or 'rien'}"


MOVE: Verb[Loading, State] = Verb(
    "move", OneOf(PIECE_NAME, PIECE_NAMES, doc="Déplacer une ou plusieurs de ses cartes (phase de mouvement)."),
    keys={"to": Str("Destination du déplacement : combat (Zone de Combat) ou rest (Zone de Repos).",
                    enum=["combat", "rest"])},
    load=_load_names, apply=_move,
    show=lambda a: f"{a['by']} déplace {french.join(a['move'])} vers "
                   + ("la Zone de Combat" if a["to"] == "combat" else "la Zone de Repos"))

ATTACK: Verb[Loading, State] = Verb(
    "attack", ListOf(PIECE_NAME, "Déclarer ses attaquants (phase 4) : cartes de sa Zone de Combat, Leader possible."),
    load=_load_names, apply=_attack, show=lambda a: _declared(a, "attaquants", "ne déclare aucun attaquant"))

DEFEND: Verb[Loading, State] = Verb(
    "defend", ListOf(PIECE_NAME, "Déclarer ses défenseurs (phase 5), éventuellement aucun : []."),
    load=_load_names, apply=_defend, show=lambda a: _declared(a, "défenseurs", "ne déclare aucun défenseur"))

ASSIGN: Verb[Loading, State] = Verb(
    "assign", Obj({}, "Répartir son total de combat : carte adverse → points, et pv → points sur les PV adverses. "
                      "La somme est le total.", rest=Int(minimum=0)),
    load=_load_assign, apply=_assign, show=_assigned)

def _load_cards(context: Loading, raw, action: dict) -> None:
    verb = action["verb"]
    for name in [raw[verb]] if verb == "keep" else raw[verb]:
        card_of(name, context.db, action["where"], f"action {action['n']}")


KEEP: Verb[Loading, State] = Verb(
    "keep", NAME, load=_load_cards,
    apply=lambda s, a: combat.keep(s, a["by"], a["keep"]),
    show=lambda a: f"{a['by']} garde {a['keep']} (drop)")


DISCARD: Verb[Loading, State] = Verb(
    "discard", ListOf(NAME, "Cartes de sa main mises à la Défausse parce que la main dépasse les PA."),
    load=_load_cards, apply=lambda s, a: zones.discard_surplus(s, a["by"], a["discard"]),
    show=lambda a: f"{a['by']} défausse {french.join(a['discard'])} (main au-delà des PA)")


# --- the turn -----------------------------------------------------------------------------------------

def _phase(state: State, action: dict) -> None:
    target = PHASE_WORDS[action["phase"]]
    if target == Phase.DEGAGEMENT:
        raise UserError("la phase 1 se joue seule au début du tour : pour passer au tour suivant, écrivez "
                        "« end_turn: true »")
    if target == Phase.DEFENSEURS:
        combat = phases.this_turns_combat(state)
        if combat is None or not combat.attackers:
            raise Refusal("wakfu.turn.defenders", "aucun attaquant n'a été déclaré : la phase de déclaration des "
                                                  "défenseurs ne s'applique pas")
    if target == state.phase:
        raise UserError(f"le tour est déjà en {target.fr}")
    phases.advance(state, target)


PHASE_VERB: Verb[Loading, State] = Verb(
    "phase", PHASE, apply=by_active("wakfu.turn.phases", "c'est {active}, le joueur actif, qui fait avancer son tour",
                                    _phase),
    show=lambda a: f"{a['by']} passe à la {PHASE_WORDS[a['phase']].fr}")

END_TURN: Verb[Loading, State] = Verb(
    "end_turn", Bool("Déclarer la fin de son tour : l'adversaire joue sa phase 1 (dégagement, pioche) et commence sa "
                     "phase d'invocation."),
    load=end_of_turn, apply=by_active("wakfu.turn.end", "seul le joueur actif ({active}) déclare la fin de son tour",
                                      lambda s, a: phases.pass_turn(s)),
    show=lambda a: f"{a['by']} déclare la fin de son tour")


VERBS: Verbs[Loading, State] = Verbs(
    (SUMMON, PLAY, EQUIP, MOVE, ATTACK, DEFEND, ASSIGN, KEEP, DISCARD, PHASE_VERB, END_TURN),
    by=Str("Joueur qui agit.", enum=["A", "B"]),
    doc="Une action : « by » et un verbe (summon, play, equip, move, attack, defend, assign, keep, discard, phase, "
        "end_turn). Une action d'une phase plus tardive (move, attack, defend, assign) fait passer le tour à cette "
        "phase ; les phases facultatives intermédiaires sont sautées.",
    missing="ne dit pas ce que fait {by}", check=_check)
