"""What every game's card database shares: tables of named entries, read from a folder of YAML files.

A game's database lives in ``scenarios/<game>/database/`` of a knowledge base; each file is checked
against the game's database format (with line numbers) and built into a part, entry by entry; the parts
are merged in order of file name, refusing a name defined twice.  A scenario's ``define:`` block is built
the same way and may not shadow an entry of the database.

A game's database is a dataclass deriving from :class:`Tables`, with one ``dict`` field per kind of
entry (name -> definition), named as the YAML key that lists those entries (``cards``, ``characters``…),
then ``where`` (name -> :class:`~rulings.core.errors.Where`).  It gives only what is its own:

* :attr:`Tables.SPEC`, the format of a file, and :attr:`Tables.BUILDERS`, each kind's builder
  ``(raw entry, where) -> definition``, in reading order;
* optionally :attr:`Tables.TEXTS`, its own wording of some of the messages (the core's otherwise), and
  the hooks :meth:`Tables.holder` (a name may also be an alias), :meth:`Tables.shadows` (what a
  ``define:`` block may not redefine), :meth:`Tables.also_in` and :meth:`Tables.checked` (the links
  between entries, checked once the tables are merged).

Names are unique across the kinds of a game: a card and a character may not share one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from .errors import UserError, Where
from .messages import msg
from .spec import Spec
from .yamlio import load_file, where_of

if TYPE_CHECKING:
    from typing_extensions import Self  # typing's own from Python 3.11

Builder = Callable[[Any, Where], Any]


def parts(directory: Path, spec: Spec, build: Callable[[Any, str], Any]) -> Iterator[Any]:
    """Each ``*.yaml`` file of ``directory``, by name, checked against ``spec`` and built by ``build(raw, file)``."""
    for path in sorted(Path(directory).glob("*.yaml")):
        raw = load_file(path)
        spec.check(raw, where_of(raw, Where(str(path))), "")
        yield build(raw, str(path))


class Tables:
    """The base of a game's database (see the module's documentation)."""

    where: dict[str, Where]

    SPEC: ClassVar[Spec]
    """The format of a file of the database."""
    BUILDERS: ClassVar[Mapping[str, Builder]] = {}
    """Each kind of entry (its YAML key and its table) -> its builder, in the order the kinds are read."""
    TEXTS: ClassVar[Mapping[str, str]] = {}
    """The game's own templates for some messages, by name (``twice``, ``first_at``, ``twice_in_base``, ``also_in``,
    ``defined_here``, ``defined_here.hint``); the others are the core's (``database.<name>``)."""

    def text(self, key: str, /, **values: object) -> str:
        """The message ``key`` with its values: the game's template if it has one, else the core's."""
        if key in self.TEXTS:
            return self.TEXTS[key].format(**values)
        return msg(f"database.{key}", **values)

    def table(self, kind: str) -> dict[str, Any]:
        """The entries of one kind (a key of :attr:`BUILDERS`), by name."""
        entries: dict[str, Any] = getattr(self, kind)
        return entries

    # --- the game's hooks ------------------------------------------------------------------------

    def holder(self, name: str) -> str | None:
        """The entry ``name`` already names (itself, or the entry it is an alias of), or None."""
        return name if name in self.where else None

    def shadows(self, name: str) -> bool:
        """A ``define:`` block may not give ``name``: it is already an entry of the database."""
        return self.holder(name) is not None

    def also_in(self, name: str, holder: str) -> str:
        """The hint of a name defined in two files: where the first definition is."""
        return self.text("also_in", where=self.where[holder])

    def checked(self) -> Self:
        """The merged database, once its entries' links to each other are checked (none by default)."""
        return self

    # --- building and merging --------------------------------------------------------------------

    def extended(self, other: Self) -> Self:
        """A new database with the entries of both (``other``'s win: callers refuse a name defined twice)."""
        merged = {kind: {**self.table(kind), **other.table(kind)} for kind in [*self.BUILDERS, "where"]}
        return type(self)(**merged)

    @classmethod
    def build(cls, raw: Any, file: str) -> Self:
        """The entries of one validated mapping (a file of the database, or a ``define:`` block) as loaded from
        ``file``: its values carry their places (plain data is placed in ``file``)."""
        db = cls()
        for kind, builder in cls.BUILDERS.items():
            items = raw.get(kind) or []
            for index, item in enumerate(items):
                where = where_of(item, items.at(index) if hasattr(items, "at") else Where(file))
                name = item["name"]
                if name in db.where:
                    first = db.where[name]
                    raise UserError(db.text("twice", name=name), where,
                                    db.text("first_at", line=first.line, where=first))
                db.table(kind)[name] = builder(item, where)
                db.where[name] = where
        return db

    @classmethod
    def load(cls, directory: Path) -> Self:
        """The database of ``directory``: its files, by name, checked against :attr:`SPEC` and merged."""
        db = cls()
        for part in parts(directory, cls.SPEC, cls.build):
            for name in part.where:
                holder = db.holder(name)
                if holder is not None:
                    raise UserError(db.text("twice_in_base", name=name), part.where[name], db.also_in(name, holder))
            db = db.extended(part)
        return db.checked()

    def with_variants(self, raw_variants: Any, file: str) -> Self:
        """The database where each entry of a scenario's ``variants:`` block (the ``define:`` format) replaces the
        entry of the same name, for that scenario only: a card of the base with other numbers.  A name the
        database does not have is refused (« définissez-la sous define: »)."""
        local = type(self).build(raw_variants, file)
        for name in local.where:
            holder = self.holder(name)
            if holder is None:
                raise UserError(msg("database.no_such_variant", name=name), local.where[name],
                                msg("database.no_such_variant.hint"))
            if holder != name:
                raise UserError(msg("database.variant_alias", name=name, holder=holder), local.where[name])
        return self.extended(local).checked()

    def with_define(self, raw_define: Any, file: str) -> Self:
        """The database extended by a scenario's ``define:`` block (a name it already has is refused)."""
        local = type(self).build(raw_define, file)
        for name in local.where:
            if self.shadows(name):
                raise UserError(self.text("defined_here", name=name), local.where[name],
                                self.text("defined_here.hint"))
        return self.extended(local).checked()
