"""The ``torch-xla`` backend: torch_xla 2.9 over PJRT; a TPU when the VM has one, else XLA:CPU.

XLA:CPU runs the same lowering and the same XLA compiler path as a TPU, so op-coverage verdicts carry
over; numerics and speed do not (see docs/design.md §3).

Modes:
    lazy     the default: ops build a lazy graph, ``torch_xla.sync()`` compiles and runs it.
    eager    ``torch_xla.experimental.eager_mode(True)``: each op compiles and runs on its own.
    compile  ``torch.compile(backend="openxla")`` (dynamo → XLA).

Ops without a lowering never raise here: torch_xla runs them on CPU and bumps a counter named after
the op (``aten::nonzero``), which is how ``pass_with_fallback`` and its op list are known.
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import re
from collections.abc import Callable, Mapping
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from hfcompat_backend.base import (
    KIND_LOWERING,
    KIND_UNSUPPORTED,
    Availability,
    Backend,
    Counters,
    Explanation,
    Parallelism,
    compile_fresh,
    explain_common,
    to_host,
    tpu_present,
)

if TYPE_CHECKING:  # imported where used: resolving a backend's name and modes needs no torch
    import torch

# Device-to-host reads (.item(), .tolist()) are counted like fallbacks but are transfers, not
# missing lowerings, so they do not make a fallback (torch_xla's troubleshooting guide,
# https://github.com/pytorch/xla/blob/master/docs/source/learn/troubleshoot.md).
NOT_FALLBACKS = frozenset({"aten::_local_scalar_dense"})

# XLA:CPU stands in for a TPU to check op coverage; -O0 cuts its compile time ~3.8x on tiny models
# (docs/measurements.md), and skipping LLVM's expensive passes on top cuts XLA's CompileTime
# by another ~23% (5 core models 17.6 -> 13.5 s, the same statuses on 8 models: bench/xla_cpu_flags.py).
# Each flag is added unless XLA_FLAGS already sets it; HFCOMPAT_XLA_CPU_OPT=default adds neither.
# (-O0 code runs slowly: the gated-delta-net models (qwen3_5, olmo_hybrid) spend minutes executing
# their training step, where -O1 with the cheap passes takes seconds; see bench/xla_cpu_flags.py.)
CPU_OPT_FLAGS = ("--xla_backend_optimization_level=0", "--xla_llvm_disable_expensive_passes=true")

_NOT_LOWERED = re.compile(r"(?:Op\(s\) not lowered:|no lowering for)\s*(aten::\w+)")
# An op whose lowering fails when its graph is compiled: "Error while lowering: [] aten::masked_scatter,
# xla_shape=f32[2,16,32]{2,1,0}, dynamic_dims: ()" (then "XLA builder error: ..."). In lazy mode the graph
# is lowered at a sync or when a CPU fallback needs its data, so the op in flight is not the one named.
_LOWERING_ERROR = re.compile(r"Error while lowering:[^\n]*?\b(aten::\w+)")


def lowering_op(text: str) -> str | None:
    """The op torch_xla says it failed to lower (``"aten::masked_scatter"``), or None."""
    hit = _LOWERING_ERROR.search(text)
    return hit.group(1) if hit else None


def _fallbacks_counted() -> set[str]:
    """Ops torch_xla's counters say ran on CPU since the last clear."""
    import torch_xla.debug.metrics as met

    # Counter names carry the overload ("aten::_ctc_loss.Tensor"); records name ops without it.
    return {name.split(".", 1)[0] for name in met.counter_names()
            if name.startswith("aten::") and name not in NOT_FALLBACKS and (met.counter_value(name) or 0) > 0}


def _metric_s(name: str) -> float:
    """A torch_xla timing metric's total since the last clear, in seconds (0 when it never ran)."""
    import torch_xla.debug.metrics as met

    data = met.metric_data(name)  # (samples, accumulated ns, ...) or None
    return round(data[1] / 1e9, 4) if data else 0.0


class _FallbacksCleared:
    """Fallback ops counted before someone else cleared the counters.

    torch.compile's openxla bridge clears every counter for each graph node it probes for CPU
    fallback (``UnsupportedNodesCollector.run_node`` in torch_xla/_dynamo/dynamo_bridge.py) and then
    runs the nodes that fell back on CPU itself: without this, a compile-mode case that needs CPU
    ops (nonzero, masked_select) reads as native. ``metrics.clear_counters`` is wrapped once per
    process to note the fallback counters before they go.
    """

    ops: ClassVar[set[str]] = set()
    installed: ClassVar[bool] = False

    @classmethod
    def install(cls) -> None:
        if cls.installed:
            return
        cls.installed = True
        import torch_xla.debug.metrics as met

        clear: Callable[[], None] = met.clear_counters

        def clear_counters() -> None:
            cls.ops.update(_fallbacks_counted())
            clear()

        met.clear_counters = clear_counters


