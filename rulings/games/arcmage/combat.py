"""Combat, in the page's four steps.

I. The active player announces the attacked city and her attackers (the order
   of the battles); anyone may play events; then each attacker still able to
   attack (not killed, not tapped meanwhile) is tapped.
II. The defender (the attacked city's owner) assigns blockers: untapped
   creatures of her army and of the attacked city; a blocker blocks one
   attacker; several may block the same.  Nobody else blocks.
III. Battle by battle, in the announced order: the attacker takes the sum of
   its blockers' attack; its player distributes its damage among them;
   damage is simultaneous.  An unblocked attacker takes its attack off the
   city's defence points; a blocked one never reaches the city.
IV. When the combat is over, the dead go to their owners' graveyards, and what
   was attached to them to its own owner's.

Readings (unconfirmed rules): blocking does not tap (``combat.block-no-tap``);
a dead creature leaves the next battles and its effects stop at once
(``combat.dead-between``); after the city is destroyed, blocked battles are
still fought and unblocked attackers deal nothing (``combat.city-gone``).
"""

from __future__ import annotations

from itertools import permutations

from rulings.core import french
from rulings.core.action_state import present
from rulings.core.errors import UserError

from . import phases, stack, values, zones
from .branch_points import (
    BLOCKED_CITY,
    BLOCKING_TAPS,
    CITY_DESTROYED,
    DAMAGE_SPLIT,
    DEFENDER,
    EVACUATING_BLOCKER,
    GRAVEYARD,
    GRAVEYARD_ORDER,
    SPLIT_TOTAL,
)
from .model import ATTACK, PHASES, Combat, PileItem, Refusal, State


def this_turns(state: State):
    c = state.combat
    return c if c is not None and c.turn == state.turn else None


def declare(state: State, player: str, city_name: str, names: list) -> None:
    trace = state.trace
    phases.own_turn(state, player, ATTACK,
                    ("arcmage.combat.active-only", f"seule la joueuse active ({state.active}) attaque, et seulement "
                                                   "pendant sa phase d'attaque"),
                    ("arcmage.combat.active-only", f"le tour est en {PHASES[state.phase].fr} : on n'attaque que "
                                                   "pendant sa phase d'attaque"))
    current = this_turns(state)
    if current is not None:
        if current.blocks_declared and not current.done:
            raise Refusal("arcmage.combat.plan-lock", f"{current.defender} a commencé à annoncer sa défense : "
                                                      f"{player} ne peut plus changer son plan d'attaque")
        raise Refusal("arcmage.turn.attack", f"{current.target} a déjà été attaquée ce tour-ci : une seule cité peut "
                                             "être attaquée par tour")
    if state.phase < ATTACK:
        stack.resolve(state, None, f"{player} passe à l'attaque")
        phases.advance(state, ATTACK)
    stack.resolve(state, None, f"{player} annonce son attaque")
    city = state.find(city_name)
    if city is None or city.kind != "cite":
        raise UserError(f"{city_name} n'est pas une cité en jeu")
    if city.controller == player:
        raise Refusal("arcmage.combat.declare", f"{city_name} est une cité de {player} : on n'attaque pas ses propres "
                                                "cités")
    if not names:
        raise UserError("une attaque a au moins une créature attaquante (« with: [...] ») ; sans attaque, passez la "
                        "phase")
    for name in names:
        piece = state.find(name)
        if piece is None or piece.kind != "creature" or piece.controller != player:
            raise UserError(f"{name} n'est pas une créature en jeu de {player}")
        if names.count(name) > 1:
            raise UserError(f"{name} est annoncée deux fois")
        if piece.where != "army":
            values.require(state, piece, "attack", False, "arcmage.city.residents",
                           f"{name} est une résidente {french.de(piece.where[5:])} : les résidentes ne peuvent pas "
                           "attaquer", what="attaquer depuis sa cité")
        values.require(state, piece, "attack", True, "arcmage.combat.declare", f"{name} ne peut pas attaquer "
                                                                               f"{city_name}",
                       {"faction": city.card.faction})
        if piece.tapped:
            raise Refusal("arcmage.combat.untapped", f"{name} est engagée : seules les créatures désengagées "
                                                     "attaquent")
    defender = city.owner
    if city.controller != city.owner and state.chance.reading(DEFENDER, state.trace) == "controller":
        defender = city.controller
    c = Combat(state.turn, player, city.name, defender, declared=list(names))
    state.combat = c
    state.attacked.append(city.name)
    trace.add("arcmage.combat.declare", f"{player} attaque {city.name}, cité de {defender}, avec "
                                        f"{zones.names(names)}.")
    trace.add("arcmage.zones.army", f"Les créatures de l'armée de {player} peuvent attaquer.")
    if city.controller != city.owner:
        trace.add("arcmage.combat.defender", f"{city.name} est contrôlée par {city.controller} mais appartient à "
                                             f"{defender} : la propriétaire est la défenseuse.")
    trace.add("arcmage.combat.order", f"Ordre des batailles annoncé : {' puis '.join(names)}.")
    trace.add("arcmage.combat.step1", "Les attaquantes sont annoncées ; toutes peuvent jouer des évènements avant "
                                      "qu'elles soient engagées.")
    state.pile.append(PileItem("attack", f"attaque de {player}", player, then=after_step1))


