"""The Arcmage rules (« Awesome Rules Concept ») the engine applies, with stable ids, and the deck rules.

Source: ``002_18938faae939d5e9.txt``, the French translation of the wiki page
*Awesome Rules Concept* (« Assemblage de Règles Chouettes »).  The page says of
itself that it is a draft (« Tout ici peut changer »).  Each rule's ``source``
is ``(document, post)`` where ``post`` is the exact line of the page the rule
stands under.

Rules marked ``unconfirmed`` are the engine's reading where the page is silent,
ambiguous or contradicts itself; their statement says which reading is taken.
The deck rules are in the rule book (the start of a game checks each deck, and
traces cite them) and in :data:`DECK_RULES` (``rulings deck``).
"""

from rulings.core.rules import Rule, RuleBook

DOCUMENT = "002_18938faae939d5e9.txt"

BASES = "Bases"
DECK = "Deck Building"
VICTORY = "Victoire"
RESOURCES = "Les cartes ressources"
ANATOMY = "Composition des cartes"
PLAY = "Jouer une carte"
FIELD = "Mise en place du champ de bataille"
KINGDOM = "Royaume (1)"
ARMY = "Armée (2)"
STOCKS = "Les ressources des factions (3)"
DECK_ZONE = "Deck (4)"
GRAVEYARD = "Cimetière (5)"
RESERVE = "Réserve de cités (6)"
HAND = "Main (7)"
SETUP = "Déroulement du jeu"
TURN = "Chronologie d'un tour"
UNTAP = "Désengagement"
DRAW = "Pioche et ressource"
DEVOTION = "Dévotion"
MAIN = "Mise en jeu"
ATTACK = "Attaque"
DISCARD = "Défausse"
TYPES = "Types de cartes"
OWNERSHIP = "Propriété d'une carte"
CITIES = "Cités"
FOUND = "Fonder une cité"
RESIDENTS = "Résidentes"
DEFEND = "Défendre une cité"
EFFECTS = "Effets"
CREATURES = "Créatures"
COMBAT_STATS = "Caractéristiques de combat"
ABILITIES = "Capacités"
MOVES = "Déplacements"
EVENTS = "Évènements"
ORDER = "Ordre de résolution"
MAGIC = "Magie"
ENCHANT = "Enchantements"
PLAYED = "Jouer / en jeu"
TAPPED = "Engagé / Désengagé"
TAP = "Engager"
NOT_IN_PLAY = "Pas en jeu"
REMOVED = "Retirée de la partie"
COMBAT = "Combat"
STEP1 = "I. Annoncer la cible et les créatures attaquantes"
STEP2 = "II. Assigner les défenseurs"
STEP3 = "III. Résoudre un combat"
STEP4 = "IV. Nettoyer le champ de bataille"
CONFLICT = "Règles contradictoires"
ABILITY_TYPES = "Types de capacités"
PASSIVE = "Passive"
ACTIVABLE = "Activable"
TRIGGERED = "Déclenchable"
X_COST = "Coût variable"
WARNINGS = "Avertissements et autres informations"

FAMILIES = {
    "document": "Le document", "cards": "Les cartes", "deck": "Construction du deck", "victory": "Victoire",
    "setup": "Mise en place", "zones": "Les zones", "turn": "Le tour", "resource": "Ressources",
    "play": "Jouer une carte", "state": "États des cartes", "city": "Cités", "devotion": "Dévotion",
    "creature": "Créatures", "move": "Déplacements", "stack": "Évènements et pile", "magic": "Magie",
    "enchant": "Enchantements", "combat": "Combat", "conflict": "Règles contradictoires", "ability": "Capacités",
}
RULEBOOK = RuleBook("arcmage", families=dict(FAMILIES))

U = "unconfirmed"

_DECK = [
    ("deck.size", "Exactement 45 cartes",
     "Chaque deck comporte exactement 45 cartes.", DECK),
    ("deck.mix", "Toutes les factions, tous les types",
     "Un deck peut mêler n'importe quelles factions et n'importe quels types de cartes : rien n'est vérifié.", DECK),
    ("deck.cities", "Au moins 3 cités",
     "Au moins 3 des 45 cartes sont des cités. Au-delà de 3, la mise en place (« les trois cités de son deck ») ne "
     "dit pas quoi faire : le deck reste légal, avec un avertissement.", DECK),
    ("deck.copies", "Au plus 3 exemplaires d'un même nom",
     "Un deck contient au plus 3 exemplaires d'une même carte ; deux cartes sont la même si elles ont exactement le "
     "même nom.", DECK),
    ("deck.any-card", "N'importe quelle carte",
     "N'importe quelle carte peut entrer dans un deck, dans les limites de ces règles.", DECK),
    ("deck.backs", "Des dos identiques",
     "Toutes les cartes d'un deck ont le même dos ; des protège-cartes peuvent résoudre le problème.", DECK),
]

