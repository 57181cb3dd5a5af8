"""World of Warcraft Miniatures: what a judge reads when a scenario is wrong.

Each test writes a small broken wowminis scenario, runs ``rulings check`` in-process and asserts the whole
French message on stderr, with its ``file:line:column`` (exit code 2): the situation (players, active player,
unknown figurine or ability, two characters of one name, ``from``, ``adjacent``), the actions (no verb, unknown
ability, no ``by``, unknown player, ``pass: false``, a key of another verb, an unknown character), the moments and
the expected paths, and the checks made after the run (an ``order`` or a fixed roll never used)."""

from __future__ import annotations

import textwrap

import pytest

from rulings.games.wowminis.game import GAME
from tests.helpers import ROOT, cli, french_outputs, write  # noqa: F401 (fixture)

pytestmark = pytest.mark.usefixtures("french_outputs")

HEAD = """\
# yaml-language-server: $schema=../../../schema/wowminis.scenario.schema.json
id: essai
title: Essai
game: wowminis
status: confirmed
source:
  document: 003_9e64694ce4124858.txt
  post: "705.1 La résolution est le processus pour lequel une capacité de réaction ou payante a été jouée, ou une capacité déclenchable s’est déclenchée, et qui impacte le jeu. Le joueur contrôlant la capacité essaie de la résoudre en suivant les instructions ci-dessous."
  quote: "Le joueur contrôlant la capacité essaie de la résoudre"
cards: [Guerrier]
ruling: Essai.
"""  # noqa: E501 (the text of a file, as written)


def scenario(case: str, define: str = "") -> str:
    """A scenario whose one case is ``case`` (YAML of the case's keys, from line 15 on when no define)."""
    text = HEAD + (textwrap.dedent(define) if define else "")
    return text + "cases:\n  - name: base\n" + textwrap.indent(textwrap.dedent(case), "    ")


def check(tmp_path, case: str, define: str = "") -> tuple:
    path = write(tmp_path, scenario(case, define))
    code, out, err = cli("check", str(path), "--kb", str(ROOT))
    return code, path, err


def error(tmp_path, case: str, define: str = "") -> str:
    code, path, err = check(tmp_path, case, define)
    assert code == 2, err
    assert err.startswith("erreur : "), err
    return err[len("erreur : "):].rstrip("\n").replace(str(path), "F")


END = """\
expect:
  end:
    Guerrier.health: 6
"""


# --- the situation ---------------------------------------------------------------------------------------

def test_players_follow_each_other(tmp_path):
    msg = error(tmp_path, "setup:\n  A: {characters: [Guerrier]}\n  B: {characters: [Voleur]}\n  D: {}\n" + END)
    assert msg == ("F:15:7: les joueurs se suivent dans le sens des aiguilles d'une montre : A, B, puis C, puis D "
                   "(ce cas a A, B, D)")


def test_the_active_player_is_in_the_case(tmp_path):
    msg = error(tmp_path, "setup:\n  active: C\n  A: {characters: [Guerrier]}\n  B: {characters: [Voleur]}\n" + END)
    assert msg == "F:15:7: le joueur actif C n'est pas dans ce cas"


def test_an_unknown_figurine_without_a_near_name(tmp_path):
    msg = error(tmp_path, "setup:\n  A: {characters: [Zzzzqqq]}\n  B: {characters: [Voleur]}\n" + END)
    assert msg == ("F:15:24: figurine inconnue : « Zzzzqqq » (personnages de A) "
                   "(définissez-la sous « define: characters: »)")


def test_an_unknown_figurine_given_by_card(tmp_path):
    msg = error(tmp_path, "setup:\n  A: {characters: [{name: Jean, card: Voleurr}]}\n  B: {characters: [Voleur]}\n"
                + END)
    assert msg == "F:15:24: figurine inconnue : « Voleurr » (personnages de A) (vouliez-vous dire « Voleur » ?)"


def test_two_characters_of_one_name(tmp_path):
    msg = error(tmp_path, "setup:\n  A: {characters: [Guerrier]}\n  B: {characters: [Voleur, Guerrier]}\n" + END)
    assert msg == ("F:16:32: deux personnages s'appellent « Guerrier » : donnez à chacun son nom "
                   "({name: Guerrier 2, card: Guerrier})")


