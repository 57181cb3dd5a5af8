"""Paying a cost: the mana produced by the cards engaged must match the cost exactly.

* a card of the Rest Zone produces one mana, of the element of its cost (a
  multi-element card: the element its player chooses for the turn), once: it
  is then engaged (tapped) until the next untap;
* the Leader produces all its manas at once, mandatorily: it pays only if none
  of them is left over (the Bouftou example);
* cards of the Combat Zone produce nothing; a card of cost 0 has no element and
  produces nothing (the engine's reading of « Toute carte ayant un cout »; the
  reading ``zero-cost-mana`` gives it one mana of the element its player chooses).

Which cards pay, and the element of a card of several, are the player's choice: given by the action (``pay:``,
``choose:``), else every exact payment is played (the choice ``payment``).  A ``pay:`` that does not make the cost
exactly is refused, never completed.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations, product

from rulings.core import french
from rulings.core.action_state import present
from rulings.core.errors import UserError

from .branch_points import PAYMENT, ZERO_COST
from .model import ELEMENTS, TYPE_FR, CardDef, Leader, Piece, Refusal, State, mana_text

BURN_NOTE = ("La Brûlure de mana n'est qu'une supposition de l'auteur (« si c'est pareil que magic ») : le moteur "
             "n'applique aucune Brûlure, il refuse le paiement.")


def _listing(counter: Counter) -> list:
    return [e for e, n in counter.items() for _ in range(n)]


def producible(state: State, thing: Piece) -> tuple:
    """The elements a Rest Zone card may produce: those of its cost; none for a card of cost 0, unless the reading
    ``zero-cost-mana`` gives it one mana of any element (read only for such a card)."""
    elements = thing.card.elements
    if not elements and state.chance.reading(ZERO_COST, state.trace) == "any-element":
        return ELEMENTS
    return elements


def _way_text(way: tuple) -> str:
    """A payment as a case writes it in ``choices:``: « Geyser (Feu), Prairie »."""
    return ", ".join(f"{name} ({element})" if element else name for name, element in way)


def _exact(ways: list, fixed: Counter, cost: Counter, candidates: list) -> None:
    """Append to ``ways`` every pick of one production per candidate that makes, with ``fixed``, exactly ``cost``."""
    for picks in product(*(options for _name, options in candidates)):
        produced = Counter(fixed)
        for elements, _chosen in picks:
            produced.update(elements)
        if produced == cost:
            ways.append(tuple((name, chosen) for (name, _o), (_e, chosen) in zip(candidates, picks, strict=True)))


def _productions(state: State, thing) -> list:
    """What an untapped card of the Rest Zone, or the Leader, may produce: [(elements, element chosen or None)]."""
    if isinstance(thing, Leader):
        return [(tuple(thing.mana), None)]
    elements = producible(state, thing)      # none (a card of cost 0 under the reading no-mana): no production
    if thing.element or len(elements) == 1:
        return [((thing.element or elements[0],), None)]
    return [((e,), e) for e in elements]


def _free_payment(state: State, player: str, card: CardDef, label: str) -> tuple[list[Leader | Piece], dict]:
    """No ``pay:``: the cards engaged are the player's choice among every exact payment of her untapped Leader and
    Rest Zone cards (refused when none pays the cost exactly): those cards, and the element each chose."""
    cost = Counter(card.cost)
    who = state.players[player]
    untapped = {thing.name: thing for thing in [who.leader, *who.rest] if not thing.tapped}
    candidates = [(name, _productions(state, thing)) for name, thing in untapped.items()]
    candidates = [(name, options) for name, options in candidates if options and options[0][0]]
    ways: list = []
    for size in range(1, len(candidates) + 1):
        for combo in combinations(candidates, size):
            _exact(ways, Counter(), cost, list(combo))
    if not ways:
        raise Refusal("wakfu.turn.summon", f"aucune combinaison des cartes dégagées de {player} ne produit exactement "
                                           f"{mana_text(card.cost)}, le coût de {card.name}")
    way = state.chance.choose(PAYMENT, label, player, ways, _way_text, state.trace)
    return [untapped[name] for name, _e in way], {name: e for name, e in way if e}


def _free_elements(state: State, player: str, card: CardDef, things: list, choose: dict, label: str) -> dict:
    """A ``pay:`` that engages a card of several elements without its ``choose:``: the element is the player's
    choice among those that make the payment exact (the payment is checked as given afterwards)."""
    open_ = [t for t in things if isinstance(t, Piece) and t.name not in choose and not t.element
             and len(producible(state, t)) > 1]
    if not open_:
        return choose
    fixed: Counter = Counter()
    for thing in things:
        if thing not in open_:
            fixed.update(_productions(state, thing)[0][0] if thing.name not in choose else (choose[thing.name],))
    ways: list = []
    _exact(ways, fixed, Counter(card.cost), [(t.name, _productions(state, t)) for t in open_])
    if not ways:
        shown = " ; ".join(f"{t.name} : {' ou '.join(producible(state, t))}" for t in open_)
        raise Refusal("wakfu.mana.multi", f"aucun élément que {player} peut choisir ({shown}) ne fait produire "
                                          f"exactement {mana_text(card.cost)} aux cartes engagées")
    way = state.chance.choose(PAYMENT, label, player, ways, _way_text, state.trace)
    return {**choose, **{name: e for name, e in way}}


def _engaged(state: State, player: str, card: CardDef, payers: list) -> list[Leader | Piece]:
    """The cards ``payers`` names, each one that may produce mana for ``player`` now (refused otherwise, the first
    payer that may not, before any element is chosen)."""
    things: list[Leader | Piece] = []
    for name in payers:
        thing = state.find(name)
        if thing is None:
            raise Refusal("wakfu.mana.generators", f"{name} n'est pas en jeu : elle ne peut pas payer le coût de "
                                                   f"{card.name}")
        if thing.owner != player:
            raise Refusal("wakfu.mana.generators", f"{name} appartient à {thing.owner} : {player} ne paie qu'avec "
                                                   "ses propres cartes")
        if isinstance(thing, Leader) and thing.tapped:
            raise Refusal("wakfu.mana.one", f"{name} est déjà engagé : il ne produit plus de mana avant d'être dégagé")
        if isinstance(thing, Piece):
            if thing.zone == "combat":
                raise Refusal("wakfu.mana.generators", f"{name} est dans la Zone de Combat : seules les cartes de la "
                                                       "Zone de Repos produisent du mana")
            if thing.tapped:
                raise Refusal("wakfu.mana.one", f"{name} est déjà engagée : une carte ne produit qu'un seul mana à la "
                                                "fois, jusqu'à ce qu'elle soit dégagée")
            if not producible(state, thing):
                raise Refusal("wakfu.zones.rest", f"{name} a un coût nul : sans élément, elle ne produit pas de mana")
        things.append(thing)
    return things


def pay(state: State, player: str, card: CardDef, payers: list | None, choose: dict) -> None:
    """Engage ``payers`` (names of ``player``'s Rest Zone cards and/or Leader) to pay ``card``'s cost; ``None``: the
    case does not say, the payment is her choice (every exact one played).

    Raises :class:`Refusal` (nothing changed) when the game forbids the payment, UserError when the scenario
    names something impossible."""
    trace = state.trace
    cost = Counter(card.cost)
    if card.cost:
        trace.add("wakfu.cards.cost", f"Coût de {card.name} : {mana_text(card.cost)}.")
    else:
        trace.add("wakfu.cards.cost", f"{card.name} a un coût nul : il n'y a rien à engager.")
    label = f"paiement {french.de(card.name)} ({player}, action {state.next_action})"
    if payers is None:      # her choice among the cards that may pay: nothing to check
        things, choose = _free_payment(state, player, card, label) if card.cost else ([], {})
    else:
        twice = next((name for n, name in enumerate(payers) if name in payers[:n]), None)
        if twice is not None:
            raise UserError(f"{twice} est donnée deux fois dans « pay »")
        things = _engaged(state, player, card, payers)
        choose = _free_elements(state, player, card, things, choose, label)
    produced: Counter = Counter()
    plan: list[tuple[Leader | Piece, tuple[str, ...], str | None]] = []   # (thing, elements produced, chosen or None)
    leader = None
    for thing in things:
        if isinstance(thing, Leader):
            leader = thing
            produced.update(thing.mana)
            plan.append((thing, thing.mana, None))
            continue
        name, elements, wanted = thing.name, producible(state, thing), choose.get(thing.name)
        if len(elements) == 1:
            if wanted is not None and wanted != elements[0]:
                raise UserError(f"{name} n'a qu'un élément ({elements[0]}) : retirez « {name}: {wanted} » de choose")
            element, chosen = elements[0], None
        else:
            if thing.element and wanted and wanted != thing.element:
                raise Refusal("wakfu.mana.multi", f"{name} produit {thing.element} ce tour-ci : le choix vaut pour "
                                                  "tout le tour")
            element = chosen = present(wanted or thing.element)     # _free_elements chose it where the case did not
            if element not in elements:
                raise Refusal("wakfu.mana.multi", f"{name} produit {' ou '.join(elements)}, pas {element}")
        produced[element] += 1
        plan.append((thing, (element,), chosen))
    extra, missing = produced - cost, cost - produced
    if extra and leader is not None:
        raise Refusal("wakfu.mana.leader-all",
                      f"{leader.name} produit obligatoirement {mana_text(leader.mana)} d'un coup : pour un coût de "
                      f"{mana_text(card.cost)}, il resterait {mana_text(_listing(extra))} placé nulle part",
                      notes=[("wakfu.mana.burn", BURN_NOTE)])
    if extra or missing:
        parts = ([f"il manque {mana_text(_listing(missing))}"] if missing else []) + \
                ([f"{mana_text(_listing(extra))} de trop"] if extra else [])
        shown = f"produisent {mana_text(_listing(produced))}" if produced else "ne produisent aucun mana"
        partial = (" : « pay: » donne tout le paiement (sans « pay: », chaque paiement exact est joué)"
                   if missing and not extra and produced else "")
        raise Refusal("wakfu.turn.summon", f"les cartes engagées {shown} pour un coût de "
                                           f"{mana_text(card.cost)} : {' et '.join(parts)}{partial}")
    for thing, elements, chosen in plan:
        thing.tapped = True
        if isinstance(thing, Leader):
            trace.add("wakfu.mana.leader-all", f"{thing.name} est engagé et produit tous ses manas à la fois : "
                                               f"{mana_text(elements)}.")
            continue
        if thing.card.fighter:
            trace.add("wakfu.mana.generators", f"{thing.name} ({TYPE_FR[thing.card.type].lower()}) sert de "
                                               "générateur de mana depuis la Zone de Repos.")
        if thing.sick:
            trace.add("wakfu.sickness.mana-ok", f"{thing.name} a le Mal d'invocation, mais peut être engagée pour "
                                                "produire du mana.")
        if chosen is not None:
            thing.element = chosen
            trace.add("wakfu.mana.multi", f"{thing.name} est engagée ; {player} choisit {chosen} pour ce tour : "
                                          f"1 {chosen}.")
        else:
            trace.add("wakfu.cards.elements", f"{thing.name} est engagée et produit 1 {elements[0]}, l'élément de "
                                              "son coût.")
    if things:
        trace.add("wakfu.turn.summon", f"Les cartes engagées produisent exactement le coût de {card.name} "
                                       f"({mana_text(card.cost)}) : il est payé.")
