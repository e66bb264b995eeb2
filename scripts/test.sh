#!/usr/bin/env bash
# The test command: set up (idempotent), lint, type-check and look for dead code (any finding fails), then every
# test, spread over the machine's cores, printing the 15 slowest (where CI's time goes, as the suite
# grows). The fast set alone, for a developer: .venv/bin/python -m pytest -n 2 -m "not slow"
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# The torch-tpu adapter is tested against the real torch_tpu package in its own environment
# (tests/tpu_env, run from tests/backend/test_torch_tpu_env.py): about 75 s the first time.
bash scripts/setup_torch_tpu.sh
bash scripts/lint.sh
exec .venv/bin/python -m pytest -n 2 --dist worksteal --durations=15 "$@"
