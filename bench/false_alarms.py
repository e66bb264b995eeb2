"""False-alarm benchmark: how often is a correct device that merely rounds otherwise failed? (issue 49)

A device that computes the same step and rounds otherwise must pass. The cpu backend's ``compile``
mode is one: inductor fuses kernels, reorders reductions and keeps intermediates in its own
precision, as a TPU's compiler does. Over a seeded sample of the matrix:

1. The sample: ``--sample`` architectures with every family represented (bench/arch_sample.py, the
   mutation benchmark's sampler: the same seed names the same architectures), and for bfloat16
   ``--half-sample`` of them, drawn from it by the same seed, every family again.
2. One ``hfcompat sweep`` per dtype, train and infer (the short regime), judged as a user's run
   would be. A sweep cut short goes on where it stopped (``--resume``).
3. Every ``fail_accuracy`` is run again plainly (:func:`plain_errors`, in a process of its own, with
   a sweep worker's thread count, which inductor's kernels are compiled for): the
   device's step as a user runs it (hfcompat's ``plain_step``: fresh copies, no dispatch mode) and
   the CPU reference, each against the float64 run, and no comparator. At each tensor the record
   failed, the device's error over the CPU's (rmse against float64): above the rule's multiplier
   there (:func:`hfcompat.judging.tolerance.multiplier`, how much further from float64 than the CPU
   a device may be) the device really is further off: a **real difference**, named with its tensor
   and ratio. At or under it: a **false alarm** of the rule (the report gives each side's slope on
   float64 beside it: a failure of the slope rule whose device is no further from float64 than the
   CPU is one). A case with no float64 run is listed, not measured, as is one whose references the
   harness recomputed on the device's picks at near ties (a record's ``selection``: apertus1p5's
   argmax on torch-xla, where a plain run's CPU and float64 follow picks of their own and are 30x
   further apart than the harness's; inductor runs without the op recorder, so its cases have none).
4. Any other failure (an error, an unsupported op, a crash, a timeout, an OOM) is the device's, not
   a verdict on numbers: listed with its error, counted apart.

The rate is false alarms over judged cases (every status in the headline's denominator), per dtype
and workload. Any backend and mode can be measured (``--backend NAME --mode MODE``), so a third
party's adapter gets its own figure, as with bench/mutations.py.

    .venv/bin/python bench/false_alarms.py --sample 200 --half-sample 100 --seed 49 -n 2 --out runs/false-alarms
    .venv/bin/python bench/false_alarms.py --report runs/false-alarms/false_alarms.json   # its figures
"""

from __future__ import annotations

import argparse
import collections
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from arch_sample import chosen_sample, subsample
from bench_cli import report_or_run
from case_process import ROOT, bench_env, isolated

from hfcompat.records.record import FAIL_ACCURACY, JUDGED, WORKS, read_records
from hfcompat.sweep.local_executor import threads_per_worker

DTYPES = ("float32", "bfloat16")


def sweep(models: list[str], args: argparse.Namespace, dtype: str) -> dict[tuple[str, str], dict[str, Any]]:
    """``hfcompat sweep`` of ``models`` in ``dtype``, train and infer -> (model type, workload) -> record;
    an unfinished sweep of the same models is resumed, a finished one read."""
    out = args.out / dtype
    path, specs = out / "records.jsonl", [f"arch:{m}" for m in models]
    meta = json.loads((out / "meta.json").read_text()) if (out / "meta.json").exists() else None
    if meta is not None and meta.get("sources") != specs:  # a sweep's meta names the models it sweeps
        raise SystemExit(f"{out} holds a sweep of other models: give another --out")
    cmd = [sys.executable, "-m", "hfcompat.cli", "sweep", *specs, "--backend", args.backend,
           "--mode", args.mode, "--dtype", dtype, "--workload", "train", "--workload", "infer", "--regime", "short",
           "-n", args.workers, "--timeout", f"{args.timeout:g}", "--recheck-crashes", "--cache-dir",
           str(args.cache_dir), "--out", str(out), *(["--resume"] if meta is not None else []),
           *(flag for status in args.rerun or [] for flag in ("--rerun", status))]
    if meta is None or not meta.get("ended_at") or args.rerun:
        out.mkdir(parents=True, exist_ok=True)
        proc = subprocess.run(cmd, env=bench_env(), cwd=ROOT)
        if not path.exists():
            raise SystemExit(f"sweep failed ({proc.returncode}): {' '.join(cmd[2:])}")
    return {(r["spec"].removeprefix("arch:"), r["workload"]): r for r in read_records(path)}


def failed_tensors(record: dict[str, Any]) -> list[str]:
    """``group.name`` of every tensor the record's comparison failed."""
    compare = record.get("compare") or {}
    return [f"{group}.{name}" for group, check in compare.items() if isinstance(check, dict)
            for name in check.get("failed") or []]


