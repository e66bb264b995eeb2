"""What does isolation cost? The same 50 architectures on torch-xla three ways (issue 4's benchmark).

(a) a bare in-process loop: one interpreter, build → reference → device step → compare per model, no
    isolation, no pytest, no records on disk;
(b) ``hfcompat sweep`` with 1 worker: pytest-xdist + one long-lived isolated worker process;
(c) ``hfcompat sweep`` with 2 workers.

Each variant starts a fresh interpreter, so import time is counted everywhere. Prints wall times and
the ratios (targets on a 2-core machine: b/a <= 1.15, a 2-worker speed-up of >= 1.8x).

    .venv/bin/python bench/sweep_overhead.py [--archs N]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ARCHS = [
    "albert", "bart", "bert", "bert-generation", "big_bird", "biogpt", "bloom", "camembert", "clip", "codegen",
    "convbert", "convnext", "ctrl", "data2vec-text", "deberta", "deberta-v2", "deit", "distilbert", "electra",
    "ernie", "falcon", "gemma", "gemma2", "gpt2", "gpt_bigcode", "gpt_neo", "gpt_neox", "gptj", "layoutlm",
    "llama", "marian", "mbart", "megatron-bert", "mistral", "mobilebert", "mpnet", "mt5", "opt", "pegasus",
    "phi", "phi3", "qwen2", "qwen3", "roberta", "roformer", "squeezebert", "stablelm", "t5", "vit",
    "xlm-roberta",
]

BARE = """
import sys, time
from hfcompat.execution.case import run_case
from hfcompat.records.record import Case
for spec in sys.argv[1:]:
    record = run_case(Case(spec, "torch-xla", "lazy")).record
    print(record["status"], spec, flush=True)
"""


def timed(cmd: list[str]) -> float:
    t = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - t


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--archs", type=int, default=50)
    args = parser.parse_args()
    specs = [f"arch:{a}" for a in ARCHS[: args.archs]]
    root = Path(__file__).resolve().parent.parent
    hf = [sys.executable, "-m", "hfcompat.cli"]
    with tempfile.TemporaryDirectory() as tmp:
        bare = timed([sys.executable, "-c", BARE, *specs])
        one = timed([*hf, "sweep", *specs, "--backend", "torch-xla", "-n", "1", "--out", f"{tmp}/n1"])
        two = timed([*hf, "sweep", *specs, "--backend", "torch-xla", "-n", "2", "--out", f"{tmp}/n2"])
    print(f"{len(specs)} architectures on torch-xla (lazy), {root}")
    print(f"  (a) bare in-process loop   {bare:7.1f} s")
    print(f"  (b) sweep, 1 worker        {one:7.1f} s   b/a = {one / bare:.2f}  (target <= 1.15)")
    print(f"  (c) sweep, 2 workers       {two:7.1f} s   b/c = {one / two:.2f}x (target >= 1.8x)")


if __name__ == "__main__":
    main()
