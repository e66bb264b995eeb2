"""The factory's own model, lent to one reference run in another dtype and given back exactly as it was.

A reference run needs the model in its dtype. A deep copy costs the model's size again beside the
factory's float32 model: for the float64 arbiter of a full-size case that is 12 bytes a parameter
where the arbiter itself needs 8, the difference between an 8 B model with ``--layers 2`` getting a
verdict on a 24 GB host and being refused (issue 48). So a full-size arbiter borrows the factory's
model: it is cast in place (float32 -> float64 -> float32 is exact, as is every floating dtype's
round trip through float64), and afterwards every parameter goes back to its own dtype, every buffer
to the object it was (BatchNorm's running statistics move in a train step, on the cast copy), every
attribute a forward set (a rotary cache) is dropped or put back, and every config's attributes
restored (the float64 arbiter sets the experts implementation to eager, in
``_experts_implementation_internal``: left there, the device's copy made after it would run the
eager loop where a user's model runs grouped_mm). The bounded train step never writes a weight
(:func:`hfcompat.workloads.train.bounded_step` updates a copy of each), so nothing else changes.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import torch

_OWN = ("_parameters", "_buffers", "_modules")


@contextmanager
def borrowed(model: torch.nn.Module, dtype: torch.dtype) -> Iterator[torch.nn.Module]:
    """``model`` cast to ``dtype`` for the duration, then restored (see the module docstring)."""
    params = [(p, p.dtype) for p in model.parameters()]
    modules = list(model.modules())
    buffers = [(m, dict(m._buffers), {k: b.clone() for k, b in m._buffers.items()
                                      if b is not None and not b.is_floating_point()}) for m in modules]
    attrs = [(m, {k: v for k, v in m.__dict__.items() if k not in _OWN}) for m in modules]
    configs = {id(c): c for c in (getattr(m, "config", None) for m in modules) if c is not None}
    settings = [(c, dict(vars(c))) for c in configs.values()]
    try:
        yield model.to(dtype)
    finally:
        with torch.no_grad():
            for p, was in params:
                p.grad = None
                p.data = p.data.to(was)
        for m, before, whole in buffers:
            m._buffers.clear()
            m._buffers.update(before)  # the objects as they were: a cast made new ones
            for k, saved in whole.items():  # integer buffers are not cast, so a step may count in them
                _restore_values(m._buffers[k], saved)
        for m, before_attrs in attrs:
            for key in [k for k in m.__dict__ if k not in _OWN and k not in before_attrs]:
                del m.__dict__[key]
            m.__dict__.update(before_attrs)
        for config, before_settings in settings:
            vars(config).clear()
            vars(config).update(before_settings)


def _restore_values(tensor: torch.Tensor | None, saved: torch.Tensor) -> None:
    if tensor is not None:
        with torch.no_grad():
            tensor.copy_(saved)

