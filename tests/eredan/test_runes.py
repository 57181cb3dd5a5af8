"""Eredan runes (wiki, « Les Runes »): an ordered list with a limit per character, the oldest replaced; rune
abilities that fire only when the rune is carried, and consume it.  The rulings are the scenarios
``scenarios/eredan/regles/runes-*.yaml``; these tests pin the engine's functions and the format's errors."""

from __future__ import annotations

import pytest

from rulings.core.chance import Chance
from rulings.games.eredan import effects, runes, stats
from rulings.games.eredan.equipment import leave_play
from rulings.games.eredan.model import DEFAULT_RUNE_LIMIT, CardInPlay
from tests.helpers import card, character, cli, game, line_of, rules_cited, run_card, scenario_text, texts_of, write


def _runique(limit=DEFAULT_RUNE_LIMIT, carried=()):
    state = game()
    who = character(state, "A", "Runique")
    who.rune_limit, who.runes = limit, list(carried)
    return state, who


@pytest.mark.parametrize("limit, carried, gained, after", [
    (3, ["Cor", "Nox", "Yr"], "Cor", ["Nox", "Yr", "Cor"]),       # the wiki's case: full, the oldest gives way
    (3, ["Cor"], "Yr", ["Cor", "Yr"]),                            # room left: added last
    (2, ["Yr", "Yr"], "Nox", ["Yr", "Nox"]),
    (1, ["Nox"], "Nox", ["Nox"]),
    (4, [], "Cor", ["Cor"]),
])
def test_gain_keeps_order_and_limit(limit, carried, gained, after):
    state, who = _runique(limit, carried)
    runes.gain(state, who, gained, "essai")
    assert who.runes == after
    assert len(who.runes) <= limit
    replaced = len(carried) >= limit
    assert rules_cited(state) == ["eredan.runes.gain"] + (["eredan.runes.limit"] if replaced else [])


@pytest.mark.parametrize("carried, rune, fires, after", [
    (["Cor", "Nox", "Cor"], "Cor", True, ["Nox", "Cor"]),   # its owner chooses which Cor: the first run, the oldest
    (["Nox", "Yr"], "Yr", True, ["Nox"]),
    (["Nox", "Yr"], "Cor", False, ["Nox", "Yr"]),
    ([], "Nox", False, []),
])
def test_consume(carried, rune, fires, after):
    state, who = _runique(3, carried)
    assert bool(runes.consume(state, who, rune, "essai")) is fires
    assert who.runes == after
    # one entry, and one more for its owner's choice when it carries several runes of that name
    assert rules_cited(state) == ["eredan.runes.ability"] * (1 + (carried.count(rune) > 1))


def test_one_rune_per_ability_however_many_steps():
    """« Cor : 2 dégâts et Défense +1 » consumes one Cor, not one per step; a Nox ability beside it its own."""
    state, who = _runique(3, ["Cor", "Cor", "Nox"])
    rival = character(state, "B", "Rival", defense=0, spirit=0)
    state.fighters = {"A": who, "B": rival}
    steps = ({"rune": "Cor", "damage": 2, "kind": "direct", "target": "opponent"},
             {"rune": "Cor", "stat": "defense", "add": 1},
             {"rune": "Yr", "damage": 5, "kind": "direct", "target": "opponent"},
             {"rune": "Nox", "heal": 1})          # after the Yr ability that does not fire
    assert effects.run(effects.Ctx(state, who, None, "Essai"), steps, "resolve")
    assert who.runes == ["Cor"]
    assert rival.hp == 8           # the Yr ability did not fire: no rune Yr
    assert rules_cited(state).count("eredan.runes.ability") == 4     # and A's choice of which Cor


def test_value_counts_runes():
    state, who = _runique(3, ["Cor", "Nox", "Cor"])
    ctx = effects.Ctx(state, who, None, "Essai")
    assert effects.value(ctx, "self.runes") == 3
    assert effects.value(ctx, "self.runes.Cor") == 2
    assert effects.value(ctx, "self.runes.Yr") == 0


# --- the format: clear French errors ----------------------------------------------------------------

def _with(old: str, new: str) -> str:
    text = scenario_text()
    assert old in text
    return text.replace(old, new, 1)


