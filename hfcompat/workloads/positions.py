"""Where a step's outputs are judged: at the tokens the attention mask keeps, not at the padding.

A padded batch (the factory pads one sample of two, as a user's batch is padded) has query
positions that attend to nothing real. What a model computes there is never used - a loss masks
it, a generate loop never reads it - and it hinges on how an attention kernel rounds a row whose
scores are all the mask's minimum. Measured plainly (``bench/padded_positions.py``): the bfloat16
logits of transformers' eager attention are as close to float64 as the CPU's fused SDPA kernel at
the real positions (mistral long: 0.0128 against 0.0127 rms) and 54x further at the padded ones
(0.705 against 0.013); gemma3_text the same. A device whose attention is written the eager way
(CUDA's and a TPU's kernels round differently from the CPU's fused one) failed bfloat16 cases on
numbers nobody reads. transformers' own eager-against-SDPA tests compare real positions only.

So every output laid out along the mask - its first two dimensions are the mask's (batch, sequence)
- is compared at the mask's kept positions (:func:`real_positions`, on the CPU copies, after the
step), and the train loss gives padded positions no weight (:func:`position_weights`), so no
gradient carries them either. Outputs of any other shape are compared whole.
"""

from __future__ import annotations

from typing import Any

import torch

MASK_INPUT = "attention_mask"


def padding_mask(inputs: dict[str, Any]) -> torch.Tensor | None:
    """The step's 2-d attention mask, else None. Not read for whether it pads: on a device that
    would sync the step; :func:`real_positions` checks on the CPU copy, and a mask of ones weighs 1."""
    mask = inputs.get(MASK_INPUT)
    if not isinstance(mask, torch.Tensor) or mask.dim() != 2:
        return None
    return mask


def laid_along(t: torch.Tensor, mask: torch.Tensor | None) -> bool:
    """Whether ``t``'s first two dimensions are the mask's (batch, sequence)."""
    return mask is not None and t.dim() >= 2 and tuple(t.shape[:2]) == tuple(mask.shape)


def real_positions(outputs: dict[str, torch.Tensor | None], mask: torch.Tensor | None
                   ) -> dict[str, torch.Tensor | None]:
    """CPU outputs with each one laid along ``mask`` cut to its kept positions ((kept, ...) rows)."""
    if mask is None:
        return outputs
    keep = mask.detach().cpu() != 0
    if bool(keep.all()):
        return outputs
    return {name: t[keep] if t is not None and laid_along(t, keep) else t for name, t in outputs.items()}


def position_weights(t: torch.Tensor, mask: torch.Tensor | None, dtype: torch.dtype) -> torch.Tensor | None:
    """The loss's weight per position of an output laid along ``mask`` (1 kept, 0 padding), shaped to
    broadcast over the output's trailing dimensions; None for an output of another shape."""
    if not laid_along(t, mask):
        return None
    assert mask is not None
    return mask.to(dtype).reshape(*mask.shape, *([1] * (t.dim() - 2)))
