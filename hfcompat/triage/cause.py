"""Named causes for errors that no op owns: what the message says, and where the code raised it.

Some failures never pass through an ATen op on the device: a device check in a composite op's C++
front (``torch.cdist`` refuses a CPU and an XLA tensor before dispatching anything), or a Python
``raise`` in the model or in transformers. The recorder cannot place them and replay finds every op
fine, so the record names the cause instead: a known kind from the message, and the place in the
traceback, the last torch function called from the model's own code.
"""

from __future__ import annotations

import re
import traceback

import torch

# Messages that mean the model combines a CPU tensor with a device tensor: a tensor it creates or
# keeps on CPU (not a registered buffer), which fails on every accelerator, not only this one.
_MIXED_DEVICES = re.compile(
    r"same device|must have the same device type|indices should be either on cpu or on|"
    r"Expected all tensors to be on the same device|found at least two devices|"
    r"Expected XLA tensor\. Got: torch\.\w+Tensor", re.IGNORECASE)


# torch.compile's failures name the FX node they were running: "While executing %x : [...] =
# call_function[target=torch.adaptive_avg_pool1d](args = ...)" (torch/fx/interpreter.py).
_FX_NODE = re.compile(r"While executing %\S+ : .*?= call_(?:function|method)\[target=(?P<target>[^\]]+)\]")
_TARGET_NAME = re.compile(r"(?:<built-in method |<function )?(?:[\w.]*\.)?(?P<name>\w+)")

_NOT_MODEL = ("/torch/", "/torch_xla/", "/hfcompat/", "/hfcompat_backend/", "/torchax/", "/jax/")


def cause_of(exc: BaseException) -> str | None:
    """A one-line named cause of ``exc``, or ``None`` when neither message nor traceback says one."""
    kind = "the model mixes CPU and device tensors" if _MIXED_DEVICES.search(str(exc)) else None
    where = raised_at(exc)
    if kind and where:
        return f"{kind} ({where})"
    return kind or (f"raised {where}" if where else None)


def graph_node_op(exc: BaseException) -> str | None:
    """``"aten::adaptive_avg_pool1d"`` when a torch.compile error names the graph node it failed in
    and that node's target is an ATen op; ``None`` otherwise (``operator.getitem``, a Python helper)."""
    hit = _FX_NODE.search(str(exc))
    if hit is None:
        return None
    target = hit.group("target").strip()
    if target.startswith("torch.ops.aten."):  # an OpOverload: torch.ops.aten.<name>.<overload>
        name = target.removeprefix("torch.ops.aten.").split(".")[0]
    else:
        found = _TARGET_NAME.match(target)
        name = found.group("name") if found else ""
    return f"aten::{name}" if name and hasattr(torch.ops.aten, name) else None


# Frames of torch that are no op's front even where an ATen op bears their name (Tensor.backward).
_NOT_FRONTS = ("/torch/autograd/", "/torch/_dynamo/", "/torch/fx/", "/torch/utils/", "/torch/nn/modules/")


def raising_op(exc: BaseException) -> str | None:
    """``"aten::cdist"`` when ``exc`` was raised by an ATen op's front: the traceback's last frame is
    a torch function named as an ATen op (``torch.cdist`` in torch/functional.py, whose C++ kernel
    checks its inputs' devices before dispatching anything, so no dispatch mode sees the op)."""
    frames = traceback.extract_tb(exc.__traceback__)
    if not frames:
        return None
    last = frames[-1]
    if "/torch/" not in last.filename or any(part in last.filename for part in _NOT_FRONTS):
        return None
    name = last.name
    return f"aten::{name}" if name != "backward" and hasattr(torch.ops.aten, name) else None


def raised_at(exc: BaseException) -> str | None:
    """``"in torch's cdist, called from modeling_mimi.py:948 (quantize)"``, or ``None`` outside model code."""
    frames = traceback.extract_tb(exc.__traceback__)
    # The model's code: the innermost frame that is neither torch nor the harness.
    model = [f for f in frames if not any(part in f.filename for part in _NOT_MODEL)]
    if not model:
        return None
    last = model[-1]
    site = f"{last.filename.rsplit('/', 1)[-1]}:{last.lineno} ({last.name})"
    after = frames[frames.index(last) + 1:]
    torch_fn = next((f for f in after if "/torch/" in f.filename), None)
    if torch_fn is not None:
        return f"in torch's {torch_fn.name}, called from {site}"
    return f"at {site}"
