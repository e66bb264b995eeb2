#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:gemma4_unified_text|torch-xla|lazy|float32|train|short; the forward pass failed there: Value out of range (expected to be in range of [-16, 15], but got -1023)
Run it alone:  python aten_slice_copy.Tensor-25056833.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 16, 8], "dtype": "float32", "stride": [256, 128, 8, 1], "requires_grad": false, "min": -2.435244560241699, "max": 2.5129833221435547, "values": "TKrJPvqIHz9xygJAjDe0v2BCdLxWVYG/HgyfPjpY2T4YvS+/GoqFPzg/2D92Pqq/FjPRvt0zlT+Ul8m+DCK9PiKZbr9VcY4+l5aFvyvJK74EdnG+vLWMvKPMF0DLQAE/UqL6v4j2tz7JcgK/Olynv3zzxL62MI2/xFGXvZfLVb8iM/m+LMfLvRiSYr+eYc2+2velvXGH9755SOi/zajnP9vX+D8TAQQ/ZrcjPzT4wr6wErW9cLsEPyRrZT8vAMO/bT+gvwCJC8DFrTo+g5rfPr5zJL/9GQ2/B3t+PdN2Wz88L4O/30L+PtLWu7+1o+W+8lZOP63VAr8gXaC/oO+uPxsyj78+z4Y/wsS8vq2z/r6e5QY/1MLBvlgQlz9Beu0/cHMFPmQ0bb5pJwc/38S3v3bmE7/vtAVAotBnv5tyiL644Lw+VBlTPklsnb+X6i++o0Zjvy4cQD7e+RFAyOcAP2tqVr+acqg+xAdBvl5q17+Aopu/vnqLPoRqnz1Yy9Q/0Ltov9obwb9nNbA/4GVyP+aCgz/8e30/lBE4vjoHRr4s3CQ/fgWPv2BBsr9fsbU+7fiHPvGbAz8u/tC/n0qQP1+kXz7M4Lm+ZiK7Phm2Pj9HX+y+qVUPwGUzh78SJmM/EOvtv41ClD/rff6+whCmvzLeOT9IvYS9ppQJvuPLWb9u53A/M1iIvWKAe74ViQ7A6tBHP/ZOBb0bz0w/s4dqv0rfAkCV3CA/qYiCvwZRuD2ErEe/GoTuvUL3p79YMTa+aCswv2WlGr/+qApAGLurP/rb9D4C4sm+pJrmvm83kb5mPMO+ss2rv8lNrL/Ycsa+2QY6PzbEsT7YFt4/hzMov9vajb9Tavq9rAz5voXEXTq41CBAxoc7vhgT0r5SBWo9Hz/YvgwaDj8grh2/LaYcQBzoCb+pB52+XjlcP0eiDD4+p5w/4HZeP+xQELxHiJO+SPINPwtkZr/F6DG/TQMBQHi0lz5WGHc+97J+PnDA874M2xvAbQSQPsZqgj+ONji/+TL7v5TsMr8K1d4/R0o8vTwCmz7O0gU/8I27PhZbtz6Qiz4/3kg1PyeRBr9838Q+DJERP43YcT+Ntvu/93WZv/r8vr76Uw2+LYUMQAoErD+6G0C/SkM1v/w3jb5xt4u+mSaaPynSMz+I8ci9D7DHv6Lvq7/kQ/I9tbGjv/gtzL7UrZ+/CpWgP2g5q74GCX4/OP05PrRrVr9wQz+/PZnJv1bkuD4OW1w/6Juev175Ib+tFXg/TBqXP3ZkqD9WCYg/05eXPpI0ij8kkI6/LpyEuw5TAj4USbC/6Z3yP1bKljxwiIs98FlPv8umxb/IZcK+yltRPxkGkL9/3cc/PGEpv+3zeL5/Lk89bZjGv1a84L5n96M/uPc1v0HVkr9nVa8/lJFVv6yVS7zji7g//f7GPrxWzT6usAa/SuT4vyTGbL9nSGO/8kaVP5cB4D8sGuQ+bLdmvnImIb/w1Li+Z521P3GuKD9wnwc/GtXLv6s9Jz/b8ey+1IyJPhaHz7/G25e/ME2BvQvDD8Dt6Ts+InvgPlbusz9AOtu9En9vPXg9Wz/zwrs/WFMYP6Jxs77hENe/xCrJvtqUfr/VH5a/yH8vvk1IiD8jtgU/0EhiPyfzxL/L44y/cgc6Pyy0hD95Pks/mCELvgBRB8CDCDo+HirfPlFFs78eHkS/qveCPWuTWz/oUHu/wS1vP8k7dD/TYrW/J0devxfDYj9wjci+kYSfP/poNj9Wcvc+EIgJwHqQnT4JP0E/5/wBPwCsl7+1iQ+/6/WBPwqCsb6lOTI/QsFhvhfhtT+OFKi/7sz2vrTMw7+0XCo/ZlOFPwSFAL/uf6a/g83wv8DAAr++O+q9VndYvwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAjTKwv9lFuz5OhqM+H1P2vlz1AcDReHQ9571/P/9aN78/FJs/79qNv3oiEr+EXsK/tGIPv1DXeD9pbxe+XgGXP4zBKj924Qo+Ri7QPl4tB8CeKnI+vl93Pkqz1T8Cs729vOTYvBaIkT/vMwDA+kOhvhGTDb+o6TI/4Sgpvrhxqr+Ar6e7HkIsP3n/ubzEd5G+zvqrv2H/hr8e1DG/rQwBQDLnFr/GDpM/W4gAQBjVVz5iJJw/7OkfvwRKOr1/pxy/E9uGP9jH3b9Hz4G/WWDHvjd9GL6EKrM/uqNuvlvcUb+QWEc+iVp0P0CX87p6kJS+jCqqP8oHT79E7DG/kP4AQKesRz7j1J4/i9akvaY+XL/XHa6/Jm+bP8ZTub9nFQG/Uf2kP9Jntr8ZXOK+W2cWv5wxwT9KZls/CqARvxIQKL8Fy2e+13LjP4X5RL9hVj8/FphWP8xUmL6gPUQ/TIDAP/zXKb++k5e/P4C9v0XAw77FSve+JJA4v/ubzz9b/Si/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="}}, 2, -1023, 9223372036854775807]')
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
