"""Arcmage deck legality (``rulings deck FILE``, and the start of a game): the Deck Building rules.

A deck file is YAML::

    game: arcmage                    # optional
    name: Horde et Empire            # optional
    backs: identical                 # identical (default) or mixed; sleeves: true makes them identical
    cards:
      - Choc mortel                  # a card of the database, French or English name, one copy...
      - {name: Ghoul, count: 3}      # ...or with its number of copies
      - {name: Carte maison, type: creature, faction: Empire, count: 2}   # a card outside the database
      - {name: Home Card, type: Creature, faction: Red Banner, cost: 3}   # ...as arcmage.org publishes it

Checks, each named by its rule: exactly 45 cards (``arcmage.deck.size``), at
least 3 cities (``arcmage.deck.cities``; more than 3 is legal, with a warning:
the setup speaks of « les trois cités »), at most 3 copies of a name
(``arcmage.deck.copies``), identical backs (``arcmage.deck.backs``); factions
and types are free (``arcmage.deck.mix``, ``arcmage.deck.any-card``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from rulings.core import decks, french
from rulings.core.errors import UserError
from rulings.core.spec import AnyValue, Bool, Int, ListOf, Obj, OneOf, Str

from .model import CARD_TYPES, ENGLISH_FACTIONS, ENGLISH_TYPES, FACTIONS, TYPE_FR
from .rules import DECK_RULES

__all__ = ["DECK_RULES", "DECK", "load_deck", "check", "problems", "Report"]

# A card outside the database: its type and faction as the format writes them, in French, or in English as
# arcmage.org publishes a deck (« Creature », « Red Banner »)
TYPE_WORDS = {**{t: t for t in CARD_TYPES}, **{label: t for t, label in TYPE_FR.items()}, **ENGLISH_TYPES}
FACTION_WORDS = {**{f: f for f in FACTIONS}, **ENGLISH_FACTIONS}

DECK = Obj({
    "game": Str("Le jeu du deck.", enum=["arcmage"]),
    "name": Str("Nom du deck."),
    "backs": Str("Les dos des cartes : identical (défaut) ou mixed.", enum=["identical", "mixed"]),
    "sleeves": Bool("Des protège-cartes identiques couvrent toutes les cartes (les dos sont alors identiques)."),
    "cards": ListOf(OneOf(Str("Carte de la base (un exemplaire), nom français ou anglais."), Obj({
        "name": Str("Nom de la carte (français ou anglais)."),
        "count": Int("Nombre d'exemplaires (défaut 1).", minimum=1),
        "type": Str("Type, pour une carte absente de la base (en français ou en anglais).", enum=list(TYPE_WORDS)),
        "faction": Str("Faction, pour une carte absente de la base (en français ou en anglais).",
                       enum=list(FACTION_WORDS)),
        # the rest of a card as arcmage.org publishes it: kept with the card, not needed to judge the deck
        **{key: AnyValue(f"« {key} » de la carte, comme arcmage.org le publie (non lu pour juger le deck).")
           for key in ("subtype", "cost", "loyalty", "attack", "defense", "rule_text", "text", "flavor_text",
                       "artist", "status", "serie", "rule_set", "modified")},
    }, required=["name"])), "Les cartes du deck.", min_items=1),
}, "Un deck Arcmage.", required=["cards"])


def problems(cards: list, backs: str = "identical") -> tuple[list, list, dict]:
    """``cards``: [(name, type, faction, count)].  Returns (failures [(rule, French message)], warnings, facts)."""
    size = sum(n for *_rest, n in cards)
    copies: Counter[str] = Counter()
    for name, _kind, _faction, count in cards:
        copies[name] += count
    cities = sum(n for _name, kind, _f, n in cards if kind == "cite")
    failures, warnings = [], []
    if size != 45:
        change = f"retirez {french.count(size - 45, 'carte')}" if size > 45 else \
            f"ajoutez {french.count(45 - size, 'carte')}"
        failures.append(("arcmage.deck.size", f"le deck a {french.count(size, 'carte')} ; il en faut exactement 45 : "
                                              f"{change}"))
    if cities < 3:
        failures.append(("arcmage.deck.cities", f"le deck a {french.count(cities, 'cité')} ; il en faut au "
                                                f"moins 3 : ajoutez-en {3 - cities}"))
    elif cities > 3:
        warnings.append(("arcmage.deck.cities", f"le deck a {cities} cités : c'est légal (« au moins 3 »), mais la "
                                                "mise en place parle de « les trois cités de son deck » ; le moteur "
                                                "les met toutes dans la réserve"))
    for name, count in copies.items():
        if count > 3:
            failures.append(("arcmage.deck.copies", f"{count} exemplaires de « {name} » : 3 au plus, retirez-en "
                                                    f"{count - 3}"))
    if backs == "mixed":
        failures.append(("arcmage.deck.backs", "les cartes n'ont pas toutes le même dos : mettez-les dans des "
                                               "protège-cartes identiques"))
    facts = {"cards": size, "cities": cities, "factions": sorted({f for _n, _k, f, _c in cards if f}),
             "copies": {n: c for n, c in copies.items() if c > 1}}
    return failures, warnings, facts


@dataclass
class Deck(decks.Deck):
    backs: str
    cards: list = field(default_factory=list)      # (name, type, faction, count)


def load_deck(path, db) -> Deck:
    raw = decks.read(path, DECK)
    cards = []
    for entry, item_where in decks.entries(raw, "cards"):
        name = entry["name"]
        found = db.lookup(name)
        if found is not None:
            if "type" in entry or "faction" in entry:
                raise UserError(f"« {name} » est une carte de la base : retirez « type » et « faction »", item_where)
            card = db.cards[found]
            cards.append((found, card.type, card.faction, entry.get("count", 1)))
        elif "type" in entry:
            faction = FACTION_WORDS[entry["faction"]] if "faction" in entry else None
            cards.append((name, TYPE_WORDS[entry["type"]], faction, entry.get("count", 1)))
        else:
            db.card(name, item_where, unknown="pour une carte absente de la base, donnez son type : "
                                              "{name: …, type: creature, faction: …}")
    backs = "identical" if raw.get("sleeves") else raw.get("backs", "identical")
    return Deck(raw.get("name", ""), str(path), backs, cards)


@dataclass
class Report:
    deck: Deck
    failures: list = field(default_factory=list)      # (rule, message)
    warnings: list = field(default_factory=list)
    facts: dict = field(default_factory=dict)

    @property
    def legal(self) -> bool:
        return not self.failures

    def as_dict(self) -> dict:
        return {"deck": self.deck.name, "path": self.deck.path, "legal": self.legal, **self.facts,
                "failures": decks.failures(self.failures, DECK_RULES),
                "warnings": decks.failures(self.warnings, DECK_RULES),
                "verdict": self.verdict()}

    def verdict(self) -> str:
        if self.legal:
            return "Légal."
        return "Illégal : " + " ; ".join(m for _r, m in self.failures) + "."

    def render(self) -> str:
        facts = self.facts
        kinds: Counter[str] = Counter()
        for _n, kind, _f, count in self.deck.cards:
            kinds[kind] += count
        shown = ", ".join(french.count(n, TYPE_FR[k].lower()) for k, n in kinds.items())
        lines = [f"Deck « {self.deck.name or self.deck.path} » : {french.count(facts['cards'], 'carte')} ({shown}) ; "
                 "factions : "
                 f"{', '.join(facts['factions']) or 'aucune'}."]
        lines += decks.verdict(self.failures, DECK_RULES)
        lines.extend(f"  ! [{r}] {DECK_RULES[r].title} : {m}" for r, m in self.warnings)
        lines.append("Factions et types sont libres [arcmage.deck.mix] ; toute carte peut entrer dans un deck "
                     "[arcmage.deck.any-card].")
        return "\n".join(lines)


def check(deck: Deck) -> Report:
    failures, warnings, facts = problems(deck.cards, deck.backs)
    return Report(deck, failures, warnings, facts)
