#!/usr/bin/env bash
# The every-architecture runs of record, made in shards so that a run of several hours can be made
# piece by piece (each shard's directory committed as it finishes) and joined at the end:
#
#   bash scripts/sharded_run.sh all-archs-torch-xla-workloads [I ...]   every workload, float32 (8 shards)
#   bash scripts/sharded_run.sh all-archs-torch-xla-train-bf16 [I ...]  train, bfloat16 (3 shards)
#
# Runs the shards named (default: every one), each into reports/RUN-shards/shard-I-of-N, finishing
# an interrupted one with --resume; once every shard has ended it merges them into reports/RUN
# (hfcompat merge) and prints the headline. A shard that has ended (its meta.json has ended_at) is
# not run again.
set -euo pipefail
cd "$(dirname "$0")/.."
hf=${HFCOMPAT:-.venv/bin/hfcompat}
run=${1:?usage: sharded_run.sh all-archs-torch-xla-workloads|all-archs-torch-xla-train-bf16 [I ...]}
shift
case "$run" in
    all-archs-torch-xla-workloads) n=8; args=(--workload all) ;;
    all-archs-torch-xla-train-bf16) n=3; args=(--dtype bfloat16 --workload train) ;;
    *) echo "sharded_run.sh: unknown run '$run' (choose from: all-archs-torch-xla-workloads, all-archs-torch-xla-train-bf16)" >&2; exit 2 ;;
esac
shards=("$@")
[ ${#shards[@]} -eq 0 ] && shards=($(seq 1 "$n"))
ended() { grep -q '"ended_at": "' "$1/meta.json" 2>/dev/null; }
for i in "${shards[@]}"; do
    out=reports/$run-shards/shard-$i-of-$n
    ended "$out" && continue
    resume=()
    [ -f "$out/records.jsonl" ] && resume=(--resume)
    "$hf" sweep --all-archs --backend torch-xla "${args[@]}" -n 2 --timeout 600 --recheck-crashes \
        --durations-from reports/all-archs-torch-xla-train --shard "$i/$n" --out "$out" "${resume[@]}"
done
dirs=()
for i in $(seq 1 "$n"); do
    ended "reports/$run-shards/shard-$i-of-$n" || { echo "sharded_run.sh: shard $i of $n has not ended yet; not merged"; exit 0; }
    dirs+=("reports/$run-shards/shard-$i-of-$n")
done
rm -rf "reports/$run"
"$hf" merge "${dirs[@]}" --out "reports/$run"
"$hf" report "reports/$run" | sed -n '/^Headline/,/^Status counts/p'
