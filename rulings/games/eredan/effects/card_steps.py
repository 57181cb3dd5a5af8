"""Primitives about other cards: cancel, call, clone, restrictions, orders, discards, hand size.

The cards waiting to resolve this turn (:attr:`Game.queue`, :attr:`Game.called`)
are cancelled, called and cloned here; :mod:`resolution`, which resolves them,
uses :func:`cancel` too.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from rulings.core import french
from rulings.core.errors import UserError, did_you_mean
from rulings.core.french import de

from ..branch_points import CALLED_SHORT, DISCARD_ATTACHED
from ..equipment import leave_play
from ..messages import msg
from ..model import TYPE_FR, ZONE_FR, CardInPlay, Character, Game
from ..orders import give_order_bonus
from ..restrictions import missing_restriction
from .base import Ctx, primitive
from .targets import chosen

# --- the cards waiting to resolve ---------------------------------------------------

def pending(game: Game) -> list[CardInPlay]:
    return [c for c in game.queue + game.called if not c.done]


def cancel(game: Game, card: CardInPlay, label: str) -> None:
    """``card`` will not resolve (a cancel effect, a restriction no longer met at its resolution)."""
    card.cancelled = True
    game.cancelled.append(card.name)
    game.trace.add("eredan.resolve.cancel", f"{card.name} est annulée ({label})")


def call_card(game: Game, owner: Character, name: str, zone: str, label: str, card_type: str | None) -> None:
    """Bring ``name`` from ``zone`` into play, waiting until the normal cards have resolved."""
    definition = game.cards.get(name)
    if definition is None:
        raise UserError(msg("call.unknown", label=label, name=name), hint=did_you_mean(name, game.cards))
    changed = owner.player.changed_types.get((zone, name))   # a copy that changed type when it resolved
    current = changed[0] if changed else definition.type
    if card_type and current != card_type:
        raise UserError(msg("call.wrong_type", label=label, type=card_type, name=name, current=current))
    cards = getattr(owner.player, zone)
    if cards is not None:
        if name not in cards:
            raise UserError(msg("call.not_in_zone", label=label, name=name, zone=ZONE_FR[zone],
                                player=owner.player.name, cards=", ".join(cards) or msg("empty")))
        cards.remove(name)
    card = CardInPlay(definition, owner.player, owner, game.next_seq(), game.turn, called=True, type=current)
    game.called.append(card)
    game.played.append(card)
    game.trace.add("eredan.resolve.called", f"{label} appelle {name} ({ZONE_FR[zone]}) : en attente jusqu'après les "
                                            f"cartes jouées")
    if changed:
        changed.pop(0)
        game.trace.add("eredan.identity.type-change", f"{name} revient en jeu directement en tant que carte "
                                                      f"{current}")


def clone_card(game: Game, original: CardInPlay, label: str) -> None:
    clone = CardInPlay(original.definition, original.player, original.played_by, game.next_seq(), game.turn,
                       choices=original.choices, clone_of=original)
    game.called.append(clone)
    game.played.append(clone)
    game.trace.add("eredan.resolve.called", f"{label} crée un clone {de(original.name)}, résolu après les cartes "
                                            f"jouées")
    if original.cancelled:
        game.trace.add("eredan.resolve.clone-cancel", f"{original.name} est annulée, mais pas son clone")


# --- constraints of called cards (Conversion) ---------------------------------------

def choose_called(ctx: Ctx, step) -> list[str]:
    """The cards the player chose (``choose``: a name or a list) for a ``call`` step, checked.

    ``call: N`` calls up to N cards; fewer only if no other card of the zone fits.
    ``duration`` (permanent...) and ``playable`` (the character meets the card's
    restrictions) filter the cards; ``other_than_discarded`` excludes the cards
    this card has just discarded, but not their copies (blog, « Conversion »).
    """
    game, owner = ctx.game, ctx.owner
    count = int(step["call"])       # call: true is one card
    picked = chosen(ctx, "choose")
    names = list(picked) if isinstance(picked, list) else [picked]
    zone = step.get("from", "hand")
    held = getattr(owner.player, zone)
    if len(names) > count:
        raise UserError(msg("call.count", label=ctx.label, cards=count,
                            chosen=_chosen(len(names)), names=", ".join(names)))
    excluded = Counter(c.name for c in ctx.discarded) if step.get("other_than_discarded") else Counter()

    def fits(name: str) -> str | None:
        return _unfit(ctx, step, name)

    for name in names:
        why = fits(name)
        if why:
            raise UserError(msg("call.cannot", label=ctx.label, name=name, why=why))
    if held is not None:
        available = Counter(held) - excluded
        for name, wanted in Counter(names).items():
            if available[name] < wanted:
                if excluded[name]:
                    raise UserError(msg("call.just_discarded", label=ctx.label, name=name))
                raise UserError(msg("call.not_in_zone", label=ctx.label, name=name, zone=ZONE_FR[zone],
                                    player=owner.player.name, cards=", ".join(held) or msg("empty")))
        left = available - Counter(names)
        if len(names) < count:
            more = sorted(n for n in left if fits(n) is None)
            if more:
                raise UserError(msg("call.too_few", label=ctx.label, cards=count,
                                    chosen=_chosen(len(names), only=True),
                                    more=f"{', '.join(more)} {french.plural(len(more), 'pourrait', 'pourraient')}"))
            game.trace.add("eredan.resolve.called-constraints",
                           f"{ctx.label} : seulement {french.count(len(names), 'carte')} sur {count} "
                           f"{french.plural(len(names), 'remplit', 'remplissent')} les conditions "
                           f"dans la {ZONE_FR[zone]}")
        for name in excluded:
            if name in held:
                game.trace.add("eredan.resolve.called-constraints",
                               f"{name}, que {ctx.label} vient de défausser, ne peut pas être rejoué par elle ; "
                               f"ses copies le peuvent")
    return names


# --- primitives: other cards ------------------------------------------------------

def _unfit(ctx: Ctx, step, name: str) -> str | None:
    """Why the card ``name`` cannot be called by the ``call`` step ``step`` (None: it can)."""
    game, owner = ctx.game, ctx.owner
    zone = step.get("from", "hand")
    definition = game.cards[name]
    if "duration" in step and definition.duration[0] != step["duration"]:
        return msg("call.not_duration", name=name, duration=step["duration"])
    changed = owner.player.changed_types.get((zone, name))   # cartes changeantes
    if "type" in step and (changed[0] if changed else definition.type) != step["type"]:
        return msg("call.not_type", name=name, type=step["type"])
    if step.get("playable") and owner.player.name not in game.ignore_restrictions:
        lacking = missing_restriction(owner, definition)
        if lacking:
            return msg("call.not_playable", who=owner.name, name=name, lacking=lacking)
    return None


def enough_to_call(ctx: Ctx) -> bool:
    """The condition ``enough_to_call`` (Conversion, before its first step): the zone of this card's ``call: N``
    step holds N cards it may call.  With fewer, the open reading ``called-short`` decides whether the card goes on
    (calling what there is, the default) or does nothing at all."""
    card = ctx.card
    steps = [dict(s) for s in card.definition.effects if "call" in s] if card is not None else []
    if card is None or not steps:
        raise UserError(msg("effect.enough_to_call", label=ctx.label))
    step = steps[0]
    count = int(step["call"])       # call: true is one card
    zone = step.get("from", "hand")
    fitting = [name for name in getattr(ctx.owner.player, zone) or [] if _unfit(ctx, step, name) is None]
    if len(fitting) >= count:
        return True
    there = (f"{ctx.label} appelle {french.count(count, 'carte')} et la {ZONE_FR[zone]} en offre seulement "
             f"{len(fitting)}")
    if ctx.game.chance.reading(CALLED_SHORT, ctx.game.trace) == "nothing-happens":
        ctx.game.trace.add("eredan.resolve.called-constraints", f"{there} : rien ne se passe")
        ctx.game.unused_choices.pop((card.seq, "choose"), None)     # the cards named by the player: moot here
        return False
    ctx.game.trace.add("eredan.resolve.called-constraints", f"{there} : elle se résout quand même")
    return True


def _matches(card: CardInPlay, spec: dict) -> bool:
    if "type" in spec and card.type != spec["type"]:
        return False
    if spec.get("guilded") and not card.definition.guilded:
        return False
    if "name" in spec and card.name != spec["name"]:
        return False
    return True


@primitive("cancel", {"type": "text", "guilded": "bool", "clones": "bool", "chained": "bool"})
def _cancel(ctx: Ctx, step, found):
    """Cancel the opponent's cards that are still waiting to resolve (one-shot)."""
    spec = step["cancel"] if isinstance(step["cancel"], dict) else {}
    players = {c.player.name for c in found}
    hit = []
    for card in pending(ctx.game):
        if card.player.name not in players or card.cancelled:
            continue
        if step.get("chained") and card.chained_to is not ctx.card:
            continue
        if card.clone_of is not None:
            continue
        if _matches(card, {**spec, **{k: step[k] for k in ("type", "guilded") if k in step}}):
            hit.append(card)
    for card in hit:
        cancel(ctx.game, card, ctx.label)
        for clone in pending(ctx.game):
            if clone.clone_of is card and not clone.cancelled:
                if step.get("clones"):
                    ctx.game.trace.add("eredan.resolve.clone-cancel",
                                       f"{ctx.label} annule aussi le clone {de(card.name)}, comme son effet le stipule")
                    cancel(ctx.game, clone, ctx.label)
                else:
                    ctx.game.trace.add("eredan.resolve.clone-cancel",
                                       f"le clone {de(card.name)} n'est pas annulé avec elle : il sera résolu")
    if not hit:
        ctx.game.trace.add("eredan.resolve.cancel", f"{ctx.label} : aucune carte en attente à annuler")


