"""Where a step keeps the model-sized tensors it hands back (gradients, updated parameters) until the comparison.

A tiny case keeps them in memory, as dicts. A full-size case cannot: the CPU reference, the float64
arbiter and the device each hand back a gradient and an updated weight per parameter, and holding
all of them at once costs the host about three times the device's own train step (issue 48). So a
:class:`Spill` writes each tensor to its own safetensors file the moment the step hands it over and
gives the comparison a :class:`SpilledGroup`: a read-only mapping that loads one tensor per lookup
and keeps none. The comparator (:func:`hfcompat.judging.compare.check_group`) looks tensors up by
name, one at a time, so it holds three tensors at most whatever the model's size.

The files are the tensors' own bytes (safetensors: no pickled code), in a temporary directory that
:meth:`Spill.close` removes at the end of the case.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path

import torch
from safetensors.torch import load_file, save_file

TensorMap = Mapping[str, torch.Tensor | None]
#: Spill directories are named ``hfcompat-spill-<pid>-<random>``: the pid says whose they are.
PREFIX = "hfcompat-spill-"


class GroupWriter:
    """One group being kept, a tensor at a time (in memory: a dict)."""

    def __init__(self, clone: bool) -> None:
        self.clone = clone
        self._kept: dict[str, torch.Tensor | None] = {}

    def put(self, key: str, tensor: torch.Tensor | None) -> None:
        """Keep ``tensor`` under ``key``; a key put twice keeps the sum (a gradient accumulated twice),
        and ``None`` stands for no tensor where none was put."""
        before = self._kept.get(key)
        if tensor is None:  # nothing to add: a key never put stands for no tensor
            self._kept.setdefault(key, None)
            return
        kept = _on_cpu(tensor, self.clone)
        self._kept[key] = kept if before is None else before + kept

    def close(self) -> TensorMap:
        """The group, read-only from here on."""
        return self._kept


class Keeper:
    """Keeps a step's tensors in memory (the default): each detached and on CPU, cloned where asked.

    ``clone``: the tensor is a live parameter that a later step (``--stability``'s repeats) would
    change in place, so the kept value must be a copy."""

    def open(self, name: str, clone: bool = False) -> GroupWriter:
        """A writer for the group ``name``."""
        del name  # in memory a group needs no name of its own
        return GroupWriter(clone)

    def group(self, name: str, tensors: Iterable[tuple[str, torch.Tensor | None]], clone: bool = False) -> TensorMap:
        """Keep ``tensors`` (name, tensor) as the group ``name``; the tensors are consumed one by one."""
        writer = self.open(name, clone)
        for key, tensor in tensors:
            writer.put(key, tensor)
        return writer.close()


class Spill(Keeper):
    """Keeps a step's tensors on disk, one file per tensor, under a fresh temporary directory.

    Each :meth:`group` call gets its own subdirectory, so the reference, the arbiter and the device
    (and a second opinion's reruns) never overwrite one another."""

    def __init__(self, parent: str | Path | None = None) -> None:
        parent = Path(parent or tempfile.gettempdir())
        _remove_orphans(parent)
        self.root = Path(tempfile.mkdtemp(prefix=f"{PREFIX}{os.getpid()}-", dir=parent))
        self._count = 0

    def open(self, name: str, clone: bool = False) -> GroupWriter:
        self._count += 1
        folder = self.root / f"{self._count:04d}-{name}"
        folder.mkdir()
        return SpillWriter(folder)

    def close(self) -> None:
        """Remove every file this spill wrote."""
        shutil.rmtree(self.root, ignore_errors=True)


class SpillWriter(GroupWriter):
    """One group written to disk as it is handed over: a file per tensor, nothing held."""

    def __init__(self, folder: Path) -> None:
        super().__init__(clone=False)  # a file is a copy already
        self.folder = folder
        self._files: dict[str, Path | None] = {}
        self._dtypes: dict[torch.dtype, None] = {}

    def put(self, key: str, tensor: torch.Tensor | None) -> None:
        before = self._files.get(key)
        if tensor is None:
            self._files.setdefault(key, None)
            return
        t = _on_cpu(tensor, clone=False)
        if before is not None:  # accumulated twice: keep the sum, as in memory
            t = load_file(str(before))["t"] + t
        path = before or self.folder / f"{len(self._files):06d}.safetensors"
        # one tensor at a time: the copy safetensors makes to write it is that tensor's size only
        save_file({"t": t.contiguous()}, str(path))
        self._files[key] = path
        self._dtypes[t.dtype] = None

    def close(self) -> TensorMap:
        return SpilledGroup(self._files, tuple(self._dtypes))


class SpilledGroup(Mapping[str, torch.Tensor | None]):
    """A group of tensors on disk: each lookup reads that tensor's file and nothing is cached."""

    def __init__(self, files: dict[str, Path | None], dtypes: tuple[torch.dtype, ...]) -> None:
        self._files = files
        self._dtypes = dtypes

    def __getitem__(self, key: str) -> torch.Tensor | None:
        path = self._files[key]
        return None if path is None else load_file(str(path))["t"]

    def __iter__(self) -> Iterator[str]:
        return iter(self._files)

    def __len__(self) -> int:
        return len(self._files)

    def dtypes(self) -> tuple[torch.dtype, ...]:
        """The tensors' dtypes, without reading them (:func:`hfcompat.judging.compare.compute_dtype`)."""
        return self._dtypes


def _remove_orphans(parent: Path) -> None:
    """Remove the spills of processes that are gone: a worker killed for a timeout or an OOM cannot
    remove its own, and a full-size case's spill is gigabytes."""
    for folder in parent.glob(f"{PREFIX}*"):
        pid = folder.name[len(PREFIX):].partition("-")[0]
        if pid.isdigit() and not _alive(int(pid)):
            shutil.rmtree(folder, ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # someone else's process
        return True
    return True


def _on_cpu(tensor: torch.Tensor, clone: bool) -> torch.Tensor:
    # .cpu() of a CPU tensor is the tensor itself: a live parameter must be copied to be kept
    # (from another device .cpu() is a copy already)
    t = tensor.detach().cpu()
    return t.clone() if clone and tensor.device.type == "cpu" else t
