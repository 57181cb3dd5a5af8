"""Generate the site's Markdown pages from the verified knowledge base.

:func:`generate` returns ``{path: markdown}`` for every generated page: one per
ruling, card, character and game, the rules page, the status page, and the
tags index.  Every value from YAML goes through :func:`rulings.site.text.text`.
"""

from __future__ import annotations

import functools
import json
import re
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jinja2
from markupsafe import Markup

from rulings import games
from rulings.core import french, sources
from rulings.core.chance import percent
from rulings.core.game import CaseView
from rulings.core.kb import Report
from rulings.core.runner import by_reading, choices_text, run_case

from . import catalogue, html_blocks, search, workbench
from .text import anchor, code, folded, slug, text

TEMPLATES = jinja2.Environment(
    loader=jinja2.FileSystemLoader(Path(__file__).parent / "templates"),
    autoescape=False, finalize=lambda v: text(v) if not isinstance(v, (int, float)) else v,
    keep_trailing_newline=True, trim_blocks=False)

STATUS = {
    "confirmed": ("success", "Confirmé", "La source énonce cette règle sans réserve."),
    "unconfirmed": ("warning", "À confirmer", "La source marque ce point comme incertain (« à confirmer », "
                                              "« à vérifier » ou question ouverte), ou les sources divergent."),
    "errata": ("danger", "Errata", "La source corrige ici une règle ou un texte antérieur."),
    "bug": ("bug", "Bug", "La source décrit un comportement du jeu considéré comme un bug."),
}
STATUS_FR = {k: v[1] for k, v in STATUS.items()}


def _front_matter(title: str, tags=(), boost: float | None = None, description: str | None = None) -> Markup:
    import html

    lines = [f"title: {json.dumps(html.escape(title, quote=False), ensure_ascii=False)}"]
    if tags:
        lines.append(f"tags: {json.dumps([html.escape(t, quote=False) for t in tags], ensure_ascii=False)}")
    if boost:
        lines.append(f"search:\n  boost: {boost}")
    if description:
        lines.append(f"description: {json.dumps(html.escape(description), ensure_ascii=False)}")
    return Markup("\n".join(lines))


def _admonition(kind: str, title: str, body: str) -> Markup:
    body_lines = "\n".join("    " + line for line in body.splitlines()) or "    "
    return Markup(f'!!! {kind} "{title}"\n\n{body_lines}\n')


class Site:
    """Links between generated pages (all paths relative to ``docs/``)."""

    def __init__(self, report: Report, directory_urls: bool = True):
        self.report = report
        self.directory_urls = directory_urls
        self.blocks: dict[str, str] = {}
        self.ruling_path = {s.id: f"{s.game}/decisions/{s.id}.md" for s in report.scenarios}
        self.card_path: dict[tuple, str] = {}
        self.games = {game.name: game for game in games.all_games()}
        self.catalogues = {}                      # game -> {name: CardFacts}
        for name, game in self.games.items():
            catalogue = self.catalogues[name] = game.catalogue(game.database(report.root))
            for card in catalogue:
                self.card_path[(name, card)] = f"{name}/cartes/{slug(card)}.md"

    def block(self, html: str) -> Markup:
        """Keep a large HTML block out of Markdown: a placeholder now, the HTML after conversion."""
        key = f"<!-- rulings-block {len(self.blocks)} -->"
        self.blocks[key] = html
        return Markup(key)

    @staticmethod
    def link(from_path: str, to_path: str) -> str:
        """A Markdown link between two source pages (MkDocs turns it into a URL)."""
        import posixpath

        return posixpath.relpath(to_path, posixpath.dirname(from_path))

    def url(self, from_path: str, to_path: str) -> str:
        """The final URL of ``to_path`` seen from ``from_path``, for raw HTML (not rewritten by MkDocs)."""
        import posixpath

        def dest(md: str) -> str:
            stem = md[:-3]
            if not self.directory_urls:
                return stem + ".html"
            if stem == "index" or stem.endswith("/index"):
                return stem[:-5]
            return stem + "/"

        target, here = dest(to_path), dest(from_path)
        base = here if here.endswith("/") or here == "" else posixpath.dirname(here)
        relative = posixpath.relpath(target or ".", base or ".")
        return relative + "/" if target.endswith("/") or target == "" and self.directory_urls else relative


