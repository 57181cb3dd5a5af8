"""The effect language as its reference page documents it (docs/eredan/effets.md), where no ruling pins it.

Mutation testing (tools/mutation.py) showed parameters of the Eredan effect
language that the bundled cards use in one way only, so that a change of their
meaning went unnoticed.  These tests are of the format, not of a game rule:
each follows the sentence of the reference page it quotes, with plain objects.
"""

from __future__ import annotations

import pytest

from rulings.core.errors import UserError
from rulings.games.eredan import damage, effects
from rulings.games.eredan.model import CardInPlay
from tests.helpers import ROOT, attach, card, rules_cited, run_card, texts_of, trace_of

# --- prevent_damage ----------------------------------------------------------------------------------
# « Les cibles ne subissent aucun dégât (`all`), ou aucun des types donnés (liste parmi physical, magical,
# direct), jusqu'à la fin du tour (par défaut) ou du combat (`until`). En effet permanent (`when: static`),
# la protection dure tant que la carte est en jeu »

@pytest.mark.parametrize("spec", [["physical", "direct"], "physical"])
def test_prevent_damage_of_the_kinds_given(state, pair, spec):
    alpha, beta = pair
    run_card(state, card("Bouclier", effects=({"prevent_damage": spec, "target": "self"},)), beta)
    assert beta.shields[0][0] == (tuple(spec) if isinstance(spec, list) else (spec,))
    assert damage.deal(state, beta, 5, "physical", alpha, "attaque") == 0
    assert damage.deal(state, beta, 5, "magical", alpha, "sort") == 4          # 5 - esprit 1
    assert damage.deal(state, beta, 2, "direct", alpha, "direct") == (0 if isinstance(spec, list) else 2)
    assert "eredan.damage.prevented" in rules_cited(state)


@pytest.mark.parametrize("until, after_combat", [(None, 0), ("end_of_turn", 0), ("end_of_combat", 3)])
def test_prevent_damage_lasts_until_the_end_of_the_turn_by_default(state, pair, until, after_combat):
    alpha, beta = pair
    step = {"prevent_damage": "all", "target": "self", **({"until": until} if until else {})}
    run_card(state, card("Bouclier", effects=(step,)), beta)
    assert damage.deal(state, beta, 3, "direct", alpha, "pendant le combat") == 0
    damage.expire_shields(beta, "end_of_combat")
    assert damage.deal(state, beta, 3, "direct", alpha, "après le combat") == after_combat
    damage.expire_shields(beta, "end_of_turn")
    assert damage.deal(state, beta, 3, "direct", alpha, "tour suivant") == 3


def test_prevent_damage_until_something_else_is_refused_naming_the_card(state, pair):
    alpha, beta = pair
    with pytest.raises(UserError) as error:
        run_card(state, card("Bouclier", effects=({"prevent_damage": "all", "until": "end_of_game",
                                                     "target": "self"},)), beta)
    assert "Bouclier" in str(error.value) and "end_of_game" in str(error.value)


def test_a_static_prevent_damage_of_some_kinds_protects_its_carrier_while_in_play(state, pair):
    alpha, beta = pair
    amulet = attach(state, card("Amulette", "objet", effects=(
        {"when": "static", "prevent_damage": ["magical"], "target": "carrier"},)), beta)
    assert damage.deal(state, beta, 5, "magical", alpha, "sort") == 0
    assert damage.deal(state, beta, 5, "physical", alpha, "attaque") == 4      # 5 - défense 1
    assert damage.deal(state, alpha, 5, "magical", beta, "sort") == 4          # only its carrier
    assert "eredan.damage.element-prevention" in rules_cited(state)
    beta.attached.remove(amulet)
    amulet.in_play = False
    assert damage.deal(state, beta, 5, "magical", alpha, "sort") == 4


# --- discard_attached -------------------------------------------------------------------------------
# « Défausse des cartes attachées aux cibles (`true`, ou le nom d'une carte) : `type`, `subtype` (arme,
# armure, familier…) et `duration` les filtrent ; `which` : la dernière posée (`last`), la première
# (`first`) ou toutes (`all`) ; sans `which`, si plusieurs répondent, le joueur de la carte choisit
# laquelle ; avec `exactly: N`, rien n'est défaussé s'il n'y en a pas exactement N. »

