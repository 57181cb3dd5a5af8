"""Bad input never gives a Python traceback.

Each test writes a small broken scenario to ``tmp_path`` and runs the real
command (``rulings check FILE``, in-process or as a subprocess).  It must exit
with code 2 and say on stderr, in French, ``file:line[:column]: what is wrong``
and, when a name is misspelt, what the user probably meant (« vouliez-vous
dire … ? »).  Every output of these tests is also scanned for English
(:func:`helpers.english_in`, the autouse fixture ``french_only``).

Expectations of the wrong type and impossible situations are input errors; a YAML syntax error keeps its line
and column and says the usual cause in plain French.
"""

from __future__ import annotations

import re
import subprocess
import sys
import time
import tracemalloc

import pytest

from tests.helpers import (  # noqa: F401 (fixture)
    ROOT,
    assert_french,
    cli,
    french_outputs,
    line_of,
    scenario_text,
    write,
)

pytestmark = pytest.mark.usefixtures("french_outputs")     # every message of these tests is French

BASE = scenario_text()

# The in-process tests use this small card database instead of the bundled one, so
# that they test error handling, not the current state of the colleagues' cards.
TEST_DATABASE = """\
cards:
  - {name: Eblouissement, type: action, text: "Échange des bonus d'attaque.", source: {kind: reconstructed}}
characters:
  - {name: Mâche l'âme, races: [Démon], text: "Un démon.", source: {kind: reconstructed}}
  - {name: Naya, text: "Une héroïne.", source: {kind: reconstructed}}
"""


@pytest.fixture(autouse=True)
def small_database(monkeypatch):
    from rulings.core.yamlio import load_text
    from rulings.games.eredan import database
    from rulings.games.eredan import format as fmt
    from rulings.games.eredan.game import GAME

    raw = load_text(TEST_DATABASE, "test-database.yaml")
    fmt.DATABASE.check(raw, raw.where, "")
    small = database.build(raw, "test-database.yaml")
    monkeypatch.setattr(GAME, "database", lambda root: small)


def mutate(*replacements: tuple[str, str], text: str = BASE) -> str:
    for old, new in replacements:
        assert text.count(old) == 1, f"{old!r} must occur once in the base scenario"
        text = text.replace(old, new)
    return text


def assert_user_error(code: int, out: str, err: str, path, line: int | None, *fragments: str,
                      column: int | None = None) -> None:
    assert "Traceback" not in out + err, err
    assert "erreur interne" not in err, err
    assert code == 2, f"exit code {code}\nstdout: {out}\nstderr: {err}"
    where = f"{path}:{line}:" if line is not None else f"{path}:"
    if column is not None:
        where += f"{column}:"
    assert where in err, f"expected '{where}' in stderr:\n{err}"
    for fragment in fragments:
        assert fragment in err, f"expected {fragment!r} in stderr:\n{err}"


def check(tmp_path, text: str, id: str = "essai"):
    path = write(tmp_path, text, id)
    code, out, err = cli("check", str(path))
    return path, code, out, err


# --- the base scenario is valid (otherwise every test below proves nothing) -----------

def test_base_scenario_passes(tmp_path):
    path, code, out, err = check(tmp_path, BASE)
    assert (code, err) == (0, ""), err
    assert out.strip().splitlines()[-1] == "1 vérifié, 0 en échec"


# --- YAML itself ------------------------------------------------------------------------

def assert_line_and_column(err: str, path, line: int) -> None:
    assert re.search(rf"{re.escape(str(path))}:{line}:\d+: ", err), f"expected {path}:{line}:<column> in {err}"


# libyaml and the pure-Python parser word their messages differently: both are told in the same French.
def test_malformed_yaml_gives_line_and_column(tmp_path):
    text = mutate(("title: Essai", "title: Essai: encore"))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, "title: Essai: encore"), "YAML mal formé",
                      "un « : » n'est pas permis ici")
    assert_line_and_column(err, path, line_of(text, "title: Essai: encore"))


def test_unclosed_bracket(tmp_path):
    text = mutate(("cards: [Frappe]", "cards: [Frappe"))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, None, "YAML mal formé")
    assert re.search(rf"{re.escape(str(path))}:\d+:\d+: ", err)


def test_tab_indentation_is_malformed_yaml(tmp_path):
    text = mutate(("status: confirmed\n", "status: confirmed\n\textra: 1\n"))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, "\textra"), "YAML mal formé")
    assert_line_and_column(err, path, line_of(text, "\textra"))


@pytest.mark.parametrize("padding", ["", "#" + "-" * 10_001 + "\n"], ids=["libyaml", "pure-python"])
def test_control_character(tmp_path, padding):
    text = padding + mutate(("title: Essai", "title: Es\x07sai"))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, "title: Es"), "YAML mal formé", "#x0007",
                      column=10)


