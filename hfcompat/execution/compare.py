"""The comparison rule: is a device tensor close enough to the CPU reference? (DESIGN.md §5)

After PyTorch's ``torch._dynamo.utils.same`` (shared/notes/anchors.md §1.3). A tensor passes if

1. ``allclose(dev, ref, rtol=tol, atol=tol)`` (NaNs equal where both have them), or
2. with a float64 arbiter: ``rmse(dev, ref64) <= m * rmse(ref, ref64) + tol / 10``, where m is 2 for
   float32 and 3 for bfloat16/float16 or tensors of fewer than 1000 elements. The arbiter exists
   because tiny random models can be ill-conditioned on CPU itself: the question is whether the device
   is further from the truth than the CPU is, not whether it agrees with the CPU's rounding;
3. without an arbiter (the float64 run failed): cosine similarity >= 0.99.

Tolerances: 1e-3 for forward outputs, 1e-2 for the loss and gradients. Every check keeps its measured
numbers, so a tolerance dispute is argued with data. Pure functions over CPU tensors.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field
from typing import Any, Protocol

import torch

TOL_OUTPUTS = 1e-3
TOL_TRAINING = 1e-2  # loss and gradients
COSINE_MIN = 0.99


@dataclass(slots=True)
class TensorCheck:
    """The verdict on one tensor and the numbers behind it."""

    name: str
    ok: bool
    method: str  # allclose | rmse | cosine | exact | missing | shape | dtype
    max_abs: float | None = None
    rmse_dev: float | None = None  # rmse(dev, ref64), or rmse(dev, ref) without an arbiter
    rmse_ref: float | None = None  # rmse(ref, ref64)
    cosine: float | None = None


@dataclass(slots=True)
class GroupCheck:
    """The verdict on a group of tensors (outputs, loss or gradients)."""

    ok: bool
    n: int
    max_abs: float | None
    worst: str | None  # the tensor with the largest rmse ratio (or max_abs): what to look at first
    rmse_ratio: float | None
    failed: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)

    def to_record(self) -> dict[str, Any]:
        """JSON-able form for the record's ``compare`` field (only the first 10 failures are named)."""
        out = asdict(self)
        out["failed"] = self.failed[:10]
        out["n_failed"] = len(self.failed)
        return out

    def describe(self, name: str) -> str:
        """One phrase for an error line: ``"grads worst w max|Δ| 0.5 rmse ratio 3.1"``."""
        parts = [f"{name} worst {self.worst}"]
        if self.max_abs is not None:
            parts.append(f"max|Δ| {self.max_abs:.3g}")
        if self.rmse_ratio is not None:
            parts.append(f"rmse ratio {self.rmse_ratio:.3g}")
        if self.missing:
            parts.append(f"missing on one side: {', '.join(self.missing[:3])}")
        return " ".join(parts)


class StepTensors(Protocol):
    """What one forward + backward produced, on CPU (``hfcompat.execution.case.StepResult``)."""

    outputs: dict[str, torch.Tensor | None]
    loss: torch.Tensor | None
    grads: dict[str, torch.Tensor | None]


def check_step(dev: StepTensors, ref: StepTensors, ref64: StepTensors | None) -> dict[str, GroupCheck]:
    """The three groups of a step, each at its tolerance; gradients count ``None`` as zeros."""
    return {
        "outputs": check_group(dev.outputs, ref.outputs, ref64.outputs if ref64 else None, TOL_OUTPUTS),
        "loss": check_group({"loss": dev.loss}, {"loss": ref.loss}, {"loss": ref64.loss} if ref64 else None, TOL_TRAINING),
        "grads": check_group(dev.grads, ref.grads, ref64.grads if ref64 else None, TOL_TRAINING, none_as_zero=True),
    }


def _rmse(a: torch.Tensor, b: torch.Tensor) -> float:
    return float(torch.sqrt(torch.mean((a.double() - b.double()) ** 2)))


def _finite(x: float) -> float | None:
    return x if math.isfinite(x) else None


def multiplier(dtype: torch.dtype, numel: int) -> float:
    """How much further from float64 than the CPU the device may be (same()'s multiplier)."""
    return 3.0 if dtype in (torch.bfloat16, torch.float16) or numel < 1000 else 2.0


def check_tensor(
    name: str,
    dev: torch.Tensor | None,
    ref: torch.Tensor | None,
    ref64: torch.Tensor | None,
    tol: float,
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
    dev_d, ref_d = dev.detach().double(), ref.detach().double()
    diff = (dev_d - ref_d).abs()
    both_nan = torch.isnan(dev_d) & torch.isnan(ref_d)
    max_abs = float(diff[~both_nan].max()) if diff.numel() and not bool(both_nan.all()) else 0.0
    if torch.allclose(dev_d, ref_d, rtol=tol, atol=tol, equal_nan=True):
        return TensorCheck(name, ok=True, method="allclose", max_abs=_finite(max_abs))
    if ref64 is not None and ref64.shape == ref.shape:
        truth = ref64.detach().double()
        rmse_dev, rmse_ref = _rmse(dev_d, truth), _rmse(ref_d, truth)
        if math.isnan(rmse_ref) and not math.isnan(rmse_dev):
            # The CPU run produced NaN where float64 did not: judge the device against float64 alone.
            ok = bool(torch.allclose(dev_d, truth, rtol=4e-2, atol=4e-2))
        else:
            ok = rmse_dev <= multiplier(ref.dtype, ref.numel()) * rmse_ref + tol / 10
        return TensorCheck(
            name, ok=ok, method="rmse", max_abs=_finite(max_abs),
            rmse_dev=_finite(rmse_dev), rmse_ref=_finite(rmse_ref),
        )
    cos = float(torch.nn.functional.cosine_similarity(dev_d.flatten(), ref_d.flatten(), dim=0))
    return TensorCheck(name, ok=cos >= COSINE_MIN, method="cosine", max_abs=_finite(max_abs), cosine=cos)


def check_group(
    dev: dict[str, torch.Tensor | None],
    ref: dict[str, torch.Tensor | None],
    ref64: dict[str, torch.Tensor | None] | None,
    tol: float,
    none_as_zero: bool = False,
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
        checks.append(check_tensor(name, pick(dev, name, r), pick(ref, name, d), pick(ref64, name, d if r is None else r), tol))
    measured = [c for c in checks if c.max_abs is not None]

    def badness(c: TensorCheck) -> float:
        if c.rmse_dev is not None and c.rmse_ref:
            return c.rmse_dev / c.rmse_ref
        return c.max_abs or 0.0

    worst = max(checks, key=lambda c: (not c.ok, badness(c)), default=None)
    ratio = None
    if worst is not None and worst.rmse_dev is not None and worst.rmse_ref:
        ratio = worst.rmse_dev / worst.rmse_ref
    return GroupCheck(
        ok=all(c.ok for c in checks),
        n=len(checks),
        max_abs=max((c.max_abs for c in measured), default=None),  # type: ignore[type-var]
        worst=worst.name if worst is not None else None,
        rmse_ratio=ratio,
        failed=[c.name for c in checks if not c.ok and c.method != "missing"],
        missing=[c.name for c in checks if c.method == "missing" and not c.ok],
    )
