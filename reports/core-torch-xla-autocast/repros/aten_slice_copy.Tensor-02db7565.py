#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:mistral|torch-xla|lazy|bfloat16-autocast|infer|short; the forward pass failed there: Value out of range (expected to be in range of [-16, 15], but got -4095)
Run it alone:  python aten_slice_copy.Tensor-02db7565.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 16, 8], "dtype": "float32", "stride": [256, 128, 8, 1], "requires_grad": false, "min": -3.1973280906677246, "max": 2.9652984142303467, "values": "AACBPwAAEb8AAKc9AABavwAAoL4AAP0/AAApvwAAmz9Z8KG/eFTdPpu5Rr9JYia+E2WQv95yCUBffgC/qwoavzg++D4lTF2+uNvNv2IUPb8J2qy//HT4P6Io0b/e5wZAliawv1qGNT48Y5w/CQ3wPkhDBUCeRtY/i8reP11cHj/CvJU/ffy/PkCpNL95zjk/GpPmvte73L8wfoM/VaHhv1ARXL3mM+C+fyM7wAp1Xr6s56Y/ShrOv8O4d78wj/6+lBXYv3Bgbz2EJCI/JvQAv8XP/798prk/B6JFv7edoj9FUXg/rm90PnX3mz9VGr2+IdDbvuH/275WywpArtOAvtXVw78Ef64+Bdx0v+Vu0z6FlfA+7EwXvwNJYL/S2SA/HRGOP0I3tb4U9d6+cA9Bv4hXt79InBy/eKIhP+8j4T9/+6E/KoHFvyt8vL/5Y0G/vBktPwxCmT/d8OC/9YUGQA7ib7/2Z6S+VUpXP+BxaD+leNQ/+rfBPwjadb8rkmk/N4RhvqVYIz/cVTI/L2IrP82eBT7daw0/F1Zqv4QSWz/A4bc/iMWdP49Lj7+VoAw/dZOzvhDu7b3sF2a/XDBJv/rNs794YkW/nmfqP/7RV75UFEs/eGd3vvy5OD8zpMI/QFI0vcl9v7+Zl4A/qzvsPpa2H0AJlkU/F+nvPyfKHz8AABs/AAC4vwAAIb8AANg/AADDvwAAzD8AAMM+AACyvv2Rp7/ONo8/BdMKwJQk+j6Rxm6/Z0Eqv/Ickr78v46+/NrHPwD1grpqIQ6/AQQxPuHoEkB06hJA8HXFv3npe7842eq/jKKLPtXTyr/23my+mPrwPl9DW77cJY6/LVu8vmTNdD+cUO0+bI2yv/Vkyz8YsA4/8raVv1Tjoz2W0Jc/OLmmvpdO3r7kMT6+rfIkvvc43D/XIDc/+d1CPw6Xwj7nH5u/LK8JP5/jyT6P+Q3AxlQzPzAARz9Ac+s//cKTvevs97/yysY/u4gBQFr0sr+TDtM/4lGIPgImMz5QF2S9J0aJvzJrq74qzWY+hFArwI6iFD8rsaS/Ka/4Pd+FGj+AEma+90mEvzCX8buZOzQ/t1cRQMCEjTyBv2I/PDKzv8PiH8D73tK/WzvcvjISOT5V+po/bJ/MPyGCyr/GjHu/O6sQwIRR8b4QeIe/3c3FPjFIlr9+kfQ+jDZzv+3W/b6qy76+P+CMP7F9J8DbYQS/WZDnv15ukb+0VbW+487Av+BEyj3asIC/MjJRPwvnQD/OjQBA1lYYwCs9ez8kh28/kIH7PqD1cD+oZxvANDRCv3E3V78CogBAgbHePtzlaL4m2qW/WseYPh5auL9dVWi+4tmwP7fWND4UaKW/h8O9vgAA5j4AAMG9AACvPwAAvr4AAHa/AAD3vgAABUAAAH++3ERGvwRG+T7Ryhg/1fk7vbq9TT8IxUc+ocWgPwgGgL7jDAdAyE52vnjo0L+5IQXAnYo4P6YNVz/DweK+vXeDPyOAIMASk58/5+XOvgDxhL6YEie/FIkuvr+zfT4izRw/oK+Ov5bbsD5mKB4/kE0Av1R4F0CpdrQ/BtZIv6W+oj84MUa+YN6EPaDj3b7cYIS/O9pYP5Oy2j5iBsq/uKsJQMCHcL+QO9U9rKo6P5pcGkC2/KQ+B++ivyyidD+1TG+/rwNFP4h0sb1fHCQ/ZEcBv6oFIMA7eLk/awBEvy+Noj9YHIE/hnKRP4wi2r55k/i+zc1RP6Ycgr7oKg2/AgcOPnPHPUBvFxm+P+OOP2G9E8AfRqq/MQjtvXMLGkCPpey+cMgIvZVfw7+AqK6+fP3Fv+LlXD+zsRNAgAEwPrEHxj82D+6/ReeJv0sVij9tgu0+QA7Vv46QpT+Ik+o/4FAfP0ePd75/Ajk/fHOmv9lR5D5kpzm9DD4awL6Orz7Zowm/KWe9vf6tdT+14aa/SpjkPj9kab6x2hTAEOSoPpqGCb+OORE+iPKXP6pLp7+t3uQ+YspNvpf6DcAQNaI+U2kJv9Chez5pibM/VLGnvwEl5T6wNjA8Uq8FwOiBmz4DTAm/AADBvgAArj8AAAJAAACzvwAAIUAAAEy/AAAHPQAAPL3SjPg/G0sPvfcRxz9MAJU/EKOQP/yiFL/KA0vAjO0LvNwp3j5QaJy/FTaNPyuLu76EY50/5OsZP7rcvj8X6MA/gwPLPqoMeb+U4WK/yimqvgahTMDUlV+/m62zP+K+QT9ZFpI/oHkuP/yu3D7b+w3AEntPPyquJz/MZOo/zKyKvckpq77wdYk9Ht3iPkjjrb/2Up0/Idj/vpSdHkAx9Ta+ADe3Pl4UAEChpOo9VSULvaQkVj542MM/ady+Pvz5jz/iQ5+/UELqPhJ2wD5d+A3ANiwkv4bAUz9y8es/B06YvTh8er9xtJK/P2cdQOjlub8nL+I/Ca+Qvx4mEb9mCF8/yLBUP5zRwj8uJdG/AaU1vyJln72o/qc+PvoOwDHTur/Ne8K+kqQ5v/SOpL8aJ5A/Az4cP8b0fb97BC8/ZnO5PxZ3S77z7a8+rtG+v4XZab5sHfG/nEs+PfLmnb8wTL2+0GaVP16a/7+K7Ag94E1Wv+ZDqT+gcXQ9FBKOPounIMDJ1va+sxb/v3Qa+zxWqVW/6SvZPxBWD74TPI4+PbUgwOAV2L+MBvy/ZlXkPL8EVb+X0gI/6yytvm5ijj7kwiDADsurv8Bx9r+Eis08GmBUv918kr/weQi/JIWOPoLQIMA="}}, 2, -4095, 9223372036854775807]')
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
