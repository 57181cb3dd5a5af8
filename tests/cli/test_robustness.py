"""Hostile input ends in a clear French message and exit 2, for every game, in scenario and database files.

Each test breaks a copy of the bundled knowledge base (``kb``: the real scenarios and card databases of
every game, in ``tmp_path``) the way a defect found by hand or by fuzzing did, and runs the real command
in-process.  Before its fix, each of these ended in « erreur interne » (exit 3) or never ended.
The time bounds tell a refusal made before the work (milliseconds here) from the work done (seconds to
never): they stand well above the first, and count this process's CPU time, not the clock, so that a machine
busy with other work (a mutation campaign beside, two CI jobs) passes them too.
"""

from __future__ import annotations

import re
import shutil
import time
from pathlib import Path

import pytest

from rulings import games
from rulings.core.places import data_dir, seeds_dir
from tests.helpers import ROOT, cli, french_outputs, scenario_text  # noqa: F401 (fixture)

pytestmark = pytest.mark.usefixtures("french_outputs")     # every message of these tests is French

GAMES = list(games.REGISTRY)


# The rulings a test names, besides each game's first; and the tests that read every ruling of their game. The others
# read their game's card database and first ruling: copying every ruling for each of the 320 tests was a fifth of
# the file's time.
NAMED = {"eredan": ["regles/modification-ne-peut-pas-etre-diminuee.yaml"],
         "wowminis": ["regles/capacites-d-un-personnage.yaml"]}
EVERY_RULING = {"test_a_broken_database_is_reported_once", "test_conditions_are_checked_at_load"}


@pytest.fixture
def kb(tmp_path, monkeypatch, request) -> Path:
    """A copy of the bundled knowledge base, sources beside the real one: of the test's ``game`` parameter (Eredan
    for the tests about Eredan), the card database and the rulings the test reads (NAMED, EVERY_RULING)."""
    params = getattr(getattr(request.node, "callspec", None), "params", {})
    game = params.get("game", "eredan")
    source, target = ROOT / "scenarios" / game, tmp_path / "scenarios" / game
    if request.node.originalname in EVERY_RULING:
        shutil.copytree(source, target)
    else:
        shutil.copytree(source / "database", target / "database")
        for path in {first_scenario(ROOT, game), *(source / name for name in NAMED.get(game, ())),
                     *source.rglob("defines.yaml")}:
            (target / path.relative_to(source)).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(path, target / path.relative_to(source))
    monkeypatch.setenv("RULINGS_SEEDS", str(seeds_dir(ROOT)))
    monkeypatch.setenv("RULINGS_DATA", str(data_dir(ROOT)))
    return tmp_path


def first_scenario(kb: Path, game: str) -> Path:
    return sorted(p for p in (kb / "scenarios" / game).rglob("*.yaml") if "database" not in p.parts)[0]


def first_database(kb: Path, game: str) -> Path:
    return sorted((kb / "scenarios" / game / "database").glob("*.yaml"))[0]


def edit(path: Path, old: str, new: str) -> int:
    """Replace the first ``old`` of the file by ``new``; return the 1-based line where it was."""
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} is not in {path}"
    index = text.index(old)
    path.write_text(text[:index] + new + text[index + len(old):], encoding="utf-8")
    return text.count("\n", 0, index) + 1


