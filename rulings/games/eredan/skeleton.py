"""``rulings new`` for Eredan: a commented scenario skeleton for the judge to fill.

Characters and cards are picked by name from the card database (misspelt
names get a "did you mean"); with no character named, two generic characters
are defined in the file.  A card or character the database does not have but the game's client does
(:mod:`.client_texts`) is defined in the file from its client text, marked so (``source: {kind: data}``
and its ``client:`` block), with its type or characteristics and its effects left to fill.  Every ``???``
is for the judge to replace: the
skeleton is otherwise a valid scenario, and running it before filling it says
what is missing (the allowed attack rolls, then what the engine computes where
a value is expected).
"""

from __future__ import annotations

from typing import Any

from rulings.core import skeletons
from rulings.core.errors import UserError, fold, resolve_name
from rulings.core.french import count, plural
from rulings.core.skeletons import TODO, WHERE
from rulings.core.yamlio import scalar

from . import client_texts
from .messages import msg

SOURCE = skeletons.Source(
    "eredan", "000_ed20e611d15ee255.txt    # le blog ; le wiki : 001_2ff38b26577f617c.txt",
    unconfirmed="« [à confirmer] », question ouverte",
    post="titre exact de l'article (blog-posts.tsv) ou de la section du wiki",
    quote="la ou les phrases de la source, mot pour mot",
    notes=("# Lancé avant d'être rempli, il dit ce qui manque : les jets d'attaque possibles, puis ce que le",
           "# moteur calcule là où une valeur est attendue. Les clés : docs/guide.md."),
    more=("  # date: 2011-09-05    # la date de l'article (pas pour le wiki)",),
    cards="toutes les cartes et tous les personnages en jeu", tags="mots-clés de recherche, pour rulings ask")
GENERIC = {"A": "Personnage A", "B": "Personnage B"}


def _client_name(name: str, db, client) -> str | None:
    """The client's name of ``name`` when the database does not have it but the client does."""
    if client is None or name in db.cards or name in db.characters:
        return None
    if {fold(n) for n in (*db.cards, *db.characters)} & {fold(name)}:
        return None
    texts = client.find(name)
    return texts[0].name if texts else None


# what a ``define:`` entry from the client's text guesses, by kind of entry: the line the client cannot give, and
# the key of its steps
_CLIENT_GUESSES = {
    "characters": ("      attack: 3/5    # ??? attaque, défense, esprit, PV : le client ne donne pas les "
                   "caractéristiques", "abilities"),
    "cards": ("      type: action    # ??? action, sort, theurgie ou objet : le client ne donne pas le type",
              "effects"),
}


def _client_entry(texts, kind: str) -> list[str]:
    """A ``define:`` entry (``kind``: characters or cards) from the client's text (its first version), marked as the
    client's text."""
    first = texts[0]
    guess, steps = _CLIENT_GUESSES[kind]
    return [f"    - name: {scalar(first.name)}", guess,
            "      source: {kind: data}    # le texte du client du jeu (Eredan iTCG © Feerik)",
            "      client:",
            f"        version: 1    # {count(len(texts), 'version')} dans le client : rulings card "
            + scalar(first.name),
            f"        text: {client_texts.json_string(first.text)}",
            "        why: \"Définie par rulings new depuis le texte du client (version 1) : à vérifier.\"",
            f"      {steps}: []    # ??? ce que fait le texte, dans le vocabulaire des effets (docs/eredan/effets.md)"]


