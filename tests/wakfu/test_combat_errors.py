"""The Wakfu combat (phases 4 to 6, ``rulings.games.wakfu.combat``) run in cases loaded by the test: every
wrong declaration, distribution or drop choice with its whole French message, and what the trace says of
declarations, totals, destruction and the drop.  Rules (the June 2008 text, ``rulings rule``):
wakfu.turn.attackers / wakfu.turn.defenders (« le joueur actif désigne les cartes de sa Zone de Combat (et/ou
son Leader) »), wakfu.combat.leader-engaged, wakfu.combat.distribute (« répartir ses points »),
wakfu.combat.targets, wakfu.combat.drop (« On additionne le Score de Drop de chacune d'elles … et pioche autant
de cartes »), wakfu.zones.draw-short, wakfu.combat.tie."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from rulings.core.runner import run_case
from rulings.core.scenario import load
from tests.helpers import scenario_head

ROOT = Path(__file__).resolve().parents[2]

HEAD = scenario_head("wakfu", "004_fde1b4dded370871.txt", "8. Fin de Tour")
SETUP = """\
setup:
  A:
    leader: Leader de Pierre
    rest: [Prairie, Champ]
    combat: [Arakne, Piou]
    hand: [Bouftou]
    deck: [Tofu, Bwork, Larve]
  B:
    leader: Leader de Paul
    rest: [Source]
    combat: [{name: Tofu, drop: 1}, Sanglier]
    deck: [Moskito]
"""
HINT = "pour montrer que le jeu la refuse, ajoutez « attempt: true » à l'action"
ATTACK = "{by: A, attack: [Arakne, Piou]}"
DEFEND = "{by: B, defend: [Tofu]}"
BOTH = "{by: B, defend: [Tofu, Sanglier]}"
REFUSED_SUMMON = "{by: A, summon: Bouftou, pay: [Prairie], attempt: true}"   # refused: Bouftou stays in the hand
ALONE = SETUP.replace("combat: [{name: Tofu, drop: 1}, Sanglier]", "combat: []")


def _run(tmp_path, actions: list[str], setup: str = SETUP, expect: str = "end: {A.pv: 20}", define: str = ""):
    body = setup + "actions:\n" + "".join(f"  - {a}\n" for a in actions) + f"expect: {{{expect}}}\n"
    path = tmp_path / "essai.yaml"
    path.write_text(HEAD + define + "cases:\n  - name: cas\n" + textwrap.indent(body, "    "), encoding="utf-8")
    return run_case(load(path, ROOT).cases[0])


MOSKITO_IN_HAND = SETUP.replace("deck: [Moskito]", "hand: [Moskito]")
WON = [ATTACK, DEFEND, "{by: A, assign: {Tofu: 1, Sanglier: 4}}", "{by: B, assign: {pv: 1}}"]
KEEP = "{by: A, keep: Bwork}"


def test_a_wrong_combat_action_is_an_error(tmp_path):
    """What no player could do at a table (one card named twice) is the case's mistake, even as an attempt."""
    result = _run(tmp_path, ["{by: A, attack: [Arakne, Arakne], attempt: true}"], MOSKITO_IN_HAND)
    assert result.error is not None and result.error.message == "Arakne est désignée deux fois"


