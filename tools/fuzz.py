"""Property-based fuzzing of every game's scenario and database files (Hypothesis).

The inputs start from the real files of every game (``scenarios/<game>/``: its rulings and its card
database) and are mutated the way a hand or a tool breaks a file: keys dropped, renamed, retyped or
written twice; values null, huge, negative, unicode, or taken from elsewhere (a name, a number of another
ruling: valid-looking files that drive the engines down other paths); lists and blocks nested wrongly;
lines duplicated, removed or cut, stray characters, YAML tags, anchors and aliases.

Each input runs through the command line's own code (``rulings.cli.main``, in this process, on a copy of
the knowledge base), as ``rulings check FILE``, ``rulings run FILE --trace`` or ``rulings run FILE --json``,
or both ``check`` and ``run --json`` on the same file.  Some inputs hold control characters (raw, or as
YAML escapes: « \\e[2J »); some replace the file by what is no regular file (a named pipe, a loop of
symbolic links, a link to nothing).
The property: the command ends with exit 0, 1 or 2 and, for a user error (2) or a failed check (1 of
``check``), a message naming the file (the file mutated, or the ruling checked), within a time bound; never an
internal error (exit 3: here ``RULINGS_DEBUG=1`` lets the exception through, and its signature is the
innermost frame of ``rulings``); no control character in what it prints; and ``check`` and ``run`` give one
verdict (the same exit) on the same file.

``tests/cli/test_fuzz.py`` runs a short derandomized profile of it; the long campaign is this script:

    nice python tools/fuzz.py --count 10000 [--seed N] [--timeout 10] [--out /tmp/rulings-fuzz]
    python tools/fuzz.py --links 300 [--seed N]      # the workbench's share links, under Node.js

``--links`` makes share links of the workbench (``#yaml=…``) and opens each with the page's own code
(``docs/assets/atelier/share.js``, under Node.js): deflate bombs (up to 200 MB inflated), texts just under
and just over the limit of a file, cut links, bytes that are no base64, links longer than any scenario packs
to, and ordinary scenarios.  The property: a link inflating within the limit gives its text back, one
inflating past it is refused as too big, one that does not read is refused as broken; each in a bounded time,
with Node's memory bounded.

prints exits by kind, crashes by signature (one example of each saved in --out), hangs, the slowest
inputs and the peak memory.  Exit status: 0 if no internal error, no hang and no message without its file.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import io
import os
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from hypothesis import strategies as st

# Any character a text may hold: every code point but the surrogates, as st.text's default (the UTF-8 codec), without
# the 3 s Hypothesis spends working out that codec's characters in each fresh checkout (CI's, every run)
ANY_CHARACTER = st.characters(exclude_categories=["Cs"])

ROOT = Path(__file__).resolve().parents[1]
COMMANDS = (("check",), ("run", "--trace"), ("run", "--json"), ("check+run",))
SPECIAL = ("fifo", "loop", "dangling")      # what may stand in place of the file (rarely: most inputs are files)
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")        # never printed raw (rulings.core.terminal)
KINDS = ("exit 0", "exit 1", "exit 2", "internal error", "hang", "no file named", "verdicts differ",
         "control character shown")


# --- the seeds: every bundled file of every game ------------------------------------------------------

@dataclass
class Seed:
    game: str
    kind: str               # "scenario" or "database"
    relative: str           # path under the knowledge base's root
    data: Any               # the file as plain YAML values
    text: str
    paths: list             # every path (tuple of keys and indices) into data
    by_key: dict = field(default_factory=dict)     # key -> values found under that key in this file


def plain(value):
    """YAML values without the loader's position-keeping containers."""
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    return value


