"""Card zones: hand, deck, discard and « retirée de la partie »; what a copy of a card is.

A zone holds card names (database names).  Two database entries are copies of
the same card when they share the printed name, the version and the level
(:func:`same_card`): the collector and artwork versions of a card have another
level, so they are not copies of it (blog, « Le Prestige »).

The primitives here move cards between zones:

``remove_from_game``  a card chosen in a zone of the targets' player, and its
                      copies, are removed from the game (Le Prestige);
``draw``              the targets' player draws N more (or fewer) cards at its
                      next draw phases (Jeu de main...);
``leave_play``        this card leaves play now, to the discard (Jeu de main...,
                      Enseignement) or another zone;
``return_chained``    the card played in Enchaînement of this one goes back to
                      the hand at the end of the combat, if it activated (Intrigue).

The ``call`` primitive, which brings a card from a zone into play, and its
constraints are in :mod:`effects.card_steps`.  This module uses the modules of
the effects package; the package imports it, to register its primitives.
"""

from __future__ import annotations

from rulings.core import french
from rulings.core.errors import UserError, did_you_mean
from rulings.core.french import de

from .effects.base import Ctx, primitive
from .effects.targets import chosen
from .effects.validation import CHOICES, MAIN_KINDS
from .equipment import leave_play
from .messages import msg
from .model import ZONE_FR, CardDef, Game, Player

ZONES = ("hand", "deck", "discard", "removed")
DURATIONS = ("ephemeral", "permanent", "turns", "combats")


def same_card(a: CardDef, b: CardDef) -> bool:
    """Copies of one card: same printed name, same version (collector, artwork) and same level."""
    return a.identity == b.identity


def _players(found) -> list[Player]:
    players = []
    for character in found:
        if character.player not in players:
            players.append(character.player)
    return players


# --- Le Prestige: removed from the game -------------------------------------------

@primitive("remove_from_game", {"copies": "list"})
def _remove_from_game(ctx: Ctx, step, found):
    """A card chosen (``choose``) in the zone ``remove_from_game`` of the targets' player is removed
    from the game with its copies in the zones ``copies`` (default: hand, deck and discard).

    Cards in play are not in these zones and stay.  A special version of the
    card (collector, artwork: another level) is not a copy and stays.
    """
    game = ctx.game
    zone = step["remove_from_game"]
    name = chosen(ctx, "choose")
    picked = game.cards[name]
    for player in _players(found):
        cards = getattr(player, zone)
        if cards is None or name not in cards:
            raise UserError(msg("zones.not_in_zone", label=ctx.label, name=name, zone=ZONE_FR[zone], player=player.name,
                                cards=", ".join(cards or []) or msg("empty")),
                            hint=did_you_mean(name, cards or []))
        for where in step.get("copies", ["hand", "deck", "discard"]):
            held = getattr(player, where)
            if held is None:
                game.trace.add("eredan.zones.removed", f"{ctx.label} : {ZONE_FR[where]} {de(player.name)} non "
                                                       f"détaillée par le scénario")
                continue
            gone = [n for n in held if same_card(game.cards[n], picked)]
            others = sorted({n for n in held if n not in gone and game.cards[n].identity[0] == picked.identity[0]})
            held[:] = [n for n in held if n not in gone]
            player.removed.extend(gone)
            if gone:
                game.trace.add("eredan.zones.removed", f"{ctx.label} retire de la partie {len(gone)} × {name} "
                                                       f"({ZONE_FR[where]} {de(player.name)})")
            for other in others:
                game.trace.add("eredan.zones.card-identity",
                               f"{other} ({ZONE_FR[where]} {de(player.name)}) a le même nom que {name} mais pas "
                               f"la même version ni le même niveau : ce n'est pas une copie, elle reste")


# --- Jeu de main... : fewer cards at the next draw phases ------------------------------

