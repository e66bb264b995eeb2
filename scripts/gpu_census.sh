#!/usr/bin/env bash
# A census on a GPU host from a bare checkout (issue 39; how the first one was run:
# the shared cuda-census notes): every architecture on `--backend cuda --mode eager`, every
# workload in float32, then train and infer in bfloat16, each run a directory under OUT.
#
#   bash scripts/gpu_census.sh OUT
#
# The host's image has torch and the rest but an older transformers: a pinned wheel carried with the
# checkout (HFCOMPAT_WHEELS, default ./wheels, an ignored folder: `pip download --no-deps
# --only-binary=:all: --python-version 3.12 --platform manylinux2014_x86_64 transformers==5.24.0`) is
# installed into a scratch folder, put on PYTHONPATH ahead of the image's, with the checkout and
# backend/; the CLI runs as a module, as nothing is installed. An interrupted run is finished with
# --resume when the script is run again. Workers: HFCOMPAT_WORKERS (default 14 of 16 cores).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: gpu_census.sh OUT}
mkdir -p "$out"
out=$(cd "$out" && pwd)
wheels=${HFCOMPAT_WHEELS:-wheels}
site=$out/.site
if compgen -G "$wheels/*.whl" >/dev/null && [ ! -d "$site" ]; then
    python3 -m pip install --quiet --no-index --no-deps --target "$site" "$wheels"/*.whl
fi
export PYTHONPATH=$site:$PWD:$PWD/backend${PYTHONPATH:+:$PYTHONPATH}
hf() { python3 -c 'import sys; from hfcompat.cli import main; sys.exit(main())' "$@"; }
common=(--all-archs --backend cuda --mode eager -n "${HFCOMPAT_WORKERS:-14}" --timeout 120)

run() {  # run NAME ARGS...: one sweep into OUT/NAME (exit 0 whatever the models did), resumed if begun
    local name=$1 resume=()
    shift
    [ -f "$out/$name/records.jsonl" ] && resume=(--resume)
    hf sweep "${common[@]}" "$@" --out "$out/$name" "${resume[@]}"
    hf report "$out/$name" >"$out/$name.report.txt"
    head -n 20 "$out/$name.report.txt"
}

run all-archs-cuda-float32 --workload all
run all-archs-cuda-bfloat16-train-infer --dtype bfloat16 --workload train --workload infer
