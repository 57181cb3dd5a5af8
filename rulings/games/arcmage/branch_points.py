"""What an outcome of Arcmage hangs on besides its cards: the choices the rules leave a player and the open readings
of the « Awesome Rules Concept » page (:mod:`rulings.core.branch_points`).  A case gives a choice by its action's
key (``assign:``, ``pay:``) or by its label (``choices:``); left free, the engine plays every option."""

from __future__ import annotations

from rulings.core.branch_points import ChoiceKind, Reading, Support

from .rules import DOCUMENT

DAMAGE_SPLIT = ChoiceKind(
    "damage-split", "la répartition des dégâts d'une attaquante entre ses bloqueuses", "arcmage.combat.distribute",
    (Support(DOCUMENT, "La joueuse attaquante choisit comment distribuer les dégâts infligés par la créature "
                       "attaquante parmi les créatures bloqueuses."),))

PAYMENT = ChoiceKind(
    "payment", "les ressources engagées pour un coût, au-delà de la loyauté", "arcmage.play.pay",
    (Support(DOCUMENT, "Les marqueurs de loyauté indiquent combien de ressources de la faction de la carte doivent "
                       "être engagées - ici 2 ressources de la Horde rouge - le reste du coût peut être payé avec "
                       "n'importe quel type de ressource."),))

CHOICES = {kind.name: kind for kind in (DAMAGE_SPLIT, PAYMENT)}

READINGS: dict[str, Reading] = {}
