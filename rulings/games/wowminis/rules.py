"""The rules of chapter 7 (abilities) of the World of Warcraft Miniatures Comprehensive Rules the engine applies.

Source: ``003_9e64694ce4124858.txt``, a French translation of chapter 7 (700 to
705) posted on the Wowmini France forum.  A rule's id is the chapter's own
paragraph number (``wowminis.703.1c``), with a suffix for an atomic part
(``wowminis.703.1c-floor``); the family (second part of the id) is the rule
number (``703``), named after its heading.  Each rule cites the whole line of
its paragraph.

The family ``deduit`` holds what the chapter leans on without containing it
(ticks, health, destruction, adjacency, victory points, dice, cards in hand):
the smallest model the examples need, never a quotation, always
``unconfirmed`` and said to be « déduit des exemples ».  Rules marked
``unconfirmed`` in the numbered families are the engine's reading where the
translation is ambiguous; their statement says which reading is taken.
"""

from rulings.core.rules import Rule, RuleBook

from .lines import DOCUMENT, HEADINGS, LINES, PARAGRAPHS

RULEBOOK = RuleBook("wowminis", families={
    "700": "Les capacités", "701": "Les capacités de réaction", "702": "Les capacités payantes",
    "703": "Jouer une capacité", "704": "Les capacités continues", "705": "Résolution des capacités",
    "deduit": "Déduit des exemples (hors du chapitre 7)"})

U = "unconfirmed"
D = "Déduit des exemples (le chapitre 7 ne le contient pas) : "

