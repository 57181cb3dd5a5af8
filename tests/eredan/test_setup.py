"""A case's situation (``rulings.games.eredan.setup``): cards attached before the case give their lasting effects
(blog: an equipment's bonus holds while it is attached), and nothing else; who played an attached card; the
removed zone; the turn a case's state starts at. On plain objects and on the bundled database."""

from __future__ import annotations

import pytest

from rulings import games
from rulings.core.chance import Chance
from rulings.core.errors import UserError, Where
from rulings.games.eredan import stats, turn
from rulings.games.eredan.setup import (
    apply_attached_effects,
    apply_starting_bonuses,
    build_game,
    check_setup,
)
from tests.helpers import ROOT, attach, card, character, trace_of


@pytest.mark.parametrize("step, given", [
    ({"stat": "defense", "add": 2}, True),                                      # a lasting bonus, on itself
    ({"stat": "defense", "add": 2, "target": "carrier"}, True),
    ({"stat": "defense", "add": 2, "when": "end_of_combat"}, False),            # timed: fires later, not now
    ({"stat": "defense", "add": 2, "until": "end_of_turn"}, False),             # the turn it was played is over
    ({"stat": "defense", "add": 2, "until": "end_of_combat"}, False),
    ({"heal": 2}, False),                                                       # no lasting change
])
def test_a_card_attached_before_the_case_gives_its_lasting_bonus_only(state, step, given):
    a = character(state, "A", "Alpha", defense=1)
    attach(state, card("Bouclier", "objet", effects=(step,)), a)
    apply_attached_effects(state)
    assert stats.bonus(a, "defense") == (2 if given else 0)


def test_each_kind_of_lasting_effect_of_an_attached_card_holds(state):
    a = character(state, "A", "Alpha", classes=("Combattant",))
    attach(state, card("Heaume", "objet", effects=({"limit": 2}, {"immune": "defense"},
                                                   {"identity": "classes", "set": ["Mage"]})), a)
    apply_attached_effects(state)
    assert [x[0] for x in a.limits] == [2]
    assert [x[0] for x in a.immunities] == ["defense"]
    assert a.group("classes") == ("Mage",)


def test_a_continuous_copy_of_an_attached_card_holds(state):
    """Porte-bonheur (« Votre personnage à son attaque min. égale à son attaque max. », copy_stat continuous) attached
    in the situation gives its effect as when it is played during the case (issue 28: it was silently dropped)."""
    a = character(state, "A", "Alpha", attack=(2, 4))
    attach(state, card("Porte-bonheur", "objet", effects=({"copy_stat": "attack_min", "from": "attack_max",
                                                           "continuous": True},)), a)
    apply_attached_effects(state)
    assert (stats.raw(a, "attack_min"), stats.raw(a, "attack_max")) == (4, 4)


def test_a_card_attached_to_the_opponent_gives_its_opponent_effects_to_its_carrier(state):
    """« attach: opponent » (a curse): its « opponent » effects were for the character now carrying it."""
    a, b = character(state, "A", "Alpha"), character(state, "B", "Beta", attack=(3, 3))
    curse = card("Malédiction", "sort", attach="opponent", effects=({"stat": "attack", "add": -1, "target": "opponent"},
                                                                    ))
    attach(state, curse, b, by=a)
    apply_attached_effects(state)
    assert stats.bonus(b, "attack_min") == -1 and stats.bonus(a, "attack_min") == 0


def test_who_played_an_attached_card_and_the_removed_zone_come_from_the_setup():
    db = games.get("eredan").database(ROOT)
    names = sorted(db.characters)
    item = next(n for n, c in db.cards.items() if c.type == "objet")
    setup = {"A": {"characters": [{"name": names[0], "attached": [{"card": item, "by": "Autre"}]}],
                   "removed": [item]},
             "B": {"characters": [{"name": "Autre", "card": names[1]}]}}
    state = build_game(setup, db, Chance(), None)
    carried = state.players["A"].characters[0].attached[0]
    assert carried.played_by.name == "Autre" and carried.player.name == "B"
    assert state.players["A"].removed == [item] and state.players["B"].removed == []


def test_a_starting_bonus_on_the_attack_reads_both_bounds(state):
    a = character(state, "A", "Alpha", attack=(2, 3))
    apply_starting_bonuses(state, {"A": {"characters": [{"name": "Alpha", "bonus": {"attack": "+1/+2",
                                                                                     "defense": 1}}]},
                                   "B": {"characters": []}})
    assert (stats.shown(a, "attack_min"), stats.shown(a, "attack_max"), stats.bonus(a, "defense")) == (3, 5, 1)


