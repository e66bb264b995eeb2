"""A test-only backend, registered through the real ``hfcompat.backends`` entry-point group.

``faulty`` is the ``cpu`` backend plus real faults planted per model type, chosen by the environment
(inherited by worker processes)::

    HFCOMPAT_FAULTS="gpt2=abort,bert=hang,t5=oom,opt=segv"

abort   os.abort() in the forward pass (SIGABRT, like an XLA CHECK failure)
segv    a real segmentation fault (reading address 0 through ctypes)
hang    sleeps for ever in the forward pass
oom     allocates and touches memory until the worker's bound is passed
flaky   raises RuntimeError the first time (per HFCOMPAT_FAULTS_STATE directory), then works
recompile  counts a fake graph compile on every 4th forward (from the 4th): a stack whose graph
        settles in warm-up, then recompiles in --perf's timed loop
poison  leaves the process's device broken, as a failed torch_xla step can: from then on every
        sync of live tensors fails ("Check failed: tensor_data"), a lone op's own sync does not
        (poison-abort: checking the device's state aborts the process)

and faults planted in one ATen op of every model (so a fresh repro process sees them too)::

    HFCOMPAT_OP_FAULT="raise:aten::gelu"             the op raises at dispatch
    HFCOMPAT_OP_FAULT="perturb:aten::addmm"          the op's output is off by 0.5 (an in-place op's
                                                     mutated input, e.g. AdamW's aten::addcdiv_)
    HFCOMPAT_OP_FAULT="perturb1pct:aten::addmm"      the op's floating outputs are off by 1% (x 1.01)
    HFCOMPAT_OP_FAULT="perturb5pct:aten::addmm"      off by 5% (x 1.05): what bfloat16 must see (issue 23)
    HFCOMPAT_OP_FAULT="perturb-backward:aten::mm"    only while autograd runs the backward pass (any kind
                                                     takes -backward or -forward: raise-backward:aten::mm)
    HFCOMPAT_OP_FAULT="slow:aten::mm"                the op sleeps SLOW_S first (a slow kernel, for --perf)
    HFCOMPAT_OP_FAULT="abort:aten::gelu"             the op aborts the process at dispatch (hang: hangs;
                                                     oom: allocates until the worker's memory bound is passed)
    HFCOMPAT_OP_FAULT="sync:aten::softmax"           the op's error is deferred to sync (like lazy XLA)
    HFCOMPAT_OP_FAULT="sync-crash:aten::softmax"     deferred to sync in the step; run alone (replay),
                                                     it aborts the process, as XLA CHECK failures do
    HFCOMPAT_OP_FAULT="kernel-abort:aten::_softmax"  the op's CPU kernel itself aborts (kernel-raise: raises,
                                                     kernel-hang: hangs, kernel-perturb: computes its
                                                     decomposition, off by 0.5) while on the device; below the
                                                     dispatch modes, so it fires inside a composite
                                                     (aten::_safe_softmax calls aten::_softmax) too

and a device that decomposes what the CPU runs fused, as torch_xla does attention (the ops it runs
are then not the CPU's: a fault planted in one of them is never replayed from the CPU's sequence)::

    HFCOMPAT_SDPA_MATH=1       scaled_dot_product_attention takes its math path (matmuls, _softmax
                               and their backwards) on the device; the CPU reference runs the fused kernel
    HFCOMPAT_SDPA_MATH=refuse  the same, and the device has no kernel for the CPU's fused attention
                               (aten::_scaled_dot_product_flash_attention_for_cpu and its backward refuse
                               to run on it, in the dispatcher's words), as on a GPU

and a device whose attention is transformers' eager code (matmul, float32 softmax, matmul), not the
CPU's fused kernel: it rounds a padded query row otherwise (workloads/positions.py)::

    HFCOMPAT_EAGER_ATTENTION=1

and faults planted in one collective of a parallel case's ranks (``--parallel``; gloo underneath)::

    HFCOMPAT_COLLECTIVE_FAULT="sum:c10d::allreduce_"       the all-reduce sums instead of averaging
    HFCOMPAT_COLLECTIVE_FAULT="drop1:c10d::allreduce_"     rank 1's contribution is dropped (zeros)
    HFCOMPAT_COLLECTIVE_FAULT="stale:c10d::_allgather_base_"   rank 0 gets a stale (zeroed) copy of
                                                            its peers' shards
    HFCOMPAT_COLLECTIVE_FAULT="hang1:c10d::allreduce_"     rank 1 hangs in the collective

A comma-separated list plants a different op fault per model type (``model_type=`` before the
fault), so one sweep runs a grid of planted faults; an entry without a model type applies to every
other model, and to a process that never prepares a model (a repro script)::

    HFCOMPAT_OP_FAULT="bert=perturb1pct:aten::addmm,gpt2=abort-backward:aten::mm,raise:aten::gelu"
"""

