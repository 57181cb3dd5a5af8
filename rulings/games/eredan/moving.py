"""Attached cards that change carrier or are played again; chance in effects.

One primitive, ``move_card``, moves cards attached to characters:

``move_card: this``    the card itself (Porte-bonheur);
``move_card: chosen``  the card in play the player chose (``choose: Name``), which
                       must match ``type``/``subtype`` (Tirer les ficelles: a
                       corruption);
``move_card: all``     every card attached to ``from`` (default ``self``) that
                       matches ``type``/``subtype`` (Cercueil de glace: objects).

The new carrier is the first target (``target``), or one drawn at random among
the targets other than the current carrier with ``random: true``.

* Without ``reactivate`` the cards are *moved* (blog, « Tirer les Ficelles »:
  « ne réactive pas la corruption »): only their permanent effects follow them,
  that is the modifications of characteristics lasting as long as the card (and
  its limitations and immunities) — its static and « à chaque » abilities follow
  the carrier by themselves.  Its effects of activation (damage, loss of HP,
  change of race, markers) are not applied again; the changes of race it gave
  the old carrier end with its leaving.
* With ``reactivate: true`` the cards are removed and *played again* at once
  (blog, « Cercueil de Glace »): their earlier effects end, then each one
  activates anew in the order ``order`` (``arrival``, or ``reverse``: the last
  arrived first) and counts as played this turn; they keep their first place
  among the attached cards.

``chance: N`` makes it happen with one chance in N (« une chance sur deux »).
Chance and the random carrier are one pick of :attr:`Game.chance` labelled
with the card's name, never a call to ``random``: a scenario fixes it with
``rolls: {Porte-bonheur: Naya}`` (moved to Naya) or ``{Porte-bonheur: false}``
(not moved); otherwise every outcome is played with its probability.
A card moved to another character at the end of a combat (:attr:`Phase.END_OF_COMBAT`)
stays attached to it instead of being discarded with the ephemeral cards of that combat.

This module uses the modules of the effects package; the package imports it,
to register its primitive.
"""

from __future__ import annotations

from rulings.core.errors import UserError, did_you_mean
from rulings.core.french import de, plural

from . import runes, stats
from .effects.base import Ctx, primitive
from .effects.runner import run
from .effects.targets import chosen
from .effects.validation import CHOICES, MAIN_KINDS
from .effects.values import _who
from .equipment import attach
from .messages import msg
from .model import GROUP_FR, CardInPlay, Character, Game, Phase

WHICH = ("this", "chosen", "all")
ORDERS = ("arrival", "reverse")


@primitive("move_card", {"from": "text", "type": "text", "subtype": "text", "reactivate": "bool", "order": "text",
                         "chance": "int", "random": "bool"})
def _move_card(ctx: Ctx, step, found):
    """Move attached cards to another character, or play them again (see the module's docstring)."""
    game = ctx.game
    cards = _cards(ctx, step)
    if not cards:
        game.trace.add("eredan.cards.move", f"{ctx.label} : aucune carte attachée concernée")
        return
    carrier = _new_carrier(ctx, step, found, cards)
    if carrier is None:
        return
    if step.get("reactivate"):
        replay(game, ctx.owner, cards, carrier, step.get("order", "arrival"), ctx.label)
    else:
        for card in cards:
            move(game, card, carrier, ctx.label)


def _matches(card: CardInPlay, step) -> bool:
    return ("type" not in step or card.type == step["type"]) and \
        ("subtype" not in step or step["subtype"] in card.definition.subtypes)


