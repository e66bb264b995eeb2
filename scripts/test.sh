#!/usr/bin/env bash
# The test command: set up (idempotent), lint and type-check (any finding fails the run), then every
# test, spread over the machine's cores.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/lint.sh
exec .venv/bin/python -m pytest -n 2 --dist worksteal "$@"