def test_many_dashes_use_the_python_composer_with_the_same_result(tmp_path):
    from rulings.core import yamlio

    padding = "# " + "-" * 10_001 + "\n"
    assert isinstance(yamlio._loader_for(padding + BASE), yamlio._DeepLoader)
    path, code, out, err = check(tmp_path, padding + BASE)
    assert (code, err) == (0, ""), err


def test_duplicate_key(tmp_path):
    text = mutate(("title: Essai\n", "title: Essai\ntitle: Encore\n"))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, "title: Encore"), "clé en double « title »",
                      f"déjà donnée ligne {line_of(text, 'title: Essai')}", column=1)


def test_merge_keys_are_not_duplicates(tmp_path):
    text = mutate(("    setup:\n      A: {characters: [Alpha]}\n      B: {characters: [Beta]}\n",
                   "    setup: &situation\n      A: {characters: [Alpha]}\n      B: {characters: [Beta]}\n"))
    text += ("  - name: autre\n    setup:\n      <<: *situation\n      B: {characters: [Gamma]}\n"
             "    fight: {A: Alpha, B: Gamma}\n    expect:\n      end of combat:\n        Gamma.hp: 3\n")
    path, code, out, err = check(tmp_path, text)
    assert (code, err) == (0, ""), err


def test_non_utf8_file(tmp_path):
    path = tmp_path / "essai.yaml"
    path.write_bytes(BASE.replace("Une règle.", "Une r\xe8gle.").encode("latin-1"))
    code, out, err = cli("check", str(path))
    assert_user_error(code, out, err, path, line_of(BASE, "Une règle."), "pas du texte UTF-8", "0xe8",
                      column=BASE.splitlines()[line_of(BASE, "Une règle.") - 1].index("è") + 1)


@pytest.mark.parametrize("text, message", [
    ("", "le fichier est vide"),
    ("# rien\n", "le fichier est vide"),
    ("- id: essai\n", "un fichier de scénario est un bloc de clés"),
    ("a: 1\n---\nb: 2\n", "YAML mal formé"),
    ("a: !!python/object/apply:os.system [ls]\n", "YAML mal formé"),
])
def test_not_a_scenario(tmp_path, text, message):
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, None, message)


# --- keys ---------------------------------------------------------------------------------

@pytest.mark.parametrize("old, new, fragment, message, hint", [
    ("title: Essai", "titel: Essai", "titel:", "clé inconnue « titel »", "vouliez-vous dire « title » ?"),
    ("    fight: {A: Alpha, B: Beta}", "    fihgt: {A: Alpha, B: Beta}", "fihgt", "clé inconnue « cases[1].fihgt »",
     "vouliez-vous dire « fight » ?"),
    ("      A: {characters: [Alpha]}", "      A: {characters: [{name: Alpha, defence: 2}]}", "defence",
     "clé inconnue « cases[1].setup.A.characters[1].defence »", "vouliez-vous dire « defense » ?"),
    ("    play: {A: [Frappe]}", "    play: {A: [{card: Frappe, targte: Beta}]}", "targte",
     "clé inconnue « cases[1].play.A[1].targte »", "vouliez-vous dire « target » ?"),
    ("    play: {A: [Frappe]}", "    play: {C: [Frappe]}", "play: {C", "clé inconnue « cases[1].play.C »",
     "clés permises : A, B"),
    ("effects: [{stat: attack, add: 1}]", "effects: [{stta: attack, add: 1}]", "stta",
     "clé inconnue « define.cards[1].effects[1].stta »", "vouliez-vous dire « stat »"),
    ("effects: [{stat: attack, add: 1}]", "effects: [{stat: attack, add: {count: allies, time: -1}}]", "time:",
     "clé « time » inconnue dans une quantité", "vouliez-vous dire « times » ?"),
])
def test_unknown_key(tmp_path, old, new, fragment, message, hint):
    text = mutate((old, new))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, fragment), message, hint)


def test_unknown_key_column_points_at_the_key(tmp_path):
    text = mutate(("title: Essai", "titel: Essai"))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, "titel"), "clé inconnue « titel »", column=1)


# --- names ----------------------------------------------------------------------------------

def test_unknown_card_misspelt(tmp_path):
    text = mutate(("    play: {A: [Frappe]}", "    play: {A: [Eblouissment]}"))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, "Eblouissment"), "carte inconnue « Eblouissment »",
                      "« Eblouissement »")


def test_unknown_character_with_accents_folded(tmp_path):
    text = mutate(("      A: {characters: [Alpha]}", "      A: {characters: [Alpha, mache l'ame]}"))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, "mache l'ame"), "personnage inconnu « mache l'ame »",
                      "vouliez-vous dire", "« Mâche l'âme »")


