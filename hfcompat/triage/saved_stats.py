"""A norm's saved statistics as the device computes them, judged where its backward reads them (issue 49).

Replay hands each op the CPU's inputs, so a norm's backward reads the CPU's saved mean and inverse
std, and the device's own are not compared as outputs (:data:`op_outputs.PRIVATE_OUTPUTS`: a batch
mean of centred values is ~0, out of any relative tolerance). A device that computes them less
precisely is then within tolerance at every op, while its backward, which divides by the spread the
statistics measure, is not. Measured plainly on torch-xla: a ``BatchNorm2d`` over 2 values per
channel (BEiT's pyramid pooling to 1x1, batch 2) saves an inverse std 3.7e-6 off float64 (the CPU's:
3.2e-8), and the input gradient computed with it is 17% off (the CPU's 0.7%); fed the CPU's
statistics, the device's backward is as close as the CPU's. The case failed as "accumulated numeric
drift", no op named.

So the statistics the device saves for each norm are kept, and an op that later reads the CPU's
(the norm's backward) is run once more on the device with the device's in their place. It is judged
against the op in float64 fed the norm's float64 statistics, beside the CPU's own error measured the
same way (its statistics, its kernel): out of line there, the norm is the culprit, since its saved
statistics, not the backward's kernel, differ. Its repro runs the norm and its backward.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import torch
from torch.utils._pytree import tree_leaves, tree_map

from hfcompat.triage.op_outputs import NORM_STATS, OutOfLine, clone, out_of_line, tensors, to64

#: Norms whose outputs NORM_STATS (saved mean, inverse std) their backward reads.
NORMS = frozenset({"aten::native_batch_norm", "aten::_native_batch_norm_legit", "aten::native_layer_norm",
                   "aten::native_group_norm"})

Key = tuple[int, int, tuple[int, ...], torch.dtype]


def _keyed(t: Any) -> bool:
    """A dense tensor with values (sparse and nested ones have no single storage to key)."""
    return isinstance(t, torch.Tensor) and t.layout == torch.strided and bool(t.numel())


def _key(t: torch.Tensor) -> Key:
    # By storage, not by object: autograd saves a forward's own outputs as a new tensor on the same
    # storage (no grad_fn, to break the cycle), so the backward is handed another Python object.
    return t.untyped_storage().data_ptr(), int(t.storage_offset()), tuple(t.shape), t.dtype


@dataclass(slots=True)
class Norm:
    """One norm call as replay ran it: its CPU inputs, and its statistics on each side."""

    name: str
    overload: str
    phase: str
    func: Any
    args: tuple[Any, ...]  # CPU inputs, cloned before the call
    kwargs: dict[str, Any]
    cpu: dict[int, torch.Tensor]  # output index -> the CPU's statistic (held: its storage keys it)
    device: dict[int, torch.Tensor]  # output index -> the device's, on the host
    _stats64: list[torch.Tensor] | None = field(default=None)

    def stats64(self) -> list[torch.Tensor]:
        """The norm's outputs in float64 (run once, when a reader needs them)."""
        if self._stats64 is None:
            with torch.no_grad():
                self._stats64 = tensors(self.func(*to64(clone(self.args)), **to64(clone(self.kwargs))))
        return self._stats64


class SavedStats:
    """The norms replay has run, by the storage of their CPU statistics."""

    def __init__(self) -> None:
        self._by_key: dict[Key, tuple[Norm, int]] = {}

    def note(self, name: str, overload: str, phase: str, func: Any, args: tuple[Any, ...], kwargs: dict[str, Any],
             step_inputs: Any, out: list[torch.Tensor], dev_out: list[torch.Tensor]) -> None:
        """Keep norm ``name``'s statistics (``out`` the CPU's outputs, ``dev_out`` the device's), with
        its inputs ``args``, ``kwargs`` (copies, the replay's own), which take the step's inputs'
        ``requires_grad`` (``step_inputs``: the same tree) for the repro's backward."""
        if name not in NORMS:
            return
        idx = [i for i in sorted(NORM_STATS) if i < min(len(out), len(dev_out))
               and out[i].shape == dev_out[i].shape and out[i].numel() and out[i].is_floating_point()]
        if not idx or all(torch.equal(out[i], dev_out[i]) for i in idx):
            return  # the device's statistics are the CPU's: its backward was judged with them already
        for mine, theirs in zip(tree_leaves((args, kwargs)), tree_leaves(step_inputs), strict=True):
            if isinstance(mine, torch.Tensor) and isinstance(theirs, torch.Tensor) and theirs.requires_grad:
                mine.requires_grad_(mine.is_floating_point())
        norm = Norm(name, overload, phase, func, args, kwargs, {i: out[i] for i in idx}, {i: dev_out[i] for i in idx})
        for i in idx:
            self._by_key[_key(out[i])] = (norm, i)

    def _read(self, tree: Any) -> dict[Key, tuple[Norm, int]]:
        found: dict[Key, tuple[Norm, int]] = {}
        if not self._by_key:  # the common case, on every op: no norm whose statistics differ
            return found
        for t in tree_leaves(tree):
            if _keyed(t) and (k := _key(t)) in self._by_key:
                found[k] = self._by_key[k]
        return found

    def judge(self, name: str, func: Any, args: tuple[Any, ...], kwargs: dict[str, Any], out: list[torch.Tensor],
              run: Callable[[Any, tuple[Any, ...], dict[str, Any]], Any]) -> tuple[Norm, OutOfLine] | None:
        """Op ``name`` (its CPU inputs ``args``, ``kwargs``, before the call; ``out`` its CPU outputs)
        run on the device by ``run`` with the device's statistics where it reads a norm's: the norm
        and how that is out of line, or None (it reads none, or is in line)."""
        read = self._read((args, kwargs))
        if not read:
            return None

        def swapped(tree: Any, stat: Callable[[Norm, int], torch.Tensor]) -> Any:
            return tree_map(lambda t: stat(*read[_key(t)]) if _keyed(t) and _key(t) in read else t, tree)

        dev_args, dev_kwargs = clone(swapped((args, kwargs), lambda n, i: n.device[i]))
        try:
            dev = run(func, dev_args, dev_kwargs)
        except Exception:  # noqa: BLE001  (the op ran on the device with the CPU's statistics: judged there)
            return None

        def arbiter() -> list[torch.Tensor]:  # the op in float64, fed the norm's float64 statistics
            a64, k64 = to64(clone(swapped((args, kwargs), lambda n, i: n.stats64()[i])))
            return tensors(func(*a64, **k64))

        found = out_of_line(name, out, tensors(dev), arbiter)
        return None if found is None else (next(iter(read.values()))[0], found)
