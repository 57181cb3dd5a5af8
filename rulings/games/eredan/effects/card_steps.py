"""Primitives about other cards: cancel, call, clone, restrictions, orders, discards, hand size."""

from __future__ import annotations

from ..model import TYPE_FR, CardInPlay
from .base import Ctx, primitive

# --- primitives: other cards ------------------------------------------------------

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
    from ..resolution import cancel, pending

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
                                       f"{ctx.label} annule aussi le clone de {card.name}, comme son effet le stipule")
                    cancel(ctx.game, clone, ctx.label)
                else:
                    ctx.game.trace.add("eredan.resolve.clone-cancel",
                                       f"le clone de {card.name} n'est pas annulé avec elle : il sera résolu")
    if not hit:
        ctx.game.trace.add("eredan.resolve.cancel", f"{ctx.label} : aucune carte en attente à annuler")


@primitive("cancel_next", {"type": "text"})
def _cancel_next(ctx: Ctx, step, found):
    """Cancel the next card of the given type the opponent resolves.

    Only cards already in play when this resolves can be hit: a card called or
    cloned afterwards does not suffer it (blog, « Les cartes appelées »).
    """
    spec = step["cancel_next"] if isinstance(step["cancel_next"], dict) else {"type": step.get("type")}
    players = {c.player.name for c in found}
    # the seq reached now: cards appearing later (called, cloned) are not affected (blog, cartes appelées)
    ctx.game.watchers.append((spec, players, ctx.label, ctx.game.seq))
    what = TYPE_FR.get(spec.get("type"), "carte")
    ctx.game.trace.add("eredan.resolve.effect", f"{ctx.label} annulera la prochaine {what} adverse")


@primitive("call", {"from": "text", "type": "text", "duration": "text", "playable": "bool",
                    "other_than_discarded": "bool"})
def _call(ctx: Ctx, step, found):
    """Bring a card chosen by the player from hand/deck/discard; it resolves after the normal cards.

    ``call: N`` brings up to N cards (``choose`` then lists them); the other
    parameters constrain them: see :func:`zones.choose_called`.
    """
    from ..resolution import call_card
    from ..zones import choose_called

    zone = step.get("from", "hand")
    for name in choose_called(ctx, step):
        call_card(ctx.game, ctx.owner, name, zone, ctx.label, step.get("type"))


@primitive("clone", {})
def _clone(ctx: Ctx, step, found):
    """Clone the card chained after this one; the clone resolves after the normal cards."""
    from ..resolution import clone_card

    chained = [c for c in ctx.game.played if c.chained_to is ctx.card]
    if not chained:
        ctx.game.trace.add("eredan.resolve.called", f"{ctx.label} : aucune carte enchaînée à cloner")
        return
    clone_card(ctx.game, chained[0], ctx.label)


@primitive("ignore_restrictions", {})
def _ignore_restrictions(ctx: Ctx, step, found):
    ctx.game.ignore_restrictions.add(ctx.owner.player.name)
    ctx.game.trace.add("eredan.play.restrictions",
                       f"{ctx.label} : restrictions des prochaines cartes de {ctx.owner.player.name} ignorées")


@primitive("order_bonus", {})
def _order_bonus(ctx: Ctx, step, found):
    from ..turn import give_order_bonus

    for target in found:
        give_order_bonus(ctx.game, target, ctx.label, force=True)


@primitive("discard_attached", {"type": "text", "subtype": "text", "which": "text", "duration": "text",
                                "exactly": "int"})
def _discard_attached(ctx: Ctx, step, found):
    """Discard cards attached to the targets (« défaussez l'arme du personnage adverse »).

    ``discard_attached: true`` (or a card name) chooses the cards; ``type`` and
    ``subtype`` (arme, armure, familier...) filter them; ``which`` is ``last``
    (default: the last one put down), ``first`` or ``all``.  A card played this
    turn is attached from its resolution on, so it can already be discarded
    (blog, « Déroulement du tour avancé, Partie 2 »).  ``duration`` (permanent...)
    filters too; with ``exactly: N`` nothing is discarded unless exactly N cards
    match (« si un seul Sort permanent est attaché... », Conversion).
    """
    from ..equipment import leave_play

    spec = step["discard_attached"]
    for target in found:
        matching = [c for c in target.attached
                    if (not isinstance(spec, str) or c.name == spec)
                    and ("type" not in step or c.type == step["type"])
                    and ("subtype" not in step or step["subtype"] in c.definition.subtypes)
                    and ("duration" not in step or c.duration[0] == step["duration"])]
        if "exactly" in step and len(matching) != step["exactly"]:
            ctx.game.trace.add("eredan.resolve.discard-attached",
                               f"{ctx.label} : {len(matching)} carte(s) concernée(s) attachée(s) à {target.name} au "
                               f"lieu de {step['exactly']} : rien n'est défaussé")
            continue
        which = step.get("which", "last")
        chosen_cards = matching if which == "all" else matching[:1] if which == "first" else matching[-1:]
        if not chosen_cards:
            ctx.game.trace.add("eredan.resolve.discard-attached",
                               f"{ctx.label} : aucune carte attachée à {target.name} à défausser")
        for card in chosen_cards:
            when = "jouée ce tour-ci et déjà résolue" if card.turn == ctx.game.turn else "attachée"
            ctx.game.trace.add("eredan.resolve.discard-attached",
                               f"{ctx.label} défausse {card.name} ({when}) de {target.name}")
            leave_play(ctx.game, card, f"défaussée par {ctx.label}")
            ctx.discarded.append(card)


@primitive("hand_size", {"players": "text"})
def _hand_size(ctx: Ctx, step, found):
    """Static only (Haine: the players' hand is 4 cards): read by :func:`turn.hand_size`.

    ``players`` is ``all`` (default), ``mine`` or ``theirs``, seen from the
    owner of the ability or card, which works only while the owner is alive.
    """


