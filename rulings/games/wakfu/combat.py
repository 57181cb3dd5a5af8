"""The combat: declarations (phases 4 and 5), totals, distribution, destruction and the drop (phase 6).

Open readings of the post (:mod:`.branch_points`), each alternative played, read only where it decides something:
who counts in a total (``combat-participants``), equal totals (``combat-tie``), an attack without defender
(``no-defender``), where points may go (``combat-targets``), a card of 0 PAtt (``zero-patt-destroy``), whether a
Leader used in combat is engaged (``leader-taps-in-combat``) or may defend (``leader-defends``), both Leaders at 0 PV
(``combat-pv-simultaneous``), a drop larger than the deck (``short-deck-draw``, ``zones.draw``).  The drop card
kept is the winner's choice (``keep:``, else every card played at the end of the case).
"""

from __future__ import annotations

from rulings.core import french
from rulings.core.action_state import present
from rulings.core.errors import UserError

from . import zones
from .branch_points import (
    COMBAT_TARGETS,
    COMBAT_TIE,
    DROP_KEPT,
    LEADER_DEFENDS,
    LEADER_TAPS,
    NO_DEFENDER,
    PARTICIPANTS,
    PV_BOTH,
    ZERO_PATT,
)
from .model import Combat, Leader, Pending, Piece, Refusal, State, other


def _points(n: int, theirs: bool = False) -> str:
    """« 3 points », « 1 point »; ``theirs``: « ses 3 points », « son point »."""
    if theirs:
        return "son point" if n == 1 else f"ses {n} points"
    return french.count(n, "point")

def _fighters(state: State, player: str, names: list, rule: str, role: str) -> list:
    """The Leader or Combat Zone cards ``names`` of ``player``, checked for a declaration."""
    things: list[Leader | Piece] = []
    for name in names:
        thing = state.find(name)
        if thing is None:
            raise Refusal(rule, f"{name} n'est pas en jeu : {player} ne peut pas la désigner en {role}")
        if thing.owner != player:
            raise Refusal(rule, f"{name} appartient à {thing.owner} : {player} ne désigne que ses propres cartes")
        if any(t is thing for t in things):
            raise UserError(f"{name} est désignée deux fois")
        if isinstance(thing, Leader):
            if thing.tapped:
                raise Refusal(rule, f"{name} est déjà engagé : un Leader n'est utilisé au combat que s'il n'a pas "
                                    "déjà été engagé")
        elif thing.zone != "combat":
            raise Refusal(rule, f"{name} est dans la Zone de Repos : seules les cartes de la Zone de Combat (et le "
                                "Leader) sont désignées")
        things.append(thing)
    return things


def _engage_leader(state: State, things: list, role: str) -> None:
    """The Leader among the cards designated (a player has one) is engaged, but under the reading no-tap."""
    leader = next((thing for thing in things if isinstance(thing, Leader)), None)
    if leader is None:
        return
    if state.chance.reading(LEADER_TAPS, state.trace) == "no-tap":
        state.trace.add("wakfu.combat.leader-engaged", f"{leader.name} est utilisé en {role} : seul le paiement "
                                                       "d'un coût engage, il reste dégagé.")
        return
    leader.tapped = True
    state.trace.add("wakfu.combat.leader-engaged", f"{leader.name} est utilisé en {role} : il est engagé.")


def declare_attackers(state: State, player: str, names: list) -> None:
    if player != state.active:
        raise Refusal("wakfu.turn.attackers", f"seul le joueur actif ({state.active}) déclare des attaquants")
    c = state.combat
    if c is not None and c.turn == state.turn:
        raise Refusal("wakfu.turn.attackers", "les attaquants de ce tour sont déjà déclarés")
    things = _fighters(state, player, names, "wakfu.turn.attackers", "attaque")
    state.combat = Combat(turn=state.turn, attacker=player, attackers=[t.name for t in things])
    if things:
        state.trace.add("wakfu.turn.attackers", f"{player} attaque avec {', '.join(t.name for t in things)}.")
    else:
        state.trace.add("wakfu.turn.attackers", f"{player} ne désigne aucun attaquant : pas d'attaque ce tour.")
    _engage_leader(state, things, "attaque")


