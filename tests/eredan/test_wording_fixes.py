"""Three messages that read wrong, fixed (found by the mutation campaign of the Eredan engine, 2026-11): a decimal
number in an expectation was shown by its Python type (« pas float »), ``rulings new`` said « Ciramor, Trèfle est
des deux côtés », and a moved card's summary said « esprit = 4 » for a new base (the bonuses kept)."""

from __future__ import annotations

import pytest

from rulings.core.errors import UserError
from rulings.core.spec import describe
from rulings.games.eredan import moving, probe, stats
from rulings.games.eredan.game import GAME
from tests.helpers import ROOT, attach, card, character, game


def test_a_decimal_number_is_shown_as_a_number_in_french():
    assert describe(3.5) == "le nombre 3,5"
    with pytest.raises(UserError) as err:
        probe.check_expected("Alpha.hp", probe.parse("Alpha.hp", ["Alpha"]), 3.5)
    assert err.value.message == "« Alpha.hp » attend un nombre entier, pas le nombre 3,5"


@pytest.mark.parametrize("b, message", [
    (["Naya", "Trèfle"], "Trèfle est des deux côtés"),
    (["Ciramor", "Trèfle"], "Ciramor, Trèfle sont des deux côtés"),
])
def test_rulings_new_says_who_is_on_both_sides_in_agreement(b, message):
    with pytest.raises(UserError) as err:
        GAME.skeleton("x", {"A": ["Trèfle", "Ciramor"], "B": b}, {}, None, ROOT)
    assert err.value.message == message + " ; donnez à une copie son propre nom dans le fichier ({name: ..., card: ...})"


def test_a_moved_base_change_is_said_as_a_base_change():
    """A new base keeps the bonuses (Duel spirituel): the moved card's summary says « esprit base = 4 », as the
    characteristic's own line does, not « esprit = 4 » (a value set, bonuses cleared)."""
    state = game()
    giver = character(state, "A", "Alpha", spirit=2, hp=20)
    taker = character(state, "A", "Bravo", spirit=0, hp=20)
    amulet = attach(state, card("Amulette", "objet"), giver)
    stats.modify(state, giver, "spirit", "base", 4, amulet, "leaves", "Amulette")
    stats.modify(state, taker, "spirit", "add", 1, None, "never", "bonus")
    state.trace.entries.clear()
    moving.move(state, amulet, taker, "Porte-bonheur")
    assert [(e.rule, e.text) for e in state.trace.entries] == [
        ("eredan.cards.move", "Amulette quitte Alpha, ses effets y cessent : attaque 2/4, défense 0, esprit 4 → "
                              "attaque 2/4, défense 0, esprit 2"),
        ("eredan.cards.move", "Porte-bonheur : Amulette passe de Alpha à Bravo sans se réactiver ; seuls ses effets "
                              "permanents le suivent (caractéristiques : esprit base = 4), pas ses effets "
                              "d'activation"),
        ("eredan.resolve.attach", "Amulette s'attache à Bravo"),
        ("eredan.cards.move", "Bravo : esprit base = 4 (Amulette) : 1 → 5"),
    ]
