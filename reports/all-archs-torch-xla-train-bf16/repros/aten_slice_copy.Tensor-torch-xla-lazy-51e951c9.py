#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:gemma4_text|torch-xla|lazy|bfloat16|train|short; the forward pass failed there: Value out of range (expected to be in range of [-16, 15], but got -511)
Run it alone:  python aten_slice_copy.Tensor-torch-xla-lazy-51e951c9.py   (exit 1: the failure reproduced; 0: it did not)
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
SIDECAR = None  # the file beside this one holding the larger tensors' bytes (None: all inline)
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 16, 8], "dtype": "bfloat16", "stride": [256, 128, 8, 1], "requires_grad": false, "min": -2.421875, "max": 2.4375, "values": "zT+aP6q/oj5dv48/Tr6xvjs/Q79Rv+m+Vz/2PwY/lT/qP+4+sz8YPrS/0Lwmv7K+9z5VP/Y/pr+qvqA8QT+AvxNAnj/Auiw/SL6MviC/+r7Ev7o/fj+vvp4/uL5fv2u+Dz8hPrq/9r8gvxO/eb/gvsI/Ar9MPvC/Qz+GPiq/YL+cvhvAVz1JP2q/IL4pP66+8LySP+m/jjykPkA8278Vv48/rz65Pxs+AECiPgi/sb4YP34/Jz94P8C95D+vPwI/qz8aPgi/A7/TPxc/Rj+zv6g/cD8ovSq+HL+NP8K/nj92PkK/0D7QP7y/vT/NPoc+bD6QPuk/pL8Kv0g/ej+Cv8k/jL8dPww/JT8MP6Q/kr+oPs0/pj8Lv7S/or6QPY8/hL/Avx2/zz8KP8S+qL2PPzu/KL2dP4g/NT+uv6w+x78eP/a/sD8Bv12/0j7ovlO/Tj+bv4Y9oj/RvuG/cj+oPv49wb8qPoO9Pb+UPyI/6z/bvrG/sj+Jvpa/cj8+v4O/XL8IPyW/2z/8Pri/jT+dPp6/Cj8NQE8/Lj7Tvia/0L3EvkW/Gr/OP4y/rL8GvpE/Wz84v6E+ZD+5v+y/1D7evrw/Rz8Sv3K9NL4Gv5m/5L+Ov5i/ij8Yv/i/2j1AO2m+F78FQIC+qD9uP0q//rxBvnS+nz+WP4o/fT8Gv/Y+xb/TP2O+HT7xv9e+Bz8uv12/aj9aP+G+Qr9uv7Y/t79dv82/aj9pvwq/Tb9bv7E/2j7Zvek/jT8YO629AD6GP8U/Tb8kPby/9r9+vhi/cb/evhu/Aj/RvsC9aj7KvwHATr8Sv/C/xT/aPUg/yL2LP0g8VD9bPri/9r8GPg6/fL/hvps/rj/JP1++Lr9QPYA8pr/vv4C9l7+qPlA+2z8gO+e9DMBHPyy+U7+EP0Q/nL0PP4U+ET/tP6W/Bz8dP2g/gr8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAAAAjL/mvqs/jb4bv88/V7+Dvxk+XL+iv4k/9r7aP5U/I76uv+m+VD+bv4k/ED6yPsu/FkCMP3Y/7L30vr8+CLtxPTq/oL82Pne9Rz65PyE/6z+ivqO/4z+ZvK++Mr5Sv8M/eT+iP+u/HT+KPwW/Cj3+vjA/0L8iPoe9lr6CPyI/6z9hPwi9ID5Mv/m/Bj9cv6e/5z9Mv9c9oT24vQBAhr6Hvhw+ir+wvaS+IT8cQJQ+Db8Yv3E/mT+JP1S/eb/ePsa/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAA=="}}, 2, -511, 9223372036854775807]')
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
