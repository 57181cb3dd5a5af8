"""The moments of a case told as an ordered list of actions, declared once as a table.

A case starts (« start ») and ends (« end »); between them come numbered moments: each action ends
(« after action N »), and a game adds its own (Wakfu and Arcmage: « after combat T », « end of turn T »; WoW
Minis: « after window N », « after wave N », « end of tick N »).  A game declares them as a :class:`Moments`
of :class:`Numbered` moments, which gives what the game declares as its moments (:attr:`Moments.table`), a
moment in French (:meth:`Moments.fr`), the engine's key of a moment a case names (:meth:`Moments.key`, refusing
an unknown one) and a key back in the scenario's words (:meth:`Moments.describe`).

:data:`TURNS` are the moments of a game played by turns and actions (Wakfu, Arcmage), with
:func:`moment_key` (refusing a moment the case never reaches), :func:`moment_fr` and :func:`describe`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from . import french
from .errors import UserError, Where, did_you_mean

MomentKey = tuple[Any, ...]


@dataclass(frozen=True)
class Numbered:
    """A numbered moment: its ``words`` in the scenario (« after combat »), the engine's ``key`` (« combat »),
    its French ``fr`` with ``{}`` for the number; how the moments' list names its number (``letter``, « T »)
    and the table its placeholder (« <tour> »); ``meaning``, what the table says of it when more than ``fr``;
    ``example``, the number of the moment suggested to a misspelt one."""

    words: str
    key: str
    fr: str
    letter: str = "N"
    placeholder: str = "<N>"
    meaning: str = ""
    example: int = 1


class Moments:
    """« start », the ``numbered`` moments, « end »."""

    def __init__(self, *numbered: Numbered) -> None:
        self.numbered = {n.words: n for n in numbered}
        self._by_key = {n.key: n for n in numbered}
        self._pattern = re.compile("(" + "|".join(re.escape(n.words) for n in numbered) + r") (\d+)")
        self.table: dict[str, str] = {"start": "au début du cas"}
        for n in numbered:
            self.table[f"{n.words} {n.placeholder}"] = n.meaning or n.fr.format(n.placeholder)
        self.table["end"] = "à la fin du cas"

    def fr(self, moment: str) -> str:
        """« after action 2 » -> « après l'action 2 »; a moment it does not know is returned as written."""
        if moment in ("start", "end"):
            return self.table[moment]
        match = self._pattern.fullmatch(moment)
        return self.numbered[match.group(1)].fr.format(match.group(2)) if match else moment

    def key(self, text: str, where: Where) -> MomentKey:
        """The engine's key of a moment: ``("start",)``, ``("end",)`` or (its key, its number); a UserError at
        ``where`` for a moment of no known form."""
        if text in ("start", "end"):
            return (text,)
        match = self._pattern.fullmatch(text)
        if not match:
            examples = [f"{n.words} {n.example}" for n in self.numbered.values()]
            listing = ", ".join(["start", *(f"{n.words} {n.letter}" for n in self.numbered.values()), "end"])
            raise UserError(f"moment inconnu : « {text} »", where,
                            did_you_mean(text, ["start", "end", *examples]) or f"moments : {listing}")
        return (self.numbered[match.group(1)].key, int(match.group(2)))

    def describe(self, key: MomentKey) -> str:
        """A moment key in the scenario's words: ("combat", 2) -> « after combat 2 »."""
        if key[0] in ("start", "end"):
            return str(key[0])
        return f"{self._by_key[key[0]].words} {key[1]}"


AFTER_ACTION = Numbered("after action", "action", "après l'action {}")

TURNS = Moments(AFTER_ACTION,
                Numbered("after combat", "combat", "après le combat du tour {}", "T", "<tour>"),
                Numbered("end of turn", "turn-end", "à la fin du tour {}", "T", "<tour>"))
MOMENTS = TURNS.table
moment_fr = TURNS.fr
describe = TURNS.describe


def check_action(text: str, number: int, actions: int, where: Where) -> None:
    """Refuse « after action N » when the case has no action N."""
    if not 1 <= number <= actions:
        had = f"a {french.count(actions, 'action')}" if actions else "n'a aucune action"
        raise UserError(f"moment « {text} » : ce cas {had}", where)


def moment_key(text: str, actions: int, first: int, last: int, where: Where) -> MomentKey:
    """The engine's key of a moment of :data:`TURNS` in a case with ``actions`` actions played from turn ``first``
    to ``last``: ``("start",)``, ``("action", N)``, ``("combat", T)``, ``("turn-end", T)``, ``("end",)``."""
    key = TURNS.key(text, where)
    if len(key) == 1:
        return key
    kind, number = key
    if kind == "action":
        check_action(text, number, actions, where)
        return key
    if not first <= number <= last:
        raise UserError(f"moment « {text} » : le tour {number} n'est pas joué dans ce cas (tours {first} à "
                        f"{last})", where)
    if kind == "turn-end" and number == last:
        raise UserError(f"moment « {text} » : le tour {number} ne finit pas dans ce cas (ajoutez "
                        f"{{by: …, end_turn: true}})", where)
    return key
