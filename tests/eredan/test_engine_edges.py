"""Corners of the Eredan engine no ruling reaches, each with its whole trace (plain objects): a reduction limited
to an element, what a dead character no longer suffers, a duration given in combats, an amount given as a
boolean or with a floor, a clone or a move with nothing to act on, the permanent effects a moved card takes
along (each kind of change said as the characteristics say it), the damage conditions of a reaction.

Mutation testing showed these branches unread: the bundled cards take the other one."""

from __future__ import annotations

import pytest

from rulings.core.errors import UserError
from rulings.games.eredan import damage, effects, moving, stats
from rulings.games.eredan.model import CardInPlay
from tests.helpers import attach, card, character, fight, game, run_card, trace_of

# --- damage -------------------------------------------------------------------------------------------

def test_a_reduction_of_one_element_lowers_only_that_elements_damage(state, pair):
    alpha, beta = pair
    attach(state, card("Ecaille", "objet", effects=({"when": "static", "reduce_damage": 2, "element": "feu"},)), beta)
    assert damage.deal(state, beta, 5, "magical", alpha, "Boule de feu", "feu") == 2
    assert damage.deal(state, beta, 5, "magical", alpha, "Eclair", "air") == 4
    assert damage.deal(state, beta, 5, "magical", alpha, "Sort", None) == 4
    assert trace_of(state) == [
        ("eredan.damage.magical", "Boule de feu : 5 dégâts magiques - esprit 1 de Beta = 4"),
        ("eredan.damage.reduction", "Ecaille réduit de 2 les dégâts reçus par Beta : 4 → 2"),
        ("eredan.damage.magical", "Beta subit 2 dégâts magiques : PV 20 → 18"),
        ("eredan.damage.magical", "Eclair : 5 dégâts magiques - esprit 1 de Beta = 4"),
        ("eredan.damage.magical", "Beta subit 4 dégâts magiques : PV 18 → 14"),
        ("eredan.damage.magical", "Sort : 5 dégâts magiques - esprit 1 de Beta = 4"),
        ("eredan.damage.magical", "Beta subit 4 dégâts magiques : PV 14 → 10"),
    ]


def test_a_reduction_of_some_kinds_spares_the_others(state, pair):
    alpha, beta = pair
    attach(state, card("Cuirasse", "objet", effects=({"when": "static", "reduce_damage": 1,
                                                      "kinds": ["physical", "direct"]},)), beta)
    assert [damage.deal(state, beta, 4, kind, alpha, kind) for kind in ("physical", "magical", "direct")] == [2, 3, 3]
    assert [text for rule, text in trace_of(state) if rule == "eredan.damage.reduction"] == [
        "Cuirasse réduit de 1 les dégâts reçus par Beta : 3 → 2",
        "Cuirasse réduit de 1 les dégâts reçus par Beta : 4 → 3",
    ]


def test_a_dead_character_loses_no_more_hp_and_does_not_die_again(state, pair):
    _alpha, beta = pair
    beta.dead, beta.hp = True, -2
    damage.lose_hp(state, beta, 3, "Poison")
    damage.kill(state, beta, "Exécution")
    assert (beta.hp, beta.hp_lost) == (-2, 0)
    assert trace_of(state) == [("eredan.combat.dead", "Beta est mort : Poison sans effet")]


def test_kill_counts_the_hp_taken_away_out_of_the_score(state, pair):
    alpha, beta = pair
    beta.hp = 7
    damage.kill(state, beta, "Exécution")
    assert (beta.hp, beta.hp_lost, damage.score(state, "A")) == (0, 7, 0)
    assert trace_of(state) == [("eredan.damage.kill", "Beta meurt (Exécution) : PV → 0, hors score")]


# --- set_duration, amounts ------------------------------------------------------------------------------

@pytest.mark.parametrize("spec, duration, said", [
    ({"combats": 2}, ("combats", 2), "durée 2 combats"),
    ({"turns": 3}, ("turns", 3), "durée 3 tours"),
    ("permanent", ("permanent", 0), "permanente"),
    ("ephemeral", ("ephemeral", 0), "éphémère : défaussée à la fin du combat"),
])
def test_set_duration_gives_the_card_its_duration_and_says_it(state, pair, spec, duration, said):
    alpha, _beta = pair
    played = run_card(state, card("Durable", effects=({"set_duration": spec},)), alpha)
    assert played.duration == duration
    assert trace_of(state) == [("eredan.duration.played-by", f"Durable jouée par Alpha : {said}")]