@primitive("draw", {"phases": "int"})
def _draw(ctx: Ctx, step, found):
    """The targets' player draws ``draw`` more cards (fewer if negative) at each of its next
    ``phases`` draw phases (default 1); the draw phase of this turn is already over."""
    phases = step.get("phases", 1)
    for player in _players(found):
        player.draw_changes.append([step["draw"], phases, ctx.label])
        when = french.plural(phases, "sa prochaine phase de pioche", f"ses {phases} prochaines phases de pioche")
        ctx.game.trace.add("eredan.turn.draw-change",
                           f"{ctx.label} : le joueur {player.name} piochera {french.count(abs(step['draw']), 'carte')} "
                           f"de {'moins' if step['draw'] < 0 else 'plus'} lors de {when}")


def draw_change(game: Game, player: Player) -> int:
    """How many more (or fewer) cards ``player`` draws at this draw phase; counts the phase down."""
    total = 0
    for change in list(player.draw_changes):
        amount, _left, label = change
        total += amount
        change[1] -= 1
        left = french.count(change[1], "phase de pioche restante", "phases de pioche restantes")
        game.trace.add("eredan.turn.draw-change", f"{label} : le joueur {player.name} pioche "
                                                  f"{french.count(abs(amount), 'carte')} "
                                                  f"de {'moins' if amount < 0 else 'plus'} ({left})")
        if change[1] <= 0:
            player.draw_changes.remove(change)
    return total


# --- leaving play at once, coming back to the hand ----------------------------------------

@primitive("leave_play", {})
def _leave_play(ctx: Ctx, step, found):
    """This card leaves play now and goes to the zone ``leave_play`` (discard, hand, removed),
    instead of waiting for the end of the combat (Jeu de main...) or for its duration."""
    card = ctx.card
    if card is None or not card.in_play:
        return
    ctx.game.trace.add("eredan.zones.leave-play", f"{card.name} quitte le jeu dès maintenant "
                                                  f"({ZONE_FR[step['leave_play']]})")
    leave_play(ctx.game, card, f"effet {de(card.name)}", to=step["leave_play"])


@primitive("return_chained", {})
def _return_chained(ctx: Ctx, step, found):
    """The card played in Enchaînement of this one goes to the zone ``return_chained`` (the hand)
    at the end of the combat instead of the discard, if it activated (a countered card does not);
    a permanent card leaves play for it too (blog, « Intrigue », corrected text)."""
    chained = [c for c in ctx.game.played if c.chained_to is ctx.card]
    if not chained:
        ctx.game.trace.add("eredan.zones.return", f"{ctx.label} : aucune carte jouée en enchaînement")
    for card in chained:
        card.returns_to = step["return_chained"]
        ctx.game.trace.add("eredan.zones.return", f"{card.name} ira en {ZONE_FR[card.returns_to]} à la fin du "
                                                  f"combat si elle s'active ({ctx.label})")


def return_at_end_of_combat(game: Game) -> None:
    """At the end of the combat, the cards marked by ``return_chained`` that activated go back."""
    for card in list(game.played):
        if card.returns_to is None or not card.in_play:
            continue
        if card.resolved and not card.cancelled:
            game.trace.add("eredan.zones.return", f"{card.name} s'est activée : elle quitte le jeu et va en "
                                                  f"{ZONE_FR[card.returns_to]} {de(card.player.name)}")
            leave_play(game, card, "retour en main", to=card.returns_to)
        else:
            game.trace.add("eredan.zones.return", f"{card.name} ne s'est pas activée (annulée) : elle n'est pas "
                                                  f"renvoyée, elle est défaussée")


MAIN_KINDS.update({"remove_from_game": "text", "draw": "int", "leave_play": "text", "return_chained": "text"})
CHOICES.update({("remove_from_game", "remove_from_game"): ZONES, ("remove_from_game", "copies"): ZONES,
                ("leave_play", "leave_play"): ZONES, ("return_chained", "return_chained"): ZONES,
                ("call", "duration"): DURATIONS, ("discard_attached", "duration"): DURATIONS})
