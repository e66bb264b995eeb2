#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:recurrent_gemma|torch-xla|lazy|bfloat16|train|short; the forward pass failed there: Value out of range (expected to be in range of [-16, 15], but got -2047)
Run it alone:  python aten_slice_copy.Tensor-20554980.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 4, 16, 8], "dtype": "bfloat16", "stride": [512, 128, 8, 1], "requires_grad": false, "min": -3.015625, "max": 3.453125, "values": "Pz+tvg/AC7/0Pgu/aL+ovgZAoL7iP4W/fj/3vs++yD4kvss/3r5jv22/JD80P+68Yb/EvqW/uz49vXe/rT+gvsC8Oz7Gv16/F77cvtC+X78SP4e9AsBfvcc+77xev9++nL8iPqo/Ur46P6y99L7qvFY/Iz6+vzc/db/UPqe+5b4hP+4+6r4nv6y+qL4evlq/fr+Lv8e+mD/lv4s+zD+tPaE+0D9avl+/Nb8cPxQ/yT04vxw/z7/hP6c/tL+avgM/CL58vns/7z6mvaK/VT8zviE/Hb8Qvgm+NL+WP5E/H782v60/Nz/QvpG/e70fvuO+fL/Yvg2/6z4Kv2e/qj+qvvA/Q7+av1+/Gz+Gvo4+uD8IPzs+/j/ivxC+Ej+7vIu/wT5NPwA7yT65v6W+r78Mvx4/lb6jv0i/e79UP6e/A74KvlO+ir87wEo/lr0YPwdACT8BP14/zb8sQFe/bT8UPto+Cb/oPuY/ir9Bv1Y85L1IPZC/Dj/Xv6s/wj7FvW++GL7zPyq/hT5lvWS+vD0+v0U/lL5Qv/K+VD/QPl49/Lsgvkw/mD7WPrq/xr6pvwm/c7+Ovhe/cr8CPmI/o78Jv8+/q7+cPxY/lL9cP4M/hj/oP/q/Fr+QvoA9aD9lv2W+ZL9bPy7Ahj+yPFK/Tr/CPjg+h77svy2/YL9RP7q/Y75jv8O/ZD87Pq0/dD8/P4++vD0sP48/Rb4JP+K83b6cP/O+t78cPRk/bz50Pz29Xz4swAA+MD5QvjK/qT4kP5Y/VL6LPAbAvj6YPwg/Bj/APoA8Nz8kwIA/fj3TPq0+FD60vxg+hr4Mv54+A8AFwLI/kD5RP9a9lD0cv14/nj4Jvsi+FT+Yv28/Rb8hv8++Cb89vxC9ET/Gvz2/Wj8CQBq/hL21vwS/Bz/iPk0/Vb6cPiE/Ur+/v/8++T3LP6E/nz/Zv8q8ED4sPaC+oz82P7099b4Ivxu/br8vv5w/dT/NvkC/P78JQCM/0b5gP9E+Xr8CwAE+rT+Ivpu/cD1ZPyg/aD+Zvxk/UL2oPkm+678Ov/m/yb70Pok+hT8Kvhy+H8A+P52+iL8FPyA/Hb+Vv5s//T+Hv4E+Az+HviG/Yb+rPIy/A78+vyY9F0CZvo2/XD5ovrU/vD+OP6y/dD+3PyQ/Xj/Rvp4/Bj+mPhHAZD60vxA/Or/+vdU+Vj9wPyK/4D8YvfE/CUAQPyS/tj+uPiW/oT9gvzs/ob0cPY89zD8WPoo/lr5JP94+MT9Gv4u/kD82v7a+3b1bv3Y/1r/Zvyq/NMDSv6S+fL8Kv5w+FD84QCq/zL+ev32/Ur6QP1C/Tz5KP5g/JD4PwDE/M783P3G/tT9cvwe/zD4Av8W+br/APhy+YT7Wvx0/YL8gP7y+8r45vys/hb9eP6k+tD+yvls+8L6cP8I/hL2hv6c//77hvvi/lj8sv5Q/6T+mvyY9pT/NPxw86j49vkY/v7z6vo8+2j4FPwA/fT/vvjC99r2Gvw8/Bj+wP0o/m78KQL++vj/ev8w9xr4Fvl8/4L0Kvxw9mr9APzq/Nj+MPtE+Oz2aP1S+5j97PkHArL+jv2K/t71PP8O/nr9yP0M+eT+FPWU/qz9xvj2/2b2AvZG/lz+ivgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACAAAAAAAAAAAAAAAAAAAA3P4G/DT/Hv7Q/C72kvZG+Dj8yvii/aj6PvnS9R779v5S/Or/3PvO/Jj/Uvka/uT9lPxm+5r5sv1y/iL7wvsu9PD4evx6/0D+Dvz2/gz5JvmS/k74Qvrk9bb6+Pps/1r8Gv50+Ej9zv68/FL+KP/q+7L0cvz4/yj+Nv0a/Qj52vlc/OL+Yvmk/ub/FPx+/6j4HvcQ/I71YvxvAbL5fvb89sb5svZS//b+2PpU9qj+UP3c/OL2zPla/mr9MP46/lD0AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAAAAlT5nPy6/Lr4Lv1E/G73TvTi/3L2Jvxg+U7+Avyc/eb/Au0m+Yj8sP1W9wD4uv5y/KcCdPvA/ID+Rvrw/Gj5mP2w+ZT6rPw+/4D4KwPm/uT+TP0s/fD+qvm6/hr7iP0m+xr/0Pyi/AT+iPuK/kL78vwK/oj6lvzO/yT4IwALAtz+wPNw+Lb+uvZw+IL+jPoQ99j6WvTW/ZD9vP+28177uvcY/Tj5CP4K/eT/Gv+w+hr4DPyG+LsCfvI6+aj7CPps/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAG4+D7+Hvho/ZD9vP8++wT9sP4A/xj8PPxc9Rb9Tvqo/ij+Yv7y/n7+avcg/ib9hv1c/g72SP0e+Uj+lvom/cb54P8S+or8cP5o+E8CmPru/uD3EPhM/XUCvvqW+sT4JvqY9Kz/gPoy/ej7PPwFAPL9Xv+a+vD9LP9g+E8CPPqq/kD9Ov8G+Gr+Evq8/xTwFQNy+lj46vghAxT/CPdm/wj/KPsK/ML6Gvw4/4j7JP+4+C7+MvwJAPT9fvlO/gL88PgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACAAAAAAAAAAAAAAAAAAAA="}}, 2, -2047, 9223372036854775807]')
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
