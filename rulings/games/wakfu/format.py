"""The Wakfu parts of the scenario format (specs: :mod:`rulings.core.spec`): cards, the situation, the
expectations; the actions are the verb table of :mod:`.actions`."""

from __future__ import annotations

from rulings.core.expectations import expect_block
from rulings.core.game import TEXT_ORIGIN
from rulings.core.spec import Bool, Int, ListOf, Obj, OneOf, Str

from .model import CARD_TYPES, ELEMENTS, PHASE_WORDS

NAME = Str("Nom exact, tel qu'il figure dans la base de cartes (ou dans 'define').")
NAMES = ListOf(NAME)
PIECE_NAME = Str("Nom d'une carte en jeu (ou d'un Leader) dans ce cas.")
PIECE_NAMES = ListOf(PIECE_NAME, min_items=1)
ELEMENT = Str("Un élément.", enum=list(ELEMENTS))
PHASE = Str("Une phase : degagement (1), invocation (2), mouvement (3), attaquants (4), defenseurs (5), "
            "combat (6), invocation-2 (7), fin (8).", enum=list(PHASE_WORDS))
COST = OneOf(ListOf(ELEMENT, "Un élément par mana, par exemple [Terre, Terre]."),
             Obj({e: Int(minimum=0) for e in ELEMENTS}, "Nombre de manas par élément, par exemple {Terre: 2}."),
             doc="Coût en mana (absent ou [] : coût nul).")

CARD = Obj({
    "name": Str("Nom de la carte."),
    "type": Str("Type : leader, generateur (générateur de mana), creature, allie, quete, effet (carte à effet), "
                "equipement.", enum=list(CARD_TYPES)),
    "cost": COST,
    "patt": Int("Puissance d'Attaque (créatures, alliés et Leaders).", minimum=0),
    "drop": Int("Score de Drop (créatures et alliés).", minimum=0),
    "pv": Int("PV du Leader.", minimum=1),
    "pa": Int("PA du Leader : cartes en main au maximum.", minimum=0),
    "pm": Int("PM du Leader : créatures et alliés en Zone de Combat au maximum.", minimum=0),
    "mana": ListOf(ELEMENT, "Manas que le Leader produit, tous à la fois (par exemple [Terre, Feu]).",
                   min_items=1),
    "instant": Bool("Carte à effet instantanée (se joue n'importe quand)."),
    "phase": PHASE,
    "no_sickness": Bool("La carte dit qu'elle peut passer en Zone de Combat le tour de son invocation (son "
                        "effet prévaut sur le Mal d'invocation)."),
    "job": Str("Métier du Leader ou de l'allié (artisanat : non modélisé)."),
    "effect": Obj({
        "draw": Int("Son joueur pioche ce nombre de cartes.", minimum=1),
        "heal": Int("Le Leader de son joueur gagne ces PV.", minimum=1),
        "damage": Int("Le Leader adverse perd ces PV.", minimum=1),
        "patt": Int("La carte visée (« target: » dans l'action) gagne cette PAtt jusqu'à la fin du tour."),
    }, "Effet d'une carte à effet, appliqué quand elle est jouée (carte reconstituée)."),
    "bonus": Obj({"patt": Int(), "pa": Int(), "pm": Int(), "pv": Int()},
                 "Bonus d'un équipement au Leader qu'il équipe (pv : gain immédiat)."),
    "text": Str("Texte de la carte, en français (« Carte reconstituée : … »)."),
    "source": TEXT_ORIGIN,
}, "Une carte Wakfu.", required=["name", "type", "text", "source"])

DATABASE = Obj({"cards": ListOf(CARD, "Les cartes.")}, "Base de cartes Wakfu.")
DEFINE = Obj({"cards": ListOf(CARD, "Les cartes.")}, "Cartes propres à ce scénario (absentes de la base).")

LEADER = OneOf(NAME, Obj({
    "name": Str("Nom du Leader dans ce cas (unique)."),
    "card": Str("Carte de Leader de la base, si le nom diffère."),
    "pv": Int("PV actuels (défaut : ceux de la carte).", minimum=-99),
    "pa": Int("PA dans ce cas (défaut : ceux de la carte).", minimum=0),
    "pm": Int("PM dans ce cas (défaut : ceux de la carte).", minimum=0),
    "patt": Int("PAtt dans ce cas (défaut : celle de la carte).", minimum=0),
    "tapped": Bool("Engagé (incliné)."),
    "equipment": ListOf(NAME, "Équipements déjà posés sur ce Leader."),
}, required=["name"]), doc="Le Leader du joueur : son nom, ou ses valeurs dans ce cas.")

PIECE = OneOf(NAME, Obj({
    "name": Str("Nom de la carte dans ce cas (unique : « Prairie 2 » pour un deuxième exemplaire)."),
    "card": Str("Carte de la base, si le nom diffère."),
    "tapped": Bool("Engagée (inclinée)."),
    "sick": Bool("Invoquée ce tour-ci : elle a le Mal d'invocation."),
    "element": ELEMENT,
    "patt": Int("PAtt de cet exemplaire dans ce cas (quand la base ne la donne pas).", minimum=0),
    "drop": Int("Score de Drop de cet exemplaire dans ce cas.", minimum=0),
}, required=["name"]), doc="Une carte en jeu : son nom, ou son nom et son état.")

SIDE = Obj({
    "leader": LEADER,
    "rest": ListOf(PIECE, "Zone de Repos (ou de mana)."),
    "combat": ListOf(PIECE, "Zone de Combat."),
    "hand": ListOf(NAME, "La main."),
    "deck": ListOf(NAME, "Le deck, carte du dessus en premier (jamais mélangé au hasard)."),
    "discard": ListOf(NAME, "La Défausse."),
}, "Un joueur.", required=["leader"])

SETUP = Obj({
    "turn": Int("Numéro du tour en cours (défaut 1).", minimum=1),
    "active": Str("Joueur dont c'est le tour (défaut A).", enum=["A", "B"]),
    "phase": Str("Phase où le cas commence (défaut invocation). Avec degagement, le moteur joue d'abord la "
                 "phase 1 (dégagement puis pioche).",
                 enum=[w for w in PHASE_WORDS if w not in ("defenseurs", "combat")]),
    "A": SIDE, "B": SIDE,
}, "La situation au début du cas.", required=["A", "B"])

EXPECT = expect_block("« start » (la situation de départ), « after action N » (après la N-ième action, refusée ou "
                      "non), « after combat T » (combat du tour T entièrement résolu, drop compris), « end of turn T » "
                      "(après la phase 8 du tour T, avant la phase 1 suivante), « end » (après la dernière action).",
                      "Valeurs attendues. Joueur : A.pv, A.pa, A.pm, A.patt, A.mana, A.hand, A.deck (dessus en "
                      "premier), A.discard, A.rest, A.combat, A.equipment, A.deck_legal. Carte en jeu ou Leader : "
                      "<nom>.tapped, .sick, .zone (rest, combat, leader, hand, deck, discard), .patt, .drop, .element, "
                      ".pv, .equipment. Partie : winner, over, turn, active, phase, phases (phases jouées ce tour), "
                      "refused (numéros des actions refusées), refused_by (règles), pending. Combat : combat.winner, "
                      "combat.totals, combat.attackers, combat.defenders, combat.destroyed, combat.drop, combat.kept.")
