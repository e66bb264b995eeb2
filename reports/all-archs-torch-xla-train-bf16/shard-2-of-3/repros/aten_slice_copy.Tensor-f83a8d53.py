#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:gemma3n|torch-xla|lazy|bfloat16|train|short; the forward pass failed there: Value out of range (expected to be in range of [-22, 21], but got -511)
Run it alone:  python aten_slice_copy.Tensor-f83a8d53.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 22, 8], "dtype": "bfloat16", "stride": [352, 176, 8, 1], "requires_grad": false, "min": -2.484375, "max": 2.640625, "values": "ur4FQFK+Jr5YP8s/+j7Xuyu/ZT+MP/w+YDzQP9E/C74oP14/Mr62v7W/mD+OP9O+kL78PsM+eT+EP9U/n7+Nvxa/+r6oPsm+U7+bvhlAVT+MPgg+Rj9Xv2O/GcCePm8+sL7fPqq/377yv7q/gr60PPC9M79Nvwu/ND8GQHk/YL8/Pwa/6T+3vwS/pr1Nv3U/qr7SPh6/pD2KP/C/kr+TP6Y/gL6GvrW/Wj+6P4s/2b5Bv98/5r/+vow+wD46v9K+6r+Vv6o+FD+Hvx0/QD9mP7Y+WLzWPQFAvD6UPt2/R79Evgq9iD76P/I+iT7cv2q/Jr/0O2g++T9dPss9379Nv86+cb7GPgBA8L7/Pcy/br/Lv5+/br//vjC/Fb+2v3Y9uL5tP56+7r4MP8s+H8C/Poa/Qz+FP4Q/bj82v7o/Vr+TP5w/hT+3P5o/iT4oP8K+Fz/evxk/fj9mP8A9k7+Kv206Zr8IPYU/fj/gv6c/F78IQEU+F79aP7y+ub+xvhi+gL84v/4+mz+hvxC93D/5viS/f7+BP4q/oz+mvlQ/tj+jviC/2LvWP5S/oL97v2e/yj9nP3K+u7+kv2q+j75av0Q/gj6oPqK/Jb+kP+m//j5cv1K+Mb8KQJW+2L4qv5e/gL9iPmA/3T5JPyg/A8BQP2K/mj6FP2++qT/CP5+/Iz+yP/O+tj6cP1G/C7/hP/S+bj9hvws/DMCwPhK/VT/Gvhe/OL/DPpA/Tr7sPvu/oz/wvXA9xD6jv1C+xr89v+c/Pz7QPtA+k79mvbq/Pb/0P7U+5T5fPoe/oL27vyS//j8ePUk/vT6Ev+Y+nb8gvwJAcD++v8Y9rD6dPyq/wD9Gv5c/Bj+nPyI+tT8gv3+/jz//vqc/wr6Cv8s+Pz55v/c/lT+3P9Q8sr8wv0g/5z6Wvwk/DD9XP42/qT9lv34/sz/APlA/PL8Nvxw/A0CEP1+/Ar4gv9e/iD5sP6e/ob8+P6Y+nL1uPQM/Z74pQN4+MD8Pv8q+D78ePk6/BsAIPbw/y78MPqq/376NP8K/ar67POS9Kj7lP6++kr+CP4U/kD9sPgK/AUBVPps/kL6qPwa/tD8SP6i/376ov7S/ib6wPP8/Vb+5PhU/Mb+CPzw/ZT8cP2y/0z9cP5y/EL9UP2u/xD8cv98/gj/AvXW/Dz4Gv0I/Or/iP1k/eD8uvzg/ib+OvlS/5D+FP5A/W78PP0+/yD+vv32//r5Av2C9sb9+PUY/QL+6v909e76qv7e/Zr94P3I+ir99PkA/z7/4vsQ/yr8VP4a/yr2DP4Q+xr3Zv4i/yL8MP30/Dr5EP5e/i78AAACAAAAAAAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAgACAAAAAAAAAAAAAAAAAV7/cvj2/CUCwPkO+Hr+Zv7K+VL1vvBe/2r+0P8Q/Dr+TP6Y+7z6WPx8/hD/uv58+PL+XPno/97+Fviy/eb+OP2i/Aj+WPqK/276bP+q//z60P7w/PT53vlO/QL0iPuC/wz+FPyS/Hj4APfG/SD8VvnQ/BD6xPqK/mD6nP+i//T4KP/e+mj6RP6K+ND/9v6I/KL53P5e9Rr+3P8W/eb+FP1e/Wj9uPbi/TD+Tv7K/SD+gv6w/cr2Dv0e/lL+Av1A/gLyYPyC8pL+Tv2C/zL8NP8W/0b8iPqo+yL0IvcA/Rr82P5G/uD9Mvew/7z1Vvzi+wDwFwMK+hj5Qv4Y+vr8xv+O/Ej/DPsW+sL24vfK/TT+tvx0+Yj+Mv+u+hb92P7Q/AAAAgAAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAACAAAAAAAAAAAAAAAAAAIAAgAAAAAAAAAAAAAAAAA=="}}, 2, -511, 9223372036854775807]')
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
