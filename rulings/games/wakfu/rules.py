"""The Wakfu TCG rules of June 2008 the engine applies, with stable ids, and the deck rules.

Source: ``004_fde1b4dded370871.txt``, a forum post written from memory by a
player (« Voici les règles étant en vigueur en Juin 2008… »).  Each rule's
``source`` is ``(document, post)`` where ``post`` is the exact line of the
post the rule stands under.  The post gives no heading to the Leader's
characteristics (they follow « RÈGLE D'OR N°1 DES JEUX DE CARTES: ») nor to
the card types (they follow « Chaque carte contient différents champs: »).

Rules marked ``unconfirmed`` are the engine's reading where the post is silent,
ambiguous or unsure of itself; their statement says which reading is taken.
Nothing is borrowed from the game released in 2009-2011, which has other rules.
"""

from rulings.core.rules import Rule, RuleBook

DOCUMENT = "004_fde1b4dded370871.txt"

START = "Les Règles du JDC! Voici les règles étant en vigueur en Juin 2008 pour l'Ankama Convention #2 à la Japan Expo:"
VICTORY = "CONDITIONS DE VICTOIRES:"
GOLDEN = "RÈGLE D'OR N°1 DES JEUX DE CARTES:"
CARDS = "Chaque carte contient différents champs:"
FIELD = "-Le terrain de jeu se divise en 3 parties:"
PHASES = "-Le jeu se divise en différentes phases:"
P1 = "1. Phase de dégagement:"
P2 = "2. Phase d'invocation:"
P3 = "3. Phase de Mouvement (facultative)"
P4 = "4. Phase de déclaration des attaquants (facultative)"
P5 = "5. Phase de déclaration des défenseurs (facultative)"
P6 = "6. Phase de combat (obligatoire si déclaration des attaquants et des défenseurs)"
P7 = "7. Phase d'invocation (2e service tongue.gif ) (facultative -si elle existe-)"
P8 = "8. Fin de Tour"
EFFECTS = "Description des Cartes à Effets"
EQUIPMENT = "Cartes Spéciales: Les équipements"
CRAFT = "L'artisanat dans le Jeu de Carte"

RULEBOOK = RuleBook("wakfu", families={
    "victory": "Conditions de victoire", "golden": "Règle d'or", "leader": "Le Leader", "cards": "Les cartes",
    "zones": "Le terrain de jeu", "turn": "Le tour", "mana": "Le mana", "sickness": "Mal d'invocation",
    "combat": "Le combat", "effects": "Cartes à effets", "equipment": "Équipements", "craft": "Artisanat"})

U = "unconfirmed"