def test_too_many_runes_in_the_setup(tmp_path):
    text = _with("A: {characters: [Alpha]}", "A: {characters: [{name: Alpha, runes: [Cor, Nox, Yr, Cor]}]}")
    code, _out, err = cli("check", str(write(tmp_path, text)))
    assert code == 2
    assert f"essai.yaml:{line_of(text, 'runes: [Cor')}" in err
    assert "Alpha porte 4 runes pour 3 au plus" in err and "rune_limit" in err


def test_rune_limit_of_the_case_allows_more(tmp_path):
    text = _with("A: {characters: [Alpha]}",
                 "A: {characters: [{name: Alpha, rune_limit: 4, runes: [Cor, Nox, Yr, Cor]}]}")
    text = text.replace("        Alpha.attack: "
                        "3/3", "        Alpha.attack: 3/3\n        Alpha.runes: [Cor, Nox, Yr, Cor]")
    code, out, err = cli("check", str(write(tmp_path, text)))
    assert code == 0, out + err


def test_unknown_rune_name_in_the_setup(tmp_path):
    text = _with("A: {characters: [Alpha]}", "A: {characters: [{name: Alpha, runes: [Cor, Noxx]}]}")
    code, _out, err = cli("check", str(write(tmp_path, text)))
    assert code == 2 and "Noxx" in err and "vouliez-vous dire « Nox »" in err


def test_unknown_rune_of_an_ability(tmp_path):
    text = _with("effects: [{stat: attack, add: 1}]", "effects: [{rune: Yrr, stat: attack, add: 1}]")
    code, _out, err = cli("check", str(write(tmp_path, text)))
    assert code == 2 and "« Yrr »" in err and "vouliez-vous dire « Yr »" in err


def test_a_rune_ability_is_not_static(tmp_path):
    text = _with("effects: [{stat: attack, add: 1}]", "effects: [{rune: Cor, when: static, stat: attack, add: 1}]")
    code, _out, err = cli("check", str(write(tmp_path, text)))
    assert code == 2 and "capacité runique" in err


def test_gain_rune_names_a_rune(tmp_path):
    text = _with("effects: [{stat: attack, add: 1}]", "effects: [{gain_rune: Coq}]")
    code, _out, err = cli("check", str(write(tmp_path, text)))
    assert code == 2 and "Coq" in err and "vouliez-vous dire « Cor »" in err


def test_a_setup_limit_is_at_least_one(tmp_path):
    text = _with("A: {characters: [Alpha]}", "A: {characters: [{name: Alpha, rune_limit: 0}]}")
    code, _out, err = cli("check", str(write(tmp_path, text)))
    assert code == 2 and "rune_limit" in err


def test_the_limit_comes_from_the_case_then_the_database_else_is_not_stated():
    from rulings.games.eredan.setup import rune_limit

    class Definition:
        rune_limit = 2
    assert rune_limit({}, Definition) == 2
    assert rune_limit({"rune_limit": 5}, Definition) == 5
    Definition.rune_limit = None
    assert rune_limit({}, Definition) is None      # not stated: the reading rune-default-limit decides (3, or none)



def test_count_runes_of_a_team():
    """« +1 par Rune Cor portée par vos personnages »: the runes of that name the counted characters carry."""
    state, who = _runique(3, ["Cor", "Nox"])
    ally = character(state, "A", "Allié")
    ally.runes = ["Cor", "Cor", "Yr"]
    character(state, "B", "Rival").runes = ["Cor"]
    ctx = effects.Ctx(state, who, None, "Essai")
    assert effects.value(ctx, {"count": "team", "runes": "Cor"}) == 3
    assert effects.value(ctx, {"count": "team", "runes": "Yr", "plus": 3}) == 4
    assert effects.value(ctx, {"count": "opponents", "runes": "Cor"}) == 1
    assert effects.value(ctx, {"count": "team"}) == 2          # without runes: the characters


