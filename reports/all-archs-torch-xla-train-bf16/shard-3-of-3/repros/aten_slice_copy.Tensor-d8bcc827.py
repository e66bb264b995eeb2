#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:muse_spark|torch-xla|lazy|bfloat16|train|short; the forward pass failed there: Value out of range (expected to be in range of [-24, 23], but got -2047)
Run it alone:  python aten_slice_copy.Tensor-d8bcc827.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 24, 8], "dtype": "bfloat16", "stride": [384, 192, 8, 1], "requires_grad": false, "min": -2.59375, "max": 2.484375, "values": "lD8Hvzo/zD7rvhRAer6xPkw/br+KPwS/K76gv60/pT/+P8m+S7+YvqE+jb9rv4Q/Nz/ivhnARL8Sv72+DD/3vtC87j/RvS+/bL+4v3Y/5L4OPu69OD2YP9k/yD+Kv12+xr8Sv0g/rz+2vqq/Eb5yP1Y/B8CCPra+nr/jvqw+Z78+Prk/vL9BP1+/tr9YPhS/mj/AvtC9BD+yvzQ/77/nPhi/SL1Jv5i+9D+Wv22/hD80v7g/ab/iPvG/zj4hPxI/nj9uPw2/Pr9SP9A+579PP+I+vj/8vp8+AUAKP1e/3r4wvxK/7L7jPYi/cj4OwHk/Qj9SPvS8Ir/Qv8Q+879DPze/hD8Nvjk/D8BjPwe8Tr7bP2s/mj8lv24/VT87vwW/tj/hP9o9TD7EPl2/s7/Xvb69Lj9ePsq+kb6UvxPAUz+0P+e/sD5xPGk/rL9Gvqy7nz+cvRI/BD+Rv24/9r84PuQ/nz8XPw0+h77DPyo/ab5QP5K9GsBEv9g+Er/2Pve+1r4IwAq+yb8GvvC+i74yP9g/qD3kPxA/UT9WP72+uD5wvRq/Hj8yvw7AMT9nPzi/o7/IPoE+qTuwPtw/4D+dvZo+Db+9vou/iD/fvy0/pb84PyG/OT8LPgVAHj+kv74+aL+RPqS/17+DP2i/TD5av9y9jb+4v2g/hz99vwS/nz+/vvy9278Pv8q9xb+mP0S/bD+4vdC+rL+KPua/rz9nvQ5ASL8cPzK/iD74Pmk/OL+qvoc/aL6jPwG/qj/iv329aL13P4M/N79evwlAXT6IPss++D2QP1U/cL8OQJA6gr4wvhg/7D9Hv1Y+tj8nPp4/EL/QP6c/3b4JP7w/xj5BP5Q/Lr83P5c+8z9WP729kb9gPzw+3T/VP/w96D5YPzw/CcBEv3W+Cb+MP2O/Fb/ivku+ID4BQAG/+b7oP4K+cD4MPzA/qL9rv5k/4r6lv5Y/2L8sP1Y/Xj/Kvx8/rL73voK+IL95PYm/vD+OPu0/Wr9Vv2a/UD6sO4O/xD/hP529PL4KwIQ+tr6+v/U9qz5nvyU+Tb8kPxU/lT43v9g/4z8avqE/uz+dv5C/Pr6Evx8/GkAtPwy+vT6APAE/Bb+AP6I+Kr9IP68/xj+kvxO+cj/Uvuw+IMClPh0/5L4qvwK/xLyzP7Y/jL8EPtc/gD0lPQi/BL9IP68/vr+tvxC+cj8IPwq/BD/XP0u/ZL/Zv0K+6L4xvg4/jT+dv8M++r9iP1i/nr8Zv7Q+Mr9SvwPA/j2fP9w/VL6IP6C/4DxSv3m+Hr/ePkC8PL9hP4q+EMB8P4A70D1UvWM/0D+wP52/ib9tvwA/876Gvsc/Nb60vgHAlL9WPsq+tb4avzw+EsBfP0E+tD/4Phc+dD/nv5o+nT+LvgzAFb/wPVW/m79GP0M+CT+AvKU+qr/FPuw/gz+QP1q/Hb4awES/rz4Ov/0+977UveY/k790P1Q/ej8zvXK/QL/hP5O/dD+5PoY/Or1yvza/3D+Tv3Q/4L6OP0C9cr9gvNY/k790P1a/lj9HvXK/HD+pv7m/aD9dPyu/AL+fPzA9zr2SPze/jj4aP94+F8C2Pwe/mD/BPm2/5r9svrq8gj1ivyk/Lb8vv72/1j9wP6g/XD6kv9e/zD5sv1A+Wr9Mv9i/tL8ovyS+3L4jP5y/Xz81PzS/7z5CvgnAkj6WP62/oj6kv9e/VL5kv0o+Wr86vxi/iD6QvCbAhD2UvuS+G0Dwvso+W7/6vi+/Cb8OvrI/oL/rvpi9wj+JPy2/Hr8wv/a+VD8YPss/vD97v3u/kb+DP78/uL8AvXo/+D7bvoA7Ab+VP7s/nD4BQGm+eL6cPrC/wL7DP52/nD8XvUG/MD4HPx8/bb/LPh9AcL53vgK/3D/vPrW/qD5qv0u/gb/PvRm/3b+evim/1L9Jv1+/7L8HP9C+A7/Lv8Q+O79RP6k/KL9aPqw7GD3SP+E/nb3jPsA8jj+HPxA/mj8hP+q/br7AvI4/hz8sP5k/Ij/qvzG/kL2OP4c/LT6YPyI/6r8Ev/C9jj+HP/y+mD8iP+q/"}}, 2, -2047, 9223372036854775807]')
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
