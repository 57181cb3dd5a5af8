"""What an outcome of Wakfu (June 2008) hangs on besides its cards: the open readings of the forum post, each with
the words that support every alternative (:mod:`rulings.core.branch_points`).  The post is informal and written from
memory: where it leaves a point open, the engine plays every reading; the default is the one the rulings argue for.

The choices it leaves a player (the cards engaged to pay a cost and the element of a card of several elements, the
cards discarded above the PA, the card kept of a drop) are given by the case's actions (``pay:`` and ``choose:``,
``discard:``, ``keep:``) or by their label (``choices:``); left free, the engine plays every option the rules allow
(:meth:`rulings.core.chance.Chance.choose`): it never takes one silently.
"""

from __future__ import annotations

from rulings.core.branch_points import ChoiceKind, Support, reading

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

ZERO_PATT = reading(
    "zero-patt-destroy",
    "Une carte de PAtt nulle est-elle détruite par les 0 point qu'on lui attribue ?",
    "wakfu.combat.destroy",
    ("named-zero-destroys", "oui : 0 point suffit, pourvu que la répartition la nomme",
     DOCUMENT, "Pour détruire une carte, il faut mettre autant de points de PAtt que la carte en dispose."),
    ("needs-a-point", "non : détruire une carte demande d'y utiliser au moins un point",
     DOCUMENT, "Pour la détruire, il faudra utiliser 4 points de votre total de PAtt pour le combat."),)

COMBAT_TARGETS = reading(
    "combat-targets",
    "Sur quelles cartes de l'adversaire peut-on mettre ses points de combat ?",
    "wakfu.combat.targets",
    ("combat-zone-only", "ses créatures et alliés de la Zone de Combat (les cartes aptes à défendre)",
     DOCUMENT, "C'est ici que seront positionnés toutes les cartes aptes à vous défendre et à riposter!"),
    ("any-opponent-card", "toutes ses créatures et alliés en jeu, Zone de Repos comprise",
     DOCUMENT, "Chaque joueur doit répartir son total de PAtt entre les cartes de l'adversaire ET les PV de ce "
               "dernier."),)

COMBAT_TIE = reading(
    "combat-tie",
    "Des totaux de combat égaux donnent-ils un vainqueur ?",
    "wakfu.combat.tie",
    ("no-winner", "non : personne n'a le score le plus élevé, personne ne pioche de drop",
     DOCUMENT, "Celui qui a le score le plus élevé remporte le combat."),
    ("defender-wins", "le défenseur : l'attaquant n'a pas dépassé sa défense",
     DOCUMENT, "d'attaquant ou d'ultime défense contre les opposants"),)

PARTICIPANTS = reading(
    "combat-participants",
    "Quelles cartes comptent dans le total de combat d'un joueur ?",
    "wakfu.combat.participants",
    ("designated-only", "celles qu'il a désignées en attaque ou en défense",
     DOCUMENT, "il désigne un nombre quelconque de cartes dans la Zone de Combat qui participeront au combat."),
    ("whole-combat-zone", "toutes ses créatures et alliés de la Zone de Combat, désignés ou non",
     DOCUMENT, "Chaque joueur additionne les PAtt de chaque créature/allié en sa possession."),)

NO_DEFENDER = reading(
    "no-defender",
    "Une attaque à laquelle le défenseur n'oppose aucune carte donne-t-elle un combat ?",
    "wakfu.combat.no-defender",
    ("combat-with-zero", "oui : le combat a lieu, le total de défense est nul",
     DOCUMENT, "Il peut choisir de ne désigner aucune créature/allié en défense."),
    ("no-combat", "non : le combat n'est obligatoire qu'après des attaquants et des défenseurs",
     DOCUMENT, "6. Phase de combat (obligatoire si déclaration des attaquants et des défenseurs)"),)

EQUIP_LEADER = reading(
    "equip-which-leader",
    "Un équipement peut-il équiper le Leader adverse ?",
    "wakfu.equipment.leader-only",
    ("any-leader", "oui : « les Leaders », l'un ou l'autre",
     DOCUMENT, "Les cartes d'Equipement ne peuvent cibler que les Leaders!"),
    ("own-leader", "non : seulement le Leader de son joueur, à qui il apporte son bonus",
     DOCUMENT, "Elles apportent un bonus et/ou des effets selon l'Equipement."),)