def skeleton(db, scenario_id: str, sides: dict, plays: dict, title: str | None = None, client=None) -> str:
    """The text of a scenario skeleton; names are checked against the Eredan card database, then the client's
    cards (``client``, a :class:`.client_texts.ClientCards`): those are defined in the scenario from their text."""
    unknown = sorted((set(sides) | set(plays)) - {"A", "B"})
    if unknown:
        raise UserError(msg("skeleton.two_players", players=", ".join(unknown)), WHERE)
    from_client: dict[str, dict[str, Any]] = {"characters": {}, "cards": {}}

    def resolve(name, table, kind, other, other_kind, group):
        found = _client_name(name, db, client)
        if found is not None:
            from_client[group][found] = client.find(found)
            return found
        return resolve_name(name, table, kind, WHERE, other, other_kind)

    sides = {p: [resolve(n, db.characters, "un personnage", db.cards, "une carte", "characters")
                 for n in sides.get(p, [])] for p in ("A", "B")}
    plays = {p: [resolve(n, db.cards, "une carte", db.characters, "un personnage", "cards")
                 for n in plays.get(p, [])] for p in ("A", "B")}
    for player in ("A", "B"):
        if len(sides[player]) > 3:
            raise UserError(msg("skeleton.lineup", player=player, count=len(sides[player])), WHERE)
        if len(set(sides[player])) < len(sides[player]):
            raise UserError(msg("skeleton.twice", player=player), WHERE)
    both = sorted(set(sides["A"]) & set(sides["B"]))
    if both:   # « Naya est des deux côtés », « Naya, Trèfle sont des deux côtés »
        raise UserError(msg("skeleton.both_sides", names=", ".join(both), verb=plural(len(both), "est", "sont")),
                        WHERE)
    generic = [p for p in ("A", "B") if not sides[p]]
    for player in generic:
        sides[player] = [GENERIC[player]]
    fighters = {p: sides[p][0] for p in ("A", "B")}
    everyone = sides["A"] + sides["B"]
    cards = list(dict.fromkeys(everyone + plays["A"] + plays["B"]))
    out = skeletons.head(SOURCE, scenario_id, title, cards)
    w = out.append
    if generic or from_client["characters"] or from_client["cards"]:
        w("define:    # cartes et personnages propres à ce scénario : remplacez les valeurs par celles de la décision")
    if generic or from_client["characters"]:
        w("  characters:")
        for player in generic:
            w(f"    - {{name: {GENERIC[player]}, attack: 3/5, defense: 1, spirit: 1, hp: 12,")
            w(f"       text: \"Personnage quelconque du joueur {player}.\",")
            w("       source: {kind: reconstructed, note: \"Valeurs supposées.\"}}")
        for texts in from_client["characters"].values():
            out.extend(_client_entry(texts, "characters"))
    if from_client["cards"]:
        w("  cards:")
        for texts in from_client["cards"].values():
            out.extend(_client_entry(texts, "cards"))
    out += skeletons.case_head("un cas = une situation")
    w("      initiative: A    # le joueur actif au premier tour joué")
    for player in ("A", "B"):
        w(f"      {player}:")
        w(f"        characters: [{', '.join(scalar(c) for c in sides[player])}]    "
          "# ou {name: ..., attack: 3/5, defense: 1, hp: 12, attached: [...]}")
    w(f"    fight: {{A: {scalar(fighters['A'])}, B: {scalar(fighters['B'])}}}")
    if plays["A"] or plays["B"]:
        w("    play:    # dans l'ordre ; une seconde carte d'un joueur est jouée en enchaînement")
        for player in ("A", "B"):
            if plays[player]:
                w(f"      {player}: [{', '.join(scalar(c) for c in plays[player])}]    # ou {{card: ..., target: ...}}")
    else:
        w("    # play: {A: [Carte], B: [Carte]}    # les cartes jouées")
    w("    rolls:    # les jets d'attaque ; sans eux, chaque issue est vérifiée")
    for player in ("A", "B"):
        w(f"      {scalar(fighters[player])}: {TODO}")
    w("    expect:    # moment -> valeurs attendues (voir « Moments et valeurs attendues »)")
    for card in plays["A"] + plays["B"]:
        w(f"      # after {card}:")
        w(f"      #   {fighters['A']}.attack: 3/5    # par exemple")
    w("      end of combat:")
    for player in ("A", "B"):
        w(f"        {scalar(fighters[player] + '.hp')}: {TODO}")
    return "\n".join(out) + "\n"
