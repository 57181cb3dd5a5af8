"""Card zones and the card posts of group 2, on plain objects.

Blog: « Le Prestige » (copies = same name, version and level), « Jeu de main... »
(fewer cards at the next draw phases; discarded at resolution), « Intrigue »
(back to the hand at the end of the combat if it activated), « Conversion »
(called cards: permanent, playable, other than the card just discarded),
« Soupçon de trahison » (a change « jusqu'à la fin du tour » outlives its
card), « Enseignement » (``can_play`` probe).
"""

from __future__ import annotations

import pytest

from rulings.core.errors import UserError
from rulings.games.eredan import effects, probe, resolution, stats, turn, zones
from rulings.games.eredan.model import CardInPlay
from tests.helpers import attach, card, character, fight, game, rules_cited, run_card, trace_of


def _run(state, owner, definition, choices=None, when="resolve"):
    """Resolve ``definition`` as a card ``owner`` played this turn; return the card in play."""
    in_play = CardInPlay(definition, owner.player, owner, state.next_seq(), state.turn, choices=dict(choices or {}))
    state.played.append(in_play)
    effects.run(effects.Ctx(state, owner, in_play, definition.name), definition.effects, when)
    return in_play


def _duel(state):
    a = character(state, "A", "Alpha")
    b = character(state, "B", "Beta")
    fight(state, a, b)
    return a, b


# --- copies and Le Prestige --------------------------------------------------------------

def test_a_special_version_is_not_a_copy():
    normal = card("Assassinat")
    collector = card("Assassinat (collector)", printed_name="Assassinat", version="collector")
    other_level = card("Assassinat niveau 2", printed_name="Assassinat", level=2)
    assert zones.same_card(normal, card("Assassinat"))
    assert not zones.same_card(normal, collector)
    assert not zones.same_card(normal, other_level)
    assert zones.same_card(collector, card("Autre nom", printed_name="Assassinat", version="collector"))


def test_prestige_removes_the_card_and_its_copies_but_not_special_versions(state):
    a, b = _duel(state)
    prestige = card("Prestige", effects=({"remove_from_game": "discard", "copies": ["hand", "deck", "discard"],
                                          "target": "opponent"},))
    normal, collector = card("Assassinat"), card("Assassinat (collector)", printed_name="Assassinat",
                                                 version="collector")
    state.cards = {c.name: c for c in (prestige, normal, collector, card("Voyage"))}
    b.player.hand = ["Assassinat", "Voyage", "Assassinat (collector)"]
    b.player.deck = ["Assassinat"]
    b.player.discard = ["Assassinat (collector)", "Assassinat"]
    a.player.discard = ["Assassinat"]
    _run(state, a, prestige, {"choose": "Assassinat"})
    assert b.player.removed == ["Assassinat", "Assassinat", "Assassinat"]
    assert b.player.hand == ["Voyage", "Assassinat (collector)"]
    assert b.player.deck == []
    assert b.player.discard == ["Assassinat (collector)"]
    assert a.player.discard == ["Assassinat"]          # only the opponent's zones
    assert "eredan.zones.card-identity" in rules_cited(state)


def test_prestige_needs_the_card_in_the_opponents_discard(state):
    a, b = _duel(state)
    prestige = card("Prestige", effects=({"remove_from_game": "discard", "target": "opponent"},))
    state.cards = {"Prestige": prestige, "Assassinat": card("Assassinat")}
    b.player.hand = ["Assassinat"]
    with pytest.raises(UserError, match="où elle n'est pas"):
        _run(state, a, prestige, {"choose": "Assassinat"})


# --- Jeu de main... : draw phases ----------------------------------------------------------------

