"""After the window of a played ability: negated (703.1g), or the immediate triggers (703.1h) then its
resolution (705.1): legal targets only, the attack's roll and critical ability, the text in order."""

from __future__ import annotations

from rulings.core import french

from . import events, waves
from .branch_points import ALL_TARGETS_ILLEGAL, IMMEDIATE_TRIGGERS
from .effects import Ctx, apply_step
from .model import SIDE_FR, Played, State

R = "wowminis."


def illegal_reason(state: State, ability, source: str, controller: str, target: str) -> str | None:
    """Why ``target`` is not a legal target of ``ability`` played from ``source`` (None: it is legal)."""
    char = state.chars.get(target)
    if char is None or not char.in_play:
        return f"{target} n'est pas en jeu"
    if ability.side == "enemy" and not state.enemies(controller, char.controller):
        return f"{target} n'est pas un ennemi"
    if ability.side == "ally" and state.enemies(controller, char.controller):
        return f"{target} n'est pas un allié"
    if ability.range == "adjacent" and not state.adjacent(source, target):
        return f"{target} n'est pas adjacent à {source}"
    return None


def target_rule_fr(ability) -> str:
    side = {"enemy": "un personnage ennemi", "ally": "un personnage allié", "any": SIDE_FR["any"]}[ability.side]
    return side + (" adjacent à la source" if ability.range == "adjacent" else "") + " en jeu"


def finish(state: State, played: Played) -> None:
    """The window of ``played`` has closed: 703.1g (negated: nothing more), else 703.1h and 705."""
    name = played.ability.name
    if played.negated:
        state.trace.add(R + "703.1g-negate", f"{name} a été annulée : elle ne fait rien de plus, et son coût "
                                             f"({french.count(played.cost, 'tic')}) n'est pas restitué.")
        return
    state.trace.phase = "résolution"
    groups = [events.fire(state, "played", subject=played.source, played=played)]
    if played.is_action:
        groups.append(events.fire(state, "action", subject=played.source, played=played))
    for target in played.targets:
        groups.append(events.fire(state, "targeted", subject=target, played=played))
    count = sum(groups)
    if count:
        state.trace.add(R + "703.1h", f"{name} n'a pas été annulée : {french.count(count, 'capacité')} qui "
                                      + french.plural(count, "l'attendait se résout", "l'attendaient se résolvent")
                                      + f" immédiatement, avant {name}.")
        if count > 1 and len([g for g in groups if g]) > 1 and \
                state.chance.reading(IMMEDIATE_TRIGGERS, state.trace) == "event-by-event":
            _event_by_event(state, [g for g in groups if g])
        else:
            if count > 1:
                state.trace.add(R + "703.1h-wave", f"Ces {count} capacités déclenchées ensemble se résolvent en "
                                                   "vague (704.2c).")
            waves.resolve_pending(state)
        if state.over:
            return
    else:
        state.trace.add(R + "703.1h", f"{name} n'a pas été annulée et aucune capacité n'attendait qu'elle soit "
                                      "jouée : elle se résout.")
    resolve(state, played)


def _event_by_event(state: State, groups: list) -> None:
    """703.1h under ``immediate-triggers`` = ``event-by-event``: the abilities each event triggered resolve at once
    (a wave, its destructions), event after event in the order of 703.1h; a later event's abilities take their
    snapshot when their turn comes, and no longer trigger if their source or bearer left play meanwhile."""
    waiting = list(state.pending)
    state.pending.clear()
    state.trace.add(R + "703.1h-wave", f"Ces {french.count(len(waiting), 'capacité')} viennent de "
                                       f"{french.count(len(groups), 'évènement')} : celles de chaque évènement se "
                                       "résolvent immédiatement, l'un après l'autre.")
    start = 0
    for size in groups:
        group, start = waiting[start:start + size], start + size
        if state.over:
            return
        photo = events.snapshot(state)
        for trigger in group:
            gone = next((n for n in (trigger.source, trigger.bearer) if not state.chars[n].in_play), None)
            if gone is not None:
                state.trace.add(R + "704.2-source", f"{trigger.ability.name} ({trigger.bearer}) ne se résout pas : "
                                                    f"sa source {gone} n'est plus en jeu.")
                continue
            trigger.snapshot = photo
            state.pending.append(trigger)
        waves.resolve_pending(state)


