"""The Eredan parts of the scenario format: cards, characters, situation, turns.

These specs validate YAML (with line numbers and "did you mean") and generate
the JSON Schema shipped in ``schema/``.  Effect steps are checked by
:func:`rulings.games.eredan.effects.check_step`, which knows the primitives.
"""

from __future__ import annotations

from rulings.core.expectations import expect_block
from rulings.core.game import TEXT_ORIGIN
from rulings.core.spec import AnyValue, Bool, Int, ListOf, Obj, OneOf, Spec, Str

from .client_texts import SPEC as CLIENT
from .effects import CONDITIONS, PRIMITIVES, TARGETS, WHEN
from .model import CARD_TYPES, DEFAULT_RUNE_LIMIT, RUNES

NAME = Str("Nom exact, tel qu'il figure dans la base de cartes (ou dans 'define').")
NAMES = ListOf(NAME)
RUNE = Str("Une rune : Cor, Nox ou Yr (wiki, « Les Runes »).", enum=list(RUNES))
RUNE_LIMIT = Int(f"Nombre de runes que le personnage peut porter (défaut : {DEFAULT_RUNE_LIMIT}, supposé d'après "
                 f"« en général 3 à son évolution maximum » ; une rune de plus remplace la plus ancienne).",
                 minimum=1)
ATTACK = Str("Attaque « min/max », par exemple 3/5.", pattern=r"\d+/\d+", examples=["3/5", "9/13"],
             numbers=True)


def _step_spec():
    # sorted, so that the schema does not depend on the order primitives are registered in
    fields: dict[str, Spec] = {name: AnyValue(f"Primitive « {name} ».") for name in sorted(PRIMITIVES)}
    for _fn, params in (PRIMITIVES[name] for name in sorted(PRIMITIVES)):
        for param in sorted(params):
            fields.setdefault(param, AnyValue(f"Paramètre « {param} »."))
    fields.update({
        "when": Str("Moment où l'étape s'applique (défaut : resolve).", enum=list(WHEN)),
        "each": Bool("« À chaque » : se répète à chaque combat/tour où la carte est attachée."),
        "if": Obj({c: AnyValue() for c in CONDITIONS}, "Condition."),
        "target": Str("Personnage(s) visé(s).", enum=list(TARGETS)),
        "until": Str("Durée d'une modification.", enum=["leaves", "end_of_combat", "end_of_turn", "never"]),
        "race": Str("Filtre sur la race des cibles."),
        "class": Str("Filtre sur la classe des cibles."),
        "guild": Str("Filtre sur la guilde des cibles."),
        "note": Str("Commentaire libre."),
        "once": Bool("Au plus une fois par tour pour la même carte ou le même personnage (bonus non cumulatifs)."),
        "carrying": Str("Filtre : seules les cibles portant cette carte (nom ou sous-type)."),
        "rune": OneOf(Str(enum=list(RUNES)), ListOf(Str(enum=list(RUNES))),
                      doc="Capacité runique « Nom de la Rune : capacité » : l'étape ne s'applique que si le "
                          "personnage qui joue la carte (ou qui a la capacité) porte cette rune, qu'elle consomme "
                          "(une fois par activation de la carte) ; une liste (« Rune Yr, Cor ou Nox : ») : une rune "
                          "de l'un de ces noms."),
        "rune_count": Int("Nombre de runes que coûte la capacité runique (« 2 Runes Cor : » : rune: Cor, "
                          "rune_count: 2) : elle ne s'active que si le personnage en porte autant, toutes "
                          "consommées (1 par défaut).", minimum=1),
    })
    return Obj(fields, "Une étape d'effet : exactement une primitive et ses paramètres.")


STEP = _step_spec()
STEPS = ListOf(STEP, "Effets, dans l'ordre.")
GROUPS = {
    "guilds": NAMES, "classes": NAMES, "races": NAMES, "castes": NAMES,
}

