"""What an outcome of Arcmage hangs on besides its cards: the choices the rules leave a player and the open readings
of the « Awesome Rules Concept » page (:mod:`rulings.core.branch_points`).  A case gives a choice by its action's
key (``assign:``, ``pay:``) or by its label (``choices:``); left free, the engine plays every option."""

from __future__ import annotations

from rulings.core.branch_points import ChoiceKind, Reading, Support, reading

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

DISCARD = ChoiceKind(
    "discard", "les cartes qu'une joueuse défausse, quand le cas ne les nomme pas", "arcmage.turn.discard",
    (Support(DOCUMENT, "Si la joueuse a plus de 7 cartes dans sa main, elle doit défausser des cartes depuis sa main "
                       "jusqu'à n'en avoir plus que 7."),
     Support(DOCUMENT, "alors tu dois défausser une créature n'appartenant pas à l'Ost des ténèbres.")))

TRIGGER_ORDER = ChoiceKind(
    "trigger-order", "l'ordre de capacités déclenchées par un même évènement", "arcmage.ability.triggered",
    (Support(DOCUMENT, "La capacité est déclenchée quand le déclencheur survient."),
     Support(DOCUMENT, "Le joueureuse actif choisit l'ordre des cités et les résous une par une.")))

GRAVEYARD_ORDER = ChoiceKind(
    "graveyard-order", "l'ordre dans lequel les mortes d'un combat arrivent au cimetière de leur propriétaire "
                       "(sous la lecture « owner-chooses »)", "arcmage.combat.cleanup",
    (Support(DOCUMENT, "Quand le combat est terminé, chaque créature morte est placée dans le cimetière de sa "
                       "propriétaire."),))

CHOICES = {kind.name: kind for kind in (DAMAGE_SPLIT, PAYMENT, DISCARD, TRIGGER_ORDER, GRAVEYARD_ORDER)}



def _reading(name: str, question: str, rule: str, *alternatives: tuple[str, str, str]) -> Reading:
    """A reading of the page, its first alternative the default: (name, French label, the page's words)."""
    return reading(name, question, "arcmage." + rule,
                   *((n, label, DOCUMENT, quote) for n, label, quote in alternatives))


READINGS = {r.name: r for r in (
    _reading("blocked-attacker-city-damage", "Une attaquante bloquée dont toutes les bloqueuses meurent reporte-t-elle "
                                             "ses points d'attaque non attribués sur la cité ?", "combat.no-trample",
             ("never", "non : bloquée, elle ne touche jamais la cité",
              "ne pourra pas faire perdre de points de défense à la cité attaquée, même si la créature attaquée est "
              "tuée par l'attaque"),
             ("excess-to-city", "oui : ses points non attribués vont à la cité si ses bloqueuses meurent",
              "Toute créature attaquante non-bloquée donne des dégâts à la cité.")),
    _reading("blocking-taps", "Une créature qui bloque est-elle engagée ?", "combat.block-no-tap",
             ("untapped", "non : seules les attaquantes sont engagées",
              "La joueuse défenseuse choisit lesquelles de ces créatures désengagées sont utilisées pour bloquer."),
             ("blocking-taps", "oui : bloquer l'utilise, donc l'engage",
              "L'état Engagé est généralement utilisé pour montrer qu'une carte a été utilisée,")),
    _reading("city-destroyed-mid-combat", "Quand la cité attaquée est détruite pendant le combat, les batailles "
                                          "restantes ont-elles lieu ?", "combat.city-gone",
             ("blocked-battles-go-on", "oui : les batailles bloquées ont lieu, les non bloquées n'infligent rien",
              "Le combat est résolu bataille par bataille : une créature attaquante et toutes les créatures "
              "bloqueuses associées forment une bataille unique et spécifique."),
             ("combat-ends", "non : le combat s'arrête avec la cité",
              "Lorsqu'une cité est détruite, les effets de la cité disparaissent immédiatement.")),
    _reading("defending-player", "La cité attaquée appartient à une joueuse et est contrôlée par une autre : qui "
                                 "bloque ?", "combat.who-blocks",
             ("owner", "sa propriétaire", "La propriétaire de la cité attaquée est la joueuse défenseuse."),
             ("controller", "celle qui la contrôle",
              "Seule la joueuse attaquée peut utiliser ses créatures pour bloquer une attaque.")),
    _reading("devotion-renewal", "Un effet permanent de dévotion est-il renouvelé par une dévotion plus faible que son "
                                 "niveau ?", "devotion.renew",
             ("same-level-reached", "non : seulement si son niveau est atteint de nouveau",
              "Si il n'est pas renouvelé un effet permanent disparait."),
             ("any-devotion", "oui : toute dévotion à la cité le renouvelle",
              "La dévotion de la cité doit être renouvelée à chaque tour")),
    _reading("lost-devotee", "Une résidente déclarée dévouée puis tuée en réponse compte-t-elle dans la dévotion ?",
             "devotion.lost-devotee",
             ("not-counted", "non : la dévotion se calcule avec celles qui sont engagées",
              "Finalement les créatures déclarées sont engagées et la dévotion est calculée."),
             ("counted-as-declared", "oui : la déclaration suffit",
              "Pour une cité donnée iel déclare les créatures qui vont montrer leur dévotion envers la cité (toutes "
              "en une fois).")),
)}
BLOCKED_CITY, BLOCKING_TAPS, CITY_DESTROYED, DEFENDER, RENEWAL, LOST_DEVOTEE = READINGS.values()

