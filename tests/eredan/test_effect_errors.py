"""A choice an effect cannot follow is the user's mistake: a French error naming the card, the choice and
what could be chosen instead, never a traceback (Eredan; mutation testing found these messages unread).

Each test takes a bundled ruling, changes one choice, and runs its case.
"""

from __future__ import annotations

from rulings.core.runner import run_case
from rulings.core.scenario import load
from tests.helpers import ROOT

FICELLES = ROOT / "scenarios" / "eredan" / "cartes" / "tirer-les-ficelles.yaml"


def error_of(tmp_path, source, *changes: tuple[str, str]) -> str:
    text = source.read_text(encoding="utf-8")
    for old, new in changes:
        assert old in text
        text = text.replace(old, new, 1)
    path = tmp_path / source.name
    path.write_text(text, encoding="utf-8")
    scenario = load(path, ROOT)
    result = run_case(scenario.cases[0])
    assert result.error is not None, "the case should stop on the bad choice"
    return str(result.error)


def test_choosing_a_card_that_is_not_attached(tmp_path):
    # a card of the database, attached to no one in this case
    error = error_of(tmp_path, FICELLES, ("choose: La part du démon,", "choose: Corruption de l'âme,"))
    assert "Tirer les ficelles : Corruption de l'âme n'est attachée à aucun personnage (La part du démon)" in error


def test_choosing_an_attached_card_of_the_wrong_kind(tmp_path):
    # Tirer les ficelles: « Choisissez une corruption active en jeu »
    error = error_of(tmp_path, FICELLES,
                     ("races: [Humain], defense: 3, hp: 20}", "races: [Humain], defense: 3, hp: 20, "
                                                             "attached: [Gentil Jorusien]}"),
                     ("choose: La part du démon,", "choose: Gentil Jorusien,"))
    assert "Tirer les ficelles doit choisir une carte de type corruption ; Gentil Jorusien n'en est pas une" in error
