"""``rulings card NAME`` and ``rulings rule ID``: what the base knows about a card or a rule, in any game.

A card (or character) comes from a game's catalogue (:class:`rulings.core.game.CardFacts`):
its kind, labelled characteristics, keywords, text (quoted or reconstructed,
with its source), and the rulings involving it (from the ``ask`` index, no
engine run).  Without ``--game``, every game is searched; a name found in
several asks which one.

A rule comes from a game's rule book or deck-building rules: its statement,
source and status, and the rulings whose traces apply it, which needs every
case run by the engine (a few seconds, like ``rulings check``).
"""

from __future__ import annotations

import weakref
from pathlib import Path
from typing import Any

from rulings.core.errors import UserError, Where, did_you_mean, fold
from rulings.core.game import every_shared_define
from rulings.core.messages import status_fr

from . import index as ask_index
from .messages import msg


def chosen_games(game_name: str | None) -> list:
    """The game named by ``--game``, or every registered game."""
    from rulings import games

    if game_name is None:
        return games.all_games()
    try:
        return [games.get(game_name)]
    except KeyError:
        raise UserError(msg("card.unknown_game", game=game_name), Where("rulings"),
                        hint=did_you_mean(game_name, games.REGISTRY)
                        or msg("card.games", games=", ".join(games.REGISTRY))) from None


class _Folded:
    """A catalogue and its names without case and accents (the card's own, then its other spellings)."""

    def __init__(self, catalogue: dict, aliases: bool):
        self.catalogue = catalogue
        self.names = {fold(c): c for c in catalogue}
        self.aliases = {fold(alias): c for c, facts in reversed(catalogue.items()) for alias in facts.aliases} \
            if aliases else {}

    def find(self, name: str) -> str | None:
        if name in self.catalogue:
            return name
        return self.names.get(fold(name)) or self.aliases.get(fold(name))


_FOLDED: dict[int, tuple] = {}     # id of a database -> (a weak reference to it, its catalogue, known cards)


def _folded(game, root: Path) -> tuple[_Folded, _Folded]:
    """The game's catalogue and the cards it knows beyond its database, folded once for each database (the
    games keep a database while its files are unchanged)."""
    db = game.database(root)
    shared = every_shared_define(Path(root), game.name)
    stamp = tuple((str(p), p.stat().st_mtime_ns) for p in shared)
    kept = _FOLDED.get(id(db))
    if kept is None or kept[0]() is not db or kept[3] != stamp:
        known: dict[str, Any] = game.known_cards(root)
        catalogue = dict(game.catalogue(db))
        for path in shared:        # the cards a folder's scenarios share (defines.yaml), the first folder's first
            extended = game.catalogue(game.shared_database(root, path.parent))
            catalogue.update({name: facts for name, facts in extended.items() if name not in catalogue})
        kept = _FOLDED[id(db)] = (weakref.ref(db), _Folded(catalogue, aliases=True), _Folded(known, aliases=False),
                                  stamp)
    return kept[1], kept[2]


def find_card(name: str, game_name: str | None, root: Path):
    """(game, CardFacts) of the card called ``name`` (exact, or the same letters without case and accents)."""
    found: list[tuple[Any, Any]] = []
    everything: list[str] = []
    for game in chosen_games(game_name):
        own, known = _folded(game, root)
        catalogue = own.catalogue
        everything.extend(catalogue)
        exact = own.find(name)        # the card's name, or another spelling of a card of the database
        if exact is None:      # a card the game knows beyond its database (its card data set), not modelled
            catalogue = known.catalogue
            everything.extend(catalogue)
            exact = known.find(name)
        if exact is not None:
            found.append((game, catalogue[exact]))
    if len(found) > 1:
        raise UserError(msg("card.several_games", name=name, games=", ".join(g.name for g, _f in found)),
                        Where("rulings card"), msg("card.which_game"))
    if not found:
        only = chosen_games(game_name)[0].title if game_name is not None else None
        raise UserError(msg("card.unknown", name=name, game=msg("card.unknown.game", game=only) if only else ""),
                        Where("rulings card"),
                        hint=did_you_mean(name, everything) or msg("card.unknown.hint"))
    return found[0]


def rulings_with(name: str, game_name: str, scenarios: Path) -> list[dict]:
    """Rulings of ``game_name`` whose ``cards`` list ``name``, from the ``ask`` index."""
    idx = ask_index.load(scenarios)
    wanted = fold(name)
    return [dict(doc, path=idx.path(doc)) for doc in idx.docs
            if doc.get("game") == game_name and any(fold(c) == wanted for c in doc["cards"])]


def origin_line(origin) -> str:
    where = " ; ".join(x for x in (origin.document, f"« {origin.post} »" if origin.post else None) if x)
    kind = msg(f"card.kind.{origin.kind}") if f"card.kind.{origin.kind}" in msg else origin.kind
    line = msg("card.origin", kind=kind, where=f" — {where}" if where else "")
    if origin.note:
        line += msg("card.origin.note", note=" ".join(origin.note.split()))
    if origin.credit:
        line += msg("card.origin.credit", credit=origin.credit)
    return line


