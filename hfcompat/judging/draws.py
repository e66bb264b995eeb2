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

A train step's loss is computed from its outputs, so each output element's CPU error is a draw of
what reaches it. :func:`output_draws` is the error a weighted mean of the outputs carries where
those errors are independent draws: for each output, ``E[w^2] * mean((ref - ref64)^2) / n`` (the
weights of :mod:`hfcompat.workloads.loss`, ``n`` its elements), summed over the outputs, its square
root. Errors that are correlated add up to more, so this is the least a scalar made that way
carries. (Redrawing the weights is no use: weights in [0.5, 1.5] keep the errors' one sum.) A
padded batch's outputs are compared at the real positions, where the loss divides by every
position: there the estimate is larger by their ratio (at most 32/28 in the long regime).

The loss is judged with the larger of its own draw and that estimate
(:func:`hfcompat.judging.compare.check_step`), and only where its own draw fails it: a loss that is
not a weighted mean of the outputs (a head's cross-entropy: ~log(vocab), no cancellation) has an
estimate far under its own error and keeps its bound as it was. Pure functions over CPU tensors.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

import torch

#: E[w^2] of the weighted-outputs loss's weights, k / 64 for k uniform in [32, 96]:
#: (var(k) + mean(k)^2) / 64^2 = ((65^2 - 1) / 12 + 64^2) / 64^2
WEIGHT_SQUARE_MEAN = ((65**2 - 1) / 12 + 64**2) / 64**2


def output_draws(ref: Mapping[str, torch.Tensor | None], ref64: Mapping[str, torch.Tensor | None]) -> float | None:
    """The CPU's own error of ``sum over outputs of mean(w * output)`` with every output element's
    error (``ref - ref64``, where finite) an independent draw; None where no output can be measured."""
    variance, measured = 0.0, False
    for name in sorted(ref):
        r, t = ref.get(name), ref64.get(name)
        if r is None or t is None or r.shape != t.shape or not r.is_floating_point() or not r.numel():
            continue
        delta = r.detach().double() - t.detach().double()
        delta = delta[torch.isfinite(delta)]
        if delta.numel():
            variance += WEIGHT_SQUARE_MEAN * float(delta.pow(2).mean()) / r.numel()
            measured = True
    return math.sqrt(variance) if measured and math.isfinite(variance) else None
