"""Eredan's source documents and the sections the knowledge base must cover.

* the rulings blog (``000_…``): every post of ``blog-posts.tsv`` with content,
  as « Règles avancées » (rule articles) or « Subtilité des cartes » (card
  posts), newest first;
* the wiki's rules page (``001_…``): the sections that state a rule of play
  the engine models, the runes among them.  Deck building is checked by ``rulings deck``;
  the classes' effects are not modelled yet, so they are not listed.
"""

from __future__ import annotations

from pathlib import Path

from rulings.core import sources
from rulings.core.game import Section, SourceDocument

BLOG = "000_ed20e611d15ee255.txt"
WIKI = "001_2ff38b26577f617c.txt"
BLOG_GROUPS = {"rules": "Règles avancées (blog, 2011)", "card": "Subtilité des cartes (blog, 2011)"}
WIKI_GROUP = "Page de règles du wiki"
WIKI_SECTIONS = (
    "Conditions de victoire", "Initiative", "Phase 3 : Résolution de l'affrontement", "Activation de l'Ordre",
    "Attaque d'un magicien / dégâts des Sortilèges",
    "Dégâts et Résistance aux Sortilèges et Théurgies", "Ordre de résolution des cartes",
    "Restrictions des objets", "Restrictions des Familiers", "Les cartes rappelées",
    "Cas particuliers\u00a0: Le multi-classage", "Races", "Effets de combat et effets de tour",
    "Comment fonctionnent les runes en jeu ?",
)


def blog_posts(seeds: Path) -> list[dict]:
    """The blog's posts with content (``blog-posts.tsv``): kind (rules | card), date, exact title."""
    return [{"kind": r["kind"], "date": r["date"], "title": r[next(k for k in r if k.startswith("post title"))]}
            for r in sources.table(seeds, "blog-posts.tsv")]


def documents(seeds: Path) -> list[SourceDocument]:
    posts = sorted(blog_posts(seeds), key=lambda p: (p["kind"] != "rules", p["date"]), reverse=False)
    blog = tuple(Section(p["title"], BLOG_GROUPS[p["kind"]], p["date"]) for p in posts)
    wiki = tuple(Section(title, WIKI_GROUP) for title in WIKI_SECTIONS)
    return [SourceDocument(BLOG, blog, newest_first=True), SourceDocument(WIKI, wiki)]
