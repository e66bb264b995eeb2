"""The worker process: runs cases sent by :mod:`hfcompat.isolation.worker`, one at a time, and reports each.

Protocol (one JSON object per line): the worker says ``{"ready": true}`` once its imports are done;
then the parent writes ``{"case": {...}}`` to the worker's stdin and the worker answers
``{"record": {...}, "log": "..."}`` on its stdout. Before a failed case's op-by-op replay it also
sends ``{"partial": {...}}``, the record so far, which the parent keeps in case the replay kills it.
A request ``{"plan": {"specs": [...], ...}}`` is answered ``{"plans": [...]}``: which workloads and
regimes each spec has (:mod:`hfcompat.execution.case_plan`), so that ``hfcompat check`` imports the stack
once, here, for planning and case alike.
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

import atexit
import faulthandler
import json
import os
import sys
from pathlib import Path
from typing import Any

from hfcompat.process.inflight import InFlight, die_with_parent


def serve(requests: Any, answers: Any) -> None:
    """Answer case requests until stdin closes."""
    from hfcompat.process.adapters import broken_backend

    # Imports are done: from now on the parent's clock is the case's, not the interpreter's.
    _say(answers, {"ready": True})
    for line in requests:
        if not line.strip():
            continue
        request = json.loads(line)
        if "plan" in request:  # which cases specs have: this process imported what planning needs
            _say(answers, plan_answer(request["plan"]))
            continue
        _say(answers, answer_case(request, answers))
        # The next case would inherit a device this case left broken, and fail for it. Asked after
        # the answer, as the check itself may kill the process; the parent reads this line (or
        # this process's death) before it sends another case, and starts a fresh worker if need be.
        broken = broken_backend()
        _say(answers, {"broken": broken})
        if broken:
            return


def _say(answers: Any, message: dict[str, Any]) -> None:
    answers.write(json.dumps(message, default=str) + "\n")
    answers.flush()


def answer_case(request: dict[str, Any], answers: Any) -> dict[str, Any]:
    """Run the case of ``request`` (or rerun it expanded) and return the answer; the record so far goes
    to ``answers`` before a replay (``partial``), the phase and op in flight to the request's state file."""
    from hfcompat.execution.blame import harness_error
    from hfcompat.execution.case import run_case
    from hfcompat.records.record import Case

    case = Case(**request["case"])
    in_flight = InFlight(request.get("state_file"))
    repro_dir = Path(request["repro_dir"]) if request.get("repro_dir") else None
    heard = ["build"]  # the last phase run_case announced: where a harness bug struck

    def on_phase(phase: str) -> None:
        heard[0] = phase
        in_flight.set(phase)

    def run() -> Any:
        return run_case(case, on_op=in_flight.op, on_phase=on_phase, repro_dir=repro_dir,
                        on_partial=lambda record: _say(answers, {"partial": record}), timeout_s=request.get("timeout"))

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
    return answer


def plan_answer(request: dict[str, Any]) -> dict[str, Any]:
    """``{"plans": [...]}`` for a planning request (:func:`hfcompat.execution.case_plan.plan_request`), or
    ``{"plans": null, "error": ...}`` when the harness fails at it (the parent then plans defaults)."""
    from hfcompat.execution.case_plan import plan_request

    try:
        return {"plans": plan_request(request)}
    except Exception as exc:  # noqa: BLE001  (a harness bug in planning must not end the worker)
        return {"plans": None, "error": f"{type(exc).__name__}: {exc}".splitlines()[0]}


def exit_at_once() -> None:
    """End the process without the interpreter's tear-down, once every answer is written.

    Nothing a case leaves is pending by then (answers, logs, repros and caches are written when
    the case ends); what is left is freeing, module by module, and torch_xla's runtime: 1.5-1.9 s
    per worker here, longer than a tiny model's case, which ``hfcompat check`` waited for (issue 24).
    The atexit handlers still run (torch_xla's waits for device work still in flight).
    """
    atexit._run_exitfuncs()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)



def main() -> None:
    die_with_parent()
    faulthandler.enable()  # a fatal signal leaves "Fatal Python error" and a traceback on stderr
    answers = os.fdopen(os.dup(1), "w", encoding="utf-8")
    os.dup2(2, 1)  # anything printed from now on goes to stderr
    sys.stdout = sys.stderr
    serve(sys.stdin, answers)
    exit_at_once()


if __name__ == "__main__":
    main()
