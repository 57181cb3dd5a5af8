"""Wakfu deck legality (``rulings deck FILE``): the June 2008 rules only require exactly one Leader.

A deck file is YAML::

    game: wakfu                   # optional
    name: Deck de Pierre          # optional
    cards:
      - Leader de Pierre          # a card of the database, one copy...
      - {name: Prairie, count: 3} # ...or with its number of copies
      - {name: Carte inconnue, type: creature, count: 2}   # a card outside the database: give its type

Nothing else is regulated by the source (deck size, copies, elements): the
report says so.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rulings.core import decks, french
from rulings.core.errors import UserError, did_you_mean
from rulings.core.spec import Int, ListOf, Obj, OneOf, Str

from .model import CARD_TYPES, TYPE_FR
from .rules import DECK_RULES

__all__ = ["DECK_RULES", "DECK", "load_deck", "check", "Report"]

DECK = Obj({
    "game": Str("Le jeu du deck (utile quand des noms de cartes existent dans plusieurs jeux).", enum=["wakfu"]),
    "name": Str("Nom du deck."),
    "cards": ListOf(OneOf(Str("Carte de la base (un exemplaire)."), Obj({
        "name": Str("Nom de la carte."),
        "count": Int("Nombre d'exemplaires (défaut 1).", minimum=1),
        "type": Str("Type, pour une carte absente de la base.", enum=list(CARD_TYPES)),
    }, required=["name"])), "Les cartes du deck, Leader compris.", min_items=1),
}, "Un deck Wakfu (règles de juin 2008).", required=["cards"])


@dataclass
class Deck(decks.Deck):
    cards: list = field(default_factory=list)      # (name, type, count)

    @property
    def size(self) -> int:
        return sum(count for _n, _t, count in self.cards)


def load_deck(path, db) -> Deck:
    raw = decks.read(path, DECK)
    cards = []
    for entry, item_where in decks.entries(raw, "cards"):
        name = entry["name"]
        if "type" in entry:
            kind = entry["type"]
        elif name in db.cards:
            kind = db.cards[name].type
        else:
            raise UserError(f"carte inconnue : « {name} »", item_where,
                            did_you_mean(name, db.cards) or "donnez son type : {name: …, type: creature}")
        cards.append((name, kind, entry.get("count", 1)))
    return Deck(raw.get("name", ""), str(path), cards)


@dataclass
class Report:
    deck: Deck
    leaders: list = field(default_factory=list)
    failures: list = field(default_factory=list)      # (rule, message)

    @property
    def legal(self) -> bool:
        return not self.failures

    def as_dict(self) -> dict:
        return {"deck": self.deck.name, "path": self.deck.path, "legal": self.legal, "cards": self.deck.size,
                "leaders": self.leaders,
                "failures": decks.failures(self.failures, DECK_RULES),
                "note": NOTE}

    def render(self) -> str:
        lines = [f"Deck « {self.deck.name or self.deck.path} » : {french.count(self.deck.size, 'carte')}, "
                 f"{french.count(len(self.leaders), 'Leader')}"
                 + (f" ({', '.join(self.leaders)})" if self.leaders else "") + "."]
        lines += decks.verdict(self.failures, DECK_RULES)
        lines.append(NOTE)
        return "\n".join(lines)


NOTE = ("Les règles de juin 2008 n'imposent qu'une chose : exactement un Leader par deck. La taille du deck, le "
        "nombre d'exemplaires d'une carte et les éléments ne sont pas réglementés [wakfu.deck.unregulated].")


def check(deck: Deck) -> Report:
    report = Report(deck)
    for name, kind, count in deck.cards:
        if kind == "leader":
            report.leaders.extend([name] * count)
    if len(report.leaders) != 1:
        what = "n'a aucun Leader" if not report.leaders else f"a {french.count(len(report.leaders), 'Leader')}"
        report.failures.append(("wakfu.deck.one-leader", f"le deck {what} ; il en faut exactement un "
                                                         f"({TYPE_FR['leader']}, « une seule par Deck »)"))
    return report