def edit_somewhere(folder: Path, pattern: str, new: str) -> tuple[Path, int]:
    """Replace the first match of the regular expression ``pattern`` in the YAML files under ``folder`` (sorted)
    by ``new``; return the file and the line (the bundled files change: the test finds what it breaks)."""
    for path in sorted(folder.rglob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        found = re.search(pattern, text)
        if found:
            path.write_text(text[:found.start()] + new + text[found.end():], encoding="utf-8")
            return path, text.count("\n", 0, found.start()) + 1
    raise AssertionError(f"{pattern!r} is in no file under {folder}")


def insert_top(path: Path, line: str) -> int:
    """Add ``line`` before the first top-level key of the file; return its line number."""
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    at = next(i for i, text in enumerate(lines) if re.match(r"[a-z]", text))
    lines.insert(at, line + "\n")
    path.write_text("".join(lines), encoding="utf-8")
    return at + 1


def check(kb: Path, *paths: Path):
    return cli("check", "--kb", str(kb), *(str(p) for p in paths))


def assert_refused(result, path, *fragments, line: int | None = None) -> str:
    code, out, err = result
    assert "erreur interne" not in err and "Traceback" not in err, err
    assert code == 2, f"exit {code}\n{out}\n{err}"
    where = f"{path}:{line}:" if line is not None else f"{path}:"
    assert where in err, f"expected {where!r} in:\n{err}"
    for fragment in fragments:
        assert fragment in err, f"expected {fragment!r} in:\n{err}"
    return err


# --- keys that are not names -----------------------------------------------------------------

@pytest.mark.parametrize("key", ["~", "null", "true", "no", "1.5"])
@pytest.mark.parametrize("game", GAMES)
def test_a_key_neither_text_nor_whole_number_is_refused_in_scenarios(kb, game, key):
    path = first_scenario(kb, game)
    line = insert_top(path, f"{key}: 1")
    assert_refused(check(kb, path), path, "une clé doit être", line=line)


@pytest.mark.parametrize("game", GAMES)
def test_a_null_key_is_refused_in_databases(kb, game):
    database = first_database(kb, game)
    line = insert_top(database, "~: 1")
    assert_refused(check(kb, first_scenario(kb, game)), database, "une clé doit être", line=line)


@pytest.mark.parametrize("key", ["~", "3", "2011-09-05"])
def test_a_key_where_a_name_is_expected(kb, key):
    """The defect: ``rolls: {~: 2}`` ended in AttributeError in did_you_mean."""
    path = kb / "scenarios/eredan/regles/modification-ne-peut-pas-etre-diminuee.yaml"
    line = edit(path, "rolls: {Inébranlable: 2}", f"rolls: {{{key}: 2}}")
    assert_refused(check(kb, path), path, line=line)


def test_did_you_mean_takes_any_word():
    from rulings.core.errors import did_you_mean

    assert did_you_mean(None, ["None", "Naya"]) is not None
    assert did_you_mean(3, ["3", "Naya"]) is not None


# --- YAML tags and scalars that do not convert ----------------------------------------------------

@pytest.mark.parametrize("line, fragment", [
    ("!!float zz: 1", "« zz » n'est pas un nombre"),
    ("zz: !!int abc", "« abc » n'est pas un nombre entier"),
    ("zz: !!bool peut-être", "« peut-être » n'est pas true ou false"),
    ("zz: !!binary AAAA", "étiquette YAML « !!binary » non permise"),
    ("zz: !!set {a}", "étiquette YAML « !!set » non permise"),
    ("zz: !!omap [a: 1]", "étiquette YAML « !!omap » non permise"),
    ("zz: !!pairs [a: 1]", "étiquette YAML « !!pairs » non permise"),
    ("zz: !perso x", "étiquette YAML « !perso » non permise"),
    ("zz: [1, <<]", "« << »"),
])
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("which", ["scenario", "database"])
def test_yaml_tags_other_than_plain_values_are_refused(kb, game, which, line, fragment):
    """The defect: ``!!float a: 1`` and ``b: !!int abc`` ended in ValueError (exit 3)."""
    scenario = first_scenario(kb, game)
    path = scenario if which == "scenario" else first_database(kb, game)
    at = insert_top(path, line)
    assert_refused(check(kb, scenario), path, fragment, line=at)


def test_plain_tags_keep_their_meaning():
    from rulings.core.yamlio import load_text

    assert load_text("a: !!str 12\nb: !!int '3'\nc: !!float 1\nd: !!bool yes\ne: !!null ''\nf: !!seq [1]\n"
                     "g: !!map {h: 1}\ni: =\n", "f") == {
        "a": "12", "b": 3, "c": 1.0, "d": True, "e": None, "f": [1], "g": {"h": 1}, "i": "="}


# --- numbers out of bounds ----------------------------------------------------------------------

@pytest.mark.parametrize("value", ["123456789012345678901", "-10001", "1000000", "1.0e+400", ".inf", "-.inf", ".nan",
                                   "0x" + "f" * 40,
                                   "9" * 5000])
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("which", ["scenario", "database"])
def test_numbers_are_bounded_at_load(kb, game, which, value):
    scenario = first_scenario(kb, game)
    path = scenario if which == "scenario" else first_database(kb, game)
    at = insert_top(path, f"zz: {value}")
    assert_refused(check(kb, scenario), path, "hors des limites", line=at)


def test_a_characteristic_of_twenty_digits(kb):
    """The defect: OverflowError in turn.py::physical_attacks."""
    path = kb / "scenarios/eredan/regles/modification-ne-peut-pas-etre-diminuee.yaml"
    line = edit(path, "attack: 8/8}", "attack: 8/8, defense: 12345678901234567890}")
    assert_refused(check(kb, path), path, "12345678901234567890", "hors des limites", line=line)


def test_an_attack_range_beyond_the_bound(kb):
    path = kb / "scenarios/eredan/regles/modification-ne-peut-pas-etre-diminuee.yaml"
    line = edit(path, "attack: 8/8}", "attack: 8/123456789012345678901}")
    assert_refused(check(kb, path), path, "hors des limites", line=line)


# --- nesting ------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["[" * 12_000 + "]" * 12_000, "[" * 9_000 + "]" * 9_000,
                                  "{a: " * 12_000 + "1" + "}" * 12_000, "- " * 12_000 + "1"])