@pytest.mark.parametrize("actions, setup, rule, reason, after", [
    (["{by: A, attack: [Leader de "
      "Pierre]}"], SETUP.replace("leader: Leader de Pierre", "leader: {name: Leader de Pierre, tapped: true}"),
     "wakfu.turn.attackers", "Leader de Pierre est déjà engagé : un Leader n'est utilisé au combat que s'il n'a pas "
                             "déjà été engagé", []),
    ([ATTACK, "{by: B, defend: [Source]}"], SETUP, "wakfu.turn.defenders",
     "Source est dans la Zone de Repos : seules les cartes de la Zone de Combat (et le Leader) sont désignées", []),
    ([ATTACK, DEFEND, "{by: B, defend: []}"], SETUP, "wakfu.turn.defenders",
     "les défenseurs de ce tour sont déjà déclarés", []),
    ([ATTACK, DEFEND, "{by: A, assign: {Arakne: 5}}"], SETUP, "wakfu.combat.distribute",
     "Arakne est à A : on répartit ses points entre les cartes et les PV de l'adversaire", []),
    ([ATTACK, DEFEND, "{by: A, assign: {Leader de Paul: 5}}"], SETUP, "wakfu.combat.targets",
     "les points mis sur Leader de Paul sont des points sur les PV de B : écrivez « pv »", []),
    ([ATTACK, DEFEND, "{by: A, assign: {pv: 1, Source: 4}}"], SETUP, "wakfu.combat.targets",
     "Source est dans la Zone de Repos de B : le moteur n'admet que ses cartes de la Zone de Combat", []),
    ([ATTACK, DEFEND, "{by: A, assign: {Tofu: 1, pv: 3}}"], SETUP, "wakfu.combat.distribute",
     "A doit répartir tout son total, 5 points, et non 4", []),
    # a player may try these at a table too: each is refused with its rule, never the case's mistake
    ([REFUSED_SUMMON, "{by: A, attack: [Bouftou]}"], MOSKITO_IN_HAND, "wakfu.turn.attackers",
     "Bouftou n'est pas en jeu : A ne peut pas la désigner en attaque", []),
    (["{by: B, summon: Moskito, attempt: true}", ATTACK, "{by: B, defend: [Moskito]}"], MOSKITO_IN_HAND,
     "wakfu.turn.defenders", "Moskito n'est pas en jeu : B ne peut pas la désigner en défense", []),
    (["{by: A, attack: [Tofu]}"], MOSKITO_IN_HAND, "wakfu.turn.attackers",
     "Tofu appartient à B : A ne désigne que ses propres cartes", []),
    ([ATTACK, DEFEND, "{by: A, assign: {Tofu: 1, Sanglier: 4}}", "{by: A, assign: {pv: 5}}"], MOSKITO_IN_HAND,
     "wakfu.combat.distribute", "A a déjà réparti ses points (1 sur Tofu, 4 sur Sanglier), ou n'avait pas le choix",
     ["{by: B, assign: {pv: 1}}", KEEP]),
    ([ATTACK, "{by: B, defend: []}", "{by: B, assign: {}}"], MOSKITO_IN_HAND, "wakfu.combat.distribute",
     "B a déjà réparti ses points (rien), ou n'avait pas le choix", ["{by: A, assign: {Tofu: 1, Sanglier: 4}}", KEEP]),
    ([REFUSED_SUMMON, ATTACK, DEFEND, "{by: A, assign: {Tofu: 1, Sanglier: 4}}", "{by: B, assign: {Bouftou: 1}}"],
     MOSKITO_IN_HAND, "wakfu.combat.targets", "Bouftou n'est pas en jeu : B ne peut pas y mettre de points",
     ["{by: B, assign: {pv: 1}}", KEEP]),
    ([ATTACK, "{by: B, defend: []}", "{by: A, assign: {pv: 5}}"], ALONE, "wakfu.combat.distribute",
     "A a déjà réparti ses points (5 sur les PV de B), ou n'avait pas le choix", []),
    (["{by: A, keep: Tofu}"], MOSKITO_IN_HAND, "wakfu.combat.drop",
     "aucune pioche de drop n'attend de choix : il n'y a rien à garder", []),
    ([*WON, "{by: B, keep: Tofu}"], MOSKITO_IN_HAND, "wakfu.combat.drop",
     "le drop de A attend son choix avant toute autre action : ajoutez d'abord {by: A, keep: <une de Tofu, Bwork, "
     "Larve>}", [KEEP]),
    ([*WON, "{by: A, keep: Moskito}"], MOSKITO_IN_HAND, "wakfu.combat.drop",
     "Moskito n'est pas parmi les cartes piochées par le drop (Tofu, Bwork, Larve)", [KEEP]),
    ([ATTACK, DEFEND, "{by: A, phase: invocation-2}"], MOSKITO_IN_HAND, "wakfu.combat.distribute",
     "le combat n'est pas résolu : A doit répartir ses 5 points ; ajoutez {by: A, assign: {…}} (cibles : pv, Tofu, "
     "Sanglier)", ["{by: A, assign: {Tofu: 1, Sanglier: 4}}", "{by: B, assign: {pv: 1}}", KEEP]),
    ([ATTACK, BOTH, "{by: A, assign: {Tofu: 1, Sanglier: 4}}", "{by: A, end_turn: true}"], MOSKITO_IN_HAND,
     "wakfu.combat.distribute", "le combat n'est pas résolu : B doit répartir ses 5 points ; ajoutez {by: B, "
     "assign: {…}} (cibles : pv, Arakne, Piou)", ["{by: B, assign: {Piou: 2, Arakne: 3}}"]),
])
def test_a_forbidden_combat_action(tmp_path, actions, setup, rule, reason, after):
    """Without « attempt », the case's mistake with the rule and the hint; with it, refused and the case goes on
    (``after``: what the case still owes, played after it)."""
    result = _run(tmp_path, actions, setup)
    assert result.error.message == f"action {len(actions)} : le jeu l'interdit — {reason} [{rule}]"
    assert result.error.hint == HINT
    tried = actions[:-1] + [actions[-1][:-1] + ", attempt: true}"]
    earlier = [n for n, action in enumerate(actions[:-1], 1) if "attempt: true" in action]   # summons refused
    refused = ", ".join(map(str, [*earlier, len(actions)]))
    rules = ", ".join(["wakfu.turn.summon"] * len(earlier) + [rule])
    result = _run(tmp_path, tried + after, setup,
                  f"after action {len(actions)}: {{refused: [{refused}], refused_by: [{rules}]}}")
    assert result.passed, result.error or [f.note() for f in result.failures]
    texts = [e.text for e in result.trace.entries]
    assert f"Action {len(actions)} refusée : {reason}." in texts


