"""The Wakfu card database (``rulings.games.wakfu.database``), loaded afresh from a temporary folder: every
field a card file gives becomes the card's definition (costs in the usual element order, a phase word become
a phase, a text origin), and every misplaced characteristic, missing Leader value or duplicated name is refused
with its whole French message, at its line.  The bundled database is cached once per process, so these tests
load their own files: a change in the loader shows here, not only in the bundled cards."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from rulings.core.errors import UserError, Where
from rulings.core.game import TextOrigin
from rulings.core.yamlio import load_file
from rulings.games.wakfu import database
from rulings.games.wakfu.model import CardDef, Phase

SRC = "source: {kind: reconstructed}"


def _folder(tmp_path: Path, **files: str) -> Path:
    folder = tmp_path / "database"
    folder.mkdir()
    for name, text in files.items():
        (folder / f"{name}.yaml").write_text(textwrap.dedent(text), encoding="utf-8")
    return folder


def _refused(tmp_path: Path, text: str) -> UserError:
    folder = _folder(tmp_path, cartes=text)
    with pytest.raises(UserError) as err:
        database.load_directory(folder)
    return err.value


def _line(text: str, fragment: str) -> int:
    return next(n for n, line in enumerate(textwrap.dedent(text).splitlines(), 1) if fragment in line)


GOOD = f"""\
cards:
  - name: Chef
    type: leader
    pv: 18
    pa: 5
    pm: 2
    patt: 3
    mana: [Feu, Terre]
    job: Forgeron
    text: Un Leader.
    source: {{kind: reconstructed, note: "Inventé."}}
  - name: Bête
    type: creature
    cost: {{Feu: 1, Terre: 2, Air: 0}}
    patt: 4
    drop: 2
    no_sickness: true
    text: Une créature.
    {SRC}
  - name: Source
    type: generateur
    cost: [Air, Eau, Terre]
    text: Un générateur.
    {SRC}
  - name: Ami
    type: allie
    job: Paysan
    text: Un allié.
    {SRC}
  - name: Éclair
    type: effet
    phase: combat
    effect: {{damage: 2, draw: 1}}
    text: Un effet.
    {SRC}
  - name: Vite
    type: effet
    instant: true
    text: Un effet instantané.
    {SRC}
  - name: Épée
    type: equipement
    bonus: {{patt: 1, pv: 2}}
    text: Un équipement.
    {SRC}
