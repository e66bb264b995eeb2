"""The ``torchax`` backend: PyTorch models run by torchax 0.0.13 on JAX (a TPU, else JAX's CPU backend).

A second XLA stack beside ``torch-xla``: torchax lowers ATen ops (and some torch functions) to
``jax.numpy`` and XLA compiles them, so a case can say "fails on torch-xla, works on torchax".

Modes:
    eager  ops run one by one (JAX op-by-op dispatch); backward is ``jax.vjp`` of that forward.
    jit    the forward (with ``jax.vjp``'s residuals) is one ``jax.jit`` program and the backward
           another that applies the pullback; a new input shape retraces and recompiles.

How a step runs, and why not through torch autograd. torchax's ``XLAFunctionMode`` (which torchax
needs: tensor constructors such as ``torch.arange(..., device=x.device)`` only reach JAX through it)
runs torch-level overrides like ``F.linear``, ``einsum``, ``Tensor.to(dtype)`` and the
``Tensor.flatten`` method directly in JAX and wraps the result in a fresh tensor with no
``grad_fn``; torch autograd therefore loses the graph and parameters get no ``.grad`` (checked: an
``nn.Linear`` output under ``torchax.default_env()`` has ``grad_fn=None``). That, not the order of
moving and entering the env, is why ``enable_globally()`` "lost" gradients. torchax's own training
path is JAX autodiff (``jax_value_and_grad``, ``train.make_train_step``), so this adapter differentiates
the way a torchax user does: :meth:`TorchaxBackend.prepare` wraps the module in a
``torch.autograd.Function`` whose forward is the module under ``jax.vjp`` (or ``jax.jit``) and whose
backward is JAX's vjp; the harness's ``loss.backward()`` reaches it and each parameter's ``.grad``
is the JAX gradient. The gradients are those of torchax's lowerings, not of PyTorch's derivative
formulas (no ATen backward op runs), so backward-phase failures surface as JAX errors, not as ATen ops.

Outputs: an HF ``ModelOutput`` is no JAX pytree and may hold a cache object; the traced function
returns its tensors keyed by path ("logits", "hidden_states.0") and the caller rebuilds the same
output class without the non-tensor fields (caches are never compared).

torchax has no CPU fallback: an op without a lowering raises ``torchax.tensor.OperatorNotFound``
("Operator with name aten::X.overload has no lowering"), which :meth:`TorchaxBackend.explain` maps
to ``unsupported_op`` with ``aten::X``. Data-dependent Python control flow (``if t.sum() > 0``,
``.item()``) works in ``eager`` (``jax.vjp`` computes concrete values) but raises JAX's
``ConcretizationTypeError`` family under ``jit``, a plain device error at ``aten::_local_scalar_dense``.

JAX runs with its defaults, as a torchax user would: ``jax_enable_x64`` off, so int64 tensors are
int32 on the device (float outputs, loss and gradients are unaffected); matmuls at "highest".

Importing torchax renames the PrivateUse1 backend to "jax" for the whole process, so it happens only
in :meth:`TorchaxBackend.setup` (one (backend, mode) per worker process, hfcompat.isolation.worker) and is
refused in a process that has torch_tpu.
"""

from __future__ import annotations

import base64
import contextlib
import functools
import hashlib
import importlib.util
import os
import re
import sys
from collections.abc import Callable, Iterator, Mapping
from contextlib import AbstractContextManager, contextmanager
from importlib.metadata import Distribution, PackageNotFoundError, distribution, version
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from hfcompat_backend.base import (
    KIND_UNSUPPORTED,
    Availability,
    Backend,
    Counters,
    Explanation,
    explain_common,
    tpu_present,
)

if TYPE_CHECKING:  # imported where used: resolving a backend's name and modes needs no torch
    import torch

_NO_LOWERING = re.compile(r"Operator with name (?P<op>[\w:.]+) has no lowering")
_NO_JAX_MODE = re.compile(r"JAX does not support interpolation mode")

# jax.monitoring events (jax/_src/dispatch.py, jax/_src/compiler.py): one backend compile per XLA
# program built; a persistent-cache hit is timed as a compile too, so it is subtracted.
_COMPILE_EVENT = "/jax/core/compile/backend_compile_duration"
_CACHE_HIT_EVENT = "/jax/compilation_cache/cache_hits"