def test_set_duration_in_an_ability_is_refused_naming_it(state, pair):
    alpha, _beta = pair
    with pytest.raises(UserError) as err:
        effects.run(effects.Ctx(state, alpha, None, "Alpha"), ({"set_duration": "permanent"},), "resolve")
    assert err.value.message == "Alpha : set_duration ne s'applique qu'à une carte"


@pytest.mark.parametrize("expr, result", [
    (True, 1), (False, 0), ({"value": 1, "min": 3}, 3), ({"value": 5, "min": 3}, 5), ({"value": 5, "max": 3}, 3),
    ({"value": 7, "divide": 2, "plus": 1, "times": 3}, 11),
])
def test_an_amount_as_a_boolean_or_with_bounds(state, pair, expr, result):
    alpha, _beta = pair
    assert effects.value(effects.Ctx(state, alpha, None, "Alpha"), expr) == result


# --- clone and move with nothing to act on ------------------------------------------------------------------

def test_a_clone_without_a_chained_card_says_so(state, pair):
    alpha, _beta = pair
    run_card(state, card("Multi", effects=({"clone": True},)), alpha)
    assert state.called == []
    assert trace_of(state) == [("eredan.resolve.called", "Multi : aucune carte enchaînée à cloner")]


def test_moving_the_objects_of_a_character_who_has_none_says_so(state, pair):
    alpha, beta = pair
    attach(state, card("Malédiction", "sort"), alpha)
    run_card(state, card("Cercueil", effects=({"move_card": "all", "type": "objet", "target": "opponent"},)), alpha)
    assert [c.name for c in alpha.attached] == ["Malédiction"] and beta.attached == []
    assert trace_of(state) == [("eredan.cards.move", "Cercueil : aucune carte attachée concernée")]


def test_moving_a_card_to_its_own_carrier_changes_nothing(state, pair):
    alpha, _beta = pair
    amulet = attach(state, card("Amulette", "objet"), alpha)
    stats.modify(state, alpha, "defense", "add", 2, amulet, "leaves", "Amulette")
    state.trace.entries.clear()
    moving.move(state, amulet, alpha, "Essai")
    assert alpha.attached == [amulet] and stats.shown(alpha, "defense") == 3
    assert trace_of(state) == [("eredan.cards.move", "Amulette est déjà attachée à Alpha")]


def test_a_moved_card_takes_each_kind_of_lasting_change_along_and_says_it(state):
    giver = character(state, "A", "Alpha", attack=(2, 4), defense=3, spirit=2, hp=20)
    taker = character(state, "A", "Bravo", attack=(1, 1), defense=0, spirit=0, hp=20)
    amulet = attach(state, card("Amulette", "objet"), giver)
    stats.modify(state, giver, "defense", "set", 5, amulet, "leaves", "Amulette")
    stats.modify(state, giver, "attack_min", "equal", "attack_max", amulet, "leaves", "Amulette")
    stats.modify(state, giver, "spirit", "scale", (1, 2), amulet, "leaves", "Amulette")
    stats.modify(state, giver, "attack_max", "scale", (2, 1), amulet, "leaves", "Amulette")
    stats.modify(state, giver, "defense", "add", -1, amulet, "leaves", "Amulette")
    state.trace.entries.clear()
    moving.move(state, amulet, taker, "Porte-bonheur")
    assert trace_of(state) == [
        ("eredan.cards.move", "Amulette quitte Alpha, ses effets y cessent : attaque 8/8, défense 4, esprit 1 → "
                              "attaque 2/4, défense 3, esprit 2"),
        ("eredan.cards.move", "Porte-bonheur : Amulette passe de Alpha à Bravo sans se réactiver ; seuls ses effets "
                              "permanents le suivent (caractéristiques : défense = 5, attaque min. = attaque max., "
                              "esprit ÷ 2, attaque max. × 2, défense -1), pas ses effets "
                              "d'activation"),
        ("eredan.resolve.attach", "Amulette s'attache à Bravo"),
        ("eredan.cards.move", "Bravo : défense = 5 (Amulette) : 0 → 5"),
        ("eredan.cards.move", "Bravo : attaque min. = attaque max. (Amulette) : 1 → 1"),
        ("eredan.cards.move", "Bravo : esprit ÷ 2 (arrondi à l'inférieur) (Amulette) : 0 → 0"),
        ("eredan.cards.move", "Bravo : attaque max. × 2 (Amulette) : 1 → 2"),
        ("eredan.cards.move", "Bravo : défense -1 (Amulette) : 5 → 4"),
    ]
    assert stats.attack_text(taker) == "2/2" and stats.shown(taker, "defense") == 4
    assert stats.shown(taker, "spirit") == 0


