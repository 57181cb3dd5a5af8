"""Write ``scenarios/arcmage/database/cartes.yaml`` from the Arcmage data set (run once; the result is committed).

Usage::

    python tools/arcmage_cards.py            # reads ../shared/data/arcmage/cards.json, writes the database
    python tools/arcmage_cards.py --check    # exit 1 if the committed file differs from what it would write

Each card of ``cards.json`` (Creative Commons BY-SA 4.0, « Arcmage
(arcmage.org) ») becomes a database entry: its English ``rule_text`` verbatim
as the card's text, its faction under the page's French name, its type, cost,
loyalty, attack and defense from the data, its creature types (the words of
``subtype``), and a French name that is our translation (``translated: true``;
the only exception is « Délégué syndical gobelin », the page's own name for
Imp Union Leader).  The source names the data set entry and the credit
(Arcmage and the card's artist).

What the engine knows of a card's text (``target``, ``effect``, ``passive``,
``triggers``… or ``modelled: false``) is written by hand in the file: running
the tool again rewrites the data fields and keeps those hand-written fields.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data" / "arcmage" / "cards.json"
OUT = ROOT / "scenarios" / "arcmage" / "database" / "cartes.yaml"

sys.path.insert(0, str(ROOT))
from rulings.games.arcmage.model import ENGLISH_FACTIONS as FACTIONS  # noqa: E402  (the engine's own mapping)
from rulings.games.arcmage.model import ENGLISH_TYPES as TYPES  # noqa: E402

FRENCH = {
    "Abduction": "Enlèvement", "Archivist": "Archiviste", "Armory": "Armurerie",
    "Assemble the Army": "Rassembler l'armée", "Barracks": "Caserne", "Battering Ram": "Bélier",
    "Bearer": "Porte-étendard", "Benevolent Baron": "Baron bienveillant", "Besieged City": "Ville assiégée",
    "Big Brother": "Grand frère", "Big Orc Token": "Grand jeton orc", "Binding Contract": "Contrat contraignant",
    "Blindfolded": "Les yeux bandés", "Borg's Keep": "Donjon de Borg", "Botanist": "Botaniste",
    "Call to Aid": "Appel à l'aide", "Carpe Diem": "Carpe diem", "Conscript": "Conscrit",
    "Crop Token": "Jeton récolte", "Crumbling Defenses": "Défenses en ruine",
    "Cutpurse Imp": "Gobelin coupe-bourse", "Dark Portal": "Portail obscur", "Deadly Shock": "Choc mortel",
    "Dimensional Pocket": "Poche dimensionnelle", "Early Spring": "Printemps précoce",
    "Elvish Ambush": "Embuscade elfique", "Elvish Archer": "Archère elfe", "Entangled": "Entravée",
    "Erode": "Érosion", "Esteemed Councilor": "Conseiller estimé", "Esteemed Duelist": "Duelliste estimée",
    "Falconer": "Fauconnière", "Farmland": "Terres agricoles", "Fear of the Dark": "Peur du noir",
    "Fearless Assault": "Assaut intrépide", "Footsoldier": "Fantassin", "Forgiving Vampire": "Vampire clément",
    "Foul Imps": "Gobelins immondes", "Ghoul": "Goule", "Gigantic Spider": "Araignée géante",
    "Grassroots": "Racines", "Imp Union Leader": "Délégué syndical gobelin",
    "Jevyan's Advice": "Conseil de Jevyan", "Kolibri": "Colibri", "Little Brother": "Petit frère",
    "Little Orc Token": "Petit jeton orc", "Lobotomized Library": "Bibliothèque lobotomisée",
    "Majestic Griffin": "Griffon majestueux", "Mentor": "Mentor", "Mercenary": "Mercenaire",
    "Merchant Ship": "Navire marchand", "Misled Orc": "Orc égaré", "Mounted Eagle": "Aigle monté",
    "Nature's Outrage": "Colère de la nature", "Nightgaunt": "Maigre bête de la nuit", "Nightingale": "Rossignol",
    "Nirvana of the Undead": "Nirvana des morts-vivants", "Nourished Flower": "Fleur nourrie",
    "Orc Drummer": "Tambour orc", "Orc Recruiter": "Recruteur orc", "Orc Rouser": "Agitateur orc",
    "Orc Scout": "Éclaireur orc", "Orc Thug": "Brute orque", "Orc Warleader": "Chef de guerre orc",
    "Out of Nowhere": "Surgi de nulle part", "Outmaneuvered": "Déjoué", "Poison Ivy": "Sumac vénéneux",
    "Prince of Thieves": "Prince des larrons", "Qualaris": "Qualaris", "Raise the Undead": "Relever les morts",
    "Revenge": "Vengeance", "Rotten Deal": "Marché pourri", "Royal Guard": "Garde royal",
    "Sanctuary": "Sanctuaire", "Seat of the Throne": "Siège du trône",
    "Second Sons' Army Camp": "Camp militaire des cadets", "Sequoia Saplings": "Jeunes séquoias",
    "Shadow in the Dark": "Ombre dans le noir", "Shadow's Twilight": "Crépuscule de l'ombre", "Shatis": "Shatis",
    "Siphon": "Siphon", "Spearman": "Lancier", "Spirit Tree": "Arbre-esprit", "Squad Leader": "Chef d'escouade",
    "Touch of Genius": "Éclair de génie", "Trebuchet": "Trébuchet", "Tunnel Network": "Réseau de tunnels",
    "Two Bridges": "Deux-Ponts", "Undead Archer": "Archer mort-vivant", "Warren": "Terrier",
    "Whirlwind": "Tourbillon", "Wight": "Revenant", "Wild Warg": "Warg sauvage", "Witchdoctor": "Sorcier",
    "Wolf Rider": "Chevaucheur de loup",
}
SEED_NAMES = {"Imp Union Leader": "nom français donné par la page (Composition des cartes) ; la carte du jeu de "
                                  "données est Imp Union Leader : Horde rouge, coût 4, loyauté 2, comme la page le "
                                  "dit, et « union leader » est « délégué syndical » (identification faite par "
                                  "nous)"}
HAND_WRITTEN = ("x", "target", "effect", "modes", "attached", "passive", "can", "cannot", "triggers", "abilities",
                "levels", "requires", "enters_tapped", "modelled", "note")
CREDIT = "Arcmage (arcmage.org), CC BY-SA 4.0 — illustration : {}"
HEADER = """\
# Les cartes réelles d'Arcmage (série Rebirth, règles « Awesome Rules Concept ») : le jeu de données
# ../shared/data/arcmage/cards.json, Creative Commons BY-SA 4.0, « Arcmage (arcmage.org) » et l'artiste de chaque
# carte. Écrit par tools/arcmage_cards.py : le texte anglais mot pour mot, les caractéristiques du jeu de données,
# un nom français qui est notre traduction. Ce que le moteur sait du texte (target, effect, passive, triggers…,
# ou modelled: false) est écrit à la main et gardé quand l'outil est relancé.
"""


def scalar(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    return json.dumps(value, ensure_ascii=False)


def flow(value) -> str:
    return yaml.safe_dump(value, default_flow_style=True, allow_unicode=True, sort_keys=False,
                          width=10_000).strip()


def entry(card: dict, kept: dict) -> list[str]:
    english = card["name"]
    kind = TYPES[card["type"]]
    lines = [f"  - name: {scalar(FRENCH[english])}", f"    english: {scalar(english)}"]
    if english in SEED_NAMES:
        lines.append("    translated: false")
    lines += [f"    type: {kind}", f"    faction: {FACTIONS[card['faction']]}"]
    cost = card["cost"]
    if kind != "cite" and cost not in (None, "", "S"):
        lines.append(f"    cost: {scalar(int(cost) if cost.isdigit() else cost)}")
    lines.append(f"    loyalty: {card['loyalty']}")
    if kind == "creature":
        lines += [f"    attack: {card['attack']}", f"    defense: {card['defense']}",
                  f"    types: [{', '.join(card['subtype'].split())}]"]
    elif kind == "cite":
        lines.append(f"    defense: {card['defense']}")
    lines.append(f"    text: {scalar(card['rule_text'] or '')}")
    lines.append(f"    artist: {scalar(card['artist'])}")
    note = SEED_NAMES.get(english)
    source = {"kind": "data", "document": "arcmage/cards.json", "post": english,
              "credit": CREDIT.format(card["artist"])}
    if note:
        source["note"] = note
    lines.append("    source: {" + ", ".join(f"{k}: {scalar(v)}" for k, v in source.items()) + "}")
    if card["rule_text"] is None:
        kept.setdefault("note", "Le jeu de données ne donne aucun texte de règles : un jeton sans capacité.")
    for key in HAND_WRITTEN:
        if key in kept:
            lines.append(f"    {key}: {flow(kept[key]) if isinstance(kept[key], (dict, list)) else scalar(kept[key])}")
    return lines


def render(data: list, existing: dict) -> str:
    out = [HEADER.rstrip("\n"), "cards:"]
    for card in sorted(data, key=lambda c: FRENCH[c["name"]].lower()):
        out += entry(card, dict(existing.get(card["name"], {})))
    return "\n".join(out) + "\n"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only say whether the committed file is up to date")
    args = parser.parse_args(argv)
    data = json.loads(DATA.read_text(encoding="utf-8"))
    existing = {}
    if OUT.is_file():
        for item in yaml.safe_load(OUT.read_text(encoding="utf-8")).get("cards") or []:
            existing[item.get("english")] = {k: v for k, v in item.items() if k in HAND_WRITTEN}
    text = render(data, existing)
    if args.check:
        same = OUT.is_file() and OUT.read_text(encoding="utf-8") == text
        print("à jour" if same else f"{OUT} diffère de ce que l'outil écrirait")
        return 0 if same else 1
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(text, encoding="utf-8")
    print(f"écrit : {OUT.relative_to(ROOT)} ({len(data)} cartes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
