"""Selections at near ties: top-k, sort and argmax calls that the device decides otherwise (issue 23).

A selection (``aten::topk``, ``sort``, ``argmax``/``argmin``, ``max.dim``/``min.dim``,
``max_pool2d_with_indices``) turns scores into indices. Where two scores are within rounding of each
other the device may pick the other one, and everything after the selection then differs by far
more than any tolerance: a detection model's query selection (deimv2's ``enc_topk_logits`` 3.6 off)
or a max pool's routing of the gradient. That is not a fault, any more than generate's near-tie
token (``generation.tie_at``) is, as long as the CPU's own scores call it a tie.

The rule: the device step keeps every selection's indices (the op recorder's ``on_result``). When
the step fails the comparison, the CPU reference and the float64 arbiter run again under
:class:`ForcedSelections`, which makes each selection and, where the device's indices differ, takes
the device's instead (values gathered from the CPU's own scores, so autograd routes through them).
Each difference is then measured on the CPU's scores: at each position whose index differs,
``margin = |s[cpu] - s[device]|`` must stay within

    ``(TOL_OUTPUTS + eps) * max(rms(s64), |s[cpu]|, |s[device]|) + m * (|s - s64|[cpu] + |s - s64|[device])``

(the forward outputs' tolerance relative to the scores' size, the dtype's resolution, and ``m``
times the CPU's own error at the two elements: where float32 and float64 order a pair differently,
the margin is within that error by construction). Integer scores have no noise: any difference is
clear, except another pick among equal keys where the op leaves their order to the kernel (top-k, an
unstable sort). Only if every difference is a near tie is the device judged again, against the references
that took its choices; the verdict is that judgement, so a real error elsewhere still fails. A
difference with a clear margin leaves the first verdict (a failure) standing. Either way the
record's ``selection`` says which selection differed, its margin and its bound.

A ReLU's kink is the same kind of choice, per element: :mod:`hfcompat.judging.kinks` keeps, forces
and measures it, and its differences join the selections' in one rejudged verdict.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

import torch
from torch.utils._python_dispatch import TorchDispatchMode

from hfcompat.judging import kinks
from hfcompat.judging.tolerance import rms, tie_bound
from hfcompat_backend.optrace import OpEvent, op_name

if TYPE_CHECKING:
    from hfcompat.judging.compare import GroupCheck
    from hfcompat.workloads.base import Groups, StepOutput, Workload

#: Selection ops as the dispatcher names them, and which output holds the indices (None: the output).
SELECTION_OPS: dict[str, int | None] = {
    "aten::topk.default": 1, "aten::sort.default": 1, "aten::sort.stable": 1,
    "aten::max.dim": 1, "aten::min.dim": 1, "aten::argmax.default": None, "aten::argmin.default": None,
    "aten::max_pool2d_with_indices.default": 1,
}
#: generate judges its own token choices (generation.tie_at); the rule serves the others.
APPLIES_TO = frozenset({"train", "infer"})
MAX_NOTED = 10  # differences kept in the record

Key = tuple[str, int]  # (qualified op, its ordinal among the step's calls of that op)


def _qualified(func: Any) -> str:
    name, overload = op_name(func)
    return f"{name}.{overload}"


def _indices(op: str, out: Any) -> torch.Tensor | None:
    at = SELECTION_OPS[op]
    found = out if at is None else (out[at] if isinstance(out, (tuple, list)) and len(out) > at else None)
    return found if isinstance(found, torch.Tensor) else None


class DeviceSelections:
    """The device step's selections, kept by the op recorder's ``on_result`` and read after the step.

    The indices stay device tensors until :meth:`on_cpu`: reading them inside the step would run a
    lazy stack's graph there, in pieces."""

    def __init__(self) -> None:
        self._kept: dict[Key, torch.Tensor] = {}
        self._calls: dict[str, int] = {}

    def observe(self, event: OpEvent, args: tuple[Any, ...], kwargs: Any, out: Any) -> None:
        op = f"{event.op}.{event.overload}"
        if op not in SELECTION_OPS and op not in kinks.FORWARD:
            return
        call = self._calls.get(op, 0)
        self._calls[op] = call + 1
        found = out if op in kinks.FORWARD else _indices(op, out)  # a ReLU keeps its output (kinks.py)
        if isinstance(found, torch.Tensor):
            self._kept[(op, call)] = found.detach()

    def on_cpu(self) -> dict[Key, torch.Tensor]:
        """The indices and the ReLUs' sides of zero, on the CPU (one the device cannot give back is
        left out)."""
        out: dict[Key, torch.Tensor] = {}
        for key, t in self._kept.items():
            try:
                out[key] = kinks.device_side(t) if key[0] in kinks.FORWARD else t.cpu()
            except Exception:  # noqa: BLE001  (a broken device: that selection is not forced)
                continue
        return out


