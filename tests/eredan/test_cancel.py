"""« Annule les cartes adverses en attente » (rulings.games.eredan.effects.card_steps, ``cancel``), on plain
objects: every pending card of the opponent is cancelled, whatever comes before it in the queue (one's own card,
a card already cancelled, a clone, a card not chained to this one)."""

from __future__ import annotations

from rulings.games.eredan import effects
from rulings.games.eredan.effects import Ctx
from rulings.games.eredan.model import CardInPlay
from tests.helpers import card, character, fight, game, in_play


def queued(state, name: str, by, **fields) -> CardInPlay:
    waiting = in_play(state, card(name, "action"), by, **fields)
    state.queue.append(waiting)
    return waiting


def duel():
    state = game()
    hero, rival = character(state, "A", "Héros"), character(state, "B", "Rival")
    fight(state, hero, rival)
    return state, hero, rival


def annulation(state, hero, **step) -> CardInPlay:
    """Héros's card « Annulation », whose one step is ``cancel`` (with ``step``), not resolved yet."""
    return in_play(state, card("Annulation", "action", effects=({"cancel": True, **step},)), hero)


def resolve(state, hero, annul) -> None:
    effects.run(Ctx(state, hero, annul, "Annulation"), annul.definition.effects, "resolve")


def test_a_cancel_reaches_every_opponent_card_after_those_it_skips():
    state, hero, rival = duel()
    own = queued(state, "Mienne", hero)
    gone = queued(state, "Déjà annulée", rival)
    gone.cancelled = True
    target = queued(state, "Visée", rival)
    resolve(state, hero, annulation(state, hero))
    assert (own.cancelled, target.cancelled) == (False, True)


def test_a_chained_cancel_skips_the_cards_not_chained_to_it_and_reaches_the_next():
    state, hero, rival = duel()
    annul = annulation(state, hero, chained=True)
    free = queued(state, "Libre", rival)
    chained = queued(state, "Enchaînée", rival, chained_to=annul)
    resolve(state, hero, annul)
    assert (free.cancelled, chained.cancelled) == (False, True)


def test_a_cancel_spares_a_clone_and_reaches_the_card_after_it():
    """A clone appears after the cancel was decided (blog, « Les cartes appelées »): spared, unlike the next card."""
    state, hero, rival = duel()
    original = queued(state, "Originale", rival)
    original.done = True
    clone = queued(state, "Originale", rival, clone_of=original)
    target = queued(state, "Visée", rival)
    resolve(state, hero, annulation(state, hero))
    assert (clone.cancelled, target.cancelled) == (False, True)