def test_fewer_cards_at_the_next_two_draw_phases_only(state):
    a, b = _duel(state)
    _run(state, a, card("Jeu de main", effects=({"draw": -1, "phases": 2, "target": "opponent"},)))
    b.player.hand, b.player.deck = ["X"] * 3, ["Y"] * 10
    turn.draw(state, b.player)                 # misses 2, draws 1
    assert len(b.player.hand) == 4
    b.player.hand = ["X"] * 5
    turn.draw(state, b.player)                 # hand full: nothing to draw, but the phase counts
    assert b.player.draw_changes == []
    b.player.hand = ["X"] * 3
    turn.draw(state, b.player)                 # back to normal
    assert len(b.player.hand) == 5
    assert "eredan.turn.draw-change" in rules_cited(state)


def test_one_card_less_is_not_a_deck_out(state):
    a, b = _duel(state)
    b.player.draw_changes.append([-1, 1, "Jeu de main"])
    b.player.hand, b.player.deck = ["X"] * 3, ["Y"]
    turn.draw(state, b.player)
    assert b.player.hand == ["X", "X", "X", "Y"] and not b.player.decked_out


def test_leave_play_puts_the_card_in_the_discard_at_resolution(state):
    a, _b = _duel(state)
    in_play = _run(state, a, card("Jeu de main", effects=({"leave_play": "discard"},)))
    assert not in_play.in_play and a.player.discard == ["Jeu de main"]


# --- Intrigue : back to the hand ------------------------------------------------------------------

def _intrigue(state, cancel_chained: bool, chained_def):
    a, _b = _duel(state)
    intrigue = card("Intrigue", chain="action", effects=({"return_chained": "hand"},))
    a.player.hand = ["Intrigue", chained_def.name]
    resolution.play_cards(state, {"A": [{"card": intrigue}, {"card": chained_def}]})
    state.queue = resolution.order_n(state)
    resolution.resolve(state, state.queue[0])
    if cancel_chained:
        resolution.cancel(state, state.queue[1], "Obésité")
    resolution.resolve(state, state.queue[1])
    turn.end_of_combat(state)
    return a


def test_an_activated_chained_action_returns_to_the_hand(state):
    a = _intrigue(state, False, card("Assassinat", effects=({"stat": "attack", "add": 4},)))
    assert a.player.hand == ["Assassinat"] and a.player.discard == ["Intrigue"]


def test_a_permanent_chained_action_leaves_play_for_the_hand(state):
    a = _intrigue(state, False, card("Karajutsu", duration=("permanent", 0), attach="self"))
    assert a.attached == [] and a.player.hand == ["Karajutsu"]


def test_a_countered_chained_action_is_discarded(state):
    a = _intrigue(state, True, card("Assassinat"))
    assert a.player.hand == [] and a.player.discard == ["Intrigue", "Assassinat"]


# --- Conversion : discarding and calling with constraints -----------------------------------------------

PERMANENT = {"duration": ("permanent", 0), "attach": "self"}
CONVERSION = card("Conversion", effects=(
    {"discard_attached": True, "type": "sort", "duration": "permanent", "exactly": 1, "which": "all"},
    {"if": {"discarded": 1}, "call": 2, "from": "discard", "type": "sort", "duration": "permanent",
     "playable": True, "other_than_discarded": True}))


def _conversion(state, attached: list, discard: list):
    a, _b = _duel(state)
    defs = [card(n, "sort", **PERMANENT) for n in ("S1", "S2", "S3")]
    defs += [card("Ephemere", "sort"), card("Pretre", "sort", restrictions={"classes": ("Prêtre",)}, **PERMANENT)]
    state.cards = {d.name: d for d in defs} | {"Conversion": CONVERSION}
    for name in attached:
        attach(state, state.cards[name], a)
    a.player.discard = list(discard)
    return a


def test_conversion_discards_the_spell_and_calls_two_others(state):
    a = _conversion(state, ["S1"], ["S2", "S3"])
    _run(state, a, CONVERSION, {"choose": ["S2", "S3"]})
    assert a.attached == [] and a.player.discard == ["S1"]
    assert [c.name for c in state.called] == ["S2", "S3"]


