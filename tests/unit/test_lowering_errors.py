"""A lowering error raised in the backward is named at the op the stack names (issue 23).

torch_xla lowers a lazy graph when something needs its data: instructblip's forward
``aten::masked_scatter`` fails to lower when the backward's ``aten::masked_select`` (a CPU fallback
inside ``aten::masked_scatter_backward``) needs its input. The message names the op; the op in
flight is only where the graph was lowered. The real case is in tests/backend/test_torch_xla.py.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path
from typing import Any

import torch
from torch.utils._python_dispatch import TorchDispatchMode

from hfcompat.records.record import Case, new_record
from hfcompat.triage.lowering import capture_calls, from_lowering
from hfcompat_backend import KIND_LOWERING, Explanation
from hfcompat_backend.cpu import CpuBackend
from hfcompat_backend.torch_xla_stack import TorchXlaBackend, lowering_op

# torch_xla 2.9's words for instructblip's step, first lines as the record and the log hold them.
MESSAGE = ("Error while lowering: [] aten::masked_scatter, xla_shape=f32[2,16,32]{2,1,0}, dynamic_dims: ()\n"
           "XLA builder error: INVALID_ARGUMENT: Bounds of the scatter dimensions of updates must be same as the "
           "bounds of the corresponding dimensions of scatter indices. For scatter dimension 0, updates bound is "
           "2048, scatter_indices bound is 1024.: ")


def test_the_parser_reads_the_op_torch_xla_could_not_lower() -> None:
    assert lowering_op(MESSAGE) == "aten::masked_scatter"
    assert lowering_op("Error while lowering: [UNKNOWN_SCOPE] aten::_unique2, xla_shape=s64[7]") == "aten::_unique2"
    # Only the line that says so: an op named elsewhere in a message is not a lowering failure.
    assert lowering_op("RuntimeError: bad shape in aten::add\nError while lowering: nothing") is None
    assert lowering_op("operator 'aten::histc' is not implemented") is None


def test_the_torch_xla_adapter_explains_it_as_a_lowering_error_of_that_op() -> None:
    explained = TorchXlaBackend().explain(RuntimeError(MESSAGE))
    assert explained == Explanation(kind=KIND_LOWERING, op="aten::masked_scatter")


class _FailsToLower(TorchDispatchMode):
    """aten::masked_scatter fails as torch_xla's lowering of it does, whenever it runs."""

    def __torch_dispatch__(self, func: Any, types: Any, args: tuple[Any, ...] = (), kwargs: Any = None) -> Any:
        if func._schema.name == "aten::masked_scatter":
            raise RuntimeError(MESSAGE)
        return func(*args, **(kwargs or {}))


class LazyLowering(CpuBackend):
    """The cpu backend with torch_xla's failure planted in its ops run alone, and torch_xla's reading of it."""

    name = "lazy-lowering"

    def __init__(self) -> None:
        super().__init__()
        self.ran: list[Any] = []  # what ran alone on the "device"

    def run_op(self, func: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        self.ran.append(func)
        with _FailsToLower():
            return super().run_op(func, args, kwargs)

    def explain(self, exc: BaseException, log: str = "") -> Explanation | None:
        op = lowering_op(str(exc))
        return Explanation(kind=KIND_LOWERING, op=op) if op else None


def _step() -> None:
    """A forward whose masked_scatter source is larger than the mask selects (instructblip's), then its backward."""
    embeds = torch.randn(2, 16, 32, requires_grad=True)
    mask = torch.zeros(2, 16, 32, dtype=torch.bool)
    mask[:, :4] = True
    source = torch.randn(2, 32, 32, requires_grad=True)
    torch.manual_seed(0)
    embeds.masked_scatter(mask, source).sum().backward()


def test_capture_keeps_the_calls_of_the_named_op_from_the_cpu_step() -> None:
    calls = capture_calls(_step, "aten::masked_scatter")
    assert len(calls) == 1 and calls[0].overload == "default"
    assert [tuple(a.shape) for a in calls[0].args] == [(2, 16, 32), (2, 16, 32), (2, 32, 32)]


def test_the_op_named_is_the_culprit_in_the_backward_and_its_repro_runs_the_backward(tmp_path: Path) -> None:
    case = Case("planted:MaskedScatter", "lazy-lowering", "lazy")
    record = new_record(case, status="fail_error", phase="backward", error=MESSAGE.splitlines()[0])
    backend = LazyLowering()
    backend.setup("eager")
    from_lowering(record, case, tmp_path / "repros", "aten::masked_scatter", "backward",
                  "aten::masked_scatter_backward", backend, _step)
    assert (record["culprit_op"], record["culprit_phase"], record["culprit_source"], record["culprit_context"]) == (
        "aten::masked_scatter", "backward", "message", "aten::masked_scatter_backward")
    assert len(backend.ran) == 1  # the one call, verified to fail alone before its repro is written
    script = (tmp_path / record["repro"]).read_text()
    assert re.search(r"^BACKWARD = True", script, re.M) and "OP, OVERLOAD = 'aten::masked_scatter'" in script
    args = json.loads(ast.literal_eval(re.search(r"^ARGS = json.loads\((.*)\)$", script, re.M).group(1)))
    shapes = [a["__tensor__"]["shape"] for a in args]
    assert shapes == [[2, 16, 32], [2, 16, 32], [2, 32, 32]]
    # The floating inputs take gradients, so the script's backward runs (the mask cannot).
    assert [a["__tensor__"]["requires_grad"] for a in args] == [True, False, True]


def test_the_op_in_flight_is_no_context_of_itself() -> None:
    case = Case("planted:MaskedScatter", "lazy-lowering", "lazy")
    record = new_record(case, status="fail_error", phase="forward")
    from_lowering(record, case, None, "aten::masked_scatter", "forward", "aten::masked_scatter", LazyLowering(), _step)
    assert record["culprit_context"] is None and record["repro"] is None  # no repro folder: no repro
