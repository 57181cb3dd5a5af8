"""Moving cards: drawing, discarding, dying, leaving play, cities destroyed, cards taken back or removed from the
game; ownership (every card that leaves play goes to its owner's zones) and the victory conditions.

Losses are collected while an effect or an action happens (``state.losing``)
and settled together afterwards (:func:`settle`): two players who lose at the
same moment lose together, which is the page's tie.
"""

from __future__ import annotations

import itertools

from rulings.core import french
from rulings.core.action_state import present
from rulings.core.errors import UserError

from .branch_points import DEATH_CHECK, DISCARD, EVACUATION_TAPS, LOSER_CARDS, VICTORY
from .model import Pending, Piece, Refusal, State
from .values import defense, permitted

TRIGGERS: list = []     # the triggered-abilities dispatcher, installed by ``abilities`` (zones never imports it)


def fire(state: State, event: str, **what) -> None:
    for dispatch in TRIGGERS:
        dispatch(state, event, **what)


def names(items) -> str:
    items = list(items)
    return french.join(items) if items else "rien"


# --- the deck and the hand ---------------------------------------------------------------------

def draw(state: State, player: str, count: int, why: str) -> list:
    """``player`` draws ``count`` cards from the top of her deck; an empty deck when she must draw loses."""
    who = state.players[player]
    trace = state.trace
    if count and not permitted(state, who, "draw", True, "arcmage.zones.deck", what="piocher")[0]:
        trace.add("arcmage.conflict.card-wins", f"{player} ne peut pas piocher ce tour ({why}) : elle ne pioche "
                                                "rien.")
        return []
    drawn = []
    for _ in range(count):
        if not who.deck:
            lose(state, player, "arcmage.victory.deck-out", f"{player} doit piocher mais son deck est épuisé : elle "
                                                            "perd.")
            break
        drawn.append(who.deck.pop(0))
    who.hand.extend(drawn)
    if drawn:
        trace.add("arcmage.zones.deck", f"{player} pioche {french.count(len(drawn), 'carte')} sur le dessus de son "
                                        f"deck ({why}) : {names(drawn)}.")
    return drawn


def mill(state: State, player: str, count: int, why: str) -> None:
    who = state.players[player]
    taken, who.deck[:] = who.deck[:count], who.deck[count:]
    who.graveyard.extend(taken)
    if not taken:
        state.trace.add("arcmage.zones.graveyard", f"{why} : le deck de {player} est vide, elle ne met rien dans son "
                                                   "cimetière.")
        return
    state.trace.add("arcmage.zones.graveyard", f"{why} : {player} met {names(taken)} du dessus de son deck dans son "
                                               "cimetière (sur le dessus).")


def discard_cards(state: State, player: str, cards: list, why: str) -> None:
    who = state.players[player]
    for card in cards:
        if card not in who.hand:
            raise UserError(f"{card} n'est pas dans la main de {player} (main : {', '.join(who.hand) or 'vide'})")
        who.hand.remove(card)
        who.graveyard.append(card)
    state.trace.add("arcmage.zones.graveyard", f"{player} défausse {names(cards)} ({why}) : dans son cimetière, "
                                               "dans l'ordre, la dernière sur le dessus.")


def discard_choice(state: State, player: str, count: int, why: str) -> None:
    """``player`` discards ``count`` cards of her choice (all of them if she has no more)."""
    who = state.players[player]
    if len(who.hand) <= count:
        if who.hand:
            discard_cards(state, player, list(who.hand), why)
        else:
            state.trace.add("arcmage.ability.triggered", f"{player} n'a pas de carte à défausser ({why}) : la "
                                                         "consigne ne fait rien.")
        return
    wait(state, Pending("discard", player, count, what=why))


def discard_owed(pending: Pending | None) -> bool:
    """Whether ``pending`` is a discard (a hand above 7, a card's « défausse »): what :func:`discard_as_chosen`
    plays as its player's choice."""
    return pending is not None and (pending.kind == "discard" or pending.then == "discard-creature")