@primitive("cancel_next", {"type": "text"})
def _cancel_next(ctx: Ctx, step, found):
    """Cancel the next card of the given type the opponent resolves.

    Only cards already in play when this resolves can be hit: a card called or
    cloned afterwards does not suffer it (blog, « Les cartes appelées »).
    """
    spec: dict[str, Any] = step["cancel_next"] if isinstance(step["cancel_next"], dict) else {"type": step.get("type")}
    players = {c.player.name for c in found}
    # the seq reached now: cards appearing later (called, cloned) are not affected (blog, cartes appelées)
    ctx.game.watchers.append((spec, players, ctx.label, ctx.game.seq))
    what = TYPE_FR.get(spec.get("type") or "", "carte")
    ctx.game.trace.add("eredan.resolve.effect", f"{ctx.label} annulera la prochaine {what} adverse")


@primitive("call", {"from": "text", "type": "text", "duration": "text", "playable": "bool",
                    "other_than_discarded": "bool"})
def _call(ctx: Ctx, step, found):
    """Bring a card chosen by the player from hand/deck/discard; it resolves after the normal cards.

    ``call: N`` brings up to N cards (``choose`` then lists them); the other
    parameters constrain them: see :func:`choose_called`.
    """
    zone = step.get("from", "hand")
    for name in choose_called(ctx, step):
        call_card(ctx.game, ctx.owner, name, zone, ctx.label, step.get("type"))


