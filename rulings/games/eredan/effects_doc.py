"""The vocabulary of Eredan card effects, for the judges who define cards: ``docs/eredan/effets.md``.

The page is generated from the specification the validator itself uses: the
primitives and their parameters (:data:`.effects.PRIMITIVES`, with the kinds
and allowed words of :mod:`.effects.validation`), the conditions
(:data:`.effects.CONDITIONS`), the targets (:data:`.effects.TARGETS`), the
moments (:data:`.effects.WHEN`), the keys of an amount (:data:`.effects.VALUE_KEYS`)
and the keys common to every step with their descriptions (:data:`.format.STEP`).
This module adds only the French words for each of them, and one worked
example per primitive (``effects_examples.yaml``, beside it); the tests check that every name of the specification
is described here (and nothing else), that every example passes the validator,
and that the page in ``docs/`` is the one this module writes
(``rulings schema --write`` writes it).
"""

from __future__ import annotations

from pathlib import Path

import yaml

PAGE = "eredan/effets.md"

PRIMITIVES_FR = {
    "stat": ("Modifier une caractéristique",
             "Modifie une caractéristique des cibles (`attack`, `attack_min`, `attack_max`, `defense`, `spirit`, "
             "`all` ou une liste) : lui ajoute une quantité (`add`, négative pour retirer), la fixe (`set`), la "
             "divise (`divide`, arrondi à l'inférieur) ou la multiplie (`multiply`). La modification dure tant que "
             "la carte reste en jeu (voir `until`) ; le moteur la range parmi les modifications de la "
             "caractéristique, dans l'ordre où elles arrivent."),
    "copy_stat": ("Copier une caractéristique",
                  "Donne à une caractéristique la valeur d'une autre du même personnage (`from`) : une fois, à "
                  "l'activation, ou en continu avec `continuous: true` (elle la suit tant que l'effet dure, même "
                  "au-delà d'une limitation)."),
    "swap": ("Échanger une caractéristique",
             "Échange une caractéristique entre les deux personnages en combat : sa valeur (`what: value`, par "
             "défaut), sa base (`base`) ou son bonus (`bonus`)."),
    "limit": ("Limiter la variation",
              "Limite la variation de toutes les caractéristiques des cibles à ±N autour de leur référence ; le "
              "dépassement reste en mémoire (une baisse le consomme d'abord)."),
    "immune": ("Immunité",
               "La caractéristique des cibles ne peut plus être modifiée (`to: modify`, par défaut), ou seulement "
               "plus diminuée (`to: decrease`), tant que l'effet dure."),
    "identity": ("Changer d'identité",
                 "Change les guildes, classes, races ou castes des cibles (`identity` : un de ces groupes, ou une "
                 "liste) : copiées d'un personnage (`from`) ou données (`set`)."),
    "markers": ("Marqueurs",
                "Ajoute (`add`), retire (`remove`) ou fixe (`set`) les marqueurs d'un type (poudre…) des "
                "cibles ; jamais moins de 0. Les runes ne sont pas des marqueurs : voir `gain_rune`."),
    "gain_rune": ("Gagner une rune",
                  "Les cibles gagnent `amount` runes (1 par défaut) de ce nom (Cor, Nox, Yr), après celles qu'elles "
                  "portent ; un personnage qui n'a plus de place (sa limite : `rune_limit` du cas ou de la base, 3 "
                  "par défaut) perd sa plus ancienne rune. Une capacité « Nom de la Rune : capacité » s'écrit avec la "
                  "clé commune `rune` : l'étape ne s'applique que si le personnage porte la rune, qu'elle consomme ; "
                  "« 2 Runes Cor : » avec `rune_count: 2` (il en faut 2, toutes deux consommées), « Rune Yr, Cor ou "
                  "Nox : » avec une liste, `rune: [Yr, Cor, Nox]` (une seule, de l'un de ces noms)."),
    "rune_slots": ("Emplacements de rune",
                   "Les cibles peuvent porter N runes de plus (« 1 emplacement supplémentaire de Rune ») tant que "
                   "l'effet dure : la carte en jeu, ou `until` (« jusqu'à la fin de la partie » : `never`) ; `max` : "
                   "jamais au-delà de ce nombre (« (maximum 6) »). Sans limite donnée par le cas ou la base, les "
                   "emplacements s'ajoutent aux 3 supposés par défaut."),
    "damage": ("Infliger des dégâts",
               "Inflige une quantité de dégâts aux cibles (par défaut : le personnage adverse), infligés par le "
               "personnage qui joue la carte : `kind` physical, magical (par défaut) ou direct ; `element` (feu, "
               "eau…) ; `as_spell: true` : comptés comme ceux d'un sort ; `ignore_death: true` : même à un "
               "personnage mort."),
    "lose_hp": ("Perdre des PV",
                "Les cibles perdent des PV, sans que ce soient des dégâts : ni la défense ni l'esprit ne les "
                "réduisent, rien ne les prévient."),
    "heal": ("Soigner",
             "Les cibles regagnent des PV, sans dépasser leur maximum ; `ignore_death: true` : même un personnage "
             "mort."),
    "kill": ("Tuer",
             "Les cibles meurent."),
    "reduce_damage": ("Réduire les dégâts",
                      "Effet permanent (`when: static`) : les dégâts que subissent les cibles sont réduits de N ; "
                      "`kinds` (physical, magical, direct) et `element` n'en réduisent que certains ; avec "
                      "`dealt: true`, ce sont les dégâts qu'elles infligent qui sont réduits."),
    "prevent_damage": ("Prévenir les dégâts",
                       "Les cibles ne subissent aucun dégât (`all`), ou aucun des types donnés (liste parmi "
                       "physical, magical, direct), jusqu'à la fin du tour (par défaut) ou du combat (`until`). En "
                       "effet permanent (`when: static`), la protection dure tant que la carte est en jeu ; "
                       "`element` et `spell: true` ne préviennent que les dégâts d'un élément, ou d'un sort."),
    "boost": ("Renforcer des cartes",
              "Effet permanent (`when: static`) : +N aux effets des cartes du type `card_type` (sort par défaut) "
              "que jouent les cibles."),
    "set_duration": ("Changer la durée de la carte",
                     "Change la durée de cette carte en jeu : ephemeral, permanent, `{combats: N}` ou "
                     "`{turns: N}` ; en général sous condition (qui l'a jouée)."),
    "cancel": ("Annuler des cartes",
               "Annule les cartes adverses encore en attente de résolution : `true`, ou `{type: sort}` pour un "
               "type ; `guilded: true` : seulement les cartes de guilde ; `clones: true` : leurs clones aussi ; "
               "`chained: true` : seulement la carte jouée en enchaînement de celle-ci."),
    "cancel_next": ("Annuler la prochaine carte",
                    "Annule la prochaine carte adverse du type donné qui se résout ; une carte appelée ou clonée "
                    "après l'activation de celle-ci n'est pas touchée."),
    "call": ("Appeler une carte",
             "Appelle la carte que le joueur choisit (`choose`, dans le cas) dans sa main (par défaut), son deck "
             "ou sa défausse (`from`) : elle se résout après les cartes jouées. `call: N` en appelle jusqu'à N ; "
             "`type`, `duration`, `playable: true` (le personnage peut la jouer) et `other_than_discarded: true` "
             "(pas la carte que celle-ci vient de défausser, ses copies oui) les filtrent."),
    "clone": ("Cloner la carte enchaînée",
              "Clone la carte jouée en enchaînement de celle-ci : le clone se résout après les cartes jouées."),
    "ignore_restrictions": ("Ignorer les restrictions",
                            "Les restrictions de guilde, classe, race et caste des prochaines cartes que joue ce "
                            "joueur ce tour-ci sont ignorées."),
    "order_bonus": ("Bonus d'ordre",
                    "Les cibles obtiennent leur bonus d'ordre, quel que soit le numéro du tour."),
    "discard_attached": ("Défausser des cartes attachées",
                         "Défausse des cartes attachées aux cibles (`true`, ou le nom d'une carte) : `type`, "
                         "`subtype` (arme, armure, familier…) et `duration` les filtrent ; `which` : la dernière "
                         "posée (`last`), la première (`first`) ou toutes (`all`) ; sans `which`, si plusieurs "
                         "répondent, le joueur de la carte choisit laquelle (le cas la fixe : `choices:`, sinon "
                         "le moteur joue chacune) ; avec `exactly: N`, "
                         "rien n'est défaussé s'il n'y en a pas exactement N."),
    "hand_size": ("Taille de main",
                  "Effet permanent (`when: static`) : la main des joueurs (`players` : all, mine, theirs) est "
                  "limitée à N cartes, tant que le propriétaire de l'effet est en vie."),
    "move_card": ("Déplacer des cartes attachées",
                  "Déplace des cartes attachées vers la première cible (ou une cible tirée au hasard avec "
                  "`random: true`) : `this` (cette carte), `chosen` (la carte choisie, `choose`), `all` (toutes "
                  "celles du personnage `from`, self par défaut) ; `type` et `subtype` les filtrent. Sans "
                  "`reactivate`, seuls leurs effets permanents les suivent ; avec `reactivate: true` elles sont "
                  "rejouées, dans l'ordre `order` (arrival, ou reverse : la dernière arrivée d'abord). "
                  "`chance: N` : une chance sur N."),
    "remove_from_game": ("Retirer de la partie",
                         "La carte choisie (`choose`) dans la zone donnée (hand, deck, discard) du joueur des cibles "
                         "est retirée de la partie, avec ses copies des zones `copies` (main, deck et défausse par "
                         "défaut)."),
    "draw": ("Pioche",
             "Le joueur des cibles pioche N cartes de plus (de moins si N est négatif) lors de ses `phases` "
             "prochaines phases de pioche (1 par défaut), comptées depuis celles qui complètent sa main : avec "
             "une main pleine, il pioche N cartes (supposé : les sources ne parlent que d'« une carte de moins »)."),
    "leave_play": ("Quitter le jeu",
                   "Cette carte quitte le jeu tout de suite, vers la zone donnée (discard, hand, removed), au lieu "
                   "d'attendre la fin du combat ou de sa durée."),
    "return_chained": ("Reprendre la carte enchaînée",
                       "La carte jouée en enchaînement de celle-ci va dans la zone donnée (hand) à la fin du combat "
                       "au lieu de la défausse, si elle s'est activée."),
}

