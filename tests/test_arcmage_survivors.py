"""Arcmage: behaviours that the mutation campaign (tools/mutation.py arcmage) found unpinned — refusals and their
rules, trace entries, error messages, French plurals — each played in-process on a state built by
``setup.build_state`` (cards of a test that the database lacks come from a ``define`` block, as a scenario's)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from arcmage_story_cases import DB, city  # noqa: E402

from rulings.core.action_case import play_action  # noqa: E402
from rulings.core.errors import UserError  # noqa: E402
from rulings.games.arcmage import actions, values, zones  # noqa: E402
from rulings.games.arcmage.database import with_define  # noqa: E402
from rulings.games.arcmage.setup import Names, build_state, check_setup, start  # noqa: E402


def define(*cards):
    """The database with cards of a test (an Empire card unless it says otherwise)."""
    return with_define(DB, {"cards": [{"faction": "Empire", "text": "Carte reconstituée pour un test.",
                                       "source": {"kind": "reconstructed"}, **c} for c in cards]}, "test")


def game(db=DB, phase="mise-en-jeu", players=("A", "B"), **sides):
    setup = {"players": list(players), "phase": phase}
    for player in players:
        setup[player] = sides.get(player, {"cities": [city(player)]})
    return build_state(setup, db, None)


class Play:
    """Actions played one by one, numbered from 1, through the core's ``play_action``."""

    def __init__(self, state):
        self.s = state
        self.n = 0

    def __call__(self, by, verb, value=True, attempt=False, **more):
        self.n += 1
        action = {"n": self.n, "verb": verb, "by": by, verb: value, "attempt": attempt, **more}
        play_action(self.s, action, actions.apply)

    def mark(self) -> int:
        return len(self.s.trace.entries)

    def since(self, mark: int) -> list[str]:
        return [f"{e.rule} | {e.text}" for e in self.s.trace.entries[mark:]]

    def texts(self) -> list[str]:
        return [e.text for e in self.s.trace.entries]


def error_of(fn, *args, **kwargs) -> str:
    with pytest.raises(UserError) as err:
        fn(*args, **kwargs)
    return err.value.message


# --- actions ---------------------------------------------------------------------------------------

def test_an_unknown_verb_is_refused_by_name():
    """actions.apply names a verb it does not know (the format lets none through: a guard for direct callers)."""
    s = game()
    assert error_of(actions.apply, s, {"n": 1, "verb": "voler", "by": None}) == "action inconnue : voler"


def test_a_choice_not_offered_is_refused_with_the_choices():
    """Malédiction des os (exemple): when a Skeleton enters, its controller discards one of her creatures outside
    Ost des ténèbres, of her choice (arcmage.ability.triggered); a creature that is not one of them is refused, and
    the message lists those she may choose."""
    s = game(A={"cities": [city("A")], "army": ["Goule", "Mentor", "Conscrit"],
                "attached": ["Malédiction des os (exemple)"], "resources": {"Ost des ténèbres": 3},
                "hand": ["Archer mort-vivant"]})
    play = Play(s)
    play("A", "play", "Archer mort-vivant")
    assert (s.pending.kind, s.pending.options) == ("choose", ("Mentor", "Conscrit"))
    assert error_of(play, "A", "choose", "Goule") == "Goule n'est pas un des choix possibles : Mentor, Conscrit"


# --- cards: targets ----------------------------------------------------------------------------------

def test_each_target_of_a_list_is_checked_under_the_card_s_name():
    """Carpe diem targets several creatures (X: one more per extra target): a name of the list not in play is
    refused, the message naming the card."""
    s = game(A={"cities": [city("A")], "resources": {"Aristocrates": 3}, "hand": ["Carpe diem"]},
             B={"cities": [city("B")], "army": ["Mentor"]})
    assert error_of(Play(s), "A", "play", "Carpe diem", target=["Mentor", "Fantôme"]) == \
        "Fantôme n'est pas en jeu : Carpe diem ne peut pas la viser"


def test_a_card_that_targets_a_player_names_the_players():
    """Éclair de génie targets a player: a creature's name is refused, with the players of the case."""
    s = game(A={"cities": [city("A")], "army": ["Goule"], "resources": {"Aristocrates": 3},
                "hand": ["Éclair de génie"]})
    assert error_of(Play(s), "A", "play", "Éclair de génie", target="Goule", mode=2) == \
        "Éclair de génie vise une joueuse (A, B), pas « Goule »"


