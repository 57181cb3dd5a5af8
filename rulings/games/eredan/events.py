"""Events, and the steps of cards and abilities that listen to them.

A step of a card or ability (see :mod:`effects`) fires at a phase of the turn
(``when: start_of_combat``...), all the time (``when: static``), or when an
*event* happens (:class:`Event`):

``damaged``      a character took damage: its abilities and attached cards react (:func:`fire`);
``death``        a character died: the same;
``card_played``  a card's turn in the resolution came: every card in play and every
                 living character may react (:func:`broadcast`; Faveur de l'aube);
``any_death``    a character died: the same (Invocation de Kheper).

This module finds the steps that listen, and the static steps in play
(:func:`static_steps`).  Running a step (its condition, its targets, its
primitive) is the job of the effects package, which sits higher: its
primitives deal damage, and damage fires events.  So the effects package
installs its :class:`Interpreter` here when it is imported (:func:`install`),
and the modules below it (:mod:`damage`) fire events without importing it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from rulings.core.errors import BudgetExceeded
from rulings.core.french import de

from .branch_points import BEARER_DEATH
from .messages import msg
from .model import CardInPlay, Character, Game


class Event(str, Enum):
    """What can happen that steps react to (``when: damaged``...); equal to the word of the format."""

    DAMAGED = "damaged"
    DEATH = "death"
    CARD_PLAYED = "card_played"
    ANY_DEATH = "any_death"

    def __str__(self) -> str:
        return self.value


EVENTS = tuple(event.value for event in Event)


@dataclass(frozen=True)
class Interpreter:
    """How the effects package runs steps (installed by it: :func:`install`).

    ``run(game, owner, card, info, steps, when) -> bool``
        run the steps of ``steps`` that fire at ``when`` (with their checks:
        « à chaque », ``once``...); True if one fired;
    ``react(game, card, info, event)``
        the steps ``when: <event>`` of a card attached to the character the
        event happened to apply at once, if their condition holds;
    ``targets(game, owner, card, step) -> list``
        the characters a static step covers.
    """

    run: Callable[..., bool]
    react: Callable[..., None]
    targets: Callable[..., list]


_interpreter: Interpreter | None = None


def install(interpreter: Interpreter) -> None:
    """Called by the effects package when it is imported."""
    global _interpreter
    _interpreter = interpreter


def _installed() -> Interpreter:
    if _interpreter is None:
        raise RuntimeError("a step listens to an event, but no effect interpreter is installed: "
                           "import rulings.games.eredan.effects before running a game")
    return _interpreter


def _listens(steps, when: str) -> bool:
    return any(step.get("when") == when for step in steps)


def fire(game: Game, event: Event, subject: Character, info: dict | None = None) -> None:
    """Let the abilities of ``subject`` and the cards attached to it react to ``event`` (damaged, death).

    A reaction may cause another one (damage answered by damage...).  Their
    nesting is bounded by ``game.reaction_limit``: two effects answering each
    other forever stop with a clear error instead of recursing without end.
    """
    game.reactions += 1
    try:
        if game.reactions > game.reaction_limit:
            sources = [subject.name] if _listens(subject.definition.abilities, event) else []
            sources += [c.name for c in subject.attached if _listens(c.definition.effects, event)]
            raise BudgetExceeded(msg("budget.reactions", limit=game.reaction_limit, event=event,
                                     of_subject=de(subject.name), answer=_answered_by(sources)))
        for step in subject.definition.abilities:
            if step.get("when") == event:
                _installed().run(game, subject, None, info, [step], event)
        for card in list(subject.attached):
            if _listens(card.definition.effects, event):
                _installed().react(game, card, info, event)
    finally:
        game.reactions -= 1


def _answered_by(sources: list[str]) -> str:
    """« auquel répond X », « auquel répondent X, Y » or « auquel rien ne répond »."""
    if not sources:
        return msg("budget.unanswered")
    if len(sources) == 1:
        return msg("budget.answered_by", source=sources[0])
    return msg("budget.answered_by_all", sources=", ".join(sources))


def broadcast(game: Game, event: Event, info: dict) -> None:
    """Let every card in play and every living character's abilities react to ``event``.

    Unlike :func:`fire` (what happens to one character reaches its abilities and
    its cards), these events concern everyone: ``card_played`` (``info["card"]``,
    which does not react to itself) and ``any_death`` (``info["subject"]``).
    A card attached to a dead character still listens.
    """
    for character in list(game.characters()):
        if not character.dead and _listens(character.definition.abilities, event):
            _installed().run(game, character, None, info, character.definition.abilities, event)
    cards = [card for character in game.characters() for card in character.attached]
    cards += [card for card in game.played if card.in_play and card.resolved and not card.cancelled
              and card not in cards]
    for card in cards:
        if card is not info.get("card") and _listens(card.definition.effects, event):
            if event is Event.ANY_DEATH and card.carrier is info["subject"] and \
                    game.chance.reading(BEARER_DEATH, game.trace) == "bearer-not-healed":
                game.trace.add("eredan.effects.any-death", f"{card.name} ne réagit pas à la mort de son porteur, "
                                                           f"{info['subject'].name}")
                continue
            if _installed().run(game, card.played_by, card, info, card.definition.effects, event) \
                    and event is Event.ANY_DEATH:
                game.trace.add("eredan.effects.any-death",
                               f"{card.name} réagit à la mort {de(info['subject'].name)}")


def static_steps(game: Game, name: str):
    """Yield ``(owner, step, label, card)`` for every static step ``name`` in play (``card`` None: an ability)."""
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


def static_targets(game: Game, owner: Character, card: CardInPlay | None, step: dict) -> list[Character]:
    """The characters a static step of ``owner`` (or of ``card``) covers now."""
    return _installed().targets(game, owner, card, step)