def after_step1(state: State, item=None) -> None:
    """End of step I: each announced attacker still able to attack is tapped."""
    c = present(state.combat)
    trace = state.trace
    for name in c.declared:
        piece = state.find(name)
        if piece is None or piece.dead:
            trace.add("arcmage.combat.step1", f"{name} a été tuée entre-temps : elle n'attaque pas.")
            continue
        if piece.tapped:
            trace.add("arcmage.combat.step1", f"{name} a été engagée entre-temps : elle n'attaque pas.")
            continue
        if piece.where != "army" and not values.permitted(state, piece, "attack", False, "")[0]:
            trace.add("arcmage.combat.step1", f"{name} n'est plus dans l'armée : elle n'attaque pas.")
            continue
        piece.tapped = True
        c.attackers.append(name)
    trace.add("arcmage.combat.step1", f"{c.attacker} engage ses attaquantes : {zones.names(c.attackers)}.")
    trace.add("arcmage.state.use", "Une créature qui attaque est engagée.")
    if c.defender != state.active:
        trace.add("arcmage.combat.defender", f"La propriétaire {french.de(c.target)}, {c.defender}, est la joueuse "
                                             "défenseuse.")


def block(state: State, player: str, mapping: dict) -> None:
    trace = state.trace
    c = this_turns(state)
    if c is None or c.done:
        raise Refusal("arcmage.combat.who-blocks", "aucune attaque n'attend de défense")
    stack.resolve(state, None, f"{player} annonce sa défense")
    if player != c.defender:
        raise Refusal("arcmage.combat.who-blocks", f"seule la joueuse attaquée ({c.defender}) bloque ; {player} ne "
                                                   "peut que jouer des évènements")
    if c.blocks_declared:
        raise UserError(f"{player} a déjà annoncé sa défense")
    city = state.find(c.target)
    used: dict = {}
    for attacker, blockers in mapping.items():
        if attacker not in c.attackers:
            raise UserError(f"{attacker} n'attaque pas (attaquantes : {zones.names(c.attackers)})")
        faction = state.find(attacker).card.faction
        for name in blockers:
            piece = state.find(name)
            if piece is None or piece.kind != "creature" or piece.dead:
                raise UserError(f"{name} n'est pas une créature en jeu")
            if piece.controller != player:
                raise Refusal("arcmage.combat.who-blocks", f"{name} n'est pas à {player} : seule la joueuse attaquée "
                                                           "bloque, avec ses créatures")
            if name in used:
                raise Refusal("arcmage.combat.block-choice", f"{name} bloque déjà {used[name]} : une bloqueuse ne "
                                                             "défend que contre une seule attaquante")
            if piece.tapped:
                raise Refusal("arcmage.combat.untapped", f"{name} est engagée : seules les créatures désengagées "
                                                         "bloquent")
            if piece.where.startswith("city:") and (city is None or piece.where != f"city:{city.name}"):
                values.require(state, piece, "block-elsewhere", False, "arcmage.combat.blocker-pool",
                               f"{name} est une résidente {french.de(piece.where[5:])}, pas de la cité attaquée : elle "
                               "ne peut pas bloquer", what="défendre une autre cité")
            values.require(state, piece, "block", True, "arcmage.combat.blocker-pool",
                           f"{name} ne peut pas bloquer {attacker}", {"faction": faction}, what=f"bloquer {attacker}")
            used[name] = attacker
    c.blocks = {a: list(b) for a, b in mapping.items() if b}
    c.blocks_declared = True
    for name in used:
        piece = state.find(name)
        if piece.where == "army":
            trace.add("arcmage.zones.army", f"{name}, dans l'armée de {player}, peut bloquer.")
        else:
            trace.add("arcmage.city.defense", f"{name}, résidente, aide à défendre {c.target}.")
            trace.add("arcmage.creature.army-vs-city", f"{name} est dans une cité : elle ne fait que défendre.")
    if c.blocks:
        shown = " ; ".join(f"{', '.join(b)} sur {a}" for a, b in c.blocks.items())
        trace.add("arcmage.combat.block-choice", f"{player} assigne ses bloqueuses : {shown}.")
        trace.add("arcmage.combat.blocker-pool", f"Les bloqueuses viennent de l'armée de {player} ou de "
                                                 f"{c.target}, la cité attaquée.")
        if state.chance.reading(BLOCKING_TAPS, trace) == "blocking-taps":
            for blocker in {n for names in c.blocks.values() for n in names}:
                state.find(blocker).tapped = True
            trace.add("arcmage.combat.block-no-tap", "Bloquer utilise les bloqueuses : elles sont engagées.")
        else:
            trace.add("arcmage.combat.block-no-tap", "Bloquer n'engage pas : les bloqueuses restent désengagées.")
    else:
        trace.add("arcmage.combat.block-choice", f"{player} choisit de ne pas bloquer.")
    trace.add("arcmage.combat.plan-lock", f"La défense est annoncée : le plan d'attaque {french.de(c.attacker)} est "
                                          "figé.")
    trace.add("arcmage.combat.events", "Des évènements peuvent encore être joués avant les batailles.")
    state.pile.append(PileItem("battles", "batailles", c.attacker, then=resolve_battles))


