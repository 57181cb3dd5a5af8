"""The light catalogue of the cards a game knows beyond its database (the optional ``known_cards`` of the contract).

Eredan's client knows 2,791 cards; the rulings use about a hundred, which have their own pages.  The others
are listed here, light: a few alphabetical pages per game (a letter, split into pages of at most
:data:`PER_PAGE` cards), one section per card whose heading is the card's name (the search indexes each
section apart, so it finds the card), with its text, its other texts folded, and their credit.  A page per
card would multiply the build's pages by six.  The cards of the database are linked from each letter, to their
own pages.
"""

from __future__ import annotations

import posixpath
import re
from collections import defaultdict
from collections.abc import Callable

from markupsafe import Markup

from rulings import games
from rulings.core import french

from .html_blocks import esc
from .text import folded, slug, text

PER_PAGE = 30        # cards per page: a page stays under the 15 screens a reader scrolls (tests/test_pages.py)
FOLDER = "catalogue"
BOOST = 2            # as a ruling; below a card's own page (3): a card of the database stays first for its name


def letter(name: str) -> str:
    """The letter a card is filed under: its first letter without accent, « # » for a digit or a sign."""
    first = folded(name).lstrip(" '\"«.-+")[:1]
    return first.upper() if first.isalpha() else "#"


def anchor(name: str) -> str:
    return slug(name)


def index_path(game_name: str) -> str:
    return f"{game_name}/{FOLDER}/index.md"


def _page_name(key: str, part: int, parts: int) -> str:
    stem = "autres" if key == "#" else key.lower()
    return f"{stem}-{part}" if parts > 1 else stem


