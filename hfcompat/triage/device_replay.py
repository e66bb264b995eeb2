"""Device-side replay: the ops the device actually ran, each checked on the CPU with its inputs.

The op-by-op replay (:mod:`hfcompat.triage.replay`) walks the CPU's op sequence. Where the device
runs something else — attention fused on one side and decomposed on the other (torch_xla lowers
``scaled_dot_product_attention`` to matmuls and ``_softmax``, the CPU runs its fused flash kernel),
and so a different backward — an op only the device's decomposition calls is never replayed, and a
wrong kernel there reads as "accumulated numeric drift". So when that replay finds no op out of
line, the device step itself runs once more under :class:`DeviceReplayer`, a dispatch mode that
copies each op's inputs from the device to the CPU, runs the same op there (and in float64 where it
does not agree closely) and compares the device's output. Each op gets the device's own inputs, so
errors do not accumulate: an op out of line is wrong by itself; the first is named, with its phase,
and the others listed (:mod:`hfcompat.triage.candidates`).

Copying every op's inputs syncs the device after each op (on a lazy stack, a small graph each), so
the cost is bounded like the replay's: an op count and a time budget. Views are not checked (their
values are their input's; a wrong one shows in the op that reads it), nor ops whose result is
random or uninitialised. Compile mode, which runs no dispatch mode around the step, is not replayed.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import torch
from torch.utils._python_dispatch import TorchDispatchMode, _disable_current_modes

from hfcompat.triage.candidates import Candidates
from hfcompat.triage.op_outputs import clone, out_of_line, tensors, to64
from hfcompat.triage.replay import (
    _NONDETERMINISTIC,
    BUDGET_S,
    MAX_OPS,
    ReplayResult,
    _holds_storage,
)
from hfcompat_backend import OpEvent
from hfcompat_backend.base import to_host
from hfcompat_backend.optrace import op_name

#: Backward ops that read a forward's private bookkeeping (op_outputs.PRIVATE_OUTPUTS): nll_loss's
#: total_weight is a constant 1 on torch_xla, whose own backward does not divide by it, so the CPU
#: kernel fed the device's value computes something else (measured: llama's nll_loss_backward off
#: by the token count); fused attention's logsumexp and oneDNN's workspace are each stack's layout.
#: Their inputs are not comparable across stacks; a wrong one shows in the next op's gradient.
_READS_PRIVATE = frozenset({"aten::nll_loss_backward", "aten::nll_loss2d_backward",
                            "aten::_scaled_dot_product_flash_attention_for_cpu_backward",
                            "aten::_scaled_dot_product_efficient_attention_backward",
                            "aten::_scaled_dot_product_flash_attention_backward", "aten::mkldnn_rnn_layer_backward"})


class DeviceReplayer(TorchDispatchMode):
    """Runs the device's step; checks each op's device output against the op on the CPU."""

    def __init__(self, max_ops: int = MAX_OPS, budget_s: float = BUDGET_S,
                 on_op: Callable[[OpEvent], None] | None = None):
        super().__init__()  # type: ignore[no-untyped-call]  # TorchDispatchMode.__init__ is unannotated
        self.phase = "forward"  # set by the step's PhaseTracker (optimizer, generate)
        self.on_op = on_op
        self.max_ops = max_ops
        self.deadline = time.monotonic() + budget_s
        self.result = ReplayResult()
        self.candidates = Candidates()
        self.settled = False  # an error-like verdict (no ratio) was found: stop checking

    def __torch_dispatch__(self, func: Any, types: Any, args: tuple[Any, ...] = (), kwargs: Any = None) -> Any:
        kwargs = kwargs or {}
        name, overload = op_name(func)
        r = self.result
        if (self.settled or r.cut_short is not None or getattr(func, "is_view", False) or name in _READS_PRIVATE
                or any(w in name for w in _NONDETERMINISTIC) or _holds_storage(args, kwargs)):
            return func(*args, **kwargs)
        if r.ops_replayed >= self.max_ops or time.monotonic() > self.deadline:
            if not self.candidates:
                r.cut_short = f"bound reached after {r.ops_replayed} device ops ({self.max_ops} ops or the time budget)"
            self.settled = True  # with an op found, only the listing of the others ends at the bound
            return func(*args, **kwargs)
        phase = "backward" if torch._C._current_graph_task_id() != -1 else (
            self.phase if self.phase in ("optimizer", "generate") else "forward")
        with _disable_current_modes():  # the copies are the harness's, not the step's (no fault modes)
            cpu_args, cpu_kwargs = clone(to_host(args)), clone(to_host(kwargs))
        arb_args, arb_kwargs = clone(cpu_args), clone(cpu_kwargs)  # in-place ops mutate their inputs
        if self.on_op is not None:  # kept where a crash cannot erase it
            self.on_op(OpEvent(name, overload, f"replay:{phase}"))
        out = func(*args, **kwargs)  # on the device, under the step's own modes
        r.ops_replayed += 1
        devs = tensors(out)
        if not devs:
            return out
        with _disable_current_modes():
            try:
                refs = tensors(func(*cpu_args, **cpu_kwargs))  # arb_args stay as they were
            except Exception:  # noqa: BLE001  (no CPU kernel for this call: nothing to check it by)
                return out
            found = out_of_line(name, refs, [to_host(t) for t in devs],
                                lambda: tensors(func(*to64(clone(arb_args)), **to64(clone(arb_kwargs)))))
        if found is not None:
            self.settled = Candidates.settles(found)
            self.candidates.add(name, overload, phase, "mismatch", found, (func, arb_args, arb_kwargs))
        return out


def device_replay(step: Callable[[DeviceReplayer], Any], max_ops: int = MAX_OPS, budget_s: float = BUDGET_S,
                  on_op: Callable[[OpEvent], None] | None = None) -> ReplayResult:
    """Run ``step(replayer)`` — the device step, with the replayer to enter inside the stack's own
    step context and to tell the step's phases — and return the first device op out of line."""
    replayer = DeviceReplayer(max_ops=max_ops, budget_s=budget_s, on_op=on_op)
    try:
        step(replayer)
    except Exception as exc:  # noqa: BLE001  (the device step ran before; note it and stop)
        why = f"device step raised during replay: {type(exc).__name__}"
        replayer.result.cut_short = replayer.result.cut_short or why
    replayer.result.take(replayer.candidates.ranked())
    return replayer.result
