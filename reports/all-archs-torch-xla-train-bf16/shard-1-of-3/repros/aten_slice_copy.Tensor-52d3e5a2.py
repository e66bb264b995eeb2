#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:afmoe|torch-xla|lazy|bfloat16|train|short; the forward pass failed there: Value out of range (expected to be in range of [-16, 15], but got -1023)
Run it alone:  python aten_slice_copy.Tensor-52d3e5a2.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 4, 16, 8], "dtype": "bfloat16", "stride": [512, 128, 8, 1], "requires_grad": false, "min": -2.53125, "max": 2.5, "values": "9j8jPw2+Jj9APqu/RD6ivxw+v78MP+A9sL6zP9C/Wr8tP40+nT+jPtK/sD+Jv+I+x7/+vqY/ML/ave0+1T/qPsg/lL8yP3G/Er9yPlu+yD8uvglAED4Yvpe+Hz+EP64/2j6Fv3S/wLm6v8a/aT83P2w/ILzqv14/xr9Jv/S98z2kP2q/Yb/tvjO+UD3RvQhAa7/pP6O/Lb2UPWK/jD8Fv8M/S7+nP6E+Zz+UP3e/5D5ev4I/ED+hv0G/wb9UP2O/mj+Ov1g+wL8qv6I/ej9QvSK+jz6ivjQ/jb9HPwe/EsATPxA8hj9HvoO/wL92v8I/r78bv4s/Mr8+P5a+6D/mPha/Aj9FPx2/pz+wv5i+1D+EviA/ib+FPgE/6j8vP8C/+D9Nv869hL5YviA+079bv6G+wLx0PwzAij9GP8C+CL9wP56/DT/Fv3+/jr5NP46/BkAAP6g+2j6aP+e+ir8EP4c+dL9CvgXA4j0eP6U/Rz+Jv5A9Tr/TPgg+DEA0P14/rT5zv5c/ur+lPiS/yz8ov7++1j/8vXs/Or9oPt4/ND+QvSy/BD2Bvvk/8L7Uv1y/5r4WP6A/yT6IP/4/TL/hvfC/iD8pvss/qD0cP4C9LL88v+a/ir9QP0G/aD8LPoG/Lr/CPl4+3T9gPyK/Lj/TP6E+Or99PwvAiz+DPoW+Dr+av7y/wL8+v2g/S77dPji/D7+PP+s/ET5Hvz0/q7+nPqi/Gz/ov4G/Hz/MvuI+b7+kvja/GL8LwO09vD6Dvry/tD1gv5k/qz8fPsU/2r6av0Y9Qb/XPlA/uT7mviBAAD4SP3y/Ab9ZPxW/LD9FvwbAjL2KP5y9OT8Sv0y/EsCBvsI++z55P60/CkAoPn4+Vb7EvkA/2j/VPUY/9L2JP9A/3L42P+y/gL+xvyQ+mD5xv6o+nj84P5K/IT4mPzS/87/Lv0A8NT1KP8Q/xL9Evsi+8L6Mv2Y/oD/Bv1O/gb/3vqK/bb1av0A/6T8Cv4o/FD9Wvhi/D78KwIo+B7+mvr+/i782vgVA973oPrU+8L6vv4s/Ez7zvxS/kL+wvts+kj8IvRJAcz8Ov6W+/L4rP2G/hr60v+c+Zr+rP6c+gr+1P8q+DL+dP2u/0L2+vfs/lb+wPi8/CkAlPyg/hb5zPa+/mb8ov9K/OL+nv4u/Qj15Pi4/gLvFv5+/Qr4Ov5a/rz/gP4u/hj+3PhU/Lr+SPyY/qr+Fv3k/HT+mvzQ+h79+P6Y++T9kPwy/YDymPz4/Yr+fPhu/J74kvWa/H8D2Pgu/EkCKv0K/OD9svjg/yT2EPQc/Kj/kvjm/OD5GvxU9HMAPv7I+tj+vvZC+Cb/hP7k//j5PvxI/ar+iP5m/dL+zP6a+A7/rv14/478YvxA85z2lv1S/D79Dv/Y/Sz8kP+C9iz87P10/Rj+AvIy/GT73P54/BD+8vVU/qD/vv8a+wz7Av6q/b7+KOlw+qL9uPzc/cD+EPxg/0L2sv5a+3T9ov3g+UL+RP9o/PL+QvwM/gT+6P2K/db+Quty+079mPzc/fr6BPeA9tb/kP0C9zj+uPgY/zL/Bv7i+kj+LvxW/MTvFPxo/4j4Yvpk/or+2P8u8qj4tv5Q/Mb/Dvwi94T/nPvC/mz9OP1Y8L7/Bvno/Yz/gvp8/TD9HPPq/gb58P2M/tD+hP0k/OTy3vwS+fj9jP/o/oj9GPyo81D4Au4A/Yz84v7s/Qb/WPk4/0D9CP10/ob4VP9W/2L+IP0U/8j3SPt8/ST+kP2w9/j5MPnW/nz8CQHA/Qj+rvBw/ez/FPno/ILxQvye+BcCSvks/pT9IP9K+DUAXv9K+Rj89v4o/wz6kP9s/Nr8Ovqu/3j4+PyO/TD2Cv06+BcCQPgU/pD9GP4o+LL6bP+G/g78FvyA/oz8lPzw/Tr7Ovyq/jD+NP6C/XL/UPcQ/sz8xP5K+w79evoS/Er96PwzA8b4FP5i+DL+Sv80+ij46PxJAYL5QPwY+IsDXPoU+Oj+KPjW+UT8HPs2/3j6APjo//78KvlI/Bz5OP+Q+eT46PxvAur1TPwg+2b6hPnK+OT/Fvqe/EsCEvh1AhD6Jv7K+2r5Zvkk+Hj+yv84+Uz1Bv6k/1r7mPuc/Jb/XP5A/Uz+NP9C9lL8CP0S/VL8Ev1g/jr5bP0O/BsDEP9I+X7/Jv5a+AL+tP42+9D18v5M/17/HP2S+JT+PPUw/hr/8vlo/KD4SP0a/BsDgP+w/4b4lvkE/IT9uPgm/LL9cP2W+Xz4Cv5G/V78HwJC/jj+qPq0/Gj95P7k/3b6LvUK/Er8KwKu+gr6bvr6/pr+AO54/0D8ovrI/tr6RPhC/DL6eP9A/l7+xP7C+kj4wP4u+nj/QP4+/rj+ovpM+pz/Qvp8/zz/AvKk/o76UPsc+uL7Qv56/F7/Yvom/sD+jPhI+9r+Zv1Q9iT+FPzc/lD2Avbc/FT86P40/8T8RPxG/077Avrq/rr+2vqA/qT8xv1y/0r84v9A/br+kPXo+wL6yvgRAHD8Qv/89w78yP1o/k7/Fveo+Zb9ivqa/5j/kPg6/0b84v9u/kr/8PHg+dD96v8I9U77+vxm/dj9uP6I/OL9Uv8g+pj9Ovgg86r9OPzM/7L41P6W/AcAgP2K+pb+cvwg/ab/pvki/er+0P7g/hD9WPzG/0j9sP7o+Vr4av3A/VT8xvwZAgj+/Pla+BsBUP1Q/Mb8gP40/wj5XvtS/Nz9TPzG/tb+WP8c+WL4="}}, 2, -1023, 9223372036854775807]')
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