# --- the damage condition of a reaction -----------------------------------------------------------------------

@pytest.fixture
def watched(state, pair):
    """Beta carries three amulets healing it when it takes fire damage, a spell's damage, or damage dealt by
    someone; Alpha carries a powder weapon."""
    alpha, beta = pair
    for name, spec in (("Feu", {"element": "feu"}), ("Sortilège", {"spell": True}), ("Vengeance", {"by": "opponent"}),
                       ("Poudre", {"by_weapon": "poudre"})):
        attach(state, card(name, "objet", effects=({"when": "damaged", "if": {"damage": spec}, "heal": 1},)), beta)
    attach(state, card("Tromblon", "objet", subtypes=("arme", "poudre")), alpha)
    state.trace.entries.clear()
    return alpha, beta


def reacted(state) -> list[str]:
    return [text for rule, text in trace_of(state) if rule == "eredan.damage.trigger"]


def test_damage_of_no_dealer_matches_no_condition_on_its_dealer(state, watched):
    _alpha, beta = watched
    damage.deal(state, beta, 3, "direct", None, "Piège", "feu")
    assert reacted(state) == ["Feu se déclenche : Beta subit 3 dégâts directs de feu"]


def test_a_spells_damage_matches_the_spell_condition_only_when_it_is_a_spells(state, watched):
    alpha, beta = watched
    damage.deal(state, beta, 3, "direct", alpha, "Éclair", "air", spell=True)
    assert reacted(state) == [
        "Sortilège se déclenche : Beta subit 3 dégâts directs d'air, infligés par Alpha",
        "Vengeance se déclenche : Beta subit 3 dégâts directs d'air, infligés par Alpha",
        "Poudre se déclenche : Beta subit 3 dégâts directs d'air, infligés par Alpha, équipé de Tromblon (poudre)",
    ]


def test_a_damage_condition_outside_a_damage_event_is_refused(state, pair):
    alpha, _beta = pair
    with pytest.raises(UserError) as err:
        effects.run(effects.Ctx(state, alpha, None, "Alpha"),
                    ({"if": {"damage": {"kind": "physical"}}, "heal": 1},), "resolve")
    assert err.value.message.startswith("Alpha : ")
    assert "damage" in err.value.message


# --- a step the engine cannot follow: the whole message, naming the card ------------------------------------------

def run_chosen(state, definition, by, choices):
    in_play = CardInPlay(definition, by.player, by, state.next_seq(), state.turn, choices=choices)
    effects.run(effects.Ctx(state, by, in_play, definition.name), definition.effects, "resolve")


@pytest.mark.parametrize("step, choices, message, hint", [
    ({"stat": "defense"}, {}, "X : « stat » demande add, set, divide ou multiply", None),
    ({"swap": "defense", "what": "tout"}, {}, "X : « what » de swap vaut value, base ou bonus", None),
    ({"identity": "tribu", "set": ["Humain"]}, {}, "X : identity nomme guilds, classes, races ou castes", None),
    ({"heal": 1, "target": "chosen"}, {}, "X demande un choix « target », que le scénario ne donne pas", None),
    ({"heal": 1, "target": "chosen"}, {"target": "Btea"}, "pas de personnage nommé « Btea » dans ce scénario",
     "vouliez-vous dire « Beta » ?"),
])
def test_a_step_the_engine_cannot_follow_is_refused(state, pair, step, choices, message, hint):
    alpha, _beta = pair
    with pytest.raises(UserError) as err:
        run_chosen(state, card("X", effects=(step,)), alpha, choices)
    assert (err.value.message, err.value.hint) == (message, hint)