def test_conversion_cannot_call_back_the_spell_it_discarded_but_can_call_a_copy(state):
    a = _conversion(state, ["S1"], ["S2"])
    with pytest.raises(UserError, match="vient de défausser"):
        _run(state, a, CONVERSION, {"choose": ["S1", "S2"]})
    state2 = game()
    a2 = _conversion(state2, ["S1"], ["S1", "S2"])
    _run(state2, a2, CONVERSION, {"choose": ["S1", "S2"]})
    assert a2.player.discard == ["S1"] and [c.name for c in state2.called] == ["S1", "S2"]


def test_without_other_than_discarded_the_card_just_discarded_may_be_called_back(state):
    """The exclusion is Conversion's own wording (« autre que ») : a call without it may take the spell back."""
    a = _conversion(state, ["S1"], [])
    recall = card("Rappel", effects=({"discard_attached": True, "type": "sort", "which": "all"},
                                     {"call": 1, "from": "discard", "type": "sort"}))
    _run(state, a, recall, {"choose": "S1"})
    assert a.player.discard == [] and [c.name for c in state.called] == ["S1"]


def test_conversion_refuses_ephemeral_or_unplayable_spells(state):
    a = _conversion(state, ["S1"], ["Ephemere", "Pretre", "S2", "S3"])
    with pytest.raises(UserError, match="n'est pas permanent"):
        _run(state, a, CONVERSION, {"choose": ["Ephemere", "S2"]})
    state2 = game()
    a2 = _conversion(state2, ["S1"], ["Pretre", "S2", "S3"])
    with pytest.raises(UserError, match="ne peut pas jouer"):
        _run(state2, a2, CONVERSION, {"choose": ["Pretre", "S2"]})


def test_conversion_calls_fewer_only_when_nothing_else_fits(state):
    a = _conversion(state, ["S1"], ["S2", "S3"])
    with pytest.raises(UserError, match="l'être aussi"):
        _run(state, a, CONVERSION, {"choose": ["S2"]})
    state2 = game()
    a2 = _conversion(state2, ["S1"], ["S2", "Ephemere"])
    _run(state2, a2, CONVERSION, {"choose": ["S2"]})
    assert [c.name for c in state2.called] == ["S2"]
    assert "eredan.resolve.called-constraints" in rules_cited(state2)


def test_conversion_does_nothing_with_two_permanent_spells_attached(state):
    a = _conversion(state, ["S1", "S2"], ["S3"])
    _run(state, a, CONVERSION)
    assert [c.name for c in a.attached] == ["S1", "S2"] and state.called == []


# --- durations and the can_play probe ------------------------------------------------------------

def test_a_change_until_end_of_turn_outlives_its_discarded_card(state):
    a, b = _duel(state)
    b.identity["guilds"] = ("Kotoba",)
    soupcon = _run(state, a, card("Soupçon", "sort", effects=(
        {"identity": "guilds", "set": ["Mercenaire"], "target": "opponents", "until": "end_of_turn"},
        {"stat": "spirit", "add": 1},)))
    stats.remove_from(b, soupcon)
    stats.remove_from(a, soupcon)
    assert b.group("guilds") == ("Mercenaire",)      # « jusqu'à la fin du tour »
    assert stats.shown(a, "spirit") == 0             # no explicit time: ends with the card
    stats.expire(b, "end_of_turn")
    assert b.group("guilds") == ("Kotoba",)


def test_can_play_reads_the_current_affiliation(state):
    a, _b = _duel(state)
    a.identity["guilds"] = ("Nomade",)
    state.cards = {"Parole": card("Parole", "objet", restrictions={"guilds": ("Kotoba",)})}
    assert probe.can_play(state, a, "Parole") is False
    a.identity_overrides.append(("guilds", ("Kotoba",), None, "leaves"))
    assert probe.can_play(state, a, "Parole") is True
    with pytest.raises(UserError):
        probe.can_play(state, a, "Inconnue")


