#!/usr/bin/env python
"""hfcompat repro: aten::convolution_backward.default on torch-xla (lazy).

From case arch:parakeet_tdt|torch-xla|lazy|bfloat16|train|short; the backward pass failed there: mismatch in grads: grads worst joint.head.bias max|Δ| 0.0156 rmse ratio 7.5 (scaled, 1.01x its bound)
Run it alone:  python aten_convolution_backward.default-torch-xla-lazy-3cb34377.py   (exit 1: the failure reproduced; 0: it did not)
"""
import base64
import json
import math
import sys

import torch

OP, OVERLOAD = 'aten::convolution_backward', 'default'
BACKEND, MODE = 'torch-xla', 'lazy'
EXPECTED = 'mismatch'  # "error" or "mismatch"
BACKWARD = False  # True: the op's backward runs too, as where the case failed (its graph held both)
TOL = 0.001
SIDECAR = None  # the file beside this one holding the larger tensors' bytes (None: all inline)
ARGS = json.loads('[{"__tensor__": {"shape": [2, 32, 8], "dtype": "bfloat16", "stride": [256, 8, 1], "requires_grad": false, "min": -0.0291748046875, "max": 0.0196533203125, "values": "9zpkvAq7RTzJOpQ5HLpTOtY5KLgdum+7hjvfO+U787ttuuy6NzkUuxk60DoYukk5Vjr8OrG4NTpWuQ24kjpkuiC6Azstuwy6/zm0Oho6ODoeuum4rDvuOE274Li5uJo60TkaOiw5Truau506L7qbupk67Llpu0659blKugQ7qzpBu9y6xToKul47Qrl1OtM7Djuyu0Q4KjucvAq7KTxnOvi6SrsQvOo7qzsZu1m7Gzs6uky6jzqNOsY4z7rvuZO4cTruOsW6zbmYOmQ6jznsuvw51zsKOoK8vLswPCM70roluf66HjtKOqG6vDgPOVO6VTsAu5Y6Obsvu3S7rjp4O3A6qLmdumA6Hjv9One7bLvMODm6Pju+uTQ7jLyou6A7oLssPH86jbynO785LbyhPHK7bjv2OwI8JjqTOyE6YLt3OhW6JrpJO4O6yTqoOAW7lbpfuwM6KjpruZI5hzoAOnu8bLsyO2g62ToWvJ86EzwDu4G7IjtsuZA6hLriuBQ7vzrHO/k7grsWO183gjvju0O8i7vtOQo8dDs3Oco7crwwO9G7kTw7u007DTswvBM7HrrCu/G5bTqpujA7+DrIuzC7ADsBuxs5BDuBOyC667q1Ojm617mnuZe6fjmOOSk6zjqjOqK79DrKOno7eTvduw67DbsmPA07Z7sAOzQ7HLu8Ofa7RrphPO22ibtoOiC7Azn1uLS5Vrs8OSo4qTsIvJ852zqUOtI4+bnROlC6C7ocuns6UroruRC6NzlDutW6bzqzuaO7oTndOsC6RjsBuuE4TzuCO7W6rrvkOVu7BblMOvo7Yrq/uhY7azp5unq6z7nGOgO62LoVO866qropOwK5Bzoeu8u6pzpwupq7iDoDO4E7sruOOla62DnFO2I777kdu4e7KrsaPM+7BDxfOz+4Yjl/Omk5ETqgOVK6wLjluEy7nbu1OUk7Hzt+ut46D7uEOp66njotvDI8DbukO4u7JjscOxi5Zjo1ueE4GLqNN7E6RToBOkI4iLleuzI7JLlIuje61joLPPS5p7qGu1k8IDwlO4u6Szs4vGm7WznbOvE6mLvvvLM7yzodO408QbxVO5a6BzsHvEo5gzvGu5U5Abuquvo6FLsMOiU7kbq6OsG5FDpNu8c6UDrkOSc6lLt1u7q5UTt8Ogk77TpYPBy77znCOye7eLulOa06DjuGuqq69rYBupe6zzm9Oe27vDuTO7A7Fjn8u1M5QjwDvJQ5ZbtMO667Jzvfu7K6SjuouHU6JzssOwc68jspupG7DTqMOlQ4SbuUOpK6CToOuW076rqfOQ43+bocuhg5gDnBu7A6BLuIO+W7/DuJO5m7CTukuh47orsvvEg70Tq/OQ=="}}, {"__tensor__": {"shape": [2, 32, 8], "dtype": "bfloat16", "stride": [256, 8, 1], "requires_grad": false, "min": -2.734375, "max": 2.140625, "values": "jT6uPqc+Iz6FvAg+6LqWPg0/uD4mPxM/HT8KPxQ+m70Yv7++A72LPrg+HL5DPgk+1TxiPpO97712PiU+FDygPhm/+b5Gv1i/Gb+ovhC/f78EPsW9Fz+yvVE+1716vjg/gD94vus8tzxSPyc/yT4RP6W+qb70vh6+fL5CvQK+jr7vPro/pT/pP0A9Tz/QP6I/9z1LPo4+ND4lPlE+9T24Pj6/V74YvVA9Tz6hvgw+7r2qPnk+Hr68PtY+Ir4gPwq+0L7lvUS/Mb9DvjC/ob5yvqU+uD5iPkM/xT6yPvg+w73Mva0+r74jv/k+xD5jvtO+aD6cPSW9HD7At58+vb6JvuC+f7+Wvzi/M78Vv0m/3r5KPhC83bs6Pai96TnVPeE9j7whvus8sTyYve29vr2AvRI+a74APnq9pL1dPSM+BT6uvtO7xb4nvhu/yL4AvyS+izxTvpy+sr6ovgm+Lr41voI9Mz6GPl0+1D1fvb+9NT4tP0U/FD8iPxA+/z4MP9U/q71/voS+mr6kPX29l77+vhG9P74yvk++hL5mvhm+KL7APu0+1z5/Pvo+PT9yPk0+AT7Yvo48DLohPNq9kb4FvhW+drySvla+Cb5vvYK+jz89P5U/mT9FP6c+Pj9ZP5E/Qz7JPuM8gTyfPqo+kTxzPRfA/L/fvwLAEsALwMe/uL/KPro9sj5gvW0+370FPyc/pT3pPry9Mz/NPlU+gb7bvfs+qz9jPwI+s74wP74+Ij4SPzO96L3sPSq+8T2BP3w96b6Ovi2/Y7+XvyO/D74mvy6+Tr7jvv09+T4fvgc/CD8LPw0/2r6WPTU/p76gvik9hr5svbc9Bb4Nv7w9OT7VPKY/Vz8JQMA/BEDEP3i+UT/1PgY/vT6xPmg9/j5pPmg+uL7QPca8Oj7EPZw+sz0Tvis/6j8MPe0+mT7BPuK+m75RvpC+dL/VvnS/uL62vj2/zz4TP8c+Fj5TPq4+wj6VPhK//z5Kvxc8Oz1Hv8+9Ir9vPR+/7Lzvvk28Ar8+Pnk9Kb8Nv3W/ab9Ov4K/3r6Iv5A+Rr1mPK48YLvWPY494zzTvVe+Rr7NvZm9H76Ovb29xD1QvrO9ND6uvaO8Sj6lPdS+r78Tv4m/3j7TvrC/O789voy/674pvnS+nb45vuO+072jPes9zr7ZPJ2+Ob7rPZI+Fb6gPxw/LD8IP0g/nD9kvti+qb4Mv3m+0b73vqO+wL3CvMi+Qr6Gvk2+rb7AvhU+jD6+PXw+CD9HPsg+PD6zPni8YT5zvp28/b2LvsC9ur4Tvlg/XT9BPbQ+SD/TPig/hj59PxY/OD9+Pog+qD/fPjW9KL5QvTi+J731PC6+L8AOwK6/wr/9v5u/I79Ivw=="}}, {"__tensor__": {"shape": [32, 1, 9], "dtype": "bfloat16", "stride": [9, 9, 1], "requires_grad": false, "min": -0.515625, "max": 0.494140625, "values": "0b5wPYo9Fj7FvR8+Sj4fvhI+Gz7BPiE+I74fvD08mjwiPZu8yLz3vXu+Br1QPie90r47PW48ZbrnvSa+pz79PFo9BL8JvoU+2zylPmq+v74mPPC8ALtJvcU+xr7bvbg+pr4XPly+iT64vRc+pj4lvtK9+jtLPlY9Oj4pPqG9nT6ivqS8hb1QvhE+Zj4UvZe+eryBvrq8Lj6BvvS9Gj6GvGq+zLqpvak9TztoO0y++72GvSS+oD0mPiK+Qz52PTK+ED4/PUG+Ub6yPoO+1Tudvuk+N75EPgs+LD4DPvO+Gr5ePsq9mb4Fvju+mT1Dvrw9Ub4jPr69Gj5Svnq+MbvVvEk9Qz4wvqu+iL5YvMc90b5MPpo+Wb1MPs4+8b04PnE+e76gvqE8UbtwvYs9gT6bvja+S76/vXc+3j3CPSA8Fz6OvTC93D63vOS+nj2EvaI+Wj6RPEc+Pz6lvWA+pL2cvnK+Eb6/Pbs+a71xvdg+Fr4HPrG9LT61O/i9Eb6bvm++Az4bPIG+hr64vqm9gr1ePuO9Wb4MvOS9iT5dPLs+hL4dvpm8Gr3zPhg+oT6UvQ27rb25Pku9tT0aPlY9/T6FPXQ+H77WOqc+zD2UvRM+Wr6zPjw9mL21vtM9xz6tvWa9T71IPv69tT5GPp++WD1DvTY+mb2tPZA9lr6hPX2+Mbz7PQG+rz3Eva++lL1+vle+Uj4WvlO+PT6sPik+oL0BvSW9q746Pt6+lz5RPUg9+L0Bvl6+9z0OvVo+rr1FvoC+"}}, {"__list__": [32]}, {"__list__": [1]}, {"__list__": [4]}, {"__list__": [1]}, false, {"__list__": [0]}, 32, {"__list__": [true, true, true]}]')
KWARGS = json.loads('{}')


