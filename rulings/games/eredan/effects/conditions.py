"""Conditions of a step (``if:``): ally alive, comparisons, markers, damage events…"""

from __future__ import annotations

from rulings.core.errors import UserError
from rulings.core.french import de

from .. import damage
from ..messages import msg
from ..model import IDENTITY
from .base import Ctx
from .card_steps import enough_to_call
from .values import _who, value

# --- conditions ---------------------------------------------------------------

def condition(ctx: Ctx, cond) -> bool:
    if cond is None:
        return True
    if "all" in cond:
        return all(condition(ctx, c) for c in cond["all"])
    if "any" in cond:
        return any(condition(ctx, c) for c in cond["any"])
    if "not" in cond:
        return not condition(ctx, cond["not"])
    if "ally_alive" in cond:
        return any(c.name == cond["ally_alive"] and not c.dead for c in ctx.owner.player.characters)
    if "compare" in cond:
        left, op, right = cond["compare"]
        a, b = value(ctx, left), value(ctx, right)
        return {">=": a >= b, ">": a > b, "<=": a <= b, "<": a < b, "==": a == b, "!=": a != b}[op]
    if "no_weapon" in cond:
        who = _who(ctx, cond["no_weapon"], None)
        return not any(card.definition.is_weapon for card in who.attached)
    if "has_marker" in cond:   # a kind (the carrier has one), or {marker: poudre, who: opponent, min: 2}
        spec = cond["has_marker"] if isinstance(cond["has_marker"], dict) else {"marker": cond["has_marker"]}
        who = _who(ctx, spec.get("who", "carrier"), None)
        return who.markers.get(spec["marker"], 0) >= spec.get("min", 1)
    if "played_by" in cond:
        return ctx.owner.definition.name in cond["played_by"] or ctx.owner.name in cond["played_by"]
    if "fighting" in cond:
        return (ctx.game.opponent_of(_who(ctx, cond["fighting"], None)) is not None)
    if "belongs" in cond:
        return _belongs(ctx, cond["belongs"])
    if "played" in cond:
        return _played(ctx, cond["played"])
    if "discarded" in cond:   # this card's earlier steps discarded at least N cards (Conversion)
        return len(ctx.discarded) >= cond["discarded"]
    if "enough_to_call" in cond:   # the zone holds the cards this card's call step asks for (Conversion)
        return enough_to_call(ctx) == bool(cond["enough_to_call"])
    if "damage" in cond:
        return _damage_event(ctx, cond["damage"])
    raise UserError(msg("effect.unknown_condition", label=ctx.label, condition=dict(cond)))


def _belongs(ctx: Ctx, spec: dict) -> bool:
    """``{belongs: {who: carrier, classes: [Mage], guilds: [...]}}``: the character (default: the carrier)
    has, in each group named, one of the values, after changes (a Golem's object gives the bonus of its
    class, guild or caste, wiki « Races »)."""
    who = _who(ctx, spec.get("who", "carrier"), None)
    found = []
    for group in (g for g in spec if g != "who"):
        if group not in IDENTITY:
            raise UserError(msg("effect.belongs", label=ctx.label, group=group))
        wanted = spec[group] if isinstance(spec[group], list) else [spec[group]]
        have = [v for v in who.group(group) if v in wanted]
        if not have:
            return False
        found.extend(have)
    ctx.game.trace.add("eredan.resolve.affiliation-bonus",
                       f"{ctx.label} : {who.name} est {', '.join(found)}")
    return True


CONDITIONS = ("all", "any", "not", "ally_alive", "compare", "no_weapon", "has_marker", "played_by", "fighting",
              "belongs", "played", "discarded", "enough_to_call", "damage")


def _damage_event(ctx: Ctx, spec: dict) -> bool:
    """``{damage: {kind, element, spell, by, by_weapon}}``, for a ``when: damaged`` step: the damage just
    received matches each key given: its kind (a kind or a list), element (feu...), whether it is a
    spell's, who dealt it (``by``: self, ally or opponent of the carrier) and a subtype of a weapon the
    dealer carries (``by_weapon: poudre``).  Damage from a card is dealt by the character who played it
    (blog, « Baril d'explosifs »)."""
    info = ctx.info or {}
    if "kind" not in info:
        raise UserError(msg("effect.damage_condition", label=ctx.label))
    kinds = spec.get("kind")
    if kinds and info["kind"] not in (kinds if isinstance(kinds, list) else [kinds]):
        return False
    if "element" in spec and info.get("element") != spec["element"]:
        return False
    if "spell" in spec and bool(info.get("spell")) != spec["spell"]:
        return False
    dealer = info.get("dealer")
    if "by" in spec or "by_weapon" in spec:
        if dealer is None:
            return False
        if "by" in spec:
            who = "self" if dealer is ctx.carrier else "ally" if dealer.player is ctx.carrier.player else "opponent"
            if who != spec["by"]:
                return False
        if "by_weapon" in spec:
            weapons = [c for c in dealer.attached
                       if c.definition.is_weapon and spec["by_weapon"] in c.definition.subtypes]
            if not weapons:
                return False
    traced = info.setdefault("traced", set())   # once per card and damage, whatever its number of steps
    if id(ctx.source) not in traced:
        traced.add(id(ctx.source))
        what = damage.count_fr(info['amount'], info['kind']) + (f" {de(info['element'])}" if
                                                                             info.get("element") else "")
        by = f", infligés par {dealer.name}" if dealer is not None else ""
        if "by_weapon" in spec:
            by += f", équipé {de(weapons[0].name)} ({spec['by_weapon']})"
        ctx.game.trace.add("eredan.damage.trigger", f"{ctx.label} se déclenche : {ctx.carrier.name} subit {what}{by}")
    return True


def _played(ctx: Ctx, spec: dict) -> bool:
    """``{played: {by: opponent, type: objet}}``, for a ``card_played`` step: the card whose turn in the
    resolution just came was played by the opponent (or ``self``, ``any``) and is of this type."""
    card = (ctx.info or {}).get("card")
    if card is None:
        raise UserError(msg("effect.played_condition", label=ctx.label))
    by = spec.get("by", "any")
    mine = card.player is ctx.owner.player
    if (by == "opponent" and mine) or (by == "self" and not mine):
        return False
    return "type" not in spec or card.type == spec["type"]


