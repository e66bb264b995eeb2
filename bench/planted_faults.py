"""Planted faults: does a verdict name the right op and phase, and is every 1% error seen? (issues 14, 23)

The ``faulty`` test backend (tests/plugins/hfcompat_faults.py, found through the entry point as a
third-party backend is) is the cpu stack with one ATen op broken on purpose, per model type. For a
grid of (model, op, phase) on the train step's path of the core list — ops the op recorder really
sees there, forward and backward — each fault kind is planted and ``hfcompat sweep`` (isolated
workers, as a user runs it) judges the case:

raise        the op raises at dispatch               → fail_error,    that op and phase named
perturb1pct  the op's outputs are off by 1%           → not a pass (detected), that op and phase named
             (perturb5pct, off by 5%, in bfloat16: 1% is below its resolution of 0.4% times accumulation)
abort        the op aborts the process                → fail_crash,    that op and phase named
hang         the op never returns                     → fail_timeout,  that op and phase named

The grid: model i of the chosen models gets one forward and one backward op, the first of each
candidate list (rotated by i, so the grid covers many ops) that the model's step runs. raise and
perturb1pct are planted on every pair; abort and hang, which cost a worker restart (and hang its
timeout), on every ``--every``-th and ``--hang-every``-th pair. One sweep per round: a round plants
one fault in each model (HFCOMPAT_OP_FAULT="bert=raise-forward:aten::addmm,gpt2=..."). Prints progress
per round, then the figures (targets: >= 95% named right, 100% of perturbations detected) and
every miss. ``--dtype bfloat16`` runs every case (and finds the ops) in bfloat16, with 5% perturbations;
``--dtype bfloat16-autocast`` under autocast (float32 weights), also with 5%.

    .venv/bin/python bench/planted_faults.py [--dtype float32] [--models 16] [--every 3] [--hang-every 4] [-n 1]
                                             [--out DIR]
"""

from __future__ import annotations

import argparse
import collections
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hfcompat.records.record import read_records

ROOT = Path(__file__).resolve().parent.parent
PLUGINS = ROOT / "tests" / "plugins"

# Candidates, most common first; each model takes the first (rotated) one its step runs.
FORWARD = [
    "aten::addmm", "aten::_scaled_dot_product_flash_attention_for_cpu", "aten::native_layer_norm", "aten::gelu",
    "aten::embedding", "aten::mm", "aten::rsqrt", "aten::silu", "aten::convolution", "aten::_log_softmax",
    "aten::bmm", "aten::_safe_softmax", "aten::mul", "aten::tanh", "aten::nll_loss_forward", "aten::mean",
    "aten::native_group_norm", "aten::relu", "aten::pow", "aten::add",
]
BACKWARD = [
    "aten::mm", "aten::_scaled_dot_product_flash_attention_for_cpu_backward", "aten::native_layer_norm_backward",
    "aten::gelu_backward", "aten::embedding_dense_backward", "aten::silu_backward", "aten::convolution_backward",
    "aten::_log_softmax_backward_data", "aten::bmm", "aten::_softmax_backward_data", "aten::nll_loss_backward",
    "aten::tanh_backward", "aten::threshold_backward", "aten::native_group_norm_backward", "aten::mul", "aten::sum",
]
EXPECTED = {"raise": "fail_error", "perturb": "fail_accuracy", "abort": "fail_crash", "hang": "fail_timeout"}
#: The perturbation planted per dtype: what that dtype must see.
PERTURB = {"float32": "perturb1pct", "bfloat16": "perturb5pct", "bfloat16-autocast": "perturb5pct"}


@dataclass(frozen=True, slots=True)
class Plant:
    model: str
    op: str
    phase: str  # forward | backward
    kind: str

    @property
    def fault(self) -> str:
        return f"{self.kind}-{self.phase}:{self.op}"


def core_models() -> list[str]:
    lines = (ROOT / "model_lists" / "core.txt").read_text().splitlines()
    return [ln.strip().removeprefix("arch:") for ln in lines if ln.strip().startswith("arch:")]


