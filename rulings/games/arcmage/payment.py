"""Paying a cost: X costs, then tapping resources with the loyalty constraint.

A card costing N with L loyalty markers is paid by tapping N untapped resource
cards, at least L of them of the card's faction; the rest of any faction.  The
action may say which (``pay: {Horde rouge: 2, Empire: 2}``); otherwise the
engine takes the loyalty from the card's faction first, then the rest from the
player's stocks in the order the situation lists them.  Tapped resources stay
consumed for the turn, even if the card is then countered.
"""

from __future__ import annotations

from rulings.core import french
from rulings.core.errors import UserError

from .branch_points import PAYMENT
from .model import CardDef, Piece, Refusal, State
from .values import attack


def stock_text(split: dict) -> str:
    return " + ".join(f"{n} {f}" for f, n in split.items() if n) or "rien"


def cost_of(state: State, card: CardDef, options: dict, target) -> int:
    """The cost to pay for ``card``: its number, or X (+ its modifier) with X as its text defines it."""
    if card.type == "cite" or card.cost is None and card.x is None:
        raise UserError(f"{card.name} n'a pas de coût : elle ne se joue pas depuis la main")
    if card.x is None and card.cost is not None:      # a fixed cost (a card with neither is refused above)
        return card.cost
    trace = state.trace
    if card.x == "chosen":
        if "x" not in options:
            raise UserError(f"{card.name} coûte X : donnez la valeur de X (« x: 3 »)")
        x, why = options["x"], "choisi par la joueuse"
    elif card.x == "target-attack":
        if not isinstance(target, Piece) or target.kind != "creature":
            raise UserError(f"X {french.de(card.name)} est l'attaque de la créature ciblée : ajoutez « target: "
                            "<créature> »")
        x, why = attack(state, target), f"l'attaque {french.de(target.name)}, la créature ciblée"
    else:
        targets = target if isinstance(target, list) else [target]
        x, why = len(targets) - 1, "une ressource par cible supplémentaire"
    if "x" in options and options["x"] != x:
        raise UserError(f"X {french.de(card.name)} vaut {x} ({why}), pas {options['x']} : retirez « x: »")
    total = x + card.cost
    formula = f"{x} + {card.cost} = {total}" if card.cost else str(total)
    trace.add("arcmage.play.x-cost", f"{card.name} coûte {card.cost_text} ; X = {x} ({why}) : le coût est "
                                     f"{formula} {french.plural(total, 'ressource')}.")
    options["x"] = x
    return total


def pay(state: State, player: str, what: str, cost: int, faction: str, loyalty: int, split: dict | None,
        short_rule: str = "arcmage.resource.available") -> None:
    """Tap ``cost`` untapped resources of ``player``, at least ``loyalty`` of ``faction`` (Refusal otherwise:
    nothing is tapped)."""
    trace = state.trace
    who = state.players[player]
    stocks = who.resources
    if cost == 0:
        trace.add("arcmage.cards.cost", f"{what} ne coûte rien : aucune ressource à engager.")
        state.paid = {}
        return
    needs = f"{french.count(cost, 'ressource')}" + (f", dont {loyalty} {faction} (loyauté)" if loyalty else "")
    trace.add("arcmage.cards.cost", f"Coût {french.de(what)} : {needs}.")
    if loyalty:
        trace.add("arcmage.cards.loyalty", f"{french.count(loyalty, 'marqueur')} de loyauté : au moins {loyalty} des "
                                           f"ressources engagées {'est' if loyalty == 1 else 'sont'} de la faction "
                                           f"{faction} ; le reste, de n'importe quelle faction.")
    available = {f: u for f, (u, _t) in stocks.items()}
    if split is not None:
        split = {f: n for f, n in split.items() if n}
        for f, n in split.items():
            if available.get(f, 0) < n:
                held = available.get(f, 0)
                raise Refusal(short_rule, f"{player} n'a que {french.count(held, 'ressource')} {f} "
                                          f"{french.plural(held, 'désengagée')} pour en engager {n} : "
                                          "les ressources engagées sont consommées pour le tour")
        if sum(split.values()) != cost:
            raise Refusal("arcmage.play.pay", f"{stock_text(split)} : {french.count(sum(split.values()), 'ressource')} "
                                              f"pour un coût de {cost}")
        if split.get(faction, 0) < loyalty:
            raise Refusal("arcmage.play.pay", f"{stock_text(split)} : seulement {split.get(faction, 0)} {faction} "
                                              f"pour {french.count(loyalty, 'marqueur')} de loyauté")
    else:
        if sum(available.values()) < cost:
            untapped = sum(available.values())
            raise Refusal(short_rule, f"{player} n'a que "
                                      f"{french.count(untapped, 'ressource désengagée', 'ressources désengagées')} "
                                      f"pour un coût de {cost} "
                                      "(les ressources engagées sont consommées pour le tour)")
        if available.get(faction, 0) < loyalty:
            held = available.get(faction, 0)
            raise Refusal("arcmage.play.pay", f"{player} n'a que "
                                              f"{french.count(held, 'ressource', 'ressources')} {faction} "
                                              f"{french.plural(held, 'désengagée')} "
                                              f"pour {french.count(loyalty, 'marqueur')} de loyauté")
        if loyalty > cost:          # a cost of 0 has returned before: here loyalty is 2 or more
            raise Refusal("arcmage.play.pay", f"la loyauté ({loyalty}) dépasse le coût ({cost}) : "
                                              f"{loyalty} ressources {faction} ne tiennent pas dans {cost}")
        ways = _payments(available, list(stocks), cost, faction, loyalty)
        if len(ways) == 1:
            split = ways[0]
        else:               # her choice: every payment the case does not give (pay:) is played
            split = state.chance.choose(PAYMENT, f"paiement {french.de(what)} ({player})", player, ways, stock_text,
                                        trace)
    for f, n in split.items():      # a split given meets the loyalty (checked above), and so does each one found
        stocks[f][0] -= n
        stocks[f][1] += n
    state.paid = dict(split)
    trace.add("arcmage.play.pay", f"{player} engage {stock_text(split)} : le coût {french.de(what)} est payé "
                                  f"({french.count(who.untapped(), 'ressource')} encore "
                                  f"{french.plural(who.untapped(), 'désengagée')}).")


def _payments(available: dict, factions: list, cost: int, faction: str, loyalty: int) -> list[dict]:
    """Every way to engage ``cost`` of the ``available`` resources with at least ``loyalty`` of ``faction``: the
    count of each faction (zero counts left out), the situation's factions in order, the most of the first first."""
    ways: list[dict] = []

    def spread(index: int, left: int, taken: dict) -> None:
        if index == len(factions):
            if left == 0 and taken.get(faction, 0) >= loyalty:
                ways.append({f: n for f, n in taken.items() if n})
            return
        f = factions[index]
        for n in range(min(available[f], left), -1, -1):
            spread(index + 1, left - n, {**taken, f: n})

    spread(0, cost, {})
    return ways
