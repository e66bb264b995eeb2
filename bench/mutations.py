"""Mutation benchmark: over a seeded sample of the matrix, is a small error in one op caught and named? (issue 49)

bench/planted_faults.py plants a fixed grid on the core list; this samples the architectures the
factory covers and plants where each case's own step goes:

1. A seeded sample of ``--sample`` architectures with every family represented (bench/arch_sample.py:
   one per family first, then the rest drawn at random). The seed and the sample are
   printed and written to ``OUT/mutations.json``.
2. Each (dtype, workload) first runs the sample healthy (``hfcompat sweep``, a sham plant: its
   dispatch mode entered, on an op no step runs): only a case that passes (with or without CPU
   fallbacks) can show a plant. For each that passes, the ops of
   its own step are traced (bench/mutation_trace.py: floating, non-view outputs, per phase) and
   ``--per-phase`` ops are drawn per phase with a seed made of ``--seed``, the case and the phase:
   a train case gets forward and backward ops, an infer case forward ones.
3. Each op is perturbed on the device side only, by 1% in float32 and 5% in bfloat16 and autocast
   (``HFCOMPAT_OP_FAULT=model=perturb1pct-forward:aten::addmm``, one plant per model per sweep; the
   CPU reference and float64 are not touched), and ``hfcompat sweep`` judges the case as a user's
   run would, with the reference cache (``--cache-dir``) shared by every sweep of the benchmark.
   Detected: the case is not a pass. Named: the culprit, in a backward phase exactly where the plant
   was a backward one, is the planted op, or the op of the CPU's sequence whose own run on the
   device dispatched it (the record's ``culprit_kernels``; a user's repro of that op runs the
   faulty kernel). The report gives both: named, and named as the planted op itself.
4. Each miss is measured (bench/mutation_trace.py ``effect``): the case's step with and without the
   plant, on the compared tensors, beside the reference's own error against float64; the largest
   ratio is reported. A plant that fired and changed no compared tensor, bit for bit, reaches
   nothing compared, and is listed as such with the evidence (hits, tensors unchanged).

Any backend whose adapter plants ``HFCOMPAT_OP_FAULT`` as the ``faulty`` test backend does
(tests/plugins/hfcompat_faults.py: an ``OpFault`` dispatch mode entered in ``step_context`` and
``run_op``) can be measured with ``--backend NAME``; its package must be importable (PYTHONPATH)
and registered in the ``hfcompat.backends`` entry-point group. The ``faulty-xla`` test backend
(tests/plugins/hfcompat_faults_xla.py) is torch-xla with that plant. The ops are traced from the
device's own step (``--trace device``, the default for any backend but ``faulty``, whose device is
the CPU): a stack decomposes ops above its own key (torch_xla: ``silu_backward``,
``native_layer_norm_backward``), where a plant tests nothing, and runs ops the CPU does not
(torch_xla's ``view_copy``). ``--confirm`` first plants ``raise`` on each op, and a plant the case
does not fail and name with it is reported as off the device's path, not judged. With the device's
trace a miss's effect (step 4) is measured on the device's step, with and without the plant.

    .venv/bin/python bench/mutations.py --sample 12 --seed 49 --dtype float32 --dtype bfloat16 -n 2 \\
        --out runs/mutations --cache-dir runs/mutations/refcache
    .venv/bin/python bench/mutations.py --report reports/mutations-torch-xla/mutations.json  # its figures
"""

from __future__ import annotations

import argparse
import collections
import functools
import json
import random
import re
import shutil
import subprocess
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from arch_sample import chosen_sample, families
from bench_cli import report_or_run
from case_process import ROOT, bench_env, isolated
from device_spread import Point, at_or_above, spread

from hfcompat.records.record import read_records

sys.path[:0] = [str(ROOT / "bench"), str(ROOT / "tests" / "plugins")]

