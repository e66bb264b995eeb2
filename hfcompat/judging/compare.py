"""The comparison rule: is a device tensor close enough to the CPU reference? (docs/design.md §5)

A fixed absolute tolerance cannot judge a tiny random model: at init some of its gradients are
~1e-6, and a 2x wrong kernel there is far under any ``atol`` that the large tensors need. So, with
the float64 arbiter (the usual case), each tensor is judged against its own numbers:

- ``err = rmse(dev, ref64)``: how far the device is from the truth;
- ``noise = rmse(ref, ref64)``: how far the case dtype gets on the CPU itself, the noise floor (tiny
  random models can be ill-conditioned: the question is whether the device is further from the
  truth than the CPU is, not whether it shares the CPU's rounding);
- ``scale = rms(ref64)``: the tensor's own size.

Method ``scaled``: pass iff ``err <= m * noise + (SCALE_SLACK * tol + eps) * scale + floor``, with
m = 2 for float32 and 3 for bfloat16/float16 or tensors of fewer than 1000 elements (PyTorch's
``same()`` multipliers), except a half-precision step's forward outputs of 1000 elements or more:
2 (a 5% softmax error passed bfloat16 inference at 3; issue 49). A scalar loss's CPU error is one
draw of the rounding: where it fails, a weighted-outputs loss's bound takes the error its outputs
make of it if larger (:mod:`hfcompat.judging.draws`). The slack is 1e-4 of the tensor's rms for forward outputs and 1e-3
for the loss and gradients: a 1% error is ten times over it wherever the CPU itself is better than ~0.4%,
while float32 reorderings (~1e-6 relative) use a thousandth of it. ``eps`` is one unit of the
dtype's resolution (``finfo.eps``): nothing for float32, but a bfloat16 scalar that the CPU rounds
luckily close to the truth must not fail the device for being one ulp away (a 1% error is at
bfloat16's resolution and cannot be told from rounding). ``floor`` is an absolute slack a group may
have (default 0; the train workload's updated parameters in half precision, see there).

Method ``slope``: a uniform scale error is not noise. It moves the tensor along itself, which
accumulated rounding mostly does not, so every tensor ``scaled`` or ``noise_floor`` judges is also
judged by the slope of ``dev - ref64`` on ``ref64`` (0.05 for a 5% scale error): it may be at most
``m`` times the CPU's own slope (or the median size of the CPU's slopes over the tensor's group,
where that is larger: one tensor's draw may be small by chance) plus three of its standard errors,
``2 * eps``, the scaled rule's slack, a quarter of the CPU's relative error, and the group's floor
(the constants and the measurements that set them are in :mod:`hfcompat.judging.tolerance`).
bfloat16 needs it: the CPU's own error there times ``m`` is wider than 5% on many gradients (issue
23: 3 of 5 planted 5% faults passed). A check's ``method`` is the general rule's where that fails,
else the rule nearer its bound, with that rule's ``bound`` and ``used``; ``slope`` and ``slope_ref``
keep both slopes.
Where the CPU's own error is half the tensor's rms or more (``SLOPE_NOISE_CEILING``: under one
significant bit) the slope is not judged: a device that loses what little signal the dtype keeps
there is what the noise-floor rule accepts.

Method ``zeros``: a tensor that float64 says is zero (a bias whose gradient is mathematically 0:
attention's key bias, under softmax's shift invariance), or whose rms is under a tenth of the CPU's
own error there, is pure rounding on both sides; the device passes if it is as near zero as
``ZERO_ATOL`` (per dtype) plus ``ZERO_MULTIPLIER`` times the CPU's own largest value there (float32
1e-6; bfloat16/float16 2e-2, whose ulp at 1 is 8e-3).

Method ``noise_floor``: a tensor whose rms is within ``NOISE_FLOOR`` (10) times the CPU's own error
in the case dtype has no significant digit in that dtype (a loss of 7e-9 that float32 gets to
25-75%; bfloat16's ill-conditioned gradients). It is judged as zeros at its own size: the device's
largest value at most ``ZERO_MULTIPLIER`` times the larger of the CPU's and float64's, plus the floor.

Method ``float64``: where the CPU run is not finite but float64 is, the device is judged against
float64 alone (``err <= (tol + m * eps) * scale``: the dtype's resolution stands in for the CPU's
error, which cannot be measured there). Where float64 itself is not finite or beyond the case
dtype's range (mask values, padded rows), the device is held to the CPU there: NaN for NaN, the
same saturation, and for the rest ``rmse(dev, ref)`` within what two results of the dtype's own
error can differ by, ``((m + 1) * noise/scale + tol/10 + eps) * rms(ref)`` (method ``nonfinite`` if
not; :func:`hfcompat.judging.tolerance.held_to_cpu`). A tensor that fails that, where float64
has no finite value at all and the CPU no NaN, had no arbiter (the float64 run broke: canine computes
its mask in float32 whatever the dtype): the rule without float64 below judges it.

Without an arbiter (the float64 run failed, widened too: hfcompat.execution.widening), PyTorch's
``same()`` rule: ``allclose(dev, ref, rtol=tol, atol=tol)``, else cosine similarity >= 0.99 (methods
``allclose``, ``cosine``).

Tolerances: 1e-3 for forward outputs, 1e-2 for the loss and gradients. Every check keeps its
measured numbers and what they had to stay under, so a tolerance dispute is argued with data.
Pure functions over CPU tensors.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from typing import Any, Protocol

import torch

# The tolerances and per-dtype numbers live in tolerance.py; these names are the comparator's API too.
from hfcompat.judging.draws import output_draws
from hfcompat.judging.measures import measure
from hfcompat.judging.tolerance import COSINE_MIN as COSINE_MIN
from hfcompat.judging.tolerance import (
    NOISE_FLOOR,
    SLOPE_NOISE_CEILING,
    ZERO64_ATOL,
    ZERO64_OF_NOISE,
    ZERO_MULTIPLIER,
    held_to_cpu,
    peak,
    resolution,
    rms,
    rmse,
    slope_bound,
    typical_slope,
)
from hfcompat.judging.tolerance import SCALE_SLACK as SCALE_SLACK
from hfcompat.judging.tolerance import TOL_OUTPUTS as TOL_OUTPUTS
from hfcompat.judging.tolerance import TOL_TRAINING as TOL_TRAINING
from hfcompat.judging.tolerance import multiplier as multiplier
from hfcompat.judging.tolerance import zero_atol as zero_atol


@dataclass(slots=True)
class TensorCheck:
    """The verdict on one tensor, the rule that judged it, and the numbers behind it."""

    name: str
    ok: bool
    # scaled | slope | zeros | noise_floor | float64 | nonfinite | allclose | cosine | exact | missing | shape | dtype
    method: str
    max_abs: float | None = None  # max|dev - ref|
    rmse_dev: float | None = None  # rmse(dev, ref64), or rmse(dev, ref) without an arbiter
    rmse_ref: float | None = None  # rmse(ref, ref64): the noise floor
    scale: float | None = None  # rms(ref64): the tensor's own size
    bound: float | None = None  # what the judged number (rmse_dev; max|dev| for zeros) had to stay under
    used: float | None = None  # judged number / bound: > 1 fails
    cosine: float | None = None
    slope: float | None = None  # the slope of dev - ref64 on ref64 (methods scaled, noise_floor, slope)
    slope_ref: float | None = None  # the CPU's own: ref - ref64 on ref64
    noise_draws: float | None = None  # a scalar's CPU error from several draws, where it set the bound (draws.py)


@dataclass(slots=True)
class GroupCheck:
    """The verdict on a group of tensors (outputs, loss or gradients)."""

    ok: bool
    n: int
    max_abs: float | None
    worst: str | None  # the tensor nearest (or furthest past) its bound: what to look at first
    rmse_ratio: float | None  # the worst tensor's rmse(dev, ref64) / rmse(ref, ref64)
    failed: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    methods: dict[str, int] = field(default_factory=dict)  # how many tensors each rule judged
    worst_check: dict[str, Any] | None = None  # the worst tensor's TensorCheck, all its numbers

    def to_record(self) -> dict[str, Any]:
        """JSON-able form for the record's ``compare`` field (only the first 10 failures are named)."""
        out = asdict(self)
        out["failed"] = self.failed[:10]
        out["n_failed"] = len(self.failed)
        return out

    def describe(self, name: str) -> str:
        """One phrase for an error line: ``"grads worst w max|Δ| 0.5 rmse ratio 3.1 (scaled, 40x its bound)"``."""
        parts = [f"{name} worst {self.worst}"]
        if self.max_abs is not None:
            parts.append(f"max|Δ| {self.max_abs:.3g}")
        if self.rmse_ratio is not None:
            parts.append(f"rmse ratio {self.rmse_ratio:.3g}")
        worst = self.worst_check or {}
        if worst.get("used") is not None:
            parts.append(f"({worst['method']}, {worst['used']:.3g}x its bound)")
        if self.missing:
            parts.append(f"missing on one side: {', '.join(self.missing[:3])}")
        return " ".join(parts)


