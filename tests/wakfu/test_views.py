"""What the site and ``rulings run`` show of a Wakfu case and of a card (``rulings.games.wakfu.views``), as
exact French text: the situation of each player (every column of the table: a Leader under another name, its
own values and equipment, engaged or sick cards, a chosen element, a PAtt and Drop given in the case; the hand,
deck and discard), the actions grouped by turn with each verb in French, and each card's facts and keywords,
the catalogue in the order of the card types."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from rulings.core.game import TextOrigin
from rulings.core.scenario import load
from rulings.games.wakfu import views
from rulings.games.wakfu.actions import VERBS
from rulings.games.wakfu.database import Database
from rulings.games.wakfu.model import CardDef, Phase
from tests.helpers import scenario_head

ROOT = Path(__file__).resolve().parents[2]

HEAD = scenario_head("wakfu", "004_fde1b4dded370871.txt", "8. Fin de Tour") + """\
cases:
  - name: cas
"""
CASE = """\
setup:
  turn: 3
  active: B
  phase: mouvement
  A:
    leader: {name: Chef, card: Leader de Pierre, pv: 12, pa: 5, pm: 2, patt: 4, tapped: true, equipment: [Cape de Bouftou, Bottes de course]}
    rest: [{name: Geyser, element: Feu, tapped: true}, {name: Tofu 2, card: Tofu, sick: true}, Prairie]
    combat: [{name: Arakne, patt: 6, drop: 0}]
    hand: [Piou, Bwork]
    deck: [Larve, Moskito]
    discard: [Sanglier]
  B:
    leader: Leader de Paul
    combat: [Tofu]
actions:
  - {by: B, move: [Tofu], to: rest, attempt: true}
  - {by: B, end_turn: true}
  - {by: A, summon: Piou, as: Piou 2, pay: [Geyser], choose: {Geyser: Feu}, attempt: true}
expect:
  end: {A.pv: 12}
