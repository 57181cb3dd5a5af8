"""Initiative (wiki, « Initiative »): who starts may be drawn from the tickets in a case, and the odds are an
expectation (``A.initiative: 7/12``, ``A.tickets: 7``).  The ruling is
``scenarios/eredan/regles/initiative-tickets-chance-de-commencer.yaml``."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tests.helpers import cli, game, line_of, rules_cited, scenario_text, write

INITIATIVE = """\
    setup:
      initiative: draw
      initiative_bonus: {A: 2}
      A: {characters: [Alpha]}
      B: {characters: [Beta]}
    fight: {A: Alpha, B: Beta}
    expect:
      start of turn:
        A.initiative: EXPECTED
"""


def _initiative_case(expected: str) -> str:
    text = scenario_text()
    start = text.index("    setup:\n      A: {characters: [Alpha]}")
    return text[:start] + INITIATIVE.replace("EXPECTED", expected)


@pytest.mark.parametrize("expected", ["7/12", "14/24", "7 / 12"])
def test_initiative_odds_are_a_fraction(tmp_path, expected):
    code, out, err = cli("check", str(write(tmp_path, _initiative_case(expected))))
    assert code == 0, out + err


def test_wrong_initiative_odds_fail_with_the_computed_fraction(tmp_path):
    code, out, err = cli("check", str(write(tmp_path, _initiative_case("2/3"))))
    assert code == 1 and "7/12" in out + err


def test_initiative_odds_must_be_a_fraction(tmp_path):
    code, _out, err = cli("check", str(write(tmp_path, _initiative_case("beaucoup"))))
    assert code == 2 and "fraction" in err


def test_drawn_initiative_only_at_the_first_turn(tmp_path):
    text = _initiative_case("7/12").replace("      initiative: draw\n", "      initiative: draw\n      turn: 3\n")
    code, _out, err = cli("check", str(write(tmp_path, text)))
    assert code == 2 and f"essai.yaml:{line_of(text, 'turn: 3')}" in err and "au tour 1" in err


def test_a_malus_cannot_take_more_than_the_five_tickets(tmp_path):
    text = _initiative_case("0").replace("initiative_bonus: {A: 2}", "initiative_bonus: {A: -6}")
    code, _out, err = cli("check", str(write(tmp_path, text)))
    assert code == 2 and "aurait -1 ticket :" in err and "essai.yaml:" in err


def test_the_draw_is_each_ticket_once():
    from rulings.core.chance import outcomes
    from rulings.games.eredan import initiative

    def run(chance):
        state = game()
        state.chance, state.tickets = chance, {"A": 3, "B": 1}
        return initiative.draw(state), rules_cited(state)

    drawn = [(p, who) for p, _chance, (who, _rules) in outcomes(run)]
    assert len(drawn) == 4 and sum(p for p, who in drawn if who == "A") == Fraction(3, 4)
    assert all(rules == ["eredan.setup.initiative"] for _p, _c, (_w, rules) in outcomes(run))


@pytest.mark.parametrize("counts, runs, share_a", [({"A": 5, "B": 5}, 2, Fraction(1, 2)),
                                                  ({"A": 6, "B": 8}, 7, Fraction(3, 7)),
                                                  ({"A": 5, "B": 0}, 1, Fraction(1))])
def test_the_draw_replays_as_few_outcomes_as_the_odds_allow(counts, runs, share_a):
    from rulings.core.chance import outcomes
    from rulings.games.eredan import initiative

    def run(chance):
        state = game()
        state.chance, state.tickets = chance, dict(counts)
        return initiative.draw(state)

    drawn = [(p, who) for p, _chance, who in outcomes(run)]
    assert len(drawn) == runs and sum(p for p, who in drawn if who == "A") == share_a
    assert initiative.chances(counts)["A"] == share_a


def test_the_draw_is_the_pick_a_case_fixes_as_initiative_and_is_shown_as_the_ticket_drawn():
    from rulings.core.chance import Chance
    from rulings.games.eredan import initiative

    state = game()
    state.chance, state.tickets = Chance({"initiative": "B"}), {"A": 9, "B": 1}
    assert initiative.draw(state) == "B"
    assert state.chance.picks == [("ticket tiré", "B")] and state.chance.used == {"initiative"}


def test_odds_of_too_many_tickets_to_draw_name_the_ticket_drawn():
    from rulings.core.errors import UserError
    from rulings.games.eredan import initiative

    with pytest.raises(UserError, match="ticket tiré"):
        initiative.chances({"A": 5004, "B": 5})


def test_a_step_listening_without_an_interpreter_says_what_to_import(monkeypatch):
    """A developer's mistake, not a user's: the message says which package installs the interpreter."""
    from rulings.games.eredan import events

    monkeypatch.setattr(events, "_interpreter", None)
    with pytest.raises(RuntimeError) as caught:
        events._installed()
    assert str(caught.value) == ("a step listens to an event, but no effect interpreter is installed: "
                                 "import rulings.games.eredan.effects before running a game")


# --- events every living character hears (events.broadcast) -------------------------------------------------

WATCHER = """\
    - {name: Guetteur, attack: 2/2, defense: 0, hp: 10, text: "Personnage d'essai.", source: {kind: reconstructed},
       abilities: [{when: card_played, if: {played: {by: opponent}}, stat: attack, add: 1, target: self}]}
"""


def _watched(tmp_path, expected: str) -> tuple[int, str, str]:
    text = scenario_text().replace("  cards:\n", WATCHER + "  cards:\n", 1)
    text = text.replace("      B: {characters: [Beta]}", "      B: {characters: [Beta, Guetteur]}")
    text = text.replace("        Alpha.attack: 3/3", f"        Guetteur.attack: {expected}")
    return cli("check", str(write(tmp_path, text)))


def test_a_living_characters_ability_hears_a_card_played_by_its_opponent(tmp_path):
    code, out, err = _watched(tmp_path, "3/3")
    assert code == 0, out + err
    code, out, err = _watched(tmp_path, "2/2")
    assert code == 1 and "3/3" in out
