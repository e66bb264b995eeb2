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
``same()`` multipliers). The slack is 1e-4 of the tensor's rms for forward outputs and 1e-3 for the
loss and gradients: a 1% error is ten times over it wherever the CPU itself is better than ~0.4%,
while float32 reorderings (~1e-6 relative) use a thousandth of it. ``eps`` is one unit of the
dtype's resolution (``finfo.eps``): nothing for float32, but a bfloat16 scalar that the CPU rounds
luckily close to the truth must not fail the device for being one ulp away (a 1% error is at
bfloat16's resolution and cannot be told from rounding). ``floor`` is an absolute slack a group may
have (default 0; the train workload's updated parameters in half precision, see there).

Method ``zeros``: a tensor that float64 says is zero (a bias whose gradient is mathematically 0:
attention's key bias, under softmax's shift invariance) is pure rounding on both sides; the
device passes if it is as near zero as ``ZERO_ATOL`` (per dtype) plus ``ZERO_MULTIPLIER`` times
the CPU's own largest value there (float32 1e-6; bfloat16/float16 2e-2, whose ulp at 1 is 8e-3).

Method ``float64``: where the CPU run is not finite but float64 is, the device is judged against
float64 alone (``err <= tol * scale``). Where float64 itself is not finite or beyond the case
dtype's range (mask values, padded rows), the device is held to the CPU there: NaN for NaN, the
same saturation, ``allclose`` at ``tol`` for the rest (method ``nonfinite`` if not).

Without an arbiter (the float64 run failed), PyTorch's ``same()`` rule: ``allclose(dev, ref,
rtol=tol, atol=tol)``, else cosine similarity >= 0.99 (methods ``allclose``, ``cosine``).

Tolerances: 1e-3 for forward outputs, 1e-2 for the loss and gradients. Every check keeps its
measured numbers and what they had to stay under, so a tolerance dispute is argued with data.
Pure functions over CPU tensors.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field
from typing import Any, Protocol

import torch

TOL_OUTPUTS = 1e-3
TOL_TRAINING = 1e-2  # loss and gradients
COSINE_MIN = 0.99
SCALE_SLACK = 0.1  # of tol, times the tensor's float64 rms
#: float64 says zero: every value at most this (rounding of a cancellation: ~1e-16 of its terms) ...
ZERO64_ATOL = 1e-12
#: ... or its rms at most this fraction of the CPU's own noise there (float32 cannot see it).
ZERO64_OF_NOISE = 1e-3
ZERO_ATOL = {torch.float32: 1e-6, torch.float64: 1e-12}
ZERO_ATOL_HALF = 2e-2  # bfloat16, float16
ZERO_MULTIPLIER = 10.0


@dataclass(slots=True)
class TensorCheck:
    """The verdict on one tensor, the rule that judged it, and the numbers behind it."""

    name: str
    ok: bool
    method: str  # scaled | zeros | float64 | allclose | cosine | nonfinite | exact | missing | shape | dtype
    max_abs: float | None = None  # max|dev - ref|
    rmse_dev: float | None = None  # rmse(dev, ref64), or rmse(dev, ref) without an arbiter
    rmse_ref: float | None = None  # rmse(ref, ref64): the noise floor
    scale: float | None = None  # rms(ref64): the tensor's own size
    bound: float | None = None  # what the judged number (rmse_dev; max|dev| for zeros) had to stay under
    used: float | None = None  # judged number / bound: > 1 fails
    cosine: float | None = None


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

    outputs: dict[str, torch.Tensor | None]
    loss: torch.Tensor | None
    grads: dict[str, torch.Tensor | None]


def check_step(dev: StepTensors, ref: StepTensors, ref64: StepTensors | None) -> dict[str, GroupCheck]:
    """The three groups of a step, each at its tolerance; gradients count ``None`` as zeros."""
    return {
        "outputs": check_group(dev.outputs, ref.outputs, ref64.outputs if ref64 else None, TOL_OUTPUTS),
        "loss": check_group(
            {"loss": dev.loss}, {"loss": ref.loss}, {"loss": ref64.loss} if ref64 else None, TOL_TRAINING
        ),
        "grads": check_group(dev.grads, ref.grads, ref64.grads if ref64 else None, TOL_TRAINING, none_as_zero=True),
    }


def _real(t: torch.Tensor) -> torch.Tensor:
    """A detached float64 view to measure with (complex tensors as their real and imaginary parts)."""
    t = t.detach()
    return (torch.view_as_real(t) if t.is_complex() else t).double()


def _rmse(a: torch.Tensor, b: torch.Tensor) -> float:
    return float(torch.sqrt(torch.mean((a - b) ** 2)))


def _rms(a: torch.Tensor) -> float:
    return float(torch.sqrt(torch.mean(a**2)))


def _peak(a: torch.Tensor) -> float:
    finite = a[torch.isfinite(a)]
    return float(finite.abs().max()) if finite.numel() else 0.0


def _finite(x: float | None) -> float | None:
    return x if x is not None and math.isfinite(x) else None


def multiplier(dtype: torch.dtype, numel: int) -> float:
    """How much further from float64 than the CPU the device may be (same()'s multiplier)."""
    return 3.0 if dtype in (torch.bfloat16, torch.float16) or numel < 1000 else 2.0


def zero_atol(dtype: torch.dtype) -> float:
    """How far from zero a device value may be where float64 says zero (rounding of a cancellation)."""
    return ZERO_ATOL.get(dtype, ZERO_ATOL_HALF)


def _agree_without_truth(dev: torch.Tensor, ref: torch.Tensor, limit: float, tol: float) -> bool:
    """Where float64 gives no usable truth (NaN or inf there: a padded row's fully masked attention;
    a mask value beyond the case dtype's range), the device is held to the CPU: NaN where it has
    NaN, the same sign where it saturates (inf, or within a factor 2 of the dtype's limit), and
    ``allclose`` at ``tol`` elsewhere."""
    def saturate(t: torch.Tensor) -> torch.Tensor:
        return torch.where(t.abs() >= limit / 2, t.sign() * math.inf, t)

    return bool(torch.allclose(saturate(dev), saturate(ref), rtol=tol, atol=tol, equal_nan=True))


def check_tensor(
    name: str,
    dev: torch.Tensor | None,
    ref: torch.Tensor | None,
    ref64: torch.Tensor | None,
    tol: float,
    floor: float = 0.0,
) -> TensorCheck:
    """Apply the rule to one tensor; ``None`` stands for "absent on that side"."""
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
    dev_d, ref_d = _real(dev), _real(ref)
    diff = (dev_d - ref_d).abs()
    both_nan = torch.isnan(dev_d) & torch.isnan(ref_d)
    max_abs = _finite(float(diff[~both_nan].max()) if not bool(both_nan.all()) else 0.0)
    if ref64 is None or ref64.shape != ref.shape:
        return _same_rule(name, dev_d, ref_d, tol, max_abs)
    truth = _real(ref64)
    # Where float64 is not finite, or beyond the case dtype's range (a mask value the model takes
    # from finfo(dtype).min: Chameleon's logits), the device must give what the CPU gives.
    limit = torch.finfo(ref.real.dtype if ref.is_complex() else ref.dtype).max
    finite = torch.isfinite(truth) & (truth.abs() < limit)
    if not bool(finite.all()):
        if not _agree_without_truth(dev_d[~finite], ref_d[~finite], limit, tol):
            return TensorCheck(name, ok=False, method="nonfinite", max_abs=max_abs)
        if not bool(finite.any()):
            return TensorCheck(name, ok=True, method="nonfinite", max_abs=max_abs)
        dev_d, ref_d, truth = dev_d[finite], ref_d[finite], truth[finite]
    err, noise, scale = _rmse(dev_d, truth), _rmse(ref_d, truth), _rms(truth)
    numbers: dict[str, Any] = {"max_abs": max_abs, "rmse_dev": _finite(err), "rmse_ref": _finite(noise), "scale": scale}
    if not math.isfinite(err):  # the device is NaN or inf where float64 is finite
        return TensorCheck(name, ok=False, method="scaled", **numbers)
    if not math.isfinite(noise):  # the CPU is not finite where float64 is: float64 alone judges
        bound = tol * scale
        return _judged(name, "float64", err, bound, numbers)
    if _peak(truth) <= ZERO64_ATOL or scale <= ZERO64_OF_NOISE * noise:
        bound = zero_atol(ref.dtype) + ZERO_MULTIPLIER * _peak(ref_d) + floor
        return _judged(name, "zeros", _peak(dev_d), bound, numbers)
    eps = torch.finfo(ref.dtype).eps if ref.is_floating_point() else torch.finfo(ref.real.dtype).eps
    bound = multiplier(ref.dtype, ref.numel()) * noise + (SCALE_SLACK * tol + eps) * scale + floor
    return _judged(name, "scaled", err, bound, numbers)


def _judged(name: str, method: str, value: float, bound: float, numbers: dict[str, Any]) -> TensorCheck:
    used = value / bound if bound > 0 else (0.0 if value == 0 else math.inf)
    return TensorCheck(name, ok=value <= bound, method=method, bound=bound, used=_finite(used), **numbers)


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
    return bool(torch.allclose(dev_d, ref_d, rtol=slack, atol=slack * _peak(ref_d), equal_nan=True))


def check_group(
    dev: dict[str, torch.Tensor | None],
    ref: dict[str, torch.Tensor | None],
    ref64: dict[str, torch.Tensor | None] | None,
    tol: float,
    none_as_zero: bool = False,
    floor: float = 0.0,
) -> GroupCheck:
    """Check every tensor named on either side; a name present on one side only is a failure.

    ``none_as_zero`` (gradients): a ``None`` facing a tensor stands for zeros, as in PyTorch's own
    suites (``torch._dynamo.testing.collect_results``: "Treat None and zero grad as same"). Eager
    autograd leaves an unused parameter's ``.grad`` None; AOTAutograd, under every torch.compile
    backend, gives it zeros (LLaVA's unused last vision layer)."""
    def pick(side: dict[str, torch.Tensor | None] | None, name: str, other: torch.Tensor | None) -> torch.Tensor | None:
        found = (side or {}).get(name)
        return torch.zeros_like(other) if found is None and none_as_zero and other is not None else found

    checks = []
    for name in sorted(set(dev) | set(ref)):
        d, r = dev.get(name), ref.get(name)
        truth = pick(ref64, name, d if r is None else r)
        checks.append(check_tensor(name, pick(dev, name, r), pick(ref, name, d), truth, tol, floor))
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
