"""The comparator's numbers per dtype, and the statistics its rules measure (docs/design.md §5, issue 23).

:mod:`hfcompat.judging.compare` decides; this module holds what every rule scales with, so that
each holds in every dtype the harness offers (float32, bfloat16): the dtype's resolution
(``finfo(dtype).eps``), the CPU's own error in that dtype against float64 (the noise), and the
constants below, each with the measurement that set it. Pure functions over float64 CPU tensors.

Measurements (torch 2.9, the core list's train step, bfloat16 unless said): "noise" is torch-xla
(XLA:CPU, lazy) and torchax (JAX:CPU) against the CPU reference, their 81 passing cases (~7,600
tensors; float32: torch-xla's 41); "faults" is the cpu stack with one op's outputs scaled by 1.05
(``perturb5pct``, 176 plants: 144 op x model pairs over the 48 core models plus the 32 of
bench/planted_faults.py), and by 1.01 in float32 (144 plants). With the values below: no noise
case fails (nearest its bound: 0.99 of it, torchax's siglip, by the scaled rule; slope: 0.83,
torchax's clip; float32: 0.13); faults: 159/176 detected, 30/32 of the benchmark's grid (without
the slope rule 134/176 and 26/32); float32 143/144 (marian's embedding-scale mul, which moves 4%
of one gradient's elements, was missed before too).
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass

import torch

TOL_OUTPUTS = 1e-3
TOL_TRAINING = 1e-2  # loss and gradients
COSINE_MIN = 0.99
SCALE_SLACK = 0.1  # of tol, times the tensor's float64 rms
#: float64 says zero: every value at most this (rounding of a cancellation: ~1e-16 of its terms) ...
ZERO64_ATOL = 1e-12
#: ... or its rms under a tenth of the CPU's own error there: a zero as far as the dtype can tell
#: (swiftformer's bias gradient, 4e-12 in float64 under float32 noise of 6e-10).
ZERO64_OF_NOISE = 0.1
#: The noise floor: a tensor whose rms is within this many times the CPU's own error in the case
#: dtype has no significant digit in it, and is judged as zeros at its own size (and by the slope
#: rule: a scale error still shows over many elements). The float32 false alarms it ends (the
#: every-architecture run of record): losses of 5e-9..7e-9 whose rms is 1.4-6x the CPU's error
#: (splinter, blip_2_qformer, dinov3_convnext, qwen3_asr_encoder). bfloat16: ~6% of tensors
#: (resnet's, wav2vec2's, swin's gradients: the CPU is 10-80% off float64 there). 5 or 20 change
#: no measured verdict.
NOISE_FLOOR = 10.0
ZERO_ATOL = {torch.float32: 1e-6, torch.float64: 1e-12}
ZERO_ATOL_HALF = 2e-2  # bfloat16, float16
ZERO_MULTIPLIER = 10.0

# The slope rule (issue 23): a uniform scale error moves a tensor along itself, rounding mostly
# does not. The slope of (dev - ref64) on ref64 may be at most
#   m * |the CPU's own slope, or its group's typical one where larger| (in the CPU's direction;
#     the other way, at least the rest; issue 49)
#   + SLOPE_STDERRS * its standard error
#   + SLOPE_EPS * eps + SCALE_SLACK * tol + SLOPE_OF_NOISE * noise / scale (+ the group's floor / scale).
# bench/planted_faults.py --dtype bfloat16 detects 32/32 5% perturbations with these terms (12-03).
# Each term, and what it absorbs (m, the scaled rule's multiplier:
# the CPU's own systematic error, segformer's -3.4% where the device's is +0.07%):
SLOPE_STDERRS = 3.0  # chance: a random error projects onto the tensor (resnet's 8-element biases); 2 or 4: +-1 fault
#: Fewer elements than this leave the slope's standard error no degree of freedom to stand on: two
#: elements leave one, and three "standard errors" of one degree of freedom are a band a random error
#: leaves one time in five (Student's t), not one in 370. Such a tensor's slope is left to ``scaled``,
#: as a scalar's is: inductor's bfloat16 dinov2 failed on its 2-label classifier bias gradient (slope
#: +0.75 where the CPU's is -0.42, each with about one significant bit; issue 49's false alarms).
SLOPE_MIN_ELEMENTS = 3
SLOPE_EPS = 2.0  # resolution: 1.6% in bfloat16 (1 eps: a false alarm on torchax's clip; 3: 2 faults more missed)
#: A common factor of every gradient (the backward's seed, dL/dlogits) is rounded too and scales
#: them all alike: clip's batch-2 contrastive loss gives torchax +2.6% on gradients whose CPU
#: error is 2.8%, where the CPU's own slope is 0.2%. 0 fails clip; 0.5 misses 4 faults more.
SLOPE_OF_NOISE = 0.25
#: Where the CPU's own error is at least this fraction of the tensor's rms it keeps under one
#: significant bit, and a device that loses even that (its slope toward -1: its values no longer
#: follow float64's at all) is what the noise-floor rule already accepts: the slope is not judged
#: there. clap's text key-bias gradient (rms 5.8e-10, the CPU 89% off float64, the device's slope
#: -1.15 against a bound of 0.80) read "accumulated numeric drift" in float32; bfloat16's noise-floor
#: gradients that the slope guards (swin's: the CPU 10-80% off) keep it below this.
SLOPE_NOISE_CEILING = 0.5


def resolution(dtype: torch.dtype) -> float:
    """One unit of the dtype's resolution, ``finfo.eps`` (a complex dtype's real part's)."""
    return float(torch.finfo(dtype.to_real() if dtype.is_complex else dtype).eps)