_SIDECAR = {}


def sidecar():
    if not _SIDECAR:
        from pathlib import Path

        from safetensors.torch import load_file

        _SIDECAR.update(load_file(Path(__file__).with_name(SIDECAR)))
    return _SIDECAR


def decode(v, device, gen):
    if isinstance(v, dict):
        if "__tensor__" in v:
            t = v["__tensor__"]
            dtype = getattr(torch, t["dtype"])
            if "sidecar" in t:  # raw bytes in the sidecar, a fresh copy per call (ops may write to it)
                x = sidecar()[t["sidecar"]].clone().view(dtype).reshape(t["shape"])
            elif "values" in t:
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


def weights(outs):
    """Fixed random weights, the same on every side (drawn in float32 and rounded to bfloat16, which
    every floating dtype holds exactly). Not ones: a norm's output sums to a constant, so the
    gradient of its sum is 0 and a wrong saved statistic would not show."""
    gen = torch.Generator().manual_seed(0)
    return [torch.randn(o.shape, generator=gen).to(torch.bfloat16).to(o.dtype).to(o.device) for o in outs]


def with_backward(func):
    """The op, then its backward: its outputs and, for each input that takes one, the gradient of
    their sum weighted by weights()."""
    def step(*args, **kwargs):
        out = tensors(func(*args, **kwargs))
        outs = [t for t in out if t.requires_grad]
        leaves = [t for t in tensors(list(args) + list(kwargs.values())) if t.requires_grad]
        if not outs or not leaves:
            return out
        grads = torch.autograd.grad(outs, leaves, weights(outs), allow_unused=True)
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
        ok, how = close(d.detach().cpu(), r.detach(), r64.detach().double() if r64.is_floating_point() else r64)
        print(f"output {i}: {'ok' if ok else 'MISMATCH'} ({how})")
        bad = bad or not ok
    if len(dev) != len(ref):
        print(f"output count differs: device {len(dev)}, CPU {len(ref)}")
        bad = True
    print("REPRODUCED" if bad else "not reproduced: the device matches the CPU on this op")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
