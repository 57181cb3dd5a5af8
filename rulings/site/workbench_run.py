"""The judge's workbench in the browser: the engine's entry points, called by Pyodide in a Web Worker.

The browser runs this package unchanged (``docs/assets/atelier/worker.js`` unpacks ``moteur.zip``, built
by :mod:`rulings.site.workbench`, into Pyodide's file system).  Nothing here runs a case by itself: a run
is :func:`rulings.assistant.run.run`, the function ``rulings run`` calls, so the verdicts, the JSON and the
French errors are the CLI's; a skeleton is the ``rulings new -`` command's own, with what it prints
captured.  Only the place of an error (line, column) is added, for the editor.

Imports nothing outside the standard library and this package: no jinja2, no MkDocs (the site's
other modules need them; this one must not).
"""

from __future__ import annotations

import contextlib
import io
import json

ROOT = "/atelier"                   # where worker.js unpacks the knowledge base (its scenarios/ folder)
_PARSER = None


def _parser():
    global _PARSER
    if _PARSER is None:
        from rulings.cli import parser

        _PARSER = parser(with_games=False)
    return _PARSER


def _error(err: BaseException) -> tuple[int, dict]:
    """The exit code and the error ({"text", "line", "column"}) as ``rulings`` says them: a user's mistake at
    its place (2), argparse's refusal (2), a bug of the engine (3)."""
    from rulings.cli_messages import msg
    from rulings.core.errors import UserError

    if isinstance(err, UserError):
        return 2, {"text": msg("error", error=err), "line": err.where.line, "column": err.where.column}
    if isinstance(err, SystemExit):      # argparse refused the arguments (French, like the CLI)
        return 2, {"text": str(err), "line": None, "column": None}
    return 3, {"text": msg("internal_error", kind=type(err).__name__, text=err), "line": None, "column": None}


def _call(argv: list[str]) -> dict:
    """One ``rulings`` command as the CLI runs it: its exit code, what it printed, and its error (:func:`_error`)."""
    out = io.StringIO()
    error = None
    try:
        args = _parser().parse_args(argv)
        with contextlib.redirect_stdout(out):
            code = args.func(args)
    except Exception as exc:
        code, error = _error(exc)
    except SystemExit as exit_:
        code, error = _error(exit_)
    return {"code": code, "out": out.getvalue(), "error": error}


def run(text: str, case: str | None = None, root: str = ROOT, readings: str | None = None) -> str:
    """``text`` run as ``rulings run - --json [--case NAME] [--lecture NOM=VALEUR…]`` runs it
    (:func:`rulings.assistant.run.run`, the function both call): the report (JSON), or the error with its place.
    ``readings``: the page's choice of alternative per reading, as a JSON object (name -> alternative)."""
    from rulings.assistant import run as judge
    from rulings.core.places import find_root

    report, error, names = None, None, []
    try:
        raw = judge.parsed(text)            # parsed once: for the run, and for the names of its cases
        names = _case_names(raw)
        fixed = json.loads(readings) if isinstance(readings, str) and readings else {}
        # the page's « every case » is JavaScript's null, which Pyodide passes as a falsy object of its own
        played = judge.run_parsed(raw, find_root(root), case if isinstance(case, str) and case else None,
                                  readings=[f"{name}={value}" for name, value in fixed.items() if value])
        if played.error is not None:       # the report of a file whose case cannot run is that error
            raise played.error
        report = played.report()
        code = 0 if played.passed else 1
    except Exception as exc:
        code, error = _error(exc)
    return json.dumps({"code": code, "report": report, "error": error, "case_names": names}, ensure_ascii=False)


def _case_names(raw) -> list[str]:
    """The names of the cases of the scenario ``raw`` (for the page's choice of case), as written."""
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
    import os

    from rulings.core import parse_cache, yamlio

    if getattr(yamlio.load_file, "preparsed", False):
        return
    try:
        with open(os.path.join(root, "parsed-databases.pickle"), "rb") as handle:
            table = parse_cache.loads(handle.read())
    except OSError:
        return
    parse = yamlio.load_file

    def load_file(path, *args, **kwargs):
        entry = table.get(os.path.relpath(str(path), root).replace(os.sep, "/"))
        if entry is not None:
            try:
                with open(path, "rb") as handle:
                    same = parse_cache.digest(handle.read()) == entry[0]
            except OSError:
                same = False
            if same:
                return parse_cache.loads(entry[1])
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