"""


def test_every_field_becomes_the_card_definition(tmp_path):
    db = database.load_directory(_folder(tmp_path, cartes=GOOD))
    assert list(db.cards) == ["Chef", "Bête", "Source", "Ami", "Éclair", "Vite", "Épée"]
    assert db.cards["Chef"] == CardDef(name="Chef", type="leader", pv=18, pa=5, pm=2, patt=3, mana=("Feu", "Terre"),
                                       job="Forgeron", text="Un Leader.",
                                       source=TextOrigin("reconstructed", None, None, "Inventé."))
    assert db.cards["Bête"] == CardDef(name="Bête", type="creature", cost=("Terre", "Terre", "Feu"), patt=4, drop=2,
                                       no_sickness=True, text="Une créature.", source=TextOrigin("reconstructed"))
    assert db.cards["Source"].cost == ("Terre", "Eau", "Air")       # a list is put in the usual element order
    assert db.cards["Ami"] == CardDef(name="Ami", type="allie", job="Paysan", text="Un allié.")
    assert db.cards["Éclair"] == CardDef(name="Éclair", type="effet", phase=Phase.COMBAT,
                                         effect=(("damage", 2), ("draw", 1)), text="Un effet.")
    assert db.cards["Vite"].instant is True and db.cards["Vite"].phase is None and db.cards["Vite"].cost == ()
    assert db.cards["Épée"] == CardDef(name="Épée", type="equipement", bonus=(("patt", 1), ("pv", 2)),
                                       text="Un équipement.")
    assert db.where["Bête"].line == _line(GOOD, "name: Bête")
    assert db.where["Chef"].file == str(tmp_path / "database" / "cartes.yaml")


def test_two_files_make_one_database_and_a_definition_extends_it(tmp_path):
    folder = _folder(tmp_path, a=f"cards:\n  - {{name: Un, type: quete, text: x, {SRC}}}\n",
                     b=f"cards:\n  - {{name: Deux, type: generateur, cost: [Eau], text: y, {SRC}}}\n")
    db = database.load_directory(folder)
    assert sorted(db.cards) == ["Deux", "Un"] and sorted(db.where) == ["Deux", "Un"]
    assert db.where["Deux"].file.endswith("b.yaml") and db.where["Un"].file.endswith("a.yaml")
    local = tmp_path / "define.yaml"
    local.write_text(f"cards:\n  - {{name: Trois, type: creature, patt: 1, text: z, {SRC}}}\n", encoding="utf-8")
    both = database.with_define(db, load_file(local), str(local))
    assert sorted(both.cards) == ["Deux", "Trois", "Un"] and both.cards["Trois"].patt == 1
    assert both.where["Trois"] == Where(str(local), 2, 5) and both.where["Un"] == db.where["Un"]
    assert sorted(db.cards) == ["Deux", "Un"]                       # the database itself is unchanged


def test_a_definition_may_not_shadow_the_database(tmp_path):
    db = database.load_directory(_folder(tmp_path, a=f"cards:\n  - {{name: Un, type: quete, text: x, {SRC}}}\n"))
    local = tmp_path / "define.yaml"
    local.write_text(f"cards:\n  - {{name: Un, type: quete, text: x, {SRC}}}\n", encoding="utf-8")
    with pytest.raises(UserError) as err:
        database.with_define(db, load_file(local), str(local))
    assert err.value.message == "« Un » est défini dans ce scénario mais existe déjà dans la base de cartes"
    assert err.value.where == Where(str(local), 2, 5)
    assert err.value.hint == ("utilisez la carte de la base, donnez un autre nom à la carte locale "
                              "(par exemple « nom (exemple) »), ou écrivez-la sous variants: pour la remplacer dans "
                              "ce fichier")


def test_a_name_defined_twice_in_a_file_or_in_two_files(tmp_path):
    text = f"cards:\n  - {{name: Un, type: quete, text: x, {SRC}}}\n  - {{name: Un, type: quete, text: y, {SRC}}}\n"
    err = _refused(tmp_path, text)
    assert (err.message, err.where.line, err.hint) == ("« Un » est défini deux fois", 3, "première définition ligne 2")
    other = tmp_path / "autre"
    other.mkdir()
    (other / "a.yaml").write_text(f"cards:\n  - {{name: Un, type: quete, text: x, {SRC}}}\n", encoding="utf-8")
    (other / "b.yaml").write_text(f"cards:\n\n  - {{name: Un, type: quete, text: x, {SRC}}}\n", encoding="utf-8")
    with pytest.raises(UserError) as twice:
        database.load_directory(other)
    assert twice.value.message == "« Un » est défini deux fois dans la base"
    assert twice.value.where == Where(str(other / "b.yaml"), 3, 5)
    assert twice.value.hint == f"aussi dans {other / 'a.yaml'}:2:5"


@pytest.mark.parametrize("kind, key, value, what", [
    ("creature", "pv", "3", "n'existe que sur un Leader"),
    ("allie", "pa", "3", "n'existe que sur un Leader"),
    ("generateur", "pm", "3", "n'existe que sur un Leader"),
    ("quete", "mana", "[Feu]", "n'existe que sur un Leader"),
    ("generateur", "patt", "1", "n'existe que sur les créatures et les alliés (et la PAtt sur les Leaders)"),
    ("equipement", "drop", "1", "n'existe que sur les créatures et les alliés (et la PAtt sur les Leaders)"),
    ("creature", "instant", "true", "n'existe que sur une carte à effet"),
    ("allie", "phase", "fin", "n'existe que sur une carte à effet"),
    ("equipement", "effect", "{draw: 1}", "n'existe que sur une carte à effet"),
    ("effet", "bonus", "{pa: 1}", "n'existe que sur un équipement"),
    ("quete", "no_sickness", "true", "n'a de sens que pour une créature ou un allié"),
    ("creature", "job", "Paysan", "seuls les Leaders et les alliés ont un métier"),
])
def test_a_characteristic_on_the_wrong_kind_of_card_is_refused_at_its_line(tmp_path, kind, key, value, what):
    text = f"cards:\n  - name: Carte\n    type: {kind}\n    text: x\n    {key}: {value}\n    {SRC}\n"
    err = _refused(tmp_path, text)
    assert err.message == f"Carte : « {key} » {what}"
    assert (err.where.file, err.where.line) == (str(tmp_path / "database" / "cartes.yaml"), 5)


def test_a_leader_drop_is_refused_but_its_patt_is_not(tmp_path):
    base = "cards:\n  - {name: Chef, type: leader, pv: 1, pa: 1, pm: 1, patt: 1, mana: [Feu], text: x, %s%s}\n"
    err = _refused(tmp_path, base % (SRC, ", drop: 1"))
    assert err.message == ("Chef : « drop » n'existe que sur les créatures et les alliés (et la PAtt sur les "
                           "Leaders)")


def test_an_instant_card_names_no_phase(tmp_path):
    err = _refused(tmp_path, f"cards:\n  - name: Vite\n    type: effet\n    instant: true\n    text: x\n"
                             f"    phase: combat\n    {SRC}\n")
    assert err.message == ("Vite : « phase » une carte instantanée se joue n'importe quand : elle n'indique pas "
                           "de phase")
    assert err.where.line == 6
    slow = tmp_path / "lent.yaml"
    slow.write_text(f"cards:\n  - {{name: Lent, type: effet, instant: false, phase: fin, text: x, {SRC}}}\n",
                    encoding="utf-8")
    db = database.build(load_file(slow), str(slow))
    assert db.cards["Lent"].phase == Phase.FIN and db.cards["Lent"].instant is False


@pytest.mark.parametrize("missing", ["pv", "pa", "pm", "patt", "mana"])
def test_a_leader_gives_all_its_values(tmp_path, missing):
    values = {"pv": "1", "pa": "1", "pm": "1", "patt": "1", "mana": "[Feu]"}
    fields = ", ".join(f"{k}: {v}" for k, v in values.items() if k != missing)
    err = _refused(tmp_path, f"cards:\n  - {{name: Chef, type: leader, {fields}, text: x, {SRC}}}\n")
    assert err.message == f"le Leader Chef doit donner « {missing} »"
    assert err.where.line == 2 and err.where.column == 5


def test_cards_given_as_plain_mappings_fall_back_on_the_file_and_the_card(tmp_path):
    """A mapping without positions (built in Python) is still checked: the error names the card's place."""
    at = Where("ailleurs.yaml", 7)
    with pytest.raises(UserError) as err:
        database.build_card({"name": "Bête", "type": "creature", "pv": 1, "text": "x",
                             "source": {"kind": "reconstructed"}}, at)
    assert err.value.message == "Bête : « pv » n'existe que sur un Leader" and err.value.where is at
    db = database.build({"cards": [{"name": "Bête", "type": "creature", "cost": {"Eau": 2}, "text": "x",
                                    "source": {"kind": "reconstructed"}}]}, "ailleurs.yaml")
    assert db.cards["Bête"].cost == ("Eau", "Eau") and db.where["Bête"] == Where("ailleurs.yaml")
    assert database.build({}, "vide.yaml").cards == {}


