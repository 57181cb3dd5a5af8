"""Triggered abilities resolving (704.2, 704.2c): waves, their order, the same-name rule, destruction and
victory after each wave, the next wave."""

from __future__ import annotations

from itertools import permutations

from rulings.core.errors import UserError

from . import events
from .branch_points import SAME_NAME_WHICH, WAVE_ORDER
from .effects import Ctx, affects, apply_step
from .model import State, Trigger

R = "wowminis."


def rotation(state: State) -> list:
    """The players from the active one, clockwise."""
    i = state.order.index(state.active)
    return state.order[i:] + state.order[:i]


def label(app) -> str:
    trigger, who = app
    name = trigger.ability.name
    if who is None:
        return name
    if who.startswith("@"):
        return f"{name} → {who[1:]}"
    return f"{name} ({trigger.source}) → {who}" if trigger.source != who else f"{name} → {who}"


def resolve_pending(state: State) -> None:
    """Resolve every triggered ability waiting (704.2: immediately), wave after wave (704.2c)."""
    following = False
    while state.pending and not state.over:
        wave = list(state.pending)
        state.pending.clear()
        run_wave(state, wave, following)
        following = True


def _context(state: State, trigger, only) -> Ctx:
    return Ctx(trigger.ability.name, trigger.controller, trigger.bearer, trigger.snapshot, subject=trigger.subject,
               only=only)


def run_wave(state: State, wave: list, following: bool) -> None:
    state.waves += 1
    number = state.waves
    saved, state.trace.phase = state.trace.phase, f"vague {number}"
    names = ", ".join(f"{t.ability.name} ({t.bearer})" for t in wave)
    if following:
        state.trace.add(R + "704.2c-next", f"Les capacités déclenchées pendant la vague {number - 1} se résolvent "
                                           f"ensemble dans une nouvelle vague : {names}.")
    else:
        state.trace.add(R + "704.2-now", f"Les capacités déclenchées se résolvent immédiatement : {names}.")
    apps: list[tuple[Trigger, str | None]] = []      # (trigger, the one character it affects, or None)
    for trigger in wave:
        ctx = _context(state, trigger, None)
        found = []
        for step in trigger.ability.effect:
            for who in affects(state, dict(step), ctx):
                if who not in found:
                    found.append(who)
        if found:
            apps.extend((trigger, who) for who in found)
        else:
            apps.append((trigger, None))
    ordered = order(state, apps, number)
    kept = same_name(state, ordered)
    state.wave_order = [label(a) for a in kept]
    state.wave_skipped = [label(a) for a in ordered if a not in kept]
    if len(kept) > 1:
        state.trace.add(R + "704.2c-wave", f"Vague {number} : {', '.join(state.wave_order)} se résolvent en une seule "
                                           "vague ; personne n'est détruit ni la partie gagnée avant sa fin.")
    done = set()
    low = set()
    for trigger, who in kept:
        ctx = _context(state, trigger, who)
        on = "" if who is None else f" sur {who[1:] if who.startswith('@') else who}"
        state.trace.add(R + "705.1", f"{trigger.ability.name} (contrôlée par {trigger.controller}) se résout{on}.")
        for step in trigger.ability.effect:
            apply_step(state, dict(step), ctx)
        for char in state.chars.values():
            if char.in_play and char.health <= 0 and char.name not in low:
                low.add(char.name)
                state.trace.add(R + "704.2c-wave", f"{char.name} est à {char.health} de santé : il n'est pas détruit "
                                                   "pendant la vague.")
        if id(trigger) not in done:
            done.add(id(trigger))
            state.resolved.append(trigger.ability.name)
    destroyed = events.destroy_dead(state, "704.2c-after", f"Vague {number} entièrement résolue")
    state.wave_destroyed = [c.name for c in destroyed]
    state.trace.phase = saved
    state.emit(("wave", number))


