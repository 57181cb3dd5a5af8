"""The site's search, prepared at build time and split, so that a reader downloads only what the words typed need.

Material's own search sends every reader the whole index (5.6 MB here) and builds it in the browser on every page:
half a minute on a phone before the first result. Here the build makes the index once (:class:`Index`, fed each
page's HTML by the hook) and writes it in small files under ``search/`` (:meth:`Index.write`):

* ``search/index.js``: the manifest (a few kB): the words the search leaves out, the sections' pages, the name
  of every other file;
* ``search/t/<ab>.<version>.js``: one *shard* per two first letters of the words: every word of the site starting
  with those letters, each with its postings (the sections holding it and their score, :func:`packed`); a shard
  that would be too big for a phone is split by the words' third letter (:func:`shard_keys`);
* ``search/d/<n>.<version>.js``: the sections' addresses, titles and first words, :data:`CHUNK` sections per file,
  read only for the results shown.

``docs/assets/search.js`` loads the manifest when the reader opens the search, then only the shards of the words
typed and the sections it shows. Each file is a script calling ``__rulingsSearch(kind, key, data)``: a script tag
loads it from a server and from ``file://`` alike (a fetch from ``file://`` is refused), and the browser, then the
service worker, keeps it (the files' names change with their content).

A word is a run of letters and digits, folded (:func:`rulings.site.text.folded`: no accents, lower case), or a rule
number (« 703.1c »); the small French words (:data:`SMALL`) are left out. The score of a word in a section is
BM25 (k1 1.2, b 0.75) in each field (the title, the page's tags, the text), weighted by :data:`FIELDS` and by the
page's ``search: boost:`` (a card's page 3, a ruling 2), kept as its logarithm (:data:`SCALE`) to stay short.
Elements marked ``data-search-exclude`` (a case's trace and YAML, the workbench) are left out, as Material did.
"""

from __future__ import annotations

import functools
import hashlib
import html
import json
import math
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from .text import folded

SMALL = ("a", "au", "aux", "d", "de", "des", "du", "en", "et", "l", "la", "le", "les", "ou", "un", "une")
FIELDS = {"title": 1000.0, "tags": 100.0, "text": 1.0}   # a title's word outranks a tag's, which outranks the text's
DEEP = 0.3             # the title of a section below a level-2 heading weighs this much of a page's or a card's: a
                       # ruling lists its cards under level-3 headings, which rank below the cards' own entries
K1, B = 1.2, 0.75
SCALE = 10             # a score is kept as round(SCALE * ln(1 + BM25)): a step is a ratio of e^0.1, 1.105
LONG = 6               # a word this long or longer is also searched with one typo
SHARD_BYTES = 40_000   # a shard about this big is split by its words' third letter (a phone reads one per word)
CHUNK = 16             # sections per file of addresses and titles (10 results read about 15 files of 4 kB)
TEASER = 160           # characters of a section's text shown under its title
FOLDER = "search"
HIDDEN = "rulings-search-words"   # the class of the words a page gives the search only (hidden by rulings.css)

# a rule number keeps its dots (« 703.1c »); else a word is letters and digits: « l'adversaire » is l, adversaire
WORD = re.compile(r"[0-9]+(?:\.[0-9]+[^\W_]*)+|[^\W_]+")
_HEADING = re.compile(r'<h([1-6])\b[^>]*\bid="([^"]*)"[^>]*>(.*?)</h\1>', re.S)
_PERMALINK = re.compile(r'<a class="headerlink"[^>]*>.*?</a>', re.S)
_EXCLUDED = re.compile(r"<(\w+)\b[^>]*\bdata-search-exclude\b[^>]*>")
_INVISIBLE = re.compile(r"<(script|style)\b.*?</\1>", re.S | re.I)
_TAG = re.compile(r"<[^>]+>")
_HIDDEN = re.compile(rf'<div class="{HIDDEN}"[^>]*>(.*?)</div>', re.S)
_SPACE = re.compile(r"\s+")


@functools.lru_cache(maxsize=1 << 17)
def _folded(word: str) -> str:
    return folded(word)      # a site has some 30,000 distinct words and millions of occurrences


def words(text: str) -> list[str]:
    """The words of ``text`` as the index keeps them and the search looks them up (docs/assets/search.js does the
    same): folded, the small words left out."""
    found = (_folded(w) for w in WORD.findall(text))
    return [w for w in found if w and w not in SMALL]


