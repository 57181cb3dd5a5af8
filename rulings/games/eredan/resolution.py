"""Playing cards and resolving them.

Play phase (blog, "Déroulement du tour avancé, Partie 2"): each player plays a
card, and a second one if the first gives an Enchaînement; restrictions are
checked when a card is played and again just before it resolves.
Resolution "en N": active 1st, passive 1st, active 2nd, passive 2nd; then the
called and cloned cards in order of appearance (blog, cartes appelées).

The restrictions themselves are in :mod:`restrictions`; cancelling, calling
and cloning a card waiting to resolve are done by the primitives of
:mod:`effects.card_steps`, whose :func:`cancel` this module uses too.
"""

from __future__ import annotations

from rulings.core.errors import UserError
from rulings.core.french import de

from . import effects
from .effects.card_steps import cancel
from .equipment import attach
from .events import Event, broadcast
from .messages import msg
from .model import TYPE_FR, CardDef, CardInPlay, Character, Game, chain_wanted
from .restrictions import missing_restriction, race_exception

MAX_CARDS = 2


# --- Enchaînement ------------------------------------------------------------

def gives_chain(first: CardDef, character: Character):
    """The Enchaînement open after ``first``: 'any', a card type, ``{type, subtype}`` or None.

    The card's own, a pure mage's after a spell, a combattant's after some
    objects, or the one an order bonus gave the character before the play phase
    (``chain_bonus``: an Enchaînement after a card of that type, « l'enchainement
    sort »; given later, it comes too late: blog, « Bottes des cieux »).
    """
    if first.chain:
        return first.chain
    classes = character.group("classes")
    if first.type == "sort" and classes == ("Mage",) and "zone" not in first.subtypes:
        return "any"
    if first.type == "objet" and "Combattant" in classes and character.definition.chain_after:
        if set(first.subtypes) & set(character.definition.chain_after):
            return "any"
    if character.chain_bonus in ("any", first.type):
        return "any"
    return None


def chain_allows(chain, card: CardDef) -> bool:
    """An Enchaînement ('any', a card type, or ``{type, subtype}``: « un autre objet maudit ») allows ``card``."""
    if chain == "any":
        return True
    if isinstance(chain, dict):
        return chain.get("type", card.type) == card.type and \
            ("subtype" not in chain or chain["subtype"] in card.subtypes)
    return chain == card.type


def _no_chain_hint(first: CardDef, character: Character) -> str | None:
    """Why a spell gives no chain to this character (wiki: multi-classing, Guémélites)."""
    if first.type != "sort":
        return None
    classes = character.group("classes")
    if "Mage" in classes and len(classes) > 1:
        return msg("chain.multiclass", classes="/".join(classes))
    if any(race.startswith("Guémélite") for race in character.group("races")) and "Mage" not in classes:
        return msg("chain.gemelite")
    if "zone" in first.subtypes:
        return msg("chain.zone")
    return None


# --- play phase --------------------------------------------------------------

def play_cards(game: Game, plays: dict) -> None:
    """Put the cards each player plays this turn on the table (checks at play time).

    A play the game forbids is the scenario's mistake (a user error), unless the scenario marks it
    ``attempt: true``: the player tries, the engine refuses it (``refused``) and the card stays in hand.
    """
    for player_name in (game.active, game.passive):
        items = plays.get(player_name, [])
        if len(items) > MAX_CARDS:
            raise UserError(msg("play.too_many", player=player_name, count=len(items), turn=game.turn))
        fighter = game.fighters[player_name]
        previous: CardInPlay | None = None
        for item in items:
            card_def: CardDef = item["card"]
            by = fighter
            if item.get("by") and item["by"] != fighter.name:
                raise UserError(msg("play.not_fighting", card=card_def.name, by=item["by"], turn=game.turn,
                                    player=player_name, fighter=fighter.name))
            refusal = _refusal(game, player_name, by, card_def, previous)
            if refusal is not None:
                rule, reason, why_fr, hint = refusal
                if not item.get("attempt"):
                    raise UserError(reason, hint=hint)
                game.refused.append(card_def.name)
                game.trace.add(rule, f"{by.name} tente de jouer {card_def.name} : le jeu refuse ({why_fr}) ; "
                                     f"la carte reste en main")
                continue
            _take_from_hand(game, player_name, card_def.name)
            card = CardInPlay(card_def, game.players[player_name], by, game.next_seq(), game.turn,
                              choices=dict(item.get("choices", {})), chained_to=previous)
            for key in card.choices:
                game.unused_choices[(card.seq, key)] = card.name
            game.played.append(card)
            game.trace.add("eredan.play.card", f"{by.name} (joueur {player_name}) joue {card_def.name}")
            previous = card


