#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:gemma2|torch-xla|lazy|bfloat16-autocast|infer|short; the forward pass failed there: Value out of range (expected to be in range of [-16, 15], but got -4095)
Run it alone:  python aten_slice_copy.Tensor-e58f2f34.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 16, 8], "dtype": "float32", "stride": [256, 128, 8, 1], "requires_grad": false, "min": -3.0665664672851562, "max": 2.649477958679199, "values": "AACzPwAAyT4AAO49AABkPwAAvr8AAEI/AADoPgAAmb6gse89NGp+P3mAI0DsEja/Fke5P1qSrj9LeEW/zKKTPlAFg70SENS8W1n0Pka6Or7ir6y9R3M6PstCxD8r9Og/iH1Vv+T3sL5ZrFQ/9kmGPzp4jD++xiq/EAmavfQxQL9E0dy/mTMKPwyRKUBcJHe/3Ds3P54HIT8CrWM+BH/ovy9UYL/w72A9JO+mvzHR4r4S6FG+lfxJvzMATL4VI+2+bVqLP6kQLz8C7sC9QtzJP8r8CECSwvk+3bQQv5rKjr+lyoG/6/wAwNdCCr15oCq/t5/yPoCTBb2yC44/ss9nP09emD8ULCw+qjW2PleuVr9s2Gk+SqvWv21kUr9IbybAsG2PP7P1gr/wf4m/ubf6PmREWz9GqCw+SCJSP4OSyj+y6b09LTgYvr7UtD5roUm+QgBRvW3F3T3Wg8g/dcLoP1wGRT/40AG/SH30PwgIDD9bIWe/+FkBwAR1k731x7Q/kjEov8YVMj9OGzc+UT4sP2jcUD97nmc+cyViv3QLnT8YpZi/6HO1vWsQiz+GJEe/cFJpP1c+gT+iOPo+X6kqwL4sgr+cWvU/Ia0Cv3SqrTyjUjI+6r4Pv+r0l77+3cK+OEjrve82/j7mclU/sG6HP/zPrz9SWhC/+P7KPFz1PL8AAKe/AACRvwAAjT4AAN8+AAB8PQAAkj8AAIG/AABqvyZxLMCZ4Sq/3gc2vkwCtL+woty/wnjIPy7s+L6zHo494hk9v98Gsr6F9U0/FzImQKyGI79cu6i+8cy/vupVw7+BWw/AJKJjvxCoML9TwLI8cmHevvj7ez8JwN+//ftsvwXbq79ChtI/zKY0vwzrZr9+aKO/ArIfP79fO78FZKe99ueUP9zeA8CEsR2/0mpZv9V4IMBd+Y6/Ritmv/xFAcAMBrO/WryfPllq8r5kL56/iFY5v/uSFkDlgcm9L3oXwNRu5r7bSwi/JlDZP6Csv7/Yb16/CJQwv6LVMT8/Uj8/ZJDMvqwDBkC5hTy/8E/ivIZfLb6BCqk/weKCP3weub5MN8e/jWNwP7TTlz4N8cw+QGP3Pm5Yyz+5pkw/b+5hP9FMPT8gd7+71fZUP8D4JkCySyO/6EP1vtBEnr6Wq8C/o1f5PvDrHb/0oie9pM9rvbiNOz/jE3M/oyoov4nCk7s7cBZAZM7nPoNWhb9SDCO/07AAwIoPe7+++yW9bfl2v6SrTD4XTn4/PV8Rv3xlQT98TtM/sNyGPj64mb836Om9ikChv/5O8r5oqQc9WSmBvlHfjD8GM88+L0MfwNk1vT5f4wfABKyevzSh87593gY9x9tVP5+18b4Mt+i/deZsvwAA6L4AAMi/AAA0PQAAKb8AAIM/AACjPwAAjj8AAGk/aUVRv/QJdj/wGIs/T6MRPVaipD9MJcw+hcCQvaoStT2JNuc/lQuEv/81+L9KptA/BpoAP4x3hz/nE9A/62qvP9LwnL9Djfo+buipP/kakD8Bg10/Sxp4PwXLMz2CNxVAHSK/P6BiRD/qCti9DJPJPzK68L+qOK8+/TEQv+Ixj7/QgVK/lpZ8P3NmU7/At60+sXXKP2gSvD+E8yo+OBwEQBgRpb/Yld69P9/qvwGSFD9Q5Sq9IxjIP0Ikqr54OL2+wj+bvym5IT8AWLW9yQDKPz6lBEDGuw0/wPAQv+mWjr9/sA8/FJ+ovwWfqz/hj7q/wkCHPltmR78qpvY+Hvrdvg+/lD5YxW4/oEJEwMoXiD+ny9U9V+OTvlmLiL7AaJu98jEbPhSqqL4DNeM/I0A6P2IabD8rNkC+rtdxv3Hx7T8A43a/lXBzPiGIVT+qDYc/Whh8v6Z0Nr+4nQy8Vwo+vwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABpvwAAWr8AAN8/AAC/vwAAuL4AAD2+AAATPwAAQj9QSEs9YQiOvkkuuT6UmUq+adi/v8bfdj65KNm+ggavvw7j7b8xMZY/sztuP4+cWL9zwlk/WANBvRWmmr+gyJg/i06tP7nBPsCOvc8+slHFPmWd17+0+t4+WKKpPwwmjD+gN5y9BO9FP9pf875typ6/gVnJPxmbD0A+E7a9nFEXwBjd1rzJlAY+oPhmPrXPPr8lrs4+qWTJvpa/ab5w0Ri+Q+ueP+vnDb/vP2w9EarLvsiLN75Q5Y4/aVnwvds5374g/RW+YLeaPUjm8b7R4Z2/ZLbIv7XQF0CcMdO9ao4XwNwFor9BLAm/cPrlPjWBYj8th3s/S793vkIBfz9q0Ts/HNQSv53KZj/ByaO/xJ5TP2zyOD8rEjs/bvEPwA6gLD4QKNi9fokLQMumNr9Duyi/whf1P1Q8eT75szs/3LJjv+1wQT+Wram/ZFQMv7Jp7zyOyQnAMD1EPd4X5r+a7my/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="}}, 2, -4095, 9223372036854775807]')
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
