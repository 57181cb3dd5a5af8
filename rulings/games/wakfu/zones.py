"""Moving cards between the hand, the deck and the discard; the hand limit (PA)."""

from __future__ import annotations

from itertools import combinations

from rulings.core import french
from rulings.core.action_state import present
from rulings.core.errors import UserError

from .branch_points import DISCARD, HAND_LIMIT, SHORT_DECK
from .model import Pending, Piece, Refusal, State, other


def draw(state: State, player: str, count: int) -> list:
    """Draw up to ``count`` cards from the top of ``player``'s deck; return them (fewer if the deck runs out: then,
    by the reading ``short-deck-draw``, the player may also lose, not being able to draw)."""
    deck = state.players[player].deck
    drawn, deck[:] = deck[:count], deck[count:]
    if len(drawn) < count and not state.over:
        short = f"{player} doit piocher {french.count(count, 'carte')} et son deck n'en a que {len(drawn)}"
        if state.chance.reading(SHORT_DECK, state.trace) == "cannot-draw-loses":
            state.over, state.winner = True, other(player)
            state.trace.add("wakfu.victory.draw", f"{short} : elle pioche ce qui reste, puis ne peut plus piocher : "
                                                  f"{state.winner} gagne la partie.")
        else:
            state.trace.add("wakfu.zones.draw-short", f"{short} : elle pioche ce qui reste, sans perdre la partie.")
    return drawn


def take_from_hand(state: State, player: str, card: str) -> None:
    hand = state.players[player].hand
    if card not in hand:
        shown = ", ".join(hand) or "vide"
        raise UserError(f"{card} n'est pas dans la main de {player} (main : {shown})")
    hand.remove(card)


def to_discard(state: State, owner: str, card: str, why: str) -> None:
    state.players[owner].discard.append(card)
    state.trace.add("wakfu.zones.discard", f"{card} va à la Défausse de {owner} ({why}).")


def remove_piece(state: State, piece: Piece) -> None:
    state.zone_of(piece).remove(piece)


def hand_limit(state: State, player: str, end_of_turn: bool = False) -> None:
    """Above the Leader's PA, the player must discard the surplus: at once, or at the end of her turn (the reading
    ``hand-limit-timing``; ``end_of_turn``: called there)."""
    who = state.players[player]
    if len(who.hand) > who.leader.pa and not state.over:
        timing = state.chance.reading(HAND_LIMIT, state.trace)
        if (timing == "at-turn-end") != end_of_turn:
            if not end_of_turn:
                state.trace.add("wakfu.leader.pa", f"La main de {player} dépasse ses PA "
                                                   f"({french.count(len(who.hand), 'carte')} pour {who.leader.pa}) : "
                                                   "elle défaussera le surplus à la fin de son tour.")
            return
    surplus = len(who.hand) - who.leader.pa
    if surplus > 0 and not state.over:
        state.pending = Pending("discard", player, surplus, at=state.next_action)
        state.trace.add("wakfu.leader.pa", f"La main de {player} compte {french.count(len(who.hand), 'carte')} pour "
                                           f"{who.leader.pa} PA : {player} doit défausser "
                                           f"{french.count(surplus, 'carte')}.")


def discard_surplus(state: State, player: str, cards: list) -> None:
    """The ``discard`` action: the cards above PA, chosen by their owner."""
    pending = state.pending
    if pending is None or pending.kind != "discard" or pending.player != player:
        who = state.players[player]
        raise Refusal("wakfu.leader.pa", f"la main de {player} ({french.count(len(who.hand), 'carte')}) ne dépasse pas "
                                         f"ses {who.leader.pa} PA : rien à défausser")
    if len(cards) != pending.count:
        raise Refusal("wakfu.leader.pa", f"{player} doit défausser exactement {french.count(pending.count, 'carte')}"
                                         f" (le surplus au-delà des PA), pas {len(cards)}")
    for card in cards:
        take_from_hand(state, player, card)
    state.pending = None
    for card in cards:
        to_discard(state, player, card, "main au-delà des PA")
    hand_limit(state, other(player))             # both hands above PA at the start of a case: one after the other


def discard_as_chosen(state: State) -> None:
    """The surplus above the PA owed when the case ends without naming the cards (the choice owed,
    ``actions.settle``): they are the player's choice, every distinct set of her hand played unless the case fixes
    one (``choices:``)."""
    pending = present(state.pending)
    hand = state.players[pending.player].hand
    options = list({tuple(sorted(c)): c for c in combinations(hand, pending.count)}.values())
    origin = f"action {pending.at}" if pending.at else "début du cas"
    cards = state.chance.choose(DISCARD, f"défausse de {pending.player} au-delà des PA ({origin})",
                                pending.player, options, ", ".join, state.trace)
    discard_surplus(state, pending.player, list(cards))


def set_pv(state: State, player: str, delta: int, why: str, check: bool = True) -> None:
    """Change ``player``'s PV (her Leader's) and check the PV victory condition (``check``: at once)."""
    leader = state.players[player].leader
    before = leader.pv
    leader.pv += delta
    state.trace.add("wakfu.leader.pv", f"PV de {player} : {before} → {leader.pv} ({why}).")
    if check:
        check_pv(state)


def check_pv(state: State) -> None:
    if state.over:
        return
    out = [p for p in ("A", "B") if state.players[p].leader.pv <= 0]
    if len(out) == 2:
        state.over, state.winner = True, None
        state.trace.add("wakfu.victory.pv", "Les deux joueurs n'ont plus de PV en même temps : le texte ne prévoit "
                                             "pas ce cas, le moteur termine la partie sans vainqueur.")
    elif out:
        state.over, state.winner = True, other(out[0])
        state.trace.add("wakfu.victory.pv", f"{out[0]} n'a plus de PV : {state.winner} gagne la partie.")
