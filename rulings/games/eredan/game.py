"""Eredan iTCG as a plug-in of the core (the contract: :mod:`rulings.core.game`).

:data:`GAME` gives the core what it needs: the format of a case, the card
database, the source documents, and :meth:`Eredan.prepare`, which checks a
case against the database and returns a :class:`PreparedCase` the runner
executes.  How a case and a card are shown is in :mod:`.views`.
"""

from __future__ import annotations

import re
from pathlib import Path

from rulings.core.errors import UserError, Where, did_you_mean
from rulings.core.expectations import prepare_checks
from rulings.core.french import de
from rulings.core.game import GameBase, ScenarioContext, SourceDocument

from . import client_texts, documents, probe, skeleton, views
from . import deck as decks
from . import format as fmt
from .branch_points import CHOICES, READINGS
from .database import Database, load_directory, with_define
from .messages import msg
from .rules import RULEBOOK
from .setup import apply_attached_effects, apply_starting_bonuses, build_game, character_entries, check_setup
from .turn import play_turn

MOMENTS = ("start of turn", "start of combat", "before attacks", "end of combat", "end of turn")
_AFTER = re.compile(r"after (.+?)(?: #(\d+))?")
# « after <Card> at end of combat »: just after that card's effects of the end of the combat fired (#N: Nth time)
TIMED = (" at end of combat", " at end of turn")


class PreparedCase:
    """A case checked against the database, ready to run any number of times."""

    def __init__(self, db: Database, setup, turns: list, first_turn: int, initiative: str, checks: dict,
                 fixed: dict, fixed_where: dict | None = None):
        self.db, self.setup, self.turns = db, setup, turns
        self.first_turn, self.initiative = first_turn, initiative
        self.checks, self.fixed = checks, fixed
        self.fixed_where = fixed_where or {}       # chance label -> where the scenario fixes it (its rolls line)

    def new_state(self, chance, observer):
        game = build_game(self.setup, self.db, chance, observer)
        apply_attached_effects(game)
        apply_starting_bonuses(game, self.setup)
        return game

    def run(self, game) -> None:
        for index, turn in enumerate(self.turns):
            number = self.first_turn + index
            if game.over:
                outcome = msg("case.drawn") if game.winner == "draw" else msg("case.won_by", player=game.winner)
                raise UserError(msg("case.after_end", number=number, previous=number - 1, outcome=outcome))
            game.turn = number
            game.active = game.first if index % 2 == 0 else game.other(game.first)
            try:
                play_turn(game, turn)
            except UserError as err:  # an impossible situation: point at the turn that shows it
                raise err.located(turn["where"]) from None

    def check_all_used(self, game, chance) -> None:
        if game.unused_choices:
            (seq, key), name = next(iter(game.unused_choices.items()))
            raise UserError(msg("case.unused_choice", key=key, name=name))
        unused = chance.unused()
        if unused:
            turn, _, who = unused[0].partition(":")
            raise UserError(msg("case.unused_roll", who=who, turn=turn[1:]), self.fixed_where.get(unused[0]))

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
        return [(msg("case.hp", of_name=de(c.name)), c.hp) for p in ("A", "B") for c in game.players[p].characters]

    @staticmethod
    def unfinished(game) -> None:
        """Every turn of a case is played whole: nothing is left halfway."""
        return None

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