PERTURB = {"float32": "perturb1pct", "bfloat16": "perturb5pct", "bfloat16-autocast": "perturb5pct"}
PHASES = {"train": ("forward", "backward"), "infer": ("forward",)}
#: The healthy round's plant: an op no step runs. Its dispatch mode is entered as a real plant's is,
#: and a mode alone can change a stack's results (a tensor torch_xla makes under one is not
#: functionalised): a case that fails under it is no case to plant in.
SHAM = "perturb1pct:aten::hfcompat_sham"
#: Op kinds for the report, first match wins (the op's name without ``aten::``).
KINDS = (
    ("attention", r"scaled_dot_product|_flash_attention|_efficient_attention"),
    ("matmul", r"^(mm|bmm|addmm|baddbmm|addbmm|matmul|linear|einsum|convolution|_convolution|conv\w*)(_backward)?$"),
    ("norm", r"norm"),
    ("softmax", r"softmax"),
    ("loss", r"nll_loss|cross_entropy|mse_loss|binary_cross|smooth_l1|ctc_loss"),
    ("embedding", r"embedding"),
    ("activation", r"gelu|silu|relu|threshold|tanh|sigmoid|elu|hardswish|hardsigmoid|softplus|mish|erf|glu|leaky"),
    ("reduction", r"^(sum|mean|var|std|amax|amin|max|min|cumsum|logsumexp|prod|norm)\b"),
    ("elementwise", r"^(add|sub|mul|div|pow|rsqrt|sqrt|exp|log|neg|reciprocal|where|clamp|abs|sin|cos|masked_fill|"
                    r"addcmul|addcdiv|lerp|rsub|floor|round)"),
    ("copy", r"copy|_to_copy|clone|cat|stack|index|gather|scatter|select|slice|pad|roll|repeat|flip"),
)


def kind_of(op: str) -> str:
    name = op.removeprefix("aten::")
    return next((kind for kind, pattern in KINDS if re.search(pattern, name)), "other")


@dataclass(slots=True)
class Plant:
    model: str
    family: str
    dtype: str
    workload: str
    phase: str
    op: str
    kind: str  # perturb1pct | perturb5pct | raise

    @property
    def fault(self) -> str:
        return f"{self.kind}-{self.phase}:{self.op}"


def sweep(models: dict[str, str], args: argparse.Namespace, dtype: str, workload: str, out: Path) -> dict[str, Any]:
    """``hfcompat sweep`` over ``models`` (model type -> its fault, "" for none) -> model type -> record.
    A sweep whose directory holds a record of every model, made with the same faults
    (``plants.json``), is read, not run again: a benchmark cut short goes on where it stopped."""
    path, planted = out / "records.jsonl", out / "plants.json"
    if path.exists() and planted.exists() and json.loads(planted.read_text()) == models:
        done = {r["spec"].removeprefix("arch:"): r for r in read_records(path)}
        if set(models) <= set(done):
            return done
    if out.exists():  # unfinished, or of other plants: hfcompat sweep refuses a directory that holds a run
        shutil.rmtree(out)
    faults = ",".join(f"{m}={f}" for m, f in models.items() if f)
    env = bench_env(HFCOMPAT_OP_FAULT=faults)
    cmd = [sys.executable, "-m", "hfcompat.cli", "sweep", *(f"arch:{m}" for m in models), "--backend", args.backend,
           "--dtype", dtype, "--workload", workload, "--regime", "short", "-n", args.workers,
           "--timeout", f"{args.timeout:g}", "--cache-dir", str(args.cache_dir), "--out", str(out)]
    proc = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True)
    planted.write_text(json.dumps(models))
    if not path.exists():
        raise SystemExit(f"sweep failed ({proc.returncode}): {' '.join(cmd[2:12])} ...\n{proc.stderr[-3000:]}")
    return {r["spec"].removeprefix("arch:"): r for r in read_records(path)}


def traced(model: str, dtype: str, workload: str, args: argparse.Namespace) -> dict[str, list[str]]:
    """The case's ops (:func:`isolated` ``trace`` or ``device_trace``), kept under ``OUT/traces`` so
    that a benchmark cut short does not trace again."""
    path = args.out / "traces" / f"{args.trace}-{dtype}-{workload}-{model}.json"
    if path.exists():
        return dict(json.loads(path.read_text()))
    spec = f"arch:{model}"
    ops = (isolated("mutation_trace", "device_trace", spec, dtype, workload, args.backend, timeout=args.timeout)
           if args.trace == "device"
           else isolated("mutation_trace", "trace", spec, dtype, workload, timeout=args.timeout))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(ops))
    return dict(ops)


def rounds(plants: list[Plant]) -> list[list[Plant]]:
    """At most one plant per model in a sweep (a fault is chosen per model type)."""
    out: list[list[Plant]] = []
    for plant in plants:
        target = next((r for r in out if all(p.model != plant.model for p in r)), None)
        if target is None:
            out.append(target := [])
        target.append(plant)
    return out


