#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:muse_spark|torch-xla|lazy|float32|train|short; the forward pass failed there: Value out of range (expected to be in range of [-24, 23], but got -2047)
Run it alone:  python aten_slice_copy.Tensor-69b4b374.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 24, 8], "dtype": "float32", "stride": [384, 192, 8, 1], "requires_grad": false, "min": -2.5987281799316406, "max": 2.4812171459198, "values": "3/qSP5FLBr+T8Tk/UaPMPu5H7b7SpBNACDx6viAhsz5cs0o/TKtwvz3niT94rgO/6b4kvtbhn7+9Xqw/Mx6lPxyY/D9gg8m+7ctKv8bfl74mi58+SIKNv3uba78FVoQ/gFA3Pzw33746SxnAWqFCv5V0EL8pF72+xMgKP5k9976QZNS8/pzuPzKN0r1gCzC/XKdrvzjRuL+9YXQ/u2HjvuBzDD6qJ/G9Ou08PZ8CmD/gGNo/RybIP8Tcib/Qw1y+XNPFv24KE798Hkg/nsWuP83etr782qm/OssSvvdzcj+bN1Y/p+MGwFVhgT7ymbe+Su+evy7d5L5Tvqs+cIxmvytsOz7gZbk/qxW8v76dQD8ZiF6/bFq1vxC4VD5enRS/YaGZP5pVv751rtq9WsADP6G1sb9/GTU/Yfbvv/OD5T6EbRi/cNRFvTkeSL9tGZi+TBr0P+wUlr/44m2/4lGEP9UaNb/3jbc/evZnv2XO4j5r8vC/LRvMPj2vIT9I1xE/9IWeP1vYcD8+oA2/+FY9v8bcTT+6ptE+ekLnvxNNTj9KJOE+ZkW+PwaT/b6PPKE+ChsBQPDlCj/Sk1e/PfTYvv+0L7+zJRC/GF/pvmK3zz1oXYa/8uV1PmB2DcB0U3k/gYxCP7rnUj62wQa9isgjv0xoz7+sTcA+c5Hzv4NMQz9+tDS/wNeCPxnWDr7zFTo/fE4QwAXoYj+Exma8okpKvugV2j/wEnU/ofabPzDEIb+aLms/FFVSP4TjMr/Cngm/52S1P/fN4j96Z9Y9r+1NPktIvD7DBVu/Poaxv/ubyr19Hc+94zQsPzuXYj6M58e+mBqUvs1KlL+tWRLANTpTP9Fcsz9DsOe/XMewPhAFZDyt82U/gomrv0oNR77zKfG7zQCfP6Qxk71gqRI/rK8EP/ChkL8iRW4/7pT1vzOEMz6+aOQ/YcGeP7qUFz8vNAY+Y6KHvp23wz+MTis/yRptvu6vTj+ORIe9uDYawKl/Qr8U0Ng+RkoRv5HG8j6Np/e+j8DVvmhMCMAfHAa+SkbJv0tgBb48ffG+DCKKvnPfMj8uEtg/IIWjPck/5D+25BA/9yxSPwATVz/K27y+wie3PoAyT723/hi/kSQeP+qHM79FZQ7AhOQyP4dKZz8EGje/H/aiv9pAxj7OlYE+BvGOO7zrsT4Jxdw/kg3gP1o9mL08epo+fGkNv7Jbu76Eiou/1PqHPx5V37+wXCw/Nq2kv5xaOj8uCiK/fMU8P+FECz7hKgVASp8eP/2+pL97lL0+JMxmvy3Ekz5NLaS/OZ7Xv6Lugj/n82a/hDdMPihkWb/YDNO9yeiMv6cQub+wLGc/BFeGP8aTfL+x5wO/GGOeP7W/vb64E++9zALbv6wUEL8BP8a97q7Dv0GLpT8j4EO/PQZtPxhZtr2X7s6+Ri2sv4WcjT514+S/FrivP6Q6bL3uWQ1AeCJHvxqEGz/4czO/3h+MPpgK+z7CEGk/kS03vwXHp746g4Y/3YRqvr7Qoj+OaP++E5KpPz254b+4wYK9yHFkvRp3dT9wWoM/1gA1v5+BX7/g5QlA13pdPu0xij50x8w+sE7/PXQakD9HuVM/KFhwv6cQDkBAIqU6v7eBvozdKL6YTBk/JpvrP4ihS7/lKk4+yhS2P7sKHz7hCJ0/x2URv8qUzz+siqc/7e3cvqIUCT/cDrs/6k3JPqNvQT8bjpQ/mEgvv7xBNj+MtY4+qh70P1y2UT8eF7a9s/6Qv0GLYj8zZi0+Wl3aPz2F1z/09Ag+dEnuPtBdUz+rvTk/9Q0JwPcXQ782zXW+BfQIv9woiz9FYWG/N30Vv4P7377lUVG+mCQmPptHAECavQK/dhL5vmVY6D9LQYa+awdsPjfcCz+U+TA/Yt2mv5OUbL/PZJo/bl7gvqXro79yiJY/nKbYv90wKz/eGlY/p5FeP1x1yr/30h8/vw6rvhQw9b6SwIK+WRQgv55HgD1A54i/5L+7P9olkT7rYO0/yu1ZvyE4Vr+yRGW/RWBQPkWIkTuPn4K/jBPDPyzh4D/lOpi9Olk9vsqvCcDyEoM+48W3vq8wvr+sRu89SnSqPq+DZr8yXCU+X5RNv+f1Iz8TERY/PfyTPm6NNr+zctg/FDjiP66tHL4Lz6A/hte8P8a9nL+0EJC/EOM9vrrpgr+9uBw/PgcbQHvQKz9PXQq+Pz68PhDTgzy2jgE/HlYGv5WTfz+2A6M+vCYsv7UDSD/syK4/VujGP83Zo7+uDhW+c2pyP+J60750FvA+RN0fwP4qpD692hs/9tfkvovpKb8DmgG/ItHNvFcPsj9SWLY/vISMv19dAT58hNY/aH5+PaL0Az3M1Ai/JCoGv7crSD/4w64/dCq/v91/rL9jqRG+unhyP6A4Bz/Z8Am/VeUDP+wL1z9gOEq/obBkv6l32b+3ED2+hSTkvrSMLr4R/A8/Xd6NP2vDnL94IcE+U575v3lrYj9KF1i/QUWdv3/lF796BLw+HK0tv5QKUr9SQALAyer+PVKmnT9Eut0/1zxcvnyRiD/nHaC/gNOJPIJlUb/7DIG+JoMcvxw92z7wyVu8SGE8v6KpXz+IZI6+wJgQwPBLej+Ak787KE60PeaYVb2iJ2I/cErRP1p4rz8kzZ2/u3KIvwYxab9whQM/YATyvmSrhr7L08U//qI0vrO8rL7hRQHA2VKUv0A4Tz6Su82+ff+xvrBkGL+qPj0+HtsRwCbuXT/Cjj0+JlO0P+ac9T4IERo+4zlzP+A15r/xZZo+wcKcP2ptir4+9gvAycwUv3KF8z10+FS/UxObvxihRT9JiEM+6/cHP0C4srzYCKU+l6Gpv/ooxD5hKes/eQ2EPxVLkD9bJFm/HvYZviQKGsBnhkK/3x+rPpgdDb8pwPk+XZL3vvyO072WAeY/XsaSv5qjdD/6slM/puB6P8/uLb1A/HC/R21Av6Eg4T9dxJK/4qZ0PwpCuD5m/4U/L5M0vev4cL8YfjW/K+7bP0jCkr8pqnQ/zEngvvhdjj94Nzu9lvVwv+B3bLwYbNY/IcCSv3GtdD/8T1W/AomWP6jbQb1A8nC/UaEcP8TqqL94tbm/30pnP/XjWz8qiyq/CzwAvxNYnj/uiTY99DTUvQT8kT9P+ja/hnqOPm83Gj8Sod4+5bgWwCo9tj8xVQe/tvaXPy28wD5qS2y/b1Dmv51mab5j/9u8YLeJPShuY7/+5Cc/kDcsv95LML95F7y/XbHWPxevbz8/FKc/6EdhPqcapL8wode/asfJPvrZa79T7k8+alhZvw4RTb8+89i/Weayv03rKL+OUyq+5H7cvldGJD9ISZu/AEFeP4exMz/Erja//jLuPqkJPr76agjAkNaSPm2wlT+bhqy/NwelPoE2pL+/nNe/yORSvvsCZL/2W0o+B2pZv1CwO7/pbRe/4VqHPgwJpryQUSbAjElsPYaYlL5jtOW+YAAbQJ2S874dHMs+oaNav6on+L5kNTO/ndAGv//4DL5D2LM/xEegv+m95r5XDry9lhnCP8lKhj/VWC6/C0Yev/wQL79Gk/+++0ZRP9hfFz6kLcw/Jgq6P2txe7/RTHy/O8yRv7ifgT9Llr8/Z/e3v6DbAL0P0nk/82/4PgmS2r7gQM87ncX/vh1ilD8CWbs/HhWfPpgJAUD8/2S+xq5qvi61mj5PFbC/r7i8voOgwj8NsJy/m/OcPz7fGL2dbEC/tJ8yPpjXBj+h0yE/Rkluv3dWzT5DzB5A9Wlsvtgzcb5nSgO/LnrbPzWD7j6ASrS/cLqoPlcda79qOku/Ot6Av8070r3lHxe/NAHdv+Khnb4uQSq/pPnTvzNNSb9tcF+/0WPtv07uBT84ANC+rd4Cv9Y6y79uEcI+7cU7vzSdTz8X3qg/SjYov7CMWj6gA5E7WD8KPWAN0j+IuuA/ZDuYvbJI4z5ggqg8HFmNP3GXhj+z4w8/HMWYP/E1IT9P8em/CrZuviA1x7zkO40/oZqGP8heLT/Owpg/PpwhP3rv6b9MITK/KKmNvZkejT/PnYY/JtItPjKJmD93AiI/pe3pv3bPBL/AUem9PQGNP/6ghj8d0/y+XhiYP5toIj/P6+m/"}}, 2, -2047, 9223372036854775807]')
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
