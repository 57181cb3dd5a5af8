"""A card's lasting effects end when it leaves its carrier, and follow it when it moves (plain objects).

Blog, « Porte bonheur »: « A la fin du combat, cette carte a une chance sur deux
d'être attachée à un de vos autres personnages » — and then « Votre personnage à
son attaque min. égale à son attaque max. » applies to its new carrier (ruling
``porte-bonheur``, case ``une-chance-sur-deux-deplace``).  The same holds, with
other effects, for every change a card gives while it is attached (``until:
leaves``): a modifier, a limitation (Dame Yilith's ±3, « Modification de
caractéristique ») and an immunity (« ne peut pas être diminuée / modifiée »).
A change that lasts until the end of the turn outlives its card (Soupçon de
trahison) and does not move with it.

``move_card`` itself (``rulings.games.eredan.moving``), from the blog's « Tirer les Ficelles » (a chosen card
moved, « ne réactive pas la corruption »), « Cercueil de Glace » (every object of a character) and « Porte
bonheur »: which cards move, to whom, what the trace and the errors say, and which lasting changes follow the
moved card — only its own.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from rulings.core.chance import Chance
from rulings.core.errors import UserError
from rulings.core.runner import run_case
from rulings.core.scenario import load
from rulings.games.eredan import effects, moving, runes, stats
from rulings.games.eredan.model import CardInPlay
from tests.helpers import ROOT, attach, card, character, fight, game, rules_cited, run_card, trace_of


@pytest.fixture
def moved(state):
    """An amulet on Porteur gives attack +2 while attached, esprit +1 until the end of the
    turn, then a ±3 limitation, « défense ne peut pas être diminuée » and « esprit ne peut pas être modifié »
    while attached; then it moves to Receveur."""
    giver = character(state, "A", "Porteur", attack=(2, 4), defense=3, spirit=2, hp=10)
    taker = character(state, "A", "Receveur", attack=(1, 2), defense=1, spirit=0, hp=10)
    amulet = attach(state, card("Amulette", "objet"), giver)
    stats.modify(state, giver, "attack_max", "add", 2, amulet, "leaves", "Amulette")
    stats.modify(state, giver, "spirit", "add", 1, amulet, "end_of_turn", "Amulette, ce tour-ci")
    stats.add_limit(state, giver, 3, amulet, "leaves", "Amulette")
    stats.add_immunity(state, giver, "defense", "decrease", amulet, "leaves", "Amulette")
    stats.add_immunity(state, giver, "spirit", "modify", amulet, "leaves", "Amulette")
    moving.move(state, amulet, taker, "Porte-bonheur")
    return giver, taker, amulet


def test_the_moved_card_is_attached_to_its_new_carrier_only(state, moved):
    giver, taker, amulet = moved
    assert amulet.carrier is taker and amulet in taker.attached and amulet not in giver.attached
    assert "eredan.cards.move" in rules_cited(state)


def test_its_modifier_leaves_the_old_carrier_and_follows_the_card(state, moved):
    giver, taker, _ = moved
    assert stats.shown(giver, "attack_max") == 4
    assert stats.shown(taker, "attack_max") == 4                # 2 + 2
    # the change given until the end of the turn stays where it was, and does not move
    assert stats.shown(giver, "spirit") == 3
    assert stats.shown(taker, "spirit") == 0


def test_its_limitation_follows_the_card(state, moved):
    giver, taker, _ = moved
    assert stats.current_limit(giver) is None and stats.current_limit(taker) == 3
    stats.modify(state, taker, "attack_min", "add", 5, None, "never", "gros bonus")
    assert stats.shown(taker, "attack_min") == 4                # 1 + 3 (limited)
    stats.modify(state, giver, "attack_min", "add", 5, None, "never", "gros bonus")
    assert stats.shown(giver, "attack_min") == 7                # 2 + 5: no limit any more


def test_its_immunities_follow_the_card(state, moved):
    giver, taker, _ = moved
    assert not stats.modify(state, taker, "defense", "add", -1, None, "never", "malus")
    assert stats.shown(taker, "defense") == 1
    assert stats.modify(state, taker, "defense", "add", 2, None, "never", "bonus")   # an increase is allowed
    assert not stats.modify(state, taker, "spirit", "add", 2, None, "never", "bonus")
    assert "eredan.stats.cannot-decrease" in rules_cited(state)
    assert "eredan.stats.cannot-modify" in rules_cited(state)
    # the old carrier lost them
    assert stats.modify(state, giver, "defense", "add", -1, None, "never", "malus")
    assert stats.shown(giver, "defense") == 2
    assert stats.modify(state, giver, "spirit", "add", 1, None, "never", "bonus")


@pytest.mark.parametrize("until, stays", [("leaves", False), ("end_of_combat", False),
                                          ("end_of_turn", True), ("never", True)])
def test_an_immunity_ends_with_its_card_unless_it_lasts_the_turn(state, until, stays):
    who = character(state, "A", "Porteur", defense=3)
    amulet = attach(state, card("Amulette", "objet"), who)
    other = attach(state, card("Autre", "objet"), who)
    stats.add_immunity(state, who, "defense", "decrease", amulet, until, "Amulette")
    stats.add_immunity(state, who, "spirit", "decrease", other, "leaves", "Autre")
    stats.remove_from(who, amulet)
    assert [(i[0], i[2] is amulet) for i in who.immunities] == ([("defense", True)] if stays else []) + \
        [("spirit", False)]


FICELLES = card("Ficelles", "action", effects=({"move_card": "chosen", "target": "chosen"},))


# --- which cards move ----------------------------------------------------------------------------------

def test_move_this_from_a_card_attached_to_nobody_moves_nothing(state, bare_pair):
    alpha, _beta = bare_pair
    character(state, "A", "Gamma", hp=20)
    played = run_card(state, card("Saut", "action", effects=({"move_card": "this", "target": "allies"},)), alpha)
    assert played.carrier is None and all(c.attached == [] for c in state.characters())
    assert trace_of(state) == [("eredan.cards.move", "Saut : aucune carte attachée concernée")]


def test_move_all_takes_the_cards_of_the_character_named_by_from(state, bare_pair):
    alpha, beta = bare_pair
    shield = attach(state, card("Bouclier", "objet"), alpha)
    sword = attach(state, card("Épée", "objet"), beta)
    run_card(state, card("Vol", "action", effects=({"move_card": "all", "from": "opponent", "type": "objet",
                                                    "target": "self"},)), alpha)
    assert alpha.attached == [shield, sword] and beta.attached == []
    assert trace_of(state)[0] == ("eredan.cards.move", "Vol : Épée passe de Beta à Alpha sans se réactiver ; seuls ses "
                                                    "effets permanents le suivent (caractéristiques : aucun), pas ses "
                                                    "effets d'activation")


def test_of_two_copies_of_the_chosen_card_the_first_arrived_moves(state, bare_pair):
    alpha, beta = bare_pair
    gamma = character(state, "A", "Gamma", hp=20)
    first = attach(state, card("Corruption", "sort"), beta)       # arrived first, on the second player's side
    second = attach(state, card("Corruption", "sort"), alpha)
    assert first.seq < second.seq and state.characters()[0] is alpha
    run_card(state, FICELLES, alpha, choose="Corruption", target="Gamma")
    assert gamma.attached == [first] and beta.attached == [] and alpha.attached == [second]


# --- errors -------------------------------------------------------------------------------------------------

def test_a_chosen_card_attached_to_nobody_lists_the_attached_cards_and_suggests_one(state, bare_pair):
    alpha, beta = bare_pair
    attach(state, card("Épée", "objet"), alpha)
    attach(state, card("Bouclier", "objet"), beta)
    with pytest.raises(UserError) as err:
        run_card(state, FICELLES, alpha, choose="Epée", target="Beta")
    assert err.value.message == "Ficelles : Epée n'est attachée à aucun personnage (Bouclier, Épée)"
    assert err.value.hint == "vouliez-vous dire « Épée » ?"


def test_a_chosen_card_when_no_card_is_attached(state, bare_pair):
    alpha, _beta = bare_pair
    with pytest.raises(UserError) as err:
        run_card(state, FICELLES, alpha, choose="Épée", target="Beta")
    assert err.value.message == "Ficelles : Épée n'est attachée à aucun personnage (aucune)"
    assert err.value.hint is None


def test_a_chosen_card_of_the_wrong_type_and_subtype_names_both(state, bare_pair):
    alpha, _beta = bare_pair
    attach(state, card("Épée", "objet", subtypes=("arme",)), alpha)
    ficelles = card("Ficelles", "action", effects=({"move_card": "chosen", "type": "sort", "subtype": "corruption",
                                                    "target": "chosen"},))
    with pytest.raises(UserError) as err:
        run_card(state, ficelles, alpha, choose="Épée", target="Beta")
    assert err.value.message == "Ficelles doit choisir une carte de type sort corruption ; Épée n'en est pas une"


# --- the new carrier, and chance -------------------------------------------------------------------------

def porte(state, alpha, **step) -> CardInPlay:
    definition = card("Porte", "objet", effects=({"move_card": "this", "target": "allies", **step},))
    charm = attach(state, definition, alpha)
    state.trace.entries.clear()
    effects.run(effects.Ctx(state, alpha, charm, "Porte"), definition.effects, "resolve")
    return charm


def test_without_random_nor_chance_the_card_goes_to_the_first_target_without_a_draw(state, bare_pair):
    alpha, _beta = bare_pair
    gamma = character(state, "A", "Gamma", hp=20)
    character(state, "A", "Delta", hp=20)
    charm = porte(state, alpha)
    assert charm.carrier is gamma and state.chance.picks == []
    assert [rule for rule, _text in trace_of(state)] == ["eredan.cards.move", "eredan.resolve.attach"]


def test_one_chance_in_two_without_random_names_no_draw_among_characters():
    """« une chance sur deux » alone: the draw says yes or no, and the card goes to the first target."""
    state = game({"T1:Porte": "Gamma"})
    alpha = character(state, "A", "Alpha", hp=20)
    gamma = character(state, "A", "Gamma", hp=20)
    character(state, "A", "Delta", hp=20)
    fight(state, alpha, character(state, "B", "Beta", hp=20))
    charm = porte(state, alpha, chance=2)
    assert charm.carrier is gamma
    assert trace_of(state)[0] == ("eredan.effects.chance", "Porte (une chance sur 2) : le tirage désigne Gamma")
    assert state.chance.picks == [("le tirage de Porte", "Gamma")]


def test_an_impossible_fixed_draw_names_the_cards_draw():
    state = game({"T1:Porte": "Zoé"})
    alpha = character(state, "A", "Alpha", hp=20)
    character(state, "A", "Gamma", hp=20)
    fight(state, alpha, character(state, "B", "Beta", hp=20))
    with pytest.raises(UserError) as err:
        porte(state, alpha, chance=2)
    assert err.value.message == "le jet pour le tirage de Porte vaut Zoé, mais il ne peut valoir que : Gamma, False"


def test_a_characters_ability_draws_under_the_characters_name():
    """An ability (no card) with a chance: the draw is keyed and said with the character's name."""
    state = game({"T1:Alpha": False})
    alpha = character(state, "A", "Alpha", hp=20)
    character(state, "A", "Gamma", hp=20)
    fight(state, alpha, character(state, "B", "Beta", hp=20))
    amulet = attach(state, card("Amulette", "objet"), alpha)
    state.trace.entries.clear()
    effects.run(effects.Ctx(state, alpha, None, "Alpha"),
                ({"move_card": "all", "type": "objet", "target": "allies", "chance": 2},), "resolve")
    assert alpha.attached == [amulet]
    assert trace_of(state) == [("eredan.effects.chance", "Alpha (une chance sur 2) : le tirage est négatif")]
    assert state.chance.unused() == []


