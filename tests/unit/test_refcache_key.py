"""The reference cache's key is what a CPU reference depends on, no more and no less (issues 38, 47).

More: a key on the backend's versions never shared a CPU reference across backends, and one on
``judging/`` dropped every entry at each rule change. Less: a hand-written list of files missed
``execution/reference.py`` itself, so a change there served references of the old code. These tests
check both sides: what must invalidate an entry does, and what must not does not.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, cast

import pytest
import torch

from hfcompat.execution import refcache
from hfcompat.execution.case import run_case
from hfcompat.factory import BuiltModel
from hfcompat.import_graph import import_graph, reached
from hfcompat.records.record import Case
from hfcompat_backend import get_backend
from tests.conftest import ROOT

HFCOMPAT = {"hfcompat": ROOT / "hfcompat"}
ROOT_MODULE = refcache.KEY_ROOTS[0]


def test_the_key_covers_what_computes_a_reference_and_not_what_reads_it() -> None:
    graph = import_graph(HFCOMPAT)
    key = refcache.key_modules(graph)
    # the reference step, the cache, and what they run through the graph, not by a listed path
    assert {"hfcompat.execution.reference", "hfcompat.execution.refcache", "hfcompat.execution.borrowed",
            "hfcompat.workloads.base", "hfcompat.specs.spec"} <= key
    # the two packages are whole, the parts the step reaches only by name included
    assert {m for m in graph if m.startswith(("hfcompat.factory.", "hfcompat.workloads."))} <= key
    # the workloads import judging for their check(), the roots import records for the case: neither is keyed
    assert "hfcompat.judging.compare" in reached(graph, refcache.KEY_ROOTS)
    assert not {m for m in key if m.startswith(("hfcompat.judging", "hfcompat.records"))}
    # nor the device side, triage or reports
    assert not key & {"hfcompat.execution.case", "hfcompat.triage", "hfcompat.reporting.report",
                      "hfcompat.process.adapters"}


def test_the_key_follows_imports_and_stops_at_what_is_not_keyed() -> None:
    planted = {ROOT_MODULE: {"hfcompat.x"}, "hfcompat.x": {"hfcompat.y", "hfcompat.judging.compare"},
               "hfcompat.y": set(), "hfcompat.judging.compare": {"hfcompat.judging.tolerance", "hfcompat.z"},
               "hfcompat.judging.tolerance": set(), "hfcompat.z": set(), "hfcompat.unused": set(),
               "hfcompat.factory.w": set()}
    # two imports away is keyed; a module only judging imports is not; a whole key package is
    assert refcache.key_modules(planted) == {ROOT_MODULE, "hfcompat.x", "hfcompat.y", "hfcompat.factory.w"}
    # the same module imported by the step itself is keyed
    planted["hfcompat.y"] = {"hfcompat.z"}
    assert "hfcompat.z" in refcache.key_modules(planted)


def _plant(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    return root / "hfcompat"


def test_the_hash_changes_with_what_computes_a_reference_and_only_that(tmp_path: Path) -> None:
    pkg = _plant(tmp_path, {
        "hfcompat/__init__.py": "",
        "hfcompat/execution/__init__.py": "",
        "hfcompat/execution/reference.py": "def reference():\n    from hfcompat.execution import borrowed\n",
        "hfcompat/execution/borrowed.py": "COPY = True\n",
        "hfcompat/execution/refcache.py": "FORMAT = 1\nfrom hfcompat.records import record\n",
        "hfcompat/records/__init__.py": "",
        "hfcompat/records/record.py": "FIELDS = ('spec',)\n",
        "hfcompat/judging/__init__.py": "",
        "hfcompat/judging/compare.py": "TOL = 1e-3\n",
        "hfcompat/workloads/__init__.py": "",
        "hfcompat/workloads/train.py": "STEPS = 1\nfrom hfcompat.judging import compare\n",
        "hfcompat/factory/__init__.py": "SEED = 0\n",
        "hfcompat/reporting/__init__.py": "",
        "hfcompat/reporting/page.py": "TITLE = 'x'\n",
    })

    def changed(rel: str, text: str) -> bool:
        before = refcache.code_hash(pkg)
        (pkg / rel).write_text(text)
        return refcache.code_hash(pkg) != before

    # what reads a reference or names its case: every entry stays
    assert changed("judging/compare.py", "TOL = 1e-4\n") is False  # a rule change, though train imports it
    assert changed("records/record.py", "FIELDS = ('spec', 'new')\n") is False
    assert changed("reporting/page.py", "TITLE = 'y'\n") is False
    # what computes or stores one: every entry goes
    assert changed("execution/reference.py", "def reference():\n    from hfcompat.execution import borrowed  # e\n")
    assert changed("execution/borrowed.py", "COPY = False\n")  # imported inside a function, still run by it
    assert changed("execution/refcache.py", "FORMAT = 2\nfrom hfcompat.records import record\n")
    assert changed("workloads/train.py", "STEPS = 2\nfrom hfcompat.judging import compare\n")
    assert changed("factory/__init__.py", "SEED = 1\n")  # the factory's seeds are its code


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("HFCOMPAT_CACHE_DIR", str(tmp_path))
    return tmp_path


def _key(case: Case, dtype: str = "float32") -> str:
    built = cast(BuiltModel, type("Built", (), {"model": torch.nn.Linear(2, 2), "inputs": {}})())
    entry = refcache.CachedReference(case, built)
    assert entry.cache is not None
    return entry.cache.key(entry.fields, dtype)


def test_what_the_reference_computes_is_in_the_key_and_the_device_side_is_not(cache: Path) -> None:
    base = Case("arch:gpt2", "cpu", "eager")
    same: list[dict[str, Any]] = [{"backend": "torch-xla", "mode": "lazy"}, {"mode": "compile"},
                                  {"stability": True}, {"perf": 5}, {"dtype": "bfloat16"}]  # dtype: keyed per call
    for change in same:
        assert _key(Case(**{**base.to_dict(), **change})) == _key(base), change
    other: list[dict[str, Any]] = [{"spec": "arch:llama"}, {"workload": "infer"}, {"regime": "long"},
                                   {"size": "full"}, {"weights": "pretrained"}, {"layers": 2}, {"seq_len": 64},
                                   {"batch": 4}, {"parallel": "ddp", "devices": 2}, {"trust_remote_code": True}]
    keys = {_key(Case(**{**base.to_dict(), **change})) for change in other}
    assert len(keys) == len(other) and _key(base) not in keys
    assert _key(base, "float64") != _key(base, "float32") != _key(base, "bfloat16")


def test_library_versions_are_keyed(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    base = Case("arch:gpt2", "cpu", "eager")
    first, installed = _key(base), refcache.reference_versions()
    assert {"torch", "transformers"} <= set(installed)
    monkeypatch.setattr(refcache, "reference_versions", lambda: {**installed, "torch": "0.0"})
    assert _key(base) != first
    monkeypatch.setattr(refcache, "reference_versions", lambda: {**installed, "transformers": "0.0"})
    assert _key(base) != first


def _entries(cache: Path) -> set[str]:
    return {p.name for p in (cache / "reference").glob("*.safetensors")}


def test_a_backend_version_change_keeps_the_entries_and_a_torch_change_does_not(
        cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    case = Case("arch:gpt2", "cpu", "eager")
    cold = run_case(case).record
    entries = _entries(cache)
    assert cold["status"] == "pass" and len(entries) == 2  # the case dtype and the float64 arbiter
    cpu = get_backend("cpu")
    monkeypatch.setattr(cpu, "versions", classmethod(lambda cls: {"torch": "0.0", "cpu_stack": "9"}))
    warm = run_case(case).record
    assert warm["versions"]["cpu_stack"] == "9"  # the record names the backend's versions ...
    assert _entries(cache) == entries and warm["compare"] == cold["compare"]  # ... the cache does not
    monkeypatch.setattr(refcache, "reference_versions", lambda: {"torch": "0.0"})
    assert run_case(case).record["status"] == "pass" and len(_entries(cache)) == 4  # recomputed and stored anew


def test_outputs_that_share_a_storage_are_stored_and_read_back(tmp_path: Path) -> None:
    # bridgetower's hidden states and pooler output are views of one tensor: safetensors refuses
    # shared storage, and the case was lost as a reference_error wherever a cache was on
    hidden = torch.arange(24.0).reshape(2, 3, 4)
    groups = {"outputs": {"last_hidden_state": hidden, "hidden_states.2": hidden, "pooled": hidden[:, 0],
                          "first": hidden[0]},
              "loss": {"loss": torch.tensor(1.5)}, "grads": {"w": None}}
    assert hidden[0].untyped_storage().data_ptr() == hidden.untyped_storage().data_ptr()  # the case at hand
    store = refcache.RefCache(tmp_path)
    store.save("k", "fp", groups)
    back = store.load("k", "fp")
    assert back is not None and back["grads"] == {"w": None}
    for group, items in groups.items():
        for name, t in items.items():
            if t is not None:
                assert torch.equal(back[group][name], t), name
