#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:gemma3n_text|torch-xla|lazy|float32|train|short; the forward pass failed there: Value out of range (expected to be in range of [-16, 15], but got -511)
Run it alone:  python aten_slice_copy.Tensor-f8fe6ce7.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 16, 8], "dtype": "float32", "stride": [256, 128, 8, 1], "requires_grad": false, "min": -2.0966923236846924, "max": 2.5202555656433105, "values": "y/NCvyaxkr8BzKg+pukyv7j4ZT+7FNs/EGa7vk7goz9Job4+dLgTvzQy8T+p6kG/OOaGv0mMsr/tq6I+/iz+Pmo7O77jMOW/hs8tPZ9ppL7+4qG/PzmVvzwWpb9bQTu+QxOwPwKV7L7vQwM/GOytPnTvKr8Mm/4//1FHv4VXNj8pZtg+BbbTv599iL+Wlp8/piQTv1jkrD98pBG+JaXvPro+oj8EUjG/yhN5v1bDPT5rUWM/PqPoP1bXXD1mV2q/9GqzPpBTlj9ec4e/+bHov/iEP79Snvu+s2iHP+Q0yL4FMw6/ZlNbvZUvTr/f+hY/wqHfv5bYhT5R37c/5SudP7gIeD4aZW2/5i6vP0i+2b67zqk/+/Swv4wDlb9MH/k8/wNiv6IOp79ZkJK/cwMBv5tj/L6QOdQ/QGN2P+U7PL64kaM/lofSvkrbFD6IqKO+AJRMOzUwBsDzH6S/P+E9vj20vj8gJ2e/Zb2jv1dvNb/XuQg/ZIC1P/xkGT/G6tO+NtsVv+LV8r2/mMk/Hp+UPUq5sL4i+GC/QmP3v2F8Or/hy5M/sK2dPq7Owj9VAsW/kvFgv/zl4L5bA0E/MiUYv3r+HT6Hwb+9hj3/PpjrAUAz6bu9dgfzvh/Pgj9l9cK/vnFNP/1dAcC1Lho/m4ipPnaZpr+Uh5Q+QCw2v0tfNz9a/ag/5hPBv07V9j0Y916/Ut+Pvi6MPz9F8Ms/I/c0Pu4cKL9Pwxu/EV61v0jlbD64kZ8/fSfEv6Blcr8t4xS/c1rRv3fT+D/EzLY+Wi7EvoduBD8H4F2/3XTFvg45pb6K9Ya/s0KEPn6Buj/ninS/P4rTv7yEPr/npzw+Ve4uv7iq+T9wxVu9tkdMP3lQrT64NIo9ijPqvxk2lD5QE5I9WKBGv5EykL9654+/eg1ZvatZRj8rxJa/a8+ev4zmk79evto+wk67P15sWD9cf3m/huHpv/Ix1r6uDtg+CcYQv+UAmj9UvQW+ZInRPidf9D4qctc/ZtOuv4Zluj4ocpI/6La6P2xuPT9KbMM/qXGLP0lqdr9cCBm/+Mf+vtlWBj9qbb0/lkWVvtZiMz885JW/ygj4vqRkAz8ma9c/7Lw6v4IzjL7E8Pw/sf7FPmDawr6Gwti/b2lKP3I3tr56yaa+oGflvuzhlb1ixb+/l6n3vsf2yz/beoQ/yrKTvypwHL+zkuA/jI1BP0pdKL4Ao/W/AJUNvooZCD5E+UG/dPYvvg+3/j9YC9e/BClVvmSkqL6Ehek+ukhjP6fEPz431D2+I5FmvpcJrb46UTM/tsyTvtunmT4GSxxAJyeEv8F9wL54ZOO/k4hJP3BXtj8FbXK/2i9Uv57L7Lwr9bY+U9oxv3yGyL+7gwI+tvUzvzktGT8nxXO/yhBwPvWhvj+ho5w/Ib2iPgvMar969xw+41mTP2wouT8xFh0/MChjv8x1yL8aoOS+5JYcv4GEfD9yze09M/6VvzxQnD89QN4/qa4/PzFhjr+NdL4/jbA7vwQmeT84s7G+oNxrvYRab79X/Le/7XpTvyrVhj8wt4S/fMvov4CZ77ssCDe/OxeKPzpYxr4mUpW/Uq47P2F/mL/y3KA/YVd/v/UNYD+6noS/SqUEP1xFIb8floM/BEXIvqrSTT/aVPs+k3J1v/vHAUD2WzA/wqBRP/zamz9HzIi/IqXov3Tt372+VL6+OQyGPyUjyb7Dmwo/eDWoPfYbPr9Bico+IJJUP8Zaqz8feALApHYYvxl6zT5c54e+3kshQBkQlD17wVk/RPrZPpRwL79DSEU+CIpOPTSzxD9SnNy/c+IcP0w2DT/Thl6/t9aEPwlAyD6/wes+mtnfvy/GEj/O/6o+FqO6PwL1hj9aMTy/Hgg3PwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACNMAQPnSer+FD94+Vnf4PuT89D6P43W/1EirPsIDkj9D6fa+h/euPwrVHT59PUq/pRXsv8bQjr+UBmE9wYNGvyBx5T4iUbw/tZQnv9FU7D3ieLO+IsSfP+9V7b8MTIs+7v2jvv9vC0Bzvys/AHv9vuuJnD+sNlU/bbWnPQVkAj+6bOu/eu+sP1yKWj9byXm/jGm+PiZjM7+XW88+OEYQv6AXnT6GFdG/SR5xP42SeT+A63o7/iu0v2scXz/32U8/2imkPCLsHr8NJvq/HKI8P9yjSz7vl2A/fOtMv7fTqz/ZWeI/xbe/Pw1VVz9DWnm/G7Mgv6pTir78X9w+4wURv2N8BT6I0eK/aX9aPyZg2bxEO7E/OkvevtIuSD/fRJe/lKtTvhbfAkAB8RG/WyV6vqs+r744qqC/q2zCPsGTn7++6ve9IYhPv8XCh7/Vj4A/ZOTmvv0N3b8VLjY/3uCcP+ns5D81vjY/Vwa4P6Qic7/bfE2/1ZeqvvykmT634TC/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="}}, 2, -511, 9223372036854775807]')
KWARGS = json.loads('{}')


def decode(v, device, gen):
    if isinstance(v, dict):
        if "__tensor__" in v:
            t = v["__tensor__"]
            dtype = getattr(torch, t["dtype"])
            if "values" in t:
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


def with_backward(func):
    """The op, then its backward: its outputs and the gradient of their sum for each input that takes one."""
    def step(*args, **kwargs):
        out = tensors(func(*args, **kwargs))
        outs = [t for t in out if t.requires_grad]
        leaves = [t for t in tensors(list(args) + list(kwargs.values())) if t.requires_grad]
        if not outs or not leaves:
            return out
        grads = torch.autograd.grad(outs, leaves, [torch.ones_like(o) for o in outs], allow_unused=True)
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
        ok, how = close(d.cpu(), r, r64.double() if r64.is_floating_point() else r64)
        print(f"output {i}: {'ok' if ok else 'MISMATCH'} ({how})")
        bad = bad or not ok
    if len(dev) != len(ref):
        print(f"output count differs: device {len(dev)}, CPU {len(ref)}")
        bad = True
    print("REPRODUCED" if bad else "not reproduced: the device matches the CPU on this op")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
