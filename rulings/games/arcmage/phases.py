"""The seven phases of a turn, as data (:data:`rulings.games.arcmage.model.PHASES`) with a hook when a phase
begins and when it ends (:data:`ENTER`, :data:`LEAVE`), and the passing of the turn.

Moving to a later phase runs every phase in between (their hooks included: an
untouched devotion phase still lets permanent effects lapse); a phase already
passed never comes back.  After the discard phase, ``end_turn`` ends what lasts
« until the end of the turn » (creature damage, modifiers), and the next player
in turn order untaps and reaches her draw phase, where the engine waits for
her choice.
"""

from __future__ import annotations

from rulings.core import french
from rulings.core.action_state import present
from rulings.core.errors import UserError

from . import stack, values, zones
from .branch_points import EFFECT_DURATION, FIRST_DRAW, FOUND_TURN, PASSIVE_HAND, RESOURCE_TIMING
from .model import ATTACK, DISCARD, DRAW, MAIN, MAIN_2, PHASES, UNTAP, Pending, Refusal, State


def _untap(state: State) -> None:
    trace = state.trace
    who = state.players[state.active]
    for piece in list(state.pieces()):
        if piece.remove_at == state.active:
            piece.remove_at = None
            zones.remove_from_play(state, piece, "removed", "au début du tour de sa contrôleuse, comme la carte "
                                                            "l'a dit", "arcmage.zones.removed")
    untapped = []
    for piece in state.pieces():
        if piece.controller == state.active and piece.tapped and values.check_untap(state, piece):
            piece.tapped = False
            untapped.append(piece.name)
    for city in who.cities:
        lasting = state.levels.get(city.name)
        if lasting and state.chance.reading(EFFECT_DURATION, trace) == "until-untap":
            trace.add("arcmage.devotion.renew", f"Les dévouées {french.de(city.name)} se redressent : l'effet "
                                                f"permanent de son niveau {', '.join(map(str, sorted(lasting)))} "
                                                "disparaît.")
            lasting.clear()
    spent = who.tapped()
    for stock in who.resources.values():
        stock[0], stock[1] = stock[0] + stock[1], 0
    parts = ([f"{french.count(spent, 'ressource')}"] if spent else []) + untapped
    trace.add("arcmage.turn.untap", f"{state.active} désengage toutes ses cartes : {zones.names(parts)}.")
    trace.add("arcmage.state.tap", "Chaque carte en jeu est soit engagée, soit désengagée ; celles qui sont hors jeu "
                                   "ne sont ni l'une ni l'autre.")


def _await_draw(state: State) -> None:
    state.draw_choice = None
    state.resources_left = 0
    state.pending = Pending("draw", state.active)


def _leave_draw(state: State) -> None:
    if state.pending is not None and state.pending.kind == "draw":
        raise Refusal("arcmage.turn.draw-options", f"{state.active} doit d'abord choisir sa pioche : ajoutez "
                                                   f"{{by: {state.active}, draw: 2}} (ou 1, ou 0 avec deux ressources)")


def _enter_discard(state: State) -> None:
    trace = state.trace
    hand = state.players[state.active].hand
    if state.founding and state.chance.reading(FOUND_TURN, trace) == "whole-turn":
        trace.add("arcmage.city.found", f"{state.active} a passé tout son tour pour fonder une cité : pas de phase "
                                        f"de défausse ({french.count(len(hand), 'carte')} en main).")
        return
    if len(hand) > 7:
        state.pending = Pending("discard", state.active, len(hand) - 7, what="phase de défausse")
        trace.add("arcmage.turn.discard", f"{state.active} a {french.count(len(hand), 'carte')} en main : elle doit en "
                                          f"défausser {len(hand) - 7} pour n'en garder que 7.")
    else:
        trace.add("arcmage.turn.discard", f"{state.active} a {french.count(len(hand), 'carte')} en main : elle ne "
                                          "défausse rien.")
    for name in state.order:
        count = len(state.players[name].hand)
        if name == state.active or count <= 7:
            continue
        if state.chance.reading(PASSIVE_HAND, trace) == "always-seven":
            zones.wait(state, Pending("discard", name, count - 7, what="phase de défausse"))
            trace.add("arcmage.turn.discard-passive", f"{name}, passive, a {french.count(count, 'carte')} : la limite "
                                                      f"vaut à chaque phase de défausse, elle doit en défausser "
                                                      f"{count - 7}.")
        else:
            trace.add("arcmage.turn.discard-passive", f"{name}, passive, a {french.count(count, 'carte')} : seule sa "
                                                      "propre phase de défausse limite sa main.")


