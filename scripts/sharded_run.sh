#!/usr/bin/env bash
# The every-architecture runs of record, made in shards so that a run of several hours can be made
# piece by piece (each shard's directory committed as it finishes), read as one run:
#
#   bash scripts/sharded_run.sh all-archs-torch-xla-workloads [I ...]   every workload, float32 (8 shards)
#   bash scripts/sharded_run.sh all-archs-torch-xla-train-bf16 [I ...]  train, bfloat16 (3 shards)
#   bash scripts/sharded_run.sh heads-torch-xla [I ...]                 every head class, train and infer
#
# heads-torch-xla is split by head kind, not by --shard, so that the classes the popular Hub list
# loads come first: 1 the text heads (sequence and token classification, question answering, multiple
# choice), 2 every other task head (vision, audio, detection, segmentation, ...), 3 and 4 the base
# models (what sentence-similarity and feature-extraction models load), infer then train, 5 the
# generative and pretraining heads (causal-lm, masked-lm, seq2seq-lm, image-text-to-text, backbone,
# ...) other than each type's main class: the every-architecture run judges those, and evidence is
# kept once. Each shard's meta names its kinds and workloads.
#
# Runs the shards named (default: every one), each into reports/RUN/shard-I-of-N, finishing an
# interrupted one with --resume; once every shard has ended it prints the headline. reports/RUN is a
# sharded run directory: every reader joins its shards in memory as `hfcompat merge` would (no merged
# copy is written or committed; docs/records.md). A shard that has ended (its meta.json has ended_at)
# is not run again. A new run starts in an empty reports/RUN (a meta.json there names the joined
# run's id: the one kept is an earlier run's).
set -euo pipefail
cd "$(dirname "$0")/.."
# The sweep process imports this checkout's hfcompat, as its case workers do (python -m, run from here):
# in a worktree whose .venv links another checkout's editable install, .venv/bin/hfcompat would import
# that checkout's, and meta.json would name its harness commit, not the one that judged (issue 47).
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
hf=${HFCOMPAT:-.venv/bin/hfcompat}
run=${1:?usage: sharded_run.sh all-archs-torch-xla-workloads|all-archs-torch-xla-train-bf16 [I ...]}
shift
case "$run" in
    all-archs-torch-xla-workloads) n=8; args=(--workload all) ;;
    all-archs-torch-xla-train-bf16) n=3; args=(--dtype bfloat16 --workload train) ;;
    heads-torch-xla) n=5; args=() ;;  # each shard's workloads: sources_of
    *) echo "sharded_run.sh: unknown run '$run' (choose from: all-archs-torch-xla-workloads, all-archs-torch-xla-train-bf16, heads-torch-xla)" >&2; exit 2 ;;
esac
text_heads=(sequence-classification token-classification question-answering multiple-choice)
generative_heads=(causal-lm masked-lm pretraining image-text-to-text seq2seq-lm backbone speech-seq2seq
                  masked-image-modeling text-encoding decision causal-image-modeling image multimodal-lm)
# The sources of shard I: a --shard of every architecture, or the head kinds (and workloads) of shard
# I of the heads run.
sources_of() {
    [ "$run" != heads-torch-xla ] && { echo --all-archs --shard "$1/$n"; return; }
    local kinds=() kind workloads=(train infer) extra=()
    case "$1" in
        1) kinds=("${text_heads[@]}") ;;
        2) for kind in $("$hf" ls classes | awk 'NR > 1 && NF == 2 {print $2}' | sort -u); do
               [[ " base ${text_heads[*]} ${generative_heads[*]} " == *" $kind "* ]] || kinds+=("$kind")
           done ;;
        3) kinds=(base); workloads=(infer) ;;
        4) kinds=(base); workloads=(train) ;;
        5) kinds=("${generative_heads[@]}"); extra=(--except-main-class) ;;
    esac
    echo --all-classes "${kinds[@]/#/--head-kind=}" "${workloads[@]/#/--workload=}" "${extra[@]}"
}
shards=("$@")
[ ${#shards[@]} -eq 0 ] && shards=($(seq 1 "$n"))
ended() { grep -q '"ended_at": "' "$1/meta.json" 2>/dev/null; }
for i in "${shards[@]}"; do
    out=reports/$run/shard-$i-of-$n
    ended "$out" && continue
    resume=()
    [ -f "$out/records.jsonl" ] && resume=(--resume)
    # shellcheck disable=SC2046  # sources_of prints the flags, one word each
    "$hf" sweep $(sources_of "$i") --backend torch-xla "${args[@]}" -n 2 --timeout 600 --recheck-crashes \
        --durations-from reports/all-archs-torch-xla-workloads --out "$out" "${resume[@]}"
done
for i in $(seq 1 "$n"); do
    ended "reports/$run/shard-$i-of-$n" || { echo "sharded_run.sh: shard $i of $n has not ended yet"; exit 0; }
done
"$hf" report "reports/$run" | sed -n '/^Headline/,/^Status counts/p'