def test_a_swap_needs_two_fighters(state, pair):
    alpha, _beta = pair
    state.fighters = {"A": alpha}
    with pytest.raises(UserError) as err:
        run_chosen(state, card("X", effects=({"swap": "defense"},)), alpha, {})
    assert err.value.message == "X : un échange demande deux personnages en combat"


def test_the_played_condition_outside_a_card_played_event_is_refused(state, pair):
    alpha, _beta = pair
    with pytest.raises(UserError) as err:
        effects.run(effects.Ctx(state, alpha, None, "Alpha"), ({"heal": 1, "if": {"played": {"by": "self"}}},),
                    "resolve")
    assert err.value.message == "Alpha : la condition « played » n'a de sens que pour une étape « when: card_played »"


@pytest.mark.parametrize("hand, shown", [(["Y"], "Y"), (["X", "Y"], "X, Y"), ([], "vide")])
def test_calling_a_card_absent_from_its_zone_is_refused_listing_the_zone(state, hand, shown):
    from rulings.games.eredan.effects.card_steps import call_card

    alpha = character(state, "A", "Alpha", hp=20)
    state.players["A"].hand = list(hand)
    state.cards = {"Z": card("Z")}
    with pytest.raises(UserError) as err:
        call_card(state, alpha, "Z", "hand", "Appel", None)
    assert err.value.message == f"Appel appelle Z depuis la zone main du joueur A, où elle n'est pas ({shown})"
    assert state.called == [] and state.players["A"].hand == hand


# --- belongs, immune -------------------------------------------------------------------------------------------

@pytest.fixture
def classed(state):
    a = character(state, "A", "Alpha", classes=("Mage",), races=("Humain",), hp=20)
    b = character(state, "B", "Beta", classes=("Guerrier",), hp=20)
    fight(state, a, b)
    return a, b


@pytest.mark.parametrize("spec, said", [
    ({"who": "opponent", "classes": "Guerrier"}, "X : Beta est Guerrier"),
    ({"classes": ["Mage"], "races": "Humain"}, "X : Alpha est Mage, Humain"),
    ({"who": "opponent", "classes": "Mage"}, None),
    ({"classes": "Mage", "races": ["Elfe"]}, None),
    ({"classes": "Magelame"}, None),            # one value: a whole word, not a part of it
])
def test_belongs_looks_at_the_character_named_in_each_group_given(state, classed, spec, said):
    alpha, _beta = classed
    run_card(state, card("X", effects=({"if": {"belongs": spec}, "stat": "defense", "add": 1, "target": "self"},)),
             alpha)
    assert stats.shown(alpha, "defense") == (1 if said else 0)
    first = trace_of(state)[0]
    assert first == (("eredan.resolve.affiliation-bonus", said) if said else
                     ("eredan.resolve.effect", "X : condition non remplie, effet ignoré"))


def test_belongs_of_an_unknown_group_is_refused_naming_it(state, classed):
    alpha, _beta = classed
    with pytest.raises(UserError) as err:
        run_card(state, card("W", effects=({"if": {"belongs": {"tribu": "x"}}, "heal": 1},)), alpha)
    assert err.value.message == "W : belongs nomme « tribu », pas guilds, classes, races ou castes"


def test_an_immunity_given_by_a_card_leaves_with_it_and_follows_it_when_it_moves(state, pair):
    """« ne peut pas être modifiée » (``immune``, ``to: modify`` by default) lasts as long as the card: it goes
    with the card to its new carrier, and ends when the card leaves play."""
    from rulings.games.eredan.equipment import leave_play

    alpha, beta = pair
    ally = character(state, "A", "Allié", defense=2, hp=20)
    amulet = CardInPlay(card("Amulette", "objet", effects=({"immune": "defense", "target": "self"},)), alpha.player,
                        alpha, state.next_seq(), state.turn, carrier=alpha)
    alpha.attached.append(amulet)
    effects.run(effects.Ctx(state, alpha, amulet, "Amulette"), amulet.definition.effects, "resolve")
    assert alpha.immunities == [("defense", "modify", amulet, "leaves")]
    assert not stats.modify(state, alpha, "defense", "add", 1, None, "never", "bonus")
    moving.move(state, amulet, ally, "Porte-bonheur")
    assert alpha.immunities == [] and ally.immunities == [("defense", "modify", amulet, "leaves")]
    assert stats.modify(state, alpha, "defense", "add", 1, None, "never", "bonus")
    assert not stats.modify(state, ally, "defense", "add", -1, None, "never", "malus")
    leave_play(state, amulet, "défaussée")
    assert ally.immunities == []
    assert stats.modify(state, ally, "defense", "add", -1, None, "never", "malus")
    assert stats.shown(ally, "defense") == 1


