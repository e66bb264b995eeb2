#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:lfm3_vl|torch-xla|lazy|bfloat16|train|short; the forward pass failed there: Value out of range (expected to be in range of [-28, 27], but got -255)
Run it alone:  python aten_slice_copy.Tensor-2b5ccf45.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 28, 8], "dtype": "bfloat16", "stride": [448, 224, 8, 1], "requires_grad": false, "min": -2.359375, "max": 2.421875, "values": "oD3Zvs8/pT/RPtW/cj49P4y+pr/JP6Q/i721v6++RD2Jv5u/SD+CvYg/xL8lvZC/Ab+fP9K+Wz2KP6a/zz9Gvx+/7z6EPrc/XD8BQCG/fL4CPpC/xT8/P0E/xr9aP7y+aL9YP9C/Ez9tv4E/oj9GPl0/MT9GvvW+67+8P00/FD+lP34/h78Xv2I/qz9Zv0s/dD8FPem/Z7/UvLw/kL5aP7G/YT93v4K/0j8Rvyq+Fb+tvyg/D7+4v5K/KD+EvqA/or5JPyE/V78RwDw/JL+4PgG+bT7zvg8/fL/WP4i/yj/APpq+Rz8FQIC/hj92Plg/Pj0FPwo9uj0RvgNAgL/LPzc/0b1mPs8/TL83vgJAoT1mv4a/aT5hvr4/1j8ov0A/4D4uv8W/vj9Kv/E8tr+8vls/AUAzv3s/vz1cv4A/yL09P5w+o78Xv8g/0z/pvAE/mj9Av2G//T+mvic+W76JP1w/nb+3Pu8/bj80vuE+gz+nPvW/Ir9avxI/vz8eP90+nT+jvsa9Wj8Mvxa//L+Hv5Y/4r97v/W+Qb8UP5e/dL3PPnO/Ib/JP8W/Nb/GPoU/Rr98u7U++T++PtK+izzkvyU/xb6sP9o/l78qPxo/OT+sP5s+jT/FP+y8gz5eP6c/er99vys/kD8EQCU8AbyRvvO/fL+4P1M+C7/2vTI/O7+FP1Y/HD/EPmQ/l74JQAc/hz6kPtw/sz8hv8A97D7BP+M+ez8JQO++qT9BPQW/EbvmvlO9EEBnP44/vb7cvha/sr4Av5w/2LyQvsO/dr/Wv4c+ej/fP2S/yb9LPyS+aD6ZPvg+D0A1P7W/ob6Tvki+qz0cv34+dL7ZvRE/F8Civ6c+hT5dv68/sr7bv3s/jb/tvyo+iD6qPw49T78nv6S/yb6sP56+HD8JwCO/Qb95PgM/7j3iv2s8nL9Av2+/p78Nv/E+oD/KP76+sr7Zvt0/qbxKv6m/5b6fP2+90z+Lvxq/qD+AvuG+kL9bvgbAmD1fP/i9CcAZP4m/Hr8bvyS/Fr+APsW/czycPyi/YL/Nv0g/zL5dv8M/hr14P86/Sz+tP+e+S75cP2w/oz8lv8I/eL4rv1O/Lz+6v/C/5j45v6C/zj/Yv5Q+NL5svya+Sb2FP72+X753P36/mb/qv2a+vD8YP+e/GT9+vpm/CT+KvhU/jD/7v5a/bj2wvjW+hb/BPwc/QL4Sv2C+vr0MwP2+GT+kv8i7Tj+wvgu/HL8JwHE/GDu4v6Q/UzoTvt+/HT95vtu/br9fvq4+3L+Ev+C9Uz/hvTC/5z+MP6s/Br5EP6y/oz52P5q+g7/AP6q/Bz2Ev00/1784vVe/iT+hv00+uT8WvwW/5j8xv+I+ir/+PpQ/k708P6M9RD+fP/+/Gj6Kvww+s74ZvwLAmT82v/2+Zj9bv2g+vD+pP8A/576BPrM/ir6pv5G/mL+XPhu/hb/Uv/K+FT8OPQG/Eb7DP7o/Cb/nP52+n7+5Pxk9C78ovyE/oz9mvuQ/lj8wv3C/fT6fv6g/nb/3vlM/fz+Lv9E+RD8LPwk+Rr/8PUI/G0AvPUo/BL2bv/C/CL9wP4s/RD6iv82/QT+kP20/t75YO0k/zj9uP909IL/uPuq/ub4pv4M+oD8AP6c/BD8PP6k/u7+kv8I/cj/mvla/tL9kvQq/kD9gv1m9rL9hP6A+kz+0P5W/ej6Uv2k+iT/FP0A/iD9TP7M/sL+qv0e/cj70Pms/jT+vP7C/qr+NPsA+7T5rP7o+qj+xv6q/ij8CP+Y+aj81v6I/sb+qv2M/JD/fPmo/ij0NvuG/975Wv1+/479Dvok/JL/YPnk/D0ATv6K9Mr51P7++mD9WP1s/rL+Jv4k/DD98P/E/N76xvr+/T7/HPh0/lD/yPv++ij95v9a+8T/nvlS/E8CIvos/AL+QPQu/dz12P8I/J7+BPw0+5r+WvrY/hL6Xvxc/6r8Rvy6/Ez6TP8A/AL9gP52/nr+gPgk/FkAwPug+IL6Sv2k9Cj9HP+Y/Mj8LPTE9IT+Mvkc/5T8pP1S+c76RP6m+7r+tP2S/Rj4bvwG/+j+Jv0i+s78fP7m/Fz+nPxS/cz8UP7A/JT+dP4Q/br/mP0Y/Nb+XPs4+Tz8ZPxDA/j6Jv3W92L4iv1e+i78KwGc/i77MPkA/Lr+BP3K/iz5cvhQ/pj/9v1i+y7+mPqe/YD86v6q/SD9YPAe/TT+UPwXAjz5rP8a+Gr9mPvq+xT+WP/Y/Wz72vvs9cL0MPwNATb6Yv04/kT+jPj095b9ZP3s/tL/sPYC/uT4sv5G/s781v3S/4r2cv5i/IL9MvzG+3b49vpg//7+VPzq+ar8cvt6+IL+NP/+/lT/bPoK/CL7fvvy+gT//v5U/JT+Pv+e9377CPWc//7+VPw=="}}, 2, -255, 9223372036854775807]')
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