class Generated:
    """Generated pages; their large HTML blocks stand apart, as placeholders in the Markdown."""

    def __init__(self, pages: dict[str, str], blocks: dict[str, str]):
        self.pages, self.blocks = pages, blocks

    def fill(self, html: str) -> str:
        """Put the HTML blocks in place of their placeholders (in converted HTML or in Markdown)."""
        if "<!-- rulings-block " not in html:
            return html
        return PLACEHOLDER.sub(lambda m: self.blocks[m.group(0)], html)


PLACEHOLDER = re.compile(r"<!-- rulings-block \d+ -->")


def generate(report: Report, directory_urls: bool = True) -> Generated:
    site = Site(report, directory_urls)
    pages: dict[str, str] = {}
    rule_users: dict[str, set] = defaultdict(set)
    for scenario in report.scenarios:
        path = site.ruling_path[scenario.id]
        pages[path] = ruling_page(site, scenario, path, rule_users)
    for game_name, known in site.catalogues.items():
        involved = defaultdict(list)
        for scenario in report.scenarios:
            if scenario.game == game_name:
                for card in scenario.cards:
                    involved[card].append(scenario)
        for name, facts in known.items():
            path = site.card_path[(game_name, name)]
            pages[path] = card_page(site, facts, path, involved.get(name, []))
        pages[f"{game_name}/cartes/index.md"] = cards_index(site, game_name)
        pages[f"{game_name}/regles/index.md"] = rules_page(site, game_name, rule_users)
        pages.update(game_pages(site, game_name))
    pages.update(catalogue.generate(report, site.block))      # every card the games know
    pages["statuts.md"] = status_page(site)
    pages["sources.md"] = sources_page(site)
    pages["etiquettes.md"] = ("---\ntitle: Étiquettes\n---\n\n# Étiquettes\n\n"
                              "Toutes les décisions, rangées par étiquette.\n\n<!-- material/tags -->\n")
    return Generated(pages, site.blocks)


# --- rulings ---------------------------------------------------------------------------

def card_block(facts) -> Markup:
    """A card's text: quoted with its source, or in a note saying it is reconstructed and from what."""
    origin = facts.origin
    if origin.kind == "data":
        body = f"{catalogue.quote(facts.text)}\n>\n> — *texte de la carte*, jeu de données {code(origin.document)}"
        if origin.credit:
            body += f"\n\n{catalogue.credit(origin)}"
        return Markup(body)
    if origin.quoted:
        body = f"> {text(facts.text)}\n>\n> — *texte cité* de « {text(origin.post)} » ({code(origin.document)})"
        return Markup(body)
    where = " — ".join(x for x in (origin.post, origin.document) if x)
    note = f"\n\n{text(origin.note)}" if origin.note else ""
    label = "Capacité reconstituée" if facts.group == "Personnages" else "Texte reconstitué"
    return _admonition("note", f"{label} (ce n'est pas le texte de la carte)",
                       f"{text(facts.text)}\n\nReconstitué d'après : {text(where) or 'la décision'}.{note}")


def _trace_rows(site: Site, trace, rulebook, from_path: str, game_name: str):
    rules_url = site.url(from_path, f"{game_name}/regles/index.md")
    rows = []
    for e in trace.entries:
        title = rulebook[e.rule].title if e.rule in rulebook else ""
        rows.append({"turn": f"{trace.step}{e.turn}", "phase": e.phase, "rule": e.rule,
                     "rule_url": f"{rules_url}#{anchor(e.rule)}", "rule_title": title, "text": e.text})
    return rows


