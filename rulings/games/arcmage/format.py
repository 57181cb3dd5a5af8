"""The Arcmage parts of the scenario format (specs: :mod:`rulings.core.spec`): cards (the database and
``define``), the situation, the expectations; the actions are the verb table of :mod:`.actions`."""

from __future__ import annotations

from rulings.core.expectations import expect_block
from rulings.core.game import TEXT_ORIGIN
from rulings.core.spec import Bool, Int, ListOf, Obj, OneOf, Str

from .model import CAPABILITIES, CARD_TYPES, FACTIONS, PHASES, PLAYER_NAMES

NAME = Str("Nom exact d'une carte de la base (français ou anglais), ou d'une carte de « define ».")
NAMES = ListOf(NAME)
PIECE_NAME = Str("Nom d'une carte en jeu dans ce cas (ou d'une joueuse : A, B…).")
PLAYER = Str("Une joueuse.", enum=list(PLAYER_NAMES))
FACTION = Str("Une faction.", enum=list(FACTIONS))
MOD = Str("Un modificateur Attaque/Défense, par exemple « +5/-2 ».", pattern=r"[+-]\d+/[+-]\d+",
          examples=["+5/-2", "+0/+3"], numbers=True)
PHASE_WORDS = [p.word for p in PHASES]
PHASE = Str("Une phase : preparation (avant la partie), desengagement (1), pioche (2), devotion (3), mise-en-jeu "
            "(4), attaque (5), mise-en-jeu-2 (6), defausse (7).", enum=PHASE_WORDS)
CAPABILITY = Str("Une capacité : attack (attaquer), block (bloquer), block-elsewhere (défendre une autre cité), fly "
                 "(voler), enter-army (être jouée directement dans l'armée), untap (se désengager), infiltrate "
                 "(entrer dans une cité adverse), draw (piocher).", enum=list(CAPABILITIES))
GRANT = OneOf(CAPABILITY, Obj({"capability": CAPABILITY,
                               "faction": Str("Seulement contre une créature ou une cité de cette faction.",
                                              enum=list(FACTIONS))},
                              required=["capability"]), doc="« peut » ou « ne peut pas » : une capacité.")
GRANTS = Obj({"can": ListOf(GRANT, "Ce qui est permis (« peut »)."),
              "cannot": ListOf(GRANT, "Ce qui est interdit (« ne peut pas »).")},
             "Capacités permises ou interdites.")
TARGET_KIND = Str("Ce que la carte vise : creature, city, creature-or-city, player, enchantment, "
                  "graveyard-creature (une créature d'un cimetière), own-graveyard-creature, card-on-pile.",
                  enum=["creature", "city", "creature-or-city", "player", "enchantment", "graveyard-creature",
                        "own-graveyard-creature", "card-on-pile"])
