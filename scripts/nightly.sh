#!/usr/bin/env bash
# The nightly job: sweep every architecture in every workload on the default backend, recheck what
# regressed since the last run, publish the dashboard, and fail (exit 1) on a regression that reproduces.
#
#   bash scripts/nightly.sh OUT [BASELINE]                  the whole sweep on this machine, then the report
#   HFCOMPAT_SHARD=I/N bash scripts/nightly.sh OUT          one shard of it only (CI's matrix: no report)
#   bash scripts/nightly.sh --merge OUT BASELINE|- SHARD... join the shards' runs into OUT, then the report
#
# OUT gets the run (records.jsonl, meta.json, logs/, tables) and OUT/site the dashboard. BASELINE is
# last night's run directory (CI downloads it as an artifact; "-" or absent: the first night, which
# only reports). HFCOMPAT_HISTORY=DIR: earlier nights' runs (DIR/RUN_ID/{records.jsonl,meta.json}),
# the dashboard's trend; tonight's run is added to it (the last HFCOMPAT_NIGHTS, default 60, kept).
# CI keeps DIR as an artifact from night to night and publishes OUT/site on GitHub Pages.
#
# Workloads: every one a model has (train, infer, generate, generate-static); HFCOMPAT_WORKLOADS="train
# infer" narrows them. On XLA:CPU generation compiles every decode step, so the every-workload sweep
# is about 2,000 cases and several core-hours (docs/sweeps.md#the-nightly-job says how many): CI runs
# it as N shards on N machines and merges them.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
hf=.venv/bin/hfcompat

report() {  # OUT [BASELINE]: summary, dashboard and the regression gate of a finished run
    local out=$1 baseline=${2:-}
    "$hf" report "$out" --format md > "$out/summary.md"
    local history=${HFCOMPAT_HISTORY:-} earlier=()
    if [ -n "$history" ]; then
        mkdir -p "$history"
        for d in "$history"/*/; do [ -f "$d/records.jsonl" ] && earlier+=("${d%/}"); done
    elif [ -n "$baseline" ]; then
        earlier=("$baseline")
    fi
    "$hf" dashboard "${earlier[@]}" "$out" --out "$out/site"
    if [ -n "$history" ]; then  # tonight joins the trend (records and meta only: what the trend reads)
        local id
        id=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["run_id"])' "$out/meta.json")
        mkdir -p "$history/$id"
        cp "$out/records.jsonl" "$out/meta.json" "$history/$id/"
        ls -d "$history"/*/ | sort | head -n "-${HFCOMPAT_NIGHTS:-60}" | xargs -r rm -rf
    fi
    if [ -n "$baseline" ]; then
        "$hf" report "$out" --baseline "$baseline" --fail-on-regression
    else
        "$hf" report "$out"
    fi
}

if [ "${1:-}" = "--merge" ]; then
    out=${2:?usage: nightly.sh --merge OUT BASELINE|- SHARD_DIR...}
    baseline=${3:?usage: nightly.sh --merge OUT BASELINE|- SHARD_DIR...}
    [ "$baseline" = "-" ] && baseline=""
    shift 3
    "$hf" merge "$@" --out "$out"
    report "$out" "$baseline"
    exit
fi

out=${1:?usage: nightly.sh OUT [BASELINE]}
baseline=${2:-}
resume=()
[ -f "$out/records.jsonl" ] && resume=(--resume)   # a re-triggered job finishes what it started
base_args=()
[ -n "$baseline" ] && base_args=(--baseline "$baseline")
shard=()
[ -n "${HFCOMPAT_SHARD:-}" ] && shard=(--shard "$HFCOMPAT_SHARD")
workloads=()
for w in ${HFCOMPAT_WORKLOADS:-all}; do workloads+=(--workload "$w"); done

"$hf" sweep --all-archs "${workloads[@]}" -n auto --timeout 600 --out "$out" --junitxml "$out/junit.xml" \
    --recheck-crashes "${shard[@]}" "${resume[@]}" "${base_args[@]}"
[ -n "${HFCOMPAT_SHARD:-}" ] && exit 0   # the merge job reports on the joined run
report "$out" "$baseline"
