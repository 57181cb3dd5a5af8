"""How Arcmage shows itself: a case's situation and actions, a card's facts, moments in French."""

from __future__ import annotations

from rulings.core import french
from rulings.core.action_state import present
from rulings.core.errors import fold
from rulings.core.game import CardFacts, CaseView, SideView, StepView, Table

from .actions import VERBS
from .model import CAPABILITY_FR, PHASE_BY_WORD, TYPE_FR, CardDef
from .setup import deck_list, entry, players_of

GROUPS = {"cite": "Cités", "creature": "Créatures", "enchantement": "Enchantements", "magie": "Magie",
          "evenement": "Évènements"}


# --- a case ----------------------------------------------------------------------------------------

HEADERS = ("Carte", "Type", "Où", "Att./Déf.", "État")


def _state(item: dict, owner: str, player: str) -> str:
    parts = ["engagée" if item.get("tapped") else "désengagée"]
    if item.get("damage"):
        parts.append(french.count(item['damage'], 'dégât'))
    if item.get("counters"):
        parts.append(f"marqueurs {item['counters']}")
    if owner != player:
        parts.append(f"appartient à {owner}")
    if item.get("attached"):
        parts.append("porte " + ", ".join(entry(a)["name"] for a in item["attached"]))
    return ", ".join(parts)


def _card(db, item: dict) -> CardDef:
    return db.cards[db.lookup(item.get("card", item["name"]))]


def _name(db, raw) -> str:
    return raw["name"] if isinstance(raw, dict) else db.lookup(raw)


def case_view(prepared) -> CaseView:
    db, setup = prepared.db, prepared.setup
    sides = []
    for player in players_of(setup):
        side = setup.get(player) or {}
        rows = []
        for raw in side.get("cities") or []:
            item = entry(raw)
            card = _card(db, item)
            defense = present(card.defense)        # a city has one: the database requires it
            left = defense - item.get("damage", 0)
            state = f"{left}/{defense} {french.plural(defense, 'point de défense', 'points de défense')}" + (
                f", niveaux actifs {', '.join(map(str, item['levels']))}" if item.get("levels") else "")
            rows.append((_name(db, raw), f"Cité ({card.faction})", "royaume", "—", state))
            for res in item.get("residents") or []:
                r = entry(res)
                rc = _card(db, r)
                rows.append((_name(db, res), f"Créature ({rc.faction})", "résidente " + french.de(_name(db, raw)),
                             f"{rc.attack}/{rc.defense}", _state(r, r.get("owner", player), player)))
        for raw in side.get("army") or []:
            item = entry(raw)
            card = _card(db, item)
            stats = f"{card.attack}/{card.defense}" if card.type == "creature" else "—"
            rows.append((_name(db, raw), f"{TYPE_FR[card.type]} ({card.faction})", "armée", stats,
                         _state(item, item.get("owner", player), player)))
        zones = []
        stocks = side.get("resources") or {}
        if stocks:
            zones.append(("Ressources", ", ".join(
                f"{f} : {french.count(s, 'désengagée')}" if isinstance(s, int) else
                f"{f} : {french.count(s.get('untapped', 0), 'désengagée')}, "
                f"{french.count(s.get('tapped', 0), 'engagée')}"
                for f, s in stocks.items())))
        if side.get("attached"):
            zones.append(("Enchantements sur la joueuse", ", ".join(entry(a)["name"] for a in side["attached"])))
        for key, label in (("hand", "Main"), ("reserve", "Réserve de cités"), ("graveyard", "Cimetière (dessus en "
                                                                                             "dernier)"),
                           ("removed", "Retirées de la partie")):
            if side.get(key):
                zones.append((label, ", ".join(side[key])))
        deck = deck_list(side)
        if deck:
            shown = (", ".join(deck) if len(deck) <= 12
                     else ", ".join(deck[:10]) + f"… ({french.count(len(deck), 'carte')})")
            zones.append(("Deck (dessus en premier)", shown))
        sides.append(SideView(f"Joueuse {player}", Table(HEADERS, tuple(rows)) if rows else None, tuple(zones)))
    steps: list[StepView] = []
    lines: list[str] = []
    order = players_of(setup)
    turn, active = setup.get("turn", 1), setup.get("active", order[0])
    phase = PHASE_BY_WORD[setup.get("phase", "mise-en-jeu")]

    def title():
        start = f" (le cas commence en {phase.fr})" if not steps else ""
        return f"Tour {turn} — joueuse active : {active}{start}"

    for action in prepared.actions:
        lines.append(f"{action['n']}. {VERBS.show(action)}")
        if action["verb"] == "end_turn":
            steps.append(StepView(title(), tuple(lines)))
            lines, turn = [], turn + 1
            active = order[(order.index(active) + 1) % len(order)]
    if lines or not steps:
        steps.append(StepView(title(), tuple(lines) or ("Aucune action.",)))
    return CaseView(tuple(sides), tuple(steps))


# --- a card ----------------------------------------------------------------------------------------

def card_facts(d: CardDef) -> CardFacts:
    facts = []
    if d.english:
        facts.append(("Nom anglais (jeu de données)", d.english))
        facts.append(("Nom français", "notre traduction" if d.translated else "celui de la page"))
    facts.append(("Faction", d.faction))
    if d.type != "cite":
        facts.append(("Coût", d.cost_text))
    facts.append(("Loyauté", str(d.loyalty)))
    if d.type == "creature":
        facts += [("Attaque", str(d.attack)), ("Défense", str(d.defense))]
    elif d.type == "cite":
        facts.append(("Défense", str(d.defense)))
    if d.types:
        facts.append(("Types", " ".join(d.types)))
    if d.levels:
        facts.append(("Niveaux de dévotion", ", ".join(str(lv["level"]) for lv in d.levels)))
    keywords = []
    for word, grants in (("Peut", d.can), ("Ne peut pas", d.cannot)):
        for grant in grants:
            capability = grant if isinstance(grant, str) else grant["capability"]
            against = "" if isinstance(grant, str) or "faction" not in grant else f" ({grant['faction']})"
            keywords.append(f"{word} {CAPABILITY_FR[capability]}{against}")
    if d.enters_tapped:
        keywords.append("Arrive en jeu engagée")
    aliases = (d.english,) if d.english and fold(d.english) != fold(d.name) else ()    # decks and scenarios take it
    return CardFacts(d.name, TYPE_FR[d.type], GROUPS[d.type], tuple(facts), tuple(keywords), d.text, d.source,
                     d.modelled, aliases=aliases)


def catalogue(db) -> dict[str, CardFacts]:
    order = list(GROUPS)
    return {name: card_facts(d) for name, d in sorted(db.cards.items(),
                                                       key=lambda kv: (order.index(kv[1].type), kv[0].lower()))}