# --- what follows the moved card: its own lasting changes, no other card's ----------------------------

def test_only_the_moved_cards_limit_immunity_and_identity_change_leave_with_it(state):
    giver = character(state, "A", "Porteur", defense=3, classes=("Guerrier", "Mage"))
    taker = character(state, "A", "Receveur", defense=1)
    amulet = attach(state, card("Amulette", "objet"), giver)
    other = attach(state, card("Autre", "objet"), giver)
    stats.add_limit(state, giver, 3, other, "leaves", "Autre")
    stats.add_immunity(state, giver, "defense", "decrease", other, "leaves", "Autre")
    giver.identity_overrides.append(("races", ("Démon",), other, "leaves"))
    giver.identity_overrides.append(("classes", ("Voleur",), amulet, "leaves"))
    giver.identity_overrides.append(("castes", ("Courtisan",), amulet, "leaves"))
    state.trace.entries.clear()
    moving.move(state, amulet, taker, "Porte-bonheur")
    assert taker.limits == [] and taker.immunities == []
    assert giver.limits == [(3, other, "leaves")] and giver.immunities == [("defense", "decrease", other, "leaves")]
    assert trace_of(state) == [
        ("eredan.cards.move", "Amulette quitte Porteur : classes → Guerrier, Mage (le changement cesse)"),
        ("eredan.cards.move", "Amulette quitte Porteur : castes → aucune (le changement cesse)"),
        ("eredan.cards.move", "Porte-bonheur : Amulette passe de Porteur à Receveur sans se réactiver ; seuls ses "
                              "effets permanents le suivent (caractéristiques : aucun), pas ses effets d'activation"),
        ("eredan.resolve.attach", "Amulette s'attache à Receveur"),
    ]
    assert giver.group("races") == ("Démon",)


