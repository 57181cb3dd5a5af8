"""What the site shows of an Arcmage case and card, word for word: each action of every verb described in French
(payments, X, targets, destinations, blocks, damage split, attempts), a case's situation (cities with their
defence points left and active levels, residents, creatures with their state, resources, zones, a long deck cut
short) and its steps by turn, and a card's facts and keywords."""

from __future__ import annotations

import pytest

from rulings.games.arcmage import views
from rulings.games.arcmage.actions import VERBS
from rulings.games.arcmage.game import PreparedCase
from rulings.games.arcmage.setup import Names, check_setup
from tests.arcmage.test_setup_state import DB, SETUP


def act(verb: str, by: str | None = "A", attempt: bool = False, **fields) -> dict:
    return {"verb": verb, "by": by, "attempt": attempt, verb: fields.pop("value", True), **fields}


@pytest.mark.parametrize("action, text", [
    (act("play", value="Choc mortel", target="Goule", pay={"Horde rouge": 1, "Empire": 1}),
     "A joue Choc mortel sur Goule en engageant 1 Horde rouge + 1 Empire"),
    (act("play", value="Goule", to="army", attempt=True), "A joue Goule dans l'armée — tentative"),
    (act("play", value="Goule", to="Terrier", x=2), "A joue Goule sur Terrier (X = 2)"),
    (act("play", value="Tourbillon", target=["G1", "G2", "G3"]), "A joue Tourbillon sur G1, G2 et G3"),
    (act("play", value="Tourbillon", target=["G1"]), "A joue Tourbillon sur G1"),
    (act("draw", value=2), "A pioche 2 cartes (aucune ressource)"),
    (act("draw", value=3), "A pioche 3 cartes"),
    (act("draw", value=1, resources={"Empire": ["Goule"]}), "A pioche 1 carte ; ressources : Goule en Empire"),
    (act("draw", value=0, resources={"Empire": ["Goule", "Mentor"], "Horde rouge": ["Choc mortel"]}),
     "A ne pioche pas et joue 2 ressources ; ressources : Goule et Mentor en Empire, Choc mortel en Horde rouge"),
    (act("resource", value={"Empire": ["Goule"], "Aristocrates": ["Mentor"]}),
     "A pose Goule comme ressource Empire, Mentor comme ressource Aristocrates"),
    (act("devote", value="Terrier", target="B", **{"with": ["Goule", "Mentor"]}),
     "A dévoue Goule et Mentor à Terrier sur B"),
    (act("devote", value="Terrier"), "A dévoue rien à Terrier"),
    (act("activate", value="Mentor", ability=2, target="Goule", pay={"Empire": 1}, x=1),
     "A active Mentor (capacité 2) sur Goule en engageant 1 Empire (X = 1)"),
    (act("activate", value="Mentor"), "A active Mentor"),
    (act("move", value="Goule", to="army"), "A déplace Goule vers l'armée"),
    (act("move", value="Goule", to="Terrier"), "A déplace Goule vers Terrier"),
    (act("attack", value="Deux-Ponts", **{"with": ["Goule", "Mentor"]}), "A attaque Deux-Ponts avec Goule et Mentor"),
    (act("blockers", by="B", value={"Goule": ["Mentor", "G2"], "Orc": [], "G3": ["G4"]}),
     "B bloque : Mentor et G2 sur Goule ; G4 sur G3"),
    (act("blockers", by="B", value={"Goule": []}), "B ne bloque pas"),
    (act("assign", value={"Goule": {"Mentor": 2, "G2": 1}, "Orc": {"X": 1}}),
     "A répartit les dégâts — Goule : 2 sur Mentor, 1 sur G2 ; Orc : 1 sur X"),
    (act("evacuate", by="B", value={"G1": "army", "G2": "Terrier"}),
     "B fait sortir de la cité détruite : G1 vers l'armée, G2 vers Terrier"),
    (act("choose", value="Goule"), "A choisit Goule"),
    (act("discard", value=["Goule", "Mentor"]), "A défausse Goule et Mentor"),
    (act("discard", value=[]), "A défausse rien"),
    (act("found", value="Terrier"), "A passe son tour pour fonder Terrier"),
    (act("first_city", value="Terrier"), "A pose sa première cité : Terrier"),
    (act("resolve_pile", by=None), "Plus personne ne répond : toute la pile se résout"),
    (act("resolve_pile", by="B", value=1), "Plus personne ne répond : le dessus de la pile se résout"),
    (act("phase", by=None, value="defausse"), "La joueuse active passe à la phase 7 (défausse)"),
    (act("phase", by="B", value="attaque"), "B passe à la phase 5 (attaque)"),
    (act("end_turn", attempt=True), "A finit son tour — tentative"),
    (act("end_turn", by=None), "Tout le monde finit son tour"),
])
def test_each_action_is_described_in_french(action, text):
    assert VERBS.show(action) == text