def _case_view(site: Site, scenario, case, result, path: str, rule_users) -> dict:
    game = site.games[scenario.game]

    def words_at(item) -> Callable[[str], str]:       # a check's values in French, at its path
        return functools.partial(game.value_fr, item.check.path)

    checks = []
    for item in result.checks:
        check = item.check
        words = functools.partial(game.value_fr, check.path)
        actual = " ; ".join(f"{_value(v, words)} ({percent(p)})" if len(item.values) > 1 else _value(v, words)
                            for v, p in item.values) or "—"
        checks.append({"moment": game.moment_fr(check.moment), "path": check.path, "label": check.label,
                       "expected": _value(check.expected, words), "actual": actual, "ok": item.ok})
    trace = result.trace
    if trace is not None:
        for rule in trace.rules_used():
            rule_users[rule].add(scenario.id)
    failures = [f.note() for f in result.failures]
    if result.error is not None:
        failures.append(str(result.error.message))
    status_note = STATUS[case.status][:2] if case.status != scenario.status else None
    heading = Markup(f"{text(case.title or case.name)} {{#cas-{slug(case.name)}}}")
    shown = case.prepared.view() if case.prepared else CaseView((), ())      # a malformed case: its error alone
    view = {"note": case.raw.get("note"), "status_note": status_note, "case": shown,
            "checks": checks, "passed": result.passed, "outcomes": len(result.outcomes), "failures": failures,
            "unfinished": result.unfinished, "choices": _choices_view(case, result, words_at),
            "readings": [_reading_view(table, words_at) for table in
                         (by_reading(case, result) if result.error is None else [])
                         if table.changes or table.reading.name in scenario.open_questions],
            "trace": _trace_rows(site, trace, game.rulebook, path, scenario.game) if trace else []}
    link = workbench.open_link(site.url(path, workbench.PAGE), site.report.root, scenario.path, case.name)
    return {"heading": heading, "html": site.block(link + html_blocks.case_block(view))}


def _values(values, words: Callable[[str], str]) -> str:
    """Values over outcomes of chance: « 12 », or « 12 (25 %) ; 11 (75 %) »."""
    return " ; ".join(f"{_value(v, words)} ({percent(p)})" if len(values) > 1 else _value(v, words)
                      for v, p in values) or "—"


def _choices_view(case, result, words: Callable[[Any], Callable[[str], str]]) -> dict | None:
    """What the case's outcome depends on among the players' free choices: each combination of choices with the
    expected values that differ from one to another, and for ``some_choice`` the combinations that give them all."""
    groups = result.groups
    if len(groups) < 2:
        return None
    depending = [item for item in result.checks if item.depends]
    rows = [[choices_text(key), *(_values(dict(item.by_choice)[key], words(item)) for item in depending)]
            for key in groups]
    return {"count": len(groups), "depends": [(c.player, c.label) for c in result.depends_on],
            "headers": ["Choix", *(item.check.label or item.check.path for item in depending)],
            "rows": rows if depending else [],
            "some": (" | ".join(choices_text(k) for k in result.satisfied_by) or "aucune")
            if case.expect_for == "some_choice" else None}


def _reading_view(table, words: Callable[[Any], Callable[[str], str]]) -> dict:
    """A case under each alternative of one open reading, side by side: a column per alternative, a row per
    expected value, then the verdict."""
    runs = table.runs
    headers = ["Valeur", *(f"{a.label}{' (en vigueur)' if a.name == table.in_effect else ''}" for a, _r in runs)]
    own = dict(runs)[table.reading.alternative(table.in_effect)]
    rows = []
    for index, item in enumerate(own.checks):
        cells = []
        for _alternative, result in runs:
            other = result.checks[index] if index < len(result.checks) else None
            cells.append("—" if other is None else f"{_values(other.values, words(other))} {'✔' if other.ok else '✘'}")
        rows.append([item.check.label or item.check.path, *cells])
    rows.append(["Verdict", *("ne se joue pas" if r.error is not None else "vérifié ✔" if r.passed else "en échec ✘"
                              for _a, r in runs)])
    return {"question": table.reading.question, "name": table.reading.name, "headers": headers, "rows": rows,
            "changes": table.changes}


def open_questions_block(game, scenario) -> Markup:
    """The open questions a ruling hangs on: each alternative with the words that support it, the default marked."""
    blocks = []
    for name in scenario.open_questions:
        reading = game.readings[name]
        items = []
        for alternative in reading.alternatives:
            default = " — *lecture par défaut du moteur*" if alternative.name == reading.default else ""
            quotes = "".join(f"\n    > {text(s.quote)}\n    > — {code(s.document)}\n" for s in alternative.support)
            items.append(f"- **{text(alternative.label)}** ({code(alternative.name)}){default}\n{quotes}")
        blocks.append(f"### {text(reading.question)} {{#lecture-{name}}}\n\nLecture {code(name)} ; le moteur joue "
                      "chaque alternative, "
                      f"et chaque cas ci-dessous montre son verdict sous chacune.\n\n" + "\n".join(items))
    return Markup("\n\n".join(blocks))


