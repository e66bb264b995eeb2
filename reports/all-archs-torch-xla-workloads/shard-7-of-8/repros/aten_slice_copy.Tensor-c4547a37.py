#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case arch:cwm|torch-xla|lazy|float32|train|short; the forward pass failed there: Value out of range (expected to be in range of [-16, 15], but got -8191)
Run it alone:  python aten_slice_copy.Tensor-c4547a37.py   (exit 1: the failure reproduced; 0: it did not)
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
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 16, 8], "dtype": "float32", "stride": [256, 128, 8, 1], "requires_grad": false, "min": -2.4398248195648193, "max": 4.113061428070068, "values": "QsiWv3feXb/34Fs/pjZ0v/TA6b26Gro/UK9NvkuIB8Di0lo/tazbPtZb6b7eOYW/qinFPqVNrT6CK5G/gfVMvyIp7b8wOzW++o8UPa4X676wADc+e9JWvqZ/kb9jsrO/nnQJv4+AWT5S8oa/19gTvgdlrT9aZO28oeJ+v745R79ZX0U/x9Nnvu0sPb8znoNADzSWv4rxij6PWRJAulCev8dejz9YLgw/1IbGvwUvJ7/2bj+/xmqov4v2Fr8xVwE9Vm8rPoBl+r46z1O/6wU5P0Uuyb8UWKo/SwK2PrrJsr8gLRe+2ZGwP2oUhr/nJClAoKTnPxwkwb7Rwqk/Lv3ivsYAbr9tngc/WXMQv105nz3Of+g/sZaJP4CNkT+21ce9ZR/3v2hhZb7zr1q/gQX4P3KR6T4Up5e/Um7KPg+6lT50xXC+UHvrPylFLb9yIHW/bvEFwFwbb7+RDi4/Xa1xPW+GU75lVpS+n7ulv3u6ej8O1By/APHivnaGRL/ce4q/urTpP/RGYD+l0Z6/5WcdQIw9Zz7d1Xi/44D8P+eDIzx8u30/4I2HP36Dhr+a1I6/5+9IP1PVnL+IW9a+pztvPiPFkb+66g5Am33Hvy8cpr8sU/A/HBDqv733WT/belA/oQQIQAnvFb/CCKi/yO3KvouMEUCuZru+hxAHv7IXozqGeAk+Ru0rvqo4pz+ykiJAL9/FP0bWOz+qWL8/O1XQPhQzhj5b6/q+iYM/v6UR0j8ALOs/jKL+vhLR9L3jpaW/kJiVv1AsCD8oboM/faAhQJXJZj92fLs/RZKXvm97ib/YdKm/LrtPv4wAL7/k1FBA5DO8v+PWh7+8lJM/VGOCv6hkGL+23gg/S5d5P83DYb5ow7w+ix+9vfqwCUCnZLw/CQ5eP6iqiLzit0u/+94FQFoxlL7fOm4/5lCCv08OV7/ywwhAriG3v2JYVb+hvHU/Ew8dQJWcjL+OkUk/k+kKPxBBNr35ZCg/MDOBP8rNhr8wAQE+H6CoPiPqgD8hagVAUq3lvu7+T7+ssFu/vesCwIhqgL8EpLw+YjoKPS0szT624Pg+PMFLvnsCFb+zIku+X84ZP8I9ob9ThDo/O0gbv0Z/Rb313HE/biXhPkQniL/d5ZS++mKdPxcmHMDAXZ29j7r3PkkySL+v3qu/YQItQE+htr9FJre/1SG3P1Xd1r9MI0S+8ClAvvBy/z6OAVi/06qKP5EwgL93S0c9H9fbP+ND/z5wvyE/SxJTP6qzHECm59c97PYVv8MQqT/uq7i/q9xkPrTdZL72FWu9n0J5PQcYFL/IBL8+CboCwCS/OL/vHqi/gOrGvFst3b+JSy1AT8A5v1feAcB4vBs/+4x4v/ODnT9xcwg/3aVav/X2kj8X8ro/ZfmfvwVWPD8hwLY+3Le8vzrcPr9mBPS/qtERPgh9gb54+6G/hWTSPt0T0z8jf5K/onzgP1ZJ6b4TJre+Sb34P55Ftb7V1J4/6XgDvvp0LT9sm50/CllvP/xcLr+M0iJAXZwGPwrQrD5W5pm+EHevv+6MRj9yypy/78gJv0pEvj+XemW/v6GJPh0xUr5DTV6/xa+JPwyZxb91YQe8DsM/P+9XkL8MB4s/WLL5vhX27T6WHec/fwxAv1eECMAnFZG/1IzUvvSEtT+5WjI9OLj5PczTQz8fEMO/0vsBv/B1Cr/KdsG/0g45Pj8Mgb4BO9S+O9QivtbfU7/gM4g+EwRcQGbfrD6RVx1AitlSO108sb/Jnfy+5aiYv6MC6T90jWu/7JICvwCm5j3C04g+DJHYv7YeET6xx06/ItDPvlzDv7+SwqG/0Fy2P36Yiz+bQrq/RQnZvaydAMD/jO2/+7fXPvUNo75728s9k7E5P51V1D/rf4g/S3o4v6guYL8NSSY/gK8CwOWriz/CTro/qEM3vtFKpT/t1nS/E26Nvz6Apj+slBfA3OVdPxAR3z9T9gu/+emjP7GXjL8E2oW/cj9cvlToFMBysmU/DeDQP/6/cz7A9Mg+vjA5v/TR0r+hpmI+aQaJvyWToT8Eilw/9/tjv0ghYr6imwi/Ifkvvx4vVr90a269Jnr2v4/2nb/WqgfAoNHBv3Sznr909Tu/3E1eP5Z8z7534oO+M5LvPrzlfT/0azK/inj6vmL6mD5zJJy+GUo8v2Ec/77UIVG/Mt8pvz4cvb7IaNa/wb/GvSp32r+UGci/Zu9eP3HNYb/bayC/sg4dvz1tbb+4umlA8YIKwJ1n6r90Krk/91ufvxSZYz8uDU6+Fz0PPs4BWECDxaG/kNXav6rvA0C2A4e+VlYSP+kDob+cHKq/7OJZPsCpcz/30nm/OQ3QvSd9W79tSz4/9a7/vjnwcLsDw1lAT8WmP6cC779LQhs/Rapgv4YfHr/LVju/wCs2v+vf5748t92/o7OWvdvPSrxKnyE+HB6VPs7rsb8tT9M+aqshQLg0OL+R/3O/yzp5P2Tocz6VzZQ/8qSUv6ZfBL/4wze/6dQ5P1Mka7+9ZUC/xJawPlpt5z7FADS/dVgbwCnGhj/ddYK9ryakv5I3Ab+JXM2+l0Tbv6cv874LeN4+QAzBPVvgDL+NdAi/t8duv7dnNj8gtuW8cJ8KvgUFsj59iMo+PL3dv5ySLb+Gq3G/6REmP+q8nD+gv728lpyoOze3fj8zGKi+AA6cv7I5or4kVtY+uioaP8cbA7/+m0W+9QTGP5wicT8Bdc+/0xSoPkYn0T4="}}, 2, -8191, 9223372036854775807]')
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
