"""Every text the core shows users, by name (see :mod:`rulings.core.i18n`).

Keys, paths, names and file names are inserted quoted « comme ceci », as the
user wrote them (YAML keys, scenario ids and rule ids stay as they are).
"""

from __future__ import annotations

from .i18n import Catalogue

msg = Catalogue("core", {
    # errors: where, did you mean, names
    "where.input": "<entrée>",
    "did_you_mean": "vouliez-vous dire {choices} ?",
    "or": "ou",
    "name.is_other_kind": "« {name} » est {other_kind}, pas {kind}",
    "name.unknown": "pas de {noun} « {name} » dans la base de cartes",

    # the paths of expected values (rulings.core.probes)
    "probes.known": "connues : {names}",

    # a game's card database (rulings.core.database): a name defined twice
    "database.twice": "« {name} » est défini deux fois",
    "database.first_at": "première définition ligne {line}",
    "database.twice_in_base": "« {name} » est défini deux fois dans la base",
    "database.also_in": "aussi dans {where}",
    "database.defined_here": "« {name} » est défini dans ce scénario mais existe déjà dans la base de cartes",
    "database.no_such_variant": "« {name} » n'est pas dans la base de cartes : une variante remplace une carte de "
                                "la base",
    "database.no_such_variant.hint": "définissez une carte nouvelle sous define:",
    "database.variant_alias": "« {name} » est un autre nom de « {holder} » : la variante reprend le nom « {holder} »",
    "database.defined_here.hint": "utilisez la carte de la base, donnez un autre nom à la carte locale (par exemple "
                                  "« nom (exemple) »), ou écrivez-la sous variants: pour la remplacer dans ce fichier",

    # the format (spec): types, values, keys
    "type.str": "du texte",
    "type.int": "un nombre entier",
    "type.bool": "true ou false",
    "type.float": "un nombre",
    "type.dict": "un bloc de clés (clé: valeur)",
    "type.list": "une liste",
    "type.any": "une valeur",
    "value.null": "rien (null)",
    "value.bool": "la valeur {value}",
    "value.number": "le nombre {value}",
    "value.str": "le texte « {value} »",
    "value.dict": "un bloc de clés",
    "value.list": "une liste",
    "spec.must_be": "{what} doit être {kind}, pas {value}",
    "spec.not_allowed": "« {path} » ne peut pas valoir « {value} » ; valeurs permises : {allowed}",
    "spec.minimum": "« {path} » doit valoir au moins {minimum}, pas {value}",
    "spec.pattern": "« {path} » n'a pas la bonne forme : « {value} » (attendu, par exemple : {examples})",
    "spec.number_bound": "« {path} » : un nombre de « {value} » est hors des limites : de -{limit} à {limit}",
    "spec.min_items": "« {path} » demande au moins {count:élément|éléments}",
    "spec.the_file": "le fichier",
    "spec.unknown_key": "clé inconnue « {key} »",
    "spec.allowed_keys": "clés permises : {keys}",
    "spec.missing_key": "clé manquante « {key} »",
    "spec.exclusive": "donnez une seule des clés {keys} dans {what}",

    # YAML
    "yaml.key_not_plain": "une clé doit être une valeur simple (un mot, un nombre), pas une liste ni un bloc",
    "yaml.key_bool": "YAML lit « {key} » comme vrai ou faux ; écrivez \"{key}\" entre guillemets si c'est bien "
                     "le nom voulu",
    "yaml.key_kind": "une clé doit être un nom (du texte) ou un nombre entier, pas « {key} »",
    "yaml.duplicate": "clé en double « {key} »",
    "yaml.first_given": "déjà donnée ligne {line}",
    "yaml.empty": "le fichier est vide",
    "yaml.expands": "le document se développe en plus de {limit:valeur|valeurs} (ancres et alias répétés trop "
                    "profondément) ; écrivez les valeurs en entier",
    "yaml.malformed": "YAML mal formé : {problem}",
    "yaml.parser_said": "l'analyseur YAML dit « {text} »",
    "yaml.problem.colon": "un « : » n'est pas permis ici",
    "yaml.problem.token": "caractère « {char} » inattendu en début de valeur (mettez la valeur entre guillemets)",
    "yaml.problem.tab": "une tabulation est interdite ici",
    "yaml.problem.expected_key": "une clé était attendue ici (indentation ?)",
    "yaml.problem.expected_colon": "les deux-points « : » d'une clé manquent",
    "yaml.problem.flow_end": "une liste [ … ] ou un bloc {{ … }} n'est pas refermé",
    "yaml.problem.block_end": "un élément de liste ou une clé est mal indenté",
    "yaml.problem.end_of_stream": "le fichier finit au milieu d'une valeur (guillemet ou crochet non refermé ?)",
    "yaml.problem.after_end": "du contenu après la fin du document (une ligne « ... » ou « % » de trop ?)",
    "yaml.problem.directive": "directive « % » inconnue (une valeur qui commence par « % » se met entre guillemets)",
    "yaml.problem.node_content": "une valeur était attendue ici (un « , », « - » ou « : » de trop ?)",
    "yaml.problem.anchor_twice": "une ancre « & » de ce nom est déjà définie plus haut",
    "yaml.problem.block_indicator": "après « | » ou « > », l'indentation se donne par un chiffre de 1 à 9",
    "yaml.problem.several_documents": "un seul document par fichier (pas de ligne « --- » au milieu)",
    "yaml.problem.tag": "étiquette YAML non permise (« !! ») : écrivez une valeur simple",
    "yaml.problem.alias": "alias inconnu (« * » sans ancre « & » avant)",
    "yaml.problem.recursive": "un alias se contient lui-même (ancre récursive)",
    "yaml.problem.escape": "séquence d'échappement inconnue dans un texte entre guillemets",
    "yaml.problem.unhashable": "une clé doit être une valeur simple",
    "yaml.control_in_text": "caractère de contrôle interdit (#x{code:04x}) dans le texte « {text} » : il agirait "
                            "sur le terminal qui l'affiche",
    "yaml.control_char": "YAML mal formé : caractère interdit (#x{code:04x})",
    "yaml.too_deep": "le document est imbriqué trop profondément (plus de {limit:niveau|niveaux} de listes et de "
                     "blocs)",
    "yaml.tag": "YAML mal formé : étiquette YAML « {tag} » non permise : écrivez une valeur simple (texte, nombre, "
                "true/false, liste ou bloc)",
    "yaml.merge_place": "« << » (fusion d'une ancre) n'a de sens que comme clé d'un bloc : « <<: *ancre »",
    "yaml.not_int": "« {value} » n'est pas un nombre entier",
    "yaml.not_float": "« {value} » n'est pas un nombre",
    "yaml.not_bool": "« {value} » n'est pas true ou false",
    "yaml.number_bound": "le nombre « {value} » est hors des limites : de -{limit} à {limit}",
    "yaml.cannot_read": "impossible de lire le fichier : {reason}",
    "yaml.os.missing": "il n'existe pas",
    "yaml.os.denied": "permission refusée",
    "yaml.os.directory": "c'est un dossier",
    "yaml.os.loop": "c'est une boucle de liens symboliques",
    "yaml.os.special": "ce n'est pas un fichier ordinaire (un tube nommé, un périphérique…) : il n'est pas lu",
    "yaml.os.other": "« {text} »",
    "yaml.too_big": "le fichier fait {size:octet|octets} ; un fichier de scénario ou de cartes est limité à {limit}",
    "yaml.too_big_read": "le fichier fait plus de {limit:octet|octets}, la limite d'un fichier de scénario ou de "
                         "cartes",
    "yaml.not_utf8": "le fichier n'est pas du texte UTF-8 (octet {index} : 0x{byte:02x}) ; enregistrez-le en UTF-8",
    "yaml.hint.tab": "YAML n'indente qu'avec des espaces : remplacez la tabulation par des espaces",
    "yaml.hint.colon": "un « : » suivi d'une espace dans un texte sans guillemets : mettez le texte entre "
                       "guillemets, par exemple {example}",
    "yaml.hint.not_yaml": "ce fichier ne ressemble pas à du YAML : un scénario ou un deck est fait de lignes "
                          "« clé: valeur »",

    # scenario files
    "scenario.not_mapping": "un fichier de scénario est un bloc de clés : « id », « title », « game », « status », "
                            "« source », « cards », « ruling » et « cases »",
    "scenario.games": "jeux : {games}",
    "scenario.unknown_game": "jeu inconnu « {game} »",
    "scenario.known_games": "jeux connus : {games}",
    "scenario.id_differs": "l'identifiant « {id} » diffère du nom du fichier « {file} »",
    "scenario.rename": "renommez le fichier {id}.yaml, ou écrivez id: {stem}",
    "scenario.two_cases": "deux cas s'appellent « {name} »",
    "scenario.unknown_rule": "règle « {rule} » inconnue du livre de règles de ce jeu",
    "scenario.rule_twice": "la règle « {rule} » est nommée deux fois",
    "scenario.divergent_status": "une décision dont les sources divergent (divergent_source) a le statut "
                                 "« unconfirmed », pas « {status} »",
    "scenario.divergent_hint": "la règle (ruling) dit quelle lecture le moteur suit ; le statut dit qu'elle reste à "
                               "confirmer",
    "scenario.first_at": "le premier ligne {line}",
    "scenario.no_such_path": "fichier ou dossier introuvable",
    "scenario.stdin": "<entrée standard>",
    "scenario.skip.deck": "un deck, pas un scénario : rulings deck le vérifie",
    "scenario.skip.other": "ni « cases » ni « game » : pas un scénario",
    "scenario.skip.not_mapping": "pas un bloc de clés : pas un scénario",

    # statuses of a ruling
    "status.confirmed": "confirmé",
    "status.unconfirmed": "à confirmer",
    "status.errata": "errata",
    "status.bug": "bug",

    # running a case
    "runner.note": "à « {moment} »{where} : « {path} » attendu {expected}, le moteur calcule {computed}",
    "runner.line": " (ligne {line})",
    "runner.rules": "la trace ne cite pas les règles attendues (rules){where} : {differences}{chance}",
    "runner.rules_missing": "non citées : {rules}",
    "runner.rules_extra": "citées en plus : {rules}",
    "runner.rules_chance": " (issues du hasard : {share})",
    "runner.by_chance": "selon le hasard : {values}",
    "scenario.case_number": "cas {number}",
    "runner.by_choice": "selon le choix : {values}",
    "runner.choice": "{player} : {label} = {option}",
    "runner.no_choice": "aucun choix libre",
    "runner.nothing": "rien",
    "runner.yes": "oui",
    "runner.no": "non",
    "runner.moment_twice": "le moment « {moment} » arrive deux fois dans ce cas : les valeurs attendues y sont "
                           "ambiguës (nommez un moment qui n'arrive qu'une fois, ou retirez l'action répétée)",
    "runner.unfinished": "{what} : ce qu'il attend à la fin est lu là",
    "runner.never_happens": "le moment « {moment} » n'arrive jamais dans ce cas (le moteur a parcouru : {reached})",
    "runner.budget": "ce cas applique plus de {limit:règle|règles} sur l'ensemble de ses issues "
                     "({outcomes:issue déjà parcourue|issues déjà parcourues}) ; fixez des jets pour en parcourir "
                     "moins",
    "trace.budget": "le moteur a appliqué plus de {limit:règle|règles} dans une même partie (la dernière : "
                    "« {rule} ») : ce scénario ne finirait jamais (un effet qui se relance, une boucle de tours "
                    "ou d'actions)",
    "runner.note_head": "{path} : cas « {case} » ({title})",
    "runner.note_error": "  erreur : {error}",
    "runner.trace_end": "  fin de la trace ({shown:étape|étapes} sur {total}) :",
    "runner.cannot_load": "le fichier de scénario ne se charge pas :\n  {error}",

    # chance
    "chance.impossible_roll": "le jet pour {what} vaut {value}, mais il ne peut valoir que : {options}",
    "chance.budget": "trop d'issues du hasard : {what} ({options:possibilité|possibilités}) porte le nombre de "
                     "combinaisons à {count}, plus que la limite de {limit} ; fixez ce jet dans le cas",
    "chance.range": "{low} à {high}",
    # a player's choice (rulings.core.chance.Chance.choose) and an open reading (rulings.core.branch_points)
    "chance.bad_choice": "le cas fixe « {label} » à « {value} », mais les règles ne permettent que : {options}",
    "chance.choice_budget": "trop de branches : le choix « {what} » de {player} ({options:option|options}) porte "
                            "le nombre de combinaisons à {count}, plus que la limite de {limit} ; fixez ce choix "
                            "dans le cas (choices:)",
    "chance.choice_fixed": "Choix de {player} — {what} : {option} (fixé par le cas)",
    "chance.choice_free": "Choix de {player} — {what} : {option} (une branche sur {options} : le moteur les joue "
                          "toutes)",
    "chance.choice_only": "Choix de {player} — {what} : {option} (seule option permise)",
    "chance.unused_choice": "le cas fixe le choix « {label} », que ce cas ne fait jamais faire",
    "chance.choices_met": "choix rencontrés : {labels}",
    "chance.no_choice_met": "ce cas ne fait faire aucun choix",
    "chance.reading_used": "Lecture ouverte « {question} » : {label} ({how})",
    "chance.reading_default": "lecture par défaut",
    "chance.reading_fixed": "lecture fixée",
    "readings.unknown": "pas de lecture nommée « {name} » pour ce jeu",
    "readings.known": "lectures de ce jeu : {names}",
    "readings.none": "aucune",
    "readings.bad_value": "la lecture « {name} » n'a pas d'option « {value} »",
    "readings.options": "options : {options}",
    "readings.option_form": "« {item} » : écrivez --lecture NOM=VALEUR (par exemple --lecture untap-whose=active)",

    # the knowledge base
    "kb.other_section": "autre section",
    "schema.title": "Scénario de règle — {game}",
    "kb.same_id": "l'identifiant « {id} » est déjà celui de {other}",
    "kb.own_id": "donnez à chaque décision son propre identifiant",
    "places.not_kb": "« {root} » n'est pas une base de décisions : il n'a pas de dossier scenarios/",
    "places.not_kb_hint": "donnez le dossier qui contient scenarios/ et mkdocs.yml",
    "places.no_kb": "aucune base de décisions ici : pas de dossier scenarios/ dans ce dossier ni au-dessus",
    "places.no_kb_hint": "lancez rulings depuis le dossier du projet, ou donnez --kb DOSSIER",
})


def status_fr(status: str) -> str:
    """A ruling's status as a judge reads it (« confirmé », « à confirmer »…)."""
    name = f"status.{status}"
    return msg(name) if name in msg else status
