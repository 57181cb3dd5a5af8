"""Running the steps of a card or ability at a moment, and the events that trigger them."""

from __future__ import annotations

from ..model import CardInPlay, Character, Game
from .base import PRIMITIVES, WHEN_FR, Ctx, primitive_of
from .conditions import condition
from .targets import targets
from .values import value

# --- running steps ------------------------------------------------------------

def run(ctx: Ctx, steps, when: str) -> bool:
    """Run the steps of ``steps`` that fire at ``when``; return True if any fired."""
    fired = False
    for step in steps:
        if step.get("when", "resolve") != when:
            continue
        if when not in ("resolve", "static") and ctx.card is not None and not step.get("each"):
            if ctx.card.turn != ctx.game.turn:
                ctx.game.trace.add("eredan.duration.each",
                                   f"{ctx.label} : effet « {WHEN_FR.get(when, when)} » sans « à chaque » : il ne "
                                   f"s'applique qu'au tour où la carte a été jouée")
                continue
        if not condition(ctx, step.get("if")):
            if when != "card_played":   # every card played is offered to the listeners: only matches are traced
                ctx.game.trace.add("eredan.resolve.effect", f"{ctx.label} : condition non remplie, effet ignoré")
            continue
        if step.get("once"):
            key = (id(ctx.source), id(step))
            if key in ctx.game.fired_once:
                ctx.game.trace.add("eredan.resolve.card-played", f"{ctx.label} : cet effet s'est déjà appliqué ce "
                                                                 f"tour, il ne se cumule pas")
                continue
            ctx.game.fired_once.add(key)
        name = primitive_of(step)
        fn, _params = PRIMITIVES[name]
        default = "carrier" if ctx.card is not None and ctx.card.carrier is not None and when != "resolve" \
            else "self"
        fn(ctx, step, targets(ctx, step, _default_target(name, default)))
        fired = True
    return fired


def _default_target(name: str, default: str) -> str:
    return {"damage": "opponent", "cancel": "opponents", "cancel_next": "opponents"}.get(name, default)


def _until(ctx: Ctx, step: dict, when: str | None = None) -> str:
    if "until" in step:
        return step["until"]
    if ctx.card is not None:
        return "leaves"
    return "end_of_turn" if step.get("when") == "start_of_turn" else "end_of_combat"


def static_steps(game: Game, name: str):
    """Yield ``(owner, step, label, card)`` for every static step ``name`` in play."""
    for character in game.characters():
        if character.dead:
            continue
        for step in character.definition.abilities:
            if step.get("when") == "static" and name in step:
                yield character, step, character.name, None
        for card in character.attached:
            for step in card.definition.effects:
                if step.get("when") == "static" and name in step:
                    yield card.played_by, step, card.name, card


def targets_static(game: Game, owner: Character, card: CardInPlay | None, step: dict) -> list[Character]:
    ctx = Ctx(game, owner, card, card.name if card else owner.name)
    return targets(ctx, step, "carrier" if card is not None else "self")


def fire(game: Game, event: str, subject: Character, info: dict | None = None) -> None:
    """Run the steps that react to ``event`` happening to ``subject`` (damaged, death).

    A reaction may cause another one (damage answered by damage...).  Their
    nesting is bounded by ``game.reaction_limit``: two effects answering each
    other forever stop with a clear error instead of recursing without end.
    """
    game.reactions += 1
    try:
        if game.reactions > game.reaction_limit:
            from rulings.core.errors import BudgetExceeded

            sources = [subject.name] if any(s.get("when") == event for s in subject.definition.abilities) else []
            sources += [c.name for c in subject.attached if any(s.get("when") == event for s in c.definition.effects)]
            raise BudgetExceeded(
                f"more than {game.reaction_limit} effects reacting to each other ('{event}' of {subject.name}, "
                f"answered by {', '.join(sources) or 'nothing'}): this scenario would never end")
        for step in subject.definition.abilities:
            if step.get("when") == event:
                run(Ctx(game, subject, None, subject.name, info), [step], event)
        for card in list(subject.attached):
            if any(step.get("when") == event for step in card.definition.effects):
                ctx = Ctx(game, card.played_by, card, card.name, info)
                for step in card.definition.effects:
                    if step.get("when") == event and condition(ctx, step.get("if")):
                        fn, _ = PRIMITIVES[primitive_of(step)]
                        fn(ctx, step, targets(ctx, step, "carrier"))
    finally:
        game.reactions -= 1


def broadcast(game: Game, event: str, info: dict) -> None:
    """Run the steps ``when: <event>`` of every card in play and every living character's abilities.

    Unlike :func:`fire` (what happens to one character reaches its abilities and
    its cards), these events concern everyone: ``card_played`` (a card's turn in
    the resolution came: Faveur de l'aube) and ``any_death`` (a character died:
    Invocation de Kheper).  A card attached to a dead character still listens.
    """
    for character in list(game.characters()):
        if not character.dead and any(s.get("when") == event for s in character.definition.abilities):
            run(Ctx(game, character, None, character.name, info), character.definition.abilities, event)
    cards = [card for character in game.characters() for card in character.attached]
    cards += [card for card in game.played if card.in_play and card.resolved and not card.cancelled
              and card not in cards]
    for card in cards:
        if card is not info.get("card") and any(s.get("when") == event for s in card.definition.effects):
            if run(Ctx(game, card.played_by, card, card.name, info), card.definition.effects, event) \
                    and event == "any_death":
                game.trace.add("eredan.effects.any-death",
                               f"{card.name} réagit à la mort de {info['subject'].name}")


def amount(ctx: Ctx, expr, target: Character | None = None) -> int:
    """The amount of an effect: :func:`value` plus the boosts of the card's player (« +1 aux effets des sorts »)."""
    result = value(ctx, expr, target)
    if ctx.card is None:
        return result
    for owner, step, label, card in static_steps(ctx.game, "boost"):
        if step.get("card_type", ctx.card.type) != ctx.card.type:
            continue
        if ctx.owner in targets_static(ctx.game, owner, card, step):
            ctx.game.trace.add("eredan.effects.boost", f"{label} : {step['boost']:+d} aux effets de {ctx.label} "
                                                       f"({result} → {result + step['boost']})")
            result += step["boost"]
    return result


