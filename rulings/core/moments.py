"""The moments of a case told as an ordered list of actions, shared by the games that describe cases so.

A case starts (« start »), each action ends (« after action N »), a turn's combat
ends (« after combat T »), a turn ends (« end of turn T »), the case ends
(« end »).  :data:`MOMENTS` is what such a game declares as its moments, and
:func:`moment_fr` says one of them in French.  A game may add its own moments
and fall back on :func:`moment_fr` for these.  :func:`moment_key` names such a moment
for the engine (refusing one the case never reaches) and :func:`describe` says a key
back in the scenario's words.
"""

from __future__ import annotations

import re

from . import french
from .errors import UserError, Where, did_you_mean

MOMENTS = {"start": "au début du cas", "after action <N>": "après l'action <N>",
           "after combat <tour>": "après le combat du tour <tour>", "end of turn <tour>": "à la fin du tour <tour>",
           "end": "à la fin du cas"}
_NUMBERED = re.compile(r"(after action|after combat|end of turn) (\d+)")
_KEYS = {"after action": "action", "after combat": "combat", "end of turn": "turn-end"}
_WORDS = {key: words for words, key in _KEYS.items()}
_NUMBERED_FR = {"after action": "après l'action {}", "after combat": "après le combat du tour {}",
                "end of turn": "à la fin du tour {}"}


def moment_fr(moment: str) -> str:
    """« after action 2 » -> « après l'action 2 »; a moment it does not know is returned as written."""
    if moment in ("start", "end"):
        return MOMENTS[moment]
    match = _NUMBERED.fullmatch(moment)
    return _NUMBERED_FR[match.group(1)].format(match.group(2)) if match else moment


def moment_key(text: str, actions: int, first: int, last: int, where: Where) -> tuple:
    """The engine's key of a moment of a case with ``actions`` actions played from turn ``first`` to ``last``:
    ``("start",)``, ``("action", N)``, ``("combat", T)``, ``("turn-end", T)``, ``("end",)``."""
    if text in ("start", "end"):
        return (text,)
    match = _NUMBERED.fullmatch(text)
    if not match:
        raise UserError(f"moment inconnu : « {text} »", where,
                        did_you_mean(text, ["start", "end", "after action 1", "after combat 1", "end of turn 1"])
                        or "moments : start, after action N, after combat T, end of turn T, end")
    kind, number = _KEYS[match.group(1)], int(match.group(2))
    if kind == "action":
        if not 1 <= number <= actions:
            had = f"a {french.count(actions, 'action')}" if actions else "n'a aucune action"
            raise UserError(f"moment « {text} » : ce cas {had}", where)
        return (kind, number)
    if not first <= number <= last:
        raise UserError(f"moment « {text} » : le tour {number} n'est pas joué dans ce cas (tours {first} à "
                        f"{last})", where)
    if kind == "turn-end" and number == last:
        raise UserError(f"moment « {text} » : le tour {number} ne finit pas dans ce cas (ajoutez "
                        f"{{by: …, end_turn: true}})", where)
    return (kind, number)


def describe(key: tuple) -> str:
    """A moment key in the scenario's words: ("combat", 2) -> « after combat 2 »."""
    if key[0] in ("start", "end"):
        return key[0]
    return f"{_WORDS[key[0]]} {key[1]}"
