"""What an outcome of World of Warcraft Miniatures hangs on besides dice: the choices chapter 7 gives a player, and
its open readings (:mod:`rulings.core.branch_points`)."""

from __future__ import annotations

from rulings.core.branch_points import ChoiceKind, Reading, Support

from .lines import DOCUMENT

R = "wowminis."

WAVE_ORDER = ChoiceKind(
    "wave-order", "l'ordre des capacités déclenchées d'une vague qui affectent un de ses personnages", R + "704.2c",
    (Support(DOCUMENT, "Tout d’abord, le joueur dont c’est le tour choisit dans quel ordre de telles capacités "
                       "affectant ses personnages s’appliquent à chacun de ses personnages, et puis le joueur suivant "
                       "dans le sens des aguilles d’une montre fait de même, et ainsi de suite."),))

CHOICES = {kind.name: kind for kind in (WAVE_ORDER,)}

READINGS: dict[str, Reading] = {}