def _enter_devotion(state: State) -> None:
    if not state.founding:
        state.trace.add("arcmage.turn.devotion", f"{state.active} peut dévouer des résidentes à leur cité.")


ENTER = {"desengagement": _untap, "pioche": _await_draw, "devotion": _enter_devotion, "defausse": _enter_discard}
LEAVE = {"pioche": _leave_draw}     # ``devotion`` and ``combat`` add what ends their phase (they import this module)


def enter(state: State, phase: int, quiet: bool = False) -> None:
    state.set_phase(phase)
    spec = PHASES[phase]
    state.phases.append(spec.word)
    if not quiet:
        state.trace.add("arcmage.turn.phases", f"Tour {state.turn} de {state.active} : {spec.fr}.")
    hook = ENTER.get(spec.word)
    if hook is not None:
        hook(state)


def leave(state: State) -> None:
    hook = LEAVE.get(PHASES[state.phase].word)
    if hook is not None:
        hook(state)


def advance(state: State, target: int) -> None:
    """Move the turn forward to ``target`` (refused if it is passed), through every phase in between."""
    if target < state.phase:
        raise Refusal("arcmage.turn.order", f"le tour est en {PHASES[state.phase].fr} : on ne revient pas à la "
                                            f"{PHASES[target].fr}")
    skipped = []
    while state.phase < target and not state.over:
        leave(state)
        if state.pending is not None:
            raise owed(state, f"avant de passer à la {PHASES[target].fr}")
        nxt = state.phase + 1
        spec = PHASES[nxt]
        if spec.optional and nxt != target:
            skipped.append(spec)
            enter(state, nxt, quiet=True)
            continue
        if skipped:
            _skipped(state, skipped)
        enter(state, nxt)
    if skipped:
        _skipped(state, skipped)


def _skipped(state: State, skipped: list) -> None:
    shown = ", ".join(s.fr for s in skipped)
    state.trace.add("arcmage.turn.optional", f"{state.active} ne fait rien en {shown} : ces phases sont "
                                             "optionnelles.")
    skipped.clear()


def own_turn(state: State, player: str, last: int, not_active: tuple[str, str], too_late: tuple[str, str]) -> None:
    """Refuse an act of ``player`` outside her own turn (``not_active``: the rule and the message), in the turn she
    passes founding a city, or after the phase ``last`` (``too_late``)."""
    if player != state.active:
        raise Refusal(*not_active)
    if state.founding:
        raise Refusal("arcmage.city.found", f"{player} fonde une cité ce tour-ci : elle passe le reste de son tour")
    if state.phase > last:
        raise Refusal(*too_late)


def require_main(state: State, player: str, rule: str, what: str) -> None:
    """An action of the active player's mise-en-jeu phase: bring the turn there, or refuse it."""
    own_turn(state, player, MAIN_2,
             (rule, f"{what} : seulement pendant son propre tour, en mise en jeu ; c'est le tour de {state.active}"),
             ("arcmage.turn.order", f"{what} : le tour est en {PHASES[state.phase].fr}, les phases de mise en jeu "
                                    "sont passées"))
    if state.phase == ATTACK:
        raise Refusal(rule, f"{what} : le tour est en {PHASES[ATTACK].fr}, pas en mise en jeu")
    if state.phase < MAIN:
        advance(state, MAIN)


def _pending_text(state: State) -> str:
    p = present(state.pending)
    if p.kind == "draw":
        return f"{p.player} doit choisir sa pioche ({{by: {p.player}, draw: …}})"
    if p.kind == "discard":
        return f"{p.player} doit défausser {french.count(p.count, 'carte')} ({{by: {p.player}, discard: […]}})"
    if p.kind == "evacuate":
        return (f"{p.player} doit dire où {french.plural(len(p.options), 'va', 'vont')} {french.join(p.options)}, "
                f"{french.plural(len(p.options), 'résidente')} de {p.what} détruite "
                f"({{by: {p.player}, evacuate: {{{p.options[0]}: army}}}})")
    if p.kind == "first_city":
        return f"{p.player} doit poser sa première cité ({{by: {p.player}, first_city: …}})"
    return f"{p.player} doit choisir ({', '.join(p.options)}) pour {p.what} ({{by: {p.player}, choose: …}})"


def pending_text(state: State) -> str:
    return _pending_text(state)


OWED_RULES = {"first_city": "arcmage.setup.first-city", "draw": "arcmage.turn.draw-options",
              "evacuate": "arcmage.city.destroyed-residents", "choose": "arcmage.ability.triggered"}