def _cards(ctx: Ctx, step) -> list[CardInPlay]:
    which = step["move_card"]
    if which == "this":
        return [ctx.card] if ctx.card is not None and ctx.card.in_play and ctx.card.carrier is not None else []
    if which == "all":
        holder = _who(ctx, step.get("from", "self"), None)
        return [card for card in holder.attached if _matches(card, step)]
    name = chosen(ctx, "choose")
    in_play = [card for character in ctx.game.characters() for card in character.attached if card.name == name]
    if not in_play:
        attached = sorted({card.name for c in ctx.game.characters() for card in c.attached})
        raise UserError(msg("moving.not_attached", label=ctx.label, name=name,
                            attached=", ".join(attached) or msg("none")), hint=did_you_mean(name, attached))
    card = min(in_play, key=lambda c: c.seq)
    if not _matches(card, step):
        wanted = " ".join(x for x in (step.get("type"), step.get("subtype")) if x)
        raise UserError(msg("moving.wrong_type", label=ctx.label, type=wanted, name=name))
    return [card]


def _new_carrier(ctx: Ctx, step, found: list[Character], cards: list[CardInPlay]) -> Character | None:
    """The character the cards go to: the first target, or one drawn at random; None if chance says no."""
    game = ctx.game
    candidates = list(found)
    if step.get("random"):
        candidates = [c for c in candidates if all(c is not card.carrier for card in cards)]
    elif candidates:
        candidates = candidates[:1]
    if not candidates:
        game.trace.add("eredan.cards.move", f"{ctx.label} : aucun personnage ne peut recevoir la carte")
        return None
    if "chance" not in step and len(candidates) == 1:
        return candidates[0]
    odds = step.get("chance", 1)
    # equally likely options: each candidate once, and « nothing » (N-1) times as often as all of them together
    options = [c.name for c in candidates] + [False] * (len(candidates) * (odds - 1))
    label = ctx.card.name if ctx.card is not None else ctx.owner.name
    picked = game.chance.pick(f"T{game.turn}:{label}", options, f"le tirage {de(ctx.label)}")
    odds_text = f"une chance sur {odds}" if odds > 1 else "à coup sûr"
    among = f", personnage tiré au hasard parmi {', '.join(c.name for c in candidates)}" if step.get("random") else ""
    if picked is False:
        game.trace.add("eredan.effects.chance", f"{ctx.label} ({odds_text}{among}) : le tirage est négatif")
        return None
    game.trace.add("eredan.effects.chance", f"{ctx.label} ({odds_text}{among}) : le tirage désigne {picked}")
    return next(c for c in candidates if c.name == picked)


def move(game: Game, card: CardInPlay, carrier: Character, label: str) -> None:
    """Attach ``card`` to ``carrier`` without activating it again: its permanent effects follow it."""
    game.step()
    old = card.carrier
    if old is carrier:
        game.trace.add("eredan.cards.move", f"{card.name} est déjà attachée à {carrier.name}")
        return
    lasting = [m for m in old.mods if m.source is card and m.until == "leaves"] if old is not None else []
    limits = [x for x in old.limits if x[1] is card and x[2] == "leaves"] if old is not None else []
    immunities = [x for x in old.immunities if x[2] is card and x[3] == "leaves"] if old is not None else []
    slots = [x for x in old.rune_slots if x[2] is card and x[3] == "leaves"] if old is not None else []
    if old is not None:
        was = _shown(old)
        changed = [x[0] for x in old.identity_overrides if x[2] is card and x[3] == "leaves"]
        if card in old.attached:
            old.attached.remove(card)
        stats.remove_from(old, card)
        if _shown(old) != was:
            game.trace.add("eredan.cards.move", f"{card.name} quitte {old.name}, ses effets y cessent : {was} → "
                                                f"{_shown(old)}")
        for group in dict.fromkeys(changed):   # an assumption: the change it made ends with its leaving
            game.trace.add("eredan.cards.move", f"{card.name} quitte {old.name} : {GROUP_FR[group].lower()} → "
                                                f"{', '.join(old.group(group)) or 'aucune'} (le changement cesse)")
    what = ", ".join(dict.fromkeys(f"{stats.STAT_FR[m.stat]} {_describe(m)}" for m in lasting)) or "aucun"
    game.trace.add("eredan.cards.move",
                   f"{label} : {card.name} passe de {old.name if old else '-'} à {carrier.name} sans se réactiver ; "
                   f"seuls ses effets permanents le suivent (caractéristiques : {what}), pas ses effets "
                   f"d'activation")
    attach(game, card, carrier)
    for mod in lasting:
        stats.modify(game, carrier, mod.stat, mod.kind, mod.amount, card, mod.until, card.name, "eredan.cards.move")
    for amount, _source, until in limits:
        stats.add_limit(game, carrier, amount, card, until, card.name)
    for stat, what_kind, _source, until in immunities:
        stats.add_immunity(game, carrier, stat, what_kind, card, until, card.name)
    for amount, most, _source, until in slots:
        runes.add_slots(game, carrier, amount, most, card, until, card.name)
    # moved at the end of a combat (Porte-bonheur): it stays on its new carrier instead of being discarded
    card.reattached = game.phase is Phase.END_OF_COMBAT


