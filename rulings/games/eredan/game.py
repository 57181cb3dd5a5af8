"""Eredan iTCG as a plug-in of the core (the contract: :mod:`rulings.core.game`).

:data:`GAME` gives the core what it needs: the format of a case, the card
database, the source documents, and :meth:`Eredan.prepare`, which checks a
case against the database and returns a :class:`PreparedCase` the runner
executes.  How a case and a card are shown is in :mod:`.views`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from rulings.core.errors import UserError, Where, did_you_mean
from rulings.core.game import Check, SourceDocument
from rulings.core.yamlio import where_of

from . import deck as decks
from . import documents
from . import format as fmt
from . import probe, skeleton, views
from .database import Database, build, load_directory
from .rules import RULEBOOK
from .setup import apply_attached_effects, apply_starting_bonuses, build_game, character_entries, check_setup
from .turn import play_turn

MOMENTS = ("start of turn", "start of combat", "before attacks", "end of combat", "end of turn")
_AFTER = re.compile(r"after (.+?)(?: #(\d+))?")
# « after <Card> at end of combat »: just after that card's effects of the end of the combat fired (#N: Nth time)
TIMED = (" at end of combat", " at end of turn")


@dataclass
class Context:
    db: Database
    file: str


class PreparedCase:
    """A case checked against the database, ready to run any number of times."""

    def __init__(self, db: Database, setup, turns: list, first_turn: int, initiative: str, checks: dict,
                 fixed: dict):
        self.db, self.setup, self.turns = db, setup, turns
        self.first_turn, self.initiative = first_turn, initiative
        self.checks, self.fixed = checks, fixed
        self.last_turn = first_turn + len(turns) - 1

    def new_state(self, chance, observer):
        game = build_game(self.setup, self.db, chance, observer)
        apply_attached_effects(game)
        apply_starting_bonuses(game, self.setup)
        return game

    def run(self, game) -> None:
        for index, turn in enumerate(self.turns):
            number = self.first_turn + index
            if game.over:
                raise UserError(f"turn {number} is given, but the game ended in turn {number - 1} "
                                f"(winner: {game.winner})")
            game.turn = number
            game.active = self.initiative if index % 2 == 0 else game.other(self.initiative)
            try:
                play_turn(game, turn)
            except UserError as err:  # an impossible situation: point at the turn that shows it
                raise err.located(turn["where"]) from None

    def pending_inputs(self, game, chance) -> bool:
        return bool(game.unused_choices) or bool(chance.unused()) or game.turn < self.last_turn

    def check_all_used(self, game, chance) -> None:
        if game.unused_choices:
            (seq, key), name = next(iter(game.unused_choices.items()))
            raise UserError(f"the choice '{key}' given for {name} was never used by the engine "
                            f"(the card did not need it, or it was cancelled): remove it or check the scenario")
        unused = chance.unused()
        if unused:
            turn, _, who = unused[0].partition(":")
            raise UserError(f"the roll given for {who} in turn {turn[1:]} was never used: nothing was rolled for it")

    def read(self, game, parsed):
        return probe.read(game, parsed)

    @staticmethod
    def same(expected, actual) -> bool:
        return probe.same(expected, actual)

    def describe(self, key) -> str:
        if key[0] == "after":
            return f"after {key[1]}" + (f" #{key[2]}" if key[2] > 1 else "")
        if key[0] == "end":
            return "end"
        return f"{key[0]} {key[1]}"

    def view(self):
        return views.case_view(self)

    def summary(self, game) -> list[tuple[str, object]]:
        """What a judge reads after a run, whatever the scenario expects: each character's HP."""
        return [(f"PV de {c.name}", c.hp) for p in ("A", "B") for c in game.players[p].characters]

    def unmodelled(self) -> list[str]:
        """Cards of this case (played, chosen or attached) whose effect the database does not describe:
        the engine plays them as cards without effect, it cannot decide what their text would do."""
        names = set()
        for turn in self.turns:
            for items in turn["play"].values():
                for item in items:
                    names.add(item["card"].name)
                    chosen = item["choices"].get("choose", [])
                    names.update(chosen if isinstance(chosen, list) else [chosen])
        for _player, raw, _where in character_entries(self.setup):
            for attached in ([] if isinstance(raw, str) else raw.get("attached", [])):
                names.add(attached if isinstance(attached, str) else attached["card"])
        return sorted(n for n in names if n in self.db.cards and not self.db.cards[n].effects)


