"""Safe YAML loading that remembers where every value came from.

Scenario files are written by hand, so every error must say the line.  We
load with PyYAML's ``SafeLoader`` (never the full loader) and build
:class:`YMap` / :class:`YList` containers that know the position of each key
and item.  Two guards keep hostile input cheap:

* files larger than :data:`MAX_BYTES` are refused before parsing;
* anchors and aliases are allowed, but the *expanded* size of the document
  (aliases counted as copies) may not exceed :data:`MAX_NODES`, which stops
  "billion laughs" alias bombs before anything walks them;
* collections nest at most :data:`MAX_DEPTH` deep, checked while composing.

Values are plain: text, whole numbers and numbers within :data:`MAX_NUMBER`,
true/false, null, lists and maps (dates stay text).  Any other YAML tag
(``!!binary``, ``!!set``…) is refused, and so is a tagged value that does not
convert (``!!int abc``): each with its line, before any engine sees it.

Parsing uses libyaml (``CSafeLoader``, four times faster) when PyYAML has it,
except for documents that could nest deeply enough to overflow its C stack.
"""

from __future__ import annotations

import math
import os
import stat
from collections.abc import Callable, Iterator
from typing import Any, NoReturn

import yaml

from .errors import UserError, Where
from .french import number
from .messages import msg
from .terminal import CONTROL, shown

MAX_BYTES = 1_000_000
MAX_NODES = 200_000
MAX_DEPTH = 100
MAX_NUMBER = 10_000         # no characteristic, count or turn of any game comes near (the bundled files: 35 at
                            # most); 10**20 broke engines, a deck of a million copies took seconds


class YMap(dict[Any, Any]):
    """A mapping from YAML, with ``where`` (its own place) and :meth:`at` (the place of a key).  The places of
    the keys are kept as (line, column) and made into a :class:`Where` when asked: a file has thousands of
    keys and few errors."""

    where: Where
    key_places: dict[Any, tuple[int, int]]

    def at(self, key: object) -> Where:
        place = self.key_places.get(key)
        return Where(self.where.file, *place) if place else self.where

    def __reduce__(self) -> tuple[Any, ...]:
        return _rebuilt_map, (dict(self), self.where, self.key_places)


class YList(list[Any]):
    """A sequence from YAML, with ``where`` and :meth:`at` (the place of an item, kept as for :class:`YMap`)."""

    where: Where
    item_places: list[tuple[int, int]]

    def at(self, index: int) -> Where:
        if 0 <= index < len(self.item_places):
            return Where(self.where.file, *self.item_places[index])
        return self.where

    def __reduce__(self) -> tuple[Any, ...]:
        return _rebuilt_list, (list(self), self.where, self.item_places)


def _rebuilt_map(items: dict[Any, Any], where: Where, key_places: dict[Any, tuple[int, int]]) -> YMap:
    result = YMap(items)
    result.where, result.key_places = where, key_places
    return result


def _rebuilt_list(items: list[Any], where: Where, item_places: list[tuple[int, int]]) -> YList:
    result = YList(items)
    result.where, result.item_places = where, item_places
    return result


class YText(str):
    """A file holding only a text, with ``where``: « doit être un bloc de clés » can say the line."""

    where: Where


def where_of(value: object, default: Where | None = None) -> Where:
    own = getattr(value, "where", None)
    return own if isinstance(own, Where) else default or Where()


def _mark(node: yaml.Node, file: str | None) -> Where:
    return Where(file, node.start_mark.line + 1, node.start_mark.column + 1)


def _place(node: yaml.Node) -> tuple[int, int]:
    return node.start_mark.line + 1, node.start_mark.column + 1


class _DepthLimit:
    """Refuses nesting deeper than MAX_DEPTH while composing: a deep document stops at its level MAX_DEPTH."""

    file: str | None = None
    depth = 0
    peek_event: Callable[[], yaml.Event]        # the parser's, beside this class in a loader

    def compose_node(self, parent: yaml.Node | None, index: object) -> yaml.Node:
        self.depth += 1
        try:
            if self.depth > MAX_DEPTH:
                raise UserError(msg("yaml.too_deep", limit=MAX_DEPTH), _mark(self.peek_event(), self.file))
            return yaml.composer.Composer.compose_node(self, parent, index)     # the next class of each loader
        finally:
            self.depth -= 1


