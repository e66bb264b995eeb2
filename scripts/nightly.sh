#!/usr/bin/env bash
# The nightly job: sweep every architecture on the default backend, recheck what regressed since the
# last run, publish the dashboard, and fail (exit 1) on a regression that reproduces.
#
#   bash scripts/nightly.sh OUT_DIR [BASELINE_DIR]
#
# OUT_DIR gets the run (records.jsonl, meta.json, logs/, tables) and OUT_DIR/site the dashboard.
# BASELINE_DIR is last night's run directory (CI downloads it as an artifact); without it there is
# nothing to regress from and the job only reports.
#
# Workloads: train and infer for every architecture; HFCOMPAT_WORKLOADS="train infer generate
# generate-static" (or "all") adds generation, which on XLA:CPU compiles every decode step (~20 s a
# case on 2 cores, against ~3 s for a train step), so a nightly on a stand-in device keeps it to the
# core list (scripts/main.sh with HFCOMPAT_WORKLOADS=all).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: nightly.sh OUT_DIR [BASELINE_DIR]}
baseline=${2:-}
bash scripts/setup.sh
hf=.venv/bin/hfcompat

resume=()
[ -f "$out/records.jsonl" ] && resume=(--resume)   # a re-triggered job finishes what it started
base_args=()
[ -n "$baseline" ] && base_args=(--baseline "$baseline")

workloads=()
for w in ${HFCOMPAT_WORKLOADS:-train infer}; do workloads+=(--workload "$w"); done

"$hf" sweep --all-archs "${workloads[@]}" -n auto --timeout 300 --out "$out" --junitxml "$out/junit.xml" --recheck-crashes "${resume[@]}" "${base_args[@]}"
"$hf" report "$out" --format md > "$out/summary.md"
"$hf" dashboard ${baseline:+"$baseline"} "$out" --out "$out/site"
if [ -n "$baseline" ]; then
    "$hf" report "$out" --baseline "$baseline" --fail-on-regression
else
    "$hf" report "$out"
fi