def ops_on_path(models: list[str], dtype: str = "float32") -> dict[str, dict[str, set[str]]]:
    """model -> phase -> the ATen ops the op recorder sees in its train step on the cpu backend."""
    import torch

    from hfcompat.factory import build
    from hfcompat.specs.spec import parse_spec
    from hfcompat.workloads import get_workload, precision
    from hfcompat.workloads.base import PhaseTracker, StepRun, cast_inputs
    from hfcompat_backend import OpRecorder

    found: dict[str, dict[str, set[str]]] = {}
    for model_type in models:
        built = build(parse_spec(f"arch:{model_type}"))
        workload = get_workload("train")
        recorder = OpRecorder()
        model = precision.autocast_forward(built.model.to(precision.STORAGE[dtype]), dtype)
        torch.manual_seed(0)
        with recorder:
            workload.step(StepRun(model, model, cast_inputs(workload.inputs(built), precision.STORAGE[dtype]),
                                  PhaseTracker(recorder)))
        phases: dict[str, set[str]] = collections.defaultdict(set)
        for event in recorder.events:
            phases[event.phase].add(event.op)
        found[model_type] = dict(phases)
        print(f"  ops of {model_type}: {len(phases['forward'])} forward, {len(phases['backward'])} backward",
              flush=True)
    return found


def choose(candidates: list[str], present: set[str], start: int) -> str | None:
    rotated = candidates[start % len(candidates):] + candidates[: start % len(candidates)]
    return next((op for op in rotated if op in present), None)


def grid(models: list[str], ops: dict[str, dict[str, set[str]]]) -> list[tuple[str, str, str]]:
    pairs = []
    for i, model in enumerate(models):
        for phase, candidates in (("forward", FORWARD), ("backward", BACKWARD)):
            op = choose(candidates, ops[model].get(phase, set()), i)
            if op is not None:
                pairs.append((model, op, phase))
    return pairs


def rounds(plants: list[Plant]) -> list[list[Plant]]:
    """Group plants so that each round has at most one per model (a sweep runs a model once)."""
    out: list[list[Plant]] = []
    for plant in plants:
        target = next((r for r in out if all(p.model != plant.model for p in r)), None)
        if target is None:
            out.append(target := [])
        target.append(plant)
    return out


def sweep(plants: list[Plant], out: Path, workers: str, timeout: float, cache: Path,
          dtype: str) -> dict[str, dict[str, Any]]:
    env = {**os.environ, "HFCOMPAT_OP_FAULT": ",".join(f"{p.model}={p.fault}" for p in plants),
           "PYTHONPATH": os.pathsep.join(filter(None, [str(PLUGINS), os.environ.get("PYTHONPATH", "")]))}
    cmd = [sys.executable, "-m", "hfcompat.cli", "sweep", *(f"arch:{p.model}" for p in plants), "--backend", "faulty",
           "--dtype", dtype, "--workload", "train", "--regime", "short", "-n", workers, "--timeout", f"{timeout:g}",
           "--cache-dir", str(cache), "--out", str(out)]
    proc = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"sweep failed ({proc.returncode}): {' '.join(cmd[2:8])} ...\n{proc.stderr[-3000:]}")
    return {r["spec"].removeprefix("arch:"): r for r in read_records(out / "records.jsonl")}