# A parameter's meaning, the same in every primitive that takes it
PARAMS_FR = {
    "add": "quantité ajoutée (négative : retirée)",
    "set": "valeur fixée",
    "divide": "diviseur (arrondi à l'inférieur)",
    "multiply": "multiplicateur",
    "continuous": "la copie suit la caractéristique tant que l'effet dure",
    "what": "ce qui est échangé",
    "to": "ce qui est interdit : toute modification, ou les baisses",
    "remove": "marqueurs retirés",
    "kind": "type de dégâts",
    "kinds": "types de dégâts concernés",
    "element": "élément (feu, eau, ombre…)",
    "ignore_death": "s'applique même à un personnage mort",
    "as_spell": "les dégâts comptent comme ceux d'un sort",
    "dealt": "réduit les dégâts infligés par les cibles, non ceux qu'elles subissent",
    "spell": "seulement les dégâts d'un sort",
    "card_type": "type des cartes renforcées",
    "type": "type de carte (action, sort, theurgie, objet)",
    "guilded": "seulement les cartes de guilde",
    "clones": "leurs clones aussi",
    "chained": "seulement la carte jouée en enchaînement de celle-ci",
    "duration": "durée des cartes concernées (ephemeral, permanent, turns, combats)",
    "playable": "le personnage doit pouvoir jouer la carte (restrictions)",
    "other_than_discarded": "pas la carte que celle-ci vient de défausser",
    "subtype": "sous-type (arme, armure, familier, corruption…)",
    "which": "laquelle : la dernière posée, la première ou toutes",
    "exactly": "rien n'est fait s'il n'y a pas exactement ce nombre de cartes",
    "players": "quels joueurs : tous, ceux du propriétaire, ses adversaires",
    "reactivate": "les cartes sont rejouées, pas seulement déplacées",
    "order": "ordre des cartes rejouées : arrivée ou inverse",
    "chance": "une chance sur N",
    "random": "le nouveau porteur est tiré au hasard parmi les cibles",
    "copies": "zones d'où les copies sont retirées aussi",
    "phases": "nombre de phases de pioche concernées",
}