class _Loader(_DepthLimit, yaml.SafeLoader):
    """SafeLoader building YMap/YList, refusing duplicate keys, other tags than plain values, and nesting
    deeper than MAX_DEPTH."""


def _construct_mapping(loader: _Loader, node: yaml.MappingNode) -> Iterator[YMap]:
    # Keys merged in with « <<: *anchor » come first and may be overridden;
    # only a key written twice by hand is a duplicate.
    own = sum(1 for key_node, _ in node.value if key_node.tag != "tag:yaml.org,2002:merge")
    loader.flatten_mapping(node)
    merged = len(node.value) - own
    result = YMap()
    result.where = _mark(node, loader.file)
    result.key_places = {}
    yield result
    own_keys = set()
    for index, (key_node, value_node) in enumerate(node.value):
        key = loader.construct_object(key_node, deep=True)
        if isinstance(key, (list, dict)):
            raise UserError(msg("yaml.key_not_plain"), _mark(key_node, loader.file))
        if not isinstance(key, (str, int)) or isinstance(key, bool):
            # a name or a number (a turn) is a key; null, true, 1.5 are mistakes no format has a use for (a key
            # that is no list and no block is a scalar: shown as written)
            written = loader.construct_scalar(key_node)
            raise UserError(msg("yaml.key_kind", key=written), _mark(key_node, loader.file),
                            msg("yaml.key_bool", key=written) if isinstance(key, bool) else None)
        if index >= merged:
            if key in own_keys:
                raise UserError(msg("yaml.duplicate", key=key), _mark(key_node, loader.file),
                                msg("yaml.first_given", line=result.key_places[key][0]))
            own_keys.add(key)
        result[key] = loader.construct_object(value_node, deep=True)
        result.key_places[key] = _place(key_node)


def _construct_sequence(loader: _Loader, node: yaml.SequenceNode) -> Iterator[YList]:
    result = YList()
    result.where = _mark(node, loader.file)
    result.item_places = [_place(child) for child in node.value]
    yield result
    result.extend(loader.construct_object(child, deep=True) for child in node.value)


def _construct_str(loader: _Loader, node: yaml.ScalarNode) -> str:
    """A text, refused if it holds a control character (written as an escape, « \\e »: the reader refuses
    them raw), which would reach a terminal (:mod:`rulings.core.terminal`)."""
    text: str = yaml.SafeLoader.construct_yaml_str(loader, node)
    found = CONTROL.search(text)
    if found:
        raise UserError(msg("yaml.control_in_text", code=ord(found.group()), text=_clip(shown(text))),
                        _mark(node, loader.file))
    return text


def _construct_text(loader: _Loader, node: yaml.ScalarNode) -> str:
    # Dates stay text ("2011-09-05"): JSON export and comparisons stay simple; « = » is text too.
    text: str = loader.construct_scalar(node)
    return text


def _short_tag(tag: str) -> str:
    return "!!" + tag[len("tag:yaml.org,2002:"):] if tag.startswith("tag:yaml.org,2002:") else tag


def _number(construct: Callable[[_Loader, yaml.ScalarNode], float], kind: str
            ) -> Callable[[_Loader, yaml.ScalarNode], float]:
    """A constructor of numbers (``kind``: "int" or "float") that says which text does not convert and
    refuses what is beyond ±MAX_NUMBER (checked on the digits first: a number of 5,000 digits costs nothing)."""

    def constructor(loader: _Loader, node: yaml.ScalarNode) -> float:
        text = node.value if isinstance(node, yaml.ScalarNode) else ""
        where = _mark(node, loader.file)
        if sum(ch.isalnum() for ch in text) > 30:
            raise UserError(msg("yaml.number_bound", value=_clip(text), limit=number(MAX_NUMBER)), where)
        try:
            value = construct(loader, node)
        except (ValueError, TypeError, KeyError, OverflowError, yaml.constructor.ConstructorError):
            raise UserError(msg(f"yaml.not_{kind}", value=_clip(text)), where) from None
        if not (math.isfinite(value) and -MAX_NUMBER <= value <= MAX_NUMBER):
            raise UserError(msg("yaml.number_bound", value=_clip(text), limit=number(MAX_NUMBER)), where)
        return value

    return constructor


