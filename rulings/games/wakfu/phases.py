"""The eight phases of a turn, in order, and the passing of the turn.

Phases 3 to 7 are optional: moving to a later phase skips them, except that
once attackers are declared the defender's declaration (phase 5, none if the
case gives none) and the combat (phase 6) are played.  A phase already passed
never comes back.  Entering phase 8 ends what lasts « until the end of the
turn »; the ``end_turn`` action then passes the turn: the opponent plays phase
1 (untap, then draw) and enters her phase 2.
"""

from __future__ import annotations

from rulings.core import french

from . import combat, zones
from .branch_points import SECOND_SUMMON, SICKNESS, UNTAP
from .model import OPTIONAL, PHASE_FR, Combat, Phase, Refusal, State, other


def enter(state: State, phase: Phase) -> None:
    state.set_phase(phase)
    state.phases.append(phase.word)
    state.trace.add("wakfu.turn.phases", f"Tour {state.turn} de {state.active} : {phase.fr}.")


def _skipped(state: State, phases: list) -> None:
    if phases:
        shown = ", ".join(PHASE_FR[p] for p in phases)
        passed = french.plural(len(phases), "Phase facultative passée", "Phases facultatives passées")
        state.trace.add("wakfu.turn.phases", f"{passed} : {shown}.")
        phases.clear()


def this_turns_combat(state: State) -> Combat | None:
    c = state.combat
    return c if c is not None and c.turn == state.turn else None


def advance(state: State, target: Phase) -> None:
    """Move the turn forward to ``target`` (refused if that phase is already passed)."""
    if target < state.phase:
        raise Refusal("wakfu.turn.phases", f"le tour est en {state.phase.fr} : on ne revient pas à la {target.fr}")
    skipped: list = []
    while state.phase < target:
        if state.phase == Phase.COMBAT:
            combat.leave(state)
        nxt = Phase(state.phase + 1)
        if nxt == Phase.INVOCATION_2 == target and \
                state.chance.reading(SECOND_SUMMON, state.trace) == "absent":
            raise Refusal("wakfu.turn.second-summon", "la phase 7 n'existe pas dans cette lecture : après le combat, "
                                                      "le tour finit")
        c = this_turns_combat(state)
        attacking = c if c is not None and c.attackers else None       # this turn's combat, if anyone attacks
        # the two phases an attack makes mandatory: only the attackers' phase comes before them, never skipped
        if nxt == Phase.DEFENSEURS and nxt != target and attacking is not None and not attacking.defenders_declared:
            enter(state, nxt)
            combat.declare_defenders(state, other(state.active), [], implicit=True)
            continue
        if nxt == Phase.COMBAT and attacking is not None and not attacking.started:
            enter(state, nxt)
            state.trace.add("wakfu.turn.combat-mandatory", "Des attaquants et des défenseurs ont été déclarés : la "
                                                           "phase de combat est obligatoire.")
            combat.start(state)
            continue
        if nxt in OPTIONAL and nxt != target:
            state.set_phase(nxt)
            skipped.append(nxt)
            continue
        _skipped(state, skipped)
        enter(state, nxt)
        if nxt == Phase.COMBAT:
            state.trace.add("wakfu.turn.combat-mandatory", "Aucun attaquant n'a été déclaré : il n'y a pas de "
                                                           "combat.")
        if nxt == Phase.INVOCATION_2:
            state.trace.add("wakfu.turn.second-summon", f"{state.active} peut refaire ce que permet la phase "
                                                        "d'invocation (l'auteur doute que cette phase existe).")
        if nxt == Phase.FIN:
            end_of_turn(state)


def require(state: State, phase: Phase, rule: str, what: str) -> None:
    """Bring the turn to ``phase`` for an action of that phase; refuse it once that phase is passed."""
    if state.phase > phase:
        raise Refusal(rule, f"{what} : le tour est en {state.phase.fr}, la {phase.fr} est passée")
    if state.phase < phase:
        advance(state, phase)


def end_of_turn(state: State) -> None:
    """Phase 8: the active player declares the end of her turn; what lasted « until the end of the turn » ends."""
    trace = state.trace
    trace.add("wakfu.turn.end", f"{state.active} déclare la fin de son tour.")
    for player in state.players.values():
        for piece in player.pieces():
            if piece.sick and state.chance.reading(SICKNESS, trace) == "until-owner-next-turn":
                if piece.owner == state.active:
                    trace.add("wakfu.sickness.until-end", f"Fin du tour : {piece.name} garde le Mal d'invocation "
                                                          f"jusqu'au prochain tour de {piece.owner}.")
            elif piece.sick:
                piece.sick = False
                trace.add("wakfu.sickness.until-end", f"Fin du tour : {piece.name} n'a plus le Mal d'invocation.")
            if piece.element:
                trace.add("wakfu.mana.multi", f"Fin du tour : le choix d'élément de {piece.name} ({piece.element}) "
                                              "ne valait que pour ce tour.")
                piece.element = None
        for thing in [player.leader, *player.pieces()]:
            if thing.patt_bonus:
                trace.add("wakfu.cards.fields", f"Fin du tour : le bonus de PAtt de {thing.name} "
                                                f"({thing.patt_bonus:+d}) prend fin.")
                thing.patt_bonus = 0


def pass_turn(state: State) -> None:
    """The ``end_turn`` action: finish the turn (phase 8), then the opponent plays her phase 1 and enters phase 2.
    When the surplus above the PA is discarded at the end of the turn (the reading ``hand-limit-timing``), that
    discard comes first: the turn ends at the next ``end_turn``."""
    zones.hand_limit(state, state.active, end_of_turn=True)
    if state.pending is not None:
        return
    advance(state, Phase.FIN)
    state.emit(("turn-end", state.turn))
    state.turn += 1
    state.active = other(state.active)
    state.trace.turn = state.turn
    state.phases = []
    untap_and_draw(state)


def untap_and_draw(state: State) -> None:
    """Phase 1 of the active player, then phase 2 (unless the draw ended the game)."""
    enter(state, Phase.DEGAGEMENT)
    trace = state.trace
    opponent = state.players[other(state.active)]
    # the reading is read where it decides something: an opponent's card is tapped
    both = not any(t.tapped for t in [opponent.leader, *opponent.pieces()]) or \
        state.chance.reading(UNTAP, trace) == "all-cards"
    for name in (state.active, other(state.active)) if both else (state.active,):
        player = state.players[name]
        for thing in [player.leader, *player.pieces()]:
            if thing.tapped:
                thing.tapped = False
                trace.add("wakfu.turn.untap", f"{thing.name} ({name}) se redresse.")
    sick = [p for p in state.players[state.active].pieces() if p.sick]
    if sick and state.chance.reading(SICKNESS, trace) == "until-owner-next-turn":
        for piece in sick:
            piece.sick = False
            trace.add("wakfu.sickness.until-end", f"Début du tour de {state.active} : {piece.name} n'a plus le Mal "
                                                  "d'invocation.")
    deck = state.players[state.active].deck
    if not deck:
        state.over, state.winner = True, other(state.active)
        trace.add("wakfu.victory.draw", f"{state.active} doit piocher mais son deck est vide : {state.winner} gagne "
                                        "la partie.")
        return
    card = zones.draw(state, state.active, 1)[0]
    state.players[state.active].hand.append(card)
    trace.add("wakfu.turn.draw", f"{state.active} pioche {card}.")
    zones.hand_limit(state, state.active)
    enter(state, Phase.INVOCATION)