# Where a parameter means something else in one primitive: (primitive, parameter) -> its meaning there
PARAMS_IN_FR = {
    ("markers", "set"): "nombre de marqueurs fixé",
    ("identity", "set"): "les valeurs données (une liste)",
    ("copy_stat", "from"): "la caractéristique copiée",
    ("identity", "from"): "le personnage dont l'identité est copiée (self, opponent, target…)",
    ("call", "from"): "la zone où la carte est prise",
    ("move_card", "from"): "le personnage qui porte les cartes (avec all ; self par défaut)",
    ("gain_rune", "amount"): "nombre de runes gagnées (1 par défaut)",
    ("rune_slots", "max"): "la limite de runes que ces emplacements ne dépassent jamais (« maximum 6 »)",
}

CONDITIONS_FR = {
    "all": "toutes les conditions de la liste sont vraies",
    "any": "au moins une condition de la liste est vraie",
    "not": "la condition donnée est fausse",
    "ally_alive": "ce personnage allié (un nom) est en vie",
    "compare": "`[quantité, opérateur, quantité]`, avec un opérateur parmi >=, >, <=, <, ==, !=",
    "no_weapon": "ce personnage (self, opponent…) ne porte aucune arme",
    "has_marker": "le porteur a un marqueur de ce type, ou `{marker: poudre, who: opponent, min: 2}`",
    "played_by": "la carte est jouée par l'un de ces personnages (une liste de noms)",
    "fighting": "ce personnage (self, carrier…) est en combat",
    "belongs": "`{who: carrier, classes: [Mage]}` : le personnage (le porteur par défaut) a une des valeurs de "
               "chaque groupe nommé (guilds, classes, races, castes)",
    "played": "avec `when: card_played` : la carte dont vient le tour de résolution, `{by: opponent|self|any, "
              "type: objet}`",
    "discarded": "les étapes précédentes de cette carte ont défaussé au moins N cartes",
    "enough_to_call": "`true` : la zone de l'étape `call: N` de cette carte a N cartes qu'elle peut appeler (avec "
                      "moins, la lecture `called-short` dit si la carte se résout quand même)",
    "damage": "avec `when: damaged` : les dégâts reçus, `{kind, element, spell, by: self|ally|opponent, "
              "by_weapon: poudre}`",
}

