"""How Wakfu shows itself: a case's situation and actions, a card's facts, moments in French."""

from __future__ import annotations

from rulings.core.game import CardFacts, CaseView, SideView, StepView, Table

from .actions import VERBS
from .model import PHASE_WORDS, PLAYERS, TYPE_FR, CardDef, mana_text, other
from .setup import entry

GROUPS = {"leader": "Leaders", "creature": "Créatures et alliés", "allie": "Créatures et alliés",
          "generateur": "Générateurs", "quete": "Quêtes", "effet": "Cartes à effets", "equipement": "Équipements"}


# --- a case ----------------------------------------------------------------------------------

HEADERS = ("Carte", "Type", "Zone", "Coût", "PAtt", "Drop", "État")


def _state_text(item: dict) -> str:
    parts = []
    if item.get("tapped"):
        parts.append("engagée")
    if item.get("sick"):
        parts.append("Mal d'invocation")
    if item.get("element"):
        parts.append(f"produit {item['element']} ce tour")
    return ", ".join(parts) or "dégagée"


def _num(value) -> str:
    return "—" if value is None else str(value)


def case_view(prepared) -> CaseView:
    db, setup = prepared.db, prepared.setup
    sides = []
    for player in PLAYERS:
        side = setup[player]
        leader = entry(side["leader"])
        card = db.cards[leader.get("card", leader["name"])]
        equipment = leader.get("equipment", [])
        state = "engagé" if leader.get("tapped") else "dégagé"
        rows = [(leader["name"], "Leader", "emplacement du Leader", "—", _num(leader.get("patt", card.patt)), "—",
                 state + (f", équipé de {', '.join(equipment)}" if equipment else ""))]
        for zone, label in (("rest", "Zone de Repos"), ("combat", "Zone de Combat")):
            for raw in side.get(zone) or []:
                item = entry(raw)
                piece = db.cards[item.get("card", item["name"])]
                rows.append((item["name"], TYPE_FR[piece.type], label, mana_text(piece.cost),
                             _num(item.get("patt", piece.patt)), _num(item.get("drop", piece.drop)),
                             _state_text(item)))
        zones = [("Leader", f"{leader['name']} : PV {leader.get('pv', card.pv)}, PA {leader.get('pa', card.pa)}, "
                            f"PM {leader.get('pm', card.pm)}, PAtt {leader.get('patt', card.patt)}, produit "
                            f"{mana_text(card.mana)} d'un coup")]
        for key, label in (("hand", "Main"), ("deck", "Deck (dessus en premier)"), ("discard", "Défausse")):
            if side.get(key):
                zones.append((label, ", ".join(side[key])))
        sides.append(SideView(f"Joueur {player}", Table(HEADERS, tuple(rows)), tuple(zones)))
    steps: list[StepView] = []
    lines: list[str] = []
    turn, active = setup.get("turn", 1), setup.get("active", "A")
    phase = PHASE_WORDS[setup.get("phase", "invocation")]

    def title():
        return f"Tour {turn} — joueur actif : {active}" + (f" (le cas commence en {phase.fr})" if not steps else "")

    for action in prepared.actions:
        lines.append(f"{action['n']}. {VERBS.show(action)}")
        if action["verb"] == "end_turn":
            steps.append(StepView(title(), tuple(lines)))
            lines, turn, active = [], turn + 1, other(active)
    if lines or not steps:
        steps.append(StepView(title(), tuple(lines) or ("Aucune action.",)))
    return CaseView(tuple(sides), tuple(steps))


# --- a card ----------------------------------------------------------------------------------

def card_facts(d: CardDef) -> CardFacts:
    facts = []
    if d.type == "leader":
        facts += [("PV", str(d.pv)), ("PA", str(d.pa)), ("PM", str(d.pm)), ("PAtt", str(d.patt)),
                  ("Mana produit", mana_text(d.mana) + " (tout à la fois)")]
    else:
        facts.append(("Coût", mana_text(d.cost)))
        if d.patt is not None:
            facts.append(("PAtt", str(d.patt)))
        if d.drop is not None:
            facts.append(("Drop", str(d.drop)))
    if d.bonus:
        names = {"patt": "PAtt", "pa": "PA", "pm": "PM", "pv": "PV"}
        facts.append(("Bonus", ", ".join(f"{names[k]} {v:+d}" for k, v in d.bonus)))
    if d.job:
        facts.append(("Métier", d.job))
    keywords = []
    if d.type == "effet":
        keywords.append("Instantanée" if d.instant else "Non instantanée")
        if d.phase is not None:
            keywords.append(f"Se joue aussi en {d.phase.fr}")
    if d.no_sickness:
        keywords.append("Ignore le Mal d'invocation")
    return CardFacts(d.name, TYPE_FR[d.type], GROUPS[d.type], tuple(facts), tuple(keywords), d.text, d.source,
                     d.modelled)


def catalogue(db) -> dict[str, CardFacts]:
    order = list(GROUPS)
    return {name: card_facts(d) for name, d in sorted(db.cards.items(), key=lambda kv: (order.index(kv[1].type),
                                                                                          kv[0]))}
