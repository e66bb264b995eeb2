"""Layering rules of docs/design.md §2 (checked in a fresh interpreter), and no import cycles between modules."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

from tests.conftest import ROOT


def _modules_after(import_line: str, names: tuple[str, ...]) -> list[str]:
    code = f"import sys; {import_line}; print(','.join(n for n in {names!r} if n in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return [n for n in out.stdout.strip().split(",") if n]


def test_backend_package_pulls_in_no_host_code() -> None:
    import_line = "import hfcompat_backend, hfcompat_backend.registry, hfcompat_backend.optrace"
    assert _modules_after(import_line, ("hfcompat", "pandas", "pytest", "jinja2")) == []


def test_adapter_modules_import_no_device_library_at_import_time() -> None:
    import_line = "import hfcompat_backend.torch_xla_stack, hfcompat_backend.torch_tpu_stack, hfcompat_backend.cuda"
    assert _modules_after(import_line, ("torch_xla", "torch_tpu", "torchax", "jax")) == []


def test_the_sweep_parent_imports_no_torch() -> None:
    # The parent only schedules worker processes and reads their answers; torch is the workers'.
    assert _modules_after("import hfcompat.execution.isolation, hfcompat.sweep", ("torch",)) == []


# --- no import cycles between modules -------------------------------------------------------------
#
# A cycle between modules means neither can be read, tested or moved without the other, and it
# breaks at import time as soon as one side uses a name at module level (issue 24 removed two:
# execution/case.py <-> triage/, reporting/summary.py <-> rollup.py/modality.py). What counts as an
# edge, module A -> module B:
#
# - ``import a.b.c`` -> a.b.c only. Python runs a/__init__ and a/b/__init__ first, but A depends on
#   the module it names, not on its parents' contents; counting the parents would make every module
#   that imports a sibling package's child part of a cycle with any package that re-exports children.
# - ``from a.b import c`` -> a.b.c when c is a module, else a.b (c is a name a.b defines, which
#   means A depends on a.b's __init__). Relative imports are resolved the same way.
# - Imports inside functions count: they run whenever the function does, and they are how the two
#   removed cycles hid. Imports under ``if TYPE_CHECKING:`` do not: they never run, and with
#   ``from __future__ import annotations`` they only name a type for mypy.
#
# So a package whose __init__ imports or re-exports its children is no cycle; it becomes one when a
# child imports the package back (``from hfcompat.factory.overrides import Override`` inside
# overrides/text.py did): then the child runs against a half-initialised package.

IMPORT_ROOTS = {"hfcompat": ROOT / "hfcompat", "hfcompat_backend": ROOT / "backend" / "hfcompat_backend"}


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


def import_graph(roots: dict[str, Path]) -> dict[str, set[str]]:
    """Module -> the modules of ``roots`` it imports (the edge rules above); other libraries left out."""
    modules = module_files(roots)
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        visitor = _Imports(name, path.name == "__init__.py")
        visitor.visit(ast.parse(path.read_text(), filename=str(path)))
        targets = set()
        for module, member in visitor.found:
            if member is not None and f"{module}.{member}" in modules:
                targets.add(f"{module}.{member}")
            elif module in modules:
                targets.add(module)
        graph[name] = targets - {name}
    return graph


def import_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module, each sorted, sorted by first member."""

    def reach(start: str) -> set[str]:
        seen, todo = {start}, [start]
        while todo:
            for nxt in graph.get(todo.pop(), ()):
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        return seen

    reachable = {m: reach(m) for m in graph}  # a few hundred modules: quadratic is milliseconds
    components = {frozenset(w for w in reachable[m] if m in reachable[w]) for m in graph}
    return sorted(sorted(c) for c in components if len(c) > 1)


def _describe(graph: dict[str, set[str]], cycles: list[list[str]]) -> str:
    return "\n".join(" <-> ".join(c) + "\n" + "\n".join(
        f"    {m} imports {', '.join(sorted(graph[m] & set(c)))}" for m in c) for c in cycles)


def test_no_import_cycles_between_modules() -> None:
    graph = import_graph(IMPORT_ROOTS)
    # The parser sees real edges, function-level ones included (worker.serve imports the case runner).
    assert {"hfcompat.execution.case", "hfcompat.execution.adapters"} <= graph["hfcompat.execution.worker"]
    assert "hfcompat_backend.optrace" in graph["hfcompat.triage.innermost"]
    cycles = import_cycles(graph)
    assert cycles == [], "import cycles (move the shared part to a module below both):\n" + _describe(graph, cycles)


def _plant(root: Path, files: dict[str, str]) -> dict[str, Path]:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    return {"pkg": root / "pkg"}


def test_cycle_check_finds_planted_cycles(tmp_path: Path) -> None:
    roots = _plant(tmp_path, {
        "pkg/__init__.py": "from pkg import child\n",  # re-exports a child: no cycle by itself
        "pkg/child.py": "import os\n",
        # a child that imports its package back, by a name the package defines
        "pkg/tables/__init__.py": "from pkg.tables.text import ENTRIES\nclass Entry: ...\n",
        "pkg/tables/text.py": "from pkg.tables import Entry\nENTRIES = [Entry()]\n",
        # two modules that reach for each other inside functions, one by a relative import
        "pkg/runner.py": "def run():\n    from pkg import triage\n    triage.go()\n",
        "pkg/triage.py": "def go():\n    from .runner import run\n",
        # a type-only import back is no runtime edge; a dotted import names its module only
        "pkg/config.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.user import U\n",
        "pkg/user.py": "import pkg.config\nimport pkg.tables.text\nclass U: ...\n",
    })
    graph = import_graph(roots)
    assert graph["pkg"] == {"pkg.child"} and graph["pkg.config"] == set()
    assert graph["pkg.user"] == {"pkg.config", "pkg.tables.text"}
    assert import_cycles(graph) == [["pkg.runner", "pkg.triage"], ["pkg.tables", "pkg.tables.text"]]


def test_cycle_check_passes_an_acyclic_graph_and_finds_a_long_cycle() -> None:
    chain = {"a": {"b"}, "b": {"c"}, "c": {"d"}, "d": set()}
    assert import_cycles(chain) == []
    assert import_cycles({**chain, "d": {"b"}, "e": {"a"}}) == [["b", "c", "d"]]