def test_a_creature_or_city_target_refuses_an_enchantment():
    """Choc mortel targets a creature or a city: a global enchantment in the army is neither."""
    s = game(A={"cities": [city("A")], "army": ["Bannière elfique (exemple)"], "resources": {"Horde rouge": 2},
                "hand": ["Choc mortel"]})
    assert error_of(Play(s), "A", "play", "Choc mortel", target="Bannière elfique (exemple)") == \
        "Choc mortel vise une créature ou une cité, pas Bannière elfique (exemple)"


RECALL = {"name": "Rappel (test)", "type": "magie", "cost": 1, "target": "own-graveyard-creature",
          "effect": {"from_graveyard": "hand"}}


def test_a_card_targeting_a_creature_of_its_own_graveyard_takes_it_back():
    """A target « own-graveyard-creature » names a card of the graveyard, not a piece in play: Goule comes back to
    the hand from A's graveyard."""
    s = game(define(RECALL), A={"cities": [city("A")], "graveyard": ["Goule"], "resources": {"Empire": 1},
                                "hand": ["Rappel (test)"]})
    Play(s)("A", "play", "Rappel (test)", target="Goule")
    assert s.players["A"].hand == ["Goule"] and s.players["A"].graveyard == ["Rappel (test)"]
    assert "Effet unique de Rappel (test) : Goule revient du cimetière de A." in Play(s).texts()


def test_taking_back_from_an_empty_graveyard_says_it_is_empty():
    s = game(define(RECALL), A={"cities": [city("A")], "resources": {"Empire": 1}, "hand": ["Rappel (test)"]})
    assert error_of(Play(s), "A", "play", "Rappel (test)", target="Goule") == \
        "Rappel (test) reprend une créature du cimetière de A : donnez-la avec « target: » (cimetière : vide)"


def test_a_card_targeting_a_card_on_the_pile_names_it():
    """A target « card-on-pile » names an event waiting on the pile, not a piece in play."""
    db = define({"name": "Contre (test)", "type": "evenement", "cost": 1, "target": "card-on-pile"})
    s = game(db, A={"cities": [city("A")], "resources": {"Empire": 1}, "hand": ["Contre (test)"]},
             B={"cities": [city("B")], "resources": {"Horde rouge": 2}, "hand": ["Choc mortel"]})
    play = Play(s)
    play("B", "play", "Choc mortel", target="Cité de A")
    play("A", "play", "Contre (test)", target="Choc mortel")
    assert [(item.name, item.target) for item in s.pile][1] == ("Contre (test)", "Choc mortel")


# --- cards: playing ----------------------------------------------------------------------------------

def _founding():
    s = game(phase="pioche",
             A={"cities": [city("A")], "reserve": ["Terrier"], "hand": ["Choc mortel"],
                "resources": {"Horde rouge": 2}},
             B={"cities": [city("B")], "army": ["Goule"], "hand": ["Choc mortel"], "resources": {"Horde rouge": 2}})
    start(s, {}, DB)
    play = Play(s)
    play("A", "found", "Terrier")
    return s, play


def test_the_founder_plays_no_event_for_the_rest_of_her_turn():
    """arcmage.city.found: founding a city is passing a whole turn (« la joueuse ne fait rien d'autre de son
    tour »): even an event, which is otherwise played any time, is refused to her."""
    s, play = _founding()
    assert error_of(play, "A", "play", "Choc mortel", target="Goule") == (
        "action 2 : le jeu l'interdit — A fonde une cité ce tour-ci : elle passe le reste de son tour "
        "[arcmage.city.found]")
    play("A", "play", "Choc mortel", target="Goule", attempt=True)
    assert (s.refused, s.refused_by) == ([3], ["arcmage.city.found"])


def test_the_other_player_plays_an_event_during_a_founding_turn():
    """arcmage.stack.event-anytime: B, who is not founding, plays her event during A's founding turn."""
    s, play = _founding()
    play("B", "play", "Choc mortel", target="Cité de A")
    assert [item.name for item in s.pile] == ["Choc mortel"] and s.players["B"].hand == []


CHOICE = {"name": "Choix (test)", "type": "magie", "cost": 1, "target": "player", "modes": [{"draws": 1}, {"mill": 2}]}


@pytest.mark.parametrize("mode, hand, deck, graveyard", [(1, ["Goule"], ["Mentor", "Conscrit"], []),
                                                         (2, [], ["Conscrit"], ["Goule", "Mentor"])])