def test_local_card_misspelt_without_accents(tmp_path):
    sword = "    - {name: Épée d'écume, type: objet, text: x, source: {kind: reconstructed}}\n"
    text = mutate(("  cards:\n", "  cards:\n" + sword),
                  ("    play: {A: [Frappe]}", "    play: {A: [Epee d'ecume]}"))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, "play: {A: [Epee"), "carte inconnue « Epee d'ecume »",
                      "vouliez-vous dire « Épée d'écume » ?")


def test_unknown_fighter(tmp_path):
    text = mutate(("    fight: {A: Alpha, B: Beta}", "    fight: {A: Alpah, B: Beta}"))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, "Alpah"), "« Alpah » n'est pas un personnage de ce scénario",
                      "vouliez-vous dire « Alpha » ?")


def test_unknown_game(tmp_path):
    text = mutate(("game: eredan", "game: magic"))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, "game: magic"), "jeu inconnu « magic »",
                      "jeux connus : eredan")


def test_misspelt_game(tmp_path):
    text = mutate(("game: eredan", "game: Eredan"))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, "game: Eredan"), "jeu inconnu « Eredan »",
                      "vouliez-vous dire « eredan » ?")


def test_id_must_be_the_file_name(tmp_path):
    path = write(tmp_path, BASE, id="autre-nom")
    code, out, err = cli("check", str(path))
    assert_user_error(code, out, err, path, line_of(BASE, "id: essai"),
                      "l'identifiant « essai » diffère du nom du fichier")


def test_two_files_with_the_same_id(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    first, second = write(tmp_path / "a", BASE), write(tmp_path / "b", BASE)
    code, out, err = cli("check", str(first), str(second))
    assert_user_error(code, out, err, second, line_of(BASE, "id: essai"), "l'identifiant « essai » est déjà celui de")


# --- types and missing fields ------------------------------------------------------------------

@pytest.mark.parametrize("old, new, fragment, message", [
    ("      A: {characters: [Alpha]}", '      A: {characters: [{name: Alpha, defense: "deux"}]}', "deux",
     "« cases[1].setup.A.characters[1].defense » doit être un nombre entier, pas le texte « deux »"),
    ("      A: {characters: [Alpha]}", "      A: {characters: [{name: Alpha, attack: 5-2}]}", "5-2",
     "« cases[1].setup.A.characters[1].attack » n'a pas la bonne forme : « 5-2 »"),
    ("status: confirmed", "status: confirme", "status:", "« status » ne peut pas valoir « confirme »"),
    ("title: Essai", "title:", "title:", "« title » doit être du texte, pas rien"),
    ("effects: [{stat: attack, add: 1}]", "effects: [{stat: attack, add: 1, if: {compare: [self.hp, '=<', 3]}}]",
     "=<", "compare demande [quantité, opérateur, quantité]"),
    ("effects: [{stat: attack, add: 1}]", "effects: [{stat: attack, divide: 0}]", "divide: 0",
     "« divide » de « stat » ne peut pas valoir 0"),
    ("effects: [{stat: attack, add: 1}]", "effects: [{damage: 2, kind: magic}]", "magic",
     "« kind » de « damage » ne peut pas valoir « magic »"),
])
def test_wrong_type(tmp_path, old, new, fragment, message):
    text = mutate((old, new))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, fragment), message)


STEP = "effects: [{stat: attack, add: 1}]"


@pytest.mark.parametrize("step, message, hint", [
    ("{stat: attack, add: 1, if: {all: 3}}", "« all » demande une liste de conditions", None),
    ("{stat: attack, add: 1, if: {any: [{ally_alve: Beta}]}}", "condition « ally_alve » inconnue",
     "vouliez-vous dire « ally_alive » ?"),
    ("{stat: attack, add: 1, if: {not: {compare: [1, 2]}}}", "compare demande [quantité, opérateur, quantité]", None),
    ("{stat: attack, add: {count: allys}}", "impossible de compter « allys »", "« allies »"),
    ("{stat: attack, add: {times: 2}}", "une quantité donnée comme un bloc a exactement une des clés « count »", None),
    ("{stat: attack, add: bogus}", "« bogus » n'est pas une quantité", None),
    ("{stat: attack, add: [1]}", "« add » de « stat » doit être un nombre", None),
    ("{stat: defence, add: 1}", "« defence » n'est pas une caractéristique", "vouliez-vous dire « defense » ?"),
    ("{swap: attack, what: bonuses}", "« what » de « swap » ne peut pas valoir « bonuses »",
     "vouliez-vous dire « bonus » ?"),
    ("{call: true, from: nowhere}", "« from » de « call » ne peut pas valoir « nowhere »",
     "valeurs permises : hand, deck, discard, removed"),
    ("{damage: 1, ignore_death: 'yes'}", "« ignore_death » de « damage » doit être true ou false", None),
])
def test_bad_effect_step(tmp_path, step, message, hint):
    text = mutate((STEP, f"effects: [{step}]"))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, step), "effet 1 de Frappe", message,
                      *([hint] if hint else []))


