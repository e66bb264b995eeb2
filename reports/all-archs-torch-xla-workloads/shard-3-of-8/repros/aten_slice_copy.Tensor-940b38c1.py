#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:kolibri1|torch-xla|lazy|float32|train|short; the forward pass failed there: Value out of range (expected to be in range of [-16, 15], but got -512)
Run it alone:  python aten_slice_copy.Tensor-940b38c1.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 16, 8], "dtype": "float32", "stride": [256, 128, 8, 1], "requires_grad": false, "min": -2.5400843620300293, "max": 2.3040857315063477, "values": "NxbPP6M/6z5Qbwk+sAmEP9kd279GmmA/lA0GP/OOrb7kosE9FvFJP6fcAUABnhC/rY6TP7aYij9ogB2/Oc5qPg+Wlb3qivG857ENP+V/Vb5ImMa91NxVPjuw4j98EwdAIwCJv8KY4r4xsYg/LyOsP/1xtT+urly/oEfEvfI7eb+BvZ6/hg7HPukI9D9bbzG/WJICPwm35z5JTiM+9CWnvxSap78km6Q9aEv5v6r5KL9WaZu+IjmXv7RZlL4FCzG/mbJyP7tsGD8dBay9tE2wPxdZ7j/Y59c+qGD+vnSTeb/Hh4O/YokCwOVaCL2+Sy2/Dwb2PgCp/Lxsio8/rPRpP5b8cj+gOwk+uA6QPhWEKr+CYzk+Dqeqv39uJ7+YBgXAeQ6SPxzMhb/91Iy/S4sAP9nYXz8MQDc+AL5XP47Pzz8LP9o9gXMuvkQF0j5GyGa+jzJuvVau/j0KoOc/DfcGQMl2Ij+B7Na+btbJP87R5z43PD+/J+jVv1TAcb1CHJY/SkBjv+4YcD+YKXQ+8N1oP0bkjD/t+Zw+SlmYv3hU0z/oh3W/aDqOvVmdXz/t9B+/8ko7P1ymTz87Acg+WOgIwB2sm78kdhNA8+obv4DA0Dwa9lI+xLMtv66Vtr6l4eq+oP8RvkuhJD+ALYk/056tP8Sf4j+AkDm/DOcFPcMVdb8kOrq/0mCiv7M+nT7eG/g+pFODPQ5Koz/PP5C/vr2Cv/uz+L/2hva+77YCvoafgb96np+/DU2QP9dls74u40Y9h9whv2Holr7TAS8/pXwNQC+9C78Nj46+XlKlvqvapb9cXvC/7Cw/v6fuFL8OooY8L7G4vqcoVT9f8Lu/NPNFv0IPqL+Czs0/HJswv1/8Yb9wLZ+/GLsbP+tJN7/E3aW9Gn5APxTxqr/kGsu+aQYNvzf/zr/GDDm/DMYUv9Sdp7+HEYG/fLpnPoRRrr7JemO/lhkFvxSU2D8QUoy9yIvZvxUy6r7FJwi/4BDbP9jxwL8S4WC/xBoyv+IPMz9R3T8/63jLvgm4BUD6aTy/CqnQvCT7K77rn6g/RquCP6OEt74zScu/eH9zPx0BnD6ru88+PrL8PpSVzj8xgk8/P2pmP4PNIT9g37e7oA01P1MlDkCSzgu/hJPPvlzSiL7JlaO/fyNfPzB2j7+O2pq9ngTcvfANqD9/dtk/sxWVvzWwC7wJt+o/6hW0PnVqUL9B7/6+8DvIv08HRL/4uQq9zwJBv4wraT7rQZE/Bt0lv/SCXD+GH/A/Y0CaPq4Vr7+msQe+PmGTv1ai3L7Aqfg8vtltvjrpgD/umro+oosRwEV+rT52nOO/HvmFv2K6zb5iotI8JAY0P/Tiyb5+gMO/oeJFv4oC674gOcq/Xz85PWmnK798yIQ/KSulP7p8jz/AKWs/28uJv2i5oj+RNLc/2ZEsPdDJ2D9lIAg/iFK4vY51/D3kAKA/wFA3v1b3q7/I7JA/AwSyPiKuOz+VepA/wZVzP1lqgL8kXc0+sZWLPzZNbD9myzU/sWdMP3LaDT0TffQ/9DqmP1PVKj+cVcC9uQ2wP6qH0b+kCZc+d3f9vt1Her8mrzC/8pZTPwfCMb9NsJI+wIepP4COnT/mdQ8+8TvdPyxWpL8Aitu9GRzqvxf9FD/oiyq9ms7GP0EgqL76qLu+dP+Gv83iDD8i1qG9oW2wPznk5j/bQvU+f8v+vig5eb/OoRg/0OWzv5a3tj8UxcW/kEWQPqDeU793zwM/+UztvhjGdz6lI0Y/vpAiwEImYT8Ktq89Pmdzvqg0Y754q3u9snAVPvlioL4ODNU/LxgvPzpTXj+iWDi+0qpjv4YW4D+ulJ+/hb6ePj48iT/8IK0/YvGhv7EGa78w+ya81nh2vykncb/OOhe/UUtEPikEtb5jniE/nDo2Pwe2874nrxXAfyWFv6+qKL+WKEk+ltGzvlYz576FOCY/qLfyvu20FcDuajq+Ims4v7QATj72nrK+uUSPv0SNFD8Ts/G+qroVwJjuVz/dU0a/jNNSPkxssb5nCEK/B2YBP02o8L5cwBXA3QVsvx3gWr+eyuA/ukTAv981ub5jCEK+tfoTP5+PQj/IcYw9Ypa8vtrT9D4RcIW+ZI38v/2Noz4fGA6/bBvnv0Ld1L/2VIY/eaRTPz1KQb/8sEI/9CMvvXQAir+7eog/mlJtP8TXAsC+d44+ZSiIPhw1lL+af5c+UsVnP/toQD9QrFm9FNUOPzD8rr5vWWS/Yg6RP7GBzj8msny9cFHZvxLoj71Nnro+EOIjP1orBcAhFJI/RBKPv9R+IL8X89e+WUnwP/qiVb9vA7A9hIwZv50uir73qNg/XmU/vna4Kb8gx9u9IGNmPXr1rb5fC2O/gZCQv2Jj2j9CSZO94KjZv6SoxL+8/SS/lrcKP67aiT/2fpk/uFeSvoKKmj9K/WM/XdwGv0AJUj+6/pS/fRFBPwhAKT+HIis/NG0DwOaUID7oR7m9j9LwP5abHb9AHBG/pM/SP4i5VT5eoiI/c/tEv4RPIT9QDY+/4tXsvqpNuTysF+e/aOQ1PfBJwb/26EW/1pCmPw6M5D7ezU4/oi+7vhigfT/y2TM/DjD4PyaElr7gtAW+tX6/PobUST8TCbu+ba3QP3VcPj+VNfk/DbSWvlOguL+Nh5g+AtZEP3niur7KXkU/DfhGP7w0+j/q45a+cMu2v3cUYD500j8/07u6vl4TTL+1lk0/ei37P70Tl74="}}, 2, -512, 9223372036854775807]')
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
