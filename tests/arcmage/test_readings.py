"""Arcmage's open readings (``rulings.games.arcmage.branch_points``): each a question of the « Awesome Rules Concept »
page, its alternatives argued by the page's words, the first the default. The readings are made at import: the way
they are made is checked here again, inside a test."""

from __future__ import annotations

from rulings.core.branch_points import Alternative, Reading, Support
from rulings.games.arcmage import branch_points
from rulings.games.arcmage.rules import DOCUMENT


def test_a_reading_of_the_page_cites_the_page_and_defaults_to_its_first_alternative():
    made = branch_points._reading("exemple", "Une question ?", "combat.exemple", ("oui", "oui : ainsi", "« Oui. »"),
                                  ("non", "non : autrement", "« Non. »"))
    assert made == Reading("exemple", "Une question ?", "arcmage.combat.exemple",
                           (Alternative("oui", "oui : ainsi", (Support(DOCUMENT, "« Oui. »"),)),
                            Alternative("non", "non : autrement", (Support(DOCUMENT, "« Non. »"),))),
                           default="oui")


def test_every_reading_is_filed_under_its_name_with_an_arcmage_rule():
    readings = branch_points.READINGS
    assert len(readings) == 28
    for name, reading in readings.items():
        assert reading.name == name and reading.rule.startswith("arcmage.") and reading.question.endswith("?")
        assert reading.default == reading.alternatives[0].name and len(reading.alternatives) >= 2
        assert all(support.document == DOCUMENT for a in reading.alternatives for support in a.support)