@pytest.mark.parametrize("game", GAMES)
def test_deep_nesting_in_a_database_is_refused_fast(kb, game, text):
    """The defect: 12,000-deep nesting in a database file took up to 2.3 s to refuse."""
    database = first_database(kb, game)
    database.write_text(f"cards: {text}\n" if not text.startswith("-") else f"cards:\n  {text}\n", encoding="utf-8")
    start = time.process_time()
    result = check(kb, first_scenario(kb, game))
    elapsed = time.process_time() - start
    assert_refused(result, database, "imbriqué trop profondément")
    assert elapsed < 2, f"{elapsed:.2f} s"


# --- the outcome budget ---------------------------------------------------------------------------

@pytest.mark.parametrize("alpha, beta", [("0/10000", "3/3"), ("0/5000", "3/3"), ("0/100", "0/100")])
def test_an_unfixed_roll_beyond_the_outcome_budget_is_refused_before_enumerating(kb, alpha, beta):
    """The defect: an unfixed attack range of 0/1000000 took 68 s to refuse, 0/100000000 never ended (both are
    now beyond the bound of numbers, refused at load: these ranges are within it)."""
    path = kb / "scenarios" / "eredan" / "essai.yaml"
    path.write_text(scenario_text().replace("attack: 2/2", f"attack: {alpha}").replace("attack: 3/3", f"attack: {beta}")
                    .replace("after Frappe:", "end:"), encoding="utf-8")
    start = time.process_time()
    result = check(kb, path)
    elapsed = time.process_time() - start
    assert_refused(result, path, "issues", "fixez ce jet", "l'attaque d")
    assert elapsed < 1, f"{elapsed:.2f} s"


def test_the_budget_counts_the_combinations_of_the_rolls_so_far():
    from rulings.core.chance import Chance, outcomes
    from rulings.core.errors import UserError

    def dice(count):
        def run(chance):
            return [chance.pick(f"d{k}", ["critical", "normal"], f"le dé {k}") for k in range(count)]
        return run

    assert len(list(outcomes(dice(12)))) == 4096            # 2**12: exactly the budget
    with pytest.raises(UserError, match="le dé 12 .*8 192"):
        list(outcomes(dice(13)))
    assert len(list(outcomes(dice(13), {"d0": "normal"}))) == 4096    # a fixed roll is not enumerated
    with pytest.raises(UserError, match="fixez ce jet"):
        Chance(limit=10).pick("big", range(11))
    assert Chance(limit=11).pick("big", range(11)) == 0


def test_a_fixed_roll_in_a_huge_range_costs_nothing():
    from rulings.core.chance import Chance
    from rulings.core.errors import UserError

    chance = Chance({"a": 999_999})
    start = time.process_time()
    assert chance.pick("a", range(0, 1_000_001)) == 999_999
    with pytest.raises(UserError, match="0 à 1 000 000"):
        Chance({"a": -1}).pick("a", range(0, 1_000_001))
    assert time.process_time() - start < 0.2            # enumerating the million values takes seconds


# --- a broken database, checking nothing ------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_a_broken_database_is_reported_once(kb, game):
    """The defect: one broken database file was reported once per ruling (81 identical lines, « 0 passed, 81
    failed »)."""
    database = first_database(kb, game)
    key = re.search(r"^[a-z]+:", database.read_text(encoding="utf-8"), re.M).group()
    edit(database, key, key + " [")
    rulings = [p for p in (kb / "scenarios" / game).rglob("*.yaml") if "database" not in p.parts]
    code, out, err = result = check(kb)
    assert_refused(result, database)
    errors = [text for text in err.splitlines() if text.startswith("erreur")]
    assert len(errors) == 1, err
    assert f"{database}:" in errors[0]
    assert f"{len(rulings)} scénarios ne se chargent pas à cause de cette erreur" in err
    assert out.splitlines()[-1].endswith(", 1 en échec"), out


