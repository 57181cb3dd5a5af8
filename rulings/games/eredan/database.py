"""The Eredan card database: ``scenarios/eredan/database/*.yaml``.

Each file holds ``cards:`` and/or ``characters:``.  A scenario may add its own
entries under ``define:``; they are built by the same functions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from rulings.core.errors import UserError
from rulings.core.french import de
from rulings.core import database
from rulings.core.yamlio import where_of

from . import format as fmt
from .client_texts import CREDIT, DOCUMENT, reference
from .effects import check_step
from .messages import msg
from .model import CardDef, CharDef, TextSource


@dataclass
class Database:
    cards: dict = field(default_factory=dict)        # name -> CardDef
    characters: dict = field(default_factory=dict)   # name -> CharDef
    where: dict = field(default_factory=dict)        # name -> Where (for duplicate reports)

    def extended(self, other: "Database") -> "Database":
        return Database({**self.cards, **other.cards}, {**self.characters, **other.characters},
                        {**self.where, **other.where})


def _source(raw) -> TextSource:
    return TextSource(raw["kind"], raw.get("document"), raw.get("post"), raw.get("note"))


def _texts(raw) -> dict:
    """An entry's text, its origin and its client block.  A card whose text is the client's own has ``source:
    {kind: data}`` and no ``text``: its ``client`` block holds the text, the origin names the data set."""
    client = reference(raw)
    source = _source(raw["source"])
    if source.kind == "data" and client is not None:
        source = TextSource("data", DOCUMENT, client.name, source.note, CREDIT)
        return {"text": raw.get("text", client.text), "source": source, "client": client}
    if "text" not in raw:
        raise UserError(msg("db.no_text", name=raw["name"]), where_of(raw), msg("db.no_text.hint"))
    return {"text": raw["text"], "source": source, "client": client}


def _steps(raw_steps, owner: str) -> tuple:
    if raw_steps is None:
        return ()
    for index, step in enumerate(raw_steps):
        try:
            check_step(step, msg("step.where", index=index + 1, of_owner=de(owner)))
        except UserError as err:
            raise err.located(raw_steps.at(index)) from None
    return tuple(raw_steps)


def build_card(raw) -> CardDef:
    duration = raw.get("duration", "ephemeral")
    if isinstance(duration, dict) and not duration:
        raise UserError(msg("db.duration", of_name=de(raw["name"])), where_of(duration))
    if isinstance(duration, dict):
        duration = ("turns", duration["turns"]) if "turns" in duration else ("combats", duration["combats"])
    else:
        duration = (duration, 0)
    restrictions = {k: tuple(v) for k, v in (raw.get("restrictions") or {}).items()}
    return CardDef(
        name=raw["name"], type=raw["type"], subtypes=tuple(raw.get("subtypes", ())),
        restrictions=restrictions, unique=raw.get("unique", False), chain=raw.get("chain"),
        duration=duration, attach=raw.get("attach"), effects=_steps(raw.get("effects"), raw["name"]),
        keywords=tuple(raw.get("keywords", ())), version=raw.get("version"), level=raw.get("level"),
        **_texts(raw), becomes=raw.get("becomes"),
        printed_name=raw.get("printed_name"), errata=raw.get("errata", ""))


def parse_attack(text: str) -> tuple[int, int]:
    low, high = (int(x) for x in str(text).split("/"))
    return low, high


def build_character(raw) -> CharDef:
    for turn in raw.get("orders") or {}:
        if isinstance(turn, bool) or not isinstance(turn, int) or turn < 1:
            raise UserError(msg("db.orders", of_name=de(raw["name"]), turn=turn), raw["orders"].at(turn),
                            msg("db.orders.example"))
    orders = {int(k): dict(v) for k, v in (raw.get("orders") or {}).items()}
    return CharDef(
        name=raw["name"], classes=tuple(raw.get("classes", ())), races=tuple(raw.get("races", ())),
        castes=tuple(raw.get("castes", ())), guilds=tuple(raw.get("guilds", ())),
        attack=parse_attack(raw.get("attack", "0/0")), defense=raw.get("defense", 0), spirit=raw.get("spirit", 0),
        hp=raw.get("hp", 10), orders=orders, marauder=raw.get("marauder"),
        chain_after=tuple(raw.get("chain_after", ())), abilities=_steps(raw.get("abilities"), raw["name"]),
        **_texts(raw),
        given=tuple(key for key in ("attack", "defense", "spirit", "hp") if key in raw),
        rune_limit=raw.get("rune_limit"))


def build(raw, file: str) -> Database:
    """Build a Database from a validated ``{cards, characters}`` mapping, as loaded from ``file`` (its values
    carry their places: ``file`` is not read again)."""
    db = Database()
    for key, table, builder in (("cards", db.cards, build_card), ("characters", db.characters, build_character)):
        items = raw.get(key) or []
        for index, item in enumerate(items):
            where = items.at(index)
            name = item["name"]
            if name in table:
                raise UserError(msg("db.twice", name=name), where, msg("db.first_at", line=db.where[name].line))
            table[name] = builder(item)
            db.where[name] = where
    return db


def load_directory(directory: Path) -> Database:
    db = Database()
    for part in database.parts(directory, fmt.DATABASE, build):
        for table, other in ((db.cards, part.cards), (db.characters, part.characters)):
            for name in other:
                if name in table:
                    raise UserError(msg("db.twice_in_database", name=name), part.where[name],
                                    msg("db.also_in", where=db.where[name]))
        db = db.extended(part)
    return db


def with_define(db: Database, raw_define, file: str) -> Database:
    """The database extended by a scenario's ``define:`` block (a name already in the database is refused)."""
    local = build(raw_define, file)
    for name in list(local.cards) + list(local.characters):
        if name in db.cards or name in db.characters:
            raise UserError(msg("case.defined_here", name=name), local.where[name], msg("case.defined_here.hint"))
    return db.extended(local)
