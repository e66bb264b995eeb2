"""What does the op recorder cost? The device step of a few models with and without it, in one process.

For each spec: build the tiny model, move it to torch-xla (lazy), run one warm-up step of each kind
(so both graphs are compiled), then ``--reps`` steps alternating plain / under :class:`OpRecorder`
(with an ``on_enter`` callback like the worker's in-flight note). Prints the minimum of each, the
recorder's overhead as a share of the plain warm step and of the plain first step (the one a sweep
runs, compiling included; target <= 10%), the ops it saw, the time in its
own bookkeeping (``own_s``), and the XLA compile count/time of each kind's first step (the step
is a workload's: ``--workload train`` by default). Back-to-back minima in one process keep the ratio
readable on a loaded machine; absolute seconds are not.

    .venv/bin/python bench/recorder_cost.py arch:qwen3_5_text arch:olmo_hybrid [--reps 3]
"""

from __future__ import annotations

import argparse
import time
from contextlib import nullcontext
from typing import Any


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("specs", nargs="+")
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--workload", default="train", help="train (default), infer, generate")
    parser.add_argument("--profile", action="store_true", help="cProfile one recorder step, print the top 15")
    args = parser.parse_args()

    import torch

    from hfcompat.execution.case_steps import device_run
    from hfcompat.factory import build, validate_spec
    from hfcompat.process.adapters import backend_for
    from hfcompat.workloads import get_workload
    from hfcompat.workloads.base import PhaseTracker
    from hfcompat_backend import OpRecorder

    backend = backend_for("torch-xla", "lazy")
    workload = get_workload(args.workload)
    print(f"{'spec':32s} {'plain s':>8s} {'rec s':>8s} {'overhead':>9s} {'1st step':>9s} {'of 1st':>9s} "
          f"{'ops':>8s} {'own s':>7s}  first steps (compiles, compile s)")
    for spec in args.specs:
        built = build(validate_spec(spec))
        run = device_run(backend, built, torch.float32, "lazy", workload)
        in_flight = bytearray(256)

        def note(ev: Any) -> None:  # what the worker's in-flight note does per op
            data = f"{ev.phase}\t{ev.op}".encode()[:255]
            in_flight[: len(data) + 1] = data + b"\0"

        def step(recorded: bool) -> tuple[float, int, float]:
            recorder = OpRecorder(on_enter=note) if recorded else None
            run.tracker = PhaseTracker(recorder)
            torch.manual_seed(0)
            t = time.perf_counter()
            with backend.step_context(), (recorder if recorder is not None else nullcontext()):
                workload.step(run)
            took = time.perf_counter() - t
            return (took, recorder.n_ops, recorder.own_s) if recorder is not None else (took, 0, 0.0)

        first: dict[str, Any] = {}
        first_plain_s = 0.0
        for kind in (False, True):
            backend.reset_counters()
            took = step(kind)[0]
            first_plain_s = first_plain_s or took
            c = backend.read_counters()
            first["rec" if kind else "plain"] = (c.compiles, c.compile_s)
        plain, rec, n_ops, own = [], [], 0, 0.0
        for _ in range(args.reps):
            plain.append(step(False)[0])
            s, n_ops, own = step(True)
            rec.append(s)
        p, r = min(plain), min(rec)
        print(f"{spec:32s} {p:8.2f} {r:8.2f} {100 * (r - p) / p:8.1f}% {first_plain_s:9.2f} "
              f"{100 * max(0.0, r - p) / first_plain_s:8.1f}% {n_ops:8d} {own:7.3f}  {first}", flush=True)
        if args.profile:
            import cProfile
            import pstats

            prof = cProfile.Profile()
            prof.enable()
            step(True)
            prof.disable()
            pstats.Stats(prof).sort_stats("tottime").print_stats(15)


if __name__ == "__main__":
    main()
