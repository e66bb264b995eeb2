"""The train step's loss: the model's own, or (a model without one) its outputs weighted at random.

A head with a loss (a classifier given labels, a causal LM) trains on it, as a user's loop does.
A model without one (a base model, task ``base``) has nothing a user would train on, so the step
makes one: every floating output times a fixed random weight tensor, averaged, summed over outputs.
The old stand-in, the sum of the outputs' means, hid the backward: behind a final LayerNorm the
mean of an output does not depend on the input, so every gradient below it was rounding noise and
a wrong backward kernel there passed (a 5% error planted in ``aten::gelu_backward`` passed
DINOv3ViTModel; Dinov2ForImageClassification, with a loss of its own, named it). A weighted sum
sends a cotangent that is not constant along any axis, so the backward computes real numbers.

The weights (:func:`output_weights`) are the same on every side of a case: the CPU reference,
the float64 arbiter, the device and every rank of a parallel case. That is why they are

- drawn with numpy from a seed made of the output's name and per-sample shape, never by a torch
  RNG: no random ATen op enters the recorded step (the harness treats those specially);
- shared along the first (batch) dimension: a data-parallel rank's slice of an output meets the
  same weights as the single device's, so the ranks' mean loss is still its mean loss;
- multiples of 1/64 in [0.5, 1.5]: exact in bfloat16 (8 significant bits), so a bfloat16 run
  and the float32 run weigh the same, and no output element is weighted away (every one counts
  at least half), so the loss and its gradients stay well above the noise floor.
"""

from __future__ import annotations

import functools
import zlib
from typing import Any

import numpy as np
import torch

from hfcompat.errors import CaseSkipped
from hfcompat.workloads.base import flatten_outputs
from hfcompat.workloads.positions import position_weights

#: ``train_loss`` of a record: the model's own loss, or the weighted outputs this module makes
MODEL, WEIGHTED_OUTPUTS = "model", "weighted-outputs"
WEIGHT_STEPS = 64  # weights are k / 64 for k in [32, 96]: [0.5, 1.5], exact in bfloat16
WEIGHT_CACHE = 256  # (name, shape) pairs kept: a model has a few outputs, a sweep's worker many models


def loss_source(out: Any) -> str:
    """Which loss :func:`loss_of` takes from ``out``: :data:`MODEL` or :data:`WEIGHTED_OUTPUTS`."""
    return MODEL if isinstance(getattr(out, "loss", None), torch.Tensor) else WEIGHTED_OUTPUTS


def loss_of(out: Any, every_output: bool = False, mask: torch.Tensor | None = None) -> torch.Tensor:
    """The head's loss, or (for heads without one) the sum over floating outputs of the mean of the
    output times its :func:`output_weights`, in float32 (float64 for the arbiter).

    The outputs are those autograd reaches; ``every_output``: every floating one, for the output of
    a forward run under ``no_grad`` (the data-parallel coupling check), where none requires grad.
    ``mask``: the step's padding mask; an output laid along it weighs padded positions 0
    (:func:`hfcompat.workloads.positions.position_weights`)."""
    loss = getattr(out, "loss", None)
    if isinstance(loss, torch.Tensor):
        return loss if loss.dim() == 0 else loss.mean()  # some heads return per-sample losses (codecs)
    parts = [_weighted_mean(name, t, mask) for name, t in flatten_outputs(out).items()
             if t.is_floating_point() and (t.requires_grad or every_output)]
    if not parts:  # e.g. a codec's encoder whose outputs are integer codes (argmax of its quantizer)
        raise CaseSkipped("the model's outputs hold no differentiable tensor (integer codes only): "
                          "there is no loss to train")
    return torch.stack(parts).sum()


def _weighted_mean(name: str, t: torch.Tensor, mask: torch.Tensor | None = None) -> torch.Tensor:
    # float32 for every case dtype (as a bfloat16 head's loss is), float64 for the arbiter; chosen
    # by hand, not by torch.promote_types, which torchax cannot lower
    dtype = torch.float64 if t.dtype == torch.float64 else torch.float32
    weights = output_weights(name, tuple(t.shape[1:])).to(device=t.device, dtype=dtype)
    weighted = t.to(dtype) * weights
    at = position_weights(t, mask, dtype)
    return (weighted * at if at is not None else weighted).mean()


@functools.lru_cache(maxsize=WEIGHT_CACHE)
def output_weights(name: str, sample_shape: tuple[int, ...]) -> torch.Tensor:
    """The fixed weights of output ``name`` whose shape past the batch dimension is ``sample_shape``
    (``()`` for a 0-d or 1-d output: one scalar): a CPU float32 tensor, to be read, never written.

    Seeded by the name and shape alone (crc32, stable across processes and Python's hash seeds),
    drawn with numpy, multiples of 1/64 in [0.5, 1.5]; broadcast along the batch dimension."""
    seed = zlib.crc32(f"{name}|{','.join(map(str, sample_shape))}".encode())
    steps = np.random.default_rng(seed).integers(WEIGHT_STEPS // 2, 3 * WEIGHT_STEPS // 2, size=sample_shape,
                                                 endpoint=True)
    return torch.from_numpy(np.asarray(steps / WEIGHT_STEPS, dtype=np.float32))
