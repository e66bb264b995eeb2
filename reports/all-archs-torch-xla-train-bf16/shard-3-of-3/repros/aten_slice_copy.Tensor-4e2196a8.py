#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:modernbert-decoder|torch-xla|lazy|bfloat16|train|short; the forward pass failed there: Value out of range (expected to be in range of [-16, 15], but got -63)
Run it alone:  python aten_slice_copy.Tensor-4e2196a8.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 4, 16, 8], "dtype": "bfloat16", "stride": [512, 128, 8, 1], "requires_grad": false, "min": -2.625, "max": 2.984375, "values": "kr8uvtw+Pj+uv4w/379sv9S/Qz+UP78/xL27PxE/tb8JPRO/j7+vPQRAar9sP6S/Qb8qP46/oj8Vv5s/gD9jPyg/Xr83P0u/Ab/1PhE/xD/FP3C+tj/+Pry/gb+5P0y/h7/LP/k/kL/NP/6/HMCMvqc+6L2Dv6U/zb8DQDa/g78ePZQ/Lz99Pl2/176mv1A+tLwbv00/bT68Ppo/bb6wP/q/0j6Ev0w+ob6Lvzk/0L8OwH69mT+6vRtAHz+ov0m/qj+dv6G/wz+Xvt2/q75CPbe9aT8sQJK+HT5Xviw/XL+MP2I/ir/NPks/qD/ZPvm9Sr89v2e/oD99vo0/YD9fPwe+nb9OvYk9Yr8bPoa+zD87P+0/bz+AP3+/RL9ZPze/8j7iPsK/UL9WvyG/y76nvdU/jr9Qv4W/iT3bv6U/zT5avWA9HT/LvgI/DD9aPpI9kL/lPzA+O79ePpK9lj9gPj9Az76SPxdA2LvxPhK+Uz9FP6e8874KQIG/H0Cxv9W+Er+ZPRK92b5cP8K/Pb8MQP28Mr1Ov7W/oT8iwI0/db0lP2k/wb/YvoQ/Tj3QvuW9pT8hwMK95z8GPLG/yb+SP+K/SD7OPey/jb4QP7E9xD+oP8C/cT7LP2m+vr9pPaW/9z4owIk+qT8rPGG+1b+yvbw/lT9ovyy/Qb/Rv4c/BD4wv3M/8D7Iv7O/2z/5Pm+/pD9pPTC/Wz+FP0U+0T9Uu+E+ID8kP4W/Tb+VP9W/Eb/lPRpA+T5ev22/xr45Ps6/qz/bvxg/eD9Xv8A8xD/Bvhe+Hb+pP8Q/RL+9PlM+Qz85vnE+rb6Cvey+Sr2PPidAZj8tv+a/N7+xvko/cj9DvwNAjD+yP5m+VL/avwc/DD7bPk4/jj6gPgJA0b9JPxfA6j4mvlk/kr9lP5Y/1r/HvdG/nb7Fvma/gz8QP5Q9Xb6WvmS+HT4Nv4e+Hz6rvzG/Wz95vr4+EcAWPtc92z9YvsC+dj3ivwXA1T4qvok/Xr6DvsQ/5z5xvzi/DkCOPsO/Uj6KPyE/ib66P1c/C74JPrY+v7+Hv8s+6L9lP9a/xr47PwtAiD/lvz09pb/tP6s/ij8qvwQ/zb0ZPsk+LD9TPiG/GT+Svia+ZLybP5W/Qj94v6k+0j+nvie/tr+PvqY/t75CPV+/mL5VvSK/fr8bv8W/OL9Yvkg/Jj6kPgs+Gz6mvo0+mj9GvxI/iL9Ov4O/HL/aPv4/xT+APn0+cD/nvpq9E0B9P/e/hj/PPuA/mz+QPwY/ST60Pc+/mT+DP1A/y748v4e+Ib9hvp2/kr+EvoM/d786P6I+vz/3Pae+cD8oP9Y/sL/DPxM9jb2WP8m9dT+Jvh8/cr37vuq+VD98PiK/mT/1vro/gL+rP/++0b7dP7a/Zb93vw9Aq78Vv9K+VL/jv/++NT/IPhW/hb5vPfi+gj9mP4o/bz+/P6c+yr/oP7A/5D+lv0A9FcAgwOW+FD90P1K/PL8iP1w+Vb91v3g/jz6Cvoi8/D41PpQ9iD3uv/0/6j+Hv8I+4L8NwJm+LT4kPr0/Zr+6v4C/Bz+jPzA/wL/Zvos/rjwxPj0/Ob/CPgw/DT9Cv0s/Ur4zPwe/JT9/PSu/lD8Pv7Y/QT/5Phg/qj8IPj+/qr6pvwK8xL8EP7g/VD43v58+i79/PMO/BT3KP5o8Sr9XPzK/Ob3Bv0a/1z/1vVm/Ej/6vuu9wb8lPvo/fr8gQJC/zD+mv4+/RD+hPzI9ez8kwCFAn74NvrC/bj/HvyM/ub9pP52/d73vPkA+Ar+Fv3M8Zb8BP7o/zr+bvnM/JEAfwAc/DTwePwy/vz6SP1U/HT96vqI+jb/NvY0/rL9vPrm/379hP7g+CUCavjc/MEALQCc/aDzQPhLAir6WPqC+2z/Hv7M+Fr+gP1K+rj4bQJQ+PUCTv/a/Rr9bv0u/eT6Bv4+/AkDVPmq/Kz9lv5i+rz/pv5k/Qb6LvUY/u744P1E/nD6EPwXAOr9XP7C+LD/4Pmo+jD8HwCe/YD/rvhw/Sb5HPo8/DsAnvkk/B78dPxG/iz6NPw3APT9vvcW/Kr94v4u9iT/wvrc+Bz8ZP8W/YT8LPx7Anz/kPjA/+z3uvmy/tb+6PqY/Zr5Fvxi/mD+XPwFAvb7Ivym/fz6bvoi+yz6cvbk+IkCrP6c/Sb9hP9a+1T/Lv98+C7/CPwO/QD7lPsW/OL4Dvwk/hj7IvqK+9L5pvhs/I0AGP2m/bT+GPwA/bb8sP7i+Tr8Yvri/qj54P+29ez3Dvsg/A79xP6C9lD4xv9U+UL6RPi1Ayj53vwc+oD8fPqu/+T7GvSk+yL8+v4U/TL/tP2A/Wr5LPr6/AT2OPzG/4D/iPqK+J7zGv14/nz8iv8w/CL/TvtG9z79eP5w/Nr/LP4q/L78IP50/uD8yPeI+Uj44vzO/2L4ev6y+gj4CPwpAdD1gPg0/az1oPQ2/Pj6sPw4+Fb+HPr49fL8zP7O/uz3KPby9IL9pvsU+9r5Lv/C+kL84vwrAIL8NP1Q/JL83v76/fL+Hvt0/lb+Hv5m/g79Pvnw+yr64vQS/OL8cvw6/CT2dP+8/Fj/QPwW/BEBYv9Y/1z7QvtI/YT/Dv1U/mb8HPrQ+UT9Sv0+9GECKP8o+B79Jvmo/PbmbP8u+Uz+iPgK/lD95Pr2/h7wZQOY/kj9yvno/iD67v/S+I0DuP4o/jj4fPxs+q78XvyJA+D+UPy0/dz4wPaq/EL4iQPQ/mD8="}}, 2, -63, 9223372036854775807]')
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