def test_only_the_moved_cards_rune_slots_while_attached_follow_it(state):
    """« 1 emplacement supplémentaire de Rune (maximum 5) » while attached goes with the amulet; another card's
    slots, and the slot the amulet gave for the whole game (``until: never``), stay with the old carrier."""
    giver = character(state, "A", "Porteur")
    taker = character(state, "A", "Receveur")
    giver.rune_limit = taker.rune_limit = 3
    amulet = attach(state, card("Amulette", "objet"), giver)
    other = attach(state, card("Autre", "objet"), giver)
    runes.add_slots(state, giver, 1, 5, amulet, "leaves", "Amulette")
    runes.add_slots(state, giver, 2, None, other, "leaves", "Autre")
    runes.add_slots(state, giver, 1, None, amulet, "never", "Amulette, pour la partie")
    state.trace.entries.clear()
    moving.move(state, amulet, taker, "Porte-bonheur")
    assert giver.rune_slots == [(2, None, other, "leaves"), (1, None, amulet, "never")]
    assert taker.rune_slots == [(1, 5, amulet, "leaves")]
    assert (runes.slots(giver), runes.slots(taker)) == (6, 4)
    assert trace_of(state) == [
        ("eredan.cards.move", "Porte-bonheur : Amulette passe de Porteur à Receveur sans se réactiver ; seuls ses "
                              "effets permanents le suivent (caractéristiques : aucun), pas ses effets d'activation"),
        ("eredan.resolve.attach", "Amulette s'attache à Receveur"),
        ("eredan.runes.slots", "Receveur gagne 1 emplacement de rune (Amulette, au plus 5) : limite 3 → 4"),
    ]


