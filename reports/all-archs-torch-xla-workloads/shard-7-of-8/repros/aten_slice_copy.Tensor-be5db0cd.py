#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:lfm3_vl|torch-xla|lazy|float32|infer|short; the forward pass failed there: Value out of range (expected to be in range of [-28, 27], but got -255)
Run it alone:  python aten_slice_copy.Tensor-be5db0cd.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 28, 8], "dtype": "float32", "stride": [448, 224, 8, 1], "requires_grad": false, "min": -2.345268964767456, "max": 2.4409446716308594, "values": "BWWQPbRa377k0M8/ZBukPwRW1D5pZ9S/t6NqPklOPT9EjYW+9yulv3EUyj87UaU/70OYvdVLtL+Btqy+1aZaPbYXiL+fupu/FnxJP+hFiL2hy4c/MJfGv8FW6byqEo6/urX8vidqnT99tdq+CICMPe2ihT/VyaW/9u7RPzknRr9XBCm/2sfePqzufz7w3bU/LYFTP3ZtAUC6MCq/HhqQvs5nBj6vKI2/r4/DPzs7Qj+E30c/SOLEv3RJXD+JD8C+9v5fvwFOYD9cP9K/1LQNP9F9gb8la4A/Sp2WP5OFXz7Gflk/tX0zPy5SZL4TsfS+V8Hqv1WGvj/bmUM/Z3AWP8UbqD/gh30/EliDv+l5F79A2mI/MW2qP/ywWL+yCkk/uQNxPxAQgT3aS+q/lftiv8Cy+LxyjLw/CIGTvrEYWT/au7K/KfpiP5WJg78jJHu/33bRP9UG9L5ldRC+l98QvwLXrL8ASzs/xDwIv+Zrsr9GipW/CAQjP2PTXr4ixqE/rKSjvujNST9iUCE/4+ZbvwdCEMCJvTs/a6Yhv4V7tD5Mx/q9BGCBPi6u8b6LIAs/5AGBv/zB0z/sHYe/D9bLP+/e4D4gFY6+tcJLP1CmA0BMEXu/MJSIP1//aD7RKVg/IPCVPAYDBT/ALBu7SOJvPQh+zr0UCARAO3CCvzouxz9pYjI/9WrBvWo4Yj4TU88/kcdQv7N9Pb6pEQJABNtvPbgYfb9BFYO/cE85PhNJYr7YPb4/aBfPP3ByIL9Z+FE/5PjnPo0zLr92W8O/c9+/PxX+Tr/oNIM81iqzv6biwL7ZrVk/XBcBQGXqK7/fl3o/YF3kPSmlVr/ER4Q/r2YAvjVKNj8a7KU+YuOivyOvEb9GJsg/2CfUPwR2Xb2Ks/8+oAqaP4jgQb9IPGO/DeX6Pyespb5KHS0+xl5tvoXtiT+q9Vs/mi2cv/nwtT4Cz+8/bF5uP0TCK75GFOU+pp6CP/x6nD5q5O2/Ilwfv8srVr9eKhk/7ATGPxDeIj+VAOo+U9eYPwvEsr6qRhe+pmFRP+CFGb8jaAS/mwUBwKRphL+0CpQ/Afngv762er/C4P++7sNGv0oFHT8Uf5a/FyxWvRhZzT4W7XK/6p4av6M8yD8Ga8a/uhA0vxmuwz47M4U/nrBFv4CxKzvX3qg+yV36P8QFyT7jndO+AN8LPNjz4r8hMiU/xFXFvqTIrT9kZtk/8iGWv5yHKD8UQBs/VWQ6PyeUrT+bO5o+V6SLP2HFwz9g1gq9qIGCPr3PXz81Zqc/qRp/vybhfb+M8yk/1DqPP+zVA0AArSo8g96xvBvDlr6qCPO/e9R3v9ghuj9wpCY+2BQNv456yL3D0S8//6k6v1xsgj/aOU4/wpwgP2yhvz5ncHE/qo+6vob3B0APj/w+roiPPrz8qD5djdo/IaKzP2npIb8Ck+I9sRDrPmlQwj+eQOc+UaF6P127CkA59d2+LH+kP4BhTzzlsQu/g98MvaTs6L7sn1S9RSARQOBAYD+j/Yw/Sqa/viiW3b6KVBW/mr6xvuLQ+752bpo/lgogvCa7kr5u6MS/3bNyv9l+17+ahIg+jNt6P9N03z9tZmC/MofJv0wsRz8aVAm+LQlmPuEBlD4XZPU+y0cOQIamOD9v8rS/uUShvufdl755/ki+x9mYPfdtHr8HE1A+BrVjvv3W8L2KDhQ/4xgWwHyDpb+he6w+tL2APkjkV7+oPbE/kCG0vigF2r+66ns/AUyMvxCO6L8DpCw+4FOZPktorT/YHqQ92BZHv5puMr/qWKS/PjnQvmAzrj/LaJK+N+MqPwfNBsBXESa/O0E+v65CWj6eywE/Er7VPSA34r99DVM8ypSYv23oQL+IQ3C/XcmovxA5Fb8IPOo+RrWgPxqYyj+kBLi+C1q7vgTX3L5GvNo/WLkOPZ+tSL86AKG/fTnfvsPmoD9Z01m9TFnTPwkYkr+Y+xK/FKunPz8pgb6EWda+4iCRvz5IcL5myQXAxEGSPbvbXT9K5ga+TecJwKRqGD9BTYa/n6Ehv4IUD7+8WSa/NIkYv0MYhj72UsO/vITeO64UnD+LQii/0j9bv1c1zr+b0Uc/WC/OvhIQVb/XEsE/iLBivcQCeT/ystG/Q8dKP7Etrj+q9uG+t88/vsnwWj8u82s/CRqjPyJqKL9iUcE/gJ55vurZKb/E0ky/0TE3P2y+vL9aqO6/mfLgPrrMNb90+5u/T5/SP9M/1r81X6I+nnAkvhr5ar9X+zm+y+98vQNchj8REqy+Q4+AvnwZfD9dFXK/5z6bv+Aw6b9InYW+tpKwPxkGFT+Xx+u/Z1QePwb0kb5gi5i/nnwiP9b7jr7tTxg/45GMP8ss/L+P3pO/JIPEPVmts76uuzu+RamDv8vDwT83lwc/2UxAvsJyEr+bD2++9ArDve2PC8BNNf6+2NwUP+FXo796p7W8y9lCP1DEu74CJQi/Io4gv83mCcAhBG8/pqURvKZYt7+T/KI/oOQKvJYyG74mkt+/pg4eP6VldL4id9q/dZ5uv9iuXb6nVbU+oE/bvy21gr/tsdC99AtRP/BJrr0ZzTC/aC3nP/4kij/ZW6w/rWHtvbaRRT+Rfqy/kt+gPiIucz/WXpy+noODv+jVwT/20Ki/8ZQLPY49g7/caVM/d4PYv3/7Lr0MKlC/0JmIP9iWn785qWI+vPu5PwtLGL8YVAK/pPjmP4zpNL/Uhds+yzCFv6bpAD+0sJY/wH2Ave0aOz/29109KW5GP4Gjnj9JN/2/s9kZPskiir/IP+E9ymmvvvG/Ib+ZygPApLaVP6VaMb93H+++jDBmP+j5W79nyXc+oi+7P0AlpT+Aj8M/KJnmvvJobj7AXrM/V2iQvsyIp7+0JJO/Dv6Wv3CanD6Kgxu/MUeEv3Zf07+azsW+OKELP5NMJ719fgW/4gT0vc5cwj/kQL8/JO0Rv7wH5D+TXKa+3PmhvylMuj+Qonc9T+sFv0+mIb8xoSY/BqKiP3Q7Wr5Fn+E/5ZaWPyogML+si3C/pJyGPmZOnL9Pw6Y/Tvidvysk/b5CBVQ/qlaCP9BVh7+oteY+dHw9P29z3T4ouf09jdVQv66XGD644UY/cDgcQIjgTjwwnEQ/DJa0PCOMmr/WNu+/ntkEvzM7bD8oH5I/4Ow/PnyDor+5p9e/HKc2PzWymz/X82E/fhymvr1agL1+71E/5i/GP6Isbz+OURI+Avcov1j3CD99yuq/vkOpvjtwN78lbm0+nROhPxczAj/14aE/qZr0PolKGD8Edq4/6+q3v0+1or8dz74/1sZ8PzXA5b5fglG/xpC2v+Brdr0O8wa/Ee6PP+IFWr8QPDy98Hyrv88ZYz/i+p4+4puTP4wEtT8Z95a/LoSCPtAwkr+Gf1Q+OK+NP4vMvz+P9kg/UNaGP5TUPD+CObQ/WHOmv9TDs78eoUu/wBWJPslkwT4sMHs/1a+IPyDnrz/87Ka/9eOzv9l+Qz6qXtA+47m6PhjUej8uKNU+0NKpP1lip78KBLS/qjiAP1PJCj8zCrQ++Hd6P1k0Hr8dDKI/btOnvxQktL9BPWQ/SgAsP+xVrT7DG3o/wdDCPc4yEL60x96/N0XdvjhQWr9j+2G/Nn3lvxwnPb741IY/51siv1547T5fzHY/kAQPQPqSDr8nqse91Rsyvk2DdT86c7W+PSWYP9zqUj9CrFk/lYCrv3mAir91r4o/XxYLP4gCfT9MZPE/9hM8vsS2s76SM76/vBpPv2ehxz6VMhs/3uaUP7pr+T4wXvq+OHCIP5PFdL/WDNa+vhryP3Yo6b6P2Va/CKYSwN2qkr6nxos/a1kBvyChUj3JdA2/4B41PYDfdT/Rj8Q/1BsovxURgj+2Xxs+BeTiv9pSmL7nN7c/iJqBvhWNmb9ZLRU/4Kbov7XYD78JcS+/QVUOPhb6jz/W7MA/szoAv2ucYz/Czp2/JMievwadkz7xYQc/EAMWQL0ATz4Hhfc+jCsqvgJ8lL+bVYg95L0FPwEUQz9ywuY/pN81P5dckD0mNCs9V6MdP+64ir4G8Uc/1hrkP+g4LT9YR2G+Wi52vgmQkT8rG6G+wSHsv9McrD9gjmm/ctlVPsxbIr9Kdwa/CIv3PxzDib8LLkG+cfi0v8drFj9Akri/Qg8UP/q5qD83MRO/NLp0P5aKFT+YNK0/0TooP7yinj/Ly4E/oDNuv36J5T9P/Ec/Ikc3vxCujz4d/cc+hkJQP3QAHD+3RA7A4roAP8Lpir8eWWm98ALovmQQH7+cUzK+zQeIv3rBC8BhtF8/lFSYvtn01j4XOT4/smszv/0Mhz/kUnC/2wwUPjdqRL7MXgo/YValP3Ei/b/4Q42+7GvLvy99zz7C17S/W4pWP0P1Kb8l36a/RHAvP1y2Jb0/1AS/c/9JP7TymT806gPA+m+XPhJQbD/g/bq+PE8Vv4SIDj7qyg2/4YTAP7QHlz98EfU/XuFgPrEhCr878fM9YGYfvWnBED+l7gFAbzpJvjT2mr8HZk8/6s2RP8b+oD5onNw6kgXlv0qsTz81uIE/Lj+yvzTABT6a2YG/GSu3Pur6HL/V646/fIavvwmfN79naoC/oKQ3vT2xpL/S9pK/cLIav4x3Rb/+6CG+gbDWvsRSSL7/KJg/J+EAwH/Akz8yxCW+ntxivxhIDb7GR9e+WjsdvwaLjT9o+QDAvLKTP4HU2z5q/X2/LEfxvf3e1741pu++AYOBP1wOAcDxpJM/XzcgP0NKi78I+Me9JnbYvoz93T1uX2g/AyABwBuXkz8="}}, 2, -255, 9223372036854775807]')
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