def test_discarding_from_a_character_who_carries_nothing_says_so(state, pair):
    alpha, beta = pair
    run_card(state, card("Désarmement", effects=({"discard_attached": True, "target": "opponent"},)), alpha)
    assert trace_of(state) == [("eredan.resolve.discard-attached", "Désarmement : aucune carte attachée à Beta à "
                                                                "défausser")]


def test_returning_the_chained_card_when_none_was_chained_says_so(state, pair):
    alpha, _beta = pair
    run_card(state, card("Intrigue", effects=({"return_chained": "hand"},)), alpha)
    assert trace_of(state) == [("eredan.zones.return", "Intrigue : aucune carte jouée en enchaînement")]


def test_objects_played_again_in_their_order_of_arrival(state, pair):
    """``reactivate: true`` with ``order: arrival`` (the default; Cercueil de glace plays them in reverse)."""
    alpha, _beta = pair
    helmet = attach(state, card("Casque", "objet", effects=({"stat": "defense", "add": 1},)), alpha)
    boots = attach(state, card("Bottes", "objet", effects=({"stat": "defense", "add": 2},)), alpha)
    state.trace.entries.clear()
    moving.replay(state, alpha, [boots, helmet], alpha, "arrival", "Cercueil")
    assert trace_of(state) == [
        ("eredan.cards.reactivate", "Cercueil : Bottes, Casque sont retirés puis joués à nouveau ; ils s'activent "
                                    "dans l'ordre de leur arrivée : Casque, Bottes"),
        ("eredan.cards.reactivate", "Casque s'active à nouveau (Cercueil)"),
        ("eredan.stats.add", "Alpha : défense +1 (Casque) : 1 → 2"),
        ("eredan.cards.reactivate", "Bottes s'active à nouveau (Cercueil)"),
        ("eredan.stats.add", "Alpha : défense +2 (Bottes) : 2 → 4"),
        ("eredan.cards.reactivate", "Alpha porte toujours, dans l'ordre de leur première arrivée : Casque, Bottes"),
    ]


# --- a reaction to damage: its conditions, its rune, its default target -------------------------------------------

@pytest.fixture
def reacting(state, pair):
    """Alpha put on Beta cards healing Beta (their default target: the carrier) when Beta takes damage."""
    alpha, beta = pair
    ally = character(state, "B", "Gamma", hp=20)
    attach(state, card("Épée", "objet", subtypes=("arme", "tranchant")), ally)    # a weapon, not a powder one
    attach(state, card("Baril", "objet", subtypes=("poudre",)), ally)            # powder, not a weapon
    for name, spec in (("Physique", {"kind": "physical"}), ("Deux", {"kind": ["physical", "direct"]}),
                       ("Feu", {"element": "feu"}), ("Pas sort", {"spell": False}), ("Allié", {"by": "ally"}),
                       ("Soi", {"by": "self"}), ("Arme", {"by_weapon": "poudre"})):
        attach(state, card(name, "sort", effects=({"when": "damaged", "if": {"damage": spec}, "heal": 1},)), beta,
               by=alpha)
    state.trace.entries.clear()
    return alpha, beta, ally