def declare_defenders(state: State, player: str, names: list, implicit: bool = False) -> None:
    c = state.combat
    if c is None or c.turn != state.turn or not c.attackers:
        raise Refusal("wakfu.turn.defenders", f"{state.active} n'a déclaré aucun attaquant : la déclaration des "
                                              "défenseurs ne s'applique pas")
    if player == state.active:
        raise Refusal("wakfu.turn.defenders", f"c'est le défenseur ({other(state.active)}) qui déclare les défenseurs")
    if c.defenders_declared:
        raise Refusal("wakfu.turn.defenders", "les défenseurs de ce tour sont déjà déclarés")
    things = _fighters(state, player, names, "wakfu.turn.defenders", "défense")
    leaders = [t.name for t in things if isinstance(t, Leader)]
    if leaders and state.chance.reading(LEADER_DEFENDS, state.trace) == "pv-only":
        raise Refusal("wakfu.turn.defenders", f"{leaders[0]} ne défend pas dans cette lecture : l'ultime défense du "
                                              "Leader, ce sont ses PV")
    c.defenders, c.defenders_declared = [t.name for t in things], True
    if things:
        state.trace.add("wakfu.turn.defenders", f"{player} défend avec {', '.join(t.name for t in things)}.")
    else:
        state.trace.add("wakfu.turn.defenders", f"{player} ne désigne aucune carte en défense"
                                                f"{' (le cas ne déclare aucun défenseur)' if implicit else ''}.")
    _engage_leader(state, things, "défense")


def targets(state: State, player: str) -> list:
    """The cards ``player`` may put points on: the opponent's creatures and allies of her Combat Zone, and of her
    Rest Zone too under the reading ``combat-targets`` (read only when she has some there)."""
    opponent = state.players[other(player)]
    resting = [p for p in opponent.rest if p.card.fighter]
    if resting and state.chance.reading(COMBAT_TARGETS, state.trace) == "any-opponent-card":
        return [p for p in opponent.pieces() if p.card.fighter]
    return [p for p in opponent.combat if p.card.fighter]


def _patt(thing) -> int:
    value = thing.patt
    if value is None:
        raise UserError(f"la PAtt de {thing.name} n'est pas connue (la source ne la donne pas) : donnez-la dans la "
                        f"situation, {{name: {thing.name}, patt: …}}")
    return value


def start(state: State) -> None:
    """Phase 6 begins: each side's total, the winner, and the distributions that leave no choice."""
    c = present(state.combat)
    c.started = True
    trace = state.trace
    defender = other(c.attacker)
    if not c.defenders and state.chance.reading(NO_DEFENDER, trace) == "no-combat":
        trace.add("wakfu.combat.no-defender", f"{defender} n'a désigné aucun défenseur : sans défenseurs déclarés, le "
                                              "combat n'a pas lieu.")
        c.resolved = True
        state.emit(("combat", c.turn))
        return
    sides = {c.attacker: list(c.attackers), defender: list(c.defenders)}
    idle = {p: [t.name for t in state.players[p].combat if t.card.fighter and t.name not in names]
            for p, names in sides.items()}
    if any(idle.values()) and state.chance.reading(PARTICIPANTS, trace) == "whole-combat-zone":
        for player, names in idle.items():
            sides[player] += names
        shown = " ; ".join(f"{p} : {', '.join(names) or 'aucune'}" for p, names in sides.items())
        trace.add("wakfu.combat.participants", f"Comptent les cartes désignées et toutes les créatures et alliés des "
                                               f"Zones de Combat ({shown}).")
    else:
        shown = " ; ".join(f"{p} : {', '.join(names) or 'aucune'}" for p, names in sides.items())
        trace.add("wakfu.combat.participants", f"Comptent les cartes désignées ({shown}).")
    if not sides[defender]:
        trace.add("wakfu.combat.no-defender", f"{defender} n'a aucun défenseur : le combat a lieu, son total est nul.")
    for player, names in sides.items():
        total = 0
        for name in names:
            thing = state.find(name)
            value = _patt(thing)
            total += value
            if isinstance(thing, Leader):
                trace.add("wakfu.leader.patt", f"PAtt de {name} ({player}) : {value}.")
            else:
                trace.add("wakfu.cards.patt", f"PAtt de {name} ({player}) : {value}.")
        c.totals[player] = total
    a, d = c.totals[c.attacker], c.totals[defender]
    if a == d and state.chance.reading(COMBAT_TIE, trace) == "defender-wins":
        c.winner = defender
        trace.add("wakfu.combat.tie", f"Totaux égaux ({a} contre {d}) : l'attaquant ne dépasse pas la défense, "
                                      f"{defender} remporte le combat.")
    elif a == d:
        c.winner = None
        trace.add("wakfu.combat.tie", f"Totaux égaux ({a} contre {d}) : le moteur ne désigne pas de vainqueur.")
    else:
        c.winner = c.attacker if a > d else defender
        trace.add("wakfu.combat.totals", f"Total de {c.attacker} : {a} ; total de {defender} : {d} : {c.winner} "
                                         "remporte le combat.")
    for player in (c.attacker, defender):
        total = c.totals[player]
        if total == 0:
            c.assigns[player] = {}
            trace.add("wakfu.combat.distribute", f"{player} n'a aucun point à répartir.")
        elif not targets(state, player):
            c.assigns[player] = {"pv": total}
            trace.add("wakfu.combat.distribute", f"{other(player)} n'a ni créature ni allié en Zone de Combat : "
                                                 f"{french.plural(total, 'le')} "
                                                 f"{french.count(total, 'point')} de {player} "
                                                 f"{french.plural(total, 'va', 'vont')} à ses PV.")
    _maybe_resolve(state)