class StepTensors(Protocol):
    """What one forward + backward produced, on CPU (``hfcompat.workloads.train.StepResult``)."""

    outputs: Mapping[str, torch.Tensor | None]
    loss: torch.Tensor | None
    grads: Mapping[str, torch.Tensor | None]


def check_step(dev: StepTensors, ref: StepTensors, ref64: StepTensors | None,
               compute: torch.dtype | None = None, loss_from_outputs: bool = False) -> dict[str, GroupCheck]:
    """The three groups of a step, each at its tolerance; gradients count ``None`` as zeros.
    ``compute``: the step's compute dtype (:func:`compute_dtype`), for tensors it returns wider;
    ``loss_from_outputs``: the loss is the weighted mean of the outputs, whose draws it may take."""
    loss = check_group({"loss": dev.loss}, {"loss": ref.loss}, {"loss": ref64.loss} if ref64 else None, TOL_TRAINING,
                       compute=compute)
    if not loss.ok and loss_from_outputs and ref64 is not None and ref.loss is not None and ref.loss.numel() == 1:
        # a scalar's own error is one draw of the rounding: the outputs it is made of give several
        drawn = output_draws(ref.outputs, ref64.outputs)
        if drawn is not None and drawn > ((loss.worst_check or {}).get("rmse_ref") or 0.0):
            loss = check_group({"loss": dev.loss}, {"loss": ref.loss}, {"loss": ref64.loss}, TOL_TRAINING,
                               compute=compute, noise_at_least=drawn)
    return {
        "outputs": check_group(dev.outputs, ref.outputs, ref64.outputs if ref64 else None, TOL_OUTPUTS,
                               compute=compute, outputs=True),
        "loss": loss,
        "grads": check_group(dev.grads, ref.grads, ref64.grads if ref64 else None, TOL_TRAINING, none_as_zero=True,
                             compute=compute),
    }