def _construct_bool(loader: _Loader, node: yaml.ScalarNode) -> bool:
    try:
        value: bool = yaml.SafeLoader.construct_yaml_bool(loader, node)
    except (KeyError, AttributeError, yaml.constructor.ConstructorError):
        raise UserError(msg("yaml.not_bool", value=_clip(str(node.value))), _mark(node, loader.file)) from None
    return value


def _construct_null(loader: _Loader, node: yaml.Node) -> None:
    if not isinstance(node, yaml.ScalarNode):
        raise UserError(msg("yaml.tag", tag="!!null"), _mark(node, loader.file))
    return None


def _refuse_tag(loader: _Loader, node: yaml.Node) -> NoReturn:
    """Every tag but plain values: ``!!binary``, ``!!set``, ``!!omap``, ``!perso``, and « << » out of a map."""
    if node.tag == "tag:yaml.org,2002:merge":
        raise UserError(msg("yaml.merge_place"), _mark(node, loader.file))
    raise UserError(msg("yaml.tag", tag=_clip(_short_tag(node.tag))), _mark(node, loader.file))


def _clip(text: str, width: int = 40) -> str:
    return text if len(text) <= width else text[:width] + "…"


_Loader.yaml_constructors = {
    yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG: _construct_mapping,
    yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG: _construct_sequence,
    yaml.resolver.BaseResolver.DEFAULT_SCALAR_TAG: _construct_str,
    "tag:yaml.org,2002:int": _number(yaml.SafeLoader.construct_yaml_int, "int"),
    "tag:yaml.org,2002:float": _number(yaml.SafeLoader.construct_yaml_float, "float"),
    "tag:yaml.org,2002:bool": _construct_bool,
    "tag:yaml.org,2002:null": _construct_null,
    "tag:yaml.org,2002:timestamp": _construct_text,
    "tag:yaml.org,2002:value": _construct_text,
    None: _refuse_tag,
}
_Loader.yaml_multi_constructors = {}

if getattr(yaml, "__with_libyaml__", False):
    class _FastLoader(yaml.CSafeLoader):
        """The same loader on libyaml's parser and composer."""

        file: str | None = None

    class PlainDeepLoader(_DepthLimit, yaml.composer.Composer, yaml.cyaml.CParser, yaml.constructor.SafeConstructor,
                          yaml.resolver.Resolver):
        """libyaml's parser (events, no recursion) under Python's composer, which counts the depth: PyYAML's safe
        loading (its own types, no places), stopping at MAX_DEPTH (:func:`load_plain`)."""

        def __init__(self, stream: str) -> None:
            yaml.cyaml.CParser.__init__(self, stream)
            yaml.composer.Composer.__init__(self)
            yaml.constructor.SafeConstructor.__init__(self)
            yaml.resolver.Resolver.__init__(self)

    class _DeepLoader(PlainDeepLoader):
        """The same, building this module's values (YMap/YList, places) as :class:`_Loader` does."""

    for _loader in (_FastLoader, _DeepLoader):
        _loader.yaml_constructors = _Loader.yaml_constructors
        _loader.yaml_multi_constructors = {}
    _PlainFastLoader = yaml.CSafeLoader
else:  # pragma: no cover - PyYAML built without libyaml
    _FastLoader = _DeepLoader = None  # type: ignore[assignment, misc]  # the classes' names, None: not there
    _PlainFastLoader = yaml.SafeLoader

    class PlainDeepLoader(_DepthLimit, yaml.SafeLoader):  # type: ignore[no-redef]
        """PyYAML's safe loading, stopping at MAX_DEPTH (UserError), on its pure-Python parser."""

