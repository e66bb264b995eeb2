"""Op-by-op replay: which op first errors or leaves tolerance on the device (docs/design.md §6, source 4).

For failures the op recorder cannot place — errors that surface at sync or compile time (lazy, fused
and compiled modes) and numeric mismatches — the model's CPU step is run once more under
:class:`Replayer`, a dispatch mode that, for every ATen op of the forward and the backward pass,
also runs that op alone on the device (``Backend.run_op``) with the CPU's own inputs and compares
the outputs. The first op that raises or leaves tolerance is the culprit; the replay goes on to the
end (or to an error), and the others out of line are listed, most first (:mod:`hfcompat.triage.candidates`).
Because each op gets the CPU's inputs, errors do not accumulate: the op named is the op that is wrong.
A norm's backward is judged once more with the device's own saved statistics
(:mod:`hfcompat.triage.saved_stats`).

An op found out of line that is a composite (``aten::_safe_softmax``, whose kernel calls
``aten::_softmax``) is replayed once more alone, expanded: each op its kernel dispatches is run alone
on the device in turn, and the first one out of line is the culprit, the composite its ``context``.

Tolerance per op is the forward rule of :mod:`hfcompat.judging.compare` (1e-3, float64 arbiter). The cost
is bounded by an op count and a time budget; a replay cut short says so.
"""

from __future__ import annotations

import copy
import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import torch
from torch.utils._python_dispatch import TorchDispatchMode

from hfcompat.judging import compare
from hfcompat.triage import equivalents
from hfcompat.triage.candidates import MAX_OTHERS, Call, Candidate, Candidates
from hfcompat.triage.op_outputs import OutOfLine, clone, out_of_line, tensors, to64
from hfcompat.triage.saved_stats import SavedStats
from hfcompat_backend import Backend
from hfcompat_backend.optrace import OpEvent, device_keys, is_composite, op_name

# Ops whose outputs are random or uninitialised: comparing them says nothing.
RANDOM_WORDS = _RANDOM = ("rand", "normal", "bernoulli", "uniform", "multinomial", "exponential", "geometric",
                          "cauchy", "log_normal", "dropout")
_NONDETERMINISTIC = (*_RANDOM, "empty")

# Ops that read their input through its storage: size, stride and offset index the storage, not the
# tensor's values. The device gets a compact copy of the values, so there the same arguments read
# other elements (a transposed input: 2.2 off on torch_xla; a view with an offset: out of bounds).
# Replayed alone, such an op takes the input's whole storage as a 1-D tensor, where they mean the same.
_READS_STORAGE = {"aten::as_strided", "aten::as_strided_copy"}

MAX_OPS = 20_000
BUDGET_S = 180.0