PASSIVE = Obj({
    "bonus": MOD,
    "types": ListOf(Str(), "Types de créature visés (tous si absent)."),
    "whose": Str("Les créatures de qui : all (toutes), own (de sa contrôleuse), opponents.",
                 enum=["all", "own", "opponents"]),
    "where": Str("Où : any, army (dans l'armée), residents (résidentes de cette cité).",
                 enum=["any", "army", "residents"]),
    "self": Bool("La carte elle-même en profite (défaut : oui si elle répond aux critères)."),
}, "Capacité passive : un bonus tant que la carte est en jeu.", required=["bonus"])
EFFECT = Obj({
    "damage": OneOf(Int(minimum=0), Obj({"creature": Int(minimum=0), "city": Int(minimum=0)}),
                    doc="Dégâts à la cible (créature ou cité)."),
    "bonus": MOD,
    "tap": Bool("Engager (« marquer ») la cible."),
    "untap": Bool("Désengager la cible."),
    "to_deck": Bool("La cible retourne sur le dessus du deck de sa propriétaire."),
    "to_owner": Bool("La cible va dans une cité ou l'armée de sa propriétaire (« to: » de l'action ; défaut "
                     "l'armée)."),
    "draw": Int("La contrôleuse pioche ce nombre de cartes.", minimum=1),
    "each_draws": Int("Chaque joueuse pioche ce nombre de cartes.", minimum=1),
    "each_discards": Int("Chaque joueuse défausse ce nombre de cartes (au choix).", minimum=1),
    "draws": Int("La joueuse visée pioche ce nombre de cartes.", minimum=1),
    "mill": Int("La joueuse visée met ce nombre de cartes du dessus de son deck dans son cimetière.", minimum=1),
    "city_defense": Int("La cité visée (ou la cité de la créature) gagne ces points de défense.", minimum=1),
    "grant": GRANTS,
    "residents_grant": GRANTS,
    "destroy": Bool("La cible est détruite : au cimetière de sa propriétaire."),
    "from_graveyard": Str("Une créature de son cimetière revient : army, hand, resident (résidente de cette cité).",
                          enum=["army", "hand", "resident"]),
    "remove_next_turn": Bool("La créature revenue est retirée de la partie au début du prochain tour de sa "
                             "contrôleuse."),
    "steal": Bool("La créature visée d'un cimetière vient dans l'armée de la joueuse (sa propriétaire ne change "
                  "pas) ; l'enchantement lui est attaché."),
    "add_type": Str("Type de créature ajouté à la cible."),
    "counters": Str("Nombre de marqueurs posés sur la cible : « x » (la valeur de X).", enum=["x"]),
    "discard_creature_not": FACTION,
    "token": Obj({"card": NAME, "tapped": Bool()}, "Un jeton mis dans l'armée de la joueuse.", required=["card"]),
    "types_bonus": Obj({"types": ListOf(Str()), "bonus": MOD}, "Chaque créature de ces types, jusqu'à la fin du "
                                                               "tour.", required=["types", "bonus"]),
    "cities_gain": Obj({"faction": FACTION, "points": Int(minimum=1)}, "Chaque cité de cette faction gagne ces "
                                                                       "points de défense.",
                       required=["faction", "points"]),
    "counter": MOD,
}, "Ce que fait la carte (modèle du moteur).")
CARD = Obj({
    "name": Str("Nom de la carte en français (notre traduction pour une carte du jeu de données)."),
    "english": Str("Nom anglais (le jeu de données)."),
    "translated": Bool("Le nom français est notre traduction (défaut : oui si « english » est donné)."),
    "type": Str("Type : cite, creature, enchantement, magie (« sort »), evenement.", enum=list(CARD_TYPES)),
    "faction": FACTION,
    "cost": OneOf(Int(minimum=0), Str(pattern=r"X( \+ \d+)?", examples=["X", "X + 2"], numbers=True),
                  doc="Coût : un nombre, « X » ou « X + 2 » (absent pour une cité)."),
    "x": Str("Ce que vaut X : chosen (la joueuse le dit), target-attack (attaque de la créature ciblée), "
             "extra-targets (une cible de plus par ressource).", enum=["chosen", "target-attack", "extra-targets"]),
    "loyalty": Int("Marqueurs de loyauté.", minimum=0),
    "attack": Int("Attaque (créature).", minimum=0),
    "defense": Int("Défense (créature) ou points de défense (cité).", minimum=0),
    "types": ListOf(Str(), "Types de créature (la ligne de type, un mot par type)."),
    "text": Str("Texte de la carte : mot pour mot (jeu de données, en anglais) ou « Carte reconstituée : … »."),
    "source": TEXT_ORIGIN,
    "artist": Str("Illustratrice ou illustrateur (jeu de données)."),
    "target": TARGET_KIND,
    "effect": EFFECT,
    "modes": ListOf(EFFECT, "« Choisis-en un » : l'action dit lequel (mode: 1, 2…)."),
    "attached": Obj({"bonus": MOD, "can": ListOf(GRANT), "cannot": ListOf(GRANT)},
                    "Ce que reçoit la carte ou la joueuse à laquelle l'enchantement est attaché."),
    "passive": ListOf(PASSIVE, "Capacités passives."),
    "can": ListOf(GRANT, "Ce que la carte peut faire malgré les règles de base."),
    "cannot": ListOf(GRANT, "Ce que la carte ne peut pas faire."),
    "triggers": ListOf(Obj({
        "when": Str("Déclencheur : enters (une créature entre en jeu), dies (je meurs), leaves (je quitte le jeu), "
                    "plays (ma contrôleuse joue une carte).", enum=["enters", "dies", "leaves", "plays"]),
        "self": Bool("Seulement quand c'est cette carte (« quand j'entre en jeu »)."),
        "types": ListOf(Str(), "Types de la créature qui entre."),
        "faction": FACTION,
        "effect": EFFECT,
    }, required=["when", "effect"]), "Capacités déclenchables."),
    "abilities": ListOf(Obj({
        "tap": Bool("Coût en engagement (le symbole Engager)."),
        "pay": Int("Coût en ressources.", minimum=1),
        "target": TARGET_KIND,
        "same_city": Bool("La cible est dans la même cité que la carte."),
        "effect": EFFECT,
    }, required=["effect"]), "Capacités activables, dans l'ordre de la carte (ability: 1, 2…)."),
    "levels": ListOf(Obj({
        "level": Int(minimum=1),
        "once": EFFECT,
        "permanent": PASSIVE,
        "target": TARGET_KIND,
        "modelled": Bool("Faux si le moteur ne modélise pas ce niveau."),
    }, required=["level"]), "Niveaux de dévotion d'une cité."),
    "requires": Str("Prérequis : fewer-creatures (moins de créatures que chacune de tes adversaires).",
                    enum=["fewer-creatures"]),
    "enters_tapped": Bool("Le texte dit que la carte arrive en jeu engagée."),
    "modelled": Bool("Faux si le moteur ne modélise pas tout le texte."),
    "note": Str("Remarque (traduction, ce qui n'est pas modélisé)."),
}, "Une carte Arcmage.", required=["name", "type", "faction", "text", "source"])