# libyaml composes nested collections by recursion in C: some 30 000 levels crash
# the interpreter instead of raising RecursionError, and 9 000 levels take a second.
# Each level needs one of the characters "[{-?", so a document with fewer of them
# (every bundled file has under 1 000) is cheap to give libyaml's composer; any
# other goes to Python's, which stops at MAX_DEPTH.
_FAST_NESTING_BOUND = 2_000


def load_plain(text: str) -> Any:
    """PyYAML's safe loading of ``text`` (its own types, no places, none of this module's checks) for a tolerant
    reader (``rulings ask``'s index, the tests, the mutation tool): on libyaml where PyYAML has it; a text that
    could nest deep enough to overflow libyaml's C stack is composed by Python, which stops at MAX_DEPTH
    (UserError), where PyYAML's pure-Python loader scanned a hostile file's 30,000 brackets, seconds, to fail."""
    deep = sum(text.count(c) for c in "[{-?") >= _FAST_NESTING_BOUND
    return yaml.load(text, Loader=PlainDeepLoader if deep else _PlainFastLoader)       # safe loaders only


def _loader_for(text: str) -> Any:
    if _FastLoader is None:
        return _Loader(text)
    if sum(text.count(c) for c in "[{-?") < _FAST_NESTING_BOUND:
        return _FastLoader(text)
    return _DeepLoader(text)


def _expanded_size(root: yaml.Node, file: str | None) -> int:
    """Number of nodes once aliases are expanded (memoised: linear time); refuses nesting deeper than
    MAX_DEPTH (libyaml composed the document without counting)."""
    memo: dict[int, int] = {}

    def size(node: yaml.Node, depth: int) -> int:
        key = id(node)
        if key in memo:
            return memo[key]
        if depth > MAX_DEPTH:
            raise UserError(msg("yaml.too_deep", limit=MAX_DEPTH), _mark(node, file))
        memo[key] = 1  # guards against recursive anchors
        if isinstance(node, yaml.MappingNode):
            total = 1 + sum(size(k, depth + 1) + size(v, depth + 1) for k, v in node.value)
        elif isinstance(node, yaml.SequenceNode):
            total = 1 + sum(size(v, depth + 1) for v in node.value)
        else:
            total = 1
        memo[key] = min(total, MAX_NODES + 1)
        return memo[key]

    return size(root, 1)


def plain(value: Any) -> Any:
    """``value`` with the parser's own types (texts, maps and lists that know their place) made plain dicts, lists,
    texts and numbers, as JSON or marshal hold them; anything else unusual: its text."""
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    if isinstance(value, str):
        return str(value)
    if isinstance(value, bool | int | float) or value is None:
        return value
    return str(value)


def load_text(text: str, file: str | None = None) -> Any:
    """Parse one YAML document from text; raise UserError with a position."""
    loader = None
    try:
        loader = _loader_for(text)
        loader.file = file
        node = loader.get_single_node()
        if node is None:
            raise UserError(msg("yaml.empty"), Where(file, 1, 1))
        if _expanded_size(node, file) > MAX_NODES:
            raise UserError(msg("yaml.expands", limit=MAX_NODES), _mark(node, file))
        value = loader.construct_document(node)
        if isinstance(value, str):          # a file holding only a text: keep where it starts
            value = YText(value)
            value.where = _mark(node, file)
        return value
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = Where(file, mark.line + 1, mark.column + 1) if mark else Where(file)
        if "maximum nesting depth" in (exc.problem or ""):     # libyaml 0.2.6 stops at 1 000 levels itself
            raise UserError(msg("yaml.too_deep", limit=MAX_DEPTH), where) from None
        problem, hint = explain(exc.problem or exc.context or "", text, mark)
        raise UserError(msg("yaml.malformed", problem=problem), where, hint) from None
    except yaml.reader.ReaderError as exc:
        line = text.count("\n", 0, exc.position) + 1
        column = exc.position - (text.rfind("\n", 0, exc.position) + 1) + 1
        raise UserError(msg("yaml.control_char", code=exc.character), Where(file, line, column)) from None
    except yaml.YAMLError as exc:
        raise UserError(msg("yaml.malformed", problem=msg("yaml.parser_said", text=exc)), Where(file),
                        None if looks_like_yaml(text) else msg("yaml.hint.not_yaml")) from None
    except RecursionError:
        raise UserError(msg("yaml.too_deep", limit=MAX_DEPTH), Where(file)) from None
    except UnicodeEncodeError as exc:
        # a lone surrogate: no UTF-8 text holds one, but a text given directly may (the workbench's, from the
        # browser); libyaml reads UTF-8 only
        line = text.count("\n", 0, exc.start) + 1
        column = exc.start - (text.rfind("\n", 0, exc.start) + 1) + 1
        raise UserError(msg("yaml.control_char", code=ord(text[exc.start])), Where(file, line, column)) from None
    finally:
        if loader is not None:
            loader.dispose()