def test_orders_need_turn_numbers(tmp_path):
    text = mutate(("    - {name: Alpha, attack: 2/2,", "    - {name: Alpha, orders: {deux: {attack: 1}}, attack: 2/2,"))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, "orders:"),
                      "« orders » d'Alpha : « deux » n'est pas un numéro de tour")


def test_cases_must_be_a_list(tmp_path):
    text = BASE.split("cases:")[0] + "cases: {}\n"
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, "cases: {}"), "« cases » doit être une liste, pas un bloc de "
                                                                        "clés")


def test_missing_expect(tmp_path):
    text = BASE.split("    expect:")[0]
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, "- name: base"), "clé manquante « cases[1].expect »")


def test_missing_quote(tmp_path):
    text = mutate(('  quote: "Une phrase."\n', ""))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, "document:"), "clé manquante « source.quote »")


# --- expectations about things that do not exist -----------------------------------------------

@pytest.mark.parametrize("old, new, fragment, message, hint", [
    ("        Alpha.attack: 3/3", "        Alpah.attack: 3/3", "Alpah",
     "« Alpah.attack » ne désigne rien dans ce scénario", "vouliez-vous dire « Alpha » ?"),
    ("        Alpha.attack: 3/3", "        Alpha.atack: 3/3", "atack", "propriété « atack » d'Alpha inconnue",
     "vouliez-vous dire « attack »"),
    ("        Alpha.attack: 3/3", "        A.scroe: 3", "scroe", "propriété de joueur « scroe » inconnue",
     "vouliez-vous dire « score » ?"),
    ("      after Frappe:", "      after Voyage:", "after Voyage", "moment « after Voyage » : Voyage n'est pas jouée",
     "jouées : Frappe"),
    ("      after Frappe:", "      end of combat 3:", "end of combat 3",
     "moment « end of combat 3 » : le tour 3 n'est pas joué dans ce cas", None),
    ("      after Frappe:", "      fin du combat:", "fin du combat", "moment « fin du combat » inconnu",
     "vouliez-vous dire « end of combat » ?"),
])
def test_expectation_about_nothing(tmp_path, old, new, fragment, message, hint):
    text = mutate((old, new))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, fragment), message, *([hint] if hint else []))


def test_moment_that_never_happens(tmp_path):
    text = mutate(("      after Frappe:", '      "after Frappe #2":'))  # unquoted, « #2 » is a comment
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, "- name: base"),
                      "le moment « after Frappe #2 » n'arrive jamais dans ce cas")


# --- choices and rolls the engine never uses ------------------------------------------------------

def test_unused_target(tmp_path):
    text = mutate(("    play: {A: [Frappe]}", "    play: {A: [{card: Frappe, target: Beta}]}"))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, "- name: base"),
                      "le choix « target » donné pour Frappe n'a jamais servi")


def test_unused_roll(tmp_path):
    text = mutate(("      A: {characters: [Alpha]}", "      A: {characters: [Alpha, Gamma]}"),
                  ("    play: {A: [Frappe]}", "    play: {A: [Frappe]}\n    rolls: {Gamma: 1}"))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, "rolls: {Gamma: 1}"),
                      "le jet donné pour Gamma au tour 1 n'a jamais servi")


def test_roll_for_nobody(tmp_path):
    text = mutate(("    play: {A: [Frappe]}", "    play: {A: [Frappe]}\n    rolls: {Alpah: 1}"))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, "Alpah"), "un jet est donné pour « Alpah »",
                      "vouliez-vous dire « Alpha » ?")


def test_impossible_roll(tmp_path):
    text = mutate(("    play: {A: [Frappe]}", "    play: {A: [Frappe]}\n    rolls: {Alpha: 9}"))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, "fight:"), "le jet pour l'attaque d'Alpha vaut 9",
                      "il ne peut valoir que : 3")


# --- impossible situations --------------------------------------------------------------------------

def test_hp_above_max(tmp_path):
    text = mutate(("      A: {characters: [Alpha]}", "      A: {characters: [{name: Alpha, hp: 12, max_hp: 10}]}"))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, "hp: 12"), "Alpha a 12 PV pour 10 PV maximum")


@pytest.mark.parametrize("entry, message", [
    ("{name: Alpha, dead: true, hp: 0}", "tour 1 : Alpha est mort et ne peut pas combattre"),
    ("{name: Alpha, tapped: true}", "tour 1 : Alpha est incliné et ne peut pas être choisi pour combattre"),
])
def test_fighter_cannot_fight(tmp_path, entry, message):
    # Gamma stays untapped and alive: otherwise the line-up would be untapped at the start of the turn.
    text = mutate(("      A: {characters: [Alpha]}", f"      A: {{characters: [{entry}, Gamma]}}"))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, "fight:"), message)