def test_a_moved_base_change_is_said_as_a_base_change():
    """A new base keeps the bonuses (Duel spirituel): the moved card's summary says « esprit base = 4 », as the
    characteristic's own line does, not « esprit = 4 » (a value set, bonuses cleared)."""
    state = game()
    giver = character(state, "A", "Alpha", spirit=2, hp=20)
    taker = character(state, "A", "Bravo", spirit=0, hp=20)
    amulet = attach(state, card("Amulette", "objet"), giver)
    stats.modify(state, giver, "spirit", "base", 4, amulet, "leaves", "Amulette")
    stats.modify(state, taker, "spirit", "add", 1, None, "never", "bonus")
    state.trace.entries.clear()
    moving.move(state, amulet, taker, "Porte-bonheur")
    assert [(e.rule, e.text) for e in state.trace.entries] == [
        ("eredan.cards.move", "Amulette quitte Alpha, ses effets y cessent : attaque 2/4, défense 0, esprit 4 → "
                              "attaque 2/4, défense 0, esprit 2"),
        ("eredan.cards.move", "Porte-bonheur : Amulette passe de Alpha à Bravo sans se réactiver ; seuls ses effets "
                              "permanents le suivent (caractéristiques : esprit base = 4), pas ses effets "
                              "d'activation"),
        ("eredan.resolve.attach", "Amulette s'attache à Bravo"),
        ("eredan.cards.move", "Bravo : esprit base = 4 (Amulette) : 1 → 5"),
    ]


