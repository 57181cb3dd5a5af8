"""French words for search: folding, tokens, plural stripping, small typos.

Everything here is pure standard library and cheap, because ``rulings ask``
runs it at every call:

* :func:`fold`: lower case without accents (« Mâche l'âme » → « mache l'ame »,
  « cœur » → « coeur »), for search only (signs such as « » are dropped);
* :func:`terms`: the searchable terms of a text: folded words, French stop
  words removed, simple plurals stripped (« objets » → « objet »,
  « chevaux » → « cheval »);
* :func:`within`: edit distance (insertions, deletions, substitutions and
  swaps of two neighbours) bounded by 1 or 2, computed only as far as needed.
"""

from __future__ import annotations

import functools
import re
import unicodedata

_WORD = re.compile(r"[a-z0-9]+")
_LIGATURES = (("œ", "oe"), ("Œ", "oe"), ("æ", "ae"), ("Æ", "ae"), ("’", "'"), ("ß", "ss"))

STOP = frozenset("""
a au aux avec c ce ces cet cette d dans de des du elle elles en est et il ils je l la le les leur leurs lui
m ma mais me mes meme n ne ni nos notre nous on ou par pas peut plus pour qu que qui s sa se ses si son sont
sur t ta te tes toi ton tu un une vos votre vous y quand quoi comment est-ce ca cela
""".split())


def fold(text: str) -> str:
    """Lower case, accents and ligatures removed (other non-ASCII signs too: they are not words)."""
    if text.isascii():
        return text.lower()
    for sign, letters in _LIGATURES:
        if sign in text:
            text = text.replace(sign, letters)
    decomposed = unicodedata.normalize("NFKD", text)
    return decomposed.encode("ascii", "ignore").decode("ascii").lower()


@functools.lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """Strip a French plural: objets → objet, chevaux → cheval, jeux → jeu (a folded word)."""
    if len(word) > 4 and word.endswith("aux"):
        return word[:-3] + "al"
    if len(word) > 3 and word.endswith(("eux", "oux")):
        return word[:-1]
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def terms(text: str) -> list[str]:
    """Searchable terms of ``text``, in order (repeats kept)."""
    return [stem(w) for w in _WORD.findall(fold(text)) if len(w) > 1 and w not in STOP]


def max_typos(term: str) -> int:
    """How many typos a query term may carry: none under 4 letters, 1 under 8, else 2."""
    return 0 if len(term) < 4 else 1 if len(term) < 8 else 2


def within(a: str, b: str, limit: int) -> int | None:
    """Edit distance of ``a`` and ``b`` if it is at most ``limit`` (swaps count 1), else None."""
    if a == b:
        return 0
    if abs(len(a) - len(b)) > limit:
        return None
    if len(set(a) ^ set(b)) > 2 * limit:   # each edit changes at most two letters of the letter set
        return None
    previous2: list[int] | None = None
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i] + [0] * len(b)
        best = i
        for j, cb in enumerate(b, 1):
            cost = 0 if ca == cb else 1
            value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if previous2 is not None and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                value = min(value, previous2[j - 2] + 1)
            current[j] = value
            best = min(best, value)
        if best > limit:
            return None
        previous2, previous = previous, current
    return previous[-1] if previous[-1] <= limit else None
