"""No import cycle in the rules of a game: its modules form layers that point one way.

Eredan's layers, from the bottom: model, stats, events, damage (and equipment,
restrictions, orders), the effects package with the primitives beside it
(zones, moving), resolution, turn.  A low module that needs something from a
higher one gets it by inversion (``events`` runs steps through the interpreter
the effects package installs), never by importing it, not even inside a function.

The walker reads the source (``ast``), so every import counts: at module
level and inside functions, absolute and relative.  Every package under
``rulings/games/`` is checked, so that a new game is checked too.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAMES = sorted(p.parent.name for p in (ROOT / "rulings" / "games").glob("*/__init__.py"))


def modules_under(root: Path, package: str) -> dict[str, Path]:
    """Every module of ``package`` (e.g. "rulings"), by dotted name; a package is named after its folder."""
    found = {}
    for path in sorted((root / package.replace(".", "/")).rglob("*.py")):
        name = ".".join(path.relative_to(root).with_suffix("").parts)
        found[name.removesuffix(".__init__")] = path
    return found


def _imported(module: str, is_package: bool, node: ast.AST) -> list[str]:
    """The dotted names an ``import`` or ``from ... import`` statement may refer to (relative ones resolved)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if not isinstance(node, ast.ImportFrom):
        return []
    if node.level == 0:
        base = node.module or ""
    else:
        parts = module.split(".") if is_package else module.split(".")[:-1]
        parts = parts[:len(parts) - (node.level - 1)]
        base = ".".join(parts + ([node.module] if node.module else []))
    return [base] + [f"{base}.{alias.name}" for alias in node.names]   # ``from pkg import module`` too


def import_graph(root: Path, package: str = "rulings") -> dict[str, set[str]]:
    """``{module: modules it imports}`` among the modules of ``package`` under ``root``.

    An imported name is traced to the longest module that exists (``from .model import Game``: the module
    ``model``); importing one's own parent package (``from .. import damage``: the parent) does not count.
    """
    modules = modules_under(root, package)
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            for target in _imported(name, path.name == "__init__.py", node):
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if target and target != name and not name.startswith(target + "."):
                    graph[name].add(target)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle (a path back to its first module) for every group of modules that import each other."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[set[str]] = []

    def visit(node: str) -> None:   # Tarjan's strongly connected components
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = set()
            while True:
                other = stack.pop()
                group.add(other)
                if other == node:
                    break
            if len(group) > 1:
                groups.append(group)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return [_path_around(graph, group) for group in groups]


def _path_around(graph: dict[str, set[str]], group: set[str]) -> list[str]:
    """A shortest import path from the first module of ``group`` back to itself, inside the group."""
    start = min(group)
    paths = {start: [start]}
    queue = [start]
    while queue:
        node = queue.pop(0)
        for other in sorted(graph[node] & group):
            if other == start:
                return paths[node] + [start]
            if other not in paths:
                paths[other] = paths[node] + [other]
                queue.append(other)
    raise AssertionError(f"no path around {sorted(group)}")


@functools.cache
def package_cycles() -> list[list[str]]:
    """The cycles of the whole package, read once per test process (each game's test picks its own)."""
    return cycles(import_graph(ROOT, "rulings"))


@pytest.mark.parametrize("game", GAMES)
def test_no_import_cycle_in_a_game(game):
    package = f"rulings.games.{game}"
    mine = [c for c in package_cycles()
            if any(m == package or m.startswith(package + ".") for m in c)]
    assert not mine, "import cycles:\n" + "\n".join("  " + " -> ".join(c) for c in mine)


def test_the_walker_sees_function_local_and_relative_imports(tmp_path):
    game = tmp_path / "rulings" / "games" / "demo"
    (game / "sub").mkdir(parents=True)
    for folder in (tmp_path / "rulings", tmp_path / "rulings" / "games", game, game / "sub"):
        (folder / "__init__.py").write_text("")
    (game / "low.py").write_text("from .sub import high\n")
    (game / "sub" / "high.py").write_text("def f():\n    from ..low import g\n")
    (game / "alone.py").write_text("from . import low\nimport rulings.games.demo.sub.high\n")
    graph = import_graph(tmp_path)
    assert graph["rulings.games.demo.alone"] == {"rulings.games.demo.low", "rulings.games.demo.sub.high"}
    assert cycles(graph) == [["rulings.games.demo.low", "rulings.games.demo.sub.high", "rulings.games.demo.low"]]