MORE = (
    _reading("dead-creature-effects", "Une créature morte dans une bataille garde-t-elle ses capacités passives "
                                      "jusqu'au nettoyage du combat ?", "combat.dead-between",
             ("effects-stop-at-death", "non : ses effets cessent à sa mort",
              "L'effet cesse au moment où la carte quitte le jeu."),
             ("effects-until-cleanup", "oui : elle ne quitte le jeu qu'au cimetière, à la fin du combat",
              "Quand le combat est terminé, chaque créature morte est placée dans le cimetière de sa propriétaire.")),
    _reading("death-check", "Une créature dont la défense tombe à 0 sans avoir subi de dégât meurt-elle ?",
             "creature.death",
             ("defense-zero-kills", "oui : 0 dégât atteint une défense de 0",
              "Quand une créature subie des dégâts égaux ou supérieurs à sa défense durant le même tour, la créature "
              "est mise dans le cimetière"),
             ("damage-only", "non : il faut avoir subi des dégâts",
              "Quand une créature subie des dégâts égaux ou supérieurs à sa défense")),
    _reading("devotion-effect-duration", "Jusqu'à quand dure l'effet permanent d'un niveau de dévotion ?",
             "devotion.renew",
             ("until-next-devotion", "jusqu'à la phase de dévotion suivante de sa joueuse",
              "Un effet peut-être une action unique (p. ex. piocher une carte, faire revenir une carte du cimetière) "
              "ou avoir un effet permanent."),
             ("until-untap", "jusqu'au désengagement suivant de sa joueuse, qui redresse les dévouées",
              "(lors de la phase de désengagement, toutes les créatures sont désengagées y compris les créatures "
              "dévouées)")),
    _reading("player-enchantment-place", "Où se pose un enchantement qui vise une joueuse ?", "enchant.target",
             ("beside-player", "attaché à la joueuse visée", "Un enchantement est attaché à sa cible."),
             ("in-army-zone", "dans la zone de l'armée de celle qui le joue, comme un enchantement global",
              "Les enchantements globaux (sans cible) sont placés dans la zone de l'armée.")),
    _reading("found-city-turn", "Que reste-t-il du tour d'une joueuse qui fonde une cité ?", "city.found",
             ("instead-of-draw", "la fondation remplace la pioche ; le désengagement et la défausse ont lieu",
              "un·e joueureuse peut passer un tour complet et à la place prendre une de ses cités inutilisées et la "
              "mettre en jeu, face visible."),
             ("whole-turn", "tout le tour est passé : pas de phase de défausse non plus",
              "Passe ton tour pour en construire une et la déplacer dans ton royaume.")),
    _reading("magic-while-pile", "Une carte Magie jouée pendant que des évènements attendent sur la pile : la pile "
                                 "se résout-elle d'abord, ou la Magie est-elle refusée ?", "stack.closes",
             ("closes-pile", "la pile se résout d'abord, puis la Magie se joue",
              "Ce processus d'action-réaction se répète jusqu'à ce que toutes les joueureuses aient arrêté de jouer "
              "des cartes évènements."),
             ("refused-while-pile", "la Magie est refusée tant que la pile n'est pas vide",
              "Les cartes Magie peuvent être jouées par un joueureuse uniquement durant son propre tour et seulement "
              "durant la phase de mise en jeu.")),
    _reading("passive-hand-limit", "Une joueuse passive qui a plus de 7 cartes défausse-t-elle pendant la phase de "
                                   "défausse d'une autre ?", "turn.discard-passive",
             ("own-phase-only", "non : seule sa propre phase de défausse limite sa main",
              "Si la joueuse a plus de 7 cartes dans sa main, elle doit défausser des cartes depuis sa main jusqu'à "
              "n'en avoir plus que 7."),
             ("always-seven", "oui : à chaque phase de défausse, toute joueuse au-dessus de 7 défausse",
              "La joueuse ne peut pas défausser des cartes si iel en a moins de 8 en main.")),
    _reading("card-name-unique", "« Chaque carte a un nom unique » : deux exemplaires d'une carte peuvent-ils être "
                                 "en jeu ensemble ?", "cards.name",
             ("per-model", "oui : le nom désigne le modèle, 3 exemplaires par deck",
              "Un deck ne peut contenir plus de 3 exemplaires d'une même carte. Les cartes sont considérées comme "
              "étant les mêmes si elles ont exactement le même nom."),
             ("unique-in-play", "non : un seul exemplaire d'un nom en jeu", "Chaque carte a un nom unique.")),
    _reading("graveyard-order-after-combat", "Dans quel ordre les mortes d'un combat arrivent-elles au cimetière ?",
             "combat.cleanup",
             ("death-order", "dans l'ordre des morts, bataille par bataille",
              "Les cartes dans le cimetière doivent demeurer empilées dans leur ordre d'arrivée"),
             ("owner-chooses", "ensemble à la fin du combat : leur propriétaire choisit l'ordre",
              "Quand le combat est terminé, chaque créature morte est placée dans le cimetière de sa propriétaire.")),
    _reading("city-reserve-count", "Un deck a plus de trois cités : combien vont dans la réserve ?", "setup.reserve",
             ("all-cities", "toutes", "Au moins 3 de ces 45 cartes doivent être des cartes \"cité\"."),
             ("exactly-three", "trois, les premières du deck ; les autres restent dans le deck",
              "chaque joueureuse met à part, dans la réserve de cités les trois cités de son deck, face cachée.")),
    _reading("first-turn-draw", "La première joueuse pioche-t-elle à son premier tour ?", "setup.first-turn",
             ("full-turn", "oui : le premier tour est un tour complet", "Puis le premier tour de jeu commence."),
             ("no-first-draw", "non : pas de pioche au premier tour de la première joueuse",
              "Pendant la partie, tu vas piocher des cartes à presque tous les tours.")),
    _reading("first-city-pick", "« en pioche une » : la première cité est-elle choisie ou tirée au hasard ?",
             "setup.first-city",
             ("chosen", "choisie : elle regarde ses cités et en prend une",
              "La personne qui commence regarde ses cartes cité, en pioche une puis la pose dans son royaume face "
              "visible."),
             ("random", "tirée au hasard parmi ses cités", "en pioche une")),
    _reading("prerequisite-each-opponent", "À plus de deux, « moins de créatures que ton adversaire » : que "
                                           "chacune des adversaires, ou que leur total ?", "play.prerequisites",
             ("each", "moins que chacune", "(ou chacun de tes adversaires)"),
             ("total", "moins que leur total",
              "Cette carte ne peut être jouée que si tu contrôles moins de créature que ton adversaire.")),
    _reading("evacuation-taps", "Quitter une cité détruite engage-t-il la résidente ?", "city.evacuation-taps",
             ("taps", "oui : c'est un déplacement, qui engage", "Pour déplacer une créature un·e joueureuse doit :"),
             ("no-tap", "non : une sortie forcée n'est pas un Déplacement",
              "Cependant, cette limitation ne s'applique pas au déplacement de créatures hors d'une cité détruite")),
    _reading("evacuating-blocker", "Une résidente qui bloque et dont la cité est détruite en plein combat reste-t-elle "
                                   "dans sa bataille ?", "city.evacuation-taps",
             ("stays-in-battle", "oui : assignée, elle se bat encore, et ne sort de la cité qu'après le combat",
              "Une bataille individuelle est composée d'une créature attaquante et des créatures bloqueuses "
              "éventuellement assignées."),
             ("leaves-battle", "non : elle doit quitter la cité détruite, et quitte sa bataille avec elle",
              "Les résidentes désengagées d'une cité détruite doivent être déplacées vers une autre cité ou vers "
              "l'armée")),
    _reading("loser-cards", "À plus de deux, une joueuse a perdu et la partie continue : ses cartes en jeu restent-"
                            "elles ?", "victory.out",
             ("cards-stay", "oui : elles restent où elles sont, rien ne les enlève",
              "Les enchantements restent en jeu jusqu'à ce que certains effets les enlèvent, potentiellement après "
              "de nombreuses phases et tours."),
             ("cards-leave", "non : celles dont elle est la propriétaire sont retirées de la partie avec elle",
              "Une joueureuse gagne quand toustes les autres joueureuses ont perdu.")),
    _reading("event-response-who", "Celle qui a joué un évènement peut-elle y répondre elle-même ?",
             "stack.event-response",
             ("everyone", "oui : toutes les joueuses",
              "Toutes les joueureuses (y compris celle ayant joué à l'origine) a la possibilité de jouer une carte "
              "évènement en réponse"),
             ("opponents-only", "non : seulement ses adversaires",
              "l'adversaire a la possibilité de réagir et de jouer une carte évènement en réponse.")),
    _reading("resource-timing", "Une ressource se pose-t-elle seulement en phase de pioche ?",
             "turn.draw-then-resource",
             ("draw-phase-only", "oui : en phase de pioche, après avoir pioché",
              "La joueuse doit piocher toutes les cartes en même temps, puis jouer ses cartes ressources."),
             ("any-time", "non : à tout moment de son tour, une fois sa phase de pioche passée",
              "Pendant la partie, tu peux mettre une carte de ta main face cachée sur la table et la transformer en "
              "carte ressource.")),
    _reading("move-per-city", "Un « déplacement » est-il celui d'une créature, ou celui d'un groupe qui va de la "
                              "même origine à la même destination ?", "move.city-once",
             ("per-creature", "une créature : une cité ne sert qu'à une créature par tour",
              "Une cité donnée ne peut-être concernée par un déplacement qu'une seule fois par tour (soit comme "
              "origine soit comme destination du déplacement)."),
             ("group-move", "un groupe : d'autres créatures peuvent suivre le même chemin dans le même tour",
              "Pour déplacer une créature un·e joueureuse doit :")),
    _reading("victory-cities", "Les cités de la réserve comptent-elles pour ne pas perdre ?", "victory.cities",
             ("in-play", "non : perdre toutes ses cités en jeu fait perdre",
              "Lorsque toutes les cités en jeu d'un joueureuse sont détruites, la joueureuse est vaincue."),
             ("all-cities", "oui : il faut aussi que sa réserve soit vide",
              "Toutes les cités de la joueureuse ont été détruites, ou")),
    _reading("split-must-total", "L'attaquante doit-elle répartir tous ses points d'attaque entre ses bloqueuses ?",
             "combat.distribute",
             ("must-total", "oui : la répartition fait exactement son attaque",
              "La joueuse attaquante choisit comment distribuer les dégâts infligés par la créature attaquante parmi "
              "les créatures bloqueuses."),
             ("may-leave-unassigned", "non : elle peut en laisser non attribués",
              "(et qu'il reste des points d'attaque non-attribués)")),
    _reading("simultaneous-triggers-order", "Plusieurs capacités se déclenchent sur un même évènement : qui "
                                            "choisit l'ordre ?", "ability.triggered",
             ("active-player-chooses", "la joueuse active, comme pour l'ordre des cités à la dévotion",
              "Le joueureuse actif choisit l'ordre des cités et les résous une par une."),
             ("table-order", "personne : l'ordre de la table (joueuses dans l'ordre du tour, cités, résidentes, "
                             "armée)", "La capacité est déclenchée quand le déclencheur survient.")),
)
READINGS.update({r.name: r for r in MORE})
(DEAD_EFFECTS, DEATH_CHECK, EFFECT_DURATION, PLAYER_ENCHANTMENT, FOUND_TURN, MAGIC_PILE, PASSIVE_HAND, NAME_UNIQUE,
 GRAVEYARD, RESERVE_COUNT, FIRST_DRAW, FIRST_CITY, PREREQUISITE, EVACUATION_TAPS, EVACUATING_BLOCKER, LOSER_CARDS,
 EVENT_RESPONSE, RESOURCE_TIMING, MOVE_PER_CITY, VICTORY, SPLIT_TOTAL, TRIGGERS_ORDER) = MORE