@pytest.fixture
def equipped(state, pair):
    """Beta carries, in the order they were put down: a weapon, an armour, a permanent spell, a second weapon."""
    alpha, beta = pair
    for name, kind, subtypes, duration in (("Épée", "objet", ("arme",), ("permanent", 0)),
                                           ("Cuirasse", "objet", ("armure",), ("permanent", 0)),
                                           ("Malédiction", "sort", (), ("permanent", 0)),
                                           ("Dague", "objet", ("arme",), ("combats", 2))):
        attach(state, card(name, kind, subtypes=subtypes, duration=duration), beta)
    return alpha, beta


def discard(state, alpha, **step) -> list[str]:
    """Alpha plays a card discarding Beta's attached cards; the names left on Beta."""
    run_card(state, card("Désarmement", effects=({"discard_attached": True, "target": "opponent", **step},)), alpha)
    return [c.name for c in state.fighters["B"].attached]


@pytest.mark.parametrize("step, left", [
    ({"which": "last"}, ["Épée", "Cuirasse", "Malédiction"]),
    ({"which": "first"}, ["Cuirasse", "Malédiction", "Dague"]),
    ({"which": "all"}, []),
    ({"subtype": "arme", "which": "first"}, ["Cuirasse", "Malédiction", "Dague"]),
    ({"subtype": "arme", "which": "all"}, ["Cuirasse", "Malédiction"]),
    ({"subtype": "armure", "which": "all"}, ["Épée", "Malédiction", "Dague"]),
    ({"type": "sort"}, ["Épée", "Cuirasse", "Dague"]),
    ({"type": "objet", "which": "all"}, ["Malédiction"]),
    ({"duration": "permanent", "which": "first"}, ["Cuirasse", "Malédiction", "Dague"]),
    ({"duration": "combats", "which": "all"}, ["Épée", "Cuirasse", "Malédiction"]),
    ({"exactly": 2, "subtype": "arme", "which": "all"}, ["Cuirasse", "Malédiction"]),
    ({"exactly": 1, "subtype": "arme", "which": "all"}, ["Épée", "Cuirasse", "Malédiction", "Dague"]),
    ({"exactly": 3, "subtype": "arme", "which": "all"}, ["Épée", "Cuirasse", "Malédiction", "Dague"]),
])
def test_discard_attached_filters_and_which(state, equipped, step, left):
    alpha, beta = equipped
    assert discard(state, alpha, **step) == left
    assert "eredan.resolve.discard-attached" in rules_cited(state)


@pytest.mark.parametrize("step, options", [
    ({}, ["Épée", "Cuirasse", "Malédiction", "Dague"]),
    ({"subtype": "arme"}, ["Épée", "Dague"]),
    ({"duration": "permanent"}, ["Épée", "Cuirasse", "Malédiction"]),
])
def test_discard_attached_without_which_is_the_choice_of_the_card_s_player(state, equipped, step, options):
    """Several cards fit and the card does not say which: A (who plays it) chooses; each option the case fixes by
    the label is the one discarded, and left free the choice is a branch of the run, never a silent default."""
    alpha, beta = equipped
    every = [c.name for c in beta.attached]
    label = "carte défaussée par Désarmement (Beta)"
    for option in options:
        for card_ in list(beta.attached):
            card_.in_play = True
        state.chance.fixed_choices[label] = option
        state.chance.chosen.clear()
        kept = list(beta.attached)
        assert discard(state, alpha, **step) == [n for n in every if n != option]
        assert [(c.kind, c.player, c.option, c.options, c.fixed) for c in state.chance.chosen] == \
            [("discard-attached", "A", option, len(options), True)]
        beta.attached[:] = kept
    del state.chance.fixed_choices[label]
    state.chance.chosen.clear()
    discard(state, alpha, **step)
    assert [(c.label, c.options, c.fixed) for c in state.chance.chosen] == [(label, len(options), False)]
    assert state.chance.branches == [len(options)]


def test_discard_attached_by_name(state, equipped):
    alpha, beta = equipped
    run_card(state, card("Vol", effects=({"discard_attached": "Cuirasse", "target": "opponent"},)), alpha)
    assert [c.name for c in beta.attached] == ["Épée", "Malédiction", "Dague"]