def compute_dtype(*groups: Mapping[str, Any]) -> torch.dtype | None:
    """The coarsest floating dtype of a step's reference tensors: the precision it computed in.

    A bfloat16 step returns some tensors in float32 (transformers upcasts the logits for a causal
    LM's loss), which carry the bfloat16 computation's error; their dtype's resolution would hold
    them to float32's (granite_docling_text's loss, half a bfloat16 ulp from float64 on the device,
    read as 1.5x its bound)."""
    found = [d for g in groups for d in _dtypes(g) if d.is_floating_point and d != torch.float64]
    return max(found, key=resolution, default=None)


def _dtypes(group: Mapping[str, Any]) -> list[torch.dtype]:
    """A group's tensor dtypes; a group kept on disk says them without being read (``dtypes()``)."""
    known = getattr(group, "dtypes", None)
    if callable(known):
        return list(known())
    return [t.dtype for t in group.values() if isinstance(t, torch.Tensor)]


def _view(t: torch.Tensor) -> torch.Tensor:
    """The tensor's values, detached and real (complex tensors as their real and imaginary parts)."""
    t = t.detach()
    return torch.view_as_real(t) if t.is_complex() else t


def _real(t: torch.Tensor) -> torch.Tensor:
    """A detached float64 copy to measure with (complex tensors as their real and imaginary parts)."""
    return _view(t).double()


def _finite(x: float | None) -> float | None:
    return x if x is not None and math.isfinite(x) else None