# A CPU kernel without the dtype: '"histogram_cpu" not implemented for 'Int''.
_NO_CPU_KERNEL = re.compile(r"\"(?P<kernel>\w+?)(?:_cpu)?\" not implemented for '\w+'")


def _fallback_named(kernel: str, fallback_ops: list[str]) -> str | None:
    """The fallback op whose CPU kernel the message names: the only one, or the one sharing the
    longest prefix (4 letters at least) with the kernel ("histogram" is aten::histc's)."""
    if len(fallback_ops) == 1:
        return fallback_ops[0]
    # Letters, not path parts, are what is compared.
    shared = {op: len(os.path.commonprefix([op.removeprefix("aten::"), kernel])) for op in fallback_ops}  # noqa: RUF071
    best = max(shared, key=shared.__getitem__)
    return best if shared[best] >= 4 else None


STANDARD_STRATEGIES = ("ddp", "fsdp", "tp")
#: Measured with torch_xla 2.9.0: a bare ``xm.all_reduce`` (and ``dist.all_reduce`` on the "xla"
#: process group) under ``xmp.spawn`` on two XLA:CPU devices aborts in XLA's rendezvous, each thread
#: at a different op_id ("Termination timeout for all reduce ... op_id=0"); a launch that cannot run
#: one collective judges no model, so these cases are skipped here rather than failed.
XLA_CPU_RANKS = ("torch_xla 2.9's collectives across xmp.spawn threads abort on XLA:CPU (a bare all_reduce "
                 "fails XLA's rendezvous), so ranks run only on a TPU; spmd runs here")


def _on_tpu() -> bool:
    return (os.environ.get("PJRT_DEVICE") or ("TPU" if tpu_present() else "CPU")) == "TPU"