TARGETS_FR = {
    "self": "le personnage qui joue la carte, ou qui a la capacité (par défaut)",
    "opponent": "son adversaire en combat (par défaut pour damage)",
    "carrier": "le personnage qui porte la carte (par défaut pour une carte attachée, hors résolution)",
    "carrier_opponent": "l'adversaire en combat du porteur",
    "fighters": "les deux personnages en combat",
    "allies": "ses alliés vivants (les autres personnages de son joueur)",
    "team": "tous les personnages vivants de son joueur",
    "opponents": "tous les personnages vivants adverses (par défaut pour cancel et cancel_next)",
    "all": "tous les personnages vivants",
    "chosen": "le personnage que le joueur choisit (`target:` de la carte jouée, dans le cas)",
    "subject": "le personnage dont parle l'événement (death, any_death : celui qui meurt)",
}

WHEN_FR = {
    "resolve": "à la résolution de la carte, ou pour une capacité quand le moteur l'applique (par défaut)",
    "start_of_turn": "au début du tour",
    "start_of_combat": "au début du combat",
    "end_of_combat": "à la fin du combat",
    "end_of_turn": "à la fin du tour",
    "static": "en permanence, tant que la carte est en jeu ou le personnage en vie (lu par le moteur quand il "
              "en a besoin)",
    "damaged": "quand le porteur (ou le personnage) subit des dégâts",
    "death": "quand il meurt",
    "card_played": "quand vient le tour de résolution d'une autre carte",
    "any_death": "quand un personnage, quel qu'il soit, meurt",
}

UNTIL_FR = {
    "leaves": "tant que la carte reste en jeu (par défaut pour une carte)",
    "end_of_combat": "jusqu'à la fin du combat (par défaut pour une capacité)",
    "end_of_turn": "jusqu'à la fin du tour (par défaut pour une capacité de début de tour)",
    "never": "pour toujours, même après le départ de la carte",
}

VALUE_KEYS_FR = {
    "count": "compte des personnages (une cible : allies, opponents…), filtrés par race, class, guild, carrying",
    "value": "une quantité (un nombre, ou un chemin comme `opponent.spirit`)",
    "bonus_cards": "le nombre de cartes qui donnent un bonus à cette caractéristique",
    "of": "de qui (bonus_cards) : self par défaut, opponent, target…",
    "race": "filtre de count : cette race",
    "class": "filtre de count : cette classe",
    "guild": "filtre de count : cette guilde",
    "carrying": "filtre de count : qui porte cette carte (un nom ou un sous-type)",
    "runes": "avec count : le nombre de runes de ce nom (Cor, Nox, Yr) que portent les personnages comptés",
    "times": "multiplié par",
    "divide": "divisé par (arrondi à l'inférieur)",
    "plus": "plus une autre quantité",
    "max": "au plus",
    "min": "au moins",
}