def _value(value, words: Callable[[str], str] | None = None) -> str:
    """A value as a French reader writes it: « Cercueil de Glace, Dague vivante », « oui », « aucune », « main : 7,
    deck : 0 »; a word of the format, in French (``words``: the game's ``value_fr`` at the value's path:
    « cimetière »)."""
    if isinstance(value, bool):
        return "oui" if value else "non"
    if isinstance(value, (list, tuple)):
        return ", ".join(_value(v, words) for v in value) if value else "aucune"
    if isinstance(value, dict):
        return " ; ".join(f"{_value(k, words)} : {_value(v, words)}" for k, v in value.items()) or "aucune"
    if value is None:
        return "rien"
    return words(value) if isinstance(value, str) and words is not None else str(value)


def search_words(*texts: str) -> str:
    """The words of ``texts`` for the search index only (hidden from readers): a ruling's cards and tags, a
    card's kind and other names.  Placed right under the page's title, so that the page's first section (the
    search indexes each section apart) holds them."""
    words = []
    for value in texts:
        for word in re.findall(r"\w+", value):
            if folded(word) not in words:
                words.append(folded(word))
    return Markup(search.hidden_words(" ".join(words)))


def _document(site: Site, file: str) -> Markup:
    """A source document by its readable title, with its file name."""
    title = sources.title_of(site.report.seeds, file)
    return Markup(f"{text(title)} ({code(file)})" if title != file else code(file))


SHOWN_CASES = 3       # a ruling's first cases are shown, the others folded (« N autres cas »): pages stay short


def ruling_page(site: Site, scenario, path: str, rule_users) -> str:
    report = site.report
    results = [report.results.get(c.node_id) or run_case(c) for c in scenario.cases]
    verified = all(r.passed for r in results)
    kind, label, meaning = STATUS[scenario.status]
    # what is unsure: the ruling says it in our words when the source is not affirmative
    status = _admonition(kind, label,
                         meaning if scenario.status == "confirmed" else f"{meaning}\n\n{text(scenario.ruling)}")
    game = site.games[scenario.game]
    known = site.catalogues[scenario.game]
    # the cards the case defines itself (a whole catalogue per ruling cost 11 ms: 22 s at 2,000 rulings)
    local = game.catalogue(scenario.context.db) if "define" in scenario.raw and not set(scenario.cards) <= set(known) \
        else known
    cards = []
    for name in scenario.cards:
        facts = known.get(name) or local.get(name)
        where = (scenario.game, name)
        url = site.link(path, site.card_path[where]) if where in site.card_path else None
        block = card_block(facts) if facts else Markup("*(pas dans la base)*")
        cards.append({"name": name, "url": url, "block": block})
    quotes = scenario.source["quote"]
    quotes = quotes if isinstance(quotes, list) else [quotes]
    other = scenario.divergent_source or {}       # another source saying otherwise: both are shown
    divergent_quotes = other.get("quote") or []
    divergent_quotes = divergent_quotes if isinstance(divergent_quotes, list) else [divergent_quotes]
    yaml_text = Path(scenario.path).read_text(encoding="utf-8")

    page = TEMPLATES.get_template("ruling.md.j2").render(
        front_matter=_front_matter(scenario.title, scenario.tags, boost=2, description=scenario.ruling),
        s=scenario, document=_document(site, scenario.source["document"]), status_admonition=status,
        verified=verified, quotes=quotes, cards=cards,
        divergent_document=_document(site, other["document"]) if other else "", divergent_quotes=divergent_quotes,
        cases=[_case_view(site, scenario, c, r, path, rule_users)
               for c, r in zip(scenario.cases, results, strict=True)],
        yaml_block=site.block(html_blocks.yaml_block(report.relative(scenario.path), yaml_text)),
        search_words=search_words(scenario.title, *scenario.cards, *scenario.tags), shown_cases=SHOWN_CASES,
        open_questions=open_questions_block(game, scenario))
    return page


# --- cards ---------------------------------------------------------------------------

def card_page(site: Site, facts, path: str, scenarios) -> str:
    lines = [f"- {text(facts.kind)}"]
    lines += [f"- {text(label)} : {text(value)}" for label, value in facts.facts]
    if facts.keywords:
        lines.append(f"- Mots-clés : {text(', '.join(facts.keywords))}")
    if not facts.modelled:
        lines.append("- *Effet non modélisé par le moteur*")
    rulings = [{"title": s.title, "url": site.link(path, site.ruling_path[s.id]), "status": STATUS_FR[s.status]}
               for s in sorted(scenarios, key=lambda s: s.title)]
    return TEMPLATES.get_template("card.md.j2").render(
        front_matter=_front_matter(facts.name, boost=3),
        c={"name": facts.name, "summary": Markup("\n".join(lines)),
           "block": Markup(card_block(facts) + "\n\n" + catalogue.texts_block(facts))},   # its other texts
        rulings=rulings, search_words=search_words(facts.name, facts.kind, *facts.aliases))