DATABASE = Obj({"cards": ListOf(CARD, "Les cartes.")}, "Base de cartes Arcmage.")
DEFINE = Obj({"cards": ListOf(CARD, "Les cartes.")}, "Cartes propres à ce scénario (absentes de la base).")

ATTACHED = OneOf(NAME, Obj({
    "name": Str("Nom de l'enchantement dans ce cas."),
    "card": NAME,
    "owner": PLAYER,
    "controller": PLAYER,
}, required=["name"]), doc="Un enchantement attaché : son nom, ou son nom et sa propriétaire.")
CREATURE = OneOf(NAME, Obj({
    "name": Str("Nom de la carte dans ce cas (unique : « Goule 2 » pour un deuxième exemplaire)."),
    "card": NAME,
    "tapped": Bool("Engagée."),
    "damage": Int("Dégâts déjà subis ce tour.", minimum=0),
    "owner": PLAYER,
    "attached": ListOf(ATTACHED, "Enchantements attachés."),
    "counters": MOD,
    "entered": Str("Phase de ce tour où elle est arrivée en jeu (elle ne peut pas en bouger dans cette phase).",
                   enum=PHASE_WORDS),
}, required=["name"]), doc="Une créature (ou un enchantement global, dans l'armée) : son nom, ou son état.")
CITY = OneOf(NAME, Obj({
    "name": Str("Nom de la cité dans ce cas."),
    "card": NAME,
    "damage": Int("Points de défense déjà perdus.", minimum=0),
    "owner": PLAYER,
    "residents": ListOf(CREATURE, "Les résidentes."),
    "attached": ListOf(ATTACHED, "Enchantements attachés à la cité."),
    "levels": ListOf(Int(minimum=1), "Niveaux à effet permanent actifs (atteints à sa dernière dévotion)."),
}, required=["name"]), doc="Une cité du royaume : son nom, ou son état et ses résidentes.")
STOCK = OneOf(Int(minimum=0), Obj({"untapped": Int(minimum=0), "tapped": Int(minimum=0)}),
              doc="Nombre de ressources désengagées, ou {untapped, tapped}.")
DECK_ITEM = OneOf(NAME, Obj({"card": NAME, "count": Int(minimum=1)}, required=["card", "count"]),
                  doc="Une carte, ou {card, count} pour plusieurs exemplaires à la suite.")
SIDE = Obj({
    "resources": Obj({}, "Les ressources, par faction.", rest=STOCK),
    "cities": ListOf(CITY, "Le royaume : les cités en jeu."),
    "army": ListOf(CREATURE, "L'armée : créatures (et enchantements globaux)."),
    "attached": ListOf(ATTACHED, "Enchantements attachés à cette joueuse."),
    "hand": ListOf(NAME, "La main."),
    "deck": ListOf(DECK_ITEM, "Le deck, carte du dessus en premier (jamais mélangé au hasard)."),
    "graveyard": ListOf(NAME, "Le cimetière, la plus ancienne en premier (la dernière est le dessus)."),
    "reserve": ListOf(NAME, "La réserve de cités."),
    "removed": ListOf(NAME, "Les cartes retirées de la partie."),
    "backs": Str("Les dos des cartes du deck (préparation) : identical ou mixed.", enum=["identical", "mixed"]),
}, "Une joueuse.")

SETUP = Obj({
    "players": ListOf(PLAYER, "Les joueuses, dans l'ordre du tour (défaut [A, B]).", min_items=2),
    "turn": Int("Numéro du tour en cours (défaut 1).", minimum=1),
    "active": PLAYER,
    "phase": Str("Phase où le cas commence (défaut mise-en-jeu). preparation : avant la partie (le deck entier, "
                 "la réserve et la main se font selon la mise en place) ; desengagement : le moteur joue d'abord la "
                 "phase 1.", enum=PHASE_WORDS),
    **{p: SIDE for p in PLAYER_NAMES},
}, "La situation au début du cas.")

EXPECT = expect_block("« start », « after action N », « after combat T » (combat du tour T nettoyé), « end of turn "
                      "T » (après la défausse du tour T), « end ».",
                      "Valeurs attendues. Joueuse : A.hand, A.deck (dessus en premier), A.graveyard (dessus en "
                      "dernier), A.reserve, A.removed, A.kingdom, A.army, A.resources (faction → nombre), A.untapped, "
                      "A.tapped, A.creatures, A.lost, A.deck_legal, A.deck_broken, A.attached, A.sizes (nombre de "
                      "cartes par zone). Carte : <nom>.zone, .city, .tapped, .damage, .attack, .defense, .dead, "
                      ".owner, .controller, .types, .attached, .residents, .destroyed, .devotion, .levels, .counters, "
                      ".can.<capacité>. Partie : winner, tie, over, losers, turn, active, phase, phases, pile, "
                      "resolved, paid, refused, refused_by, pending. Combat : combat.target, combat.attackers, "
                      "combat.blocks, combat.dead, combat.city_damage.")
