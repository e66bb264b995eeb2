#!/usr/bin/env bash
# The every-architecture runs of record, made in shards so that a run of several hours can be made
# piece by piece (each shard's directory committed as it finishes), read as one run:
#
#   bash scripts/sharded_run.sh all-archs-torch-xla-workloads [I ...]   every workload, float32 (8 shards)
#   bash scripts/sharded_run.sh all-archs-torch-xla-train-bf16 [I ...]  train, bfloat16 (3 shards)
#
# Runs the shards named (default: every one), each into reports/RUN/shard-I-of-N, finishing an
# interrupted one with --resume; once every shard has ended it prints the headline. reports/RUN is a
# sharded run directory: every reader joins its shards in memory as `hfcompat merge` would (no merged
# copy is written or committed; docs/records.md). A shard that has ended (its meta.json has ended_at)
# is not run again. A new run starts in an empty reports/RUN (a meta.json there names the joined
# run's id: the one kept is an earlier run's).
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
    out=reports/$run/shard-$i-of-$n
    ended "$out" && continue
    resume=()
    [ -f "$out/records.jsonl" ] && resume=(--resume)
    "$hf" sweep --all-archs --backend torch-xla "${args[@]}" -n 2 --timeout 600 --recheck-crashes \
        --durations-from reports/all-archs-torch-xla-workloads --shard "$i/$n" --out "$out" "${resume[@]}"
done
for i in $(seq 1 "$n"); do
    ended "reports/$run/shard-$i-of-$n" || { echo "sharded_run.sh: shard $i of $n has not ended yet"; exit 0; }
done
"$hf" report "reports/$run" | sed -n '/^Headline/,/^Status counts/p'
