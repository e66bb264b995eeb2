#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:exaone4:Exaone4ForTokenClassification|torch-xla|lazy|float32|infer|short; the forward pass failed there: Value out of range (expected to be in range of [-16, 15], but got -4095)
Run it alone:  python aten_slice_copy.Tensor-torch-xla-lazy-67a182a2.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 4, 16, 8], "dtype": "float32", "stride": [512, 128, 8, 1], "requires_grad": false, "min": -2.485377788543701, "max": 2.5892348289489746, "values": "0JLVvkHABUCL5Q8+8gkbP72ckj/tIKW+1ieDv6PtRj/AXE08q8xyPixrTr0BXIy/GRlQvxqO0b+6CWY/i/XNvwK/YD4oQi+/BpLfP6o84j70sJm9IjjCvtzZ9b9UOyG/i9IGv2FKDMAGPZo8k5Q4v3F7wj6sNWu+3uCTP9sAbr/4Zuy+b5bGP8nzWT5+rKY/PBAqPgRpwj8fPo2/GvSVvu/+Pz/pYHu/paKRv2zLuj/ByzS+Tvlsv0rLPb8sM6K/Ev2YvyVhW78U80A/9l8TPoWWsb5+aL6/rCqLPjWu1z+tssi/WPgpPhB0+70T5Oi+50L6vy5dzT7ZdX0/fYkSP1I4pr+eibA8X3zgvsOzmT9PyUS/TxMBvRYt1D9U9pM/a7wNQBZWBD+e7QO/KablviAkbL/sqTQ/74KrPnW/cr8eTy09HsRRvqKA8j82z+Q+FYlpPi9hQb+6MuO/V1Igvzz6vr9Qy8M/IS0uvmyxcj61+ou/hosXP5+Vnb+H7gg/9qPtv6HG276CHk0+i/WSvyAmPj6ZhIG+81PPP9WhCL+H/gu/QsMiPunBWD9d9Ma+6ObwPXlM6j9V8U6/3QjVv1qE7L7cXQfAmwkkPqkrrL9mD2w92BjwvRh4nj5QVJU/vl92vgqJFL+Y9vS9CrY1vzxmGj9IFQjAfBqTP30zcL9Nj6M/9zKvv9aDmT0vBJ2+BAPqP+kWUj/XC5W+A3cKP1k9OT/oYxE/gSVIP7Lryj+3Ck2/Tmdovukg5b/ckbi+QYjhv/mD/z5KXJ2/CxxjvozxCL/3vnc+GGSOP3jmnL/H/Qs/4UmNP4HN6r7I2S4+0M/iP3XDoT8hQES/1iZ1v0mFrD8/DD++rFVcP61Azb9JdNw+DYsYP3pJZj5mt7+/PrSDPQa2JUAtNS+/dYfLvsYi8r2G7S+/lrvRPqZuwT04+J4/SjHdvaD0+z6GjAu/krURP5r6HD9uS6M+V5MQQHcijL/4Juk97P2Dv5hRNz8GtI0+mrdUv6gNFLxL7AZAnFKSP9pcML+t2+2+mXraPXbHoT6wytw//KOmP7Jdjb+9CQy/VDpwvvcuTz9+MR8/vnfbvUi0nT8p9YE/Ia4AQLsdST8QUTI+gjyov44PWb5nK9W/pMwGPzNcgT9TH52/wSGHP3h/yL7At2k/CVLqv4l4Hr/SkP4+JE0UP7jmoD+RAje/NEiAv9Y8mD6R5+Q//RR+v35GFz8AFpk/VxIov0KJl788upk/blM2vgF3m77RGd++QGkrP3d0Oz/kSfs/foT1P0+Vj72AC7c+jzLSPlwwgL9sFtm9SADGPmsz2L9lxLQ/USVHv4Ugur7pmjo+l9aZP4FNvj/B5FC/CZx0vzVKML4N8S6+NzETwMYkG78AOTg/W1KlPt8tnD9PHtQ+Hs4pP1Utgz7pLaQ/wFUZv322m79gseG/x5Y+v/OvFj9goaQ88BUXP0jEVj/BW+0/dbydPzL0zD6JXCw/7h+Wv8lzZr/+uIy+edk9Pzkizr/2Qsg+JNmvv4lxuj70bqs/YTrRvo51Q7+/e6w/Xh/Gv6B6VTwZVrO/WoNqv2pr+L6c6I6+8sOFP68DRT4o30E+UEMRwOLe5b6Vo4A/PMMfP1u4lD+vxUW/+Tysvy5gFj9AtWE81sUlP4yd8j3tLO6/AOHLPwCFdTzHe84/oIdQP/5glL7EjCg/PBaIv446Pb9z2uK/zrsfPxWdgr3r9je/NhT5vTnCcL/mwe4+F0DXv0yzVL6EJ7S+Gj2QvxK4iL/omey/h4sqv2n+kj8q4fu+jm6cv+b//T09Tkg/Q43uP8I+I75SxzM/JPk8P5g4lL+uD/q+pD9jvwxQhj+h9Mg+ye8AwLApO745BaO/V10MPdvgtD8a7x+/rUmvv6YCJz9JvKs/sKxdPzZVOj8UovU+GtvEPwHhOj/JnS6/FZFyPsLnG79wkB+8GTTgP42EiD9iFrK/OgvZv1/1hT9t2e0+dudDvsgiy76U/5k/8E73vpi9DL9BJpc/DlMxPw0t0L90JlA/+ARBv62O5j6Q8qg/VQenPxp2yz/E/C6/8wU4v5M07D3yk6W/DTNhv7+sET+NFrU/60iKvnFI7T9MCLW+hVekP7KO3LzlTlc/0JObPRCAFL40a6y+AaeUPQgehj8p0WW/SHwpv7w+FsD7tJ09df88vgIN+b5YH14+6J+KP1ii2j+r0Kc/QWSXP+L0Lz99j0S/nSunPxU7dr+H0lO/wmsRPztWVL9jgcw94WfgP6yzDb0vzpm+lidNP1ghVD/G4F2/5+SRP1jzxD666QXA2iczv0TXNb5uut2/EkSbPvNzo7/l4dA/PLs1vu+Adr7boEC/5iOrvlvTgz+Y37M+YJZZPxaDjr95Zvy/eBEJv30WL78BIjQ/ayyvv3sZKz9ul5O/PEZJvixi5L8ztc4+lfEVP3xQAT8ZJbS/mJonP+ZR3D1E8Xi/qmKzPyCatz/oxWg/PRN2PjkZhT6/CIY/gKlSvKrsM7+vZBXAZt6uPYwSkb/W/9K/crWSv9yakj63Zle/IRUYvx/cmr9mlo2+K9iOv8FztL+dt4G/IkQ4v8NSDD8fpi8/o7WsP2TWSr/c+5a/gfkmPxO0ez9OiNE/r7yRP1T4hb5HnA6/gGhtvyZwYj/gy0E/vILrPhzvp73c1fe/MaUHP4AUxD83kUU+M8FCP7z4sr9KE5c9Fo+JP/MrxT8MyLE8c6CZP1RFMz/M3B3AnEzFPgMIWr1u1ea+U0TjvvSkTD69CX8/PVkTP/iyiD9cWe0/tzWEvnXxpD952os/eFvSvvs2wj6K+Nw+qtP5PviCqz+qzU2+QUV8P8rX174wujC+XdQKwI1xT752NgQ/AQjUvz2my7+v1Dy/AUZvvpFZ6T4bAZI/aCkXP3RdOj7eVJG/ck1CP0/TFj54lp0/GNKkv+Frgz6qpNc/hon4P3DitzxzcRa/ZpB+v7/X6L77Sx8/Ctehv2NlVr8nQIC/eL+fPWEFUr4qGhA/po7Vv60hMz8V1jI/OcDYP4U0tb7sQzS/ez5APzqmET4muZi/WWjIv8cEjz7lstc/bugbPgCz6D5o9mu+HE4DQIp8pr/A7gS92B8ZP7hwmj/cK1g+mhPzv6zF9T7DaMi/Fj2zPcmXGz90gZU+uE6MP9SRAj8gcxu+40QNQMHRdz3i2BO/OhOrv47qAL93iS4/4i2Zvj5krr9vpZa9oqs2v0mJE7+0wt2/GJmTP+14b78Qlp+/mbQyvyDfar+XoTu+dtOnPwI9TD+eYLg/aK9OPwxy47/XM0a/HoxuvzZ1PL4Bca6+j2A5P6Axtz9fo04/jGIsvxq4V78AM3K/yUg9vpvz1r/yqSQ/8v21P0mXTj82ToY/lBRnv6/Tdb9QHD6+1Kq8vyRODj+bxbQ/JYtOP0C/JL+9feW+4b+Dv5AXOz9gjG0/Xng1v7U/gT1SmQZAhWRfv7Q3+L+gWQG+BU1Rv47qfz8wDNk+7H5zP9RRVz+m4ro+sDhXP/idkT3NdlU/Vr5TP6hR6L+0was/+A1Tv2so/j8oXpI+TRoJPxMoPj9iI8S+KNvDP+L4PT/ErZ4+ABQ8OtjYgjy8K/8+XmQKv27err/CVx8/JTmePiGlEECy+++/av20viJtrD9FdAk/tlQpPu6Zdz6ZyGI/onOWvyK2Ir5HPeG/F6pCP4V23z80AyU/FHkaP/ni177+Swo/VLFEPg+7LL5gT/o+jiAMv8AhrT8zbxk/V86lPmWKEEAzZZ2+XOT+PyOVNL+l8wm//xh7PkZxRr+ttJk/wA2DP0rCer+Z3DG/Z11Rv7wKKz/MAwQ/r0KTP/pZ0T+fwYo/AGtCvLR96b6SxWC/zsstP6Ki/r88X0g/GFRcP6L5jr8dleq/uNcMvmivyr6bsDY+p/+QPlIO1j9DAU2/Tst0vz3zyT4gTpE/VR6bPWcGib4SFje/Up5svjlMG79ErxZAap5QPzWIkz/LiKc9/TqKvthEX72Ixe69mBgbv9yqFkAy6/g+7EiUP/fusz2Kb4u+1AEoPwDfdboA4Rq/a6YWQEBBlL5YjpM/hlDAPQ2kjL7rgEM/B/PqPXGlGr/xoRZAg1WBP6oI3z6jdcQ/OTNPP1jpob+m4vw+FDKWvw2vPr+o/oC9vQxFvoeAiL+Y4w6/ZGYeP0lvlT4NCBjAn3chv70Ezb5KfSK/ig+RPvrM/j/mxjC/yUYbP+GOyD/HqpU+XLD0vspiqT4D8tW/79u1vi7qhb5DcNe/211WP0GGiD/fJPG+XOUgv4Xmq782bBU/9PaHv3nCST/41hQ+TFPuv1Iiwj6luKO/9oUOwMdAYr4Yk1w/a0Tzvle3976vF8i9KtPqv4wj5j1tfa8+8n6xv8z2Yr80Icw82wepv4u2ZD51vR0/dlVVv5VhrL8b2hY/XjF8P0wzET+wC9c9pRnuvxiULj8Yy3C+CSpyP5MdoT4HgMQ/fzO5P8Cp1b7Bjq6/5v6Fv1Y/+L8zfPW+34YZPt8L1L+QoiA+cK6vPhdoAL0o2oI+B9VgP33C8T2zt9w/4NmwvkopbT/w63Y/77fAv54Rg744RUs/4so1P59/z7+kkXK/bsCTv9Qw2D5jx6k/GXyWP6KMpr+U4ZS/EOSAv+HqqD9E8gw/zMb5PijjBT/hU/O+vcCsv4d/lb8v9YC/IuXZP8P51T4Uz/M+JaEFP1I42L/2OrG/phmWv0UGgb/yFAU/sOuPPiDR7T4aXwU/AdGsv9vvs7/tr5a/UxeBv5v9kb/v2hA+FM3nPgYdBT/vVhG8sRB5v8ayYz8487E+BEyRP2jfIr9PgALAxrEJvx6c/b8k5n0/yKqevxS/U7/EuTG+9uBCvyGCjr4LTdq+KbCvPcrWKL5kNMQ+bhAfwHaPoj7+Jha/oJDCPi4Og7/rMbc/zGMsv88ZSj81Dbw/Hyo5P6XFjj8urnU/EKoePhizXr+kxRk+YSPev+IEmz4reZU/BDzRP404Er7NH3e+XvyTv3DFeT3EPeK+S6knvznH9b7Fms0/xqvjP7+7ej7ydFG+QOHXP6hAjr90die/NAFRP6LZDT+m5OQ+9RHBP5hIMj9G4a2+cX3dv5pjmz7vsKO/1JHNP9R1R75oMXa+pAb9vWZ7g79z2ZQ9ZPhovify8D6nhNm+Yir9v0aqzL+lPpI/PsrHv0aAEj767pM/mMYxPmwTOj9x58G/Yfdavm7b5b7ON+K+Yq6TvgWXpz/4+b8/eboPP77a5b/OAPI9v97UvxXDo7/WP/k9l+qJPwi93L67gRA/VCCZPz4rMj+Tf8g/nkexP9dELL+GYKa+AcBFP0e+jT+Co7M9HEiOv7wIST5OPqI/Hnwsv87Opb7MIt4/zruePzPZpT29Uo6/81etvwCWkT/7riy/Cz2lvoUqjT9NI64/pQqYPVVdjr/ycdS/mvJ+P2zdLL8+q6S+sS4Lv2LNuz80OIo95GeOvw=="}}, 2, -4095, 9223372036854775807]')
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
