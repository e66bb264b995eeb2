"""The train step's loss for a model without one: outputs weighted by fixed random tensors (issue 39).

The weights must be the same wherever the step runs (CPU, float64, device, each rank, a fresh
process), exact in bfloat16, shared along the batch, and drawn by no torch RNG; and the loss must
send a real gradient through a final LayerNorm, which the old sum of means did not.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import torch
from transformers.modeling_outputs import BaseModelOutputWithPooling, SequenceClassifierOutput

from hfcompat.workloads.loss import MODEL, WEIGHTED_OUTPUTS, loss_of, loss_source, output_weights
from hfcompat_backend import OpRecorder

ROOT = Path(__file__).resolve().parents[2]


def test_weights_are_fixed_bfloat16_exact_and_positive() -> None:
    w = output_weights("last_hidden_state", (5, 8))
    assert w.shape == (5, 8) and w.dtype == torch.float32
    assert torch.equal(w, output_weights("last_hidden_state", (5, 8)))  # cached or not, the same draw
    assert torch.equal(w.bfloat16().float(), w)  # a bfloat16 run weighs the same as a float32 one
    assert torch.equal(w * 64, (w * 64).round()) and w.min() >= 0.5 and w.max() <= 1.5
    assert w.unique().numel() > 10  # not a constant: the cotangent varies along every axis
    # another output, or the same name at another shape, gets its own draw
    assert not torch.equal(w, output_weights("pooler_output", (5, 8)))
    assert not torch.equal(w[:4], output_weights("last_hidden_state", (4, 8)))
    assert output_weights("loss_aux", ()).shape == ()  # 0-d and 1-d outputs: one scalar


def test_weights_are_the_same_in_a_fresh_process() -> None:
    # seeded by crc32, not Python's per-process string hash: the device's worker and each rank agree
    code = ("from hfcompat.workloads.loss import output_weights; "
            "print(output_weights('last_hidden_state', (5, 8)).sum().item())")
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={"PYTHONPATH": f"{ROOT}:{ROOT / 'backend'}", "PYTHONHASHSEED": "123"})
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert float(proc.stdout.split()[-1]) == output_weights("last_hidden_state", (5, 8)).sum().item()


def _out(hidden: torch.Tensor) -> BaseModelOutputWithPooling:
    return BaseModelOutputWithPooling(last_hidden_state=hidden, pooler_output=hidden[:, 0])


def test_the_weights_are_shared_along_the_batch_so_ranks_average_to_the_whole() -> None:
    hidden = torch.randn(4, 5, 8, dtype=torch.float64)
    whole = loss_of(_out(hidden), every_output=True)
    halves = [loss_of(_out(part), every_output=True) for part in hidden.chunk(2)]
    assert torch.allclose(torch.stack(halves).mean(), whole, rtol=1e-12, atol=0)
    assert whole.dtype == torch.float64  # the arbiter's loss in float64
    assert loss_of(_out(hidden.float()), every_output=True).dtype == torch.float32


def test_a_head_with_a_loss_trains_on_it() -> None:
    own = SequenceClassifierOutput(loss=torch.tensor(2.5), logits=torch.randn(2, 3))
    assert loss_of(own).item() == 2.5 and loss_source(own) == MODEL
    assert loss_source(_out(torch.randn(2, 5, 8))) == WEIGHTED_OUTPUTS


class _Normed(torch.nn.Module):
    """GELU, then a final LayerNorm: the mean of its output does not depend on the input."""

    def __init__(self) -> None:
        super().__init__()
        self.lin = torch.nn.Linear(8, 8)
        self.norm = torch.nn.LayerNorm(8, elementwise_affine=False)

    def forward(self, x: torch.Tensor) -> BaseModelOutputWithPooling:
        return _out(self.norm(torch.nn.functional.gelu(self.lin(x))))


def test_the_loss_sends_a_gradient_through_a_final_layer_norm_and_draws_no_random_op() -> None:
    torch.manual_seed(0)
    model = _Normed().double()
    x = torch.randn(2, 5, 8, dtype=torch.float64)
    # the old loss, the sum of the outputs' means: the gradient below the norm is rounding residue
    sum(t.mean() for t in (model(x).last_hidden_state,)).backward()
    assert model.lin.weight.grad is not None and model.lin.weight.grad.abs().max() < 1e-15
    model.zero_grad()
    recorder = OpRecorder()
    with recorder:
        loss_of(model(x)).backward()
    assert model.lin.weight.grad is not None and model.lin.weight.grad.abs().max() > 1e-3
    assert not [e.op for e in recorder.events if any(w in e.op for w in ("rand", "normal", "uniform", "bernoulli"))]