def _texts(result) -> list[str]:
    assert result.error is None, result.error
    assert result.passed, [f.note() for f in result.failures]
    return [e.text for e in result.trace.entries]


def test_a_won_combat_destroys_draws_and_keeps(tmp_path):
    texts = _texts(_run(tmp_path, [ATTACK, DEFEND, "{by: A, assign: {Tofu: 1, Sanglier: 4}}",
                                   "{by: B, assign: {Piou: 1}}", "{by: A, keep: Bwork}"],
                        expect="end: {A.hand: [Bouftou, Bwork], A.discard: [Tofu, Larve], "
                               "B.discard: [Tofu, Sanglier]}"))
    for line in ["A attaque avec Arakne, Piou.", "B défend avec Tofu.",
                 "Comptent les cartes désignées (A : Arakne, Piou ; B : Tofu).",
                 "PAtt de Arakne (A) : 3.", "PAtt de Tofu (B) : 1.",
                 "Total de A : 5 ; total de B : 1 : A remporte le combat.",
                 "A répartit ses 5 points : 1 sur Tofu, 4 sur Sanglier.",
                 "B répartit son point : 1 sur Piou.",
                 "Tofu (1 PAtt) reçoit 1 point de A : détruite.",
                 "Sanglier (4 PAtt) reçoit 4 points de A : détruite.",
                 "Piou (2 PAtt) reçoit 1 point de B : il en faut 2, elle n'est pas détruite.",
                 "Score de Drop de Tofu : 1.", "Score de Drop de Sanglier : 2.",
                 "A pioche 3 cartes (Drop total 3) : Tofu, Bwork, Larve.",
                 "A garde Bwork en main et met les autres à la Défausse.",
                 "Tofu va à la Défausse de A (drop non gardé).",
                 "Tofu, détruite, va à la Défausse de son propriétaire, B."]:
        assert line in texts


