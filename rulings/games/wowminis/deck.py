"""``rulings deck`` for World of Warcraft Miniatures: chapter 7 states no party-building rule.

The Comprehensive Rules' party building (100.1a, 100.2 of the English rules)
is not in the sources: nothing can be checked, and the command says so
instead of pretending a deck is legal or not.
"""

from __future__ import annotations

from pathlib import Path

from rulings.core.errors import UserError, Where

MESSAGE = ("le chapitre 7 des Règles Complètes (les capacités, 700 à 705), seule source de World of Warcraft "
           "Miniatures, ne contient aucune règle de construction de groupe : « rulings deck » n'a rien à vérifier "
           "pour ce jeu")
HINT = ("la composition d'un groupe (Règles Complètes anglaises, 100.1a et 100.2) n'est pas dans les sources ; "
        "aucune règle wowminis.deck.* ne peut la citer")


def check(file: str, root: Path):
    raise UserError(MESSAGE, Where(str(file)), HINT)