def test_a_magic_card_with_modes_does_the_mode_chosen(mode, hand, deck, graveyard):
    """« Choisis-en un » on a magic card: mode 1 makes B draw a card, mode 2 puts two cards of her deck in her
    graveyard."""
    s = game(define(CHOICE), A={"cities": [city("A")], "resources": {"Empire": 1}, "hand": ["Choix (test)"]},
             B={"cities": [city("B")], "deck": ["Goule", "Mentor", "Conscrit"]})
    Play(s)("A", "play", "Choix (test)", target="B", mode=mode)
    who = s.players["B"]
    assert (who.hand, who.deck, who.graveyard) == (hand, deck, graveyard)


def test_a_magic_card_s_effect_is_its_player_s():
    """A magic card's « draw » is for the player who plays it: A draws Goule."""
    db = define({"name": "Savoir (test)", "type": "magie", "cost": 1, "effect": {"draw": 1}})
    s = game(db, A={"cities": [city("A")], "resources": {"Empire": 1}, "hand": ["Savoir (test)"], "deck": ["Goule"]})
    Play(s)("A", "play", "Savoir (test)")
    assert s.players["A"].hand == ["Goule"]
    assert "A pioche 1 carte sur le dessus de son deck (effet de Savoir (test)) : Goule." in Play(s).texts()


def test_a_magic_card_puts_x_counters():
    """arcmage.play.x-cost: a magic card costing X chosen by the player puts X counters on its target."""
    db = define({"name": "Marque X (test)", "type": "magie", "cost": "X", "x": "chosen", "target": "creature",
                 "effect": {"counters": "x"}})
    s = game(db, A={"cities": [city("A")], "resources": {"Empire": 2}, "hand": ["Marque X (test)"]},
             B={"cities": [city("B")], "army": ["Goule"]})
    play = Play(s)
    play("A", "play", "Marque X (test)", target="Goule", x=2)
    assert s.find("Goule").counters == 2
    assert "Marque X (test) pose 2 marqueurs (X) sur Goule." in play.texts()


def test_a_creature_s_entering_effect_is_its_player_s_with_the_action_s_options():
    """A creature's « when I come into play » effect: its player draws (draw), and the creature it targets goes to
    its owner (to_owner, the destination from the action's options: none, the army)."""
    db = define({"name": "Ravisseur (test)", "type": "creature", "cost": 1, "attack": 1, "defense": 1,
                 "target": "creature", "effect": {"draw": 1, "to_owner": True}})
    s = game(db, A={"cities": [city("A")], "resources": {"Empire": 1}, "hand": ["Ravisseur (test)"],
                    "deck": ["Goule"], "army": [{"name": "Mentor", "owner": "B"}]})
    play = Play(s)
    play("A", "play", "Ravisseur (test)", target="Mentor")
    assert s.players["A"].hand == ["Goule"]
    mentor = s.find("Mentor")
    assert (mentor.controller, mentor.where, [p.name for p in s.players["B"].army]) == ("B", "army", ["Mentor"])
    assert play.texts()[-1] == "Ravisseur (test) : Mentor va dans l'armée de sa propriétaire, B."


def test_a_passive_ability_for_its_own_creatures_reaches_one_played_after_it():
    """Chef de guerre orc gives +1/+0 to its controller's Orcs: Brute orque, played after it, gets it
    (arcmage.ability.passive)."""
    s = game(A={"cities": [city("A")], "resources": {"Horde rouge": 1}, "hand": ["Brute orque"],
                "army": ["Chef de guerre orc"]})
    play = Play(s)
    play("A", "play", "Brute orque")
    assert play.since(play.mark() - 1) == [
        "arcmage.ability.passive | La capacité passive de Chef de guerre orc s'applique aussi à Brute orque, "
        "arrivée après elle (+1/+0) : 2/1."]


def test_an_effect_s_modifier_says_where_it_comes_from():
    """values.bonuses gives each modifier with where it comes from: Rage's +5/-2 on Mentor."""
    s = game(A={"cities": [city("A")], "resources": {"Horde rouge": 1}, "hand": ["Rage (exemple +5/-2)"]},
             B={"cities": [city("B")], "army": ["Mentor"]})
    play = Play(s)
    play("A", "play", "Rage (exemple +5/-2)", target="Mentor")
    play("A", "resolve_pile", True)
    assert values.bonuses(s, s.find("Mentor")) == [("Rage (exemple +5/-2)", 5, -2)]


# --- triggered abilities ----------------------------------------------------------------------------