@primitive("clone", {})
def _clone(ctx: Ctx, step, found):
    """Clone the card chained after this one; the clone resolves after the normal cards."""
    chained = [c for c in ctx.game.played if c.chained_to is ctx.card]
    if not chained:
        ctx.game.trace.add("eredan.resolve.called", f"{ctx.label} : aucune carte enchaînée à cloner")
        return
    clone_card(ctx.game, chained[0], ctx.label)


@primitive("ignore_restrictions", {})
def _ignore_restrictions(ctx: Ctx, step, found):
    ctx.game.ignore_restrictions.add(ctx.owner.player.name)
    ctx.game.trace.add("eredan.play.restrictions",
                       f"{ctx.label} : restrictions des prochaines cartes {de(ctx.owner.player.name)} ignorées")


@primitive("order_bonus", {})
def _order_bonus(ctx: Ctx, step, found):
    for target in found:
        give_order_bonus(ctx.game, target, ctx.label, force=True)


@primitive("discard_attached", {"type": "text", "subtype": "text", "which": "text", "duration": "text",
                                "exactly": "int"})
def _discard_attached(ctx: Ctx, step, found):
    """Discard cards attached to the targets (« défaussez l'arme du personnage adverse »).

    ``discard_attached: true`` (or a card name) chooses the cards; ``type`` and
    ``subtype`` (arme, armure, familier...) filter them; ``which`` is ``last``
    (the last one put down), ``first`` or ``all``; without it, when several cards
    fit, the player of the card chooses one (:data:`branch_points.DISCARD_ATTACHED`).  A card played this
    turn is attached from its resolution on, so it can already be discarded
    (blog, « Déroulement du tour avancé, Partie 2 »).  ``duration`` (permanent...)
    filters too; with ``exactly: N`` nothing is discarded unless exactly N cards
    match (« si un seul Sort permanent est attaché... », Conversion).
    """
    spec = step["discard_attached"]
    for target in found:
        matching = [c for c in target.attached
                    if (not isinstance(spec, str) or c.name == spec)
                    and ("type" not in step or c.type == step["type"])
                    and ("subtype" not in step or step["subtype"] in c.definition.subtypes)
                    and ("duration" not in step or c.duration[0] == step["duration"])]
        if "exactly" in step and len(matching) != step["exactly"]:
            concerned = french.count(len(matching), "carte concernée attachée", "cartes concernées attachées")
            ctx.game.trace.add("eredan.resolve.discard-attached",
                               f"{ctx.label} : {concerned} à {target.name} au lieu de {step['exactly']} : rien n'est "
                               "défaussé")
            continue
        which = step.get("which")
        if which is None and len(matching) > 1:       # the card does not say which: its player's choice
            chosen_cards = [_discarded_choice(ctx, target, matching)]
        else:
            chosen_cards = matching if which == "all" else matching[:1] if which == "first" else matching[-1:]
        if not chosen_cards:
            ctx.game.trace.add("eredan.resolve.discard-attached",
                               f"{ctx.label} : aucune carte attachée à {target.name} à défausser")
        for card in chosen_cards:
            when = "jouée ce tour-ci et déjà résolue" if card.turn == ctx.game.turn else "attachée"
            ctx.game.trace.add("eredan.resolve.discard-attached",
                               f"{ctx.label} défausse {card.name} ({when}) {de(target.name)}")
            leave_play(ctx.game, card, f"défaussée par {ctx.label}")
            ctx.discarded.append(card)