CARDS = ROOT / "scenarios" / "eredan" / "cartes"


# --- move_card without reactivation ------------------------------------------------------------

CORRUPTION = card("Corruption", "sort", subtypes=("corruption",), duration=("permanent", 0), attach="opponent",
                  effects=({"stat": "defense", "add": -2, "target": "opponent"},
                           {"lose_hp": 2, "target": "opponent"},
                           {"identity": "races", "set": ["Démon"], "target": "opponent"}))


FICELLES_CORRUPTION = card("Ficelles", "action", effects=({"move_card": "chosen", "subtype": "corruption",
                                                "target": "chosen"},))


def test_a_moved_card_brings_only_its_lasting_changes(state, bare_pair):
    alpha, beta = bare_pair
    alpha.base["defense"] = beta.base["defense"] = 3
    curse = CardInPlay(CORRUPTION, beta.player, beta, state.next_seq(), 1)
    effects.run(effects.Ctx(state, beta, curse, "Corruption"), CORRUPTION.effects, "resolve")
    from rulings.games.eredan.equipment import attach as attach_card
    attach_card(state, curse, alpha)
    assert (stats.shown(alpha, "defense"), alpha.hp, alpha.group("races")) == (1, 18, ("Démon",))
    run_card(state, FICELLES_CORRUPTION, alpha, choose="Corruption", target="Beta")
    assert beta.attached == [curse] and alpha.attached == []
    assert stats.shown(beta, "defense") == 1 and beta.hp == 20 and beta.group("races") == ()
    assert stats.shown(alpha, "defense") == 3 and alpha.group("races") == ()
    assert "Corruption" not in state.activations
    assert "eredan.cards.move" in rules_cited(state)


def test_the_chosen_card_must_be_of_the_subtype_asked(state, bare_pair):
    alpha, _beta = bare_pair
    attach(state, card("Épée", "objet", subtypes=("arme",)), alpha)
    with pytest.raises(UserError, match="corruption"):
        run_card(state, FICELLES_CORRUPTION, alpha, choose="Épée", target="Beta")
    with pytest.raises(UserError, match="n'est attachée à aucun"):
        run_card(state, FICELLES_CORRUPTION, alpha, choose="Inconnue", target="Beta")


# --- move_card with reactivation ------------------------------------------------------------------

def test_cards_played_again_activate_in_reverse_order_and_keep_their_place(state, bare_pair):
    alpha, _beta = bare_pair
    fix = attach(state, card("Fixe", "objet", effects=({"stat": "attack", "set": 5},)), alpha)
    plus = attach(state, card("Plus", "objet", effects=({"stat": "attack", "add": 2},)), alpha)
    stats.modify(state, alpha, "attack_min", "set", 5, fix, "leaves", "Fixe")
    stats.modify(state, alpha, "attack_min", "add", 2, plus, "leaves", "Plus")
    coffin = card("Cercueil", "sort", effects=({"move_card": "all", "type": "objet", "target": "self",
                                                "reactivate": True, "order": "reverse"},))
    run_card(state, coffin, alpha)
    assert state.activations == ["Plus", "Fixe"]
    assert alpha.attached == [fix, plus]
    assert stats.shown(alpha, "attack_min") == 5         # +2 first, then the fixation to 5
    assert fix.turn == state.turn                         # played again: counts as played this turn


