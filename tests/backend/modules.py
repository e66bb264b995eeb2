"""Small planted modules for backend tests: each exercises one real behaviour of a device stack."""

from __future__ import annotations

from typing import Any

import torch

from hfcompat.factory import BuiltModel


class Linear(torch.nn.Module):
    """A plain module: every stack should pass it."""

    def __init__(self) -> None:
        super().__init__()
        self.lin = torch.nn.Linear(8, 8)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.lin(x).tanh()


class Glu(Linear):
    """GLU: torch_xla lowers the forward but runs glu_backward on CPU (a real fallback)."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.nn.functional.glu(self.lin(x))


class MaskedSelect(Linear):
    """masked_select (a data-dependent shape): torch_xla runs it on CPU; under torch.compile the
    openxla bridge finds that by probing each node, clearing torch_xla's counters as it goes."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.lin(x)
        return h.tanh() + 0 * h.masked_select(h > 0).sum()


class DeviceOnlyHistc(Linear):
    """Like transformers' MoE routing: histc on int32 only off-CPU. torch_xla has no lowering for
    histc and CPU has no Int kernel, so the device path cannot run it."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.lin(x)
        if y.device.type != "cpu":  # the counts are used, as routing does (else compile drops them)
            y = y + 0 * torch.histc(y.argmax(-1).int(), bins=4, min=0, max=3).sum()
        return y


class _NegativeSliceInBackward(torch.autograd.Function):
    @staticmethod
    def forward(ctx: Any, x: torch.Tensor) -> torch.Tensor:
        return x * 2

    @staticmethod
    def backward(ctx: Any, grad: torch.Tensor) -> torch.Tensor:
        # PyTorch clamps a start before the beginning; XLA rejects it ("Value out of range").
        return grad[..., -4095:] * 2


class BackwardSlice(Linear):
    """Fails only in backward on XLA, at aten::slice."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return _NegativeSliceInBackward.apply(self.lin(x))


class FailsOnCpu(Linear):
    """Broken everywhere: a reference_error, never the device's fault."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.lin(x) @ torch.ones(3, 3)


def planted(module_cls: type[torch.nn.Module], seed: int = 0) -> BuiltModel:
    """A BuiltModel around a planted module with seeded weights and input."""
    torch.manual_seed(seed)
    model = module_cls()
    return BuiltModel(model, {"x": torch.randn(4, 8)}, "planted", module_cls.__name__, "base",
                      sum(p.numel() for p in model.parameters()))


class CtcLoss(Linear):
    """CTC loss (as Wav2Vec2ForCTC computes it): torchax 0.0.13 has no lowering for aten::_ctc_loss."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        log_probs = self.lin(x).log_softmax(-1).unsqueeze(1)  # (T=4, N=1, C=8)
        targets = torch.tensor([[1, 2]], device=x.device)
        return torch.nn.functional.ctc_loss(log_probs, targets, [4], [2])


class LastDimSplit(Linear):
    """Moves a CPU tensor to the device inside the forward, splits its last dim and reorders the
    pieces, as Qwen2-VL's M-RoPE does with its position ids: torch_xla 2.9 gets it right at top level
    and wrong for a tensor made under a Python dispatch mode that hides functionalization."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        freq = torch.linspace(-1.0, 1.0, 8).to(x.device).expand(x.shape[0], 8)
        a, b, c = freq.split([2, 2, 4], dim=-1)
        return self.lin(x * torch.cat([c, a, b], dim=-1)).tanh()


class RandomScale(Linear):
    """Scales by a random draw in train mode (like DINOv3's RoPE augmentation): CPU and device RNGs
    draw different numbers, so the two sides cannot agree."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        scale = torch.empty(1, device=x.device).uniform_(0.5, 2.0)
        return self.lin(x) * scale


class DiffersUnderDispatchMode(Linear):
    """Computes differently while a Python dispatch mode is active (as torch_xla 2.9 did for tensors
    made under one): the verdict must come from the step as a user runs it."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        from torch.utils._python_dispatch import _get_current_dispatch_mode

        y = self.lin(x).tanh()
        return y + 0.5 if _get_current_dispatch_mode() is not None else y


class MixedDevices(Linear):
    """Keeps a constant on CPU and hands it to ``torch.cdist`` with the device activations (as
    Mimi's codebook does): fine on CPU, refused on every accelerator."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.cdist(self.lin(x), torch.ones(3, 8))