def test_a_card_attached_by_its_name_alone_is_played_by_its_carrier_whatever_its_name():
    """« attached: [Ruby] »: a name, not a map, even one holding the letters « by »."""
    from rulings.games.eredan.database import Database

    db = games.get("eredan").database(ROOT)
    name = sorted(db.characters)[0]
    ruby = card("Ruby", "objet")
    db = db.extended(Database({"Ruby": ruby}, {}, {}))
    setup = {"A": {"characters": [{"name": name, "attached": ["Ruby"]}]}, "B": {"characters": []}}
    carrier = build_game(setup, db, Chance(), None).players["A"].characters[0]
    assert [(c.name, c.played_by) for c in carrier.attached] == [("Ruby", carrier)]


@pytest.mark.parametrize("turns, stays", [(2, False), (3, True)])
def test_a_card_attached_before_the_case_counts_its_turns_from_turn_0(turns, stays):
    """Attached before the case (turn 0), a card lasting 2 turns has lasted turns 0 and 1 at the end of turn 1."""
    from rulings.games.eredan.database import Database

    db = games.get("eredan").database(ROOT)
    name = sorted(db.characters)[0]
    db = db.extended(Database({"Sablier": card("Sablier", "objet", duration=("turns", turns))}, {}, {}))
    setup = {"A": {"characters": [{"name": name, "attached": ["Sablier"]}]}, "B": {"characters": []}}
    state = build_game(setup, db, Chance(), None)
    turn.cleanup_turn(state)
    assert [c.name for c in state.players["A"].characters[0].attached] == (["Sablier"] if stays else [])


@pytest.mark.parametrize("step, why", [
    ({"stat": "defense", "add": 2, "rune": "Cor"}, "capacité runique"),      # fired only if the rune was there
    ({"stat": "defense", "add": 2, "target": "opponent"}, "vise « opponent »"),  # the opponent it fought then
])
def test_a_lasting_effect_set_at_the_arrival_is_refused_never_dropped(state, step, why):
    """The rune ability fired (or not) when the card was played, the opponent was the one it fought: the situation
    does not say, so a state built with such a card refuses it (a case is refused at its line: test_attached)."""
    from rulings.core.errors import UserError

    a = character(state, "A", "Alpha", defense=1)
    a.runes = ["Cor"]
    attach(state, card("Bouclier", "objet", effects=(step,)), a)
    with pytest.raises(UserError, match=why):
        apply_attached_effects(state)
    assert a.runes == ["Cor"]


@pytest.mark.parametrize("setup_turn, expected", [({}, 1), ({"turn": 4}, 4)])
def test_a_case_state_starts_at_the_turn_of_its_setup(setup_turn, expected):
    """The situation is that of the case's first turn (``turn:``, 1 by default), before its first phase: what
    the attached cards' lasting effects and the starting bonuses see."""
    from rulings import games
    from rulings.core.chance import Chance
    from rulings.games.eredan.setup import build_game
    from tests.helpers import ROOT

    db = games.get("eredan").database(ROOT)
    name = sorted(db.characters)[0]
    setup = {**setup_turn, "A": {"characters": [name]}, "B": {"characters": [{"name": "Autre", "card": name}]}}
    state = build_game(setup, db, Chance(), None)
    assert state.turn == expected


# --- check_setup: the situation checked before a state is built -----------------------------------------------

def _db(*cards):
    from rulings.games.eredan.database import Database
    from rulings.games.eredan.model import CharDef

    perso = CharDef(name="Perso", attack=(2, 4), defense=0, spirit=0, hp=10, abilities=())
    return Database({c.name: c for c in cards}, {"Perso": perso}, {})


def _setup(alpha) -> dict:
    """Plain data, as a caller writes it in Python (no YAML places): Alpha (``alpha``: its entry) against Beta."""
    return {"A": {"characters": [alpha]}, "B": {"characters": [{"name": "Beta", "card": "Perso"}]}}


def _refusal(setup, db) -> tuple[str, Where, str | None]:
    with pytest.raises(UserError) as raised:
        check_setup(setup, db)
    return raised.value.message, raised.value.where, raised.value.hint


def test_a_setup_of_plain_data_is_checked_its_errors_placed_nowhere():
    db = _db(card("Talisman", "objet"))
    assert check_setup(_setup({"name": "Alpha", "card": "Perso", "attached": ["Talisman"]}), db) == ["Alpha", "Beta"]
    assert _refusal(_setup("Gamma"), db) == \
        ("personnage inconnu « Gamma »", Where(), "définissez-le sous « define: characters: »")
    assert _refusal(_setup({"name": "Alpha", "card": "Perso", "attached": ["Talismann"]}), db) == \
        ("carte inconnue « Talismann » attachée à Alpha", Where(), "vouliez-vous dire « Talisman » ?")


SLOTS = (card("Talisman", "objet", duration=("permanent", 0), effects=({"rune_slots": 1, "target": "carrier"},)),
         card("Bannière", "objet", duration=("permanent", 0), effects=({"rune_slots": 1, "target": "allies"},)),
         card("Sceau", "objet", duration=("permanent", 0), effects=({"rune_slots": 3, "max": 5},)))


