#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:gemma3|torch-xla|lazy|float32|generate|short; the generate pass failed there: Value out of range (expected to be in range of [-24, 23], but got -4095)
Run it alone:  python aten_slice_copy.Tensor-7c50e848.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 24, 8], "dtype": "float32", "stride": [384, 192, 8, 1], "requires_grad": false, "min": -2.2554354667663574, "max": 2.259136199951172, "values": "HOv/v1X80r6Cils9hnaEvxAx9L5YEDI/aKJ+vy+tgz/E5Uq/t861vy2+Oz9fY4c/MBumvDDHyD/P+Qm+G0+NP1iEBz/CjGa+WDfNvznLFD/U2h4/bmWYv859vD96gGO/rjX5vqtlt7+sUe8+iPdyvDsPer8tugBAE3fTPaGRMT+rT5o/MDoUP2oyj777Nc2//aGdP013F74U+ae/w78Mv0j/GD46gHK+sco7P0rrZj685A9AbE5bP2owk79a7fA+9x0sv5iCCz/t+rI+SziXP7Ib7T6izyK+BEIDwI83kT8wVF2/8EZWP3oWuj9cBoI/nKd5vm/bqj78jLS/IOGOP7ApNz/O4Za/jmxKP2lIlz7PjP8/q9rJPurKh7/vwrA+1oZBvzjWhD/xR78+Zh4NQGtQer/2aH++/qiNvNhfEz/rP8E/soHgPwpQ/L6MXO09ZZOGP7on0L6mJ1G/OrArv7Lg3b7JhJ0/Rs3gv7RNdD40vyW/PgOBPxT9or/t1aG+Ik1lP4VvVr45le8/KuXMvxBJ6TxCthk/IL8Sv3yGIT8qtNS+x8wIvuxhOL9IkAnA54YNPxUFGz9R8rS/9PrIuybHzb50NRo+Q3nFvz4Tw75TRKC/BwGlP1Cytr9x5x0+Yt8Xv3uZGT9zp54/3I3xPjjWoj/J+Ak+/4P8v9jE3bxDVgtAoNKWvuYGgT9ekWe/7CATP80Pz77Cq2O/40luPkhVGD0+Svs/D5SMv5txJT5UHLc/pr4CP7y74b6vAiQ/ANiRvgnUTj6XkuC+In2Mv+B2ir+8WeA+DlkQwDOeNr74O7O/wH8pv+CA1z+lR1q/nL+gPtVllr9sTs++XCEhP7PQFT+lFoW/PzFPP5TPJr8ciL0/4oiRv/MBNj9wFZ0/SKtnvkHgNT/B4Rm/c0KLv5K+Y77M6gBACU+rv3SR9jzcRZC/myW9vzHWcr+PpcQ/ALY3u/E1Bb8gLNw9XTqAvz7PSr/40Oc+0DDCv8A4Dz+2IPW/iGo2P5jfPD4dCxY/nVaLv87SCb+NdLC/HdvYPDxRlL94QT2/RUq+PxFxOT+Sppw/JK9CPm+NNL+dwaA/qq2cviAzlL9+6HK+qgLav6irsr/ePV6/qzciPz4OhD56Ul8/q2TAP18NoD9+AP4+lpIGQMxpj746L1Q+kpdCP4ymLz7uZ3y/LWUPP/EVoL9auIw/KxyYP0c+LL+uViE+l02Ov27sGT/ELNU/qXU6P4Gyqb/lQaY/4y5zv7g5Bz8k7n0+sBo4v/250T8KOKq+TmidP7S5Yj8gHh4/igdwvqAso787FAo/MyORPwbyt79gig2+/k+wPz+WTr/4kQm+sGnBPxrk9T7YB9Y/G3Slvt/Gp78jkX0/HjFovkPcOD9Pdty/tAA2Psbwij+oIT4/kvuRP5XgrL6eXYK/pJvHP39CcT+A5LC/qc09vtFdCL/Ayo0/zIRTP2pxOj+CH8o9lTOmv+G38T+QPwk/bt3RPfH5Cz4aQxs/IhMHQPlB3ryfJsG9onK1P7J+5j532He/2POWPoCfCb6eZr6/hbLiPzF9ej84cCu/BhtKP3j6Nz+2dd0+IKs7PVsiqj8bQF490ZIXv7zxKT+wlRBAB8fDvvVaWz7BEPg/XzkKvyKomD+9Xqa/TipcP1a+aL76pHY9E3Eyvz4bEb7KzOA/Hsmjv15Y3775a4c/9GGaP3Yot70AsL47QrAXv1t5277lvaS+uKykvz1P4T/sR80/M0lCPm6pqb+13Tu/KvE+PyannL1JawnAuXjuPn7QkL47P/i+QroVP6h6876jP62++oK2PlICzj+iP1A//Qz6P5rEsj5DwUC+AOEovoBBB8DlGrI/Dx1FPylkcD5C2mg/lPZ5PsZHXb6zfSG9od2bvzClrz/USVC/Hl/WPcq0aD8K4uA/oA9nvqISc78ejd4/+qgPP0b1bT99XoQ/Jep8PzH9ZL+Tcp4/DHiTv9YLET/qJPc/Ar4ovLoNTj/WHSS+Tm8lvyiehb4g9nQ8bOFxPiZDCUBfFlq/G5Rzv4kHRj+38oK/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAPh5AD9c6hC/NvvEP5DZXb+3fzY+f32wPy1rQj52x8M/SD3+vkj/q7wKB7+/upLQPjEvVr8w1uW/7eQtPg/Rl7/93oq/Qsecv/LV7z42mme8DA3yvR49CUDI4ck9k5IxP/QD9L6PVmA/rEtCP9t9CsBUP9U+EO3Dvs0GlL9Wupi+UoVWv0RPAT+5QwHAec+2vy1smb41TC6+Vvliv4ioCz4EocG+Ez31viMLsj9pk4+/3YvlP3bsGb9aXmK/glaMPlPTir/FJ5O/bT+OP9KPeb+0+T0//MAOv1hCtb9Hqys/kN2Nv5BxsL4wnRi8ZkIvPkMlkD4wrJo/M0jnv1OkrD8cOjg/d56hPwPeib+i7OA+ThP8vjxKz781Bpa/HkULv8lj3D/9+Y2/aP04v0w71j7AhkO+metrP/4mmT7u7Lo/BQiEv5vbTz+8Rpq/0fG4vv91lr7ljWE/v8oVv+4S7z8r73u+Xe0rPwdL6D9zJPA91+Q/P6ZYgz67086/RIt4PyXyrj9Qgkq+HmSVv5emwL/BBqK/ExrPvvjJjry0DVa/GyUAwMKprT74gqQ/CfQbPyh7Ur8EULa9qs1/v2Zt0z6IPZw9jo6AP8T7yb8sKzw/eK5NvhS2hD/XIcy/GmMLP3BGST/qTpW+nTyiPwgFcL98OKK/TubbPOSp3L8z1PY+vR6jv1nPOj7UPCc/YHJ+vxytHj6o78E+p7v3v6HvgL/Vfx4/F0pIv1GwYT9cegbApMwqPlZ1Fj7Ob4i/gqZKPxdsGD/uDNi+D8EGwNdMQL+1u3O/RvJeP4rgVL9Ogqw+SvXHP+vzkr+GAFE/IX8mv7x8nT5dhYO/N+0zP8UqnT+J2e4+6JvGv9w8cr/OY8Q/FlaDP5CZXb5lfQE+/J6AvzRixL+evby/reeqvtaZEz89E5q/CWCIPx2ABz7AKSc/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAJCTGr+XFZk/VnIgvwyGuz9zExm/5gKxPUuq4b9xxOA+mPxmvhbEwT44C+A/FLC5v6b/kj+eKHE/5FInv5CzhD035aM/CxjBvtroWT6URUI/ZJ3Wv3z8c7+L2w4/1C6gv+rvWT/gEQU/TsGqPn20LT9RcKe/TCrWvljxzj9U+7E/JN1DP3dn+j6anv++BsUVPzr+hb+sklK9T/r1Px9fq7/mBdE/al9GPwxC2T69x4w+4NBpPKigpj9T9tQ/UH30PQ7rDL5G8jc/WqbHv4pOSj8+jrw/2DWQPhYfuz/ZLBS+4Gb9PLrRkT+14nq9VEKGP6D4Xb/QWAw9Ct7gP2K3qb+9xwvARCrRPkcIAD+bAHm/sNhcPvQviD9H21M/j0htPbSrij75LQBAkr3HPja3qD4HMrs/HOmgPnA0tDxwWJi/uDwBPlyrtj+o0JI/gj2wP3Q3pz9ArSO9WnaoPjF9dT8c+JI+4TiAPyrhkr5/Yc0/lOSyvwo9jL8sPV0+nJeDP8pcCr8HQ68+Xi5ePs4UND9tlq8/DWr2PVVtDUCJ2wS/tvCOP7/dEj+DuCq+DGmNv1JWRD+aoZc/96oTvvCm47+sQIY/wGxrP/++BUDYah+/AaOjvdHvgD/2IXU+d5vwvtKMjj+hXeI/AprGPga99b6y3wA/oepPP0BDrD/63Tk/lgqKP3R1M77PaA0/dY34vguexr9Xyo0/XJrPP2w7zjtPxNY+//EHP293Eb+0wsg/Qst6PxGzmD5snOs/hlIRP4CCErxx/YA/Mj7aPoTI2T+A4Rq/SMNEPxGtwz92mki/gChNvz3D67zGsZq/vN6vPxb6g76XXN091M9rPwu14D+5RQa/SR94v1syED9w+vY/AYePv0xFgj/Iry++TWwmv0KnMT/Iebe/963+viYZ4D8ZoTE+2BMVvk8ykL9/Vmk/"}}, 2, -4095, 9223372036854775807]')
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
