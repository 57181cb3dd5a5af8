"""The Eredan iTCG rules the engine applies, with stable ids.

Every trace entry cites one of these ids; the site gives each its page anchor.
Sources: ``000_ed20e611d15ee255.txt`` (blog, Sept. 2011) and
``001_2ff38b26577f617c.txt`` (wiki rules page).
"""

from rulings.core.rules import Rule, RuleBook

BLOG = "000_ed20e611d15ee255.txt"
WIKI = "001_2ff38b26577f617c.txt"
MODIF = (BLOG, "Modification de caractéristique, immunité et limitation")
DAMAGE = (BLOG, "Dégâts, pertes de PV et mort")
TURN1 = (BLOG, "déroulement du tour avancé, Partie 1")
TURN2 = (BLOG, "Déroulement du tour avancé, Partie 2")
TURN3 = (BLOG, "Déroulement du tour avancé, Partie 3")
VICTORY = (BLOG, "Conditions de victoire")
DURATION = (BLOG, "Permanent, temporaire et éphemere")
CALLED = (BLOG, 'Les cartes "appelées" et "clonées"')
CHANGING = (BLOG, 'Les cartes "changeantes"')
RUNES = (WIKI, "Comment fonctionnent les runes en jeu ?")

RULEBOOK = RuleBook("eredan", families={
    "setup": "Début de partie", "stats": "Caractéristiques", "turn": "Le tour", "play": "Jouer des cartes",
    "resolve": "Résolution des cartes",
    "combat": "Le combat", "damage": "Dégâts, pertes de PV et mort", "duration": "Durées",
    "equipment": "Équipement", "victory": "Conditions de victoire", "identity": "Affiliations et types",
    "races": "Races", "zones": "Zones de jeu", "cards": "Cartes", "effects": "Effets", "targets": "Cibles",
    "markers": "Marqueurs", "runes": "Runes", "card-text-wins": "Contradiction de règles"})

# a rule: id, French title, French statement, source (document, section), and its status when not confirmed
Row = tuple[str, str, str, tuple[str, str]] | tuple[str, str, str, tuple[str, str], str]

