"""The base of a case told as actions (:mod:`rulings.core.action_case`, :mod:`rulings.core.action_state`,
:mod:`rulings.core.action_verbs`), on a tiny fake game written against it: a counter that an action raises, refused
past a limit."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from rulings.core.action_case import ActionCase
from rulings.core.action_game import ActionGame
from rulings.core.action_modules import Modules
from rulings.core.action_state import ActionState
from rulings.core.action_verbs import Verb, Verbs, by_active
from rulings.core.errors import UserError, Where
from rulings.core.expectations import expect_block
from rulings.core.game import ATTEMPT, NOTE, CaseView, GameBase, IllegalAction, Section, SourceDocument
from rulings.core.moments import AFTER_ACTION, TURNS, Moments, Numbered
from rulings.core.rules import RuleBook
from rulings.core.spec import Bool, Int, Obj, Str


@dataclass
class Counter(ActionState):
    value: int
    history: list = field(default_factory=list)
    book: dict = field(default_factory=dict)          # shared with every copy (a database)

    SHARED = ("book",)


class CounterCase(ActionCase[Counter]):
    """« add: N » raises the counter (refused past 10), « crash: true » is an impossible situation."""

    def new_state(self, chance: Any, observer: Any) -> Counter:
        return Counter(self.setup["value"], book=self.db, observer=observer)

    def apply(self, state: Counter, action: dict) -> None:
        if action["verb"] == "crash":
            raise UserError("impossible")
        state.value += action["add"]
        state.history.append(action["n"])
        state.trace.add("toy.add", f"+{action['add']}")
        state.emit(("added", state.value))
        if state.value > 10:
            raise IllegalAction("toy.limit", "la limite est 10")

    def read(self, state: Counter, parsed: Any) -> Any:
        return getattr(state, parsed)

    def view(self) -> CaseView:
        return CaseView((), ())

    def summary(self, state: Counter) -> list[tuple[str, Any]]:
        return [("Compteur", state.value)]

    def owed(self, state: Counter, chance: Any) -> str | None:
        return "le compteur attend 7" if state.value == 7 else None


def _case(*actions: dict, value: int = 0) -> CounterCase:
    prepared = [{"n": n, "where": Where("c.yaml", 10 + n, 5), "verb": "crash" if "crash" in a else "add", **a}
                for n, a in enumerate(actions, 1)]
    return CounterCase({"shared": True}, {"value": value}, prepared, {})


def _run(case: CounterCase) -> tuple[Counter, list]:
    seen: list = []
    state = case.new_state(None, lambda key, s: seen.append((key, s.value, list(s.history))))
    case.run(state)
    return state, seen


def test_a_case_runs_start_then_each_action_and_its_moments():
    state, seen = _run(_case({"add": 2}, {"add": 3, "attempt": True}))
    assert state.value == 5 and state.refused == [] and state.next_action == 2
    assert seen == [(("start",), 0, []), (("added", 2), 2, [1]), (("action", 1), 2, [1]),
                    (("added", 5), 5, [1, 2]), (("action", 2), 5, [1, 2])]


def test_a_refused_attempt_restores_the_state_and_records_the_refusal():
    state, seen = _run(_case({"add": 8}, {"add": 5, "attempt": True}, {"add": 1}))
    assert state.value == 9 and state.history == [1, 3] and state.book is not None
    assert state.refused == [2] and state.refused_by == ["toy.limit"] and state.deferred is None
    assert [(e.rule, e.text) for e in state.trace.entries] == [
        ("toy.add", "+8"), ("toy.limit", "Action 2 refusée : la limite est 10."), ("toy.add", "+1")]
    assert (("added", 13), 13, [1, 2]) not in seen and (("action", 2), 8, [1]) in seen


def test_an_error_is_placed_at_its_action():
    with pytest.raises(UserError) as caught:
        _run(_case({"add": 1}, {"crash": True}))
    assert str(caught.value) == "c.yaml:12:5: impossible"
    with pytest.raises(UserError) as caught:
        _run(_case({"add": 1}, {"add": 20}))
    assert caught.value.message == "action 2 : le jeu l'interdit — la limite est 10 [toy.limit]"
    assert caught.value.where.line == 12 and "attempt: true" in caught.value.hint


def test_what_a_case_owes_at_its_end_is_a_user_error():
    case = _case({"add": 7})
    state, _seen = _run(case)
    with pytest.raises(UserError, match="le compteur attend 7"):
        case.check_all_used(state, None)
    case.check_all_used(_run(_case({"add": 6}))[0], None)


def test_a_copy_shares_the_plumbing_and_the_shared_fields_and_copies_the_rest():
    state = Counter(1, history=[[1]], book={"big": 1})
    state.deferred = []
    twin = state.as_now()
    state.history[0].append(2)
    assert twin.history == [[1]] and twin.book is state.book and twin.trace is state.trace
    assert twin.deferred is None and state.deferred == []


def test_a_copy_keeps_what_two_fields_share_shared_and_a_restore_keeps_the_plumbing():
    inner = [1]
    state = Counter(1, history=[inner, inner], book={"big": 1})
    state.value = inner                          # a field sharing an object with another
    twin = state.as_now()
    assert twin.history[0] is twin.history[1] is twin.value and twin.value is not inner
    saved = state.snapshot()
    state.deferred = [("moment", None)]          # an attempt under way: its moments are kept until its verdict
    state.history, state.book = [], {"big": 2}
    state.restore(saved)
    assert state.history == [[1], [1]] and state.book == {"big": 2}      # the fields back, the shared one as it is
    assert state.deferred == [("moment", None)]                         # the plumbing as it is


def test_the_defaults_of_the_base():
    case = _case({"add": 1})
    assert case.describe(("action", 1)) == "after action 1" and case.names is None
    assert case.unmodelled() == [] and case.unfinished(case.new_state(None, None)) is None and case.fixed == {}
    base: ActionCase[Counter] = ActionCase(None, {}, [], {})
    for hook, args in (("new_state", (None, None)), ("summary", (None,))):
        with pytest.raises(NotImplementedError):
            getattr(base, hook)(*args)


def test_a_case_applies_reads_compares_and_shows_by_its_games_modules():
    toy = ModuleType("toy")
    toy.apply = lambda state, action: state.history.append(("toy", action["n"]))          # type: ignore[attr-defined]
    toy.read = lambda state, parsed, names: (parsed, state.value, names)                   # type: ignore[attr-defined]
    toy.same = lambda expected, actual: expected == -actual                                # type: ignore[attr-defined]
    toy.case_view = lambda case: CaseView((("noms", case.names),), ())                     # type: ignore[attr-defined]

    class ToyCase(CounterCase):
        modules = Modules(*[toy] * len(Modules._fields))
        apply, read, view = ActionCase.apply, ActionCase.read, ActionCase.view     # the base's, not the counter's

    case = ToyCase(None, {"value": 3}, [{"n": 1, "where": Where(), "verb": "add"}], {}, names={"x": 1})
    state = case.new_state(None, None)
    case.run(state)
    assert state.history == [("toy", 1)]
    assert case.read(state, "valeur") == ("valeur", 3, {"x": 1})
    assert case.same(2, -2) and not case.same(2, 2) and case.same(0, 0) is True
    assert case.view() == CaseView((("noms", {"x": 1}),), ())


# --- a verb table ----------------------------------------------------------------------------------------

def _load_add(context: list, raw: Any, action: dict) -> None:
    if raw["add"] > 100:
        raise UserError("trop", action["where"])
    context.append(action["n"])


def table() -> Verbs[list, Counter]:
    """A verb table, made when a test asks (a game's is made at import, before any test could see its making)."""
    return Verbs(
        (Verb("add", Int("Ajouter."), keys={"twice": Bool("Deux fois.")}, load=_load_add,
              apply=lambda s, a: setattr(s, "value", s.value + a["add"] * (2 if a.get("twice") else 1)),
              show=lambda a: f"{a['by']} ajoute {a['add']}"),
         Verb("tick", Bool("Le temps passe."), apply=lambda s, a: None, show=lambda a: "Le temps passe", by="none")),
        by=Str("Joueur.", enum=["A", "B"]), doc="Une action.", missing="ne dit pas ce que fait {by}",
        no_player="l'action {n} ({verb}) dit qui agit")


TABLE = table()


def test_a_verb_table_is_the_formats_action_spec():
    made = table()
    assert made.names == ("add", "tick") and list(made.verbs) == ["add", "tick"] and made.common == {}
    fields = made.spec.fields
    assert list(fields) == ["by", "add", "twice", "tick", "attempt", "note"]
    assert (fields["by"].enum, fields["add"].doc, fields["twice"].doc) == (["A", "B"], "Ajouter.", "Deux fois.")
    assert fields["attempt"] is ATTEMPT and fields["note"] is NOTE
    assert made.spec.doc == "Une action." and made.spec.required == () and made.spec.exclusive == (("add", "tick"),)
    # a table whose every verb needs its player requires « by »; the fields every verb takes (common) are its own
    both = Verbs((Verb("add", Int("Ajouter."), apply=lambda s, a: None, show=str),), by=Str("Joueur."), doc="",
                 missing="", common={"twice": Bool("Deux fois.")})
    assert both.spec.required == ("by",) and list(both.spec.fields) == ["by", "add", "twice", "attempt", "note"]
    assert both.common == {"twice": both.spec.fields["twice"]}


def test_a_verb_only_the_active_player_plays():
    done: list = []
    play = by_active("rule.id", "seul {active} le peut", lambda state, action: done.append((state, action["n"])))
    state = Counter(0)
    state.active = "A"
    play(state, {"n": 1, "by": "A"})
    play(state, {"n": 2})                        # no player named: the active one
    with pytest.raises(IllegalAction) as refused:
        play(state, {"n": 3, "by": "B"})
    assert done == [(state, 1), (state, 2)]
    assert (refused.value.rule, str(refused.value)) == ("rule.id", "seul A le peut")


def test_a_verb_table_prepares_applies_and_shows_an_action():
    seen: list = []
    where = Where("c.yaml", 3, 5)
    action = TABLE.prepare({"by": "A", "add": 2, "twice": True, "attempt": True}, 1, where, seen)
    assert action == {"by": "A", "add": 2, "twice": True, "attempt": True, "n": 1, "verb": "add", "where": where}
    assert seen == [1]
    state = Counter(1)
    TABLE.apply(state, action)
    assert state.value == 5 and TABLE.show(action) == "A ajoute 2 — tentative"
    with pytest.raises(UserError, match="action inconnue : voler"):
        TABLE.apply(state, {"verb": "voler"})


@pytest.mark.parametrize("raw, message", [
    ({"by": "A"}, "l'action 4 ne dit pas ce que fait A"),
    ({"add": 1}, "l'action 4 (add) dit qui agit"),
    ({"by": "A", "tick": True, "twice": True}, "« by » n'a pas de sens avec « tick » (action 4)"),
    ({"tick": True, "twice": True}, "« twice » n'a pas de sens avec « tick » (action 4)"),
    ({"by": "B", "add": 101}, "trop"),
])
def test_a_verb_table_refuses_an_action_at_its_place(raw, message):
    with pytest.raises(UserError) as caught:
        TABLE.prepare(raw, 4, Where("c.yaml", 9, 5), [])
    assert caught.value.message == message and caught.value.where.line == 9


def test_a_game_told_by_actions_and_the_defaults_of_a_game():
    toy = ModuleType("toy")     # the names the base reads from a game's modules
    toy.RULEBOOK = toy.DECK_RULES = RuleBook("toy")
    toy.SETUP = toy.EXPECT = toy.DEFINE = Obj({})
    toy.VERBS = made = table()
    toy.CHOICES, toy.READINGS = {}, {}

    class Toy(ActionGame):
        name = "toy"
        document, sections = "regles.txt", {"Principes": ("1. Début",)}
        modules = Modules(*[toy] * len(Modules._fields))
        actions_doc = "Les actions."
        pending_fr = {"discard": "{} doit défausser"}     # noqa: RUF012
        values_fr = {"zone": {"discard": "défausse"}}      # noqa: RUF012

    game = Toy()
    # what a game's modules give the base: its rule books, its format (the actions' list made of its verbs) and its
    # kinds of choice and readings
    assert (game.rulebook, game.deck_rules, game.define_spec) == (toy.RULEBOOK, toy.DECK_RULES, toy.DEFINE)
    assert list(game.case_fields) == ["setup", "actions", "expect"]
    assert (game.case_fields["setup"], game.case_fields["expect"]) == (toy.SETUP, toy.EXPECT)
    assert (game.case_fields["actions"].item, game.case_fields["actions"].doc) == (made.spec, "Les actions.")
    assert game.choices is toy.CHOICES and game.readings is toy.READINGS
    # a pending input: its kind, then its player (whatever the player's name holds); any other value by values_fr
    assert game.value_fr("pending", "discard Joueuse B") == "Joueuse B doit défausser"
    assert game.value_fr("pending", "keep A") == "keep A"
    assert game.value_fr("Goule.zone", "discard") == "défausse" and game.value_fr("zone", "discard A") == "discard A"
    assert game.told_by == "action" and GameBase.told_by == "turn"
    assert game.moments == TURNS.table and game.moment_fr("after combat 2") == "après le combat du tour 2"
    assert game.documents(Path(".")) == [SourceDocument("regles.txt", (Section("1. Début", "Principes"),))]
    assert game.case_required == ("setup", "expect") and game.case_exclusive == ()
    assert game.reference_pages() == {} and game.known_cards(Path(".")) == {} and game.plain_text("a  b") == "a  b"


# --- moments and the expect block, made when a test asks (a game's are made at import) ------------------------

def test_moments_made_from_their_numbered_forms():
    ticks = Moments(AFTER_ACTION, Numbered("end of tick", "tick-end", "à la fin du tic {}", "T", "<tic>",
                                           meaning="à la fin du tic donné", example=5))
    assert ticks.table == {"start": "au début du cas", "after action <N>": "après l'action <N>",
                           "end of tick <tic>": "à la fin du tic donné", "end": "à la fin du cas"}
    assert list(ticks.table) == ["start", "after action <N>", "end of tick <tic>", "end"]
    assert (ticks.fr("end of tick 3"), ticks.fr("after action 2"), ticks.fr("end")) == \
        ("à la fin du tic 3", "après l'action 2", "à la fin du cas")
    assert ticks.key("end of tick 12", Where()) == ("tick-end", 12) and ticks.describe(("tick-end", 12)) == \
        "end of tick 12"
    assert ticks.key("start", Where()) == ("start",) and ticks.fr("after combat 2") == "after combat 2"
    with pytest.raises(UserError) as unknown:
        ticks.key("end of tik 3", Where("c.yaml", 4, 2))
    assert unknown.value.message == "moment inconnu : « end of tik 3 »" and "end of tick 5" in str(unknown.value.hint)
    with pytest.raises(UserError) as listed:
        ticks.key("zzz", Where())
    assert listed.value.hint == "moments : start, after action N, end of tick T, end"


def test_the_expect_block_of_a_format():
    block = expect_block("start, end", "les valeurs")
    assert block.doc == "Moment → valeurs attendues. Moments : start, end" and block.fields == {}
    assert block.rest.doc == "les valeurs" and block.rest.fields == {}
    assert block.rest.rest.doc == "Valeur attendue." and type(block.rest.rest).__name__ == "AnyValue"
