"""Every text of the ``rulings`` command line, by name (see :mod:`rulings.core.i18n`): the help of each
option, what ``check`` and ``run`` print, and argparse's own words (« utilisation : », « options »…).

The judge's commands (ask, card, rule, new, deck) are in :mod:`rulings.assistant.messages`; a game's own
commands in its game's ``messages``.
"""

from __future__ import annotations

import argparse
import contextlib
from typing import Any

from rulings.core.i18n import Catalogue

msg = Catalogue("cli", {
    # the parser
    "description": "Base de décisions de règles et assistant du juge, pour les jeux de cartes à collectionner.",
    "help.version": "afficher la version et quitter",
    "help.kb": "la base de décisions (le dossier qui contient scenarios/ et mkdocs.yml) ; par défaut : celle du "
               "dossier courant ou au-dessus",
    "help.game": "le jeu (quand un nom existe dans plusieurs jeux)",
    "metavar.folder": "DOSSIER",
    "metavar.file": "FICHIER",
    "metavar.case": "CAS",
    "metavar.reading": "NOM=VALEUR",
    "help.check": "exécuter des scénarios : « N vérifiés, M en échec »",
    "help.check.paths": "fichiers ou dossiers de scénarios (par défaut : tout scenarios/) ; dans un dossier, les "
                        "fichiers YAML qui ne sont pas des scénarios (decks…) sont ignorés, en le disant",
    "help.check.lines": "lignes de trace sous un échec (12 par défaut)",
    "help.run": "exécuter un scénario et montrer son résultat",
    "help.run.file": "le scénario, ou - pour le lire sur l'entrée standard",
    "help.run.case": "seulement ce cas",
    "help.run.reading": "jouer sous cette alternative d'une lecture ouverte (rulings lectures les liste) ; "
                        "répétable",
    "help.readings": "les choix laissés aux joueurs et les lectures ouvertes de chaque jeu, avec leurs alternatives",
    "help.run.trace": "chaque étape, avec l'identifiant de sa règle",
    "help.run.json": "en JSON : verdict, valeurs attendues et calculées avec leurs probabilités, trace",
    "help.export": "les métadonnées de chaque décision",
    "help.export.json": "en liste JSON",
    "help.export.pretty": "JSON indenté",
    "help.export.paths": "fichiers ou dossiers de scénarios (par défaut : tout scenarios/)",
    "help.coverage": "chaque section de chaque source, avec ses décisions et ses cas",
    "help.coverage.json": "en JSON",
    "help.schema": "le schéma JSON des scénarios d'un jeu",
    "help.schema.write": "écrire schema/<jeu>.scenario.schema.json pour chaque jeu (et les pages de référence que "
                         "les jeux génèrent dans docs/)",

    # check
    "error": "erreur : {error}",
    "internal_error": "erreur interne : {kind} : « {text} »\n(c'est un défaut de rulings, pas de votre fichier ; "
                      "relancez avec RULINGS_DEBUG=1 pour voir la trace Python)",
    "check.skipped": "ignoré : {path} ({why})",
    "check.summary": "{passed:vérifié|vérifiés}, {failed} en échec",
    "check.summary.skipped": "{summary}, {count:fichier ignoré|fichiers ignorés}",
    "check.blocked": "  {count:scénario ne se charge|scénarios ne se chargent} pas à cause de cette erreur",
    "check.nothing": "aucun scénario à vérifier",
    "check.nothing.hint": "rien n'a été vérifié : donnez un fichier ou un dossier de scénarios",

    # run
    "run.header": "{title}  [{status}]",
    "run.case": "\n== cas {name} : {verdict}{title}",
    "run.passed": "vérifié",
    "run.failed": "en échec",
    "run.cannot_run": "ne se joue pas (erreur ci-dessous)",
    "run.outcomes": "   {count:issue du hasard|issues du hasard}, chacune jouée",
    "run.by_choice": "selon le choix (ci-dessus)",
    "run.check": "   {mark} {moment} : {label} = {shown}{expected}",
    "run.expected": " (attendu {expected})",
    "run.trace": "   trace :",
    "run.first_outcome": "   (trace de la première issue : {picks})",

    # schema
    "schema.written": "écrit : {path}",
    "schema.which_game": "quel jeu ?",
    "schema.which_game.hint": "rulings schema --game {games}, ou --write pour écrire schema/<jeu>.scenario.schema.json "
                              "de chaque jeu",

    # coverage
    "coverage.document": "\n{title} ({document}) — {game}",
    "coverage.missing": "!! manquant ",
    "coverage.unverified": "!! non vérifié ",
    "coverage.row": "{state}{scenarios:>3:décision|décisions} {cases:>4} cas  {group} — {post}",
    "coverage.open_question": "      ? question ouverte : {question} (lecture {name}, décision {ruling})",
    "run.readings_fixed": "lectures fixées : {readings}",
    "readings.game": "\n{title} — {choices:sorte de choix|sortes de choix} des joueurs, "
                     "{readings:lecture ouverte|lectures ouvertes}",
    "readings.choice": "  choix : {label} [{rule}]",
    "readings.reading": "  lecture {name} : {question} [{rule}]",
    "readings.alternative": "    - {name} : {label}{default}",
    "readings.default": " (par défaut)",
    "coverage.total": "\n{covered:section couverte et vérifiée|sections couvertes et vérifiées}, "
                      "{missing:manquante ou non vérifiée|manquantes ou non vérifiées}",

    # argparse's own words (see ARGPARSE below)
    "argparse.usage": "utilisation : ",
    "argparse.positionals": "arguments positionnels",
    "argparse.options": "options",
    "argparse.help": "afficher cette aide et quitter",
    "argparse.version": "afficher la version et quitter",
    "argparse.subcommands": "sous-commandes",
    "argparse.prog_error": "%(prog)s : erreur : %(message)s\n",
    "argparse.argument": "argument %(argument_name)s : %(message)s",
    "argparse.invalid_choice": "choix invalide : %(value)r (parmi %(choices)s)",
    "argparse.invalid_value": "valeur invalide : %(value)r",
    "argparse.required": "arguments obligatoires manquants : %s",
    "argparse.one_required": "un des arguments %s est obligatoire",
    "argparse.unrecognized": "arguments non reconnus : %s",
    "argparse.not_allowed_with": "incompatible avec l'argument %s",
    "argparse.ignored": "argument explicite ignoré : %r",
    "argparse.expected_one": "une valeur attendue",
    "argparse.expected_at_most_one": "une valeur au plus",
    "argparse.expected_at_least_one": "au moins une valeur attendue",
    "argparse.expected_n": "%s valeurs attendues",
    "argparse.ambiguous": "option ambiguë : %(option)s peut désigner %(matches)s",
    "argparse.unknown_parser": "sous-commande inconnue %(parser_name)r (parmi : %(choices)s)",
})