def test_discard_attached_with_nothing_to_discard_says_so(state, pair):
    alpha, beta = pair
    assert discard(state, alpha, subtype="arme") == []
    assert any("aucune carte attachée" in e.text for e in state.trace.entries)


def test_discard_attached_with_exactly_and_one_card_matching_says_one_card(state, equipped):
    """``exactly: 2`` weapons, and Beta carries one permanent weapon: nothing is discarded, in the singular."""
    alpha, _beta = equipped
    assert discard(state, alpha, subtype="arme", duration="permanent", exactly=2) == \
        ["Épée", "Cuirasse", "Malédiction", "Dague"]
    assert trace_of(state) == [("eredan.resolve.discard-attached", "Désarmement : 1 carte concernée attachée à Beta "
                                                                   "au lieu de 2 : rien n'est défaussé")]


def test_discard_attached_without_which_and_one_card_matching_is_no_choice(state, equipped):
    """A single card fits: it is discarded, with no choice for the player to make (none traced, none counted)."""
    alpha, _beta = equipped
    assert discard(state, alpha, subtype="armure") == ["Épée", "Malédiction", "Dague"]
    assert state.chance.chosen == [] and state.chance.branches == []
    assert trace_of(state) == [
        ("eredan.resolve.discard-attached", "Désarmement défausse Cuirasse (attachée) de Beta"),
        ("eredan.duration.permanent", "Cuirasse quitte le jeu (défaussée par Désarmement) → défausse de B")]


@pytest.mark.parametrize("option, kept", [("Malédiction (1ʳᵉ posée)", 1), ("Malédiction (2ᵉ posée)", 0)])
def test_two_copies_to_choose_from_are_named_by_the_order_they_were_put_down(state, pair, option, kept):
    """Beta carries two copies of a curse: the case fixes which one is discarded by its rank, « 1ʳᵉ posée » or
    « 2ᵉ posée »; left free, the first is the first branch."""
    alpha, beta = pair
    copies = [attach(state, card("Malédiction", "sort", duration=("permanent", 0)), beta) for _ in range(2)]
    label = "carte défaussée par Désarmement (Beta)"
    state.chance.fixed_choices[label] = option
    discard(state, alpha)
    assert beta.attached == [copies[kept]]
    assert texts_of(state, "eredan.resolve.discard-attached")[0] == f"Choix de A — {label} : {option} (fixé par le cas)"


def test_two_copies_left_to_the_player_are_two_branches_named_by_rank(state, pair):
    alpha, beta = pair
    copies = [attach(state, card("Malédiction", "sort", duration=("permanent", 0)), beta) for _ in range(2)]
    discard(state, alpha)
    assert beta.attached == [copies[1]] and state.chance.branches == [2]
    assert texts_of(state, "eredan.resolve.discard-attached")[0] == \
        "Choix de A — carte défaussée par Désarmement (Beta) : Malédiction (1ʳᵉ posée) (une branche sur 2 : le " \
        "moteur les joue toutes)"


# --- cancel -------------------------------------------------------------------------------------------
# « Annule les cartes adverses encore en attente de résolution : `true`, ou `{type: sort}` pour un type ;
# `guilded: true` : seulement les cartes de guilde ; `clones: true` : leurs clones aussi ; `chained: true` :
# seulement la carte jouée en enchaînement de celle-ci. »

def waiting(state, definition, by, **fields) -> CardInPlay:
    """``definition`` played by ``by``, waiting in the resolution queue."""
    in_play = CardInPlay(definition, by.player, by, state.next_seq(), state.turn, **fields)
    state.queue.append(in_play)
    return in_play


@pytest.fixture
def queue(state, pair):
    """Alpha's cards waiting to resolve: an action, a guild spell, a spell, and Beta's own action."""
    alpha, beta = pair
    waiting(state, card("Coup", "action"), alpha)
    waiting(state, card("Sort de guilde", "sort", restrictions={"guilds": ("Kotoba",)}), alpha)
    waiting(state, card("Éclair", "sort"), alpha)
    waiting(state, card("Riposte", "action"), beta)
    return alpha, beta


