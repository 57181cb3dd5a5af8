"""Phase 3, devotion: declare a city's devoted residents (all at once), let anyone answer, then tap them,
compute the city's devotion (the sum of their loyalty markers) and fire every level reached, lowest first.

A level's effect is one-shot (it happens now) or permanent: a permanent effect
stays through the other players' turns and lapses at its city's next devotion
phase unless that level is reached again (the engine's reading of « renouvelée
à chaque tour »); a destroyed city's effects vanish at once.
"""

from __future__ import annotations

from rulings.core import french

from . import abilities, phases, stack, zones
from .branch_points import LOST_DEVOTEE, RENEWAL
from .model import DEVOTION, PHASES, PileItem, Refusal, State


def declare(state: State, player: str, city_name: str, devotees: list, target) -> None:
    trace = state.trace
    phases.own_turn(state, player, DEVOTION,
                    ("arcmage.devotion.devote", f"seule la joueuse active ({state.active}) dévoue des résidentes, "
                                                "pendant sa phase de dévotion"),
                    ("arcmage.turn.order",
                     f"le tour est en {PHASES[state.phase].fr} : la phase de dévotion est passée"))
    if state.phase < DEVOTION:
        phases.advance(state, DEVOTION)
    stack.resolve(state, None, f"{player} passe à une autre cité")
    city = state.find(city_name)
    if city is None or city.kind != "cite" or city.controller != player:
        raise Refusal("arcmage.devotion.devote", f"{city_name} n'est pas une cité en jeu de {player}")
    if city.name in state.devoted_cities or any(i.kind == "devotion" and i.options["city"] == city.name
                                                for i in state.pile):
        raise Refusal("arcmage.devotion.procedure", f"les dévouées {french.de(city.name)} se déclarent toutes en une "
                                                    "fois")
    for name in devotees:
        piece = state.find(name)
        if piece is None or piece.where != f"city:{city.name}":
            raise Refusal("arcmage.devotion.devote", f"{name} n'est pas une résidente {french.de(city.name)}")
        if piece.tapped:
            raise Refusal("arcmage.state.no-double-tap", f"{name} est déjà engagée : elle ne peut pas être engagée "
                                                         "pour sa dévotion")
    if isinstance(target, str) and target not in state.players:
        who = state.players[player]
        if target in who.removed:
            raise Refusal("arcmage.zones.removed", f"{target} a été retirée de la partie : aucun effet ne la reprend, "
                                                   "elle n'est plus au cimetière")
    cards = {name: state.find(name).card for name in devotees}     # what each is, should it leave play in response
    order = len(state.devoted_cities) + 1
    trace.add("arcmage.devotion.procedure", f"{player} choisit {city.name} ({french.ordinal(order)} cité) et déclare "
                                            f"en une fois ses dévouées : {zones.names(devotees)} ; chacune peut "
                                            "réagir.")
    state.pile.append(PileItem("devotion", f"dévotion {french.de(city.name)}", player, None, target,
                               {"city": city.name, "with": list(devotees), "cards": cards}, then=complete))


def complete(state: State, item: PileItem) -> None:
    trace = state.trace
    city = state.find(item.options["city"])
    if city is None or city.destroyed:
        trace.add("arcmage.city.effects-vanish", f"{item.options['city']} n'est plus en jeu : sa dévotion n'a pas "
                                                 "lieu.")
        return
    counted, declared_only = [], []
    for name in item.options["with"]:
        piece = state.find(name)
        if piece is None or piece.dead or piece.where != f"city:{city.name}":
            card = item.options["cards"][name]
            if state.chance.reading(LOST_DEVOTEE, trace) == "counted-as-declared":
                trace.add("arcmage.devotion.lost-devotee", f"{name}, déclarée, n'est plus une résidente en jeu : sa "
                                                           f"loyauté ({card.loyalty}) compte, la déclaration suffit.")
                declared_only.append(card.loyalty)
                continue
            trace.add("arcmage.devotion.lost-devotee", f"{name}, déclarée, n'est plus une résidente en jeu : elle "
                                                       "n'est pas engagée et sa loyauté ne compte pas.")
            continue
        if piece.tapped:
            trace.add("arcmage.devotion.lost-devotee", f"{name}, déclarée, a été engagée entre-temps : elle ne peut "
                                                       "plus être engagée pour sa dévotion, sa loyauté ne compte pas.")
            continue
        piece.tapped = True
        counted.append(piece)
    state.devoted_cities.add(city.name)
    if counted:
        trace.add("arcmage.devotion.devote", f"{zones.names(p.name for p in counted)} "
                                             f"{french.plural(len(counted), 'est engagée', 'sont engagées')} : "
                                             f"dévotion envers {city.name}.")
    value = sum(p.card.loyalty for p in counted) + sum(declared_only)
    state.devotion[city.name] = value
    parts = " + ".join([*(f"{p.card.loyalty} ({p.name})" for p in counted),
                        *(f"{n} (déclarée)" for n in declared_only)]) or "aucune résidente"
    trace.add("arcmage.devotion.value", f"Dévotion {french.de(city.name)} : {parts} = {value}.")
    levels = [lv["level"] for lv in city.card.levels]
    reached = [lv for lv in city.card.levels if lv["level"] <= value]
    shown = ", ".join(str(n) for n in levels) or "aucun"
    trace.add("arcmage.devotion.levels", f"Niveaux {french.de(city.name)} : {shown} ; "
                                         f"{french.plural(len(reached), 'atteint')} : "
                                         f"{', '.join(str(lv['level']) for lv in reached) or 'aucun'}.")
    _fire(state, city, reached, item.target)


