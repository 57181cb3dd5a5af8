"""Events and what follows them without applying any text: triggered abilities firing (704.2, with their
snapshot, 704.2b), continuous effects (704.3), destruction, victory points and victory (704.2c, and the
smallest model the examples need)."""

from __future__ import annotations

from rulings.core import french

from .branch_points import ONGOING, SOURCE_LEAVING, TICKS
from .model import SELECTORS, TRIGGER_FR, Character, State, Trigger

R = "wowminis."


def snapshot(state: State) -> dict:
    """The « photo instantanée » (704.2b): what a triggered ability may read, taken right after its event."""
    return {n: (c.health, c.max_health, c.in_play, frozenset(state.adjacency.get(n, ())), c.controller)
            for n, c in state.chars.items()}


def _event_fr(ability, event: str, subject: str | None) -> str:
    text = TRIGGER_FR[ability.trigger].format(ticks="/".join(map(str, ability.ticks)))
    return f"{text} ({event})" if event else text


def fire(state: State, kind: str, subject: str | None = None, played=None, tick: int | None = None,
         present: set | None = None, mover_was: set | None = None) -> int:
    """Every triggered ability waiting for this event triggers (704.2): once per instance, only if its source
    (and the character carrying it) is in play when the event happens.  Returns how many triggered."""
    if present is None:
        present = {n for n, c in state.chars.items() if c.in_play}
    photo = None
    count = 0
    for bearer in list(state.chars.values()):
        for carried in bearer.carried:
            ability = carried.ability
            if not ability.triggered or not _waits_for(state, ability, kind, bearer, carried, subject, played,
                                                       tick, mover_was):
                continue
            event = _describe(kind, subject, played, tick)
            if carried.source not in present or bearer.name not in present:
                gone = carried.source if carried.source not in present else bearer.name
                state.trace.add(R + "704.2-source", f"{ability.name} ({bearer.name}) ne se déclenche pas "
                                                    f"{_event_fr(ability, event, None)} : sa source {gone} n'est "
                                                    "pas en jeu.")
                continue
            leaving = [n for n in (carried.source, bearer.name) if not state.chars[n].in_play and n != subject]
            if leaving and state.chance.reading(SOURCE_LEAVING, state.trace) == "gone-does-not-trigger":
                state.trace.add(R + "704.2-same-instant",
                                f"{leaving[0]} quitte le jeu à l'instant même de l'évènement ({event}) : sa "
                                f"capacité {ability.name} ne se déclenche pas (sa source n'est plus en jeu).")
                continue
            if leaving:
                state.trace.add(R + "704.2-same-instant",
                                f"{leaving[0]} quitte le jeu à l'instant même de l'évènement ({event}) : sa "
                                f"capacité {ability.name} se déclenche quand même (elle était en jeu quand "
                                "l'évènement s'est produit).")
            if photo is None:
                photo = snapshot(state)
            state.pending.append(Trigger(ability, carried.source, bearer.name, carried.controller, subject, photo,
                                         event))
            state.trace.add(R + "704.2", f"{ability.name} ({bearer.name}) se déclenche "
                                         f"{_event_fr(ability, event, subject)}.")
            count += 1
    return count


EVENT_FR = {"tick": "fin du tic {tick}", "moved": "{subject} se déplace", "destroyed": "{subject} est détruit",
            "damaged": "{subject} subit des dégâts", "targeted": "{subject} est ciblé par {ability}",
            "action": "{controller} prend une action ({ability})", "played": "{controller} joue {ability}"}


def _describe(kind, subject, played, tick) -> str:
    """The event in words (« Arcaniste est ciblé par Boule de feu »)."""
    return EVENT_FR.get(kind, EVENT_FR["played"]).format(
        tick=tick, subject=subject, controller=played and played.controller, ability=played and played.ability.name)


def _waits_for(state, ability, kind, bearer, carried, subject, played, tick, mover_was) -> bool:
    trigger = ability.trigger
    if kind == "tick":
        if trigger != "end_of_tick" or tick in ability.ticks:
            return trigger == "end_of_tick"
        between = len(ability.ticks) == 2 and ability.ticks[0] < tick < ability.ticks[1]     # « 5/10 » and tic 7
        return between and state.chance.reading(TICKS, state.trace) == "5-through-10"
    if kind == "moved":
        return (trigger == "adjacent_enemy_moves" and bearer.name in mover_was
                and state.enemies(carried.controller, state.chars[subject].controller))
    if kind == "destroyed":
        return trigger == "character_destroyed" or (trigger == "self_destroyed" and bearer.name == subject)
    if kind == "damaged":
        return trigger == "damaged" and bearer.name == subject
    if kind == "targeted":
        return trigger == "targeted" and bearer.name == subject
    if kind == "action":
        return trigger == "enemy_action" and state.enemies(carried.controller, played.controller)
    if kind == "played":
        return trigger == "enemy_plays" and state.enemies(carried.controller, played.controller)
    return False


