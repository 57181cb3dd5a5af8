"""What an outcome of Eredan hangs on besides its rolls: the open readings of its two sources, the 2011 rulings blog
and the wiki, where they disagree or leave a point open (:mod:`rulings.core.branch_points`).  The engine plays every
alternative; the default is the one the rulings argue for.

The choices the game leaves a player (the cards played and in what order, the targets, the cards discarded) are
given by the case's turns, which the engine requires: it never takes one silently.
"""

from __future__ import annotations

from rulings.core.branch_points import ChoiceKind, Support, reading

from .rules import BLOG, WIKI

DECK_DEFEAT = reading(
    "deck-defeat-timing",
    "La défaite au deck se constate-t-elle juste après le combat (blog) ou à la fin du tour (wiki) ?",
    "eredan.victory.deck",
    ("blog-after-combat", "juste après le combat, avant la défausse (le blog)",
     BLOG, "Les conditions de victoire sont vérifiées juste après la fin du combat mais avant la phase de "
           "défausse."),
    ("wiki-end-of-turn", "à la fin du tour, si l'adversaire n'est pas mort entre temps (le wiki)",
     WIKI, "la partie se finira sur une défaite au deck à la fin du tour si entre temps il n'a pas tué son "
           "adversaire."),)

DEATH_THRESHOLD = reading(
    "death-threshold-at-turn-end",
    "Après les effets de fin de tour, un personnage à 0 PV meurt-il ?",
    "eredan.combat.death",
    ("zero-or-less", "oui : à 0 PV ou moins, comme à tout moment",
     BLOG, "Si un des personnages en jeu possède au plus zéro PV, il est considéré comme mort"),
    ("below-zero-at-end-of-turn", "non : à la fin du tour, seulement en dessous de 0 PV",
     BLOG, "Les personnages ayant moins de 0 PV après la résolution de ces effets meurent"),)

PER_COMBAT = reading(
    "per-combat-effects",
    "Un effet « à chaque combat » d'une carte attachée s'active-t-il quand son porteur ne combat pas ?",
    "eredan.duration.each",
    ("wiki-carrier-fights", "non : seulement quand son porteur est l'un des deux combattants (le wiki)",
     WIKI, "Un effet désigné comme s'activant à chaque un combat se produira lorsque le personnage porteur "
           "de cet effet sera l'un des deux protagoniste du combat."),
    ("blog-every-turn", "oui : à chaque tour, tant que la carte est en jeu (le blog)",
     BLOG, "la carte sera activée à tout les tours jusqu'à ce qu'un effet l'envoie à la défausse."),)

END_OF_COMBAT_ORDER = reading(
    "combat-end-order",
    "Dans quel ordre les cartes s'activent-elles à la fin du combat ?",
    "eredan.combat.end-effects",
    ("active-player-first", "les cartes du joueur actif, puis celles du passif, chacun dans l'ordre de pose (le blog, "
                            "« à confirmer »)",
     BLOG, "et des cartes attachées et jouées dans l'ordre de pose (joueur actif puis passif)"),
    ("pose-order", "l'ordre de pose seul, les deux joueurs mêlés (le wiki)",
     WIKI, "Les résolutions des effets de fin de tours se font dans l'ordre de la pose des cartes"),)

READINGS = {r.name: r for r in (DECK_DEFEAT, DEATH_THRESHOLD, PER_COMBAT, END_OF_COMBAT_ORDER)}

RUNE_CONSUMED = ChoiceKind(
    "rune-consumed", "la rune consommée, quand le personnage en porte plusieurs du même nom", "eredan.runes.ability",
    (Support(WIKI, "auquel cas cette rune sera consommée pour activer la capacité."),))

CHOICES = {kind.name: kind for kind in (RUNE_CONSUMED,)}