@pytest.mark.parametrize("amount, word", [("{value: 1, runes: Cor}", "runes"), ("{count: team, runes: Coq}", "Cor")])
def test_runes_in_an_amount_go_with_count_and_name_a_rune(tmp_path, amount, word):
    text = _with("effects: [{stat: attack, add: 1}]", f"effects: [{{damage: {amount}}}]")
    code, _out, err = cli("check", str(write(tmp_path, text)))
    assert code == 2 and "« runes » compte les runes" in err and word in err


# --- what the trace says: each function's words, exactly ----------------------------------------------

@pytest.mark.parametrize("limit, slots, carried, gained, after, said", [
    (3, [], ["Cor"], "Yr", ["Cor", "Yr"], ["Runique gagne une rune Yr (essai) : Cor → Cor, Yr"]),
    (3, [], [], "Yr", ["Yr"], ["Runique gagne une rune Yr (essai) : aucune → Yr"]),
    (2, [], ["Cor", "Nox"], "Yr", ["Nox", "Yr"],
     ["Runique gagne une rune Yr (essai)",
      "Runique ne porte que 2 runes : la rune Yr prend la place de la plus ancienne, Cor (Cor, Nox → Nox, Yr)"]),
    # a slot lost: more runes than the limit, the oldest ones all give way to the one gained
    (1, [], ["Cor", "Nox", "Yr"], "Cor", ["Cor"],
     ["Runique gagne une rune Cor (essai)",
      "Runique ne porte que 1 rune : la rune Cor prend la place des 3 plus anciennes, Cor, Nox, Yr "
      "(Cor, Nox, Yr → Cor)"]),
    (2, [(1, None, None, "never")], ["Cor", "Nox", "Yr", "Yr"], "Nox", ["Yr", "Yr", "Nox"],
     ["Runique gagne une rune Nox (essai)",
      "Runique ne porte que 3 runes : la rune Nox prend la place des 2 plus anciennes, Cor, Nox "
      "(Cor, Nox, Yr, Yr → Yr, Yr, Nox)"]),
])
def test_gain_says_what_it_replaced(limit, slots, carried, gained, after, said):
    state, who = _runique(limit, carried)
    who.rune_slots = list(slots)
    runes.gain(state, who, gained, "essai")
    assert who.runes == after
    assert [entry.text for entry in state.trace.entries] == said


@pytest.mark.parametrize("limit, slots, amount, most, said", [
    (3, [], 1, None, "Runique gagne 1 emplacement de rune (essai) : limite 3 → 4"),
    (3, [], 2, 4, "Runique gagne 2 emplacements de rune (essai, au plus 4) : limite 3 → 4"),
    (None, [], 1, None, "Runique gagne 1 emplacement de rune (essai) : limite 3 par défaut → 3 par défaut +1"),
    (None, [(2, None, None, "never")], 1, 6,
     "Runique gagne 1 emplacement de rune (essai, au plus 6) : limite 3 par défaut +2 → 3 par défaut +3"),
    (None, [], 3, 2, "Runique gagne 3 emplacements de rune (essai, au plus 2) : limite 3 par défaut → 3 par défaut"),
])
def test_rune_slots_say_the_limit_before_and_after(limit, slots, amount, most, said):
    state, who = _runique(limit)
    who.rune_slots = list(slots)
    runes.add_slots(state, who, amount, most, None, "never", "essai")
    assert [entry.text for entry in state.trace.entries] == [said]
    assert who.rune_slots[-1] == (amount, most, None, "never")


@pytest.mark.parametrize("carried, rune, count, consumed, said", [
    (["Cor", "Nox"], "Cor", 1, ["Cor"],
     "essai : capacité « Cor » activée, Runique consomme sa rune Cor (Cor, Nox → Nox)"),
    (["Cor", "Nox", "Cor"], "Cor", 2, ["Cor", "Cor"],
     "essai : capacité « 2 Cor » activée, Runique consomme ses 2 runes Cor (Cor, Nox, Cor → Nox)"),
    (["Cor", "Nox"], "Cor", 2, [],
     "essai : capacité « 2 Cor » non activée, Runique ne porte pas 2 runes Cor (Cor, Nox)"),
    (["Nox"], ("Yr", "Cor"), 1, [],
     "essai : capacité « Yr ou Cor » non activée, Runique ne porte pas de rune Yr ni Cor (Nox)"),
    (["Nox", "Cor"], ("Yr", "Cor"), 1, ["Cor"],
     "essai : capacité « Yr ou Cor » activée, Runique consomme sa rune Cor (Nox, Cor → Nox)"),
    ([], "Cor", 1, [], "essai : capacité « Cor » non activée, Runique ne porte pas de rune Cor (aucune)"),
])
def test_consume_says_what_fired(carried, rune, count, consumed, said):
    state, who = _runique(3, carried)
    assert runes.consume(state, who, rune, "essai", count) == consumed
    left = list(carried)
    for name in consumed:
        left.remove(name)
    assert who.runes == left
    assert texts_of(state, "eredan.runes.ability") == [said]