@dataclass(slots=True)
class ReplayResult:
    """The first op out of line (and the others), or why there is none."""

    op: str | None = None
    overload: str = "default"
    phase: str | None = None
    kind: str | None = None  # "error" or "mismatch"
    detail: str = ""
    max_abs: float | None = None
    used: float = math.inf  # the culprit's judged error / its bound (inf: an error or a verdict without a ratio)
    # The other ops out of line, most first: (op, phase, used), at most MAX_OTHERS of them.
    others: list[tuple[str, str, float]] = field(default_factory=list)
    args: list[Any] = field(default_factory=list)  # encoded (argspec) inputs of the culprit
    kwargs: dict[str, Any] = field(default_factory=dict)
    ops_replayed: int = 0
    cut_short: str | None = None  # why the replay stopped before the end, if it did
    # The op that came closest to the tolerance while within it (a lead when nothing is out of line):
    # its name, phase, and its worst |diff| / (tol + tol * |ref|) — 1.0 would be the allclose edge.
    nearest: tuple[str, str, float] | None = None
    random_op: str | None = None  # the first op that drew random numbers (CPU and device RNGs differ)
    context: str | None = None  # the composite the culprit op runs inside, when found inside one
    # Where the culprit is the composite the device ran in place of a CPU-only kernel
    # (:mod:`hfcompat.triage.equivalents`): the kernels each side ran, and whether its repro judges
    # the composite's backward.
    kernels: dict[str, list[str]] | None = None
    repro_backward: bool = False
    unjudged: list[str] = field(default_factory=list)  # CPU-only kernels with no known equivalent, why

    def take(self, ranked: list[Candidate]) -> Candidate | None:
        """Name the first of ``ranked`` (:meth:`Candidates.ranked`), list the others; return it."""
        if not ranked:
            return None
        c = ranked[0]
        self.op, self.overload, self.phase, self.kind = c.name, c.overload, c.phase, c.kind
        self.detail, self.max_abs, self.used, self.args, self.kwargs = c.detail, c.max_abs, c.used, c.args, c.kwargs
        self.others = [(o.name, o.phase, o.used) for o in ranked[1:MAX_OTHERS + 1]]
        self.kernels, self.repro_backward = c.kernels, c.repro_backward
        return c

    def to_record(self) -> dict[str, Any]:
        nearest = ({"op": self.nearest[0], "phase": self.nearest[1], "tolerance_used": round(self.nearest[2], 4)}
                   if self.nearest else None)
        others = [{"op": op, "phase": phase, "tolerance_used": _rounded(used)} for op, phase, used in self.others]
        return {"op": self.op, "phase": self.phase, "kind": self.kind, "detail": self.detail,
                "max_abs": self.max_abs, "tolerance_used": _rounded(self.used) if self.op else None,
                "also_out_of_line": others or None, "ops_replayed": self.ops_replayed, "cut_short": self.cut_short,
                "nearest": nearest, "random_op": self.random_op, "context": self.context,
                "kernels": self.kernels, "unjudged": self.unjudged or None}


def _rounded(used: float) -> float | None:
    return None if math.isinf(used) else round(used, 4)


def _holds_storage(args: tuple[Any, ...], kwargs: dict[str, Any]) -> bool:
    """An op on a raw storage (``set_.source_Storage``, how a tensor is rebuilt from bytes): the
    storage is CPU memory no backend can take as an argument, so the op cannot be replayed alone."""
    return any(isinstance(v, (torch.UntypedStorage, torch.TypedStorage)) for v in (*args, *kwargs.values()))


