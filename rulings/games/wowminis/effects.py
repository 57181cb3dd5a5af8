"""Applying one step of an ability's text (705.1a-d): damage, heal, negate, discard, draw, score, summon, step
away, with « Si vous faites » and information read at resolution or in the snapshot."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from rulings.core import french
from rulings.core.errors import UserError

from . import events
from .branch_points import DURING_RESOLUTION
from .model import SELECTOR_FR, Played, State
from .setup import new_character

R = "wowminis."
CHARACTER_STEPS = ("damage", "heal", "step_away")
PLAYER_STEPS = ("discard", "draw", "score", "summon")


@dataclass
class Ctx:
    """What a resolving ability knows: its controller, the character carrying it (the source of a played
    ability), its snapshot (a triggered ability) or None (read live), its targets, the ability it answers (a
    react), the character of its event, the cards its player chose to discard."""

    name: str
    controller: str
    bearer: str
    photo: dict | None = None
    targets: list = field(default_factory=list)
    answers: Played | None = None
    subject: str | None = None
    discard: list = field(default_factory=list)
    default: str = "bearer"
    only: str | None = None            # a wave's application: the one character (or « @A », a player) affected
    done: list = field(default_factory=list)
    replaced: list = field(default_factory=list)
    interrupt: Callable[[], None] | None = None   # a played ability resolving: resolves what its text triggers


def recipients(state: State, step: dict, ctx: Ctx) -> list:
    selector = step.get("to", ctx.default)
    return events.selector_names(state, selector, ctx.bearer, ctx.controller, ctx.photo, ctx)


def affects(state: State, step: dict, ctx: Ctx) -> list:
    """Who a step affects: character names, or « @A » for a player-level step."""
    if any(k in step for k in PLAYER_STEPS):
        return ["@" + ctx.controller]
    if any(k in step for k in CHARACTER_STEPS):
        return recipients(state, step, ctx)
    return []


def _health(state: State, name: str, ctx: Ctx) -> int:
    if ctx.photo is not None:
        return ctx.photo[name][0]
    return state.chars[name].health


def _read_note(state: State, ctx: Ctx, what: str) -> None:
    if ctx.photo is not None:
        state.trace.add(R + "705.1c-snapshot", f"{ctx.name} est une capacité déclenchable : elle lit {what} dans la "
                                               "photo instantanée, pas à la résolution.")
        state.trace.add(R + "704.2b", f"Photo prise juste après l'évènement déclencheur : {what}.")
    else:
        state.trace.add(R + "705.1c", f"{ctx.name} lit {what} pendant sa résolution.")


def apply_step(state: State, step: dict, ctx: Ctx) -> None:
    if step.get("if_you_do"):
        if ctx.replaced:
            state.trace.add(R + "705.1d-replaced", f"{', '.join(ctx.replaced)} a été remplacé : ce n'est pas fait.")
        if not ctx.done or not all(ctx.done):
            state.trace.add(R + "705.1d", f"« Si vous faites » : ce qui était demandé n'a pas été entièrement fait ; "
                                          f"{_step_fr(step)} n'est pas produit.")
            ctx.done, ctx.replaced = [], []
            return
        state.trace.add(R + "705.1d", "« Si vous faites » : tout ce qui était demandé a été fait ; la phrase "
                                      "s'applique.")
        ctx.done, ctx.replaced = [], []
    ctx.done.append(_apply(state, step, ctx))


def _inapplicable(state: State, step: dict, why: str) -> bool:
    state.trace.add(R + "705.1b-parts", f"« {_step_fr(step)} » est inapplicable ({why}) : on applique le reste.")
    return False


def _apply(state: State, step: dict, ctx: Ctx) -> bool:
    if "negate" in step:
        target = ctx.answers
        assert target is not None, "a negate step is a react's: it answers the ability of its window"
        target.negated = True
        state.negated.append(target.ability.name)
        state.trace.add(R + "703.1g-negate", f"{ctx.name} annule {target.ability.name} ({target.controller}).")
        return True
    if any(k in step for k in PLAYER_STEPS):
        if ctx.only is not None and ctx.only != "@" + ctx.controller:
            return True
        return _player_step(state, step, ctx)
    names = recipients(state, step, ctx)
    if ctx.only is not None:
        names = [n for n in names if n == ctx.only]
    selector = step.get("to", ctx.default)
    if selector not in ("bearer", "targets", "trigger", "opener_source"):
        _read_note(state, ctx, f"{SELECTOR_FR[selector]} : {', '.join(names) or 'personne'}")
    limit = step.get("if_health_at_most")
    if limit is not None:
        kept = [n for n in names if _health(state, n, ctx) <= limit]
        _read_note(state, ctx, "la santé de " + ", ".join(f"{n} ({_health(state, n, ctx)})" for n in names))
        names = kept
    names = [n for n in names if state.chars[n].in_play]
    if not names:
        return _inapplicable(state, step, "personne n'est concerné")
    if "damage" in step:
        amount = step["damage"]
        if amount == "health":
            amount = _health(state, ctx.bearer, ctx)
            _read_note(state, ctx, f"la santé {french.de(ctx.bearer)} ({amount})")
        for name in names:
            char = state.chars[name]
            char.health -= amount
            state.trace.add(R + "deduit.health", f"{name} subit {french.count(amount, 'dégât')} "
                                                 f"({ctx.name}) : santé {char.health}.")
            if amount and events.fire(state, "damaged", subject=name) and ctx.interrupt is not None:
                _interrupt(state, ctx)
        return True
    if "heal" in step:
        done = True
        for name in names:
            char = state.chars[name]
            if char.health >= char.max_health:
                done = _inapplicable(state, step, f"{name} n'a aucun dégât à soigner")
                continue
            before = char.health
            char.health = min(char.max_health, char.health + step["heal"])
            capped = " (sa santé ne dépasse pas sa santé maximum)" if before + step["heal"] > char.max_health else ""
            state.trace.add(R + "deduit.health", f"{name} est soigné de {char.health - before} ({ctx.name}) : santé "
                                                 f"{char.health}{capped}.")
        return done
    for name in names:        # step_away
        for other in state.adjacency.get(name, set()):
            state.adjacency[other].discard(name)
        state.adjacency[name] = set()
        state.trace.add(R + "deduit.adjacent", f"{name} se déplace : il n'est plus adjacent à personne.")
    events.refresh(state)
    return True


def _interrupt(state: State, ctx: Ctx) -> None:
    """A played ability's damage has triggered abilities during its resolution: under the reading
    ``trigger-during-resolution`` = ``interrupts`` they resolve now, before the rest of its text (a wave, and its
    destructions); by default they wait for the end of the resolution (:func:`.resolution._resolved`)."""
    if ctx.interrupt is None or state.chance.reading(DURING_RESOLUTION, state.trace) != "interrupts":
        return
    many = len(state.pending) > 1
    triggered = "se sont déclenchées" if many else "s'est déclenchée"
    they = "elles l'interrompent et se résolvent" if many else "elle l'interrompt et se résout"
    state.trace.add(R + "704.2-during", f"{', '.join(t.ability.name for t in state.pending)} {triggered} pendant la "
                                        f"résolution {french.de(ctx.name)} : {they} immédiatement, avant la suite de "
                                        "son texte.")
    ctx.interrupt()


def _player_step(state: State, step: dict, ctx: Ctx) -> bool:
    who = state.players[ctx.controller]
    if "score" in step:
        who.vp += step["score"]
        state.trace.add(R + "deduit.vp", f"{who.name} marque {french.count(step['score'], 'point')} "
                                         f"de victoire ({ctx.name}) : {who.vp}.")
        return True
    if "draw" in step:
        drawn = who.deck[:step["draw"]]
        del who.deck[:len(drawn)]
        who.hand.extend(drawn)
        state.trace.add(R + "deduit.cards", f"{who.name} pioche {', '.join(drawn)} ({ctx.name})." if drawn else
                        f"{who.name} ne pioche rien ({ctx.name}).")
        if len(drawn) < step["draw"]:
            return _inapplicable(state, step, f"le paquet {french.de(who.name)} "
                                              f"{_holds_only(len(drawn))}")
        return True
    if "summon" in step:
        return summon(state, step["summon"], ctx)
    return discard(state, who.name, step["discard"], ctx, cost=False)


def discard(state: State, player: str, count: int, ctx: Ctx, cost: bool) -> bool:
    """``player`` discards ``count`` cards, chosen by the action (``ctx.discard``) or forced (705.1a)."""
    who = state.players[player]
    possible = min(count, len(who.hand))
    if ctx.discard:
        chosen, ctx.discard[:] = ctx.discard[:count], ctx.discard[count:]
        for card in chosen:
            if chosen.count(card) > who.hand.count(card):
                held = who.hand.count(card)
                raise UserError(f"{player} choisit de défausser « {card} », qui n'est pas dans sa main "
                                f"({', '.join(who.hand) or 'vide'})" if not held else
                                f"{player} choisit de défausser « {card} » {chosen.count(card)} fois et n'en a que "
                                f"{held} en main ({', '.join(who.hand)})")
        if len(chosen) < possible:
            raise UserError(f"{player} doit défausser {french.count(count, 'carte')} et en a {len(who.hand)} : "
                            f"en choisir {len(chosen)} rendrait la chose impossible [wowminis.705.1a-choices]")
    elif len(who.hand) > count:
        raise UserError(f"{player} doit choisir {french.count(count, 'carte')} à défausser parmi "
                        f"{', '.join(who.hand)} : ajoutez « discard: [...] » à l'action qui joue {ctx.name}")
    else:
        chosen = list(who.hand)
        if chosen:
            state.trace.add(R + "705.1a-choices", f"{player} doit défausser {french.count(count, 'carte')} "
                                                  f"et n'a que {', '.join(chosen)} : seul choix qui rend la chose "
                                                  "possible.")
    if player in state.replaced and chosen:
        for card in chosen:
            who.hand.remove(card)
            who.deck.append(card)
        state.trace.add(R + "deduit.replace", f"La défausse de {', '.join(chosen)} est remplacée : sous le paquet de "
                                              f"{player}.")
        ctx.replaced.append(f"défausser {', '.join(chosen)}")
        return False
    for card in chosen:
        who.hand.remove(card)
        who.discard.append(card)
    what = f"défausse {', '.join(chosen)}" if chosen else "ne défausse rien"
    state.trace.add(R + "deduit.cards", f"{player} {what} ({'coût de ' if cost else ''}{ctx.name}).")
    if len(chosen) < count:
        if cost:
            return False
        return _inapplicable(state, {"discard": count}, f"la main de {player} {_holds_only(len(chosen))}")
    return True


def _holds_only(count: int) -> str:
    """What a hand or a deck holds, when it holds fewer cards than a step asks: « n'a que 2 cartes », « est vide »."""
    return f"n'a que {french.count(count, 'carte')}" if count else "est vide"


