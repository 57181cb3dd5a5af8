"""Order and marauder bonuses: what a fighter gains for the combat before cards are played.

A character's orders (:attr:`CharDef.orders`) give it a bonus on the turns
they name; an effect may activate them all at once (the ``order_bonus``
primitive).  An order may give an Enchaînement after a card of some type
(« enchaînement sort »): given after the play phase has begun, it comes too
late for this turn's cards (blog, « Bottes des cieux »).  A Maraudeur fighting
one of the classes it preys on gains its marauder bonus.
"""

from __future__ import annotations

from rulings.core.french import de

from . import stats
from .model import Character, Game, Phase, stat_names


def give_order_bonus(game: Game, character: Character, label: str, force: bool = False) -> None:
    """Give a character its order bonus: this turn's, or every order when an effect activates it."""
    if force:
        if character.order_active:
            game.trace.add("eredan.turn.order-bonus", f"{character.name} bénéficie déjà de son bonus d'ordre")
            return
        bonuses = [b for _turn, b in sorted(character.definition.orders.items())]
    else:
        bonus = character.definition.orders.get(game.turn)
        bonuses = [bonus] if bonus else []
    if not bonuses:
        return
    character.order_active = True
    game.activations.append(f"bonus d'ordre {de(character.name)}")
    for bonus in bonuses:
        for stat_spec, amount in bonus.items():
            if stat_spec == "chain":   # « enchaînement sort »: after a card of that type, for the cards to play
                character.chain_bonus = amount
                late = " ; les cartes de ce tour sont déjà choisies, il ne sert pas ce tour-ci" \
                    if game.phase not in (Phase.START_OF_TURN, Phase.CHOICE) else ""
                what = "après toute carte" if amount == "any" else f"après une carte {amount}"
                game.trace.add("eredan.turn.order-chain", f"{character.name} obtient un enchaînement {what} "
                                                          f"({label}){late}")
                continue
            _combat_bonus(game, character, stat_spec, amount, f"bonus d'ordre {de(character.name)}",
                          "eredan.turn.order-bonus")


def _combat_bonus(game: Game, character: Character, stat_spec, amount: int, label: str, rule: str) -> None:
    """A characteristic bonus for the rest of the combat (order, marauder): no card gives it (source None)."""
    for stat in stat_names(stat_spec):
        stats.modify(game, character, stat, "add", amount, None, "end_of_combat", label, rule)


def order_and_marauder(game: Game) -> None:
    """After the choice of fighters: each fighter's order bonus, then its marauder bonus (active player first)."""
    for player_name in (game.active, game.passive):
        character = game.fighters[player_name]
        give_order_bonus(game, character, "ordre")
        marauder = character.definition.marauder
        if marauder and "Maraudeur" in character.group("classes"):
            opponent = game.fighters[game.other(player_name)]
            if set(marauder["vs"]) & set(opponent.group("classes")):
                game.activations.append(f"bonus de maraudeur {de(character.name)}")
                for stat_spec, amount in marauder.get("bonus", {"attack": 1}).items():
                    _combat_bonus(game, character, stat_spec, amount, f"bonus de maraudeur {de(character.name)}",
                                  "eredan.turn.marauder-bonus")