def plain_errors(spec: str, dtype: str, workload: str, backend: str, mode: str, tensors: str) -> list[dict[str, Any]]:
    """The case's step run plainly on the device and on the CPU, each against float64: per tensor of
    ``tensors`` (JSON list of ``group.name``; every compared tensor where none is found), its rmse
    against float64 on the device and on the CPU, and the rule's multiplier there."""
    import torch
    from mutation_trace import built_case, flat_tensors, float64_run

    from hfcompat.execution.case_steps import plain_step
    from hfcompat.execution.reference import reference
    from hfcompat.judging.tolerance import multiplier, rmse, slope_of
    from hfcompat.process.adapters import backend_for
    from hfcompat.workloads.kept import Keeper

    built, work, storage = built_case(spec, dtype, workload)
    dev = flat_tensors(dict(plain_step(backend_for(backend, mode), built, storage, mode, work, Keeper()).groups))
    ref = flat_tensors(dict(reference(built, storage, work)))
    ref64 = float64_run(built, work)
    wanted = [t for t in json.loads(tensors) if t in dev] or sorted(dev)
    rows = []
    for name in wanted:
        d, r, t = dev[name], ref.get(name), ref64.get(name)
        if r is None or t is None or d.shape != t.shape or r.shape != t.shape:
            continue
        finite = torch.isfinite(t) & torch.isfinite(d.double()) & torch.isfinite(r.double())
        d64, r64, t64 = d.double()[finite], r.double()[finite], t.double()[finite]  # a float32 buffer of float64's
        slope = slope_of(d64, r64, t64)
        rows.append({"tensor": name, "device": rmse(d64, t64), "cpu": rmse(r64, t64), "numel": d.numel(),
                     "bound": multiplier(d.dtype, d.numel(), outputs=name.startswith("outputs.")),
                     "slopes": [slope.dev, slope.ref] if slope is not None else None})
    return rows


def ratio(row: dict[str, Any]) -> float:
    """How much further from float64 the device is than the CPU at one tensor."""
    return row["device"] / row["cpu"] if row["cpu"] > 0 else (float("inf") if row["device"] > 0 else 1.0)


def classify(record: dict[str, Any], plain: list[dict[str, Any]] | str | None) -> str:
    """pass | not judged | device failure | real difference | false alarm | not measured, of a case's
    record and, for a ``fail_accuracy``, its plain errors (a string: why they were not measured)."""
    status = record["status"]
    if status in WORKS:
        return "pass"
    if status not in JUDGED:  # the harness's own statuses, outside the headline's denominator
        return "not judged"
    if status != FAIL_ACCURACY:
        return "device failure"
    if not isinstance(plain, list) or not plain:
        return "not measured"
    return "real difference" if any(ratio(row) > row["bound"] for row in plain) else "false alarm"


def run(args: argparse.Namespace) -> list[dict[str, Any]]:
    chosen = chosen_sample(args.seed, args.sample, args.models)
    half = chosen if args.models else subsample(args.seed, args.half_sample, chosen)
    results: list[dict[str, Any]] = []
    for dtype in args.dtype:
        models = sorted(half if dtype == "bfloat16" else chosen)
        print(f"[{dtype}] seed {args.seed}: {len(models)} architectures over "
              f"{len({chosen[m] for m in models})} families", flush=True)
        for (model, workload), record in sorted(sweep(models, args, dtype).items()):
            plain: list[dict[str, Any]] | str | None = None
            if record["status"] == FAIL_ACCURACY:
                plain = measured(args, model, dtype, workload, record)
            results.append({"model": model, "family": chosen.get(model, "?"), "dtype": dtype, "workload": workload,
                            "status": record["status"], "culprit_op": record.get("culprit_op"),
                            "error": record.get("error"), "plain": plain, "class": classify(record, plain)})
        save(args, results)
    return results


def measured(args: argparse.Namespace, model: str, dtype: str, workload: str, record: dict[str, Any]
             ) -> list[dict[str, Any]] | str:
    """:func:`plain_errors` of a failed case, kept under ``OUT/plain`` (a benchmark cut short does not
    measure again); a string says why there is no measure."""
    path = args.out / "plain" / f"{dtype}-{workload}-{model}.json"
    if path.exists():
        return json.loads(path.read_text())  # type: ignore[no-any-return]
    if (record.get("compare") or {}).get("arbiter") not in ("float64", "float64-widened"):
        return "no float64 run: judged by same()"
    ties = record.get("selection") or {}
    if ties.get("differences"):  # a plain run would follow its own picks, as float64's may differ too
        return (f"near ties ({ties.get('tie_at')}): the harness judged the references on the device's picks, "
                "a plain run takes its own")
    try:  # with a sweep worker's threads: inductor compiles its kernels for the count
        with threads_per_worker(int(args.workers)):
            got: list[dict[str, Any]] | str = isolated(
                "false_alarms", "plain_errors", f"arch:{model}", dtype, workload, args.backend, args.mode,
                json.dumps(failed_tensors(record)), timeout=args.timeout)
    except Exception as exc:  # noqa: BLE001 - the case stays listed, without its measure
        got = f"{type(exc).__name__}: {exc}"[:300]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(got))
    return got


