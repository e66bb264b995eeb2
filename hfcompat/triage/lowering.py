"""Lowering errors: the op a lazy graph could not lower, named for itself, not for the op in flight.

In lazy mode (torch_xla) an op is traced when the model calls it and lowered (turned into XLA HLO)
only when a graph holding it is compiled: at the step's sync, or earlier when a CPU fallback or a
read needs the data. The error then passes through whatever op is in flight at that moment.
instructblip's forward ``aten::masked_scatter`` (a source with more elements than the mask selects)
fails to lower ("Error while lowering: [] aten::masked_scatter, xla_shape=f32[2,16,32]") when the
backward's ``aten::masked_select``, a CPU fallback inside ``aten::masked_scatter_backward``, needs
its input: the op recorder alone blames masked_select, whose repro then passes.

For an error the backend explains as ``KIND_LOWERING`` with its op (``Backend.explain``):

- the culprit is the op the message names (source ``message``), in the phase that was running
  when the graph was lowered (the backward here), with the op in flight as its ``culprit_context``;
- its repro: the CPU step runs once more under :class:`CallCapture`, which keeps the inputs of the
  named op's calls; each runs alone on the device (with its backward when the error came in the
  backward, as the graph it was lowered in held both), and the first that fails the same way is
  written as the repro, with its backward on, so the script reproduces the error alone.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch
from torch.utils._python_dispatch import TorchDispatchMode
from torch.utils._pytree import tree_leaves, tree_map

from hfcompat.records.record import Case
from hfcompat.triage.argspec import encode
from hfcompat.triage.op_outputs import clone
from hfcompat.triage.repro import add_repro
from hfcompat_backend import KIND_LOWERING, Backend
from hfcompat_backend.optrace import op_name

MAX_CALLS = 8  # calls of the named op tried alone: each is a device compile (~0.1-0.5 s on XLA:CPU)


@dataclass(frozen=True, slots=True)
class Call:
    """One call of an op in the CPU step: the op, its overload and (cloned, detached) inputs."""

    func: Any
    overload: str
    args: tuple[Any, ...]
    kwargs: dict[str, Any]


class CallCapture(TorchDispatchMode):
    """Keeps the inputs of the first ``limit`` calls of op ``op`` (``"aten::masked_scatter"``)."""

    def __init__(self, op: str, limit: int = MAX_CALLS):
        super().__init__()  # type: ignore[no-untyped-call]  # TorchDispatchMode.__init__ is unannotated
        self.op, self.limit = op, limit
        self.calls: list[Call] = []

    def __torch_dispatch__(self, func: Any, types: Any, args: tuple[Any, ...] = (), kwargs: Any = None) -> Any:
        kwargs = kwargs or {}
        name, overload = op_name(func)
        if name == self.op and len(self.calls) < self.limit:
            # Cloned before the op runs: an in-place op changes its own inputs.
            self.calls.append(Call(func, overload, clone(args), clone(kwargs)))
        return func(*args, **kwargs)


def capture_calls(cpu_step: Callable[[], Any], op: str, limit: int = MAX_CALLS) -> list[Call]:
    """The calls of ``op`` in one run of the CPU step (none when the step fails on CPU this time)."""
    capture = CallCapture(op, limit)
    with capture:
        try:
            cpu_step()
        except Exception:  # noqa: BLE001  (the CPU step passed before; what was captured stands)
            pass
    return capture.calls


def _tensors(value: Any) -> list[torch.Tensor]:
    return [t for t in tree_leaves(value) if isinstance(t, torch.Tensor)]


def _weights(outs: list[torch.Tensor]) -> list[torch.Tensor]:
    """The repro template's ``weights``: fixed random weights, exact in every floating dtype."""
    gen = torch.Generator().manual_seed(0)
    return [torch.randn(o.shape, generator=gen).to(torch.bfloat16).to(o.dtype).to(o.device) for o in outs]


def with_backward(func: Any) -> Callable[..., list[torch.Tensor]]:
    """``func`` followed by its backward: its outputs, then, for each input that takes one, the
    gradient of their sum weighted by :func:`_weights` (the repro template's ``with_backward`` is
    this, written out)."""
    def step(*args: Any, **kwargs: Any) -> list[torch.Tensor]:
        out = _tensors(func(*args, **kwargs))
        outs = [t for t in out if t.requires_grad]
        leaves = [t for t in _tensors((args, kwargs)) if t.requires_grad]
        if not outs or not leaves:
            return out
        grads = torch.autograd.grad(outs, leaves, _weights(outs), allow_unused=True)
        return [*out, *(g for g in grads if g is not None)]
    return step


def _needing_grad(tree: Any) -> Any:
    """Fresh copies of ``tree``'s tensors, the floating ones requiring grad (their backward runs)."""
    return tree_map(lambda t: t.detach().clone().requires_grad_(t.is_floating_point())
                    if isinstance(t, torch.Tensor) else t, tree)


def failing_call(calls: list[Call], backend: Backend, op: str, backward: bool) -> Call | None:
    """The first call that fails alone on the device (with its backward, if ``backward``) as the
    case did: an error the backend explains as a lowering error of ``op``. None when none does."""
    for call in calls:
        args, kwargs = (_needing_grad(call.args), _needing_grad(call.kwargs)) if backward else \
            (clone(call.args), clone(call.kwargs))
        try:
            backend.run_op(with_backward(call.func) if backward else call.func, args, kwargs)
        except Exception as exc:  # noqa: BLE001  (it may be the failure again, alone: then this is the call)
            explained = backend.explain(exc)
            if explained is not None and (explained.kind, explained.op) == (KIND_LOWERING, op):
                return Call(call.func, call.overload, args, kwargs)
    return None


def from_lowering(record: dict[str, Any], case: Case, repro_dir: Path | None, op: str, phase: str,
                  in_flight: str | None, backend: Backend, cpu_step: Callable[[], Any]) -> None:
    """Name the op a lowering error names as the culprit, and write its repro (see the module doc).

    ``phase`` is the phase running when the error was raised, ``in_flight`` the op the error passed
    through then (the recorder's), kept as ``culprit_context`` when it is another op."""
    record.update(culprit_op=op, culprit_phase=phase, culprit_source="message",
                  culprit_context=in_flight if in_flight and in_flight != op else None)
    if repro_dir is None:
        return
    backward = phase == "backward"
    call = failing_call(capture_calls(cpu_step, op), backend, op, backward)
    if call is None:  # no call fails alone: the failure needs the whole graph; no repro to offer
        return
    try:
        args, kwargs = [encode(a) for a in call.args], {k: encode(v) for k, v in call.kwargs.items()}
    except Exception:  # noqa: BLE001  (an argument the encoder cannot write: no repro)
        return
    add_repro(record, case, repro_dir, op, call.overload, phase, args, kwargs, expected="error", backward=backward)