#: How much further from float64 than the CPU a half-precision step's forward outputs may be (of
#: 1000 elements or more; issue 49). same()'s 3 let a 5% ``aten::_softmax`` error through mistral's
#: bfloat16 infer case at 0.85 of its bound (the logits 3.16x the CPU's own error; 1.16x at 2).
#: An output is one forward pass, its CPU error measured over many elements; the stored bfloat16
#: torch-xla runs' passing cases put their worst output at most 0.85 of a bound at 2 (siglip's
#: logits, 3.19x the CPU's error by rms but within the resolution term).
OUTPUTS_HALF_MULTIPLIER = 2.0


def multiplier(dtype: torch.dtype, numel: int, outputs: bool = False) -> float:
    """How much further from float64 than the CPU the device may be (same()'s multiplier: 3 for
    half precision or under 1000 elements, else 2); ``outputs``: a step's forward outputs, where
    half precision gets :data:`OUTPUTS_HALF_MULTIPLIER`."""
    if numel < 1000:
        return 3.0
    if dtype in (torch.bfloat16, torch.float16):
        return OUTPUTS_HALF_MULTIPLIER if outputs else 3.0
    return 2.0


def tie_bound(scale: torch.Tensor, noise: torch.Tensor, dtype: torch.dtype, numel: int) -> torch.Tensor:
    """What the margin between two choices' scores (the CPU's pick and the device's) must stay under
    for the pair to be a near tie: the forward tolerance and the dtype's resolution relative to the
    scores' ``scale``, plus ``m`` times the CPU's own error at the two elements (``noise``, against
    float64: where float64 orders the pair the other way the margin is within it by construction).
    Shared by the selection rule (top-k, argmax) and generate's token choice."""
    return (TOL_OUTPUTS + resolution(dtype)) * scale + multiplier(dtype, numel) * noise


def zero_atol(dtype: torch.dtype) -> float:
    """How far from zero a device value may be where float64 says zero (rounding of a cancellation)."""
    return ZERO_ATOL.get(dtype, ZERO_ATOL_HALF)


def rmse(a: torch.Tensor, b: torch.Tensor) -> float:
    return float(torch.sqrt(torch.mean((a - b) ** 2)))


def rms(a: torch.Tensor) -> float:
    return float(torch.sqrt(torch.mean(a**2)))


def peak(a: torch.Tensor) -> float:
    finite = a[torch.isfinite(a)]
    return float(finite.abs().max()) if finite.numel() else 0.0


@dataclass(frozen=True, slots=True)
class Slope:
    """How far each side is scaled along the truth: the least-squares slope of (x - ref64) on ref64."""

    dev: float  # the device's (0.05 for a uniform 5% scale error)
    ref: float  # the CPU's own, in the case dtype
    stderr: float  # the device slope's standard error: what its random error projects by chance


def slope_of(dev: torch.Tensor, ref: torch.Tensor, truth: torch.Tensor) -> Slope | None:
    """The slopes of flat finite float64 tensors; ``None`` where float64 is all zeros.

    A tensor of fewer than :data:`SLOPE_MIN_ELEMENTS` has no standard error to speak of (a scalar's
    whole error is along itself): ``inf``, so the rule leaves it to ``scaled``."""
    tt = float(torch.dot(truth, truth))
    if tt == 0.0:
        return None
    s_dev = float(torch.dot(dev - truth, truth)) / tt
    s_ref = float(torch.dot(ref - truth, truth)) / tt
    n = truth.numel()
    if n < SLOPE_MIN_ELEMENTS:
        return Slope(s_dev, s_ref, math.inf)
    resid = dev - truth - s_dev * truth
    return Slope(s_dev, s_ref, math.sqrt(float(torch.dot(resid, resid)) / (n - 1) / tt))