def discard_as_chosen(state: State) -> None:
    """The discards still owed (a hand above 7, a card's « défausse ») when the case goes on without naming the
    cards: they are the player's choice, played for every option the case does not fix (« choices: »)."""
    trace = state.trace
    while discard_owed(p := state.pending):
        assert p is not None
        label = f"{p.player}, {p.what}, tour {state.turn}"
        if p.kind == "discard":
            hand = state.players[p.player].hand
            options = list({tuple(sorted(c)): c for c in itertools.combinations(hand, p.count)}.values())
            cards = state.chance.choose(DISCARD, f"cartes défaussées ({label})", p.player, options, names, trace)
            discard_cards(state, p.player, list(cards), p.what)
            next_pending(state)
        else:
            name = state.chance.choose(DISCARD, f"créature défaussée ({label})", p.player, list(p.options), str,
                                       trace)
            next_pending(state)
            remove_from_play(state, state.find(name), "graveyard", f"défaussée par {p.what}",
                             "arcmage.zones.graveyard")


def wait(state: State, pending: Pending) -> None:
    if state.pending is None:
        state.pending = pending
    else:
        state.queue.append(pending)


def next_pending(state: State) -> None:
    state.pending = state.queue.pop(0) if state.queue else None


# --- in play -----------------------------------------------------------------------------------

def container(state: State, piece: Piece) -> list:
    """The list that holds ``piece`` in play."""
    where = piece.where
    if where == "army":
        return state.players[piece.controller].army
    if where == "kingdom":
        return state.players[piece.controller].cities
    if where.startswith("city:"):
        return state.find(where[5:]).residents
    if where.startswith("on:"):
        return state.find(where[3:]).attached
    if where == "limbo":
        return state.evacuating
    return state.players[where[7:]].attached


def unique_name(state: State, name: str) -> str:
    if state.find(name) is None:
        return name
    n = 2
    while state.find(f"{name} {n}") is not None:
        n += 1
    return f"{name} {n}"


def enter_play(state: State, piece: Piece, where: str, why: str) -> None:
    piece.where = where
    piece.entered = (state.turn, state.phase)
    container(state, piece).append(piece)
    if piece.card.enters_tapped:
        piece.tapped = True
        state.trace.add("arcmage.state.enter-untapped", f"{piece.name} arrive en jeu engagée : son texte le dit "
                                                        f"explicitement ({why}).")
    else:
        state.trace.add("arcmage.state.enter-untapped", f"{piece.name} arrive en jeu désengagée ({why}).")
    if piece.card.passive:
        state.trace.add("arcmage.ability.passive", f"{piece.name} entre en jeu : sa capacité passive s'applique dès "
                                                   "maintenant, sans coût ni action.")
    if piece.kind == "creature":
        fire(state, "enters", subject=piece)


def tap(state: State, piece: Piece, why: str) -> None:
    if piece.tapped:
        raise Refusal("arcmage.state.no-double-tap", f"{piece.name} est déjà engagée : une carte engagée ne peut pas "
                                                     "être engagée à nouveau")
    piece.tapped = True
    state.trace.add("arcmage.state.use", f"{piece.name} est engagée : {why}.")


