#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:gemma3n|torch-xla|lazy|float32|infer|short; the forward pass failed there: Value out of range (expected to be in range of [-22, 21], but got -511)
Run it alone:  python aten_slice_copy.Tensor-24e1ff7b.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 22, 8], "dtype": "float32", "stride": [352, 176, 8, 1], "requires_grad": false, "min": -2.4697251319885254, "max": 2.629499673843384, "values": "mgq6vqhBBUDOxlO+1PArvs1NWT9rfco/thT6PvQ21Ls3bCu/DRVnP5QnjD+GZvw+oEF1PBbNzj+v/NA/864LvvutJz+Zcl4/aek2vsyrtb8zrLO/Lr2XP77AjT9OiNG+HHOTvpeT/j6sicA+zzt6PxLuhD8rxdM/37eev1pcjb/9zhW/Ro34vh1hpT4078i+kY5Sv2btm75j1BhAT/JUPwdNiD4I5gE+YDJEP1p7WL/omGK/C4gYwLybmz5mQ28+Ktevvo9Q2z605qi/dFzfvi958r+q87m/FhaFvvH9wDyQgfy9Tocwv2ydTr9VLAq/rTY2P8NgBUDgI3g/T7Fhvw7wPj/GugS/aWzpP4yftr9HjwO/gqyuvQGCS78zQnQ/Wm2ovpLR1T4/Jh+/dKqYPZ6eiz94Wu+/0MKSv5lLkz/aj6U/TOJ6vtZ5iL4HP7W/Ei5aPzCBuT/teIs/01bXvo1jQr9kLt4/yEznv8cR+b4q3oo+oOrAPloLOb89W9O+Uw/qv0s+lb9eWas+nJoTPx4fh7/UMR0/oq49P9arZj8KyKs+tJgPPXyBaT12RAFAuAa4PiBznD4Ao96/48o+v4JbNL4+8Rw9WOduPtYd+D+Cu+w+J+KRPs6R4L9Td2K/wQAev0wwgj3YFzM+0Of1P1wSZT5r2Qo+WSLmv4wWRb9S1su+JkpOvjmorj7Ft/4/6tHevqdFHj4z6tK/Jmlkv03Xy79/EJ+/qL9tvwhl/r4+uzC/0gsTv08Ftb9dR3k9o661vsDVbj+WN56+Ylzuvp2NCz/G6co++g8ewDn7vT7sB4a/XxRCP1Q2hT9RfoQ/qs5tP8ZLN7+1yLk/P/VUv/LPkT9ug5w/ps2FPylYtz+bj5g/oHSHPp7YJj+XjcS+xvkWPySx3L9Iixc/JEh/PwzrZj8w1909VomTv/sVi7/XRzG7A+dlv5kdBD0i74Q/l+x+P3hs4L8c+6Y/rKcWv8MXCECQvz4+3k8WvxFsWj+ahsG+hXS4v00Bub7jVhO+RL6AvxdiN79UGf8+Lx2bP2bUob+yGg69+e7aP8tH977IQiG/LnZ+vxMCgT8Zdom/CPuiP+Gwpb6blFM/na+2Pwh1pL7jlSK/IKa/u/zM1j84RpS/Mgqfv8hhfL9uxme/3JbKPwJRZj8wcXK+RwG7vwwDpL8GHme+lLOPvsm/Wb+YAEQ/yr2CPqeBqD5RE6K/op4kv/7upD8jHum/hxH+PotmXL8XCk++9cYwv0I1CkDhJJa+QvbavvR1Jr8SsJa/XRWAv2u6Yz40bF8/fInaPkA/Sj9lqik/Z2sEwG4hUD96GGO/kM+XPmZ7hD/I1Wm+KDmoP7xHwj9ZxZ+/D3YkP/XWsj8+yfK+j0y4PoWamz9lp0+/JL0Jv29U3z8XT/K+z5puP5b0Yb94igs/T6kLwDP6rj7iPRK/baVVP46SyL7TFha/2jQ4v9JRwz5psZA/NlJJvmzK6j4/4Pq/giejP5qjEb7ApLM8MA3BPp59pL8JXjW+subLv544QL9Cpt8/06sYPoi/yD5RLtI+irOZv5q3mLyilr6/bcA/v/w87T/HUpI+2s7IPsT4bz4yI4a/oFUDvqMYwL9pwy+/69j7P56WIz2oITo/bfTHPnMThr9E28E+3FSjv+tiKb+NKwBA8rNxP3+Fvr8Az7o9sI6qPhDFnD/eKyi/ITPAP245RL96qpY/MGsGP2zFpT++0x8+9Iy1P2ikIb+ZDH6//6SOP5OEAb/R26Y/XFbCvk0ggb/ewsQ+pf9DPrZMfL/JHvc/RL+UP/6Qtz80f948jM+yvzxVML/rpEY/jLXoPrsilb84Two/PH4KP+r3Vz8suoy/1iuoP/P7ZL/LWn4/pi60PyDVvz5rrlA/2MA8v+e/C7+dGx4/nXECQOn9gj9KuGC/roIHvpc9Ib/UM9e/4AqKPqBfbD8txaa/7bKhv580PD/yUKc+sJuUvcEmZj3eoQE/Pg1lvrlJKECwS94+BoowP/hjD7/q38i+KxQQv0kYGz5Vx0+/ELYFwBVSBj36drw/wi/Kv7JXBj5liKm/KVbfvpvgjD9PI8G/0Rhvvp4jyDyoROi9uhsoPlRQ5D+JhK++mL2Rv6xEgT/vIYU/8NiPP1LnbD5FGQO/ZTUBQJvHWD42NJs/rjaQvmwHqT9XDQW/VUi0P+c8Ej9ej6i/g1/fvgYAqL+SjLO/59WLvghrvTyIQP8/v7VVv+9huj6EhhQ/qqExv9OCgj+4Gjo/OBRmP2AE5T443ym+UIyWPxT4GT9z8QzAWBuDvypxoj5hWCq+1nr4P0CDQrzA7ag/mgwsPzYAD7/lhqK/Ic+hviLH8D0hm8Y/aJxAvSnnxj8dECI/Xe2XP4h8er/Ev8o+L3cAv1C0ED7mTk2+HvC/P61EXT+21vQ/4rqPv79YvT2AYQG+Yh3IP6kjr79JCXy/mUT+vvQDQb842ji9Sh+wv2y1gD3u+kU/j/s/vxJmur8AetQ9NmJ7vkUzqr9kObi/SClmvz+TeD+cJ3I+GFaKv+TBdz4OdUE/AMXOv4Rw+L4JlcQ/fV7Kv9TlEz9XvIe/QiLQvUSuhD8+x4A+LpHQvadc2b/MuIi/F9/Fv4KfCz/FKn4/tLcSvpJsRT/Tcpa/Z5iLvwAAAAAAAACAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAIAAAACAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAV3tXv0I83L6r/Du/YK0JQA9osD5vkEm+VLAZv3WemL8ahbG+fv9ivc7NbLyU4Ra/rv7Zv96vsz8NI8Q/zIYOv9HOkz+JF6c+wl3vPrHalD+hwB4/dyGEP7+H7b9+D54+F+w7v7gPlj65tno/z9X2v0c3g77Ftyq/7RZ8vyY5jT8EQWe/JJoBPxjTlT628qG/2m/bvvwmmz/g6em/U13/Pq7Usz9+9rs/0KM+PoBSdb6ij1W/oGc2vQbEJz7rpt+/CJrDP2BLhD8RGSO/IfYZPjCU7TyBYvC/I09JPyWxF75VbHQ/DHMAPpXSsT6OI6K/xviXPmdfpz9Qr+i/h2v9PuUxCD8h5ve+sAibPi9YkT8qYaG+ltwzP8Og/L8Ck6I/gJt1P/5d/D5LGj++Og3QPiHurT44v8a/ACbcv9JliT+6g8Q+UxrhPjhIQ71q+6q+Y6OEP8/Ei78TZQfAGYllP1DqSb9ItZA/7nNdvkTdYL2vseU+MLWqv02d478J8HM/+LM+v3SyfT9Ymv692BS2vvhPG74IcnO/ZPMQwOySAz82o8W/9DnQvy3RGj54/Kg+kCywveBZ0Lw+lL8/WpBEv5EXNj8LH5G/t3u4PwUzSb0mV+s/p6z1PbHRVr9QRjG+IKLIPF/FBcDRA8K+NfOGPtnQUL9DToY+5TO+vzt9ML8fCuK/UHMRP6kIxj4zZsK+vNaxvUxiw72tEPO/EClNP5Z5rL9Mjxk+mPdhP2ABjL+xWea+imuEv8iDdT9ivrQ/AAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="}}, 2, -511, 9223372036854775807]')
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