def check_tensor(
    name: str,
    dev: torch.Tensor | None,
    ref: torch.Tensor | None,
    ref64: torch.Tensor | None,
    tol: float,
    floor: float = 0.0,
    compute: torch.dtype | None = None,
    outputs: bool = False,
    noise_at_least: float | None = None,
    typical: float = 0.0,
) -> TensorCheck:
    """Apply the rule to one tensor; ``None`` stands for "absent on that side". ``compute``: the
    step's compute dtype, whose resolution (and multiplier) apply where it is coarser than the tensor's;
    ``outputs``: a step's forward output (half precision's multiplier is then 2, issue 49);
    ``noise_at_least``: the CPU's own error from several draws (:mod:`hfcompat.judging.draws`), which
    the scaled bound takes where it is larger than the tensor's own (one draw, for a scalar);
    ``typical``: the group's typical CPU slope, which the slope band takes where it is larger than
    the tensor's own (:func:`hfcompat.judging.tolerance.typical_slope`)."""
    if dev is None or ref is None:
        return TensorCheck(name, ok=dev is None and ref is None, method="missing")
    if dev.shape != ref.shape:
        return TensorCheck(name, ok=False, method="shape")
    if not ref.is_floating_point() and not ref.is_complex():
        return TensorCheck(name, ok=bool(torch.equal(dev.to(ref.dtype), ref)), method="exact")
    if dev.dtype != ref.dtype:
        return TensorCheck(name, ok=False, method="dtype")
    if ref.numel() == 0:
        return TensorCheck(name, ok=True, method="exact")
    # One pass gathers every figure the rules read (hfcompat.judging.measures); the tensors are
    # read again only where a rule needs their largest values or float64 is not finite.
    dev_v, ref_v = _view(dev), _view(ref)
    dtype = ref.real.dtype if ref.is_complex() else ref.dtype
    limit = torch.finfo(dtype).max  # the tensor's own range
    truth = _view(ref64) if ref64 is not None and ref64.shape == ref.shape else None
    sums = measure(dev_v, ref_v, truth, limit)
    max_abs = _finite(sums.max_abs)
    if ref64 is None or truth is None:
        return _same_rule(name, _real(dev), _real(ref), tol, max_abs)
    if compute is not None and resolution(compute) > resolution(dtype):
        dtype = compute  # a float32 tensor of a bfloat16 step has bfloat16's error in it
    eps, m = resolution(dtype), multiplier(dtype, ref.numel(), outputs)
    # Where float64 is not finite, or beyond the case dtype's range (a mask value the model takes
    # from finfo(dtype).min: Chameleon's logits), the device must give what the CPU gives.
    if not sums.in_range:
        dev_d, ref_d, truth = _real(dev), _real(ref), _real(ref64)
        finite = torch.isfinite(truth) & (truth.abs() < limit)
        noise_rel = _relative(ref_d[finite], truth[finite])
        held = held_to_cpu(dev_d[~finite], ref_d[~finite], limit, noise_rel, m, tol, eps, floor)
        if not held.ok and not bool(finite.any()) and not bool(torch.isnan(ref_d).any()):
            # float64 has no finite value here and the CPU has no NaN: the float64 run itself broke
            # (canine builds its mask in float32 whatever the dtype: 0 * -inf), so there is no arbiter
            # and no measure of the CPU's own error, and a tensor at the noise floor (a key bias's
            # gradient, ~1e-9) cannot be held to the CPU relatively. As without a float64 run: same().
            return _same_rule(name, dev_d, ref_d, tol, max_abs)
        if not held.ok or not bool(finite.any()):
            return _judged(name, "nonfinite", held.err, held.bound, {"max_abs": max_abs}, held.ok)
        dev_v, ref_v, truth = dev_d[finite], ref_d[finite], truth[finite]
        sums = measure(dev_v, ref_v, truth, limit)
    err, noise, scale = sums.err, sums.noise, sums.scale
    numbers: dict[str, Any] = {"max_abs": max_abs, "rmse_dev": _finite(err), "rmse_ref": _finite(noise), "scale": scale}
    if not math.isfinite(err):  # the device is NaN or inf where float64 is finite
        return TensorCheck(name, ok=False, method="scaled", **numbers)
    if not math.isfinite(noise):  # the CPU is not finite where float64 is: float64 alone judges,
        bound = (tol + m * eps) * scale  # the dtype's resolution standing in for the CPU's error
        return _judged(name, "float64", err, bound, numbers)
    if sums.peak_truth <= ZERO64_ATOL or scale <= ZERO64_OF_NOISE * noise:  # float64 says zero
        bound = zero_atol(dtype) + ZERO_MULTIPLIER * peak(ref_v) + floor
        return _judged(name, "zeros", peak(dev_v), bound, numbers)
    if scale <= NOISE_FLOOR * noise:  # no significant digit in this dtype: zeros at its own size
        bound = ZERO_MULTIPLIER * max(peak(ref_v), sums.peak_truth) + floor
        general = _judged(name, "noise_floor", peak(dev_v), bound, numbers)
    else:
        drawn = noise_at_least if noise_at_least is not None and noise_at_least > noise else None
        numbers["noise_draws"] = drawn
        general = _judged(name, "scaled", err, m * (drawn or noise) + (SCALE_SLACK * tol + eps) * scale + floor,
                          numbers)
    # A scale error shows over many elements even where each has no significant digit (swin's
    # gradients in bfloat16, 13% off float64 on the CPU, a planted 5% fault 10% along them).
    slope = sums.slope()
    if slope is None or noise >= SLOPE_NOISE_CEILING * scale:  # under one significant bit: no slope to judge
        return general
    # 6 significant digits: a dot product's summation order moves the last bits between runs, and a
    # record served from the reference cache must read as the one computed afresh
    shown = {"slope": float(f"{slope.dev:.6g}"), "slope_ref": float(f"{slope.ref:.6g}")}
    numbers.update(shown)
    by_slope = _judged(name, "slope", abs(slope.dev), slope_bound(slope, m, noise / scale, eps, tol, floor / scale,
                                                                    typical),
                       numbers)
    # Both must hold. A failure of the general rule is its own; otherwise the rule nearest its bound judged.
    judged = by_slope if general.ok and (by_slope.used or 0.0) > (general.used or 0.0) else general
    judged.ok = general.ok and by_slope.ok
    judged.slope, judged.slope_ref = shown["slope"], shown["slope_ref"]
    return judged