class _JaxCounters:
    """Process-wide compile counts from jax.monitoring (listeners cannot be unregistered)."""

    compiles = 0
    compile_s = 0.0
    cache_hits = 0
    installed = False

    @classmethod
    def install(cls) -> None:
        if cls.installed:  # a second setup in the process must not count every event twice
            return
        cls.installed = True
        import jax.monitoring

        def on_duration(event: str, duration_secs: float, **_: str | int) -> None:  # jax's listener protocol
            if event == _COMPILE_EVENT:
                cls.compiles += 1
                cls.compile_s += duration_secs

        def on_event(event: str, **_: Any) -> None:
            if event == _CACHE_HIT_EVENT:
                cls.cache_hits += 1

        jax.monitoring.register_event_duration_secs_listener(on_duration)
        jax.monitoring.register_event_listener(on_event)


def overwritten_files(dist: Distribution) -> list[str]:
    """The installed ``.py`` files of ``dist`` whose content no longer matches its RECORD.

    torch_xla 2.8+ wheels carry their own, older copy of the ``torchax`` package (pytorch/xla#8895,
    #9363): whichever of the two pip unpacks last owns ``site-packages/torchax``. torch_xla 2.9's
    copy imports flax at module level and predates the API this adapter is written against, so a
    venv where it won fails every case with "No module named 'flax'" unless this check names it.
    """
    changed = []
    for file in dist.files or ():
        if file.suffix != ".py" or file.hash is None or file.hash.mode != "sha256":
            continue
        digest = hashlib.sha256(Path(str(file.locate())).read_bytes()).digest()
        if base64.urlsafe_b64encode(digest).rstrip(b"=").decode() != file.hash.value:
            changed.append(str(file))
    return changed


@functools.cache
def _torchax_overwritten() -> list[str]:
    return overwritten_files(distribution("torchax"))