def test_card_not_in_hand(tmp_path):
    text = mutate(("      A: {characters: [Alpha]}", "      A: {characters: [Alpha], hand: [Sort de mage]}"))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, "fight:"),
                      "le joueur A joue Frappe, qui n'est pas dans sa main (Sort de mage)")


def test_second_card_without_chain(tmp_path):
    text = mutate(("    play: {A: [Frappe]}", "    play: {A: [Frappe, Frappe]}"))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, "fight:"),
                      "Frappe ne peut pas être jouée après Frappe : Frappe ne donne pas d'Enchaînement à Alpha")


def test_restricted_card(tmp_path):
    text = mutate(("    play: {A: [Frappe]}", "    play: {A: [Sort de mage]}"),
                  ("      after Frappe:", "      after Sort de mage:"))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, "fight:"),
                      "Alpha ne peut pas jouer Sort de mage : la carte demande classe Mage")


def test_impossible_situation_in_a_later_turn_points_at_that_turn(tmp_path):
    text = mutate(("    fight: {A: Alpha, B: Beta}\n    play: {A: [Frappe]}\n",
                   "    turns:\n      - fight: {A: Alpha, B: Beta}\n        play: {A: [Frappe]}\n"
                   "      - fight: {A: Alpha, B: Beta}\n"),
                  ("      A: {characters: [Alpha]}", "      A: {characters: [Alpha, Gamma]}"),
                  ("      after Frappe:", "      end of combat 2:"))
    path, code, out, err = check(tmp_path, text)
    lines = text.splitlines()
    second = max(i for i, line in enumerate(lines, 1) if "- fight: {A: Alpha" in line)
    assert_user_error(code, out, err, path, second, "tour 2 : Alpha est incliné")


# --- effects that never end --------------------------------------------------------------------------

LOOP_CARD = ("  cards:\n    - name: Épines\n      type: objet\n      duration: permanent\n"
             "      text: \"Quand le porteur subit des dégâts, il inflige 1 dégât direct à son adversaire.\"\n"
             "      source: {kind: reconstructed}\n"
             "      effects:\n"
             "        - {when: damaged, each: true, damage: 1, kind: direct, target: carrier_opponent}\n")


def test_effect_loop_is_stopped(tmp_path):
    text = mutate(("  cards:\n", LOOP_CARD),
                  ("      A: {characters: [Alpha]}", "      A: {characters: [{name: Alpha, attached: [Épines]}]}"),
                  ("      B: {characters: [Beta]}", "      B: {characters: [{name: Beta, attached: [Épines]}]}"),
                  ("      after Frappe:", "      end of combat:"))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, "fight:"), "effets réagissent les uns aux autres",
                      "auquel répond Épines", "ce scénario ne finirait jamais")


def test_ability_loop_is_stopped(tmp_path):
    ability = "abilities: [{when: damaged, damage: 1, kind: direct, target: opponent}], "
    text = mutate(("    - {name: Alpha, attack: 2/2,", "    - {name: Alpha, " + ability + "attack: 2/2,"),
                  ("    - {name: Beta, attack: 3/3,", "    - {name: Beta, " + ability + "attack: 3/3,"),
                  ("      after Frappe:", "      end:"))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, "fight:"), "effets réagissent les uns aux autres",
                      "ne finirait jamais")


# --- hostile files ------------------------------------------------------------------------------------