def names(plant: Plant, record: dict[str, Any]) -> tuple[bool, bool]:
    """(named, named exactly): the culprit, backward exactly where the plant was, is the planted op
    or the op of the CPU's sequence whose own run on the device dispatched it (the record's
    ``culprit_kernels``: torch_xla runs ``split_with_sizes`` as ``split_with_sizes_copy``; a user's
    repro of that op runs the faulty kernel); exactly: the planted op itself."""
    if (record.get("culprit_phase") == "backward") != (plant.phase == "backward"):
        return False, False
    exact = record.get("culprit_op") == plant.op
    return exact or plant.op in ((record.get("culprit_kernels") or {}).get("device") or []), exact


def judge(plant: Plant, record: dict[str, Any]) -> tuple[bool, bool]:
    """(detected, named): not a pass; :func:`names`."""
    return record["status"] not in ("pass", "pass_with_fallback"), names(plant, record)[0]


def choose(ops: dict[str, list[str]], phases: tuple[str, ...], per_phase: int, seed: int, case: str
           ) -> list[tuple[str, str]]:
    """(phase, op) pairs drawn from the case's own ops, by the seed and the case (never by hand)."""
    picked = []
    for phase in phases:
        candidates = ops.get(phase, [])
        rng = random.Random(f"{seed}|{case}|{phase}")
        picked += [(phase, op) for op in rng.sample(candidates, min(per_phase, len(candidates)))]
    return picked


def run(args: argparse.Namespace) -> list[dict[str, Any]]:
    by_family = families()
    chosen = chosen_sample(args.seed, args.sample, args.models, by_family)
    print(f"seed {args.seed}: {len(chosen)} architectures of {sum(map(len, by_family.values()))} over "
          f"{len(by_family)} families", flush=True)
    for family in by_family:
        print(f"  {family}: {', '.join(m for m, f in chosen.items() if f == family)}", flush=True)
    results: list[dict[str, Any]] = []
    for dtype in args.dtype:
        for workload in args.workload:
            tag = f"{dtype}-{workload}"
            healthy = sweep(dict.fromkeys(chosen, SHAM), args, dtype, workload, args.out / f"{tag}-healthy")
            # a case whose fallback ops run on the CPU is judged all the same (a device stack's, not faulty's)
            passing = [m for m in chosen if healthy.get(m, {}).get("status") in ("pass", "pass_with_fallback")]
            for m in chosen:
                if m not in passing:
                    status = healthy.get(m, {}).get("status", "no record")
                    results.append({"model": m, "family": chosen[m], "dtype": dtype, "workload": workload,
                                    "outcome": "not judged", "why": f"healthy case: {status}"})
            plants = []
            for m in passing:
                try:
                    ops = traced(m, dtype, workload, args)
                except Exception as exc:  # noqa: BLE001 - a trace that fails leaves the case out, said so
                    results.append({"model": m, "family": chosen[m], "dtype": dtype, "workload": workload,
                                    "outcome": "not judged", "why": f"trace: {type(exc).__name__}: {exc}"[:300]})
                    continue
                for phase, op in choose(ops, PHASES[workload], args.per_phase, args.seed, f"{m}|{tag}"):
                    plants.append(Plant(m, chosen[m], dtype, workload, phase, op, PERTURB[dtype]))
            print(f"[{tag}] {len(passing)}/{len(chosen)} healthy cases pass; {len(plants)} plants", flush=True)
            if args.confirm:
                plants = confirmed(plants, args, dtype, workload, args.out / tag, results)
            for i, batch in enumerate(rounds(plants)):
                t = time.perf_counter()
                got = sweep({p.model: p.fault for p in batch}, args, dtype, workload, args.out / f"{tag}-r{i}")
                for p in batch:
                    record = got.get(p.model, {"status": "no record"})
                    detected = judge(p, record)[0]
                    named, exactly = names(p, record)
                    row = {**asdict(p), "op_kind": kind_of(p.op), "detected": detected, "named": named,
                           "named_exactly": exactly, "status": record["status"],
                           "culprit_op": record.get("culprit_op"), "culprit_phase": record.get("culprit_phase"),
                           "culprit_kernels": (record.get("culprit_kernels") or {}).get("device"),
                           "outcome": "judged"}
                    if not detected:
                        loss = record.get("train_loss") or ""  # a weighted-outputs loss's noise: its draws
                        try:
                            case = (f"arch:{p.model}", dtype, workload, p.fault)
                            row["effect"] = (
                                isolated("mutation_trace", "device_effect", *case, args.backend, "lazy", loss,
                                         timeout=args.timeout) if args.trace == "device" else
                                isolated("mutation_trace", "effect", *case, loss, timeout=args.timeout))
                        except Exception as exc:  # noqa: BLE001 - the miss stays listed, without its measure
                            row["effect"] = {"error": f"{type(exc).__name__}: {exc}"[:300]}
                    results.append(row)
                save(args, results)
                print(f"[{tag}] round {i + 1}: {sum(judge(p, got.get(p.model, {'status': 'x'}))[0] for p in batch)}"
                      f"/{len(batch)} detected ({time.perf_counter() - t:.0f} s)", flush=True)
    return results


