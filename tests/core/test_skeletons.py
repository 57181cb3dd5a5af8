"""What every game's ``rulings new`` shares (:mod:`rulings.core.skeletons`): the first lines of the skeleton's case."""

from __future__ import annotations

from rulings import games
from rulings.core import skeletons
from tests.helpers import ROOT


def test_the_skeleton_s_case_starts_with_its_name_and_the_game_s_comment_on_it():
    """``note``, when a game gives one, is a comment on the case's name (Eredan's: « un cas = une situation »)."""
    assert skeletons.case_head("un cas = une situation") == [
        "cases:", "  - name: exemple    # un cas = une situation", "    title: ???", "    setup:"]
    assert skeletons.case_head() == ["cases:", "  - name: exemple", "    title: ???", "    setup:"]
    text = games.get("eredan").skeleton("essai", {}, {}, "Essai", ROOT)
    assert "\ncases:\n  - name: exemple    # un cas = une situation\n    title: ???\n" in text
