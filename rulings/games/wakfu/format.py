"""The Wakfu parts of the scenario format: cards, the situation, the actions, the expectations.

These specs validate YAML (with line numbers and "did you mean") and become the
JSON Schema ``schema/wakfu.scenario.schema.json``; their French docs are its
descriptions.
"""

from __future__ import annotations

from rulings.core.game import ATTEMPT, TEXT_ORIGIN
from rulings.core.spec import AnyValue, Bool, Int, ListOf, Obj, OneOf, Str

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

VERBS = ("summon", "play", "equip", "move", "attack", "defend", "assign", "keep", "discard", "phase", "end_turn")
ACTION = Obj({
    "by": Str("Joueur qui agit.", enum=["A", "B"]),
    "summon": Str("Invoquer une carte de sa main (générateur, créature, allié, quête) : elle arrive en Zone de "
                  "Repos."),
    "play": Str("Jouer une carte à effet de sa main (instantanée ou non) : son effet s'applique, puis elle va à "
                "la Défausse."),
    "equip": Str("Poser un équipement de sa main sur « target: », un Leader."),
    "target": Str("Carte ou Leader visé : le Leader qu'un équipement équipe, la carte qu'une carte à effet vise."),
    "pay": ListOf(PIECE_NAME, "Cartes engagées pour payer le coût : cartes de sa Zone de Repos et/ou son Leader "
                              "(absent : coût nul)."),
    "choose": Obj({}, "Élément choisi pour ce tour, pour chaque carte à plusieurs éléments engagée : "
                      "{Geyser: Feu}.", rest=ELEMENT),
    "as": Str("Nom de la carte une fois en jeu, si une carte en jeu porte déjà ce nom (« Tofu 2 »)."),
    "move": OneOf(PIECE_NAME, PIECE_NAMES, doc="Déplacer une ou plusieurs de ses cartes (phase de mouvement)."),
    "to": Str("Destination du déplacement : combat (Zone de Combat) ou rest (Zone de Repos).",
              enum=["combat", "rest"]),
    "attack": ListOf(PIECE_NAME, "Déclarer ses attaquants (phase 4) : cartes de sa Zone de Combat, Leader "
                                 "possible."),
    "defend": ListOf(PIECE_NAME, "Déclarer ses défenseurs (phase 5), éventuellement aucun : []."),
    "assign": Obj({}, "Répartir son total de combat : carte adverse → points, et pv → points sur les PV "
                      "adverses. La somme est le total.", rest=Int(minimum=0)),
    "keep": NAME,
    "discard": ListOf(NAME, "Cartes de sa main mises à la Défausse parce que la main dépasse les PA."),
    "phase": PHASE,
    "end_turn": Bool("Déclarer la fin de son tour : l'adversaire joue sa phase 1 (dégagement, pioche) et "
                     "commence sa phase d'invocation."),
    "attempt": ATTEMPT,
    "note": Str("Commentaire libre."),
}, "Une action : « by » et un verbe (summon, play, equip, move, attack, defend, assign, keep, discard, phase, "
   "end_turn). Une action d'une phase plus tardive (move, attack, defend, assign) fait passer le tour à cette "
   "phase ; les phases facultatives intermédiaires sont sautées.", required=["by"], exclusive=[VERBS])

CHECKS = Obj({}, "Valeurs attendues. Joueur : A.pv, A.pa, A.pm, A.patt, A.mana, A.hand, A.deck (dessus en "
                 "premier), A.discard, A.rest, A.combat, A.equipment, A.deck_legal. Carte en jeu ou Leader : "
                 "<nom>.tapped, .sick, .zone (rest, combat, leader, hand, deck, discard), .patt, .drop, .element, "
                 ".pv, .equipment. Partie : winner, over, turn, active, phase, phases (phases jouées ce tour), "
                 "refused (numéros des actions refusées), refused_by (règles), pending. Combat : combat.winner, "
                 "combat.totals, combat.attackers, combat.defenders, combat.destroyed, combat.drop, combat.kept.",
             rest=AnyValue("Valeur attendue."))
EXPECT = Obj({}, "Moment → valeurs attendues. Moments : « start » (la situation de départ), « after action N » "
                 "(après la N-ième action, refusée ou non), « after combat T » (combat du tour T entièrement "
                 "résolu, drop compris), « end of turn T » (après la phase 8 du tour T, avant la phase 1 "
                 "suivante), « end » (après la dernière action).", rest=CHECKS)

CASE_FIELDS = {
    "setup": SETUP,
    "actions": ListOf(ACTION, "Les actions, dans l'ordre, par l'un ou l'autre joueur."),
    "expect": EXPECT,
}