def title_words(title: str) -> list[str]:
    """The words of a title; those written together when its apostrophes are left out (« l’épée », « lepee »); and
    an acronym written with dots (« P.L.O.P ») as one word too (« plop »)."""
    found = list(dict.fromkeys([*words(title), *words(folded(title))]))
    letters = [_folded(w) for w in WORD.findall(title)]
    if len(letters) > 1 and all(len(w) == 1 for w in letters):
        found.append("".join(letters))
    return found


DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


def packed(numbers: list[int]) -> str:
    """Whole numbers ≥ 0 as a text of base-64 digits, each number 5 bits a digit, the sixth bit saying that more
    digits follow: a posting (the gap to the section before, the score) takes 3 characters, where JSON's numbers
    took 6 or 7 (a common word at 10,000 rulings: 180 kB to 90 kB). docs/assets/search.js reads it back."""
    out = []
    for n in numbers:
        while n >= 32:
            out.append(DIGITS[32 | (n & 31)])
            n >>= 5
        out.append(DIGITS[n])
    return "".join(out)


def unpacked(text: str) -> list[int]:
    numbers, value, shift = [], 0, 0
    for char in text:
        digit = DIGITS.index(char)
        value |= (digit & 31) << shift
        shift += 5
        if not digit & 32:
            numbers.append(value)
            value, shift = 0, 0
    return numbers


def hidden_words(words: str) -> str:
    """HTML for ``words`` that the search finds in a page and the reader never sees (the words of a title
    without their accents, a ruling's cards, an acronym as one word): in the index, not in a result's text."""
    return f'<div class="{HIDDEN}" aria-hidden="true">{html.escape(words)}</div>'


def shard_keys(postings: dict[str, list[int]]) -> dict[str, str]:
    """Each word's shard: its first two letters; where that shard would pass :data:`SHARD_BYTES`, its first three
    (« carte » in « car », « cas » in « cas »; the words of two letters stay in « ca »). docs/assets/search.js reads
    a word in the shard of the longest key that begins it."""
    keys = {word: word[:2] for word in postings}
    sizes: dict[str, int] = {}
    for word, key in keys.items():
        sizes[key] = sizes.get(key, 0) + len(word) + 6 + 3 * len(postings[word]) // 2
    for word, key in keys.items():
        if sizes[key] > SHARD_BYTES and len(word) > 2:
            keys[word] = word[:3]
    return keys


def without_excluded(content: str) -> str:
    """``content`` without the elements marked ``data-search-exclude`` (each with everything inside it)."""
    while (start := _EXCLUDED.search(content)) is not None:
        name = start.group(1)
        tags = re.compile(rf"<(/?){name}\b[^>]*>", re.I)
        depth, end = 0, len(content)
        for tag in tags.finditer(content, start.start()):
            depth += -1 if tag.group(1) else 1
            if depth == 0:
                end = tag.end()
                break
        content = content[:start.start()] + content[end:]
    return content


def plain(fragment: str) -> str:
    """The text of an HTML fragment, its white space made single."""
    return _SPACE.sub(" ", html.unescape(_TAG.sub(" ", fragment))).strip()


@dataclass
class Section:
    url: str               # the page's address, with « #anchor » but for a page's first section
    title: str
    level: int             # its heading's: 1 for a page's top
    page: int              # the index of its page
    fields: dict[str, list[str]]
    teaser: str
    boost: float


