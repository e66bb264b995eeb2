#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:muse_glimmer|torch-xla|lazy|bfloat16|train|short; the forward pass failed there: Value out of range (expected to be in range of [-24, 23], but got -2047)
Run it alone:  python aten_slice_copy.Tensor-4b4e09d1.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 24, 8], "dtype": "bfloat16", "stride": [384, 192, 8, 1], "requires_grad": false, "min": -2.546875, "max": 2.53125, "values": "qL98v0Q/nz/KP+e+mL0xP/W+AL/lPtS+ur94P/y/5j6PvvY/ib8yvM0/Fz7vvgc/GEBav9G+zr4kPke/7D4nPwHA9j5qP24/Dr9gP52+Zr+hv6i9aT7kvzo/0L8WPQi+BEAEPxg/vT5IPtw+rD9+P2Q/ir+Hv56/Nb/VP56+Ur5yv3q/BT4wv9a/CT9Xv7A/lL9Bvyi+nj+mP7Y/3T5Tv8a/nj+Dv3i8Ar++Pw2/Bz+UPwo/ZD8NP5e+OL/zP4I/mb8JQEG/ib8AvUS+/L56PYm/2T8pv7S/Nj84P/S+Dj9Iv5A/e78Yv4C/sL7fv1E/G79kv3C+bD+qvrg+DsBWv4U/uz/Evzc+DD9evpm/Tz+GPz2/Xb9VP9S/XD+av568Fr66P/C/KD0Ivo8/Qr83P2s+lz+Pv4K+nr8OP+y/Oz2hv4O/sz7QP4s/BD8BP3Q/uL0jv4A+LL8jP0g91b4jwBe/7D63vkG/uj4iQMC75L5SP4g/+77VvhBA5L69PiU/pL+Rvg6+Wj+ZP9M/jr/Wvpe/qL2evti/gD+Nv5c/2L3sP1u+ij65vui9Gj/wvyk/1z6YvBI/BMCLvT2/Y77PP/U+R794P6U/Wr/jPwg9XT+Ov9I+G7+xP6o/xj+uvgi+Ij+Cv6Q+wj+CP0g/iL+Xvws/qD8aPCg/BED9vly+gj9Xv4s/fD6Dv6s96b+iP5U+8L/oPXu96L8cvlS/mT4dPyC+Fb/WPru+7D+IPu2/KD+cv8g/zb8gP2k/zr4wvZw+LD8BwNG+PD+ZvpM/Ob9rv1S/8L/WvCo/uz+hvpC+g7/pvwA7Gb90v2C+yb9svXI/nL7jvxa/CT74v9q+4b72voc/aL85v7g+A8Atvz+/6r5kP5q/hb4vv1w//78gP7a+xD8dvwC/nDzlP5W/Lr/LvW2/uL9sv4U/Kj9vvpe/j7/Cvmw/mb4lvwBArL9TPyu+QL8ov8w/Tb/QPxq/Or5iPxw/wj6qP/w9pD7gPzi/t79wPi4/Gj8GwLg+lj7Svco/Vz58Poq/nr+Pv/w/b75Jvji+oD1yP3U/cj8DQFA/F7+lvk+/kL+jv5k9k7/Xv+Y+B0AKv6G+9T7OP/G9/bsHvyy/GD8fP74++r+kPqo/fT9pPpi++j/VPRm9mL7Pv5M/CkAIviw/0L5Avbg/ST+ZvnI/8T4UP7w+6j/0Pqw/fj9Av26/vr89P2C/Cr+fv40/tL91P6i9rb+9vx4/lr5OP5g+ET6Ev5a+BL8fvxrABj9MPwo/iL//vuQ/Zr+Kvz8/4r7LPv6/BL9wPze/h791P8Y+lL/pvzC+yD8Cvga+VT/hPpY/vr8sP8i+0L9hv94+hL/zvjw/+D9qv4O+fL84PyQ/pL+Jv2S/qL/KPbS/D7+NPps/qr9Lv6U+gDzqP0S/HL8RP1A/nD2EP+a+FcCLPQ/ATT/0vtO+WL9Sv8c+JT/Zvgk/Rj63Pwc/zz+vP1w/LL++PjY+tz+MvdQ/rj9dP5y+TD4qPrc/G7/YP68/XT+yPhA9HD63Pxa/2j+uP14/4T8wP7q7Kj+ZP52/Xb6BP4C/tb86Pki/8D/wPMO+Tj+bP86+2725v8O/ej6fPxW//74mv22+n78dPwTAdz/OPio/WL+ZPsI/gL94P4m/l7/Qvge/1r4lv8s/8j9qPxw+Wj+Jv76+Oz9EP44/7D8FvwS/i7+oPsI/iz8uP4e/l7+wv4S9sL+Xv5q/hL9sPQy/MD/cv5I/7D2fvzG/Pj9Qv/I//D6ePZI/BL7UP6W+YD4HQMC/UL4Vvyk+X78/vsQ+vD6ov8u+Nb4EQJq//75fPe6/xr+sPuO+gD6Lv0W/wr2yv5u+kL54P2I/JD0wP/c/FL0bv8i/Nr/4voW/YD/OvxA/gD+tP4e/uL92vxw9Xz8Jv5e+7L1pvoS/pD/+P3O/BMDYP8g9Jr6AvFM/Tjzlvtm+PD8ZPwbAaL2gOwK+yz9Pv6a/Pb/KP4m/HL9kPYe/7D6dvz6/yj+hvz2/RD2Hv6c/k78+v8o/lb5bvyg9h79yP4i/Pr/KP3M/d78IPYa/"}}, 2, -2047, 9223372036854775807]')
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
