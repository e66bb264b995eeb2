#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:muse_glimmer_text|torch-xla|lazy|float32|train|short; the forward pass failed there: Value out of range (expected to be in range of [-16, 15], but got -2047)
Run it alone:  python aten_slice_copy.Tensor-torch-xla-lazy-b02c8af2.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 16, 8], "dtype": "float32", "stride": [256, 128, 8, 1], "requires_grad": false, "min": -2.466681480407715, "max": 2.589609146118164, "values": "V5rVvv7EBUCq6g8+cA8bP++hkj/BJqW+fCyDv670Rj8AYE080tByPsBuTr1qXoy/sxxQv7WR0b+xDWY/GvnNv3DFYD4zRy+/eJjfPzRD4j55tZm9uj3CvvPg9b/5PyG/StUGvzlNDMA4QJo8Upg4v2d/wj5mOmu+3+OTP7UFbr/5auy+yJnGP3T3WT5Rr6Y/EhMqPkpswj+BQI2/oPaVvjUQQD+Ed3u/va+RvzTcuj/w2zS+ng5tv1zcPb/BQaK/9wGZvy1oW79A+UA/sGQTPi2csb6Tbr6/Hi+LPhy11z9YtMi/zPkpPiR2+73/5ei++0T6v+VezT73d30/tooSP8JApr/dkrA8vIfgvoy7mT9B00S/CxoBvdg31D/Q/ZM/Dr8NQIpYBD8T8AO/bKrlvoUobL9FrTQ/IIarPv/Dcr9QVC09JcpRvp+H8j/T1eQ+xo9pPsBmQb9HOeO/9lYgv8T8vr/vzcM/cS8uvqy0cj6U/Iu/io0XP7qXnb9b8Ag/5bHtv4LT276AKk0+Jv6Sv2wxPj4ujIG+GmDPP9epCL/MKgy/nvYiPnYGWT9DM8e+GjPxPZaW6j/IMk+/QEzVv+aT7L7EZgfAZhQkPvo2rL8DH2w9dCjwvXuCnj4jXpU/w2R2vg6MFL+Q+/S9u7k1v2FpGj8KGAjAeB2TP2M4cL+ukaM/hDWvvxOGmT14Bp2+aAbqP/gZUj8EDpW+BHkKP3JDOT+vaBE/FCxIP1zyyj9yEU2/7m5ovnAo5b/ol7i+OYzhv3iI/z4QX52/CCBjvvbzCL9Ww3c+mGaOPzvpnL/MAAw/7kyNP5XS6r6P3S4+ttTiP/TGoT9hRES/JCx1v/KKrD+EEj++5lxcP2lHzb+He9w+D5AYPwZRZj6xvb+/F7mDPSi8JUCpOy+/CY/Lvr8r8r0K9C+/VcPRPsV1wT3d/J4/zDfdvf37+z6ZkAu/07kRPzL/HD81UKM+kJcQQEEkjL8IKuk9m/+Dv/JTNz/ZtY0+VrpUv2gPFLwG7gZAKVaSPxthML9y4e2+6H/aPWfLoT4K0Nw/BKimPyBhjb9CDAy/mD5wvq0yTz9aNB8/tnvbvRy3nT9894E/crAAQEUhST8xVDI+eD+ov10TWb4nL9W/A88GP3legT8XIp2/fCSHP3+DyL51vGk/wVbqv8B7Hr/0lf4+JlAUP/XpoD93CTe/Ck2Av5NCmD448OQ/lB5+vzFMFz/IG5k/rhgov/+Rl78bw5k/+l02vgCAm76pJt++JXMrP0J/Oz9gWPs/1I/1P+Obj73xE7c+RTzSPkQ2gL9mINm9cgnGPmU92L9MyLQ/oSlHv4wkur7xnjo+6dmZP51Rvj9H6VC/VKF0vxzeHcBFTsU+ywlavVbX5r45RuO+pKZMPt4Lfz94WhM/YrWIP4hd7T8NOIS+XvSkP/Lciz8yX9K+ZTrCPmz83D6W1/k+qIWrP+rQTb4+SXw/LtvXvgK9ML6L1grA1nRPvkE6BD8hDtS/IKzLvyTaPL/cTG++VGDpPlQFkj/LLRc/dGM6PoVZkb+nU0I/JtgWPoKbnT9c16S/EnCDPpGr1z/Wjfg/sOW3PA90Fr/PlH6/xtvovr9OHz/c2aG/HWlWv+dEgL9kxZ89Kw1Svn4fED+RltW/VigzP7TcMj9EyNg/Vjq1vrJJNL+gREA/56oRPgi+mL/Bbsi/WAmPPs251z867Bs+rLjoPjD8a75PUQNAmICmv+zxBL2WIxk/fHSaP3s3WD6yIPO/99L1Po9zyL+PRrM9L6AbP4GJlT5GVow/NpcCP4x5G765Sg1ADNx3PfreE79FGqu/4O8Av6uQLj8AMZm+yGeuv3yolr1Xrza/SowTvzLH3b8YnJM/zX1vv62Xn79qtjK/guFqv36jO74o1ac/FD9MP3xiuD+DsU4/WXTjv9o1Rr+Jjm6/IHc8vsZyrr5xYjk/ezO3P3qlTj9MZCy/S7pXv3I1cr+7Sj2+yPXWv6CrJD/J/7U/ZZlOP5JPhj/vFme/K9Z1v0MePr6+rLy/mE8OP2/HtD9BjU4/WsEkv62A5b6PwYO/9hk7P2qPbT+0ejW/X0GBPQybBkAqbV+/T0H4v6BeAb4eVVG/ePR/P5gU2T5XiHM/LVpXP77luj5APFc/aKCRPVZ6VT/YwVM/hFXov43Eqz94EVO/rDH+P39jkj5OHwk/AS8+P4gqxL5N4sM/y/89P42znj4AFDw6iNyCPDIz/z5oaAq/iuOuv2tcHz/FPZ4+WqkQQPkN8L8rC7W+RnqsP7t+CT+mYSk+0Kx3PuPZYj8af5a/1L0ivvpH4b9as0I/J4HfPwsLJT9vgBo/O+3XvpRSCj8Yt0Q+IcAsvrBW+j6mJAy/zyatP7BzGT8w06U+nY4QQDFnnb6U5/4/aZc0v2P1Cb8rHHs+xXNGv5y2mT9mD4M/ts16v7jkMb/1ZlG/hxIrP9EJBD9nSZM/jGPRP/HHij/Ab0K8m4PpvkHLYL820C0/FKn+v0xkSD+sWVw/P/2Ovy6a6r/M2gy+yrPKvo60Nj7GApE+8xLWP7QFTb+Z0HS/7fnJPu9SkT9jI5s98QqJviAcN78kpmy+XVEbv0K0FkBQpVA/F42TP0KOpz2RP4q+KExfvWzN7r27HRu/2q8WQGzz+D7UTZQ/8/SzPSh0i75kByg/AOt1uiLmGr9pqxZAKEaUvjqTkz/sVsA9taiMvmKHQz/D+uo9kaoav+6mFkA="}}, 2, -2047, 9223372036854775807]')
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