# argparse asks gettext for these English texts (Python 3.10 to 3.13): the name of each one's French template.
ARGPARSE = {
    "usage: ": "argparse.usage",
    "positional arguments": "argparse.positionals",
    "options": "argparse.options",
    "optional arguments": "argparse.options",
    "show this help message and exit": "argparse.help",
    "show program's version number and exit": "argparse.version",
    "subcommands": "argparse.subcommands",
    "%(prog)s: error: %(message)s\n": "argparse.prog_error",
    "argument %(argument_name)s: %(message)s": "argparse.argument",
    "invalid choice: %(value)r (choose from %(choices)s)": "argparse.invalid_choice",
    "invalid %(type)s value: %(value)r": "argparse.invalid_value",
    "the following arguments are required: %s": "argparse.required",
    "one of the arguments %s is required": "argparse.one_required",
    "unrecognized arguments: %s": "argparse.unrecognized",
    "not allowed with argument %s": "argparse.not_allowed_with",
    "ignored explicit argument %r": "argparse.ignored",
    "expected one argument": "argparse.expected_one",
    "expected at most one argument": "argparse.expected_at_most_one",
    "expected at least one argument": "argparse.expected_at_least_one",
    "expected %s argument": "argparse.expected_n",
    "expected %s arguments": "argparse.expected_n",
    "ambiguous option: %(option)s could match %(matches)s": "argparse.ambiguous",
    "unknown parser %(parser_name)r (choices: %(choices)s)": "argparse.unknown_parser",
}


def _argparse_text(text):
    return msg(ARGPARSE[text]) if text in ARGPARSE else text


@contextlib.contextmanager
def french_argparse():
    """argparse speaking French while the parser is built and used (its texts come from gettext, which has no
    French catalogue for it): put back as it was afterwards, for any other user of argparse in the process."""
    module: Any = argparse      # its gettext names (_, ngettext) are private: typeshed does not list them
    saved = module._, module.ngettext
    module._ = _argparse_text
    module.ngettext = lambda singular, plural, n: _argparse_text(singular if n == 1 else plural)
    try:
        yield
    finally:
        module._, module.ngettext = saved
