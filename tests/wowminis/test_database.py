"""World of Warcraft Miniatures: the database's checks, each with its whole French message and its place.

An ability's kind is computed (700.2: « react » on the notes line, a tick cost), and what its other keys claim
must agree with it (a react has an event, a trigger is ongoing, an aura is an ongoing ability that does not
trigger, instant is for payment abilities, attacks, heals and a card's main ability are payment abilities,
702.1-702.2, 704.2-704.3); a character's upper text box holds its one main attack (700.1); every name an entry
refers to exists; a name is defined once, across the files of ``database/`` and in a scenario's ``define``.
The defaults of an entry (notes, side, aura target, armor, vp…) are read through the entry built."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from rulings.core.errors import UserError
from rulings.core.yamlio import load_text
from rulings.games.wowminis import database
from rulings.games.wowminis.game import GAME

ROOT = Path(__file__).resolve().parents[2]
SRC = "source: {kind: reconstructed}"


def build(text: str):
    return database.build(load_text(textwrap.dedent(text), "db.yaml"), "db.yaml")


def refused(text: str) -> str:
    with pytest.raises(UserError) as caught:
        build(text)
    return str(caught.value)


def ability(keys: str) -> str:
    return f"abilities:\n  - {{name: X, {keys}, text: t, {SRC}}}\n"


@pytest.mark.parametrize("keys, message", [
    ("notes: react", "X : « notes » en fait une réaction (700.2) : donnez son évènement de réaction (« event »)"),
    ("cost: 1, event: attacked", "X : « event » n'a de sens que pour une réaction (le mot « react » sur la ligne "
                                 "de notes)"),
    ("cost: 1, trigger: destroyed", "X : « trigger » une capacité déclenchable est continue (704.2) : ni « react » "
                                    "ni coût en tics"),
    ("trigger: end_of_tick", "X : « trigger » dites à la fin de quels tics (« ticks: [5, 10] »)"),
    ("cost: 2, aura: {armor: 1}", "X : « aura » un effet continu vient d'une capacité continue non déclenchable "
                                  "(704.3)"),
    ("trigger: destroyed, aura: {armor: 1}", "X : « aura » un effet continu vient d'une capacité continue non "
                                             "déclenchable (704.3)"),
    ("instant: true", "X : « instant » seule une capacité payante est instantanée ou une action (702.1)"),
    ("attack: true", "X : « attack » les attaques, les soins et la capacité principale d'une carte sont des "
                     "capacités payantes (702.2)"),
    ("heal: true", "X : « heal » les attaques, les soins et la capacité principale d'une carte sont des "
                   "capacités payantes (702.2)"),
    ("main: true", "X : « main » les attaques, les soins et la capacité principale d'une carte sont des "
                   "capacités payantes (702.2)"),
    ("cost: 1, attack: true, targets: 1, pay: [{discard: 1}]",
     "X : « pay » seule une capacité payante à flèche (ni attaque ni soin) a un coût écrit avant la flèche"),
    ("targets: 1", "X : « targets » une capacité continue n'est pas jouée : elle n'a pas de cible"),
    ("cost: 1, up_to: true", "X : « up_to » donnez le nombre maximum de cibles (« targets »)"),
    ("cost: 1, aoe: true", "X : « aoe » seule une attaque est une AOE"),
    ("cost: 1, dice: 2", "X : « dice » seule une attaque lance des dés"),
    ("cost: 1, critical: Y", "X : « critical » seule une attaque lance des dés"),
])
def test_an_ability_whose_keys_contradict_its_kind(keys, message):
    text = ability(keys)
    key = message.split("« ")[1].split(" »")[0]
    column = text.splitlines()[1].index(key + ":") + 1
    assert refused(text) == f"db.yaml:2:{column}: {message}"


def test_what_agrees_with_the_kind_is_accepted():
    db = build("""\
        abilities:
          - {name: R, notes: react, event: attacked, effect: [{negate: true}], text: t, source: {kind: reconstructed}}
          - {name: T, trigger: end_of_tick, ticks: [5, 10], text: t, source: {kind: reconstructed}}
          - {name: A, aura: {armor: 1, to: enemies, range: adjacent}, text: t, source: {kind: reconstructed}}
          - {name: P, cost: 2, instant: true, pay: [{discard: 1}], text: t, source: {kind: reconstructed}}
          - {name: K, cost: 2, attack: true, targets: 2, up_to: true, aoe: true, dice: 2, text: t,
             source: {kind: reconstructed}}
          - {name: H, cost: 1, heal: true, targets: 1, side: ally, text: t, source: {kind: reconstructed}}
    """)
    assert [db.abilities[n].kind for n in "RTAPKH"] == ["react", "ongoing", "ongoing", "payment", "payment",
                                                          "payment"]
    a = db.abilities["A"]
    assert a.aura == (("armor", 1),) and a.aura_to == "enemies" and a.aura_range == "adjacent"
    assert db.abilities["T"].ticks == (5, 10) and db.abilities["T"].triggered
    assert db.abilities["P"].instant and not db.abilities["P"].is_action
    assert db.abilities["H"].side == "ally" and db.abilities["K"].side == "enemy"


def test_the_defaults_of_an_ability_and_a_character():
    db = build(f"""\
        abilities:
          - {{name: O, text: t, {SRC}}}
        characters:
          - {{name: C, health: 3, text: t, {SRC}}}
    """)
    o = db.abilities["O"]
    assert (o.notes, o.cost, o.instant, o.attack, o.heal, o.main, o.targets, o.up_to, o.side, o.range, o.aoe,
            o.dice, o.critical, o.event, o.trigger, o.ticks, o.aura, o.aura_to, o.aura_range, o.pay,
            o.effect) == ("", None, False, False, False, False, 0, False, "enemy", None, False, 0, None, None,
                          None, (), (), "allies", None, (), ())
    c = db.characters["C"]
    assert (c.armor, c.main, c.abilities, c.vp) == (0, None, (), 0)
    assert (o.origin.kind, o.origin.document, o.origin.note) == ("reconstructed", None, None)


def test_a_character_with_a_main_attack_in_a_one_item_list():
    db = build(f"""\
        characters:
          - {{name: C, health: 3, main: [Frappe], abilities: [Parade], armor: 1, vp: 4, text: t, {SRC}}}
    """)
    c = db.characters["C"]
    assert (c.main, c.abilities, c.armor, c.vp, c.health) == ("Frappe", ("Parade",), 1, 4, 3)


def test_two_main_attacks():
    assert refused(f"""\
        characters:
          - {{name: Hydre, health: 5, main: [Frappe, Trait], text: t, {SRC}}}
    """) == ("db.yaml:2:30: Hydre : la zone de texte supérieure d'une carte de personnage contient une unique "
             "capacité, son attaque principale (700.1), pas 2")


def test_a_name_defined_twice_in_one_file():
    assert refused(f"""\
        abilities:
          - {{name: X, text: t, {SRC}}}
        characters:
          - {{name: X, health: 1, text: t, {SRC}}}
    """) == "db.yaml:4:5: « X » est défini deux fois (première définition : db.yaml:2:5)"


def _links(text: str) -> str:
    with pytest.raises(UserError) as caught:
        database.check_links(build(text))
    return str(caught.value)


def test_links():
    assert _links(f"characters:\n  - {{name: C, health: 1, abilities: [Nul], text: t, {SRC}}}\n") == \
        "db.yaml:2:5: C : capacité inconnue « Nul »"
    assert _links(f"characters:\n  - {{name: C, health: 1, main: Nul, text: t, {SRC}}}\n") == \
        "db.yaml:2:5: C : capacité inconnue « Nul »"
    assert _links(f"abilities:\n  - {{name: P, cost: 1, text: t, {SRC}}}\n"
                  f"characters:\n  - {{name: C, health: 1, main: P, text: t, {SRC}}}\n") == \
        ("db.yaml:4:5: C : « P » n'est pas une attaque ; la zone de texte supérieure contient l'attaque principale "
         "(700.1)")
    assert _links(f"abilities:\n  - {{name: K, cost: 1, attack: true, critical: Nul, text: t, {SRC}}}\n") == \
        "db.yaml:2:5: K : « Nul » n'est pas une capacité critique de la base (trigger: critical)"
    assert _links(f"abilities:\n  - {{name: K, cost: 1, attack: true, critical: Z, text: t, {SRC}}}\n"
                  f"  - {{name: Z, trigger: destroyed, text: t, {SRC}}}\n") == \
        "db.yaml:2:5: K : « Z » n'est pas une capacité critique de la base (trigger: critical)"
    assert _links(f"abilities:\n  - {{name: S, cost: 1, effect: [{{summon: Nul}}], text: t, {SRC}}}\n") == \
        "db.yaml:2:5: S : invoque « Nul », qui n'est pas une figurine de la base"
    ok = build(f"abilities:\n  - {{name: K, cost: 1, attack: true, critical: Z, text: t, {SRC}}}\n"
               f"  - {{name: Z, trigger: critical, text: t, {SRC}}}\n"
               f"  - {{name: S, cost: 1, effect: [{{summon: C}}], text: t, {SRC}}}\n"
               f"characters:\n  - {{name: C, health: 1, main: K, abilities: [S], text: t, {SRC}}}\n")
    database.check_links(ok)


def test_the_database_directory(tmp_path):
    (tmp_path / "a.yaml").write_text(f"abilities:\n  - {{name: X, text: t, {SRC}}}\n", encoding="utf-8")
    (tmp_path / "b.yaml").write_text(f"characters:\n  - {{name: C, health: 2, text: t, {SRC}}}\n",
                                     encoding="utf-8")
    db = database.load_directory(tmp_path)
    assert db.names() == ["C", "X"] and db.where["C"].file.endswith("b.yaml")
    (tmp_path / "c.yaml").write_text(f"characters:\n  - {{name: X, health: 2, text: t, {SRC}}}\n",
                                     encoding="utf-8")
    with pytest.raises(UserError) as caught:
        database.load_directory(tmp_path)
    assert str(caught.value) == (f"{tmp_path / 'c.yaml'}:2:5: « X » est défini deux fois dans la base "
                                 f"(aussi dans {tmp_path / 'a.yaml'}:2:5)")
    (tmp_path / "c.yaml").write_text("characters:\n  - {name: D, text: t}\n", encoding="utf-8")
    with pytest.raises(UserError):
        database.load_directory(tmp_path)           # the format is checked: health and source are required
    (tmp_path / "c.yaml").write_text(f"characters:\n  - {{name: D, health: 1, main: Nul, text: t, {SRC}}}\n",
                                     encoding="utf-8")
    with pytest.raises(UserError, match="capacité inconnue « Nul »"):
        database.load_directory(tmp_path)           # and the links


def test_define_may_not_shadow_the_database_and_is_linked():
    db = GAME.database(ROOT)
    raw = load_text(f"characters:\n  - {{name: Guerrier, health: 1, text: t, {SRC}}}\n", "s.yaml")
    with pytest.raises(UserError) as caught:
        database.with_define(db, raw, "s.yaml")
    assert str(caught.value) == ("s.yaml:2:5: « Guerrier » est défini dans ce scénario mais existe déjà dans la "
                                 "base (donnez un autre nom à l'entrée locale)")
    raw = load_text(f"characters:\n  - {{name: Golem, health: 1, main: Nul, text: t, {SRC}}}\n", "s.yaml")
    with pytest.raises(UserError, match="Golem : capacité inconnue « Nul »"):
        database.with_define(db, raw, "s.yaml")
    raw = load_text(f"characters:\n  - {{name: Golem, health: 1, main: Frappe, text: t, {SRC}}}\n", "s.yaml")
    merged = database.with_define(db, raw, "s.yaml")
    assert merged.characters["Golem"].main == "Frappe" and "Guerrier" in merged.characters
    assert "Golem" not in db.characters and merged.where["Golem"].file == "s.yaml"


def test_the_bundled_database_is_read_once_per_root():
    assert GAME.database(ROOT) is GAME.database(ROOT / "tests" / "..")


def test_what_an_entry_keeps_its_text_and_its_source():
    """A card page shows an entry's name, text and where its text comes from (document, post, note, credit)."""
    db = build("""\
        abilities:
          - {name: X, cost: 1, attack: true, targets: 1, range: adjacent, text: "Capacité reconstituée : x",
             source: {kind: reconstructed, document: 003_9e64694ce4124858.txt, post: "704.2c", note: "n",
                      credit: "c"}}
        characters:
          - {name: C, health: 2, main: X, text: "Figurine reconstituée : c",
             source: {kind: reconstructed, document: d.txt, post: p, note: m, credit: k}}
    """)
    x, c = db.abilities["X"], db.characters["C"]
    assert (x.name, x.text, x.range) == ("X", "Capacité reconstituée : x", "adjacent")
    assert (x.origin.kind, x.origin.document, x.origin.post, x.origin.note, x.origin.credit) == (
        "reconstructed", "003_9e64694ce4124858.txt", "704.2c", "n", "c")
    assert (c.name, c.text, c.health, c.main) == ("C", "Figurine reconstituée : c", 2, "X")
    assert (c.origin.kind, c.origin.document, c.origin.post, c.origin.note, c.origin.credit) == (
        "reconstructed", "d.txt", "p", "m", "k")
    facts = GAME.catalogue(GAME.database(ROOT))["Harvest Flesh"]
    assert facts.origin.document == "003_9e64694ce4124858.txt" and facts.origin.post.startswith("Exemple: « Ruby")