# --- Sagesse du dragon : two checks ---------------------------------------------------------------------

SAGESSE = card("Sagesse", chain="any", effects=({"ignore_restrictions": True},))
KOTOBA = card("Parole", "objet", restrictions={"guilds": ("Kotoba",)})


def test_restrictions_are_checked_when_played_only_cards_after_sagesse_escape_them(state):
    a, _b = _duel(state)
    with pytest.raises(UserError, match="vérifié quand la carte est jouée"):
        first = card("Campement", chain="any", restrictions={"guilds": ("Kotoba",)})
        resolution.play_cards(state, {"A": [{"card": first}, {"card": SAGESSE}]})


def test_a_card_after_a_countered_sagesse_is_cancelled_when_it_resolves(state):
    a, _b = _duel(state)
    resolution.play_cards(state, {"A": [{"card": SAGESSE}, {"card": KOTOBA}]})   # allowed when played
    state.queue = resolution.order_n(state)
    resolution.cancel(state, state.queue[0], "Obésité")
    for in_play in state.queue:
        resolution.resolve(state, in_play)
    assert state.cancelled == ["Sagesse", "Parole"] and a.attached == []


def test_exactly_is_counted_on_each_target_alone(state):
    """« exactly: 1 »: Alpha carries two objects, nothing of hers is discarded; Beta carries one, it is."""
    a, b = _duel(state)
    for who, names in ((a, ("O1", "O2")), (b, ("O3",))):
        for name in names:
            attach(state, card(name, "objet", **PERMANENT), who)
    step = {"discard_attached": True, "exactly": 1, "target": "fighters"}
    _run(state, a, card("Purge", effects=(step,)))
    assert [c.name for c in a.attached] == ["O1", "O2"] and b.attached == []


@pytest.mark.parametrize("to, zone, shown", [
    ("discard", "discard", "défausse"), ("hand", "hand", "main"), ("removed", "removed", "hors de la partie"),
    ("deck", "deck", "deck"),
])
def test_a_card_leaving_play_goes_to_the_zone_named_in_french(state, to, zone, shown):
    from rulings.games.eredan.equipment import leave_play

    a = character(state, "A", "Alpha")
    state.players["A"].hand, state.players["A"].deck = [], []
    amulet = attach(state, card("Amulette", "objet"), a)
    leave_play(state, amulet, "essai", to=to)
    assert getattr(state.players["A"], zone) == ["Amulette"] and a.attached == []
    assert trace_of(state)[-1] == ("eredan.duration.permanent", f"Amulette quitte le jeu (essai) → {shown} de A")


# --- zones: leave_play -------------------------------------------------------------------------------------

def test_leave_play_sends_the_card_to_the_zone_it_names(state, pair):
    alpha, _beta = pair
    state.players["A"].hand = []
    definition = card("Jeu de main", effects=({"leave_play": "hand"},))
    played = run_card(state, definition, alpha)
    assert not played.in_play and state.players["A"].hand == ["Jeu de main"] and state.players["A"].discard == []
    assert trace_of(state) == [
        ("eredan.zones.leave-play", "Jeu de main quitte le jeu dès maintenant (main)"),
        ("eredan.duration.permanent", "Jeu de main quitte le jeu (effet de Jeu de main) → main de A"),
    ]


def test_leave_play_of_an_ability_or_of_a_card_out_of_play_does_nothing(state, pair):
    alpha, _beta = pair
    effects.run(effects.Ctx(state, alpha, None, "Alpha"), ({"leave_play": "discard"},), "resolve")
    gone = CardInPlay(card("Partie"), alpha.player, alpha, state.next_seq(), 1, in_play=False)
    effects.run(effects.Ctx(state, alpha, gone, "Partie"), ({"leave_play": "discard"},), "resolve")
    assert trace_of(state) == [] and state.players["A"].discard == []
