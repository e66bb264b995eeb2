"""``--perf``: how fast a passing case's step runs once it is steady (docs/design.md §5, issue 21).

After the verdict, and only for a case that works, the checked step runs again on the device, as
TorchTPU's own harness and PyTorch's compiler dashboard time a model:

1. warm-up: repeat the step until it compiles nothing new (the backend's compile count stops
   changing), at most ``warmup_max`` steps; a model that is still compiling then is ``settled``
   False. Where the stack cannot count compiles, a fixed :data:`FIXED_WARMUP` steps and ``settled``
   is None;
2. ``steps`` timed steps, the device synchronised before and after each: the median and spread
   (IQR, min, max) of the step time, samples/s and (text) tokens/s from the median;
3. ``recompiled``: whether the compile count moved during the timed loop. TorchTPU's harness fails
   such a case; hfcompat records the flag (the report counts it) and never changes the status.

The step is the checked one, repeated by :func:`hfcompat.execution.stability.repeater` (same model,
prepared function, inputs and, for train, optimizer), without the op recorder: a Python dispatch mode
costs every eager op a trip through Python, which no user pays. It includes what the step does to be
compared (its outputs, and for train its gradients and parameters, copied to the host).

Peak memory is the device's where the stack reports it (``torch.cuda.max_memory_allocated``), else
the process's peak resident memory (VmHWM, ``memory_kind`` "host_rss": on XLA:CPU the device *is*
the host), reset before the timed loop where Linux allows (``memory_scope`` "timed_loop", else
"process": the whole case's peak, reference included).

This module imports no torch at import time: the CLI validates ``--perf`` before any stack loads.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hfcompat.errors import UsageError

if TYPE_CHECKING:
    from hfcompat.records.record import Case
    from hfcompat.workloads.base import StepRun, Workload
    from hfcompat_backend import Backend

DEFAULT_STEPS, DEFAULT_WARMUP_MAX = 10, 20  # TorchTPU's harness: 10 timed steps after at most 20 warm-up
#: Warm-up steps where the stack cannot count compiles: train's second step is a new graph (AdamW
#: creates its state in the first), so two are needed for steady state, and one more for margin.
FIXED_WARMUP = 3
NOT_MEASURED = "--perf times single-device steps: with --parallel {p} it would measure nothing (add --parallel single)"


def refuse_unmeasured(parallel: list[str]) -> None:
    """A UsageError (before anything runs) when ``--parallel`` names only strategies --perf cannot time.

    A parallel case's step is its ranks', timed by no one; ``[]`` (single), ``all`` or a list that
    includes ``single`` is not refused: its parallel cases carry a ``perf`` that says they were not
    measured."""
    if parallel and "all" not in parallel and "single" not in parallel:
        raise UsageError(NOT_MEASURED.format(p=" --parallel ".join(parallel)))


def settings(perf: bool, steps: float | None, warmup_max: float | None) -> tuple[int, int] | None:
    """``(timed steps, warm-up bound)`` of the CLI's flags, or None without ``--perf``; the bounds
    without ``--perf`` are a UsageError (they would silently do nothing)."""
    if not perf:
        for flag, value in (("--perf-steps", steps), ("--perf-warmup-max", warmup_max)):
            if value is not None:
                raise UsageError(f"{flag} needs --perf (it sets how --perf measures)")
        return None
    return int(steps or DEFAULT_STEPS), int(warmup_max or DEFAULT_WARMUP_MAX)


def attach(case: Case, record: dict[str, Any], backend: Backend | None, workload: Workload, run: StepRun | None,
           timings: dict[str, float]) -> None:
    """Add ``record["perf"]`` to a case that asked for it and works (a failed case records none).

    ``backend``/``run`` None: a parallel case, which --perf does not time (its step is the ranks').
    ``timings`` gains ``perf_s``, what the measurement cost (warm-up plus timed steps)."""
    from hfcompat.records.record import WORKS, one_line

    if not case.perf or record.get("status") not in WORKS:
        return
    if backend is None or run is None:
        record["perf"] = {"measured": False, "reason": f"--perf times single-device steps, not {case.parallel}"}
        return
    from hfcompat.execution.stability import repeater

    again = repeater(workload, run, recorded=False)
    timelines: list[list[float]] = []  # generate: when each call's tokens reached the host

    def step() -> None:
        if (times := again(run.inputs).token_times) is not None:
            timelines.append(times)

    t = time.perf_counter()
    try:
        with backend.step_context():
            record["perf"] = measure(backend, step, steps=case.perf, warmup_max=case.perf_warmup, inputs=run.inputs,
                                     cold_step_s=timings.get("first_step_s"), compile_s=timings.get("compile_s"))
            if timelines:  # generate: the timed calls' own token times (the warm-up's come first)
                record["perf"].update(decode_rate(timelines[-case.perf:], _sizes(run.inputs)[0] or 1))
    except Exception as exc:  # noqa: BLE001  (the checked step passed; a later failure is noted, not judged)
        record["perf"] = {"measured": False, "error": one_line(f"{type(exc).__name__}: {exc}")}
    timings["perf_s"] = time.perf_counter() - t


def measure(backend: Backend, step: Callable[[], Any], steps: int, warmup_max: int, inputs: dict[str, Any],
            cold_step_s: float | None = None, compile_s: float | None = None) -> dict[str, Any]:
    """Warm ``step`` up, time it ``steps`` times; the ``perf`` record (module docstring)."""
    backend.reset_counters()

    def compiles() -> int | None:
        return backend.read_counters().compiles

    last = compiles()
    warm, settled = 0, None if last is None else False
    while warm < warmup_max:
        step()
        warm += 1
        now = compiles()
        if now is None:
            if warm >= FIXED_WARMUP:
                break
        elif now == last:  # a step that compiled nothing new: the graph is steady
            settled = True
            break
        last = now
    scope = _reset_peak_memory(backend)
    before = compiles()
    times = []
    for _ in range(steps):
        backend.sync()
        t = time.perf_counter()
        step()
        backend.sync()
        times.append(time.perf_counter() - t)
    after = compiles()
    peak, kind = peak_memory_mb(backend)
    median = statistics.median(times)
    q1, _, q3 = statistics.quantiles(times, n=4) if len(times) > 1 else (times[0],) * 3
    samples, tokens = _sizes(inputs)
    return {
        "measured": True, "cold_step_s": _r(cold_step_s), "compile_s": _r(compile_s), "warmup_steps": warm,
        "settled": settled, "steps": steps, "step_s_median": _r(median), "step_s_iqr": _r(q3 - q1),
        "step_s_min": _r(min(times)), "step_s_max": _r(max(times)),
        "samples_per_s": _r(samples / median if samples and median > 0 else None),
        "tokens_per_s": _r(tokens / median if tokens and median > 0 else None),
        "peak_memory_mb": _r(peak), "memory_kind": kind, "memory_scope": scope if peak is not None else None,
        "recompiled": None if before is None or after is None else after != before,
        "timed_compiles": None if before is None or after is None else after - before,
    }


def decode_rate(timelines: list[list[float]], batch: int) -> dict[str, Any]:
    """generate's figures from its timed calls' token times (the prompt's, then each new token's):
    the median prefill (prompt to first token: the prompt's forward and the first pick) and the decode
    rate after it, the batch's new tokens per second over the later tokens (``tokens_per_s``, which
    replaces the prompt-sized rate of other workloads; a call with fewer than two new tokens has no
    decode, and the rate is None)."""
    prefill = [t[1] - t[0] for t in timelines if len(t) >= 2]
    rates = [batch * (len(t) - 2) / (t[-1] - t[1]) for t in timelines if len(t) >= 3 and t[-1] > t[1]]
    return {"prefill_s_median": _r(statistics.median(prefill)) if prefill else None,
            "decode_steps": max(len(t) for t in timelines) - 2,
            "tokens_per_s": _r(statistics.median(rates)) if rates else None}


def _r(x: float | None) -> float | None:
    return None if x is None else round(x, 6)


def _sizes(inputs: dict[str, Any]) -> tuple[int | None, int | None]:
    """(samples, tokens) of one step: the batch of the first tensor input; batch × length of
    ``input_ids`` for text (tokens/s is null for other modalities)."""
    tensors = [v for v in inputs.values() if hasattr(v, "shape") and len(v.shape) > 0]
    samples = int(tensors[0].shape[0]) if tensors else None
    ids = inputs.get("input_ids")
    tokens = int(ids.shape[0] * ids.shape[1]) if ids is not None and len(getattr(ids, "shape", ())) >= 2 else None
    return samples, tokens


def _reset_peak_memory(backend: Backend) -> str:
    """Start the peak-memory count afresh for the timed loop; the scope the peak will cover."""
    device = backend.device()
    if device.type == "cuda":
        import torch

        torch.cuda.reset_peak_memory_stats(device)
        return "timed_loop"
    try:  # Linux ≥ 4.0: writing 5 resets VmHWM to the current resident size
        Path("/proc/self/clear_refs").write_text("5")
        return "timed_loop"
    except OSError:
        return "process"


def peak_memory_after_oom(backend: Backend | None) -> tuple[float | None, str | None]:
    """:func:`peak_memory_mb` for a step that ran out of memory: best effort, (None, None) if it cannot say."""
    if backend is None:
        return None, None
    try:
        return peak_memory_mb(backend)
    except Exception:  # noqa: BLE001  (a device that ran out may not answer)
        return None, None


def peak_memory_mb(backend: Backend) -> tuple[float | None, str | None]:
    """(peak MiB, "device" | "host_rss"), or (None, None) where neither can be read (also an OOM's peak)."""
    device = backend.device()
    if device.type == "cuda":
        import torch

        return torch.cuda.max_memory_allocated(device) / 2**20, "device"
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024, "host_rss"
    except OSError:
        pass
    try:
        import resource  # macOS: ru_maxrss in bytes, Linux: in KiB (process peak, cannot be reset)
        import sys

        rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return rss / 2**20 if sys.platform == "darwin" else rss / 1024, "host_rss"
    except (ImportError, OSError):
        return None, None


def describe(p: dict[str, Any]) -> str:
    """One line of ``hfcompat check``'s summary for a record's ``perf``."""
    if not p.get("measured"):
        return f"not measured: {p.get('reason') or p.get('error')}"
    parts = [f"steady step {1e3 * p['step_s_median']:.3g} ms median (IQR {1e3 * p['step_s_iqr']:.2g} ms, "
             f"{p['steps']} steps)"]
    if p.get("samples_per_s"):
        parts.append(f"{p['samples_per_s']:,.0f} samples/s")
    if p.get("prefill_s_median") is not None:  # generate: the prompt, then the decode after it
        parts.append(f"prefill {1e3 * p['prefill_s_median']:.3g} ms")
    if p.get("tokens_per_s"):
        parts.append(f"{p['tokens_per_s']:,.0f} tokens/s" + (" decoded" if "decode_steps" in p else ""))
    settled = {True: "settled", False: "NEVER SETTLED: still compiling", None: "compiles not counted"}
    parts.append(f"warm-up {p['warmup_steps']} steps ({settled[p.get('settled')]})")
    if p.get("cold_step_s") is not None:
        parts.append(f"cold first step {p['cold_step_s']:.3g}s"
                     + (f" (compile {p['compile_s']:.3g}s)" if p.get("compile_s") is not None else ""))
    if p.get("peak_memory_mb") is not None:
        parts.append(f"peak {p['memory_kind']} {p['peak_memory_mb']:,.0f} MiB ({p['memory_scope']})")
    recompiled = p.get("recompiled")
    parts.append("RECOMPILED IN THE TIMED LOOP" if recompiled else "no recompiles in the timed loop"
                 if recompiled is False else "recompiles not counted")
    return " · ".join(parts)