KINDS_FR = {"amount": "quantité", "int": "nombre entier", "bool": "true ou false", "text": "texte",
            "list": "liste", "stat": "caractéristique"}

# One worked example per primitive: a ``define:`` block a judge could paste into a scenario (names end in
# « (exemple) » so that they never clash with the card database).  The tests pass each one to the validator.
EXAMPLES = yaml.safe_load(Path(__file__).with_name("effects_examples.yaml").read_text(encoding="utf-8"))
"""One worked example per primitive, by name: the text of a ``define:`` block (``effects_examples.yaml``)."""


def _choices(primitive: str, param: str) -> str:
    from .effects.validation import CHOICES

    allowed = CHOICES.get((primitive, param))
    return f" : {', '.join(allowed)}" if allowed else ""


def _folded(title: str, lines: list[str]) -> list[str]:
    """A block folded on the page (pymdownx.details), so that the page stays short until a reader opens it."""
    return [f'??? note "{title}"', *(("    " + line) if line else "" for line in lines), ""]


def _attached_section() -> list[str]:
    """What a card attached in a case's situation (``attached:``) gives of each primitive (module :mod:`.arrival`)."""
    from .arrival import LASTING_PRIMITIVES, STATIC_ONLY
    from .effects import PRIMITIVES

    lasting = ", ".join(f"`{n}`" for n in LASTING_PRIMITIVES)
    static = ", ".join(f"`{n}`" for n in STATIC_ONLY)
    once = ", ".join(f"`{n}`" for n in PRIMITIVES if n not in LASTING_PRIMITIVES and n not in STATIC_ONLY)
    return [
        "## Une carte attachée dans la situation",
        "",
        "Une carte écrite sous `attached:` dans la situation d'un cas a été jouée avant le cas. Chaque étape de ses "
        "effets y entre selon ce qu'elle est, comme pour une carte jouée à un tour précédent :",
        "",
        f"- **durable** ({lasting}, à la résolution, tant que la carte est en jeu ou `until: never`) : appliquée "
        "dès la situation, aux mêmes personnages que si la carte était jouée (son porteur, son camp, tous) ;",
        f"- **par sa présence** (toute étape `when:` autre que `resolve`, et {static}) : elle agit à son moment ; une "
        "étape d'un moment du tour sans `each` ne s'appliquait qu'au tour où la carte a été jouée ;",
        f"- **ponctuelle** ({once}, et toute modification `until: end_of_combat` ou `end_of_turn`) : passée, la "
        "situation en donne le résultat (`hp`, `runes`, `markers`, les zones) ; la trace le dit ;",
        "- **refusée** : une étape durable dont la valeur ou les personnages dépendaient du moment de son arrivée "
        "(une cible `opponent`, `fighters`, `chosen` ; une quantité calculée ; une condition autre que `played_by` "
        "et `belongs` ; une copie non continue ; un échange ; une identité copiée d'un autre ; une capacité "
        "runique) : le cas est refusé à la ligne de la carte, en disant pourquoi et quoi écrire à la place (jouer "
        "la carte dans les actions, ou donner son résultat : `bonus:`, `runes:`).",
        "",
    ]


