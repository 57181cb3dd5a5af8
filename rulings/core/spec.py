"""A small declarative format description: validates YAML and emits JSON Schema.

One description serves two purposes, so they never drift apart:

* :func:`Spec.check` validates a loaded YAML value and raises a
  :class:`~rulings.core.errors.UserError` naming the line, the key and, for a
  misspelt key or value, what the user probably meant;
* :func:`Spec.json_schema` produces the JSON Schema shipped for editors.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from typing import Any

from .errors import UserError, Where, did_you_mean
from .french import decimal, join, number
from .messages import msg
from .yamlio import MAX_NUMBER, YList, YMap

_TYPE_NAMES: dict[type, str] = {str: "type.str", int: "type.int", bool: "type.bool", float: "type.float",
                                dict: "type.dict", list: "type.list"}


def _named(path: str) -> str:
    """A place of the file as a message names it: « a.b », or « le fichier » for its top."""
    return f"« {path} »" if path else msg("spec.the_file")


def describe(value: object) -> str:
    """A value as the message shows it: « le texte « deux » », « rien (null) »…"""
    if value is None:
        return msg("value.null")
    if isinstance(value, bool):
        return msg("value.bool", value=str(value).lower())
    if isinstance(value, int):
        return msg("value.number", value=value)
    if isinstance(value, float):     # « 3.5 » in YAML: a number, written the French way (not « float »)
        return msg("value.number", value=decimal(value, None))
    if isinstance(value, str):
        return msg("value.str", value=value)
    if isinstance(value, dict):
        return msg("value.dict")
    if isinstance(value, list):
        return msg("value.list")
    return type(value).__name__


class _Lazy:
    """The place of a key of a YMap or an item of a YList, made into a Where only when an error says it: a file
    has thousands of keys, and a check finds few errors."""

    __slots__ = ("container", "key")

    def __init__(self, container: YMap | YList, key: Any) -> None:
        self.container, self.key = container, key

    def __call__(self) -> Where:
        return self.container.at(self.key)


Place = Where | _Lazy       # where a value is, or how to find it when an error needs it


def _placed(where: Place) -> Where:
    return where() if isinstance(where, _Lazy) else where


def _own(value: object, default: Place) -> Place:
    """A block's or a list's own place; ``default`` for any other value (a text, a number: the key's place)."""
    own = getattr(value, "where", None)
    return own if isinstance(own, Where) else default


class Spec:
    doc: str = ""

    def check(self, value: Any, where: Place, path: str) -> None:
        raise NotImplementedError

    def json_schema(self) -> dict[str, Any]:
        raise NotImplementedError

    def _schema(self, schema: dict[str, Any]) -> dict[str, Any]:
        if self.doc:
            schema["description"] = self.doc
        return schema

    def accepts_type(self, value: object) -> bool:
        """Cheap test used by OneOf to pick the alternative matching a value."""
        return True


class Scalar(Spec):
    def __init__(self, kind: type, doc: str = "", enum: Collection[object] | None = None,
                 minimum: float | None = None, pattern: str | None = None, examples: Sequence[str] | None = None,
                 numbers: bool = False) -> None:
        self.kind, self.doc, self.enum = kind, doc, enum
        self.minimum, self.pattern, self.examples = minimum, pattern, examples
        self.numbers = numbers      # a form of numbers (« 3/5 »): its numbers have the bounds of numbers; an
                                    # identifier with digits in it (« regle-99999 ») is text, not bounded

    def accepts_type(self, value: object) -> bool:
        if self.kind is int:
            return isinstance(value, int) and not isinstance(value, bool)
        if self.kind is float:
            return isinstance(value, (int, float)) and not isinstance(value, bool)
        return isinstance(value, self.kind)

    def check(self, value: Any, where: Place, path: str) -> None:
        if not self.accepts_type(value):
            raise UserError(msg("spec.must_be", what=_named(path), kind=msg(_TYPE_NAMES[self.kind]),
                                value=describe(value)), _placed(where))
        if self.enum is not None and value not in self.enum:
            hint = did_you_mean(str(value), self.enum) if isinstance(value, str) else None
            allowed = ", ".join(str(e) for e in self.enum)
            raise UserError(msg("spec.not_allowed", path=path, value=value, allowed=allowed), _placed(where), hint)
        if self.minimum is not None and value < self.minimum:
            raise UserError(msg("spec.minimum", path=path, minimum=self.minimum, value=value), _placed(where))
        if self.pattern is not None:
            import re

            if not re.fullmatch(self.pattern, value):
                raise UserError(msg("spec.pattern", path=path, value=value, examples=", ".join(self.examples or [])),
                                _placed(where))
            # a form of numbers (« 3/5 ») is read as numbers: the same bounds as numbers written alone (the
            # length first: Python refuses to read a number of over 4,300 digits)
            for digits in re.findall(r"\d+", value) if self.numbers else ():
                if len(digits) > len(str(MAX_NUMBER)) or int(digits) > MAX_NUMBER:
                    raise UserError(msg("spec.number_bound", path=path, value=value, limit=number(MAX_NUMBER)),
                                    _placed(where))

    def json_schema(self) -> dict[str, Any]:
        names = {str: "string", int: "integer", bool: "boolean", float: "number"}
        schema: dict[str, Any] = {"type": names[self.kind]}
        if self.enum is not None:
            schema["enum"] = list(self.enum)
        if self.minimum is not None:
            schema["minimum"] = self.minimum
        if self.pattern is not None:
            schema["pattern"] = f"^(?:{self.pattern})$"
        if self.examples:
            schema["examples"] = list(self.examples)
        return self._schema(schema)


def Str(doc: str = "", **kw: Any) -> Scalar:
    return Scalar(str, doc, **kw)


def Int(doc: str = "", **kw: Any) -> Scalar:
    return Scalar(int, doc, **kw)


def Bool(doc: str = "") -> Scalar:
    return Scalar(bool, doc)


class AnyValue(Spec):
    def __init__(self, doc: str = "") -> None:
        self.doc = doc

    def check(self, value: Any, where: Place, path: str) -> None:
        pass

    def json_schema(self) -> dict[str, Any]:
        return self._schema({})


class ListOf(Spec):
    def __init__(self, item: Spec, doc: str = "", min_items: int = 0) -> None:
        self.item, self.doc, self.min_items = item, doc, min_items

    def accepts_type(self, value: object) -> bool:
        return isinstance(value, list)

    def check(self, value: Any, where: Place, path: str) -> None:
        if not isinstance(value, list):
            raise UserError(msg("spec.must_be", what=_named(path), kind=msg("type.list"), value=describe(value)),
                            _placed(where))
        if len(value) < self.min_items:
            raise UserError(msg("spec.min_items", path=path, count=self.min_items), _placed(where))
        for index, item in enumerate(value):
            # an item's own place is where its node starts, which the list keeps for each item (an alias's item
            # too: its node is the one it names)
            item_where: Place = _Lazy(value, index) if isinstance(value, YList) else _own(item, where)
            self.item.check(item, item_where, f"{path}[{index + 1}]")

    def json_schema(self) -> dict[str, Any]:
        schema: dict[str, Any] = {"type": "array", "items": self.item.json_schema()}
        if self.min_items:
            schema["minItems"] = self.min_items
        return self._schema(schema)


class Obj(Spec):
    """A mapping with known keys.  ``rest`` validates any other key (or None: refused)."""

    def __init__(self, fields: dict[str, Spec], doc: str = "", required: Iterable[str] = (), rest: Spec | None = None,
                 exclusive: Iterable[Iterable[str]] = ()) -> None:
        self.fields, self.doc, self.required = fields, doc, tuple(required)
        self.rest, self.exclusive = rest, tuple(exclusive)

    def accepts_type(self, value: object) -> bool:
        return isinstance(value, dict)

    def check(self, value: Any, where: Place, path: str) -> None:
        if not isinstance(value, dict):
            raise UserError(msg("spec.must_be", what=_named(path), kind=msg("type.dict"),
                                value=describe(value)), _placed(where))
        prefix = f"{path}." if path else ""
        for key, item in value.items():
            key_where: Place = _Lazy(value, key) if isinstance(value, YMap) else where
            spec = self.fields.get(key) or self.rest
            if spec is None:
                raise UserError(msg("spec.unknown_key", key=f"{prefix}{key}"), _placed(key_where),
                                did_you_mean(str(key), self.fields)
                                or msg("spec.allowed_keys", keys=", ".join(self.fields)))
            spec.check(item, _own(item, key_where), f"{prefix}{key}")
        for key in self.required:
            if key not in value:
                raise UserError(msg("spec.missing_key", key=f"{prefix}{key}"), _placed(where))
        for group in self.exclusive:
            present = [k for k in group if k in value]
            if len(present) > 1:
                raise UserError(msg("spec.exclusive", keys=", ".join(present), what=_named(path)), _placed(where))

    def json_schema(self) -> dict[str, Any]:
        schema: dict[str, Any] = {"type": "object",
                                  "properties": {k: s.json_schema() for k, s in self.fields.items()}}
        if self.required:
            schema["required"] = list(self.required)
        schema["additionalProperties"] = self.rest.json_schema() if self.rest else False
        return self._schema(schema)


class OneOf(Spec):
    """One of several shapes, told apart by the value's type (text, list, mapping...)."""

    def __init__(self, *options: Spec, doc: str = "") -> None:
        self.options, self.doc = options, doc

    def accepts_type(self, value: object) -> bool:
        return any(o.accepts_type(value) for o in self.options)

    def check(self, value: Any, where: Place, path: str) -> None:
        for option in self.options:
            if option.accepts_type(value):
                option.check(value, where, path)
                return
        raise UserError(msg("spec.must_be", what=_named(path), kind=_kind_of(self), value=describe(value)),
                        _placed(where))

    def json_schema(self) -> dict[str, Any]:
        return self._schema({"anyOf": [o.json_schema() for o in self.options]})


def _kind_of(spec: Spec) -> str:
    if isinstance(spec, Scalar):
        return msg(_TYPE_NAMES[spec.kind])
    if isinstance(spec, ListOf):
        return msg("type.list")
    if isinstance(spec, Obj):
        return msg("type.dict")
    if isinstance(spec, OneOf):
        return join((_kind_of(o) for o in spec.options), msg("or"))
    return msg("type.any")