class TorchaxBackend(Backend):
    """torchax on JAX: ``torch.device("jax")`` tensors wrap ``jax.Array``s."""

    name: ClassVar[str] = "torchax"
    modes: ClassVar[tuple[str, ...]] = ("eager", "jit")
    # The recorder sees the forward's ATen ops (under jit: while tracing); the backward is JAX's.
    capabilities: ClassVar[frozenset[str]] = frozenset({"compile_counter", "op_recorder"})
    backward_ops: ClassVar[bool] = False  # JAX's vjp of the forward, never ATen backward kernels
    # generate() keeps its cache as Python objects updated in place each token; a JaxStep trace
    # returns tensors only, so a jitted forward would drop the cache between tokens.
    unsupported: ClassVar[Mapping[tuple[str, str], str]] = {
        ("jit", w): "the adapter's jit mode wraps a module call as one JAX program, and generate's cache "
                    "lives in Python objects between tokens; run generate in eager mode"
        for w in ("generate", "generate-static")}

    def __init__(self) -> None:
        self._env: Any = None
        self._counts0 = (0, 0.0, 0)
        self._pending: list[Any] = []  # jax arrays of the last step, for sync

    @classmethod
    def availability(cls) -> Availability:
        missing = [m for m in ("torchax", "jax") if importlib.util.find_spec(m) is None]
        if missing:
            return Availability(ok=False, reason=f"{' and '.join(missing)} not installed (pip install '.[torchax]')")
        if "torch_tpu" in sys.modules:
            return Availability(
                ok=False, reason="torch_tpu is loaded in this process; torchax would rename its PrivateUse1 device"
            )
        if changed := _torchax_overwritten():
            return Availability(ok=False, reason=(
                f"site-packages/torchax is not torchax {version('torchax')}'s ({len(changed)} files differ, e.g. "
                f"{changed[0]}): torch_xla's bundled copy was unpacked over it; run: pip install --no-deps "
                f"--force-reinstall torchax=={version('torchax')}"))
        want = "TPU" if tpu_present() and os.environ.get("JAX_PLATFORMS", "tpu") != "cpu" else "CPU"
        return Availability(ok=True, device=f"JAX:{want}")

    @classmethod
    def versions(cls) -> dict[str, str]:
        import torch

        found = {"torch": str(torch.__version__)}
        for dist in ("torchax", "jax", "jaxlib"):
            with contextlib.suppress(PackageNotFoundError):
                found[dist] = version(dist)
        return found

    def setup(self, mode: str, cache_dir: Path | None = None) -> None:
        if "torch_tpu" in sys.modules:  # both claim PrivateUse1; never share a process
            raise RuntimeError("torchax cannot run in a process that imported torch_tpu")
        if not tpu_present():
            os.environ.setdefault("JAX_PLATFORMS", "cpu")  # else JAX probes for GPUs/TPUs and warns
        import jax
        import torch
        import torchax  # imported here only: it renames PrivateUse1 to "jax" (module docstring)

        if cache_dir is not None:
            jax.config.update("jax_compilation_cache_dir", str(cache_dir / "jax"))
            if mode == "jit":
                # Whole-step programs are worth keeping however fast they compiled; eager mode's
                # thousands of one-op programs are not (JAX's default thresholds skip them).
                jax.config.update("jax_persistent_cache_min_compile_time_secs", 0.0)
                jax.config.update("jax_persistent_cache_min_entry_size_bytes", -1)
        # Parity runs: f32 matmuls in full precision (on TPU the default is one bf16 pass).
        jax.config.update("jax_default_matmul_precision", "highest")
        torch.set_float32_matmul_precision("highest")
        _JaxCounters.install()
        self._env = torchax.default_env()

    def device(self) -> torch.device:
        import torch

        return torch.device("jax", 0)

    def to_device(self, obj: Any) -> Any:
        # Tensor.to("jax") and Module.to("jax") are torchax's conversions: they need the env on.
        with self._enabled():
            return super().to_device(obj)

    def prepare(self, fn: Callable[..., Any], mode: str) -> Callable[..., Any]:
        """Wrap a module (already on the device) so that forward and backward run through JAX.

        A module is wrapped: the step differentiates with respect to its parameters. Another callable
        (generate's bound forward, run without gradients) runs as it is in eager mode, op by op under
        the env, as a torchax user runs ``model.generate``; jit mode does not take one (``unsupported``).
        """
        import torch

        if not isinstance(fn, torch.nn.Module):
            if mode == "eager":
                return fn
            raise TypeError(f"torchax backend's {mode} mode prepares nn.Modules, got {type(fn).__name__}")
        from hfcompat_backend.torchax_step import JaxStep

        return JaxStep(fn, self._env, jit=mode == "jit", on_arrays=self._pending.extend)

    def step_context(self) -> AbstractContextManager[object]:
        """torchax's env (function and dispatch modes) around the step, below the op recorder."""
        return self._enabled()

    def sync(self) -> None:
        import jax

        pending, self._pending[:] = list(self._pending), []
        jax.block_until_ready(pending)

    def run_op(self, func: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        with self._enabled():
            return super().run_op(func, args, kwargs)

    def reset_counters(self) -> None:
        self._counts0 = (_JaxCounters.compiles, _JaxCounters.compile_s, _JaxCounters.cache_hits)

    def read_counters(self) -> Counters:
        compiles0, seconds0, hits0 = self._counts0
        hits = _JaxCounters.cache_hits - hits0
        return Counters(
            compiles=_JaxCounters.compiles - compiles0 - hits,
            cache_hits=hits,
            compile_s=round(_JaxCounters.compile_s - seconds0, 4),
        )

    def explain(self, exc: BaseException, log: str = "") -> Explanation | None:
        common = explain_common(exc)
        if common is not None:
            return common
        text = f"{exc}\n{log}"
        hit = _NO_LOWERING.search(text)
        if hit:
            # "aten::histc.default" → "aten::histc"; a torch-level name (no namespace) is no ATen op.
            op = hit.group("op")
            return Explanation(kind=KIND_UNSUPPORTED, op=op.split(".", 1)[0] if "::" in op else None)
        if _NO_JAX_MODE.search(text):
            return Explanation(kind=KIND_UNSUPPORTED)
        return None

    @contextmanager
    def _enabled(self) -> Iterator[None]:
        """The env's torch modes on, unless already on (re-entering would stack them above a recorder)."""
        if self._env is None:
            raise RuntimeError("TorchaxBackend.setup() must run first")
        if self._env.enabled:
            yield
            return
        with self._env:
            yield