def test_each_trigger_of_a_card_is_read_in_its_order():
    """arcmage.ability.triggered: every matching triggered ability fires. Mentor enters: the watch's own « when I
    enter » and its « when an Orc enters » do not match, its « when a creature enters » does, and its effect is on
    the watch itself (+1/+0 until the end of the turn)."""
    db = define({"name": "Vigie (test)", "type": "creature", "cost": 1, "attack": 1, "defense": 1,
                 "triggers": [{"when": "enters", "self": True, "effect": {"draw": 1}},
                              {"when": "enters", "types": ["Orc"], "effect": {"draw": 1}},
                              {"when": "enters", "effect": {"bonus": "+1/+0"}}]})
    s = game(db, A={"cities": [city("A", residents=["Vigie (test)"])], "resources": {"Empire": 3},
                    "hand": ["Mentor"], "deck": ["Goule", "Conscrit"]})
    play = Play(s)
    play("A", "play", "Mentor")
    assert s.players["A"].hand == [] and values.stats(s, s.find("Vigie (test)")) == "2/1"
    assert [t for t in play.texts() if t.startswith("Capacité déclenchable")] == [
        "Capacité déclenchable de Vigie (test) : son déclencheur a lieu (entrée en jeu : Mentor) ; elle s'active, "
        "sans choix possible."]


def test_a_trigger_s_effect_has_no_action_options():
    """A triggered ability's effect takes no choice from an action: « to my owner » sends the prowler to its
    owner's army (no « to: »)."""
    db = define({"name": "Rôdeur (test)", "type": "creature", "cost": 1, "attack": 1, "defense": 1,
                 "triggers": [{"when": "enters", "effect": {"to_owner": True}}]})
    s = game(db, A={"cities": [city("A", residents=["Rôdeur (test)"])], "resources": {"Empire": 3},
                    "hand": ["Mentor"]})
    play = Play(s)
    play("A", "play", "Mentor")
    assert s.find("Rôdeur (test)").where == "army"
    assert "Rôdeur (test) : Rôdeur (test) va dans l'armée de sa propriétaire, A." in play.texts()


def test_a_play_trigger_of_another_faction_does_not_hide_the_next_one():
    """« When you play a card of <faction> »: a patron with one for Empire and one for Horde rouge; A plays Choc
    mortel (Horde rouge): the second fires (a +1/+1 counter), the first does not (no card drawn)."""
    db = define({"name": "Mécène (test)", "type": "creature", "cost": 1, "attack": 1, "defense": 1,
                 "triggers": [{"when": "plays", "faction": "Empire", "effect": {"draw": 1}},
                              {"when": "plays", "faction": "Horde rouge", "effect": {"counter": "+1/+1"}}]})
    s = game(db, A={"cities": [city("A")], "army": ["Mécène (test)"], "resources": {"Horde rouge": 2},
                    "hand": ["Choc mortel"], "deck": ["Goule"]})
    Play(s)("A", "play", "Choc mortel", target="Cité de B")
    patron = s.find("Mécène (test)")
    assert (patron.counters, values.stats(s, patron), s.players["A"].hand) == (1, "2/2", [])


def test_a_self_trigger_is_about_the_card_whatever_types_it_names():
    """A « when I enter » trigger (self) concerns the card itself: the types it names filter the other creatures
    of a « when a creature enters » trigger, not the card (the engine's reading: the scout draws)."""
    db = define({"name": "Éclaireur (test)", "type": "creature", "cost": 1, "attack": 1, "defense": 1,
                 "types": ["Elf"], "triggers": [{"when": "enters", "self": True, "types": ["Orc"],
                                                 "effect": {"draw": 1}}]})
    s = game(db, A={"cities": [city("A")], "resources": {"Empire": 1}, "hand": ["Éclaireur (test)"],
                    "deck": ["Goule"]})
    Play(s)("A", "play", "Éclaireur (test)")
    assert s.players["A"].hand == ["Goule"]