def cards_index(site: Site, game_name: str) -> str:
    """Every card of the game by group, with filters a player expects (type, and each characteristic that sorts
    cards into a few families: guild, class, faction…), working offline (docs/assets/cards.js)."""
    catalogue = site.catalogues[game_name]
    path = f"{game_name}/cartes/index.md"
    filters = card_filters(catalogue.values())
    lines = [f"---\ntitle: Cartes\n---\n\n# Cartes — {site.games[game_name].title}\n",
             "Texte cité (tiré des sources ou d'un jeu de données) ou reconstitué (seul l'effet qu'une décision "
             "énonce).\n", site.block(html_blocks.filters_form(filters)) + "\n"]
    groups = defaultdict(list)
    for facts in catalogue.values():
        groups[facts.group].append(facts)
    for group, members in groups.items():
        lines.append(f"## {text(group)}\n")
        items = []
        for facts in sorted(members, key=lambda f: folded(f.name)):
            kind = {"quoted": "cité", "data": "du jeu de données"}.get(facts.origin.kind, "reconstitué")
            values = {label: _fact_values(facts, label) for label in filters}
            items.append((facts.name, site.url(path, site.card_path[(game_name, facts.name)]),
                          f"{facts.kind.lower()}, texte {kind}", values))
        lines.append(site.block(html_blocks.card_list(items)) + "\n")
    return "\n".join(lines) + "\n"


KIND = "Type"


def _fact_values(facts, label: str) -> list[str]:
    """A card's values for a filter: its kind, or one of its facts split into values (« Kotoba ou Nomade »)."""
    if label == KIND:
        return [facts.kind.split(" (")[0]]
    raw = dict(facts.facts).get(label, "")
    return [v for v in re.split(r", | ou | / ", raw) if v]


def card_filters(catalogue) -> dict[str, list[str]]:
    """Filter name -> its values: the kind, and every fact with words (not numbers) that sorts the cards into
    2 to 40 families."""
    cards = list(catalogue)
    labels = [KIND] + list(dict.fromkeys(label for facts in cards for label, _v in facts.facts))
    filters = {}
    for label in labels:
        values = sorted({v for facts in cards for v in _fact_values(facts, label)}, key=folded)
        if 2 <= len(values) <= 40 and not any(re.search(r"\d", v) for v in values):
            filters[label] = values
    return filters


# --- rules, game, statuses --------------------------------------------------------------

def rules_page(site: Site, game_name: str, rule_users) -> str:
    """Every rule of the game, family by family.  Each family is folded (a trace's link to a rule opens it), and
    so is each rule's list of rulings: the page stays a few screens tall however many rules and rulings."""
    rulebook = site.games[game_name].rulebook
    path = f"{game_name}/regles/index.md"
    titles = {s.id: s.title for s in site.report.scenarios}
    lines = ["---\ntitle: Règles du moteur\n---\n", f"# Règles du moteur — {site.games[game_name].title}\n",
             "Chaque règle que le moteur applique, avec son identifiant stable. Les traces des décisions citent ces "
             "identifiants.\n"]
    for family, rules in rulebook.by_family():
        count = french.count(len(rules), "règle")
        lines.append(f'??? abstract "{_quoted(family)} — {count}"\n')
        for rule in rules:
            lines.extend(_indented(_rule_section(site, path, rule, rule_users, titles)))
    return "\n".join(lines) + "\n"


def _quoted(value: str) -> str:
    """A title for an admonition's quotes."""
    return str(text(value)).replace('"', "&quot;")


def _indented(lines: list[str], depth: int = 1) -> list[str]:
    """Markdown lines nested in an admonition (four spaces a level)."""
    pad = "    " * depth
    return ["\n".join(pad + part if part else part for part in line.split("\n")) for line in lines]


