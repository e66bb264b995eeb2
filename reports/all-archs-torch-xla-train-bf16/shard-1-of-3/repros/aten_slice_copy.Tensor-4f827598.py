#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:exaone4|torch-xla|lazy|bfloat16|train|short; the forward pass failed there: Value out of range (expected to be in range of [-16, 15], but got -4095)
Run it alone:  python aten_slice_copy.Tensor-4f827598.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 4, 16, 8], "dtype": "bfloat16", "stride": [512, 128, 8, 1], "requires_grad": false, "min": -2.484375, "max": 2.59375, "values": "1b4GQA4+Gz+TP6W+hL9GPyA8cD5BvY2/UL/Sv2c/zb9jPi6/3z/jPp29wr73vyG/Br8MwJw8OL/CPma+kz9vv+++xj9bPqY/LT7CP46/l75AP3y/kr+7Py++br8+v6K/mr9av0M/Ej6xvr6/iT7XP8i/Kj78vee++r/OPn0/ET+mv7A84L6ZP0W/F73VP5M/DUAEPwS/5b5svzY/qz5zvzI9Tb7yP+U+bD5Bv+S/IL++v8M/LL5yPoy/Fz+evwk/7r/cvkw+kr84PoK+zz8KvxC/Lj5aP8m+yD3rP1C/1L/rvgfAJj6sv3s9+L2ePpY/dr4Uv/S9Nb8aPwfAkj9xv6M/r7+ePZ2+6j9TP5S+Cz86PxI/SD/LP02/ZL7lv7m+4r/+Pp2/Yr4Jv3g+jz+dvww/jj/qvi0+4j+iP0W/dL+sPz6+XT/Ov9s+GT9nPr+/ej0mQDC/y77yvS+/0j7DPaA/4L39Pgu/Ej8cP6Q+EUCMv/A9g782P5E+VL8YvAdAkj8zv+y+3z2kPt4/pT+Nvwy/dL5QPx8/2r2eP4I/AEBJPzA+qL9Yvta/Bz+CP52/hz/Jvmo/678fv/w+FD+hPze/gL+YPuU/fr8XP5k/Kb+Zv5o/Nr6bvuC+Kj87P/s/9T+UvbY+0T6Av969xD7Yv7Q/SL+5vjk+mT++P1G/c78yvi6+E8Aavzc/pT6cP9U+KT+EPqU/Gb+av+K/P78XP8A8GD9WP+4/nT/OPiw/lr9kv4++Pj/Pv8U+r7+6Pqs/0b5Fv60/xr9gPLS/a7/4vpC+hj9PPkE+EcDlvoE/Hz+UP0e/rb8YP0A8JT/2Pe+/zD+QPM4/Tz+Wvic/h78+v+O/ID+NvTm/AL5xv+8+179YvrS+kL+Iv+2/K7+SP/u+nL/8PUc/8D8gvjU/PT+Uv/m+ZL+GP8w+AcA+vqO/HT21PyC/r78nP6w/Xj84P/g+xD88Py6/eD4evyC84D+JP7O/2b+FP+4+Qb7Lvpg/+b4Mv5Y/Mj/Rv04/QL/mPqk/pz/MPy+/Ob/iPaW/Yb8SP7Y/ir7tP7a+pT+0vFg/mz0Yvq6+mj2GP2a/Kr8WwJg9Pb74vmA+iz/bP6g/mD8wP0W/pz92v1O/ET9Uv8o94T/4vJq+Tz9UP16/kT/GPgbANL84vt6/nD6kv9A/NL57vkC/rL6DP7U+Wj+Ov/q/Cb8uvzM/r78sP5O/RL7kv84+GT8EP7O/KD/KPXq/sj+4P2g/dj6GPoY/gLw1vxXAqj2Rv9K/k7+SPli/Gb+bv46+j7+1v4G/OL8LPzA/rT9Lv5e/KD98P9I/kj+Gvg+/br9lP0A/6j6kvfi/CD/EP0Q+Qj+zv5g9ij/EP7A8mj8zPx7AxT5cveW+5L5NPn8/Ej+IP+4/hb6lP4s/0r7BPt4++z6sP02+fD/YvjK+CsBMvgM/1b/Mvzy/br7rPpI/Fz84PpK/RD8VPp4/pr+BPtc/+D+wPBW/fr/pviE/or9Wv4G/mD1SvhA/1r80PzI/2D+4vjW/QT8QPpm/yL+MPtc/HT7oPmy+A0CnvwC9GT+aP10+9L/1Psi/vD0bP5U+jD8DPxS+DUB6PRS/q78Bvy4/mb6uv5a9Nr8Tv92/kz9wv6C/NL9rvz2+qD9NP7c/Tz/kv0i/b78+vq6+Oj+2P08/Lb9Zv3K/P77XvyU/tT9PP4Y/aL92v0C+vb8OP7Q/Tz8kv+S+g786P28/Nr9/PQdAX7/4vwC+Ub+AP9g+dT9YP7o+WD+WPVU/Uz/pv6s/U7/9P5M+CT8+P8O+xD89P58+AABwPAA/Cr+wvyA/nj4RQO+/tr6tPwo/LD52PmQ/lr8gvuG/Qz/gPyU/GT/Yvgs/TD4tvvo+DL+uPxk/pT4RQJ2+/z80vwq/eD5Fv5o/gj95vzK/Ub8tPwQ/lD/RP4s/gLzsvmG/LT//v0g/XT+Pv+q/DL7KvjU+kD7WP0y/dL/KPpE/nj2Ivji/ab4cvxdAUj+UP6s9ir5ovea9HL8XQPs+lD+2PYu+KT8AOxu/F0CSvpM/xD2MvkQ/8D0bvxdAgT/ePsU/Tj+iv/o+lr8/v4C9Rr6Jvw+/Hz+WPhjAIr/NviO/kD7/Py+/Gz/IP5c+876pPta/uL6Ivti/VT+JP/C+Ir+svxc/iL9LPxY+77+/PqS/D8Bhvl0/8775vs+96r/sPbA+sb9iv9I8qr9kPh4/Vr+svxg/ez8SP9k97r8uP3S+cj+iPsY/uD/Wvq6/hr/6v/i+Gj7VvyA+rT7yvIM+YD/tPd0/sb5tP3c/wb+Bvko/NT/Qv3C/k7/YPqo/lz+nv5W/gb+pPw0/+z4GP/O+rr+Vv4G/2j/UPvY+Bj/Zv7G/lb+BvwY/jz7uPgU/rb+0v5a/gb+Svw4+6D4FPwq8eb9jP7M+kT8jvwLACr/9v34/n79UvzS+RL+Pvtu+vD0pvsQ+H8CcPha/wz6Dv7c/LL9KP7w/OD+PP3U/HD5fvxg+37+cPpU/0j8Qvny+k79wPeS+KL/0vs8/5D98PlK+2D+Pvyi/Uj8OP+I+wj8yP6y+3b+cPqS/zj9Fvnu++r2Dv5w9bL7wPtq+/b/Nv5M/x78UPpQ/Mj44P8K/V77jvuS+kr6oP8A/ED/mv/A91b+jv/o9ij/evhE/mj8yP8g/sT8sv6W+Rj+OP7U9kL9IPqI/Lb+lvt4/nz+nPZC/rr+QPyy/pL6NP64/mD2Qv9S/fT8sv6O+DL+7P4s9kL8="}}, 2, -4095, 9223372036854775807]')
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