SICKNESS = reading(
    "sickness-ends",
    "Quand le Mal d'invocation prend-il fin ?",
    "wakfu.sickness.until-end",
    ("summon-turn", "à la fin du tour de l'invocation (la carte peut bouger pendant le mouvement adverse)",
     DOCUMENT, "Toute créature ou allié invoqué est soumis à la règle du Mal d'Invocation jusqu'à la fin du tour."),
    ("until-owner-next-turn", "au début du prochain tour de son joueur (« le tour » : le sien)",
     DOCUMENT, "Toute carte n'ayant pas le Mal d'Invocation peut être déplacée de la Zone de Repos vers la Zone de "
               "Combat."),)

ZERO_COST = reading(
    "zero-cost-mana",
    "Une carte de coût nul, sans élément, produit-elle du mana ?",
    "wakfu.zones.rest",
    ("no-mana", "non : seule une carte ayant un coût sert de générateur",
     DOCUMENT, "Toute carte ayant un cout peut aussi servir de générateur de mana"),
    ("any-element", "oui : un mana, de l'élément que son joueur choisit pour le tour",
     DOCUMENT, "Toutes les cartes dans la Zone de Repos peuvent servir de Générateur de Mana, même les créatures et "
               "les alliés."),)

LEADER_TAPS = reading(
    "leader-taps-in-combat",
    "Un Leader désigné en attaque ou en défense est-il engagé ?",
    "wakfu.combat.leader-engaged",
    ("leader-taps", "oui : il ne produit plus de mana ni ne combat avant d'être dégagé",
     DOCUMENT, "Le Leader, s'il n'a pas déjà été engagé, peut être utilisé pour cette phase."),
    ("no-tap", "non : seul le paiement d'un coût engage une carte",
     DOCUMENT, "le joueur doit incliner (engager) des cartes de la Zone de Repos(ou mana) afin de correspondre au "
               "coût de la carte à poser."),)

PV_BOTH = reading(
    "combat-pv-simultaneous",
    "Les points de combat des deux joueurs mettent les deux Leaders à 0 PV : qui gagne ?",
    "wakfu.combat.pv-both",
    ("simultaneous", "personne : les points des deux joueurs comptent ensemble, la partie finit sans vainqueur",
     DOCUMENT, "Lorsque toutes les points ont été utilisés, le joueur gagnant la bataille regarde les cartes qu'il a "
               "détruit à l'adversaire."),
    ("attacker-first", "l'attaquant : ses points comptent d'abord, et la partie finit aussitôt",
     DOCUMENT, "Si ce score tombe à zéro => Game Over"),)

READINGS = {r.name: r for r in (UNTAP, SHORT_DECK, SECOND_SUMMON, HAND_LIMIT, LEADER_DEFENDS, COMBAT_ZONE, CRAFTING,
                                ZERO_PATT, COMBAT_TARGETS, COMBAT_TIE, PARTICIPANTS, NO_DEFENDER, EQUIP_LEADER,
                                SICKNESS, ZERO_COST, LEADER_TAPS, PV_BOTH)}

PAYMENT = ChoiceKind(
    "payment", "les cartes engagées pour payer un coût (et l'élément d'une carte qui en a plusieurs), quand le cas "
               "ne les donne pas", "wakfu.turn.summon",
    (Support(DOCUMENT, "le joueur doit incliner (engager) des cartes de la Zone de Repos(ou mana) afin de correspondre "
                       "au coût de la carte à poser."),
     Support(DOCUMENT, "A noter que si une carte a plusieurs éléments, le joueur devra choisir l'élément que la carte "
                       "produira ce tour-ci.")))

DISCARD = ChoiceKind(
    "discard", "les cartes défaussées au-delà des PA, quand le cas ne les nomme pas", "wakfu.leader.pa",
    (Support(DOCUMENT, "Au delà, vous devrez vous défausser du surplus dans la ... Défausse"),))

DROP_KEPT = ChoiceKind(
    "drop-kept", "la carte que le vainqueur d'un combat garde de son drop, quand le cas ne la nomme pas",
    "wakfu.combat.drop",
    (Support(DOCUMENT, "Ensuite, il choisit une carte parmi celles-ci, la met dans sa main et met les autres à la "
                       "Défausse."),))

CHOICES = {kind.name: kind for kind in (PAYMENT, DISCARD, DROP_KEPT)}