for _rid, _title, _statement, _post, *_status in [
    # --- victory -------------------------------------------------------------------------------
    ("victory.pv", "Plus de PV : la partie est perdue",
     "Un joueur gagne dès que son adversaire n'a plus de PV : les PV de son Leader tombent à zéro ou en dessous.",
     VICTORY),
    ("victory.draw", "Plus de pioche : la partie est perdue",
     "Un joueur gagne dès que son adversaire ne peut plus piocher : celui qui doit piocher en phase de "
     "dégagement avec un deck vide perd.", VICTORY),
    ("zones.draw-short", "Piocher plus de cartes que le deck n'en a",
     "Le texte ne dit pas ce qui arrive quand un joueur doit piocher plus de cartes que son deck n'en a (un drop, une "
     "carte qui fait piocher) : il pioche ce qui reste ; perd-il aussi la partie, puisqu'il « ne peut plus piocher » "
     "? Une lecture ouverte (short-deck-draw) : le moteur joue les deux.", VICTORY, U),
    # --- golden rule ---------------------------------------------------------------------------
    ("golden.card-wins", "L'effet de la carte prévaut sur les règles",
     "Quand l'effet d'une carte contredit une règle du jeu, c'est l'effet de la carte qui s'applique.", GOLDEN),
    # --- the Leader ----------------------------------------------------------------------------
    ("leader.start", "Chaque joueur commence avec un Leader",
     "Les deux joueurs commencent la partie avec leur carte de Leader : elle produit du mana, peut avoir un "
     "effet, peut attaquer et sert d'ultime défense.", START),
    ("leader.one", "Un seul Leader par deck",
     "Un deck ne contient qu'une seule carte de Leader.", CARDS),
    ("leader.pv", "PV : les points de vie du joueur",
     "Les PV du Leader sont les points de vie du joueur ; les points de combat qui leur sont attribués les "
     "réduisent d'autant.", GOLDEN),
    ("leader.pa", "PA : le nombre maximum de cartes en main",
     "Les PA du Leader fixent le nombre maximum de cartes en main ; le surplus va à la Défausse. Le texte ne dit "
     "pas quand : le moteur fait défausser le surplus dès que la main dépasse les PA, au choix du joueur.",
     GOLDEN, U),
    ("leader.pm", "PM : le maximum de créatures et alliés en Zone de Combat",
     "Les PM du Leader fixent le nombre maximum de créatures et d'alliés dans la Zone de Combat ; le Leader, qui a "
     "son propre emplacement, n'y compte pas.", GOLDEN),
    ("leader.patt", "PAtt du Leader",
     "La Puissance d'Attaque du Leader dit sa force ; elle peut être nulle.", GOLDEN),
    ("leader.slot", "Le Leader a son propre emplacement",
     "La carte de Leader est posée à part, hors de la Zone de Repos et de la Zone de Combat : elle ne se déplace "
     "pas d'une zone à l'autre.", FIELD),
    # --- cards ---------------------------------------------------------------------------------
    ("cards.cost", "Coût en mana",
     "Chaque carte a un coût en mana à payer pour la poser ; il peut être nul.", CARDS),
    ("cards.fields", "Les champs d'une carte",
     "Une carte a un nom, une image, un type, un texte d'effet (ce qu'elle fait dans la partie) et un texte "
     "d'ambiance qui n'a aucun effet.", CARDS),
    ("cards.patt", "PAtt des créatures et alliés",
     "Seules les créatures et les alliés ont une Puissance d'Attaque (éventuellement nulle) : c'est leur force au "
     "combat.", CARDS),
    ("cards.drop", "Score de Drop",
     "Seules les créatures et les alliés ont un Score de Drop : le nombre de cartes droppées quand la carte est "
     "vaincue.", CARDS),
    ("cards.elements", "Le coût se répartit entre des éléments",
     "Le coût de chaque carte se répartit entre des éléments (Terre, Eau, Feu, Air…) ; une carte de la Zone de "
     "Repos produit le mana de l'élément de son coût.", CARDS),
    ("cards.types", "Les types de cartes",
     "Leader, générateurs de mana, créatures, alliés, quêtes, cartes à effets (instantanées ou non), et d'autres "
     "encore : la liste n'est pas close.", CARDS),
    # --- zones ---------------------------------------------------------------------------------
    ("zones.rest", "Zone de Repos (ou de mana)",
     "La Zone de Repos reçoit les cartes destinées à produire du mana ; toute carte ayant un coût peut servir de "
     "générateur. Une carte de coût nul n'a pas d'élément : une lecture ouverte (zero-cost-mana), le moteur ne lui "
     "fait produire aucun mana par défaut.", FIELD, U),
    ("zones.combat", "Zone de Combat",
     "La Zone de Combat reçoit les cartes aptes à défendre et à riposter : le moteur n'y admet que les créatures "
     "et les alliés, seules cartes à avoir une PAtt.", FIELD, U),
    ("zones.discard", "La Défausse",
     "Chaque joueur a sa Défausse ; les cartes défaussées, détruites ou jouées (cartes à effets) vont à la Défausse "
     "de leur propriétaire.", P6),
    # --- the turn ------------------------------------------------------------------------------
    ("turn.phases", "Les huit phases du tour",
     "Le tour suit huit phases dans l'ordre : dégagement et pioche, invocation, mouvement, déclaration des "
     "attaquants, déclaration des défenseurs, combat, deuxième invocation, fin du tour. Les phases 3 à 7 sont "
     "facultatives et l'on ne revient pas à une phase passée.", PHASES),
    ("turn.untap", "Dégagement",
     "Au début du tour, toutes les cartes inclinées se redressent ; le texte dit « toutes », mais la phase est celle "
     "du joueur actif : une lecture ouverte (untap-whose-cards), le moteur redresse par défaut aussi celles de "
     "l'adversaire.", P1, U),
    ("turn.draw", "Pioche",
     "Une fois les cartes dégagées, le joueur actif pioche une carte.", P1),
    ("turn.summon", "Invocation",
     "Pendant sa phase d'invocation, le joueur actif joue des cartes de sa main en inclinant des cartes de sa Zone "
     "de Repos dont le mana correspond au coût de la carte.", P2),
    ("turn.summon-dest", "Où vont les cartes invoquées",
     "Les cartes invoquées arrivent dans la Zone de Repos, sauf les cartes à effets, qui vont à la Défausse une "
     "fois leur effet appliqué.", P2),
    ("turn.move", "Phase de mouvement",
     "Une carte sans Mal d'invocation peut passer de la Zone de Repos à la Zone de Combat, ou revenir de la Zone de "
     "Combat à la Zone de Repos.", P3),
    ("turn.move-shared", "La phase de mouvement est commune",
     "La phase de mouvement est commune aux deux joueurs : l'adversaire peut déplacer ses cartes même si le joueur "
     "actif ne déplace rien.", P3),
    ("turn.attackers", "Déclaration des attaquants",
     "Le joueur actif peut attaquer : il désigne un nombre quelconque de cartes de sa Zone de Combat ; son Leader "
     "peut en être s'il n'est pas déjà engagé.", P4),
    ("turn.defenders", "Déclaration des défenseurs",
     "Seulement si des attaquants ont été déclarés, le défenseur désigne de la même façon un nombre quelconque de "
     "cartes, éventuellement aucune.", P5),
    ("turn.combat-mandatory", "Le combat est obligatoire après une déclaration d'attaque",
     "La phase de combat a lieu obligatoirement dès que des attaquants et des défenseurs ont été déclarés ; sans "
     "attaquant, il n'y a pas de combat.", P6),
    ("turn.second-summon", "Deuxième phase d'invocation",
     "Le joueur peut refaire ce que permet la phase d'invocation. L'auteur doute que cette phase existe : le "
     "moteur la joue comme la phase 2.", P7, U),
    ("turn.end", "Fin du tour",
     "Le joueur actif déclare la fin de son tour ; l'adversaire commence le sien par la phase 1.", P8),
    # --- mana ----------------------------------------------------------------------------------
    ("mana.generators", "Toute carte de la Zone de Repos produit du mana",
     "Toutes les cartes de la Zone de Repos peuvent servir de générateur de mana, créatures et alliés compris ; "
     "les cartes de la Zone de Combat n'en produisent pas.", P2),
    ("mana.one", "Un seul mana par carte",
     "Une carte ne produit qu'un seul mana à la fois : engagée, elle n'en produit plus avant d'être dégagée.", P2),
    ("mana.leader-all", "Le Leader produit tout son mana d'un coup",
     "Le Leader produit obligatoirement tous ses manas en même temps : il ne paie un coût que si aucun de ses manas "
     "ne reste inutilisé.", P2),
    ("mana.multi", "Carte à plusieurs éléments",
     "Une carte à plusieurs éléments produit l'élément que son joueur choisit pour ce tour.", P2),
    ("mana.burn", "Brûlure de mana (supposée)",
     "L'auteur évoque une Brûlure de mana « si c'est pareil que magic » : ce n'est pas une règle. Le moteur "
     "n'applique aucune Brûlure : il refuse le paiement qui laisserait un mana inutilisé.", P2, U),
    # --- summoning sickness --------------------------------------------------------------------
    ("sickness.until-end", "Mal d'invocation jusqu'à la fin du tour",
     "Toute créature ou tout allié invoqué a le Mal d'invocation jusqu'à la fin du tour de son invocation ; « le "
     "tour » pourrait être celui de son joueur : une lecture ouverte (sickness-ends).", P2, U),
    ("sickness.no-combat", "Pas de Zone de Combat avec le Mal d'invocation",
     "Une carte qui a le Mal d'invocation ne peut pas passer dans la Zone de Combat.", P2),
    ("sickness.mana-ok", "Mais elle produit du mana",
     "Une carte qui a le Mal d'invocation peut quand même être engagée pour produire du mana le tour de son "
     "invocation (combos d'invocations).", P2),
    # --- combat --------------------------------------------------------------------------------
    ("combat.participants", "Qui compte dans le total",
     "Le texte dit « chaque créature/allié en sa possession » ; le moteur compte les cartes désignées en attaque "
     "et en défense, Leader compris s'il a été désigné (lecture ouverte : combat-participants).", P6, U),
    ("combat.totals", "Totaux et vainqueur",
     "Chaque camp additionne les PAtt de ses cartes ; celui qui a le total le plus élevé remporte le combat.", P6),
    ("combat.tie", "Totaux égaux",
     "Le texte ne dit rien des totaux égaux : le moteur ne désigne pas de vainqueur, et personne ne pioche de "
     "drop ; chacun répartit quand même ses points (lecture ouverte : combat-tie).", P6, U),
    ("combat.no-defender", "Attaque sans défenseur",
     "Le texte ne dit pas ce qui se passe si le défenseur ne désigne personne : le moteur joue le combat avec un "
     "total de défense nul (lecture ouverte : no-defender).", P6, U),
    ("combat.leader-engaged", "Le Leader est engagé par le combat",
     "Le Leader ne peut attaquer que s'il n'est pas déjà engagé : le moteur en déduit qu'un Leader désigné en "
     "attaque ou en défense est engagé (lecture ouverte : leader-taps-in-combat) ; les créatures et alliés ne le sont "
     "pas (le texte ne le dit pas).", P4, U),
    ("combat.distribute", "Chacun répartit son total",
     "Chaque joueur, vainqueur ou non, répartit tout son total de PAtt entre les cartes de l'adversaire et les PV "
     "de celui-ci.", P6),
    ("combat.targets", "Où mettre ses points",
     "Le texte dit « les cartes de l'adversaire » : le moteur admet ses créatures et alliés de la Zone de Combat "
     "(désignés ou non ; lecture ouverte : combat-targets) ; les points mis sur le Leader sont des points sur les PV.",
     P6, U),
    ("combat.pv-both", "Les deux Leaders à 0 PV par un même combat",
     "Le texte ne dit pas qui gagne quand les points de combat des deux joueurs mettent les deux Leaders à 0 PV : le "
     "moteur compte les points des deux ensemble et finit la partie sans vainqueur (lecture ouverte : "
     "combat-pv-simultaneous).", P6, U),
    ("combat.destroy", "Détruire une carte",
     "Une carte est détruite si elle reçoit au moins autant de points que sa PAtt ; moins de points ne la "
     "détruisent pas et ne laissent rien après le combat. Une carte de PAtt nulle est détruite par 0 point (lecture "
     "ouverte : zero-patt-destroy).", P6),
    ("combat.drop", "Le drop du vainqueur",
     "Le vainqueur additionne le Score de Drop des cartes qu'il a détruites, pioche autant de cartes, en garde une "
     "en main et met les autres à la Défausse ; le perdant ne pioche rien.", P6),
    ("combat.to-discard", "Les cartes détruites vont à la Défausse",
     "Les cartes détruites vont à la Défausse de leur propriétaire, après le drop.", P6),
    # --- effect cards and equipment ------------------------------------------------------------
    ("effects.instant", "Cartes instantanées",
     "Une carte instantanée se joue n'importe quand : pendant n'importe quelle phase de n'importe quel tour.",
     EFFECTS),
    ("effects.non-instant", "Cartes non instantanées",
     "Une carte à effet non instantanée ne se joue que pendant votre phase d'invocation ou pendant la phase que "
     "la carte indique, et jamais pendant le tour adverse.", EFFECTS),
    ("equipment.leader-only", "Les équipements ne ciblent que les Leaders",
     "Une carte d'équipement ne peut cibler qu'un Leader ; le texte ne précise pas lequel : le moteur admet les "
     "deux Leaders (lecture ouverte : equip-which-leader).", EQUIPMENT, U),
    ("equipment.bonus", "Bonus d'équipement",
     "Un équipement apporte un bonus ou un effet au Leader qu'il équipe ; il a un coût comme toute carte.",
     EQUIPMENT),
    # --- craft ---------------------------------------------------------------------------------
    ("craft.jobs", "Métiers",
     "Les Leaders et les alliés peuvent avoir un métier servant à fabriquer des objets ; l'auteur ne se souvient "
     "plus du procédé : le moteur ne le modélise pas.", CRAFT, U),
]:
    RULEBOOK.add(Rule(f"wakfu.{_rid}", _title, _statement, (DOCUMENT, _post), *_status))

DECK_RULES = RuleBook("wakfu", families={"deck": "Construction du deck"})
for _rid, _title, _statement, _post in [
    ("deck.one-leader", "Exactement un Leader",
     "Un deck a une carte de Leader, et une seule : les deux joueurs commencent avec leur Leader, et il n'y en a "
     "qu'un par deck.", CARDS),
    ("deck.unregulated", "Le reste n'est pas réglementé",
     "Les règles de juin 2008 ne disent rien de la taille du deck, du nombre d'exemplaires d'une carte ni des "
     "éléments : rien n'est vérifié.", CARDS),
]:
    DECK_RULES.add(Rule(f"wakfu.{_rid}", _title, _statement, (DOCUMENT, _post)))
