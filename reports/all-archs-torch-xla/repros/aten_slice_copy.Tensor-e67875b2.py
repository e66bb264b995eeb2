#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:llama4_text|torch-xla|lazy|float32; the forward pass failed there: Value out of range (expected to be in range of [-16, 15], but got -8191)
Run it alone:  python aten_slice_copy.Tensor-e67875b2.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 16, 8], "dtype": "float32", "stride": [256, 128, 8, 1], "requires_grad": false, "min": -0.2786620855331421, "max": 0.31095707416534424, "values": "tyycvV3FHj5UrpU7HnZLPcQvJT4rmN89bJ2ivL1WrT33ODO+8EqsvUOyzLxWFDa9DFlKvJdnbL1BYio+ATaxPcmG/D1IHEI9Xrq/PHIwrL3CyBy8G2hmPHD7Pr0P94m8UL3OvdtyHz0SBJC8S2wcvc/SNzzD3/S67tqrvXr/hr0b7FK94XA2PTiAd772Ywm7Oo+BPBwEj7mowtC9fu0yPOkan73nlpW9fVMhvmQQPr50EEE+MpKNvFp7Bz0kcqS9VmwRPoFzwzxgUuY8U+p7PaU+q7voSna9hkEuvrHyCz7BbM69DIIoPkIXxb0kQDy9wxqDvaBcHT4UKfw8bZ+ePUK9hj0dWrM75mmmvdwnWb2Lieg9Az89PVdNED3rt9C8a0E+Pi8dND5Hf4q7l6oKPtmLLL2vClA+ctCxvcTpBL3Jhvw9SBxCPV66vzxyMKy9wsgcvBtoZjxw+z69D/eJvLHmfjy4/gQ9CnDju2ukHr22vCQ+KWCbu7YiCT2dqpi8amaAvb/n5ztiVIC9ad6HPR77XD2IDAu+pLdYPZphBD7AyL89Y9UgPkO4oL0CbsC844c2voe4Ij5C/YY8WuO9PWyMizyhqX++3n7XPYTAPL4Snx+8yHDtvF4YFbxPHOO9UL3OvdtyHz0SBJC8S2wcvc/SNzzD3/S67tqrvXr/hr2tVQ4+omU2PiFKGT36+UM+N4j8vU5qRr0yGgI9/Lo1OsRkmL07pfe6G2YpvRspVL1b8d49Jd34PRaAQj4yky2+Y4gDvkZj6L0m/GM9zYp+vUDEFjzZE/G9b5ZqvQAOVr0pa+E9dDI+Ps39rT1/zIU9uAEuPQUBbj3pYis+qS7XPTVGvz0S0CQ+NaeHPPUmub0IgLU8N8FbvFxqUj7qc0Y+ChsXvjK2mr3KlAK+b4WjvSlDZjwP6T09ojs6Ps6pmb0PYSy92XI6PYjGxL3HRp89mRkfvoxg1L2XFEM+/oxIvkdTuDrs05E+ggSkPRSTQb3F7KO7VBXQva9H9j09rpg8gg2qvcMyJb0Z+NK9F9cFPkspJD0zm6o94sRsPaSZ3b0Eh4U94t2GPK/ejT01PVs8bHUnPppS9z2sQ6K9s98EPmOIA75GY+i9JvxjPc2Kfr1AxBY82RPxvW+War0ADla9ry3LvS3X9r0/DqG9beAhvTmlOT1zcZw9BIUzPX2jBL6kCsg9LV2JvMnoAz4B0Yc9jT0ivqHXbz0X9w4+uFcDPghshb5v4xW+4+s+vn/mk705XTw9ECmTvRDmor3mUkK+ePZnvC++6boz0au9RPcOvmAFpbwvrBO+6S7gvYe9u70pa+E9dDI+Ps39rT1/zIU9uAEuPQUBbj3pYis+qS7XPcFszr0Mgig+QhfFvSRAPL3DGoO9oFwdPhQp/Dxtn549otQBvsqjqD2JFxE+dlsJvYxk6D1Nd/U9b/86vIerLz1O6++9tNCNPfwBhT1bZda8v2iSPmpBI74OL2O+ZP64vD3LSD1BLhW+ANA8vhzb270dnJq9lsXMPfb657ydsyu9VmwRPoFzwzxgUuY8U+p7PaU+q7voSna9hkEuvrHyCz4jKj0+PzRUPKP8sLzrKxG+35CTvRaswz3NDAw+/+LYvVv8uL27Efk91uiOPd+tur23Ciy+qMU5PWqJpL1hApM9VmwRPoFzwzxgUuY8U+p7PaU+q7voSna9hkEuvrHyCz6ylEs7G0DQPTNJDb0tWzk9UbOnveTFKz51kiG7LrUZPsa+vT3RnS08+vu2PFXK5r2p7V29CBL/PfZFsDwDBoS9SlvTPQ9pfj2rmcc7wpuDPcfnLL0I5Ig9cMQYPqYNFTxQvc6923IfPRIEkLxLbBy9z9I3PMPf9Lru2qu9ev+GvY8ZWz62M5s+OPc9PnycKz6IJNK9fEhXPluTjjxEiiM9Qr2GPR1aszvmaaa93CdZvYuJ6D0DPz09V00QPeu30LzBE+I9BlEVPf9RIL4o7Lu9wP4EPR6buryZrtg9YhjYvcuc5b0CvbM9w3ADPo2q3ryGZ/48ZGFQvf4x7L1jFty9R1O4OuzTkT6CBKQ9FJNBvcXso7tUFdC9r0f2PT2umDy8cao8LHnEPHhBDD7DhiE+mwY+Pq6bNb4QGZ8+L0jdvQOhEj4WTY49tq7CPVRJQL14YH48PJafvdgbnj7rEOW8nlvvvQI8Vj0ZO2C9A72MvoGOPD7/HoY8otq8vT3jEj0PYSy92XI6PYjGxL3HRp89mRkfvoxg1L2XFEM+/oxIvkzTeLxvQR2+ABmAvMZ7pr3ENZ8+gT6EvTzXKL59yZK8pbSIvVBXsj1+dmq9QnwVPeKc7L06Juk97TNaPRct3zwPYSy92XI6PYjGxL3HRp89mRkfvoxg1L2XFEM+/oxIvkKb3bv7vTe8X9AZvVY/njzyCmG8NdMlvkBibj0dfTi8S8QEvrVLCz5Awkm+xbMaPtqqvzyH4y69VwtlvNLTtry+jqW95JWHvEfijjyIMJs97iQ8PinARzxjV+K8yWbOvClr4T10Mj4+zf2tPX/MhT24AS49BQFuPeliKz6pLtc9skM+vdeTXT3oHjE+gmbOvcBd2z1j10K883CEvUUcHT2CDaq9wzIlvRn40r0X1wU+SykkPTObqj3ixGw9pJndvYSolL1abwS+34LEvDRiTb7sexW+GFXoPcysjr61Uok8RuEHPn5Opj1MhBQ+NxMlPeOX2z0CIhu+ZuiePe/6mbs="}}, 2, -8191, 9223372036854775807]')
KWARGS = json.loads('{}')


def decode(v, device, gen):
    if isinstance(v, dict):
        if "__tensor__" in v:
            t = v["__tensor__"]
            dtype = getattr(torch, t["dtype"])
            if "values" in t:
                raw = bytearray(base64.b64decode(t["values"]))
                x = torch.frombuffer(raw, dtype=torch.uint8).view(dtype).reshape(t["shape"]) if raw else torch.empty(t["shape"], dtype=dtype)
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
        print(f"{OP} on {BACKEND}: device error: {type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}")
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
