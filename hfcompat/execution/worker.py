"""The worker process: runs cases sent by :mod:`hfcompat.execution.isolation`, one at a time, and reports each.

Protocol (one JSON object per line): the worker says ``{"ready": true}`` once its imports are done;
then the parent writes ``{"case": {...}}`` to the worker's stdin and the worker answers
``{"record": {...}, "log": "..."}`` on its stdout. Before a failed case's op-by-op replay it also
sends ``{"partial": {...}}``, the record so far, which the parent keeps in case the replay kills it. Stray prints of models and libraries
go to stderr instead (fd 1 is pointed at fd 2 at start), so the answer channel stays clean.

While a case runs, the worker keeps ``<phase>\\t<op>`` of the op in flight in a small memory-mapped
state file, so that when the device aborts the process (XLA CHECK failures do) the parent can still
say where it died.
"""

from __future__ import annotations

import faulthandler
import json
import mmap
import os
import sys
from pathlib import Path
from typing import Any

STATE_SIZE = 256


class InFlight:
    """The phase and op in flight, written to a shared file that survives this process's death."""

    def __init__(self, path: str | None):
        self._map: mmap.mmap | None = None
        if path:
            with open(path, "r+b") as fh:
                self._map = mmap.mmap(fh.fileno(), STATE_SIZE)

    def set(self, phase: str, op: str = "") -> None:
        if self._map is not None:
            data = f"{phase}\t{op}".encode()[: STATE_SIZE - 1]
            self._map[: len(data) + 1] = data + b"\0"


def read_in_flight(path: str | Path) -> tuple[str | None, str | None]:
    """(phase, op) left in a state file by a worker, or ``(None, None)``."""
    try:
        raw = Path(path).read_bytes()[:STATE_SIZE].split(b"\0", 1)[0].decode(errors="replace")
    except OSError:
        return None, None
    phase, _, op = raw.partition("\t")
    return (phase or None), (op or None)


def serve(requests: Any, answers: Any) -> None:
    """Answer case requests until stdin closes."""
    from hfcompat.execution.case import run_case
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

        result = run_case(case, on_op=lambda ev: in_flight.set(ev.phase, ev.op), on_phase=in_flight.set,
                          repro_dir=repro_dir, on_partial=partial)
        in_flight.set("done")
        answers.write(json.dumps({"record": result.record, "log": result.log}, default=str) + "\n")
        answers.flush()


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
