"""The backend contract: what the case runner needs from one device stack.

A backend adapter tells hfcompat's case runner how to use one device stack (plain PyTorch on CPU,
torch_xla, TorchTPU, CUDA, ...). The case runner owns the model, the reference run and the comparison;
the adapter owns everything that is specific to the stack:

- whether it can run here (``availability``), without importing the device library when it cannot;
- the device, moving modules and tensors to it, and back;
- preparing a module for a mode (``prepare``: e.g. ``torch.compile`` with the stack's backend);
- synchronising (``sync``), i.e. making pending lazy/async work happen;
- numerics for parity runs (``set_highest_precision``);
- counters: compiles, cache hits and CPU fallback ops (``reset_counters`` / ``read_counters``);
- turning a device exception into a culprit op and a kind (``explain``) where the messages allow;
- versions of the stack.

Capabilities are data (``modes``, ``capabilities``), not NotImplementedError traps.

Life cycle, in the one process that runs a case (device libraries are process-global, see
docs/design.md §2)::

    backend = get_backend("torch-xla")()
    if backend.availability().ok:
        backend.setup(mode)                # imports the device library, sets precision and env
        model = backend.prepare(backend.to_device(model), mode)
        backend.reset_counters()
        loss = model(**backend.to_device(inputs)).loss
        loss.backward()
        backend.sync()        # all inside backend.step_context()
        counters = backend.read_counters()

Third parties subclass :class:`Backend` and register it under the entry-point group
``hfcompat.backends``; this package imports nothing of hfcompat, pandas or pytest so that depending on
it alone is enough.
"""

from __future__ import annotations

import importlib.util
import os
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:  # imported where used: importing the contract (and the CLI) needs no torch
    import torch

#: Failure kinds an adapter can name in :meth:`Backend.explain`; the case runner maps them to statuses.
KIND_UNSUPPORTED = "unsupported_op"  # the device refused an op (no kernel / no lowering)
KIND_OOM = "oom"  # out of device memory
KIND_ERROR = "error"  # any other device-side failure
# The stack could not lower (compile) an op it has a lowering for, named in ``Explanation.op``: a
# ``fail_error`` whose culprit is that op, even where the error passed through another op in flight
# (a lazy graph is lowered when something needs its data, often in a later phase).
KIND_LOWERING = "lowering"


@dataclass(frozen=True, slots=True)
class Availability:
    """Whether a backend can run on this machine; ``reason`` says why not (one line)."""

    ok: bool
    reason: str = ""
    device: str = ""  # what would run the cases, in words (e.g. "XLA:CPU", "TPU v5e x4")


@dataclass(frozen=True, slots=True)
class Explanation:
    """What a stack's own error message says: the culprit op (``aten::name``) if named, and a kind."""

    kind: str
    op: str | None = None


@dataclass(slots=True)
class Counters:
    """Stack counters for one case; ``None`` means the stack cannot count that."""

    compiles: int | None = None
    cache_hits: int | None = None
    compile_s: float | None = None
    fallback_ops: list[str] = field(default_factory=list)
    #: seconds the stack itself accounts for, by part, for the record's ``timings`` (e.g. ``execute_s``,
    #: ``transfer_s``); only what the stack measures, so the runner can say where a step's time went
    timings: dict[str, float] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Parallelism:
    """How a stack runs the ranks of a distributed step, as its users write one.

    ``ranks``: ``"processes"`` (one process per rank, as ``torchrun`` starts them: CPU/gloo, CUDA,
    TorchTPU) or ``"threads"`` (one process runs every rank, a thread per device, as torch_xla's
    ``xmp.spawn`` does on XLA:CPU; the adapter's :meth:`Backend.spawn_ranks` starts them).
    ``c10d_backend`` is what users pass to ``init_process_group`` (gloo, nccl, xla, tpu_dist) and
    ``init_method`` its rendezvous where the stack has its own (``xla://``; else a local TCP store).
    ``mesh_device`` is the device type of ``init_device_mesh`` (cpu, cuda, xla, tpu).
    """

    ranks: str
    c10d_backend: str
    mesh_device: str
    init_method: str | None = None


