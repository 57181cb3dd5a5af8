"""What an outcome may hang on besides chance: a player's choice, and an open reading of the rules.

Both are declared by a game through the contract (:attr:`rulings.core.game.Game.choices` and
:attr:`~rulings.core.game.Game.readings`), in French, with the source words behind them:

* a :class:`ChoiceKind` is a kind of decision the rules leave to a player (« l'ordre d'une vague », « les cartes
  défaussées »).  The engine asks :meth:`rulings.core.chance.Chance.choose` for each decision of that kind, under a
  label that names this very decision (« ordre de la vague 1 pour Familier ») and with the options the rules
  allow.  A case fixes a decision by its label (``choices:``); an unfixed one is enumerated like an unfixed roll;
* a :class:`Reading` is an open question of the sources (an ``unconfirmed`` ruling, or a point no source settles),
  with two alternatives or more, each with its French label and the words that support it.  The engine implements
  every alternative and asks :meth:`~rulings.core.chance.Chance.reading` which one is in effect: the game's
  default (the one the rulings argue for), unless a case (``readings:``), ``rulings run --lecture`` or the
  workbench fixes another.  The site shows a ruling's cases under each alternative, side by side.

This module holds the declarations and the checks of what a case or a command line fixes; the picks themselves
live with chance (:mod:`rulings.core.chance`), the verdicts with the runner (:mod:`rulings.core.runner`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .errors import UserError, Where, did_you_mean
from .messages import msg


@dataclass(frozen=True)
class Support:
    """The words of a source that support an alternative (or give a choice): ``quote`` verbatim from ``document``."""

    document: str
    quote: str


@dataclass(frozen=True)
class ChoiceKind:
    """A kind of decision the rules leave to a player.  ``name`` is its id in the game (« wave-order »), ``label``
    how a judge names it (« l'ordre des capacités d'une vague »), ``rule`` the rule id that gives the choice,
    ``support`` the source's words."""

    name: str
    label: str
    rule: str
    support: tuple[Support, ...] = ()


@dataclass(frozen=True)
class Alternative:
    """One way to read an open question: ``name`` (its value in a case, « both »), ``label`` in French,
    ``support`` the words that argue for it."""

    name: str
    label: str
    support: tuple[Support, ...] = ()


@dataclass(frozen=True)
class Reading:
    """An open question of the sources and its alternatives (at least two, the default first is not required:
    ``default`` names it).  ``name`` is the reading's id in a case (« untap-whose »), ``question`` the question in
    French, ``rule`` the rule id it is about (the trace cites it when the engine reads it)."""

    name: str
    question: str
    rule: str
    alternatives: tuple[Alternative, ...]
    default: str

    def __post_init__(self) -> None:
        names = [a.name for a in self.alternatives]
        if len(names) < 2 or len(set(names)) != len(names) or self.default not in names:
            raise ValueError(f"reading {self.name}: two distinct alternatives or more, the default among them")

    def alternative(self, name: str) -> Alternative:
        return next(a for a in self.alternatives if a.name == name)

    @property
    def names(self) -> list[str]:
        return [a.name for a in self.alternatives]


def reading(name: str, question: str, rule: str, *alternatives: tuple[str, str, str, str]) -> Reading:
    """A reading whose first alternative is the default, each written ``(name, French label, document, the words of
    the document that support it)``: the way a game declares its readings."""
    return Reading(name, question, rule, tuple(Alternative(n, label, (Support(document, quote),))
                                               for n, label, document, quote in alternatives),
                   default=alternatives[0][0])


def in_effect(declared: Mapping[str, Reading], *fixed: Mapping[str, str]) -> dict[str, str]:
    """The alternative of every reading of a game: its default, then what each of ``fixed`` says, the last first
    (a case's ``readings:``, then the command line's ``--lecture``)."""
    chosen = {name: reading.default for name, reading in declared.items()}
    for layer in fixed:
        chosen.update(layer)
    return chosen


def checked(declared: Mapping[str, Reading], given: Mapping[str, object], place: Where | None = None,
            places: Mapping[str, Where] | None = None) -> dict[str, str]:
    """``given`` (reading -> alternative, from a case or a command line) checked against the game's readings: an
    unknown reading with « vouliez-vous dire », an alternative that is not one of its reading's, the alternatives
    listed."""
    result: dict[str, str] = {}
    for name, value in given.items():
        where = (places or {}).get(name, place) or Where()
        if name not in declared:
            known = ", ".join(declared) or msg("readings.none")
            raise UserError(msg("readings.unknown", name=name), where,
                            did_you_mean(str(name), list(declared)) or msg("readings.known", names=known))
        reading = declared[name]
        if value not in reading.names:
            raise UserError(msg("readings.bad_value", name=name, value=value), where,
                            msg("readings.options", options=options_text(reading)))
        result[name] = str(value)
    return result


def options_text(reading: Reading) -> str:
    """The alternatives of a reading as a hint lists them: « one (une seule carte), all (toutes) »."""
    return ", ".join(f"{a.name} ({a.label})" for a in reading.alternatives)


def from_command_line(declared: Mapping[str, Reading], items: list[str]) -> dict[str, str]:
    """``--lecture NOM=VALEUR`` options, checked (an item without « = » says how to write it)."""
    pairs: dict[str, str] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name.strip() or not value.strip():
            raise UserError(msg("readings.option_form", item=item), Where("--lecture"))
        pairs[name.strip()] = value.strip()
    return checked(declared, pairs, Where("--lecture"))
