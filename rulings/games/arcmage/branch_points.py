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

CHOICES = {kind.name: kind for kind in (DAMAGE_SPLIT, PAYMENT)}



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
    _reading("prerequisite-each-opponent", "À plus de deux, faut-il contrôler moins de créatures que chacune des "
                                           "adversaires, ou que leur total ?", "play.prerequisites",
             ("each", "que chacune", "Cette carte ne peut être jouée que si tu contrôles moins de créature que ton "
                                     "adversaire. (ou chacun de tes adversaires)."),
             ("total", "que leur total", "Cette carte ne peut être jouée que si tu contrôles moins de créature que "
                                         "ton adversaire.")),
    _reading("card-name-unique", "« Chaque carte a un nom unique » interdit-il deux exemplaires d'une carte en jeu ?",
             "cards.name",
             ("per-model", "non : le nom désigne le modèle, plusieurs exemplaires peuvent être en jeu",
              "Les cartes sont considérées comme étant les mêmes si elles ont exactement le même nom."),
             ("unique-in-play", "oui : un seul exemplaire d'un nom en jeu", "Chaque carte a un nom unique.")),
    _reading("death-check", "Une créature dont la défense tombe à 0 sans avoir subi de dégât meurt-elle ?",
             "creature.death",
             ("defense-zero-kills", "oui : 0 dégât atteint une défense de 0",
              "Quand une créature subie des dégâts égaux ou supérieurs à sa défense durant le même tour, la "
              "créature est mise dans le cimetière"),
             ("damage-only", "non : il faut qu'elle subisse des dégâts",
              "Quand une créature subie des dégâts égaux ou supérieurs à sa défense")),
    _reading("first-city-pick", "« En pioche une » : la première cité est-elle choisie, ou tirée au hasard ?",
             "setup.first-city",
             ("chosen", "choisie par la joueuse, qui regarde ses cités",
              "La personne qui commence regarde ses cartes cité, en pioche une puis la pose dans son royaume face "
              "visible."),
             ("random", "tirée au hasard parmi ses cités", "en pioche une puis la pose dans son royaume")),
    _reading("magic-while-pile", "Une carte Magie jouée pendant que la pile attend ferme-t-elle les réponses, ou "
                                 "est-elle refusée ?", "stack.closes",
             ("closes-pile", "elle ferme la pile, qui se résout, puis la Magie se joue",
              "Ce processus d'action-réaction se répète jusqu'à ce que toutes les joueureuses aient arrêté de jouer "
              "des cartes évènements."),
             ("refused-while-pile", "elle est refusée tant que la pile n'est pas vide",
              "Les cartes Magie peuvent être jouées par un joueureuse uniquement durant son propre tour et "
              "seulement durant la phase de mise en jeu.")),
    _reading("lost-devotee", "Une résidente déclarée dévouée puis tuée en réponse compte-t-elle dans la dévotion ?",
             "devotion.lost-devotee",
             ("not-counted", "non : la dévotion se calcule avec celles qui sont engagées",
              "Finalement les créatures déclarées sont engagées et la dévotion est calculée."),
             ("counted-as-declared", "oui : la déclaration suffit",
              "Pour une cité donnée iel déclare les créatures qui vont montrer leur dévotion envers la cité (toutes "
              "en une fois).")),
)}
(BLOCKED_CITY, BLOCKING_TAPS, CITY_DESTROYED, DEFENDER, RENEWAL, PREREQUISITE, NAME_UNIQUE, DEATH_CHECK, FIRST_CITY,
 MAGIC_PILE, LOST_DEVOTEE) = READINGS.values()
