"""Arcmage (« Awesome Rules Concept ») as a plug-in of the core (the contract: :mod:`rulings.core.game`).

A case is a situation (``setup``: two or more players, their kingdom, army,
resources, hand, deck…), an ordered list of ``actions`` by any player, and
expected values (``expect``) at named moments:

* ``start``: the situation, before anything;
* ``after action N``: just after the N-th action, accepted or refused;
* ``after combat T``: the combat of turn T over, its dead in their graveyards;
* ``end of turn T``: after the discard phase of turn T and the end of the turn;
* ``end``: after the last action, once the pile has resolved.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from rulings.core import french
from rulings.core.errors import UserError, Where, did_you_mean
from rulings.core import moments as action_moments
from rulings.core.game import Check, Section, SourceDocument
from rulings.core.trace import Trace
from rulings.core.yamlio import where_of

from . import format as fmt
from . import deck, probe, rules, skeleton, stack, views
from .actions import run_action
from .database import Database, load_directory, with_define
from .model import clone
from .setup import Names, build_state, check_setup, players_of, start

_MOMENT = re.compile(r"(after action|after combat|end of turn) (\d+)")
DOCUMENT = rules.DOCUMENT
R = rules
SECTIONS = (
    (R.BASES, "Principes"), (R.DECK, "Principes"), (R.VICTORY, "Principes"), (R.RESOURCES, "Principes"),
    (R.ANATOMY, "Principes"), (R.PLAY, "Principes"),
    (R.FIELD, "Le champ de bataille"), (R.KINGDOM, "Le champ de bataille"), (R.ARMY, "Le champ de bataille"),
    (R.STOCKS, "Le champ de bataille"), (R.DECK_ZONE, "Le champ de bataille"), (R.GRAVEYARD, "Le champ de bataille"),
    (R.RESERVE, "Le champ de bataille"), (R.HAND, "Le champ de bataille"),
    (R.SETUP, "Le tour"), (R.TURN, "Le tour"), (R.UNTAP, "Le tour"), (R.DRAW, "Le tour"), (R.DEVOTION, "Le tour"),
    (R.MAIN, "Le tour"), (R.ATTACK, "Le tour"), (R.DISCARD, "Le tour"),
    (R.TYPES, "Les cartes"), (R.OWNERSHIP, "Les cartes"), (R.CITIES, "Les cartes"), (R.FOUND, "Les cartes"),
    (R.RESIDENTS, "Les cartes"), (R.DEFEND, "Les cartes"), (R.EFFECTS, "Les cartes"), (R.CREATURES, "Les cartes"),
    (R.COMBAT_STATS, "Les cartes"), (R.ABILITIES, "Les cartes"), (R.MOVES, "Les cartes"), (R.EVENTS, "Les cartes"),
    (R.ORDER, "Les cartes"), (R.MAGIC, "Les cartes"), (R.ENCHANT, "Les cartes"),
    (R.PLAYED, "États des cartes"), (R.TAPPED, "États des cartes"), (R.TAP, "États des cartes"),
    (R.NOT_IN_PLAY, "États des cartes"), (R.REMOVED, "États des cartes"),
    (R.COMBAT, "Combat"), (R.STEP1, "Combat"), (R.STEP2, "Combat"), (R.STEP3, "Combat"), (R.STEP4, "Combat"),
    (R.CONFLICT, "Capacités et conflits"), (R.ABILITY_TYPES, "Capacités et conflits"),
    (R.PASSIVE, "Capacités et conflits"), (R.ACTIVABLE, "Capacités et conflits"),
    (R.TRIGGERED, "Capacités et conflits"), (R.X_COST, "Capacités et conflits"),
    (R.WARNINGS, "Avertissements"),
)
EXTRA_KEYS = {"play": {"target", "to", "pay", "x", "mode", "as"}, "draw": {"resources"}, "devote": {"with", "target"},
              "activate": {"ability", "target", "pay", "x", "to"}, "move": {"to"}, "attack": {"with"}}
WITHOUT_PLAYER = ("resolve_pile", "phase")


@dataclass
class Context:
    db: Database
    file: str


class PreparedCase:
    """An Arcmage case checked against the database, ready to run any number of times."""

    def __init__(self, db: Database, setup, actions: list, checks: dict, names: Names):
        self.db, self.setup, self.actions, self.checks, self.names = db, setup, actions, checks, names
        self.fixed: dict = {}
        self._initial = None

    def new_state(self, chance, observer):
        if self._initial is None:                     # built once, copied for every run
            self._initial = build_state(self.setup, self.db, None)
        state = clone(self._initial)
        state.trace = Trace()
        state.trace.turn, state.trace.phase = self._initial.trace.turn, self._initial.trace.phase
        state.observer, state.next_action = observer, 0
        return state

    def run(self, state) -> None:
        state.emit(("start",))
        start(state, self.setup, self.db)
        for action in self.actions:
            state.next_action = action["n"]
            try:
                run_action(state, action)
            except UserError as err:
                raise err.located(action["where"]) from None
        if state.pile and state.pending is None and not state.over:
            stack.resolve(state, None, "Fin du cas")
            from .zones import settle

            settle(state)

    def pending_inputs(self, state, chance) -> bool:
        return state.next_action < len(self.actions)

    def check_all_used(self, state, chance) -> None:
        pending = state.pending
        if pending is None or state.over or pending.kind in ("draw", "first_city"):
            return
        from .phases import pending_text

        raise UserError(f"à la fin du cas, {pending_text(state)}")

    def read(self, state, parsed):
        return probe.read(state, parsed, self.names)

    @staticmethod
    def same(expected, actual) -> bool:
        return probe.same(expected, actual)

    def describe(self, key) -> str:
        kind = key[0]
        if kind in ("start", "end"):
            return kind
        return {"action": "after action", "combat": "after combat", "turn-end": "end of turn"}[kind] + f" {key[1]}"

    def view(self):
        return views.case_view(self)

    def summary(self, state) -> list[tuple[str, object]]:
        from .abilities import defense

        rows = []
        for name in state.order:
            who = state.players[name]
            cities = ", ".join(f"{c.name} ({defense(state, c)})" for c in who.cities) or "aucune"
            rows.append((f"Cités {french.de(name)}", cities))
            rows.append((f"Main {french.de(name)}", len(who.hand)))
        if state.over:
            rows.append(("Résultat", "égalité" if state.tie else f"{state.winner} gagne"))
        return rows

    def unmodelled(self) -> list[str]:
        names = {card for _player, card in self.names.pieces.values()}
        for player in players_of(self.setup):
            side = self.setup.get(player) or {}
            for zone in ("hand", "graveyard", "reserve"):
                names.update(self.db.lookup(n) for n in side.get(zone) or [])
        for action in self.actions:
            if action["verb"] == "play":
                names.add(action["play"])
        return sorted(n for n in names if n in self.db.cards and not self.db.cards[n].modelled)


class Arcmage:
    name = "arcmage"
    title = "Arcmage"
    rulebook = rules.RULEBOOK
    deck_rules = rules.DECK_RULES
    moments = dict(action_moments.MOMENTS)
    case_fields = fmt.CASE_FIELDS
    case_required = ("setup", "expect")
    case_exclusive = ()
    define_spec = fmt.DEFINE

    def __init__(self):
        self._databases: dict[Path, Database] = {}

    # --- metadata ----------------------------------------------------------------------------

    def documents(self, seeds: Path) -> list[SourceDocument]:
        return [SourceDocument(DOCUMENT, tuple(Section(title, group) for title, group in SECTIONS))]

    def database(self, root: Path) -> Database:
        if root in self._databases:                  # the same root again (no file system call)
            return self._databases[root]
        resolved = Path(root).resolve()
        if resolved not in self._databases:
            self._databases[resolved] = load_directory(resolved / "scenarios" / "arcmage" / "database")
        self._databases[root] = self._databases[resolved]
        return self._databases[resolved]

    def catalogue(self, db: Database) -> dict:
        return views.catalogue(db)

    moment_fr = staticmethod(action_moments.moment_fr)

    def check_deck(self, file: str, root: Path):
        return deck.check(deck.load_deck(file, self.database(root)))

    def skeleton(self, scenario_id, sides, plays, title, root):
        return skeleton.skeleton(self.database(root), scenario_id, sides, plays, title)

    # --- scenarios ---------------------------------------------------------------------------

    def scenario_context(self, raw, file: str, root: Path) -> Context:
        db = self.database(root)
        if "define" in raw:
            db = with_define(db, raw["define"], file)
        return Context(db, file)

    def prepare(self, context: Context, case) -> PreparedCase:
        db = context.db
        setup = case["setup"]
        names = Names(db)
        check_setup(setup, names)
        players = players_of(setup)
        raw_actions = case.get("actions") or []
        actions = []
        turn = setup.get("turn", 1)
        for index, raw in enumerate(raw_actions):
            where = where_of(raw, raw_actions.at(index) if hasattr(raw_actions, "at") else where_of(case))
            actions.append(self._prepare_action(raw, index + 1, where, db, names, players, turn))
            if actions[-1]["verb"] == "end_turn":
                turn += 1
        checks = self._prepare_checks(case["expect"], players, names, len(actions), setup.get("turn", 1), turn)
        return PreparedCase(db, setup, actions, checks, names)

    def _prepare_action(self, raw, number: int, where: Where, db, names: Names, players: list, turn: int) -> dict:
        verbs = [v for v in fmt.VERBS if v in raw]
        if not verbs:
            raise UserError(f"l'action {number} ne dit pas ce qui est fait", where, "un verbe parmi : " +
                            ", ".join(fmt.VERBS))
        verb = verbs[0]
        if "by" not in raw and verb not in WITHOUT_PLAYER:
            raise UserError(f"l'action {number} ne dit pas qui agit : ajoutez « by: A »", where)
        if raw.get("by") is not None and raw["by"] not in players:
            raise UserError(f"{raw['by']} ne joue pas dans ce cas ({', '.join(players)})", where)
        allowed = {"by", verb, "attempt", "note"} | EXTRA_KEYS.get(verb, set())
        extra = sorted(set(raw) - allowed)
        if extra:
            raise UserError(f"« {extra[0]} » n'a pas de sens avec « {verb} » (action {number})", where)
        action = {k: v for k, v in raw.items()}
        action.update(n=number, verb=verb, where=where, attempt=raw.get("attempt", False), turn=turn)
        at = f"action {number}"
        if verb in ("play", "found", "first_city"):
            action[verb] = db.card(raw[verb], where, at).name
        if verb == "play":
            card = db.cards[action["play"]]
            if card.modes and "mode" not in raw:
                raise UserError(f"{card.name} demande de choisir une option : ajoutez « mode: 1 » (1 à "
                                f"{len(card.modes)})", where)
            if "mode" in raw and not 1 <= raw["mode"] <= len(card.modes):
                raise UserError(f"{card.name} n'a pas d'option {raw['mode']}", where)
            if card.type == "creature" and "as" in raw:
                names.pieces.setdefault(raw["as"], (raw["by"], card.name))
        if verb == "discard":
            action["discard"] = [db.card(n, where, at).name for n in raw["discard"]]
        for key in ("resources", "resource"):
            if key in raw:
                for faction, items in raw[key].items():
                    if faction not in deck.FACTIONS:
                        raise UserError(f"faction inconnue : « {faction} »", where, did_you_mean(str(faction),
                                                                                                   deck.FACTIONS))
                action[key] = {f: [db.card(n, where, at).name for n in items] for f, items in raw[key].items()}
        if verb == "move" and "to" not in raw:
            raise UserError("un déplacement dit où : « to: army » ou « to: <cité> »", where)
        if verb == "attack" and not raw.get("with"):
            raise UserError("une attaque nomme ses attaquantes : « with: [...] », dans l'ordre des batailles", where)
        if verb == "end_turn" and raw["end_turn"] is not True:
            raise UserError("end_turn: false ne fait rien : retirez l'action", where)
        if verb == "resolve_pile" and raw["resolve_pile"] is False:
            raise UserError("resolve_pile: false ne fait rien : retirez l'action", where)
        return action

    def _prepare_checks(self, expect, players, names, count: int, first: int, last: int) -> dict:
        checks: dict = {}
        for moment, items in expect.items():
            where = expect.at(moment) if hasattr(expect, "at") else Where()
            key = self._moment_key(str(moment), count, first, last, where)
            for path, expected in items.items():
                try:
                    parsed = probe.parse(str(path), players, names)
                except UserError as err:
                    raise err.located(items.at(path) if hasattr(items, "at") else where) from None
                line = items.at(path).line if hasattr(items, "at") else None
                checks.setdefault(key, []).append(
                    Check(str(moment), key, str(path), parsed, expected, line, probe.label(parsed)))
        return checks

    @staticmethod
    def _moment_key(text: str, count: int, first: int, last: int, where: Where) -> tuple:
        if text in ("start", "end"):
            return (text,)
        match = _MOMENT.fullmatch(text)
        if not match:
            raise UserError(f"moment inconnu : « {text} »", where,
                            did_you_mean(text, ["start", "end", "after action 1", "after combat 1", "end of turn 1"])
                            or "moments : start, after action N, after combat T, end of turn T, end")
        kind, number = match.group(1), int(match.group(2))
        if kind == "after action":
            if not 1 <= number <= count:
                had = f"a {count} action{'s' if count > 1 else ''}" if count else "n'a aucune action"
                raise UserError(f"moment « {text} » : ce cas {had}", where)
            return ("action", number)
        if not first <= number <= last:
            raise UserError(f"moment « {text} » : le tour {number} n'est pas joué dans ce cas (tours {first} à "
                            f"{last})", where)
        if kind == "end of turn" and number == last:
            raise UserError(f"moment « {text} » : le tour {number} ne finit pas dans ce cas (ajoutez "
                            f"{{by: …, end_turn: true}})", where)
        return ("combat" if kind == "after combat" else "turn-end", number)


GAME = Arcmage()
