"""Peak host memory and wall time of ``check --size full`` against bare scripts, in the same run (issue 48).

For one real config and shape this runs, each in its own process, and prints peak resident memory
(``ru_maxrss``) and wall time:

- ``device step``: a bare script that runs only what the device runs: the model built in the
  case dtype, one forward, backward and ``torch.optim.AdamW`` step (train) or a ``no_grad``
  forward (infer);
- ``three steps``: a bare script that runs that step three times in turn, in the case dtype, in
  float64 and again in the case dtype (what any CPU-referenced check must compute);
- ``check``: ``hfcompat check CONFIG --size full --backend cpu`` on the same shape, its worker's
  peak (the largest process the check waited for).

The ratios ``check / device step`` (memory) and ``check / three steps`` (time) are the figures of
docs/measurements.md ("Full size: host memory"); issue 48's bounds are 1.5x each. ``--fault
KIND:OP`` checks on the ``faulty`` test backend instead (tests/plugins: the cpu stack with one ATen
op broken on purpose, e.g. ``perturb1pct-backward:aten::mm``) and prints whether the full-size case
caught the fault and named the op; the bare scripts are skipped.

    .venv/bin/python bench/peak_memory.py tests/data/hub-configs/Qwen--Qwen3-0.6B --seq-len 128
    .venv/bin/python bench/peak_memory.py tests/data/hub-configs/Qwen--Qwen3-0.6B --seq-len 128 \
        --fault perturb1pct-backward:aten::mm
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BARE = r'''
import json, resource, sys, time, torch, transformers
path, workload, dtype, seq, runs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5].split(",")
cfg = transformers.AutoConfig.from_pretrained(path)
for key in [k for k, v in cfg.to_dict().items() if "drop" in k and isinstance(v, float)]:
    setattr(cfg, key, 0.0)
t = time.perf_counter()
for run in runs:
    torch.manual_seed(0)
    model = transformers.AutoModelForCausalLM.from_config(cfg, dtype=getattr(torch, run if run != "case" else dtype))
    ids = torch.randint(0, cfg.vocab_size, (1, seq))
    if workload == "train":
        model.train()
        opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
        model(input_ids=ids, labels=ids).loss.backward()
        opt.step()
        del opt
    else:
        with torch.no_grad():
            model(input_ids=ids)
    del model
print(json.dumps({"wall_s": time.perf_counter() - t,
                  "peak_gb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20}))
'''


def _bare(config: str, workload: str, dtype: str, seq: int, runs: list[str]) -> dict[str, float]:
    out = subprocess.run([sys.executable, "-c", BARE, config, workload, dtype, str(seq), ",".join(runs)],
                         capture_output=True, text=True, check=True, env={**os.environ, "HF_HUB_OFFLINE": "1"})
    return json.loads(out.stdout.strip().splitlines()[-1])


PLUGINS = Path(__file__).resolve().parents[1] / "tests" / "plugins"


def _check(config: str, workload: str, dtype: str, seq: int, layers: int | None,
           fault: str | None = None) -> dict[str, float | str]:
    exe = Path(sys.executable).with_name("hfcompat")
    env = {**os.environ, "HF_HUB_OFFLINE": "1"}
    if fault:  # the faulty test backend, found through its entry point as a third party's is
        env.update(HFCOMPAT_OP_FAULT=fault,
                   PYTHONPATH=os.pathsep.join(p for p in (str(PLUGINS), env.get("PYTHONPATH", "")) if p))
    with tempfile.TemporaryDirectory() as out:
        argv = [str(exe), "check", config, "--size", "full", "--backend", "faulty" if fault else "cpu",
                "--workload", workload,
                "--dtype", dtype, "--seq-len", str(seq), "--json", "--out", out]
        argv += ["--layers", str(layers)] if layers else []
        before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        t = time.perf_counter()
        proc = subprocess.run(argv, capture_output=True, text=True, env=env)
        wall = time.perf_counter() - t
        peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        records = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    status = records[0]["status"] if records else f"exit {proc.returncode}"
    if records and records[0].get("culprit_op"):
        status += f", culprit {records[0]['culprit_op']} in {records[0].get('culprit_phase')}"
    # the children's peak only grows: it is the check's where the check is its largest child yet
    return {"wall_s": wall, "peak_gb": max(peak, before) / 2**20, "status": status}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("config", help="a directory holding a causal LM's config.json")
    parser.add_argument("--workload", default="train", choices=("train", "infer"))
    parser.add_argument("--dtype", default="float32", choices=("float32", "bfloat16"))
    parser.add_argument("--seq-len", type=int, default=128)
    parser.add_argument("--layers", type=int, default=None)
    parser.add_argument("--fault", help="KIND:OP planted on the faulty test backend (no bare scripts then)")
    args = parser.parse_args()
    if args.fault:
        got = _check(args.config, args.workload, args.dtype, args.seq_len, args.layers, args.fault)
        print(f"{Path(args.config).name} {args.workload} {args.dtype} batch 1 x {args.seq_len}, {args.fault} planted: "
              f"{got['status']}; peak {got['peak_gb']:.2f} GB, wall {got['wall_s']:.1f} s")
        return
    # the check first: the children's peak is a running maximum, so the smaller bare runs come after it
    check = _check(args.config, args.workload, args.dtype, args.seq_len, args.layers)
    device = _bare(args.config, args.workload, args.dtype, args.seq_len, ["case"])
    three = _bare(args.config, args.workload, args.dtype, args.seq_len, ["case", "float64", "case"])
    print(f"{Path(args.config).name} {args.workload} {args.dtype} batch 1 x {args.seq_len} on cpu")
    for name, got in (("device step", device), ("three steps", three), ("check", check)):
        print(f"  {name:12s} peak {got['peak_gb']:6.2f} GB  wall {got['wall_s']:7.1f} s"
              + (f"  ({got['status']})" if "status" in got else ""))
    print(f"  check / device step, memory: {check['peak_gb'] / device['peak_gb']:.2f}x")
    print(f"  check / three steps, time:   {check['wall_s'] / three['wall_s']:.2f}x")


if __name__ == "__main__":
    main()
