"""The game contract: what a game module gives the core, the site and the assistant.

A game lives entirely in ``rulings/games/<name>/`` (its engine, rule book,
database format, case format, views) and ``scenarios/<name>/`` (its rulings
and its card database).  It is registered by one line in
:data:`rulings.games.REGISTRY`.  Nothing outside its folder imports it or
knows its field names: the core, the site and the assistant only use what this
module describes.

Layers, from the bottom:

* **plain values** shown to users without knowing the game: :class:`CardFacts`
  (a card's labelled characteristics, keywords, text and where the text comes
  from), :class:`CaseView` (the sides of a case with rows of labelled values,
  their zones, and the ordered turns or actions), :class:`SourceDocument`
  (a source and the sections it must have rulings for);
* :class:`PreparedCase`, a case checked against the database and ready to run
  any number of times (the runner replays it once per outcome of chance);
* :class:`Game`, the module-level ``GAME`` object of each game package.

Conventions shared by every game:

* a case has ``setup`` (the situation) and ``expect`` (moment -> values), and
  describes what happens either by turns (Eredan: ``told_by = "turn"``) or by
  an ordered list of actions by any player (Wakfu, WoW Minis, Arcmage:
  ``told_by = "action"``, their cases and states built on
  :mod:`rulings.core.action_case`, :mod:`rulings.core.action_state` and their
  verbs declared as :mod:`rulings.core.action_verbs` tables); an action with ``attempt: true`` asks the
  engine whether the game allows it: refused, it changes nothing and the
  expectation ``refused`` lists it (see :data:`ATTEMPT` and
  :class:`IllegalAction`);
* every rule the engine applies appends a trace entry citing a rule id of the
  game's rule book (:mod:`rulings.core.trace`, :mod:`rulings.core.rules`);
* chance is never a hidden random call, a player's choice never a silent default, an open reading never
  one alternative alone (:mod:`rulings.core.chance`, :mod:`rulings.core.branch_points`).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from .branch_points import ChoiceKind, Reading
from .errors import Where
from .rules import RuleBook
from .spec import Bool, Obj, Spec, Str
from .yamlio import load_file, where_of

# --- shared pieces of the scenario format ---------------------------------------------------

ATTEMPT = Bool("Le joueur tente l'action : le moteur dit si le jeu l'accepte. Refusée, elle ne change rien et "
               "figure dans la valeur attendue « refused ».")

NOTE = Str("Commentaire libre.")

TEXT_ORIGIN = Obj({
    "kind": Str("quoted : texte cité mot pour mot d'une source ; data : texte cité d'un jeu de données de cartes "
                "(../shared/data/…) ; reconstructed : seul l'effet qu'une décision énonce, reconstitué (ce n'est "
                "pas le texte de la carte).", enum=["quoted", "data", "reconstructed"]),
    "document": Str("Fichier source (../shared/seeds/…), ou jeu de données (../shared/data/<jeu>/…)."),
    "post": Str("Titre exact de l'article, ligne exacte de la section, ou entrée du jeu de données."),
    "note": Str("Ce qui est supposé ou incertain, et pourquoi."),
    "credit": Str("Crédit et licence à afficher avec le texte (jeu de données)."),
}, "D'où vient le texte de la carte (voir TextOrigin).", required=["kind"])


class IllegalAction(Exception):
    """The game forbids an action.  ``rule`` is the id of the rule that forbids it, ``reason`` says why, in
    French.  An engine raises it; for an action marked ``attempt: true`` the game records the refusal (and
    its trace entry), otherwise it is the user's mistake (an impossible situation) and becomes a UserError."""

    def __init__(self, rule: str, reason: str):
        super().__init__(reason)
        self.rule, self.reason = rule, reason


# --- neutral views ---------------------------------------------------------------------------

