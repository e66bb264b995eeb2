"""A disk cache of CPU reference results, so a warm rerun does not recompute them.

A wrong entry must never change a verdict, so an entry is used only when

- its key matches: spec, size, weights, dtype, seed, the versions of torch and transformers, and
  the source of the hfcompat code that decides what is stored (:func:`key_modules`); and
- its fingerprint matches: a hash of the freshly built model's weights and inputs, recomputed on
  every run. Whatever the key missed (a changed default in transformers, a random-init change),
  the model or inputs differ and the entry is ignored.

Entries are safetensors files (never pickle) plus a small JSON of names and absent gradients.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import torch
from safetensors.torch import load_file, save_file

from hfcompat.import_graph import Graph, import_graph, module_files, reached
from hfcompat.workloads.kept import TensorMap

#: The reference step's module: its code and everything it imports decide what is stored.
KEY_ROOT = "hfcompat.execution.reference"
#: Whole packages in the key besides what the reference imports: the model and inputs (factory) and
#: what a workload does with them (workloads), including the parts the step reaches only by name
#: (``get_workload``'s table of classes, the factory's override tables).
KEY_PACKAGES = ("hfcompat.factory", "hfcompat.workloads")
_PACKAGE_ROOT = Path(__file__).resolve().parents[1]  # hfcompat/


def key_modules(graph: Graph) -> set[str]:
    """The modules whose source is in the key: :data:`KEY_ROOT` and every module it imports, directly or
    not (the import graph's edges, :mod:`hfcompat.import_graph`), and every module of :data:`KEY_PACKAGES`.

    Read from the graph rather than listed by hand: a hand list missed ``execution/reference.py``
    itself, so a change there served references of the old code."""
    packaged = {m for m in graph if any(m == p or m.startswith(p + ".") for p in KEY_PACKAGES)}
    return reached(graph, [KEY_ROOT]) | packaged


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

    def key(self, case_fields: dict[str, Any], dtype: str, versions: dict[str, str]) -> str:
        blob = json.dumps(
            {"case": case_fields, "dtype": dtype, "versions": versions, "code": _code_hash()}, sort_keys=True
        )
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

    def save(self, key: str, fp: str, groups: Mapping[str, TensorMap]) -> None:
        """Store the groups; written to temporary names and renamed, so readers never see half."""
        self.root.mkdir(parents=True, exist_ok=True)
        tensors = {f"{g}/{n}": t.contiguous() for g, items in groups.items() for n, t in items.items() if t is not None}
        names = {g: list(items) for g, items in groups.items()}
        tmp = f".{os.getpid()}.tmp"
        save_file(tensors, str(self.root / f"{key}.safetensors{tmp}"))
        (self.root / f"{key}.json{tmp}").write_text(json.dumps({"fingerprint": fp, "names": names}))
        os.replace(self.root / f"{key}.safetensors{tmp}", self.root / f"{key}.safetensors")
        os.replace(self.root / f"{key}.json{tmp}", self.root / f"{key}.json")