def save(args: argparse.Namespace, results: list[dict[str, Any]], wall_s: float | None = None) -> None:
    """OUT/mutations.json: the seed, the sample and every result so far (written after each round)."""
    from hfcompat.records.provenance import harness_info

    meta = {"seed": args.seed, "sample": sorted({r["model"] for r in results}), "dtypes": args.dtype,
            "workloads": args.workload, "backend": args.backend, "wall_s": wall_s, "command": " ".join(sys.argv),
            "harness": harness_info()}  # the commit that judged it, as every record names its own
    (args.out / "mutations.json").write_text(json.dumps({"meta": meta, "results": results}, indent=1) + "\n")


def confirmed(plants: list[Plant], args: argparse.Namespace, dtype: str, workload: str, out: Path,
              results: list[dict[str, Any]]) -> list[Plant]:
    """The plants whose op, made to raise, fails the case and is named: on the device's own path."""
    kept = []
    for i, batch in enumerate(rounds(plants)):
        raising = {p.model: f"raise-{p.phase}:{p.op}" for p in batch}
        got = sweep(raising, args, dtype, workload, out.with_name(f"{out.name}-confirm{i}"))
        for p in batch:
            record = got.get(p.model, {"status": "no record"})
            if record["status"] == "fail_error" and names(p, record)[0]:
                kept.append(p)
            else:
                results.append({**asdict(p), "op_kind": kind_of(p.op), "outcome": "off the device's path",
                                "why": f"raise planted: {record['status']}, named {record.get('culprit_op')}"})
    return kept


def reaches_nothing(row: dict[str, Any]) -> bool:
    """A miss whose plant fired and left every compared tensor as it was, bit for bit."""
    eff = row.get("effect") or {}
    return not row["detected"] and bool(eff.get("hits")) and eff.get("changed") == 0


def report(results: list[dict[str, Any]], spread_runs: list[Path] | None = None) -> None:
    """Print the rates and every plant not both detected and named; with ``spread_runs`` (runs of
    correct devices), each measured miss also beside what those devices reach (bench/device_spread.py)."""
    every = [r for r in results if r["outcome"] == "judged"]
    spreads = spread(spread_runs, sorted({r["dtype"] for r in every})) if spread_runs else {}
    judged = [r for r in every if not reaches_nothing(r)]  # the rates: plants that reach something compared

    def line(label: str, rows: list[dict[str, Any]]) -> str:
        d, n = sum(r["detected"] for r in rows), sum(r["named"] for r in rows)
        exact = sum(r.get("named_exactly", r["named"]) for r in rows)
        return f"  {label:34s} detected {d}/{len(rows)} ({100 * d / len(rows):.1f}%), named {n}/{len(rows)} " \
               f"({100 * n / len(rows):.1f}%; as the planted op itself {exact})"

    print(f"\nmutations: {len(every)} plants over {len({r['model'] for r in every})} architectures; "
          f"{len(every) - len(judged)} reach nothing compared (listed below), the rates are over {len(judged)}")
    for key in ("dtype", "workload", "phase", "op_kind", "family"):
        for value in sorted({r[key] for r in judged}):
            print(line(f"{key} {value}", [r for r in judged if r[key] == value]))
    if judged:
        print(line("ALL", judged))
    for r in every:
        if not (r["detected"] and r["named"]):
            eff = r.get("effect") or {}
            what = ("MISS" if not r["detected"] else "MISNAMED")
            extra = ""
            if "error" in eff:
                extra = f"; effect not measured: {eff['error']}"
            elif reaches_nothing(r):
                what = "NOTHING REACHED"
                extra = f": the plant fired {eff['hits']} time(s), all {eff['compared']} compared tensors unchanged"
            elif not eff.get("hits") and eff:
                extra = "; the plant never fired in the case's step (not on its path in that phase)"
            elif eff.get("ratio") is not None:
                groups = ", ".join(f"{g} {v[0]:.3g}x ({v[1].partition('.')[2]})"
                                   for g, v in sorted((eff.get("by_group") or {}).items()))
                extra = (f"; the plant moves the compared tensors by, relative to the reference's own error "
                         f"against float64: {groups or eff['ratio']} ({eff['hits']} hits)")
                if spreads:
                    extra += beside_correct_devices(eff.get("by_group") or {}, spreads[r["dtype"]])
            elif eff:
                extra = f"; {eff}"
            print(f"  {what} {r['model']} {r['dtype']} {r['workload']} {r['phase']} {r['op']}: {r['status']}, "
                  f"named {r['culprit_op']} ({r['culprit_phase']}){extra}")
        elif not r.get("named_exactly", True):
            print(f"  named by the CPU's op: {r['model']} {r['dtype']} {r['workload']} {r['phase']} {r['op']}: "
                  f"{r['culprit_op']} ({r['culprit_phase']}), which runs {', '.join(r.get('culprit_kernels') or [])} "
                  "on the device")
    skipped = collections.Counter(r["why"].split(":")[0] + ": " + r["why"].split(":")[1].strip()[:40]
                                  for r in results if r["outcome"] == "not judged")
    for why, count in sorted(skipped.items()):
        print(f"  not judged: {why} x{count}")
    for r in results:
        if r["outcome"] == "off the device's path":
            print(f"  off the device's path: {r['model']} {r['dtype']} {r['phase']} {r['op']} ({r['why']})")


