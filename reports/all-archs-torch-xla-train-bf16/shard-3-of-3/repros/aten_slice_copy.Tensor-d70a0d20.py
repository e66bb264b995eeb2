#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:cohere2|torch-xla|lazy|bfloat16|train|short; the forward pass failed there: Value out of range (expected to be in range of [-16, 15], but got -4095)
Run it alone:  python aten_slice_copy.Tensor-d70a0d20.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 4, 16, 8], "dtype": "bfloat16", "stride": [512, 128, 8, 1], "requires_grad": false, "min": -4.5625, "max": 3.46875, "values": "SL7oP5g9nT5kP6C+ar8dPwe/PL/MPaS/BL8CwJM//r+hP7y8+T+1P6W9Ob4PwDS/7L5eQNg+kL8EvyU/6D+8v70/1b+tvpY/EL9IP52/sL4uvza/nr+OPuY+m74av4C/n7+fv1M/QD5Xv4S/mT3vP3XAI8C2PgO/Rr+yPuw/iT8sPha/gb8oP58/0j3AP4M/3z8PwNI+nL9gvt29kD6cvyO+oD+tPhhAh70/vg/AOb/3P9i/HL9fvgvA/r/1v1c/jb8DP7Y/h75gv589pj8Dv/O+2j7kPYk+BT4jPo6+E7/JPhM9rz+KvQY+9z9RPos/vD9LQJk/I7wXvxQ/6j+6v74/7r8HPKa+IECaP7G9FD8NvwY+Fj+8P4K/qL7fv46+pb+BPsW/WL8fQKK9jD/Rvzc+DcBQvyc9NMCnP4i/v78nP08/fj9Wvyo/Hj/DPpy/A0AtPyC/Q7+0Pvq/bj9WvVY/Nb4VPya+tT+SP4g/G0Bmvm2/2r8XvqM/ir9WvklAhr8VPqG+Y77gv/E/uz+kv9a+IL95vqM/MT/TP/g/CkB9vai/7b7Yvx9A9j2OP9C/wD5bvy1Akz2dP1c/AT/ZP6i+Zj7wv4Y/nb+5P/E/fL+dv78+hT6qveQ9ZL/ePto/iT1tv8y+8j4LwB6+Ej/6v4O/+r+ovj2/PMB2P4a/wb+JvsG9DMDZvvg+az5cPwc/Db8yv/o/M7/RvyHAer9DP9W/vT+RPzxAAL8NP8o/D8A4vzI/hD+Wv3a+kL9yPqE/rr9ZPw5Alb/1vq6/ub8Av48/sb8XvpI+c79lvwg/RD+IPwe/FcC1vti6kT+YvgHA+z5OPzI/oj9gv78+M788v0M+WT4AP7u+uj8mvwU/qr+pP6Q+ZL4GwP4/JL6FP0S+nL/uv6q/N0ALvwM/zD8OwPy+4L+/PVw/4L4TP42/+Lw+PwQ/0b+uv/E/nD8dP2s/VT8DP1W+aL5MvyS/yj9GPx8/Eb+vvqQ/jj/uP3w/1b5xvnk/uz8JP9S9k79jPqE/gT+RPy2/7b4yPoW/cL8qP5Y/uT/2P12+CL9zu2k/e7w+P0y/WT2uPxY/ar9EwMS+DL9qPhm+yT8WwO8/yD+CPzM/K79Sv62/hr/Qv8W8FkCIPjG/yj2WP1K+kz/oPOW/pb7zPv2/Ir+ev68/JL+NPkM/Ub9CP4o/uj8/vxzAab+Xvnm/pb8Sv0M/C7+vv1A+CT/LPm6/g74fPp2+z72JPy4/WT9xv3w/KD9ev0TA0b7Gv4q/fb+gv8+/qz+jv92+rL8oP8s9p787vuE/lj/jviC/m77Gv9I/9z8evzC/pb/IvnO/hjySPgC/1L4iP3M+rb75PsG/2T4jwMk/xj+EP5LAGj9uvR+/QL/OPu0/hz95v0dACb/eP9m+Vb8FPxk/ub+avxC/Uz/Zvia/OcCfvic/xT/Dv9+/nT2IP6w/MT8ev9I/WT+YPFy/gr+hPe8/HT9rv/O9ob/1PzU/rL9svwG/CD8Hvws/77/wPkI/3T+/Ptu/TT+JPlS/hb+VPe8/GL7Pv/q/xz+SPeC+Oz+8P9A+BD+vPwC/mb7UP2I+gD8Yv64/lj8PQHs/EL9Mv00/WMB3v40/9L4Rvxo/6T+6vwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACAAAAAAAAAAAAAAAAAAABHvw2/s798P5k/lb9AvklA1j8svzK9Rb+aPxo/aj9HPw6/gj6KvpE/BL8LwAxAnr8VQHm/Kj6DP54+4D+gPxM+Ar8wvwo/jb64P48/iT8bQCS+kj4NPxg/fb/iPbQ+Fr/HvlG/dL7SP5M+mz8uvxM/Gj8bPxg/172zP5Q/iD8bQLi/cz6/vbC/RT9SwA1A3z+Yv9Q8bL/LvUC+mz/SP4o/ir/Bv7C/174OQKg/mj/HvwpAAD8Yvw6/OcCKP4e/wb8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAAAAZj+SPqw/BT9Zv94+NL87v/s+yj6mv1K/8D7FPj3AR7+JPqG+rb6CPyI8Wz6MPtQ+kr4aPvi/VL9CPgDAID+8P2u/P78XwPc9qzyQP5q+AcAtwAQ/VMATwI8/2j4bv22+CcA+P94/yL//vw2+8b9SPoI/Gz8TwBS/U7yQP5e+AcChv7s/3z6AP5i/oT8fv8i/TT6PP8q+ib7pP+g/zT4XvYk/3b8FwPA/WT+MvuA/J8AVv1G/xz+evRi+kr9oPqE/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAACU9j7+jP64+sz9ZvxzAZb//v0K/0b+pvw9Al7/MvhW/yD56PqE+rb/5PKa+Kb6Uvpo/rD4YPbs/IL+DP8I+6T4RP8U9BMBmvpq/sj8kv44+bj/jPVc9UL+3v7M//j9fPh8+/z/UvqC/OD//vj0/tz8Tv2u89L9Sv5+/rT8kv40+hT8nP6k9e74oPfQ+CcDVv3o/Nr1Wvy8/Pb/BP7a/b74eP4S9vr/LPvS/GT/0vz69Fr4Tv52/ez8ewNY/xz+DPwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACAAAAAAAAAAAAAAAAAAAA="}}, 2, -4095, 9223372036854775807]')
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
