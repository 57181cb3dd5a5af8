"""Eredan deck legality (``rulings deck FILE``), from the wiki rules page.

Sources (``001_2ff38b26577f617c.txt``): « Création de Deck et affiliations »,
« Courtisan », « Races » (Golem), « Système de Charge dans le tournoi de
Quilingo », and « Initiative » for the set-up rule kept here too.

A deck file is YAML::

    name: Kotoba du juge              # optional
    characters:                       # the three characters
      - Iro le duelliste              # a name from the card database...
      - {name: Amaya, guilds: [Kotoba]}          # ...or declared here
    cards:                            # each card with its number of copies
      - {name: Voyage, count: 3}
      - {name: Katana, count: 2, guilds: [Kotoba], type: objet}
      - {name: Eclairs, level: 3, unique: true, guilds: []}
      - {name: Assassinat, count: 2, charge: 120}   # charge: Quilingo

A name outside the database must be declared with ``guilds`` (``[]`` for a
card of no guild); declared fields complete or override the database's.

Readings of the page the checks rely on (documented for judges):

* Mercenaires mix with any affiliation but Néhantistes; the deck's affiliation
  is that of its non-Mercenaire characters, and the guild common to « les 3
  personnages » of a Courtisan deck is looked for among those characters;
* a Courtisan deck may hold cards of every guild of its characters (« ce deck
  peut posséder les cartes des guildes du courtisan »);
* copies are counted by printed name, so evolutions (levels) and special
  versions of a card count together; a card is Unique if the database says so
  or its keywords say « Unique »;
* the Quilingo sum counts each copy's charge and the characters' charges.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TypeVar

from rulings.core import decks, french
from rulings.core.errors import UserError, Where, did_you_mean, fold
from rulings.core.rules import Rule, RuleBook
from rulings.core.spec import Bool, Int, ListOf, Obj, OneOf, Str

from .messages import msg
from .model import CARD_TYPES
from .rules import WIKI

T = TypeVar("T")        # a definition of the database: a character's or a card's

DECK_SECTION = (WIKI, "Création de Deck et affiliations")
MIN_CARDS, MAX_CARDS, MAX_COPIES, CHARACTERS, MAX_CHARGE = 20, 50, 3, 3, 500

DECK_RULES = RuleBook("eredan")
for _rid, _title, _statement, _source in [
    ("eredan.deck.characters", "Trois personnages",
     "Chaque joueur choisit 3 personnages.", DECK_SECTION),
    ("eredan.deck.size", "De 20 à 50 cartes",
     "Le deck compte 20 cartes au minimum et 50 au maximum.", DECK_SECTION),
    ("eredan.deck.affiliation", "Une seule affiliation",
     "On ne mélange pas des personnages d'affiliations différentes, sauf Mercenaires ou Courtisans ; avec deux "
     "Mercenaires et un personnage affilié, le deck prend l'affiliation de ce dernier.", DECK_SECTION),
    ("eredan.deck.courtisans", "Courtisans : une guilde commune",
     "Un deck multi-affilié par des Courtisans peut avoir les cartes des guildes du Courtisan, si les personnages "
     "ont au moins une guilde en commun.", (WIKI, "Courtisan")),
    ("eredan.deck.nehantistes", "Pas de Mercenaire chez les Néhantistes",
     "Les personnages Mercenaires ne peuvent pas être joués dans un deck affilié Néhantiste.", DECK_SECTION),
    ("eredan.deck.card-guild", "Pas de carte d'une autre guilde",
     "Le deck n'a pas de carte affiliée à une autre guilde que la sienne ; un deck Mercenaire n'a pas de carte "
     "affiliée.", DECK_SECTION),
    ("eredan.deck.golem", "Golem : des objets de toute guilde",
     "Avec un Golem, le deck peut avoir des cartes Objet d'une autre guilde.", (WIKI, "Races")),
    ("eredan.deck.copies", "Trois exemplaires au plus",
     "Pas plus de trois exemplaires d'une même carte ; les évolutions d'une carte en sont des exemplaires.",
     DECK_SECTION),
    ("eredan.deck.unique", "Carte unique : un exemplaire",
     "Une carte portant la mention « unique » n'est mise qu'en un seul exemplaire.", DECK_SECTION),
    ("eredan.deck.unique-evolution", "Évolution unique",
     "Si une évolution d'une carte est unique, aucune autre évolution de cette carte n'accompagne l'évolution "
     "unique (Eclairs niveau 3).", DECK_SECTION),
    ("eredan.deck.quilingo-charge", "Charge de Quilingo : 500 au plus",
     "Au tournoi de Quilingo, la somme des charges du deck ne dépasse pas 500.",
     (WIKI, "Système de Charge dans le tournoi de Quilingo")),
]:
    DECK_RULES.add(Rule(_rid, _title, _statement, _source))

# --- guild names: the wiki and the database spell them several ways ----------------------

GUILDS = {  # display name -> spellings (folded, plurals stripped)
    "Kotoba": ("kotoba",),
    "Combattants de Zïl": ("combattant de zil", "zil"),
    "Envoyés de Noz'Dingard": ("envoye de noz dingard", "noz dingard", "noz"),
    "Nomades du Désert": ("nomade du desert", "nomade"),
    "Néhantistes": ("nehantiste",),
    "Mercenaires": ("mercenaire",),
}
_ALIASES = {spelling: display for display, spellings in GUILDS.items() for spelling in spellings}
MERCENAIRES, NEHANTISTES = "Mercenaires", "Néhantistes"


def guild(name: str) -> str:
    """The guild's usual name: 'Combattant de Zil', 'Kotobas' -> 'Combattants de Zïl', 'Kotoba'."""
    words = [w[:-1] if len(w) > 3 and w.endswith("s") else w for w in re.findall(r"[a-z0-9]+", fold(name))]
    return _ALIASES.get(" ".join(words), name)


