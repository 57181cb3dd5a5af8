"""How Eredan shows itself: a case's situation and turns, a card's facts, moments in French.

These build the neutral views of :mod:`rulings.core.game`; the site and the
assistant render them without knowing Eredan's fields.
"""

from __future__ import annotations

from rulings.core import french
from rulings.core.errors import fold
from rulings.core.game import CardFacts, CardText, CaseView, SideView, StepView, Table, TextOrigin

from . import client_texts
from .model import GROUP_FR, TYPE_FR, CardDef, CharDef, chain_wanted

ORDER_FR = {"attack": "attaque", "attack_min": "attaque min.", "attack_max": "attaque max.", "defense": "défense",
            "spirit": "esprit"}
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
    for english, words in MOMENTS_FR.items():
        text = text.replace(english, words)
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
        drawn = prepared.initiative not in ("A", "B")      # « draw »: who starts is drawn from the tickets
        first = "A" if drawn else prepared.initiative
        active = first if index % 2 == 0 else ("B" if first == "A" else "A")
        who = "tirée au sort" if drawn and index == 0 else \
            "l'autre joueur" if drawn else f"joueur {active}"
        title = f"Tour {number} (initiative : {who}) — {turn['fight']['A']} (A) contre {turn['fight']['B']} (B)"
        lines = []
        for player in (active, "B" if active == "A" else "A"):
            parts = []
            for i, item in enumerate(turn["play"].get(player, [])):
                piece = item["card"].name
                choices = ", ".join(f"{'cible' if k == 'target' else 'choix'} : {v}"
                                    for k, v in item["choices"].items())
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
    return TextOrigin(src.kind, src.document, src.post, src.note, src.credit)


def client_origin(name: str) -> TextOrigin:
    return TextOrigin("data", client_texts.DOCUMENT, name, None, client_texts.CREDIT)


def _texts(d) -> dict:
    """The text shown (the client's markup normalised), the client's text beside a quoted one, the abilities not
    modelled, and the remarks: which version of the client and why, the former assumption and its verdict."""
    client = d.client
    text = client_texts.plain(d.text) if d.source is not None and d.source.kind == "data" else d.text
    if client is None:
        return {"text": text}
    kind = client_texts.variant(client.text)
    version = f"version {client.version}" + (f" ({kind})" if kind else "")
    remarks = [("Version du client retenue", f"{version} : {client.why}")]
    more: tuple[CardText, ...] = ()
    if d.source.kind != "data":
        notes = (("Différence avec le texte cité", client.differs),) if client.differs else ()
        more = (CardText(f"Texte du client du jeu ({version})", client_texts.plain(client.text),
                         client_origin(client.name), notes),)
    if client.assumption:
        remarks.append(("Hypothèse d'avant ce texte", client.assumption))
    if client.checked:
        remarks.append((f"Vérification : {client_texts.VERDICTS[client.verdict]}", client.checked))
    aliases = (client.name,) if fold(client.name) != fold(d.name) else ()
    return {"text": text, "more_texts": more, "unmodelled": client.unmodelled, "remarks": tuple(remarks),
            "aliases": aliases}


def character_facts(d: CharDef) -> CardFacts:
    facts = [("Caractéristiques", d.stated_characteristics())]
    # the same labels as the cards' restrictions: one « Guilde » filter finds a guild's characters and cards
    facts += [(RESTRICTION_FR[key], ", ".join(getattr(d, key))) for key in GROUP_FR if getattr(d, key)]
    if d.orders:
        def order_text(k, v):   # a characteristic +N, or the Enchaînement an order gives
            return f"Enchaînement {v}" if k == "chain" else f"{ORDER_FR[k]} {v:+d}"
        facts.append(("Ordres", ", ".join(f"tour {t} : " + ", ".join(order_text(k, v) for k, v in b.items())
                                         for t, b in sorted(d.orders.items()))))
    texts = _texts(d)
    return CardFacts(d.name, "Personnage", "Personnages", tuple(facts), (), texts.pop("text"), _origin(d), **texts)


def card_facts(d: CardDef) -> CardFacts:
    kind = TYPE_FR[d.type].capitalize() + (f" ({', '.join(d.subtypes)})" if d.subtypes else "")
    facts = tuple((RESTRICTION_FR[group], " ou ".join(values)) for group, values in d.restrictions.items() if values)
    keywords = list(d.keywords)
    if d.unique:
        keywords.insert(0, "Unique")
    if d.chain:
        keywords.append("Enchaînement" + ("" if d.chain == "any" else f" : {chain_wanted(d.chain)}"))
    kind_of, count = d.duration
    keywords.append({"ephemeral": "Éphémère", "permanent": "Permanent"}.get(kind_of) or
                    f"Durée : {french.count(count, 'tour' if kind_of == 'turns' else 'combat')}")
    if d.version:
        keywords.append(f"version {d.version}")
    if d.level is not None:
        keywords.append(f"niveau {d.level}")
    texts = _texts(d)
    return CardFacts(d.name, kind, "Cartes", facts, tuple(keywords), texts.pop("text"), _origin(d),
                     bool(d.effects), d.errata, **texts)


def catalogue(db) -> dict[str, CardFacts]:
    """Every character, then every card, of a database."""
    return {**{name: character_facts(d) for name, d in db.characters.items()},
            **{name: card_facts(d) for name, d in db.cards.items()}}


# --- the client's cards beyond the database ------------------------------------------------------------------------

CLIENT_KIND = "Carte du jeu (texte du client)"
CLIENT_GROUP = "Catalogue du client"


def client_facts(texts: tuple) -> CardFacts:
    """A card the database does not have, from its client texts: its first text, then each other distinct text
    with the versions that share it; its effect is not modelled."""
    first = texts[0]
    origin = client_origin(first.name)
    distinct: dict[str, list] = {}
    for version in texts:
        distinct.setdefault(client_texts.squashed(version.text), []).append(version)
    shown = [(client_texts.plain(group[0].text), _versions_label(group, len(texts))) for group in distinct.values()]
    facts = [("Nom anglais", first.name_en), ("Versions dans le client", str(len(texts)))]
    if len(texts) > 1:
        facts.append(("Texte affiché", shown[0][1]))
    more = tuple(CardText(f"Texte du client du jeu, {label}", text, origin) for text, label in shown[1:])
    remarks = (("Moteur", "carte absente de la base des décisions : le moteur ne modélise pas son effet ; "
                          "« rulings new » peut la définir dans un scénario depuis ce texte"),)
    return CardFacts(first.name, CLIENT_KIND, CLIENT_GROUP, tuple(facts), (), shown[0][0], origin, False,
                     more_texts=more, remarks=remarks)


def _versions_label(group: list, count: int) -> str:
    """« version 2 sur 3 (âme sacrée) », « versions 1 (âme damnée), 2 et 3 sur 3 »."""
    def one(v):
        kind = client_texts.variant(v.text)
        return f"{v.version}" + (f" ({kind})" if kind else "")
    numbers = [one(v) for v in group]
    listed = numbers[0] if len(numbers) == 1 else ", ".join(numbers[:-1]) + " et " + numbers[-1]
    return f"{french.plural(len(numbers), 'version')} {listed} sur {count}"


def known_cards(root, db) -> dict[str, CardFacts]:
    """Every card of the client that no database entry stands for (by its name or its client block)."""
    covered = {fold(name) for name in (*db.cards, *db.characters)}
    covered |= {fold(d.client.name) for d in (*db.cards.values(), *db.characters.values()) if d.client}
    return {name: client_facts(texts) for name, texts in client_texts.load(root).cards.items()
            if fold(name) not in covered}
