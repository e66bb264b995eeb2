"""Compile mode in a long-lived worker: each case compiles as it would in a fresh process."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import torch

from hfcompat_backend.base import compile_fresh

ROOT = Path(__file__).resolve().parents[2]


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


_COMPILE_ONE = """
import torch
from hfcompat_backend.base import compile_fresh
x = torch.randn(64, 4096)
torch.testing.assert_close(compile_fresh(lambda t: (t * t).sum(dim=1), backend="inductor")(x), (x * x).sum(dim=1))
"""


def test_a_kernel_compiled_for_one_thread_count_is_not_served_to_another(tmp_path: Path) -> None:
    # Inductor's C++ kernels split their loops over the process's threads, and torch 2.9's FX graph
    # cache did not key the count: a sweep worker's one-thread kernel was served to a two-thread
    # check, which then judged other code. Two processes, one cache: two entries.
    cache = tmp_path / "inductor"
    for threads in ("1", "2"):
        env = {**os.environ, "TORCHINDUCTOR_CACHE_DIR": str(cache), "OMP_NUM_THREADS": threads,
               "PYTHONPATH": os.pathsep.join([str(ROOT / "backend"), str(ROOT)])}
        subprocess.run([sys.executable, "-c", _COMPILE_ONE], env=env, check=True, timeout=300)
    assert len([p for p in (cache / "fxgraph").glob("*/*") if p.is_dir()]) == 2