def billion_laughs() -> str:
    lines = ['a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for level in range(1, 10):
        lines.append(f"a{level}: &a{level} [" + ", ".join([f"*a{level - 1}"] * 9) + "]")
    return "\n".join(lines) + "\n"


def test_alias_bomb_is_refused_fast_with_bounded_memory(tmp_path):
    path = tmp_path / "essai.yaml"
    path.write_text(billion_laughs())
    tracemalloc.start()
    start = time.process_time()
    code, out, err = cli("check", str(path))
    elapsed = time.process_time() - start
    _current, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert_user_error(code, out, err, path, 1, "se développe en plus de", "ancres et alias")
    assert elapsed < 2, f"{elapsed:.2f} s"
    assert peak < 20_000_000, f"peak memory {peak:,} bytes"


def test_recursive_alias(tmp_path):
    path, code, out, err = check(tmp_path, "a: &a [*a]\n")
    assert_user_error(code, out, err, path, 1, "YAML mal formé", "récursive")


@pytest.mark.parametrize("depth", [5_000, 100_000])
def test_deep_nesting(tmp_path, depth):
    path, code, out, err = check(tmp_path, "a: " + "[" * depth + "]" * depth + "\n")
    assert_user_error(code, out, err, path, None, "imbriqué trop profondément")


def test_deep_nesting_does_not_crash_the_real_command(tmp_path):
    # libyaml recurses in C: 100 000 levels would be a segmentation fault, not an error.
    path = write(tmp_path, "a: " + "[" * 100_000 + "]" * 100_000 + "\n")
    run = subprocess.run([sys.executable, "-m", "rulings", "check", str(path)], capture_output=True, text=True,
                         cwd=ROOT, timeout=60)
    assert_user_error(run.returncode, run.stdout, run.stderr, path, None, "imbriqué trop profondément")
    assert_french(run.stdout + run.stderr)


@pytest.fixture(scope="module")
def huge_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("huge") / "essai.yaml"
    chunk = ("# " + "x" * 1021 + "\n").encode()
    with open(path, "wb") as handle:
        for _ in range(50 * 1024):
            handle.write(chunk)
    return path


def test_50_mb_file_is_refused_fast_with_bounded_memory(huge_file):
    assert huge_file.stat().st_size >= 50 * 1024 * 1024
    tracemalloc.start()
    start = time.process_time()
    code, out, err = cli("check", str(huge_file))
    elapsed = time.process_time() - start
    _current, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert_user_error(code, out, err, huge_file, None, "52 428 800 octets", "limité à")
    assert elapsed < 2, f"{elapsed:.2f} s"
    assert peak < 5_000_000, f"peak memory {peak:,} bytes: the file was read"


def test_50_mb_file_refused_by_the_real_command(huge_file):
    start = time.perf_counter()
    run = subprocess.run([sys.executable, "-m", "rulings", "check", str(huge_file)], capture_output=True,
                         text=True, cwd=ROOT, timeout=30)
    elapsed = time.perf_counter() - start
    assert_user_error(run.returncode, run.stdout, run.stderr, huge_file, None, "limité à")
    assert elapsed < 5, f"{elapsed:.2f} s (including Python start-up)"     # reading it through takes far longer


# --- the real command, end to end --------------------------------------------------------------------

@pytest.mark.parametrize("old, new, message", [
    ("title: Essai", "title: Essai: encore", "YAML mal formé"),
    ("title: Essai", "titel: Essai", "vouliez-vous dire « title » ?"),
    ("    play: {A: [Frappe]}", "    play: {A: [Frappe, Frappe]}", "ne donne pas d'Enchaînement"),
    # the bundled card database
    ("    play: {A: [Frappe]}", "    play: {A: [Eblouissment]}", "« Eblouissement »"),
    ("      A: {characters: [Alpha]}", "      A: {characters: [Alpha, mache l'ame]}", "« Mâche l'âme »"),
])
def test_real_command(tmp_path, old, new, message):
    path = write(tmp_path, mutate((old, new)))
    run = subprocess.run([sys.executable, "-m", "rulings", "check", str(path)], capture_output=True, text=True,
                         cwd=ROOT, timeout=60)
    assert run.returncode == 2, run.stderr
    assert message in run.stderr and str(path) in run.stderr
    assert "Traceback" not in run.stdout + run.stderr
    assert run.stdout.strip().splitlines()[-1] == "0 vérifié, 1 en échec"
    assert_french(run.stdout + run.stderr)


def test_run_subcommand_reports_user_errors_too(tmp_path):
    path = write(tmp_path, mutate(("    play: {A: [Frappe]}", "    play: {A: [{card: Frappe, target: Beta}]}")))
    code, out, err = cli("run", str(path))
    assert code == 2 and "Traceback" not in err
    assert f"{path}:" in err and "n'a jamais servi" in err


def test_missing_file():
    code, out, err = cli("check", "/nonexistent/essai.yaml")
    assert code == 2 and "fichier ou dossier introuvable" in err and "Traceback" not in err


def test_internal_error_is_reported_without_traceback(monkeypatch, tmp_path):
    from rulings.core import runner

    def broken(*args, **kwargs):
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr("rulings.core.kb.run_case", broken)
    monkeypatch.delenv("RULINGS_DEBUG", raising=False)
    path = write(tmp_path, BASE)
    code, out, err = cli("check", str(path))
    assert code == 3 and "erreur interne : ZeroDivisionError" in err and "Traceback" not in err
    assert "RULINGS_DEBUG=1" in err
    assert runner.run_case is not broken


def test_a_local_definition_may_not_shadow_the_database(tmp_path):
    text = mutate(("    - {name: Frappe, type: action,", "    - {name: Eblouissement, type: action,"),
                  ("cards: [Frappe]", "cards: [Eblouissement]"), ("play: {A: [Frappe]}", "play: {A: [Eblouissement]}"),
                  ("after Frappe:", "after Eblouissement:"))
    path, code, out, err = check(tmp_path, text)
    assert_user_error(code, out, err, path, line_of(text, "name: Eblouissement"),
                      "« Eblouissement » est défini dans ce scénario mais existe déjà dans la base de cartes")


def test_an_attempted_play_is_refused_or_played_by_the_rules(tmp_path):
    # a restricted card attempted by a character who cannot play it: refused, no error, stays out of play
    refused = mutate(("play: {A: [Frappe]}", "play: {A: [{card: Sort de mage, attempt: true}]}"),
                     ("after Frappe:\n        Alpha.attack: 3/3", "end of combat:\n        refused: [Sort de mage]"))
    path, code, out, err = check(tmp_path, refused)
    assert (code, err) == (0, ""), out + err
    # the same attempt of a legal play: the card is played normally
    played = mutate(("play: {A: [Frappe]}", "play: {A: [{card: Frappe, attempt: true}]}"),
                    ("Alpha.attack: 3/3", "Alpha.attack: 3/3\n        refused: []"))
    path, code, out, err = check(tmp_path, played.replace("id: essai", "id: essai-deux"),
                                 id="essai-deux")
    assert (code, err) == (0, ""), out + err


# Each syntax mistake a hand can make, told in French by both parsers: libyaml's (the CLI) and PyYAML's
# pure-Python one (the workbench in the browser), never the parser's English words.
SYNTAX_MISTAKES = {
    "unquoted colon": "title: a: b\n", "tab": "a:\n\tb: 1\n", "at sign": "a: @x\n", "backquote": "a: `x\n",
    "open list": "a: [1, 2\n", "open map": "a: {b: 1\n", "open quote": 'a: "abc\n', "bad dedent": "a:\n  b: 1\n c: 2\n",
    "list after map": "a: 1\n- b\n", "two documents": "a: 1\n---\nb: 2\n", "after the end": "a: 1\n...\n]\n",
    "stray bracket": "a: 1\n]\n", "unknown alias": "a: *x\n", "anchor twice": "a: &x 1\nb: &x 2\n",
    "bad escape": 'a: "\\q"\n', "block indicator": "a: |0\n  x\n", "stray comma": "a: ,\n",
    "value under a value": "a: b\n  c: d\n", "directive": "%FOO\n", "tag handle": "a: !x!y 1\n",
    "empty items": "-\n-\n:\n", "dash in a list": "[a, - b]\n", "cut list": "a: [\n",
}


@pytest.mark.parametrize("parser", ["libyaml", "pure-python"])
@pytest.mark.parametrize("mistake", list(SYNTAX_MISTAKES))
def test_every_yaml_syntax_mistake_is_told_in_french(mistake, parser, monkeypatch):
    from rulings.core import yamlio
    from rulings.core.errors import UserError

    if parser == "pure-python":
        monkeypatch.setattr(yamlio, "_FastLoader", None)
    elif yamlio._FastLoader is None:
        pytest.skip("PyYAML without libyaml")
    with pytest.raises(UserError) as caught:
        yamlio.load_text(SYNTAX_MISTAKES[mistake], "essai.yaml")
    text = str(caught.value)
    assert text.startswith("essai.yaml:") and "YAML mal formé" in text
    assert "analyseur YAML dit" not in text, text
    assert_french(text)


@pytest.mark.parametrize("text, where", [("bonjour\n", "F:1:1"), ("# des cartes\n\n  bonjour\n", "F:3:3")])
def test_a_file_holding_only_a_text_says_where_the_text_is(text, where):
    from rulings.core.spec import Obj, Str
    from rulings.core.yamlio import load_text

    value = load_text(text, "F")
    assert value == "bonjour"
    with pytest.raises(Exception) as raised:
        Obj({"a": Str()}).check(value, value.where, "")
    assert str(raised.value) == f"{where}: le fichier doit être un bloc de clés (clé: valeur), pas le texte « bonjour »"


# --- expectations of the wrong type, impossible situations -------------------------------------------------------

@pytest.mark.parametrize("expectation, message", [
    ("Alpha.defense: zero", "« Alpha.defense » attend un nombre entier, pas le texte « zero »"),
    ("Alpha.attack: 3", "« Alpha.attack » attend une attaque « min/max » (par exemple 3/5), pas le nombre 3"),
    ("Alpha.dead: non", "« Alpha.dead » attend true ou false, pas le texte « non »"),
    ("A.hand: Frappe", "« A.hand » attend une liste de noms, ou null (zone non donnée), pas le texte « Frappe »"),
    ("winner: C", "« winner » attend A, B, draw ou null, pas le texte « C »"),
    ("Alpha.attack.bonus: deux", "« Alpha.attack.bonus » attend un bonus d'attaque « +min/+max »"),
])
def test_an_expectation_of_the_wrong_type_is_an_input_error(tmp_path, expectation, message):
    text = scenario_text().replace("Alpha.attack: 3/3", expectation)
    path = write(tmp_path, text)
    code, out, err = cli("check", str(path))
    assert code == 2, out + err
    assert f"{path}:{line_of(text, expectation)}:" in err and message in err
    assert "en échec" not in out.splitlines()[0] if out.splitlines()[:-1] else True
    assert_french(out + err)


@pytest.mark.parametrize("expectation", ["Alpha.defense: 1", "Alpha.defense: '+1'", "Alpha.defense.bonus: +0",
                                         "Alpha.attack.bonus: +1/+1", "A.hand: null", "Alpha.dead: false",
                                         "Alpha.attached: []", "Alpha.defense: ???"])
def test_an_expectation_of_the_right_type_loads(tmp_path, expectation):
    text = scenario_text().replace("Alpha.attack: 3/3", f"Alpha.attack: 3/3\n        {expectation}")
    code, out, err = cli("check", str(write(tmp_path, text)))
    assert "attend" not in err, err


@pytest.mark.parametrize("entry, message", [
    ("{name: Alpha, hp: -5}", "Alpha ne peut pas commencer en vie à -5 PV"),
    ("{name: Alpha, hp: 12, max_hp: 10}", "Alpha a 12 PV pour 10 PV maximum"),
    ("{name: Alpha, max_hp: 0}", "« cases[1].setup.A.characters[1].max_hp » doit valoir au moins 1, pas 0"),
])
def test_impossible_setup_values_are_refused(tmp_path, entry, message):
    text = scenario_text().replace("      A: {characters: [Alpha]}", f"      A: {{characters: [{entry}]}}")
    path = write(tmp_path, text)
    code, _out, err = cli("check", str(path))
    assert code == 2 and f"{path}:{line_of(text, entry)}:" in err and message in err, err


def test_a_dead_character_may_be_below_zero(tmp_path):
    text = scenario_text().replace("      A: {characters: [Alpha]}",
                                   "      A: {characters: [Alpha, {name: Gamma, dead: true, hp: -2}]}")
    code, out, err = cli("check", str(write(tmp_path, text)))
    assert (code, err) == (0, ""), out + err


# --- YAML syntax errors: line, column and the usual cause in plain French -----------------------------------------

@pytest.mark.parametrize("text, line, column, hint", [
    ("id: essai\ntitle: Essai: encore\n", 2, 13,
     "un « : » suivi d'une espace dans un texte sans guillemets : mettez le texte entre guillemets, par exemple "
     "title: \"Essai: encore\""),
    ("id: essai\n\ttitle: Essai\n", 2, 1, "YAML n'indente qu'avec des espaces : remplacez la tabulation"),
    ("id: essai\ncases:\n  - name: a\n\t  setup: {}\n", 4, 1, "YAML n'indente qu'avec des espaces"),
    ("# Mes notes\n\nCe fichier est du texte : un compte rendu de tournoi.\nIl n'a rien d'un scénario, @juge.\n"
     "Fin du compte rendu : à relire.\n", None, None, "ce fichier ne ressemble pas à du YAML"),
    ("Bonjour,\nceci est une note.\n", 1, 1, "ce fichier ne ressemble pas à du YAML"),
])
def test_yaml_syntax_errors_keep_their_place_and_say_the_usual_cause(tmp_path, text, line, column, hint):
    path = tmp_path / "essai.yaml"
    path.write_text(text, encoding="utf-8")
    code, out, err = cli("check", str(path))
    assert code == 2
    if line is not None:
        assert f"{path}:{line}:{column}:" in err, err
    assert hint in err, err
    assert_french(out + err)


# --- one malformed case stops only itself -----------------------------------------------------------------

TWO_CASES = """\
game: wowminis
id: deux-cas
title: Essai
status: confirmed
source: {document: 003_9e64694ce4124858.txt, post: "701.1 x", quote: "x"}
cards: [Guerrier]
ruling: x
cases:
  - name: casse
    setup: {A: {characters: [Guerier]}, B: {characters: [Voleur]}}
    actions: [{end_of_tick: 5}]
    expect: {end: {Guerrier.health: 6}}
  - name: bon
    setup: {A: {characters: [Guerrier]}, B: {characters: [Voleur]}}
    actions: [{end_of_tick: 5}]
    expect: {end: {Guerrier.health: 6}}
"""


@pytest.mark.parametrize("command", ["check", "run"])
def test_a_malformed_case_is_told_at_its_line_and_the_file_s_other_cases_still_run(tmp_path, command):
    path = tmp_path / "deux-cas.yaml"
    path.write_text(TWO_CASES, encoding="utf-8")
    code, out, err = cli(command, str(path), "--kb", str(ROOT))
    assert code == 2
    assert f"{path}:10:" in err and "Guerier" in err and "vouliez-vous dire « Guerrier »" in err
    if command == "check":
        assert "1 vérifié, 1 en échec" in out
    else:
        assert "== cas casse : ne se joue pas" in out and "== cas bon : vérifié" in out
