"""Paying mana, moving cards and moving through the phases in Wakfu, run in cases loaded by the test: each
wrong payment or move with its whole French message, and what the trace says.  Rules (the June 2008 text,
``rulings rule``): wakfu.mana.one (« une carte ne produit qu'un seul mana »), wakfu.mana.multi (the element
chosen for the turn), wakfu.mana.generators (the Rest Zone produces mana, the Combat Zone does not),
wakfu.mana.leader-all, wakfu.zones.rest, wakfu.leader.slot, wakfu.zones.combat, wakfu.sickness.no-combat,
wakfu.golden.card-wins (« l'effet de la carte prévaut »), wakfu.leader.pm, wakfu.turn.move-shared,
wakfu.turn.phases, wakfu.turn.combat-mandatory, wakfu.victory.draw (« si vous ne pouvez plus piocher => Game
Over »)."""

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
    leader: {name: Leader de Pierre, pm: 2}
    rest: [Prairie, Geyser, {name: Geyser 2, card: Geyser, element: Feu}, Caillou, Tofu véloce, {name: Moskito, sick: true}]
    combat: [Arakne]
    hand: [Tofu, Piou, Larve, Chafer, Sanglier]
    deck: [Sanglier]
  B:
    leader: Leader de Paul
    rest: [Source, Milicien]
    combat: [Bouftou]
    deck: [Chafer]
