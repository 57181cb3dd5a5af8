"""The pieces every game telling its cases as actions shares (:mod:`rulings.core.action_case`,
:mod:`rulings.core.action_verbs`, :mod:`rulings.core.moments`, :mod:`rulings.core.expectations`,
:mod:`rulings.core.database`, :class:`rulings.core.game.GameBase`), on a toy game:
the ``attempt: true`` protocol, the checks of an action's keys, the moments and the expect block, a database folder."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytest

from rulings.core import action_verbs as actions
from rulings.core import moments
from rulings.core.action_case import attempt_mark, play_action
from rulings.core.action_state import ActionState
from rulings.core.branch_points import reading
from rulings.core.chance import Chance
from rulings.core.database import parts
from rulings.core.errors import UserError, Where
from rulings.core.expectations import prepare_checks
from rulings.core.game import GameBase, IllegalAction, ScenarioContext
from rulings.core.spec import Int, Obj
from rulings.core.trace import Trace
from rulings.core.yamlio import load_text


class Toy:
    """A state: a counter; an action adds ``add`` to it, refused past ``limit``."""

    def __init__(self):
        self.value, self.trace, self.refused, self.refused_by = 0, Trace(), [], []
        self.deferred, self.seen, self.chance = None, [], Chance()
        self.observer = lambda key, state: self.seen.append((key, state.value))

    def emit(self, key):
        if self.deferred is not None:
            self.deferred.append((key, self))
        else:
            self.observer(key, self)

    def snapshot(self):
        return self.value, len(self.trace.entries)

    def restore(self, saved) -> None:
        self.value, mark = saved
        del self.trace.entries[mark:]


LIMIT = reading("limit", "La limite compte-t-elle ?", "toy.limit", ("yes", "oui", "toy", "« limite 10 »"),
                ("no", "non", "toy", "« sans limite »"))
CITED = "Lecture ouverte « La limite compte-t-elle ? » : oui (lecture par défaut)"


def apply(state: Toy, action: dict) -> None:
    state.value += action["add"]
    state.trace.add("toy.add", f"+{action['add']}")
    state.emit(("added", state.value))
    if state.value > 10 and state.chance.reading(LIMIT, state.trace) == "yes":
        err = IllegalAction("toy.limit", "la limite est 10")
        err.notes = [("toy.note", "Une note.")]
        raise err


def _play(state, n, add, attempt):
    play_action(state, {"n": n, "add": add, "attempt": attempt}, apply)


def test_an_accepted_action_reports_its_moments_then_after_action_n():
    state = Toy()
    _play(state, 1, 4, False)
    _play(state, 2, 3, True)
    assert state.value == 7
    assert state.seen == [(("added", 4), 4), (("action", 1), 4), (("added", 7), 7), (("action", 2), 7)]
    assert state.refused == [] and state.refused_by == [] and state.deferred is None
    assert [e.rule for e in state.trace.entries] == ["toy.add", "toy.add"]


def test_a_refused_attempt_changes_nothing_and_is_recorded_with_its_rule_and_notes():
    state = Toy()
    _play(state, 1, 8, False)
    _play(state, 2, 5, True)
    assert state.value == 8
    assert state.refused == [2] and state.refused_by == ["toy.limit"] and state.deferred is None
    assert [(e.rule, e.text) for e in state.trace.entries] == [
        ("toy.add", "+8"), ("toy.limit", CITED), ("toy.limit", "Action 2 refusée : la limite est 10."),
        ("toy.note", "Une note.")]
    # its own moments never happened; « after action 2 » did, in the state as it was
    assert state.seen == [(("added", 8), 8), (("action", 1), 8), (("action", 2), 8)]


def test_a_reading_first_read_in_a_refused_attempt_stays_cited_once():
    """The refusal rests on the open reading the attempt read: its citation outlives the undone trace, at the turn
    and phase the trace is back to, and a reading the run read already is not cited again."""
    state = Toy()
    state.trace.turn, state.trace.phase = 1, "avant"
    saved = state.snapshot()
    state.trace.turn, state.trace.phase = 2, "pendant"
    state.chance.reading(LIMIT, state.trace)
    state.restore(saved)
    state.trace.turn, state.trace.phase = 1, "avant"
    state.chance.cite_again(0, state.trace)
    assert [(e.turn, e.phase, e.rule, e.text) for e in state.trace.entries] == [(1, "avant", "toy.limit", CITED)]
    state.chance.cite_again(0, state.trace)
    assert len(state.trace.entries) == 1
    _play(state, 1, 11, True)
    _play(state, 2, 12, True)
    assert [e.text for e in state.trace.entries] == [
        CITED, "Action 1 refusée : la limite est 10.", "Une note.", "Action 2 refusée : la limite est 10.",
        "Une note."]


def test_a_forbidden_action_without_attempt_is_the_users_mistake():
    state = Toy()
    with pytest.raises(UserError) as caught:
        _play(state, 3, 11, False)
    assert caught.value.message == "action 3 : le jeu l'interdit — la limite est 10 [toy.limit]"
    assert caught.value.hint == "pour montrer que le jeu la refuse, ajoutez « attempt: true » à l'action"
    assert state.refused == []


def test_an_error_inside_an_attempt_leaves_no_deferred_list():
    state = Toy()

    def broken(state, action):
        state.emit(("added", 1))
        raise UserError("cassé")

    with pytest.raises(UserError):
        play_action(state, {"n": 1, "attempt": True}, broken)
    assert state.deferred is None and state.seen == []


def test_each_action_numbers_from_1_with_its_line():
    case = load_text("actions:\n  - {by: A, go: 1}\n  - {by: B, go: 2}\n", "c.yaml")
    found = [(n, dict(raw), str(where)) for n, raw, where in actions.each_action(case)]
    assert found == [(1, {"by": "A", "go": 1}, "c.yaml:2:5"), (2, {"by": "B", "go": 2}, "c.yaml:3:5")]
    assert list(actions.each_action({"setup": {}})) == []
    plain = [(n, where.line) for n, _raw, where in actions.each_action({"actions": [{"go": 1}]})]
    assert plain == [(1, None)]


def test_verb_and_keys_of_an_action():
    where = Where("c.yaml", 4, 5)
    assert actions.verb_of({"by": "A", "move": 1, "play": 2}, ("play", "move"), 1, where, "ne dit rien") == "play"
    with pytest.raises(UserError) as caught:
        actions.verb_of({"by": "A"}, ("play", "move"), 2, where, "ne dit pas ce qui est fait")
    assert str(caught.value) == "c.yaml:4:5: l'action 2 ne dit pas ce qui est fait (un verbe parmi : play, move)"
    actions.refuse_unknown_keys({"by": "A", "play": 1}, {"by", "play"}, "play", 1, where)
    with pytest.raises(UserError) as caught:
        actions.refuse_unknown_keys({"by": "A", "play": 1, "zz": 0, "to": 2}, {"by", "play"}, "play", 3, where)
    assert str(caught.value) == "c.yaml:4:5: « to » n'a pas de sens avec « play » (action 3)"


@pytest.mark.parametrize("text, key", [
    ("start", ("start",)), ("end", ("end",)), ("after action 1", ("action", 1)), ("after action 3", ("action", 3)),
    ("after combat 2", ("combat", 2)), ("after combat 4", ("combat", 4)), ("end of turn 2", ("turn-end", 2)),
    ("end of turn 3", ("turn-end", 3)),
])
def test_moment_keys_and_their_words(text, key):
    assert moments.moment_key(text, 3, 2, 4, Where()) == key
    assert moments.describe(key) == text


@pytest.mark.parametrize("text, actions_, message", [
    ("after action 4", 3, "moment « after action 4 » : ce cas a 3 actions"),
    ("after action 0", 3, "moment « after action 0 » : ce cas a 3 actions"),
    ("after action 2", 1, "moment « after action 2 » : ce cas a 1 action"),
    ("after action 1", 0, "moment « after action 1 » : ce cas n'a aucune action"),
    ("after combat 1", 3, "moment « after combat 1 » : le tour 1 n'est pas joué dans ce cas (tours 2 à 4)"),
    ("after combat 5", 3, "moment « after combat 5 » : le tour 5 n'est pas joué dans ce cas (tours 2 à 4)"),
    ("end of turn 4", 3, "moment « end of turn 4 » : le tour 4 ne finit pas dans ce cas (ajoutez {by: …, end_turn: "
                         "true})"),
])
def test_a_moment_the_case_never_reaches_is_refused(text, actions_, message):
    with pytest.raises(UserError) as caught:
        moments.moment_key(text, actions_, 2, 4, Where("c.yaml", 9, 3))
    assert caught.value.message == message and caught.value.where.line == 9


def test_an_unknown_moment_suggests_one():
    with pytest.raises(UserError) as caught:
        moments.moment_key("after acton 1", 1, 1, 1, Where())
    assert caught.value.message == "moment inconnu : « after acton 1 »"
    assert "after action 1" in caught.value.hint
    with pytest.raises(UserError) as caught:
        moments.moment_key("zzz", 1, 1, 1, Where())
    assert caught.value.hint == "moments : start, after action N, after combat T, end of turn T, end"


def test_the_expect_block_becomes_checks_in_order_with_their_lines():
    expect = load_text("start:\n  a.x: 1\nafter action 1:\n  b.y: 2\n  a.x: 3\n", "c.yaml")
    seen = []
    checks = prepare_checks(expect, lambda text, where: (text, where.line), lambda path: path.upper(),
                            lambda parsed: f"<{parsed}>", lambda *args: seen.append(args))
    assert list(checks) == [("start", 1), ("after action 1", 3)]
    assert [(c.moment, c.key, c.path, c.parsed, c.expected, c.line, c.label) for c in checks[("after action 1", 3)]] \
        == [("after action 1", ("after action 1", 3), "b.y", "B.Y", 2, 4, "<B.Y>"),
            ("after action 1", ("after action 1", 3), "a.x", "A.X", 3, 5, "<A.X>")]
    assert seen == [("a.x", "A.X", 1), ("b.y", "B.Y", 2), ("a.x", "A.X", 3)]


def test_an_error_of_a_path_points_at_its_line():
    expect = load_text("end:\n  ok: 1\n  bad: 2\n", "c.yaml")

    def parse(path):
        if path == "bad":
            raise UserError("chemin inconnu")
        return path

    with pytest.raises(UserError) as caught:
        prepare_checks(expect, lambda text, where: (text,), parse, str)
    assert str(caught.value) == "c.yaml:3:3: chemin inconnu"

    def refuse(path, parsed, expected):
        if expected == 2:
            raise UserError("valeur de mauvaise forme")

    with pytest.raises(UserError) as caught:
        prepare_checks(expect, lambda text, where: (text,), str, str, refuse)
    assert str(caught.value) == "c.yaml:3:3: valeur de mauvaise forme"
    checks = prepare_checks({"end": {"a": 1}}, lambda text, where: (text,), str, str)
    assert checks[("end",)][0].line is None


SPEC = Obj({"cards": Int("nombre")}, "une partie")


def test_a_database_folder_is_read_in_order_of_name_each_file_checked(tmp_path: Path):
    (tmp_path / "b.yaml").write_text("cards: 2\n", encoding="utf-8")
    (tmp_path / "a.yaml").write_text("cards: 1\n", encoding="utf-8")
    (tmp_path / "notes.txt").write_text("cards: 3\n", encoding="utf-8")
    built = list(parts(tmp_path, SPEC, lambda raw, file: (Path(file).name, raw["cards"])))
    assert built == [("a.yaml", 1), ("b.yaml", 2)]
    (tmp_path / "c.yaml").write_text("cards: deux\n", encoding="utf-8")
    with pytest.raises(UserError) as caught:
        list(parts(tmp_path, SPEC, lambda raw, file: raw))
    assert str(caught.value) == \
        f"{tmp_path / 'c.yaml'}:1:1: « cards » doit être un nombre entier, pas le texte « deux »"


class ToyGame(GameBase):
    name = "toy"

    def __init__(self):
        super().__init__()
        self.loaded = []

    def load_database(self, folder):
        self.loaded.append(folder)
        return {"base": 1}

    def with_define(self, db, raw_define, file):
        return {**db, **raw_define, "file": file}


def test_a_game_base_loads_each_database_once_and_extends_it_by_define(tmp_path: Path, monkeypatch):
    game = ToyGame()
    monkeypatch.chdir(tmp_path)
    assert game.database(tmp_path) == {"base": 1}
    assert game.database(Path(".")) is game.database(tmp_path)
    assert game.loaded == [tmp_path.resolve() / "scenarios" / "toy" / "database"]
    context = game.scenario_context({"define": {"local": 2}}, "s.yaml", tmp_path)
    assert context == ScenarioContext({"base": 1, "local": 2, "file": "s.yaml"}, "s.yaml")
    assert game.scenario_context({}, "s.yaml", tmp_path).db is game.database(tmp_path)
    with pytest.raises(NotImplementedError):
        GameBase().load_database(tmp_path)
    with pytest.raises(NotImplementedError):
        GameBase().with_define({}, {}, "s.yaml")


def test_an_action_that_is_no_map_is_placed_at_its_item_and_a_plain_list_at_the_case():
    case = load_text("name: c\nactions:\n  - {by: A}\n  - pass\n", "c.yaml")
    assert [str(where) for _n, _raw, where in actions.each_action(case)] == ["c.yaml:3:5", "c.yaml:4:5"]
    case["actions"] = [{"by": "A"}, "pass"]                   # a list without places: the case's place
    assert [str(where) for _n, _raw, where in actions.each_action(case)] == ["c.yaml:1:1", "c.yaml:1:1"]
    plain = {"actions": [{"by": "A"}]}                         # nothing has a place
    assert [str(where) for _n, _raw, where in actions.each_action(plain)] == ["<entrée>"]


def test_a_refusal_without_notes_is_recorded_alone():
    state = Toy()

    def refuse(state, action):
        raise IllegalAction("toy.never", "jamais")

    play_action(state, {"n": 1, "attempt": True}, refuse)
    assert [(e.rule, e.text) for e in state.trace.entries] == [("toy.never", "Action 1 refusée : jamais.")]


def test_a_database_file_that_is_no_map_or_lacks_a_key_is_refused_at_its_top(tmp_path: Path):
    spec = Obj({"cards": Int("nombre")}, "une partie", required=["cards"])
    (tmp_path / "a.yaml").write_text("- 1\n- 2\n", encoding="utf-8")
    with pytest.raises(UserError) as caught:
        list(parts(tmp_path, spec, lambda raw, file: raw))
    assert str(caught.value) == \
        f"{tmp_path / 'a.yaml'}:1:1: le fichier doit être un bloc de clés (clé: valeur), pas une liste"
    (tmp_path / "a.yaml").write_text("\n\nautre: 1\n", encoding="utf-8")
    with pytest.raises(UserError) as caught:
        list(parts(tmp_path, Obj({"cards": Int("nombre")}, "x", required=["cards"], rest=Int("n")),
                   lambda raw, file: raw))
    assert str(caught.value) == f"{tmp_path / 'a.yaml'}:3:1: clé manquante « cards »"


@dataclass
class Shelf(ActionState):
    value: int = 0
    hand: list = field(default_factory=list)
    hands: dict = field(default_factory=dict)
    db: dict | None = None


@dataclass
class SharedShelf(Shelf):
    SHARED = ("db",)


def test_a_state_as_now_copies_its_fields_and_shares_its_trace_and_the_shared_ones():
    state = SharedShelf(hand=["a"], db={"big": 1}, observer=print)
    state.deferred = []
    twin = state.as_now()
    state.hand.append("b")
    assert twin.hand == ["a"] and twin.value == 0
    assert twin.trace is state.trace and twin.observer is state.observer and twin.db is state.db
    assert twin.deferred is None and state.deferred == []
    assert Shelf(db={"big": 1}).as_now().db == {"big": 1}
    unshared = Shelf(db={"big": 1})
    assert unshared.as_now().db is not unshared.db


def test_an_attempt_is_marked_in_the_judges_table_and_nothing_else_is():
    assert attempt_mark({"n": 1, "attempt": True}) == " — tentative"
    assert attempt_mark({"n": 1, "attempt": False}) == ""
    assert attempt_mark({"n": 1}) == ""


def test_a_state_as_now_shares_its_observer_and_copies_nested_values_whole():
    state = Shelf(hands={"A": ["a"]}, observer=lambda key, s: None)
    twin = state.as_now()
    state.hands["A"].append("b")
    assert twin.hands == {"A": ["a"]}
    assert twin.observer is state.observer       # a function: a copy would be another object


@pytest.mark.parametrize("typed, meant", [("strat", "start"), ("ennd", "end"), ("after acton 1", "after action 1"),
                                          ("after combt 1", "after combat 1"), ("end of trun 1", "end of turn 1")])
def test_an_unknown_moment_is_placed_and_suggests_the_moment_meant(typed, meant):
    where = Where("c.yaml", 7, 5)
    with pytest.raises(UserError) as caught:
        moments.moment_key(typed, 2, 1, 2, where)
    assert caught.value.where is where and f"« {meant} »" in caught.value.hint


def test_a_database_file_holding_a_single_value_is_refused_at_the_file(tmp_path: Path):
    folder = tmp_path / "db"
    folder.mkdir()
    (folder / "a.yaml").write_text("3\n", encoding="utf-8")
    with pytest.raises(UserError) as caught:
        list(parts(folder, Obj({"n": Int()}, required=("n",)), lambda raw, path: raw))
    assert str(caught.value).startswith(f"{folder / 'a.yaml'}: ")