def assign(state: State, player: str, mapping: dict) -> None:
    """The ``assign`` action: ``player`` splits her total between the opponent's cards and PV."""
    c = state.combat
    if c is None or c.turn != state.turn or not c.attackers:
        raise Refusal("wakfu.turn.combat-mandatory", "pas de combat ce tour : aucun attaquant n'a été déclaré")
    if c.resolved and not c.totals:
        raise Refusal("wakfu.combat.no-defender", f"pas de combat ce tour : {other(c.attacker)} n'a désigné aucun "
                                                  "défenseur, et sans défenseurs le combat n'a pas lieu")
    if player in c.assigns:
        forced = c.assigns[player]
        raise Refusal("wakfu.combat.distribute", f"{player} a déjà réparti ses points ({_shown(forced, other(player))})"
                                                 ", ou n'avait pas le choix")
    opponent = other(player)
    allowed = {p.name for p in targets(state, player)}
    for target in mapping:
        if target == "pv":
            continue
        thing = state.find(target)
        if thing is None:
            raise Refusal("wakfu.combat.targets", f"{target} n'est pas en jeu : {player} ne peut pas y mettre de "
                                                  "points")
        if thing.owner == player:
            raise Refusal("wakfu.combat.distribute", f"{target} est à {player} : on répartit ses points entre les "
                                                     "cartes et les PV de l'adversaire")
        if isinstance(thing, Leader):
            raise Refusal("wakfu.combat.targets", f"les points mis sur {target} sont des points sur les PV de "
                                                  f"{opponent} : écrivez « pv »")
        if target not in allowed:
            rest_open = any(p.zone == "rest" for p in targets(state, player))
            why = (f"est dans la Zone de Repos de {opponent} : le moteur n'admet que ses cartes de la Zone de Combat"
                   if thing.zone == "rest" and not rest_open else "n'est ni une créature ni un allié")
            raise Refusal("wakfu.combat.targets", f"{target} {why}")
    total, given = c.totals[player], sum(mapping.values())
    if given != total:
        raise Refusal("wakfu.combat.distribute", f"{player} doit répartir tout son total, {_points(total)}, et non "
                                                 f"{given}")
    c.assigns[player] = dict(mapping)
    state.trace.add("wakfu.combat.distribute",
                    f"{player} répartit {_points(total, theirs=True)} : {_shown(mapping, opponent)}.")
    _maybe_resolve(state)


def _shown(mapping: dict, opponent: str) -> str:
    parts = [f"{n} sur les PV de {opponent}" if t == "pv" else f"{n} sur {t}" for t, n in mapping.items()]
    return ", ".join(parts) or "rien"


def _maybe_resolve(state: State) -> None:
    c = present(state.combat)
    if len(c.assigns) == 2 and not c.resolved and state.pending is None:
        _resolve(state)


