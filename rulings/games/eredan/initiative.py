"""``rulings initiative``: the chance that each player starts the game, exactly.

Eredan wiki, « Initiative » (rule ``eredan.setup.initiative``): each player has
5 initiative points, one ticket each; every bonus point of initiative is one
more ticket; the computer draws one ticket and its owner starts.  The chance
is the player's share of the tickets, drawn through :mod:`rulings.core.chance`
like every other random pick of the engine, and kept as a fraction.

A case may draw who starts the same way (``setup: {initiative: draw,
initiative_bonus: {A: 2}}``, :func:`draw`) and expect the odds
(``A.initiative: 7/12``, ``A.tickets: 7``).
"""

from __future__ import annotations

import math
from fractions import Fraction

from rulings.core.chance import outcomes, percent
from rulings.core.errors import UserError, Where

from .messages import msg

BASE_TICKETS = 5
RULE = "eredan.setup.initiative"
PICK = "initiative"        # the label of the draw among the tickets, for the run's chance
WHERE = Where("rulings initiative")


def tickets(bonus_a: int = 0, bonus_b: int = 0, where: Where = WHERE) -> dict[str, int]:
    """Each player's tickets: 5 plus the bonus (a negative bonus removes tickets)."""
    counts = {"A": BASE_TICKETS + bonus_a, "B": BASE_TICKETS + bonus_b}
    for player, count in counts.items():
        if count < 0:
            raise UserError(msg("initiative.negative", player=player, count=count, base=BASE_TICKETS), where)
    if not sum(counts.values()):
        raise UserError(msg("initiative.none"), where)
    return counts


def _pool(counts: dict[str, int]) -> list[str]:
    """One entry per ticket, the counts divided by their greatest common divisor: 7 tickets against 5 are 12
    entries, 5 against 5 are 2 (same chances, fewer outcomes to replay)."""
    unit = math.gcd(*counts.values()) or 1
    return [player for player, count in counts.items() for _ in range(count // unit)]


def chances(counts: dict[str, int]) -> dict[str, Fraction]:
    """Probability that each player starts, one ticket drawn among all of them."""
    pool = _pool(counts)
    result = {player: Fraction(0) for player in counts}
    draws = outcomes(lambda chance: chance.pick(PICK, pool, msg("initiative.ticket")))
    for probability, _chance, winner in draws:
        result[winner] += probability
    return result


def draw(game) -> str:
    """Who starts the game: one ticket drawn among every player's (one pick of the game's chance, each ticket
    an outcome), traced with the rule."""
    counts = game.tickets
    winner = game.chance.pick(PICK, _pool(counts), msg("initiative.ticket"))
    game.trace.add(RULE, f"tickets d'initiative : joueur A {counts['A']}, joueur B {counts['B']} ; le ticket tiré "
                         f"est au joueur {winner}, qui commence la partie")
    return winner


def render(counts: dict[str, int], result: dict[str, Fraction]) -> str:
    total = sum(counts.values())
    lines = [msg("initiative.heading", rule=RULE, total=total, base=BASE_TICKETS)]
    for player, p in result.items():
        lines.append(msg("initiative.player", player=player, count=counts[player],
                         fraction=f"{p.numerator}/{p.denominator}", percent=percent(p)))
    return "\n".join(lines)
