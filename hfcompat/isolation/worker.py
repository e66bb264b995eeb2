"""Isolation: cases run in a worker process, so a crash, hang or OOM becomes a record, not a loss.

A :class:`Worker` is a long-lived ``python -m hfcompat.isolation.child`` child (spawned, never forked) that
has imported torch, transformers and the device stack once and then runs cases one at a time. The
parent sends a case, waits for the answer with a deadline, and polls the child's resident memory:

- answer received                      → the child's record;
- child died (signal or exit code)     → ``fail_crash`` with the signal, the phase and op in flight;
- deadline passed                      → child killed → ``fail_timeout``;
- resident memory above the bound      → child killed → ``fail_oom``, with where memory ran out
                                         (phase and op in flight, the peak seen) as its ``oom``
                                         field, not as a culprit op (:mod:`hfcompat.records.oom`).

Any of the last three during a failed case's op-by-op replay keeps the failure found before it (the
worker sends that record first) and adds what the replay got to: the op that crashed, if one did.

A crash or timeout in the device step whose op in flight is a composite (``aten::_safe_softmax``,
whose kernel calls ``aten::_softmax``) runs the case once more in a fresh worker with that call of
the op expanded (:mod:`hfcompat.triage.innermost`): if it dies the same way inside it, the inner op
in flight is the culprit and the composite its ``culprit_context``. A fresh worker finds at once that
an op is no composite, and then serves the next case: only composites cost a second run.

After a crash, timeout or OOM the worker starts afresh for the next case. It is also recycled when,
between cases, its resident memory passes half the bound or its memory mappings half of
``vm.max_map_count``, or after ``max_cases`` cases, because long-lived XLA processes leak
(docs/backends.md, torch-xla), and when the worker says the case left the device in a state the
next case would trip on (``Backend.broken_state``); a restart costs an import of torch, transformers and the stack (~8 s
here), so it is not done more often than memory asks.
"""

from __future__ import annotations

import functools
import json
import os
import re
import selectors
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from hfcompat.execution.case_plan import PLAN_TIMEOUT_S, SpecPlan, from_dict
from hfcompat.process.inflight import STATE_SIZE, InFlightState, read_state
from hfcompat.records.oom import HOST_RSS, RSS_BOUND, oom_field
from hfcompat.records.record import FAIL_CRASH, FAIL_OOM, FAIL_TIMEOUT, Case, new_record

DEFAULT_TIMEOUT_S = 900.0
STARTUP_TIMEOUT_S = 600.0  # imports of torch + transformers + the device stack, on a loaded machine
DEFAULT_MEMORY_MB = 12_000
#: The worker's resident-memory bound, in MB, in its own environment.
MEMORY_BOUND_ENV = "HFCOMPAT_MEMORY_BOUND_MB"
RECYCLE_FRACTION = 0.5  # of the memory bound, measured between cases
POLL_S = 0.25
BROKEN_CHECK_S = 120.0  # the worker's check of its device after a case: a sync with nothing pending
LOG_TAIL = 8_000
# Lines that say why a process died: XLA/absl CHECK failures, Python's faulthandler, C++ aborts.
_FATAL = re.compile(r"Check failed|Fatal Python error|terminate called|what\(\):|LLVM ERROR|F\d{4} ")


@dataclass(slots=True)
class Outcome:
    """A case's record and its long text for logs/."""

    record: dict[str, Any]
    log: str


def memory_share(slots: float) -> float:
    """Each of ``slots`` concurrent workers' resident-memory bound on this machine: a share of 80%
    of its memory (:data:`DEFAULT_MEMORY_MB` where that is unknown). Not capped lower: a full-size
    case that the memory guard admits (hfcompat.factory.full_size) must not be killed below it."""
    try:
        total_mb = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**20
    except (ValueError, OSError):
        return DEFAULT_MEMORY_MB
    return 0.8 * total_mb / max(slots, 1.0)