@dataclass(frozen=True)
class TextOrigin:
    """Where a card's text comes from.  ``kind``:

    * ``quoted``: verbatim from a source document (``document``, section ``post``);
    * ``data``: verbatim from a card data set beside the sources (``document`` names it, e.g.
      ``<game>/cards.json``; ``post`` the entry), shown with its ``credit`` (licence, authors);
    * ``reconstructed``: only the effect a ruling states (``note`` says what is assumed): never the card's text.
    """

    kind: str
    document: str | None = None
    post: str | None = None
    note: str | None = None
    credit: str | None = None

    @property
    def quoted(self) -> bool:
        """The text is the card's own (from a source or a data set), not a reconstruction."""
        return self.kind in ("quoted", "data")


@dataclass(frozen=True)
class CardText:
    """One more text of a card, shown beside its main text: the game's own text beside a source's quotation,
    or another version of the card.  ``label`` names it (« Texte du client du jeu, version 2 sur 3 »);
    ``notes`` are labelled remarks on it, in display order ((« Version retenue », why), …)."""

    label: str
    text: str
    origin: TextOrigin
    notes: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class CardFacts:
    """What a card or character page shows, whatever the game.

    ``kind`` is its French type (« Personnage », « Sort (feu) », « Créature »); ``group`` the heading it is
    listed under in the cards index (« Personnages », « Cartes », « Leaders »…); ``facts`` its labelled
    characteristics in display order; ``modelled`` says whether the engine knows its effect.  Optional:
    ``more_texts``, other texts of the card (:class:`CardText`); ``unmodelled``, the abilities of its text the
    engine does not model (shown « non modélisé », never dropped silently); ``remarks``, labelled remarks on its
    texts (the version kept and why, what was assumed and what the game's own text says of it); ``aliases``,
    other spellings of its name (the game's own), by which ``rulings card`` and the search find it too."""

    name: str
    kind: str
    group: str
    facts: tuple[tuple[str, str], ...]
    keywords: tuple[str, ...]
    text: str
    origin: TextOrigin
    modelled: bool = True
    errata: str = ""
    more_texts: tuple[CardText, ...] = ()
    unmodelled: tuple[str, ...] = ()
    remarks: tuple[tuple[str, str], ...] = ()
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True)
class Table:
    """Rows of labelled values; ``note`` explains a convention of the cells (« — : non précisé »)."""

    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    note: str = ""


@dataclass(frozen=True)
class SideView:
    """One player in a case: a table of its pieces (characters, Leader, creatures…) and its other zones as
    (French label, text) pairs."""

    name: str
    table: Table | None
    zones: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class StepView:
    """A turn, or a group of actions: a heading and one line per thing done, in order."""

    title: str
    lines: tuple[str, ...]


@dataclass(frozen=True)
class CaseView:
    sides: tuple[SideView, ...]
    steps: tuple[StepView, ...]


@dataclass(frozen=True)
class Section:
    """A part of a source document that the knowledge base must cover with rulings.

    ``title`` is the exact line of the document a scenario cites as ``source.post``; ``group`` is the
    heading the game page lists it under; ``date`` is the post's date when it has one."""

    title: str
    group: str
    date: str | None = None


@dataclass(frozen=True)
class SourceDocument:
    """A source document of the game (a file of ``../shared/seeds/``) and the sections it must cover, in the
    order a reader meets them.  ``newest_first``: list groups' sections by date, newest first (a blog)."""

    file: str
    sections: tuple[Section, ...]
    newest_first: bool = False


@dataclass
class Check:
    """One expected value: at ``moment`` (the scenario's words), ``path`` should be ``expected``.

    ``key`` is the game's hashable name of the moment (the engine reports it to the observer), ``parsed``
    the game's parsed form of ``path``.  ``label`` is how a reader names the value (« Défense de Naya »); ``line``
    is the path's line, ``moment_at`` the moment's place."""

    moment: str
    key: tuple[Any, ...]
    path: str
    parsed: Any
    expected: Any
    line: int | None
    label: str = ""
    moment_at: Where | None = None      # where the moment is written in the ``expect:`` block


# --- a prepared case ---------------------------------------------------------------------------