def walk(value, path=()):
    yield path, value
    if isinstance(value, dict):
        for key, item in value.items():
            yield from walk(item, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from walk(item, path + (index,))


def load_seeds(root: Path = ROOT) -> list[Seed]:
    from rulings import games
    from rulings.core.yamlio import load_text

    seeds = []
    for game in games.REGISTRY:
        for path in sorted((root / "scenarios" / game).rglob("*.yaml")):
            text = path.read_text(encoding="utf-8")
            data = plain(load_text(text, str(path)))
            kind = "database" if "database" in path.relative_to(root).parts else "scenario"
            paths = [p for p, _v in walk(data)]
            by_key: dict = {}
            for p, v in walk(data):
                if p and isinstance(p[-1], str) and not isinstance(v, (dict, list)):
                    by_key.setdefault(p[-1], []).append(v)
            seeds.append(Seed(game, kind, str(path.relative_to(root)), data, text, paths, by_key))
    return seeds


# --- mutations ------------------------------------------------------------------------------------------

ODD_VALUES: tuple[object, ...] = (
    None, True, False, 0, -1, 1, 2, 7, -7, 10_000, -10_000, 10_001, 1_000_000, 10 ** 20, 1.5, -0.5,
    "", " ", "x", "Naya", "1/1", "0/10000", "0/1000000", "-5/-3", "end", "after Naya", "T1:Naya",
    "é—🂡\u202e\u0301", "\u00a0", "a" * 5000, "null", "~", "<<", "&a", "*a", "!!int", "{a: 1}", "[1, 2]",
    [], {}, [None], {"a": None}, [[[]]], {"": 1})
TEXT_SNIPPETS = ("\n", " ", ":", ": ", "- ", "[", "]", "{", "}", ",", "#", "&a ", "*a", "<<: *a", "!!str ", "!!int ",
                 "!!float ", "!!binary ", "!!set ", "!foo ", "? ", "|", ">", "'", '"', "\t", "\x00", "\x85", "é",
                 "\ufeff", "\u2028", "%YAML 1.1\n", "---\n", "...\n", "99999999999999999999", "-", ".inf", "0x1F",
                 "&b [*b]", "\x1b", "\x9b", '"\\e]0;titre\\a"', '"\\e[2J"', '"\\x07"', " \\e[31m")


def _parent(data, path):
    for step in path[:-1]:
        data = data[step]
    return data


def _with_value(data, path, value):
    if not path:
        return value
    parent = _parent(data, path)
    parent[path[-1]] = value
    return data


def _typo(draw, word: str) -> str:
    if not word:
        return "x"
    i = draw(st.integers(0, len(word) - 1))
    how = draw(st.sampled_from(("drop", "double", "swap", "upper", "accent")))
    if how == "drop":
        return word[:i] + word[i + 1:]
    if how == "double":
        return word[:i] + word[i] + word[i:]
    if how == "swap" and i + 1 < len(word):
        return word[:i] + word[i + 1] + word[i] + word[i + 2:]
    if how == "upper":
        return word[:i] + word[i].swapcase() + word[i + 1:]
    return word[:i] + "é" + word[i + 1:]


def mutate_data(draw, seed: Seed, pool: dict):
    """Structural mutations of a copy of ``seed.data``, drawn by Hypothesis."""
    import copy

    data = copy.deepcopy(seed.data)
    for _ in range(draw(st.integers(0, 3))):
        paths = [p for p, _v in walk(data)]
        path = paths[draw(st.integers(0, len(paths) - 1))]
        node = data
        for step in path:
            node = node[step]
        # half the operations keep the file plausible (a value of the same key elsewhere, another number), so
        # that the engines run on it; the other half break it
        op = draw(st.sampled_from(("pool", "number", "local", "pool", "number", "drop", "rename", "odd", "wrap",
                                   "unwrap", "duplicate")))
        if not path:
            op = draw(st.sampled_from(("wrap", "odd")))
        parent: Any = _parent(data, path) if path else None
        key: Any = path[-1] if path else None
        if op == "drop":
            del parent[key]
        elif op == "rename" and isinstance(parent, dict):
            new = draw(st.sampled_from(("typo", "other", "odd", "text")))
            if new == "typo":
                name = _typo(draw, str(key))
            elif new == "other":
                keys = sorted(pool)
                name = keys[draw(st.integers(0, len(keys) - 1))]
            elif new == "odd":
                name = draw(st.sampled_from((None, True, 3, -1, 1.5, "", "é", "<<")))
            else:
                name = draw(st.text(ANY_CHARACTER, max_size=12))
            parent.pop(key)
            parent[name] = node
        elif op == "odd":     # a copy: later operations change it in place, and the examples share ODD_VALUES
            data = _with_value(data, path, copy.deepcopy(draw(st.sampled_from(ODD_VALUES))))
        elif op == "pool" and isinstance(key, str) and pool.get(key):
            values = pool[key]
            data = _with_value(data, path, values[draw(st.integers(0, len(values) - 1))])
        elif op == "local" and seed.by_key:
            keys = sorted(seed.by_key, key=str)
            values = seed.by_key[keys[draw(st.integers(0, len(keys) - 1))]]
            data = _with_value(data, path, values[draw(st.integers(0, len(values) - 1))])
        elif op == "number" and isinstance(node, int) and not isinstance(node, bool):
            data = _with_value(data, path, draw(st.sampled_from((node + 1, node - 1, -node, 0, node * 2, node + 10,
                                                                  node * 1000, 9_999))))
        elif op == "number" and isinstance(node, str) and re.fullmatch(r"[+-]?\d+/[+-]?\d+", node):
            low, high = (int(x) for x in node.split("/"))
            shift = draw(st.integers(-3, 12))
            data = _with_value(data, path, f"{low}/{high + shift}" if draw(st.booleans()) else f"{high}/{low}")
        elif op == "wrap":
            data = _with_value(data, path, [node] if draw(st.booleans()) else {"a": node})
        elif op == "unwrap" and isinstance(node, (dict, list)) and node:
            first = next(iter(node.values())) if isinstance(node, dict) else node[0]
            data = _with_value(data, path, first)
        elif op == "duplicate" and isinstance(parent, list):
            parent.insert(key, copy.deepcopy(node))
        elif op == "duplicate" and isinstance(node, list) and node:
            node.append(copy.deepcopy(node[draw(st.integers(0, len(node) - 1))]))
    return data


def mutate_text(draw, text: str) -> str:
    """Mutations of the YAML text: a line written twice (a key twice), removed, cut; a stray character."""
    for _ in range(draw(st.sampled_from((0, 0, 0, 1, 2)))):
        lines = text.splitlines(keepends=True) or [""]
        i = draw(st.integers(0, len(lines) - 1))
        op = draw(st.sampled_from(("duplicate", "delete", "insert", "cut", "indent", "swap")))
        if op == "duplicate":
            lines.insert(i, lines[i])
        elif op == "delete":
            del lines[i]
        elif op == "insert":
            line = lines[i]
            at = draw(st.integers(0, len(line)))
            snippet = draw(st.one_of(st.sampled_from(TEXT_SNIPPETS), st.text(max_size=4)))
            lines[i] = line[:at] + snippet + line[at:]
        elif op == "cut":
            lines = lines[:i] + [lines[i][:draw(st.integers(0, len(lines[i])))]]
        elif op == "indent":
            lines[i] = draw(st.sampled_from(("", " ", "  ", "    ", "\t"))) + lines[i].lstrip(" ")
        elif op == "swap" and len(lines) > 1:
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        text = "".join(lines)
    return text


@dataclass
class Input:
    seed: Seed
    command: tuple
    text: str              # the mutated file
    check: str             # the ruling the command runs (relative path): the mutated one, or one of its game
    special: str = ""      # "fifo", "loop" or "dangling": the file replaced by what is no regular file


def inputs(seeds: list[Seed]):
    """The Hypothesis strategy of inputs: a real file of any game, mutated, and the command that reads it."""
    pool: dict = {}
    for seed in seeds:
        for key, values in seed.by_key.items():
            pool.setdefault(key, []).extend(values[:20])
    rulings_of: dict[str, list[str]] = {}
    for seed in seeds:
        if seed.kind == "scenario":
            rulings_of.setdefault(seed.game, []).append(seed.relative)

    groups: dict = {}
    for seed in seeds:
        groups.setdefault((seed.kind, seed.game), []).append(seed)
    kinds = sorted(groups)

    @st.composite
    def strategy(draw):
        group = groups[draw(st.sampled_from(kinds))]       # every game, its rulings and its database alike
        seed = group[draw(st.integers(0, len(group) - 1))]
        data = mutate_data(draw, seed, pool)
        if data == seed.data:
            text = seed.text
        else:
            text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=draw(st.sampled_from((80, 4000))))
        text = mutate_text(draw, text)
        command = draw(st.sampled_from(COMMANDS))
        if seed.kind == "scenario":
            check = seed.relative
        else:
            choices = rulings_of[seed.game]
            check = choices[draw(st.integers(0, len(choices) - 1))]
        special = draw(st.sampled_from(("",) * 17 + SPECIAL))
        return Input(seed, command, text, check, special)

    return strategy()