def resolve(state: State, played: Played) -> None:
    """705.1: ``played`` resolves.  An error on the way (a choice the case does not give) leaves
    ``state.resolving`` on the action that played it: the case's error points at that action."""
    outer, state.resolving = state.resolving, played.action
    _resolve(state, played)
    state.resolving = outer


def _resolve(state: State, played: Played) -> None:
    ability = played.ability
    name = ability.name
    state.trace.phase = "résolution"
    state.trace.add(R + "705.1", f"{name} (contrôlée par {played.controller}, source {played.source}) se résout.")
    state.trace.add(R + "705.1a", f"{played.controller} applique le texte {french.de(name)} dans l'ordre.")
    targets = list(played.targets)
    if targets:
        legal = [t for t in targets
                 if illegal_reason(state, ability, played.source, played.controller, t) is None]
        gone = [f"{t} ({illegal_reason(state, ability, played.source, played.controller, t)})"
                for t in targets if t not in legal]
        if gone and legal:
            state.trace.add(R + "705.1b", f"{', '.join(gone)} : plus une cible légale ; {name} n'affecte que "
                                          f"{', '.join(legal)}.")
        elif gone and state.chance.reading(ALL_TARGETS_ILLEGAL, state.trace) == "fizzles":
            state.trace.add(R + "705.1b-none", f"Aucune cible n'est encore légale ({', '.join(gone)}) : {name} "
                                               "ne fait rien, ni jet ni reste de son texte.")
            _resolved(state, name)
            return
        elif gone:
            state.trace.add(R + "705.1b-none", f"Aucune cible n'est encore légale ({', '.join(gone)}) : {name} "
                                               "n'affecte aucune cible et applique le reste de son texte.")
        targets = legal
    if ability.attack:
        if ability.aoe:
            targets = [d for d in played.defenders if state.chars[d].in_play]
        state.trace.add(R + "deduit.attack", f"{name} touche sans jet pour toucher : "
                                             f"{', '.join(targets) or 'aucun défenseur'}.")
        _roll(state, played)
        if state.over:
            return
    ctx = Ctx(name, played.controller, played.source, None, targets=targets, answers=played.answers,
              discard=played.discard, default="targets" if (ability.targets or ability.aoe) else "bearer",
              interrupt=lambda: waves.resolve_pending(state))
    for step in ability.effect:
        apply_step(state, dict(step), ctx)
    _resolved(state, name)


def _resolved(state: State, name: str) -> None:
    """The end of a resolution: the triggers it caused resolve, the dead are destroyed."""
    state.resolved.append(name)
    events.refresh(state)
    if state.pending:
        many = len(state.pending) > 1
        triggered = "se sont déclenchées" if many else "s'est déclenchée"
        they = "elles se résolvent" if many else "elle se résout"
        state.trace.add(R + "704.2-during", f"{', '.join(t.ability.name for t in state.pending)} {triggered} pendant "
                                            f"la résolution {french.de(name)} : {they} maintenant qu'elle est finie.")
    events.destroy_dead(state, "deduit.destroy", f"{name} résolue")
    waves.resolve_pending(state)


def _roll(state: State, played: Played) -> None:
    ability = played.ability
    dice = len(played.roll) or ability.dice
    if not dice:
        return
    results = [state.chance.pick(f"action {played.action}, dé {k + 1}", ["critical", "normal"],
                                 f"dé {k + 1} {french.de(ability.name)} (action {played.action})") for k in range(dice)]
    shown = ", ".join("critique" if r == "critical" else "normal" for r in results)
    state.trace.add(R + "deduit.dice", f"Jet de {french.count(dice, 'dé')} pour {ability.name} : {shown}.")
    criticals = results.count("critical")
    if criticals and ability.critical:
        events.fire_critical(state, played, criticals)
        waves.resolve_pending(state)