def _fire(state: State, city, levels: list, target) -> None:
    """Fire the reached ``levels`` of ``city``, lowest first; a choice awaited (a discard) puts the levels left on
    the pile, to fire once it is made: every reached level fires, in its order."""
    trace = state.trace
    for index, level in enumerate(levels):
        trace.add("arcmage.devotion.trigger", f"Niveau {level['level']} {french.de(city.name)} : son effet se "
                                              "déclenche, obligatoirement (du plus bas au plus haut).")
        if level.get("modelled") is False:
            trace.add("arcmage.devotion.kinds", f"L'effet du niveau {level['level']} {french.de(city.name)} n'est pas "
                                                "modélisé par le moteur.")
            continue
        if "once" in level:
            trace.add("arcmage.devotion.kinds", f"Niveau {level['level']} : un effet unique.")
            abilities.run(state, level["once"], player_of(city), city, target, {})
        if "permanent" in level:
            state.levels.setdefault(city.name, {})[level["level"]] = state.turn
            trace.add("arcmage.devotion.kinds", f"Niveau {level['level']} : un effet permanent, actif tant qu'il est "
                                                "renouvelé.")
        zones.settle(state)
        if state.over:
            return
        rest = levels[index + 1:]
        if state.pending is not None and rest:
            shown = ", ".join(str(lv["level"]) for lv in rest)
            trace.add("arcmage.devotion.trigger", f"Un choix est attendu : "
                                                  f"{french.plural(len(rest), 'le niveau', 'les niveaux')} {shown} "
                                                  f"{french.de(city.name)} "
                                                  f"{french.plural(len(rest), 'se déclenchera', 'se déclencheront')} "
                                                  "ensuite.")
            state.pile.append(PileItem("levels", f"niveaux {french.de(city.name)}", city.controller, None, target,
                                       {"city": city.name, "levels": rest}, then=_more_levels))
            return


def _more_levels(state: State, item: PileItem) -> None:
    city = state.find(item.options["city"])
    if city is None or city.destroyed:
        state.trace.add("arcmage.city.effects-vanish", f"{item.options['city']} n'est plus en jeu : ses niveaux "
                                                       "restants n'ont pas lieu.")
        return
    _fire(state, city, item.options["levels"], item.target)

def player_of(city) -> str:
    return city.controller


def renew(state: State) -> None:
    """End of the devotion phase: a permanent effect of the active player's cities not reached again lapses."""
    trace = state.trace
    for city in state.players[state.active].cities:
        active = state.levels.get(city.name, {})
        for level in sorted(active):
            renewed = active[level] == state.turn or (
                state.devotion.get(city.name, 0) > 0 and city.name in state.devoted_cities
                and state.chance.reading(RENEWAL, trace) == "any-devotion")
            if renewed:
                trace.add("arcmage.devotion.renew", f"Le niveau {level} {french.de(city.name)} est atteint de "
                                                    "nouveau : son effet permanent est renouvelé.")
                continue
            del active[level]
            devotion = state.devotion.get(city.name, 0)
            trace.add("arcmage.devotion.renew", f"La dévotion {french.de(city.name)} n'atteint pas le niveau {level} "
                                                f"ce tour-ci ({french.count(devotion, 'point')}) : son effet permanent "
                                                "disparaît.")


def _leave_devotion(state: State) -> None:
    stack.resolve(state, None, "Fin de la phase de dévotion")
    renew(state)


phases.LEAVE["devotion"] = _leave_devotion