# --- running an input through the command line's code -------------------------------------------------------

class Hang(BaseException):
    """The input ran past its time bound (a BaseException: the command's ``except Exception`` lets it by)."""


@dataclass
class Result:
    kind: str               # "exit 0", "exit 1", "exit 2", "internal error", "hang", "no file named"
    seconds: float          # CPU time
    signature: str = ""
    detail: str = ""


class Workspace:
    """A copy of the knowledge base where each input's file is written, run, then put back."""

    def __init__(self, root: Path = ROOT):
        self.dir = Path(tempfile.mkdtemp(prefix="rulings-fuzz-"))
        self.root = self.dir / "kb"
        shutil.copytree(root / "scenarios", self.root / "scenarios")
        os.environ.setdefault("RULINGS_SEEDS", str(root.parent / "shared" / "seeds"))
        os.environ.setdefault("RULINGS_DATA", str(root.parent / "shared" / "data"))

    def close(self) -> None:
        shutil.rmtree(self.dir, ignore_errors=True)

    def run(self, item: Input, timeout: float) -> Result:
        """``item``'s command (or both, « check+run »); the file put back whatever happens."""
        from rulings import games

        target = self.root / item.seed.relative
        original = target.read_bytes()
        database = item.seed.kind == "database"
        _written(target, item)
        if database:
            _forget_databases(games)
        try:
            if item.command != ("check+run",):
                return self._one(item, item.command, timeout)
            checked = self._one(item, ("check",), timeout)
            run = self._one(item, ("run", "--json"), timeout)
            for result in (checked, run):
                if result.kind not in ("exit 0", "exit 1", "exit 2"):
                    return result
            if checked.kind != run.kind:
                return Result("verdicts differ", checked.seconds + run.seconds, "verdicts differ",
                              f"check: {checked.kind}, run --json: {run.kind}")
            return Result(checked.kind, checked.seconds + run.seconds)
        finally:
            target.unlink()
            target.write_bytes(original)
            if database:
                _forget_databases(games)

    def _one(self, item: Input, command: tuple, timeout: float) -> Result:
        from rulings.cli import main

        target = self.root / item.seed.relative
        ruling = self.root / item.check
        out, err = io.StringIO(), io.StringIO()
        args = [*command[:1], "--kb", str(self.root), str(ruling), *command[1:]]
        # the bound is on the process's CPU time: a shared, busy machine slows the wall clock, not a loop
        previous = signal.signal(signal.SIGPROF, _alarm)
        os.environ["RULINGS_DEBUG"] = "1"
        start = time.process_time()
        try:
            signal.setitimer(signal.ITIMER_PROF, timeout)
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                code = main(args)
        except Hang:
            return Result("hang", time.process_time() - start, "hang", " ".join(args))
        except SystemExit as exc:  # argparse
            code = exc.code if isinstance(exc.code, int) else 2
        except (Exception, RecursionError) as exc:   # the very thing we look for
            return Result("internal error", time.process_time() - start, signature(exc),
                          "".join(traceback.format_exception(exc))[-4000:])
        finally:
            signal.setitimer(signal.ITIMER_PROF, 0)
            signal.signal(signal.SIGPROF, previous)
            os.environ.pop("RULINGS_DEBUG", None)
            gc.unfreeze()      # « rulings check » freezes what it loaded, for a command that ends: not here
        seconds = time.process_time() - start
        said = out.getvalue() + err.getvalue()
        if code == 3:
            return Result("internal error", seconds, "exit 3 without exception", err.getvalue()[-2000:])
        if code not in (0, 1, 2):
            return Result(f"exit {code}", seconds, f"exit {code}", err.getvalue()[-2000:])
        shown = CONTROL.search(said)
        if shown:
            return Result("control character shown", seconds, "control character shown",
                          f"#x{ord(shown.group()):04x} in: {said[max(0, shown.start() - 300):shown.end() + 300]}")
        if code == 2 or (code == 1 and command[0] == "check"):     # « run FILE » is about its one file
            # the file mutated, the ruling run, or the file of the knowledge base the mistake shows in (a
            # card the mutated database no longer has, named by another database file)
            if str(target) not in said and str(ruling) not in said and f"{self.root}{os.sep}" not in said:
                return Result("no file named", seconds, "no file named", said[-2000:])
        return Result(f"exit {code}", seconds)


