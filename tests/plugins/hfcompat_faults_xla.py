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

from hfcompat_faults import KernelFault, OpFault, _op_fault  # type: ignore[import-untyped]

from hfcompat_backend.torch_xla_stack import TorchXlaBackend

#: Fault kinds the dispatch mode plants on an XLA tensor (a phase suffix may follow).
PLANTED = ("raise", "perturb", "perturb1pct", "perturb5pct", "slow", "abort", "hang", "oom")


def _plantable(fault: OpFault | KernelFault | None) -> OpFault | None:
    """``fault`` if it fires at dispatch; a fault this backend cannot plant is a usage error."""
    if fault is None or (isinstance(fault, OpFault) and fault.base in PLANTED):
        return fault
    raise ValueError(f"faulty-xla plants {', '.join(PLANTED)} at dispatch, not {fault.kind!r}")


class FaultyXlaBackend(TorchXlaBackend):
    """torch-xla, with ``HFCOMPAT_OP_FAULT`` planted on the ops that reach its device."""

    name: ClassVar[str] = "faulty-xla"
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
