#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:llama4_text|torch-xla|lazy|float32|train|short; the forward pass failed there: Value out of range (expected to be in range of [-16, 15], but got -8191)
Run it alone:  python aten_slice_copy.Tensor-06d8e038.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 16, 8], "dtype": "float32", "stride": [256, 128, 8, 1], "requires_grad": false, "min": -2.787442684173584, "max": 3.6502184867858887, "values": "0/FFvzs8yT8htz09cvAAP+hd0T+zso0/chtOvgyzWz9kPuK/8X5Zv1Ezgb6h2eW+vm//vdM2Fb8JFtc/VLRfPw8moD9CNPY+qS5zPmFmWr9L3Ma94x4SPns88r6y/S6+eniEv0xWzD43jzi+qnXIvvSS6z0E6Jy8fjxcv74ALb83JQW/NFXmPlk8HMDVdK282ZEjPuuPNLvYx4O/0OXhPW+rSL8Nqzy/jnjLv123778QgPM/GI4yvgDgqj7TZ0+/3Ma3P83/dj57iJE+by0fP8BoWL3tnxu/wTbcv43bsD8EVIK/NMfUP8TeeL8fte2+T4wlvyC0xj8tNJ8+uUtIP73sKj/LhGM9AxtTv8W8Cb9ffpM/4RHwPkAOtz7DYoS+a1DxP3Bz5D9zqi+9SOGvPzLa2r7S7wNAsohhvzeVqL4PJqA/QjT2Pqkucz5hZlq/S9zGveMeEj57PPK+sv0uvlIrIT4zLqg++c2PvfKcyL4EUtA/ZHtEvZlqrT5gDkG+B8sjvyTqkz0HtCO/EVItP2LyDD+aYLG/NzoKPynfqD8H+XI/4MLLP/mdS79fynO+5j/nv/Imzj/UBCs+E5JwP/YVMD73TCHAcPWHP/8r7r8Gasm93s2VvsIhvL1rSY+/eniEv0xWzD43jzi+qnXIvvSS6z0E6Jy8fjxcv74ALb8qZ7Q/Iy7nP61Jwj5CZPg/Zgmgv5F7+74h5qQ+t1TmOz1gQL/yTpy8t9fVvmbpBb+ft4w/ARSdP6aH9T9NHdu/FdWmv39gk7+0lRA/U20hv3A6vz1M45i/p8UUvxzAB7+DcJA/5r3zP1b5Xj9Ydys/WP7ePvSAGD+uots/ZeGJPyh8cT/EE9A/VUMrPn7Bab8hJWU+nrgKvlDTBEBGjPo/lZS+v+kgQ7+4saS/TD1Ov0s1ET7Ahe8+X+LqP2fOQb+U19m+UZ/rPjyseL+jSEk/jA/Jv9Axhr/Vh/Y/kHH9v7PAaDyvIzhApRtPPxFu9L6P/U69E2CDv7d9mz/mykA+zbhXv0+Q0b450IW/vcipP48/0D6RbFg/gS0WP2+OjL+pXCk/mQ8rPnfxMz+8CQs+NWbUPx/ZnD+gz02/c4ioPxXVpr9/YJO/tJUQP1NtIb9wOr89TOOYv6fFFL8cwAe/R3eAv5gSnL84qku/+rPMvpnC6j4K1UU/fgPjPtO6p7+vLn8/STovvgtFqD/1QC0/JfbOvx/6GD+DX7Y//IunP4UIKcAM5b2/NuHxv0RgO7/Oo+4+R3A6v6NgTr+xMPa/KFkSvjt4k7yZzVi/12W0vzA6UL47Vrq/nXCNvzPlbL+DcJA/5r3zP1b5Xj9Ydys/WP7ePvSAGD+uots/ZeGJPwRUgr80x9Q/xN54vx+17b5PjCW/ILTGPy00nz65S0g/NOmjv1noVD+tLbc/zmmtvqKykj9F85o/qRXsvX/I3T69S5e/WtwyP6XAJz9aM4e+nac4QN3mzb/NQw/AgVFpvmWF/j7/GL2/eVXvv4ZXi7+8+kO/IsiBP7YGk74Cpdm+3Ma3P83/dj57iJE+by0fP8BoWL3tnxu/wTbcv43bsD93Ye4/CLUFPs8IX74U8ba/ivU5v9qUdj/WfLA/YKiIvyw3ab/mAJ0/Rys0P7RZa7+a5di/8zTqPl5vT793Vjk/3Ma3P83/dj57iJE+by0fP8BoWL3tnxu/wTbcv43bsD+8UQA9I0ODP5obsr7cqek+DGhTv1aK2D9Wrsu8VsTBP4t6cD+JCdw97OhnPsc/kr8togy/m6KhP6BnXz7PUie/QHSGP7bXIT9h83096HEnP6X8275iKi4/g13CP+KjvT16eIS/TFbMPjePOL6qdci+9JLrPQTonLx+PFy/vgAtv5kfAsCepGy/vu0avzf3QL9ierk/im4rv5w4rz0c95e+mR8CwJ6kbL++7Rq/N/dAv2J6uT+Kbiu/nDivPRz3l76ZHwLAnqRsv77tGr8390C/Ynq5P4puK7+cOK89HPeXvpkfAsCepGy/vu0avzf3QL9ierk/im4rv5w4rz0c95e+s8BoPK8jOEClG08/EW70vo/9Tr0TYIO/t32bP+bKQD6UL1c+Fgx4PpsSsT9M7cs/S+jvP7JH5b9j3EhAIK+Lv5PuuD89eTM/x4l1PyuE8r66aSA+UkZJvxxpR0Cnc5C+s7OXv2zHBz9cHQ6/dmUywHMC7z8qAio+8mJvv+cwuj6U19m+UZ/rPjyseL+jSEk/jA/Jv9Axhr/Vh/Y/kHH9vyzIHL50K8a/+mwhvm3MUb/2oUhAo6Ymv+HE1L9C+ji+BVksv6LWYD/PyxO/mnW8Pscmlb/c95I/6osJP2qujD6U19m+UZ/rPjyseL+jSEk/jA/Jv9Axhr/Vh/Y/kHH9v0Sui70Boee9oebBvl19Rz7B2A2+zwrRv3RBFj//kei9+EOov0mKsD9TtP+/5BDEPzXqcj5vpt2+hyQRvg62Z75io1K/Q4EsvmTKNT5zckU/CWDvP1Uk/j2S/I++Sk2DvoNwkD/mvfM/VvleP1h3Kz9Y/t4+9IAYP66i2z9l4Yk/Mw3Jv6tGxb7Z8dI/Zkkrvg+fgj6WlR+/Lp1pQPMLPb8zDcm/q0bFvtnx0j9mSSu+D5+CPpaVH78unWlA8ws9vzMNyb+rRsW+2fHSP2ZJK74Pn4I+lpUfvy6daUDzCz2/Mw3Jv6tGxb7Z8dI/Zkkrvg+fgj6WlR+/Lp1pQPMLPb8="}}, 2, -8191, 9223372036854775807]')
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