def order(state: State, apps: list, wave: int) -> list:
    """704.2c: the active player orders, for each of her characters, the abilities affecting it; then the
    next player clockwise…  The case gives an order (``order:`` of the action, or ``choices:`` by the choice's
    label), else every order is played (:meth:`rulings.core.chance.Chance.choose`)."""
    owners = {state.chars[a[1]].controller if not a[1].startswith("@") else a[1][1:] for a in apps if a[1]}
    if state.cause == "tick" and len(owners) > 1:
        state.trace.add(R + "704.2c-active", f"Joueur dont c'est le tour : {state.active} (setup.active, A par "
                                             "défaut) ; l'ordre se choisit à partir de lui : "
                                             f"{', '.join(rotation(state))}.")
    result = []
    for player in rotation(state):
        for name, char in state.chars.items():
            if char.controller != player:
                continue
            mine = [a for a in apps if a[1] == name]
            if not mine:
                continue
            choice = state.choices.get(name)
            if choice is not None:
                state.used.update((name, item) for item in choice if any(_rank(a, [item]) == 0 for a in mine))
                _complete(choice, mine, name)
                mine.sort(key=lambda app: _rank(app, choice))
                if len(mine) > 1:
                    state.trace.add(R + "704.2c", f"{player} choisit l'ordre des capacités qui affectent {name} "
                                                  f"(ordre donné par l'action) : {', '.join(label(a) for a in mine)}.")
            elif len(mine) > 1:
                mine = list(state.chance.choose(WAVE_ORDER, f"ordre de la vague {wave} pour {name}", player,
                                                list(permutations(mine)), lambda apps: _named(apps),
                                                state.trace))
            result.extend(mine)
        result.extend(a for a in apps if a[1] == "@" + player)
    result.extend(a for a in apps if a[1] is None)
    return result


def _named(apps) -> str:
    """An order of abilities as a case writes it: « Corruption, Rejuvenation » (with its source where two abilities
    of the order have the same name)."""
    names = [a[0].ability.name for a in apps]
    return ", ".join(n if names.count(n) == 1 else f"{n} ({a[0].source})" for n, a in zip(names, apps, strict=True))


def _complete(choice: list, mine: list, name: str) -> None:
    """An order given for a character names every ability of the wave that affects it: a partial order would
    leave the rest to the order of the situation, silently."""
    missing = [a for a in mine if _rank(a, choice) == len(choice)]
    if missing and len(mine) > 1:
        raise UserError(f"l'ordre donné pour {name} ne nomme pas {', '.join(label(a) for a in missing)} : nommez "
                        f"toutes les capacités de la vague qui l'affectent ({_named(mine)}), ou aucune (le moteur "
                        "joue alors chaque ordre)")


def _rank(app, choice: list) -> int:
    trigger = app[0]
    for index, item in enumerate(choice):
        if item in (trigger.ability.name, f"{trigger.ability.name} ({trigger.source})"):
            return index
    return len(choice)


def same_name(state: State, ordered: list) -> list:
    """704.2c: a character is never affected at once by two triggered abilities of the same name."""
    seen: dict = {}
    kept = []
    for app in ordered:
        trigger, who = app
        if who is None or who.startswith("@"):
            kept.append(app)
            continue
        key = (who, trigger.ability.name)
        first = seen.get(key)
        if first is None:
            seen[key] = app
            kept.append(app)
            continue
        seats = rotation(state)
        by_table = first[0].source != trigger.source and first[0].controller != trigger.controller and \
            state.chance.reading(SAME_NAME_WHICH, state.trace) == "table-order"
        if by_table and seats.index(trigger.controller) < seats.index(first[0].controller):
            kept[kept.index(first)] = seen[key] = app        # the one whose controller comes first at the table
            first, app = app, first
        state.trace.add(R + "704.2c-same", f"{who} ne peut pas être affecté en même temps par deux "
                                           f"{trigger.ability.name} : {label(app)} ne s'applique pas.")
        if first[0].source == trigger.source or first[0].controller != trigger.controller:
            what = ("deux déclenchements de la même capacité" if first[0].source == trigger.source
                    else "des contrôleurs différents")
            how = "celle dont le contrôleur vient d'abord dans le sens du jeu" if by_table \
                else "la première dans l'ordre choisi"
            state.trace.add(R + "704.2c-which", f"{what} : le moteur garde {how}, {label(first)}.")
    return kept
