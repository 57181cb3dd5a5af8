"""What an outcome of Wakfu (June 2008) hangs on besides its cards: the open readings of the forum post, each with
the words that support every alternative (:mod:`rulings.core.branch_points`).  The post is informal and written from
memory: where it leaves a point open, the engine plays every reading; the default is the one the rulings argue for.

The choices it leaves a player (which card pays, which card is discarded, which drop card is kept) are given by the
case's actions (``pay:``, ``discard:``, ``keep:``), which the engine requires: it never takes one silently.
"""

from __future__ import annotations

from rulings.core.branch_points import ChoiceKind, reading

from .rules import DOCUMENT

UNTAP = reading(
    "untap-whose-cards",
    "La phase 1 du joueur actif redresse-t-elle aussi les cartes de l'adversaire ?",
    "wakfu.turn.untap",
    ("all-cards", "toutes les cartes inclinées, des deux joueurs",
     DOCUMENT, "Toutes les cartes qui étaient inclinées au début du tour, se retrouvent de nouveau en "
               "position dégagée."),
    ("active-player-only", "seulement celles du joueur actif (la phase est la sienne)",
     DOCUMENT, "Une fois ceci fait, il pioche une carte (si vous ne pouvez plus piocher => Game Over)."),)

SHORT_DECK = reading(
    "short-deck-draw",
    "Un joueur doit piocher plus de cartes que son deck n'en a (un drop, une carte qui fait piocher) : "
    "perd-il la partie ?",
    "wakfu.zones.draw-short",
    ("draw-what-is-left", "il pioche ce qui reste, sans perdre",
     DOCUMENT, "On additionne le Score de Drop de chacune d'elles (les cartes détruites) et pioche autant de "
               "cartes que le total calculé juste avant."),
    ("cannot-draw-loses", "il pioche ce qui reste, puis perd : il ne peut plus piocher",
     DOCUMENT, "-ne peut plus piocher de carte"),)

SECOND_SUMMON = reading(
    "second-summon-phase",
    "La phase 7, une deuxième phase d'invocation, existe-t-elle ?",
    "wakfu.turn.second-summon",
    ("exists", "elle existe : le joueur refait ce que permet la phase 2",
     DOCUMENT, "Si cette phase existe, le joueur à le droit de faire les mêmes actions que celles décrites "
               "dans la Phase n°2"),
    ("absent", "elle n'existe pas : après le combat, le tour finit",
     DOCUMENT, "7.* 2e phase d'invocation (j'en suis plus tout à fait sûr de celle-là)"),)

HAND_LIMIT = reading(
    "hand-limit-timing",
    "Quand défausse-t-on les cartes au-delà des PA ?",
    "wakfu.leader.pa",
    ("immediately", "aussitôt que la main dépasse les PA",
     DOCUMENT, "Au delà, vous devrez vous défausser du surplus dans la ... Défausse"),
    ("at-turn-end", "à la fin du tour du joueur (la main peut dépasser ses PA pendant le tour)",
     DOCUMENT, "Les PA: Indiquent le nombre de cartes que vous pouvez avoir en main au maximum."),)

LEADER_DEFENDS = reading(
    "leader-defends",
    "Le Leader peut-il être désigné en défense, comme en attaque ?",
    "wakfu.turn.defenders",
    ("designated-like-attack", "oui : le défenseur fait comme l'attaquant, Leader compris",
     DOCUMENT, "Le joueur défenseur fait la même chose que décrite dans la Phase n°4."),
    ("pv-only", "non : l'« ultime défense » du Leader, ce sont ses PV",
     DOCUMENT, "ou d'ultime défense contre les opposants"),)

COMBAT_ZONE = reading(
    "combat-zone-admits",
    "Quelles cartes peuvent passer dans la Zone de Combat ?",
    "wakfu.zones.combat",
    ("fighters-only", "seulement les créatures et les alliés (les cartes aptes à défendre)",
     DOCUMENT, "C'est ici que seront positionnés toutes les cartes aptes à vous défendre et à riposter!"),
    ("any-card", "toute carte sans Mal d'invocation",
     DOCUMENT, "Toute carte n'ayant pas le Mal d'Invocation peut être déplacée de la Zone de Repos vers la "
               "Zone de Combat."),)

CRAFTING = reading(
    "crafting",
    "Une carte à métier se joue-t-elle comme les autres, alors que l'artisanat n'est pas connu ?",
    "wakfu.craft.jobs",
    ("not-modelled", "oui : elle se joue comme les autres, son métier sans effet",
     DOCUMENT, "Eh oui, les cartes de Leaders et d'alliés peuvent avoir un métier!"),
    ("undecidable", "non : sans le procédé, le jeu d'une carte à métier n'est pas décidable",
     DOCUMENT, "malheureusement, je ne me souviens plus du procédé..."),)

READINGS = {r.name: r for r in (UNTAP, SHORT_DECK, SECOND_SUMMON, HAND_LIMIT, LEADER_DEFENDS, COMBAT_ZONE, CRAFTING)}

CHOICES: dict[str, ChoiceKind] = {}