from __future__ import annotations

import ctypes
import os
import time
import warnings
from collections.abc import Callable
from contextlib import AbstractContextManager, ExitStack, nullcontext
from dataclasses import replace
from typing import Any, ClassVar

import torch
from torch.utils._python_dispatch import TorchDispatchMode

from hfcompat_backend import Counters
from hfcompat_backend.cpu import CpuBackend


def _faults() -> dict[str, str]:
    pairs = [p.split("=", 1) for p in os.environ.get("HFCOMPAT_FAULTS", "").split(",") if "=" in p]
    return {k.strip(): v.strip() for k, v in pairs}


def _fault(kind: str) -> None:
    if kind == "abort":
        os.abort()
    elif kind == "segv":
        ctypes.string_at(0)
    elif kind == "hang":
        while True:
            time.sleep(3600)
    elif kind == "flaky":
        marker = os.path.join(os.environ["HFCOMPAT_FAULTS_STATE"], "flaky-fired")
        if not os.path.exists(marker):
            open(marker, "w").close()
            raise RuntimeError("a transient device error")
    elif kind.startswith("poison"):
        _POISONED[0] = kind
    elif kind == "oom":
        hog = []
        while True:  # 256 MB at a time, every page touched so it is resident
            hog.append(bytearray(b"\1" * (256 << 20)))


_POISONED: list[str] = [""]  # the poison fault this process's device got, if any
_TENSOR_DATA = "torch_xla/csrc/xla_graph_executor.cpp:691 : Check failed: tensor_data"

#: How each perturbation changes an op's floating outputs.
PERTURB: dict[str, Callable[[torch.Tensor], torch.Tensor]] = {
    "perturb": lambda t: t + 0.5,
    "perturb1pct": lambda t: t * 1.01,
    "perturb5pct": lambda t: t * 1.05,
}
PHASES = ("forward", "backward")
SLOW_S = 0.1  # a slow op's sleep: ~10 calls per tiny forward make 1 s a step, beyond a loaded VM's spread
# (at 0.02 s the full suite on 2 busy cores once gave the slow run an IQR wider than the slowdown)


def _perturbed(out: Any, change: Callable[[torch.Tensor], torch.Tensor], in_place: bool) -> Any:
    """``out`` with every floating tensor changed; an in-place op's result is its input, changed in place."""
    if isinstance(out, torch.Tensor):
        if not out.is_floating_point():
            return out
        return out.copy_(change(out)) if in_place else change(out)
    if isinstance(out, (tuple, list)):
        return type(out)([_perturbed(o, change, in_place) for o in out])
    return out


