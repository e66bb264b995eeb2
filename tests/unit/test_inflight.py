"""The op in flight when a worker dies is an op that does work, never a profiler marker."""

from __future__ import annotations

from pathlib import Path

from hfcompat.process.inflight import STATE_SIZE, InFlight, read_state
from hfcompat_backend.optrace import OpEvent


def test_a_profiler_marker_is_not_the_op_in_flight(tmp_path: Path) -> None:
    path = tmp_path / "state"
    path.write_bytes(b"\0" * STATE_SIZE)
    in_flight = InFlight(str(path))
    in_flight.op(OpEvent("aten::_foreach_add_", "Scalar", "optimizer", 2))
    in_flight.op(OpEvent("profiler::_record_function_exit", "_RecordFunction", "optimizer"))
    state = read_state(path)
    assert (state.phase, state.op, state.overload, state.call) == ("optimizer", "aten::_foreach_add_", "Scalar", 2)
    in_flight.op(OpEvent("aten::mul", "Tensor", "optimizer"))
    assert read_state(path).op == "aten::mul"