CARD = Obj({
    "name": Str("Nom de la carte."),
    "type": Str("Type de carte.", enum=list(CARD_TYPES)),
    "subtypes": ListOf(Str(), "Sous-types : école (ombre, feu…), emplacement (arme, armure, familier…), "
                              "« une main », « deux mains », « zone »."),
    "restrictions": Obj(dict(GROUPS), "Qui peut jouer la carte : dans chaque groupe, une des valeurs suffit."),
    "unique": Bool("Unique."),
    "chain": OneOf(Str(enum=["any", *CARD_TYPES]),
                   Obj({"type": Str(enum=list(CARD_TYPES)), "subtype": Str()}),
                   doc="Enchaînement : any, le type de la carte suivante, ou {type, subtype} (un autre objet "
                       "maudit : {type: objet, subtype: maudit})."),
    "duration": OneOf(Str(enum=["ephemeral", "permanent"]),
                      Obj({"turns": Int(minimum=1), "combats": Int(minimum=1)}, exclusive=[("turns", "combats")]),
                      doc="Éphémère (défaut), permanente, ou Durée N tours / N combats."),
    "attach": Str("À qui la carte s'attache à sa résolution (défaut : soi pour un objet).",
                  enum=["self", "opponent", "chosen", "none"]),
    "becomes": Str("Type pris après résolution (cartes changeantes).", enum=list(CARD_TYPES)),
    "keywords": ListOf(Str(), "Mots-clés affichés (Ambidextrie, Rare…)."),
    "version": Str("Version spéciale.", enum=["collector", "artwork"]),
    "level": Int("Niveau (évolutions, versions spéciales).", minimum=0),
    "printed_name": Str("Nom imprimé sur la carte, quand la base distingue plusieurs versions (collector, "
                        "artwork) sous des noms différents ; des copies ont même nom imprimé, version et niveau."),
    "text": Str("Texte de la carte, en français."),
    "errata": Str("Texte corrigé par la source, cité mot pour mot ; les effets suivent ce texte."),
    "source": TEXT_ORIGIN,
    "client": CLIENT,
    "effects": STEPS,
}, "Une carte Eredan (text : absent quand source est {kind: data}, le texte du bloc client).",
   required=["name", "type", "source"])

CHARACTER = Obj({
    "name": Str("Nom du personnage."),
    "classes": NAMES, "races": NAMES, "castes": NAMES, "guilds": NAMES,
    "attack": ATTACK,
    "defense": Int("Défense de base."),
    "spirit": Int("Esprit de base."),
    "hp": Int("Points de vie maximum.", minimum=1),
    "orders": Obj({}, "Bonus d'ordre : numéro de tour → bonus, par exemple {2: {attack: 1}}.",
                  rest=Obj({"attack": Int(), "attack_min": Int(), "attack_max": Int(), "defense": Int(),
                            "spirit": Int(),
                            "chain": Str("Enchaînement donné par l'ordre, après une carte de ce type (sort : "
                                         "« enchaînement sort ») ou après toute carte (any).",
                                         enum=["any", *CARD_TYPES])})),
    "marauder": Obj({"vs": NAMES, "bonus": Obj({"attack": Int(), "defense": Int(), "spirit": Int()})},
                    "Bonus de maraudeur contre ces classes (défaut : attaque +1).", required=["vs"]),
    "chain_after": ListOf(Str(), "Sous-types d'objet donnant l'enchaînement à ce combattant."),
    "rune_limit": RUNE_LIMIT,
    "abilities": STEPS,
    "text": Str("Capacité, en français."),
    "source": TEXT_ORIGIN,
    "client": CLIENT,
}, "Un personnage Eredan (text : absent quand source est {kind: data}, le texte du bloc client).",
   required=["name", "source"])

DATABASE = Obj({"cards": ListOf(CARD), "characters": ListOf(CHARACTER)}, "Base de cartes Eredan.")