def judge(plant: Plant, record: dict[str, Any]) -> tuple[bool, bool]:
    """(named right, detected): the op and phase the record blames, and whether it is not a pass."""
    detected = record["status"] not in ("pass", "pass_with_fallback")
    named = (record.get("culprit_op"), record.get("culprit_phase")) == (plant.op, plant.phase)
    return named and record["status"] == EXPECTED[plant.kind.removesuffix("1pct").removesuffix("5pct")], detected


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dtype", choices=sorted(PERTURB), default="float32",
                        help="the cases' dtype; it sets the perturbation planted "
                             "(float32: 1%%, bfloat16 and bfloat16-autocast: 5%%)")
    parser.add_argument("--models", type=int, default=16, help="how many core-list models (spread over the list)")
    parser.add_argument("--every", type=int, default=3, help="abort on every N-th pair")
    parser.add_argument("--hang-every", type=int, default=4, help="hang on every N-th pair")
    parser.add_argument("-n", "--workers", default="1")
    parser.add_argument("--timeout", type=float, default=300, help="per case, for raise/perturb1pct/abort")
    parser.add_argument("--hang-timeout", type=float, default=20, help="per case, for hang (what a hang costs)")
    parser.add_argument("--out", help="where the sweeps go (default: a temporary directory)")
    args = parser.parse_args()
    t0 = time.perf_counter()
    core = core_models()
    step = max(1, len(core) // args.models)
    models = core[::step][: args.models]
    print(f"finding the ops on the step's path of {len(models)} core models (cpu backend, op recorder)", flush=True)
    pairs = grid(models, ops_on_path(models, args.dtype))
    perturb = PERTURB[args.dtype]
    plants = [Plant(m, op, ph, kind) for kind in ("raise", perturb) for m, op, ph in pairs]
    plants += [Plant(m, op, ph, "abort") for m, op, ph in pairs[:: args.every]]
    plants += [Plant(m, op, ph, "hang") for m, op, ph in pairs[1:: args.hang_every]]  # from 1: a backward op first
    out = Path(args.out or tempfile.mkdtemp(prefix="hfcompat-planted-"))
    batches = rounds([p for p in plants if p.kind != "hang"]) + rounds([p for p in plants if p.kind == "hang"])
    print(f"{len(pairs)} op x model pairs, {len(plants)} planted faults in {len(batches)} sweeps -> {out}", flush=True)
    results: list[tuple[Plant, dict[str, Any]]] = []
    for i, batch in enumerate(batches):
        timeout = args.hang_timeout if batch[0].kind == "hang" else args.timeout
        kinds = collections.Counter(p.kind for p in batch)
        t = time.perf_counter()
        got = sweep(batch, out / f"round{i:02d}", args.workers, timeout, out / "refcache", args.dtype)
        results += [(p, got[p.model]) for p in batch]
        named = sum(judge(p, got[p.model])[0] for p in batch)
        print(f"[{i + 1}/{len(batches)}] {dict(kinds)}: {named}/{len(batch)} named right "
              f"({time.perf_counter() - t:.0f} s, {(time.perf_counter() - t0) / 60:.1f} min so far)", flush=True)
    return report(results, len(pairs), time.perf_counter() - t0, args.dtype)


def report(results: list[tuple[Plant, dict[str, Any]]], n_pairs: int, wall: float, dtype: str = "float32") -> int:
    perturb = PERTURB[dtype]
    print(f"\nplanted faults in {dtype}: {n_pairs} op x model pairs, {len(results)} cases, {wall / 60:.1f} min")
    ops = sorted({p.op for p, _ in results})
    print(f"  ops ({len(ops)}): {', '.join(o.removeprefix('aten::') for o in ops)}")
    for kind in ("raise", perturb, "abort", "hang"):
        rows = [(p, r) for p, r in results if p.kind == kind]
        if rows:
            named = sum(judge(p, r)[0] for p, r in rows)
            line = f"  {kind:12s} named right {named}/{len(rows)}"
            if kind == perturb:
                line += f", detected {sum(judge(p, r)[1] for p, r in rows)}/{len(rows)}"
            print(line)
    named_all = sum(judge(p, r)[0] for p, r in results)
    perturbs = [(p, r) for p, r in results if p.kind == perturb]
    detected = sum(judge(p, r)[1] for p, r in perturbs)
    print(f"  NAMED RIGHT (op and phase): {100 * named_all / len(results):.1f}% ({named_all}/{len(results)}), "
          "target >= 95%")
    print(f"  {perturb.removeprefix('perturb').removesuffix('pct')}% PERTURBATIONS DETECTED: "
          f"{100 * detected / max(1, len(perturbs)):.1f}% ({detected}/{len(perturbs)}), target 100%")
    for plant, record in results:
        named, seen = judge(plant, record)
        if not named or not seen:
            why = record.get("cause") or record.get("error") or ""
            print(f"  MISS {plant.model} {plant.fault}: {record['status']}, named {record.get('culprit_op')} "
                  f"({record.get('culprit_phase')}, {record.get('culprit_source')}): {why}"[:400])
    ok = named_all >= 0.95 * len(results) and detected == len(perturbs)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
