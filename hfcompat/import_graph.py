"""Which modules import which, read from the source (nothing is imported): the module graph, its cycles,
the packages' graph and the edges that go up the package order of docs/design.md §2.

tests/unit/test_layering.py checks the layering with it, and the reference cache
(:mod:`hfcompat.execution.refcache`) keys its entries on the source of every module the reference step
reaches. Standard library only, so any layer may use it.

What counts as an edge, module A -> module B:

- ``import a.b.c`` -> a.b.c only. Python runs a/__init__ and a/b/__init__ first, but A depends on
  the module it names, not on its parents' contents; counting the parents would make every module
  that imports a sibling package's child part of a cycle with any package that re-exports children.
- ``from a.b import c`` -> a.b.c when c is a module, else a.b (c is a name a.b defines, which
  means A depends on a.b's __init__). Relative imports are resolved the same way.
- Imports inside functions count: they run whenever the function does, and they are how two cycles
  hid (issue 24). Imports under ``if TYPE_CHECKING:`` do not: they never run, and with
  ``from __future__ import annotations`` they only name a type for mypy.

So a package whose __init__ imports or re-exports its children is no cycle; it becomes one when a
child imports the package back (``from hfcompat.factory.overrides import Override`` inside
overrides/text.py did): then the child runs against a half-initialised package.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Sequence
from pathlib import Path

Graph = dict[str, set[str]]


def module_files(roots: dict[str, Path]) -> dict[str, Path]:
    """Dotted module name -> file, for every ``.py`` under each package root (``pkg/__init__.py`` is ``pkg``)."""
    modules = {}
    for package, root in roots.items():
        for path in sorted(root.rglob("*.py")):
            parts = [package, *path.relative_to(root).with_suffix("").parts]
            if parts[-1] == "__init__":
                parts.pop()
            modules[".".join(parts)] = path
    return modules


class _Imports(ast.NodeVisitor):
    """The dotted names a module's import statements reach for, as candidate (module, name) pairs."""

    def __init__(self, module: str, is_package: bool):
        self.package = module if is_package else module.rpartition(".")[0]
        self.found: list[tuple[str, str | None]] = []

    def visit_If(self, node: ast.If) -> None:
        test = node.test
        is_type_checking = (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
            isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")
        for child in (node.orelse if is_type_checking else [*node.body, *node.orelse]):
            self.visit(child)

    def visit_Import(self, node: ast.Import) -> None:
        self.found += [(alias.name, None) for alias in node.names]

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        base = node.module or ""
        if node.level:
            anchor = self.package.split(".")
            anchor = anchor[: len(anchor) - (node.level - 1)]
            base = ".".join([*anchor, *([node.module] if node.module else [])])
        self.found += [(base, alias.name) for alias in node.names]


def import_graph(roots: dict[str, Path]) -> Graph:
    """Module -> the modules of ``roots`` it imports (the edge rules above); other libraries left out."""
    modules = module_files(roots)
    graph: Graph = {}
    for name, path in modules.items():
        visitor = _Imports(name, path.name == "__init__.py")
        visitor.visit(ast.parse(path.read_text(encoding="utf-8"), filename=str(path)))
        targets = set()
        for module, member in visitor.found:
            if member is not None and f"{module}.{member}" in modules:
                targets.add(f"{module}.{member}")
            elif module in modules:
                targets.add(module)
        graph[name] = targets - {name}
    return graph


def reached(graph: Graph, starts: Iterable[str]) -> set[str]:
    """The modules ``starts`` import, directly or through others, and the starts themselves."""
    seen = set(starts)
    todo = list(seen)
    while todo:
        for nxt in graph.get(todo.pop(), ()):
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def import_cycles(graph: Graph) -> list[list[str]]:
    """The strongly connected components of more than one node, each sorted, sorted by first member."""
    reachable = {m: reached(graph, [m]) for m in graph}  # a few hundred modules: quadratic is milliseconds
    components = {frozenset(w for w in reachable[m] if m in reachable.get(w, ())) for m in graph}
    return sorted(sorted(c) for c in components if len(c) > 1)


def package_of(module: str, packages: Sequence[str]) -> str | None:
    """The longest of ``packages`` that is ``module`` or one of its parents, or None."""
    owners = [p for p in packages if module == p or module.startswith(p + ".")]
    return max(owners, key=len) if owners else None


def package_edges(graph: Graph, packages: Sequence[str]) -> dict[tuple[str, str], list[tuple[str, str]]]:
    """(package, package it imports) -> the module edges that make it, each package one of ``packages``.

    Modules of no listed package are left out; edges within one package are no package edge."""
    edges: dict[tuple[str, str], list[tuple[str, str]]] = {}
    for module, targets in graph.items():
        src = package_of(module, packages)
        for target in sorted(targets):
            dst = package_of(target, packages)
            if src is not None and dst is not None and src != dst:
                edges.setdefault((src, dst), []).append((module, target))
    return edges


def package_graph(graph: Graph, packages: Sequence[str]) -> Graph:
    """Package -> the packages its modules import (see :func:`package_edges`)."""
    packaged: Graph = {p: set() for p in packages}
    for src, dst in package_edges(graph, packages):
        packaged[src].add(dst)
    return packaged


def upward_edges(graph: Graph, order: Sequence[str]) -> list[tuple[str, str]]:
    """The module edges that go up ``order`` (packages, lowest first): from a package to one after it."""
    rank = {p: i for i, p in enumerate(order)}
    return [edge for (src, dst), made in sorted(package_edges(graph, order).items()) if rank[dst] > rank[src]
            for edge in made]
