"""The reference cache's key covers the source of every module the reference step runs (issue 38).

A hand-written list of files missed ``execution/reference.py`` itself, so a change there served
references of the old code. The key now follows the import graph; these tests check that it reaches
every module the reference imports, and that a module the key leaves out is caught.
"""

from __future__ import annotations

from pathlib import Path

from hfcompat.execution import refcache
from hfcompat.import_graph import Graph, import_graph, reached
from tests.conftest import ROOT

HFCOMPAT = {"hfcompat": ROOT / "hfcompat"}


def uncovered(graph: Graph, key: set[str]) -> set[str]:
    """The modules the reference step runs (it and all it imports) that ``key`` leaves out."""
    return reached(graph, [refcache.KEY_ROOT]) - key


def test_the_key_covers_every_module_the_reference_imports() -> None:
    graph = import_graph(HFCOMPAT)
    key = refcache.key_modules(graph)
    assert uncovered(graph, key) == set()
    # what the hand list had missed, and what the step runs through the graph, not by a listed path
    assert {"hfcompat.execution.reference", "hfcompat.execution.refcache", "hfcompat.judging.compare",
            "hfcompat.workloads.base", "hfcompat.records.record"} <= key
    # the two packages are whole, the parts the step reaches only by name included
    assert {m for m in graph if m.startswith(("hfcompat.factory.", "hfcompat.workloads."))} <= key
    # and it is not everything: the device side and reports change no CPU reference
    assert not key & {"hfcompat.execution.case", "hfcompat.execution.worker", "hfcompat.reporting.report"}


def test_a_module_left_out_of_the_key_is_caught() -> None:
    graph = import_graph(HFCOMPAT)
    # the key computed as a hand list would have it: with reference.py's import of triage not followed
    cut = {**graph, refcache.KEY_ROOT: graph[refcache.KEY_ROOT] - {"hfcompat.triage"}}
    missed = uncovered(graph, refcache.key_modules(cut))
    assert "hfcompat.triage" in missed and "hfcompat.triage.replay" in missed
    # a planted graph: a helper two imports away from the reference is keyed, one nobody imports is not
    planted = {refcache.KEY_ROOT: {"hfcompat.x"}, "hfcompat.x": {"hfcompat.y"}, "hfcompat.y": set(),
               "hfcompat.unused": set(), "hfcompat.factory.z": set()}
    assert refcache.key_modules(planted) == {refcache.KEY_ROOT, "hfcompat.x", "hfcompat.y", "hfcompat.factory.z"}
    assert uncovered(planted, {refcache.KEY_ROOT, "hfcompat.x"}) == {"hfcompat.y"}


def _plant(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    return root / "hfcompat"


def test_the_hash_changes_with_what_the_reference_runs_and_only_that(tmp_path: Path) -> None:
    pkg = _plant(tmp_path, {
        "hfcompat/__init__.py": "",
        "hfcompat/execution/__init__.py": "",
        "hfcompat/execution/reference.py": "def reference():\n    from hfcompat.triage import replay\n",
        "hfcompat/triage/__init__.py": "",
        "hfcompat/triage/replay.py": "TOL = 1e-3\n",
        "hfcompat/workloads/__init__.py": "",
        "hfcompat/workloads/train.py": "STEPS = 1\n",
        "hfcompat/reporting/__init__.py": "",
        "hfcompat/reporting/page.py": "TITLE = 'x'\n",
    })
    first = refcache.code_hash(pkg)

    def changed(rel: str, text: str) -> bool:
        (pkg / rel).write_text(text)
        return refcache.code_hash(pkg) != first

    assert changed("reporting/page.py", "TITLE = 'y'\n") is False  # not run by the reference: entries stay
    assert changed("execution/reference.py", "def reference():\n    from hfcompat.triage import replay  # edited\n")
    first = refcache.code_hash(pkg)
    assert changed("triage/replay.py", "TOL = 1e-4\n")  # imported inside a function, still run by it
    first = refcache.code_hash(pkg)
    assert changed("workloads/train.py", "STEPS = 2\n")  # a whole package of the key
