"""Layering rules of docs/design.md §2 (checked in a fresh interpreter), no import cycles between modules,
and the packages in the order docs/design.md §2 writes, none importing one above it."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from hfcompat.import_graph import (
    Graph,
    import_cycles,
    import_graph,
    package_edges,
    package_graph,
    upward_edges,
)
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
    assert _modules_after("import hfcompat.isolation.worker, hfcompat.sweep", ("torch",)) == []


# --- no import cycles between modules, and packages layered one way -------------------------------
#
# A cycle between modules means neither can be read, tested or moved without the other, and it
# breaks at import time as soon as one side uses a name at module level (issue 24 removed two:
# execution/case.py <-> triage/, reporting/summary.py <-> rollup.py/modality.py). A cycle between
# packages (issue 38 removed five: execution <-> parallel, triage, workloads; specs <-> factory;
# reporting reached into parallel) is the same at a larger scale without any module cycle: each
# package can be read only with the other. What counts as an edge is hfcompat/import_graph.py's.

IMPORT_ROOTS = {"hfcompat": ROOT / "hfcompat", "hfcompat_backend": ROOT / "backend" / "hfcompat_backend"}


def package_order(design: str) -> list[str]:
    """The package order of docs/design.md §2: the numbered list after "Package order", lowest first."""
    section = design.split("\n## 2.", 1)[1].split("\n## 3.", 1)[0]
    listed = section.split("\nPackage order", 1)[1]
    return re.findall(r"^\d+\. `([\w.]+)`", listed, flags=re.MULTILINE)


def _describe(graph: Graph, cycles: list[list[str]]) -> str:
    return "\n".join(" <-> ".join(c) + "\n" + "\n".join(
        f"    {m} imports {', '.join(sorted(graph[m] & set(c)))}" for m in c) for c in cycles)


def test_no_import_cycles_between_modules() -> None:
    graph = import_graph(IMPORT_ROOTS)
    # The parser sees real edges, function-level ones included (child.answer_case imports the case runner).
    assert {"hfcompat.execution.case", "hfcompat.process.adapters"} <= graph["hfcompat.isolation.child"]
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


# --- packages -------------------------------------------------------------------------------------


def layering_faults(graph: Graph, order: list[str]) -> list[str]:
    """What breaks the order: each module edge that goes up it, and each cycle between packages."""
    faults = [f"{src} imports {dst}, a package above it" for src, dst in upward_edges(graph, order)]
    edges = package_edges(graph, order)
    for cycle in import_cycles(package_graph(graph, order)):
        made = [f"    {a} -> {b}: {', '.join(f'{s} imports {d}' for s, d in edges[(a, b)])}"
                for a in cycle for b in cycle if (a, b) in edges]
        faults.append("package cycle " + " <-> ".join(cycle) + "\n" + "\n".join(made))
    return faults


def test_packages_follow_the_order_of_the_design() -> None:
    order = package_order((ROOT / "docs" / "design.md").read_text())
    # the list as written: its ends, and a package of each kind the check must place
    assert order[0] == "hfcompat_backend" and order[-1] == "hfcompat" and len(order) == len(set(order))
    assert order.index("hfcompat.judging") < order.index("hfcompat.workloads") < order.index("hfcompat.execution")
    graph = import_graph(IMPORT_ROOTS)
    # every package and top-level module of hfcompat has its place (else its edges would go unchecked)
    tops = {".".join(m.split(".")[:2]) for m in graph if m.startswith("hfcompat.")} | {"hfcompat", "hfcompat_backend"}
    assert tops - set(order) == set(), "give these a place in docs/design.md §2's package order"
    faults = layering_faults(graph, order)
    assert faults == [], "packages out of order (move the shared part below both):\n" + "\n".join(faults)


def test_package_check_finds_a_package_cycle_without_a_module_cycle(tmp_path: Path) -> None:
    roots = _plant(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/low/__init__.py": "",
        "pkg/low/table.py": "from pkg.high.runner import RUNS\n",  # the upward edge
        "pkg/low/base.py": "X = 1\n",
        "pkg/high/__init__.py": "",
        "pkg/high/runner.py": "from pkg.low.base import X\nRUNS = [X]\n",  # the downward one
    })
    graph = import_graph(roots)
    assert import_cycles(graph) == []  # no module imports one that imports it back
    assert import_cycles(package_graph(graph, ["pkg.low", "pkg.high"])) == [["pkg.high", "pkg.low"]]
    faults = layering_faults(graph, ["pkg.low", "pkg.high"])
    assert len(faults) == 2 and faults[0] == "pkg.low.table imports pkg.high.runner, a package above it"
    assert faults[1].startswith("package cycle pkg.high <-> pkg.low")
    # the same packages with the upward import moved below both: the check passes
    (tmp_path / "pkg/low/table.py").write_text("from pkg.low.base import X\nRUNS = [X]\n")
    assert layering_faults(import_graph(roots), ["pkg.low", "pkg.high"]) == []
    # and an order that names the wrong package lowest fails on the downward edge alone
    assert layering_faults(import_graph(roots), ["pkg.high", "pkg.low"]) == [
        "pkg.high.runner imports pkg.low.base, a package above it"]


def test_package_order_is_read_from_the_design_page() -> None:
    page = ("# design\n\n## 2. Layout\n\nPackage order, lowest first:\n\n1. `a` — the base\n2. `a.b` — above it\n"
            "\n## 3. Next\n\n1. `c` — not in §2\n")
    assert package_order(page) == ["a", "a.b"]
