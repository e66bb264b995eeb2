#!/usr/bin/env bash
# The main job: set up (idempotent), sweep the core list on the default backend (torch-xla), print
# the report, and build the dashboard.
#
#   bash scripts/main.sh [OUT_DIR]        (default runs/main; rerunning finishes an interrupted run)
#
# The train and infer workloads of every core model (~2 min on 2 cores). Generation on XLA:CPU
# compiles every decode step (~20 s a case here; the core list in every workload takes 12 min on 2
# cores), so it is opt-in: HFCOMPAT_WORKLOADS=all.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
out=${1:-runs/main}
hf=.venv/bin/hfcompat
resume=()
[ -f "$out/records.jsonl" ] && resume=(--resume)
workloads=()
for w in ${HFCOMPAT_WORKLOADS:-train infer}; do workloads+=(--workload "$w"); done
"$hf" sweep model_lists/core.txt "${workloads[@]}" -n auto --cache-dir .cache/hfcompat --out "$out" "${resume[@]}"
"$hf" report "$out"
"$hf" dashboard "$out" --out "$out/site"
echo "dashboard: file://$(cd "$out/site" && pwd)/index.html"