def describe(game, facts) -> list[str]:
    """A card's or character's description, whatever the game."""
    lines = [msg("card.heading", name=facts.name, kind=facts.kind, game=game.title)]
    lines.extend(msg("card.fact", label=label, value=value) for label, value in facts.facts)
    lines.append(msg("card.text", text=facts.text))
    lines.append(origin_line(facts.origin))
    if facts.errata:
        lines.append(msg("card.errata", text=facts.errata))
    if facts.keywords:
        lines.append(" · ".join(facts.keywords))
    for more in facts.more_texts:      # the game's own text beside a quoted one, other versions
        lines.append(msg("card.more_text", label=more.label, text=more.text))
        lines.append(origin_line(more.origin))
        lines.extend(msg("card.remark", label=label, text=" ".join(value.split())) for label, value in more.notes)
    lines.extend(msg("card.remark", label=label, text=" ".join(value.split())) for label, value in facts.remarks)
    if facts.unmodelled:
        lines.append(msg("card.unmodelled_parts"))
        lines.extend(msg("card.unmodelled_part", text=" ".join(part.split())) for part in facts.unmodelled)
    if not facts.modelled:
        lines.append(msg("card.unmodelled"))
    return lines


def card_report(name: str, game_name: str | None, root: Path, scenarios: Path | None = None):
    """(exact name, description lines, rulings involving it)."""
    game, facts = find_card(name, game_name, root)
    return facts.name, describe(game, facts), rulings_with(facts.name, game.name, scenarios or Path(root) / "scenarios")


def render_rulings(rulings: list[dict]) -> list[str]:
    if not rulings:
        return [msg("card.no_ruling")]
    lines = [msg("card.rulings", count=len(rulings))]
    for doc in rulings:
        lines.append(msg("card.ruling", title=doc["title"], status=status_fr(doc["status"])))
        lines.append(f"    {doc['path']}")
    return lines


# --- rules ---------------------------------------------------------------------------------

def rulebooks(game) -> list:
    """The game's engine rule book, then its deck-building rules."""
    return [game.rulebook, game.deck_rules]


def find_rule(rule_id: str, game_name: str | None = None):
    """(game, rule) for ``rule_id``: a full id (``eredan.stats.limitation``), or its end (``stats.limitation``,
    ``703.1c``) when one game has it."""
    candidates = []
    every: list[str] = []
    for game in chosen_games(game_name):
        rules = {rule.id: rule for book in rulebooks(game) for rule in book}
        every.extend(rules)
        for candidate in (rule_id, f"{game.name}.{rule_id}"):
            if candidate in rules:
                candidates.append((game, rules[candidate]))
                break
        else:
            ending = [r for r in rules if r.endswith("." + rule_id)]
            if len(ending) == 1:
                candidates.append((game, rules[ending[0]]))
    if len(candidates) == 1:
        return candidates[0]
    if candidates:
        raise UserError(msg("rule.several", rule=rule_id, ids=", ".join(r.id for _g, r in candidates)),
                        Where("rulings rule"), msg("rule.full_id"))
    raise UserError(msg("rule.unknown", rule=rule_id), Where("rulings rule"), hint=did_you_mean(rule_id, every)
                    or msg("rule.unknown.hint"))


def rule_users(rule_id: str, root: Path) -> tuple[list, int]:
    """Rulings whose trace (any outcome of any case) applies ``rule_id``; and how many files could not load."""
    from rulings.core import kb

    report = kb.verdicts(root)         # the verdicts kept (rulings/core/verdict_cache.py) when nothing changed
    users = []
    for scenario in report.scenarios:
        cases = [case.name for case in scenario.cases if rule_id in report.rules.get(case.node_id, ())]
        if cases:
            users.append({"id": scenario.id, "title": scenario.title, "status": scenario.status,
                          "path": report.relative(scenario.path), "cases": cases})
    return users, len(report.errors)


QUOTED_LINES = 12       # the lines of a rule's source section quoted by ``rulings rule`` (a blog post may be long)


def describe_rule(rule, game=None, seeds: Path | None = None) -> list[str]:
    """A rule's heading, statement and source, then the source's own words (its section of the document, up to
    :data:`QUOTED_LINES` lines) when ``game`` and ``seeds`` say where they are."""
    status = "" if rule.status == "confirmed" else f"  [{status_fr(rule.status)}]"
    lines = [msg("rule.heading", id=rule.id, title=rule.title, status=status), rule.statement,
             msg("rule.source", section=rule.source[1], document=rule.source[0])]
    if game is None or seeds is None:
        return lines
    from rulings.core import sources

    document, title = rule.source
    titles = [s.title for d in game.documents(seeds) if d.file == document for s in d.sections]
    held = sources.section_text(seeds, document, title, titles)[1:]      # its first line is the source line above
    lines.extend(f"  | {line}" if line.strip() else "  |" for line in held[:QUOTED_LINES])
    if len(held) > QUOTED_LINES:
        lines.append(msg("rule.source_more", count=len(held) - QUOTED_LINES))
    return lines


def rule_family(prefix: str, game_name: str | None = None) -> list[str]:
    """The rules whose id, game aside, starts with ``prefix`` followed by a separator: « 702 » gives 702.1,
    702.2a…; « 704.2 » gives 704.2a, 704.2c-same…; « stats » gives Eredan's stats.*."""
    if prefix[-1:] in ".-":
        return []
    found = []
    for game in chosen_games(game_name):
        for book in rulebooks(game):
            for rule in book:
                rest = rule.id.removeprefix(game.name + ".")
                if any(c.startswith(prefix) and len(c) > len(prefix) and not c[len(prefix)].isdigit()
                       for c in (rest, rule.id)):
                    found.append(f"{rule.id:<40} {rule.title}")
    return found


def list_rules(game_name: str | None = None) -> list[str]:
    return [f"{rule.id:<40} {rule.title}" for game in chosen_games(game_name) for book in rulebooks(game)
            for rule in book]
