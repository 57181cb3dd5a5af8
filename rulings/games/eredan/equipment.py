"""Attaching cards: weapons, armour, familiars and the replacement rules.

Blog, "Déroulement du tour avancé, Partie 2": one armour and one weapon, or two
weapons if one has Ambidextrie and none is two-handed.  A new one replaces the
last one put down; with Ambidextrie, a new weapon without it replaces the
weapon without it.  Wiki: one familiar (a new one replaces it), one item of
each type Arme, Armure, Bouclier, Casque.

A card leaving play (:func:`leave_play`) is here too.  This module uses only
:mod:`stats` and :mod:`model`: the primitives of :mod:`effects` attach and
discard cards through it.
"""

from __future__ import annotations

from rulings.core import french
from rulings.core.french import de

from . import stats
from .model import ZONE_FR, CardInPlay, Character, Game

SINGLE_SLOTS = ("armure", "familier", "bouclier", "casque")


def attach(game: Game, card: CardInPlay, carrier: Character) -> None:
    """Attach ``card`` to ``carrier``, discarding what it replaces."""
    definition = card.definition
    replaced = None
    if definition.type == "objet" and definition.is_weapon:
        replaced = _weapon_replaced(game, card, carrier)
    else:
        for slot in SINGLE_SLOTS:
            if slot in definition.subtypes:
                same = [c for c in carrier.attached if slot in c.definition.subtypes]
                if same:
                    replaced = same[-1]
                    rule = {"familier": "eredan.equipment.familiar", "armure": "eredan.equipment.replace"}.get(
                        slot, "eredan.equipment.item-types")
                    game.trace.add(rule, f"{card.name} remplace {replaced.name} ({slot}) sur {carrier.name}")
        if definition.type == "objet" and not any(slot in definition.subtypes for slot in SINGLE_SLOTS):
            alike = [c.name for c in carrier.attached if set(c.definition.subtypes) & set(definition.subtypes)]
            if alike:
                game.trace.add("eredan.equipment.item-types",
                               f"{card.name} ({', '.join(definition.subtypes)}) s'ajoute à {french.join(alike)} : "
                               f"pas de limite pour ce type d'objet")
    if replaced is not None:
        leave_play(game, replaced, "remplacé")
    card.carrier = carrier
    carrier.attached.append(card)
    game.trace.add("eredan.resolve.attach", f"{card.name} s'attache à {carrier.name}")


def _weapon_replaced(game: Game, card: CardInPlay, carrier: Character) -> CardInPlay | None:
    weapons = [c for c in carrier.attached if c.definition.is_weapon]
    new = card.definition
    if not weapons:
        return None
    if len(weapons) == 1:
        old = weapons[0].definition
        if (new.ambidextrous or old.ambidextrous) and not (new.two_handed or old.two_handed):
            game.trace.add("eredan.equipment.slots",
                           f"{carrier.name} porte deux armes ({old.name} et {new.name}, ambidextrie)")
            return None
        game.trace.add("eredan.equipment.replace", f"{new.name} remplace {old.name} sur {carrier.name}")
        return weapons[0]
    if not new.ambidextrous:
        without = [w for w in weapons if not w.definition.ambidextrous]
        if without:
            game.trace.add("eredan.equipment.replace",
                           f"{new.name} (sans ambidextrie) remplace l'arme sans ambidextrie {without[-1].name} "
                           f"sur {carrier.name}")
            return without[-1]
    game.trace.add("eredan.equipment.replace",
                   f"{new.name} remplace la dernière arme posée, {weapons[-1].name}, sur {carrier.name}")
    return weapons[-1]


def leave_play(game: Game, card: CardInPlay, why: str, to: str = "discard",
               rule: str = "eredan.duration.permanent") -> None:
    """A card leaves play: its effects end and it goes to its owner's discard (or elsewhere).

    ``why`` is shown in the trace; ``rule`` is the rule the trace cites (the end of
    the combat discards the ephemeral cards: ``eredan.combat.ephemeral-discard``).
    """
    if not card.in_play:
        return
    card.in_play = False
    if card.carrier is not None and card in card.carrier.attached:
        card.carrier.attached.remove(card)
    for character in game.characters():
        stats.remove_from(character, card)
    if card.clone_of is None:   # a clone is not a real card: it leaves no trace in a zone
        zone = getattr(card.player, to)
        if zone is not None:   # None: a hand or deck the scenario does not detail
            zone.append(card.name)
        if card.type != card.definition.type:   # cartes changeantes: the new type is kept out of play
            card.player.changed_types.setdefault((to, card.name), []).append(card.type)
            game.trace.add("eredan.identity.type-change", f"{card.name} reste une carte {card.type} hors du jeu")
    game.trace.add(rule, f"{card.name} quitte le jeu ({why}) → {ZONE_FR[to]} {de(card.player.name)}")