@pytest.mark.parametrize("step, cancelled", [
    ({"cancel": True}, ["Coup", "Sort de guilde", "Éclair"]),              # the opponent's cards only
    ({"cancel": {"type": "sort"}}, ["Sort de guilde", "Éclair"]),
    ({"cancel": True, "type": "action"}, ["Coup"]),
    ({"cancel": {"guilded": True}}, ["Sort de guilde"]),
    ({"cancel": True, "guilded": True}, ["Sort de guilde"]),
    ({"cancel": {"name": "Éclair"}}, ["Éclair"]),
    ({"cancel": {"type": "theurgie"}}, []),
])
def test_cancel_the_opponents_waiting_cards(state, queue, step, cancelled):
    alpha, beta = queue
    run_card(state, card("Contre", effects=(step,)), beta)
    assert state.cancelled == cancelled
    assert "eredan.resolve.cancel" in rules_cited(state)


def test_cancel_chained_hits_only_the_card_chained_to_it(state, pair):
    alpha, beta = pair
    counter = CardInPlay(card("Contre", effects=({"cancel": True, "chained": True, "target": "self"},)),
                         beta.player, beta, state.next_seq(), state.turn)
    waiting(state, card("Suite", "action"), beta, chained_to=counter)
    waiting(state, card("Autre", "action"), beta)
    effects.run(effects.Ctx(state, beta, counter, "Contre"), counter.definition.effects, "resolve")
    assert state.cancelled == ["Suite"]


def test_a_cancelled_or_resolved_card_is_not_cancelled_again(state, pair):
    alpha, beta = pair
    waiting(state, card("Déjà", "action"), alpha, cancelled=True)
    waiting(state, card("Passée", "action"), alpha, done=True)
    waiting(state, card("Coup", "action"), alpha)
    run_card(state, card("Contre", effects=({"cancel": True},)), beta)
    assert state.cancelled == ["Coup"]


@pytest.mark.parametrize("clones, cancelled", [(False, ["Pierre"]), (True, ["Pierre", "Pierre"])])
def test_cancel_spares_the_clones_unless_it_says_so(state, pair, clones, cancelled):
    alpha, beta = pair
    original = waiting(state, card("Pierre", "objet"), alpha)
    waiting(state, original.definition, alpha, clone_of=original)
    run_card(state, card("Contre", effects=({"cancel": True, **({"clones": True} if clones else {})},)), beta)
    assert state.cancelled == cancelled


# --- cancel_next --------------------------------------------------------------------------------------
# « Annule la prochaine carte adverse du type donné qui se résout »

@pytest.mark.parametrize("step, what", [({"cancel_next": {"type": "sort"}}, "sort"),
                                        ({"cancel_next": True, "type": "sort"}, "sort"),
                                        ({"cancel_next": True}, None)])
def test_cancel_next_watches_for_the_type_given(state, pair, step, what):
    alpha, beta = pair
    run_card(state, card("Blasphème", effects=(step,)), beta)
    (spec, players, label, _seq), = state.watchers
    assert spec.get("type") == what and players == {"A"} and label == "Blasphème"
    assert state.trace.entries[-1].text.endswith(f"annulera la prochaine {'carte' if what is None else 'sort'} adverse")


# --- quantities -----------------------------------------------------------------------------------------
# « un chemin `qui.quoi` (`opponent.spirit`, `self.defense.base`, `self.dealt.turn`, `target.healed.turn`,
# `carrier.markers.poudre`, `self.runes` : runes portées, `self.runes.Cor` : runes Cor…) »

@pytest.mark.parametrize("path, expected", [
    ("self.hp", 12), ("self.max_hp", 20), ("self.missing_hp", 8),
    ("self.dealt", 3), ("self.dealt.turn", 7),                     # this combat, this turn (Solaris)
    ("self.healed", 5), ("self.healed.turn", 2),
    ("self.markers.poudre", 4), ("self.markers.glace", 0),
    ("self.runes", 3), ("self.runes.Cor", 2), ("self.runes.Yr", 0),
    ("self.spirit", 1), ("opponent.spirit", 1), ("opponent.hp", 20),
])
def test_a_path_names_a_quantity_of_a_character(state, pair, path, expected):
    alpha, beta = pair
    alpha.hp, alpha.max_hp = 12, 20
    alpha.dealt_combat, alpha.dealt_turn = 3, 7
    alpha.healed, alpha.healed_turn = 5, 2
    alpha.markers["poudre"] = 4
    alpha.runes[:] = ["Cor", "Nox", "Cor"]
    assert effects.value(effects.Ctx(state, alpha, None, "essai"), path) == expected