def owed(state: State, when: str) -> Refusal:
    """The refusal of an action played while a choice is owed (a player may try it at the table): the rule that
    owes the choice, and what it awaits."""
    p = present(state.pending)
    if p.kind == "discard":
        rule = "arcmage.turn.discard" if p.what == "phase de défausse" else "arcmage.ability.triggered"
    else:
        rule = OWED_RULES[p.kind]
    return Refusal(rule, f"{_pending_text(state)} {when}")


def end_turn(state: State) -> None:
    """The active player ends her turn: to the end of her discard phase, then the next player's turn."""
    stack.resolve(state, None, f"{state.active} finit son tour")
    if state.phase < DISCARD:
        advance(state, DISCARD)
    zones.discard_as_chosen(state)
    if state.pending is not None:
        raise owed(state, "avant de finir le tour")
    trace = state.trace
    trace.add("arcmage.turn.end", f"{state.active} finit son tour {state.turn}.")
    for piece in state.pieces():
        if piece.kind == "creature" and piece.damage and not piece.dead:
            trace.add("arcmage.creature.heal", f"Fin du tour : {piece.name} perd {french.count(piece.damage, 'dégât')} "
                                               "et regagne toute sa défense.")
            piece.damage = 0
        kept = [m for m in piece.mods if not m.until_end]
        if len(kept) != len(piece.mods):
            trace.add("arcmage.creature.modifier", f"Fin du tour : les modificateurs {french.de(piece.name)} jusqu'à "
                                                   "la fin du tour cessent.")
            piece.mods = kept
        piece.grants = [g for g in piece.grants if not g.until_end]
    for who in state.players.values():
        who.grants = [g for g in who.grants if not g.until_end]
        for city in who.cities:
            if city.damage:
                trace.add("arcmage.city.damage", f"Fin du tour : {city.name} garde "
                                                 f"{french.count(city.damage, 'dégât')} (il lui reste "
                                                 f"{french.count(values.defense(state, city), 'point')} de défense).")
    state.emit(("turn-end", state.turn))
    state.moved, state.attacked, state.devoted_cities, state.paths = set(), [], set(), set()
    state.devotion, state.founding, state.draw_choice = {}, False, None
    nxt = next_player(state)
    state.turn += 1
    state.active = nxt
    state.trace.turn = state.turn
    state.phases = []
    start_turn(state)


def next_player(state: State) -> str:
    order = state.order
    i = order.index(state.active)
    for step in range(1, len(order) + 1):
        candidate = order[(i + step) % len(order)]
        if not state.players[candidate].lost:
            if step > 1:
                skipped = [order[(i + s) % len(order)] for s in range(1, step)]
                state.trace.add("arcmage.victory.out", f"{zones.names(skipped)} a perdu : son tour est sauté.")
            return candidate
    return state.active


def start_turn(state: State) -> None:
    """The active player's phase 1 (untap), then her draw phase, where the engine waits for her choice."""
    enter(state, UNTAP)
    enter(state, DRAW)


def choose_draw(state: State, player: str, count: int, resources: dict | None) -> None:
    """Phase 2: one of the three sequences, then the resource cards (after every draw)."""
    trace = state.trace
    if player != state.active:
        raise Refusal("arcmage.turn.draw-options", f"seule la joueuse active ({state.active}) a une phase de pioche")
    if state.phase > DRAW:
        raise Refusal("arcmage.turn.order", f"le tour est en {PHASES[state.phase].fr} : la phase de pioche est "
                                            "passée")
    if state.phase < DRAW:
        advance(state, DRAW)
    if state.draw_choice is not None:
        raise Refusal("arcmage.turn.draw-options", f"{player} a déjà choisi sa séquence de pioche ce tour-ci")
    if count > 2:
        raise UserError("draw vaut 2, 1 ou 0 (les trois séquences de la phase de pioche)")
    if count and state.opened and state.turn == 1 and player == state.order[0] and \
            state.chance.reading(FIRST_DRAW, trace) == "no-first-draw":
        raise Refusal("arcmage.setup.first-turn", f"{player} commence : pas de pioche à son premier tour, seule la "
                                                  "séquence sans pioche (draw: 0, deux ressources) lui reste")
    who = state.players[player]
    given = [c for cards in (resources or {}).values() for c in cards]
    if not who.hand and count == 0:
        raise Refusal("arcmage.turn.draw-empty-hand", f"{player} n'a pas de carte en main : elle doit piocher au "
                                                      "moins une carte")
    if count == 0:
        if len(who.hand) < 2:
            raise Refusal("arcmage.turn.draw-options", f"{player} n'a que {french.count(len(who.hand), 'carte')} en "
                                                       "main : elle ne peut pas jouer 2 ressources, cette séquence "
                                                       "n'est pas disponible")
        if len(given) != 2:
            raise UserError("draw: 0 joue exactement 2 ressources : ajoutez « resources: {Faction: [carte, carte]} »")
    if count == 2 and given:
        raise Refusal("arcmage.turn.draw-options", f"{player} pioche 2 cartes : cette séquence ne joue aucune "
                                                   "ressource")
    state.draw_choice = count
    state.resources_left = {2: 0, 1: 1, 0: 2}[count]
    state.pending = None
    shown = {2: "piocher 2 cartes et ne jouer aucune ressource", 1: "piocher 1 carte et jouer au plus 1 ressource",
             0: "ne pas piocher et jouer 2 ressources"}[count]
    trace.add("arcmage.turn.draw-options", f"{player} choisit : {shown}.")
    if count:
        zones.draw(state, player, count, "phase de pioche")
        zones.settle(state)
    if resources and not state.over:
        trace.add("arcmage.turn.draw-then-resource", f"{player} a pioché toutes ses cartes ; puis elle joue ses "
                                                     "ressources.")
        make_resources(state, player, resources)