def _discarded_choice(ctx: Ctx, target: Character, matching: list[CardInPlay]) -> CardInPlay:
    """Which of the attached cards ``matching`` a card discards when it does not say (``which``): the choice of the
    player of the card, each option played unless the case fixes it (« carte défaussée par Brise-lame (Iro) »)."""
    def shown(card: CardInPlay) -> str:
        same = [c for c in matching if c.name == card.name]
        return card.name if len(same) == 1 else f"{card.name} ({french.ordinal(same.index(card) + 1)} posée)"

    return ctx.game.chance.choose(DISCARD_ATTACHED, f"carte défaussée par {ctx.label} ({target.name})",
                                  ctx.owner.player.name, matching, shown, ctx.game.trace)


@primitive("hand_size", {"players": "text"})
def _hand_size(ctx: Ctx, step, found):
    """Static only (Haine: the players' hand is 4 cards): read by :func:`turn.hand_size`.

    ``players`` is ``all`` (default), ``mine`` or ``theirs``, seen from the
    owner of the ability or card, which works only while the owner is alive.
    """


def _chosen(n: int, only: bool = False) -> str:
    """« 2 sont choisies », « 1 est choisie », « aucune n'est choisie »; ``only``: « seulement 1 est choisie »."""
    if n == 0:
        return "aucune n'est choisie"
    return f"{'seulement ' if only else ''}{french.count(n, 'est choisie', 'sont choisies')}"