# --- the deck file -------------------------------------------------------------------------

NAMES = ListOf(Str())
CHARGE = Int("Charge de Quilingo.", minimum=0)
CHARACTER_ENTRY = OneOf(Str("Personnage de la base de cartes."), Obj({
    "name": Str("Nom du personnage."), "guilds": NAMES, "classes": NAMES, "races": NAMES, "castes": NAMES,
    "keywords": NAMES, "charge": CHARGE,
}, required=["name"]), doc="Un personnage : son nom, ou son nom et ce que la base ne dit pas.")
CARD_ENTRY = OneOf(Str("Carte de la base (un exemplaire)."), Obj({
    "name": Str("Nom de la carte."), "count": Int("Nombre d'exemplaires (défaut 1).", minimum=1),
    "level": Int("Niveau (évolution).", minimum=0), "unique": Bool("Unique."),
    "type": Str("Type de carte.", enum=list(CARD_TYPES)), "guilds": NAMES, "keywords": NAMES, "charge": CHARGE,
}, required=["name"]), doc="Une carte : son nom, ou son nom, son nombre d'exemplaires et ce que la base ne dit pas.")
DECK = Obj({
    "game": Str("Le jeu.", enum=["eredan"]),
    "name": Str("Nom du deck."),
    "characters": ListOf(CHARACTER_ENTRY, "Les trois personnages."),
    "cards": ListOf(CARD_ENTRY, "Les cartes et leur nombre d'exemplaires."),
}, "Un deck Eredan.", required=["characters", "cards"])


@dataclass
class DeckCharacter:
    name: str
    guilds: tuple
    castes: tuple = ()
    races: tuple = ()
    charge: int | None = None


@dataclass
class DeckCard:
    name: str
    count: int
    family: str                 # printed name, folded: copies and evolutions share it
    level: int | None = None
    unique: bool = False
    type: str | None = None
    guilds: tuple = ()
    charge: int | None = None


@dataclass
class Deck(decks.Deck):
    characters: list
    cards: list

    @property
    def size(self) -> int:
        return sum(c.count for c in self.cards)


def _declared(fields: dict, db_table: Mapping[str, T], kind: str, where: Where, other_table) -> T | None:
    """The database definition of an entry (``fields``: given in the file), or None; unknown undeclared names are
    errors."""
    name = fields["name"]
    known = db_table.get(name)
    if known is None and "guilds" not in fields:
        if name in other_table:
            actual = "deck.card" if kind == "character" else "deck.character"
            raise UserError(msg("deck.wrong_kind", name=name, actual=msg(actual), expected=msg(f"deck.{kind}")), where)
        raise UserError(msg(f"deck.unknown.{kind}", name=name), where,
                        did_you_mean(name, db_table) or msg("deck.declare", name=name))
    return known


