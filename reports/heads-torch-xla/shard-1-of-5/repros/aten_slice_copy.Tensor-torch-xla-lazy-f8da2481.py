#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:mistral:MistralForSequenceClassification|torch-xla|lazy|float32|infer|short; the forward pass failed there: Value out of range (expected to be in range of [-16, 15], but got -4095)
Run it alone:  python aten_slice_copy.Tensor-torch-xla-lazy-f8da2481.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 16, 8], "dtype": "float32", "stride": [256, 128, 8, 1], "requires_grad": false, "min": -3.204390525817871, "max": 2.9682791233062744, "values": "mXaBP8kIEb+ByaI9jbtZv/2Yn74Tnf0/qyonv8hKmz+H16G/M9bePv3wRr9u9CO+fjWQv8KcCUCQxwC/+bQYv+92+T65oF2+DqjNv+ZhPL+63ay/FCz5P+et0b8EqwZAU9iwv8DoNT52mZw/kujvPkEeBUDintY/kEzfP9jQHj90oJU/65HAPorlM7/UCzk/o3PmvkIS3b8PP4M/sBDiv/D8R70afuC++d46wDgmW77PHqc/HSPOv85vd79WqwC/4XrXvzAGXj2QESI/J6IAv35CAMAyO7o/9cVGv38Aoz/SgnY/GbB0PmMfnD9IRb6+SF3dvlSj3L4wIApAhlN/vs8dxL9eV6w+z9F1v9rF0z4O/e4+3k8XvwakYL+UnSA/5eaNPyZCtr4ATN2++w9Av4mKt79PXRy/8EEiP+qO4D/G86E/3wvGvwQ+vL+Mr0C/f7UtPwa6mT+TceG/d0kGQE6Ubr82O6O+CENWPyZmZz8iK9Q/KrTBP6oadb8zymk/RXBgvtS8Iz8x/TI/+iUrPywdBD5b2Qw/eKBqv8zMWj92SLc/2R6eP3iwj7+SQQ0/O3i0voKd7L0fN2W/auVJv0oVtL/kz0S/ptLqPzAOU74QHkw/VJp4vobmOT+SE8M/YAlMvZjLv7/evYA/aRTsPgXHH0Dv7EU/q3DwP2g+ID+gJBs/d8m3v9FpIr/DkNc/ELPCvzs9zD/e+sI+f8Kxvgh2p7875I8/E5sKwGAA+z68l2+/etApv55kkr4Kp46+SXPHP8D3u7tQDg6/8lkwPswTE0C0VhNAgrDFvxNTfL/VRuq/kEeNPqV5yr/yZmu+ZhTyPrHTXL7cCI6/ORa8voB+dD8Cyu4+3Yuxv4iZyz+cuA8/6w2Vvzg7nj0WXZg/jV2mvrQe3b41QTy+F0Qjvi1r2z/EsTg/MuZBP9cpvz5c6Jq/UOwIPxlTyT4H3w3AEWIzP3IwRj+N9Os/fkCUvQE2+L966sY/of4AQKEGs78GHNM/BJeIPm3XNT6gEnG9dc6Iv2GUrr5j/mY+TTUrwKl6FD/WEqS/Ehv4PSQ7Gj9EeWm+Rf2Dv7CAo7vqdTM/MnYRQICiljzagGI/N2Kzv64FIMBx5tO/iwLcvoVrOD5Ah5o/58bMP7+7yr+59nu/4kEQwF1h8L4CA4e/M8bFPhrdlb8kUPM+TLBxv/M2/r4snL6++LOMP8QzJ8BCxgO/ph3nv7yrkb/2i7O+RTXAvyBw0T2keIC/FBtRP+feQD8+SQBAtrcXwDS8ez9PYG4/VBb5PhaVcD9wHhvAXttBv2poV7+o+P8/BSzePvFJaL7SOKW/eRqaPg4EuL8H32a+ycawP3hWNz5+QKW/U3y9vslB4j6nQsK95A+vP9wov77iZXW/w5H3vt9TBEAAqHy+D/9Fv5yg+T6j7Rk/oRZAvVxeTz9lIEg+AEihP2VwgL57TAdA00h0vgj10L/qAwXAgXI5P2pdVz9f2OK+Nn2DP67qH8ASA58/p5DOvpGvg74RUCi/9BUuvqRgfj72Th0/yZSPv44xrz6dDx4/Wfb/vrRXF0D9I7U/hPlJv1choz/w60O+9Jp5PRJK3r5/EYS/BBBWPyo22j6GXsq/j7wJQNq3cb9AttM9L4g6P354GkAg7qI+vxijvzaAdD8n6G2/1dtGPxgEu71XDCQ/mPUAv4j1H8BX/rk/hiRFvwPwoj/eEIE/ALGRP/7r2b6pEPm+cldRP89Qgr6vfQ2/5oAKPkn4PUB48hq+T6qOP2bFE8ALf6q//q/xvSD4GUBTRu2++BgOvWKswr8DpK2+j7PFv5n3XT+edxNAA48tPjoHxj8TrO2/BB6Kv/RAij8aXO0+U7PVv9/WpT94Ges/NcUfP1Pt9D/hUI0/Nkq4vi7VAkCADku/octxP2BQAMC09vM8jsTZP1KKgD8GBK6+rNQCQDc+lz/cZoY/tIkAwOZaAj3wspm99PVkP2S5o74j1AJAKnsEQB6Qkj+/vwDAaboKPfUl5L+ajUY/kGqZvpHTAkCOE4c/fUKdP33yAMDkGRM9DrnBvkEjrj9AeQFAAROzvxQdIUAyDky/GikUPSP3SL3CZfk/hssKvW3txz9Q75Q/BGKQP9R8FL+2L0vAOg3fu9/f2j6aHZ2/HkWNP5Wyub6+5pw/OOkZPxBsvz9038A/dmHLPqGWeb84d2O/ITKqvrwUTcCF11+/Zl20P9XvQT9HBZI/YJEtP9Qo3D5U4Q3AhxBPP0cJJz/K5uo/ACyLvadaqb6sU4E9l/XjPgrvrL+EMJ0/JCgBv9BfH0CUCzi+/rm2PpYZ/z94Les9GrMIvbAsXD46ycM/+uO9PnODjz93K5+/AujoPmLgvz7S3Q3Ajscjv17eUj9gcuw/r8qYvXpheb80k5K/AcodQCNiub8x+eE/IBuRvxBmEL+RqV4/hXpUP6Spwj8IndC/2kk0v1Yan71WQqk+p54PwGY+ur9yb8K+kj04v+nRpL/07I8/xLocP9NZfL9uPS8/tcm5PxVPTr7dorE+GXq+v55iaL7YlvC/KGBDPdXCnb+7Bb2+UvcqPzQ6qD5MUIg/CXQgvjAykD94dhTAXsV8Pg4SWz/bTBa/yfoOP6r9hz9YVCG+SteVPyqfEcDl1IM+wgdbP8uwpr+9akg/jqeHP5w0Ir5CyA0+YVMNwLxDiT5o/Vo/+/NRvxDafz/4TYc/1hQjvoywgr8ZngfADq+OPv/yWj8="}}, 2, -4095, 9223372036854775807]')
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
