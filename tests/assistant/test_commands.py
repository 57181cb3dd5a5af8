"""The judge's commands: card, rule, new, initiative, and what ``rulings run`` shows judges.

``ask`` is tested in test_ask.py, ``deck`` in test_deck.py; here: --help and
exit codes of every new command, and the console script.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from rulings.games.eredan import initiative
from tests.helpers import ROOT, cli, scenario_text, write


@pytest.fixture(autouse=True)
def private_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("RULINGS_CACHE_DIR", str(tmp_path / "cache"))


@pytest.mark.parametrize("command", ["ask", "card", "rule", "new", "deck", "initiative"])
def test_every_command_has_help(command):
    code, out, _err = cli(command, "--help")
    assert code == 0 and out.startswith("utilisation : rulings " + command)


def test_the_main_help_lists_the_judge_commands():
    code, out, _err = cli("--help")
    assert code == 0
    for command in ("ask", "card", "rule", "new", "deck", "initiative"):
        assert re.search(rf"^\s+{command}\s", out, re.M), command


# --- card -------------------------------------------------------------------------------------

def test_card_shows_text_source_restrictions_and_rulings():
    code, out, err = cli("card", "le", "prestige")     # case does not matter, quotes are optional
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "Le Prestige — Action (Eredan iTCG)"
    assert "texte cité mot pour mot" in out
    assert "Unique" in out
    assert "scenarios/eredan/cartes/le-prestige.yaml" in out


def test_card_reconstructed_text_says_so_with_its_note():
    code, out, _err = cli("card", "Aez")
    assert code == 0
    assert "texte reconstitué" in out and "note :" in out
    assert re.search(r"décisions \(\d+\) :", out)


def test_card_of_a_character():
    code, out, _err = cli("card", "Mâche l'âme")
    assert code == 0 and out.startswith("Mâche l'âme — Personnage (Eredan iTCG)") and "Race : Démon" in out
    assert "modification-valeur-negative-memorisee.yaml" in out


def test_card_misspelt_gets_did_you_mean():
    code, out, err = cli("card", "Eblouissment")
    assert code == 2 and out == ""
    assert "aucune carte nommée « Eblouissment »" in err and "vouliez-vous dire « Eblouissement »" in err


def test_card_json():
    code, out, _err = cli("card", "--json", "Dame", "Yilith")
    data = json.loads(out)
    assert code == 0 and data["name"] == "Dame Yilith"
    assert "modification-limitation-dame-yilith" in [r["id"] for r in data["rulings"]]


# --- rule -------------------------------------------------------------------------------------

def test_rule_statement_source_and_the_rulings_whose_traces_use_it():
    code, out, err = cli("rule", "eredan.stats.limitation")
    assert code == 0
    assert out.startswith("eredan.stats.limitation — Limitation de la variation à ±N")
    assert "source : « Modification de caractéristique, immunité et limitation »" in out
    assert "modification-limitation-dame-yilith.yaml" in out
    assert "exemple-du-blog" in out


def test_rule_short_id_and_list():
    code, out, _err = cli("rule", "stats.below-zero")
    assert code == 0 and out.startswith("eredan.stats.below-zero")
    code, out, _err = cli("rule")
    assert code == 0 and "eredan.stats.limitation" in out and "eredan.deck.copies" in out


def test_rule_unknown_gets_did_you_mean():
    code, _out, err = cli("rule", "eredan.stats.limitaton")
    assert code == 2 and "aucune règle « eredan.stats.limitaton »" in err and "eredan.stats.limitation" in err


def test_rule_of_deck_building():
    code, out, _err = cli("rule", "deck.unique-evolution")
    assert code == 0 and "Eclairs niveau 3" in out and "rulings deck" in out


# --- new ---------------------------------------------------------------------------------------

def fill(text: str, values: list[str]) -> str:
    """Replace each placeholder (« key: ??? ») in turn with the next value."""
    for value in values:
        assert ": ???" in text
        text = text.replace(": ???", f": {value}", 1)
    assert ": ???" not in text, text
    return text


def test_new_writes_a_skeleton_that_runs_once_filled(tmp_path):
    path = tmp_path / "regles" / "essai-mache-l-ame.yaml"
    code, out, err = cli("new", str(path), "--a", "Naya", "--b", "mache l'ame", "--play-a", "Voyage",
                         "--title", "Essai : Voyage contre Mâche l'âme")
    assert code == 0 and err == "" and str(path) in out
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# yaml-language-server: $schema=")
    assert "cards: [Naya, Mâche l'âme, Voyage]" in text
    # before it is filled, the run says what is missing: here the attack rolls allowed
    code, _out, err = cli("run", str(path))
    assert code == 2 and "ne peut valoir que : 1" in err     # Naya 0/0, Voyage: Attaque +1 (client text)
    # post, quote, ruling, case title, the two rolls, the two HP expected
    path.write_text(fill(text, ["Essai", "Une phrase.", "Une règle.", "Le cas", "1", "0", "10", "9"]),
                    encoding="utf-8")
    code, out, err = cli("run", str(path))
    assert code == 0, out + err
    assert "✓ fin du combat : PV de Naya = 10" in out


def test_new_with_generic_characters_and_random_attacks(tmp_path):
    path = tmp_path / "essai-generique.yaml"
    code, _out, _err = cli("new", str(path), "--play-b", "Voyage")
    assert code == 0
    text = path.read_text(encoding="utf-8")
    assert "define:" in text and "Personnage A" in text
    # Voyage gives B Attaque, Défense and Esprit +1 (client text): A rolls 4 against B's defense 1 + 1, B rolls 4
    # (3/5 + 1) against A's defense 1: A loses 3 of 12 HP, B 2
    text = fill(text, ["Titre", "Essai", "Une phrase.", "Une règle.", "Le cas", "4", "4", "9", "10"])
    path.write_text(text, encoding="utf-8")
    code, out, err = cli("run", str(path))
    assert code == 0, out + err
    # without the rolls, every outcome is run: the HP are shown with their exact chances
    unfixed = re.sub(r"    rolls:.*\n(      .*\n)+", "", text)
    path.write_text(unfixed.replace("Personnage A.hp: 9", "Personnage A.hp: 12")
                    .replace("Personnage B.hp: 10", "Personnage B.hp: 12"), encoding="utf-8")
    code, out, _err = cli("run", str(path))
    assert code == 1
    assert "à la fin, selon le hasard (9 issues) :" in out
    assert "PV de Personnage B : 11 (33,3 %), 10 (33,3 %), 9 (33,3 %)" in out


def test_new_refuses_unknown_names_existing_files_and_bad_ids(tmp_path):
    code, _out, err = cli("new", str(tmp_path / "a.yaml"), "--a", "Nayya", "--game", "eredan")
    assert code == 2 and "pas de personnage « Nayya » dans la base de cartes" in err
    assert "vouliez-vous dire « Naya »" in err
    code, _out, err = cli("new", str(tmp_path / "a.yaml"), "--play-a", "Naya")
    assert code == 2 and "« Naya » est un personnage, pas une carte" in err
    existing = tmp_path / "deja-la.yaml"
    existing.write_text("x", encoding="utf-8")
    code, _out, err = cli("new", str(existing), "--game", "eredan")
    assert code == 2 and "existe déjà" in err
    assert cli("new", str(existing), "--force", "--game", "eredan")[0] == 0
    code, _out, err = cli("new", str(tmp_path / "Mauvais Nom.yaml"), "--game", "eredan")
    assert code == 2 and "mauvais-nom" in err
    code, _out, err = cli("new", str(tmp_path / "sans-extension"), "--game", "eredan")
    assert code == 2 and ".yaml" in err


def test_new_to_standard_output():
    code, out, _err = cli("new", "-", "--title", "Règle du jour", "--a", "Naya")
    assert code == 0 and "id: regle-du-jour" in out and "title: Règle du jour" in out


# --- initiative ------------------------------------------------------------------------------------

def test_initiative_five_tickets_each():
    assert initiative.chances(initiative.tickets()) == {"A": Fraction(1, 2), "B": Fraction(1, 2)}


def test_initiative_bonus_tickets():
    assert initiative.chances(initiative.tickets(2, 0)) == {"A": Fraction(7, 12), "B": Fraction(5, 12)}
    assert initiative.chances(initiative.tickets(1, 3)) == {"A": Fraction(6, 14), "B": Fraction(8, 14)}


def test_initiative_command():
    code, out, _err = cli("initiative", "--bonus-a", "2")
    assert code == 0
    assert "joueur A : 7 tickets, commence avec une probabilité de 7/12 (58,3 %)" in out
    assert "[eredan.setup.initiative]" in out
    code, out, _err = cli("initiative", "--json", "-b", "5")
    data = json.loads(out)
    assert data["tickets"] == {"A": 5, "B": 10} and data["chances"]["A"]["fraction"] == "1/3"
    code, _out, err = cli("initiative", "-a", "-6")
    assert code == 2 and "aurait -1 ticket :" in err
    assert cli("initiative", "-a", "many")[0] == 2


# --- run, for judges ---------------------------------------------------------------------------------

def test_run_says_when_a_cards_effect_is_not_modelled(tmp_path):
    text = scenario_text("carte-inconnue").replace(
        "    - {name: Sort de mage,",
        "    - {name: Carte mystere, type: action, text: \"Effet inconnu.\", source: {kind: reconstructed}}\n"
        "    - {name: Sort de mage,").replace("play: {A: [Frappe]}", "play: {A: [Frappe], B: [Carte mystere]}")
    path = write(tmp_path, text, "carte-inconnue")
    code, out, _err = cli("run", str(path))
    assert code == 0, out
    assert "le moteur ne connaît pas l'effet de Carte mystere" in out
    assert "Frappe" not in out.split("! ")[-1]


def test_run_shows_final_hp_of_a_decided_case(tmp_path):
    path = write(tmp_path, scenario_text("essai"))
    code, out, _err = cli("run", str(path))
    assert code == 0 and "à la fin : PV d'Alpha : 8 ; PV de Beta : 7" in out


# --- the console script ---------------------------------------------------------------------------

def test_console_script_ask(tmp_path):
    script = Path(sys.executable).parent / "rulings"
    script = str(script) if script.exists() else shutil.which("rulings")
    if script is None:
        pytest.skip("the console script is not installed (pip install -e .)")
    env = dict(os.environ, RULINGS_CACHE_DIR=str(tmp_path / "cache"))
    run = subprocess.run([script, "ask", "--json", "dame", "yillith"], capture_output=True, text=True, env=env,
                         cwd=ROOT, timeout=60)
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["results"][0]["id"] == "modification-limitation-dame-yilith"


# --- every game through the same commands --------------------------------------------------------

def test_card_and_rule_of_another_game_without_naming_it():
    code, out, err = cli("card", "bouftou")
    assert (code, err) == (0, "")
    assert out.startswith("Bouftou — Créature (Wakfu") and "Coût : 2 Terre" in out and "texte reconstitué" in out
    assert "scenarios/wakfu/regles/mana-du-leader-tout-ou-rien.yaml" in out
    code, out, _err = cli("rule", "mana.leader-all")
    assert code == 0 and out.startswith("wakfu.mana.leader-all — ")
    assert "scenarios/wakfu/regles/mana-du-leader-tout-ou-rien.yaml" in out


def test_game_option_restricts_the_search():
    code, _out, err = cli("card", "bouftou", "--game", "eredan")
    assert code == 2 and "aucune carte nommée « bouftou » dans la base de cartes de Eredan iTCG" in err, err
    code, out, _err = cli("rule", "--game", "wakfu")
    assert code == 0 and "wakfu.mana.leader-all" in out and "eredan." not in out


def test_new_for_wakfu_writes_a_skeleton_of_its_own_format(tmp_path):
    path = tmp_path / "essai-wakfu.yaml"
    code, out, err = cli("new", str(path), "--game", "wakfu", "--a", "Leader de Pierre", "--play-a", "Bouftou")
    assert code == 0, err
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# yaml-language-server: $schema=") and "wakfu.scenario.schema.json" in text.splitlines()[0]
    assert "game: wakfu" in text and "Bouftou" in text and "actions:" in text


def test_new_guesses_the_game_from_the_names(tmp_path):
    code, _out, err = cli("new", str(tmp_path / "a.yaml"), "--play-a", "Bouftou")
    assert code == 0, err
    assert "game: wakfu" in (tmp_path / "a.yaml").read_text(encoding="utf-8")


def test_deck_of_another_game(tmp_path):
    deck = tmp_path / "deck.yaml"
    deck.write_text("game: wakfu\ncards:\n  - Leader de Pierre\n  - {name: Bouftou, count: 3}\n", encoding="utf-8")
    code, out, err = cli("deck", str(deck))
    assert code == 0, (out, err)
    deck.write_text("game: wakfu\ncards:\n  - Leader de Pierre\n  - Leader de Paul\n", encoding="utf-8")
    code, out, _err = cli("deck", str(deck))
    assert code == 1 and "wakfu.deck.one-leader" in out or "wakfu.leader.one" in out, out


def test_every_arcmage_card_is_found_by_its_english_name_as_by_its_french_one():
    """Decks, scenarios and ``rulings new`` take an Arcmage card's English name (the data set's): ``rulings card``
    takes it too, for every card of the database that has one, in any case (with --jeu arcmage: « Vengeance » is an
    Eredan card too)."""
    from rulings.assistant import lookup
    from rulings.games.arcmage.game import GAME

    db = GAME.database(ROOT)
    named = {name: card.english for name, card in db.cards.items() if card.english}
    assert len(named) > 50
    for french, english in named.items():
        for asked in (english, english.upper(), french):
            game, facts = lookup.find_card(asked, "arcmage", ROOT)
            assert (game.name, facts.name) == ("arcmage", french), asked


def test_every_rule_quotes_its_source_section_beyond_its_heading_line():
    """``rulings rule ID``: for every rule of every game, the lines its source section holds after its own line
    are quoted (up to QUOTED_LINES), as the document writes them: 704.2c-same quoted only 704.2c's heading."""
    from rulings import games
    from rulings.assistant import lookup
    from rulings.core import sources
    from rulings.core.places import seeds_dir

    seeds = seeds_dir(ROOT)
    quoted = 0
    for game in games.all_games():
        for book in lookup.rulebooks(game):
            for rule in book:
                document, title = rule.source
                text = sources.document(seeds, document)
                lines = lookup.describe_rule(rule, game, seeds)
                body = [line[4:] for line in lines[3:] if line.startswith("  |") and not line.startswith("  | … (")]
                if body:        # the lines right after the source line, as the document writes them
                    quoted += 1
                    document_lines = text.splitlines()
                    start = next(i for i, line in enumerate(document_lines) if line.strip() == title.strip())
                    assert body == document_lines[start + 1:start + 1 + len(body)], rule.id
    assert quoted > 50
    out = cli("rule", "704.2c-same")[1]
    assert "  | • Puis, l’ensemble de ces capacités sont résolues simultanément en un seule vague." in out


def test_a_rule_number_without_its_own_rule_lists_the_rules_under_it():
    """« rulings rule 702 »: no rule 702, the rules 702.1, 702.2… listed; for every rule of every game, the part of
    its id before its last separator lists it."""
    import re

    from rulings import games
    from rulings.assistant import lookup

    code, out, err = cli("rule", "702")
    assert (code, err) == (0, "")
    assert [line.split()[0] for line in out.splitlines()] == ["wowminis.702.1", "wowminis.702.2",
                                                              "wowminis.702.2-arrow"]
    for game in games.all_games():
        for book in lookup.rulebooks(game):
            for rule in book:
                parent = re.split(r"[.\-](?=[^.\-]*$)|(?<=\d)(?=[a-z]+$)", rule.id)[0]
                if parent not in (game.name,):
                    assert any(line.split()[0] == rule.id for line in lookup.rule_family(parent)), (rule.id, parent)
    assert cli("rule", "70")[0] == 2             # a number cut inside is no family
