"""``rulings ask``: the rulings that answer a free-text French question, best first.

Ranking, on the index of :mod:`rulings.assistant.index`:

1. each word of the question is folded (case, accents), stripped of a plural
   and matched to the index's vocabulary: exactly, or else within one typo
   (two for words of 8 letters or more), or as the start of a longer word;
2. a ruling scores, for each word of the question, the best of its matches:
   similarity × rarity of the term in the base (idf) × weight of the fields
   holding it (card names first, then title, tags, post, ruling, quote); the
   sum is scaled by the share of the question's words the ruling matches;
3. a question that *names* cards (every significant word of the card's name
   is in the question) ranks first the rulings involving the most of those
   cards: « Eblouissement Duel spirituel » puts the rulings with both first.
"""

from __future__ import annotations

import heapq
import math
import re
from dataclasses import dataclass, field

from .index import WEIGHT_OF_BITS, Index
from .words import max_typos, terms

EXACT, TYPO1, TYPO2, PREFIX = 1.0, 0.75, 0.5, 0.6
_SENTENCE_END = re.compile(r"(?<=[\w)»][.!?])\s+(?=[A-ZÀ-ÖØ-Ý«])")


@dataclass
class Result:
    doc: dict
    path: str
    score: float
    named: list = field(default_factory=list)     # cards of the question this ruling involves

    def as_dict(self) -> dict:
        d = self.doc
        return {"id": d["id"], "title": d["title"], "status": d["status"], "ruling": first_sentence(d["ruling"]),
                "cards": d["cards"], "tags": d["tags"], "post": d["post"], "path": self.path,
                "score": round(self.score, 3), "named_cards": self.named}


def first_sentence(text: str, limit: int = 240) -> str:
    """The first sentence of ``text``, cut at a word if longer than ``limit``."""
    sentence = _SENTENCE_END.split(text.strip(), maxsplit=1)[0] if text else ""
    if len(sentence) > limit:
        sentence = sentence[:limit].rsplit(" ", 1)[0].rstrip(",;:") + " …"
    return sentence


def match_terms(word: str, index: Index) -> dict[str, float]:
    """Vocabulary terms standing for one word of the question, with their similarity."""
    if word in index.postings:
        return {word: EXACT}
    found: dict[str, float] = {}
    limit = max_typos(word)
    if limit == 0:
        return found
    from .words import within

    for term in index.postings:
        if len(term) > len(word) + 1 and len(word) >= 4 and term.startswith(word):
            found[term] = PREFIX
            continue
        distance = within(word, term, limit)
        if distance is not None:
            found[term] = TYPO1 if distance == 1 else TYPO2
    return found


def named_cards(words: list[str], matches: dict[str, dict[str, float]], index: Index) -> list[str]:
    """Cards whose every significant word (repeats counted) is matched by a word of the question."""
    per_term: dict[str, int] = {}
    for word in words:
        for term in matches.get(word, ()):
            per_term[term] = per_term.get(term, 0) + 1
    candidates = {card for term in per_term for card in index.card_index.get(term, ())}
    named = []
    for card in sorted(candidates):
        card_terms = index.cards[card][0]
        if card_terms and all(per_term.get(t, 0) >= card_terms.count(t) for t in set(card_terms)):
            named.append(card)
    return named


def ask(question: str, index: Index, limit: int | None = 5, game: str | None = None) -> list[Result]:
    """Rulings answering ``question``, best first (at most ``limit``; None: all that match), of ``game`` only when
    it is given."""
    words = terms(question)
    if not words:
        from rulings.core.errors import UserError, Where

        from .messages import msg

        raise UserError(msg("ask.no_word", question=question), Where("rulings ask"), hint=msg("ask.no_word.hint"))
    unique = list(dict.fromkeys(words))
    matches = {word: match_terms(word, index) for word in unique}
    total = len(index)
    scores: dict[int, float] = {}
    covered: dict[int, int] = {}
    for word in unique:
        best: dict[int, float] = {}
        for term, similarity in matches[word].items():
            docs, bits = index.posting(term)
            factor = similarity * math.log(1 + total / len(docs))
            weights = [factor * w for w in WEIGHT_OF_BITS]
            if not best:   # the first (often the only) term of this word: no maximum to take
                best = dict(zip(docs, map(weights.__getitem__, bits), strict=True))
                continue
            for doc, value in zip(docs, map(weights.__getitem__, bits), strict=True):
                if value > best.get(doc, 0.0):
                    best[doc] = value
        if game is not None:
            kept = index.game_docs(game)
            best = {doc: value for doc, value in best.items() if doc in kept}
        for doc, value in best.items():
            scores[doc] = scores.get(doc, 0.0) + value
            covered[doc] = covered.get(doc, 0) + 1
    named = named_cards(words, matches, index)
    involved: dict[int, list[str]] = {}
    for card in named:
        for doc in index.card_docs(card):
            involved.setdefault(doc, []).append(card)
    def rank(d):
        return -len(involved.get(d, ())), -scores[d] * (0.5 + 0.5 * covered[d] / len(unique)), d

    ranked = sorted(scores, key=rank) if limit is None else heapq.nsmallest(limit, scores, key=rank)
    results = []
    for d in ranked:
        doc = index.doc(d)
        results.append(Result(doc, index.path(doc), scores[d] * (0.5 + 0.5 * covered[d] / len(unique)),
                              involved.get(d, [])))
    return results


def render(results: list[Result]) -> str:
    """Plain text for a judge: title and status, the ruling in one sentence, cards, file."""
    from rulings.core.messages import status_fr

    from .messages import msg

    lines = []
    for rank, result in enumerate(results, 1):
        d = result.doc
        lines.append(msg("ask.result", rank=rank, title=d["title"], status=status_fr(d["status"])))
        if d["ruling"]:
            lines.append(f"   {first_sentence(d['ruling'])}")
        if d["cards"]:
            lines.append(msg("ask.cards", cards=", ".join(d["cards"])))
        lines.append(f"   {result.path}")
    return "\n".join(lines)