for _rid, _title, _statement, _post, *_status in [
    # --- the document ----------------------------------------------------------------------------
    ("document.draft", "La page est un brouillon",
     "La page dit elle-même que tout peut changer et que rien n'est définitif : chaque décision applique la page "
     "telle qu'elle est écrite ; la version anglaise d'origine ne sert qu'à lever un doute de traduction.",
     WARNINGS, U),
    # --- cards -----------------------------------------------------------------------------------
    ("cards.factions", "Cinq factions",
     "Chaque carte appartient à une faction : les Enfants de Gaïa, l'Ost des ténèbres, la Horde rouge, les "
     "Aristocrates ou l'Empire.", BASES),
    ("cards.types", "Cinq types de cartes",
     "Chaque carte a un type : cité, créature, enchantement, magie ou évènement. « Sort » (Bases) et « Magie » "
     "(Types de cartes) sont le même type : le moteur applique au sort les règles de la Magie.", TYPES, U),
    ("cards.cost", "Le coût",
     "Le coût d'une carte est le nombre de cartes ressources à engager pour la jouer.", ANATOMY),
    ("cards.loyalty", "Les marqueurs de loyauté",
     "Les marqueurs de loyauté disent combien des ressources engagées doivent être de la faction de la carte ; le "
     "reste du coût se paie avec des ressources de n'importe quelle faction.", ANATOMY),
    ("cards.flavour", "Illustration et texte d'ambiance",
     "L'illustration et le texte d'ambiance n'ont aucun effet sur le jeu.", ANATOMY),
    ("cards.name", "Chaque carte a son nom",
     "« Chaque carte a un nom unique » alors qu'un deck peut avoir 3 exemplaires d'un même nom : le moteur lit « "
     "chaque carte (chaque modèle de carte) a son propre nom » ; les exemplaires d'une carte portent le même nom.",
     ANATOMY, U),
    ("cards.stats", "Attaque et défense",
     "Une créature a une valeur d'attaque (à gauche, dans le rond rouge) et une valeur de défense (à droite, dans "
     "le bouclier vert), utilisées au combat.", ANATOMY),
    ("cards.owner", "La propriétaire",
     "La propriétaire d'une carte est la joueuse qui l'avait dans son deck au début de la partie, même si une autre "
     "la contrôle (carte volée ou échangée).", OWNERSHIP),
    ("cards.controller", "La contrôleuse",
     "La joueuse qui contrôle une carte est en général celle qui l'a mise en jeu ; elle seule active ses "
     "capacités.", ACTIVABLE),
    # --- victory ---------------------------------------------------------------------------------
    ("victory.last", "Gagner : toutes les autres ont perdu",
     "Une joueuse gagne quand toutes les autres joueuses ont perdu.", VICTORY),
    ("victory.cities", "Perdre : toutes ses cités détruites",
     "Une joueuse perd quand toutes ses cités ont été détruites. « Défendre une cité » dit « toutes les cités en jeu "
     "» : le moteur ne compte que les cités en jeu ; une cité de la réserve ne la garde pas en vie.",
     DEFEND, U),
    ("victory.deck-out", "Perdre : piocher dans un deck vide",
     "Une joueuse perd quand son deck est épuisé et qu'elle doit piocher.", VICTORY),
    ("victory.tie", "Toutes perdent en même temps : égalité",
     "Si toutes les joueuses perdent en même temps, il y a égalité : personne ne gagne.", VICTORY),
    ("victory.out", "Une joueuse qui a perdu ne joue plus",
     "Quand une joueuse perd et que d'autres restent, la partie continue sans elle : le moteur saute ses tours ; "
     "ses cartes restent où elles sont (la page ne dit rien de plus).", VICTORY, U),
    # --- setup -----------------------------------------------------------------------------------
    ("setup.reserve", "Les cités vont dans la réserve",
     "Avant la partie, chaque joueuse met à part, face cachée dans sa réserve de cités, « les trois cités de son "
     "deck ». Avec plus de 3 cités, la page ne dit rien : le moteur met toutes les cités du deck dans la réserve "
     "(une cité du deck ne pourrait jamais être construite).", SETUP, U),
    ("setup.shuffle", "Mélanger",
     "Chaque joueuse peut ensuite mélanger son deck ; un cas donne toujours l'ordre du deck après mélange.", SETUP),
    ("setup.hand", "Sept cartes en main",
     "Chaque joueuse pioche 7 cartes de son deck, sans les montrer.", SETUP),
    ("setup.first", "Qui commence",
     "Les joueuses s'accordent sur qui commence ; les tours suivent l'ordre des joueuses.", SETUP),
    ("setup.first-city", "La première cité",
     "À tour de rôle depuis la première joueuse, chacune regarde ses cités et en pose une, face visible, dans son "
     "royaume ; puis le premier tour commence. « En pioche une » : le moteur lit un choix (la joueuse a regardé ses "
     "cités), pas un tirage au hasard.", SETUP, U),
    ("setup.first-turn", "Le premier tour est un tour complet",
     "La page ne prévoit aucune exception pour le premier tour : la première joueuse désengage, pioche et joue "
     "toutes ses phases.", SETUP, U),
    ("setup.active", "Joueuse active et joueuses passives",
     "La joueuse dont c'est le tour est active ; toutes les autres sont passives, même quand elles agissent (en "
     "jouant un évènement par exemple).", SETUP),
    # --- zones -----------------------------------------------------------------------------------
    ("zones.kingdom", "Le royaume",
     "Les cités construites sont dans le royaume ; une créature qui se déplace dans une cité en devient résidente.",
     KINGDOM),
    ("zones.army", "L'armée",
     "Les créatures de l'armée, face visible, peuvent attaquer ou bloquer.", ARMY),
    ("zones.resources", "Un stock par faction",
     "Chaque faction a son propre stock de cartes ressources.", STOCKS),
    ("zones.deck", "Le deck",
     "Le deck est face cachée ; c'est de là que les cartes sont piochées, toujours sur le dessus.", DECK_ZONE),
    ("zones.graveyard", "Le cimetière",
     "Les cartes défaussées, utilisées ou tuées vont au cimetière, face visible, dans leur ordre d'arrivée : la plus "
     "ancienne dessous, la plus récente dessus. Chacune peut consulter n'importe quel cimetière.", GRAVEYARD),
    ("zones.graveyard-owner", "Un cimetière ne contient que les cartes de sa propriétaire",
     "Une carte qui va au cimetière va toujours dans celui de sa propriétaire : un cimetière ne contient que les "
     "cartes d'une seule joueuse.", STEP4),
    ("zones.reserve", "La réserve de cités",
     "La réserve contient les cités non construites ; on passe son tour pour en construire une.", RESERVE),
    ("zones.hand", "La main",
     "La main contient les cartes de la joueuse, cachées aux autres.", HAND),
    ("zones.removed", "Retirée de la partie",
     "Une carte retirée de la partie va dans une pile à part, ni au cimetière ni en jeu ; elle n'a plus jamais "
     "d'effet et aucun effet ne la reprend.", REMOVED),
    # --- the turn --------------------------------------------------------------------------------
    ("turn.phases", "Les sept phases",
     "Le tour suit sept phases : désengagement, pioche et ressource, dévotion, mise en jeu, attaque, mise en jeu, "
     "défausse.", TURN),
    ("turn.optional", "Phases optionnelles",
     "Les phases d'attaque et de mise en jeu sont optionnelles : la joueuse peut n'y rien faire.", TURN),
    ("turn.order", "Les phases dans l'ordre, sans retour",
     "Les phases se suivent dans l'ordre ; on ne revient jamais à une phase passée.", TURN),
    ("turn.untap", "Désengagement",
     "La joueuse active désengage toutes ses cartes : ressources, créatures de l'armée, résidentes dévouées.", UNTAP),
    ("turn.draw-options", "Trois façons de piocher",
     "En phase de pioche, la joueuse choisit une seule séquence : piocher 2 cartes et aucune ressource ; piocher 1 "
     "carte et au plus 1 ressource ; piocher 0 carte et jouer 2 ressources, si elle peut en jouer 2.", DRAW),
    ("turn.draw-empty-hand", "Main vide : piocher au moins une carte",
     "Une joueuse sans carte en main doit piocher au moins une carte.", DRAW),
    ("turn.draw-then-resource", "D'abord piocher, puis les ressources",
     "La joueuse pioche toutes ses cartes en même temps, puis joue ses cartes ressources. La page dit aussi « "
     "Pendant la partie, tu peux mettre une carte… » : le moteur applique la règle de la phase, les ressources ne se "
     "jouent qu'en phase de pioche.", DRAW, U),
    ("turn.devotion", "Phase de dévotion",
     "En phase de dévotion, la joueuse peut dévouer des résidentes à leur cité.", DEVOTION),
    ("turn.main", "Mise en jeu",
     "En mise en jeu, la joueuse utilise les capacités de ses créatures, joue autant de cartes qu'elle veut et "
     "déplace ses créatures, limitée seulement par ses ressources et les prérequis ; elle peut ne rien faire.",
     MAIN),
    ("turn.attack", "Une seule cité attaquée par tour",
     "En phase d'attaque, l'armée de la joueuse active peut attaquer une cité ; une seule cité peut être attaquée "
     "dans le tour, sauf mention contraire ; la joueuse peut ne pas attaquer.", ATTACK),
    ("turn.discard", "Défausse jusqu'à 7 cartes",
     "En phase de défausse, une joueuse qui a plus de 7 cartes en main défausse jusqu'à en avoir 7 ; avec moins de "
     "8 cartes, elle ne peut pas défausser.", DISCARD),
    ("turn.discard-passive", "Seule la phase de défausse limite la main",
     "Seule la phase de défausse de la joueuse limite sa main : une joueuse passive qui a plus de 7 cartes les "
     "garde jusqu'à sa propre phase de défausse (la page ne prévoit rien d'autre).", DISCARD, U),
    ("turn.end", "Fin du tour",
     "Après la phase de défausse, le tour passe à la joueuse suivante, qui commence par son désengagement.", TURN),
    # --- resources -------------------------------------------------------------------------------
    ("resource.make", "Une carte de la main devient une ressource",
     "Une carte de la main, posée face cachée, devient une ressource de la faction que la joueuse choisit, quelle "
     "que soit la faction de la carte.", RESOURCES),
    ("resource.group", "Les ressources groupées par faction",
     "Les ressources d'une même faction sont rassemblées à côté du compteur de cette faction.", RESOURCES),
    ("resource.available", "Désengagées : disponibles ; engagées : consommées",
     "Les ressources désengagées sont disponibles pendant le tour ; les engagées sont consommées pour le tour et ne "
     "peuvent pas servir à jouer d'autres cartes.", RESOURCES),
    # --- playing a card --------------------------------------------------------------------------
    ("play.prerequisites", "Les prérequis",
     "Tous les prérequis d'une carte doivent être satisfaits, sinon elle ne peut pas être jouée. « Moins de "
     "créatures que ton adversaire (ou chacun de tes adversaires) » : le moteur lit « moins que chacune de tes "
     "adversaires », pas « moins que leur total ».", PLAY, U),
    ("play.pay", "Payer en engageant des ressources",
     "La joueuse paie en engageant autant de ressources que le coût, dont au moins autant de ressources de la "
     "faction de la carte que ses marqueurs de loyauté.", PLAY),
    ("play.resolve", "La carte est mise en jeu et résolue",
     "Une fois payée, la carte est mise en jeu et résolue ; les évènements passent d'abord par la pile.", PLAY),
    ("play.no-refund", "Pas de remboursement",
     "Les ressources engagées restent consommées même si la carte ne peut pas être résolue, quand d'autres cartes "
     "interfèrent.", PLAY),
    ("play.x-cost", "Coût variable",
     "Un coût X, ou X avec un modificateur, se calcule avec la valeur de X que le texte de la carte définit.",
     X_COST),
    ("play.played-vs-in-play", "Jouée, en jeu",
     "Une carte posée depuis la main, le deck, la réserve ou le cimetière est jouée, et en jeu si rien ne l'en "
     "empêche ; une carte qui ne reste pas sur la table (un évènement) n'est plus en jeu une fois résolue.",
     NOT_IN_PLAY),
    ("play.permanents", "Les permanents restent en jeu",
     "Toutes les cartes dont le coût a été payé sont en jeu ; typiquement les permanents, créatures et "
     "enchantements.", PLAYED),
    # --- states of cards -------------------------------------------------------------------------
    ("state.tap", "Engagée ou désengagée",
     "Une carte en jeu est soit engagée (à l'horizontale), soit désengagée ; une carte hors jeu n'est ni l'une ni "
     "l'autre.", TAPPED),
    ("state.enter-untapped", "Arriver en jeu désengagée",
     "Les cartes arrivent en jeu désengagées, sauf si un texte dit explicitement l'inverse.", TAPPED),
    ("state.use", "Engager pour montrer l'usage",
     "Une carte engagée a servi : une créature qui attaque, se déplace ou utilise une capacité à engagement.",
     TAPPED),
    ("state.no-double-tap", "Pas d'engagement d'une carte engagée",
     "Une carte déjà engagée ne peut pas être engagée à nouveau ; seules les cartes désengagées peuvent l'être.",
     TAPPED),
    ("state.unlimited", "Sans limite de nombre",
     "Des effets ou des règles peuvent engager ou désengager une carte autant de fois que c'est légitime.", TAPPED),
    ("state.tap-symbol", "Le symbole Engager : un prérequis",
     "Le symbole Engager demande d'incliner la carte : c'est un prérequis pour activer l'effet. « Engager la carte "
     "n'est pas un coût » mais Activable parle de « coût en engagement » : le moteur exige la carte désengagée et "
     "l'engage à l'activation, ce que les deux lectures font faire ici.", TAP, U),
    ("state.not-in-play", "Pas en jeu",
     "Une carte en main, dans le deck, la réserve ou le cimetière n'est pas en jeu, tant que son coût n'est pas "
     "payé et ses prérequis satisfaits.", NOT_IN_PLAY),
    # --- cities ----------------------------------------------------------------------------------
    ("city.place", "Une cité a une faction, dans le royaume",
     "Une cité appartient à une faction et se place face visible dans le royaume de sa joueuse.", CITIES),
    ("city.found", "Fonder une cité",
     "Chaque joueuse commence avec une seule cité en jeu ; elle peut passer un tour complet pour mettre en jeu une "
     "cité de sa réserve. Le moteur lit « passer un tour complet » : la cité est posée au lieu de la pioche, la "
     "joueuse ne fait rien d'autre de son tour (ni dévotion, ni mise en jeu, ni attaque) ; le désengagement et la "
     "défausse ont lieu.", FOUND, U),
    ("city.residents", "Les résidentes n'attaquent pas",
     "Une créature dans une cité est une résidente ; les résidentes ne peuvent pas attaquer, mais peuvent défendre "
     "leur cité.", KINGDOM),
    ("city.defense", "Points de défense de la cité",
     "Une cité a des points de défense ; ses résidentes et l'armée de sa joueuse peuvent la défendre.", DEFEND),
    ("city.damage", "Les dégâts aux cités sont permanents",
     "Chaque créature attaquante non bloquée inflige des dégâts à la cité ; ces dégâts restent d'un tour à l'autre.",
     DEFEND),
    ("city.destroyed", "Une cité à 0 est détruite",
     "Quand les points de défense d'une cité tombent à 0 ou moins, elle est détruite et sa propriétaire la met dans "
     "son cimetière.", DEFEND),
    ("city.destroyed-residents", "Que deviennent les résidentes",
     "Les résidentes désengagées d'une cité détruite doivent aller dans une autre cité ou dans l'armée ; les "
     "résidentes engagées retournent dans la main de leur propriétaire ; les autres cartes (enchantements) vont au "
     "cimetière de leur propriétaire.", DEFEND),
    ("city.evacuation-taps", "Quitter une cité détruite engage",
     "La page renvoie aux Déplacements, qui engagent la créature : le moteur engage la résidente qui quitte une cité "
     "détruite ; déjà assignée comme bloqueuse, elle reste dans sa bataille.", DEFEND, U),
    ("city.effects-vanish", "Les effets d'une cité détruite disparaissent",
     "Quand une cité est détruite, ses effets disparaissent immédiatement.", EFFECTS),
    # --- devotion --------------------------------------------------------------------------------
    ("devotion.devote", "Dévouer des résidentes",
     "En phase de dévotion, la joueuse active peut engager autant de résidentes qu'elle veut pour leur cité.",
     EFFECTS),
    ("devotion.value", "La dévotion d'une cité",
     "La dévotion d'une cité est la somme des marques de loyauté de ses résidentes dévouées.", EFFECTS),
    ("devotion.levels", "Les niveaux de dévotion",
     "Quand la dévotion atteint un niveau indiqué sur la cité, l'effet de ce niveau est actif ; une cité peut avoir "
     "plusieurs niveaux.", EFFECTS),
    ("devotion.procedure", "Déclarer, réagir, engager, calculer",
     "La joueuse active choisit l'ordre de ses cités ; pour chacune, elle déclare toutes les créatures dévouées en "
     "une fois ; n'importe qui peut réagir ; puis les créatures déclarées sont engagées et la dévotion est calculée.",
     EFFECTS),
    ("devotion.lost-devotee", "Une dévouée tuée ne compte pas",
     "La page ne dit pas ce que devient une créature déclarée puis tuée en réponse : le moteur ne l'engage pas et "
     "ne compte pas sa loyauté.", EFFECTS, U),
    ("devotion.trigger", "Chaque niveau atteint se déclenche",
     "Chaque niveau atteint déclenche son effet, obligatoirement, dans l'ordre, en commençant par le plus bas.",
     EFFECTS),
    ("devotion.kinds", "Effet unique ou permanent",
     "L'effet d'un niveau est une action unique (piocher, reprendre une carte du cimetière) ou un effet permanent.",
     EFFECTS),
    ("devotion.renew", "Renouveler la dévotion",
     "La dévotion doit être renouvelée à chaque tour : le désengagement redresse les dévouées ; un effet permanent "
     "non renouvelé disparaît. Le moteur garde l'effet permanent pendant les tours adverses et le fait disparaître à "
     "la phase de dévotion suivante de sa joueuse si ce même niveau n'y est pas atteint de nouveau.", EFFECTS, U),
    # --- creatures -------------------------------------------------------------------------------
    ("creature.types", "Les types de créature",
     "Chaque mot de la ligne de type est un type de créature (« Leader Bête Invocateurice » : trois types).",
     CREATURES),
    ("creature.play", "Une créature arrive dans une cité",
     "En mise en jeu, la joueuse paie une créature et la place sur une cité qu'elle contrôle ; jamais directement "
     "dans l'armée.", CREATURES),
    ("creature.army-later", "Vers l'armée lors d'une phase suivante",
     "Une créature posée sur une cité peut aller dans l'armée lors d'une phase suivante, pas dans la phase où elle "
     "est arrivée.", CREATURES),
    ("creature.army-vs-city", "Armée et cité",
     "Les créatures de l'armée attaquent et défendent ; celles d'une cité ne défendent que cette cité et ne "
     "participent jamais à une attaque.", CREATURES),
    ("creature.attack-defense", "Attaque et défense au combat",
     "L'attaque est le nombre de dégâts qu'une créature inflige en une attaque ; la défense, combien de dégâts elle "
     "peut prendre.", COMBAT_STATS),
    ("creature.death", "Mourir",
     "Une créature qui subit, dans un même tour, des dégâts égaux ou supérieurs à sa défense va au cimetière de sa "
     "propriétaire avec les cartes qui lui sont attachées. Le moteur le vérifie à chaque dégât et à chaque baisse "
     "de défense : une défense réduite à 0 la tue, même sans dégât.", COMBAT_STATS, U),
    ("creature.heal", "Les dégâts ne durent qu'un tour",
     "Une créature qui survit regagne toute sa défense à la fin du tour : ses dégâts ne sont pas reconduits.",
     COMBAT_STATS),
    ("creature.modifier", "Les modificateurs Attaque/Défense",
     "Les modificateurs vont par paire, Attaque/Défense : +5/-2 ajoute 5 à l'attaque et retire 2 à la défense.",
     COMBAT_STATS),
    ("creature.abilities", "Les capacités écrites sur la carte",
     "Les capacités d'une créature, leurs prérequis et leurs coûts sont écrits sur la carte.", ABILITIES),
    # --- movement --------------------------------------------------------------------------------
    ("move.when", "Déplacer en mise en jeu, désengagée",
     "En mise en jeu, une créature désengagée peut aller de l'armée à une cité, d'une cité à l'armée, ou d'une cité "
     "à une autre.", MOVES),
    ("move.city-once", "Une cité, un déplacement par tour",
     "Une cité ne peut être l'origine ou la destination que d'un déplacement par tour ; le moteur compte chaque "
     "créature déplacée comme un déplacement. Cette limite ne s'applique pas aux créatures qui quittent une cité "
     "détruite.", MOVES, U),
    ("move.own", "Ses propres créatures, entre son armée et ses cités",
     "Une joueuse ne déplace que ses propres créatures, entre son armée et ses cités, sauf si une carte le permet "
     "(vers une cité adverse par exemple).", MOVES),
    ("move.procedure", "Engager, annoncer, déplacer",
     "Pour déplacer une créature, la joueuse l'engage, annonce le déplacement, puis la pose à destination.", MOVES),
    # --- events and the pile ---------------------------------------------------------------------
    ("stack.event-anytime", "Un évènement, n'importe quand",
     "N'importe quelle joueuse peut jouer un évènement n'importe quand, y compris pendant le tour d'une autre.",
     EVENTS),
    ("stack.event-response", "On peut répondre à un évènement",
     "L'effet d'un évènement joué n'est pas pris en compte tout de suite : les autres peuvent répondre par un "
     "évènement. La page dit « l'adversaire » ici et « toutes les joueuses » dans l'Ordre de résolution : le moteur "
     "suit l'Ordre de résolution.", EVENTS, U),
    ("stack.event-discard", "L'évènement utilisé va au cimetière",
     "Un évènement utilisé est défaussé le tour même : sa propriétaire le met dans son cimetière.", EVENTS),
    ("stack.pile", "La pile : le dernier joué se résout en premier",
     "Un évènement joué va sur une pile ; chacune, celle qui l'a joué comprise, peut répondre par un évènement posé "
     "dessus ; quand toutes ont arrêté, le dessus se résout ; de nouveaux évènements peuvent encore être joués. Le "
     "dernier joué s'applique en premier.", ORDER),
    ("stack.closes", "Une autre action clôt les réponses",
     "Le moteur considère que toutes ont arrêté de jouer des évènements dès qu'une autre action est faite : la pile "
     "se résout d'abord, du dessus vers le dessous ; une carte Magie jouée pendant que la pile attend ne se joue "
     "donc qu'après elle.", ORDER, U),
    ("stack.fizzle", "Un évènement sans cible ne fait rien",
     "Un évènement dont la cible a disparu au moment de se résoudre ne peut pas être résolu : il va au cimetière "
     "sans effet.", PLAY),
    # --- magic and enchantments ------------------------------------------------------------------
    ("magic.timing", "La Magie, en sa propre mise en jeu",
     "Une carte Magie ne se joue que pendant son propre tour, en phase de mise en jeu.", MAGIC),
    ("magic.discard", "La Magie jouée va au cimetière",
     "Une fois jouée, la carte Magie est défaussée dans le cimetière de sa propriétaire.", MAGIC),
    ("enchant.timing", "L'enchantement, en sa propre mise en jeu",
     "Un enchantement ne se joue que pendant sa propre phase de mise en jeu.", ENCHANT),
    ("enchant.target", "L'enchantement est attaché à sa cible",
     "Un enchantement peut avoir une cible (une joueuse, une cité, une créature, une ressource, un enchantement) et "
     "lui est attaché. La page ne dit pas où se pose celui qui vise une joueuse : le moteur le garde à côté de la "
     "joueuse visée.", ENCHANT, U),
    ("enchant.global", "L'enchantement global, dans l'armée",
     "Un enchantement sans cible (global) se place dans la zone de l'armée.", ENCHANT),
    ("enchant.duration", "Jusqu'à ce qu'un effet l'enlève",
     "Un enchantement reste en jeu jusqu'à ce qu'un effet l'enlève ; il va alors au cimetière de sa propriétaire.",
     ENCHANT),
    # --- combat ----------------------------------------------------------------------------------
    ("combat.untapped", "Seules les créatures désengagées",
     "Seules les créatures désengagées peuvent attaquer ou bloquer.", COMBAT),
    ("combat.active-only", "Seule la joueuse active attaque",
     "Seule la joueuse active attaque, et seulement pendant sa phase d'attaque.", COMBAT),
    ("combat.declare", "Engager des créatures et viser une cité adverse",
     "Pour attaquer, la joueuse engage une ou plusieurs créatures de son armée et déclare la cité adverse visée ; "
     "on n'attaque jamais ses propres cités.", STEP1),
    ("combat.who-blocks", "Seule la joueuse attaquée bloque",
     "Seule la joueuse attaquée bloque avec ses créatures ; les autres ne peuvent que jouer des évènements.", COMBAT),
    ("combat.battles", "Bataille par bataille",
     "Le combat se résout bataille par bataille : une créature attaquante et toutes ses bloqueuses forment une "
     "bataille.", COMBAT),
    ("combat.order", "L'ordre des batailles",
     "Avant le combat, la joueuse attaquante annonce l'ordre dans lequel ses créatures attaquent.", COMBAT),
    ("combat.plan-lock", "Le plan d'attaque est figé",
     "Le plan d'attaque complet précède la défense ; une fois que la défenseuse a commencé à annoncer ses blocages, "
     "l'attaquante ne change plus rien (cible, créatures ajoutées ou retirées).", COMBAT),
    ("combat.step1", "Annoncer, réagir, puis engager les attaquantes",
     "La joueuse annonce sa cible et ses attaquantes ; toutes peuvent jouer des évènements ; puis elle engage "
     "chacune des attaquantes qui peut encore attaquer (ni tuée ni engagée entre-temps).", STEP1),
    ("combat.defender", "La défenseuse : la propriétaire de la cité",
     "La propriétaire de la cité attaquée est la joueuse défenseuse. « Seule la joueuse attaquée » (Combat) et « la "
     "propriétaire » (II) divergent pour une cité volée : le moteur suit II, la propriétaire défend.", STEP2, U),
    ("combat.blocker-pool", "Qui peut bloquer",
     "Peuvent bloquer les créatures désengagées de l'armée défenseuse et celles de la cité attaquée ; pas les "
     "résidentes d'une autre cité.", STEP2),
    ("combat.block-choice", "La défenseuse choisit",
     "La défenseuse choisit ses bloqueuses, ou ne bloque pas ; une bloqueuse ne bloque qu'une attaquante ; "
     "plusieurs bloqueuses peuvent bloquer la même.", STEP2),
    ("combat.block-no-tap", "Bloquer n'engage pas",
     "La page ne dit jamais que bloquer engage : le moteur laisse les bloqueuses désengagées.", STEP2, U),
    ("combat.events", "Des évènements pendant le combat",
     "Les évènements peuvent être joués par n'importe qui à tout moment du combat.", STEP2),
    ("combat.attacker-damage", "L'attaquante reçoit l'attaque de ses bloqueuses",
     "La créature attaquante reçoit la somme des attaques de ses bloqueuses ; elle meurt si c'est au moins sa "
     "défense.", STEP3),
    ("combat.distribute", "L'attaquante répartit ses dégâts",
     "La joueuse attaquante choisit comment répartir les dégâts de sa créature entre ses bloqueuses.", STEP3),
    ("combat.blocker-death", "Une bloqueuse meurt",
     "Une bloqueuse qui reçoit des dégâts égaux ou supérieurs à sa défense meurt.", STEP3),
    ("combat.simultaneous", "Dégâts simultanés",
     "Les dégâts d'une bataille sont simultanés : l'attaquante et des bloqueuses peuvent mourir ensemble.", STEP3),
    ("combat.unblocked", "Une attaquante non bloquée touche la cité",
     "Une attaquante sans bloqueuse fait perdre à la cité attaquée autant de points de défense que son attaque.",
     STEP3),
    ("combat.no-trample", "Bloquée, elle ne touche pas la cité",
     "Une attaquante bloquée ne fait rien perdre à la cité, même si ses bloqueuses meurent et qu'il lui reste des "
     "points d'attaque.", STEP3),
    ("combat.city-gone", "La cité détruite pendant le combat",
     "La page ne dit pas ce que deviennent les batailles restantes quand la cité attaquée est détruite : le moteur "
     "résout encore les batailles bloquées, et les attaquantes non bloquées restantes n'infligent rien.", STEP3, U),
    ("combat.dead-between", "Une créature morte quitte la bataille",
     "Les créatures mortes ne vont au cimetière qu'à la fin du combat : le moteur les retire des batailles suivantes "
     "et leurs effets cessent dès leur mort.", STEP4, U),
    ("combat.cleanup", "Nettoyer le champ de bataille",
     "Quand le combat est terminé, chaque créature morte va au cimetière de sa propriétaire, et chaque carte "
     "attachée à celui de sa propre propriétaire. Le moteur les y met dans l'ordre des morts : bataille par "
     "bataille, l'attaquante puis ses bloqueuses.", STEP4, U),
    # --- conflicts -------------------------------------------------------------------------------
    ("conflict.card-wins", "La règle de la carte remplace la règle de base",
     "Si la règle d'une carte contredit une règle de base, la règle de la carte s'applique.", CONFLICT),
    ("conflict.cannot-wins", "« Ne peut pas » l'emporte sur « peut »",
     "Si un effet interdit ce qu'un autre permet, c'est interdit.", CONFLICT),
    # --- abilities -------------------------------------------------------------------------------
    ("ability.kinds", "Trois types de capacités",
     "Une capacité est passive, activable ou déclenchable ; des cartes autres que les créatures (des sorts) peuvent "
     "en donner.", ABILITY_TYPES),
    ("ability.passive", "Passive",
     "Une capacité passive s'applique sans coût ni action dès que sa carte entre en jeu, et cesse quand elle quitte "
     "le jeu.", PASSIVE),
    ("ability.activable", "Activable",
     "Une capacité activable ne prend effet que si sa contrôleuse en paie le coût ; ne pas pouvoir ou ne pas vouloir "
     "payer l'empêche.", ACTIVABLE),
    ("ability.cost-kinds", "Coût : Effet",
     "Le coût d'une capacité est en ressources, en engagement, ou personnalisé ; il s'écrit à gauche des deux "
     "points, l'effet à droite.", ACTIVABLE),
    ("ability.triggered", "Déclenchable",
     "Une capacité déclenchable s'active si et seulement si son déclencheur a lieu, sans choix possible ; une "
     "consigne impossible à exécuter ne fait rien.", TRIGGERED),
]:
    RULEBOOK.add(Rule(f"arcmage.{_rid}", _title, _statement, (DOCUMENT, _post), *_status))

DECK_RULES = RuleBook("arcmage", families={"deck": FAMILIES["deck"]})
for _rid, _title, _statement, _post in _DECK:
    _rule = Rule(f"arcmage.{_rid}", _title, _statement, (DOCUMENT, _post))
    RULEBOOK.add(_rule)
    DECK_RULES.add(_rule)
