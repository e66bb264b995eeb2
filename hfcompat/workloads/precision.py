"""Mixed precision: the ``bfloat16-autocast`` case dtype, as ``torch.autocast`` users run.

A case dtype says how a step holds and computes its floats. ``float32`` and ``bfloat16`` cast the
weights and inputs and compute in that dtype. ``bfloat16-autocast`` keeps float32 weights, inputs,
gradients and optimizer state, and runs each forward under ``torch.autocast(<device type>,
dtype=torch.bfloat16)``, outside which the loss's backward and the optimizer step run, as the
PyTorch and PyTorch/XLA AMP guides write a loop.

The autocast is a property of the model copy, not of the call site: :func:`autocast_forward` binds
an autocasting ``forward`` to the module, so every copy the case runner makes (``copy.deepcopy``
rebinds a bound method to the copy) autocasts on the device type of its parameters: ``cpu`` for
the reference, ``xla`` on torch-xla, ``cuda`` on CUDA (an adapter names it as ``autocast_device``;
one without is skipped). A generate step autocasts each forward ``generate`` calls.
A float64 copy (the arbiter) computes exactly: it is the answer both sides approximate.

The reference and the device each run their own stack's autocast policy, and the policies differ
(CPU autocast keeps ``layer_norm`` and ``softmax`` in bfloat16, torch-xla's computes them in
float32): the comparator holds the device to the CPU's own error against float64, so a device
whose policy keeps more in float32 is within it; one that keeps less is measured by it.
"""

from __future__ import annotations

import functools
import types
from typing import Any

import torch

#: case dtype -> the dtype its weights and inputs are held in
STORAGE = {"float32": torch.float32, "bfloat16": torch.bfloat16, "bfloat16-autocast": torch.float32}
#: case dtype -> the dtype its forward autocasts to (only the autocast dtypes)
AUTOCAST = {"bfloat16-autocast": torch.bfloat16}


def autocast_forward(model: torch.nn.Module, case_dtype: str) -> torch.nn.Module:
    """Make ``model`` (in place) run its forward under autocast where the case dtype asks for it;
    other dtypes leave it as it is. Returns the model."""
    dtype = AUTOCAST.get(case_dtype)
    if dtype is None:
        return model
    plain = type(model).forward

    @functools.wraps(plain)  # generate() reads the forward's signature to decide what to pass it
    def forward(self: torch.nn.Module, *args: Any, **kwargs: Any) -> Any:
        param = next(self.parameters(), None)
        if param is None or param.dtype == torch.float64:
            return plain(self, *args, **kwargs)
        with torch.autocast(param.device.type, dtype=dtype):
            return plain(self, *args, **kwargs)

    model.forward = types.MethodType(forward, model)
    return model