class Backend(ABC):
    """One device stack. Subclass it, fill the class attributes, implement the abstract methods.

    Class attributes:
        name: the public name (lowercase, hyphens), e.g. ``"torch-xla"``.
        modes: the modes it can run, the default first.
        capabilities: optional features as data, from ``{"cpu_fallback", "compile_counter",
            "fallback_counter", "op_recorder"}``. ``op_recorder`` means a ``TorchDispatchMode`` sees
            the device ops of every mode except ``compile``.
        unsupported: ``(mode, workload)`` pairs the adapter cannot run, with why; such cases are
            ``skipped`` with that reason (a limit of the adapter, not a verdict on the stack).
        backward_ops: whether the device runs the backward as ATen ops (False where the stack
            differentiates the forward itself, as torchax's JAX vjp does): op-by-op replay then
            judges forward ops only, since a CPU backward kernel is not what the device runs.
        parallelism: how the stack runs ranks (:class:`Parallelism`); None where the adapter runs
            no parallel case (they are ``skipped`` with that reason).
        parallel_unsupported: strategy names the adapter cannot run, with why (``skipped``; what
            the stack itself refuses is a verdict, never listed here); :meth:`parallel_limit`
            reads it, and an adapter whose limits depend on the device overrides that.
        autocast_device: the device type ``torch.autocast`` takes for this stack's tensors (``"xla"``),
            for ``bfloat16-autocast`` cases; None where the stack has no torch.autocast (such cases
            are ``skipped``: torchax computes in JAX what it is given).
        step_copies: model-sized copies the stack's own step holds at its peak, per workload, where
            they differ from eager PyTorch's (train: weights, gradients and AdamW's two moments, 4;
            inference: the weights, 1), keyed ``workload`` or ``workload:dtype``. A functional stack
            that compiles the whole step holds its inputs and its outputs at once. The full-size
            memory guard reads it where the device's memory is the host's (an XLA:CPU or CPU device).
    """

    name: ClassVar[str]
    modes: ClassVar[tuple[str, ...]]
    capabilities: ClassVar[frozenset[str]] = frozenset()
    unsupported: ClassVar[Mapping[tuple[str, str], str]] = {}
    backward_ops: ClassVar[bool] = True
    parallelism: ClassVar[Parallelism | None] = None
    parallel_unsupported: ClassVar[Mapping[str, str]] = {}
    autocast_device: ClassVar[str | None] = None
    step_copies: ClassVar[Mapping[str, float]] = {}

    # -- discovery (must not import the device library unless it is installed and cheap) ---------

    @classmethod
    @abstractmethod
    def availability(cls) -> Availability:
        """Whether this backend can run here. Never raises; never starts a device runtime it cannot use."""

    @classmethod
    def versions(cls) -> dict[str, str]:
        """Versions of the stack's libraries, e.g. ``{"torch": "2.9.0", "torch_xla": "2.9.0"}``."""
        import torch

        return {"torch": torch.__version__}

    # -- per process ------------------------------------------------------------------------------

    @abstractmethod
    def setup(self, mode: str, cache_dir: Path | None = None) -> None:
        """Import the stack, select ``mode``, and set the highest float32 matmul precision.

        Called once per process before anything else, with a mode from :attr:`modes`. With
        ``cache_dir``, the stack's persistent compilation cache lives under it (a subfolder per
        stack), so a rerun loads compiled programs instead of compiling them again.
        """

    @abstractmethod
    def device(self) -> torch.device:
        """The device that tensors move to."""

    def to_device(self, obj: Any) -> Any:
        """Move a module, a tensor, or a dict/list/tuple of them to the device."""
        return _move(obj, self.device())

    def prepare(self, fn: Callable[..., Any], mode: str) -> Callable[..., Any]:
        """Wrap a callable (a module already on the device) for ``mode``; the default runs it as is."""
        return fn

    @abstractmethod
    def sync(self) -> None:
        """Wait until all pending device work has run; errors that were deferred surface here."""

    def reset_counters(self) -> None:  # noqa: B027  (a no-op by default: a stack may count nothing)
        """Zero the stack's counters before a measured step (also before each stability step)."""

    def read_counters(self) -> Counters:
        """Counters since the last :meth:`reset_counters`."""
        return Counters()

    def step_context(self) -> AbstractContextManager[object]:
        """A context around the device step (forward, backward, sync); the default does nothing."""
        return nullcontext()

    def run_op(self, func: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        """Run one ATen op on the device with CPU arguments and return its outputs on CPU.

        Used by op-by-op replay and by repro scripts. The default moves tensors (and ``device=``
        arguments) to the device, runs the op, syncs, and copies the outputs back.
        """
        out = func(*self.to_device(args), **self.to_device(kwargs))
        self.sync()
        return to_host(out)

    # -- parallel cases (one adapter per rank process, or per process that runs the ranks) ---------

    @classmethod
    def parallel_limit(cls, strategy: str) -> str | None:
        """Why the adapter cannot run ``strategy`` here (its parallel cases are ``skipped``), or None."""
        return cls.parallel_unsupported.get(strategy)

    def enable_spmd(self) -> None:
        """``"spmd"`` capability: switch the process to the stack's SPMD mode, before :meth:`setup`."""
        raise RuntimeError(f"{self.name} has no SPMD mode")

    def shard(self, tensor: torch.Tensor, dim: int, world: int) -> None:
        """``"spmd"`` capability: shard a device tensor on ``dim`` over a 1-D mesh of ``world`` devices."""
        raise RuntimeError(f"{self.name} has no SPMD mode")

    def rank_env(self, world: int) -> dict[str, str]:
        """Environment for the process(es) that run ``world`` ranks (e.g. a virtual device count)."""
        return {}

    def rank_device(self, rank: int) -> torch.device:
        """The device of ``rank``, after :meth:`setup` in its process or thread (default: :meth:`device`)."""
        return self.device()

    def spawn_ranks(self, fn: Callable[[int], None], world: int) -> None:
        """``ranks == "threads"`` stacks: run ``fn(rank)`` for every rank, as the stack's own launcher
        does, and return when all have returned (an exception in one propagates)."""
        raise RuntimeError(f"{self.name} runs its ranks as processes")

    def broken_state(self) -> str | None:
        """Why the device cannot serve another case in this process, or ``None`` when it can.

        Asked by the worker after every case: a stack whose global state a failed step left
        broken (a live tensor without data that every later sync trips on) would fail the next
        case for it, so the worker restarts first. The default: a stack keeps no such state.
        """
        return None

    def explain(self, exc: BaseException, log: str = "") -> Explanation | None:
        """Name the culprit op and the kind of a device exception from the stack's own message.

        ``log`` is captured stderr where the stack logs instead of raising. Return ``None`` when the
        message says nothing specific; the default recognises out-of-memory errors only.
        """
        return explain_common(exc)


def tpu_present() -> bool:
    """A TPU VM has libtpu installed and accelerator device nodes; checking starts no runtime.

    For XLA stacks that choose between TPU and CPU (torch_xla's PJRT device, JAX's platform).
    """
    has_nodes = any(os.path.exists(p) for p in ("/dev/accel0", "/dev/vfio/0")) or bool(
        os.path.isdir("/dev/vfio") and [n for n in os.listdir("/dev/vfio") if n != "vfio"]
    )
    return has_nodes and importlib.util.find_spec("libtpu") is not None


def explain_common(exc: BaseException) -> Explanation | None:
    """Recognise what every stack says the same way (out of memory)."""
    text = f"{type(exc).__name__}: {exc}"
    if isinstance(exc, MemoryError) or "out of memory" in text.lower() or "RESOURCE_EXHAUSTED" in text:
        return Explanation(kind=KIND_OOM)
    return None


def move_module(module: torch.nn.Module, device: torch.device) -> torch.nn.Module:
    """``module.to(device)`` that keeps shared (tied) parameters shared.

    For devices whose tensors cannot be shallow-copied into a CPU parameter (XLA, PrivateUse1),
    ``Module._apply`` makes a new Parameter per owning module, silently untying e.g. an LM head from
    its embedding; torch_xla's docs tell users to re-tie. This does it generically.
    """
    owners: dict[int, list[tuple[torch.nn.Module, str]]] = {}
    for mod in module.modules():
        for name, param in mod._parameters.items():
            if param is not None:
                owners.setdefault(id(param), []).append((mod, name))
    module.to(device)
    for shared in owners.values():
        first_mod, first_name = shared[0]
        for mod, name in shared[1:]:
            mod._parameters[name] = first_mod._parameters[first_name]
    return module


def to_host(obj: Any) -> Any:
    """``obj`` with its tensors (in lists, tuples, dicts) copied to the CPU."""
    import torch

    return _move(obj, torch.device("cpu"))


def _move(obj: Any, device: torch.device) -> Any:
    import torch

    if isinstance(obj, torch.device):  # an op's device= argument follows its tensors
        return device
    if isinstance(obj, torch.nn.Module):
        return move_module(obj, device)
    if isinstance(obj, torch.Tensor):
        return obj.to(device)
    if isinstance(obj, dict):
        return {k: _move(v, device) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        moved = [_move(v, device) for v in obj]
        # A namedtuple takes its fields as arguments (torchax returns nll_loss_forward's outputs as
        # one); lists, tuples and torch.return_types structseqs take one sequence.
        return type(obj)(*moved) if hasattr(obj, "_fields") else type(obj)(moved)
    return obj


def compile_fresh(fn: Callable[..., Any], **options: Any) -> Callable[..., Any]:
    """``torch.compile(fn, **options)`` for one case, with Dynamo's code caches emptied first.

    Dynamo keys compiled code by code object, and every HF model's forward runs through the same
    transformers wrapper (``utils/generic.py``): in a worker that runs case after case, that frame
    recompiles per model until ``recompile_limit`` (8) and is then run eagerly, so a compile-mode
    result would depend on the cases before it (measured: swin fails in compile mode alone and
    "passed" as a worker's tenth compile case). Each case compiles as in a fresh process instead.

    Inductor's C++ kernels split their loops over this process's thread count, and its FX graph
    cache (torch 2.9) keys the setting, not the count (pytorch/pytorch#160812): a kernel cached by a
    sweep's one-thread worker was served to a two-thread ``hfcompat check``, which then judged other
    code (edgetam's bfloat16 gradients: 1.79x the slope bound compiled for one thread, 0.996 of the
    scaled bound for two). The count is given as the setting, so the cache keys it.
    """
    import torch

    torch._dynamo.reset()
    if options.get("backend") == "inductor":
        options = {**options, "options": {"cpp.threads": torch.get_num_threads(), **options.get("options", {})}}
    return torch.compile(fn, **options)


def dynamo_graphs() -> int:
    """Graphs Dynamo has compiled in this process (how ``torch.compile`` modes count compiles)."""
    from torch._dynamo.utils import counters

    return int(counters["stats"]["unique_graphs"])
