#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:muse_glimmer|torch-xla|lazy|float32|infer|short; the forward pass failed there: Value out of range (expected to be in range of [-24, 23], but got -2047)
Run it alone:  python aten_slice_copy.Tensor-d5ecc8b6.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 24, 8], "dtype": "float32", "stride": [384, 192, 8, 1], "requires_grad": false, "min": -2.5504722595214844, "max": 2.53054141998291, "values": "rESov/L2e7/+WkQ/T3WeP+ozyj++Yua+zhubvcwYMT84XvW+EzgAv9RL5T68DNS+F5q6vx23dz8aVvy/a6nkPjaJj742s/Y/D1aIv+DTSLy8v8w/jR8XPv8X7r7UVAY//IoYQLTEWb+iR9C+ctTMvrD5KD7aDke/iEzsPjvkJj+U1wHAZpf4Pu1MaT/E1W0/HRYQv+7XXD+Qh5u+hSplv6cMob+wkKW9eWBqPvgS5L8aczo/b73Pv/NRCz3dSwe+wAsEQPYvAz81rRc/4rq9PlRtQj68uNw+LFKrP2pGfT/b/mM/VqeKv6x9h7/xfp2/wHMzv0//1D+iapy+27RZviAzcb/WVXi/JIoDPhTWMb/Y5NW/d/0HP0mGVr+ROLA/yDGTvwwqP78VuCa+ADSeP3ZjpT8OPrY/M3PfPijpUr9VWcW/kVOeP7Ekg7+QzIa8EpYCvwIivj/ndAy/Tk0GPxNclD+A6Ao/l9ljP9hnDT9VKJm+rIY3v1Hc8z/oBII/r7uYv+z0CEDQIUG/mueIv5CADL3gWUe+kG/7vgKCcD2FKoq/IufZP4U1J7/WTrO/heI2P5O5ND9jIPC+2ZwQP2LPRr96L44/vst6v5mwGL81yX+/auWzvrwR4L+4LFA/sx8Yv/r1Yr+2kny+6tpnPzxLsb5YnLQ+XGIPwLmjWL8/uIM/B5a7Pxm+w79jtyo+LdEMP9xIXL6TUZm/ZVVNPz+/hD/QFj6/ALpav8DhVT8BxNS/jYtfPzJ6mL/a6LW8M8kQvupwuj+h6u+/JfDEPMkPCL7AoY8/ckBBvxCmND8Rx20+anmWP/gej79KV4S+XCyevxq0Dj+pSey/3xAjPbCzob81GoK/wjWyPt3Azz/lwoo/+doEP941AT8ACHU/Iri1vTXkIL/wT30+93ksv3CjIj/AcU49XLDTvvA6I8CZwxa/RJrxPq/9tr5dKEG/pJW4PmT0IUBAqmW7Fd/kvg5vUj8z0Ic/zRL7vtB20760kg9AlVvmvrs1vj5bzyQ/ENajv2SukL7iDA++MyNZPxl2mD/DadM/UJeNv+mk1L7v4Je/q/ymvYKvnb75J9i/SvyAPxpOjb/9E5c/AhDcvTcy7D9kiFW+FCOLPgaEtr6Qj969RogZP54l8b830Cc/aVDZPkDTX7yTOBE/vEwEwBYLkb3KITy/D8dgvkOizz/mXPQ+cq5Fv9xjdz/2kaQ/MlVZv2064j+CWAg9/rpcP/7ejr9qgdM+AlUbv+kLsT/DpKo/BuTFP3sOrr5Jfg2+tf4hPw/1gb/OAaU+N/bBP5Eqgj8fQkk/qtmHv7bplr8uMgs/ivCoP4bFMjyQkyc/2mEDQG4CAL8rMFe+wZyBP0BDWL9TTIo/Shh7PlBHg79fM7M9NLPovylDoj+KQJc+ZJ/wv7CU6D26AYG9viLov4wSG75C7FK/Fa+bPk3fGj8U1iS+a1QTv9rG1z7iMbm+37TrPy5YiT6OmO2/8RMnPzKFm7+yZMg/Sl7Ov8ZaID/RLGg/75nOvgRlPL2YlZw+mhUtP6HfAMDTQc2+vJo7P+YjoL7kH5M/m386v622ar/WT1O/97Dvv15ovLzgRyo/oiq8Pxlfnr4hMou+7m+Cv0Id6r9AQTG8rjsav+CJcr8n22a+nTPJvy4ng72hiW4/PredvrDk479vsxG/RH3yPXpX+b/81uC+WXXivsbw7L6SDIY/35Jpv/8cOL9fKLo+9DMDwDAhLL9YJD6/eFftvj30ZD+UgZu/GeyFvqOJLr+kUFo/aC/+v3rdHz+kvri+qvPDP983Hr94dP6+mzaRPHPr5D+gm5W/3QUsv0ia1r0pLGu/yM25vxjkbL8iIYQ/zjQnP9sLdL7m/pa/AjuPvyDIwr4eFms/NGSYvtYDJb8PFABAYk+rv/ynUz+R7Su+s41Av8aKKL8wW8w/jlhMv2g80D9Khxi/9n8/vrjRYT8y1xo/mlzHPkXhqD9eYAE+7S+kPpDb3z8pMji/ah63v4KScz74hSw/h30ZP3hZBsA4mbc+kDiWPkrJ0b36TMo/afRXPvtYeT7m5Im/uK6dvymKjr+CO/w/BkFsvqXhUL6Owja+LgKhPe22cj+gCXU/IpRzP1itA0Do6E8/0DMXv6CZp75QOk+/XTuQv7ilo7/aoKI9lFqSv8/81r/AL+Q+B7UHQERNCr+glaK+zYrzPowczj8IsPe9ghQiu3jOBr+bmi+/ZX8WP6d/Hj8jvr4+dED6vzIypD4jxak/txV9P5mgaT54JZa+/tT5P++k2j0DuBi9I4mWviqBz7/kV5M/7skJQDDUBb7BoSs/B1XPvsA7Mr3arrY/5udGPxwPm75GenQ/TAfvPh8+FD8uOb0+VVvrPwzQ9T4gEqw/q159Pwy3PL+v2m6/Tva+v3PRKT9qRGm/I9gFvz4ApL+Av4o/4l6zvx2vdD/1abe93Jysv754vL+3fx8/TnqfvtxBTT+lDZU+4UIEPmJsgr8ygpC+4HYEv6e3Hb/17xrADasFP8G3Sz9BzgU/hx6HvwPY/75jBuU/eCVmv9SYir8saD0/6IfmvjQuyj7eeP6/AaAIv9ahbT93XTa/eA2IvziQcz8siMI+HjCWv/AN6L8g0jG+EgzIP7K8Ar56CCS+RLdSP4sy5D5xbJY/KDa/vyEyLj+CCsO+Rc/Pv589X7+A1Ns+FICFv/Er9L6qYzw/5Pj3PwpkaL/8mIO+EsB+v87HNj+22yI/Orujv5GyiL/PKWO/ugSpv27c0D1Mh7O/IYUOv4wPjT42g5s/Epiqv4MGSr/VTqc+ID84PNMt6z+tokC/bdscvwIHED/GClA/Ml2XPT/ogz+n4+G+FXUUwBcIjT0rCw/A9VRNPyhE877aJNK+KiBYv/XcU78WGcg+STslPyGQ174dbQg/BEZMPnu4tj8SZAc/NE/OP7OvrT94kVw/fyksv1wavT5aXj4+OZy2PwxYjL2yFtQ/1+6tP/7uXD/tg5y+pO1OPtRxMD7sf7Y/Elkav7C/1z+HKa4/dkxdP2kxrz5AVQY9yoAiPpJjtj8APxW/1EDZP8Nfrj/gqV0/UxrhP1P1Lz+263m7CmMpP7BfmD+TyZ2/UXFXvssFgT+K0H+/7pm0v30oOj6paki/8qPxP1z6AT2vwcO++vlOP12tmj8IgM2+4TXTvadOub+XcsO/3kx8PnWlnj/5FBa/H3r/vraVJb+Fymq++j+fv+h1HD9NDgTAeON3P44Hzz5YTik/679Wv1Ubmj7ZqME/X6N/vzLieD/opYi/8EyXv95Ez76+qQe/YFbXvtjYJL+Kjso/zNPyP7FQaj/tmho+byhbP0Ddh79f4L2+0Os6PzpnQz9+ZY0/FPDrP9DXBL86iQO/qlqLv8duqj7THMI/dXyKPwBOLj9Tboe/CbiWv5HPqr8QvDu9Y2+sv9x9n7/MJ5q/k2uIv3GFhz2ERwK/xJc0P+U03b+2hZE/w5e3PVTOnr8G+C+/yEU6PzAqUr9IJPI/xNXxPgDOjj1S3JA/0Mf6vRxJ1D+wPqK+2w1dPsbBBUD8acC//NFTvqXaFr/qoB4+SPthv3zhL76PCcY+8rTCPksQqL+DPMm+Ba43viKPBECdYZe/B8cAv+zBXz2MTe2/4gfHv/U/qD6EPui+0NxwPnBuir8CxEW/0AHJvfm/sb/BI6K+T8OMvtwtdj8iKmE/QrkGPe34Lj8TLvc/UJITvbVGHr8dlca/iIQ4v36/9b6Y04W/uh9hP3kfzr9n6w4/bPx+PwperD9UbYa/Ycy4v9NRdr8EeBs9AmNgP/wCCr/8sZO+fjjsvYzRa750yYS/NPKjP4qH/j+GXHG/pNADwIV/1z/jt8s9dv8lvoC4TbwwIlM/0uyIPOTM6L5zjdq+Zic8P6VRGD+e8QXALLheveCw/zt0XAG+tV/LP3bTT7+fzqW/KC4+v7mmyT8+fYi/v5gcv7i4TT1zL4e/QtTqPncpnb+jTD6/TsnJP2svob+q6zy/aEgvPdD7hr81Wqc/UPKSvz9mPr/V68k/ysCWvlVbW7+k0xA9I8iGv9hEdD9LQ4e/+3o+v1EOyj8R63A/6Zl3v1C25DxulIa/"}}, 2, -2047, 9223372036854775807]')
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
