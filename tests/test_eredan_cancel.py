"""« Annule les cartes adverses en attente » (rulings.games.eredan.effects.card_steps, ``cancel``), on plain
objects: every pending card of the opponent is cancelled, whatever comes before it in the queue (one's own card,
a card already cancelled, a clone, a card not chained to this one)."""

from __future__ import annotations

from helpers import card, character, fight, game

from rulings.games.eredan import effects
from rulings.games.eredan.effects import Ctx
from rulings.games.eredan.model import CardInPlay


def queued(state, name: str, by, **fields) -> CardInPlay:
    waiting = CardInPlay(card(name, "action"), by.player, by, state.next_seq(), state.turn, **fields)
    state.queue.append(waiting)
    return waiting


def test_a_cancel_reaches_every_opponent_card_after_those_it_skips():
    state = game()
    hero, rival = character(state, "A", "Héros"), character(state, "B", "Rival")
    fight(state, hero, rival)
    own = queued(state, "Mienne", hero)
    gone = queued(state, "Déjà annulée", rival)
    gone.cancelled = True
    target = queued(state, "Visée", rival)
    step = {"cancel": True}
    annul = CardInPlay(card("Annulation", "action", effects=(step,)), hero.player, hero, state.next_seq(),
                       state.turn)
    effects.run(Ctx(state, hero, annul, "Annulation"), (step,), "resolve")
    assert (own.cancelled, target.cancelled) == (False, True)


def test_a_chained_cancel_skips_the_cards_not_chained_to_it_and_reaches_the_next():
    state = game()
    hero, rival = character(state, "A", "Héros"), character(state, "B", "Rival")
    fight(state, hero, rival)
    step = {"cancel": True, "chained": True}
    annul = CardInPlay(card("Annulation", "action", effects=(step,)), hero.player, hero, state.next_seq(),
                       state.turn)
    free = queued(state, "Libre", rival)
    chained = queued(state, "Enchaînée", rival, chained_to=annul)
    effects.run(Ctx(state, hero, annul, "Annulation"), (step,), "resolve")
    assert (free.cancelled, chained.cancelled) == (False, True)


def test_a_cancel_spares_a_clone_and_reaches_the_card_after_it():
    """A clone appears after the cancel was decided (blog, « Les cartes appelées »): spared, unlike the next card."""
    state = game()
    hero, rival = character(state, "A", "Héros"), character(state, "B", "Rival")
    fight(state, hero, rival)
    original = queued(state, "Originale", rival)
    original.done = True
    clone = queued(state, "Originale", rival, clone_of=original)
    target = queued(state, "Visée", rival)
    step = {"cancel": True}
    annul = CardInPlay(card("Annulation", "action", effects=(step,)), hero.player, hero, state.next_seq(),
                       state.turn)
    effects.run(Ctx(state, hero, annul, "Annulation"), (step,), "resolve")
    assert (clone.cancelled, target.cancelled) == (False, True)
