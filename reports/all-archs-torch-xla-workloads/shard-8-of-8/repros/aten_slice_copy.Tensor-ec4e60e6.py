#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:lfm3|torch-xla|lazy|float32|infer|short; the forward pass failed there: Value out of range (expected to be in range of [-16, 15], but got -255)
Run it alone:  python aten_slice_copy.Tensor-ec4e60e6.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 16, 8], "dtype": "float32", "stride": [256, 128, 8, 1], "requires_grad": false, "min": -2.345268964767456, "max": 2.418717861175537, "values": "BWWQPbRa377k0M8/ZBukPwRW1D5pZ9S/t6NqPklOPT9EjYW+9yulv3EUyj87UaU/70OYvdVLtL+Btqy+1aZaPbYXiL+fupu/FnxJP+hFiL2hy4c/MJfGv8FW6byqEo6/urX8vidqnT99tdq+CICMPe2ihT/VyaW/9u7RPzknRr9XBCm/2sfePqzufz7w3bU/LYFTP3ZtAUC6MCq/HhqQvs5nBj6vKI2/r4/DPzs7Qj+E30c/SOLEv3RJXD+JD8C+9v5fvwFOYD9cP9K/1LQNP9F9gb8la4A/Sp2WP5OFXz7Gflk/tX0zPy5SZL4TsfS+V8Hqv1WGvj/bmUM/Z3AWP8UbqD/gh30/EliDv+l5F79A2mI/MW2qP/ywWL+yCkk/uQNxPxAQgT3aS+q/lftiv8Cy+LxyjLw/CIGTvrEYWT/au7K/KfpiP5WJg78jJHu/33bRP9UG9L5ldRC+l98QvwLXrL8ASzs/xDwIv+Zrsr9GipW/CAQjP2PTXr4ixqE/kYOiv+Kqkb74en8/+EhpP0n26L8SXzm/UvlzPvMnRD8WRbu/P7OYPgF8jb+NSvk+2AO+vW0MtT0ZgOM/u2+IP7Gsyj/hM4y/0wRkP9oEwz9g5J6+XHdBP0zOKT4f/zE/2qItP9diLj6fZpG/RswaQNNStz5Dq8C+Br2aPs7twz0hMiU/xFXFvqTIrT9kZtk/8iGWv5yHKD8UQBs/VWQ6PyeUrT+bO5o+V6SLP2HFwz9g1gq9qIGCPr3PXz81Zqc/qRp/vybhfb+M8yk/1DqPP+zVA0AArSo8g96xvBvDlr6qCPO/e9R3v9ghuj9wpCY+2BQNv456yL3D0S8//6k6v1xsgj/aOU4/wpwgP2yhvz5ncHE/qo+6vob3B0APj/w+roiPPrz8qD5djdo/IaKzP2npIb8Ck+I9sRDrPmlQwj+eQOc+UaF6P127CkA59d2+LH+kP4BhTzzlsQu/g98MvaTs6L7sn1S9RSARQOBAYD+j/Yw/Sqa/viiW3b6KVBW/mr6xvuLQ+752bpo/lgogvCa7kr5u6MS/3bNyv9l+17+ahIg+jNt6P9N03z9tZmC/MofJv0wsRz8aVAm+LQlmPuEBlD4XZPU+y0cOQIamOD9v8rS/uUShvufdl755/ki+x9mYPfdtHr8HE1A+BrVjvv3W8L2KDhQ/4xgWwHyDpb+OFBm//keMP193f7484GE/EP6ZPQMWPr8GfglAAocnv7QnJr+975C/rKPhP5S7ub881Qs+9DqgvXp9Ij9VVE+/uMRmvzx9D7/qcqO/qFAeP9tDOL8z9YU+dmbfP/3Pjb95TvO/4NWyP511Rb8BSj691iZqP3pZib21pVK/BqoQv8vDwT83lwc/2UxAvsJyEr+bD2++9ArDve2PC8BNNf6+2NwUP+FXo796p7W8y9lCP1DEu74CJQi/Io4gv83mCcAhBG8/pqURvKZYt7+T/KI/oOQKvJYyG74mkt+/pg4eP6VldL4id9q/dZ5uv9iuXb6nVbU+oE/bvy21gr/tsdC99AtRP/BJrr0ZzTC/aC3nP/4kij/ZW6w/rWHtvbaRRT+Rfqy/kt+gPiIucz/WXpy+noODv+jVwT/20Ki/8ZQLPY49g7/caVM/d4PYv3/7Lr0MKlC/0JmIP9iWn785qWI+vPu5PwtLGL8YVAK/pPjmP4zpNL/Uhds+yzCFv6bpAD9MWAE/JRM7P1Qq+r+1oeE9ifM6Pwsgpz8qZie/Dy5Yvw6Krr9PA+8+YuceP52Wij+mpV8/MkHxvbQ02r8xZFO/vUIdvywJ1z8r04y/2ivEvoBpoT6JVDo/E/xrPzJksz/aWe++ln7rP+v/bL+T52A/TQsIPz7E0r6SKPw+vU24P3DDGr9ruKg/Pg0Kv73mCT8HUd8+5HCkPshMB7/1YgtAhJMxv/jFoz8csQi//VcJP6jMi77F/uY+dawIv8RrC0BIgRS+nDCdP3xRB781yQg/NTE7v+SeEz+iCAq/i3QLQBp1CT8tCZU/ZO4Fv2I6CD+NYQS/0EQyP0ZhC79HfQtAwdDCPc4yEL60x96/N0XdvjhQWr9j+2G/Nn3lvxwnPb741IY/51siv1547T5fzHY/kAQPQPqSDr8nqse91Rsyvk2DdT86c7W+PSWYP9zqUj9CrFk/lYCrv3mAir91r4o/XxYLP4gCfT9MZPE/9hM8vsS2s76SM76/vBpPv2ehxz6VMhs/3uaUP7pr+T4wXvq+OHCIP5PFdL/WDNa+vhryP3Yo6b6P2Va/CKYSwN2qkr6nxos/a1kBvyChUj3JdA2/4B41PYDfdT/Rj8Q/1BsovxURgj+2Xxs+BeTiv9pSmL7nN7c/iJqBvhWNmb9ZLRU/4Kbov7XYD78JcS+/QVUOPqIkT78hbje/u/53P4A/jT8TEvw/oJrmPeAs6D4d0kK/u/02v5fJDD9Jdo4/IFyRP+w3nj/NQq6/7QaLPwmKn76vWGC/UzPDv27ZxL5AoZE/3MSDvYSxT791bpy/dmWSv9BMfr/+bZe+rsiQP/gxYT9/OH8/xTn5vyyZiT6Hkvo9bW9dvxpBhz8wssk/YI3bPoahmT8eeCy+DSFIv0LQlj/TGL2/GruIP8Wvyj/q8to+UImivWRWfr3SFUS/Sd6WPys+O79d14g/KajLP2ZY2j64m6S/IL43PZIFQL9I7JY/wtsvP5qVhz9Wm8w/073ZPsy3p78x/xo+aPA7vzz6lj8="}}, 2, -255, 9223372036854775807]')
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