def slope_bound(slope: Slope, m: float, noise_rel: float, eps: float, tol: float, floor_rel: float,
                typical: float = 0.0) -> float:
    """How large the device's slope may be (see the constants above): ``m`` is the scaled rule's
    multiplier, ``noise_rel`` the CPU's error relative to the tensor's rms, ``floor_rel`` the
    group's absolute floor relative to it, ``typical`` the median size of the CPU's slopes over the
    tensor's group (:func:`typical_slope`), which the CPU's draw here is taken to be at least.

    The CPU's own slope is one draw of how far this step's rounding moves the tensor along itself.
    In the CPU's direction it may be systematic (bfloat16's accumulation shrinks a gradient), so a
    device there gets ``m * |slope.ref|`` on top of the other terms, ``b``. In the other direction only
    chance puts a device, and the CPU's draw measures chance as the scaled rule's noise does: the
    device's slope may reach ``max(b, m * |slope.ref|)`` that way. So the band is
    ``[-max(b, m * ref) .. m * ref + b]`` for a positive ``ref``, mirrored for a negative one.

    Both sides earn it. roberta's position-embedding gradient with a 5% ``embedding_dense_backward``
    planted in bfloat16 (the CPU's slope -0.0070, the device's +0.0423): ``b`` + 3x either way passed
    it at 0.99, and it fails at 1.97x (``m * |ref|`` is under ``b`` there). A correct device that
    rounds otherwise (torch-xla's bfloat16 embedding_gemma2: +0.163 where the CPU's is -0.078, no
    further from float64 than the CPU by rms; mobilevit: -0.162 against +0.118) failed a band of
    ``b`` alone at 1.5x and 1.6x: its slope is the CPU's draw, mirrored (issue 49)."""
    b = (SLOPE_STDERRS * slope.stderr + SLOPE_EPS * eps + SCALE_SLACK * tol + SLOPE_OF_NOISE * noise_rel
         + floor_rel)
    drawn = m * max(abs(slope.ref), typical)
    return drawn + b if slope.dev * slope.ref > 0 else max(b, drawn)


def typical_slope(slopes_ref: list[float]) -> float:
    """The median size of the CPU's own slopes over one group's tensors: how far this step's rounding
    typically moves a tensor along itself.

    One tensor's CPU slope is one draw, and a small draw there says little: rounding that moves its
    neighbours 6% along themselves moves it by as much on another rounding path. rt_detr's bfloat16
    train step, plainly (bench/false_alarms.py's ``plain_errors``): the CPU's slopes over its 91
    gradients of 200 elements or more have a median size of 0.063, and the same step through
    AOTAutograd's decompositions, run eagerly (another correct rounding path, no inductor), lies
    0.066 from them at the median and 0.23 at the 90th percentile; inductor, 0.030 and 0.12. Three
    convolution weights where the CPU drew +0.001 to +0.020 failed inductor at -0.10 to -0.12
    (issue 49's false alarms). A planted fault cannot widen its own band: it is the CPU's, not the
    device's. The median, not the mean: a few noise-dominated tensors do not move it. roberta's is
    0.0064, under the 0.0070 its planted position-embedding fault is judged by."""
    return statistics.median(abs(s) for s in slopes_ref) if slopes_ref else 0.0


@dataclass(frozen=True, slots=True)
class HeldToCpu:
    """Where float64 gives no truth: the device against the CPU."""

    ok: bool
    err: float | None = None  # rmse(dev, ref) where both are finite and unsaturated
    bound: float | None = None


def held_to_cpu(dev: torch.Tensor, ref: torch.Tensor, limit: float, noise_rel: float, m: float, tol: float,
                eps: float, floor: float = 0.0) -> HeldToCpu:
    """Where float64 is NaN or beyond the case dtype's range (a padded row's fully masked attention:
    gemma2's long regime; a mask value from ``finfo(dtype).min``), the device must be NaN where the
    CPU is, saturate (inf, or within a factor 2 of the dtype's limit) where it does with the same
    sign, and be as near the CPU elsewhere as two results of the dtype's own error can be:
    ``rmse(dev, ref) <= ((m + 1) * noise_rel + SCALE_SLACK * tol + eps) * rms(ref) + floor``, with
    the CPU's relative error ``noise_rel`` measured where float64 is finite (at least ``eps``). A
    fixed ``allclose`` at ``tol`` failed gemma2's long regime in bfloat16 for one ulp (0.0625 at
    10); there float64's loss is NaN, so its gradients and updated parameters are held to the CPU
    too (the parameters with their group's floor, the learning rate)."""
    nan_dev, nan_ref = torch.isnan(dev), torch.isnan(ref)
    if not bool(torch.equal(nan_dev, nan_ref)):
        return HeldToCpu(False)
    sat_dev, sat_ref = dev.abs() >= limit / 2, ref.abs() >= limit / 2
    if not bool(torch.equal(sat_dev, sat_ref)) or not bool(torch.equal(dev[sat_dev].sign(), ref[sat_ref].sign())):
        return HeldToCpu(False)
    rest = ~(nan_ref | sat_ref)
    if not bool(rest.any()):
        return HeldToCpu(True)
    d, r = dev[rest], ref[rest]
    err = rmse(d, r)
    bound = ((m + 1) * max(noise_rel, eps) + SCALE_SLACK * tol + eps) * rms(r) + floor
    return HeldToCpu(err <= bound, err, bound)
