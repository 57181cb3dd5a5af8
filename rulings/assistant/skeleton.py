"""``rulings new``: a commented scenario skeleton for the judge to fill.

Characters and cards are picked by name from the card database (misspelt
names get a "did you mean"); with no character named, two generic characters
are defined in the file.  Every ``???`` is for the judge to replace: the
skeleton is otherwise a valid scenario, and running it before filling it says
what is missing (the allowed attack rolls, then what the engine computes where
a value is expected).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from rulings.core.errors import UserError, Where, did_you_mean, fold

from .index import ROOT

TODO = "???"
SLUG = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
_PLAIN = re.compile(r"[^\W\d_][\w .'’()-]*")
_RESERVED = {"yes", "no", "true", "false", "null", "on", "off", "y", "n"}
WHERE = Where("rulings new")
GENERIC = {"A": "Personnage A", "B": "Personnage B"}


def slugify(text: str) -> str:
    return "-".join(re.findall(r"[a-z0-9]+", fold(text))) or "nouvelle-decision"


def y(text: str) -> str:
    """``text`` as a YAML scalar: plain when safe, else double-quoted."""
    import json

    plain = _PLAIN.fullmatch(text) and not text.endswith((" ", ".")) and text.lower() not in _RESERVED
    return text if plain else json.dumps(text, ensure_ascii=False)


def _pick(names: list[str], table: dict, other: dict, kind: str, other_kind: str) -> list[str]:
    picked = []
    for name in names:
        if name in table:
            picked.append(name)
            continue
        folded = {fold(n): n for n in table}
        if fold(name) in folded:
            picked.append(folded[fold(name)])
            continue
        hint = f"{name} is a {other_kind}, not a {kind}" if name in other else did_you_mean(name, table)
        raise UserError(f"unknown {kind} '{name}' in the card database", WHERE, hint)
    return picked


def skeleton(scenario_id: str, a: list[str], b: list[str], play_a: list[str], play_b: list[str],
             title: str | None = None, schema: str | None = None) -> str:
    """The text of a scenario skeleton; names are checked against the Eredan card database."""
    from rulings import games

    db = games.get("eredan").database
    if not SLUG.fullmatch(scenario_id):
        raise UserError(f"'{scenario_id}' cannot be a ruling id (lower case letters, digits and dashes)", WHERE,
                        hint=f"for example: {slugify(scenario_id)}")
    sides = {"A": _pick(a, db.characters, db.cards, "character", "card"),
             "B": _pick(b, db.characters, db.cards, "character", "card")}
    plays = {"A": _pick(play_a, db.cards, db.characters, "card", "character"),
             "B": _pick(play_b, db.cards, db.characters, "card", "character")}
    for player in ("A", "B"):
        if len(sides[player]) > 3:
            raise UserError(f"player {player} has {len(sides[player])} characters; a line-up has 1 to 3", WHERE)
        if len(set(sides[player])) < len(sides[player]):
            raise UserError(f"player {player} names a character twice; give the copy its own name in the file",
                            WHERE)
    if set(sides["A"]) & set(sides["B"]):
        raise UserError(f"{', '.join(sorted(set(sides['A']) & set(sides['B'])))} is on both sides; "
                        "give one copy its own name in the file ({name: ..., card: ...})", WHERE)
    generic = [p for p in ("A", "B") if not sides[p]]
    for player in generic:
        sides[player] = [GENERIC[player]]
    fighters = {p: sides[p][0] for p in ("A", "B")}
    everyone = sides["A"] + sides["B"]
    cards = list(dict.fromkeys(everyone + plays["A"] + plays["B"]))
    out = []
    w = out.append
    if schema:
        w(f"# yaml-language-server: $schema={schema}")
    w("# Squelette écrit par « rulings new » : remplacez chaque ??? puis lancez")
    w("#   rulings run <ce fichier> --trace")
    w("# Lancé avant d'être rempli, il dit ce qui manque : les jets d'attaque possibles, puis ce que le")
    w("# moteur calcule là où une valeur est attendue. Les clés : docs/guide.md.")
    w(f"id: {scenario_id}")
    w(f"title: {y(title) if title else TODO}    # la règle en une ligne, en français")
    w("game: eredan")
    w("status: unconfirmed    # confirmed | unconfirmed (« [à confirmer] », question ouverte) | errata | bug")
    w("source:")
    w("  document: 000_ed20e611d15ee255.txt    # le blog ; le wiki : 001_2ff38b26577f617c.txt")
    w(f"  post: {TODO}    # titre exact de l'article (blog-posts.tsv) ou de la section du wiki")
    w("  # date: 2011-09-05    # la date de l'article (pas pour le wiki)")
    w(f"  quote: {TODO}    # la ou les phrases de la source, mot pour mot")
    w(f"cards: [{', '.join(y(c) for c in cards)}]    # toutes les cartes et tous les personnages en jeu")
    w("tags: []    # mots-clés de recherche, pour rulings ask")
    w(f"ruling: {TODO}    # la règle en une ou deux phrases, dans nos mots")
    if generic:
        w("define:    # personnages propres à ce scénario : remplacez les valeurs par celles de la décision")
        w("  characters:")
        for player in generic:
            w(f"    - {{name: {GENERIC[player]}, attack: 3/5, defense: 1, spirit: 1, hp: 12,")
            w(f"       text: \"Personnage quelconque du joueur {player}.\",")
            w("       source: {kind: reconstructed, note: \"Valeurs supposées.\"}}")
    w("cases:")
    w("  - name: exemple    # un cas = une situation")
    w(f"    title: {TODO}")
    w("    setup:")
    w("      initiative: A    # le joueur actif au premier tour joué")
    for player in ("A", "B"):
        w(f"      {player}:")
        w(f"        characters: [{', '.join(y(c) for c in sides[player])}]    "
          "# ou {name: ..., attack: 3/5, defense: 1, hp: 12, attached: [...]}")
    w(f"    fight: {{A: {y(fighters['A'])}, B: {y(fighters['B'])}}}")
    if plays["A"] or plays["B"]:
        w("    play:    # dans l'ordre ; une seconde carte d'un joueur est jouée en enchaînement")
        for player in ("A", "B"):
            if plays[player]:
                w(f"      {player}: [{', '.join(y(c) for c in plays[player])}]    # ou {{card: ..., target: ...}}")
    else:
        w("    # play: {A: [Carte], B: [Carte]}    # les cartes jouées")
    w("    rolls:    # les jets d'attaque ; sans eux, chaque issue est vérifiée")
    for player in ("A", "B"):
        w(f"      {y(fighters[player])}: {TODO}")
    w("    expect:    # moment -> valeurs attendues (voir « Moments et valeurs attendues »)")
    for card in plays["A"] + plays["B"]:
        w(f"      # after {card}:")
        w(f"      #   {fighters['A']}.attack: 3/5    # par exemple")
    w("      end of combat:")
    for player in ("A", "B"):
        w(f"        {y(fighters[player] + '.hp')}: {TODO}")
    return "\n".join(out) + "\n"


def schema_reference(target: Path) -> str:
    """The path of the scenario JSON Schema relative to ``target``'s folder."""
    return os.path.relpath(ROOT / "schema" / "scenario.schema.json", start=target.resolve().parent)


def write(path: str, a, b, play_a, play_b, title=None, force: bool = False) -> tuple[str, str]:
    """Write the skeleton to ``path`` ('-': standard output); returns (where, text)."""
    if path == "-":
        return "-", skeleton(slugify(title or "nouvelle decision"), a, b, play_a, play_b, title,
                             "../../../schema/scenario.schema.json")
    target = Path(path)
    if target.suffix not in (".yaml", ".yml"):
        raise UserError(f"'{path}' should end in .yaml", WHERE, hint=f"for example: {slugify(target.name)}.yaml")
    if target.exists() and not force:
        raise UserError(f"'{path}' already exists", WHERE, hint="choose another name, or --force to overwrite it")
    text = skeleton(target.stem, a, b, play_a, play_b, title, schema_reference(target))
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    return str(target), text
