"""The worker process: runs cases sent by :mod:`hfcompat.execution.isolation`, one at a time, and reports each.

Protocol (one JSON object per line): the worker says ``{"ready": true}`` once its imports are done;
then the parent writes ``{"case": {...}}`` to the worker's stdin and the worker answers
``{"record": {...}, "log": "..."}`` on its stdout. Before a failed case's op-by-op replay it also
sends ``{"partial": {...}}``, the record so far, which the parent keeps in case the replay kills it.
Stray prints of models and libraries go to stderr instead (fd 1 is pointed at fd 2 at start), so the
answer channel stays clean.

While a case runs, the worker keeps the phase and op in flight (:class:`InFlightState`) in a small
memory-mapped state file, so that when the device aborts the process (XLA CHECK failures do) the
parent can still say where it died.

Anything the harness raises while running a case is answered as a ``harness_error`` record, with the
traceback as its log (:mod:`hfcompat.execution.blame`): the worker lives on for the next case.

A request may carry ``"expand": {"op", "overload", "call"}``: the case runs again with that call of
that op expanded (its inner ops visible and in flight, :mod:`hfcompat.triage.innermost`), so that a
second death inside a composite names the inner op. Its answer is ``{"record": null, "expanded": bool}``.
"""

from __future__ import annotations

import faulthandler
import json
import mmap
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

STATE_SIZE = 256


@dataclass(frozen=True, slots=True)
class InFlightState:
    """Where a worker was: the phase, and the op in flight with its overload, its ordinal among the
    step's top-level calls of that op, and the composite it runs inside (when one was expanded)."""

    phase: str | None = None
    op: str | None = None
    overload: str = "default"
    call: int = 0
    context: str | None = None


class InFlight:
    """The phase and op in flight, written to a shared file that survives this process's death."""

    def __init__(self, path: str | None):
        self._map: mmap.mmap | None = None
        if path:
            with open(path, "r+b") as fh:
                self._map = mmap.mmap(fh.fileno(), STATE_SIZE)

    def set(self, phase: str, op: str = "") -> None:
        self._write(f"{phase}\t{op}")

    def op(self, event: Any) -> None:
        """Note an op event (:class:`hfcompat_backend.OpEvent`) as in flight."""
        self._write(f"{event.phase}\t{event.op}\t{event.overload}\t{event.call}\t{event.context or ''}")

    def _write(self, text: str) -> None:
        if self._map is not None:
            data = text.encode()[: STATE_SIZE - 1]
            self._map[: len(data) + 1] = data + b"\0"


def read_state(path: str | Path) -> InFlightState:
    """What a worker left in its state file (all ``None`` if nothing)."""
    try:
        raw = Path(path).read_bytes()[:STATE_SIZE].split(b"\0", 1)[0].decode(errors="replace")
    except OSError:
        return InFlightState()
    phase, op, overload, call, context = (raw.split("\t") + [""] * 5)[:5]
    return InFlightState(phase or None, op or None, overload or "default", int(call) if call.isdigit() else 0,
                         context or None)


def read_in_flight(path: str | Path) -> tuple[str | None, str | None]:
    """(phase, op) left in a state file by a worker, or ``(None, None)``."""
    state = read_state(path)
    return state.phase, state.op


def serve(requests: Any, answers: Any) -> None:
    """Answer case requests until stdin closes."""
    from hfcompat.execution.blame import harness_error
    from hfcompat.execution.case import broken_backend, run_case
    from hfcompat.records.record import Case

    # Imports are done: from now on the parent's clock is the case's, not the interpreter's.
    answers.write(json.dumps({"ready": True}) + "\n")
    answers.flush()
    for line in requests:
        if not line.strip():
            continue
        request = json.loads(line)
        case = Case(**request["case"])
        in_flight = InFlight(request.get("state_file"))
        repro_dir = Path(request["repro_dir"]) if request.get("repro_dir") else None

        def partial(record: dict[str, Any]) -> None:
            answers.write(json.dumps({"partial": record}, default=str) + "\n")
            answers.flush()

        heard = ["build"]  # the last phase run_case announced: where a harness bug struck

        def on_phase(phase: str) -> None:
            heard[0] = phase
            in_flight.set(phase)

        def run() -> Any:
            return run_case(case, on_op=in_flight.op, on_phase=on_phase, repro_dir=repro_dir, on_partial=partial)

        try:
            if request.get("expand"):
                from hfcompat.triage.innermost import rerun_expanded

                answer: dict[str, Any] = {"record": None, "expanded": rerun_expanded(case, request["expand"], run)}
            else:
                result = run()
                answer = {"record": result.record, "log": result.log}
        except Exception as exc:  # noqa: BLE001  (the blame boundary: a harness bug is a record, not a death)
            record, log = harness_error(case, exc, heard[0])
            answer = {"record": record, "log": log}
        in_flight.set("done")
        answers.write(json.dumps(answer, default=str) + "\n")
        answers.flush()
        # The next case would inherit a device this case left broken, and fail for it. Asked after
        # the answer, as the check itself may kill the process; the parent reads this line (or
        # this process's death) before it sends another case, and starts a fresh worker if need be.
        broken = broken_backend()
        answers.write(json.dumps({"broken": broken}) + "\n")
        answers.flush()
        if broken:
            return


def die_with_parent() -> None:
    """On Linux, have the kernel SIGKILL this process when the process that started it dies.

    The parent (an xdist worker, a Ray actor, ``hfcompat check``) kills this process on a timeout,
    but a parent that is itself SIGKILLed (a lost Ray worker, a killed sweep) cannot: a case that
    hangs would then run for ever and hold its TPU chip. The signal follows the parent *thread*
    that spawned us; every parent spawns workers from its main thread.
    """
    if not sys.platform.startswith("linux"):
        return
    import ctypes
    import signal

    pr_set_pdeathsig = 1  # <linux/prctl.h>
    try:
        ctypes.CDLL(None, use_errno=True).prctl(pr_set_pdeathsig, int(signal.SIGKILL))
    except (OSError, AttributeError):  # no libc symbol: keep running, as before
        pass


def main() -> None:
    die_with_parent()
    faulthandler.enable()  # a fatal signal leaves "Fatal Python error" and a traceback on stderr
    answers = os.fdopen(os.dup(1), "w", encoding="utf-8")
    os.dup2(2, 1)  # anything printed from now on goes to stderr
    sys.stdout = sys.stderr
    serve(sys.stdin, answers)


if __name__ == "__main__":
    main()
