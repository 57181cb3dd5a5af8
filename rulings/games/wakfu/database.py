"""The Wakfu card database: ``scenarios/wakfu/database/*.yaml`` (each file a ``cards:`` list).

The source gives no card text: every card is reconstructed (``source: {kind:
reconstructed, note}``), with only what a ruling needs.  A scenario may add
cards under ``define:``; they may not shadow a database entry.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rulings.core import database
from rulings.core.errors import UserError, Where
from rulings.core.game import TextOrigin

from . import format as fmt
from .model import ELEMENTS, FIGHTERS, PHASE_WORDS, CardDef


def _cost(raw) -> tuple:
    if raw is None:
        return ()
    if isinstance(raw, dict):
        items = [e for e in ELEMENTS for _ in range(raw.get(e, 0))]
    else:
        items = list(raw)
    return tuple(sorted(items, key=ELEMENTS.index))


def build_card(raw, where: Where) -> CardDef:
    kind = raw["type"]
    name = raw["name"]

    def refuse(key: str, what: str):
        at = raw.at(key) if hasattr(raw, "at") else where
        raise UserError(f"{name} : « {key} » {what}", at)

    for key in ("pv", "pa", "pm", "mana"):
        if key in raw and kind != "leader":
            refuse(key, "n'existe que sur un Leader")
    if kind == "leader":
        for key in ("pv", "pa", "pm", "patt", "mana"):
            if key not in raw:
                raise UserError(f"le Leader {name} doit donner « {key} »", where)
    for key in ("patt", "drop"):
        if key in raw and kind not in FIGHTERS and not (key == "patt" and kind == "leader"):
            refuse(key, "n'existe que sur les créatures et les alliés (et la PAtt sur les Leaders)")
    for key in ("instant", "phase", "effect"):
        if key in raw and kind != "effet":
            refuse(key, "n'existe que sur une carte à effet")
    if "bonus" in raw and kind != "equipement":
        refuse("bonus", "n'existe que sur un équipement")
    if "no_sickness" in raw and kind not in FIGHTERS:
        refuse("no_sickness", "n'a de sens que pour une créature ou un allié")
    if "job" in raw and kind not in ("leader", "allie"):
        refuse("job", "seuls les Leaders et les alliés ont un métier")
    if raw.get("instant") and "phase" in raw:
        refuse("phase", "une carte instantanée se joue n'importe quand : elle n'indique pas de phase")
    src = raw["source"]
    return CardDef(
        name=name, type=kind, cost=_cost(raw.get("cost")), patt=raw.get("patt"), drop=raw.get("drop"),
        pv=raw.get("pv"), pa=raw.get("pa"), pm=raw.get("pm"), mana=tuple(raw.get("mana", ())),
        instant=raw.get("instant", False), phase=PHASE_WORDS[raw["phase"]] if "phase" in raw else None,
        no_sickness=raw.get("no_sickness", False), job=raw.get("job"),
        effect=tuple((raw.get("effect") or {}).items()), bonus=tuple((raw.get("bonus") or {}).items()),
        text=raw["text"], source=TextOrigin(src["kind"], src.get("document"), src.get("post"), src.get("note")))


@dataclass
class Database(database.Tables):
    cards: dict = field(default_factory=dict)      # name -> CardDef
    where: dict = field(default_factory=dict)      # name -> Where

    SPEC = fmt.DATABASE
    BUILDERS = {"cards": build_card}


build, load_directory, with_define = Database.build, Database.load, Database.with_define
