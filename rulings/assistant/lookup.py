"""``rulings card NAME`` and ``rulings rule ID``: what the base knows about a card or a rule.

A card (or character) comes from the game's card database: its text, said to
be quoted or reconstructed with its source, its type, restrictions and
keywords, and the rulings involving it (from the ``ask`` index, no engine run).

A rule comes from the game's rule book (or the deck-building rules): its
statement, source and status, and the rulings whose traces apply it, which
needs every case run by the engine (a few seconds, like ``rulings check``).
"""

from __future__ import annotations

import importlib

from rulings.core.errors import UserError, Where, did_you_mean, fold

from . import index as ask_index

KIND_FR = {"quoted": "cité mot pour mot", "reconstructed": "reconstitué (seul l'effet qu'une décision énonce)"}
STATUS_FR = {"confirmed": "confirmée", "unconfirmed": "à confirmer", "errata": "errata", "bug": "bug"}


def _game(name: str):
    from rulings import games

    try:
        return games.get(name)
    except KeyError:
        raise UserError(f"unknown game '{name}'", Where("rulings"), hint=did_you_mean(name, games.KNOWN)) from None


def find_name(name: str, choices) -> str:
    """``name`` as the database spells it (exact, or same letters without case and accents)."""
    choices = list(choices)
    if name in choices:
        return name
    folded = {fold(c): c for c in choices}
    if fold(name) in folded:
        return folded[fold(name)]
    raise UserError(f"no card or character named '{name}' in the card database", Where("rulings card"),
                    hint=did_you_mean(name, choices) or "rulings ask \"...\" searches the rulings' text")


def rulings_with(name: str, root=None) -> list[dict]:
    """Rulings whose ``cards`` list ``name``, from the ``ask`` index."""
    idx = ask_index.load(root)
    wanted = fold(name)
    return [dict(doc, path=idx.path(doc)) for doc in idx.docs if any(fold(c) == wanted for c in doc["cards"])]


def _source_line(source) -> str:
    if source is None:
        return "source : non donnée"
    where = " ; ".join(x for x in (source.document, f"« {source.post} »" if source.post else None) if x)
    line = f"texte {KIND_FR.get(source.kind, source.kind)}" + (f" — {where}" if where else "")
    if source.note:
        line += f"\n  note : {' '.join(source.note.split())}"
    return line


def _groups(values: dict) -> str:
    labels = {"guilds": "guildes", "classes": "classes", "races": "races", "castes": "castes"}
    return " ; ".join(f"{labels.get(k, k)} {', '.join(v)}" for k, v in values.items() if v)


def describe_card(card) -> list[str]:
    from rulings.games.eredan.model import TYPE_FR

    kind = TYPE_FR.get(card.type, card.type) + (f" ({', '.join(card.subtypes)})" if card.subtypes else "")
    lines = [f"{card.name} — carte, {kind}", f"« {card.text} »", _source_line(card.source)]
    if card.errata:
        lines.append(f"errata : « {card.errata} »")
    lines.append(f"restrictions : {_groups(card.restrictions) or 'aucune'}")
    traits = []
    if card.unique:
        traits.append("unique")
    if card.chain:
        chain = card.chain if isinstance(card.chain, str) else " ".join(str(v) for v in dict(card.chain).values())
        traits.append(f"enchaînement : {chain}")
    duration, amount = card.duration
    traits.append({"ephemeral": "éphémère", "permanent": "permanente", "turns": f"durée {amount} tours",
                   "combats": f"durée {amount} combats"}.get(duration, duration))
    if card.version:
        traits.append(f"version {card.version}")
    if card.level is not None:
        traits.append(f"niveau {card.level}")
    if card.keywords:
        traits.append("mots-clés : " + ", ".join(card.keywords))
    lines.append(" · ".join(traits))
    if not card.effects:
        lines.append("le moteur ne modélise pas son effet (aucun effet décrit dans la base)")
    return lines


def describe_character(char) -> list[str]:
    identity = _groups({"guilds": char.guilds, "classes": char.classes, "races": char.races, "castes": char.castes})
    lines = [f"{char.name} — personnage" + (f", {identity}" if identity else ""),
             char.stated_characteristics(),
             f"« {char.text} »", _source_line(char.source)]
    if char.orders:
        lines.append("bonus d'ordre : " + ", ".join(f"tour {t} : {b}" for t, b in sorted(char.orders.items())))
    return lines


def card_report(name: str, game_name: str = "eredan", root=None) -> tuple[str, list[str], list[dict]]:
    """(exact name, description lines, rulings involving it)."""
    db = _game(game_name).database
    exact = find_name(name, list(db.cards) + list(db.characters))
    lines = describe_card(db.cards[exact]) if exact in db.cards else describe_character(db.characters[exact])
    return exact, lines, rulings_with(exact, root)


def render_rulings(rulings: list[dict]) -> list[str]:
    if not rulings:
        return ["aucune décision ne l'implique encore"]
    lines = [f"décisions ({len(rulings)}) :"]
    for doc in rulings:
        lines.append(f"  - {doc['title']}  [{doc['status']}]")
        lines.append(f"    {doc['path']}")
    return lines


# --- rules ---------------------------------------------------------------------------------

def rulebooks(game_name: str = "eredan") -> list:
    """The game's engine rule book, then its deck-building rules when the game has them."""
    books = [_game(game_name).rulebook]
    try:
        deck = importlib.import_module(f"rulings.games.{game_name}.deck")
    except ImportError:
        return books
    return books + [deck.DECK_RULES]


def find_rule(rule_id: str, game_name: str = "eredan"):
    """The rule called ``rule_id``, or ``stats.limitation`` for ``eredan.stats.limitation``."""
    rules = {rule.id: rule for book in rulebooks(game_name) for rule in book}
    for candidate in (rule_id, f"{game_name}.{rule_id}"):
        if candidate in rules:
            return rules[candidate]
    ending = [r for r in rules if r.endswith("." + rule_id)]
    if len(ending) == 1:
        return rules[ending[0]]
    raise UserError(f"no rule '{rule_id}'", Where("rulings rule"), hint=did_you_mean(rule_id, rules)
                    or "rulings rule (without an id) lists every rule")


def rule_users(rule_id: str) -> tuple[list, int]:
    """Rulings whose trace (any outcome of any case) applies ``rule_id``; and how many files could not load."""
    from rulings.core import kb

    report = kb.check(kb.load_all(), stop_early=False)
    users = []
    for scenario in report.scenarios:
        cases = []
        for case in scenario.cases:
            result = report.results[case.node_id]
            if any(rule_id in outcome.state.trace.rules_used() for outcome in result.outcomes):
                cases.append(case.name)
        if cases:
            users.append({"id": scenario.id, "title": scenario.title, "status": scenario.status,
                          "path": kb.relative(scenario.path), "cases": cases})
    return users, len(report.errors)


def describe_rule(rule) -> list[str]:
    lines = [f"{rule.id} — {rule.title}" + ("" if rule.status == "confirmed" else f"  [{rule.status}]"),
             rule.statement, f"source : « {rule.source[1]} » ({rule.source[0]})"]
    return lines


def list_rules(game_name: str = "eredan") -> list[str]:
    return [f"{rule.id:<40} {rule.title}" for book in rulebooks(game_name) for rule in book]
