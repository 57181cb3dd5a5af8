"""A card's « à la fin du combat » effect fires once (rulings.games.eredan.turn): an object played this turn is
both attached and among the cards played, and is counted once; an action, discarded at the end of the combat,
still has its effect."""

from __future__ import annotations

import pytest
from helpers import cli, scenario_text, write

CARD = ('    - {{name: Baume, type: {type}, text: "x", source: {{kind: reconstructed}},\n'
        '       effects: [{{when: end_of_combat, damage: 1, kind: direct}}]}}\n')


@pytest.mark.parametrize("kind", ["objet, duration: permanent", "action"])
def test_an_end_of_combat_effect_fires_once(tmp_path, kind):
    """Beta: 10 HP, 2 from Alpha's attack, 1 from Baume at the end of the combat."""
    text = scenario_text().replace("  cards:\n", "  cards:\n" + CARD.format(type=kind), 1)
    text = text.replace("play: {A: [Frappe]}", "play: {A: [Baume]}").replace("after Frappe:", "end:")
    text = text.replace("Alpha.attack: 3/3", "Beta.hp: 7")
    assert cli("check", str(write(tmp_path, text))) == (0, "1 vérifié, 0 en échec\n", "")
