#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:moshi|torch-xla|lazy|float32|generate|short; the generate pass failed there: Value out of range (expected to be in range of [-6, 5], but got -2999)
Run it alone:  python aten_slice_copy.Tensor-80fafa60.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 4, 6, 8], "dtype": "float32", "stride": [192, 48, 8, 1], "requires_grad": false, "min": -2.6976709365844727, "max": 3.159898042678833, "values": "zcGkv62/3D+lCEc/uGI5P685JD90e+6/L3MDQCvnVr8Qi2s9CQksP0QKlz4GMSA/2COkP0jQXD9Be4m+UM3JP5Cpp79sNI+/Z4hIvzR/gT4Y3Z29kGs0v6zCzT8d4wG8EHu8vtAxWD+WxqM/Ofc5vjLqaz6uHNG/qs6JP6TqFr9GNzy/Ip/Fv4AV0b4+uLo+u6COv+DjHD6pW4m/UCqlv4bCHr+kClm/RJuPPsfr4D61Bli/mvTzP3gU7r9NXqq/5O1fPyqlaL8sd8s/Odlcv9QXhr91OP+9TpvrP2WNVL/4K+s+5FWWvhxaNz808OY/DNsaQCvcNr+fvha/IPoTv2/ipD9SWE0/EXPUvwLUqz/m6Ow/XbJIv7QT977AScU+3mTMPachEsDI5SO/ovlTP8abmr8WAaY+INcJwLVi9z8AgAo5ZKH/vCILvz/GtU+89pUFwKgWrD5ODKC/W5tFv4MnGD9graW81VLEvmAeQb2Q5ba+576pPwSed7+y7hE/FjQFQMhOsz9I/ZY/HKe8P/F79z7AVTI/8tKevhgLG0B0xHe9/c4gP+ys1j8z6Yi/Q67bvvxmDr/N4wE/lkx9v4zbvL4c3v88l8DQPzpyHz80c/a/rScKP/EQlj8Wz889htDYPv9dM79OQaI/8kh+Pvnv5T8Ayke/z2fAvobcqr/OTkK/FO4Ov6EqnT8BFvI/NNQTQFxmXb+AnLy/FxRJv3CoS79jLwM/SEzVvxpr9r/+AU0/KFWVv14pFb8i056/uywoPx1ANL/URiVAz4rUPpohrr95IJY9cXrgv5kYnz+oP8m/PNdUPjNvuD9K6Uq/rFUaPztvmj86uOs+enwWvQkNPEBEQ8O+ybUHwOVwjb++eQk/w90LvzPkHT/XVCe9eCP+vvhDDj+wMPe+4u91PHBCH74UMK4+6UILv0Yejr7BNrQ/ICEQPs1jmj4v4qI+mPTQv+KDkD9P9Ng/fzWZP85giD8+tds+dEhrPwjIoz6vc4C/1P+3P+hKhbuDixZABG3AP4XFvL55ZfS91DKmv5E8nD/VT/u/7nYUviLmDT8EbcA/hcW8vnll9L3UMqa/kTycP9VP+7/udhS+IuYNP2jpi775O7m8Qd5Av7F1Gb/oxku/5Xi0v4UHpr8vRF0+11UAwFgXlr56TzM+UHzvvgjWnz9mGve/xTtKQAwdaL+MDjW/Q8m9v7QH3L7jZbk+Hu2QP0Xt6T4ESYi/IUKlvxpVor82vgw/GzvDv1+Mtj/dJ5y/pKYswOAvCb8cDx69SVz2Pi4xLkBQdtW/qJMwP2JUYT9vrX8/hQ0VP+6Tyr9JXPY+LjEuQFB21b+okzA/YlRhP2+tfz+FDRU/7pPKvxQKoL9y9Rs/ExEVwBIkUz8NzOo+twmlvjn8BsDPLvC9bezAPu1neD9iIHc/D6JbP1CwfD0AA4y/PPFuvHXcB8AJ8vK/BD4UPfXNuz/ZAGm8nlVePxPVqz4x1qO/l5lFv+AG9r5OuRI/6Vx0vpzvdj6Zhl0/BHqtvhcOsT4M+Vm/bxC4PzRroz5Dr7a/k1gRwC3lXj90lHo9DN3Hv42Kjb9vELg/NGujPkOvtr+TWBHALeVeP3SUej0M3ce/jYqNv7LaZD9wGilAmuUiv7wXJMATK+0/pwSwv8fXTr8fa82/BS2NP+XiWj9zdKC/bPvrvrE6gb5ljBU/bqsuPuCQ4j63ohpA9xA4v/ZcmT9o4vE/8seKvj6XPL98t7+/4gtKv6BDPj4WZ9O+M1vKP0IUAkCOsI4/z1HgP23aC7/obqS/k9L0PhmP3j+vkA/AIft0P1hQqz8iBQ++L/7jP+hhvz6T0vQ+GY/eP6+QD8Ah+3Q/WFCrPyIFD74v/uM/6GG/Pr5IIsC8FlW/LTISv0sGzj/caJQ/nCn+vrZxgr9DqmC/S5kWQMZ1sT+k/Km/s6JHv62WWj/iWAs/ILJbP/l8LT/BfwTAnHi5PtO2qz7fG6Q+4dIZvyMOij+YI9g/kiCZP0ACqj4wGEu/Q0OHv5B3Cj+KRhI+O/Q2P3MqoD6xFxa/"}}, 2, -2999, 9223372036854775807]')
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
