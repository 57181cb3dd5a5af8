"""The judge's workbench in the browser: the engine's entry points, called by Pyodide in a Web Worker.

The browser runs this package unchanged (``docs/assets/atelier/worker.js`` unpacks ``moteur.zip``, built
by :mod:`rulings.site.workbench`, into Pyodide's file system).  Nothing here runs a case by itself: each
call is the ``rulings`` command's own (``rulings run - --json``, ``rulings new -``) with the text for
standard input and what it prints captured, so the verdicts, the JSON and the French errors are the
CLI's, byte for byte.  Only the place of an error (line, column) is added, for the editor.

Imports nothing outside the standard library and this package: no jinja2, no MkDocs (the site's
other modules need them; this one must not).
"""

from __future__ import annotations

import contextlib
import io
import json
import sys

ROOT = "/atelier"                   # where worker.js unpacks the knowledge base (its scenarios/ folder)
_PARSER = None


def _parser():
    global _PARSER
    if _PARSER is None:
        from rulings.cli import parser

        _PARSER = parser(with_games=False)
    return _PARSER


def _call(argv: list[str], stdin: str = "") -> dict:
    """One ``rulings`` command as the CLI runs it: its exit code, what it printed, and a user error with its
    place ({"text", "line", "column"}) the way ``rulings`` prints it on stderr."""
    from rulings.cli_messages import msg
    from rulings.core.errors import UserError

    out = io.StringIO()
    saved = sys.stdin
    sys.stdin = io.StringIO(stdin)
    error = None
    try:
        args = _parser().parse_args(argv)
        with contextlib.redirect_stdout(out):
            code = args.func(args)
    except UserError as err:
        code, error = 2, {"text": msg("error", error=err), "line": err.where.line, "column": err.where.column}
    except SystemExit as exit_:      # argparse refused the arguments (French, like the CLI)
        code, error = 2, {"text": str(exit_), "line": None, "column": None}
    except Exception as exc:         # a bug of the engine, not of the user's text: said as the CLI says it
        code, error = 3, {"text": msg("internal_error", kind=type(exc).__name__, text=exc), "line": None,
                          "column": None}
    finally:
        sys.stdin = saved
    return {"code": code, "out": out.getvalue(), "error": error}


def run(text: str, case: str | None = None, root: str = ROOT) -> str:
    """``rulings run - --json [--case NAME]`` on ``text``: the CLI's report (JSON), or its error."""
    answer = _call(["run", "-", "--json", "--kb", root, *(["--case", case] if case else [])], text)
    report = json.loads(answer["out"]) if answer["out"].strip() and answer["error"] is None else None
    return json.dumps({"code": answer["code"], "report": report, "error": answer["error"],
                       "case_names": _case_names(text)}, ensure_ascii=False)


def _case_names(text: str) -> list[str]:
    """The names of the cases of ``text`` (for the page's choice of case), or none when it does not load."""
    from rulings.core.errors import UserError
    from rulings.core.yamlio import MAX_BYTES, load_text

    if len(text) > MAX_BYTES:              # refused by the run already; not parsed twice
        return []
    try:
        raw = load_text(text)
    except UserError:
        return []
    cases = raw.get("cases") if isinstance(raw, dict) else None
    return [str(c["name"]) for c in cases if isinstance(c, dict) and "name" in c] if isinstance(cases, list) else []


def new(game: str, sides: dict, plays: dict, title: str | None = None, root: str = ROOT) -> str:
    """``rulings new - --game GAME --a … --b … --play-a … --play-b …``: the scenario skeleton the form writes
    (names are checked against the game's database, with « vouliez-vous dire … ? »)."""
    argv = ["new", "-", "--kb", root, "--game", game]
    for option, names in (("--a", sides.get("A")), ("--b", sides.get("B")), ("--play-a", plays.get("A")),
                          ("--play-b", plays.get("B"))):
        for name in names or ():
            argv += [option, name]
    if title:
        argv += ["--title", title]
    answer = _call(argv)
    return json.dumps({"code": answer["code"], "yaml": answer["out"], "error": answer["error"]}, ensure_ascii=False)


def read(relative: str, root: str = ROOT) -> str:
    """The text of a bundled scenario (``eredan/regles/x.yaml``, under ``scenarios/``), for « Ouvrir dans
    l'atelier »; empty when there is no such file."""
    from pathlib import PurePosixPath

    path = PurePosixPath(relative)
    if path.is_absolute() or ".." in path.parts or path.suffix != ".yaml":
        return ""
    try:
        with open(f"{root}/scenarios/{path}", encoding="utf-8") as handle:
            return handle.read()
    except OSError:
        return ""


def preparsed(root: str = ROOT) -> None:
    """Let the loader take the card databases parsed at build time (``parsed-databases.pickle`` of the zip,
    written by :func:`rulings.site.workbench.parsed_databases` with this same loader): a file is taken from
    there only when its bytes are those parsed; any other file, and every scenario, is parsed here.  Must run
    before the games are imported (they bind ``load_file`` at import)."""
    import hashlib
    import os
    import pickle

    from rulings.core import yamlio

    if getattr(yamlio.load_file, "preparsed", False):
        return
    try:
        with open(os.path.join(root, "parsed-databases.pickle"), "rb") as handle:
            table = pickle.load(handle)
    except OSError:
        return
    parse = yamlio.load_file

    def load_file(path, *args, **kwargs):
        entry = table.get(os.path.relpath(str(path), root).replace(os.sep, "/"))
        if entry is not None:
            try:
                with open(path, "rb") as handle:
                    same = hashlib.sha256(handle.read()).hexdigest() == entry[0]
            except OSError:
                same = False
            if same:
                return pickle.loads(entry[1])
        return parse(path, *args, **kwargs)

    load_file.preparsed = True  # type: ignore[attr-defined]  # a mark on the function, read back above
    yamlio.load_file = load_file


def warm(game: str | None = None, root: str = ROOT) -> None:
    """Import the engine, and the game ``game`` with its card database, while the page shows its progress:
    the first run is then as fast as the next ones.  The other games load at their first case."""
    from pathlib import Path

    from rulings import games

    preparsed(root)
    _parser()
    import rulings.assistant.outcomes  # what rulings run --json imports
    import rulings.core.runner  # noqa: F401

    if game in games.REGISTRY:
        games.get(game).database(Path(root))
