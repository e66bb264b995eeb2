#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:kyutai_speech_to_text|torch-xla|lazy|bfloat16|train|short; the forward pass failed there: Value out of range (expected to be in range of [-16, 15], but got -374)
Run it alone:  python aten_slice_copy.Tensor-e831f345.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 4, 16, 8], "dtype": "bfloat16", "stride": [512, 128, 8, 1], "requires_grad": false, "min": -3.359375, "max": 3.40625, "values": "7L9ZPly/0T4TQHI9qz+RPEvAuj79vtg+8D3mvKI/O77Iv1Y+Z79MPhzAU728PzY+pT9cvsO+JD80wII+qD9xvjxAcLs0v9U+Er8EPpo/jj0FQEE+0L66PhJA076xP/I9lb8SPmy+Bz9OQLg8nj/Hvj7ArD4Fvxk+oz/nPXE/mL0QwD++XL+9Ptm/IT6QP2C+kD5svYe/1j5GwKS+mD8uvilAOz6Cv0o+mb/qPbI/OD4xQBg+LL8zP/w/Rj6FP42+gD6HPdi+gL1GQL89gT+rPSjANj4Qv+Y+5D9gPJ0/Ib5FwOc9Cr8zP5u/wL2WP7W92L6hvgm/JT9EwNy9oD9pvg9AJ0DRvWU/AsD0PYC/1r84QCBAh7wOPxg/Aj8av/a/Qz8UQGO+Tz88QCY/Wb/nv/O/KECIPM0+DUCoPxC/AsA5wCBAtr4+PxC/gT/WvuK/sr8TQAQ91j47wNQ/WL/1v5Q/CkCwvp8+JMDhPwy/+78/QMM/qr0QP0A+/T+/vua/qD/ZP+K9xT4LQOA/G7/Bv6C/oT9wvp8+NEAkQIG/1b9CwJI/HL5TP6g+B0Bdv+a/AMCEPwC/Fj8HwBJATr/Sv2g/GD+kvM8+M8A4QDG/3r8/QDw/oDwoP46/K0DvvgXAE0BYPpA+yj7/PzVAXL/Av9y+kL6sPdo+OEA6QA6/AsB0P8c/8j9YvVg+vr9/vwe94z7JPwxAmr5aP8W/qL/Xvoy+yj8AQJW+kT+Ov66/w77ovtA/A0DcvU69vb+uv4q+I7/gP/U/pL04v22/sL/avrk+9T8BQKa9hL+mvr6/Rr5CPw5A7D+ePkC99r6wv8q+Nj8HQNc/fD0MP8i9hr8Vv+K+BEDvPyo9jT8APIK/ir4cv/U/3z8bvh0/Kz+Pv8O+ir/zPwdAk77gvrg+mb/Evpg+BEDVPyA9Tr+RP7i/ub5/P/A/0j9DPrW+Tj+Ev/G+CD/PP/0/Bb4dPlA/v78Cv3o91z8BQAA+fj+7P5K/1b7Svvo/DEDWvU0+ej+Ov4u+Nj9VvoY/3z4kvwm/uT7bvjI/o76iP4w+0D4xv8I+yr5UPoW+mD9oPp0/J7/sPNw9x76Iv7E/Sz5EPye/zD3nvpS/rr6SPxc/4LxOv508pb7IvrG+sD+NPnO/GL/xPZS+rD6OvrM/Hj8Ovya/QT6jvvw+wL6IP2w+tD1hv/g+wr7PPpS9kz9OPGM/Mr+APpK98r7yvXw/8D7ZPiG/IT+IvqC/kz6XP2c+4Dwkv/094D2yvqg9hz9fPzq/wr5IPqS+nD2APIg/Gj1Ov0i/Bj+EvAs/AACUPzg/2Lw1v689Zr5jP0c+hT8SPR4/7L5ePrG+pD1kPq4/UT5aP52/hz7lvrW/qT7ovhg+O0AGvno/mr1GwFY+Or6+Ptw+Mr26P069BcC0vQe/RD4ZwFc+gz9cPr4/Mr5iv9I+K8CfPc8/QLxaQBM+Ur4GP4y+2LueP8i+CUCkPTq/7T78P36+oj+avE6/dj09v4o+N0DcPa0/GT5WwA8+d74HP0I/Ez2dP8e+IsCkPSC//T4RwJA+rD+BvhA/TT4Mv6s+V8BovJc/tL04QHG9+L5rPqG/9DudP3I7J0Cqvvi+JT/YP7w8oz9svvC+qLyDP9I+xj99vhtAUD/Gv5A7gD/SPuQ+fb4cQFA/m7/sPHg/0T6Iv3u+HEBQP3Q+WD1yP9E+zL93vhxAUT8YQBxA370NP+m/CD+8vua/N0AjQNg97z4OP1Q/Yb8IwFo/GEBuviI/NUCgP8K+57/WvxdAur7zPg9Anj99vwDAM8AdQLW+nT4AAKU/Cr/7v7O/BkDYvjc/MMDCP/2+0b/AP+E/PLwIPxjA9z9Xv+C/MUD9P6y+oD7Qvvo/DL/7v+0/rD8kvSI/EUDwP7e+6b+Mv9A/Pj49PyxAEECzvvG/QcCuPwg9QT8GPxVAJ7/dv/S/Yj98PdU+DsAzQA+/AsC9Pkc/wj9RPqK/bT7mPh6/oj9AP8I/UT6/vp4+7z4ev4A/Nj/BP1I+Xj/CPvY+Hr88viw/wT9TPqc/5j7+Ph6/ZT/GP84/az1evbe/lb8Vv4k+oD8EQME9aj/Tv92/8r6CvsU/0D+pvSM/qb+Dv8m+177oPwNABT5iPnu/mL91vra+BkDpP54+K79qv7W/yr4nPto/5z9Wvmy/J7+/v7q+jD8EQP4/kz3ovpq+iL/IvuQ+EUDtP54+HD+Evq2/yr5hvhJA/T9Ovog/wD2Zvw2/hr8MQM0/cD6vPuQ+jr8Gvx6/+z/1P3c+O7+6Pma/lb7vPQxACUDYveO+FD6Zv4u+Ab8+v0g/OD9Mvsa9lr6qv9q9Or9JPzg/CL8wvpK+qr/JPjS/ST85P8K+dr6Ovqq/Bz8tv0o/OT8BPp++ir6qv9w+Wr+NP2k+g77cvtI+w75UPxe/nD8ZvIE+EL+ZvXY+rD5Iv6M/bD5QPw6/+D26vhi/XL+hP9U+Gj8Nv9Y9bL4mv86+sz8eP5y9Fb8kPqS+mL60PZc/Dz87v+S+6T6fvsw+XL5iP8S9Rr9wv0s+Pr4mP1u+sj8fP5C8LL9OPqO+bT6WPac/oz5hP9W+Sz7bvqG+uD2YPyI/jj8zv7s+Hr9Bv1i9oD9JPgC9JL/fPs2+M7+Lvq8/Tz7/vpy/Vz7mvkg/o7+QvtS/sz6ivp0+ob4APp6/kr7Uv1g/4r6cPqK+Jr+Xv5O+078QPxC/mj6jvlK/j7+UvtO/dL4tv5g+pL4="}}, 2, -374, 9223372036854775807]')
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