def _view(setup, actions, db=DB):
    names = Names(db)
    check_setup(setup, names)
    return views.case_view(PreparedCase(db, setup, actions, {}, names=names))


def test_a_case_s_situation_and_steps():
    actions = [{"n": 1, **act("play", by="B", value="Choc mortel", target="G2")}, {"n": 2, **act("end_turn", by="B")},
               {"n": 3, **act("end_turn", by="C")}, {"n": 4, **act("phase", value="defausse")}]
    view = _view(SETUP, actions)
    a, b, c = view.sides
    assert (a.name, b.name, c.name) == ("Joueuse A", "Joueuse B", "Joueuse C")
    assert a.table.headers == ("Carte", "Type", "Où", "Att./Déf.", "État")
    assert a.table.rows == (
        ("T1", "Cité (Empire)", "royaume", "—", "6/7 points de défense, niveaux actifs 2"),
        ("G1", "Créature (Ost des ténèbres)", "résidente de T1", "3/2", "engagée"),
        ("Deux-Ponts", "Cité (Aristocrates)", "royaume", "—", "8/8 points de défense"),
        ("G2", "Créature (Ost des ténèbres)", "armée", "3/2",
         "désengagée, 2 dégâts, marqueurs +1/+2, appartient à B, porte E"),
        ("Mentor", "Créature (Empire)", "armée", "2/3", "désengagée"))
    assert a.zones == (
        ("Ressources", "Empire : 2 désengagées, Horde rouge : 1 désengagée, 2 engagées, Aristocrates : "
                       "0 désengagée, 1 engagée"),
        ("Enchantements sur la joueuse", "Entangled"), ("Main", "Deadly Shock"), ("Réserve de cités", "Spirit Tree"),
        ("Cimetière (dessus en dernier)", "Goule"), ("Retirées de la partie", "Mentor"),
        ("Deck (dessus en premier)", "Goule, Ghoul, Ghoul, Mentor"))
    assert b.table.rows == (("Arbre-esprit", "Cité (Enfants de Gaïa)", "royaume", "—", "6/6 points de défense"),)
    assert b.zones == () and c.table is None and c.zones == ()
    assert [(s.title, s.lines) for s in view.steps] == [
        ("Tour 3 — joueuse active : B (le cas commence en phase 5 (attaque))",
         ("1. B joue Choc mortel sur G2", "2. B finit son tour")),
        ("Tour 4 — joueuse active : C", ("3. C finit son tour",)),
        ("Tour 5 — joueuse active : A", ("4. A passe à la phase 7 (défausse)",))]


def test_a_case_without_actions_a_long_deck_and_one_resource():
    setup = {"A": {"cities": ["Terrier"], "resources": {"Empire": 1},
                   "army": [{"name": "G", "card": "Goule", "damage": 1, "tapped": True}, "Entravée"],
                   "deck": [{"card": "Goule", "count": 13}]}, "B": {}}
    view = _view(setup, [])
    a = view.sides[0]
    assert a.table.rows[1:] == (("G", "Créature (Ost des ténèbres)", "armée", "3/2", "engagée, 1 dégât"),
                                ("Entravée", "Enchantement (Aristocrates)", "armée", "—", "désengagée"))
    assert a.zones == (("Ressources", "Empire : 1 désengagée"),
                       ("Deck (dessus en premier)", ", ".join(["Goule"] * 10) + "… (13 cartes)"))
    assert [(s.title, s.lines) for s in view.steps] == [
        ("Tour 1 — joueuse active : A (le cas commence en phase 4 (mise en jeu))", ("Aucune action.",))]


def test_an_end_of_turn_last_closes_its_step():
    view = _view({"A": {"cities": ["Terrier"]}, "B": {}}, [{"n": 1, **act("end_turn")}])
    assert [(s.title, s.lines) for s in view.steps] == [
        ("Tour 1 — joueuse active : A (le cas commence en phase 4 (mise en jeu))", ("1. A finit son tour",))]