class OpFault(TorchDispatchMode):
    """Plants one op-level fault; ``pending`` holds a deferred (sync-time) error."""

    def __init__(self, kind: str, op: str):
        super().__init__()
        self.kind, self.op = kind, op
        base, _, phase = kind.rpartition("-")
        # "perturb-backward", "raise-forward"...: only in that phase ("sync-crash" is a kind of its own)
        self.base, self.phase = (base, phase) if base and phase in PHASES else (kind, None)
        self.pending: str | None = None

    def _hit(self, func: Any) -> bool:
        if func._schema.name != self.op:
            return False
        return self.phase is None or (torch._C._current_graph_task_id() != -1) == (self.phase == "backward")

    def __torch_dispatch__(self, func: Any, types: Any, args: tuple[Any, ...] = (), kwargs: Any = None) -> Any:
        hit = self._hit(func)
        if hit and self.base == "raise":
            raise RuntimeError(f"planted fault: {self.op} is broken on this device")
        if hit and self.base in ("abort", "hang", "oom"):
            _fault(self.base)
        if hit and self.base == "slow":
            time.sleep(SLOW_S)
        out = func(*args, **(kwargs or {}))
        if hit and self.base in PERTURB:
            # an in-place op (an optimizer's addcdiv_) returns its mutated input: changed in place
            return _perturbed(out, PERTURB[self.base], in_place=func._schema.is_mutable)
        if hit and self.base in ("sync", "sync-crash"):
            self.pending = f"planted deferred failure of {self.op}"
        return out


#: The CPU-only kernels a ``HFCOMPAT_SDPA_MATH=refuse`` device has none of.
CPU_ONLY = ("aten::_scaled_dot_product_flash_attention_for_cpu",
            "aten::_scaled_dot_product_flash_attention_for_cpu_backward")


class CpuOnlyRefused(TorchDispatchMode):
    """A device without the CPU's own kernels: they raise what the dispatcher says on a GPU."""

    def __torch_dispatch__(self, func: Any, types: Any, args: tuple[Any, ...] = (), kwargs: Any = None) -> Any:
        if func._schema.name in CPU_ONLY:
            raise NotImplementedError(f"Could not run '{func._schema.name}' with arguments from the 'Faulty' "
                                      "backend. This could be because the operator doesn't exist for this backend")
        return func(*args, **(kwargs or {}))


class KernelFault:
    """Replaces one op's CPU kernel while active (the device step, an op run alone on the device)."""

    def __init__(self, kind: str, op: str):
        self.kind, self.op = kind, op
        self.pending: str | None = None
        self._lib: torch.library.Library | None = None

    def __enter__(self) -> KernelFault:
        self._lib = torch.library.Library("aten", "IMPL")
        with warnings.catch_warnings():  # "overriding a previously registered kernel": that is the point
            warnings.simplefilter("ignore")
            self._lib.impl(self.op.partition("::")[2], self._fire, "CPU")
        return self

    def __exit__(self, *exc: object) -> None:
        if self._lib is not None:
            self._lib._destroy()  # the real kernel is back (the CPU reference runs outside)
            self._lib = None

    def _fire(self, *args: Any, **kwargs: Any) -> Any:
        what = self.kind.removeprefix("kernel-")
        if what == "perturb":  # the real kernel is replaced: compute the op from its decomposition
            from torch._decomp import decomposition_table

            overload = getattr(torch.ops.aten, self.op.partition("::")[2]).default
            return PERTURB["perturb"](decomposition_table[overload](*args, **kwargs))
        if what == "raise":
            raise RuntimeError(f"planted fault: the {self.op} kernel is broken on this device")
        _fault(what)


