"""Heavy parts of a ruling page (cases, traces, YAML) rendered directly as HTML.

Raw HTML blocks pass through Markdown untouched, which keeps the build fast
for thousands of rulings; every value is escaped here with :func:`html.escape`.
The trace is marked ``data-search-exclude`` so it does not swamp the search
index.
"""

from __future__ import annotations

from html import escape

from markupsafe import Markup

from rulings.core import french


def esc(value) -> str:
    return escape("" if value is None else str(value), quote=True).replace("\n", " ")


def table(headers, rows) -> str:
    """A table whose cells carry their column's name (``data-label``): on a phone, rows stack as cards."""
    head = "".join(f"<th>{esc(h)}</th>" for h in headers)
    labels = [esc(h) for h in headers]
    # a row shorter than the headers leaves its last cells out
    body = "".join("<tr>" + "".join(f'<td data-label="{label}">{cell}</td>'
                                    for label, cell in zip(labels, row, strict=False))
                   + "</tr>" for row in rows)
    return f'<table class="rulings-table"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'


def admonition(kind: str, title: str, body_html: str) -> str:
    return (f'<div class="admonition {esc(kind)}"><p class="admonition-title">{esc(title)}</p>'
            f"{body_html}</div>")


def case_block(view: dict) -> Markup:
    """The situation, the turns or actions, the expected values, the verdict and the trace of one case."""
    parts = ['<div class="rulings-case">']
    if view["status_note"]:
        # the case's own status: its note says what is unsure, inside the warning
        kind, label = view["status_note"]
        body = esc(view["note"]) if view["note"] else "Le statut de ce cas diffère de celui de la décision."
        parts.append(admonition(kind, f"Ce cas : {label}", f"<p>{body}</p>"))
    elif view["note"]:
        parts.append(f"<p><em>{esc(view['note'])}</em></p>")
    case = view["case"]                    # rulings.core.game.CaseView
    for side in case.sides:
        extra = " ; ".join(f"{label} : {value}" for label, value in side.zones)
        parts.append(f"<p><strong>{esc(side.name)}</strong>{' — ' + esc(extra) if extra else ''}</p>")
        if side.table is not None and side.table.rows:
            parts.append(table(side.table.headers, [[esc(cell) for cell in row] for row in side.table.rows]))
            if side.table.note:
                parts.append(f'<p class="rulings-note">{esc(side.table.note)}</p>')
    for step in case.steps:
        parts.append(f"<p><strong>{esc(step.title)}</strong></p>")
        if step.lines:
            parts.append("<ul>" + "".join(f"<li>{esc(line)}</li>" for line in step.lines) + "</ul>")
    parts.append("<p><strong>Résultat attendu</strong></p>")
    parts.append(table(("Moment", "Valeur", "Attendu", "Moteur"),
                       [[esc(r["moment"]), esc(r["label"]) if r["label"] else f"<code>{esc(r['path'])}</code>",
                         esc(r["expected"]), f"{esc(r['actual'])} {'✔' if r['ok'] else '✘'}"]
                        for r in view["checks"]]))
    choices = view.get("choices")
    if choices:
        depends = "".join(f"<li>dépend du choix de {esc(player)} : {esc(label)}</li>"
                          for player, label in choices["depends"])
        body = (f"<p>Le cas laisse des choix aux joueurs : le moteur joue chacune des {choices['count']} "
                "combinaisons que les règles permettent.</p>")
        if depends:
            rows = [[esc(c) for c in row] for row in choices["rows"]]
            body += f"<ul>{depends}</ul>" + table(choices["headers"], rows)
        else:
            body += "<p>Les valeurs attendues sont les mêmes quel que soit le choix.</p>"
        if choices["some"] is not None:
            body += f"<p>Attendu pour au moins un choix ; le donnent : {esc(choices['some'])}.</p>"
        parts.append(admonition("question", "Selon le choix des joueurs", body))
    same = [r for r in view.get("readings", ()) if not r["changes"]]
    for reading in view.get("readings", ()):
        if not reading["changes"]:
            continue
        body = (f"<p>Le moteur joue ce cas sous chaque lecture (<code>{esc(reading['name'])}</code>).</p>"
                + table(reading["headers"], [[esc(c) for c in row] for row in reading["rows"]]))
        parts.append(admonition("question", f"Question ouverte : {reading['question']}", body))
    if same:        # a reading that changes nothing here: said in one line (a page of many cases stays short)
        names = ", ".join(f"<code>{esc(r['name'])}</code>" for r in same)
        parts.append(f'<p class="rulings-note">Joué sous chaque lecture de {names} : même résultat.</p>')
    if view["passed"]:
        chance = (f" ({view['outcomes']} issues, toutes vérifiées.)" if view["outcomes"] > 1 else "")
        parts.append(f"<p>✔ <strong>Vérifié par le moteur.</strong>{esc(chance)}</p>")
    else:
        items = "".join(f"<li>{esc(line)}</li>" for line in view["failures"])
        parts.append(admonition("failure", "Le moteur ne reproduit pas ce cas", f"<ul>{items}</ul>"))
    for note in view.get("unfinished", ()):       # a case ending halfway (a combat): its end is read there
        parts.append(f'<p class="rulings-note">{esc(note[0].upper() + note[1:])}.</p>')
    # one list item per step (few tags: the search plugin parses every page)
    items = "".join(f'<li>{esc(e["turn"])} · {esc(e["phase"])} · <a href="{esc(e["rule_url"])}" '
                    f'title="{esc(e["rule_title"])}">{esc(e["rule"])}</a> — {esc(e["text"])}</li>'
                    for e in view["trace"])
    parts.append(f'<details class="info" data-search-exclude><summary>Trace du moteur '
                 f'({french.count(len(view["trace"]), "étape")})</summary><ol class="rulings-trace">{items}</ol>'
                 '</details>')
    parts.append("</div>")
    return Markup("\n".join(parts))


def yaml_block(title: str, text: str) -> Markup:
    return Markup(f'<details class="example" data-search-exclude><summary>{esc(title)}</summary>'
                  f'<div class="language-yaml highlight"><pre><span></span><code>{escape(text)}</code></pre></div>'
                  f'</details>')


def filters_form(filters: dict) -> Markup:
    """Select boxes filtering the card list below (docs/assets/cards.js); nothing is hidden without JavaScript."""
    boxes = "".join(
        f'<label>{esc(label)} <select data-filter="{esc(label)}"><option value="">tous</option>'
        + "".join(f'<option value="{esc(v)}">{esc(v)}</option>' for v in values) + "</select></label>"
        for label, values in filters.items())
    return Markup(f'<form class="rulings-filters" hidden>{boxes}<output class="rulings-filters-count"></output></form>')


def card_list(items) -> Markup:
    """Cards as links, each carrying its values for the filters: [(name, url, description, {filter: [values]})]."""
    rows = []
    for name, url, description, values in items:
        data = "".join(f' data-{i}="{esc("|".join(vals))}"' for i, vals in enumerate(values.values()))
        rows.append(f'<li{data}><a href="{esc(url)}">{esc(name)}</a> — {esc(description)}</li>')
    return Markup(f'<ul class="rulings-cards">{"".join(rows)}</ul>')
