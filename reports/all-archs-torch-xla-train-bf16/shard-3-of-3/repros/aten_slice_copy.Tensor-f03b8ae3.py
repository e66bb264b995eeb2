#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:gemma3|torch-xla|lazy|bfloat16|train|short; the forward pass failed there: Value out of range (expected to be in range of [-34, 33], but got -4095)
Run it alone:  python aten_slice_copy.Tensor-f03b8ae3.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 34, 8], "dtype": "bfloat16", "stride": [544, 272, 8, 1], "requires_grad": false, "min": -2.46875, "max": 2.4375, "values": "0L+dP0+/Pb62Pri/DT9Qv/2+oLy/v9E+Vb/mvy0+mL/Uvsq/PT+HPy6/tj8Evo0/CsCevYY/Aj9rPoA/ST8Qvz+/LL5qv8I/V7/IP44+hL+DvzO/3j2Fv+Q/1j5/v4M/or9rv/4/7r7evlq+rD6DP/y+s76uPw6/LT8TPza/A0CGv969kj+VP4I/tj0kv9Q/jb8vP5m/5T/SPoS/XD4hvzo/CMA/P4Y/nr4Uvo29jj8kPk8+N78Ivc2+Vj9KvxxAWD8ewOk+lLwxP/g9Ej4wP+O/pT4Xvli/CL/PP4S/i769vgk/tz+Dv+E+Qz/bv2A/bj/cP0a/VD8Lv3E/or+EPt0/n76DP7y8az+1vzS/Mz/Qv98/lL6pvmK+A7+Avqm/Xr8AP8k/Kr75P4A+r749vwA6vj/lPRM+Cb9Cv2S+DcC2vmE/vT/Ov6S/QD1Av6y+aT+kvdE/I76jvpE/w79hP8S/pL6hPxC/4763v/w+ij9xv1Q+sT73Pqa/qD+5v40/sL0UPwRAIb/YPxK+0r5/PCO/Xb+Xvgc/Oz/AP/a/4T2CvzC/WD+xP+A8uz69v6I/A799P6A8ML70vuA/1L9Vv6U/QL2rP+m+hj8OP5K/pL+Tv4A+Pz8pv46/w79IP50/pT9Au4c/Zb7/Pne/tr+1PyE/AsAWPxk/yj7Yvp2/eD8UvwG/oD6cv1I/Zr8BwAo/2710vUY/Bz8LQIC/iD8MvyU/irxTv/c+hr4xP6K/CEBmvsI+4D+6v5I/cD8pv4c9aD+aPjO/oT9eP5G/d77av+6+GMCevxA/3j68vrY9F75UP4Y/CT/1P20/cD+Fvi2/tr/svbq/vjw4P2q/tT86P6u/V7+Yv5M+RD9iv8u/uz4qP/o+kr+XP8Q+Pr/8vva/2r4fP+S+A0DNvwC7Mr8Vvq6+LL/OPwQ+kT7EP54/b799v4M/Lb+jP0Y/E7+Yvti/ib9APwFAAj8jv9g+az6Vv/+/GT8kPkU/Nj9WvxM/n7/fPwM/Jj8+P9I+2z85P6U+qr8LP6K/oz8qvyA/pT/6Pom/vj4rP1m/lT+KPzw+3b8yvwK+ej+fvyq/yz+SP12/1z9ov4g/mL8Fvx4/ij8QvghAWL9Wvwq/wDzsPqE/sr3evm2/bj9DvoE/kj/3P5q96r/6vqC+ub/CPpk/Jz/9PtK/TL83v2m8or+OP44/pj4JP2U/7L+aPxu/0L6dP3o9qL2Vv84/gr+uvw4/TD/8vjE/qj7iv5Y98D+4PvU+Jz+cPqu/9D72vo6+1z+8P0a/rj9qv14/+r6Svr4/OD+fv2a/Jr8Rv2c+0b/WvvA/Lz68vv6+fL8UvwDA7D6xP8g+CT/kvaa/rj8mPw09TD/iPya+DsDsvpo+Ab9nP9y+nb9Fv6K/c783vge/BEAWv8y9oD/6vuQ9x7+av4E/E79/v7Y+GUCavxE/Bz8oPZC+Br6TPdE9qD8Kv1Y/Kj9PvwNATL8ev6I/ar6hvzS/pr+hvyI/uL8jPyq+FL/ev5o/Db/CP2Y/2L5CP3S/ur+5voG/CD5yv/8/7b6qP9C8lz6DP3C+wL8hvcU/AT8kvp0/n79Jvx+/jT/fvwI/mD+Cv4O+pL5lv/0/776mv5q+tT6DP4m/DsDrPnq8QT6KP/09MD+4Pey/Zj+tv6c/rL60vho9yD64Pau9Qb8DQK+/8T59P3C/Kr+LvwK/AsA6Pzy/C75Ivgi/tj4dP/K/dr8+v7s/lj98Pxe/VL8gvwPASb6MvRw/SD/Wvxk+6D+zvow+Xr+mvlo/hL4kvwRAsr/mPvE+JD/NPo6/Y7/gPAC6lb4UwNA+Yj9LPz+/AUBXP3m/y74Rv7q9hj9RP9c/WL+HvsI/vz9KPou/mr/2vra/aT/UvJA+1z/uPgm/f74HPyO/+78Fv9g9KL9pvxdAab8NPqk8Ur/gvDi/7b9eP46/9j2WP0C+GL74PoS+3L8EwGS+LD9gv1A/WD+pvxC/3r9VP66+yz+9vkY/KL8SvsC/QD+dP4K+DsCkvh6//D6sPoe/hb+SPWS/TL++vz2+yT+sv4o+Bz+SP3c/4r+Gvag/Sz8wvsm/5L5OPwY/wL9mv4Q/DL8AAACAAAAAAAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAAAAgAAAAAAAAAAAAIAAAAAAQD/ZvZe/lT8VvmK/0773vzq/OD+9v8u/zT5Ovw+/iL/Mv5C/i7/DvyW/AT8MPvM9rr+YPhu/CsDQPh8+Xr+3vqA/gL+cv5M+aD80v8i/uz4SPoC/gr80viu+9r9Qv6C/XD+DP+E+k72JP2A+DUBmPa+/QL+Wv5M+Nr93v8u/uz5CP2g+PD5EP/u/gL8RP5+/pr4uP9A/rL9ovxE/Vz+HP4W/Sz9FP7G/t7+hP5++iD4nP3Q/Uj8bv34/qD/TP8Q+lL+IP7k/Lb68PkY/PT7SP5G/7b5QP4u/vz+QP4c/Iz6lvwy/Ij8Mvd6/jj2EP6G/q78mv5U/jL+rv2U/8T4dPzw/vb7CPhq/cr9tPwdASD+vP3W+vr36vqa/AUBlPlG+vL8yP1m/Dj8uv9M/BT6IvwXAJL4cP/2+cj+WP50+SD8MwBy/Ur8tvsA99L7CPqs/TL/cvhC+Or4GwLo/QD+Pvq09Cr4HQAE/mT+RPwa/Cz+4P4I+/L8KP1E/JD81P7O+uz+AvwS/lz3MPx4+Rz+XP1a/tr2iv64/nLyaPVg/4j+gvJg/iz+CPvy/kT6IPwc/nD5uP10/oD/gP4Q9jr8lP7O+MD9pv/C/zT2kvzw/bT8ivw5AnL8RP5i9ZL9uvgi+AAAAgAAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAIAAAAAAAIAAAAAAAAAAAACAAAAAAA=="}}, 2, -4095, 9223372036854775807]')
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
