"""Card and ability effects as data, interpreted by a small set of primitives.

An effect is a list of *steps*.  A step is a mapping with exactly one
primitive key (``stat``, ``damage``, ``heal`` ...) and common keys:

``when``    resolve (default), start_of_turn, start_of_combat, end_of_combat,
            end_of_turn, static, or an event (:mod:`events`): damaged, death;
            card_played (another card's turn in the resolution came) and
            any_death (someone died)
``each``    for a card attached in an earlier turn: fire again every combat/turn
            (« à chaque »); otherwise a timed step fires only in the turn the
            card was played
``if``      a condition (see :func:`condition`)
``target``  self, opponent, carrier, carrier_opponent, fighters, allies, team,
            opponents, all, chosen, subject (whom an event is about); filtered by
            ``race``/``class``/``guild`` and ``carrying`` (a card name or subtype)
``once``    at most once per turn for the same card or character (not cumulative)
``until``   how long a characteristic change lasts (leaves, end_of_combat,
            end_of_turn, never); by default as long as the card stays in play

Each primitive is a small function registered in :data:`PRIMITIVES` together
with the parameters it accepts, so the scenario format can validate them.
The primitives that move cards between zones (hand, deck, discard, removed
from the game) are in :mod:`zones`; moving an attached card to another
character or playing it again (``move_card``, with chance) is in :mod:`moving`.
They use the modules of this package, never the package itself, which imports
them at the end: once ``effects`` is imported, :data:`PRIMITIVES` is complete
(the scenario format reads it).

Where the package sits: it uses :mod:`model`, :mod:`stats`, :mod:`events`,
:mod:`damage`, :mod:`equipment`, :mod:`restrictions` and :mod:`orders`, and
is used by :mod:`resolution` and :mod:`turn`; it never imports them.  The
steps reacting to events are found by :mod:`events` and run by ``runner``,
which installs itself there.

The package, one module per concern:

``base``        constants, :class:`Ctx` (who acts) and the primitive registry
``targets``     whom a step affects, and the choices a scenario gives
``values``      amounts (numbers, paths, counts)
``conditions``  ``if:`` conditions
``runner``      running steps at a moment, and the steps :mod:`events` finds
``stat_steps``, ``damage_steps``, ``card_steps``  the primitives themselves
``validation``  checking steps when cards and scenarios load
"""
# ruff: noqa: I001  (the imports below register the primitives: their order is the schema's and the guide's)

from .base import COMMON_KEYS, PRIMITIVES, TARGETS, WHEN, WHEN_FR, Ctx, primitive, primitive_of  # noqa: F401
from .conditions import CONDITIONS, condition  # noqa: F401
from .runner import _until, amount, run, targets_static  # noqa: F401
from ..events import broadcast, fire, static_steps  # noqa: F401,I001  (they live in events)
from .targets import _opponent, chosen, find_character, targets  # noqa: F401
from .validation import (CHOICES, MAIN_KINDS, check_amount, check_condition, check_param,  # noqa: F401
                         check_step)
from .values import VALUE_KEYS, _who, value  # noqa: F401

# Importing these modules registers their primitives (zones and moving too: they sit beside the package).
from . import stat_steps  # noqa: E402,F401,I001  (order = order of the primitives in the schema)
from . import damage_steps  # noqa: E402,F401
from . import card_steps  # noqa: E402,F401
from .. import moving, zones  # noqa: E402,F401