def test_a_card_s_facts():
    facts = views.card_facts(DB.cards["Armurerie"])
    assert (facts.name, facts.kind, facts.group, facts.modelled) == ("Armurerie", "Cité", "Cités", False)
    assert facts.facts == (("Nom anglais (jeu de données)", "Armory"), ("Nom français", "notre traduction"),
                           ("Faction", "Empire"), ("Loyauté", "3"), ("Défense", "7"),
                           ("Niveaux de dévotion", "2, 4"))
    assert facts.keywords == () and facts.text.startswith("Level 2: Your Soldiers get +1/+1.")
    imp = views.card_facts(DB.cards["Délégué syndical gobelin"])
    assert imp.facts == (("Nom anglais (jeu de données)", "Imp Union Leader"), ("Nom français", "celui de la page"),
                         ("Faction", "Horde rouge"), ("Coût", "4"), ("Loyauté", "2"), ("Attaque", "2"),
                         ("Défense", "2"), ("Types", "Imp Leader"))
    strike = views.card_facts(DB.cards["Frappe mesurée (exemple X + 2)"])
    assert strike.facts == (("Faction", "Empire"), ("Coût", "X + 2"), ("Loyauté", "1"))
    assert (strike.kind, strike.group) == ("Magie", "Magie")
    grounded = views.card_facts(DB.cards["Créature clouée au sol (exemple)"])
    assert grounded.keywords == ("Ne peut pas voler",)
    assert views.card_facts(DB.cards["Racines"]).facts[3] == ("Coût", "X")


def test_keywords_of_can_cannot_and_entering_tapped():
    from dataclasses import replace

    card = replace(DB.cards["Goule"], can=("fly", {"capability": "block", "faction": "Empire"}),
                   cannot=({"capability": "attack"},), enters_tapped=True)
    assert views.card_facts(card).keywords == ("Peut voler", "Peut bloquer (Empire)", "Ne peut pas attaquer",
                                               "Arrive en jeu engagée")


def test_the_catalogue_is_grouped_by_type_then_sorted_by_name():
    names = list(views.catalogue(DB))
    kinds = [DB.cards[n].type for n in names]
    order = ["cite", "creature", "enchantement", "magie", "evenement"]
    assert kinds == sorted(kinds, key=order.index) and len(names) == len(DB.cards)
    cities = [n for n in names if DB.cards[n].type == "cite"]
    assert cities == sorted(cities, key=str.lower) and names[0] == "Arbre-esprit"


def test_the_catalogue_sorts_names_without_case():
    from rulings.games.arcmage import database

    base = {"type": "magie", "faction": "Empire", "text": "x", "source": {"kind": "reconstructed"}}
    db = database.build({"cards": [{"name": n, **base} for n in ("aa", "a_b", "Ab", "B")]}, "f")
    assert list(views.catalogue(db)) == ["a_b", "aa", "Ab", "B"]


def test_a_creature_carrying_two_enchantments():
    setup = {"A": {"cities": ["Terrier"], "army": [{"name": "G", "card": "Goule", "attached": [
        "Entravée", {"name": "E2", "card": "Entravée"}]}]}, "B": {}}
    assert _view(setup, []).sides[0].table.rows[1][4] == "désengagée, porte Entravée, E2"


def test_levels_residents_of_another_owner_tapped_resources_and_a_deck_of_twelve():
    from rulings.games.arcmage import database

    tower = {"name": "Tour (exemple)", "type": "cite", "faction": "Empire", "defense": 7, "text": "x",
             "source": {"kind": "reconstructed"}, "levels": [{"level": 2, "permanent": {"bonus": "+1/+0"}},
                                                            {"level": 4, "permanent": {"bonus": "+0/+1"}}]}
    db = DB.extended(database.build({"cards": [tower]}, "f"))
    setup = {"A": {"cities": [{"name": "T", "card": "Tour (exemple)", "levels": [2, 4], "residents": [
                       {"name": "R", "card": "Goule", "owner": "B"}]}],
                   "resources": {"Empire": {"untapped": 2}},
                   "attached": ["Entravée", {"name": "E2", "card": "Entravée"}],
                   "deck": [{"card": "Goule", "count": 12}]}, "B": {}}
    a = _view(setup, [], db).sides[0]
    assert a.table.rows == (("T", "Cité (Empire)", "royaume", "—", "7/7 points de défense, niveaux actifs 2, 4"),
                            ("R", "Créature (Ost des ténèbres)", "résidente de T", "3/2",
                             "désengagée, appartient à B"))
    assert a.zones == (("Ressources", "Empire : 2 désengagées, 0 engagée"),
                       ("Enchantements sur la joueuse", "Entravée, E2"),
                       ("Deck (dessus en premier)", ", ".join(["Goule"] * 12)))
    setup["A"]["cities"] = ["Armory"]
    setup["A"]["army"] = [{"name": "G", "card": "Goule", "attached": ["Entravée"]}]
    setup["A"]["attached"] = []
    del setup["A"]["deck"]
    rows = _view(setup, []).sides[0].table.rows
    assert rows[0][0] == "Armurerie" and rows[1][4] == "désengagée, porte Entravée"