def _relative(ref_d: torch.Tensor, truth: torch.Tensor) -> float:
    """The CPU's error relative to the tensor's rms (0 where it cannot be measured)."""
    if not truth.numel():
        return 0.0
    scale = rms(truth)
    noise = rmse(ref_d, truth) / scale if scale > 0 else 0.0
    return noise if math.isfinite(noise) else 0.0


def _judged(name: str, method: str, value: float | None, bound: float | None, numbers: dict[str, Any],
            ok: bool | None = None) -> TensorCheck:
    """A verdict of ``value <= bound`` (``ok`` where the rule decided otherwise, with no number)."""
    if value is None or bound is None:
        return TensorCheck(name, ok=bool(ok), method=method, **numbers)
    used = value / bound if bound > 0 else (0.0 if value == 0 else math.inf)
    return TensorCheck(name, ok=value <= bound if ok is None else ok, method=method, bound=bound, used=_finite(used),
                       **numbers)


def _same_rule(name: str, dev_d: torch.Tensor, ref_d: torch.Tensor, tol: float, max_abs: float | None) -> TensorCheck:
    """PyTorch's ``same()`` without its float64 arbiter: allclose, else cosine similarity."""
    if torch.allclose(dev_d, ref_d, rtol=tol, atol=tol, equal_nan=True):
        return TensorCheck(name, ok=True, method="allclose", max_abs=max_abs)
    cos = float(torch.nn.functional.cosine_similarity(dev_d.flatten(), ref_d.flatten(), dim=0))
    return TensorCheck(name, ok=cos >= COSINE_MIN, method="cosine", max_abs=max_abs, cosine=_finite(cos))


