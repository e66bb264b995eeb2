"""The table of CPU-only kernels and their composites (issue 39), and the op whose front raised."""

from __future__ import annotations

import pytest
import torch

from hfcompat.triage import equivalents, from_message
from hfcompat.triage.cause import raising_op


@pytest.mark.parametrize("causal", [False, True])
def test_each_composite_computes_what_its_cpu_kernel_does(causal: bool) -> None:
    # On the CPU the composite runs the kernel's own path: a wrong argument mapping shows here.
    gen = torch.Generator().manual_seed(0)
    q, k, v = (torch.randn(2, 3, 5, 8, generator=gen) for _ in range(3))
    mask = None if causal else torch.randn(2, 1, 5, 5, generator=gen)
    fwd = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default
    out, lse = fwd(q, k, v, 0.0, causal, attn_mask=mask, scale=0.3)
    eq = equivalents.EQUIVALENTS["aten::_scaled_dot_product_flash_attention_for_cpu"]
    (got,) = eq.run(q, k, v, 0.0, causal, attn_mask=mask, scale=0.3)
    torch.testing.assert_close(got, out)
    op, args, kwargs, backward = eq.call((q, k, v, 0.0, causal), {"attn_mask": mask, "scale": 0.3})
    torch.testing.assert_close(op(*args, **kwargs), out)
    assert not backward
    grad = torch.randn(out.shape, generator=gen)
    bwd = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default
    want = bwd(grad, q, k, v, out, lse, 0.0, causal, attn_mask=mask, scale=0.3)
    eq = equivalents.EQUIVALENTS["aten::_scaled_dot_product_flash_attention_for_cpu_backward"]
    for g, w in zip(eq.run(grad, q, k, v, out, lse, 0.0, causal, attn_mask=mask, scale=0.3), want, strict=True):
        torch.testing.assert_close(g, w)
    assert eq.call((grad, q, k, v, out, lse, 0.0, causal), {})[3]  # its repro judges the backward


def test_the_dispatchers_refusal_is_recognised_for_its_own_op_only() -> None:
    exc = NotImplementedError("Could not run 'aten::_scaled_dot_product_flash_attention_for_cpu' with "
                              "arguments from the 'CUDA' backend. This could be because ...")
    assert equivalents.lacks_kernel(exc, "aten::_scaled_dot_product_flash_attention_for_cpu")
    assert not equivalents.lacks_kernel(exc, "aten::mm")
    assert not equivalents.lacks_kernel(RuntimeError("CUDA error: an illegal memory access"), "aten::mm")
    assert "CUDA" in equivalents.unjudged_reason("aten::mkldnn_rnn_layer", exc)


def _mimi_quantize(x: torch.Tensor, codebook: torch.Tensor) -> torch.Tensor:
    return torch.cdist(x, codebook)  # as modeling_mimi.py does, with mismatched inputs


def test_an_error_raised_by_an_ops_front_names_that_op() -> None:
    with pytest.raises(RuntimeError) as info:
        _mimi_quantize(torch.zeros(2, 3), torch.zeros(2, 4))
    assert raising_op(info.value) == "aten::cdist"
    record: dict[str, object] = {}
    from_message(record, info.value, None, "generate")
    assert record == {"culprit_op": "aten::cdist", "culprit_phase": "generate", "culprit_source": "traceback"}


def test_an_error_raised_in_model_code_names_no_op() -> None:
    def forward() -> None:
        raise ValueError("the model's own check")
    with pytest.raises(ValueError) as info:
        forward()
    assert raising_op(info.value) is None
    record: dict[str, object] = {}
    from_message(record, info.value, None, "forward")
    assert record == {}
