"""The Arcmage card database: ``scenarios/arcmage/database/*.yaml`` (each file a ``cards:`` list).

``cartes.yaml`` holds the real cards of the Arcmage data set (``../shared/data/arcmage/cards.json``,
Creative Commons BY-SA 4.0), written once by ``tools/arcmage_cards.py``: the
English text verbatim as the card's text (``source: {kind: data, document:
arcmage/cards.json, post: <English name>, credit: …}``), the stats from the
data, a French name that is our translation (``translated``), and the engine's
model of the text where a ruling needs it (``effect``, ``passive``…; otherwise
``modelled: false``).  ``reconstituees.yaml`` holds the cards the page's
examples describe without giving them (``kind: reconstructed``).  A card is
found by its French or its English name.  A scenario may add cards under
``define:``; they may not shadow a database entry.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from rulings.core import database
from rulings.core.errors import UserError, Where, did_you_mean, fold
from rulings.core.game import TextOrigin

from . import format as fmt
from .model import CardDef


def plain(value):
    """A YAML value as plain dicts, lists and scalars (the engine keeps no line numbers)."""
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    return value


def _cost(raw) -> tuple:
    """(fixed cost, has X) from 4, « X », « X + 2 » or nothing."""
    if raw is None:
        return None, False
    if isinstance(raw, int):
        return raw, False
    text = raw.replace(" ", "")
    return (int(text[2:]) if "+" in text else 0), True


def build_card(raw, where: Where) -> CardDef:
    kind, name = raw["type"], raw["name"]

    def refuse(key: str, what: str):
        raise UserError(f"{name} : « {key} » {what}", raw.at(key) if hasattr(raw, "at") else where)

    if kind == "creature":
        for key in ("attack", "defense"):
            if key not in raw:
                raise UserError(f"la créature {name} doit donner « {key} »", where)
    elif "attack" in raw:
        refuse("attack", "n'existe que sur une créature")
    if kind == "cite":
        if "defense" not in raw:
            raise UserError(f"la cité {name} doit donner ses points de défense (« defense »)", where)
        if "cost" in raw:
            refuse("cost", "une cité n'a pas de coût : elle se construit depuis la réserve")
    elif "levels" in raw:
        refuse("levels", "seules les cités ont des niveaux de dévotion")
    elif "defense" in raw and kind != "creature":
        refuse("defense", "n'existe que sur une créature ou une cité")
    cost, has_x = _cost(raw.get("cost"))
    if has_x and "x" not in raw:
        refuse("cost", "un coût X demande « x: » (ce que vaut X selon le texte de la carte)")
    if raw.get("x") == "extra-targets":
        has_x = True
    if "x" in raw and not has_x:
        refuse("x", "la carte n'a pas de coût X")
    src = raw["source"]
    english = raw.get("english")
    note = src.get("note") or raw.get("note")
    if english and raw.get("translated", True):
        note = f"Nom français « {name} » : notre traduction de « {english} »." + (f" {note}" if note else "")
    levels = []
    for item in raw.get("levels") or []:
        levels.append(plain(item))
    return CardDef(
        name=name, type=kind, faction=raw["faction"], cost=cost if kind != "cite" else None,
        loyalty=raw.get("loyalty", 0), attack=raw.get("attack"), defense=raw.get("defense"),
        types=tuple(raw.get("types") or ()), x=raw.get("x") if has_x else None, text=raw["text"],
        source=TextOrigin(src["kind"], src.get("document"), src.get("post"), note, src.get("credit")),
        english=english, translated=raw.get("translated", english is not None),
        target=raw.get("target"), effect=plain(raw.get("effect") or {}),
        modes=tuple(plain(m) for m in raw.get("modes") or ()), attached=plain(raw.get("attached") or {}),
        passive=tuple(plain(p) for p in raw.get("passive") or ()),
        can=tuple(plain(g) for g in raw.get("can") or ()), cannot=tuple(plain(g) for g in raw.get("cannot") or ()),
        triggers=tuple(plain(t) for t in raw.get("triggers") or ()),
        abilities=tuple(plain(a) for a in raw.get("abilities") or ()),
        levels=tuple(sorted(levels, key=lambda lv: lv["level"])), requires=raw.get("requires"),
        enters_tapped=raw.get("enters_tapped", False), modelled=raw.get("modelled", True))

@dataclass
class Database(database.Tables):
    """The cards by French name; a card is also found by its English name (:attr:`english`)."""

    cards: dict = field(default_factory=dict)      # French name -> CardDef
    where: dict = field(default_factory=dict)      # name -> Where

    SPEC = fmt.DATABASE
    BUILDERS = {"cards": build_card}

    @cached_property
    def english(self) -> dict:
        """English name -> French name."""
        return {card.english: name for name, card in self.cards.items() if card.english}

    @cached_property
    def _folded(self) -> dict:
        return {**{fold(k): v for k, v in self.english.items()}, **{fold(k): k for k in self.cards}}

    def lookup(self, name: str) -> str | None:
        """The database name of ``name`` (French or English, exact or without case and accents), or None."""
        if name in self.cards:
            return name
        if name in self.english:
            return self.english[name]
        return self._folded.get(fold(name))

    def card(self, name: str, where: Where | None = None, what: str = "",
             unknown: str = "définissez-la sous « define: cards: »") -> CardDef:
        """The card called ``name``; else the error says the name, ``what`` it was for, and a close name or the
        ``unknown`` advice (a scenario defines its cards under ``define:``, a deck inline)."""
        found = self.lookup(name)
        if found is None:
            raise UserError(f"carte inconnue : « {name} »" + (f" ({what})" if what else ""), where,
                            did_you_mean(name, [*self.cards, *self.english]) or unknown)
        return self.cards[found]

    # --- the hooks of the core's tables: an English name is taken too ----------------------------

    def holder(self, name: str) -> str | None:
        return name if name in self.cards else self.english.get(name)

    def shadows(self, name: str) -> bool:
        return self.lookup(name) is not None

    def also_in(self, name: str, holder: str) -> str:
        return super().also_in(name, holder) + ("" if holder == name else f" : le nom anglais de « {holder} »")


build, load_directory, with_define = Database.build, Database.load, Database.with_define