@dataclass(slots=True)
class Seen:
    """One selection of a CPU run: its scores, its own indices and the device's, if it took them."""

    op: str
    call: int
    scores: torch.Tensor  # the CPU's, in the run's dtype
    own: torch.Tensor
    device: torch.Tensor | None
    args: tuple[Any, ...]
    kwargs: dict[str, Any]
    forced: bool = False


class ForcedSelections(TorchDispatchMode):
    """A CPU run that takes the device's indices wherever its own selection differs from them, and
    the device's side of each ReLU's kink (:class:`hfcompat.judging.kinks.KinkForcer`)."""

    def __init__(self, device: dict[Key, torch.Tensor]):
        super().__init__()  # type: ignore[no-untyped-call]  # TorchDispatchMode.__init__ is unannotated
        self.device = device
        self.seen: dict[Key, Seen] = {}
        self.kinks = kinks.KinkForcer(device)
        self._calls: dict[str, int] = {}

    def __torch_dispatch__(self, func: Any, types: Any, args: tuple[Any, ...] = (), kwargs: Any = None) -> Any:
        kwargs = kwargs or {}
        op = _qualified(func)
        if op in kinks.FORWARD:
            return self.kinks.forward(op, func, args, kwargs)
        if op == kinks.BACKWARD:
            return self.kinks.backward(func, args, kwargs)
        out = func(*args, **kwargs)
        if op not in SELECTION_OPS:
            return out
        call = self._calls.get(op, 0)
        self._calls[op] = call + 1
        own, dev = _indices(op, out), self.device.get((op, call))
        if own is None or not isinstance(args[0], torch.Tensor):
            return out
        seen = Seen(op, call, args[0].detach().clone(), own.clone(), dev, args, dict(kwargs))
        self.seen[(op, call)] = seen
        if dev is None or dev.shape != own.shape or bool(torch.equal(dev.to(own.dtype), own)):
            return out
        seen.forced = True
        return _with_indices(op, args, kwargs, out, dev.to(own.dtype))