def test_a_creature_dead_in_the_combat_no_longer_fires_for_the_others():
    """arcmage.combat.dead-between: a creature dead in a battle goes to the graveyard at the end of the combat, but
    its effects cease at once. The scavenger (« when a creature dies, draw a card ») dies in the second battle: at
    the cleanup, Goule and Garde royal, dead before it, go first without it firing; its own death fires it once."""
    db = define({"name": "Charognard (test)", "type": "creature", "cost": 1, "attack": 1, "defense": 1,
                 "triggers": [{"when": "dies", "effect": {"draw": 1}}]})
    s = game(db, A={"cities": [city("A")], "army": ["Goule", "Charognard (test)"],
                    "deck": ["Mentor", "Conscrit", "Fantassin"]},
             B={"cities": [city("B")], "army": ["Garde royal", "Conscrit"]})
    play = Play(s)
    play("A", "attack", "Cité de B", **{"with": ["Goule", "Charognard (test)"]})
    play("B", "blockers", {"Goule": ["Garde royal"], "Charognard (test)": ["Conscrit"]})
    play("A", "resolve_pile", True)
    assert s.combat.dead == ["Goule", "Garde royal", "Charognard (test)", "Conscrit"]
    assert s.players["A"].hand == ["Mentor"] and s.players["A"].deck == ["Conscrit", "Fantassin"]


# --- combat --------------------------------------------------------------------------------------------

CLOSES = "plus personne ne joue d'évènement, la pile se résout du dessus vers le dessous."


def _shock_then_attack(phase: str):
    s = game(phase=phase, A={"cities": [city("A")], "army": ["Goule"], "resources": {"Horde rouge": 2},
                             "hand": ["Choc mortel"]},
             B={"cities": [city("B")], "army": ["Mentor"]})
    play = Play(s)
    play("A", "play", "Choc mortel", target="Mentor")
    mark = play.mark()
    play("A", "attack", "Cité de B", **{"with": ["Goule"]})
    return s, play.since(mark)


def test_an_attack_from_the_main_phase_resolves_the_pile_first():
    """arcmage.stack.closes: an action that is not an event closes the answers: A moving on to attack resolves
    the pile (Choc mortel kills Mentor) before the attack phase begins."""
    s, said = _shock_then_attack("mise-en-jeu")
    assert said[0] == f"arcmage.stack.closes | A passe à l'attaque : {CLOSES}"
    assert said.index("arcmage.turn.phases | Tour 1 de A : phase 5 (attaque).") == 8
    assert s.players["B"].graveyard == ["Mentor"] and s.pile[-1].name == "attaque de A"


def test_an_attack_in_the_attack_phase_resolves_the_pile_first():
    """In the attack phase already, announcing the attack closes the answers the same way (no phase to pass)."""
    s, said = _shock_then_attack("attaque")
    assert said[0] == f"arcmage.stack.closes | A annonce son attaque : {CLOSES}"
    assert not any("passe à l'attaque" in line or "turn.phases" in line for line in said)
    assert s.players["B"].graveyard == ["Mentor"]


@pytest.mark.parametrize("name", ["Fantôme", "Bannière elfique (exemple)", "Mentor"])
def test_only_a_creature_of_the_attacker_attacks(name):
    """Not in play, an enchantment, a creature of the other player: none is a creature of A in play."""
    s = game(A={"cities": [city("A")], "army": ["Goule", "Bannière elfique (exemple)"]},
             B={"cities": [city("B")], "army": ["Mentor"]})
    assert error_of(Play(s), "A", "attack", "Cité de B", **{"with": [name]}) == \
        f"{name} n'est pas une créature en jeu de A"


def test_a_cannot_attack_a_faction_holds_against_a_city_of_that_faction_only():
    """Peur du noir: the creature « ne peut pas attaquer » Ost des ténèbres (arcmage.conflict.cannot-wins): Goule
    is refused against an Ost des ténèbres city, and attacks an Aristocrates city."""
    s = game(players=("A", "B", "C"),
             A={"cities": [city("A")], "army": [{"name": "Goule", "attached": ["Peur du noir"]}]},
             B={"cities": [{"name": "Nécropole", "card": "Nirvana des morts-vivants"}]}, C={"cities": [city("C")]})
    play = Play(s)
    play("A", "attack", "Nécropole", **{"with": ["Goule"]}, attempt=True)
    assert (s.refused, s.refused_by, s.combat) == ([1], ["arcmage.conflict.cannot-wins"], None)
    assert play.texts() == ["Action 1 refusée : Goule ne peut pas attaquer Nécropole."]
    play("A", "attack", "Cité de C", **{"with": ["Goule"]}, attempt=True)
    assert s.refused == [1] and (s.combat.target, s.combat.declared) == ("Cité de C", ["Goule"])


