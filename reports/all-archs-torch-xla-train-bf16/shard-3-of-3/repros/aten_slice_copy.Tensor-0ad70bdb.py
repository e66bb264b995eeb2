#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:exaone4_5|torch-xla|lazy|bfloat16|train|short; the forward pass failed there: Value out of range (expected to be in range of [-24, 23], but got -4095)
Run it alone:  python aten_slice_copy.Tensor-0ad70bdb.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 4, 24, 8], "dtype": "bfloat16", "stride": [768, 192, 8, 1], "requires_grad": false, "min": -2.609375, "max": 2.671875, "values": "Rb7EvgW+rr9mv26/c7/rP5c/ILwgvr89hL9av9W/tb/yvl6/uT9tvd0/oj/wPrQ+uL/CP1e/F7+5v8Y+/b6dvkC9irwEwDw+tT8DPYU/Sr8svhC+Gj4tvgtAoL+dP1I+Ub88v9Y+nr9GPvI/9r6Pv7S/jj8Ov6Q5BsAsPt49Qr4ov8A+t74rQMA+kL1aPvM8LL7Avbg/Lz5Kv1A/tz/MP9K/wr+zP3i9N7+EPhU/tD7nvT4/SL/MPtq/6D8CPi6/mD/GPSe/yL94P04/WLy7v2u/eT/sv80+rj8EPww/+T5HP0Y/2r+Avvq+Yr/TP4o+rr6CPiG/Cb6Cvx0/Vr8TwNA/oz+svRQ+3D+KPlQ/tz1wP0u/hb/HPxA/qj/IPHQ/AT8oP9y+2T6KPyA+j74ZwDm/Br78vzs8H7+Zvqo/lb+lP8o/hr8bPZS+k79tvzy/vD1+v+K/FT9mPyc/w76+v2g/Z7+WPyK+Nb0oPZw/7z88P32/Or8Vv/O/nD8mv6O+Eb+Gvsw/pL+yvko+QD/TP9w+Eb9Kvka/nb7Mv8u/pj+sPo2/L797PwNARr6lvnK/jz/UvqE+h76GPb4+G0Arv0K/pj91Pwm+Cz/ov1c/Oj9FPxC+tj+ZvFg9tr8qv9s/kr+Vv4q/9j4KvxK/Vr/Qv3i/zb6sP5q/cL+Wv4i/Ab8Iv16/Ej+rP94/pj+Xvj2+GL3ev3e+kj92P8M/Dz+iPgXAIL8ov30/ED1tv8C+b78mv1A+6T5XPqa+0z/FP7o/+D2DPsE+2r1Ev7i/FD8MwKC/XL6kP6U9tT6dv9Q/Hr8tPia/6z9qv5Q+z7/7PiA/Pr5nPxS/Hb9Kv8i9A8Chv58+Sb7BP4E/pb+8vcY/PD+2v3e9Hz/pPzy/1j43P4K/u74Au/q8Ar8Lv/a/mr7wv98/Ez9CP9U+hj6Bv84/4r4QP4A/0j8rvx4/or8Tv48/QT+tPtm+jT4nwOQ+TL4Lvse+Fr/qPxi/nD8LPrU/Fz/KPia+Mr6Avoc/CL8cQC2/dL/Iv5q/rjyzP26/4r7iPua/lj+MPzA/Dr+CvxC/S76Jvky+Fr/hPx4/aT/pPt+/Uj6mvmY/pL+HPv+/h78EP26+G0COPxO/Dj8AvFq99b41v4a/Ur+MP5w9/z8dP+A+E76MvUi/A8DlvpM9ir+tPyA/6L5iv6I+SD3WP5a+9L8LwKu+Ar2TPqI/Qr6EvyK/m76Dv8i/Cb2ev6G/jj9ivhK/TL8fv+M/tb78PtA+3b+KvnI/R78iv0Q/CsAyPwC/Fj41PwZANj9Rvyk/K7+EPwC8jL+Evqo/Mj+TPjw9BkCrP4C+uj+QPzs/ur4Pvrm/kT8Gvzs/9j5uP5g9Mj8FQLA9oD/gPqU/uT+uv92+Jr+Hvy6/Az8Hvuq/KL9GP6s/IL6ov44/QD/8v9S+ur4KP+I+mr7hPva8sb+iP+u/R7+SP5S/QD/NP5g/Cb8gP9K+wD5+P6a/er92vwq+t7+Qv0S/uL7sva6/wL8ev9Y/CLsivvg/jD+mv5c+CT9Zv/s+yT9SvwO/rz9jPxm/lD8FP5M/wD4DP4a/Jb/KP7+/IL5PP9m+/7+iv1I/lD5fP4c+9L65PiLAtD7Tvlo/pj6uPjO/oLoXQJE/9D75vWU9Jb9aP4O/Xj+Bv+8/6r5cv7w9rb8gvx0/jb4zPwG/cL/3P2Q/mz8gvUI/rr4QPXS/A8BWv4q/Wb9zPhm//D8fvoa/8T5eP/Q+ob4wv4C9uL8CQG6/Ab8EwKK/Lz/QvTU/gj7VPtQ+Dj+QPMy/tT+Av60/Qj4GvxHASL+Ovo8/wDxMv/y/tj7fv9U+7L6iPiI+Jr/Jv6s+1b8Hv5k/Iz8AvD4/PD++PpC/Tb8AP9k/tL8Fv2m/cb8sv4a/zL+uP7q+8L58PhC/Mj+6v98/Rz+EvxM/Sj6rvtS/yb9XP4c/Tr/YvrM+QD2cvyY/Xz8DQOa+Zb+wv9M/kz9xPYq/Jj5zPwG+Tj+gv+w/QD55Pr8/WL57vqi/sD/nPzS+/D5uvyc+DD0+Pm2/I8CxPhq/4Lw+vrE+HMB0Pwy/hboovxW/Fz5Cvgk/GT/lPhu/wT+fP7O/fb+ivZq+Tb/Xvkk/+7+7vzG/9b7Mv1o/yL5rP34/wz7GPwQ/sr7QPp6/KT8AQPq+j7/8viK/iD/nvyO/Bj/HPrw/Hb8GwJe/bL4AP8K+BL6Vvxq/bL/XPp6/FL/oP/K+j78pv4g/H79Rv4E/Kr+wv7e/uL+DP+y/P77APC2/PL8rv5c+BD/qv8G9dj/svxQ9ITwPQCC/Br+qPqi7jj9TPxO/BEBEP1m/hb9MvoS/3r6fvnG/oj/4vp2/wz92vzU/Fj6YPgQ/7D7+vuu+BcBfv6+/KD9rPRy+xb8WP/G+er4JQFW/+76zv7G+wb98P5i/FL+2v9i/yD+APem+vL4XP8I9Sr+jPj+/GL9pv2C/ur/RP3Y/375Avxa/5j/APx+/or4MPw7APL83v+g+ij+iPgY/rL0UwDy/N780P1s/nz4GPyS/GcA+vze/nj4eP5w+Bj8avxzAPr83v76+wD6XPgY/rL+Iv6M/mr+UvSS/lL/+vgy+nD7NvoW/jL/xv7K/Vjykvzg+TD4Ov1i/oD4FwG2/hT8AQHO+qL46vlU/db+Gv0C8oL+Mv/Q+oT+mvlC/0L/9PRrAcj44P2G+iz+Gvga/XD/gvfs+4T9mv/m+LD7Zvyi+jb+Iv/c+oL8uv1i/0L+MPHg+oL+OP/s9pr/gPue/Vb/vv5I+gb+hv4a/yz1zviS+ar8GPx4+7z4WwII+hr+VP5k/kz8qvwA/Mr9ZP7W/hj/Lvha/Ez/Avua+/b+svxO/Cb+sPti/tz83P4S+qj9WPYw/4L5vvss+xj4fwIe+iT8APoi/ID2QP+W/U786P4g/Qz8fv4O/mT+pP4i8pL+vvw4+GL8iP8o/v7+RPUa/HL/fv+U9Gr+/P6C/bj0jP4e/tr6cvYK+xr7avhxALL/qP6a+Oz+MPjG/oL7YPzu/yD+Uvjg/jD6UP7C+2D87vwO+gr40P4w++T++vto/O7/bv12+Lj+NPnA/yr7bPzq/AT88P2e/mz6/vsk/bL70v5W/iL+cvy+/nL+zv2A+RD4YvhK+xL/UP7a/2jwuvme/0L+0vhk+3b+Iv2C/xrwOv7K+V71OvwLAoj6sPYe/rj+/v3q/Qb9LPtC/CL1Nv3e/ND/YPsk/2r6Gv7E/4D2lP5k+mr1FvwPAur6EPYq/rT/BP08/yT+dPlC+mr/QPm4/xD/MP5Y/Ej92vgu/eb+lvsS/7r7MP20/UD+OP6i9rT46P3O/yT5ZP84/hj99P4A/ib6tPro/mD9kv3C/hD+eP8G/FD8fP5W9qr+Jvwa+uL+vP6S/jj8cP40/xz5nP1Q/eL8Gv5Y/Yz9BP16+dD7/P0g+dz5uPsq/ob5uP4e+BEAIPpm/FsAUPiI/CL76PiG/tD4+PoU/lL+8vw0/or+VP/e9/z+HP6W/oL6EvmS//j5EPrI/+D4BwDM+Pz+Iv968Mr2oP/0+AcCCPmI/iL/uvHS+nD8CPwHA0D2BP4i//rxbvo4/BD8BwBa+jz+Gvwe95T5zP9m9Pj9Xv0G/c78DwK4/ZL/CPkG/0r+tPoA/bL/ivoA/mL/Jv58/Bz/Fvny/nr+Sv4w/wT9dPkC/Kj9Sv5k/N78YP4u+cT+9vnO/9z/QvvC8H8DKPQy95D6YPyI+lL9wPqE/xbzrP6Q/vD3Jvam/E78eP46+Qr8Qv26/9z+WPqM/xr9hvwQ/vz+Gvj0/OL/4PtO/Cz6ivgRA0r4FPv4+KT/Yv8G/lD1/PwK+jD9dP8U+nr91v6a/gj9YvrK/QL+sPti/w78qPgo/BL6sPxo/1j7Wvzo9zD+zP7e+Gr5LPoQ/cj8HwDe/TD5AvyW/lT+oPqG/sr7WP6q+wz6qP/S9fT+vPyM/AEAcv5a++j7Ov9Y/qj/cvgy/Gj43PgA/tD4Tv94+/z9TvsS+iT+5P6w+XL8jwLI+CD+sPqy9sD7OPwS/Br5xP7q+7L83P+o+lj+kvg6+cT+UP/G/Nz/qPq2+DL4WvnE/zz/0vzc/6z7Fv2A9Hb5wPxY/9r82P+s+"}}, 2, -4095, 9223372036854775807]')
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