def test_equal_totals_give_no_winner_and_no_drop(tmp_path):
    """wakfu.combat.tie (the engine's reading): 5 against 5."""
    texts = _texts(_run(tmp_path, [ATTACK, BOTH, "{by: A, assign: {Tofu: 1, Sanglier: 2, pv: 2}}",
                                   "{by: B, assign: {Piou: 1, pv: "
                                   "4}}"], expect="after combat 1: {combat.winner: null}"))
    assert "Totaux égaux (5 contre 5) : le moteur ne désigne pas de vainqueur." in texts
    assert "Pas de vainqueur : personne ne pioche de drop." in texts
    assert "Sanglier (4 PAtt) reçoit 2 points de A : il en faut 4, elle n'est pas détruite." in texts
    assert "Piou (2 PAtt) reçoit 1 point de B : il en faut 2, elle n'est pas détruite." in texts
    assert "PV de B : 20 → 18 (2 points de combat de A)." in texts


def test_the_loser_draws_nothing_and_a_short_deck_draws_what_remains(tmp_path):
    setup = SETUP.replace("deck: [Tofu, Bwork, Larve]", "deck: [Bwork]")
    texts = _texts(_run(tmp_path, ["{by: A, attack: [Arakne]}", "{by: B, defend: [Tofu]}",
                                   "{by: A, assign: {Tofu: 3}}", "{by: B, assign: {pv: 1}}"], setup,
                        "after combat 1: {combat.kept: Bwork, A.hand: [Bouftou, Bwork]}"))
    assert "Total de A : 3 ; total de B : 1 : A remporte le combat." in texts
    assert not any("son deck n'en a que" in text for text in texts)      # a deck of one card: enough
    assert "A pioche 1 carte (Drop total 1) : Bwork." in texts
    assert "A garde Bwork en main." in texts
    setup = SETUP.replace("deck: [Tofu, Bwork, Larve]", "deck: [Bwork, Larve]")
    texts = _texts(_run(tmp_path, ["{by: A, attack: [Arakne, Piou, Leader de Pierre]}", BOTH,
                                   "{by: A, assign: {Tofu: 1, Sanglier: 4, pv: 2}}",
                                   "{by: B, assign: {Piou: 2, Arakne: 3}}", "{by: A, keep: Larve}"], setup,
                        "after combat 1: {combat.kept: Larve}"))
    assert ("B a perdu le combat : les cartes qu'elle a détruites (Piou, Arakne) ne lui font rien piocher."
            in texts) or ("B a perdu le combat : les cartes qu'elle a détruites (Arakne, Piou) ne lui font rien "
                          "piocher." in texts)
    assert ("A doit piocher 3 cartes et son deck n'en a que 2 : elle pioche ce qui reste, sans perdre la partie."
            in texts)
    assert "A garde Larve en main et met les autres à la Défausse." in texts
    assert "Bwork va à la Défausse de A (drop non gardé)." in texts
    setup = SETUP.replace("deck: [Tofu, Bwork, Larve]", "deck: []")
    texts = _texts(_run(tmp_path, [ATTACK, DEFEND, "{by: A, assign: {Tofu: 1, Sanglier: 4}}",
                                   "{by: B, assign: {pv: "
                                   "1}}"], setup, "after combat 1: {combat.drop: [], A.hand: [Bouftou]}"))
    assert ("A doit piocher 3 cartes et son deck n'en a que 0 : elle pioche ce qui reste, sans perdre la partie."
            in texts)


def test_no_attacker_no_defender_and_forced_distributions(tmp_path):
    """wakfu.combat.no-defender: with no defender the combat is played against a total of 0."""
    result = _run(tmp_path, ["{by: A, attack: []}", "{by: A, phase: fin}"], expect="end: {phase: fin}")
    assert ("wakfu.turn.attackers", "A ne désigne aucun attaquant : pas d'attaque ce tour.") in \
        [(e.rule, e.text) for e in result.trace.entries] and result.passed
    texts = _texts(_run(tmp_path, ["{by: A, attack: [Piou, Leader de Pierre]}", "{by: B, defend: []}",
                                   "{by: A, phase: invocation-2}"], ALONE,
                        expect="end: {B.pv: 16, Leader de Pierre.tapped: true}"))
    for line in ["Leader de Pierre est utilisé en attaque : il est engagé.", "B ne désigne aucune carte en défense.",
                 "B n'a aucun défenseur : le combat a lieu, son total est nul.",
                 "Comptent les cartes désignées (A : Piou, Leader de Pierre ; B : aucune).",
                 "PAtt de Leader de Pierre (A) : 2.", "B n'a aucun point à répartir.",
                 "B n'a ni créature ni allié en Zone de Combat : les 4 points de A vont à ses PV.",
                 "PV de B : 20 → 16 (4 points de combat de A)."]:
        assert line in texts
    texts = _texts(_run(tmp_path, ["{by: A, attack: [Piou]}", "{by: A, phase: combat}"], ALONE, "end: {B.pv: 18}"))
    assert "B ne désigne aucune carte en défense (le cas ne déclare aucun défenseur)." in texts
    texts = _texts(_run(tmp_path, ["{by: A, attack: [Arakne]}", "{by: B, defend: [Leader de Paul]}",
                                   "{by: B, assign: {Arakne: 2}}"], ALONE,
                        "end: {Leader de Paul.tapped: true, B.pv: 17, A.pv: 20, A.combat: [Arakne, Piou]}"))
    assert "Leader de Paul est utilisé en défense : il est engagé." in texts
    assert "B n'a ni créature ni allié en Zone de Combat : les 3 points de A vont à ses PV." in texts