@pytest.mark.parametrize("make", [lambda kb: kb / "essai.yaml", lambda kb: kb / "vide"])
def test_checking_nothing_is_not_a_success(kb, make):
    folder = make(kb)
    folder.mkdir()
    assert_refused(check(kb, folder), folder, "aucun scénario à vérifier")


# --- Eredan: ability parameters, conditions and durations are type-checked at load -------------------------

@pytest.mark.parametrize("value", ["abc", "[1, 2]", "{a: 1}", "true", "0"])
def test_reduce_damage_must_be_a_whole_number(kb, value):
    """The defect: a text, list or map in reduce_damage ended in TypeError in damage.py::deal."""
    database, line = edit_somewhere(kb / "scenarios/eredan/database", r"reduce_damage: \d+", f"reduce_damage: {value}")
    assert_refused(check(kb, first_scenario(kb, "eredan")), database, "reduce_damage", line=line)


@pytest.mark.parametrize("condition", [
    "{belongs: [Mage]}", "{belongs: {classes: {a: 1}}}", "{belongs: {who: personne, classes: [Mage]}}",
    "{belongs: {couleurs: [Mage]}}", "{ally_alive: [Naya]}", "{no_weapon: 3}", "{has_marker: {min: 2}}",
    "{has_marker: {marker: poudre, min: beaucoup}}", "{played_by: {a: 1}}", "{discarded: deux}", "{fighting: [a]}",
])
def test_conditions_are_checked_at_load(kb, condition):
    """The defect: a belongs condition given as a list ended in AttributeError in conditions.py::_belongs."""
    path, line = edit_somewhere(kb / "scenarios/eredan", r"if: {belongs: {classes: \[\w+\]}}", f"if: {condition}")
    checked = first_scenario(kb, "eredan") if "database" in path.parts else path     # one file: the error at load
    assert_refused(check(kb, checked), path, "condition", line=line)


@pytest.mark.parametrize("duration", ["{}", "{tours: 3}", "{combats: 0}", "{combats: trois}"])
def test_a_duration_block_needs_turns_or_combats(kb, duration):
    """The defect: an empty duration map, or one without combats, ended in KeyError in database.py::build_card."""
    database, line = edit_somewhere(kb / "scenarios/eredan/database", r"duration: {combats: "
                                                                      r"\d+}", f"duration: {duration}")
    assert_refused(check(kb, first_scenario(kb, "eredan")), database, "duration", line=line)


# --- found by tools/fuzz.py ----------------------------------------------------------------------------------

@pytest.mark.parametrize("value", ["{a: 1}", "[attack, {a: 1}]", "[[attack]]", "3"])
def test_a_stat_that_is_not_a_name(kb, value):
    """Found by the fuzzing campaign: ``stat: {a: 1}`` in a database ended in TypeError in model.stat_names."""
    database, line = edit_somewhere(kb / "scenarios/eredan/database", r"\{stat: attack,", f"{{stat: {value},")
    assert_refused(check(kb, first_scenario(kb, "eredan")), database, line=line)


# --- loading limits: the same for every game, in rulings and databases ------------------------------------------