def _refusal(game: Game, player_name: str, by: Character, card_def: CardDef,
             previous: CardInPlay | None) -> tuple[str, str, str, str | None] | None:
    """Why the game forbids this play: ``(rule id, reason, reason in French, hint)``, or None.

    When the play is allowed, what allows it (chain, race, a card ignoring restrictions) is traced."""
    if previous is not None:
        chain = gives_chain(previous.definition, by)
        if chain is None:
            return ("eredan.play.chain", msg("play.no_chain", card=card_def.name, previous=previous.name, by=by.name),
                    f"{previous.name} ne donne pas d'enchaînement à {by.name}", _no_chain_hint(previous.definition, by))
        if not chain_allows(chain, card_def):
            wanted = chain_wanted(chain)
            return ("eredan.play.chain", msg("play.wrong_chain", card=card_def.name, type=TYPE_FR[card_def.type],
                                             previous=previous.name, chain=wanted),
                    f"l'enchaînement {de(previous.name)} demande une carte de type {wanted}", None)
    ignoring = any(_grants_ignore(c.definition) for c in game.played if c.player.name == player_name)
    lacking = missing_restriction(by, card_def)
    if lacking and not ignoring:
        return ("eredan.play.restrictions", msg("play.restricted", by=by.name, card=card_def.name, lacking=lacking),
                f"la carte demande {lacking}", None)
    if previous is not None:
        game.trace.add("eredan.play.chain", f"{previous.name} donne un enchaînement : {card_def.name} "
                                            f"est joué en second")
    exception = race_exception(by, card_def)
    if exception and not lacking:
        game.trace.add(exception, f"{by.name} joue {card_def.name} malgré ses restrictions, grâce à sa race")
    if lacking:
        game.trace.add("eredan.play.restrictions",
                       f"{card_def.name} joué sans respecter ses restrictions ({lacking} manquant), "
                       f"permis par une carte jouée avant")
    return None


def _grants_ignore(card: CardDef) -> bool:
    return any("ignore_restrictions" in step for step in card.effects)


def _take_from_hand(game: Game, player_name: str, name: str) -> None:
    hand = game.players[player_name].hand
    if hand is None:
        return
    if name not in hand:
        raise UserError(msg("play.not_in_hand", player=player_name, card=name, hand=", ".join(hand) or msg("empty")))
    hand.remove(name)


# --- resolution ---------------------------------------------------------------

def order_n(game: Game) -> list[CardInPlay]:
    mine = [c for c in game.played if c.player.name == game.active]
    theirs = [c for c in game.played if c.player.name == game.passive]
    order: list[CardInPlay] = []
    for index in range(max(len(mine), len(theirs))):
        order.extend(side[index] for side in (mine, theirs) if index < len(side))
    return order


def resolve_all(game: Game) -> None:
    game.queue = order_n(game)
    for rank, card in enumerate(game.queue, 1):
        game.trace.add("eredan.resolve.order-n", f"résolution n°{rank} : {card.name} (joueur {card.player.name})")
        resolve(game, card)
    index = 0
    while index < len(game.called):
        card = game.called[index]
        what = "clone de " + card.name if card.clone_of else card.name + " (appelée)"
        game.trace.add("eredan.resolve.called", f"après les cartes jouées : {what}")
        resolve(game, card)
        index += 1


def resolve(game: Game, card: CardInPlay) -> None:
    game.step()
    if not card.cancelled:
        lacking = missing_restriction(card.played_by, card.definition)
        if lacking and card.player.name not in game.ignore_restrictions:
            game.trace.add("eredan.resolve.restrictions",
                           f"{card.name} : {card.played_by.name} n'a plus {lacking} au moment de la résolution")
            cancel(game, card, "restrictions non respectées")
    if not card.cancelled:
        for watcher in list(game.watchers):
            spec, players, label, since = watcher
            if card.player.name in players and (spec.get("type") in (None, card.type)):
                if card.seq > since:
                    game.trace.add("eredan.resolve.called-unaffected",
                                   f"{card.name} est apparue après l'activation {de(label)} : elle n'en subit "
                                   f"pas l'effet")
                    continue
                game.watchers.remove(watcher)
                cancel(game, card, label)
                break
    if not card.cancelled:
        ctx = effects.Ctx(game, card.played_by, card, card.name)
        game.activations.append(card.name)
        effects.run(ctx, card.definition.effects, "resolve")
        card.resolved = True
        # an object attaches even if it came back with another type (it keeps its abilities: cartes changeantes)
        where = card.definition.attach or ("self" if card.definition.type == "objet" else None)
        where = None if where == "none" else where
        if where is not None and card.clone_of is None:
            carrier = effects.targets(ctx, {"target": where})[0]   # « self »: who played it
            attach(game, card, carrier)
        elif where is not None:
            game.trace.add("eredan.resolve.called", f"le clone {de(card.name)} s'active sans être attaché")
        if card.definition.becomes and card.type != card.definition.becomes:
            game.trace.add("eredan.identity.type-change", f"{card.name} devient une carte {card.definition.becomes}")
            card.type = card.definition.becomes
    card.done = True
    # cards already resolved may react to this one being played (Faveur de l'aube), even if it was cancelled
    broadcast(game, Event.CARD_PLAYED, {"card": card})
    count = game.resolutions.get(card.name, 0) + 1
    game.resolutions[card.name] = count
    if game.observer:
        game.observer(("after", card.name, count), game)
