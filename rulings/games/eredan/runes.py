"""Runes (wiki, « Les Runes »): the runes a character carries, in the order it gained them, and their limit.

« Un personnage ne peut porter qu'un nombre limité de runes (en général 3 à son évolution maximum), si vous
essayer d'ajouter une rune sur un personnage qui n'a plus de place celle-ci prendra la place de la plus ancienne
rune qu'il porte. »  A character's runes are a list, oldest first (:attr:`Character.runes`); its limit comes
from the scenario (``rune_limit`` of the character in the setup), else from the database, else
:data:`model.DEFAULT_RUNE_LIMIT` — 3, an assumption drawn from « en général 3 », which the wiki does not make a rule.

« Ces capacités sont inscrites comme suit : "Nom de la Rune : capacité". Cette capacité ne s'activera que si
votre personnage porte la rune correspondante, auquel cas cette rune sera consommée pour activer la capacité. »
A step with ``rune: Cor`` is such an ability: :func:`consume` says whether it fires, and removes the rune.
"""

from __future__ import annotations

from rulings.core import french

from .model import DEFAULT_RUNE_LIMIT, RUNES, Character, Game  # noqa: F401  (the runes' facts live in model)


def shown(runes) -> str:
    return ", ".join(runes) or "aucune"


def gain(game: Game, character: Character, rune: str, label: str) -> None:
    """``character`` gains ``rune``; with no room left, it takes the place of the oldest rune carried."""
    before = list(character.runes)
    full = len(before) >= character.rune_limit       # the limit is at least 1 (format): a full list has an oldest
    if full:
        character.runes.pop(0)
    character.runes.append(rune)
    if full:
        game.trace.add("eredan.runes.gain", f"{character.name} gagne une rune {rune} ({label})")
        game.trace.add("eredan.runes.limit",
                       f"{character.name} ne porte que {french.count(character.rune_limit, 'rune')} : la rune {rune} prend la place "
                       f"de la plus ancienne, {before[0]} ({shown(before)} → {shown(character.runes)})")
    else:
        game.trace.add("eredan.runes.gain",
                       f"{character.name} gagne une rune {rune} ({label}) : {shown(before)} → {shown(character.runes)}")


def consume(game: Game, character: Character, rune: str, label: str) -> bool:
    """The ability « rune : capacité » of ``label``: True if ``character`` carries ``rune``, which it then loses
    (the oldest of that name, when it carries several); False (the ability does not fire) otherwise."""
    if rune not in character.runes:
        game.trace.add("eredan.runes.ability",
                       f"{label} : capacité « {rune} » non activée, {character.name} ne porte pas de rune {rune} "
                       f"({shown(character.runes)})")
        return False
    before = list(character.runes)
    character.runes.remove(rune)          # the first in the list: the oldest of that name
    game.trace.add("eredan.runes.ability",
                   f"{label} : capacité « {rune} » activée, {character.name} consomme sa rune {rune} "
                   f"({shown(before)} → {shown(character.runes)})")
    return True
