"""Rune slots and rune costs written in the game client's texts (issue 28), over the whole data: every text of
``../shared/data/eredan/client-texts.json`` that gives rune slots (« 1 emplacement supplémentaire de Rune (maximum
6) »), a cost of several runes (« 2 Runes Cor : ») or a choice of runes (« Rune Yr, Cor ou Nox : ») belongs to a card
of the database whose effects say it (``rune_slots`` with its number and maximum, ``rune`` with ``rune_count``, a
list of runes), or, for an ability whose effect the engine cannot express, lists it as not modelled — and those are
named here, so that the list can only shrink.  The rulings: scenarios/eredan/regles/runes-emplacements-*.yaml."""

from __future__ import annotations

import re

import pytest

from rulings.core.errors import fold
from rulings.games.eredan import client_texts
from rulings.games.eredan.game import GAME
from tests.helpers import ROOT

CLIENT = client_texts.load(ROOT)
DB = GAME.database(ROOT)
pytestmark = pytest.mark.skipif(not CLIENT.cards, reason="../shared/data/eredan/client-texts.json is not beside the "
                                                          "project")
NUMBERS = {"1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "une": 1, "un": 1, "deux": 2, "trois": 3}
SLOTS = re.compile(r"(\d+|une?|deux|trois) emplacements? (?:supplémentaires? )?de [Rr]une( supplémentaires?)?"
                   r"(?: jusqu'à la fin de la partie)?(?: \(maximum (\d+)\))?")
COST = re.compile(r"(?:^|: )(\d+) Runes (Cor|Nox|Yr) :", re.M)
CHOICE = re.compile(r"^Rune ((?:\w+, )*\w+) ou (\w+) :", re.M)
# cost abilities whose effect the engine does not express (a random amount or duration, a card put back in a deck,
# a decrease of only the characteristics above their base): each listed as not modelled by its card
UNEXPRESSED = {"Dogme écrasant": ["2 Nox"], "Puissance du Colosse": ["2 Nox"], "Sanction divine": ["3 Cor", "4 Nox"]}


def _wordings():
    """(client name, kind, what) for every wording of the data, every version of every card."""
    found = set()
    for name, versions in CLIENT.cards.items():
        for version in versions:
            text = client_texts.plain(version.text)
            for m in SLOTS.finditer(text):
                found.add((name, "slots", (NUMBERS[m.group(1)], int(m.group(3)) if m.group(3) else None)))
            for m in COST.finditer(text):
                found.add((name, "cost", (m.group(2), int(m.group(1)))))
            for m in CHOICE.finditer(text):
                found.add((name, "choice", (*m.group(1).split(", "), m.group(2))))
    return sorted(found, key=str)


WORDINGS = _wordings()
ENTRIES = {entry.client.name: entry for entry in DB.cards.values() if entry.client}


def test_the_data_holds_the_expected_wordings():
    """Measured on the data: 11 cards (6 with slots, 5 with costs of several runes, 1 with a choice of runes)."""
    names = {name for name, _kind, _what in WORDINGS}
    assert len(names) == 11, sorted(names)
    assert {kind for _name, kind, _what in WORDINGS} == {"slots", "cost", "choice"}


# ids without accents: pytest escapes a list of ids in place, so a second session in the same process (mutmut's)
# would not find them again
@pytest.mark.parametrize("name, kind, what", WORDINGS, ids=[fold(f"{n}-{k}-{w}") for n, k, w in WORDINGS])
def test_every_wording_of_the_data_is_an_effect_of_its_card(name, kind, what):
    entry = ENTRIES.get(name)
    assert entry is not None, f"{name}: no database card follows this client card"
    steps = entry.effects
    if kind == "slots":
        amount, most = what
        assert any(s.get("rune_slots") == amount and s.get("max") == most for s in steps), steps
    elif kind == "cost":
        rune, count = what
        expressed = any(s.get("rune") == rune and s.get("rune_count") == count for s in steps)
        unexpressed = f"{count} {rune}" in UNEXPRESSED.get(name, [])
        assert expressed != unexpressed, (name, what)
        if unexpressed:
            assert any(p.startswith(f"{count} Runes {rune} :") or f": {count} Runes {rune} :" in p
                       for p in entry.client.unmodelled), entry.client.unmodelled
    else:
        assert any(s.get("rune") == list(what) for s in steps), steps


def test_every_card_with_such_a_wording_is_checked_against_its_text():
    for name in {n for n, _k, _w in WORDINGS}:
        entry = ENTRIES[name]
        assert entry.client.checked.strip() and entry.source.kind == "data", name