@pytest.mark.parametrize("key, what", [("bar", "bar de Guerrier"), ("hidden", "hidden de Guerrier"),
                                       ("attached", "attachée à Guerrier")])
def test_an_unknown_ability_carried(tmp_path, key, what):
    msg = error(tmp_path, f"setup:\n  A: {{characters: [{{name: Guerrier, {key}: [Parad]}}]}}\n"
                          "  B: {characters: [Voleur]}\n" + END)
    assert msg == f"F:15:24: capacité inconnue : « Parad » ({what}) (vouliez-vous dire « Parade » ?)"


def test_an_unknown_ability_without_a_near_name(tmp_path):
    msg = error(tmp_path, "setup:\n  A: {characters: [{name: Guerrier, bar: [Wxyzzz]}]}\n"
                          "  B: {characters: [Voleur]}\n" + END)
    assert msg == ("F:15:24: capacité inconnue : « Wxyzzz » (bar de Guerrier) "
                   "(définissez-la sous « define: abilities: »)")


def test_an_attached_ability_from_nobody(tmp_path):
    msg = error(tmp_path, "setup:\n  A: {characters: [{name: Guerrier, attached: [{name: Corruption, from: Voleu}]}]}\n"
                          "  B: {characters: [Voleur]}\n" + END)
    assert msg == ("F:15:24: « Voleu » (from) n'est pas un personnage de ce cas "
                   "(vouliez-vous dire « Voleur » ?)")


def test_adjacent_names_a_character_of_the_case(tmp_path):
    msg = error(tmp_path, "setup:\n  A: {characters: [Guerrier]}\n  B: {characters: [Voleur]}\n"
                          "  adjacent: [[Guerrier, Voleurs]]\n" + END)
    assert msg == "F:17:7: « Voleurs » (adjacent) n'est pas un personnage de ce cas (vouliez-vous dire « Voleur » ?)"


def test_a_summoned_character_may_be_named_before_it_is_in_play(tmp_path):
    """Call Fury summons Fury (exemples.yaml): the case may say where Fury will be and expect it."""
    code, path, err = check(tmp_path, """\
        setup:
          A: {characters: [Guerrier]}
          B: {characters: [{name: Voleur, bar: [Call Fury]}]}
        expect:
          start:
            Fury.in_play: false
            Fury.health: null
    """)
    assert code == 0, err


def test_a_summoned_character_named_in_adjacent(tmp_path):
    """A character a carried ability may summon is not in play at the start: it cannot be placed (it crashed once)."""
    code, path, err = check(tmp_path, """\
        setup:
          A: {characters: [Guerrier]}
          B: {characters: [{name: Voleur, bar: [Call Fury]}]}
          adjacent: [[Guerrier, Fury]]
        expect:
          start:
            Guerrier.health: 6
    """)
    assert code == 2
    assert "« Fury » (adjacent) n'est pas en jeu au départ : invoqué, il entre en jeu adjacent à personne" in err, \
        err


# --- the actions -----------------------------------------------------------------------------------------

SETUP = "setup:\n  A: {characters: [{name: Guerrier, bar: [Parade]}]}\n  B: {characters: [Voleur]}\nactions:\n"


@pytest.mark.parametrize("action, message", [
    ("{by: A, note: rien}", "F:18:9: l'action 1 ne dit pas ce qui se passe (un verbe parmi : play, pass, "
                            "end_of_tick, move)"),
    ("{by: A, play: Frape}", "F:18:9: capacité inconnue : « Frape » (action 1) (vouliez-vous dire « Frappe » ?)"),
    ("{play: Frappe}", "F:18:9: l'action 1 (play) dit qui agit : ajoutez « by: »"),
    ("{by: C, play: Frappe}", "F:18:9: le joueur C (action 1) n'est pas dans ce cas (A, B)"),
    ("{by: A, pass: false}", "F:18:9: pass: false ne fait rien : retirez l'action"),
    ("{by: A, pass: true, targets: [Voleur]}", "F:18:9: « targets » n'a pas de sens avec « pass » (action 1)"),
    ("{by: A, move: Guerrier, source: Guerrier}", "F:18:9: « source » n'a pas de sens avec « move » (action 1)"),
    ("{end_of_tick: 5, by: A}", "F:18:9: « by » n'a pas de sens avec « end_of_tick » (action 1)"),
    ("{by: A, play: Frappe, targets: [Voleurs]}",
     "F:18:9: « Voleurs » (action 1) n'est pas un personnage de ce cas (vouliez-vous dire « Voleur » ?)"),
    ("{by: A, move: Guerrier, to: [Voleurx]}",
     "F:18:9: « Voleurx » (action 1) n'est pas un personnage de ce cas (vouliez-vous dire « Voleur » ?)"),
    ("{end_of_tick: 5, order: {Voleurz: [Corruption]}}",
     "F:18:9: « Voleurz » (action 1) n'est pas un personnage de ce cas (vouliez-vous dire « Voleur » ?)"),
])
def test_action_errors(tmp_path, action, message):
    assert error(tmp_path, SETUP + f"  - {action}\n" + END) == message