@pytest.mark.parametrize("carried, rune, count, label, options", [
    (["Cor", "Nox", "Cor", "Cor"], "Cor", 2, "2 runes Cor consommées par Runique (essai)",
     {"la plus ancienne et la 2ᵉ": ["Nox", "Cor"], "la plus ancienne et la plus récente": ["Nox", "Cor"],
      "la 2ᵉ et la plus récente": ["Cor", "Nox"]}),
    (["Yr", "Cor", "Yr"], ("Yr", "Cor", "Nox"), 1, "rune Yr, Cor ou Nox consommée par Runique (essai)",
     {"Yr (la plus ancienne)": ["Cor", "Yr"], "Cor (la plus ancienne)": ["Yr", "Yr"],
      "Yr (la plus récente)": ["Yr", "Cor"]}),
    (["Cor", "Cor", "Cor"], "Cor", 1, "rune Cor consommée par Runique (essai)",
     {"la plus ancienne": ["Cor", "Cor"], "la 2ᵉ": ["Cor", "Cor"], "la plus récente": ["Cor", "Cor"]}),
])
def test_a_choice_of_consumed_runes_names_each_by_age(carried, rune, count, label, options):
    """Each option as a case writes it (« choices: »), and the runes left when it is taken."""
    for option, after in options.items():
        state, who = _runique(4, carried)
        state.chance = Chance(choices={label: option})
        runes.consume(state, who, rune, "essai", count)
        assert who.runes == after, option
        assert state.chance.chosen[-1].label == label and state.chance.chosen[-1].options == len(options)
    # a free choice: each in turn, one per run, the first by default
    state, who = _runique(4, carried)
    runes.consume(state, who, rune, "essai", count)
    assert state.chance.chosen[-1].option == next(iter(options))


@pytest.mark.parametrize("carried, reading, after, read", [
    (["Cor", "Nox"], "three", ["Cor", "Nox", "Yr"], False),        # room under the default: nothing to decide
    (["Cor", "Nox", "Cor"], "three", ["Nox", "Cor", "Yr"], True),
    (["Cor", "Nox", "Cor"], "no-default-limit", ["Cor", "Nox", "Cor", "Yr"], True),
])
def test_the_default_limit_is_read_only_when_it_decides(carried, reading, after, read):
    state, who = _runique(None, carried)
    state.chance = Chance(readings={"rune-default-limit": reading})
    runes.gain(state, who, "Yr", "essai")
    assert who.runes == after
    assert ("rune-default-limit" in state.chance.readings_used) is read
    assert rules_cited(state).count("eredan.runes.limit") == read + (after[0] != carried[0])


def test_a_consumed_rune_still_counts_only_under_its_reading():
    for alternative, counted in (("not-counted", 0), ("still-counted", 2)):
        state, who = _runique(3)
        state.chance = Chance(readings={"consumed-rune-counts": alternative})
        other = character(state, "A", "Autre")
        assert runes.still_counted(state, [who, other], "Cor", "essai") == counted
        said = texts_of(state, "eredan.runes.ability")
        assert said[0].startswith("Lecture ouverte « Une capacité runique qui compte les runes portées")
        assert said[1:] == (["essai : la rune Cor consommée compte encore (Runique, Autre)"] if counted else [])
        assert runes.still_counted(state, [], "Cor", "essai") == 0


# --- rune slots a card gives ------------------------------------------------------------------------------

