#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:t5gemma2|torch-xla|lazy|float32|infer|short; the forward pass failed there: Value out of range (expected to be in range of [-16, 15], but got -4095)
Run it alone:  python aten_slice_copy.Tensor-a69b2fba.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 16, 8], "dtype": "float32", "stride": [256, 128, 8, 1], "requires_grad": false, "min": -2.350043296813965, "max": 2.253325939178467, "values": "XDPZvgJQwL1n4B2/kuy9v7zl6D77mfU/cKaSvyWbK74DGW2/7hmlvW2wzr6pdLm/Xo+NP+uL7T4lZdY/kyNLP2t7Rr901AlAu5OOP6c7b79Mqoi+8qsbvz+18j2+O+C+BqF6P2BtRz/EDD+/L4bpv3bDaz/wf92+wfZpvwjmUr/mf9Y+GqWuPxTsdz8c88K6g9sXv4TykT/zuRi/NVXeP9FElT9RTFE/jbXMP+v+lL+wS/e9YuGbP9FLP78RbVw9qaxuPgZ70L4mw4Y/sbA+P0/HbT9oD+k/bWt+vzijeT/6ijE/4Aocv7pHuT+TNvi/vV/NPtKYCr+TfcE+MWxVP8pz4r4NrwQ/39udPw7OnD2nOJQ/MPPtvuorCb4txAZAyNDovQCmXb1qm3S/URSIvwMdhr+OI/Y/Q9GAv3Nouj6XysC/pIk5vws0xD/QGHq9Ma2fP2AKY7y8iFQ//XpHP+v1Mz8+3Vk/4OOrP2O7hL3GIYW9cAP8vTuHAr+JqwpAuuF4P+khwz+5gLG/+MB6P7EPCT9Aa4I8kji9PirKmL8APuW8fOHgP4h6Sj371JI/jNbjvkRUvz+Xrm4/s3sKP5uaLL9YmGO+JfeCP3J5mrxxJYo+eNDhP8hs/r7fUd4/7y+vPtbf8T4D2FY/VLgAPbKhcr4trpM/AvIGv7AwE8AbFko/pRVav7srCj4ugE4/zA68vjnJkL0yeeQ/vp3QP5DE3z8M1rk/h4IsPsVR9L6MeLS/FCM1Ph9rMT78fTq/3soWPwxY/j4dr5y/Nn4HP8q5wT/tW4W/qrqdP3wyW7/fz2A+M5Tfvztu0j45CVk/t9+yv3qMqj75bQo/98KkvyR3dL+XuE6/rwutP/k4br831BC/GrTrPyAbMz2h/S++VyXIv2PTlj/OJgk+CTOaP+DPuz3kPr291QeJv06Nnr/ZgZe/zMaHvlE/hj9U3z8/+pChP48YW79zXsS/rcXdvlvBnD/80kQ/4oCyP+M6aL+5WTC/mD6JPbWaYL+PF7C/jqUAP9ClAb7cjaS+Cft5vuGYoz+06Ms/uAGEvyCJwz/YTpG/lO3NPsuIgb+mFDk/9O2zP955Ab9EpNE/BUOYvqU7ub6w6kQ920NqvmGwUL9GCjS/m16iP41t57/Co6o/DUC6v+BfYT7WsCq/NVpbP1kFij48Uv0/57cov0qA9j4U0Jc/mKBGP8mFz7969HM/4kmsP4xPmL3Zk0I/1Dp6PuiJB8C6ocS/Ju2Wvdqlvr3xABQ/Shc4vz+iYb4vZPs++qr8PgEv/r9Tn6s/S8VtvyeEfj9PgaE+OsI2PryCOb4RnyU/XXFKvytC3L56LVw/zyIqv6SWJz/aF1e+rcUQwFwz2b4CUMC9Z+Adv5Lsvb+85eg++5n1P3Cmkr8lmyu+tteuvroLzT9udj8+LTscv28hkT8QO1U/wdFHv/IDw7/c5qY/2V87P0JhQb8loem/4wanvikbAr+tCmi/cG5SvwXkCL7HV+e+ifIwvxEbnD9k3om/qcDrvy4NCz9bh3u/7GRAv75nWL/lWye/fWd5P4T9CMBBVBO/IB9NvkQZID8hnFy/fDlvPr1DjL79266/z5qGvx5kzr9bD9e+GlSWPySz4L2E/VE/gJsBPxxnFsCIuv29Ddx3Pqqnhj0wjJq//Q31vgZXzL9eWK6/Ykyfvk5/nL9SskU/LlvQvi/dgD/2SgG/1cprP/7LXz+ScW2/h/LRP5Fqaj+rACo/rhGSv5acvL8Oonm+uzX1P9LXiL+r8Nm+usRfv+YXzr3o7QS97ozfPl6VOD8/WG+/YVj0v4Wslb/Y6R+9oAlSvsVKlb84r0w+SHZmvpZO5L1x4TI/LXIUPnqtwD9GiFc+fjYQQIw/BL56IOO/yq8Qv6UQ8j2YG5W/4T+Bv7EKCT8Jiq2/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAGxZKP6UVWr+7Kwo+LoBOP8wOvL45yZC9MnnkP76d0D93PTE/3umxv/KjoT/4JFg+7+eBP6m5wD+oY9g9iP9Mv3lVh7+RNNq/STDVPtS0WD/MlXC/Wn0BP9teCT+43qS/i0WDP7nGor9SvPo9DGeZvy9Zq7/FH4u/9KVWv2vf5r5suQ3A5JCuP8oXEb/s9km+Gszovo4VMD/WWTc+9oHPvvLRkb0Ct2K+Rp7vv7/LUz99eHg/eVmLv6Adtz7b3Jy/1PFRP0Rs7j1ODxg9K/uRv3x5rj9wm76+ZPVLv1pX67/itgM+BLvovy1hAL9Xxoo9FIxqPvehRr8C3H8+Y132PylNJr+PPk4/F5WpvVRDij/SW5c/NUE1P8dT+z85PqO8YPwbP3owfj9K7dg+Fe/7v7KgSr9ui0a/xVuPv4J5pz6gr+A8/ly/P8DWTLwT6w4/dfLKv3K2ub+dLWY/kawhvoeslj/Ae28/z0FqP/Sqgr/cq4C/vS4Tv+IDy7/4QGQ9TJCjvyR74z2SvO2+NkwlP1nTir/2Prw/RufCPwsMgj4AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="}}, 2, -4095, 9223372036854775807]')
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