def test_the_second_action_is_numbered_2(tmp_path):
    msg = error(tmp_path, SETUP + "  - {end_of_tick: 5}\n  - {by: B, pass: false}\n" + END)
    assert msg == "F:19:9: pass: false ne fait rien : retirez l'action"


def test_a_move_and_a_play_accept_their_own_keys(tmp_path):
    """A move takes ``to``; a play takes source, count, targets, reduce, additional, discard, roll."""
    code, path, err = check(tmp_path, SETUP + textwrap.dedent("""\
          - {by: A, move: Guerrier, to: [Voleur], note: il avance}
          - {by: A, play: Frappe, source: Guerrier, targets: [Voleur], additional: [1], reduce: [1], discard: [],
             roll: [normal]}
        expect:
          end:
            Voleur.health: 3
            Guerrier.ticks: 2
    """))
    assert code == 0, err


# --- moments and expected paths --------------------------------------------------------------------------

@pytest.mark.parametrize("moment, message", [
    ("after action 2", "F:20:7: moment « after action 2 » : ce cas a 1 action"),
    ("after action 0", "F:20:7: moment « after action 0 » : ce cas a 1 action"),
    ("end of tick 10", "F:20:7: moment « end of tick 10 » : aucune action « end_of_tick: 10 » dans ce cas"),
    ("after window 0", "F:20:7: moment « after window 0 » : les numéros commencent à 1"),
    ("after wave 0", "F:20:7: moment « after wave 0 » : les numéros commencent à 1"),
    ("after wav 1", "F:20:7: moment inconnu : « after wav 1 » (vouliez-vous dire « after wave 1 », « after window 1 » "
                    "ou « after action 1 » ?)"),
    ("pendant", "F:20:7: moment inconnu : « pendant » (vouliez-vous dire « end » ?)"),
])
def test_moment_errors(tmp_path, moment, message):
    msg = error(tmp_path, SETUP + f"  - {{end_of_tick: 5}}\nexpect:\n  {moment}:\n    Guerrier.health: 6\n")
    assert msg == message


def test_an_unknown_moment_far_from_every_moment():
    """The hint lists the moments (checked directly: it holds the format's English keywords)."""
    from rulings.core.errors import UserError
    from rulings.core.game import ScenarioContext
    from rulings.core.yamlio import load_text

    case = load_text("setup: {A: {characters: [Guerrier]}, B: {characters: [Voleur]}}\n"
                     "expect: {qqqqqqqq: {Guerrier.health: 6}}\n", "x.yaml")
    with pytest.raises(UserError) as caught:
        GAME.prepare(ScenarioContext(GAME.database(ROOT), "x.yaml"), case)
    assert caught.value.message == "moment inconnu : « qqqqqqqq »"
    assert caught.value.hint == ("moments : start, after action N, after window N, after wave N, end of tick N, "
                                 "end")
    assert (caught.value.where.line, caught.value.where.column) == (2, 10)


def test_moments_of_a_case_with_several_actions_or_none(tmp_path):
    msg = error(tmp_path, SETUP + "  - {end_of_tick: 5}\n  - {end_of_tick: 10}\nexpect:\n  after action 3:\n"
                                  "    Guerrier.health: 6\n")
    assert msg == "F:21:7: moment « after action 3 » : ce cas a 2 actions"
    msg = error(tmp_path, "setup:\n  A: {characters: [Guerrier]}\n  B: {characters: [Voleur]}\n"
                          "expect:\n  after action 1:\n    Guerrier.health: 6\n")
    assert msg == "F:18:7: moment « after action 1 » : ce cas n'a aucune action"