def test_entries_given_as_plain_data_are_placed_in_their_file():
    """database.build also takes plain data (no YAML positions): its errors then name the file."""
    item = {"name": "X", "text": "t", "source": {"kind": "reconstructed"}}
    with pytest.raises(UserError) as caught:
        database.build({"abilities": [item, dict(item)]}, "plain.yaml")
    assert str(caught.value) == "plain.yaml: « X » est défini deux fois (première définition : plain.yaml)"
    with pytest.raises(UserError) as caught:
        database.build({"abilities": [{**item, "notes": "react"}]}, "plain.yaml")
    assert str(caught.value).startswith("plain.yaml: X : « notes » en fait une réaction (700.2)")
    with pytest.raises(UserError) as caught:
        database.build({"characters": [{"name": "H", "health": 1, "main": ["A", "B"], "text": "t",
                                        "source": {"kind": "reconstructed"}}]}, "plain.yaml")
    assert str(caught.value).startswith("plain.yaml: H : la zone de texte supérieure")
    db = database.build({"abilities": [item]}, "plain.yaml")
    assert db.where["X"].file == "plain.yaml"


def test_a_database_file_is_checked_against_the_format(tmp_path):
    (tmp_path / "c.yaml").write_text("characters:\n  - {name: D, text: t}\n", encoding="utf-8")
    with pytest.raises(UserError) as caught:
        database.load_directory(tmp_path)
    assert str(caught.value) == f"{tmp_path / 'c.yaml'}:2:5: clé manquante « characters[1].health »"
    (tmp_path / "c.yaml").write_text("characters:\n  - {name: D, helth: 2, health: 2, text: t, "
                                     "source: {kind: reconstructed}}\n", encoding="utf-8")
    with pytest.raises(UserError) as caught:
        database.load_directory(tmp_path)
    assert str(caught.value) == (f"{tmp_path / 'c.yaml'}:2:15: clé inconnue « characters[1].helth » "
                                 "(vouliez-vous dire « health » ?)")
