"""How World of Warcraft Miniatures shows itself: a case's situation and actions, a character's or an ability's
facts, moments in French."""

from __future__ import annotations

from rulings.core import french
from rulings.core.game import CardFacts, CaseView, SideView, StepView, Table
from rulings.core.moments import AFTER_ACTION, Moments, Numbered

from .actions import VERBS
from .model import KIND_FR, REACT_EVENT_FR, SIDE_FR, TRIGGER_FR, AbilityDef, CharDef
from .setup import entry

MOMENTS = Moments(AFTER_ACTION,
                  Numbered("after window", "window", "après la fenêtre {}",
                           meaning="après la fenêtre de réaction <N> (numérotée à son ouverture ; fermée, sa capacité "
                                   "résolue ou annulée)"),
                  Numbered("after wave", "wave", "après la vague {}",
                           meaning="après la vague <N> (destructions et victoire comprises)"),
                  Numbered("end of tick", "tick", "à la fin du tic {}", example=5))
moment_fr = MOMENTS.fr


# --- a case ------------------------------------------------------------------------------------------

HEADERS = ("Personnage", "Santé", "Armure", "Tics", "Capacités")


def case_view(prepared) -> CaseView:
    db, setup = prepared.db, prepared.setup
    sides = []
    for player in prepared.players:
        side = setup[player] or {}
        rows = []
        for raw in side.get("characters") or []:
            item = entry(raw)
            card = db.characters[item.get("card", item["name"])]
            max_health = item.get("max_health", card.health)
            abilities = ([f"{card.main} (attaque principale)"] if card.main else []) + list(card.abilities)
            abilities += [f"{a} (Barre d'Action)" for a in item.get("bar") or []]
            abilities += [f"{a} (Barre d'Action, face cachée)" for a in item.get("hidden") or []]
            for att in item.get("attached") or []:
                att = entry(att)
                abilities.append(f"{att['name']} (attachée" + (f", de {att['from']})" if "from" in att else ")"))
            rows.append((item["name"], f"{item.get('health', max_health)} / {max_health}",
                         str(item.get("armor", card.armor)), str(item.get("ticks", 0)), ", ".join(abilities) or "—"))
        zones = []
        for key, label in (("hand", "Main"), ("deck", "Paquet (dessus en premier)"), ("discard", "Défausse")):
            if side.get(key):
                zones.append((label, ", ".join(side[key])))
        if side.get("vp"):
            zones.append(("Points de victoire", str(side["vp"])))
        sides.append(SideView(f"Joueur {player}" + (" (son tour)" if player == setup.get("active", "A") else ""),
                              Table(HEADERS, tuple(rows)) if rows else None, tuple(zones)))
    general = [f"Joueurs dans le sens des aiguilles d'une montre : {', '.join(prepared.players)} ; joueur dont c'est "
               f"le tour : {setup.get('active', 'A')}."]
    for team in setup.get("teams") or []:
        general.append(f"En équipe : {french.join(team)} (leurs personnages sont alliés).")
    for group in setup.get("adjacent") or []:
        general.append(f"Adjacents : {french.join(group)}.")
    if setup.get("victory"):
        general.append("La partie est gagnée à "
                       f"{french.count(setup['victory'], 'point de victoire', 'points de victoire')}.")
    steps = [StepView("Situation", tuple(general))]
    lines = [f"{a['n']}. {VERBS.show(a)}" for a in prepared.actions]
    steps.append(StepView("Actions", tuple(lines) or ("Aucune action.",)))
    return CaseView(tuple(sides), tuple(steps))


# --- a character or an ability ---------------------------------------------------------------------

def ability_facts(a: AbilityDef) -> CardFacts:
    kind = a.kind
    facts = [("Type", "capacité " + KIND_FR[kind] + (" déclenchable" if a.triggered else ""))]
    facts.append(("Coût", "aucun coût en tics" if a.cost is None else french.count(a.cost, "tic")))
    if a.notes:
        facts.append(("Ligne de notes", a.notes))
    if kind == "payment":
        facts.append(("Payante", "instantanée" if a.instant else "action"))
    if a.targets:
        facts.append(("Cibles", ("jusqu'à " if a.up_to else "") + f"{a.targets}, {SIDE_FR[a.side]}"
                      + ((", adjacente" if a.targets == 1 else ", adjacentes") if a.range == "adjacent" else "")))
    if a.event:
        facts.append(("Évènement de réaction", REACT_EVENT_FR[a.event]))
    if a.trigger:
        facts.append(("Déclencheur", TRIGGER_FR[a.trigger].format(ticks="/".join(map(str, a.ticks)))))
    if a.critical:
        facts.append(("Capacité critique", a.critical))
    keywords = [w for w, on in (("Attaque", a.attack), ("Soin", a.heal), ("AOE", a.aoe),
                                ("Capacité principale sans texte", a.main)) if on]
    return CardFacts(a.name, "Capacité " + KIND_FR[kind], "Capacités", tuple(facts), tuple(keywords), a.text, a.origin)


def character_facts(c: CharDef) -> CardFacts:
    facts = [("Santé", str(c.health)), ("Armure", str(c.armor))]
    if c.main:
        facts.append(("Attaque principale", c.main))
    if c.abilities:
        facts.append(("Autres capacités", ", ".join(c.abilities)))
    if c.vp:
        facts.append(("Points de victoire", str(c.vp)))
    return CardFacts(c.name, "Figurine", "Figurines", tuple(facts), (), c.text, c.origin)


def catalogue(db) -> dict:
    out = {name: character_facts(c) for name, c in sorted(db.characters.items())}
    out.update((name, ability_facts(a)) for name, a in sorted(db.abilities.items()))
    return out