def agrees_closely(dev: torch.Tensor, ref: torch.Tensor, tol: float) -> bool:
    """A cheap sufficient test, without float64: every element within ``SCALE_SLACK * tol`` of the
    CPU's, relative to itself and to the tensor's largest value. Op-by-op replay uses it to skip
    the arbiter for the many ops that plainly agree; anything else goes to :func:`check_tensor`
    (a plain allclose at ``atol = tol`` would wave through a 1% error in an op whose values are
    all under 0.1)."""
    if dev.shape != ref.shape or dev.dtype != ref.dtype:
        return False
    if not ref.is_floating_point() and not ref.is_complex():
        return bool(torch.equal(dev, ref))
    if ref.numel() == 0:
        return True
    dev_d, ref_d = _real(dev), _real(ref)
    slack = SCALE_SLACK * tol
    return bool(torch.allclose(dev_d, ref_d, rtol=slack, atol=slack * peak(ref_d), equal_nan=True))


def check_group(
    dev: Mapping[str, torch.Tensor | None],
    ref: Mapping[str, torch.Tensor | None],
    ref64: Mapping[str, torch.Tensor | None] | None,
    tol: float,
    none_as_zero: bool = False,
    floor: float = 0.0,
    compute: torch.dtype | None = None,
    outputs: bool = False,
    noise_at_least: float | None = None,
) -> GroupCheck:
    """Check every tensor named on either side; a name present on one side only is a failure.

    ``none_as_zero`` (gradients): a ``None`` facing a tensor stands for zeros, as in PyTorch's own
    suites (``torch._dynamo.testing.collect_results``: "Treat None and zero grad as same"). Eager
    autograd leaves an unused parameter's ``.grad`` None; AOTAutograd, under every torch.compile
    backend, gives it zeros (LLaVA's unused last vision layer). ``outputs``: the group is a step's
    forward outputs; ``noise_at_least``: a floor of the CPU's own error (:func:`check_tensor`)."""
    def fill(found: torch.Tensor | None, other: torch.Tensor | None) -> torch.Tensor | None:
        return torch.zeros_like(other) if found is None and none_as_zero and other is not None else found

    def judged(name: str, typical: float = 0.0) -> TensorCheck:
        # one lookup per side: a group kept on disk reads its file at each lookup (workloads.kept)
        d, r = dev.get(name), ref.get(name)
        # no float64 side at all (no arbiter): nothing to stand in for, never zeros
        truth = None if ref64 is None else fill(ref64.get(name), d if r is None else r)
        return check_tensor(name, fill(d, r), fill(r, d), truth, tol, floor, compute, outputs, noise_at_least, typical)

    checks = [judged(name) for name in sorted(set(dev) | set(ref))]
    # The slope band takes the CPU's slope over the whole group where a tensor's own draw is smaller
    # (tolerance.typical_slope): judged again are the tensors the slope rule decided, the only ones
    # whose verdict or nearness to their bound that can change.
    typical = typical_slope([c.slope_ref for c in checks if c.slope_ref is not None])
    checks = [judged(c.name, typical) if c.method == "slope" and abs(c.slope_ref or 0.0) < typical else c
              for c in checks]
    measured = [c for c in checks if c.max_abs is not None]

    def badness(c: TensorCheck) -> float:
        if c.used is not None:
            return c.used
        if c.rmse_dev is not None and c.rmse_ref:
            return c.rmse_dev / c.rmse_ref
        return c.max_abs or 0.0

    worst = max(checks, key=lambda c: (not c.ok, c.used is not None, badness(c)), default=None)
    ratio = None
    if worst is not None and worst.rmse_dev is not None and worst.rmse_ref:
        ratio = worst.rmse_dev / worst.rmse_ref
    methods: dict[str, int] = {}
    for c in checks:
        methods[c.method] = methods.get(c.method, 0) + 1
    return GroupCheck(
        ok=all(c.ok for c in checks),
        n=len(checks),
        max_abs=max((c.max_abs for c in measured), default=None),  # type: ignore[type-var]
        worst=worst.name if worst is not None else None,
        rmse_ratio=ratio,
        failed=[c.name for c in checks if not c.ok and c.method != "missing"],
        missing=[c.name for c in checks if c.method == "missing" and not c.ok],
        methods=methods,
        worst_check=asdict(worst) if worst is not None else None,
    )