def no_blocks(state: State) -> None:
    c = present(state.combat)
    c.blocks_declared = True
    state.trace.add("arcmage.combat.block-choice", f"{c.defender} ne bloque pas.")
    state.pile.append(PileItem("battles", "batailles", c.attacker, then=resolve_battles))


def assign(state: State, player: str, mapping: dict) -> None:
    c = this_turns(state)
    if c is None or not c.blocks_declared or c.done:
        raise Refusal("arcmage.combat.distribute", "aucune bataille n'attend de répartition : les dégâts se "
                                                   "répartissent après les blocages")
    if player != c.attacker:
        raise Refusal("arcmage.combat.distribute", f"c'est la joueuse attaquante ({c.attacker}) qui répartit les "
                                                   "dégâts de ses créatures")
    for attacker, split in mapping.items():
        blockers = c.blocks.get(attacker)
        if not blockers:
            raise Refusal("arcmage.combat.distribute", f"{attacker} n'est pas bloquée : il n'y a rien à répartir")
        for name in split:
            if name not in blockers:
                raise Refusal("arcmage.combat.distribute", f"{name} ne bloque pas {attacker} : ses dégâts se "
                                                           "répartissent entre ses bloqueuses "
                                                           f"({zones.names(blockers)})")
        value = values.attack(state, state.find(attacker))
        if sum(split.values()) < value and state.chance.reading(SPLIT_TOTAL, state.trace) == "may-leave-unassigned":
            state.trace.add("arcmage.combat.distribute", f"{attacker} inflige {french.count(value, 'dégât')} : "
                                                         f"{player} en répartit {sum(split.values())} et laisse les "
                                                         "autres non attribués.")
        elif sum(split.values()) != value:
            raise Refusal("arcmage.combat.distribute", f"{attacker} inflige {french.count(value, 'dégât')} : la "
                                                       f"répartition en donne {sum(split.values())}")
        c.assigns[attacker] = dict(split)