def save(args: argparse.Namespace, results: list[dict[str, Any]], wall_s: float | None = None) -> None:
    """OUT/false_alarms.json: the seed, the samples, the harness and every case so far."""
    from hfcompat.records.provenance import harness_info

    meta = {"seed": args.seed, "sample": args.sample, "models": args.models, "half_sample": args.half_sample,
            "backend": args.backend, "mode": args.mode, "dtypes": args.dtype, "wall_s": wall_s,
            "command": " ".join(sys.argv), "harness": harness_info()}
    (args.out / "false_alarms.json").write_text(json.dumps({"meta": meta, "results": results}, indent=1) + "\n")


def report(results: list[dict[str, Any]]) -> None:
    """Per dtype and workload: judged cases, passes, false alarms (% of judged), real differences and
    device failures; then every case that is not a pass, with its evidence."""
    print(f"\nfalse alarms: {len(results)} cases over {len({r['model'] for r in results})} architectures")
    pairs = sorted({(r["dtype"], r["workload"]) for r in results})
    groups = [(f"{d} {w}", [r for r in results if (r["dtype"], r["workload"]) == (d, w)]) for d, w in pairs]
    groups += [(f"{d} all", [r for r in results if r["dtype"] == d]) for d in sorted({d for d, _ in pairs})]
    for label, rows in groups:
        count = collections.Counter(r["class"] for r in rows)
        judged = len(rows) - count["not judged"]
        alarms = count["false alarm"]
        print(f"  {label:18s} judged {judged:4d}  pass {count['pass']:4d}  false alarms {alarms} "
              f"({100 * alarms / max(judged, 1):.1f}%)  real differences {count['real difference']}  device failures "
              f"{count['device failure']}  not measured {count['not measured']}  (not judged {count['not judged']})")
    for r in results:
        if r["class"] in ("pass", "not judged"):
            continue
        head = f"  {r['class'].upper()} {r['model']} {r['dtype']} {r['workload']}: {r['status']}"
        if isinstance(r["plain"], list) and r["plain"]:
            worst = max(r["plain"], key=ratio)
            slopes = worst.get("slopes")
            along = f"; its slope on float64 {slopes[0]:+.3g}, the CPU's {slopes[1]:+.3g}" if slopes else ""
            print(f"{head}, culprit {r['culprit_op']}; plainly, {worst['tensor']} is {ratio(worst):.2f}x the CPU's "
                  f"error against float64 (device {worst['device']:.3g}, CPU {worst['cpu']:.3g}; the rule allows "
                  f"{worst['bound']:g}x){along}")
        else:
            print(f"{head}: {r['plain'] or (r['error'] or '')[:200]}")
    skipped = collections.Counter(r["status"] for r in results if r["class"] == "not judged")
    for status, n in sorted(skipped.items()):
        print(f"  not judged: {status} x{n}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=49)
    parser.add_argument("--sample", type=int, default=200, help="architectures (at least one per family)")
    parser.add_argument("--half-sample", type=int, default=100, help="of them, judged in bfloat16 too")
    parser.add_argument("--models", nargs="+", help="these model types instead of a sample (a quick check)")
    parser.add_argument("--dtype", action="append", choices=DTYPES, help="repeatable (default: both)")
    parser.add_argument("--backend", default="cpu", help="a device that computes the same step and rounds otherwise")
    parser.add_argument("--mode", default="compile", help="the backend's mode (default: compile, inductor)")
    parser.add_argument("-n", "--workers", default="1")
    parser.add_argument("--timeout", type=float, default=900)
    parser.add_argument("--out", type=Path, help="where the sweeps and false_alarms.json go (required to run)")
    parser.add_argument("--report", type=Path, metavar="FALSE_ALARMS_JSON",
                        help="print the report of a finished run (its false_alarms.json) and exit")
    parser.add_argument("--cache-dir", type=Path, help="the reference cache (default: OUT/refcache)")
    parser.add_argument("--rerun", action="append", metavar="STATUS",
                        help="judge a resumed sweep's cases of this status again (hfcompat sweep --rerun; repeatable)")
    args = parser.parse_args()
    args.dtype = args.dtype or list(DTYPES)
    args.cache_dir = args.cache_dir or (args.out / "refcache" if args.out else None)
    return report_or_run(parser, args, "false_alarms.json", run, save, report)


if __name__ == "__main__":
    sys.exit(main())