class Eredan(GameBase):
    name = "eredan"
    title = "Eredan iTCG"
    rulebook = RULEBOOK
    deck_rules = decks.DECK_RULES
    moments = {"after <carte>": "après <carte>", **views.MOMENTS_FR, "end": "fin du scénario"}
    case_fields = fmt.CASE_FIELDS
    case_required = ("setup", "expect")
    case_exclusive = (("turns", "fight"), ("turns", "play"), ("turns", "rolls"), ("turns", "discard"))
    define_spec = fmt.DEFINE
    choices, readings = CHOICES, READINGS
    values_fr = {"winner": {"draw": "égalité"}}   # noqa: RUF012

    def load_database(self, folder: Path) -> Database:
        return load_directory(folder)

    def with_define(self, db: Database, raw_define, file: str) -> Database:
        return with_define(db, raw_define, file)

    def __init__(self):
        super().__init__()
        self._known: dict[Path, dict] = {}

    def documents(self, seeds: Path) -> list[SourceDocument]:
        return documents.documents(seeds)

    def catalogue(self, db: Database) -> dict:
        return views.catalogue(db)

    moment_fr = staticmethod(views.moment_fr)
    plain_text = staticmethod(client_texts.plain)

    def known_cards(self, root: Path) -> dict:
        """The client's cards that the database does not have (:mod:`.client_texts`), not modelled."""
        root = Path(root).resolve()
        if root not in self._known:
            self._known[root] = views.known_cards(root, self.database(root))
        return self._known[root]

    def reference_pages(self) -> dict[str, str]:
        """The vocabulary of card effects, from the specification the validator uses (see :mod:`.effects_doc`)."""
        from . import effects_doc

        return {effects_doc.PAGE: effects_doc.page()}

    def check_deck(self, file: str, root: Path):
        return decks.check(decks.load_deck(file, self.deck_database(file, root)))

    def skeleton(self, scenario_id, sides, plays, title, root):
        return skeleton.skeleton(self.database(root), scenario_id, sides, plays, title, client_texts.load(root))

    def prepare(self, context: ScenarioContext, case) -> PreparedCase:
        db = context.db
        setup = case["setup"]
        names = check_setup(setup, db)
        owners = {}
        for player in ("A", "B"):
            for raw in setup[player]["characters"]:
                owners[raw if isinstance(raw, str) else raw["name"]] = player
        if "turns" in case:         # each turn, and where the case writes it
            raw_turns = [(raw, case["turns"].at(i)) for i, raw in enumerate(case["turns"])]
        elif "fight" in case:
            raw_turns = [({k: case[k] for k in ("fight", "play", "discard", "rolls") if k in case}, case.at("fight"))]
        else:
            raise UserError(msg("case.no_fight"))     # placed at the case by the core (scenario.from_raw)
        first = setup.get("turn", 1)
        turns: list[dict] = []
        fixed: dict[str, object] = {}           # chance label -> the outcome the scenario fixes
        fixed_where: dict[str, Where] = {}      # chance label -> where it fixes it
        played_names: set[str] = set()
        for index, (raw_turn, where) in enumerate(raw_turns):
            number = first + index
            turns.append(self._prepare_turn(raw_turn, number, owners, db, fixed, fixed_where, played_names, where))
        attached = {a if isinstance(a, str) else a["card"] for _p, raw, _w in character_entries(setup)
                    if not isinstance(raw, str) for a in raw.get("attached", [])}
        timed = {name + suffix for name in played_names | attached for suffix in TIMED}
        reachable = played_names | timed       # the cards an « after <card> » may name
        checks = prepare_checks(case["expect"],
                                lambda text, where: self._moment_key(text, reachable, first, len(turns), where),
                                lambda path: probe.parse(path, names), probe.label, probe.check_expected)
        return PreparedCase(db, setup, turns, first, setup.get("initiative", "A"), checks, fixed, fixed_where)

    def _prepare_turn(self, raw, number, owners, db, fixed, fixed_where, played_names, where):
        fight = raw["fight"]
        for player in ("A", "B"):
            name = fight[player]
            if name not in owners:
                raise UserError(msg("case.not_character", turn=number, name=name), fight.at(player),
                                did_you_mean(name, owners))
            if owners[name] != player:
                raise UserError(msg("case.wrong_player", turn=number, name=name, owner=owners[name], player=player),
                                fight.at(player))
        play = {}
        for player, items in (raw.get("play") or {}).items():
            prepared = []
            for index, item in enumerate(items):
                item_where = items.at(index)
                entry = {"card": item} if isinstance(item, str) else item
                card = entry["card"]
                if card not in db.cards:
                    hint = did_you_mean(card, db.cards)
                    if card in db.characters:
                        hint = msg("case.is_character", card=card)
                    raise UserError(msg("case.unknown_card", card=card), item_where, hint or msg("case.define_card"))
                for key in ("by", "target"):
                    if key in entry and entry[key] not in owners:
                        raise UserError(msg("case.not_character_of", name=entry[key], key=key, card=card),
                                        item_where, did_you_mean(entry[key], owners))
                if "choose" in entry:
                    picked = entry["choose"] if isinstance(entry["choose"], list) else [entry["choose"]]
                    for name in picked:
                        if name not in db.cards:
                            raise UserError(msg("case.unknown_chosen", name=name, card=card), item_where,
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
                raise UserError(msg("case.roll_for_nothing", turn=number, key=key), raw["rolls"].at(key),
                                did_you_mean(key, list(owners) + list(db.cards)))
            fixed[f"T{number}:{key}"] = value
            fixed_where[f"T{number}:{key}"] = raw["rolls"].at(key)
        return {"fight": dict(fight), "play": play, "discard": dict(raw.get("discard") or {}), "where": where}

    def _moment_key(self, text, played_names, first, count, where: Where):
        if text == "end":
            return ("end",)
        match = _AFTER.fullmatch(text)
        if match:
            card = match.group(1)
            if card not in played_names:
                played = ", ".join(sorted(n for n in played_names if not n.endswith(TIMED)))
                raise UserError(msg("case.not_played", moment=text, card=card), where,
                                did_you_mean(card, played_names) or (msg("case.played", cards=played) if played_names
                                                                     else None))
            return ("after", card, int(match.group(2) or 1))
        for name in MOMENTS:
            if text == name:
                if count > 1:
                    raise UserError(msg("case.which_turn", moment=text, count=count, example=f"{name} {first}"), where)
                return (name, first)
            if text.startswith(name + " "):
                number = text[len(name) + 1:]
                if not number.isdigit() or not first <= int(number) < first + count:
                    raise UserError(msg("case.turn_not_played", moment=text, number=number, first=first,
                                        last=first + count - 1), where)
                return (name, int(number))
        raise UserError(msg("case.unknown_moment", moment=text), where,
                        did_you_mean(text, ["end", *MOMENTS, "after <card>"])
                        or msg("case.moments", moments=", ".join(f"« {m} »" for m in MOMENTS)))


GAME = Eredan()