def test_an_attacker_sent_into_a_city_before_step_one_ends_does_not_attack():
    """Step I: an announced attacker no longer in the army when the attackers are tapped does not attack (its
    city's residents do not attack, arcmage.city.residents, and an effect forbade it to); the next one does."""
    db = define({"name": "Rappel à la cité (test)", "type": "evenement", "cost": 1, "target": "creature",
                 "effect": {"grant": {"cannot": ["attack"]}, "to_owner": True}})
    s = game(db, A={"cities": [city("A")], "army": ["Goule", "Mentor"]},
             B={"cities": [city("B")], "hand": ["Rappel à la cité (test)"], "resources": {"Empire": 1}})
    play = Play(s)
    play("A", "attack", "Cité de B", **{"with": ["Goule", "Mentor"]})
    play("B", "play", "Rappel à la cité (test)", target="Goule", to="Cité de A")
    mark = play.mark()
    play("A", "resolve_pile", True)
    said = play.since(mark)
    assert said[-4:-2] == ["arcmage.combat.step1 | Goule n'est plus dans l'armée : elle n'attaque pas.",
                           "arcmage.combat.step1 | A engage ses attaquantes : Mentor."]
    goule = s.find("Goule")
    assert s.combat.attackers == ["Mentor"] and (goule.where, goule.tapped) == ("city:Cité de A", False)
    assert s.find("Mentor").tapped


def test_a_city_does_not_block():
    """Only creatures block: the defender's own city is refused as a blocker."""
    s = game(A={"cities": [city("A")], "army": ["Goule"]}, B={"cities": [city("B")], "army": ["Mentor"]})
    play = Play(s)
    play("A", "attack", "Cité de B", **{"with": ["Goule"]})
    play("A", "resolve_pile", True)
    assert error_of(play, "B", "blockers", {"Goule": ["Cité de B"]}) == "Cité de B n'est pas une créature en jeu"


def test_two_creatures_dead_in_a_battle_lose_their_effects_for_the_next_one():
    """arcmage.combat.dead-between: the two Chef de guerre orc kill each other in the first battle; before the
    second, the trace says they go to the graveyard only at the end of the combat but their effects have ceased
    (in the plural): Brute orque fights without A's chef's +1/+0."""
    s = game(A={"cities": [city("A")], "army": ["Chef de guerre orc", "Brute orque"]},
             B={"cities": [city("B")], "army": [{"name": "Chef de B", "card": "Chef de guerre orc"}]})
    play = Play(s)
    play("A", "attack", "Cité de B", **{"with": ["Chef de guerre orc", "Brute orque"]})
    play("B", "blockers", {"Chef de guerre orc": ["Chef de B"]})
    mark = play.mark()
    play("A", "resolve_pile", True)
    said = play.since(mark)
    at = said.index("arcmage.combat.dead-between | Chef de guerre orc et Chef de B, mortes dans une bataille "
                    "précédente, ne vont au cimetière qu'à la fin du combat, mais leurs effets ont cessé.")
    assert said[at + 1] == \
        "arcmage.combat.unblocked | Brute orque n'est pas bloquée : Cité de B perd 1 point de défense."


def test_an_attacker_whose_blockers_are_all_gone_stays_blocked():
    """arcmage.combat.dead-between and no-trample: Goule's two blockers are killed by events before the battles;
    Goule fights nobody, receives nothing, and does not reach the city, even with its 3 attack points left."""
    s = game(A={"cities": [city("A")], "army": ["Goule"], "resources": {"Horde rouge": 4},
                "hand": ["Choc mortel", "Choc mortel"]},
             B={"cities": [city("B")], "army": ["Mentor", "Conscrit"]})
    play = Play(s)
    play("A", "attack", "Cité de B", **{"with": ["Goule"]})
    play("B", "blockers", {"Goule": ["Mentor", "Conscrit"]})
    play("A", "play", "Choc mortel", target="Mentor")
    play("A", "play", "Choc mortel", target="Conscrit")
    mark = play.mark()
    play("A", "resolve_pile", True)
    said = play.since(mark)
    at = said.index("arcmage.combat.battles | Le combat se résout bataille par bataille : Goule.")
    assert said[at + 1:at + 5] == [
        "arcmage.combat.dead-between | Mentor et Conscrit ne sont plus là pour bloquer.",
        "arcmage.cards.stats | Attaque (à gauche) et défense (à droite) : Goule 3/2.",
        "arcmage.combat.attacker-damage | Bataille de Goule (3/2) contre personne : elle reçoit 0 dégât, la somme "
        "de leurs attaques.",
        "arcmage.combat.no-trample | Goule est bloquée : elle ne fait rien perdre à Cité de B, même avec 3 points "
        "d'attaque non attribués."]
    assert (s.find("Cité de B").damage, s.find("Goule").damage) == (0, 0)


