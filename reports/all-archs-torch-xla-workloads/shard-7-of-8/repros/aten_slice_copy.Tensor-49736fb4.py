#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:muse_spark|torch-xla|lazy|float32|generate|short; the generate pass failed there: Value out of range (expected to be in range of [-14, 13], but got -2047)
Run it alone:  python aten_slice_copy.Tensor-49736fb4.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 14, 8], "dtype": "float32", "stride": [224, 112, 8, 1], "requires_grad": false, "min": -2.436281442642212, "max": 2.2993457317352295, "values": "lSjMv5nZND4+uh09vgCYPxdnHT9qcMc/kuaJv5kWXb4/Cqo/7KbeviwhS7+R2Je+DgC/v8iDi78AUmu/ilaEP1962T+lIIS/ap9iP4qMkD8KzJm/BWmJPhIsAj8KFe2+QojUvpjMLr2SdcK+itNXuwaPir/EHjS9CewbwMCtQT9G67o+Q+tzvilrrL9uBI8/mKd1PseatT7wnwPAiu4Tv0r3d77ajFG/SSZtPhZAFz+mGwY+ZNuLv58TFcCLg/a+NiLkvsSLQD3YYaQ/b14KP+grxT9Be0K/XJfXv79YiD4rI44/md64P1NKUL+zviE/jjWwP1xnh7+Jojy/nQ2AvshdEL/ECwbANmfEPhMYPz++uYM/8J1KPnJPl79T7J2+P6D7Pgchkb9P0s0+/UTFP6Hojb/w3xg+6GDNv6XJqb6GR46/n9GZP4Why70HtYw/9uMqvzUep7/y0K+/nH2CPqaYMj+JCDa/eygTQF8Vqb6SX4Q+LCfcvUw/ir+g/xq/mRxqP95UDUAQqOi9/f4vv5TE3T2mnVO/gRF0PxOI474mwqG/7b0SP1bF077CrZ0/2G6mP0iiwb4Mb78/hbwPP9z25L+LiAG/1m86P7FeCz4Z5qQ/lR06P8popb++j70+VCTzvzUpEr9DeB4/aIozv8NslL+yhDg/NxFnP5IXN78uLw/Abei6P2sAAr98hhA+GguzviR4yr7GqyW9lTUNv8zOC72QWNs/IF2fP7HXe78eRSw/Oc20PwU0Zj6NFFu+SGIUPcD1sz1yrX0/APSFP1JZSz66hMY/dweAP5Ubyb8oL969a0yav8GVKD/H5XK9O3gIQLCvfz/tRoS+Q5gyv4ngA8BGbUs++tKHv8jNar8AQ5Y/WhznvbUF374pBtG+/K2ZvvUGzz47w48//4ABP1D5wr+CIdM/vacAP8KZd7+6WAg/R/vMv8DPDb9Aqk6/uNHTv5rXQr/AswW/zbtGv0/R2z/yk2i/dbs9v3Gpfr8uFz+/K4ezvrCvKT3NOrW/kMmfP5im6L7z0GY/x1pGvlaBzD8U6Xo/nqF6vxyZdL8fYkc/gcMlP6aC2T8VLUW+GltLvzrO4D/qFAi/X9VnPuAmjL9Azyy8Bz+/vpN4i7/8YhM+BEHqv4tKKz9ovKS/PE42vXnt0T6KBvo+EvmXvj2NT76ViU6/B2D9P7e12b9iejY/k6j9P7Hekr/yYXQ/CxHdPvkSA79nJCS80z5xv2J6Nj+TqP0/sd6Sv/JhdD8LEd0++RIDv2ckJLzTPnG/Gw+0P0BZfD9j36K/zWKnv6hiDL44MB2/EPowP3KJa79cs0o/TKtwvz3niT94rgO/6b4kvtbhn7+9Xqw/Mx6lP8o6s772dSq/pKOCPoWJDD/XoKi/eEZFPs/wCcBBT04/fGJ0PweXVT9ucFC/RhgfP3hS+L4sGai+2N0MwIQNyj4S7Lc/VQkoPwUEKD9pOl2+wpDgvzAChD6ki6a/+PDevtNmdT8Wdbw/4+ehPssgGL0Ltx0+seVBv3EHA8BZFhs+fO+dP/qKUz6HPNu92fSKvsSx5j+GjDk/+H/Jvx86oL4AzQw7tmE+v32Yyb7grSU/b2eCP0tQQL/lXhHANuSqPsAL879WikY+2fpqP/VtLD89i9c/++HLPohABTt5/YM+OmVjP3K+Wb9RIXs/wdNpP/Yyk7+ZdwE/jpbbv4Ha0j67b5C+6vQIQAgi470XAjC/xmlgvzB/fb9QJnQ/fX7jvvfkHT+SvX4/kuovPiVcs74B+vQ/SjolP6jxpT+LvFi/C70xPz2WVD80ko8/uFeGP+4eNL44hVs/xCYZP+wV6r8LvTE/PZZUPzSSjz+4V4Y/7h40vjiFWz/EJhk/7BXqv50znz9Ic5a/SWIfP53vQj/eKuG/1RfuPQFWWb8bTgY/LhLYPyCFoz3JP+Q/tuQQP/csUj8AE1c/ytu8vsIntz7l2q6+ADWZP6uYij63ikY+U4e2v4gz7D9EaK6+YtJiP2ga8z4QnWw/fevBP9WMGD5YgDW/H0XIPzpvoD+GyJG+AN2FPf9nQD9hcQE+9wu4vwMfAECUluG+g3djP0a8GL96rrS/dCQzvRcmRz+aNHq+wh7QP3W+pz+rT2O/3M7fvmYyJz/HX6A/SCqLP+Qghr18oJa/AI49P63Qvj+DQVA/cPrevuMlxb10pGA/8zOQv7KHCMD1Iik/4SEcPckPYb/AtbE/pQztvoEYJT7rYYq/3fTTv1/zkL94dMq+kNAxv77c1T/D5hO+oFLUPU+juL+gJsy/2F3PvlOIFr9j5VK+7iYWP0SWF77HRr6+D32Lv7qLbz+Cfem/m48rP5y4pL+WRLy+HmPzvrn98L4HtlI/IBMVPw0YEsBV6oo/1uzfvQ=="}}, 2, -2047, 9223372036854775807]')
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