def test_a_path_of_dealt_damage_is_traced_with_its_period(state, pair):
    alpha, beta = pair
    alpha.dealt_combat, alpha.dealt_turn = 3, 7
    ctx = effects.Ctx(state, alpha, None, "Solaris")
    effects.value(ctx, "self.dealt.turn")
    effects.value(ctx, "self.dealt")
    texts = [e.text for e in state.trace.entries if e.rule == "eredan.damage.dealt-by"]
    assert texts == ["Solaris : Alpha a infligé 7 dégâts pendant le tour, ceux de ses cartes compris",
                     "Solaris : Alpha a infligé 3 dégâts pendant le combat, ceux de ses cartes compris"]


@pytest.mark.parametrize("path, fragment", [("self", "self"), ("self.chance", "chance")])
def test_a_path_that_names_no_quantity_is_refused_naming_the_card(state, pair, path, fragment):
    alpha, beta = pair
    with pytest.raises(UserError) as error:
        effects.value(effects.Ctx(state, alpha, None, "Carte bizarre"), path)
    assert "Carte bizarre" in str(error.value) and fragment in str(error.value)


# --- damage -------------------------------------------------------------------------------------------
# « Inflige une quantité de dégâts aux cibles (par défaut : le personnage adverse), infligés par le
# personnage qui joue la carte : `kind` physical, magical (par défaut) ou direct ; `element` (feu, eau…) ;
# `as_spell: true` : comptés comme ceux d'un sort » — and prevent_damage's `spell: true` « ne prévient que
# les dégâts […] d'un sort » (blog, « Flammes du Phoenix »: Pierre-cœur noircie and fire spells).

@pytest.mark.parametrize("kind, extra, prevented", [
    ("sort", {}, True),                       # a fire spell
    ("action", {}, False),                    # fire damage, not a spell's
    ("action", {"as_spell": True}, True),     # « considérés comme ceux d'un sort feu »
    ("theurgie", {}, False),
])
def test_damage_of_a_spell_against_a_protection_from_spells(state, pair, kind, extra, prevented):
    alpha, beta = pair
    attach(state, card("Pierre", "objet", effects=(
        {"when": "static", "prevent_damage": "all", "element": "feu", "spell": True, "target": "carrier"},)), beta)
    fire = card("Feu", kind, effects=({"damage": 5, "element": "feu", **extra},))
    in_play = CardInPlay(fire, alpha.player, alpha, state.next_seq(), state.turn)
    effects.run(effects.Ctx(state, alpha, in_play, "Feu"), fire.effects, "resolve")
    assert beta.hp == (20 if prevented else 16)                    # magical by default: 5 - esprit 1
    assert alpha.dealt_combat == (0 if prevented else 4)           # dealt by the one who plays it
    assert "eredan.damage.dealt-by" in rules_cited(state)


# « `bonus_cards` : le nombre de cartes qui donnent un bonus à cette caractéristique » — a +0 is no bonus

def test_a_card_adding_nothing_gives_no_bonus(state, pair):
    from rulings.games.eredan import stats

    alpha, beta = pair
    nothing, something = (attach(state, card(n, "objet"), alpha) for n in ("Rien", "Quelque chose"))
    stats.modify(state, alpha, "defense", "add", 0, nothing, "leaves", "Rien")
    stats.modify(state, alpha, "defense", "add", 1, something, "leaves", "Quelque chose")
    assert effects.value(effects.Ctx(state, alpha, None, "essai"), {"bonus_cards": "defense"}) == 1


