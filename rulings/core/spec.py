"""A small declarative format description: validates YAML and emits JSON Schema.

One description serves two purposes, so they never drift apart:

* :func:`Spec.check` validates a loaded YAML value and raises a
  :class:`~rulings.core.errors.UserError` naming the line, the key and, for a
  misspelt key or value, what the user probably meant;
* :func:`Spec.json_schema` produces the JSON Schema shipped for editors.
"""

from __future__ import annotations

from .errors import UserError, Where, did_you_mean
from .yamlio import YList, YMap, where_of

_TYPE_NAMES = {str: "text", int: "a whole number", bool: "true or false", float: "a number",
               dict: "a mapping (key: value)", list: "a list"}


def _describe(value) -> str:
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the text '{value}'"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return type(value).__name__


class Spec:
    doc: str = ""

    def check(self, value, where: Where, path: str) -> None:
        raise NotImplementedError

    def json_schema(self) -> dict:
        raise NotImplementedError

    def _schema(self, schema: dict) -> dict:
        if self.doc:
            schema["description"] = self.doc
        return schema

    def accepts_type(self, value) -> bool:
        """Cheap test used by OneOf to pick the alternative matching a value."""
        return True


class Scalar(Spec):
    def __init__(self, kind, doc: str = "", enum=None, minimum=None, pattern=None, examples=None):
        self.kind, self.doc, self.enum = kind, doc, enum
        self.minimum, self.pattern, self.examples = minimum, pattern, examples

    def accepts_type(self, value) -> bool:
        if self.kind is int:
            return isinstance(value, int) and not isinstance(value, bool)
        if self.kind is float:
            return isinstance(value, (int, float)) and not isinstance(value, bool)
        return isinstance(value, self.kind)

    def check(self, value, where, path):
        if not self.accepts_type(value):
            raise UserError(f"'{path}' must be {_TYPE_NAMES[self.kind]}, not {_describe(value)}", where)
        if self.enum is not None and value not in self.enum:
            hint = did_you_mean(str(value), self.enum) if isinstance(value, str) else None
            allowed = ", ".join(str(e) for e in self.enum)
            raise UserError(f"'{path}' cannot be '{value}'; allowed: {allowed}", where, hint)
        if self.minimum is not None and value < self.minimum:
            raise UserError(f"'{path}' must be at least {self.minimum}, not {value}", where)
        if self.pattern is not None:
            import re

            if not re.fullmatch(self.pattern, value):
                raise UserError(f"'{path}' has the wrong form: '{value}' (expected e.g. "
                                f"{', '.join(self.examples or [])})", where)

    def json_schema(self):
        names = {str: "string", int: "integer", bool: "boolean", float: "number"}
        schema = {"type": names[self.kind]}
        if self.enum is not None:
            schema["enum"] = list(self.enum)
        if self.minimum is not None:
            schema["minimum"] = self.minimum
        if self.pattern is not None:
            schema["pattern"] = f"^(?:{self.pattern})$"
        if self.examples:
            schema["examples"] = list(self.examples)
        return self._schema(schema)


def Str(doc="", **kw):
    return Scalar(str, doc, **kw)


def Int(doc="", **kw):
    return Scalar(int, doc, **kw)


def Bool(doc=""):
    return Scalar(bool, doc)


class AnyValue(Spec):
    def __init__(self, doc=""):
        self.doc = doc

    def check(self, value, where, path):
        pass

    def json_schema(self):
        return self._schema({})


class ListOf(Spec):
    def __init__(self, item: Spec, doc: str = "", min_items: int = 0):
        self.item, self.doc, self.min_items = item, doc, min_items

    def accepts_type(self, value):
        return isinstance(value, list)

    def check(self, value, where, path):
        if not isinstance(value, list):
            raise UserError(f"'{path}' must be a list, not {_describe(value)}", where)
        if len(value) < self.min_items:
            raise UserError(f"'{path}' needs at least {self.min_items} item(s)", where)
        for index, item in enumerate(value):
            item_where = value.at(index) if isinstance(value, YList) else where
            self.item.check(item, where_of(item, item_where), f"{path}[{index + 1}]")

    def json_schema(self):
        schema = {"type": "array", "items": self.item.json_schema()}
        if self.min_items:
            schema["minItems"] = self.min_items
        return self._schema(schema)


class Obj(Spec):
    """A mapping with known keys.  ``rest`` validates any other key (or None: refused)."""

    def __init__(self, fields: dict[str, Spec], doc: str = "", required=(), rest: Spec | None = None,
                 rest_doc: str = "", exclusive=()):
        self.fields, self.doc, self.required = fields, doc, tuple(required)
        self.rest, self.rest_doc, self.exclusive = rest, rest_doc, tuple(exclusive)

    def accepts_type(self, value):
        return isinstance(value, dict)

    def check(self, value, where, path):
        if not isinstance(value, dict):
            raise UserError(f"'{path or 'the file'}' must be a mapping (key: value), not {_describe(value)}",
                            where)
        prefix = f"{path}." if path else ""
        for key, item in value.items():
            key_where = value.at(key) if isinstance(value, YMap) else where
            spec = self.fields.get(key)
            if spec is None and self.rest is None:
                raise UserError(f"unknown key '{prefix}{key}'", key_where,
                                did_you_mean(str(key), self.fields) or
                                "allowed: " + ", ".join(self.fields))
            (spec or self.rest).check(item, where_of(item, key_where), f"{prefix}{key}")
        for key in self.required:
            if key not in value:
                raise UserError(f"missing key '{prefix}{key}'", where)
        for group in self.exclusive:
            present = [k for k in group if k in value]
            if len(present) > 1:
                raise UserError(f"give only one of {', '.join(present)} in '{path or 'the file'}'", where)

    def json_schema(self):
        schema = {"type": "object", "properties": {k: s.json_schema() for k, s in self.fields.items()}}
        if self.required:
            schema["required"] = list(self.required)
        schema["additionalProperties"] = self.rest.json_schema() if self.rest else False
        return self._schema(schema)


class OneOf(Spec):
    """One of several shapes, told apart by the value's type (text, list, mapping...)."""

    def __init__(self, *options: Spec, doc: str = ""):
        self.options, self.doc = options, doc

    def accepts_type(self, value):
        return any(o.accepts_type(value) for o in self.options)

    def check(self, value, where, path):
        for option in self.options:
            if option.accepts_type(value):
                option.check(value, where, path)
                return
        kinds = " or ".join(_kind_of(o) for o in self.options)
        raise UserError(f"'{path}' must be {kinds}, not {_describe(value)}", where)

    def json_schema(self):
        return self._schema({"anyOf": [o.json_schema() for o in self.options]})


def _kind_of(spec: Spec) -> str:
    if isinstance(spec, Scalar):
        return _TYPE_NAMES[spec.kind]
    if isinstance(spec, ListOf):
        return "a list"
    if isinstance(spec, Obj):
        return "a mapping"
    if isinstance(spec, OneOf):
        return " or ".join(_kind_of(o) for o in spec.options)
    return "a value"