"""  # noqa: E501 (the text of a file, as written)
HINT = "pour montrer que le jeu la refuse, ajoutez « attempt: true » à l'action"


def _run(tmp_path, actions: list[str], expect: str = "end: {A.pv: 20}", setup: str = SETUP):
    body = setup + "actions:\n" + "".join(f"  - {a}\n" for a in actions) + f"expect: {{{expect}}}\n"
    path = tmp_path / "essai.yaml"
    path.write_text(HEAD + "cases:\n  - name: cas\n" + textwrap.indent(body, "    "), encoding="utf-8")
    return run_case(load(path, ROOT).cases[0])


def _texts(result) -> list[str]:
    assert result.error is None, result.error
    assert result.passed, [f.note() for f in result.failures]
    return [e.text for e in result.trace.entries]


REFUSED_TOFU = "{by: A, summon: Tofu, pay: [Prairie], attempt: true}"      # refused: Tofu costs Air


@pytest.mark.parametrize("actions, message", [
    (["{by: A, summon: Piou, pay: [Geyser 2, Geyser 2]}"], "Geyser 2 est donnée deux fois dans « pay »"),
    (["{by: A, summon: Piou, pay: [Geyser, Geyser]}"], "Geyser est donnée deux fois dans « pay »"),
    (["{by: A, summon: Larve, pay: [Prairie], choose: {Prairie: Feu}}"],
     "Prairie n'a qu'un élément (Terre) : retirez « Prairie: Feu » de choose"),
    (["{by: A, move: Arakne, to: combat}"], "Arakne est déjà dans la Zone de Combat"),
    (["{by: A, move: Prairie, to: rest}"], "Prairie est déjà dans la Zone de Repos"),
    (["{by: A, phase: mouvement}", "{by: A, phase: mouvement}"], "le tour est déjà en phase 3 (mouvement)"),
])
def test_a_wrong_payment_or_move_is_an_error(tmp_path, actions, message):
    result = _run(tmp_path, actions)
    assert result.error is not None and result.error.message == message


@pytest.mark.parametrize("actions, rule, reason", [
    ([REFUSED_TOFU, "{by: A, summon: Piou, pay: [Tofu]}"], "wakfu.mana.generators",
     "Tofu n'est pas en jeu : elle ne peut pas payer le coût de Piou"),
    ([REFUSED_TOFU, "{by: A, move: Tofu, to: combat}"], "wakfu.turn.move",
     "Tofu n'est pas en jeu : A ne peut pas la déplacer"),
])
def test_a_card_gone_from_play_is_refused(tmp_path, actions, rule, reason):
    """A card the case names but no longer in play (its summon refused): a player may try it, the game refuses."""
    result = _run(tmp_path, actions)
    assert result.error is not None and result.error.message == f"action 2 : le jeu l'interdit — {reason} [{rule}]"


def test_a_move_of_no_card_is_refused_where_it_is_written(tmp_path):
    from rulings.core.errors import UserError

    body = (SETUP + "actions:\n  - {by: A, phase: mouvement}\n  - {by: A, move: [], to: combat}\n"
            "expect: {end: {A.pv: 20}}\n")
    path = tmp_path / "essai.yaml"
    path.write_text(HEAD + "cases:\n  - name: cas\n" + textwrap.indent(body, "    "), encoding="utf-8")
    with pytest.raises(UserError) as raised:
        run_case(load(path, ROOT).cases[0])
    line = HEAD.count("\n") + 2 + SETUP.count("\n") + 3       # cases, name, the setup, actions, 1st action
    assert str(raised.value) == f"{path}:{line}:23: « cases[1].actions[2].move » demande au moins 1 élément"


@pytest.mark.parametrize("actions, rule, reason", [
    (["{by: A, summon: Piou, pay: [Source]}"], "wakfu.mana.generators",
     "Source appartient à B : A ne paie qu'avec ses propres cartes"),
    (["{by: A, move: Bouftou, to: rest}"], "wakfu.turn.move", "Bouftou appartient à B : A ne déplace que ses propres "
                                                              "cartes"),
    (["{by: A, summon: Piou, pay: [Geyser 2], choose: {Geyser 2: Eau}}"], "wakfu.mana.multi",
     "Geyser 2 produit Feu ce tour-ci : le choix vaut pour tout le tour"),
    (["{by: A, summon: Tofu, pay: [Geyser], choose: {Geyser: Air}}"], "wakfu.mana.multi",
     "Geyser produit Eau ou Feu, pas Air"),
    (["{by: A, summon: Chafer, pay: [Prairie]}"], "wakfu.turn.summon",
     "les cartes engagées produisent 1 Terre pour un coût de 1 Terre + 1 Feu : il manque 1 Feu : « pay: » donne tout "
     "le paiement (sans « pay: », chaque paiement exact est joué)"),
    (["{by: A, summon: Tofu, pay: [Geyser]}"], "wakfu.mana.multi",
     "aucun élément que A peut choisir (Geyser : Eau ou Feu) ne fait produire exactement 1 Air aux cartes engagées"),
    (["{by: A, summon: Tofu, pay: [Prairie]}"], "wakfu.turn.summon",
     "les cartes engagées produisent 1 Terre pour un coût de 1 Air : il manque 1 Air et 1 Terre de trop"),
    (["{by: A, summon: Larve, pay: [Prairie]}"], "wakfu.turn.summon",
     "les cartes engagées produisent 1 Terre pour un coût de 0 : 1 Terre de trop"),
    (["{by: A, summon: Piou, pay: [Source, Geyser]}"], "wakfu.mana.generators",
     "Source appartient à B : A ne paie qu'avec ses propres cartes"),
    (["{by: A, summon: Piou, pay: [Arakne, Geyser]}"], "wakfu.mana.generators",
     "Arakne est dans la Zone de Combat : seules les cartes de la Zone de Repos produisent du mana"),
    (["{by: A, summon: Piou, pay: [Caillou, Geyser]}"], "wakfu.zones.rest",
     "Caillou a un coût nul : sans élément, elle ne produit pas de mana"),
    (["{by: A, summon: Chafer, pay: [Geyser, Arakne]}"], "wakfu.mana.generators",     # before Geyser's element
     "Arakne est dans la Zone de Combat : seules les cartes de la Zone de Repos produisent du mana"),
    (["{by: A, summon: Piou, pay: []}"], "wakfu.turn.summon",
     "les cartes engagées ne produisent aucun mana pour un coût de 1 Feu : il manque 1 Feu"),
    (["{by: A, summon: Piou, pay: [Arakne]}"], "wakfu.mana.generators",
     "Arakne est dans la Zone de Combat : seules les cartes de la Zone de Repos produisent du mana"),
    (["{by: A, summon: Piou, pay: [Caillou]}"], "wakfu.zones.rest",
     "Caillou a un coût nul : sans élément, elle ne produit pas de mana"),
    (["{by: A, summon: Chafer, pay: [Leader de Pierre]}", "{by: A, summon: Piou, pay: [Leader de Pierre]}"],
     "wakfu.mana.one", "Leader de Pierre est déjà engagé : il ne produit plus de mana avant d'être dégagé"),
    (["{by: A, summon: Piou, pay: [Geyser 2]}", "{by: A, summon: Chafer, pay: [Geyser 2, Prairie]}"],
     "wakfu.mana.one", "Geyser 2 est déjà engagée : une carte ne produit qu'un seul mana à la fois, jusqu'à ce "
                       "qu'elle soit dégagée"),
    (["{by: A, move: Leader de Pierre, to: combat}"], "wakfu.leader.slot",
     "Leader de Pierre a son propre emplacement : un Leader ne va ni en Zone de Repos ni en Zone de Combat"),
    (["{by: A, move: Prairie, to: combat}"], "wakfu.zones.combat",
     "Prairie n'est ni une créature ni un allié : la Zone de Combat reçoit les cartes aptes à défendre et à riposter"),
    (["{by: A, move: Moskito, to: combat}"], "wakfu.sickness.no-combat",
     "Moskito a le Mal d'invocation (invoquée ce tour-ci) : elle ne peut pas passer dans la Zone de Combat"),
    (["{by: A, move: [Tofu véloce], to: combat}", "{by: A, move: [Moskito], to: combat}"],
     "wakfu.sickness.no-combat",
     "Moskito a le Mal d'invocation (invoquée ce tour-ci) : elle ne peut pas passer dans la Zone de Combat"),
    (["{by: A, attack: [Arakne]}", "{by: A, phase: mouvement}"], "wakfu.turn.phases",
     "le tour est en phase 4 (déclaration des attaquants) : on ne revient pas à la phase 3 (mouvement)"),
    (["{by: A, phase: invocation-2}", "{by: A, move: Arakne, to: rest}"], "wakfu.turn.move",
     "déplacement : le tour est en phase 7 (2e invocation), la phase 3 (mouvement) est passée"),
])
def test_a_payment_or_a_move_the_game_forbids(tmp_path, actions, rule, reason):
    result = _run(tmp_path, actions)
    assert result.error is not None
    assert (result.error.message, result.error.hint) == (
        f"action {len(actions)} : le jeu l'interdit — {reason} [{rule}]", HINT)
    tried = actions[:-1] + [actions[-1][:-1] + ", attempt: true}"]
    result = _run(tmp_path, tried, f"end: {{refused: [{len(actions)}], refused_by: [{rule}]}}")
    assert _texts(result)[-1] == f"Action {len(actions)} refusée : {reason}."


def _chosen(result) -> list[tuple[str, str, int]]:
    """Each run's choices: (kind, option, number of options)."""
    assert result.error is None and result.passed, result.error or [f.note() for f in result.failures]
    return [(c.kind, c.option, c.options) for outcome in result.outcomes for c in outcome.chosen]


