#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:mimo_v2_flash|torch-xla|lazy|bfloat16|train|short; the forward pass failed there: Value out of range (expected to be in range of [-16, 15], but got -128)
Run it alone:  python aten_slice_copy.Tensor-f4769bd2.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 4, 16, 8], "dtype": "bfloat16", "stride": [512, 128, 8, 1], "requires_grad": false, "min": -3.71875, "max": 3.484375, "values": "iL32vjE+rD0Zv4g/4D+wvw7ACsCJv0bA4LzgP629/T84vYa//b5AP0y9gz/VvlJAjT7wPz6/ar+2v9s+vz+kv52+iz8Rv9S/HD9Gufs/B8DxvkU/sT/CP+M+p7/dvnG/Aj8yPsY+AT+Vv4M/lj+tv9Q+GsA0v7i/pD8dvQa+Pb9zP9k/1j42P4g/gL/Bvhg/jD/AvwFALj8YPlQ/KD+wP+q+TL2svh9APL4mvjs+wT7XPte+2j53P7e/nT6Vv0k81D6CPok+WL5+P2O9Bz+Rv5S96T7vPm2/1rvxP0Y9xz+9P+8/Sb+cP2W/sD+Fv8c/VL41vsa9Pz/Yvso/6b8MPvs/cz/tP6c+Nj/kP3G/oj4CvxvAcD+5Pwg+bT6JPz2/ij/yP12/nD7lP+u/jT8uPmC/6r8EP+S9yT/DPsw9oD8rvzm/nT9FPyK+tD8rvzY/uD65vyM/mD9nPtQ/4D9UPE9Axj+WPKq/sD9YPzK/Vz/avgDAhj9tP3O/0T/gPo0/5T9vP6c/3z4lPy1AQ78pP7+/qr+pPw8/DL/aPxk/hr8ewBo/nD8YPr4/ob+WP1m/AECBPoE9Hj8Nv1A/9D6zv+g9uz8cvR6/Rz/aP8y/gj+ivm4/mj9YvUE/7j8XP9++NT8NP18/Jr/OP4S/iz9fvQC/cL+dvTy/BMCcP5s/NT+IPvw+fr+bPxQ/Nr+gPiM9kD+iP2K/2b+aPgG/A7+Zvzq/Mb5+vyW/GUC8vqe/jD53PoM+hb/3vr4/IEDtv8O+lz5qvwW/0z8APgm+Bz9dv54/Mz/wPok/DD7VvxI/c78bPwO/pr+svRZAhD1Nv4++rb6NPpA+g76oPUy/8b9DwLU8tLyrv4Y/4D+FP9i/nr9APwDAVr8sQLC/cz5IP9k9Rj9iviq/oj5LQIm/ib83P9q+7L8VvsW9EL8cuSa/LsA4v/6+LcCLv0Y/GEC/v1+/GsCAvv6/VT87v78/vL+UP9u+qb8tv3u+J0DRPyjAFD85P+q+Mr7fv24/974LwHq/Qr+vv20/Lj+KP9C/Xb+0P1g/g7+UP7a/vD/Wv2C/sj9vv8e+FkAHvyG/bL8+vwLAGL4ZQNG/2j+pviw/iDvXvxE/B7+vv7I/ST6kv3A/PD82QGC9AT4evuQ9w7+kP9O/MD0awA4+uz/5Pr6/Ez7uvxO/gr7JvzA//z7Ov1g/Er/ZPV8/nr5aPo6/U78KPZu/5b5oP80/KsDKvw+/AcDmPwBAHL8QQIg+Yz8gvmy/a8Cuv0K/rz9pvqa/vL8KP9W9OD5uwDW/XD7MviW/8j51v8o/3L8Wvg/AyD7rvca/2j8iPvi+A77DPjS+pj/NvwbAYD0WQDS/DD6Ovpq/pL8UwDY/3L8hP4G/nb6/v8I/3L8GQD6/Nz/tvta+LcDPP7C/nz9kv5m9uL4ivT+/bT9IPw2+xz+bP5g/L7+Tv5S8Db8BwFA+cj/ePwS/+b8gPuW/sL4FQKG+3L5tP6A+oL8nQHC/Nr8UP7k/lz+zvqO+tD/Yvb6/HkA3vw6//r8AviW+EkCzPwZAVj+ivS3AUD+5O7U/rL+kP4K+FD6EvRE/Tz8dQMw/EkAnv2w/cb8sP5Q/FMB8PTu/lL7fvpC/MrwNwMu/6D5fvh6/AT+pP3O/qj+4v66/Ob5zv6w+lz9Nv8Q//j7yv6I+Pb+3PqE/3L2YP7M/uL0OPwO/1z6MP6w9YD9iP5+//z9BP7o/nD/Ev6u/Ij94vcq+bT8FQJ2+1b+jP8C8jL+Qv6g/UT9VPCq//D8Jv10/jT7LPoA+Vz81P3I/nD5QP6o/eL1UPga+1D6pPwPAM0Civy0/wb+IPWI/Zj6YPbC/qb9HPy6/Sj8Tv3Y/VL5Sv/Y/5z0dPglA8j79PvQ/FL/EP5w8Nr71Py2/rz4mPo8/gD/qPKk/AEC8Pg6/lj6WP19ABUAGvkNA6D/mv6G/9T0TQAQ/kz1xP8O/Ib++v0g/fL69P1m/xD8NP3u+BMB1vwG/xD+Vv6Y/7z6Nvgq+BMBGPcc/or/ZP7I+Br+GPwO/sj66PzK/BkCvPSC/Ij9svja/xD8kQO4+vr58v5s/AD/yvSc8J0ABvjG+0L1MP4s/DMCevqy9Qb8IvT6/VL/vvpw/1L/+P3W/u76kv1M/zD2WP3G/KD/xPrk+CT9Avu4+iD5nv/W/Yr+rv+2/sr1EP5S+Aj/BvjK/Z74CwIY+sL2GP7o/yD8OQMe+kb9yPv099T2XPyFAXb3Yv+i/SL/dP40/Iz4AQKg/Wr/gv1o+e7/QvQFAtr6UPqI/KsA5Pbm+ij/OP/c/Oj+Xv3C/MLz0vlm/BcDnvey+1L/0v9Q+r75iv8u/B7+xvty/+r+EPhE+er8xv5u+nr6jvwHALr62PpW/hb8KP6u+rb/8v8e/YD9Cv9Q/8T02Pxo/JD9UwA4/jL8MQIm+lT4UQDm+371fPsA/Yj+Ovxy/9T+wP1g/pT4JP48/4T5Rvow/BMAuP4U/3L0BQLA/9T+cP7a/D8A+v7E/NMAQvp6/Ob8IPys+lL4DQIa/1L+tvyE/ab8ZPmm+xr+CPwi/yz8Iv7Y+DEC8vw++5r08PZi+E7+Av00/ED21P4u+Kb/ePmU9n7+EPmW+2T8UwK2/O7+Cv5M/oL0SQFy/EUAHQH8/8b4mvqO/B8CHPx3AE77bv2+/6j55PxHAdz8rwIS+1L95v2Y/LkBUv7E/LsClvsC/iL+HPw1A+z+pPxLAwL6tv0m/JD8="}}, 2, -128, 9223372036854775807]')
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