# --- devotion ----------------------------------------------------------------------------------------

def test_another_city_s_devotion_waiting_on_the_pile_does_not_stop_a_declaration():
    """arcmage.devotion.procedure: a city's devotees are declared all at once; only that city's own declaration
    refuses a second one. Cité de A's devotion still waits on the pile (Tourbillon sends Baron bienveillant back,
    whose leaving makes A choose a discard): A still declares Terrier's."""
    s = game(phase="devotion",
             A={"cities": [city("A", residents=["Mentor"]), {"name": "Terrier", "residents": ["Conscrit"]}],
                "army": ["Baron bienveillant"], "hand": ["Goule", "Fantassin"]},
             B={"cities": [city("B")], "hand": ["Tourbillon"], "resources": {"Aristocrates": 2}})
    play = Play(s)
    play("A", "devote", "Cité de A", **{"with": ["Mentor"]})
    play("B", "play", "Tourbillon", target="Baron bienveillant")
    play("A", "devote", "Terrier", **{"with": ["Conscrit"]})
    assert [item.name for item in s.pile] == ["dévotion de Cité de A", "dévotion de Terrier"]
    assert (s.pending.kind, s.pending.player, s.refused) == ("discard", "A", [])


def test_a_devotion_with_a_list_of_targets_reaches_its_level():
    """A devotion's target is checked against the removed cards only when it is one card's name: a list goes on to
    the level, whose « from_graveyard » asks for one creature (Arbre-esprit, level 3)."""
    s = game(phase="devotion", A={"cities": [{"name": "Bosquet", "card": "Arbre-esprit",
                                              "residents": ["Mentor", "Fantassin"]}], "graveyard": ["Goule"]})
    play = Play(s)
    play("A", "devote", "Bosquet", **{"with": ["Mentor", "Fantassin"]}, target=["Goule", "Lancier"])
    assert [item.name for item in s.pile] == ["dévotion de Bosquet"]
    assert error_of(play, "A", "resolve_pile", True) == \
        "Bosquet reprend une créature du cimetière de A : donnez-la avec « target: » (cimetière : Goule)"


# --- phases ------------------------------------------------------------------------------------------

def test_phases_skipped_when_the_game_ends_on_the_way_are_still_said():
    """Going from the attack to the discard phase: the attack is fought when the phase ends, B's last city falls
    and A wins (arcmage.victory.last); the optional phase passed on the way is still said (arcmage.turn.optional)."""
    s = game(A={"cities": [city("A")], "army": ["Goule"]}, B={"cities": [city("B", damage=6)]})
    play = Play(s)
    play("A", "attack", "Cité de B", **{"with": ["Goule"]})
    play("A", "phase", "defausse")
    assert play.since(play.mark() - 2) == [
        "arcmage.victory.last | Toutes les autres joueuses ont perdu : A gagne.",
        "arcmage.turn.optional | A ne fait rien en phase 6 (deuxième mise en jeu) : ces phases sont optionnelles."]
    assert (s.over, s.winner) == (True, "A")


def test_a_turn_does_not_end_before_the_discard_it_requires():
    """arcmage.turn.discard: with 8 cards, A must discard down to 7 before her turn ends."""
    s = game(A={"cities": [city("A")], "hand": ["Goule"] * 8})
    assert error_of(Play(s), "A", "end_turn") == \
        "A doit défausser 1 carte ({by: A, discard: […]}) avant de finir le tour"


def test_a_resource_not_in_an_empty_hand():
    """A player who may not draw (an enchantment's « ne peut pas piocher ») draws nothing in her draw phase; a
    resource she names is not in her hand, which is empty."""
    db = define({"name": "Bâillon (test)", "type": "enchantement", "cost": 1, "target": "player",
                 "attached": {"cannot": ["draw"]}})
    s = game(db, phase="pioche", A={"cities": [city("A")], "attached": ["Bâillon (test)"], "deck": ["Mentor"]})
    start(s, {}, db)
    play = Play(s)
    play("A", "draw", 1)
    assert s.players["A"].hand == [] and s.players["A"].deck == ["Mentor"]
    assert error_of(play, "A", "resource", {"Empire": ["Goule"]}) == "Goule n'est pas dans la main de A (main : vide)"


# --- setup ---------------------------------------------------------------------------------------------