# While a parse cache is kept (:func:`rulings.core.parse_cache.kept`): the value of a file's name and bytes.
parsed_by: Callable[[str, bytes], Any] | None = None


def load_file(path: str | os.PathLike[str], max_bytes: int = MAX_BYTES) -> Any:
    """Read and parse a YAML file, refusing oversized files before reading them."""
    name = str(path)
    data = read_regular(path, max_bytes)
    if parsed_by is not None:
        return parsed_by(name, data)
    return load_text(decoded(data, name), name)


def read_regular(path: str | os.PathLike[str], max_bytes: int = MAX_BYTES) -> bytes:
    """The bytes of the regular file ``path``, refused with the reason if it is anything else: a named pipe or a
    device (opened without waiting, never read: it could wait forever or never end), a loop of symbolic links,
    a folder, or a file over ``max_bytes`` (told from its size before reading)."""
    name = str(path)
    try:
        handle = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        raise UserError(msg("yaml.cannot_read", reason=_os_reason(exc)), Where(name)) from None
    try:
        info = os.fstat(handle)
        if stat.S_ISDIR(info.st_mode):
            raise UserError(msg("yaml.cannot_read", reason=msg("yaml.os.directory")), Where(name))
        if not stat.S_ISREG(info.st_mode):
            raise UserError(msg("yaml.cannot_read", reason=msg("yaml.os.special")), Where(name))
        if info.st_size > max_bytes:
            raise UserError(msg("yaml.too_big", size=info.st_size, limit=number(max_bytes)), Where(name))
        with os.fdopen(handle, "rb", closefd=False) as stream:
            raw = stream.read(max_bytes + 1)    # one byte more tells a file grown since too big
    except OSError as exc:
        raise UserError(msg("yaml.cannot_read", reason=_os_reason(exc)), Where(name)) from None
    finally:
        os.close(handle)
    if len(raw) > max_bytes:
        raise UserError(msg("yaml.too_big_read", limit=max_bytes), Where(name))
    return raw