def _describe(mod) -> str:
    if mod.kind == "add":
        return f"{mod.amount:+d}"
    if mod.kind == "set":
        return f"= {mod.amount}"
    if mod.kind == "base":     # a new base, the bonuses kept (Duel spirituel): said as stats says it
        return f"base = {mod.amount}"
    if mod.kind == "equal":
        return f"= {stats.STAT_FR[mod.amount]}"
    num, den = mod.amount
    return f"× {num}" if den == 1 else f"÷ {den}"


def _shown(character: Character) -> str:
    return (f"attaque {stats.attack_text(character)}, défense {stats.shown(character, 'defense')}, "
            f"esprit {stats.shown(character, 'spirit')}")


def replay(game: Game, player_character: Character, cards: list[CardInPlay], carrier: Character, order: str,
           label: str) -> None:
    """Remove ``cards`` and play them again at once on ``carrier``, activating them in ``order``."""
    game.step()
    holders = list(dict.fromkeys(card.carrier for card in cards if card.carrier is not None))
    before = {h.name: _shown(h) for h in holders}
    for card in cards:
        for character in game.characters():
            stats.remove_from(character, card)
    for holder in holders:
        if _shown(holder) != before[holder.name]:
            game.trace.add("eredan.cards.reactivate", f"{label} : les objets retirés, leurs effets cessent : "
                                                      f"{holder.name} {before[holder.name]} → {_shown(holder)}")
    ordered = sorted(cards, key=lambda c: c.seq, reverse=(order == "reverse"))
    removed = plural(len(cards), "est retiré puis joué", "sont retirés puis joués")
    active = plural(len(cards), "il s'active", "ils s'activent")
    game.trace.add("eredan.cards.reactivate",
                   f"{label} : {', '.join(c.name for c in cards)} {removed} à nouveau ; {active} dans l'ordre "
                   f"{'inverse de leur arrivée' if order == 'reverse' else 'de leur arrivée'}"
                   f" : {', '.join(c.name for c in ordered)}")
    for card in ordered:
        if not card.in_play:        # discarded by a card played again before it
            game.trace.add("eredan.cards.reactivate", f"{card.name} a quitté le jeu avant son tour : elle ne "
                                                      "s'active pas à nouveau")
            continue
        if card.carrier is not carrier:
            if card.carrier is not None:
                card.carrier.attached.remove(card)
            attach(game, card, carrier)
        card.played_by = player_character
        card.turn, card.combats = game.turn, 0
        game.activations.append(card.name)
        game.trace.add("eredan.cards.reactivate", f"{card.name} s'active à nouveau ({label})")
        run(Ctx(game, player_character, card, card.name), card.definition.effects, "resolve")
    game.trace.add("eredan.cards.reactivate",
                   f"{carrier.name} porte toujours, dans l'ordre de leur première arrivée : "
                   f"{', '.join(c.name for c in carrier.attached)}")


MAIN_KINDS.update({"move_card": "text"})
CHOICES.update({("move_card", "move_card"): WHICH, ("move_card", "order"): ORDERS,
                ("move_card", "type"): ("action", "sort", "theurgie", "objet")})