def summon(state: State, name: str, ctx: Ctx) -> bool:
    if name in state.chars and state.chars[name].in_play:
        raise UserError(f"{name} est déjà en jeu : il ne peut pas être invoqué une deuxième fois dans ce cas")
    char = new_character(name, state.db.characters[name], ctx.controller, state.db)
    state.chars[name] = char
    state.adjacency[name] = set()
    state.trace.add(R + "deduit.summon", f"{name} est invoqué et entre en jeu sous le contrôle de {ctx.controller}, "
                                         f"avec ses capacités : {', '.join(c.ability.name for c in char.carried)}.")
    events.refresh(state)
    return True


def _step_fr(step: dict) -> str:
    parts = []
    for key, value in step.items():
        if key == "damage":
            parts.append("infliger " + ("autant de dégâts que sa santé" if value == "health"
                                        else french.count(value, "dégât")))
        elif key == "heal":
            parts.append(f"soigner {value}")
        elif key == "discard":
            parts.append("défausser " + french.count(value, "carte"))
        elif key == "draw":
            parts.append("piocher " + french.count(value, "carte"))
        elif key == "score":
            parts.append(f"marquer {french.count(value, 'point')} de victoire")
        elif key == "summon":
            parts.append(f"invoquer {value}")
        elif key == "step_away":
            parts.append("se déplacer hors de portée")
        elif key == "negate":
            parts.append("annuler la capacité")
    target = step.get("to")
    text = " et ".join(parts)
    return text + (f" à {SELECTOR_FR[target]}" if target else "")


step_fr = _step_fr
