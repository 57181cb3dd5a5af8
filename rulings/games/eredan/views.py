"""How Eredan shows itself: a case's situation and turns, a card's facts, moments in French.

These build the neutral views of :mod:`rulings.core.game`; the site and the
assistant render them without knowing Eredan's fields.
"""

from __future__ import annotations

from rulings.core.game import CardFacts, CaseView, SideView, StepView, Table, TextOrigin

from .model import TYPE_FR, CardDef, CharDef

GROUP_FR = {"guilds": "Guildes", "classes": "Classes", "races": "Races", "castes": "Castes"}
RESTRICTION_FR = {"guilds": "Guilde", "classes": "Classe", "races": "Race", "castes": "Caste"}
ZONES_FR = (("hand", "Main"), ("deck", "Deck"), ("discard", "Défausse"), ("removed", "Retirées du jeu"))
MOMENTS_FR = {"at end of combat": "à la fin du combat", "at end of turn": "à la fin du tour",
              "start of turn": "début du tour", "start of combat": "début du combat",
              "before attacks": "avant les attaques", "end of combat": "fin du combat", "end of turn": "fin du tour"}


def moment_fr(moment: str) -> str:
    """The French wording of a moment of the scenario format ('after Solaris' -> 'après Solaris')."""
    if moment == "end":
        return "fin du scénario"
    text = "après " + moment[6:] if moment.startswith("after ") else moment
    for english, french in MOMENTS_FR.items():
        text = text.replace(english, french)
    return text


# --- a case -----------------------------------------------------------------------------------

UNSTATED = "—"     # a characteristic neither the case nor the sources give: the engine's default, not a fact
UNSTATED_NOTE = "— : non précisé par les sources ni par le cas (le moteur compte alors 0, et 10 PV)."


def _character_row(entry, definition: CharDef) -> tuple[str, ...]:
    entry = {"name": entry} if isinstance(entry, str) else entry

    def stated(key: str, value: str) -> str:
        return value if key in entry or key in definition.given else UNSTATED

    attack = stated("attack", str(entry.get("attack", f"{definition.attack[0]}/{definition.attack[1]}")))
    if "attack" in entry.get("bonus", {}):
        attack = f"{attack} (bonus {entry['bonus']['attack']})"
    hp = entry.get("hp")
    max_hp = entry.get("max_hp", definition.hp if hp is None else max(hp, definition.hp))
    hp_given = "hp" in entry or "max_hp" in entry or "hp" in definition.given
    hp_text = f"{hp if hp is not None else max_hp}/{max_hp}" if hp_given else UNSTATED
    hp_text += (" (mort)" if entry.get("dead") else "") + (" (incliné)" if entry.get("tapped") else "")
    identity = [v for key in GROUP_FR for v in entry.get(key, getattr(definition, key))]
    attached = [a if isinstance(a, str) else a["card"] for a in entry.get("attached", [])]
    markers = ", ".join([f"{k} ×{v}" for k, v in entry.get("markers", {}).items()]
                        + ([f"runes {', '.join(entry['runes'])}"] if entry.get("runes") else []))
    return (entry["name"], attack, stated("defense", str(entry.get("defense", definition.defense))),
            stated("spirit", str(entry.get("spirit", definition.spirit))), hp_text, ", ".join(identity) or "aucune",
            ", ".join(attached + ([markers] if markers else [])) or "aucune")


HEADERS = ("Personnage", "Attaque", "Défense", "Esprit", "PV", "Affiliation", "Cartes attachées")


