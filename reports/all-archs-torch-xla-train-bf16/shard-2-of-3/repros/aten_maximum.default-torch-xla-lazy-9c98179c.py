#!/usr/bin/env python
"""hfcompat repro: aten::maximum.default on torch-xla (lazy).

From case arch:xglm|torch-xla|lazy|bfloat16|train|short; the forward pass failed there: mismatch in outputs: outputs worst logits
Run it alone:  python aten_maximum.default-torch-xla-lazy-9c98179c.py   (exit 1: the failure reproduced; 0: it did not)
"""
import base64
import json
import math
import sys

import torch

OP, OVERLOAD = 'aten::maximum', 'default'
BACKEND, MODE = 'torch-xla', 'lazy'
EXPECTED = 'mismatch'  # "error" or "mismatch"
BACKWARD = False  # True: the op's backward runs too, as where the case failed (its graph held both)
TOL = 0.001
ARGS = json.loads('[{"__tensor__": {"shape": [2, 4, 16, 16], "dtype": "bfloat16", "stride": [1024, 256, 16, 1], "requires_grad": false, "min": -3.3895313892515355e+38, "max": 4.40625, "values": "Zr5//3//f/9//3//f/9//3//f/9//3//f/9//3//f/+Zv4Q+f/9//3//f/9//3//f/9//3//f/9//3//f/9//+U/hj8xP3//f/9//3//f/9//3//f/9//3//f/9//3//7b8Dvta+yb5//3//f/9//3//f/9//3//f/9//3//f/+KP6y/Gj46Phs/f/9//3//f/9//3//f/9//3//f/9//1HAkr8qvxY/Ub82Pn//f/9//3//f/9//3//f/9//3//IL+Zvls+EL8ovhk/9b1//3//f/9//3//f/9//3//f//2vjk/dr6iv2u/mD8FwCzAf/9//3//f/9//3//f/9//8G/ND41v9w+S7/MPyi+Ob8NP3//f/9//3//f/9//3//zz8VP9I/PMBgPw/A1r9tv92/dL9//3//f/9//3//f/8bQNU/nz+PP8S+sr68vzk/nb/uvkO+f/9//3//f/9//4+/o7/8PgHA0T5Ovk0+zL1KPac/sj8Cv3//f/9//3//Yj8GQKE+Gj9cv6e+ob/zvpO/EsB7v5I/J8B//3//f/9BPmO+rD9Hv0I/hcA4P8s/FL/Mv50/Wj8Zvpy/f/9//1q/kz71PQK/Bb/wPmy+Rr8wPhy/ZT4zPom/Gb9SPn//Tb/uPpq8/r5zvkO/I7/AvyQ+AMDSvZq93r8Ev6+/576SP3//f/9//3//f/9//3//f/9//3//f/9//3//f/9//9K/jj9//3//f/9//3//f/9//3//f/9//3//f/9//3//sD+IvjA/f/9//3//f/9//3//f/9//3//f/9//3//f/+EvyZAkr5sP3//f/9//3//f/9//3//f/9//3//f/9//0U/fDuwvd0+mb5//3//f/9//3//f/9//3//f/9//3//JL6iPxC/jj+RP7W/f/9//3//f/9//3//f/9//3//f//iv/4/G7+cPmk/PcA0v3//f/9//3//f/9//3//f/9//xK/cj+ov6A+hT8BwCm9Ob9//3//f/9//3//f/9//3//CT7TPgDAO784QAXAaz2lvja+f/9//3//f/9//3//f//RP3C+Az+NP/g+Pb8MP8Y/dT4ev3//f/9//3//f/9//wpAmb+HP1Y//L7YP2s/gT6ev1S+kz5//3//f/9//3//wb+wP++/o76YP8S/S7/hv/i/AD+/vwC/f/9//3//f/+pv269Db+3Pve/cr8lvxK6Lr8vv0y/o7+tv3//f/9//z+86D6svsI/mb61v0m+IL8wv4g+Z7+jvxi/o79//3//Br+SPxi/Uz/UPybAUb8xPkA/9b2Gv5y/dj+Ovza+f/+Lvv4/UD6sP5w/A8C8v48/GEABP2Y+LL8LQBy/J75gP089f/9//3//f/9//3//f/9//3//f/9//3//f/9//3//Qz+xPn//f/9//3//f/9//3//f/9//3//f/9//3//f/+CPrw/QMB//3//f/9//3//f/9//3//f/9//3//f/9//zu/jT/ZPqa/f/9//3//f/9//3//f/9//3//f/9//3//jz+Wvpq/BD+Rv3//f/9//3//f/9//3//f/9//3//f/9Zvo8/l7+jvo6/+r9//3//f/9//3//f/9//3//f/9//2o+Sr8BQKK+u7+pP30/f/9//3//f/9//3//f/9//3//D7+5PpS/877FPl2+GL9iv3//f/9//3//f/9//3//f//HP9C/bcAdQNm/AUCzPjg/HEB//3//f/9//3//f/9//80+rb9Vv6a/Mz8ZQBW/RL5rP/c+f/9//3//f/9//3//BT8BPk7ABECVvqS+0j6RPX8/Cz8qwH//f/9//3//f/+Ev3U/9D64vr4/yr+SvRK/Fr8Mv1c+lz9//3//f/9//4q/Iz89QHa/7D96P60/Aj8KQEo9KUDdvh4/f/9//3//zL55P9A/hb+oP2E+k79qPp0/Gr+oPxQ+oz+IPn//f//LPve+UUCgPrW/rz8mPr0/4z/Jvg9Awb9+PZm/w79//wK/mD6AP7K/MT8DPzY9w76hPrE+cz91PuK+R76BPmu/+L9//3//f/9//3//f/9//3//f/9//3//f/9//3//f//wPwfAf/9//3//f/9//3//f/9//3//f/9//3//f/9//4W/Uj96P3//f/9//3//f/9//3//f/9//3//f/9//3//pj/OPQG/L79//3//f/9//3//f/9//3//f/9//3//f//3PxQ+MD8Fv5g/f/9//3//f/9//3//f/9//3//f/9//8i/ob4XvZe/0L+Hv3//f/9//3//f/9//3//f/9//3//cT7Fvim/4r63v2+/x71//3//f/9//3//f/9//3//f/+wv2I/2D2ev4m/1r8Cv5S/f/9//3//f/9//3//f/9//+G/TD98v4s/DMAtv0m/C8CsvX//f/9//3//f/9//3//gT+IPoQ9MD/dvgi/1L4OvgK/QL9//3//f/9//3//f/93v2I/pz+Xvy0/Tr+cv0c+4b/9vwpAf/9//3//f/9//z7AyD+Jv+4/078ov/K+ob/vPoi/jr9jwH//f/9//3//wD9CP/c+BT9yP6k+lz06P4y/Kr9uPs4+vz9//3//f//6PlA/Oz/NPmE/TD5tPro+vb+iv+o+Ur+gPkk/f/9//6a/ZEAlwFFAKMBdv8M/EMAsP2nAicCJv1g+i7mNQH//rj+wPh6/kT1zv9q+zz1vv9q6VL9lvxlATj0UPwU/sr0lwH//f/9//3//f/9//3//f/9//3//f/9//3//f/9//4i/5j5//3//f/9//3//f/9//3//f/9//3//f/9//3//Xb6RPzQ8f/9//3//f/9//3//f/9//3//f/9//3//f/87vzO+JT+xv3//f/9//3//f/9//3//f/9//3//f/9///6+UD6UPw8/gT5//3//f/9//3//f/9//3//f/9//3//Oj8XPn8+Kb+hP6E/f/9//3//f/9//3//f/9//3//f/9bvQQ/gD/pPgC/07+xPn//f/9//3//f/9//3//f/9//8a/rT1cPzK+DL/4PkI/D79//3//f/9//3//f/9//3//2L4uvoI9uz+Lvr27UT7ovue+f/9//3//f/9//3//f/+xvdw+5T9IP/c+yj6NP6A+GD/xv3//f/9//3//f/9//4I//D7xvls/rL/Gvws+vL/WPL0/aT5//3//f/9//3//0b+zPsU7nb4kv/g//D4gv429S8ABwGu/f/9//3//f/8pvgA/kj87PtO/FL3bP+K/Uj5nv0K/IcB//3//f/9//1+/Cj+PPzw+5r8Avt0/9b/0PeK+LL8YwH//f/9//3//hb8SP5Y/0D7zvwW/7z8DwBs+xz2UvhzAf/9//3//f//qviI/kj9ZP+q/jb/qPwHAhz4GP3c+GcB//3//f/9//3C/f/9//3//f/9//3//f/9//3//f/9//3//f/9//3//y77TPX//f/9//3//f/9//3//f/9//3//f/9//3//f/8xv+c+DL5//3//f/9//3//f/9//3//f/9//3//f/9///8+N78ywD+/f/9//3//f/9//3//f/9//3//f/9//3//mD81wOa9gL6VPn//f/9//3//f/9//3//f/9//3//f/+5v7O/gr//vw6/MMB//3//f/9//3//f/9//3//f/9//8i+kD42P4E/kD9EvzU+f/9//3//f/9//3//f/9//3//uj8XwGG/jL2APrg+Tr8Lv3//f/9//3//f/9//3//f/9JP/q+Yb8gPg6/QL6Pv4C/y79//3//f/9//3//f/9//8c/7L45v1w/ML6HPzy/377YvrS+f/9//3//f/9//3//CD8CQL8/T0APP0c+7r4CP50/2D7yP3//f/9//3//f//AP36/BsCyulm/hD76v6K/cr9rvibALj9//3//f/9//wU/sr6Pv+s+Pj9Avce/ZD+/PTXA2b/ovn//f/9//3//0D5DPZW/Bz8XP+2+pr9DP2a+EMCjv+a8f/9//3//f/8XP/0+Xb+IPyA/I79nvzg/m77XvzG/6D5//3//f/9//0g/KT+8vs4/NT8NvzK/JT9TvZ2/Ab5DP3//f/9//3//Lb9//3//f/9//3//f/9//3//f/9//3//f/9//3//f/91Prm/f/9//3//f/9//3//f/9//3//f/9//3//f/9//1k/gr//v3//f/9//3//f/9//3//f/9//3//f/9//3//C78/v+s/Wj9//3//f/9//3//f/9//3//f/9//3//f/+9Pj8/C72KP1A/f/9//3//f/9//3//f/9//3//f/9//yG/zr5Sv+y/gD+Yv3//f/9//3//f/9//3//f/9//3//rr4RvzA/8b8LwDPApj9//3//f/9//3//f/9//3//f//yPjA/Nz2+P/4+2D+lP5c/f/9//3//f/9//3//f/9//9k+mL9mvwG+TT6VOgC/Ijx2v3//f/9//3//f/9//3//nT7av3i/6j7aPhM+qb6uPiO+U79//3//f/9//3//f/+jPoQ++70gP0u/DT6nPw6/yr7lvgK/f/9//3//f/9///K+Hb/HP4w9U76uvvE/wj62P8S/MD+kv3//f/9//3//Jz/NPr08KkClvvM/IkCXvSI+rL8pv7G9f/9//3//f/9ZP2w9qb4UQAa/yj8cQIC+3r6svxm/AL5//3//f/9//y4/Tj2TvgpADb+0Pw5AnL7Vvqq/Jr+NPX//f/9//3//lT7MPvo9BUChvrY/+j8OvmI+k787v6U9f/9//3//f/+kv3//f/9//3//f/9//3//f/9//3//f/9//3//f/9//5e/Tb9//3//f/9//3//f/9//3//f/9//3//f/9//3//KD5BPnC/f/9//3//f/9//3//f/9//3//f/9//3//f/+jO8E/PD9nwH//f/9//3//f/9//3//f/9//3//f/9//xi/kL6Bv54/Z7x//3//f/9//3//f/9//3//f/9//3//qb7SPYi/z79Lvjs/f/9//3//f/9//3//f/9//3//f/8VPiq/6L+SPkm/Lz5WO3//f/9//3//f/9//3//f/9//0S/zb6ovwq/PD7cvsO+eb5//3//f/9//3//f/9//3//Oj8JvG0+IMC8PYa+cr4av4W/f/9//3//f/9//3//f/8RwK8/9L8XwFQ/vT1kv8s+pr9DP3//f/9//3//f/9//1U+8T1vv3W+Ob8QP5+/Gb/evRY/XT9//3//f/9//3//QL+3PTM93L8EP6i8776PvjC/Hj2Rv1G/f/9//3//f/8Wvw9Aor/Rv/S9dr9zv2W+1b+wPes/nD9//3//f/9//0i/5T+Sv6q/Er48v5W/mL68v1u+mD+pP3//f/9//3//F7+7Pxu/Pr51vsC+tL9xvlm/UjuCPwBAf/9//3//f/8VvrY/yr14P/u+hL65v12+l76qPqE/LUB//3//f/9//w=="}}, {"__tensor__": {"shape": [], "dtype": "float32", "stride": [], "requires_grad": false, "min": -3.3895313892515355e+38, "max": -3.3895313892515355e+38, "values": "AAB//w=="}}]')
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