def thread_share(slots: int) -> int:
    """Intra-op threads for each of ``slots`` concurrent workers: this machine's cores split evenly."""
    return max(1, (os.cpu_count() or 1) // max(slots, 1))


def _map_count(pid: int) -> int:
    """Memory mappings of a process. XLA:CPU maps each compiled program's code (~400 maps per tiny
    model here): at vm.max_map_count LLVM aborts ("Unable to allocate section memory") or a later
    allocation segfaults, in whatever case is running then (found in the all-archs run)."""
    try:
        with open(f"/proc/{pid}/maps", "rb") as fh:
            return sum(1 for _ in fh)
    except OSError:
        return 0


@functools.cache
def _max_map_count() -> int:
    try:
        with open("/proc/sys/vm/max_map_count") as fh:
            return int(fh.read())
    except (OSError, ValueError):
        return 65530


def _rss_mb(pid: int) -> float:
    try:
        with open(f"/proc/{pid}/statm") as fh:
            return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, IndexError, ValueError):
        return 0.0


class Worker:
    """One worker process, restarted as needed. Not thread-safe: one case at a time.

    Args:
        env: extra environment variables for the child (e.g. ``PJRT_DEVICE``).
        memory_mb: resident-memory bound per case; above it the case is ``fail_oom``.
        max_cases: recycle the process after this many cases (sooner if its memory grows).
        name: shown in records' ``worker`` field.
    """

    def __init__(self, env: dict[str, str] | None = None, memory_mb: float = DEFAULT_MEMORY_MB,
                 max_cases: int = 200, name: str = "w0"):
        # the bound goes to the worker too: the full-size memory guard refuses a case above it
        # (hfcompat.factory.full_size.available_memory) rather than have it killed
        self.env = {**os.environ, **(env or {}), MEMORY_BOUND_ENV: f"{memory_mb:.0f}"}
        self.memory_mb = memory_mb
        self.max_cases = max_cases
        self.name = name
        self._proc: subprocess.Popen[str] | None = None
        self._stderr: IO[bytes] | None = None
        self._cases = 0
        self._tmp = Path(tempfile.mkdtemp(prefix="hfcompat-worker-"))
        # The state file and stderr log live as long as this object (they outlive restarts).
        weakref.finalize(self, shutil.rmtree, self._tmp, True)
        self._state = self._tmp / "in_flight"
        self._state.write_bytes(b"\0" * STATE_SIZE)
        self._buffer = ""
        self._partial: dict[str, Any] | None = None  # the case's record before its replay, if sent
        self._peak_mb = 0.0  # the highest resident memory polled while the last wait ran

    # -- process management ----------------------------------------------------------------------

    def _start(self) -> subprocess.Popen[str]:
        self._stderr = open(self._tmp / "stderr.log", "w+b")  # noqa: SIM115  (lives with the process)
        self._buffer = ""
        self._cases = 0
        self._proc = subprocess.Popen(
            [sys.executable, "-m", "hfcompat.isolation.child"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._stderr,
            env=self.env, text=True, start_new_session=True,  # own group: a kill takes its children
        )
        return self._proc

    def close(self) -> None:
        """Stop the process (politely: closing stdin ends its loop), then kill what is left."""
        proc, self._proc = self._proc, None
        if proc is None:
            return
        try:
            if proc.stdin:
                proc.stdin.close()
            proc.wait(timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            self._kill(proc)
        if self._stderr:
            self._stderr.close()

    @staticmethod
    def _kill(proc: subprocess.Popen[str]) -> None:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        proc.wait()

    def __enter__(self) -> Worker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- one case --------------------------------------------------------------------------------

    def run(self, case: Case, timeout: float = DEFAULT_TIMEOUT_S, repro_dir: Path | None = None) -> Outcome:
        """Run ``case`` in the worker; always returns exactly one record. Repros go to ``repro_dir``."""
        fresh = self._proc is None or self._proc.poll() is not None
        proc = self._start() if fresh else self._proc
        assert proc is not None and proc.stdin is not None and proc.stdout is not None and self._stderr is not None
        self._state.write_bytes(b"\0" * STATE_SIZE)
        self._partial = None
        err_start = 0 if fresh else self._stderr.seek(0, os.SEEK_END)
        if fresh:
            # The case's time limit starts once the worker has imported everything.
            ready, failure = self._wait(proc, STARTUP_TIMEOUT_S)
            if ready is None:
                outcome = self._failed(case, proc, failure, err_start, STARTUP_TIMEOUT_S)
                outcome.record["phase"] = "startup"
                return outcome
        request = {"case": case.to_dict(), "state_file": str(self._state),
                   "repro_dir": str(repro_dir) if repro_dir else None, "timeout": timeout}
        try:
            proc.stdin.write(json.dumps(request) + "\n")
            proc.stdin.flush()
        except BrokenPipeError:
            pass  # died at start-up; reported as a crash below
        answer, failure = self._wait(proc, timeout)
        if answer is not None:
            self._cases += 1
            answer["record"]["worker"] = self.name
            if (not self._serves_on(proc) or self._cases >= self.max_cases
                    or _rss_mb(proc.pid) > RECYCLE_FRACTION * self.memory_mb
                    or _map_count(proc.pid) > RECYCLE_FRACTION * _max_map_count()):
                self.close()
            return Outcome(answer["record"], answer.get("log", ""))
        return self._failed(case, proc, failure, err_start, timeout)

    def plan(self, specs: list[str], timeout: float = PLAN_TIMEOUT_S, **how: Any) -> dict[str, SpecPlan]:
        """Which workloads and regimes ``specs`` have (:mod:`hfcompat.execution.case_plan`), planned in this
        worker, which then runs their cases: planning needs the stack the cases import anyway, so a
        check imports it once, not in a planner child too (issue 24). ``how``: ``size``, ``weights``,
        ``trust_remote_code``. A spec the worker could not plan (it died, hung or failed) gets its
        default case, as with :func:`~hfcompat.execution.case_plan.plan_specs`."""
        fresh = self._proc is None or self._proc.poll() is not None
        proc = self._start() if fresh else self._proc
        assert proc is not None and proc.stdin is not None
        answer: dict[str, Any] | None = None
        ready, failure = self._wait(proc, STARTUP_TIMEOUT_S) if fresh else ({}, "")
        if ready is not None:
            try:
                proc.stdin.write(json.dumps({"plan": {"specs": specs, **how}}) + "\n")
                proc.stdin.flush()
            except BrokenPipeError:
                pass  # died; reported below
            answer, failure = self._wait(proc, timeout)
        if answer is None:
            self.close()
        found = {p["spec"]: from_dict(p) for p in (answer or {}).get("plans") or []}
        why = f"planning in the worker failed: {(answer or {}).get('error') or failure}"
        return {s: found.get(s) or SpecPlan(s, error=why) for s in specs}

    def _serves_on(self, proc: subprocess.Popen[str]) -> bool:
        """After an answer, the worker's own word on its device (``Backend.broken_state``): False
        when the case left it broken, or the check killed or stalled the process."""
        state, _ = self._wait(proc, BROKEN_CHECK_S)
        if state is not None and state.get("broken"):
            sys.stderr.write(f"hfcompat: worker {self.name} restarts: the device is broken ({state['broken']})\n")
        return state is not None and not state.get("broken")

    def _wait(self, proc: subprocess.Popen[str], timeout: float) -> tuple[dict[str, Any] | None, str]:
        assert proc.stdout is not None
        deadline = time.monotonic() + timeout
        fd = proc.stdout.fileno()
        self._peak_mb = 0.0
        with selectors.DefaultSelector() as sel:
            sel.register(fd, selectors.EVENT_READ)
            while True:
                if "\n" in self._buffer:
                    line, self._buffer = self._buffer.split("\n", 1)
                    message = json.loads(line)
                    if "partial" in message:  # not the answer: what to report if the replay kills it
                        self._partial = message["partial"]
                        continue
                    return message, ""
                left = deadline - time.monotonic()
                if left <= 0:
                    self._kill(proc)
                    return None, "timeout"
                rss = _rss_mb(proc.pid)
                self._peak_mb = max(self._peak_mb, rss)
                if rss > self.memory_mb:
                    self._kill(proc)
                    return None, "oom"
                if sel.select(timeout=min(POLL_S, left)):
                    chunk = os.read(fd, 1 << 20).decode(errors="replace")
                    if not chunk:  # EOF: the process is gone
                        proc.wait()
                        return None, "crash"
                    self._buffer += chunk

    def _failed(self, case: Case, proc: subprocess.Popen[str], failure: str, err_start: int, timeout: float) -> Outcome:
        assert self._stderr is not None
        self._stderr.flush()
        self._stderr.seek(err_start)
        stderr_text = self._stderr.read().decode(errors="replace")
        state = read_state(self._state)
        phase, op = state.phase, state.op
        code = proc.returncode
        if failure == "timeout":
            status, error = FAIL_TIMEOUT, f"no result after {timeout:g} s; the worker was killed"
        elif failure == "oom":
            status, error = FAIL_OOM, f"resident memory above {self.memory_mb:g} MB; the worker was killed"
        else:
            status = FAIL_CRASH
            how = f"signal {signal.Signals(-code).name}" if code is not None and code < 0 else f"exit code {code}"
            cause = next((ln.strip() for ln in stderr_text.splitlines() if _FATAL.search(ln)), "")
            error = f"the worker process died ({how})" + (f": {cause[:300]}" if cause else "")
        if self._partial is not None:  # the replay of a failed case killed it: keep that failure
            from hfcompat.triage import from_replay_death  # here: triage imports torch, the parent need not

            record = from_replay_death(self._partial, failure, error, (phase, op), self.name)
            self.close()
            return Outcome(record, stderr_text[-LOG_TAIL:])
        record = new_record(case, status=status, phase=phase if phase and phase != "done" else None,
                            error_type=failure, error=error, worker=self.name)
        if failure == "oom":  # the op in flight allocated last, it is not to blame: where, not what
            record["oom"] = oom_field(phase=phase if phase and phase != "done" else None, op=op,
                                      peak_mb=self._peak_mb, limit_mb=self.memory_mb, memory_kind=HOST_RSS,
                                      source=RSS_BOUND)
        elif op:
            record.update(culprit_op=op, culprit_phase=phase, culprit_source="in_flight")
        self.close()
        if op and failure in ("crash", "timeout") and state.context is None:
            inner = self._innermost(case, state, failure, timeout)
            if inner is not None:
                record.update(culprit_op=inner.op, culprit_context=op)
        return Outcome(record, stderr_text[-LOG_TAIL:])

    def _innermost(self, case: Case, state: InFlightState, failure: str, timeout: float) -> InFlightState | None:
        """Run ``case`` again in a fresh worker with the call in flight at its death expanded; return
        what was in flight at a second death of the same kind, if that was inside the same call."""
        proc = self._start()
        assert proc.stdin is not None
        self._state.write_bytes(b"\0" * STATE_SIZE)
        ready, _ = self._wait(proc, STARTUP_TIMEOUT_S)
        if ready is None:
            self.close()
            return None
        target = {"op": state.op, "overload": state.overload, "call": state.call}
        request = {"case": case.to_dict(), "state_file": str(self._state), "repro_dir": None, "expand": target}
        try:
            proc.stdin.write(json.dumps(request) + "\n")
            proc.stdin.flush()
        except BrokenPipeError:
            pass
        answer, again = self._wait(proc, timeout)
        self._partial = None
        if answer is not None:  # no composite, or it did not die this time: the worker serves on
            if not self._serves_on(proc):
                self.close()
            return None
        inner = read_state(self._state)
        self.close()
        same_call = inner.context == state.op and inner.call == state.call
        return inner if again == failure and same_call and inner.op else None
