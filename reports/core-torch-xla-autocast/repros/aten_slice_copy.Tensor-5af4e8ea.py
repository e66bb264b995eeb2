#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:gemma3|torch-xla|lazy|bfloat16-autocast|generate|short; the generate pass failed there: Value out of range (expected to be in range of [-24, 23], but got -4095)
Run it alone:  python aten_slice_copy.Tensor-5af4e8ea.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 24, 8], "dtype": "float32", "stride": [384, 192, 8, 1], "requires_grad": false, "min": -2.256397247314453, "max": 2.2547390460968018, "values": "AAAAwAAA0r4AAEw9AACFvwAA9L4AADM/AAB+vwAAhD9TO0u/mfW1v1BcPD8l3IY/EHyyvHXWyD8EeQy+iyKMP0UlCD+kw2e+r8zMvyV0Ez8JFh8/Ks2Yvx/xuz+etGK/FFP4vgA8t781lu8+5SwjvHH9er8XrABAXtbKPUD+MT+A7Jk/HO4TPztPkb5puM2/C8GdPweJF742lqe/mqUMv9htGj7Dw22+jfo6P9uYZj5Mow9A9FpbPwiDk79alPA+G6wrv7wrCz/Ml7M+HiKXPxpk7T5B9iG+JeQDwM7okD9E812/ttlWP0YTuj+7AIA/CrZ9vku8qT5fbbS/R+aOP4pvNz9sTpa/k3BKP2yalD71CABA7vXJPt1YiL/FMa8+7HFBv4MchT+4d7w+vawNQCCLer8MLoK+HPZ6vC8bEz9GusA/1TPgPxKW/74t1Og9AbeGPy7P0b4ZzVC/tbcsv0uH3b7I5p0/+IDgv1eSbz7qfSa//nWBP+mgor8ysaG+F6JjP5YAU75fYu8/MfvNv7A6uDwgFho/8rkQv3QRIT/SRta+ESAMvreCN78iAgnAtCMOP9AOHD/ubLW/SNN/u2s1zb4APhw+HVnFv/Agxr4XfqC/HhWlPxJVt7/Wdx4+7sMWv/HRGj+MHZ4/uj3wPvuXoj/UiQk+ATf9v7he5LwpTAtAUAGYvrFNgD+I/mi/FEcTP+eGz77IB2S/sB5xPhgKFz28sfs/5XOMvzLkIj6PwbY/OHICP5BP4r5HtyM//fOYvoJZUD4e1uK+EZ+Ovx98ib/BfN4+0GgQwLaQMr4mBrS/Mjgovw+N1z+IGFu/QuGfPoC7lb/+2cy+0N0gP1yFFj9u3YW/xAlOP89TJ7/Cz70/aNiQv2uNNT+6W50/va9nvh8bNj9gJRu/8hyLv5StYr6EJgFACu2qv+YZ+zylAZG/nTe9v2zUcL9Y28Q/0GcrOmWaBL/G39w9nGZ/vxDkS7/Cl+c+2m3Cv5yaDT+7a/W//5Q2P2RNOj7NSxU/AACMvwAACL8AALG/AAC6PAAAlL8AAD6/AAC/PwAAOj/S/5s/MG5BPgJmNL/KN6A/U3qZvsFTlL9gOnS+A9fZv+BNsr8hB16/TJsiP+J9hD5BtV0/ssnAP3iooD/3Q/4+HeUGQGRJjb6j+lQ+E/dBP8QrLz5NI3y/S6kOP7S1oL+iOo0/5ROYPwg7Lb/nCSQ+jHWOv6ezGT8OtdU/Xyo5P6D7qL+0OKY/RlBzv+1uBz9+AH8+CwY3v7Au0j/Ypay+JLidP9t5YT8q5R0/4ClwvmMQo7+k+Qk/tP6QP/YuuL9E4xG+1pmvP9V7Tr8Uvg2+Pq/BPwd19j7GTdY/BIChvnqqp79uf3w/DwxovnV9OD+Yvty/9ng4Pq8fij9jez0/N7qRPxyerr6iboK/XqDHP2Qjbz9ORrG/Foo6vo9pCb81UY0/V9pRP8heOz9lz8M9h82lvzic8T964gc/FfjbPWhsED6aUhs/y6IHQBoK17w5ub69dIW1P3cF6D7AFne/ApuWPk5SC773gr6/3OjiP3W/ej8SACu/ethKP391OD/MYt0+cG9CPagHqz++rVo9WmkWvzrxKT+lTRBAVKnGvuwkWj4oZPc/nyMKv/7mmD9cSqa/3h5dP6Boa776woA9Okwyv82bE75+h+E/wtejv+JJ3b4cpYc/YO6ZP4VXu73AuOg7d0EYv8WF2r5DkqK+Bqujv5ff4T807c0/oNJBPlPnqb/h3ju/0d8/P40cnr3P6AjAZ5HtPtIjj744tfi+bLYVPz6/9L6Ep62+A9K0PmyizT9coE8/akX6P5JIsj6D10S+mh8svqhiB8DPcLE//9tFPy2KdT705Wc/qQN5PuxZYb5A8xu9OTecv1eLrz/KIFC/InTmPbaQaD86juA/xq1nvk5Pc7+Qlt4/TNcPP2Yubj+dvYQ/Xlh8P7IHZb8FBp8/IPCSv5h7Ej9l4PY/YNd5vGSfTj9gFiS+pC0lv5zVg76A4oA807B4PhaKCUDSSlm/zCVzv/JsRz9VtYK/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD8AABG/AADFPwAAXr8AADc+AACwPwAAQz4AAMQ/N2z8vqAJr7xlOb+/mZrRPr+uVb9Pa+W//rUrPpvylr+aJIu/naCcv/UU8D6iyBe8ZA35vQUtCUByPsE94P4xP9oy8L7Q+WA/tPlBP4nxCsDwCdY+L8bDvlAolL/YVZi+VklWv/H+AD/11QDALxK3v+x0lr4Dsyy+Jcpiv5IkCz7iBsO+1tf3viHVsT/wLZC/wJnlP7TeGr82gWC/Qh6OPgnri7/aE5K/aRmNP5MIe78oyj4//joPv1XdtL81fys/Ix6Ov7PhsL7QhQa8BF03Pofyjz4/85o/C6TnvycqrD+qOTg/yUGhP/Z9ir+SN9o+6w/7vtwlz7+8i5W/riEKv4Z63D/xWY6/d443v49L1j5MW0S+R3VsPzielz5efbo/stCDv5DZUD/SR5q/Do26vgD6lb7RK2M/6g0Wv6qL7j+AZX6+3MIrPwYa6D8tKew9bbg/Py+bhD4cxc6/+VZ4P6k7rz8GgEu+TdCUv2m7wL9gYaK/YTbPvlQiibwOpFW/UX//v0mjrD4y9KM/0aAcP0snUr/nNb29L6Z/vxgX1T6pE5s9432AP516yr8+EDw/I4FKvuMYhT/CQMy/gKULPwxrST9WTZO+vGGiP/jcb79wOaK/AFLxPNA33b/41PQ+iqaiv4SzPj66nSY/Put/vwQpID4G3sI+z+T3v1CQgL8o8h4/zXdIv5Q7YT+w4QbA264rPqzsFD4M6Ie/mttKP+V5Fz/er9a+8qUGwCuSQL9rUXK/qW1eP/bcVL91GKs+YmLIPxiok7/l108/OQMnv4rnnD7swYK/pnszPyBxnT8nrvE+Gp7Gv746cL/emcQ/s9GDPywbW74ZrgE+BxiAvz32xL+GrLy/48CsvuGFEz/Evpm/dmiIP/DqBT51Iic/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAGr8AAJk/AAAgvwAAvD8AABm/AAC1PQAA4r8AAOA+XEhpvtauvz5N2d8/RAK5v/8Rkz+sxnE/DognvzkKjD18MaQ/p+y+vr2sWj7DpEE/kzDXv2HTc78pHw4/g86gv2O9Wj/RMgU/KzKqPu7vLD/gHai/CN/Wvp1ezz+dQrE/8IFEP6Dy+T6AqP2+510WP8cUhr8g5VG9Uan2P1yzqr9uGNA/wGtIP/Gx1z4lsY4+4BFMPEL8pj8T9tQ/X9v3PQxwDL7lKjc/M5jHv747Sj/KaLw/GpuQPmFeuz8xJhm+cJLuPErgkT9O+Hi9YzOGPzqmXb8wbhE9IQHgP5YQq7+edgvAvLnPPu4c/z5MIXi/OqVZPkxciD863lI/XT90PZloiD5Jz/8/wZ3IPmGApD6dnrs/uFWjPunb1DzVopi/WPL/PY5wtz9OkZI/+8evPx9/pj8gaBy97tymPiGHdT9iL5Q+dj6AP1Y8lL6Nkcw/e9azv3VzjL8I0GA+F0KDP6AZC78huK4+IjVgPnueND9xw68/GiXxPU+yDUCe1wW/RQCQP9gaEz9AEiu+GxCNvzW3RD/b25c/CnAVvlra4r+264U/IjxrP8gpBkAQVR+/9XWcvVvigD/FdHY+F3zwvrg1jj+p+eI/WjjFPsqc+L7HfP8+1WlRP4ZNrD8LKDo/zwqKPztXNr5kig4/thP6vkCrxr8rZY4/9ALQP4L0szuIgdg+BkEIP1tkEb8Uysg/LvB7P8RjmT4LF+s//NgRP0DNN7xVIoE/JDvZPo7Y2T+7/Rq/usxDPzTjwz/JMEm/vZJNv3RQ2ryLC5u/zsSvP0UXgr49Fu09i61rP0Jh4D9p5we/6/d2vxOiET/9tfY/k8mPv61xgj++xS++Wyomv/u9MT9v5Le/FC/9vn2W3z8IZTE+wMYSvsRdkL8TcWo/"}}, 2, -4095, 9223372036854775807]')
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
