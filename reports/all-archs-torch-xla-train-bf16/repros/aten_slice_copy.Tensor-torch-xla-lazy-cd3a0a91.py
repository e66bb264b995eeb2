#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:flint|torch-xla|lazy|bfloat16|train|short; the forward pass failed there: Value out of range (expected to be in range of [-16, 15], but got -512)
Run it alone:  python aten_slice_copy.Tensor-torch-xla-lazy-cd3a0a91.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 16, 8], "dtype": "bfloat16", "stride": [256, 128, 8, 1], "requires_grad": false, "min": -2.46875, "max": 2.265625, "values": "1b7hPxG/dT+7P1W/7j4vvwQ+rT9FP8S+BUBEvfm+aT8Ivx69GL/LPSi//z0KwME/fb9UvXE+RLy5v1i/8b9HP/s9Lr/CPqu/or5Hvg3AQz+Dvs6+2D6Sv18/NL8JwCs/yb5AP769y74LP8Q/zb+yP4K+7z6lv1c/xz6yvgvADT/3vgK/i7+ZPwFAEL1Ev9O+Or+cPsw/hT8Mv+Q/CL/MPdQ/Qj8avlK+WL9rvz2/y78WvgY/pD/Ev7I89L7dvzQ/QD/YPvS9EUCOvpw/pD4vvy4/Ab5GP3O/jj3APQfAnz9CPoE9Jz5HP4o+Ib8VwJU/57/FPxC/Sj8Hv0g/2r4UP+e/qL69P7w+G7+lvw6/AL0uv4Q/yj/SPhe/rb+Av06/VL7MvqE/kT/wv6I+fT6PPwRAEj6CP4s/kr8gvqS+qz2JP96+rz+fP3O/wD+iPrU9hD7mvrE/oz+yP7s/PD6Mvsm/gr7GP64/pD3gPki+fr91v2q/qj/0Pzm/SD0TPzY9fj3yPpS/ND3yPvy/vD+5Pmc/Yj+eP3Q/LL+Hv0I+xb+LP66/1T9KvVO/Wb9Cv/y+Az8qv7w/hD8xP8w/bD/gvoi/7z9Yv+Y+9D74vak/NT/cvs6/nD/DP1Y/dD6UPki/xr9gv+O/Wj6dv6g+Wr4vvbs/zz+zP9m+mL0XPz6/zD5lP/e/eb83vqW/OL8gPge/jz+Iv4O/A78MvxI/7T8Dv6o+0b8Nv4m/SD/ev8K+CjsWv7q/7r5zvnc/4r+Pv8Y8QL3Svh8+BsAwvuS/p76uPpC/Sr+5vq6/6b+6vrI+PD+PP4e/8rzGv1A9rL+RP8Y+Kr+KvsQ++79YP8y/Ar78vka/I78MPTe+574PwHY/bL8QPqK+ir8kPwnA5j7CPpW/I79ev2K/1T9iv+i9Wj7JvwI/SL4Gv6s+TT8ewCA9Ob+pP8y9ir8VP0A/pb+TPsa/sD0APYu/FT/CP6a/jj7Gv56/Iz6KvxY/ZT+lv4g+xr+1v5M+i78WPw6/ob+EPsa/1j+Lvoq/Qb+KvLk+kj+zP1k/ob67v1S/Jz+Uvs0/kD/sv0u/Qb9uvjU/6D4mPtA/bL9Xv0O/YL3+v3S9uj6oP6Q+k78gO0I9/L8cP4e/jj+DPrU+BMBGv6i/Xr6BP+8+5T/Wv4m+tD78Pt2+ab9Ev9q+17+kPsk9xj+0PsK/ab4HvwPAcD5BP2Q/oD3JvrK/0T+xvz4/Hz6EvwY/Br+Pv5Y/ar8Zvme/IL8Iv4+/378BQLu/BD+vPdo+zr5VvzK/tD65vzs/zbwUv+S+ib/yvyw/s78+P728kLwXv4i/8r/CPqq/QD+uvBA/Ob+Gv/K/iL6fv0M/nbweP1q/hr/yvw=="}}, 2, -512, 9223372036854775807]')
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