@pytest.mark.parametrize("path, message", [
    ("window.ordre", "propriété inconnue : « window.ordre » (vouliez-vous dire « order » ?)"),
    ("wave.zzz", "propriété inconnue : « wave.zzz » (connues : wave.order, wave.skipped, wave.destroyed)"),
    ("window.zzz", "propriété inconnue : « window.zzz » (connues : window.order, window.next, window.reacted)"),
    ("A.vpp", "propriété de joueur inconnue : « vpp » dans « A.vpp » (vouliez-vous dire « vp » ?)"),
    ("B.zzzzz", "propriété de joueur inconnue : « zzzzz » dans « B.zzzzz » (connues : vp, hand, deck, discard)"),
    ("Guerrier.santé", "propriété inconnue de Guerrier : « santé » (connues : health, max_health, armor, ticks, "
                       "in_play, destroyed, defender, hidden, forbidden, adjacent, main, controller)"),
    ("Guerrier.helth", "propriété inconnue de Guerrier : « helth » (vouliez-vous dire « health » ou « max_health » ?)"),
    ("Parade.kinds", "propriété inconnue de Parade : « kinds » (vouliez-vous dire « kind » ?)"),
    ("Parade.zzzz", "propriété inconnue de Parade : « zzzz » (connues : kind, action, triggered)"),
])
def test_expected_path_errors(tmp_path, path, message):
    msg = error(tmp_path, SETUP + f"  - {{end_of_tick: 5}}\nexpect:\n  end:\n    {path}: 1\n")
    assert msg == "F:21:9: " + message


def test_a_path_that_names_nothing():
    """The message lists every global key (checked directly: the list holds English identifiers)."""
    from rulings.core.errors import UserError
    from rulings.games.wowminis import probe

    db = GAME.database(ROOT)
    with pytest.raises(UserError) as caught:
        probe.parse("winer", ["A", "B"], {"Guerrier": ("A", "Guerrier"), "Voleur": ("B", "Voleur")}, db)
    assert caught.value.message == (
        "« winer » ne désigne rien dans ce cas : attendu un personnage (Guerrier, Voleur) ou une capacité suivi "
        "d'une propriété, un joueur (A., B.), window., wave. ou l'un de winner, over, refused, refused_by, played, "
        "resolved, negated, cost, costs, cost_options, defenders, destroyed, windows, waves, active")
    assert caught.value.hint == "vouliez-vous dire « winner » ?"
    with pytest.raises(UserError) as caught:
        probe.parse("Guerier.health", ["A", "B"], {"Guerrier": ("A", "Guerrier")}, db)
    assert caught.value.hint == "vouliez-vous dire « Guerrier » ou « Fureur » ?"


def test_a_longer_name_is_read_before_its_prefix(tmp_path):
    """« Guerrier 2.health » is the health of « Guerrier 2 », not a property « 2.health » of Guerrier."""
    code, path, err = check(tmp_path, """\
        setup:
          A: {characters: [Guerrier, {name: Guerrier 2, card: Guerrier, health: 3}]}
          B: {characters: [Voleur]}
        expect:
          start:
            Guerrier 2.health: 3
            Guerrier.health: 6
    """)
    assert code == 0, err


# --- after the run ---------------------------------------------------------------------------------------

def test_an_order_no_wave_used(tmp_path):
    code, path, err = check(tmp_path, """\
        setup:
          A: {characters: [Guerrier]}
          B: {characters: [Voleur]}
        actions:
          - {end_of_tick: 5, order: {Voleur: [Corruption, Rejuvenation]}}
        expect:
          end:
            Voleur.health: 5
    """)
    assert code == 2
    assert ("« order » nomme ce qu'aucune vague de l'action n'a fait affecter à ce personnage : Corruption et "
            "Rejuvenation pour Voleur") in err


@pytest.mark.parametrize("order, said", [
    ("{Familier: [Rejuvenation]}", None),
    ("{Familier: [Rejuvenation (Familier)]}", None),
    ("{Familier: [Corruption]}", "Corruption pour Familier"),           # one ability in the wave: a wrong name
    ("{Familier: [Rejuvenation, Corruption]}", "Corruption pour Familier"),
    ("{Familier: [Rejuvenation], Guerrier: [Rejuvenation]}", "Rejuvenation pour Guerrier"),
])
def test_every_ability_an_order_names_must_meet_its_character_in_a_wave(tmp_path, order, said):
    """704.2c: an order names the abilities of a wave that affect a character; a name no wave brought to it (a
    typo, the wrong character) is an error, even where a single ability left nothing to order."""
    code, _path, err = check(tmp_path, f"""\
        setup:
          A: {{characters: [Guerrier]}}
          B: {{characters: [{{name: Familier, health: 3, max_health: 5, attached: [Rejuvenation]}}]}}
        actions:
          - {{end_of_tick: 5, order: {order}}}
        expect:
          end:
            Familier.health: 5
    """)
    if said is None:
        assert code == 0, err
    else:
        assert code == 2 and ("« order » nomme ce qu'aucune vague de l'action n'a fait affecter à ce personnage : "
                              f"{said}") in err, err