def _written(target: Path, item: Input) -> None:
    """The input in place of the file: its text, or what is no regular file."""
    if not item.special:
        target.write_text(item.text, encoding="utf-8", errors="surrogatepass")
        return
    target.unlink()
    if item.special == "fifo":
        os.mkfifo(target)
    elif item.special == "loop":
        target.symlink_to(target.name)
    else:
        target.symlink_to(target.parent / "absent.yaml")


def _alarm(signum, frame):
    raise Hang()


def _forget_databases(games) -> None:
    """Each game keeps its card database by knowledge base (the contract's ``database(root)``, cached): a
    database file written anew must be read anew."""
    for game in games.all_games():
        cache = getattr(game, "_databases", None)
        if cache is not None:
            cache.clear()


def signature(exc: BaseException) -> str:
    """``TypeError at rulings/games/eredan/damage.py:49 deal``: the exception and its innermost frame in rulings."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if "/rulings/" in f.filename.replace("\\", "/")]
    frame = frames[-1] if frames else traceback.extract_tb(exc.__traceback__)[-1]
    where = frame.filename.replace("\\", "/")
    where = where[where.rfind("/rulings/") + 1:] if "/rulings/" in where else where
    return f"{type(exc).__name__} at {where}:{frame.lineno} {frame.name}"


# --- the campaign ----------------------------------------------------------------------------------------

def campaign(count: int, seed: int, timeout: float, out: Path, memory_mb: int) -> int:
    from hypothesis import HealthCheck, Phase, given, settings
    from hypothesis import seed as hypothesis_seed

    if memory_mb:
        limit = memory_mb * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    seeds = load_seeds()
    workspace = Workspace()
    kinds: Counter = Counter()
    crashes: dict[str, list] = {}
    slowest: list = []
    start = time.perf_counter()
    out.mkdir(parents=True, exist_ok=True)
    done = 0

    @hypothesis_seed(seed)
    @settings(max_examples=count, database=None, deadline=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck))
    @given(inputs(seeds))
    def one(item):
        nonlocal done
        result = workspace.run(item, timeout)
        done += 1
        kinds[result.kind] += 1
        slowest.append((result.seconds, item.seed.relative, " ".join(item.command)))
        slowest.sort(reverse=True)
        del slowest[5:]
        if result.signature:
            examples = crashes.setdefault(result.signature, [])
            if not examples:
                name = re.sub(r"\W+", "-", result.signature)[:80]
                (out / f"{name}.yaml").write_text(item.text, encoding="utf-8")
                (out / f"{name}.txt").write_text(f"{item.seed.relative} ({item.check}) {item.special} "
                                                 f"{' '.join(item.command)}\n\n{result.detail}", encoding="utf-8")
            examples.append(item.seed.relative)
        if done % 500 == 0:
            print(f"  {done} inputs, {time.perf_counter() - start:.0f} s: {dict(kinds)}", flush=True)

    stopped = None
    try:
        one()
    except Exception as exc:     # Hypothesis itself: say it, and still print what was run
        stopped = f"{type(exc).__name__}: {str(exc)[:300]}"
    finally:
        workspace.close()
    elapsed = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"\n{done} inputs in {elapsed:.0f} s ({done / max(elapsed, 1e-9):.1f}/s), seed {seed}, "
          f"time bound {timeout:g} s of CPU per input")
    print("exits by kind:")
    for kind in KINDS:
        print(f"  {kind:24} {kinds.get(kind, 0)}")
    for kind in sorted(set(kinds) - set(KINDS)):
        print(f"  {kind:24} {kinds[kind]}")
    print(f"crashes by signature: {len(crashes)}" + (f" (examples in {out})" if crashes else ""))
    for sig, files in sorted(crashes.items(), key=lambda kv: -len(kv[1])):
        print(f"  {len(files):5}  {sig}   e.g. {files[0]}")
    print(f"hangs: {kinds.get('hang', 0)}")
    print("slowest inputs (CPU): " + "; ".join(f"{s:.2f} s {f} ({c})" for s, f, c in slowest))
    print(f"peak memory (RSS of the process): {peak:.0f} MB")
    if stopped:
        print(f"the campaign stopped early: {stopped}")
    bad = sum(n for k, n in kinds.items() if k not in ("exit 0", "exit 1", "exit 2")) + bool(stopped)
    return 1 if bad else 0


# --- share links of the workbench ---------------------------------------------------------------------------

SHARE_JS = ROOT / "docs" / "assets" / "atelier" / "share.js"
LINK_SECONDS = 3.0          # wall time to open one link (a bomb is stopped at the limit: milliseconds)
LINK_MEMORY_MB = 100        # what opening the links adds to Node's resident memory (a 200 MB bomb inflated whole
                            # would add at least 200)
OPENER = r"""
const fs = require("fs");
eval(fs.readFileSync(process.argv[1], "utf8"));
const limit = Number(process.argv[2]);
const codes = JSON.parse(fs.readFileSync(0, "utf8"));
const base = process.memoryUsage().rss;      // the links themselves held: what opening them adds is measured
(async () => {
  let peak = 0;
  for (const code of codes) {
    const start = performance.now();
    let kind, size = null;
    try {
      const text = await globalThis.RulingsShare.unpack(code, limit); kind = "text"; size = Buffer.byteLength(text);
    } catch (e) { kind = e instanceof globalThis.RulingsShare.TooBig ? "too big" : "broken"; }
    peak = Math.max(peak, process.memoryUsage().rss - base);
    console.log(JSON.stringify({kind, size, ms: performance.now() - start, rss: peak}));
  }
})();
"""


def share_links(count: int, seed: int) -> list[tuple[str, str, str | None]]:
    """``count`` share links: (what it is, its code, what opening it must give: "text", "too big" or None for
    either "broken" or a text: a cut link may still inflate to a shorter text)."""
    import base64
    import random
    import zlib

    from rulings.core.yamlio import MAX_BYTES

    def packed(data: bytes) -> str:
        packer = zlib.compressobj(random_.choice((1, 6, 9)), zlib.DEFLATED, -15)
        return base64.urlsafe_b64encode(packer.compress(data) + packer.flush()).decode().rstrip("=")

    def bomb(byte: bytes, megabytes: int) -> str:
        """A raw deflate stream of ``megabytes`` MB of ``byte``, made in no time: one MB compressed alone (a full
        flush: no reference to what came before) written again and again, then an empty final block."""
        packer = zlib.compressobj(9, zlib.DEFLATED, -15)
        block = packer.compress(byte * 1_000_000) + packer.flush(zlib.Z_FULL_FLUSH)
        return base64.urlsafe_b64encode(block * megabytes + b"\x03\x00").decode().rstrip("=")

    random_ = random.Random(seed)
    texts = [p.read_bytes() for p in sorted((ROOT / "scenarios").rglob("*.yaml"))[:200]]
    links: list[tuple[str, str, str | None]] = []
    for n in range(count):
        kind = ("bomb", "near", "cut", "garbage", "long", "scenario")[n % 6]
        if kind == "bomb":
            megabytes = random_.choice((2, 10, random_.randint(2, 200)))
            links.append((f"bomb of {megabytes} MB", bomb(bytes([random_.choice(b"#a\n ")]), megabytes), "too big"))
        elif kind == "near":
            size = MAX_BYTES + random_.randint(-3, 3)
            links.append((f"{size:,} bytes of text", packed(b"x" * size), "text" if size <= MAX_BYTES else "too big"))
        elif kind == "cut":
            code = packed(random_.choice(texts))
            links.append(("a cut link", code[:random_.randint(0, len(code) - 1)], None))
        elif kind == "garbage":
            links.append(("bytes that are no base64", "".join(random_.choice("!*'();:@&=+$,/?%#[]é ~.")
                                                              for _ in range(random_.randint(1, 200))), None))
        elif kind == "long":
            links.append(("a link longer than any scenario packs to", "A" * (2 * MAX_BYTES + 1), "too big"))
        else:
            links.append(("a scenario", packed(random_.choice(texts)), "text"))
    return links


def links_campaign(count: int, seed: int) -> int:
    """Opens ``count`` share links with share.js under Node.js; prints what each kind gave; 0 if all held."""
    import json
    import shutil as shutil_

    from rulings.core.yamlio import MAX_BYTES

    node = shutil_.which("node")
    if node is None:
        print("Node.js is not installed: the share links cannot be opened", file=sys.stderr)
        return 2
    links = share_links(count, seed)
    start = time.perf_counter()
    run = subprocess.run([node, "-e", OPENER, str(SHARE_JS), str(MAX_BYTES)],
                         input=json.dumps([c for _, c, _ in links]), capture_output=True, text=True,
                         timeout=60 + 5 * count)
    answers = [json.loads(line) for line in run.stdout.splitlines()]
    wrong: list[str] = []
    slow: list[str] = []
    seen: Counter[tuple[str, str]] = Counter()
    for (what, _code, expected), answer in zip(links, answers, strict=False):   # Node may stop early
        seen[(what.split(" of ")[0] if what.startswith("bomb") else what, answer["kind"])] += 1
        if (expected or answer["kind"]) != answer["kind"] or (expected is None and answer["kind"] == "too big"):
            wrong.append(f"{what}: {answer['kind']} (expected {expected or 'broken or a text'})")
        if answer["ms"] > LINK_SECONDS * 1000:
            slow.append(f"{what}: {answer['ms'] / 1000:.1f} s")
    peak = max((a["rss"] for a in answers), default=0) / 2**20
    print(f"{len(answers)} of {count} share links opened in {time.perf_counter() - start:.1f} s, seed {seed}")
    for (what, kind), number in sorted(seen.items()):
        print(f"  {number:5}  {what:42} -> {kind}")
    print(f"slowest: {max((a['ms'] for a in answers), default=0):.0f} ms (bound {LINK_SECONDS:g} s); "
          f"Node's memory grew by {peak:.0f} MB at most (bound {LINK_MEMORY_MB} MB)")
    for line in wrong[:10] + slow[:10]:
        print(f"  ! {line}")
    if run.returncode != 0 or len(answers) != count:
        print(f"Node.js stopped: exit {run.returncode}\n{run.stderr[-2000:]}")
    return 0 if not wrong and not slow and peak <= LINK_MEMORY_MB and len(answers) == count else 1


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Fuzz every game's scenario and database files (Hypothesis).")
    parser.add_argument("--count", type=int, default=1000, help="number of inputs (default 1000)")
    parser.add_argument("--seed", type=int, default=0, help="Hypothesis's random seed (default 0)")
    parser.add_argument("--timeout", type=float, default=10.0, help="CPU time bound of one input, in seconds")
    parser.add_argument("--memory", type=int, default=3000, help="address-space bound of the process, MB (0: none)")
    parser.add_argument("--out", type=Path, default=Path(tempfile.gettempdir()) / "rulings-fuzz",
                        help="where an example of each crash is saved")
    parser.add_argument("--links", type=int, metavar="N",
                        help="instead: N share links of the workbench, opened by its own code under Node.js")
    args = parser.parse_args(argv)
    if args.links:
        return links_campaign(args.links, args.seed)
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 1000))
    return campaign(args.count, args.seed, args.timeout, args.out, args.memory)


if __name__ == "__main__":
    sys.exit(main())
