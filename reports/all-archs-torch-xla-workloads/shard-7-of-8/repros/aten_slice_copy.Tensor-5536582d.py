#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:diffusion_gemma|torch-xla|lazy|float32|train|short; the forward pass failed there: Value out of range (expected to be in range of [-16, 15], but got -511)
Run it alone:  python aten_slice_copy.Tensor-5536582d.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 16, 8], "dtype": "float32", "stride": [256, 128, 8, 1], "requires_grad": false, "min": -2.3684775829315186, "max": 2.364478588104248, "values": "ZL82PdAIjb+544e//evZPz/aGr8+prc/prUMv3qaNr6Pbxg/26oBv+U1wT4kG92+za8SQGyqf7/QnBc9HB9mPwMuI75Un7S9dmdGP1KnGz8eNEI/HzLrP1U0oT+ylpq/MkOjP/L1ej9eTqk/1mKePwU5h73U2nI/71JGP/OzSr837cS/GT99Pi+d+z5a7GW/7o4CwMQNLb7Z2d8+bkrBvqw/qb+cQUC/SSY/vjfLIj5WxM6/uGgwv4qFmr+MYoU/gJx+vTQovz8vOF4/cmxwvhtx3r9Sb7W+Vp6Pv4NPPj/g9hQ/MXV7P9auBz8vTRfAEo8Rv52IoL46ugQ9SrwivwdBFj8GDMu/WZOJv0I8JT1opeO+MJmaPoABsT5U+/G/3E6gv3eFbD6hhWE/EB50vmOsj7/XavW+KRMyPphnAECFMzq/jZWwvyABLD89Hx4/IDyJvqrDmz/Wnag/C/aZv6vu7L4iXYw/2skPv3Vp479GsMM/khjDvueOEb9rgw0/AMqkPiQ7nL0kgQI+gKP/v7pG+b7X0qI/tH2Nvtvtsr8Eque/ehHRvpda1b/GkTg/hhENP66wVr8GK70+5GSuPjb9lL8iw9M+ja8SvRaLDLyoZvE/DNzOP7GXzz52b7++IjyFP59pB7+5N5w/QpefP9B3Pb/o86A/C29tPx3jRr8g9iM/GNuQv55uXT/HYBk+ok+Ev6lBhj8tT4C/VdjEv+3sUD9MJVm/COKhP6sgRL9igyY+efAwv9VQ/77uYvU/W26zv44KDr90ZsI/EoQZvmbEar/QtBk+kxbEP37H3b7HQQBA5gWVPm6X476vjRq/5ZCrPoHbvz+JlSA/VcBDv5HdjD9xmk8+ouKKP/vI0b8ASXe/lMpzvzqbMz6h3YA/f69wvxBTnL8vGqy+nBl3P7kART9Sv2w/j/2fv35joD+pN7a/ImMHPwaLnr87Z+4+OOLxvoYHPj7nuZ0/t2m8v7TlFr0wNgc//5G2v9Pxiz8uF/U7tDXxPXIf9L82bGq/lYqSv0D3vj1XK2I+USqOP2MH/b4sGwTAO2YSP/qhQL98JQPAb9iXP2W0A7+0lzS+2YRfvzA+TT7JOnw/GdkRP909jj+gDf2+rxuyP2v2Fb46caC/gz6Wvhj/0j/gYt6+LeIJPRgzZL93XuG/aVK1P/qQpT9JrBg/veViPoeED74kYgQ9dLx1P6cXqT+rT+E+CCcKvwT3bj/rkbu/IBmtvx5OCL66SWi/Kki0vy1/rr/YDHC+fXq9vlyshj/60rW/Cmy7vz9lsT6+9n4+niUsPyjpiDx6jd8/3MW5P89Vgj6Eee8/l1Glv4czBL+AMRi/duNKv159UD98zhE/gJdFvwplhT3BnQw/Te4HPyOVF8DRmk+/j2Jfv+mBm7u/fh6/TLnGv2JLS78Nv/I+RZ2yP/MAkL+ZmTm/8zf4vhJGX78gBI0+oBP9PwjJM77K6sk/s7Zgv/Tub76Uj0+9hjBRP160B7+s96e/Pme9v4PdtD+t6Gc/2ObjPj3OTj+0Nr++ZPTGv9JVsj9Bblg/keZuvlWbRz/63CS/1M+RvzBuPj+I+OK/i/bRPjpQKb/OaYo+7lbhP9Z5Rj7SjIK/gJ+huZcEN784O7G+irXAP6mhpD8Yzp08BNjcvg5RWz/hgcs/HuG2P/q6wj+oFGE/Si9xvh7Dfb/YYlC+EICOvxpAPj/ov2M+GNc1PYQvkr85uga/+cSgPk6uhT+9E28/Vc0EwKbJaj9D3p0/OyqtP6Q2Uz9/Dbc+9DrZP7puTT2qkq6+z55lPygsi78s6bO/AxriPuVqxD4GNk+/gVRVv+IMxL+bSva9APYhOxLXoD8aMZ8/OcGiPwedrj/wv2A/jClIvwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAsES7vNit9T6kMse/5x6LP/R39DzyFoC+Z8Hmv0xgbL8ghz8/3uYCv55TF0DJK7++hUVHv+a/Az/leRE/0kABPz+Vgb4qUrM/bVewPqsPjL81otw9nsAAQHwORr/QEIE7n9AVP3ydxL7MVzy/u3MwvaGvoT/vPGU+whFnv8DcB8DIviY+dCAOP2hbm78+5ew+yNq+P/ZNnT2D3aA/I4i8v+cqfj/MTg0/IA8AwG9IQT2WJTW/RdyVP10eZz//GQa+gCwIQA0d+j6DHWA+u0/Rv0iHlr3KWye/guQLvpOCfD6aRb6+0vcBP8UcoL8jKO8+1gC6vwolcz4FIpw/b1q8vwFypr4pUJc/+xZTP/TCrr6a5po+yc6bP+hjBT6NwAHAK+jOPzRe0b94CI+6nrRBP4ios76MaMe+qZIiPrOUrT+Q0D49/GdDv4kkxj+PQy29NJwDQGA2Nr1Mb8++E+5JPwSEH7/6WF+/mIf8voX7GL8ei/c/3mSgPwH6Fj9A+0S/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="}}, 2, -511, 9223372036854775807]')
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