@pytest.mark.parametrize("kind, element, spell, dealer, fired", [
    ("physical", None, False, "Alpha", ["Physique", "Deux", "Pas sort"]),
    ("direct", "feu", False, "Alpha", ["Deux", "Feu", "Pas sort"]),
    ("magical", "feu", True, "Alpha", ["Feu"]),
    ("magical", None, False, "Gamma", ["Pas sort", "Allié"]),
    ("magical", None, False, "Beta", ["Pas sort", "Soi"]),
    ("magical", None, False, None, ["Pas sort"]),
])
def test_the_damage_condition_of_a_reaction(state, reacting, kind, element, spell, dealer, fired):
    alpha, beta, ally = reacting
    who = {"Alpha": alpha, "Beta": beta, "Gamma": ally, None: None}[dealer]
    damage.deal(state, beta, 5, kind, who, "Coup", element, spell=spell)
    assert [text.split(" se déclenche")[0]
            for rule, text in trace_of(state) if rule == "eredan.damage.trigger"] == fired
    healed = [text for rule, text in trace_of(state) if rule == "eredan.damage.heal"]
    assert len(healed) == len(fired) and all(text.startswith("Beta gagne") for text in healed)


def test_a_runic_reaction_consumes_the_rune_of_who_played_the_card_once(state, pair):
    alpha, beta = pair
    alpha.runes = ["Cor"]
    attach(state, card("Runique", "sort", effects=({"when": "damaged", "rune": "Cor", "heal": 1},
                                                   {"when": "damaged", "rune": "Cor", "stat": "defense", "add": 1})),
           beta, by=alpha)
    damage.deal(state, beta, 5, "direct", alpha, "Coup")
    assert alpha.runes == [] and stats.shown(beta, "defense") == 2
    damage.deal(state, beta, 5, "direct", alpha, "Coup")
    assert stats.shown(beta, "defense") == 2 and beta.hp == 20 - 5 + 1 - 5


# --- replayed elsewhere, draws ---------------------------------------------------------------------------------

def test_objects_played_again_on_another_carrier_move_to_it_and_count_as_played_now(state, pair):
    alpha, _beta = pair
    ally = character(state, "A", "Allié", defense=0, hp=20)
    helmet = attach(state, card("Casque", "objet", effects=({"stat": "defense", "add": 1, "target": "carrier"},)),
                    alpha)
    helmet.combats = 2
    state.turn = 3
    moving.replay(state, alpha, [helmet], ally, "arrival", "Cercueil")
    assert alpha.attached == [] and ally.attached == [helmet] and helmet.carrier is ally
    assert (helmet.turn, helmet.combats, helmet.played_by) == (3, 0, alpha)
    assert stats.shown(ally, "defense") == 1
    stats.remove_from(ally, helmet)                 # its bonus is the card's: it leaves with it
    assert stats.shown(ally, "defense") == 0


@pytest.mark.parametrize("step, said, phases", [
    ({"draw": 1}, "piochera 1 carte de plus lors de sa prochaine phase de pioche", 1),   # was « ses 1 prochaines »
    ({"draw": -2, "phases": 2}, "piochera 2 cartes de moins lors de ses 2 prochaines phases de pioche", 2),
])
def test_a_change_of_the_draw_lasts_one_draw_phase_by_default(state, pair, step, said, phases):
    alpha, beta = pair
    run_card(state, card("Pioche", effects=({**step, "target": "opponent"},)), alpha)
    assert state.players["B"].draw_changes == [[step["draw"], phases, "Pioche"]]
    assert trace_of(state) == [("eredan.turn.draw-change", f"Pioche : le joueur B {said}")]


# --- removed from the game, clones, limits, copies -------------------------------------------------------------

@pytest.fixture
def prestige(state, pair):
    alpha, _beta = pair
    state.cards = {"Ruse": card("Ruse"), "Autre": card("Autre"),
                   "Ruse (collector)": card("Ruse (collector)", printed_name="Ruse", version="collector")}
    definition = card("Prestige", effects=({"remove_from_game": "hand", "target": "opponent"},))
    return alpha, definition, CardInPlay(definition, alpha.player, alpha, state.next_seq(), state.turn,
                                         choices={"choose": "Ruse"})


def test_a_card_removed_from_the_game_takes_its_copies_of_the_zones_by_default(state, prestige):
    alpha, definition, played = prestige
    opponent = state.players["B"]
    opponent.hand, opponent.deck, opponent.discard = ["Ruse", "Autre", "Ruse (collector)"], ["Ruse", "Ruse"], None
    effects.run(effects.Ctx(state, alpha, played, "Prestige"), definition.effects, "resolve")
    assert (opponent.hand, opponent.deck, opponent.removed) == (["Autre", "Ruse (collector)"], [], ["Ruse"] * 3)
    assert trace_of(state) == [
        ("eredan.zones.removed", "Prestige retire de la partie 1 × Ruse (main de B)"),
        ("eredan.zones.card-identity", "Ruse (collector) (main de B) a le même nom que Ruse mais pas la même version "
                                       "ni le même niveau : ce n'est pas une copie, elle reste"),
        ("eredan.zones.removed", "Prestige retire de la partie 2 × Ruse (deck de B)"),
        ("eredan.zones.removed", "Prestige : défausse de B non détaillée par le scénario"),
    ]