def load_deck(path, db) -> Deck:
    """Read and validate a deck file against the card database ``db`` (raises UserError)."""
    raw = decks.read(path, DECK)
    characters = []
    for fields, where in decks.entries(raw, "characters"):
        known = _declared(fields, db.characters, "character", where, db.cards)
        guilds = fields.get("guilds", known.guilds if known else ())
        if not guilds:
            raise UserError(msg("deck.no_guild", name=fields["name"]), where,
                            msg("deck.give_guild", name=fields["name"]))
        characters.append(DeckCharacter(
            fields["name"], tuple(dict.fromkeys(guild(g) for g in guilds)),
            tuple(fields.get("castes", known.castes if known else ())),
            tuple(fields.get("races", known.races if known else ())), fields.get("charge")))
    cards = []
    for fields, where in decks.entries(raw, "cards"):
        known = _declared(fields, db.cards, "card", where, db.characters)
        keywords = [fold(k) for k in fields.get("keywords", known.keywords if known else ())]
        guilds = fields.get("guilds", known.restrictions.get("guilds", ()) if known else ())
        printed = (known.printed_name or known.name) if known else fields["name"]
        cards.append(DeckCard(
            fields["name"], fields.get("count", 1), fold(printed), fields.get("level", known.level if known else None),
            fields.get("unique", bool(known and known.unique)) or "unique" in keywords,
            fields.get("type", known.type if known else None), tuple(dict.fromkeys(guild(g) for g in guilds)),
            fields.get("charge")))
    return Deck(raw.get("name", ""), str(path), characters, cards)


# --- the checks ----------------------------------------------------------------------------

@dataclass
class Failure:
    rule: str
    message: str
    names: list = field(default_factory=list)     # characters or cards involved

    def render(self) -> str:
        rule = DECK_RULES[self.rule]
        return f"✗ [{self.rule}] {rule.title} : {self.message}"


@dataclass
class Report:
    deck: Deck
    affiliation: str = ""                  # in words, for the judge
    guilds: list = field(default_factory=list)   # guilds whose cards the deck may hold
    failures: list = field(default_factory=list)
    charge: int | None = None

    @property
    def legal(self) -> bool:
        return not self.failures

    def as_dict(self) -> dict:
        return {"deck": self.deck.name, "path": self.deck.path, "legal": self.legal,
                "affiliation": self.affiliation, "guilds": self.guilds, "characters": len(self.deck.characters),
                "cards": self.deck.size, "charge": self.charge,
                "failures": [{"rule": f.rule, "title": DECK_RULES[f.rule].title, "message": f.message,
                              "names": f.names} for f in self.failures]}

    def render(self) -> str:
        return render(self)


def _names(items) -> str:
    return ", ".join(items)


def _affiliation(deck: Deck, report: Report) -> set | None:
    """The guilds whose cards the deck may hold (empty: Mercenaires only), or None if the line-up is illegal."""
    mercenaries = [c for c in deck.characters if MERCENAIRES in c.guilds]
    affiliated = [c for c in deck.characters if MERCENAIRES not in c.guilds]
    if not affiliated:
        report.affiliation = "Mercenaires (aucune affiliation : pas de carte affiliée)"
        return set()
    common = set(affiliated[0].guilds).intersection(*(c.guilds for c in affiliated[1:]))
    names = [c.name for c in affiliated]
    if not common:
        shown = "; ".join(f"{c.name} ({', '.join(c.guilds)})" for c in affiliated)
        courtisans = [c.name for c in affiliated if "courtisan" in (fold(x) for x in c.castes) or len(c.guilds) > 1]
        if courtisans:
            report.failures.append(Failure("eredan.deck.courtisans", f"aucune guilde commune à {shown}", names))
        else:
            report.failures.append(Failure("eredan.deck.affiliation", f"affiliations différentes : {shown}", names))
        return None
    allowed = set().union(*(c.guilds for c in affiliated))
    if NEHANTISTES in allowed and mercenaries:
        report.failures.append(Failure("eredan.deck.nehantistes",
                                       f"{french.plural(len(mercenaries), 'Mercenaire')} dans un deck affilié "
                                       f"Néhantiste : {_names(c.name for c in mercenaries)}",
                                       [c.name for c in mercenaries]))
    ordered = sorted(common) + sorted(allowed - common)
    if len(allowed) == 1:
        report.affiliation = ordered[0]
    else:
        report.affiliation = f"multi-affilié {', '.join(ordered)} (guilde commune : {', '.join(sorted(common))})"
    if mercenaries:                 # some characters are affiliated (see above): not every one is Mercenaire
        report.affiliation += f", avec {_names(c.name for c in mercenaries)} (Mercenaire)"
    return allowed                  # the affiliated characters' guilds: Mercenaire is no affiliation of cards


