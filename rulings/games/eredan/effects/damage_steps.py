"""Primitives about damage, loss of HP, healing and their modifiers."""

from __future__ import annotations

from rulings.core import french
from rulings.core.errors import UserError
from rulings.core.french import de

from .. import damage
from ..messages import msg
from .base import Ctx, primitive
from .runner import amount
from .values import value

# --- primitives: damage and HP ---------------------------------------------------

@primitive("damage", {"kind": "text", "element": "text", "ignore_death": "bool", "as_spell": "bool"})
def _damage(ctx: Ctx, step, found):
    """Deal damage, dealt by the character who played the card (blog, « Solaris »).  The damage of a
    spell (or of a card whose damage ``as_spell`` « sont considérés comme ceux d'un sort », Flammes du
    Phoenix) is a spell's damage: a protection against spells of its element prevents it."""
    kind = step.get("kind", "magical")
    spell = bool(step.get("as_spell")) or (ctx.card is not None and ctx.card.type == "sort")
    for target in found:
        dealt = amount(ctx, step["damage"], target)
        if ctx.card is not None:          # a card's damage is its player's (an ability's is plainly its owner's)
            ctx.game.trace.add("eredan.damage.dealt-by", f"les dégâts {de(ctx.label)} sont infligés par "
                                                         f"{ctx.owner.name}")
        damage.deal(ctx.game, target, dealt, kind, ctx.owner, ctx.label, step.get("element"),
                    step.get("ignore_death", False), spell=spell)


@primitive("lose_hp", {})
def _lose_hp(ctx: Ctx, step, found):
    for target in found:
        amount = value(ctx, step["lose_hp"], target)
        if amount > 0:
            damage.lose_hp(ctx.game, target, amount, ctx.label)


@primitive("heal", {"ignore_death": "bool"})
def _heal(ctx: Ctx, step, found):
    for target in found:
        healed = amount(ctx, step["heal"], target)
        if healed > 0:
            damage.heal(ctx.game, target, healed, ctx.label, step.get("ignore_death", False))


@primitive("kill", {})
def _kill(ctx: Ctx, step, found):
    for target in found:
        damage.kill(ctx.game, target, ctx.label)


@primitive("reduce_damage", {"kinds": "list", "element": "text", "dealt": "bool"})
def _reduce_damage(ctx: Ctx, step, found):
    """Static only: read by :func:`damage.reductions`.  The damage the targets receive is reduced; with
    ``dealt: true``, the damage they deal (Perversion: « -1 aux dégâts du personnage »)."""


@primitive("prevent_damage", {"element": "text", "spell": "bool"})
def _prevent_damage(ctx: Ctx, step, found):
    """« Ne subissent aucun dégât » (Evanouissement): ``prevent_damage: all`` or a list of kinds.

    As a static step (``when: static``) of a card or ability, it protects its
    targets (default: the carrier) while it is in play, only from the damage of
    the given ``element`` (feu...) and, with ``spell: true``, only from a spell's
    damage (Pierre-cœur noircie against fire spells): read by :func:`damage.deal`.

    The targets are chosen when the effect applies (« les personnages en combat »:
    ``target: fighters``); damage dealt before is kept.  Lasts ``until``
    end_of_turn (default, « ce tour-ci ») or end_of_combat, even once the card
    is discarded.
    """
    spec = step["prevent_damage"]
    kinds = () if spec in ("all", True) else tuple(spec if isinstance(spec, list) else [spec])
    until = step.get("until", "end_of_turn")
    if until not in ("end_of_combat", "end_of_turn"):
        raise UserError(msg("effect.prevent_until", label=ctx.label, until=until))
    for target in found:
        damage.add_shield(ctx.game, target, kinds, ctx.label, until)


@primitive("boost", {"card_type": "text"})
def _boost(ctx: Ctx, step, found):
    """Static only: ``{when: static, boost: 1, card_type: sort, target: self}`` adds 1 to the amounts of the
    effects of the cards of that type the targets play (« +1 aux effets des sorts », blog « Débat
    philosophique »); read by :func:`amount`."""


@primitive("set_duration", {})
def _set_duration(ctx: Ctx, step, found):
    """Change how long this card stays in play: ``ephemeral``, ``permanent``, ``{combats: N}``, ``{turns: N}``.

    With a condition on who played it (La part d'ombre: 3 combats only for two
    characters, otherwise discarded at the end of the combat).
    """
    if ctx.card is None:
        raise UserError(msg("effect.set_duration_card", label=ctx.label))
    spec = step["set_duration"]
    if isinstance(spec, dict):
        (kind, count), = spec.items()
    else:
        kind, count = spec, 0
    ctx.card.duration = (kind, count)
    what = {"ephemeral": "éphémère : défaussée à la fin du combat", "permanent": "permanente",
            "combats": f"durée {french.count(count, 'combat')}", "turns": f"durée {french.count(count, 'tour')}"}[kind]
    ctx.game.trace.add("eredan.duration.played-by", f"{ctx.label} jouée par {ctx.owner.name} : {what}")


