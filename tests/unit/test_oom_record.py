"""A device's own out-of-memory error names where memory ran out, and no culprit op (issue 23).

The worker killed at its memory bound is tested with a real planted OOM in tests/backend/test_oom.py;
here the other path: the stack raises its out-of-memory error inside an op (``Backend.explain`` says
``oom``), and the op it passed through is recorded as where, in ``oom``, not as the culprit.
"""

from __future__ import annotations

import pytest
import torch

from hfcompat.execution.case_steps import device_failure
from hfcompat.records.record import Case, new_record
from hfcompat_backend import OpRecorder
from hfcompat_backend.cpu import CpuBackend


@torch.library.custom_op("hfcompat_test::allocate", mutates_args=())
def allocate(x: torch.Tensor) -> torch.Tensor:
    raise torch.OutOfMemoryError("out of memory: tried to allocate 64.00 GiB")


def test_an_out_of_memory_error_in_an_op_is_recorded_as_where_not_as_culprit() -> None:
    case = Case("planted:Allocate", "cpu", "eager")
    recorder = OpRecorder()
    recorder.phase = "backward"
    with pytest.raises(torch.OutOfMemoryError) as raised, recorder:
        allocate(torch.ones(2))
    backend = CpuBackend()
    backend.setup("eager")
    record = device_failure(raised.value, backend, recorder, "backward", new_record(case), case, None).record
    assert record["status"] == "fail_oom" and record["phase"] == "backward"
    assert (record["culprit_op"], record["culprit_source"], record["repro"]) == (None, None, None)
    oom = record["oom"]
    assert (oom["phase"], oom["op"], oom["source"], oom["limit_mb"]) == (
        "backward", "hfcompat_test::allocate", "device_error", None)
    assert oom["memory_kind"] == "host_rss" and oom["peak_mb"] > 0  # the CPU stack's memory is the host's
