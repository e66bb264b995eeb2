"""What a full-size check costs beyond the step it checks (issue 40): each phase of one case beside a
bare script's three steps.

Runs ``hfcompat check SPEC --size full --workload train --regime short --json`` (one case, its own
worker) and prints the record's timings by phase: build, CPU reference (the case dtype), float64
arbiter, device step, compare, triage, and what is left (worker start, imports, the record). Then a
bare PyTorch script does what the check must do at least - the same model's train step (forward,
loss, backward, AdamW) three times: float32 CPU reference, float64 arbiter, float32 device - on the
same inputs, in a fresh process, and the ratio check/bare is printed, with the harness overhead
(everything but the CPU and device steps) as a share of the check.

    PYTHONPATH=$PWD:$PWD/backend .venv/bin/python bench/phase_times.py
    PYTHONPATH=$PWD:$PWD/backend .venv/bin/python bench/phase_times.py --backend torch-xla

Measured (2-core VM shared with three other jobs, so absolute seconds are ~4x a quiet machine's;
gpt2 124M, --backend cpu, 2026-12-04). Before (batch 2 x 16, dropout kept): check wall 227 s, of
which build 18.9, reference + arbiter 71.7, first device step 24.5, compare 104.1. After (batch 1 x
512, dropout off): check wall 287 s - build 20.9, CPU reference 38.8, float64 arbiter 73.9, device
step 32.8, compare 109.9, the rest 9 s - against the bare script's 101 s (steps 28.8 / 38.3 / 10.2):
2.83x, harness overhead 49% of the check (bare: 24%). The comparison was the overhead: about 250 ns
an element over the gradients and updated parameters (two 124M-element groups), spread over a dozen
float64 passes per tensor (slope, peak, isfinite, rmse...).

One blocked pass per tensor (hfcompat/judging/measures.py, 2026-12-04, the VM quieter, base and
branch back to back): compare 26.1 s -> 4.0 s; check wall 61.6 s -> 42.1 s, against the bare
script's 29.9 / 34.9 s: 2.06x -> 1.21x. Harness overhead as above (everything but the CPU and
device steps, so the build and the imports too, which the bare script pays as well: its own share
is 36-38%) 63% -> 40%; beyond the bare script's wall, 52% -> 17% of the check. Phases after:
build 8.2, CPU reference 6.7, float64 arbiter 12.5, device step 5.9, compare 4.0, process 3.8 s
(bare: build 7.1, steps 5.7 / 12.0 / 4.8 s).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

GPT2 = Path(__file__).resolve().parents[1] / ".." / "shared" / "data" / "hub-configs" / "openai-community--gpt2"

BARE = r"""
import sys, time, torch, transformers
from transformers import AutoConfig, AutoModelForCausalLM
spec, batch, seq = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
config = AutoConfig.from_pretrained(spec)
for key in [k for k, v in config.to_dict().items() if "drop" in k and isinstance(v, float)]:
    setattr(config, key, 0.0)
t = time.perf_counter()
torch.manual_seed(0)
model = AutoModelForCausalLM.from_config(config)
ids = torch.randint(3, 100, (batch, seq))
build = time.perf_counter() - t
steps = []
for dtype in (torch.float32, torch.float64, torch.float32):  # reference, arbiter, device
    t = time.perf_counter()
    m = model.to(dtype)
    opt = torch.optim.AdamW(m.parameters(), lr=1e-3)
    out = m(input_ids=ids, labels=ids)
    out.loss.backward()
    opt.step()
    opt.zero_grad(set_to_none=True)
    steps.append(time.perf_counter() - t)
print(f"BARE build {build:.2f} steps {' '.join(f'{s:.2f}' for s in steps)}")
"""


def run_check(spec: str, backend: str, extra: list[str]) -> tuple[dict, float]:
    cmd = [sys.executable, "-m", "hfcompat.cli", "check", spec, "--size", "full", "--backend", backend,
           "--workload", "train", "--regime", "short", "--json", *extra]
    t = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - t
    lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("{")]
    if not lines:
        sys.exit(f"check printed no record (rc {proc.returncode}): {proc.stderr.strip().splitlines()[-1:]}")
    return json.loads(lines[-1]), wall


def run_bare(spec: str, batch: int, seq: int) -> tuple[float, list[float], float]:
    t = time.perf_counter()
    proc = subprocess.run([sys.executable, "-c", BARE, spec, str(batch), str(seq)], capture_output=True, text=True,
                          check=True)
    wall = time.perf_counter() - t
    parts = next(ln for ln in proc.stdout.splitlines() if ln.startswith("BARE")).split()
    return float(parts[2]), [float(x) for x in parts[4:]], wall


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("spec", nargs="?", default=str(GPT2.resolve()))
    p.add_argument("--backend", default="cpu")
    p.add_argument("--batch", type=int, default=None)
    p.add_argument("--seq-len", type=int, default=None)
    args = p.parse_args()
    extra = [*(["--batch", str(args.batch)] if args.batch else []), *(["--seq-len", str(args.seq_len)]
                                                                    if args.seq_len else [])]
    os.environ.setdefault("PJRT_DEVICE", "CPU")
    record, wall = run_check(args.spec, args.backend, extra)
    t = record.get("timings") or {}
    print(f"{record['spec']} on {record['backend']}: {record['status']}, {record.get('n_params') or 0:,} params, "
          f"inputs {record.get('inputs')}")
    device_parts = ("first_step_s", "compare_s", "plain_step_s", "selection_s", "reduction_order_s", "triage_s")
    phases = [("build", t.get("build_s")), ("CPU reference", t.get("reference_case_s", t.get("reference_s"))),
              ("float64 arbiter", t.get("arbiter_s")), ("device step (first)", t.get("first_step_s")),
              ("device: compare", t.get("compare_s")), ("device: other", (t.get("device_s") or 0)
                                                         - sum(t.get(k) or 0 for k in device_parts)),
              ("triage", (t.get("triage_s") or 0) + (t.get("replay_s") or 0)),
              ("case total", t.get("total_s")), ("process (start, imports, record)", wall - (t.get("total_s") or 0)),
              ("check wall", wall)]
    for name, seconds in phases:
        print(f"  {name:34s} {'n/a' if seconds is None else f'{seconds:7.2f} s'}")
    batch = record.get("batch") or args.batch or 1
    seq = record.get("seq_len") or args.seq_len or 512
    build, steps, bare_wall = run_bare(args.spec, batch, seq)
    print(f"bare script (same model, batch {batch} x {seq}): build {build:.2f} s, steps "
          f"{' / '.join(f'{s:.2f}' for s in steps)} s (float32, float64, float32), wall {bare_wall:.2f} s")
    steps_s = (t.get("reference_s") or 0) + (t.get("first_step_s") or 0)
    print(f"ratio check/bare (wall): {wall / bare_wall:.2f}x; harness overhead (check wall minus its CPU and "
          f"device steps): {(wall - steps_s) / wall:.0%} of the check, {wall - steps_s:.2f} s "
          f"(bare: {(bare_wall - sum(steps)) / bare_wall:.0%}); beyond the bare script's wall: "
          f"{(wall - bare_wall) / wall:.0%} of the check, {wall - bare_wall:.2f} s")


if __name__ == "__main__":
    main()
