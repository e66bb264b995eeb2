"""The benchmarks' child processes: ``hfcompat sweep`` and one case-side function, each in a process of its own.

bench/mutations.py and bench/false_alarms.py drive ``hfcompat sweep`` and then run single cases
again (a trace, a plant's effect, a plain step). Both run with the repository's packages and the
test plugins (the ``faulty`` backends) importable, and run a case in a fresh process: a device's
compiled programs pile up in the process that runs them (torch_xla traced 30 architectures' steps in
one process until LLVM could not map more code: "LLVM compilation error: Cannot allocate memory",
then a segfault that ended the benchmark). Each call costs a process start, and a crash costs one case.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def bench_env(**extra: str) -> dict[str, str]:
    """This environment with the repository, its backends and the test plugins on ``PYTHONPATH``."""
    return {**os.environ, **extra, "PYTHONPATH": os.pathsep.join(filter(None, [
        str(ROOT / "tests" / "plugins"), str(ROOT), str(ROOT / "backend"), os.environ.get("PYTHONPATH", "")]))}


def isolated(module: str, fn: str, *args: str, timeout: float) -> Any:
    """``bench/MODULE.FN(*ARGS)`` in a process of its own; its result, as JSON (a dataclass as its dict)."""
    code = ("import dataclasses, importlib, json, sys; sys.path[:0] = sys.argv[1:3]; "
            "out = getattr(importlib.import_module(sys.argv[3]), sys.argv[4])(*sys.argv[5:]); "
            "print(json.dumps(dataclasses.asdict(out) if dataclasses.is_dataclass(out) else out))")
    proc = subprocess.run([sys.executable, "-c", code, str(ROOT / "bench"), str(ROOT / "tests" / "plugins"), module,
                           fn, *args], env=bench_env(), cwd=ROOT, capture_output=True, text=True, timeout=timeout)
    if proc.returncode != 0 or not proc.stdout.strip():
        last = (proc.stderr.strip().splitlines() or ["no output"])[-1]
        raise RuntimeError(f"{fn} exited {proc.returncode}: {last}")
    return json.loads(proc.stdout.splitlines()[-1])
