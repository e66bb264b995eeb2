#!/usr/bin/env python
"""hfcompat repro: aten::index.Tensor on torch-xla (lazy).

From case arch:clvp|torch-xla|lazy|float32; the forward pass failed there: Check failed: bridge::IsXlaTensor(self) && indices_on_cpu_or_xla: indices should be either on cpu or on the same device as the indexed tensor (XLA). When using XLA, the indexed tensor must be an XLA tensor.
Run it alone:  python aten_index.Tensor-c156bc41.py   (exit 1: the failure reproduced; 0: it did not)
"""
import base64
import json
import math
import sys

import torch

OP, OVERLOAD = 'aten::index', 'Tensor'
BACKEND, MODE = 'torch-xla', 'lazy'
EXPECTED = 'error'  # "error" or "mismatch"
TOL = 0.001
ARGS = json.loads('[{"__tensor__": {"shape": [18, 32], "dtype": "float32", "stride": [32, 1], "requires_grad": false, "min": -0.9997860789299011, "max": 1.0, "values": "AACAPwAAgD8AAIA/AACAPwAAgD8AAIA/AACAPwAAgD8AAIA/AACAPwAAgD8AAIA/AACAPwAAgD8AAIA/AACAPwAAgD8AAIA/AACAPwAAgD8AAIA/AACAPwAAgD8AAIA/AACAPwAAgD8AAIA/AACAPwAAgD8AAIA/AACAPwAAgD9BUQo/DZRYP2tOcz+D9ns/mLh+P2iYfz88338/o/V/P7n8fz/3/n8/rP9/P+b/fz/4/38//f9/P///fz8AAIA/QVEKPw2UWD9rTnM/g/Z7P5i4fj9omH8/PN9/P6P1fz+5/H8/9/5/P6z/fz/m/38/+P9/P/3/fz///38/AACAPzMR1b6y6Nw+7HtOP6b6bz+l5Xo/82F+P/l8fz+O1n8/5fJ/P9v7fz+x/n8/lv9/P9//fz/1/38//f9/P///fz8zEdW+sujcPux7Tj+m+m8/peV6P/Nhfj/5fH8/jtZ/P+Xyfz/b+38/sf5/P5b/fz/f/38/9f9/P/3/fz///38/JnB9v6t/7b1YLxU/KW1cP++QdD+eXXw/T9l+P8Oifz+D4n8/rfZ/Pw39fz8R/38/tf9/P+j/fz/5/38//v9/PyZwfb+rf+29WC8VPyltXD/vkHQ/nl18P0/Zfj/Don8/g+J/P632fz8N/X8/Ef9/P7X/fz/o/38/+f9/P/7/fz8wVSe/nq8gv7Eumj7t60E/p8prPwmNeT9p9H0/Rlp/P5TLfz9s738/wvp/P1j+fz96/38/1v9/P/P/fz/8/38/MFUnv56vIL+xLpo+7etBP6fKaz8JjXk/afR9P0Zafz+Uy38/bO9/P8L6fz9Y/n8/ev9/P9b/fz/z/38//P9/Pyw8kT5AMnK/6XIpvPFMIT9AqWA/fPJ1P4HOfD8e/X4/Ga5/Pxnmfz/P938/af1/Py7/fz++/38/6/9/P/n/fz8sPJE+QDJyv+lyKbzxTCE/QKlgP3zydT+Bznw/Hv1+Pxmufz8Z5n8/z/d/P2n9fz8u/38/vv9/P+v/fz/5/38/uM11P1Mdeb9tP6S+NS/3PjJJUz/ikHE/42d7P1GLfj8Sin8/s9p/PzT0fz9F/H8/0v5/P6H/fz/i/38/9/9/P7jNdT9THXm/bT+kvjUv9z4ySVM/4pBxP+Nnez9Ri34/Eop/P7Pafz809H8/Rfx/P9L+fz+h/38/4v9/P/f/fz+9/0A/Xk8zv7x0Gb+6+KM+s8xDP8ZrbD/qwHk/6QR+P4Fffz87zX8/8u9/P+z6fz9l/n8/fv9/P9f/fz/z/38/vf9AP15PM7+8dBm/uvijPrPMQz/Ga2w/6sB5P+kEfj+BX38/O81/P/Lvfz/s+n8/Zf5/P37/fz/X/38/8/9/P/b9FL4VIFm+5ZFRv6MsFz5fWzI/UodmPwLadz/xaX0/ZS5/P7G9fz8I638/Xvl/P+f9fz9W/38/yv9/P+//fz/2/RS+FSBZvuWRUb+jLBc+X1syP1KHZj8C2nc/8Wl9P2Uufz+xvX8/COt/P175fz/n/X8/Vv9/P8r/fz/v/38/1T9pvxjurj6i5nS/OubyvNQhHz9L6F8/qbN1P3W6fD/C9n4/Fqx/P3blfz+b938/Wf1/Pyn/fz+8/38/6/9/P9U/ab8Y7q4+ouZ0vzrm8rzUIR8/S+hfP6mzdT91unw/wvZ+Pxasfz925X8/m/d/P1n9fz8p/38/vP9/P+v/fz9kzVa/FUZKP/vxf78L8VK+QVEKPw6UWD9qTnM/g/Z7P5i4fj9omH8/PN9/P6P1fz+5/H8/9/5/P6z/fz/m/38/ZM1WvxVGSj/78X+/C/FSvkFRCj8OlFg/ak5zP4P2ez+YuH4/aJh/Pzzffz+j9X8/ufx/P/f+fz+s/38/5v9/P3IFkTswyX4/jZtxvxJvwL7APeg+iJBQP+SqcD8sHns/6HN+P6iCfz9b2H8/dvN/Pwn8fz+//n8/m/9/P+D/fz9yBZE7MMl+P42bcb8Sb8C+wD3oPoiQUD/kqnA/LB57P+hzfj+ogn8/W9h/P3bzfz8J/H8/v/5/P5v/fz/g/38/0AZYPx3UZD9WT0u/8KkIv/OGuT415Ec/w8ltP4Exej+1KH4/12p/P9LQfz8U8X8/SPt/P4L+fz+H/38/2v9/P9AGWD8d1GQ/Vk9Lv/CpCL/zhrk+NeRHP8PJbT+BMXo/tSh+P9dqfz/S0H8/FPF/P0j7fz+C/n8/h/9/P9r/fz9vTmg/cWUEP53ZEL/pzCy/mfWIPhyWPj/Dq2o/lTB5PwDXfT/1UH8/och/P33ufz92+n8/QP5/P3L/fz/T/38/b05oP3FlBD+d2RC/6cwsv5n1iD4clj4/w6tqP5UweT8A130/9VB/P6HIfz997n8/dvp/P0D+fz9y/38/0/9/P9cEDD5j+pm8Cg2Qvql8S7/fCy4+w600P7FRZz99G3g/zH59PwI1fz/Jv38/set/P5T5fz/4/X8/XP9/P8z/fz/XBAw+Y/qZvAoNkL6pfEu/3wsuPsOtND+xUWc/fRt4P8x+fT8CNX8/yb9/P7Hrfz+U+X8/+P1/P1z/fz/M/38/6HpCv6iJDL+WIv48ccFjv6rekD0wMyo/aLxjP0/ydj8aIH0//RZ/P0m2fz+w6H8/ofh/P6v9fz9D/38/xP9/P+h6Qr+oiQy/liL+PHHBY7+q3pA9MDMqP2i8Yz9P8nY/GiB9P/0Wfz9Jtn8/sOh/P6H4fz+r/X8/Q/9/P8T/fz8sKXW/E/tovy8+rj5K13S/4zPvvN4uHz/U7F8/I7V1P+26fD/o9n4/Iqx/P3nlfz+d938/Wf1/Pyn/fz+8/38/LCl1vxP7aL8vPq4+Std0v+Mz77zeLh8/1OxfPyO1dT/tunw/6PZ+PyKsfz955X8/nfd/P1n9fz8p/38/vP9/PzbijL59q32/UakdP0M0fr/T7wO+tqkTP+7jWz8TZHQ/SU98P8PUfj9ToX8/DuJ/P4j2fz8B/X8/Dv9/P7P/fz824oy+fat9v1GpHT9DNH6/0+8DvrapEz/u41s/E2R0P0lPfD/D1H4/U6F/Pw7ifz+I9n8/Af1/Pw7/fz+z/38/"}}, {"__list__": [{"__tensor__": {"shape": [1, 18], "dtype": "int64", "stride": [18, 1], "requires_grad": false, "min": 0.0, "max": 17.0, "values": "AAAAAAAAAAABAAAAAAAAAAIAAAAAAAAAAwAAAAAAAAAEAAAAAAAAAAUAAAAAAAAABgAAAAAAAAAHAAAAAAAAAAgAAAAAAAAACQAAAAAAAAAKAAAAAAAAAAsAAAAAAAAADAAAAAAAAAANAAAAAAAAAA4AAAAAAAAADwAAAAAAAAAQAAAAAAAAABEAAAAAAAAA"}}]}]')
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