_ROWS: list[Row] = [
    # --- characteristics -------------------------------------------------------------
    ("eredan.stats.add", "Augmentation ou réduction (+X / -X)",
     "Une carte « caractéristique +X ou -X » ajoute X à la caractéristique ou le retire.", MODIF),
    ("eredan.stats.set", "Fixation à une valeur (= Y)",
     "Une carte « caractéristique = Y » fixe la valeur ; ce n'est ni une augmentation ni une réduction.", MODIF),
    ("eredan.stats.scale", "Division ou multiplication",
     "Une caractéristique divisée ou multipliée par Z est arrondie à l'inférieur.", MODIF),
    ("eredan.stats.swap", "Échange ou copie",
     "L'échange ou la copie d'une caractéristique fixe la valeur à celle d'un autre personnage.", MODIF),
    ("eredan.stats.base-swap", "Échange des caractéristiques de base",
     "Échanger les caractéristiques de base ne crée ni bonus ni malus : la nouvelle valeur tient lieu de base "
     "et les bonus acquis sont conservés.", (BLOG, "Duel spirituel")),
    ("eredan.stats.below-zero", "Valeur inférieure à 0",
     "Une caractéristique inférieure à 0 est affichée 0, mais l'ancienne valeur négative reste mémorisée.", MODIF),
    ("eredan.stats.cannot-decrease", "« Ne peut pas être diminuée »",
     "Immunise contre les modifications -X, pas contre les fixations, même à une valeur plus basse.", MODIF),
    ("eredan.stats.cannot-modify", "« Ne peut pas être modifiée »",
     "Immunise contre toute modification : réduction, division ou fixation.", MODIF),
    ("eredan.stats.limitation", "Limitation de la variation à ±N",
     "La variation est nivelée à ±N ; le dépassement reste en mémoire et une valeur fixée devient la nouvelle "
     "référence.", MODIF),
    ("eredan.stats.bonus", "Bonus et malus",
     "Le bonus ou malus est la différence entre la caractéristique et la caractéristique de base, y compris "
     "après une fixation.", MODIF),
    # --- setting up the game ------------------------------------------------------------
    ("eredan.setup.initiative", "Initiative : 5 tickets chacun",
     "Chaque joueur a 5 points d'initiative, autant de tickets, plus un ticket par point d'initiative bonus ; un "
     "ticket tiré au hasard désigne le joueur qui commence.", (WIKI, "Initiative")),
    # --- the turn ------------------------------------------------------------------
    ("eredan.turn.lineup", "Capacités de line-up",
     "Les capacités de personnages modifiant les autres personnages s'appliquent dès le début du tour, après "
     "vérification de leur condition ; elles ne s'actualisent pas en cours de tour.", TURN1),
    ("eredan.turn.untap", "Redressement d'une ligne",
     "Si tous les personnages vivants d'une ligne sont inclinés, ils sont tous redressés.", TURN1),
    ("eredan.turn.draw", "Pioche",
     "Au début du tour, chaque joueur pioche jusqu'à avoir 5 cartes en main (ou la taille de main modifiée).",
     TURN1),
    ("eredan.turn.hand-size", "Taille de main modifiée",
     "Certaines cartes modifient la taille de main, en plus ou en moins, comme la capacité de Haine qui limite "
     "la main des joueurs à quatre cartes tant qu'il est en vie : la pioche et la défausse obligatoire suivent "
     "cette taille.", TURN1),
    ("eredan.turn.fighters", "Choix des personnages",
     "Le joueur ayant l'initiative choisit un de ses personnages redressés et un personnage adverse.", TURN1),
    ("eredan.turn.order-bonus", "Bonus d'ordre",
     "Le personnage du joueur ayant l'initiative active son bonus d'ordre s'il correspond au tour, puis "
     "l'adversaire ; tous les ordres d'un personnage s'activent si un effet active l'ordre.", TURN1),
    ("eredan.turn.marauder-bonus", "Bonus de maraudeur",
     "Un maraudeur gagne son bonus s'il affronte la classe indiquée, juste après son bonus d'ordre.", TURN1),
    ("eredan.turn.start-of-combat", "Capacités de début de combat des personnages",
     "Les capacités spéciales des personnages « au début du combat » s'activent après les bonus d'ordre et de "
     "maraudeur.", TURN1),
    ("eredan.turn.attached-start-of-combat", "Cartes attachées « au début du combat »",
     "Après validation des cartes jouées, les cartes attachées au personnage ayant l'initiative s'activent dans "
     "leur ordre d'arrivée, puis celles du personnage adverse.", TURN2),
    ("eredan.turn.discard", "Phase de défausse",
     "Un joueur ayant plus de 5 cartes en main se défausse jusqu'à 5.", TURN3),
    ("eredan.turn.end-effects", "Effets de fin de tour",
     "Les effets « à la fin du tour » se résolvent après la phase de défausse, ceux du joueur actif d'abord.",
     TURN3),
    ("eredan.turn.lineup-check", "Validité vérifiée au début du tour",
     "Les bonus permanents liés à une condition (de guilde par exemple) ne sont vérifiés qu'au début du tour.",
     (BLOG, "Soupçon de trahison")),
    # --- playing and resolving cards -------------------------------------------------------
    ("eredan.play.card", "Phase de jeu",
     "Chaque joueur peut jouer une carte de sa main, et une seconde si la première donne un enchaînement.", TURN2),
    ("eredan.play.chain", "Enchaînement",
     "La seconde carte doit être du type indiqué par l'enchaînement ; un mage pur l'obtient avec un sort qui "
     "n'est pas de zone, un combattant avec certains objets.", TURN2),
    ("eredan.play.restrictions", "Restrictions au moment de jouer",
     "Les cartes jouées doivent respecter les conditions de guilde, caste, classe et race, sauf si une carte "
     "dit le contraire.", TURN2),
    ("eredan.resolve.order-n", "Résolution en N",
     "Première carte du joueur actif, première du joueur passif, seconde du joueur actif, seconde du joueur "
     "passif.", TURN2),
    ("eredan.resolve.restrictions", "Vérification à la résolution",
     "Avant sa résolution, les conditions de guilde, caste, classe et race d'une carte sont vérifiées à nouveau ; "
     "si l'une manque, la carte est annulée.", TURN2),
    ("eredan.resolve.effect", "Effet à la résolution",
     "L'effet d'une carte s'applique à sa résolution, sauf activation différée.", TURN2),
    ("eredan.resolve.attach", "Carte attachée",
     "Les cartes qui s'attachent à un personnage sont attachées au moment de leur résolution.", TURN2),
    ("eredan.resolve.discard-attached", "Défausse de cartes attachées",
     "Une carte qui défausse des cartes attachées peut défausser une carte jouée ce tour-ci et déjà résolue : "
     "elle est attachée dès sa résolution.", TURN2),
    ("eredan.resolve.cancel", "Carte annulée",
     "Une carte annulée ou contrée ne se résout pas et ses effets ne s'appliquent pas.", TURN2),
    ("eredan.resolve.called", "Cartes appelées et clonées",
     "Les cartes appelées ou clonées se résolvent après toutes les cartes jouées normalement, dans leur ordre "
     "d'apparition.", CALLED),
    ("eredan.resolve.called-unaffected", "Carte appelée et effets antérieurs",
     "Une carte appelée ne subit aucun effet des cartes activées avant son apparition.", CALLED),
    ("eredan.resolve.clone-cancel", "Clone d'une carte annulée",
     "Si la carte clonée est annulée, le clone ne l'est pas, sauf si l'effet le stipule.", CALLED),
    ("eredan.card-text-wins", "Contradiction de règles",
     "Si une règle est contredite par un texte de carte, c'est ce dernier qui prime.",
     (WIKI, "Contradiction de règles")),
    # --- combat --------------------------------------------------------------------
    ("eredan.combat.physical", "Attaque physique",
     "Chaque personnage en combat subit l'attaque adverse moins sa défense ; le personnage du joueur actif "
     "frappe le premier.", TURN3),
    ("eredan.combat.attack-roll", "Jet d'attaque",
     "L'attaque d'un personnage est tirée entre son attaque min. et son attaque max.", (WIKI, "Phase 3 : Résolution de "
                                                                                              "l'affrontement")),
    ("eredan.combat.mage-no-attack", "Mage pur et sorts de dégâts",
     "Un mage pur qui a joué un sortilège infligeant des dégâts magiques n'effectue pas son attaque physique.",
     (WIKI, "Attaque d'un magicien / dégâts des Sortilèges")),
    ("eredan.combat.multiclass-attack", "Mage multi-classé",
     "Un mage multi-classé (Mage/Combattant, Mage/Maraudeur, Mage/Prêtre) peut utiliser les cartes de ses deux "
     "classes et attaquer après un sortilège offensif, mais perd l'enchaînement sur les sorts.",
     (WIKI, "Cas particuliers\u00a0: Le multi-classage")),
    ("eredan.combat.end-effects", "Effets de fin de combat",
     "Les effets « à la fin du combat » se résolvent après l'affrontement : capacités des personnages (actif puis "
     "passif), puis cartes attachées et jouées dans l'ordre de pose (actif puis passif).", TURN3, "unconfirmed"),
    ("eredan.combat.death", "Mort des personnages",
     "À la fin du combat (et après les effets de fin de tour), un personnage à 0 PV ou moins meurt ; c'est le "
     "seul moment où un personnage peut mourir.", TURN3),
    ("eredan.combat.dead", "Personnage mort",
     "Un personnage mort ne peut plus combattre, être ciblé, soigné ni blessé.", TURN3),
    ("eredan.combat.tap", "Inclinaison",
     "Les personnages qui ont combattu sont inclinés.", TURN3),
    ("eredan.combat.ephemeral-discard", "Défausse des cartes éphémères",
     "Les cartes jouées non attachées sont défaussées à la fin du combat ; leur effet cesse alors.", DURATION),
    # --- damage --------------------------------------------------------------------
    ("eredan.damage.physical", "Dégâts physiques",
     "Attaque du personnage adverse moins la défense du personnage.", DAMAGE),
    ("eredan.damage.magical", "Dégâts magiques",
     "Dégâts de la source moins l'esprit du personnage au moment de la résolution des dégâts.", DAMAGE),
    ("eredan.damage.direct", "Dégâts directs",
     "Les dégâts directs ne sont réduits ni par la défense ni par l'esprit.", DAMAGE),
    ("eredan.damage.reduction", "Réduction des dégâts",
     "Tous les types de dégâts peuvent être réduits par des capacités de cartes ou de personnages.", DAMAGE),
    ("eredan.damage.dealt-by", "Dégâts d'une carte",
     "Les dégâts d'une carte jouée ou activée par un personnage sont infligés par ce personnage.", (BLOG, "Solaris")),
    ("eredan.damage.hp-loss", "Perte de points de vie",
     "Une perte de PV n'est pas un dégât : elle n'est pas réduite et ne compte pas dans le score.", DAMAGE),
    ("eredan.damage.heal", "Soin",
     "Un soin rend des PV (sans dépasser le maximum) et compte dans le score du joueur du personnage soigné.", VICTORY),
    ("eredan.damage.kill", "Effet « le personnage meurt »",
     "Le personnage perd tous ses PV ; rien ne l'empêche et rien ne compte dans le score.", DAMAGE),
    ("eredan.damage.score", "Score",
     "Score = dégâts reçus par les personnages adverses + soins reçus par vos personnages ; les dégâts à vos "
     "propres personnages et les soins des personnages adverses comptent pour l'adversaire.", VICTORY),
    # --- durations -----------------------------------------------------------------
    ("eredan.duration.permanent", "Carte permanente",
     "Une carte permanente reste attachée tant qu'un effet ne la défausse pas ; une capacité déclenchée ne se "
     "répète que si elle dit « à chaque ».", DURATION),
    ("eredan.duration.turns", "Durée : N tours / N combats",
     "La carte reste attachée N tours (ou N combats), le tour où elle est jouée compris, puis est défaussée à "
     "la fin du tour.", DURATION),
    ("eredan.duration.this-turn", "« Le tour où cette carte est jouée »",
     "Un effet limité au tour où la carte est jouée cesse à la fin de ce tour, même si la carte reste attachée.",
     DURATION),
    ("eredan.duration.each", "« À chaque » contre effet unique",
     "Une capacité « à la fin du combat » d'une carte attachée ne s'applique qu'au combat où elle a été jouée ; "
     "« à la fin de chaque combat » s'applique à chaque combat.", DURATION),
    # --- equipment -----------------------------------------------------------------
    ("eredan.equipment.slots", "Une arme et une armure",
     "Un personnage porte une armure et une arme, ou deux armes si l'une a l'ambidextrie et qu'aucune n'est à "
     "deux mains.", TURN2),
    ("eredan.equipment.replace", "Remplacement d'équipement",
     "Un nouvel objet du même emplacement remplace le dernier posé ; avec l'ambidextrie, c'est l'arme sans "
     "ambidextrie qui est remplacée.", TURN2),
    ("eredan.equipment.familiar", "Un seul familier",
     "Un nouveau familier remplace le précédent.", (WIKI, "Restrictions des Familiers")),
    ("eredan.equipment.item-types", "Un objet de chaque type",
     "Un personnage n'a qu'un objet de chaque type Arme, Armure, Bouclier et Casque.",
     (WIKI, "Restrictions des objets")),
    # --- victory -------------------------------------------------------------------
    ("eredan.victory.check", "Vérification des conditions de victoire",
     "Après la fin du combat, avant la défausse : un joueur dont tous les personnages adverses sont morts gagne ; "
     "si tous sont morts, le score départage (égalité : partie nulle).", VICTORY),
    ("eredan.victory.deck", "Défaite au deck",
     "Un joueur qui ne peut pas compléter sa main au début du tour perd ; la victoire par mort des personnages "
     "est prioritaire.", VICTORY),
    ("eredan.victory.end-of-turn", "Seconde vérification (errata)",
     "À la fin du tour, les conditions de victoire sont vérifiées à nouveau.", VICTORY),
    ("eredan.victory.game-over", "Fin de partie",
     "La partie s'arrête dès qu'une condition de victoire est remplie ; les effets suivants ne se résolvent pas.",
     VICTORY),
    # --- identity ------------------------------------------------------------------
    ("eredan.identity.change", "Changement de guilde, classe, race ou caste",
     "Tant que la modification est active, le personnage ne peut plus jouer les cartes réservées à son "
     "affiliation d'origine.", CHANGING),
    ("eredan.identity.type-change", "Carte changeant de type",
     "Une carte qui change de type à sa résolution garde ce nouveau type, même si elle quitte le jeu.", CHANGING),
    ("eredan.resolve.affiliation-bonus", "Bonus selon l'affiliation du porteur",
     "Une carte dont l'effet dépend de la classe, de la guilde, de la caste ou de la race du personnage donne "
     "l'effet correspondant à ce qu'il est au moment de l'effet, ou à défaut l'effet par défaut ; un Golem qui "
     "porte un objet d'une autre classe ou guilde prend ainsi le bonus de sa classe, de sa guilde ou de sa "
     "caste, ou le bonus par défaut.", (WIKI, "Races")),
    ("eredan.races.golem", "Golem et objets",
     "On peut attacher n'importe quel objet à un Golem sans tenir compte de ses restrictions, de guilde "
     "comprises.", (WIKI, "Races")),
    ("eredan.races.gemelite", "Guémélite et sortilèges",
     "Un Guémélite lance les sortilèges de son type (un Guémélite de l'Eau, les sorts d'eau) sans être mage ; "
     "les restrictions de guilde et de caste s'appliquent, et il n'a pas d'enchaînement sur les sortilèges.",
     (WIKI, "Races")),
    # --- zones: hand, deck, discard, removed from the game ----------------------------------
    ("eredan.zones.removed", "Retirée de la partie",
     "Une carte retirée de la partie quitte la main, le deck ou la défausse et ne peut plus revenir ; les cartes "
     "en jeu ne sont pas dans ces zones.", (BLOG, "Le Prestige")),
    ("eredan.zones.card-identity", "Copies d'une carte",
     "Deux cartes sont des copies si elles ont le même nom et le même niveau : les versions collector et "
     "artwork ont un autre niveau et ne sont pas des copies de la carte, malgré un nom et un texte identiques.",
     (BLOG, "Le Prestige")),
    ("eredan.turn.draw-change", "Pioche modifiée",
     "Une carte peut faire piocher un joueur une ou plusieurs cartes de moins lors de ses prochaines phases de "
     "pioche ; la phase de pioche du tour en cours est déjà passée.", (BLOG, "Jeu de main...")),
    ("eredan.zones.leave-play", "Carte défaussée par son propre effet",
     "Une carte qui le précise quitte le jeu au moment dit, dès sa résolution (Jeu de main...) ou à la fin du "
     "prochain combat de son porteur (Enseignement), au lieu d'être défaussée à la fin du combat ou de sa durée ; "
     "dans la défausse dès sa résolution, elle est exposée à Le Prestige dans le même tour.",
     (BLOG, "Jeu de main...")),
    ("eredan.zones.return", "Retour en main à la fin du combat",
     "L'action jouée en enchaînement d'Intrigue revient en main à la fin du combat si elle s'est activée, même "
     "permanente ; contrée, elle est défaussée.", (BLOG, "Intrigue")),
    ("eredan.resolve.called-constraints", "Contraintes des cartes appelées",
     "Une carte appelée doit remplir les conditions de la carte qui l'appelle (type, sort permanent, jouable "
     "par votre personnage) ; la carte que Conversion vient de défausser ne peut pas être rejouée par elle, ses "
     "copies le peuvent.", (BLOG, "Conversion (temporaire)")),
    ("eredan.markers", "Marqueurs",
     "Les marqueurs (poudre…) portés par un personnage sont ajoutés, retirés et comptés par les cartes.",
     (BLOG, "Pistolame")),
    # --- runes (wiki, « Les Runes ») ---------------------------------------------------
    ("eredan.runes.gain", "Gain d'une rune",
     "Certaines cartes runiques font gagner des runes (Cor, Nox, Yr) à vos personnages, qui les portent dans "
     "l'ordre où ils les ont gagnées.", RUNES),
    ("eredan.runes.limit", "Nombre limité de runes",
     "Un personnage ne porte qu'un nombre limité de runes : une rune ajoutée à un personnage qui n'a plus de place "
     "prend la place de la plus ancienne qu'il porte. La limite vient du cas ou de la base ; à défaut, le moteur "
     "suppose 3 (le wiki dit « en général 3 à son évolution maximum »).", RUNES),
    ("eredan.runes.ability", "Capacité runique « Nom de la Rune : capacité »",
     "La capacité ne s'active que si votre personnage porte la rune correspondante, et cette rune est alors "
     "consommée (s'il en porte plusieurs de ce nom, son joueur choisit laquelle). Les textes du client écrivent "
     "aussi un coût de plusieurs runes (« 2 Runes Cor : » : il faut en porter 2, toutes deux consommées) et un "
     "choix de runes (« Rune Yr, Cor ou Nox : » : une seule, de l'un de ces noms).", RUNES),
    ("eredan.runes.slots", "Emplacements de rune",
     "Le nombre limité de runes d'un personnage augmente des emplacements que lui donnent des cartes (« 1 "
     "emplacement supplémentaire de Rune (maximum 6) », textes du client) : tant que dure l'effet, jamais au-delà "
     "du maximum que le texte donne.", RUNES),
]