def remove_from_play(state: State, piece: Piece, dest: str, why: str, rule: str, died: bool = False,
                     holder: list | None = None) -> None:
    """``piece`` leaves play for its owner's ``dest`` (graveyard, hand, deck, removed); what is attached to it
    goes to the graveyard of its own owner."""
    (holder if holder is not None else container(state, piece)).remove(piece)
    owner = state.players[piece.owner]
    trace = state.trace
    if dest == "deck":
        owner.deck.insert(0, piece.card.name)
    else:
        getattr(owner, dest).append(piece.card.name)
    where = {"graveyard": "le cimetière", "hand": "la main", "deck": "le dessus du deck",
             "removed": "la pile des cartes retirées de la partie"}[dest]
    whose = "" if piece.owner == piece.controller else f", pas {french.de(piece.controller)} qui la contrôlait"
    trace.add(rule, f"{piece.name} va dans {where} de sa propriétaire, {piece.owner}{whose} ({why}).")
    if piece.owner != piece.controller:
        trace.add("arcmage.cards.owner", f"{piece.name} appartient à {piece.owner}, qui l'avait dans son deck au "
                                         "début de la partie, même si une autre la contrôlait.")
    if piece.card.passive:
        trace.add("arcmage.ability.passive", f"{piece.name} quitte le jeu : sa capacité passive cesse.")
    for item in list(piece.attached):
        remove_from_play(state, item, "graveyard", f"attachée à {piece.name}", "arcmage.zones.graveyard-owner",
                         holder=piece.attached)
    if piece.kind == "creature":
        if died:
            fire(state, "dies", subject=piece)
        fire(state, "leaves", subject=piece)


def check_death(state: State, piece: Piece, deferred: bool = False) -> bool:
    """A creature whose damage this turn reaches its defence dies (now, or at the end of the combat)."""
    if piece.kind != "creature" or piece.dead:
        return False
    value = defense(state, piece)
    if piece.damage < value:
        return False
    if not piece.damage and state.chance.reading(DEATH_CHECK, state.trace) == "damage-only":
        state.trace.add("arcmage.creature.death", f"{piece.name} a une défense de {value} mais n'a subi aucun dégât : "
                                                  "elle ne meurt pas.")
        return False
    shown = f"a subi {french.count(piece.damage, 'dégât')}" if piece.damage else "n'a subi aucun dégât"
    state.trace.add("arcmage.creature.death", f"{piece.name} {shown} ce tour pour une défense de {value} : "
                                              "elle meurt.")
    piece.dead = True
    if deferred:
        present(state.combat).dead.append(piece.name)
        return True
    remove_from_play(state, piece, "graveyard", "morte", "arcmage.creature.death", died=True)
    return True


def damage(state: State, target, amount: int, source: str) -> None:
    """``amount`` damage from ``source`` to a creature (it dies at its defence) or a city (destroyed at 0)."""
    if not isinstance(target, Piece) or target.kind not in ("creature", "cite"):
        raise UserError(f"{source} inflige des dégâts à une créature ou à une cité en jeu")
    trace = state.trace
    if target.dead or target.destroyed:         # killed earlier by the same effect, or in an earlier battle
        trace.add("arcmage.state.not-in-play", f"{target.name} {'est morte' if target.dead else 'est détruite'} : "
                                               f"{source} ne lui inflige rien ({french.count(amount, 'dégât')} sans "
                                               "effet).")
        return
    if target.kind == "cite":
        target.damage += amount
        left = defense(state, target)
        trace.add("arcmage.city.damage", f"{source} inflige {french.count(amount, 'dégât')} à {target.name} : "
                                         + (f"il lui reste {french.count(left, 'point')} de défense." if left > 0 else
                                            f"sa défense tombe à {left}."))
        if left <= 0:
            destroy_city(state, target)
        return
    target.damage += amount
    trace.add("arcmage.creature.attack-defense", f"{source} inflige {french.count(amount, 'dégât')} à {target.name} "
                                                 f"({target.damage} ce tour, défense {defense(state, target)}).")
    check_death(state, target)


# --- cities --------------------------------------------------------------------------------------