@pytest.mark.parametrize("hand, shown, hint", [(["Autre"], "Autre", None), (["Rusee"], "Rusee",
                                                                          "vouliez-vous dire « Rusee » ?"),
                                               ([], "vide", None)])
def test_removing_a_card_absent_from_the_zone_is_refused(state, prestige, hand, shown, hint):
    alpha, definition, played = prestige
    state.players["B"].hand = hand
    with pytest.raises(UserError) as err:
        effects.run(effects.Ctx(state, alpha, played, "Prestige"), definition.effects, "resolve")
    assert (err.value.message, err.value.hint) == (
        f"Prestige choisit Ruse dans la zone main du joueur B, où elle n'est pas ({shown})", hint)


def test_a_clone_is_played_this_turn_with_the_choices_of_its_original(state, pair):
    from rulings.games.eredan.effects.card_steps import clone_card

    alpha, _beta = pair
    state.turn = 4
    original = CardInPlay(card("Éclair"), alpha.player, alpha, state.next_seq(), 4, choices={"target": "Beta"})
    clone_card(state, original, "Multi")
    clone = state.called[-1]
    assert (clone.turn, clone.choices, clone.clone_of, clone.played_by) == (4, {"target": "Beta"}, original, alpha)
    assert state.played[-1] is clone and clone.seq > original.seq


def test_a_limit_given_by_a_card_lasts_as_long_as_the_card_and_can_read_its_target(state, pair):
    alpha, beta = pair
    beta.base["spirit"] = 2
    amulet = CardInPlay(card("Chaîne", "objet", effects=({"limit": "target.spirit", "target": "opponent"},)),
                        alpha.player, alpha, state.next_seq(), state.turn, carrier=beta)
    beta.attached.append(amulet)
    effects.run(effects.Ctx(state, alpha, amulet, "Chaîne"), amulet.definition.effects, "resolve")
    assert beta.limits == [(2, amulet, "leaves")]
    stats.remove_from(beta, amulet)
    assert beta.limits == []


def test_a_characteristic_copied_once_takes_the_value_of_now(state, pair):
    alpha, _beta = pair
    run_card(state, card("Miroir", effects=({"copy_stat": "attack_min", "from": "attack_max", "target": "self"},)),
             alpha)
    assert stats.attack_text(alpha) == "4/4"
    stats.modify(state, alpha, "attack_max", "add", 2, None, "never", "bonus")
    assert stats.attack_text(alpha) == "4/6"


def test_a_copy_given_by_a_card_is_traced_as_an_exchange_and_leaves_with_the_card(state, pair):
    alpha, _beta = pair
    mirror = run_card(state, card("Miroir", effects=({"copy_stat": "attack_min", "from": "attack_max",
                                                      "target": "self"},)), alpha)
    assert trace_of(state) == [("eredan.stats.swap", "Alpha : attaque min. = 4 (Miroir) : 2 → 4")]
    stats.remove_from(alpha, mirror)
    assert stats.attack_text(alpha) == "2/4"


def test_a_limit_read_on_its_player_character(state, pair):
    alpha, _beta = pair
    alpha.base["spirit"] = 3
    run_card(state, card("Sceau", effects=({"limit": "self.spirit", "target": "self"},)), alpha)
    assert [amount for amount, _source, _until in alpha.limits] == [3]


def test_a_card_attached_for_the_first_time_comes_from_nowhere(state, pair):
    alpha, _beta = pair
    loose = CardInPlay(card("Talisman", "objet"), alpha.player, alpha, state.next_seq(), state.turn)
    moving.move(state, loose, alpha, "Essai")
    assert loose.carrier is alpha and alpha.attached == [loose]
    assert trace_of(state) == [
        ("eredan.cards.move", "Essai : Talisman passe de - à Alpha sans se réactiver ; seuls ses effets permanents le "
                              "suivent (caractéristiques : aucun), pas ses effets d'activation"),
        ("eredan.resolve.attach", "Talisman s'attache à Alpha"),
    ]


