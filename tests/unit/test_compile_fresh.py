"""Compile mode in a long-lived worker: each case compiles as it would in a fresh process."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import torch

from hfcompat_backend.base import compile_fresh


def _compiles(compile_one: Callable[..., Any]) -> int:
    """Backend calls when ten cases in one process compile modules that share a forward's code."""
    torch._dynamo.reset()
    graphs: list[torch.fx.GraphModule] = []

    def counting(gm: torch.fx.GraphModule, example_inputs: list[torch.Tensor]) -> Callable[..., Any]:
        graphs.append(gm)
        return gm.forward

    for width in range(1, 11):  # a new "model" per case: the frame is nn.Linear.forward each time
        model = torch.nn.Linear(width, 2)
        x = torch.randn(3, width)
        torch.testing.assert_close(compile_one(model, backend=counting)(x), model(x))
    return len(graphs)


def test_each_case_gets_its_own_compile() -> None:
    # Dynamo keys compiled code by code object: without a reset the later cases reuse (or, past
    # recompile_limit, skip) what earlier cases compiled, as every HF model's shared wrapper did.
    assert _compiles(torch.compile) < 10
    assert _compiles(compile_fresh) == 10