def decoded(raw: bytes, name: str) -> str:
    """The UTF-8 text of ``raw`` (a file, or the standard input, read as bytes); a byte that is not UTF-8 is
    refused at its line and column."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        column = exc.start - (raw.rfind(b"\n", 0, exc.start) + 1) + 1
        raise UserError(msg("yaml.not_utf8", index=exc.start, byte=raw[exc.start]), Where(name, line, column)) from None


def _os_reason(exc: OSError) -> str:
    import errno

    names = {errno.ENOENT: "yaml.os.missing", errno.EACCES: "yaml.os.denied", errno.EISDIR: "yaml.os.directory",
             errno.ELOOP: "yaml.os.loop"}
    return msg(names[exc.errno]) if exc.errno in names else msg("yaml.os.other", text=exc.strerror or exc)


# PyYAML's problems (libyaml and the pure-Python parser word them differently), in plain French.
# The problems of libyaml's parser and of PyYAML's pure-Python one (the workbench's, in the browser) in French:
# the first pattern found in the parser's words wins.
_PROBLEMS = (
    ("mapping values are not allowed", "yaml.problem.colon"),
    ("document start>", "yaml.problem.after_end"),
    ("unknown directive", "yaml.problem.directive"),
    ("<stream end>", "yaml.problem.end_of_stream"),
    ("node content", "yaml.problem.node_content"),
    ("second occurrence", "yaml.problem.anchor_twice"),
    ("duplicate anchor", "yaml.problem.anchor_twice"),
    ("indentation indicator", "yaml.problem.block_indicator"),
    ("tag handle", "yaml.problem.tag"),
    ("'\\t' that cannot start", "yaml.problem.tab"),
    ("tab character", "yaml.problem.tab"),
    ("cannot start any token", "yaml.problem.token"),
    ("expected alphabetic or numeric character", "yaml.problem.token"),
    ("could not find expected ':'", "yaml.problem.expected_colon"),
    ("did not find expected key", "yaml.problem.block_end"),
    ("expected <block end>", "yaml.problem.block_end"),
    ("did not find expected '-'", "yaml.problem.block_end"),
    ("expected ',' or", "yaml.problem.flow_end"),
    ("end of stream", "yaml.problem.end_of_stream"),
    ("another document", "yaml.problem.several_documents"),
    ("constructor for the tag", "yaml.problem.tag"),
    ("undefined alias", "yaml.problem.alias"),
    ("recursive", "yaml.problem.recursive"),
    ("unknown escape", "yaml.problem.escape"),
    ("unhashable", "yaml.problem.unhashable"),
)


def explain(problem: str, text: str, mark: Any) -> tuple[str, str | None]:
    """(the problem in French, a hint for the usual causes) of a YAML syntax error at ``mark``: a tab, an
    unquoted « : » inside a text, a file that is not YAML at all."""
    lines = text.splitlines()
    line = lines[mark.line] if mark is not None and mark.line < len(lines) else ""
    name = next((name for pattern, name in _PROBLEMS if pattern in problem), None)
    if name is None:
        french = msg("yaml.parser_said", text=problem)
    elif name == "yaml.problem.token":
        column = mark.column if mark is not None else 0
        french = msg(name, char=line[column:column + 1] or "?")
    else:
        french = msg(name)
    indent = line[:len(line) - len(line.lstrip())]
    if "\t" in indent or name == "yaml.problem.tab":
        return french, msg("yaml.hint.tab")
    if not looks_like_yaml(text):
        return french, msg("yaml.hint.not_yaml")
    key, _sep, rest = line.strip().partition(": ")
    if name == "yaml.problem.colon" and ": " in rest:
        return french, msg("yaml.hint.colon", example=f'{key}: "{rest}"')
    return french, None


def looks_like_yaml(text: str) -> bool:
    """Whether most top-level lines of ``text`` read as YAML (« clé: valeur », « - élément », « --- »)."""
    import re

    top = [line for line in text.splitlines() if line.strip() and not line.startswith((" ", "\t", "#"))]
    if not top:
        return True
    # a key: short, with no space before its colon (French prose writes « texte : suite »)
    plain = re.compile(r"(---|\.\.\.|-(\s|$)|[\w\"'][^:#\n]{0,40}(?<!\s):(\s|$)|[\[{\]}])")
    return sum(bool(plain.match(line)) for line in top) * 2 >= len(top)


_PLAIN = None


def scalar(text: str) -> str:
    """``text`` as a YAML scalar for a file we write (``rulings new``): plain when safe, else double-quoted."""
    import json
    import re

    global _PLAIN
    if _PLAIN is None:
        _PLAIN = re.compile(r"[^\W\d_][\w .'’()-]*")
    reserved = {"yes", "no", "true", "false", "null", "on", "off", "y", "n"}
    plain = _PLAIN.fullmatch(text) and not text.endswith((" ", ".")) and text.lower() not in reserved
    return text if plain else json.dumps(text, ensure_ascii=False)
