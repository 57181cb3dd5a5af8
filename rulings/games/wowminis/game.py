"""World of Warcraft Miniatures, chapter 7 (abilities), as a plug-in of the core (the contract:
:mod:`rulings.core.game`).

A case is a situation (``setup``: two to four players, their characters, who is
adjacent to whom), an ordered list of ``actions`` (play an ability, react in
the most recent window, pass, the end of a tick, a move) and expected values
(``expect``) at named moments:

* ``start``: the situation, continuous effects applied;
* ``after action N``: just after the N-th action, accepted or refused;
* ``after window N``: reaction window N (windows are numbered as they open: a window nested in
  window 1 is window 2, and closes first) has closed, and the ability that opened it has been negated or
  resolved;
* ``after wave N``: the N-th wave of triggered abilities has resolved, then its
  destructions, victory points and victory check;
* ``end of tick N``: every wave caused by the end of tick N has resolved;
* ``end``: after the last action, every open window closed.
"""

from __future__ import annotations

from pathlib import Path

from rulings.core import french
from rulings.core.action_case import ActionCase
from rulings.core.action_game import ActionGame
from rulings.core.action_modules import Modules
from rulings.core.errors import UserError, Where
from rulings.core.game import ScenarioContext
from rulings.core.moments import check_action

from . import actions, branch_points, database, deck, events, probe, rules, skeleton, views
from . import format as fmt
from .actions import Loading, finish_case
from .database import Database
from .lines import DOCUMENT, HEADINGS, PARAGRAPHS
from .model import State
from .setup import build_state, check_setup

MODULES = Modules(rules, fmt, actions, branch_points, database, probe, views, skeleton, deck)


class PreparedCase(ActionCase[State]):
    """A case checked against the database, ready to run any number of times."""

    modules = MODULES

    def __init__(self, db: Database, setup, players: list, characters: dict, actions: list, checks: dict,
                 fixed: dict, ordered: set):
        super().__init__(db, setup, actions, checks, fixed, names=db)     # its value paths name what the database has
        self.players, self.characters, self.ordered = players, characters, ordered

    def new_state(self, chance, observer) -> State:
        state = build_state(self.setup, self.players, self.db, observer, chance)
        events.refresh(state)
        return state

    def start_action(self, state: State, action: dict) -> None:
        super().start_action(state, action)
        state.choices.update(action.get("order") or {})      # the wave orders it gives outlive a refusal

    def finish(self, state: State) -> None:
        state.trace.turn = len(self.actions) + 1
        finish_case(state)

    def place(self, state: State, action: dict | None) -> Where:
        """The action that played the ability resolving (where its choices go), else the action played."""
        return self.actions[state.resolving - 1]["where"] if state.resolving else super().place(state, action)

    def owed(self, state: State, chance) -> str | None:
        unused: dict[str, list[str]] = {}
        for name, ability in sorted(self.ordered - state.used):
            unused.setdefault(name, []).append(ability)
        if unused:
            said = " ; ".join(f"{french.join(abilities)} pour {name}" for name, abilities in unused.items())
            return f"« order » nomme ce qu'aucune vague de l'action n'a fait affecter à ce personnage : {said}"
        rolls = chance.unused() if chance is not None else []
        if rolls:
            return f"le jet fixé ({', '.join(rolls)}) n'a jamais eu lieu : l'attaque n'a pas été résolue"
        return None

    describe = staticmethod(views.MOMENTS.describe)

    def summary(self, state: State) -> list:
        rows = [(f"Santé {french.de(c.name)}", c.health if c.in_play else "détruit") for c in state.chars.values()]
        if any(p.vp for p in state.players.values()) or state.victory:
            rows += [(f"Points de victoire de {p}", state.players[p].vp) for p in state.order]
        if state.over:
            rows.append(("Vainqueur", state.winner or "aucun"))
        return rows


def _sections() -> dict[str, tuple[str, ...]]:
    """The chapter's paragraphs (each a whole line) under their rule's heading."""
    groups: dict[str, list[str]] = {}
    for number, line in PARAGRAPHS.items():
        groups.setdefault(HEADINGS[number.split(".")[0]], []).append(line)
    return {heading: tuple(lines) for heading, lines in groups.items()}


class WowMinis(ActionGame):
    name = "wowminis"
    title = "World of Warcraft Miniatures (chapitre 7)"
    modules = MODULES
    actions_doc = "Les actions, dans l'ordre."
    timeline = views.MOMENTS
    values_fr = {"kind": {"react": "réaction", "payment": "payante", "ongoing": "continue"}}   # noqa: RUF012
    document = DOCUMENT     # the chapter's numbered paragraphs (each a whole line), under their rule's heading
    sections = _sections()

    # --- metadata ---------------------------------------------------------------------------------

    def check_deck(self, file: str, root: Path):
        return deck.check(file, root)

    # --- scenarios --------------------------------------------------------------------------------

    def prepare(self, context: ScenarioContext, case) -> PreparedCase:
        db = context.db
        setup = case["setup"]
        players, characters = check_setup(setup, db)
        loading = Loading(db, players, characters)
        actions, checks = self.prepare_actions(case, loading,
                                               lambda path: probe.parse(path, players, characters, db))
        fixed: dict[str, object] = {}
        ordered: set[tuple[str, str]] = set()        # (character, ability) of every wave order
        for action in actions:
            for k, value in enumerate(action.get("roll") or ()):
                fixed[f"action {action['n']}, dé {k + 1}"] = value
            ordered.update((name, item) for name, order in (action.get("order") or {}).items() for item in order)
        return PreparedCase(db, setup, players, characters, actions, checks, fixed, ordered)

    def moment_key(self, text: str, case, actions: list, loading, where: Where) -> tuple:
        """A moment of actions, windows, waves and ticks: ``end of tick N`` for a tick the actions end."""
        key = views.MOMENTS.key(text, where)
        if len(key) == 1:
            return key
        kind, number = key
        if kind == "action":
            check_action(text, number, len(actions), where)
        if kind == "tick" and number not in {a["end_of_tick"] for a in actions if a["verb"] == "end_of_tick"}:
            raise UserError(f"moment « {text} » : aucune action « end_of_tick: {number} » dans ce cas", where)
        if number < 1:
            raise UserError(f"moment « {text} » : les numéros commencent à 1", where)
        return key


GAME = WowMinis()