def test_a_fixed_roll_that_never_happened(tmp_path):
    code, path, err = check(tmp_path, """\
        setup:
          A: {characters: [{name: Guerrier, bar: [Parade]}]}
          B: {characters: [{name: Voleur, bar: [Contresort]}]}
          adjacent: [[Guerrier, Voleur]]
        actions:
          - {by: A, play: Frappe, targets: [Voleur], roll: [critical]}
          - {by: B, play: Contresort}
        expect:
          end:
            Voleur.health: 5
    """)
    assert code == 2
    assert "le jet fixé (action 1, dé 1) n'a jamais eu lieu : l'attaque n'a pas été résolue" in err


@pytest.mark.parametrize("carried", ["bar: [Call Fury]", "hidden: [Call Fury]", "attached: [Call Fury]",
                                     "card: Invocateur", "card: Maître"])
def test_a_character_any_carried_ability_may_summon_is_named(tmp_path, carried):
    """700.2b: Call Fury summons Fury, wherever Call Fury is carried (Action Bar, face down, attached, the
    figurine's own text boxes): the case may name Fury before it is in play."""
    define = """\
        define:
          characters:
            - {name: Invocateur, health: 3, abilities: [Call Fury], text: t, source: {kind: reconstructed}}
            - {name: Maître, health: 3, main: Appel, text: t, source: {kind: reconstructed}}
          abilities:
            - {name: Appel, cost: 3, attack: true, targets: 1, effect: [{summon: Fury}], text: t,
               source: {kind: reconstructed}}
    """
    case = f"""\
        setup:
          A: {{characters: [Guerrier]}}
          B: {{characters: [{{name: Voleur, {carried}}}]}}
        expect:
          start:
            Fury.in_play: false
    """
    code, path, err = check(tmp_path, case, define)
    assert (code, err) == (0, "")
    from rulings.games.wowminis.setup import check_setup

    setup = {"A": {"characters": ["Guerrier"]}, "B": {"characters": [{"name": "Voleur", "bar": ["Parade"]}]}}
    players, names = check_setup(setup, GAME.database(ROOT))
    assert players == ["A", "B"] and names == {"Guerrier": ("A", "Guerrier"), "Voleur": ("B", "Voleur")}


@pytest.mark.parametrize("action, message", [
    ("{by: A, play: Frappe, source: Guerier}",
     "« Guerier » (action 1) n'est pas un personnage de ce cas (vouliez-vous dire « Guerrier » ?)"),
    ("{by: A, move: Guerier}", "« Guerier » (action 1) n'est pas un personnage de ce cas (vouliez-vous dire "
                               "« Guerrier » ?)"),
    ("{by: A, play: Frappe, targets: [Voleur], area: [Voleurx]}",
     "« Voleurx » (action 1) n'est pas un personnage de ce cas (vouliez-vous dire « Voleur » ?)"),
])
def test_every_name_of_an_action_is_checked(tmp_path, action, message):
    assert error(tmp_path, SETUP + f"  - {action}\n" + END) == "F:18:9: " + message


@pytest.mark.parametrize("moment, hint", [("strat", "start"), ("end of tic 5", "end of tick 5")])
def test_a_misspelt_moment(tmp_path, moment, hint):
    msg = error(tmp_path, SETUP + f"  - {{end_of_tick: 5}}\nexpect:\n  {moment}:\n    Guerrier.health: 6\n")
    assert msg == f"F:20:7: moment inconnu : « {moment} » (vouliez-vous dire « {hint} » ?)"


def test_the_end_of_a_tick_the_case_reaches_is_a_moment(tmp_path):
    code, path, err = check(tmp_path, SETUP + "  - {end_of_tick: 5}\n  - {end_of_tick: 10}\nexpect:\n"
                                              "  end of tick 10:\n    Guerrier.health: 6\n")
    assert (code, err) == (0, "")