ANY_ELEMENT = SETUP.replace("setup:", "readings: {zero-cost-mana: any-element}\nsetup:")


def test_a_payment_the_case_does_not_give_is_each_exact_payment_in_turn(tmp_path):
    """wakfu.turn.summon (« incliner des cartes … afin de correspondre au coût »), no « pay: »: each exact payment of
    A's untapped cards is played. Piou costs 1 Feu: Geyser choosing Feu, or Geyser 2 (Feu for the turn); the
    Leader produces Terre and Feu at once (not exact), Caillou (cost 0) nothing under the reading no-mana, and Feu
    under any-element (zero-cost-mana)."""
    result = _run(tmp_path, ["{by: A, summon: Piou}"], "end: {A.rest: [Prairie, Geyser, Geyser 2, Caillou, Tofu "
                                                       "véloce, Moskito, Piou]}")
    assert _chosen(result) == [("payment", "Geyser (Feu)", 2), ("payment", "Geyser 2", 2)]
    result = _run(tmp_path, ["{by: A, summon: Piou}"], setup=ANY_ELEMENT)
    assert _chosen(result) == [("payment", way, 3) for way in ("Geyser (Feu)", "Geyser 2", "Caillou (Feu)")]


def test_no_exact_payment_of_the_untapped_cards_is_refused(tmp_path):
    """wakfu.turn.summon: Sanglier costs 3 Terre; Prairie gives 1 Terre, the Leader Terre and Feu at once: no set of
    A's untapped cards produces exactly the cost."""
    reason = "aucune combinaison des cartes dégagées de A ne produit exactement 3 Terre, le coût de Sanglier"
    result = _run(tmp_path, ["{by: A, summon: Sanglier}"])
    assert result.error.message == f"action 1 : le jeu l'interdit — {reason} [wakfu.turn.summon]"
    result = _run(tmp_path, ["{by: A, summon: Sanglier, attempt: true}"], "end: {refused: [1]}")
    assert _texts(result)[-1] == f"Action 1 refusée : {reason}."


def test_the_element_left_open_is_the_one_that_makes_the_payment_exact(tmp_path):
    """wakfu.mana.multi: Chafer costs Terre + Feu; Prairie gives its Terre, so Geyser, whose element the case leaves
    open, gives Feu (the only exact payment: one run, cited as A's only option)."""
    result = _run(tmp_path, ["{by: A, summon: Chafer, pay: [Prairie, Geyser]}"], "end: {Geyser.element: Feu}")
    assert _chosen(result) == [("payment", "Geyser (Feu)", 1)]
    chosen = result.outcomes[0].chosen[0]
    assert (chosen.label, chosen.player) == ("paiement de Chafer (A, action 1)", "A")
    assert ("wakfu.turn.summon", "Choix de A — paiement de Chafer (A, action 1) : Geyser (Feu) (seule option "
                                 "permise)") in [(e.rule, e.text) for e in result.trace.entries]


