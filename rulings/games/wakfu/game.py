"""Wakfu TCG (rules of June 2008) as a plug-in of the core (the contract: :mod:`rulings.core.game`).

A case is a situation (``setup``), an ordered list of ``actions`` by either
player, and expected values (``expect``) at named moments:

* ``start``: the situation, before anything (and before phase 1 when the case
  starts in the untap phase);
* ``after action N``: just after the N-th action, accepted or refused;
* ``after combat T``: the combat of turn T entirely resolved (drop included);
* ``end of turn T``: after phase 8 of turn T, before the opponent's phase 1;
* ``end``: after the last action.
"""

from __future__ import annotations

from rulings.core.action_case import ActionCase
from rulings.core.action_game import ActionGame
from rulings.core.action_modules import Modules
from rulings.core.game import ScenarioContext

from . import actions, branch_points, database, deck, probe, rules, skeleton, views
from . import format as fmt
from .actions import Loading, settle
from .model import PHASE_WORDS, ZONE_FR, Phase, State, other
from .phases import untap_and_draw
from .setup import build_state, check_setup, entry, leaders_of
from .zones import hand_limit

DOCUMENT = rules.DOCUMENT
SECTIONS = {       # the groups the site lists the rule book's sections under, each with its sections
    "Principes": (rules.START, rules.VICTORY, rules.GOLDEN, rules.CARDS, rules.FIELD),
    "Le tour": (rules.PHASES, rules.P1, rules.P2, rules.P3),
    "Combat": (rules.P4, rules.P5, rules.P6),
    "Fin du tour": (rules.P7, rules.P8),
    "Cartes à effets et équipements": (rules.EFFECTS, rules.EQUIPMENT),
    "Artisanat": (rules.CRAFT,),
}


MODULES = Modules(rules, fmt, actions, branch_points, database, probe, views, skeleton, deck)


class PreparedCase(ActionCase[State]):
    """A Wakfu case checked against the database, ready to run any number of times."""

    modules = MODULES      # its value paths name the pieces in play (names: {name: (owner, card name)})

    def new_state(self, chance, observer) -> State:
        state = build_state(self.setup, self.db, observer)
        state.chance = chance
        return state

    def begin(self, state: State) -> None:
        """Phase 1 when the case starts there; a hand above its PA in the setup is discarded first, the active
        player's before the other's (each owes her discard before any other action)."""
        if state.phase == Phase.DEGAGEMENT:
            untap_and_draw(state)
        for player in (state.active, other(state.active)):
            if state.pending is None:
                hand_limit(state, player)

    def finish(self, state: State) -> None:
        settle(state)

    def summary(self, state: State) -> list[tuple[str, object]]:
        rows = [(f"PV de {p}", state.players[p].leader.pv) for p in ("A", "B")]
        if state.over:
            rows.append(("Vainqueur", state.winner or "aucun"))
        return rows

    def unfinished(self, state: State) -> str | None:
        combat = state.combat
        if combat is None or combat.resolved:
            return None
        step = ("les défenseurs ne sont pas déclarés" if not combat.defenders_declared else
                "les points ne sont pas tous répartis")
        return f"le cas s'arrête au milieu du combat du tour {combat.turn} ({step})"

    def unmodelled(self) -> list[str]:
        names: set[str] = set()
        names.update(action["card"].name for action in self.actions if "card" in action)
        for player in ("A", "B"):
            side = self.setup[player]
            leader = entry(side["leader"])
            names.add(leader.get("card", leader["name"]))
            names.update(leader.get("equipment", []))
            for zone in ("rest", "combat"):
                names.update(entry(r).get("card", entry(r)["name"]) for r in side.get(zone) or [])
        return sorted(n for n in names if n in self.db.cards and not self.db.cards[n].modelled)


class Wakfu(ActionGame):
    name = "wakfu"
    title = "Wakfu TCG (règles de juin 2008)"
    modules = MODULES
    actions_doc = "Les actions, dans l'ordre, par l'un ou l'autre joueur."
    document, sections = DOCUMENT, SECTIONS
    values_fr = {"zone": ZONE_FR, "phase": {w: p.fr for w, p in PHASE_WORDS.items()},   # noqa: RUF012
                 "phases": {w: p.fr for w, p in PHASE_WORDS.items()}}
    pending_fr = {"discard": "{} doit défausser le surplus de sa main",   # noqa: RUF012
                  "keep": "{} doit garder une carte du drop"}

    # --- scenarios ---------------------------------------------------------------------------

    def prepare(self, context: ScenarioContext, case) -> PreparedCase:
        db, setup = context.db, case["setup"]
        in_play = check_setup(setup, db)
        leaders = leaders_of(setup)
        pieces = {n: v for n, v in in_play.items() if n not in leaders}
        loading = Loading(db, pieces, leaders, setup.get("turn", 1))
        actions, checks = self.prepare_actions(case, loading, lambda path: probe.parse(path, pieces, leaders))
        return PreparedCase(db, setup, actions, checks, names=pieces)


GAME = Wakfu()