def resolve_battles(state: State, item=None) -> None:
    """Step III, battle by battle in the announced order, then step IV."""
    c = present(state.combat)
    trace = state.trace
    trace.add("arcmage.combat.battles", f"Le combat se résout bataille par bataille : "
                                        f"{' puis '.join(c.attackers) or 'aucune attaquante'}.")
    announced: set = set()
    for name in c.attackers:
        attacker = state.find(name)
        gone = [n for n in c.dead if n not in announced and state.find(n) is not None and state.find(n).card.passive]
        if gone:
            announced.update(gone)
            n = len(gone)
            trace.add("arcmage.combat.dead-between", f"{zones.names(gone)}, {french.plural(n, 'morte')} dans une "
                                                     f"bataille précédente, ne {french.plural(n, 'va', 'vont')} au "
                                                     f"cimetière qu'à la fin du combat, mais "
                                                     f"{french.plural(n, 'ses', 'leurs')} effets "
                                                     "ont cessé.")
        if attacker is None or attacker.dead:
            trace.add("arcmage.combat.dead-between", f"{name} est morte avant sa bataille : elle n'y prend pas part.")
            continue
        city = state.find(c.target)
        if (city is None or city.destroyed) and state.chance.reading(CITY_DESTROYED, trace) == "combat-ends":
            trace.add("arcmage.combat.city-gone", f"{c.target} est détruite : le combat s'arrête, la bataille "
                                                  f"{french.de(name)} n'a pas lieu.")
            continue
        if name not in c.blocks:
            _unblocked(state, c, attacker)
        else:
            _battle(state, c, attacker)
        zones.settle(state)
        if state.over:
            break
    _cleanup(state, c)


def _unblocked(state: State, c: Combat, attacker) -> None:
    trace = state.trace
    city = state.find(c.target)
    if city is None or city.destroyed:
        trace.add("arcmage.combat.city-gone", f"{c.target} est déjà détruite : {attacker.name}, non bloquée, n'inflige "
                                              "rien.")
        return
    value = values.attack(state, attacker)
    c.city_damage += value
    trace.add("arcmage.combat.unblocked", f"{attacker.name} n'est pas bloquée : {c.target} perd "
                                          f"{french.count(value, 'point')} de défense.")
    zones.damage(state, city, value, attacker.name)


def _battle(state: State, c: Combat, attacker) -> None:
    trace = state.trace
    declared = c.blocks[attacker.name]
    blockers = [b for b in (state.find(n) for n in declared) if b is not None and not b.dead]
    gone = [n for n in declared if n not in {b.name for b in blockers}]
    if gone:
        verb = "ne sont" if len(gone) > 1 else "n'est"
        trace.add("arcmage.combat.dead-between", f"{zones.names(gone)} {verb} plus "
                                                 "là pour bloquer.")
    leaving = [b for b in blockers if any(b is e for e in state.evacuating)]
    if leaving:
        shown, n = zones.names(b.name for b in leaving), len(leaving)
        if state.chance.reading(EVACUATING_BLOCKER, trace) == "leaves-battle":
            blockers = [b for b in blockers if all(b is not e for e in leaving)]
            trace.add("arcmage.city.evacuation-taps", f"{shown}, {french.plural(n, 'résidente')} de {c.target} "
                                                      f"détruite, {french.plural(n, 'doit', 'doivent')} en sortir : "
                                                      f"{french.plural(n, 'elle quitte', 'elles quittent')} la "
                                                      f"bataille {french.de(attacker.name)}.")
        else:
            trace.add("arcmage.city.evacuation-taps", f"{shown}, {french.plural(n, 'résidente')} de {c.target} "
                                                      f"détruite, {french.plural(n, 'reste', 'restent')} dans la "
                                                      f"bataille {french.de(attacker.name)} ; "
                                                      f"{french.plural(n, 'elle ne sortira', 'elles ne sortiront')} "
                                                      "de la cité qu'après le combat.")
    value = values.attack(state, attacker)
    if len(blockers) == 1:
        split = {blockers[0].name: value}
    elif not blockers:
        split = {}
    elif attacker.name in c.assigns:
        split = {n: d for n, d in c.assigns[attacker.name].items() if n in {b.name for b in blockers}}
        trace.add("arcmage.combat.distribute", f"{c.attacker} répartit {french.plural(value, 'le')} "
                                               f"{french.count(value, 'dégât')} {french.de(attacker.name)} : "
                                               + ", ".join(f"{d} sur {n}" for n, d in split.items()) + ".")
    else:               # her choice: every split the case does not give is played
        names = [b.name for b in blockers]
        split = state.chance.choose(DAMAGE_SPLIT, f"répartition des dégâts {french.de(attacker.name)} "
                                                  f"({c.attacker}) entre {zones.names(names)}", c.attacker,
                                    [dict(zip(names, parts, strict=True))
                                     for parts in _compositions(value, len(names))],
                                    lambda s: ", ".join(f"{n} {d}" for n, d in s.items()), trace)
    received = sum(values.attack(state, b) for b in blockers)
    trace.add("arcmage.cards.stats", f"Attaque (à gauche) et défense (à droite) : {attacker.name} "
                                     f"{values.stats(state, attacker)}"
                                     + (" ; " + ", ".join(f"{b.name} {values.stats(state, b)}" for b in blockers)
                                        if blockers else "") + ".")
    opponents = zones.names(b.name for b in blockers) if blockers else "personne"
    trace.add("arcmage.combat.attacker-damage", f"Bataille {french.de(attacker.name)} "
                                                f"({values.stats(state, attacker)}) contre {opponents} : elle reçoit "
                                                f"{french.count(received, 'dégât')}, la somme de leurs attaques.")
    attacker.damage += received
    for blocker in blockers:
        blocker.damage += split.get(blocker.name, 0)
    if blockers:
        trace.add("arcmage.combat.simultaneous", f"Dégâts simultanés : {attacker.name} {attacker.damage}, " +
                  ", ".join(f"{b.name} {b.damage}" for b in blockers) + ".")
    zones.check_death(state, attacker, deferred=True)
    for blocker in blockers:
        if zones.check_death(state, blocker, deferred=True):
            trace.add("arcmage.combat.blocker-death", f"{blocker.name}, bloqueuse, meurt.")
    left = value - sum(split.values())
    # the points beyond what killed each blocker, and those given to none
    excess = left + sum(max(0, b.damage - values.defense(state, b)) for b in blockers)
    if excess and blockers and all(b.dead for b in blockers) and \
            state.chance.reading(BLOCKED_CITY, trace) == "excess-to-city" and (city := state.find(c.target)):
        c.city_damage += excess
        trace.add("arcmage.combat.no-trample", f"Ses bloqueuses sont mortes : ses {french.count(excess, 'point')} "
                                               f"d'attaque en trop vont à {c.target}.")
        zones.damage(state, city, excess, attacker.name)
        return
    trace.add("arcmage.combat.no-trample", f"{attacker.name} est bloquée : elle ne fait rien perdre à {c.target}"
                                           + (", même avec " + french.count(left, "point d'attaque non attribué",
                                                                            "points d'attaque non attribués")
                                              + "." if left else
                                              (", même si ses bloqueuses meurent." if any(b.dead for b in blockers)
                                               else ".")))


