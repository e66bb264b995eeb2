#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:olmo3|torch-xla|lazy|bfloat16|train|short; the forward pass failed there: Value out of range (expected to be in range of [-16, 15], but got -4095)
Run it alone:  python aten_slice_copy.Tensor-a1487102.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 4, 16, 8], "dtype": "bfloat16", "stride": [512, 128, 8, 1], "requires_grad": false, "min": -3.328125, "max": 2.765625, "values": "tL7iP/E9Az95P4y+X78oP1Q8ET4uvZe/YL/jv3k/3b87Phi/tT+6PoK9dr7NvwW/G78iwGU9Vb/fPlg+qT+Jv+O+5D8qPp0/Jj6EP4i/kr4XP3a/a7+TPwq+674Mv4G/mL+qv0Q/GT6vvoi/Zz7VPwPA1T6pvRW/I8DDPqY/Pz+Wv2s6lL6LPzG/Hb3DP4Q/G0BkPwi//76Cv7U+0T6EvxU9/b63P7o+Qz7Qvsu/Bb/uv/k/tb6bPq+/JL/Cvyo/w7/Nvpo+cr8aPrE9qD/cvm2+GT+gPi++JT3vPr6+Lr/pvri/SD6pv3g9xD+SPpc/jr4XwAk9Vb8xP2m/qT+Jv9g/6L/SPc++G0CMP8S+OD8RP94+GT+ePyC/Tr6zv5G+778OP6O/c74Qv0E+mj+mvxs/vT8Ivz0+/D+UP1i/iL9rP7a8GD+Nv5U+2T4IPoG/mT0xQFG/+b4UvuS/Cj/0PaU/Az4HPwy/Fz8hP5w+FkCTv4K+ib9DP5c+V79fPQ1Avj+TPvm+Bz7VPhpA3T+3vxu/Az99PzY/8r2mP4g/D0BUP/I+pb9yvuK/sD6YP6a/iT8ZPHo/7L8hvyQ//j6mPzu/rb7bPug/gr+SP5c/Mb+Tv6E/ub2Jvti+zb45P/I/EUAdvvI+6z6Xv4q8zT4AwMg/Uj8Evz4+qz/YP1q/iL8ivh++BsAMvyc/lj6OP8I+UD83Psg/O7++vwvAbb84P8U8Lj9nP/0/pz+xPjQ/oL8Vv7C+/T6Hv4E+Wb9mPmE/9r6lv8Y/6b9xPLC/kb8Qv4G+RD9hPjA+AsArv2M/Dz+mPwu/v78nP3M8fT9ZPgbAZz8oPmE/6T4mvqo+KL/Zvqu/kD3kvA6/v71Zv7Y+or+Bvku/oL+mvw/A6r6/PxW/pr8MP2U//T8rvgg/Nj+gv6a+Cb8dP4g+q7+QPmm/ujzLPxc+uL88P8E/lz92Pwg/tz/qPuO+cz4Sv/6+1z99P8u/y7+tPwU/Wr6ZP5s/EL+3vnc9+z6Hvwc/ar9vPmE/jD+qPxO/G7+9PYq/PL/0Pps/br7LP5u+jT+MuzU/hT0gvt6+Ez2KP22/I78bwJk9Qr5wvn8+jD/cP7I/mD8wP1y/mD+Jv2u/Ij+hvxc+/D8HvYY9WD9YP2W/mz+6PgvAFb+4Prm/gT6Iv6k/kr1Svja/O79cP6k+TT9Sv/W/Ar8pvwA/t78mP46/977Pv8M+RT7kvNS+Wz4BPbW+9T7rPnA/Z76BPYo/oLw8vxvAmj2Pv9C/nr+OPlW/Ez+Kv46+kr8Sv2K/Pb8OP74/vD9Mv9i/vD6nPxVA0T9vv3O/rr8BPwE/uj4zvYy/Cb5UP989Qz9Rv2o+jD/GP5M/mT8wP07AAD+PvRW/FL+FPqY/Pz+XPwFAkL63P5o/Fb/WPvQ+JT/cP5++pj8Ov+W+NsCIvhc/4r/kv1e/iL5dP6w/Lj89PrS/RD8aPp0/dr9kPtU/4z9JPhW/ab/Vvgo/kb9Dv16/kT4Wvv4+uL8KPx0/uz+2vqW/Qz8ZPpi/jr9oPtU/Ej63PjW+9z+cv2y+Ej+OP1A+mr/vPrq/sD24P3M+hT/aPkG/5z9nPfe+Vr8UvxI/sL4ewCg9Vb8pvwy/qT+JvwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACAAAAAAAAAAAAAAAAAAAAsv+6+ib9DP3o/P7+FPQ1AJr+1v7K9HL8/P88+Nz8hP+8+SD/8PYg/hz8dwNs/h78BQBM/ET9BP8W+vT89P6E+hzozPgg/DL+1vx4/nD4WQFK/7L0aP24+lj0XPro+BL/0vYu/ED+rP/w+bD+1vtA+Sz7VPQc/DL+zPyM/nT4WQM2+5T9PvzG/oj4IwNA/qz9/vwE9NL8yPwc/rz/dP40/RLy8PVu/Nj8IwHc/fz+ZvwLAiD8Gvz4+oD7FP1m/iL8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAAAAEz97Pl8/6T43v44+Kr/ZvoG9Mb6Kvw2/HT+aPhbAIL83vn2+DD5jP5y+mz4xPwU+AL9HPNy/vr6Ovua/az+QPwe/776/vyc/mL+EP10+BsAOPwHAVcCnvqQ/sL0Uvxi+H8AhPr8+77+Yv8286L+fPjA/FL+/vyc/jT94P1c+BsAbP9s+UD+KPq8/nD/avpq/jb/Tv/i+Iz7gv54/yz4GvZ0+wD90PgNA076SPpE/6b8pvp69+z6Hvx2/ar9sPmE/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAK8a79XP6k+iT8av/a/Ar8OwIc/sb9tv0e+a7+bvvS+dz0hvoU+079OPr++fj4tv4o/r74cP44/DD9sPzU/4z04v+o+ub+BPng/pT+KvVK+gr/4Pqa+FL/Yvqo/yj9gPkG+0D+Bvxi/QD/Bves+sj8UP54+ub+BPoi/qj+WvVK+y71kv0i9Sb7DPsM9zb+mv5A/ab/cPJE/MD61P8C/Xb7DvuS8v76PP6Q/HD/Cv7c91r8jv3E+jD/gvqE/mD8wPwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACAAAAAAAAAAAAAAAAAAAA="}}, 2, -4095, 9223372036854775807]')
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
