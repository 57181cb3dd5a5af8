"""The Eredan card database: ``scenarios/eredan/database/*.yaml``.

Each file holds ``cards:`` and/or ``characters:``.  A scenario may add its own
entries under ``define:``; they are built by the same functions.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rulings.core import database
from rulings.core.errors import UserError
from rulings.core.french import de
from rulings.core.yamlio import where_of

from . import format as fmt
from .client_texts import CREDIT, DOCUMENT, reference
from .effects import check_step
from .messages import msg
from .model import CardDef, CharDef, TextSource


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


def build_card(raw, where=None) -> CardDef:
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


def build_character(raw, where=None) -> CharDef:
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


@dataclass
class Database(database.Tables):
    cards: dict = field(default_factory=dict)        # name -> CardDef
    characters: dict = field(default_factory=dict)   # name -> CharDef
    where: dict = field(default_factory=dict)        # name -> Where (for duplicate reports)

    SPEC = fmt.DATABASE
    BUILDERS = {"cards": build_card, "characters": build_character}

    def text(self, key: str, /, **values) -> str:
        return msg(f"db.{key}", **values)


build, load_directory, with_define = Database.build, Database.load, Database.with_define