def destroy_city(state: State, city: Piece) -> None:
    trace = state.trace
    controller = state.players[city.controller]
    city.destroyed = True
    trace.add("arcmage.city.destroyed", f"{city.name} n'a plus de points de défense : elle est détruite.")
    controller.cities.remove(city)
    state.players[city.owner].graveyard.append(city.card.name)
    trace.add("arcmage.zones.graveyard-owner", f"{city.name} va dans le cimetière de sa propriétaire, {city.owner}.")
    if state.levels.pop(city.name, None) or any(lv for lv in city.card.levels if "permanent" in lv):
        trace.add("arcmage.city.effects-vanish", f"Les effets {french.de(city.name)} disparaissent immédiatement.")
    for item in list(city.attached):
        city.attached.remove(item)
        state.players[item.owner].graveyard.append(item.card.name)
        trace.add("arcmage.city.destroyed-residents", f"{item.name}, attachée à la cité, va dans le cimetière de sa "
                                                      f"propriétaire, {item.owner}.")
    leaving = []
    for resident in list(city.residents):
        if resident.tapped:
            city.residents.remove(resident)
            state.players[resident.owner].hand.append(resident.card.name)
            trace.add("arcmage.city.destroyed-residents", f"{resident.name}, résidente engagée, retourne dans la main "
                                                          f"de sa propriétaire, {resident.owner}.")
        else:
            leaving.append(resident)
    if leaving:
        for resident in leaving:
            city.residents.remove(resident)
            resident.where = "limbo"
            state.evacuating.append(resident)
        others = [c.name for c in controller.cities]
        if others:
            wait(state, Pending("evacuate", controller.name, options=tuple(r.name for r in leaving),
                                what=city.name))
            trace.add("arcmage.city.destroyed-residents", f"{names(r.name for r in leaving)} "
                                                          f"({french.plural(len(leaving), 'désengagée')}) "
                                                          f"{french.plural(len(leaving), 'doit', 'doivent')} aller "
                                                          f"dans une autre cité ({names(others)}) ou dans l'armée : "
                                                          f"{controller.name} choisit.")
        else:
            trace.add("arcmage.city.destroyed-residents", f"{names(r.name for r in leaving)} "
                                                          f"({french.plural(len(leaving), 'désengagée')}) "
                                                          f"{french.plural(len(leaving), 'doit', 'doivent')} quitter "
                                                          f"la cité ; {controller.name} n'a plus d'autre cité : vers "
                                                          "l'armée.")
            for resident in leaving:
                evacuate(state, resident, "army", city.name)
    if not controller.cities and controller.reserve and \
            state.chance.reading(VICTORY, trace) == "all-cities":
        trace.add("arcmage.victory.cities", f"Toutes les cités en jeu {french.de(controller.name)} sont détruites, "
                                            f"mais sa réserve en garde ({names(controller.reserve)}) : elle ne perd "
                                            "pas.")
    elif not controller.cities:
        reserve = controller.reserve
        note = f" ; sa réserve ({names(reserve)}) ne la garde pas en vie" if reserve else ""
        lose(state, controller.name, "arcmage.victory.cities",
             f"Toutes les cités en jeu {french.de(controller.name)} sont détruites{note} : elle perd.")


def evacuate(state: State, resident: Piece, dest: str, city) -> None:
    """A resident of a destroyed city moves out: to the army or another city (tapped; no move limit)."""
    trace = state.trace
    container(state, resident).remove(resident)
    who = state.players[resident.controller]
    if dest == "army":
        resident.where = "army"
        who.army.append(resident)
    else:
        target = next((c for c in who.cities if c.name == dest), None)
        if target is None:
            raise UserError(f"{dest} n'est pas une autre cité de {who.name} : army ou "
                            f"{', '.join(c.name for c in who.cities)}")
        resident.where = f"city:{dest}"
        target.residents.append(resident)
    shown = "l'armée" if dest == "army" else dest
    if state.chance.reading(EVACUATION_TAPS, trace) == "no-tap":
        trace.add("arcmage.city.evacuation-taps", f"{resident.name} quitte {city} détruite pour {shown} : une "
                                                  "sortie forcée n'est pas un Déplacement, elle reste désengagée.")
    else:
        resident.tapped = True
        trace.add("arcmage.city.evacuation-taps", f"{resident.name} quitte {city} détruite pour {shown} et est "
                                                  "engagée par ce déplacement.")
    trace.add("arcmage.move.city-once", f"Quitter une cité détruite échappe à la limite d'un déplacement par cité et "
                                        f"par tour ({shown} peut déjà avoir servi).")


