"""Where a step keeps the model-sized tensors it hands back (gradients, updated parameters) until the comparison.

A tiny case keeps them in memory, as dicts. A full-size case cannot: the CPU reference, the float64
arbiter and the device each hand back a gradient and an updated weight per parameter, and holding
all of them at once costs the host about three times the device's own train step (issue 48). So a
:class:`Spill` writes each tensor to its own file the moment the step hands it over and gives the
comparison a :class:`SpilledGroup`: a read-only mapping that loads one tensor per lookup and keeps
none. The comparator (:func:`hfcompat.judging.compare.check_group`) looks tensors up by
name, one at a time, so it holds three tensors at most whatever the model's size.

A file is the tensor's raw bytes, written straight from its storage (safetensors, and ``torch.save``
through pickle, first copy a tensor into a bytes object: for a 150k-token embedding's float64
gradient that is 1.2 GB more at the peak, measured), its dtype and shape kept beside it in memory;
nothing is unpickled. The files are in a temporary directory that :meth:`Spill.close` removes at
the end of the case, or the next spill once the process that made it is gone.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

import torch

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
        self._files: dict[str, RawFile | None] = {}

    def put(self, key: str, tensor: torch.Tensor | None) -> None:
        before = self._files.get(key)
        if tensor is None:
            self._files.setdefault(key, None)
            return
        t = _on_cpu(tensor, clone=False)
        if before is not None:  # accumulated twice: keep the sum, as in memory
            t = before.read() + t
        self._files[key] = RawFile.write(before.path if before else self.folder / f"{len(self._files):06d}.bin", t)

    def close(self) -> TensorMap:
        return SpilledGroup(self._files)


@dataclass(frozen=True, slots=True)
class RawFile:
    """One tensor's bytes in a file, and what it takes to read them back."""

    path: Path
    dtype: torch.dtype
    shape: tuple[int, ...]

    @staticmethod
    def write(path: Path, tensor: torch.Tensor) -> RawFile:
        t = tensor.contiguous()
        # a view as bytes (no copy), which numpy writes from the storage itself
        t.reshape(-1).view(torch.uint8).numpy().tofile(path)
        return RawFile(path, t.dtype, tuple(t.shape))

    def read(self) -> torch.Tensor:
        nbytes = self.path.stat().st_size
        raw = torch.from_file(str(self.path), shared=False, size=nbytes, dtype=torch.uint8)
        return raw.view(self.dtype).reshape(self.shape)


class SpilledGroup(Mapping[str, torch.Tensor | None]):
    """A group of tensors on disk: each lookup reads that tensor's file and nothing is cached."""

    def __init__(self, files: dict[str, RawFile | None]) -> None:
        self._files = files

    def __getitem__(self, key: str) -> torch.Tensor | None:
        found = self._files[key]
        return None if found is None else found.read()

    def __iter__(self) -> Iterator[str]:
        return iter(self._files)

    def __len__(self) -> int:
        return len(self._files)

    def dtypes(self) -> tuple[torch.dtype, ...]:
        """The tensors' dtypes, without reading them (:func:`hfcompat.judging.compare.compute_dtype`)."""
        return tuple(dict.fromkeys(f.dtype for f in self._files.values() if f is not None))


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
