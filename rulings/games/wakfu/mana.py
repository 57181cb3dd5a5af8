"""Paying a cost: the mana produced by the cards engaged must match the cost exactly.

* a card of the Rest Zone produces one mana, of the element of its cost (a
  multi-element card: the element its player chooses for the turn), once: it
  is then engaged (tapped) until the next untap;
* the Leader produces all its manas at once, mandatorily: it pays only if none
  of them is left over (the Bouftou example);
* cards of the Combat Zone produce nothing; a card of cost 0 has no element and
  produces nothing (the engine's reading of « Toute carte ayant un cout »).
"""

from __future__ import annotations

from collections import Counter

from rulings.core.errors import UserError

from .model import TYPE_FR, CardDef, Leader, Piece, Refusal, State, mana_text

BURN_NOTE = ("La Brûlure de mana n'est qu'une supposition de l'auteur (« si c'est pareil que magic ») : le moteur "
             "n'applique aucune Brûlure, il refuse le paiement.")


def _listing(counter: Counter) -> list:
    return [e for e, n in counter.items() for _ in range(n)]


def pay(state: State, player: str, card: CardDef, payers: list, choose: dict) -> None:
    """Engage ``payers`` (names of ``player``'s Rest Zone cards and/or Leader) to pay ``card``'s cost.

    Raises :class:`Refusal` (nothing changed) when the game forbids the payment, UserError when the scenario
    names something impossible or omits a needed choice."""
    trace = state.trace
    cost = Counter(card.cost)
    if card.cost:
        trace.add("wakfu.cards.cost", f"Coût de {card.name} : {mana_text(card.cost)}.")
    else:
        trace.add("wakfu.cards.cost", f"{card.name} a un coût nul : il n'y a rien à engager.")
    produced: Counter = Counter()
    plan: list[tuple[Leader | Piece, tuple[str, ...], str | None]] = []   # (thing, elements produced, chosen or None)
    leader = None
    for name in payers:
        thing = state.find(name)
        if thing is None:
            raise Refusal("wakfu.mana.generators", f"{name} n'est pas en jeu : elle ne peut pas payer le coût de "
                                                   f"{card.name}")
        if thing.owner != player:
            raise Refusal("wakfu.mana.generators", f"{name} appartient à {thing.owner} : {player} ne paie qu'avec "
                                                   "ses propres cartes")
        if any(t is thing for t, _e, _c in plan):
            raise UserError(f"{name} est donnée deux fois dans « pay »")
        if isinstance(thing, Leader):
            if thing.tapped:
                raise Refusal("wakfu.mana.one", f"{name} est déjà engagé : il ne produit plus de mana avant d'être "
                                                "dégagé")
            leader = thing
            produced.update(thing.mana)
            plan.append((thing, thing.mana, None))
            continue
        if thing.zone == "combat":
            raise Refusal("wakfu.mana.generators", f"{name} est dans la Zone de Combat : seules les cartes de la Zone "
                                                   "de Repos produisent du mana")
        if thing.tapped:
            raise Refusal("wakfu.mana.one", f"{name} est déjà engagée : une carte ne produit qu'un seul mana à la "
                                            "fois, jusqu'à ce qu'elle soit dégagée")
        elements = thing.card.elements
        if not elements:
            raise Refusal("wakfu.zones.rest", f"{name} a un coût nul : sans élément, elle ne produit pas de mana")
        wanted = choose.get(name)
        if len(elements) == 1:
            if wanted is not None and wanted != elements[0]:
                raise UserError(f"{name} n'a qu'un élément ({elements[0]}) : retirez « {name}: {wanted} » de choose")
            element, chosen = elements[0], None
        else:
            if thing.element and wanted and wanted != thing.element:
                raise Refusal("wakfu.mana.multi", f"{name} produit {thing.element} ce tour-ci : le choix vaut pour "
                                                  "tout le tour")
            element = chosen = wanted or thing.element
            if element is None:
                raise UserError(f"{name} produit {' ou '.join(elements)} : son joueur doit choisir ; ajoutez "
                                f"choose: {{{name}: <élément>}} à l'action")
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
        raise Refusal("wakfu.turn.summon", f"les cartes engagées {shown} pour un coût de "
                                           f"{mana_text(card.cost)} : {' et '.join(parts)}")
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
    if payers:
        trace.add("wakfu.turn.summon", f"Les cartes engagées produisent exactement le coût de {card.name} "
                                       f"({mana_text(card.cost)}) : il est payé.")