def test_two_cities_of_the_same_card_with_their_own_names():
    """A city given with its name and its card is in play under its name: two Deux-Ponts named apart are two
    pieces."""
    names = Names(DB)
    check_setup({"A": {"cities": [{"name": "Cité de A", "card": "Deux-Ponts"}]},
                 "B": {"cities": [{"name": "Cité de B", "card": "Deux-Ponts"}]}}, names)
    assert sorted(names.pieces) == ["Cité de A", "Cité de B"]


# --- zones ---------------------------------------------------------------------------------------------

def test_a_creature_sent_back_to_the_deck_does_not_die():
    """Chevaucheur de loup: « When I die, put a 1/1 Orc creature token into your army ». Tourbillon puts it on top
    of its owner's deck: it leaves play without dying, and no token comes."""
    s = game(A={"cities": [city("A")], "army": ["Chevaucheur de loup"], "hand": ["Tourbillon"],
                "resources": {"Aristocrates": 2}})
    play = Play(s)
    play("A", "play", "Tourbillon", target="Chevaucheur de loup")
    play("A", "resolve_pile", True)
    assert s.players["A"].army == [] and s.players["A"].deck == ["Chevaucheur de loup"]
    assert not any("déclenchable" in text or "jeton" in text for text in play.texts())


def test_a_creature_killed_by_an_effect_s_first_step_dies_once():
    """arcmage.creature.death: -2 defence kills Goule (3/2 → 3/0) at once; the effect's next step (1 damage) does
    not kill it a second time: one death, one card in the graveyard."""
    db = define({"name": "Flétrissure (test)", "type": "evenement", "cost": 1, "target": "creature",
                 "effect": {"bonus": "+0/-2", "damage": 1}})
    s = game(db, A={"cities": [city("A")], "hand": ["Flétrissure (test)"], "resources": {"Empire": 1}},
             B={"cities": [city("B")], "army": ["Goule"]})
    play = Play(s)
    play("A", "play", "Flétrissure (test)", target="Goule")
    play("A", "resolve_pile", True)
    assert s.players["B"].graveyard == ["Goule"] and s.players["B"].army == []
    assert [t for t in play.texts() if "meurt" in t] == [
        "Goule n'a subi aucun dégât ce tour pour une défense de 0 : elle meurt."]


def test_two_untapped_residents_of_a_last_city_destroyed_go_to_the_army():
    """arcmage.city.destroyed-residents: B's only city falls; its two untapped residents must leave it, and with
    no other city they go to the army (in the plural)."""
    s = game(players=("A", "B", "C"), A={"cities": [city("A")], "resources": {"Horde rouge": 2},
                                         "hand": ["Choc mortel"]},
             B={"cities": [city("B", damage=6, residents=["Mentor", "Conscrit"])]}, C={"cities": [city("C")]})
    play = Play(s)
    play("A", "play", "Choc mortel", target="Cité de B")
    play("A", "resolve_pile", True)
    assert "Mentor et Conscrit (désengagées) doivent quitter la cité ; B n'a plus d'autre cité : vers l'armée." \
        in play.texts()
    assert [p.name for p in s.players["B"].army] == ["Mentor", "Conscrit"]


def test_a_creature_already_dead_or_a_city_does_not_die_again():
    """zones.check_death: only a creature not yet dead dies; for one already dead (killed earlier in the combat,
    still in play until its end) it says nothing and answers False, the answer combat reads for a blocker (« X,
    bloqueuse, meurt »); a city never dies this way."""
    s = game(A={"cities": [city("A")], "army": [{"name": "Goule", "damage": 2}]})
    goule, home = s.find("Goule"), s.find("Cité de A")
    goule.dead = True
    mark = len(s.trace.entries)
    assert zones.check_death(s, goule, deferred=True) is False
    assert zones.check_death(s, home) is False
    assert len(s.trace.entries) == mark and s.players["A"].army == [goule]


@pytest.mark.parametrize("left, said", [(1, "il lui reste 1 point de défense."), (0, "sa défense tombe à 0.")])
def test_a_city_left_with_one_point_of_defense_stands_at_zero_it_falls(left, said):
    """Rule arcmage.city.destroyed: « Quand les points de défense d'une cité tombent à 0 ou moins, elle est
    détruite »."""
    s = game()
    target = s.find("Cité de B")
    amount = values.defense(s, target) - left
    zones.damage(s, target, amount, "Essai", "arcmage.x")
    assert s.trace.entries[0].text == f"Essai inflige {amount} dégâts à Cité de B : {said}"
    assert target.destroyed is (left == 0)
