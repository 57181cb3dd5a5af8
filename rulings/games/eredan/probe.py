"""Reading the state for expectations: ``Naya.defense``, ``A.score``, ``winner``…

:func:`parse` checks a path once, when the scenario loads (unknown character or
property is a user error, with "did you mean"); :func:`read` reads it from a
game.  Values are returned in the form a judge writes them: attack as "2/8",
bonuses as "+12/+10", zones as lists of card names.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction

from rulings.core import probes
from rulings.core.errors import UserError, did_you_mean
from rulings.core.french import de
from rulings.core.spec import describe

from . import damage, initiative, runes, stats
from .messages import msg
from .model import Character, Game

STAT_PROPS = {"": "value", "base": "base", "bonus": "bonus", "raw": "raw"}
CHARACTER_PROPS = (
    "attack", "attack.min", "attack.max", "attack.base", "attack.bonus", "attack.raw",
    *(f"{s}{'.' + p if p else ''}" for s in ("defense", "spirit") for p in STAT_PROPS),
    "hp", "max_hp", "damage", "damage.physical", "damage.magical", "damage.direct", "hp_lost", "healed",
    "attached", "dead", "tapped", "guilds", "classes", "races", "castes", "markers.<nom>", "runes",
    "rune_slots", "can_play.<carte>",
)
PLAYER_PROPS = ("hand", "deck", "discard", "removed", "score", "tickets", "initiative")
GLOBAL = ("winner", "cancelled", "refused", "activations", "deaths", "over")


GLOBAL_FR = {"winner": "Vainqueur", "cancelled": "Cartes annulées", "refused": "Cartes refusées",
             "activations": "Ordre d'activation", "deaths": "Morts", "over": "Partie finie"}
PLAYER_FR = {"hand": "Main", "deck": "Deck", "discard": "Défausse", "removed": "Cartes retirées du jeu",
             "score": "Score", "tickets": "Tickets d'initiative", "initiative": "Chance de commencer la partie"}
STAT_FR = {"attack": "Attaque", "defense": "Défense", "spirit": "Esprit"}
STAT_PART_FR = {"": "", "min": " min.", "max": " max.", "base": " de base", "bonus": " (bonus)",
                "raw": " mémorisée"}
CHARACTER_FR = {"hp": "PV", "max_hp": "PV maximum", "damage": "Dégâts subis", "damage.physical": "Dégâts physiques",
                "damage.magical": "Dégâts magiques", "damage.direct": "Dégâts directs", "hp_lost": "PV perdus",
                "healed": "PV soignés", "attached": "Cartes attachées", "dead": "Mort", "tapped": "Incliné",
                "guilds": "Guildes", "classes": "Classes", "races": "Races", "castes": "Castes",
                "runes": "Runes portées (de la plus ancienne à la plus récente)",
                "rune_slots": "Emplacements de rune"}


def label(parsed: tuple) -> str:
    """How a reader names an expected value: « Défense d'Ensorceleuse », « Main de B », « Ordre d'activation »."""
    if parsed[0] == "global":
        return GLOBAL_FR[parsed[1]]
    if parsed[0] == "player":
        return f"{PLAYER_FR[parsed[2]]} {de(parsed[1])}"
    name, prop = parsed[1], parsed[2]
    if prop.startswith("markers."):
        return f"Marqueurs {prop[8:]} {de(name)}"
    if prop.startswith("can_play."):
        return f"{name} peut jouer {prop[9:]}"
    stat, _, part = prop.partition(".")
    if stat in STAT_FR:
        return f"{STAT_FR[stat]}{STAT_PART_FR[part]} {de(name)}"
    return f"{CHARACTER_FR[prop]} {de(name)}"          # every other property of CHARACTER_PROPS has its label


def parse(path: str, characters: list[str]) -> tuple:
    """Return a parsed path: ('global', key) | ('player', 'A', prop) | ('character', name, prop)."""
    if path in GLOBAL:
        return ("global", path)
    found = probes.subject(path, ("A", "B"))
    if found:
        player, prop = found
        probes.known(prop, PLAYER_PROPS, msg("probe.unknown_player_prop", prop=prop, path=path))
        return ("player", player, prop)
    found = probes.subject(path, characters)
    if found:
        name, prop = found
        if not prop.startswith(("markers.", "can_play.")):
            probes.known(prop, CHARACTER_PROPS, msg("probe.unknown_prop", prop=prop, of_name=de(name)))
        return ("character", name, prop)
    head = path.split(".")[0]
    hint = did_you_mean(head, list(characters) + ["A", "B"]) or did_you_mean(path, GLOBAL)
    raise UserError(msg("probe.names_nothing", path=path, characters=", ".join(characters), globals=", ".join(GLOBAL)),
                    hint=hint)


# --- the type of each value, checked when the scenario loads ---------------------------------------------

PLACEHOLDER = "???"        # a value ``rulings new`` leaves to fill: the run shows what the engine computes
_WHOLE = re.compile(r"[+-]?\d+")
_PAIR = re.compile(r"[+-]?\d+/[+-]?\d+")
_FRACTION = re.compile(r"\d+(/\d+)?")


def _whole(value) -> bool:
    return (isinstance(value, int) and not isinstance(value, bool)) or (
        isinstance(value, str) and bool(_WHOLE.fullmatch(value.strip())))


def _pair(value) -> bool:
    return isinstance(value, str) and bool(_PAIR.fullmatch(value.replace(" ", "")))


VALUE_KINDS = {
    "int": _whole, "signed": _whole, "attack": _pair, "attack_bonus": _pair,
    "names": lambda v: isinstance(v, list),
    "zone": lambda v: v is None or isinstance(v, list),
    "bool": lambda v: isinstance(v, bool),
    "winner": lambda v: v is None or v in ("A", "B", "draw"),
    "fraction": lambda v: (isinstance(v, int) and not isinstance(v, bool)) or (
        isinstance(v, str) and bool(_FRACTION.fullmatch(v.replace(" ", "")))),
}


def value_kind(parsed: tuple) -> str:
    """The kind of value a parsed path holds (a key of :data:`VALUE_KINDS`)."""
    if parsed[0] == "global":
        return {"winner": "winner", "over": "bool"}.get(parsed[1], "names")
    if parsed[0] == "player":
        return {"score": "int", "tickets": "int", "initiative": "fraction"}.get(parsed[2], "zone")
    prop = parsed[2]
    if prop in ("attack", "attack.base", "attack.raw"):
        return "attack"
    if prop == "attack.bonus":
        return "attack_bonus"
    if prop in ("attached", "guilds", "classes", "races", "castes", "runes"):
        return "names"
    if prop in ("dead", "tapped") or prop.startswith("can_play."):
        return "bool"
    return "signed" if prop.endswith(".bonus") else "int"


def check_expected(path: str, parsed: tuple, expected) -> None:
    """Raise UserError if ``expected`` cannot be a value of ``path`` (« Naya.defense: zero »): a wrong expectation
    is a mistake in the file, not a finding of the engine."""
    kind = value_kind(parsed)
    if expected != PLACEHOLDER and not VALUE_KINDS[kind](expected):
        raise UserError(msg("probe.wrong_type", path=path, kind=msg(f"probe.kind.{kind}"), value=describe(expected)))


def read(game: Game, parsed: tuple):
    kind = parsed[0]
    if kind == "global":
        value = getattr(game, parsed[1])
        return value if parsed[1] in ("winner", "over") else list(value)
    if kind == "player":
        player = game.players[parsed[1]]
        if parsed[2] == "score":
            return damage.score(game, parsed[1])
        if parsed[2] == "tickets":
            return game.tickets[parsed[1]]
        if parsed[2] == "initiative":   # the odds, the same in every outcome: a fraction
            return initiative.chances(game.tickets)[parsed[1]]
        zone = getattr(player, parsed[2])
        return list(zone) if zone is not None else None
    character = next(c for c in game.characters() if c.name == parsed[1])
    if parsed[2].startswith("can_play."):
        return can_play(game, character, parsed[2][len("can_play."):])
    return read_character(character, parsed[2])


def can_play(game: Game, character: Character, card_name: str) -> bool:
    """``Name.can_play.<Carte>``: the character meets the card's guild, class, race and caste restrictions
    now (an effect ignoring restrictions, such as Sagesse du dragon, is not counted)."""
    from .resolution import missing_restriction

    if card_name not in game.cards:
        raise UserError(msg("probe.can_play_unknown", card=card_name), hint=did_you_mean(card_name, game.cards))
    return missing_restriction(character, game.cards[card_name]) is None


def _signed(n: int) -> str:
    return f"{n:+d}"


_ATTACK_PARTS: dict[str, tuple[Callable[[Character, str], int], Callable[[int], str]]] = {
    "base": (stats.base, str), "bonus": (stats.bonus, _signed), "raw": (stats.raw, str)}


def read_character(c: Character, prop: str):
    if prop.startswith("attack"):
        what = prop[len("attack."):]          # "" for « attack » itself
        if what == "min":
            return stats.shown(c, "attack_min")
        if what == "max":
            return stats.shown(c, "attack_max")
        if what in _ATTACK_PARTS:
            part, show = _ATTACK_PARTS[what]
            return f"{show(part(c, 'attack_min'))}/{show(part(c, 'attack_max'))}"
        return stats.attack_text(c)
    for stat in ("defense", "spirit"):
        if prop == stat:
            return stats.shown(c, stat)
        if prop.startswith(stat + "."):
            what = prop[len(stat) + 1:]
            return {"base": stats.base, "bonus": stats.bonus, "raw": stats.raw}[what](c, stat)
    if prop == "damage":
        return sum(c.damage_taken.values())
    if prop.startswith("damage."):
        return c.damage_taken[prop[7:]]
    if prop == "attached":
        return [card.name for card in c.attached]
    if prop in ("guilds", "classes", "races", "castes"):
        return list(c.group(prop))
    if prop.startswith("markers."):
        return c.markers.get(prop[8:], 0)
    if prop == "runes":
        return list(c.runes)
    if prop == "rune_slots":
        return runes.slots(c)
    return getattr(c, prop)


def _fraction(expected) -> Fraction | None:
    try:
        return Fraction(str(expected).replace(" ", ""))
    except (ValueError, ZeroDivisionError):
        return None


def normalise(expected):
    """Bring an expected value to the engine's form ("+3" and 3 compare equal for bonuses)."""
    if isinstance(expected, list):
        return [str(x) if not isinstance(x, (int, bool)) else x for x in expected]
    return expected


def same(expected, actual) -> bool:
    if isinstance(actual, Fraction):       # odds: « 7/12 », « 14/24 » or « 1 » all name a fraction
        return _fraction(expected) == actual
    if isinstance(expected, str) and isinstance(actual, int) and not isinstance(actual, bool):
        try:
            return int(expected) == actual
        except ValueError:
            return False
    if isinstance(expected, str) and isinstance(actual, str):
        return expected.replace(" ", "") == actual.replace(" ", "")
    return normalise(expected) == actual
