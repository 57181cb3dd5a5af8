"""Primitives about characteristics, identity, markers and runes."""

from __future__ import annotations

from rulings.core.errors import UserError

from .. import runes, stats
from ..messages import msg
from ..model import GROUP_FR, IDENTITY, stat_names
from .base import Ctx, primitive
from .runner import _until, amount
from .targets import _opponent
from .values import _who, value

# --- primitives: characteristics -------------------------------------------------

@primitive("stat", {"add": "amount", "set": "amount", "divide": "int", "multiply": "int"})
def _stat(ctx: Ctx, step, found):
    until = _until(ctx, step)
    for target in found:
        added = amount(ctx, step["add"], target) if "add" in step else None   # once for attack min. and max.
        for stat in stat_names(step["stat"]):
            if "add" in step:
                stats.modify(ctx.game, target, stat, "add", added, ctx.source, until, ctx.label)
            elif "set" in step:
                stats.modify(ctx.game, target, stat, "set", value(ctx, step["set"], target), ctx.source, until,
                             ctx.label)
            elif "divide" in step:
                stats.modify(ctx.game, target, stat, "scale", (1, step["divide"]), ctx.source, until, ctx.label)
            elif "multiply" in step:
                stats.modify(ctx.game, target, stat, "scale", (step["multiply"], 1), ctx.source, until, ctx.label)
            else:
                raise UserError(msg("effect.stat_needs", label=ctx.label))


@primitive("copy_stat", {"from": "stat", "continuous": "bool"})
def _copy_stat(ctx: Ctx, step, found):
    """Set a characteristic to another one of the same character, once (its value now); with
    ``continuous: true`` it stays equal to it while the effect lasts, whatever modifies either one
    (Porte-bonheur: « attaque min. égale à son attaque max. », even beyond a limitation)."""
    until = _until(ctx, step)
    for target in found:
        source_value = stats.raw(target, step["from"])
        for stat in stat_names(step["copy_stat"]):
            if step.get("continuous"):
                stats.modify(ctx.game, target, stat, "equal", stat_names(step["from"])[0], ctx.source, until,
                             ctx.label)
            else:
                stats.modify(ctx.game, target, stat, "set", source_value, ctx.source, until, ctx.label,
                             "eredan.stats.swap")


@primitive("swap", {"what": "text"})
def _swap(ctx: Ctx, step, found):
    """Exchange values, bases or bonuses of a characteristic between the two fighters."""
    game = ctx.game
    first, second = ctx.owner, _opponent(game, ctx.owner)
    if second is None:
        raise UserError(msg("effect.exchange", label=ctx.label))
    what = step.get("what", "value")
    until = _until(ctx, step)
    for stat in stat_names(step["swap"]):
        (v1, b1), (v2, b2) = stats.fold(first, stat), stats.fold(second, stat)
        if what == "value":
            new1, new2, kind, rule = v2, v1, "set", "eredan.stats.swap"
        elif what == "bonus":
            new1, new2, kind, rule = b1 + (v2 - b2), b2 + (v1 - b1), "set", "eredan.stats.bonus"
        elif what == "base":
            new1, new2, kind, rule = b2, b1, "base", "eredan.stats.base-swap"
        else:
            raise UserError(msg("effect.swap_what", label=ctx.label))
        stats.modify(game, first, stat, kind, new1, ctx.source, until, ctx.label, rule)
        stats.modify(game, second, stat, kind, new2, ctx.source, until, ctx.label, rule)


@primitive("limit", {})
def _limit(ctx: Ctx, step, found):
    """Limit the variation of every characteristic to ±N (Dame Yilith, Echapper à la mort)."""
    for target in found:
        stats.add_limit(ctx.game, target, value(ctx, step["limit"], target), ctx.source, _until(ctx, step),
                        ctx.label)


@primitive("immune", {"to": "text"})
def _immune(ctx: Ctx, step, found):
    for target in found:
        for stat in stat_names(step["immune"]):
            stats.add_immunity(ctx.game, target, stat, step.get("to", "modify"), ctx.source, _until(ctx, step),
                               ctx.label)


@primitive("identity", {"from": "text", "set": "list"})
def _identity(ctx: Ctx, step, found):
    """Change guilds/classes/races/castes: copied from a character, or given."""
    groups = step["identity"] if isinstance(step["identity"], list) else [step["identity"]]
    for target in found:
        for group in groups:
            if group not in IDENTITY:
                raise UserError(msg("effect.identity", label=ctx.label))
            if "from" in step:
                new = _who(ctx, step["from"], target).group(group)
            else:
                new = tuple(step.get("set", ()))
            target.identity_overrides.append((group, tuple(new), ctx.source, _until(ctx, step)))
            ctx.game.trace.add("eredan.identity.change", f"{target.name} : {GROUP_FR[group].lower()} → "
                                                         f"{', '.join(new) or 'aucune'} ({ctx.label})")


@primitive("markers", {"add": "amount", "remove": "amount", "set": "amount"})
def _markers(ctx: Ctx, step, found):
    kind = step["markers"]
    for target in found:
        before = target.markers.get(kind, 0)
        if "set" in step:
            after = value(ctx, step["set"], target)
        else:
            after = before + value(ctx, step.get("add", 0), target) - value(ctx, step.get("remove", 0), target)
        target.markers[kind] = max(0, after)
        ctx.game.trace.add("eredan.markers", f"{target.name} : marqueurs {kind} {before} → {target.markers[kind]}"
                                             f" ({ctx.label})")




@primitive("gain_rune", {"amount": "amount"})
def _gain_rune(ctx: Ctx, step, found):
    """« gagne une rune Cor » (wiki, « Les Runes »): each target gains ``amount`` runes (default 1) of that name,
    the oldest giving way beyond its limit (:func:`runes.gain`)."""
    for target in found:
        for _ in range(value(ctx, step.get("amount", 1), target)):
            runes.gain(ctx.game, target, step["gain_rune"], ctx.label)


@primitive("rune_slots", {"max": "int"})
def _rune_slots(ctx: Ctx, step, found):
    """« Vous avez 1 emplacement supplémentaire de Rune (maximum 6) » (client texts): each target can carry
    ``rune_slots`` more runes, never beyond ``max`` when the text gives one, as long as the effect lasts (its card
    in play, or ``until``: « jusqu'à la fin de la partie », ``never``) (:func:`runes.add_slots`)."""
    until = _until(ctx, step)
    for target in found:
        runes.add_slots(ctx.game, target, value(ctx, step["rune_slots"], target), step.get("max"), ctx.source, until,
                        ctx.label)