def alias_bomb() -> str:
    lines = ['zz0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for level in range(1, 10):
        lines.append(f"zz{level}: &a{level} [" + ", ".join([f"*a{level - 1}"] * 9) + "]")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("which", ["scenario", "database"])
@pytest.mark.parametrize("limit", ["size", "aliases"])
def test_size_and_alias_limits(kb, game, which, limit):
    scenario = first_scenario(kb, game)
    path = scenario if which == "scenario" else first_database(kb, game)
    text = path.read_text(encoding="utf-8")
    if limit == "size":
        path.write_text(text + ("# " + "x" * 1000 + "\n") * 1100, encoding="utf-8")
        fragment = "est limité à"
    else:
        path.write_text(alias_bomb() + text, encoding="utf-8")
        fragment = "se développe en plus de"
    start = time.process_time()
    result = check(kb, scenario)
    assert_refused(result, path, fragment)
    assert time.process_time() - start < 1


@pytest.mark.parametrize("game", GAMES)
def test_every_engine_is_bounded_by_the_trace_budget(kb, game, monkeypatch):
    """Every rule an engine applies is a trace entry: the trace's budget stops a run of any game that would not
    end (here lowered to 3 entries, so that a real ruling of each game reaches it)."""
    from rulings.core import trace

    monkeypatch.setattr(trace, "MAX_ENTRIES", 3)
    path = first_scenario(kb, game)
    assert_refused(check(kb, path), path, "plus de 3 règles")


def test_the_trace_budget_of_a_run():
    from rulings.core.errors import BudgetExceeded
    from rulings.core.trace import MAX_ENTRIES, Trace

    trace = Trace()
    for _ in range(MAX_ENTRIES):
        trace.add("rule", "text")
    with pytest.raises(BudgetExceeded):
        trace.add("rule", "one too many")


def test_the_trace_budget_of_a_case_over_its_outcomes(monkeypatch):
    """A case whose outcomes all run long is stopped once their traces together pass the case's budget."""
    from rulings.core import runner

    monkeypatch.setattr(runner, "MAX_CASE_ENTRIES", 10)
    monkeypatch.setenv("RULINGS_CACHE", "off")     # the engine changed in this process: no verdict kept holds
    path = ROOT / "scenarios" / "eredan"
    code, out, err = cli("check", str(next(p for p in sorted(path.rglob("*.yaml")) if "rolls" not in
                                           p.read_text(encoding="utf-8") and "database" not in p.parts)))
    assert code == 2 and "sur l'ensemble de ses issues" in err, err


@pytest.mark.parametrize("game", ["wowminis"])
def test_the_outcome_budget_in_another_game(kb, game):
    """World of Warcraft Miniatures rolls a die per attack die: thirteen free dice are 8 192 outcomes."""
    database, _line = edit_somewhere(kb / "scenarios/wowminis/database", r"dice: 1\n(?=    critical: "
                                                                         r"Éclat)", "dice: 13\n")
    path = kb / "scenarios/wowminis/regles/capacites-d-un-personnage.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace(", roll: [normal]", ""), encoding="utf-8")
    start = time.process_time()
    assert_refused(check(kb, path), path, "dé 13 de Lame sacrée", "8 192", "fixez ce jet")
    assert time.process_time() - start < 1


# --- control characters: refused in every text of a file, escaped in whatever else reaches the terminal -------

CONTROLS = ["\\e]0;TITRE\\a", "\\e[2J", "\\x00", "\\b", "\\r", "\\x7f", "\\x9b", "\\x85"]


@pytest.mark.parametrize("escape", CONTROLS)
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("which", ["scenario", "database"])
def test_a_control_character_in_a_text_is_refused_at_its_line(kb, game, which, escape):
    """Written as a YAML escape in a double-quoted text (the reader refuses it raw): a title, a key, a card
    name of every game's scenario or database is refused with its place, and nothing of it reaches the
    terminal raw."""
    scenario = first_scenario(kb, game)
    path = scenario if which == "scenario" else first_database(kb, game)
    at = insert_top(path, f'zz: "avant {escape} après"')
    for command in (check(kb, scenario), cli("run", "--kb", str(kb), str(scenario))):
        err = assert_refused(command, path, "caractère de contrôle interdit", line=at)
        assert not re.search("[\x00-\x08\x0b-\x1f\x7f-\x9f]", err + command[1]), err


def test_a_control_character_in_a_title_of_the_reproducer_is_refused(kb):
    """tests/repro/terminal-escapes-printed-raw: a Wakfu title and a card name holding escape sequences."""
    shutil.copytree(ROOT / "scenarios" / "wakfu" / "database", kb / "scenarios" / "wakfu" / "database")
    path = Path(shutil.copy(ROOT / "tests" / "repro" / "terminal-escapes-printed-raw" / "combat-drop.yaml",
                            kb / "scenarios" / "wakfu" / "combat-drop.yaml"))
    code, out, err = cli("run", "--kb", str(kb), str(path))
    assert (code, out) == (2, "")
    assert err == (f"erreur : {path}:3:8: caractère de contrôle interdit (#x001b) dans le texte « Drop "
                   "\\u001b]0;TITRE-PIRATE\\u0007\\u001b[3… » : il agirait sur le terminal qui l'affiche\n")


@pytest.mark.parametrize("command", [("ask", "zzqxw\x1b[2J"), ("ask", "--json", "zzqxw\x1b[2J"),
                                     ("card", "Bw\x1b]0;x\x07ork"), ("rule", "\x1b[31m703"),
                                     ("check", "\x1b[2J.yaml"), ("\x1b[2J",)])
def test_an_argument_echoed_reaches_the_terminal_escaped(kb, command):
    code, out, err = cli(*command[:1], *(("--kb", str(kb)) if len(command) > 1 else ()), *command[1:])
    assert "erreur interne" not in err and code in (0, 1, 2), err
    assert not re.search("[\x00-\x08\x0b-\x1f\x7f-\x9f]", out + err), out + err
    assert "\\u001b" in out + err or "\\x1b" in err          # argparse shows a wrong command as Python writes it
