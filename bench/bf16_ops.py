"""How far is each bfloat16 op on torch-xla from float64, against PyTorch's CPU kernel? (issue 23)

A bfloat16 step on torch-xla fails accuracy more often than in float32 (docs/backends.md#torch-xla):
torch_xla lowers reductions with a bfloat16 accumulator, where the CPU kernels accumulate in float32
and round once. For each op on the same bfloat16 inputs this prints the relative rms error against the
float64 result, on the CPU and on the XLA device, and their ratio; with ``--hlo OP`` also the HLO
torch_xla builds for it (the accumulator's type is in the reduce's ``to_apply`` computation).

    .venv/bin/python bench/bf16_ops.py [--hlo softmax]
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

import torch
import torch.nn.functional as F

Op = Callable[..., torch.Tensor]

#: name → (op, input shapes); every input is drawn from a seeded normal and rounded to bfloat16
OPS: dict[str, tuple[Op, tuple[tuple[int, ...], ...]]] = {
    "sum": (lambda t: t.sum(0), ((32, 256),)),
    "mean": (lambda t: t.mean(-1), ((64, 512),)),
    "softmax": (lambda t: t.softmax(-1), ((64, 512),)),
    "layer_norm": (lambda t: F.layer_norm(t, (512,)), ((64, 512),)),
    "gelu": (F.gelu, ((64, 512),)),
    "silu": (F.silu, ((64, 512),)),
    "exp": (lambda t: (t / 4).exp(), ((64, 512),)),
    "tanh": (torch.tanh, ((64, 512),)),
    "mm (K=2048)": (torch.mm, ((64, 2048), (2048, 64))),
    "bmm (K=512)": (torch.bmm, ((8, 64, 512), (8, 512, 64))),
}


def relative_error(got: torch.Tensor, ref: torch.Tensor) -> float:
    return float((got.double() - ref).norm() / ref.norm())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hlo", choices=sorted(OPS), help="also print the HLO torch_xla builds for this op")
    args = parser.parse_args()

    import torch_xla
    dev = torch_xla.device()
    gen = torch.Generator().manual_seed(0)
    print(f"{'op':12s} {'cpu':>9s} {'xla':>9s} {'xla/cpu':>8s}   (relative rms error against float64)")
    for name, (op, shapes) in OPS.items():
        inputs = [torch.randn(*shape, generator=gen).bfloat16() for shape in shapes]
        ref = op(*(t.double() for t in inputs))
        cpu = relative_error(op(*inputs), ref)
        xla = relative_error(op(*(t.to(dev) for t in inputs)).cpu(), ref)
        print(f"{name:12s} {cpu:9.2e} {xla:9.2e} {xla / cpu:8.2f}")
    if args.hlo:
        op, shapes = OPS[args.hlo]
        inputs = [torch.randn(*shape, generator=gen).bfloat16().to(dev) for shape in shapes]
        print(torch_xla._XLAC._get_xla_tensors_hlo([op(*inputs)]))


if __name__ == "__main__":
    main()