def case_view(prepared) -> CaseView:
    """Each player's characters and zones, then each turn: who fights whom, what each player plays."""
    db, setup = prepared.db, prepared.setup
    sides = []
    for player in ("A", "B"):
        side = setup[player]
        rows = tuple(_character_row(entry, db.characters[entry if isinstance(entry, str)
                                                         else entry.get("card", entry["name"])])
                     for entry in side["characters"])
        zones = tuple((label, ", ".join(side[zone])) for zone, label in ZONES_FR if side.get(zone))
        note = UNSTATED_NOTE if any(UNSTATED in cell for row in rows for cell in row) else ""
        sides.append(SideView(f"Joueur {player}", Table(HEADERS, rows, note), zones))
    steps = []
    for index, turn in enumerate(prepared.turns):
        number = prepared.first_turn + index
        active = prepared.initiative if index % 2 == 0 else ("B" if prepared.initiative == "A" else "A")
        title = (f"Tour {number} (initiative : joueur {active}) — {turn['fight']['A']} (A) contre "
                 f"{turn['fight']['B']} (B)")
        lines = []
        for player in (active, "B" if active == "A" else "A"):
            parts = []
            for i, item in enumerate(turn["play"].get(player, [])):
                piece = item["card"].name
                choices = ", ".join(f"{'cible' if k == 'target' else 'choix'} : {v}" for k, v in item["choices"].items())
                if choices:
                    piece += f" ({choices})"
                if item["attempt"]:
                    piece += " (tentative)"
                parts.append(("puis, en enchaînement, " if i else "") + piece)
            if parts:
                lines.append(f"Joueur {player} joue " + " ; ".join(parts))
        steps.append(StepView(title, tuple(lines) or ("Aucune carte jouée",)))
    return CaseView(tuple(sides), tuple(steps))


# --- a card ------------------------------------------------------------------------------------

def _origin(definition) -> TextOrigin:
    src = definition.source
    if src is None:
        return TextOrigin("reconstructed")
    return TextOrigin(src.kind, src.document, src.post, src.note)


def character_facts(d: CharDef) -> CardFacts:
    facts = [("Caractéristiques", d.stated_characteristics())]
    # the same labels as the cards' restrictions: one « Guilde » filter finds a guild's characters and cards
    facts += [(RESTRICTION_FR[key], ", ".join(getattr(d, key))) for key in GROUP_FR if getattr(d, key)]
    if d.orders:
        def order_text(k, v):   # a characteristic +N, or the Enchaînement an order gives
            return f"Enchaînement {v}" if k == "chain" else f"{k} {v:+d}"
        facts.append(("Ordres", ", ".join(f"tour {t} : " + ", ".join(order_text(k, v) for k, v in b.items())
                                         for t, b in sorted(d.orders.items()))))
    return CardFacts(d.name, "Personnage", "Personnages", tuple(facts), (), d.text, _origin(d), True)


def card_facts(d: CardDef) -> CardFacts:
    kind = TYPE_FR[d.type].capitalize() + (f" ({', '.join(d.subtypes)})" if d.subtypes else "")
    facts = tuple((RESTRICTION_FR[group], " ou ".join(values)) for group, values in d.restrictions.items() if values)
    keywords = list(d.keywords)
    if d.unique:
        keywords.insert(0, "Unique")
    if d.chain:
        chain = " ".join(str(v) for v in dict(d.chain).values()) if not isinstance(d.chain, str) else d.chain
        keywords.append("Enchaînement" + ("" if chain == "any" else f" : {chain}"))
    kind_of, count = d.duration
    keywords.append({"ephemeral": "Éphémère", "permanent": "Permanent"}.get(kind_of) or
                    f"Durée : {count} {'tours' if kind_of == 'turns' else 'combats'}")
    if d.version:
        keywords.append(f"version {d.version}")
    if d.level is not None:
        keywords.append(f"niveau {d.level}")
    return CardFacts(d.name, kind, "Cartes", facts, tuple(keywords), d.text, _origin(d), bool(d.effects),
                     d.errata)


def catalogue(db) -> dict[str, CardFacts]:
    """Every character, then every card, of a database."""
    return {**{name: character_facts(d) for name, d in db.characters.items()},
            **{name: card_facts(d) for name, d in db.cards.items()}}
