#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:deepseek_v4|torch-xla|lazy|float32|infer|short; the forward pass failed there: Value out of range (expected to be in range of [-16, 15], but got -127)
Run it alone:  python aten_slice_copy.Tensor-torch-xla-lazy-b555a4b7.py   (exit 1: the failure reproduced; 0: it did not)
"""
import base64
import json
import math
import sys

import torch

OP, OVERLOAD = 'aten::slice_copy', 'Tensor'
BACKEND, MODE = 'torch-xla', 'lazy'
EXPECTED = 'error'  # "error" or "mismatch"
BACKWARD = False  # True: the op's backward runs too, as where the case failed (its graph held both)
TOL = 0.001
SIDECAR = None  # the file beside this one holding the larger tensors' bytes (None: all inline)
ARGS = json.loads('[{"__tensor__": {"shape": [2, 1, 16, 8], "dtype": "float32", "stride": [128, 128, 8, 1], "requires_grad": false, "min": -2.232278347015381, "max": 2.241223096847534, "values": "5a85PXJ/Gj60t36/KyEIPKRLtr9EBVQ+yB/MPzkWxb/vKTi+mh+3P0a3ZL/ApR0+/hlRP3wHmj94Ug6+amLcv6zY8T+MmBa/ZQOUP5Ybgj4iuZa/6XGGPox0XT+uEjE/t0JOP1YMwD9jU8S9uQ/3vtYePD5HU/I/EpB8v2goBD/Hios/lX6iP1pKRD9IE6K8us4oP4uNP7/YX04/IHvcv3fcPL+m3Q7ACa3DPrN+VT9/1AG/gfd4Pzps9b5SBOS++lZ2v1bj8L9w8rC/XCGuPk4fxj64QEw+M3RCv2QYXD8mhY6++WiZP0V7iL+rC84+2Py+vsuGWr8pygTAIA32PcaoPT8+Lqq/DqaAvhwKrb/ynpc+JqEcP3Jj2r+Q2yW/2W/6vka+nz6cnZa/ZxndP3TYHD9c1OE9EKt9Pzqgsb+s2PE/jJgWv2UDlD+WG4I+IrmWv+lxhj4NaU+/oVVBP9yvIL9pGVS/3YklP4VaJz9tYRU/yINIv3R4nz4zcA9A5j2Nv+EQar8INgA/+RsFQLc5Mz61+bs+80OCv5NS0r4CaYa+hZvHvzaiXb8WK5U/U5s9P1bHyr/ClTK+8eQMP4HPEb/QP9i/ip0VvxtvPL85TOi/sNYpP6rMhj4EE7w+t0JOP1YMwD9jU8S9uQ/3vtYePD5HU/I/ujYOv1AKdz8mhY6++WiZP0V7iL+rC84+2Py+vsuGWr8cHr6/ZRO6PyTHML/jWEG/i9JPv/C2oD93d6u/aDiRv+g0OD4NEqK/tbp9PzORor8tI7k/q90pv2xo6Lzctb2/dVYdv4aJCz9vUbo+wy3OPg8ITr9YNgM/hjWjvyhCg7/YdOU/aGpzP/pWdr9W4/C/cPKwv1whrj5OH8Y+uEBMPteGjD/vcqo+QbAYv50gjz8NbqE98K8vv61jU78Bo/a/2H9vv1rmTb9Ynhi/RLiaP8xek78Qucm/EzSSv6d+mDuheRi/tXJYv/pWdr9W4/C/cPKwv1whrj5OH8Y+uEBMPkQikb9a1jK+CFNUP+ZdnL+Bto0/TYFrv1tHuD9NRgy/1QA8v+f+aT9NJyW/OrQ2v/tYXb6GlXG9P02vP25uvD6J8/G/UJuZvzdXhL+L0C8/rnMrv6lzlT80EaG+G83uv9h/a78aGPE+t0JOP1YMwD9jU8S9uQ/3vtYePD5HU/I/0wG8vlGNhr+JFuI/Fl4tPkUZWD4I/42+3AlDP8fyGr/vw4k/Y2DPP4kW4j8WXi0+RRlYPgj/jb7cCUM/x/Iav/whSL+4+OM/iRbiPxZeLT5FGVg+CP+NvtwJQz/H8hq/xuX1v+fhmz6JFuI/Fl4tPkUZWD4I/42+3AlDP8fyGr/TpqW/GNy5vw=="}}, 2, -127, 9223372036854775807]')
KWARGS = json.loads('{}')


_SIDECAR = {}


def sidecar():
    if not _SIDECAR:
        from pathlib import Path

        from safetensors.torch import load_file

        _SIDECAR.update(load_file(Path(__file__).with_name(SIDECAR)))
    return _SIDECAR


def decode(v, device, gen):
    if isinstance(v, dict):
        if "__tensor__" in v:
            t = v["__tensor__"]
            dtype = getattr(torch, t["dtype"])
            if "sidecar" in t:  # raw bytes in the sidecar, a fresh copy per call (ops may write to it)
                x = sidecar()[t["sidecar"]].clone().view(dtype).reshape(t["shape"])
            elif "values" in t:
                raw = bytearray(base64.b64decode(t["values"]))
                if raw:
                    x = torch.frombuffer(raw, dtype=torch.uint8).view(dtype).reshape(t["shape"])
                else:
                    x = torch.empty(t["shape"], dtype=dtype)
            elif dtype.is_floating_point:
                lo, hi = t.get("min", -1.0), t.get("max", 1.0)
                x = (torch.rand(t["shape"], generator=gen, dtype=torch.float64) * (hi - lo) + lo).to(dtype)
            elif dtype == torch.bool:
                x = torch.rand(t["shape"], generator=gen) > 0.5
            else:
                lo, hi = int(t.get("min", 0)), int(t.get("max", 1))
                x = torch.randint(lo, hi + 1, t["shape"], generator=gen).to(dtype)
            if t.get("stride") and list(x.stride()) != t["stride"] and x.numel():
                x = torch.empty_strided(t["shape"], t["stride"], dtype=dtype).copy_(x)
            return x.requires_grad_(t.get("requires_grad", False) and dtype.is_floating_point)
        if "__device__" in v:
            return torch.device(device)
        if "__dtype__" in v:
            return getattr(torch, v["__dtype__"])
        if "__torch__" in v:
            return getattr(torch, v["__torch__"])
        if "__float__" in v:
            return float(v["__float__"])
        if "__list__" in v:
            return [decode(x, device, gen) for x in v["__list__"]]
        if "__tuple__" in v:
            return tuple(decode(x, device, gen) for x in v["__tuple__"])
        if "__dict__" in v:
            return {k: decode(x, device, gen) for k, x in v["__dict__"].items()}
        raise SystemExit(f"cannot rebuild argument {v}")
    return v


def inputs(device="cpu"):
    gen = torch.Generator().manual_seed(0)
    return decode({"__list__": ARGS}, device, gen), decode({"__dict__": KWARGS}, device, gen)


def tensors(out):
    if isinstance(out, torch.Tensor):
        return [out]
    if isinstance(out, (list, tuple)):
        return [t for o in out for t in tensors(o)]
    return []


def weights(outs):
    """Fixed random weights, the same on every side (drawn in float32 and rounded to bfloat16, which
    every floating dtype holds exactly). Not ones: a norm's output sums to a constant, so the
    gradient of its sum is 0 and a wrong saved statistic would not show."""
    gen = torch.Generator().manual_seed(0)
    return [torch.randn(o.shape, generator=gen).to(torch.bfloat16).to(o.dtype).to(o.device) for o in outs]


def with_backward(func):
    """The op, then its backward: its outputs and, for each input that takes one, the gradient of
    their sum weighted by weights()."""
    def step(*args, **kwargs):
        out = tensors(func(*args, **kwargs))
        outs = [t for t in out if t.requires_grad]
        leaves = [t for t in tensors(list(args) + list(kwargs.values())) if t.requires_grad]
        if not outs or not leaves:
            return out
        grads = torch.autograd.grad(outs, leaves, weights(outs), allow_unused=True)
        return out + [g for g in grads if g is not None]
    return step


def close(dev, ref, ref64):
    if dev.shape != ref.shape or dev.dtype != ref.dtype:
        return False, f"shape/dtype {tuple(dev.shape)} {dev.dtype} vs {tuple(ref.shape)} {ref.dtype}"
    if not ref.is_floating_point():
        return bool(torch.equal(dev, ref)), "exact comparison"
    d, r = dev.double(), ref.double()
    diff = float((d - r).abs().nan_to_num(0).max()) if d.numel() else 0.0
    # The slack is relative to the output's own scale, as in hfcompat's comparator: an absolute
    # tolerance passes any error in small values (a gradient of 1e-5 off by 10x).
    scale = float(r.abs().nan_to_num(0).max()) if r.numel() else 0.0
    if torch.allclose(d, r, rtol=TOL, atol=TOL * scale, equal_nan=True):
        return True, f"max|diff| {diff:.3g}"
    rmse = lambda a, b: math.sqrt(float(((a - b.double()) ** 2).mean()))
    ok = rmse(d, ref64) <= (3.0 if d.numel() < 1000 else 2.0) * rmse(r, ref64) + TOL * scale / 10
    return ok, f"max|diff| {diff:.3g}, rmse vs float64 {rmse(d, ref64):.3g} (CPU {rmse(r, ref64):.3g})"


def main():
    from hfcompat_backend import get_backend

    func = getattr(getattr(getattr(torch.ops, OP.split("::")[0]), OP.split("::")[1]), OVERLOAD)
    if BACKWARD:
        func = with_backward(func)
    args, kwargs = inputs()
    cpu_args, cpu_kwargs = inputs()
    backend = None
    if BACKWARD:  # autograd sizes its per-device queues at the process's first backward: the device comes first
        backend = get_backend(BACKEND)()
        backend.setup(MODE)
    try:
        ref = tensors(func(*cpu_args, **cpu_kwargs))
        cpu_error = None
    except Exception as exc:  # e.g. a dtype the model only uses off-CPU (MoE histc on int32)
        ref, cpu_error = None, f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"
        print(f"{OP} on CPU: error too: {cpu_error}")
    if backend is None:
        backend = get_backend(BACKEND)()
        backend.setup(MODE)
    try:
        dev = tensors(backend.run_op(func, args, kwargs))
    except Exception as exc:  # the device refused or failed the op
        first = str(exc).splitlines()[0] if str(exc) else ""
        print(f"{OP} on {BACKEND}: device error: {type(exc).__name__}: {first}")
        print("REPRODUCED")
        return 1
    if ref is None:
        print("not reproduced: the device runs the op; only the CPU fails")
        return 0
    a64, k64 = inputs()
    to64 = lambda x: x.double() if isinstance(x, torch.Tensor) and x.is_floating_point() else x
    try:
        ref64 = tensors(func(*[to64(a) for a in a64], **{k: to64(v) for k, v in k64.items()}))
    except Exception:
        ref64 = ref
    bad = False
    for i, (d, r, r64) in enumerate(zip(dev, ref, ref64)):
        ok, how = close(d.detach().cpu(), r.detach(), r64.detach().double() if r64.is_floating_point() else r64)
        print(f"output {i}: {'ok' if ok else 'MISMATCH'} ({how})")
        bad = bad or not ok
    if len(dev) != len(ref):
        print(f"output count differs: device {len(dev)}, CPU {len(ref)}")
        bad = True
    print("REPRODUCED" if bad else "not reproduced: the device matches the CPU on this op")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