class Eredan:
    name = "eredan"
    title = "Eredan iTCG"
    rulebook = RULEBOOK
    deck_rules = decks.DECK_RULES
    moments = {"after <carte>": "après <carte>", **views.MOMENTS_FR, "end": "fin du scénario"}
    case_fields = fmt.CASE_FIELDS
    case_required = ("setup", "expect")
    case_exclusive = (("turns", "fight"), ("turns", "play"), ("turns", "rolls"), ("turns", "discard"))
    define_spec = fmt.DEFINE

    def __init__(self):
        self._databases: dict[Path, Database] = {}

    def documents(self, seeds: Path) -> list[SourceDocument]:
        return documents.documents(seeds)

    def database(self, root: Path) -> Database:
        root = Path(root).resolve()
        if root not in self._databases:
            self._databases[root] = load_directory(root / "scenarios" / "eredan" / "database")
        return self._databases[root]

    def catalogue(self, db: Database) -> dict:
        return views.catalogue(db)

    moment_fr = staticmethod(views.moment_fr)

    def check_deck(self, file: str, root: Path):
        return decks.check(decks.load_deck(file, self.database(root)))

    def skeleton(self, scenario_id, sides, plays, title, root):
        return skeleton.skeleton(self.database(root), scenario_id, sides, plays, title)

    def scenario_context(self, raw, file: str, root: Path) -> Context:
        db = self.database(root)
        if "define" in raw:
            local = build(raw["define"], file)
            for name in list(local.cards) + list(local.characters):
                if name in db.cards or name in db.characters:
                    raise UserError(f"'{name}' is defined in this scenario but already exists in the card database",
                                    local.where[name], "use the database entry, or give the local one another "
                                                       "name (e.g. 'name (exemple)')")
            db = db.extended(local)
        return Context(db, file)

    def prepare(self, context: Context, case) -> PreparedCase:
        db = context.db
        setup = case["setup"]
        names = check_setup(setup, db)
        owners = {}
        for player in ("A", "B"):
            for raw in setup[player]["characters"]:
                owners[raw if isinstance(raw, str) else raw["name"]] = player
        if "turns" in case:
            raw_turns = list(case["turns"])
            turn_wheres = [case["turns"].at(i) for i in range(len(raw_turns))]
        elif "fight" in case:
            raw_turns = [{k: case[k] for k in ("fight", "play", "discard", "rolls") if k in case}]
            turn_wheres = [case.at("fight")]
        else:
            raise UserError("a case needs 'fight' (and 'play') for one turn, or 'turns' for several",
                            where_of(case))
        first = setup.get("turn", 1)
        turns, fixed, played_names = [], {}, set()
        for index, (raw_turn, where) in enumerate(zip(raw_turns, turn_wheres)):
            number = first + index
            turns.append(self._prepare_turn(raw_turn, number, owners, db, fixed, played_names, where))
        attached = {a if isinstance(a, str) else a["card"] for _p, raw, _w in character_entries(setup)
                    if not isinstance(raw, str) for a in raw.get("attached", [])}
        timed = {name + suffix for name in played_names | attached for suffix in TIMED}
        checks = self._prepare_checks(case["expect"], names, played_names | timed, first, len(turns), case)
        return PreparedCase(db, setup, turns, first, setup.get("initiative", "A"), checks, fixed)

    def _prepare_turn(self, raw, number, owners, db, fixed, played_names, where):
        fight = raw["fight"]
        for player in ("A", "B"):
            name = fight[player]
            if name not in owners:
                raise UserError(f"turn {number}: '{name}' is not a character of this scenario",
                                fight.at(player), did_you_mean(name, owners))
            if owners[name] != player:
                raise UserError(f"turn {number}: {name} belongs to player {owners[name]}, not {player}",
                                fight.at(player))
        play = {}
        for player, items in (raw.get("play") or {}).items():
            prepared = []
            for index, item in enumerate(items):
                item_where = where_of(item, items.at(index))
                entry = {"card": item} if isinstance(item, str) else item
                card = entry["card"]
                if card not in db.cards:
                    hint = did_you_mean(card, db.cards)
                    if card in db.characters:
                        hint = f"{card} is a character, not a card"
                    raise UserError(f"unknown card '{card}'", item_where, hint or "define it under 'define: cards:'")
                for key in ("by", "target"):
                    if key in entry and entry[key] not in owners:
                        raise UserError(f"'{entry[key]}' ({key} of {card}) is not a character of this scenario",
                                        item_where, did_you_mean(entry[key], owners))
                if "choose" in entry:
                    picked = entry["choose"] if isinstance(entry["choose"], list) else [entry["choose"]]
                    for name in picked:
                        if name not in db.cards:
                            raise UserError(f"unknown card '{name}' (choose of {card})", item_where,
                                            did_you_mean(name, db.cards))
                        played_names.add(name)
                played_names.add(card)
                choices = {k: (list(entry[k]) if isinstance(entry[k], list) else entry[k])
                           for k in ("target", "choose") if k in entry}
                prepared.append({"card": db.cards[card], "by": entry.get("by"), "choices": choices,
                                 "attempt": entry.get("attempt", False)})
            play[player] = prepared
        for key, value in (raw.get("rolls") or {}).items():
            if key not in owners and key not in db.cards:
                raise UserError(f"turn {number}: a roll is given for '{key}', which is neither a character nor a card",
                                raw["rolls"].at(key), did_you_mean(key, list(owners) + list(db.cards)))
            fixed[f"T{number}:{key}"] = value
        return {"fight": dict(fight), "play": play, "discard": dict(raw.get("discard") or {}), "where": where}

    def _prepare_checks(self, expect, names, played_names, first, count, case) -> dict:
        checks: dict = {}
        for moment, items in expect.items():
            moment_where = expect.at(moment)
            key = self._moment_key(str(moment), played_names, first, count, moment_where)
            for path, expected in items.items():
                try:
                    parsed = probe.parse(str(path), names)
                except UserError as err:
                    raise err.located(items.at(path)) from None
                checks.setdefault(key, []).append(
                    Check(str(moment), key, str(path), parsed, expected, items.at(path).line))
        return checks

    def _moment_key(self, text, played_names, first, count, where: Where):
        if text == "end":
            return ("end",)
        match = _AFTER.fullmatch(text)
        if match:
            card = match.group(1)
            if card not in played_names:
                raise UserError(f"moment '{text}': {card} is not played in this case", where,
                                did_you_mean(card, played_names) or
                                ("played: " + ", ".join(sorted(n for n in played_names if not n.endswith(TIMED)))
                                 if played_names else None))
            return ("after", card, int(match.group(2) or 1))
        for name in MOMENTS:
            if text == name:
                if count > 1:
                    raise UserError(f"moment '{text}': this case has {count} turns, say which one "
                                    f"(e.g. '{name} {first}')", where)
                return (name, first)
            if text.startswith(name + " "):
                number = text[len(name) + 1:]
                if not number.isdigit() or not first <= int(number) < first + count:
                    raise UserError(f"moment '{text}': turn {number} is not played in this case "
                                    f"(turns {first} to {first + count - 1})", where)
                return (name, int(number))
        raise UserError(f"unknown moment '{text}'", where,
                        did_you_mean(text, ["end", *MOMENTS, "after <card>"]) or
                        "moments: after <card>, after <card> at end of combat, " + ", ".join(MOMENTS) + ", end")


GAME = Eredan()