@runtime_checkable
class PreparedCase(Protocol):
    """A case checked against the database when its file loads, run by :func:`rulings.core.runner.run_case`.

    ``checks`` maps each moment key to its :class:`Check` list (the key ``("end",)`` is reserved: after the
    whole case); ``fixed`` maps chance labels to the values the scenario fixes."""

    checks: dict[Any, Any]
    fixed: dict[str, Any]

    def new_state(self, chance: Any, observer: Any) -> Any:
        """A fresh game state (with a ``trace`` attribute, a :class:`rulings.core.trace.Trace`).  The engine
        calls ``observer(moment_key, state)`` at each named moment it reaches."""

    def run(self, state: Any) -> None:
        """Play the case: every turn or action, in order.  Raise UserError for an impossible situation."""

    def check_all_used(self, state: Any, chance: Any) -> None:
        """Raise UserError if the scenario gave an input the engine never used."""

    def read(self, state: Any, parsed: Any) -> Any:
        """The current value of a parsed expectation path."""

    def same(self, expected: Any, actual: Any) -> bool:
        """Whether a computed value matches the expected one (the game knows its value forms)."""

    def describe(self, key: Any) -> str:
        """A moment key in the scenario's words (for error messages)."""

    def view(self) -> CaseView:
        """The situation and what is played, for the site."""

    def summary(self, state: Any) -> list[tuple[str, Any]]:
        """What a judge reads after a run whatever the scenario expects (« PV de Naya », 12)."""

    def unmodelled(self) -> list[str]:
        """Cards of the case whose effect the engine does not model."""

    def unfinished(self, state: Any) -> str | None:
        """What the case leaves halfway when its last turn or action is played (a combat whose blockers or
        defenders are not declared yet…), in French, or None: the values expected at « end » are read there,
        and the judge is told so."""


# --- the game ----------------------------------------------------------------------------------

@runtime_checkable
class DeckReport(Protocol):
    legal: bool

    def as_dict(self) -> dict[str, Any]: ...

    def render(self) -> str: ...


