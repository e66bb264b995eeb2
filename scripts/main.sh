#!/usr/bin/env bash
# The main job: set up (idempotent), then check a few architectures on the default backend.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
out=${1:-runs/main}
for arch in llama bert gpt2 t5 vit; do
    .venv/bin/hfcompat check "arch:$arch" --out "$out" || true
done