@pytest.mark.parametrize("attached, carried, limit", [
    ("Talisman", 4, None),          # its carrier: 3 + 1
    ("Talisman", 5, 4),
    ("Bannière", 4, 3),             # its carrier's allies, not its carrier
    ("Sceau", 5, None),             # itself (the default): 3 + 3, but never beyond 5
    ("Sceau", 6, 5),
])
def test_the_runes_of_the_setup_may_fill_the_slots_its_attached_cards_give_their_carrier(attached, carried, limit):
    setup = _setup({"name": "Alpha", "card": "Perso", "attached": [attached], "runes": ["Cor"] * carried})
    if limit is None:
        assert check_setup(setup, _db(*SLOTS)) == ["Alpha", "Beta"]
    else:
        assert _refusal(setup, _db(*SLOTS)) == \
            (f"Alpha porte {carried} runes pour {limit} au plus", Where(),
             "donnez-lui « rune_limit » si ce personnage peut en porter plus (défaut : 3)")


def test_a_step_an_attached_card_cannot_give_is_shown_as_written_without_its_note():
    seal = card("Sceau", "objet", duration=("permanent", 0),
                effects=({"stat": "defense", "add": 1, "target": "opponent", "note": "Le texte dit « adverse »."},))
    assert _refusal(_setup({"name": "Alpha", "card": "Perso", "attached": ["Sceau"]}), _db(seal)) == \
        ("Sceau, attachée à Alpha dans la situation, ne peut pas y donner son effet « stat: defense, add: 1, target: "
         "opponent » : elle vise « opponent », le personnage que désignait son arrivée (combat ou choix), que la "
         "situation ne dit pas", Where(), "jouez la carte dans les actions du cas (« play: »)")


# --- the initiative bonus (a malus: the reading initiative-malus) ---------------------------------------------

@pytest.mark.parametrize("bonus, alternative, tickets, said", [
    ({"A": 0, "B": 2}, "bonus-only", {"A": 5, "B": 7}, []),               # no malus: nothing to read
    ({"A": -2, "B": 2}, "bonus-only", {"A": 5, "B": 7},
     ["Lecture ouverte « Un malus d'initiative retire-t-il des tickets ? » : non : seuls les bonus comptent, un malus "
      "est sans effet (lecture fixée)",
      "un malus d'initiative ne retire aucun ticket : seuls les bonus comptent"]),
    ({"A": -2, "B": 2}, "malus-removes-tickets", {"A": 3, "B": 7},
     ["Lecture ouverte « Un malus d'initiative retire-t-il des tickets ? » : oui : un ticket de moins par point de "
      "malus (lecture fixée)"]),
])
def test_only_a_malus_of_initiative_reads_whether_it_removes_tickets(bonus, alternative, tickets, said):
    """eredan.setup.initiative: a bonus of 0 is no malus; the reading initiative-malus is read (and cited) only for
    a negative bonus."""
    db = games.get("eredan").database(ROOT)
    name = sorted(db.characters)[0]
    setup = {"initiative_bonus": bonus, "A": {"characters": [name]},
             "B": {"characters": [{"name": "Autre", "card": name}]}}
    chance = Chance(readings={"initiative-malus": alternative}, fixed_readings=frozenset({"initiative-malus"}))
    state = build_game(setup, db, chance, None)
    assert state.tickets == tickets
    assert trace_of(state) == [("eredan.setup.initiative", text) for text in said]


# --- apply_attached_effects: what a card attached in the situation says -----------------------------------------

def test_a_refused_step_of_an_attached_card_is_named_with_its_card_and_carrier(state):
    """eredan.setup.attached: a state built without check_setup refuses the rune ability of Bouclier on Alpha, naming
    the card, its carrier and the step as written."""
    alpha = character(state, "A", "Alpha", defense=1)
    attach(state, card("Bouclier", "objet", effects=({"stat": "defense", "add": 2, "rune": "Cor"},)), alpha)
    with pytest.raises(UserError) as caught:
        apply_attached_effects(state)
    assert caught.value.message == ("Bouclier, attachée à Alpha dans la situation, ne peut pas y donner son effet "
                                    "« stat: defense, add: 2, rune: Cor » : c'est une capacité runique : elle ne "
                                    "tient que si le personnage portait la rune à son arrivée, que la situation ne "
                                    "dit pas")


def test_the_past_one_off_effects_of_an_attached_card_are_listed_once_each(state):
    """eredan.setup.attached: Sac heals twice and changes the next draw when it arrives; the situation gives their
    result, and the trace names each kind once, separated by commas."""
    alpha = character(state, "A", "Alpha")
    attach(state, card("Sac", "objet", effects=({"heal": 2}, {"draw": 1}, {"heal": 1})), alpha)
    apply_attached_effects(state)
    assert trace_of(state) == [("eredan.setup.attached", "Sac (attachée à Alpha dans la situation) : effets ponctuels "
                                                         "de son arrivée, passés (soins, pioche) ; la situation en "
                                                         "donne le résultat")]
