"""Op arguments as JSON: what a one-file repro needs to rebuild an op's inputs.

Tensors keep shape, dtype, strides and, when small, their exact values (base64 of the raw bytes),
so a repro of a numeric mismatch sees the same numbers; larger tensors keep a value range and are
redrawn. Devices become a placeholder that the repro fills with CPU or the backend's device.
The decoder lives in the repro template (:mod:`hfcompat.records.repro_template`), so repros stay standalone;
large values go to a sidecar file there (:mod:`hfcompat.records.repros`).
"""

from __future__ import annotations

import base64
import math
from typing import Any

import torch

MAX_VALUE_BYTES = 256 * 1024  # per tensor: tiny models' activations fit, so repros are exact


def _tensor(t: torch.Tensor, keep_values: bool) -> dict[str, Any]:
    spec: dict[str, Any] = {
        "shape": list(t.shape), "dtype": str(t.dtype).removeprefix("torch."),
        "stride": list(t.stride()) if t.layout == torch.strided else None,
        "requires_grad": bool(t.requires_grad),
    }
    try:
        cpu = t.detach().to("cpu").contiguous()
    except Exception:  # noqa: BLE001  (a device tensor that cannot be read: keep the metadata)
        return spec
    if cpu.numel() and (
        cpu.is_floating_point() or cpu.dtype in (torch.int32, torch.int64, torch.int16, torch.int8, torch.uint8)
    ):
        finite = cpu[torch.isfinite(cpu)] if cpu.is_floating_point() else cpu
        if finite.numel():
            spec["min"], spec["max"] = float(finite.min()), float(finite.max())
    nbytes = cpu.numel() * cpu.element_size()
    if keep_values and nbytes <= MAX_VALUE_BYTES:
        spec["values"] = base64.b64encode(cpu.reshape(-1).view(torch.uint8).numpy().tobytes()).decode()
    return spec


def encode(value: Any, keep_values: bool = True) -> Any:
    """A JSON-able description of an op argument (recursively for lists, tuples and dicts)."""
    if isinstance(value, torch.Tensor):
        return {"__tensor__": _tensor(value, keep_values)}
    if isinstance(value, torch.device):
        return {"__device__": True}
    if isinstance(value, torch.dtype):
        return {"__dtype__": str(value).removeprefix("torch.")}
    if isinstance(value, (torch.memory_format, torch.layout)):
        return {"__torch__": str(value).removeprefix("torch.")}
    if isinstance(value, float) and not math.isfinite(value):
        return {"__float__": str(value)}
    if isinstance(value, (list, tuple)):
        return {"__list__" if isinstance(value, list) else "__tuple__": [encode(v, keep_values) for v in value]}
    if isinstance(value, dict):
        return {"__dict__": {str(k): encode(v, keep_values) for k, v in value.items()}}
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, torch.SymInt):
        return encode(int(value), keep_values)
    if isinstance(value, torch.SymFloat):
        return encode(float(value), keep_values)
    if isinstance(value, torch.SymBool):  # float() of a SymBool raises: it is a bool
        return encode(bool(value), keep_values)
    return {"__repr__": repr(value)}


def describe(args: Any) -> str:
    """A short human form of encoded arguments: ``(f32[2, 4, 16, 8], -4095, None)``."""
    def one(v: Any) -> str:
        if isinstance(v, dict) and "__tensor__" in v:
            t = v["__tensor__"]
            return f"{t['dtype']}{t['shape']}"
        if isinstance(v, dict) and ("__list__" in v or "__tuple__" in v):
            return "[" + ", ".join(one(x) for x in next(iter(v.values()))) + "]"
        if isinstance(v, dict):
            return str(next(iter(v.values())))
        return repr(v)
    return "(" + ", ".join(one(v) for v in args) + ")"
