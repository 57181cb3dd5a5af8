"""Runes (wiki, « Les Runes »): the runes a character carries, in the order it gained them, and their limit.

« Un personnage ne peut porter qu'un nombre limité de runes (en général 3 à son évolution maximum), si vous
essayer d'ajouter une rune sur un personnage qui n'a plus de place celle-ci prendra la place de la plus ancienne
rune qu'il porte. »  A character's runes are a list, oldest first (:attr:`Character.runes`); its limit comes
from the scenario (``rune_limit`` of the character in the setup), else from the database, else (the open reading
``rune-default-limit``) :data:`model.DEFAULT_RUNE_LIMIT` — 3, drawn from « en général 3 », which the wiki does not
make a rule — or none.

« Ces capacités sont inscrites comme suit : "Nom de la Rune : capacité". Cette capacité ne s'activera que si
votre personnage porte la rune correspondante, auquel cas cette rune sera consommée pour activer la capacité. »
A step with ``rune: Cor`` is such an ability: :func:`consume` says whether it fires, and removes the rune.
"""

from __future__ import annotations

from rulings.core import french

from .branch_points import CONSUMED_RUNE_COUNTS, RUNE_CONSUMED, RUNE_DEFAULT_LIMIT
from .model import DEFAULT_RUNE_LIMIT, RUNES, Character, Game  # noqa: F401  (the runes' facts live in model)


def shown(runes) -> str:
    return ", ".join(runes) or "aucune"


def gain(game: Game, character: Character, rune: str, label: str) -> None:
    """``character`` gains ``rune``; with no room left, it takes the place of the oldest rune carried."""
    before = list(character.runes)
    limit = _limit(game, character, len(before))
    if limit is not None and len(before) >= limit:   # a limit is at least 1 (format): a full list has an oldest
        character.runes.pop(0)
        character.runes.append(rune)
        game.trace.add("eredan.runes.gain", f"{character.name} gagne une rune {rune} ({label})")
        game.trace.add("eredan.runes.limit",
                       f"{character.name} ne porte que {french.count(limit, 'rune')} : la rune {rune} "
                       f"prend la place de la plus ancienne, {before[0]} ({shown(before)} → {shown(character.runes)})")
    else:
        character.runes.append(rune)
        game.trace.add("eredan.runes.gain",
                       f"{character.name} gagne une rune {rune} ({label}) : {shown(before)} → {shown(character.runes)}")


def _limit(game: Game, character: Character, carried: int) -> int | None:
    """The runes ``character`` can carry: its own limit, else the reading ``rune-default-limit`` (read only when it
    decides something: the character already carries the default number)."""
    if character.rune_limit is not None:
        return character.rune_limit
    if carried < DEFAULT_RUNE_LIMIT or game.chance.reading(RUNE_DEFAULT_LIMIT, game.trace) == "no-default-limit":
        return None
    return DEFAULT_RUNE_LIMIT


def still_counted(game: Game, consumers: list[Character], rune: str, label: str) -> int:
    """The runes ``rune`` an ability consumed from ``consumers`` that it still counts when it counts the runes carried
    (the reading ``consumed-rune-counts``): none, or one each."""
    if not consumers or game.chance.reading(CONSUMED_RUNE_COUNTS, game.trace) == "not-counted":
        return 0
    game.trace.add("eredan.runes.ability", f"{label} : la rune {rune} consommée compte encore "
                                           f"({', '.join(c.name for c in consumers)})")
    return len(consumers)


def consume(game: Game, character: Character, rune: str, label: str) -> bool:
    """The ability « rune : capacité » of ``label``: True if ``character`` carries ``rune``, which it then loses
    (which one, when it carries several of that name: its owner's choice); False (the ability does not fire)
    otherwise."""
    if rune not in character.runes:
        game.trace.add("eredan.runes.ability",
                       f"{label} : capacité « {rune} » non activée, {character.name} ne porte pas de rune {rune} "
                       f"({shown(character.runes)})")
        return False
    before = list(character.runes)
    places = [i for i, r in enumerate(character.runes) if r == rune]      # oldest first
    if len(places) > 1:       # which of them goes: its owner's choice (the others' age decides the next replacement)
        place = game.chance.choose(RUNE_CONSUMED, f"rune {rune} consommée par {character.name} ({label})",
                                   character.player.name, places,
                                   lambda i: _age(places.index(i), len(places)), game.trace)
        del character.runes[place]
    else:
        character.runes.remove(rune)
    game.trace.add("eredan.runes.ability",
                   f"{label} : capacité « {rune} » activée, {character.name} consomme sa rune {rune} "
                   f"({shown(before)} → {shown(character.runes)})")
    return True


def _age(index: int, count: int) -> str:
    """A rune among ``count`` of the same name, by age, as a case writes the choice: « la plus ancienne »,
    « la 2ᵉ », « la plus récente »."""
    if index == 0:
        return "la plus ancienne"
    return "la plus récente" if index == count - 1 else f"la {french.ordinal(index + 1)}"