def fire_critical(state: State, played, criticals: int) -> None:
    """704.2a: the attack's critical ability triggers on a critical result, never more than once per roll."""
    ability = state.db.abilities[played.ability.critical]
    source = state.chars[played.source]
    state.trace.add(R + "704.2a", f"{french.count(criticals, 'résultat critique', 'résultats critiques')} : "
                                  f"{ability.name}, capacité critique de {played.ability.name}, se déclenche.")
    if criticals > 1:
        state.trace.add(R + "704.2a-once", f"{ability.name} ne se déclenche qu'une fois pour ce jet, malgré "
                                           f"{criticals} critiques.")
    state.pending.append(Trigger(ability, source.name, source.name, played.controller, None, snapshot(state),
                                 "résultat critique"))


# --- continuous effects (704.3) ------------------------------------------------------------------------

def refresh(state: State) -> None:
    """Recompute every continuous effect (704.3) and trace what changed."""
    bonus: dict = {n: {} for n in state.chars}       # character -> ability name -> (armor, forbid, sources)
    replaced: dict = {}
    for holder in state.chars.values():
        for carried in holder.carried:
            ability = carried.ability
            if not ability.aura:
                continue
            source = state.chars[carried.source]
            aura = dict(ability.aura)
            if aura.get("discard_replaced"):
                for player in state.order:
                    if _aura_side(state, ability.aura_to, carried.controller, player):
                        replaced.setdefault(player, []).append(f"{ability.name} ({source.name})")
            if ability.aura_range == "adjacent":
                if not source.in_play:
                    continue
                affected = [state.chars[n] for n in state.adjacency.get(source.name, ())]
            elif not source.in_play and state.chance.reading(ONGOING, state.trace) == "source-in-play":
                continue
            else:
                affected = list(state.chars.values())
            for char in affected:
                if not char.in_play or not _aura_side(state, ability.aura_to, carried.controller, char.controller):
                    continue
                entry = bonus[char.name].setdefault(ability.name, [aura.get("armor", 0), aura.get("forbid", False), [],
                                                                   ability.aura_range, []])
                entry[2].append(source.name)
                if not source.in_play:
                    entry[4].append(source.name)
    for name, char in state.chars.items():
        effects = bonus[name]
        armor = sum(e[0] for e in effects.values())
        forbid = any(e[1] for e in effects.values())
        signature = tuple(sorted((n, tuple(e[2]), tuple(e[4])) for n, e in effects.items()))
        if armor == char.armor_bonus and forbid == char.forbidden and signature == state.auras.get(name, ()):
            continue
        state.auras[name] = signature
        armor_changed = armor != char.armor_bonus
        char.armor_bonus, char.forbidden = armor, forbid
        parts = []
        for ability_name, (value, stops, sources, ranged, gone) in effects.items():
            what = (f"armure {value:+d}" if value else "") + (" ; ne peut pas jouer de capacité" if stops else "")
            parts.append(f"{ability_name} de {', '.join(sources)} : {what.strip(' ;')}")
            if len(sources) > 1:
                state.trace.add(R + "704.3b", f"{name} est affecté par {ability_name} de "
                                              f"{french.count(len(sources), 'source')} ({', '.join(sources)}) : une "
                                              "seule fois.")
            if ranged:
                state.trace.add(R + "704.3a-range", f"{ability_name} ne s'applique qu'aux personnages adjacents à "
                                                    f"{', '.join(sources)}.")
            if gone:
                state.trace.add(R + "704.3a", f"{ability_name} n'a pas de limite de portée : son effet s'applique à "
                                              f"{name} bien que sa source {', '.join(gone)} ne soit plus en jeu.")
        state.trace.add(R + "704.3", f"Effets continus sur {name} : " + ("; ".join(parts) if parts else "aucun") +
                        f" (armure {char.armor}).")
        if armor_changed:
            state.trace.add(R + "deduit.armor", f"Armure {french.de(name)} : {char.base_armor} + {armor} = "
                                                f"{char.armor}.")
    now = set(replaced)
    if now != state.replaced:
        for player in sorted(now - state.replaced):
            state.trace.add(R + "deduit.replace", f"{', '.join(replaced[player])} : si {player} devait défausser une "
                                                  "carte, elle irait sous son paquet à la place.")
        state.replaced = now


