"""Playing cards from the hand: summoning (phases 2 and 7), effect cards (instant or not), equipment."""

from __future__ import annotations

from rulings.core import french
from rulings.core.errors import UserError

from . import mana, zones
from .branch_points import CRAFTING, EQUIP_LEADER
from .model import SUMMONING, TYPE_FR, CardDef, Leader, Piece, Refusal, State, other


def _own_summoning_phase(state: State, player: str, card: CardDef) -> None:
    if player != state.active:
        raise Refusal("wakfu.turn.summon", f"ce n'est pas le tour de {player} : {card.name} ne se pose que pendant sa "
                                           "propre phase d'invocation")
    if state.phase not in SUMMONING:
        raise Refusal("wakfu.turn.summon", f"le tour est en {state.phase.fr} : {card.name} se pose en phase "
                                           "d'invocation (2, ou 7)")


def _in_hand(state: State, player: str, card: CardDef) -> None:
    if card.name not in state.players[player].hand:
        shown = ", ".join(state.players[player].hand) or "vide"
        raise UserError(f"{card.name} n'est pas dans la main de {player} (main : {shown})")


def summon(state: State, player: str, card: CardDef, pay: list, choose: dict, as_name: str | None) -> None:
    """Summon a generator, creature, ally or quest: it arrives in the Rest Zone (creatures and allies sick)."""
    if card.type == "leader":
        raise Refusal("wakfu.leader.one", f"{card.name} est un Leader : un joueur n'a qu'un Leader, posé à part dès "
                                          "le début, il ne s'invoque pas")
    if card.type in ("effet", "equipement"):
        verb = "play" if card.type == "effet" else "equip"
        raise UserError(f"{card.name} est {'une carte à effet' if verb == 'play' else 'un équipement'} : écrivez "
                        f"« {verb}: {card.name} »" + (" avec « target: <Leader> »" if verb == "equip" else ""))
    _in_hand(state, player, card)
    _own_summoning_phase(state, player, card)
    name = as_name or card.name
    if state.find(name) is not None:
        raise UserError(f"une carte en jeu s'appelle déjà « {name} » : ajoutez « as: {name} 2 » à l'action")
    if card.job and state.chance.reading(CRAFTING, state.trace) == "undecidable":
        raise Refusal("wakfu.craft.jobs", f"{card.name} a un métier ({card.job}) et le procédé de l'artisanat n'est "
                                          "pas connu : dans cette lecture, son jeu n'est pas décidable")
    mana.pay(state, player, card, pay, choose)
    zones.take_from_hand(state, player, card.name)
    trace = state.trace
    trace.add("wakfu.cards.types", f"{card.name} : {TYPE_FR[card.type].lower()}.")
    piece = Piece(name, card, player, sick=card.fighter)          # in the Rest Zone
    state.players[player].rest.append(piece)
    trace.add("wakfu.turn.summon-dest", f"{name} arrive dans la Zone de Repos de {player}.")
    if piece.sick:
        trace.add("wakfu.sickness.until-end", f"{name} a le Mal d'invocation jusqu'à la fin du tour.")
    if card.job:
        trace.add("wakfu.craft.jobs", f"{name} a un métier ({card.job}) ; le procédé d'artisanat n'est pas connu : le "
                                      "moteur ne le modélise pas.")


def play(state: State, player: str, card: CardDef, pay: list, choose: dict, on: str | None) -> None:
    """Play an effect card: check its timing, pay, apply its effect, put it in the discard."""
    if card.type != "effet":
        verb = "equip" if card.type == "equipement" else "summon"
        raise UserError(f"{card.name} n'est pas une carte à effet ({TYPE_FR[card.type].lower()}) : écrivez "
                        f"« {verb}: {card.name} »")
    _in_hand(state, player, card)
    trace = state.trace
    if card.instant:
        trace.add("wakfu.effects.instant", f"{card.name} est instantanée : elle se joue n'importe quand, ici "
                                           f"en {state.phase.fr} du tour de {state.active}.")
    else:
        if player != state.active:
            raise Refusal("wakfu.effects.non-instant", f"{card.name} n'est pas instantanée : elle ne se joue que "
                                                       f"pendant le tour de son joueur, pas pendant celui de "
                                                       f"{state.active}")
        if state.phase in SUMMONING:
            trace.add("wakfu.effects.non-instant", f"{card.name} n'est pas instantanée : {player} la joue pendant sa "
                                                   "phase d'invocation.")
        elif card.phase is not None and state.phase == card.phase:
            trace.add("wakfu.effects.non-instant", f"{card.name} n'est pas instantanée : {player} la joue pendant la "
                                                   f"phase qu'elle indique, la {card.phase.fr}.")
        else:
            allowed = "la phase d'invocation" + (f" ou la {card.phase.fr}" if card.phase else "")
            raise Refusal("wakfu.effects.non-instant", f"{card.name} n'est pas instantanée : elle se joue pendant "
                                                       f"{allowed}, pas en {state.phase.fr}")
    target = _effect_target(state, card, on)
    mana.pay(state, player, card, pay, choose)
    zones.take_from_hand(state, player, card.name)
    _apply_effect(state, player, card, target)
    state.players[player].discard.append(card.name)
    trace.add("wakfu.turn.summon-dest", f"{card.name}, carte à effet, va directement à la Défausse de {player}.")
    zones.hand_limit(state, player)