@dataclass
class Index:
    """The sections of the site's pages, as the hook gives them, and the index written from them."""

    sections: list[Section] = field(default_factory=list)
    pages: list[str] = field(default_factory=list)       # their titles, by index

    def add_page(self, url: str, title: str, content: str, tags=(), boost: float = 1.0) -> None:
        """The sections of one page: its top (up to its first heading below the title), then one per heading
        with an anchor."""
        page = len(self.pages)
        self.pages.append(title)
        content = _INVISIBLE.sub(" ", without_excluded(content))
        cuts = [m for m in _HEADING.finditer(content) if m.group(1) != "1"]
        starts = [0, *(m.start() for m in cuts)]
        ends = [*(m.start() for m in cuts), len(content)]
        for i, (start, end) in enumerate(zip(starts, ends, strict=True)):
            if i == 0:
                heading, anchor, level, body = title, "", 1, content[start:end]
                body = _HEADING.sub(" ", body, count=1) if body.lstrip().startswith("<h1") else body
            else:
                match = cuts[i - 1]
                heading, anchor, level, body = plain(_PERMALINK.sub("", match.group(3))), match.group(2), \
                    int(match.group(1)), content[match.end():end]
            hidden = " ".join(plain(m.group(1)) for m in _HIDDEN.finditer(body))
            text = plain(_HIDDEN.sub(" ", body))
            self.sections.append(Section(
                url=url + (f"#{anchor}" if anchor else ""), title=heading, level=level, page=page,
                fields={"title": title_words(heading), "tags": words(" ".join(tags)) if i == 0 else [],
                        "text": words(hidden + " " + text)},
                teaser=_teaser(text), boost=boost))

    def postings(self) -> dict[str, dict[int, int]]:
        """Every word, and for each section holding it its score (:data:`SCALE`)."""
        count = len(self.sections) or 1
        average = {name: sum(len(s.fields[name]) for s in self.sections) / count or 1.0 for name in FIELDS}
        raw: list[dict[str, float]] = []        # each section's words, scored but for their idf
        holders: Counter[str] = Counter()
        for section in self.sections:
            scores: dict[str, float] = {}
            for name, found in section.fields.items():
                if not found:
                    continue
                weight = FIELDS[name] * (DEEP if name == "title" and section.level > 2 else 1) * section.boost
                norm = K1 * (1 - B + B * len(found) / average[name])
                for word, n in Counter(found).items():
                    scores[word] = scores.get(word, 0.0) + weight * n * (K1 + 1) / (n + norm)
            raw.append(scores)
            holders.update(scores.keys())
        idf = {word: math.log(1 + (count - n + 0.5) / (n + 0.5)) for word, n in holders.items()}
        postings: dict[str, dict[int, int]] = {}
        for number, scores in enumerate(raw):
            for word, score in scores.items():
                postings.setdefault(word, {})[number] = max(1, round(SCALE * math.log1p(score * idf[word])))
        return postings

    def write(self, site_dir: Path) -> dict[str, int]:
        """The index's files under ``site_dir/search/``; returns their sizes in bytes by kind (« manifest »,
        « shards », « sections »). The shards' and sections' files are named by the index's version, a hash of
        all of them: a new build's are new files, an unchanged index keeps its names (and the readers' caches)."""
        folder = Path(site_dir) / FOLDER
        flat: dict[str, list[int]] = {}
        for word, held in sorted(self.postings().items()):
            flat[word], previous = [], 0
            for number in sorted(held):
                flat[word] += [number - previous, held[number]]
                previous = number
        shards: dict[str, dict[str, str]] = {}
        for word, key in shard_keys(flat).items():
            shards.setdefault(key, {})[word] = packed(flat[word])
        chunks = []
        for n in range(0, len(self.sections), CHUNK):
            chunks.append([[s.url, s.title, s.teaser, *([] if s.url.find("#") < 0 else [self.pages[s.page]])]
                           for s in self.sections[n:n + CHUNK]])
        files = {**{f"t/{key}": _script("t", key, table) for key, table in shards.items()},
                 **{f"d/{n}": _script("d", n, rows) for n, rows in enumerate(chunks)}}
        version = hashlib.sha256("".join(files.values()).encode()).hexdigest()[:10]
        starts, previous = [], 0
        for number, section in enumerate(self.sections):
            if number == 0 or section.page != self.sections[number - 1].page:
                starts.append(number - previous)
                previous = number
        manifest = {"version": version, "small": list(SMALL), "long": LONG, "chunk": CHUNK,
                    "sections": len(self.sections), "starts": starts, "shards": sorted(shards),
                    "bytes": sum(len(text.encode()) for text in files.values())}
        sizes = {"manifest": 0, "shards": 0, "sections": 0}
        for path, text in files.items():
            target = folder / f"{path}.{version}.js"
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
            sizes["shards" if path.startswith("t/") else "sections"] += len(text.encode())
        text = _script("m", 0, manifest)
        (folder / "index.js").write_text(text, encoding="utf-8")
        sizes["manifest"] = len(text.encode())
        return sizes


def _teaser(text: str) -> str:
    if len(text) <= TEASER:
        return text
    cut = text.rfind(" ", 0, TEASER)
    return text[:cut if cut > TEASER // 2 else TEASER] + " …"


def _script(kind: str, key, data) -> str:
    packed = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return f"__rulingsSearch({json.dumps(kind)},{json.dumps(key)},{packed});\n"