_RULES = [
    # --- 700 --------------------------------------------------------------------------------------
    ("700.1", "Les capacités d'un personnage",
     "Le texte des zones de texte supérieure et inférieure d'une carte de personnage, et celui des cartes Barre "
     "d'Action de ce personnage, sont les capacités de ce personnage.", "700.1"),
    ("700.1-main", "Une unique attaque principale",
     "La zone de texte supérieure d'une carte de personnage contient une seule capacité : l'attaque principale de "
     "ce personnage. La base de cartes refuse un personnage qui en aurait deux.", "700.1"),
    ("700.2", "Trois types de capacités",
     "Une capacité est de réaction (react), payante (payment) ou continue (ongoing) : le moteur calcule le type de "
     "chaque capacité à partir de sa ligne de notes et de son coût en tics, il ne le lit jamais tout fait.",
     "700.2"),
    ("700.2-react", "Réaction : le mot « react » sur la ligne de notes",
     "Une capacité est une réaction quand la ligne de notes de sa carte porte le mot « react ».", "700.2"),
    ("700.2-react-elsewhere", "Une réaction hors d'une carte Barre d'Action",
     "Le texte dit « en général uniquement sur les cartes Barre d'Action » : le moteur lit la ligne de notes où "
     "qu'elle soit, et tient pour une réaction une capacité marquée « react » hors d'une carte Barre d'Action (lecture "
     "react-off-action-bar ; l'autre : seulement sur une carte Barre d'Action).",
     "700.2", U),
    ("700.2-payment", "Payante : pas une réaction, un coût en tics",
     "Une capacité qui n'est pas une réaction et qui a un coût en tics, même de 0 tic, est payante.", "700.2"),
    ("700.2-ongoing", "Continue : ni réaction ni coût en tics",
     "Une capacité qui n'est pas une réaction et qui n'a pas de coût en tics est continue.", "700.2"),
    ("700.2a", "Seules les réactions et les capacités payantes sont jouées",
     "Les réactions et les capacités payantes sont jouées (703) ; une capacité continue n'est jamais jouée : la "
     "jouer est refusé.", "700.2a"),
    ("700.2b", "La capacité payante « principale » sans texte",
     "Certaines cartes Barre d'Action (buffs, formes, familiers, totems) ont une capacité payante « principale » qui "
     "n'est pas écrite : « Call Fury » coûte 3 tics et invoque « Fury » ; le texte de la carte est celui des "
     "capacités de Fury une fois invoqué.", "700.2b"),
    # --- 701 --------------------------------------------------------------------------------------
    ("701.1", "Une réaction seulement dans une fenêtre correspondante ouverte",
     "Chaque réaction indique son évènement de réaction, seul moment où elle peut être jouée : elle ne se joue que "
     "dans une fenêtre de réaction ouverte qui correspond à cet évènement. Les fenêtres sont celles que les règles "
     "décrivent : dans ce chapitre, celle qui suit une capacité jouée (703.1g, 701.3).", "701.1"),
    ("701.2", "N'importe quel joueur peut réagir",
     "Pendant qu'une fenêtre est ouverte, n'importe quel joueur peut y jouer une réaction correspondante, que ce "
     "soit son tour ou non.", "701.2"),
    ("701.2-order", "Le joueur actif d'abord, puis dans le sens des aiguilles d'une montre",
     "Le joueur dont c'est le tour a la première opportunité de réagir, puis chaque joueur dans le sens des "
     "aiguilles d'une montre (l'ordre des joueurs de la situation : A, B, C, D).", "701.2"),
    ("701.2-round", "Un seul tour de table",
     "Une fois que chaque joueur a eu son opportunité, la fenêtre se ferme : un joueur dont l'opportunité est "
     "passée ne peut plus réagir dans cette fenêtre.", "701.2"),
    ("701.2-one", "Une réaction par joueur et par fenêtre",
     "Un joueur ne peut pas jouer plus d'une réaction dans une même fenêtre.", "701.2"),
    ("701.2-nested", "Une fenêtre imbriquée est une autre fenêtre",
     "Le texte limite chaque joueur à une réaction « dans une fenêtre donnée » : le moteur compte séparément chaque "
     "fenêtre, si bien qu'un joueur qui a réagi (ou passé) dans une fenêtre peut encore réagir une fois dans une "
     "fenêtre imbriquée dans celle-ci.", "701.2", U),
    ("701.3", "Une réaction ennemie ouvre une fenêtre imbriquée",
     "Une réaction jouée est elle-même un évènement : avant qu'elle se résolve, une fenêtre imbriquée dans la "
     "fenêtre de départ s'ouvre pour les réactions « seulement quand un ennemi joue une capacité ».", "701.3"),
    ("701.3-last", "Seulement dans la dernière fenêtre ouverte",
     "Quand plusieurs fenêtres sont ouvertes, on ne peut réagir que dans la dernière ouverte, même si la réaction "
     "correspond à une fenêtre plus ancienne.", "701.3"),
    ("701.3-resume", "La fenêtre supérieure reste ouverte",
     "Quand une fenêtre imbriquée se ferme, la fenêtre immédiatement supérieure reste ouverte pour les joueurs qui "
     "n'y ont pas encore eu leur opportunité.", "701.3"),
    ("701.3-enemy", "Qui est un ennemi, à plus de deux joueurs",
     "Le chapitre ne définit pas les camps : à trois joueurs ou plus, le moteur tient pour ennemi tout autre joueur "
     "(pas d'équipes), « un ennemi » se lisant par rapport au joueur qui contrôle la capacité jouée.", "701.3", U),
    # --- 702 --------------------------------------------------------------------------------------
    ("702.1", "Instantanée ou action",
     "Une capacité payante marquée « instant » est instantanée ; sinon, avec son coût en tics, c'est une action.",
     "702.1"),
    ("702.2", "Attaques et soins",
     "Les capacités d'attaque (puissance physique ou magique) et de soin (pouvoir de soin) sont des capacités "
     "payantes, sans flèche.", "702.2"),
    ("702.2-arrow", "Coût >>> effet",
     "Les autres capacités payantes ont une flèche (>>>) : le texte avant la flèche est un coût à payer pour jouer "
     "la capacité (703.1c), le texte après est ce qui se passe quand on l'a payé.", "702.2"),
    # --- 703 --------------------------------------------------------------------------------------
    ("703.1", "Jouer une capacité : les étapes dans l'ordre",
     "Pour jouer une capacité, le joueur suit les étapes 703.1a à 703.1h dans l'ordre.", "703.1"),
    ("703.1-forbidden", "Un effet peut empêcher de commencer",
     "Un joueur ne peut pas commencer à jouer une capacité si un effet l'en empêche : rien n'est annoncé ni révélé.",
     "703.1"),
    ("703.1a", "Annoncer la capacité, révéler sa source",
     "Le joueur annonce la capacité et révèle sa source (la carte Barre d'Action face cachée) si elle ne l'est pas "
     "déjà.", "703.1a"),
    ("703.1b", "Choisir les cibles",
     "Si la capacité a des cibles, le joueur les choisit, dans n'importe quel ordre qui permet de toutes les "
     "choisir ; une cible doit être légale.", "703.1b"),
    ("703.1b-count", "Nombre variable : d'abord le nombre",
     "Si le nombre de cibles est variable, le joueur choisit d'abord ce nombre, puis les cibles.", "703.1b"),
    ("703.1b-all", "Toutes les cibles doivent être légales",
     "Une capacité ne peut pas être jouée si l'on ne peut pas choisir légalement toutes ses cibles.", "703.1b"),
    ("703.1c", "Le coût total",
     "Coût total = coût imprimé, plus chaque coût supplémentaire (dans n'importe quel ordre), moins chaque réduction "
     "de coût (dans n'importe quel ordre) ; les coûts supplémentaires se cumulent, les réductions aussi.", "703.1c"),
    ("703.1c-floor", "La restriction d'une réduction ne lie qu'elle",
     "Si une réduction a une restriction (« payer un minimum de 1 tic »), elle ne s'applique qu'à cette réduction : "
     "la réduction ne fait pas descendre le coût sous ce minimum (et ne fait rien s'il y est déjà), mais les autres "
     "réductions le peuvent.", "703.1c"),
    ("703.1c-zero", "Un coût négatif vaut 0",
     "Si le coût est négatif une fois toutes les réductions enlevées, il vaut 0.", "703.1c"),
    ("703.1c-order", "L'ordre des réductions",
     "Avec une réduction restreinte, le total dépend de l'ordre des réductions, et « dans n'importe quel ordre » ne "
     "dit pas qui le choisit : le moteur prend l'ordre que le joueur donne (celui du cas) et dit dans la trace ce "
     "que donnerait chaque autre ordre.", "703.1c", U),
    ("703.1c-pay", "Payer les coûts",
     "Le joueur paie alors ces coûts dans n'importe quel ordre : le moteur fait avancer l'horloge de la source du "
     "coût en tics, puis paie les parties écrites avant la flèche.", "703.1c"),
    ("703.1c-replaced", "Une partie de coût remplacée ne peut pas être payée",
     "Une partie d'un coût qui serait remplacée ne peut pas être payée : on suit le 703.1d. Les effets de "
     "remplacement (709) ne sont pas dans la source et la traduction est obscure : le moteur refuse de jouer la "
     "capacité (rembobinage) dès qu'un effet en jeu remplacerait une partie de son coût.", "703.1c", U),
    ("703.1d", "Rembobiner",
     "Chaque fois que le joueur ne peut pas finir de jouer la capacité, tout le processus est « rembobiné » : le jeu "
     "revient à l'état d'avant la tentative (tics, cibles, source révélée, cartes).", "703.1d"),
    ("703.1e", "La capacité devient jouée",
     "Les étapes ci-dessus finies, la capacité est jouée ; les étapes suivantes arrivent dans l'ordre.", "703.1e"),
    ("703.1f", "Les défenseurs d'une attaque",
     "Si la capacité est une attaque, chaque cible (hors AOE) devient un défenseur ; pour une AOE, chaque "
     "personnage occupant une case affectée (sans carte du terrain, le cas les nomme).", "703.1f"),
    ("703.1f-aoe", "AOE : les alliés des cases affectées aussi",
     "Pour une AOE, chaque personnage occupant une case affectée devient un défenseur : le moteur lit « chaque "
     "personnage » à la lettre, alliés de l'attaquant compris (le texte anglais trancherait).", "703.1f", U),
    ("703.1g", "Une fenêtre s'ouvre",
     "Une fenêtre s'ouvre pour les réactions « seulement quand un ennemi joue une capacité » et, pour une attaque, "
     "« seulement quand une attaque cible [un personnage] » ou « seulement quand [un personnage] est ciblé par une "
     "attaque ».", "703.1g"),
    ("703.1g-negate", "Annulée : rien de plus, coût non restitué",
     "Si une réaction jouée dans cette fenêtre annule la capacité, celle-ci ne fait rien de plus et son coût n'est "
     "pas restitué.", "703.1g"),
    ("703.1h", "Les déclenchements immédiats, puis la résolution",
     "Si la capacité n'est pas annulée, toute capacité qui attend qu'elle soit jouée, qu'une action soit prise (si "
     "c'est une action) ou que l'une de ses cibles soit ciblée se déclenche et se résout immédiatement ; puis la "
     "capacité elle-même se résout.", "703.1h"),
    ("703.1h-wave", "Plusieurs déclenchements immédiats",
     "Le texte ne dit pas comment se résolvent plusieurs capacités déclenchées ensemble à cette étape : le moteur "
     "les résout comme toute capacité déclenchable, en vague (704.2c) (lecture immediate-triggers ; l'autre : une "
     "vague par évènement).", "703.1h", U),
    # --- 704 --------------------------------------------------------------------------------------
    ("704.1", "Capacités continues",
     "Les capacités continues ne sont pas des réactions et n'ont pas de coût en tics.", "704.1"),
    ("704.2", "Capacités déclenchables",
     "Une capacité déclenchable attend son évènement déclencheur et se déclenche quand il se produit.", "704.2"),
    ("704.2-each", "À chaque instance de l'évènement",
     "Elle se déclenche à chaque instance de son évènement, y compris quand plusieurs se produisent simultanément.",
     "704.2"),
    ("704.2-source", "Seulement si sa source est en jeu",
     "Elle ne se déclenche que si sa source est en jeu.", "704.2"),
    ("704.2-same-instant", "Source qui quitte le jeu à l'instant de l'évènement",
     "Le texte ne dit pas si une source qui quitte le jeu au moment même de l'évènement (détruite avec d'autres) "
     "déclenche : le moteur regarde si la source était en jeu quand l'évènement s'est produit, comme pour « quand "
     "ce personnage est détruit », qui sans cela ne se déclencherait jamais (lecture source-leaving-same-instant ; "
     "l'autre : elle ne se déclenche pas).", "704.2", U),
    ("704.2-now", "Résolution immédiate",
     "Sauf indication contraire, une capacité déclenchable se résout immédiatement après s'être déclenchée.",
     "704.2"),
    ("704.2-during", "Déclenchée pendant une résolution",
     "« Immédiatement » ne dit pas si une capacité déclenchée pendant la résolution d'une autre (par des dégâts) "
     "l'interrompt : le moteur la résout une fois cette résolution finie et les personnages à 0 de santé ou moins "
     "détruits (lecture trigger-during-resolution ; l'autre : elle l'interrompt).", "704.2", U),
    ("704.2a", "Capacités critiques",
     "Une capacité critique est une capacité déclenchable qui se déclenche quand un résultat critique est obtenu "
     "au cours d'un jet de dés.", "704.2a"),
    ("704.2a-once", "Une fois par jet de dés",
     "Une capacité critique ne se déclenche jamais plus d'une fois par jet de dés, même avec plusieurs critiques ; "
     "le moteur tient les dés lancés ensemble par une attaque pour un seul jet.", "704.2a"),
    ("704.2b", "La photo instantanée",
     "Une capacité déclenchable qui a besoin d'informations du jeu les prend dans une « photo instantanée » prise "
     "immédiatement après son évènement déclencheur.", "704.2b"),
    ("704.2c", "Déclenchements simultanés : qui ordonne",
     "Si plusieurs capacités déclenchables doivent se résoudre ensemble, le joueur dont c'est le tour choisit, "
     "pour chacun de ses personnages, l'ordre des capacités qui l'affectent, puis le joueur suivant dans le sens "
     "des aiguilles d'une montre, et ainsi de suite.", "704.2c"),
    ("704.2c-active", "Le joueur dont c'est le tour, à la fin d'un tic",
     "Les tics sont communs : le chapitre ne dit pas qui est « le joueur dont c'est le tour » à la fin d'un tic, "
     "quand l'ordre des joueurs compte. Le cas le nomme (setup.active, A par défaut).", "704.2c", U),
    ("704.2c-same", "Jamais deux capacités déclenchables du même nom",
     "Un personnage ne peut pas être affecté en même temps par plusieurs capacités déclenchables du même nom : "
     "dans une vague, une seule l'affecte.",
     "704.2c"),
    ("704.2c-which", "Laquelle des capacités du même nom",
     "Le texte ne dit pas laquelle s'applique quand deux capacités du même nom diffèrent (source, contrôleur), ni "
     "si deux déclenchements d'une même capacité comptent pour deux : le moteur garde la première dans l'ordre "
     "choisi par le contrôleur du personnage affecté, et traite de même deux déclenchements d'une même "
     "capacité.", "704.2c", U),
    ("704.2c-wave", "Une seule vague, sans destruction ni victoire",
     "Ces capacités se résolvent ensemble en une seule vague : personne n'est détruit et la partie ne peut pas être "
     "gagnée pendant la vague (la santé peut passer sous 0 puis remonter).", "704.2c"),
    ("704.2c-after", "Après la vague : destruction, points de victoire, puis victoire",
     "La vague entièrement résolue, les personnages concernés sont détruits (et leurs points de victoire marqués), "
     "et seulement ensuite on regarde si la partie est gagnée.", "704.2c"),
    ("704.2c-next", "La vague suivante",
     "Toutes les capacités déclenchées pendant la vague précédente (et par ses destructions) se résolvent ensemble "
     "dans une nouvelle vague, et ainsi de suite.", "704.2c"),
    ("704.3", "Effet continu permanent",
     "Une capacité continue non déclenchable génère en permanence un effet continu : le moteur le recalcule après "
     "chaque changement.", "704.3"),
    ("704.3a-range", "Effet limité à une portée de sa source",
     "Une capacité qui ne s'applique qu'à une certaine portée de sa source (« adjacents ») n'affecte que les "
     "personnages à cette portée d'une source en jeu.", "704.3a"),
    ("704.3a", "Effet sans portée : que sa source soit en jeu ou non",
     "Sans limite de portée, l'effet s'applique que sa source soit en jeu ou non : le moteur l'applique à la lettre, "
     "même après la destruction de sa source, ce qui va contre l'intuition du 704.2 (à vérifier sur le texte "
     "anglais).", "704.3a", U),
    ("704.3b", "Jamais deux capacités continues du même nom",
     "Un personnage ne peut pas être affecté en même temps par plusieurs capacités continues du même nom : il "
     "n'en reçoit l'effet qu'une fois (la base n'ayant qu'un texte par nom, ces capacités ont le même effet).",
     "704.3b"),
    # --- 705 --------------------------------------------------------------------------------------
    ("705.1", "Le contrôleur résout la capacité",
     "Une capacité jouée, ou déclenchée, se résout : le joueur qui la contrôle essaie de la résoudre.", "705.1"),
    ("705.1a", "Appliquer le texte dans l'ordre",
     "Si la capacité n'a pas été annulée, son contrôleur applique son texte dans l'ordre.", "705.1a"),
    ("705.1a-choices", "Des choix qui rendent la chose possible",
     "Un joueur à qui il est dit de faire quelque chose fait les choix restants, et doit les faire de sorte que la "
     "chose soit effectivement possible.", "705.1a"),
    ("705.1b", "Seulement les cibles encore légales",
     "Si certaines cibles (mais pas toutes) sont illégales à la résolution, la capacité n'affecte que celles qui "
     "sont encore légales.", "705.1b"),
    ("705.1b-parts", "Autant que possible",
     "Si des parties du texte sont inapplicables, on applique tout le reste.", "705.1b"),
    ("705.1b-none", "Toutes les cibles illégales",
     "Le chapitre ne dit rien du cas où toutes les cibles sont illégales (706 et suivants ne sont pas dans la "
     "source) : le moteur n'affecte aucune cible et applique le reste du texte.", "705.1b", U),
    ("705.1c", "L'information est lue à la résolution",
     "Une capacité qui a besoin d'informations du jeu les prend pendant sa résolution.", "705.1c"),
    ("705.1c-snapshot", "Sauf pour les capacités déclenchables",
     "Exception : une capacité déclenchable prend ses informations dans la photo instantanée de son évènement "
     "déclencheur (704.2b).", "705.1c"),
    ("705.1d", "« Si vous faites »",
     "Une phrase commençant par « Si vous faites » ne produit ses effets que si toutes les choses demandées avant "
     "elle ont été effectivement faites.", "705.1d"),
    ("705.1d-replaced", "Une chose remplacée n'est pas faite",
     "Une chose remplacée par un autre effet compte comme non faite pour « Si vous faites ».", "705.1d"),
]

