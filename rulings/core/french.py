"""French as a judge writes it: elision and contraction of « de », numbers, lists.

Every text built from a name goes through these helpers, so that the engine
writes « l'attaque d'Aez », « les effets du Prestige », « 52 428 800 octets ».
(Probabilities: :func:`rulings.core.chance.percent`, « 33,3 % ».)
"""

from __future__ import annotations

import functools
import unicodedata
from collections.abc import Iterable

_VOWELS = frozenset("aeiou")


def _starts_with_vowel(word: str) -> bool:
    first = unicodedata.normalize("NFKD", word.lower())[:1]          # « É » -> « e » and its accent
    return first in _VOWELS or first in ("œ", "æ")


@functools.lru_cache(maxsize=4096)       # the same names, thousands of times a check
def de(name: str) -> str:
    """« de » and ``name``: « d'Aez », « d'Ensorceleuse », « du Prestige » (Le Prestige), « des Ombres »
    (Les Ombres), « de Naya ».  A single letter (a player: A, B) is not elided: « de A »."""
    if name.startswith("Le "):
        return "du " + name[3:]
    if name.startswith("Les "):
        return "des " + name[4:]
    if len(name.split(" ", 1)[0]) > 1 and _starts_with_vowel(name):
        return "d'" + name
    return "de " + name


def fill(template: str, name: str) -> str:
    """``template``'s ``{}`` filled with ``name``, « de » elided: « zone de {} » → « zone d'Arbre-esprit »."""
    if " de {}" in template:
        return template.replace(" de {}", " " + de(name), 1).replace("{}", name)
    return template.replace("{}", name)


def number(n: int) -> str:
    """A whole number with its thousands apart: « 52 428 800 »."""
    return f"{n:,}".replace(",", " ")


def count(n: int, word: str, many: str | None = None) -> str:
    """``n`` and ``word``, plural from 2 on as French has it: « 0 point », « 1 point », « 3 points »,
    « -1 point »; ``many`` for an irregular plural (« 2 PV », « 3 chevaux »)."""
    return f"{number(n)} {plural(n, word, many)}"


def plural(n: int, one: str, many: str | None = None) -> str:
    """The form of a word agreeing with ``n``, as :func:`count` chooses it: « est retiré » / « sont retirés »."""
    return one if abs(n) < 2 else (many or one + "s")


def ordinal(n: int) -> str:
    """A feminine ordinal, as the cards and piles take it: « 1ʳᵉ », « 2ᵉ »."""
    return f"{n}{'ʳᵉ' if n == 1 else 'ᵉ'}"


def decimal(value: float, digits: int | None = 1) -> str:
    """A decimal number with a comma: « 33,3 » (``digits`` after it; None: as written, « 3,5 », « -0,25 »)."""
    return (str(value) if digits is None else f"{value:.{digits}f}").replace(".", ",")


def join(items: Iterable[object], last: str = "et") -> str:
    """« a, b et c » (``last``: « ou » for alternatives)."""
    texts = [str(i) for i in items]
    if len(texts) < 2:
        return "".join(texts)
    return f"{', '.join(texts[:-1])} {last} {texts[-1]}"
