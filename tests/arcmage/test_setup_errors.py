"""Arcmage: a malformed ``setup`` is refused when the file loads, with the whole French message and its
``file:line:column`` — players named twice or missing, an unknown active player, a card of the wrong type in
each zone (city, resident, army, attached enchantment, reserve), an unknown card in hand or deck (with « vouliez-vous
dire »), an unknown faction, two pieces with the same name, a city level without a permanent effect."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from rulings.core.errors import UserError
from rulings.core.scenario import load
from tests.helpers import scenario_head

ROOT = Path(__file__).resolve().parents[2]
HEAD = scenario_head("arcmage", "002_18938faae939d5e9.txt", "Bases") + """\
cases:
  - name: cas
"""
END = "expect: {end: {A.tapped: 0}}\n"
B = "  B: {cities: [Deux-Ponts]}\n"


def refused(tmp_path, body: str) -> str:
    """The error of loading a case whose body is ``body``, its file written « F »."""
    path = tmp_path / "essai.yaml"
    path.write_text(HEAD + textwrap.indent(body, "    "), encoding="utf-8")
    with pytest.raises(UserError) as err:
        load(path, ROOT)
    return str(err.value).replace(str(path), "F")


@pytest.mark.parametrize("body, message", [
    ("setup:\n  players: [A, A]\n  A: {cities: [Terrier]}\n",
     "F:11:7: une joueuse est nommée deux fois dans « players »"),
    ("setup:\n  players: [A, B]\n  C: {cities: [Terrier]}\n  A: {cities: [Terrier]}\n" + B,
     "F:12:7: C n'est pas dans « players » (A, B)"),
    ("setup:\n  active: C\n  A: {cities: [Terrier]}\n" + B,
     "F:11:7: la joueuse active C n'est pas dans « players »"),
    ("setup:\n  A: {cities: [{name: T1, card: Terrier, levels: [9]}]}\n" + B,
     "F:11:20: Terrier n'a pas de niveau 9 à effet permanent"),
    ("setup:\n  A: {cities: [{name: T1, card: Terrier, residents: [Terrier]}]}\n" + B,
     "F:11:20: Terrier n'est pas une créature"),
    ("setup:\n  A: {cities: [Terrier], army: [Terrier]}\n" + B,
     "F:11:7: Terrier n'est pas une créature (ni un enchantement global)"),
    ("setup:\n  A: {cities: [Terrier], attached: [Goule]}\n" + B,
     "F:11:7: Goule n'est pas un enchantement"),
    ("setup:\n  A: {cities: [Terrier], reserve: [Goule]}\n" + B,
     "F:11:40: Goule n'est pas une cité : la réserve ne contient que des cités"),
    ("setup:\n  A: {cities: [Terrier], hand: [Goul]}\n" + B,
     "F:11:37: carte inconnue : « Goul » (main de A) (vouliez-vous dire « Goule » ou « Ghoul » ?)"),
    ("setup:\n  A: {cities: [Terrier], graveyard: [Goul]}\n" + B,
     "F:11:42: carte inconnue : « Goul » (cimetière de A) (vouliez-vous dire « Goule » ou « Ghoul » ?)"),
    ("setup:\n  A: {cities: [Terrier], deck: [Goul]}\n" + B,
     "F:11:7: carte inconnue : « Goul » (deck de A) (vouliez-vous dire « Goule » ou « Ghoul » ?)"),
    ("setup:\n  A: {cities: [Terrier], deck: [{card: Goul, count: 2}]}\n" + B,
     "F:11:37: carte inconnue : « Goul » (deck de A) (vouliez-vous dire « Goule » ou « Ghoul » ?)"),
    ("setup:\n  A: {cities: [Terrier], resources: {Empir: 2}}\n" + B,
     "F:11:7: faction inconnue : « Empir » (factions : Enfants de Gaïa, Ost des ténèbres, Horde rouge, "
     "Aristocrates, Empire)"),
    ("setup:\n  A: {cities: [Terrier], army: [Goule, Goule]}\n" + B,
     "F:11:7: deux cartes en jeu s'appellent « Goule » : donnez un nom à chaque exemplaire, "
     "{name: Goule 2, card: Goule}"),
    ("setup:\n  A: {cities: [Terrier], army: [{name: A, card: Goule}]}\n" + B,
     "F:11:37: deux cartes en jeu s'appellent « A » : donnez un nom à chaque exemplaire, {name: A 2, card: Goule}"),
    ("setup:\n  A: {cities: [Terrier], army: [{name: G, card: Goule, attached: [Goule]}]}\n" + B,
     "F:11:37: Goule n'est pas un enchantement"),
    ("setup:\n  A: {cities: [{name: T1, card: Terrier, attached: [Goule]}]}\n" + B,
     "F:11:20: Goule n'est pas un enchantement"),
    ("setup:\n  A: {cities: [{name: T1, card: Goule}]}\n" + B,
     "F:11:20: Goule n'est pas une cité"),
    ("setup:\n  A: {cities: [Goule]}\n" + B, "F:11:7: Goule n'est pas une cité"),
    ("setup:\n  A:\n    cities: [Terrierr]\n" + B,
     "F:11:7: carte inconnue : « Terrierr » (cité de A) (vouliez-vous dire « Terrier » ?)"),
    ("setup:\n  A:\n    cities: [Terrier]\n    attached: [Entravéee]\n" + B,
     "F:11:7: carte inconnue : « Entravéee » (enchantement attaché) (vouliez-vous dire « Entravée » ?)"),
    ("setup:\n  A:\n    cities: [Terrier]\n    army: [Goule]\n    attached:\n"
     "      - {name: Goule, card: Entravée}\n" + B,
     "F:15:13: deux cartes en jeu s'appellent « Goule » : donnez un nom à chaque exemplaire, "
     "{name: Goule 2, card: Entravée}"),
    ("setup:\n  A: {cities: [Terrier], army: [{name: B, card: Goule}]}\n" + B,
     "F:11:37: deux cartes en jeu s'appellent « B » : donnez un nom à chaque exemplaire, {name: B 2, card: Goule}"),
    ("setup:\n  A: {cities: [Terrier], army: [{name: C, card: Goule}]}\n" + B,
     "F:11:37: deux cartes en jeu s'appellent « C » : donnez un nom à chaque exemplaire, {name: C 2, card: Goule}"),
    ("setup:\n  A: {cities: [Terrier], army: [{name: D, card: Goule}]}\n" + B,
     "F:11:37: deux cartes en jeu s'appellent « D » : donnez un nom à chaque exemplaire, {name: D 2, card: Goule}"),
    ("setup:\n  players: [B, C]\n  A: {cities: [Terrier]}\n  B: {cities: [Terrier]}\n  C: {cities: [Deux-Ponts]}\n",
     "F:12:7: A n'est pas dans « players » (B, C)"),
    ("setup:\n  players: [A, C]\n  A: {cities: [Terrier]}\n  B: {cities: [Terrier]}\n  C: {cities: [Deux-Ponts]}\n",
     "F:13:7: B n'est pas dans « players » (A, C)"),
    ("setup:\n  A: {cities: [Terrier]}\n  D: {cities: [Terrier]}\n" + B,
     "F:12:7: D n'est pas dans « players » (A, B)"),
    ("setup:\n  A: {cities: [Terrier], army: [Gooule]}\n" + B,
     "F:11:7: carte inconnue : « Gooule » (armée de A) (vouliez-vous dire « Goule » ou « Ghoul » ?)"),
    ("setup:\n  A: {cities: [{name: T, card: Terrier, residents: [Gooule]}]}\n" + B,
     "F:11:20: carte inconnue : « Gooule » (résidente de A) (vouliez-vous dire « Goule » ou « Ghoul » ?)"),
    # a creature named by its English name is in play under its French name: twice « Goule »
    ("setup:\n  A: {cities: [Terrier], army: [Ghoul, Goule]}\n" + B,
     "F:11:7: deux cartes en jeu s'appellent « Goule » : donnez un nom à chaque exemplaire, "
     "{name: Goule 2, card: Goule}"),
    ("setup:\n  A:\n    cities: [Terrier]\n    army:\n      - name: G\n        card: Goule\n        attached:\n"
     "          - {name: E, card: Entravéee}\n" + B,
     "F:17:17: carte inconnue : « Entravéee » (enchantement attaché) (vouliez-vous dire « Entravée » ?)"),
    ("setup:\n  A: {cities: [Terrier, Terrier]}\n" + B,
     "F:11:7: deux cartes en jeu s'appellent « Terrier » : donnez un nom à chaque exemplaire, "
     "{name: Terrier 2, card: Terrier}"),
    # a city named by its English name is in play under its French name: twice « Terrier »
    ("setup:\n  A: {cities: [Warren, Terrier]}\n" + B,
     "F:11:7: deux cartes en jeu s'appellent « Terrier » : donnez un nom à chaque exemplaire, "
     "{name: Terrier 2, card: Terrier}"),
    # Armurerie's level 2 is permanent, its level 4 is not
    ("setup:\n  A: {cities: [{name: T1, card: Armory, levels: [4]}]}\n" + B,
     "F:11:20: Armurerie n'a pas de niveau 4 à effet permanent"),
    ("setup:\n  A:\n    cities:\n      - name: T\n        card: Terrier\n        residents:\n"
     "          - {name: R, card: Terrier}\n" + B, "F:16:17: Terrier n'est pas une créature"),
    ("setup:\n  A:\n    cities:\n      - name: T\n        card: Terrier\n        attached:\n"
     "          - {name: E, card: Goule}\n" + B, "F:16:17: Goule n'est pas un enchantement"),
    ("setup:\n  A: {cities: [Terrier], removed: [Gooule]}\n" + B,
     "F:11:40: carte inconnue : « Gooule » (cartes retirées de A) (vouliez-vous dire « Goule » ou « Ghoul » ?)"),
    ("setup:\n  A: {cities: [Terrier]}\n  B: {cities: [Deux-Ponts], army: [Terrier]}\n",
     "F:12:7: Terrier n'est pas une créature (ni un enchantement global)"),
    # an enchantment named by its English name is in play under its French name: twice « Entravée »
    ("setup:\n  A:\n    cities: [Terrier]\n    attached: [Entangled, Entravée]\n" + B,
     "F:11:7: deux cartes en jeu s'appellent « Entravée » : donnez un nom à chaque exemplaire, "
     "{name: Entravée 2, card: Entravée}"),
])
def test_a_bad_setup_is_refused_with_its_place_and_a_french_message(tmp_path, body, message):
    assert refused(tmp_path, body + END) == message