def _cleanup(state: State, c: Combat) -> None:
    trace = state.trace
    if c.dead:
        trace.add("arcmage.combat.cleanup", f"Le combat est terminé : les créatures mortes vont au cimetière de leur "
                                            f"propriétaire, dans l'ordre des morts ({zones.names(c.dead)}).")
    order = list(c.dead)
    owners = {n: state.find(n).owner for n in order if state.find(n) is not None}
    if any(list(owners.values()).count(o) > 1 for o in owners.values()) and \
            state.chance.reading(GRAVEYARD, trace) == "owner-chooses":
        for owner in dict.fromkeys(owners.values()):
            mine = [n for n in order if owners.get(n) == owner]
            if len(mine) > 1:       # her choice: every order of her dead is played
                chosen = state.chance.choose(GRAVEYARD_ORDER, f"ordre des mortes de {owner} au cimetière "
                                                              f"(combat du tour {c.turn})", owner,
                                             list(permutations(mine)), ", ".join, trace)
                slots = iter(chosen)
                order = [next(slots) if owners.get(n) == owner else n for n in order]
    for name in order:
        piece = state.find(name)
        if piece is not None:
            zones.remove_from_play(state, piece, "graveyard", "morte au combat", "arcmage.combat.cleanup", died=True)
    c.done = True
    zones.settle(state)
    state.emit(("combat", c.turn))


def _leave_attack(state: State) -> None:
    """Leaving the attack phase: an attack still waiting is fought (without blockers if none were named)."""
    c = this_turns(state)
    if c is not None and not c.done:
        stack.resolve(state, None, "Fin de la phase d'attaque")
        if not c.done and not c.blocks_declared and state.pending is None:
            no_blocks(state)
            stack.resolve(state, None)


phases.LEAVE["attaque"] = _leave_attack


def _compositions(total: int, parts: int) -> list[tuple[int, ...]]:
    """Every way to split ``total`` points into ``parts`` shares of 0 or more, the first share largest first."""
    if parts == 1:
        return [(total,)]
    return [(first, *rest) for first in range(total, -1, -1) for rest in _compositions(total - first, parts - 1)]
