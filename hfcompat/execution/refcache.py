"""A disk cache of CPU reference results, so a warm rerun does not recompute them.

The key is what a CPU reference depends on, no more and no less:

- the case's fields that say what is computed: spec, workload, regime, size, weights, remote code,
  parallel layout, batch, sequence length and layers (:data:`NOT_IN_KEY` lists the fields left out),
  and the dtype of the reference (the case's, or float64 for the arbiter);
- the versions of the libraries that build and run the model (:data:`REFERENCE_LIBRARIES`), read
  here, never the backend's: a CPU reference is the same whichever device it is compared with, so one
  entry serves every backend and mode;
- the source of the code that computes and stores it (:func:`key_modules`): the reference step, this
  cache, the factory (model, inputs, seeds) and the workloads, and whatever they import, except the
  packages that only read a reference (:data:`NOT_KEYED`): a change of a judging rule keeps every entry.

And an entry is used only when its fingerprint matches too: a hash of the freshly built model's
weights and inputs, recomputed on every run. Whatever the key missed (a changed default in
transformers, a random-init change), the model or inputs differ and the entry is ignored.

Entries are safetensors files (never pickle) plus a small JSON of names and absent gradients.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.metadata
import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import torch
from safetensors.torch import load_file, save_file

from hfcompat.factory import BuiltModel
from hfcompat.import_graph import Graph, import_graph, module_files, reached
from hfcompat.records.record import HOW_ONLY, Case
from hfcompat.workloads.base import Groups
from hfcompat.workloads.kept import TensorMap

#: The modules whose code computes and stores a reference; the key follows their imports.
KEY_ROOTS = ("hfcompat.execution.reference", "hfcompat.execution.refcache")
#: Whole packages in the key besides what the roots import: the model and inputs (factory) and
#: what a workload does with them (workloads), including the parts the step reaches only by name
#: (``get_workload``'s table of classes, the factory's override tables).
KEY_PACKAGES = ("hfcompat.factory", "hfcompat.workloads")
#: What the key does not follow into, though the roots import it: code that reads a reference or names its
#: case but runs no part of computing it. ``judging`` compares a step with the reference (the workloads
#: import it for their ``check``, after the step), so a rule change must keep every entry; ``records``
#: names the case, whose fields are in the key as values; ``import_graph`` decides which modules are keyed.
NOT_KEYED = ("hfcompat.judging", "hfcompat.records", "hfcompat.import_graph")
#: Case fields left out of the key: the device side (a CPU reference is the same for every backend and
#: mode), the dtype (keyed per reference: the case's or float64) and how a case is run, not what.
NOT_IN_KEY = ("backend", "mode", "dtype", *HOW_ONLY)
#: The libraries whose code builds and runs the model on the CPU (timm: transformers' timm wrappers).
REFERENCE_LIBRARIES = ("torch", "transformers", "timm")  # torch first: read from torch itself
_PACKAGE_ROOT = Path(__file__).resolve().parents[1]  # hfcompat/


def _keyed(module: str) -> bool:
    return not any(module == p or module.startswith(p + ".") for p in NOT_KEYED)


def key_modules(graph: Graph) -> set[str]:
    """The modules whose source is in the key: :data:`KEY_ROOTS` and every module they import, directly or
    not (the import graph's edges, :mod:`hfcompat.import_graph`), and every module of :data:`KEY_PACKAGES`,
    never following into :data:`NOT_KEYED`.

    Read from the graph rather than listed by hand: a hand list missed ``execution/reference.py``
    itself, so a change there served references of the old code."""
    pruned = {m: {t for t in targets if _keyed(t)} for m, targets in graph.items() if _keyed(m)}
    packaged = {m for m in pruned if any(m == p or m.startswith(p + ".") for p in KEY_PACKAGES)}
    return reached(pruned, [r for r in KEY_ROOTS if r in pruned]) | packaged


def code_hash(root: Path = _PACKAGE_ROOT) -> str:
    """A hash of the source of :func:`key_modules`, read from the package at ``root`` (module names
    and file contents, in name order)."""
    roots = {"hfcompat": root}
    files = module_files(roots)
    digest = hashlib.sha256()
    for name in sorted(key_modules(import_graph(roots))):
        digest.update(name.encode() + b"\0")
        digest.update(files[name].read_bytes())
    return digest.hexdigest()[:16]


@functools.cache
def _code_hash() -> str:  # once per process: the source does not change under a running worker
    return code_hash()


@functools.cache
def reference_versions() -> dict[str, str]:
    """The installed versions of :data:`REFERENCE_LIBRARIES` (one not installed is left out). torch's
    own, with its build tag (``+cpu``, ``+cu128``), which its distribution's metadata may not carry."""
    found = {"torch": str(torch.__version__)}
    for name in REFERENCE_LIBRARIES[1:]:
        try:
            found[name] = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            pass
    return found


def fingerprint(model: torch.nn.Module, inputs: dict[str, Any]) -> str:
    """A hash of the model's weights and the inputs: what the reference was computed from."""
    digest = hashlib.sha256()
    for name, tensor in [
        *model.state_dict().items(),
        *sorted((k, v) for k, v in inputs.items() if isinstance(v, torch.Tensor)),
    ]:
        digest.update(name.encode())
        digest.update(str(tensor.dtype).encode())
        digest.update(tensor.detach().contiguous().reshape(-1).view(torch.uint8).numpy().tobytes())
    for key, value in sorted(inputs.items()):
        if not isinstance(value, torch.Tensor):
            digest.update(f"{key}={value!r}".encode())
    return digest.hexdigest()


class RefCache:
    """Reference step results on disk, under ``<cache_dir>/reference``."""

    def __init__(self, cache_dir: Path):
        self.root = cache_dir / "reference"

    @staticmethod
    def from_env() -> RefCache | None:
        """The cache of ``HFCOMPAT_CACHE_DIR``, set by ``--cache-dir``; None without it."""
        path = os.environ.get("HFCOMPAT_CACHE_DIR")
        return RefCache(Path(path)) if path else None

    def key(self, case_fields: dict[str, Any], dtype: str) -> str:
        """The entry of a reference in ``dtype`` of the case ``case_fields`` (see the module's docstring)."""
        blob = json.dumps({"case": case_fields, "dtype": dtype, "versions": reference_versions(),
                           "code": _code_hash()}, sort_keys=True)
        return hashlib.sha256(blob.encode()).hexdigest()[:32]

    def load(self, key: str, fp: str) -> dict[str, TensorMap] | None:
        """The cached groups (outputs, loss, grads), or None on a miss or a fingerprint mismatch."""
        meta_path, data_path = self.root / f"{key}.json", self.root / f"{key}.safetensors"
        try:
            meta = json.loads(meta_path.read_text())
            if meta.get("fingerprint") != fp:
                return None
            tensors = load_file(str(data_path))
        except (OSError, ValueError, json.JSONDecodeError):
            return None
        return {group: {name: tensors.get(f"{group}/{name}") for name in names}
                for group, names in meta["names"].items()}

    def notes(self, key: str) -> dict[str, Any]:
        """What :meth:`save` was told of the run beside its groups (``drew``), {} where none."""
        try:
            return dict(json.loads((self.root / f"{key}.json").read_text()).get("notes") or {})
        except (OSError, ValueError, json.JSONDecodeError):
            return {}

    def save(self, key: str, fp: str, groups: Mapping[str, TensorMap], notes: Mapping[str, Any] | None = None) -> None:
        """Store the groups (and ``notes``: what the verdict reads of the run besides its tensors);
        written to temporary names and renamed, so readers never see half."""
        self.root.mkdir(parents=True, exist_ok=True)
        flat = {f"{g}/{n}": t for g, items in groups.items() for n, t in items.items() if t is not None}
        tensors = _own_storage(flat)
        names = {g: list(items) for g, items in groups.items()}
        tmp = f".{os.getpid()}.tmp"
        save_file(tensors, str(self.root / f"{key}.safetensors{tmp}"))
        (self.root / f"{key}.json{tmp}").write_text(json.dumps({"fingerprint": fp, "names": names,
                                                                "notes": dict(notes or {})}))
        os.replace(self.root / f"{key}.safetensors{tmp}", self.root / f"{key}.safetensors")
        os.replace(self.root / f"{key}.json{tmp}", self.root / f"{key}.json")


def _own_storage(tensors: Mapping[str, torch.Tensor]) -> dict[str, torch.Tensor]:
    """The tensors, contiguous, each on a storage of its own: safetensors refuses to write tensors
    that share one, and a model's outputs often do (bridgetower's and cosmos3_edge_vision's hidden
    states and pooler output are views of one tensor: their references were lost as a
    ``reference_error`` wherever a cache was on). A tensor is copied only where an earlier one holds
    its storage, so a full-size model's gradients are not copied twice."""
    seen: set[int] = set()
    out = {}
    for name, t in tensors.items():
        t = t.contiguous()
        storage = t.untyped_storage().data_ptr()
        if storage in seen:
            t = t.clone()
        else:
            seen.add(storage)
        out[name] = t
    return out


class CachedReference:
    """A case's reference results through the disk cache of ``--cache-dir`` (a no-op without one)."""

    def __init__(self, case: Case, built: BuiltModel):
        self.cache = RefCache.from_env()
        # workload and regime are in the key: each has its own groups
        self.fields = {k: v for k, v in case.to_dict().items() if k not in NOT_IN_KEY}
        self.fp = fingerprint(built.model, built.inputs) if self.cache else ""

    def get(self, dtype: str) -> Groups | None:
        return self.cache.load(self.cache.key(self.fields, dtype), self.fp) if self.cache is not None else None

    def drew(self, dtype: str) -> bool | None:
        """Whether the cached run drew random numbers (:class:`hfcompat.execution.case.RandomDraws`):
        a reference served from the cache must be judged as the one computed afresh (vits's train
        step draws noise; served without this, its replay ran and named an op that a fresh run's
        does not)."""
        found = self.cache.notes(self.cache.key(self.fields, dtype)).get("drew") if self.cache is not None else None
        return found if isinstance(found, bool) else None

    def put(self, dtype: str, groups: Groups, drew: bool | None = None) -> Groups:
        # groups kept on disk (a full-size case) are not cached: the cache would read every tensor back
        if self.cache is not None and all(isinstance(g, dict) for g in groups.values()):
            self.cache.save(self.cache.key(self.fields, dtype), self.fp, groups, {"drew": drew})
        return groups
