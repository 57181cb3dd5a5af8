"""The start of an Arcmage game from its preparation phase (``setup.start``), in-process: each deck checked
against the deck rules with its verdict under the rule it breaks, the cities of a deck put in the reserve (all of
them, or three under the reading city-reserve-count), and the opening hands with what is left in each deck."""

from __future__ import annotations

from rulings.core.chance import Chance
from rulings.games.arcmage.setup import build_state, start
from tests.arcmage.story_cases import DB

CITIES = ["Terrier", "Deux-Ponts", "Arbre-esprit", "Armurerie", "Caserne"]
OTHERS = sorted(n for n, c in DB.cards.items() if c.type != "cite")[:15]


def _started(setup: dict, **readings) -> tuple:
    s = build_state(setup, DB, None)
    if readings:
        s.chance = Chance(readings=readings, fixed_readings=frozenset(readings))
    start(s, setup, DB)
    return s, [f"{e.rule} | {e.text}" for e in s.trace.entries]


def test_a_short_deck_is_illegal_under_the_size_rule_and_its_fourth_city_goes_to_the_reserve():
    """arcmage.deck.size and arcmage.setup.reserve: A's deck has 12 cards, 4 of them cities: the size line says
    what is missing, the verdict is « illégal » under the size rule; all four cities go to her reserve (the
    reading city-reserve-count's default), and after her 7 cards one card is left in her deck."""
    s, said = _started({"phase": "preparation", "A": {"deck": CITIES[:4] + OTHERS[:8]},
                        "B": {"deck": CITIES[:3] + OTHERS[:7]}})
    assert "arcmage.deck.size | Deck de A : le deck a 12 cartes ; il en faut exactement 45 : ajoutez 33 cartes." \
        in said
    assert "arcmage.deck.size | Le deck de A est illégal." in said
    assert ("arcmage.setup.reserve | A met à part ses 4 cités dans sa réserve, face cachée (plus de 3 : le moteur "
            "les met toutes dans la réserve) : Terrier, Deux-Ponts, Arbre-esprit et Armurerie.") in said
    assert ("arcmage.setup.reserve | B met à part ses 3 cités dans sa réserve, face cachée : Terrier, Deux-Ponts et "
            "Arbre-esprit.") in said
    assert "arcmage.setup.hand | A pioche 7 cartes, sans les montrer (1 carte reste dans son deck)." in said
    assert (s.players["A"].deck_legal, s.players["A"].reserve, len(s.players["A"].deck)) == (False, CITIES[:4], 1)


def test_a_full_deck_without_cities_is_illegal_under_the_cities_rule():
    """arcmage.deck.cities: B's deck has 45 cards (15 names, 3 of each) and no city: its size is right, its
    verdict « illégal » is given under the rule it breaks, the cities rule."""
    s, said = _started({"phase": "preparation", "A": {"deck": CITIES[:3] + OTHERS[:7]},
                        "B": {"deck": [n for n in OTHERS for _ in range(3)]}})
    assert "arcmage.deck.size | Deck de B : 45 cartes, exactement 45." in said
    assert "arcmage.deck.cities | Le deck de B est illégal." in said
    assert (s.players["B"].deck_legal, s.players["B"].deck_broken) == (False, ["arcmage.deck.cities"])


def test_with_three_cities_to_the_reserve_the_others_stay_in_the_deck_and_are_named():
    """arcmage.setup.reserve, with the reading city-reserve-count = exactly-three: A's deck has five cities: the
    first three go to her reserve, Armurerie and Caserne stay in her deck (in the plural)."""
    s, said = _started({"phase": "preparation", "A": {"deck": CITIES + OTHERS[:7]},
                        "B": {"deck": CITIES[:3] + OTHERS[:7]}}, **{"city-reserve-count": "exactly-three"})
    assert ("arcmage.setup.reserve | A met à part ses 3 cités dans sa réserve, face cachée (les trois premières de "
            "son deck ; Armurerie et Caserne y restent) : Terrier, Deux-Ponts et Arbre-esprit.") in said
    assert (s.players["A"].reserve, s.players["A"].deck) == (CITIES[:3], OTHERS[5:7])


def test_the_reserve_says_one_city_or_none_in_the_singular():
    """arcmage.setup.reserve: « sa cité » for one, and for a deck without a city no reserve at all (not « ses 0
    cité »)."""
    _s, said = _started({"phase": "preparation", "A": {"deck": CITIES[:1] + OTHERS[:7]},
                         "B": {"deck": OTHERS[:8]}})
    assert "arcmage.setup.reserve | A met à part sa cité dans sa réserve, face cachée : Terrier." in said
    assert "arcmage.setup.reserve | B n'a aucune cité à mettre à part dans sa réserve." in said
