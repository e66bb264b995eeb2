#!/usr/bin/env bash
# Rebuild what is derived from the committed runs of record under reports/ (no device, no models
# run: records only), none of it committed (.gitignore): each run's tables (cases, errors, timings as
# parquet and CSV, beside its records.jsonl) and the dashboards under reports/site/. Prints the
# headline of each run, as in the README. Each site is self-contained (records, tables, logs and
# repros copied under SITE/data/) and carries the Hub-weighted headline of model_lists/hub_top.txt.
# The every-architecture site holds its runs in float32 and bfloat16 (sharded run directories, read
# as one run each); the core list's site holds every core run (torch-xla in float32, bfloat16 and
# bfloat16-autocast, and torchax), so it can compare the backends and the dtypes
# (#compare=RUN_A..RUN_B); the parallel site holds the parallel runs, the perf site the --perf runs,
# the Hub-configs site the ten real configs at both sizes.
set -euo pipefail
cd "$(dirname "$0")/.."
hf=${HFCOMPAT:-.venv/bin/hfcompat}
hub=(--hub-list model_lists/hub_top.txt)
for run in core-torch-xla-workloads core-torch-xla-bf16 core-torch-xla-autocast core-torchax-all-modes \
           all-archs-torch-xla-workloads all-archs-torch-xla-train-bf16 \
           core-cpu-parallel core-torch-xla-spmd core-torch-xla-perf core-torchax-perf \
           hub-configs-torch-xla-sizes hub-configs-torch-xla-sizes-bf16; do
    [ -d "reports/$run" ] || continue
    "$hf" report "reports/$run" --tables | sed -n '/^Headline/,/^Status counts/p' | head -n -2
done
sites() {  # sites NAME RUN...: the dashboard of the runs that exist, into reports/site/NAME
    local name=$1 runs=()
    shift
    for run in "$@"; do [ -d "reports/$run" ] && runs+=("reports/$run"); done
    [ ${#runs[@]} -gt 0 ] && "$hf" dashboard "${runs[@]}" --out "reports/site/$name" "${hub[@]}"
}
# every workload in float32, train in bfloat16 (float32..bfloat16 in #compare)
sites all-archs-torch-xla all-archs-torch-xla-workloads all-archs-torch-xla-train-bf16
sites core-torch-xla-all-modes core-torch-xla-workloads core-torch-xla-bf16 core-torch-xla-autocast core-torchax-all-modes
# Parallel training: the cpu self-check of ddp/fsdp/tp (gloo ranks) and torch-xla's stack-specific spmd.
sites core-parallel core-cpu-parallel core-torch-xla-spmd
# How fast: the --perf runs of each backend's modes (speed-up over eager, compile time, memory).
sites core-perf core-torch-xla-perf core-torchax-perf
# Ten real Hub configs at tiny and full size, float32 and bfloat16 (each case id carries its size).
sites hub-configs-torch-xla-sizes hub-configs-torch-xla-sizes hub-configs-torch-xla-sizes-bf16
echo "dashboards: reports/site/*/index.html"