@runtime_checkable
class Game(Protocol):
    """The ``GAME`` object of a game package.

    Metadata:
        ``name``: the slug (``eredan``), used in rule ids, paths and ``game:`` of scenarios;
        ``title``: the French title shown to users (« Eredan iTCG »);
        ``told_by``: how its cases tell what happens: ``"turn"`` (a list of turns) or ``"action"`` (an ordered
        list of actions by any player, :class:`rulings.core.action_case.ActionCase`);
        ``rulebook``: the rules the engine applies, each with a French title and its source;
        ``deck_rules``: the deck-building rules (a RuleBook, possibly empty);
        ``moments``: the moments a case may name, in the scenario's words -> French;
        ``values_fr``: the values a case reads and writes in the format's words, by the property read (the last
        part of a path: ``zone``, ``phase``, ``pending``…) -> {word: how a judge reads it} (``graveyard`` ->
        « cimetière »); the keys of a mapping read so too; :meth:`value_fr` reads it (:class:`GameBase`: none);
        ``choices``: the kinds of decision its rules leave to a player (:class:`rulings.core.branch_points.ChoiceKind`
        by name): the engine asks :meth:`rulings.core.chance.Chance.choose` for each, never takes an option silently;
        ``readings``: the open questions of its sources (:class:`rulings.core.branch_points.Reading` by name), every
        alternative implemented, read with :meth:`rulings.core.chance.Chance.reading` (:class:`GameBase`: none).
    Format (validated with line numbers, and exported as ``schema/<name>.scenario.schema.json``):
        ``case_fields``: the keys of a case besides name/title/note/status (each a Spec);
        ``case_required``, ``case_exclusive``: required keys, mutually exclusive key groups;
        ``define_spec``: the ``define:`` block (cards local to a scenario).
    With a default in :class:`GameBase`:
        ``reference_pages()``: reference pages the game generates from its own specification, as
        {path under ``docs/``: Markdown} (Eredan: the vocabulary of card effects; none by default);
        ``rulings schema --write`` writes them beside the schemas, and a test checks that the files are fresh;
        ``known_cards(root)``: every card the game knows beyond its database (a data set of card texts), as
        {name: CardFacts} with ``modelled`` false (none by default): ``rulings card`` and ``rulings new`` answer
        for them, the site lists them in a light catalogue;
        ``plain_text(text)``: a text of the game's card data set as it is shown (the data set's markup
        normalised; as it is by default): the tests compare a card's data text with the data set through it.
    """

    name: str
    title: str
    told_by: str
    rulebook: RuleBook
    deck_rules: RuleBook
    moments: dict[str, str]
    values_fr: dict[str, dict[str, str]]
    choices: dict[str, ChoiceKind]
    readings: dict[str, Reading]
    case_fields: dict[str, Spec]
    case_required: tuple[str, ...]
    case_exclusive: tuple[tuple[str, ...], ...]
    define_spec: Spec

    def documents(self, seeds: Path) -> list[SourceDocument]:
        """The game's source documents (under the ``seeds`` folder) and the sections each must cover."""

    def database(self, root: Path) -> Any:
        """The card database of the knowledge base at ``root`` (its ``scenarios/<name>/database/``), cached."""

    def catalogue(self, db: Any) -> dict[str, CardFacts]:
        """Every card and character of a database (the bundled one, or one extended by a ``define:``)."""

    def scenario_context(self, raw: Any, file: str, root: Path) -> Any:
        """What every case of one scenario file shares (its database with the ``define:`` block).  Must have
        a ``db`` attribute (passed to :meth:`catalogue`)."""

    def prepare(self, context: Any, case_raw: Any) -> PreparedCase:
        """Check one case against the database; raise UserError (with a Where) for bad input."""

    def moment_fr(self, moment: str) -> str:
        """A moment of the scenario format in French (« after Solaris » -> « après Solaris »)."""

    def value_fr(self, path: str, word: str) -> str:
        """A word a case reads at ``path`` (``Goule.zone``: ``graveyard``) as a judge reads it (« cimetière »):
        ``rulings run`` and the site show values so, ``--json`` keeps the format's words."""

    def check_deck(self, file: str, root: Path) -> DeckReport:
        """Load and check a deck file against the deck-building rules."""

    def skeleton(self, scenario_id: str, sides: dict[str, list[str]], plays: dict[str, list[str]],
                 title: str | None, root: Path) -> str:
        """A commented scenario to fill (``rulings new``): ``sides`` names what each player has in play,
        ``plays`` what each plays, from the database.  (``rulings new`` adds the line naming the schema.)"""

    def reference_pages(self) -> dict[str, str]:
        """Reference pages the game generates from its own specification: {path under ``docs/``: Markdown}."""

    def known_cards(self, root: Path) -> dict[str, CardFacts]:
        """Every card the game knows beyond its database, not modelled."""

    def plain_text(self, text: str) -> str:
        """A text of the game's card data set as it is shown."""


# --- what a game may inherit -------------------------------------------------------------------

SHARED_DEFINES = "defines.yaml"
"""A file of a scenario folder holding the cards its scenarios share (``game:`` and a ``define:`` block, as a
scenario writes it): defined once for the folder and the folders below it, rather than in every file."""


def shared_defines(root: Path, folder: Path, game: str) -> list[Path]:
    """The :data:`SHARED_DEFINES` files that apply in ``folder``, the outermost first: those of ``folder`` and of
    the folders above it, up to ``<root>/scenarios/<game>`` when ``folder`` is inside it, else up to the first
    folder that holds a knowledge base (a ``scenarios/`` folder) or the file system's root."""
    folder = folder.resolve()
    top = (root / "scenarios" / game).resolve()
    chain = [folder]
    while chain[-1] != top and chain[-1].parent != chain[-1] and not (chain[-1] / "scenarios").is_dir():
        chain.append(chain[-1].parent)
    return [f / SHARED_DEFINES for f in reversed(chain) if (f / SHARED_DEFINES).is_file()]


def every_shared_define(root: Path, game: str) -> list[Path]:
    """Every :data:`SHARED_DEFINES` file of the game's scenarios in the knowledge base at ``root``."""
    top = root / "scenarios" / game
    return sorted(p for p in top.rglob(SHARED_DEFINES) if "database" not in p.relative_to(top).parts)


