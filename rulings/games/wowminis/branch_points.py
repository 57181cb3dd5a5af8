"""What an outcome of World of Warcraft Miniatures hangs on besides dice: the choices chapter 7 gives a player, and
its open readings (:mod:`rulings.core.branch_points`)."""

from __future__ import annotations

from rulings.core.branch_points import Alternative, ChoiceKind, Reading, Support

from .lines import DOCUMENT

R = "wowminis."

WAVE_ORDER = ChoiceKind(
    "wave-order", "l'ordre des capacités déclenchées d'une vague qui affectent un de ses personnages", R + "704.2c",
    (Support(DOCUMENT, "Tout d’abord, le joueur dont c’est le tour choisit dans quel ordre de telles capacités "
                       "affectant ses personnages s’appliquent à chacun de ses personnages, et puis le joueur suivant "
                       "dans le sens des aguilles d’une montre fait de même, et ainsi de suite."),))

CHOICES = {kind.name: kind for kind in (WAVE_ORDER,)}



def _says(quote: str) -> tuple[Support, ...]:
    return (Support(DOCUMENT, quote),)


REDUCTION_ORDER = Reading(
    "reduction-order", "Quand l'ordre des réductions de coût change le total, lequel compte ?", R + "703.1c-order",
    (Alternative("player-order", "l'ordre que donne le joueur (celui de l'action)", _says(
        "puis en soustrayant toute réduction de coût dans n’importe quel ordre.")),
     Alternative("best-for-player", "l'ordre le moins cher pour le joueur", _says(
         "Si une réduction particulière a une restriction (comme « payer un minimum de 1 tic »), cette restriction "
         "ne s’applique qu’à cette réduction."))),
    default="player-order")

REPLACED_COST = Reading(
    "replaced-cost", "Une partie de coût qui serait remplacée (la carte défaussée irait sous le paquet) rend-elle la "
                     "capacité injouable ?", R + "703.1c-replaced",
    (Alternative("rewind", "oui : elle ne peut pas être payée, tout est rembobiné", _says(
        "Une partie d’un coût qui serait remplacé ne peut pas être payé.")),
     Alternative("paid-by-replacement", "non : le remplacement fait le paiement, la capacité est jouée", _says(
         "Si une ou plusieurs des choses ont été remplacées, celle-ci ne sont pas faites."))),
    default="rewind")

TICKS = Reading(
    "tick-5-10", "« À la fin du tic 5/10 » : les fins des tics 5 et 10, ou de chaque tic de 5 à 10 ?",
    R + "deduit.ticks",
    (Alternative("ticks-5-and-10", "la fin du tic 5 et celle du tic 10", _says(
        "A la fin du tic 5/10, chaque personnage ennemi adjacent avec une santé de 4 ou moins prend 1 dégât")),
     Alternative("5-through-10", "la fin de chaque tic de 5 à 10", _says("(soigner 2 à la fin du tick 5/10)"))),
    default="ticks-5-and-10")

ONGOING = Reading(
    "ongoing-without-source", "Un effet continu sans portée survit-il à sa source quand elle quitte le jeu ?",
    R + "704.3a",
    (Alternative("literal-survives", "oui, à la lettre : que sa source soit en jeu ou non", _says(
        "cet effet s’applique que sa source soit ou non en jeu.")),
     Alternative("source-in-play", "non : il cesse avec sa source, comme une capacité déclenchable", _says(
         "Elle ne se déclenche que si sa source est en jeu."))),
    default="literal-survives")

READINGS: dict[str, Reading] = {r.name: r for r in (REDUCTION_ORDER, REPLACED_COST, TICKS, ONGOING)}