def beside_correct_devices(by_group: dict[str, list[Any]], correct: dict[str, list[Point]]) -> str:
    """Whether a rule judging by the ratio could fail the miss and pass every correct device: only
    where, in some group, the miss moves a tensor further than any correct device's passing check."""
    reached = {g: at_or_above(correct[g], v[0]) for g, v in sorted(by_group.items()) if correct.get(g)}
    if above := [g for g, pts in reached.items() if not pts]:
        beyond = ", ".join(f"{g} (theirs at most {correct[g][0].ratio:.3g}x)" for g in above)
        return f"; ABOVE every correct device's passing check in {beyond}: a candidate defect of the rule"
    return "; within correct devices: " + ", ".join(
        f"{g}: {len(pts)} passing check(s) at or above it, e.g. {pts[-1].case_id.split('|')[0]} {pts[-1].ratio:.3g}x"
        for g, pts in reached.items()) if reached else ""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=49)
    parser.add_argument("--sample", type=int, default=150, help="architectures (at least one per family)")
    parser.add_argument("--dtype", action="append", choices=sorted(PERTURB),
                        help="repeatable (default: float32, bfloat16, bfloat16-autocast)")
    parser.add_argument("--workload", action="append", choices=sorted(PHASES), help="repeatable (default: both)")
    parser.add_argument("--models", nargs="+", help="these model types instead of a sample (a quick check)")
    parser.add_argument("--per-phase", type=int, default=1, help="ops drawn per phase of each case")
    parser.add_argument("--backend", default="faulty", help="a backend that plants HFCOMPAT_OP_FAULT")
    parser.add_argument("--confirm", action="store_true", help="first plant raise: keep only ops the device runs")
    parser.add_argument("--trace", choices=("cpu", "device"),
                        help="where the ops to plant are traced: the CPU reference's step, or the backend's device "
                             "step in this process (default: cpu for faulty, whose device is the CPU; else device)")
    parser.add_argument("-n", "--workers", default="1")
    parser.add_argument("--timeout", type=float, default=300)
    parser.add_argument("--out", type=Path, help="where the sweeps and mutations.json go (required to run)")
    parser.add_argument("--report", type=Path, metavar="MUTATIONS_JSON",
                        help="print the report of a finished run (its mutations.json) and exit")
    parser.add_argument("--cache-dir", type=Path, help="the reference cache (default: OUT/refcache)")
    parser.add_argument("--spread", type=Path, nargs="+", metavar="RUN",
                        help="runs of correct devices to set each miss beside in the report (bench/device_spread.py)")
    args = parser.parse_args()
    for run_dir in args.spread or []:
        if not run_dir.exists():
            parser.error(f"--spread {run_dir}: no such run directory or records file")
    args.dtype = args.dtype or sorted(PERTURB, key=list(PERTURB).index)
    args.workload = args.workload or ["train", "infer"]
    args.cache_dir = args.cache_dir or (args.out / "refcache" if args.out else None)
    args.trace = args.trace or ("cpu" if args.backend == "faulty" else "device")
    return report_or_run(parser, args, "mutations.json", run, save, functools.partial(report, spread_runs=args.spread))


if __name__ == "__main__":
    sys.exit(main())