@dataclass
class ScenarioContext:
    """What every case of one scenario file shares: its database (with the file's ``define:`` block) and file."""

    db: Any
    file: str


class GameBase:
    """The parts of :class:`Game` that every game does alike, over a few hooks (python-chess's variants).

    A game sets ``name`` and gives :meth:`load_database` (a folder -> its database) and :meth:`with_define`
    (a database extended by a scenario's ``define:`` block, refusing a name the database has).  Its cases are
    told by turns unless it says otherwise (a game told by actions: :class:`rulings.core.action_game.ActionGame`)."""

    name: str
    define_spec: Spec
    told_by = "turn"
    values_fr: dict[str, dict[str, str]] = {}      # noqa: RUF012 (read only: a game gives its own)
    choices: dict[str, ChoiceKind] = {}     # noqa: RUF012
    readings: dict[str, Reading] = {}       # noqa: RUF012

    def value_fr(self, path: str, word: str) -> str:
        return self.values_fr.get(path.rpartition(".")[2], {}).get(word, word)

    def __init__(self) -> None:
        self._shared: dict[tuple[int, str, int], tuple[Any, Any]] = {}   # a database and a shared file -> both
        self._databases: dict[str, Any] = {}    # a root, as given and resolved -> its database

    def load_database(self, folder: Path) -> Any:
        raise NotImplementedError

    def with_define(self, db: Any, raw_define: Any, file: str) -> Any:
        raise NotImplementedError

    def database(self, root: Path) -> Any:
        """The database of the knowledge base at ``root`` (``scenarios/<name>/database/``), loaded once."""
        given = os.fspath(root)       # every scenario of a check asks: its root as given, then resolved
        if given not in self._databases:
            resolved = Path(root).resolve()
            if str(resolved) not in self._databases:
                self._databases[str(resolved)] = self.load_database(resolved / "scenarios" / self.name / "database")
            self._databases[given] = self._databases[str(resolved)]
        return self._databases[given]

    def scenario_context(self, raw: Any, file: str, root: Path) -> ScenarioContext:
        """The database of ``root``, extended by the cards its folder shares (:data:`SHARED_DEFINES` files of the
        scenario's folder and the folders above it, under ``scenarios/``), then by the file's ``define:``."""
        db = self.shared_database(root, Path(file).parent)
        if "define" in raw:
            db = self.with_define(db, raw["define"], file)
        if "variants" in raw:       # cards of the base with other numbers, for this file
            db = db.with_variants(raw["variants"], file)
        return ScenarioContext(db, file)

    def shared_database(self, root: Path, folder: Path) -> Any:
        """The database of ``root`` extended by every :data:`SHARED_DEFINES` file of ``folder`` and of the folders
        above it (up to ``scenarios/<game>/`` when ``folder`` is inside the knowledge base), the outermost first;
        kept while the files are unchanged."""
        db = self.database(root)
        for path in shared_defines(Path(root), folder, self.name):
            key = (id(db), str(path), path.stat().st_mtime_ns)
            if key not in self._shared:
                raw = load_file(path)
                Obj({"game": Str("Le jeu.", enum=[self.name]), "define": self.define_spec},
                    required=["game", "define"]).check(raw, where_of(raw, Where(str(path))), "")
                self._shared[key] = (db, self.with_define(db, raw["define"], str(path)))
            db = self._shared[key][1]
        return db

    def deck_database(self, file: str, root: Path) -> Any:
        """The cards a deck file may name: the database of ``root`` and the cards shared by the deck's folder and
        the folders above it (:data:`SHARED_DEFINES`), as a scenario beside it knows them."""
        return self.shared_database(root, Path(file).parent)

    def reference_pages(self) -> dict[str, str]:
        """None by default."""
        return {}

    def known_cards(self, root: Path) -> dict[str, CardFacts]:
        """None by default."""
        return {}

    def plain_text(self, text: str) -> str:
        """The data set's text as it is, by default."""
        return text