# --- rules stated by the card posts (« subtilité des cartes ») ----------------------
_ROWS += [
    ("eredan.stats.bonus-cards", "Cartes apportant un bonus",
     "« Pour chaque carte apportant un bonus » compte chaque carte dont une augmentation s'applique au "
     "personnage, une seule fois quelle que soit sa valeur ; les cartes qui réduisent la caractéristique et la "
     "valeur finale du bonus n'entrent pas en compte.", (BLOG, "La meilleure défense...")),
    ("eredan.resolve.card-played", "Cartes jouées après la résolution",
     "Un effet qui dépend des cartes jouées par l'adversaire ne compte que celles qui arrivent en résolution "
     "après lui ; c'est le fait de jouer un type de carte qui compte : le même bonus ne se cumule pas.",
     (BLOG, "Faveur de l'aube")),
    ("eredan.effects.boost", "« +1 aux effets des sorts »",
     "Une capacité ou une carte donnant +1 aux effets des sorts ajoute 1 aux valeurs des effets de ces sorts : "
     "un malus d'esprit -1 devient nul.", (BLOG, "Débat philosophique")),
    ("eredan.duration.played-by", "Durée selon le personnage qui joue la carte",
     "Une carte qui ne dure plusieurs combats que si certains personnages la jouent est défaussée à la fin du "
     "combat quand un autre personnage la joue.", (BLOG, "La part d'ombre")),
    ("eredan.damage.prevented", "« Ne subissent aucun dégât »",
     "Un effet empêchant des personnages de subir des dégâts n'est pas rétroactif et ne protège que les "
     "personnages qu'il désigne : les personnages hors combat peuvent toujours être blessés.",
     (BLOG, "Evanouissement")),
    ("eredan.effects.any-death", "Effet déclenché par la mort d'un personnage",
     "Un effet qui agit quand un personnage meurt ne concerne que les morts survenues pendant qu'il est actif, "
     "pas les personnages morts avant son arrivée en jeu.", (BLOG, "A mort les morts et Invocation de Kheper")),
    ("eredan.targets.carrying", "Personnages portant une carte",
     "Un bonus réservé aux personnages portant une carte n'est donné qu'à ceux qui la portent, pas à tous les "
     "personnages visés par l'effet.", (BLOG, "Charge")),
]

