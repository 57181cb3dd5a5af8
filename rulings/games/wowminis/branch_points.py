"""What an outcome of World of Warcraft Miniatures hangs on besides dice: the choices chapter 7 gives a player, and
its open readings (:mod:`rulings.core.branch_points`)."""

from __future__ import annotations

from rulings.core.branch_points import ChoiceKind, Reading, Support, reading

from .lines import DOCUMENT

R = "wowminis."

WAVE_ORDER = ChoiceKind(
    "wave-order", "l'ordre des capacités déclenchées d'une vague qui affectent un de ses personnages", R + "704.2c",
    (Support(DOCUMENT, "Tout d’abord, le joueur dont c’est le tour choisit dans quel ordre de telles capacités "
                       "affectant ses personnages s’appliquent à chacun de ses personnages, et puis le joueur suivant "
                       "dans le sens des aguilles d’une montre fait de même, et ainsi de suite."),))

CHOICES = {kind.name: kind for kind in (WAVE_ORDER,)}

REDUCTION_ORDER = reading(
    "reduction-order",
    "Quand l'ordre des réductions de coût change le total, lequel compte ?",
    "wowminis.703.1c-order",
    ("player-order", "l'ordre que donne le joueur (celui de l'action)",
     DOCUMENT, "puis en soustrayant toute réduction de coût dans n’importe quel ordre."),
    ("best-for-player", "l'ordre le moins cher pour le joueur",
     DOCUMENT, "Si une réduction particulière a une restriction (comme « payer un minimum de 1 tic »), cette "
               "restriction ne s’applique qu’à cette réduction."),)

REPLACED_COST = reading(
    "replaced-cost",
    "Une partie de coût qui serait remplacée (la carte défaussée irait sous le paquet) rend-elle la capacité "
    "injouable ?",
    "wowminis.703.1c-replaced",
    ("rewind", "oui : elle ne peut pas être payée, tout est rembobiné",
     DOCUMENT, "Une partie d’un coût qui serait remplacé ne peut pas être payé."),
    ("paid-by-replacement", "non : le remplacement fait le paiement, la capacité est jouée",
     DOCUMENT, "Si une ou plusieurs des choses ont été remplacées, celle-ci ne sont pas faites."),)

TICKS = reading(
    "tick-5-10",
    "« À la fin du tic 5/10 » : les fins des tics 5 et 10, ou de chaque tic de 5 à 10 ?",
    "wowminis.deduit.ticks",
    ("ticks-5-and-10", "la fin du tic 5 et celle du tic 10",
     DOCUMENT, "A la fin du tic 5/10, chaque personnage ennemi adjacent avec une santé de 4 ou moins prend 1 "
               "dégât"),
    ("5-through-10", "la fin de chaque tic de 5 à 10",
     DOCUMENT, "(soigner 2 à la fin du tick 5/10)"),)

ONGOING = reading(
    "ongoing-without-source",
    "Un effet continu sans portée survit-il à sa source quand elle quitte le jeu ?",
    "wowminis.704.3a",
    ("literal-survives", "oui, à la lettre : que sa source soit en jeu ou non",
     DOCUMENT, "cet effet s’applique que sa source soit ou non en jeu."),
    ("source-in-play", "non : il cesse avec sa source, comme une capacité déclenchable",
     DOCUMENT, "Elle ne se déclenche que si sa source est en jeu."),)

READINGS: dict[str, Reading] = {r.name: r for r in (REDUCTION_ORDER, REPLACED_COST, TICKS, ONGOING)}