_DEDUCED = [
    ("deduit.ticks", "Les tics",
     D + "chaque personnage a une horloge en tics ; payer un coût en tics la fait avancer d'autant ; la fin du "
         "tic N (« à la fin du tic 5/10 » : la fin du tic 5 et celle du tic 10) est un évènement que le cas donne.",
     "exemple-704.2c-1"),
    ("deduit.health", "Santé, dégâts et soins",
     D + "un dégât retire 1 point de santé, un soin en rend 1 ; la santé peut passer sous 0 pendant une vague "
         "(« réduit sa santé à -1 ») et ne dépasse jamais la santé maximum (« sa santé ne peut pas dépasser 2 »).",
     "exemple-704.2c-1"),
    ("deduit.destroy", "Détruit à 0 de santé ou moins",
     D + "un personnage dont la santé est de 0 ou moins est détruit : après la vague (704.2c), ou juste après la "
         "résolution d'une capacité jouée ; il quitte le jeu et n'est plus adjacent à personne.",
     "exemple-704.2c-1"),
    ("deduit.vp", "Points de victoire",
     D + "un personnage détruit rapporte ses points de victoire à chaque joueur ennemi ; la partie est gagnée par "
         "le joueur qui atteint le seuil que le cas donne (setup.victory) ; à égalité au-dessus du seuil, personne.",
     "704.2c-2"),
    ("deduit.adjacent", "Adjacence et déplacement",
     D + "sans carte du terrain, le cas dit quels personnages sont adjacents ; se déplacer change les adjacences du "
         "personnage (« Elle se déplace d'une case »).", "exemple-704.2c-3"),
    ("deduit.allies", "Alliés, ennemis et équipes",
     D + "le chapitre parle d'ennemis et d'alliés sans dire qui ils sont : un joueur est l'ennemi de tout autre "
         "joueur, sauf de ses coéquipiers, que le cas déclare (setup.teams : [[A, C], [B, D]]) ; les personnages "
         "d'un même joueur ou d'une même équipe sont alliés. Partout où le moteur demande ami ou ennemi (cibles, "
         "AOE, effets continus, déclenchements, réactions, points de victoire), il lit ces équipes.", "701.3"),
    ("deduit.targets", "Cible légale",
     D + "le ciblage (407) n'est pas dans le chapitre ; une cible légale est un personnage en jeu du bon camp "
         "(ennemi, allié, ou l'un ou l'autre) et, pour une capacité au contact, adjacent à la source.", "703.1b"),
    ("deduit.dice", "Jets de dés et critiques",
     D + "le chapitre ne dit ni combien de dés une attaque lance ni quand un dé est critique : chaque dé donne "
         "« critique » ou « normal » ; le cas peut fixer le jet, sinon le moteur vérifie chaque issue (comptées "
         "équiprobables, ce que le chapitre ne dit pas).", "704.2a"),
    ("deduit.attack", "Une attaque touche",
     D + "les attaques (600) ne sont pas dans la source : le moteur ne lance pas de jet pour toucher, une attaque "
         "inflige ses dégâts à ses défenseurs encore légaux.", "703.1f"),
    ("deduit.armor", "L'armure",
     D + "l'armure est un nombre qu'un effet continu modifie (« armure +1 ») ; le moteur ne lui donne aucun autre "
         "rôle.", "exemple-704.3b"),
    ("deduit.cards", "Main, pioche et défausse",
     D + "les exemples de « Si vous faites » parlent de défausser et de piocher : chaque joueur a une main, un "
         "paquet (le dessus en premier) et une défausse, noms de cartes sans autre effet.", "705.1d"),
    ("deduit.replace", "Remplacer une défausse",
     D + "les effets de remplacement (709) ne sont pas dans la source : un effet continu peut remplacer la "
         "défausse d'un joueur (la carte va sous son paquet à la place) ; la défausse n'est alors pas faite.",
     "705.1d"),
    ("deduit.summon", "Invoquer",
     D + "invoquer un personnage le met en jeu sous le contrôle du joueur, avec les capacités du texte de la "
         "carte qui l'invoque.", "700.2b"),
]

for _rid, _title, _statement, _line, *_status in _RULES:
    RULEBOOK.add(Rule(f"wowminis.{_rid}", _title, _statement, (DOCUMENT, PARAGRAPHS[_line]), *_status))
for _rid, _title, _statement, _line in _DEDUCED:
    RULEBOOK.add(Rule(f"wowminis.{_rid}", _title, _statement,
                      (DOCUMENT, PARAGRAPHS.get(_line) or LINES[_line]), U))

DECK_RULES = RuleBook("wowminis")

__all__ = ["DOCUMENT", "HEADINGS", "PARAGRAPHS", "LINES", "RULEBOOK", "DECK_RULES"]
