"""Kernels only the CPU has, and the op the model called that the device runs in their place (issue 39).

The op-by-op replay (:mod:`hfcompat.triage.replay`) walks the CPU's op sequence and runs each op
alone on the device. Some of those ops are kernels that exist only on the CPU: a composite the
model called (``aten::scaled_dot_product_attention``, CompositeImplicitAutograd) chose them below
the dispatch mode, and on a GPU the same composite chooses the GPU's own kernels. Run alone on the
device, such a kernel raises "Could not run 'aten::...' with arguments from the 'CUDA' backend":
that says nothing about the device, and naming it as the culprit blamed a kernel the device never
ran (112 of 133 failures of the first GPU census).

So the replay runs the composite instead, on the device, with the CPU kernel's inputs, and compares
the outputs the composite gives back with the CPU kernel's; the device picks its own kernels, which
:class:`KernelLog` lists for the record (``culprit_kernels``). A backward kernel is replayed by
running the composite forward on the device and differentiating it there. A kernel the device
lacks with no composite known here is left unjudged, with the reason, never named.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import torch
from torch.utils._python_dispatch import TorchDispatchMode
from torch.utils._pytree import tree_flatten

from hfcompat_backend.optrace import op_name

SDPA = "aten::scaled_dot_product_attention"

# The dispatcher's refusal of a kernel a backend has not got (c10/core/dispatch/OperatorEntry.cpp).
_NO_KERNEL = re.compile(r"Could not run '(?P<op>[\w:.]+)' with arguments from the '(?P<key>\w+)' backend")


@dataclass(frozen=True, slots=True)
class Equivalent:
    """How the device runs what a CPU-only kernel computes.

    ``run(*args, **kwargs)`` takes the kernel's own arguments (on the device) and returns the
    kernel's outputs numbered in ``outputs`` (the others, e.g. attention's logsumexp, are the CPU
    kernel's private bookkeeping). ``call(args, kwargs)`` is the composite call on the same inputs,
    for a repro: (op, args, kwargs, whether its backward is what was judged)."""

    composite: str
    outputs: tuple[int, ...]
    run: Callable[..., tuple[torch.Tensor, ...]]
    call: Callable[[tuple[Any, ...], dict[str, Any]], tuple[Any, tuple[Any, ...], dict[str, Any], bool]]


def _sdpa(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, dropout_p: float, is_causal: bool,
          attn_mask: torch.Tensor | None, scale: float | None) -> torch.Tensor:
    out: torch.Tensor = torch.ops.aten.scaled_dot_product_attention.default(
        q, k, v, attn_mask=attn_mask, dropout_p=dropout_p, is_causal=is_causal, scale=scale)
    return out


def _sdpa_forward(query: torch.Tensor, key: torch.Tensor, value: torch.Tensor, dropout_p: float = 0.0,
                  is_causal: bool = False, *, attn_mask: torch.Tensor | None = None,
                  scale: float | None = None) -> tuple[torch.Tensor, ...]:
    return (_sdpa(query, key, value, dropout_p, is_causal, attn_mask, scale),)


def _sdpa_backward(grad_out: torch.Tensor, query: torch.Tensor, key: torch.Tensor, value: torch.Tensor,
                   out: torch.Tensor, logsumexp: torch.Tensor, dropout_p: float, is_causal: bool, *,
                   attn_mask: torch.Tensor | None = None, scale: float | None = None) -> tuple[torch.Tensor, ...]:
    q, k, v = (t.detach().requires_grad_() for t in (query, key, value))
    with torch.enable_grad():  # autograd runs a backward kernel with grad mode off
        attended = _sdpa(q, k, v, dropout_p, is_causal, attn_mask, scale)
        return tuple(torch.autograd.grad(attended, (q, k, v), grad_out))


def _sdpa_call(args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[Any, tuple[Any, ...], dict[str, Any], bool]:
    q, k, v, *rest = args
    dropout_p, is_causal = (list(rest) + [0.0, False][len(rest):])[:2]
    return (torch.ops.aten.scaled_dot_product_attention.default, (q, k, v),
            {"attn_mask": kwargs.get("attn_mask"), "dropout_p": dropout_p, "is_causal": is_causal,
             "scale": kwargs.get("scale")}, False)


def _sdpa_backward_call(args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[Any, tuple[Any, ...],
                                                                                  dict[str, Any], bool]:
    _grad, q, k, v, _out, _lse, *rest = args
    op, qkv, kw, _ = _sdpa_call((*(t.detach().clone().requires_grad_() for t in (q, k, v)), *rest), kwargs)
    return op, qkv, kw, True


#: CPU-only kernel -> what the device runs in its place. ``aten::mkldnn_rnn_layer`` (oneDNN's LSTM
#: layer) has none here: the LSTM it is a layer of splits into layers and directions around it.
EQUIVALENTS: dict[str, Equivalent] = {
    "aten::_scaled_dot_product_flash_attention_for_cpu": Equivalent(SDPA, (0,), _sdpa_forward, _sdpa_call),
    "aten::_scaled_dot_product_flash_attention_for_cpu_backward": Equivalent(
        SDPA, (0, 1, 2), _sdpa_backward, _sdpa_backward_call),
}


def lacks_kernel(exc: BaseException, name: str) -> bool:
    """Whether ``exc`` is the dispatcher saying the device has no kernel for op ``name`` at all."""
    hit = _NO_KERNEL.search(str(exc))
    return hit is not None and hit.group("op").split(".")[0] == name


def unjudged_reason(name: str, exc: BaseException) -> str:
    """Why a CPU-only kernel with no known equivalent is left unjudged (never the culprit)."""
    hit = _NO_KERNEL.search(str(exc))
    key = hit.group("key") if hit else "the device's"
    return (f"{name} is a CPU-only kernel (no {key} kernel) and no composite that the device would run in its "
            "place is known (hfcompat/triage/equivalents.py): not judged")


class KernelLog(TorchDispatchMode):
    """The ops the device dispatches while active, each once, in order (views left out).

    ``device_only``: only ops whose tensors are all on a device other than the CPU (no copy between
    host and device), so that the log can be entered around a whole ``run_op``: a lazy stack runs
    some kernels only when the op's outputs are read back."""

    def __init__(self, device_only: bool = False) -> None:
        super().__init__()  # type: ignore[no-untyped-call]  # TorchDispatchMode.__init__ is unannotated
        self.ops: list[str] = []
        self.device_only = device_only

    def __torch_dispatch__(self, func: Any, types: Any, args: tuple[Any, ...] = (), kwargs: Any = None) -> Any:
        try:
            out = func(*args, **(kwargs or {}))
        except Exception:
            self._note(func, (args, kwargs))  # the kernel that raised ends the log
            raise
        self._note(func, (args, kwargs, out))
        return out

    def _note(self, func: Any, tensors: Any) -> None:
        name = op_name(func)[0]
        if getattr(func, "is_view", False) or name in self.ops:
            return
        places = {t.device.type for t in tree_flatten(tensors)[0] if isinstance(t, torch.Tensor)}
        if not self.device_only or (places and "cpu" not in places):
            self.ops.append(name)


def logged(run: Callable[..., tuple[torch.Tensor, ...]], log: KernelLog) -> Callable[..., tuple[torch.Tensor, ...]]:
    """``run`` with the device's ops noted in ``log`` (entered inside the backend's ``run_op``)."""
    def step(*args: Any, **kwargs: Any) -> tuple[torch.Tensor, ...]:
        with log:
            return run(*args, **kwargs)
    return step