def test_an_attack_is_not_a_spell_for_a_protection_from_spells(state, pair):
    # prevent_damage: « `spell: true` ne préviennent que les dégâts […] d'un sort »
    alpha, beta = pair
    attach(state, card("Talisman", "objet", effects=(
        {"when": "static", "prevent_damage": "all", "spell": True, "target": "carrier"},)), beta)
    assert damage.deal(state, beta, 5, "physical", alpha, "attaque") == 4      # 5 - défense 1
    assert damage.deal(state, beta, 5, "magical", alpha, "sort", spell=True) == 0


# --- lose_hp and heal: a quantity of 1 is one HP, a quantity of 0 is nothing (not traced) -------------------

def test_lose_one_hp_and_heal_one_hp(state, pair):
    alpha, beta = pair
    beta.hp = 15
    run_card(state, card("Piqûre", effects=({"lose_hp": 1, "target": "opponent"},)), alpha)
    assert beta.hp == 14 and beta.hp_lost == 1
    run_card(state, card("Baume", effects=({"heal": 1, "target": "self"},)), beta)
    assert beta.hp == 15 and beta.healed == beta.healed_turn == 1


def test_a_quantity_of_zero_neither_heals_nor_takes_hp(state, pair):
    alpha, beta = pair
    run_card(state, card("Rien", effects=({"lose_hp": 0, "target": "opponent"},
                                          {"heal": "self.dealt", "target": "self"})), alpha)
    assert [e.rule for e in state.trace.entries if e.rule in ("eredan.damage.heal", "eredan.damage.hp-loss")] == []


# « ne peut pas être diminuée »: an increase, or adding 0, is no decrease

@pytest.mark.parametrize("amount, applied", [(-1, False), (0, True), (1, True)])
def test_cannot_decrease_blocks_only_a_decrease(state, pair, amount, applied):
    from rulings.games.eredan import stats

    alpha, beta = pair
    stats.add_immunity(state, alpha, "defense", "decrease", None, "never", "essai")
    assert stats.modify(state, alpha, "defense", "add", amount, None, "never", "carte") is applied


@pytest.mark.parametrize("path, expected", [
    ("self.attack", 2), ("self.attack_min", 2), ("self.attack_max", 6), ("self.attack_max.base", 4),
    ("self.attack_max.bonus", 2), ("self.defense.bonus", 0), ("card.attack_max", 6),
])
def test_a_path_names_a_characteristic_its_base_or_its_bonus(state, pair, path, expected):
    from rulings.games.eredan import stats

    alpha, beta = pair
    stats.modify(state, alpha, "attack_max", "add", 2, None, "never", "bonus")
    assert effects.value(effects.Ctx(state, alpha, None, "essai"), path) == expected


@pytest.mark.parametrize("info, expected", [({"amount": 4, "kind": "magical"}, 4), ({"kind": "direct"}, 0), (None, 0)])
def test_self_damage_is_the_damage_just_taken(state, pair, info, expected):
    # `when: damaged` abilities read the damage of the event that woke them
    alpha, beta = pair
    assert effects.value(effects.Ctx(state, alpha, None, "essai", info=info), "self.damage") == expected


def test_a_path_naming_no_one_is_refused_naming_the_card(state, pair):
    alpha, beta = pair
    with pytest.raises(UserError) as error:
        effects.value(effects.Ctx(state, alpha, None, "Carte bizarre"), "target.hp")
    assert error.value.message == "Carte bizarre : « target » dans une valeur, mais il n'y a pas de cible"
    state.fighters = {}
    with pytest.raises(UserError) as error:
        effects.value(effects.Ctx(state, alpha, None, "Carte bizarre"), "opponent.hp")
    assert error.value.message == "Carte bizarre : personne n'est « opponent » ici"


def test_the_format_of_a_step_built_afresh_is_the_shipped_schemas():
    """The step's format is built once, when the module loads (``format.STEP``): built again here, it is still
    the one the shipped schema gives a card's effects and a character's abilities."""
    import json

    from rulings.games.eredan import format as fmt

    schema = json.loads((ROOT / "schema" / "eredan.scenario.schema.json").read_text(encoding="utf-8"))
    define = schema["properties"]["define"]["properties"]
    fresh = fmt._step_spec().json_schema()
    assert fresh == define["cards"]["items"]["properties"]["effects"]["items"]
    assert fresh == define["characters"]["items"]["properties"]["abilities"]["items"]
