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

# The open points of cases of confirmed rulings (each case marked unconfirmed).

SAME_NAME_WHICH = reading(
    "same-name-which",
    "Deux capacités déclenchées du même nom, de contrôleurs différents, affectent un personnage : laquelle "
    "s'applique ?",
    "wowminis.704.2c-which",
    ("first-in-order", "la première dans l'ordre que choisit le contrôleur du personnage affecté",
     DOCUMENT, "le joueur dont c’est le tour choisit dans quel ordre de telles capacités affectant ses personnages "
               "s’appliquent à chacun de ses personnages"),
    ("table-order", "celle dont le contrôleur vient d'abord dans le sens du jeu, à partir du joueur dont c'est le tour",
     DOCUMENT, "et puis le joueur suivant dans le sens des aguilles d’une montre fait de même, et ainsi de suite."),)

AOE_ALLIES = reading(
    "aoe-allies",
    "Les alliés de l'attaquant qui occupent une case affectée par une AOE en deviennent-ils défenseurs ?",
    "wowminis.703.1f-aoe",
    ("every-character", "oui, à la lettre : chaque personnage des cases affectées",
     DOCUMENT, "chaque personnage occupant actuellement une case affectée (si c’est une AOE) devient un défenseur."),
    ("enemies-only", "non : seuls les ennemis de l'attaquant, une attaque blesse l'ennemi",
     DOCUMENT, "une capacité critique qui inflige des dégâts aux ennemis adjacents et soigne les dégâts des alliés "
               "adjacents."),)

ALL_TARGETS_ILLEGAL = reading(
    "all-targets-illegal",
    "Une capacité dont aucune cible n'est plus légale à sa résolution applique-t-elle le reste de son texte ?",
    "wowminis.705.1b-none",
    ("rest-applies", "oui : elle n'affecte aucune cible et applique le reste (jet et critique compris)",
     DOCUMENT, "Si certaines parties de son texte sont inapplicables, on en applique autant que possible."),
    ("fizzles", "non : elle ne fait rien, le 705.1b ne vaut que pour « certaines (mais pas toutes) » cibles",
     DOCUMENT, "Si certaines (mais pas toutes) des cibles de la capacité sont illégales lorsqu’elle se résout, elle "
               "n’affecte plus que les cibles qui sont toujours légales."),)

NESTED_WINDOWS = reading(
    "nested-window-count",
    "Un joueur qui a réagi dans une fenêtre peut-il réagir encore dans une fenêtre imbriquée dans celle-ci ?",
    "wowminis.701.2-nested",
    ("per-window", "oui : la fenêtre imbriquée est une autre fenêtre, une réaction dans chacune",
     DOCUMENT, "Une telle fenêtre est imbriquée dans la fenêtre de départ."),
    ("per-window-stack", "non : une seule réaction par joueur dans toute la pile des fenêtres ouvertes",
     DOCUMENT, "Chaque joueur ne peut pas jouer plus d’une réaction dans une fenêtre donnée."),)

REACT_OFF_ACTION_BAR = reading(
    "react-off-action-bar",
    "Une capacité dont la ligne de notes porte « react », hors d'une carte Barre d'Action, est-elle une réaction ?",
    "wowminis.700.2-react-elsewhere",
    ("notes-line", "oui : « en général » admet d'autres places, la ligne de notes en fait une réaction où qu'elle soit",
     DOCUMENT, "Les capacités de réaction sont en général uniquement sur les cartes Barre d’Action"),
    ("action-bar-only", "non : seule une carte Barre d'Action marquée « react » porte une réaction ; ailleurs, le coût "
                        "en tics fait le type (payante, ou continue sans coût)",
     DOCUMENT, "uniquement sur les cartes Barre d’Action qui ont le mot « react » écrit dans leur ligne de notes"),)

SOURCE_LEAVING = reading(
    "source-leaving-same-instant",
    "Une capacité déclenchable dont la source quitte le jeu à l'instant même de l'évènement (détruite en même temps "
    "qu'un autre personnage) se déclenche-t-elle ?",
    "wowminis.704.2-same-instant",
    ("in-play-at-event", "oui : sa source était en jeu quand l'évènement s'est produit, elle se déclenche à chaque "
                         "instance simultanée",
     DOCUMENT, "Elle se déclenche à n’importe quelle instance de cet évènement, y compris si plusieurs évènements se "
               "produisent simultanément."),
    ("gone-does-not-trigger", "non : sa source n'est plus en jeu ; elle ne se déclenche que pour l'évènement du départ "
                              "de sa source elle-même (« quand ce personnage est détruit »)",
     DOCUMENT, "Elle ne se déclenche que si sa source est en jeu."),)

DURING_RESOLUTION = reading(
    "trigger-during-resolution",
    "Une capacité déclenchée pendant la résolution d'une capacité jouée (par ses dégâts) interrompt-elle cette "
    "résolution ?",
    "wowminis.704.2-during",
    ("after-resolution", "non : le texte de la capacité jouée s'applique jusqu'au bout, la capacité déclenchée se "
                         "résout ensuite",
     DOCUMENT, "Pour se faire, le joueur la contrôlant doit appliquer son texte dans l’ordre."),
    ("interrupts", "oui : elle se résout immédiatement, avant la suite du texte de la capacité jouée",
     DOCUMENT, "les capacités déclenchables se résolvent immédiatement après qu’elles soient déclenchées."),)

IMMEDIATE_TRIGGERS = reading(
    "immediate-triggers",
    "Les capacités déclenchées au 703.1h par des évènements différents (la capacité jouée, l'action prise, une cible "
    "ciblée) se résolvent-elles ensemble, en une vague ?",
    "wowminis.703.1h-wave",
    ("one-wave", "oui : elles doivent se résoudre simultanément, en une seule vague (704.2c)",
     DOCUMENT, "Si plusieurs capacités déclenchables doivent se résoudre simultanément :"),
    ("event-by-event", "non : celles de chaque évènement se déclenchent et se résolvent immédiatement, évènement après "
                       "évènement dans l'ordre du 703.1h (jouée, action, cibles), destructions comprises",
     DOCUMENT, "se déclenche (704.2) et se résout immédiatement. Puis, cette capacité elle-même se résout"),)

READINGS: dict[str, Reading] = {r.name: r for r in (REDUCTION_ORDER, REPLACED_COST, TICKS, ONGOING,
                                                     SAME_NAME_WHICH, AOE_ALLIES, ALL_TARGETS_ILLEGAL,
                                                     NESTED_WINDOWS, REACT_OFF_ACTION_BAR, SOURCE_LEAVING,
                                                     DURING_RESOLUTION, IMMEDIATE_TRIGGERS)}