def _storage_wide(name: str, args: tuple[Any, ...]) -> tuple[Any, ...]:
    """``args`` of an op that reads its input through its storage (:data:`_READS_STORAGE`), with that
    input as its whole storage, 1-D, and the offset said outright; any other op's, as they are."""
    if name not in _READS_STORAGE or not args or not isinstance(args[0], torch.Tensor):
        return args
    x = args[0]
    whole = x.as_strided((x.untyped_storage().nbytes() // x.element_size(),), (1,), 0)
    offset = args[3] if len(args) > 3 and args[3] is not None else x.storage_offset()
    return (whole, *args[1:3], offset, *args[4:])


class Replayer(TorchDispatchMode):
    """Runs each CPU op also on the device and compares; stops at the first that raises, and keeps
    each op out of line for :meth:`finish` to name the first and list the others."""

    def __init__(self, backend: Backend, max_ops: int = MAX_OPS, budget_s: float = BUDGET_S,
                 on_op: Callable[[OpEvent], None] | None = None, expand: bool = False):
        super().__init__()  # type: ignore[no-untyped-call]  # TorchDispatchMode.__init__ is unannotated
        self.backend = backend
        self.phase = "forward"  # set by the step's PhaseTracker (cpu_step_of hands it this replayer)
        self.on_op = on_op
        self.expand = expand  # composites run as their inner ops, each replayed alone
        self._expanding: list[Any] = []
        self.culprit_call: tuple[Any, tuple[Any, ...], dict[str, Any]] | None = None  # CPU inputs, raw
        self._func: Any = None  # the op being replayed
        self.settled = False  # an error (or a verdict without a ratio) was found: stop comparing
        self.candidates = Candidates()
        self.stats = SavedStats()  # the norms run so far, their statistics on each side
        self.max_ops = max_ops
        self.deadline = time.monotonic() + budget_s
        self.result = ReplayResult()
        self.rng_at_first_op: torch.Tensor | None = None
        # Inside __torch_dispatch__ every dispatch key above Python is excluded, Functionalize among
        # them. torch_xla needs functionalization for view ops: without it, split_with_sizes on a
        # fresh XLA tensor returns contiguous chunks (wrong values). So device ops run under the
        # keys of the caller (taken here, outside any dispatch), as they would at top level.
        self._top_level_keys = (torch._C._dispatch_tls_local_include_set(), torch._C._dispatch_tls_local_exclude_set())

    def __torch_dispatch__(self, func: Any, types: Any, args: tuple[Any, ...] = (), kwargs: Any = None) -> Any:
        kwargs = kwargs or {}
        name, overload = op_name(func)
        r = self.result
        if self.rng_at_first_op is None:  # the step seeds the RNG before its first op
            self.rng_at_first_op = torch.get_rng_state()
        if r.random_op is None and any(w in name for w in _RANDOM):
            r.random_op = name  # kept only if the step really moved the RNG (see replay())
        if (self.settled or r.cut_short is not None or any(w in name for w in _NONDETERMINISTIC)
                or _holds_storage(args, kwargs)):
            return func(*args, **kwargs)
        if r.ops_replayed >= self.max_ops or time.monotonic() > self.deadline:
            if not self.candidates:
                r.cut_short = f"bound reached after {r.ops_replayed} ops ({self.max_ops} ops or the time budget)"
            self.settled = True  # with a culprit found, only the listing of the others ends at the bound
            return func(*args, **kwargs)
        # Autograd's engine says backward; the step's tracker says optimizer or generate.
        phase = "backward" if torch._C._current_graph_task_id() != -1 else (
            self.phase if self.phase in ("optimizer", "generate") else "forward")
        if phase == "backward" and not self.backend.backward_ops:
            return func(*args, **kwargs)  # the device never runs this kernel (backend.backward_ops)
        if self.expand and func not in self._expanding and is_composite(func, args, kwargs):
            self._expanding.append(func)  # its kernel's ops come back through this mode
            try:
                with self:
                    return func.redispatch(device_keys(args, kwargs), *args, **kwargs)
            finally:
                self._expanding.pop()
        alone = _storage_wide(name, args)  # the op's arguments as it is run alone (on the device, in float64)
        dev_args, dev_kwargs = clone(alone), clone(kwargs)
        arb_args, arb_kwargs = clone(alone), clone(kwargs)  # in-place ops mutate their inputs
        self._func = func
        out = func(*args, **kwargs)
        r.ops_replayed += 1
        if self.on_op is not None:  # kept where a crash cannot erase it: the op that kills the process
            self.on_op(OpEvent(name, overload, f"replay:{phase}"))
        try:
            dev_out = self._alone(func, copy.copy(dev_args), dict(dev_kwargs))
        except Exception as exc:  # noqa: BLE001  (the op fails on the device: the culprit)
            if equivalents.lacks_kernel(exc, name):  # a CPU-only kernel: the device runs something else
                self._equivalent(name, phase, exc, out, arb_args, arb_kwargs)
                return out
            first = str(exc).splitlines()[0] if str(exc) else ""
            self._found(name, overload, phase, "error", (f"{type(exc).__name__}: {first}", None, math.inf),
                        (func, arb_args, arb_kwargs))
            return out
        found = out_of_line(name, tensors(out), tensors(dev_out),
                            lambda: tensors(func(*to64(clone(arb_args)), **to64(clone(arb_kwargs)))),
                            lambda dev, ref: self._near(name, phase, dev, ref))
        if found is not None:
            self._found(name, overload, phase, "mismatch", found, (func, arb_args, arb_kwargs))
        else:
            self._with_device_stats(name, phase, func, alone, kwargs, out)
        self.stats.note(name, overload, phase, func, arb_args, arb_kwargs, (alone, kwargs), tensors(out),
                        tensors(dev_out))
        return out

    def _alone(self, func: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        """``func`` run alone on the device (CPU inputs, CPU outputs), under the caller's dispatch keys."""
        with torch._C._ForceDispatchKeyGuard(*self._top_level_keys):
            return self.backend.run_op(func, args, kwargs)

    def _with_device_stats(self, name: str, phase: str, func: Any, args: tuple[Any, ...], kwargs: dict[str, Any],
                           out: Any) -> None:
        """Op ``name``, in line with the CPU's inputs, judged again where it reads a norm's saved
        statistics, with the device's (:mod:`hfcompat.triage.saved_stats`): out of line, the norm is
        a candidate, its repro the norm and its backward."""
        judged = self.stats.judge(name, func, args, kwargs, tensors(out), self._alone)
        if judged is None:
            return
        norm, (detail, max_abs, used) = judged
        why = f"its saved statistics, as the device computes them, put {name} ({phase}) out of line: {detail}"
        taken = self._found(norm.name, norm.overload, norm.phase, "mismatch", (why, max_abs, used),
                            (norm.func, norm.args, norm.kwargs))
        if taken is not None:
            taken.repro_backward = True

    def _equivalent(self, name: str, phase: str, exc: BaseException, out: Any, arb_args: tuple[Any, ...],
                    arb_kwargs: dict[str, Any]) -> None:
        """Judge CPU-only kernel ``name`` by the composite the device runs in its place, on the device
        with the kernel's CPU inputs; with no composite known, leave it unjudged and say why."""
        r = self.result
        eq = equivalents.EQUIVALENTS.get(name)
        if eq is None:
            r.unjudged.append(equivalents.unjudged_reason(name, exc))
            return
        log = equivalents.KernelLog()
        call = eq.call(arb_args, arb_kwargs)
        try:
            with torch._C._ForceDispatchKeyGuard(*self._top_level_keys):
                dev_out = self.backend.run_op(equivalents.logged(eq.run, log), clone(arb_args),
                                              clone(arb_kwargs))
        except Exception as err:  # noqa: BLE001  (the composite fails on the device: the culprit)
            first = str(err).splitlines()[0] if str(err) else ""
            found: OutOfLine | None = (f"{type(err).__name__}: {first}", None, math.inf)
            kind = "error"
        else:
            func = self._func

            def arbiter() -> list[torch.Tensor]:  # the CPU kernel in float64, the outputs compared
                outs = tensors(func(*to64(clone(arb_args)), **to64(clone(arb_kwargs))))
                return [outs[i] for i in eq.outputs]

            refs = tensors(out)
            found = out_of_line(eq.composite, [refs[i] for i in eq.outputs], tensors(dev_out), arbiter,
                                lambda dev, ref: self._near(eq.composite, phase, dev, ref))
            kind = "mismatch"
        if found is None:
            return
        # the composite ran alone already (no call): nothing inside to look for
        taken = self._found(eq.composite, "default", phase, kind, found, None, call[1], call[2])
        if taken is not None:
            taken.kernels, taken.repro_backward = {"cpu": [name], "device": log.ops}, call[3]

    def _device_kernels(self, name: str, func: Any, args: tuple[Any, ...],
                        kwargs: dict[str, Any]) -> dict[str, list[str]] | None:
        """The device's own kernels behind culprit ``name`` run alone, where they are not the op itself.

        A stack dispatches ops of its own under the CPU's: torch_xla runs ``split_with_sizes`` on a
        functionalised tensor as ``split_with_sizes_copy``. The culprit is named in the CPU's terms,
        which its repro runs; the kernels say which of the device's is behind it. The op is run once
        more, its inputs moved to the device first (a tensor torch_xla makes while a dispatch mode
        is active is not functionalised, and runs other kernels), logged around the whole ``run_op``
        (a lazy stack runs some kernels when the outputs are read); a device error ends the list."""
        log = equivalents.KernelLog(device_only=True)
        try:
            with torch._C._ForceDispatchKeyGuard(*self._top_level_keys):
                dev_args, dev_kwargs = self.backend.to_device(clone(args)), self.backend.to_device(clone(kwargs))
                with log:
                    self.backend.run_op(func, dev_args, dev_kwargs)
        except Exception:  # noqa: BLE001  (the culprit raises on the device: the kernels up to it stand)
            pass
        return None if log.ops in ([], [name]) else {"cpu": [name], "device": log.ops}

    def _near(self, name: str, phase: str, dev: torch.Tensor, ref: torch.Tensor) -> None:
        if not ref.is_floating_point() or dev.shape != ref.shape or not ref.numel():
            return
        tol = compare.TOL_OUTPUTS
        ref_d = ref.detach().double()
        used = ((dev.detach().double() - ref_d).abs() / (tol + tol * ref_d.abs())).nan_to_num(0.0).max().item()
        if self.result.nearest is None or used > self.result.nearest[2]:
            self.result.nearest = (name, phase, used)

    def _found(self, name: str, overload: str, phase: str, kind: str, found: OutOfLine, call: Call | None,
               args: tuple[Any, ...] | None = None, kwargs: dict[str, Any] | None = None) -> Candidate | None:
        self.settled = self.settled or Candidates.settles(found)  # an error: the search ends
        return self.candidates.add(name, overload, phase, kind, found, call, args, kwargs)

    def finish(self) -> ReplayResult:
        """Name the first op found out of line (:meth:`Candidates.ranked`), at its first occurrence;
        list the others, most first; log the device's kernels behind it."""
        r = self.result
        c = r.take(self.candidates.ranked())
        if c is not None and c.call is not None:
            r.kernels = self._device_kernels(c.name, *c.call)
        self.culprit_call = c.call if c is not None else None
        return r


def active_replayer() -> Replayer | None:
    """The replayer the calling code runs under, if any (the innermost dispatch mode)."""
    from torch.utils._python_dispatch import _get_current_dispatch_mode

    mode = _get_current_dispatch_mode()
    return mode if isinstance(mode, Replayer) else None


def replay(step: Any, backend: Backend, max_ops: int = MAX_OPS, budget_s: float = BUDGET_S,
           on_op: Callable[[OpEvent], None] | None = None) -> ReplayResult:
    """Run ``step()`` (the CPU forward + backward) under a :class:`Replayer`; return what it found."""
    replayer = Replayer(backend, max_ops=max_ops, budget_s=budget_s, on_op=on_op)
    with replayer:
        try:
            step()
        except Exception as exc:  # noqa: BLE001  (the CPU step passed before; note it and stop)
            text = str(exc)
            first = text.splitlines()[0][:200] if text else ""
            replayer.result.cut_short = (replayer.result.cut_short
                                         or f"CPU step raised during replay: {type(exc).__name__}: {first}")
    replayer.finish()
    if replayer.rng_at_first_op is None or torch.equal(replayer.rng_at_first_op, torch.get_rng_state()):
        replayer.result.random_op = None  # dropout at p=0 is a random op by name but draws nothing
    result = replayer.result
    if result.op is not None and replayer.culprit_call is not None:
        inner = _inside(*replayer.culprit_call, backend, on_op)
        if inner is not None and inner.op != result.op:
            composite = result.op
            result.op, result.overload, result.kind, result.detail = inner.op, inner.overload, inner.kind, inner.detail
            result.max_abs, result.used = inner.max_abs, inner.used
            result.args, result.kwargs = inner.args, inner.kwargs
            result.kernels = inner.kernels
            result.context = composite
    return result


def _inside(func: Any, args: tuple[Any, ...], kwargs: dict[str, Any], backend: Backend,
            on_op: Callable[[OpEvent], None] | None) -> ReplayResult | None:
    """The first op inside composite ``func`` out of line on the device, replaying the
    composite alone (its CPU inputs) with each of its inner ops run alone; ``None`` if it is no
    composite or no inner op is."""
    if not is_composite(func, args, kwargs):
        return None
    inner = Replayer(backend, on_op=on_op, expand=True)
    cpu_args, cpu_kwargs = clone(args), clone(kwargs)
    with inner:
        try:
            func(*cpu_args, **cpu_kwargs)
        except Exception:  # noqa: BLE001  (the CPU side failed alone: nothing to add)
            return None
    result = inner.finish()
    return result if result.op is not None else None
