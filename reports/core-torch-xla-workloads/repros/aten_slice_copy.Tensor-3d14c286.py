#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:gemma3|torch-xla|lazy|float32|generate|short; the generate pass failed there: Value out of range (expected to be in range of [-24, 23], but got -4095)
Run it alone:  python aten_slice_copy.Tensor-3d14c286.py   (exit 1: the failure reproduced; 0: it did not)
"""
import base64
import json
import math
import sys

import torch

OP, OVERLOAD = 'aten::slice_copy', 'Tensor'
BACKEND, MODE = 'torch-xla', 'lazy'
EXPECTED = 'error'  # "error" or "mismatch"
TOL = 0.001
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 24, 8], "dtype": "float32", "stride": [384, 192, 8, 1], "requires_grad": false, "min": -2.2554354667663574, "max": 2.2591359615325928, "values": "HOv/v1X80r6Cils9hnaEvxAx9L5YEDI/aKJ+vy+tgz/E5Uq/t861vy2+Oz9fY4c/MBumvDDHyD/P+Qm+G0+NP1iEBz/CjGa+WDfNvznLFD/U2h4/bmWYv859vD96gGO/rjX5vqtlt7+sUe8+iPdyvDsPer8tugBAE3fTPaGRMT+rT5o/MDoUP2kyj777Nc2//KGdP0Z3F74U+ae/xr8Mvyj/GD5JgHK+r8o7P0rrZj695A9AaE5bP2kwk79d7fA+7R0sv5OCCz/Y+rI+TDiXP7Qb7T57zyK+A0IDwJE3kT8jVF2/6kZWP3wWuj9dBoI/hKd5vnTbqj77jLS/IuGOP6wpNz/K4Za/emxKP1dIlz7YjP8/oNrJPu/Kh7/pwrA+1oZBvzfWhD/0R78+Zh4NQG1Qer/0aH++dqmNvOBfEz/pP8E/tIHgPw5Q/L5zXO09Y5OGP64n0L6pJ1G/N7Arv7Pg3b7MhJ0/Rc3gv71NdD42vyW/PQOBPxb9or/t1aG+HE1lP1lvVr48le8/J+XMv9BI6TxNthk/Kr8Sv36GIT80tNS+1swIvuphOL9KkAnA5YYNPwoFGz9M8rS/vPfIuzLHzb5qNRo+QXnFv0ITw75XRKC/BwGlP1Oytr+Y5x0+ZN8Xv3mZGT90p54/5Y3xPjfWoj/N+Ak+/YP8vxrE3bxEVgtAsdKWvukGgT9akWe/7iATP8wPz77Cq2O/9kluPmhVGD08Svs/C5SMv35xJT5XHLc/pL4CP7674b60AiQ/CNiRvhbUTj6CkuC+Jn2Mv9x2ir+5WeA+DlkQwC+eNr72O7O/wH8pv+CA1z+rR1q/nL+gPtRllr94Ts++WyEhP7PQFT+lFoW/PzFPP5TPJr8ciL0/4oiRv/MBNj9wFZ0/SKtnvkHgNT/B4Rm/c0KLv5K+Y77M6gBACU+rv3SR9jzcRZC/myW9vzHWcr+PpcQ/ALY3u/E1Bb8gLNw9XTqAvz7PSr/40Oc+0DDCv8A4Dz+2IPW/iGo2P5jfPD4dCxY/nVaLv87SCb+NdLC/HdvYPDxRlL94QT2/RUq+PxFxOT+Sppw/JK9CPm+NNL+dwaA/qq2cviAzlL9+6HK+qgLav6irsr/ePV6/qzciPz4OhD56Ul8/q2TAP18NoD9+AP4+lpIGQMxpj746L1Q+kpdCP4ymLz7uZ3y/LWUPP/EVoL9euIw/KRyYP0E+LL+sViE+lk2Ov2/sGT/FLNU/p3U6P4Kyqb/nQaY/3i5zv7o5Bz8i7n0+sBo4vwC60T8HOKq+S2idP7e5Yj8jHh4/hAdwvqQso787FAo/MyORPwXyt7+Mig2+/E+wP0iWTr+5kQm+smnBPw3k9T7ZB9Y/F3SlvuHGp78gkX0/6jBovkTcOD9Odty/ygA2Psjwij+iIT4/kPuRP4bgrL6dXYK/ppvHP4ZCcT+C5LC/kM09vtVdCL+9yo0/yYRTP2lxOj99H8o9ljOmv+S38T+IPwk/iN3RPdr5Cz4XQxs/IhMHQFFB3ryhJsG9onK1P6p+5j542He/1vOWPn2fCb6eZr6/hrLiPzV9ej8zcCu/BhtKP3v6Nz+0dd0+IKs7PVwiqj/zP149z5IXv7jxKT+vlRBAA8fDvvlaWz7EEPg/ZjkKvyGomD+7Xqa/UCpcP2y+aL7opHY9EnEyvzgbEb7MzOA/Hcmjv2ZY3773a4c/8mGaP3sot72Asr47QLAXv2J5277evaS+uqykvzxP4T/sR80/OklCPnCpqb+13Tu/K/E+P0CnnL1JawnAv3juPnfQkL40P/i+PLoVP7B6876iP62+9YK2PlMCzj+iP1A/+wz6P5/Esj5KwUC+BeEovoFBB8DlGrI/FB1FPzBkcD5C2mg/mPZ5PsZHXb6zfSG9od2bvzClrz/USVC/Hl/WPcq0aD8K4uA/oA9nvqISc78ejd4/+qgPP0b1bT99XoQ/Jep8PzH9ZL+Tcp4/DHiTv9YLET/qJPc/Ar4ovLoNTj/WHSS+Tm8lvyiehb4g9nQ8bOFxPiZDCUBfFlq/G5Rzv4kHRj+38oK/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAPh5AD9c6hC/NvvEP5DZXb+3fzY+f32wPy1rQj52x8M/SD3+vkj/q7wKB7+/upLQPjEvVr8w1uW/7eQtPg/Rl7/93oq/Qsecv/LV7z42mme8DA3yvR49CUDI4ck9k5IxPwYE9L6IVmA/rEtCP919CsBTP9U+Cu3DvswGlL9Qupi+VIVWv0RPAT+5QwHAeM+2vzBsmb5CTC6+Vfliv4SoCz74oMG+FD31viELsj9qk4+/24vlP3LsGb9kXmK/fFaMPk/Tir/JJ5O/aD+OP8+Peb+y+T0/CMEOv1tCtb9Tqys/kt2Nv4xxsL5Anhi8fUIvPkQlkD4urJo/M0jnv1OkrD8eOjg/d56hPwHeib+o7OA+UBP8vj1Kz780Bpa/HkULv8lj3D/9+Y2/bv04v1Q71j6chkO+kutrPwknmT7t7Lo/CQiEv6LbTz+9Rpq/uPG4vvt1lr7TjWE/v8oVv/IS7z8s73u+WO0rPwpL6D9BJPA90eQ/P5pYgz65086/Qot4Pyfyrj89gkq+IWSVv5SmwL/CBqK/CBrPvgjKjry0DVa/GyUAwNWprT71gqQ/D/QbPyd7Ur8JULa9sc1/v1ht0z6YPZw9kY6AP8L7yb8zKzw/Uq5Nvha2hD/YIcy/IWMLP3NGST/gTpW+nDyiPwkFcL98OKK/kObbPOep3L8t1PY+tB6jv3DPOj7aPCc/XnJ+vxatHj6f78E+rbv3v6HvgL/Wfx4/GUpIv1ewYT9aegbApcwqPlp1Fj7Ob4i/hqZKPxxsGD/0DNi+D8EGwNhMQL+2u3O/PfJeP4jgVL9Ygqw+SvXHP+vzkr+GAFE/IX8mv7x8nT5dhYO/N+0zP8UqnT+J2e4+6JvGv9w8cr/OY8Q/FlaDP5CZXb5lfQE+/J6AvzRixL+evby/reeqvtaZEz89E5q/CWCIPx2ABz7AKSc/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAJCTGr+XFZk/VnIgvwyGuz9zExm/5gKxPUuq4b9xxOA+mvxmvhjEwT45C+A/FbC5v6b/kj+fKHE/5VInv5GzhD035aM/CxjBvtroWT6URUI/ZJ3Wv3z8c7+L2w4/1C6gv+zvWT/ZEQU/QMGqPoS0LT9ScKe/XSrWvljxzj9R+7E/LN1DP29n+j6onv++EsUVPzz+hb80klK9Svr1Px5fq7/fBdE/aF9GPxFC2T7Ix4w+4NBpPKagpj9X9tQ/G330Pf7qDL5I8jc/WKbHv4ROSj89jrw/6jWQPhofuz/xLBS+UGX9PLrRkT/T4nq9V0KGP6r4Xb+gWAw9CN7gP1+3qb+9xwvAPSrRPkUIAD+jAHm/sNhcPvMviD8921M/PkhtPberij75LQBAlb3HPiq3qD4FMrs/HumgPqw0tDx0WJi/4DwBPlyrtj+o0JI/fz2wP3M3pz+grSO9XXaoPix9dT8l+JI+5TiAPxvhkr51Yc0/meSyvw89jL8lPV0+o5eDP8pcCr8EQ68+di5ePs0UND9tlq8/K2r2PVRtDUCL2wS/t/COP7zdEj9cuCq+D2mNv01WRD+YoZc/7KoTvvKm47+sQIY/vmxrP/++BUDbah+/CKOjvc7vgD/oIXU+eZvwvtaMjj+gXeI/CprGPhG99b6w3wA/oupPP0BDrD/z3Tk/lgqKP2J1M77HaA0/iI34vgmexr9Yyo0/XprPP9E6zjtOxNY+AfIHP3d3Eb+0wsg/QMt6Pw+zmD5rnOs/gVIRP+CEErxy/YA/Fz7aPovI2T9z4Rq/QMNEPxKtwz9zmki/gChNvz3D67zGsZq/vN6vPxb6g76XXN091M9rPwu14D+5RQa/SR94v1syED9w+vY/AYePv0xFgj/Iry++TWwmv0KnMT/Iebe/963+viYZ4D8ZoTE+2BMVvk8ykL9/Vmk/"}}, 2, -4095, 9223372036854775807]')
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


def close(dev, ref, ref64):
    if dev.shape != ref.shape or dev.dtype != ref.dtype:
        return False, f"shape/dtype {tuple(dev.shape)} {dev.dtype} vs {tuple(ref.shape)} {ref.dtype}"
    if not ref.is_floating_point():
        return bool(torch.equal(dev, ref)), "exact comparison"
    d, r = dev.double(), ref.double()
    diff = float((d - r).abs().nan_to_num(0).max()) if d.numel() else 0.0
    if torch.allclose(d, r, rtol=TOL, atol=TOL, equal_nan=True):
        return True, f"max|diff| {diff:.3g}"
    rmse = lambda a, b: math.sqrt(float(((a - b.double()) ** 2).mean()))
    ok = rmse(d, ref64) <= (3.0 if d.numel() < 1000 else 2.0) * rmse(r, ref64) + TOL / 10
    return ok, f"max|diff| {diff:.3g}, rmse vs float64 {rmse(d, ref64):.3g} (CPU {rmse(r, ref64):.3g})"


def main():
    from hfcompat_backend import get_backend

    func = getattr(getattr(getattr(torch.ops, OP.split("::")[0]), OP.split("::")[1]), OVERLOAD)
    args, kwargs = inputs()
    cpu_args, cpu_kwargs = inputs()
    try:
        ref = tensors(func(*cpu_args, **cpu_kwargs))
        cpu_error = None
    except Exception as exc:  # e.g. a dtype the model only uses off-CPU (MoE histc on int32)
        ref, cpu_error = None, f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"
        print(f"{OP} on CPU: error too: {cpu_error}")
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
