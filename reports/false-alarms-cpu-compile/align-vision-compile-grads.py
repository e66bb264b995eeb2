"""Repro (issue 49, the false-alarm benchmark's first real difference): align's vision tower trained
under torch.compile gets wrong gradients on CPU, with no hfcompat in the loop.

transformers' AlignVisionModel (EfficientNet blocks with BatchNorm, train mode, dropout off), float32,
one forward and backward of a weighted sum of its pooled output, eager against torch.compile with each
backend named on the command line. Measured 2026-12-07 (torch 2.9.0, transformers 5.24.0, x86 CPU):
``aot_eager``: 6 of 91 gradients off, the ``projection.project_bn`` biases first (their slope on
eager's -0.086, -0.042 and 0.275 where a correct step gives 1.0); ``inductor`` (hfcompat's
``--backend cpu --mode compile``): 91 of 91 off, every one about zero (slopes under 4e-5). Dynamo's
``eager`` backend gives eager's gradients exactly: the fault is below Dynamo, in AOTAutograd and
worse in inductor. The whole AlignModel (its contrastive loss) under inductor: the same loss to 6
digits, every vision gradient about zero, as the benchmark's record says (device 0.0053 rmse from
float64 where the CPU is 1.5e-8 off, on ``blocks.6``'s depthwise kernel).

    .venv/bin/python reports/false-alarms-cpu-compile/align-vision-compile-grads.py aot_eager inductor
"""

import copy
import sys

import torch
from transformers import AlignVisionConfig, AlignVisionModel

torch.manual_seed(0)
cfg = AlignVisionConfig(image_size=32, num_channels=3, hidden_dim=64, width_coefficient=0.2, depth_coefficient=0.2,
                        dropout_rate=0.0, drop_connect_rate=0.0)
model = AlignVisionModel(cfg).train()
pixels, weights = torch.randn(2, 3, 32, 32), torch.randn(2, 64)


def grads(module: torch.nn.Module) -> dict[str, torch.Tensor]:
    (module(pixel_values=pixels).pooler_output * weights).sum().backward()
    return {n.removeprefix("_orig_mod."): p.grad.clone() for n, p in module.named_parameters() if p.grad is not None}


eager = grads(copy.deepcopy(model))
for backend in sys.argv[1:] or ["aot_eager", "inductor"]:
    compiled = grads(torch.compile(copy.deepcopy(model), backend=backend))
    slopes = {n: float((compiled[n].double() * g.double()).sum() / (g.double() ** 2).sum())
              for n, g in eager.items() if g.abs().sum() > 0}
    off = sorted((s, n) for n, s in slopes.items() if abs(s - 1) > 1e-3)
    print(f"{backend}: {len(off)} of {len(slopes)} gradients off (slope on eager's: 1.0 is right); first: {off[:3]}")
