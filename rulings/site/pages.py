"""Generate the site's Markdown pages from the verified knowledge base.

:func:`generate` returns ``{path: markdown}`` for every generated page: one per
ruling, card, character and game, the rules page, the status page, and the
tags index.  Every value from YAML goes through :func:`rulings.site.text.text`.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from pathlib import Path

import jinja2
from markupsafe import Markup

from rulings import games
from rulings.core.kb import Report, relative
from rulings.core.runner import run_case

from . import html_blocks
from .text import anchor, code, folded, slug, text

TEMPLATES = jinja2.Environment(
    loader=jinja2.FileSystemLoader(Path(__file__).parent / "templates"),
    autoescape=False, finalize=lambda v: text(v) if not isinstance(v, (int, float)) else v,
    keep_trailing_newline=True, trim_blocks=False)

STATUS = {
    "confirmed": ("success", "Confirmé", "La source énonce cette règle sans réserve."),
    "unconfirmed": ("warning", "À confirmer", "La source marque ce point comme incertain (« à confirmer », "
                                              "« à vérifier » ou question ouverte)."),
    "errata": ("danger", "Errata", "La source corrige ici une règle ou un texte antérieur."),
    "bug": ("bug", "Bug", "La source décrit un comportement du jeu considéré comme un bug."),
}
STATUS_FR = {k: v[1] for k, v in STATUS.items()}
GAME_TITLES = {"eredan": "Eredan iTCG"}


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
        self.databases = {}
        for name in {s.game for s in report.scenarios} | {"eredan"}:
            db = games.get(name).database
            self.databases[name] = db
            for card in list(db.cards) + list(db.characters):
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
    for game_name, db in site.databases.items():
        involved = defaultdict(list)
        for scenario in report.scenarios:
            if scenario.game == game_name:
                for card in scenario.cards:
                    involved[card].append(scenario)
        for name in list(db.cards) + list(db.characters):
            path = site.card_path[(game_name, name)]
            pages[path] = card_page(site, game_name, name, path, involved.get(name, []))
        pages[f"{game_name}/cartes/index.md"] = cards_index(site, game_name)
        pages[f"{game_name}/regles/index.md"] = rules_page(site, game_name, rule_users)
        pages[f"{game_name}/index.md"] = game_page(site, game_name)
    pages["statuts.md"] = status_page(site)
    pages["etiquettes.md"] = ("---\ntitle: Étiquettes\n---\n\n# Étiquettes\n\n"
                              "Toutes les décisions, rangées par étiquette.\n\n<!-- material/tags -->\n")
    return Generated(pages, site.blocks)


# --- rulings ---------------------------------------------------------------------------

def card_block(definition, is_character: bool) -> Markup:
    src = definition.source
    where = " — ".join(x for x in (src.post, src.document) if x)
    if src.kind == "quoted":
        body = f"> {text(definition.text)}\n>\n> — *texte cité* de « {text(src.post)} » ({code(src.document)})"
        return Markup(body)
    note = f"\n\n{text(src.note)}" if src.note else ""
    label = "Capacité reconstituée" if is_character else "Texte reconstitué"
    return _admonition("note", f"{label} (ce n'est pas le texte de la carte)",
                       f"{text(definition.text)}\n\nReconstitué d'après : {text(where) or 'la décision'}.{note}")


def _trace_rows(site: Site, trace, rulebook, from_path: str, game_name: str):
    rules_url = site.url(from_path, f"{game_name}/regles/index.md")
    rows = []
    for e in trace.entries:
        title = rulebook[e.rule].title if e.rule in rulebook else ""
        rows.append({"turn": e.turn, "phase": e.phase, "rule": e.rule, "rule_url": f"{rules_url}#{anchor(e.rule)}",
                     "rule_title": title, "text": e.text})
    return rows


def _identity(entry: dict, definition) -> str:
    parts = []
    for key in ("guilds", "classes", "races", "castes"):
        values = entry.get(key, getattr(definition, key))
        parts.extend(values)
    return ", ".join(parts)


def _case_view(site: Site, scenario, case, result, path: str, rule_users) -> dict:
    game = games.get(scenario.game)
    db = case.prepared.db
    raw = case.raw
    sides = []
    for player in ("A", "B"):
        side = raw["setup"][player]
        chars = []
        for entry in side["characters"]:
            entry = {"name": entry} if isinstance(entry, str) else entry
            definition = db.characters[entry.get("card", entry["name"])]
            attack = entry.get("attack", f"{definition.attack[0]}/{definition.attack[1]}")
            hp = entry.get("hp")
            max_hp = entry.get("max_hp", definition.hp if hp is None else max(hp, definition.hp))
            hp_text = f"{hp if hp is not None else max_hp}/{max_hp}" + (" (mort)" if entry.get("dead") else "")
            if entry.get("tapped"):
                hp_text += " (incliné)"
            if entry.get("bonus"):
                attack = f"{attack} (bonus {entry['bonus'].get('attack', '0/0')})" if "attack" in entry["bonus"] \
                    else attack
            attached = [a if isinstance(a, str) else a["card"] for a in entry.get("attached", [])]
            markers = ", ".join(f"{k} ×{v}" for k, v in entry.get("markers", {}).items())
            chars.append({"name": entry["name"], "attack": attack,
                          "defense": entry.get("defense", definition.defense),
                          "spirit": entry.get("spirit", definition.spirit), "hp": hp_text,
                          "identity": _identity(entry, definition) or "—",
                          "attached": ", ".join(attached + ([markers] if markers else [])) or "—"})
        extra = []
        for zone, label in (("hand", "main"), ("deck", "deck"), ("discard", "défausse"), ("removed", "retirées")):
            if side.get(zone):
                extra.append(f"{label} : {', '.join(side[zone])}")
        sides.append({"name": player, "characters": chars, "extra": " ; ".join(extra)})
    turns = []
    prepared = case.prepared
    for index, turn in enumerate(prepared.turns):
        number = prepared.first_turn + index
        active = prepared.initiative if index % 2 == 0 else ("B" if prepared.initiative == "A" else "A")
        fight = f"{turn['fight']['A']} (A) contre {turn['fight']['B']} (B)"
        plays = []
        for player in (active, "B" if active == "A" else "A"):
            items = turn["play"].get(player, [])
            if items:
                parts = []
                for i, item in enumerate(items):
                    piece = item["card"].name
                    choices = ", ".join(f"{'cible' if k == 'target' else 'choix'} : {v}"
                                        for k, v in item["choices"].items())
                    if choices:
                        piece += f" ({choices})"
                    if i:
                        piece = "puis, en enchaînement, " + piece
                    parts.append(piece)
                plays.append(f"Joueur {player} joue " + " ; ".join(parts))
        turns.append({"number": number, "active": active, "fight": fight, "plays": plays or ["Aucune carte jouée"]})
    checks = []
    for key, items in prepared.checks.items():
        for check in items:
            values = {}
            for outcome in result.outcomes:
                if (check.moment, check.path) in outcome.values:
                    value = outcome.values[(check.moment, check.path)]
                    values.setdefault(repr(value), [0, value])[0] += outcome.probability
            ok = bool(values) and all(prepared.same(check.expected, v) for _p, v in values.values())
            actual = " ; ".join(f"{v} ({float(p) * 100:.0f} %)" if len(values) > 1 else str(v)
                                for p, v in values.values()) or "—"
            checks.append({"moment": moment_fr(check.moment), "path": check.path, "expected": _value(check.expected),
                           "actual": actual, "ok": ok})
    trace = result.trace
    if trace is not None:
        for rule in trace.rules_used():
            rule_users[rule].add(scenario.id)
    failures = [f.note() for f in result.failures]
    if result.error is not None:
        failures.append(str(result.error.message))
    status_note = STATUS[case.status][:2] if case.status != scenario.status else None
    heading = Markup(f"{text(case.title or case.name)} {{#cas-{slug(case.name)}}}")
    view = {"note": raw.get("note"), "status_note": status_note, "sides": sides, "turns": turns, "checks": checks,
            "passed": result.passed, "outcomes": len(result.outcomes), "failures": failures,
            "trace": _trace_rows(site, trace, game.rulebook, path, scenario.game) if trace else []}
    return {"heading": heading, "html": site.block(html_blocks.case_block(view))}


MOMENTS_FR = (("at end of combat", "à la fin du combat"), ("at end of turn", "à la fin du tour"),
              ("start of turn", "début du tour"), ("start of combat", "début du combat"),
              ("before attacks", "avant les attaques"), ("end of combat", "fin du combat"),
              ("end of turn", "fin du tour"))


def moment_fr(moment: str) -> str:
    """The French wording of a moment of the scenario format ('after Solaris' -> 'après Solaris')."""
    if moment == "end":
        return "fin du scénario"
    text = "après " + moment[6:] if moment.startswith("after ") else moment
    for english, french in MOMENTS_FR:
        text = text.replace(english, french)
    return text


def _value(value) -> str:
    if isinstance(value, list):
        return "[" + ", ".join(str(v) for v in value) + "]"
    if value is None:
        return "rien"
    return str(value)


def ruling_page(site: Site, scenario, path: str, rule_users) -> str:
    report = site.report
    results = [report.results.get(c.node_id) or run_case(c) for c in scenario.cases]
    verified = all(r.passed for r in results)
    kind, label, meaning = STATUS[scenario.status]
    # what is unsure: the ruling says it in our words when the source is not affirmative
    status = _admonition(kind, label, meaning if scenario.status == "confirmed" else f"{meaning}\n\n{text(scenario.ruling)}")
    db = site.databases[scenario.game]
    cards = []
    for name in scenario.cards:
        definition = db.cards.get(name) or db.characters.get(name)
        local = scenario.cases[0].prepared.db if scenario.cases else db
        definition = definition or local.cards.get(name) or local.characters.get(name)
        url = site.link(path, site.card_path[(scenario.game, name)]) if (scenario.game, name) in site.card_path else None
        block = card_block(definition, name in local.characters) if definition else Markup("*(pas dans la base)*")
        cards.append({"name": name, "url": url, "block": block})
    quotes = scenario.source["quote"]
    quotes = quotes if isinstance(quotes, list) else [quotes]
    yaml_text = Path(scenario.path).read_text(encoding="utf-8")
    search_words = " ".join(sorted({folded(w) for w in [scenario.title, *scenario.cards, *scenario.tags]}))
    page = TEMPLATES.get_template("ruling.md.j2").render(
        front_matter=_front_matter(scenario.title, scenario.tags, boost=2, description=scenario.ruling),
        s=scenario, document=code(scenario.source["document"]), status_admonition=status, verified=verified, quotes=quotes, cards=cards,
        cases=[_case_view(site, scenario, c, r, path, rule_users) for c, r in zip(scenario.cases, results)],
        yaml_block=site.block(html_blocks.yaml_block(relative(scenario.path), yaml_text)))
    return page + f"\n<div class=\"rulings-keywords\">Mots-clés : {text(search_words)}</div>\n"


# --- cards ---------------------------------------------------------------------------

TYPE_FR = {"action": "Action", "sort": "Sort", "theurgie": "Théurgie", "objet": "Objet"}


def card_page(site: Site, game_name: str, name: str, path: str, scenarios) -> str:
    db = site.databases[game_name]
    is_character = name in db.characters
    definition = db.characters[name] if is_character else db.cards[name]
    facts = []
    if is_character:
        facts.append("Personnage")
        d = definition
        facts.append("Caractéristiques : " + d.stated_characteristics())
        for label, values in (("Guildes", d.guilds), ("Classes", d.classes), ("Races", d.races),
                              ("Castes", d.castes)):
            if values:
                facts.append(f"{label} : {', '.join(values)}")
        if d.orders:
            def order_text(k, v):   # a characteristic +N, or the Enchaînement an order gives
                return f"Enchaînement {v}" if k == "chain" else f"{k} {v:+d}"
            facts.append("Ordres : " + ", ".join(f"tour {t} : " + ", ".join(order_text(k, v) for k, v in b.items())
                                                 for t, b in sorted(d.orders.items())))
    else:
        d = definition
        facts.append(TYPE_FR[d.type] + (f" ({', '.join(d.subtypes)})" if d.subtypes else ""))
        for group, values in d.restrictions.items():
            if values:
                facts.append({"guilds": "Guilde", "classes": "Classe", "races": "Race", "castes": "Caste"}[group]
                             + " : " + " ou ".join(values))
        keywords = list(d.keywords)
        if d.unique:
            keywords.insert(0, "Unique")
        if d.chain:
            chain = " ".join(d.chain.values()) if isinstance(d.chain, dict) else d.chain   # {type, subtype}
            keywords.append("Enchaînement" + ("" if chain == "any" else f" : {chain}"))
        kind, count = d.duration
        keywords.append({"ephemeral": "Éphémère", "permanent": "Permanent"}.get(kind) or
                        f"Durée : {count} {'tours' if kind == 'turns' else 'combats'}")
        if d.version:
            keywords.append(f"version {d.version}")
        if d.level is not None:
            keywords.append(f"niveau {d.level}")
        facts.append("Mots-clés : " + ", ".join(keywords))
    summary = Markup("\n".join(f"- {text(f)}" for f in facts))
    rulings = [{"title": s.title, "url": site.link(path, site.ruling_path[s.id]), "status": STATUS_FR[s.status]}
               for s in sorted(scenarios, key=lambda s: s.title)]
    return TEMPLATES.get_template("card.md.j2").render(
        front_matter=_front_matter(name, boost=3), c={"name": name, "summary": summary,
                                                      "block": card_block(definition, is_character)},
        rulings=rulings)


def cards_index(site: Site, game_name: str) -> str:
    db = site.databases[game_name]
    path = f"{game_name}/cartes/index.md"
    lines = [f"---\ntitle: Cartes\n---\n\n# Cartes et personnages — {GAME_TITLES.get(game_name, game_name)}\n",
             "Texte cité (tiré des sources) ou reconstitué (seul l'effet qu'une décision énonce).\n",
             "## Personnages\n"]
    for name in sorted(db.characters, key=folded):
        lines.append(f"- [{text(name)}]({site.link(path, site.card_path[(game_name, name)])})")
    lines.append("\n## Cartes\n")
    for name in sorted(db.cards, key=folded):
        kind = "cité" if db.cards[name].source.kind == "quoted" else "reconstitué"
        lines.append(f"- [{text(name)}]({site.link(path, site.card_path[(game_name, name)])}) — "
                     f"{TYPE_FR[db.cards[name].type].lower()}, texte {kind}")
    return "\n".join(lines) + "\n"


# --- rules, game, statuses --------------------------------------------------------------

def rules_page(site: Site, game_name: str, rule_users) -> str:
    rulebook = games.get(game_name).rulebook
    path = f"{game_name}/regles/index.md"
    titles = {s.id: s.title for s in site.report.scenarios}
    lines = ["---\ntitle: Règles du moteur\n---\n", f"# Règles du moteur — {GAME_TITLES.get(game_name, game_name)}\n",
             "Chaque règle que le moteur applique, avec son identifiant stable. Les traces des décisions citent ces "
             "identifiants.\n"]
    for family, rules in rulebook.by_family():
        lines.append(f"## {text(family)}\n")
        for rule in rules:
            lines.extend(_rule_section(site, path, rule, rule_users, titles))
    return "\n".join(lines) + "\n"


def _rule_section(site: Site, path: str, rule, rule_users, titles) -> list[str]:
    lines = [f"### {text(rule.title)} {{#{anchor(rule.id)}}}\n",
             f"`{rule.id}`" + (" — *à confirmer*" if rule.status != "confirmed" else "") + "\n",
             f"{text(rule.statement)}\n",
             f"Source : « {text(rule.source[1])} » ({code(rule.source[0])})\n"]
    users = sorted(rule_users.get(rule.id, ()), key=lambda i: titles.get(i, i))
    if users:
        lines.append("Décisions dont la trace applique cette règle :\n")
        lines.extend(f"- [{text(titles[i])}]({site.link(path, site.ruling_path[i])})" for i in users)
        lines.append("")
    else:
        lines.append("*Aucune décision n'applique encore cette règle.*\n")
    return lines


SOURCE_GROUPS = (("rules", "Règles avancées (blog, 2011)"), ("card", "Subtilité des cartes (blog, 2011)"),
                 ("section", "Page de règles du wiki"))


def game_page(site: Site, game_name: str) -> str:
    from rulings.core import sources

    path = f"{game_name}/index.md"
    kinds = {("000_ed20e611d15ee255.txt", p["title"]): (p["kind"], p["date"]) for p in sources.blog_posts()}
    by_post = defaultdict(list)
    for s in site.report.scenarios:
        if s.game == game_name:
            by_post[(s.source.get("document"), s.source.get("post"))].append(s)
    scenarios = [s for group in by_post.values() for s in group]
    verified = sum(site.report.verified(s) for s in scenarios)
    lines = [f"---\ntitle: {GAME_TITLES.get(game_name, game_name)}\n---\n",
             f"# {GAME_TITLES.get(game_name, game_name)}\n",
             f"{len(scenarios)} décisions, {sum(len(s.cases) for s in scenarios)} cas, {verified} décisions "
             "vérifiées par le moteur.\n",
             "[Cartes et personnages](cartes/index.md) · [Règles du moteur](regles/index.md) · "
             "[Par statut](../statuts.md) · [Par étiquette](../etiquettes.md)\n"]
    for kind, heading in SOURCE_GROUPS:
        posts = sorted((key for key in by_post if kinds.get(key, ("section", None))[0] == kind),
                       key=lambda key: (kinds.get(key, ("", ""))[1] or "", folded(key[1] or "")), reverse=kind != "section")
        if not posts:
            continue
        lines.append(f"## {heading}\n")
        for document, post in posts:
            date = kinds.get((document, post), (None, None))[1]
            lines.append(f"### {text(post)}\n")
            lines.append(f"{code(document)}" + (f", {date}" if date else "") + "\n")
            for s in sorted(by_post[(document, post)], key=lambda s: folded(s.title)):
                mark = "✔" if site.report.verified(s) else "✘"
                lines.append(f"- {mark} [{text(s.title)}]({site.link(path, site.ruling_path[s.id])}) — "
                             f"{STATUS_FR[s.status]}, {len(s.cases)} cas")
            lines.append("")
    return "\n".join(lines) + "\n"


def status_page(site: Site) -> str:
    lines = ["---\ntitle: Statuts\n---\n", "# Décisions par statut\n"]
    for status, (kind, label, meaning) in STATUS.items():
        chosen = [s for s in site.report.scenarios if s.status == status]
        lines.append(f"## {label} ({len(chosen)}) {{#{status}}}\n")
        lines.append(f"{meaning}\n")
        for s in sorted(chosen, key=lambda s: folded(s.title)):
            lines.append(f"- [{text(s.title)}]({site.link('statuts.md', site.ruling_path[s.id])})")
        lines.append("")
    return "\n".join(lines) + "\n"


def export_json(report: Report) -> str:
    from rulings.core.kb import export

    return json.dumps(export(report), ensure_ascii=False, indent=1)