def test_the_wrong_path_is_located_on_its_own_line(tmp_path):
    msg = error(tmp_path, SETUP + "  - {end_of_tick: 5}\nexpect:\n  end:\n    Guerrier.health: 6\n    Voleur.sant: 5\n")
    assert msg == ("F:22:9: propriété inconnue de Voleur : « sant » (connues : health, max_health, armor, ticks, "
                   "in_play, destroyed, defender, hidden, forbidden, adjacent, main, controller)")


def test_every_unused_order_and_roll_is_named(tmp_path):
    code, path, err = check(tmp_path, """\
        setup:
          A: {characters: [Guerrier]}
          B: {characters: [Voleur]}
        actions:
          - {end_of_tick: 5, order: {Voleur: [Corruption], Guerrier: [Corruption]}}
        expect:
          end:
            Voleur.health: 5
    """)
    assert code == 2 and "à ce personnage : Corruption pour Guerrier ; Corruption pour Voleur" in err
    code, path, err = check(tmp_path, """\
        setup:
          A: {characters: [{name: Guerrier, bar: [Parade]}]}
          B: {characters: [{name: Voleur, bar: [Contresort]}]}
          adjacent: [[Guerrier, Voleur]]
        actions:
          - {by: A, play: Frappe, targets: [Voleur], roll: [critical, normal]}
          - {by: B, play: Contresort}
        expect:
          end:
            Voleur.health: 5
    """)
    assert code == 2 and "le jet fixé (action 1, dé 1, action 1, dé 2) n'a jamais eu lieu" in err


def test_an_error_of_the_first_action_is_reported_when_only_start_is_expected(tmp_path):
    code, path, err = check(tmp_path, """\
        setup:
          A: {characters: [{name: Guerrier, bar: [Concentration]}]}
          B: {characters: [Voleur]}
        actions:
          - {by: A, play: Concentration, source: Voleur}
        expect:
          start:
            Guerrier.ticks: 0
    """)
    assert code == 2 and "Voleur n'est pas un personnage de A" in err


def test_a_case_given_as_plain_data():
    """GAME.prepare takes a case as data (no YAML positions): its checks have no line, its errors no place."""
    from rulings.core.chance import Chance
    from rulings.core.errors import UserError
    from rulings.core.game import ScenarioContext

    db = GAME.database(ROOT)
    case = {"setup": {"A": {"characters": ["Guerrier"]}, "B": {"characters": ["Voleur"]}},
            "actions": [{"end_of_tick": 5}], "expect": {"end of tick 5": {"Guerrier.health": 6}}}
    prepared = GAME.prepare(ScenarioContext(db, "x.yaml"), case)
    check_, = prepared.checks[("tick", 5)]
    assert (check_.moment, check_.path, check_.line, check_.expected, check_.label) == (
        "end of tick 5", "Guerrier.health", None, 6, "Santé de Guerrier")
    state = prepared.new_state(Chance(), lambda key, s: None)
    prepared.run(state)
    assert state.chars["Guerrier"].health == 6 and isinstance(state.chance, Chance)
    with pytest.raises(UserError) as caught:
        GAME.prepare(ScenarioContext(db, "x.yaml"), {**case, "expect": {"end": {"Guerrier.sant": 6}}})
    assert caught.value.message == "propriété inconnue de Guerrier : « sant »" and caught.value.where.line is None


def test_the_active_player_is_located_on_its_key(tmp_path):
    msg = error(tmp_path, "setup:\n  A: {characters: [Guerrier]}\n  B: {characters: [Voleur]}\n  active: D\n" + END)
    assert msg == "F:17:7: le joueur actif D n'est pas dans ce cas"


def test_check_setup_names_a_summoned_character_with_its_player():
    """check_setup returns {character: (controller, figurine)}, those a carried ability may summon included."""
    from rulings.games.wowminis.setup import check_setup

    setup = {"A": {"characters": ["Guerrier"]}, "B": {"characters": [{"name": "Voleur", "bar": ["Call Fury"]}]}}
    players, names = check_setup(setup, GAME.database(ROOT))
    assert names == {"Guerrier": ("A", "Guerrier"), "Voleur": ("B", "Voleur"), "Fury": ("B", "Fury")}