# --- other ways in and out -------------------------------------------------------------------------

def to_deck_top(state: State, piece: Piece, why: str) -> None:
    remove_from_play(state, piece, "deck", f"renvoyée par {why}", "arcmage.zones.deck")


def to_owner(state: State, piece: Piece, dest: str | None, why: str) -> None:
    """The piece goes to a city or the army of its owner (« controlled by its owner »)."""
    container(state, piece).remove(piece)
    owner = state.players[piece.owner]
    piece.controller = owner.name
    if dest in (None, "army"):
        piece.where = "army"
        owner.army.append(piece)
        shown = "l'armée"
    else:
        city = next((c for c in owner.cities if c.name == dest), None)
        if city is None:
            raise UserError(f"{dest} n'est pas une cité de {owner.name}, propriétaire {french.de(piece.name)}")
        piece.where = f"city:{dest}"
        city.residents.append(piece)
        shown = dest
    state.trace.add("arcmage.cards.owner", f"{why} : {piece.name} va dans {shown} de sa propriétaire, {owner.name}.")


def from_graveyard(state: State, player: str, card_name, dest: str, source, remove_next_turn: bool) -> None:
    from .model import Piece as P

    who = state.players[player]
    if not isinstance(card_name, str) or card_name not in who.graveyard:
        if isinstance(card_name, str) and card_name in who.removed:
            raise Refusal("arcmage.zones.removed", f"{card_name} a été retirée de la partie : elle n'est plus au "
                                                   "cimetière et aucun effet ne la reprend")
        raise UserError(f"{source.name} reprend une créature du cimetière de {player} : donnez-la avec « target: » "
                        f"(cimetière : {', '.join(who.graveyard) or 'vide'})")
    card = state.cards[card_name]
    if card.type != "creature":
        raise UserError(f"{card_name} n'est pas une créature")
    who.graveyard.remove(card_name)
    piece = P(unique_name(state, card_name), card, player, player)
    if remove_next_turn:
        piece.remove_at = player
    state.trace.add("arcmage.devotion.kinds", f"Effet unique {french.de(source.name)} : {card_name} revient du "
                                              f"cimetière de {player}.")
    if dest == "hand":
        who.hand.append(card_name)
        return
    where = "army" if dest == "army" else f"city:{source.name}"
    enter_play(state, piece, where, f"reprise du cimetière par {source.name}")
    if remove_next_turn:
        state.trace.add("arcmage.zones.removed", f"{piece.name} sera retirée de la partie au début du prochain tour "
                                                 f"de {player}.")


def steal_from_graveyard(state: State, player: str, card_name, source, add_type: str | None) -> Piece:
    from .model import Piece as P

    holders = [p for p in state.order if isinstance(card_name, str) and card_name in state.players[p].graveyard]
    if not holders:
        raise UserError(f"{source.name} vise une créature d'un cimetière : « {card_name} » n'est dans aucun")
    owner = holders[0]
    state.players[owner].graveyard.remove(card_name)
    piece = P(unique_name(state, card_name), state.cards[card_name], owner, player)
    if add_type and add_type not in piece.card.types:
        piece.extra_types = (add_type,)
    enter_play(state, piece, "army", f"tirée du cimetière de {owner} par {source.name}")
    state.trace.add("arcmage.cards.controller", f"{player} contrôle {piece.name} ; sa propriétaire reste {owner}"
                                                + (f" ; elle a désormais aussi le type {add_type}" if add_type else "")
                                                + ".")
    return piece


