"""The World of Warcraft Miniatures database: ``scenarios/wowminis/database/*.yaml`` (``characters:`` and
``abilities:`` lists).

No card text of the game is in the sources: every character and ability is
reconstructed from the example that names it, or invented for a ruling
(``source: {kind: reconstructed, note}``).  The kind of an ability (react,
payment, ongoing) is not stored: it is computed from its notes line and its
tick cost (700.2).  A scenario may add entries under ``define:``; they may not
shadow the database.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rulings.core import database
from rulings.core.errors import UserError, Where
from rulings.core.game import TextOrigin

from . import format as fmt
from .model import AbilityDef, CharDef


def _origin(raw) -> TextOrigin:
    return TextOrigin(raw["kind"], raw.get("document"), raw.get("post"), raw.get("note"), raw.get("credit"))


def _steps(items) -> tuple:
    return tuple(tuple(dict(step).items()) for step in items or ())


def build_ability(raw, where: Where) -> AbilityDef:
    name = raw["name"]

    def refuse(key: str, what: str):
        raise UserError(f"{name} : « {key} » {what}", raw.at(key) if hasattr(raw, "at") else where)

    aura = dict(raw.get("aura") or {})
    ability = AbilityDef(
        name=name, notes=raw.get("notes", ""), cost=raw.get("cost"), instant=raw.get("instant", False),
        attack=raw.get("attack", False), heal=raw.get("heal", False), main=raw.get("main", False),
        targets=raw.get("targets", 0), up_to=raw.get("up_to", False), side=raw.get("side", "enemy"),
        range=raw.get("range"), aoe=raw.get("aoe", False), dice=raw.get("dice", 0), critical=raw.get("critical"),
        event=raw.get("event"), trigger=raw.get("trigger"), ticks=tuple(raw.get("ticks") or ()),
        aura=tuple((k, v) for k, v in aura.items() if k not in ("to", "range")), aura_to=aura.get("to", "allies"),
        aura_range=aura.get("range"), pay=_steps(raw.get("pay")), effect=_steps(raw.get("effect")),
        text=raw["text"], origin=_origin(raw["source"]))
    kind = ability.kind
    if kind == "react" and not ability.event:
        refuse("notes", "en fait une réaction (700.2) : donnez son évènement de réaction (« event »)")
    if ability.event and kind != "react":
        refuse("event", "n'a de sens que pour une réaction (le mot « react » sur la ligne de notes)")
    if ability.trigger and kind != "ongoing":
        refuse("trigger", "une capacité déclenchable est continue (704.2) : ni « react » ni coût en tics")
    if ability.trigger == "end_of_tick" and not ability.ticks:
        refuse("trigger", "dites à la fin de quels tics (« ticks: [5, 10] »)")
    if aura and (kind != "ongoing" or ability.trigger):
        refuse("aura", "un effet continu vient d'une capacité continue non déclenchable (704.3)")
    if ability.instant and kind != "payment":
        refuse("instant", "seule une capacité payante est instantanée ou une action (702.1)")
    if (ability.attack or ability.heal or ability.main) and kind != "payment":
        refuse("attack" if ability.attack else "heal" if ability.heal else "main",
               "les attaques, les soins et la capacité principale d'une carte sont des capacités payantes (702.2)")
    if ability.pay and not ability.arrow:
        refuse("pay", "seule une capacité payante à flèche (ni attaque ni soin) a un coût écrit avant la flèche")
    if (ability.targets or ability.aoe) and kind == "ongoing":
        refuse("targets", "une capacité continue n'est pas jouée : elle n'a pas de cible")
    if ability.up_to and not ability.targets:
        refuse("up_to", "donnez le nombre maximum de cibles (« targets »)")
    if ability.aoe and not ability.attack:
        refuse("aoe", "seule une attaque est une AOE")
    if (ability.dice or ability.critical) and not ability.attack:
        refuse("dice" if ability.dice else "critical", "seule une attaque lance des dés")
    return ability


def build_character(raw, where: Where) -> CharDef:
    main = raw.get("main")
    if isinstance(main, list):
        if len(main) != 1:
            raise UserError(f"{raw['name']} : la zone de texte supérieure d'une carte de personnage contient une "
                            f"unique capacité, son attaque principale (700.1), pas {len(main)}",
                            raw.at("main") if hasattr(raw, "at") else where)
        main = main[0]
    return CharDef(name=raw["name"], health=raw["health"], armor=raw.get("armor", 0), main=main,
                   abilities=tuple(raw.get("abilities") or ()), vp=raw.get("vp", 0), text=raw["text"],
                   origin=_origin(raw["source"]))


def check_links(db: Database) -> None:
    """Every name an entry refers to exists; a main attack is an attack (700.1)."""
    for name, char in db.characters.items():
        where = db.where[name]
        for ability in ([char.main] if char.main else []) + list(char.abilities):
            if ability not in db.abilities:
                raise UserError(f"{name} : capacité inconnue « {ability} »", where)
        if char.main and not db.abilities[char.main].attack:
            raise UserError(f"{name} : « {char.main} » n'est pas une attaque ; la zone de texte supérieure contient "
                            "l'attaque principale (700.1)", where)
    for name, ability in db.abilities.items():
        where = db.where[name]
        if ability.critical and (ability.critical not in db.abilities or
                                 db.abilities[ability.critical].trigger != "critical"):
            raise UserError(f"{name} : « {ability.critical} » n'est pas une capacité critique de la base "
                            "(trigger: critical)", where)
        for key, value in (s for step in ability.effect for s in step):
            if key == "summon" and value not in db.characters:
                raise UserError(f"{name} : invoque « {value} », qui n'est pas une figurine de la base", where)


@dataclass
class Database(database.Tables):
    characters: dict = field(default_factory=dict)
    abilities: dict = field(default_factory=dict)
    where: dict = field(default_factory=dict)

    SPEC = fmt.DATABASE
    BUILDERS = {"abilities": build_ability, "characters": build_character}
    TEXTS = {"first_at": "première définition : {where}",
             "defined_here": "« {name} » est défini dans ce scénario mais existe déjà dans la base",
             "defined_here.hint": "donnez un autre nom à l'entrée locale"}

    def names(self) -> list:
        return [*self.characters, *self.abilities]

    def checked(self) -> Database:
        check_links(self)
        return self


build, load_directory, with_define = Database.build, Database.load, Database.with_define