# --- card posts: moving and replaying attached cards, chance, damage triggers, orders ---------
_ROWS += [
    ("eredan.cards.move", "Carte déplacée sans réactivation",
     "Une carte attachée déplacée sur un autre personnage ne se réactive pas : seuls ses effets permanents "
     "(modifications de caractéristiques, capacités permanentes) passent sur son nouveau porteur ; ses effets "
     "d'activation (dégâts, perte de PV, changement de race) ne s'appliquent pas à nouveau.",
     (BLOG, "Tirer les Ficelles")),
    ("eredan.setup.attached", "Carte attachée dans la situation",
     "Une carte attachée avant le cas (dans la situation) a été jouée plus tôt : ses effets permanents "
     "(modifications de caractéristiques, limitation, immunité, identité, emplacements de rune) tiennent ; ses "
     "effets d'activation (dégâts, soins, runes gagnées ou consommées…) sont passés, la situation en donne le "
     "résultat ; ce que sa présence déclenche (effets permanents, « à chaque ») agit à son moment.",
     (BLOG, "Tirer les Ficelles")),
    ("eredan.cards.reactivate", "Objets retirés et rejoués",
     "Des objets retirés puis rejoués s'activent à nouveau dans l'ordre inverse de leur arrivée en jeu, mais "
     "restent attachés dans l'ordre de leur première arrivée.", (BLOG, "Cercueil de Glace")),
    ("eredan.effects.chance", "Effet aléatoire",
     "Un effet qui a une chance sur N de se produire, ou qui désigne un personnage au hasard, est tiré au sort ; "
     "chaque issue a sa probabilité.", (BLOG, "Porte bonheur")),
    ("eredan.stats.equal", "Caractéristique égale à une autre",
     "Une caractéristique « égale à » une autre la suit, même au-delà d'une limitation : l'attaque min. est "
     "placée au niveau de l'attaque max., qui reste limitée.", (BLOG, "Porte bonheur")),
    ("eredan.damage.trigger", "Effet déclenché par des dégâts",
     "Un effet qui se déclenche quand le personnage subit des dégâts se déclenche pour chaque source de dégâts ; "
     "les dégâts d'une carte sont infligés par le personnage qui l'a jouée, avec les armes qu'il porte.",
     (BLOG, "Baril d'explosifs")),
    ("eredan.damage.element-prevention", "Prévention des dégâts d'un élément",
     "Des dégâts considérés comme ceux d'un sort d'un élément (feu) sont prévenus par les cartes qui protègent "
     "de ces sorts.", (BLOG, "Flammes du Phoenix")),
    ("eredan.turn.order-chain", "Enchaînement donné par un bonus d'ordre",
     "Un bonus d'ordre obtenu après la phase de jeu (Bottes des cieux) ne donne pas l'enchaînement qu'il "
     "contient pour les cartes de ce tour, déjà choisies.", (BLOG, "Bottes des cieux")),
    ("eredan.equipment.ephemeral-attached", "Objet éphémère attaché",
     "Un objet éphémère attaché est défaussé à la fin du combat de son porteur, sauf s'il vient d'être attaché "
     "à un autre personnage à la place d'être défaussé.", (BLOG, "Porte bonheur")),
    ("eredan.effects.timed-order", "Activations successives en fin de combat",
     "Les cartes qui s'activent en fin de combat s'activent l'une après l'autre, dans l'ordre où elles ont été "
     "jouées, et non simultanément.", (BLOG, "Les objets maudits")),
]

for _row in _ROWS:
    RULEBOOK.add(Rule(*_row))
