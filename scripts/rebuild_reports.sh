#!/usr/bin/env bash
# Rebuild the published dashboards from the committed run directories under reports/ (no device,
# no models run: records only). Prints the headline of each run, as in the README. Each site is
# self-contained (records, tables, logs and repros copied under SITE/data/) and carries the
# Hub-weighted headline of model_lists/hub_top.txt. The every-architecture site holds its runs in
# float32 and bfloat16; the core list's site holds every core run
# (torch-xla in float32, bfloat16 and bfloat16-autocast, and torchax where committed), so it can compare the backends
# and the dtypes (#compare=RUN_A..RUN_B);
# the parallel site holds the parallel runs, the perf site the --perf runs.
set -euo pipefail
cd "$(dirname "$0")/.."
hf=.venv/bin/hfcompat
hub=(--hub-list model_lists/hub_top.txt)
for run in core-torch-xla-workloads core-torch-xla-bf16 core-torch-xla-autocast core-torchax-all-modes all-archs-torch-xla-workloads \
           all-archs-torch-xla-train-bf16 all-archs-torch-xla-train all-archs-torch-xla core-torch-xla-all-modes \
           core-cpu-parallel core-torch-xla-spmd core-torch-xla-perf core-torchax-perf; do
    [ -d "reports/$run" ] || continue
    "$hf" report "reports/$run" | sed -n '/^Headline/,/^Status counts/p' | head -n -2
done
archs=(reports/all-archs-torch-xla)  # the previous harness's run, kept for the trend
# then every workload in float32 and train in bfloat16 (float32..bfloat16 in #compare)
for run in all-archs-torch-xla-train all-archs-torch-xla-workloads all-archs-torch-xla-train-bf16; do
    [ -d "reports/$run" ] && archs+=("reports/$run")
done
"$hf" dashboard "${archs[@]}" --out reports/site/all-archs-torch-xla "${hub[@]}"
core=(reports/core-torch-xla-all-modes reports/core-torch-xla-workloads)
[ -d reports/core-torch-xla-bf16 ] && core+=(reports/core-torch-xla-bf16)  # float32..bfloat16 in #compare
[ -d reports/core-torch-xla-autocast ] && core+=(reports/core-torch-xla-autocast)  # ..bfloat16-autocast
[ -d reports/core-torchax-all-modes ] && core+=(reports/core-torchax-all-modes)
"$hf" dashboard "${core[@]}" --out reports/site/core-torch-xla-all-modes "${hub[@]}"
# Parallel training: the cpu self-check of ddp/fsdp/tp (gloo ranks) and torch-xla's stack-specific spmd.
parallel=()
for run in core-cpu-parallel core-torch-xla-spmd; do [ -d "reports/$run" ] && parallel+=("reports/$run"); done
[ ${#parallel[@]} -gt 0 ] && "$hf" dashboard "${parallel[@]}" --out reports/site/core-parallel "${hub[@]}"
# How fast: the --perf runs of each backend's modes (speed-up over eager, compile time, memory).
perf=()
for run in core-torch-xla-perf core-torchax-perf; do [ -d "reports/$run" ] && perf+=("reports/$run"); done
[ ${#perf[@]} -gt 0 ] && "$hf" dashboard "${perf[@]}" --out reports/site/core-perf "${hub[@]}"
echo "dashboards: reports/site/*/index.html"