def discard_creature_not(state: State, player: str, faction: str, why: str) -> None:
    """« défausser une créature n'appartenant pas à <faction> » : one of ``player``'s creatures in play."""
    candidates = [p for p in state.creatures(player) if p.card.faction != faction]
    trace = state.trace
    if not candidates:
        trace.add("arcmage.ability.triggered", f"{player} n'a aucune créature hors de {faction} : la consigne de {why} "
                                               "est impossible, elle ne défausse rien du tout.")
        return
    if len(candidates) == 1:
        remove_from_play(state, candidates[0], "graveyard", f"défaussée par {why}", "arcmage.zones.graveyard")
        return
    wait(state, Pending("choose", player, options=tuple(p.name for p in candidates), then="discard-creature",
                        what=why))
    trace.add("arcmage.ability.triggered", f"{player} doit défausser une de ses créatures hors de {faction} : "
                                           f"{names(p.name for p in candidates)} ; elle choisit.")


def token(state: State, player: str, card_name: str, tapped: bool, why: str) -> None:
    from .model import Piece as P

    card = state.cards[card_name]
    piece = P(unique_name(state, card_name), card, player, player)
    piece.where = "army"
    piece.entered = (state.turn, state.phase)
    state.players[player].army.append(piece)
    if tapped:
        piece.tapped = True
        state.trace.add("arcmage.state.enter-untapped", f"{piece.name} ({why}) arrive dans l'armée de {player} "
                                                        "engagée : le texte le dit explicitement.")
    else:
        state.trace.add("arcmage.state.enter-untapped", f"{piece.name} ({why}) arrive dans l'armée de {player} "
                                                        "désengagée.")


# --- victory -------------------------------------------------------------------------------------

def lose(state: State, player: str, rule: str, text: str) -> None:
    if state.players[player].lost or player in state.losing:
        return
    state.losing.append(player)
    state.trace.add(rule, text)


def settle(state: State) -> None:
    """Every player who lost since the last settlement loses now, together."""
    if not state.losing or state.over:
        state.losing.clear()
        return
    losing = list(state.losing)
    state.losing.clear()
    for player in losing:
        state.players[player].lost = True
        state.losers.append(player)
    remaining = [p for p in state.order if not state.players[p].lost]
    trace = state.trace
    if not remaining:
        state.over, state.tie, state.winner = True, True, None
        trace.add("arcmage.victory.tie", f"{names(losing)} perdent en même temps et plus personne ne reste : "
                                         "égalité.")
    elif len(remaining) == 1:
        state.over, state.winner = True, remaining[0]
        trace.add("arcmage.victory.last", f"Toutes les autres joueuses ont perdu : {remaining[0]} gagne.")
    else:
        trace.add("arcmage.victory.out", f"{names(losing)} {'ont' if len(losing) > 1 else 'a'} perdu ; la partie "
                                         f"continue entre {names(remaining)}.")
        for player in losing:
            _loser_cards(state, player)


def _loser_cards(state: State, player: str) -> None:
    """What becomes of the cards in play of ``player``, out of a game that goes on (the reading ``loser-cards``):
    they stay where they are, or those she owns are removed from the game (a resident of another's, in a city of
    hers, goes to its owner's graveyard)."""
    trace = state.trace
    hers = [p for p in state.pieces() if p.owner == player]
    if not hers:
        return
    if state.chance.reading(LOSER_CARDS, trace) == "cards-stay":
        trace.add("arcmage.victory.out", f"Les cartes de {player} en jeu ({names(p.name for p in hers)}) restent où "
                                         "elles sont : rien ne les enlève.")
        return
    trace.add("arcmage.victory.out", f"{player} a perdu : les cartes en jeu dont elle est la propriétaire sont "
                                     "retirées de la partie avec elle.")
    for piece in hers:
        if all(piece is not p for p in state.pieces()):
            continue                              # gone with what it was attached to
        if piece.kind == "cite":
            for resident in list(piece.residents):
                dest = "removed" if resident.owner == player else "graveyard"
                remove_from_play(state, resident, dest, f"{player} a perdu, sa cité {piece.name} quitte la partie",
                                 "arcmage.victory.out")
            state.levels.pop(piece.name, None)
        remove_from_play(state, piece, "removed", f"{player} a perdu", "arcmage.victory.out")