def _rule_section(site: Site, path: str, rule, rule_users, titles) -> list[str]:
    lines = [f"### {text(rule.title)} {{#{anchor(rule.id)}}}\n",
             f"`{rule.id}`" + (f" ({text(rule.id.split('.', 1)[1])})" if any(c.isdigit() for c in rule.id) else "")
             + (" — *à confirmer*" if rule.status != "confirmed" else "") + "\n",
             f"{text(rule.statement)}\n",
             f"Source : « {text(rule.source[1])} » — {_document(site, rule.source[0])}\n"]
    users = sorted(rule_users.get(rule.id, ()), key=lambda i: titles.get(i, i))
    if users:       # HTML kept out of Markdown: these lists were most of the rules pages' Markdown
        items = "".join(f'<li><a href="{html_blocks.esc(site.url(path, site.ruling_path[i]))}">'
                        f"{html_blocks.esc(titles[i])}</a></li>" for i in users)
        lines.append(site.block(f'<details class="note"><summary>Décisions dont la trace applique cette règle '
                                f"({len(users)})</summary><ul>{items}</ul></details>") + "\n")
    else:
        lines.append("*Aucune décision n'applique encore cette règle.*\n")
    return lines


SECTION_SHOWN = 30     # rulings of a source section listed on the game's page: the page stays light on a phone
SECTION_PAGE = 200     # rulings per page of a section's own list, where a section has more than SECTION_SHOWN


def game_pages(site: Site, game_name: str) -> dict[str, str]:
    """The game's page: its rulings grouped by source document and section (the sections each document must cover
    first, in the document's order; then any other section cited); a section with more than
    :data:`SECTION_SHOWN` rulings lists its first ones there and all of them on pages of its own
    (``<game>/sections/<section>.md``, then ``-2.md``…: at 10,000 rulings the game's page weighed 1.6 MB)."""
    game = site.games[game_name]
    path = f"{game_name}/index.md"
    by_post = defaultdict(list)
    for s in site.report.scenarios:
        if s.game == game_name:
            by_post[(s.source.get("document"), s.source.get("post"))].append(s)
    scenarios = [s for group in by_post.values() for s in group]
    verified = sum(site.report.verified(s) for s in scenarios)
    lines = [f"---\ntitle: {json.dumps(game.title, ensure_ascii=False)}\n---\n", f"# {text(game.title)}\n",
             f"{french.count(len(scenarios), 'décision')}, {sum(len(s.cases) for s in scenarios)} cas, "
             f"{french.count(verified, 'décision vérifiée', 'décisions vérifiées')} par le moteur.\n",
             "[Cartes](cartes/index.md) · [Règles du moteur](regles/index.md) · "
             "[Par statut](../statuts.md) · [Par étiquette](../etiquettes.md)\n"]
    pages: dict[str, str] = {}
    listed = set()
    for document in game.documents(site.report.seeds):
        lines.append(f"## {_document(site, document.file)}\n")
        groups = defaultdict(list)
        for section in document.sections:
            groups[section.group].append(section)
            listed.add((document.file, section.title))
        for group, sections in groups.items():
            if document.newest_first:
                sections = sorted(sections, key=lambda x: (x.date or "", folded(x.title)), reverse=True)
            lines.append(f"### {text(group)}\n")
            for section in sections:
                found = by_post.get((document.file, section.title), [])
                lines.extend(_section_lines(site, path, section.title, section.date, found, pages, game_name))
    others = sorted(key for key in by_post if key not in listed)
    if others:
        lines.append("## Autres sections citées\n")
        for document, post in others:
            lines.extend(_section_lines(site, path, f"{post} ({document})", None, by_post[(document, post)], pages,
                                        game_name))
    pages[path] = "\n".join(lines) + "\n"
    return pages


def _ruling_lines(site: Site, path: str, scenarios) -> list[str]:
    lines = []
    for s in scenarios:
        mark = "✔" if site.report.verified(s) else "✘"
        lines.append(f"- {mark} [{text(s.title)}]({site.link(path, site.ruling_path[s.id])}) — "
                     f"{STATUS_FR[s.status]}, {len(s.cases)} cas")
    return lines


def _section_lines(site: Site, path: str, title: str, date, scenarios, pages: dict, game_name: str) -> list[str]:
    lines = [f"#### {text(title)}\n"] + ([f"{date}\n"] if date else [])
    if not scenarios:
        lines.append("*Aucune décision pour cette section.*\n")
        return lines
    ordered = sorted(scenarios, key=lambda s: folded(s.title))
    lines += _ruling_lines(site, path, ordered[:SECTION_SHOWN])
    if len(ordered) > SECTION_SHOWN:
        own = _section_pages(site, game_name, title, ordered, pages)
        lines.append(f"\n[Les {french.count(len(ordered), 'décision')} de cette section →]({site.link(path, own)})")
    lines.append("")
    return lines