def test_an_element_the_case_chose_counts_with_the_one_left_open(tmp_path):
    """wakfu.mana.multi: Bwork costs 2 Feu; the case chooses Feu for Geyser, so Geyser 3 must give Feu too."""
    setup = SETUP.replace("Caillou,", "Caillou, {name: Geyser 3, card: Geyser},").replace(
        "hand: [Tofu,", "hand: [Bwork, Tofu,")
    result = _run(tmp_path, ["{by: A, summon: Bwork, pay: [Geyser, Geyser 3], choose: {Geyser: Feu}}"],
                  "end: {Geyser.element: Feu, Geyser 3.element: Feu}", setup)
    assert _chosen(result) == [("payment", "Geyser 3 (Feu)", 1)]
    result = _run(tmp_path, ["{by: A, summon: Tofu, pay: [Geyser, Geyser 3]}"], setup=setup)
    assert result.error.message == (
        "action 1 : le jeu l'interdit — aucun élément que A peut choisir (Geyser : Eau ou Feu ; Geyser 3 : Eau ou "
        "Feu) ne fait produire exactement 1 Air aux cartes engagées [wakfu.mana.multi]")


def test_a_card_of_cost_0_under_the_reading_any_element_pays_the_element_chosen(tmp_path):
    """wakfu.zones.rest, the open reading zero-cost-mana read « any-element »: Caillou (cost 0) produces one mana of
    the element its player chooses for the turn, Feu for Piou; not 2 mana for Chafer (Terre + Feu)."""
    result = _run(tmp_path, ["{by: A, summon: Piou, pay: [Caillou]}"], "end: {Caillou.element: Feu}", ANY_ELEMENT)
    assert _chosen(result) == [("payment", "Caillou (Feu)", 1)]
    assert ("wakfu.zones.rest", "Lecture ouverte « Une carte de coût nul, sans élément, produit-elle du mana ? » : "
                                "oui : un mana, de l'élément que son joueur choisit pour le tour (lecture fixée)") in [
        (e.rule, e.text) for e in result.trace.entries]
    result = _run(tmp_path, ["{by: A, summon: Chafer, pay: [Caillou]}"], setup=ANY_ELEMENT)
    assert result.error.message == (
        "action 1 : le jeu l'interdit — aucun élément que A peut choisir (Caillou : Terre ou Eau ou Feu ou Air) ne "
        "fait produire exactement 1 Terre + 1 Feu aux cartes engagées [wakfu.mana.multi]")


def test_the_pm_limit_counts_each_card(tmp_path):
    """wakfu.leader.pm: « PM … le nombre maximum de créatures et alliés en Zone de Combat »."""
    one = SETUP.replace("pm: 2}", "pm: 1}")
    result = _run(tmp_path, ["{by: A, move: [Tofu véloce], to: combat}"], setup=one)
    assert result.error.message == ("action 1 : le jeu l'interdit — la Zone de Combat de A a déjà 1 carte pour 1 PM "
                                    "[wakfu.leader.pm]")
    three = SETUP.replace("combat: [Arakne]", "combat: [Arakne, Piou]").replace(
        "hand: [Tofu, Piou, Larve, Chafer, Sanglier]", "hand: [Tofu, Larve, Chafer]")
    result = _run(tmp_path, ["{by: A, move: [Tofu véloce], to: combat}"], setup=three)
    assert result.error.message == ("action 1 : le jeu l'interdit — la Zone de Combat de A a déjà 2 cartes pour 2 PM "
                                    "[wakfu.leader.pm]")