def _dim(op: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> int | None:
    """The dimension the selection runs along (None: argmax/argmin over the flattened tensor)."""
    if op == "aten::topk.default":
        return int(kwargs.get("dim", args[2] if len(args) > 2 else -1))
    if op.startswith("aten::sort"):
        positional = args[1] if op == "aten::sort.default" and len(args) > 1 else -1
        return int(kwargs.get("dim", positional))
    if op in ("aten::max.dim", "aten::min.dim"):
        return int(kwargs.get("dim", args[1]))
    if op.startswith(("aten::argmax", "aten::argmin")):
        dim = kwargs.get("dim", args[1] if len(args) > 1 else None)
        return None if dim is None else int(dim)
    return -1  # max_pool2d: along the flattened (H * W) plane


def _keepdim(op: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> bool:
    return bool(kwargs.get("keepdim", args[2] if len(args) > 2 else False))


def gather(op: str, scores: torch.Tensor, indices: torch.Tensor, args: tuple[Any, ...],
           kwargs: dict[str, Any]) -> torch.Tensor:
    """The scores at ``indices``, in the indices' shape (a reduction's kept dimension squeezed)."""
    dim = _dim(op, args, kwargs)
    if op == "aten::max_pool2d_with_indices.default":
        return scores.flatten(-2).gather(-1, indices.flatten(-2)).view(indices.shape)
    if dim is None:
        return scores.reshape(-1).gather(0, indices.reshape(-1)).view(indices.shape)
    dim = dim % max(scores.dim(), 1)
    if op in ("aten::topk.default", "aten::sort.default", "aten::sort.stable") or _keepdim(op, args, kwargs):
        return scores.gather(dim, indices)
    return scores.gather(dim, indices.unsqueeze(dim)).squeeze(dim)


def _with_indices(op: str, args: tuple[Any, ...], kwargs: dict[str, Any], out: Any, dev: torch.Tensor) -> Any:
    """The op's outputs with the device's indices and the values they select from this run's scores."""
    if SELECTION_OPS[op] is None:
        return dev
    return (gather(op, args[0], dev, args, kwargs).contiguous(), dev)


@dataclass(slots=True)
class Difference:
    """A selection the device made otherwise, measured on the CPU's scores."""

    op: str
    call: int
    positions: int  # how many of its outputs picked another element
    margin: float | None  # the worst position's |s[cpu] - s[device]| (None: not measurable)
    bound: float | None  # what that margin had to stay under
    used: float | None  # the worst margin / bound: above 1 is a clear margin
    tie: bool
    dtype: str  # the run that measured it: the case dtype, or float64 where only the arbiter differed


def measure(seen: Seen, other: Seen | None, case_dtype: torch.dtype) -> Difference:
    """How far apart the CPU's and the device's choices are on the CPU's scores. ``seen`` is the run
    that took the device's indices, ``other`` the other run's same call (float64 and the case dtype
    each other's), which gives the CPU's own error at the two elements."""
    assert seen.device is not None
    dev = seen.device.to(seen.own.dtype)
    in64 = seen.scores.dtype == torch.float64
    judged = case_dtype if in64 else seen.scores.dtype  # the dtype whose rounding may flip the pair
    name = "float64" if in64 else str(judged).removeprefix("torch.")
    own, unsorted = seen.own, seen.op == "aten::topk.default" and not bool(_arg(seen, "sorted", 4, True))
    dim = _dim(seen.op, seen.args, seen.kwargs)
    differs = dev != own
    if unsorted:  # the order is the kernel's own: the selected sets must agree
        differs = dev.sort(dim=dim).values != own.sort(dim=dim).values
    n = int(differs.sum())
    if not seen.scores.is_floating_point():  # integers have no rounding: another index is another answer,
        if n and _unordered(seen) and bool(torch.equal(*(gather(seen.op, seen.scores, i, seen.args, seen.kwargs)
                                                         for i in (own, dev)))):
            # unless it picks an equal key where the op does not order equal keys: an MoE's unstable
            # sort of its tokens' expert ids (phimoe, inkling_text on CUDA) permutes each expert's tokens
            return Difference(seen.op, seen.call, n, 0.0, 0.0, 0.0, True, name)
        return Difference(seen.op, seen.call, n, None, None, None, False, name)
    if n == 0:  # the same elements in another order, where the order is the kernel's own
        return Difference(seen.op, seen.call, 0, 0.0, None, 0.0, True, name)
    s = seen.scores.double()
    o = other.scores.double() if other is not None and other.scores.shape == s.shape else None
    at_own, at_dev = (gather(seen.op, s, i, seen.args, seen.kwargs) for i in (own, dev))
    noise = torch.zeros_like(at_own)
    if o is not None:
        err = (s - o).abs()
        noise = gather(seen.op, err, own, seen.args, seen.kwargs) + gather(seen.op, err, dev, seen.args, seen.kwargs)
    if unsorted:  # as sets: the i-th largest score of each, with the pair's largest CPU error
        at_own, at_dev = at_own.sort(dim=dim).values, at_dev.sort(dim=dim).values
        noise = noise.max(dim=dim, keepdim=True).values.expand_as(at_own)
    margin = (at_own - at_dev).abs()
    size = rms(s if in64 or o is None else o)  # the float64 scores' rms
    scale = torch.maximum(torch.maximum(at_own.abs(), at_dev.abs()), torch.full_like(margin, size))
    bound = tie_bound(scale, noise, judged, s.numel())
    m = kinks.worst(n, differs, margin, bound)
    return Difference(seen.op, seen.call, m.positions, m.margin, m.bound, m.used, m.tie, name)


def _unordered(seen: Seen) -> bool:
    """Whether the op leaves the order of equal keys to the kernel: top-k, and a sort not asked to be
    stable (argmax and max.dim return the first of equal maxima, by their contract)."""
    if seen.op in ("aten::topk.default", "aten::sort.default"):
        return True
    return seen.op == "aten::sort.stable" and not bool(seen.kwargs.get("stable"))


def _arg(seen: Seen, key: str, position: int, default: Any) -> Any:
    """An op argument given by keyword or position."""
    return seen.kwargs.get(key, seen.args[position] if len(seen.args) > position else default)


@dataclass(slots=True)
class TieOutcome:
    """What the rule found: each difference, and the references to judge again against (ties only)."""

    differences: list[Difference] = field(default_factory=list)
    ref: Any = None
    ref64: Any = None

    @property
    def all_ties(self) -> bool:
        return bool(self.differences) and all(d.tie for d in self.differences)

    def note(self, rejudged_ok: bool | None) -> dict[str, Any]:
        """The record's ``selection``: the first tie (``tie_at``), every difference, and the verdict."""
        first_tie = next((d for d in self.differences if d.tie), None)
        return {
            "tie_at": f"{first_tie.op} call {first_tie.call}" if first_tie else None,
            "all_ties": self.all_ties,
            "rejudged": rejudged_ok,  # the device against references that took its choices (null: not)
            "differences": [asdict(d) for d in self.differences[:MAX_NOTED]],
            "n_differences": len(self.differences),
        }


def differences(forced: ForcedSelections, forced64: ForcedSelections | None, dtype: torch.dtype) -> list[Difference]:
    """Every selection either run took from the device, measured, then every ReLU kink (each: the case
    dtype's run first, then those only the arbiter took)."""
    return (_forced_in(forced.seen, forced64.seen if forced64 else None, lambda s, o: measure(s, o, dtype))
            + _forced_in(forced.kinks.seen, forced64.kinks.seen if forced64 else None,
                         lambda k, o: _kink_difference(k, o, dtype)))


def _forced_in(first: dict[Key, Any], second: dict[Key, Any] | None,
               judge: Callable[[Any, Any], Difference]) -> list[Difference]:
    """Each call the first run forced, measured against the second's same call; then those only the
    second (the arbiter) forced."""
    found = [judge(seen, second.get(key) if second is not None else None)
             for key, seen in first.items() if seen.forced]
    for key, seen in (second or {}).items():
        if seen.forced and not (key in first and first[key].forced):
            found.append(judge(seen, first.get(key)))
    return found


def _kink_difference(kink: kinks.Kink, other: kinks.Kink | None, dtype: torch.dtype) -> Difference:
    m = kinks.measure(kink, other, dtype)
    name = "float64" if kink.x.dtype == torch.float64 else str(kink.x.dtype).removeprefix("torch.")
    return Difference(kink.op, kink.call, m.positions, m.margin, m.bound, m.used, m.tie, name)


def retry_at_ties(device: dict[Key, torch.Tensor], rerun: Callable[[torch.dtype, TorchDispatchMode], Any],
                  dtype: torch.dtype, with_arbiter: bool) -> TieOutcome:
    """Run the CPU reference (and the arbiter) again, taking the device's selections where they differ.

    ``rerun(dtype, mode)`` runs the reference step in ``dtype`` under ``mode`` and returns its groups.
    The references come back only where every difference is a near tie."""
    if not device:
        return TieOutcome()
    forced = ForcedSelections(device)
    ref = rerun(dtype, forced)
    forced64 = ForcedSelections(device) if with_arbiter else None
    ref64 = rerun(torch.float64, forced64) if forced64 is not None else None
    outcome = TieOutcome(differences(forced, forced64, dtype))
    if outcome.all_ties:
        outcome.ref, outcome.ref64 = ref, ref64
    return outcome


@dataclass(frozen=True, slots=True)
class Rejudged:
    """A step's checks after the rule, the references they judged against, and how to run the CPU
    reference again as those references were run (``forcing()``: a fresh dispatch mode that takes the
    device's choices, None: the CPU's own), so a later opinion compares like with like."""

    checks: dict[str, GroupCheck]
    ref: Groups
    ref64: Groups | None
    forcing: Callable[[], TorchDispatchMode] | None = None


def rejudge(record: dict[str, Any], workload: Workload, dev: StepOutput, picks: DeviceSelections,
            rerun: Callable[[torch.dtype, TorchDispatchMode], Groups], dtype: torch.dtype, ref: Groups,
            ref64: Groups | None, checks: dict[str, GroupCheck], timings: dict[str, float]) -> Rejudged:
    """A step's verdict after the rule. A failed step whose selections differ from the CPU's only at
    near ties is judged by its checks against references that took the device's choices: that is
    its verdict, a pass or the failure that remains with those choices (a real error elsewhere, whose
    numbers no longer carry the flipped selection's). Anything else keeps its first checks. The
    record's ``selection`` says what differed and by how much; ``timings["selection_s"]`` what the
    reruns cost."""
    first = Rejudged(checks, ref, ref64)
    if all(c.ok for c in checks.values()) or workload.name not in APPLIES_TO:
        return first
    start = time.perf_counter()
    try:
        try:
            device = picks.on_cpu()
            outcome = retry_at_ties(device, rerun, dtype, ref64 is not None)
        except Exception as exc:  # noqa: BLE001  (the model refuses the device's choice: the first verdict stands)
            record["selection"] = {"error": f"{type(exc).__name__}: {exc}"[:300]}
            return first
        if not outcome.differences:
            return first
        if not outcome.all_ties:
            record["selection"] = outcome.note(None)
            return first
        again = workload.check(dev.groups, outcome.ref, outcome.ref64, dev.extra)
        record["selection"] = outcome.note(all(c.ok for c in again.values()))
        return Rejudged(again, outcome.ref, outcome.ref64, lambda: ForcedSelections(device))
    finally:
        timings["selection_s"] = time.perf_counter() - start