def make_resources(state: State, player: str, mapping: dict) -> None:
    trace = state.trace
    anytime = player == state.active and state.phase > DRAW and not state.founding and \
        state.chance.reading(RESOURCE_TIMING, trace) == "any-time"
    if anytime:
        trace.add("arcmage.turn.draw-then-resource", f"{player} a passé sa phase de pioche : une ressource se pose "
                                                     "à tout moment de son tour.")
    elif player != state.active or state.phase != DRAW or state.draw_choice is None:
        raise Refusal("arcmage.turn.draw-then-resource", "les cartes ressources se jouent en phase de pioche, après "
                                                         "avoir pioché")
    cards = [(f, c) for f, items in mapping.items() for c in items]
    if len(cards) > state.resources_left and not anytime:
        raise Refusal("arcmage.turn.draw-options", "la séquence choisie ne permet plus que "
                                                   f"{french.count(state.resources_left, 'ressource')}, pas "
                                                   f"{len(cards)}")
    who = state.players[player]
    for faction, card in cards:
        if card not in who.hand:
            raise UserError(f"{card} n'est pas dans la main de {player} (main : {', '.join(who.hand) or 'vide'})")
        who.hand.remove(card)
        own = state.cards[card].faction
        stock = who.resources.setdefault(faction, [0, 0])
        stock[0] += 1
        note = "" if own == faction else f" ; la carte est de la faction {own} : elle n'a pas à correspondre"
        trace.add("arcmage.resource.make", f"{player} pose {card} face cachée : une ressource {faction}{note}.")
        trace.add("arcmage.resource.group", f"Stock {faction} de {player} : {french.count(sum(stock), 'ressource')}.")
        trace.add("arcmage.zones.resources", f"Chaque faction a son propre stock : {player} a "
                                             + ", ".join(f"{sum(v)} {f}" for f, v in who.resources.items() if sum(v))
                                             + ".")
        state.resources_left = max(0, state.resources_left - 1)


def discard(state: State, player: str, cards: list) -> None:
    """Phase 7: the cards above 7 (or the cards an effect makes her discard), chosen by the player."""
    if player == state.active and state.phase < DISCARD and state.pending is None:
        stack.resolve(state, None, f"{player} passe à la défausse")
        advance(state, DISCARD)
    pending = state.pending
    if pending is not None and pending.kind == "discard" and pending.player == player:
        if len(cards) != pending.count:
            rule = "arcmage.turn.discard" if pending.what == "phase de défausse" else "arcmage.ability.triggered"
            raise Refusal(rule, f"{player} doit défausser exactement {french.count(pending.count, 'carte')} "
                                f"({pending.what}), pas {len(cards)}")
        zones.discard_cards(state, player, cards, pending.what)
        zones.next_pending(state)
        return
    hand = state.players[player].hand
    if player != state.active:
        raise Refusal("arcmage.turn.discard-passive", f"{player} est passive : seule sa propre phase de défausse "
                                                      f"limite sa main ({french.count(len(hand), 'carte')})")
    raise Refusal("arcmage.turn.discard", f"{player} a {french.count(len(hand), 'carte')} en main : avec moins de 8 "
                                          "cartes, elle ne peut pas défausser")