def page() -> str:
    """The Markdown of ``docs/eredan/effets.md``."""
    from . import format as fmt
    from .effects import COMMON_KEYS, CONDITIONS, PRIMITIVES, TARGETS, VALUE_KEYS, WHEN
    from .effects.validation import MAIN_KINDS

    until = fmt.STEP.fields["until"].enum
    lines = [
        "---",
        "title: Vocabulaire des effets (Eredan)",
        "---",
        "",
        "<!-- Page générée par « rulings schema --write » depuis rulings/games/eredan/effects_doc.py et la "
        "spécification du validateur : ne pas la modifier à la main. -->",
        "",
        "# Vocabulaire des effets des cartes Eredan",
        "",
        "Une carte définie par un juge (sous `define: cards:` d'un scénario, ou dans la base de cartes) décrit ce "
        "qu'elle fait par une liste d'**étapes** (`effects:` d'une carte, `abilities:` d'un personnage). Chaque "
        "étape a exactement une **primitive** (ce qu'elle fait) et, au besoin, des clés communes : quand elle "
        "s'applique, à qui, à quelle condition, pour combien de temps. Cette page est générée depuis la "
        "spécification que le validateur applique : tout ce qu'elle nomme est accepté, tout le reste est refusé "
        "avec la ligne du fichier.",
        "",
        "```yaml",
        "define:",
        "  cards:",
        "    - name: Solaris (exemple)",
        "      type: action",
        "      text: \"La défense du personnage adverse est divisée par 2. À la fin du combat, votre personnage "
        "gagne X PV…\"",
        "      source: {kind: reconstructed}",
        "      effects:                                           # les étapes, dans l'ordre",
        "        - {stat: defense, divide: 2, target: opponent}   # primitive stat, cible opponent",
        "        - {when: end_of_combat, heal: {value: self.dealt.turn, divide: 2}, target: self}",
        "```",
        "",
        "## Clés communes à toutes les étapes",
        "",
        "| Clé | Sens |",
        "|---|---|",
        *(f"| `{key}` | {fmt.STEP.fields[key].doc} |" for key in COMMON_KEYS),
        "",
        "## Quand : `when`",
        "",
        "| Valeur | Moment |",
        "|---|---|",
        *(f"| `{name}` | {WHEN_FR[name]} |" for name in WHEN),
        "",
        "Hors résolution, l'étape d'une carte attachée lors d'un tour précédent ne s'applique de nouveau que "
        "si elle a `each: true` (« à chaque »).",
        "",
        "## À qui : `target`",
        "",
        "| Valeur | Cibles |",
        "|---|---|",
        *(f"| `{name}` | {TARGETS_FR[name]} |" for name in TARGETS),
        "",
        "`race`, `class`, `guild` et `carrying` (une carte ou un sous-type porté) ne gardent que les cibles qui "
        "les ont.",
        "",
        "## Combien de temps : `until`",
        "",
        "| Valeur | Durée d'une modification |",
        "|---|---|",
        *(f"| `{name}` | {UNTIL_FR[name]} |" for name in until),
        "",
        "La carte elle-même a sa durée (`duration` de la carte) : éphémère (défaussée à la fin du combat, par "
        "défaut), `permanent`, `{turns: N}` ou `{combats: N}` ; la primitive `set_duration` la change.",
        "",
        "## À quelle condition : `if`",
        "",
        "| Condition | Vraie quand |",
        "|---|---|",
        *(f"| `{name}` | {CONDITIONS_FR[name]} |" for name in CONDITIONS),
        "",
        "## Quantités",
        "",
        "Là où une primitive attend une quantité (`add`, `damage`, `heal`…) : un nombre ; un chemin "
        "`qui.quoi` (`opponent.spirit`, `self.defense.base`, `self.dealt.turn`, `target.healed.turn`, "
        "`carrier.markers.poudre`, `self.runes` : runes portées, `self.runes.Cor` : runes Cor, `self.rune_slots` : "
        "emplacements de rune…) ; ou un bloc :",
        "",
        "| Clé | Sens |",
        "|---|---|",
        *(f"| `{name}` | {VALUE_KEYS_FR[name]} |" for name in VALUE_KEYS),
        "",
        "Par exemple `{count: allies, times: -1}` : moins un par allié vivant.",
        "",
        *_attached_section(),
        "## Les primitives",
        "",
        "Chacune avec ses paramètres et un exemple complet, vérifié par le validateur (collez-le sous `define:`).",
        "",
    ]
    for name, (_fn, params) in PRIMITIVES.items():
        title, description = PRIMITIVES_FR[name]
        body = [description, ""]
        main = MAIN_KINDS.get(name)
        rows = ([f"| `{name}` | {KINDS_FR[main]} | la valeur de la primitive |"] if main else []) + [
            f"| `{param}` | {KINDS_FR[kind]}{_choices(name, param)} | "
            f"{PARAMS_IN_FR.get((name, param)) or PARAMS_FR[param]} |"
            for param, kind in params.items()]
        if rows:
            body += ["| Paramètre | Forme | Sens |", "|---|---|---|", *rows, ""]
        body += ["```yaml", *EXAMPLES[name].splitlines(), "```"]
        lines += _folded(f"{name} — {title}", body)
    return "\n".join(lines)        # the last block ends with its empty line: one newline at the end