class TorchXlaBackend(Backend):
    """torch_xla (PyTorch/XLA) on PJRT."""

    name: ClassVar[str] = "torch-xla"
    modes: ClassVar[tuple[str, ...]] = ("lazy", "eager", "compile")
    autocast_device: ClassVar[str | None] = "xla"  # torch.autocast("xla"): the PyTorch/XLA AMP guide's
    # The train step is one graph, whose inputs (weights, AdamW's moments) and outputs (gradients,
    # new weights and moments) are alive together: measured on XLA:CPU, Qwen3-0.6B train at 1 x 128
    # peaked at 18.3 GB in float32 (5 copies where eager holds 4) and 13.0 GB in bfloat16 (6)
    # (docs/measurements.md, "Full size: host memory").
    step_copies: ClassVar[Mapping[str, float]] = {"train": 5, "train:bfloat16": 6}
    capabilities: ClassVar[frozenset[str]] = frozenset(
        {"cpu_fallback", "compile_counter", "fallback_counter", "op_recorder", "spmd"}
    )
    # torch_xla's documented multi-device launch: xmp.spawn, which on one host runs a thread per
    # device (XLA:CPU) and init_process_group("xla", init_method="xla://") in each.
    parallelism: ClassVar[Parallelism | None] = Parallelism(ranks="threads", c10d_backend="xla", mesh_device="xla",
                                                            init_method="xla://")

    @classmethod
    def parallel_limit(cls, strategy: str) -> str | None:
        if strategy in STANDARD_STRATEGIES and not _on_tpu():
            return XLA_CPU_RANKS
        return None

    def rank_env(self, world: int) -> dict[str, str]:
        # N virtual XLA:CPU devices in one process (XLA_FLAGS' host device count is ignored by torch_xla)
        return {} if _on_tpu() else {"PJRT_DEVICE": "CPU", "CPU_NUM_DEVICES": str(world)}

    def spawn_ranks(self, fn: Callable[[int], None], world: int) -> None:
        import torch_xla.distributed.xla_multiprocessing as xmp

        xmp.spawn(fn, args=())

    def enable_spmd(self) -> None:
        import torch_xla.runtime as xr

        xr.use_spmd()

    def shard(self, tensor: torch.Tensor, dim: int, world: int) -> None:
        import numpy as np
        import torch_xla.distributed.spmd as xs

        mesh = xs.Mesh(np.arange(world), (world,), ("devices",))
        spec = tuple("devices" if d == dim else None for d in range(tensor.dim()))
        xs.mark_sharding(tensor, mesh, spec)  # type: ignore[attr-defined]

    @classmethod
    def availability(cls) -> Availability:
        if importlib.util.find_spec("torch_xla") is None:
            return Availability(ok=False, reason="torch_xla is not installed (pip install torch-xla==2.9.0)")
        want = os.environ.get("PJRT_DEVICE") or ("TPU" if tpu_present() else "CPU")
        return Availability(ok=True, device=f"XLA:{want}")

    @classmethod
    def versions(cls) -> dict[str, str]:
        import torch

        found = {"torch": str(torch.__version__)}
        with contextlib.suppress(PackageNotFoundError):
            found["torch_xla"] = version("torch-xla")
        return found

    def setup(self, mode: str, cache_dir: Path | None = None) -> None:
        if not os.environ.get("PJRT_DEVICE"):
            os.environ["PJRT_DEVICE"] = "TPU" if tpu_present() else "CPU"
        flags = os.environ.get("XLA_FLAGS", "")
        if os.environ["PJRT_DEVICE"] == "CPU" and os.environ.get("HFCOMPAT_XLA_CPU_OPT") != "default":
            added = [f for f in CPU_OPT_FLAGS if f.split("=", 1)[0] not in flags]
            os.environ["XLA_FLAGS"] = " ".join([flags, *added]).strip()
        import torch_xla  # imported here only: a device library stays inside its adapter
        import torch_xla.backends
        import torch_xla.runtime

        if cache_dir is not None:  # must come before any computation
            torch_xla.runtime.initialize_cache(str(cache_dir / "torch_xla"), readonly=False)

        torch_xla.backends.set_mat_mul_precision("highest")
        _FallbacksCleared.install()  # for compile mode, whichever mode set the process up
        if mode == "eager":
            import torch_xla.experimental

            torch_xla.experimental.eager_mode(True)
        # Start the PJRT runtime now: autograd sizes its per-device queues from the device count at
        # the process's first backward, which may be the CPU reference's.
        torch_xla.device()

    def device(self) -> torch.device:
        import torch_xla

        return torch_xla.device()

    def prepare(self, fn: Callable[..., Any], mode: str) -> Callable[..., Any]:
        return compile_fresh(fn, backend="openxla") if mode == "compile" else fn

    def sync(self) -> None:
        import torch_xla
        import torch_xla.core.xla_model as xm

        torch_xla.sync()
        xm.wait_device_ops()

    def run_op(self, func: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        """The op alone: only its own outputs are synced. ``torch_xla.sync()`` would also run every
        other live tensor's pending graph, and a tensor an earlier step left without data fails
        that sync ("Check failed: tensor_data"), which would then be blamed on this op."""
        import torch
        import torch_xla.core.xla_model as xm

        out = func(*self.to_device(args), **self.to_device(kwargs))
        outputs = [t for t in (out if isinstance(out, (list, tuple)) else [out])
                   if isinstance(t, torch.Tensor) and t.device.type == "xla"]
        if outputs:
            xm.unlazy(outputs)  # syncs these tensors' graph alone, and waits for it
        return to_host(out)

    def broken_state(self) -> str | None:
        import gc

        import torch_xla

        try:
            torch_xla.sync()
            return None
        except RuntimeError:  # a live tensor the last case left behind cannot be synced ...
            gc.collect()  # ... unless it was garbage in a reference cycle: collect it and try again
        try:
            torch_xla.sync()
            return None
        except RuntimeError as exc:
            return str(exc).splitlines()[0] if str(exc) else type(exc).__name__

    def reset_counters(self) -> None:
        import torch_xla.debug.metrics as met

        met.clear_all()
        _FallbacksCleared.ops.clear()

    def read_counters(self) -> Counters:
        import torch_xla.debug.metrics as met

        fallbacks = sorted(_fallbacks_counted() | _FallbacksCleared.ops)
        return Counters(
            # A persistent-cache hit still counts as UncachedCompile (it missed the in-memory cache).
            compiles=int(met.counter_value("UncachedCompile") or 0) - int(met.counter_value("PersistentCacheHit") or 0),
            compile_s=_metric_s("CompileTime"),
            cache_hits=int(met.counter_value("CachedCompile") or 0),
            fallback_ops=fallbacks,
            # Running the compiled graphs (a CPU fallback makes its inputs run first, as a graph of
            # their own) and moving data between host and device, from torch_xla's own timers.
            timings={"execute_s": _metric_s("ExecuteTime"),
                     "transfer_s": round(_metric_s("TransferToDeviceTime") + _metric_s("TransferFromDeviceTime"), 4)},
        )

    def explain(self, exc: BaseException, log: str = "") -> Explanation | None:
        common = explain_common(exc)
        if common is not None:
            return common
        text = f"{exc}\n{log}"
        hit = _NOT_LOWERED.search(text)
        if hit:
            return Explanation(kind=KIND_UNSUPPORTED, op=hit.group(1))
        lowering = lowering_op(str(exc))
        if lowering:
            return Explanation(kind=KIND_LOWERING, op=lowering)
        # An op without a lowering runs on CPU; when CPU has no kernel for the dtype either (e.g.
        # "histogram_cpu" not implemented for 'Int'), the device path cannot run that op at all.
        missing = _NO_CPU_KERNEL.search(str(exc))
        fallback = self.read_counters().fallback_ops if missing else []
        if missing and fallback:
            return Explanation(kind=KIND_UNSUPPORTED, op=_fallback_named(missing.group("kernel"), fallback))
        return None
