"""What an outcome of Wakfu (June 2008) hangs on besides its cards: the open readings of the forum post, each with
the words that support every alternative (:mod:`rulings.core.branch_points`).  The post is informal and written from
memory: where it leaves a point open, the engine plays every reading; the default is the one the rulings argue for.

The choices it leaves a player (which card pays, which card is discarded, which drop card is kept) are given by the
case's actions (``pay:``, ``discard:``, ``keep:``), which the engine requires: it never takes one silently.
"""

from __future__ import annotations

from rulings.core.branch_points import Alternative, ChoiceKind, Reading, Support

from .rules import DOCUMENT


def _says(quote: str) -> tuple[Support, ...]:
    return (Support(DOCUMENT, quote),)


UNTAP = Reading(
    "untap-whose-cards", "La phase 1 du joueur actif redresse-t-elle aussi les cartes de l'adversaire ?",
    "wakfu.turn.untap",
    (Alternative("all-cards", "toutes les cartes inclinées, des deux joueurs", _says(
        "Toutes les cartes qui étaient inclinées au début du tour, se retrouvent de nouveau en position dégagée.")),
     Alternative("active-player-only", "seulement celles du joueur actif (la phase est la sienne)", _says(
         "Une fois ceci fait, il pioche une carte (si vous ne pouvez plus piocher => Game Over)."))),
    default="all-cards")

SHORT_DECK = Reading(
    "short-deck-draw", "Un joueur doit piocher plus de cartes que son deck n'en a (un drop, une carte qui fait "
                       "piocher) : perd-il la partie ?",
    "wakfu.zones.draw-short",
    (Alternative("draw-what-is-left", "il pioche ce qui reste, sans perdre", _says(
        "On additionne le Score de Drop de chacune d'elles (les cartes détruites) et pioche autant de cartes que le "
        "total calculé juste avant.")),
     Alternative("cannot-draw-loses", "il pioche ce qui reste, puis perd : il ne peut plus piocher", _says(
         "-ne peut plus piocher de carte"))),
    default="draw-what-is-left")

SECOND_SUMMON = Reading(
    "second-summon-phase", "La phase 7, une deuxième phase d'invocation, existe-t-elle ?", "wakfu.turn.second-summon",
    (Alternative("exists", "elle existe : le joueur refait ce que permet la phase 2", _says(
        "Si cette phase existe, le joueur à le droit de faire les mêmes actions que celles décrites dans la Phase "
        "n°2")),
     Alternative("absent", "elle n'existe pas : après le combat, le tour finit", _says(
         "7.* 2e phase d'invocation (j'en suis plus tout à fait sûr de celle-là)"))),
    default="exists")

HAND_LIMIT = Reading(
    "hand-limit-timing", "Quand défausse-t-on les cartes au-delà des PA ?", "wakfu.leader.pa",
    (Alternative("immediately", "aussitôt que la main dépasse les PA", _says(
        "Au delà, vous devrez vous défausser du surplus dans la ... Défausse")),
     Alternative("at-turn-end", "à la fin du tour du joueur (la main peut dépasser ses PA pendant le tour)", _says(
         "Les PA: Indiquent le nombre de cartes que vous pouvez avoir en main au maximum."))),
    default="immediately")

LEADER_DEFENDS = Reading(
    "leader-defends", "Le Leader peut-il être désigné en défense, comme en attaque ?", "wakfu.turn.defenders",
    (Alternative("designated-like-attack", "oui : le défenseur fait comme l'attaquant, Leader compris", _says(
        "Le joueur défenseur fait la même chose que décrite dans la Phase n°4.")),
     Alternative("pv-only", "non : l'« ultime défense » du Leader, ce sont ses PV", _says(
         "ou d'ultime défense contre les opposants"))),
    default="designated-like-attack")

COMBAT_ZONE = Reading(
    "combat-zone-admits", "Quelles cartes peuvent passer dans la Zone de Combat ?", "wakfu.zones.combat",
    (Alternative("fighters-only", "seulement les créatures et les alliés (les cartes aptes à défendre)", _says(
        "C'est ici que seront positionnés toutes les cartes aptes à vous défendre et à riposter!")),
     Alternative("any-card", "toute carte sans Mal d'invocation", _says(
         "Toute carte n'ayant pas le Mal d'Invocation peut être déplacée de la Zone de Repos vers la Zone de "
         "Combat."))),
    default="fighters-only")

CRAFTING = Reading(
    "crafting", "Une carte à métier se joue-t-elle comme les autres, alors que l'artisanat n'est pas connu ?",
    "wakfu.craft.jobs",
    (Alternative("not-modelled", "oui : elle se joue comme les autres, son métier sans effet", _says(
        "Eh oui, les cartes de Leaders et d'alliés peuvent avoir un métier!")),
     Alternative("undecidable", "non : sans le procédé, le jeu d'une carte à métier n'est pas décidable", _says(
         "malheureusement, je ne me souviens plus du procédé..."))),
    default="not-modelled")

READINGS = {r.name: r for r in (UNTAP, SHORT_DECK, SECOND_SUMMON, HAND_LIMIT, LEADER_DEFENDS, COMBAT_ZONE, CRAFTING)}

CHOICES: dict[str, ChoiceKind] = {}