DEFINE = """\
define:
  cards:
    - {name: Ombre, type: creature, text: "PAtt et Drop inconnus.", source: {kind: reconstructed}}
"""


def test_an_unknown_patt_or_drop_must_be_given_in_the_case(tmp_path):
    setup = SETUP.replace("combat: [Arakne, Piou]", "combat: [Arakne, Ombre]")
    result = _run(tmp_path, ["{by: A, attack: [Arakne, Ombre]}", "{by: B, defend: []}", "{by: A, assign: {pv: 3}}"],
                  setup, define=DEFINE)
    assert result.error.message == ("la PAtt de Ombre n'est pas connue (la source ne la donne pas) : donnez-la dans "
                                    "la situation, {name: Ombre, patt: …}")
    setup = SETUP.replace("combat: [{name: Tofu, drop: 1}, Sanglier]", "combat: [{name: Ombre, patt: 1}]")
    result = _run(tmp_path, ["{by: A, attack: [Arakne]}", "{by: B, defend: [Ombre]}", "{by: A, assign: {Ombre: 3}}",
                             "{by: B, assign: {pv: 1}}"], setup, define=DEFINE)
    assert result.error.message == ("le Score de Drop de Ombre n'est pas connu (la source ne le donne pas) : "
                                    "donnez-le dans la situation, {name: Ombre, drop: …}")


def test_points_on_pv_first_do_not_stop_the_destruction_of_the_cards_after(tmp_path):
    """wakfu.combat.distribute: each target of the distribution receives its points, whatever their order."""
    texts = _texts(_run(tmp_path, [ATTACK, DEFEND, "{by: A, assign: {pv: 1, Tofu: 1, Sanglier: 3}}",
                                   "{by: B, assign: {pv: 1}}"],
                        expect="after combat 1: {B.pv: 19, A.pv: 19, combat.destroyed: [Tofu]}",
                        setup=SETUP.replace("deck: [Tofu, Bwork, Larve]", "deck: [Bwork]")))
    assert "Tofu (1 PAtt) reçoit 1 point de A : détruite." in texts
    assert "Sanglier (4 PAtt) reçoit 3 points de A : il en faut 4, elle n'est pas détruite." in texts


def test_a_deck_of_one_card_for_a_drop_of_three(tmp_path):
    """wakfu.zones.draw-short (the reading short-deck-draw, by default): the winner draws what remains."""
    setup = SETUP.replace("deck: [Tofu, Bwork, Larve]", "deck: [Bwork]")
    texts = _texts(_run(tmp_path, [ATTACK, DEFEND, "{by: A, assign: {Tofu: 1, Sanglier: "
                                                   "4}}", "{by: B, assign: {pv: 1}}"],
                        setup, "after combat 1: {combat.kept: Bwork}"))
    assert ("A doit piocher 3 cartes et son deck n'en a que 1 : elle pioche ce qui reste, sans perdre la partie."
            in texts)


