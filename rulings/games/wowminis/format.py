"""The World of Warcraft Miniatures parts of the scenario format (specs: :mod:`rulings.core.spec`): characters
and abilities, the situation, the expectations; the actions are the verb table of :mod:`.actions`."""

from __future__ import annotations

from rulings.core.expectations import expect_block
from rulings.core.game import TEXT_ORIGIN
from rulings.core.spec import Bool, Int, ListOf, Obj, OneOf, Str

from .model import AURA_TO, PLAYER_NAMES, REACT_EVENTS, SELECTORS, SIDES, TRIGGERS

NAME = Str("Nom exact, tel qu'il figure dans la base (ou dans 'define').")

STEP = Obj({
    "damage": OneOf(Int(minimum=0), Str(enum=["health"]),
                    doc="Dégâts infligés ; « health » : autant que la santé de ce personnage (lue à la résolution, "
                        "ou dans la photo pour une capacité déclenchable)."),
    "heal": Int("Soins (la santé ne dépasse pas la santé maximum).", minimum=1),
    "negate": Bool("Annule la capacité à laquelle cette réaction répond (703.1g)."),
    "discard": Int("Le contrôleur défausse ce nombre de cartes.", minimum=1),
    "draw": Int("Le contrôleur pioche ce nombre de cartes.", minimum=1),
    "score": Int("Le contrôleur marque ce nombre de points de victoire.", minimum=1),
    "summon": Str("Met en jeu ce personnage de la base, sous le contrôle du joueur."),
    "step_away": Bool("Le personnage se déplace et n'est plus adjacent à personne."),
    "to": Str("Qui : targets (les cibles ou défenseurs), bearer (ce personnage), adjacent_enemies, adjacent_allies, "
              "enemies, trigger (le personnage de l'évènement), opener_source (la source de la capacité à laquelle "
              "on réagit).", enum=list(SELECTORS)),
    "if_health_at_most": Int("Seulement un personnage dont la santé est au plus ce nombre.", minimum=0),
    "if_you_do": Bool("Phrase « Si vous faites » : seulement si tout ce qui précède a été fait (705.1d)."),
}, "Une étape du texte, appliquée dans l'ordre (705.1a).")

ABILITY = Obj({
    "name": Str("Nom de la capacité."),
    "notes": Str("Ligne de notes de sa carte ; le mot « react » en fait une réaction (700.2)."),
    "cost": Int("Coût en tics (absent : pas de coût en tics ; 0 est un coût).", minimum=0),
    "instant": Bool("Marquée « instant » (702.1)."),
    "attack": Bool("Capacité d'attaque (puissance physique ou magique)."),
    "heal": Bool("Capacité de soin (pouvoir de soin)."),
    "main": Bool("Capacité payante « principale » d'une carte Barre d'Action, sans texte (700.2b)."),
    "targets": Int("Nombre de cibles (le maximum, avec up_to).", minimum=1),
    "up_to": Bool("Nombre de cibles variable : jusqu'à « targets »."),
    "side": Str("Camp des cibles : enemy, ally, any.", enum=list(SIDES)),
    "range": Str("adjacent : les cibles doivent être adjacentes à la source.", enum=["adjacent"]),
    "aoe": Bool("Attaque de zone : chaque personnage des cases affectées devient un défenseur."),
    "dice": Int("Dés lancés par l'attaque (pour les critiques).", minimum=0),
    "critical": Str("Nom de la capacité critique de cette attaque."),
    "event": Str("Évènement de réaction (réaction).", enum=list(REACT_EVENTS)),
    "trigger": Str("Évènement déclencheur (capacité continue déclenchable).", enum=list(TRIGGERS)),
    "ticks": ListOf(Int(minimum=1), "Pour end_of_tick : les tics (« 5/10 » : [5, 10])."),
    "aura": Obj({
        "armor": Int("Modificateur d'armure."),
        "forbid": Bool("Les personnages affectés ne peuvent pas jouer de capacité."),
        "discard_replaced": Bool("La défausse du joueur affecté est remplacée : la carte va sous son paquet."),
        "to": Str("Qui : allies, enemies, all (par rapport à la source).", enum=list(AURA_TO)),
        "range": Str("adjacent : seulement les personnages adjacents à la source (en jeu).", enum=["adjacent"]),
    }, "Effet continu d'une capacité continue non déclenchable (704.3)."),
    "pay": ListOf(STEP, "Ce qui est écrit avant la flèche >>> : un coût (702.2)."),
    "effect": ListOf(STEP, "Ce que fait la capacité, dans l'ordre."),
    "text": Str("Texte en français (« Capacité reconstituée : … »)."),
    "source": TEXT_ORIGIN,
}, "Une capacité.", required=["name", "text", "source"])

