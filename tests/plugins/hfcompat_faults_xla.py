"""``faulty-xla``: the real ``torch-xla`` adapter with one op fault planted on the device's own dispatch.

The ``faulty`` backend (:mod:`hfcompat_faults`) is the CPU: its device rounds exactly as the
reference does, so a benchmark run on it says nothing about a device that rounds on its own
(issue 49). This one is torch_xla, unchanged, plus the same ``HFCOMPAT_OP_FAULT`` plant, read the
same way (per model type, a comma-separated list)::

    HFCOMPAT_OP_FAULT="raise-backward:aten::mm"         the op raises at dispatch: the case must fail and name it
    HFCOMPAT_OP_FAULT="bert=perturb5pct:aten::addmm"    the op's floating outputs x 1.05 (perturb1pct: x 1.01;
                                                        perturb: + 0.5; -forward/-backward: that phase only)

The plant is a ``TorchDispatchMode`` entered around the device step and around each op the harness
replays alone on the device (``run_op``), as ``faulty`` does. A mode sits at the Python dispatch key:
below autograd, above the XLA key. So it sees the ops torch_xla itself receives, not the CPU's:
an op torch_xla decomposes above its key (at ``AutogradXLA``, or by a decomposition of its own) is
never seen as itself, and a plant there never fires. Take the ops from the device's own dispatch
(``bench/mutation_trace.py``'s ``device_trace``), and confirm each with ``raise`` first
(``bench/mutations.py --confirm``).

Only the faults that fire at dispatch are planted (raise, perturb*, slow, abort, hang, oom). The
``kernel-*`` faults replace a CPU kernel, which an XLA tensor never reaches, and the deferred
``sync`` faults are the ``faulty`` backend's own: both are refused at setup.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path
from typing import Any, ClassVar

import torch
from hfcompat_faults import KernelFault, OpFault, _op_fault  # type: ignore[import-untyped]
from torch.utils._pytree import tree_flatten

from hfcompat_backend.torch_xla_stack import TorchXlaBackend

#: Fault kinds the dispatch mode plants on an XLA tensor (a phase suffix may follow).
PLANTED = ("raise", "perturb", "perturb1pct", "perturb5pct", "slow", "abort", "hang", "oom")


class DeviceOpFault(OpFault):  # type: ignore[misc]
    """The plant on the device's own kernels only: a copy between host and device (``_to_copy`` to
    or from the CPU, the harness's transfer of inputs and results) is passed through. A plant on
    ``_to_copy`` (a dtype cast on the device) fired on each result read back, and replay blamed
    whichever op it was replaying (``aten::detach``)."""

    def __torch_dispatch__(self, func: Any, types: Any, args: tuple[Any, ...] = (), kwargs: Any = None) -> Any:
        if _crosses_devices(args, kwargs or {}):
            return func(*args, **(kwargs or {}))
        return super().__torch_dispatch__(func, types, args, kwargs)


def _crosses_devices(args: tuple[Any, ...], kwargs: dict[str, Any]) -> bool:
    places = {t.device.type for t in tree_flatten((args, kwargs))[0] if isinstance(t, torch.Tensor)}
    target = kwargs.get("device")
    if target is not None:
        places.add(torch.device(target).type)
    return len(places) > 1


def _plantable(fault: OpFault | KernelFault | None) -> OpFault | None:
    """``fault`` if it fires at dispatch, as a :class:`DeviceOpFault`; a fault this backend cannot
    plant is a usage error."""
    if fault is None:
        return None
    if isinstance(fault, OpFault) and fault.base in PLANTED:
        return DeviceOpFault(fault.kind, fault.op)
    raise ValueError(f"faulty-xla plants {', '.join(PLANTED)} at dispatch, not {fault.kind!r}")


class FaultyXlaBackend(TorchXlaBackend):
    """torch-xla, with ``HFCOMPAT_OP_FAULT`` planted on the ops that reach its device."""

    name: ClassVar[str] = "faulty-xla"
    #: the plant, for a benchmark that enters it by hand (bench/mutation_trace.py's device_effect)
    plant_type: ClassVar[type[OpFault]] = DeviceOpFault
    # compile mode runs dynamo's graph, which a dispatch mode around the call does not see
    modes: ClassVar[tuple[str, ...]] = ("lazy", "eager")

    def __init__(self) -> None:
        super().__init__()
        self.fault: OpFault | None = None

    def setup(self, mode: str, cache_dir: Path | None = None) -> None:
        _plantable(_op_fault())  # the fault for every model: refused before the stack starts
        super().setup(mode, cache_dir)

    def prepare(self, fn: Callable[..., Any], mode: str) -> Callable[..., Any]:
        model_type = getattr(getattr(fn, "config", None), "model_type", "")
        self.fault = _plantable(_op_fault(model_type))  # this model's, for its step and the ops replayed alone
        return super().prepare(fn, mode)

    def step_context(self) -> AbstractContextManager[object]:
        return self.fault if self.fault is not None else nullcontext()

    def run_op(self, func: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        # The inputs go to the device before the plant is entered: a tensor torch_xla makes while a
        # dispatch mode is active is not functionalised, and ``as_strided`` with a storage offset
        # then reads the wrong elements (a 4x6 tensor's [4, 2] view at offset 2: 1.8 off). The
        # replay of a ``split_with_sizes`` (``as_strided`` inside) was named for every plant.
        args, kwargs = self.to_device(args), self.to_device(kwargs)
        with self.step_context():  # the op replayed alone is the device's, fault and all
            return super().run_op(func, args, kwargs)