def layout(cards: dict) -> dict[str, list]:
    """Page stem -> its cards (CardFacts), in alphabetical order: one letter per page, split when long."""
    by_letter = defaultdict(list)
    for name in sorted(cards, key=lambda n: (folded(n), n)):
        by_letter[letter(name)].append(cards[name])
    pages = {}
    for key in sorted(by_letter, key=lambda k: (k != "#", k)):
        members = by_letter[key]
        parts = -(-len(members) // PER_PAGE)
        size = -(-len(members) // parts)
        for part in range(parts):
            pages[_page_name(key, part + 1, parts)] = members[part * size:(part + 1) * size]
    return pages


def anchors(members: list) -> list[str]:
    """The anchor of each card's section on its page: its name's slug, made unique on the page."""
    seen, out = set(), []
    for facts in members:
        base = candidate = anchor(facts.name)
        number = 1
        while candidate in seen:
            number += 1
            candidate = f"{base}-{number}"
        seen.add(candidate)
        out.append(candidate)
    return out


def card_paths(game_name: str, cards: dict) -> dict[str, str]:
    """Card name -> ``<game>/catalogue/<page>.md#anchor`` of its section."""
    return {facts.name: f"{game_name}/{FOLDER}/{stem}.md#{name}"
            for stem, members in layout(cards).items()
            for facts, name in zip(members, anchors(members), strict=True)}


def _paragraphs(value: str) -> list[list[str]]:
    """The lines of each paragraph of a text (paragraphs apart by a blank line; blank lines left out)."""
    return [[line for line in p.splitlines() if line.strip()]
            for p in re.split(r"\n\s*\n", value.strip()) if p.strip()]


def quote(value: str) -> str:
    """A text of several paragraphs as a Markdown quotation."""
    return "\n>\n".join("> " + "  \n> ".join(text(line) for line in lines) for lines in _paragraphs(value))


def credit(origin, escaped: Callable[[str], str] = text) -> str:
    """The credit line of a text's origin (empty without one); ``escaped``: :func:`text` in Markdown, ``esc`` in
    HTML kept out of it."""
    return f'<small class="rulings-credit">{escaped(origin.credit)}</small>' if origin.credit else ""


def quote_html(value: str) -> str:
    """:func:`quote` as HTML: a paragraph per paragraph, a line break per line."""
    return "<blockquote>" + "".join("<p>" + "<br>".join(esc(line) for line in lines) + "</p>"
                                    for lines in _paragraphs(value)) + "</blockquote>"


def section(facts, name: str, block: Callable[[str], str]) -> str:
    """One card (``name``: its anchor): its name as a heading (the search finds it with or without its accents,
    and an acronym as one word: rulings/site/search.py), then, as HTML kept out of Markdown (``block``: a
    card's text is plain text, and the catalogue's thousands of them made most of the build's Markdown), its
    facts, its text with its credit, its other texts folded."""
    facts_line = " · ".join(f"{esc(label)} : {esc(value)}" for label, value in facts.facts)
    credited = f"<p>{credit(facts.origin, esc)}</p>" if facts.origin.credit else ""
    body = [f"<p><small>{facts_line}</small></p>" if facts_line else "", quote_html(facts.text), credited]
    if facts.more_texts:
        count = french.count(len(facts.more_texts), "autre texte", "autres textes")
        body.append(f'<details class="note"><summary>{esc(count)} du client</summary>'
                    + "".join(f"<p>{esc(more.label)} :</p>{quote_html(more.text)}" for more in facts.more_texts)
                    + "</details>")
    return f"## {text(facts.name)} {{#{name}}}\n\n{block(''.join(body))}\n"


def generate(report, block: Callable[[str], str]) -> dict[str, str]:
    """{path: Markdown} of every game's catalogue (games whose ``known_cards`` are none have none); ``block`` keeps
    an HTML block out of Markdown (:meth:`rulings.site.pages.Site.block`)."""
    out = {}
    for game in games.all_games():
        cards = game.known_cards(report.root)
        if not cards:
            continue
        database = game.catalogue(game.database(report.root))
        pages = layout(cards)
        out.update(_game_pages(game, cards, database, pages, block))
    return out


def _database_links(game_name: str, page: str, database: dict, key: str) -> str:
    """The cards of the database filed under ``key``: they have their own pages."""
    names = sorted((n for n in database if letter(n) == key), key=folded)
    if not names:
        return ""
    links = ", ".join(f"[{text(n)}]({posixpath.relpath(f'{game_name}/cartes/{slug(n)}.md', posixpath.dirname(page))})"
                      for n in names)
    return f"Cartes des décisions ({len(names)}), sur leurs propres pages : {links}.\n"


def _game_pages(game, cards: dict, database: dict, pages: dict, block: Callable[[str], str]) -> dict[str, str]:
    name = game.name
    out = {}
    first = next(iter(cards.values()))
    credit = first.origin.credit
    stems = list(pages)
    navigation = " · ".join(f"[{text(_label(stem, pages[stem]))}]({stem}.md)" for stem in stems)
    for i, stem in enumerate(stems):
        path = f"{name}/{FOLDER}/{stem}.md"
        members = pages[stem]
        title = f"Catalogue {_label(stem, members)}"
        key = letter(members[0].name)
        lines = ["---", f"title: {title}", "search:", f"  boost: {BOOST}", "---", "",
                 f"# {title} — {text(game.title)}", "",
                 f"Le texte du jeu de {french.count(len(members), 'carte')}, sans décision ni effet modélisé "
                 f"([catalogue]({'index.md'})). Textes : {text(credit)}.", ""]
        if stem.split("-")[0] != (stems[i - 1].split("-")[0] if i else None):
            lines.append(_database_links(name, path, database, key))
        lines.extend(section(facts, anchor_name, block)
                     for facts, anchor_name in zip(members, anchors(members), strict=True))
        neighbours = [f"[← {text(_label(stems[i - 1], pages[stems[i - 1]]))}]({stems[i - 1]}.md)" if i else "",
                      f"[{text(_label(stems[i + 1], pages[stems[i + 1]]))} →]({stems[i + 1]}.md)"
                      if i + 1 < len(stems) else ""]
        lines += ["---", "", " · ".join(n for n in neighbours if n), "", f"<small>{text(credit)}</small>", ""]
        out[path] = "\n".join(lines)
    total = len(cards)
    out[index_path(name)] = "\n".join([
        "---", "title: Catalogue des cartes", "---", "",
        f"# Catalogue des cartes — {text(game.title)}", "",
        f"Le texte de chacune des {total} cartes du jeu qu'aucune décision n'utilise encore, tel que le client du jeu "
        f"l'affiche (toutes ses versions), rangé par ordre alphabétique ; la recherche trouve chaque carte par son "
        f"nom. Le moteur ne modélise pas leurs effets : « rulings new » peut définir l'une d'elles dans un scénario "
        f"depuis son texte. Les cartes des décisions ont leurs propres pages ([Cartes](../cartes/index.md)).", "",
        f"Textes : {text(credit)}.", "", navigation, ""])
    return out


def _label(stem: str, members: list) -> str:
    """« A (1) » for a split letter, « A » otherwise, « # » for names starting with a digit or a sign."""
    key, _, part = stem.partition("-")
    key = "#" if key == "autres" else key.upper()
    return f"{key} ({part})" if part else key


# --- the other texts of a card page ---------------------------------------------------------------------------

def texts_block(facts) -> Markup:
    """What a card page shows after its text: its other texts (the game's own text beside a quoted one) with
    their origin and credit, the remarks on its texts, and the abilities the engine does not model."""
    lines = []
    for more in facts.more_texts:
        origin = more.origin
        where = f", `{origin.document}`" if origin.document else ""
        lines += [f"**{text(more.label)}**", "", quote(more.text), ">",
                  f"> — *texte de la carte*{where}", "", credit(origin), ""]
        lines += [f"- *{text(label)}* : {text(value)}" for label, value in more.notes] + [""]
    if facts.remarks:
        lines += [f"- *{text(label)}* : {text(value)}" for label, value in facts.remarks] + [""]
    if facts.unmodelled:
        lines += ['!!! note "Non modélisé"', "",
                  "    Capacités du texte qu'aucune décision n'utilise : le moteur ne les modélise pas.", ""]
        lines += [f"    - {text(part)} — *non modélisé*" for part in facts.unmodelled] + [""]
    return Markup("\n".join(lines))        # Markdown whose values are escaped (a template must not escape it again)