def test_what_payments_and_moves_write_in_the_trace(tmp_path):
    texts = _texts(_run(tmp_path, [
        "{by: A, summon: Larve}",
        "{by: A, summon: Piou, pay: [Geyser], choose: {Geyser: Feu}}",
        "{by: A, summon: Tofu, pay: [Moskito]}",
        "{by: A, summon: Chafer, pay: [Leader de Pierre]}",
        "{by: B, move: [Milicien], to: combat}",
        "{by: A, move: [Arakne], to: rest}",
        "{by: A, move: [Tofu véloce], to: combat}",
        "{by: A, end_turn: true}",
    ], "end: {A.combat: [Tofu véloce], A.rest: [Prairie, Geyser, Geyser 2, Caillou, Moskito, Larve, Piou, Tofu, "
       "Chafer, Arakne], B.combat: [Bouftou, Milicien], Geyser.element: null}"))
    for line in ["Larve a un coût nul : il n'y a rien à engager.",
                 "Coût de Piou : 1 Feu.",
                 "Geyser est engagée ; A choisit Feu pour ce tour : 1 Feu.",
                 "Moskito (créature) sert de générateur de mana depuis la Zone de Repos.",
                 "Moskito a le Mal d'invocation, mais peut être engagée pour produire du mana.",
                 "Moskito est engagée et produit 1 Air, l'élément de son coût.",
                 "Leader de Pierre est engagé et produit tous ses manas à la fois : 1 Terre + 1 Feu.",
                 "Les cartes engagées produisent exactement le coût de Tofu (1 Air) : il est payé.",
                 "B déplace ses cartes pendant le tour de A : la phase de mouvement est commune aux deux joueurs.",
                 "Milicien passe de la Zone de Repos à la Zone de Combat (2/3 PM).",
                 "Arakne revient de la Zone de Combat à la Zone de Repos.",
                 "Tofu véloce passe de la Zone de Repos à la Zone de Combat (1/2 PM).",
                 "Fin du tour : Piou n'a plus le Mal d'invocation.",
                 "Fin du tour : le choix d'élément de Geyser (Feu) ne valait que pour ce tour.",
                 "Fin du tour : le choix d'élément de Geyser 2 (Feu) ne valait que pour ce tour.",
                 "Geyser (A) se redresse.", "Leader de Pierre (A) se redresse.",
                 "B pioche Chafer."]:
        assert line in texts, line


def test_a_card_that_ignores_sickness_and_the_end_of_a_patt_bonus(tmp_path):
    """wakfu.golden.card-wins: Tofu véloce, summoned this turn, may go to the Combat Zone (its text wins)."""
    setup = SETUP.replace("hand: [Tofu, Piou, Larve, Chafer, Sanglier]",
                          "hand: [Tofu véloce, Poussée d'adrénaline]").replace(
        "Caillou, Tofu véloce,", "Caillou, Alizé,").replace("combat: [Arakne]", "combat: []")
    texts = _texts(_run(tmp_path, [
        "{by: A, summon: Tofu véloce, pay: [Alizé]}",
        "{by: A, play: Poussée d'adrénaline, pay: [Geyser 2], target: Leader de Pierre}",
        "{by: A, move: [Tofu véloce], to: combat}",
        "{by: A, end_turn: true}"], "end: {A.patt: 2, A.combat: [Tofu véloce]}", setup))
    for line in ["Tofu véloce a le Mal d'invocation, qui l'empêcherait de passer dans la Zone de Combat…",
                 "… mais son texte dit qu'elle peut y passer le tour de son invocation : l'effet de la carte prévaut "
                 "sur la règle.",
                 "Fin du tour : le bonus de PAtt de Leader de Pierre (+2) prend fin."]:
        assert line in texts, line


def test_phases_skipped_entered_and_the_empty_deck(tmp_path):
    texts = _texts(_run(tmp_path, ["{by: A, phase: combat}", "{by: A, end_turn: true}", "{by: B, end_turn: true}"],
                        "end: {over: true, winner: B, turn: 3}", SETUP.replace("deck: [Sanglier]", "deck: []")))
    for line in ["Phases facultatives passées : phase 3 (mouvement), phase 4 (déclaration des attaquants), phase 5 "
                 "(déclaration des défenseurs).",
                 "Tour 1 de A : phase 6 (combat).",
                 "Aucun attaquant n'a été déclaré : il n'y a pas de combat.",
                 "Phase facultative passée : phase 7 (2e invocation).",
                 "A doit piocher mais son deck est vide : B gagne la partie."]:
        assert line in texts, line
    texts = _texts(_run(tmp_path, ["{by: A, phase: mouvement}"], "end: {phase: mouvement}"))
    assert not any(t.startswith("Phase") for t in texts)


def test_several_cards_move_back_to_the_rest_zone_in_one_action(tmp_path):
    """wakfu.turn.move: each card named moves, in order."""
    setup = SETUP.replace("combat: [Arakne]", "combat: [Arakne, {name: Piou 2, card: Piou}]")
    texts = _texts(_run(tmp_path, ["{by: A, move: [Arakne, Piou 2], to: rest}"], "end: {A.combat: []}", setup))
    assert "Piou 2 revient de la Zone de Combat à la Zone de Repos." in texts
