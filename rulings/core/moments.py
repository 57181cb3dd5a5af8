"""The moments of a case told as an ordered list of actions, shared by the games that describe cases so.

A case starts (« start »), each action ends (« after action N »), a turn's combat
ends (« after combat T »), a turn ends (« end of turn T »), the case ends
(« end »).  :data:`MOMENTS` is what such a game declares as its moments, and
:func:`moment_fr` says one of them in French.  A game may add its own moments
and fall back on :func:`moment_fr` for these.
"""

from __future__ import annotations

import re

MOMENTS = {"start": "au début du cas", "after action <N>": "après l'action <N>",
           "after combat <tour>": "après le combat du tour <tour>", "end of turn <tour>": "à la fin du tour <tour>",
           "end": "à la fin du cas"}
_NUMBERED = re.compile(r"(after action|after combat|end of turn) (\d+)")
_NUMBERED_FR = {"after action": "après l'action {}", "after combat": "après le combat du tour {}",
                "end of turn": "à la fin du tour {}"}


def moment_fr(moment: str) -> str:
    """« after action 2 » -> « après l'action 2 »; a moment it does not know is returned as written."""
    if moment in ("start", "end"):
        return MOMENTS[moment]
    match = _NUMBERED.fullmatch(moment)
    return _NUMBERED_FR[match.group(1)].format(match.group(2)) if match else moment
