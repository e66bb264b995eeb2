"""What the comparator measures of one tensor, in one pass over it (issue 40).

:func:`hfcompat.judging.compare.check_tensor` reads, of a device tensor beside the CPU's and
float64's: ``max|dev - ref|``, the three rms figures (``rmse(dev, ref64)``, ``rmse(ref, ref64)``,
``rms(ref64)``), float64's largest value (is it zero? is it within the case dtype's range?) and the
slopes of ``dev - ref64`` and ``ref - ref64`` on ``ref64`` with the device's standard error. Each
was its own float64 pass over the whole tensor, a dozen in all, each allocating a full-size
temporary: at full size (gpt2's 124M-element gradients and updated parameters) that was half of a
check's wall time, ~200 ns an element. :func:`measure` walks the tensors in blocks of ``BLOCK``
elements that stay in the CPU's cache, converts each block to float64 once into buffers it reuses,
and gathers every figure above as sums (the rms figures, the dot products of the slopes) and maxima. The figures are
the same up to float64 rounding: only the order of summation changes (tests/unit/test_measures.py
holds them to the direct computations of :mod:`hfcompat.judging.tolerance`).

The device's residual about its slope is combined across blocks exactly (each block's residual
about its own slope, plus ``(s_block - s)^2`` times the block's sum of squares, as a pooled
variance is), so no figure is a difference of two large sums.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import torch

from hfcompat.judging.tolerance import SLOPE_MIN_ELEMENTS, Slope

#: Elements per block: under ATen's grain size (32,768), so that no op of a block enters a parallel
#: region. On the loaded 2-core VM each one that did (a block of 2^17, or BLAS's own dot) waited
#: ~0.5 ms for a thread to wake, and gpt2's (50257, 768) gradient took 1-30 s; in blocks of 32,000
#: it takes 0.8 s (8 s before, a dozen whole-tensor passes), single-threaded 0.2 s.
BLOCK = 32_000


@dataclass(frozen=True, slots=True)
class Measures:
    """The sums and maxima of one tensor beside the CPU's and float64's (flat, real, float64)."""

    n: int
    max_abs: float  # max|dev - ref| where not both NaN: NaN where one side alone is; 0.0 where all are both
    in_range: bool  # float64 finite and under the case dtype's limit everywhere (the other figures need it)
    peak_truth: float = 0.0  # max|ref64|
    ee_dev: float = 0.0  # sum (dev - ref64)^2
    ee_ref: float = 0.0  # sum (ref - ref64)^2
    tt: float = 0.0  # sum ref64^2
    et_dev: float = 0.0  # sum (dev - ref64) * ref64
    et_ref: float = 0.0  # sum (ref - ref64) * ref64
    rr_dev: float = 0.0  # sum (dev - ref64 - slope * ref64)^2, the device's residual about its slope

    @property
    def err(self) -> float:
        """``rmse(dev, ref64)``."""
        return math.sqrt(self.ee_dev / self.n)

    @property
    def noise(self) -> float:
        """``rmse(ref, ref64)``."""
        return math.sqrt(self.ee_ref / self.n)

    @property
    def scale(self) -> float:
        """``rms(ref64)``."""
        return math.sqrt(self.tt / self.n)

    def slope(self) -> Slope | None:
        """:func:`hfcompat.judging.tolerance.slope_of` from the sums: ``None`` where float64 is all zeros."""
        if self.tt == 0.0:
            return None
        s_dev, s_ref = self.et_dev / self.tt, self.et_ref / self.tt
        if self.n < SLOPE_MIN_ELEMENTS:
            return Slope(s_dev, s_ref, math.inf)
        return Slope(s_dev, s_ref, math.sqrt(max(self.rr_dev, 0.0) / (self.n - 1) / self.tt))


def measure(dev: torch.Tensor, ref: torch.Tensor, truth: torch.Tensor | None, limit: float = math.inf) -> Measures:
    """One pass over real tensors of one shape (``dev`` and ``ref`` in the case dtype, ``truth`` in
    float64 or ``None`` where there is no arbiter: then only ``max_abs``). ``limit``: the case dtype's
    largest value; a float64 value at or beyond it (or not finite) leaves ``in_range`` False and the
    float64 figures unmeasured, for the caller to judge those elements apart."""
    d_all, r_all = dev.detach().reshape(-1), ref.detach().reshape(-1)
    t_all = truth.detach().reshape(-1) if truth is not None else None
    n = d_all.numel()
    size = max(1, min(n, BLOCK))
    d64, r64, diff, e_dev, e_ref, product = (torch.empty(size, dtype=torch.float64) for _ in range(6))
    max_abs, any_valid, nan_seen = 0.0, False, False
    in_range = t_all is not None
    peak, ee_dev, ee_ref, tt, et_dev, et_ref = 0.0, 0.0, 0.0, 0.0, 0.0, 0.0
    blocks: list[tuple[float, float, float]] = []  # each block's (residual about its slope, slope, sum ref64^2)
    for start in range(0, n, size):
        k = min(size, n - start)
        d, r = d64[:k].copy_(d_all[start:start + k]), r64[:k].copy_(r_all[start:start + k])
        block_max = _abs_max(torch.sub(d, r, out=diff[:k]))
        if math.isnan(block_max):  # a NaN on one side fails the tensor; on both, it is agreement
            valid = ~(torch.isnan(d) & torch.isnan(r))
            block_max = float(diff[:k][valid].abs().max()) if bool(valid.any()) else -math.inf
        if block_max != -math.inf:
            nan_seen = nan_seen or math.isnan(block_max)
            max_abs = block_max if not any_valid else max(max_abs, block_max)
            any_valid = True
        if not in_range or t_all is None:
            continue
        t = t_all[start:start + k].double()
        block_peak = _abs_max(t)
        if not block_peak < limit:  # NaN, inf or beyond the dtype's range
            in_range = False
            continue
        peak = max(peak, block_peak)
        ed, er = torch.sub(d, t, out=e_dev[:k]), torch.sub(r, t, out=e_ref[:k])
        ee_d, ee_r, tt_b, et_b, et_r = (float(torch.mul(a, b, out=product[:k]).sum())
                                        for a, b in ((ed, ed), (er, er), (t, t), (ed, t), (er, t)))
        ee_dev, ee_ref, tt, et_dev, et_ref = ee_dev + ee_d, ee_ref + ee_r, tt + tt_b, et_dev + et_b, et_ref + et_r
        s = et_b / tt_b if tt_b > 0 else 0.0
        resid = torch.add(ed, t, alpha=-s, out=diff[:k])
        rr_b = float(torch.mul(resid, resid, out=product[:k]).sum())
        blocks.append((rr_b, s, tt_b))
    if nan_seen:
        max_abs = math.nan
    if not in_range:
        return Measures(n, max_abs, False)
    s = et_dev / tt if tt > 0 else 0.0
    rr = sum(rr_b + (s_b - s) ** 2 * tt_b for rr_b, s_b, tt_b in blocks)
    return Measures(n, max_abs, True, peak, ee_dev, ee_ref, tt, et_dev, et_ref, rr)


def _abs_max(x: torch.Tensor) -> float:
    """``max|x|`` in one pass, NaN if any element is NaN."""
    low, high = torch.aminmax(x)
    top = float(high)
    return math.nan if math.isnan(top) else max(-float(low), top)