def _section_pages(site: Site, game_name: str, title: str, ordered, pages: dict) -> str:
    """Every ruling of one section, :data:`SECTION_PAGE` per page, each page linked to the next and the one
    before; the first page's path."""
    stem = f"{game_name}/sections/{slug(title)[:60]}"
    while f"{stem}.md" in pages:
        stem += "-x"
    count = -(-len(ordered) // SECTION_PAGE)
    paths = [f"{stem}.md" if n == 0 else f"{stem}-{n + 1}.md" for n in range(count)]
    for n, own in enumerate(paths):
        part = ordered[n * SECTION_PAGE:(n + 1) * SECTION_PAGE]
        heading = text(title) + (f" ({n + 1}/{count})" if count > 1 else "")
        # a list of titles: the search finds the rulings themselves
        lines = [f"---\ntitle: {json.dumps(title, ensure_ascii=False)}\nsearch:\n  exclude: true\n---\n",
                 f"# {heading}\n",
                 f"Décisions {n * SECTION_PAGE + 1} à {n * SECTION_PAGE + len(part)} sur {len(ordered)} — "
                 f"[{text(site.games[game_name].title)}]({site.link(own, f'{game_name}/index.md')})\n",
                 *_ruling_lines(site, own, part), ""]
        steps = ([f"[← précédentes]({site.link(own, paths[n - 1])})"] if n else []) + \
            ([f"[suivantes →]({site.link(own, paths[n + 1])})"] if n + 1 < count else [])
        if steps:
            lines.append(" · ".join(steps) + "\n")
        pages[own] = "\n".join(lines)
    return paths[0]


def sources_page(site: Site) -> str:
    """Each source document by its readable title (``documents.tsv``): what it is, its date, the game whose
    rulings it gives, the sections it must cover and how many rulings cite it."""
    seeds = site.report.seeds
    cited = defaultdict(list)
    for scenario in site.report.scenarios:
        cited[scenario.source.get("document")].append(scenario)
    owners = {document.file: (game, document) for game in site.games.values() for document in game.documents(seeds)}
    lines = ["---\ntitle: Sources\n---\n", "# Les sources\n",
             "Chaque décision cite mot pour mot l'un de ces documents. Les textes de cartes viennent de ces documents "
             "ou de jeux de données de cartes (leur crédit est donné sur la page de la carte) ; sinon ils sont "
             "reconstitués et le disent.\n"]
    for row in sources.table(seeds, "documents.tsv"):
        file = row.get("file", "")
        lines.append(f"## {text(row.get('title') or file)}\n")
        facts = [f"- Nature : {text(row.get('kind') or '—')}", f"- Fichier : {code(file)}"]
        if row.get("date"):
            facts.append(f"- Date : {text(row['date'])}")
        if file in owners:
            game, document = owners[file]
            facts.append(f"- Jeu : [{text(game.title)}]({site.link('sources.md', f'{game.name}/index.md')}), "
                         f"{french.count(len(document.sections), 'section')} à couvrir")
        facts.append(f"- Décisions qui le citent : {len(cited.get(file, []))}")
        lines.append("\n".join(facts) + "\n")
    return "\n".join(lines) + "\n"


def status_page(site: Site) -> str:
    lines = ["---\ntitle: Statuts\n---\n", "# Décisions par statut\n"]
    for status, (_kind, label, meaning) in STATUS.items():
        chosen = [s for s in site.report.scenarios if s.status == status]
        lines.append(f"## {label} ({len(chosen)}) {{#{status}}}\n")
        lines.append(f"{meaning}\n")
        for s in sorted(chosen, key=lambda s: folded(s.title)):
            lines.append(f"- [{text(s.title)}]({site.link('statuts.md', site.ruling_path[s.id])})"
                         + (" — *les sources divergent*" if s.sources_differ else ""))
        lines.append("")
    return "\n".join(lines) + "\n"


def export_json(report: Report) -> str:
    from rulings.core.kb import export

    return json.dumps(export(report), ensure_ascii=False, indent=1)
