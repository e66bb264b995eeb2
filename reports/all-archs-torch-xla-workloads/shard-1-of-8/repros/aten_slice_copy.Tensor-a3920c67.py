#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:gemma3|torch-xla|lazy|float32|generate|short; the generate pass failed there: Value out of range (expected to be in range of [-24, 23], but got -4095)
Run it alone:  python aten_slice_copy.Tensor-a3920c67.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 24, 8], "dtype": "float32", "stride": [384, 192, 8, 1], "requires_grad": false, "min": -2.2554359436035156, "max": 2.2591359615325928, "values": "HOv/v1X80r6Cils9hnaEvxAx9L5YEDI/aKJ+vy+tgz/E5Uq/t861vy2+Oz9fY4c/MBumvDDHyD/P+Qm+G0+NP1iEBz/CjGa+WDfNvznLFD/U2h4/bmWYv859vD96gGO/rjX5vqtlt7+sUe8+iPdyvDsPer8tugBAE3fTPaGRMT+rT5o/MzoUP3Eyj777Nc2//aGdP2V3F74S+ae/yL8Mvyj/GD44gHK+rso7P0nrZj695A9Aa05bP2kwk79b7fA+9h0sv5qCCz/g+rI+TjiXP7Ub7T6CzyK+BEIDwIs3kT8mVF2/8kZWP3gWuj9eBoI/gqd5vnjbqj7/jLS/H+GOP7ApNz/P4Za/jmxKP1hIlz7NjP8/ntrJPuzKh78Fw7A+3IZBvzbWhD/uR78+Zx4NQGhQer8GaX++DKmNvN1fEz/oP8E/tIHgPwpQ/L6YXO09YZOGP7Qn0L6oJ1G/O7Arv7Lg3b7KhJ0/R83gv8FNdD42vyW/PgOBPxT9or/s1aG+Hk1lP2pvVr46le8/JuXMvyBJ6TxLthk/KL8Sv3yGIT89tNS+2MwIvulhOL9JkAnA5oYNPw4FGz9O8rS/MPjIuyrHzb56NRo+QXnFvz0Tw75XRKC/BwGlP1Oytr945x0+Xt8Xv36ZGT9yp54/6Y3xPjfWoj/K+Ak+AIT8vzrF3bxEVgtAo9KWvugGgT9ZkWe/7CATP8gPz76/q2O/4kluPmhVGD06Svs/EJSMv5JxJT5UHLc/pL4CP7674b60AiQ/7deRvhLUTj5/kuC+G32Mv+B2ir+2WeA+EFkQwDmeNr71O7O/w38pv+CA1z+qR1q/mL+gPtJllr93Ts++WyEhP7PQFT+lFoW/PzFPP5TPJr8ciL0/4oiRv/MBNj9wFZ0/SKtnvkHgNT/B4Rm/c0KLv5K+Y77M6gBACU+rv3SR9jzcRZC/myW9vzHWcr+PpcQ/ALY3u/E1Bb8gLNw9XTqAvz7PSr/40Oc+0DDCv8A4Dz+2IPW/iGo2P5jfPD4dCxY/nVaLv87SCb+NdLC/HdvYPDxRlL94QT2/RUq+PxFxOT+Sppw/JK9CPm+NNL+dwaA/qq2cviAzlL9+6HK+qgLav6irsr/ePV6/qzciPz4OhD56Ul8/q2TAP18NoD9+AP4+lpIGQMxpj746L1Q+kpdCP4ymLz7uZ3y/LWUPP/EVoL9duIw/JxyYP0c+LL+xViE+l02Ov3DsGT/ELNU/qnU6P4Cyqb/oQaY/4i5zv7o5Bz8u7n0+rho4v/650T8DOKq+SmidP7m5Yj8hHh4/cwdwvqIso78+FAo/NSORPwXyt798ig2++0+wPziWTr/xkQm+r2nBPxnk9T7eB9Y/FnSlvt/Gp78gkX0/FDFovkrcOD9Mdty/wAA2Psbwij+jIT4/kPuRP5XgrL6fXYK/pZvHP3xCcT+A5LC/sM09vs9dCL+8yo0/y4RTP3JxOj+QH8o9lTOmv+a38T+LPwk/L93RPen5Cz4VQxs/IhMHQMRB3rymJsG9n3K1P6p+5j502He/0vOWPnKfCb6eZr6/h7LiPzF9ej82cCu/BBtKP3n6Nz/Add0+DKs7PVoiqj8hQF491ZIXv7bxKT+vlRBABcfDvuFaWz7CEPg/azkKvySomD+8Xqa/TCpcP16+aL7UpHY9FHEyv0IbEb7LzOA/H8mjv2NY3774a4c/8mGaP5Aot72AsL47QLAXv2Z5277ovaS+uKykvzxP4T/tR80/KklCPnKpqb+w3Tu/KvE+P1CnnL1JawnAtnjuPn7QkL5CP/i+RLoVP6V6876vP62+8YK2PlICzj+eP1A/+gz6P5TEsj5CwUC+AuEovoBBB8DlGrI/Ex1FPzFkcD5G2mg/jPZ5PsZHXb6zfSG9od2bvzClrz/USVC/Hl/WPcq0aD8K4uA/oA9nvqISc78ejd4/+qgPP0b1bT99XoQ/Jep8PzH9ZL+Tcp4/DHiTv9YLET/qJPc/Ar4ovLoNTj/WHSS+Tm8lvyiehb4g9nQ8bOFxPiZDCUBfFlq/G5Rzv4kHRj+38oK/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAPh5AD9c6hC/NvvEP5DZXb+3fzY+f32wPy1rQj52x8M/SD3+vkj/q7wKB7+/upLQPjEvVr8w1uW/7eQtPg/Rl7/93oq/Qsecv/LV7z42mme8DA3yvR49CUDI4ck9k5IxPwkE9L6IVmA/s0tCP9t9CsBLP9U+Cu3Dvs4GlL9Tupi+UIVWv0pPAT+5QwHAec+2vyBsmb46TC6+Xfliv3GoCz7+oMG+HD31viELsj9qk4+/3IvlP3TsGb9gXmK/hVaMPk/Tir/IJ5O/bT+OP82Peb+0+T0/BcEOv1lCtb9Kqys/j92Nv39xsL7wnhi8QkIvPkUlkD4urJo/OEjnv06krD8gOjg/eJ6hPwPeib+e7OA+WBP8vjxKz78zBpa/IkULv8Vj3D/++Y2/av04v1071j6qhkO+lutrP/wmmT7x7Lo/BAiEv6LbTz+8Rpq/v/G4vvJ1lr7jjWE/xsoVv+4S7z8w73u+W+0rPwpL6D9xJPA90eQ/P5xYgz63086/RIt4PyXyrj9Qgkq+HWSVv5emwL/BBqK/DhrPvtjKjry4DVa/GSUAwMuprT74gqQ/C/QbPyZ7Ur/hT7a9sM1/v2Rt0z6iPZw9ko6AP8H7yb8sKzw/Ua5Nvha2hD/YIcy/GmMLP3JGST/jTpW+nDyiPw4FcL99OKK/6ubbPOep3L8x1PY+tx6jv1nPOj7dPCc/XnJ+vwKtHj6q78E+rbv3v6HvgL/afx4/FEpIv1iwYT9begbApcwqPlp1Fj7Nb4i/hKZKPxpsGD/5DNi+D8EGwNdMQL+xu3O/QPJeP4bgVL9Vgqw+SvXHP+vzkr+GAFE/IX8mv7x8nT5dhYO/N+0zP8UqnT+J2e4+6JvGv9w8cr/OY8Q/FlaDP5CZXb5lfQE+/J6AvzRixL+evby/reeqvtaZEz89E5q/CWCIPx2ABz7AKSc/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAJCTGr+XFZk/VnIgvwyGuz9zExm/5gKxPUuq4b9xxOA+mPxmvhbEwT44C+A/FLC5v6b/kj+eKHE/5FInv5CzhD035aM/CxjBvtroWT6URUI/ZJ3Wv3z8c7+L2w4/1C6gv+zvWT/YEQU/RsGqPoG0LT9RcKe/VyrWvlbxzj9T+7E/Jt1DP3Nn+j6Pnv++DcUVPzz+hb8kklK9S/r1PyFfq7/mBdE/al9GPwJC2T7Cx4w+ANFpPKigpj9U9tQ/cH30PQzrDL5J8jc/WqbHv4FOSj8/jrw/3zWQPhcfuz/vLBS+8GX9PLrRkT9m4nq9U0KGP6f4Xb/QWAw9DN7gP2G3qb+9xwvAOirRPkEIAD+fAHm/sNhcPvUviD9A21M/iEhtPbarij75LQBAnb3HPjm3qD4FMrs/COmgPtw0tDxxWJi/wDwBPl6rtj+m0JI/gD2wP3M3pz9QrSO9S3aoPih9dT8u+JI+3ziAPynhkr59Yc0/meSyvws9jL8oPV0+nZeDP8tcCr8EQ68+WC5ePs0UND9slq8/HWr2PVZtDUCL2wS/tvCOP8PdEj+OuCq+DGmNv05WRD+YoZc//6oTvvKm47+qQIY/vGxrP/++BUDZah+/C6Ojvc7vgD/xIXU+bpvwvtWMjj+gXeI/BprGPgW99b683wA/oepPP0FDrD/13Tk/lAqKP3R1M77OaA0/hY34vgqexr9Zyo0/W5rPPxY7zjtOxNY+AvIHP3R3Eb+0wsg/Qst6PxCzmD5pnOs/hFIRP0CGErx0/YA/Gj7aPonI2T934Rq/RsNEPxOtwz9umki/gChNvz3D67zGsZq/vN6vPxb6g76XXN091M9rPwu14D+5RQa/SR94v1syED9w+vY/AYePv0xFgj/Iry++TWwmv0KnMT/Iebe/963+viYZ4D8ZoTE+2BMVvk8ykL9/Vmk/"}}, 2, -4095, 9223372036854775807]')
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