def _aura_side(state: State, to: str, controller: str, other: str) -> bool:
    if to == "all":
        return True
    return (not state.enemies(controller, other)) == (to == "allies")


# --- destruction and victory -------------------------------------------------------------------------

def destroy_dead(state: State, rule: str, why: str) -> list:
    """Destroy every character in play at 0 health or less, score their victory points, then check the
    victory; the « destroyed » triggers join ``state.pending``.  ``rule`` names when this happens."""
    dying = [c for c in state.chars.values() if c.in_play and c.health <= 0]
    if dying:
        present = {n for n, c in state.chars.items() if c.in_play}
        state.trace.add(R + rule, f"{why} : destruction {french.de(french.join(c.name for c in dying))}.")
        for char in dying:
            _remove(state, char)
            state.trace.add(R + "deduit.destroy", f"{char.name} (santé {char.health}) est détruit et quitte le jeu.")
            if char.vp:
                for player in state.order:
                    if state.enemies(player, char.controller):
                        state.players[player].vp += char.vp
                        state.trace.add(R + "deduit.vp", f"{player} marque {french.count(char.vp, 'point')} de "
                                                         f"victoire pour {char.name} (total : "
                                                         f"{state.players[player].vp}).")
        mark = len(state.pending)
        for char in dying:
            fire(state, "destroyed", subject=char.name, present=present)
        subjects: dict = {}          # (ability, bearer) -> the destroyed character of each trigger
        for trigger in state.pending[mark:]:
            subjects.setdefault((trigger.ability.name, trigger.bearer), []).append(trigger.subject)
        for (name, bearer), each in subjects.items():
            instances = len(set(each))
            if instances > 1:
                copies = len(each) // instances
                per_copy = f", pour chacun de ses {copies} exemplaires" if copies > 1 else ""
                state.trace.add(R + "704.2-each", f"{name} ({bearer}) se déclenche {len(each)} fois : une fois par "
                                                  f"instance de son évènement ({instances} destructions "
                                                  f"simultanées){per_copy}.")
        refresh(state)
    check_victory(state, rule)
    return dying


def _remove(state: State, char: Character) -> None:
    char.in_play, char.destroyed = False, True
    state.destroyed.append(char.name)
    for other in state.adjacency.pop(char.name, set()):
        state.adjacency.get(other, set()).discard(char.name)
    state.adjacency[char.name] = set()


def check_victory(state: State, rule: str) -> None:
    if state.victory is None or state.over:
        return
    reached = {p: state.players[p].vp for p in state.order if state.players[p].vp >= state.victory}
    if not reached:
        return
    best = max(reached.values())
    leaders = [p for p, v in reached.items() if v == best]
    if rule == "704.2c-after":
        state.trace.add(R + rule, "Seulement après les destructions, on regarde si la partie est gagnée.")
    if len(leaders) == 1:
        state.winner, state.over = leaders[0], True
        state.trace.add(R + "deduit.vp", f"{leaders[0]} atteint "
                                         f"{french.count(best, 'point de victoire', 'points de victoire')} (seuil "
                                         f"{state.victory}) : la partie est gagnée.")
    else:
        state.over = True
        state.trace.add(R + "deduit.vp", f"{' et '.join(leaders)} atteignent {french.count(best, 'point')} (seuil "
                                         f"{state.victory}) : égalité, personne ne gagne.")
    if state.pending:
        state.trace.add(R + "deduit.vp", "La partie est finie : les capacités en attente ne se résolvent pas.")
        state.pending.clear()


def selector_names(state: State, selector: str, bearer: str, controller: str, photo: dict | None, ctx) -> list:
    """The characters a step's ``to`` designates, read in the snapshot (``photo``) or live."""
    assert selector in SELECTORS
    if selector == "bearer":
        return [bearer]
    if selector == "trigger":
        return [ctx.subject] if ctx.subject else []
    if selector == "targets":
        return list(ctx.targets)
    if selector == "opener_source":
        return [ctx.answers.source] if ctx.answers is not None else []
    if photo is not None:
        alive = {n for n, v in photo.items() if v[2]}
        near = photo[bearer][3] if bearer in photo else frozenset()
        side = {n: v[4] for n, v in photo.items()}
    else:
        alive = {n for n, c in state.chars.items() if c.in_play}
        near = state.adjacency.get(bearer, set())
        side = {n: c.controller for n, c in state.chars.items()}
    if selector == "enemies":
        pool = alive
    else:
        pool = alive & set(near)
    want_enemy = selector in ("adjacent_enemies", "enemies")
    return [n for n in state.chars if n in pool and n != bearer and state.enemies(controller, side[n]) == want_enemy]
