#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:moshi|torch-xla|lazy|bfloat16|train|short; the forward pass failed there: Value out of range (expected to be in range of [-16, 15], but got -2999)
Run it alone:  python aten_slice_copy.Tensor-bfce7f73.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 4, 16, 8], "dtype": "bfloat16", "stride": [512, 128, 8, 1], "requires_grad": false, "min": -3.59375, "max": 3.15625, "values": "HcAlwC4//j0FwIY/2L9LvwDAlr40Pu6+oD/4v0pAaL+GvxU/lz4gPz4/bD+Jvsk/077FPpg9kD8rvqC7hr+9vj2/xb/Svrw+j78cPoq/pb+BPhpALD85P7U/Tr8FQFW/qD3iv+q+479yvi5ArT+jP9i8kL9fP4W/4b5WvzC+lb/iP9y+uL9SvA2/Ar9wvpW/+L9GP/W/V77gPZC+QLuNPxa/hL6hPh0/kr+IP3i+yj9Vv1g+Jr+Cvnq/1D+TP6O8OD4iP7g9OD9sP0o+GEBkP5a/Mj6AP8M/oD2zPjvACT8wP0i/S7+4PtS/QDu/vmW/4L4SPkw+kT+iPbY+g7+2vpM+G78ZP8c+tr8QwL+9Kj/APnk/dz9bP2Q9jL90vAjA5b9jvjk/5z/ZPz+/Fr8Tv3+/Qj6MPcE/wj/NPjlAiT8AAPi8vz80vAXAqT6hv0W/QL88v74/Xb+Rvwu/9j9Vv0C7DMCfP4M/GL8SwO4+Jr/Yv4y9pD+yv8S/Vr/hvhk9mD8KPxe/Ob+avpC89b8XPqG/3b72vS2/oL+BP9+/QcC1v8M+RD/oPwHALr8Hvw+/nT+/vhpAqz6aPjC9GD+cv4A9jj9UvZG+GsB7Px9AXz6hvqa/Eb9OvhI/JkCVvsM/Nj+eP9Q/Ib+wv1K+mL8CvuC8m76Ovr8/6D+kPjhAiz+gPzg/ZsDqv32/Ib82vUE/jD9bP6C/7r6BvhQ/Kz7jPqo+Lz/XP4m/kL7+vgY/f78Jv2w/Sz+bvT8/nL5Fv5y/Qr8Ov50/8j8UQF+/vL9Kv4c/Yj+ZP7o/7b+kP36+G0Bav+C+wT74PgQ9x7/cvFI/6r1PP0/AIL/MvmG/9r7mv46+5L+RP8k/Ir8QvnY/gj+EvbQ/KD98PeY+Gb9Lv/C/bT5UP9E/iL++PhY+KD+Avzq/D0C1P20/CcAjv9K+CT97v0i/Zj8bvxBAQL29P9Q/nz/Rvx2/C8C8v6g/YL+Hv0U/s732vxu/Ar8nvuQ+kz5YvR0/YT95vWo/QD8sv5y/ZL6wvwW+O7/XPtO/Sz72vhZAsT+qv0e/WT8MP1s/LD+vv649uD9Lv4C/nD/zPhK9qb9EPo4/gr6Fv9q9l77oPrQ/Cj6aPqQ+0L+QP9k/mj+Pvyi/K0DRPoG/ib7Qv58/kD6ovKU/Nz7MP8s+5z4QP06/RD4gP3Y9nD84POS/KcD4vNi/4L4XP8i/v79ePko/Fr9oPZQ9BUAUwGS/zj1JPpg/Ur+yP0u/mr9qPxY/LL3HP34+1z88P+e+bL9RPrk/D8CFPwi+eL64v9q+uT9Sv+w/vb8mPva9/z6RP7q95r7xP42/vj/gvY8//r+cv4k+1r8sPpE/hL4svg8+I77mPp6+s79cP4a/ob6sPW++lL+qvwY/i7/jvtG+4b1FPsM/Ir+nPo697z6KvvG+Bj9Vv7e/lz9OPn2+gT5cvrI/CsB+vpm/3L7jv8A8QUCuP6M/Fr88P+I/Cz8SPgZASz/tPri/GsA4Pzm+Mr68Ptu+9b14PgHA8L7jv3S9IUCsP6I/OD9kP+I+ij7cPga/wD83PkG+B0AuQFy/ij2VP/o/AL/Zv4G/wL8lP1A/NL6xvpW+aD6KPiI+kT/Evow+hL+5vvY/2T/Kvae/ZD6Gvx6+CD9bP+Y/x72nv94/YL8gvgg/gb/vP8S9p7/UPzK/IL4HP/e/9z/Bvae/YD0AvyG+Bz8SwBe/oD+yvy+9GL8Iv0E9OD2Wv9++BsBGv3U/AD+Ev4q/SL5xP+U9YL4LP6i+lL/9P5q+Ab/gvhbAEEAlwFK/Cr8nwKA/gj9+Pua/4T4nv5c/C8AGQFo/7D5Xv/m/or7Tviy+YD+eP66/HD6bvg5A/z78v54/gz+lvh/A8z4mvw8/HL8FQM6+d7/aPos/ND/aPhe/oj6mP8K/QD8FQEY/zL/wvUI+Or6mPpm/hT92Pq2/H74ovsA/m7/UPjlAij9fP0A93b83P/w+OUC+Psq/aD14vt6/Nz+APzlAtT7Kv1C/Br/dvzg/Fz82QKo+yr9uv0+/3r84P7m+MUCiPsq/sr5WPVHAI79mvpm/gr7lvwzA1D/Dv4S/Xj/IPlo/gr/DPwa/ET8AQEq/jL4dP1O/GL+RP58/9z+lv4o+2D4mv8Q+P7/APvg+Qj+4vw29Uj8Pv6C/ajxBP1C/MD4sv9Q+hD6mvwrAjL/hvnk/o77/Pvm+kr7APvc+Mr/Mv728Uj+QvhG/nb/Fvge/H7/iPWS/5r/CPwxAqT8EPxy+fL8WP8A/qb/IPv8/2r6Xvxw/gD8pv1w/WT+HvSS/6D4zv5y/1j9ePZ2/EMAQvaM+3L+Rv28/sjybvxDAsj+lPt6/kr8qvyS8mL8QwMU/pT7fv5K/078svZa/EMCKPqM+4b+Sv0k+HT4APyo9uj/qvem/KcAdwBC/IUCaP9y/XL8MwHq/zL8/v2w/mb9vPzQ+xr9GPw0/OD+Hv+a9Ir8NPwq/uD6qP3A9pj84Pmq/yj7aPhA/pT71vkc/J7+Zv84/Zz6ZvxM/Aj61v72/yr8wP82+P76Yv3S9pD82Pow/yj7tPhA/pj84PoQ/ez+iv7C/8L/Cv2S/5D8sPj6/hD0kP4U+Dr9KPkq/sj+NP3Y/0r95v7Y/nT9WPpE/hL6Uv4E9Ur7nPo8/Qj8dwHQ/Xj/KP8A/xD4Evhg/HsB0P7U/0j+8P8Q+or/cPh7AdD8oP9k/uT/FPp6/gz4fwHQ/NL/dP7Y/xT4="}}, 2, -2999, 9223372036854775807]')
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