def test_rune_slots_given_by_a_card_end_when_it_leaves_play():
    """« 2 emplacements supplémentaires de Rune (maximum 4) » while the card is in play: its slots are its own, and
    leave with it."""
    state, who = _runique(3)
    amulet = CardInPlay(card("Amulette", "objet", effects=({"rune_slots": 2, "max": 4},)), who.player, who,
                        state.next_seq(), state.turn, carrier=who)
    who.attached.append(amulet)
    effects.run(effects.Ctx(state, who, amulet, "Amulette"), amulet.definition.effects, "resolve")
    assert who.rune_slots == [(2, 4, amulet, "leaves")] and runes.slots(who) == 4
    leave_play(state, amulet, "défaussée")
    assert who.rune_slots == [] and runes.slots(who) == 3
    assert texts_of(state, "eredan.runes.slots") == ["Runique gagne 2 emplacements de rune (Amulette, au plus 4) : "
                                                     "limite 3 → 4"]


@pytest.mark.parametrize("amount, said", [
    ("target.runes", "Rival gagne 1 emplacement de rune (Partage) : limite 3 → 4"),       # the target's one rune
    ("self.runes", "Rival gagne 2 emplacements de rune (Partage) : limite 3 → 5"),        # the player's two runes
])
def test_rune_slots_of_a_computed_amount_read_it_for_each_target(amount, said):
    state, who = _runique(3, ["Cor", "Nox"])
    rival = character(state, "B", "Rival")
    rival.rune_limit, rival.runes = 3, ["Yr"]
    state.fighters = {"A": who, "B": rival}
    run_card(state, card("Partage", effects=({"rune_slots": amount, "target": "opponent"},)), who)
    assert texts_of(state, "eredan.runes.slots") == [said]
    assert runes.slots(who) == 3


# --- a rune ability counting runes carried: the rune it consumed (the reading consumed-rune-counts) ---------------

@pytest.mark.parametrize("consumed, counted, carried, attack, said", [
    # consumes Cor, counts the Cor of the team: Runique's consumed Cor still counts (with Allié's Cor)
    ("Cor", "team", ["Cor"], 4, ["Rite : la rune Cor consommée compte encore (Runique)"]),
    # consumes Yr, counts the Cor of the team: the Yr consumed is not a Cor, only Allié's Cor counts
    ("Yr", "team", ["Yr"], 3, []),
    # consumes Cor, counts the Cor of the opponents: Runique is not one of them, only Rival's Cor counts
    ("Cor", "opponents", ["Cor"], 3, []),
])
def test_a_rune_ability_still_counts_only_the_rune_it_consumed_from_those_it_counts(consumed, counted, carried,
                                                                                    attack, said):
    """eredan.runes.ability, reading consumed-rune-counts « still-counted »: « attaque +1 par Rune Cor portée par
    … » counts again the rune its ability consumed only if it is a Cor, consumed from one of the characters counted."""
    state, who = _runique(3, carried)
    state.chance = Chance(readings={"consumed-rune-counts": "still-counted"},
                          fixed_readings=frozenset({"consumed-rune-counts"}))
    character(state, "A", "Allié").runes = ["Cor"]
    rival = character(state, "B", "Rival")
    rival.runes = ["Cor"]
    state.fighters = {"A": who, "B": rival}
    step = {"rune": consumed, "stat": "attack", "add": {"count": counted, "runes": "Cor"}, "target": "self"}
    run_card(state, card("Rite", effects=(step,)), who)
    assert who.runes == [] and stats.shown(who, "attack_min") == attack
    assert [text for text in texts_of(state, "eredan.runes.ability") if text.startswith("Rite : la rune")] == said
    assert ("consumed-rune-counts" in state.chance.readings_used) is bool(said)


@pytest.mark.parametrize("limit, slots, shown", [(None, [], 3), (None, [(2, None, None, "never")], 5), (4, [], 4),
                                                (2, [(1, 6, None, "leaves")], 3)])
def test_the_slots_of_a_character_start_from_its_limit_else_the_default(limit, slots, shown):
    """« si vous en avez moins de 5 » (``Nom.rune_slots``): the character's limit with its slots, the default 3 when
    neither the case nor the database gives one."""
    _state, who = _runique(limit)
    who.rune_slots = list(slots)
    assert runes.slots(who) == shown
