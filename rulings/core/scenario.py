"""Scenario files: metadata shared by every game, and cases interpreted by the game.

A scenario file is one ruling: ``id``, ``title``, ``game``, ``status``,
``source`` (document, post, date, quote), ``cards``, ``tags``, ``ruling``,
an optional ``define`` block (local cards), and ``cases``.  Each case is
prepared by the game plug-in, which checks every name and expectation when the
file loads, so mistakes are reported before anything runs.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from rulings import games

from .branch_points import checked
from .errors import UserError, Where, did_you_mean
from .game import SHARED_DEFINES
from .messages import msg
from .spec import AnyValue, ListOf, Obj, OneOf, Str
from .yamlio import YMap, load_file, where_of

STATUSES = ("confirmed", "unconfirmed", "errata", "bug")
SLUG = r"[a-z0-9]+(?:-[a-z0-9]+)*"

SOURCE = Obj({
    "document": Str("Fichier source dans ../shared/seeds/, par exemple 000_ed20e611d15ee255.txt."),
    "post": Str("Titre exact de l'article ou de la section : une ligne entière du document."),
    "date": Str("Date de l'article (AAAA-MM-JJ).", pattern=r"\d{4}-\d{2}-\d{2}", examples=["2011-09-05"]),
    "quote": OneOf(Str(), ListOf(Str(), min_items=1),
                   doc="La ou les phrases de la règle, citées mot pour mot et d'un seul tenant."),
}, "D'où vient la règle.", required=["document", "post", "quote"])


DIVERGENT_SOURCE = Obj({**SOURCE.fields}, "Une autre source, qui dit autre chose que « source » : citée de même. La "
                       "décision a alors le statut unconfirmed, et « ruling » dit quelle lecture suit le moteur ; le "
                       "site la marque « Les sources divergent ».", required=["document", "post", "quote"])


@functools.cache
def scenario_spec(game: Any) -> Obj:
    """The format of a scenario file of ``game`` (made once per game: every file is checked against it)."""
    case = Obj({
        "name": Str("Identifiant du cas (minuscules et tirets).", pattern=SLUG, examples=["exemple-du-blog"]),
        "title": Str("Ce que montre le cas, en français."),
        "note": Str("Remarque : ce qui est supposé, d'où viennent les nombres."),
        "status": Str("Statut propre à ce cas, s'il diffère de celui du scénario.", enum=list(STATUSES)),
        "rules": ListOf(Str(), "Les règles que la trace du cas cite : toutes, et seulement elles (ids du livre de "
                               "règles du jeu, dans n'importe quel ordre ; dans chaque issue du hasard). La trace que "
                               "lit un juge est ainsi fixée : une règle qui n'y serait plus citée fait échouer le cas.",
                        min_items=1),
        "choices": Obj({}, "Les choix des joueurs que le cas fixe : l'étiquette du choix (telle que la trace "
                           "l'écrit) → l'option prise. Un choix non fixé est joué de toutes les façons que les règles "
                           "permettent.", rest=Str()),
        "readings": Obj({}, "Les lectures ouvertes que le cas fixe : nom de la lecture → l'alternative retenue "
                            "(`rulings lectures` les liste). Sinon, chaque lecture suit son alternative par défaut.",
                        rest=Str()),
        "expect_for": Str("every_choice (défaut) : les valeurs attendues valent quel que soit le choix des joueurs ; "
                          "some_choice : elles valent pour au moins une combinaison de choix (le cas dit laquelle).",
                          enum=["every_choice", "some_choice"]),
        **game.case_fields,
    }, "Un cas : une situation, ce qui est joué, ce qui est attendu.", required=["name", *game.case_required],
        exclusive=game.case_exclusive)
    return Obj({
        "id": Str("Identifiant stable (minuscules et tirets).", pattern=SLUG, examples=["solaris-defense-divisee"]),
        "title": Str("Titre de la règle, en français."),
        "game": Str("Le jeu.", enum=[game.name]),
        "status": Str("confirmed, unconfirmed ([à confirmer], question ouverte), errata, bug.",
                      enum=list(STATUSES)),
        "source": SOURCE,
        "cards": ListOf(Str(), "Toutes les cartes et tous les personnages en jeu."),
        "tags": ListOf(Str(), "Mots-clés de recherche."),
        "ruling": Str("La règle en une ou deux phrases, en français, dans nos propres mots."),
        "divergent_source": DIVERGENT_SOURCE,
        "open_questions": ListOf(Str(), "Les lectures ouvertes dont dépend la décision (noms des lectures du jeu) : "
                                        "le site montre le verdict de ses cas sous chaque alternative.", min_items=1),
        "define": game.define_spec,
        "variants": Obj(cast(Obj, game.define_spec).fields, "Des variantes de cartes de la base, pour ce fichier : "
                        "au format de define:, chaque nom est celui d'une carte de la base, qu'elle remplace ici (une "
                        "carte avec d'autres nombres)."),
        "cases": ListOf(case, "Les cas.", min_items=1),
    }, "Un scénario de règle (un fichier = une règle).",
        required=["id", "title", "game", "status", "source", "cards", "ruling", "cases"])


@dataclass
class Case:
    scenario: Scenario
    name: str
    title: str
    status: str
    raw: Any                # its YAML block (None once kb.verdicts keeps its verdict alone)
    where: Where
    prepared: Any = None    # the game's PreparedCase (None when the case is malformed: ``error`` says why)
    error: UserError | None = None      # what keeps this case from running; the file's other cases still run
    choices: dict[str, str] = field(default_factory=dict)     # the players' choices it fixes: label -> option
    readings: dict[str, str] = field(default_factory=dict)    # the open readings it fixes: name -> alternative
    expect_for: str = "every_choice"                          # or "some_choice"

    @property
    def node_id(self) -> str:
        return f"{self.scenario.id}::{self.name}"


@dataclass
class Scenario:
    """One ruling.  ``context`` is what the game prepared for all its cases (its ``db`` holds the database
    extended by the file's ``define:`` block)."""

    path: str
    id: str
    title: str
    game: str
    status: str
    source: dict[str, Any]
    cards: list[str]
    tags: list[str]
    ruling: str
    raw: Any                # the file's YAML (None once kb.verdicts keeps its verdicts alone)
    cases: list[Case] = field(default_factory=list)
    context: Any = None     # the game's
    # another source saying otherwise (the status is then unconfirmed)
    divergent_source: dict[str, Any] | None = None
    open_questions: list[str] = field(default_factory=list)     # the readings the ruling hangs on, by name
    id_where: Where | None = None   # where its id is written, when ``raw`` is not kept (core.verdict_cache)

    @property
    def sources_differ(self) -> bool:
        """Two sources say different things on this ruling (the site shows « Les sources divergent »)."""
        return self.divergent_source is not None

    def metadata(self) -> dict[str, Any]:
        quote = self.source.get("quote")
        return {
            "id": self.id, "title": self.title, "game": self.game, "status": self.status,
            "source": {"document": self.source.get("document"), "post": self.source.get("post"),
                       "date": self.source.get("date"), "quote": quote},
            "cards": list(self.cards), "tags": list(self.tags), "ruling": self.ruling, "path": self.path,
            "cases": [c.name for c in self.cases],
            **({"open_questions": list(self.open_questions)} if self.open_questions else {}),
            **({"divergent_source": {k: self.divergent_source.get(k) for k in ("document", "post", "date", "quote")}}
               if self.divergent_source is not None else {}),
        }


def load(path: str | Path, root: Path, strict: bool = True) -> Scenario:
    """Load, validate and prepare one scenario file against the knowledge base at ``root`` (raises
    UserError; ``strict=False``: a malformed case keeps its error, :attr:`Case.error`, and the others load)."""
    return from_raw(load_file(path), str(path), root, strict=strict)


def from_raw(raw: Any, name: str, root: Path, named_file: bool = True, strict: bool = True) -> Scenario:
    """Validate and prepare a loaded scenario file; ``named_file=False`` (standard input): no file name for
    the id to match.  ``strict``: the first malformed case's error is raised; otherwise each malformed case keeps
    its own (``rulings check``, ``rulings run`` and the workbench show the file's other cases)."""
    from .yamlio import looks_like_yaml

    top = where_of(raw, Where(name, 1, 1))
    if not isinstance(raw, dict):
        plain_text = isinstance(raw, str) and not looks_like_yaml(raw)
        raise UserError(msg("scenario.not_mapping"), top, msg("yaml.hint.not_yaml") if plain_text else None)
    places = cast(YMap, raw)        # a mapping the loader made: it knows the line of each key
    game_name = raw.get("game")
    if game_name is None:
        raise UserError(msg("spec.missing_key", key="game"), top,
                        msg("scenario.games", games=", ".join(games.REGISTRY)))
    try:
        game = games.get(game_name)
    except (KeyError, TypeError):
        raise UserError(msg("scenario.unknown_game", game=game_name), places.at("game"),
                        did_you_mean(str(game_name), games.REGISTRY)
                        or msg("scenario.known_games", games=", ".join(games.REGISTRY))) from None
    _without_cases(game).check(raw, top, "")      # each case is checked alone: one malformed case stops only itself
    if named_file and raw["id"] != Path(name).stem:
        raise UserError(msg("scenario.id_differs", id=raw["id"], file=Path(name).name), places.at("id"),
                        msg("scenario.rename", id=raw["id"], stem=Path(name).stem))
    if "divergent_source" in raw and raw["status"] != "unconfirmed":
        raise UserError(msg("scenario.divergent_status", status=raw["status"]), places.at("status"),
                        msg("scenario.divergent_hint"))
    scenario = Scenario(name, raw["id"], raw["title"], game_name, raw["status"], dict(raw["source"]),
                        list(raw["cards"]), list(raw.get("tags", [])), raw["ruling"], raw,
                        divergent_source=dict(raw["divergent_source"]) if "divergent_source" in raw else None,
                        open_questions=list(raw.get("open_questions", ())))
    for index, question in enumerate(raw.get("open_questions", ())):
        if question not in game.readings:
            raise UserError(msg("readings.unknown", name=question), raw["open_questions"].at(index),
                            did_you_mean(str(question), list(game.readings))
                            or msg("readings.known", names=", ".join(game.readings) or msg("readings.none")))
    context = scenario.context = game.scenario_context(raw, name, Path(root))
    seen: dict[str, int | None] = {}
    case_spec = cast(Obj, cast(ListOf, scenario_spec(game).fields["cases"]).item)
    for index, case_raw in enumerate(raw["cases"]):
        where = raw["cases"].at(index)
        case = _case(game, context, scenario, case_spec, case_raw, index, where, seen)
        if strict and case.error is not None:
            raise case.error
        scenario.cases.append(case)
    return scenario


def _case(game: Any, context: Any, scenario: Scenario, spec: Obj, case_raw: Any, index: int, where: Where,
          seen: dict[str, int | None]) -> Case:
    """One case of a file, checked and prepared; a malformed one keeps its error (``Case.error``), placed at its
    line, and the file's other cases are loaded still."""
    name = case_raw.get("name") if isinstance(case_raw, dict) else None
    name = name if isinstance(name, str) else msg("scenario.case_number", number=index + 1)
    case = Case(scenario, name, "", scenario.status, case_raw, where)
    try:
        spec.check(case_raw, where, f"cases[{index + 1}]")
        if name in seen:
            raise UserError(msg("scenario.two_cases", name=name), where, msg("scenario.first_at", line=seen[name]))
        seen[name] = where.line
        _check_rule_ids(game, case_raw)
        _check_readings(game, case_raw)
        case.title, case.status = case_raw.get("title", ""), case_raw.get("status", scenario.status)
        case.choices = {str(k): str(v) for k, v in (case_raw.get("choices") or {}).items()}
        case.readings = dict(case_raw.get("readings") or {})
        case.expect_for = case_raw.get("expect_for", "every_choice")
        case.prepared = game.prepare(context, case_raw)
    except UserError as err:
        case.error = err.located(where)
    return case


@functools.cache
def _without_cases(game: Any) -> Obj:
    """The scenario format with each case accepted as it is (each is checked alone, :func:`_case`)."""
    spec = scenario_spec(game)
    cases = cast(ListOf, spec.fields["cases"])
    return Obj({**spec.fields, "cases": ListOf(AnyValue(), cases.doc, min_items=cases.min_items)}, spec.doc,
               required=spec.required, rest=spec.rest, exclusive=spec.exclusive)


def _check_rule_ids(game: Any, case_raw: Any) -> None:
    """Every rule id a case pins (``rules:``) is a rule of the game's rule book."""
    rules: Any = case_raw.get("rules") or []
    for index, rule in enumerate(rules):
        if rule not in game.rulebook:
            raise UserError(msg("scenario.unknown_rule", rule=rule), rules.at(index),
                            did_you_mean(str(rule), list(game.rulebook.rules)))
        if rule in rules[:index]:
            raise UserError(msg("scenario.rule_twice", rule=rule), rules.at(index))


def _check_readings(game: Any, case_raw: Any) -> None:
    """Every reading a case fixes (``readings:``) is one of the game's, fixed to one of its alternatives."""
    given = case_raw.get("readings")
    if given:
        checked(game.readings, given, places={name: given.at(name) for name in given})


def is_scenario_file(path: Path) -> bool:
    """A YAML file of a scenario folder, neither in a card database nor a folder's shared cards."""
    return path.suffix in (".yaml", ".yml") and "database" not in path.parts and path.name != SHARED_DEFINES


def not_a_scenario(raw: object) -> str | None:
    """Why a YAML file found in a folder is not a scenario (a deck: ``cards`` but no ruling; a file with neither
    ``cases`` nor ``game``), or None if it is one or tries to be (``cases``, ``id``, ``title``, ``ruling`` or
    ``source``: checked as a scenario, its mistakes reported).  Card databases are never met here: the
    ``database`` folders are not searched (:func:`is_scenario_file`)."""
    if not isinstance(raw, dict):
        return msg("scenario.skip.not_mapping")
    if "cases" in raw or {"id", "title", "ruling", "source"} & set(raw):
        return None          # a ruling, maybe a broken one: checked, its mistakes reported
    if "cards" in raw:
        return msg("scenario.skip.deck")
    return None if "game" in raw else msg("scenario.skip.other")


def discover(paths: Iterable[str | Path]) -> list[Path]:
    """Scenario files under the given files/directories, sorted."""
    found: list[Path] = []
    for item in paths:
        p = Path(item)
        if p.is_dir():
            found.extend(sorted(f for f in p.rglob("*.y*ml") if is_scenario_file(f.relative_to(p))))
        elif os.path.lexists(p):         # a file, or a link that does not lead to one: reading it says why
            found.append(p)
        else:
            raise UserError(msg("scenario.no_such_path"), Where(str(p)))
    return found