def _card_guilds(deck: Deck, allowed: set, report: Report) -> None:
    golem = [c.name for c in deck.characters if any(fold(r) == "golem" for r in c.races)]
    wrong, by_golem = [], []
    for card in deck.cards:
        if not card.guilds or set(card.guilds) & allowed:
            continue
        if golem and card.type == "objet":
            by_golem.append(card.name)
            continue
        wrong.append(card)
    if wrong:
        shown = "; ".join(f"{c.name} ({', '.join(c.guilds)})" for c in wrong)
        report.failures.append(Failure("eredan.deck.card-guild", f"{shown} — affiliation du deck : "
                                       f"{report.affiliation}", [c.name for c in wrong]))
    if by_golem:
        report.affiliation += f" ; objets d'autres guildes permis par le Golem {_names(golem)} : {_names(by_golem)}"


def _copies(deck: Deck, report: Report) -> None:
    families: dict[str, list[DeckCard]] = {}
    for card in deck.cards:
        families.setdefault(card.family, []).append(card)
    for members in families.values():
        total = sum(c.count for c in members)
        names = list(dict.fromkeys(c.name + (f" niveau {c.level}" if c.level is not None else "") for c in members))
        uniques = [c for c in members if c.unique]
        versions = {(c.name, c.level) for c in members}
        for unique in {(c.name, c.level): c for c in uniques}.values():
            copies = sum(c.count for c in members if (c.name, c.level) == (unique.name, unique.level))
            label = unique.name + (f" niveau {unique.level}" if unique.level is not None else "")
            if copies > 1:
                report.failures.append(Failure("eredan.deck.unique", f"{label} ×{copies} (unique : 1 exemplaire)",
                                               [label]))
        if uniques and len(versions) > 1:
            report.failures.append(Failure("eredan.deck.unique-evolution",
                                           f"{_names(names)} : l'évolution unique exclut les autres", names))
        elif total > MAX_COPIES and not (uniques and len(versions) == 1):
            detail = " + ".join(f"{c.count}" for c in members) + " = " if len(members) > 1 else ""
            report.failures.append(Failure("eredan.deck.copies", f"{_names(names)} ×{detail}{total} "
                                           f"({MAX_COPIES} au plus)", names))


def _charge(deck: Deck, report: Report) -> None:
    charged = [(c.name, c.charge * c.count) for c in deck.cards if c.charge] + \
              [(c.name, c.charge) for c in deck.characters if c.charge]
    if not any(c.charge is not None for c in [*deck.cards, *deck.characters]):
        return
    report.charge = sum(value for _name, value in charged)
    if report.charge > MAX_CHARGE:
        heaviest = sorted(charged, key=lambda nv: -nv[1])[:5]
        report.failures.append(Failure("eredan.deck.quilingo-charge",
                                       f"charge totale {report.charge} > {MAX_CHARGE} ; les plus chargées : "
                                       + ", ".join(f"{n} ({v})" for n, v in heaviest), [n for n, _v in heaviest]))


def check(deck: Deck) -> Report:
    """Every rule of deck building, each failure naming its rule and the cards involved."""
    report = Report(deck)
    if len(deck.characters) != CHARACTERS:
        report.failures.append(Failure("eredan.deck.characters",
                                       f"{french.count(len(deck.characters), 'personnage')} : "
                                       f"{_names(c.name for c in deck.characters)}",
                                       [c.name for c in deck.characters]))
    if not MIN_CARDS <= deck.size <= MAX_CARDS:
        report.failures.append(Failure("eredan.deck.size", f"{french.count(deck.size, 'carte')} (de {MIN_CARDS} à "
                                                           f"{MAX_CARDS})"))
    allowed = _affiliation(deck, report)
    if allowed is not None:
        report.guilds = sorted(allowed)
        _card_guilds(deck, allowed, report)
    _copies(deck, report)
    _charge(deck, report)
    return report


def render(report: Report) -> str:
    deck = report.deck
    title = f"Deck « {deck.name} »" if deck.name else "Deck"
    lines = [f"{title} ({deck.path})"]
    summary = f"{french.count(len(deck.characters), 'personnage')}, {french.count(deck.size, 'carte')}"
    if report.charge is not None:
        summary += f", charge {report.charge}/{MAX_CHARGE}"
    lines.append(summary)
    if report.affiliation:
        lines.append(f"affiliation : {report.affiliation}")
    if report.legal:
        lines.append("deck légal")
    else:
        lines.extend(f.render() for f in report.failures)
        lines.append(f"deck illégal : {french.count(len(report.failures), 'règle enfreinte', 'règles enfreintes')}")
    return "\n".join(lines)
