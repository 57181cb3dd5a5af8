"""What an outcome of Eredan hangs on besides its rolls: the open readings of its two sources, the 2011 rulings blog
and the wiki, where they disagree or leave a point open (:mod:`rulings.core.branch_points`).  The engine plays every
alternative; the default is the one the rulings argue for.

The choices the game leaves a player (the cards played and in what order, the targets, the cards discarded) are
given by the case's turns, which the engine requires: it never takes one silently.  Two are asked of chance
(:data:`CHOICES`): which of several runes of one name a runic ability consumes, and which attached card an effect
discards when several fit and its card does not say (``which``).
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

# The open points of cases of confirmed rulings (each case marked unconfirmed) and the engine's own assumptions.

END_OF_COMBAT_DEATHS = reading(
    "combat-end-deaths",
    "À la fin du combat, les effets « à la fin du combat » se résolvent-ils avant que les morts soient constatées ?",
    "eredan.combat.death",
    ("effects-then-deaths", "oui : les effets d'abord, puis les personnages à 0 PV ou moins meurent",
     BLOG, "Toutes les capacités ayant la mention \"à la fin du combat\" se résolvent à cet instant."),
    ("deaths-then-effects", "non : les morts d'abord (un mort n'est plus soigné), puis les effets",
     BLOG, "Au même moment, les deux personnages présents en combat retournent sur leur ligne. Si un des personnages "
           "en jeu possède au plus zéro PV, il est considéré comme mort"),)

BEARER_DEATH = reading(
    "bearer-death-heard",
    "Une carte attachée qui agit quand un personnage meurt agit-elle à la mort de son porteur ?",
    "eredan.effects.any-death",
    ("bearer-healed", "oui : son porteur mort est lui aussi soigné (le blog, « à vérifier »)",
     BLOG, "Si le porteur de l'invocation meurt, il sera tout de même soigné par l'invocation (à vérifier)."),
    ("bearer-not-healed", "non : elle quitte le jeu avec lui, seuls les autres morts comptent",
     BLOG, "cette dernière n'agit que si un personnage meurt pendant qu'elle est active."),)

CONSUMED_RUNE_COUNTS = reading(
    "consumed-rune-counts",
    "Une capacité runique qui compte les runes portées compte-t-elle celle qu'elle vient de consommer ?",
    "eredan.runes.ability",
    ("not-counted", "non : la rune est consommée pour activer la capacité, avant qu'elle compte",
     WIKI, "auquel cas cette rune sera consommée pour activer la capacité."),
    ("still-counted", "oui : elle compte encore, portée au moment où la capacité s'active",
     WIKI, "Cette capacité ne s'activera que si votre personnage porte la rune correspondante"),)

RUNE_DEFAULT_LIMIT = reading(
    "rune-default-limit",
    "Un personnage dont ni la base ni le cas ne donnent la limite de runes en porte-t-il au plus 3 ?",
    "eredan.runes.limit",
    ("three", "oui : 3, la limite « en général » du wiki",
     WIKI, "Un personnage ne peut porter qu'un nombre limité de runes (en général 3 à son évolution maximum)"),
    ("no-default-limit", "non : sans limite connue, la rune s'ajoute et aucune n'est remplacée",
     WIKI, "si vous essayer d'ajouter une rune sur un personnage qui n'a plus de place celle-ci prendra la place de "
           "la plus ancienne rune qu'il porte."),)

INITIATIVE_MALUS = reading(
    "initiative-malus",
    "Un malus d'initiative retire-t-il des tickets ?",
    "eredan.setup.initiative",
    ("malus-removes-tickets", "oui : un ticket de moins par point de malus",
     WIKI, "Chaque joueur a 5 Points d'initiative représentant 5 \"tickets\""),
    ("bonus-only", "non : seuls les bonus comptent, un malus est sans effet",
     WIKI, "chaque point d'initiative supplémentaire représente un ticket supplémentaire en début de partie"),)

CALLED_SHORT = reading(
    "called-short",
    "Conversion s'active quand la défausse n'a qu'un seul autre sort permanent jouable (la carte en appelle deux) : "
    "se résout-elle ?",
    "eredan.resolve.called-constraints",
    ("plays-what-there-is", "oui : sa seule condition est le sort attaché ; il est défaussé et le seul sort "
                            "disponible est joué",
     BLOG, "Si un seul Sort permanent est attaché à votre personnage au moment où cette carte s'active, celui-ci est "
           "défaussé"),
    ("nothing-happens", "non : il faut deux autres sorts permanents ; rien ne se passe, le sort attaché reste en place",
     BLOG, "deux autres Sorts permanents jouables par votre personnage dans votre Défausse sont immédiatement joués"),)

READINGS = {r.name: r for r in (DECK_DEFEAT, DEATH_THRESHOLD, PER_COMBAT, END_OF_COMBAT_ORDER, END_OF_COMBAT_DEATHS,
                                BEARER_DEATH, CONSUMED_RUNE_COUNTS, RUNE_DEFAULT_LIMIT, INITIATIVE_MALUS,
                                CALLED_SHORT)}

RUNE_CONSUMED = ChoiceKind(
    "rune-consumed", "la rune consommée, quand le personnage en porte plusieurs du même nom", "eredan.runes.ability",
    (Support(WIKI, "auquel cas cette rune sera consommée pour activer la capacité."),))

DISCARD_ATTACHED = ChoiceKind(
    "discard-attached", "la carte attachée qu'un effet défausse, quand plusieurs répondent à sa description",
    "eredan.resolve.discard-attached",
    (Support(BLOG, "Si un seul Sort permanent est attaché à votre personnage au moment où cette carte s'active, "
                   "celui-ci est défaussé"),))

CHOICES = {kind.name: kind for kind in (RUNE_CONSUMED, DISCARD_ATTACHED)}
