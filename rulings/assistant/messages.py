"""Every text of the judge's assistant (ask, card, rule, new, deck, what ``run`` adds), by name (see
:mod:`rulings.core.i18n`).  Standard library only: ``rulings ask`` imports it and must start fast."""

from __future__ import annotations

from rulings.core.i18n import Catalogue

msg = Catalogue("assistant", {
    # the commands' help
    "help.ask": "les décisions qui répondent à une question en français, les meilleures d'abord",
    "help.ask.description": "Cherche dans les décisions : accents, majuscules, pluriels et petites fautes de frappe "
                            "ne comptent pas ; nommer deux cartes classe d'abord les décisions qui ont les deux.",
    "help.ask.words": "la question, par exemple : cercueil glace ordre",
    "help.ask.json": "en JSON, pour les robots et les scripts",
    "help.ask.limit": "combien de décisions (5 par défaut)",
    "help.ask.all": "toutes les décisions qui répondent",
    "help.ask.game": "seulement les décisions de ce jeu",
    "help.ask.kb": "la base de décisions (le dossier de mkdocs.yml) ou un dossier de scénarios (par défaut : la base "
                   "du dossier courant)",
    "help.ask.no_cache": "relire tous les fichiers, sans écrire de cache",
    "help.card": "le texte d'une carte ou d'un personnage, sa source, ses caractéristiques et ses décisions",
    "help.card.name": "son nom (guillemets facultatifs ; majuscules et accents indifférents)",
    "help.json": "en JSON",
    "help.rule": "l'énoncé d'une règle, sa source et les décisions dont la trace l'applique",
    "help.rule.id": "identifiant complet (jeu.famille.règle) ou sa fin, si un seul jeu l'a (sans identifiant : toutes "
                    "les règles)",
    "help.new": "écrire un squelette de scénario commenté, à remplir",
    "help.new.description": "Les noms sont ceux de la base de cartes du jeu. Remplacez chaque ??? puis lancez : "
                            "rulings run FICHIER --trace.",
    "help.new.file": "le nouveau fichier (son nom est l'identifiant de la décision), ou - pour la sortie standard",
    "help.new.a": "ce que le joueur A a en jeu (personnage, Leader, créature… ; à répéter)",
    "help.new.b": "ce que le joueur B a en jeu (à répéter)",
    "help.new.play_a": "une carte jouée par le joueur A (à répéter)",
    "help.new.play_b": "une carte jouée par le joueur B (à répéter)",
    "help.new.title": "le titre de la décision",
    "help.new.force": "remplacer un fichier existant",
    "help.deck": "vérifier un deck (règles de construction du jeu)",
    "help.deck.description": "Code de sortie 0 : deck légal ; 1 : illégal, chaque règle enfreinte nommée avec les "
                             "cartes en cause ; 2 : fichier illisible. Le jeu : --game, ou la clé game: du fichier.",
    "help.deck.file": "le deck, en YAML",
    "metavar.name": "NOM",
    "metavar.card": "CARTE",
    "metavar.file": "FICHIER",
    "metavar.question": "MOT",

    # ask
    "ask.limit": "--limit doit valoir au moins 1, pas {limit}",
    "ask.broken": "note : {count:fichier de scénario illisible, non cherché|fichiers de scénario illisibles, "
                  "non cherchés} : {shown}",
    "ask.nothing": "aucune décision ne répond à « {question} »",
    "ask.no_word": "la question « {question} » n'a aucun mot à chercher",
    "ask.no_word.hint": "donnez des noms de cartes ou des mots de règle, par exemple : rulings ask \"cercueil glace "
                        "ordre\"",
    "ask.result": "{rank}. {title}  [{status}]",
    "ask.cards": "   cartes : {cards}",
    "ask.no_folder": "pas de dossier de scénarios ici",

    # card
    "card.unknown_game": "jeu inconnu : « {game} »",
    "card.games": "jeux : {games}",
    "card.several_games": "« {name} » existe dans plusieurs jeux : {games}",
    "card.which_game": "précisez --jeu",
    "card.unknown": "aucune carte nommée « {name} » dans la base de cartes{game}",
    "card.unknown.game": " de {game}",
    "card.unknown.hint": "rulings ask \"...\" cherche dans le texte des décisions",
    "card.heading": "{name} — {kind} ({game})",
    "card.fact": "{label} : {value}",
    "card.text": "« {text} »",
    "card.origin": "texte {kind}{where}",
    "card.origin.note": "\n  note : {note}",
    "card.origin.credit": "\n  crédit : {credit}",
    "card.errata": "errata : « {text} »",
    "card.unmodelled": "le moteur ne modélise pas son effet (aucun effet décrit dans la base)",
    "card.more_text": "{label} : « {text} »",
    "card.remark": "{label} : {text}",
    "card.unmodelled_parts": "non modélisé (aucune décision ne s'en sert) :",
    "card.unmodelled_part": "  - {text}",
    "card.kind.quoted": "cité mot pour mot",
    "card.kind.data": "cité du jeu de données",
    "card.kind.reconstructed": "reconstitué (seul l'effet qu'une décision énonce)",
    "card.no_ruling": "aucune décision ne l'implique encore",
    "card.rulings": "décisions ({count}) :",
    "card.ruling": "  - {title}  [{status}]",

    # rule
    "rule.several": "plusieurs règles « {rule} » : {ids}",
    "rule.full_id": "donnez l'identifiant complet",
    "rule.unknown": "aucune règle « {rule} »",
    "rule.empty": "le nom de la règle est vide",
    "rule.unknown.hint": "rulings rule (sans identifiant) liste toutes les règles",
    "rule.heading": "{id} — {title}{status}",
    "rule.source": "source : « {section} » ({document})",
    "rule.source_more": "  | … ({count:ligne|lignes} de plus dans la source)",
    "rule.deck_only": "règle de construction de deck : vérifiée par « rulings deck », aucune trace ne la cite",
    "rule.broken": "note : {count:fichier de scénario illisible, non exécuté|fichiers de scénario illisibles, "
                   "non exécutés}",
    "rule.unused": "aucune décision n'applique encore cette règle",
    "rule.users": "décisions dont la trace applique cette règle ({count}) :",
    "rule.user": "  - {title}  [{status}]  ({count} cas : {cases})",

    # new and deck
    "game.which": "de quel jeu s'agit-il ?",
    "game.which.hint": "précisez --jeu : {games}",
    "game.which.hint.file": "écrivez « game: » dans le fichier, ou précisez --jeu : {games}",
    "run.no_case": "pas de cas nommé « {case} » dans {path}",
    "run.too_big": "le scénario dépasse {limit:octet|octets}",
    "new.written": "écrit : {path}\nremplacez chaque ??? puis : rulings run {path} --trace",
    "new.suffix": "« {path} » devrait finir par .yaml",
    "new.example": "par exemple : {name}.yaml",
    "new.bad_id": "« {stem} » ne peut pas être l'identifiant d'une décision (minuscules, chiffres et tirets)",
    "new.exists": "« {path} » existe déjà",
    "new.exists.hint": "choisissez un autre nom, ou --force pour le remplacer",

    # what rulings run adds
    "run.final": "   à la fin{head} : {values}",
    "run.final.if": " (si {choices})",
    "run.final.value": "{label} : {value}",
    "run.final.by_chance": "   à la fin{head}, selon le hasard ({count:issue|issues}) :",
    "run.choices": "   {count:combinaison de choix des joueurs|combinaisons de choix des joueurs}, toutes jouées "
                   "({outcomes:issue|issues} en tout)",
    "run.depends": "   ! dépend du choix de {player} : {label}",
    "run.some_choice": "   vérifié pour au moins une combinaison de choix : {choices}",
    "run.no_choice_holds": "   aucune combinaison de choix ne donne toutes les valeurs attendues",
    "run.per_choice": "   si {choices} : {values}",
    "run.reading": "   ? lecture ouverte « {question} » ({name}) :",
    "run.reading.alternative": "     {mark} {name} : {label}{effect} — {verdict}{values}",
    "run.reading.in_effect": " (en vigueur)",
    "run.reading.passed": "vérifié",
    "run.reading.failed": "en échec",
    "run.reading.error": "ne se joue pas : {error}",
    "run.readings_quiet": "   lectures lues, sans effet sur ce cas : {names}",
    "run.final.line": "   {label} : {values}",
    "run.unmodelled": "   ! le moteur ne connaît pas l'effet de {name} (aucun effet décrit dans la base) : il la "
                      "joue comme une carte sans effet ; ce qu'elle ferait n'est pas décidé ici",
    "run.status.unconfirmed": "décision à confirmer : la source ne tranche pas, le moteur suit ce qu'elle en dit",
    "run.status.errata": "errata : la source corrige une règle antérieure, le moteur suit la correction",
    "run.status.bug": "la source décrit un bug du jeu : le moteur reproduit ce comportement, pas la règle écrite",
    "run.status_note": "   ! {note}",
})