def _resolve(state: State) -> None:
    c = present(state.combat)
    trace = state.trace
    for player in (c.attacker, other(c.attacker)):
        for target, points in c.assigns[player].items():
            if target == "pv" or points is None:
                continue
            piece = state.find(target)
            c.points[target] = points
            value = _patt(piece)
            if value == 0 and state.chance.reading(ZERO_PATT, trace) == "needs-a-point" and points == 0:
                trace.add("wakfu.combat.destroy", f"{target} (0 PAtt) est nommée avec 0 point de {player} : sans un "
                                                  "point utilisé, elle n'est pas détruite.")
            elif points >= value:
                c.destroyed.append(target)
                c.destroyed_by[target] = player
                trace.add("wakfu.combat.destroy", f"{target} ({value} PAtt) reçoit {french.count(points, 'point')} "
                                                  f"de {player} : détruite.")
            else:
                trace.add("wakfu.combat.destroy", f"{target} ({value} PAtt) reçoit {french.count(points, 'point')} "
                                                  f"de {player} : il en faut {value}, "
                                                  "elle n'est pas détruite.")
    hits = {player: c.assigns[player].get("pv") for player in (c.attacker, other(c.attacker))}
    both = all(points and state.players[other(p)].leader.pv <= points for p, points in hits.items())
    together = both and state.chance.reading(PV_BOTH, trace) == "simultaneous"
    for player, points in hits.items():
        if points:
            zones.set_pv(state, other(player), -points, f"{french.count(points, 'point')} de combat de {player}",
                         check=not together)
    if together:
        trace.add("wakfu.combat.pv-both", "Les points de combat des deux joueurs comptent ensemble : les deux "
                                          "Leaders tombent à 0 PV en même temps.")
        zones.check_pv(state)
    if state.over:
        _finish(state)
        return
    winner = c.winner
    if winner is None:
        trace.add("wakfu.combat.tie", "Pas de vainqueur : personne ne pioche de drop.")
        _finish(state)
        return
    loser = other(winner)
    lost = [n for n in c.destroyed if c.destroyed_by[n] == loser]
    if lost:
        trace.add("wakfu.combat.drop", f"{loser} a perdu le combat : les cartes qu'elle a détruites "
                                       f"({', '.join(lost)}) ne lui font rien piocher.")
    total = 0
    for name in (n for n in c.destroyed if c.destroyed_by[n] == winner):
        piece = state.find(name)
        if piece.drop is None:
            raise UserError(f"le Score de Drop de {name} n'est pas connu (la source ne le donne pas) : donnez-le dans "
                            f"la situation, {{name: {name}, drop: …}}")
        total += piece.drop
        trace.add("wakfu.cards.drop", f"Score de Drop de {name} : {piece.drop}.")
    if total == 0:
        trace.add("wakfu.combat.drop", f"{winner} remporte le combat ; Drop total 0 : elle ne pioche rien.")
        _finish(state)
        return
    drawn = zones.draw(state, winner, total)        # a deck too short: the reading short-deck-draw
    if state.over:          # she could not draw them all, and lost: what she drew stays in her hand, nothing is kept
        state.players[winner].hand.extend(drawn)
        drawn = []
    c.drop = drawn
    if not drawn:
        _finish(state)
        return
    trace.add("wakfu.combat.drop", f"{winner} pioche {french.count(len(drawn), 'carte')} (Drop total "
                                   f"{total}) : {', '.join(drawn)}.")
    if len(drawn) == 1:
        c.kept = drawn[0]
        _finish(state)
    else:
        state.pending = Pending("keep", winner)


def keep(state: State, player: str, card: str) -> None:
    """The ``keep`` action: the winner keeps one of the cards of her drop (any other choice owed, or another
    player's keeping, is refused before: ``actions.state_allows``)."""
    if state.pending is None:
        raise Refusal("wakfu.combat.drop", "aucune pioche de drop n'attend de choix : il n'y a rien à garder")
    c = present(state.combat)
    if card not in c.drop:
        raise Refusal("wakfu.combat.drop", f"{card} n'est pas parmi les cartes piochées par le drop "
                                           f"({', '.join(c.drop)})")
    c.kept = card
    state.pending = None
    _finish(state)


def keep_as_chosen(state: State) -> None:
    """The drop card kept when the case ends without naming it (the choice owed, ``actions.settle``): the winner's
    choice, every card of the drop played unless the case fixes one (``choices:``)."""
    pending, c = present(state.pending), present(state.combat)
    card = state.chance.choose(DROP_KEPT, f"carte gardée du drop de {pending.player} (combat du tour {c.turn})",
                               pending.player, list(dict.fromkeys(c.drop)), str, state.trace)
    keep(state, pending.player, card)


def _finish(state: State) -> None:
    c = present(state.combat)
    trace = state.trace
    winner = None
    if c.drop:                  # the winner's drop (a combat without a winner draws none)
        winner, kept = present(c.winner), present(c.kept)
        state.players[winner].hand.append(kept)
        others = list(c.drop)
        others.remove(kept)
        trace.add("wakfu.combat.drop", f"{winner} garde {kept} en main"
                                       f"{' et met les autres à la Défausse' if others else ''}.")
        for card in others:
            zones.to_discard(state, winner, card, "drop non gardé")
    for name in c.destroyed:
        piece = state.find(name)
        zones.remove_piece(state, piece)
        state.players[piece.owner].discard.append(piece.card.name)
        trace.add("wakfu.combat.to-discard", f"{name}, détruite, va à la Défausse de son propriétaire, "
                                             f"{piece.owner}.")
    c.resolved = True
    if winner is not None:      # the card kept may bring her hand above her PA
        zones.hand_limit(state, winner)
    state.emit(("combat", c.turn))


def leave(state: State) -> None:
    """Leaving phase 6: the combat, if there is one, must be over."""
    c = state.combat
    if c is None or c.turn != state.turn or not c.started or c.resolved:
        return
    missing = [p for p in (c.attacker, other(c.attacker)) if p not in c.assigns]
    player = missing[0]
    names = ", ".join(["pv", *(p.name for p in targets(state, player))])
    raise Refusal("wakfu.combat.distribute", f"le combat n'est pas résolu : {player} doit répartir "
                                             f"{_points(c.totals[player], theirs=True)} ; ajoutez {{by: {player}, "
                                             f"assign: {{…}}}} (cibles : {names})")
