"""A scalar's own error from several draws, not one (issue 49).

The scaled rule bounds a tensor by ``m`` times the CPU's own error against float64, measured over
its elements. A scalar has one element: its CPU error is one draw of the rounding, and a lucky
draw makes a bound no correct device can be expected to meet. glm4v_text's bfloat16 train step on
torch-xla: the weighted-outputs loss (0.030, a mean of outputs of rms 1 weighted in [0.5, 1.5]:
mostly cancellation) is 7.2e-5 off float64 on the CPU, 0.24% of it, where its outputs are 1.35%
off; the device's loss, 7.8e-4 off with outputs as close as the CPU's, failed at 1.63x. From its
outputs' errors the loss's is 4.7e-4: the device passes at 0.47.
Running the CPU again in another thread order draws the same rounding (1, 2 and 3 threads give the
same loss to the last bit).

The weighted-outputs loss (:mod:`hfcompat.workloads.loss`) is ``sum over outputs of mean(w *
output)``, so each output element's CPU error is a draw of what reaches it. :func:`output_draws` is
the error such a mean carries where those errors are independent draws, taken row by row (a row:
the output's last axis). A row's errors sum to ``S`` and the weights' mean meets that sum, their
spread the errors' own spread: ``E[(sum w e)^2] = (n - 1) var(w) s2c + E[w]^2 S^2`` (``s2c`` the
errors' variance in the row); independent errors make ``S^2`` about ``n`` times their mean square.

Where every row's errors sum to (almost) nothing, that is no draw but the output's structure: a
normalisation's output sums to zero along its rows on every device, and only the weights' spread
picks up its errors (chinese_clip_vision_model's pooler under autocast: estimated as independent,
its 64 errors made 2.7e-4 of the loss's error where they make 7.5e-5; a 5% error planted in the
loss, 4.0e-4, passed). Such an output's rows keep the sums they have: the rows' sums against what
independent errors would give, under :data:`STRUCTURED` over at least two rows (a chance of 1e-4
for independent errors). Errors correlated otherwise add up to more, so the estimate is the least
a scalar made that way carries. A padded batch's outputs are compared at the real positions, where
the loss divides by every position: there the estimate is larger by their ratio (at most 32/28 in
the long regime).

The loss is judged with the larger of its own draw and that estimate
(:func:`hfcompat.judging.compare.check_step`), only where its own draw fails it and only for the
weighted-outputs loss: a head's own loss (a cross-entropy, a contrastive loss) is not a weighted
mean of the outputs, and the estimate says nothing of it (align's contrastive loss under autocast:
outputs' draws of 5.1e-3 let a 5% error in its ``neg``, 6x the CPU's own loss error, pass).
Pure functions over CPU tensors.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

import torch

#: var(w) of the weighted-outputs loss's weights, k / 64 for k uniform in [32, 96]: var(k) / 64^2
#: (their mean is 1)
WEIGHT_VARIANCE = (65**2 - 1) / 12 / 64**2
#: the rows' squared error sums over what independent errors give, under which they are the output's
#: structure (chi-square with two degrees of freedom falls under 1e-4 of its mean with chance 1e-4)
STRUCTURED = 1e-4


def output_draws(ref: Mapping[str, torch.Tensor | None], ref64: Mapping[str, torch.Tensor | None]) -> float | None:
    """The CPU's own error of ``sum over outputs of mean(w * output)`` with every output element's
    error (``ref - ref64``, where finite) an independent draw, each row keeping the sum its errors
    are held to (see the module); None where no output can be measured."""
    variance, measured = 0.0, False
    for name in sorted(ref):
        r, t = ref.get(name), ref64.get(name)
        if r is None or t is None or r.shape != t.shape or not r.is_floating_point() or not r.numel():
            continue
        part = _output_variance(r.detach().double() - t.detach().double())
        if part is not None:
            variance += part
            measured = True
    return math.sqrt(variance) if measured and math.isfinite(variance) else None


def _output_variance(delta: torch.Tensor) -> float | None:
    """The variance of ``mean(w * delta)`` over the weights' and the errors' draws (module docstring)."""
    numel = delta.numel()
    rows = delta.reshape(-1, delta.shape[-1]) if delta.dim() > 1 else delta.reshape(1, -1)
    finite = torch.isfinite(rows)
    if not bool(finite.any()):
        return None
    counts = finite.sum(1).double()
    rows = torch.where(finite, rows, 0.0)
    sums = rows.sum(1)
    square_means = rows.pow(2).sum(1) / counts.clamp(min=1)
    centred = (square_means - (sums / counts.clamp(min=1)).pow(2)).clamp(min=0)  # s2c per row
    independent = counts * square_means  # what S^2 is on average where the errors are independent
    live = counts > 0
    structured = int(live.sum()) >= 2 and float(sums.pow(2).sum()) < STRUCTURED * float((counts * centred).sum())
    held = sums.pow(2) if structured else independent
    per_row = (counts - 1).clamp(min=0) * WEIGHT_VARIANCE * centred + (1 + WEIGHT_VARIANCE / counts.clamp(min=1)) * held
    return float(per_row[live].sum()) / numel**2
