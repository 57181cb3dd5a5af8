"""Whom a step affects: self, opponent, carrier, allies… and the choices a scenario gives."""

from __future__ import annotations

from rulings.core.errors import UserError

from ..messages import msg
from ..model import Character, Game
from .base import Ctx

# --- targets ------------------------------------------------------------------

def targets(ctx: Ctx, step: dict, default: str = "self") -> list[Character]:
    game, owner = ctx.game, ctx.owner
    kind = step.get("target", default)
    mine = owner.player
    theirs = game.players[game.other(mine.name)]
    found: list[Character | None]          # None: a target that is not there (no opposing fighter)
    if kind == "self":
        found = [owner]
    elif kind == "opponent":
        found = [_opponent(game, owner)]
    elif kind == "carrier":
        found = [ctx.carrier]
    elif kind == "carrier_opponent":
        found = [_opponent(game, ctx.carrier)]
    elif kind == "fighters":
        found = [game.fighters[game.active], game.fighters[game.passive]]
    elif kind == "allies":
        found = [c for c in mine.characters if c is not owner]
    elif kind == "team":
        found = list(mine.characters)
    elif kind == "opponents":
        found = list(theirs.characters)
    elif kind == "all":
        found = list(game.characters())
    elif kind == "chosen":
        found = [chosen(ctx, "target")]
    elif kind == "subject":  # the character an event is about (any_death: the one who dies)
        found = [ctx.info.get("subject")] if ctx.info else []
    else:  # validated by the format; kept for safety
        raise UserError(msg("effect.unknown_target", kind=kind))
    present = [c for c in found if c is not None]
    if kind in ("allies", "team", "opponents", "all", "fighters"):
        present = [c for c in present if not c.dead]
    for key, group in (("race", "races"), ("class", "classes"), ("guild", "guilds")):
        if key in step:
            present = [c for c in present if step[key] in c.group(group)]
    if "carrying" in step:
        present = _carrying(ctx, present, step["carrying"])
    return present


def _carrying(ctx: Ctx, found: list, what: str) -> list:
    """Keep the characters that carry a card named ``what`` (or of subtype ``what``): blog, « Charge »."""
    kept = [c for c in found if any(card.name == what or what in card.definition.subtypes for card in c.attached)]
    left = [c.name for c in found if c not in kept]
    if left:
        ctx.game.trace.add("eredan.targets.carrying", f"{ctx.label} : {', '.join(left)} ne porte(nt) pas {what}, "
                                                      f"effet non appliqué")
    return kept


def _opponent(game: Game, character: Character) -> Character | None:
    """The opposing fighter: the one ``character`` fights, or, for a character not fighting, its side's."""
    return game.fighters.get(game.other(character.player.name))


def chosen(ctx: Ctx, key: str):
    """A choice the scenario gave for this card (e.g. ``target``), marked as used."""
    card = ctx.card
    if card is None or key not in card.choices:
        raise UserError(msg("effect.needs_choice", label=ctx.label, key=key))
    ctx.game.unused_choices.pop((card.seq, key), None)
    value = card.choices[key]
    if key == "target":
        return find_character(ctx.game, value)
    return value


def find_character(game: Game, name: str) -> Character:
    for character in game.characters():
        if character.name == name:
            return character
    from rulings.core.errors import did_you_mean

    raise UserError(msg("effect.no_character", name=name),
                    hint=did_you_mean(name, [c.name for c in game.characters()]))