CHARACTER_IN_PLAY = OneOf(NAME, Obj({
    "name": Str("Nom du personnage dans ce scénario (unique)."),
    "card": Str("Personnage de la base à utiliser, si le nom diffère (deux exemplaires…)."),
    "attack": ATTACK, "defense": Int(), "spirit": Int(),
    "hp": Int("PV actuels (défaut : PV maximum).", minimum=-99),
    "max_hp": Int("PV maximum (défaut : ceux de la base, ou hp).", minimum=1),
    "classes": NAMES, "races": NAMES, "castes": NAMES, "guilds": NAMES,
    "attached": ListOf(OneOf(NAME, Obj({"card": NAME, "by": Str("Personnage qui l'a jouée (défaut : le porteur).")},
                                       required=["card"])),
                       "Cartes attachées, dans leur ordre d'arrivée."),
    "markers": Obj({}, "Marqueurs : poudre…", rest=Int(minimum=0)),
    "runes": ListOf(RUNE, "Runes portées, de la plus ancienne à la plus récente."),
    "rune_limit": RUNE_LIMIT,
    "bonus": Obj({"attack": Str("Bonus d'attaque « +min/+max », par exemple +9/+6.",
                                pattern=r"[+-]?\d+/[+-]?\d+", examples=["+9/+6", "-1/-1"], numbers=True),
                  "defense": Int(), "spirit": Int()},
                 "Modifications déjà acquises au début du scénario (cartes non détaillées)."),
    "tapped": Bool("Incliné."),
    "dead": Bool("Mort."),
}, required=["name"]), doc="Un personnage : son nom, ou ses valeurs dans ce scénario.")

SIDE = Obj({
    "characters": ListOf(CHARACTER_IN_PLAY, "Les personnages du joueur (1 à 3).", min_items=1),
    "hand": NAMES, "deck": ListOf(NAME, "Le deck, carte du dessus en premier."), "discard": NAMES,
    "removed": NAMES,
    "hand_size": Int("Taille de main (défaut 5).", minimum=0),
}, "Un joueur.", required=["characters"])

SETUP = Obj({
    "turn": Int("Numéro du premier tour joué (défaut 1).", minimum=1),
    "initiative": Str("Joueur ayant l'initiative au premier tour joué (défaut A) ; « draw » : tirée au sort parmi "
                      "les tickets d'initiative (5 par joueur plus les bonus), au tour 1.", enum=["A", "B", "draw"]),
    "initiative_bonus": Obj({"A": Int(), "B": Int()},
                            "Points d'initiative bonus de chaque joueur : un ticket de plus par point (négatif : de "
                            "moins)."),
    "A": SIDE, "B": SIDE,
}, "La situation.", required=["A", "B"])

PLAY_ITEM = OneOf(NAME, Obj({
    "card": NAME,
    "by": Str("Personnage qui joue la carte (défaut : le combattant du joueur)."),
    "target": Str("Personnage ciblé."),
    "attempt": Bool("Le joueur tente de jouer la carte : le moteur dit si le jeu l'accepte ; refusée, elle "
                    "reste en main (valeur attendue « refused »)."),
    "choose": OneOf(NAME, NAMES, doc="Carte(s) choisie(s) (carte appelée, carte de la défausse…) : un nom, "
                                      "ou une liste si la carte en choisit plusieurs."),
    "note": Str(),
}, required=["card"]), doc="Une carte jouée : son nom, ou {card, target, choose}.")

TURN_FIELDS = {
    "fight": Obj({"A": NAME, "B": NAME}, "Qui affronte qui.", required=["A", "B"]),
    "play": Obj({"A": ListOf(PLAY_ITEM), "B": ListOf(PLAY_ITEM)},
                "Cartes jouées par chaque joueur, dans l'ordre (la seconde en enchaînement)."),
    "discard": Obj({"A": NAMES, "B": NAMES}, "Cartes défaussées en phase de défausse."),
    "rolls": Obj({}, "Hasard fixé : nom du personnage → son jet d'attaque ; nom de carte → son tirage.",
                 rest=OneOf(Int(), Bool(), Str())),
}
TURN = Obj(dict(TURN_FIELDS), "Un tour.", required=["fight"])

EXPECT = expect_block("« after NomDeCarte » (« #2 » pour la deuxième), « after NomDeCarte at end of combat » ou « at "
                      "end of turn » (ses effets de ce moment), « start of combat », « before attacks », « end of "
                      "combat », « end of turn » (suivis du numéro de tour s'il y a plusieurs tours), « end ».",
                      "Valeurs attendues : « Personnage.propriété », « A.hand », « winner »…")

CASE_FIELDS = {
    "setup": SETUP,
    **TURN_FIELDS,
    "turns": ListOf(TURN, "Plusieurs tours, dans l'ordre.", min_items=1),
    "expect": EXPECT,
}

DEFINE = Obj({"cards": ListOf(CARD), "characters": ListOf(CHARACTER)},
             "Cartes et personnages propres à ce scénario (absents de la base).")
