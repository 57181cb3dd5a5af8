"""Amounts: a number, a path such as ``self.defense.base``, or a mapping (count, times…)."""

from __future__ import annotations

from rulings.core.errors import UserError
from rulings.core.french import count, de

from .. import runes, stats
from ..messages import msg
from ..model import STAT_FR, Character, stat_names
from .base import Ctx
from .targets import targets

# --- values -------------------------------------------------------------------

# Keys of an amount given as a mapping (keep in step with value(); check_amount refuses others).
VALUE_KEYS = ("count", "value", "bonus_cards", "of", "race", "class", "guild", "carrying", "runes", "times",
              "divide", "plus", "max", "min")


def value(ctx: Ctx, expr, target: Character | None = None) -> int:
    """Evaluate an amount: a number, a path such as 'self.defense.base', or a mapping."""
    if isinstance(expr, bool):
        return int(expr)
    if isinstance(expr, int):
        return expr
    if isinstance(expr, str):
        return _path(ctx, expr, target)
    if "count" in expr:
        found = targets(ctx, {"target": expr["count"], **{k: expr[k] for k in ("race", "class", "guild",
                                                                              "carrying") if k in expr}})
        # « +1 par Rune Cor portée par vos personnages »: the runes of that name they carry, not the characters
        result = sum(c.runes.count(expr["runes"]) for c in found) if "runes" in expr else len(found)
        if "runes" in expr:
            result += runes.still_counted(ctx.game, [c for c, r in ctx.consumed if c in found and r == expr["runes"]],
                                          expr["runes"], ctx.label)
    elif "bonus_cards" in expr:
        result = _bonus_cards(ctx, expr["bonus_cards"], _who(ctx, expr.get("of", "self"), target))
    else:
        result = value(ctx, expr["value"], target)
    if "times" in expr:
        result *= expr["times"]
    if "divide" in expr:
        result //= expr["divide"]
    if "plus" in expr:
        result += value(ctx, expr["plus"], target)
    if "max" in expr:
        result = min(result, expr["max"])
    if "min" in expr:
        result = max(result, expr["min"])
    return result


def _bonus_cards(ctx: Ctx, stat: str, who: Character) -> int:
    """``{bonus_cards: defense}``: how many cards give ``who`` a bonus (+X) to ``stat``.

    Blog, « La meilleure défense... »: each card counts once whatever the size
    of its bonus; cards lowering the characteristic, abilities of characters
    and the final value (after a fixation, Attaque magique) do not matter.
    """
    cards = stats.cards_giving_bonus(who, stat_names(stat))
    ctx.game.trace.add("eredan.stats.bonus-cards",
                       f"{ctx.label} : {count(len(cards), 'carte apporte', 'cartes apportent')} un bonus "
                       f"{de(STAT_FR[stat_names(stat)[0]])} "
                       f"à {who.name}" + (f" ({', '.join(c.name for c in cards)})" if cards else ""))
    return len(cards)


def _who(ctx: Ctx, word: str, target: Character | None) -> Character:
    if word == "target":
        if target is None:
            raise UserError(msg("effect.no_target", label=ctx.label))
        return target
    if word == "card":
        return ctx.carrier
    found = targets(ctx, {"target": word})
    if not found:
        raise UserError(msg("effect.nobody", label=ctx.label, word=word))
    return found[0]


def _path(ctx: Ctx, path: str, target: Character | None) -> int:
    parts = path.split(".")
    who = _who(ctx, parts[0], target)
    rest = parts[1:]
    if not rest:
        raise UserError(msg("effect.value_is_character", label=ctx.label, path=path))
    head = rest[0]
    if head in ("attack", "attack_min", "attack_max", "defense", "spirit"):
        stat = "attack_min" if head == "attack" else head
        what = rest[1] if len(rest) > 1 else "value"
        if what == "base":
            return stats.base(who, stat)
        if what == "bonus":
            return stats.bonus(who, stat)
        return stats.shown(who, stat)
    if head == "hp":
        return who.hp
    if head == "max_hp":
        return who.max_hp
    if head == "missing_hp":
        return who.max_hp - who.hp
    if head == "dealt":   # damage dealt by the character, its cards' included (blog, « Solaris »)
        turn = rest[1:] == ["turn"]
        dealt = who.dealt_turn if turn else who.dealt_combat
        ctx.game.trace.add("eredan.damage.dealt-by", f"{ctx.label} : {who.name} a infligé {count(dealt, 'dégât')} "
                                                     f"pendant le {'tour' if turn else 'combat'}, ceux de ses cartes "
                                                     "compris")
        return dealt
    if head == "healed":
        return who.healed_turn if rest[1:] == ["turn"] else who.healed
    if head == "markers":
        return who.markers.get(rest[1], 0)
    if head == "runes":   # runes carried: all of them, or those of one name (« +1 par Rune Cor portée »)
        return len(who.runes) if len(rest) == 1 else who.runes.count(rest[1])
    if head == "rune_slots":   # rune slots (« si vous en avez moins de 5 »): the runes it can carry
        return runes.slots(who)
    if head == "damage":
        return ctx.info.get("amount", 0) if ctx.info else 0
    raise UserError(msg("effect.unknown_value", label=ctx.label, path=path))


