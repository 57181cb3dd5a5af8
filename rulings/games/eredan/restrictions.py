"""Card restrictions: whether a character may play a card.

A card may require a guild, a class, a race or a caste; the character must
have one of the values named in each group (after changes of identity).  Two
race exceptions from the wiki: a Golem may attach any object, and a
Guémélite casts the spells of its own element.  Restrictions are checked when
a card is played and again when it resolves (:mod:`resolution`), and when an
effect calls a card that must be playable (the ``call`` primitive).
"""

from __future__ import annotations

from .model import CardDef, Character


def missing_restriction(character: Character, card: CardDef) -> str | None:
    """What ``character`` lacks to play ``card`` (e.g. "classe Mage"), or None."""
    if card.type == "objet" and "Golem" in character.group("races"):
        return None  # wiki: a Golem may attach any object, whatever its restrictions
    labels = {"guilds": "guilde", "classes": "classe", "races": "race", "castes": "caste"}
    for group, allowed in card.restrictions.items():
        if not allowed:
            continue
        have = set(character.group(group))
        if group == "classes" and _gemelite_can_cast(character, card):
            continue
        if not have.intersection(allowed):
            return f"{labels[group]} {' ou '.join(allowed)}"
    return None


def _gemelite_can_cast(character: Character, card: CardDef) -> bool:
    """Wiki: a Guémélite casts the spells of its own element (Guémélite de l'Ombre: sorts d'ombre)."""
    if card.type != "sort":
        return False
    for race in character.group("races"):
        if race.startswith("Guémélite") and any(race.lower().endswith(sub.lower()) for sub in card.subtypes):
            return True
    return False


def race_exception(character: Character, card: CardDef) -> str | None:
    """The rule id (Golem, Guémélite) that lets ``character`` play ``card`` despite a restriction, or None."""
    lacks = [g for g, allowed in card.restrictions.items() if allowed and not set(character.group(g)) & set(allowed)]
    if not lacks:
        return None
    if card.type == "objet" and "Golem" in character.group("races"):
        return "eredan.races.golem"
    if lacks == ["classes"] and _gemelite_can_cast(character, card):
        return "eredan.races.gemelite"
    return None
