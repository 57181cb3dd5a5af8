"""Each Wakfu action the game forbids or the case gets wrong, run in a case loaded by the test: without
``attempt: true`` the whole French error (« action N : le jeu l'interdit — … [rule] » with its hint, or the
mistake in the case); with it, the refusal recorded (``refused``, ``refused_by``) and traced « Action N refusée :
… », the state unchanged.  Then what effects, equipment and jobs write in the trace.  The rules cited are those
of ``rulings rule`` (the June 2008 text): wakfu.leader.one (« une seule par Deck »), wakfu.turn.summon (« Phase
d'invocation »), wakfu.equipment.leader-only (« ne peuvent cibler que les Leaders »), wakfu.effects.non-instant,
wakfu.turn.phases, wakfu.turn.attackers, wakfu.turn.defenders, wakfu.turn.combat-mandatory, wakfu.turn.end,
wakfu.leader.pa (« une main ne dépasse jamais les PA »)."""

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
    leader: {name: Leader de Pierre, pa: 8}
    rest: [Prairie, Champ, Geyser, Alizé, Brasier, {name: Brasier 2, card: Brasier}]
    combat: [Arakne]
    hand: [Bouftou, Cape de Bouftou, Poussée d'adrénaline, Coup bas, Inspiration, Leader forgeron, Apprenti forgeron]
  B:
    leader: Leader de Paul
    combat: [Piou]
    hand: [Soin express]
    deck: [Tofu]
    rest: [Source, {name: Alizé 2, card: Alizé}]
"""
HINT = "pour montrer que le jeu la refuse, ajoutez « attempt: true » à l'action"


def _run(tmp_path, body: str, define: str = ""):
    path = tmp_path / "essai.yaml"
    path.write_text(HEAD + define + "cases:\n  - name: cas\n" + textwrap.indent(textwrap.dedent(body), "    "),
                    encoding="utf-8")
    return run_case(load(path, ROOT).cases[0])


def _actions(actions: list[str], setup: str = SETUP, expect: str = "end: {A.pv: 20}") -> str:
    return setup + "actions:\n" + "".join(f"  - {a}\n" for a in actions) + f"expect: {{{expect}}}\n"


FORBIDDEN = [
    (["{by: A, summon: Leader forgeron}"], "wakfu.leader.one",
     "Leader forgeron est un Leader : un joueur n'a qu'un Leader, posé à part dès le début, il ne s'invoque pas"),
    (["{by: A, equip: Cape de Bouftou, target: Arakne, pay: [Prairie]}"], "wakfu.equipment.leader-only",
     "Arakne n'est pas un Leader : un équipement ne peut cibler que les Leaders"),
    (["{by: A, phase: mouvement}", "{by: A, play: Inspiration, pay: [Alizé]}"], "wakfu.effects.non-instant",
     "Inspiration n'est pas instantanée : elle se joue pendant la phase d'invocation, pas en phase 3 (mouvement)"),
    (["{by: A, phase: mouvement}", "{by: A, play: Coup bas, pay: [Brasier]}"], "wakfu.effects.non-instant",
     "Coup bas n'est pas instantanée : elle se joue pendant la phase d'invocation ou la phase 6 (combat), pas en "
     "phase 3 (mouvement)"),
    (["{by: A, phase: mouvement}", "{by: A, summon: Bouftou, pay: [Prairie, Champ]}"], "wakfu.turn.summon",
     "le tour est en phase 3 (mouvement) : Bouftou se pose en phase d'invocation (2, ou 7)"),
    (["{by: A, phase: mouvement}", "{by: A, equip: Cape de Bouftou, target: Leader de Pierre, pay: [Prairie]}"],
     "wakfu.turn.summon", "le tour est en phase 3 (mouvement) : Cape de Bouftou se pose en phase d'invocation (2, ou "
                          "7)"),
    (["{by: B, phase: fin}"], "wakfu.turn.phases", "c'est A, le joueur actif, qui fait avancer son tour"),
    (["{by: A, phase: defenseurs}"], "wakfu.turn.defenders",
     "aucun attaquant n'a été déclaré : la phase de déclaration des défenseurs ne s'applique pas"),
    (["{by: A, discard: [Bouftou]}"], "wakfu.leader.pa",
     "la main de A (7 cartes) ne dépasse pas ses 8 PA : rien à défausser"),
    (["{by: B, end_turn: true}"], "wakfu.turn.end", "seul le joueur actif (A) déclare la fin de son tour"),
    (["{by: B, attack: [Piou]}"], "wakfu.turn.attackers", "seul le joueur actif (A) déclare des attaquants"),
    (["{by: B, defend: [Piou]}"], "wakfu.turn.defenders",
     "A n'a déclaré aucun attaquant : la déclaration des défenseurs ne s'applique pas"),
    (["{by: A, assign: {pv: 1}}"], "wakfu.turn.combat-mandatory",
     "pas de combat ce tour : aucun attaquant n'a été déclaré"),
    (["{by: A, attack: [Arakne]}", "{by: A, attack: [Arakne]}"], "wakfu.turn.attackers",
     "les attaquants de ce tour sont déjà déclarés"),
    (["{by: A, attack: [Arakne]}", "{by: A, defend: [Arakne]}"], "wakfu.turn.defenders",
     "c'est le défenseur (B) qui déclare les défenseurs"),
    (["{by: A, phase: invocation-2}", "{by: A, attack: [Arakne]}"], "wakfu.turn.attackers",
     "déclaration des attaquants : le tour est en phase 7 (2e invocation), la phase 4 (déclaration des attaquants) "
     "est passée"),
    (["{by: A, attack: [Arakne]}", "{by: B, defend: []}", "{by: A, assign: {Piou: 3}}",
     "{by: A, phase: invocation-2}", "{by: B, defend: [Piou]}"], "wakfu.turn.defenders",
     "déclaration des défenseurs : le tour est en phase 7 (2e invocation), la phase 5 (déclaration des défenseurs) "
     "est passée"),
    (["{by: A, phase: invocation-2}", "{by: A, assign: {pv: 1}}"], "wakfu.combat.distribute",
     "répartition des points de combat : le tour est en phase 7 (2e invocation), la phase 6 (combat) est passée"),
    (["{by: A, end_turn: true}", "{by: B, play: Soin express, pay: [Source, Alizé 2]}", "{by: A, summon: Bouftou}"],
     "wakfu.turn.summon", "ce n'est pas le tour de A : Bouftou ne se pose que pendant sa propre phase d'invocation"),
    (["{by: A, play: Poussée d'adrénaline, pay: [Brasier], target: Prairie}"], "wakfu.cards.patt",
     "Prairie n'a pas de PAtt : Poussée d'adrénaline ne peut pas la viser"),
]


def forbidden(n: int, reason: str, rule: str) -> str:
    """The error of action ``n`` the game forbids, played without « attempt »."""
    return f"action {n} : le jeu l'interdit — {reason} [{rule}]"


@pytest.mark.parametrize("actions, rule, reason", FORBIDDEN)
def test_a_forbidden_action_without_attempt_is_an_error(tmp_path, actions, rule, reason):
    result = _run(tmp_path, _actions(actions))
    assert result.error.message == f"action {len(actions)} : le jeu l'interdit — {reason} [{rule}]"
    assert result.error.hint == HINT


@pytest.mark.parametrize("actions, rule, reason", FORBIDDEN)
def test_a_forbidden_attempt_is_refused_and_recorded(tmp_path, actions, rule, reason):
    last = actions[-1][:-1] + ", attempt: true}"
    n = len(actions)
    result = _run(tmp_path, _actions(actions[:-1] + [last], expect=f"end: {{refused: [{n}], refused_by: [{rule}]}}"))
    assert result.error is None and result.passed, [f.note() for f in result.failures]
    entries = result.trace.entries
    assert (entries[-1].rule, entries[-1].text) == (rule, f"Action {n} refusée : {reason}.")


def test_under_the_own_leader_reading_an_equipment_does_not_equip_the_opponents_leader(tmp_path):
    """wakfu.equipment.leader-only, the open reading equip-which-leader read « own-leader » (« Elles apportent un
    bonus ») where « any-leader » equips Leader de Paul (test_effects_and_equipment_are_traced)."""
    equip = "{by: A, equip: Cape de Bouftou, target: Leader de Paul, pay: [Prairie]}"
    reason = ("Leader de Paul est le Leader de B : dans cette lecture, un équipement n'équipe que le Leader de son "
              "joueur")
    own = "readings: {equip-which-leader: own-leader}\n"
    result = _run(tmp_path, own + _actions([equip]))
    assert result.error.message == forbidden(1, reason, "wakfu.equipment.leader-only")
    result = _run(tmp_path, own + _actions([equip[:-1] + ", attempt: true}"],
                                           expect="end: {refused: [1], refused_by: [wakfu.equipment.leader-only]}"))
    assert result.error is None and result.passed, [f.note() for f in result.failures]
    assert result.trace.entries[-1].text == f"Action 1 refusée : {reason}."
    own_leader = "{by: A, equip: Cape de Bouftou, target: Leader de Pierre, pay: [Prairie]}"
    result = _run(tmp_path, own + _actions([own_leader], expect="end: {Leader de Pierre.patt: 3}"))
    assert result.error is None and result.passed, [f.note() for f in result.failures]


@pytest.mark.parametrize("action, message", [
    ("{by: A, summon: Cape de Bouftou, pay: [Prairie]}",
     "Cape de Bouftou est un équipement : écrivez « equip: Cape de Bouftou » avec « target: <Leader> »"),
    ("{by: A, summon: Poussée d'adrénaline, pay: [Brasier]}",
     "Poussée d'adrénaline est une carte à effet : écrivez « play: Poussée d'adrénaline »"),
    ("{by: A, summon: Tofu, pay: [Alizé]}",
     "Tofu n'est pas dans la main de A (main : Bouftou, Cape de Bouftou, Poussée d'adrénaline, Coup bas, "
     "Inspiration, Leader forgeron, Apprenti forgeron)"),
    ("{by: B, summon: Piou}", "Piou n'est pas dans la main de B (main : Soin express)"),
    ("{by: A, play: Bouftou, pay: "
     "[Prairie]}", "Bouftou n'est pas une carte à effet (créature) : écrivez « summon: Bouftou »"),
    ("{by: A, play: Cape de Bouftou, pay: [Prairie]}",
     "Cape de Bouftou n'est pas une carte à effet (équipement) : écrivez « equip: Cape de Bouftou »"),
    ("{by: A, equip: Bouftou, target: Leader de Pierre}",
     "Bouftou n'est pas un équipement (créature) : écrivez « summon: Bouftou »"),
    ("{by: A, equip: Poussée d'adrénaline, target: Leader de Pierre}",
     "Poussée d'adrénaline n'est pas un équipement (carte à effet) : écrivez « play: Poussée d'adrénaline »"),
    ("{by: A, play: Poussée d'adrénaline, pay: [Brasier]}",
     "Poussée d'adrénaline donne de la PAtt à une carte : ajoutez « target: <carte ou Leader> » à l'action"),
    ("{by: A, play: Coup bas, pay: [Brasier], target: "
     "Arakne}", "Coup bas ne vise aucune carte : retirez « target: Arakne »"),
    ("{by: A, phase: invocation}", "le tour est déjà en phase 2 (invocation)"),
    ("{by: A, phase: degagement}",
     "la phase 1 se joue seule au début du tour : pour passer au tour suivant, écrivez « end_turn: true »"),
])
def test_a_mistake_in_the_case_is_an_error_even_as_an_attempt(tmp_path, action, message):
    for written in (action, action[:-1] + ", attempt: true}"):
        result = _run(tmp_path, _actions([written]))
        assert result.error is not None and result.error.message == message
        assert result.error.hint is None


def test_effects_and_equipment_are_traced(tmp_path):
    """wakfu.cards.fields (the card's effect), wakfu.equipment.bonus, wakfu.craft.jobs (« les Leaders et les
    alliés peuvent avoir un métier », not modelled)."""
    actions = ["{by: A, summon: Apprenti forgeron, pay: [Brasier]}",
               "{by: A, equip: Cape de Bouftou, target: Leader de Paul, pay: [Prairie]}",
               "{by: A, play: Poussée d'adrénaline, pay: [Geyser], choose: {Geyser: Feu}, target: Arakne}",
               "{by: B, play: Soin express, pay: [Source, Alizé 2]}",
               "{by: A, play: Coup bas, pay: [Brasier 2]}"]
    result = _run(tmp_path, _actions(actions, expect="end: {B.pv: 20, Arakne.patt: 5, Leader de Paul.patt: 3}"))
    assert result.error is None and result.passed, [f.note() for f in result.failures]
    texts = [e.text for e in result.trace.entries]
    for line in ["Apprenti forgeron a un métier (Forgeron) ; le procédé d'artisanat n'est pas connu : le moteur ne "
                 "le modélise pas.",
                 "Cape de Bouftou équipe Leader de Paul (le Leader de B : le texte dit « les Leaders » sans préciser "
                 "lequel).",
                 "Cape de Bouftou : PAtt de Leader de Paul +1 (PAtt 3).",
                 "Effet de Poussée d'adrénaline : Arakne gagne +2 PAtt jusqu'à la fin du tour (PAtt 5).",
                 "Soin express est instantanée : elle se joue n'importe quand, ici en phase 2 (invocation) du tour de "
                 "A.",
                 "Effet de Soin express : le Leader de B gagne 2 PV.",
                 "PV de B : 20 → 22 (Soin express).",
                 "Soin express, carte à effet, va directement à la Défausse de B.",
                 "Coup bas n'est pas instantanée : A la joue pendant sa phase d'invocation.",
                 "Effet de Coup bas : le Leader de B perd 2 PV.",
                 "PV de B : 22 → 20 (Coup bas)."]:
        assert line in texts


DEFINE = """\
define:
  cards:
    - {name: Mystère, type: effet, text: "Effet inconnu.", source: {kind: reconstructed}}
    - {name: Anneau, type: equipement, text: "Bonus inconnu.", source: {kind: reconstructed}}
    - {name: Amulette, type: equipement, bonus: {pv: 3, pa: -1, pm: 1}, text: "Bonus.", source: {kind: reconstructed}}
    - {name: Savoir, type: effet, effect: {draw: 3}, text: "Pioche 3.", source: {kind: reconstructed}}
"""


def test_unmodelled_cards_and_bonuses_of_pv_pa_and_pm(tmp_path):
    setup = """\
        setup:
          A: {leader: Leader de Pierre, hand: [Mystère, Anneau, Amulette, Savoir], deck: [Tofu, Piou]}
          B: {leader: Leader de Paul}
        """
    actions = ["{by: A, play: Mystère}", "{by: A, equip: Anneau, target: Leader de Pierre}",
               "{by: A, equip: Amulette, target: Leader de Pierre}", "{by: A, play: Savoir}"]
    result = _run(tmp_path, _actions(actions, textwrap.dedent(setup), "end: {A.pv: 23, A.pa: 5, A.pm: 4, "
                                                                      "A.hand: [Tofu, Piou]}"), DEFINE)
    assert result.error is None and result.passed, [f.note() for f in result.failures]
    texts = [e.text for e in result.trace.entries]
    for line in ["L'effet de Mystère n'est pas modélisé : le moteur la joue sans effet.",
                 "Le bonus de Anneau n'est pas modélisé.",
                 "Amulette : Leader de Pierre gagne +3 PV.", "PV de A : 20 → 23 (Amulette).",
                 "Amulette : PA de Leader de Pierre -1 (PA 5).", "Amulette : PM de Leader de Pierre +1 (PM 4).",
                 "Effet de Savoir : A pioche 2 cartes (Tofu, Piou)."]:
        assert line in texts
    assert "Le bonus de Amulette n'est pas modélisé." not in texts
    cited = [(e.rule, e.text) for e in result.trace.entries]
    assert ("wakfu.cards.fields", "L'effet de Mystère n'est pas modélisé : le moteur la joue sans effet.") in cited
    assert ("wakfu.equipment.bonus", "Le bonus de Anneau n'est pas modélisé.") in cited
    assert ("wakfu.equipment.bonus", "Amulette : Leader de Pierre gagne +3 PV.") in cited


def test_a_draw_of_one_card_and_a_hand_above_pa(tmp_path):
    """wakfu.leader.pa: « une main ne dépasse jamais les PA » — the surplus must be discarded, exactly."""
    setup = """\
        setup:
          A: {leader: {name: Leader de Pierre, pa: 1}, rest: [Alizé], hand: [Inspiration], deck: [Tofu, Piou, Bwork]}
          B: {leader: Leader de Paul, deck: [Larve]}
        """
    base = ["{by: A, play: Inspiration, pay: [Alizé]}"]
    result = _run(tmp_path, _actions(base + ["{by: A, discard: [Tofu]}"], textwrap.dedent(setup),
                                     "end: {A.hand: [Piou], A.discard: [Inspiration, Tofu]}"))
    assert result.error is None and result.passed, [f.note() for f in result.failures]
    texts = [e.text for e in result.trace.entries]
    assert "Effet de Inspiration : A pioche 2 cartes (Tofu, Piou)." in texts
    assert "La main de A compte 2 cartes pour 1 PA : A doit défausser 1 carte." in texts
    assert "Tofu va à la Défausse de A (main au-delà des PA)." in texts
    result = _run(tmp_path, _actions(base + ["{by: A, discard: [Tofu, Piou]}"], textwrap.dedent(setup)))
    assert result.error.message == forbidden(2, "A doit défausser exactement 1 carte (le surplus au-delà des PA), "
                                                "pas 2", "wakfu.leader.pa")
    result = _run(tmp_path, _actions(base + ["{by: A, phase: mouvement}"], textwrap.dedent(setup)))
    assert result.error.message == forbidden(2, "la main de A dépasse ses PA : ajoutez d'abord {by: A, discard: "
                                                "[<1 carte>]}", "wakfu.leader.pa")
    for tried in ("{by: A, discard: [Tofu, Piou], attempt: true}", "{by: A, end_turn: true, attempt: true}"):
        result = _run(tmp_path, _actions(base + [tried, "{by: A, discard: [Tofu]}"], textwrap.dedent(setup),
                                         "after action 2: {refused: [2], refused_by: [wakfu.leader.pa], "
                                         "A.hand: [Tofu, Piou]}"))
        assert result.passed, result.error or [f.note() for f in result.failures]
    result = _run(tmp_path, _actions(base + ["{by: A, discard: [Bwork]}"], textwrap.dedent(setup)))
    assert result.error.message == "Bwork n'est pas dans la main de A (main : Tofu, Piou)"
    two = textwrap.dedent(setup).replace("pa: 1}", "pa: 0}").replace("hand: [Inspiration]", "hand: []")
    result = _run(tmp_path, _actions(["{by: A, end_turn: true}", "{by: B, end_turn: true}",
                                      "{by: A, discard: [Tofu, Piou]}"], two))
    assert result.error.message == forbidden(3, "A doit défausser exactement 1 carte (le surplus au-delà des PA), "
                                                "pas 2", "wakfu.leader.pa")


def test_once_the_game_is_over_no_action_is_played(tmp_path):
    """wakfu.victory.pv: « Le premier joueur qui fait tomber les PV de son adversaire à 0 gagne »."""
    setup = SETUP.replace("leader: Leader de Paul", "leader: {name: Leader de Paul, pv: 2}")
    result = _run(tmp_path, _actions(["{by: A, play: Coup bas, pay: [Brasier]}", "{by: A, phase: mouvement}"], setup))
    assert result.error.message == "la partie est finie (vainqueur : A) : l'action 2 ne peut plus être jouée"
    result = _run(tmp_path, _actions(["{by: A, play: Coup bas, pay: "
                                      "[Brasier]}"], setup, "end: {over: true, winner: A}"))
    assert result.passed
    assert "B n'a plus de PV : A gagne la partie." in [e.text for e in result.trace.entries]


def test_both_leaders_without_pv_end_the_game_without_winner(tmp_path):
    """A situation the text does not foresee (wakfu.victory.pv): both Leaders at 0 PV at once."""
    setup = SETUP.replace("leader: Leader de Paul", "leader: {name: Leader de Paul, pv: 2}").replace(
        "leader: {name: Leader de Pierre, pa: 8}", "leader: {name: Leader de Pierre, pa: 8, pv: 0}")
    result = _run(tmp_path, _actions(["{by: A, play: Coup bas, pay: [Brasier]}", "{by: A, phase: mouvement}"], setup))
    assert result.error.message == "la partie est finie (vainqueur : aucun) : l'action 2 ne peut plus être jouée"
    result = _run(tmp_path, _actions(["{by: A, play: Coup bas, pay: [Brasier]}"], setup,
                                     "end: {over: true, winner: null}"))
    assert result.passed
    assert ("Les deux joueurs n'ont plus de PV en même temps : le texte ne prévoit pas ce cas, le moteur termine la "
            "partie sans vainqueur.") in [e.text for e in result.trace.entries]


def test_an_action_while_the_drop_waits_for_its_choice(tmp_path):
    """wakfu.combat.drop: the winner chooses the card to keep before anything else."""
    setup = """\
        setup:
          A: {leader: Leader de Pierre, combat: [Craqueleur, Piou], deck: [Arakne, Bwork, Larve, Moskito]}
          B: {leader: Leader de Paul, combat: [Tofu, Sanglier]}
        """
    actions = ["{by: A, attack: [Craqueleur, Piou]}", "{by: B, defend: [Tofu, Sanglier]}",
               "{by: A, assign: {Tofu: 1, Sanglier: 4, pv: 3}}", "{by: B, assign: {pv: 5}}", "{by: A, phase: fin}"]
    result = _run(tmp_path, _actions(actions, textwrap.dedent(setup)))
    assert result.error.message == forbidden(5, "le drop de A attend son choix avant toute autre action : ajoutez "
                                                "d'abord {by: A, keep: <une de Arakne, Bwork, Larve>}",
                                             "wakfu.combat.drop")


@pytest.mark.parametrize("actions, message", [
    (["{by: B, summon: Piou}"], "Piou n'est pas dans la main de B (main : vide)"),
    (["{by: A, summon: Arakne, pay: [Prairie]}"],
     "une carte en jeu s'appelle déjà « Arakne » : ajoutez « as: Arakne 2 » à l'action"),
    (["{by: A, summon: Tofu, pay: [Prairie], attempt: true}",
      "{by: A, play: Poussée d'adrénaline, pay: [Brasier], target: Tofu}"],
     forbidden(2, "Tofu n'est pas en jeu : Poussée d'adrénaline ne peut pas la viser", "wakfu.cards.patt")),
    (["{by: A, summon: Tofu, pay: [Prairie], attempt: true}", "{by: A, equip: Cape de Bouftou, target: Tofu}"],
     forbidden(2, "Tofu n'est pas en jeu : Cape de Bouftou ne peut pas l'équiper", "wakfu.equipment.leader-only")),
])
def test_a_card_that_is_not_where_the_case_says(tmp_path, actions, message):
    setup = SETUP.replace("hand: [Soin express]", "hand: []").replace(
        "hand: [Bouftou,", "hand: [Tofu, Arakne,").replace("Leader forgeron, Apprenti forgeron]", "Leader forgeron]")
    result = _run(tmp_path, _actions(actions, setup))
    assert result.error is not None and result.error.message == message


def test_draws_of_one_and_of_none_and_two_patt_bonuses_add_up(tmp_path):
    """wakfu.cards.fields: each effect applies in full; two +2 PAtt on one card make +4 until the end of turn."""
    setup = """\
        setup:
          A:
            leader: Leader de Pierre
            rest: [Brasier, {name: Brasier 2, card: Brasier}, Source, {name: Source 2, card: Source}]
            combat: [Arakne]
            hand: [Poussée d'adrénaline, Poussée d'adrénaline, Grand savoir, Grand savoir]
            deck: [Tofu]
          B: {leader: Leader de Paul}
        """
    actions = ["{by: A, play: Poussée d'adrénaline, pay: [Brasier], target: Arakne}",
               "{by: A, play: Poussée d'adrénaline, pay: [Brasier 2], target: Arakne}",
               "{by: A, play: Grand savoir, pay: [Source]}", "{by: A, play: Grand savoir, pay: [Source 2]}"]
    result = _run(tmp_path, _actions(actions, textwrap.dedent(setup), "end: {Arakne.patt: 7, A.hand: [Tofu]}"))
    assert result.error is None and result.passed, [f.note() for f in result.failures]
    texts = [e.text for e in result.trace.entries]
    assert "Effet de Poussée d'adrénaline : Arakne gagne +2 PAtt jusqu'à la fin du tour (PAtt 7)." in texts
    assert "Effet de Grand savoir : A pioche 1 carte (Tofu)." in texts
    assert "Effet de Grand savoir : A pioche 0 carte (deck vide)." in texts


def test_a_second_copy_is_summoned_under_the_name_the_case_gives(tmp_path):
    """wakfu.turn.summon-dest: the summoned card arrives in the Rest Zone, here under the name « Tofu 2 »."""
    setup = """\
        setup:
          A: {leader: Leader de Pierre, rest: [Alizé], combat: [Tofu], hand: [Tofu]}
          B: {leader: Leader de Paul}
        """
    result = _run(tmp_path, _actions(["{by: A, summon: Tofu, as: Tofu 2, pay: [Alizé]}"], textwrap.dedent(setup),
                                     "end: {A.rest: [Alizé, Tofu 2], Tofu 2.sick: true, A.combat: [Tofu]}"))
    assert result.error is None and result.passed, [f.note() for f in result.failures]
    assert "Tofu 2 arrive dans la Zone de Repos de A." in [e.text for e in result.trace.entries]