"""  # noqa: E501 (the text of a file, as written)


def _prepared(tmp_path, text):
    path = tmp_path / "essai.yaml"
    path.write_text(HEAD + textwrap.indent(text, "    "), encoding="utf-8")
    return load(path, ROOT).cases[0].prepared


def test_the_situation_and_the_actions_as_shown(tmp_path):
    view = _prepared(tmp_path, CASE).view()
    a, b = view.sides
    assert (a.name, b.name) == ("Joueur A", "Joueur B")
    assert a.table.headers == ("Carte", "Type", "Zone", "Coût", "PAtt", "Drop", "État")
    assert a.table.rows == (
        ("Chef", "Leader", "emplacement du "
                           "Leader", "—", "4", "—", "engagé, équipé de Cape de Bouftou, Bottes de course"),
        ("Geyser", "Générateur de mana", "Zone de Repos", "1 Eau + 1 Feu", "—", "—", "engagée, produit Feu ce tour"),
        ("Tofu 2", "Créature", "Zone de Repos", "1 Air", "1", "1", "Mal d'invocation"),
        ("Prairie", "Générateur de mana", "Zone de Repos", "1 Terre", "—", "—", "dégagée"),
        ("Arakne", "Créature", "Zone de Combat", "1 Terre", "6", "0", "dégagée"))
    assert a.zones == (("Leader", "Chef : PV 12, PA 5, PM 2, PAtt 4, produit 1 Terre + 1 Feu d'un coup"),
                       ("Main", "Piou, Bwork"), ("Deck (dessus en "
                                                 "premier)", "Larve, Moskito"), ("Défausse", "Sanglier"))
    assert b.table.rows == (("Leader de Paul", "Leader", "emplacement du Leader", "—", "2", "—", "dégagé"),
                            ("Tofu", "Créature", "Zone de Combat", "1 Air", "1", "1", "dégagée"))
    assert b.zones == (("Leader", "Leader de Paul : PV 20, PA 6, PM 3, PAtt 2, produit 1 Eau + 1 Air d'un coup"),)
    assert [(s.title, s.lines) for s in view.steps] == [
        ("Tour 3 — joueur actif : B (le cas commence en phase 3 (mouvement))",
         ("1. B déplace Tofu vers la Zone de Repos — tentative", "2. B déclare la fin de son tour")),
        ("Tour 4 — joueur actif : A",
         ("3. A invoque Piou en engageant Geyser (Geyser : Feu) (en jeu : « Piou 2 ») — tentative",))]


def test_a_case_without_actions_starts_at_turn_1_in_phase_2(tmp_path):
    view = _prepared(tmp_path, "setup:\n  A: {leader: Leader de Pierre}\n  B: {leader: Leader de Paul}\n"
                               "expect: {end: {A.pv: 20}}\n").view()
    assert [(s.title, s.lines) for s in view.steps] == [
        ("Tour 1 — joueur actif : A (le cas commence en phase 2 (invocation))", ("Aucune action.",))]
    assert view.sides[0].zones == (("Leader", "Leader de Pierre : PV 20, PA 6, PM 3, PAtt 2, produit 1 Terre + 1 Feu "
                                              "d'un coup"),)


def test_a_case_that_ends_with_end_turn_has_no_empty_step(tmp_path):
    view = _prepared(tmp_path, "setup:\n  A: {leader: Leader de Pierre}\n  B: {leader: Leader de Paul}\n"
                               "actions:\n  - {by: A, end_turn: true}\nexpect: {end: {A.pv: 20}}\n").view()
    assert [(s.title, s.lines) for s in view.steps] == [
        ("Tour 1 — joueur actif : A (le cas commence en phase 2 (invocation))", ("1. A déclare la fin de son tour",))]


def _action(verb, value, **more):
    return {"by": "A", "verb": verb, verb: value, "attempt": False, **more}


@pytest.mark.parametrize("action, text", [
    (_action("summon", "Bouftou", pay=["Prairie", "Champ", "Geyser"]), "A invoque Bouftou en engageant Prairie, Champ "
                                                                       "et Geyser"),
    (_action("summon", "Tofu"), "A invoque Tofu"),
    (_action("play", "Inspiration", pay=["Alizé"]), "A joue Inspiration en engageant Alizé"),
    (_action("play", "Poussée d'adrénaline", target="Tofu", pay=["Geyser"], choose={"Geyser": "Feu"}),
     "A joue Poussée d'adrénaline sur Tofu en engageant Geyser (Geyser : Feu)"),
    (_action("equip", "Cape de Bouftou", target="Leader de Pierre", pay=["Prairie"]),
     "A pose l'équipement Cape de Bouftou sur Leader de Pierre en engageant Prairie"),
    (_action("move", ["Tofu", "Piou"], to="combat"), "A déplace Tofu et Piou vers la Zone de Combat"),
    (_action("move", ["Tofu"], to="rest"), "A déplace Tofu vers la Zone de Repos"),
    (_action("move", [], to="rest"), "A déplace  vers la Zone de Repos"),
    (_action("summon", "Bwork", pay=["Geyser", "Geyser 2"], choose={"Geyser": "Feu", "Geyser 2": "Feu"}),
     "A invoque Bwork en engageant Geyser et Geyser 2 (Geyser : Feu, Geyser 2 : Feu)"),
    (_action("attack", ["Tofu", "Leader de Pierre"]), "A déclare ses attaquants : Tofu et Leader de Pierre"),
    (_action("attack", []), "A ne déclare aucun attaquant"),
    (_action("defend", ["Tofu"]), "A déclare ses défenseurs : Tofu"),
    (_action("defend", []), "A ne déclare aucun défenseur"),
    (_action("assign", {"Tofu": 2, "pv": 3}), "A répartit ses points : 2 sur Tofu, 3 sur les PV adverses"),
    (_action("assign", {}), "A répartit ses points : rien"),
    (_action("keep", "Bwork"), "A garde Bwork (drop)"),
    (_action("discard", ["Piou", "Tofu"]), "A défausse Piou et Tofu (main au-delà des PA)"),
    (_action("phase", "invocation-2"), "A passe à la phase 7 (2e invocation)"),
    (_action("end_turn", True, attempt=True), "A déclare la fin de son tour — tentative"),
])
def test_each_action_in_french(action, text):
    assert VERBS.show(action) == text


SRC = TextOrigin("reconstructed", None, None, "Inventée.")


@pytest.mark.parametrize("card, kind, group, facts, keywords", [
    (CardDef("Chef", "leader", pv=18, pa=5, pm=2, patt=3, mana=("Terre", "Feu"), job="Forgeron"),
     "Leader", "Leaders",
     (("PV", "18"), ("PA", "5"), ("PM", "2"), ("PAtt", "3"), ("Mana produit", "1 Terre + 1 Feu (tout à la fois)"),
      ("Métier", "Forgeron")), ()),
    (CardDef("Bête", "creature", cost=("Terre", "Terre"), patt=4, drop=0, no_sickness=True), "Créature",
     "Créatures et alliés", (("Coût", "2 Terre"), ("PAtt", "4"), ("Drop", "0")), ("Ignore le Mal d'invocation",)),
    (CardDef("Ami", "allie", job="Paysan"), "Allié", "Créatures et alliés", (("Coût", "0"), ("Métier", "Paysan")), ()),
    (CardDef("Épée", "equipement", cost=("Feu",), bonus=(("patt", 2), ("pa", -1), ("pm", 1), ("pv", 3))),
     "Équipement", "Équipements", (("Coût", "1 Feu"), ("Bonus", "PAtt +2, PA -1, PM +1, PV +3")), ()),
    (CardDef("Éclair", "effet", phase=Phase.COMBAT), "Carte à effet", "Cartes à effets", (("Coût", "0"),),
     ("Non instantanée", "Se joue aussi en phase 6 (combat)")),
    (CardDef("Vite", "effet", instant=True), "Carte à effet", "Cartes à effets", (("Coût", "0"),), ("Instantanée",)),
    (CardDef("Quête", "quete"), "Quête", "Quêtes", (("Coût", "0"),), ()),
    (CardDef("Source", "generateur", cost=("Eau",)), "Générateur de mana", "Générateurs", (("Coût", "1 Eau"),), ()),
])
def test_each_card_shows_its_facts(card, kind, group, facts, keywords):
    shown = views.card_facts(CardDef(**{**card.__dict__, "text": "Texte.", "source": SRC}))
    assert (shown.name, shown.kind, shown.group, shown.facts, shown.keywords, shown.text, shown.origin) == \
        (card.name, kind, group, facts, keywords, "Texte.", SRC)


def test_the_catalogue_is_sorted_by_type_then_name():
    """Creatures before allies (same group « Créatures et alliés »): the order of the card types."""
    cards = [CardDef("Zèbre", "creature"), CardDef("Épée", "equipement"), CardDef("Ami", "allie"),
             CardDef("Chef", "leader"), CardDef("Abeille", "creature"), CardDef("Source", "generateur"),
             CardDef("Vite", "effet"), CardDef("Quête", "quete")]
    shown = views.catalogue(Database({c.name: c for c in cards}))
    assert list(shown) == ["Chef", "Abeille", "Zèbre", "Ami", "Source", "Quête", "Vite", "Épée"]
    assert shown["Ami"].group == "Créatures et alliés"


@pytest.mark.parametrize("card, modelled", [
    (CardDef("Chef", "leader", job="Forgeron"), False), (CardDef("Chef", "leader"), True),
    (CardDef("Ami", "allie", job="Paysan"), False), (CardDef("Bête", "creature"), True),
    (CardDef("Épée", "equipement", bonus=(("pa", 1),)), True), (CardDef("Épée", "equipement"), False),
    (CardDef("Éclair", "effet", effect=(("damage", 2),)), True), (CardDef("Éclair", "effet"), False),
])
def test_a_card_page_says_whether_the_engine_models_the_card(card, modelled):
    """A job (artisanat) is never modelled; an effect card without effect or an equipment without bonus neither."""
    assert views.card_facts(card).modelled is modelled