class CollectiveFault(TorchDispatchMode):
    """Plants one collective fault on a rank (the case's ranks run under the backend's step_context)."""

    def __init__(self, kind: str, op: str):
        super().__init__()
        self.kind, self.op = kind, op

    def __torch_dispatch__(self, func: Any, types: Any, args: tuple[Any, ...] = (), kwargs: Any = None) -> Any:
        if func._schema.name != self.op:
            return func(*args, **(kwargs or {}))
        import torch.distributed as dist

        rank, world = dist.get_rank(), dist.get_world_size()
        tensors = args[0] if isinstance(args[0], (list, tuple)) else [args[0]]
        if self.kind == "hang1" and rank == 1:
            _fault("hang")
        if self.kind == "sum":  # DDP divides by the world before its SUM: undo it, so the result is a sum
            for t in tensors:
                t.mul_(world)
        if self.kind == "drop1" and rank == 1:
            for t in tensors:
                t.zero_()
        out = func(*args, **(kwargs or {}))
        if self.kind == "stale" and rank == 0:
            out[1].wait()  # the gathered output is complete: then its peers' part goes stale
            flat = tensors[0].view(-1)
            flat[flat.numel() // world:].zero_()
        return out


def _collective_fault() -> CollectiveFault | None:
    kind, _, op = os.environ.get("HFCOMPAT_COLLECTIVE_FAULT", "").partition(":")
    return CollectiveFault(kind, op) if op else None


def _op_fault(model_type: str | None = None) -> OpFault | KernelFault | None:
    """The op fault planted for ``model_type`` (its own entry, else the entry for every model)."""
    every, own = "", ""
    for entry in (e.strip() for e in os.environ.get("HFCOMPAT_OP_FAULT", "").split(",")):
        target, sep, fault = entry.partition("=")
        if not sep:
            every = entry
        elif target == model_type:
            own = fault
    kind, _, op = (own or every).partition(":")
    if op and kind.startswith("kernel-"):
        return KernelFault(kind, op)
    return OpFault(kind, op) if op else None


class FaultyBackend(CpuBackend):
    """CPU, except for the model types named in HFCOMPAT_FAULTS."""

    name: ClassVar[str] = "faulty"
    modes: ClassVar[tuple[str, ...]] = ("eager",)

    def prepare(self, fn: Callable[..., Any], mode: str) -> Callable[..., Any]:
        model_type = getattr(getattr(fn, "config", None), "model_type", "")
        self.fault = _op_fault(model_type)  # this model's op fault, for its step and its replay
        if os.environ.get("HFCOMPAT_EAGER_ATTENTION") == "1" and hasattr(fn, "set_attn_implementation"):
            fn.set_attn_implementation("eager")  # the device's attention written out, as a GPU's or TPU's may be
        kind = _faults().get(model_type, "")
        if not kind:
            return fn
        if kind == "recompile":
            def recompiling(*args: Any, **kwargs: Any) -> Any:
                self.forwards += 1
                return fn(*args, **kwargs)

            return recompiling

        def faulty(*args: Any, **kwargs: Any) -> Any:
            _fault(kind)
            return fn(*args, **kwargs)

        return faulty

    def __init__(self) -> None:
        self.fault = _op_fault()
        self.forwards = 0  # forwards of a "recompile" model, whose fake compile count they make

    def reset_counters(self) -> None:
        super().reset_counters()
        self._forwards0 = self.forwards // 4

    def read_counters(self) -> Counters:
        counters = super().read_counters()
        fake = self.forwards // 4 - getattr(self, "_forwards0", 0)
        return replace(counters, compiles=(counters.compiles or 0) + fake)

    def step_context(self) -> AbstractContextManager[object]:
        collective = _collective_fault()
        math = os.environ.get("HFCOMPAT_SDPA_MATH", "") in ("1", "refuse")
        if collective is not None or math:
            stack = ExitStack()
            if math:  # attention decomposed above autograd, as torch_xla lowers it (the CPU runs it fused)
                from torch.nn.attention import SDPBackend, sdpa_kernel

                stack.enter_context(sdpa_kernel([SDPBackend.MATH]))
            if os.environ.get("HFCOMPAT_SDPA_MATH") == "refuse":
                stack.enter_context(CpuOnlyRefused())
            for mode in (self.fault, collective):
                if mode is not None:
                    stack.enter_context(mode)
            return stack
        return self.fault if self.fault is not None else nullcontext()

    def sync(self) -> None:
        self._sync_own()
        if _POISONED[0]:  # every live tensor is synced, the broken one too
            raise RuntimeError(_TENSOR_DATA)

    def _sync_own(self) -> None:
        if self.fault is not None and self.fault.pending:
            message, self.fault.pending = self.fault.pending, None
            raise RuntimeError(message)

    def run_op(self, func: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        if (self.fault is not None and self.fault.kind == "sync-crash"
                and getattr(getattr(func, "_schema", None), "name", None) == self.fault.op):
            os.abort()
        with self.step_context():
            out = func(*args, **kwargs)
        self._sync_own()  # the op's own outputs only, as torch-xla's run_op does
        return out

    def broken_state(self) -> str | None:
        if _POISONED[0] == "poison-abort":
            os.abort()
        return _TENSOR_DATA if _POISONED[0] else None