CHARACTER = Obj({
    "name": Str("Nom du personnage."),
    "health": Int("Santé maximum.", minimum=1),
    "armor": Int("Armure."),
    "main": OneOf(Str(), ListOf(Str()),
                  doc="L'attaque principale : l'unique capacité de la zone de texte supérieure (700.1)."),
    "abilities": ListOf(NAME, "Les capacités de la zone de texte inférieure."),
    "vp": Int("Points de victoire rapportés à l'ennemi quand il est détruit.", minimum=0),
    "text": Str("Texte en français (« Figurine reconstituée : … »)."),
    "source": TEXT_ORIGIN,
}, "Une figurine.", required=["name", "health", "text", "source"])

DATABASE = Obj({"characters": ListOf(CHARACTER, "Les figurines."), "abilities": ListOf(ABILITY, "Les capacités.")},
               "Base World of Warcraft Miniatures (tout y est reconstitué).")
DEFINE = Obj({"characters": ListOf(CHARACTER, "Les figurines."), "abilities": ListOf(ABILITY, "Les capacités.")},
             "Figurines et capacités propres à ce scénario (absentes de la base).")

ATTACHED = OneOf(NAME, Obj({
    "name": NAME,
    "from": Str("Personnage d'où vient la capacité attachée (sa source) ; absent : celui qui la porte."),
}, required=["name"]), doc="Une capacité attachée à ce personnage.")

CHARACTER_IN_PLAY = OneOf(NAME, Obj({
    "name": Str("Nom du personnage dans ce cas (unique)."),
    "card": Str("Figurine de la base, si le nom diffère."),
    "health": Int("Santé actuelle (défaut : la santé maximum).", minimum=-99),
    "max_health": Int("Santé maximum (défaut : celle de la figurine).", minimum=1),
    "armor": Int("Armure (défaut : celle de la figurine)."),
    "ticks": Int("Position de son horloge en tics (défaut 0).", minimum=0),
    "vp": Int("Points de victoire qu'il rapporte (défaut : ceux de la figurine).", minimum=0),
    "bar": ListOf(NAME, "Ses cartes Barre d'Action, révélées."),
    "hidden": ListOf(NAME, "Ses cartes Barre d'Action face cachée (révélées quand on les joue, 703.1a)."),
    "attached": ListOf(ATTACHED, "Capacités attachées à ce personnage."),
}, required=["name"]), doc="Un personnage en jeu : son nom, ou son nom et son état.")

SIDE = Obj({
    "characters": ListOf(CHARACTER_IN_PLAY, "Ses personnages en jeu."),
    "hand": ListOf(Str(), "Sa main (noms de cartes)."),
    "deck": ListOf(Str(), "Son paquet, le dessus en premier."),
    "discard": ListOf(Str(), "Sa défausse."),
    "vp": Int("Ses points de victoire.", minimum=0),
}, "Un joueur.")

SETUP = Obj({
    "active": Str("Le joueur dont c'est le tour (défaut A).", enum=list(PLAYER_NAMES)),
    "victory": Int("Points de victoire qui gagnent la partie (absent : pas de victoire).", minimum=1),
    "adjacent": ListOf(ListOf(Str(), min_items=2), "Groupes de personnages adjacents deux à deux : "
                                                   "[[Ruby Gemsparkle, Harvest Golem]]."),
    "teams": ListOf(ListOf(Str(enum=list(PLAYER_NAMES)), min_items=2),
                    "Équipes, à trois ou quatre joueurs : [[A, C], [B, D]]. Les joueurs d'une équipe sont alliés, "
                    "leurs personnages aussi ; un joueur hors de toute équipe est l'ennemi de tous les autres "
                    "(absent : tout autre joueur est un ennemi)."),
    **{p: SIDE for p in PLAYER_NAMES},
}, "La situation. Les joueurs (A, B, puis C, D) sont assis dans cet ordre, dans le sens des aiguilles d'une "
   "montre.", required=["A", "B"])

EXPECT = expect_block("« start », « after action N », « after window N » (la fenêtre N, les fenêtres numérotées dans "
                      "l'ordre où elles s'ouvrent, une fois fermée et sa capacité résolue ou annulée), « after wave "
                      "N » (la N-ième vague résolue, destructions et victoire comprises), « end of tick N », « end ».",
                      "Valeurs attendues. Personnage : <nom>.health, .max_health, .armor, .ticks, .in_play, "
                      ".destroyed, .defender, .hidden, .forbidden, .adjacent, .main. Capacité : <nom>.kind (react, "
                      "payment, ongoing), .action, .triggered. Joueur : A.vp, A.hand, A.deck, A.discard. Partie : "
                      "winner, over, refused, refused_by, played, resolved, negated, cost, costs, cost_options, "
                      "defenders, destroyed, windows, window.order, window.next, window.reacted, waves, wave.order, "
                      "wave.skipped, wave.destroyed.")