def _effect_target(state: State, card: CardDef, on: str | None):
    wants = "patt" in dict(card.effect)
    if on is None:
        if wants:
            raise UserError(f"{card.name} donne de la PAtt à une carte : ajoutez « target: <carte ou Leader> » à "
                            "l'action")
        return None
    if not wants:
        raise UserError(f"{card.name} ne vise aucune carte : retirez « target: {on} »")
    thing = state.find(on)
    if thing is None:
        raise Refusal("wakfu.cards.patt", f"{on} n'est pas en jeu : {card.name} ne peut pas la viser")
    if not isinstance(thing, Leader) and not thing.card.fighter:
        raise Refusal("wakfu.cards.patt", f"{on} n'a pas de PAtt : {card.name} ne peut pas la viser")
    return thing


def _apply_effect(state: State, player: str, card: CardDef, target) -> None:
    trace = state.trace
    if not card.effect:
        trace.add("wakfu.cards.fields", f"L'effet de {card.name} n'est pas modélisé : le moteur la joue sans effet.")
        return
    for key, value in card.effect:
        if key == "draw":
            drawn = zones.draw(state, player, value)
            state.players[player].hand.extend(drawn)
            trace.add("wakfu.cards.fields", f"Effet de {card.name} : {player} pioche "
                                            f"{french.count(len(drawn), 'carte')} ({', '.join(drawn) or 'deck vide'}).")
        elif key == "heal":
            trace.add("wakfu.cards.fields", f"Effet de {card.name} : le Leader de {player} gagne {value} PV.")
            zones.set_pv(state, player, value, card.name)
        elif key == "damage":
            trace.add("wakfu.cards.fields", f"Effet de {card.name} : le Leader de {other(player)} perd {value} PV.")
            zones.set_pv(state, other(player), -value, card.name)
        elif key == "patt":
            target.patt_bonus += value
            trace.add("wakfu.cards.fields", f"Effet de {card.name} : {target.name} gagne {value:+d} PAtt jusqu'à la "
                                            f"fin du tour (PAtt {target.patt}).")


def equip(state: State, player: str, card: CardDef, on: str, pay: list, choose: dict) -> None:
    """Pose an equipment on a Leader (the only possible target), paying its cost."""
    if card.type != "equipement":
        verb = "play" if card.type == "effet" else "summon"
        raise UserError(f"{card.name} n'est pas un équipement ({TYPE_FR[card.type].lower()}) : écrivez "
                        f"« {verb}: {card.name} »")
    _in_hand(state, player, card)
    _own_summoning_phase(state, player, card)
    thing = state.find(on)
    if thing is None:
        raise Refusal("wakfu.equipment.leader-only", f"{on} n'est pas en jeu : {card.name} ne peut pas l'équiper")
    if not isinstance(thing, Leader):
        raise Refusal("wakfu.equipment.leader-only", f"{on} n'est pas un Leader : un équipement ne peut cibler que "
                                                     "les Leaders")
    if thing.owner != player and state.chance.reading(EQUIP_LEADER, state.trace) == "own-leader":
        raise Refusal("wakfu.equipment.leader-only", f"{on} est le Leader de {thing.owner} : dans cette lecture, un "
                                                     "équipement n'équipe que le Leader de son joueur")
    mana.pay(state, player, card, pay, choose)
    zones.take_from_hand(state, player, card.name)
    thing.equipment.append(card)
    whose = "" if thing.owner == player else (f" (le Leader de {thing.owner} : le texte dit « les Leaders » sans "
                                              "préciser lequel)")
    state.trace.add("wakfu.equipment.leader-only", f"{card.name} équipe {on}{whose}.")
    for key, value in card.bonus:
        if key == "pv":
            state.trace.add("wakfu.equipment.bonus", f"{card.name} : {on} gagne {value:+d} PV.")
            zones.set_pv(state, thing.owner, value, card.name)
        else:
            label = {"patt": "PAtt", "pa": "PA", "pm": "PM"}[key]
            state.trace.add("wakfu.equipment.bonus", f"{card.name} : {label} de {on} {value:+d} ({label} "
                                                     f"{getattr(thing, key)}).")
    if not card.bonus:
        state.trace.add("wakfu.equipment.bonus", f"Le bonus de {card.name} n'est pas modélisé.")
    zones.hand_limit(state, thing.owner)