def test_the_card_kept_may_bring_the_hand_above_the_pa(tmp_path):
    """wakfu.combat.drop then wakfu.leader.pa: A's hand holds 6 cards for 6 PA; the card kept from the drop makes 7,
    so A discards one before anything else."""
    setup = SETUP.replace("hand: [Bouftou]", "hand: [Bouftou, Chafer, Moskito, Craqueleur, Abraknyde, Milicien]")
    texts = _texts(_run(tmp_path, [*WON, KEEP, "{by: A, discard: [Chafer]}"], setup,
                        "after action 5: {A.hand: [Bouftou, Chafer, Moskito, Craqueleur, Abraknyde, Milicien, Bwork]}, "
                        "end: {A.hand: [Bouftou, Moskito, Craqueleur, Abraknyde, Milicien, Bwork]}"))
    assert "A garde Bwork en main et met les autres à la Défausse." in texts


def test_points_with_no_card_to_take_them_go_to_the_pv(tmp_path):
    """wakfu.combat.distribute: B has no creature or ally in its Combat Zone, so A's 5 points go to B's PV."""
    texts = _texts(_run(tmp_path, [ATTACK, "{by: B, defend: []}", "{by: A, phase: combat}"], ALONE,
                        "end: {B.pv: 15}"))
    assert "B n'a ni créature ni allié en Zone de Combat : les 5 points de A vont à ses PV." in texts


def test_under_the_reading_whole_combat_zone_every_fighter_counts(tmp_path):
    """wakfu.combat.participants read « whole-combat-zone »: Piou, in A's Combat Zone but not designated, counts;
    B, who designates none and has none, counts nothing."""
    setup = ALONE.replace("setup:", "readings: {combat-participants: whole-combat-zone}\nsetup:")
    texts = _texts(_run(tmp_path, ["{by: A, attack: [Arakne]}", "{by: B, defend: []}", "{by: A, phase: combat}"],
                        setup, "end: {B.pv: 15}"))
    assert ("Comptent les cartes désignées et toutes les créatures et alliés des Zones de Combat (A : Arakne, Piou ; "
            "B : aucune).") in texts


def test_under_the_reading_any_opponent_card_a_generator_still_takes_no_points(tmp_path):
    """wakfu.combat.targets read « any-opponent-card »: B's creatures and allies of the Rest Zone may take points
    (Milicien), a generator may not (Source): it is not a creature nor an ally, wherever it is."""
    setup = SETUP.replace("setup:", "readings: {combat-targets: any-opponent-card}\nsetup:").replace(
        "rest: [Source]", "rest: [Source, Milicien]")
    result = _run(tmp_path, [ATTACK, DEFEND, "{by: A, assign: {Milicien: 1, Source: 4}}"], setup)
    assert result.error.message == ("action 3 : le jeu l'interdit — Source n'est ni une créature ni un allié "
                                    "[wakfu.combat.targets]")
    texts = _texts(_run(tmp_path, [ATTACK, DEFEND, "{by: A, assign: {Milicien: 2, Tofu: 3}}",
                                   "{by: B, assign: {pv: 1}}"], setup,
                        "end: {B.discard: [Milicien, Tofu]}"))
    assert "A répartit ses 5 points : 2 sur Milicien, 3 sur Tofu." in texts


def test_points_that_take_both_leaders_to_0_pv_end_the_game_without_winner(tmp_path):
    """wakfu.combat.pv-both (combat-pv-simultaneous, by default « simultaneous »): A's 4 points take B from 4 PV to
    0, B's 5 points take A from 5 PV to 0: both count together, the game ends without winner."""
    setup = SETUP.replace("leader: Leader de Pierre", "leader: {name: Leader de Pierre, pv: 5}").replace(
        "leader: Leader de Paul", "leader: {name: Leader de Paul, pv: 4}")
    texts = _texts(_run(tmp_path, [ATTACK, BOTH, "{by: A, assign: {Tofu: 1, pv: 4}}", "{by: B, assign: {pv: 5}}"],
                        setup, "end: {over: true, winner: null, A.pv: 0, B.pv: 0}"))
    assert ("Les points de combat des deux joueurs comptent ensemble : les deux Leaders tombent à 0 PV en même "
            "temps.") in texts