def test_a_moved_card_gives_its_limit_and_immunity_to_its_new_carrier_in_its_name(state, pair):
    alpha, _beta = pair
    ally = character(state, "A", "Allié", hp=20)
    amulet = attach(state, card("Amulette", "objet"), alpha)
    stats.modify(state, alpha, "defense", "add", 1, amulet, "leaves", "Amulette")
    stats.add_limit(state, alpha, 2, amulet, "leaves", "Amulette")
    stats.add_immunity(state, alpha, "spirit", "decrease", amulet, "leaves", "Amulette")
    state.trace.entries.clear()
    moving.move(state, amulet, ally, "Porte-bonheur")
    assert trace_of(state)[2:] == [
        ("eredan.resolve.attach", "Amulette s'attache à Allié"),
        ("eredan.cards.move", "Allié : défense +1 (Amulette) : 0 → 1"),
        ("eredan.stats.limitation", "Allié : variation des caractéristiques limitée à ±2 (Amulette)"),
        ("eredan.stats.cannot-decrease", "Allié : esprit ne peut pas être diminuée (Amulette)"),
    ]
    assert [m.until for m in ally.mods] == ["leaves"] and ally.limits == [(2, amulet, "leaves")]
    stats.remove_from(ally, amulet)
    assert (ally.mods, ally.limits, ally.immunities) == ([], [], [])


def test_copies_removed_only_from_the_zones_named(state, prestige):
    alpha, _definition, _played = prestige
    definition = card("Prestige", effects=({"remove_from_game": "hand", "copies": ["hand"], "target": "opponent"},))
    played = CardInPlay(definition, alpha.player, alpha, state.next_seq(), state.turn, choices={"choose": "Ruse"})
    opponent = state.players["B"]
    opponent.hand, opponent.deck = ["Ruse", "Autre"], ["Ruse"]
    effects.run(effects.Ctx(state, alpha, played, "Prestige"), definition.effects, "resolve")
    assert (opponent.hand, opponent.deck, opponent.removed) == (["Autre"], ["Ruse"], ["Ruse"])


def test_the_zone_of_a_card_to_remove_is_listed_whole(state, prestige):
    alpha, definition, played = prestige
    state.players["B"].hand = ["Autre", "Rien"]
    with pytest.raises(UserError) as err:
        effects.run(effects.Ctx(state, alpha, played, "Prestige"), definition.effects, "resolve")
    assert err.value.message == "Prestige choisit Ruse dans la zone main du joueur B, où elle n'est pas (Autre, Rien)"


def test_a_card_moved_to_a_character_drawn_at_random_among_the_others_for_sure():
    """``random: true`` without ``chance``: it surely moves, to one of the targets other than its carrier."""
    state = game({"T1:Porte": "Gamma"})
    alpha = character(state, "A", "Alpha", hp=20)
    gamma = character(state, "A", "Gamma", hp=20)
    character(state, "A", "Delta", hp=20)
    fight(state, alpha, character(state, "B", "Beta", hp=20))
    definition = card("Porte", "objet", effects=({"move_card": "this", "random": True, "target": "allies"},))
    porte = CardInPlay(definition, alpha.player, alpha, state.next_seq(), state.turn, carrier=alpha, resolved=True,
                       done=True)
    alpha.attached.append(porte)
    effects.run(effects.Ctx(state, alpha, porte, "Porte"), definition.effects, "resolve")
    assert porte.carrier is gamma and gamma.attached == [porte] and alpha.attached == []
    assert trace_of(state) == [
        ("eredan.effects.chance", "Porte (à coup sûr, personnage tiré au hasard parmi Gamma, Delta) : le tirage "
                                  "désigne Gamma"),
        ("eredan.cards.move", "Porte : Porte passe de Alpha à Gamma sans se réactiver ; seuls ses effets permanents "
                              "le suivent (caractéristiques : aucun), pas ses effets d'activation"),
        ("eredan.resolve.attach", "Porte s'attache à Gamma"),
    ]
