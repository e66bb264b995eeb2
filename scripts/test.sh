#!/usr/bin/env bash
# The test command: set up (idempotent), then every test, spread over the machine's cores.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/python -m pytest -n 2 --dist worksteal "$@"
