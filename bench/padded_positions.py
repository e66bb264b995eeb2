"""Where a bfloat16 forward's error sits: the real or the padded positions of a padded batch (issue 39).

Runs each named architecture's tiny model (the factory's, ``--regime`` long by default) plainly, no
harness: a forward in float64 (the truth), then in bfloat16 with the CPU's fused SDPA kernel and with
transformers' eager attention (matmul, float32 softmax, matmul: how a GPU or TPU kernel may round),
and prints each one's rms logit error against float64 at the attention mask's real positions and at
its padded ones::

    .venv/bin/python bench/padded_positions.py mistral gemma3_text

Measured (2026-12-04, 2-core CPU, long regime, logits (2, 16, 1024), 4 padded positions):

    mistral      sdpa   real 0.0127  padded 0.0131
    mistral      eager  real 0.0128  padded 0.7054
    gemma3_text  sdpa   real 0.0114  padded 0.0100
    gemma3_text  eager  real 0.0115  padded 0.6827

The same at the real positions; 54-68x at the padded ones, which nothing reads. Judged whole, the
eager device failed mistral's long bfloat16 case at 5.3x its bound (the GPU census: 3.8-5.7x for
such models); hfcompat now compares such outputs at the real positions (hfcompat/workloads/positions.py).
"""

from __future__ import annotations

import argparse
import copy
from typing import Any

import torch


def logits(built: Any, dtype: torch.dtype, attention: str) -> torch.Tensor:
    model = copy.deepcopy(built.model).to(dtype).eval()
    model.set_attn_implementation(attention)
    inputs = {k: v.to(dtype) if torch.is_tensor(v) and v.is_floating_point() else v
              for k, v in built.inputs.items() if k != "labels"}
    with torch.no_grad():
        return model(**inputs).logits.double()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("archs", nargs="+", help="model types, as in arch:<model_type> (causal LMs)")
    parser.add_argument("--regime", default="long")
    args = parser.parse_args()
    from hfcompat.factory import build, validate_spec

    for arch in args.archs:
        built = build(validate_spec(f"arch:{arch}"), regime=args.regime)
        real = built.inputs["attention_mask"].bool()
        truth = logits(built, torch.float64, "sdpa")
        for attention in ("sdpa", "eager"):
            err = logits(built, torch.bfloat16, attention) - truth
            rms = [err[at].pow(2).mean().sqrt().item() if at.any() else float("nan") for at in (real, ~real)]
            print(f"{arch:14} {attention:6} logits {tuple(truth.shape)}, {int((~real).sum())} padded: "
                  f"rms error real {rms[0]:.4f}  padded {rms[1]:.4f}")


if __name__ == "__main__":
    main()
