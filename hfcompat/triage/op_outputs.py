"""Whether one op's outputs on the device are in line with the CPU's on the same inputs, and how far
out of line they are: the per-op rule of op-by-op replay (:mod:`hfcompat.triage.replay`) and of the
device-side replay (:mod:`hfcompat.triage.device_replay`).

The rule is the forward rule of :mod:`hfcompat.judging.compare` (1e-3, float64 arbiter), applied to
each output that is a result; how far out of line is its judged error over its bound (``used``).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import torch
from torch.utils._pytree import tree_map

from hfcompat.judging import compare


def clone(tree: Any) -> Any:
    """Fresh copies of ``tree``'s tensors (an op run alone must not change the step's)."""
    return tree_map(lambda t: t.detach().clone() if isinstance(t, torch.Tensor) else t, tree)


def tensors(out: Any) -> list[torch.Tensor]:
    """An op's tensor outputs, flattened (lists and tuples; ``None`` for an output it did not make)."""
    if isinstance(out, torch.Tensor):
        return [out]
    if isinstance(out, (list, tuple)):
        return [t for o in out for t in tensors(o)]
    return []


def to64(tree: Any) -> Any:
    """``tree`` with its floating tensors in float64 (the arbiter's inputs)."""
    return tree_map(lambda t: t.double() if isinstance(t, torch.Tensor) and t.is_floating_point() else t, tree)

# Outputs that are a stack's private bookkeeping for its own backward, not results: nll_loss's
# total_weight is the count of non-ignored targets on CPU and a constant 1 on torch_xla, with the
# same loss; fused attention's logsumexp (and seeds) and oneDNN's RNN workspace take each stack's
# own layout (torchax keeps the CPU kernel's lse as [B, H, L, L]); a norm's saved mean and inverse
# std are its statistics kept for its backward, and a batch mean of centred values is ~0, so a
# summation order's 1e-7 is out of any relative tolerance (it blamed batch norm for detection
# models' top-k flips). Comparing them would blame the op for failures that happened elsewhere; a
# wrong one shows in the op's normalised output or in the backward op that reads it.
NORM_STATS = {1, 2}
PRIVATE_OUTPUTS = {"aten::nll_loss_forward": {1}, "aten::nll_loss2d_forward": {1},
                   "aten::_scaled_dot_product_flash_attention_for_cpu": {1},
                   "aten::_scaled_dot_product_efficient_attention": {1, 2, 3},
                   "aten::_scaled_dot_product_flash_attention": set(range(1, 9)),
                   "aten::mkldnn_rnn_layer": {3},  # oneDNN's LSTM workspace, for its own backward
                   "aten::native_batch_norm": NORM_STATS, "aten::_native_batch_norm_legit": NORM_STATS,
                   "aten::_native_batch_norm_legit_no_training": NORM_STATS,
                   "aten::native_layer_norm": NORM_STATS, "aten::native_group_norm": NORM_STATS}


#: How an op is out of line: detail, max |diff|, and its judged error / bound (inf where the verdict
#: has no ratio: a shape, a count, non-finite values, an exact mismatch).
OutOfLine = tuple[str, float | None, float]


def out_of_line(name: str, refs: list[torch.Tensor], devs: list[torch.Tensor],
                arbiter: Callable[[], list[torch.Tensor]],
                near: Callable[[torch.Tensor, torch.Tensor], None] | None = None) -> OutOfLine | None:
    """How the first of an op's outputs whose device value ``devs`` is out of line with the CPU's
    ``refs`` on the same inputs is, or None when every output agrees. Outputs that are a stack's
    private bookkeeping are skipped; ``arbiter()`` (the op in float64) is called only for an output
    that does not agree closely; ``near`` hears each output that does."""
    if len(refs) != len(devs):
        return f"{len(devs)} outputs on the device, {len(refs)} on CPU", None, math.inf
    ref64s: list[torch.Tensor | None] | None = None
    private = PRIVATE_OUTPUTS.get(name, set())
    for i, (ref, dev) in enumerate(zip(refs, devs)):
        if i in private:
            continue
        # Without an arbiter only a close, scale-aware agreement settles an op here (cosine passes
        # any one-element output, allclose at atol 1e-3 a 1% error in small values); the rest
        # goes to float64.
        if compare.agrees_closely(dev, ref, compare.TOL_OUTPUTS):
            if near is not None:
                near(dev, ref)
            continue
        if ref64s is None:  # only now pay for the float64 arbiter
            try:
                ref64s = list(arbiter())
            except Exception:  # noqa: BLE001  (no float64 kernel: judge by cosine)
                ref64s = [None] * len(refs)
        ref64 = ref64s[i] if i < len(ref64s) else None
        check = compare.check_tensor(f"{name}[{i}]", dev, ref, ref64, compare.TOL_OUTPUTS)
        if not check.ok:
            used = math.inf if check.used is None else check.used
            return f"output {i} differs ({check.method}): max|diff| {check.max_abs}", check.max_abs, used
    return None
