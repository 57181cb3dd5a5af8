"""Running the steps of a card or ability at a moment; the interpreter behind :mod:`events`.

:func:`run` runs the steps that fire at a moment.  When this module is imported,
it installs in :mod:`events` how to run the steps that react to an event
(damaged, death, card_played, any_death) and how to find the targets of a
static step, so that the modules below (damage) can fire events.
"""

from __future__ import annotations

from rulings.core.french import de

from .. import runes
from ..events import Event, Interpreter, install, static_steps
from ..model import CardInPlay, Character, Game
from .base import PRIMITIVES, WHEN_FR, Ctx, primitive_of
from .conditions import condition
from .targets import targets
from .values import value

# --- running steps ------------------------------------------------------------

def run(ctx: Ctx, steps, when: str) -> bool:
    """Run the steps of ``steps`` that fire at ``when``; return True if any fired."""
    fired = False
    carried: dict = {}     # (rune, count) -> whether its ability fires: consumed once per ability, however many steps
    for step in steps:
        if step.get("when", "resolve") != when:
            continue
        if when != "resolve" and ctx.card is not None and not step.get("each"):
            if ctx.card.turn != ctx.game.turn:
                ctx.game.trace.add("eredan.duration.each",
                                   f"{ctx.label} : effet « {WHEN_FR[when]} » sans « à chaque » : il ne "
                                   f"s'applique qu'au tour où la carte a été jouée")
                continue
        if not condition(ctx, step.get("if")):
            if when != Event.CARD_PLAYED:   # every card played is offered to the listeners: only matches are traced
                ctx.game.trace.add("eredan.resolve.effect", f"{ctx.label} : condition non remplie, effet ignoré")
            continue
        if step.get("once"):
            key = (id(ctx.source), id(step))
            if key in ctx.game.fired_once:
                ctx.game.trace.add("eredan.resolve.card-played", f"{ctx.label} : cet effet s'est déjà appliqué ce "
                                                                 f"tour, il ne se cumule pas")
                continue
            ctx.game.fired_once.add(key)
        if not _rune_allows(ctx, step, carried):
            continue
        name = primitive_of(step)
        fn, _params = PRIMITIVES[name]
        default = "carrier" if ctx.card is not None and ctx.card.carrier is not None and when != "resolve" \
            else "self"
        fn(ctx, step, targets(ctx, step, _default_target(name, default)))
        fired = True
    return fired


def _rune_allows(ctx: Ctx, step: dict, carried: dict) -> bool:
    """A rune ability (« Cor : capacité », ``rune: Cor``; « 2 Runes Cor : », ``rune_count: 2``; « Rune Yr, Cor ou
    Nox : », ``rune: [Yr, Cor, Nox]``) fires only if the character who played the card (or has the ability) carries
    the runes, consumed then; the other steps of the same ability follow that answer."""
    rune = step.get("rune")
    if rune is None:
        return True
    key = (rune if isinstance(rune, str) else tuple(rune), step.get("rune_count", 1))
    if key not in carried:
        consumed = runes.consume(ctx.game, ctx.owner, key[0], ctx.label, key[1])
        carried[key] = bool(consumed)
        ctx.consumed.extend((ctx.owner, name) for name in consumed)
    return carried[key]


def _default_target(name: str, default: str) -> str:
    return {"damage": "opponent", "cancel": "opponents", "cancel_next": "opponents"}.get(name, default)


def _until(ctx: Ctx, step: dict, when: str | None = None) -> str:
    if "until" in step:
        return step["until"]
    if ctx.card is not None:
        return "leaves"
    return "end_of_turn" if step.get("when") == "start_of_turn" else "end_of_combat"


def targets_static(game: Game, owner: Character, card: CardInPlay | None, step: dict) -> list[Character]:
    """The characters a static step of ``owner`` (or of ``card``) covers: by default the card's carrier, or the
    owner for an ability (what :attr:`Ctx.carrier` is without a card)."""
    ctx = Ctx(game, owner, card, card.name if card else owner.name)
    return targets(ctx, step, "carrier")


def _run_for(game: Game, owner: Character, card: CardInPlay | None, info: dict | None, steps, when: str) -> bool:
    """:func:`run` for the steps of ``card`` (or of ``owner``'s abilities when ``card`` is None)."""
    return run(Ctx(game, owner, card, card.name if card else owner.name, info), steps, when)


def _react(game: Game, card: CardInPlay, info: dict | None, event: str) -> None:
    """The steps ``when: <event>`` of ``card``, attached to the character the event happened to, apply
    at once to their targets (by default its carrier) if their condition holds: without the checks of
    :func:`run` (« à chaque », ``once``)."""
    ctx = Ctx(game, card.played_by, card, card.name, info)
    carried: dict = {}
    for step in card.definition.effects:
        if step.get("when") == event and condition(ctx, step.get("if")) and _rune_allows(ctx, step, carried):
            fn, _ = PRIMITIVES[primitive_of(step)]
            fn(ctx, step, targets(ctx, step, "carrier"))


def amount(ctx: Ctx, expr, target: Character | None = None) -> int:
    """The amount of an effect: :func:`value` plus the boosts of the card's player (« +1 aux effets des sorts »)."""
    result = value(ctx, expr, target)
    if ctx.card is None:
        return result
    for owner, step, label, card in static_steps(ctx.game, "boost"):
        if step.get("card_type", ctx.card.type) != ctx.card.type:
            continue
        if ctx.owner in targets_static(ctx.game, owner, card, step):
            ctx.game.trace.add("eredan.effects.boost", f"{label} : {step['boost']:+d} aux effets {de(ctx.label)} "
                                                       f"({result} → {result + step['boost']})")
            result += step["boost"]
    return result


# The module ``events``, below damage, finds the steps reacting to an event; this one runs them.
install(Interpreter(run=_run_for, react=_react, targets=targets_static))