@pytest.mark.parametrize("target", ["self", "allies"])
def test_a_card_discarded_by_one_played_again_before_it_is_not_played_again(state, bare_pair, target):
    """Played again one by one (Cercueil de glace, on the same carrier or on an ally), the first card (Purge)
    discards the second (Relique) from Alpha: gone to the discard, Relique does not activate again, gives no bonus
    and is attached to nobody."""
    alpha, _beta = bare_pair
    ally = character(state, "A", "Allié", hp=20)
    purge = attach(state, card("Purge", "objet", effects=({"discard_attached": "Relique", "target": "self"},)), alpha)
    relic = attach(state, card("Relique", "objet", effects=({"stat": "defense", "add": 1},)), alpha)
    charm = attach(state, card("Talisman", "objet", effects=({"stat": "spirit", "add": 1},)), alpha)
    run_card(state, card("Cercueil", "sort", effects=({"move_card": "all", "type": "objet", "target": target,
                                                       "reactivate": True},)), alpha)
    carrier = alpha if target == "self" else ally
    assert carrier.attached == [purge, charm] and purge.in_play and relic not in alpha.attached + ally.attached
    assert not relic.in_play and state.players["A"].discard == ["Relique"]
    assert (stats.shown(alpha, "defense"), stats.shown(ally, "defense")) == (0, 0)
    assert stats.shown(alpha, "spirit") == 1          # Talisman, after Relique, is played again (on its player)
    assert [text for rule, text in trace_of(state) if rule in ("eredan.resolve.discard-attached",
                                                               "eredan.duration.permanent",
                                                               "eredan.cards.reactivate")][-5:] == \
        ["Purge défausse Relique (attachée) d'Alpha", "Relique quitte le jeu (défaussée par Purge) → défausse de A",
         "Relique a quitté le jeu avant son tour : elle ne s'active pas à nouveau",
         "Talisman s'active à nouveau (Cercueil)",
         f"{carrier.name} porte toujours, dans l'ordre de leur première arrivée : Purge, Talisman"]


# --- chance: Porte-bonheur ---------------------------------------------------------------------------

def outcomes_of(case_name: str, fact):
    scenario = load(CARDS / "porte-bonheur.yaml", ROOT)
    case = next(c for c in scenario.cases if c.name == case_name)
    result = run_case(case)
    assert result.passed, result.error or result.failures
    found: dict = {}
    for outcome in result.outcomes:
        key = fact(outcome.state)
        found[key] = found.get(key, Fraction(0)) + outcome.probability
    return found


def where_is_the_charm(state) -> str:
    if "Porte-bonheur" in state.players["A"].discard:
        return "défausse"
    return next(c.name for c in state.characters() if any(x.name == "Porte-bonheur" for x in c.attached))


def test_one_chance_in_two_is_enumerated_with_its_probability():
    assert outcomes_of("tirage-non-fixe", where_is_the_charm) == {"défausse": Fraction(1, 2),
                                                                  "Éclaireur": Fraction(1, 2)}


def test_the_other_half_is_shared_between_the_other_characters(state, bare_pair):
    alpha, beta = bare_pair
    character(state, "A", "Scout", hp=10)   # the two other characters the charm may go to
    character(state, "A", "Vigie", hp=10)
    charm_def = card("Charme", "objet", effects=({"when": "end_of_combat", "each": True, "move_card": "this",
                                                  "chance": 2, "random": True, "target": "team"},))
    found: dict = {}
    path: tuple | None = ()
    while path is not None:
        local = game()
        a = character(local, "A", "Alpha", hp=10)
        for name in ("Scout", "Vigie"):
            character(local, "A", name, hp=10)
        b = character(local, "B", "Beta", hp=10)
        fight(local, a, b)
        local.chance = Chance({}, path)
        charm = attach(local, charm_def, a)
        effects.run(effects.Ctx(local, a, charm, "Charme"), charm_def.effects, "end_of_combat")
        where = charm.carrier.name
        found[where] = found.get(where, Fraction(0)) + local.chance.probability
        path = local.chance.next_path()
    assert found == {"Alpha": Fraction(1, 2), "Scout": Fraction(1, 4), "Vigie": Fraction(1, 4)}


def test_a_fixed_roll_must_name_a_possible_outcome(state, bare_pair):
    alpha, _beta = bare_pair
    character(state, "A", "Scout", hp=10)
    state.chance = Chance({"T1:Charme": "Personne"})
    charm_def = card("Charme", "objet", effects=({"when": "end_of_combat", "move_card": "this", "chance": 2,
                                                  "random": True, "target": "team"},))
    charm = attach(state, charm_def, alpha)
    charm.turn = 1
    with pytest.raises(UserError, match="Personne"):
        effects.run(effects.Ctx(state, alpha, charm, "Charme"), charm_def.effects, "end_of_combat")
