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

from rulings.core import french
from rulings.core.action_case import ActionCase
from rulings.core.action_game import ActionGame
from rulings.core.action_modules import Modules
from rulings.core.game import ScenarioContext
from rulings.core.trace import Trace

from . import actions, branch_points, database, deck, probe, rules, skeleton, stack, views
from . import format as fmt
from .abilities import defense
from .actions import Loading
from .model import PHASES, ZONE_FR, State, clone
from .phases import pending_text
from .setup import Names, build_state, check_setup, players_of, start
from .zones import discard_as_chosen, settle

DOCUMENT = rules.DOCUMENT
R = rules
SECTIONS = {       # the groups the site lists the rule book's sections under, each with its sections
    "Principes": (R.BASES, R.DECK, R.VICTORY, R.RESOURCES, R.ANATOMY, R.PLAY),
    "Le champ de bataille": (R.FIELD, R.KINGDOM, R.ARMY, R.STOCKS, R.DECK_ZONE, R.GRAVEYARD, R.RESERVE, R.HAND),
    "Le tour": (R.SETUP, R.TURN, R.UNTAP, R.DRAW, R.DEVOTION, R.MAIN, R.ATTACK, R.DISCARD),
    "Les cartes": (R.TYPES, R.OWNERSHIP, R.CITIES, R.FOUND, R.RESIDENTS, R.DEFEND, R.EFFECTS, R.CREATURES,
                   R.COMBAT_STATS, R.ABILITIES, R.MOVES, R.EVENTS, R.ORDER, R.MAGIC, R.ENCHANT),
    "États des cartes": (R.PLAYED, R.TAPPED, R.TAP, R.NOT_IN_PLAY, R.REMOVED),
    "Combat": (R.COMBAT, R.STEP1, R.STEP2, R.STEP3, R.STEP4),
    "Capacités et conflits": (R.CONFLICT, R.ABILITY_TYPES, R.PASSIVE, R.ACTIVABLE, R.TRIGGERED, R.X_COST),
    "Avertissements": (R.WARNINGS,),
}


MODULES = Modules(rules, fmt, actions, branch_points, database, probe, views, skeleton, deck)


class PreparedCase(ActionCase[State]):
    """An Arcmage case checked against the database, ready to run any number of times."""

    modules = MODULES
    names: Names
    _initial: State | None = None        # the situation, built at the first run and copied for every run

    def new_state(self, chance, observer) -> State:
        if self._initial is None:
            self._initial = build_state(self.setup, self.db, None)
        state = clone(self._initial)
        state.trace = Trace()
        state.trace.turn, state.trace.phase = self._initial.trace.turn, self._initial.trace.phase
        state.observer, state.next_action = observer, 0
        state.chance = chance
        return state

    def begin(self, state: State) -> None:
        start(state, self.setup, self.db)

    def finish(self, state: State) -> None:
        if state.pile and state.pending is None and not state.over:
            stack.resolve(state, None, "Fin du cas")
            settle(state)
        if not state.over:
            discard_as_chosen(state)
            settle(state)

    def owed(self, state: State, chance) -> str | None:
        pending = state.pending
        if pending is None or state.over or pending.kind in ("draw", "first_city"):
            return None
        return f"à la fin du cas, {pending_text(state)}"

    def summary(self, state: State) -> list[tuple[str, object]]:
        rows: list[tuple[str, object]] = []
        for name in state.order:
            who = state.players[name]
            cities = ", ".join(f"{c.name} ({defense(state, c)})" for c in who.cities) or "aucune"
            rows.append((f"Cités {french.de(name)}", cities))
            rows.append((f"Main {french.de(name)}", len(who.hand)))
        if state.over:
            rows.append(("Résultat", "égalité" if state.tie else f"{state.winner} gagne"))
        return rows

    def unfinished(self, state: State) -> str | None:
        combat = state.combat
        if combat is None or combat.done:
            return None
        step = ("les bloqueuses ne sont pas déclarées" if not combat.blocks_declared else
                "les dégâts ne sont pas tous répartis")
        stops = "la partie s'est terminée" if state.over else "le cas s'arrête"
        return f"{stops} au milieu de l'attaque de {combat.attacker} contre {combat.target} ({step})"

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


class Arcmage(ActionGame):
    name = "arcmage"
    title = "Arcmage"
    modules = MODULES
    actions_doc = "Les actions, dans l'ordre, par n'importe quelle joueuse."
    document, sections = DOCUMENT, SECTIONS
    values_fr = {"zone": ZONE_FR, "sizes": ZONE_FR, "phase": {p.word: p.fr for p in PHASES},   # noqa: RUF012
                 "phases": {p.word: p.fr for p in PHASES}}
    pending_fr = {"first_city": "{} doit poser sa première cité", "draw": "{} doit choisir sa pioche",  # noqa: RUF012
                  "discard": "{} doit défausser", "evacuate": "{} doit dire où vont les résidentes",
                  "choose": "{} doit choisir"}

    # --- scenarios ---------------------------------------------------------------------------

    def prepare(self, context: ScenarioContext, case) -> PreparedCase:
        db = context.db
        setup = case["setup"]
        names = Names(db)
        check_setup(setup, names)
        players = players_of(setup)
        loading = Loading(db, names, players, setup.get("turn", 1))
        actions, checks = self.prepare_actions(case, loading, lambda path: probe.parse(path, players, names))
        return PreparedCase(db, setup, actions, checks, names=names)


GAME = Arcmage()