def test_a_malformed_card_file_is_refused_at_its_place(tmp_path):
    err = _refused(tmp_path, "cards:\n  - {name: X, type: creature, txt: y, source: {kind: reconstructed}}\n")
    assert str(err) == (f"{tmp_path / 'database' / 'cartes.yaml'}:2:31: clé inconnue « cards[1].txt » (vouliez-vous "
                        "dire « text » ?)")
    other = tmp_path / "b"
    other.mkdir()
    (other / "a.yaml").write_text("- Tofu\n", encoding="utf-8")
    with pytest.raises(UserError) as list_err:
        database.load_directory(other)
    assert str(list_err.value) == (f"{other / 'a.yaml'}:1:1: le fichier doit être un bloc de clés (clé: valeur), "
                                   "pas une liste")


def test_a_quoted_card_keeps_its_document_and_post(tmp_path):
    text = ("cards:\n  - {name: Citée, type: quete, text: x, source: {kind: quoted, "
            "document: 004_fde1b4dded370871.txt, post: \"8. Fin de Tour\"}}\n")
    db = database.load_directory(_folder(tmp_path, cartes=text))
    assert db.cards["Citée"].source == TextOrigin("quoted", "004_fde1b4dded370871.txt", "8. Fin de Tour", None)


def test_a_card_file_holding_only_text_is_refused(tmp_path):
    err = _refused(tmp_path, "bonjour\n")
    assert str(err) == (f"{tmp_path / 'database' / 'cartes.yaml'}:1:1: le fichier doit être un bloc de clés "
                        "(clé: valeur), pas le texte « bonjour »")
